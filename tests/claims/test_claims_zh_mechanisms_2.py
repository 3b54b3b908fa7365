"""Chinese mechanisms of the claims audit, claims-zh3 (issue 12, 5 Dec 2026): each test names one mechanism in its
general form, on replies written for the test (none copied from a held batch), with the counterpart it must still
read as before."""

from __future__ import annotations

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import flagged_verbs


def _claims(text: str) -> list[tuple[str, str]]:
    return [(c.verb, c.kind) for c in find_claims(text).claims]


def _tools(*described: tuple[str, str]) -> Vocabulary:
    """A vocabulary of write tools, each ``(name, description)``."""
    return Vocabulary({name: ToolInfo(name, "write", text) for name, text in described})


# --- an act whose result the sentence says has not come back is an attempt told, no claim of the outcome ---


def test_an_act_whose_result_has_not_come_back_is_no_claim() -> None:
    assert find_claims("推送我已经发出了 [evt:a]，但平台还没返回送达结果，暂时不确定是否成功。").claims == ()
    assert find_claims("工资单已提交 [evt:a]，不过银行的处理结果尚未回传。").claims == ()
    assert _claims("推送已经发出了 [evt:a]。") == [("发出", "message")]  # no open result: a claim
    assert _claims("退款已经成功了 [evt:a]，但银行回执还没返回。") == [("成功", "refund")]  # the outcome itself told


# --- the first choice of an alternative question (是 …，还是 …？) is asked too ---


def test_the_first_choice_of_an_alternative_question_is_asked() -> None:
    assert find_claims("这批货是改派到南京站，还是送回总仓？").claims == ()
    assert [c.verb for c in find_claims("这批货已经改派到南京站了。").claims] == ["派"]


# --- a check whose object is a fact (是 + what was found, a noun and its state) is a look, no act ---


def test_a_check_of_a_fact_is_no_act_and_a_check_of_a_thing_stays_one() -> None:
    assert find_claims("我核实了一下，确认了是网关配置的问题。").claims == ()
    assert find_claims("核实了金额无误。").claims == ()
    assert find_claims("我确认了磁盘空间正常。").claims == ()
    assert _claims("已确认订单。") == [("确认", "change")]


# --- a person restated (本人) or a quoted title before a noun modifies the noun: no other doer ---


def test_a_persons_own_thing_and_a_quoted_title_are_the_subject_not_the_person() -> None:
    assert _claims("家长本人邮箱已更新。") == [("更新", "update")]
    assert [c.verb for c in find_claims("「高级会计」岗位已发布到招聘网站。").claims] == ["发布"]
    assert find_claims("客户本人已经付款了。").claims == ()  # the person acts: theirs


# --- a Latin word before 已 + V给 + a person is the thing given, not a named doer ---


def test_a_latin_thing_given_to_someone_is_no_named_doer() -> None:
    assert _claims("Invoice 已经发给王经理了。") == [("发", "send")]
    assert find_claims("Dependabot 已经提了 PR。").claims == ()  # a bot with an object: its own act


# --- a verb jieba knows with a direction it keeps as an idiom (切过去) is the act ---


def test_a_verb_and_its_direction_kept_as_one_idiom_is_the_act() -> None:
    assert _claims("流量已经切过去了。") == [("切", "change")]


# --- 已 + a verb + its object + 并 + a second verb: the object is no subject of the second act ---


def test_the_object_before_bing_is_no_subject_of_the_second_act() -> None:
    assert _claims("已分配骑手并通知顾客。") == [("分配", "change"), ("通知", "send")]
    assert find_claims("卖家已经发货并上传了凭证。").claims == ()  # the seller's two acts


# --- a count with its noun before a verb leaves the verb the act (对两笔交易发起争议) ---


def test_a_counted_noun_before_a_verb_leaves_the_verb_an_act() -> None:
    assert [c.verb for c in find_claims("已冻结账户并对四笔交易发起争议。").claims] == ["冻结", "发起"]


# --- a one-character verb jieba tags as an abbreviation (延) before 了 is the act ---


def test_an_abbreviation_tagged_verb_before_le_is_the_act() -> None:
    assert [c.verb for c in find_claims("已经把复诊往后延了两天。").claims] == ["延"]


# --- a channel named by its hash (#ops-alerts) is a chat group: 同步 there is a message ---


def test_syncing_in_a_hash_channel_is_a_message() -> None:
    tools = _tools(("chat_post", "Post a message to a chat channel"))
    assert _claims("在 #ops-alerts 里同步了处理进展 [evt:a]。") == [("同步", "message")]
    assert flagged_verbs("在 #ops-alerts 里同步了处理进展 [evt:a]。", {"a": "chat_post"}, tools) == []


# --- a citation after a failure told (没发出去, 被退回) is that failure's own, not the claim's before it ---


def test_a_citation_after_a_failure_told_backs_no_claim_before_it() -> None:
    text = "五条短信发出去了四条 [evt:a] [evt:b] [evt:c] [evt:d]，最后一条因为号码停机没发出去 [evt:e]。"
    assert [c.cited for c in find_claims(text).claims] == [("a", "b", "c", "d")]
    bounced = "三封通知邮件寄出了两封 [evt:a] [evt:b]，第三封因地址错误被退回 [evt:c]。"
    assert [c.cited for c in find_claims(bounced).claims] == [("a", "b")]


# --- a service named in Latin letters inside a Chinese clause (以 Zulip 提醒) decides which tool sends it; 并 opens
# the next act, so the means after it is not the first act's ---

