"""The step protocol, stated once: the states of a tool call and what each allows next.

The in-process loop (``agentops.core.loop``), the server's rules for external agents
(``runs.api.protocol``) and the client (``agentops.client``) all ask this module, so the rules
cannot drift between them. No Django here: data and pure functions over the replay index.

A call's life (SPEC "Crash points"; the journal events in brackets):

    intent [ToolRequested] ─(gated)→ awaiting approval ─[ManualConfirmGranted, same key]→ intent
                                      (approved, never handed out: the next driver sends it once)
    approved intent ─[ToolDispatched]→ dispatched (sent; outcome unknown until its result)
                                                       ─[ManualConfirmRejected]→ rejected (never sent)
    intent ─[ToolResult]→ result ─[ToolVerified]→ verified | ─[ToolVerificationFailed]→ verification failed
    intent ─(outcome unknown, cannot replay or look up)→ in doubt [RecoveryStarted]
    in doubt ─[OperatorDecision]→ operator-confirmed | compensated | dead-lettered | retry with the same key
    retry with the same key ─[ToolDispatched]→ dispatched (sent again; outcome unknown until its result)

Only an operator decision moves an in-doubt call on — or, in process, a resume whose re-check by
key establishes the outcome (a result, a verdict). An agent's key never can.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import re
import unicodedata
from enum import StrEnum
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from agentops.core.canon import unstorable
from agentops.core.errors import PASSED_THROUGH, InvalidArguments, ToolRejected, ToolTimeout
from agentops.core.events import EventType, NewEvent
from agentops.core.foreign_words import (
    cjk_in_english,
    cyrillic_in_english,
    latin_in_english,
    script_in_english,
    unaccented,
)
from agentops.core.lookalikes import fold_lookalikes

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from agentops.core.replay import CallKey, ReplayIndex


class Effect(StrEnum):
    READ = "read"
    WRITE = "write"


class Risk(StrEnum):
    LOW = "low"
    HIGH = "high"


class VerdictStatus(StrEnum):
    CONFIRMED = "confirmed"
    FAILED = "failed"
    PENDING = "pending"


# -- leases -------------------------------------------------------------------------------------
#: The shortest and the longest lease a holder may ask for (seconds); the server's default is
#: ``AGENTOPS_LEASE_SECONDS``. Here so that the server and the clients (the SDK) refuse the same.
MIN_LEASE_SECONDS, MAX_LEASE_SECONDS = 1, 3600
#: what a refused lease length is told (the SDK's check and the API's 400 say the same)
LEASE_LENGTH_BOUNDS = f"a lease lasts {MIN_LEASE_SECONDS} to {MAX_LEASE_SECONDS} seconds"


def check_lease_length(seconds: object) -> int:
    """``seconds`` if a lease may last that long (a whole number of seconds within the bounds), else ValueError."""
    if (
        isinstance(seconds, bool)
        or not isinstance(seconds, int)
        or not MIN_LEASE_SECONDS <= seconds <= MAX_LEASE_SECONDS
    ):
        raise ValueError(f"{LEASE_LENGTH_BOUNDS}, not {seconds!r}")
    return seconds


# -- risk by name ---------------------------------------------------------------------------------
#: Verbs that destroy or remove what they name (SPEC "delete"), wherever they stand and whatever follows:
#: ``remove_customer``, ``instances.terminate``, ``delete_history``
DESTROY_VERBS = frozenset(
    {"delete", "remove", "purge", "truncate", "wipe", "erase", "destroy", "terminate", "deprovision", "decommission",
     "uninstall", "deregister", "unregister", "shred", "expunge",
     # as file systems, key-value stores and SDKs abbreviate them: ``fs.rm``, ``fs.unlink``, ``shutil.rmtree``,
     # Redis' ``DEL``, Stripe's Node SDK ``customers.del``
     "rm", "rmdir", "rmtree", "unlink", "del",
     # said bluntly: ``nuke_db``, ``obliterate_records``
     "nuke", "obliterate",
     # a user account removed, as Debian's and POSIX's commands name it (``deluser``, ``userdel``: qa-agents9)
     "deluser", "userdel", "delgroup", "groupdel"}
)  # fmt: skip
#: delete / drop / pay / bulk (SPEC "Manual gate"), and the words that say the same: money moved (charge, payout,
#: refund, transfer, wire, withdraw, remit, disburse, payroll, funds, money, cashout, debit, buy, purchase), data
#: destroyed (:data:`DESTROY_VERBS`), many at once (batch, mass, blast); not nouns that name what a read reads (balance,
#: cash: ``account_balance``), nor a name about one of them (:data:`_ABOUT`: ``purchase_history``)
_HIGH_RISK_WORDS = DESTROY_VERBS | frozenset(
    {"drop", "pay", "payment", "bulk", "refund", "charge", "payout", "transfer", "wire", "withdraw", "withdrawal",
     "remit", "remittance", "disburse", "disbursement", "payroll", "fund", "money", "cashout", "debit", "buy",
     "purchase", "batch", "mass", "topup", "donate", "donation", "reimburse", "reimbursement", "blast",
     # money given up or taken back: a debt written off (``write_off_debt``), a card payment reversed
     "writeoff", "chargeback"}
)  # fmt: skip
#: Verbs high risk only as a name's first verb and with one of these objects anywhere in the name (``None``: any
#: or none): an order placed, bought or sold (``place_order``, ``order_supplies``, ``checkout_cart``, ``sell_stock``,
#: ``book_flight``), an account or a subscription ended (``close_account``, ``cancel_subscription``), a store emptied
#: (``empty_trash``, ``reset_database``), access revoked (``revoke_token``); not ``close_issue``, ``cancel_job``,
#: ``clear_cache``, ``reset_password``, ``git_checkout``, ``book_appointment``, ``format_date``
_ORDERED = frozenset({"order", "purchase", "trade", "bet", "wager", "bid"})
_ENDED = frozenset({"account", "subscription", "membership", "plan", "contract", "order", "purchase"})
_STORES = frozenset(
    {"database", "db", "table", "data", "everything", "trash", "bin", "bucket", "storage", "disk", "drive",
     "volume", "index", "history", "log", "record", "device", "cluster", "instance", "factory"}
)  # fmt: skip
#: Many at once: an act on all of something (``archive_all``, ``disable_all_users``, ``update_all_prices``)
_ALL = frozenset({"all", "everything", "every", "everyone", "everybody"})
#: A plan billed from now on: subscribed, renewed, upgraded, started (``subscribe_to_plan``, ``renew_subscription``)
_BILLED = frozenset({"plan", "subscription", "membership", "tier", "premium", "pro", "license", "seat", "addon"})
#: Stored value loaded with money (``recharge_wallet``, ``reload_gift_card``; not ``recharge_battery``)
_STORED_VALUE = frozenset({"account", "wallet", "balance", "card", "gift", "giftcard", "mobile", "phone", "sim",
                           "airtime", "prepaid", "credit"})  # fmt: skip
#: Money records an act makes final (``void_invoice``, ``finalize_invoice``, ``settle_balance``)
_MONEY_RECORDS = frozenset({"invoice", "bill", "transaction", "payment", "charge", "order", "sale", "receipt",
                            "check", "cheque", "balance", "debt", "loan", "trade", "bet", "payroll"})  # fmt: skip
#: Crypto assets moved (``send_eth``, ``swap_tokens``, ``stake_eth``)
_CRYPTO = frozenset({"crypto", "eth", "btc", "bitcoin", "usdc", "usdt", "sol", "token", "coin", "transaction"})
#: Whole containers: archived, everyone in them loses them (``archive_workspace``; not ``archive_email``)
_CONTAINERS = frozenset({"account", "workspace", "organization", "org", "project", "repository", "repo", "tenant",
                         "team", "site", "store", "company"})  # fmt: skip
#: People whose data an act anonymises for good (``anonymize_user``; not ``anonymize_text``, a transform)
_PEOPLE = frozenset({"user", "customer", "contact", "member", "employee", "account", "patient", "person", "people",
                     "profile", "subject", "record", "data"})  # fmt: skip
#: Where money is paid to: changed by a name's first verb of :data:`_CHANGES`, the next payment goes elsewhere
#: (payment redirection: ``update_bank_details``, ``set_iban``, ``update_payee_account``; not ``get_bank_details``, a
#: read, nor ``update_payout_schedule``, about the payments); added by one of :data:`_ADDS`, money may go somewhere
#: new (``add_payee``, ``add_beneficiary``)
_PAID_TO = frozenset({"iban", "payee", "beneficiary", "routing", "swift", "bic", "payout"})
_CHANGES = frozenset({"update", "set", "change", "edit", "modify", "replace", "switch", "upsert", "patch"})
#: Verbs that add a place money may be paid to: only when that place is what the name adds, its last word
#: (``add_payee``, ``link_bank_account``; not ``add_payee_note``)
_ADDS = frozenset({"add", "create", "register", "link", "new", "attach", "enroll"})
#: A name's last word about where money goes that is still that place (``update_bank_details``, ``set_payee_id``)
_PAID_TO_DETAILS = frozenset({"detail", "info", "id"})
#: Words where money is paid to only beside one of theirs: a bank's account or details (``change_bank_account``; not
#: ``update_bank_holidays``, ``patch_bank_statement_import``), a wallet's address (``update_wallet_address``; not
#: ``update_wallet_name``), a direct deposit (``update_direct_deposit``; not ``update_deposit_limit``), a payout's or
#: a payment's destination (``change_payout_destination``)
_PAID_TO_BESIDE = {
    "bank": _PAID_TO_DETAILS | {"account", "number"},
    "wallet": _PAID_TO_DETAILS | {"address", "addr"},
    "deposit": frozenset({"direct"}),
    "destination": frozenset({"payment", "payout", "settlement", "withdrawal", "bank", "deposit"}),
}
#: Who is shut out of what they had, deactivated, disabled or suspended alike (``disable_account``; not
#: ``disable_notifications``, ``suspend_job``), or all of something
_SHUT_OUT = frozenset({"account", "user", "customer", "member", "employee", "tenant", "organization", "license"}) | _ALL
_ACTS_ON: dict[str, frozenset[str] | None] = {
    "place": _ORDERED, "submit": _ORDERED, "confirm": _ORDERED, "execute": _ORDERED, "order": None, "sell": None,
    "revoke": None,
    # an order made is a purchase committed, when the order is what the name makes (``create_order``; not
    # ``create_order_note`` or ``create_draft_order``: :data:`_MAKES_ITS_LAST_WORD`, :data:`_TENTATIVE`)
    "create": _ORDERED,
    "checkout": frozenset({"", "cart", "basket", "order", "item", "now", "purchase"}),
    "book": frozenset({"flight", "hotel", "trip", "seat", "rental", "cruise", "travel"}),
    "send": _CRYPTO | _ALL | {"newsletter", "campaign", "broadcast", "blast"},
    "broadcast": None,
    "close": frozenset({"account", "position", "loan", "card"}) | _ALL,
    "cancel": _ENDED | {"booking", "reservation"} | _ALL,
    "deactivate": _SHUT_OUT, "disable": _SHUT_OUT, "suspend": _SHUT_OUT,
    "reset": _STORES, "clear": _STORES, "empty": _STORES, "flush": _STORES | _ALL, "format": _STORES,
    "subscribe": _BILLED | {""}, "renew": _BILLED | {"domain"}, "upgrade": _BILLED, "activate": _BILLED,
    "start": _BILLED,
    "recharge": _STORED_VALUE, "reload": _STORED_VALUE,
    "void": _MONEY_RECORDS, "finalize": _MONEY_RECORDS, "settle": _MONEY_RECORDS,
    "redeem": frozenset({"point", "voucher", "gift", "giftcard", "reward", "credit", "mile", "bond", "share"}),
    "archive": _CONTAINERS | _ALL,
    "anonymize": _PEOPLE, "anonymise": _PEOPLE, "pseudonymize": _PEOPLE,
    # erased on request (GDPR's right to be forgotten: ``forget_user``, ``gdpr_forget``, ``right_to_be_forgotten``;
    # not ``forget_password_email``, a password reset)
    "forget": _PEOPLE | {"gdpr", "rtbf"}, "forgotten": frozenset({"right"}),
    "forgive": _MONEY_RECORDS,
    "swap": _CRYPTO, "stake": _CRYPTO, "unstake": _CRYPTO, "bridge": _CRYPTO,
    "approve": _ALL, "reject": _ALL, "update": _ALL, "notify": _ALL,
    "block": _ALL, "ban": _ALL, "lock": _ALL, "expire": _ALL, "unsubscribe": _ALL,
    # all of something invited, posted to, reset or voided (``invite_all``, ``post_to_all``, ``reset_all``,
    # ``void_all``): ungated until qa-agents9 (``update_many`` is told what to act on by its filter: the arguments decide)
    "invite": _ALL, "post": _ALL,
    # everyone messaged or paged at once (``dm_all``, ``ping_all``): ungated until fix-agents9
    "dm": _ALL, "ping": _ALL,
    # everything merged or tagged at once (``merge_all``, ``merge_all_prs``, ``tag_all``): ungated until gate10
    "merge": _ALL, "tag": _ALL,
    # a stored balance overwritten (``set_balance``, ``setWalletBalance``; not ``set_limit``): as ``zero_balance``,
    # money made or lost by a write; ungated until gate10
    "set": frozenset({"balance"}),
    # a campaign scheduled to its lists (``schedule_campaign``, SendGrid's ``schedule_single_send``; not
    # ``schedule_meeting``, ``schedule_email``): unheld until gate13
    "schedule": frozenset({"campaign", "newsletter", "broadcast", "blast", "singlesend", "single", "mailing"}),
}  # fmt: skip
#: Money sent over a payment app (``paypal_send``, ``venmo_send``, ``zelle.send``, ``cashapp_send_cash``, ``send_tip``)
_PAYMENT_APPS = frozenset({"paypal", "venmo", "zelle", "cashapp", "revolut", "tip", "cash", "gift"})
#: Those a tip or a credit is given to (``tip_user``, ``tipCreator``, ``credit_account``; not ``tip_of_the_day``,
#: ``credit_score``)
_PAYEES = _PEOPLE | _STORED_VALUE | frozenset(
    {"creator", "author", "streamer", "driver", "courier", "worker", "staff", "artist", "host", "recipient",
     "vendor", "supplier", "merchant", "seller", "freelancer", "contractor", "agent", "rider", "client"}
)  # fmt: skip
#: Infrastructure a kill or a shutdown takes down (``kill_instance``, ``shutdown_server``; not ``kill_process``)
_MACHINES = frozenset({"instance", "server", "vm", "machine", "node", "cluster", "host", "database", "db",
                       "droplet", "fleet", "environment", "env", "region"})  # fmt: skip
_ACTS_ON |= {
    # money movement: a payment app's send, a tip or a credit given, a credit issued (``issueCredit``)
    "send": _ACTS_ON["send"] | _PAYMENT_APPS,
    "reset": _ACTS_ON["reset"] | _ALL,
    "void": _ACTS_ON["void"] | _ALL,
    "tip": _PAYEES,
    # someone billed (``bill_customer``; not ``bill_summary``), a stored value zeroed (``zero_balance``; not
    # ``zero_pad``): ungated until fix-agents9
    "bill": _PAYEES,
    "zero": _STORED_VALUE,
    "credit": _PAYEES - {"credit", "record", "data", "profile", "subject"},
    "issue": frozenset(
        {
            "credit",
            "refund",
            "payout",
            "payment",
            "cheque",
            "check",
            "voucher",
            "rebate",
            "bonus",
            "giftcard",
            "gift",
            "compensation",
            "credits",
        }
    ),
    # destruction: mail trashed (``gmail.trash``, ``trash_email``, ``move_to_trash``), machines killed or shut
    # down (``kill_instance``, ``shutdown_server``), history rewritten (``force_push``, ``git_push_force``)
    "trash": None,
    "move": frozenset({"trash", "bin", "recyclebin"}),
    "kill": _MACHINES | _ALL,
    "shutdown": _MACHINES | _ALL,
    "force": frozenset({"push", "delete", "overwrite", "reset"}),
    "push": frozenset({"force"}),
}
#: Money owed that a waiver gives up (``waive_fee``, ``waive_late_penalty``; not ``waive_signature``)
_OWED = frozenset({"fee", "penalty", "interest", "fine", "balance", "debt", "invoice", "bill", "overdraft",
                   "surcharge", "premium", "rent", "deductible", "dues"})  # fmt: skip
#: Money handed out as value: what a grant or an apply gives (``grant_credit``, ``apply_credit``; not ``grant_role``,
#: ``apply_patch``, ``apply_discount_preview``)
_VALUE_GIVEN = _ACTS_ON["issue"] - {"check"} | {"writeoff", "waiver", "goodwill"}
#: Stored money a correction changes (``adjust_balance``, ``adjust_wallet``; not ``adjust_inventory``)
_LEDGERS = frozenset({"balance", "credit", "ledger", "wallet", "fund", "points", "point", "credits"})
_ACTS_ON |= {
    # money out by a name that says no payment: a fee waived, a balance adjusted, a credit granted or applied
    "waive": _OWED, "adjust": _LEDGERS, "grant": _VALUE_GIVEN, "apply": _VALUE_GIVEN,
}  # fmt: skip
#: Acts that undo a destruction: the act of a name they lead, never a trash (``restore_from_trash``, ``untrash``)
_UNDOES = frozenset({"restore", "untrash", "undelete", "recover", "unarchive"})
#: Channels whose name, first in a tool's name and with all of something, sends to everyone (``emailAllCustomers``,
#: ``text_all_contacts``; not ``email_customer``); not acts of their own: ``email_cancel_subscription`` is a cancel
_MESSAGES = frozenset({"email", "mail", "message", "text", "sms"})
#: Acts whose object is the name's last word (past the act) before a phrase that says for whom or to what
#: (:data:`_PREPOSITIONS`): ``create_order`` makes an order, ``create_order_note`` a note, ``create_order_for_customer``
#: an order; ``set_balance`` overwrites a balance, ``set_balance_alert`` sets an alert (held until gate11)
_MAKES_ITS_LAST_WORD = frozenset({"create", "set"})
_PREPOSITIONS = frozenset({"for", "of", "to", "on", "in", "at", "by", "with", "from"})
#: Acts that are also the record a noun-first name acts on (``order_cancel``, Shopify's ``orderUpdate``): directly
#: before another verb they are its object — ``orderUpdate`` was held as an order placed until gate11
_NOUN_FIRST = frozenset({"order", "bill", "credit", "tip", "book", "post", "tag", "block", "lock"})
#: Words that make what a name makes not a purchase: a draft order is no order placed, a work or repair order is a
#: job ticket (``create_draft_order``, ``create_work_order``, ``createRepairOrder``)
_TENTATIVE = frozenset({"draft", "quote", "test", "sample", "sandbox", "mock", "simulated", "dry", "work", "repair",
                        "job", "maintenance"})  # fmt: skip
#: What a send of a campaign tries out on its own people, not on its list (``send_test``, ``send_campaign_preview``)
_TRIAL = frozenset({"test", "tests", "preview", "proof", "sample"})
#: Acts that empty a store, where a last word of :data:`_ABOUT` is the store (``clear_browser_history``)
_EMPTIES = frozenset({"reset", "clear", "empty", "flush", "format"})
#: A name's last word that makes it a name *about* a payment, an order or a batch, not the act (``payment_status``,
#: ``refund_history``, ``order_details``, ``create_payment_link``): such a name is low risk unless a destroy verb
#: says otherwise (``delete_history``)
_ABOUT = frozenset(
    {"status", "history", "price", "info", "detail", "report", "summary", "log", "stat", "statistic", "state",
     "count", "preview", "estimate", "option", "method", "setting", "config", "policy", "limit", "rate", "schedule",
     "link", "receipt", "reminder", "notification", "template", "form", "page", "doc", "documentation", "type",
     "id", "url", "stub", "period", "date", "time", "quote", "quotation"}
)  # fmt: skip
#: What a conversation is handed over as: ``transfer_ticket`` or ``transferCall`` moves no money
_HANDED_OVER = frozenset({"ticket", "call", "chat", "conversation", "case", "thread", "queue"})
#: What money a transfer moves when it also names a conversation (``transfer_case_balance``): no hand-over
_MONEY_NOUNS = frozenset({"balance", "amount", "cash", "credit", "deposit", "points", "sum", "loan", "salary"})
#: The objects tools name most, for reading a lower-case concatenation (``payinvoice``, ``deleteall``)
_OBJECTS = frozenset(
    {"invoice", "bill", "all", "account", "user", "order", "file", "record", "row", "item", "table", "database",
     "db", "data", "email", "mail", "message", "customer", "card", "vendor", "supplier", "fee", "tax", "now", "to",
     "status", "history", "everything", "cart", "bank", "employee", "contact", "intent"}
)  # fmt: skip
#: Deletes abbreviated (``fs.rm``, ``redis.del``): words of their own only, never a part read out of a
#: concatenation (``inform`` is no info + rm)
_ABBREVIATIONS = frozenset({"rm", "del"})
#: Single words a segmentation would misread (``payload`` is no pay): kept whole
_WHOLE_WORDS = frozenset({"payload", "payloads"})


#: Two words read as the one they spell: ``top up`` (``top_up_wallet``, ``topUpWallet``, ``list_top_ups``), ``cash
#: out`` (``cash_out``, ``cashOut``), ``write off`` (``write_off_debt``)
_PHRASES = {("top", "up"), ("top", "ups"), ("cash", "out"), ("cash", "outs"), ("write", "off"), ("write", "offs")}  # fmt: skip


def _joined(words: list[str]) -> list[str]:
    """The words with each pair of :data:`_PHRASES` read as one: ``top up`` → ``topup``, ``cash out`` → ``cashout``,
    ``write off`` → ``writeoff``."""
    out: list[str] = []
    for word in words:
        if out and (out[-1], word) in _PHRASES:
            out[-1] += word
        else:
            out.append(word)
    return out


def _split(name: str) -> list[str]:
    """The words of a tool name in order, in any case style: ``payInvoice`` → ``["pay", "invoice"]``; read as
    NFKC with format characters dropped, so full-width letters or a zero-width space hide no word; a lower-case
    concatenation of known words with a high-risk one among them is read as them (:func:`_segments`); letters that
    look like ASCII ones are read as those (``dеlete_user`` with a Cyrillic ``е``: :mod:`agentops.core.lookalikes`);
    the Chinese, Japanese, Korean, Thai, Russian, Arabic, Greek, Hebrew, Hindi and Latin-script words of
    :mod:`agentops.core.foreign_words` in English (``删除用户``, ``удалить_пользователя``, ``حذف_المستخدم``, ``löschen``)."""
    name = "".join(c for c in unicodedata.normalize("NFKC", name) if unicodedata.category(c) != "Cf")
    name = unaccented(cjk_in_english(fold_lookalikes(script_in_english(cyrillic_in_english(name)))))
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", name)
    words = latin_in_english([word for word in re.split(r"[^a-z0-9]+", spaced.lower()) if word])
    return _joined([part for word in words for part in _segments(word)])


def _known(word: str) -> bool:
    return word in _VOCABULARY or word.removesuffix("s") in _VOCABULARY


@lru_cache(maxsize=4096)
def _segments(word: str) -> tuple[str, ...]:
    """``word`` as the known words it concatenates when it is all such words and one of them makes a name high
    risk, or begins with an act of :data:`_ACTS_ON` or ends with one done to the word before it (:func:`_object_then_act`): ``payinvoice`` → pay invoice, ``sendmoney`` → send money, ``wiretransfer``, ``deleteall``, ``closeaccount``, ``accountclose``, ``subscriptioncancel``. Anything else
    stays one word, so no read is misread: ``display`` (dis…), ``repayment`` (re…), ``paypal`` (…pal), ``dataset``
    (no high-risk part), ``payload`` (:data:`_WHOLE_WORDS`)."""
    if _known(word) or word in _WHOLE_WORDS:
        return (word,)
    found: dict[int, tuple[str, ...]] = {0: ()}
    for end in range(2, len(word) + 1):
        # no known word is longer than _LONGEST (+1: a plural "s"), so only those last characters can end one: the
        # same parts, read in time linear in the word (every start was tried: a 16 kB base64 line given to a shell
        # tool kept a claim's gate busy for 10 s, 100 kB for minutes)
        start = next(
            (
                s
                for s in range(max(0, end - _LONGEST - 1), end - 1)
                if s in found and _known(word[s:end]) and word[s:end] not in _ABBREVIATIONS
            ),
            None,
        )
        if start is not None:
            found[end] = (*found[start], word[start:end])
    parts = found.get(len(word), ())
    risky = any(p in _HIGH_RISK_WORDS or p.removesuffix("s") in _HIGH_RISK_WORDS for p in parts)
    acts = bool(parts) and (parts[0] in _LEADS_A_SPLIT or _object_then_act(parts))
    return parts if risky or acts else (word,)


def _object_then_act(parts: tuple[str, ...]) -> bool:
    """An object named before the act done to it, as an object-first API spells it: ``accountclose``,
    ``subscriptioncancel`` (not ``orderbook``: a booking acts on no order)."""
    if len(parts) != 2 or parts[1] not in _LEADS_A_SPLIT:
        return False
    objects = _ACTS_ON[parts[1]] or frozenset()
    return parts[0] in objects or parts[0].removesuffix("s") in objects


def first_word(name: str) -> str:
    """A tool name's first word as :func:`_split` reads it (``sms`` of ``SMSCustomer``, ``ｓｍｓ_customer`` or ``ѕms_customer``
    with a Cyrillic ``ѕ``; ``tip`` of ``tipCreator``), "" for none."""
    words = _split(name)
    return words[0] if words else ""


def name_words(name: str) -> set[str]:
    """The words of a tool name in any case style, each also without a plural ``s``: ``pay_invoice``,
    ``pay-invoice``, ``payInvoice``, ``PayInvoice`` and ``payments.create`` all say pay / payment."""
    words = set(_split(name))
    return words | {word.removesuffix("s") for word in words}


def is_high_risk_name(name: str) -> bool:
    """Whether a tool name says delete / drop / pay / bulk (SPEC "Manual gate"), unless it only reads about
    them: ``get_payment``, ``list_bulk_jobs`` and ``checkRefundStatus`` name no act, ``get_and_pay`` does;
    ``transfer_ticket`` hands a conversation over, ``transfer_funds`` moves money; ``payment_status`` and
    ``order_history`` are about one (:data:`_ABOUT`), ``place_order`` and ``close_account`` act (:data:`_ACTS_ON`)."""
    return high_risk_word(name) is not None


def _about(words: list[str]) -> bool:
    """Whether a name's last word makes it a name about something (:data:`_ABOUT`: ``payment_status``)."""
    return bool(words) and (words[-1] in _ABOUT or words[-1].removesuffix("s") in _ABOUT)


