"""Retention purges old finished runs' payloads, archives them first if asked, never touches live runs,
and leaves every chain verifiable."""

from __future__ import annotations

import json
import re
from datetime import timedelta
from pathlib import Path

import pytest
from claims.factories import journal_run, started
from django.core.management import CommandError, call_command
from django.utils import timezone

from runs.governance.redaction import from_settings
from runs.governance.retention import RetentionError, purge
from runs.journal import checkpoints
from runs.journal.chain import verify_chain
from runs.journal.store import advance_checkpoint
from runs.models import Checkpoint, Event, Reply, Run, ToolExecution
from runs.tasks import retention_purge
from tests.redaction.oracle import KEY_TOKEN, first_redacted, guessed_chain, guessed_key, shown_hashes

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def age(run_id: str, days: int) -> None:
    Run.objects.filter(id=run_id).update(last_event_at=timezone.now() - timedelta(days=days))


@pytest.fixture
def runs() -> dict[str, str]:
    """An old COMPLETED run, an old DEAD_LETTER, a recent COMPLETED, and old runs that are not finished."""
    out = {"old_done": started("ticket", 1).id, "new_done": started("ticket", 2).id}
    out["running"] = journal_run([("send_email", "write", "pending")], n=3).run_id
    out["pending"] = journal_run([], n=4).run_id
    failed = journal_run([], n=5).run_id
    dead = journal_run([], n=6).run_id
    Run.objects.filter(id=failed).update(status="FAILED")
    Run.objects.filter(id=dead).update(status="DEAD_LETTER")
    out |= {"failed": failed, "dead": dead}
    for key, run_id in out.items():
        age(run_id, 1 if key == "new_done" else 120)
    return out


def purged_count(run_id: str) -> int:
    return Event.objects.filter(run_id=run_id, payload_purged=True).count()


def test_purges_only_old_finished_runs_and_chains_still_verify(runs: dict[str, str], monkeypatch) -> None:
    monkeypatch.setattr(checkpoints, "MIN_GAP", 1)
    assert advance_checkpoint(runs["old_done"]) and advance_checkpoint(runs["new_done"])
    before = {
        k: list(Event.objects.filter(run_id=v).order_by("seq").values_list("hash", flat=True)) for k, v in runs.items()
    }
    assert Event.objects.filter(run_id=runs["old_done"]).exclude(context=None).exists()
    report = purge(older_than_days=90)
    assert sorted(report.runs) == sorted([runs["old_done"], runs["dead"]])
    assert report.events == Event.objects.filter(run_id__in=report.runs).count()
    for key, run_id in runs.items():
        events = Event.objects.filter(run_id=run_id)
        if key in ("old_done", "dead"):
            assert not events.filter(payload_purged=False).exists() and not events.exclude(payload="").exists()
            assert not events.exclude(context=None).exists()  # the snapshots' stored context too
            assert verify_chain(run_id, bodies=True).ok
        else:
            assert purged_count(run_id) == 0, key
        assert list(events.order_by("seq").values_list("hash", flat=True)) == before[key]
        report_chain = verify_chain(run_id)
        assert report_chain.ok, (key, report_chain.error)
    assert verify_chain(runs["old_done"]).purged == Event.objects.filter(run_id=runs["old_done"]).count()
    assert set(ToolExecution.objects.filter(run_id=runs["old_done"]).values_list("args", flat=True)) == {"{}"}
    assert Reply.objects.get(run_id=runs["old_done"]).text == ""
    assert list(Checkpoint.objects.values_list("run_id", flat=True)) == [runs["new_done"]]  # a copy of the context
    assert "@example.com" in ToolExecution.objects.filter(run_id=runs["running"]).values_list("args", flat=True)[0]
    assert purge(older_than_days=90).runs == []  # idempotent


def test_archive_first_then_purge(runs: dict[str, str], tmp_path) -> None:
    originals = {
        (e.run_id, e.seq): json.loads(e.payload)
        for e in Event.objects.filter(run_id__in=[runs["old_done"], runs["dead"]])
    }
    report = purge(older_than_days=90, archive_dir=tmp_path / "archive")
    text = Path(report.archive).read_text(encoding="utf-8")
    lines = [json.loads(line) for line in text.splitlines()]
    redactor = from_settings()
    assert {(r["run_id"], r["seq"]): r["payload"] for r in lines} == {
        k: redactor.redact(v) for k, v in originals.items()
    }
    assert all(r["payload_redacted"] for r in lines)
    assert "@example.com" in json.dumps(list(originals.values()))  # the runs did hold e-mail addresses …
    assert "@example.com" not in text and "<email:" in text  # … and the archive holds none of them


