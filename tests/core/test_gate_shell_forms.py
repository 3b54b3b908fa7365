"""Shell commands the gate let through though they destroy: a command run on another host (``ssh prod 'rm -rf
/srv'``), curl's method in combined short options (``-sSX DELETE``), a command in a loop's or a branch's body (``for f
in *; do rm "$f"; done``), a command behind ``busybox`` / ``watch`` / ``parallel`` / ``xargs -a FILE``, volumes,
pools and accounts destroyed (``zfs destroy``, ``lvremove``, ``userdel``, ``pg_dropcluster``), and code that sends an
HTTP DELETE (``requests.delete(…)``). Each is held as the plain command is."""

import pytest

from agentops.core.gate import held_for

pytestmark = pytest.mark.sqlite

HELD = [
    ("ssh prod 'rm -rf /srv'", "shell `rm -rf /srv`"),
    ("ssh -i ~/.ssh/id -p 2222 deploy@db1 \"psql -c 'DROP TABLE users'\"", "SQL DROP TABLE"),
    ("ssh -o StrictHostKeyChecking=no web1 sudo systemctl stop nginx", "systemctl stop"),
    ("curl -sSX DELETE https://api.acme.com/users/5", "HTTP DELETE /users/5"),
    ("curl -sXDELETE https://api.acme.com/users/5", "HTTP DELETE /users/5"),
    ('for f in /srv/data/*; do rm "$f"; done', "shell `rm"),
    ("if [ -d /srv/old ]; then rm -rf /srv/old; fi", "shell `rm -rf /srv/old`"),
    ("{ rm -rf /srv/data; }", "shell `rm -rf /srv/data"),
    ("busybox rm -rf /srv", "shell `rm -rf /srv`"),
    ("watch -n 60 rm -rf /tmp/cache", "shell `rm -rf /tmp/cache`"),
    ("parallel rm -rf ::: /srv/a /srv/b", "shell `rm -rf"),
    ("xargs -a list.txt rm -f", "shell `rm -f`"),
    ("zfs destroy -r tank/data", "(says 'destroy')"),
    ("zpool destroy tank", "(says 'destroy')"),
    ("lvremove -f vg0/data", "shell `lvremove -f vg0/data`"),
    ("userdel -r alice", "shell `userdel -r alice`"),
    ("pg_dropcluster 15 main --stop", "shell `pg_dropcluster 15 main --stop`"),
    ("python -c \"import requests; requests.delete('https://api.acme.com/users/5')\"", "code sends an HTTP DELETE"),
]
LOW = [
    "ssh prod 'ls -la /srv'",
    "ssh -p 2222 deploy@db1 uptime",
    "curl -sS https://api.acme.com/users/5",
    "curl -sSX GET https://api.acme.com/users/5",
    'for f in /srv/data/*.csv; do wc -l "$f"; done',
    "watch -n 5 df -h",
    "zfs list -t snapshot",
    "python -c \"import requests; print(requests.get('https://api.acme.com/users/5').json())\"",
]


@pytest.mark.parametrize(("command", "why"), HELD)
def test_a_destroying_command_in_another_form_is_held_and_says_why(command, why):
    assert why in held_for("run_shell", None, {"command": command}, trusted=False)


@pytest.mark.parametrize("command", LOW)
def test_the_same_forms_reading_or_listing_are_not_held(command):
    assert held_for("run_shell", None, {"command": command}, trusted=False) == ""
