"""Bulk acts (SPEC "Manual gate": one act on many): one call whose arguments reach :data:`BULK_ARGS_MIN` targets or
more, every record (``"all": true``, an empty ``where``, a mailing list, an id range), a step's calls of one tool
that together do (:func:`split_bulk`, :class:`StepCalls`), and a run's outward calls that together reach as many
distinct people (:func:`run_bulk`, :func:`reached_by`, whose digests a snapshot carries)."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Collection, Iterable, Iterator
from functools import lru_cache
from itertools import islice
from typing import Any

#: One call acting on at least this many ids, recipients or accounts is a bulk act
from agentops.core.gate.keys import _MAX_ITEMS, BULK_ARGS_MIN, _key, _key_words
from agentops.core.protocol import (
    first_word,
    reads,
    write_verb,
)


class StepCalls:
    """A step's calls as the bulk rule reads them (:func:`split_bulk`): each tool's calls, and their targets counted
    once for the step when first asked. Counted again for each call, a step of 500 calls read 250,000 arguments
    (7.4 s to journal its intents; ``bench/wide_step.py``)."""

    def __init__(self, calls: Iterable[tuple[str, Any]] = ()) -> None:
        self._calls = list(calls)
        self._args: dict[str, list[Any]] = {}
        for tool, args in self._calls:
            self._args.setdefault(tool, []).append(args)
        self._targets: dict[str, int] = {}
        self._reached: set[str] = set()
        self._reached_upto = 0

    def count(self, tool: str) -> int:
        """How many of the step's calls are of ``tool``."""
        return len(self._args.get(tool, ()))

    def targets(self, tool: str) -> int:
        """How many targets the step's calls of ``tool`` reach together (:func:`_targets`)."""
        if tool not in self._targets:
            self._targets[tool] = sum(_targets(args, outward=_outward(tool)) for args in self._args.get(tool, ()))
        return self._targets[tool]

    def reached_before(self, i: int) -> frozenset[str]:
        """Whom the step's calls before its call ``i`` reach (:func:`reached_by`), gathered as ``i`` grows (a
        step's intents are asked in order: each call read once, not once per later call)."""
        if i < self._reached_upto:
            self._reached, self._reached_upto = set(), 0
        self._reached |= reached_by(self._calls[self._reached_upto : i])
        self._reached_upto = max(i, self._reached_upto)
        return frozenset(self._reached)


def split_bulk(name: str, step_calls: StepCalls, *, read: bool = False) -> str:
    """Why a call of ``name`` is one of a step's calls of that tool that together reach :data:`BULK_ARGS_MIN`
    targets ("": they do not) — a bulk act split into calls of fewer each (12 ``send_email`` of one address,
    9 + 9 recipients): every one of them waits, as the one call would. Not for a read (by name, or ``read``: a
    trusted declaration) nor a tool that makes something new (``create_ticket`` twelve times makes twelve)."""
    if read or reads(name) or write_verb(name) in _MAKES:
        return ""
    count = step_calls.count(name)
    if count < 2:
        return ""
    total = step_calls.targets(name)
    if total < BULK_ARGS_MIN:
        return ""
    return f"{total} targets across the step's {count} {name} calls (bulk: {BULK_ARGS_MIN} or more)"


#: verbs and channels of a tool that reaches people outside (``send_email``, ``notify_user``, ``sms_customer``)
_OUTWARD = frozenset({"send", "notify", "reply", "forward", "email", "mail", "message", "text", "sms", "dm", "invite",
                      "share", "whatsapp", "tweet"})  # fmt: skip
#: target keys whose values are what is sent, not whom it reaches (``message``, ``file``): not counted over a run
_CONTENT = frozenset({"message", "notification", "file", "document", "doc", "key", "request", "change", "update",
                      "operation", "resource", "entity", "row", "record", "deletion"})  # fmt: skip


def run_bulk(name: str, args: Any, reached: Collection[str]) -> str:
    """Why a call of an outward tool (:data:`_OUTWARD`: a send, a reply, a notice) waits as a bulk act spread over a
    run ("": it does not): it reaches someone none of the run's earlier outward calls ``reached`` (:func:`reached_by`),
    and with it they reach :data:`BULK_ARGS_MIN` distinct recipients or targets — 40 ``send_email`` of one address
    each, one a step, is the bulk send one call to 40 is. A call to someone already reached, a read, or any other
    tool is not counted."""
    mine = reached_by([(name, args)])
    if not reached or not mine - set(reached) or len(mine | set(reached)) < BULK_ARGS_MIN:
        return ""
    return (
        f"{len(mine | set(reached))} distinct targets reached by the run's outward calls with this {name} "
        f"(bulk over the run: {BULK_ARGS_MIN} or more)"
    )


