"""Code that writes over a kept file (gate11): ``Path('/srv/x').write_text(…)``, ``shutil.copy('/dev/null', f)``,
``open(os.path.join(base, 'db.sqlite'), 'w')``, Node's ``fs.writeFileSync('/srv/…')`` and ``fs.openSync(p, 'w')``
ran ungated from a code tool, while Python's ``open('/srv/db.sqlite', 'w')`` was held (gate10). A relative or
scratch path, an append, a create-only mode, a path given only at run time and a copy of real content are not."""

import pytest

from agentops.core.gate import held_for

HELD = [
    ("run_python", "from pathlib import Path\nPath('/srv/x').write_text('')", "writes over /srv/x"),
    ("run_python", "p = Path('/etc/hosts')\np.write_text('127.0.0.1 x')", "writes over /etc/hosts"),
    ("run_python", "(Path('/srv') / 'db.sqlite').write_bytes(b'')", "writes over /srv/db.sqlite"),
    ("run_python", "import shutil\nshutil.copy('/dev/null', f)", "copies /dev/null onto f (empties it)"),
    ("run_python", "shutil.copyfile('/dev/null', '/srv/app.db')", "copies /dev/null onto /srv/app.db"),
    ("run_python", "shutil.move('/srv/data', '/dev/null')", "moves /srv/data onto /dev/null (gone)"),
    ("run_python", "import os\nopen(os.path.join(base, 'db.sqlite'), 'w').close()", "opens …/db.sqlite to write"),
    ("run_python", "db = os.path.join(DATA_DIR, 'ledger.sqlite3')\nwith open(db, 'w'):\n    pass", "…/ledger.sqlite3"),
    ("run_python", "with open('app.db', 'w') as f:\n    f.write('')", "opens app.db to write"),
    ("run_python", "os.truncate('/srv/app.log', 0)", "truncates /srv/app.log"),
    ("run_js", "fs.writeFileSync('/srv/app/config.json', '')", "writes over /srv/app/config.json"),
    ("run_js", "const p = '/srv/app/.env'; const fd = fs.openSync(p, 'w');", "opens /srv/app/.env to write"),
    ("run_js", "await fs.promises.writeFile('/srv/data/users.json', '[]')", "writes over /srv/data/users.json"),
    ("run_js", "const { writeFileSync } = require('fs')\nwriteFileSync(path.join(dir, 'app.db'), '')", "…/app.db"),
    ("run_js", "fs.createWriteStream('/var/lib/app/events.jsonl')", "writes over /var/lib/app/events.jsonl"),
    ("run_js", "fs.copyFileSync('/dev/null', dbPath)", "copies /dev/null onto dbPath"),
]

LOW = [
    "with open('report.csv', 'w') as f:\n    f.write(data)",
    "Path('out/report.md').write_text(md); Path('/tmp/x.txt').write_text('hi')",
    "Path('/mnt/data/chart.png').write_bytes(png)",
    # a code sandbox's work directory (E2B, OpenHands, Colab): held until gate11, as a relative path is not
    "open('/home/user/output.txt', 'w').write(s); Path('/workspace/report.md').write_text(md)",
    "json.dump(obj, open('/content/result.json', 'w')); open('/kaggle/working/submission.csv', 'w')",
    "with open(os.path.join(out_dir, 'report.csv'), 'w') as f:\n    f.write(text)",
    "shutil.copy('template.html', 'index.html'); shutil.copy('/srv/app.db', '/srv/backups/app.db')",
    "open('/tmp/scratch.db', 'w'); open('/srv/app.db', 'x'); open('/srv/app.db', 'a')",
    "fs.writeFileSync('out.json', JSON.stringify(x)); fs.appendFileSync('/var/log/app.log', line)",
    "fs.openSync('/srv/app/x.log', 'a'); fs.openSync('/srv/app/new.lock', 'wx')",
    "fs.writeFileSync('/srv/app/events.log', line, {flag: 'a'})",
    "fs.createWriteStream('/srv/app/events.log', {flags: 'a'})",
    "const fd = fs.openSync(p, 'w')",
    "def save(path, text):\n    Path(path).write_text(text)",
]


@pytest.mark.parametrize(("tool", "code", "why"), HELD)
def test_code_writing_over_a_kept_file_waits_for_an_approver(tool, code, why):
    assert why in held_for(tool, None, {"code": code}, trusted=False)


@pytest.mark.parametrize("code", LOW)
def test_a_new_scratch_appended_or_run_time_file_written_by_code_needs_no_approver(code):
    assert held_for("run_python", None, {"code": code}, trusted=False) == ""
