"""An e-mail address whose local part holds non-ASCII letters is redacted whole (qa-privacy).

RFC 6531 lets a local part hold any letter (``josé.garcía@example.com``); the scanner read it back over ASCII
characters only, so it cut the address at its last accented letter: a viewer saw ``josé.garcí<email:…>`` — the
person's name beside the pseudonym of ``a@example.com`` — and an address whose letter before the ``@`` is
accented (``café@…``, ``Ελένη.π@…``) stayed raw. A Latin look-alike of another script (a Cyrillic ``а``) did the same.
"""

from __future__ import annotations

import pytest

from agentops.redaction import Redactor

REDACTOR = Redactor(b"test-key")


@pytest.mark.parametrize(
    "address",
    [
        "josé.garcía@example.com",
        "café@example.com",
        "jürgen.müller@example.de",
        "Ελένη.π@example.gr",
        "jаne.doe@example.com",
    ],
)
def test_an_address_with_non_ascii_letters_in_its_local_part_is_one_pseudonym(address):
    shown = REDACTOR.redact_text(f"please write to {address} today")
    assert shown == f"please write to {REDACTOR.pseudonym('email', address.lower())} today"


def test_the_same_address_in_a_json_document_and_on_the_stored_path_reads_alike():
    doc = {"to": "josé.garcía@example.com", "note": "cc josé.garcía@example.com"}
    pseudonym = REDACTOR.pseudonym("email", "josé.garcía@example.com")
    assert REDACTOR.redact(doc) == {"to": pseudonym, "note": f"cc {pseudonym}"}
    stored = REDACTOR.redact_stored('{"note":"cc josé.garcía@example.com"}'.encode())
    assert stored.decode() == f'{{"note":"cc {pseudonym}"}}'


def test_chinese_prose_glued_before_an_address_stays_outside_it():
    assert (
        REDACTOR.redact_text("联系zhang@example.com谢谢")
        == f"联系{REDACTOR.pseudonym('email', 'zhang@example.com')}谢谢"
    )
