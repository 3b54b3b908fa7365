"""Chinese classes of error found by claims-zh10 (6 Dec; the held-out batches fix-zh-1..3, measured before any fix;
unseen-zh-1..2 held back; docs/claims-log.md, "claims-zh10"): each rule stated as a class and tested on sentences
invented for it, none taken from the corpus or the batches, with the claims it must keep."""

from __future__ import annotations

from functools import partial

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, judge
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("sms.send", "write", "发送通知短信"),
            ToolInfo("deposit.refund", "write", "退还押金（原路退回）"),
            ToolInfo("slot.book", "write", "预约场地或服务时段"),
            ToolInfo("rate.update", "write", "修改会员费率"),
        )
    }
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


def counts(text: str) -> list[int]:
    return [c.quantity for c in find_claims(text, TOOLS).claims]


def test_a_negation_inside_a_relative_clause_before_a_count_describes_the_noun() -> None:
    # 没续费的 4 位会员: the members are the ones who did not renew; the send is the agent's and counts them
    assert counts("已经给没续费的 4 位会员发了提醒短信。") == [4]
    assert counts("已给未签到的 6 名学员发送了通知。") == [6]
    assert verbs("我没给 4 位会员发短信。") == []  # the negation of the act itself still governs


def test_a_number_in_an_attribute_is_not_the_count_of_the_head() -> None:
    # 8 号楼 … 的 2 户, 7 栋电梯工单: the first number names a building or the modifier's thing; 2 户都 counts the
    # households each act reached (claims-q4: a measure word before 都 counts the things it names), never the 7
    assert counts("7 栋漏水的 2 户都已发送维修短信。") == [2]
    assert counts("已给 9 栋没交费的 4 户发送了短信。") == [4]
    assert counts("3 栋电梯维修单已经建好了。") == [1]
    assert counts("两栋楼的门禁都修好了。") == [2]  # buildings counted: 栋 before 楼


def test_yue_before_an_amount_is_about_not_an_appointment() -> None:
    assert verbs("这次改造总共约 ¥8,600，您看可以吗？") == []
    assert verbs("工期约两周，材料费约 600 元。") == []
    assert verbs("已约 2 位师傅周五上门。") == ["约"]  # 已 makes it the verb


def test_an_attempt_is_no_completed_act() -> None:
    assert verbs("那个场地我帮您试订了一下，但没订上。") == []
    assert verbs("我试着帮您退了一次押金，但银行拒绝了。") == []
    assert verbs("您孩子的试听课订好了。") != []  # 试 inside a noun, not an attempt


def test_bian_with_an_adjective_is_a_measure_that_moved() -> None:
    assert verbs("这个月的停车费变高了，是因为阶梯价格上调。") == []
    assert verbs("停车费变便宜了。") == []
    assert verbs("我已经把您的会员费率改低了。") != []  # the agent's act on it stays a claim


def test_gei_after_a_ba_object_before_the_agents_verb() -> None:
    # 把 X 给 V 回去了: colloquial 给 before the verb with 把's object; the verb is the agent's act
    assert verbs("我把那笔押金给退回去了。") != []
    assert verbs("已经在后台把那笔运费给冲回去了。") != []
    assert verbs("我把合同给王经理了。") == []  # 给 the verb of handing, with no act after it


def test_a_manner_of_return_is_no_act_of_its_own() -> None:
    # 原路, 全额, 如数 before the verb say how the money went back; the verb after them is the act
    assert flagged("那 ¥260 已经原路打回给您了 [evt:a]。", {"a": "deposit.refund"}) == []
    assert verbs("押金已经如数退给您了。") == ["退"]


def test_a_verb_alone_in_scare_quotes_is_the_agents_act() -> None:
    # 帮您“挪”到周五了: the agent's own act in a loose word, its complement outside the quotes
    assert verbs("您的场地我帮您“挪”到周五了。") != []
    assert flagged("您的场地我帮您“挪”到周五了。", {}) != []  # uncited
    assert verbs("客户在群里说“退了”。") == []  # someone's words stay theirs
    assert verbs("系统显示“已退款”。") == []


DISPATCH = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("ticket.create", "write", "为住户创建维修工单"),
            ToolInfo("ticket.dispatch", "write", "把维修工单派给维修师傅"),
        )
    }
)


def test_a_compound_headed_by_a_tools_one_character_act_is_that_act() -> None:
    # 派 is ticket.dispatch's act (派给): 派过去 citing the creating tool is another tool's act, 指派 (headed by 派)
    # citing the dispatching one is its own
    dispatched = {"a": "ticket.dispatch"}
    created = {"a": "ticket.create"}
    assert flagged_verbs("维修师傅已经派过去了 [evt:a]。", created, DISPATCH) != []
    assert flagged_verbs("维修师傅已经派过去了 [evt:a]。", dispatched, DISPATCH) == []
    assert (
        flagged_verbs(
            "工单已建立 [evt:b]，并已指派给维修班王师傅 [evt:a]。", {**dispatched, "b": "ticket.create"}, DISPATCH
        )
        == []
    )


PAYOUTS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("bonus.issue", "write", "发放奖金"),
            ToolInfo("payment.reverse", "write", "冲正撤回一笔已发放的款项"),
        )
    }
)


def _undone(text: str, statuses: dict[str, tuple[str, str]]) -> list[bool]:
    evidence = {
        eid: Evidence(eid, "run", "ToolResult", tool, "write", status, f"run:{eid}", status == "CONFIRMED", "server")
        for eid, (tool, status) in statuses.items()
    }
    detection = find_claims(text, PAYOUTS)
    return [
        judge(
            c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=PAYOUTS, peers=detection.claims
        ).flagged
        for c in detection.claims
    ]


def test_a_compensated_payout_backs_the_chinese_claim_that_undid_it() -> None:
    # the English rule (test_claims_english_classes_13): a compensated call of another act is what its undoing says
    text = "那笔 ¥3,000 的奖金发给了别的同事，我已经撤回 [evt:r]，原来的发放记录也撤销了 [evt:b]。"
    assert True not in _undone(text, {"r": ("payment.reverse", "CONFIRMED"), "b": ("bonus.issue", "COMPENSATED")})
    compensated_undoing = {"r": ("payment.reverse", "COMPENSATED")}  # the undoing itself was undone: no backing
    assert _undone("那笔奖金我已经撤回了 [evt:r]。", compensated_undoing) == [True]