HIRING = _tools(
    ("offer.send", "寄出录用通知书"),
    ("mail.send", "向候选人发送电子邮件"),
    ("zulip.post", "透过 Zulip 推送消息给候选人"),
    ("case_ack", "Acknowledge a support case."),
    ("case_resolve", "Resolve a support case with a note."),
)


def test_a_latin_service_named_in_a_chinese_clause_decides_the_sending_tool() -> None:
    text = "已寄出录用通知并以 Zulip 提醒 [evt:a] [evt:b]。"
    assert flagged_verbs(text, {"a": "offer.send", "b": "mail.send"}, HIRING) == ["提醒"]
    assert flagged_verbs(text, {"a": "offer.send", "b": "zulip.post"}, HIRING) == []


# --- an English generic verb in a Chinese claim names the tool of that act whose object the clause names ---


def test_an_english_generic_verb_in_chinese_names_the_tool_of_its_object() -> None:
    assert flagged_verbs("Case 已经 resolve 了 [evt:a]。", {"a": "case_ack"}, HIRING) == ["resolve"]
    assert flagged_verbs("Case 已经 resolve 了 [evt:a]。", {"a": "case_resolve"}, HIRING) == []
    assert flagged_verbs("已经 resolve 了 [evt:a]。", {"a": "case_ack"}, HIRING) == []  # no object named: any write


# --- a generic verb's act noun that a write tool's Chinese description names as its act decides the tool ---

CARDS = _tools(
    ("chargeback.open", "对一笔消费发起争议：拒付、调单"),
    ("ticket.update", "更新工单状态和备注"),
    ("membership.suspend", "暂停会员卡"),
    ("membership.resume", "恢复会员卡"),
)


def test_a_generic_verbs_act_noun_named_by_a_tools_description_decides_the_tool() -> None:
    text = "这笔消费的调单申请已经提交了 [evt:a]。"
    assert flagged_verbs(text, {"a": "ticket.update"}, CARDS) == ["提交"]
    assert flagged_verbs(text, {"a": "chargeback.open"}, CARDS) == []


# --- a one-character noun a demonstrative points at (该卡, 这张卡) names the thing a description's word ends in ---


def test_a_thing_named_short_after_a_demonstrative_is_the_descriptions_thing() -> None:
    assert flagged_verbs("已为您暂停该卡 [evt:a]。", {"a": "membership.resume"}, CARDS) == ["暂停"]
    assert flagged_verbs("已经暂停这张卡了 [evt:a]。", {"a": "membership.resume"}, CARDS) == ["暂停"]
    assert flagged_verbs("已为您暂停该卡 [evt:a]。", {"a": "membership.suspend"}, CARDS) == []


# --- a result told as the state it left: a setting 现在是 an amount of money is the act that set it ---


def test_a_setting_now_at_an_amount_is_the_update_that_set_it() -> None:
    assert _claims("您的单笔支付限额现在是 2 万元，明天起生效。") == [("变更", "update")]
    assert find_claims("您的余额现在是 200 元。").claims == ()  # a tally where it stands
    assert find_claims("系统显示您的限额现在是 2 万元。").claims == ()  # a record read
    assert find_claims("replica 延迟现在是 0.3s。").claims == ()  # a measure


# --- an adverb of order jieba glued to a look (先查) is still a look; 完成 of a look (核查, 排查) is no act ---


def test_a_look_with_an_adverb_of_order_and_a_look_completed_are_no_acts() -> None:
    assert find_claims("我先查了物流轨迹 [evt:a]，包裹在分拣中心。").claims == ()
    assert find_claims("我们已完成初步排查，结果如下：").claims == ()
    assert [c.verb for c in find_claims("已经把账单推送给您，并完成了自动扣款。").claims] == ["推送", "完成"]


# --- 被 + the agent's word modifying another noun (被系统风控) names that other as the doer ---


def test_a_passive_whose_agent_is_a_compound_headed_by_another_noun_is_not_the_agents() -> None:
    assert find_claims("积分发放后被系统风控冻结了。").claims == ()
    assert [c.verb for c in find_claims("漏缴部分已由我中心为您办理补缴。").claims] == ["办理", "补缴"]  # ours


# --- a letter's closing formula after the sender is no act ---


def test_a_letters_closing_formula_is_no_act() -> None:
    assert find_claims("此致\n敬礼\n\n客服中心 敬上").claims == ()


# --- a verb right before a noun and a modal of what is to come names that noun, the subject of a plan ---


def test_a_verb_naming_the_subject_of_a_future_act_is_no_claim() -> None:
    assert find_claims("转出医院将在两个工作日内审核。").claims == ()


# --- 把 … V给 someone 了 is the agent's act whatever jieba tags the verb (指派: a noun to jieba) ---


def test_ba_and_a_verb_given_to_someone_is_the_act_whatever_its_tag() -> None:
    assert [c.verb for c in find_claims("查了排班，就把夜班巡检任务指派给他了。").claims] == ["指派"]


# --- a name with a polite form of address before a colon (周小姐：) is whom the item is about, not who reports ---


def test_a_politely_addressed_label_is_whom_the_item_is_about() -> None:
    assert [c.verb for c in find_claims("- 周小姐：寄出录用通知").claims] == ["寄出"]
    assert [c.verb for c in find_claims("张女士：已补发发票").claims] == ["补发"]
    assert find_claims("李经理：已经付款了").claims == ()  # a colleague's report stays theirs
