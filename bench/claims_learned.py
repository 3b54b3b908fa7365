"""Train and measure the learned clause reader (agentops/claims/learned.py) on the claims corpus.

    python bench/claims_learned.py extract          # read the corpus with the rules (cached in /tmp, ~1 min)
    python bench/claims_learned.py extract --rules-only   # … without the committed reader's claims (its baseline)
    python bench/claims_learned.py cv --no-rules    # 5 folds by source: rules alone vs rules + model (~2 min)
    python bench/claims_learned.py train --no-rules --add-en 0.95 --add-zh 2.0    # write learned.json (~20 s)

``--no-rules`` leaves the rules' reading (a claim found in the clause, its kind) out of the features: with it the
model learns that a clause the rules leave is no claim and adds almost nothing (docs/claims.md). ``--no-cites``
leaves the citations out too (measured worse). A threshold above 1 switches a language off.

Clause labels are weak labels from reply labels and the rules' reading: in a reply the rules judge right, a clause
is a claim when the rules read one in it; in an honest reply the rules flag, the clause of a flagged uncited claim
is no claim (one flagged for its kind or count is left out); in a must-flag reply the rules miss, the clause
without a rule claim (uncited in a unit without citations, or citing a call that backs nothing) that a first
model scores highest is the claim they missed (one per reply, multiple-instance style), the others are left out. Folds are by source (a batch file and its derived
twins together; the templates one source per language), never by row: rows of one batch share wording. The
trainer is pure Python (FTRL-proximal logistic regression): no new dependency, deterministic. The cache is
``$CLAIMS_LEARNED_CACHE`` when set. Real clause labels from span-labelled replies: ``bench/claims_spans.py``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import pickle
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agentops.claims import learned  # noqa: E402
from agentops.claims.detect import Claim, find_claims  # noqa: E402
from agentops.claims.normalize import normalize  # noqa: E402
from agentops.claims.segment import cite_id, units  # noqa: E402
from agentops.claims.verdict import judge  # noqa: E402

#: FTRL-proximal's rate, its smoothing and its L1 and L2 terms (L1: how much evidence a feature needs to weigh).
ALPHA, BETA, L1, L2 = 0.1, 1.0, 1.0, 1.0
#: Weights smaller than this are left out of the file (they move no clause across a threshold: measured, see docs).
PRUNE = 0.05
CACHE = Path(os.environ.get("CLAIMS_LEARNED_CACHE", "/tmp/claims_learned_extract.pkl"))
RULE_FEATURES = learned.RULE_FEATURES
CITES = "--no-cites" not in sys.argv


def groups(rows: list[dict[str, Any]]) -> list[str]:
    """The source of each corpus row, in build order (templates per language, huge, each hand-written part;
    derived twins with their part)."""
    from tests.claims.corpus import build

    sizes: list[int] = []
    real = build.hand_written

    def counting(replies: Any, *args: Any, **kwargs: Any) -> Any:
        out = real(replies, *args, **kwargs)
        sizes.append(len(out))
        return out

    build.hand_written = counting  # type: ignore[assignment]
    try:
        built = build.build()
    finally:
        build.hand_written = real  # type: ignore[assignment]
    assert [r["text"] for r in built] == [r["text"] for r in rows], "corpus is not what build.py builds"
    names = [name for name, *_ in build.HAND_WRITTEN]
    parts = names + names  # the parts, then their derived twins
    lead = len(built) - sum(sizes)
    out = [f"templates-{r['lang']}" if r["variant"] != "huge" else "huge" for r in built[:lead]]
    for name, size in zip(parts, sizes, strict=True):
        out += [name] * size
    return out


def read(row: dict[str, Any], vocab: Any, evidence: dict[str, Any], run: str) -> dict[str, Any]:
    """One reply read by the rules: per clause its features, the rules' claim there (kind, flagged)."""
    text = row["text"]
    detection = find_claims(text, vocab)
    flagged = [
        judge(c, run_id=run, evidence=evidence, pool=detection.pool, vocabulary=vocab, peers=detection.claims).flagged
        for c in detection.claims
    ]
    probe = Claim(0, 0, "", "", "complete", "en", 1, -1, "")
    pool_backs = not judge(probe, run_id=run, evidence=evidence, pool=detection.pool, vocabulary=vocab).flagged
    norm = normalize(text)
    claimed: set[int] = set()
    out = []
    for unit in units(norm.text):
        if not learned.readable(unit):
            continue
        for k, clause in learned.clauses(unit):
            start, end = norm.span(clause[0].start, clause[-1].end)
            mine = [
                i
                for i, c in enumerate(detection.claims)
                if c.unit == unit.index and start <= c.start < end and i not in claimed
            ]
            claimed.update(mine)
            rule = detection.claims[mine[0]].kind if mine else None
            ids = tuple(dict.fromkeys(cite_id(t) for t in clause if t.kind == "cite"))
            own = Claim(start, end, "", "", "complete", "en", 1, unit.index, "", ids)
            backed = None if not ids else not judge(own, run_id=run, evidence=evidence, vocabulary=vocab).flagged
            out.append(
                {
                    "feats": learned.features(unit, k, clause, rule),
                    "claims": mine,
                    "cited": any(detection.claims[i].cited for i in mine),
                    "unit_cites": unit.cites_any,
                    "backed": backed,  # None: no citation in the clause; else whether a "done" citing them is backed
                    "lang": learned.language(clause),
                    "text": text[start:end][:120],
                    "start": start,
                    "end": end,
                }
            )
    return {
        "id": row["id"],
        "lang": row["lang"],
        "flag": row["flag"],
        "causes": row["causes"],
        "truncated": detection.truncated,
        "flagged": flagged,
        "uncited": [not c.cited for c in detection.claims],
        "pool_backs": pool_backs,
        "clauses": out,
    }


