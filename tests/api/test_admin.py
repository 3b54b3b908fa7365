"""Admins create agent API keys in the admin: the key is shown once, only its hash is stored."""

from __future__ import annotations

import pytest
from django.contrib.admin.templatetags.admin_urls import admin_urlname
from django.contrib.admin.utils import quote
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from runs.models.api_keys import ApiKey
from tests.api.conftest import URL, RunHandle, api, external_fields, raw_key  # noqa: F401  (api, raw_key: fixtures)

pytestmark = pytest.mark.django_db


def change_url(obj) -> str:
    """The admin's change page of ``obj``, its key quoted as the admin quotes it: an id like ``exe_22…`` read
    raw is unquoted to ``exe_"…`` (``_22`` is the admin's escape for ``"``) and answers a redirect."""
    return reverse(admin_urlname(obj._meta, "change"), args=[quote(obj.pk)])


def test_admin_creates_a_key_and_shows_it_once():
    admin = User.objects.create_superuser("root", "root@example.com", "pw-123456789")
    client = Client()
    client.force_login(admin)
    response = client.post("/admin/runs/apikey/add/", {"agent": "ticket-external", "name": "bot"}, follow=True)
    assert response.status_code == 200
    key = ApiKey.objects.get()
    assert key.created_by == admin and key.agent == "ticket-external"
    shown = [str(m) for m in response.context["messages"] if "aok_" in str(m)]
    assert len(shown) == 1 and f"aok_{key.prefix}_" in shown[0]
    secret = shown[0].split(f"aok_{key.prefix}_")[1].split()[0]
    assert secret not in key.secret_hash
    page = client.get("/admin/runs/apikey/").content.decode()
    assert key.prefix in page and secret not in page


def test_the_admin_shows_no_raw_value_nor_anything_derived_from_one() -> None:
    """The admin does not bypass the per-run grant: a superuser without one reads a snapshot's context
    redacted, a call's key as its pseudonym, no chain hash, and finds nothing by a key computed from a
    guessed argument (a hit would confirm the guess)."""
    import json
    import re

    from agentops.core.keys import idem_key
    from runs.models import Event, Run, SideEffect, ToolExecution
    from runs.worker.engine import drive_run
    from tests.redaction.oracle import KEY_TOKEN
    from tests.runs.factories import make_run

    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "COMPLETED"
    admin = User.objects.create_superuser("root", "root@example.com", "pw-123456789")
    client = Client()
    client.force_login(admin)
    snapshot = Event.objects.filter(run_id=run_id, type="SnapshotTaken").exclude(context=None).first()
    addresses = set(re.findall(r"[\w.+-]+@example\.com", snapshot.context))
    page = client.get(change_url(snapshot)).content.decode()
    assert addresses and not [a for a in addresses if a in page] and "&lt;email:" in page
    assert snapshot.hash not in page and snapshot.prev_hash not in page
    call = ToolExecution.objects.filter(run_id=run_id, tool="send_email").first()
    args = json.loads(call.args)
    right = idem_key(run_id, call.step, call.call_index, call.tool, args)
    assert call.idem_key == right and "@" in args["to"]  # the key the right guess gives
    page = client.get(change_url(call)).content.decode()
    assert right[:8] not in page and KEY_TOKEN.search(page.replace("&lt;", "<").replace("&gt;", ">"))
    assert call.pk not in client.get("/admin/runs/toolexecution/", {"q": right}).content.decode()
    effect = SideEffect.objects.get(idem_key=right)
    assert right[:8] not in client.get("/admin/runs/sideeffect/").content.decode()
    # its change page's title, heading and breadcrumbs print the row (they showed "email → customer@example.com")
    page = client.get(change_url(effect)).content.decode()
    assert "@" in effect.target and effect.target not in page and "&lt;email:" in page
    run = Run.objects.get(id=run_id)
    assert run.last_hash not in client.get(change_url(run)).content.decode()


def test_the_admin_shows_a_runs_payloads_with_the_names_its_events_reveal(api) -> None:  # noqa: F811
    """qa-ops7: an SDK agent's run asked "Refund for Ann Lee please" and its model called a tool with
    ``customer_name: "Ann Lee"``: the run's pages show her as ``<name:…>`` in both events (a name one event takes under
    a person's key is pseudonymised in all of them); the admin redacted each payload alone, and its RunStarted page
    showed the message's "Ann Lee" raw to a superuser without a grant; so did the reasons typed for raw-access grants
    on the run (the admin's and the API's audit of them)."""
    from runs.governance.visibility import grant_raw_access
    from runs.models import Event

    messages = [{"role": "user", "content": "Refund for Ann Lee please"}]
    run_id = api.post(URL, external_fields(messages=messages), format="json").json()["id"]
    lease = api.post(f"{URL}{run_id}/lease/", {"owner": "bot"}, format="json").json()
    run = RunHandle(api, run_id, "bot", lease["fencing_token"], lease["secret"])
    assert run.sample(0, [{"name": "lookup_customer", "args": {"customer_name": "Ann Lee"}}]).status_code == 201
    admin = User.objects.create_superuser("root", "root@example.com", "pw-123456789")
    client = Client()
    client.force_login(admin)
    assert "Ann Lee" not in client.get(f"/runs/{run_id}/").content.decode()  # its page shows no raw name
    started = Event.objects.get(run_id=run_id, seq=1)
    assert "Ann Lee" in started.payload  # the journal holds it, in prose: no key of that event names a person
    pages = [client.get(change_url(event)).content.decode() for event in Event.objects.filter(run_id=run_id)]
    assert not [page for page in pages if "Ann Lee" in page] and "Refund for &lt;name:" in pages[0]
    # the audit of raw views: the reason typed for a grant on the run, shown as the run's pages show text
    grant_raw_access(user=admin, run_id=run_id, reason="checking the refund of Ann Lee")
    listed = client.get("/admin/runs/rawaccessgrant/").content.decode()
    api_listed = client.get(f"{URL}{run_id}/raw-access-grants/").json()
    assert "refund of &lt;name:" in listed and "Ann Lee" not in listed
    assert api_listed[0]["reason"].startswith("checking the refund of <name:")


