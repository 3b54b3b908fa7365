"""A person's handle and who did a record's act (lead, 6 Dec): ``{"username": "jdoe88"}`` stayed raw while
``{"user_name": "jdoe88"}`` was pseudonymised, and a record's ``created_by`` / ``approvedBy`` / ``reviewer`` held a
person's name in the clear while its ``owner`` and ``assignee`` did not. A handle under a handle's key is taken
whatever its shape (a login is no name's shape); under an actor's key the party rule decides as for ``owner``
(a name's shape: ``system``, ``ci-bot`` stay), and a key ending in ``by`` is an actor's only after a past
participle (``sort_by``, ``group_by`` name fields).
"""

from __future__ import annotations

import pytest

from agentops.redaction import Redactor
from agentops.redaction.keys import key_kind
from tests.redaction.sets import stored_readings_agree

R = Redactor(b"handles-key")


@pytest.mark.parametrize(
    ("payload", "raw"),
    [
        ({"username": "jdoe88"}, "jdoe88"),
        ({"account": {"userName": "jdoe88"}}, "jdoe88"),
        ({"nickname": "Janie"}, "Janie"),
        ({"screen_name": "jdoe"}, "jdoe"),
        ({"ScreenName": "jdoe"}, "jdoe"),
        ({"ticket": {"created_by": "Jane Doe"}}, "Jane Doe"),
        ({"approvedBy": "Mark Chen"}, "Mark Chen"),
        ({"written_by": "Mark Chen"}, "Mark Chen"),
        ({"pr": {"reviewer": "Jane Doe"}}, "Jane Doe"),
        ({"approver": {"name": "Jane Doe", "id": 3}}, "Jane Doe"),
    ],
)
def test_a_handle_and_an_actors_name_are_redacted(payload: object, raw: str) -> None:
    assert raw not in str(R.redact(payload)), R.redact(payload)
    stored_readings_agree(R, [payload], [payload])


def test_the_same_handle_takes_the_same_pseudonym_under_either_spelling() -> None:
    assert R.redact({"username": "jdoe88"})["username"] == R.redact({"user_name": "jdoe88"})["user_name"]


@pytest.mark.parametrize(
    "payload",
    [
        {"created_by": "system"},
        {"created_by": "ci-bot"},
        {"created_by": 42},
        {"sort_by": "created_at"},
        {"group_by": "Status Code"},
        {"order_by": "Last Name"},
        {"filename": "report.txt"},
        {"reviewer": "Billing Team"},
    ],
)
def test_fields_named_by_and_actors_that_are_no_person_stay(payload: object) -> None:
    assert R.redact(payload) == payload
    stored_readings_agree(R, [payload], [payload])


@pytest.mark.parametrize(
    "key", ["verified_by", "confirmed_by", "revealed_by", "released_by", "cancelled_by", "compensated_by"]
)
def test_the_journals_own_by_keys_are_no_persons_keys(key: str) -> None:
    """Every verification's payload holds ``verified_by`` (a role: server, agent, operator): read as a person's key it
    sent each one off the clean-JSON fast path (the export's redaction floor of a 200-step run 6.7 -> 10.6 ms CPU)."""
    assert key_kind(key) is None
    assert R.clean_json(f'{{"status": "CONFIRMED", "{key}": "server"}}')