def test_the_archive_confirms_no_guess(runs: dict[str, str], tmp_path) -> None:
    """Beside redacted payloads the archive shows the chain hashes a default export shows (none from a run's
    first changed payload on) and the keys' pseudonyms: the probe's attacks on both find nothing to compare."""
    run_id = runs["old_done"]
    stored = list(Event.objects.filter(run_id=run_id).order_by("seq"))
    calls = {(c.step, c.call_index): c for c in ToolExecution.objects.filter(run_id=run_id)}
    report = purge(older_than_days=90, archive_dir=tmp_path / "archive")
    lines = [
        r
        for r in map(json.loads, Path(report.archive).read_text(encoding="utf-8").splitlines())
        if r["run_id"] == run_id
    ]
    i = first_redacted(lines)
    secret = re.search(r"[\w.+-]+@example\.com", stored[i].payload).group(0)
    right = guessed_chain([{**r, "prev_hash": stored[n].prev_hash} for n, r in enumerate(lines)], secret)
    assert right[0] == stored[i].hash  # the attack, had the archive kept the hashes it used to
    assert [r["hash"] for r in lines[:i]] == [e.hash for e in stored[:i]] and i > 0
    assert not set(right) & shown_hashes(lines) and all(r["hash"] is None for r in lines[i:])
    mails = [
        r["payload"] for r in lines if r["type"] == "ToolRequested" and "<email:" in json.dumps(r["payload"]["args"])
    ]
    assert mails and all(KEY_TOKEN.fullmatch(p["idem_key"]) for p in mails)
    for p in mails:
        call = calls[p["step"], p["call_index"]]  # (read before the purge emptied its arguments)
        guess = re.search(r"[\w.+-]+@example\.com", call.args).group(0)
        assert guessed_key(run_id, call.step, call.call_index, call.tool, p["args"], guess) == call.idem_key
        assert call.idem_key[:8] not in json.dumps(lines)


def test_dry_run_changes_nothing(runs: dict[str, str]) -> None:
    report = purge(older_than_days=90, dry_run=True)
    assert sorted(report.runs) == sorted([runs["old_done"], runs["dead"]]) and report.events > 0
    assert not Event.objects.filter(payload_purged=True).exists()


def test_a_run_that_moved_on_meanwhile_is_skipped(runs: dict[str, str]) -> None:
    Run.objects.filter(id=runs["dead"]).update(last_event_at=timezone.now())
    assert purge(older_than_days=90).runs == [runs["old_done"]]


def test_verifier_detects_edits_removals_and_reordering(runs: dict[str, str]) -> None:
    run_id = runs["new_done"]
    e = Event.objects.filter(run_id=run_id, type="ToolRequested", payload__contains="support@").get()
    Event.objects.filter(pk=e.pk).update(payload=e.payload.replace("support@", "attacker@"))
    assert "does not match its hash" in verify_chain(run_id).error
    Event.objects.filter(pk=e.pk).update(payload=e.payload)
    assert verify_chain(run_id).ok
    # purging a body is allowed; removing the event is not
    Event.objects.filter(pk=e.pk).update(payload="", payload_purged=True)
    assert verify_chain(run_id).ok
    Event.objects.filter(pk=e.pk).delete()
    assert not verify_chain(run_id).ok


def test_command_and_task(runs: dict[str, str], settings, tmp_path, capsys) -> None:
    with pytest.raises(CommandError):
        call_command("retention")
    with pytest.raises(CommandError):
        call_command("retention", "--older-than-days", "0")
    call_command("retention", "--older-than-days", "90", "--dry-run")
    assert "would purge" in capsys.readouterr().out and purged_count(runs["old_done"]) == 0
    call_command("retention", "--older-than-days", "90", "--archive", str(tmp_path))
    out = capsys.readouterr().out
    assert "purged" in out and "archived to" in out and purged_count(runs["old_done"]) > 0
    assert retention_purge() == {"skipped": "AGENTOPS_RETENTION_DAYS is 0"}
    settings.AGENTOPS = {**settings.AGENTOPS, "RETENTION_DAYS": 30}
    age(runs["new_done"], 40)
    assert retention_purge()["runs"] == 1
    assert "retention" in settings.CELERY_BEAT_SCHEDULE
    with pytest.raises(RetentionError):
        purge(older_than_days=0)


