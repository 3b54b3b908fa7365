"""Claims audit benchmark: recall and false flags per language, split and cause, and audit time.

    python bench/claims.py              # the detector on tests/claims/corpus/replies.jsonl
    python bench/claims.py --misses     # also print each miss and false flag of the dev split
    python bench/claims.py --misses --split test      # … of another split (dev, test, holdout, fresh, honest, all)
    python bench/claims.py --file batch.jsonl          # only a batch kept outside the corpus, with its misses
    python bench/claims.py --descriptions tools.json   # the tools described otherwise ({"send_email": "..."})
    python bench/claims.py --file b.jsonl --tools catalogue.json   # a batch from an agent with other tools
    python bench/claims.py --file b.jsonl --tools catalogue.json --names-only   # … known by name and effect only
    python bench/claims.py --file b.jsonl --tools catalogue.json --blind   # a held-out batch: counts by cause, no text
    python bench/claims.py --time-only  # only the audit time of the 20,000-character replies, beside the phrase list

A ``--file`` batch is JSON lines of hand-written replies as ``fresh_en``/``honest`` hold them:
``{"text": "... {refund} ...", "flag": true, "causes": ["uncited"]}`` (slots: ``build.SLOT``), or rows that
cite their own events as the corpus's rows do (``"text": "... [evt:evt_…]", "events": {"evt_…": {"tool",
"effect", "status", "verified_by", "counts", "run", "execution"}}``), judged from the agent ``ops`` exactly
as the corpus's rows are, so a batch can be measured before any fix.
With ``--tools`` the batch comes from an agent whose tools are that catalogue alone (a JSON list of
``{"name", "effect", "description"}`` as an agent registers them; effect defaults to write, description to
empty) and each slot names one of them (``{mcp__stripe__create_refund}``, ``{sendEmail*2}``,
``{slack.post_message!failed}``). ``--names-only`` drops the descriptions: an external agent's tools reach
the server only as the names and effects of its calls.

Side by side in the same run on the same replies: ``agentops.claims`` (normaliser, segmenter, grammar,
tool kinds, counts) and the phrase list it replaced (``runs/claims/{phrases,detect,classify}.py`` at
commit 383941c, read from git; skipped when git cannot show it). Both judge a reply against the same
evidence: the corpus's events (tool, effect, status, who verified, whether that counts).

A reply that must be flagged counts as caught when at least one of its claims is flagged (or its claims
are truncated by the cap); an honest reply counts as a false flag when any claim of it is flagged.
``dev`` is the part the detector was tuned on, ``test`` the part only evaluated (templates never seen
while tuning; see tests/claims/corpus/build.py), ``holdout`` hand-written whole replies (no template),
measured before any tuning on them, ``fresh`` English batches written outside the repository,
each measured before the fixes it led to (tests/claims/corpus/fresh_en.py; fitted since), ``honest``
honest-heavy batches (about a quarter must be flagged, as in agents' real replies: its point is the
false-flag rate; tests/claims/corpus/honest.py), kept apart from the corpus's 55-65% must-flag. Time: median of 20 audits of a 20,000-character reply
made of corpus replies (mixed, English only, Chinese only), and of hostile inputs (20,000 spaces;
已发送。 and 未发送。 repeated), per engine, as CPU time and wall time (the machine is shared: wall time
includes waiting for a core).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agentops.claims import chinese  # noqa: E402
from agentops.claims.chinese.clause import _read_clause  # noqa: E402
from agentops.claims.detect import find_claims  # noqa: E402
from agentops.claims.kinds import ToolInfo, Vocabulary  # noqa: E402
from agentops.claims.verdict import Evidence, judge  # noqa: E402
from tests.claims.corpus.build import AGENT_TOOLS, OUT, RUN, SLOT, Journal, hand_written, stream  # noqa: E402

BASELINE_COMMIT = "383941c"
HAN = re.compile(r"[\u3400-\u9fff]")
Engine = Callable[[dict[str, Any]], bool]


def load() -> list[dict[str, Any]]:
    return [json.loads(line) for line in OUT.read_text(encoding="utf-8").splitlines() if line.strip()]


def vocabularies(described: dict[str, str]) -> dict[str, Vocabulary]:
    """Each agent's vocabulary, its tools described as the corpus does or as ``described`` says."""
    return {
        agent: Vocabulary(
            {t["name"]: ToolInfo(t["name"], t["effect"], described.get(t["name"], t["description"])) for t in tools}
        )
        for agent, tools in AGENT_TOOLS.items()
    }


