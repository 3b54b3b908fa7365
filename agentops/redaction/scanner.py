"""One left-to-right pass over a string that finds every PII and secret span in it.

A single compiled pattern holds every shape as one alternative each (private-key blocks, ``key=value``
secrets, ``Bearer`` credentials, the token families, e-mail addresses, IBANs, IPv6 and *number runs*);
possessive quantifiers and left-boundary look-behinds keep it free of backtracking, so the cost is
linear in the text. Number runs (digits with spaces, dashes, dots, parentheses and a leading ``+``)
are then classified in Python by their digits and grouping: resident ID, card, phone, SSN, IPv4 — and a
run that is none of them as a whole is split at its spaces (``order 12345 13812345678``).

Number runs glued to letters, digits, ``_`` or ``ABC-`` are mostly event ids, hashes, idempotency keys or
order numbers and stay, but for three (:func:`_glued`): a card number that passes its network's prefix and
the Luhn check (``card_4111111111111111``, ``ref4111111111111111x``), an international number after its
``+`` (``a+14155550123``), and a number glued to a phone's or a card's word (``mobile_13812345678``) — not
inside a run of hex digits and dashes (a hash, a UUID).
"""

from __future__ import annotations

import base64
import re
from bisect import bisect_right
from typing import Any, NamedTuple

import re2

from agentops.redaction.checks import (
    IBAN_LENGTHS,
    card_valid,
    cn_id_valid,
    cn_mobile_valid,
    iban_valid,
    ipv4_valid,
    ipv6_normal,
    nanp_valid,
    placeholder,
    ssh_remote,
    ssn_valid,
)
from agentops.redaction.handles import HANDLES, handle_span
from agentops.redaction.handles import SUSPECTS as HANDLE_SUSPECTS
from agentops.redaction.keys import ACCOUNT, CARD, PHONE, credential, key_kind, words
from agentops.redaction.labels import (
    LABELS,
    PARTY_LABELS,
    card_tail,
    csv_spans,
    label_span,
    national_phone,
    not_this_number,
)
from agentops.redaction.labels import SUSPECTS as LABEL_SUSPECTS
from agentops.redaction.prose import PROSE, mailbox_name, prose_span
from agentops.redaction.prose import SUSPECTS as PROSE_SUSPECTS

SECRET = "secret"

_D = "[0-9\uff10-\uff19]"  # ASCII and full-width digits
_SEP = "[ \u00a0\u3000.\\-]"
#: token families (detect-secrets' plugin rules and the vendors' documented prefixes), one alternative
TOKEN_FAMILIES = {
    "openai / anthropic": r"sk-(?:proj-|ant-(?:api\d\d-|admin\d\d-)?|svcacct-|admin-)?[A-Za-z0-9_-]{20,}",
    "github": r"gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,}",
    "aws access key id": r"(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[A-Z0-9]{16}(?![A-Z0-9])",
    "jwt": r"eyJ[A-Za-z0-9_=-]{5,}\.[A-Za-z0-9_=-]{5,}\.?[A-Za-z0-9_+/=-]*",
    "slack": r"xox(?:a|b|p|o|s|r|e)-[A-Za-z0-9-]{10,}|hooks\.slack\.com/services/[A-Za-z0-9/_]{20,}",
    "stripe": r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}|whsec_[A-Za-z0-9]{20,}",
    "google api key": r"AIza[0-9A-Za-z_-]{35}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    "gitlab": r"(?:glpat|gldt|glrt|glptt|glsoat|glcbt)-[A-Za-z0-9_-]{20,}",
    "square": r"sq0(?:atp|csp)-[0-9A-Za-z_-]{22,43}",
    "artifactory": r"AKC[a-zA-Z0-9]{10,}",
    "twilio": r"SK[0-9a-fA-F]{32}(?![0-9a-fA-F])",
    "mailchimp": r"[0-9a-f]{32}-us[0-9]{1,2}",
    "azure storage": r"AccountKey=[A-Za-z0-9+/=]{40,100}",
    "hugging face": r"hf_[A-Za-z0-9]{30,}",
    "groq / xai": r"(?:gsk|xai)-?_?[A-Za-z0-9]{40,}",
    "telegram bot": r"[0-9]{8,10}:AA[0-9A-Za-z_-]{33}",
    "agentops api key": r"aok_[0-9a-f]{12}_[A-Za-z0-9_-]{16,}",
    "discord webhook": r"discord(?:app)?\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{60,68}",
    "shopify": r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}",
    "digitalocean": r"do[opr]_v1_[a-f0-9]{64}",
    "postman": r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}",
    "linear": r"lin_api_[A-Za-z0-9]{40}",
    "databricks": r"dapi[a-f0-9]{32}(?:-[0-9])?",
    "new relic": r"NRAK-[A-Z0-9]{27}",
    "grafana": r"glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,400}={0,2}",
    "replicate": r"r8_[A-Za-z0-9]{37}",
    "notion": r"(?:secret|ntn)_[A-Za-z0-9]{43}",
    "atlassian": r"ATATT3[A-Za-z0-9_=-]{150,200}",
    "sentry": r"sntr[ysu]_[A-Za-z0-9+/=_-]{40,}",
    "doppler": r"dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}",
    "pulumi": r"pul-[a-f0-9]{40}",
    #: no fixed prefix: found by its own pass (base64 user id starting M/N/O, 6-character time, HMAC)
    "discord bot": r"[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
}
#: ``name=value`` / ``name: value`` in free text (query strings, logs, config dumps): the value goes
_KV_NAMES = (
    r"password|passwd|pwd|passcode|passphrase|secret|(?:client|app)[_-]?secret|"
    r"(?:access|refresh|auth|id|session|csrf|bearer|api)?[_-]?token|api[_-]?key|access[_-]?key|"
    r"secret[_-]?(?:access[_-]?)?key|private[_-]?key|pin|otp|sig|signature|cvv|cvc|"
    r"(?:connect\.|j|php)?sid|sessionid|session[_-]id"
)

