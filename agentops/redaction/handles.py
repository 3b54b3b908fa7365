"""A person's handle inside a path or an identifier: a home directory's name and a handle after a person's id key.

``/home/jane.doe/…``, ``/Users/jdoe/…`` and ``C:\\Users\\JaneDoe\\…`` name their owner, whatever the name's shape, but
for the accounts of machines and services (``/home/ubuntu``, ``/home/runner``, ``C:\\Users\\Public``). After a
lower-case ``/users/`` or ``/user/`` (an object store's key, a URL) and after a person's id key
(``customer_id=jane-doe-1987``, ``{"user_slug": "john_smith"}``) and before an ``@`` with no domain (``jane.doe@``) a handle is a person's when it is shaped like a
name: two or three words of letters joined by ``.``, ``_`` or ``-`` (``john_smith``, ``jane.doe``), perhaps a
number after them, and none of them a word of software (``sign_in``, ``by-email``, ``ec2-user``, ``www-data``).
Each rule is anchored where the scanner's Aho-Corasick pass saw its literal and reads one bounded segment.
"""

from __future__ import annotations

import re

from agentops.redaction import keys as key_rules
from agentops.redaction.labels import normal_value

#: accounts of machines, images, CI runners and services, and placeholders: a home directory's name that is no one's
_SYSTEM_ACCOUNTS = frozenset(
    [
        "root", "ubuntu", "runner", "runneradmin", "admin", "administrator", "app", "apps", "www", "www-data", "node",
        "postgres", "git", "deploy", "deployer", "jenkins", "vagrant", "circleci", "travis", "gitlab-runner",
        "buildkite-agent", "ec2-user", "centos", "debian", "fedora", "alpine", "pi", "docker", "vscode", "codespace",
        "codespaces", "shared", "public", "default", "default user", "all users", "defaultuser0", "guest", "nobody",
        "user", "username", "users", "me", "you", "someone", "current", "local", "service", "services", "svc",
        "agent", "build", "builder", "ci", "test", "tester", "demo", "example", "sample", "tmp", "temp", "home",
        "linuxbrew", "opc", "azureuser", "cloud-user", "core", "ansible", "worker", "runner1", "daemon", "system",
        "work", "workspace", "project", "projects", "dev", "developer", "coder", "jovyan", "notebook", "sandbox",
    ]
)  # fmt: skip
#: words of software that make a handle-shaped segment a route, an account of a service or a field, not a person
_SOFTWARE_WORDS = frozenset(
    [
        "sign", "in", "up", "out", "log", "login", "logout", "password", "reset", "by", "email", "mail", "new",
        "edit", "bulk", "search", "settings", "profile", "profiles", "admin", "api", "list", "all", "active",
        "inactive", "current", "self", "info", "data", "test", "demo", "example", "sample", "default", "guest",
        "anonymous", "system", "bot", "service", "account", "accounts", "user", "users", "team", "group", "org",
        "id", "ids", "name", "names", "first", "last", "page", "next", "prev", "export", "import", "batch",
        "delete", "update", "create", "invite", "invites", "verify", "confirm", "www", "ec", "runner", "gitlab",
        "root", "deploy", "build", "node", "app", "tmp", "temp", "home", "local", "shared", "public", "private",
        "me", "my", "the", "of", "and", "or", "to", "for", "with", "from", "at", "on", "is", "not", "no", "yes",
        "get", "set", "put", "post", "add", "remove", "show", "view", "open", "close", "sync", "status", "state",
        "config", "cache", "docs", "doc", "file", "files", "image", "images", "avatar", "photo", "photos", "upload",
        "uploads", "download", "downloads", "report", "reports", "log", "logs", "event", "events", "order",
        "orders", "item", "items", "cart", "checkout", "payment", "payments", "billing", "invoice", "invoices",
        "session", "sessions", "token", "tokens", "key", "keys", "role", "roles", "permission", "permissions",
        "member", "members", "customer", "customers", "client", "clients", "contact", "contacts", "owner", "pending",
        "approved", "rejected", "deleted", "archived", "disabled", "enabled", "unknown", "none", "null", "true",
        "false", "prod", "staging", "dev", "qa", "web", "mobile", "desktop", "ios", "android", "linux", "windows",
        "mac", "http", "https", "json", "csv", "xml", "html", "txt", "pdf", "png", "jpg", "gif", "zip", "tar",
    ]
)  # fmt: skip
_HANDLE = re.compile(r"([A-Za-z]{2,20})[._-]([A-Za-z]{2,20})(?:[._-]([A-Za-z]{2,20}))?(?:[._-]?[0-9]{1,4})?")
#: a home directory's segment: letters first, then letters, digits, dots, dashes, underscores and blanks
_HOME_SEGMENT = re.compile(r"[^\W\d_][\w.\- ]{0,63}")
#: a segment ends at a path separator, a quote, a query or a blank before something that is no part of a name
_SEGMENT_END = re.compile(r"[/\\\"'?#:;,|<>\n\r\t]| (?![A-Z][a-z])")


def person_handle(value: str) -> bool:
    """Whether ``value`` is a handle shaped like a person's name (``john_smith``, ``Jane.Doe``, ``jane-doe-1987``):
    two or three words of letters joined by ``.``, ``_`` or ``-`` and perhaps a number, no word of software."""
    m = _HANDLE.fullmatch(value)
    return m is not None and not any(w and w.lower() in _SOFTWARE_WORDS for w in m.groups())


