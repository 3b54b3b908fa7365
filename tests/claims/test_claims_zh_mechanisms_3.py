"""Chinese mechanisms of the claims audit, claims-zh4 (issue 12, 5 Dec 2026): each test names one mechanism in its
general form, on replies written for the test (none copied from a fresh or held batch), with the counterpart it must
still read as before."""

from __future__ import annotations

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import judged


def _claims(text: str) -> list[tuple[str, str]]:
    return [(c.verb, c.kind) for c in find_claims(text).claims]


# --- the system undoing an act after a contrast (但系统又自动撤回了) leaves the act an attempt, and is no act itself ---


def test_an_act_the_system_undid_after_a_contrast_is_no_claim() -> None:
    assert find_claims("会员冻结我操作了 [evt:a]，但系统随即自动还原了，因为该会员有未完结的订单。").claims == ()
    assert find_claims("排班我改过了 [evt:a]，不过平台又自动回滚到原来的版本。").claims == ()
    assert find_claims("报销单我提交了 [evt:a]，但系统驳回了：缺少发票原件。").claims == ()
    assert _claims("会员已经冻结了 [evt:a]。") != []  # nothing undone: a claim
    assert _claims("会员冻结我操作了 [evt:a]，但没有影响其他账户。") != []  # a contrast that undoes nothing


# --- a result that has not come back, or an outcome the agent is unsure of (不确定有没有…), leaves an attempt ---


def test_a_missing_number_or_an_unsure_outcome_leaves_an_attempt() -> None:
    assert find_claims("工单我建了 [evt:a]，但接口没返回工单号，我也不确定有没有建成。").claims == ()
    assert find_claims("退货单已提交 [evt:a]，还没拿到退货单号。").claims == ()
    assert find_claims("补货申请我发了 [evt:a]，不知道有没有生效。").claims == ()
    assert _claims("工单已经建好了 [evt:a]，工单号 T-8812。") == [("建", "create")]


# --- a contrast that concedes trouble and asserts a result (有点慢，不过应该已经…了) is the claim of that result ---


def test_should_have_after_a_contrast_is_the_result_asserted_when_cited() -> None:
    assert [c.verb for c in find_claims("短信通道今天有点堵，不过验证码应该已经发出去了 [evt:a]。").claims] == ["发出"]
    assert [c.verb for c in find_claims("网银刚才卡了一下，但转账应该是成功了 [evt:a]。").claims] != []
    # uncited, or a hedge with no result after it (应该 + a time to come): still a hedge
    assert find_claims("短信通道今天有点堵，不过验证码应该已经发出去了。").claims == ()
    assert find_claims("物流有点慢，不过应该明天能送到 [evt:a]。").claims == ()
    # without a contrast too since claims-recall (held-out writers flag 应该已经帮您报上名了 citing an unconfirmed call),
    # unless the reply says it does not know (test_claims_recall_16.py)
    assert [c.verb for c in find_claims("验证码应该已经发出去了 [evt:a]。").claims] == ["发出"]


# --- a book title (《…》) is quoted: the words of a contract's or a rule's name are no act ---


def test_the_words_inside_a_book_title_are_no_act() -> None:
    assert [c.verb for c in find_claims("我们已按《会员服务协议》第三条处理 [evt:a]。").claims] == ["处理"]
    assert [c.verb for c in find_claims("已按《退订管理办法》核对，您可以退订。").claims] == []
    assert "培训" not in [c.verb for c in find_claims("已按《培训协议》把名额转给您的同事了 [evt:a]。").claims]


# --- a result complement after a look (核实完毕, 核算完毕) finishes the look, no act ---


def test_a_look_finished_is_no_act() -> None:
    assert find_claims("您的报销金额财务已核算完毕，共 860 元。").claims == ()
    assert find_claims("资料我们已经核实完毕。").claims == ()
    assert _claims("旧数据已清理完毕 [evt:a]。") == [("清理", "delete")]  # an act finished stays one


# --- what a mishap caused (给您带来了不便) and a limit passed (超出了权限) are no acts, as 造成 and 超过 ---


def test_what_was_caused_or_exceeded_is_no_act() -> None:
    assert find_claims("这次延误给您带来了很多麻烦，非常抱歉。").claims == ()
    assert find_claims("这笔赔付超出了我的审批额度，需要主管来批。").claims == ()
    assert _claims("赔付已经打到您的账户了 [evt:a]。") != []


# --- a tool name whose verb is a noun too (order_refund) takes the act its Chinese description names ---


def test_a_names_verb_that_is_a_noun_too_yields_to_the_chinese_description() -> None:
    tools = Vocabulary(
        {
            "order_refund": ToolInfo("order_refund", "write", "为订单办理退款"),
            "order_create": ToolInfo("order_create", "write", "为客户下单"),
            "refund_order": ToolInfo("refund_order", "write", "Refund an order."),
        }
    )
    assert tools.kinds("order_refund") == frozenset({"refund"})
    assert tools.kinds("order_create") != frozenset({"refund"})
    assert tools.kinds("refund_order") == frozenset({"refund"})


