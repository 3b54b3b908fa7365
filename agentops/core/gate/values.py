"""Argument keys and values that say the act through a plain write: a record marked deleted (``{"deleted": true}``,
``"status": "deleted"``), an act of destroying named by a key (``{"delete": {"_id": …}}``, ``{"purge": true}``), a click
on a button named for an act, an argv that runs a destroying command, a forced push through a REST ref update, money
given (a tool named just ``tip`` / ``gift``) or sent to a destination."""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator
from typing import Any

#: One call acting on at least this many ids, recipients or accounts is a bulk act
from agentops.core.gate.acts import _ACT_NAME_WORDS, _URL_KEYS
from agentops.core.gate.bulk import _CONTENT, _FILTERS, _MAKES, _SENDS, _TARGETS, _flag_set
from agentops.core.gate.files import kept_path
from agentops.core.gate.keys import _BODY_KEYS, _MAX_ITEMS, _key, _key_words
from agentops.core.gate.scripts import _shell, _typed
from agentops.core.protocol import (
    DESTROY_VERBS,
    first_word,
    high_risk_word,
    name_words,
    reads,
    status_act,
    write_verb,
)

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
#: the longest status value read as a word (``"closed"``; a sentence is no status)
_MAX_STATUS = 40


def _soft_deleted(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """A write that marks a record deleted: a soft delete is a delete (SPEC "Manual gate"); and a status set to an act
    the name rule holds on the record (``"status": "closed"`` of an account: :func:`~agentops.core.protocol.status_act`). Not under a filter
    (``update_many({"filter": {"deleted": true}, …})`` selects by it), nor in a tool that makes or sends something,
    nor a mark cleared (``{"deleted": false}``, ``{"deleted_at": null}``: restored); a JSON Patch ``"op": "remove"``
    removes a field of a record, not the record, and is not this."""
    if not _FILTERS.isdisjoint(_key_words(path.rsplit(".", 1)[-1])):
        return
    if not reads(tool) and (flag := _destroy_flag(node)):  # in a run made too: ``create_run({"is-destroy": true})``
        yield f"{path}.{flag} is set (a run that destroys)"
        return
    if write_verb(tool) in _MAKES | _SENDS:
        return
    for key, value in node.items():
        words = _key_words(key)
        said = words & _DELETED_FLAGS
        dated = not words.isdisjoint(_WHEN)  # ``deleted_at``: any time set; ``deleted``: true
        set_ = str(value).strip().lower() not in ("", "false", "0", "none", "null") if dated else _flag_set(value)
        marked = said and words - said <= _DELETED_MARKS and set_
        status = _key(key).endswith(_STATUS_KEYS) and isinstance(value, str)
        if marked or (status and value.strip().lower() in _DELETED):
            yield f"{path}.{key} is {value!r} (a record marked deleted)"
            return
        # a status that says an act the name rule holds on the record: ``set_account_status({"status": "closed"})``
        # closes an account as ``close_account`` does (ran ungated until fix-known8); a ticket closed is not one
        said = status_act(value, tool, str(key)) if status and len(value) <= _MAX_STATUS else None
        # the same status set as a flag: ``update_user({"disabled": true})``, ``{"suspended": true}`` (ungated until
        # qa-agents9, while ``{"status": "disabled"}`` waited)
        flagged = isinstance(key, str) and len(key) <= _MAX_STATUS and _flag_set(value)
        said = said or (status_act(_key(key), tool) if flagged else None)
        if said is not None:
            yield f"{path}.{key} is {value!r} (says {said!r})"
            return


#: words beside a destroy verb in a key that make it a setting about deleting, not an act (``delete_policy``,
#: ``deletion_protection``, ``delete_after_days``, ``on_delete``, ``allow_deletions``)
_SETTING_WORDS = frozenset({"policy", "protection", "protected", "after", "on", "mode", "setting", "config",
                            "configuration", "option", "rule", "day", "ttl", "window", "lock", "behavior", "behaviour",
                            "allow", "allowed", "confirmation", "confirm", "branch", "merge", "hook", "webhook",
                            "permission", "right", "at", "date", "time", "count", "limit"})  # fmt: skip


#: words before a flag's verb that say it is set (``is_destroy``, ``should_delete``)
_FLAG_LEADS = frozenset({"is", "do", "should"})


def _destroy_flag(node: dict[Any, Any]) -> str:
    """The key of a flag set that makes a run or a job destroy (Terraform Cloud's ``{"is-destroy": true}``: every
    resource of the workspace destroyed; unheld until gate13), "" for none."""
    for key, value in node.items():
        words = _key_words(key)
        led = isinstance(key, str) and first_word(key) in _FLAG_LEADS and len(words) == 2
        if led and _flag_set(value) and not (words - _FLAG_LEADS).isdisjoint(DESTROY_VERBS):
            return key
    return ""


def _destroy_keyed(node: dict[Any, Any], path: str) -> Iterator[str]:
    """An act of destroying named by a key rather than a value, in a write: an operation object
    (Elasticsearch's bulk ``{"delete": {"_id": …}}``, Google Sheets' ``{"deleteSheet": {…}}``, Firestore's
    ``{"delete": "projects/…/documents/x"}``) or a bare verb set (``{"delete": true}``, ``{"purge": true}``). Not a
    setting about deleting (:data:`_SETTING_WORDS`: ``delete_policy``, ``deletion_protection``), nor a verb set off.
    Each ran ungated (qa-agents4)."""
    for key, value in node.items():
        verb = first_word(key) if isinstance(key, str) else ""
        if verb not in DESTROY_VERBS:
            continue
        words = _key_words(key)
        bare = len(words) == 1
        if not words.isdisjoint(_SETTING_WORDS):
            continue
        operation = isinstance(value, dict) and bool(value) and (not bare or _names_a_record(value))
        set_ = bare and (_flag_set(value) or (isinstance(value, str) and "/" in value))
        if operation or set_:
            yield f"{path}.{key} names an act of destroying ({verb!r})"
            return


#: keys of how many copies a scale keeps running (Kubernetes' ``replicas``, ECS's ``desiredCount``, an autoscaling
#: group's ``desired_capacity``)
_REPLICA_KEYS = frozenset({"replicas", "replicacount", "desiredcount", "desiredcapacity", "instancecount", "count"})


def _scaled_to_zero(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """A scale to zero by a tool named scale (``k8s_scale({"deployment": "api", "replicas": 0})``, ECS's
    ``update_service({"desiredCount": 0})`` is not one): what it scales stops, as ``kubectl scale --replicas=0``
    does in a shell; unheld until gate13."""
    if "scale" not in name_words(tool):
        return
    for key, value in node.items():
        if _key(key) in _REPLICA_KEYS and type(value) in (int, str) and str(value).strip() == "0":
            yield f"{path}.{key} is 0 (scaled to zero: what it scales stops)"
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
            for text in (value, *(m[1] or m[2] for m in _SELECTOR_TEXT.finditer(value))):
                words = re.sub(r"[^\w]+", " ", text).strip()
                said = high_risk_word(words) if words and len(words.split()) <= _ACT_NAME_WORDS else None
                if said is not None and not (said in _UNDONE_ON_PAGE and _view_state(words)):
                    yield f"a click on {value[:60]!r} in {path}.{key} (says {said!r})"
                    return


#: what a click removes from the page's own view, not from a service: a filter, a search, a sort, a selection, a
#: line of a cart (``"Delete filter"``, ``"Remove from cart"``, ``"Delete column filter chip"``)
_VIEW_STATE = frozenset({"filter", "chip", "search", "sort", "sorting", "selection", "highlight", "facet", "cart",
                         "basket", "bag", "wishlist"})  # fmt: skip
#: the acts such a click does (``"Checkout cart"`` and ``"Pay for cart"`` still pay)
_UNDONE_ON_PAGE = frozenset({"delete", "remove", "clear", "reset", "discard"})
#: words of an element's text that say what it is, not what it acts on
_ELEMENT_WORDS = frozenset({"button", "btn", "icon", "link", "x", "the", "this", "tab", "menu", "item", "option"})


def _view_state(words: str) -> bool:
    """Whether a clicked element removes what the page itself shows (:data:`_VIEW_STATE`: ``Delete filter``, ``Remove
    from cart``, ``Delete filter Status: Open``): the first or the last word of what it acts on, past the element's
    own (``button``, ``icon``), and no second act joined (``and``, ``then``). A click on ``Delete filter`` was held as
    a delete until gate13."""
    said = [w for w in re.findall(r"[a-z]+", words.lower()) if w not in _ELEMENT_WORDS]
    if not said or {"and", "then", "or"} & set(said):
        return False
    acted = said[next((i + 1 for i, w in enumerate(said) if w in _UNDONE_ON_PAGE), 0) :]
    objects = [w for w in acted if w not in {"from", "the", "this", "all", "my"}]
    if objects[-1:] and objects[-1].removesuffix("s") in {"history", "data", "log", "record", "account"}:
        return False  # ``Delete search history``: what is kept of the searches
    return any(w in _VIEW_STATE or w.removesuffix("s") in _VIEW_STATE for w in objects[:1] + objects[-1:])


#: the text a selector matches, read alone: Playwright's ``button:has-text('Delete repository')``, ``text=Delete``,
#: ``[aria-label="Delete"]`` — the selector's own words (``has``, a read verb) hid it until gate11
_SELECTOR_TEXT = re.compile(r"""["']([^"']{1,120})["']|\btext\s*=\s*([^"'\]>]{1,120})""")


#: words of a tool that types into a screen (``type_text``, ``keyboard_type``, ``browser_type``, ``xdotool``), and
#: the values of an action key that say so (a computer-use tool's ``{"action": "type", "text": …}``)
_TYPES = frozenset({"type", "typing", "typewrite", "keyboard", "keystroke", "sendkey", "xdotool", "ydotool", "wtype"})
_ACTION_KEYS = frozenset({"action", "type", "kind", "op", "operation", "method", "event"})
#: keys of the text a typing call types
_TYPED_KEYS = frozenset({"text", "keys", "key", "input", "value", "string", "content", "chars", "characters", "data",
                         "keystrokes", "typed"})  # fmt: skip


def _typed_into(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """Text typed into a screen that a shell runs once Enter is pressed: a computer-use agent's ``type_text({"text":
    "rm -rf /srv/data\\n"})``, ``computer({"action": "type", "text": …})`` deletes as ``bash`` would (ran ungated,
    known9). Held with its Enter or without it (the next call's key press runs it); ``ls -la`` typed is no act."""
    typing = not name_words(tool).isdisjoint(_TYPES) or any(
        _key(k) in _ACTION_KEYS and isinstance(v, str) and len(v) <= 40 and not _key_words(v).isdisjoint(_TYPES)
        for k, v in node.items()
    )
    if not typing:
        return
    for key, value in node.items():
        if _key(key) in _TYPED_KEYS and isinstance(value, str) and value.strip():
            why = _typed(value)
            if why:
                yield f"{path}.{key} types {why}"
                return


#: a tool that moves or renames a file, and the keys of where it goes (``move_file({"src": …, "dst": "/dev/null"})``)
_MOVES = frozenset({"move", "mv", "rename"})
_DESTINATION_KEYS = frozenset({"dst", "dest", "destination", "to", "target", "newpath", "destpath", "destinationpath",
                               "targetpath", "topath", "newname", "newlocation", "newfile", "output"})  # fmt: skip


def _moved_away(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """A file moved onto a device (``/dev/null``): gone, as ``mv x /dev/null`` in a shell is (ran ungated through a
    ``move_file`` tool, known9)."""
    if name_words(tool).isdisjoint(_MOVES):
        return
    for key, value in node.items():
        if _key(key) in _DESTINATION_KEYS and isinstance(value, str) and value.strip().startswith("/dev/"):
            yield f"{path}.{key} moves it onto {value.strip()[:40]}: gone"
            return


#: a file tool (``write_file``, ``fs_write``, ``edit_file``, MCP filesystem's ``write_file``, Claude's text editor's
#: ``create``): by a word of its name or, for one named just ``Write``, by its path's key
_FILE_TOOL_WORDS = frozenset({"file", "files", "fs", "filesystem", "editor", "edit"})
_FILE_PATH_KEYS = frozenset({"filepath", "file", "filename", "targetfile", "outputfile", "absolutepath"})
_PATH_KEYS = _FILE_PATH_KEYS | {"path", "outputpath", "targetpath", "fullpath"}
#: what a file is written with whole, and what says only a part of it is edited (a search-and-replace, a line)
_WHOLE_CONTENT_KEYS = frozenset({"content", "contents", "text", "filetext", "data", "body", "newcontent",
                                 "filecontent", "filecontents"})  # fmt: skip
_PART_KEYS = frozenset({"oldstr", "oldstring", "oldtext", "edits", "search", "find", "insertline", "startline",
                        "endline", "line", "linenumber", "old", "diff", "patch", "append"})  # fmt: skip


def _file_written_over(node: dict[Any, Any], path: str, tool: str) -> Iterator[str]:
    """A file tool writing a kept file whole — emptied or replaced: ``write_file({"path": "/etc/passwd", "content":
    ""})``, ``fs_write``, ``edit_file`` given a whole file's content, MCP filesystem's ``write_file`` to an absolute
    path — held where code's ``open(path, "w")`` is (:func:`~agentops.core.gate.files.kept_path`: an absolute path that
    is no scratch place nor a sandbox's work directory, a store file anywhere; a file tool's ``~/`` is a home too).
    A relative or scratch path (``report.md``, ``/tmp/x``, ``/workspace/app.py``), an append, a search-and-replace
    edit, a read are not held. Ran ungated until gate12 (the shell's ``: > /etc/passwd`` was held)."""
    words = name_words(tool)
    keys = {_key(k): (k, v) for k, v in node.items()}
    if words.isdisjoint(_FILE_TOOL_WORDS) and _FILE_PATH_KEYS.isdisjoint(keys):
        return
    if not _PART_KEYS.isdisjoint(keys):
        yield from _edited_whole(keys, path)
        return
    if "append" in words or _WHOLE_CONTENT_KEYS.isdisjoint(keys):
        return
    mode = next((v for k, (_, v) in keys.items() if k in {"mode", "flag", "flags"} and isinstance(v, str)), "")
    if mode.strip().lower().startswith("a"):  # ``{"mode": "append"}``, ``"a"``
        return
    for key, (name, value) in keys.items():
        if key in _PATH_KEYS and isinstance(value, str) and kept_path(value.strip(), home=True):
            content = next(v for k, (_, v) in keys.items() if k in _WHOLE_CONTENT_KEYS)
            what = "empties" if content in ("", None) else "writes over"
            yield f"{path}.{name}: a file tool {what} {value.strip()[:60]} (a kept file; its contents replaced)"
            return


#: an edit's old text and its new text (Claude Code's ``Edit`` / ``MultiEdit``, the text editor's ``str_replace``, MCP
#: filesystem's ``edit_file`` ``edits``)
_OLD_KEYS = frozenset({"oldstr", "oldstring", "oldtext", "old", "search", "find"})
_NEW_KEYS = frozenset({"newstr", "newstring", "newtext", "new", "replace", "replacement"})
#: how a file's first line begins: a shebang, a declaration, an import, a licence or module comment, a document
_FILE_START = re.compile(
    r"\A(?:#!|<\?php|<\?xml|<!DOCTYPE|<html|package\s|import\s|from\s+\S+\s+import\s|#include\s|using\s|use\s"
    r"|(?:const|let|var)\s+\w+\s*=\s*require\(|[\"']use \w+[\"']|\"\"\"|'''|# -\*-|//|/\*|---\n|<template|<script|<svg"
    r"|FROM\s+\S+(?:\s+AS\s+\w+)?\s*\n|[{\[][ \t]*\n)",
    re.I,
)
_WHOLE_FILE_LINES = 5


def _edited_whole(keys: dict[str, tuple[Any, Any]], path: str) -> Iterator[str]:
    """An edit of a kept file whose old text is the whole file — it begins as a file begins (:data:`_FILE_START`),
    spans :data:`_WHOLE_FILE_LINES` lines or more and ends at a line's end (or spans three times as many: a file's
    last newline is often trimmed) — and whose new text keeps none of its
    lines: the file written over, as a ``write_file`` of it is (Claude Code's ``Edit`` with the file's text as
    ``old_string``, MCP filesystem's ``edit_file`` with it as an ``oldText``: unheld until gate13). An edit of a part,
    or one that keeps a line of what it replaces, is not held."""
    where = next((v for k, (_, v) in keys.items() if k in _PATH_KEYS and isinstance(v, str)), None)
    if where is None or not kept_path(where.strip(), home=True):
        return
    edits = [keys]
    listed = keys.get("edits", (None, None))[1]
    if isinstance(listed, list):
        edits += [{_key(k): (k, v) for k, v in item.items()} for item in listed[:_MAX_ITEMS] if isinstance(item, dict)]
    for edit in edits:
        old = next((v for k, (_, v) in edit.items() if k in _OLD_KEYS and isinstance(v, str)), None)
        new = next((v for k, (_, v) in edit.items() if k in _NEW_KEYS and isinstance(v, str)), "")
        if old is None or not _FILE_START.match(old):
            continue
        if not old.endswith("\n") and len(old.splitlines()) < _WHOLE_FILE_LINES * 3:  # a file's last newline trimmed
            continue
        kept = {line.strip() for line in new.splitlines()}
        if len(old.splitlines()) >= _WHOLE_FILE_LINES and all(
            line.strip() not in kept for line in old.splitlines() if line.strip()
        ):
            yield f"{path}: an edit replaces the whole of {where.strip()[:60]} (a kept file written over)"
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
    whole = keys.get("argv", (None, None))[1]
    if program is None and isinstance(whole, list) and whole and all(isinstance(a, str) for a in whole[:_MAX_ITEMS]):
        # an argv names its program first: ``run({"argv": ["rm", "-rf", "/srv"]})`` ran ungated (qa-agents9)
        why = _shell(shlex.join(whole[:_MAX_ITEMS]))
        if why:
            yield f"{why} in {path}"
        return
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
    words = name_words(tool)
    if {"git", "reset"} <= words and any(
        _key(k) == "mode" and str(v).strip().lower() == "hard" for k, v in node.items()
    ):
        yield f"{path}.mode is 'hard' (git reset --hard: uncommitted work lost)"  # a git MCP server's; unheld until gate13
        return
    if words.isdisjoint({"push", "ref"}) and not at_ref:
        return
    # GitHub's REST ``PATCH /repos/…/git/refs/heads/main`` sent by an HTTP tool, its flag in the body (``json`` too:
    # unheld until gate13): ran ungated
    bodies = [
        (f"{path}.{k}", v)
        for k, v in node.items()
        if at_ref and _key(k) in _BODY_KEYS | {"json"} and isinstance(v, dict)
    ]
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