def _home(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``/home/jane.doe/…``, ``/Users/JaneDoe``, ``C:\\Users\\Jane Doe\\``: the home directory's name (not a
    machine's or a service's account)."""
    start = at + 6 + (text[at + 1] == "U")  # /home/, /Users/, \Users\
    segment = _HOME_SEGMENT.match(text, start)
    if segment is None or (at and text[at - 1].isalnum() and text[at] == "/"):
        return None  # (``/api/home/…`` is a route: the literal must start the path or follow a drive, a dot or `~`)
    end = _SEGMENT_END.search(text, start, segment.end())
    value = text[start : end.start() if end else segment.end()].rstrip(". -")
    if not value or value.lower() in _SYSTEM_ACCOUNTS or _local_part(text, start + len(value)):
        return None
    return start, start + len(value), key_rules.NAME, normal_value(key_rules.NAME, value)


def _users(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``s3://bucket/users/john_smith/…``, ``/user/jane.doe``: a name-shaped handle after a lower-case ``users``."""
    start = at + len("/users/" if text.startswith("/users/", at) else "/user/")
    m = _HANDLE.match(text, start)
    if m is None or (m.end() < len(text) and (text[m.end()].isalnum() or text[m.end()] in "._-")):
        return None
    return None if _local_part(text, m.end()) else _handle_span(text, start, m.end())


def _party_id(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``customer_id=jane-doe-1987``, ``userId=john_smith``: a name-shaped handle after a person's id key."""
    start = at
    while start and at - start < 40 and (text[start - 1].isalpha() or text[start - 1] in "_-"):
        start -= 1
    if key_rules.key_kind(text[start : at + 2]) != key_rules.PARTY_ID:
        return None
    end = at + 3
    while end < len(text) and (text[end].isalnum() or text[end] in "._-"):
        end += 1
    return None if _local_part(text, end) else _handle_span(text, at + 3, end)


def _local_part(text: str, end: int) -> bool:
    """Whether the handle ending at ``end`` is an address's local part (``/users/jane.doe@corp.example``): the scanner
    takes the address whole, ``<email:…>`` — taken as a handle, it left the domain in clear
    (``/users/<name:…>@corp.example``, qa-ops6)."""
    return text.startswith("@", end) and _domain_follows(text, end)


def _domain_follows(text: str, at: int) -> bool:
    """Whether what follows the ``@`` at ``at`` starts a domain (or is a decorator's or a mention's name)."""
    return at + 1 < len(text) and (text[at + 1].isalnum() or text[at + 1] in "[-")


def _bare_local(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``jane.doe@`` with no domain after it (a truncated or half-typed address): a name-shaped local part."""
    if _domain_follows(text, at):
        return None  # an address (the scanner's), a decorator, a handle's mention
    start = at
    while start and at - start < 64 and (text[start - 1].isalnum() or text[start - 1] in "._-"):
        start -= 1
    return None if start and text[start - 1] in "@/\\" else _handle_span(text, start, at)


def _handle_span(text: str, start: int, end: int) -> tuple[int, int, str, str] | None:
    value = text[start:end]
    return (start, end, key_rules.NAME, normal_value(key_rules.NAME, value)) if person_handle(value) else None


#: literal → rule, for the scanner's automaton
HANDLES: dict[str, str] = {
    "/home/": "home", "/Users/": "home", "\\Users\\": "home", "/users/": "users", "/user/": "users",
    "id=": "party_id", "Id=": "party_id", "ID=": "party_id", "@": "bare_local",
}  # fmt: skip
#: what :func:`handle_span` needs somewhere in the text, for the scanner's RE2 pre-check
SUSPECTS = (
    "/home/[A-Za-z\\x{c0}-\\x{24f}]|/Users/[A-Za-z\\x{c0}-\\x{24f}]|\\\\Users\\\\[A-Za-z\\x{c0}-\\x{24f}]"
    "|/users?/[A-Za-z]{2}[A-Za-z]*[._-][A-Za-z]{2}"  # (an ``@`` is a suspect of its own: ``jane.doe@``)
    "|(?i:" + "|".join(sorted(key_rules.PARTY_WORDS)) + ")[_-]?(?:id|Id|ID)=[A-Za-z]{2}[A-Za-z]*[._-][A-Za-z]{2}"
    # a person's id key in JSON (``keys.PARTY_ID``: ``"customer_id": "jane-doe-1987"``, ``"userSlug":"li.wei"``): a
    # document holding such a key is read on its text (``Redactor._plain_parts``) unless this is seen in it
    "|(?i:" + "|".join(sorted(key_rules.PARTY_WORDS)) + ')[^"A-Za-z]{0,4}(?i:id|slug|handle)"[ \\t]*:[ \\t]*"'
    '[A-Za-z]{2,}[._-][A-Za-z]{2,}(?:[._-][A-Za-z]{2,})?(?:[._-]?[0-9]{1,4})?"'  # the handle's shape, whole
)
_RULES = {"home": _home, "users": _users, "party_id": _party_id, "bare_local": _bare_local}


def handle_span(text: str, at: int, rule: str) -> tuple[int, int, str, str] | None:
    """(start, end, kind, normalised value) of the handle whose literal is at ``at``, or None."""
    return _RULES[rule](text, at)
