"""The span-labelled replies in tests/claims/spans: what ``bench/claims_spans.py`` trains and scores on by default."""

from __future__ import annotations

import json
from pathlib import Path

from tests.claims.corpus.build import SLOT

SPANS = Path(__file__).parent / "spans"


def test_every_span_file_is_well_formed_and_each_label_is_found_in_its_reply_outside_slots() -> None:
    files = sorted(SPANS.glob("sp-*.jsonl"))
    assert len(files) == 46
    for path in files:
        catalogue = {t["name"] for t in json.loads(path.with_suffix("").with_suffix(".tools.json").read_text())}
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            assert set(row) == {"text", "done", "not_done"}, path.name
            assert {m.group(1) for m in SLOT.finditer(row["text"])} <= catalogue, path.name
            bare = SLOT.sub("\0", row["text"])  # a label must not take part of a slot
            assert all(label and label in bare for label in row["done"] + row["not_done"]), (path.name, row["text"])
