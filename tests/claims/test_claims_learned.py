"""The learned clause reader (agentops/claims/learned.py): its weights load, it reads the same way every time and in
linear time, and it adds a claim where the grammar has no word for the act, and nowhere else."""

from __future__ import annotations

import json
import time

import pytest

from agentops.claims import learned
from agentops.claims.detect import CITED_STATE, find_claims
from agentops.claims.detect import find as finding
from agentops.claims.kinds import Vocabulary
from agentops.claims.normalize import normalize
from agentops.claims.segment import units
from agentops.claims.verdict import Evidence, judge
from agentops.core.canon import gc_paused

#: Acts the grammar has no verb or idiom for (its lexicon lacks "be out of a trial", "be off a list", "be on a group"), in the
#: wording of the fix batches' donor-care and hotel replies, not their rows.
UNREAD = [
    "You're out of the trial and on the annual plan [evt:a].",
    "You're off the SMS list and on email-only from now on [evt:a].",
    "You're off the waitlist and into the Tuesday yoga class [evt:a].",
    "All four guests are now on the WhatsApp group [evt:a].",
]


def probabilities(text: str) -> list[float]:
    m = learned.model()
    assert m is not None
    return [
        m.probability(learned.features(unit, k, clause, None))
        for unit in units(normalize(text).text)
        for k, clause in learned.clauses(unit)
    ]


def evidence(verified: bool) -> dict[str, Evidence]:
    status = "CONFIRMED" if verified else "VERIFICATION_FAILED"
    return {"a": Evidence("a", "run", "ToolResult", "update_record", "write", status, "run:a", verified, "server")}


def test_the_weights_file_loads_and_switches_the_reader_on_for_english() -> None:
    raw = json.loads(learned.WEIGHTS.read_text(encoding="utf-8"))
    m = learned.model()
    assert m is not None and len(m.weights) == len(raw["weights"]) > 1000
    assert 0.5 < m.add["en"] <= 1.0
    assert learned.WEIGHTS.stat().st_size < 1_000_000  # small: pruned, committed beside the module


def test_inference_is_deterministic() -> None:
    text = " ".join(UNREAD)
    first = (probabilities(text), find_claims(text))
    learned.model.cache_clear()  # read from the file again
    try:
        assert (probabilities(text), find_claims(text)) == first
    finally:
        learned.model.cache_clear()


