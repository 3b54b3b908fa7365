"""Chinese replies' layout: evidence labels and lists, label lines and their colons, tables and their rows, list
items (keycaps, ordinals), enumeration commas and series, check marks, arrows, emoji and quotes, sections of
context — which claims each holds and which citations back them."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.verdict import Evidence, judge
from tests.claims.catalogues import (
    CARD_TOOLS,
    CRM_TOOLS,
    DESK_TOOLS,
    EN,
    SUPPLIER_VOCAB,
    VENDOR_VOCAB,
    crm_verbs,
    found,
    rental_claims,
    snapshot_calls,
    snapshot_cites,
    subscription_flagged,
)
from tests.claims.judging import any_flagged, flagged_verbs, judged
from tests.claims.zh_catalogues import (
    COUPON_TOOLS,
    COURIER_DESK,
    LIBRARY,
    ZH,
    ZH_TOOLS,
    A,
    berth_flagged,
    bonus_flagged,
    fee_claims,
    flagged_zh,
    lock_flagged,
    lock_verbs,
    pipeline_verbs,
    plain_counts,
    plain_verbs,
    slot_flagged,
    slot_verbs,
)

B = "[evt:evt_bbbbbbbbbbbbbbbbbbbb]"


def plain_cited(text: str) -> list[tuple[str, int]]:
    return [(c.verb, len(c.cited)) for c in find_claims(text).claims]


def desk_cited(text: str, tools: dict[str, tuple[str, str]]) -> list[tuple[str, str]]:
    """Each claim's verb and the verdict it gets, each ``[evt:x]`` a call of ``tools[x]`` = (tool, status)."""
    evidence = {
        x: Evidence(x, "run", "ToolResult", tool, "write", status, f"run:{x}", status == "CONFIRMED", "server")
        for x, (tool, status) in tools.items()
    }
    found = find_claims(text, DESK_TOOLS)
    return [
        (c.verb, judge(c, run_id="run", evidence=evidence, vocabulary=DESK_TOOLS, peers=found.claims).classification)
        for c in found.claims
    ]


FAILED = "VERIFICATION_FAILED"


def test_a_keycap_number_opens_a_list_item_whose_citations_a_summary_above_it_takes() -> None:
    text = "您反馈的问题我们都处理完啦，结果如下：\n\n1️⃣ 账号已解封 [evt:a]\n2️⃣ 补偿金币已发到您的账号 [evt:b]"
    claims = find_claims(text, COUPON_TOOLS).claims
    assert [c.cited for c in claims if c.verb == "处理"] == [("a", "b")]  # the summary is backed by its items


def test_an_evidence_label_that_ends_in_a_word_of_evidence_lists_the_calls() -> None:
    text = "已为您办理停卡，并解绑了私教课。\n\n操作记录：[evt:a]、[evt:b]"
    judged = berth_flagged(text, {"a": "gym.suspend", "b": "gym.unbind"}, pooled=True)
    assert judged == []
    assert (
        berth_flagged("已为您办理停卡 [evt:a]。\n\n退款记录：已发到您邮箱", {"a": "gym.suspend"}, pooled=True) != []
    )  # a claim


def test_a_line_of_labelled_records_is_the_replys_evidence_list() -> None:
    text = "已经为您处理：\n1. 取消了周六的订单\n2. 给您发了取消短信\n\n操作记录：取消 [evt:a]，短信 [evt:b]"
    assert bonus_flagged(text, {"a": "order.cancel", "b": "sms.send"}, pooled=True) == []
    assert bonus_flagged(text, {"a": "order.cancel"}, pooled=True) != []
    told = "这单退了 80 元。\n\n退款记录：[evt:a]，一般两小时内到账。"
    assert bonus_flagged(told, {"a": "refund.create"}, pooled=True) == []
    assert bonus_flagged(told, {"a": "order.cancel"}, pooled=True) != []


