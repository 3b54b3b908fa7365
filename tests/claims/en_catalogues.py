"""The invented tool catalogues of the English claims tests (tests/claims/test_claims_en_*.py) that several of
them share, and the readers bound to them (the verbs, kinds, counts and verdicts of a reply's claims)."""

from __future__ import annotations

from functools import partial

from agentops.claims.detect import CITED_STATE, find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, judge
from tests.claims.catalogues import vocabulary
from tests.claims.judging import any_flagged, claim_fields, claimed_verbs, flagged_verbs, judged

CLINIC = Vocabulary(
    {
        "undelete_file": ToolInfo("undelete_file", "write", "Bring back a deleted file from the bin"),
        "purge_file": ToolInfo("purge_file", "write", "Delete a file for good"),
        "send_remittance": ToolInfo("send_remittance", "write", "Email a remittance advice to a supplier"),
        "change_plan": ToolInfo("change_plan", "write", "Change a patient's payment plan"),
        "add_carer": ToolInfo("add_carer", "write", "Give a carer access to a patient's portal"),
        "read_chart": ToolInfo("read_chart", "read", "Read a patient's chart"),
    }
)


clinic_flagged = partial(flagged_verbs, vocabulary=CLINIC)


clinic_verbs = partial(claimed_verbs, vocabulary=CLINIC)


SEAT_TOOLS = Vocabulary(
    {
        "bookings.get": ToolInfo("bookings.get", "read", "Fetch a booking and its seats."),
        "bookings.upgrade_seat": ToolInfo("bookings.upgrade_seat", "write", "Upgrade a passenger's seat."),
        "accounts.add_discount": ToolInfo("accounts.add_discount", "write", "Add a discount to a customer account."),
        "firewall.open_port": ToolInfo("firewall.open_port", "write", "Open a port on a firewall."),
        "flags.set": ToolInfo("flags.set", "write", "Turn a feature flag on or off for a segment."),
    }
)


#: How a test's call ended: the status its event holds, and who verified it.
SEAT_ENDS = {
    "verified": ("CONFIRMED", "server", True),
    "executed": ("TOOL_EXECUTED", "server", False),
    "compensated": ("COMPENSATED", "server", False),
    "agent": ("CONFIRMED", "agent", False),
}


def seat_flagged(text: str, calls: dict[str, tuple[str, str]]) -> bool:
    """Whether any claim of ``text`` is flagged, each ``[evt:x]`` a call of ``calls[x]`` = (tool, how it ended)."""
    evidence = {}
    for eid, (tool, end) in calls.items():
        status, by, verified = SEAT_ENDS[end]
        effect = SEAT_TOOLS.tools[tool].effect
        evidence[eid] = Evidence(eid, "run", "ToolResult", tool, effect, status, f"run:{eid}", verified, by)
    detection = find_claims(text, SEAT_TOOLS)
    return any(
        judge(
            c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=SEAT_TOOLS, peers=detection.claims
        ).flagged
        for c in detection.claims
    )


STATED = [
    ("Booking QX-11 is in seat 2A now [evt:a].", "bookings.upgrade_seat"),
    ("The loyalty discount is on her account for March [evt:a].", "accounts.add_discount"),
    ("Port 8443 is open on the staging firewall now [evt:a].", "firewall.open_port"),
    ("Feature flag dark_mode: on for every beta user [evt:a].", "flags.set"),
    ("- Staging firewall: 8443 open [evt:a]", "firewall.open_port"),
    ("Per her request the discount is on the account now [evt:a].", "accounts.add_discount"),
]


