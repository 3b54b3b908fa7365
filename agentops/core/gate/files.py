"""Program code that writes over a kept file (:func:`_written_over`): Python's ``open(…, "w")`` and
``Path.write_text``, Node's ``fs.writeFileSync`` / ``fs.openSync(p, "w")`` / ``createWriteStream``, a truncation
(``os.truncate``, ``fs.truncateSync``), ``/dev/null`` copied onto a file (``shutil.copy("/dev/null", f)``, as the
shell's ``cp /dev/null f``) — its path read as a literal, a ``Path(…)`` / ``os.path.join(…)`` / ``path.join(…)`` /
``Path(a) / "b"`` of literals, or a name bound to one of those. Each ran ungated from a code tool until gate11 but
Python's ``open`` of a literal absolute path (gate10)."""

from __future__ import annotations

import re

from agentops.core.gate.loops import call_args

#: an absolute path (``/srv/…``, ``C:\\…``) that is no scratch place nor a stream: what a truncating write there
#: empties is a file that was kept (``/tmp/out.txt``, a code interpreter's ``/mnt/data/out.csv``, ``/dev/null``, a
#: relative ``report.csv`` are not held; ``open`` expands no ``~``); a code sandbox's work directory is the relative
#: path's place, written as a relative path is (E2B's ``/home/user/``, OpenHands' ``/workspace/``, Colab's
#: ``/content/``, Kaggle's ``/kaggle/working/``: held until gate11)
_KEPT_PATH = re.compile(
    r"(?!/(?:tmp/|var/tmp/|mnt/data/|home/user/|workspace/|content/|kaggle/working/"
    r"|dev/(?:null|stdout|stderr|tty|fd/|shm/)|proc/self/fd/))(?:/|[A-Za-z]:[\\/])\S"
)
_ABSOLUTE = re.compile(r"/|[A-Za-z]:[\\/]")
#: a file that is a store of records whatever directory it is in (``app.db``, ``…/db.sqlite``, a KeePass vault):
#: written over, every record is gone — ``open(os.path.join(base, "db.sqlite"), "w")`` names no root, only that
_STORE_FILE = re.compile(r"\.(?:sqlite3?|db3?|duckdb|mdb|accdb|kdbx|realm)$", re.I)
#: what is copied onto a file empties it (``shutil.copy("/dev/null", f)``, as ``cp /dev/null f`` does)
_EMPTY_SOURCES = frozenset({"/dev/null", "/dev/zero"})

#: the calls that write a file whole (what their owner must be: :func:`_kind`)
_CALLS = re.compile(
    r"(?<![\w$])(?P<name>open|openSync|write_text|write_bytes|writeFileSync|writeFile|createWriteStream|outputFileSync"
    r"|outputFile|truncateSync|truncate|copyFileSync|copyFile|cpSync|copyfile|copy2|copy|move)\s*\("
)
#: what a call is made on: the name before its ``.`` (``fs.writeFileSync``: ``fs``), or only a ``.`` (a method)
_OWNER = re.compile(
    r"(?:(?<![\w$])(?P<owner>[A-Za-z_$][\w$]*)\s*|(?P<required>require\(\s*[\"'](?:node:)?fs(?:/promises|-extra)?[\"']\s*\)))?"
    r"\.\s*\Z"
)
_FS = frozenset({"fs", "fsPromises", "promises", "fse", "fsp", "fsExtra"})
#: calls that need no owner, and the owners each call may have
_BARE = frozenset({"open", "openSync", "writeFileSync", "writeFile", "createWriteStream", "outputFileSync",
                   "outputFile", "truncateSync", "copyFileSync"})  # fmt: skip
_OWNERS = {"open": frozenset({"io", "codecs", "builtins", "os"}) | _FS, "truncate": _FS | {"os"}, "copyfile": {"shutil"},
           "copy2": {"shutil"}, "copy": {"shutil"}, "move": {"shutil"}}  # fmt: skip
_KINDS = {"open": "open", "openSync": "flags", "write_text": "method", "write_bytes": "method", "truncate": "truncate",
          "truncateSync": "truncate", "copyFileSync": "copy", "copyFile": "copy", "cpSync": "copy",
          "copyfile": "copy", "copy2": "copy", "copy": "copy", "move": "copy"}  # fmt: skip


