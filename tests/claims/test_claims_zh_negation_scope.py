"""Chinese negation and its scope: a negation inside a relative clause describes its noun, a privative or a
negation the segmenter cut or glued still (or no longer) negates, negated modals written as one word, a denial
after an act, a contrast word after a negation."""

from __future__ import annotations

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from tests.claims.catalogues import desk_verbs, found
from tests.claims.zh_catalogues import (
    coupon_verbs,
    lock_verbs,
    pipeline_verbs,
    plain_kinds,
    plain_verbs,
    slot_counts,
    slot_verbs,
)


def test_a_privative_the_segmenter_cut_off_a_noun_compound_is_no_negation() -> None:
    assert coupon_verbs("您的 50 元无门槛红包已经发到账户了。") == ["发"]  # 无|门槛|红包: a kind of coupon
    assert coupon_verbs("无法发放红包了，活动已结束。") == []  # 无法 is a negation of its own


def test_a_negation_inside_a_relative_clause_before_a_count_describes_the_noun() -> None:
    # 没续费的 4 位会员: the members are the ones who did not renew; the send is the agent's and counts them
    assert slot_counts("已经给没续费的 4 位会员发了提醒短信。") == [4]
    assert slot_counts("已给未签到的 6 名学员发送了通知。") == [6]
    assert slot_verbs("我没给 4 位会员发短信。") == []  # the negation of the act itself still governs


def test_a_contrast_word_after_a_negation_is_an_adverb_in_its_scope() -> None:
    # 不另外发了: "will not send separately" — 另外 opened a new clause and left 发了 out of the negation
    assert pipeline_verbs("押金已退，短信就不另外发了。") == ["退"]
    assert pipeline_verbs("这次我们不另外通知了。") == []
    assert pipeline_verbs("押金已退，另外短信也发了。") == ["退", "发"]  # 另外 opening a clause still adds an act


def test_negated_modals_written_as_one_word() -> None:
    assert plain_verbs("以后不会再扣您的钱了") == []
    assert plain_verbs("这笔不用再付了") == []


def test_a_denial_after_an_act_makes_it_not_the_agents() -> None:
    assert plain_verbs("积分已到账，这个不是我们这边操作的") == []


def test_a_negation_inside_a_relative_clause_before_a_latin_name_describes_it() -> None:
    assert plain_kinds("没在用的 Notion 席位已经 cancel 掉了") == [lx.DELETE]


def test_a_negation_the_segmenter_glued_to_the_word_before_still_negates() -> None:
    assert lock_verbs("宠物押金的规则是：验房无损坏的，退租时全额退还。") == []  # jieba's 房无: 房 | 无 | 损坏
    assert lock_verbs("规则是：退租验房无损坏的，7 天内全额退回。") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # another agent named by what it does before 助手/代理/机器人, even when jieba tags the word oddly or a 的 links it
        ("对账代理已生成本月的差异报告。", []),
        ("审批助手：已同意您的请假申请", []),
        ("报销组的助手已重新提交了单据。", []),
        ("上一位接待的助手已经取消了预约。", []),
        ("智能助手已经取消了预约。", ["取消"]),
        # someone's results headed by 返回/汇报/回报 before a colon
        ("库存代理返回：两件商品已经锁定。", []),
        ("我汇报一下：两件商品已经锁定了。", ["锁定"]),
        # a label before a colon does not hide the subject after it
        ("值班记录：安全助手封禁了可疑 IP，并通知了用户。", []),
        ("值班记录：已封禁可疑 IP，并通知了用户。", ["封禁", "通知"]),
        # 不再/无需/不必 negate
        ("这张券这次无需重复发放。", []),
        ("这张券我这次不再重复发放了。", []),
    ],
)
def test_chinese_other_agents_and_negation(text: str, expected: list[str]) -> None:
    assert desk_verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("充值未到账的订单我已经帮您补单了", True),
        ("没发出去的那封邮件我已经重发了", True),
        ("我没有把发票的金额改掉", False),
    ],
)
def test_a_negation_inside_a_topic_phrase_does_not_scope_the_agents_clause(text: str, claimed: bool) -> None:
    assert bool(found(text)) is claimed


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("测试环境里 90 天没登录的账号清掉了", 1),
        ("上个月没付的那笔款今天付了", 1),
        ("我没把已经发的邮件撤回", 0),  # 把 inside: the negation governs the act
        ("90 天没登录的账号还没清", 0),
    ],
)
def test_a_negation_inside_a_relative_clause_does_not_govern_the_verb(text: str, claims: int) -> None:
    assert len(find_claims(text).claims) == claims


def test_it_is_not_the_case_that_denies_the_whole_statement_after_it() -> None:
    # 并不是我这边已经退成功了: "it is not that I have refunded" — the subject and its act are both denied
    assert plain_verbs("说明退款还在排队，并不是我这边已经退成功了。") == []
    assert plain_verbs("这不代表我已经给您退款了。") == []
    assert plain_verbs("不是我退的款，而是商家退的。") == []  # (而是 turns to the one who did)
    assert plain_verbs("并不是我这边已经退成功了，而是我已经提交了退款。") == ["提交"]  # a clause of its own
