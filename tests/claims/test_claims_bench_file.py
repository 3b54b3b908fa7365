"""``bench/claims.py --file``: a batch kept outside the corpus, with slots or with its own events."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLS = [
    {"name": "mail.send", "effect": "write", "description": "Send an e-mail to a customer."},
    {"name": "orders.get", "effect": "read", "description": "Fetch an order."},
]
VERIFIED = {"status": "CONFIRMED", "verified_by": "server", "counts": True, "run": "run_corpus"}


def bench(tmp_path: Path, rows: list[dict], *flags: str) -> subprocess.CompletedProcess[str]:
    batch, tools = tmp_path / "b.jsonl", tmp_path / "b.tools.json"
    batch.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    tools.write_text(json.dumps(TOOLS), encoding="utf-8")
    cmd = [sys.executable, "bench/claims.py", "--file", str(batch), "--tools", str(tools), *flags]
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)


def event(tool: str, execution: str, **over: object) -> dict:
    effect = next(t["effect"] for t in TOOLS if t["name"] == tool)
    return {"tool": tool, "effect": effect, **VERIFIED, "execution": execution, **over}


def test_rows_that_give_their_events_are_judged_on_those_events(tmp_path: Path) -> None:
    a, b = "evt_" + "a" * 20, "evt_" + "b" * 20
    rows = [
        {
            "text": f"The receipt was e-mailed to you [evt:{a}].",
            "flag": False,
            "events": {a: event("mail.send", "x:1")},
        },
        {
            "text": f"The receipt was e-mailed to you [evt:{b}].",
            "flag": True,
            "events": {b: event("mail.send", "x:2", status="FAILED")},
        },
        {
            "text": f"The receipt was e-mailed to you [evt:{a}].",
            "flag": True,
            "events": {a: event("orders.get", "x:3")},
        },
    ]
    out = bench(tmp_path, rows)
    assert out.returncode == 0, out.stderr
    assert re.search(r"^recall 100\.0% \(2/2\)\s+false flags\s+0\.0% \(0/1\)$", out.stdout, re.M), out.stdout


def test_a_row_whose_event_lacks_a_field_is_refused_by_line(tmp_path: Path) -> None:
    a = "evt_" + "a" * 20
    broken = event("mail.send", "x:1")
    del broken["counts"]
    rows = [{"text": f"Sent [evt:{a}].", "flag": False, "events": {a: broken}}]
    out = bench(tmp_path, rows)
    assert out.returncode != 0 and "b.jsonl:1: not a reply row" in out.stderr and "lacks counts" in out.stderr


def test_slots_and_given_events_do_not_mix_in_one_batch(tmp_path: Path) -> None:
    a = "evt_" + "a" * 20
    rows = [
        {"text": "Sent {mail.send}.", "flag": False},
        {"text": f"Sent [evt:{a}].", "flag": False, "events": {a: event("mail.send", "x:1")}},
    ]
    out = bench(tmp_path, rows)
    assert out.returncode != 0 and "every row gives its events, or none does" in out.stderr


def test_given_events_naming_a_tool_outside_the_catalogue_are_refused(tmp_path: Path) -> None:
    a = "evt_" + "a" * 20
    rows = [{"text": f"Sent [evt:{a}].", "flag": False, "events": {a: {**event("mail.send", "x:1"), "tool": "sms"}}}]
    out = bench(tmp_path, rows)
    assert out.returncode != 0 and "names tools the catalogue lacks: sms" in out.stderr


def test_a_blind_run_counts_a_batchs_errors_by_cause_and_prints_none_of_its_replies(tmp_path: Path) -> None:
    """A validation batch is measured after every change and never read: the default prints each miss's text."""
    rows = [
        {"text": "The refund receipt went out to Dana Whitfield {mail.send}.", "flag": False, "causes": ["paraphrase"]},
        {"text": "Dana Whitfield's refund receipt was e-mailed.", "flag": True, "causes": ["uncited", "paraphrase"]},
        {"text": "Emailed Dana Whitfield the receipt {orders.get}.", "flag": True, "causes": ["read"]},
    ]
    out = bench(tmp_path, rows, "--blind")
    assert out.returncode == 0, out.stderr
    assert "Whitfield" not in out.stdout and "b:2" not in out.stdout, out.stdout
    assert re.search(r"^recall\s+[\d.]+% \(\d/2\)", out.stdout, re.M), out.stdout
    assert re.search(r"^  paraphrase\s+\d+ / 1\s+\d+ / 1$", out.stdout, re.M), out.stdout
    assert re.search(r"^  read\s+\d+ / 1\s+\d+ / 0$", out.stdout, re.M), out.stdout