def extract() -> list[dict[str, Any]]:
    import claims as bench  # bench/claims.py

    if "--rules-only" in sys.argv:  # the rules' reading without the committed reader's claims (a clean baseline)
        learned.model = lambda: None  # type: ignore[assignment]
    rows = bench.load()
    names = groups(rows)
    out = []
    for n, (row, group) in enumerate(zip(rows, names, strict=True)):
        vocab = bench.VOCABS[row.get("agent", "default")]
        rec = read(row, vocab, bench.evidence_of(row), bench.RUN)
        rec["group"] = group
        out.append(rec)
        if n % 2000 == 0:
            print(f"  read {n}/{len(rows)}", file=sys.stderr)
    CACHE.write_bytes(pickle.dumps(out))
    return out


def load() -> list[dict[str, Any]]:
    if CACHE.exists():
        return pickle.loads(CACHE.read_bytes())
    return extract()


def rules_right(rec: dict[str, Any]) -> bool:
    return (rec["truncated"] or any(rec["flagged"])) == rec["flag"]


def candidate(c: dict[str, Any]) -> bool:
    """A clause without a rule claim that may hold the act a missed reply is flagged for: uncited in a unit
    without citations, or citing a call that backs no "done" (failed, unconfirmed, another run's, missing)."""
    return (not c["unit_cites"]) if c["backed"] is None else not c["backed"]


def examples(recs: list[dict[str, Any]], scorer: Any = None) -> list[tuple[list[str], int]]:
    """(features, label) of the clauses of ``recs`` (see the module docstring); ``scorer`` picks the missed claim."""
    out = []
    for rec in recs:
        right = rules_right(rec)
        missed = not right and rec["flag"]
        pick = None
        if missed and scorer is not None:
            free = [n for n, c in enumerate(rec["clauses"]) if not c["claims"] and candidate(c)]
            if free:
                pick = max(free, key=lambda n: scorer(rec["clauses"][n]["feats"]))
        for n, c in enumerate(rec["clauses"]):
            if c["claims"]:
                if not right and not rec["flag"] and any(rec["flagged"][i] and rec["uncited"][i] for i in c["claims"]):
                    label = 0  # an honest reply's uncited "claim": the rules misread it
                elif not right and not rec["flag"]:
                    continue  # flagged for its kind or count: not known whether it is a claim
                else:
                    label = 1
            elif missed and candidate(c):
                if pick is None or n != pick:
                    continue  # one of these may be the claim the rules missed
                label = 1
            else:
                label = 0
            out.append((c["feats"], label))
    return out


def kept(feats: list[str], rules: bool) -> list[str]:
    return sorted({f for f in feats if (rules or not f.startswith(RULE_FEATURES)) and (CITES or not cites(f))})


def cites(feature: str) -> bool:
    """A feature of the clause's citations: with them, the model learns that a cited clause claims (the corpus's
    cited clauses mostly do) and reads an uncited act as no claim."""
    return feature.startswith("cite|") or "<c>" in feature


def fit(data: list[tuple[list[str], int]] | list[tuple[list[str], int, float]], epochs: int = 3) -> dict[str, float]:
    """Logistic regression by FTRL-proximal (per-feature rates, L1 and L2): the L1 term leaves most features at
    zero, so the weights file stays small and rare wordings are not memorised. Deterministic (seeded shuffle)."""
    z: dict[str, float] = {}
    n: dict[str, float] = {}
    rng = random.Random(12)
    order = list(range(len(data)))

    def weight(f: str) -> float:
        zf = z.get(f, 0.0)
        if abs(zf) <= L1:
            return 0.0
        return -(zf - math.copysign(L1, zf)) / ((BETA + math.sqrt(n.get(f, 0.0))) / ALPHA + L2)

    for _ in range(epochs):
        rng.shuffle(order)
        for i in order:
            feats, y, *rest = data[i]
            ws = [weight(f) for f in feats]
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, sum(ws)))))
            g = (p - y) * (rest[0] if rest else 1.0)
            for f, wf in zip(feats, ws, strict=True):
                nf = n.get(f, 0.0)
                sigma = (math.sqrt(nf + g * g) - math.sqrt(nf)) / ALPHA
                z[f] = z.get(f, 0.0) + g - sigma * wf
                n[f] = nf + g * g
    return {f: w for f in z if (w := weight(f)) != 0.0}