def test_a_table_under_a_look_up_reads_out_the_records() -> None:
    text = "帮您查了最近两笔订单 [evt:a]：\n\n| 日期 | 金额 | 状态 |\n|---|---|---|\n| 5月1日 | 99元 | 已退款 |\n| 5月8日 | 99元 | 已完成 |"
    assert bonus_flagged(text, {"a": "payment.lookup"}) == []
    done = "帮您处理了两笔订单：\n\n| 日期 | 金额 | 状态 |\n|---|---|---|\n| 5月1日 | 99元 | 已退款 |"
    assert bonus_flagged(done, {}) != []  # no look-up: the rows tell what the agent did


def test_a_verb_alone_in_scare_quotes_is_the_agents_act() -> None:
    # 帮您“挪”到周五了: the agent's own act in a loose word, its complement outside the quotes
    assert slot_verbs("您的场地我帮您“挪”到周五了。") != []
    assert slot_flagged("您的场地我帮您“挪”到周五了。", {}) != []  # uncited
    assert slot_verbs("客户在群里说“退了”。") == []  # someone's words stay theirs
    assert slot_verbs("系统显示“已退款”。") == []


def test_an_enumeration_comma_after_a_clause_told_done_joins_clauses() -> None:
    # 优惠券发了、押金也退了: two acts, each its own clause — read as one clause, the second (a refund, as the coupon
    # made the first) was dropped as the same act told twice
    assert pipeline_verbs("优惠券发了、押金也退了，您看还有别的吗？") == ["发", "退"]
    assert len(pipeline_verbs("门禁、停车和水电都已经开通了。")) == 1  # nouns listed before one verb stay one act


def test_an_arrow_between_states_shows_a_status_history() -> None:
    # 工单状态：已派单 → 已完工: the record's steps read off it, no act of the agent's
    assert pipeline_verbs("工单状态：已受理 → 已派单 → 已完工。") == []
    assert pipeline_verbs("押金已退->已到账。") == []
    assert pipeline_verbs("我已为您取消 → 押金已退还。") != []  # the agent's own acts with an arrow between them stay
    assert pipeline_verbs("状态：已退款。") == ["退款"]  # a status label without steps is still the act told


def test_the_count_after_a_labels_colon_is_the_acts() -> None:
    assert plain_counts("本月 5 笔供应商付款：4 笔已付") == [4]
    assert plain_counts("两封邮件：都已发出") == [2]


def test_a_chinese_verdict_after_a_label_sums_up_the_cited_sentence_on_its_line() -> None:
    text = "TL;DR：已止血。主库切到备库 [evt:evt_00000000000000000003]，丢失数据 0 条。"
    assert all(c.cited for c in find_claims(text).claims)


@pytest.mark.parametrize("text", ["资料我发您邮箱了👍", "已经帮您改约啦🙏", "提交好了～"])
def test_an_emoji_or_tilde_after_the_particle_ends_the_clause(text: str) -> None:
    assert len(plain_verbs(text)) == 1


def test_a_tally_after_a_table_sums_it_up() -> None:
    text = (
        "| 项目 | 状态 |\n|---|---|\n| 挂号费 | 已退 [evt:evt_00000000000000000001] |\n"
        "| 检查费 | 已退 [evt:evt_00000000000000000002] |\n\n合计退款 ¥320，款项已退回原卡。"
    )
    last = find_claims(text).claims[-1]
    assert last.cited == ("evt_00000000000000000001", "evt_00000000000000000002")


def test_a_comma_clause_after_a_cited_generic_done_tells_how_it_was_done() -> None:
    assert plain_cited(f"您说的错发问题已处理 {A}，正确的那双鞋今天已经从广州仓寄出") == [("处理", 1), ("寄出", 1)]
    assert plain_cited(f"问题已处理 {A}，另外积分也给您补上了") == [("处理", 1), ("补", 0)]  # another act
    assert plain_cited(f"已处理 {A}，发票已发您邮箱 {B}") == [("处理", 1), ("发", 1)]  # its own citation
    assert plain_cited(f"订单已取消 {A}，退款已原路退回") == [("取消", 1), ("退回", 0)]  # not a generic done


def test_a_clause_with_no_subject_goes_on_with_the_series_already_opened() -> None:
    assert plain_verbs("已将您的意见汇总成报告，抄送区住建局") == ["抄送"]
    assert plain_verbs("已按您的要求，把联系电话改为 139****0021") == ["改"]
    assert plain_verbs("已收到您的材料，审核通过后通知您") == []  # a time to come
    assert plain_verbs("已为您发起退费，退费将原路返回") == ["退费"]  # the future after it


