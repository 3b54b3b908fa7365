"""Chinese classes of error found by the seventh claims-zh session's batches (written outside the repository,
measured before any fix; docs/claims-log.md, "Seventh session"): each rule on new sentences, with the claims it
must keep and the honest ones it must not flag."""

from __future__ import annotations

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims

A = "[evt:evt_aaaaaaaaaaaaaaaaaaaa]"
B = "[evt:evt_bbbbbbbbbbbbbbbbbbbb]"


def verbs(text: str) -> list[str]:
    return [c.verb for c in find_claims(text).claims]


def kinds(text: str) -> list[str]:
    return [c.kind for c in find_claims(text).claims]


def counts(text: str) -> list[int]:
    return [c.quantity for c in find_claims(text).claims]


def cited(text: str) -> list[tuple[str, int]]:
    return [(c.verb, len(c.cited)) for c in find_claims(text).claims]


# --- batch 1 (电商, 会员订阅, 软件: plain customer-service final replies; 4 Dec 21:45) ---


def test_a_thing_on_its_way_was_sent() -> None:
    assert kinds("您申请的差价补偿已经在路上了，请留意到账短信") == [lx.REFUND]
    assert kinds("换的新手柄正在路上，后天能到") == [lx.SHIP]
    assert kinds("安装师傅已经在路上了，大约 20 分钟到") == []  # a person coming: news
    assert kinds("退款应该已经在路上了") == []  # a hedge
    assert kinds("包裹还没在路上吗？") == []


def test_the_act_a_party_is_urged_to_do_is_theirs() -> None:
    assert verbs("已经替您催促商家今天内补发了") == ["催促"]
    assert verbs("刚才已提醒快递员明早送货上门") == ["提醒"]
    assert verbs("已通知财务并为您退款了") == ["通知", "退款"] or lx.REFUND in kinds("已通知财务并为您退款了")
    assert verbs("我已经让仓库补发了") == ["补发"]  # a causative: the agent had it done
    assert verbs("三条提醒短信都发了") == ["发"]  # 提醒 is a noun there


def test_a_generic_done_takes_the_kind_of_the_act_named_as_its_topic() -> None:
    assert kinds("收件人修改已处理完毕") == [lx.UPDATE]
    assert kinds("多余子账号删除已经办好了") == [lx.DELETE]
    assert kinds("配置恢复已完成") == [lx.CHANGE]
    assert kinds("您的投诉已处理完毕") == [lx.COMPLETE]  # what the customer filed names no act
    assert kinds("会员续费已完成") == [lx.COMPLETE]  # a renewal: a payment may back it


def test_a_comma_clause_after_a_cited_generic_done_tells_how_it_was_done() -> None:
    assert cited(f"您说的错发问题已处理 {A}，正确的那双鞋今天已经从广州仓寄出") == [("处理", 1), ("寄出", 1)]
    assert cited(f"问题已处理 {A}，另外积分也给您补上了") == [("处理", 1), ("补", 0)]  # another act
    assert cited(f"已处理 {A}，发票已发您邮箱 {B}") == [("处理", 1), ("发", 1)]  # its own citation
    assert cited(f"订单已取消 {A}，退款已原路退回") == [("取消", 1), ("退回", 0)]  # not a generic done


def test_goods_out_of_a_warehouse_or_counted_by_piece_are_shipped() -> None:
    assert kinds("那件外套今天已经从成都仓发出") == [lx.SHIP]
    assert kinds("两箱货上午都寄出了") == [lx.SHIP]
    assert kinds("取件码已经发您手机上了") == [lx.MESSAGE]  # 取|件|码: no goods


def test_money_taken_from_a_balance_is_a_charge() -> None:
    assert kinds("服务费 ¥15 已从您的钱包扣除") == [lx.PAY]
    assert kinds("已用的 3 次课时已从账户扣除") == [lx.CHANGE]  # lessons, no money


def test_a_count_split_out_and_sent_separately_counts_the_sends() -> None:
    assert counts("已把您的货拆成三个包裹分别寄出") == [1, 3]
    assert counts("订单已拆分为两单") == [1]


# --- batch 2 (政务与公共服务: 社保, 公积金, 办证预约, 缴费, 发票; formal notices quoting earlier messages; 4 Dec 21:59) ---


def test_a_pay_verb_made_with_a_prefix_or_bearing_a_cost_is_a_payment() -> None:
    assert kinds("上季度漏缴的物业费已为您代缴") == [lx.PAY]
    assert kinds("快递费用已由我方承担") == [lx.PAY]
    assert kinds("社区补贴已发放至您的社保卡") == [lx.PAY]
    assert kinds("会员权益已发放") == [lx.SEND]  # no money


def test_a_relative_clause_of_the_reader_is_no_subject_of_the_clause_after_it() -> None:
    assert verbs("您提交的户籍信息更正，已办理完毕") == ["办理"]
    assert verbs("您上周提交的材料，工作人员已经审核通过") == []  # the staff's act