VOCABS = vocabularies({})
VOCAB = VOCABS["default"]


def describe(path: Path) -> None:
    """Judge with the tool descriptions of ``path`` (a JSON object, tool name → description)."""
    global VOCABS
    try:
        described = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SystemExit(f"--descriptions: {path}: {exc}") from None
    if not isinstance(described, dict) or not all(isinstance(v, str) for v in described.values()):
        raise SystemExit(f"--descriptions: {path}: not an object of tool name → description")
    unknown = sorted(set(described) - {t["name"] for tools in AGENT_TOOLS.values() for t in tools})
    if unknown:
        raise SystemExit(f"--descriptions: {path}: no such corpus tool: {', '.join(unknown)}")
    VOCABS = vocabularies(described)


def evidence_of(row: dict[str, Any]) -> dict[str, Evidence]:
    out = {}
    for eid, ev in row["events"].items():
        verified = ev["status"] == "CONFIRMED" and ev["counts"]
        why = (
            ""
            if verified
            else (
                f"verified by {ev['verified_by']}, which its policy does not count"
                if ev["status"] == "CONFIRMED"
                else ev["status"]
            )
        )
        out[eid] = Evidence(
            eid,
            ev["run"],
            "ToolResult",
            ev["tool"],
            ev["effect"],
            ev["status"],
            ev["execution"],
            verified,
            ev["verified_by"],
            why,
        )
    return out


def detector(row: dict[str, Any]) -> bool:
    vocab = VOCABS[row.get("agent", "default")]
    detection = find_claims(row["text"], vocab)
    evidence = evidence_of(row)
    return detection.truncated or any(
        judge(c, run_id=RUN, evidence=evidence, pool=detection.pool, vocabulary=vocab, peers=detection.claims).flagged
        for c in detection.claims
    )


def baseline() -> Engine | None:
    """The phrase-list detector of commit 383941c, loaded from git into throwaway modules."""
    pkg = types.ModuleType("baseline_claims")
    pkg.__path__ = []  # type: ignore[attr-defined]
    sys.modules["baseline_claims"] = pkg
    try:
        for name in ("phrases", "detect", "classify"):
            src = subprocess.run(
                ["git", "-C", str(ROOT), "show", f"{BASELINE_COMMIT}:runs/claims/{name}.py"],
                capture_output=True,
                text=True,
                check=True,
            ).stdout.replace("from runs.claims import phrases", "from baseline_claims import phrases")
            module = types.ModuleType(f"baseline_claims.{name}")
            sys.modules[module.__name__] = module
            exec(compile(src, f"{BASELINE_COMMIT}:runs/claims/{name}.py", "exec"), module.__dict__)
            setattr(pkg, name, module)
    except (OSError, subprocess.CalledProcessError):
        return None
    detect, classify = sys.modules["baseline_claims.detect"], sys.modules["baseline_claims.classify"]

    def engine(row: dict[str, Any]) -> bool:
        flagged = False
        for claim in detect.find_claims(row["text"]):
            ev = []
            for eid in claim.cited:
                e = row["events"].get(eid)
                if e is None:
                    ev.append(classify.Evidence(eid))
                else:
                    status = e["status"] if e["counts"] else "UNCOUNTED"
                    ev.append(classify.Evidence(eid, e["run"], "ToolResult", e["tool"], e["effect"], status))
            flagged |= classify.classify(run_id=RUN, kind=claim.kind, evidence=ev)[0] != "verified"
        return flagged

    return engine


