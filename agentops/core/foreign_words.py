"""Tool names in Chinese, Spanish, French, German and Portuguese read in English, for the risk-by-name rule
(:func:`agentops.core.protocol.high_risk_word`): ``删除用户`` is delete user, ``zahlung_ausfuehren`` a payment,
``consultar_pagos`` a read of payments. One small table of the common verbs of deleting, paying and acting on many,
the read verbs that make a name a read, and the nouns a name is about (status, history), as the claims audit reads
replies in those languages. No Django."""

from __future__ import annotations

import re
import unicodedata

#: Chinese words (simplified and traditional), longest first when replaced: 删除 before 删
_CHINESE = {
    # deleting, emptying, destroying, closing an account
    "删除": "delete", "刪除": "delete", "删掉": "delete", "刪掉": "delete", "移除": "remove", "清除": "purge",
    "清空": "wipe", "销毁": "destroy", "銷毀": "destroy", "注销": "deregister", "註銷": "deregister", "删": "delete",
    "刪": "delete",
    # money moved
    "付款": "pay", "支付": "pay", "缴费": "pay", "繳費": "pay", "转账": "transfer", "轉賬": "transfer",
    "轉帳": "transfer", "转帐": "transfer", "汇款": "remit", "匯款": "remit", "退款": "refund", "扣款": "charge",
    "提现": "withdraw", "提現": "withdraw", "打款": "payout", "充值": "topup", "购买": "buy", "購買": "buy",
    "发工资": "payroll", "發工資": "payroll", "发薪": "payroll", "發薪": "payroll",
    # many at once
    "批量": "bulk", "群发": "mass", "群發": "mass", "全部": "all", "所有": "all",
    # reads
    "查询": "query", "查詢": "query", "查看": "view", "获取": "get", "獲取": "get", "搜索": "search",
    "列出": "list", "读取": "read", "讀取": "read", "检查": "check", "檢查": "check",
    # what a name is about
    "状态": "status", "狀態": "status", "记录": "history", "記錄": "history", "历史": "history", "歷史": "history",
    "详情": "detail", "詳情": "detail", "明细": "detail", "明細": "detail", "报告": "report", "報告": "report",
    # objects
    "用户": "user", "用戶": "user", "账户": "account", "賬戶": "account", "账号": "account", "帳號": "account",
    "数据": "data", "數據": "data",
}  # fmt: skip
_CHINESE_WORD = re.compile("|".join(sorted(map(re.escape, _CHINESE), key=len, reverse=True)))

#: Words of Spanish (es), French (fr), German (de) and Portuguese (pt), without their accents (``löschen`` is read
#: as ``loschen``; German's ``oe`` spelling too)
_LATIN = {
    # deleting, emptying, destroying
    "eliminar": "delete", "borrar": "delete", "suprimir": "delete", "destruir": "destroy", "vaciar": "empty",
    "purgar": "purge", "supprimer": "delete", "effacer": "erase", "detruire": "destroy", "vider": "empty",
    "purger": "purge", "loschen": "delete", "loeschen": "delete", "entfernen": "remove", "vernichten": "destroy",
    "leeren": "empty", "excluir": "delete", "apagar": "delete", "remover": "remove", "deletar": "delete",
    "esvaziar": "empty",
    # money moved
    "pagar": "pay", "pago": "payment", "pagos": "payment", "transferir": "transfer", "transferencia": "transfer",
    "reembolsar": "refund", "reembolso": "refund", "cobrar": "charge", "retirar": "withdraw", "comprar": "buy",
    "payer": "pay", "paiement": "payment", "virement": "transfer", "transferer": "transfer",
    "rembourser": "refund", "remboursement": "refund", "debiter": "debit", "prelever": "debit", "acheter": "buy",
    "zahlen": "pay", "bezahlen": "pay", "zahlung": "payment", "uberweisen": "transfer", "ueberweisen": "transfer",
    "uberweisung": "transfer", "ueberweisung": "transfer", "erstatten": "refund", "ruckerstattung": "refund",
    "rueckerstattung": "refund", "abbuchen": "debit", "kaufen": "buy", "auszahlen": "payout",
    "auszahlung": "payout", "pagamento": "payment", "reembolsos": "refund", "sacar": "withdraw",
    # many at once
    "masivo": "bulk", "masiva": "bulk", "masivos": "bulk", "masse": "mass", "massen": "mass", "massa": "mass",
    "lote": "batch", "todos": "all", "todas": "all", "tous": "all", "toutes": "all", "alle": "all",
    # reads
    "obtener": "get", "consultar": "query", "listar": "list", "buscar": "search", "leer": "read",
    "obtenir": "get", "lister": "list", "chercher": "search", "rechercher": "search", "consulter": "query",
    "lire": "read", "afficher": "show", "abrufen": "get", "suchen": "search", "lesen": "read", "anzeigen": "show",
    "auflisten": "list", "prufen": "check", "pruefen": "check", "obter": "get", "ler": "read",
    # objects
    "usuario": "user", "usuarios": "user", "utilisateur": "user", "benutzer": "user", "cuenta": "account",
    "compte": "account", "konto": "account", "conta": "account", "datos": "data", "donnees": "data",
    "daten": "data", "dados": "data",
}  # fmt: skip
#: Nouns a name is about; first in a Romance name (``estado_del_pago``: the payment's status), they are read last,
#: as English says it (``payment_status``)
_ABOUT = {"estado": "status", "historial": "history", "statut": "status", "historique": "history",
          "etat": "status", "verlauf": "history", "historico": "history", "situacao": "status"}  # fmt: skip


#: Spanish's ``del`` (of the) in a name of its words, not Redis' DEL: ``estado_del_pago``
_ARTICLES = frozenset({"del"})


def chinese_in_english(name: str) -> str:
    """``name`` with the Chinese words of the table spelt in English, each a word of its own: 删除用户 → delete user."""
    return _CHINESE_WORD.sub(lambda found: f" {_CHINESE[found.group()]} ", name)


def unaccented(name: str) -> str:
    """``name`` without accents (``löschen`` → ``loschen``, ``débiter`` → ``debiter``), ``ß`` as ``ss``."""
    decomposed = unicodedata.normalize("NFKD", name.replace("ß", "ss"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def latin_in_english(words: list[str]) -> list[str]:
    """A name's lower-case words with those of the table in English, without Spanish's ``del`` among them; an
    about-noun that leads the name is read last (``estado_del_pago`` → payment status)."""
    if any(word in _LATIN or word in _ABOUT for word in words):
        words = [word for word in words if word not in _ARTICLES]
    english = [_LATIN.get(word, _ABOUT.get(word, word)) for word in words]
    if words and words[0] in _ABOUT:
        english = english[1:] + english[:1]
    return english
