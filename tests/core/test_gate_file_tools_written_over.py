"""A file tool writing a kept file whole waits for an approver (gate12), where code's ``open(path, "w")`` does:
``write_file({"path": "/etc/passwd", "content": ""})`` empties the file as the shell's ``: > /etc/passwd`` does (held),
and ran ungated, as did ``fs_write``, an ``edit_file`` given a whole file's content, MCP filesystem's ``write_file`` to
an absolute path and Claude's text editor's ``create``. A relative or scratch path, an append, a search-and-replace
edit and a read are not held."""

import pytest

from agentops.core.gate import held_for

HELD = [
    ("write_file", {"path": "/etc/passwd", "content": ""}, "empties /etc/passwd"),
    ("write_file", {"path": "/etc/passwd", "content": "root:x:0:0::/root:/bin/bash\n"}, "writes over /etc/passwd"),
    ("fs_write", {"path": "/srv/app/config.yaml", "content": ""}, "/srv/app/config.yaml"),
    ("fs_write", {"file_path": "/var/lib/app/app.db", "text": "x"}, "/var/lib/app/app.db"),
    ("edit_file", {"path": "/etc/nginx/nginx.conf", "content": ""}, "empties /etc/nginx/nginx.conf"),
    ("filesystem.write_file", {"path": "/Users/alice/.ssh/authorized_keys", "content": "ssh-rsa AAA"}, "authorized"),
    ("mcp__filesystem__write_file", {"path": "/home/alice/.bashrc", "content": ""}, "/home/alice/.bashrc"),
    ("write_file", {"path": "~/.ssh/authorized_keys", "content": ""}, "~/.ssh/authorized_keys"),
    ("write_file", {"path": "data/app.sqlite", "content": ""}, "data/app.sqlite"),
    ("write_file", {"path": "C:\\Windows\\System32\\drivers\\etc\\hosts", "content": ""}, "System32"),
    ("Write", {"file_path": "/etc/hosts", "content": ""}, "/etc/hosts"),
    ("write_to_file", {"path": "/srv/www/index.html", "content": "<h1>x</h1>"}, "/srv/www/index.html"),
    ("str_replace_based_edit_tool", {"command": "create", "path": "/etc/passwd", "file_text": ""}, "/etc/passwd"),
]

LOW = [
    ("write_file", {"path": "report.md", "content": ""}),
    ("write_file", {"path": "pkg/__init__.py", "content": ""}),
    ("write_file", {"path": "/tmp/out.txt", "content": ""}),
    ("write_file", {"path": "/workspace/app/main.py", "content": "print(1)"}),
    ("write_file", {"path": "/mnt/data/out.csv", "content": "a,b"}),
    ("append_file", {"path": "/var/log/app.log", "content": "line"}),
    ("write_file", {"path": "/var/log/app.log", "content": "x", "mode": "append"}),
    ("edit_file", {"path": "/etc/nginx/nginx.conf", "edits": [{"oldText": "a", "newText": ""}]}),
    ("str_replace_based_edit_tool", {"command": "str_replace", "path": "/etc/hosts", "old_str": "a", "new_str": ""}),
    ("str_replace_based_edit_tool", {"command": "view", "path": "/etc/passwd"}),
    ("read_file", {"path": "/etc/passwd"}),
    ("put_resource", {"path": "/api/users/7", "body": "{}"}),
    ("create_or_update_file", {"path": "src/app.py", "content": "x"}),
]


@pytest.mark.parametrize(("tool", "args", "why"), HELD)
def test_a_file_tool_writing_a_kept_file_whole_waits_for_an_approver(tool, args, why):
    held = held_for(tool, None, args, trusted=False)
    assert why in held and "a file tool" in held, held


@pytest.mark.parametrize(("tool", "args"), LOW)
def test_a_scratch_file_an_append_an_edit_or_a_read_needs_no_approver(tool, args):
    assert held_for(tool, None, args, trusted=False) == ""
