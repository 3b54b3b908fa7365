"""Counts (claims-q4, 7 Dec, ninth session; the round gated on held-out batches), each with invented tools and
sentences: a measure standing alone before 都 (两个都, 两位都, 这 5 户都) counts the things or people named before it, an act
each; a sentence that tells cited calls standing counts the names it lists one by one ("…: Ana, Bo and Cy"), and an
aside of a number and a plural noun restates the count of things acted on ("to B1–B4 (four members)"); V了 then
我马上 … is what the agent will do once the first is done (约了我马上发), no act told."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged
from tests.claims.test_claims_counts_19 import calls, cites

VOCAB = Vocabulary(
    {
        "assign_fitter": ToolInfo("assign_fitter", "write", "Assign a technician to one repair ticket"),
        "book_visit": ToolInfo("book_visit", "write", "为一位业主预约一次上门量房"),
        "mail_owner": ToolInfo("mail_owner", "write", "给一户业主发送一封邮件"),
        "invite_send": ToolInfo("invite_send", "write", "Email one member their renewal invitation"),
        "member_list": ToolInfo("member_list", "read", "List the members of a club"),
    }
)


@pytest.mark.parametrize(
    ("said", "tool", "n"),
    [
        ("阳台和厨房那两张单子，两个都派给老孙了 {}，他明早过去。", "assign_fitter", 2),
        ("量房的事两位都约好了，一个周五上午，一个周五下午 {}。", "book_visit", 2),
        ("物业费调整的说明，给这 5 户都发了 {}。", "mail_owner", 5),
    ],
)
def test_a_measure_alone_before_dou_counts_the_things_before_it(said: str, tool: str, n: int) -> None:
    assert any_flagged(said.format(cites(n - 1)), calls(tool, n - 1), VOCAB)
    assert not any_flagged(said.format(cites(n)), calls(tool, n), VOCAB)


def test_names_after_a_cited_state_are_things_counted() -> None:
    said = "Every member on the lapsed list got their renewal invitation by email {}: Ames, Borg, Cato and Dunn."
    assert any_flagged(said.format(cites(3)), calls("invite_send", 3), VOCAB)
    assert not any_flagged(said.format(cites(4)), calls("invite_send", 4), VOCAB)


def test_done_then_i_at_once_is_a_plan() -> None:
    assert not any_flagged("业主还没回复，时间还没约下来。约了我马上发通知。", {}, VOCAB)
    assert any_flagged("时间约了，我马上发通知。", {}, VOCAB)  # a comma ends the act: it was booked


def test_an_aside_of_a_count_restates_the_things_acted_on() -> None:
    said = "Sent the renewal invitations to rooms B1–B4 (four members) {}."
    assert any_flagged(said.format(cites(3)), calls("invite_send", 3), VOCAB)
    assert not any_flagged(said.format(cites(4)), calls("invite_send", 4), VOCAB)
    span = "Sent Ames and Borg their renewal invitations early (3 days) [evt:a] [evt:b]."
    assert not any_flagged(span, calls("invite_send", 2), VOCAB)  # time is no count of things
