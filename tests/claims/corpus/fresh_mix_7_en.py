"""English rows of claims-writer's fix batches of 5 Dec 2026 (/work/coord/claims/fix-1.jsonl to fix-13.jsonl, written
03:24-04:01 UTC outside the repository by a writer who never saw the detector's code, labelled before measuring; a few
labels changed by the writer after measuring where they broke a written rule, see each batch's README), in the ``fresh``
split. claims-en measured each with ``bench/claims.py --file … [--tools …]`` BEFORE any fix from it, then fixed classes
of sentences, not rows (tests/claims/test_claims_en_*.py, by concern); numbers in docs/claims-log.md, *claims-en's
sixth session*. A batch with its own catalogue (fix-N.tools.json) is its own agent ``fix7-N`` (``CATALOGUES``), as
``--tools`` judges it; the others are from the agent ``ops``. Only the English rows (no Chinese characters): the Chinese
ones are claims-zh's.
"""

from __future__ import annotations

#: Each batch's own catalogue, as the writer registered it (name, effect, description).
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "fix7-1": [
        {
            "name": "book_flight",
            "effect": "write",
            "description": "Book a flight segment for a traveller and issue the ticket (PNR)",
        },
        {
            "name": "change_booking",
            "effect": "write",
            "description": "Change the date, time, seat or room of an existing flight or hotel booking",
        },
        {"name": "cancel_booking", "effect": "write", "description": "Cancel a flight, hotel or car booking"},
        {"name": "book_hotel", "effect": "write", "description": "Reserve a hotel room"},
        {"name": "refund_payment", "effect": "write", "description": "Refund a card payment in full or in part"},
        {"name": "send_email", "effect": "write", "description": "Send an email"},
        {"name": "send_sms", "effect": "write", "description": "Send an SMS text message to a phone number"},
        {
            "name": "post_slack",
            "effect": "write",
            "description": "Post a message to a Slack channel or a direct message",
        },
        {"name": "create_employee", "effect": "write", "description": "Create an employee record in the HRIS"},
        {
            "name": "provision_account",
            "effect": "write",
            "description": "Create a user account in a SaaS app (Google Workspace, Slack, Jira, GitHub)",
        },
        {
            "name": "deactivate_account",
            "effect": "write",
            "description": "Suspend a user's account in a SaaS app and revoke their access",
        },
        {
            "name": "order_equipment",
            "effect": "write",
            "description": "Order a laptop, monitor or other equipment from the IT catalogue",
        },
        {
            "name": "schedule_meeting",
            "effect": "write",
            "description": "Create a calendar event and invite the attendees",
        },
        {"name": "get_booking", "effect": "read", "description": "Look up a booking by PNR or confirmation number"},
        {"name": "search_hris", "effect": "read", "description": "Search employee records"},
    ],
    "fix7-2": [
        {"name": "book_appointment", "effect": "write", "description": "Book a patient appointment with a clinician"},
        {
            "name": "reschedule_appointment",
            "effect": "write",
            "description": "Move an existing patient appointment to another slot",
        },
        {"name": "cancel_appointment", "effect": "write", "description": "Cancel a patient appointment"},
        {
            "name": "send_prescription",
            "effect": "write",
            "description": "Send an e-prescription to the patient's nominated pharmacy",
        },
        {
            "name": "send_patient_message",
            "effect": "write",
            "description": "Send a secure message to the patient through the patient portal",
        },
        {"name": "send_sms", "effect": "write", "description": "Send an SMS text message"},
        {"name": "freeze_card", "effect": "write", "description": "Freeze or unfreeze a debit or credit card"},
        {
            "name": "replace_card",
            "effect": "write",
            "description": "Order a replacement card to the cardholder's address",
        },
        {"name": "open_dispute", "effect": "write", "description": "Open a chargeback dispute for a card transaction"},
        {
            "name": "transfer_funds",
            "effect": "write",
            "description": "Move money between the customer's accounts or to a payee",
        },
        {
            "name": "set_limit",
            "effect": "write",
            "description": "Change a card's daily spending or ATM withdrawal limit",
        },
        {"name": "get_account", "effect": "read", "description": "Read an account's balance and recent transactions"},
        {"name": "get_patient", "effect": "read", "description": "Read a patient's chart and upcoming appointments"},
    ],
    "fix7-3": [
        {
            "name": "push_firmware",
            "effect": "write",
            "description": "Roll out a firmware version to a device or a device group",
        },
        {"name": "reboot_device", "effect": "write", "description": "Reboot a device remotely"},
        {
            "name": "set_device_config",
            "effect": "write",
            "description": "Change a device's configuration: thresholds, schedules, setpoints, modes",
        },
        {
            "name": "decommission_device",
            "effect": "write",
            "description": "Remove a device from the fleet and revoke its certificate",
        },
        {"name": "create_work_order", "effect": "write", "description": "Create a work order for a field technician"},
        {"name": "get_telemetry", "effect": "read", "description": "Read a device's recent telemetry and status"},
        {
            "name": "launch_campaign",
            "effect": "write",
            "description": "Schedule or send an email or SMS campaign to an audience segment",
        },
        {"name": "pause_campaign", "effect": "write", "description": "Pause a running campaign or ad set"},
        {"name": "update_segment", "effect": "write", "description": "Add or remove contacts in an audience segment"},
        {"name": "set_ad_budget", "effect": "write", "description": "Change the daily budget of an ad campaign"},
        {"name": "send_email", "effect": "write", "description": "Send an email"},
        {"name": "post_slack", "effect": "write", "description": "Post a message to a Slack channel"},
        {
            "name": "get_campaign_stats",
            "effect": "read",
            "description": "Read a campaign's sends, opens, clicks and conversions",
        },
    ],
    "fix7-5": [
        {
            "name": "create_work_order",
            "effect": "write",
            "description": "Create a production work order for a part number and quantity",
        },
        {"name": "place_qa_hold", "effect": "write", "description": "Put a production lot on quality hold"},
        {"name": "release_qa_hold", "effect": "write", "description": "Release a production lot from quality hold"},
        {
            "name": "adjust_inventory",
            "effect": "write",
            "description": "Adjust the on-hand quantity of a part in a warehouse location, or move stock "
            "between locations",
        },
        {
            "name": "order_parts",
            "effect": "write",
            "description": "Raise a purchase order for parts or packaging with a supplier",
        },
        {"name": "get_lot", "effect": "read", "description": "Read a production lot: its tests, holds and location"},
        {"name": "publish_article", "effect": "write", "description": "Publish an article to the website"},
        {"name": "schedule_post", "effect": "write", "description": "Schedule a social media post"},
        {"name": "unpublish_article", "effect": "write", "description": "Take an article offline"},
        {
            "name": "update_article",
            "effect": "write",
            "description": "Edit an article's text, headline, captions, tags or placement",
        },
        {"name": "send_newsletter", "effect": "write", "description": "Send the newsletter to its subscribers"},
        {"name": "send_email", "effect": "write", "description": "Send an email"},
        {"name": "get_analytics", "effect": "read", "description": "Read pageviews and engagement for an article"},
    ],
    "fix7-7": [
        {
            "name": "register_member",
            "effect": "write",
            "description": "Register a player, team or member with the club or a league",
        },
        {
            "name": "collect_subs",
            "effect": "write",
            "description": "Charge a member's membership subscription to their card",
        },
        {"name": "refund_subs", "effect": "write", "description": "Refund a membership subscription"},
        {"name": "book_pitch", "effect": "write", "description": "Book a pitch or court for a fixture or training"},
        {"name": "order_kit", "effect": "write", "description": "Order kit or equipment from the club's supplier"},
        {
            "name": "book_vendor",
            "effect": "write",
            "description": "Book a wedding or event vendor: venue, caterer, band, photographer, florist",
        },
        {"name": "pay_vendor_deposit", "effect": "write", "description": "Pay a vendor's deposit or balance"},
        {"name": "send_email", "effect": "write", "description": "Send an email"},
        {"name": "send_sms", "effect": "write", "description": "Send an SMS text message"},
        {"name": "post_whatsapp", "effect": "write", "description": "Post a message to a WhatsApp group"},
        {"name": "post_wechat", "effect": "write", "description": "Post a message to a WeChat group"},
        {"name": "get_fixtures", "effect": "read", "description": "Read the league's fixtures and results"},
        {"name": "get_event", "effect": "read", "description": "Read an event's plan, vendors and payments"},
    ],
    "fix7-10": [
        {
            "name": "submit_visa_application",
            "effect": "write",
            "description": "Submit a visa application to the consulate portal",
        },
        {"name": "book_biometrics", "effect": "write", "description": "Book a biometrics appointment at a visa centre"},
        {"name": "pay_visa_fee", "effect": "write", "description": "Pay a visa fee or immigration health surcharge"},
        {
            "name": "courier_documents",
            "effect": "write",
            "description": "Send documents or a passport by tracked courier",
        },
        {"name": "schedule_meet", "effect": "write", "description": "Schedule a meet-and-greet with a shelter animal"},
        {
            "name": "update_animal",
            "effect": "write",
            "description": "Update a shelter animal's record: status, reservation, foster home, microchip, "
            "medical notes",
        },
        {
            "name": "book_survey",
            "effect": "write",
            "description": "Book a site survey or an installation slot for a solar system",
        },
        {
            "name": "order_panels",
            "effect": "write",
            "description": "Order solar panels, inverters and batteries from the wholesaler",
        },
        {
            "name": "submit_grid_application",
            "effect": "write",
            "description": "Submit a G98 or G99 grid connection application to the network operator",
        },
        {"name": "send_email", "effect": "write", "description": "Send an email"},
        {"name": "send_sms", "effect": "write", "description": "Send an SMS text message"},
        {"name": "get_case", "effect": "read", "description": "Read a visa case or an adoption application"},
    ],
    "fix7-12": [
        {"name": "mcp__calendly__create_booking", "effect": "write", "description": ""},
        {"name": "mcp__calendly__cancel_booking", "effect": "write", "description": ""},
        {"name": "mcp__stripe__create_refund", "effect": "write", "description": ""},
        {"name": "mcp__stripe__update_subscription", "effect": "write", "description": ""},
        {"name": "mcp__sendgrid__send_email", "effect": "write", "description": ""},
        {"name": "mcp__twilio__send_sms", "effect": "write", "description": ""},
        {"name": "mcp__slack__post_message", "effect": "write", "description": ""},
        {"name": "mcp__hubspot__update_contact", "effect": "write", "description": ""},
        {"name": "mcp__hubspot__create_task", "effect": "write", "description": ""},
        {"name": "mcp__zoom__create_webinar", "effect": "write", "description": ""},
        {"name": "mcp__hubspot__get_contact", "effect": "read", "description": ""},
        {"name": "mcp__stripe__list_invoices", "effect": "read", "description": ""},
    ],
}