def reached_by(calls: Iterable[tuple[str, Any]]) -> set[str]:
    """Whom the outward ones of ``calls`` (``(tool, args)``) reach: each id or address under a key naming targets
    (``to``, ``cc``, ``user_id``, ``phone``), not the content sent (``message``), as a short digest of its value (a
    snapshot carries them: ``ReplayIndex.reached``, no address in clear)."""
    found: set[str] = set()
    for tool, args in calls:
        if _outward(tool) and isinstance(args, dict):
            found |= _whom(args, nested=True)
    return found


def _whom(args: dict[Any, Any], *, nested: bool) -> set[str]:
    """The digests of the targets ``args`` name (:func:`reached_by`); ``nested``: also those of a list of objects,
    one message each (SendGrid's ``personalizations``: 9 a step over 5 steps reached 45 unheld until qa-agents4)."""
    found: set[str] = set()
    for key, value in islice(args.items(), _MAX_ITEMS):
        if not _names_whom(key) if type(key) is str else _key_words(key).isdisjoint(_WHOM):
            if nested and isinstance(value, list):
                found |= {d for item in value[:_MAX_ITEMS] if isinstance(item, dict) for d in _whom(item, nested=False)}
            continue
        items = value[:_MAX_ITEMS] if isinstance(value, list) else [value]
        items = [part for item in items for part in (_listed(item) or [item] if isinstance(item, str) else [item])]
        found |= {_digest(item) for item in items if item not in (None, "")}
    return found


@lru_cache(maxsize=1024)
def _names_whom(key: str) -> bool:
    """Whether the key names targets (:func:`_whom`; a replay reads it for every outward call it folds)."""
    return not _key_words(key).isdisjoint(_WHOM)


def _digest(target: Any) -> str:
    text = json.dumps(target, sort_keys=True, default=str).strip('"').strip().lower()
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@lru_cache(maxsize=1024)
def _outward(name: str) -> bool:
    """Whether a tool reaches people outside (:data:`_OUTWARD`); asked of every call a replay folds: cached."""
    return not reads(name) and (first_word(name) in _OUTWARD or write_verb(name) in _SENDS)


def _targets(args: Any, *, outward: bool = False) -> int:
    """How many targets one call reaches: its recipients (``to`` + ``cc`` + ``bcc``) or the longest list under a key
    naming targets (``ids``, ``customer_id``; of an ``outward`` tool's, ``addresses`` too), at least one."""
    recipients, most, targets = 0, 1, _TARGETS | _ADDRESSES if outward else _TARGETS
    for key, value in islice(args.items(), _MAX_ITEMS) if isinstance(args, dict) else ():
        words = _key_words(key)
        if words.isdisjoint(targets):
            continue
        listed = value if isinstance(value, list) else _listed(value) if isinstance(value, str) else [value]
        count = len([item for item in listed if item is not None and str(item).strip()])
        if words & _RECIPIENTS:
            recipients += count
        most = max(most, count)
    return max(recipients, most)


#: argument keys naming whom or what an act reaches, one by one (``to``, ``user_ids``, ``accounts``)
_TARGETS = frozenset({"id", "uid", "recipient", "to", "cc", "bcc", "email", "user", "account", "customer", "member",
                      "contact", "phone", "number", "target", "record", "row", "order", "invoice", "payee",
                      "employee", "subscriber", "device", "instance", "file", "resource", "key",
                      "entity", "document", "doc", "ticket", "repo", "repository", "channel", "message",
                      "notification", "payment", "transfer", "payout", "refund", "charge", "transaction",
                      "operation", "request", "deletion", "change", "update"})  # fmt: skip
#: words of a key naming where a send goes (``address``, ``addresses``): whom it reaches for an outward tool
#: (``send_email({"addresses": […]})``), a place for any other (``create_customer({"addresses": […]})``)
_ADDRESSES = frozenset({"address"})
#: the words of a key whose value says whom a call reaches (:func:`_whom`)
_WHOM = (_TARGETS | _ADDRESSES) - _CONTENT
_EVERY = frozenset({"all", "everything", "every", "everyone", "everybody"})
#: argument keys naming whom a send reaches as a group (Mailchimp's ``segment``, Braze's ``audience``): a group of
#: all or every one is a bulk send (``"segment": "all_customers"``, ``"audience": "Everyone"``)
_AUDIENCES = frozenset({"audience", "segment", "cohort", "broadcast"})
_FILTERS = frozenset({"where", "filter", "selector", "match", "condition", "criteria", "query"})
#: a filter that selects every record: nothing, ``*``, or a condition always true (``1=1``, ``true``)
_EVERY_RECORD = re.compile(r"\s*(?:\*|1\s*=\s*1|true|'1'\s*=\s*'1'|all|everything)?\s*", re.I)
#: keys naming who receives one message: their lists add up (9 in ``to`` and 9 in ``cc`` are 18 recipients)
_RECIPIENTS = frozenset({"to", "cc", "bcc", "recipient"})
#: write verbs that make something new: an empty filter or a long list there selects nothing existing
_MAKES = frozenset({"create", "add", "insert", "upload", "export", "save", "write", "post", "publish", "submit"})


