"""Many acted on one at a time in program code (:func:`_in_a_loop`): a send in a loop, ``for u in users: send_email(u, …)``,
``[notify(u) for u in users]``, ``users.forEach(u => sendEmail(u))``, ``for (const u of users) await
transporter.sendMail(…)``, ``customers.map(c => sms.send(…))`` — one call written once that reaches everyone a
collection holds, the bulk send ``send_email`` to 40 addresses is; each ran ungated from a code tool until gate11. A
loop over fewer than :data:`BULK_ARGS_MIN` items written out (``range(3)``, ``["a@x", "b@x"]``: a retry, a few
named people) is not one. And a delete in a loop over every record (``for u in User.objects.all(): u.delete()``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from agentops.core.gate.bulk import _outward
from agentops.core.gate.keys import BULK_ARGS_MIN, _key
from agentops.core.protocol import first_word, name_words

#: a Python ``for`` statement: its target, what it runs over and what follows the colon on its line
_PY_FOR = re.compile(
    r"^(?P<indent>[ \t]*)(?:async\s+)?for\s+(?P<target>[^\n]+?)\s+in\s+(?P<over>[^\n]+?):[ \t]*(?P<inline>[^\n]*)$",
    re.M,
)
#: a comprehension's or generator's ``for … in …`` (not at a line's start)
_COMPREHENSION = re.compile(
    r"\S[ \t]+for\s+(?P<target>[\w, ()]+?)\s+in\s+(?P<over>(?:[^\]\)}\n(]|\([^()\n]*\))+?)(?:\s+if\s[^\]\)}\n]*)?[\]\)}]"
)
#: JavaScript's ``xs.forEach(…)`` / ``.map(…)`` / ``.flatMap(…)``, Ruby's ``xs.each do … end`` / ``each {``
_EACH = re.compile(r"\.\s*(?:forEach|map|flatMap|each|each_with_index|find_each)\s*(?P<open>[({]|do\b)")
#: what such a method is called on, read back from its ``.`` (``users``, ``User.where(active: true)``)
_EACH_OVER = re.compile(r"(?P<over>[\w$.\]\)'\"]{1,200})\s*\Z")
#: JavaScript's ``for (… of / in …)`` and C-style ``for (…; …; …)``
_JS_FOR = re.compile(r"\bfor\s*(?:await\s*)?\((?P<head>[^()]*(?:\([^()]*\)[^()]*)*)\)")
#: a function handed to ``forEach`` / ``map`` by its name, called with each item (``users.forEach(notify)``), and
#: Python's ``map(notify, users)``
_HANDED = re.compile(r"\(\s*(?P<name>[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*\)")
_MAPPED = re.compile(
    r"(?<![\w$.])map\(\s*(?P<name>[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*,\s*(?P<over>[^()\n]{1,200}?)\s*\)"
)
#: a call by its (dotted) name
_CALL = re.compile(r"(?<![\w$])(?P<name>[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*\(")
#: a method of one word that sends, on a channel (``sms.send(``, ``mail.send(``; not a socket's ``sock.send(``,
#: a condition's ``cond.notify()``); a one-word ``text(`` / ``email(`` names a field
_SEND_VERBS = frozenset({"send", "notify", "reply", "forward", "create"})
#: a call's first word that reaches a person by itself (``notify_user``, ``email_customer``, ``sms_user``); after a
#: bare send verb, what is sent must be such a channel (``send_email``, ``sendWelcomeMail``; not ``send_header``,
#: ``sendLine``, ``send_data``: a protocol's, a socket's)
_SELF_CHANNELS = frozenset({"notify", "email", "mail", "sms", "dm", "invite", "tweet", "whatsapp"})
_PERSON_CHANNELS = frozenset({"email", "mail", "sms", "message", "notification", "newsletter", "invite", "invitation",
                              "dm", "whatsapp", "reminder", "welcome", "campaign", "push", "tweet", "alert", "letter",
                              "invoice", "receipt", "text"})  # fmt: skip
#: what a send is called on that is a machine's, not a person's channel (``queue.send_message``, ``producer.send``)
_MACHINE_PEERS = frozenset({"queue", "sqs", "producer", "kafka", "topic", "stream", "bus", "broker", "pubsub",
                            "celery", "rabbit", "amqp", "socket", "sock", "ws", "websocket", "pipe", "channel",
                            "conn", "connection", "worker", "process", "port"})  # fmt: skip
#: what a one-word send is called on to reach people: Twilio's ``client.messages.create(to=…)``, ``mailer.send(``
_CHANNELS = frozenset({"message", "messages", "sms", "email", "emails", "mail", "mailer", "notification",
                       "notifications", "slack", "twilio", "sendgrid", "sg", "ses", "smtp", "telegram", "bot",
                       "discord", "whatsapp", "push", "fcm", "apns", "sns", "resend", "postmark", "mailgun",
                       "notifier", "messenger", "pusher", "courier", "novu", "onesignal"})  # fmt: skip
#: a function of one word, called with what to reach, that reaches a person: ``users.map(u => notify(u))`` (unheld
#: until gate13; a bare ``send(`` is a socket's as often, a bare ``email(u)`` reads a field)
_BARE_SENDS = frozenset({"notify", "invite"})
_FEW = re.compile(r"\s*range\(\s*(?:0\s*,\s*)?(?P<n>\d+)\s*\)\s*")
_MAX_BODY = 4000


def _in_a_loop(text: str) -> str:
    """Why code ``text`` acts on many one at a time ("": it does not): a send in a loop over a collection
    (:func:`_sent`), a delete in a loop over every record of a store (:func:`_deleted`)."""
    for over, body, names in _loops(text):
        why = _sent(over, body, names) or _deleted(over, body)
        if why:
            return why
    return ""


def _sent(over: str, body: str, names: frozenset[str] | None) -> str:
    """An outward call (the run's bulk rule's :func:`~agentops.core.gate.bulk._outward`, narrowed by :func:`_sends`:
    ``send_email``, ``sendMail``, ``notify_user``, ``sms.send``, Twilio's ``messages.create``) in the body of a loop
    over more than a few (:func:`_few`), unless its shape shows one recipient for every pass (:func:`_one_recipient`:
    ``for item in items: bot.send_message(chat_id, item)`` sends many messages to one chat, held until gate12)."""
    if _few(over):
        return ""
    handed = _HANDED.fullmatch(body)
    name = re.sub(r"\s+", "", handed["name"]) if handed is not None else ""
    if name and _sends(name):  # ``users.forEach(notify)``: the function handed is called with each one
        return f"code calls {name}() in a loop over {' '.join(over.split())[:40]} (bulk: one send each)"
    for call in _CALL.finditer(body):
        name, args = re.sub(r"\s+", "", call["name"]), call_args(body, call.end())
        if name in _BARE_SENDS and not args:
            continue  # ``notify()``: a condition's wake-up, no one named
        if _sends(name) and not _one_recipient(args, body, names):
            return f"code calls {name}() in a loop over {' '.join(over.split())[:40]} (bulk: one send each)"
    return ""


#: a send's keyword arguments that name whom it reaches (``to=``, ``chat_id=``, Slack's ``channel:``); the others
#: (``text=``, ``body=``) carry what is sent
_RECIPIENT_KEYS = frozenset({"to", "cc", "bcc", "chat", "chatid", "channel", "channelid", "recipient", "recipients",
                             "user", "userid", "phone", "number", "email", "address", "peer", "conversation",
                             "conversationid", "target", "receiver", "destination", "dest", "roomid", "room",
                             "threadts", "toaddrs", "toaddresses", "toaddr", "toemail", "tonumber"})  # fmt: skip
_KEYWORD = re.compile(r"(?P<key>[A-Za-z_$][\w$]*)\s*[=:](?![=:])\s*(?P<value>.*)\Z", re.S)
_NAME = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*")


def _one_recipient(args: list[str], body: str, names: frozenset[str] | None) -> bool:
    """Whether a send in a loop reaches the same one each pass, by its shape: what names the recipient — a recipient
    keyword (:data:`_RECIPIENT_KEYS`: ``to=``, ``chat_id=``, a JavaScript object's ``channel:``), else every positional
    argument but the last, which is what is sent (``send_message(chat_id, item)``; a lone one is the recipient) —
    uses neither the loop's variable (``u.chat_id``, ``users[i]``) nor a name the loop's body binds (``addr =
    u.email``). A loop whose variable is unknown, or a send whose recipient is not shown (``**kw``), is many."""
    if names is None or not args:
        return False
    if len(args) == 1 and args[0].startswith("{") and args[0].endswith("}"):
        args = [member.strip() for member in call_args(args[0][1:-1] + ")", 0)]  # ``({channel: 'C1', text: m})``
    keyed = [(_KEYWORD.match(arg), arg) for arg in args]
    recipients = [k["value"] for k, _arg in keyed if k is not None and _key(k["key"]) in _RECIPIENT_KEYS]
    if not recipients:
        positional = [arg for k, arg in keyed if k is None and not arg.startswith("*")]
        recipients = positional[:-1] if len(positional) > 1 else positional
    if not recipients or any(arg.startswith("*") or arg.startswith("...") for arg in args):
        return False
    used = {word for recipient in recipients for word in _NAME.findall(recipient)}
    bound = {found["name"] for found in _BOUND_IN_BODY.finditer(body)}
    return used.isdisjoint(names | bound)


#: a name the loop's body binds (``addr = u.email``, ``const to = u.email``)
_BOUND_IN_BODY = re.compile(r"(?:^|[;{\n])[ \t]*(?:(?:const|let|var)\s+)?(?P<name>[A-Za-z_$][\w$]*)[ \t]*=(?!=)", re.M)


#: what a loop runs over when it is every record of a store: an ORM's or a bucket's ``.all()``, Redis's
#: ``scan_iter()`` / ``keys("*")`` (not a dict's ``keys()``), MongoDB's ``find({})``
_EVERY_RECORD = re.compile(
    r"\.all\(\s*\)|\b(?:scan_iter|scan)\(\s*(?:[\"']\*[\"'])?\s*\)|\bkeys\(\s*[\"']\*[\"']\s*\)|\.find\(\s*(?:\{\s*\})?\s*\)"
    r"|\.iterator\(\s*\)"
)
#: a call that deletes the record a loop is at (``u.delete()``, ``r.delete(k)``, ``obj.destroy()``)
_DELETES_EACH = re.compile(r"\.\s*(?:delete|destroy|remove|unlink|delete_one|deleteOne)\s*\(")


def _deleted(over: str, body: str) -> str:
    """A delete in the body of a loop over every record of a store (:data:`_EVERY_RECORD`: ``for u in
    User.objects.all(): u.delete()``, ``for k in r.scan_iter("*"): r.delete(k)``, ``for o in bucket.objects.all():
    o.delete()``), as ``User.objects.all().delete()`` is held; unheld until gate11. A loop over a filtered set
    deletes what its filter names."""
    deleted = _DELETES_EACH.search(body) if _EVERY_RECORD.search(over) else None
    if deleted is None:
        return ""
    return f"code deletes each record of {' '.join(over.split())[:40]} ({deleted.group().strip()[:20]}…)"


def _loops(text: str) -> Iterator[tuple[str, str, frozenset[str] | None]]:
    """Each loop of ``text``: what it runs over, its body and its variables' names (None: not read)."""
    for found in _PY_FOR.finditer(text):
        body = found["inline"]
        if not body.strip():
            indent, lines = len(found["indent"].expandtabs()), []
            for line in text[found.end() + 1 : found.end() + 1 + _MAX_BODY].splitlines():
                if line.strip() and len(line) - len(line.lstrip()) <= indent:
                    break
                lines.append(line)
            body = "\n".join(lines)
        yield found["over"], body[:_MAX_BODY], _names(found["target"])
    for found in _COMPREHENSION.finditer(text):
        start = _opening(text, found.start())
        yield found["over"], text[start : found.start() + 1], _names(found["target"])
    for found in _EACH.finditer(text):
        owner = _EACH_OVER.search(text, max(0, found.start() - 200), found.start())
        if owner is None:
            continue
        if found["open"] == "do":  # Ruby's ``users.each do |u| … end``
            body = re.split(r"\bend\b", text[found.end() : found.end() + _MAX_BODY], maxsplit=1)[0]
        else:
            body = _balanced(text, found.end() - 1)
        params = _PARAMS.match(body[1:] if found["open"] != "do" else body)
        yield owner["over"], body, _names(next(p for p in params.groups() if p is not None)) if params else None
    for found in _MAPPED.finditer(text):  # ``list(map(notify, users))``: the function handed, as a body
        yield found["over"], f"({found['name']})", None
    for found in _JS_FOR.finditer(text):
        head = found["head"]
        over = re.split(r"\s+(?:of|in)\s+", head, maxsplit=1)[-1] if ";" not in head else head
        rest = text[found.end() :].lstrip()
        body = _balanced(rest, 0) if rest.startswith("{") else rest.split(";", 1)[0].split("\n", 1)[0]
        yield over, body, _names(re.split(r"\s+(?:of|in)\s+|=|;", head, maxsplit=1)[0])


#: the parameters a callback or a block opens with: ``u => …``, ``(u, i) => …``, ``function (u) {``, Ruby's ``|u|``
_PARAMS = re.compile(
    r"\s*(?:\|(?P<block>[^|]*)\||(?:async\s+)?(?:function\s*[\w$]*\s*)?\((?P<list>[^()]*)\)\s*(?:=>|\{)"
    r"|(?:async\s+)?(?P<one>[A-Za-z_$][\w$]*)\s*=>)"
)
_NOT_NAMES = frozenset({"const", "let", "var", "await", "async", "in", "of"})


def _names(target: str) -> frozenset[str]:
    """The names a loop's target binds (``i, u``, ``const m``, ``(k, v)``, ``{ id, email }``)."""
    return frozenset(_NAME.findall(target)) - _NOT_NAMES


def _few(over: str) -> bool:
    """Whether a loop runs over fewer than :data:`BULK_ARGS_MIN` items written out: ``range(3)``, a literal list
    or tuple of a few, C's ``i < 3``."""
    counted = _FEW.fullmatch(over) or re.search(r"<\s*=?\s*(?P<n>\d+)\s*;", over)
    if counted is not None:
        return int(counted["n"]) < BULK_ARGS_MIN
    listed = re.fullmatch(r"\s*[\[(](?P<items>[^\[\]()]*)[\])]\s*", over)
    return listed is not None and len([i for i in listed["items"].split(",") if i.strip()]) < BULK_ARGS_MIN


def _sends(name: str) -> bool:
    """Whether a call named ``name`` (``send_email``, ``smtp.sendmail``, ``client.messages.create``) sends."""
    parts = name.split(".")
    last = parts[-1]
    if any(not name_words(part).isdisjoint(_MACHINE_PEERS) for part in parts[:-1]):
        return False  # ``sqs.send_message(…)``, ``producer.send(…)``: a queue's or a socket's message, no person's
    if name in _BARE_SENDS:
        return True
    if last.lower() in _SEND_VERBS:
        return len(parts) > 1 and not name_words(parts[-2]).isdisjoint(_CHANNELS)
    words = name_words(last)
    if last.startswith("_") or not (_outward(last) or {"post", "message"} <= words):  # Slack's ``chat_postMessage``
        return False  # ``self._send_event``: the code's own plumbing
    first = first_word(last)
    return first in _SELF_CHANNELS or not (words - {first}).isdisjoint(_PERSON_CHANNELS)


def _opening(text: str, end: int) -> int:
    """Where the bracket that encloses ``end`` opens (a comprehension's ``[`` / ``(`` / ``{``)."""
    depth = 0
    for i in range(end, max(-1, end - _MAX_BODY), -1):
        if text[i] in ")]}":
            depth += 1
        elif text[i] in "([{":
            if not depth:
                return i
            depth -= 1
    return end


def _balanced(text: str, start: int) -> str:
    """The text from the bracket at ``start`` to its match (or :data:`_MAX_BODY` characters)."""
    depth = 0
    for i in range(start, min(len(text), start + _MAX_BODY)):
        if text[i] in "([{":
            depth += 1
        elif text[i] in ")]}":
            depth -= 1
            if not depth:
                return text[start : i + 1]
    return text[start : start + _MAX_BODY]


_MAX_ARGS_CHARS = 2000


def call_args(text: str, start: int) -> list[str]:
    """The top-level arguments of the call whose ``(`` ends at ``start``, as written (up to
    :data:`_MAX_ARGS_CHARS`)."""
    args, depth, quote, begin = [], 0, "", start
    for i in range(start, min(len(text), start + _MAX_ARGS_CHARS)):
        char = text[i]
        if quote:
            quote = "" if char == quote and text[i - 1] != "\\" else quote
        elif char in "\"'`":
            quote = char
        elif char in "([{":
            depth += 1
        elif char in ")]}" and depth:
            depth -= 1
        elif char == ")" or (char == "," and depth == 0):
            if text[begin:i].strip():
                args.append(text[begin:i].strip())
            if char == ")":
                return args
            begin = i + 1
    return args
