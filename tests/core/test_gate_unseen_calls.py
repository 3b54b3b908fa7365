"""The manual gate on calls written by hand as agents of many frameworks make them (gate13, ``bench/gate_calls.py``):
each held case ran ungated before, each not-held case was held."""

from __future__ import annotations

import pytest

from agentops.core.gate import held_for

pytestmark = pytest.mark.sqlite

WHOLE_FILE = "import os\n\n\ndef main():\n    print('hi')\n\n\nif __name__ == '__main__':\n    main()\n"

HELD = [
    # migrations undone: the tables and columns they made dropped with their rows
    ("Bash", {"command": "rails db:rollback"}, "migrations undone"),
    ("Bash", {"command": "bin/rails db:rollback STEP=3 RAILS_ENV=production"}, "migrations undone"),
    ("Bash", {"command": "python manage.py migrate orders zero"}, "migrations undone"),
    ("Bash", {"command": "alembic downgrade -1"}, "migrations undone"),
    ("Bash", {"command": "php artisan migrate:rollback"}, "migrations undone"),
    ("Bash", {"command": "npx sequelize-cli db:migrate:undo:all"}, "migrations undone"),
    ("Bash", {"command": "mix ecto.rollback"}, "migrations undone"),
    ("Bash", {"command": "goose down"}, "migrations undone"),
    ("Bash", {"command": "terraform apply -auto-approve -replace=aws_db_instance.main"}, "apply -replace"),
    # a here-document read by what it feeds
    ("Bash", {"command": "python - <<'PY'\nimport shutil\nshutil.rmtree('/srv/media')\nPY"}, "here-document"),
    ("Bash", {"command": "psql -d prod <<SQL\nDROP TABLE users;\nSQL"}, "here-document read by psql"),
    ("Bash", {"command": "cat <<EOF | mysql shop\nDELETE FROM carts;\nEOF"}, "here-document read by mysql"),
    # a send to everyone a collection holds, one at a time
    ("run_code", {"language": "js", "code": "await Promise.all(users.map(u => notify(u)));"}, "notify() in a loop"),
    ("Bash", {"command": "for n in $(cat customers.txt); do twilio api:core:messages:create --to $n; done"}, "loop"),
    ("Bash", {"command": "cat phones.txt | xargs -I{} aws sns publish --phone-number {} --message hi"}, "loop"),
    # a marketing send to its lists
    (
        "http_request",
        {"method": "PUT", "url": "https://api.sendgrid.com/v3/marketing/singlesends/a7c1/schedule"},
        "says 'schedule'",
    ),
    (
        "http_request",
        {"method": "POST", "url": "https://us1.api.mailchimp.com/3.0/campaigns/42/actions/schedule"},
        "says 'schedule'",
    ),
    ("hubspot_send_marketing_email", {"emailId": 47, "listIds": [12, 14]}, "a list of recipients"),
    ("slack_chat_postMessage", {"channel": "C024BE91L", "text": "<!everyone> the office is closed"}, "every member"),
    ("discord_send_message", {"channel_id": "1", "content": "@everyone maintenance tonight"}, "every member"),
    # a service's stored files and models deleted from code
    ("python_exec", {"code": "client = OpenAI()\nclient.files.delete('file-abc123')"}, "files.delete"),
    ("python_exec", {"code": "client.models.delete('ft:gpt-4o-mini:acme::abc')"}, "models.delete"),
    # a kept file truncated through a variable, by flags
    (
        "run_code",
        {"code": "const p = '/srv/app/config.json';\nfs.openSync(p, fs.constants.O_WRONLY | fs.constants.O_TRUNC);"},
        "to write",
    ),
    ("run_code", {"code": "const p = '/srv/app/config.json';\nconst fd = await fsp.open(p, 'w');"}, "to write"),
    ("python_exec", {"code": "p = '/srv/app/ledger.json'\nfd = os.open(p, os.O_WRONLY | os.O_TRUNC)"}, "to write"),
    # an edit whose old text is the whole file
    ("Edit", {"file_path": "/work/app/src/main.py", "old_string": WHOLE_FILE, "new_string": ""}, "whole of"),
    (
        "edit_file",
        {"path": "/work/app/src/main.py", "edits": [{"oldText": WHOLE_FILE, "newText": "# TODO\n"}]},
        "whole of",
    ),
    # a function handed to forEach / map by its name, a channel's owner, a typed binding, the Node SDK's del
    ("run_code", {"code": "users.forEach(notify)"}, "notify() in a loop"),
    ("python_exec", {"code": "list(map(send_welcome_email, users))"}, "in a loop"),
    ("run_code", {"code": "subscribers.forEach(s => notifier.notify(s))"}, "in a loop"),
    ("run_code", {"code": "const p: string = '/srv/app/config.json';\nfs.openSync(p, 'w');"}, "to write"),
    ("python_exec", {"code": "p: str = '/srv/app/db.json'\nopen(p, 'w')"}, "to write"),
    ("run_code", {"code": "const p = '/srv/app/config.json', q = 1;\nfs.openSync(p, 'w');"}, "to write"),
    ("run_code", {"code": "await openai.files.del(fileId)"}, "files removed"),
    # a campaign scheduled by name, a script run over every one
    ("sendgrid_schedule_single_send", {"id": "a7c1", "send_at": "now"}, "says 'schedule'"),
    ("schedule_campaign", {"campaign_id": "42"}, "says 'schedule'"),
    ("Bash", {"command": "python scripts/send_invoices.py --all-customers"}, "over every one"),
    ("Bash", {"command": "python manage.py send_reminders --all"}, "over every one"),
    # an edit whose old text is a whole JSON file or Dockerfile
    (
        "Edit",
        {
            "file_path": "/srv/app/package.json",
            "old_string": '{\n  "name": "app",\n  "version": "1.0.0",\n  "private": true\n}\n',
            "new_string": "",
        },
        "whole of",
    ),
    # a backup restored over a live database, infrastructure destroyed or stopped by a call's arguments
    (
        "Bash",
        {"command": "heroku pg:backups:restore b101 DATABASE_URL --app acme-prod --confirm acme-prod"},
        "restored",
    ),
    ("Bash", {"command": "gcloud sql backups restore 1700000000 --restore-instance=prod-pg"}, "restored"),
    ("Bash", {"command": "mongorestore --drop --uri $PROD_URI dump/"}, "restored"),
    ("tfc_create_run", {"workspace_id": "ws-1", "is-destroy": True}, "a run that destroys"),
    ("k8s_scale", {"deployment": "api", "replicas": 0}, "scaled to zero"),
    ("compute.instances.delete", {"project": "acme", "instance": "web-1"}, "says 'delete'"),
    ("execute_command", {"command": "DROP DATABASE prod"}, "DROP DATABASE"),
    # history or work lost by a git tool's arguments, a command every host runs
    (
        "http_request",
        {
            "method": "PATCH",
            "url": "https://api.github.com/repos/a/b/git/refs/heads/main",
            "json": {"sha": "abc", "force": True},
        },
        "forces the push",
    ),
    ("git_reset", {"mode": "hard", "target": "HEAD~3"}, "reset --hard"),
    ("Bash", {"command": 'ansible all -m shell -a "rm -rf /srv/data"'}, "rm -rf /srv/data"),
    # code under a key naming its language
    ("salesforce_execute_anonymous", {"apex": "delete [SELECT Id FROM Contact];"}, "every record"),
]

