"""An e-mail address whose local part's dot is written out too (``jane dot doe at example dot com``) is one
pseudonym (redact-gaps): the local part was read back to the first blank, so a viewer saw ``jane dot <email:…>`` —
the first name beside the pseudonym of ``doe@example.com``."""

from __future__ import annotations

import pytest

from agentops.redaction import Redactor

R = Redactor(b"spelled-key")


@pytest.mark.parametrize(
    "written",
    [
        "jane dot doe at example dot com",
        "JANE DOT DOE AT EXAMPLE DOT COM",
        "jane [dot] doe [at] example [dot] com",
        "jane (dot) doe (at) example (dot) com",
        "jane _dot_ doe _at_ example _dot_ com",
        "jane dot doe@example[.]com",
    ],
)
def test_a_local_part_with_its_dot_written_out_is_one_pseudonym(written: str) -> None:
    assert R.redact_text(f"write to {written} for a refund") == R.redact_text(
        "write to jane.doe@example.com for a refund"
    )


def test_more_dots_and_prose_around_it() -> None:
    assert R.redact_text("mail a dot b dot c at example dot com") == R.redact_text("mail a.b.c@example.com")
    for text in ["the red dot at noon", "look at docs dot python dot org", "one dot at a time dot com"]:
        assert R.redact_text(text) == text, text