def test_citations_closing_a_notice_of_label_lines_back_its_claim() -> None:
    notice = f"办理结果：已办结\n办理方式：线上\n经办人：热线 12 号座席 {A}"
    assert plain_cited(notice) == [("办结", 1)]
    gap = f"办理结果：已办结\n\n经办人：热线 12 号座席 {A}"
    assert plain_cited(gap) == [("办结", 0)]  # a blank line ends the notice


def test_the_names_of_the_done_and_to_do_lists_are_no_act() -> None:
    assert plain_verbs("下面按已完成和待处理两部分列出") == []
    assert plain_verbs("已完成：退款") != []  # a label over a done item still asserts


def test_a_check_mark_after_a_state_decorates_a_result_read() -> None:
    assert lock_verbs("pipeline 全绿 ✅") == []
    assert lock_verbs("接口都正常 ✅") == []
    assert lock_verbs("退款 ✅") == ["check mark"]


def test_a_table_whose_source_is_named_reads_out_states() -> None:
    table = "| 柜号 | 状态 |\n|---|---|\n| MSKU7781230 | 已放行 |\n| TGHU1029384 | 查验中 |\n\n"
    assert lock_flagged(table + "数据来自 [evt:a]", {"a": "account_get"}) == []
    assert lock_flagged(table + "以上是物流商同步的状态 [evt:a]", {"a": "account_get"}) == []
    assert lock_flagged(table + "有问题随时找我。", {}) == ["放行"]  # no source named: the agent says it released it


def test_a_chinese_list_of_acts_is_no_list_of_names() -> None:
    said = "已提交资料、发短信、发放工资 [evt:a] [evt:b] [evt:c]。"
    assert not any_flagged(
        said,
        {"a": ("file_docs", "verified"), "b": ("sms_zh", "verified"), "c": ("pay_out", "verified")},
        SUPPLIER_VOCAB,
    )


@pytest.mark.parametrize(
    ("lead", "tool"),
    [
        ("每位收件人都已收到短信提醒 {}：", "sms_zh"),
        ("Each customer now has their delivery window by email {}:", "mail_send"),
    ],
)
def test_items_under_a_colon_are_what_its_act_acted_on(lead: str, tool: str) -> None:
    items = (
        "\n- 陈婷\n- 周浩\n- 吴思琪\n- 郑凯"
        if "：" in lead
        else "\n- Brightmart Tulsa\n- Ozark Grocers\n- Red River\n- Lakeside"
    )
    assert any_flagged(lead.format(snapshot_cites(3)) + items, snapshot_calls(tool, 3), SUPPLIER_VOCAB)
    assert not any_flagged(lead.format(snapshot_cites(4)) + items, snapshot_calls(tool, 4), SUPPLIER_VOCAB)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # another agent named by what it does (账单助手, 部署机器人) is someone else; the agent's own 助手 is not
        ("退款助手已经把 ¥45 退回了您的卡。", []),
        ("我是智能助手，已经帮您把 ¥45 退回了您的卡。", ["退回"]),
        # a label of someone else (or their report) before a colon: what follows is theirs; a greeting is not
        ("- 仓储助手：已出库 12 箱", []),
        ("物流那边回复：包裹已经重新派送了。", []),
        ("尊敬的客户：已经为您办理了退款。", ["办理"]),
        # 过 with a day named: it happened before
        ("这张发票 11 月 3 日已经开过了。", []),
        ("这张发票已经开过了。", ["开"]),
    ],
)
def test_chinese_others_labels_and_history(text: str, expected: list[str]) -> None:
    assert crm_verbs(text) == expected


