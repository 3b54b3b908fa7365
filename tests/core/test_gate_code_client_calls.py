"""A code tool's call of a client library's method that names its act and its object — boto3's
``s3.delete_bucket`` / ``ec2.terminate_instances`` / ``table.delete_item``, an AWS SDK v3 ``DeleteBucketCommand``,
``client.cancelOrder``, ``bank.transfer_funds`` — waits for an approver, as a tool of that name does; so do Go's
``os.RemoveAll``, ``os.execvp("rm", [...])`` / ``pty.spawn([...])``, an ORM's delete of every row through a filter
that names nothing, a ``run`` tool's ``argv`` and an ``npm`` tool's ``unpublish``. Each was claimed through the API
with no approver (qa-agents9). So does Python's ``open`` of a kept absolute path with a mode that truncates it
(``open('/srv/db.sqlite', 'w')``, gate10). The same methods acting in memory (a list's ``remove``, a frame's ``drop_duplicates``, a DOM table's ``deleteRow``),
reads, and a filtered ``deleteMany`` are not held."""

from __future__ import annotations

import pytest

from agentops.core.gate import held_for

HELD = [
    (
        "run_python",
        {"code": "import boto3\nboto3.client('s3').delete_bucket(Bucket='prod-backups')"},
        ".delete_bucket()",
    ),
    ("run_python", {"code": "s3.delete_objects(Bucket=b, Delete={'Objects': keys})"}, ".delete_objects()"),
    ("run_python", {"code": "ec2.terminate_instances(InstanceIds=ids)"}, ".terminate_instances()"),
    ("run_python", {"code": "table.delete_item(Key={'id': 'cust-1'})"}, ".delete_item()"),
    ("run_python", {"code": "es.delete_by_query(index='users', body={'query': {'match_all': {}}})"}, "delete_by_query"),
    ("run_python", {"code": "kubernetes.client.CoreV1Api().delete_namespace('prod')"}, ".delete_namespace()"),
    ("run_python", {"code": "sqs.purge_queue(QueueUrl=url)"}, ".purge_queue()"),
    ("run_python", {"code": "bank.transfer_funds(src, dst, 9000)"}, ".transfer_funds()"),
    ("run_js", {"code": "await client.cancelOrder({orderId})"}, ".cancelOrder()"),
    ("run_js", {"code": "await s3.send(new DeleteBucketCommand({Bucket: 'prod'}))"}, "DeleteBucketCommand"),
    ("run_js", {"code": "await ec2.send(new TerminateInstancesCommand({InstanceIds}))"}, "TerminateInstancesCommand"),
    ("execute_code", {"language": "go", "code": 'os.RemoveAll("/srv/data")'}, "os.RemoveAll()"),
    ("run_python", {"code": "os.execvp('rm', ['rm', '-rf', '/srv'])"}, "rm -rf /srv"),
    ("run_python", {"code": "pty.spawn(['rm', '-rf', '/srv'])"}, "rm -rf /srv"),
    ("run_python", {"code": "User.query.delete()"}, "every record"),
    ("run_python", {"code": "Customer.objects.filter().delete()"}, "every record"),
    ("run_python", {"code": "db.session.execute(delete(User))"}, "every record"),
    ("run", {"argv": ["rm", "-rf", "/srv/data"]}, "rm -rf /srv/data"),
    ("run_process", {"argv": ["kubectl", "delete", "namespace", "prod"]}, "kubectl delete namespace prod"),
    # a tool named after a package manager: its command line without the program, as a shell's ``npm unpublish``
    ("npm", {"command": "unpublish mypkg --force"}, "npm unpublish mypkg --force"),
    ("run_npm", {"args": ["unpublish", "mypkg@1.0.0"]}, "npm unpublish mypkg@1.0.0"),
    # a bare .delete() of what a service keeps (ungated until fix-agents9)
    ("run_python", {"code": "g.get_repo('acme/api').delete()"}, "delete()"),
    ("run_python", {"code": "repo = gh.get_repo(name)\nrepo.delete()"}, "repo.delete()"),
    ("run_js", {"code": "await octokit.repos.delete({owner, repo})"}, "repos.delete()"),
    ("run_python", {"code": "es.indices.delete(index='users')"}, "indices.delete()"),
    ("run_python", {"code": "storage_client.bucket('prod').delete()"}, "delete()"),
    # an alias standing for the program it runs
    ("bash", {"command": "alias x=rm; x -rf /srv"}, "rm -rf /srv"),
    ("bash", {"command": "alias x='rm -rf'\nx /srv"}, "rm -rf /srv"),
    # a kept file opened to write: "w" truncates it on open (ungated until gate10)
    ("run_python", {"code": "open('/srv/db.sqlite','w')"}, "opens /srv/db.sqlite to write"),
    ("run_python", {"code": "with open('/etc/hosts', 'wb') as f:\n    f.write(b'')"}, "opens /etc/hosts to write"),
    ("run_python", {"code": 'path = "/var/lib/app/ledger.db"\nopen(path, "w").close()'}, "opens /var/lib/app/ledger"),
    ("python", {"code": "io.open('/srv/app.conf', encoding='utf-8', mode='w+')"}, "opens /srv/app.conf to write"),
    ("run_python", {"code": "open(r'C:\\data\\books.xlsx', 'w')"}, "opens C:\\data\\books.xlsx to write"),
]

