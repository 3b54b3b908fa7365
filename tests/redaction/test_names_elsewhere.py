"""A person's name redacted under a key that names a person (``{"customer": "王女士"}``) is redacted where the
same document repeats it in prose too — the prompt built from the run's inputs ("Refund order 88232 of 王女士."):
found driving ``make demo`` as a viewer, whose run page showed ``"customer": "<name:b402…>"`` and, a line below
in the same RunStarted payload, the name itself, so the pseudonym told the name (docs/export.md, *Names*)."""

from __future__ import annotations

import orjson
import pytest

from agentops.redaction import Redactor

R = Redactor(b"names-elsewhere-key")

#: (inputs, prose built from them, the name that must be gone)
CASES = [
    ({"customer": "王女士"}, "Refund order 88232 of 王女士.", "王女士"),
    ({"customer": "张伟"}, "请给张伟退款", "张伟"),
    ({"recipient": "John Smith"}, "Email John Smith about the delay", "John Smith"),
    ({"customer": {"name": "Jane Doe", "email": "jd@example.com"}}, "Settle the invoice for Jane Doe.", "Jane Doe"),
]


@pytest.mark.parametrize(("inputs", "prose", "name"), CASES)
def test_a_name_under_a_persons_key_is_redacted_in_the_documents_prose(inputs, prose, name) -> None:  # type: ignore[no-untyped-def]
    doc = {"inputs": inputs, "messages": [{"role": "system", "content": prose}]}
    out = R.redact(doc)
    text = orjson.dumps(out).decode()
    assert name not in text, text
    shown = orjson.dumps(out["inputs"]).decode()
    assert "<name:" + shown.split("<name:")[1][:17] in out["messages"][0]["content"]  # one person, one pseudonym
    stored = orjson.dumps(doc)
    assert name not in R.redact_stored(stored).decode()  # the stored path (pages, API, export) alike
    assert R.redact_stored_many([stored, b'{"x": 1}'])[0] == R.redact_stored(stored)


def test_a_name_part_of_a_longer_word_and_a_name_left_unredacted_stay() -> None:
    out = R.redact({"customer": "Ann Lee", "note": "Annual leave: Ann Leeds", "other": {"customer": "gold tier"}})
    assert out["note"] == "Annual leave: Ann Leeds"  # "Ann Lee" only as whole words
    assert R.redact({"customer": "gold tier", "note": "the gold tier plan"})["note"] == "the gold tier plan"


def test_arguments_that_lose_the_name_hide_their_idempotency_key_too() -> None:
    """The key is SHA-256 over the arguments: beside arguments showing ``<name:…>`` it would confirm a guessed name."""
    key = "a" * 64
    out = R.redact({"customer": "王女士", "args": {"body": "您好王女士，退款已受理"}, "idem_key": key})
    assert "王女士" not in out["args"]["body"] and out["idem_key"].startswith("<idem_key:")
    kept = R.redact({"customer": "王女士", "args": {"body": "退款已受理"}, "idem_key": key})
    assert kept["idem_key"] == key  # arguments shown as they are: the key too (Redactor.shown_key)


# -- names another document revealed (a run's other events: runs.governance.names) ------------------------
TAKEN = [
    # (not "Maria Lopez asked …": a name before a verb of speaking is found in prose since redact-n)
    orjson.dumps({"result": {"data": {"note": "Where is the refund of Maria Lopez?"}}}),
    orjson.dumps({"args": {"order": "A-1", "customer_name": "Maria Lopez"}, "idem_key": "b" * 64}),
    orjson.dumps({"data": {"message": "I've refunded MARIA   lopez's order"}}),
    b'{"data":{"note":"Lopez Maria, Marianne Lopezz"}}',
]


def test_the_names_taken_whole_are_those_under_a_persons_key_only() -> None:
    assert R.taken_names(TAKEN) == {"Maria Lopez"}
    assert R.taken_names([TAKEN[0], TAKEN[2]]) == set()  # prose alone tells nothing is a name
    assert R.taken_names([orjson.dumps({"customer": "gold tier"})]) == set()