def _kind(text: str, call: re.Match[str]) -> str:
    """What a call found by :data:`_CALLS` is — ``open`` (Python's), ``flags`` (Node's ``open``), ``method``
    (``write_text``), ``replace``, ``truncate``, ``copy`` — or "" when its owner makes it another's
    (``handle.open``, ``str.copy``)."""
    name = call["name"]
    dotted = _OWNER.search(text, max(0, call.start() - 40), call.start())
    owner = ("fs" if dotted["required"] else dotted["owner"]) if dotted is not None else None  # require("fs").…
    if name in {"write_text", "write_bytes"}:
        return "method" if dotted is not None else ""
    if dotted is None:
        return (_KINDS.get(name) or "replace") if name in _BARE else ""
    if owner in _FS and name in {"open", "openSync"}:
        return "flags"
    if owner in _FS and name not in {"copyfile", "copy2", "copy", "move"}:
        return _KINDS.get(name, "replace")
    return _KINDS.get(name, "replace") if owner in _OWNERS.get(name, ()) else ""


#: a name bound to an expression (``path = "/srv/db.sqlite"``, ``const p = path.join(base, "app.db")``), with a type
#: (TypeScript's ``const p: string = …``, Python's ``p: str = …``) or beside another (``const p = …, q = 1``): those
#: two ran ungated until gate13
_BOUND = re.compile(
    r"(?:^|;)[ \t]*(?:(?:const|let|var)\s+)?(?P<name>[A-Za-z_$][\w$]*)[ \t]*(?::[ \t]*[\w.\[\]| ]{1,40})?=(?!=)"
    r"(?P<expr>(?:[^\n;,]|,(?![ \t]*[A-Za-z_$][\w$]*[ \t]*=))+)",
    re.M,
)
_LITERAL = re.compile(r"""\s*[rRuUbBfF]{0,2}(?P<q>["'`])(?P<text>[^"'`\n]*)(?P=q)\s*\Z""")
_JOINS = re.compile(
    r"\s*(?:(?:os\.)?path\s*\.\s*(?:join|resolve)|(?:pathlib\s*\.\s*)?(?:Pure)?(?:Posix)?Path|join)\s*\("
)
_APPENDS = re.compile(r"""\bflags?\s*:\s*["'][as]""")
_MAX_BINDINGS = 4


def _written_over(text: str) -> str:
    """Why code ``text`` writes over a file that was kept ("": it does not): a truncating ``open`` or a whole-file
    write (``write_text``, ``writeFileSync``, ``createWriteStream`` without an append flag) of a kept absolute path
    or a store file anywhere (:data:`_STORE_FILE`), a truncation of any file, ``/dev/null`` copied onto one. A
    relative or scratch path (``report.csv``, ``/tmp/…``, ``/mnt/data/…``), an append (``"a"``), an edit in place
    (``"r+"``), a create-only mode (``"x"``, ``"wx"``), a path given only when the code runs, a copy of real content
    are not held."""
    bound: dict[str, str] | None = None
    for call in _CALLS.finditer(text):
        kind = _kind(text, call)
        if not kind:
            continue
        args = call_args(text, call.end())
        if bound is None:
            bound = {found["name"]: found["expr"].strip() for found in _BOUND.finditer(text)}
        why = _call_writes_over(kind, call, args, text, bound)
        if why:
            return why
    return ""


def _call_writes_over(kind: str, call: re.Match[str], args: list[str], text: str, bound: dict[str, str]) -> str:
    if kind == "copy":
        source, target = (_path(a, bound) for a in [*args, "", ""][:2])
        if source is not None and source[0] in _EMPTY_SOURCES:
            return f"code copies {source[0]} onto {_shown(target) or args[1][:40]} (empties it)"
        if call["name"] == "move" and target is not None and target[0].startswith("/dev/"):
            return f"code moves {_shown(_path(args[0], bound)) or args[0][:40]} onto {target[0]} (gone)"
        return ""
    if kind == "method":
        where = _path(_receiver(text, text.rindex(".", 0, call.start())), bound)
    else:
        where = _path(args[0] if args else "", bound)
        if kind == "open" and not _truncating_mode(args, "mode"):
            return ""
        if kind == "flags" and not _truncating_mode(args, "flags", node=True):
            return ""
        if kind == "replace" and any(_APPENDS.search(a) for a in args[1:]):
            return ""
    if where is None or not (kind == "truncate" or kept_path(*where)):
        return ""
    if kind in {"open", "flags"}:
        return f"code opens {_shown(where)} to write (its contents truncated)"
    if kind == "truncate":
        return f"code truncates {_shown(where)} (its contents cut)"
    return f"code writes over {_shown(where)} (its contents replaced)"