# Anchors: an Aho-Corasick automaton finds every literal that can start a token, a ``key=value`` secret,
# a credential or a private key in one C pass; the matching pattern is then tried *at that position only*.
_TOKEN_PREFIXES = {
    "sk-": "openai / anthropic", "ghp_": "github", "gho_": "github", "ghu_": "github", "ghs_": "github",
    "ghr_": "github", "github_pat_": "github", "AKIA": "aws access key id", "ASIA": "aws access key id",
    "ABIA": "aws access key id", "ACCA": "aws access key id", "AGPA": "aws access key id",
    "AIDA": "aws access key id", "AROA": "aws access key id", "AIPA": "aws access key id",
    "ANPA": "aws access key id", "ANVA": "aws access key id", "APKA": "aws access key id", "eyJ": "jwt",
    "xox": "slack", "hooks.slack.com/": "slack", "sk_": "stripe", "rk_": "stripe", "whsec_": "stripe",
    "AIza": "google api key", "SG.": "sendgrid", "npm_": "npm", "pypi-": "pypi", "glpat-": "gitlab",
    "gldt-": "gitlab", "glrt-": "gitlab", "glptt-": "gitlab", "glsoat-": "gitlab", "glcbt-": "gitlab",
    "sq0": "square", "AKC": "artifactory", "SK": "twilio", "-us": "mailchimp", "AccountKey=": "azure storage",
    "hf_": "hugging face", "gsk_": "groq / xai", "xai-": "groq / xai", ":AA": "telegram bot",
    "aok_": "agentops api key", "discord.com/api/webhooks/": "discord webhook",
    "discordapp.com/api/webhooks/": "discord webhook", "shpat_": "shopify", "shpca_": "shopify",
    "shppa_": "shopify", "shpss_": "shopify", "dop_v1_": "digitalocean", "doo_v1_": "digitalocean",
    "dor_v1_": "digitalocean", "PMAK-": "postman", "lin_api_": "linear", "dapi": "databricks",
    "NRAK-": "new relic", "glsa_": "grafana", "glc_": "grafana", "r8_": "replicate", "ntn_": "notion",
    "secret_": "notion", "ATATT3": "atlassian", "sntrys_": "sentry", "sntryu_": "sentry", "dp.": "doppler",
    "pul-": "pulumi",
}  # fmt: skip
_TOKEN_RE = {name: re.compile(rf"(?:{p})(?![A-Za-z0-9_])") for name, p in TOKEN_FAMILIES.items()}
_KV_RE = re.compile(rf"(?i:{_KV_NAMES})[\"']?[ \t]{{0,3}}[=:][ \t]{{0,3}}[\"']?(?P<v>[^\s\"'&,;<>]{{1,512}})")
_KV_WORDS = [
    "password",
    "passwd",
    "pwd",
    "passcode",
    "passphrase",
    "secret",
    "token",
    "key",
    "pin",
    "otp",
    "sig",
    "signature",
    "cvv",
    "cvc",
    "sid",
    "sessionid",
    "session_id",
]
_BEARER_RE = re.compile(r"(?i:bearer|basic)[ \t]+(?P<v>[A-Za-z0-9._~+/=-]{8,})")
_PEM_RE = re.compile(
    r"-----BEGIN[A-Z ]{0,40}PRIVATE KEY-----[\s\S]{0,10000}?(?:-----END[A-Z ]{0,40}PRIVATE KEY-----|\Z)"
)
_URLCRED_RE = re.compile(r"://(?P<v>[^\s:/@]{1,256}:[^\s/@]{1,256})@")
_EMAIL_LOCAL = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._%+-")
#: an address from its ``@`` on (the local part before it is read back by :func:`_emails`)
_EMAIL_DOMAIN_RE = re.compile(
    r"@[A-Za-z0-9\u00c0-\u2fff\u3040-\uffef]"
    # labels hold no dot, so giving back the last "label." (an email that ends a sentence) is linear
    r"(?:[A-Za-z0-9\u00c0-\u2fff\u3040-\uffef-]{0,62}\.)+[A-Za-z]{2,24}+(?![A-Za-z0-9-])"
)
_IBAN_RE = re.compile(r"[A-Z]{2}[0-9]{2}(?:[ -]?[A-Z0-9]){11,30}+")
#: an IBAN typed in lower case, in its printed groups of four (``de89 3704 0044 0532 0130 00``): read as its upper
#: case, the checksum deciding as for any IBAN; not glued to a letter or digit before it. Only in groups: a lower-case
#: run without blanks is an id or a hash as often, and its checksum alone (1 in 97) would take some of them
_IBAN_LOWER_RE = re.compile(r"(?<![A-Za-z0-9])[a-z]{2}[0-9]{2}(?: [a-z0-9]{4}){2,7}(?: [a-z0-9]{1,4})?")
_IPV6_RE = re.compile(
    r"[0-9A-Fa-f:](?<![A-Za-z0-9_:.].)(?:[0-9A-Fa-f]{0,3}:[0-9A-Fa-f]{0,4}:|:)[0-9A-Fa-f:]{0,36}+"
    r"(?:%[A-Za-z0-9]+)?(?![A-Za-z0-9_:])"
)
#: a number run starts with a character class, so ``re`` skips to candidates in C; the look-behinds after the
#: first character and the look-ahead reject runs glued to identifiers (hashes, ids) without leaving C, and
#: runs an amount goes on after (``13812345678.50``, ``13812345678,50``); a comma before seven digits or more
#: separates two numbers (``13812345678,13987654321``: no amount's group has seven digits)
_NUM_RE = re.compile(
    rf"[+\uff0b(\uff080-9\uff10-\uff19](?<![A-Za-z0-9_.+\uff0b\uff10-\uff19].)(?<![A-Za-z0-9_]-.)"
    rf"(?:{_SEP}?{_D}|[ ]?[(\uff08](?={_D})|[)\uff09][ ]?(?={_D})){{3,}}+(?:[ ]?[Xx](?![A-Za-z0-9_]))?"
    rf"(?![A-Za-z_\uff10-\uff19]|\.{_D}|,(?!{_D}{{7}}){_D}|-[A-Za-z0-9])"
)
_IDENT = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
_DISCORD_RE = re.compile(rf"[MNO](?<![A-Za-z0-9_\-.].)(?:{TOKEN_FAMILIES['discord bot'][5:]})(?![A-Za-z0-9_\-])")
#: MAC-48 with colons or dashes (one kind in one address), not inside a longer hex chain
_MAC_RE = re.compile(
    r"[0-9A-Fa-f](?<![0-9A-Za-z_:.\-].)[0-9A-Fa-f]([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}"
    r"(?![0-9A-Za-z_]|[:-][0-9A-Fa-f])"
)

_TOKEN, _KV, _BEARER, _PEM, _URL, _LABEL, _PROSE, _HANDLE = range(8)