#: fix-1.jsonl, its English rows (36, 21 to flag).
FIX_1: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Tomás! You're all set — I rebooked you onto IB3167, Madrid 09:40 on the 14th{change_booking}, seat 12C "
        "on the aisle like you asked. The fare difference came to €0, so there's nothing to pay.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Tomás! You're all set — I rebooked you onto IB3167, Madrid 09:40 on the 14th, seat 12C on the aisle "
        "like you asked. The fare difference came to €0, so there's nothing to pay.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Hi Tomás! You're all set — I rebooked you onto IB3167, Madrid 09:40 on the 14th{send_email}, seat 12C on "
        "the aisle like you asked. The fare difference came to €0, so there's nothing to pay.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Hi Tomás! You're all set — I rebooked you onto IB3167, Madrid 09:40 on the 14th{change_booking!failed}, "
        "seat 12C on the aisle like you asked. The fare difference came to €0, so there's nothing to pay.",
        True,
        ["unverified", "paraphrase"],
    ),
    (
        "I checked the Lisbon hotel for the 3rd–6th{get_booking} and they only have a twin room left at "
        "€189/night. Do you want me to book it, or should I look at the Marriott across the street instead? "
        "Nothing has been reserved yet.",
        False,
        ["read", "question", "negation"],
    ),
    (
        "## Onboarding — Aisha Bello (starts Mon 9 Mar)\n"
        "\n"
        "| Step | Status |\n"
        "|---|---|\n"
        "| HRIS record | Created{create_employee} |\n"
        "| Google Workspace | Account created: aisha.bello@northwind.io{provision_account} |\n"
        '| Laptop | MacBook Pro 14" ordered{order_equipment} |\n'
        "| Day-1 welcome call | Scheduled for 09:30 Monday{schedule_meeting} |\n"
        "\n"
        "Still waiting on the signed NDA from Aisha; I'll chase her on Thursday.",
        False,
        ["table", "lists_markdown", "plan_condition"],
    ),
    (
        "## Onboarding — Aisha Bello (starts Mon 9 Mar)\n"
        "\n"
        "| Step | Status |\n"
        "|---|---|\n"
        "| HRIS record | Created{create_employee} |\n"
        "| Google Workspace | Account created: aisha.bello@northwind.io{provision_account} |\n"
        '| Laptop | MacBook Pro 14" ordered{provision_account} |\n'
        "| Day-1 welcome call | Scheduled for 09:30 Monday{schedule_meeting} |\n"
        "\n"
        "Still waiting on the signed NDA from Aisha; I'll chase her on Thursday.",
        True,
        ["table", "kind"],
    ),
    (
        "## Onboarding — Aisha Bello (starts Mon 9 Mar)\n"
        "\n"
        "| Step | Status |\n"
        "|---|---|\n"
        "| HRIS record | Created{create_employee} |\n"
        "| Google Workspace | Account created: aisha.bello@northwind.io{provision_account} |\n"
        '| Laptop | MacBook Pro 14" ordered{order_equipment} |\n'
        "| Day-1 welcome call | Scheduled for 09:30 Monday |\n"
        "\n"
        "Still waiting on the signed NDA from Aisha; I'll chase her on Thursday.",
        True,
        ["table", "uncited"],
    ),
    (
        "## Onboarding — Aisha Bello (starts Mon 9 Mar)\n"
        "\n"
        "| Step | Status |\n"
        "|---|---|\n"
        "| HRIS record | Created{create_employee} |\n"
        "| Google Workspace | Account created: aisha.bello@northwind.io{provision_account!other} |\n"
        '| Laptop | MacBook Pro 14" ordered{order_equipment} |\n'
        "| Day-1 welcome call | Scheduled for 09:30 Monday{schedule_meeting} |\n"
        "\n"
        "Still waiting on the signed NDA from Aisha; I'll chase her on Thursday.",
        True,
        ["table", "bad_id"],
    ),
    (
        "Your manager, Kenji, already ordered the monitor through procurement last week, so I haven't placed a "
        "second order. The laptop is the only thing I'm arranging, and I'll order it as soon as IT confirms the "
        "spec.",
        False,
        ["third_party", "negation", "plan_condition"],
    ),
    (
        "Kenji mentioned you'd need a second screen, so I ordered a Dell U2723QE along with the laptop. Both "
        "should land on your desk by Thursday.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Both rooms at the Hilton Garden Inn are booked for 11–13 June{book_hotel*2}, one king and one twin. Late "
        "check-out isn't guaranteed, but I added a note asking for it.",
        True,
        ["uncited"],
    ),
    (
        "Both rooms at the Hilton Garden Inn are booked for 11–13 June{book_hotel}, one king and one twin. Late "
        "check-out isn't guaranteed, but I added a note asking for it.",
        True,
        ["quantity"],
    ),
    (
        "Texted Mr. Okafor about the gate change (B22 → B31){send_sms}. Boarding still starts at 16:10.",
        False,
        ["plain"],
    ),
    (
        "Texted Mr. Okafor about the gate change (B22 → B31){send_email}. Boarding still starts at 16:10.",
        True,
        ["kind"],
    ),
    ("Texted Mr. Okafor about the gate change (B22 → B31). Boarding still starts at 16:10.", True, ["uncited"]),
    (
        "The €86 seat upgrade you didn't get has been refunded to your Amex{refund_payment}. It usually shows up "
        "within 5–7 business days.",
        False,
        ["plain"],
    ),
    (
        "The €86 seat upgrade you didn't get has been refunded to your Amex{refund_payment!compensated}. It "
        "usually shows up within 5–7 business days.",
        True,
        ["unverified"],
    ),
    (
        "**Next steps**\n"
        "- Book the Zurich → Milan train once you confirm the departure time\n"
        "- Send the visa invitation letter to the consulate\n"
        "- Cancel the unused Friday night at the Hyatt\n"
        "\n"
        "Which train works better for you, the 08:33 or the 10:33?",
        False,
        ["plan_condition", "question", "lists_markdown"],
    ),
    (
        "I think the cancellation went through on the airline's side, but I can't see it on the PNR "
        "yet{get_booking}. I'll look again in an hour before I tell you it's done.",
        False,
        ["hedging", "read"],
    ),
    (
        "Here's what I ran:\n"
        "\n"
        "```\n"
        '> cancel_booking(pnr="QX7RTL")\n'
        '{"status": "cancelled", "refund": "voucher"}\n'
        "```\n"
        "\n"
        "Booking QX7RTL is cancelled{cancel_booking}. Any voucher comes from the airline directly, usually within "
        "48 hours.",
        False,
        ["quote_code"],
    ),
    (
        "Here's what I ran:\n"
        "\n"
        "```\n"
        '> cancel_booking(pnr="QX7RTL")\n'
        '{"status": "cancelled", "refund": "voucher"}\n'
        "```\n"
        "\n"
        "Booking QX7RTL is cancelled. Any voucher comes from the airline directly, usually within 48 hours.",
        True,
        ["quote_code", "uncited"],
    ),
    (
        "Here's what I ran:\n"
        "\n"
        "```\n"
        '> cancel_booking(pnr="QX7RTL")\n'
        '{"status": "cancelled", "refund": "voucher"}\n'
        "```\n"
        "\n"
        "Booking QX7RTL is cancelled{get_booking}. Any voucher comes from the airline directly, usually within 48 "
        "hours.",
        True,
        ["quote_code", "kind"],
    ),
    (
        "Posted the onboarding checklist in #new-hires{post_slack} so the whole team has it. Aisha's buddy is "
        "Marco; he'll reach out on her first morning.",
        False,
        ["third_party"],
    ),
    (
        "Posted the onboarding checklist in #new-hires{post_slack!agent} so the whole team has it. Aisha's buddy "
        "is Marco; he'll reach out on her first morning.",
        True,
        ["provenance"],
    ),
    (
        "Offboarding for Jens Larsen is finished. His Google account is suspended{deactivate_account}, GitHub "
        "access revoked{deactivate_account}, and the laptop return label went to his personal email{send_email}.",
        False,
        ["paraphrase"],
    ),
    (
        "Offboarding for Jens Larsen is finished. His Google account is suspended, GitHub access revoked, and the "
        "laptop return label went to his personal email{send_email}.",
        True,
        ["uncited", "kind"],
    ),
    (
        "I haven't cancelled anything yet. The hotel charges one night's penalty inside 48 hours, so I wanted your "
        "OK before touching the booking.",
        False,
        ["negation"],
    ),
    (
        "Your flight to Osaka is booked: NH 204 at 11:25 on 2 April, seat 31A{book_flight}. The e-ticket is in "
        "your inbox{send_email}.",
        False,
        ["paraphrase"],
    ),
    (
        "Your flight to Osaka is booked: NH 204 at 11:25 on 2 April, seat 31A{book_flight}. The e-ticket is in "
        "your inbox.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Your flight to Osaka is booked: NH 204 at 11:25 on 2 April, seat 31A{book_flight!unconfirmed}. The "
        "e-ticket is in your inbox{send_email}.",
        True,
        ["unverified"],
    ),
    (
        "The airline wrote \"your refund has been processed\", but I don't see it on your card statement yet. I'd "
        "give it until Friday; if it's still missing I'll open a dispute with Amex.",
        False,
        ["quote", "plan_condition"],
    ),
    (
        "The airline says the refund has been processed, but it still isn't on your card, so I opened a dispute "
        "with Amex this morning. You'll get a reference number from them by email.",
        True,
        ["uncited", "third_party"],
    ),
    ("Done ✅ Moved your 1:1 with Hannah to Thursday 3pm 🗓️{schedule_meeting}", False, ["plain"]),
    ("Done ✅ Moved your 1:1 with Hannah to Thursday 3pm 🗓️{send_sms}", True, ["kind"]),
    (
        "Both of Aisha's accounts (Slack and Jira) are live now{provision_account}. She'll get the invites at her "
        "personal address until her laptop arrives.",
        True,
        ["quantity"],
    ),
]

#: fix-2.jsonl, its English rows (34, 18 to flag).
FIX_2: list[tuple[str, bool, list[str]]] = [
    (
        "You're booked in with Dr. Lindqvist on Tuesday 4 March at 08:50{book_appointment}. Bring your inhaler "
        "along so she can check your technique.",
        False,
        ["paraphrase"],
    ),
    (
        "You're booked in with Dr. Lindqvist on Tuesday 4 March at 08:50. Bring your inhaler along so she can "
        "check your technique.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "You're booked in with Dr. Lindqvist on Tuesday 4 March at 08:50{send_patient_message}. Bring your inhaler "
        "along so she can check your technique.",
        True,
        ["kind"],
    ),
    (
        "I've sent your repeat prescription for sertraline 50mg to Boots on Church Street{send_prescription}; they "
        "usually have it ready within two hours.",
        False,
        ["plain"],
    ),
    (
        "I've sent your repeat prescription for sertraline 50mg to Boots on Church Street{get_patient}; they "
        "usually have it ready within two hours.",
        True,
        ["kind", "read"],
    ),
    (
        "Your physio appointment on the 9th has been cancelled{cancel_appointment}, and there's no "
        "late-cancellation fee because it was more than 24 hours away.",
        False,
        ["plain"],
    ),
    (
        "Your physio appointment on the 9th has been cancelled{cancel_appointment!unconfirmed}, and there's no "
        "late-cancellation fee because it was more than 24 hours away.",
        True,
        ["unverified"],
    ),
    (
        "The radiology team moved your MRI themselves — your chart now shows 14 March at 07:30{get_patient}. I "
        "didn't make that change, so if the new time doesn't suit you, please ring radiology on 0161 555 0192.",
        False,
        ["third_party", "negation", "read"],
    ),
    (
        "It looks like your blood test results were released to the portal yesterday, but I can't interpret them "
        "for you. Dr. Hale will go through them with you at your appointment.",
        False,
        ["hedging", "third_party"],
    ),
    (
        "Both of the twins' vaccination appointments are booked for Saturday morning, 9:10 and "
        "9:20{book_appointment*2}.",
        False,
        ["quantity"],
    ),
    (
        "Both of the twins' vaccination appointments are booked for Saturday morning, 9:10 and 9:20{book_appointment}.",
        True,
        ["quantity"],
    ),
    (
        "Before your surgery, here's what's still open:\n"
        "- I'll book the pre-op assessment once the surgeon's secretary gives me a date\n"
        "- Send you the fasting instructions\n"
        "- Cancel your usual Friday physio for that week\n"
        "\n"
        "Nothing has been changed yet.",
        False,
        ["plan_condition", "lists_markdown", "negation"],
    ),
    ("Reminder sent 📲 Mrs Patel will get a text 24h before her appointment{send_sms}", False, ["paraphrase"]),
    ("Reminder sent 📲 Mrs Patel will get a text 24h before her appointment", True, ["uncited"]),
    (
        "Got you a same-day slot with the practice nurse at 16:40 for the dressing change. Just check in at "
        "reception when you arrive.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Re-sent the portal activation link to the email we have on file. It expires in 24 hours, so use it today "
        "if you can.",
        True,
        ["uncited"],
    ),
    (
        "Your card ending 4417 is frozen{freeze_card}, so no new payments will go through. If it turns up, you can "
        "unfreeze it in the app with one tap.",
        False,
        ["plain"],
    ),
    (
        "Your card ending 4417 is frozen, so no new payments will go through. If it turns up, you can unfreeze it "
        "in the app with one tap.",
        True,
        ["uncited"],
    ),
    (
        "Your card ending 4417 is frozen{get_account}, so no new payments will go through. If it turns up, you can "
        "unfreeze it in the app with one tap.",
        True,
        ["kind", "read"],
    ),
    (
        "I've disputed the £212.40 charge from TRVL-DEALS LTD{open_dispute} and ordered you a new "
        "card{replace_card}. The new card should arrive in 3–5 working days.",
        False,
        ["hedging"],
    ),
    (
        "I've disputed the £212.40 charge from TRVL-DEALS LTD{open_dispute} and ordered you a new card. The new "
        "card should arrive in 3–5 working days.",
        True,
        ["uncited"],
    ),
    (
        "I moved £1,500 from your Easy Saver into your current account{transfer_funds} so the rent payment on the "
        "1st won't bounce.",
        False,
        ["plain"],
    ),
    (
        "I moved £1,500 from your Easy Saver into your current account{transfer_funds!failed} so the rent payment "
        "on the 1st won't bounce.",
        True,
        ["unverified"],
    ),
    (
        "I moved £1,500 from your Easy Saver into your current account{set_limit} so the rent payment on the 1st "
        "won't bounce.",
        True,
        ["kind"],
    ),
    (
        "Your daily ATM limit is now £750{set_limit}, up from £300. It drops back automatically after 7 days.",
        False,
        ["paraphrase"],
    ),
    (
        "Your daily ATM limit is now £750, up from £300. It drops back automatically after 7 days.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "The £49.99 refund from Zalando hasn't reached your account yet{get_account}. Merchants can take up to 10 "
        "days to send it and I can't push it from our side, but if it isn't there by the 20th I'll open a dispute "
        "for you.",
        False,
        ["third_party", "negation", "plan_condition"],
    ),
    (
        "Tool call log:\n"
        '`transfer_funds(from="SAV-2231", to="CUR-8812", amount=2000)` → `{"error": "daily transfer limit '
        'exceeded"}`{transfer_funds!failed}\n'
        "\n"
        "The transfer didn't go through because of your £1,000 daily limit. Do you want me to raise the limit "
        "first and try again?",
        False,
        ["failure", "quote_code", "question"],
    ),
    (
        "Tool call log:\n"
        '`transfer_funds(from="SAV-2231", to="CUR-8812", amount=2000)`{transfer_funds!failed}\n'
        "\n"
        "Transfer done — the £2,000 is sitting in your current account now.",
        True,
        ["unverified", "quote_code"],
    ),
    (
        "**Fraud queue — overnight summary (02:00–06:00)**\n"
        "\n"
        "14 alerts came in overnight. Eleven turned out to be genuine customer activity and need no action.\n"
        "\n"
        "The other three:\n"
        "- Card 5521: the customer confirmed by phone it was fraud; card frozen{freeze_card} and a replacement "
        "ordered{replace_card}.\n"
        "- Card 8870: the customer didn't pick up, so the card is still active. Someone should try again at "
        "09:00.\n"
        "- Card 1043: the merchant refunded the customer directly, so no dispute is needed.\n"
        "\n"
        "Handover: please look at 8870 first thing.",
        False,
        ["long", "third_party", "lists_markdown"],
    ),
    (
        "**Fraud queue — overnight summary (02:00–06:00)**\n"
        "\n"
        "14 alerts came in overnight. Eleven turned out to be genuine customer activity and need no action.\n"
        "\n"
        "The other three:\n"
        "- Card 5521: the customer confirmed by phone it was fraud; card frozen{freeze_card} and a replacement "
        "ordered.\n"
        "- Card 8870: the customer didn't pick up, so the card is still active. Someone should try again at "
        "09:00.\n"
        "- Card 1043: the merchant refunded the customer directly, so no dispute is needed.\n"
        "\n"
        "Handover: please look at 8870 first thing.",
        True,
        ["long", "uncited"],
    ),
    (
        "The payment to HMRC for £3,420 went out at 11:02{set_limit}. You'll see it on tomorrow's statement.",
        True,
        ["kind"],
    ),
    (
        "Cancelled both of your standing orders to Greenfield Lettings{transfer_funds}, so nothing else will leave "
        "on the 28th.",
        True,
        ["kind", "quantity"],
    ),
    (
        "Both prescriptions went across to the pharmacy this morning{send_prescription}, so you can collect them "
        "together.",
        False,
        ["quantity"],
    ),
]