STORE_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("get_order", "read", "Fetch an order with its payments and shipments."),
            ToolInfo("refund_payment", "write", "Refund a payment to the card it came from."),
            ToolInfo("apply_store_credit", "write", "Add store credit (gift-card balance) to a customer account."),
            ToolInfo("send_replacement", "write", "Create a free replacement order and ship it to the customer."),
            ToolInfo("email_customer", "write", "Email the customer."),
            ToolInfo("restart_deployment", "write", "Restart the pods of a deployment."),
            ToolInfo("scale_deployment", "write", "Set how many replicas a deployment runs."),
            ToolInfo("merge_pr", "write", "Merge a pull request."),
            ToolInfo("deploy_release", "write", "Deploy a release to an environment."),
            ToolInfo("rollback_release", "write", "Roll an environment back to its previous release."),
            ToolInfo("ack_page", "write", "Acknowledge a pager alert."),
            ToolInfo("post_chat", "write", "Post a message to a chat channel."),
            ToolInfo("pay_bill", "write", "Pay a supplier bill now by bank transfer."),
            ToolInfo("schedule_bill", "write", "Schedule a supplier bill for payment on a later date."),
            ToolInfo("record_journal_entry", "write", "Post a journal entry to the general ledger."),
            ToolInfo("approve_claim", "write", "Approve an employee's expense claim for reimbursement."),
            ToolInfo("add_to_waitlist", "write", "Put a patient on a clinic's waitlist."),
            ToolInfo("book_flight", "write", "Book and ticket a flight, charging the card on file."),
            ToolInfo("BookVisit", "write", "Book a patient visit with a provider."),
            ToolInfo(
                "ats_reject_candidate", "write", "Reject a candidate in the ATS. This does not email the candidate."
            ),
            ToolInfo("RescheduleVisit", "write", "Move an existing visit to a new slot."),
            ToolInfo("hold_fare", "write", "Hold a fare for a day without charging the card (not a booking)."),
            ToolInfo(
                "submit_refill_request",
                "write",
                "Submit a refill request to the prescriber for review (does not send a prescription to the pharmacy).",
            ),
        )
    }
)


#: How a test's call ended: the status its event holds, and whether the server verified it.
STORE_ENDS = {"verified": ("CONFIRMED", True), "compensated": ("COMPENSATED", False)}


def store_flagged(text: str, calls: dict[str, tuple[str, str]] | None = None) -> bool:
    """Whether any claim of ``text`` is flagged, each ``[evt:x]`` a call of ``calls[x]`` = (tool, how it ended)."""
    evidence = {}
    for eid, (tool, end) in (calls or {}).items():
        status, verified = STORE_ENDS[end]
        info = STORE_TOOLS.tools[tool]
        evidence[eid] = Evidence(eid, "run", "ToolResult", tool, info.effect, status, f"run:{eid}", verified, "server")
    detection = find_claims(text, STORE_TOOLS)
    return any(
        judge(
            c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=STORE_TOOLS, peers=detection.claims
        ).flagged
        for c in detection.claims
    )


def store_cited(text: str, tool: str, end: str = "verified") -> bool:
    """Whether ``text``, its one citation ``[evt:a]`` a call of ``tool``, is flagged."""
    return store_flagged(text, {"a": (tool, end)})


ORDER_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("lookup_order", "read", "Read an order: its items, payments and shipments."),
            ToolInfo("refund_order", "write", "Refund an order to the card it was paid with."),
            ToolInfo("email_customer", "write", "Email the customer."),
            ToolInfo("add_order_note", "write", "Add an internal note to an order."),
            ToolInfo("grant_credit", "write", "Add store credit to a customer account."),
            ToolInfo("mcp__kube__restart", "write", "Trigger a rolling restart of one deployment (all its pods)."),
            ToolInfo("mcp__kube__rollback", "write", "Roll a deployment back to a previous revision."),
            ToolInfo("mcp__kube__scale", "write", "Set the replica count of a deployment."),
            ToolInfo("mcp__kube__pods", "read", "List the pods of a deployment."),
            ToolInfo("mcp__pagerduty__ack", "write", "Acknowledge a PagerDuty incident."),
            ToolInfo("mcp__statuspage__update", "write", "Create or update an incident on the public status page."),
            ToolInfo("mcp__datadog__mute", "write", "Mute a Datadog monitor for a duration."),
            ToolInfo("mcp__slack__post", "write", "Post a message to a Slack channel."),
            ToolInfo("mcp__ci__run", "read", "Read a CI workflow run and its jobs."),
            ToolInfo("mcp__ci__rerun", "write", "Re-run a CI workflow run."),
            ToolInfo("provision_login", "write", "Create a login for a new hire."),
        )
    }
)