LOW = [
    ("run_python", {"code": "df = df.drop_duplicates()"}),
    ("run_python", {"code": "items.remove(x)"}),
    ("run_python", {"code": "d.pop_item()"}),
    ("run_python", {"code": "sheet.delete_rows(2)"}),
    ("run_python", {"code": "obj = s3.get_object(Bucket=b, Key=k)"}),
    ("run_python", {"code": "print(client.get_payment_status(pid), client.list_cancelled_orders())"}),
    ("run_python", {"code": "client.create_user(name)"}),
    ("run_python", {"code": "asyncio.create_task(job()); task.cancel()"}),
    ("run_python", {"code": "db.users.delete_one({'_id': uid})"}),
    ("run_js", {"code": "table.deleteRow(0); el.removeChild(c); Reflect.deleteProperty(o, k)"}),
    ("run_js", {"code": "localStorage.removeItem(k); el.removeAttribute('hidden'); clearTimeout(t)"}),
    ("run_js", {"code": "await prisma.user.deleteMany({where: {id: 1}})"}),
    ("run_js", {"code": "await prisma.user.updateMany({where: {id: 1}, data: {tier: 'gold'}})"}),
    ("run_js", {"code": "await s3.send(new GetObjectCommand({Bucket, Key})); new PutObjectCommand({})"}),
    ("run", {"argv": ["ls", "-la", "/srv"]}),
    ("npm", {"command": "install lodash"}),
    ("npm", {"args": ["publish"]}),
    ("run_python", {"code": "cache.delete(k); node.delete(); df.index.delete(0)"}),
    ("bash", {"command": "alias ll='ls -la'; ll /srv"}),
    # a file read, appended to, edited in place or only created; a scratch or relative path; a path given at run time
    ("run_python", {"code": "open('/srv/db.sqlite').read(); open('/srv/a.txt', 'r'); open('/srv/a.txt', mode='rb')"}),
    ("run_python", {"code": "open('/srv/app.log', 'a').write(line); open('/srv/db.sqlite', 'r+')"}),
    ("run_python", {"code": "open('/srv/new-report.txt', 'x')"}),
    ("run_python", {"code": "open('report.csv', 'w'); open('/tmp/out.txt', 'w'); open('/dev/null', 'w')"}),
    ("run_python", {"code": "open('/mnt/data/chart.png', 'wb')"}),
    ("run_python", {"code": "def save(path):\n    with open(path, 'w') as f:\n        f.write(text)"}),
    ("run_js", {"code": "await handle.open('/srv/x', 'w')"}),
]


@pytest.mark.parametrize(("tool", "args", "why"), HELD + [(tool, args, "") for tool, args in LOW])
def test_a_client_librarys_destroying_call_waits_for_an_approver_an_in_memory_act_does_not(tool, args, why):
    held = held_for(tool, None, args, trusted=False)
    assert (why in held) if why else held == "", held
