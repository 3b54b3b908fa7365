"""A lease's owner is shown on one line to every reader (the run page's holder, the recovery console, the approvers'
"cannot decide now"): a name holding a line break, a control or a bidirectional override is refused with a 400 naming
the character, and the run stays as it was."""

from __future__ import annotations

import pytest

from runs.models import Run
from tests.api.conftest import URL, error_code, external_fields

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.mark.parametrize(
    ("owner", "code_point"),
    [
        ("worker-1\nadmin approved this", "U+000A"),
        ("host\tA", "U+0009"),
        ("agent-\u202egpj.exe", "U+202E"),
        ("\u2066agent\u2069", "U+2066"),
        ("ops\x1b[31m", "U+001B"),
        ("agent\u2028approved", "U+2028"),
        ("agent\x85x", "U+0085"),
    ],
)
def test_an_owner_that_would_not_read_as_itself_on_one_line_is_refused_and_nothing_is_taken(api, owner, code_point):
    run_id = api.post(URL, external_fields(), format="json").json()["id"]
    refused = api.post(f"{URL}{run_id}/lease/", {"owner": owner}, format="json")
    assert refused.status_code == 400, refused.json()
    assert error_code(refused) == "invalid_input"
    assert code_point in str(refused.json()) and "owner" in str(refused.json())
    run = Run.objects.get(id=run_id)
    assert run.lease_owner is None and run.fencing_token == 0


@pytest.mark.parametrize("owner", ["agent@host-1", "billing-bot · eu-west", "客服机器人-3", "José's laptop"])
def test_a_visible_one_line_owner_is_taken_as_it_is(api, owner):
    run_id = api.post(URL, external_fields(), format="json").json()["id"]
    taken = api.post(f"{URL}{run_id}/lease/", {"owner": owner}, format="json")
    assert taken.status_code == 200, taken.json()
    assert Run.objects.get(id=run_id).lease_owner.endswith(owner)
