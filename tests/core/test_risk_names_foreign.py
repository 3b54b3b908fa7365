"""Risk by name in Chinese, Spanish, French, German and Portuguese (qa-protocol D4): a tool named to delete, pay or
act on many in those languages waits for a human as its English name would (each ran ungated before), while the
reads and ordinary writes named in them do not (``agentops.core.foreign_words``)."""

from __future__ import annotations

import pytest

from agentops.core.gate import held_for
from agentops.core.protocol import high_risk_word, reads, write_verb

#: (name, the English word it says)
HIGH = [
    ("删除用户", "delete"), ("刪除帳號", "delete"), ("清空数据库", "wipe"), ("付款", "pay"), ("支付订单", "pay"),
    ("转账", "transfer"), ("退款", "refund"), ("提现", "withdraw"), ("批量发送邮件", "bulk"), ("群发短信", "mass"),
    ("eliminar_usuario", "delete"), ("borrarCuenta", "delete"), ("pagar_factura", "pay"),
    ("transferir_fondos", "transfer"), ("envio_masivo", "bulk"), ("eliminar_todos_usuarios", "delete"),
    ("supprimer_compte", "delete"), ("effacerFichier", "erase"), ("rembourserClient", "refund"),
    ("virement_bancaire", "transfer"), ("envoi_en_masse", "mass"), ("débiter_compte", "debit"),
    ("zahlung_ausfuehren", "payment"), ("löschen", "delete"), ("datei_löschen", "delete"),
    ("loeschen_datei", "delete"), ("benutzer_entfernen", "remove"), ("überweisung_senden", "transfer"),
    ("excluir_conta", "delete"), ("apagar_usuario", "delete"), ("fazer_pagamento", "payment"),
    ("deletar_registro", "delete"),
]  # fmt: skip

#: reads and ordinary writes named in the same languages
LOW = [
    "查询付款", "获取退款状态", "付款状态", "查看用户", "获取订单详情", "consultar_pagos", "obtener_usuario",
    "estado_del_pago", "historial_de_pagos", "listar_transferencias", "buscar_usuario", "enviar_correo",
    "crear_usuario", "lister_paiements", "obtenir_historique_des_virements", "zahlung_anzeigen", "alle_anzeigen",
    "verlauf_zahlung", "consultar_pagamentos",
]  # fmt: skip


@pytest.mark.parametrize(("name", "word"), HIGH)
def test_a_tool_named_to_delete_pay_or_act_on_many_in_another_language_waits_for_a_human(name, word):
    assert high_risk_word(name) == word
    assert held_for(name, None, {}, trusted=False) == f"tool name says {word!r}"


@pytest.mark.parametrize("name", LOW)
def test_reads_and_ordinary_writes_named_in_those_languages_are_not_held(name):
    assert held_for(name, None, {}, trusted=False) == ""


def test_a_read_verb_in_another_language_makes_a_name_a_read():
    assert reads("consultar_pagos") and reads("查询付款") and reads("abrufen_zahlung")
    assert not reads("pagar_factura") and not reads("删除用户")


def test_redis_del_is_still_a_delete_and_spanish_del_is_not():
    assert high_risk_word("redis_del_key") == "del" and high_risk_word("customers.del") == "del"
    assert high_risk_word("estado_del_pago") is None


#: (name, the English word it says) in Japanese, Korean, Russian, Italian and Dutch: a name in Cyrillic, kana or
#: Hangul split into no word at all, so each of these ran ungated (qa-agents4), by the API's claim too
HIGH_MORE = [
    ("ユーザー削除", "delete"), ("削除", "delete"), ("支払い", "pay"), ("請求書の支払", "pay"), ("返金処理", "refund"),
    ("一括送信", "bulk"), ("사용자_삭제", "delete"), ("삭제", "delete"), ("결제", "payment"), ("송금하기", "remit"),
    ("환불", "refund"), ("удалить_пользователя", "delete"), ("УдалитьПользователя", "delete"),
    ("оплатить счёт", "pay"), ("платеж", "payment"), ("массовая_рассылка", "mass"), ("elimina_utente", "delete"),
    ("cancella_ordine", "delete"), ("paga_fattura", "pay"), ("bonifico_bancario", "transfer"),
    ("verwijder_gebruiker", "delete"), ("betalen", "pay"), ("terugbetaling_klant", "refund"),
]  # fmt: skip

#: reads and ordinary writes named in them
LOW_MORE = [
    "決済ステータス", "返金履歴", "ユーザー検索", "결제_내역_조회", "결제 상태", "사용자_조회", "статус_платежа",
    "история_платежей", "получить_платежи", "найти_пользователя", "поиск_заказа", "отправить_письмо",
    "stato_del_pagamento", "ottieni_pagamenti", "cronologia_pagamenti", "betaling_geschiedenis", "zoeken_betalingen",
]  # fmt: skip


@pytest.mark.parametrize(("name", "word"), HIGH_MORE)
def test_a_tool_named_to_delete_or_pay_in_japanese_korean_russian_italian_or_dutch_waits_for_a_human(name, word):
    assert high_risk_word(name) == word
    assert held_for(name, None, {"id": 1}, trusted=False) == f"tool name says {word!r}"


@pytest.mark.parametrize("name", LOW_MORE)
def test_reads_named_in_japanese_korean_russian_italian_or_dutch_are_not_held(name):
    assert held_for(name, None, {"id": 1}, trusted=False) == ""


def test_a_russian_write_verb_cannot_be_declared_a_read_and_look_alike_letters_still_fold():
    assert write_verb("отправить_письмо") == "send" and write_verb("создать_заявку") == "create"
    # a Cyrillic letter inside a Latin word is a look-alike, not a Russian word: still read as the Latin one
    assert high_risk_word("d\u0435lete_user") == "delete" and high_risk_word("pa\u0443_invoice") == "pay"


#: the verbs of deleting and paying in Indonesian, Polish, Swedish, Norwegian, Turkish, Czech and Vietnamese
HIGH_LATIN_MORE = [
    ("hapus_pengguna", "delete"), ("bayar_tagihan", "pay"), ("usuń_użytkownika", "delete"), ("zapłać_fakturę", "pay"),
    ("radera_användare", "delete"), ("betala_faktura", "pay"), ("slett_bruker", "delete"), ("kullanıcı_sil", "delete"),
    ("ödeme_yap", "payment"), ("smazat_uživatele", "delete"), ("zaplatit_fakturu", "pay"), ("xóa_người_dùng", "delete"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "word"), HIGH_LATIN_MORE)
def test_a_delete_or_a_payment_named_in_seven_more_latin_script_languages_waits_for_a_human(name, word):
    assert held_for(name, None, {"id": 1}, trusted=False) == f"tool name says {word!r}"


@pytest.mark.parametrize(
    "name", ["ambil_pembayaran", "pobierz_płatności", "hamta_betalning", "getir_odeme", "straße_anzeigen", "søk_bruker"]
)
def test_their_reads_and_latin_letters_without_a_decomposition_are_not_held(name):
    """``ß``, ``ł`` and ``ø`` are Latin letters NFKD does not take apart: a name holding one was held as mixing
    alphabets (``tool name mixes alphabets in 'straße'``), a German, Polish or Danish read waiting for an approver."""
    assert held_for(name, None, {"id": 1}, trusted=False) == ""