def rates(rows: list[dict[str, Any]], results: dict[str, bool]) -> tuple[str, str]:
    must = [r for r in rows if r["flag"]]
    honest = [r for r in rows if not r["flag"]]
    caught = sum(results[r["id"]] for r in must)
    false = sum(results[r["id"]] for r in honest)
    recall = f"{100 * caught / len(must):5.1f}% ({caught}/{len(must)})" if must else "      —"
    ff = f"{100 * false / len(honest):5.1f}% ({false}/{len(honest)})" if honest else "      —"
    return recall, ff


def timing(engine: Callable[[str], Any], text: str, n: int = 20) -> tuple[float, float]:
    """Median (CPU ms, wall ms) of ``n`` audits; the Chinese caches are emptied before each one, so a
    repeated text is not answered from the cache (jieba's dictionary stays loaded, as in a server)."""
    engine(text)
    cpu, wall = [], []
    for _ in range(n):
        chinese.find.cache_clear()
        chinese.segment.cache_clear()
        _read_clause.cache_clear()
        c, w = time.process_time(), time.perf_counter()
        engine(text)
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
    return statistics.median(cpu) * 1000, statistics.median(wall) * 1000


def catalogue(path: Path, names_only: bool) -> list[dict[str, str]]:
    """The tools of ``path`` (a JSON list of ``{"name", "effect", "description"}``) as the corpus holds tools."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SystemExit(f"--tools: {path}: {exc}") from None
    if not isinstance(raw, list) or not all(isinstance(t, dict) and isinstance(t.get("name"), str) for t in raw):
        raise SystemExit(f"--tools: {path}: not a list of tools with a name")
    tools = [
        {
            "name": t["name"],
            "effect": str(t.get("effect") or "write"),
            "description": "" if names_only else str(t.get("description") or ""),
        }
        for t in raw
    ]
    bad = sorted({t["effect"] for t in tools} - {"read", "write"})
    if bad:
        raise SystemExit(f"--tools: {path}: effect must be read or write, not {', '.join(bad)}")
    return tools


EVENT_FIELDS = ("tool", "effect", "status", "verified_by", "counts", "run", "execution")


def given_events(raw: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A row's own events as the corpus's rows hold them: ``{event_id: {tool, effect, status, ...}}``."""
    events = raw["events"]
    if not isinstance(events, dict) or not all(isinstance(ev, dict) for ev in events.values()):
        raise TypeError("events is not an object of event objects")
    for eid, ev in events.items():
        missing = [f for f in EVENT_FIELDS if f not in ev]
        if missing:
            raise KeyError(f"event {eid} lacks {', '.join(missing)}")
    return events


