"""A full-width e-mail address or phone number (a Chinese input method's full-width mode) is read as its NFKC form
(redact-gaps): ``ｊａｎｅ．ｄｏｅ＠ｅｘａｍｐｌｅ．ｃｏｍ`` stayed raw in text, under an ``email`` key and in a stored payload
(its ``．`` was no dot to the scanner), and ``１３８－１２３４－５６７８`` (its ``－`` no dash); each now takes the
pseudonym of its folded value, so the same person's ASCII address or number gets the same one. An area code in
full-width parentheses (``（021）62345678``, ``（415）555-2671``: the input method's parentheses) stayed raw (lead,
6 Dec); it is the number of its ASCII parentheses now.
"""

from __future__ import annotations

import json
import unicodedata

import pytest

from agentops.redaction import Redactor

R = Redactor(b"fullwidth-key")


@pytest.mark.parametrize(
    ("wide", "kind"),
    [
        ("ｊａｎｅ．ｄｏｅ＠ｅｘａｍｐｌｅ．ｃｏｍ", "email"),
        ("ＪＡＮＥ．ＤＯＥ＠ＥＸＡＭＰＬＥ．ＣＯＭ", "email"),
        ("ｊａｎｅ＿ｄｏｅ＠ｍａｉｌ．ｅｘａｍｐｌｅ．ｃｏ．ｕｋ", "email"),
        ("ｊａｎｅ－ｄｏｅ＋ｓｈｏｐ＠ｅｘａｍｐｌｅ．ｃｏｍ", "email"),
        ("１３８－１２３４－５６７８", "phone"),
        ("＋８６－１３８－１２３４－５６７８", "phone"),
        ("（415）555-2671", "phone"),
        ("（４１５）５５５－２６７１", "phone"),
    ],
)
def test_a_full_width_address_or_number_takes_the_pseudonym_of_its_ascii_form(wide: str, kind: str) -> None:
    ascii_form = unicodedata.normalize("NFKC", wide)
    expected = R.redact_text(f"联系 {ascii_form} 谢谢")
    assert f"<{kind}:" in expected
    assert R.redact_text(f"联系 {wide} 谢谢") == expected
    assert R.redact_text(wide) == R.redact_text(ascii_form)
    for payload in ({"note": f"请联系 {wide}"}, {"email" if kind == "email" else "phone": wide}):
        for text in (json.dumps(payload, ensure_ascii=False), json.dumps(payload)):
            shown = R.redact_json(text)
            assert wide not in json.loads(shown) and expected.split()[1] in shown, shown
            assert expected.split()[1] in R.redact_stored(text.encode()).decode()


def test_an_area_code_in_full_width_parentheses_is_its_number_s() -> None:
    assert (
        R.redact_text("call （415）555-2671 now")
        == R.redact_text("call (415) 555-2671 now")
        != ("call (415) 555-2671 now")
    )
    assert R.redact_text("电话（021）62345678") == R.redact_text("电话(021)62345678")
    assert R.redact_text("（13812345678）") == "（" + R.redact_text("13812345678") + "）"


def test_full_width_punctuation_in_chinese_prose_stays() -> None:
    for text in [
        "价格：１２．５０元",
        "版本－２．１",
        "ｖ１．２．３",
        "第１２３４５６章．完",
        "（见附件）",
        "订单（12345678）",
    ]:
        assert R.redact_text(text) == text