def _automaton(ascii_only: bool) -> Any:
    """The literals' automaton; ``ascii_only``: without the literals an ASCII text cannot hold (the
    automaton walks a node's children one by one, and the Chinese ones double the root's)."""
    import ahocorasick

    auto = ahocorasick.Automaton()
    entries: dict[str, list[tuple[int, str]]] = {}
    for prefix, family in _TOKEN_PREFIXES.items():
        entries.setdefault(prefix, []).append((_TOKEN, family))
    for word in _KV_WORDS:
        for variant in {word, word.upper(), word.capitalize()}:
            entries.setdefault(variant, []).append((_KV, word))
    for word in ("bearer", "basic"):
        for variant in (word, word.upper(), word.capitalize()):
            entries.setdefault(variant, []).append((_BEARER, word))
    entries.setdefault("-----BEGIN", []).append((_PEM, ""))
    entries.setdefault("://", []).append((_URL, ""))
    for label, rule in LABELS.items():
        entries.setdefault(label, []).append((_LABEL, rule))
    for literal, rule in PROSE.items():
        entries.setdefault(literal, []).append((_PROSE, rule))
    for literal, rule in HANDLES.items():
        entries.setdefault(literal, []).append((_HANDLE, rule))
    for literal, what in entries.items():
        if literal.isascii() or not ascii_only:
            auto.add_word(literal, (len(literal), tuple(what)))
    auto.make_automaton()
    return auto


#: by whether the text is ASCII
_AUTO = {False: _automaton(False), True: _automaton(True)}


#: a secret's name before ``=`` or ``:`` (``_KV_RE``), for the RE2 patterns
_SECRET_NAMES = "|".join(sorted({*_KV_WORDS, "passwd", "passcode", "passphrase", "signature"}, key=len, reverse=True))


#: the memory RE2 may give one pattern (its DFA's states live in it): the suspects pattern's DFA needs a little more
#: than RE2's default 8 MB — at the edge, one more literal (``travel document``) made every search 12x slower
#: (2.3 -> 28 us a string: RE2 throws its DFA states away and builds them again when the budget is spent)
_RE2_MEMORY = 32 << 20


def _re2(pattern: str) -> Any:
    options = re2.Options()
    options.max_mem = _RE2_MEMORY
    compiled = re2._re2.RE2(pattern.encode(), options)
    if not compiled.ok():
        raise ValueError(compiled.error())
    return compiled.Match


#: four base64 groups in a row that may spell text, each opening on two printable ASCII bytes or on a CJK
#: character's three bytes (a hex or binary digest rarely holds four in a row): the suspect of :func:`_base64`
_B64_TEXT = "(?:(?:[I-Za-f][C-HS-Xi-ny-z0-3]|[4-7][I-LY-bo-r4-7])[A-Za-z0-9+/_\\-]{2}){4}"
_B64_SUSPECT = _re2(_B64_TEXT)
#: an IBAN in lower case, in its groups (:data:`_IBAN_LOWER_RE`): Python's search for it cost ~6% of the event mix
_IBAN_LOWER_SUSPECT = _re2("[a-z]{2}[0-9]{2} [a-z0-9]{4} [a-z0-9]{4} [a-z0-9]")


#: a number glued to an identifier that :func:`_glued` may take: a card's 15 digits after a letter, ``_`` or ``-``
#: (or in groups of four after a letter or ``_``), starting 3-6 (Amex, Diners, JCB, Visa, Mastercard's 51-55, Discover,
#: UnionPay's 62: ``SO2024…`` order numbers and UUIDs' digit groups stay out) and ending within four letters (not a
#: longer code's segment), an international number's ``+`` after a letter, a phone's or a card's word before digits
_GLUED_TEXT = (
    "[A-Za-z_\\-][3-6][0-9]{14,18}[A-Za-z_]{0,4}(?:[^0-9A-Za-z]|$)|[A-Za-z_]-?[3-6][0-9]{3}[- ][0-9]{4}[- ][0-9]{4}[- ][0-9]{3}|[A-Za-z_]\\+[0-9]{8}"
    "|(?i:phone|mobile|tel|cell|fax|whatsapp|msisdn|card|pan|account|acct)(?i:[_\\-]?(?:no|num|number|nr))?[_\\-]?\\+?[0-9]{7}"
)
_GLUED_SUSPECT = _re2(_GLUED_TEXT)


#: an e-mail written out so that a scraper misses it (``jane [at] example [dot] com``, ``jane(at)example.com``,
#: ``jane _at_ example _dot_ com``, ``jane at example dot com``): the suspect of :func:`_obfuscated` — a
#: bracketed or underscored ``at``, or `` dot `` and a letter (a ``@`` is a suspect of its own). Kept to fixed
#: short pieces: `` at `` then a counted label made RE2's DFA of the whole suspects pattern 12x slower
_OBFUSCATED_SUSPECT = r"(?i:[\[({<_] ?at ?[\])}>_]| dot [a-z])"


def _suspects(name_quote: str, more: str = "") -> Any:
    """One RE2 pattern (a DFA: one linear pass, whatever the number of alternatives) for what every
    span of :func:`scan` needs somewhere in the text. ``name_quote``: what may close a secret's name
    before its ``=`` (see ``_KV_RE``).

    Compiled as google-re2's C++ object (``re2._re2.RE2``) and searched through it on UTF-8 bytes:
    the module's Python wrapper encodes a ``str`` again, maps offsets and builds a generator and a
    match object for each search, about 2 µs of a search that costs under 1 µs on a journal payload.
    """
    words = _SECRET_NAMES
    d = "[0-9\\x{ff10}-\\x{ff19}]"
    literals = "|".join(re.escape(x) for x in (*_TOKEN_PREFIXES, "-----BEGIN", "://"))
    pattern = (
        "@|\\x{ff20}|:[0-9A-Fa-f]{0,4}:"  # e-mail (also its full-width @); IPv6: two colons at most four hex digits apart
        f"|{_OBFUSCATED_SUSPECT}"  # an e-mail written out: jane [at] example [dot] com
        "|%[2-7][0-9A-Fa-f]"  # a percent-escape (a URL's query string): what it spells is scanned
        f"|{_B64_TEXT}"  # base64 that may spell text: it is decoded
        "|(?i:bearer|basic)[ \\t]"
        f"|(?i:{words}){name_quote}?[ \\t]{{0,3}}[=:]"  # key=value secrets
        "|[A-Z]{2}[0-9]{2}(?:[ -]?[A-Z0-9]){11}"  # IBAN
        "|[a-z]{2}[0-9]{2} [a-z0-9]{4} [a-z0-9]{4} [a-z0-9]"  # an IBAN in lower case, in its groups
        f"|(?:^|[^A-Za-z0-9_]){d}(?:[ .\\-()+\\x{{a0}}\\x{{3000}}\\x{{ff0b}}\\x{{ff0d}}\\x{{ff0e}}]{{0,3}}{d}){{6}}"  # 7+ digits: phone, card…
        f"|{d}{{1,3}}\\.{d}{{1,3}}\\.{d}{{1,3}}\\.{d}{{1,3}}"  # IPv4
        f"|{literals}"  # tokens, private keys, URL credentials
        "|\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27}"  # a Discord bot token's middle
        "|[0-9A-Fa-f]{2}-[0-9A-Fa-f]{2}-[0-9A-Fa-f]{2}-[0-9A-Fa-f]{2}-[0-9A-Fa-f]{2}-[0-9A-Fa-f]{2}"  # MAC with dashes
        f"|{LABEL_SUSPECTS.format(q=name_quote)}"  # labelled birth dates, passports, addresses, names
        f"|{PROSE_SUSPECTS}"  # names after an honorific, street addresses, 先生/女士 names, Chinese addresses
        f"|{_GLUED_TEXT}"  # a card or phone number glued to an identifier
        f"|{HANDLE_SUSPECTS}"  # a home directory, a name-shaped handle after /users/ or a person's id key
        f"{more}"
    )
    return _re2(pattern)