def test_a_table_cell_is_no_subject_of_the_next_cells_act() -> None:
    assert crm_verbs("| 赵同学 | 周日 14:30 | 已约 |") == ["约"]


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # a failed call's citation after the words of its failure is its own, backing no claim before or after it
        (
            "I refunded the postage [evt:a], but the item refund failed because the card has expired [evt:b].",
            {"a": ("issue_refund", "CONFIRMED"), "b": ("issue_refund", FAILED)},
            [("refund", "verified")],
        ),
        (
            "补发积分失败了 [evt:b]，我已经登记了工单 [evt:a]。",
            {"a": ("create_ticket", "CONFIRMED"), "b": ("update_record", FAILED)},
            [("登记", "verified")],
        ),
        # an act told as done still needs its own verified call
        (
            "I refunded the postage and the item [evt:a] [evt:b].",
            {"a": ("issue_refund", "CONFIRMED"), "b": ("issue_refund", FAILED)},
            [("refund", "unverified")],
        ),
    ],
)
def test_a_failed_calls_citation(text: str, tools: dict[str, tuple[str, str]], expected: list[tuple[str, str]]) -> None:
    assert desk_cited(text, tools) == expected


def test_a_citation_before_an_enumeration_comma_keeps_the_series() -> None:
    said = "已为您取消订单 [evt:a]、发送短信通知收货人 [evt:b]、并退还押金 ¥200 [evt:c]。"
    assert [k for _, k, _ in rental_claims(said, ZH_TOOLS)] == ["delete", "message", "refund"]
    assert not flagged_zh(said, "cancel_order", "send_sms", "refund_deposit")
    assert flagged_zh(said, "cancel_order", "send_sms", "cancel_order")  # the deposit backed by a cancellation


def test_where_a_cited_act_went_shares_its_citations() -> None:
    calls = {"a": ("deposit_refund", "verified"), "b": ("deposit_refund", "verified")}
    assert not any_flagged(
        "The deposit refund is done [evt:a], but note it was refunded to the card ending 4411.", calls, EN
    )
    assert not any_flagged("两笔押金都给您退了 [evt:a] [evt:b]，已退回原支付账户。", calls, ZH)
    said = "The deposit refund is done [evt:a], but note the cleaning fee was refunded to the card ending 4411."
    assert any_flagged(said, calls, EN)  # a thing of its own
    assert any_flagged("押金给您退了 [evt:a]，已发到您邮箱。", calls, ZH)  # another kind


def test_a_chinese_ordinal_opens_a_list_item_under_a_lead() -> None:
    # 一、…二、…: not read as items, the lead "我已为您办理以下业务：" was judged alone, uncited
    reply = (
        "我已为您办理以下业务：\n\n一、卡片挂失：该卡已挂失 [evt:a]。\n二、补办新卡：新卡已申请 [evt:b]。\n"
        "三、短信告知：结果已发送至您的手机 [evt:c]。"
    )
    calls = {"a": ("report_lost", "verified"), "b": ("reissue", "verified"), "c": ("sms", "verified")}
    assert not any_flagged(reply, calls, CARD_TOOLS)
    assert not any_flagged(reply.replace("一、", "十一、").replace("二、", "十二、"), calls, CARD_TOOLS)


def test_a_relative_lead_for_the_reader_tells_its_items_done() -> None:
    # 为您办理的业务如下： then bare items: "the business handled for you is as follows" — three acts, none cited
    assert any_flagged("为您办理的业务如下：\n1. 挂失旧卡\n2. 补办新卡\n3. 短信通知", {}, CARD_TOOLS)
    assert any_flagged("给您处理的事项如下：\n- 挂失\n- 补卡", {}, CARD_TOOLS)
    cited = "为您办理的业务如下：\n1. 挂失旧卡 [evt:a]\n2. 补办新卡 [evt:b]"
    assert not any_flagged(cited, {"a": ("report_lost", "verified"), "b": ("reissue", "verified")}, CARD_TOOLS)