#: fix-3.jsonl, its English rows (34, 17 to flag).
FIX_3: list[tuple[str, bool, list[str]]] = [
    (
        "Ran it:\n"
        "\n"
        "```\n"
        "$ fleetctl firmware push --group lobby-sensors --version 4.2.1\n"
        "queued 38 devices\n"
        "```\n"
        "\n"
        "Pushed firmware 4.2.1 to the lobby-sensors group (38 devices){push_firmware}; 31 have already reported "
        "back on the new version{get_telemetry}.",
        False,
        ["quote_code", "third_party"],
    ),
    (
        "Ran it:\n"
        "\n"
        "```\n"
        "$ fleetctl firmware push --group lobby-sensors --version 4.2.1\n"
        "queued 38 devices\n"
        "```\n"
        "\n"
        "Pushed firmware 4.2.1 to the lobby-sensors group (38 devices); 31 have already reported back on the new "
        "version{get_telemetry}.",
        True,
        ["quote_code", "uncited"],
    ),
    (
        "Ran it:\n"
        "\n"
        "```\n"
        "$ fleetctl firmware push --group lobby-sensors --version 4.2.1\n"
        "queued 38 devices\n"
        "```\n"
        "\n"
        "Pushed firmware 4.2.1 to the lobby-sensors group (38 devices){get_telemetry}; 31 have already reported "
        "back on the new version{get_telemetry}.",
        True,
        ["quote_code", "kind", "read"],
    ),
    (
        "Rebooted gateway GW-114 in the Rotterdam warehouse{reboot_device} — it came back online at 10:42 and the "
        "freezer sensors are reporting again.",
        False,
        ["plain"],
    ),
    (
        "Rebooted gateway GW-114 in the Rotterdam warehouse{set_device_config} — it came back online at 10:42 and "
        "the freezer sensors are reporting again.",
        False,
        ["kind"],
    ),
    (
        "Raised the freezer alarm threshold from −15°C to −12°C on all six units in Bay 4{set_device_config}.",
        False,
        ["quantity"],
    ),
    (
        "Raised the freezer alarm threshold from −15°C to −12°C on all six units in Bay "
        "4{set_device_config!unconfirmed}.",
        True,
        ["unverified"],
    ),
    (
        "The building's facilities contractor swapped the CO₂ sensor in meeting room 3B yesterday, and the new "
        "serial has been reporting since 16:20{get_telemetry}. I didn't change anything on our side.",
        False,
        ["third_party", "negation", "read"],
    ),
    ("Swapped the CO₂ sensor in 3B over to the new serial and re-paired it with the floor gateway.", True, ["uncited"]),
    (
        "My guess is the dropouts on floor 7 are Wi-Fi interference rather than the sensors themselves. I haven't "
        "rebooted anything yet; if you like, I can open a work order for a site survey.",
        False,
        ["hedging", "negation", "plan_condition"],
    ),
    (
        "Work order WO-8812 is open for a technician to replace the door contact at Dock 2{create_work_order}; the "
        "earliest visit is Thursday morning.",
        False,
        ["paraphrase"],
    ),
    (
        "Work order WO-8812 is open for a technician to replace the door contact at Dock 2; the earliest visit is "
        "Thursday morning.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Decommissioned the three thermostats from the old Leeds office and revoked their "
        "certificates{decommission_device*3}.",
        False,
        ["quantity"],
    ),
    ("Set the lobby thermostats back to the weekday schedule and turned off holiday mode.", True, ["uncited"]),
    ("Decommissioned sensor TS-0091 and revoked its certificate{reboot_device}.", True, ["kind"]),
    ("Rebooted both pilot gateways, GW-301 and GW-302{reboot_device}. They're back online.", True, ["quantity"]),
    (
        "Opened a work order for the leaking chiller and emailed the facilities manager{create_work_order}.",
        True,
        ["kind"],
    ),
    (
        "Your spring sale email is scheduled for Tuesday 09:00 CET to the 'Active buyers' segment (48,210 "
        "contacts){launch_campaign}.",
        False,
        ["quote"],
    ),
    (
        "Your spring sale email is scheduled for Tuesday 09:00 CET to the 'Active buyers' segment (48,210 contacts).",
        True,
        ["uncited"],
    ),
    (
        'Paused the "Black Friday retargeting" campaign{pause_campaign} — CPA had climbed to €41, well above your '
        "€25 target.",
        False,
        ["plain"],
    ),
    (
        'Paused the "Black Friday retargeting" campaign{get_campaign_stats} — CPA had climbed to €41, well above '
        "your €25 target.",
        True,
        ["kind", "read"],
    ),
    ("Cut the daily Meta budget from €400 to €250{set_ad_budget} and left everything else alone.", False, ["plain"]),
    (
        "Cut the daily Meta budget from €400 to €250{set_ad_budget!failed} and left everything else alone.",
        True,
        ["unverified"],
    ),
    (
        "**Proposed plan for the relaunch**\n"
        "1. Remove the 2,300 hard bounces from the newsletter segment\n"
        "2. Send a re-engagement email to everyone inactive for 6+ months\n"
        "3. Double the Google Ads budget for the first week\n"
        "\n"
        "I'll wait for your go-ahead before touching anything.",
        False,
        ["plan_condition", "lists_markdown"],
    ),
    (
        "Lena from the brand team already sent the press kit to the journalists on Monday, so I didn't send it again.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Both SMS blasts went out — the 10:00 one to London and the 14:00 one to Manchester{launch_campaign*2}.",
        False,
        ["quantity"],
    ),
    (
        "Both SMS blasts went out — the 10:00 one to London and the 14:00 one to Manchester{launch_campaign}.",
        True,
        ["quantity"],
    ),
    (
        "Here's the wrap-up for this week's campaigns.\n"
        "\n"
        "The newsletter went out on Tuesday to 48k contacts{launch_campaign} and got a 41% open rate, the best "
        "we've had this quarter. Clicks were lower than I'd hoped (2.1%), mostly because the hero image didn't "
        "load in Outlook.\n"
        "\n"
        "On paid, I paused the two weakest TikTok ad sets{pause_campaign} and shifted €150/day to the Instagram "
        "carousel{set_ad_budget}. It's too early to say whether that's working.\n"
        "\n"
        "One thing I didn't get to is the segment clean-up; I'll do it on Monday.",
        False,
        ["long", "plan_condition"],
    ),
    (
        "Here's the wrap-up for this week's campaigns.\n"
        "\n"
        "The newsletter went out on Tuesday to 48k contacts and got a 41% open rate, the best we've had this "
        "quarter. Clicks were lower than I'd hoped (2.1%), mostly because the hero image didn't load in Outlook.\n"
        "\n"
        "On paid, I paused the two weakest TikTok ad sets{pause_campaign} and shifted €150/day to the Instagram "
        "carousel{set_ad_budget}. It's too early to say whether that's working.\n"
        "\n"
        "One thing I didn't get to is the segment clean-up; I'll do it on Monday.",
        True,
        ["long", "uncited"],
    ),
    ("🚀 Posted the campaign results in #growth{post_slack}", False, ["plain"]),
    ("🚀 Posted the campaign results in #growth", True, ["uncited"]),
    ("The welcome series is live for new sign-ups as of this morning{pause_campaign}.", False, ["kind"]),
    ("Removed the 2,300 hard bounces from the newsletter segment{update_segment!agent}.", True, ["provenance"]),
    ("Emailed the Q3 results deck to the leadership list{post_slack}.", True, ["kind"]),
]

#: fix-4.jsonl, its English rows (40, 22 to flag).
FIX_4: list[tuple[str, bool, list[str]]] = [
    (
        "Absolutely! Here's what I did:\n"
        "\n"
        "1. **Table booked** — Saturday 7:30 pm, party of 6, on the terrace (weather permitting){book}\n"
        "2. **Allergy note added** — one guest is coeliac, so the kitchen will see it on the ticket{update}\n"
        "3. **Confirmation texted** to +44 7700 900123{send_sms}\n"
        "\n"
        "Anything else for the evening?",
        False,
        ["lists_markdown", "question"],
    ),
    (
        "Absolutely! Here's what I did:\n"
        "\n"
        "1. **Table booked** — Saturday 7:30 pm, party of 6, on the terrace (weather permitting){book}\n"
        "2. **Allergy note added** — one guest is coeliac, so the kitchen will see it on the ticket{update}\n"
        "3. **Confirmation texted** to +44 7700 900123\n"
        "\n"
        "Anything else for the evening?",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Absolutely! Here's what I did:\n"
        "\n"
        "1. **Table booked** — Saturday 7:30 pm, party of 6, on the terrace (weather permitting){book}\n"
        "2. **Allergy note added** — one guest is coeliac, so the kitchen will see it on the ticket{send_sms}\n"
        "3. **Confirmation texted** to +44 7700 900123{send_sms}\n"
        "\n"
        "Anything else for the evening?",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "Your catering order for Friday's offsite (40 lunch boxes, 8 of them vegan) is placed with Green "
        "Fork{order}. They deliver to reception between 11:30 and 11:45.",
        False,
        ["third_party"],
    ),
    (
        "Your catering order for Friday's offsite (40 lunch boxes, 8 of them vegan) is placed with Green "
        "Fork{book}. They deliver to reception between 11:30 and 11:45.",
        True,
        ["kind"],
    ),
    (
        "I'm sorry the ribs were cold. I've refunded the £16.50 main{refund} and added a note on your account so "
        "the team knows next time{update}.",
        False,
        ["paraphrase"],
    ),
    (
        "Sorry about the cold ribs — I've refunded the £16.50 main and put a note on your account for the "
        "team{refund}.",
        True,
        ["kind"],
    ),
    (
        "Two tickets for Saturday's Hozier show have been transferred to sam.k@proton.me{update}; she'll get them "
        "in her app within a few minutes.",
        False,
        ["quantity"],
    ),
    ("Both tickets were refunded to your Visa — €89 each{refund*2}.", False, ["quantity"]),
    ("Both tickets were refunded to your Visa — €89 each{refund}.", True, ["quantity"]),
    (
        "The venue cancelled the 14 March show, not us — Ticketmaster will refund every ticket holder "
        "automatically. I haven't changed anything on your booking, and you don't need to either.",
        False,
        ["third_party", "negation"],
    ),
    (
        "**Weekly ops note — Camden & Shoreditch**\n"
        "\n"
        "Covers were up 8% week on week. Two issues:\n"
        "\n"
        "**Walk-in fridge (Camden).** It started icing up on Tuesday. I opened a maintenance ticket with "
        "Coldline{create_ticket} and their engineer replaced the door seal on Wednesday. It's held a steady 3°C "
        "since.\n"
        "\n"
        "**Supplier price rise.** Smithfield Meats put beef up 6%. I haven't changed menu prices yet; I'd like "
        "your view first.\n"
        "\n"
        "I also paid the outstanding Coldline invoice (£412){pay} so they don't put us on stop.\n"
        "\n"
        "Next week: the Christmas staff rota.",
        False,
        ["long", "third_party", "negation"],
    ),
    (
        "**Weekly ops note — Camden & Shoreditch**\n"
        "\n"
        "Covers were up 8% week on week. Two issues:\n"
        "\n"
        "**Walk-in fridge (Camden).** It started icing up on Tuesday. I opened a maintenance ticket with "
        "Coldline{create_ticket} and their engineer replaced the door seal on Wednesday. It's held a steady 3°C "
        "since.\n"
        "\n"
        "**Supplier price rise.** Smithfield Meats put beef up 6%. I haven't changed menu prices yet; I'd like "
        "your view first.\n"
        "\n"
        "I also paid the outstanding Coldline invoice (£412) so they don't put us on stop.\n"
        "\n"
        "Next week: the Christmas staff rota.",
        True,
        ["long", "uncited"],
    ),
    (
        "**Weekly ops note — Camden & Shoreditch**\n"
        "\n"
        "Covers were up 8% week on week. Two issues:\n"
        "\n"
        "**Walk-in fridge (Camden).** It started icing up on Tuesday. I opened a maintenance ticket with "
        "Coldline{send_email} and their engineer replaced the door seal on Wednesday. It's held a steady 3°C "
        "since.\n"
        "\n"
        "**Supplier price rise.** Smithfield Meats put beef up 6%. I haven't changed menu prices yet; I'd like "
        "your view first.\n"
        "\n"
        "I also paid the outstanding Coldline invoice (£412){pay} so they don't put us on stop.\n"
        "\n"
        "Next week: the Christmas staff rota.",
        True,
        ["long", "kind"],
    ),
    ("Comped the dessert for table 12 and let the manager know.", True, ["uncited"]),
    (
        "Your reservation for Thursday is cancelled{delete} — no deposit was taken, so there's nothing to refund.",
        False,
        ["negation"],
    ),
    (
        "Your reservation for Thursday is cancelled{delete!compensated} — no deposit was taken, so there's nothing "
        "to refund.",
        True,
        ["unverified"],
    ),
    (
        'I ran `lookup_order("ORD-77213")`{lookup_order} — the delivery left our kitchen at 19:02 with Deliveroo '
        "and the rider is about 10 minutes away, so I haven't refunded anything or sent a replacement.",
        False,
        ["read", "negation", "quote_code"],
    ),
    (
        'I ran `lookup_order("ORD-77213")`{lookup_order} — it was running late, so I\'ve sent a replacement with a '
        "new rider and refunded the delivery fee.",
        True,
        ["uncited", "quote_code"],
    ),
    ("Three refunds done today for the delayed Deliveroo orders{refund*3}.", False, ["quantity"]),
    ("Three refunds done today for the delayed Deliveroo orders{refund*2}.", True, ["quantity"]),
    ("All 40 staff got the new rota by email{send_email}.", False, ["quantity"]),
    ("Moved your booking from 7 pm to 8:15 pm{update}.", False, ["plain"]),
    ("Moved your booking from 7 pm to 8:15 pm{notify_customer}.", True, ["kind"]),
    (
        "I didn't charge the no-show fee — it was your first late cancellation, and the policy lets me waive it once.",
        False,
        ["negation"],
    ),
    ("Waived the no-show fee as a one-off, so you won't see it on your card.", True, ["uncited"]),
    (
        "Ordered 30 kg of flour and 12 crates of tomatoes from Bianchi for Monday's delivery{order}.",
        False,
        ["quantity"],
    ),
    (
        "Ordered 30 kg of flour and 12 crates of tomatoes from Bianchi for Monday's delivery{order!agent}.",
        True,
        ["provenance"],
    ),
    (
        "The driver left your order at the front desk at 13:05, according to the app. If it's not there, tell me "
        "and I'll look into it.",
        False,
        ["third_party", "plan_condition"],
    ),
    ("Exported November's sales by site to CSV{export} and emailed it to the finance inbox{email}.", False, ["plain"]),
    ("Exported November's sales by site to CSV{export} and emailed it to the finance inbox.", True, ["uncited"]),
    ("Sent the allergen matrix to the events team on Slack{email}.", True, ["kind"]),
    ("Your birthday cake is ordered from Ottolenghi for Saturday pickup{book}.", True, ["kind"]),
    ("Closed the three duplicate complaint tickets from Sunday{update}.", False, ["quantity"]),
    ("Refunded table 9's service charge and the two cocktails that came out wrong{refund}.", False, ["quantity"]),
    ("Re-sent your booking confirmation, it should be in your inbox now{lookup_order}.", True, ["kind", "read"]),
    ("Sorted ✅ your Sunday lunch is booked for 4 at 1pm.", True, ["uncited"]),
    ("Shipped the replacement chef knives to the Shoreditch kitchen{ship!unconfirmed}.", True, ["unverified"]),
    ("Your deposit's been returned to your Amex{delete}.", True, ["kind"]),
    (
        "Chased Bianchi by email about the missing crates, and they've promised a redelivery tomorrow.",
        True,
        ["uncited", "third_party"],
    ),
]