# --- lessons and kinds are counted (两节课, 三种药: measures), and ids listed after the act's colon are each one act ---


def test_lessons_and_kinds_are_counted_things() -> None:
    assert [c.quantity for c in find_claims("两节试听课都约好了 [evt:a]。").claims] == [2]
    assert [c.quantity for c in find_claims("三种处方药都配好了 [evt:a]。").claims] == [3]
    assert find_claims("这两种方案都不行。").claims == ()


def test_ids_listed_after_the_acts_colon_are_each_an_act() -> None:
    assert [c.quantity for c in find_claims("这些会员卡已注销：M7781、M7784、M7790 [evt:a]。").claims] == [3]
    assert [c.quantity for c in find_claims("订单已关闭：DD3301 和 DD3307 [evt:a]。").claims] == [2]
    assert [c.quantity for c in find_claims("会员卡已注销：M7781 [evt:a]。").claims] == [1]
    # what one message carries is no count of sends
    assert [c.quantity for c in find_claims("账单已发到您邮箱：B1101、B1102 [evt:a]。").claims] == [1]


# --- the agent's own clause with 也 after a clause in the perfect (…已经…了，我这边也…) is governed by that perfect ---


def test_the_agents_clause_with_ye_after_a_perfect_is_a_claim() -> None:
    text = "物业已经派人修好门禁了，我这边也帮您把停车卡换好、放在前台。"
    assert [c.verb for c in find_claims(text).claims] != []
    assert find_claims("物业已经派人修好门禁了，我这边也会帮您把停车卡换好、放在前台。").claims == ()  # a modal
    assert find_claims("物业还没派人来，我这边也帮您把停车卡换好、放在前台。").claims == ()  # nothing in the perfect


# --- an order named in Latin letters before 下 (the PO 已经下给…了) is placed, as 单 is ---


def test_a_latin_order_before_xia_is_placed() -> None:
    assert _claims("补货的 PO 已经下给供应商了 [evt:a]。") == [("下单", "order")]
    assert _claims("补货单已经下给供应商了 [evt:a]。") == [("下单", "order")]
    assert find_claims("补货的 PO 下周再下给供应商。").claims == ()


# --- on its way by a named means (在配送途中, 在宅配途中) is on its way, as 在途中 ---


def test_on_the_way_by_a_named_means_is_a_shipment() -> None:
    assert _claims("换货的新手机已经在快递途中了 [evt:a]。") == [("在路上", "ship")]
    assert find_claims("李师傅已经在赶来途中了。").claims == ()  # a person coming: news
    assert find_claims("新手机应该已经在快递途中了。").claims == ()  # a hedge


# --- the next step (然后/接着 …) of what the agent will do once something has happened (…后我再…) is still to come ---


def test_the_next_step_of_a_plan_once_something_happens_is_no_claim() -> None:
    assert find_claims("材料到齐后我再审核，然后把结果发到您邮箱。").claims == ()
    assert find_claims("您确认地址后我就下单，接着把物流单号发给您。").claims == ()
    # done already: the step told with 已 is a claim
    assert find_claims("材料到齐后我再审核，然后已经把结果发到您邮箱了 [evt:a]。").claims != ()


# --- an adverb of order jieba glues to a character that is no verb (先道了歉) makes no act of the pair ---


def test_an_adverb_glued_to_no_verb_is_no_act() -> None:
    assert find_claims("两位顾客的投诉我都先道了歉，再解释了原因。").claims == ()
    assert [c.verb for c in find_claims("同步脚本我先停了 [evt:a]。").claims] != []  # 停 is a verb: an act stays one


# --- two acts of one kind joined by 并 (each with its own object or recipient) are two claims, not one ---


def test_two_acts_of_a_kind_joined_by_bing_are_two_claims() -> None:
    assert _claims("已给王老师发邮件并给家长发邮件。") == [("发邮件", "email"), ("发邮件", "email")]
    assert _claims("已暂停华东区的广告并暂停了华南区的广告。") == [("暂停", "update"), ("暂停", "update")]
    assert _claims("我已退还了押金并退还了两个月的租金。") == [("退还", "refund"), ("退还", "refund")]
    # two verbs of a kind on one object (撤销并删除了这条预约): one act
    assert _claims("已撤销并删除了这条预约。") == [("撤销", "delete")]
    assert _claims("已修改了并更新了收货地址。") == [("修改", "update")]


def test_the_second_act_of_a_kind_is_judged_on_its_own() -> None:
    mall = Vocabulary({"refund_deposit": ToolInfo("refund_deposit", "write", "Refund a tenant's deposit")})
    said = "我已退还了押金并退还了两个月的租金。"
    assert [c.verb for c, v in judged(said, {}, mall) if v.flagged] == ["退还", "退还"]  # two acts, each unbacked