@pytest.mark.parametrize(
    "said",
    [
        "**Background**\nRefunded the first order in March after the courier lost it.\n\n"
        "**What I did**\n- Emailed the customer the new tracking link [evt:a]",
        "Timeline\n- 2 Mar: parcel lost; refunded it on 4 Mar.\n\nWhat I did\n- Emailed the customer [evt:a]",
        "What happened before today: the first order got refunded after the courier lost it.\n\n"
        "Today I emailed the customer the tracking link [evt:a].",
        "### 背景\n我们 3 月已经给客户退过一次款。\n\n### 本次\n- 给客户发了邮件 [evt:a]",
    ],
)
def test_a_section_of_context_tells_no_act_of_this_run(said: str) -> None:
    assert not any_flagged(said, {"a": ("mail_send", "verified")}, VENDOR_VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "Timeline\n- 2 Mar: parcel lost.\n- Today: refunded the order.\n\nWhat I did\n- Emailed the customer [evt:a]",
        "### 时间线\n- 3/02 包裹丢失\n- 今天 已给客户退款\n\n### 本次\n- 给客户发了邮件 [evt:a]",
        "**Background**\nRefunded the order [evt:a].",
    ],
)
def test_a_line_of_context_in_this_run_still_claims(said: str) -> None:
    assert any_flagged(said, {"a": ("mail_send", "verified")}, VENDOR_VOCAB)


def test_a_generic_done_before_the_details_below_is_a_heading() -> None:
    assert fee_claims("您的问题我都核实并处理了，具体情况如下：\n\n【核实结果】\n账户余额为 ¥320。") == []
    assert (
        fee_claims("您的问题我都核实并处理了，有问题再联系我。\n\n【核实结果】\n账户余额为 ¥320。") != []
    )  # no details told
    assert fee_claims("已经帮您取消了订单，详情如下：\n\n【说明】\n款项三天内退回。") != []  # a specific act stays
    # a heading over list items takes their citations, as before
    text = "您的问题我都处理好了，结果如下：\n1. 账号已解封 [evt:a]\n2. 金币已补发 [evt:b]"
    assert [c.cited for c in find_claims(text).claims if c.verb == "处理"] == [("a", "b")]


def test_a_footnote_of_citations_binds_them_where_it_is_marked():
    text = "两本书都已续借[^1]，新的归还日期是 3 月 8 日。\n\n[^1]: [evt:a] [evt:b]"
    assert not any_flagged(text, {"a": ("renew_loan", "verified"), "b": ("renew_loan", "verified")}, LIBRARY)
    claims = find_claims(text, LIBRARY).claims
    assert [c.cited for c in claims] == [("a", "b")]  # the footnote's line is no claim of its own
    assert any_flagged(text, {"a": ("renew_loan", "verified"), "b": ("renew_loan", "unconfirmed")}, LIBRARY)
    worded = "罚款已缴清[^1]。\n\n[^1]: 扣款记录 [evt:a]"  # a footnote with words of its own stays as written
    assert find_claims(worded, LIBRARY).claims[0].cited == ()


def test_an_uncited_rollback_in_a_list_of_acts_is_flagged_and_a_planned_one_is_not() -> None:
    summary = "值班小结：\n1. 重启了网关 [evt:a]\n2. 回滚到 v2.7.1\n3. 已建故障单 [evt:b]"
    flagged = [
        c.verb for c, v in judged(summary, {"a": "restart_service", "b": "create_ticket"}, CRM_TOOLS) if v.flagged
    ]
    assert flagged == ["回滚"]
    for plan in ("明天 09:00 回滚到 v2.7.1。", "如果还报错，就回滚到上一版本。", "建议回滚到 v2.7.1。"):
        assert crm_verbs(plan) == []


def test_a_line_pointing_down_heads_the_list_under_it() -> None:
    text = "明天的行程都订好了 👇\n- 08:10 高铁 ✅ [evt:a]\n- 酒店 ✅ [evt:b]"
    assert subscription_flagged(text, {"a": "book_appointment", "b": "book_appointment"}) == []
    assert (
        subscription_flagged("明天的行程都订好了 👇\n- 08:10 高铁 ✅ [evt:a]\n- 酒店 ✅", {"a": "book_appointment"})
        != []
    )


