"""Redaction benchmark: recall, false positives and MB/s per category on the labelled set, and events/s.

    python bench/redaction.py                                   # agentops.redaction alone + detect-secrets
    python bench/redaction.py --presidio /path/to/venv/bin/python   # also presidio-analyzer (NoOpNlpEngine)
    python bench/redaction.py --set shapes3                     # the second labelled set (tests/redaction/shapes3.py)
    python bench/redaction.py --set shapes4                     # the third (tests/redaction/shapes4.py)
    python bench/redaction.py --set shapes5                     # the fourth (tests/redaction/shapes5.py)

Engines, side by side in the same run on the same cases (``tests/redaction/labelled.py``):

* ``agentops`` — ``agentops.redaction.Redactor.redact`` on the payload itself (strings, numbers, keys);
* ``detect-secrets`` — its ``scan_line`` with every default plugin over the payload's JSON text; each
  reported secret value is cut out (if installed);
* ``presidio`` — ``AnalyzerEngine`` with ``NoOpNlpEngine`` (pattern recognizers only; the spaCy model cannot
  be downloaded here) over the JSON text, run in the interpreter given with ``--presidio`` (it is ~670 MB
  of dependencies, kept out of the project's environment).

A PII case counts as found when its raw fragment is gone from the output; a look-alike counts as a
false positive when the output differs from the input. MB/s is UTF-8 bytes of JSON text per second.
The event mix (``bench/export.py``'s payloads) gives events/s for ``redact_json`` against the floor of
``json.loads`` + ``json.dumps`` alone, measured in the same loop.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agentops.redaction import Redactor
from bench.export import PER_RUN, _payloads
from tests.redaction.labelled import CASES, Case

SETS = {
    "labelled": "tests.redaction.labelled",
    "shapes3": "tests.redaction.shapes3",
    "shapes4": "tests.redaction.shapes4",
    "shapes5": "tests.redaction.shapes5",
}

Engine = Callable[[Case], str]


def _text(value: object) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def agentops_engine() -> Engine:
    r = Redactor(b"bench-key")
    return lambda case: _text(r.redact(case.payload))


def detect_secrets_engine() -> Engine | None:
    try:
        from detect_secrets.core.scan import scan_line
        from detect_secrets.settings import default_settings
    except ImportError:
        return None

    def run(case: Case) -> str:
        text = _text(case.payload)
        with default_settings():
            found = sorted({s.secret_value for s in scan_line(text) if s.secret_value}, key=len, reverse=True)
        for value in found:
            text = text.replace(value, "<secret>")
        return text

    return run


_PRESIDIO = r"""
import json, logging, sys, time
logging.disable(logging.CRITICAL)
from presidio_analyzer import AnalyzerEngine
from presidio_analyzer.nlp_engine import NoOpNlpEngine
a = AnalyzerEngine(nlp_engine=NoOpNlpEngine(models=[{"lang_code": "en", "model_name": "noop"}]), supported_languages=["en"])
out = []
for text in json.load(sys.stdin):
    t0 = time.perf_counter()
    spans = sorted(a.analyze(text, language="en"), key=lambda r: r.start, reverse=True)
    for r in spans:
        text = text[: r.start] + "<" + r.entity_type + ">" + text[r.end :]
    out.append([text, time.perf_counter() - t0])
json.dump(out, sys.stdout)
"""


def presidio_results(python: str) -> tuple[dict[int, str], float]:
    """Presidio's output per case index and its total analysing time, from its own interpreter."""
    texts = [_text(c.payload) for c in CASES]
    env = {**os.environ, "TLDEXTRACT_CACHE": "/tmp/tldextract-bench"}
    proc = subprocess.run([python, "-c", _PRESIDIO], input=json.dumps(texts), capture_output=True, text=True, env=env)
    if proc.returncode:
        raise SystemExit(f"presidio failed: {proc.stderr[-2000:]}")
    rows = json.loads(proc.stdout)
    return {i: row[0] for i, row in enumerate(rows)}, sum(row[1] for row in rows)


def _judge(case: Case, out: str) -> bool:
    """True when the engine did right: PII gone, or a look-alike untouched."""
    return case.raw not in out if case.pii else out == _text(case.payload)


