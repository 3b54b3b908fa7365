"""SQL, a shell command or program code under a key of two words, which the gate did not read (qa-agents7).

The gate read an argument as SQL, a shell command or code only under a key it knew whole (``sql``, ``query``,
``command``, ``code``…) or in a tool named after its language (``execute_sql``, ``bash``). A generic tool whose key
names the language beside another word — ``execute({"sql_statement": "DELETE FROM accounts"})``,
``{"shell_command": "rm -rf /srv/data"}``, ``{"python_code": "shutil.rmtree(…)"}`` — was claimed and sent through the
API with no approver. A key's words say its language now; what the text does still decides, so the same keys holding
a SELECT, an ``ls`` or a ``print`` are not held.

A code tool told its language by an argument, and a notebook cell's magics, which the gate did not read
(qa-agents7).

Open Interpreter's one tool is ``execute({"language": "shell", "code": …})``, E2B's ``run_code`` takes a
``language``, a Jupyter tool a ``kernel``: the gate read ``code`` as program code only, so ``rm -rf /srv/data``
there, or ``DROP TABLE users`` with ``"language": "sql"``, was claimed and sent with no approver. Nor did it read what
IPython hands a shell or SQL whatever the kernel — a ``%%bash`` or ``%%sql`` cell, a ``!rm -rf`` or ``%sql`` line. A
member naming the language now says how the others are read; what the text does still decides."""

import pytest

from agentops.core.gate import held_for


def _held(tool: str, args: dict) -> str:
    return held_for(tool, None, args, trusted=False, effect=None, step_calls=[(tool, args)], reached=set())


#: (tool, args, what the reason says)
HELD = [
    (
        "execute",
        {"sql_statement": "DELETE FROM accounts"},
        "SQL DELETE without WHERE (every row) in args.sql_statement",
    ),
    ("execute_query", {"sql_text": "DROP TABLE users"}, "SQL DROP TABLE in args.sql_text"),
    ("run_query", {"raw_sql_query": "TRUNCATE users"}, "in args.raw_sql_query"),
    ("warehouse_job", {"sqlCommand": "UPDATE accounts SET balance = 0"}, "in args.sqlCommand"),
    ("db_task", {"sql_stmts": ["SELECT 1", "DROP TABLE users"]}, "SQL DROP TABLE in args.sql_stmts[1]"),
    ("run_query", {"query_text": "DELETE FROM users"}, "in args.query_text"),
    ("execute", {"shell_command": "rm -rf /srv/data"}, "in args.shell_command"),
    ("agent_action", {"bash_command": "rm -rf /srv/data"}, "in args.bash_command"),
    ("perform", {"terminal_cmd": "dd if=/dev/zero of=/dev/sda"}, "in args.terminal_cmd"),
    ("execute", {"os_commands": ["ls", "rm -rf /var/lib/postgresql"]}, "in args.os_commands[1]"),
    ("execute", {"python_code": "import shutil; shutil.rmtree('/srv/data')"}, "in args.python_code"),
    ("sandbox", {"source_code": "User.objects.all().delete()"}, "code deletes every record"),
    ("sandbox", {"js_snippet": "await prisma.user.deleteMany()"}, "code deletes every record"),
    ("kubectl", {"kubectl_command": "delete namespace prod"}, "in args.kubectl_command"),
]

#: the same keys holding what deletes and pays nothing, and keys that only share a word
LOW = [
    ("execute", {"sql_statement": "SELECT * FROM accounts WHERE id = 7"}),
    ("run_query", {"query_text": "SELECT count(*) FROM users"}),
    ("execute", {"shell_command": "ls -la /srv/data"}),
    ("execute", {"python_code": "print(sum(range(10)))"}),
    ("update_address", {"zip_code": "90210", "country_code": "US"}),
    ("log_event", {"command_id": "cmd-7", "error_code": "delete_failed"}),
    ("search_docs", {"query_text": "DELETE FROM users"}),
]


#: a language named by another member, or by a notebook magic: (tool, args, what the reason says)
NAMED_HELD = [
    ("execute", {"language": "shell", "code": "rm -rf /srv/data"}, "shell `rm -rf /srv/data` in args.code"),
    ("run_code", {"language": "bash", "code": "rm -rf /srv/data"}, "shell `rm -rf /srv/data` in args.code"),
    ("execute_code", {"language": "sh", "code": "rm -rf /"}, "shell `rm -rf /` in args.code"),
    ("execute", {"language": "sql", "code": "DROP TABLE users"}, "SQL DROP TABLE in args.code"),
    ("run", {"interpreter": "bash", "input": "rm -rf /srv/data"}, "in args.input"),
    ("jupyter_execute", {"kernel": "bash", "cell": "rm -rf /srv/data"}, "in args.cell"),
    ("execute", {"type": "sql", "text": "DELETE FROM accounts"}, "SQL DELETE without WHERE (every row) in args.text"),
    ("run_cell", {"cell": "%%bash\nrm -rf /srv/data"}, "shell `rm -rf /srv/data` in args.cell"),
    ("run_cell", {"cell": "import os\n!rm -rf /srv/data"}, "shell `rm -rf /srv/data` in args.cell"),
    ("notebook", {"cell": "%%sql\nDELETE FROM accounts"}, "SQL DELETE without WHERE (every row) in args.cell"),
    ("execute", {"code": "%sql DROP TABLE users"}, "SQL DROP TABLE in args.code"),
]

#: the same shapes doing nothing destructive, and a language that is a person's
NAMED_LOW = [
    ("execute", {"language": "shell", "code": "ls -la /srv"}),
    ("run_code", {"language": "python", "code": "print(sum(range(10)))"}),
    ("run_cell", {"cell": "!pip install pandas"}),
    ("run_cell", {"cell": "%%bash\necho hi"}),
    ("translate", {"language": "en", "text": "delete from my account please"}),
    ("log_event", {"type": "error", "message": "rm -rf failed"}),
]


@pytest.mark.parametrize(("tool", "args", "why"), HELD + NAMED_HELD)
def test_sql_a_command_or_code_a_key_an_argument_or_a_magic_names_is_held_and_says_why(tool, args, why):
    assert why in _held(tool, args)


@pytest.mark.parametrize(("tool", "args"), LOW + NAMED_LOW)
def test_the_same_keys_and_shapes_doing_nothing_destructive_are_not_held(tool, args):
    assert _held(tool, args) == ""
