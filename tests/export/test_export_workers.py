"""A long export's redaction in worker processes (``EXPORT_PROCESSES``, ``agentops.redaction.parallel``): the same
bytes as in the export's process, in order, a bounded number of chunks in flight, the export's process redacting the
chunks the workers are behind on, the host's workers shared by the exports running at once, and a worker that fails or
redacts otherwise never changes the output."""

from __future__ import annotations

import json
import os
import signal
import time

import pytest
from claims.factories import journal_run

from agentops.env import ConfigError, env_int_or_auto
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


@pytest.fixture
def patient(monkeypatch):  # type: ignore[no-untyped-def]
    """The workers always answer in time: once their window is full (``AHEAD`` chunks a worker), the oldest answer is
    awaited when the export asks whether it is back (the export's process never redacts a chunk itself for workers
    behind), so what the workers do is counted."""
    ready = parallel.Workers.ready

    def waited(self):  # type: ignore[no-untyped-def]
        if not len(self) or len(self) < export.AHEAD * self.size:
            return ready(self)
        while not ready(self):
            time.sleep(0.001)
        return True

    monkeypatch.setattr(parallel.Workers, "ready", waited)


def _export(runs, fmt: str = "jsonl") -> bytes:  # type: ignore[no-untyped-def]
    ExportPage.objects.all().delete()  # (a first export: every row read and redacted, pages written)
    return b"".join(export_stream(runs, fmt=fmt))


def test_worker_processes_write_the_bytes_the_export_writes_alone(runs, spied, patient, settings) -> None:  # type: ignore[no-untyped-def]
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
            assert (spied["here"], spied["fallback"], spied["submitted"]) == (1, 0, chunks - 1)
            # bounded: the chunks held do not grow with the export
            assert export.AHEAD * processes <= spied["in_flight"] <= export.AHEAD * processes + 1
    lines = [json.loads(line) for line in alone["jsonl"].splitlines()]
    order = [(line["run_id"], line["seq"]) for line in lines]
    assert order == sorted(order) and len(order) == Event.objects.filter(run__in=runs).count()
    # from the pages the first export wrote: the same bytes again
    assert b"".join(export_stream(runs, fmt="jsonl")) == alone["jsonl"]


def test_a_worker_that_dies_has_its_chunks_redacted_in_the_exports_process(
    runs, spied, patient, settings, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
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


def test_a_worker_that_would_redact_otherwise_is_not_used(runs, spied, patient, settings, monkeypatch) -> None:  # type: ignore[no-untyped-def]
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


def test_the_exports_process_redacts_the_chunks_the_workers_are_behind_on(runs, spied, settings, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Workers never back in time: the export's process redacts every chunk after the window it handed them (it would
    only wait), takes theirs when it holds too many, and writes the same bytes, in order."""
    settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": 0}
    alone = _export(runs)
    chunks = spied["here"]
    monkeypatch.setattr(parallel.Workers, "ready", lambda self: False)
    settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": 1}
    spied.update(here=0, fallback=0, submitted=0, in_flight=0)
    assert _export(runs) == alone
    assert spied["here"] + spied["submitted"] == chunks and spied["fallback"] == 0  # each chunk redacted once
    assert spied["submitted"] >= 3 and spied["here"] >= chunks // 3  # both did their share
    assert spied["in_flight"] == export.AHEAD  # the workers' window, and no more chunks held than HELD


def test_exports_at_once_share_the_hosts_workers(runs, spied, patient, settings) -> None:  # type: ignore[no-untyped-def]
    """``EXPORT_PROCESSES`` workers for every export of the host together: a second export while the first holds them
    all starts none and redacts in its own process (the same bytes); once the first ends, the next gets them again."""
    settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": 0}
    alone = _export(runs)
    settings.AGENTOPS = {**settings.AGENTOPS, "EXPORT_PROCESSES": 2}
    first = export_stream(runs, fmt="jsonl")
    head = b""
    while spied["submitted"] < 2:  # the first export's workers started and redacting
        head += next(first)
    spied.update(here=0, submitted=0)
    assert _export(runs) == alone
    assert spied["submitted"] == 0 and spied["here"] > 10  # the second: every chunk in its own process
    assert head + b"".join(first) == alone  # the first goes on with its workers, and ends them
    spied.update(here=0, submitted=0)
    assert _export(runs) == alone
    assert spied["submitted"] > 10 and spied["here"] == 1  # the slots are free again


@pytest.mark.parametrize(("cores", "processes"), [(1, 0), (2, 1), (3, 2), (64, parallel.AUTO_MOST)])
def test_auto_takes_the_cores_but_the_exports_own_at_most_auto_most(cores: int, processes: int) -> None:
    assert parallel.processes_for("auto", cores=cores) == processes
    assert parallel.processes_for(3, cores=cores) == 3  # a number is taken as it is


def test_auto_reads_the_cores_this_process_may_run_on(monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(parallel, "CPU_MAX", tmp_path / "absent")
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 5, 7})
    assert parallel.processes_for("auto") == 2
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {3})
    assert parallel.processes_for("auto") == 0
    # a container's CPU quota (cgroup v2): 8 cores seen, 1 CPU allowed
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(8)))
    monkeypatch.setattr(parallel, "CPU_MAX", tmp_path / "cpu.max")
    for quota, processes in (("100000 100000", 0), ("150000 100000", 1), ("max 100000", 2), ("garbage", 2)):
        (tmp_path / "cpu.max").write_text(quota + "\n")
        assert parallel.processes_for("auto") == processes, quota


@pytest.mark.parametrize(("raw", "setting"), [(None, "auto"), ("", "auto"), (" Auto ", "auto"), ("0", 0), ("2", 2)])
def test_export_processes_default_to_auto(monkeypatch, raw, setting) -> None:  # type: ignore[no-untyped-def]
    if raw is None:
        monkeypatch.delenv("AGENTOPS_EXPORT_PROCESSES", raising=False)
    else:
        monkeypatch.setenv("AGENTOPS_EXPORT_PROCESSES", raw)
    assert env_int_or_auto("AGENTOPS_EXPORT_PROCESSES", high=16) == setting


@pytest.mark.parametrize("raw", ["-1", "17", "two", "1.5"])
def test_export_processes_refuse_what_is_neither_auto_nor_a_count(monkeypatch, raw) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("AGENTOPS_EXPORT_PROCESSES", raw)
    with pytest.raises(ConfigError, match=r"expected auto or a whole number from 0 to 16"):
        env_int_or_auto("AGENTOPS_EXPORT_PROCESSES", high=16)


def test_slots_in_a_directory_of_another_owner_are_not_used(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The slots' directory is another user's (made first under the shared temporary directory), or a link to
    elsewhere: no file of it is opened, the export redacts in its own process."""
    target = tmp_path / "elsewhere"
    target.mkdir()
    link = tmp_path / "slots"
    link.symlink_to(target)
    monkeypatch.setattr(parallel, "SLOTS", link)
    assert parallel.slots(2, 2) == [] and not list(target.iterdir())
    monkeypatch.setattr(parallel, "SLOTS", tmp_path / "own")
    held = parallel.slots(2, 2)
    assert len(held) == 2 and parallel.slots(1, 2) == []  # both taken
    held[0].close()
    again = parallel.slots(2, 2)
    assert len(again) == 1  # the freed one
    for slot in (*held, *again):
        slot.close()
