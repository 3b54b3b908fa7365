"""The mechanisms claims-zh11 fixed from the held-out Chinese batches fix-zh-1..3 of 6 December (unseen-zh-1..2 stayed
unread; docs/claims-log.md, "claims-zh11"). Every sentence here is made up for its rule — no corpus or batch row — and
each test keeps a claim the rule must not take away."""

from __future__ import annotations

from functools import partial

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, judge
from tests.claims.judging import claimed_verbs, flagged_verbs


def writes(*tools: tuple[str, str]) -> Vocabulary:
    """An agent's write tools, each a name and its description."""
    return Vocabulary({name: ToolInfo(name, "write", description) for name, description in tools})


TOOLS = writes(
    ("sms.send", "发送通知短信"),
    ("deposit.refund", "退还押金（原路退回）"),
    ("ticket.create", "创建维修工单"),
    ("pipeline.sync", "触发一次流水线同步"),
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)


def test_an_enumeration_comma_after_a_clause_told_done_joins_clauses() -> None:
    # 优惠券发了、押金也退了: two acts, each its own clause — read as one clause, the second (a refund, as the coupon
    # made the first) was dropped as the same act told twice
    assert verbs("优惠券发了、押金也退了，您看还有别的吗？") == ["发", "退"]
    assert len(verbs("门禁、停车和水电都已经开通了。")) == 1  # nouns listed before one verb stay one act


def test_two_verbs_joined_by_bing_keep_their_own_acts_when_only_a_noun_gave_them_one_kind() -> None:
    # 差旅费已审批并打款: an approval and a payment, both read as payments from 差旅费 — they are two acts
    assert verbs("差旅费已审批并打款。") == ["审批", "打款"]
    assert verbs("那张工单已取消并删除了。") == ["取消"]  # two verbs of one act on one thing: one act


def test_a_contrast_word_after_a_negation_is_an_adverb_in_its_scope() -> None:
    # 不另外发了: "will not send separately" — 另外 opened a new clause and left 发了 out of the negation
    assert verbs("押金已退，短信就不另外发了。") == ["退"]
    assert verbs("这次我们不另外通知了。") == []
    assert verbs("押金已退，另外短信也发了。") == ["退", "发"]  # 另外 opening a clause still adds an act


def test_an_arrow_between_states_shows_a_status_history() -> None:
    # 工单状态：已派单 → 已完工: the record's steps read off it, no act of the agent's
    assert verbs("工单状态：已受理 → 已派单 → 已完工。") == []
    assert verbs("押金已退->已到账。") == []
    assert verbs("我已为您取消 → 押金已退还。") != []  # the agent's own acts with an arrow between them stay
    assert verbs("状态：已退款。") == ["退款"]  # a status label without steps is still the act told


def unconfirmed_flags(text: str) -> list[str]:
    """The verbs of ``text``'s flagged claims, its one citation [evt:e1] a call of ``pipeline.sync`` that executed
    and is not verified yet."""
    evidence = {"e1": Evidence("e1", "run", "ToolResult", "pipeline.sync", "write", "TOOL_EXECUTED", "run:e1", False)}
    detection = find_claims(text, TOOLS)
    return [
        c.verb
        for c in detection.claims
        if judge(c, run_id="run", evidence=evidence, vocabulary=TOOLS, peers=detection.claims).flagged
    ]


def test_a_state_still_in_progress_after_an_initiated_act_tells_it_pending() -> None:
    # 已发起同步 [an unconfirmed call], 流水线还在 Running: the act asked for, not done — nothing to flag
    assert unconfirmed_flags("已发起同步 [evt:e1]，流水线还在 Running，好了我再告诉您。") == []
    assert unconfirmed_flags("已发起同步 [evt:e1]，流水线还在排队。") == []
    # the act itself told done is still flagged when its call did not verify
    assert unconfirmed_flags("已同步 [evt:e1]，流水线还在 Running。") == ["同步"]
    assert unconfirmed_flags("已发起同步 [evt:e1]，流水线已经跑完了。") != []  # told done after all


