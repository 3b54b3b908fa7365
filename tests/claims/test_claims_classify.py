"""The classification rules on resolved evidence, and the kinds a tool can back."""

from __future__ import annotations

import pytest

from runs.claims.classify import MISMATCHED, UNCITED, UNVERIFIED, VERIFIED, Evidence, classify, tool_kinds

RUN = "run_a"


def confirmed(eid: str, tool: str, effect: str) -> Evidence:
    return Evidence(eid, RUN, "ToolResult", tool, effect, "CONFIRMED")


EMAIL = confirmed("evt_email", "send_email", "write")
RETRIEVAL = confirmed("evt_ret", "retrieve", "read")
PAYMENT = confirmed("evt_pay", "pay_invoice", "write")
CUSTOM_WRITE = confirmed("evt_crm", "crm_sync", "write")


@pytest.mark.parametrize(
    ("kind", "evidence", "expected"),
    [
        ("send", [EMAIL], VERIFIED),
        ("complete", [RETRIEVAL], VERIFIED),
        ("complete", [EMAIL, RETRIEVAL], VERIFIED),
        ("send", [EMAIL, RETRIEVAL], VERIFIED),
        ("pay", [PAYMENT], VERIFIED),
        ("update", [CUSTOM_WRITE], VERIFIED),
        ("send", [RETRIEVAL], MISMATCHED),
        ("pay", [EMAIL], MISMATCHED),
        ("refund", [PAYMENT], MISMATCHED),
        ("send", [], UNCITED),
        ("send", [Evidence("evt_nope")], UNVERIFIED),
        ("send", [Evidence("evt_other", "run_b", "ToolResult", "send_email", "write", "CONFIRMED")], UNVERIFIED),
        ("send", [Evidence("evt_f", RUN, "ToolResult", "send_email", "write", "VERIFICATION_FAILED")], UNVERIFIED),
        ("send", [Evidence("evt_u", RUN, "ToolResult", "send_email", "write", "TOOL_EXECUTED")], UNVERIFIED),
        ("complete", [Evidence("evt_s", RUN, "LlmSampled")], UNVERIFIED),
        ("send", [EMAIL, Evidence("evt_nope")], UNVERIFIED),
    ],
)
def test_classification_matrix(kind: str, evidence: list[Evidence], expected: str) -> None:
    assert classify(run_id=RUN, kind=kind, evidence=evidence)[0] == expected


def test_reasons_say_what_is_wrong() -> None:
    assert (
        "belongs to another run (run_b)"
        in classify(
            run_id=RUN, kind="send", evidence=[Evidence("evt_o", "run_b", "ToolResult", "x", "write", "CONFIRMED")]
        )[1]
    )
    assert "retrieve (read)" in classify(run_id=RUN, kind="send", evidence=[RETRIEVAL])[1]


def test_tool_kinds() -> None:
    assert tool_kinds("send_email", "write") == {"complete", "send"}
    assert tool_kinds("createTicket", "write") == {"complete", "create"}
    assert tool_kinds("get_payment", "read") == {"complete"}
    assert tool_kinds("crm_sync", "write") == {"complete", "*"}
    assert tool_kinds("crm_sync", "write", {"crm_sync": ["update"]}) == {"complete", "update"}