#: in JSON text without backslashes a ``"`` after a name ends a key, never a secret's name
_SUSPECTS = {False: _suspects("[\"']"), True: _suspects("'")}
_UNANCHORED = re2._re2.RE2.Anchor.UNANCHORED
#: the JSON-text suspects, a backslash, or a quote with blanks before a colon (``Redactor.redact_stored_many``)
_CHUNK = _suspects("'", '|\\\\|"[ \\t\\n\\r\\x0b\\x0c]+:')


#: what a JSON text with one level of escapes must not hold to be judged with its escapes decoded
#: (``Redactor._escaped_clean``): an escaped backslash or ``\\u`` (a second level), a key holding an
#: escaped quote (its closing quote, not escaped, is the first quote after it), or a secret's or a
#: label's name, an escaped quote and a colon (blanks or escaped tabs between)
_ESCAPE_TRAPS = _re2(
    r"\\\\|\\u"
    r'|\\"(?:[^"]*[^"\\])?":'
    rf'|(?i:{_SECRET_NAMES}|name|{"|".join(PARTY_LABELS)})\\"(?:[ \t]|\\t){{0,3}}[=:\x{{ff1a}}]'
)


def escape_traps(data: bytes) -> bool:
    """Whether ``data`` (JSON text, UTF-8, holding escapes) cannot be judged with its escapes decoded
    (see :data:`_ESCAPE_TRAPS`). The last kind is the one suspect that :func:`may_hold_pii` with
    ``json_text`` does not look for, and that a string (not JSON) holding ``name": …`` would show."""
    return _ESCAPE_TRAPS(_UNANCHORED, data, 0, len(data))[0][0] >= 0


def chunk_suspects(data: bytes, pos: int, end: int) -> tuple[int, int] | None:
    """The span of the first match in ``data[pos:end]`` of what makes ``Redactor.redact_stored`` look
    closer at a JSON document (:func:`may_hold_pii` with ``json_text``, a backslash, blanks between a
    string and a colon); None if there is none."""
    span = _CHUNK(_UNANCHORED, data, pos, end)[0]
    return None if span[0] < 0 else span


def may_hold_pii(text: str | bytes, *, json_text: bool = False) -> bool:
    """False when no span of :func:`scan` (without extra patterns) can be in ``text`` (a ``str`` or
    its UTF-8 bytes): one RE2 pass.

    Every shape needs something cheap to see: an ``@``, a percent-escape, two colons close together,
    ``bearer`` and a blank, a secret's name and ``=``, an IBAN's head, seven digits in a run, a dotted quad, or a
    token's literal (``scan`` finds them through the same literals). With ``json_text`` the text is
    a JSON document without backslashes (see ``Redactor.clean_json``).
    """
    data = text if type(text) is bytes else text.encode("utf-8", "surrogatepass")
    return _SUSPECTS[json_text](_UNANCHORED, data, 0, len(data))[0][0] >= 0


_NON_DIGIT = re.compile(r"[^0-9]")
_GROUPS = re.compile(r"[0-9]+")
_FULLWIDTH = str.maketrans("０１２３４５６７８９＋（）", "0123456789+()")  # and an area code's full-width parentheses
#: a full-width digit (the number runs' and labels' suspects take them): then full-width digits, Latin letters and
#: the ``＋ － ． ＿`` of a number or an address are read as their ASCII forms (their NFKC forms; the label rules read
#: ASCII), so ``ｊａｎｅ．ｄｏｅ＠ｅｘａｍｐｌｅ．ｃｏｍ`` is ``jane.doe@example.com``
_WIDE_DIGIT = re.compile("[\uff10-\uff19\uff20]")  # and the full-width ``＠`` of an e-mail
_WIDE = (*range(0xFF10, 0xFF1A), *range(0xFF20, 0xFF3B), *range(0xFF41, 0xFF5B), 0xFF0B, 0xFF0D, 0xFF0E, 0xFF3F)
_NARROW = {c: c - 0xFEE0 for c in _WIDE}


class Span(NamedTuple):
    """``text[start:end]`` is PII of ``kind``; ``value`` is its normalised form (the pseudonym's input)."""

    start: int
    end: int
    kind: str
    value: str


def classify_number(run: str) -> tuple[str, str] | None:
    """(kind, normalised) of a number run such as ``+1 (415) 555-2672`` or ``110105 19491231 002X``."""
    if run.isascii() and run.isdigit():  # ASCII digits alone (most runs): the checks below on them, quicker
        return _digit_kind(run) if len(run) >= 7 else None
    run = run.translate(_FULLWIDTH)
    digits = _NON_DIGIT.sub("", run)
    if len(digits) < 7 and run.count(".") != 3:
        return None  # every kind but a dotted quad has seven digits or more (an amount, a time, a year)
    plus = run[0] == "+"
    has_x = run[-1] in "Xx"
    seps = set(_GROUPS.sub("", run.lstrip("+ ").rstrip("Xx ")))
    if has_x:
        return ("cn_id", digits + "X") if not plus and seps <= {" ", "-"} and cn_id_valid(digits + "X") else None
    if not plus and seps == {"."} and ipv4_valid(run.split(".")):
        return "ip", run
    if plus:
        if digits.startswith("86") and cn_mobile_valid(digits[2:]):
            return "phone", digits[2:]
        dotted_ok = "." not in seps or len(_GROUPS.findall(run)) >= 3  # +1.415.555.2674, not +3.14159265
        return ("phone", "+" + digits) if 8 <= len(digits) <= 15 and dotted_ok else None
    plain = seps <= {" ", "-", "\u00a0", "\u3000"}
    lengths = [len(g) for g in _GROUPS.findall(run)] if seps else []
    nanp_seps = plain or seps <= {".", "(", ")", " ", "-"}
    if lengths == [1, 3, 3, 4] and digits[0] == "1" and nanp_valid(digits) and nanp_seps:
        return "phone", "+1" + digits[1:]  # ``1 415 555 2672`` is +1 415 555 2672, not the mainland mobile 14155552672
    found = _digit_kind(digits) if plain else None
    if found is not None or not seps:
        return found
    if lengths == [3, 3, 4] and nanp_valid(digits) and nanp_seps:
        return "phone", "+1" + digits
    cc = _PAREN_CODE.match(run)
    if cc is not None and len(digits) - len(cc.group(1)) >= (8 if _EIGHT_DIGIT_CODE.fullmatch(cc.group(1)) else 9):
        return classify_number(f"+{cc.group(1)} {run[cc.end() :]}")  # ``(86)13812345678``: a code, read as ``+86``
    if seps == {"-"} and lengths == [3, 2, 4]:
        area, group, serial = _GROUPS.findall(run)
        return ("ssn", digits) if ssn_valid(area, group, serial) else None
    if plain and len(lengths) == 2 and lengths[0] in (3, 4) and digits[0] == "0" and lengths[1] in (7, 8):
        return "phone", digits  # mainland landline 010-12345678, 0755 1234567
    return None