#: words of a key whose ``"*"`` is no set of records: what to return or match (``{"fields": "*"}``, a CORS origin, a
#: glob of file names), not whom a write acts on
_NOT_RECORDS = frozenset({"field", "column", "select", "projection", "include", "expand", "attribute", "origin",
                          "glob", "pattern", "mask", "format", "accept", "header", "scope", "path", "file"})  # fmt: skip


def _wildcard(value: Any) -> bool:
    """Whether ``value`` is a bare wildcard, which a write applies to every record: ``"*"``, SQL's ``"%"``."""
    return isinstance(value, str) and value.strip() in {"*", "%"}


def _many(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """One call acting on many: ≥ :data:`BULK_ARGS_MIN` targets listed, ``"all": true`` or ``"ids": "*"``, an
    empty ``where`` / ``filter`` (every record)."""
    makes, targets = write_verb(tool) in _MAKES, _TARGETS | _ADDRESSES if _outward(tool) else _TARGETS
    recipients: dict[str, int] = {}
    for key, value in node.items():
        words = _key_words(key)
        at = f"{path}.{key}"
        if not words.isdisjoint(targets):
            listed = value if isinstance(value, list) else _listed(value) if isinstance(value, str) else []
            many = [item for item in listed if item is not None and str(item).strip()]
            if len(many) >= BULK_ARGS_MIN:
                yield f"{len(many)} targets in {at} (bulk: {BULK_ARGS_MIN} or more)"
            elif isinstance(value, str) and value.strip().lower() in {"*", "all", "everyone", "everybody"}:
                yield f"{at} is {value.strip()!r} (every one)"
            elif words & _RECIPIENTS and isinstance(value, str) and not _key_words(value).isdisjoint(_EVERY):
                yield f"{at} is {value.strip()[:60]!r} (every one)"  # ``"segment:all_users"``, ``all-staff@acme.com``
            elif words & _RECIPIENTS and (group := _group_address(value)):
                yield f"{at} has {group[:60]!r} (a group's address: a send to many)"  # ``customers@list.acme.com``
            if words & _RECIPIENTS:
                recipients[str(key)] = len(many)
        elif _wildcard(value) and words.isdisjoint(_NOT_RECORDS):
            yield f"{at} is {value.strip()!r} (a wildcard: every one)"  # ``set_price({"product": "*", "price": 0})``
        if not makes and words & _AUDIENCES and isinstance(value, str) and not _key_words(value).isdisjoint(_EVERY):
            yield f"{at} is {value.strip()[:60]!r} (every one)"  # ``{"segment": "all_customers"}``
        everyone = _EVERYONE_MENTION.search(value) if isinstance(value, str) and _key(key) in _MESSAGE_TEXT else None
        if everyone is not None and not reads(tool):  # Slack's ``<!everyone>``, Discord's ``@everyone`` (gate13)
            yield f"{at} mentions {everyone.group()} (a message that notifies every member)"
        if _outward(tool) and _key(key).removesuffix("s") in _MAILING_LISTS and value not in (None, "", [], {}):
            yield f"{at} is {str(value).strip()[:60]!r} (a list of recipients)"  # ``{"mailing_list": "customers"}``
        reached = _reached_by_items(value) if not makes and isinstance(value, list) else 0
        if reached >= BULK_ARGS_MIN:  # SendGrid's ``personalizations``, a ``batch`` of one message each
            yield f"{reached} targets in the items of {at} (bulk: {BULK_ARGS_MIN} or more)"
        span = _id_range(key, value) if not words.isdisjoint(targets) else 0
        if span >= BULK_ARGS_MIN:
            shown = value.strip() if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)
            yield f"{at} is {shown[:60]!r}, a range of {span:,} (bulk: {BULK_ARGS_MIN} or more)"
        if not words.isdisjoint(_EVERY) and _true(value):
            yield f"{at} is true (acts on all)"
        if not makes and words & _FILTERS and _selects_every(value):
            yield f"{at} is empty (every record)" if value in ({}, [], "") else f"{at} is {value!r} (every record)"
        if _bounds_a_write(node, key, value, tool):  # ``update_users({"limit": 100000, "set": …})``
            yield f"{at} is {value:,}, a write's bound with no record named (bulk: {BULK_ARGS_MIN} or more)"
    if len(recipients) > 1 and max(recipients.values()) < BULK_ARGS_MIN <= sum(recipients.values()):
        keys = " + ".join(f"{path}.{key}" for key in recipients)
        yield f"{sum(recipients.values())} recipients in {keys} (bulk: {BULK_ARGS_MIN} or more)"


