"""What gate11 left (gate12). A service's act named by its API's path: Google Sheets' ``values().clear()`` /
``batchClear``, Google Drive's ``files().delete()``, Slack's ``conversations.archive``, GitPython's forced push,
OpenAI's ``assistants.delete``, openpyxl's ``delete_rows(1, ws.max_row)``; and ``rails db:schema:load`` (each table recreated empty) — each ran ungated. And
many messages to one recipient is no bulk send: ``for item in items: bot.send_message(chat_id, item)`` was held as
one; a send whose recipient the loop's variable (or a name its body binds) gives still is. A column or a cache
deleted (``ws.delete_cols(3)``, ``u.delete_cache()``) was held by its method's name: no longer."""

import pytest

from agentops.core.gate import held_for

CODE_HELD = [
    ("service.spreadsheets().values().clear(spreadsheetId=sid, range='A:Z', body={}).execute()", "values().clear()"),
    ("sheets.spreadsheets().values().batchClear(spreadsheetId=sid, body={'ranges': ['A:Z']}).execute()", "batch"),
    ("drive.files().delete(fileId=fid).execute()", "files().delete()"),
    ("client.conversations_archive(channel='C123')", "conversations_archive()"),
    ("await client.conversations.archive({channel: 'C123'})", "conversations.archive()"),
    ("repo.git.push('--force')", "git.push()"),
    ("repo.git.push('origin', 'main', force=True)", "git.push()"),
    ("repo.remote('origin').push(refspec='+main:main')", "push()"),
    ("client.beta.assistants.delete(aid)", "assistants.delete()"),
    ("ws.delete_rows(1, ws.max_row)", "delete_rows()"),
    ("ws.delete_cols(1, ws.max_column)", "delete_cols()"),
    ("elasticache.delete_cache_cluster(CacheClusterId=c)", "delete_cache_cluster()"),
]

CODE_LOW = [
    "d = {}; d.clear()",
    "cache.clear()",
    "ws.values().clear()",
    "repo.git.push('origin', 'main')",
    "client.conversations_list()",
    "drive.files().list(q=q).execute()",
    "ws.delete_rows(2)",
    "ws.delete_cols(3)",
    "u.delete_cache()",
]

SHELL = [
    ("bin/rails db:schema:load", True),
    ("bundle exec rake db:schema:load", True),
    ("rails db:structure:load", True),
    ("rails db:setup", True),
    ("rails db:migrate", False),
    ("rails db:schema:dump", False),
]

LOOP_ONE_RECIPIENT = [
    "for item in items:\n    bot.send_message(chat_id, item)",
    "for line in lines:\n    bot.send_message(chat_id=CHAT, text=line)",
    "for chunk in chunks:\n    await client.chat_postMessage(channel='#ops', text=chunk)",
    "for part in parts:\n    client.messages.create(to=ME, from_=FROM, body=part)",
    "for u in users:\n    smtp.sendmail(FROM, ADMIN, render(u))",
    "[bot.send_message(CHAT, x) for x in items]",
    "lines.forEach(l => mailer.send({to: 'ops@x.com', text: l}))",
    "for (const m of msgs) { await bot.sendMessage(chatId, m) }",
]

LOOP_MANY = [
    "for u in users:\n    bot.send_message(u.chat_id, 'hi')",
    "for uid in user_ids:\n    bot.send_message(chat_id=uid, text='hi')",
    "for u in users:\n    addr = u.email\n    send_email(addr, 'hi')",
    "for u in users:\n    smtp.sendmail(FROM, u.email, msg)",
    "for i, u in enumerate(users):\n    send_email(to=u.email, subject='x')",
    "for u in users:\n    send_email(**u)",
    "users.forEach(function (u) { mailer.send({to: u.email, subject: 's'}) })",
    "for (const u of users) { const to = u.email; await sendEmail(to, 'hi') }",
]


@pytest.mark.parametrize(("code", "why"), CODE_HELD)
def test_a_service_act_named_by_its_api_path_waits_for_an_approver(code, why):
    held = held_for("run_python", None, {"code": code}, trusted=False)
    assert why in held, held


@pytest.mark.parametrize("code", CODE_LOW)
def test_a_clear_or_a_push_of_anything_else_needs_no_approver(code):
    assert held_for("run_python", None, {"code": code}, trusted=False) == ""


@pytest.mark.parametrize(("command", "held"), SHELL)
def test_a_schema_loaded_over_the_database_waits_for_an_approver(command, held):
    why = held_for("bash", None, {"command": command}, trusted=False)
    assert ("the database dropped or emptied" in why) is held, why


@pytest.mark.parametrize("code", LOOP_ONE_RECIPIENT)
def test_many_messages_to_one_recipient_is_no_bulk_send(code):
    assert held_for("run_python", None, {"code": code}, trusted=False) == ""


@pytest.mark.parametrize("code", LOOP_MANY)
def test_a_send_whose_recipient_the_loop_gives_is_a_bulk_send(code):
    held = held_for("run_python", None, {"code": code}, trusted=False)
    assert "bulk: one send each" in held, held