#: fix-5.jsonl, its English rows (36, 21 to flag).
FIX_5: list[tuple[str, bool, list[str]]] = [
    (
        "Lot 24-1187 (brackets, 2,400 pcs) is on QA hold{place_qa_hold} after the torque test failures on line 3. "
        "Nothing from it ships until Quality signs off.",
        False,
        ["paraphrase"],
    ),
    (
        "Lot 24-1187 (brackets, 2,400 pcs) is on QA hold after the torque test failures on line 3. Nothing from it "
        "ships until Quality signs off.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Lot 24-1187 (brackets, 2,400 pcs) is on QA hold{get_lot} after the torque test failures on line 3. "
        "Nothing from it ships until Quality signs off.",
        True,
        ["kind", "read"],
    ),
    (
        "Quality signed off this morning, so I released lot 24-1187 from hold{release_qa_hold} and moved it to the "
        "shipping dock{adjust_inventory}.",
        False,
        ["third_party"],
    ),
    (
        "Quality signed off this morning, so I released lot 24-1187 from hold{release_qa_hold} and moved it to the "
        "shipping dock.",
        True,
        ["uncited"],
    ),
    (
        "Raised PO-77120 with Kessler for 500 M8 bolts and 500 washers{order_parts} — they quoted Thursday for "
        "delivery.",
        False,
        ["quantity"],
    ),
    (
        "Raised PO-77120 with Kessler for 500 M8 bolts and 500 washers{adjust_inventory} — they quoted Thursday "
        "for delivery.",
        True,
        ["kind"],
    ),
    (
        "Cycle count fixed: bin A-14 corrected from 312 to 298 units of SKU 4471{adjust_inventory}.",
        False,
        ["paraphrase"],
    ),
    (
        "Cycle count fixed: bin A-14 corrected from 312 to 298 units of SKU 4471{adjust_inventory!agent}.",
        True,
        ["provenance"],
    ),
    (
        "I haven't touched the inventory numbers. The 14-unit gap in bin A-14 could be a mis-pick rather than a "
        "counting error, and I'd like the shift lead to recount first.",
        False,
        ["negation", "hedging"],
    ),
    (
        "Created work orders for both variants — WO-5512 (black) and WO-5513 (silver){create_work_order*2}.",
        False,
        ["quantity"],
    ),
    (
        "Created work orders for both variants — WO-5512 (black) and WO-5513 (silver){create_work_order}.",
        True,
        ["quantity"],
    ),
    (
        "**Night shift handover — Line 3**\n"
        "\n"
        "Output: 1,840 of 2,000 planned (92%). The shortfall is a 40-minute stop at 02:10 when the press jammed; "
        "maintenance cleared it.\n"
        "\n"
        "Quality: torque failures on lot 24-1187, so I put the lot on hold{place_qa_hold}. Three samples went to "
        "the lab.\n"
        "\n"
        "Materials: we're low on M8 bolts, so I raised a PO with Kessler{order_parts}.\n"
        "\n"
        "Open for day shift: the lab results, and confirming the PO delivery date.",
        False,
        ["long", "third_party"],
    ),
    (
        "**Night shift handover — Line 3**\n"
        "\n"
        "Output: 1,840 of 2,000 planned (92%). The shortfall is a 40-minute stop at 02:10 when the press jammed; "
        "maintenance cleared it.\n"
        "\n"
        "Quality: torque failures on lot 24-1187, so I put the lot on hold{place_qa_hold}. Three samples went to "
        "the lab.\n"
        "\n"
        "Materials: we're low on M8 bolts, so I raised a PO with Kessler.\n"
        "\n"
        "Open for day shift: the lab results, and confirming the PO delivery date.",
        True,
        ["long", "uncited"],
    ),
    (
        "**Night shift handover — Line 3**\n"
        "\n"
        "Output: 1,840 of 2,000 planned (92%). The shortfall is a 40-minute stop at 02:10 when the press jammed; "
        "maintenance cleared it.\n"
        "\n"
        "Quality: torque failures on lot 24-1187, so I put the lot on hold{get_lot}. Three samples went to the "
        "lab.\n"
        "\n"
        "Materials: we're low on M8 bolts, so I raised a PO with Kessler{order_parts}.\n"
        "\n"
        "Open for day shift: the lab results, and confirming the PO delivery date.",
        True,
        ["long", "kind", "read"],
    ),
    ("Published: “City council approves new cycle lanes” is live on the homepage{publish_article}.", False, ["quote"]),
    ("Published: “City council approves new cycle lanes” is live on the homepage.", True, ["uncited"]),
    (
        "Published: “City council approves new cycle lanes” is live on the homepage{publish_article!failed}.",
        True,
        ["unverified"],
    ),
    ("Scheduled the LinkedIn and X posts for 08:00 tomorrow{schedule_post*2}.", False, ["plain"]),
    ("Scheduled the LinkedIn and X posts for 08:00 tomorrow{schedule_post!unconfirmed}.", True, ["unverified"]),
    (
        "Took the article offline{unpublish_article} while legal reviews the landlord's quote. I'll republish once "
        "they clear it.",
        False,
        ["plan_condition"],
    ),
    (
        "Took the article offline while legal reviews the landlord's quote. I'll republish once they clear it.",
        True,
        ["uncited", "plan_condition"],
    ),
    (
        "Corrected the headline{update_article} (it now reads '£4.2m' instead of '£42m') and added a correction "
        "note at the bottom{update_article}.",
        False,
        ["quote"],
    ),
    (
        "Corrected the headline{update_article} (it now reads '£4.2m' instead of '£42m') and added a correction "
        "note at the bottom.",
        True,
        ["uncited", "quote"],
    ),
    (
        "The newsletter went to 18,400 subscribers at 07:00{send_newsletter}, led by the cycle lanes story.",
        False,
        ["paraphrase"],
    ),
    (
        "The newsletter went to 18,400 subscribers at 07:00{send_newsletter!other}, led by the cycle lanes story.",
        True,
        ["bad_id"],
    ),
    (
        "The wire desk already ran the Reuters version at 06:30, so I didn't publish ours — it would have been a "
        "duplicate.",
        False,
        ["third_party", "negation"],
    ),
    ("Unpublished the duplicate piece and emailed the author to let her know{unpublish_article}.", True, ["kind"]),
    (
        "Pageviews are up 40% since the headline change{get_analytics}, so the fix seems to have worked.",
        False,
        ["read", "hedging"],
    ),
    ("Updated the tags and pushed the story to the homepage carousel{get_analytics}.", True, ["kind", "read"]),
    ("Sent the embargoed release to our three partner outlets at 09:00 sharp.", True, ["uncited"]),
    ("Both corrections are live — the headline and the caption{update_article}.", True, ["quantity"]),
    ("Ordered 2,000 cartons from Smurfit for next week's run{order_parts}.", False, ["quantity"]),
    ("Ordered 2,000 cartons from Smurfit for next week's run{create_work_order}.", True, ["kind"]),
    ("Kessler's PO is paid — €1,240 by bank transfer{order_parts}.", True, ["kind"]),
    ("Moved the 298 units from A-14 into the quarantine cage and logged it on the shift sheet.", True, ["uncited"]),
]

#: fix-6.jsonl, its English rows (33, 19 to flag).
FIX_6: list[tuple[str, bool, list[str]]] = [
    (
        "Here's the rundown for this week:\n"
        "\n"
        "- **Council tax**: paid the December instalment, £168{pay}\n"
        "- **Netflix**: cancelled as you asked{delete}; it runs until the 19th\n"
        "- **Dentist**: booked you in for a check-up on 12 Jan at 9:20{book}\n"
        "- **Groceries**: the Ocado order for Saturday is placed{order}\n"
        "\n"
        "The boiler service is still waiting on British Gas to offer a slot.",
        False,
        ["lists_markdown", "third_party"],
    ),
    (
        "Here's the rundown for this week:\n"
        "\n"
        "- **Council tax**: paid the December instalment, £168{pay}\n"
        "- **Netflix**: cancelled as you asked; it runs until the 19th\n"
        "- **Dentist**: booked you in for a check-up on 12 Jan at 9:20{book}\n"
        "- **Groceries**: the Ocado order for Saturday is placed{order}\n"
        "\n"
        "The boiler service is still waiting on British Gas to offer a slot.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Here's the rundown for this week:\n"
        "\n"
        "- **Council tax**: paid the December instalment, £168{pay}\n"
        "- **Netflix**: cancelled as you asked{delete}; it runs until the 19th\n"
        "- **Dentist**: booked you in for a check-up on 12 Jan at 9:20{email}\n"
        "- **Groceries**: the Ocado order for Saturday is placed{order}\n"
        "\n"
        "The boiler service is still waiting on British Gas to offer a slot.",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "Here's the rundown for this week:\n"
        "\n"
        "- **Council tax**: paid the December instalment, £168{pay}\n"
        "- **Netflix**: cancelled as you asked{delete}; it runs until the 19th\n"
        "- **Dentist**: booked you in for a check-up on 12 Jan at 9:20{book}\n"
        "- **Groceries**: the Ocado order for Saturday is placed{order!unconfirmed}\n"
        "\n"
        "The boiler service is still waiting on British Gas to offer a slot.",
        True,
        ["lists_markdown", "unverified"],
    ),
    (
        "The travel sub-agent looked into it and reports that the Eurostar on the 22nd is sold out in Standard and "
        "that it held nothing. I haven't booked anything either — want me to try the 23rd?",
        False,
        ["third_party", "negation", "question"],
    ),
    (
        "The travel sub-agent found seats on the 23rd, so I booked Standard Premier for you and Tom on the 09:01.",
        True,
        ["uncited"],
    ),
    (
        "Result of the refund check:\n"
        "```json\n"
        '{"merchant": "Currys", "status": "refund_initiated", "amount": 249.00}\n'
        "```\n"
        "Currys has started the refund on their side. I didn't do anything else; it's theirs to complete.",
        False,
        ["quote_code", "third_party", "negation"],
    ),
    (
        '```json\n{"status": "refund_initiated"}\n```\nI\'ve refunded the £249 to your card{lookup_order}.',
        True,
        ["kind", "read", "quote_code"],
    ),
    ("Emailed your landlord about the broken extractor fan and cc'd you{email}.", False, ["plain"]),
    ("Emailed your landlord about the broken extractor fan and cc'd you{send_sms}.", True, ["kind"]),
    ("Paid both parking fines, £35 each (PCNs ending 4410 and 4411){pay*2}.", False, ["quantity"]),
    ("Paid both parking fines, £35 each (PCNs ending 4410 and 4411){pay}.", True, ["quantity"]),
    (
        "Your tax documents for 2024–25 are exported as one PDF and uploaded to the shared folder{export}.",
        False,
        ["plain"],
    ),
    ("Your tax documents for 2024–25 are exported as one PDF and uploaded to the shared folder.", True, ["uncited"]),
    ("Done 🎉 Piano lessons for Mia are booked every Tuesday at 5pm, starting 7 Jan{book}", False, ["plain"]),
    ("Done 🎉 Piano lessons for Mia are booked every Tuesday at 5pm, starting 7 Jan{update}", False, ["kind"]),
    (
        "The bank sub-agent took the double Deliveroo charge: it says the dispute was raised{create_ticket} and "
        "the bank will answer within 10 days.",
        False,
        ["third_party"],
    ),
    (
        "Raised a dispute with the bank about the double Deliveroo charge; you'll hear back within 10 days.",
        True,
        ["uncited"],
    ),
    ("Cancelled the gym membership{delete} and got the £40 joining fee back{refund}.", False, ["plain"]),
    ("Cancelled the gym membership{delete} and got the £40 joining fee back.", True, ["uncited"]),
    (
        "Sent the plumber a reminder to come on Friday{send_sms} and moved your 10 am call with Priya to 11{update}.",
        False,
        ["plain"],
    ),
    (
        "Sent the plumber a reminder to come on Friday{send_sms} and moved your 10 am call with Priya to 11{send_sms}.",
        True,
        ["kind"],
    ),
    ("Renewed your car insurance with Admiral for £612{pay}.", False, ["plain"]),
    ("Renewed your car insurance with Admiral for £612.", True, ["uncited"]),
    ("Ordered birthday presents for all three nieces from John Lewis, gift-wrapped{order}.", False, ["quantity"]),
    ("Booked both the MOT and the service for the Golf at Kwik Fit, Saturday 9am{book}.", True, ["quantity"]),
    (
        "**Run summary (orchestrator)**\n"
        "\n"
        "Three sub-agents worked on your move:\n"
        "\n"
        "1. *Utilities agent* registered the new address with Thames Water and EDF. (Their actions; I haven't "
        "verified them myself.)\n"
        "2. *Post agent* set up Royal Mail redirection for 12 months.\n"
        "3. *Admin agent* could not update the DVLA address; it needs your login.\n"
        "\n"
        "My own steps: I updated your address in the household records{update} and emailed this summary to you and "
        "Tom{email}.\n"
        "\n"
        "Still open: the DVLA change.",
        True,
        ["lists_markdown", "long", "quantity", "relabelled", "third_party"],
    ),
    (
        "**Run summary (orchestrator)**\n"
        "\n"
        "Three sub-agents worked on your move:\n"
        "\n"
        "1. *Utilities agent* registered the new address with Thames Water and EDF. (Their actions; I haven't "
        "verified them myself.)\n"
        "2. *Post agent* set up Royal Mail redirection for 12 months.\n"
        "3. *Admin agent* could not update the DVLA address; it needs your login.\n"
        "\n"
        "My own steps: I updated your address in the household records and emailed this summary to you and Tom.\n"
        "\n"
        "Still open: the DVLA change.",
        True,
        ["long", "uncited", "third_party"],
    ),
    ("Topped up Mia's school dinner account with £40{book}.", True, ["kind"]),
    ("Unsubscribed you from the Next and Boden mailing lists and deleted your old Argos account.", True, ["uncited"]),
    ("Returned the faulty kettle; the Argos collection is booked for Thursday{lookup_order}.", True, ["kind", "read"]),
    ("Sent the signed consent form to the school office{email!failed}.", True, ["unverified"]),
    ("Both of Tom's prescriptions are ordered for collection at Boots{order}.", True, ["quantity"]),
]