def high_risk_word(name: str) -> str | None:
    """The first word of a high-risk name that makes it one (``wire_money`` → ``wire``), or None."""
    words = _split(name)
    if _reads(words):
        return None
    # a destruction undone is none (``undo_delete``: what the undo names); money moved back is still money moved
    # (``undo_transfer``)
    undone = {
        word
        for before, word in pairwise(words)
        if before in _UNDOES | {"undo"} and word.removesuffix("s") in DESTROY_VERBS
    }
    bases = [base for word in words if word not in undone for base in dict.fromkeys((word, word.removesuffix("s")))]
    destroyed = next((base for base in bases if base in DESTROY_VERBS), None)
    if destroyed is not None:
        return destroyed
    if words[:1] == ["draft"] and _JOINERS.isdisjoint(words):  # ``draft_refund``: drafted, not sent
        return None
    about = _about(words)
    risky = [base for base in bases if base in _HIGH_RISK_WORDS]
    said = name_words(name)
    if set(risky) == {"transfer"} and not said.isdisjoint(_HANDED_OVER) and said.isdisjoint(_MONEY_NOUNS):
        risky = []
    if risky and set(risky) <= _MANY and _reads_many(words):
        risky = []  # ``shopify_bulk_operation_run_query``, ``batch_get_values``: many read at once
    if risky and not about:
        return risky[0]
    if words and words[0] in _MESSAGES and not _ALL.isdisjoint(words):
        return words[0]
    paid_to = _paid_to(words, bases, about)
    if paid_to is not None:
        return paid_to  # ``update_bank_details`` says where money goes: ``bank``
    # the first act decides; one that only carries out another passes to the next (``process_refund_request``,
    # ``process_right_to_be_forgotten``: what is processed is the act)
    acts = [w for w in words if w in _ACTS_ON or w in _WRITE_LEADING or w in _READ_VERBS or w in _UNDOES]
    first = words.index(acts[0]) if acts else 0
    if len(acts) > 1 and acts[0] in _NOUN_FIRST and words[first + 1 : first + 2] == acts[1:2]:
        acts = acts[1:]  # ``order_cancel``: the order is what is cancelled
    for act in acts:
        said_act = _act_on(act, words, about)
        if said_act is not None or act not in _CARRIES:
            return said_act
    return None


