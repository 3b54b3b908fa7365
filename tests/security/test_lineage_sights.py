"""Raw sight across a lineage: forks and continuations, read in a bounded number of queries."""

from __future__ import annotations

import importlib
import json
from datetime import timedelta

import pytest
from django.apps import apps as django_apps
from django.contrib.auth.models import Permission
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from agentops.core.loop import Agent, Outcome
from agentops.demo import ticket
from runs.api.keys import api_key_create
from runs.demo.sinks import DbSideEffectSink
from runs.governance.visibility import end_raw_access, grant_raw_access, sight_of, sights_of
from runs.models import Event, RawAccessGrant, Run
from runs.services import run_continue_as_new, run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def _auditor(name: str = "auditor"):
    user = make_user(name, "viewer")
    user.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    return type(user).objects.get(pk=user.pk)  # the permission cache starts empty


def _lineage(depth: int) -> list[str]:
    """A run and ``depth`` forks, each of the one before: oldest first."""
    ids = [make_run("ticket", n=0)]
    for n in range(1, depth + 1):
        fork = make_run("ticket", n=n)
        Run.objects.filter(id=fork).update(fork_of=ids[-1], fork_seq=3)
        ids.append(fork)
    return ids


@pytest.mark.parametrize("depth", [1, 3, 6])
def test_sights_of_reads_a_forks_lineage_in_a_bounded_number_of_queries(depth, django_assert_num_queries):
    """One query per ancestor per request (``forked_from`` walked a row at a time): a fork of a fork of a
    fork cost five queries, a deeper one more. Now: the grants, then every granted fork's lineage at once."""
    auditor = _auditor()
    ids = _lineage(depth)
    grant_raw_access(user=auditor, run_id=ids[-1], reason="INC-1")
    assert auditor.has_perm("runs.unredacted_export")  # (the permission check's own two reads, cached on the user)
    with django_assert_num_queries(2):  # the grants; the lineages of the granted forks (one recursive query)
        sights = sights_of(auditor)
    assert all(sights(run_id).raw for run_id in ids)


def ticket_v2() -> Agent:
    """The ticket agent after a model upgrade: its old runs are refused and continued as new runs."""
    return ticket.build_agent(DbSideEffectSink("email"), model_version="scripted-ticket-v2")


def _continued(settings) -> tuple[str, str]:
    """A run refused after a model change and its continuation, whose RunStarted carries its context."""
    inputs = {"ticket": "T-5", "customer": "li.na.before@example.com", "task": "Resolve the ticket."}
    before, _ = run_create(agent="ticket", inputs=inputs, seed=7, start=False)
    assert drive_run(before.id, max_steps=13) is Outcome.YIELDED
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], "ticket": f"{__name__}:ticket_v2"},
    }
    assert drive_run(before.id) is Outcome.FAILED
    after = run_continue_as_new(run_id=before.id)
    assert "li.na.before@example.com" in Event.objects.get(run_id=after.id, seq=1).payload
    return before.id, after.id


def test_a_grant_on_a_continuation_alone_does_not_show_its_predecessors_context_raw(settings):
    """A continuation's RunStarted carries the messages of the run it continues: a grant on the continuation
    alone showed them raw under the continuation's audit row (forks were under the lineage rule; these were
    not). Now one rule: raw only with a grant on every run above it, which a grant opened on it records."""
    before, after = _continued(settings)
    auditor = _auditor()
    api = APIClient()
    api.force_login(auditor)

    def shown(run_id: str) -> str:
        return json.dumps(api.get(f"/api/v1/runs/{run_id}/events/").json())

    now = timezone.now()  # a grant row on the continuation alone (as one opened before the rule)
    RawAccessGrant.objects.create(
        actor=auditor,
        actor_name="auditor",
        run_id=after,
        reason="old",
        granted_at=now,
        expires_at=now + timedelta(hours=1),
    )
    assert "li.na.before@" not in shown(after) and "<email:" in shown(after)
    assert not sight_of(auditor, after).raw
    RawAccessGrant.objects.all().delete()

    page = Client()
    page.force_login(auditor)
    assert f'This run continues <a href="/runs/{before}/">' in page.get(f"/runs/{after}/").content.decode()
    assert page.post(f"/runs/{after}/raw-access/", {"reason": "complaint 7"}).status_code == 302
    opened = RawAccessGrant.objects.get(run_id=after)
    assert opened.revealed_by is None and opened.reason == "complaint 7"
    assert [(r.run_id, r.revealed_by_id) for r in opened.reveals.all()] == [(before, opened.pk)]
    assert "li.na.before@" in shown(after) and "li.na.before@" in shown(before)
    end_raw_access(user=auditor, run_id=after)
    assert "li.na.before@" not in shown(after) and "li.na.before@" not in shown(before)