#: held before, each: a dry run, a plan, a state edit, text printed or searched, a click on the page's own view, a
#: bulk read, a test send
NOT_HELD = [
    ("Bash", {"command": "terraform plan -destroy"}),
    ("Bash", {"command": "aws s3 sync ./build s3://acme-www --delete --dryrun"}),
    ("Bash", {"command": "rsync -a --delete --dry-run ./public/ deploy@prod:/srv/www/"}),
    ("Bash", {"command": "kubectl delete ns payments --dry-run=client"}),
    ("Bash", {"command": "terraform state rm aws_s3_bucket.logs"}),
    ("Bash", {"command": "echo 'DROP TABLE users' > /tmp/example.sql"}),
    ("Bash", {"command": "grep -rn 'DELETE FROM users' src/"}),
    ("browser_click", {"element": "Delete column filter chip", "ref": "e17"}),
    ("click_element", {"index": 14, "text": "Delete filter"}),
    ("click_element", {"index": 12, "text": "Remove from cart"}),
    ("browser_click", {"element": "Delete filter: Status is Open"}),
    ("shopify_bulk_operation_run_query", {"query": "{ products { edges { node { id title } } } }"}),
    ("mailchimp_campaigns_send_test", {"campaign_id": "b03", "test_emails": ["me@acme.io"]}),
]

