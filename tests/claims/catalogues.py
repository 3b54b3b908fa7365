"""The invented tool catalogues of the claims tests that English and Chinese concern files share, and the readers
bound to them; the ones of one language are in en_catalogues.py and zh_catalogues.py."""

from __future__ import annotations

from functools import partial

from agentops.claims.detect import CITED_STATE, find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged, claim_fields, claimed_verbs, flagged_verbs, judged


def writes(*tools: tuple[str, str]) -> Vocabulary:
    """An agent's write tools, each a name and its description."""
    return Vocabulary({name: ToolInfo(name, "write", description) for name, description in tools})


SNAPSHOT_VOCAB = Vocabulary(
    {
        "snap_delete": ToolInfo("snap_delete", "write", "Delete one snapshot"),
        "refund_one": ToolInfo("refund_one", "write", "Refund one order to the original payment method"),
        "sms_send": ToolInfo("sms_send", "write", "Send a text message to one phone number"),
        "mail_send": ToolInfo("mail_send", "write", "Send an email to one customer"),
        "file_remove": ToolInfo("file_remove", "write", "Delete one stored file"),
    }
)


def snapshot_calls(tool: str, n: int, first: str = "a") -> dict[str, tuple[str, str]]:
    return {chr(ord(first) + k): (tool, "verified") for k in range(n)}


def snapshot_cites(n: int, first: str = "a") -> str:
    return " ".join(f"[evt:{chr(ord(first) + k)}]" for k in range(n))


SUPPLIER_VOCAB = Vocabulary(
    {
        "void_bill": ToolInfo("void_bill", "write", "Void one customer invoice"),
        "pay_supplier": ToolInfo("pay_supplier", "write", "Pay one supplier invoice by ACH or check"),
        "list_bills": ToolInfo("list_bills", "read", "List the open supplier invoices"),
        "sms_send": ToolInfo("sms_send", "write", "Send a text message to one phone number"),
        "mail_send": ToolInfo("mail_send", "write", "Send an email to one customer"),
        "file_docs": ToolInfo("file_docs", "write", "提交一位客户的清关资料"),
        "sms_zh": ToolInfo("sms_zh", "write", "给一位客户发送短信提醒"),
        "pay_out": ToolInfo("pay_out", "write", "给一位员工发放工资"),
        "remit": ToolInfo("remit", "write", "Email a remittance advice to one supplier"),
        "approve_claim": ToolInfo(
            "approve_claim", "write", "Approve an expense claim; it is paid with the next reimbursement batch."
        ),
        "newsletter": ToolInfo("newsletter", "write", "Send a campaign to all subscribers of a list"),
    }
)


FITTER_VOCAB = Vocabulary(
    {
        "assign_fitter": ToolInfo("assign_fitter", "write", "Assign a technician to one repair ticket"),
        "book_visit": ToolInfo("book_visit", "write", "为一位业主预约一次上门量房"),
        "mail_owner": ToolInfo("mail_owner", "write", "给一户业主发送一封邮件"),
        "invite_send": ToolInfo("invite_send", "write", "Email one member their renewal invitation"),
        "member_list": ToolInfo("member_list", "read", "List the members of a club"),
    }
)