#: Verbs that only carry out the act a name goes on to say: ``process_right_to_be_forgotten`` forgets,
#: ``handle_account_closure_request`` is not one (no act follows), ``execute_trade`` is its own act
_CARRIES = frozenset({"process", "handle", "perform", "execute", "run", "do", "complete", "fulfil", "fulfill",
                      "initiate", "trigger"})  # fmt: skip


def _paid_to(words: list[str], bases: list[str], about: bool) -> str | None:
    """The place money is paid to that a name changes or adds (:data:`_PAID_TO`, :data:`_PAID_TO_BESIDE`), or None:
    its first verb changes it (``update_bank_details``, ``payee_update``), or adds it as its last word
    (``add_payee``, ``link_bank_account``)."""
    verb = next((w for w in words if w in _CHANGES or w in _ADDS or w in _WRITE_LEADING or w in _READ_VERBS), None)
    if verb not in _CHANGES and verb not in _ADDS:
        return None
    where = _PAID_TO | {word for word, beside in _PAID_TO_BESIDE.items() if not beside.isdisjoint(bases)}
    paid_to = next((base for base in bases if base in where and base != verb), None)
    last = words[-1].removesuffix("s")
    if paid_to is None or (about and last not in _PAID_TO_DETAILS):
        return None
    if verb in _ADDS and last not in where and last not in _PAID_TO_DETAILS | {"account", "number", "address"}:
        return None
    return paid_to


