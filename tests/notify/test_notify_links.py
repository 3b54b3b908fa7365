"""A notice of a call in doubt or a held reply links to the page and the card that hold it, as approvals do.

Found from outside (qa-operator2 N4, 6 Dec 2026): in-doubt and held-reply notices linked to ``/recovery/`` with no
anchor; past 200 calls in doubt the call was on another page of the console, which the link never opened.
"""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.utils import timezone

from approvals import selectors
from approvals.notify import deliver
from runs.models import Reply, Run
from runs.roles import VIEWER
from tests.dashboard.conftest import in_doubt_email, make_user

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture(autouse=True)
def _no_worker(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


def opened(url: str) -> tuple[str, str]:
    """What a viewer sees following ``url``: the page, and the fragment it scrolls to."""
    client = Client()
    client.force_login(User.objects.filter(username="vera").first() or make_user("vera", VIEWER))
    path, _, fragment = url.removeprefix("https://ops.example.com").partition("#")
    response = client.get(path)
    assert response.status_code == 200
    return response.content.decode(), fragment


def told(receiver, kind: str) -> dict[str, str]:
    return {
        n["run_id"]: n["url"] for r in receiver.requests for n in json.loads(r.body)["notices"] if n["kind"] == kind
    }


def test_a_call_in_doubt_links_to_the_console_page_and_card_that_hold_it(receiver, notify, monkeypatch):
    monkeypatch.setattr(selectors, "QUEUE_PAGE", 2)
    notify(webhook=receiver.url + "/hook")
    calls = [in_doubt_email(monkeypatch, n) for n in range(3)]
    deliver.run()
    links = told(receiver, "in_doubt")
    page, card = opened(links[calls[2].run_id])  # the newest: on the console's second page
    assert card == calls[2].id and f'id="{card}"' in page and f'id="{calls[0].id}"' not in page
    page, card = opened(links[calls[0].run_id])
    assert card == calls[0].id and f'id="{card}"' in page and f'id="{calls[2].id}"' not in page


def test_a_run_in_doubt_with_no_call_listed_links_to_its_row(receiver, notify, monkeypatch, external_run):
    monkeypatch.setattr(selectors, "QUEUE_PAGE", 1)
    notify(webhook=receiver.url + "/hook")
    older = in_doubt_email(monkeypatch)
    parked = {"status": "RECOVERING", "lease_owner": None, "last_event_at": timezone.now()}  # nothing claimed
    Run.objects.filter(id=external_run.id).update(**parked)  # the newer of the two: the second page
    deliver.run()
    page, row = opened(told(receiver, "in_doubt")[external_run.id])
    assert row == f"run-{external_run.id}" and f'id="{row}"' in page and f'id="run-{older.run_id}"' not in page


def test_a_held_reply_links_to_its_card(receiver, notify, held):
    notify(webhook=receiver.url + "/hook")
    deliver.run()
    page, card = opened(told(receiver, "held_reply")[held.id])
    assert card == f"reply-{Reply.objects.get(run_id=held.id).event_id}" and f'id="{card}"' in page
