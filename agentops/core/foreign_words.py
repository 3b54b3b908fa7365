"""Tool names in Chinese, Japanese, Korean, Thai, Russian, Arabic, Greek, Hebrew, Hindi, Bengali, Tamil, Spanish, French, German,
Portuguese, Italian, Dutch (and the verbs of deleting and paying in Indonesian, Polish, Swedish, Norwegian, Danish,
Turkish, Czech and Vietnamese) read in English, for the risk-by-name rule (:func:`agentops.core.protocol.high_risk_word`): ``删除用户`` / ``ユーザー削除`` /
``사용자_삭제`` / ``удалить_пользователя`` is delete user, ``zahlung_ausfuehren`` a payment, ``consultar_pagos`` a read
of payments. One small table of the common verbs of deleting, paying and acting on many, the read verbs that make a
name a read, and the nouns a name is about (status, history), as the claims audit reads replies in those languages.
The words a name is split into are ASCII ones: a name in Cyrillic, kana or Hangul had none, so it said nothing and
was never held (qa-agents4), nor one in Arabic, Greek, Hebrew, Devanagari or Thai (fix-gate2), Bengali or Tamil
(fix-edges). No Django."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

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
#: Japanese words (kanji and kana; 削除 is not Chinese's 删除)
_JAPANESE = {
    "削除": "delete", "消去": "erase", "抹消": "erase", "破棄": "destroy", "支払": "pay", "お支払": "pay",
    "送金": "remit", "振込": "transfer", "振り込み": "transfer", "返金": "refund", "決済": "payment",
    "購入": "buy", "出金": "withdraw", "引き落とし": "debit", "一括": "bulk", "全件": "all",
    "取得": "get", "検索": "search", "照会": "query", "確認": "check", "一覧": "list", "表示": "show", "参照": "view",
    "状態": "status", "状況": "status", "ステータス": "status", "履歴": "history", "詳細": "detail",
    "ユーザー": "user", "アカウント": "account", "データ": "data",
}  # fmt: skip
#: Korean words (Hangul)
_KOREAN = {
    "삭제": "delete", "제거": "remove", "파기": "destroy", "결제": "payment", "지불": "pay", "송금": "remit",
    "이체": "transfer", "환불": "refund", "출금": "withdraw", "구매": "buy", "일괄": "bulk", "전체": "all",
    "조회": "query", "검색": "search", "확인": "check", "목록": "list",
    "상태": "status", "내역": "history", "이력": "history",
    "사용자": "user", "계정": "account", "데이터": "data",
}  # fmt: skip
#: Thai words (written without spaces between words)
_THAI = {
    "ลบ": "delete", "ลบล้าง": "erase", "ชำระเงิน": "payment", "ชำระ": "pay", "จ่ายเงิน": "pay", "จ่าย": "pay",
    "โอนเงิน": "transfer", "โอน": "transfer", "คืนเงิน": "refund", "ซื้อ": "buy",
    "ค้นหา": "search", "แสดง": "show", "รายการ": "list", "ดึง": "get",
    "สถานะ": "status", "ประวัติ": "history", "ผู้ใช้": "user", "บัญชี": "account", "ข้อมูล": "data",
}  # fmt: skip
#: symbols a name may be written with: ``🗑️_user`` deletes a user
_SYMBOLS = {"🗑": "delete", "💸": "pay"}
#: every word written without spaces between words (Chinese, Japanese, Korean, Thai): replaced where it stands
#: (as NFKC spells them, as a name is read: Thai's ``ำ`` is two letters there)
_CJK = {unicodedata.normalize("NFKC", word): english for word, english in
        {**_CHINESE, **_JAPANESE, **_KOREAN, **_THAI, **_SYMBOLS}.items()}  # fmt: skip
_CJK_WORD = re.compile("|".join(sorted(map(re.escape, _CJK), key=len, reverse=True)))

#: Russian words, lower case with ``ё`` as ``е``, in the forms a name uses (infinitive, imperative, noun, genitive)
_RUSSIAN = {
    # deleting, emptying, destroying
    "удалить": "delete", "удали": "delete", "удалите": "delete", "удаление": "delete", "удалять": "delete",
    "стереть": "erase", "сотри": "erase", "очистить": "purge", "очисти": "purge", "очистка": "purge",
    "уничтожить": "destroy", "убрать": "remove",
    # money moved
    "оплатить": "pay", "оплати": "pay", "оплата": "payment", "оплату": "payment", "оплаты": "payment",
    "заплатить": "pay", "платеж": "payment", "платежа": "payment", "платежи": "payment", "платежей": "payment",
    "возврат": "refund", "вернуть": "refund", "списать": "debit", "списание": "debit", "купить": "buy",
    "покупка": "purchase",
    # many at once
    "массовый": "mass", "массовая": "mass", "массовое": "mass", "массово": "mass", "рассылка": "mass",
    "все": "all", "всех": "all",
    # ordinary writes (a read cannot be declared for them)
    "отправить": "send", "создать": "create", "обновить": "update",
    # reads
    "получить": "get", "найти": "find", "поиск": "search", "показать": "show", "список": "list",
    "проверить": "check", "посмотреть": "view", "просмотр": "view", "прочитать": "read",
    # objects
    "пользователь": "user", "пользователя": "user", "пользователей": "user", "аккаунт": "account",
    "аккаунта": "account", "данные": "data", "данных": "data",
}  # fmt: skip
#: Russian nouns a name is about; first in a name (``статус_платежа``: the payment's status), they are read last
_RUSSIAN_ABOUT = {"статус": "status", "состояние": "status", "история": "history"}
_CYRILLIC_WORD = re.compile(r"[а-яё]+", re.I)

#: Arabic (ar), Greek (el), Hebrew (he), Hindi (hi), Bengali (bn) and Tamil (ta) words, without their accents, vowel marks and the Arabic
#: article (``حذف_المستخدم`` is delete user, ``διαγραφή_χρήστη`` too); words parted as Russian's are
_WORDS = {
    # Arabic
    "حذف": "delete", "احذف": "delete", "ازالة": "remove", "ازل": "remove", "مسح": "erase", "امسح": "erase",
    "دفع": "pay", "ادفع": "pay", "سداد": "pay", "مدفوعات": "payment", "تحويل": "transfer", "حوالة": "remit",
    "استرداد": "refund", "شراء": "buy",
    "بحث": "search", "ابحث": "search", "عرض": "show", "قائمة": "list", "جلب": "get", "استعلام": "query",
    "حالة": "status", "سجل": "history", "مستخدم": "user", "مستخدمين": "user", "حساب": "account",
    "فاتورة": "invoice", "بيانات": "data",
    # Greek
    "διαγραφη": "delete", "διαγραψε": "delete", "διαγραφης": "delete", "αφαιρεση": "remove", "αφαιρεσε": "remove",
    "σβησε": "erase", "πληρωμη": "payment", "πληρωμης": "payment", "πληρωμες": "payment", "πληρωσε": "pay",
    "πληρωμων": "payment", "εμβασμα": "remit", "αγορασε": "buy",
    "αναζητηση": "search", "εμφανιση": "show", "λιστα": "list", "ληψη": "get", "προβολη": "view",
    "κατασταση": "status", "ιστορικο": "history", "χρηστη": "user", "χρηστης": "user", "χρηστων": "user",
    "λογαριασμου": "account", "λογαριασμος": "account", "τιμολογιου": "invoice", "τιμολογιο": "invoice",
    # Hebrew
    "מחק": "delete", "מחיקה": "delete", "מחיקת": "delete", "הסר": "remove", "הסרה": "remove", "הסרת": "remove",
    "שלם": "pay", "תשלום": "payment", "תשלומים": "payment", "העבר": "transfer", "העברה": "transfer",
    "העברת": "transfer", "רכישה": "purchase", "קנה": "buy",
    "חפש": "search", "חיפוש": "search", "הצג": "show", "רשימה": "list", "קבל": "get", "שלוף": "get",
    "סטטוס": "status", "היסטוריה": "history", "משתמש": "user", "משתמשים": "user", "חשבונית": "invoice",
    # Hindi
    "हटाएं": "remove", "हटाएँ": "remove", "हटाओ": "remove", "हटाना": "remove", "हटा": "remove", "मिटाएं": "erase",
    "मिटाना": "erase", "डिलीट": "delete", "भुगतान": "payment", "स्थानांतरण": "transfer", "ट्रांसफर": "transfer",
    "धनवापसी": "refund", "रिफंड": "refund", "खरीदें": "buy", "पैसे": "money",
    "खोजें": "search", "खोज": "search", "देखें": "view", "सूची": "list", "प्राप्त": "get", "दिखाएं": "show",
    "स्थिति": "status", "इतिहास": "history", "उपयोगकर्ता": "user", "खाता": "account", "डेटा": "data",
    # Bengali (bn): ``মুছুন`` is Bitcoin Core's bn "&Delete" (src/qt/locale/bitcoin_bn.ts)
    "মুছুন": "delete", "মুছে": "delete", "মোছা": "delete", "ডিলিট": "delete", "অপসারণ": "remove",
    "পেমেন্ট": "payment", "পরিশোধ": "pay", "অর্থপ্রদান": "payment", "স্থানান্তর": "transfer", "ট্রান্সফার": "transfer",
    "রিফান্ড": "refund", "উত্তোলন": "withdraw", "কিনুন": "buy", "ক্রয়": "purchase", "টাকা": "money",
    "খুঁজুন": "search", "অনুসন্ধান": "search", "দেখুন": "view", "দেখান": "show", "তালিকা": "list", "পড়ুন": "read",
    "অবস্থা": "status", "ইতিহাস": "history", "ব্যবহারকারী": "user", "অ্যাকাউন্ট": "account", "হিসাব": "account",
    "তথ্য": "data", "ডেটা": "data",
    # Tamil (ta): ``அழி`` and ``நீக்கவும்`` are Bitcoin Core's ta "&Delete" and "Delete … address" (bitcoin_ta.ts)
    "நீக்கு": "delete", "நீக்கவும்": "delete", "நீக்குதல்": "delete", "அழி": "erase", "அழிக்கவும்": "erase",
    "செலுத்து": "pay", "செலுத்தவும்": "pay", "கட்டணம்": "payment", "பணம்": "money", "பரிமாற்றம்": "transfer",
    "ரீஃபண்ட்": "refund", "வாங்கு": "buy",
    "தேடு": "search", "தேடல்": "search", "காட்டு": "show", "பட்டியல்": "list", "பெறு": "get", "பார்": "view",
    "நிலை": "status", "வரலாறு": "history", "பயனர்": "user", "கணக்கு": "account", "தரவு": "data",
}  # fmt: skip
#: a run of letters of those scripts (with their marks: Devanagari's vowel signs are no ``\w``)
#: (the Unicode blocks Greek, Greek Extended, Hebrew, Arabic, Devanagari, Bengali, Tamil)
_SCRIPT_WORD = re.compile(
    r"[\u0370-\u03ff\u1f00-\u1fff\u0590-\u05ff\u0600-\u06ff\u0900-\u097f\u0980-\u09ff\u0b80-\u0bff]+"
)

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
    # Italian (it) and Dutch (nl)
    "elimina": "delete", "eliminare": "delete", "cancella": "delete", "cancellare": "delete", "rimuovi": "remove",
    "rimuovere": "remove", "distruggi": "destroy", "svuota": "empty", "verwijder": "delete", "verwijderen": "delete",
    "wissen": "erase", "vernietigen": "destroy", "leegmaken": "empty",
    "paga": "pay", "pagare": "pay", "pagamenti": "payment", "bonifico": "transfer", "rimborso": "refund",
    "rimborsa": "refund", "rimborsare": "refund", "addebita": "debit", "addebito": "debit", "acquista": "buy",
    "betaal": "pay", "betalen": "pay", "betaling": "payment", "betalingen": "payment", "overboeken": "transfer", "overboeking": "transfer",
    "overmaken": "transfer", "terugbetalen": "refund", "terugbetaling": "refund", "afschrijven": "debit",
    "kopen": "buy", "massivo": "bulk", "massiva": "bulk", "tutti": "all", "tutte": "all", "alles": "all",
    # Indonesian (id), Polish (pl), Swedish, Norwegian and Danish (sv, no, da), Turkish (tr), Czech (cs), Vietnamese
    # (vi): deleting and paying, and their reads
    "hapus": "delete", "bayar": "pay", "pembayaran": "payment", "usun": "delete", "usunac": "delete",
    "zaplac": "pay", "platnosc": "payment", "platnosci": "payment", "radera": "delete", "slett": "delete",
    "slette": "delete", "betala": "pay", "betale": "pay", "betalning": "payment", "sil": "delete", "odeme": "payment",
    "smazat": "delete", "zaplatit": "pay", "platba": "payment", "xoa": "delete",
    "ambil": "get", "cari": "search", "lihat": "view", "pobierz": "get", "szukaj": "search", "hamta": "get",
    "sok": "search", "getir": "get", "listele": "list", "ziskat": "get", "hledat": "search",
    # many at once
    "masivo": "bulk", "masiva": "bulk", "masivos": "bulk", "masse": "mass", "massen": "mass", "massa": "mass",
    "lote": "batch", "todos": "all", "todas": "all", "tous": "all", "toutes": "all", "alle": "all",
    # reads
    "obtener": "get", "consultar": "query", "listar": "list", "buscar": "search", "leer": "read",
    "obtenir": "get", "lister": "list", "chercher": "search", "rechercher": "search", "consulter": "query",
    "lire": "read", "afficher": "show", "abrufen": "get", "suchen": "search", "lesen": "read", "anzeigen": "show",
    "auflisten": "list", "prufen": "check", "pruefen": "check", "obter": "get", "ler": "read",
    "ottieni": "get", "leggi": "read", "cerca": "search", "elenca": "list", "mostra": "show", "visualizza": "view",
    "controlla": "check", "ophalen": "get", "zoeken": "search", "lezen": "read", "tonen": "show", "bekijk": "view",
    "bekijken": "view", "controleer": "check",
    # objects
    "usuario": "user", "usuarios": "user", "utilisateur": "user", "benutzer": "user", "cuenta": "account",
    "compte": "account", "konto": "account", "conta": "account", "datos": "data", "donnees": "data",
    "daten": "data", "dados": "data", "utente": "user", "utenti": "user", "conto": "account", "dati": "data",
    "gebruiker": "user", "gebruikers": "user", "rekening": "account", "gegevens": "data",
}  # fmt: skip
#: Nouns a name is about; first in a Romance name (``estado_del_pago``: the payment's status), they are read last,
#: as English says it (``payment_status``)
_ABOUT = {"estado": "status", "historial": "history", "statut": "status", "historique": "history",
          "etat": "status", "verlauf": "history", "historico": "history", "situacao": "status", "stato": "status",
          "cronologia": "history", "storico": "history", "geschiedenis": "history"}  # fmt: skip


#: Spanish's and Italian's ``del`` (of the) in a name of their words, not Redis' DEL: ``estado_del_pago``
_ARTICLES = frozenset({"del", "della", "dei", "delle", "di"})


def cjk_in_english(name: str) -> str:
    """``name`` with the Chinese, Japanese and Korean words of the tables spelt in English, each a word of its own:
    删除用户 → delete user, ユーザー削除 → user delete."""
    return _about_last(_CJK_WORD.sub(lambda found: f" {_CJK[found.group()]} ", name))


def cyrillic_in_english(name: str) -> str:
    """``name`` with the Russian words of the table spelt in English (``удалить_пользователя`` → delete user); an
    about-noun that leads the name is read last (``статус_платежа`` → payment status). Other Cyrillic words stay."""
    name = re.sub(r"(?<=[а-яё])(?=[А-ЯЁ])", "_", name)  # ``УдалитьПользователя``: camel case
    lower = name.lower().replace("ё", "е")
    words = list(_CYRILLIC_WORD.finditer(lower))
    if not words:
        return name
    lead = words[0].group() if not lower[: words[0].start()].strip("_-. ") else ""
    if lead in _RUSSIAN_ABOUT:
        return f"{cyrillic_in_english(name[words[0].end() :])} {_RUSSIAN_ABOUT[lead]}"
    english = {**_RUSSIAN, **_RUSSIAN_ABOUT}
    return _in_english(name, _CYRILLIC_WORD, lambda word: english.get(word.lower().replace("ё", "е")))


def script_in_english(name: str) -> str:
    """``name`` with the Arabic, Greek, Hebrew, Hindi, Bengali and Tamil words of the table spelt in English (``حذف_المستخدم`` →
    delete user, ``διαγραφή_χρήστη`` → delete user, ``उपयोगकर्ता_हटाएं`` → user remove). Such a name had no word
    the gate reads, so it was never held (fix-gate2)."""
    return _about_last(_in_english(name, _SCRIPT_WORD, _script_word))


def _about_last(name: str) -> str:
    """A name whose first word, spelt in English, is what it is about read with that word last, as English says it:
    ``حالة_الدفع`` / ``สถานะการชำระเงิน`` (status of the payment) → payment status, a read."""
    found = re.match(r"[\s_.-]* (status|history) ", name)
    return f"{name[found.end() :]} {found[1]}" if found else name


def _script_word(word: str) -> str | None:
    plain = unaccented(word).lower()
    return _PLAIN_WORDS.get(plain) or _PLAIN_WORDS.get(plain.removeprefix("ال"))  # Arabic's article: المستخدم


def _in_english(name: str, pattern: re.Pattern[str], english: Callable[[str], str | None]) -> str:
    """``name`` with each word ``pattern`` finds that ``english`` knows in English, a word of its own; a word
    alone only, not one letter of a word spelt with look-alikes (``dеlete``)."""
    out, at = [], 0
    for found in pattern.finditer(name):
        start, end = found.span()
        alone = not (start and name[start - 1].isalpha()) and not (end < len(name) and name[end].isalpha())
        said = english(found.group()) if alone else None
        out += [name[at:start], f" {said} " if said else name[start:end]]
        at = end
    return "".join([*out, name[at:]])


#: letters with a stroke that NFKD does not take apart (Polish ``ł``, Vietnamese ``đ``, Danish ``ø``)
_UNDECOMPOSED = str.maketrans({"ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "ı": "i"})


def unaccented(name: str) -> str:
    """``name`` without accents (``löschen`` → ``loschen``, ``débiter`` → ``debiter``, ``zapłać`` → ``zaplac``), ``ß`` as
    ``ss``."""
    decomposed = unicodedata.normalize("NFKD", name.replace("ß", "ss").translate(_UNDECOMPOSED))
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


#: :data:`_WORDS` as :func:`_script_word` looks them up
_PLAIN_WORDS = {unaccented(word).lower(): english for word, english in _WORDS.items()}
