"""A code tool told its language by an argument, and a notebook cell's magics, which the gate did not read
(qa-agents7).

Open Interpreter's one tool is ``execute({"language": "shell", "code": …})``, E2B's ``run_code`` takes a
``language``, a Jupyter tool a ``kernel``: the gate read ``code`` as program code only, so ``rm -rf /srv/data``
there, or ``DROP TABLE users`` with ``"language": "sql"``, was claimed and sent with no approver. Nor did it read what
IPython hands a shell or SQL whatever the kernel — a ``%%bash`` or ``%%sql`` cell, a ``!rm -rf`` or ``%sql`` line. A
member naming the language now says how the others are read; what the text does still decides."""

import pytest

from agentops.core.gate import held_for

pytestmark = pytest.mark.sqlite


def _held(tool: str, args: dict) -> str:
    return held_for(tool, None, args, trusted=False, effect=None, step_calls=[(tool, args)], reached=set())


#: (tool, args, what the reason says)
HELD = [
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
LOW = [
    ("execute", {"language": "shell", "code": "ls -la /srv"}),
    ("run_code", {"language": "python", "code": "print(sum(range(10)))"}),
    ("run_cell", {"cell": "!pip install pandas"}),
    ("run_cell", {"cell": "%%bash\necho hi"}),
    ("translate", {"language": "en", "text": "delete from my account please"}),
    ("log_event", {"type": "error", "message": "rm -rf failed"}),
]


@pytest.mark.parametrize(("tool", "args", "why"), HELD)
def test_a_command_or_sql_in_a_language_an_argument_or_a_magic_names_is_held_and_says_why(tool, args, why):
    assert why in _held(tool, args)


@pytest.mark.parametrize(("tool", "args"), LOW)
def test_the_same_shapes_doing_nothing_destructive_are_not_held(tool, args):
    assert _held(tool, args) == ""