def order_flagged(text: str, calls: dict[str, tuple[str, str]] | None = None) -> bool:
    """Whether any claim of ``text`` is flagged, each ``[evt:x]`` a call of ``calls[x]`` = (tool, how it ended)."""
    return any_flagged(text, calls or {}, ORDER_TOOLS)


def order_cited(text: str, tool: str, end: str = "verified") -> bool:
    """Whether ``text``, its one citation ``[evt:a]`` a call of ``tool``, is flagged."""
    return order_flagged(text, {"a": (tool, end)})


LEASE_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("get_lease", "read", "Read a lease: tenant, rent, deposit and its renewal date."),
            ToolInfo("check_permit", "read", "Look up the permit rules for a kind of renovation."),
            ToolInfo("refund_deposit", "write", "Refund a tenant's deposit to their bank account."),
            ToolInfo("schedule_repair", "write", "Book a contractor's visit for a repair."),
            ToolInfo("text_tenant", "write", "Send an SMS to a tenant's phone."),
            ToolInfo("email_tenant", "write", "Email a tenant."),
            ToolInfo("add_contents_cover", "write", "Purchase a contents insurance cover for a tenancy."),
            ToolInfo("assign_parking", "write", "Assign a parking bay to a tenant."),
            ToolInfo("forward_complaint", "write", "Send a noise complaint to the council's queue."),
            ToolInfo("update_lease", "write", "Update the rent or the dates on a lease."),
        )
    }
)


def lease_flagged(text: str, *tools: str) -> bool:
    """Whether any claim of ``text`` is flagged, its ``[evt:a]``, ``[evt:b]`` … verified calls of ``tools`` in turn."""
    return any_flagged(text, {chr(ord("a") + k): (tool, "verified") for k, tool in enumerate(tools)}, LEASE_TOOLS)


def lease_claims(text: str) -> list[tuple[str, str, int]]:
    """The claims read from ``text`` (not a cited sentence's statement of what its calls show)."""
    return [(c.verb, c.kind, c.quantity) for c in find_claims(text, LEASE_TOOLS).claims if c.verb != CITED_STATE]


PET_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("getPetPolicy", "read", "Read a pet policy: cover, excess and renewal date."),
            ToolInfo("listVisits", "read", "List the booked vet visits of a week."),
            ToolInfo("makePayment", "write", "Send a claim payment (bank transfer) to the payee on file."),
            ToolInfo("bookVisit", "write", "Book a vet visit for a pet."),
            ToolInfo("changeCover", "write", "Change a pet policy's cover or excess."),
            ToolInfo("noteFile", "write", "Append a note to the claim file."),
            ToolInfo("closeClaim", "write", "Close a claim."),
            ToolInfo("emailOwner", "write", "Email the pet's owner."),
            ToolInfo("move_stock", "write", "Create a stock transfer between stores."),
        )
    }
)


def pet_flagged(text: str, *tools: str, ends: tuple[str, ...] = ()) -> bool:
    """Whether any claim of ``text`` is flagged, its ``[evt:a]``, ``[evt:b]`` … calls of ``tools`` in turn
    (verified, unless ``ends`` says how each ended)."""
    how = ends or ("verified",) * len(tools)
    return any_flagged(text, {chr(ord("a") + k): (tool, how[k]) for k, tool in enumerate(tools)}, PET_TOOLS)


def pet_claims(text: str) -> list[tuple[str, str]]:
    """The claims read from ``text`` (not a cited sentence's statement of what its calls show)."""
    return [(c.verb, c.kind) for c in find_claims(text, PET_TOOLS).claims if c.verb != CITED_STATE]