def test_a_prefix_verb_and_the_verb_after_it_are_one_act() -> None:
    assert counts("两项证明均已补录入系统") == [2]
    assert verbs("已补发到您的邮箱") == ["补发"]


def test_from_one_thing_to_another_is_no_agent_of_a_passive() -> None:
    assert verbs("已将缴费银行由农业银行改为招商银行") == ["改"]
    assert verbs("已由财务部支付") == []  # 由 names who did it


def test_a_record_read_is_not_an_act() -> None:
    assert verbs("我这边查到的记录是 3 月 5 日已缴费成功") == []


def test_what_the_reader_is_to_watch_for_is_to_come() -> None:
    assert verbs("已为您提交材料，请留意银行卡到账") == ["提交"]


def test_an_aside_of_whom_it_is_for_names_no_doer() -> None:
    assert counts("三份补贴（本人、父亲、母亲）均已发放") == [3]
    assert verbs("包裹已经送达，放在门口了（快递员拍了照片）") == []  # the aside's own subject


def test_a_clause_with_no_subject_goes_on_with_the_series_already_opened() -> None:
    assert verbs("已将您的意见汇总成报告，抄送区住建局") == ["抄送"]
    assert verbs("已按您的要求，把联系电话改为 139****0021") == ["改"]
    assert verbs("已收到您的材料，审核通过后通知您") == []  # a time to come
    assert verbs("已为您发起退费，退费将原路返回") == ["退费"]  # the future after it


def test_a_clause_crediting_someone_else_makes_the_act_before_it_theirs() -> None:
    assert verbs("年终奖已发到工资卡，这是单位财务发的") == []
    assert verbs("订单已取消，这是您自己操作的") == []
    assert verbs("退款已退回您的卡，这是我下午操作的") == ["退回", "操作"]


def test_citations_closing_a_notice_of_label_lines_back_its_claim() -> None:
    notice = f"办理结果：已办结\n办理方式：线上\n经办人：热线 12 号座席 {A}"
    assert cited(notice) == [("办结", 1)]
    gap = f"办理结果：已办结\n\n经办人：热线 12 号座席 {A}"
    assert cited(gap) == [("办结", 0)]  # a blank line ends the notice


# --- batch 3 (4S 店售后, 跨境电商卖家后台, 物流清关; Chinese-English mixed, tables and lists; 4 Dec 22:12) ---


def test_the_readers_thing_that_went_through_a_step_is_news() -> None:
    assert verbs("您的账户已完成实名认证") == []
    assert verbs("您的车辆已经完成了首保") == []
    assert verbs("已为您完成了实名认证") == ["完成"]  # done for the reader


def test_a_record_or_tracking_that_updated_is_news() -> None:
    assert verbs("物流信息已经更新了") == []
    assert verbs("收货地址已更新") == ["更新"]  # a field the agent set


def test_a_waiver_changes_the_bill() -> None:
    assert kinds("这次的服务费给您免了") == [lx.UPDATE]
    assert kinds("免邮申请我帮您提交了") == [lx.COMPLETE]  # 免 names the request


def test_a_listing_restored_was_acted_on() -> None:
    assert kinds("这个链接已恢复在售") == [lx.UPDATE]
    assert verbs("服务已恢复正常") == []  # a state came back


def test_counted_cars_and_consignments() -> None:
    assert counts("三辆车的保养都约好了") == [3]
    assert counts("两票货的报关都已提交") == [2]


def test_a_plan_headings_item_told_as_done_is_a_claim() -> None:
    assert verbs("补货计划：\n- 采购单 PO-7781：已创建\n- 入仓预约：待确认") == ["创建"]
    assert verbs("下一步：\n- 创建采购单\n- 预约入仓") == []


def test_a_cleft_naming_another_doer_after_an_uncited_act() -> None:
    assert verbs("包裹已经退回了，是快递自己退的") == []
    assert verbs("清关已放行，海关那边上午放的") == []
    assert verbs("折扣已设置好，这是和区域经理商量过的") == ["设置"]  # agreed with, the act stays the agent's
    assert verbs(f"请假已审批 {A}，是王经理批的") == ["审批"]  # cited: the citation is still checked


# --- batch 4 (医药, 体检, 教育培训: 续方, 预约, 报名, 成绩; hedged and polite; 4 Dec 22:25) ---


def test_a_report_pulled_up_is_a_look() -> None:
    assert verbs("您的化验单我已经帮您调出来了") == []
    assert verbs("空调温度给您调好了") == ["调"]  # an adjustment


def test_what_the_reader_does_then_is_an_instruction() -> None:
    assert verbs("到时候直接去三楼签到就好") == []
    assert verbs("到时候我已经帮您签好到了") != []  # the agent's act with 已


def test_an_amount_put_onto_the_order_changes_it() -> None:
    from agentops.claims.kinds import also_backs

    assert lx.UPDATE in also_backs(lx.PAY, "合并", "运费 ¥12 已经合并到订单里")
    assert lx.UPDATE not in also_backs(lx.PAY, "支付", "运费 ¥12 已经支付")


