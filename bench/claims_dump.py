"""Dump every corpus reply's claims and verdicts, one JSON line per reply, to compare two versions of the detector.

    python bench/claims_dump.py > before.jsonl      # (tests/claims/corpus/replies.jsonl, or --file a batch)
    ... change the detector ...
    python bench/claims_dump.py > after.jsonl && cmp before.jsonl after.jsonl

Each line: the reply's id, its detection (every claim's fields, the pool, the citations, truncated) and each
claim's verdict (classification and reason), judged as ``bench/claims.py`` judges the corpus. A change that
only makes the audit cheaper must leave the file byte for byte the same.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agentops.claims.detect import find_claims  # noqa: E402
from agentops.claims.verdict import judge  # noqa: E402
from bench.claims import VOCABS, evidence_of  # noqa: E402
from tests.claims.corpus.build import OUT, RUN  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--file", type=Path, default=OUT, help="JSON lines of replies (the corpus by default)")
    args = parser.parse_args()
    out = sys.stdout
    for line in args.file.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        vocab = VOCABS[row.get("agent", "default")]
        detection = find_claims(row["text"], vocab)
        evidence = evidence_of(row)
        verdicts = [
            judge(c, run_id=RUN, evidence=evidence, pool=detection.pool, vocabulary=vocab, peers=detection.claims)
            for c in detection.claims
        ]
        record = {
            "id": row["id"],
            "claims": [asdict(c) for c in detection.claims],
            "pool": detection.pool,
            "citations": detection.citations,
            "truncated": detection.truncated,
            "verdicts": [[v.classification, v.reason] for v in verdicts],
        }
        out.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
