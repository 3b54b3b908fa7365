"""An answer that may show raw values is kept out of every cache (``runs.governance.visibility.RawNoStore``).

Found by qa-ops9: the run page of a granted admin carried only ``Vary: Cookie``, so after *Hide raw values* or the
grant's expiry the browser's history and back cache still showed the raw values (exports alone said ``no-store``).
Now any answer whose reader was handed a raw sight — the run page, its htmx partials, the events API, a bulk job's
pages shown as typed to a holder of the unredacted permission — is ``Cache-Control: no-store, private``; an answer
with nothing raw keeps its caching (none said)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from approvals.bulk import services as bulk
from runs.governance.visibility import end_raw_access, grant_raw_access
from runs.models import Event, Run
from tests.bulk.conftest import previewed
from tests.dashboard.conftest import waiting_payment
from tests.dashboard.test_actor_names import _decisions_only, people  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

NO_STORE = "no-store, private"


def _run_addresses(run: Run) -> list[tuple[str, dict[str, str]]]:
    seq = Event.objects.filter(run=run).order_by("-seq").values_list("seq", flat=True)[0]
    return [
        (reverse("run", args=[run.id]), {}),
        (reverse("run", args=[run.id]), {"HTTP_HX_REQUEST": "true"}),
        (reverse("older-events", args=[run.id]) + "?before=3", {"HTTP_HX_REQUEST": "true"}),
        (reverse("event-payload", args=[run.id, seq]), {"HTTP_HX_REQUEST": "true"}),
        (f"/api/v1/runs/{run.id}/events/", {}),
        (f"/api/v1/runs/{run.id}/", {}),
    ]


def test_a_runs_pages_and_api_are_no_store_while_they_show_it_raw(client, people):  # noqa: F811
    auditor = people["auditor"]  # a viewer with the unredacted permission
    run, other = waiting_payment("INV-1"), waiting_payment("INV-2")
    client.force_login(auditor)
    for address, headers in _run_addresses(run):  # redacted (no grant): caching as before
        response = client.get(address, **headers)
        assert response.status_code == 200, address
        assert "no-store" not in response.get("Cache-Control", ""), address
    grant_raw_access(user=auditor, run_id=run.id, reason="audit")
    for address, headers in _run_addresses(run):
        response = client.get(address, **headers)
        assert response.status_code == 200 and response["Cache-Control"] == NO_STORE, address
    for address, headers in _run_addresses(other):  # a run of no grant: nothing raw
        assert "no-store" not in client.get(address, **headers).get("Cache-Control", ""), address
    end_raw_access(user=auditor, run_id=run.id)
    assert "no-store" not in client.get(reverse("run", args=[run.id])).get("Cache-Control", "")


def test_a_bulk_jobs_pages_are_no_store_to_whoever_sees_them_as_typed(client, people):  # noqa: F811
    waiting_payment()
    args = {"action": "approve", "actor": "ann.lee@example.com", "reason": "checked", "runs": Run.objects.all()}
    job = bulk.bulk_create(**args, expected=1, confirmation="approve 1 totalling 1,250 EUR", fingerprint=previewed())
    addresses = [reverse("bulk-job", args=[job.pk]), reverse("bulk-jobs"), f"/api/v1/bulk-jobs/{job.pk}/"]
    for reader, raw in ((people["viewer"], False), (people["auditor"], True)):
        client.force_login(reader)
        for address in addresses:
            for headers in ({}, {"HTTP_HX_REQUEST": "true"}):
                response = client.get(address, **headers)
                assert response.status_code == 200, address
                assert (response.get("Cache-Control") == NO_STORE) is raw, (address, reader)