def _act_on(act: str, words: list[str], about: bool) -> str | None:
    """``act`` if it is one of :data:`_ACTS_ON` and the name names one of its objects (else None)."""
    if act not in _ACTS_ON:
        return None
    objects = _ACTS_ON[act]
    if objects is None:
        return None if about else act
    named = [word for word in words if word != act]
    if act == "send" and not _TRIAL.isdisjoint(named):
        return None  # ``campaigns_send_test``, ``send_preview_newsletter``: to the sender's own address (gate13)
    if act in _MAKES_ITS_LAST_WORD:  # ``create_order``, ``orders.create``; not ``create_order_note``
        if not _TENTATIVE.isdisjoint(named):
            return None
        cut = next((i for i, word in enumerate(named) if word in _PREPOSITIONS), len(named))
        named = named[:cut][-1:] or named[-1:]
    rest = {base for word in named for base in (word, word.removesuffix("s"))} or {""}
    found = rest & objects
    if not found:
        return None
    # all of something is many at once whatever it is about (``update_all_prices``); else a name about the act
    # is low (``send_campaign_preview``), unless the act empties a store (``clear_browser_history``)
    return act if found & _ALL or not about or act in _EMPTIES else None


# -- effect by name ------------------------------------------------------------------------------
#: Verbs that make a name a write wherever they stand (``get_or_create_user``), except as the object of a leading
#: read verb with no second act joined (``get_send_status``, ``list_delete_requests``).
_WRITE_ANYWHERE = frozenset(
    {"send", "create", "delete", "remove", "submit", "publish", "purge", "truncate", "insert", "notify"}
)
#: Verbs that are also nouns (``get_refund``, ``search_posts``): a write only as the name's first verb.
_WRITE_LEADING = _WRITE_ANYWHERE | frozenset(
    {"pay", "refund", "charge", "transfer", "cancel", "post", "drop", "update", "upsert", "upload", "place",
     "ship", "book", "merge", "add", "write", "set", "put", "patch", "approve", "reset", "revoke", "grant",
     "archive", "move", "edit", "modify", "save", "execute", "trigger", "process", "deploy", "restart",
     "unlock", "lock", "close", "assign", "invite", "enable", "disable", "schedule", "buy", "purchase",
     "export", "reply", "forward", "withdraw", "deposit", "sign", "rename", "replace", "apply", "bulk"}
)  # fmt: skip
#: Verbs that also name a record of money moved or of a market's close: a name whose first verb is one of these
#: and whose last word is about something (:data:`_ABOUT`) reads that record (``refund_history``, ``close_price``,
#: ``purchase_order_status``), while ``set_limit`` or ``update_status`` still write
_RECORD_NOUNS = frozenset({"refund", "charge", "transfer", "purchase", "deposit", "withdraw", "pay", "close"})
#: Verbs of a read: the first of these or a write verb in a name decides (``get_payment``, ``list_orders``).
_READ_VERBS = frozenset(
    {"get", "list", "read", "search", "find", "fetch", "lookup", "look", "query", "retrieve", "check", "count",
     "show", "describe", "view", "verify", "validate", "preview", "estimate", "calculate", "compute",
     "summarize", "inspect", "poll", "scan", "browse", "load", "select", "track", "download", "is", "has"}
)  # fmt: skip


#: Words that join a second act to a name (``get_and_pay``, ``get_or_create_user``): no such name is a read.
_JOINERS = frozenset({"and", "then", "or"})
#: Every word :func:`_segments` may read out of a concatenation
_VOCABULARY = _HIGH_RISK_WORDS | _WRITE_LEADING | _READ_VERBS | _JOINERS | _HANDED_OVER | _MONEY_NOUNS | _OBJECTS
_VOCABULARY |= {word for objects in _ACTS_ON.values() if objects for word in objects} | _ACTS_ON.keys() | _ABOUT
#: The longest word of :data:`_VOCABULARY`: :func:`_segments` looks no further back for the start of one
_LONGEST = max(map(len, _VOCABULARY))
#: Acts that have a concatenation they begin read as words (``closeaccount``, ``emptytrash``); not those that take
#: any object, nor one inside it (``orderbook`` stays one word)
_LEADS_A_SPLIT = frozenset(
    act for act, objects in _ACTS_ON.items() if objects is not None and objects - _ALL and act != "start"
)  # (not an act only on all of something, nor ``start``: ``lockfile``, ``startdate`` stay one word)


#: Verbs a name acts by, as the last segment of an RPC-style path (``/users/1/delete``) or as the past participle a
#: record's status is set to (``closed``); not ``bulk``, no verb (``/bulk-jobs`` is a collection)
_ACT_VERBS = (DESTROY_VERBS | _WRITE_LEADING | frozenset(_ACTS_ON)) - {"bulk"}