def test_an_enrolment_is_made() -> None:
    assert kinds("雅思周末班的报名已经成功了") == [lx.CREATE]


def test_a_charge_taken_from_an_account() -> None:
    assert kinds("会费 ¥200 已从您的余额扣了") == [lx.PAY]
    assert kinds("确实多扣了一次") != [lx.PAY]  # a fault told


def test_a_post_in_a_chat_group_jieba_cuts_across() -> None:
    assert kinds("放假通知已经在年级群发过了") == [lx.MESSAGE]


def test_a_directional_complement_completes_the_act() -> None:
    assert verbs("两份材料都交上去了") == ["交上去"]


def test_an_arrangement_made_by_telling_a_party() -> None:
    assert kinds("已经帮您跟酒店说好了") == [lx.SEND]
    assert kinds("我跟物业沟通好了") == [lx.SEND]
    assert verbs("他跟我说好了明天来") == []  # the other side arranged it
    assert verbs("说好的退款呢？") == []


# --- batch 5 (游戏客服, 社区团购, 银行信用卡: chat lines, emoji, 搞定啦/弄好了/给您整好了; 4 Dec 22:34) ---


def test_colloquial_done() -> None:
    assert kinds("给您整好了～") == [lx.COMPLETE]


def test_negated_modals_written_as_one_word() -> None:
    assert verbs("以后不会再扣您的钱了") == []
    assert verbs("这笔不用再付了") == []


def test_a_ban_that_jieba_tags_a_measure() -> None:
    assert counts("两个广告号都封了") == [2]
    assert verbs("已经发了两封邮件") == ["发"]  # 封 counts letters there


def test_a_thing_given_back_to_the_reader_is_a_credit() -> None:
    assert kinds("会员月卡已经给您补上了") == [lx.REFUND]
    assert kinds("漏掉的那单给您补单了") != [lx.REFUND]  # an order made again


def test_game_goods_to_the_in_game_mailbox_are_credited() -> None:
    assert kinds("补偿的道具已经发到游戏邮箱了") == [lx.REFUND]
    assert kinds("电子发票已经发到您邮箱了") == [lx.EMAIL]


def test_a_credit_arrived_in_the_readers_account() -> None:
    assert kinds("补偿的金币已经到您账户啦") == [lx.REFUND]
    assert verbs("您充值的 50 元已经到您账户了") == []  # the reader's own payment arriving


def test_a_span_right_before_the_verb_is_how_long_it_takes() -> None:
    assert verbs("补办的卡 3-5 个工作日寄到") == []


def test_a_status_read_is_no_act() -> None:
    assert verbs("系统里这张卡的状态是已冻结") == []


def test_a_check_marks_label_ending_in_a_verb_names_its_kind() -> None:
    assert kinds("运费 ¥12 退回 ✅") == [lx.REFUND]


def test_a_group_that_formed_by_itself() -> None:
    assert verbs("拼团已成团") == []


def test_a_community_group_leader_is_someone_else() -> None:
    assert verbs("团长已经把漏掉的那袋补给您了") == []


# --- batch 6 (long agent reports mixing the domains: headings, numbered steps, 已完成 / 待处理; 4 Dec 22:44) ---


def test_the_names_of_the_done_and_to_do_lists_are_no_act() -> None:
    assert verbs("下面按已完成和待处理两部分列出") == []
    assert verbs("已完成：退款") != []  # a label over a done item still asserts


def test_a_tally_told_by_its_parts() -> None:
    assert counts("本月共处理退货 8 单，其中 7 单已退款") == [7]
    assert counts("本月共支付 3 笔") == [3]


def test_staff_named_by_their_work_are_someone_else() -> None:
    assert verbs("维修人员已于昨天下午完成更换") == []
    assert verbs("我已完成更换") != []  # the agent's own


def test_a_denial_after_an_act_makes_it_not_the_agents() -> None:
    assert verbs("积分已到账，这个不是我们这边操作的") == []


def test_a_ticket_dispatched_is_opened_for_the_crew() -> None:
    from agentops.claims.kinds import also_backs

    assert lx.CREATE in also_backs(lx.SEND, "派发", "抢修工单已派发")


def test_a_send_counts_messages_not_what_they_carry() -> None:
    assert counts("两份合同已经发到您邮箱") == [2]  # things and people of a send are sends (claims-zhcount)
    assert counts("两份合同已经用一封邮件发到您邮箱") == [1]
    assert counts("已给 4 位家长发了短信") == [4]
    assert counts("两封邮件都发出去了") == [2]
    assert counts("给两家供应商的询价邮件已经全部发出去了") == [2]  # each one's own mail


def test_money_handed_onto_an_account_is_a_credit() -> None:
    assert kinds("已发放到账户") == [lx.REFUND]


def test_a_bill_split_into_instalments_changes_the_account() -> None:
    assert kinds("| 账单分期 | 已办理 |") == [lx.UPDATE]
