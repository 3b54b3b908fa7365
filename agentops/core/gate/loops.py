"""A send in a loop in program code (:func:`_sent_in_a_loop`): ``for u in users: send_email(u, …)``,
``[notify(u) for u in users]``, ``users.forEach(u => sendEmail(u))``, ``for (const u of users) await
transporter.sendMail(…)``, ``customers.map(c => sms.send(…))`` — one call written once that reaches everyone a
collection holds, the bulk send ``send_email`` to 40 addresses is; each ran ungated from a code tool until gate11. A
loop over fewer than :data:`BULK_ARGS_MIN` items written out (``range(3)``, ``["a@x", "b@x"]``: a retry, a few
named people) is not one."""

from __future__ import annotations

import re
from collections.abc import Iterator

from agentops.core.gate.bulk import _outward
from agentops.core.gate.keys import BULK_ARGS_MIN
from agentops.core.protocol import name_words

#: a Python ``for`` statement: its target, what it runs over and what follows the colon on its line
_PY_FOR = re.compile(
    r"^(?P<indent>[ \t]*)(?:async\s+)?for\s+[^\n]+?\s+in\s+(?P<over>[^\n]+?):[ \t]*(?P<inline>[^\n]*)$", re.M
)
#: a comprehension's or generator's ``for … in …`` (not at a line's start)
_COMPREHENSION = re.compile(
    r"\S[ \t]+for\s+[\w, ()]+?\s+in\s+(?P<over>(?:[^\]\)}\n(]|\([^()\n]*\))+?)(?:\s+if\s[^\]\)}\n]*)?[\]\)}]"
)
#: JavaScript's ``xs.forEach(…)`` / ``.map(…)`` / ``.flatMap(…)``, Ruby's ``xs.each do … end`` / ``each {``
_EACH = re.compile(
    r"(?<![\w$.\]\)'\"])(?P<over>[\w$.\]\)'\"]{1,200})\s*\.\s*(?:forEach|map|flatMap|each|each_with_index|find_each)\s*(?P<open>[({]|do\b)"
)
#: JavaScript's ``for (… of / in …)`` and C-style ``for (…; …; …)``
_JS_FOR = re.compile(r"\bfor\s*(?:await\s*)?\((?P<head>[^()]*(?:\([^()]*\)[^()]*)*)\)")
#: a call by its (dotted) name
_CALL = re.compile(r"(?<![\w$])(?P<name>[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*\(")
#: a method of one word that sends, on a channel (``sms.send(``, ``mail.send(``; not a socket's ``sock.send(``,
#: a condition's ``cond.notify()``); a one-word ``text(`` / ``email(`` names a field
_SEND_VERBS = frozenset({"send", "notify", "reply", "forward", "create"})
#: what a one-word send is called on to reach people: Twilio's ``client.messages.create(to=…)``, ``mailer.send(``
_CHANNELS = frozenset({"message", "messages", "sms", "email", "emails", "mail", "mailer", "notification",
                       "notifications", "slack", "twilio", "sendgrid", "sg", "ses", "smtp", "telegram", "bot",
                       "discord", "whatsapp", "push", "fcm", "apns", "sns", "resend", "postmark", "mailgun"})  # fmt: skip
_FEW = re.compile(r"\s*range\(\s*(?:0\s*,\s*)?(?P<n>\d+)\s*\)\s*")
_MAX_BODY = 4000


def _sent_in_a_loop(text: str) -> str:
    """Why code ``text`` sends in a loop over many ("": it does not): an outward call (the run's bulk rule's
    :func:`~agentops.core.gate.bulk._outward`: ``send_email``, ``sendMail``, ``notify_user``, ``sms.send``,
    Twilio's ``messages.create``) in the body of a loop over a collection."""
    for over, body in _loops(text):
        if _few(over):
            continue
        sent = next((name for name in _calls(body) if _sends(name)), None)
        if sent is not None:
            return f"code calls {sent}() in a loop over {' '.join(over.split())[:40]} (bulk: one send each)"
    return ""