def path_act(segments: list[str]) -> str | None:
    """The word of the name rule an RPC-style path says (``/users/1/delete`` is ``delete_users``, ``/orders/7/cancel``
    ``cancel_orders``, ``/api/deleteUser``), when its last segment begins with a verb; None when the last segment is
    what a GET reads — a collection or a record (``/payments``, ``/refunds/5``, ``/payments/quote``). ``segments``
    are the path's words, ids and versions left out."""
    last = _split(segments[-1]) if segments else []
    if not last or last[0] not in _ACT_VERBS:
        return None
    return high_risk_word(" ".join([*last, *(word for segment in segments[:-1] for word in _split(segment))]))


def status_act(status: str, *names: str) -> str | None:
    """The word of the name rule that setting a record's status to ``status`` says, read as that act on the record
    ``names`` name (the tool's, the key's): ``closed`` on an account is ``close_account``, ``cancelled`` on a
    subscription ``cancel_subscription``, ``deleted`` on anything a delete; ``closed`` on a ticket, ``active``,
    ``paid`` and ``shipped`` say none."""
    word = status.strip().lower()
    stems = (word[:-1], word[:-2], word[:-3] if word[-3:-2] == word[-4:-3] else "") if word.endswith("ed") else ()
    verb = next((stem for stem in stems if stem in _ACT_VERBS), None)
    if verb is None:
        return None
    record = [
        w
        for name in names
        for w in _split(name)
        if w not in _WRITE_LEADING and w not in _READ_VERBS and not _about([w]) and w not in _ACT_VERBS
    ]
    return high_risk_word(" ".join([verb, *record]))


def reads(name: str) -> bool:
    """Whether a tool name only reads (``get_payment``, ``list_users``; not ``get_or_create_user``)."""
    return _reads(_split(name))


#: words that say many at once, and the verbs that only carry out what follows them (``bulk_operation_run_query``)
_MANY = frozenset({"bulk", "batch"})
_CARRY_OUT = frozenset({"run", "execute", "exec", "start", "export"})


def _reads_many(words: list[str]) -> bool:
    """Whether a bulk or batch name only reads or exports (``bulk_operation_run_query``, ``batchGet``,
    ``bulk_export_orders``): a read verb or ``export`` in it and no write verb but those that carry it out. Such a
    name was held as a bulk act until gate13; ``send_test`` and the like are :func:`_act_on`'s."""
    verbs = [w for w in words if w in _WRITE_LEADING or w in _READ_VERBS]
    return (not _READ_VERBS.isdisjoint(verbs) or "export" in verbs) and all(
        w in _READ_VERBS or w in _MANY or w in _CARRY_OUT for w in verbs
    )


def _reads(words: list[str]) -> bool:
    """Whether a tool name's words are a read verb and its object, nothing more: the first verb is a read and
    no joiner adds a second act (``get_payment``, ``get_send_status``; not ``get_or_create_user``)."""
    return _first_verb(words) in _READ_VERBS and _JOINERS.isdisjoint(words) and not _method_destroys(words)


#: read verbs that also name a cloud service an API's method begins with (Google's Compute Engine, Azure AI Search)
_SERVICE_READS = frozenset({"compute", "search"})


def _method_destroys(words: list[str]) -> bool:
    """Whether a name is a service's method that destroys: the service, a resource, a destroy verb last (Google's
    ``compute.instances.delete``, read as a read by ``compute`` until gate13); ``get_delete_requests``,
    ``get_dist_to_uninstall`` say what is read."""
    return len(words) >= 3 and words[0] in _SERVICE_READS and words[-1] in DESTROY_VERBS


def _first_verb(words: list[str]) -> str | None:
    return next((word for word in words if word in _WRITE_LEADING or word in _READ_VERBS), None)


def write_verb(name: str) -> str | None:
    """The write verb a tool name says, or None: ``send_email`` → ``send``, ``payments.create`` →
    ``create``, ``crm_update`` → ``update``, ``get_or_create_user`` → ``create``; ``get_payment``,
    ``get_send_status``, ``list_orders``, ``read_email`` and ``search_posts`` say none (a read verb comes
    first and nothing joins a second act to it; a noun, even a plural one, is not a verb). A high-risk name
    says a write whatever its verb: ``wire_money`` → ``wire``, ``check_and_transfer`` → ``transfer``."""
    words = _split(name)
    if _reads(words):
        return None
    anywhere = next((word for word in words if word in _WRITE_ANYWHERE), None)
    if anywhere is not None:
        return anywhere
    first = _first_verb(words)
    risky = high_risk_word(name)
    if first in _RECORD_NOUNS and len(words) > 1 and _about(words) and risky is None:
        return None  # ``refund_history``, ``close_price``, ``wire_transfer_status``: about a record, not the act
    # a name that moves money or destroys data is a write whatever verb it uses (``wire_money``, ``destroy_db``)
    return first if first in _WRITE_LEADING else risky


# -- operator decisions ---------------------------------------------------------------------------
class Decision(StrEnum):
    """What an operator may decide about an in-doubt call, and what it means for the next attempt."""

    #: it happened: the operator's (or the journaled) result stands; nothing is sent, nothing verified
    CONFIRM = "confirm"
    #: it happened and was undone: the compensation is journaled; nothing is sent again
    COMPENSATE = "compensate"
    #: give up: the run ends in DEAD_LETTER
    DEAD_LETTER = "dead_letter"
    #: it did not happen: send it once more, with the same idempotency key (only a call without a result)
    RETRY_SAME_KEY = "retry_same_key"


#: A fork's operator supplied the result of a call (``agentops.core.fork``): settles it like a confirm.
EDIT_RESULT = "edit_result"

#: Who produced a verdict (``verified_by`` of ToolVerified / ToolVerificationFailed).
VERIFIERS = ("server", "agent", "operator", "timeout")


class CallState(StrEnum):
    AWAITING_APPROVAL = "awaiting_approval"
    REJECTED = "rejected"
    INTENT = "intent"
    IN_DOUBT = "in_doubt"
    RETRY_SAME_KEY = "retry_same_key"
    DISPATCHED = "dispatched"
    RESULT = "result"
    VERIFIED = "verified"
    VERIFICATION_FAILED = "verification_failed"
    OPERATOR_CONFIRMED = "operator_confirmed"
    COMPENSATED = "compensated"
    DEAD_LETTERED = "dead_lettered"


#: Settled by a human: the driver uses the decided result and never sends, replays or verifies it.
OPERATOR_SETTLED = frozenset({CallState.OPERATOR_CONFIRMED, CallState.COMPENSATED, CallState.DEAD_LETTERED})

#: Settled by a human before or after the send: a driver never verifies these.
HUMAN_SETTLED = OPERATOR_SETTLED | {CallState.REJECTED}

#: Sent (maybe), no result: the outcome is unknown.
UNKNOWN_OUTCOME = frozenset({CallState.INTENT, CallState.DISPATCHED})

_DECIDED_STATE = {
    Decision.CONFIRM: CallState.OPERATOR_CONFIRMED,
    EDIT_RESULT: CallState.OPERATOR_CONFIRMED,
    Decision.COMPENSATE: CallState.COMPENSATED,
    Decision.DEAD_LETTER: CallState.DEAD_LETTERED,
}


def journaled_as(intent: dict[str, Any]) -> tuple[Effect, Risk]:
    """A journaled call's effect and risk (its ``ToolRequested`` payload) as the step protocol reads them: a read
    only when journaled a read, low only when journaled low — ``unknown``, a tool the in-process loop did not have,
    is a write and high. One rule for a claim's answer and ``GET replay/``'s calls."""
    effect = Effect.READ if intent.get("effect") == Effect.READ else Effect.WRITE
    return effect, Risk.LOW if intent.get("risk") == Risk.LOW else Risk.HIGH


def approval_binds(intent: dict[str, Any], grant: dict[str, Any] | None) -> bool:
    """An approval counts only for the idempotency key it was given for (never for another call)."""
    return grant is not None and grant.get("idem_key") == intent.get("idem_key")


#: The events of a call that tell whether it went out on a human's word (:func:`handed`).
HANDING = (EventType.TOOL_DISPATCHED, EventType.MANUAL_CONFIRM_GRANTED, EventType.OPERATOR_DECISION)


def handed(kinds: Iterable[str]) -> bool:
    """Whether a call went out on a human's word about it — its approval, or an operator's retry — behind a
    ToolDispatched since its latest decision (``Tool.replayable``'s ``handed``). ``kinds``: the types of the call's
    events in journal order (those not in :data:`HANDING` ignored); the loop reads them from its index, the console
    from the journal's rows (``approvals.selectors``). A call of the same step sent behind one after the approval of
    another (:func:`held_unsent`) or a fork's edited call (:func:`edited_unsent`) was no human's word about it: a read
    among them is still replayed."""
    dispatched = worded = False
    for kind in kinds:
        if kind == EventType.OPERATOR_DECISION:  # a dispatch before it is one it decided about
            dispatched, worded = False, True
        elif kind == EventType.MANUAL_CONFIRM_GRANTED:
            worded = True
        elif kind == EventType.TOOL_DISPATCHED:
            dispatched = True
    return dispatched and worded