def test_a_fork_of_a_continuation_needs_the_whole_lineage_granted(settings):
    """Forks and continuations are one lineage: a fork of a continuation shows the continued run's context."""
    before, after = _continued(settings)
    fork = make_run("ticket", n=9)
    Run.objects.filter(id=fork).update(fork_of=after, fork_seq=1)
    auditor = _auditor()
    now, later = timezone.now(), timezone.now() + timedelta(hours=1)
    for run_id in (fork, after):
        RawAccessGrant.objects.create(
            actor=auditor, actor_name="a", run_id=run_id, reason="r", granted_at=now, expires_at=later
        )
    sights = sights_of(auditor)
    assert not sights(fork).raw and not sights(after).raw
    opened = grant_raw_access(user=auditor, run_id=fork, reason="r2")
    assert list(opened.reveals.order_by("pk").values_list("run_id", flat=True)) == [after, before]
    sights = sights_of(auditor)
    assert sights(fork).raw and sights(after).raw and sights(before).raw


def test_one_grant_on_a_fork_of_a_fork_is_linked_to_the_rows_it_revealed_in_admin_and_api():
    """A grant on a fork wrote one row per run it revealed, unlinked: an auditor saw N grants of one reason,
    not one grant that revealed N runs."""
    ids = _lineage(2)
    admin = make_user("root", superuser=True)
    opened = grant_raw_access(user=admin, run_id=ids[-1], reason="INC-3 jane@example.com")
    rows = list(RawAccessGrant.objects.order_by("pk"))
    assert [(r.run_id, r.revealed_by_id) for r in rows] == [
        (ids[2], None),
        (ids[1], opened.pk),
        (ids[0], opened.pk),
    ]

    browser = Client()
    browser.force_login(admin)
    listed = browser.get("/admin/runs/rawaccessgrant/").content.decode()
    assert f"2 runs: {ids[1]}, {ids[0]}" in listed and f"grant #{opened.pk} on {ids[2]}" in listed
    detail = browser.get(f"/admin/runs/rawaccessgrant/{rows[1].pk}/change/").content.decode()
    assert f"grant #{opened.pk} on {ids[2]}" in detail and "jane@example.com" not in detail

    api = APIClient()
    api.force_login(admin)
    on_fork = api.get(f"/api/v1/runs/{ids[2]}/raw-access-grants/")
    assert on_fork.status_code == 200, on_fork.content
    (row,) = on_fork.json()
    assert row["id"] == opened.pk and row["revealed_by"] is None and row["reveals"] == [ids[1], ids[0]]
    assert "jane@example.com" not in json.dumps(row) and row["actor"] == "root"
    (row,) = api.get(f"/api/v1/runs/{ids[0]}/raw-access-grants/").json()
    assert row["revealed_by"] == {"id": opened.pk, "run_id": ids[2]} and row["reveals"] == []
    assert api.get("/api/v1/runs/run_nope/raw-access-grants/").status_code == 404


@pytest.mark.parametrize("who", ["viewer", "auditor", "agent"])
def test_the_raw_access_audit_api_is_for_superusers(who):
    run_id = make_run("ticket")
    api = APIClient()
    if who == "agent":
        _, key = api_key_create(agent="ticket")
        api.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    else:
        api.force_login(make_user(who, "viewer") if who == "viewer" else _auditor())
    response = api.get(f"/api/v1/runs/{run_id}/raw-access-grants/")
    assert response.status_code == 403 and "superusers" in response.json()["error"]["message"]


def test_grant_rows_written_before_the_link_are_linked_by_the_migration():
    """0026 links the rows one grant wrote (one actor, reason and instant; the first is the grant's own)."""
    ids = _lineage(2)
    auditor = _auditor()
    now = timezone.now()
    made = [
        RawAccessGrant.objects.create(
            actor=auditor, actor_name="a", run_id=run_id, reason="r", granted_at=now, expires_at=now
        )
        for run_id in reversed(ids)
    ]
    alone = RawAccessGrant.objects.create(
        actor=auditor, actor_name="a", run_id=ids[0], reason="r", granted_at=now + timedelta(1), expires_at=now
    )
    link = importlib.import_module("runs.migrations.0026_raw_grant_revealed_by").link_earlier_grants
    link(django_apps, None)
    linked = dict(RawAccessGrant.objects.values_list("pk", "revealed_by"))
    assert linked == {made[0].pk: None, made[1].pk: made[0].pk, made[2].pk: made[0].pk, alone.pk: None}
