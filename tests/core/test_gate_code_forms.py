"""Program code whose destructive act the gate did not read (qa-agents7): a command run with its arguments listed
apart (``subprocess.run(["rm", "-rf", "/srv/data"])``), a command or SQL in a formatted string
(``os.system(f"rm -rf {path}")``, ``cursor.execute(f"DROP TABLE {name}")``) and ``requests.request("DELETE", url)``
ran ungated from a code tool, while ``os.system("rm -rf /srv")`` and ``requests.delete(url)`` were held."""

import pytest

from agentops.core.gate import held_for


def _held(code: str) -> str:
    args = {"code": code}
    return held_for("execute_python", None, args, trusted=False, effect=None, step_calls=[("x", args)], reached=set())


HELD = [
    ('import subprocess\nsubprocess.run(["rm", "-rf", "/srv/data"])', "code runs shell `rm -rf /srv/data`"),
    ('subprocess.check_call(["rm", "-rf", "/srv"])', "code runs shell `rm -rf /srv`"),
    ("const { execFileSync } = require('child_process'); execFileSync('rm', ['-rf', '/srv'])", "code runs shell"),
    ('os.system(f"rm -rf {path}")', "code runs shell `rm -rf {path}`"),
    ('cursor.execute(f"DROP TABLE {name}")', "code holds SQL DROP TABLE"),
    ('cursor.execute("DELETE FROM %s" % table)', "code holds SQL DELETE without WHERE (every row)"),
    ("await db.query(`TRUNCATE ${table}`)", "code holds SQL TRUNCATE"),
    ('requests.request("DELETE", f"{base}/users/7")', "code sends an HTTP DELETE"),
]

LOW = [
    'subprocess.run(["ls", "-la", "/srv"])',
    'subprocess.run([sys.executable, "-m", "pip", "install", "pandas"])',
    'cursor.execute(f"SELECT * FROM {table} WHERE id = {uid}")',
    'print(f"{done} of {total} rows")',
    'requests.request("GET", f"{base}/users/7")',
]


@pytest.mark.parametrize(("code", "why"), HELD)
def test_a_listed_command_a_formatted_one_and_a_request_naming_delete_are_held(code, why):
    assert why in _held(code)


@pytest.mark.parametrize("code", LOW)
def test_the_same_forms_doing_nothing_destructive_are_not_held(code):
    assert _held(code) == ""
