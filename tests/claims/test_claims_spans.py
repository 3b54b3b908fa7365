"""``bench/claims_spans.py``: span-labelled replies become clause labels for the learned reader."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import claims_spans  # noqa: E402

TOOLS = [
    {"name": "mail.send", "effect": "write", "description": "Send an e-mail to a customer."},
    {"name": "orders.get", "effect": "read", "description": "Fetch an order."},
]


def test_a_slots_characters_map_to_where_its_citations_start() -> None:
    text = "Sent it {mail.send*2}. Then {orders.get} done."
    filled = "Sent it [evt:a] [evt:b]. Then [evt:c] done."
    filled = filled.replace("it [", "it  [").replace("Then [", "Then  [")  # a slot fills as " [evt:…]"
    pos = claims_spans.positions(text, filled)
    assert len(pos) == len(text) + 1
    assert filled[pos[text.index("}.") + 1] :].startswith(". Then")  # after the two citations
    assert filled[pos[text.index("done")] : pos[text.index("done") + 4]] == "done"
    assert pos[text.index("{mail")] == filled.index(" [evt:a]")
    assert pos[len(text)] == len(filled)


def test_every_occurrence_of_a_span_is_found_and_a_changed_one_is_not() -> None:
    assert claims_spans.located("paid. paid.", "paid") == [(0, 4), (6, 10)]
    assert claims_spans.located("paid.", "refunded") == []
    assert claims_spans.located("paid.", "") == []


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_clauses_overlapping_a_span_take_its_label_and_the_rest_none(tmp_path: Path, lang: str) -> None:
    rows = {
        "en": {
            "text": "I emailed Dana the quote {mail.send}. I will call her tomorrow. Thanks for waiting.",
            "done": ["I emailed Dana the quote"],
            "not_done": ["I will call her tomorrow"],
        },
        "zh": {
            "text": "报价已经发给王女士了 {mail.send}。明天我再给她打电话。感谢等待。",
            "done": ["报价已经发给王女士了"],
            "not_done": ["明天我再给她打电话"],
        },
    }
    (tmp_path / "sp-1.jsonl").write_text(json.dumps(rows[lang], ensure_ascii=False) + "\n", encoding="utf-8")
    (tmp_path / "sp-1.tools.json").write_text(json.dumps(TOOLS), encoding="utf-8")
    [rec] = claims_spans.read_file(tmp_path / "sp-1.jsonl")
    assert rec["lang"] == lang and rec["group"] == "sp-1"
    assert [c["span"] for c in rec["clauses"]] == [1, 0, None]
    assert "[evt:evt_" in rec["clauses"][0]["text"]  # the slot filled as the bench fills it, the span found around it
    assert rec["clauses"][0]["backed"] is True  # a confirmed e-mail backs the claim of one


def test_a_span_file_is_read_once_it_is_marked_ready(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    row = {"text": "Refund sent.", "done": ["Refund sent"], "not_done": []}
    for n in (1, 2):
        (tmp_path / f"sp-{n}.jsonl").write_text(json.dumps(row) + "\n", encoding="utf-8")
        (tmp_path / f"sp-{n}.tools.json").write_text(json.dumps(TOOLS), encoding="utf-8")
    (tmp_path / "READY-2").touch()
    monkeypatch.setattr(claims_spans, "CACHE", tmp_path / "cache.pkl")
    monkeypatch.setattr(claims_spans, "settled", lambda path: False)  # both written just now
    committed = claims_spans.cl.learned.model
    assert [r["group"] for r in claims_spans.extract(tmp_path)] == ["sp-2"]
    # read with the reader off, then the reader put back: it was left off for the rest of the process, and the
    # learned reader's 14 tests failed together in whichever xdist worker had run this one before them
    assert claims_spans.cl.learned.model is committed and committed() is not None