def test_export_of_a_purged_run_keeps_hashes_raw_only(runs: dict[str, str]) -> None:
    """A purged event's hash still covers the payload retention emptied: a raw export keeps it (the chain
    stays checkable), a redacted one shows none (``runs.governance.hashes``: a purged event counts as changed)."""
    from runs.governance.export import export_stream

    purge(older_than_days=90)
    run = Run.objects.filter(id=runs["old_done"])
    for redacted in (False, True):
        lines = [json.loads(x) for x in b"".join(export_stream(run, fmt="jsonl", redacted=redacted)).splitlines()]
        assert all(r["payload"] is None and r["payload_purged"] for r in lines)
        if redacted:
            assert all(r["hash"] is None for r in lines) and all(r["prev_hash"] is None for r in lines[1:])
        else:
            assert all(len(r["hash"]) == 64 for r in lines)


@pytest.mark.parametrize(
    ("days", "message"),
    [
        ("0", "--older-than-days must be between 1 and 36,500, not 0"),
        ("99999999999", "--older-than-days must be between 1 and 36,500, not 99999999999"),
    ],
)
def test_an_age_out_of_bounds_is_a_command_error_that_names_it(runs: dict[str, str], days: str, message: str) -> None:
    """``--older-than-days 99999999999`` ended in an OverflowError traceback (the cut-off before year 1);
    ``0`` was answered "give --older-than-days N" although it was given."""
    with pytest.raises(CommandError) as caught:
        call_command("retention", "--older-than-days", days, "--dry-run")
    assert str(caught.value) == message
    assert purged_count(runs["old_done"]) == 0


def test_a_pass_that_purges_nothing_writes_no_archive(runs: dict[str, str], tmp_path, capsys) -> None:
    """Every pass with an archive directory wrote an empty ``retention-<ts>.jsonl``, even with nothing to purge:
    1,440 empty files a day at ``AGENTOPS_RETENTION_EVERY=60`` (qa-deploy5)."""
    folder = tmp_path / "archive"
    call_command("retention", "--older-than-days", "90", "--archive", str(folder))
    assert len(list(folder.iterdir())) == 1 and purged_count(runs["old_done"]) > 0
    capsys.readouterr()
    call_command("retention", "--older-than-days", "90", "--archive", str(folder))  # nothing left to purge
    assert "purged 0 events of 0 runs" in (out := capsys.readouterr().out)
    assert f"nothing purged: no archive written to {folder}" in out and "archived to" not in out
    assert len(list(folder.iterdir())) == 1
    assert purge(older_than_days=90, archive_dir=folder).archive == ""


@pytest.mark.parametrize("archive", ["", "  "])
def test_a_blank_archive_is_refused_and_nothing_is_purged(runs: dict[str, str], archive: str) -> None:
    """``--archive "$DIR"`` with ``DIR`` unset purged every eligible run with no archive, exit 0 (qa-travel5)."""
    with pytest.raises(CommandError, match="--archive is blank"):
        call_command("retention", "--older-than-days", "90", "--archive", archive)
    assert purged_count(runs["old_done"]) == 0 and purged_count(runs["dead"]) == 0


def test_the_commands_help_says_the_archive_is_redacted(capsys) -> None:
    """``--help`` said the archive holds "the full events"; it holds them with payloads redacted (as README says)."""
    with pytest.raises(SystemExit):
        call_command("retention", "--help")
    assert "payloads redacted" in capsys.readouterr().out.replace("\n", " ").replace("  ", " ")


def test_a_persons_events_of_a_purged_run_show_no_hash(runs: dict[str, str]) -> None:
    """The API's redacted ``events/`` after a purge: what ``hidden_before`` kept of the run before it (its
    first payloads clean) is dropped, and every page shows no hash of a purged event."""
    from django.contrib.auth.models import Group, User
    from rest_framework.test import APIClient

    from runs.governance.hashes import hidden_before

    user = User.objects.create_user("vera", password="pw-123456789")
    user.groups.add(Group.objects.get_or_create(name="viewer")[0])
    client = APIClient()
    client.force_login(user)
    run_id = runs["old_done"]
    url = f"/api/v1/runs/{run_id}/events/"
    assert hidden_before(Run.objects.get(id=run_id), 1, from_settings()) is False  # kept: clean up to seq 1
    before = client.get(url, {"after": 1, "limit": 1}).json()["events"]
    assert before[0]["prev_hash"] and before[0]["prev_hash"] == Event.objects.get(run_id=run_id, seq=1).hash
    purge(older_than_days=90)
    for after in (0, 1, 5):
        page = client.get(url, {"after": after}).json()["events"]
        assert page and all(e["payload_purged"] and e["hash"] is None for e in page)
        assert all(e["prev_hash"] is None for e in page[1 if after == 0 else 0 :])