def approved_unsent(index: ReplayIndex, key: CallKey) -> bool:
    """An approved call that nobody has been handed since: it certainly did not go out.

    The gate's ManualConfirmRequested is journaled with the intent, before any driver may send the
    call, and after the approval a driver is handed it only with a ToolDispatched journaled first
    (``dispatch_event``). So with a grant for its key and neither a dispatch nor a result, the next
    driver sends it — once, also when its service cannot dedupe — instead of treating it as a call
    of unknown outcome (a lookup, or a second human).
    """
    if key not in index.approvals_requested or key in index.dispatches or key in index.results:
        return False
    grant = index.grants.get(key)
    return approval_binds(index.intents[key].payload, grant.payload if grant else None)


def held_unsent(index: ReplayIndex, key: CallKey) -> bool:
    """A call of an in-process step that stopped at its gate, that nobody has been handed since.

    The step loop journals every intent of a step, then stops at the gate (a call waiting for an
    approver) before sending anything; after the decision, a driver is handed the step's other calls
    only with a ToolDispatched journaled first (:func:`dispatch_event`). So an ungated call with neither
    a dispatch nor a result, in a step with a gated call, certainly did not go out: it is sent once,
    also when its service cannot dedupe, like :func:`approved_unsent`. Only for runs the server drives:
    an API client answered ``claimed`` may send a call before it claims the step's next one.
    """
    if key in index.approvals_requested or key in index.dispatches or key in index.results:
        return False
    return call_state(index, key) is CallState.INTENT and any(k[0] == key[0] for k in index.approvals_requested)


def edited_unsent(index: ReplayIndex, key: CallKey) -> bool:
    """A call of a fork's kept step that its operator gave new arguments (``agentops.core.fork``), that nobody has
    been handed since. Its intent is journaled with ForkedFrom, in the transaction that makes the fork, before any
    driver may send it; a driver is handed it only with a ToolDispatched journaled first (:func:`dispatch_event`).
    With neither, it certainly did not go out: it is sent once, also when its service cannot dedupe, like
    :func:`approved_unsent` (it was taken for a call in doubt, and the fork parked RECOVERING, never sent). A gated
    one waits for its approver (:func:`approved_unsent`)."""
    forked = index.forked or {}
    if forked.get("cut") != "keep" or key[0] != forked.get("step"):
        return False
    if key in index.approvals_requested or key in index.dispatches or key in index.results:
        return False
    edited = {e.get("call_index") for e in forked.get("edits") or () if "args" in e}
    return key[1] in edited and call_state(index, key) is CallState.INTENT


def call_state(index: ReplayIndex, key: CallKey) -> CallState:
    """Where call ``key`` stands in the journal (it must have an intent)."""
    decision = index.decisions.get(key)
    if decision is not None:
        kind = decision.payload.get("decision")
        if kind in _DECIDED_STATE:
            return _DECIDED_STATE[kind]
        if kind == Decision.RETRY_SAME_KEY and key not in index.dispatches:
            return CallState.RETRY_SAME_KEY
    if key in index.rejections:
        return CallState.REJECTED
    if key in index.parked:
        return CallState.IN_DOUBT
    verdict = index.verdicts.get(key)
    if verdict is not None and verdict_counts(verdict.payload):
        confirmed = verdict.payload.get("status") == VerdictStatus.CONFIRMED
        return CallState.VERIFIED if confirmed else CallState.VERIFICATION_FAILED
    if key in index.results:
        return CallState.RESULT
    if key in index.approvals_requested and not approval_binds(
        index.intents[key].payload, index.grants[key].payload if key in index.grants else None
    ):
        return CallState.AWAITING_APPROVAL
    return CallState.DISPATCHED if key in index.dispatches else CallState.INTENT


def awaiting_approval(index: ReplayIndex) -> CallKey | None:
    """The first call that waits for an approver, or None. A run with such a call waits for a human (the
    in-process loop stops there): it does not fail — an approver decides the call, or an operator
    dead-letters the run with it (``approvals.services.dead_letter_run``)."""
    held = (key for key in sorted(index.approvals_requested) if call_state(index, key) is CallState.AWAITING_APPROVAL)
    return next(held, None)


def decided_result(index: ReplayIndex, key: CallKey) -> Any | None:
    """The result a human settled for ``key`` (a rejection, a confirm or compensation), or None."""
    rejection = index.rejections.get(key)
    if rejection is not None:
        return {"success": False, "code": "rejected_by_approver", "error": rejection.payload.get("reason", "")}
    decision = index.decisions.get(key)
    if decision is not None and decision.payload.get("result") is not None:
        return decision.payload["result"]
    return None


def settled_verdict(index: ReplayIndex, key: CallKey) -> dict[str, Any] | None:
    """The verdict that settles ``key`` for a driver: a verifier's, an operator's decision or an
    approver's rejection (the last two leave nothing to verify; ``confirmed`` only for a confirm)."""
    if key in index.rejections:
        return {
            "status": str(VerdictStatus.FAILED),
            "method": "approver",
            "verified_by": "operator",
            "decision": "reject",
        }
    decision = index.decisions.get(key)
    if decision is not None and decision.payload.get("decision") in _DECIDED_STATE:
        p = decision.payload
        # only a confirmation stands: a compensated (undone) or dead-lettered call is no confirmed effect
        confirmed = _DECIDED_STATE[p["decision"]] is CallState.OPERATOR_CONFIRMED
        status = VerdictStatus.CONFIRMED if confirmed else VerdictStatus.FAILED
        return {"status": str(status), "method": "operator", "verified_by": "operator", "decision": p["decision"]}
    verdict = index.verdicts.get(key)
    return verdict.payload if verdict is not None else None


# -- what a driver does next ----------------------------------------------------------------------
class Next(StrEnum):
    """What the driver of a run must do with a call that has an intent."""

    WAIT_APPROVAL = "wait_approval"  # gated, no approval for its key: wait for a human
    USE_RESULT = "use_result"  # journaled or decided: reuse it, never send it again
    SEND = "send"  # first send of a fresh intent: execute with its key
    SEND_AGAIN = "send_again"  # an operator's retry: journal ToolDispatched, then execute with the same key
    REPLAY_SAME_KEY = "replay_same_key"  # outcome unknown, the tool dedupes (or only reads): replay with the key
    LOOKUP = "lookup"  # outcome unknown, the tool cannot dedupe: ask its status lookup by key
    PARK = "park"  # outcome unknown and nothing can establish it: RecoveryStarted, a human decides
    WAIT_LANDING = "wait_landing"  # its lookup found nothing, but its first send may still land: parked, asked later
    WAIT_OPERATOR = "wait_operator"  # already parked: append nothing, wait for an operator's decision


def next_action(
    state: CallState,
    *,
    fresh: bool,
    safe_to_replay: bool,
    can_lookup: bool,
    recheck_parked: bool = False,
    approved_unsent: bool = False,
) -> Next:
    """The one rule for every driver.

    ``fresh``: the intent was journaled by this very attempt (so it was certainly not sent yet).
    ``approved_unsent``: an approver approved it and nobody was handed it since (:func:`approved_unsent`):
    it is sent once, after its ToolDispatched, like an operator's retry with the same key.
    ``safe_to_replay``: a read, or a write whose service dedupes by key. ``can_lookup``: the tool
    has a status lookup by key. ``recheck_parked``: an operator asked an in-process run to re-check
    its in-doubt calls by key (a resume); an external agent's restart never does.
    """
    if state is CallState.AWAITING_APPROVAL:
        return Next.WAIT_APPROVAL
    if state in OPERATOR_SETTLED or state in (
        CallState.REJECTED,
        CallState.RESULT,
        CallState.VERIFIED,
        CallState.VERIFICATION_FAILED,
    ):
        return Next.USE_RESULT
    if state is CallState.RETRY_SAME_KEY or (state is CallState.INTENT and approved_unsent):
        return Next.SEND_AGAIN
    if state is CallState.IN_DOUBT and not recheck_parked:
        return Next.WAIT_OPERATOR
    if fresh:
        return Next.SEND
    if safe_to_replay:
        return Next.REPLAY_SAME_KEY
    return Next.LOOKUP if can_lookup else Next.PARK