#: a country code in parentheses before the number (``(86)``, ``(+44) ``): nine digits or more must follow, or
#: eight after the code of a country whose numbers have eight (``(852)91234567``), so ``(2)20241202`` stays
_PAREN_CODE = re.compile(r"\(\+?([1-9][0-9]{0,2})\)[ ]?(?=[0-9])")
#: countries whose national numbers (mobile ones at least) have eight digits: Denmark, Norway, Singapore, Hong
#: Kong, Macau, Mongolia, Qatar, Bahrain, Kuwait, Oman, the Baltics, Cyprus, Malta, Slovenia, Montenegro,
#: Tunisia, Mauritius, Botswana and Central America
_EIGHT_DIGIT_CODE = re.compile(r"4[57]|65|85[23]|97[346]|96[58]|37[0-2]|35[67]|38[26]|216|230|267|50[2-7]")


def _digit_kind(digits: str) -> tuple[str, str] | None:
    """What the digits of a run written plain (blanks or dashes at most) are: a resident ID, a card or a
    mainland mobile (with or without its 86)."""
    if len(digits) == 18 and cn_id_valid(digits):
        return "cn_id", digits
    if card_valid(digits):
        return "card", digits
    if cn_mobile_valid(digits):
        return "phone", digits
    if len(digits) == 13 and digits.startswith("86") and cn_mobile_valid(digits[2:]):
        return "phone", digits[2:]
    return None


def _split_number(start: int, run: str) -> list[Span]:
    """A run that is no PII as a whole, split at its spaces: the longest pieces that are."""
    pieces = [(m.start(), m.end()) for m in re.finditer(r"[^ \u00a0\u3000]+", run)]
    if len(pieces) < 2 or len(pieces) > 24:
        return []
    out: list[Span] = []
    i = 0
    while i < len(pieces):
        for j in range(min(len(pieces), i + 6), i, -1):
            piece = run[pieces[i][0] : pieces[j - 1][1]]
            if not piece[0].isdigit() and piece[0] not in "+＋(":
                continue
            found = classify_number(piece)
            if found is not None:
                out.append(Span(start + pieces[i][0], start + pieces[j - 1][1], *found))
                i = j
                break
        else:
            i += 1
    return out


def _iban(text: str, m: re.Match[str]) -> Span | None:
    raw = m.group(0).upper()  # (:data:`_IBAN_LOWER_RE`'s)
    need = IBAN_LENGTHS.get(raw[:2])
    if need is None or len(raw) - raw.count(" ") - raw.count("-") < need:
        return None  # no such country, or fewer characters than its IBANs have
    taken = 0
    for end, ch in enumerate(raw, 1):
        taken += ch != " " and ch != "-"
        if taken == need:
            compact = raw[:end].replace(" ", "").replace("-", "")
            nxt = text[m.start() + end : m.start() + end + 1]
            if iban_valid(compact) and not (nxt.isascii() and nxt.isalnum()):
                return Span(m.start(), m.start() + end, "iban", compact)
            return None
    return None


def _no_kind(run: str) -> bool:
    """A number run that no kind can be, whole or split (an amount, a time, a year): fewer than seven
    digits (counting every character but dots, spaces and dashes) and fewer than three dots, where
    every kind needs seven digits or a dotted quad. Saves the classification of most runs."""
    dots = run.count(".")
    return dots < 3 and len(run) - dots - run.count(" ") - run.count("-") < 7


#: kinds a number run's preceding words can overrule (``labels.not_this_number``)
_CONTEXT_KINDS = frozenset(["ip", "card", "phone"])


def _numbers(text: str, out: list[Span]) -> None:
    """Classify every number run of ``text`` into ``out``."""
    for m in _NUM_RE.finditer(text):
        run, start = m.group(0), m.start()
        if run[0] in "(\uff08" and ")" not in run and "\uff09" not in run:  # prose's opening parenthesis, not an
            run, start = run[1:], start + 1  # area code's: ``(13812345678)``
        elif run[0] in "+\uff0b" and ")" in run and start and text[start - 1] == "(":  # ``(+86)138…``: its '(' too
            run, start = text[start - 1] + run, start - 1
        if _no_kind(run):
            continue
        found = classify_number(run) or national_phone(text, start, run)
        if found is not None and start and found[0] in _CONTEXT_KINDS and not_this_number(text, start, found[0]):
            continue
        if found is not None:
            out.append(Span(start, m.end(), *found))
        elif " " in run or "\u00a0" in run or "\u3000" in run:
            out.extend(_split_number(start, run))


#: a number run glued to an identifier on its left (a letter or ``_``, or ``-`` after a letter or digit) or, 13
#: digits or more, on its right only: what :func:`_glued` classifies
_GLUED_RE = re.compile(
    r"(?:(?<=[A-Za-z_])|(?<=[A-Za-z0-9]-))(?:\+[0-9]{8,15}|[0-9]{4}([- ])[0-9]{4}\1[0-9]{4}\1[0-9]{3,4}|[0-9]{7,19})"
    r"(?![0-9])|(?<![A-Za-z0-9_+\-])[0-9]{13,19}(?=[A-Za-z_])"
)
_CODE_DASH = re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Z0-9]{0,5}-\Z")
_LONG_TAIL = re.compile(r"[A-Za-z0-9]{5}")
_HASH_CHARS = frozenset("0123456789abcdefABCDEF-_")
_IDENT_DASH = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")


