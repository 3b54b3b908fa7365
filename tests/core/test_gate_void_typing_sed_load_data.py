"""The manual gate holds four acts that went through ungated (known9): a file moved onto ``/dev/null`` by a move tool,
a destructive shell line typed into a screen by a computer-use tool (``type_text``, ``xdotool type``,
``keyboard.type``; gate10: a tool named ``xdotool`` given only ``type 'rm -rf /srv'``), ``sed -i`` deleting lines in
place (gate10: also ``-n``, which writes back only what it prints, and a script read from a file), and MySQL's ``LOAD DATA … REPLACE INTO TABLE``. A read, a
harmless line typed, a sed that prints or substitutes and a LOAD DATA that keeps the rows there are let through."""

from __future__ import annotations

import shlex

import pytest

from agentops.core.gate import held_for


def held(name: str, args: object) -> str:
    return held_for(name, None, args, trusted=False)


@pytest.mark.parametrize(
    ("name", "args", "why"),
    [
        ("move_file", {"src": "/srv/data/report.csv", "dst": "/dev/null"}, "args.dst moves it onto /dev/null: gone"),
        ("move_file", {"source": "a.txt", "destination": "/dev/null"}, "args.destination moves it onto /dev/null"),
        ("rename_file", {"from": "ledger.db", "to": "/dev/null"}, "args.to moves it onto /dev/null"),
        ("bash", {"command": "mv x /dev/null"}, "moves what it is given onto /dev/null"),
    ],
)
def test_a_file_moved_onto_dev_null_is_held(name, args, why):
    assert why in held(name, args)


@pytest.mark.parametrize(
    ("name", "args"),
    [
        ("type_text", {"text": "rm -rf /srv/data\n"}),
        ("type_text", {"text": "rm -rf /srv/data"}),  # its Enter the next call's key press
        ("computer", {"action": "type", "text": "sudo rm -rf / --no-preserve-root\r"}),
        ("computer_use", {"type": "type", "text": "cd /tmp\nrm -rf ~/projects\n"}),
        ("keyboard_type", {"keys": "rm -rf /var/lib/postgresql{enter}"}),
        ("browser_type", {"element": "Cloud Shell terminal", "ref": "e12", "text": "rm -rf /srv", "submit": True}),
        ("bash", {"command": "xdotool type 'rm -rf /srv/data'; xdotool key Return"}),
        ("bash", {"command": "xdotool type --delay 50 'rm -rf /srv/data\n'"}),
        ("bash", {"command": "wtype 'rm -rf /srv/data' -k Return"}),
        ("run_python", {"code": "import pyautogui\npyautogui.write('rm -rf /srv/data\\n')"}),
        (
            "run_python",
            {
                "code": "from pynput.keyboard import Controller\nkeyboard = Controller()\nkeyboard.type('rm -rf /srv\\n')"
            },
        ),
        ("run_js", {"code": "await page.keyboard.type('rm -rf /srv/data'); await page.keyboard.press('Enter')"}),
    ],
)
def test_a_destructive_shell_line_typed_into_a_screen_is_held(name, args):
    assert "rm -rf" in held(name, args)


@pytest.mark.parametrize(
    "command",
    [
        "sed -i '/x/d' file.txt",
        "sed -i '1,$d' notes.txt",
        "sed -i.bak -e 's/a/b/' -e '/^#/d' app.conf",
        "sed -ni '/keep/!d' users.csv",
        "sed --in-place=.orig '3d' hosts",
        "sed -i '/start/,/end/d' config.yml",
        "sed -i d everything.log",
        "sudo sed -Ei '/^user:/d' /etc/passwd",
        # printing only some lines in place writes back only those: the rest are gone (ungated until gate10)
        "sed -i -n '/keep/p' users.csv",
        "sed -n -i.bak 's/^user://p' /etc/passwd",
        "sed --quiet --in-place '1,10p' app.log",
        "sed -i '#n\n/keep/p' users.csv",
        # a script read from a file: what it deletes is not in the call (ungated until gate10)
        "sed -i -f cleanup.sed app.conf",
        "sed -i --file=cleanup.sed app.conf",
        "sed -f cleanup.sed -i app.conf",
    ],
)
def test_sed_deleting_lines_in_place_is_held(command):
    assert "in place" in held("bash", {"command": command})


@pytest.mark.parametrize(
    ("name", "args"),
    [
        # a tool named after a typing program, its command line without the program (ungated until gate10)
        ("xdotool", {"command": "type 'rm -rf /srv'"}),
        ("xdotool", {"args": ["type", "--delay", "50", "rm -rf /srv/data\n"]}),
        ("run_xdotool", {"cmd": "type 'sudo rm -rf / --no-preserve-root'"}),
        ("ydotool", {"command": "type 'rm -rf /var/lib/postgresql'"}),
    ],
)
def test_a_typing_tool_given_its_line_without_the_program_is_held(name, args):
    assert "rm -rf" in held(name, args)


@pytest.mark.parametrize(
    "query",
    [
        "LOAD DATA INFILE '/tmp/users.csv' REPLACE INTO TABLE users",
        "load data local infile 'x.csv' replace into table crm.accounts fields terminated by ','",
        'LOAD DATA LOW_PRIORITY INFILE "prices.tsv" REPLACE INTO TABLE prices',
        "LOAD XML LOCAL INFILE 'people.xml' REPLACE INTO TABLE people ROWS IDENTIFIED BY '<person>'",
    ],
)
def test_load_data_replace_into_table_is_held(query):
    assert "LOAD DATA … REPLACE" in held("execute_sql", {"query": query})
    assert "LOAD DATA … REPLACE" in held("bash", {"command": f"mysql -e {shlex.quote(query)} prod"})


@pytest.mark.parametrize(
    ("name", "args"),
    [
        ("read_file", {"path": "/dev/null"}),
        ("copy_file", {"src": "report.csv", "dst": "/dev/null"}),
        ("move_file", {"src": "draft.txt", "dst": "/srv/archive/draft.txt"}),
        ("type_text", {"text": "ls -la /srv/data\n"}),
        ("type_text", {"text": "Please delete my account and refund the order."}),
        ("computer", {"action": "key", "text": "Return"}),
        ("search_files", {"query": "sed -i '/x/d' file"}),
        ("bash", {"command": "sed '/x/d' file.txt"}),
        ("bash", {"command": "sed -i 's/debug/info/' app.conf"}),
        ("bash", {"command": "sed -i 's/old/d/' app.conf"}),
        ("bash", {"command": "sed -n '/error/p' app.log"}),
        ("bash", {"command": "xdotool type 'hello world'; xdotool key Return"}),
        ("xdotool", {"command": "type 'hello world'"}),
        ("xdotool", {"command": "key Return"}),
        ("xdotool", {"command": "search --name 'rm -rf /srv'"}),
        ("bash", {"command": "sed -n -f report.sed app.log"}),
        ("bash", {"command": "sed -f cleanup.sed app.conf > app.conf.new"}),
        ("bash", {"command": "sed -i -e 's/a/b/' app.conf"}),
        ("execute_sql", {"query": "LOAD DATA INFILE 'x.csv' INTO TABLE users"}),
        ("execute_sql", {"query": "LOAD DATA INFILE 'x.csv' IGNORE INTO TABLE users"}),
        ("execute_sql", {"query": "SELECT * FROM users WHERE note = 'LOAD DATA REPLACE'"}),
    ],
)
def test_reads_and_harmless_forms_stay_unheld(name, args):
    assert held(name, args) == ""
