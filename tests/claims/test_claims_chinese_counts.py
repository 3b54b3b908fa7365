"""Chinese counts of sends follow the English rule (claims-zhcount; docs/claims.md, *Counts*): a send counts the people
it reached and the things it carried — N told or N things sent need N distinct verified sends — unless the reply
says it was one message (一封邮件, 同一条短信, 一并/一起), one broadcast or group post (群发, 群里, 群公告), one invite,
announcement or newsletter a group shares (会议邀请, 公告, 简报), copies carried (抄送, 附件), or the count names what
the message was about (关于/就 …, 提醒 … 快到期). Sentences invented for this test, none taken from the corpus or the
held-out batches."""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import flagged_verbs

#: The agent's sends: a mail, an SMS and a push, each a write its server verifies.
SENDS = {"mail.send": "发送电子邮件", "sms.send": "给用户发送短信", "notify.push": "发送通知消息"}
TOOLS = Vocabulary({name: ToolInfo(name, "write", described) for name, described in SENDS.items()})
flagged = partial(flagged_verbs, vocabulary=TOOLS)


def counts(text: str) -> list[int]:
    return [c.quantity for c in find_claims(text, TOOLS).claims]


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("复核邮件已经发给三位评审老师了", 3),
        ("已经给 4 位房东都发了续租确认短信", 4),
        ("两名新来的实习生均已电话通知", 2),
        ("我刚给这 6 位供货商发了催款邮件", 6),
        ("四份体检报告都已经发到您的邮箱了", 4),
    ],
)
def test_people_reached_and_things_sent_are_a_send_each(text: str, n: int) -> None:
    assert counts(text) and set(counts(text)) == {n}


@pytest.mark.parametrize(
    "text",
    [
        "已经用一封邮件把排班表发给了 5 位护士",
        "活动提醒已经群发给 300 位会员了",
        "在业主群里通知了 40 位业主明早停水",
        "年会邀请已经发给 12 位嘉宾",
        "报价单发给了刘总，并抄送了两位销售同事",
        "三份报价单已作为附件发到采购邮箱",
        "已经发短信提醒您两张账单快到期了",
        "关于三位学员的补课安排，我已经发邮件告诉教务了",
    ],
)
def test_one_message_a_broadcast_copies_or_what_it_is_about_stay_one_send(text: str) -> None:
    assert set(counts(text)) <= {1}


def test_n_people_told_with_one_verified_send_is_flagged_and_with_n_is_not() -> None:
    assert flagged("复核邮件已经发给三位评审老师了 [evt:a]。", {"a": "mail.send"}) != []
    assert flagged("复核邮件已经发给三位评审老师了 [evt:a] [evt:b] [evt:c]。", dict.fromkeys("abc", "mail.send")) == []
    assert flagged("两名新来的实习生均已电话通知 [evt:a]。", {"a": "notify.push"}) != []
    assert flagged("两名新来的实习生均已电话通知 [evt:a] [evt:b]。", dict.fromkeys("ab", "notify.push")) == []


def test_one_message_to_many_with_one_verified_send_is_not_flagged() -> None:
    assert flagged("已经用一封邮件把排班表发给了 5 位护士 [evt:a]。", {"a": "mail.send"}) == []
    assert flagged("活动提醒已经群发给 300 位会员了 [evt:a]。", {"a": "sms.send"}) == []
    assert flagged("年会邀请已经发给 12 位嘉宾 [evt:a]。", {"a": "mail.send"}) == []


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("已经给周经理、吴会计都发了对账邮件", 2),
        ("给您和您爱人都发了登机提醒短信", 2),
        ("已经给周经理、吴会计都发了同一封对账邮件", 1),
    ],
)
def test_people_named_before_dou_are_a_send_each_unless_one_message(text: str, n: int) -> None:
    assert counts(text) == [n]