def after_lookup(found: bool | None, state: CallState, *, landing: float | None = 0.0) -> Next:
    """A status lookup answered ``found`` (True / False / None = cannot tell). ``landing``: seconds the call's last
    send may still land (:func:`still_landing`): a "not done" before then is no answer yet (WAIT_LANDING); None,
    nothing bounds it (its tool declares no ``timeout``): a "not done" never is the service's last word — the lookup
    cannot tell, and a human decides (PARK), whoever asks: the agent right after a send that failed, its restart,
    the in-process loop. One rule: before, the restart sent it (a second effect when the first was still landing)
    while the same "not done" in flight parked it (clients13)."""
    if found is True:
        return Next.USE_RESULT
    if found is False and landing is not None and landing <= 0:
        return Next.SEND  # the service says it never happened and the first send can no longer land: the first effect
    if found is False and landing is not None:
        return Next.WAIT_LANDING
    return Next.WAIT_OPERATOR if state is CallState.IN_DOUBT else Next.PARK


#: Why a call whose status lookup said "not done" goes to a human when its tool declares no ``timeout``
#: (:func:`after_lookup` with ``landing`` None): the clients and the in-process loop park it with these words.
NOT_DONE_UNBOUNDED = (
    "outcome unknown: its status lookup found no trace of it, but nothing bounds how long its last send may still "
    'land (the tool declares no timeout), so "not done" is no answer: a human decides. Declare the tool\'s timeout '
    'and a "not done" is looked up again once it passed, then sent with no human'
)


def still_landing(age: float | None, timeout: float | None) -> float | None:
    """Seconds the last send of a call in doubt may still land at its service: its tool's ``timeout`` less ``age``,
    the seconds since the call was handed out (its intent, or its latest ToolDispatched) by the database's clock.

    A slow service that does not dedupe may still be processing the send a crash interrupted: its status lookup
    answers "not done" until it commits, and sending it then is a second effect. Past the timeout the first
    attempt gave up (an HTTP tool's endpoint timeout, the SDK's ``@tool(timeout=…)``), so a "not done" is the
    service's last word. 0 when ``age`` is unknown (the in-memory journal); None when the tool has no timeout:
    nothing bounds it, and :func:`after_lookup` takes no "not done" for an answer (declare one, or a dedupe). Every
    driver asks it: the in-process loop, the API client, the SDK, the TypeScript client (``stillLanding``)."""
    if timeout is None:
        return None
    if age is None:
        return 0.0
    return max(0.0, timeout - age)


def last_sent(index: ReplayIndex, key: CallKey) -> str:
    """The event id of the last time call ``key`` was handed out to be sent: its latest ToolDispatched, else its
    intent (what :func:`still_landing`'s age is counted from)."""
    dispatched = index.dispatches.get(key)
    return (dispatched or index.intents[key]).event_id


# -- a server that gives no word ------------------------------------------------------------------
#: Statuses that are no word of the server's on a request: a gateway's (its server down or restarting) or the
#: server's own 503 (its database or cache out of reach); what the clients send again (docs/api.md, "Retries")
NO_WORD_STATUSES = frozenset({502, 503, 504})
#: The longest pause (seconds) between the questions of a driver waiting for the server's word (:func:`no_word`)
NO_WORD_PAUSE = 5.0


def no_word(status: int | None, code: str = "") -> bool:
    """Whether a request got no word from the server about it: no answer (``status`` None: unreachable, the connection
    dropped, the client's own timeout), a 502 / 503 / 504, or 409 ``seq_conflict`` (nothing was written).

    The drivers' rule (clients13): a driver that holds what only it knows — a call handed out to it (``claimed``) and
    not yet sent, the claim whose answer it lost (only this request's retry, its ``request_id`` under the same lease,
    is answered ``claimed`` again; any other claim of the call is ``need_recheck``), a call's answer not yet journaled
    — does not give it up while the server gives no word: the confirmation of its lease before the send, the claim and
    the result's report are asked again, the same request, every :data:`NO_WORD_PAUSE` seconds at most, until the
    server answers. Then its answer decides: the lease still its own, the call is sent (or its answer journaled);
    taken over (``lease_lost``), nothing is sent. Given up, the restart's claim was ``need_recheck`` and a write that
    cannot dedupe went to a human, though it never went out. A process stopped while it waits (Ctrl-C, SIGKILL) takes
    that knowledge with it: its call waits for a human, as before. Both clients (``agentops.client``, the TypeScript
    ``noWord``) follow it."""
    return status is None or status in NO_WORD_STATUSES or (status == 409 and code == "seq_conflict")


def landing_reason(seconds: float) -> str:
    """Why a call in doubt whose lookup said "not done" waits (:data:`Next.WAIT_LANDING`): it is parked, and its
    lookup is asked again after ``seconds`` by the recovery sweep (the park's ``recheck_after``): found, its result is
    used; still "not done", it is sent — the service's last word then. No human is needed before that."""
    return (
        f"outcome unknown: its status lookup found no trace of it yet, but its first send may still be processed "
        f"for {seconds:.1f} s more (the tool's timeout): look it up again after that — the recovery sweep does, "
        "no decision is needed before then"
    )


def park_appends(state: CallState) -> bool:
    """Parking a call journals RecoveryStarted once: an already parked call appends nothing."""
    return state is not CallState.IN_DOUBT


def _call_fields(index: ReplayIndex, key: CallKey) -> dict[str, Any]:
    intent = index.intents[key].payload
    return {"step": key[0], "call_index": key[1], "execution_id": intent["execution_id"]}


def park_event(index: ReplayIndex, key: CallKey, reason: str, *, recheck_after: float | None = None) -> NewEvent:
    """The RecoveryStarted that parks call ``key`` for a human (check :func:`park_appends` first). ``recheck_after``
    (:data:`Next.WAIT_LANDING`): seconds after this event its lookup is asked again, by the recovery sweep — no human
    is needed before then (:func:`recheck_due`)."""
    tool = index.intents[key].payload["tool"]
    payload = _call_fields(index, key) | {"tool": tool, "reason": reason}
    if recheck_after is not None:
        payload["recheck_after"] = round(recheck_after + RECHECK_SLACK, 3)
    return NewEvent(EventType.RECOVERY_STARTED, payload)


#: seconds added to a park's ``recheck_after``: the sweep's re-check comes that much after the first send can no
#: longer land, so a clock read a little early still finds the tool's timeout passed (:func:`still_landing`)
RECHECK_SLACK = 1.0


def recheck_seconds(payload: dict[str, Any]) -> float | None:
    """The seconds after a RecoveryStarted its call's lookup is asked again by the recovery sweep (a call whose lookup
    said "not done" while its first send might still land, :func:`park_event`); None: a human decides."""
    after = payload.get("recheck_after")
    return float(after) if isinstance(after, int | float) and not isinstance(after, bool) else None


def dispatch_event(index: ReplayIndex, key: CallKey) -> NewEvent:
    """The ToolDispatched that carries out an operator's retry with the same key, an approver's approval of a
    call nobody was handed yet, or a fork's edited call (:func:`edited_unsent`): its write-ahead
    (``decision_event_id`` names which)."""
    decision = index.decisions.get(key) or index.grants.get(key)
    if decision is None and edited_unsent(index, key):  # the operator's edit, journaled as its intent with the fork
        decided_by, actor = index.intents[key].event_id, str((index.forked or {}).get("actor", ""))
    else:
        decision = decision or _gate_opened(index, key[0])
        decided_by, actor = decision.event_id, decision.payload.get("actor", "")
    return NewEvent(
        EventType.TOOL_DISPATCHED,
        _call_fields(index, key)
        | {"idem_key": index.intents[key].payload["idem_key"], "decision_event_id": decided_by, "actor": actor},
    )


def _gate_opened(index: ReplayIndex, step: int) -> Any:
    """An approver's answer (grant or rejection) in ``step``: what let its held calls go (:func:`held_unsent`)."""
    answers = {**index.grants, **index.rejections}
    return answers[max(k for k in answers if k[0] == step)]


# -- verification ---------------------------------------------------------------------------------
def verdict_counts(verdict: dict[str, Any]) -> bool:
    """Whether a journaled verdict settles its call (an agent's verdict a policy refuses does not)."""
    return verdict.get("counts", True) is not False


def agent_verdict_counts(tool: str, required_kinds: frozenset[str] | set[str] | tuple[str, ...]) -> bool:
    """Whether an agent's own verdict counts for ``tool`` under a policy that requires the server or
    an operator to verify the tool kinds ``required_kinds`` (words of the tool name, e.g. pay, delete)."""
    return not name_words(tool) & {k.lower() for k in required_kinds}


def failed_write_parks(effect: str, verdict_status: str, result: Any) -> bool:
    """A write whose verification failed is in doubt: a human decides (the model is not told it worked).

    A refusal by the service (``code: rejected``) or a call its tool never sent (``code: not_sent``) is a known
    non-effect: the model is told, nobody decides.
    """
    refused = isinstance(result, dict) and result.get("code") in NON_EFFECTS
    return verdict_status == VerdictStatus.FAILED and effect == Effect.WRITE and not refused


#: Result code of a call the service refused (``ToolRejected``): nothing happened.
REJECTED_BY_SERVICE = "rejected"
#: Result code of a call whose tool raised before it acted (``DidNotAct``, or an exception marked
#: ``did_not_act = True``): nothing was sent.
NOT_SENT = "not_sent"
#: The codes of a failed result that is a known non-effect: the model is told, nobody decides.
NON_EFFECTS = frozenset({REJECTED_BY_SERVICE, NOT_SENT})


