"""SQL that destroys (:func:`_sql`): a statement that drops, truncates, deletes or updates every row, grants or
revokes, a write hidden in a ``WITH`` or built as text (``EXECUTE 'DROP …'``, a ``DO`` body, a function called by
name), a file of SQL named to run, and a MongoDB shell's ``drop`` / ``deleteMany({})``. Read by the arguments' walk
where a tool or key says SQL, and by the shell and program code that pass SQL on."""

from __future__ import annotations

import re

from agentops.core.protocol import (
    DESTROY_VERBS,
    high_risk_word,
)

#: One call acting on at least this many ids, recipients or accounts is a bulk act


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
    # MySQL's LOAD DATA (or LOAD XML) … REPLACE: each row of the table a line of the file meets deleted and written anew,
    # as many as the file holds (as REPLACE … SELECT; ``IGNORE`` or neither keeps the rows there: ran ungated, known9)
    (
        re.compile(
            r"load\s+(?:data|xml)\s+(?:(?:low_priority|concurrent)\s+)?(?:local\s+)?(?:infile|from\s+s3(?:\s+\w+)?)\s+"
            rf"(?:'[^']*'|\"[^\"]*\")\s+replace\s+into\s+table\s+{_IDENT}",
            re.I,
        ),
        "SQL LOAD DATA … REPLACE (the rows the file's lines meet deleted and written anew)",
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
#: and (qa-agents7) a lower bound at or below zero, which every count, amount, balance and id meets:
#: ``UPDATE accounts SET frozen = true WHERE balance >= 0``, ``WHERE id > 0``, ``WHERE qty > -1``
_ALWAYS_TRUE = re.compile(
    r"\(*\s*(?:true|not\s+false|\d*[1-9]\d*|(?P<a>[\w.\"`']+)\s*(?:=|<=|>=)\s*(?P=a)"
    r"|(?:[\w\"`]+\.)?[\"`]?id[\"`]?\s+is\s+not\s+null|[\w.\"`]+\s+i?like\s+'%+'"
    r"|[\w.\"`]+\s*(?:>=\s*(?:-\s*)?0+(?:\.0+)?|>\s*(?:-\s*\d+(?:\.\d+)?|-?0+(?:\.0+)?(?=\s*\)*\s*$)))"
    r"|(?:0+|-\s*\d+)\s*(?:<=|<)\s*[\w.\"`]+)\s*\)*",
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
    for depth in range(_MAX_NESTED + 1):  # MySQL's reading: what an executable comment holds is run (one in it too)
        executed = _SQL_LEXEMES.sub(_executed, text)
        if why or executed == text:
            return why
        if depth == _MAX_NESTED:
            break
        text = executed
        why = _sql_read(text) or ("\\'" in text and _sql_read(text.replace("\\'", "''"))) or ""
    return f"SQL executable comments nested more than {_MAX_NESTED} deep (unreadable before it runs)"


#: MySQL's and MariaDB's executable comments (``/*! … */``, ``/*!50000 … */``, ``/*M!100000 … */``): the server runs
#: what they hold (``/*!DROP TABLE users*/`` drops it), where another database reads a comment
_EXECUTABLE_COMMENT = re.compile(r"/\*M?!\d*(?P<held>.*?)(?:\*/|\Z)", re.S)
_MAX_NESTED = 4


def _executed(found: re.Match[str]) -> str:
    """A lexeme of SQL as MySQL runs it: an executable comment is the text it holds, anything else itself."""
    comment = _EXECUTABLE_COMMENT.fullmatch(found[0])
    return f" {comment['held']} " if comment else found[0]


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
    """Whether a condition holds for every row: one of its disjuncts always true (``1``, ``id = id``, ``TRUE``, ``2 > 1``,
    ``'b' > 'a'``, ``id <> 0``), each of its conjuncts too (``TRUE AND 1 = 1``)."""
    return any(
        all(_ALWAYS_TRUE.fullmatch(c.strip()) or _true_comparison(c) for c in re.split(r"\band\b", d, flags=re.I))
        for d in re.split(r"\bor\b", condition, flags=re.I)
    )


#: a comparison of two literals (``2 > 1``, ``1 <> 2``, ``'b' > 'a'``), or an id compared unequal to zero or below
#: (``id != 0``, ``NOT user_id = 0``: every id is positive): each ran an UPDATE of every row ungated until qa-agents9
_LITERALS_COMPARED = re.compile(
    r"\(*\s*(?P<a>-?\s*\d+(?:\.\d+)?|'[^']*')\s*(?P<op>=|==|!=|<>|<=|>=|<|>)\s*(?P<b>-?\s*\d+(?:\.\d+)?|'[^']*')\s*\)*"
)
_ID_NOT_ZERO = re.compile(
    r"\(*\s*(?:(?:[\w\"`]+\.)?[\"`]?\w*id[\"`]?\s*(?:!=|<>)\s*(?:0+|-\s*\d+)|not\s+(?:[\w\"`]+\.)?[\"`]?\w*id[\"`]?"
    r"\s*=\s*(?:0+|-\s*\d+))\s*\)*",
    re.I,
)
_COMPARE = {
    "=": lambda a, b: a == b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<>": lambda a, b: a != b,
    "<": lambda a, b: a < b, ">": lambda a, b: a > b, "<=": lambda a, b: a <= b, ">=": lambda a, b: a >= b,
}  # fmt: skip


def _true_comparison(condition: str) -> bool:
    if _ID_NOT_ZERO.fullmatch(condition.strip()):
        return True
    found = _LITERALS_COMPARED.fullmatch(condition.strip())
    if found is None:
        return False
    a, b = found["a"].replace(" ", ""), found["b"].replace(" ", "")
    if a.startswith("'") != b.startswith("'"):
        return False
    left, right = (a, b) if a.startswith("'") else (float(a), float(b))
    return bool(_COMPARE[found["op"]](left, right))


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
