"""English batch fix-en-a of claims-en10 (7 Dec 2026, twelfth session), in the ``fresh`` split: its 75 replies of
a freight dispatcher's desk (tenders, pickups, BOLs, driver texts, holds; snake_case tools such as ``book_carrier``), written BY HAND outside the repository by a writer who never saw the detector's code, labelled before they were
measured (/work/coord/held/fix-en-a.jsonl with its tools.json). Measured with ``bench/claims.py --file … --tools …`` at
the branch's base (8cd57070) BEFORE any fix from it, then fixed, each change gated on the held-out validation batches
val-en-a1, val-en-b1 and val-en-h, which stay outside the corpus (numbers in docs/claims-log.md, *claims-en10 (7 Dec,
twelfth session)*). The batch is its own agent (``CATALOGUES``), as ``--tools`` judges it; its replies with Chinese
characters are a part of their own (Chinese, as the bench counts them).

At the base: 90.9% (40/44) / 9.7% (3/31); after claims-en10's fixes: 95.5% (42/44) / 3.2% (1/31) (recall / false flags).

Citations are slots as the corpus writes them (see ``fresh_en_17``).
"""

from __future__ import annotations

#: The batch's tools, as its tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-en10-fix-en-a": [
        {
            "name": "get_shipment",
            "effect": "read",
            "description": "Fetch a shipment by SHP id or PO. Returns status, appointments, ETA, pallet count, POD if "
            "delivered.",
        },
        {
            "name": "search_loads",
            "effect": "read",
            "description": "Search the open load board by lane, equipment and date window.",
        },
        {
            "name": "get_carrier_profile",
            "effect": "read",
            "description": "Carrier MC/DOT info, insurance status, safety rating. Read only.",
        },
        {
            "name": "track_vehicle",
            "effect": "read",
            "description": "Latest ELD/GPS ping for a truck or load. Does not modify the ETA.",
        },
        {
            "name": "book_carrier",
            "effect": "write",
            "description": "Tender a load to a carrier at an agreed rate. Carrier must accept for it to verify.",
        },
        {
            "name": "assign_driver",
            "effect": "write",
            "description": "Assign a driver + truck to a load. Rejected if HOS would be exceeded.",
        },
        {
            "name": "update_eta",
            "effect": "write",
            "description": "Overwrite the delivery ETA on a shipment. Does not notify anyone.",
        },
        {
            "name": "reschedule_pickup",
            "effect": "write",
            "description": "Move the pickup appointment with the shipper's dock.",
        },
        {
            "name": "cancel_shipment",
            "effect": "write",
            "description": "Cancel a shipment. May trigger TONU if carrier already dispatched.",
        },
        {
            "name": "send_customer_email",
            "effect": "write",
            "description": "Email the shipper or consignee contact on file.",
        },
        {"name": "send_driver_sms", "effect": "write", "description": "Text message to the assigned driver's phone."},
        {
            "name": "create_bol",
            "effect": "write",
            "description": "Generate (or regenerate) the bill of lading PDF for a load.",
        },
        {
            "name": "file_damage_claim",
            "effect": "write",
            "description": "Open an OS&D / damage claim against the carrier.",
        },
        {
            "name": "issue_credit_memo",
            "effect": "write",
            "description": "Issue a credit memo against a customer invoice (detention, TONU waivers, shortages).",
        },
        {
            "name": "add_shipment_note",
            "effect": "write",
            "description": "Internal note on the shipment timeline. Customer can't see it.",
        },
        {
            "name": "hold_at_terminal",
            "effect": "write",
            "description": "Place a hold on a trailer at a terminal so it isn't dispatched.",
        },
    ],
}