def batch(path: Path, tools: list[dict[str, str]] | None = None, *, blind: bool = False) -> None:
    """Recall and false flags of a batch of hand-written replies kept outside the corpus, and its errors;
    with ``tools``, from an agent whose tools are those alone. Rows either all fill slots or all give
    their own ``events`` (the corpus's row format: the text cites them as written). ``blind``: its errors
    counted by cause, no reply's text or number (a held-out batch is measured, never read)."""
    replies, given = [], []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                raw = json.loads(line)
                replies.append((str(raw["text"]), bool(raw["flag"]), list(raw.get("causes", []))))
                given.append(given_events(raw) if "events" in raw else None)
            except (ValueError, KeyError, TypeError) as exc:
                raise SystemExit(f"{path}:{n}: not a reply row ({exc})") from None
    slotted = all(g is None for g in given)
    if not slotted and any(g is None for g in given):
        raise SystemExit(f"{path}: every row gives its events, or none does (slots)")
    rng, journal = stream(f"file:{path.name}")
    agent = "ops"
    if tools is not None:
        agent = f"catalogue:{path.name}"
        effects = {t["name"]: t["effect"] for t in tools}
        used = (
            {m.group(1) for text, _, _ in replies for m in SLOT.finditer(text)}
            if slotted
            else {ev["tool"] for events in given for ev in events.values()}
        )
        unknown = sorted(used - effects.keys())
        if unknown:
            raise SystemExit(f"--tools: {path}: the batch names tools the catalogue lacks: {', '.join(unknown)}")
        journal = Journal(rng, journal.tag, effects)
        VOCABS[agent] = Vocabulary({t["name"]: ToolInfo(t["name"], t["effect"], t["description"]) for t in tools})
    if slotted:
        rows = hand_written(replies, "en", "file", rng, journal)
        for row in rows:
            row["events"] = {eid: ev for eid, ev in journal.events.items() if f"[evt:{eid}]" in row["text"]}
    else:
        rows = [
            {"flag": flag, "causes": causes, "text": text, "events": events}
            for (text, flag, causes), events in zip(replies, given, strict=True)
        ]
    rows = [
        {**row, "agent": agent, "id": f"{path.stem}:{i + 1}", "lang": "zh" if HAN.search(row["text"]) else "en"}
        for i, row in enumerate(rows)
    ]
    results = {r["id"]: detector(r) for r in rows}
    recall, ff = rates(rows, results)
    print(f"{path}: {len(rows)} replies, {sum(r['flag'] for r in rows)} must be flagged")
    print(f"recall {recall}   false flags {ff}")
    for lang in sorted({r["lang"] for r in rows}):  # a reply with Chinese characters in it counts as Chinese
        lang_recall, lang_ff = rates([r for r in rows if r["lang"] == lang], results)
        print(f"  {lang}: recall {lang_recall}   false flags {lang_ff}")
    wrong = [r for r in rows if results[r["id"]] != r["flag"]]
    if blind:
        print("errors by cause (a reply counts under each of its causes): misses / must flag, false flags / honest")
        for cause in sorted({c for r in rows for c in r["causes"]}):
            part = [r for r in rows if cause in r["causes"]]
            must, honest = sum(r["flag"] for r in part), sum(not r["flag"] for r in part)
            missed = sum(r["flag"] for r in wrong if cause in r["causes"])
            flagged = sum(not r["flag"] for r in wrong if cause in r["causes"])
            print(f"  {cause:20} {missed:>3} / {must:<3}  {flagged:>3} / {honest}")
        return
    for r in wrong:
        print(f"{'MISS ' if r['flag'] else 'FALSE'} {r['id']} {r['text'][:300]!r}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--misses", action="store_true")
    parser.add_argument(
        "--split", default="dev", choices=("dev", "test", "holdout", "fresh", "honest", "derived", "all")
    )
    parser.add_argument("--file", type=Path, help="judge only this batch (JSON lines of hand-written replies)")
    parser.add_argument("--descriptions", type=Path, help="JSON: tool name → description, instead of the corpus's")
    parser.add_argument(
        "--tools", type=Path, help="with --file: JSON list of the agent's tools {name, effect, description}"
    )
    parser.add_argument(
        "--names-only", action="store_true", help="with --tools: the tools known by name and effect only"
    )
    parser.add_argument("--time-only", action="store_true", help="only the audit time (no recall, no false flags)")
    parser.add_argument(
        "--blind", action="store_true", help="with --file: errors counted by cause, no reply's text (a held-out batch)"
    )
    args = parser.parse_args()
    if (args.tools is not None or args.names_only) and args.file is None:
        raise SystemExit("--tools and --names-only judge a --file batch")
    if args.names_only and args.tools is None:
        raise SystemExit("--names-only needs --tools")
    if args.blind and args.file is None:
        raise SystemExit("--blind judges a --file batch")
    if args.descriptions is not None:
        describe(args.descriptions)
    if args.file is not None:
        if not args.file.is_file():
            raise SystemExit(f"--file: no such file: {args.file}")
        batch(args.file, None if args.tools is None else catalogue(args.tools, args.names_only), blind=args.blind)
        return
    rows = load()
    engines: dict[str, Engine] = {"agentops.claims": detector}
    base = baseline()
    if base is not None:
        engines[f"phrase list ({BASELINE_COMMIT})"] = base
    results = None if args.time_only else report(rows, engines, base)
    times(rows, engines, base)

    if args.misses:
        results = results or {r["id"]: detector(r) for r in rows}
        print(f"\nmisses and false flags ({args.split}):")
        for r in rows:
            if args.split in ("all", r["split"]) and results[r["id"]] != r["flag"]:
                kind = "MISS " if r["flag"] else "FALSE"
                print(f"{kind} {r['id']} {r['variant']:14} {r['text'][:150]!r}")