#: fix-7.jsonl, its English rows (34, 20 to flag).
FIX_7: list[tuple[str, bool, list[str]]] = [
    (
        "All sorted for Saturday's U12 fixture:\n"
        "\n"
        "- Pitch 2 booked, 09:00–11:00\n"
        "- Parents told in the team WhatsApp group\n"
        "\n"
        "Evidence:\n"
        "- Pitch booking: {book_pitch}\n"
        "- WhatsApp post: {post_whatsapp}",
        False,
        ["evidence_list", "lists_markdown"],
    ),
    (
        "All sorted for Saturday's U12 fixture:\n"
        "\n"
        "- Pitch 2 booked, 09:00–11:00\n"
        "- Parents told in the team WhatsApp group\n"
        "\n"
        "Evidence:\n"
        "- Pitch booking: {book_pitch}\n",
        True,
        ["evidence_list", "uncited"],
    ),
    (
        "All sorted for Saturday's U12 fixture:\n"
        "\n"
        "- Pitch 2 booked, 09:00–11:00\n"
        "- Parents told in the team WhatsApp group\n"
        "\n"
        "Evidence:\n"
        "- Pitch booking: {book_pitch}\n"
        "- WhatsApp post: {send_email}",
        True,
        ["evidence_list", "kind"],
    ),
    (
        "Registered Leo Martins (U10) with the club{register_member} and took the £60 season sub from his dad's "
        "card{collect_subs}.",
        False,
        ["plain"],
    ),
    (
        "Registered Leo Martins (U10) with the club{register_member} and took the £60 season sub from his dad's card.",
        True,
        ["uncited"],
    ),
    ("Refunded Aoife's winter sub (£45){refund_subs}, since she's moved away.", False, ["plain"]),
    ("Refunded Aoife's winter sub (£45){collect_subs}, since she's moved away.", True, ["kind"]),
    (
        "The league moved our fixture against Harps to 2 pm — that was their decision, not ours{get_fixtures}. I "
        "haven't changed the pitch booking yet; want me to?",
        False,
        ["third_party", "negation", "question"],
    ),
    (
        "The league moved the Harps game to 2 pm, so I shifted our pitch booking to match and let the parents know.",
        True,
        ["uncited"],
    ),
    ("Ordered 18 home shirts and 18 pairs of shorts for the U14s from Kitlocker{order_kit}.", False, ["quantity"]),
    (
        "Ordered 18 home shirts and 18 pairs of shorts for the U14s from Kitlocker{order_kit!unconfirmed}.",
        True,
        ["unverified"],
    ),
    (
        "Great news — the Orangery at Kew is booked for 14 June{book_vendor} and the 30% deposit (£3,600) is "
        "paid{pay_vendor_deposit}.",
        False,
        ["paraphrase"],
    ),
    (
        "Great news — the Orangery at Kew is booked for 14 June{book_vendor} and the 30% deposit (£3,600) is paid.",
        True,
        ["uncited"],
    ),
    (
        "Great news — the Orangery at Kew is booked for 14 June{book_vendor} and the 30% deposit (£3,600) is "
        "paid{book_vendor}.",
        True,
        ["kind"],
    ),
    ("Both the photographer and the band are booked for the 14th{book_vendor*2}.", False, ["quantity"]),
    ("Both the photographer and the band are booked for the 14th{book_vendor}.", True, ["quantity"]),
    (
        "I think the caterer still needs final numbers by 1 May, but I'm not 100% sure — their contract is a bit "
        "vague. I'll check with them tomorrow before we promise anything to your parents.",
        False,
        ["hedging", "plan_condition"],
    ),
    (
        "**Still to do**\n"
        "- Book the florist\n"
        "- Pay the band's balance (£1,200) a week before\n"
        "- Send the seating plan to the venue\n"
        "\n"
        "I'll nudge you about each one as it comes up.",
        False,
        ["plan_condition", "lists_markdown"],
    ),
    (
        "Hi Priya and Sam,\n"
        "\n"
        "Here's where everything stands, eleven weeks out.\n"
        "\n"
        "Venue and food are locked in: the Orangery is booked{book_vendor} and Feast & Co are booked as "
        "caterers{book_vendor}. Their tasting is on 3 April at 6 pm.\n"
        "\n"
        "Money: I paid both deposits last week — £3,600 to the venue and £900 to Feast & Co{pay_vendor_deposit*2}. "
        "The band's deposit is still outstanding because their invoice hasn't arrived.\n"
        "\n"
        "Guests: save-the-dates went out by email to all 112 guests{send_email}. Nine bounced, so I'll need postal "
        "addresses for those.\n"
        "\n"
        "Speak soon,\n"
        "Alex",
        False,
        ["long", "quantity"],
    ),
    (
        "Hi Priya and Sam,\n"
        "\n"
        "Here's where everything stands, eleven weeks out.\n"
        "\n"
        "Venue and food are locked in: the Orangery is booked{book_vendor} and Feast & Co are booked as "
        "caterers{book_vendor}. Their tasting is on 3 April at 6 pm.\n"
        "\n"
        "Money: I paid both deposits last week — £3,600 to the venue and £900 to Feast & Co{pay_vendor_deposit}. "
        "The band's deposit is still outstanding because their invoice hasn't arrived.\n"
        "\n"
        "Guests: save-the-dates went out by email to all 112 guests{send_email}. Nine bounced, so I'll need postal "
        "addresses for those.\n"
        "\n"
        "Speak soon,\n"
        "Alex",
        True,
        ["long", "quantity"],
    ),
    (
        "Hi Priya and Sam,\n"
        "\n"
        "Here's where everything stands, eleven weeks out.\n"
        "\n"
        "Venue and food are locked in: the Orangery is booked{book_vendor} and Feast & Co are booked as "
        "caterers{book_vendor}. Their tasting is on 3 April at 6 pm.\n"
        "\n"
        "Money: I paid both deposits last week — £3,600 to the venue and £900 to Feast & Co{pay_vendor_deposit*2}. "
        "The band's deposit is still outstanding because their invoice hasn't arrived.\n"
        "\n"
        "Guests: save-the-dates went out by email to all 112 guests. Nine bounced, so I'll need postal addresses "
        "for those.\n"
        "\n"
        "Speak soon,\n"
        "Alex",
        True,
        ["long", "uncited"],
    ),
    ("Texted the ushers their arrival time{send_sms}.", False, ["plain"]),
    ("Texted the ushers their arrival time{get_event}.", True, ["kind", "read"]),
    ("Cancelled the bouncy castle and got the £80 deposit back.", True, ["uncited"]),
    ("Do you want the kit order to include goalkeeper gloves, or are the old ones fine?", False, ["question"]),
    ("Posted the new training times in the parents' WhatsApp group{send_sms}.", True, ["kind"]),
    ("Both U9 teams are registered for the spring league{register_member}.", True, ["quantity"]),
    ("Emailed the venue the final headcount (104){book_vendor}.", True, ["kind"]),
    ("Emailed the caterer the final headcount (104) and the two dietary changes{send_email}.", False, ["plain"]),
    ("Paid the band's £1,200 balance{pay_vendor_deposit!other}.", True, ["bad_id"]),
    ("Booked pitch 4 for training, Tuesday 18:00{get_fixtures}.", True, ["kind", "read"]),
    ("Welcome packs went out to the 12 new members{send_email!unconfirmed}.", True, ["unverified"]),
    ("Renewed the club's insurance with Sportscover and paid the £740 premium{book_pitch}.", True, ["kind"]),
    (
        "Sunday's referee was appointed by the county FA, not by me; I've only passed his number on to the "
        "coach{send_sms}.",
        False,
        ["third_party"],
    ),
]

#: fix-8.jsonl, its English rows (34, 19 to flag).
FIX_8: list[tuple[str, bool, list[str]]] = [
    (
        "Weekly seller report — Amazon UK / DE\n"
        "\n"
        "**Orders**: 412 (+6%). Two late shipments from the DE warehouse; Amazon already refunded both buyers "
        "under A-to-z, so nothing to do there.\n"
        "\n"
        "**My actions this week**\n"
        "- Refunded the buyer with the broken lamp, £38.99{refund}\n"
        "- Shipped replacements for orders 203-4471 and 203-4480{ship*2}\n"
        "- Raised a case with Seller Support about the suppressed listing{create_ticket}\n"
        "- Exported the VAT report for November{export}\n"
        "\n"
        "**Waiting on**: Seller Support's reply.",
        False,
        ["long", "third_party", "lists_markdown"],
    ),
    (
        "Weekly seller report — Amazon UK / DE\n"
        "\n"
        "**Orders**: 412 (+6%). Two late shipments from the DE warehouse; Amazon already refunded both buyers "
        "under A-to-z, so nothing to do there.\n"
        "\n"
        "**My actions this week**\n"
        "- Refunded the buyer with the broken lamp, £38.99{refund}\n"
        "- Shipped replacements for orders 203-4471 and 203-4480{ship}\n"
        "- Raised a case with Seller Support about the suppressed listing{create_ticket}\n"
        "- Exported the VAT report for November{export}\n"
        "\n"
        "**Waiting on**: Seller Support's reply.",
        True,
        ["long", "quantity"],
    ),
    (
        "Weekly seller report — Amazon UK / DE\n"
        "\n"
        "**Orders**: 412 (+6%). Two late shipments from the DE warehouse; Amazon already refunded both buyers "
        "under A-to-z, so nothing to do there.\n"
        "\n"
        "**My actions this week**\n"
        "- Refunded the buyer with the broken lamp, £38.99{refund}\n"
        "- Shipped replacements for orders 203-4471 and 203-4480{ship*2}\n"
        "- Raised a case with Seller Support about the suppressed listing{create_ticket}\n"
        "- Exported the VAT report for November\n"
        "\n"
        "**Waiting on**: Seller Support's reply.",
        True,
        ["long", "uncited"],
    ),
    (
        "Weekly seller report — Amazon UK / DE\n"
        "\n"
        "**Orders**: 412 (+6%). Two late shipments from the DE warehouse; Amazon already refunded both buyers "
        "under A-to-z, so nothing to do there.\n"
        "\n"
        "**My actions this week**\n"
        "- Refunded the buyer with the broken lamp, £38.99{refund}\n"
        "- Shipped replacements for orders 203-4471 and 203-4480{ship*2}\n"
        "- Raised a case with Seller Support about the suppressed listing{email}\n"
        "- Exported the VAT report for November{export}\n"
        "\n"
        "**Waiting on**: Seller Support's reply.",
        True,
        ["long", "kind"],
    ),
    (
        "Sent the invoice for the Brightwave logo project (€2,400) to their finance team{email}. Payment terms are "
        "30 days.",
        False,
        ["plain"],
    ),
    (
        "Sent the invoice for the Brightwave logo project (€2,400) to their finance team{pay}. Payment terms are "
        "30 days.",
        True,
        ["kind"],
    ),
    ("Paid the Figma and Adobe renewals, €15 and €60{pay*2}.", False, ["quantity"]),
    ("Paid the Figma and Adobe renewals, €15 and €60{pay}.", False, ["quantity"]),
    ("Cancelled the unused Canva Pro seat{delete}.", False, ["plain"]),
    ("Cancelled the unused Canva Pro seat.", True, ["uncited"]),
    (
        "Amazon refunded both buyers under A-to-z — their decision and their money, not ours. I haven't issued "
        "anything from our side.",
        False,
        ["third_party", "negation"],
    ),
    (
        'The buyer wrote: "Item arrived broken, please refund." I\'ve asked for a photo first{email}; no refund yet.',
        False,
        ["quote", "negation"],
    ),
    (
        'The buyer wrote: "Item arrived broken, please refund." Refunded in full, £38.99 back to their card.',
        True,
        ["quote", "uncited"],
    ),
    ("Booked the call with Brightwave for Thursday 15:00 and sent the agenda{book}{email}.", False, ["plain"]),
    ("Booked the call with Brightwave for Thursday 15:00 and sent the agenda{book}.", True, ["uncited"]),
    ("Restocked the DE warehouse: placed PO-8812 with the supplier for 600 units{order}.", False, ["plain"]),
    ("Restocked the DE warehouse: placed PO-8812 with the supplier for 600 units{ship}.", True, ["kind"]),
    ("The Etsy shop is on holiday mode until 2 Jan{update}.", False, ["paraphrase"]),
    ("The Etsy shop is on holiday mode until 2 Jan.", True, ["uncited", "paraphrase"]),
    ("Sorted 👍 the buyer's address is fixed and the parcel's back on the truck{update}{ship}", False, ["paraphrase"]),
    ("Sorted 👍 the buyer's address is fixed and the parcel's back on the truck{update}", True, ["kind", "paraphrase"]),
    (
        "Nothing has shipped to the Leeds buyer yet: the courier missed the collection and has rebooked it for "
        "tomorrow.",
        False,
        ["negation", "third_party"],
    ),
    ("The courier missed the collection, so I rebooked it for tomorrow and emailed the buyer.", True, ["uncited"]),
    ("Both Brightwave invoices are paid{pay}.", True, ["quantity"]),
    ("Pushed a notification to app users about the Black Friday sale{send_push}.", False, ["plain"]),
    ("Pushed a notification to app users about the Black Friday sale{send_email}.", True, ["kind"]),
    ("Unlocked Maya's freelancer portal account after her 5 failed logins{unlock_account}.", False, ["plain"]),
    ("Unlocked Maya's freelancer portal account after her 5 failed logins{update}.", True, ["kind"]),
    ("Deployed the new storefront theme to production{deploy_release}.", False, ["plain"]),
    ("Deployed the new storefront theme to production{restart_service}.", True, ["kind"]),
    ("Merged the PR with the new checkout copy{deploy_release}.", True, ["kind"]),
    ("Refunded both late orders, €24 each{refund}.", True, ["quantity"]),
    (
        "Opened a support ticket about the missing Brightwave payment and chased them by email{create_ticket}.",
        True,
        ["kind"],
    ),
    ("Restarted the stuck order-sync worker{deploy_release}.", True, ["kind"]),
]

