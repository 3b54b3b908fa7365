"""The gate's decision (:func:`held_for`, :func:`risk_of`): a trusted declaration first, then the tool's name (a
risky word, a name spelt in two alphabets), then its arguments walked node by node (:func:`args_risk`) by the rules
of the modules below — the language a tool or key says its strings are in (SQL, shell, code), an act named, HTTP,
many at once, keyed acts — then bulk over the step and the run."""

from __future__ import annotations

import re
import shlex
from collections import deque
from collections.abc import Collection, Iterator, Sequence
from itertools import islice
from typing import Any

#: One call acting on at least this many ids, recipients or accounts is a bulk act
from agentops.core.gate.acts import _CALL_KEYS, _DISPATCHER, _named_act
from agentops.core.gate.bulk import StepCalls, _many, run_bulk, split_bulk
from agentops.core.gate.keys import (
    _BODY_KEYS,
    _MAX_CHARS,
    _MAX_DEPTH,
    _MAX_ITEMS,
    _MAX_NODES,
    _form_in,
    _json_in,
    _key,
    _key_words,
    _tokens,
)
from agentops.core.gate.scripts import _TYPERS, _code, _shell
from agentops.core.gate.shell import _CLIENTS, _CLIS, _PACKAGE_MANAGERS
from agentops.core.gate.sql import _sql
from agentops.core.gate.values import (
    _argv_run,
    _clicked,
    _destroy_keyed,
    _file_written_over,
    _forced_push,
    _money_given,
    _money_sent,
    _moved_away,
    _scaled_to_zero,
    _soft_deleted,
    _typed_into,
)
from agentops.core.gate.web import _graphql, _http
from agentops.core.lookalikes import mixed_script_word
from agentops.core.protocol import (
    Effect,
    Risk,
    high_risk_word,
    name_words,
    reads,
)


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
            yield from _typed_into(node, path, tool)
            yield from _moved_away(node, path, tool)
            yield from _file_written_over(node, path, tool)
            yield from _scaled_to_zero(node, path, tool)
        named = _named_language(node)  # ``{"language": "bash", "code": "rm -rf /srv"}``: its siblings are in it
        for key, value in node.items():
            said = languages | named | _key_languages(key)
            # ``run_query``'s query (``query_text``) is SQL, ``search``'s is what to look for
            if runs and (_key(key) in _QUERY_KEYS or "query" in _key_words(key)):
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
    """The CLI a tool is named after (``kubectl``, ``run_gcloud``, ``aws_cli``, ``curl``, ``psql``, a typing program:
    ``xdotool({"command": "type 'rm -rf /srv'"})``), whose string arguments are its command line without the program
    (``{"command": "delete ns prod"}``, ``curl({"args": "-X DELETE …"})``); "" for any other tool or a read."""
    return "" if read else next((word for word in sorted(name_words(tool) & _NAMED_CLIS)), "")


_NAMED_CLIS = _CLIS | _CLIENTS | _PACKAGE_MANAGERS | _TYPERS


#: argument keys that hold a CLI-named tool's command line (``kubectl({"command": "delete ns prod"})``); not a
#: ``bucket`` or ``namespace`` named ``delete-me``
_CLI_ARG_KEYS = frozenset({"command", "cmd", "args", "argv", "arguments", "input", "line", "commandline",
                           "subcommand"})  # fmt: skip


def _cli_arg(path: str) -> bool:
    key = path.rsplit(".", 1)[-1]
    return _key(key) in _CLI_ARG_KEYS or not _key_words(key).isdisjoint(_CLI_ARG_WORDS)


#: words that make a compound key a CLI-named tool's command line (``kubectl({"kubectl_command": "delete ns prod"})``)
_CLI_ARG_WORDS = frozenset({"command", "cmd", "commandline", "subcommand"})


def _key_languages(key: Any) -> frozenset[str]:
    """The languages an argument's key says its text is in, whatever the tool is named: the whole key (``sql``,
    ``command``, ``code``) or one of its words (``sql_statement``, ``shell_command``, ``python_code``). Keys were read
    only whole until qa-agents7: ``execute({"sql_statement": "DELETE FROM accounts"})`` and ``{"shell_command": "rm -rf
    /srv"}`` ran ungated."""
    whole, words = _key(key), _key_words(key)
    return frozenset(
        lang
        for lang, keys in _LANGUAGE_KEYS.items()
        if whole in keys or not words.isdisjoint(_LANGUAGE_KEY_WORDS[lang])
    )


def _cli_line(cli: str, tokens: list[str]) -> str:
    """``tokens`` as a command line of ``cli``: the program put first when the arguments leave it out."""
    return "" if not cli or not tokens else shlex.join(tokens if tokens[0] == cli else [cli, *tokens])