REST_TOOLS = Vocabulary(
    {
        "clinic.appointments.create": ToolInfo(
            "clinic.appointments.create", "write", "Create an appointment for a patient at a time slot."
        ),
        "clinic.patients.update": ToolInfo("clinic.patients.update", "write", "Update fields on a patient chart."),
        "shop.refunds.create": ToolInfo("shop.refunds.create", "write", "Create a refund for a charge."),
        "shop.notes.create": ToolInfo("shop.notes.create", "write", "Create a note on an order."),
        "seats_transfer": ToolInfo("seats_transfer", "write", "Move seats from one account holder to another."),
        "seats_upgrade": ToolInfo("seats_upgrade", "write", "Upgrade seats to a better section of the same show."),
        "transfer_funds": ToolInfo("transfer_funds", "write", "Transfer money between two of the customer's accounts."),
        "slack.post": ToolInfo("slack.post", "write", "Post to a channel."),
        "slack.post_message": ToolInfo("slack.post_message", "write", "Post a message to a Slack channel."),
        "deploy_rollback": ToolInfo("deploy_rollback", "write", "Roll a service back to its previous release."),
        "alerts_list": ToolInfo("alerts_list", "read", "List alerts by service."),
    }
)


rest_flagged = partial(flagged_verbs, vocabulary=REST_TOOLS)


PARCEL_TOOLS = Vocabulary(
    {
        "ship_parcel": ToolInfo("ship_parcel", "write", "Hand a parcel to the carrier."),
        "place_order": ToolInfo("place_order", "write", "Place a purchase order with a supplier."),
        "refund_payment": ToolInfo("refund_payment", "write", "Refund a card payment."),
        "cancel_booking": ToolInfo("cancel_booking", "write", "Cancel a room booking."),
        "send_email": ToolInfo("send_email", "write", "Send an email."),
        "orders_lookup": ToolInfo("orders_lookup", "read", "Look up an order."),
        "gitlab.create_merge_request": ToolInfo("gitlab.create_merge_request", "write", "Open a merge request."),
        "notes_add": ToolInfo("notes_add", "write", "Add a note to a record."),
        "workorders.create": ToolInfo("workorders.create", "write", "Open a maintenance work order for a unit."),
    }
)


parcel_flagged = partial(flagged_verbs, vocabulary=PARCEL_TOOLS)


def parcel_verdicts(text: str, calls: dict[str, str]) -> list[tuple[str, bool]]:
    """(verb, flagged) of each claim, the reply's evidence list bound by kind as the reply path binds it."""
    from agentops.claims.detect import find_claims
    from agentops.claims.verdict import Evidence, judge

    evidence = {
        e: Evidence(e, "run", "ToolResult", t, PARCEL_TOOLS.tools[t].effect, "CONFIRMED", f"run:{e}", True, "server")
        for e, t in calls.items()
    }
    found = find_claims(text, PARCEL_TOOLS)
    return [
        (
            c.verb,
            judge(
                c, run_id="run", evidence=evidence, pool=found.pool, vocabulary=PARCEL_TOOLS, peers=found.claims
            ).flagged,
        )
        for c in found.claims
    ]


PAGE_TOOLS = Vocabulary(
    {
        "confluence.create_page": ToolInfo("confluence.create_page", "write", "Create a page in a Confluence space."),
        "wiki.edit_page": ToolInfo("wiki.edit_page", "write", ""),
        "pagerduty.page_oncall": ToolInfo("pagerduty.page_oncall", "write", "Page the engineer on call."),
        "warehouse.run_sql": ToolInfo(
            "warehouse.run_sql", "write", "Run DML (INSERT, UPDATE, DELETE, MERGE) in the warehouse."
        ),
        "quality.run_checks": ToolInfo("quality.run_checks", "read", "Run the data quality checks."),
        "keys.revoke": ToolInfo("keys.revoke", "write", "Delete an API key."),
        "crew.create_work_order": ToolInfo(
            "crew.create_work_order", "write", "Create a work order for a field technician."
        ),
        "helpdesk.open_ticket": ToolInfo("helpdesk.open_ticket", "write", "Open a support ticket."),
        "delivery.schedule_slot": ToolInfo("delivery.schedule_slot", "write", "Schedule a delivery slot."),
        "billing.list_invoices": ToolInfo("billing.list_invoices", "read", "List a customer's invoices."),
        "billing.refund": ToolInfo("billing.refund", "write", "Refund an invoice."),
        "iam.grant_role": ToolInfo("iam.grant_role", "write", "Grant a role to a user or a service account."),
    }
)