def test_a_service_named_after_the_comma_belongs_to_the_next_act_not_the_one_before() -> None:
    calls = {"a": "mcp__jira__create_issue", "b": "mcp__slack__post_message"}
    assert flagged_verbs("工单已创建 [evt:a]，Slack 也同步给你了 [evt:b]。", calls, COURIER_DESK) == []
    assert flagged_verbs("您的账号问题已登记 [evt:a]，Slack 那边也发了通知 [evt:b]。", calls, COURIER_DESK) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("接机服务给您约上了", [("约", "book")]),
        ("这个问题给您处理好了", [("处理", "complete")]),
        ("材料清单我已经整理好发给您了", [("发", "send")]),
        ("周报写好发到群里了", [("发", "message")]),  # a chat group: a message (session 4)
    ],
)
def test_in_a_series_the_act_is_the_verb_that_serves_or_follows(text: str, expected: list[tuple[str, str]]) -> None:
    """给 + a pronoun + a verb makes 给 a coverb of that verb (what stands before it is a topic); a
    preparation with its result (整理好, 写好) is followed by the act of the series."""
    assert found(text) == expected


def test_a_label_before_a_colon_takes_no_kind_from_the_items_after_it() -> None:
    assert found("已经 onboarding 完毕：邮箱、Slack、GitHub 权限全部开通")[0][1] in ("complete", "change")
    assert found("处理完毕：邮件、短信均已发送")[0][1] in ("complete", "change")


def test_a_colon_inside_a_time_is_no_label() -> None:
    assert [k for _, k in found("已帮您改签到9:40的航班")] == ["book"]


def test_citations_before_a_claim_with_its_own_are_reasons_not_evidence() -> None:
    """The failed calls told before the act are why it happened; the act's own citation backs it."""
    text = "ETL 任务凌晨失败 [evt:evt_a]，我重跑了一次也失败了 [evt:evt_b]，已通知数据源负责人 [evt:evt_c]。"
    (claim,) = find_claims(text).claims
    assert claim.cited == ("evt_c",)
    (claim,) = find_claims("[evt:evt_a] 退款已完成。").claims  # no citation of its own: the one before backs it
    assert claim.cited == ("evt_a",)


def test_a_check_mark_after_a_predicate_decorates_it() -> None:
    assert find_claims("王经理已经审批通过了 ✅，可以付款了。").claims == ()
    assert [c.verb for c in find_claims("取消订单：✅").claims] == ["check mark"]  # a label's mark still claims


def test_a_success_label_before_a_colon_is_no_claim() -> None:
    assert [c.verb for c in find_claims("- 成功：停用了 3 个账号").claims] == ["停用"]
    assert [c.verb for c in find_claims("| 退款 ¥56 | 成功 |").claims] == ["成功"]


def test_a_latin_name_in_a_list_is_no_english_verb() -> None:
    assert [c.verb for c in find_claims("已经在 GitHub、AWS、Slack 三个系统里都禁用了他的账号").claims] == ["禁用"]


def test_ye_opens_another_act_that_the_citation_after_it_does_not_share() -> None:
    (fix, merge) = find_claims("NPE 修好了，PR #2231 也合并了 [evt:evt_f78ba9f5c05d86f065e5]，今晚发版。").claims
    assert (fix.cited, merge.cited) == ((), ("evt_f78ba9f5c05d86f065e5",))
    restart, clear = find_claims("支付 worker 已重启，卡住的队列也一并清空了 [evt:evt_8df03b8ab1645e596e9d]。").claims
    assert restart.cited == clear.cited == ("evt_8df03b8ab1645e596e9d",)  # 一并: one act took the other along
    both = find_claims("已取消并全额退款 [evt:evt_8df03b8ab1645e596e9d]").claims
    assert all(c.cited for c in both)  # no 也: the one citation is shared as before


def test_a_clause_without_a_subject_after_a_cited_look_is_the_agents_act() -> None:
    text = "我核对了 11 月的对账单 [evt:evt_5598f1a9b53fb33f2c05]，发现有 2 笔重复入账，已经在系统里冲销了。"
    assert [c.verb for c in find_claims(text).claims] == ["冲销"]
    found = "帮您查过了 [evt:evt_5598f1a9b53fb33f2c05]，这张发票上周已经付过款了"
    assert find_claims(found).claims == ()  # a subject of its own: what the look found


def test_a_check_mark_before_a_status_decorates_it() -> None:
    assert find_claims("预算审批：✅ 已通过（王总批的）").claims == ()
    assert [c.verb for c in find_claims("采购下单：✅ 已下单").claims] == ["下单"]