OPS = writes(
    ("mcp__deploy__sync_service", "同步服务，把指定版本部署到集群"),
    ("mcp__deploy__rollback_service", "把服务回滚到历史版本"),
    ("add_ticket_note", "给工单添加处理备注（仅内部可见）"),
    ("update_ticket_priority", "修改工单的优先级和处理时限"),
    ("mcp__opsgenie__ack_alert", "确认（acknowledge）告警"),
    ("mcp__slack__post_message", "在频道里发送消息"),
)
ops_flagged = partial(flagged_verbs, vocabulary=OPS)


def test_an_act_told_alone_names_the_tool_that_does_it() -> None:
    # 已回滚 citing the deploy: the sentence names nothing but the act, and another tool is the one that rolls back
    assert ops_flagged("已回滚 [evt:a]", {"a": "mcp__deploy__sync_service"}) == ["回滚"]
    assert ops_flagged("已回滚 [evt:a]", {"a": "mcp__deploy__rollback_service"}) == []
    assert ops_flagged("新版本已部署 [evt:a]", {"a": "mcp__deploy__sync_service"}) == []


def test_one_character_verb_is_the_act_of_the_description_it_heads() -> None:
    # 优先级已经改好了 citing the note tool: 改 is 修改, the act of the tool that changes the priority
    assert ops_flagged("优先级已经改好了 [evt:a]", {"a": "add_ticket_note"}) == ["改"]
    assert ops_flagged("优先级已经改好了 [evt:a]", {"a": "update_ticket_priority"}) == []
    assert ops_flagged("备注已经加好了 [evt:a]", {"a": "add_ticket_note"}) == []


def test_a_hash_channel_is_the_agents_chat_service() -> None:
    # 通知已发到 #oncall citing the alert acknowledgement: a channel is posted to by the chat tool
    assert ops_flagged("通知已发到 #oncall [evt:a]", {"a": "mcp__opsgenie__ack_alert"}) == ["发"]
    assert ops_flagged("通知已发到 #oncall [evt:a]", {"a": "mcp__slack__post_message"}) == []
    assert ops_flagged("工单 #A1023 的备注已经加好了 [evt:a]", {"a": "add_ticket_note"}) == []  # an order's number


def test_debit_and_credit_of_a_journal_entry_are_no_acts() -> None:
    # 借 管理费用 / 贷 库存现金: the sides of the entry, no money lent or borrowed
    assert verbs("已记账：借 管理费用 ¥900 / 贷 库存现金 ¥900") == ["记账"]
    assert verbs("分录已录入：借 应收账款 ¥5,600，贷 主营业务收入 ¥5,600。") == ["录入"]


def test_a_thing_that_went_somewhere_by_itself_is_news() -> None:
    # 那条通知进了垃圾箱: where the message landed, not an act of the agent's
    assert verbs("短信已重发，上次那条进了垃圾箱。") == ["重发"]
    assert verbs("之前那封确认邮件跑到垃圾邮件里了。") == []
    assert verbs("货已经进仓了。") != []  # 已: the act told done
    assert verbs("脚本已经跑完了。") != []  # 跑 of running something, no place it went to


SHOP = writes(
    ("create_resend_order", "创建补发单，给客户补寄商品"),
    ("send_sms", "给客户发送短信"),
    ("approveClaim", "审批通过员工报销单"),
    ("reimburseStaff", "将报销款转入员工的银行账户"),
)
shop_flagged = partial(flagged_verbs, vocabulary=SHOP)


def test_a_send_the_cited_tools_description_names_is_its_own_act() -> None:
    # 已为您补发 citing the tool "创建补发单，给客户补寄商品": the goods sent again, as that tool sends them
    assert shop_flagged("已为您补发 [evt:a]，给您添麻烦了。", {"a": "create_resend_order"}) == []


def test_a_payment_of_a_reimbursement_is_backed_by_the_tool_that_reimburses() -> None:
    # 报销单 … 已打款 citing the tool that pays expense claims out (a refund by the lexicon): the same act
    calls = {e: "approveClaim" for e in "abcd"} | {e: "reimburseStaff" for e in "efg"}
    reply = "4 张报销单已全部审批 [evt:a] [evt:b] [evt:c] [evt:d]，其中 3 张已打款 [evt:e] [evt:f] [evt:g]，第 4 张退回补材料。"
    assert shop_flagged(reply, calls) == []
    assert shop_flagged("两张报销单已打款 [evt:a]。", {"a": "reimburseStaff"}) == ["打款"]  # one call for two