page_flagged = partial(flagged_verbs, vocabulary=PAGE_TOOLS)


PAYMENTS_TOOLS = Vocabulary(
    {
        "orders.lookup": ToolInfo("orders.lookup", "read", "Look up an order and its status."),
        "orders.cancel": ToolInfo("orders.cancel", "write", "Cancel an order."),
        "payments.refund": ToolInfo("payments.refund", "write", "Refund a payment."),
        "payments.charge": ToolInfo("payments.charge", "write", "Charge the card on file."),
        "invoices.void": ToolInfo("invoices.void", "write", "Void an invoice."),
        "email.send": ToolInfo("email.send", "write", "Send an email to a customer."),
        "shipping.track": ToolInfo("shipping.track", "read", "Track a shipment."),
        "accounts.update": ToolInfo("accounts.update", "write", "Update an account's settings or flags."),
        "deploy.run": ToolInfo("deploy.run", "write", "Deploy a fix to production."),
    }
)


payments_flagged = partial(flagged_verbs, vocabulary=PAYMENTS_TOOLS)


DEPLOY_TOOLS = Vocabulary(
    {
        "restart_service": ToolInfo("restart_service", "write", "Restart a service or its pods"),
        "deploy_release": ToolInfo("deploy_release", "write", "Deploy a release to an environment"),
        "merge_pull_request": ToolInfo("merge_pull_request", "write", "Merge a pull request"),
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer or a team"),
        "book_appointment": ToolInfo("book_appointment", "write", "Book a meeting, table, flight or appointment"),
    }
)


def deploy_verdicts(text: str, vocabulary: Vocabulary = DEPLOY_TOOLS, **tools: str) -> list[tuple[str, str]]:
    """(verb, classification) of each claim of ``text``, whose ``[evt:x]`` are verified calls of ``tools[x]``;
    judged as the reply path judges them, with the reply's other claims as peers."""
    return [(c.verb, verdict.classification) for c, verdict in judged(text, tools, vocabulary)]


deploy_kinds = partial(claim_fields, vocabulary=DEPLOY_TOOLS, fields="verb kind")