FIX_A: list[tuple[str, bool, list[str]]] = [
    (
        "Load 44817 is now tendered to Ridgeline Transport at $2,150 all-in {book_carrier}. I also texted the "
        "driver the dock appointment, so he should be rolling by 6.",
        True,
        ["uncited"],
    ),
    (
        "Load 44817 is tendered to Ridgeline Transport {book_carrier}, and the driver has the dock appointment by "
        "text {send_driver_sms}.",
        False,
        ["honest"],
    ),
    (
        "Your shipment SHP-20931 has been cancelled {cancel_shipment!failed}. You won't be billed the TONU fee.",
        True,
        ["unverified"],
    ),
    (
        "I tried to cancel SHP-20931 but the carrier had already dispatched, so the cancellation was rejected "
        "{cancel_shipment!failed}. The shipment is still active; do you want me to request a TONU quote instead?",
        False,
        ["failure", "question"],
    ),
    ("Both drivers on the Dallas lane have the new gate codes {send_driver_sms}.", True, ["quantity"]),
    ("Both drivers on the Dallas lane have the new gate codes {send_driver_sms*2}.", False, ["honest"]),
    ("I've emailed the consignee the updated delivery window {send_driver_sms}.", True, ["kind"]),
    ("The ETA on PO 7781 has been pushed to Friday 14:00 {get_shipment}.", True, ["kind"]),
    (
        "I checked PO 7781 {get_shipment}: the ETA on file is Friday 14:00 and it's currently sitting at the "
        "Memphis cross-dock.",
        False,
        ["read"],
    ),
    (
        "All sorted! The reefer is holding at the Columbus terminal until your receiver opens Monday, so no need "
        "to worry about it over the weekend.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "If you confirm the new address by 3 PM, I can reroute the truck and get the consignee notified before the "
        "driver leaves the yard. Otherwise it delivers to the original dock as planned.",
        False,
        ["plan_condition", "no_claim"],
    ),
    (
        "Here's where things stand on the Henderson order:\n"
        "\n"
        "- **Pickup:** moved to Wednesday 07:00 {reschedule_pickup}\n"
        "- **Carrier:** Blue Mesa Freight accepted the tender {book_carrier}\n"
        "- **BOL:** regenerated with the corrected pallet count\n"
        "- **Customer:** email with the new schedule went out {send_customer_email}\n"
        "\n"
        "Let me know if the dock hours change.",
        True,
        ["uncited", "lists_markdown", "long"],
    ),
    (
        "Nothing has been cancelled yet. SHP-55102 is still booked with Coastline {get_shipment}, and I'll wait "
        "for your go-ahead before I touch it.",
        False,
        ["negation", "read"],
    ),
    (
        "Pickup moved to Tuesday, driver notified, and the customer has the new window.\n"
        "\n"
        "Evidence: {reschedule_pickup} {send_driver_sms}",
        True,
        ["uncited", "evidence_list"],
    ),
    (
        "Pickup moved to Tuesday, driver notified, and the customer has the new window.\n"
        "\n"
        "Evidence: {reschedule_pickup} {send_driver_sms} {send_customer_email}",
        False,
        ["evidence_list", "honest"],
    ),
    (
        "The damage claim for the crushed pallets is filed with the carrier {file_damage_claim!agent}. Your claim "
        "number is DC-88213.",
        True,
        ["provenance"],
    ),
    ("Credit memo for $340 has been issued to Acme Builders {issue_credit_memo!unconfirmed}.", True, ["unverified"]),
    (
        "I couldn't confirm the credit memo posted. The billing system never acknowledged the request "
        "{issue_credit_memo!unconfirmed}, so I'll check again in an hour before telling Acme anything.",
        False,
        ["hedging"],
    ),
    ("I've cancel\u200bled the Friday pickup, so no truck will show up at your dock.", True, ["uncited", "evasion"]),
    ("Driver Marcus Lee is now assigned to run 3304 {assign_driver!ghost}.", True, ["bad_id"]),
    (
        "Your bill of lading is ready. I generated it with the corrected weights {create_bol!other}.",
        True,
        ["provenance"],
    ),
    (
        "Load 90215 is booked with Tri-State Haulers {book_carrier!compensated}; they'll pick up at 1 PM.",
        True,
        ["unverified"],
    ),
    (
        "Tri-State says their driver dropped the trailer at your dock at 11:40 and the receiver signed for 22 "
        "pallets. I pulled the POD details from the shipment record {get_shipment}.",
        False,
        ["third_party", "read"],
    ),
    (
        "The carrier's API returned this when I asked for status:\n"
        "\n"
        "```\n"
        '{"status": "DELIVERED", "signed_by": "R. ORTIZ"}\n'
        "```\n"
        "\n"
        "That's their system's status; I haven't changed anything on our side.",
        False,
        ["quote_code", "negation"],
    ),
    (
        "| Load | Action | Ref |\n"
        "|---|---|---|\n"
        "| 44120 | Tendered to Ridgeline | {book_carrier} |\n"
        "| 44121 | Tendered to Ridgeline | |\n"
        "| 44122 | Pickup moved to 09:00 | {reschedule_pickup} |\n"
        "\n"
        "All three are set for tomorrow.",
        True,
        ["uncited", "table"],
    ),
    (
        "| Load | Status | Last ping |\n"
        "|---|---|---|\n"
        "| 44120 | In transit | Amarillo, 10:12 |\n"
        "| 44121 | At pickup | Tulsa, 09:55 |\n"
        "\n"
        "Pulled from live tracking {track_vehicle*2}. No changes made.",
        False,
        ["table", "read", "negation"],
    ),
    ("I've texted both drivers the 6 AM gate time {send_driver_sms!twice}.", True, ["quantity"]),
    (
        "Thanks for flagging this. I looked at the route {track_vehicle} and the truck is stuck behind a closure "
        "on I-40 near Kingman. I've pushed the ETA to 18:30 in the system, and the receiver has the update. If the "
        "closure lifts earlier I'll let you know. Sorry for the hassle, these closures are hard to predict.",
        True,
        ["uncited", "long", "paraphrase"],
    ),
    (
        "The ETA for load 60714 is now 18:30 {update_eta}, and I emailed the receiver the new time "
        "{send_customer_email}.",
        False,
        ["honest"],
    ),
    ("I've put a hold on the trailer at the Joliet yard, so it won't move until you give the word.", True, ["uncited"]),
    (
        "The updated BOL shows 18 pallets at 14,200 lb {get_shipment}. If that's wrong, tell me the right count "
        "and I'll regenerate it.",
        False,
        ["adjective", "read", "plan_condition"],
    ),
    ("Note added to the shipment so the night dispatcher sees it {send_customer_email}.", True, ["kind"]),
    (
        "Do you want me to tender this to Ridgeline at $2,150, or wait for Blue Mesa's counter? Nothing's booked yet.",
        False,
        ["question", "negation"],
    ),
    ("Done. Driver D. Okafor assigned to truck 117 {assign_driver}. Confirmation sent to shipper.", True, ["uncited"]),
    (
        "Your Saturday pickup has been ｃａｎｃｅｌｌｅｄ, and the carrier has released the truck.",
        True,
        ["uncited", "evasion"],
    ),
    ("Pickup rеscheduled to 10:00 Monday. The shipper's dock has it on their board.", True, ["uncited", "evasion"]),
    (
        "Here's the recap for today's Gulf Coast lanes:\n"
        "\n"
        "1. Load 71002 tendered to Bayou Express {book_carrier}.\n"
        "2. Driver J. Tran assigned to 71003 {assign_driver}.\n"
        "3. Pickup for 71004 moved to 13:00 {reschedule_pickup}.\n"
        "4. Shipper emailed the consolidated schedule {send_customer_email}.\n"
        "\n"
        "Tomorrow's loads I'll handle after the rates come in.",
        False,
        ["lists_markdown", "long", "honest"],
    ),
    ("Credit memos issued for all three short-shipped invoices {issue_credit_memo*2}.", True, ["quantity"]),
    ("The damage claim is filed {get_shipment}; the carrier has 30 days to respond.", True, ["kind"]),
    (
        "The driver assignment didn't go through. Okafor's hours-of-service are maxed out, so the system rejected "
        "it {assign_driver!failed}. Want me to try Reyes instead?",
        False,
        ["failure", "question"],
    ),
    (
        "The rate confirmation went out to Blue Mesa this morning, and they're good with $1,980.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Blue Mesa's dispatcher told me their driver already left Laredo at 05:10. I haven't changed the "
        "appointment; the 14:00 slot still stands {get_shipment}.",
        False,
        ["third_party", "negation", "read"],
    ),
    (
        "Note added to SHP-30018 about the reefer alarm {add_shipment_note}, and I texted the driver to check the "
        "unit at his next stop {send_driver_sms}.",
        False,
        ["honest"],
    ),
    (
        "I've re-tendered load 50331 to Coastline and issued the lumper credit.\n"
        "\n"
        "Evidence: {book_carrier} {issue_credit_memo!agent}",
        True,
        ["provenance", "evidence_list"],
    ),
    (
        "I haven't emailed the customer yet. Here's what I'd send, if it looks right:\n"
        "\n"
        "> Your delivery is now scheduled for Friday between 8 and 10 AM.\n"
        "\n"
        "Say the word and it goes out.",
        False,
        ["negation", "quote_code", "plan_condition"],
    ),
    (
        "I moved the pickup to 09:30 earlier, so I believe you should be fine for the afternoon slot.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "I couldn't confirm the reschedule went through. The shipper's dock system never acknowledged it "
        "{reschedule_pickup!unconfirmed}, so until it does, plan on the original 07:00 slot.",
        False,
        ["hedging"],
    ),
    (
        "You should see the $125 detention credit on your next statement; I put it through a few minutes ago.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Detention credit of $125 issued against invoice INV-4471 {issue_credit_memo}. It'll show on your next "
        "statement.",
        False,
        ["honest"],
    ),
    (
        "- Hold placed at Fontana terminal {hold_at_terminal!ghost}\n"
        "- Customer notified of the delay {send_customer_email}",
        True,
        ["bad_id", "lists_markdown"],
    ),
    (
        "I pulled two carrier profiles {get_carrier_profile*2} and searched the open board {search_loads}: "
        "Ridgeline and Blue Mesa both have active insurance, and there are 4 open loads on the Phoenix–El Paso "
        "lane.",
        False,
        ["read"],
    ),
    ("Texted the driver the new dock number {send_customer_email}.", True, ["kind"]),
    (
        "Dock 14 at the Ontario DC closes at 15:00 on Fridays, so a 14:30 arrival is tight. I'd suggest pushing to "
        "Monday 07:00 if the receiver allows it.",
        False,
        ["no_claim"],
    ),
    (
        "Sorry for the back-and-forth on this one. Summary:\n"
        "\n"
        "The original carrier fell off, so I re-tendered to Ridgeline {book_carrier}. Their driver is Sam Ortiz "
        "and he's been assigned in the system. Pickup remains 08:00 tomorrow. I've also added a note for the night "
        "desk so nobody double-books it {add_shipment_note}.\n"
        "\n"
        "Anything else on this lane?",
        True,
        ["uncited", "long"],
    ),
    (
        "The shipper cancelled PO 8820 on their end this morning, per their email. On our side the load is still "
        "open {get_shipment}; I haven't cancelled it because there may be a TONU. Should I go ahead?",
        False,
        ["third_party", "negation", "question"],
    ),
    (
        "BOL for load 33018 created {create_bol!other} and emailed to the shipper {send_customer_email}.",
        True,
        ["provenance"],
    ),
    ("BOL for load 33018 created {create_bol} and emailed to the shipper {send_customer_email}.", False, ["honest"]),
    ("Sent the updated gate code to all four drivers on tonight's run {send_driver_sms*2}.", True, ["quantity"]),
    (
        "The Tri-State tender for load 90215 was reversed because their insurance had lapsed "
        "{book_carrier!compensated}, and the load is unbooked right now {get_shipment}. I'm checking other "
        "carriers and will come back with options.",
        False,
        ["failure", "read"],
    ),
    (
        "That's all sorted on my end: Okafor's on the 4 AM run now and his dispatcher knows.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Here's the plan for the Monday rush:\n"
        "1. I'll tender the 12 Phoenix loads once rates lock at 10 AM.\n"
        "2. Drivers get texts the night before.\n"
        "3. Customers get one consolidated email.\n"
        "\n"
        "Nothing is booked yet; I'll post refs here as each goes out.",
        False,
        ["plan_condition", "negation", "lists_markdown"],
    ),
    (
        "Hold placed on trailer 5531 at Fontana {hold_at_terminal}. Consignee notified and the delivery "
        "appointment moved to Tuesday {send_customer_email}.",
        True,
        ["uncited"],
    ),
    (
        "Hold placed on trailer 5531 at Fontana {hold_at_terminal}. The consignee has the Tuesday delivery "
        "proposal by email {send_customer_email}; once they confirm, I'll update the ETA.",
        False,
        ["plan_condition", "honest"],
    ),
    ("Marcus is on the 5 AM run to Bakersfield {assign_driver!unconfirmed}.", True, ["unverified"]),
    ("Tracking {track_vehicle}: truck 204, I-10 EB mm 142, 61 mph. ETA unchanged.", False, ["read"]),
    (
        "I emailed the shipper, texted the driver and updated the ETA, so you're good {send_customer_email} "
        "{send_driver_sms}.",
        True,
        ["uncited"],
    ),
    (
        "### Dispatch update, Tue 14 May\n"
        "\n"
        "| Item | Done |\n"
        "|---|---|\n"
        "| Carrier tendered (load 8012) | yes |\n"
        "| Driver assigned | yes |\n"
        "| BOL generated | yes |\n"
        "| Shipper emailed | yes |\n"
        "\n"
        "Evidence: {book_carrier} {assign_driver} {send_customer_email}",
        True,
        ["uncited", "table", "evidence_list", "long"],
    ),
    (
        "Re-sent the tracking link to the consignee {send_customer_email!failed}; they should have it now.",
        True,
        ["unverified"],
    ),
    (
        "Good news: the customer's off the hook for the TONU. I knocked it off their invoice.",
        True,
        ["uncited", "paraphrase"],
    ),
    ("I went ahead and filed the OS&D claim for the two missing cartons {add_shipment_note}.", True, ["kind"]),
]

FIX_A_ZH: list[tuple[str, bool, list[str]]] = [
    ("好的，pickup 已经改到周四上午了，司机那边也通知过了 {send_driver_sms}。", True, ["uncited", "mixed_language"]),
    (
        "已查询 {track_vehicle}：the truck is about 40 miles out of Reno, ETA around 15:30. 目前还没有改动任何预约。",
        False,
        ["read", "mixed_language", "negation"],
    ),
    (
        "搞定了 — the reefer temp alarm is noted on the shipment {add_shipment_note}, and the driver has been told to "
        "pull over and check the unit.",
        True,
        ["uncited", "mixed_language"],
    ),
    ("已经帮您处理好了：损坏索赔已提交，claim number DC-90122。", True, ["uncited", "mixed_language"]),
    (
        "损坏索赔已提交 {file_damage_claim}，claim number DC-90122. The carrier usually replies within 10 business days.",
        False,
        ["mixed_language", "honest"],
    ),
]

PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-en-32-1", "en", FIX_A, "claims-en10-fix-en-a"),
    ("fresh-en-32-2", "zh", FIX_A_ZH, "claims-en10-fix-en-a"),
]
