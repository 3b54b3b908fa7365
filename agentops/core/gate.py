"""The manual gate's one rule (SPEC "Manual gate"): whether a call waits for a human, and why.

A call is held when its tool's name says delete / drop / pay / bulk (``protocol.high_risk_word``), or when its
arguments do what such a name says through a generic tool: SQL that drops, truncates, deletes or updates every row
(``execute_sql``; query text only where it is run, not the ``query`` of a ``search``), a shell command that removes,
wipes or destroys, or reaches a disk or a system tree (``bash``), an HTTP DELETE or a POST to a payment
endpoint (``http_request``), a GraphQL mutation that deletes or refunds, a generic ``call_tool`` naming a risky tool,
one call acting on many (a list of ids or recipients, ``"all": true``, an empty ``where``) or a step's or a run's
calls that do together (:func:`split_bulk`, :func:`run_bulk`), money given by a tool
named just ``tip`` / ``gift``, or a write that marks a record deleted (``update_user({"deleted": true})``). No Django: the loop, the server's claim, fork, dry run and the SDK ask this module, and
the approvals queue shows the reason (``held_for``) it gives.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shlex
from collections import deque
from collections.abc import Collection, Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import islice, pairwise
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from agentops.core.lookalikes import mixed_script_word
from agentops.core.protocol import (
    DESTROY_VERBS,
    Effect,
    Risk,
    first_word,
    high_risk_word,
    name_words,
    reads,
    write_verb,
)
from agentops.core.toolnames import tool_name_problem

#: One call acting on at least this many ids, recipients or accounts is a bulk act
BULK_ARGS_MIN = 10
#: How much of a call's arguments is read (nodes, depth, characters of one string, members of one object or list)
_MAX_NODES, _MAX_DEPTH, _MAX_CHARS, _MAX_ITEMS = 2000, 8, 20_000, 200


def risk_of(name: str, declared: str | None, args: Any = None, *, trusted: bool) -> Risk:
    """The risk a call is gated by (:func:`held_for`)."""
    return Risk.HIGH if held_for(name, declared, args, trusted=trusted) else Risk.LOW


def held_for(
    name: str,
    declared: str | None,
    args: Any = None,
    *,
    trusted: bool,
    effect: str | None = None,
    step_calls: StepCalls | Sequence[tuple[str, Any]] = (),
    reached: Collection[str] = (),
) -> str:
    """Why a call of ``name`` with ``args`` waits for a human ("": it does not).

    A trusted declaration (the deployment's own code, in process) decides alone: ``risk=Risk.LOW`` on a read-only
    SQL tool is the deployment's word. What an agent's key declares can raise the risk, never lower it: its call is
    held by its name or its arguments whatever it declares. A declared ``effect`` of ``write`` makes a tool named as
    a read (``search``) one that runs the query it is given (:func:`_runs`); a declared read lowers nothing.
    ``step_calls`` (the step's calls, ``(tool, args)`` in the model's order, or their :class:`StepCalls` built once
    for the step) hold a bulk act split into calls (:func:`split_bulk`); ``reached`` (whom the run's calls before
    this one reached: ``ReplayIndex.reached`` and :meth:`StepCalls.reached_before` the step's earlier calls) one
    spread over steps (:func:`run_bulk`).
    """
    if declared is not None and trusted:
        return "declared high risk" if Risk(declared) is Risk.HIGH else ""
    word = high_risk_word(name)
    if word is not None:
        return f"tool name says {word!r}"
    spoof = mixed_script_word(name)
    if spoof is not None:  # ``дelete_user``: a name spelt in two alphabets may hide the word it shows
        return f"tool name mixes alphabets in {spoof!r}"
    why = args_risk(name, args, effect=effect) if args is not None else ""
    if why:
        return why
    calls = step_calls if isinstance(step_calls, StepCalls) else StepCalls(step_calls)
    why = split_bulk(name, calls, read=trusted and effect == Effect.READ) or run_bulk(name, args, reached)
    if why:
        return why
    return "declared high risk" if declared is not None and Risk(declared) is Risk.HIGH else ""


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
            self._targets[tool] = sum(_targets(args) for args in self._args.get(tool, ()))
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
        if _key_words(key).isdisjoint(_TARGETS - _CONTENT):
            if nested and isinstance(value, list):
                found |= {d for item in value[:_MAX_ITEMS] if isinstance(item, dict) for d in _whom(item, nested=False)}
            continue
        items = value[:_MAX_ITEMS] if isinstance(value, list) else [value]
        items = [part for item in items for part in (_listed(item) or [item] if isinstance(item, str) else [item])]
        found |= {_digest(item) for item in items if item not in (None, "")}
    return found


def _digest(target: Any) -> str:
    text = json.dumps(target, sort_keys=True, default=str).strip('"').strip().lower()
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@lru_cache(maxsize=1024)
def _outward(name: str) -> bool:
    """Whether a tool reaches people outside (:data:`_OUTWARD`); asked of every call a replay folds: cached."""
    return not reads(name) and (first_word(name) in _OUTWARD or write_verb(name) in _SENDS)


def _targets(args: Any) -> int:
    """How many targets one call reaches: its recipients (``to`` + ``cc`` + ``bcc``) or the longest list under a key
    naming targets (``ids``, ``customer_id``), at least one."""
    recipients, most = 0, 1
    for key, value in islice(args.items(), _MAX_ITEMS) if isinstance(args, dict) else ():
        words = _key_words(key)
        if words.isdisjoint(_TARGETS):
            continue
        listed = value if isinstance(value, list) else _listed(value) if isinstance(value, str) else [value]
        count = len([item for item in listed if item is not None and str(item).strip()])
        if words & _RECIPIENTS:
            recipients += count
        most = max(most, count)
    return max(recipients, most)


def args_risk(name: str, args: Any, *, effect: str | None = None) -> str:
    """Why ``args`` make a call of ``name`` high risk whatever its name says ("": they do not)."""
    return next(_reasons(name, args, _runs(name, effect)), "")


#: words of a name that reads yet runs the text it is given: a ``query`` tool runs its query (``run_query``)
_RUNS_ITS_TEXT = frozenset({"query", "select", "run", "execute", "exec", "eval"})


def _runs(tool: str, effect: str | None = None) -> bool:
    """Whether a tool runs the query text it is given (SQL under ``query``, a GraphQL mutation): any tool but one
    whose name only reads (``search``, ``lookup_docs``, ``get_user``: its ``query`` is what to look for), unless the
    name says query / run (``run_query``, ``sql_query``) or its effect is declared a write."""
    return effect == Effect.WRITE or not reads(tool) or not name_words(tool).isdisjoint(_RUNS_ITS_TEXT)


# -- what the arguments do --------------------------------------------------------------------------
def _reasons(name: str, args: Any, runs: bool) -> Iterator[str]:
    seen = 0
    stack: deque[tuple[Any, str, str, frozenset[str], bool, bool, int]] = deque(
        [(args, "args", name, _languages(name), reads(name), runs, 0)]
    )
    while stack and seen < _MAX_NODES:
        node, path, tool, languages, read, runs, depth = stack.popleft()
        seen += 1
        if isinstance(node, str):
            parsed = _json_in(node)
            if parsed is None and _key(path.rsplit(".", 1)[-1]) in _BODY_KEYS:
                parsed = _form_in(node)  # a form-encoded body: ``action=delete&id=5``
            if parsed is not None:  # arguments sent as a JSON string (OpenAI's ``arguments``)
                stack.append((parsed, path, tool, languages, read, runs, depth + 1))
            elif len(node) > _MAX_CHARS and languages:  # SQL or a command too long to read whole: a human reads it
                yield f"{'/'.join(sorted(languages))} of {len(node):,} characters in {path} (more than {_MAX_CHARS:,} to check)"
            else:
                yield from _in_text(node, path, languages, runs)
                cli = _cli_of(tool, read) if _cli_arg(path) else ""
                why = _shell(_cli_line(cli, _tokens(node))) if cli else ""
                if why:
                    yield f"{why} in {path}"
            continue
        if not isinstance(node, list | dict):
            continue
        # what the bounds leave unread may be the act itself ({"action": "delete"} as the 201st member, a call_tool
        # nested nine deep): a human reads it, as a command too long to read whole
        if depth >= _MAX_DEPTH:
            if node:
                yield f"arguments nested deeper than {_MAX_DEPTH} levels at {path} (more than the gate reads)"
            continue
        if isinstance(node, list):
            if any(_may_hide(item, languages) for item in node[_MAX_ITEMS:]):
                yield f"{len(node):,} items in {path} (more than {_MAX_ITEMS} to check)"
            if "shell" in languages and node and all(isinstance(item, str) for item in node[:_MAX_ITEMS]):
                yield from _in_text(shlex.join(node[:_MAX_ITEMS]), path, frozenset({"shell"}), runs)  # an argv: rm -rf
            cli = _cli_of(tool, read) if _cli_arg(path) else ""
            if cli and node and all(isinstance(item, str) for item in node[:_MAX_ITEMS]):
                why = _shell(_cli_line(cli, node[:_MAX_ITEMS]))  # ``kubectl(["delete", "ns", "prod"])``
                if why:
                    yield f"{why} in {path}"
            items = node[:_MAX_ITEMS]
            stack.extend((item, f"{path}[{i}]", tool, languages, read, runs, depth + 1) for i, item in enumerate(items))
            continue
        if len(node) > _MAX_ITEMS:
            yield f"{len(node):,} members in {path} (more than {_MAX_ITEMS} to check)"
        node = dict(islice(node.items(), _MAX_ITEMS))
        named = _named_act(node, tool)
        if named is not None:
            key, act = named
            word = high_risk_word(act)
            if word is not None:
                yield f"{path}.{key} names {act[:60]!r} (says {word!r})"
            tool, languages, read, runs = act, _languages(act), reads(act), _runs(act)
        yield from _http(node, path, tool)
        if not read:
            yield from _many(node, path, tool)
            yield from _money_given(node, path, tool)
            yield from _money_sent(node, path, tool)
            yield from _soft_deleted(node, path, tool)
            yield from _destroy_keyed(node, path)
            yield from _clicked(node, path, tool)
            yield from _argv_run(node, path)
            yield from _forced_push(node, path, tool)
        for key, value in node.items():
            said = languages | {lang for lang, keys in _LANGUAGE_KEYS.items() if _key(key) in keys}
            if runs and _key(key) in _QUERY_KEYS:  # ``run_query``'s query is SQL, ``search``'s is what to look for
                said |= {"sql"}
            # a call nested as {"function": {"name": "delete_user", "arguments": …}}: its name is the act
            inner = _DISPATCHER if _key(key) in _CALL_KEYS and isinstance(value, dict) else tool
            stack.append((value, f"{path}.{key}", inner, frozenset(said), read, runs, depth + 1))
    if any(_may_hide(node, languages) for node, _path, _tool, languages, *_rest in stack):
        yield f"more than {_MAX_NODES:,} values in args to check"


def _may_hide(value: Any, languages: frozenset[str]) -> bool:
    """Whether a value the gate leaves unread could hold an act: an object or list with something in it, JSON in
    a string, or text in a language the gate reads (SQL, a shell) — not a number, a flag or plain text."""
    if isinstance(value, dict | list):
        return bool(value)
    return isinstance(value, str) and (bool(languages) or value.lstrip().startswith(("{", "[")))


def _cli_of(tool: str, read: bool) -> str:
    """The CLI a tool is named after (``kubectl``, ``run_gcloud``, ``aws_cli``, ``curl``, ``psql``), whose string
    arguments are its command line without the program (``{"command": "delete ns prod"}``, ``curl({"args": "-X DELETE
    …"})``); "" for any other tool or a read."""
    return "" if read else next((word for word in sorted(name_words(tool) & (_CLIS | _CLIENTS))), "")


#: argument keys that hold a CLI-named tool's command line (``kubectl({"command": "delete ns prod"})``); not a
#: ``bucket`` or ``namespace`` named ``delete-me``
_CLI_ARG_KEYS = frozenset({"command", "cmd", "args", "argv", "arguments", "input", "line", "commandline",
                           "subcommand"})  # fmt: skip


def _cli_arg(path: str) -> bool:
    return _key(path.rsplit(".", 1)[-1]) in _CLI_ARG_KEYS


def _cli_line(cli: str, tokens: list[str]) -> str:
    """``tokens`` as a command line of ``cli``: the program put first when the arguments leave it out."""
    return "" if not cli or not tokens else shlex.join(tokens if tokens[0] == cli else [cli, *tokens])


def _tokens(text: str) -> list[str]:
    try:
        return shlex.split(text, comments=True)
    except ValueError:
        return text.split()


def _json_in(text: str) -> Any:
    """The object or list a string holds as JSON, else None."""
    if not text.lstrip().startswith(("{", "[")) or len(text) > _MAX_CHARS:
        return None
    try:
        found = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return found if isinstance(found, dict | list) else None


#: keys whose value is a request's body (a form-encoded one is read as its fields)
_BODY_KEYS = frozenset({"body", "data", "form", "formdata", "payload", "content"})
_FORM = re.compile(r"[\w.\[\]%-]+=[^&=\s]*(?:&[\w.\[\]%-]+=[^&=\s]*)*")


def _form_in(text: str) -> dict[str, str] | None:
    """The fields of a form-encoded body (``action=delete&id=5``), else None."""
    if len(text) > _MAX_CHARS or _FORM.fullmatch(text.strip()) is None:
        return None
    return {key: values[0] for key, values in parse_qs(text.strip(), keep_blank_values=True).items()}


def _languages(tool: str) -> frozenset[str]:
    """What a tool's string arguments are written in, by its name: SQL (``execute_sql``), shell (``bash``); what a
    tool writes into a running process (Desktop Commander's ``interact_with_process``, a tmux session's keys) is a
    shell's or an interpreter's input."""
    words = name_words(tool)
    found = {lang for lang, names in _LANGUAGE_TOOLS.items() if not words.isdisjoint(names)}
    if "process" in words and not words.isdisjoint(_INTO_PROCESS):
        found |= {"shell", "code"}
    return frozenset(found)


#: with "process", a tool name that writes into a running one (``interact_with_process``, ``write_to_process``): its
#: ``input`` ran ungated (``rm -rf /srv/data`` typed into a shell it started; qa-agents5)
_INTO_PROCESS = frozenset({"interact", "write", "send", "stdin", "input", "type"})


def _in_text(text: str, path: str, languages: frozenset[str], runs: bool) -> Iterator[str]:
    why = _sql(text) if "sql" in languages else ""
    if why:
        yield f"{why} in {path}"
    why = _graphql(text) if runs and "mutation" in text.lower() else ""
    if why:
        yield f"{why} in {path}"
    why = _shell(text) if "shell" in languages else ""
    if why:
        yield f"{why} in {path}"
    why = _code(text) if "code" in languages else ""
    if why:
        yield f"{why} in {path}"


def _key(name: Any) -> str:
    return re.sub(r"[^a-z0-9]", "", str(name).lower())


def _key_words(name: Any) -> set[str]:
    return {
        w.removesuffix("s") for w in re.findall(r"[a-z0-9]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", str(name)).lower())
    }


# -- SQL ----------------------------------------------------------------------------------------------
_IDENT = r"(?:[\w$]+|\"[^\"]+\"|`[^`]+`|\[[^\]]+\])(?:\.(?:[\w$]+|\"[^\"]+\"|`[^`]+`|\[[^\]]+\]))*"
_IDENTS = rf"{_IDENT}(?:\s*,\s*{_IDENT})*"
_END = r"\s*(?:;|$)"
#: roles named in a GRANT or REVOKE of roles (MySQL quotes them: ``'admin'``)
_ROLES = rf"(?:{_IDENT}|'[^']+')(?:\s*,\s*(?:{_IDENT}|'[^']+'))*"
#: what a GRANT or REVOKE gives or takes (``ALL PRIVILEGES``, ``SELECT (col)``): not prose's "grant access on …"
_PRIVILEGE = (r"(?:all(?:\s+privileges)?|select|insert|update|delete|truncate|references|trigger|usage|execute|create"
              r"|connect|temp(?:orary)?|alter|drop|index|maintain|ownership|monitor|operate|modify|read|write)"
              r"(?:\s*\([^)]*\))?")  # fmt: skip
#: statements that destroy, each ending where a statement ends (``Drop table reservations at 7`` is no SQL)
#: MySQL's DELETE modifiers (``DELETE LOW_PRIORITY QUICK IGNORE FROM t``): before, each hid the DELETE
_DELETE_MODIFIERS = r"(?:(?:low_priority|quick|ignore)\s+)*"
_SQL_DESTROYS = [
    (
        re.compile(
            rf"drop\s+(?P<what>table|database|schema|view|materialized\s+view|index|sequence|user|role|keyspace|collection"
            rf"|warehouse|stage|function|procedure|trigger|type|extension|tablespace|owned\s+by|dataset|catalog|volume)"
            rf"(?:\s+concurrently)?(?:\s+if\s+exists)?\s+{_IDENTS}(?:\s+(?:cascade|restrict))?{_END}",
            re.I,
        ),
        "SQL DROP {what}",
    ),
    (
        re.compile(
            rf"truncate(?:\s+table)?(?:\s+only)?\s+{_IDENTS}(?:\s+(?:restart|continue)\s+identity)?"
            rf"(?:\s+(?:cascade|restrict))?{_END}",
            re.I,
        ),
        "SQL TRUNCATE",
    ),
    # a column or constraint dropped; its triggers switched off (``DISABLE TRIGGER ALL``: what they audit or
    # enforce no longer happens); the table renamed (every query, view and job that reads the old name breaks, as
    # after a DROP: fix-gate2), as MySQL's RENAME TABLE does
    (
        re.compile(
            rf"alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?{_IDENT}\s+(?P<what>drop|disable\s+trigger|rename\s+to)\s", re.I
        ),
        "SQL ALTER TABLE … {what}",
    ),
    (re.compile(rf"rename\s+tables?\s+{_IDENT}\s+to\s+{_IDENT}(?:\s*,\s*{_IDENT}\s+to\s+{_IDENT})*{_END}", re.I),
     "SQL RENAME TABLE (what reads the old name breaks)"),
    # MySQL's REPLACE of what a query selects: each row it meets deleted and written anew, as many as the query finds
    # (``REPLACE … VALUES (…)`` writes the rows it lists)
    (
        re.compile(rf"replace\s+(?:(?:low_priority|delayed)\s+)?(?:into\s+)?{_IDENT}(?:\s*\([^)]*\))?\s*\(?\s*(?:select|with|table)\s", re.I),
        "SQL REPLACE … SELECT (the rows it meets deleted and written anew)",
    ),
    # Hive's, Spark's and Snowflake's INSERT OVERWRITE replaces every row the table held
    (re.compile(rf"insert\s+overwrite\s+(?:table\s+|into\s+)?{_IDENT}", re.I), "SQL INSERT OVERWRITE (every row replaced)"),
    # a permission change: a REVOKE takes access away (what relied on it breaks), a GRANT widens it; both held as
    # the other high-risk acts are (``REVOKE ALL ON DATABASE prod FROM app``, ``GRANT ALL … TO PUBLIC``)
    (
        re.compile(
            rf"(?P<what>grant|revoke)\s+(?:grant\s+option\s+for\s+)?{_PRIVILEGE}(?:\s*,\s*{_PRIVILEGE})*\s+on\s[^;]*?"
            rf"\b(?:to|from)\s+[^;]*?{_END}",
            re.I,
        ),
        "SQL {what} (a permission change)",
    ),
    # a role given or taken (``GRANT admin TO bob``, ``REVOKE admin FROM bob``): the grantee gets or loses every
    # privilege of the role, as a GRANT … ON gives one; and a role made all-powerful (``ALTER ROLE bob SUPERUSER``)
    (
        re.compile(
            rf"(?P<what>grant(?=\s+{_ROLES}\s+to\s)|revoke(?=\s+(?:admin\s+option\s+for\s+)?{_ROLES}\s+from\s))"
            rf"\s+(?:admin\s+option\s+for\s+)?{_ROLES}\s+(?:to|from)\s+[^;]+?{_END}",
            re.I,
        ),
        "SQL {what} of a role (a permission change)",
    ),
    (
        re.compile(
            rf"alter\s+(?:role|user)\s+{_IDENT}\s+(?:with\s+)?(?:[^;']|'[^']*')*?\b(?P<what>superuser|createrole|bypassrls)\b", re.I
        ),
        "SQL ALTER ROLE … {what} (a permission change)",
    ),
    # triggers switched off another way: SQL Server's ``DISABLE TRIGGER … ON``, PostgreSQL's replica role (no trigger
    # fires and no foreign key is checked for the session)
    (
        re.compile(rf"disable\s+trigger\s+(?:all|{_IDENTS})\s+on\s+(?:all\s+server|database|{_IDENT}){_END}", re.I),
        "SQL DISABLE TRIGGER",
    ),
    (
        re.compile(r"set\s+(?:session\s+|local\s+)?session_replication_role\s*(?:=|to)\s*'?replica'?\s*(?:;|$)", re.I),
        "SQL SET session_replication_role = replica (triggers and foreign keys off)",
    ),
    (
        # an alias only with AS or before WHERE: "delete from my account" is prose; FROM is optional in T-SQL and
        # Oracle (``DELETE users``), as is SQL Server's ``TOP (n)``
        re.compile(
            rf"delete\s+{_DELETE_MODIFIERS}(?:top\s*\(\s*\d+\s*\)\s*(?:percent\s+)?)?(?:from\s+)?(?:only\s+)?{_IDENT}"
            rf"(?:\s+as\s+\w+|\s+\w+(?=\s+(?:where|using|returning|order\s+by|limit)\b))?"
            rf"(?:\s+(?:where|using|returning|order\s+by|limit)\b[^;]*)?{_END}",
            re.I,
        ),
        "SQL DELETE",
    ),
    # MySQL's multi-table DELETE: ``DELETE u FROM users u JOIN …``, ``DELETE t1, t2 FROM t1 JOIN t2 …``
    (re.compile(rf"delete\s+{_DELETE_MODIFIERS}{_IDENTS}\s+from\s+[^;]*{_END}", re.I), "SQL DELETE"),
    # a table made anew in place of the one it names (Snowflake, BigQuery, MariaDB): every row it held is gone
    (
        re.compile(rf"create\s+or\s+replace\s+(?:transient\s+)?table\s+(?:if\s+not\s+exists\s+)?{_IDENT}", re.I),
        "SQL CREATE OR REPLACE TABLE (the table's rows replaced)",
    ),
    (re.compile(rf"update\s+(?:only\s+)?{_IDENT}(?:\s+(?:as\s+)?\w+)?\s+set\s+[\w\"`.\[\]]+\s*=[^;]*{_END}", re.I), "SQL UPDATE"),
    # a MERGE's DELETE deletes the rows its ON matches, as a DELETE with that WHERE does (held like it); its UPDATE
    # rewrites every row when ON is always true (``ON 1=1``), as an UPDATE without WHERE does
    (re.compile(r"merge\s.*?\bwhen\s+(?:not\s+)?matched\b[^;]*?\bthen\s+delete\b", re.I | re.S), "SQL MERGE … THEN DELETE"),
    (re.compile(r"merge\s.*?\bon\s+(?P<on>.*?)\s+when\s+matched\b[^;]*?\bthen\s+update\s", re.I | re.S), "SQL MERGE"),
]  # fmt: skip
_WHERE = re.compile(r"\bwhere\b(?P<condition>.*?)(?:\b(?:returning|order\s+by|limit|group\s+by)\b|$)", re.I | re.S)
#: a condition true of every row: ``1=1``, MySQL's ``WHERE 1``, ``id = id``, ``TRUE``, ``NOT FALSE``
#: a condition every row meets: ``TRUE``, ``1``, ``id = id``, and (qa-agents6) the primary key ``IS NOT NULL`` and a
#: pattern that matches any text, ``name LIKE '%'``: ``UPDATE accounts SET balance = 0 WHERE id IS NOT NULL`` ran ungated
_ALWAYS_TRUE = re.compile(
    r"\(*\s*(?:true|not\s+false|\d*[1-9]\d*|(?P<a>[\w.\"`']+)\s*(?:=|<=|>=)\s*(?P=a)"
    r"|(?:[\w\"`]+\.)?[\"`]?id[\"`]?\s+is\s+not\s+null|[\w.\"`]+\s+i?like\s+'%+')\s*\)*",
    re.I,
)
#: SQL read left to right: a string literal ('…', '' inside; one left open runs to the end), a quoted name ("…",
#: `…`), a comment (-- to the line's end, /* … */) or a statement's end (``;``); a ``--``, ``/*`` or ``;`` inside a
#: literal or a name is part of it
_SQL_LEXEMES = re.compile(r"'(?:[^']|'')*'?|\"[^\"]*\"?|`[^`]*`?|--[^\n]*|/\*.*?(?:\*/|\Z)|;", re.S)


def _sql(text: str) -> str:
    """Why SQL ``text`` destroys or rewrites every row ("": it does not): DROP, TRUNCATE, ALTER … DROP, DELETE
    (every row without a WHERE) or UPDATE without a WHERE, as statements (``;``-separated outside literals and
    comments: :data:`_SQL_LEXEMES`), not words in prose. Read as standard SQL, and where a backslash precedes a quote
    as MySQL reads it too (``\\'`` inside a literal: ``'O\\'Brien'; DROP TABLE users`` drops it there)."""
    why = _sql_read(text)
    if not why and "\\'" in text:
        why = _sql_read(text.replace("\\'", "''"))
    return why


def _sql_read(text: str) -> str:
    """:func:`_sql` of ``text`` read as standard SQL."""
    text = _SQL_LEXEMES.sub(lambda found: " " if found[0][:2] in ("--", "/*") else found[0], text)  # no comments
    why = _dynamic_sql(text)
    if why:
        return why
    why = _sql_file(text)
    if why:
        return why
    # a ``;`` inside a literal read as a space: the statement rules end a statement at ``;``
    ended = _SQL_LEXEMES.sub(lambda found: found[0] if found[0] == ";" else found[0].replace(";", " "), text)
    for statement in ended.split(";"):
        statement = _RUNS_NEXT.sub("", statement.strip().lstrip("(").strip(), count=1)
        for part in _with_parts(statement) if statement[:4].lower() == "with" else [statement]:
            why = _statement(part)
            if why:
                return why
    why = _MONGO.search(text)
    return f"MongoDB {why['op'] or why['all'] + ' of every document'}" if why else ""


#: what runs the statement after it: ``PREPARE p AS DELETE FROM users`` (``EXECUTE p`` runs it), ``EXPLAIN ANALYZE
#: DELETE …`` (it deletes to time it; a plain ``EXPLAIN`` runs nothing)
_RUNS_NEXT = re.compile(
    r"^(?:prepare\s+[\w\"]+\s*(?:\([^)]*\))?\s+as|explain\s+(?:analy[sz]e\b(?:\s+verbose)?|\([^)]*\banaly[sz]e\b"
    r"(?!\s*(?:false|off|0)\b)[^)]*\)))\s+",
    re.I,
)
#: a client's command that runs a file of SQL: psql's ``\i`` / ``\ir`` / ``\include``, MySQL's ``SOURCE`` / ``\.``,
#: SQLite's ``.read``, SQL*Plus' ``@`` / ``@@``, each a command of its own (a file: a name with an extension)
_SOURCES = re.compile(
    r"(?:^|[;'\"])\s*(?:\\i(?:r|nclude(?:_relative)?)?|\\\.|source|\.read|@@?)\s*(?P<file>[\w./~-]*\.\w+)(?=\s*(?:;|$))",
    re.I | re.M,
)
#: what a file of SQL's or a function's name says that makes running it a destroy (``drop_all.sql``,
#: ``truncate_users.sql``, ``SELECT drop_fn()``)
_NAME_DESTROYS = DESTROY_VERBS | {"drop", "reset"}
#: what a function's name says that makes a ``SELECT`` of it a destroy: not "remove", which names functions that return
#: their argument without something (PostgreSQL's ``array_remove(tags, 'x')``, ``remove_accents(name)``)
_SELECT_DESTROYS = _NAME_DESTROYS - {"remove"}


def _sql_file(text: str) -> str:
    """Why SQL ``text`` runs a file whose name says it destroys (``\\i drop_all.sql``), "" for none."""
    return next((why for found in _SOURCES.finditer(text) if (why := _destroys_file(found["file"]))), "")


def _destroys_file(path: str) -> str:
    """Why running the SQL file at ``path`` is held: its name says drop / truncate / delete / wipe … ("": not);
    the file itself is not read (it may not be on this machine), as ``sh wipe_disk.sh`` is judged by its name."""
    stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    said = high_risk_word(stem)
    return f"runs the SQL file {path[:80]} (its name says {said!r})" if said in _NAME_DESTROYS else ""


def _statement(statement: str) -> str:
    """Why one SQL statement destroys or rewrites every row ("": it does not)."""
    for pattern, said in _SQL_DESTROYS:
        found = pattern.match(statement)
        if found is None:
            continue
        if said == "SQL UPDATE":
            if _filters(statement):
                continue
            return "SQL UPDATE without WHERE (every row)"
        if said == "SQL DELETE" and not _filters(statement):
            return "SQL DELETE without WHERE (every row)"
        if said == "SQL MERGE":
            if not _always_true(found["on"]):
                continue
            return "SQL MERGE … THEN UPDATE with an ON always true (every row)"
        return said.format(what=" ".join(found.groupdict().get("what", "").upper().split()))
    return ""


#: a common table expression that writes: ``gone AS [NOT] [MATERIALIZED] (DELETE …`` / ``(UPDATE …``
_CTE_WRITES = re.compile(r"\bas\s+(?:(?:not\s+)?materialized\s+)?\(\s*(?=(?:delete|update)\s)", re.I)


def _with_parts(statement: str) -> list[str]:
    """The statements a ``WITH`` statement runs: each data-modifying CTE's body (PostgreSQL's ``WITH gone AS (DELETE
    FROM orders RETURNING *) SELECT count(*) FROM gone`` deletes every row as the DELETE alone does; it was let through)
    and the statement after the CTEs (``WITH old AS (…) DELETE FROM …``)."""
    parts = []
    for found in _CTE_WRITES.finditer(statement):
        depth = 1
        for end in range(found.end(), len(statement)):
            depth += {"(": 1, ")": -1}.get(statement[end], 0)
            if depth == 0:
                parts.append(statement[found.end() : end].strip())
                break
    tail = re.search(r"\)\s*((?:delete|update)\s.*)$", statement, re.I | re.S)
    return [*parts, tail.group(1) if tail else statement]


def _filters(statement: str) -> bool:
    """Whether a statement's WHERE selects some rows, not every one (none, or a disjunct always true: ``WHERE 1``,
    ``WHERE id = id``, ``WHERE x = 5 OR 1=1``)."""
    where = _WHERE.search(statement)
    return where is not None and not _always_true(where["condition"])


def _always_true(condition: str) -> bool:
    """Whether a condition holds for every row: one of its disjuncts always true (``1``, ``id = id``, ``TRUE``)."""
    return any(_ALWAYS_TRUE.fullmatch(d.strip()) for d in re.split(r"\bor\b", condition, flags=re.I))


#: a PL/pgSQL body (``DO $$ … $$``, ``AS $fn$ … $fn$``, a function's body in quotes: ``AS '…'``), dynamic SQL, a
#: shell the database server runs
_DOLLAR_BODY = re.compile(r"\$(?P<tag>\w*)\$(?P<body>.*?)\$(?P=tag)\$", re.S)
_QUOTED_BODY = re.compile(r"(?:\bcreate\s+(?:or\s+replace\s+)?(?:function|procedure)\b[^;]*?\bas|\bdo(?:\s+language\s+\w+)?)"
                          r"\s+'(?P<body>(?:[^']|'')*)'", re.I | re.S)  # fmt: skip
#: what runs the text it is given; SQL Server's ``sp_MSforeachtable`` / ``sp_MSforeachdb`` run each of their commands
#: once a table (or database), its name put for ``?``: ``EXEC sp_MSforeachtable 'DROP TABLE ?'`` drops them all
_EXECUTES = re.compile(r"\b(?:exec(?:ute)?(?:\s+immediate)?|sp_executesql|(?P<foreach>sp_msforeach\w+))\b\s*", re.I)
_LITERAL = re.compile(r"N?'((?:[^']|'')*)'")
#: a stored procedure called by name (PostgreSQL's, MySQL's and Db2's ``CALL``): read as ``EXEC`` of it is; a
#: function a ``SELECT`` / ``PERFORM`` calls (``SELECT pg_drop_replication_slot('s1')``, ``SELECT drop_fn()``)
_CALLS = re.compile(r"(?:^|[;\s(])(?P<verb>call|select|perform)\s(?P<rest>[^;]*)", re.I)
_FUNCTION = re.compile(r"(?<![\w.$\"`\]])(?P<name>[\w.\"`\[\]]+)\s*\(")
_RUNS_PROGRAM = re.compile(r"\bcopy\b[^;]*?\b(?:to|from)\s+program\b|\bxp_cmdshell\b", re.I)


def _dynamic_sql(text: str, *, body: bool = False) -> str:
    """Why SQL ``text`` runs what the SQL rule cannot read as a statement ("": it does not): a PL/pgSQL body read
    again, ``EXECUTE`` / ``EXEC(…)`` / ``EXECUTE IMMEDIATE`` / ``sp_executesql`` of text that destroys (its string
    literals joined, a ``%I`` or a concatenated part read as a name) or of a variable (unreadable), a stored procedure
    whose name says delete (``EXEC`` or ``CALL`` of it), ``COPY … TO PROGRAM`` / ``xp_cmdshell`` (a shell on the database server)."""
    if _RUNS_PROGRAM.search(text):
        return "SQL COPY … PROGRAM / xp_cmdshell (runs a shell command on the database server)"
    why = _called(text)
    if why:
        return why
    bodies = [(found["body"], "a $$ body") for found in _DOLLAR_BODY.finditer(text)]
    bodies += [(found["body"].replace("''", "'"), "a quoted function body") for found in _QUOTED_BODY.finditer(text)]
    for body_text, where in bodies:
        inner = re.sub(r"\b(?:begin|end(?:\s+if|\s+loop)?|loop|then|else|declare)\b", ";", body_text, flags=re.I)
        why = _dynamic_sql(inner, body=True) or _sql(inner)
        if why:
            return f"{why} (in {where})"
    for found in _EXECUTES.finditer(text):
        argument = _statement_at(text, found.end())
        quoted = list(_LITERAL.finditer(argument))
        literals = [m.group(1).replace("''", "'") for m in quoted]
        if literals:
            # a part concatenated after the last literal is a name too (``'DROP TABLE ' || r.tablename``)
            tail = "x" if re.match(r"\s*(?:\|\||\+)", argument[quoted[-1].end() :]) else ""
            commands = literals if found["foreach"] else ["x".join(literals) + tail]  # each foreach command alone
            why = next((w for c in commands if (w := _sql(re.sub(r"%[ILsl]|\?", "x", c)))), "")
            if why:
                return f"dynamic SQL: {why}"
            continue
        name = re.match(r"[(\s]*(?P<name>[@\w.\[\]\"]+)", argument)
        if name is None:
            continue
        if name["name"].startswith("@") or body:  # ``EXEC(@sql)``, PL/pgSQL ``EXECUTE v_sql``
            return f"dynamic SQL from {name['name'][:40]} (built at run time: unreadable)"
        said = high_risk_word(name["name"])
        if said is not None:
            return f"SQL EXEC {name['name'][:60]} (says {said!r})"
    return ""


def _called(text: str) -> str:
    """Why SQL ``text`` calls a routine by a name that says so ("": none): ``CALL`` of a procedure whose name says
    delete / pay … (``CALL app.purge_old_sessions(30)``), a ``SELECT`` / ``PERFORM`` of a function whose name says
    destroy (``SELECT pg_drop_replication_slot('s1')``; a column named so, ``SELECT dropped_at``, calls nothing)."""
    for found in _CALLS.finditer(_LITERAL.sub("''", text)):
        called = _FUNCTION.finditer(found["rest"])
        for name in (c["name"] for c in called if found["verb"].lower() != "call" or c.start() == 0):
            said = high_risk_word(name)
            bare = name.lower() == said  # MySQL's ``SELECT TRUNCATE(1.22, 1)`` rounds a number
            if said is not None and (found["verb"].lower() == "call" or (said in _SELECT_DESTROYS and not bare)):
                return f"SQL {found['verb'].upper()} {name[:60]} (says {said!r})"
    return ""


def _statement_at(text: str, start: int) -> str:
    """``text`` from ``start`` to the end of its statement: the first ``;`` outside a literal (:data:`_SQL_LEXEMES`)."""
    end = next((found.start() for found in _SQL_LEXEMES.finditer(text, start) if found[0] == ";"), len(text))
    return text[start:end]


#: a document store's destroy or every-document call (``db.users.drop()``, ``db.orders.deleteMany({})``)
_MONGO = re.compile(
    r"\.(?P<op>dropDatabase|drop|deleteMany|deleteOne|remove)\s*\(|\.(?P<all>updateMany)\s*\(\s*\{\s*\}"
)


# -- shell --------------------------------------------------------------------------------------------
#: tool names whose string arguments are shell commands (``bash``, ``run_command``, ``shell.exec``, ``terminal``)
_SHELL_TOOLS = frozenset({"bash", "sh", "zsh", "shell", "terminal", "command", "cmd", "powershell", "pwsh",
                          "subprocess", "console", "ssh", "exec", "cli", "tmux", "pty", "tty"})  # fmt: skip
#: argument keys that hold a shell command whatever the tool is named
#: (``cli_command``: the AWS API MCP server's ``call_aws`` takes its whole ``aws …`` command line there; unread until
#: qa-agents5, ``aws s3 rb s3://prod --force`` ran ungated)
_SHELL_KEYS = frozenset({"command", "commands", "cmd", "shell", "bash", "script", "commandline", "clicommand"})
#: tool names whose string arguments are SQL (``execute_sql``, ``postgres.query``, ``bigquery_run``)
_SQL_TOOLS = frozenset({"sql", "db", "database", "postgres", "postgresql", "psql", "pg", "mysql", "mariadb", "sqlite",
                        "mssql", "tsql", "oracle", "snowflake", "bigquery", "redshift", "clickhouse", "duckdb",
                        "athena", "warehouse", "supabase", "neon", "cockroach", "trino", "presto", "databricks"})  # fmt: skip
#: argument keys that hold SQL whatever the tool is named
_SQL_KEYS = frozenset({"sql", "statement", "statements", "sqlquery", "rawsql", "ddl", "dml"})
#: argument keys that hold SQL only in a tool that runs what it is given (:func:`_runs`): ``run_query``'s query is
#: SQL, ``search``'s is what to look for (``search({"query": "DELETE FROM users"})`` deletes nothing)
_QUERY_KEYS = frozenset({"query", "queries"})
#: tool names and keys whose strings are program code (``run_python``, ``execute_code``, ``{"code": …}``)
_CODE_TOOLS = frozenset({"python", "py", "code", "javascript", "js", "node", "eval", "repl", "interpreter", "jupyter",
                         "notebook", "script", "ruby", "deno", "apex"})  # fmt: skip
_CODE_KEYS = frozenset({"code", "source", "script", "program", "snippet", "cell"})
_LANGUAGE_TOOLS = {"sql": _SQL_TOOLS | {"mongo", "mongodb", "mongosh"}, "shell": _SHELL_TOOLS, "code": _CODE_TOOLS}
_LANGUAGE_KEYS = {"sql": _SQL_KEYS, "shell": _SHELL_KEYS, "code": _CODE_KEYS}
#: commands that destroy what they are given
_SHELL_DESTROYS = frozenset({"rm", "rmdir", "shred", "unlink", "wipefs", "fdisk", "sfdisk", "dropdb", "dropuser",
                             "truncate", "srm", "mkswap", "flushall", "flushdb", "del", "erase", "rd",
                             "remove-item", "format", "diskpart", "lvremove", "vgremove", "pvremove", "userdel",
                             "deluser", "groupdel", "delgroup", "pg_dropcluster"})  # fmt: skip
#: CLIs whose sub-commands are read like a tool name (``kubectl delete pod`` says delete, ``stripe refunds create``
#: says refund, ``aws s3 ls`` nothing)
_CLIS = frozenset(
    {"kubectl", "oc", "helm", "docker", "podman", "aws", "gcloud", "gsutil", "az", "terraform", "tofu", "pulumi",
     "gh", "glab", "heroku", "doctl", "flyctl", "fly", "vercel", "netlify", "stripe", "redis-cli", "firebase",
     "supabase", "wrangler", "s3cmd", "rclone", "mc", "virsh", "vagrant", "nomad", "vault", "openstack", "hcloud",
     "eksctl", "argocd", "cf", "serverless", "sls", "ibmcloud", "linode-cli", "kind", "minikube", "git", "zfs",
     "zpool", "redis", "valkey"}
)  # fmt: skip
#: package managers: read for :data:`_CLI_DESTROYS` alone (``npm unpublish pkg --force`` deletes a published
#: package; ``npm uninstall lodash`` only edits the project, ``npm run delete-cache`` is the project's own script)
_PACKAGE_MANAGERS = frozenset({"npm", "pnpm", "yarn"})
#: HTTPie's and xh's program names (``http [METHOD] URL [items]``: :func:`_httpie`)
_HTTPIES = frozenset({"http", "https", "xh", "xhs", "httpie"})
#: HTTP and SQL clients the shell rule reads (a request's method and URL, the SQL handed over): a tool named after one
#: takes its command line as its arguments, as a CLI's (``curl({"args": "-X DELETE …/users/7"})`` was sent unheld)
_CLIENTS = _HTTPIES | frozenset({"curl", "wget", "psql", "mysql", "mariadb", "sqlite3", "sqlcmd", "clickhouse-client",
                                 "duckdb", "cqlsh"})  # fmt: skip
#: sub-command words a CLI says that its name rule does not know (``docker system prune``)
_CLI_DESTROYS = frozenset({"prune", "flushall", "flushdb", "unpublish", "rb"})
#: what runs the command after it (``sudo``, ``watch -n 60``, ``busybox``, ``parallel … :::``), and the shell's words
#: before a command in a loop's or a branch's body or condition (``do rm "$f"``, ``then rm -rf …``, ``{ rm …; }``)
_WRAPPERS = frozenset({"sudo", "doas", "nohup", "time", "exec", "env", "command", "nice", "xargs", "timeout",
                       "busybox", "watch", "parallel", "setsid", "ionice", "stdbuf", "unbuffer", "do", "then", "else",
                       "if", "elif", "while", "until", "{", "!"})  # fmt: skip
_VALUED_OPTIONS = frozenset({"-u", "-g", "--user", "--group", "-n", "-s", "-k", "-C", "--signal", "-a", "--arg-file",
                             "-I", "-P", "-L", "-d"})  # fmt: skip
#: ssh's options that take the next word as their value (``ssh -i KEY -p 2222 host command``)
_SSH_VALUED = frozenset({"-B", "-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O", "-o",
                         "-p", "-Q", "-R", "-S", "-W", "-w"})  # fmt: skip
_SEPARATORS = re.compile(r"\|\||&&|[;|\n&]|\$\(|`")
#: a function that calls itself twice, piped, in the background: a fork bomb (``:(){ :|:& };:``, ``f() { f|f& }``)
_FORK_BOMB = re.compile(r"(?P<f>[^\s(){}|&;]+)\s*\(\s*\)\s*\{[^}]*?(?P=f)\s*\|\s*(?P=f)\s*&")
#: a loop that never ends whose body is a fork: ``perl -e 'fork while 1'``, ``fork while fork``, Python's
#: ``while 1: os.fork()``, ``while(1){fork}``, ``for(;;) fork();``, Ruby's ``loop { fork }`` (a ``\\n`` may be literal)
_FOREVER = r"(?:1|true|True|:|fork)"
_FORK_LOOP = re.compile(
    rf"\bfork\s*(?:\(\s*\))?\s*(?:while\s*\(?\s*{_FOREVER}|until\s*\(?\s*(?:0|false|False))\b"
    rf"|(?:\b|(?<=\\n))(?:while\s*\(?\s*{_FOREVER}\s*\)?\s*[:{{]?|for\s*\(\s*;\s*;\s*\)\s*{{?|loop\s*{{)"
    rf"\s*(?:[\w.]+\.)?fork\s*(?:\(\s*\)|;|}}|$)"
)
#: devices a command's output goes to without harm (``2>/dev/null``, ``> /dev/stderr``); any other under /dev is a
#: disk, a partition or memory (``> /dev/sda``, ``> /dev/nvme0n1p1``, ``> /dev/mem``)
_HARMLESS_DEVICE = re.compile(r"/dev/(?:null|zero|full|u?random|std(?:in|out|err)|tty\w*|pts/.*|fd/.*|shm/.*|tcp/.*"
                              r"|udp/.*|console|log)")  # fmt: skip
#: commands that write onto the paths they are given (``tee /dev/sda``; ``cp`` and ``mv`` onto their last)
_WRITES_ONTO = {"tee": slice(1, None), "cp": slice(-1, None), "mv": slice(-1, None)}
#: a recursive chmod / chown / chgrp of the root, a directory right under it or a home (``chmod -R 777 /``)
_SYSTEM_TREE = re.compile(r"(?:/[^/]*|~|\$HOME|\$\{HOME\})/?\*?")


def _shell(text: str) -> str:
    """Why shell ``text`` destroys or moves money ("": it does not): a fork bomb; text fetched or decoded into an
    interpreter (unread, as padding is); each command of it (split at ``;``, ``&&``, pipes, ``$(…)``) read past
    ``sudo`` and the like, with where it redirects its output; ``bash -c`` read again, ``python -c`` as code; SQL
    handed to ``psql -c`` read as SQL."""
    bomb = _fork_bomb(text)
    if bomb:
        return f"shell {bomb}"
    text = _ECHOED.sub(lambda found: found["word"], text)  # ``$(echo rm) -rf /data`` runs rm
    text = _LOOKED_UP.sub(lambda found: found["program"], text)  # ``$(which rm) -rf /srv`` runs rm
    why = _layered(text)
    if why:
        return why
    for command in _commands(text):
        tokens = [token.replace("\\$", "$") for token in _tokens(command)]  # ``"… \$\$ … \$\$"``: bash passes ``$$`` on
        why = _redirected(command) or _command(tokens)
        if why:
            return why
    return ""


def _commands(text: str) -> list[str]:
    """``text``'s commands, split where the shell splits them: at ``;``, ``&&``, ``||``, pipes, ``&``, newlines,
    ``$(`` and backticks, never inside single quotes and inside double quotes only at ``$(`` and backticks (they
    still run): ``mysql -e 'source drop.sql;'`` is one command. Unbalanced quotes: split everywhere, as before."""
    parts, start, quote, i = [], 0, "", 0
    while i < len(text):
        char, separator = text[i], _SEPARATORS.match(text, i)
        if char == "\\" and quote != "'":
            i += 2
            continue
        if char in "'\"" and quote in {"", char}:
            quote = "" if quote else char
        elif separator is not None and (not quote or (quote == '"' and separator.group() in {"$(", "`"})):
            parts.append(text[start:i])
            start = i = separator.end()
            continue
        i += 1
    return _SEPARATORS.split(text) if quote else [*parts, text[start:]]


def _fork_bomb(text: str) -> str:
    """A fork bomb in shell or program ``text``, quoted and named ("": none)."""
    bomb = _FORK_BOMB.search(text) or _FORK_LOOP.search(text)
    return f"`{' '.join(bomb.group().split())[:80]}` (a fork bomb: the machine's processes exhausted)" if bomb else ""


def _device(path: str) -> bool:
    return path.startswith("/dev/") and not _HARMLESS_DEVICE.fullmatch(path)


#: commands that write nothing: their output redirected onto a file empties it (``: > app.log``)
_WRITES_NOTHING = (["true"], [":"], ["cat", "/dev/null"], [])


def _redirected(command: str) -> str:
    """A redirect of ``command``'s output onto a disk or memory device (``cat img > /dev/sda``), or of nothing onto
    a file (``: > /etc/passwd``, ``> app.log``: it empties the file, as ``truncate -s 0`` does); a redirect of output
    onto a file is an ordinary write of that file (``echo hi > notes.txt``), as ``write_file`` is."""
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    try:
        tokens = list(lexer)
    except ValueError:
        return ""
    for i, (token, target) in enumerate(pairwise(tokens)):
        if ">" in token and not token.strip("<>|&") and _device(target):
            return f"shell `{command.strip()[:80]}` (writes onto device {target})"
        if token in {">", ">|"} and tokens[:i] in _WRITES_NOTHING and not target.startswith("/dev/"):
            return f"shell `{command.strip()[:80]}` (empties {target})"
    return ""


# -- shell through another layer: piped into an interpreter, decoded, computed, inline code ----------------
_SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "ash", "fish"})
#: interpreters and the option that gives them code inline (``python3 -c``, ``perl -e``, ``node -e``, ``php -r``)
_INLINE = {"python": ("-c",), "pypy": ("-c",), "perl": ("-e", "-E"), "ruby": ("-e",), "node": ("-e", "--eval", "-p",
           "--print"), "nodejs": ("-e", "--eval"), "bun": ("-e", "--eval"), "php": ("-r",), "deno": ("eval",)}  # fmt: skip
#: a word printed by ``$(echo rm)`` or `` `printf rm` ``: the word the shell runs
#: a program looked up by name where it runs (``$(which rm)``, ``$(command -v rm)``): it is that program
_LOOKED_UP = re.compile(r"(?:\$\(|`)\s*(?:which|command\s+-v|type\s+-p)\s+(?P<program>[\w./+-]+)\s*(?:\)|`)")
_ECHOED = re.compile(r"(?:\$\(|`)\s*(?:echo|printf)\s+[\"']?(?P<word>[\w./-]+)[\"']?\s*(?:\)|`)")
#: a program whose whole name is computed when the command runs (``$(cat x) -rf /``; not ``$(npm bin)/eslint``)
_COMPUTED = re.compile(r"(?:^|[;&|\n(]|\bsudo|\bexec|\bxargs)\s*(?:\$\(|`)(?P<inner>[^)`]*)(?:\)|`)(?=\s|$)")
#: a program named by a variable (``$VAR -rf /``, ``${CMD} …``): what runs is what the variable holds then
_VARIABLE = re.compile(r"(?:^|[;&|\n(]|\bsudo|\bexec|\bxargs)\s*(?P<var>\$\{?\w+\}?)(?=\s|$)")
#: code a shell or interpreter takes from a download or a process substitution (``bash <(curl …)``,
#: ``sh -c "$(wget -qO- …)"``, ``eval "$(…)"``, ``. <(curl …)``)
_FETCHED_RUN = re.compile(
    r"(?:^|[\s;&|(])(?:(?:ba|z|da|k)?sh|source|\.|eval|python[\d.]*|perl|ruby|node)\s+(?:-\w+\s+)*[\"']?"
    r"(?:<\(|\$\(|`)\s*(?:(?:sudo\s+)?(?:curl|wget|fetch)\b|[^)`]*\|\s*base(?:64|32)\s)"
)
#: what decodes the text it is piped (``base64 -d``, ``xxd -r``, ``openssl enc -d``) and what downloads it
_DECODES = frozenset({"base64", "base32", "xxd", "openssl", "uudecode", "gunzip", "zcat", "rev", "tr"})
_DOWNLOADS = frozenset({"curl", "wget", "fetch", "iwr", "invoke-webrequest", "http", "https"})


def _layered(text: str) -> str:
    """Code a command runs through another layer, read where it can be: a shell or interpreter fed by a pipe
    (``echo … | base64 -d | sh``: the decoded text judged; ``curl … | sh``: held, unreadable), a process
    substitution of a download (``bash <(curl …)``), a program whose name is computed (``$(cat x) -rf /``) or held in
    a variable (``$VAR -rf /``)."""
    shown = " ".join(text.split())[:80]
    if _FETCHED_RUN.search(text):
        return f"shell `{shown}` (runs code it downloads or decodes: unreadable before it runs)"
    computed = _COMPUTED.search(text)
    if computed is not None and not re.match(r"\s*(?:which|command\s+-v|type\s+-p)\s", computed["inner"]):
        return f"shell `{shown}` (runs a program named only when it runs: {computed.group().strip()[:40]})"
    if variable := _VARIABLE.search(text):
        return f"shell `{shown}` (runs the program variable {variable['var'][:40]} names: unreadable before it runs)"
    for pipeline in _pipelines(text):
        for i, stage in enumerate(pipeline):
            program = _program(stage)
            fed = _here_string(stage)
            if fed is not None and (program in _SHELLS or _interpreter(program)):  # ``sh <<< 'rm -rf /srv'``
                why = _shell(fed) if program in _SHELLS else _code(fed)
                why = f"{why} in shell `{' '.join(stage)[:80]}`" if why and program not in _SHELLS else why
            elif program in _SHELLS and "-c" in stage[1:-1]:
                why = _shell(stage[stage.index("-c") + 1])
            else:
                code = _inline_code(program, stage)
                why = _code(code) if code else ""
                why = f"{why} in shell `{' '.join(stage)[:80]}`" if why else ""
            why = why or (_fed(pipeline[:i], stage) or _piped_sql_file(pipeline[0], stage) if i else "")
            if why:
                return why
    return ""


def _here_string(stage: list[str]) -> str | None:
    """The text a here-string feeds a command (``sh <<< 'rm -rf /srv'``, ``bash -s <<<"…"``), else None."""
    for i, token in enumerate(stage[1:], 1):
        if token == "<<<" and i + 1 < len(stage):
            return stage[i + 1]
        if token.startswith("<<<") and len(token) > 3:
            return token[3:]
    return None


def _pipelines(text: str) -> list[list[list[str]]]:
    """``text``'s pipelines, each its stages' words past wrappers, split where the shell splits them (quotes kept
    whole: ``python3 -c 'import os; …'`` is one command)."""
    lexer = shlex.shlex(text, posix=True, punctuation_chars=";&|")
    lexer.whitespace_split = True
    try:
        tokens = list(lexer)
    except ValueError:
        return []
    pipelines: list[list[list[str]]] = [[[]]]
    for token in tokens:
        if token in {";", "&&", "||", "&", ";;"}:
            pipelines.append([[]])
        elif token in {"|", "|&"}:
            pipelines[-1].append([])
        else:
            pipelines[-1][-1].append(token)
    return [[_unwrapped(stage) for stage in pipeline] for pipeline in pipelines]


def _fed(sources: list[list[str]], stage: list[str]) -> str:
    """Why a pipeline stage that runs the code piped to it (``sh``, ``python3 -``) is held: what it is fed from a
    download, a decoder, stdin, a variable or another program (``curl … | sh``, ``make_script | sh``: code nobody can
    read before it runs); "" when it is fed a literal the shell / code rule lets through (``echo ls | sh``) or local
    files read by ``cat`` and filtered (``cat install.sh | sh``), run as ``sh install.sh`` runs them unheld."""
    program = _program(stage)
    language = "shell" if program in _SHELLS else "code" if _interpreter(program) else ""
    if not language or any(not t.startswith("-") or t == "-c" for t in stage[1:] if t != "-"):
        return ""  # ``sh script.sh``, ``python3 -c …``, ``python3 -m json.tool``: not the piped text
    shown = " | ".join(" ".join(s) for s in (*sources, stage))[:80]
    programs = [_program(s) for s in sources]
    if not _DOWNLOADS.isdisjoint(programs):
        return f"shell `{shown}` (runs code it downloads: unreadable before it runs)"
    text = " ".join(t for t in sources[0][1:] if not t.startswith("-")) if programs[0] in {"echo", "printf"} else None
    if _local_files(sources[0]) and _DECODES.isdisjoint(programs):
        return ""  # ``cat install.sh | sh``, ``cat job.sh | grep -v '^#' | bash``: as ``sh install.sh``
    for step, source in zip(programs[1:], sources[1:], strict=True):
        if step not in _DECODES and text is None:
            continue  # ``cat "$F" | grep -v '^#' | sh``: the text of what is read, told below
        text = _base64(text) if text is not None and step == "base64" else None
        if text is None:
            return f"shell `{shown}` (runs what {' '.join(source)[:30]} makes of it: unreadable before it runs)"
    if text is None:
        fed = " ".join(sources[0])[:30]
        return f"shell `{shown}` (runs the code {fed} pipes into it: unread before it runs)"
    why = _shell(text) if language == "shell" else _code(text)
    return f"{why} (piped into {program}: `{shown}`)" if why else ""


def _piped_sql_file(source: list[str], stage: list[str]) -> str:
    """Why a SQL client fed local files by ``cat`` is held (``cat drop_all.sql | psql prod``): a file's name says
    it destroys, as ``psql -f drop_all.sql`` is (:func:`_destroys_file`); "" for any other pipeline."""
    if _program(stage) not in _SQL_FILE_OPTIONS or not _local_files(source):
        return ""
    why = next((w for name in source[1:] if not name.startswith("-") and (w := _destroys_file(name))), "")
    return f"{why} in shell `{' '.join(source)[:40]} | {' '.join(stage)[:40]}`" if why else ""


def _local_files(source: list[str]) -> bool:
    """Whether a pipeline's first stage is ``cat`` of named local files: no stdin (``cat``, ``cat -``), device,
    variable, substitution or URL, whose text is what is read."""
    names = [t for t in source[1:] if not t.startswith("-")]
    return (
        _program(source) == "cat"
        and bool(names)
        and not any(re.search(r"[$`<>]|://|^/dev/|^/proc/", name) for name in names)
    )


def _base64(text: str) -> str | None:
    try:
        return base64.b64decode(text.strip() + "=" * (-len(text.strip()) % 4), validate=True).decode()
    except (ValueError, UnicodeDecodeError):
        return None


def _interpreter(program: str) -> str:
    """The interpreter a program is (``python3.12`` → python), "" for none."""
    base = re.sub(r"[\d.]+$", "", program)
    return base if base in _INLINE else ""


def _inline_code(program: str, tokens: list[str]) -> str:
    """The code an interpreter is given inline (``python3 -c '…'``, ``perl -e '…'``), "" for none."""
    flags = _INLINE.get(_interpreter(program), ())
    at = next((i for i, token in enumerate(tokens[1:-1], 1) if token in flags), None)
    return tokens[at + 1] if at is not None else ""


#: machine power acts, and ``systemctl`` / ``service`` / firewall sub-commands that take a service or the network down
_POWER = frozenset({"shutdown", "reboot", "halt", "poweroff", "killall5"})
_SYSTEMCTL_STOPS = frozenset({"stop", "disable", "mask", "kill", "poweroff", "reboot", "halt", "isolate", "rescue",
                              "emergency"})  # fmt: skip
_FIREWALLS = frozenset({"iptables", "ip6tables", "ebtables", "arptables", "iptables-legacy", "iptables-nft"})


def _stops_or_loses(program: str, args: list[str]) -> str:
    """What a command takes down or loses for good ("": nothing): the machine stopped, a service stopped or
    disabled, every process killed, a crontab removed, the firewall flushed, files deleted by a sync or an archive,
    a database dropped (``mysqladmin drop``) or its objects by a restore (``pg_restore --clean``)."""
    plain = [a for a in args if not a.startswith("-")]
    if program in _POWER or (program in {"init", "telinit"} and plain[:1] in (["0"], ["6"])):
        return "the machine stopped"
    if program == "systemctl" and plain[:1] and plain[0] in _SYSTEMCTL_STOPS:
        return f"systemctl {plain[0]}: a service taken down"
    if program == "service" and plain[1:2] == ["stop"]:
        return "a service stopped"
    if program == "kill" and _kills_every_process(args):
        return "every process killed"
    if program == "crontab" and any(re.fullmatch(r"-[a-z]*r[a-z]*", a) for a in args):
        return "the crontab removed"
    if program in _FIREWALLS and (
        {"-F", "--flush", "-X", "--delete-chain"} & set(args) or ("-P" in args and {"DROP", "REJECT"} & set(args))
    ):
        return "firewall rules flushed"
    if (program == "nft" and "flush" in plain) or (program == "ufw" and plain[:1] in (["reset"], ["disable"])):
        return "firewall rules flushed"
    if program == "rsync" and any(a.startswith("--delete") or a == "--remove-source-files" for a in args):
        return "rsync deletes files"
    if program == "mysqladmin" and "drop" in [a.lower() for a in plain]:
        return "a database dropped"
    if program == "pg_restore" and {"-c", "--clean"} & set(args):
        return "pg_restore --clean drops the database objects it restores"
    if program == "tar" and "--remove-files" in args:
        return "tar deletes the files it archives"
    if program in {"kubectl", "oc"} and plain[:1] == ["scale"] and _zero_replicas(args):
        return "scaled to zero replicas: what it scales stops"
    return ""


def _zero_replicas(args: list[str]) -> bool:
    """``--replicas=0`` / ``--replicas 0`` (``kubectl scale deploy --all --replicas=0`` stops every deployment)."""
    return "--replicas=0" in args or any(a == "--replicas" and b == "0" for a, b in pairwise(args))


def _kills_every_process(args: list[str]) -> bool:
    """``kill -9 -1``, ``kill -s KILL -1``, ``kill -- -1``: pid -1 is every process the user may signal."""
    rest = args[2:] if args[:1] in (["-s"], ["-n"], ["--signal"]) else args[1:] if args[:1] != ["--"] else args
    return "-1" in (rest[1:] if rest[:1] == ["--"] else rest) and args != ["-1"]


def _unwrapped(tokens: list[str]) -> list[str]:
    """A command's words past ``sudo``, ``env X=1``, ``timeout 10`` and the like."""
    while tokens and (tokens[0] in _WRAPPERS or re.fullmatch(r"\w+=.*", tokens[0]) or tokens[0].startswith("-")):
        # a wrapper's option that takes a value: ``sudo -u postgres dropdb``, ``timeout 10 rm``
        valued = tokens[0] in _VALUED_OPTIONS or (tokens[0] == "timeout" and len(tokens) > 1)
        tokens = tokens[2:] if valued else tokens[1:]
    return tokens


def _program(tokens: list[str]) -> str:
    return tokens[0].rsplit("/", 1)[-1].lower() if tokens else ""


def _command(tokens: list[str]) -> str:
    tokens = _unwrapped(tokens)
    if not tokens:
        return ""
    program = _program(tokens)
    shown = " ".join(tokens)[:80]
    if program in _SHELLS and "-c" in tokens[1:-1]:
        return _shell(tokens[tokens.index("-c") + 1])
    if program == "eval":
        return _shell(" ".join(tokens[1:]))
    if program == "ssh":  # the command it runs on the host, read as here (``ssh prod 'rm -rf /srv'`` was let through)
        remote = _past_options(tokens, _SSH_VALUED)[2:]
        return _shell(" ".join(remote)) if remote else ""
    code = _inline_code(program, tokens)
    why = _code(code) if code else ""
    if why:
        return f"{why} in shell `{shown}`"
    why = _stops_or_loses(program, tokens[1:])
    if why:
        return f"shell `{shown}` ({why})"
    why = next((w for f in _sql_client_files(program, tokens) if (w := _destroys_file(f))), "")
    if why:
        return f"{why} in shell `{shown}`"
    for token in tokens[1:]:
        why = _sql(token) if len(token) > 8 else ""
        if why:
            return f"{why} in shell `{shown}`"
    if program in _SHELL_DESTROYS or program.startswith("mkfs"):
        return f"shell `{shown}`"
    if program == "dd" and any(t.startswith("of=") for t in tokens):
        return f"shell `{shown}` (dd writes over its target)"
    if program == "cp" and (emptied := _copied_empty(tokens)):
        return f"shell `{shown}` (empties {emptied})"
    onto = next((t for t in tokens[_WRITES_ONTO[program]] if _device(t)), None) if program in _WRITES_ONTO else None
    if onto is not None:
        return f"shell `{shown}` (writes onto device {onto})"
    if program == "mv" and len(tokens) > 2 and tokens[-1].startswith("/dev/"):  # ``mv /srv/data /dev/null``: gone
        return f"shell `{shown}` (moves what it is given onto {tokens[-1]}: gone)"
    recursive = any(t == "--recursive" or re.fullmatch(r"-[a-zA-Z]*R[a-zA-Z]*", t) for t in tokens[1:])
    if program in {"chmod", "chown", "chgrp"} and recursive and any(_SYSTEM_TREE.fullmatch(t) for t in tokens[2:]):
        return f"shell `{shown}` (every file of a system tree)"
    if program == "find" and ("-delete" in tokens or any(t in _SHELL_DESTROYS for t in tokens)):
        return f"shell `{shown}`"
    if program == "curl":
        return _curl(tokens)
    if program == "wget":
        return _wget(tokens)
    if program in _HTTPIES:
        return _httpie(tokens)
    if program == "git":
        return _git(_past_options(tokens, _GIT_VALUED), shown)
    if program in _PACKAGE_MANAGERS and (said := next((w for w in _cli_words(tokens) if w in _CLI_DESTROYS), None)):
        return f"shell `{shown}` (says {said!r})"
    if program in _CLIS:
        # the sub-command as a name (``stripe refunds create``), or a destroy verb anywhere in it: ``gcloud compute
        # instances delete`` (``compute`` would read as a read verb), ``docker system prune``
        words = _cli_words(tokens)
        said = high_risk_word(" ".join(words)) or next(
            (w for w in words if w in _CLI_DESTROYS or high_risk_word(w) in DESTROY_VERBS), None
        )
        if said is not None:
            return f"shell `{shown}` (says {said!r})"
    return ""


#: SQL clients and their options naming a file of SQL they run (``psql -f FILE``, ``sqlcmd -i FILE``); any of them
#: runs the file its input is redirected from (``psql prod < drop_all.sql``)
_SQL_FILE_OPTIONS = {"psql": ("-f", "--file"), "sqlcmd": ("-i", "--input-file"), "cqlsh": ("-f", "--file"),
                     "snowsql": ("-f", "--filename"), "clickhouse-client": ("--queries-file",),
                     "sqlite3": ("-init",), "duckdb": ("-f", "-init"), "mysql": (), "mariadb": (), "sqlplus": (),
                     "bq": ()}  # fmt: skip


def _sql_client_files(program: str, tokens: list[str]) -> list[str]:
    """The files of SQL a client's command line runs: after one of its file options (``-f FILE``, ``--file=FILE``,
    ``-fFILE``) or ``<``."""
    if program not in _SQL_FILE_OPTIONS:
        return []
    options = (*_SQL_FILE_OPTIONS[program], "<")
    files = [after for before, after in pairwise(tokens) if before in options]
    for token in tokens[1:]:
        option = next((o for o in options if token.startswith(o) and len(token) > len(o)), None)
        if option is not None:
            files.append(token[len(option) :].removeprefix("="))
    return files


def _cli_words(tokens: list[str]) -> list[str]:
    """A CLI's sub-command and flag words (``aws s3 rm s3://b --recursive`` → aws s3 rm), up to its first path; an
    option's value is no path (``kubectl --kubeconfig ~/k --context=prod delete ns x`` → kubectl kubeconfig context
    delete ns x), nor is a global option's before the sub-command (``docker -H tcp://h system prune``)."""
    words: list[str] = []
    for before, token in pairwise(["", *tokens[:12]]):
        if token.startswith("-"):
            token = token.split("=", 1)[0]
        elif re.search(r"[/=@]", token):
            if before.startswith("-") and "=" not in before:
                continue
            break
        words.extend(w for w in re.split(r"[^A-Za-z0-9-]+", token.lstrip("-")) if w)
    return [w.lower() for w in words]


#: git's options that take the next word as their value, before its sub-command (``git -C DIR reset --hard``)
_GIT_VALUED = frozenset({"-C", "-c", "--git-dir", "--work-tree", "--namespace", "--super-prefix", "--config-env",
                         "--attr-source"})  # fmt: skip


def _past_options(tokens: list[str], valued: frozenset[str]) -> list[str]:
    """A CLI's ``tokens`` without the global options before its sub-command (``git -C DIR --no-pager reset`` →
    git reset); ``valued``: those whose value is the next word (``--git-dir=DIR`` is one word)."""
    i = 1
    while i < len(tokens) and tokens[i].startswith("-") and tokens[i] != "--":
        i += 2 if tokens[i] in valued else 1
    return tokens[:1] + tokens[i:]


def _copied_empty(tokens: list[str]) -> str:
    """The file ``cp /dev/null FILE`` empties (as ``: > FILE`` does), "" for any other copy."""
    operands = [t for t in tokens[1:] if not t.startswith("-")]
    if len(operands) == 2 and operands[0] == "/dev/null" and not operands[1].startswith("/dev/"):
        return operands[1]
    return ""


def _git(tokens: list[str], shown: str) -> str:
    """A force push, a pushed deletion, a branch force-deleted, untracked files cleaned, a hard reset, files checked
    out or restored over their uncommitted changes (``git checkout -- .``, ``git restore .``; not ``--staged`` alone),
    stashes dropped or cleared: history or work lost."""
    sub, rest = (tokens[1] if len(tokens) > 1 else ""), tokens[2:]
    flags = {t for t in rest if t.startswith("-")}
    forced = flags & {"-f", "--force", "--force-with-lease", "--mirror", "--delete", "-d"} or any(
        t.startswith(("--force-with-lease=", "+")) or t.startswith(":") for t in rest
    )
    if sub == "push" and forced:
        return f"shell `{shown}` (force push or remote deletion)"
    if sub == "branch" and flags & {"-D", "--delete"}:
        return f"shell `{shown}` (branch deleted)"
    if sub == "clean" and any(t.startswith("-") and "f" in t.lstrip("-") for t in flags):
        return f"shell `{shown}` (untracked files deleted)"
    paths = [t for t in rest if not t.startswith("-")]
    restored = sub == "checkout" and ("." in paths or "--" in rest[:-1] or flags & {"-f", "--force"})
    staged_only = flags & {"-S", "--staged"} and not flags & {"-W", "--worktree"}
    if (sub == "reset" and "--hard" in flags) or restored or (sub == "restore" and paths and not staged_only):
        return f"shell `{shown}` (uncommitted changes discarded)"
    if sub == "stash" and rest[:1] in (["clear"], ["drop"]):
        return f"shell `{shown}` (stashed work deleted)"
    return ""


def _curl(tokens: list[str]) -> str:
    method = next((tokens[i + 1] for i, t in enumerate(tokens[:-1]) if t in {"-X", "--request"}), "")
    method = method or next((t[2:] for t in tokens if t.startswith("-X") and len(t) > 2), "")
    for i, token in enumerate(tokens):  # short options combined, the method's last: ``-sSX DELETE``, ``-sXDELETE``
        combined = re.fullmatch(r"-[a-zA-Z]+X(?P<method>[A-Za-z]*)", token) if not method else None
        if combined is not None:
            method = combined["method"] or (tokens[i + 1] if i + 1 < len(tokens) else "")
    if not method and any(t in {"-d", "--data", "--data-raw", "--json", "-F", "--form"} for t in tokens):
        method = "POST"
    url = next((t for t in tokens if re.match(r"https?://", t)), "")
    return _request(method or "GET", url, "curl")


def _wget(tokens: list[str]) -> str:
    """``wget --method=DELETE URL`` (or ``--method DELETE``); ``--post-data`` / ``--post-file`` is a POST."""
    method = next((t.split("=", 1)[1] for t in tokens if t.startswith("--method=")), "")
    method = method or next((tokens[i + 1] for i, t in enumerate(tokens[:-1]) if t == "--method"), "")
    if not method and any(
        t.split("=", 1)[0] in {"--post-data", "--post-file", "--body-data", "--body-file"} for t in tokens
    ):
        method = "POST"
    url = next((t for t in tokens if re.match(r"https?://", t)), "")
    return _request(method or "GET", url, "wget")


def _httpie(tokens: list[str]) -> str:
    """HTTPie and xh: ``http [options] [METHOD] URL [items]``; without a method, data items (``amount=5``,
    ``raw:=1``) make it a POST."""
    words = [t for t in tokens[1:] if not t.startswith("-")]
    method = words[0] if words and words[0].upper() in _HTTP_METHODS else ""
    rest = words[1:] if method else words
    url = rest[0] if rest else ""
    if "://" not in url and not url.startswith("/"):  # ``http example.com/x``, ``http :3000/x`` (localhost)
        url = "http://" + ("localhost" if url.startswith(":") else "") + url
    if not method:
        method = "POST" if any(re.match(r"[^=:/]+(?::?=|@)", item) for item in rest[1:]) else "GET"
    return _request(method, url, tokens[0])


#: program code that deletes files (``shutil.rmtree(…)``, ``fs.rmSync(…)``), or runs a command (``os.system("rm …")``)
_CODE_DESTROYS = re.compile(
    r"(?P<call>\b(?:shutil\.rmtree|os\.(?:remove|unlink|rmdir|removedirs)|fsPromises\.(?:rm|unlink)|rimraf|"
    r"FileUtils\.rm_rf|File\.delete)|\.(?:unlink|rmdir|rm|rmSync|unlinkSync|rmdirSync|rm_rf))\s*\("
    # Perl's builtins called without parentheses: ``unlink glob "/srv/data/*"``, ``rmtree $dir``, ``unlink @files``
    r"|(?<![\w.$>])(?P<perl>unlink|rmtree|remove_tree)\s+(?=glob\b|map\b|grep\b|[$@<\"'])"
)
#: an HTTP DELETE sent from code: ``requests.delete(url)``, ``httpx.delete``, ``axios.delete``, ``fetch(url, {method:
#: "DELETE"})``
_CODE_HTTP_DELETE = re.compile(
    r"\b(?:requests|httpx|session|client|axios|http|urllib3|aiohttp)\.delete\s*\(|\bmethod\s*[:=]\s*[\"']DELETE[\"']",
    re.I,
)
#: code that deletes every record of a table or collection, or the store itself, through an ORM or a client library
#: (``User.objects.all().delete()``, ``session.query(User).delete()``, ``prisma.user.deleteMany()``,
#: ``db.collection("users").deleteMany({})``, ``db.users.drop()``, ``User.destroy_all``, ``r.flushall()``; not a DOM
#: element's ``.remove()``), as the SQL
#: rule holds ``DELETE FROM users``: they ran ungated from a code tool (qa-agents5). A filtered delete
#: (``.filter(id=5).delete()``, ``deleteMany({"status": "x"})``) is not held, as ``DELETE … WHERE`` is not
_CODE_DELETES_ALL = re.compile(
    r"\.all\(\s*\)\s*\.\s*delete\s*\(|\.query\([^()]*\)\s*\.\s*delete\s*\(|"
    r"\.(?:deleteMany|delete_many)\s*\(\s*(?:\{\s*\}\s*)?\)|\.remove\s*\(\s*\{\s*\}\s*\)|\.drop\s*\(\s*\)|"
    r"\.(?:destroy_all|delete_all)\b|"
    r"\.(?:dropDatabase|drop_database|dropCollection|drop_collection|drop_table|flushall|flushdb|flushAll|flushDb)\s*\(|"
    # Apex DML over a SOQL query without WHERE: ``delete [SELECT Id FROM Contact]`` (ran ungated, qa-agents6)
    r"(?i:(?:\bdelete|\bdatabase\s*\.\s*delete\s*\()\s*\[\s*select\s[^\]]*?\bfrom\s+\w+\s*\])"
)
#: an HTTP write sent from code to a literal address (``requests.post("https://api.stripe.com/v1/refunds", …)``): read as
#: the HTTP rule reads a request — a POST to a payment path ran ungated from a code tool (qa-agents5)
_CODE_HTTP_WRITE = re.compile(
    r"\b(?:requests|httpx|session|client|axios|http|aiohttp|urllib3)\.(?P<method>post|put|patch)\s*\(\s*"
    r"(?P<q>[\"'`])(?P<url>(?:https?://|/)[^\"'`\s]+)(?P=q)",
    re.I,
)
#: a client library's call by its dotted name (``stripe.Refund.create(``, ``client.payouts.create(``)
_CODE_CALL = re.compile(r"(?<![\w$.])(?P<name>[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)+)\s*\(")
#: the last word of a library call that carries its resource's act out: ``stripe.Refund.create`` refunds
_CARRIED_OUT = frozenset({"create", "capture", "confirm", "pay", "send", "execute", "submit"})
_CODE_RUNS = re.compile(r"(?:os\.system|os\.popen|subprocess\.\w+|exec(?:Sync)?|spawn(?:Sync)?|system)\s*\(\s*"
                        r"(?P<q>[\"'])(?P<command>.*?)(?P=q)", re.S)  # fmt: skip
_CODE_STRINGS = re.compile(r"(?P<q>[\"'`])(?P<text>.*?)(?P=q)", re.S)


#: what a call's name says that also names an in-memory act (a list's ``remove``, a data frame's ``drop``)
_DELETES_IN_MEMORY = frozenset({"remove", "drop", "delete", "del", "pop", "clear"})


def _code(text: str) -> str:
    """Why program ``text`` destroys ("": it does not): a file-deleting call, an HTTP DELETE it sends, a command it
    runs that the shell rule holds, SQL in one of its string literals that the SQL rule holds."""
    found = _CODE_DESTROYS.search(text)
    if found is not None:
        return f"code calls {found['call'] or found['perl']}()"
    if _CODE_HTTP_DELETE.search(text):
        return "code sends an HTTP DELETE"
    for sent in _CODE_HTTP_WRITE.finditer(text):
        why = _request(sent["method"], sent["url"], "code")
        if why:
            return "code sends an " + why.replace(" in code", "")
    found = _CODE_DELETES_ALL.search(text)
    if found is not None:
        return f"code deletes every record ({' '.join(found.group().split())[:60]})"
    for call in _CODE_CALL.finditer(text):
        name = re.sub(r"\s+", "", call["name"])
        word = high_risk_word(name) if name.rsplit(".", 1)[-1].lower() in _CARRIED_OUT else None
        if word is not None and word not in _DELETES_IN_MEMORY:  # ``stripe.Refund.create(``: money moved
            return f"code calls {name}() (says {word!r})"
    bomb = _fork_bomb(text)
    if bomb:
        return f"code {bomb}"
    for run in _CODE_RUNS.finditer(text):
        why = _shell(run["command"])
        if why:
            return f"code runs {why}"
    for literal in _CODE_STRINGS.finditer(text):
        why = _sql(literal["text"])
        if why:
            return f"code holds {why}"
    return ""


# -- HTTP, GraphQL, a tool named in the arguments ---------------------------------------------------
_HTTP_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"})
_METHOD_KEYS = frozenset({"method", "httpmethod", "verb", "requestmethod"})
_URL_KEYS = frozenset({"url", "uri", "endpoint", "path", "href", "route", "resource"})
#: where a fetch-style call keeps its method (``fetch(url, {"method": "DELETE"})``)
_OPTION_KEYS = frozenset({"options", "init", "config", "request", "opts"})
#: headers that make a POST the method they name (Google, Azure, Rack): ``X-HTTP-Method-Override: DELETE``
_OVERRIDE_HEADERS = frozenset({"xhttpmethodoverride", "xhttpmethod", "xmethodoverride"})
_ADDRESS = re.compile(r"https?://|/", re.I)
#: an HTTP request written out, its first line (``DELETE /users/5 HTTP/1.1``): ran ungated (fix-gate2)
_REQUEST_LINE = re.compile(r"\s*(?P<method>[A-Z]+)\s+(?P<url>(?:https?://|/)\S*)(?:\s+HTTP/[\d.]+)?\s*(?:$|\r?\n)")


def _http(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """An HTTP DELETE, or a POST / PUT / PATCH to a path that says pay / refund / transfer …; GET and the like
    never. The method is the node's (or its options'), else the tool's name (``http_post``)."""
    keys = {_key(k): v for k, v in node.items()}
    url = next((v for k, v in keys.items() if k in _URL_KEYS and isinstance(v, str)), None)
    if url is None:  # fetch(input, init): its ``input`` when that is an address
        url = next((v for k, v in keys.items() if k == "input" and isinstance(v, str) and _ADDRESS.match(v)), None)
    if url is None:  # a raw request: ``{"request": "DELETE /users/5 HTTP/1.1"}``
        line = next((m for v in keys.values() if isinstance(v, str) and (m := _REQUEST_LINE.match(v))), None)
        why = _request(line["method"], line["url"], path) if line else ""
        if why:
            yield why
        return
    # ``?_method=DELETE`` is the override's (:func:`_overridden`), not an act the query names
    query = {k: v[0] for k, v in parse_qs(urlsplit(url).query).items() if k != "_method"}
    named = _named_act(query, tool) if query and not reads(tool) else None
    if named is not None and high_risk_word(named[1]) is not None:  # ``/api/users?action=delete&id=5``
        yield f"HTTP request whose query names {named[1][:60]!r} (says {high_risk_word(named[1])!r}) in {path}"
        return
    method = next((v for k, v in keys.items() if k in _METHOD_KEYS and isinstance(v, str)), None)
    for k, v in keys.items():
        if method is None and k in _OPTION_KEYS and isinstance(v, dict):
            method = next((m for mk, m in v.items() if _key(mk) in _METHOD_KEYS and isinstance(m, str)), None)
    if method is None:
        method = next((w.upper() for w in ("post", "put", "patch") if w in name_words(tool)), None)
    why = _request(_overridden(keys, url) or method or "", url, path)
    if why:
        yield why


def _overridden(keys: dict[str, Any], url: str) -> str | None:
    """The method a request asks to be taken as: an override header (also under fetch's options) or Rails' and
    Laravel's ``?_method=DELETE``; None when it names none."""
    places = [keys, *(v for k, v in keys.items() if k in _OPTION_KEYS and isinstance(v, dict))]
    for place in places:
        headers = next((v for k, v in place.items() if _key(k) == "headers" and isinstance(v, dict)), {})
        named = next((v for k, v in headers.items() if _key(k) in _OVERRIDE_HEADERS and isinstance(v, str)), None)
        if named is not None:
            return named
    query = parse_qs(urlsplit(url).query).get("_method")
    if query:
        return query[0]
    for k, v in keys.items():  # Rails' and Laravel's ``_method`` field in the body (a form or JSON)
        body = (_form_in(v) or _json_in(v)) if isinstance(v, str) and k in _BODY_KEYS | {"json"} else v
        if k in _BODY_KEYS | {"json"} and isinstance(body, dict):
            named = next((m for mk, m in body.items() if mk == "_method" and isinstance(m, str)), None)
            if named is not None:
                return named
    return None


def _request(method: str, url: str, where: str) -> str:
    method = method.strip().upper()
    if method not in _HTTP_METHODS or method in {"GET", "HEAD", "OPTIONS"}:
        return ""
    parts = urlsplit(url if "://" in url else "//x" + ("" if url.startswith("/") else "/") + url)
    route = unquote(parts.path)  # ``/users/5/%64elete`` is ``/users/5/delete`` to the server
    if method == "DELETE":
        return f"HTTP DELETE {route[:80]} in {where}"
    # the host's own words (``payments.example.com``; not api / www, nor the domain) and the path's; ids and versions
    # are no words of the act (``/v1/refunds``, ``/orders/123/cancel``)
    host = [label for label in (parts.hostname or "").split(".")[:-2] if label not in {"api", "www"}]
    segments = host + re.split(r"[/.:]", route)  # and Google's custom methods, ``/users/5:delete``
    words = [s for s in segments if s and not re.search(r"\d", s) and not s.startswith(("{", ":"))]
    said = high_risk_word(" ".join(words))
    return f"HTTP {method} to {route[:80]} in {where} (says {said!r})" if said else ""


_MUTATION = re.compile(r"\bmutation\b[^{]*\{", re.I)


def _graphql(text: str) -> str:
    """A GraphQL mutation whose fields say delete / refund / pay … (``mutation { deleteUser(id: 1) { id } }``)."""
    found = _MUTATION.search(text)
    if found is None:
        return ""
    depth, i, fields = 1, found.end(), []
    while i < len(text) and depth:
        char = text[i]
        if char in "{(":
            depth += 1
        elif char in "})":
            depth -= 1
        elif depth == 1 and (word := re.match(r"[A-Za-z_]\w*(?:\s*:\s*[A-Za-z_]\w*)?", text[i:])):
            fields.append(word.group().split(":")[-1].strip())
            i += word.end()
            continue
        i += 1
    said = next(((f, w) for f in fields if (w := high_risk_word(f))), None)
    return f"GraphQL mutation {said[0]} (says {said[1]!r})" if said else ""


#: tool names that only hand a call to another tool (``call_tool``, ``tools/call``, ``invoke``)
_DISPATCH_VERBS = frozenset({"call", "invoke", "run", "use", "execute", "dispatch", "perform", "trigger", "start",
                             "launch", "enqueue", "schedule", "submit", "kick", "fire", "exec"})  # fmt: skip
#: what a dispatcher runs by name (``run_workflow``, ``trigger_job``, ``start_pipeline``)
_RUNNABLES = frozenset({"job", "workflow", "task", "pipeline", "flow", "playbook", "runbook", "lambda", "routine",
                        "automation", "macro", "recipe", "dag", "script", "cron", "worker"})  # fmt: skip
_DISPATCH_OBJECTS = frozenset({"tool", "function", "action", "operation", "mcp", "plugin", "skill", "command"})
_DISPATCH_OBJECTS |= _RUNNABLES
#: keys that name what a dispatcher runs (``invoke {"fn": …}``, ``run_workflow {"workflow": …}``): read only under a
#: tool that dispatches, so ``get_job {"job": "purge-old-data"}`` reads and ``cancel_job`` cancels, and may be a
#: display name (``"Delete inactive users"``)
_RUN_KEYS = frozenset({"fn", "func", "name", *_RUNNABLES, *(f"{r}{k}" for r in _RUNNABLES for k in ("name", "id"))})
#: keys that name the act a call performs (``{"tool": "delete_user"}``, ``{"operation": "refunds.create"}``);
#: ``name`` only under a tool that dispatches
_ACT_KEYS = ("tool", "toolname", "function", "functionname", "operation", "operationid", "operationname", "action",
             "actionname", "procedure", "rpc", "op", "opname")  # fmt: skip
#: a JSON Patch operation (RFC 6902: ``{"op": "remove", "path": "/tags/0"}``) edits a field of a record: its ``op``
#: names no act on the record
_JSON_PATCH_OPS = frozenset({"add", "remove", "replace", "move", "copy", "test"})
#: keys that name where a request goes, or the operation it calls when that is a dotted name and no path
#: (``{"endpoint": "refunds.create"}``, an SDK's ``stripe.refunds.create``)
_ENDPOINT_KEYS = frozenset({"endpoint", "route", "api", "apimethod"})


#: a name read as a dispatcher's, for a call nested under one of :data:`_CALL_KEYS`
_DISPATCHER = "call_tool"
_CALL_KEYS = frozenset({"function", "tool", "toolcall", "functioncall", "call", "tooluse"})


def _dispatches(tool: str) -> bool:
    words = name_words(tool)
    return not words.isdisjoint(_DISPATCH_VERBS) and (not words.isdisjoint(_DISPATCH_OBJECTS) or len(words) == 1)


def _named_act(node: dict[Any, Any], tool: str) -> tuple[str, str] | None:
    """The key and the name of the act a node names (under an act key, or a describing key's act:
    :func:`_describes_an_act`), or None."""
    dispatches = _dispatches(tool) and not reads(tool)
    patch = "path" in map(_key, node) and _JSON_PATCH_OPS.issuperset(
        {str(v).lower() for k, v in node.items() if _key(k) == "op"}
    )
    call = not _CALL_PARTS.isdisjoint(map(_key, node))
    for key, value in node.items():
        act = value.strip() if isinstance(value, str) else ""
        # an HTTP verb is the HTTP rule's where the node says where the request goes (:func:`_http`); without an
        # address ``{"service": "customers", "method": "delete"}`` (Square's MCP ``make_api_request``) is the call's
        # act, as ``"method": "remove"`` was: it ran ungated (qa-agents5)
        http = _key(key) == "method" and act.upper() in _HTTP_METHODS and not _URL_KEYS.isdisjoint(map(_key, node))
        if _key(key) in _ACT_KEYS:
            named = _names_an_act(act)
        else:
            named = (
                _key(key) in _DESCRIBING_KEYS
                and not reads(tool)
                and (_describes_an_act(act, call=call) or (_key(key) == "method" and _method_on(node, act)))
            )
        if named and not http:
            if _key(key) in {"op", "opname"} and patch:
                continue
            return str(key), _with_object(node, act)
        if (
            _key(key) in _ENDPOINT_KEYS
            and not reads(tool)
            and re.fullmatch(r"[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+", act)
        ):
            return str(key), act  # ``{"endpoint": "refunds.create"}``: a dotted operation, no path or URL
        if dispatches and _key(key) in _RUN_KEYS and 0 < len(act) <= 120:
            return str(key), act
    return None


def _names_an_act(value: str) -> bool:
    """Whether a value under an act key is a name: one word (``delete_user``) or a tool name with single spaces
    (``Delete User``, Zapier's ``Delete Row in Google Sheets``: legal names, :mod:`agentops.core.toolnames`) of at
    most :data:`_ACT_NAME_WORDS` words, not prose. Names with a space were read as no act: a dispatcher's
    ``{"tool": "Delete User"}`` ran ungated (qa-agents4)."""
    return tool_name_problem(value) is None and "  " not in value and len(value.split(" ")) <= _ACT_NAME_WORDS


#: keys that describe a call (its kind, mode, verb, method — of HTTP or of payment —, event, API) rather than name
#: its act as :data:`_ACT_KEYS` do: ``{"method": "wire_transfer"}`` is how an order is paid, ``{"type": "payment"}``
#: a record's kind. Their value names an act only as :func:`_describes_an_act` says, and not in a read (a filter)
_DESCRIBING_KEYS = frozenset({"method", "type", "kind", "mode", "verb", "command", "event", "eventname", "eventtype",
                              "api", "apimethod", "apiname", "apicall", "request", "requesttype"})  # fmt: skip
#: keys beside a ``method`` that make the node a call of it (JSON-RPC's ``params``, MCP's)
_CALL_PARTS = frozenset({"params", "jsonrpc", "arguments", "args"})
#: the verbs a describing key's value begins (or an object's dotted name ends) with to name an act
_ACTS = DESTROY_VERBS | {"drop", "pay", "refund", "remit", "disburse", "withdraw", "payout", "purchase", "buy", "debit",
                         "transfer"}  # fmt: skip


def _describes_an_act(value: str, *, call: bool) -> bool:
    """Whether a describing key's value (:data:`_DESCRIBING_KEYS`) names an act: a call's method (beside its
    ``params``: JSON-RPC's ``eth_sendTransaction``), or one identifier whose verb is a destroy or a payment — first
    (``delete``, AWS's ``DeleteBucket``, ``refund_order``) or after an object's name (``user.delete``,
    ``invoices/pay``, ``s3:DeleteBucket``). Not a noun or how (``payment``, ``wire_transfer``, ``payment.succeeded``):
    ``manage_user({"type": "delete"})`` ran ungated, ``{"method": "wire_transfer"}`` was held (fix-gate2)."""
    if not re.fullmatch(r"[A-Za-z_][\w.:/-]*", value):
        return False
    if call:
        return True
    parts = [part for part in re.split(r"[.:/]", value) if part]
    return any(first_word(part) in _ACTS for part in parts[:1] + parts[-1:])


def _method_on(node: dict[Any, Any], act: str) -> bool:
    """Whether a ``method`` that is a bare write verb names a risky act with what the node says it acts on: Square's
    MCP ``make_api_request({"service": "payments", "method": "create"})`` pays, as ``{"action": "create", "resource":
    "refunds"}`` refunds (:func:`_with_object`); it ran ungated (qa-agents5). ``{"method": "card", "type": "payment"}``
    (how a payment is made) and ``{"service": "payments", "method": "list"}`` name none."""
    return (
        re.fullmatch(r"[A-Za-z]+", act) is not None
        and write_verb(act) is not None
        and high_risk_word(_with_object(node, act)) is not None
    )


#: the most words a name under an act key has (``Google Sheets: Delete Spreadsheet Row`` has 5)
_ACT_NAME_WORDS = 8


#: argument keys naming what an act named beside them acts on (``{"action": "create", "resource": "refunds"}``)
_OBJECT_KEYS = frozenset({"resource", "resourcetype", "object", "objecttype", "sobject", "entity", "entitytype",
                          "service", "collection", "model", "type"})  # fmt: skip


def _with_object(node: dict[Any, Any], act: str) -> str:
    """The act a node names with what it acts on, when the verb alone says nothing: ``create`` beside
    ``"resource": "refunds"`` is ``create refunds`` (Stripe's, a CRM's or an SDK's generic call)."""
    if high_risk_word(act) is not None:
        return act
    objects = (value.strip() for key, value in node.items() if _key(key) in _OBJECT_KEYS and isinstance(value, str))
    found = next((value for value in objects if re.fullmatch(r"[\w.-]{1,60}", value)), None)
    return act if found is None else f"{act} {found}"


# -- many at once, money given ----------------------------------------------------------------------
#: argument keys naming whom or what an act reaches, one by one (``to``, ``user_ids``, ``accounts``)
_TARGETS = frozenset({"id", "uid", "recipient", "to", "cc", "bcc", "email", "user", "account", "customer", "member",
                      "contact", "phone", "number", "target", "record", "row", "order", "invoice", "payee",
                      "address", "employee", "subscriber", "device", "instance", "file", "resource", "key",
                      "entity", "document", "doc", "ticket", "repo", "repository", "channel", "message",
                      "notification", "payment", "transfer", "payout", "refund", "charge", "transaction",
                      "operation", "request", "deletion", "change", "update"})  # fmt: skip
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


def _many(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """One call acting on many: ≥ :data:`BULK_ARGS_MIN` targets listed, ``"all": true`` or ``"ids": "*"``, an
    empty ``where`` / ``filter`` (every record)."""
    makes = write_verb(tool) in _MAKES
    recipients: dict[str, int] = {}
    for key, value in node.items():
        words = _key_words(key)
        at = f"{path}.{key}"
        if not words.isdisjoint(_TARGETS):
            listed = value if isinstance(value, list) else _listed(value) if isinstance(value, str) else []
            many = [item for item in listed if item is not None and str(item).strip()]
            if len(many) >= BULK_ARGS_MIN:
                yield f"{len(many)} targets in {at} (bulk: {BULK_ARGS_MIN} or more)"
            elif isinstance(value, str) and value.strip().lower() in {"*", "all", "everyone", "everybody"}:
                yield f"{at} is {value.strip()!r} (every one)"
            elif words & _RECIPIENTS and isinstance(value, str) and not _key_words(value).isdisjoint(_EVERY):
                yield f"{at} is {value.strip()[:60]!r} (every one)"  # ``"segment:all_users"``, ``all-staff@acme.com``
            if words & _RECIPIENTS:
                recipients[str(key)] = len(many)
        if not makes and words & _AUDIENCES and isinstance(value, str) and not _key_words(value).isdisjoint(_EVERY):
            yield f"{at} is {value.strip()[:60]!r} (every one)"  # ``{"segment": "all_customers"}``
        if _outward(tool) and _key(key) in _MAILING_LISTS and value not in (None, "", [], {}):
            yield f"{at} is {str(value).strip()[:60]!r} (a list of recipients)"  # ``{"mailing_list": "customers"}``
        reached = _reached_by_items(value) if not makes and isinstance(value, list) else 0
        if reached >= BULK_ARGS_MIN:  # SendGrid's ``personalizations``, a ``batch`` of one message each
            yield f"{reached} targets in the items of {at} (bulk: {BULK_ARGS_MIN} or more)"
        span = _id_range(key, value) if not words.isdisjoint(_TARGETS) else 0
        if span >= BULK_ARGS_MIN:
            shown = value.strip() if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)
            yield f"{at} is {shown[:60]!r}, a range of {span:,} (bulk: {BULK_ARGS_MIN} or more)"
        if not words.isdisjoint(_EVERY) and _true(value):
            yield f"{at} is true (acts on all)"
        if not makes and words & _FILTERS and _selects_every(value):
            yield f"{at} is empty (every record)" if value in ({}, [], "") else f"{at} is {value!r} (every record)"
    if len(recipients) > 1 and max(recipients.values()) < BULK_ARGS_MIN <= sum(recipients.values()):
        keys = " + ".join(f"{path}.{key}" for key in recipients)
        yield f"{sum(recipients.values())} recipients in {keys} (bulk: {BULK_ARGS_MIN} or more)"


#: keys that name a list a send goes to (``{"mailing_list": "customers"}``): a send to a list is a bulk send
_MAILING_LISTS = frozenset({"mailinglist", "mailinglistid", "distributionlist", "distributionlistid", "listid",
                            "contactlist", "contactlistid", "recipientlist", "recipientlistid"})  # fmt: skip
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
    return value in ({}, []) or (isinstance(value, str) and _EVERY_RECORD.fullmatch(value) is not None)


def _listed(text: str) -> list[str]:
    """Ids or addresses a string lists (``"a@x.com, b@x.com"``, or addresses parted by spaces alone:
    ``"a@x.com b@x.com"``); none in prose (an item with a space in it)."""
    items = [item.strip() for item in re.split(r"[,;\n]", text) if item.strip()]
    if len(items) == 1 and all(re.fullmatch(r"[^@\s]+@[^@\s]+", word) for word in items[0].split()):
        items = items[0].split()
    return items if all(" " not in item and len(item) <= 254 for item in items) else []


#: a record marked deleted rather than removed: ``{"deleted": true}``, ``{"is_deleted": true}``, ``{"deleted_at": …}``,
#: ``{"status": "deleted"}``
_DELETED = frozenset({"deleted", "removed", "purged", "erased", "trashed", "destroyed", "trash"})
#: words beside a deleted word that still make its key the mark (``is_deleted``, ``soft_deleted``, ``deletedAt``)
_WHEN = frozenset({"at", "on", "date", "time", "timestamp"})
_DELETED_MARKS = frozenset({"i", "soft", "mark", "marked", "in", "to", "move"}) | _WHEN  # Notion's ``in_trash``
#: flags that mark a record deleted though their word is not (Notion deletes a page by ``"archived": true``); as a
#: status (``"status": "archived"``) no delete
_DELETED_FLAGS = _DELETED | {"archived"}
#: keys whose value is a record's status (``status``, ``account_status``, ``state``)
_STATUS_KEYS = ("status", "state")
#: write verbs whose arguments describe what they send or make, not a record they change (``send_email``'s template
#: data saying ``"status": "deleted"``)
_SENDS = frozenset({"send", "notify", "reply", "forward"})


def _soft_deleted(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """A write that marks a record deleted: a soft delete is a delete (SPEC "Manual gate"). Not under a filter
    (``update_many({"filter": {"deleted": true}, …})`` selects by it), nor in a tool that makes or sends something,
    nor a mark cleared (``{"deleted": false}``, ``{"deleted_at": null}``: restored); a JSON Patch ``"op": "remove"``
    removes a field of a record, not the record, and is not this."""
    if write_verb(tool) in _MAKES | _SENDS or not _FILTERS.isdisjoint(_key_words(path.rsplit(".", 1)[-1])):
        return
    for key, value in node.items():
        words = _key_words(key)
        said = words & _DELETED_FLAGS
        dated = not words.isdisjoint(_WHEN)  # ``deleted_at``: any time set; ``deleted``: true
        set_ = str(value).strip().lower() not in ("", "false", "0", "none", "null") if dated else _flag_set(value)
        marked = said and words - said <= _DELETED_MARKS and set_
        status = _key(key).endswith(_STATUS_KEYS) and isinstance(value, str) and value.strip().lower() in _DELETED
        if marked or status:
            yield f"{path}.{key} is {value!r} (a record marked deleted)"
            return


#: words beside a destroy verb in a key that make it a setting about deleting, not an act (``delete_policy``,
#: ``deletion_protection``, ``delete_after_days``, ``on_delete``, ``allow_deletions``)
_SETTING_WORDS = frozenset({"policy", "protection", "protected", "after", "on", "mode", "setting", "config",
                            "configuration", "option", "rule", "day", "ttl", "window", "lock", "behavior", "behaviour",
                            "allow", "allowed", "confirmation", "confirm", "branch", "merge", "hook", "webhook",
                            "permission", "right", "at", "date", "time", "count", "limit"})  # fmt: skip


def _destroy_keyed(node: dict[Any, Any], path: str) -> Iterator[str]:
    """An act of destroying named by a key rather than a value, in a write: an operation object
    (Elasticsearch's bulk ``{"delete": {"_id": …}}``, Google Sheets' ``{"deleteSheet": {…}}``, Firestore's
    ``{"delete": "projects/…/documents/x"}``) or a bare verb set (``{"delete": true}``, ``{"purge": true}``). Not a
    setting about deleting (:data:`_SETTING_WORDS`: ``delete_policy``, ``deletion_protection``), nor a verb set off.
    Each ran ungated (qa-agents4)."""
    for key, value in node.items():
        if not isinstance(key, str) or first_word(key) not in DESTROY_VERBS:
            continue
        words = _key_words(key)
        bare = len(words) == 1
        if not words.isdisjoint(_SETTING_WORDS):
            continue
        operation = isinstance(value, dict) and bool(value) and (not bare or _names_a_record(value))
        set_ = bare and (_flag_set(value) or (isinstance(value, str) and "/" in value))
        if operation or set_:
            yield f"{path}.{key} names an act of destroying ({first_word(key)!r})"
            return


#: words of a tool that clicks an element of a page or a screen (Playwright MCP's ``browser_click``, ``click_element``)
_CLICKS = frozenset({"click", "tap", "press", "dblclick"})
#: keys that describe the element clicked, in words (Playwright MCP's ``element``: "Human-readable element description
#: used to obtain permission to interact with the element")
_ELEMENT_KEYS = frozenset({"element", "text", "label", "button", "description", "name", "title", "arialabel",
                           "selector", "link"})  # fmt: skip


def _clicked(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """A click (tap, press) on an element whose words the name rule holds: ``browser_click({"element": "Delete account
    button"})``, ``"Pay now"``, ``"Place order"`` — a browser agent deletes or pays by a click as an API agent does by
    a call. They ran ungated (qa-agents5); ``"Search button"``, ``"Next page"`` do not say such an act."""
    if name_words(tool).isdisjoint(_CLICKS):
        return
    for key, value in node.items():
        if _key(key) in _ELEMENT_KEYS and isinstance(value, str) and 0 < len(value) <= 200:
            words = re.sub(r"[^\w]+", " ", value).strip()
            said = high_risk_word(words) if words and len(words.split()) <= _ACT_NAME_WORDS else None
            if said is not None:
                yield f"a click on {value[:60]!r} in {path}.{key} (says {said!r})"
                return


#: keys naming the program a call runs and those holding its arguments, argv-style (``{"program": "rm", "args": [...]}``)
_PROGRAM_KEYS = frozenset({"program", "executable", "binary", "bin", "exe"})
_ARGV_KEYS = frozenset({"args", "arguments", "argv"})


def _argv_run(node: dict[Any, Any], path: str) -> Iterator[str]:
    """A program run with its arguments listed apart (``execute({"program": "rm", "arguments": ["-rf", "/srv"]})``,
    ``run_process({"executable": "rm", …})``), read as the command line it is: it ran ungated (qa-agents5)."""
    keys = {_key(k): (k, v) for k, v in node.items()}
    program = next((v for k, (_, v) in keys.items() if k in _PROGRAM_KEYS and isinstance(v, str)), None)
    argv = next((v for k, (_, v) in keys.items() if k in _ARGV_KEYS and isinstance(v, list)), None)
    if not program or " " in program.strip() or argv is None or not all(isinstance(a, str) for a in argv[:_MAX_ITEMS]):
        return
    why = _shell(shlex.join([program.strip(), *argv[:_MAX_ITEMS]]))
    if why:
        yield f"{why} in {path}"


#: keys that force a push over the branch's history (``git push --force`` in a shell is held)
_FORCE_KEYS = frozenset({"force", "forcepush", "forcewithlease", "forced"})


def _forced_push(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """A push or a ref's update forced over the branch's history by a flag (a git MCP server's ``git_push({"force":
    true})``, GitHub's ``update_ref({"force": true})``, an HTTP tool's request to a ``/git/refs/`` URL with
    ``{"force": true}`` in its body, qa-agents6), as ``git push --force`` is in a shell: it ran ungated
    (qa-agents5)."""
    at_ref = any(_key(k) in _URL_KEYS and isinstance(v, str) and "/git/refs/" in v for k, v in node.items())
    if name_words(tool).isdisjoint({"push", "ref"}) and not at_ref:
        return
    # GitHub's REST ``PATCH /repos/…/git/refs/heads/main`` sent by an HTTP tool, its flag in the body: ran ungated
    bodies = [(f"{path}.{k}", v) for k, v in node.items() if at_ref and _key(k) in _BODY_KEYS and isinstance(v, dict)]
    for where, fields in [(path, node), *bodies]:
        for key, value in fields.items():
            if _key(key) in _FORCE_KEYS and _flag_set(value):
                yield f"{where}.{key} forces the push (the branch's history overwritten)"
                return


def _names_a_record(operation: dict[Any, Any]) -> bool:
    """Whether a bare destroy key's operation names a record by a key of :data:`_TARGETS` (``{"delete": {"_id": 7}}``,
    ``{"remove": {"user_id": 5}}``); ``update_cart({"remove": {"sku": "A"}})`` takes a line off a cart (fix-gate2)."""
    return any(not _key_words(key).isdisjoint(_TARGETS - _CONTENT) for key in operation)


#: names whose first word gives money (``tip``, ``gift_user``, ``reward``)
_GIVES = frozenset({"tip", "gift", "give", "donate", "sponsor", "contribute", "pledge", "reward", "award", "bonus",
                    "bounty"})  # fmt: skip
_MONEY_KEY = re.compile(r"amount\w*|total|sum|value|\w*(?:cents|minor|minorunits|money)")


def _money_given(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    if first_word(tool) not in _GIVES:
        return
    for key, value in node.items():
        money = (isinstance(value, int | float) and not isinstance(value, bool)) or isinstance(value, str | dict)
        if _MONEY_KEY.fullmatch(_key(key)) and money and value not in (0, "", {}):
            yield f"tool {tool!r} gives money: {path}.{key}"
            return


#: argument keys naming where money goes: a bank account or a wallet (``iban``, ``account_number``, ``to_wallet``)
_DESTINATIONS = frozenset({"iban", "accountnumber", "routingnumber", "sortcode", "bankaccount", "destinationaccount",
                           "toaccount", "payeeaccount", "beneficiaryaccount", "beneficiaryiban", "walletaddress",
                           "towallet", "destinationwallet", "recipientaccount", "recipientiban"})  # fmt: skip
#: keys of the amount sent (not ``total`` or ``value``, which records carry for other things)
_SENT_KEY = re.compile(r"amount\w*|\w*(?:cents|minorunits|minor)")


def _money_sent(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """Money sent by a tool whose name says nothing of it: a non-zero amount beside a bank account or a wallet it
    goes to (``process_invoice({"amount": 5000, "iban": …})``); not a tool that makes a record (``create_invoice``
    lists the payee's IBAN)."""
    if write_verb(tool) in _MAKES:
        return
    keys = {_key(key): key for key in node}
    money = next((key for k, key in keys.items() if _SENT_KEY.fullmatch(k) and _nonzero(node[key])), None)
    where = next((key for k, key in keys.items() if k in _DESTINATIONS and node[key] not in (None, "")), None)
    if money is not None and where is not None:
        yield f"money sent: {path}.{money} to {path}.{where}"


def _nonzero(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int | float):
        return value != 0
    return isinstance(value, str) and re.search(r"[1-9]", value) is not None