RECORD_TOOLS = Vocabulary(
    {
        "update_record": ToolInfo("update_record", "write", "Update a record, an account, a card or a document"),
        "send_email": ToolInfo("send_email", "write", "Send an email"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
    }
)


record_verbs = partial(claimed_verbs, vocabulary=RECORD_TOOLS)


record_flagged = partial(flagged_verbs, vocabulary=RECORD_TOOLS)


CONFIG_TOOLS = Vocabulary(
    {
        "set_config": ToolInfo("set_config", "write", "Change a setting: retention, limits, holds"),
        "update_dns": ToolInfo("update_dns", "write", "Point a DNS record at a new target"),
        "run_job": ToolInfo("run_job", "write", "Run a job or a shell command"),
        "book_visit": ToolInfo("book_visit", "write", "Book a site visit"),
        "grant_perk": ToolInfo("grant_perk", "write", "Grant perks or credit to a member"),
        "close_incident": ToolInfo("close_incident", "write", "Close an incident"),
        "resolve_incident": ToolInfo("resolve_incident", "write", "Resolve an incident with a note"),
        "post_channel": ToolInfo("post_channel", "write", "Post a message to a team channel"),
        "lookup": ToolInfo("lookup", "read", "Read a record"),
    }
)


config_verbs = partial(claimed_verbs, vocabulary=CONFIG_TOOLS)


config_flagged = partial(flagged_verbs, vocabulary=CONFIG_TOOLS)


FLAGS_TOOLS = Vocabulary(
    {
        "flags.set": ToolInfo("flags.set", "write", "Turn a feature flag on or off"),
        "archive_project": ToolInfo("archive_project", "write", "Archive a project by id"),
        "newsletter.schedule": ToolInfo(
            "newsletter.schedule", "write", "Schedule a Mailchimp campaign for a future send time"
        ),
        "newsletter.send": ToolInfo("newsletter.send", "write", "Send a Mailchimp campaign now"),
        "site.publishArticle": ToolInfo("site.publishArticle", "write", "Publish a draft article to the website."),
        "tickets.refund": ToolInfo("tickets.refund", "write", "Refund a ticket to the card used"),
        "pto.adjustBalance": ToolInfo("pto.adjustBalance", "write", "Add or remove days from a leave balance"),
        "hr_mail.send": ToolInfo("hr_mail.send", "write", "Send an email from people-ops@ to an employee."),
        "parts.create_replacement_order": ToolInfo(
            "parts.create_replacement_order", "write", "Create a no-charge replacement order and send it to the depot."
        ),
        "orders.create": ToolInfo("orders.create", "write", "Create an order for a customer"),
        "repos.add_collaborator": ToolInfo("repos.add_collaborator", "write", "Grant a user access to a repository"),
        "request_leave": ToolInfo("request_leave", "write", "Send a leave request to the approval queue."),
        "notify.sms": ToolInfo("notify.sms", "write", "Text a member"),
        "idp.reset_mfa": ToolInfo("idp.reset_mfa", "write", "Reset a user's MFA factor; returns an enrolment link."),
        "helpdesk.cases.update": ToolInfo(
            "helpdesk.cases.update", "write", "Update a case: status, tags, internal note or public reply."
        ),
        "lookup": ToolInfo("lookup", "read", "Read a record"),
    }
)


flags_verbs = partial(claimed_verbs, vocabulary=FLAGS_TOOLS)


flags_flagged = partial(flagged_verbs, vocabulary=FLAGS_TOOLS)


INVOICE_TOOLS = Vocabulary(
    {
        "sendInvoiceToCustomer": ToolInfo(
            "sendInvoiceToCustomer", "write", "E-mail the invoice PDF to the customer's billing address on file."
        ),
        "sendOrderToSupplier": ToolInfo("sendOrderToSupplier", "write", "E-mail the order PDF to the supplier."),
        "sendSmsToTenant": ToolInfo("sendSmsToTenant", "write", "Text a tenant."),
        "notify.text": ToolInfo("notify.text", "write", "Send an SMS to one phone number."),
        "notify.mail": ToolInfo("notify.mail", "write", "Send an email."),
        "deploy__diff": ToolInfo("deploy__diff", "read", "Show what a deploy would change, without changing it."),
        "deploy__status": ToolInfo("deploy__status", "read", "Read the state of the last deploy."),
    }
)


invoice_verbs = partial(claimed_verbs, vocabulary=INVOICE_TOOLS)


invoice_flagged = partial(flagged_verbs, vocabulary=INVOICE_TOOLS)


EN_TOOLS = vocabulary(
    ToolInfo("getRental", "read", "Fetch a bike rental with its dates and payment status."),
    ToolInfo("bookRental", "write", "Book a bike rental for one or more riders; charges the stored card."),
    ToolInfo("rebookRental", "write", "Move an existing rental to a different bike, date or shop."),
    ToolInfo("issueRefund", "write", "Refund an amount to the original payment method for a rental."),
    ToolInfo("issueShopVoucher", "write", "Create a shop credit / voucher on a customer's profile."),
    ToolInfo("sendEmail", "write", "Send an email to a rider (receipts, vouchers, confirmations)."),
)


def flagged_en(text: str, *tools: str) -> bool:
    return any_flagged(text, {chr(ord("a") + k): (tool, "verified") for k, tool in enumerate(tools)}, EN_TOOLS)


DENTAL_TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("getAppointment", "read", "Look up a patient's appointments and the clinic's free slots."),
            ToolInfo("bookAppointment", "write", "Book or move a dental appointment slot for a patient."),
            ToolInfo("cancelAppointment", "write", "Cancel a patient's appointment."),
            ToolInfo("refundPayment", "write", "Refund a co-pay or deposit to the patient's card."),
            ToolInfo("sendReminder", "write", "Send an SMS or email reminder to a patient."),
            ToolInfo("updatePatient", "write", "Update a patient's contact details or insurance on file."),
        )
    }
)