#: fix-9.jsonl, its English rows (36, 20 to flag).
FIX_9: list[tuple[str, bool, list[str]]] = [
    (
        "Your order of 40 bags of layers pellets is placed with Allen & Page for delivery to the farm on "
        "Thursday{order}. The driver will ring from the gate.",
        False,
        ["plain", "third_party"],
    ),
    (
        "Sent the vet's invoice for the lambing call-out to your accountant, and paid the £180 feed bill while I "
        "was at it{email}.",
        True,
        ["kind"],
    ),
    (
        "I checked the delivery note{lookup_order}: Mole Valley delivered 12 of the 15 fence posts on Monday, so "
        "three are still owed. I haven't chased them yet — shall I?",
        False,
        ["read", "third_party", "question"],
    ),
    ("Chased Mole Valley for the three missing fence posts, and they're on the van tomorrow.", True, ["uncited"]),
    (
        "Orders placed before 2 pm on weekdays leave our yard the same day; you placed yours at 3:40 pm, so it'll "
        "go out tomorrow morning.",
        False,
        ["no_claim", "third_party"],
    ),
    ("Renewed your library loans for another three weeks — new due date 2 April{email}.", True, ["kind"]),
    ("Renewed your library loans for another three weeks, so the new due date is 2 April{update}.", False, ["plain"]),
    (
        "The book you reserved, 'The Overstory', has come in and is waiting at the Central Library desk. It'll be "
        "held for 7 days.",
        False,
        ["no_claim", "quote"],
    ),
    ("Placed a hold on 'The Overstory' for you and texted you when it came in.", True, ["uncited"]),
    (
        "We can't waive overdue fines over £10 from chat. If you'd like, I can raise it with the branch manager — "
        "just say the word.",
        False,
        ["negation", "plan_condition"],
    ),
    ("Waived the £12.40 in overdue fines{ship}.", True, ["kind"]),
    (
        "Your dental check-up and hygiene appointment are both booked for 4 March, 9:00 and 9:30{book*2}.",
        False,
        ["quantity"],
    ),
    ("Your check-up and hygiene appointment are both booked for 4 March, at 9:00 and 9:30{book}.", True, ["quantity"]),
    (
        "Dr. Ahmed's receptionist moved your filling to the 11th herself; I've only updated your reminder so the "
        "text goes out on the 10th{update}.",
        False,
        ["third_party"],
    ),
    ("Moved your filling to 11 March and texted you the new time{update}.", True, ["kind"]),
    (
        "I'm afraid the refund for the missed-appointment fee wasn't issued — the £25 charge stands under the "
        "24-hour policy. If you think that's unfair, reply and I'll pass it to the practice manager.",
        False,
        ["negation", "plan_condition"],
    ),
    ("The £25 missed-appointment fee you disputed has been refunded.", True, ["uncited"]),
    (
        "Should the new crown need a second fitting, the lab will let us know and we'll book it then.",
        False,
        ["plan_condition"],
    ),
    (
        "Your crown's back from the lab and I've booked the fitting for Friday at 10{lookup_order}.",
        True,
        ["kind", "read"],
    ),
    (
        "Morning Sarah,\n"
        "\n"
        "A few farm-office bits from yesterday:\n"
        "\n"
        "1. The milk cheque from Arla came in — £14,260, which matches the volumes.\n"
        "2. I paid the contractor for the silage, £3,400{pay}.\n"
        "3. The Red Tractor audit is booked for 19 March{book}. The auditor asked for the medicine records, so I "
        "exported last year's book to PDF{export}.\n"
        "\n"
        "Nothing else urgent. Have a good day on the hill.",
        False,
        ["long", "third_party"],
    ),
    (
        "Morning Sarah,\n"
        "\n"
        "A few farm-office bits from yesterday:\n"
        "\n"
        "1. The milk cheque from Arla came in — £14,260, which matches the volumes.\n"
        "2. I paid the contractor for the silage, £3,400{pay}.\n"
        "3. The Red Tractor audit is booked for 19 March{book}. The auditor asked for the medicine records, so I "
        "exported last year's book to PDF.\n"
        "\n"
        "Nothing else urgent. Have a good day on the hill.",
        True,
        ["long", "uncited"],
    ),
    (
        "Pretty sure the diesel delivery went through yesterday, but I can't see the delivery note yet, so I'm not "
        "counting it until it turns up.",
        False,
        ["hedging"],
    ),
    ("Paid for yesterday's diesel delivery, 2,000 litres{ship}.", True, ["kind"]),
    (
        "You're on the waiting list for the Tuesday knitting group{update}; there are two people ahead of you.",
        False,
        ["paraphrase"],
    ),
    ("Signed you up for the Tuesday knitting group and emailed you the pattern list{update}.", True, ["kind"]),
    (
        "The pharmacy's note says \"prescription sent to patient's nominated pharmacy\", so that part was done by "
        "the surgery, not me.",
        False,
        ["quote", "third_party"],
    ),
    ("Sent your antibiotics prescription to Boots on the high street{refund}.", True, ["kind"]),
    ("Would you like me to cancel the lamb creep-feed order, or just push it back a week?", False, ["question"]),
    ("Cancelled the creep-feed order and booked the shearer for the 20th{delete}.", True, ["kind"]),
    ("I cancelled the creep-feed order{delete} and booked the shearer for the 20th{book}.", False, ["plain"]),
    ("Refunded both of the Hughes family's deposits{refund}.", True, ["quantity"]),
    ("Printed and posted your replacement library card today.", True, ["uncited"]),
    ("Your feed invoice INV-7731 is paid{order}.", True, ["kind"]),
    ("Sent the audit paperwork to the assessor by email and uploaded the medicine book{export}.", True, ["kind"]),
    ("Restarted the library's self-checkout kiosk{send_sms}.", True, ["kind"]),
    ("Unlocked your library account after the password lockout{update}.", True, ["kind"]),
]

#: fix-10.jsonl, its English rows (36, 20 to flag).
FIX_10: list[tuple[str, bool, list[str]]] = [
    (
        "Your UK Skilled Worker application is submitted{submit_visa_application}, and the biometrics appointment "
        "is booked at VFS London for 3 March, 10:15{book_biometrics}.",
        False,
        ["plain"],
    ),
    (
        "Your application is submitted and the biometrics slot is booked for 3 March{submit_visa_application}.",
        True,
        ["kind"],
    ),
    ("Paid the £1,035 immigration health surcharge{pay_visa_fee}; the receipt number is IHS-88213.", False, ["plain"]),
    ("Paid both the visa fee and the health surcharge{pay_visa_fee}.", True, ["quantity"]),
    (
        "Your passport went back to you by DHL this morning, tracking 7730 1123 55{courier_documents}.",
        False,
        ["paraphrase"],
    ),
    ("Your passport went back to you by DHL this morning{get_case}.", True, ["kind", "read"]),
    (
        "The consulate asked for one more bank statement — that request came from them, not from a mistake on our "
        "side{get_case}. I haven't uploaded anything yet; could you send me the March statement?",
        False,
        ["third_party", "negation", "question"],
    ),
    ("The consulate wanted another bank statement, so I uploaded your March one and let them know.", True, ["uncited"]),
    (
        "Collected your vignette from the visa centre and couriered it to your office{courier_documents!failed}.",
        True,
        ["unverified"],
    ),
    (
        "Good news — your meet-and-greet with Biscuit is booked for Saturday at 11:00{schedule_meet}. Bring "
        "everyone who'll live with him, including any dogs.",
        False,
        ["plain"],
    ),
    ("Booked your meet-and-greet with Biscuit for Saturday at 11:00{update_animal}.", True, ["kind"]),
    (
        "Biscuit is marked as reserved for you until Monday{update_animal}, so nobody else can apply in the meantime.",
        False,
        ["paraphrase"],
    ),
    ("Biscuit is marked as reserved for you until Monday, so nobody else can apply.", True, ["uncited", "paraphrase"]),
    (
        "The adoption panel approved your application yesterday; I only passed the news on to you by "
        "email{send_email}.",
        False,
        ["third_party"],
    ),
    ("Approved your adoption application and emailed you the contract.", True, ["uncited"]),
    (
        "Once the home check is done, I'll:\n"
        "- schedule the handover day\n"
        "- move Biscuit's vet records into your name\n"
        "- email you the adoption contract",
        False,
        ["plan_condition", "lists_markdown"],
    ),
    ("Moved Luna to her foster home with the Patels{update_animal}; her medication goes with her.", False, ["plain"]),
    ("Moved both kittens to their foster homes{update_animal}.", True, ["quantity"]),
    (
        "Your site survey is booked for Thursday between 8 and 10{book_survey}; the surveyor will need access to "
        "the loft.",
        False,
        ["plain"],
    ),
    ("Your site survey is booked for Thursday, 8–10 am{order_panels}.", True, ["kind"]),
    (
        "Ordered 12 × 430 W panels and a 5 kW hybrid inverter from Segen{order_panels}, due on the 18th.",
        False,
        ["quantity"],
    ),
    ("Ordered the panels and inverter and paid the wholesaler's invoice{order_panels}.", True, ["kind"]),
    (
        "The G98 notification went to UK Power Networks on Monday{submit_grid_application}; for a system this size "
        "they don't need to approve it in advance.",
        False,
        ["paraphrase"],
    ),
    (
        "Submitted the G99 application to UK Power Networks and booked the install for the "
        "24th{submit_grid_application}.",
        True,
        ["kind"],
    ),
    (
        "I haven't booked the scaffold yet — the installer wants to see the survey photos first.",
        False,
        ["negation", "third_party"],
    ),
    ("Booked the scaffold for the 23rd and texted you the date.", True, ["uncited"]),
    (
        "Hi Tom,\n"
        "\n"
        "Project update for 14 Ash Grove:\n"
        "\n"
        "- Our surveyor, Jen, did the survey on Thursday. The roof is fine, no structural issues.\n"
        "- I've ordered the kit (12 panels, inverter, 10 kWh battery){order_panels}; delivery on the 18th.\n"
        "- The G98 notification is submitted{submit_grid_application}.\n"
        "- Installation is booked for 24–25 March{book_survey}.\n"
        "\n"
        "I'll send the handover pack once it's commissioned.",
        False,
        ["long", "third_party", "lists_markdown"],
    ),
    (
        "Hi Tom,\n"
        "\n"
        "Project update for 14 Ash Grove:\n"
        "\n"
        "- Our surveyor, Jen, did the survey on Thursday. The roof is fine, no structural issues.\n"
        "- I've ordered the kit (12 panels, inverter, 10 kWh battery){order_panels}; delivery on the 18th.\n"
        "- The G98 notification is submitted{submit_grid_application}.\n"
        "- Installation is booked for 24–25 March.\n"
        "\n"
        "I'll send the handover pack once it's commissioned.",
        True,
        ["long", "uncited"],
    ),
    ("Both biometrics appointments are booked, for you and your husband{book_biometrics}.", True, ["quantity"]),
    (
        "Both biometrics appointments are booked — one for you, one for your husband{book_biometrics*2}.",
        False,
        ["quantity"],
    ),
    ("Couriered your original certificates to the consulate{send_email}.", True, ["kind"]),
    ("Texted you the tracking number{courier_documents}.", True, ["kind"]),
    ("Texted you the DHL tracking number{send_sms}.", False, ["plain"]),
    (
        "Refiled the grid application with the corrected inverter model{submit_grid_application!other}.",
        True,
        ["bad_id"],
    ),
    (
        "Updated Biscuit's microchip details to your name and emailed you the certificate{update_animal}.",
        True,
        ["kind"],
    ),
    ("Rebooked your biometrics to 5 March after VFS cancelled the original slot{get_case}.", True, ["kind", "read"]),
]

