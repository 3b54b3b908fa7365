"""A long export's redaction in worker processes (``EXPORT_PROCESSES``, ``agentops.redaction.parallel``): the same
bytes as in the export's process, in order, a bounded number of chunks in flight, and a worker that fails or redacts
otherwise never changes the output."""

from __future__ import annotations

import json
import os
import signal

import pytest
from claims.factories import journal_run

from agentops.redaction import parallel
from runs.governance import export
from runs.governance.export import export_stream
from runs.models import Event, ExportPage, Run
from tests.redaction.labelled import PII_CASES

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def runs() -> object:
    """Four runs holding every PII value of the labelled set (in tool results, as JSON and as text inside JSON)."""
    values = {f"v{i}": case.payload for i, case in enumerate(PII_CASES)}
    for _ in range(4):
        journal_run([("crm_lookup", "read", "confirmed")] * 10, data={"values": values, "nested": json.dumps(values)})
    found = Run.objects.all()
    assert Event.objects.filter(run__in=found).count() > 100
    return found


@pytest.fixture
def spied(monkeypatch):  # type: ignore[no-untyped-def]
    """Chunks of 7 rows; what the export's process redacted itself (``here``: chunks; ``fallback``: chunks a worker
    did not answer), and the most chunks in flight at once."""
    monkeypatch.setattr(export, "CHUNK", 7)
    monkeypatch.setattr(export, "LINES", 3)
    seen = {"here": 0, "fallback": 0, "in_flight": 0, "submitted": 0}

    def counted(name, real):  # type: ignore[no-untyped-def]
        def redact(*args):  # type: ignore[no-untyped-def]
            seen[name] += 1
            return real(*args)

        return redact

    monkeypatch.setattr(export, "redact_groups", counted("here", export.redact_groups))
    monkeypatch.setattr(parallel, "redact_groups", counted("fallback", parallel.redact_groups))
    submit = parallel.Workers.submit

    def submitted(self, groups):  # type: ignore[no-untyped-def]
        submit(self, groups)
        seen["submitted"] += 1
        seen["in_flight"] = max(seen["in_flight"], len(self))

    monkeypatch.setattr(parallel.Workers, "submit", submitted)
    return seen


def _export(runs, fmt: str = "jsonl") -> bytes:  # type: ignore[no-untyped-def]
    ExportPage.objects.all().delete()  # (a first export: every row read and redacted, pages written)
    return b"".join(export_stream(runs, fmt=fmt))


def test_worker_processes_write_the_bytes_the_export_writes_alone(runs, spied, settings) -> None:  # type: ignore[no-untyped-def]
    settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": 0}
    alone = {fmt: _export(runs, fmt) for fmt in ("jsonl", "csv")}
    chunks = spied["here"] // 2
    assert chunks > 10 and not spied["submitted"]
    for processes in (1, 2):
        settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": processes}
        for fmt in ("jsonl", "csv"):
            spied.update(here=0, fallback=0, submitted=0, in_flight=0)
            assert _export(runs, fmt) == alone[fmt]
            # the first chunk redacted here while the workers start, every other one by a worker, none again here
            assert spied == {
                "here": 1,
                "fallback": 0,
                "submitted": chunks - 1,
                "in_flight": export.AHEAD * processes + 1,  # bounded: the chunks held do not grow with the export
            }
    lines = [json.loads(line) for line in alone["jsonl"].splitlines()]
    order = [(line["run_id"], line["seq"]) for line in lines]
    assert order == sorted(order) and len(order) == Event.objects.filter(run__in=runs).count()
    # from the pages the first export wrote: the same bytes again
    assert b"".join(export_stream(runs, fmt="jsonl")) == alone["jsonl"]


def test_a_worker_that_dies_has_its_chunks_redacted_in_the_exports_process(runs, spied, settings, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": 0}
    alone = _export(runs)
    settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": 2}
    submit = parallel.Workers.submit
    killed = []

    def kill_one(self, groups):  # type: ignore[no-untyped-def]
        submit(self, groups)
        if len(self) == 3 and not killed:  # a worker killed with chunks of its own in flight
            os.kill(self._workers[0].process.pid, signal.SIGKILL)
            killed.append(self._workers[0])

    monkeypatch.setattr(parallel.Workers, "submit", kill_one)
    spied.update(here=0, fallback=0)
    assert _export(runs) == alone
    assert killed and killed[0].process.returncode == -signal.SIGKILL
    assert spied["fallback"] >= 2  # its chunks (and those it would have had) redacted here


def test_a_worker_that_would_redact_otherwise_is_not_used(runs, spied, settings, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A worker whose redactor's fingerprint is not the export's (another key here; another source on its path
    in a deployment) gives nothing: its pseudonyms would differ."""
    settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": 0}
    alone = _export(runs)
    settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": 1}
    spec = parallel.Redactor.spec
    monkeypatch.setattr(parallel.Redactor, "spec", lambda self: (b"another key", *spec(self)[1:]))
    spied.update(here=0, fallback=0, submitted=0)
    assert _export(runs) == alone
    assert spied["here"] == 1 and spied["fallback"] == spied["submitted"] > 5


def test_a_short_export_starts_no_process(runs, spied, settings, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(export, "CHUNK", 2000)
    settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": 2}
    started = []
    monkeypatch.setattr(parallel.Workers, "__init__", lambda self, *a: started.append(a))
    assert _export(runs).count(b"\n") == Event.objects.filter(run__in=runs).count()
    assert not started and spied["here"] == 1
