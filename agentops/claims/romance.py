"""Acts an English reply tells in French, Spanish or Portuguese: the first person of the past.

A support agent answers in the customer's language for a sentence or two ("¡Gracias! También te envié un correo",
"c'est fait … et j'ai prévenu ton manager", "Também já atualizei a status page"). The English grammar reads none of
it, so an uncited act there passed. Read by form, not by phrase: French *j'ai* / *nous avons* + a participle,
Spanish *he* / *hemos* + a participle in *-ado* / *-ido*, the passive of a known act (*la carta ya fue enviada*,
*foi reembolsado*, *a été envoyé*; not *fue rechazada*: no act of a known kind) and the state it left, *être* /
*estar* + that participle (*su reserva está cancelada*, *la chambre est réservée*), and the first person singular of
the preterite — Spanish *-é* after a clitic or an adverb (*te envié*, *ya cancelé*), Portuguese *-ei* (*atualizei*,
*enviei*). Not an act: a negation before it in its clause (*no*, *não*, *nunca*, *jamais*), a verb of looking or
receiving (*j'ai vérifié*, *recibí*). Its kind comes from the verb's stem (*envi-*, *atualiz-*, *rembours-* …); a
stem of no known kind is a generic act (``complete``: any call that changes things backs it).
"""

from __future__ import annotations

import re

from . import lexicon as lx

_ACCENTED = re.compile(r"[áéíóúàâçêôãõñ¡¿]|\bj['’]ai\b", re.IGNORECASE)
_FRENCH = r"(?:j['’]ai|nous avons)\s+(?:(?:déjà|bien|aussi|également|tout|alors)\s+)*(?P<fr>\w+(?:é|ée|és|ées|i|is|it|u|ue|us|ert|ait|int))(?!\w)"
_SPANISH_PERFECT = r"\b(?:he|hemos)\s+(?:ya\s+)?(?P<es>\w{3,}(?:ado|ido))\b"
_CLITIC = r"(?:te|le|les|lo|la|los|las|se|me|nos|ya|también|yo|hoy|ayer|y)"
_PORTUGUESE = r"\b(?P<pt>[a-zç]{3,}ei)\b"
_PASSIVE = (
    r"\b(?:fue|fueron|ha\s+sido|han\s+sido|foi|foram|a\s+été|ont\s+été|est|sont|está|están|estão)\s+(?:(?:ya|já|bien|bem|déjà)\s+)?"
    r"(?P<pas>\w{3,}(?:ado|ada|ados|adas|ido|ida|idos|idas|é|ée|és|ées))(?!\w)"
)
_ACT = re.compile(
    rf"(?i:{_FRENCH}|{_SPANISH_PERFECT}|{_PASSIVE})|\b(?i:{_CLITIC})\s+(?P<pret>[a-zñ]{{2,}}é)(?!\w)|{_PORTUGUESE}"
)
_PORTUGUESE_MARK = re.compile(r"[ãõç]|\b(?:já|também|você|vocês|eu|obrigad[oa])\b", re.IGNORECASE)
_NEGATION = re.compile(r"\b(?:no|não|nao|nunca|jamais|pas|ni|ainda)\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,;:.!?—–]")

#: Verbs of looking, receiving, being able or having, by stem: no act on anything.
_NO_ACT = (
    "vu",
    "lu",
    "reçu",
    "eu",
    "été",
    "pu",
    "dû",
    "vérifi",
    "regard",
    "trouv",
    "consult",
    "contrôl",
    "compris",
    "pens",
    "essay",
    "recib",
    "recebi",
    "revis",
    "verific",
    "mir",
    "sei",
    "dei",
    "busc",
    "procur",
    "olh",
    "not",
    "besoin",
)

#: Stems of the acts, and their kinds.
_KINDS = (
    (("envi", "envoy", "mand", "transmi", "reenvi", "renvoy", "fwd"), lx.SEND),
    (("préven", "preven", "avis", "inform", "notifi", "prévin", "contact", "escrib", "escrev", "écrit"), lx.SEND),
    (("reembols", "rembours", "devolv", "devolu", "estorn"), lx.REFUND),
    (("pag", "pay", "vers", "transfer"), lx.PAY),
    (("cancel", "annul", "supprim", "elimin", "borr", "exclu", "apag"), lx.DELETE),
    (("actualiz", "atualiz", "modifi", "cambi", "mud", "chang", "corrig", "ajust", "mis à jour"), lx.UPDATE),
    (("reserv", "réserv", "agend", "program", "marqu"), lx.BOOK),
    (("cre", "cré", "cri", "abri", "ouvert", "gener", "génér", "ger"), lx.CREATE),
)


def find(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    """The acts told in the first person past in ``text[start:end]`` (one unit of a reply): ``(start, end, kind)``,
    offsets in ``text``. Nothing unless the unit holds a letter of these languages (an accent, *¡*, *j'ai*)."""
    unit = text[start:end]
    if not _ACCENTED.search(unit):
        return []
    out = []
    for m in _ACT.finditer(unit):
        group = next(g for g in ("fr", "es", "pas", "pret", "pt") if m.group(g))
        verb = m.group(group).lower()
        if group == "pt" and not _PORTUGUESE_MARK.search(unit):
            continue
        if verb.startswith(_NO_ACT):
            continue
        clause = _CLAUSE_BREAK.split(unit[: m.start(group)])[-1]
        if _NEGATION.search(clause):
            continue
        kind = next((k for stems, k in _KINDS if verb.startswith(stems)), lx.COMPLETE)
        if group == "pas" and kind == lx.COMPLETE:
            continue  # "la tarjeta fue rechazada": a passive of no known act tells what befell a thing
        out.append((start + m.start(group), start + m.end(group), kind))
    return out