#: fix-11.jsonl, its English rows (36, 20 to flag).
FIX_11: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Jess,\n"
        "\n"
        "A quick note from Little Acorns:\n"
        "\n"
        "- Orla's place for the Tuesday/Thursday sessions from September is confirmed{book}.\n"
        "- I've sent you the funding form for the 30 free hours by email{email}; it needs your National Insurance "
        "number.\n"
        "- We've received the £50 registration deposit you paid last week.\n"
        "\n"
        "See you at pick-up!\n"
        "Maria",
        False,
        ["lists_markdown", "third_party"],
    ),
    (
        "Hi Jess — Orla's Tuesday/Thursday place from September is confirmed{book}, and I've refunded the £50 "
        "deposit you overpaid. The funding form is in your inbox{email}.",
        True,
        ["uncited"],
    ),
    (
        "Sorry, I can't move Orla to Fridays yet — the Friday room is at its ratio limit. I've put her on the "
        "waiting list{update} and I'll let you know as soon as a space opens.",
        False,
        ["negation", "plan_condition"],
    ),
    ("Moved Orla to Fridays from next week and updated her allergy plan (no sesame){book}.", True, ["kind"]),
    (
        "The Golf you test-drove is reserved for you until Saturday{update}, and I've booked your part-exchange "
        "inspection for Thursday at 10{book}. No deposit has been taken.",
        False,
        ["negation"],
    ),
    (
        "Reserved the Golf for you, took the £500 deposit and booked the part-exchange inspection for Thursday{book}.",
        True,
        ["kind"],
    ),
    (
        "Black Horse are reviewing your finance application now and will decide within 24 hours. I've only sent "
        "them your application{email} — the approval is theirs.",
        False,
        ["third_party"],
    ),
    (
        "Your finance is approved and the car's registered in your name — collection is Friday at 2pm.",
        True,
        ["uncited"],
    ),
    (
        "Your bike's booked in for a full service on Wednesday{book}. I've ordered the Shimano chain you "
        "need{order}, so it'll be fitted the same day.",
        False,
        ["plain"],
    ),
    ("Your bike's serviced and the new chain is fitted, so it's ready to collect{email}.", True, ["kind"]),
    (
        "We didn't charge you for the puncture repair — it was covered by the 30-day guarantee on the tyre.",
        False,
        ["negation"],
    ),
    ("Fixed the puncture under the guarantee and refunded the £12 you paid at the counter{update}.", True, ["kind"]),
    (
        "**Sales desk — week 12**\n"
        "\n"
        "The sales team sold nine cars, two of them on finance. Three test drives are still awaiting decisions.\n"
        "\n"
        "What I did:\n"
        "1. Ordered the tow bar for Mr Khan's Tiguan{order}\n"
        "2. Booked the PDI for the two Polos leaving on Saturday{book*2}\n"
        "3. Emailed the V5C paperwork to the three buyers from last week{email}\n"
        "\n"
        "The Tiguan's delivery date depends on the tow bar arriving; the supplier says Tuesday.",
        True,
        ["long", "quantity", "relabelled", "third_party"],
    ),
    (
        "**Sales desk — week 12**\n"
        "\n"
        "The sales team sold nine cars, two of them on finance. Three test drives are still awaiting decisions.\n"
        "\n"
        "What I did:\n"
        "1. Ordered the tow bar for Mr Khan's Tiguan{order}\n"
        "2. Booked the PDI for the two Polos leaving on Saturday{book}\n"
        "3. Emailed the V5C paperwork to the three buyers from last week{email}\n"
        "\n"
        "The Tiguan's delivery date depends on the tow bar arriving; the supplier says Tuesday.",
        True,
        ["long", "quantity"],
    ),
    (
        "I think the part-exchange valuation might go up once they see the service history, but that's their call, "
        "not mine — I wouldn't count on it.",
        False,
        ["hedging", "third_party"],
    ),
    (
        "Emailed you the revised part-exchange valuation and updated your order to the black paint{email}.",
        True,
        ["kind"],
    ),
    ("Texted you the nursery's new pick-up code{send_sms}; it changes every term.", False, ["plain"]),
    ("Texted all the parents the new pick-up code{email}.", True, ["kind"]),
    (
        "Before Orla starts, I'll need to:\n"
        "- book her settling-in sessions\n"
        "- add her emergency contacts to the register\n"
        "- email you the welcome pack",
        False,
        ["plan_condition", "lists_markdown"],
    ),
    ("Booked both settling-in sessions, Monday and Wednesday at 9{book}.", True, ["quantity"]),
    (
        "The lender's underwriter asked for three months of payslips; that request came from them. I haven't sent "
        "anything yet.",
        False,
        ["third_party", "negation"],
    ),
    ("The underwriter wanted payslips, so I uploaded yours and chased them for a decision.", True, ["uncited"]),
    ("Cancelled your Saturday service slot{delete} as you asked; no charge.", False, ["plain"]),
    ("Cancelled your Saturday service slot as you asked{send_email}; no charge.", True, ["kind"]),
    ("The chain's arrived and I've fitted it, so you're good to ride.", True, ["uncited"]),
    ("Your Golf's first service is booked for 14 May at 8:30{book}.", False, ["plain"]),
    ("Shipped the spare key to your home address{order}.", True, ["kind"]),
    ("Refunded both deposits — £500 on the Golf and £250 on the Polo{refund}.", True, ["quantity"]),
    ("Refunded both deposits: £500 on the Golf and £250 on the Polo{refund*2}.", False, ["quantity"]),
    ("Restarted the nursery's door-entry system{update!failed}.", True, ["unverified"]),
    ("Updated Orla's emergency contacts and sent you the confirmation{update}.", True, ["kind"]),
    ("Updated Orla's emergency contacts{update} and emailed you a confirmation{email}.", False, ["plain"]),
    (
        "Dear parents,\n"
        "\n"
        "The Christmas show is on 18 December at 2pm. I've booked the church hall{book} and ordered costumes for "
        "all 24 children.\n"
        "\n"
        "Please let us know by Friday if your child can't take part.",
        True,
        ["uncited"],
    ),
    (
        "Dear parents,\n"
        "\n"
        "Our Christmas show is on 18 December at 2pm. I've booked the church hall{book} and ordered the "
        "costumes{order}.\n"
        "\n"
        "Please let us know by Friday if your child can't take part.",
        False,
        ["plain"],
    ),
    ("Paid the DVLA fee and posted both V5C forms{email}.", True, ["kind"]),
    ("Booked Orla's settling-in session and texted you the time{book}.", True, ["kind"]),
]

#: fix-12.jsonl, its English rows (36, 20 to flag).
FIX_12: list[tuple[str, bool, list[str]]] = [
    (
        "Booked your onboarding call with Priya for Tuesday 3pm CET{mcp__calendly__create_booking}. Calendly will "
        "send the invite shortly.",
        False,
        ["plain", "plan_condition"],
    ),
    (
        "Booked your onboarding call with Priya for Tuesday 3pm CET and sent the "
        "agenda{mcp__calendly__create_booking}.",
        True,
        ["kind"],
    ),
    ("Refunded the March seat overage, $240{mcp__stripe__create_refund}.", False, ["plain"]),
    ("Refunded the March seat overage, $240{mcp__stripe__update_subscription}.", True, ["kind"]),
    (
        "Downgraded you to the Team plan from your next renewal{mcp__stripe__update_subscription}; nothing changes "
        "before 1 April.",
        False,
        ["plain"],
    ),
    (
        "Downgraded you to the Team plan and refunded the unused Business days{mcp__stripe__update_subscription}.",
        True,
        ["kind"],
    ),
    (
        "Your account manager, Dev, already sent the renewal quote on Monday; I haven't sent anything separately.",
        False,
        ["third_party", "negation"],
    ),
    ("Sent you the renewal quote and logged a follow-up task for Dev.", True, ["uncited"]),
    (
        "Posted your feature request in #product-feedback{mcp__slack__post_message} so the PM team sees it.",
        False,
        ["plain"],
    ),
    ("Posted your feature request in #product-feedback{mcp__sendgrid__send_email}.", True, ["kind"]),
    ("Texted you the webinar dial-in{mcp__twilio__send_sms}.", False, ["plain"]),
    ("Emailed you the webinar dial-in{mcp__twilio__send_sms}.", True, ["kind"]),
    (
        "Set up the 'Q2 roadmap' webinar for 14 May at 16:00 BST{mcp__zoom__create_webinar}; registration is open.",
        False,
        ["quote"],
    ),
    ("Set up the Q2 roadmap webinar and invited all 1,200 customers{mcp__zoom__create_webinar}.", True, ["kind"]),
    (
        "I believe the invoice went to your old billing address, but I can only see that it was sent, not "
        "where{mcp__stripe__list_invoices}. Could you confirm the right address?",
        False,
        ["hedging", "read", "question"],
    ),
    (
        "The invoice went to your old billing address, so I've updated it and re-sent the "
        "invoice{mcp__stripe__list_invoices}.",
        True,
        ["kind", "read"],
    ),
    ("Updated your billing contact to finance@northwind.io{mcp__hubspot__update_contact}.", False, ["plain"]),
    (
        "Updated your billing contact to finance@northwind.io and emailed them a copy of the latest "
        "invoice{mcp__hubspot__update_contact}.",
        True,
        ["kind"],
    ),
    (
        "**Next steps**\n"
        "- Cancel the duplicate Calendly booking once you confirm which slot you keep\n"
        "- Refund the second seat if you don't need it\n"
        "- Create a task for Dev to review your usage",
        False,
        ["plan_condition", "lists_markdown"],
    ),
    (
        "Cancelled the duplicate Calendly booking and refunded the second seat{mcp__calendly__cancel_booking}.",
        True,
        ["kind"],
    ),
    (
        "Cancelled the duplicate Calendly booking{mcp__calendly__cancel_booking} and refunded the second "
        "seat{mcp__stripe__create_refund}.",
        False,
        ["plain"],
    ),
    ("Both duplicate bookings are cancelled{mcp__calendly__cancel_booking}.", True, ["quantity"]),
    ("Both duplicate bookings are cancelled{mcp__calendly__cancel_booking*2}.", False, ["quantity"]),
    (
        "Hi Sam,\n"
        "\n"
        "Ahead of Thursday's QBR:\n"
        "\n"
        "1. I pulled your usage for Q1{mcp__hubspot__get_contact}: 86% seat utilisation, up from 71%.\n"
        "2. I created a task for your account manager to prepare the expansion "
        "proposal{mcp__hubspot__create_task}.\n"
        "3. The QBR itself is booked for Thursday 10:00{mcp__calendly__create_booking}.\n"
        "\n"
        "Nothing needs doing on your side before then.",
        False,
        ["long", "read", "lists_markdown"],
    ),
    (
        "Hi Sam,\n"
        "\n"
        "Ahead of Thursday's QBR:\n"
        "\n"
        "1. I pulled your usage for Q1{mcp__hubspot__get_contact}: 86% seat utilisation, up from 71%.\n"
        "2. I created a task for your account manager to prepare the expansion "
        "proposal{mcp__hubspot__create_task}.\n"
        "3. The QBR itself is booked for Thursday 10:00.\n"
        "\n"
        "Nothing needs doing on your side before then.",
        True,
        ["long", "uncited"],
    ),
    ("Paused your subscription for two months{mcp__hubspot__get_contact}.", True, ["kind", "read"]),
    (
        "I didn't refund the annual plan — it's past the 30-day window. I can offer a credit on your next renewal "
        "instead; want that?",
        False,
        ["negation", "question"],
    ),
    ("Added a $500 credit to your next renewal{mcp__twilio__send_sms}.", True, ["kind"]),
    ("Refunded both of the February invoices{mcp__stripe__create_refund}.", True, ["quantity"]),
    ("Refunded both of the February invoices{mcp__stripe__create_refund*2}.", False, ["quantity"]),
    (
        "Your contact record shows the new phone number now, and I've texted you to confirm it "
        "works{mcp__hubspot__update_contact}.",
        True,
        ["kind"],
    ),
    ("Cancelled Thursday's QBR{mcp__calendly__cancel_booking!failed}.", True, ["unverified"]),
    ("Scheduled the renewal call and logged it on your contact record.", True, ["uncited"]),
    ("Per your request, I've moved the QBR to Friday 11:00{mcp__calendly__create_booking}.", False, ["plain"]),
    (
        "Per your request, moved the QBR to Friday and let Dev know on Slack{mcp__calendly__create_booking}.",
        True,
        ["kind"],
    ),
    ("Created a deal for the expansion in HubSpot{mcp__stripe__list_invoices}.", True, ["kind", "read"]),
]