#: a message's text, and a mention in it that notifies every member of the workspace or channel: Slack's
#: ``<!everyone>`` / ``<!channel>`` (the API's form; a bare ``@channel`` notifies no one), Discord's ``@everyone``
_MESSAGE_TEXT = frozenset({"text", "message", "content", "body", "markdown", "mrkdwn"})
_EVERYONE_MENTION = re.compile(r"<!(?:everyone|channel)(?:\|[^>]*)?>|(?<![\w`])@everyone\b")
#: keys that name a list a send goes to (``{"mailing_list": "customers"}``): a send to a list is a bulk send; and
#: their plurals (HubSpot's and SendGrid's ``listIds`` / ``list_ids``, ``segment_ids``: unheld until gate13)
_MAILING_LISTS = frozenset({"mailinglist", "mailinglistid", "distributionlist", "distributionlistid", "listid",
                            "contactlist", "contactlistid", "recipientlist", "recipientlistid", "segmentid",
                            "audienceid"})  # fmt: skip
#: a span of ids (``"1..500"``; ``"100-400"`` under a plural key only: ``"order_id": "123-456"`` is one id)
_ID_RANGE = re.compile(r"\s*(\d{1,12})\s*(?:\.\.\.?|…)\s*(\d{1,12})\s*")
_ID_RANGE_DASHED = re.compile(r"\s*(\d{1,12})\s*(?:\.\.\.?|…|-|–)\s*(\d{1,12})\s*")


def _reached_by_items(items: list[Any]) -> int:
    """How many targets a list of objects reaches together, one object a message or a record each (``[{"phone": …},
    …]``, SendGrid's ``personalizations: [{"to": [{"email": …}]}, …]``, ``[{"id": 7, "status": "closed"}, …]``):
    each object's recipients or longest target list (:func:`_targets`), an object naming none — or only what is sent,
    ``[{"file": …}]`` attachments (:data:`_CONTENT`) — counting none. One target per object was counted before, so 15
    of them in one call ran ungated (qa-agents4)."""
    dicts = [item for item in items[:_MAX_ITEMS] if isinstance(item, dict)]
    whom = _TARGETS - _CONTENT
    return sum(_targets(item) for item in dicts if any(not _key_words(key).isdisjoint(whom) for key in item))


def _id_range(key: Any, value: Any) -> int:
    """How many ids a range under a target key spans (``"1..500"`` is 500; ``"1-500"`` under a plural key or one
    saying range, ``{"from": 1, "to": 500}`` and the other bounds of :data:`_RANGE_BOUNDS`: ``{"ids": {"from": 1,
    "to": 5000}}`` and ``{"id_range": "1-5000"}`` ran ungated, qa-agents6), 0 for anything else."""
    if isinstance(value, dict):
        bounds = ((value.get(lo), value.get(hi)) for lo, hi in _RANGE_BOUNDS)
        first, last = next(((a, b) for a, b in bounds if _whole(a) and _whole(b)), (0, 0))
        return int(last) - int(first) + 1 if int(first) < int(last) else 0
    dashed = _key(key).endswith("s") or "range" in _key_words(key)
    found = (_ID_RANGE_DASHED if dashed else _ID_RANGE).fullmatch(value) if isinstance(value, str) else None
    if found is None:
        return 0
    first, last = int(found.group(1)), int(found.group(2))
    return last - first + 1 if first < last else 0


#: the bounds of a range given as an object (``{"from": 1, "to": 500}``, MongoDB's ``{"$gte": 1, "$lte": 500}``)
_RANGE_BOUNDS = (("from", "to"), ("start", "end"), ("min", "max"), ("first", "last"), ("gte", "lte"), ("$gte", "$lte"))