def _glued(text: str, out: list[Span]) -> None:
    """Number runs glued to an identifier (:data:`_GLUED_RE`) that are PII all the same, into ``out``: after a
    phone's word (``mobile_13812345678``, ``tel4155550123``) a phone; after a card's word (``card_…``, ``pan-…``)
    a card's 12-19 digits; else an international number after its ``+`` (``a+14155550123``) or a card that
    passes its network's prefix and the Luhn check, 15, 16 or 19 digits from 3 to 6 (``ref4111111111111111x``,
    see :data:`_GLUED_TEXT`). Not in a
    token of hex digits and dashes of 20 characters or more (a hash, a UUID); without a phone's or a card's
    word, not a segment of a longer code either: after an upper-case code's dash (``SN-…``, ``INV-…``) or
    followed by five letters or digits or more (``exe_4111111111111111aaaaaaaa``)."""
    for m in _GLUED_RE.finditer(text):
        start, end = m.start(), m.end()
        left, right = start, end
        while left and text[left - 1] in _IDENT_DASH:
            left -= 1
        while right < len(text) and text[right] in _IDENT_DASH:
            right += 1
        if right - left >= 20 and _HASH_CHARS.issuperset(text[left:right]):
            continue
        head = text[max(left, start - 40) : start].rstrip("_-")
        label = key_kind(head) if head[-1:].isalpha() else None
        if label not in (PHONE, CARD, ACCOUNT) and (
            _CODE_DASH.search(text, left, start) or _LONG_TAIL.match(text, end)
        ):
            continue
        found = _glued_kind(m.group(), label)
        if found is not None:
            out.append(Span(start, end, *found))


def _glued_kind(run: str, label: str | None) -> tuple[str, str] | None:
    """(kind, normalised) of a glued number run, ``label`` the kind its identifier's words name (phone, card…)."""
    digits = run.lstrip("+").replace("-", "").replace(" ", "")
    if label == PHONE:
        found = classify_number(run)
        if found is not None and found[0] == PHONE:
            return found
        return (PHONE, "+1" + digits[-10:] if nanp_valid(digits) else digits) if 9 <= len(digits) <= 15 else None
    if card_valid(digits) and (label in (CARD, ACCOUNT) or (len(digits) in (15, 16, 19) and digits[0] in "3456")):
        return "card", digits
    if label in (CARD, ACCOUNT) and 12 <= len(digits) <= 19:
        return label, digits
    found = classify_number(run) if run[0] == "+" else None
    return found if found is not None and found[0] == PHONE else None


def _anchored(text: str, out: list[Span]) -> None:
    """Tokens, ``key=value`` secrets, credentials and private keys, tried where the automaton saw their literal."""
    for last, (length, whats) in _AUTO[text.isascii()].iter(text):
        at = last - length + 1
        for what, name in whats:
            m: re.Match[str] | None
            if what == _TOKEN:
                start = _token_start(text, at, name)
                m = _TOKEN_RE[name].match(text, start) if start >= 0 else None
                if m is not None:
                    out.append(Span(start, m.end(), SECRET, m.group(0)))
                continue
            if what in (_LABEL, _PROSE, _HANDLE):
                rule = label_span if what == _LABEL else prose_span if what == _PROSE else handle_span
                span = rule(text, at, name)
                if span is not None:
                    out.append(Span(*span))
                continue
            if what == _KV:
                m = _kv_at(text, at)
            elif what == _BEARER:
                m = None if at and text[at - 1] in _IDENT else _BEARER_RE.match(text, at)
            elif what == _URL:
                m = _URLCRED_RE.match(text, at)
            else:
                m = _PEM_RE.match(text, at)
                if m is not None:
                    out.append(Span(at, m.end(), SECRET, m.group(0)))
                continue
            if m is not None and not (what == _KV and placeholder(m.group("v"))):
                out.append(Span(m.start("v"), m.end("v"), SECRET, m.group("v")))


def _token_start(text: str, at: int, family: str) -> int:
    """Where a token whose literal the automaton saw at ``at`` begins; -1 when it is glued to a word."""
    start = at
    if family == "telegram bot":  # 123456789:AA…: the literal is in the middle
        while start and text[start - 1].isdigit():
            start -= 1
    elif family == "mailchimp":  # <32 hex>-us12: the literal is at the end
        start = at - 32
    if start < 0 or (start and (text[start - 1] in _IDENT or text[start - 1] == "-")):
        return -1
    return start


def _kv_at(text: str, at: int) -> re.Match[str] | None:
    """A ``name=value`` secret whose name holds the word at ``at``: ``db_password=…``, ``x-api-key: …``."""
    start = at
    while start and (text[start - 1] in _IDENT or text[start - 1] == "-"):
        start -= 1
    for pos in range(start, at + 1):
        if pos == start or text[pos - 1] in "_-":
            m = _KV_RE.match(text, pos)
            if m is not None:
                return m if _credential_name(text[start : m.start("v")]) else None
    return None


def _credential_name(name: str) -> bool:
    """Whether a ``name=`` names a credential: ``access_token=`` does, ``fencing_token=`` does not (``keys.credential``)."""
    letters = [w for w in words(name) if not w.isdigit()]
    return not letters or credential(letters)


def _local_letter(ch: str) -> bool:
    """A letter an internationalised address's local part may hold beside ASCII ones (RFC 6531): Latin with
    diacritics, Greek, Cyrillic (``josé.garcía@``, a look-alike ``jаne@``). Not a Han or kana character: an address
    glued to Chinese or Japanese prose (``联系zhang@example.com``) starts after it."""
    return ch.isalpha() and ("\u00c0" <= ch <= "\u024f" or "\u0370" <= ch <= "\u04ff")


def _emails(text: str, out: list[Span]) -> None:
    at = text.find("@")
    while at > 0:
        start = at
        # a local part with non-ASCII letters is read whole: cut at its last one, `josé.garcía@…` showed
        # `josé.garcí<email:…>` (the person's name) beside the pseudonym of `a@…`, and `café@…` stayed
        while start > 0 and at - start < 64 and (text[start - 1] in _EMAIL_LOCAL or _local_letter(text[start - 1])):
            start -= 1
        m = _EMAIL_DOMAIN_RE.match(text, at) if start < at else None
        if m is not None and ssh_remote(text[start:at], text[m.end() : m.end() + 2]):
            m = None  # git@github.com:org/repo.git
        if m is not None:
            out.append(Span(start, m.end(), "email", text[start : m.end()].lower()))
            if start > 2 and text[start - 1] in " <":  # a name can only be written before it
                named = mailbox_name(text, start, text[start:at])
                if named is not None:
                    out.append(Span(*named))
            at = text.find("@", m.end())
        else:
            at = text.find("@", at + 1)