def report(rows: list[dict[str, Any]], engines: dict[str, Engine], base: Engine | None) -> dict[str, bool]:
    """Recall and false flags of each engine per split and language, and of the detector per cause (its
    results: reply id → flagged)."""
    results = {name: {r["id"]: engine(r) for r in rows} for name, engine in engines.items()}
    print(f"{len(rows)} replies; {sum(r['flag'] for r in rows)} must be flagged\n")
    print(f"{'engine':28} {'split':7} {'lang':4} {'recall':>18} {'false flags':>18}")
    for name in engines:
        for split in ("dev", "test", "holdout", "fresh", "honest", "derived", "all"):
            for lang in ("en", "zh", "all"):
                part = [r for r in rows if split in ("all", r["split"]) and lang in ("all", r["lang"])]
                recall, ff = rates(part, results[name])
                print(f"{name:28} {split:7} {lang:4} {recall:>18} {ff:>18}")
    print(f"\nper cause (all splits, {next(iter(engines))}; a reply counts under each of its causes)")
    causes = sorted({c for r in rows for c in r["causes"]})
    print(
        f"{'cause':18} {'recall':>18} {'false flags':>18}"
        + (f" {'baseline recall':>18} {'baseline ff':>18}" if base else "")
    )
    for cause in causes:
        part = [r for r in rows if cause in r["causes"]]
        line = f"{cause:18} " + " ".join(f"{v:>18}" for v in rates(part, results["agentops.claims"]))
        if base:
            line += " " + " ".join(f"{v:>18}" for v in rates(part, results[f"phrase list ({BASELINE_COMMIT})"]))
        print(line)
    return results["agentops.claims"]


def times(rows: list[dict[str, Any]], engines: dict[str, Engine], base: Engine | None) -> None:
    """CPU and wall time of each engine on 20,000-character replies (corpus text and hostile inputs)."""
    mixed = ""
    replies = [r for r in rows if r["variant"] != "huge"]
    for en, zh in zip(replies[::2], replies[1::2], strict=False):
        if len(mixed) >= 20_000:
            break
        mixed += en["text"] + "\n\n" + zh["text"] + "\n\n"
    zh_only = "".join(r["text"] for r in replies if r["lang"] == "zh")
    en_only = "\n\n".join(r["text"] for r in replies if r["lang"] == "en")
    cases = {
        "20k chars of corpus replies": mixed[:20_000],
        "20k chars of EN replies": en_only[:20_000],
        "20k chars of ZH replies": zh_only[:20_000],
        "20,000 spaces": " " * 20_000,
        "已发送。 x 5,000": "已发送。" * 5000,
        "未发送。 x 5,000": "未发送。" * 5000,
        "sent x 4,000 (one run-on sentence)": ("sent " * 4000)[:20_000],
        "sent. x 3,333 (no sentence end)": ("sent. " * 3334)[:20_000],
        "emailed all 3 customers x 833": ("emailed all 3 customers " * 834)[:20_000],
        "refunded to the customers x 769": ("refunded to the customers " * 770)[:20_000],
        "我已经把邮件发给了客户 x 1,818": ("我已经把邮件发给了客户" * 1819)[:20_000],
    }
    print(f"\naudit time, median of 20 (CPU ms / wall ms){'':2}" + "".join(f"{n:>26}" for n in engines))
    funcs: dict[str, Callable[[str], Any]] = {"agentops.claims": lambda t: find_claims(t, VOCAB)}
    if base is not None:
        funcs[f"phrase list ({BASELINE_COMMIT})"] = sys.modules["baseline_claims.detect"].find_claims
    for label, text in cases.items():
        cells = []
        for name in engines:
            n = 3 if name != "agentops.claims" and "spaces" in label else 20
            cpu, wall = timing(funcs[name], text, n)
            cells.append(f"{cpu:.1f} / {wall:.1f}")
        print(f"{label:46}" + "".join(f"{c:>26}" for c in cells))
    big = find_claims("已发送。" * 5000, VOCAB)
    print(f"\nclaims kept from 已发送。 x 5,000: {len(big.claims)} (truncated={big.truncated})")


if __name__ == "__main__":
    main()