def table(name: str, outputs: dict[int, str], seconds: dict[str, float]) -> None:
    stats: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    size: dict[str, int] = defaultdict(int)
    for i, case in enumerate(CASES):
        group = case.category if case.pii else f"stay:{case.category}"
        stats[group][0] += _judge(case, outputs[i])
        stats[group][1] += 1
        size[group] += len(_text(case.payload).encode())
    print(f"\n{name}")
    print(f"{'category':<18}{'cases':>6}{'recall':>9}{'false pos':>11}{'MB/s':>9}")
    total_pii = [0, 0]
    total_stay = [0, 0]
    for group in sorted(stats, key=lambda g: (g.startswith("stay:"), g)):
        ok, n = stats[group]
        mbs = size[group] / seconds[group] / 1e6 if seconds.get(group) else float("nan")
        if group.startswith("stay:"):
            total_stay[0] += n - ok
            total_stay[1] += n
            print(f"{group:<18}{n:>6}{'':>9}{n - ok:>11}{mbs:>9.2f}")
        else:
            total_pii[0] += ok
            total_pii[1] += n
            print(f"{group:<18}{n:>6}{ok / n:>9.1%}{'':>11}{mbs:>9.2f}")
    all_mb = sum(size.values()) / sum(seconds.values()) / 1e6
    print(
        f"{'all':<18}{total_pii[1] + total_stay[1]:>6}{total_pii[0] / total_pii[1]:>9.1%}"
        f"{total_stay[0]:>7} / {total_stay[1]:<3}{all_mb:>7.2f}"
    )


def timed(engine: Engine, min_seconds: float) -> tuple[dict[int, str], dict[str, float]]:
    """Outputs per case, and seconds per category for one pass (repeated until ``min_seconds``)."""
    outputs = {i: engine(c) for i, c in enumerate(CASES)}
    seconds: dict[str, float] = defaultdict(float)
    rounds = 0
    start = time.perf_counter()
    while True:
        rounds += 1
        for case in CASES:
            group = case.category if case.pii else f"stay:{case.category}"
            t0 = time.perf_counter()
            engine(case)
            seconds[group] += time.perf_counter() - t0
        if time.perf_counter() - start >= min_seconds:
            break
    return outputs, {g: s / rounds for g, s in seconds.items()}


def event_mix(n: int) -> None:
    """events/s and MB/s of ``redact_json`` on the export bench's payload mix, beside the JSON floor."""
    r = Redactor(b"bench-key")
    texts = [_payloads(i // PER_RUN, i % PER_RUN)[1] for i in range(n)]
    mb = sum(len(t.encode()) for t in texts) / 1e6
    t0 = time.perf_counter()
    for t in texts:
        json.dumps(json.loads(t), ensure_ascii=False, separators=(",", ":"))
    floor = time.perf_counter() - t0
    t0 = time.perf_counter()
    changed = sum(r.redact_json(t) != t for t in texts)
    took = time.perf_counter() - t0
    print(f"\nevent mix ({n} events, {mb:.1f} MB, {changed} changed by redaction)")
    print(f"{'':<26}{'events/s':>10}{'MB/s':>8}")
    print(f"{'json loads+dumps (floor)':<26}{n / floor:>10,.0f}{mb / floor:>8.1f}")
    print(f"{'redact_json':<26}{n / took:>10,.0f}{mb / took:>8.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--presidio", metavar="PYTHON", help="an interpreter with presidio-analyzer installed")
    ap.add_argument("--seconds", type=float, default=2.0, help="time per engine for the MB/s figures")
    ap.add_argument("--events", type=int, default=100_000, help="events in the event-mix run")
    ap.add_argument("--set", choices=sorted(SETS), default="labelled", help="which labelled set (default: labelled)")
    ap.add_argument("--misses", action="store_true", help="print each case the engine got wrong")
    args = ap.parse_args()
    global CASES
    CASES = importlib.import_module(SETS[args.set]).CASES
    print(f"labelled set: {sum(c.pii for c in CASES)} PII/secret values, {sum(not c.pii for c in CASES)} look-alikes")
    outputs, seconds = timed(agentops_engine(), args.seconds)
    table("agentops.redaction", outputs, seconds)
    if args.misses:
        for i, case in enumerate(CASES):
            if not _judge(case, outputs[i]):
                print(
                    f"  miss {case.category}{'' if case.pii else ' (stay)'}: {_text(case.payload)[:100]!r} -> {outputs[i][:120]!r}"
                )
    ds = detect_secrets_engine()
    if ds is not None:
        table("detect-secrets 1.5 (scan_line, default plugins)", *timed(ds, args.seconds))
    if args.presidio:
        outputs, total = presidio_results(args.presidio)
        size = sum(len(_text(c.payload).encode()) for c in CASES)
        per = {c.category if c.pii else f"stay:{c.category}": 0.0 for c in CASES}
        for c in CASES:  # presidio's time is reported whole; spread it by bytes for the per-row MB/s
            g = c.category if c.pii else f"stay:{c.category}"
            per[g] += total * len(_text(c.payload).encode()) / size
        table("presidio-analyzer (NoOpNlpEngine, pattern recognizers)", outputs, per)
    event_mix(args.events)


if __name__ == "__main__":
    main()
