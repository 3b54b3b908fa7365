"""The scanner's shortcuts change no span: each skips only work that finds nothing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from agentops.redaction.labels import national_phone
from agentops.redaction.scanner import _AUTO, _NUM_RE, _no_kind, _split_number, classify_number, scan

_RUN_CHARS = "0123456789０１２３４５６７８９ .-()+＋Xx\u00a0\u3000"
_LABELS = ["call ", "tel ", "SSN ", "order ", "ID: ", "card ", "ip ", ""]


@settings(max_examples=600)
@given(st.sampled_from(_LABELS), st.text(_RUN_CHARS, min_size=1, max_size=16))
def test_a_run_skipped_as_kindless_is_none_whole_or_split(label: str, body: str) -> None:
    text = f"{label}{body} end"
    for m in _NUM_RE.finditer(text):
        run = m.group(0)
        if _no_kind(run):
            assert classify_number(run) is None
            assert national_phone(text, m.start(), run) is None
            assert _split_number(m.start(), run) == []


def test_kindless_runs_are_the_short_ones_and_a_dotted_quad_is_not() -> None:
    assert _no_kind("1250.00") and _no_kind("2026-12") and _no_kind("12 30 45")
    assert not _no_kind("1.2.3.4") and not _no_kind("138 1234 5678") and not _no_kind("2026-12-04")
    assert not _no_kind("(415) 55")  # parentheses count as digits: it errs towards classifying
    assert scan("host 1.2.3.4 5.6 up")[0].value == "1.2.3.4"  # a quad in a piece of a six-digit run


_ASCII_LITERALS = sorted(k for k in _AUTO[False] if k.isascii())


@settings(max_examples=400)
@given(st.lists(st.sampled_from([*_ASCII_LITERALS, " ", "x", "1", ":", "-", "=", "AB"]), max_size=12))
def test_the_ascii_automaton_finds_what_the_whole_one_finds_in_ascii_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert list(_AUTO[True].iter(text)) == list(_AUTO[False].iter(text))


def test_the_ascii_automaton_holds_every_ascii_literal_and_no_other() -> None:
    assert sorted(_AUTO[True]) == _ASCII_LITERALS
    assert len(_ASCII_LITERALS) < len(list(_AUTO[False]))


_WIDE = str.maketrans("0123456789", "０１２３４５６７８９")


@settings(max_examples=600)
@given(
    st.text("0123456789", min_size=1, max_size=20)
    | st.sampled_from(["13812345678", "8613812345678", "4111111111111111", "11010519491231002X"[:17] + "5"])
)
def test_a_run_of_ascii_digits_is_classified_as_the_same_digits_written_full_width(digits: str) -> None:
    """ASCII digits alone take a shortcut; full-width ones take the general path: the same kind."""
    assert classify_number(digits) == classify_number(digits.translate(_WIDE))