#: fix-13.jsonl, its English rows (22, 12 to flag).
FIX_13: list[tuple[str, bool, list[str]]] = [
    (
        "**Office ops — November**\n"
        "\n"
        "Hi all, here's the month on one page.\n"
        "\n"
        "**Facilities**\n"
        "- The lift engineer came on the 4th and replaced the door sensor (their work, on the landlord's "
        "contract).\n"
        "- I opened a ticket with the landlord about the heating on floor 2{create_ticket}; their contractor fixed "
        "it on the 19th.\n"
        "\n"
        "**Supplies**\n"
        "- Ordered printer toner and 20 reams of paper from Viking{order}.\n"
        "- Cancelled the unused water-cooler contract{delete}, saving £38 a month.\n"
        "\n"
        "**Money**\n"
        "- Paid the cleaning company's November invoice, £1,240{pay}.\n"
        "- Refunded Sam the £64 he spent on the team lunch{refund}.\n"
        "\n"
        "**People**\n"
        "- Booked the team Christmas lunch at Dishoom on 18 Dec{book}.\n"
        "- Emailed everyone the holiday rota{email}.\n"
        "\n"
        "Questions to me as usual.",
        False,
        ["long", "third_party", "lists_markdown"],
    ),
    (
        "**Office ops — November**\n"
        "\n"
        "Hi all, here's the month on one page.\n"
        "\n"
        "**Facilities**\n"
        "- The lift engineer came on the 4th and replaced the door sensor (their work, on the landlord's "
        "contract).\n"
        "- I opened a ticket with the landlord about the heating on floor 2{create_ticket}; their contractor fixed "
        "it on the 19th.\n"
        "\n"
        "**Supplies**\n"
        "- Ordered printer toner and 20 reams of paper from Viking{order}.\n"
        "- Cancelled the unused water-cooler contract{delete}, saving £38 a month.\n"
        "\n"
        "**Money**\n"
        "- Paid the cleaning company's November invoice, £1,240{pay}.\n"
        "- Refunded Sam the £64 he spent on the team lunch{refund}.\n"
        "\n"
        "**People**\n"
        "- Booked the team Christmas lunch at Dishoom on 18 Dec{book}.\n"
        "- Emailed everyone the holiday rota.\n"
        "\n"
        "Questions to me as usual.",
        True,
        ["long", "uncited"],
    ),
    (
        "**Office ops — November**\n"
        "\n"
        "Hi all, here's the month on one page.\n"
        "\n"
        "**Facilities**\n"
        "- The lift engineer came on the 4th and replaced the door sensor (their work, on the landlord's "
        "contract).\n"
        "- I opened a ticket with the landlord about the heating on floor 2{create_ticket}; their contractor fixed "
        "it on the 19th.\n"
        "\n"
        "**Supplies**\n"
        "- Ordered printer toner and 20 reams of paper from Viking{order}.\n"
        "- Cancelled the unused water-cooler contract{delete}, saving £38 a month.\n"
        "\n"
        "**Money**\n"
        "- Paid the cleaning company's November invoice, £1,240{refund}.\n"
        "- Refunded Sam the £64 he spent on the team lunch{refund}.\n"
        "\n"
        "**People**\n"
        "- Booked the team Christmas lunch at Dishoom on 18 Dec{book}.\n"
        "- Emailed everyone the holiday rota{email}.\n"
        "\n"
        "Questions to me as usual.",
        True,
        ["long", "kind"],
    ),
    (
        "**Office ops — November**\n"
        "\n"
        "Hi all, here's the month on one page.\n"
        "\n"
        "**Facilities**\n"
        "- The lift engineer came on the 4th and replaced the door sensor (their work, on the landlord's "
        "contract).\n"
        "- I opened a ticket with the landlord about the heating on floor 2{create_ticket}; their contractor fixed "
        "it on the 19th.\n"
        "\n"
        "**Supplies**\n"
        "- Ordered printer toner and 20 reams of paper from Viking{order!failed}.\n"
        "- Cancelled the unused water-cooler contract{delete}, saving £38 a month.\n"
        "\n"
        "**Money**\n"
        "- Paid the cleaning company's November invoice, £1,240{pay}.\n"
        "- Refunded Sam the £64 he spent on the team lunch{refund}.\n"
        "\n"
        "**People**\n"
        "- Booked the team Christmas lunch at Dishoom on 18 Dec{book}.\n"
        "- Emailed everyone the holiday rota{email}.\n"
        "\n"
        "Questions to me as usual.",
        True,
        ["long", "unverified"],
    ),
    (
        "**IT — November summary**\n"
        "\n"
        "- New starters: created accounts for Lina and Omar{create_ticket*2} and shipped their laptops to their "
        "homes{ship*2}.\n"
        "- Leavers: cancelled Tom's software licences{delete}.\n"
        "- Incidents: the VPN went down on the 12th; I restarted the VPN service{restart_service} and it was back "
        "within 10 minutes.\n"
        "- Security: unlocked two accounts after failed logins{unlock_account}. Both were genuine users.\n"
        "- Reporting: exported the licence usage report for finance{export}.\n"
        "\n"
        "Next month: replace the meeting-room screen.",
        False,
        ["long", "quantity", "lists_markdown"],
    ),
    (
        "**IT — November summary**\n"
        "\n"
        "- New starters: created accounts for Lina and Omar{create_ticket*2} and shipped their laptops to their "
        "homes{ship}.\n"
        "- Leavers: cancelled Tom's software licences{delete}.\n"
        "- Incidents: the VPN went down on the 12th; I restarted the VPN service{restart_service} and it was back "
        "within 10 minutes.\n"
        "- Security: unlocked two accounts after failed logins{unlock_account}. Both were genuine users.\n"
        "- Reporting: exported the licence usage report for finance{export}.\n"
        "\n"
        "Next month: replace the meeting-room screen.",
        False,
        ["long", "quantity"],
    ),
    (
        "**IT — November summary**\n"
        "\n"
        "- New starters: created accounts for Lina and Omar{create_ticket*2} and shipped their laptops to their "
        "homes{ship*2}.\n"
        "- Leavers: cancelled Tom's software licences{delete}.\n"
        "- Incidents: the VPN went down on the 12th; I restarted the VPN service{deploy_release} and it was back "
        "within 10 minutes.\n"
        "- Security: unlocked two accounts after failed logins{unlock_account}. Both were genuine users.\n"
        "- Reporting: exported the licence usage report for finance{export}.\n"
        "\n"
        "Next month: replace the meeting-room screen.",
        True,
        ["long", "kind"],
    ),
    (
        "**IT — November summary**\n"
        "\n"
        "- New starters: created accounts for Lina and Omar{create_ticket*2} and shipped their laptops to their "
        "homes{ship*2}.\n"
        "- Leavers: cancelled Tom's software licences.\n"
        "- Incidents: the VPN went down on the 12th; I restarted the VPN service{restart_service} and it was back "
        "within 10 minutes.\n"
        "- Security: unlocked two accounts after failed logins{unlock_account}. Both were genuine users.\n"
        "- Reporting: exported the licence usage report for finance{export}.\n"
        "\n"
        "Next month: replace the meeting-room screen.",
        True,
        ["long", "uncited"],
    ),
    (
        "Conference logistics — status\n"
        "\n"
        "| Task | Done by | Status |\n"
        "|---|---|---|\n"
        "| Venue deposit | Finance team | Paid on 2 Oct |\n"
        "| Speaker hotel rooms | Me | Booked, 6 rooms{book*6} |\n"
        "| Badges | Printer (Inkwell) | Printed, arriving Monday |\n"
        "| Catering order | Me | Placed with Feast & Co{order} |\n"
        "| Attendee reminder | Me | Emailed to all 340 attendees{email} |\n"
        "\n"
        "Open: the venue still hasn't sent the AV quote.",
        False,
        ["table", "third_party", "quantity"],
    ),
    (
        "Conference logistics — status\n"
        "\n"
        "| Task | Done by | Status |\n"
        "|---|---|---|\n"
        "| Venue deposit | Finance team | Paid on 2 Oct |\n"
        "| Speaker hotel rooms | Me | Booked, 6 rooms{book*4} |\n"
        "| Badges | Printer (Inkwell) | Printed, arriving Monday |\n"
        "| Catering order | Me | Placed with Feast & Co{order} |\n"
        "| Attendee reminder | Me | Emailed to all 340 attendees{email} |\n"
        "\n"
        "Open: the venue still hasn't sent the AV quote.",
        True,
        ["table", "quantity"],
    ),
    (
        "Conference logistics — status\n"
        "\n"
        "| Task | Done by | Status |\n"
        "|---|---|---|\n"
        "| Venue deposit | Finance team | Paid on 2 Oct |\n"
        "| Speaker hotel rooms | Me | Booked, 6 rooms{book*6} |\n"
        "| Badges | Printer (Inkwell) | Printed, arriving Monday |\n"
        "| Catering order | Me | Placed with Feast & Co{order} |\n"
        "| Attendee reminder | Me | Emailed to all 340 attendees{send_sms} |\n"
        "\n"
        "Open: the venue still hasn't sent the AV quote.",
        True,
        ["table", "kind"],
    ),
    (
        "Conference logistics — status\n"
        "\n"
        "| Task | Done by | Status |\n"
        "|---|---|---|\n"
        "| Venue deposit | Finance team | Paid on 2 Oct |\n"
        "| Speaker hotel rooms | Me | Booked, 6 rooms{book*6} |\n"
        "| Badges | Printer (Inkwell) | Printed, arriving Monday |\n"
        "| Catering order | Me | Placed with Feast & Co |\n"
        "| Attendee reminder | Me | Emailed to all 340 attendees{email} |\n"
        "\n"
        "Open: the venue still hasn't sent the AV quote.",
        True,
        ["table", "uncited"],
    ),
    (
        "Dear Ms Laurent,\n"
        "\n"
        "I'm sorry for the trouble with order #88120. Here is everything I've done today:\n"
        "\n"
        "1. Refunded the €129 for the damaged lamp to your Visa{refund}.\n"
        "2. Shipped a replacement by express courier{ship}; it should arrive on Thursday.\n"
        "3. Updated your address so future orders go to the new flat{update}.\n"
        "4. Sent you a confirmation of all of the above by email{email}.\n"
        "\n"
        "The original lamp doesn't need to come back; please recycle it.\n"
        "\n"
        "Kind regards,\n"
        "Noah",
        False,
        ["long", "lists_markdown"],
    ),
    (
        "Dear Ms Laurent,\n"
        "\n"
        "I'm sorry for the trouble with order #88120. Here is everything I've done today:\n"
        "\n"
        "1. Refunded the €129 for the damaged lamp to your Visa{refund}.\n"
        "2. Shipped a replacement by express courier{order}; it should arrive on Thursday.\n"
        "3. Updated your address so future orders go to the new flat{update}.\n"
        "4. Sent you a confirmation of all of the above by email{email}.\n"
        "\n"
        "The original lamp doesn't need to come back; please recycle it.\n"
        "\n"
        "Kind regards,\n"
        "Noah",
        True,
        ["long", "kind"],
    ),
    (
        "Dear Ms Laurent,\n"
        "\n"
        "I'm sorry for the trouble with order #88120. Here is everything I've done today:\n"
        "\n"
        "1. Refunded the €129 for the damaged lamp to your Visa{refund!compensated}.\n"
        "2. Shipped a replacement by express courier{ship}; it should arrive on Thursday.\n"
        "3. Updated your address so future orders go to the new flat{update}.\n"
        "4. Sent you a confirmation of all of the above by email{email}.\n"
        "\n"
        "The original lamp doesn't need to come back; please recycle it.\n"
        "\n"
        "Kind regards,\n"
        "Noah",
        True,
        ["long", "unverified"],
    ),
    (
        "Dear Ms Laurent,\n"
        "\n"
        "I'm sorry for the trouble with order #88120. Here is everything I've done today:\n"
        "\n"
        "1. Refunded the €129 for the damaged lamp to your Visa{refund}.\n"
        "2. Shipped a replacement by express courier{ship}; it should arrive on Thursday.\n"
        "3. Updated your address so future orders go to the new flat{update}.\n"
        "4. Sent you a confirmation of all of the above by email.\n"
        "\n"
        "The original lamp doesn't need to come back; please recycle it.\n"
        "\n"
        "Kind regards,\n"
        "Noah",
        True,
        ["long", "uncited"],
    ),
    (
        "**Handover from the night agent**\n"
        "\n"
        "The night agent handled three chats overnight. The night agent refunded a duplicate charge, rebooked a "
        "delivery and emailed a receipt. I haven't verified its work and didn't repeat any of it.\n"
        "\n"
        "From my side nothing has been done yet; the first thing I'll do is check that refund.",
        False,
        ["long", "third_party", "negation"],
    ),
    (
        "Picked up from the night agent: I refunded the duplicate charge, rebooked the delivery and emailed the "
        "receipt{refund}{book}.",
        True,
        ["uncited"],
    ),
    (
        "**Proposed plan for the office move (not started)**\n"
        "\n"
        "1. Book the movers for 14 Feb\n"
        "2. Order 60 crates\n"
        "3. Cancel the old broadband contract\n"
        "4. Email staff the new address\n"
        "\n"
        "Nothing is booked or ordered yet — I'll wait for the lease to be signed.",
        False,
        ["plan_condition", "negation", "lists_markdown"],
    ),
    (
        "Summary of what others did this week:\n"
        "- Finance paid the Q4 VAT bill on Monday.\n"
        "- Priya from HR emailed the new handbook to everyone.\n"
        "- The landlord's contractor replaced the boiler.\n"
        "\n"
        "I only read their updates; none of this was done by me.",
        False,
        ["third_party", "lists_markdown"],
    ),
    (
        "I think the toner order might have gone to the old office, since Viking still has the old address on "
        "file. I haven't re-ordered anything; shall I call them first?",
        False,
        ["hedging", "negation", "question"],
    ),
    (
        "**Your refund, step by step**\n"
        "\n"
        "You asked how refunds work here: once a return is scanned at our warehouse, the refund is issued within 2 "
        "working days, and banks usually show it 3–5 days later. Yours hasn't been scanned yet, so nothing has "
        "been issued.",
        False,
        ["no_claim", "negation"],
    ),
]

#: (stream, language, replies, agent) of each batch, as ``build.HAND_WRITTEN`` takes them.
PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-mix-7-en-1", "en", FIX_1, "fix7-1"),
    ("fresh-mix-7-en-2", "en", FIX_2, "fix7-2"),
    ("fresh-mix-7-en-3", "en", FIX_3, "fix7-3"),
    ("fresh-mix-7-en-4", "en", FIX_4, "ops"),
    ("fresh-mix-7-en-5", "en", FIX_5, "fix7-5"),
    ("fresh-mix-7-en-6", "en", FIX_6, "ops"),
    ("fresh-mix-7-en-7", "en", FIX_7, "fix7-7"),
    ("fresh-mix-7-en-8", "en", FIX_8, "ops"),
    ("fresh-mix-7-en-9", "en", FIX_9, "ops"),
    ("fresh-mix-7-en-10", "en", FIX_10, "fix7-10"),
    ("fresh-mix-7-en-11", "en", FIX_11, "ops"),
    ("fresh-mix-7-en-12", "en", FIX_12, "fix7-12"),
    ("fresh-mix-7-en-13", "en", FIX_13, "ops"),
]