def prob(w: dict[str, float], idx: list[str]) -> float:
    z = sum(w.get(j, 0.0) for j in idx)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def train(recs: list[dict[str, Any]], rules: bool) -> dict[str, float]:
    first = fit([(kept(f, rules), y) for f, y in examples(recs)])
    second = examples(recs, scorer=lambda f: prob(first, kept(f, rules)))
    return fit([(kept(f, rules), y) for f, y in second])


def outcome(rec: dict[str, Any], probs: list[float], add: float, veto: float) -> bool:
    """Whether the reply is flagged: the rules' claims (an uncited one in a clause the model scores below
    ``veto`` dropped) and a "done" added in each clause without rule claim or lexicon verb scored ``add``+."""
    if rec["truncated"]:
        return True
    dropped: set[int] = set()
    for c, p in zip(rec["clauses"], probs, strict=True):
        if c["claims"] and p < veto:
            dropped.update(i for i in c["claims"] if rec["uncited"][i])
        if not c["claims"] and p >= add and unbacked(rec, c) and not lexicon_verb(c):
            return True
    return any(f for i, f in enumerate(rec["flagged"]) if i not in dropped)


def lexicon_verb(c: dict[str, Any]) -> bool:
    """An English clause holding a past form the grammar knows: its reading stands (the agent's own tool verbs
    are left out here, so this slightly understates what the runtime leaves to the rules)."""
    return c["lang"] == "en" and any(f[2:] in learned.known_verbs(()) for f in c["feats"] if f.startswith("w|"))


def unbacked(rec: dict[str, Any], c: dict[str, Any]) -> bool:
    """Whether a "done" added in clause ``c`` is flagged: citing the clause's citations, or, with none in its
    unit, uncited (the evidence list may back it)."""
    if c["backed"] is not None:
        return not c["backed"]
    return not c["unit_cites"] and not rec["pool_backs"]


def rates(recs: list[dict[str, Any]], flagged: list[bool]) -> str:
    must = [f for r, f in zip(recs, flagged, strict=True) if r["flag"]]
    honest = [f for r, f in zip(recs, flagged, strict=True) if not r["flag"]]
    return (
        f"recall {100 * sum(must) / max(len(must), 1):5.1f}% ({sum(must)}/{len(must)})  "
        f"false flags {100 * sum(honest) / max(len(honest), 1):4.1f}% ({sum(honest)}/{len(honest)})"
    )


def fold_of(recs: list[dict[str, Any]], folds: int) -> dict[str, int]:
    """The fold of each source of ``recs`` (shuffled with a fixed seed: the same folds every run)."""
    names = sorted({r["group"] for r in recs})
    random.Random(5).shuffle(names)
    return {g: n % folds for n, g in enumerate(names)}


def cv(recs: list[dict[str, Any]], folds: int, rules: bool) -> None:
    names = sorted({r["group"] for r in recs})
    fold = fold_of(recs, folds)
    probs: dict[str, list[float]] = {}
    for k in range(folds):
        w = train([r for r in recs if fold[r["group"]] != k], rules)
        for r in recs:
            if fold[r["group"]] == k:
                probs[r["id"]] = [prob(w, kept(c["feats"], rules)) for c in r["clauses"]]
        print(f"  fold {k}: {sorted(g for g in names if fold[g] == k)}", file=sys.stderr)
    Path(f"/tmp/claims_learned_cv_{rules}_{CITES}.pkl").write_bytes(pickle.dumps(probs))
    report(recs, probs)


def report(recs: list[dict[str, Any]], probs: dict[str, list[float]]) -> None:
    settings = [(add, veto) for add in (2.0, 0.8, 0.9, 0.95, 0.98) for veto in (-1.0, 0.01, 0.02, 0.05)]
    for lang in ("en", "zh"):
        part = [r for r in recs if r["lang"] == lang and r["group"] != "huge"]
        for add, veto in settings:
            label = "rules alone" if add > 1 and veto < 0 else f"add>={add:<4} veto<{max(veto, 0):<4}"
            print(f"{lang} {label:24} {rates(part, [outcome(r, probs[r['id']], add, veto) for r in part])}")


def write(recs: list[dict[str, Any]], rules: bool, add: dict[str, float]) -> None:
    w = train(recs, rules)
    weights = {f: round(v, 2) for f, v in sorted(w.items()) if abs(v) >= PRUNE}
    raw = {"rules": rules, "add": add, "weights": weights}
    learned.WEIGHTS.write_text(json.dumps(raw, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(weights)} weights -> {learned.WEIGHTS}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=("extract", "cv", "train"))
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--no-rules", action="store_true", help="leave the rules' reading out of the features")
    parser.add_argument("--no-cites", action="store_true", help="leave the citations out of the features")
    parser.add_argument("--rules-only", action="store_true", help="extract: without the committed reader's claims")
    parser.add_argument("--add-en", type=float, default=2.0)
    parser.add_argument("--add-zh", type=float, default=2.0)
    args = parser.parse_args()
    if args.command == "extract":
        extract()
    elif args.command == "cv":
        cv(load(), args.folds, not args.no_rules)
    else:
        write(load(), not args.no_rules, {"en": args.add_en, "zh": args.add_zh})


if __name__ == "__main__":
    main()