def _languages(tool: str) -> frozenset[str]:
    """What a tool's string arguments are written in, by its name: SQL (``execute_sql``), shell (``bash``); what a
    tool writes into a running process (Desktop Commander's ``interact_with_process``, a tmux session's keys) is a
    shell's or an interpreter's input."""
    words = name_words(tool)
    found = {lang for lang, names in _LANGUAGE_TOOLS.items() if not words.isdisjoint(names)}
    if "query" in words and not words.isdisjoint(_RUN_VERBS):  # ``execute_query({"q": "DROP TABLE users"})``
        found.add("sql")
    if "process" in words and not words.isdisjoint(_INTO_PROCESS):
        found |= {"shell", "code"}
    return frozenset(found)


#: with "query", a tool name that runs the query it is given, whatever the key (``execute_query``, ``run_query``):
#: its ``q`` ran ungated (qa-agents7)
_RUN_VERBS = frozenset({"run", "execute", "exec"})

#: with "process", a tool name that writes into a running one (``interact_with_process``, ``write_to_process``): its
#: ``input`` ran ungated (``rm -rf /srv/data`` typed into a shell it started; qa-agents5)
_INTO_PROCESS = frozenset({"interact", "write", "send", "stdin", "input", "type"})


def _named_language(node: dict[Any, Any]) -> frozenset[str]:
    """The languages a member of ``node`` names for the others (:data:`_LANGUAGE_NAMING_KEYS`): Open Interpreter's
    ``execute({"language": "shell", "code": …})``, E2B's ``run_code({"language": "bash", …})``, a Jupyter ``kernel``
    — ``{"language": "sql", "code": "DROP TABLE users"}`` and a shell command under ``code`` ran ungated until
    qa-agents7, read as program code only."""
    named: set[str] = set()
    for key, value in node.items():
        if isinstance(value, str) and _key(key) in _LANGUAGE_NAMING_KEYS and len(value) <= _MAX_NAMED:
            words = _key_words(value)
            named |= {lang for lang, names in _LANGUAGE_TOOLS.items() if not words.isdisjoint(names)}
    return frozenset(named)


#: keys whose value names the language of the object's other members, and the longest such name read
_LANGUAGE_NAMING_KEYS = frozenset({"language", "lang", "kernel", "kernelname", "interpreter", "runtime", "dialect",
                                   "executor", "engine", "type"})  # fmt: skip
_MAX_NAMED = 40

#: a notebook cell's magics: ``%%bash`` / ``%%sh`` / ``%%script bash`` (the cell is a shell script), ``%%sql`` (SQL),
#: a ``%sql …`` line (SQL) and a ``!…`` line (a shell command) — IPython runs them whatever the kernel
_CELL_MAGIC = re.compile(r"\A\s*%%(?:(?P<shell>bash|sh|shell|script\s+(?:ba|z)?sh)|(?P<sql>sql))\b[^\n]*\n?")
_LINE_MAGIC = re.compile(r"^\s*(?:!(?P<shell>.+)|%sql\s+(?P<sql>.+))$", re.MULTILINE)


def _cell_parts(text: str) -> Iterator[tuple[str, str]]:
    """The parts of a notebook cell IPython hands to a shell or to SQL (:data:`_CELL_MAGIC`, :data:`_LINE_MAGIC`):
    ``(language, text)``; ``!rm -rf /srv`` and ``%%bash`` cells ran ungated in a code tool until qa-agents7."""
    cell = _CELL_MAGIC.match(text)
    if cell is not None:
        yield ("shell" if cell["shell"] else "sql"), text[cell.end() :]
        return
    for line in _LINE_MAGIC.finditer(text):
        yield ("shell", line["shell"]) if line["shell"] else ("sql", line["sql"])


def _in_text(text: str, path: str, languages: frozenset[str], runs: bool) -> Iterator[str]:
    if "code" in languages:
        for language, part in _cell_parts(text):
            yield from _in_text(part, path, frozenset({language}), runs)
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
#: a word of a compound key that says its language (:func:`_key_languages`; words as ``_key_words`` splits them, a
#: plural's ``s`` dropped): ``sql_text``, ``raw_sql_query``, ``sql_stmt``; ``bash_command``, ``terminal_cmd``;
#: ``python_code``, ``source_code``, ``js_snippet``, ``python_script``; and a language's own name (Salesforce's
#: ``execute_anonymous({"apex": …})``, ``{"ts": …}``: unheld until gate13)
_LANGUAGE_KEY_WORDS = {
    "sql": frozenset({"sql", "stmt"}),
    "shell": frozenset({"shell", "bash", "zsh", "cmd", "command", "terminal", "powershell", "pwsh"}),
    "code": frozenset(
        {
            "code",
            "python",
            "py",
            "javascript",
            "script",
            "program",
            "snippet",
            "apex",
            "js",
            "ts",
            "typescript",
            "ruby",
            "php",
            "perl",
            "lua",
        }
    ),
}
