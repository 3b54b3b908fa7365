"""Risk by name in Chinese, Spanish, French, German and Portuguese (qa-protocol D4): a tool named to delete, pay or
act on many in those languages waits for a human as its English name would (each ran ungated before), while the
reads and ordinary writes named in them do not (``agentops.core.foreign_words``)."""

from __future__ import annotations

import pytest

from agentops.core.gate import held_for
from agentops.core.protocol import high_risk_word, reads

pytestmark = pytest.mark.sqlite

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