#: what a loop runs over when it is every record of a store: an ORM's or a bucket's ``.all()``, Redis's
#: ``scan_iter()`` / ``keys("*")``, MongoDB's ``find({})``
_EVERY_RECORD = re.compile(
    r"\.all\(\s*\)|\b(?:scan_iter|keys|scan|iterkeys)\(\s*(?:[\"']\*[\"'])?\s*\)|\.find\(\s*(?:\{\s*\})?\s*\)|\.iterator\(\s*\)"
)
#: a call that deletes the record a loop is at (``u.delete()``, ``r.delete(k)``, ``obj.destroy()``)
_DELETES_EACH = re.compile(r"\.\s*(?:delete|destroy|remove|unlink|delete_one|deleteOne)\s*\(")


def _deleted_in_a_loop(text: str) -> str:
    """Why code ``text`` deletes every record one at a time ("": it does not): a delete in the body of a loop over
    every record of a store (:data:`_EVERY_RECORD`: ``for u in User.objects.all(): u.delete()``, ``for k in
    r.scan_iter("*"): r.delete(k)``, ``for o in bucket.objects.all(): o.delete()``), as ``User.objects.all().delete()``
    is held; unheld until gate11. A loop over a filtered set deletes what its filter names."""
    for over, body in _loops(text):
        if _EVERY_RECORD.search(over) and (deleted := _DELETES_EACH.search(body)):
            return f"code deletes each record of {' '.join(over.split())[:40]} ({deleted.group().strip()[:20]}…)"
    return ""


def _loops(text: str) -> Iterator[tuple[str, str]]:
    """Each loop of ``text``: what it runs over and its body."""
    for found in _PY_FOR.finditer(text):
        body = found["inline"]
        if not body.strip():
            indent, lines = len(found["indent"].expandtabs()), []
            for line in text[found.end() + 1 :].splitlines():
                if line.strip() and len(line) - len(line.lstrip()) <= indent:
                    break
                lines.append(line)
            body = "\n".join(lines)
        yield found["over"], body[:_MAX_BODY]
    for found in _COMPREHENSION.finditer(text):
        start = _opening(text, found.start())
        yield found["over"], text[start : found.start() + 1]
    for found in _EACH.finditer(text):
        if found["open"] == "do":  # Ruby's ``users.each do |u| … end``
            yield found["over"], re.split(r"\bend\b", text[found.end() : found.end() + _MAX_BODY], maxsplit=1)[0]
        else:
            yield found["over"], _balanced(text, found.end() - 1)
    for found in _JS_FOR.finditer(text):
        head = found["head"]
        over = re.split(r"\s+(?:of|in)\s+", head, maxsplit=1)[-1] if ";" not in head else head
        rest = text[found.end() :].lstrip()
        body = _balanced(rest, 0) if rest.startswith("{") else rest.split(";", 1)[0].split("\n", 1)[0]
        yield over, body


def _few(over: str) -> bool:
    """Whether a loop runs over fewer than :data:`BULK_ARGS_MIN` items written out: ``range(3)``, a literal list
    or tuple of a few, C's ``i < 3``."""
    counted = _FEW.fullmatch(over) or re.search(r"<\s*=?\s*(?P<n>\d+)\s*;", over)
    if counted is not None:
        return int(counted["n"]) < BULK_ARGS_MIN
    listed = re.fullmatch(r"\s*[\[(](?P<items>[^\[\]()]*)[\])]\s*", over)
    return listed is not None and len([i for i in listed["items"].split(",") if i.strip()]) < BULK_ARGS_MIN


def _calls(body: str) -> Iterator[str]:
    for found in _CALL.finditer(body):
        yield re.sub(r"\s+", "", found["name"])


def _sends(name: str) -> bool:
    """Whether a call named ``name`` (``send_email``, ``smtp.sendmail``, ``client.messages.create``) sends."""
    parts = name.split(".")
    last = parts[-1]
    if last.lower() in _SEND_VERBS:
        return len(parts) > 1 and not name_words(parts[-2]).isdisjoint(_CHANNELS)
    return _outward(last) and len(name_words(last)) > 1


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