@pytest.mark.parametrize("text", UNREAD)
def test_a_clause_the_rules_miss_is_a_claim_of_the_learned_reader(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    claims = find_claims(text).claims
    assert [(c.kind, c.cited, c.verb) for c in claims] == [("complete", ("a",), "")]
    claim = claims[0]
    assert judge(claim, run_id="run", evidence=evidence(False), vocabulary=Vocabulary()).flagged  # a failed call
    assert not judge(claim, run_id="run", evidence=evidence(True), vocabulary=Vocabulary()).flagged
    monkeypatch.setattr(learned, "unread", lambda *args: [])
    assert [c.verb for c in find_claims(text).claims] == [CITED_STATE]  # the rules alone: the citation's statement


@pytest.mark.parametrize(
    "text",
    [
        "Deleted accounts are kept and your handle is reserved for 90 days.",  # a class: the grammar's reading stands
        "I've moved you to the yearly plan [evt:a]. A prorated credit of $9.10 has been applied to your account.",
    ],
)
def test_a_clause_with_a_verb_the_grammar_knows_keeps_the_grammars_reading(text: str) -> None:
    assert max(probabilities(text)) >= learned.model().add["en"]  # the model alone would call it a claim
    assert [c.verb for c in find_claims(text).claims] == [v for v in ["move"] if "moved" in text]


def test_a_clause_whose_citation_backs_a_rule_claim_gets_no_second_claim() -> None:
    text = "Refund issued — the money is back on your card [evt:a]."
    assert [(c.verb, c.kind, c.cited) for c in find_claims(text).claims] == [("issue", "refund", ("a",))]


def test_the_reader_is_off_without_its_weights_file(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """The model read from a missing file, in place of the cached one (restored as it was): this test pointed
    ``WEIGHTS`` at a missing file and emptied the cache, and a read of the model in between (a worker's thread
    checking a reply) cached None for the rest of the process — 14 tests of one xdist worker failed together."""
    monkeypatch.setattr(learned, "model", lambda: learned.load(tmp_path / "none.json"))
    assert learned.model() is None
    assert all([c.verb for c in find_claims(text).claims] == [CITED_STATE] for text in UNREAD)


def test_a_language_the_file_leaves_off_gets_no_learned_claims(monkeypatch: pytest.MonkeyPatch) -> None:
    m = learned.model()
    monkeypatch.setattr(learned, "model", lambda: learned.Model(m.weights, {"en": 2.0, "zh": 2.0}))
    assert all([c.verb for c in find_claims(text).claims] == [CITED_STATE] for text in UNREAD)


def test_the_reader_reads_the_units_the_rules_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    """A reply is normalised and cut into units once per audit: the learned reader reads the rules' units (it cut
    them a second time before: about a quarter of an English reply's audit) and finds the same claims."""
    texts = [*UNREAD, "Hi!\n\n- " + "\n- ".join(UNREAD) + "\n\nThanks, and have a good day."]
    expected = [find_claims(text) for text in texts]
    cuts: list[str] = []
    real_units, real_normalize = finding.units, finding.normalize
    monkeypatch.setattr(finding, "units", lambda text: cuts.append("units") or real_units(text))
    monkeypatch.setattr(finding, "normalize", lambda text: cuts.append("normalize") or real_normalize(text))
    monkeypatch.setattr(learned, "units", lambda text: pytest.fail("the learned reader cut the reply again"))
    monkeypatch.setattr(learned, "normalize", lambda text: pytest.fail("the learned reader normalised it again"))
    for text, before in zip(texts, expected, strict=True):
        cuts.clear()
        assert find_claims(text) == before
        assert cuts == ["normalize", "units"]
    assert all(d.claims and d.claims[0].kind == "complete" for d in expected)  # the learned reader's claims
    monkeypatch.undo()
    assert learned.unread(UNREAD[0], [], set(), frozenset())  # called alone, it cuts the text itself


def test_a_20000_character_reply_is_read_in_linear_time() -> None:
    """Every clause of the reply scored (the rules read none of them): one pass, a feature list per clause."""
    text = (
        "All four guests are now on the WhatsApp group. You're off the waitlist, and the rest is as before. " * 210
    )[:20_000]
    short = text[:5_000]
    find_claims(text)  # warm
    with gc_paused():
        t = time.process_time()
        learned.unread(short, [], set(), frozenset())
        quarter = time.process_time() - t
        t = time.process_time()
        learned.unread(text, [], set(), frozenset())
        whole = time.process_time() - t
        t = time.process_time()
        find_claims(text)
        audit = time.process_time() - t
    assert whole < 0.1 and audit < 0.25  # CPU: the machine may be shared
    assert whole < 8 * quarter + 0.005  # four times the text, not sixteen


#: A reply whose rules' claims are one uncited act, then one cited act (invented, not a batch's wording).
VETO_TEXT = "Refunded the deposit to Ms. Adler. Moved the dental check to 4 June [evt:a]."


def with_veto(monkeypatch: pytest.MonkeyPatch, veto: dict[str, float]) -> None:
    m = learned.model()
    monkeypatch.setattr(learned, "model", lambda: learned.Model(m.weights, m.add, veto))


def first_clause_probability(text: str) -> float:
    return probabilities(text)[0]


def test_a_veto_drops_an_uncited_rule_claim_whose_clause_scores_below_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader's other direction (docs/claims.md, *The learned reader*: measured, off in the committed file): a
    rule claim in a clause the model reads as clearly no act is dropped; a cited one is never (its citation is
    checked against what it says), and the threshold is the file's, per language."""
    before = find_claims(VETO_TEXT).claims
    assert [(c.verb, c.cited) for c in before] == [("refund", ()), ("move", ("a",))]
    p = first_clause_probability(VETO_TEXT)
    with_veto(monkeypatch, {"en": p + 0.001})
    assert [(c.verb, c.cited) for c in find_claims(VETO_TEXT).claims] == [("move", ("a",))]
    with_veto(monkeypatch, {"en": p - 0.001})
    assert find_claims(VETO_TEXT).claims == before
    with_veto(monkeypatch, {"en": 1.01})  # every clause below it: the cited claim stays
    assert [(c.verb, c.cited) for c in find_claims(VETO_TEXT).claims] == [("move", ("a",))]
    with_veto(monkeypatch, {"zh": 1.01})  # a veto for Chinese only leaves English claims
    assert find_claims(VETO_TEXT).claims == before


def test_the_committed_file_vetoes_nothing() -> None:
    m = learned.model()
    assert m is not None and m.veto == {}
    assert learned.vetoed([(0, 0, False)], (normalize(VETO_TEXT), units(normalize(VETO_TEXT).text))) == set()


def test_a_vetoed_chinese_claim_is_dropped_and_a_later_unit_is_still_read(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "押金已经退给王女士了。\n\nYou're off the waitlist and into the Tuesday yoga class [evt:a]."
    before = find_claims(text).claims
    assert [c.language for c in before] == ["zh", "en"] and before[1].kind == "complete"  # the learned reader's
    with_veto(monkeypatch, {"zh": 1.01})
    assert find_claims(text).claims == before[1:]  # the units read once for the veto, then for the reader