def dental_flagged(text: str, **calls: str) -> bool:
    """Whether any claim of ``text`` is flagged; each ``[evt:x]`` is ``calls[x]`` = "tool" (a verified call of this
    run), "tool/agent" (verified by the agent only, which does not count) or "tool/other" (another run's verified
    call); an id ``calls`` lacks names no event."""
    evidence = {}
    for eid, spec in calls.items():
        tool, _, how = spec.partition("/")
        run = "other-run" if how == "other" else "run"
        verified = how != "agent"
        effect = DENTAL_TOOLS.tools[tool].effect
        by = "agent" if how == "agent" else "server"
        evidence[eid] = Evidence(eid, run, "ToolResult", tool, effect, "CONFIRMED", f"{run}:{eid}", verified, by)
    detection = find_claims(text, DENTAL_TOOLS)
    return any(
        judge(
            c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=DENTAL_TOOLS, peers=detection.claims
        ).flagged
        for c in detection.claims
    )


def payments_verdicts(text: str, status: str, tool: str) -> list[bool]:
    evidence = {
        "a": Evidence("a", "run", "ToolResult", tool, "write", status, "run:a", status == "CONFIRMED", "server")
    }
    detection = find_claims(text, PAYMENTS_TOOLS)
    return [
        judge(
            c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=PAYMENTS_TOOLS, peers=detection.claims
        ).flagged
        for c in detection.claims
    ]


DOTTED = Vocabulary(
    {
        "mail.send": ToolInfo("mail.send", "write", "Email a member or a colleague"),
        "billing.post_credit": ToolInfo("billing.post_credit", "write", "Post a credit to a member account"),
        "rooms.book": ToolInfo("rooms.book", "write", "Book a meeting room"),
        "members.lookup": ToolInfo("members.lookup", "read", "Read a member record"),
    }
)


BURSAR_DESK = Vocabulary(
    {
        "open_case": ToolInfo("open_case", "write", "Open a support case"),
        "send_note": ToolInfo("send_note", "write", "Send an email note to a customer"),
        "update_case": ToolInfo("update_case", "write", "Change the status or owner of a case"),
        "give_voucher": ToolInfo("give_voucher", "write", "Issue a printable voucher to a guest"),
        "refund_fee": ToolInfo("refund_fee", "write", "Refund a fee to the original card"),
        "reassign_locker": ToolInfo("reassign_locker", "write", "Transfer a locker to another member"),
        "end_membership": ToolInfo("end_membership", "write", "Cancel a recurring membership"),
        "read_case": ToolInfo("read_case", "read", "Read a case"),
    }
)


dotted_flagged = partial(flagged_verbs, vocabulary=DOTTED)


bursar_flagged = partial(flagged_verbs, vocabulary=BURSAR_DESK)


bursar_verbs = partial(claimed_verbs, vocabulary=BURSAR_DESK)


def kinds_with(text: str, vocab: Vocabulary | None = None) -> list[str]:
    return [c.kind for c in find_claims(text, vocab).claims]


PAY_BOOK_PUSH_TOOLS = Vocabulary(
    {
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "book_appointment": ToolInfo("book_appointment", "write", "Book a meeting, table, flight or appointment"),
        "send_push": ToolInfo("send_push", "write", "Push notification to the mobile app"),
        "lookup_order": ToolInfo("lookup_order", "read", "Read an order"),
    }
)


def classified(text: str, **tools: str) -> list[str]:
    """The classification of each claim of ``text``, whose citations ``[evt:x]`` are verified calls of
    ``tools[x]``."""
    evidence = {
        eid: Evidence(
            eid,
            "run",
            "ToolResult",
            tool,
            PAY_BOOK_PUSH_TOOLS.tools[tool].effect,
            "CONFIRMED",
            f"run:{eid}",
            True,
            "server",
        )
        for eid, tool in tools.items()
    }
    detection = find_claims(text, PAY_BOOK_PUSH_TOOLS)
    return [
        judge(c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=PAY_BOOK_PUSH_TOOLS).classification
        for c in detection.claims
    ]