CRM_TOOLS = Vocabulary(
    {
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer or a team"),
        "send_sms": ToolInfo("send_sms", "write", "Send a text message to a phone number"),
        "send_push": ToolInfo("send_push", "write", "Push notification to the mobile app"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "create_ticket": ToolInfo("create_ticket", "write", "Create a ticket, incident, account or record"),
        "lookup_order": ToolInfo("lookup_order", "read", "Read an order"),
    }
)


crm_verbs = partial(claimed_verbs, vocabulary=CRM_TOOLS)


def crm_flagged(text: str, tool: str) -> list[str]:
    """The verbs of ``text``'s flagged claims, its ``[evt:a]`` a verified call of ``tool``."""
    return [c.verb for c, verdict in judged(text, {"a": tool}, CRM_TOOLS) if verdict.flagged]


DESK_TOOLS = Vocabulary(
    {
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer or a team"),
        "send_sms": ToolInfo("send_sms", "write", "Send a text message to a phone number"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "create_ticket": ToolInfo("create_ticket", "write", "Create a ticket, incident, account or record"),
        "lookup_order": ToolInfo("lookup_order", "read", "Read an order"),
    }
)


desk_verbs = partial(claimed_verbs, vocabulary=DESK_TOOLS)


desk_counts = partial(claim_fields, vocabulary=DESK_TOOLS, fields="verb quantity")


DOCK_VOCAB = Vocabulary(
    {
        "acct_credit": ToolInfo("acct_credit", "write", "Apply a one-time credit to a customer's account"),
        "fee_refund": ToolInfo("fee_refund", "write", "Refund one fee to the card it was charged to"),
        "dock_book": ToolInfo("dock_book", "write", "Book a dock appointment slot at a warehouse"),
        "driver_text": ToolInfo("driver_text", "write", "Send a text message to a driver's phone"),
        "claims.review": ToolInfo("claims.review", "write", "复核一张报销单（通过或驳回）"),
        "claims.payout": ToolInfo("claims.payout", "write", "给一位员工打款报销金额"),
    }
)


def vocabulary(*tools: ToolInfo) -> Vocabulary:
    return Vocabulary({t.name: t for t in tools})


def rental_claims(text: str, vocabulary: Vocabulary) -> list[tuple[str, str, int]]:
    """The claims read from ``text`` (not a cited sentence's statement of what its calls show)."""
    return [(c.verb, c.kind, c.quantity) for c in find_claims(text, vocabulary).claims if c.verb != CITED_STATE]


EN = Vocabulary(
    {
        "tariff_switch": ToolInfo("tariff_switch", "write", "Change a line's tariff, or add/remove an add-on."),
        "deposit_refund": ToolInfo("deposit_refund", "write", "Refund a deposit to the original card."),
        "shuttle_rebook": ToolInfo("shuttle_rebook", "write", "Move a passenger to another shuttle departure."),
        "warranty_file": ToolInfo("warranty_file", "write", "File a warranty claim with the manufacturer."),
        "ledger_get": ToolInfo("ledger_get", "read", "Read the payment ledger of an account."),
        "train_status": ToolInfo("train_status", "read", "Live status of a train: delays, cancellations, platform."),
    }
)


ROOMS_TOOLS = writes(
    ("rooms.reserve", "reserve a meeting room"),
    ("mail.send", "send an email"),
    ("refunds.create", "refund a payment"),
    ("sms.send", "发送通知短信"),
    ("repair.ticket_create", "创建维修工单"),
)


rooms_verbs = partial(claimed_verbs, vocabulary=ROOMS_TOOLS)


def tools(*specs: tuple[str, str, str]) -> Vocabulary:
    """An agent's tools, each a name, its effect and its description."""
    return Vocabulary({name: ToolInfo(name, effect, description) for name, effect, description in specs})


CARD_TOOLS = tools(
    ("report_lost", "write", "挂失银行卡"),
    ("reissue", "write", "补办新卡"),
    ("sms", "write", "发送短信通知"),
    ("reship", "write", "Ship a replacement order"),
    ("orders.search", "read", "Search the customer's orders"),
    ("checklist.get", "read", "Read an onboarding checklist"),
    ("refund", "write", "Refund a payment"),
)


card_verbs = partial(claimed_verbs, vocabulary=CARD_TOOLS)


#: A vet clinic's desk: English and Chinese descriptions.
VET_DESK = (
    ToolInfo("lookupPet", "read", "Look up a pet's record, owner and vaccinations."),
    ToolInfo("bookVisit", "write", "Book or move a vet visit."),
    ToolInfo("refundDeposit", "write", "Refund a visit deposit to the owner's card."),
    ToolInfo("remindOwner", "write", "Send an SMS or email reminder to a pet owner."),
    ToolInfo("shipFood", "write", "Ship a prescription food order to the owner."),
    ToolInfo("registerClass", "write", "为宠物主人报名训练课"),
    ToolInfo("sendNotice", "write", "给宠物主人发送短信通知"),
)


VET_TOOLS = Vocabulary({t.name: t for t in VET_DESK})


def vet_flagged(text: str, **calls: str) -> bool:
    """Whether any claim of ``text`` is flagged; each ``[evt:x]`` is ``calls[x]`` = "tool" (a verified call of this
    run) or "tool/unconfirmed" (executed, never verified); an id ``calls`` lacks names no event."""
    ends = {eid: (spec.partition("/")[0], spec.partition("/")[2] or "verified") for eid, spec in calls.items()}
    return any_flagged(text, ends, VET_TOOLS)


VENDOR_VOCAB = Vocabulary(
    {
        "order_refund": ToolInfo("order_refund", "write", "Refund an order to the original card"),
        "mail_send": ToolInfo("mail_send", "write", "Send an email to a customer"),
        "case_status": ToolInfo("case_status", "write", "Move a case to a new status (open, closed)"),
        "vendor_pay": ToolInfo("vendor_pay", "write", "Pay a vendor invoice by bank transfer"),
        "status_set": ToolInfo("status_set", "write", "修改工单状态（处理中、已关闭）"),
    }
)


def verified(eid: str, tool: str) -> dict[str, tuple[str, str]]:
    return {eid: (tool, "verified")}


SUBSCRIPTION_TOOLS = Vocabulary(
    {
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "cancel_subscription": ToolInfo("cancel_subscription", "write", "Cancel or delete a subscription"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer or a team"),
        "send_sms": ToolInfo("send_sms", "write", "Send a text message to a phone number"),
        "send_push": ToolInfo("send_push", "write", "Push notification to the mobile app"),
        "notify_customer": ToolInfo("notify_customer", "write", "Notify the customer on their preferred channel"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
    }
)


subscription_verbs = partial(claimed_verbs, vocabulary=SUBSCRIPTION_TOOLS)


subscription_flagged = partial(flagged_verbs, vocabulary=SUBSCRIPTION_TOOLS)


found = partial(claim_fields, fields="verb kind")