def _whole(value: Any) -> bool:
    """An id bound: a whole number, or one written as digits (at most 12)."""
    return (type(value) is int and 0 <= value < 10**12) or (
        isinstance(value, str) and re.fullmatch(r"\d{1,12}", value) is not None
    )


def _true(value: Any) -> bool:
    return value is True or str(value).lower() == "true"


def _flag_set(value: Any) -> bool:
    """A record's flag set: ``true``, or as a database or a form spells it, ``1`` / ``"1"`` / ``"yes"``
    (``{"is_deleted": 1}`` was no soft delete). Not for ``"all"`` / ``"every"`` keys: ``{"every": 1}`` is a schedule."""
    return _true(value) or (type(value) is int and value == 1) or str(value).strip().lower() in {"1", "yes"}


def _selects_every(value: Any) -> bool:
    """An empty filter, one always true (:data:`_EVERY_RECORD`), or MongoDB's asking only that the primary key exist
    (``{"_id": {"$exists": true}}``, as SQL's ``WHERE id IS NOT NULL``; ran ungated, gate-more). Another field's
    ``$exists`` selects the records that have it (``{"deleted_at": {"$exists": true}}``, as ``IS NOT NULL``)."""
    return (
        value in ({}, [])
        or (isinstance(value, str) and _EVERY_RECORD.fullmatch(value) is not None)
        or (isinstance(value, dict) and bool(value) and all(_key_exists(k, c) for k, c in value.items()))
    )


def _key_exists(field: Any, condition: Any) -> bool:
    """A MongoDB condition asking only that the primary key be there (``"_id": {"$exists": true}``, or ``1``)."""
    return (
        str(field) in {"_id", "id"}
        and isinstance(condition, dict)
        and len(condition) == 1
        and _flag_set(condition.get("$exists"))
    )


#: keys bounding how many records one call changes (``limit``, SQL Server's ``top``)
_LIMITS = frozenset({"limit", "maxrows", "maxrecords", "maxitems", "maxcount", "top"})
#: keys holding the change a write makes (``set``, MongoDB's ``$set``): beside them a bound counts records changed,
#: not a setting's value (``update_quota({"limit": 5000})``)
_CHANGES = frozenset({"set", "$set", "values", "fields", "data", "patch"})


def _bounds_a_write(node: dict[Any, Any], key: Any, value: Any, tool: str) -> bool:
    """A write that names its change (:data:`_CHANGES`) and no record — no target (``ids``) nor filter — bounded by
    a limit of at least :data:`BULK_ARGS_MIN` (``update_users({"limit": 100000, "set": {"plan": "free"}})``: as many
    records as the limit, any of them; ran ungated, gate-more). A filter beside it says which: the filter rule's."""
    if _key(key) not in _LIMITS or type(value) is not int or value < BULK_ARGS_MIN:
        return False
    keys = [_key_words(k) for k in node]
    return (
        write_verb(tool) not in _MAKES | _SENDS | {None}
        and any(str(k).lower() in _CHANGES for k in node)
        and all(words.isdisjoint(_TARGETS | _FILTERS) for words in keys)
    )


#: the local part of an address that reaches a group (``customers@list.acme.com``, ``subscribers@…``): a mailing
#: list's, not one person's or one desk's (``support@list.example.com``)
_GROUP_MAILBOXES = frozenset({"customers", "clients", "subscribers", "members", "users", "employees", "staff",
                              "announce", "announcements", "newsletter", "customer-list", "mailing-list"})  # fmt: skip


def _group_address(value: Any) -> str:
    """The first address of a recipient field whose local part names a group (:data:`_GROUP_MAILBOXES`), or ""."""
    listed = value if isinstance(value, list) else _listed(value) if isinstance(value, str) else []
    addresses = (item.strip() for item in listed if isinstance(item, str) and "@" in item)
    return next((a for a in addresses if a.split("@")[0].lower() in _GROUP_MAILBOXES), "")


def _listed(text: str) -> list[str]:
    """Ids or addresses a string lists (``"a@x.com, b@x.com"``, or addresses parted by spaces alone:
    ``"a@x.com b@x.com"``); none in prose (an item with a space in it)."""
    items = [item.strip() for item in re.split(r"[,;\n]", text) if item.strip()]
    if len(items) == 1 and all(re.fullmatch(r"[^@\s]+@[^@\s]+", word) for word in items[0].split()):
        items = items[0].split()
    return items if all(" " not in item and len(item) <= 254 for item in items) else []


#: write verbs whose arguments describe what they send or make, not a record they change (``send_email``'s template
#: data saying ``"status": "deleted"``)
_SENDS = frozenset({"send", "notify", "reply", "forward"})
