"""The invented tool catalogues of the Chinese claims tests (tests/claims/test_claims_zh_*.py) that several of
them share, and the readers bound to them (the verbs, kinds, counts and verdicts of a reply's claims)."""

from __future__ import annotations

from functools import partial

from agentops.claims.detect import CITED_STATE, find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.catalogues import vocabulary, writes
from tests.claims.judging import any_flagged, claim_fields, claimed_verbs, flagged_verbs

COUPON_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("coupon_grant", "write", "给会员发放店铺优惠券（补偿券、满减券）。"),
            ToolInfo("case_escalate", "write", "把客服工单升级给值班主管。"),
            ToolInfo("staff_account_open", "write", "为新员工开通企业邮箱、企业微信账号与门禁卡。"),
            ToolInfo("mailbox_open", "write", "为员工开通企业邮箱。"),
            ToolInfo("refund_create", "write", "对订单发起退款，原路退回。"),
            ToolInfo("salary_adjust", "write", "对当月工资做调整项（补发、扣款、津贴）。"),
            ToolInfo("sms_notify", "write", "给客户手机发送短信。"),
        )
    }
)


coupon_verbs = partial(claimed_verbs, vocabulary=COUPON_TOOLS)


coupon_flagged = partial(flagged_verbs, vocabulary=COUPON_TOOLS)


BERTH_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("sms_notify", "write", "给客户手机发送短信。"),
            ToolInfo("refund_create", "write", "对订单发起退款，原路退回。"),
            ToolInfo("berth.select", "write", "为旅客选座/换座"),
            ToolInfo("membership.refund", "write", "会员费退款"),
            ToolInfo("wechat.push_msg", "write", "发送微信公众号消息"),
            ToolInfo("billing.refund", "write", "话费退还到账户余额"),
            ToolInfo("sms.send", "write", "给用户发送短信"),
            ToolInfo("gym.suspend", "write", "办理会员卡停卡"),
            ToolInfo("gym.unbind", "write", "解绑私教课程"),
            ToolInfo("addon.order", "write", "订购增值包"),
            ToolInfo("visit.cancel", "write", "取消上门预约（退单）"),
            ToolInfo("visit.refund", "write", "上门服务费退款"),
            ToolInfo("app_template_msg", "write", "发送小程序订阅消息"),
        )
    }
)


berth_verbs = partial(claimed_verbs, vocabulary=BERTH_TOOLS)


berth_flagged = partial(flagged_verbs, vocabulary=BERTH_TOOLS)


BONUS_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("mail.send", "write", "发送电子邮件"),
            ToolInfo("sms.send", "write", "给用户发送短信"),
            ToolInfo("bonus.issue", "write", "给会员发放补偿红包"),
            ToolInfo("refund.create", "write", "发起退款（原路退回）"),
            ToolInfo("order.cancel", "write", "取消订单"),
            ToolInfo("dish.update", "write", "菜品改价、上下架"),
            ToolInfo("courier.assign", "write", "给运单改派快递员"),
            ToolInfo("payment.lookup", "read", "查询支付与退款流水"),
        )
    }
)


bonus_verbs = partial(claimed_verbs, vocabulary=BONUS_TOOLS)


bonus_flagged = partial(flagged_verbs, vocabulary=BONUS_TOOLS)


WECOM_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("mail.send", "write", "发送电子邮件"),
            ToolInfo("aliyun_sms.send", "write", "阿里云短信：发送通知短信"),
            ToolInfo("wecom.send_message", "write", "企业微信：给客户发送消息"),
            ToolInfo("card.charge", "write", "对客户登记的银行卡扣款"),
            ToolInfo("billing.create_invoice", "write", "根据服务项目生成账单/收据"),
            ToolInfo("refund.create", "write", "发起退款（原路退回）"),
            ToolInfo("order.cancel", "write", "取消订单"),
            ToolInfo("order.lookup", "read", "查询订单状态与物流"),
            ToolInfo("record.update", "write", "更新会员资料：电话、地址、卡号"),
            ToolInfo("shop.create_return", "write", "Open a return (RMA) for one or more line items of an order."),
            ToolInfo("shop.create_exchange", "write", "Create an exchange order (a new size) linked to a return."),
            ToolInfo("shop.issue_coupon", "write", "Issue a one-time discount code to a customer."),
            ToolInfo(
                "desk.update_ticket", "write", "Update a support ticket: status, tags, internal note, public reply."
            ),
        )
    }
)


