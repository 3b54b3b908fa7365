"""Clause labels from span-labelled replies, for the learned clause reader (agentops/claims/learned.py).

    python bench/claims_spans.py extract [DIR]     # read DIR/sp-N.jsonl with the rules (cached in /tmp)
    python bench/claims_spans.py cv                # clause accuracy, folds by span file, by label variant
    python bench/claims_spans.py audit             # the corpus folds: rules alone, + add, + veto, with span data

A span file ``sp-N.jsonl`` holds replies written with the corpus's slots, and for each the substrings where the
agent asserts a completed act (``done``) and those that look like acts but are not (``not_done``: plans, negations,
others' acts, quotes, hedges, reads); ``sp-N.tools.json`` is its agent's catalogue. Slots are filled as
``bench/claims.py --file`` fills them, and each span is found in the filled text. A clause the segmenter cuts is a
claim when it overlaps a ``done`` span, none when it overlaps a ``not_done`` span (and no ``done`` one), and the
clauses overlapping neither are "other" (label 0 with a weight, or left out: ``--other``).
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import claims_learned as cl  # noqa: E402

from agentops.claims.kinds import ToolInfo, Vocabulary  # noqa: E402
from tests.claims.corpus.build import SLOT, Journal, hand_written, stream  # noqa: E402


def _bench() -> Any:
    """``bench/claims.py`` (loaded by path: under pytest, ``claims`` is the tests' package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_claims", ROOT / "bench" / "claims.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench = _bench()
SPANS = Path(os.environ.get("CLAIMS_SPANS_DIR", ROOT / "tests" / "claims" / "spans"))
CACHE = Path(os.environ.get("CLAIMS_SPANS_CACHE", "/tmp/claims_spans_extract.pkl"))
FOLDS = 4  # span files in folds (the n-th file of a language in fold n % 4: each fold holds both languages)
_CITES = re.compile(r"(?: \[evt:[^\]]*\])*")


def positions(text: str, filled: str) -> list[int]:
    """The offset in ``filled`` (``text`` with its slots filled) of each offset of ``text`` and of its end; a slot's
    characters go to where its citations start."""
    out: list[int] = []
    i = j = 0
    for m in SLOT.finditer(text):
        seg = text[i : m.start()]
        assert filled.startswith(seg, j), (text, filled)
        out += range(j, j + len(seg))
        j += len(seg)
        out += [j] * (m.end() - m.start())
        j = _CITES.match(filled, j).end()  # type: ignore[union-attr]
        i = m.end()
    seg = text[i:]
    assert filled.startswith(seg, j), (text, filled)
    out += range(j, j + len(seg) + 1)
    return out


def located(text: str, span: str) -> list[tuple[int, int]]:
    """Where ``span`` occurs in ``text`` (every occurrence; none when the writer changed it)."""
    out, at = [], text.find(span)
    while span and at >= 0:
        out.append((at, at + len(span)))
        at = text.find(span, at + 1)
    return out


def read_file(path: Path) -> list[dict[str, Any]]:
    """The replies of one span file read by the rules as ``claims_learned.read`` reads corpus rows, each clause
    with its span label: 1 (``done``), 0 (``not_done``) or None (neither)."""
    raws = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    tools = json.loads(path.with_name(path.stem + ".tools.json").read_text(encoding="utf-8"))
    rng, journal = stream(f"file:{path.name}")
    journal = Journal(rng, journal.tag, {t["name"]: t["effect"] for t in tools})
    vocab = Vocabulary({t["name"]: ToolInfo(t["name"], t["effect"], t["description"]) for t in tools})
    replies = [(r["text"], bool(r.get("flag", False)), list(r.get("causes", []))) for r in raws]
    rows = hand_written(replies, "en", "file", rng, journal)
    out = []
    lost = 0
    for n, (raw, row) in enumerate(zip(raws, rows, strict=True), 1):
        row["events"] = {eid: ev for eid, ev in journal.events.items() if f"[evt:{eid}]" in row["text"]}
        rec = cl.read({**row, "id": f"{path.stem}:{n}", "lang": "en"}, vocab, bench.evidence_of(row), bench.RUN)
        pos = positions(raw["text"], row["text"])
        marked: dict[int, list[tuple[int, int]]] = {1: [], 0: []}
        for label, key in ((1, "done"), (0, "not_done")):
            for span in raw.get(key, []):
                found = located(raw["text"], span)
                lost += not found
                marked[label] += [(pos[a], pos[b]) for a, b in found]
        for c in rec["clauses"]:
            over = {lab: sum(max(0, min(c["end"], b) - max(c["start"], a)) for a, b in marked[lab]) for lab in (1, 0)}
            c["span"] = 1 if over[1] and over[1] >= over[0] else 0 if over[0] else None
        rec["lang"] = "zh" if bench.HAN.search(row["text"]) else "en"
        rec["group"] = path.stem
        rec["has_flag"] = "flag" in raw
        out.append(rec)
    print(f"  {path.name}: {len(out)} replies, {lost} spans not found", file=sys.stderr)
    return out


def settled(path: Path) -> bool:
    """A span file without its READY mark that has not changed for 5 minutes (a writer that marks none)."""
    import time

    return time.time() - path.stat().st_mtime > 300


def extract(folder: Path) -> list[dict[str, Any]]:
    """The span files of ``folder`` read by the rules alone (the committed reader off: the one trained replaces it)."""
    committed, cl.learned.model = cl.learned.model, lambda: None  # type: ignore[assignment]
    try:  # put back after: a test importing this module ran every later claims check without the reader
        files = sorted(folder.glob("sp-*.jsonl"), key=lambda p: int(p.stem.split("-")[1]))
        ready = [p for p in files if (folder / f"READY-{p.stem.split('-')[1]}").exists() or settled(p)]
        recs = [rec for p in ready for rec in read_file(p)]
    finally:
        cl.learned.model = committed
    CACHE.write_bytes(pickle.dumps(recs))
    return recs


def load() -> list[dict[str, Any]]:
    return pickle.loads(CACHE.read_bytes()) if CACHE.exists() else extract(SPANS)


def span_examples(recs: list[dict[str, Any]], other: float) -> list[tuple[list[str], int, float]]:
    """(features, label, weight) of the span-labelled clauses; a clause overlapping no span weighs ``other`` (0:
    left out)."""
    out = []
    for rec in recs:
        for c in rec["clauses"]:
            if c["span"] is not None:
                out.append((cl.kept(c["feats"], False), c["span"], 1.0))
            elif other > 0:
                out.append((cl.kept(c["feats"], False), 0, other))
    return out


def weak_examples(corpus: list[dict[str, Any]]) -> list[tuple[list[str], int, float]]:
    """The corpus's weak labels (``claims_learned.examples``), the missed act picked by a first model of them."""
    first = cl.fit([(cl.kept(f, False), y) for f, y in cl.examples(corpus)])
    return [
        (cl.kept(f, False), y, 1.0) for f, y in cl.examples(corpus, scorer=lambda f: cl.prob(first, cl.kept(f, False)))
    ]


def train(
    weak: list[tuple[list[str], int, float]], spans: list[dict[str, Any]], other: float, span_weight: float = 1.0
) -> dict[str, float]:
    """The reader trained on span labels (weighted ``span_weight``) plus ``weak`` labels (:func:`weak_examples`)."""
    return cl.fit([*((f, y, w * span_weight) for f, y, w in span_examples(spans, other)), *weak])


def clause_scores(w: dict[str, float], recs: list[dict[str, Any]]) -> list[tuple[str, int, bool, float]]:
    """(language, span label, rule claim in it, probability) of each span-labelled clause."""
    return [
        (c["lang"], c["span"], bool(c["claims"]), cl.prob(w, cl.kept(c["feats"], False)))
        for r in recs
        for c in r["clauses"]
        if c["span"] is not None
    ]


def auc(scores: list[tuple[float, int]]) -> float:
    pos = sorted(p for p, y in scores if y)
    neg = sorted(p for p, y in scores if not y)
    if not pos or not neg:
        return float("nan")
    import bisect

    return sum(
        bisect.bisect_left(neg, p) + 0.5 * (bisect.bisect_right(neg, p) - bisect.bisect_left(neg, p)) for p in pos
    ) / (len(pos) * len(neg))


def summary(name: str, scored: list[tuple[str, int, bool, float]]) -> None:
    for lang in ("en", "zh"):
        part = [s for s in scored if s[0] == lang]
        if not part:
            continue
        acc = sum((p >= 0.5) == bool(y) for _, y, _, p in part) / len(part)
        a = auc([(p, y) for _, y, _, p in part])
        ruled = [s for s in part if s[2]]
        unruled = [s for s in part if not s[2]]
        veto = " ".join(
            f"<{t}:{sum(1 for s in ruled if s[3] < t and not s[1])}/{sum(1 for s in ruled if s[3] < t and s[1])}"
            for t in (0.02, 0.05, 0.1, 0.2)
        )
        add = " ".join(
            f">={t}:{sum(1 for s in unruled if s[3] >= t and s[1])}/{sum(1 for s in unruled if s[3] >= t and not s[1])}"
            for t in (0.8, 0.9, 0.95)
        )
        rule_acc = sum(s[2] == bool(s[1]) for s in part) / len(part)
        print(
            f"{name:28} {lang} n={len(part):4} (done {sum(s[1] for s in part)}) acc {100 * acc:5.1f}% auc {a:.3f}"
            f"  rules {100 * rule_acc:5.1f}% | veto(not/done) {veto} | add(done/not) {add}"
        )


def cv(corpus: list[dict[str, Any]], spans: list[dict[str, Any]]) -> None:
    groups = sorted({r["group"] for r in spans}, key=lambda g: int(g.split("-")[1]))
    print(f"span files: {groups}; clauses labelled {sum(c['span'] is not None for r in spans for c in r['clauses'])}")
    summary("committed (weak, file)", clause_scores(model_weights(), spans))
    weak = weak_examples(corpus)
    summary("weak only (refit)", clause_scores(cl.fit(weak), spans))
    variants = [(0.0, False, 1.0), (0.0, True, 1.0), (0.0, True, 5.0), (0.3, True, 5.0)]
    fold_of = {g: (int(g.split("-")[1]) - 1) // 2 % FOLDS for g in groups}
    for other, with_weak, sw in variants:
        scored = []
        for k in range(min(FOLDS, len(groups))):
            w = train(weak if with_weak else [], [r for r in spans if fold_of[r["group"]] != k], other, sw)
            scored += clause_scores(w, [r for r in spans if fold_of[r["group"]] == k])
        summary(f"spans o={other} weak={with_weak} x{sw}", scored)


def model_weights() -> dict[str, float]:
    return json.loads(cl.learned.WEIGHTS.read_text(encoding="utf-8"))["weights"]


def audit(
    corpus: list[dict[str, Any]], spans: list[dict[str, Any]], other: float, weak: bool, folds: int, sw: float
) -> None:
    """The corpus folds by source, each model trained on the other folds' weak labels (``weak``) and every span
    file; then rules alone, + add, + veto (of flagged rule claims in clauses scored below it)."""
    fold_of = cl.fold_of(corpus, folds)
    probs: dict[str, list[float]] = {}
    for k in range(folds):
        rest = [r for r in corpus if fold_of[r["group"]] != k]
        w = train(weak_examples(rest) if weak else [], spans, other, sw)
        for r in corpus:
            if fold_of[r["group"]] == k:
                probs[r["id"]] = [cl.prob(w, cl.kept(c["feats"], False)) for c in r["clauses"]]
        print(f"  fold {k} done", file=sys.stderr)
    Path(f"/tmp/cl2/audit_{other}_{weak}_{sw}.pkl").write_bytes(pickle.dumps(probs))
    report(corpus, probs)


def outcome(
    rec: dict[str, Any], probs: list[float], add: dict[str, float], veto: dict[str, float], cited: bool
) -> bool:
    """Whether the reply is flagged: the rules' claims (a flagged one in a clause the model scores below its
    language's ``veto`` dropped; only uncited ones unless ``cited``) and a "done" added as ``learned.unread`` adds."""
    if rec["truncated"]:
        return True
    dropped: set[int] = set()
    for c, p in zip(rec["clauses"], probs, strict=True):
        if c["claims"] and p < veto.get(c["lang"], -1.0):
            dropped.update(i for i in c["claims"] if cited or rec["uncited"][i])
        if not c["claims"] and p >= add.get(c["lang"], 2.0) and cl.unbacked(rec, c) and not cl.lexicon_verb(c):
            return True
    return any(f for i, f in enumerate(rec["flagged"]) if i not in dropped)


def report(recs: list[dict[str, Any]], probs: dict[str, list[float]]) -> None:
    for lang in ("en", "zh"):
        part = [r for r in recs if r["lang"] == lang and r["group"] != "huge" and r["id"] in probs]
        for add in (2.0, 0.9, 0.95, 0.98):
            for veto in (-1.0, 0.01, 0.02, 0.05, 0.1):
                for cited in (False, True) if veto > 0 else (False,):
                    flagged = [outcome(r, probs[r["id"]], {lang: add}, {lang: veto}, cited) for r in part]
                    label = f"add>={add:<4} veto<{max(veto, 0):<4} {'all' if cited else 'uncited'}"
                    print(f"{lang} {label:32} {cl.rates(part, flagged)}")


def write(
    corpus: list[dict[str, Any]],
    spans: list[dict[str, Any]],
    other: float,
    weak: bool,
    sw: float,
    add: dict[str, float],
    veto: dict[str, float],
) -> None:
    w = train(weak_examples(corpus) if weak else [], spans, other, sw)
    weights = {f: round(v, 2) for f, v in sorted(w.items()) if abs(v) >= cl.PRUNE}
    raw = {"rules": False, "spans": sorted({r["group"] for r in spans}), "add": add, "veto": veto, "weights": weights}
    cl.learned.WEIGHTS.write_text(json.dumps(raw, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(weights)} weights -> {cl.learned.WEIGHTS}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=("extract", "cv", "audit", "train"))
    parser.add_argument("folder", nargs="?", type=Path, default=SPANS)
    parser.add_argument("--other", type=float, default=0.3, help="weight of a clause overlapping no span (0: out)")
    parser.add_argument("--no-weak", action="store_true", help="train on the span labels alone")
    parser.add_argument("--folds", type=int, default=5)
    for lang in ("en", "zh"):
        parser.add_argument(f"--add-{lang}", type=float, default=2.0, help="add a claim from this probability")
        parser.add_argument(f"--veto-{lang}", type=float, default=-1.0, help="veto an uncited rule claim below it")
    parser.add_argument("--span-weight", type=float, default=1.0, help="weight of a span-labelled clause")
    args = parser.parse_args()
    if args.command == "extract":
        extract(args.folder)
    elif args.command == "cv":
        cv(cl.load(), load())
    elif args.command == "audit":
        audit(cl.load(), load(), args.other, not args.no_weak, args.folds, args.span_weight)
    else:
        add = {"en": args.add_en, "zh": args.add_zh}
        veto = {lang: v for lang, v in (("en", args.veto_en), ("zh", args.veto_zh)) if v > 0}
        write(cl.load(), load(), args.other, not args.no_weak, args.span_weight, add, veto)


if __name__ == "__main__":
    main()