def test_the_admin_shows_reasons_people_typed_redacted_as_the_pages_do() -> None:
    """A bulk job's reason, cancel reason and search, and a raw-access grant's reason, are text a person typed
    about runs (an e-mail address, a phone): the job's pages, its API and /exports/ show such text redacted, and
    the admin showed it raw to a superuser without a grant."""
    from datetime import timedelta

    from django.utils import timezone

    from approvals.models import BulkJob
    from runs.models import RawAccessGrant
    from tests.runs.factories import make_run

    typed = "customer chen.jie@example.com, tel 13987654321"
    admin = User.objects.create_superuser("root", "root@example.com", "pw-123456789")
    now = timezone.now()
    job = BulkJob.objects.create(
        action="retry", actor="root", reason=typed, total=0, created_at=now, cancel_reason=typed,
        selection={"filters": {"q": "chen.jie@example.com"}},
    )  # fmt: skip
    grant = RawAccessGrant.objects.create(
        actor=admin, actor_name="root", run_id=make_run("ticket"), reason=typed, granted_at=now,
        expires_at=now + timedelta(minutes=5),
    )  # fmt: skip
    client = Client()
    client.force_login(admin)
    for url in (
        f"/admin/approvals/bulkjob/{job.pk}/change/",
        "/admin/approvals/bulkjob/",
        f"/admin/runs/rawaccessgrant/{grant.pk}/change/",
        "/admin/runs/rawaccessgrant/",
    ):
        page = client.get(url).content.decode()
        assert "chen.jie" not in page and "13987654321" not in page, url
    assert "&lt;email:" in client.get(f"/admin/approvals/bulkjob/{job.pk}/change/").content.decode()
    assert "&lt;email:" in client.get("/admin/runs/rawaccessgrant/").content.decode()


def test_the_admin_lists_are_filtered_by_their_own_filters_only() -> None:
    """Django's admin took any lookup on a model's own fields from the query string, and the count it answered
    confirmed a guessed raw value to a superuser without a grant, character by character with ``__regex``:
    ``/admin/runs/run/?reference__startswith=jane`` said "1 run", ``/admin/runs/event/?payload__contains=<a guessed
    address>`` "N events", a wrong guess 0 (qa-ops5). Only the lists' own filters are taken; any other is a 400."""
    import json

    from runs.models import Event, Run, ToolExecution
    from runs.worker.engine import drive_run
    from tests.runs.factories import make_run

    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "COMPLETED"
    Run.objects.filter(id=run_id).update(reference="jane.doe@example.com")
    call = ToolExecution.objects.filter(run_id=run_id, tool="send_email").first()
    address = json.loads(call.args)["to"]
    assert Event.objects.filter(run_id=run_id, payload__contains=address).exists()  # the guess is right
    client = Client()
    client.force_login(User.objects.create_superuser("root", "root@example.com", "pw-123456789"))
    for url, lookup in (
        ("/admin/runs/run/", {"reference__startswith": "jane"}),
        ("/admin/runs/run/", {"reference": "jane.doe@example.com"}),
        ("/admin/runs/run/", {"status__regex": "."}),  # a filter's field, a lookup no filter makes
        ("/admin/runs/event/", {"payload__contains": address}),
        ("/admin/runs/event/", {"context__regex": "@example"}),
        ("/admin/runs/toolexecution/", {"args__contains": address}),
        ("/admin/runs/toolexecution/", {"idem_key": call.idem_key}),
        ("/admin/runs/sideeffect/", {"target__startswith": address[:4]}),
        ("/admin/runs/rawaccessgrant/", {"reason__contains": "a"}),
        ("/admin/runs/apikey/", {"secret_hash__startswith": "a"}),
        ("/admin/approvals/bulkjob/", {"reason__contains": "a"}),
        ("/admin/approvals/notice/", {"detail__contains": "a"}),
        ("/admin/approvals/delivery/", {"response__contains": "a"}),
    ):
        response = client.get(url, lookup)
        assert response.status_code == 400, (url, lookup, response.status_code)
        assert b'class="paginator"' not in response.content, (url, lookup)  # no count of what the lookup found
    listed = client.get("/admin/runs/run/", {"status__exact": "COMPLETED", "agent__exact": "ticket"})
    assert listed.status_code == 200 and run_id in listed.content.decode()  # the lists' own filters still work
    listed = client.get("/admin/runs/toolexecution/", {"tool__exact": "send_email", "status__isnull": "False"})
    assert listed.status_code == 200 and call.pk in listed.content.decode()