wecom_verbs = partial(claimed_verbs, vocabulary=WECOM_TOOLS)


wecom_flagged = partial(flagged_verbs, vocabulary=WECOM_TOOLS)


SLOT_TOOLS = Vocabulary(
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


slot_verbs = partial(claimed_verbs, vocabulary=SLOT_TOOLS)


slot_flagged = partial(flagged_verbs, vocabulary=SLOT_TOOLS)


slot_counts = partial(claim_fields, vocabulary=SLOT_TOOLS, fields="quantity")


PIPELINE_TOOLS = writes(
    ("sms.send", "发送通知短信"),
    ("deposit.refund", "退还押金（原路退回）"),
    ("ticket.create", "创建维修工单"),
    ("pipeline.sync", "触发一次流水线同步"),
)


pipeline_verbs = partial(claimed_verbs, vocabulary=PIPELINE_TOOLS)


plain_counts = partial(claim_fields, fields="quantity")


plain_verbs = partial(claim_fields, fields="verb")


A = "[evt:evt_aaaaaaaaaaaaaaaaaaaa]"


plain_kinds = partial(claim_fields, fields="kind")


#: An agent whose tools are described in Chinese only, as a Chinese catalogue registers them.
LOCK_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("lock.issue_code", "write", "给智能门锁下发临时开门密码"),
            ToolInfo("bill_adjust", "write", "调整账单金额：退费、减免、违约金免除"),
            ToolInfo("room_book", "write", "预订教室（时间段、教学楼、座位数）"),
            ToolInfo("cargo_release", "write", "通知监管仓库放行货物"),
            ToolInfo("sms_send", "write", "向客户手机发送短信"),
            ToolInfo("yajin_tuihuan", "write", "退还押金到原支付账户"),
            ToolInfo("ticket_hold", "write", "挂起工单"),
            ToolInfo("account_get", "read", "查询客户账户信息"),
        )
    }
)


lock_verbs = partial(claimed_verbs, vocabulary=LOCK_TOOLS)


lock_flagged = partial(flagged_verbs, vocabulary=LOCK_TOOLS)


ZH_TOOLS = vocabulary(
    ToolInfo("query_order", "read", "查询搬家订单详情与当前进度"),
    ToolInfo("cancel_order", "write", "取消搬家订单"),
    ToolInfo("change_address", "write", "修改搬家订单的目的地址"),
    ToolInfo("refund_deposit", "write", "将押金原路退回给付款人"),
    ToolInfo("send_sms", "write", "给客户或收货人发送短信通知"),
    ToolInfo("stop_delivery", "write", "发起拦截：退回仓库或转送新地址，需仓库确认"),
    ToolInfo("file_damage_claim", "write", "为破损、丢失的物品提交理赔申请"),
    ToolInfo("create_ticket", "write", "创建工单并流转给仓库或理赔专员跟进"),
)


def flagged_zh(text: str, *tools: str) -> bool:
    """Whether any claim of ``text`` is flagged, its ``[evt:a]``, ``[evt:b]`` … verified calls of ``tools`` in turn."""
    return any_flagged(text, {chr(ord("a") + k): (tool, "verified") for k, tool in enumerate(tools)}, ZH_TOOLS)


ZH = Vocabulary(
    {
        "lineDiagnose": ToolInfo("lineDiagnose", "read", "光纤线路远程诊断，返回信号强度和掉线记录"),
        "trainInfo": ToolInfo("trainInfo", "read", "列车动态：晚点/取消/停运，预计到站时间"),
        "depositRefund": ToolInfo("depositRefund", "write", "押金退款：原路退回"),
        "orderCancel": ToolInfo("orderCancel", "write", "取消订单"),
        "lineSuspend": ToolInfo("lineSuspend", "write", "停机（挂失停机/主动停机）"),
        "mailSend": ToolInfo("mailSend", "write", "给用户发邮件"),
    }
)


