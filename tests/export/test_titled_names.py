"""One person, one pseudonym whatever title the text gives them (fix-edges): ``Mrs Chen`` taken whole under a
person's key (a chat participant's ``name``, ``customer``) was pseudonymised with its title, ``Chen`` under
``last_name`` and ``Dr Chen`` in prose without: a viewer's export and run page showed two people where there was
one (docs/export.md, *Names*)."""

from __future__ import annotations

import html
import re

import pytest
from claims.factories import user_with
from django.test import Client

from agentops.demo.ticket import ticket_inputs
from runs.governance.export import export_stream
from runs.governance.redaction import from_settings
from runs.models import Run
from runs.services import run_create

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

STARTING = {
    "messages": [
        {"role": "user", "name": "Mrs Chen", "content": "It is Ms. Chen again about order 88232."},
        {"role": "user", "name": "Chen", "content": "Dr Chen asked me to write."},
        {"role": "user", "name": "MR.  CHEN", "content": "Mr Chen again."},
    ],
}


@pytest.mark.parametrize(
    ("value", "same_as"),
    [
        ({"customer": "Mrs Chen"}, {"last_name": "Chen"}),
        ({"customer_name": "Dr. Chen"}, {"surname": "chen"}),
        ({"name": "Ms Wei Chen", "email": "w@example.com"}, {"full_name": "Wei  Chen"}),
        ({"customer": "Frau Anna Schneider"}, {"customer": "Anna Schneider"}),
    ],
)
def test_a_titled_name_under_a_key_takes_the_pseudonym_of_the_name(value, same_as):
    redactor = from_settings()
    (taken,) = [v for k, v in redactor.redact(value).items() if k != "email"]
    assert taken == next(iter(redactor.redact(same_as).values())) and taken.startswith("<name:")
    assert redactor.redact({"last_name": "Ms"}) != redactor.redact({"last_name": "Chen"})  # a title alone: itself


def test_the_export_and_the_viewers_run_page_show_one_pseudonym_for_every_form_of_the_name() -> None:
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), extra=STARTING, start=False)
    chen = from_settings().pseudonym("name", "chen")
    titled = {from_settings().pseudonym("name", form) for form in ("mrs chen", "mr. chen")}
    runs = Run.objects.filter(id=run.id)
    client = Client()
    client.force_login(user_with("viewer-titled", "viewer"))
    page = client.get(f"/runs/{run.id}/")
    assert page.status_code == 200 and not re.search(r"(?i)\bchen\b", page.content.decode())
    payload = client.get(f"/runs/{run.id}/events/1/payload/")  # the run page's RunStarted, opened
    assert payload.status_code == 200
    exports = [b"".join(export_stream(runs, fmt=fmt)).decode() for fmt in ("jsonl", "csv")]
    for shown in [*exports, html.unescape(payload.content.decode())]:
        assert not re.search(r"(?i)\bchen\b", shown)
        assert chen in shown and not any(other in shown for other in titled)