#: what the new rules leave alone (not held before either): a forward migration, a read fed to psql, a few sends
#: written out, a campaign made, one recipient each pass, an edit of a part or one that keeps the file
LEFT_ALONE = [
    ("Bash", {"command": "rails db:migrate"}),
    ("Bash", {"command": "bundle exec rails db:migrate:status"}),
    ("Bash", {"command": "python manage.py migrate orders 0003"}),
    ("Bash", {"command": "alembic upgrade head"}),
    ("Bash", {"command": "docker compose down"}),
    ("Bash", {"command": "psql <<SQL\nSELECT count(*) FROM users;\nSQL"}),
    ("Bash", {"command": "for n in a b c; do twilio api:core:messages:create --to $n; done"}),
    ("http_request", {"method": "POST", "url": "https://api.sendgrid.com/v3/marketing/singlesends"}),
    ("slack_post_message", {"channel": "#eng", "text": "deploy finished"}),
    ("run_code", {"code": "users.map(u => notify(admin, u.name))"}),
    ("Edit", {"file_path": "/work/app/src/main.py", "old_string": "print('hi')", "new_string": "print('hello')"}),
    ("Edit", {"file_path": "/work/app/src/main.py", "old_string": WHOLE_FILE, "new_string": WHOLE_FILE + "x = 1\n"}),
    ("python_exec", {"code": "fd = os.open('/srv/app/ledger.json', os.O_RDONLY)"}),
    ("run_code", {"code": "users.map(formatUser)"}),
    ("python_exec", {"code": "list(map(str, users))"}),
    ("schedule_meeting", {"with": "bob@acme.io"}),
    ("git_reset", {"mode": "soft", "target": "HEAD~1"}),
    ("Bash", {"command": 'ansible all -a "uptime"'}),
    ("Bash", {"command": "heroku pg:backups:capture --app acme-prod"}),
    ("Bash", {"command": "mongorestore dump/"}),
    ("tfc_create_run", {"workspace_id": "ws-1", "is-destroy": False}),
    ("list_runs", {"is-destroy": True}),
    ("k8s_scale", {"deployment": "api", "replicas": 3}),
    ("get_delete_requests", {"status": "open"}),
    ("execute_command", {"command": "UPDATE users SET plan = 'pro' WHERE id = 2"}),
    ("Bash", {"command": "git push --all"}),
    ("Bash", {"command": "python report.py --all"}),
    ("Bash", {"command": "python scripts/send_invoices.py --all-customers --dry-run"}),
]


@pytest.mark.parametrize(("tool", "args", "why"), HELD)
def test_a_call_the_gate_had_not_seen_is_held(tool, args, why):
    assert why in held_for(tool, None, args, trusted=False)


@pytest.mark.parametrize(("tool", "args"), NOT_HELD)
def test_a_near_miss_it_held_is_not(tool, args):
    assert held_for(tool, None, args, trusted=False) == ""


@pytest.mark.parametrize(("tool", "args"), LEFT_ALONE)
def test_the_new_rules_leave_their_near_misses_alone(tool, args):
    assert held_for(tool, None, args, trusted=False) == ""


@pytest.mark.parametrize("text", ["Checkout cart", "Delete search history", "Delete account and clear filter"])
def test_a_click_that_pays_or_deletes_what_is_kept_is_still_held(text):
    assert held_for("click_element", None, {"text": text}, trusted=False)


def test_an_echo_piped_or_written_for_a_sql_client_is_still_read_as_sql():
    """SQL that echo prints is no act, unless a SQL client of the same command runs it."""
    assert "DROP TABLE" in held_for("Bash", None, {"command": 'echo "DROP TABLE x" | psql'}, trusted=False)
    written = {"command": 'echo "DROP TABLE x" > q.sql && psql -f q.sql'}
    assert "DROP TABLE" in held_for("Bash", None, written, trusted=False)