hiring_claims = partial(claim_fields, fields="verb kind")


grammar_claims = partial(claim_fields, fields="verb kind quantity")


fee_claims = partial(claim_fields, fields="verb kind")


MEMBER_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("GetMember", "read", "Read a member's profile and points"),
            ToolInfo("SendRewardMail", "write", "Send an in-app mail with attachments (compensation) to members"),
            ToolInfo("GrantBadge", "write", "Grant badges/points directly to a member's profile"),
            ToolInfo("RefundFee", "write", "Refund a membership fee to the original payment method"),
            ToolInfo("PlaceOrder", "write", "Place an order for merchandise"),
            ToolInfo("open_case", "write", "为宠物保单新建理赔案件，返回案件号"),
            ToolInfo("assign_agent", "write", "为理赔案件指派理赔专员"),
            ToolInfo("send_sms", "write", "向会员手机发送短信"),
        )
    }
)


def member_flagged(text: str, *tools: str) -> bool:
    """Whether any claim of ``text`` is flagged, its ``[evt:a]``, ``[evt:b]`` … verified calls of ``tools`` in turn."""
    return any_flagged(text, {chr(ord("a") + k): (tool, "verified") for k, tool in enumerate(tools)}, MEMBER_TOOLS)


def member_claims(text: str) -> list[tuple[str, str, int]]:
    """The claims read from ``text`` (not a cited sentence's statement of what its calls show)."""
    return [(c.verb, c.kind, c.quantity) for c in find_claims(text, MEMBER_TOOLS).claims if c.verb != CITED_STATE]


LIBRARY = vocabulary(
    ToolInfo("query_loans", "read", "查询读者的借阅记录与逾期罚款"),
    ToolInfo("renew_loan", "write", "为读者续借图书，延长归还期限"),
    ToolInfo("pay_fine", "write", "从读者账户余额缴纳逾期罚款"),
    ToolInfo("freeze_card", "write", "挂失并冻结读者的借书卡"),
    ToolInfo("send_email", "write", "给读者发送电子邮件"),
    ToolInfo("send_reminder", "write", "给读者发送短信提醒"),
    ToolInfo("rent_locker", "write", "办理储物柜租用、续租或退租"),
    ToolInfo("cancel_hold", "write", "取消读者尚未取书的图书预约"),
)


SCHOOL = vocabulary(
    ToolInfo("getEnrolment", "read", "Fetch a student's enrolment, classes and balance."),
    ToolInfo("payTuition", "write", "Charge the tuition fee to the family's stored card."),
    ToolInfo("pushNotice", "write", "Send a push notification to a parents' or students' chat group."),
)


coupon_kinds = partial(claim_fields, vocabulary=COUPON_TOOLS, fields="kind")


SHOP = writes(
    ("create_resend_order", "创建补发单，给客户补寄商品"),
    ("send_sms", "给客户发送短信"),
    ("approveClaim", "审批通过员工报销单"),
    ("reimburseStaff", "将报销款转入员工的银行账户"),
)


shop_flagged = partial(flagged_verbs, vocabulary=SHOP)


CARD = Vocabulary(
    {
        "waive_fee": ToolInfo("waive_fee", "write", "Refund a fee"),
        "set_limit": ToolInfo("set_limit", "write", "Apply a credit-limit change"),
        "freeze_card": ToolInfo("freeze_card", "write", "Temporarily freeze a debit or credit card"),
        "enrol": ToolInfo("enrol", "write", "Enrol a student into a class"),
        "send_sms": ToolInfo("send_sms", "write", "Send a text message to the customer"),
        "move_lesson": ToolInfo("move_lesson", "write", "Move a lesson to another time slot"),
    }
)


COURIER_DESK = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("mcp__jira__create_issue", "write", "新建一张工单"),
            ToolInfo("mcp__slack__post_message", "write", "在 Slack 频道里发消息"),
        )
    }
)


HELPDESK = vocabulary(
    ToolInfo("vpn_reset", "write", "重置员工的 VPN 证书"),
    ToolInfo("door_unlock", "write", "解锁员工的门禁卡"),
    ToolInfo("chat_send", "write", "发送 IM 消息"),
)