#: the ``at`` of an e-mail written out: bracketed (``[at]``, ``(at)``, ``{at}``, ``<at>``, ``[@]``), between
#: underscores (``_at_``), between blanks (`` at ``), or a real ``@`` (then a dot must be written out)
_OBF_AT_RE = re.compile(r"[\[({<_][ ]?(?:[Aa][Tt]|@)[ ]?[\])}>_]| [Aa][Tt] |@")
#: the domain after it: labels joined by a dot, written out or not (``[dot]``, ``(.)``, `` dot ``, ``_dot_``)
_OBF_DOT = r"(?:[ ]?[\[({<][ ]?(?:[Dd][Oo][Tt]|\.)[ ]?[\])}>][ ]?| [Dd][Oo][Tt] |[ ]?_[Dd][Oo][Tt]_[ ]?|\.)"
_OBF_DOMAIN_RE = re.compile(
    rf"[ ]?[A-Za-z0-9][A-Za-z0-9-]{{0,62}}+(?:{_OBF_DOT}[A-Za-z0-9][A-Za-z0-9-]{{0,62}}+){{1,6}}+"
)
_OBF_DOT_RE = re.compile(_OBF_DOT)
#: a piece of a local part and a dot written out, ending where the local part read back so far starts
#: (``jane dot doe at …``: ``jane dot `` before ``doe``)
_OBF_LOCAL_RE = re.compile(rf"(?<![A-Za-z0-9._%+-])(?P<p>[A-Za-z0-9._%+-]{{1,63}}){_OBF_DOT}\Z")
#: words that come before `` at `` in prose, never a mailbox (``look at docs dot python dot org``)
_PROSE_BEFORE_AT = frozenset(
    [
        "look", "looking", "available", "hosted", "located", "found", "find", "see", "visit", "online", "live",
        "here", "there", "is", "are", "was", "were", "be", "been", "me", "us", "him", "her", "them", "it", "this",
        "that", "arrive", "arrived", "arrives", "meet", "meeting", "stored", "served", "sent", "priced",
        "delivered", "listening", "click", "go", "stay", "staying", "work", "works", "working", "based", "open",
        "opened", "read", "aimed", "good", "bad",
    ]
)  # fmt: skip


def _obfuscated(text: str, out: list[Span]) -> None:
    """E-mail addresses written out (see :data:`_OBF_AT_RE`) into ``out``, each as the address it spells
    (``jane [at] example [dot] com`` and ``jane@example.com`` are one pseudonym). Anchored on the ``at``,
    the local part read back from it as :func:`_emails` does; a plain `` at `` needs every dot written out
    and a local part that is no word of prose, a real ``@`` at least one dot written out (the others are
    :func:`_emails`'), ``_at_`` a dot written out too (``file_at_root.txt`` stays)."""
    for m in _OBF_AT_RE.finditer(text):
        marker = m.group()
        end = m.start()
        if marker[0] in "[({<_" and end and text[end - 1] == " ":
            end -= 1
        start = end
        while start > 0 and end - start < 64 and text[start - 1] in _EMAIL_LOCAL:
            start -= 1
        pieces = [text[start:end]]
        while start > 0 and end - start < 64 and (piece := _OBF_LOCAL_RE.search(text[max(0, start - 80) : start])):
            start -= len(piece.group())  # a dot of the local part written out too
            pieces.insert(0, piece.group("p"))
        local = ".".join(pieces).strip(".")
        if not local or not any(c.isalnum() for c in local):
            continue
        d = _OBF_DOMAIN_RE.match(text, m.end())
        if d is None:
            continue
        domain = d.group().lstrip(" ")
        labels = _OBF_DOT_RE.split(domain)
        tld = labels[-1]
        if not (2 <= len(tld) <= 24 and tld.isalpha()) or (d.end() < len(text) and text[d.end()].isalnum()):
            continue
        written_out = any(c not in "-." and not c.isalnum() for c in domain)
        plain = marker == " at " or marker.lower() == " at "
        if marker == "@" or marker[0] == "_":
            if not written_out:
                continue
        elif plain and ("." in domain or not written_out or local.rsplit(".", 1)[-1].lower() in _PROSE_BEFORE_AT):
            continue
        lead = len(text[start:end]) - len(text[start:end].lstrip("."))
        out.append(Span(start + lead, d.end(), "email", f"{local}@{'.'.join(labels)}".lower()))


def scan(text: str, extra: re.Pattern[str] | None = None, extra_kinds: dict[str, str] | None = None) -> list[Span]:
    """Every PII span of ``text``, left to right, non-overlapping (earlier rules win an overlap).

    A text holding JSON escapes (a tool result or a message stored as JSON text inside a payload,
    written with ``ensure_ascii`` or holding newlines) is scanned as it reads unescaped: in
    ``\\u673a13812345678`` or ``\\n13812345678`` the number is glued to the escape's letter,
    and in ``\\"password\\": \\"x\\"`` a backslash stands between the name and its colon. So is a
    text holding percent-escapes of printable ASCII (a URL's query string, as ``urlencode`` writes it:
    ``?to=jane%40example.com&phone=%2B8613812345678``; a '+' in a query value reads as the blank it
    stands for: ``?p=+86+138+1234+5678``). The spans found there are mapped back onto
    ``text``; their values are the unescaped ones, so the pseudonym is the one the value gets anywhere else.
    """
    if "+" in text and "=" in text:  # a '+' in a query value is a blank: one for one, nothing to map back
        text = _QUERY_VALUE.sub(_blanks, text)
    if "\\" in text or "%" in text:
        view, marks = _unescaped(text)
        if marks:
            starts = [v for v, _ in marks]

            def at(pos: int) -> int:
                i = bisect_right(starts, pos) - 1
                return pos if i < 0 else marks[i][1] + pos - marks[i][0]

            return [Span(at(s.start), at(s.end), s.kind, s.value) for s in _scan(view, extra, extra_kinds)]
    return _scan(text, extra, extra_kinds)


#: a query string's value holding a '+' (``?p=+86+138+1234+5678``, a form body's ``a=1&p=…``): urlencode
#: writes a blank so
_QUERY_VALUE = re.compile(r"(?:^|(?<=[?&]))[A-Za-z0-9_.\-\[\]%]{1,64}=[^&#\s\"'<>=]*\+[^&#\s\"'<>=]*")


def _blanks(m: re.Match[str]) -> str:
    name, _, value = m.group().partition("=")
    return f"{name}={value.replace('+', ' ')}"


#: a JSON escape, or a percent-escape of a printable ASCII character (``%20`` to ``%7E``)
_ESCAPE = re.compile(r'\\(?:u[0-9A-Fa-f]{4}|["\\/bfnrt])|%(?:[2-6][0-9A-Fa-f]|7[0-9A-Ea-e])')
_UNESCAPE = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