def test_names_given_are_pseudonymised_in_every_document_as_under_the_key() -> None:
    names = R.taken_names(TAKEN)
    out = R.redact_stored_many(TAKEN, names)
    token = orjson.loads(out[1])["args"]["customer_name"]
    assert token.startswith("<name:")
    assert orjson.loads(out[0])["result"]["data"]["note"] == f"Where is the refund of {token}?"
    assert orjson.loads(out[2])["data"]["message"] == f"I've refunded {token}'s order"  # any case, any blanks
    assert out[3] is TAKEN[3]  # other words, and a document without the name, as they are (the same object)
    assert R.redact_stored_many(TAKEN[:1]) == TAKEN[:1]  # without the names: nothing says it is one
    assert R.redact({"said": "for Maria Lopez"}, names) == {"said": f"for {token}"}
    assert R.redact("for Maria Lopez", names) == f"for {token}"
    assert R.redact_json(TAKEN[0].decode(), names) == out[0].decode()


def test_arguments_that_lose_a_name_given_hide_their_key() -> None:
    key, args = "c" * 64, {"body": "Dear customer, Maria Lopez's refund is on its way"}
    assert R.shown_key(key, args) == key
    assert R.shown_key(key, args, {"Maria Lopez"}).startswith("<idem_key:")


def test_a_name_under_a_key_of_a_json_text_inside_a_string_is_taken_every_time() -> None:
    """A tool's result kept as JSON text in a message (a snapshot's context): its redaction is memoised, and a
    memoised text noted no name, so the second document holding it told none (and its prose kept the name)."""
    r = Redactor(b"nested-names-key")
    doc = orjson.dumps({"messages": [{"content": '{"customer": "Ana Ruiz"}'}, {"content": "Refunded Ana Ruiz"}]})
    for _ in range(2):
        assert r.taken_names([doc]) == {"Ana Ruiz"}
        assert b"Ana Ruiz" not in r.redact_stored(doc)


def test_only_documents_with_a_persons_key_are_decoded_again_for_names(monkeypatch) -> None:
    """``taken_names`` reads a changed document again only when its keys may take a name: the same names."""
    docs = [
        *TAKEN,
        orjson.dumps({"customer": {"name": "Jane Doe", "email": "jd@example.com"}}),
        orjson.dumps({"owner": {"displayName": "Ann Lee"}, "phone": "+1 415 555 0132"}),
        orjson.dumps({"payload": '{"recipient": "John Smith"}'}),
        orjson.dumps({"email": "jd@example.com", "note": "call +1 415 555 0132"}),
    ]
    every = {"Maria Lopez", "Jane Doe", "Ann Lee", "John Smith"}
    assert R.taken_names(docs) == every
    assert all(R._may_take_names(d) for d in docs[4:7]) and not R._may_take_names(docs[-1])  # (changed, not decoded)
    monkeypatch.setattr(Redactor, "_may_take_names", lambda self, data: True)
    assert R.taken_names(docs) == every  # every changed document decoded again: the same names


def test_a_chunk_is_read_for_names_on_its_keys_together(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``taken_names`` reads the keys of a chunk's documents without an escape in one pass over their join: only
    those holding a key that may name someone, and those with an escape, are looked at alone. The same names."""
    plain = [orjson.dumps({"step": i, "output": {"content": f"Step {i}: notify the team"}}) for i in range(50)]
    nested = orjson.dumps({"payload": '{"recipient": "John Smith"}'})  # (an escape: read alone)
    docs = [*plain, TAKEN[1], nested, *plain]
    seen: list[bytes] = []
    real = Redactor._may_take_names
    monkeypatch.setattr(Redactor, "_may_take_names", lambda self, data: seen.append(data) or real(self, data))
    assert R.taken_names(docs) == {"Maria Lopez", "John Smith"}
    assert sorted(seen) == sorted([TAKEN[1], nested])
    assert R.taken_names(plain) == set() and len(seen) == 2  # no key that may name someone: none looked at alone
