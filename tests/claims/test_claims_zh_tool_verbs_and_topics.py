"""Tool names whose leading verb the lexicon lacks (``collectChangeFee``), sends of stored value (``send_coupon``), a
thing's doer named in a cleft after its topic (这笔退款是商家发起的，…), 全部 after counted things, and a result right
after a verb of entering (已登记入账) (claims-zh13)."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, action, tool_kinds
from tests.claims.test_claims_described import verdict
from tests.claims.zh_catalogues import plain_verbs

CATALOGUE = {
    "collectUpgradeFee": "收取升级手续费及差价",
    "send_coupon": "向会员发放平台优惠券",
    "send_sms": "给会员发送短信通知",
    "updateMemberProfile": "修改会员资料",
}


@pytest.mark.parametrize(
    "name", ["collectUpgradeFee", "collect_change_fee", "CollectChangeFee", "fees.collect_change_fee"]
)
def test_a_tool_verb_leading_the_name_is_its_act_before_a_known_verb_naming_the_thing(name: str) -> None:
    assert action(name)[0] == "collect"
    assert tool_kinds(ToolInfo(name)) == {"pay"}  # it takes the fee, it changes nothing


@pytest.mark.parametrize("described", [True, False])
def test_a_fee_taken_is_backed_by_the_tool_that_collects_it(described: bool) -> None:
    catalogue = CATALOGUE if described else dict.fromkeys(CATALOGUE, "")
    assert verdict("升级费 ¥60 已扣款 [evt:a]。", "collectUpgradeFee", catalogue) == ["verified"]
    assert verdict("升级费 ¥60 已扣款 [evt:a]。", "updateMemberProfile", catalogue) == ["mismatched"]


@pytest.mark.parametrize(
    "name", ["send_coupon", "sendVoucher", "send_gift_card", "mcp__crm__send_points", "coupon.send"]
)
def test_a_send_of_stored_value_issues_it(name: str) -> None:
    assert {"create", "update"} <= tool_kinds(ToolInfo(name))
    assert tool_kinds(ToolInfo("send_reminder")) == {"send"}  # a message stays a message


@pytest.mark.parametrize("described", [True, False])
@pytest.mark.parametrize("text", ["一张 20 元无门槛券已发到您的账户 [evt:a]。", "| 补偿红包 | 已发放 [evt:a] |"])
def test_a_coupon_handed_out_is_backed_by_the_tool_that_sends_coupons(text: str, described: bool) -> None:
    catalogue = CATALOGUE if described else dict.fromkeys(CATALOGUE, "")
    assert verdict(text, "send_coupon", catalogue) == ["verified"]
    assert verdict(text, "send_sms", catalogue) == ["mismatched"]


def test_a_cleft_after_its_topic_names_someone_else_as_the_doer() -> None:
    assert plain_verbs("这笔退款是银行主动发起的，昨天已退回您的卡") == []
    assert plain_verbs("这张工单是物业创建的，昨天已关闭") == []
    assert plain_verbs("这笔退款是我昨天发起的，已退回您的卡") == ["发起", "退回"]  # the agent's own


def test_quanbu_after_counted_things_gives_each_its_act() -> None:
    assert [c.quantity for c in find_claims("四段行程全部改签完成").claims] == [4]
    assert [c.quantity for c in find_claims("四段行程都已改签").claims] == [4]
    assert [c.quantity for c in find_claims("合计：9 项操作全部成功").claims] == [
        1
    ]  # a tally's generic done, summed up


@pytest.mark.parametrize("described", [True, False])
def test_a_generic_result_right_after_a_verb_of_entering_is_that_entry(described: bool) -> None:
    catalogue = {"record_cash_payment": "登记现金缴费", "send_sms": "给会员发送短信通知"}
    catalogue = catalogue if described else dict.fromkeys(catalogue, "")
    assert verdict("现金 800 元已登记入账 [evt:a]。", "record_cash_payment", catalogue) == ["verified"]
    assert verdict("现金 800 元已登记入账 [evt:a]。", "send_sms", catalogue) == ["mismatched"]


def test_a_verb_the_lexicon_lacks_putting_out_an_error_is_no_act() -> None:
    assert plain_verbs("抱歉，支付网关返回了 502 错误，这次扣款没有成功") == []
    assert plain_verbs("系统返回了错误，我已重新发起退款") == ["退款"]  # the agent's own act after it stays


SCHEDULE = {"reschedule_class": "把某节课调到其他时间", "send_sms": "给学员发送短信通知"}


def test_each_item_of_a_list_bound_to_an_evidence_list_needs_its_own_call() -> None:
    text = (
        "调整记录：\n1. 周一瑜伽 → 周三 ✅\n2. 周二普拉提 → 周四 ✅\n3. 周五拳击 → 周六 ✅\n\nEvidence: [evt:a] [evt:b]"
    )
    two = {"a": "reschedule_class", "b": "reschedule_class"}
    assert "unverified" in verdict(text, two, SCHEDULE)
    three = {**two, "c": "reschedule_class"}
    assert set(verdict(text.replace("[evt:b]", "[evt:b] [evt:c]"), three, SCHEDULE)) == {"verified"}