def _truncating_mode(args: list[str], key: str, *, node: bool = False) -> bool:
    """Whether an ``open``'s mode (its second argument or ``mode=``) truncates: Python's ``w`` (not ``x``), Node's
    ``w`` / ``w+`` (not ``wx``, which fails on a file that exists)."""
    given = next((a.split("=", 1)[1] for a in args[1:] if re.match(rf"\s*{key}\s*=", a)), None)
    if given is None:
        given = next((a for a in args[1:2] if "=" not in a and ":" not in a), "")
    if re.search(r"\bO_TRUNC\b", given):  # ``os.open(p, os.O_WRONLY | os.O_TRUNC)``, Node's ``fs.constants.O_TRUNC``
        return True
    mode = _LITERAL.match(given)
    if mode is None or not re.fullmatch(r"[rwabxtUs+]{1,4}", mode["text"]):
        return False
    return "w" in mode["text"] and not (node and "x" in mode["text"])


def kept_path(path: str, rooted: bool = True, *, home: bool = False) -> bool:
    """Whether writing ``path`` whole empties or replaces a file that was kept: an absolute path that is no scratch
    place (:data:`_KEPT_PATH`), a store file anywhere (:data:`_STORE_FILE`; ``rooted`` False: a join whose root is
    unknown), with ``home`` a ``~/…`` path too (a file tool expands it; ``open`` does not)."""
    if rooted and _ABSOLUTE.match(path):
        return bool(_KEPT_PATH.match(path))
    return bool(_STORE_FILE.search(path)) or (home and rooted and path.startswith("~/"))


def _shown(where: tuple[str, bool] | None) -> str:
    return "" if where is None else (where[0] if where[1] else "…/" + where[0].lstrip("/"))[:60]


def _path(expr: str, bound: dict[str, str], depth: int = 0) -> tuple[str, bool] | None:
    """The path an expression names, and whether its root is known: a literal, a name bound to one, a join of such
    parts (``os.path.join(base, "db.sqlite")`` is ``…/db.sqlite``, its root unknown); None when no part is known."""
    expr = expr.strip()
    literal = _LITERAL.match(expr)
    if literal is not None:
        return literal["text"], True
    if re.fullmatch(r"[A-Za-z_$][\w$]*", expr):
        return _path(bound[expr], bound, depth + 1) if expr in bound and depth < _MAX_BINDINGS else None
    parts = _divided(expr)
    if len(parts) == 1:
        joined = _JOINS.match(expr)
        if joined is None or not expr.endswith(")"):
            return None
        parts = [a for a in call_args(expr, joined.end()) if "=" not in a]
    known = [_path(part, bound, depth) if depth < _MAX_BINDINGS else None for part in parts]
    if not known or known[-1] is None:
        return None
    path, rooted = known[-1]
    for part in reversed(known[:-1]):
        if part is None or (rooted and _ABSOLUTE.match(path)):
            rooted = rooted and _ABSOLUTE.match(path) is not None
            break
        path, rooted = part[0].rstrip("/\\") + "/" + path, part[1]
    return path, rooted


def _divided(expr: str) -> list[str]:
    """``expr`` split at its top-level ``/`` operators (``Path("/srv") / "db.sqlite"``), quotes and brackets kept."""
    parts, depth, quote, start = [], 0, "", 0
    for i, char in enumerate(expr):
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'`":
            quote = char
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "/" and depth == 0:
            parts.append(expr[start:i])
            start = i + 1
    return [*parts, expr[start:]]


def _receiver(text: str, end: int) -> str:
    """The expression a method is called on, read back from the ``.`` at ``end``: ``Path("/srv/x")``, ``p``,
    ``(Path(base) / "db.sqlite")``."""
    i, depth = end, 0
    while i > 0:
        char = text[i - 1]
        if char in ")]":
            depth += 1
        elif char in "([":
            if not depth:
                break
            depth -= 1
        elif not depth and not (char.isalnum() or char in "_$."):
            break
        i -= 1
    expr = text[i:end].strip()
    return expr[1:-1] if expr.startswith("(") and expr.endswith(")") else expr
