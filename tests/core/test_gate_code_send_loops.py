"""A send in a loop in a code tool is a bulk send (gate11): ``for u in users: send_email(u, …)`` and
``users.forEach(u => sendEmail(u))`` reach everyone the collection holds, as ``send_email`` to 40 addresses does,
and ran ungated while that call waited for an approver. A loop over a few written out (a retry's ``range(3)``), a
loop that only builds the one message sent after it, and a loop of reads are not held."""

import pytest

from agentops.core.gate import held_for

HELD = [
    ("run_python", "for u in users:\n    send_email(u, 'Hi', body)", "send_email() in a loop over users"),
    (
        "run_python",
        "for row in df.itertuples():\n    client.messages.create(to=row.phone, body=msg)",
        "messages.create()",
    ),
    (
        "run_python",
        "[notify_user(u.id, text) for u in User.objects.all()]",
        "notify_user() in a loop over User.objects.all()",
    ),
    ("run_python", "for c in customers: smtp.sendmail(me, c.email, msg.as_string())", "smtp.sendmail()"),
    ("run_python", "async for u in stream():\n    await slack.send(u.channel, text)", "slack.send()"),
    ("run_js", "users.forEach(u => sendEmail(u, 'hi'))", "sendEmail() in a loop over users"),
    ("run_js", "for (const u of users) { await transporter.sendMail({to: u.email}) }", "transporter.sendMail()"),
    ("run_js", "await Promise.all(customers.map(c => sms.send(c.phone, text)))", "sms.send() in a loop over customers"),
    ("run_js", "for (let i = 0; i < list.length; i++) sendEmail(list[i])", "sendEmail()"),
    ("run_python", "for u in users:\n    slack.chat_postMessage(channel=u.slack_id, text=msg)", "chat_postMessage()"),
    ("run_ruby", "User.find_each do |u|\n  UserMailer.send_welcome(u).deliver_now\nend", "UserMailer.send_welcome()"),
]

LOW = [
    "for attempt in range(3):\n    send_email(admin, 'Report', body)",
    "for to in ['a@x.com', 'b@x.com']:\n    send_email(to, 'Hi', body)",
    "for f in files:\n    msg.attach(f)\nsend_email(boss, msg)",
    "for u in users:\n    print(u.email)",
    "items.forEach(i => console.log(i)); rows.map(r => r.text())",
    "for (let i = 0; i < 3; i++) { await sendEmail(ops) }",
    "texts = [t.text() for t in nodes]",
    "for chunk in chunks:\n    sock.send(chunk)\nfor w in waiters:\n    cond.notify()",
    "for u in users:\n    send(u)",
    # a protocol's or a socket's sends, the code's own plumbing (seen in library code: bench below)
    "for k, v in headers.items():\n    self.send_header(k, v)\nfor line in lines:\n    self.sendLine(line)",
    "for chunk in request.stream:\n    self._send_event(chunk)\nfor d in data:\n    conn.send_data(d)",
    "for part in chain:\n    out.append(response.text_lossy(part))",
    "for e in events:\n    queue.send_message(MessageBody=json.dumps(e))\nfor r in records:\n    producer.send('t', r)",
]


@pytest.mark.parametrize(("tool", "code", "why"), HELD)
def test_a_send_in_a_loop_over_a_collection_waits_for_an_approver(tool, code, why):
    held = held_for(tool, None, {"code": code}, trusted=False)
    assert why in held and "bulk" in held, held


@pytest.mark.parametrize("code", LOW)
def test_a_few_sends_or_a_loop_of_reads_needs_no_approver(code):
    assert held_for("run_python", None, {"code": code}, trusted=False) == ""
