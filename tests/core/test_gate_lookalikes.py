"""A tool name spelt with letters of another alphabet that look like ASCII ones is read as what it shows
(``dеlete_user`` with a Cyrillic ``е`` is ``delete_user``), and one whose word mixes alphabets otherwise
(``дelete_user``) is held, since it may hide the word it shows; before, both were handed out with no approver
(qa-external2). Names wholly in another alphabet, accented Latin and CJK beside ASCII are read as before."""

from __future__ import annotations

import pytest

from agentops.core.gate import held_for
from agentops.core.lookalikes import fold_lookalikes, mixed_script_word
from agentops.core.protocol import is_high_risk_name


@pytest.mark.parametrize(
    ("name", "word"),
    [
        ("d\u0435lete_user", "delete"),  # Cyrillic ie
        ("\u0440\u0430y_invoice", "pay"),  # Cyrillic er, a
        ("refund_\u043erder", "refund"),  # Cyrillic o in a second word
        ("wire_m\u03bfney", "wire"),  # Greek omicron
        ("DR\u041eP_TABLE", "drop"),  # Cyrillic capital O
    ],
)
def test_look_alike_letters_in_a_risky_name_are_read_as_ascii(name, word):
    assert is_high_risk_name(name)
    assert held_for(name, "low", {}, trusted=False) == f"tool name says {word!r}"


@pytest.mark.parametrize(("name", "word"), [("\u0434elete_user", "\u0434elete"), ("get_\u0436ob", "get_\u0436ob"[4:])])
def test_a_word_mixing_alphabets_is_held_whatever_it_says(name, word):
    assert not is_high_risk_name(name)
    assert held_for(name, "low", {"id": 1}, trusted=False) == f"tool name mixes alphabets in {word!r}"


@pytest.mark.parametrize(
    "name",
    [
        "get_order_status",
        "caf\u00e9_lookup",
        "lookup\u306e\u6ce8\u6587",
        "\u043f\u043e\u0438\u0441\u043a_\u0437\u0430\u043a\u0430\u0437\u0430",  # поиск_заказа: search order
        # (it was удалить_поиск, "delete search": held now for what it says, test_risk_names_foreign.py)
        "search_\u0391\u0392",
    ],
)
def test_names_in_one_alphabet_accents_and_cjk_beside_ascii_are_not_held_for_their_letters(name):
    assert mixed_script_word(name) is None
    assert held_for(name, None, {}, trusted=False) == ""


def test_a_word_wholly_of_look_alikes_folds_and_a_russian_word_stays():
    assert fold_lookalikes("\u0440\u0430\u0443") == "pay"  # all three letters look like ASCII ones
    assert fold_lookalikes("\u043f\u043e\u0438\u0441\u043a") == "\u043f\u043e\u0438\u0441\u043a"  # "search" in Russian


def test_a_trusted_declaration_still_decides_alone():
    assert held_for("\u0434elete_user", "low", {}, trusted=True) == ""