def _unescaped(text: str) -> tuple[str, list[tuple[int, int]]]:
    """``text`` with its JSON escapes and its percent-escapes of printable ASCII decoded, and marks
    ``(offset in the result, offset in text)`` on both sides of each decoded escape (offsets between two
    marks move together)."""
    pieces: list[str] = []
    marks: list[tuple[int, int]] = []
    pos = size = 0
    for m in _ESCAPE.finditer(text):
        start = m.start()
        pieces.append(text[pos:start])
        size += start - pos
        esc = m.group()
        if esc[0] == "%":
            pieces.append(chr(int(esc[1:], 16)))
        else:
            pieces.append(chr(int(esc[2:], 16)) if esc[1] == "u" else _UNESCAPE[esc[1]])
        marks.append((size, start))
        size += 1
        pos = m.end()
        marks.append((size, pos))
    pieces.append(text[pos:])
    return "".join(pieces), marks


def _scan(text: str, extra: re.Pattern[str] | None, extra_kinds: dict[str, str] | None) -> list[Span]:
    if not text.isascii() and _WIDE_DIGIT.search(text):  # ``身份证：１１０１…Ｘ``: read as ASCII, one for one
        text = text.translate(_NARROW)
    found: list[Span] = []
    if extra is None and not may_hold_pii(text):
        return found
    data = text.encode("utf-8", "surrogatepass") if len(text) >= 16 else b""  # for the RE2 checks below
    if data and _B64_SUSPECT(_UNANCHORED, data, 0, len(data))[0][0] >= 0:
        _base64(text, found)
    if extra is None and text.isascii() and text.isalnum():  # one ASCII word: letters, digits, id, hash, token
        if text.isalpha():
            return found
        if text.isdigit() or (text[:-1].isdigit() and text[-1] in "Xx"):
            kind = classify_number(text) if len(text) >= 7 else None
            return [Span(0, len(text), *kind)] if kind else found
        _anchored(text, found)
        if len(text) >= 11 and _GLUED_SUSPECT(_UNANCHORED, text.encode(), 0, len(text))[0][0] >= 0:
            _glued(text, found)
        if not found and text[:2].isupper() and text.isascii():
            m = _IBAN_RE.fullmatch(text)
            span = _iban(text, m) if m else None
            return [span] if span else found
        return found
    _anchored(text, found)
    if "\n" in text and text[:1].isascii():  # a CSV text: cells under a personal column's header
        found.extend(Span(*cell) for cell in csv_spans(text))
    if "@" in text:
        _emails(text, found)
    if len(text) >= 8 and ("@" in text or _OBF_AT_RE.search(text)):
        _obfuscated(text, found)
    if text.count(":") >= 2:
        for m in _IPV6_RE.finditer(text):
            normal = ipv6_normal(m.group(0))
            if normal is not None:
                found.append(Span(m.start(), m.end(), "ip", normal))
    if text.count(":") >= 5 or text.count("-") >= 5:
        found.extend(
            Span(m.start(), m.end(), "mac", m.group(0).lower().replace("-", ":")) for m in _MAC_RE.finditer(text)
        )
    if len(text) >= 59 and text.count(".") >= 2:
        found.extend(Span(m.start(), m.end(), SECRET, m.group(0)) for m in _DISCORD_RE.finditer(text))
    if len(text) >= 15:
        for m in _IBAN_RE.finditer(text):
            if not m.start() or not text[m.start() - 1].isascii() or not text[m.start() - 1].isalnum():
                span = _iban(text, m)
                if span is not None:
                    found.append(span)
        if len(text) >= 18 and _IBAN_LOWER_SUSPECT(_UNANCHORED, data, 0, len(data))[0][0] >= 0:  # (half the cost)
            found.extend(span for m in _IBAN_LOWER_RE.finditer(text) if (span := _iban(text, m)) is not None)
    numbers: list[Span] = []
    _numbers(text, numbers)
    data = data or text.encode("utf-8", "surrogatepass")
    if _GLUED_SUSPECT(_UNANCHORED, data, 0, len(data))[0][0] >= 0:
        _glued(text, numbers)
    if extra is not None:
        kinds = extra_kinds or {}
        found.extend(Span(m.start(), m.end(), kinds[m.lastgroup or ""], m.group(0)) for m in extra.finditer(text))
    for span in (*found, *numbers):
        if span.kind == "card" or span.kind == ACCOUNT:
            found.extend(Span(*tail) for tail in card_tail(text, span.end))
    found.extend(numbers)  # numbers last: a token or an e-mail that holds digits wins
    return found if len(found) < 2 else _resolve(found)


#: a base64 run: 16 characters or more of its alphabet (standard or URL-safe, padded or not: a JWT's payload
#: segment is URL-safe and unpadded), not glued to an identifier's ``.`` or to ``=`` beyond its padding
_B64_RE = re.compile(r"[A-Za-z0-9+/_\-](?<![A-Za-z0-9_+/\-.].)[A-Za-z0-9+/_\-]{15,}+={0,2}(?![A-Za-z0-9_=\-])")
_WHITESPACE = str.maketrans("", "", "\t\n\r")
_URLSAFE = str.maketrans("-_", "+/")


def _base64(text: str, out: list[Span]) -> None:
    """Base64 runs of ``text`` that decode to printable UTF-8 holding PII, each whole into ``out``: one
    pseudonym for the run, of the first kind found inside (hashes, ids, keys and images decode to bytes that
    are no UTF-8 text, or to text without PII, and stay). A run in the URL-safe alphabet (``-``, ``_``) or
    without its padding is read as such (one alphabet per run)."""
    for m in _B64_RE.finditer(text):
        run = m.group()
        body = run.rstrip("=")
        if len(body) % 4 == 1 or (len(run) != len(body) and len(run) % 4):
            continue
        if ("-" in body or "_" in body) and ("+" in body or "/" in body):
            continue
        try:
            decoded = base64.b64decode(body.translate(_URLSAFE) + "=" * (-len(body) % 4), validate=True)
            decoded_text = decoded.decode("utf-8")
        except ValueError:
            continue
        if decoded_text.translate(_WHITESPACE).isprintable():
            inner = scan(decoded_text)
            if inner:
                out.append(Span(m.start(), m.end(), inner[0].kind, run))


def _resolve(spans: list[Span]) -> list[Span]:
    """Keep, left to right, the spans that overlap nothing kept before (the first found wins a tie).

    Kept spans start at or before the one in hand, so it overlaps one of them exactly when it starts
    before the furthest end kept: one comparison, not one per kept span (20,000 e-mails in one text
    took 11 s of pairwise checks)."""
    order = sorted(range(len(spans)), key=lambda i: (spans[i].start, i))
    out: list[Span] = []
    reach = -1
    for i in order:
        s = spans[i]
        if s.start < reach:
            continue
        reach = s.end
        out.append(s)
    return out