def raised_result(exc: BaseException) -> dict[str, Any] | None:
    """What a call whose tool raised ``exc`` is journaled with, when the raise says the call had no effect — the
    service refused it (``ToolRejected``: ``rejected``) or the tool never acted (``DidNotAct``, or any exception
    carrying ``did_not_act = True``: ``not_sent``) — a failed result the model is told; None when the outcome is
    unknown (a timeout, any other exception): replayed with its key, looked up, or parked for a human
    (:func:`next_action`). The in-process loop and the clients ask this, so the rule is stated once."""
    if isinstance(exc, ToolRejected):
        return {"success": False, "code": REJECTED_BY_SERVICE, "error": str(exc)}
    if getattr(exc, "did_not_act", False) is True:
        return {"success": False, "code": NOT_SENT, "error": f"{type(exc).__name__}: {exc}"}
    return None


#: A cancellation raised by a tool's own code (an ``async def`` tool's, or the client it awaited: a pool shut down, a
#: task group cancelled under it) — asyncio's, or a ``concurrent.futures`` future's when it ran on another loop. Never
#: the run's own cancel (``adurable_run``'s stops the run between calls): the call's outcome is unknown.
CANCELLED = (asyncio.CancelledError, concurrent.futures.CancelledError)


def unknown_outcome(exc: BaseException) -> str:
    """Why a call whose tool raised ``exc`` (and :func:`raised_result` found no non-effect) has an unknown outcome, in
    words an operator reads: a cancellation (:data:`CANCELLED`) says so, an exception with no message says it gave
    none (both read ``CancelledError: `` before, the why lost)."""
    if isinstance(exc, ToolTimeout):
        return f"tool timed out, outcome unknown: {exc}"
    said = str(exc)
    if isinstance(exc, CANCELLED):
        kind = "asyncio" if isinstance(exc, asyncio.CancelledError) else "concurrent.futures"
        return (
            f"outcome unknown: the call was cancelled before it answered ({kind}.CancelledError"
            f"{': ' + said if said else ''}, raised in the tool's own code or a client it awaited, not by this run): "
            "it may have acted"
        )
    return f"{type(exc).__name__}: {said}" if said else f"{type(exc).__name__} (it gave no message): outcome unknown"


def missing_tool_reason(name: str) -> str:
    """Why a call journaled by code that had its tool goes to a human when the code driving it now has no tool of
    that name (renamed or removed by a deploy between a crash and the resume): it may have been sent, and it can be
    neither replayed nor looked up. (It was answered ``unknown_tool``, a known non-effect: the model called the
    tool's new name under a new key and the service did it a second time.)"""
    return (
        f"outcome unknown: the call may have been sent, and this agent has no tool named {name!r} now (renamed or "
        "removed since): it can be neither replayed nor looked up"
    )


def held_since(intent: dict[str, Any], held: str) -> str:
    """Why a call in doubt that was claimed with no approver (its intent's ``gate`` is ``auto``) goes to a human because the
    manual gate holds it now — ``held``, the current gate's reason for its tool and arguments: a deploy since changed
    the rule or the tool (``execute({"sql_statement": "DELETE FROM accounts"})``, unheld until qa-agents7) — or "".
    Replayed with its key or looked up into a send, it went out with no approver though it may never have been sent
    (a crash after its intent): a human decides, as :meth:`agentops.core.tools.Tool.raised_since` does for a tool
    declared high risk since. The server's claim and the in-process loop ask it (qa-agents7)."""
    if intent.get("gate") != "auto" or not held:
        return ""
    return (
        f"outcome unknown: it was claimed with no approver, and the manual gate holds it now ({held}): a human decides "
        "whether it is sent (it may have been), not a replay or a lookup"
    )


class UnknownOutcome:
    """What a tool call came back with when its outcome is unknown; ``reason`` (:func:`unknown_outcome`) says why.
    ``replayable``: False when sending it again with its key could not tell more (the same code refuses it again)."""

    __slots__ = ("reason", "replayable")

    def __init__(self, reason: str, *, replayable: bool = True) -> None:
        self.reason, self.replayable = reason, replayable


def call_tool(
    fn: Callable[[dict[str, Any], str | None], Any], args: dict[str, Any], key: str | None, *, replay: bool = False
) -> Any:
    """What a tool call came back with, the one rule for the in-process loop and the API client: the function's
    result; for a raise that says the call had no effect, its failed result (:func:`raised_result`); for any other
    raise an :class:`UnknownOutcome`. :data:`~agentops.core.errors.PASSED_THROUGH` is raised on untouched, as from a
    model (``agentops.core.loop.sample_model``): the drive stops, journaling nothing for the call, and a resume
    settles it by its key as after a crash.

    ``replay``: the call was journaled before and may have gone out (:attr:`Next.REPLAY_SAME_KEY`). Its arguments
    refused by this code (:class:`~agentops.core.errors.InvalidArguments`: the tool's parameters changed since) say
    nothing of the first attempt: an unknown outcome, not replayable. (It was journaled ``rejected``, a non-effect:
    the model sent the call again with the new arguments, a new key, and the service acted twice.)"""
    try:
        return fn(args, key)
    except PASSED_THROUGH:
        raise
    except (Exception, asyncio.CancelledError) as exc:  # a tool's own cancellation too: it crashed the process
        if replay and isinstance(exc, InvalidArguments):
            return UnknownOutcome(
                f"outcome unknown: the call may have been sent, and its journaled arguments no longer fit the tool "
                f"(changed since), so it cannot be replayed: {exc}",
                replayable=False,
            )
        return raised_result(exc) or UnknownOutcome(unknown_outcome(exc))


#: Result code journaled in place of a tool's result that the journal cannot hold (``canon.unstorable``:
#: a lone surrogate, NaN, a type JSON lacks): the call ran, so its verification fails and a write parks.
UNSTORABLE_RESULT = "unstorable_result"


#: The longest reply a run completes with through the API (the claims audit reads no more).
MAX_REPLY_CHARS = 20_000


#: How a model's final answer that cannot be the run's reply is refused, and why when it holds a NUL character: no
#: reply row stores one (PostgreSQL's text), in process (``loop.unjournalable``) as through the API (``reply/``).
REPLY_REFUSED, NUL_REPLY = "the model's final answer cannot be the run's reply", "it holds NUL"


def unsendable_reply(text: str) -> str | None:
    """Why ``text`` cannot be a run's reply through the API (``reply/``, ``claims/check/``), or None."""
    if not text.strip():
        return "it is blank"
    if len(text) > MAX_REPLY_CHARS:
        return f"it is longer than {MAX_REPLY_CHARS} characters"
    return NUL_REPLY if "\x00" in text else None


def repeated_call_id(tool_calls: list[dict[str, Any]]) -> tuple[str, list[int]] | None:
    """The first ``call_id`` two of a sample's tool calls share and the positions holding it, or None: the tool
    messages would answer one id twice (a provider may refuse the next request). A blank id may repeat: the
    context gives it one from its position (``agentops.llm.openai_compat``). The server refuses such a sample (400
    ``duplicate_call_id``); the clients fail the run retryably before journaling it."""
    seen: dict[str, list[int]] = {}
    for i, call in enumerate(tool_calls):
        if call.get("call_id"):
            seen.setdefault(call["call_id"], []).append(i)
    return next(((call_id, at) for call_id, at in seen.items() if len(at) > 1), None)


def journalable(result: Any) -> Any:
    """``result``, or what is journaled in its place when the journal cannot hold it (it says why)."""
    problem = unstorable(result)
    return result if problem is None else unstorable_result(problem)


def unstorable_result(problem: str) -> dict[str, Any]:
    """What is journaled in place of a tool's result the journal cannot hold, saying why (``problem``)."""
    return {"success": False, "code": UNSTORABLE_RESULT, "error": f"the tool's result cannot be journaled: {problem}"}


# -- operator decisions: which state each may be taken in ---------------------------------------------
def decision_refusal(decision: str, state: CallState, *, has_result: bool) -> str | None:
    """Why ``decision`` cannot be taken on a call in ``state`` (None: it can)."""
    if decision not in set(Decision):
        return f"unknown decision {decision!r}; expected one of {', '.join(Decision)}"
    if state in OPERATOR_SETTLED or state in (CallState.REJECTED, CallState.AWAITING_APPROVAL):
        return f"the call is {state}; there is nothing to decide"
    if state is CallState.VERIFIED:
        return "the call is verified; there is nothing to decide"
    if decision == Decision.RETRY_SAME_KEY:
        if has_result:
            return "the call has a result: it was executed; confirm, compensate or dead-letter it"
        if state is CallState.RETRY_SAME_KEY:
            return "a retry with the same key is already decided and not yet sent"
    return None
