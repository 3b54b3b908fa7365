"""What a code or shell tool still let through after the gate's first gate11 rules (found by trying an agent's
ordinary calls): a boto3 bucket emptied (``bucket.objects.delete()``), every instance terminated
(``ec2.instances.all().terminate()``), a Stripe or Salesforce record deleted by its class
(``stripe.Customer.delete(cid)``, ``sf.Contact.delete(id)``), supabase-js's ``.delete().neq("id", 0)`` (every row),
a payment posted by ``fetch(url, {method: "POST"})``, Node's ``require("fs").writeFileSync`` through ``node -e``, and
a cloud sync that deletes at its destination (``aws s3 sync … --delete``, ``rclone sync``, ``gsutil rsync -d``)."""

import pytest

from agentops.core.gate import held_for

HELD = [
    ("run_python", {"code": "s3.Bucket('prod').objects.delete()"}, "objects.delete()"),
    ("run_python", {"code": "s3.Bucket('prod').object_versions.delete()"}, "object_versions.delete()"),
    ("run_python", {"code": "ec2.instances.all().terminate()"}, "every record"),
    ("run_python", {"code": "stripe.Customer.delete(cid)"}, "stripe.Customer.delete()"),
    ("run_python", {"code": "for s in stripe.Subscription.list():\n    stripe.Subscription.delete(s.id)"}, "Subscription"),
    ("run_python", {"code": "sf.Contact.delete(contact_id)"}, "sf.Contact.delete()"),
    ("run_js", {"code": "await supabase.from('users').delete().neq('id', 0)"}, "every record"),
    ("run_js", {"code": "await fetch('https://api.stripe.com/v1/refunds', {method: 'POST', body})"}, "says 'refund'"),
    ("run_js", {"code": "await fetch(`${base}/v1/transfers`, {method: 'POST', body})"}, "says 'transfer'"),
    ("bash", {"command": "node -e \"require('fs').writeFileSync('/srv/app/.env','')\""}, "writes over /srv/app/.env"),
    ("bash", {"command": "aws s3 sync empty/ s3://prod --delete"}, "sync --delete"),
    ("bash", {"command": "rclone sync ./out remote:prod"}, "rclone sync"),
    ("bash", {"command": "gsutil -m rsync -r -d ./out gs://prod"}, "sync deletes"),
]  # fmt: skip

LOW = [
    ("run_python", {"code": "stripe.Customer.retrieve(cid); stripe.Customer.modify(cid, email=e)"}),
    ("run_python", {"code": "np.Array.delete(a, 0); pd.Index.delete(idx, 0); client.objects.delete(ids)"}),
    ("run_python", {"code": "ec2.instances.filter(InstanceIds=ids).terminate()"}),
    ("run_js", {"code": "await supabase.from('users').delete().eq('id', 5)"}),
    ("run_js", {"code": "await fetch('/api/items', {method: 'POST', body}); await fetch(url, {method: 'POST'})"}),
    ("bash", {"command": "aws s3 sync ./out s3://prod; rclone copy ./out remote:prod; gsutil -m rsync -r ./out gs://b"}),
]  # fmt: skip


@pytest.mark.parametrize(("tool", "args", "why"), HELD)
def test_a_cloud_sdks_delete_a_fetched_payment_or_a_deleting_sync_waits_for_an_approver(tool, args, why):
    held = held_for(tool, None, args, trusted=False)
    assert why in held, held


@pytest.mark.parametrize(("tool", "args"), LOW)
def test_a_read_an_edit_a_filtered_act_or_a_copying_sync_needs_no_approver(tool, args):
    assert held_for(tool, None, args, trusted=False) == ""
