"""The redactor: walks a JSON value and replaces PII with keyed, typed, stable pseudonyms.

``<email:9c1f0e5a7b3d2c41>`` is ``HMAC-SHA256(key, "email:" + normalised value)`` cut to 64 bits, so one
value maps to one token everywhere the same key is used (joins and counts still work) and the value
cannot be recovered without the key. Collisions stay unlikely far past a billion distinct values.

What is redacted: spans the :mod:`~agentops.redaction.scanner` finds in every string, *including dict
keys*; numbers whose digits are PII (a phone or card stored as a JSON number); and whole values under
key names that mean a secret (:mod:`~agentops.redaction.keys`), a phone, an ID, card or bank account
number, a card's expiry, a contract's value or a salary, a person's name, an address, a postal code, a
birth date, or a configured masked field; a bare ``name``
when the object around it is a person's; an idempotency key (``idem_key``) unless the ``args`` beside it
are left as they are (:meth:`Redactor.shown_key`); a chain hash (``parent_head_hash``). No Django here: the SDK and exporters use it as is.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import threading
from bisect import bisect_right
from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import lru_cache
from itertools import accumulate
from pathlib import Path
from typing import Any

import orjson

from agentops.core.canon import loads
from agentops.redaction import keys as key_rules
from agentops.redaction.checks import cn_name_shaped, nanp_valid, person_name_shaped, postcode_shaped
from agentops.redaction.handles import person_handle
from agentops.redaction.labels import latin_name_end, normal_value, role_named
from agentops.redaction.said import operator_texts, said_names
from agentops.redaction.scanner import chunk_suspects, classify_number, escape_traps, may_hold_pii, scan

PSEUDONYM = re.compile(r"<([a-z_]+):([0-9a-f]{16})>")
_MEMO_LIMIT = 20_000
#: strings up to this many characters have their redacted form memoised (names, addresses, ids, roles)
_MEMO_TEXT = 96
_LONG_INT = re.compile(rb"[0-9]{7}")
_DIGITS_ONLY = re.compile(r"[+\uff0b]?[0-9\uff10-\uff19][0-9\uff10-\uff19 ()./\-]{5,24}")
_CN_ID_SHAPE = re.compile(r"[0-9]{17}[0-9X]|[0-9]{15}")
_ID_TEXT = re.compile(r"(?=[^0-9]*[0-9])[A-Za-z0-9][A-Za-z0-9 \-]{4,22}")  # a passport or licence number
#: kinds whose value goes whole (text normalised, so the same value in free text gets the same pseudonym)
_WHOLE = frozenset(
    [key_rules.NAME, key_rules.ADDRESS, key_rules.POSTCODE, key_rules.BIRTH, key_rules.EXPIRY, key_rules.AMOUNT]
)
#: key kinds that leave a JSON document to be redacted on its text: bit 2 a bare ``name``, bit 4 a
#: personal key beside which a bare name is a person's (then the document is decoded), bit 8 an idempotency
#: key (left as it is only when every one has its ``args`` beside it and nothing else changes:
#: :meth:`Redactor._keys_beside_args`), bit 128 a person's id key (``customer_id``: left as it is without a suspect
#: in the document — a name-shaped handle under it is one, ``handles.SUSPECTS`` — else decoded)
#: key kinds under which a name may be taken whole (:meth:`Redactor._may_take_names`)
_NAMING = frozenset([key_rules.NAME, key_rules.PARTY, key_rules.BARE_NAME, key_rules.DISPLAY])
_SPEAKER_ROLES = frozenset(role.encode() for role in key_rules.SPEAKER_ROLES)
_PLAIN_KEYS = {
    None: 1, key_rules.NUMERIC: 1, key_rules.BARE_NAME: 2, key_rules.EMAIL: 4, key_rules.IDEM: 8, key_rules.PARTY_ID: 128
}  # fmt: skip


class Redactor:
    """Redacts JSON values. Build once (compiling the configured patterns) and reuse; thread-safe."""

    def __init__(
        self,
        key: bytes,
        *,
        secret_keys: Iterable[str] = (),
        mask_fields: Iterable[str] = (),
        extra_patterns: Iterable[Mapping[str, str]] = (),
    ) -> None:
        if not key:
            raise ValueError("a redaction key is required")
        self._key = key
        secret_keys, mask_fields, extra = tuple(secret_keys), tuple(mask_fields), [dict(p) for p in extra_patterns]
        self._spec = (key, secret_keys, mask_fields, extra)
        self._extra_secrets = frozenset("".join(key_rules.words(k)) for k in secret_keys)
        self._mask = frozenset("".join(key_rules.words(k)) for k in mask_fields)
        self._extra_kinds = {f"x{i}": p["type"] for i, p in enumerate(extra)}
        self._extra = re.compile("|".join(f"(?P<x{i}>{p['pattern']})" for i, p in enumerate(extra))) if extra else None
        self._config = [sorted(self._extra_secrets), sorted(self._mask), [[p["type"], p["pattern"]] for p in extra]]
        self._fingerprint = ""
        self._key_kinds: dict[str, str | None] = {}
        self._keys_out: dict[str, str] = {}
        self._clean_keys: dict[bytes, bool] = {}
        self._naming_keys: dict[bytes, bool] = {}
        self._hmac = hmac.new(key, digestmod=hashlib.sha256)  # keyed once; each pseudonym copies it
        self._pseudonyms: dict[tuple[str, str], str] = {}
        self._texts: dict[str, str] = {}
        self._name_patterns: dict[tuple[str, ...], re.Pattern[str]] = {}
        self._local = threading.local()  # the names one top-level :meth:`redact` took whole under a person's key

    def spec(self) -> tuple[bytes, tuple[str, ...], tuple[str, ...], list[dict[str, str]]]:
        """The arguments this redactor was built with (key, secret keys, masked fields, extra patterns): another
        process builds the same redactor from them (``agentops.redaction.parallel``)."""
        return self._spec

    @classmethod
    def from_spec(cls, spec: tuple[bytes, tuple[str, ...], tuple[str, ...], list[dict[str, str]]]) -> Redactor:
        """The redactor :meth:`spec` describes."""
        key, secret_keys, mask_fields, extra_patterns = spec
        return cls(key, secret_keys=secret_keys, mask_fields=mask_fields, extra_patterns=extra_patterns)

    @property
    def fingerprint(self) -> str:
        """What this redactor's output follows from, as 64 hex: HMAC-SHA256 under its key of its
        configuration (secret keys, masked fields, extra patterns) and of this package's source. Two
        redactors with the same fingerprint redact alike; any change of key, settings or code changes it
        (a copy of redacted output kept under it, ``runs.governance.export_pages``, is then not used)."""
        if not self._fingerprint:
            mac = self._hmac.copy()
            mac.update(orjson.dumps(["fingerprint", self._config, source_digest()]))
            self._fingerprint = mac.hexdigest()
        return self._fingerprint

    def pseudonym(self, kind: str, value: str) -> str:
        """``<kind:16 hex>`` (64 bits of HMAC-SHA256) for an already normalised ``value``."""
        try:
            return self._pseudonyms[kind, value]
        except KeyError:
            pass
        mac = self._hmac.copy()
        mac.update(f"{kind}:{value}".encode())
        return _remember(self._pseudonyms, (kind, value), f"<{kind}:{mac.hexdigest()[:16]}>")

    def redact_text(self, text: str) -> str:
        """``text`` with every PII span replaced by its pseudonym."""
        if len(text) < 6 and (len(text) < 4 or text.isascii()):  # _short, inline: every string comes here
            return text
        if len(text) > _MEMO_TEXT:
            return self._redact_text(text)
        try:
            out = self._texts[text]
        except KeyError:
            return _remember(self._texts, text, self._redact_text(text))
        if out is not text and text.lstrip()[:1] in ("{", "[") and getattr(self._local, "names", None) is not None:
            return self._redact_text(text)  # a JSON text, inside a value being redacted: the names it takes are noted
        return out

    def _redact_text(self, text: str) -> str:
        inner = text.strip()
        if inner[:1] in ("{", "[") and inner[-1:] in ("}", "]"):
            nested = self._redact_nested(text)
            if nested is not None:
                return nested
        spans = scan(text, self._extra, self._extra_kinds)
        if not spans:
            return text
        out: list[str] = []
        pos = 0
        for span in spans:
            out.append(text[pos : span.start])
            out.append(self.pseudonym(span.kind, span.value))
            pos = span.end
        out.append(text[pos:])
        return "".join(out)

    def _redact_nested(self, text: str) -> str | None:
        """A text that is a JSON object or array (a tool result inside a snapshot's messages, a body
        sent as JSON) redacted as that value, key names included (:meth:`redact_stored`: mostly on
        its text); None when it does not parse."""
        try:
            orjson.loads(text)
        except orjson.JSONDecodeError:
            try:  # lone surrogates, nesting orjson refuses
                json.loads(text)
            except (ValueError, RecursionError):
                return None
        return self.redact_json(text)

    def key_kind(self, key: str) -> str | None:
        """What the key name says about its value: secret, masked, phone, id_number, card, numeric or None."""
        try:
            return self._key_kinds[key]
        except KeyError:
            pass
        squashed = "".join(key_rules.words(key))
        kind = "masked" if squashed in self._mask else key_rules.key_kind(key, self._extra_secrets)
        return _remember(self._key_kinds, key, kind)

    def _key_text(self, key: str) -> str:
        try:
            return self._keys_out[key]
        except KeyError:
            pass
        return _remember(self._keys_out, key, self.redact_text(key))

    def _under(self, kind: str, value: Any) -> Any:
        """A value under a telling key name: secrets and masked fields go whole; phone/id/card if number-like."""
        if kind == key_rules.NUMERIC or kind == key_rules.PARTY_ID:  # counters, ids, times, money: numbers stay,
            if type(value) is int or type(value) is float:  # text is scanned; a person's handle is their name
                return value
            return self._name(value) if kind == key_rules.PARTY_ID and person_handle(value) else self._value(value)
        if kind in _WHOLE:
            return self._whole(kind, value)
        if type(value) is dict and kind in key_rules.NUMBER_PARENTS:
            return self._redact_dict(value, number=kind)
        if kind == key_rules.PARTY:
            if type(value) is dict:
                return self._redact_dict(value, party=True)
            if type(value) is list:  # {"authors": ["Jane Doe", {"name": "John Roe"}]}
                return [self._under(kind, v) for v in value]
            if type(value) is str and _party_name(value):  # {"recipient": "John Smith"}, {"客户": "张伟"}
                return self._name(value)
            lead = _party_lead(value) if type(value) is str else None
            if lead is not None:  # {"customer": "Jane Doe <jane@example.com>"}: the name, then the rest scanned
                start, end = lead
                name = self._name(value[start:end])
                return value[:start] + name + self.redact_text(value[end:])
            return self._value(value)
        if kind == key_rules.DIGEST and type(value) is list:  # a snapshot's ``reached``: each one's pseudonym
            return [self._under(kind, v) for v in value]
        if kind == "secret" or kind == "masked" or kind == key_rules.CHAIN or kind == key_rules.DIGEST:
            if value is None or value == "" or isinstance(value, bool):
                return value
            return self.pseudonym(kind, value if isinstance(value, str) else _canon(value))
        text = str(value) if isinstance(value, int) and not isinstance(value, bool) else value
        if isinstance(text, str) and _DIGITS_ONLY.fullmatch(text):
            found = classify_number(text)  # the same pseudonym as the number written anywhere else
            if found:
                return self.pseudonym(*found)
            digits = "".join(str(int(c)) for c in text if c.isdigit())
            if kind == key_rules.PHONE and nanp_valid(digits):
                digits = "+1" + digits[-10:]
            return self.pseudonym(_id_kind(digits) if kind == key_rules.ID else kind, digits)
        if kind == key_rules.ID and isinstance(text, str) and _ID_TEXT.fullmatch(text):
            value = normal_value(kind, text)
            return self.pseudonym(_id_kind(value), value)
        return self._value(value)

    def _whole(self, kind: str, value: Any) -> Any:
        """A name, address, postal code, birth date, card expiry or contract value / salary under its key:
        a string or number goes whole, a list item by item, an object by its own keys (``{"street": …}``)."""
        if type(value) is dict:
            return self._value(value)
        if type(value) is list:
            return [self._whole(kind, v) for v in value]
        if value is None or value == "" or isinstance(value, bool):
            return value
        text = value if type(value) is str else str(value)
        if kind == key_rules.POSTCODE and not postcode_shaped(text):
            return self._value(value)
        if kind == key_rules.NAME:
            return self._name(text)
        return self.pseudonym(kind, normal_value(kind, text))

    def _name(self, text: str) -> str:
        """A person's name taken whole under a key: its pseudonym, and the name noted for the top-level
        :meth:`redact` to pseudonymise where the same document repeats it in prose (:meth:`_names_elsewhere`)."""
        pseudonym = self.pseudonym(key_rules.NAME, normal_value(key_rules.NAME, text))
        names = getattr(self._local, "names", None)
        if names is not None and len(text.strip()) >= (3 if text.isascii() else 2):
            names[text.strip()] = pseudonym
        return pseudonym

    def _names_elsewhere(self, out: Any, names: dict[str, str]) -> Any:
        """``out`` (a redacted document) with every other occurrence of a name it took whole under a person's
        key replaced by that name's pseudonym: ``{"customer": "王女士"}`` beside the prompt built from it
        ("Refund order 88232 of 王女士.") showed the name a line below its pseudonym, which then told it. Latin
        names match as whole words, any case, any run of blanks between their words; Han names as written."""
        pattern = self._name_patterns.get(key := tuple(names))
        if pattern is None:
            pattern = _remember(self._name_patterns, key, _name_pattern(names))

        def sub(m: re.Match[str]) -> str:  # the name's pseudonym: it is of the case- and space-folded name
            return self.pseudonym(key_rules.NAME, normal_value(key_rules.NAME, m.group()))

        def walk(v: Any) -> Any:
            t = type(v)
            if t is str:
                return pattern.sub(sub, v) if pattern.search(v) else v
            if t is list:
                return [walk(x) for x in v]
            if t is dict:
                new = {k: walk(x) for k, x in v.items()}
                if "args" in v and new["args"] != v["args"]:  # the arguments no longer shown as they are:
                    for k, x in v.items():  # nor the key derived from them (:meth:`shown_key`)
                        idem = type(k) is str and self.key_kind(k) == key_rules.IDEM
                        if idem and type(x) is str and x and not PSEUDONYM.fullmatch(x):
                            new[k] = self.pseudonym(key_rules.IDEM, x)
                return new
            return v

        return walk(out)

    def _may_take_names(self, data: bytes) -> bool:
        """Whether the redaction of a stored document may take a name whole, read on its keys (those of the JSON
        texts inside its strings too, :func:`_escaped_keys`): one that names a person (or a bare ``name``), or a
        field's value (:func:`~agentops.redaction.keys.named_field`); True when its keys cannot be read so. Most
        documents hold none of these: neither decoded nor redacted for names."""
        keys = _keys(data) if b"\\" not in data else _escaped_keys(data)
        return keys is None or any(self._naming_key(key) for key in keys)

    def _naming_key(self, key: bytes) -> bool:
        """Whether a key name (UTF-8) lets the redaction take a name whole under it or beside it (remembered)."""
        try:
            return self._naming_keys[key]
        except KeyError:
            pass
        name = key.decode("utf-8", "surrogatepass")
        return _remember(self._naming_keys, key, name in key_rules.FIELD_VALUES or self.key_kind(name) in _NAMING)

    def _may_take_names_many(self, documents: Sequence[bytes]) -> list[bytes]:
        """The documents of ``documents`` (JSON texts) :meth:`_may_take_names` keeps, most decided together: those
        without an escape (every quote opens or closes a string) have their keys read in one pass over their join
        (:func:`_keys`, as :meth:`redact_stored_many` reads them), and only the ones holding a key that may name
        someone are looked at alone, as are those with an escape; most chunks hold neither."""
        plain, alone = list(documents), []
        joined = b"\n".join(plain)
        if joined.find(b"\\") >= 0:  # (``find``: ``in`` tries the needle as an int first, an exception a document)
            alone = [data for data in plain if data.find(b"\\") >= 0]
            plain = [data for data in plain if data.find(b"\\") < 0]
            joined = b"\n".join(plain)
        needles = [b'"' + key + b'":' for key in _keys(joined) if self._naming_key(key)]
        if needles:
            alone += [plain[i] for i in sorted(_holding(joined, _ends(plain), needles))]
        return [data for data in alone if self._may_take_names(data)]

    def _named(self, documents: list[bytes], names: Collection[str]) -> list[bytes]:
        """Redacted ``documents`` with every occurrence of ``names`` pseudonymised (:meth:`_names_elsewhere`;
        a document without one the same object). A document is decoded only where the text holds a name's
        first word (its JSON escapes left: a superset of where the name is)."""
        key = tuple(sorted(names))
        finder = self._name_patterns.get((None, *key))
        if finder is None:
            finder = _remember(self._name_patterns, (None, *key), _name_pattern({n.split()[0] for n in key}))
        every = dict.fromkeys(key)
        out = []
        for data in documents:
            if finder.search(data.decode("utf-8", "surrogatepass")):
                value = loads(data.decode("utf-8", "surrogatepass"))
                shown = self._names_elsewhere(value, every)
                data = data if shown == value else _encode(shown)
            out.append(data)
        return out

    def redact(self, value: Any, names: Collection[str] = ()) -> Any:
        """A redacted copy of a JSON value (dicts, lists, strings, numbers, booleans, None). A name taken whole
        under a person's key is pseudonymised wherever else the value repeats it (:meth:`_names_elsewhere`),
        and so is each of ``names``: the names other documents took so (a run's other events, :meth:`taken_names`)."""
        t = type(value)
        if t is str:
            out = self.redact_text(value) if len(value) >= 4 else value
            return self._names_elsewhere(out, dict.fromkeys(names)) if names else out
        if (t is not dict and t is not list and t is not tuple) or getattr(self._local, "names", None) is not None:
            return self._value(value)  # a scalar, or a JSON text inside a string of the value being redacted
        self._local.names = found = dict.fromkeys(names)
        try:
            out = self._value(value)
        finally:
            self._local.names = None
        return self._names_elsewhere(out, found) if found else out

    def taken_names(self, documents: Sequence[bytes]) -> set[str]:
        """The names the redaction of ``documents`` (stored JSON) takes whole under a person's key, as written, and
        those an operator's text in them names (``said``: a decision's reason, a held reply's rewrite): what
        :meth:`redact` given them as ``names`` pseudonymises in any other document. Only a document the redaction
        may take one whole in is read (:meth:`_may_take_names`, on its keys), or one naming an ``actor``."""
        found: dict[str, Any] = {}
        for data in self._may_take_names_many(documents):
            self._local.names = found
            try:
                self._value(loads(data.decode("utf-8", "surrogatepass")))
            finally:
                self._local.names = None
        for data in documents:
            if data.find(b'"actor":') >= 0:
                for text in operator_texts(loads(data.decode("utf-8", "surrogatepass"))):
                    found.update(dict.fromkeys(said_names(text)))
        return set(found)

    def said(self, text: str, names: Collection[str] = ()) -> str:
        """An operator's free ``text`` (a reason, a rewrite, a prompt) redacted: as :meth:`redact` with ``names``
        (its run's) and the names the text itself holds (``agentops.redaction.said``)."""
        return self.redact(text, {*names, *said_names(text)}) if text else text

    def _value(self, value: Any) -> Any:
        """:meth:`redact` of a part of the value a top-level call redacts."""
        t = type(value)
        if t is str:
            return self.redact_text(value) if len(value) >= 4 else value
        if t is dict:
            return self._redact_dict(value)
        if t is list or t is tuple:
            return [self._value(v) for v in value]
        if t is int and (value >= 1_000_000 or value <= -1_000_000):
            found = classify_number(str(abs(value)))
            return value if found is None else self.pseudonym(*found)
        return value

    def _redact_dict(self, value: dict[Any, Any], *, party: bool = False, number: str = "") -> dict[Any, Any]:
        """An object redacted key by key; ``party``: it is a person's (under ``customer``, ``recipient``…);
        ``number``: it is a phone's, an ID's or a card's, whose ``number`` key holds one of that kind.
        An idempotency key is decided last, on its sibling ``args`` as redacted (:meth:`shown_key`)."""
        out = {}
        keys: list[str] = []
        named = None if key_rules.FIELD_VALUES.isdisjoint(value) else key_rules.named_field(value)
        for k, v in value.items():
            if type(k) is not str:
                out[k] = self._value(v)
                continue
            kind = self.key_kind(k)
            name = k if _short(k) else self._key_text(k)
            if kind == key_rules.SNAPSHOT_HASH:  # (SnapshotTaken's payload: key_rules.DIGEST)
                kind = key_rules.DIGEST if "consumed" in value and "n" in value else None
            if kind == key_rules.IDEM:
                keys.append(name)
                out[name] = v
                continue
            if kind == key_rules.BARE_NAME or kind == key_rules.DISPLAY:
                personal = (type(v) is str and v != "" and key_rules.speaker(value)) or (
                    person_name_shaped(v) and ((party and not role_named(v)) or self._has_personal(value))
                )
                # (under a party, `Acme Corp` is a company's); a display name alone: a person's when shaped so
                kind = key_rules.NAME if personal else key_rules.PARTY if kind == key_rules.DISPLAY else None
            elif number and kind is None and key_rules.number_child(k):
                kind = number
            elif named and k in key_rules.FIELD_VALUES and (type(v) is not str or may_hold_pii(v)):
                kind = named
            out[name] = self._value(v) if kind is None else self._under(kind, v)
        if keys:
            args_shown = "args" in value and out.get("args") == value["args"]
            for name in keys:
                out[name] = self._key_shown(out[name], args_shown)
        return out

    def shown_key(self, key: Any, args: Any = None, names: Collection[str] = ()) -> Any:
        """An idempotency key as a redacted read shows it: as it is when its call's ``args`` are shown as
        they are (all the key derives from is then on screen: it tells nothing more), else its pseudonym
        ``<idem_key:…>`` — also when the arguments are not at hand (None: an approval's event, a report's
        changed key).

        The key is SHA-256 over the run, step, call, tool and **arguments**
        (``agentops.core.keys.idem_key``): beside ``<email:…>`` in the arguments it would confirm a
        guessed address, recomputed. The pseudonym keeps equal keys equal (a call and its decisions).
        ``names``: as :meth:`redact` takes them."""
        return self._key_shown(key, args is not None and self.redact(args, names) == args)

    def _key_shown(self, key: Any, args_shown: bool) -> Any:
        if args_shown or type(key) is not str or not key:
            return key  # (no key: nothing deduped, nothing to hide)
        return self.pseudonym(key_rules.IDEM, key)

    def _has_personal(self, value: dict[Any, Any]) -> bool:
        """Whether an object holds a key naming personal data (its bare ``name`` is then a person's)."""
        return any(type(k) is str and key_rules.personal(self.key_kind(k)) for k in value)

    def redact_json(self, text: str, names: Collection[str] = ()) -> str:
        """A JSON document's text, redacted (UTF-8 kept; ``names``: as :meth:`redact` takes them); the input
        itself when nothing changed."""
        data = text.encode("utf-8", "surrogatepass")
        out = self.redact_stored(data)
        if names:
            out = self._named([out], names)[0]
        return text if out is data else out.decode("utf-8", "surrogatepass")

    def redact_stored(self, data: bytes) -> bytes:
        """A stored JSON document (UTF-8 bytes) redacted as :meth:`redact` redacts its value; ``data``
        itself when nothing in it needs redacting.

        Most journal payloads are decided on their text (:meth:`_plain_parts`): without a backslash
        every quote opens or closes a string, so the document splits into its strings and what lies
        between them. A document where nothing a span needs is seen (one RE2 pass over the text) is
        returned as it is, never decoded. When no key says anything and no integer has seven digits,
        :meth:`redact` would only redact strings, one by one: so each string is redacted in place
        and the rest of the text stays as stored. Other documents (escapes, telling keys, big
        integers, extra patterns) are decoded, redacted value by value and encoded with orjson.
        """
        parts, seen = self._plain_parts(data)
        if parts is not None and not may_hold_pii(data, json_text=True):
            return data if not seen & 8 or self._keys_beside_args(data) else self._redact_decoded(data)
        if parts is None and b"\\" in data and self._escaped_clean(data):
            return data
        # a long integer outside the strings (a quote joins no digits), a key that goes by its object's arguments, or
        # a person's id key (its handle is read by the key)
        if parts is None or seen & 136 or _LONG_INT.search(b'"'.join(parts[::2])):
            return self._redact_decoded(data)
        changed = False
        for i in range(1, len(parts) - 1, 2):
            raw = parts[i]
            if (len(raw) < 6 and raw.isascii()) or parts[i + 1][:1] == b":":
                continue  # short, or a key (checked plain)
            if len(raw) > _MEMO_TEXT:
                out = self._redact_text(text := raw.decode("utf-8", "surrogatepass")) if may_hold_pii(raw) else None
            else:
                out = self.redact_text(text := raw.decode("utf-8", "surrogatepass"))
            if out is not None and out != text:
                # a JSON text inside (``"[13812345678]"``) comes back holding quotes: escaped as a string's
                parts[i] = _encode(out)[1:-1] if '"' in out else out.encode("utf-8", "surrogatepass")
                changed = True
        return b'"'.join(parts) if changed else data

    def _escaped_clean(self, data: bytes) -> bool:
        """Whether :meth:`redact` leaves a document holding escapes as it is, decided on its text
        (a snapshot: its messages' tool results are JSON texts inside strings). Conservative: False
        only means "decode it".

        With one level of escapes (no escaped backslash, no ``\\u``: no string holds a backslash, and
        JSON inside a string holds no JSON text of its own) and none of the other traps of
        :func:`~agentops.redaction.scanner.escape_traps`, the text with its escapes decoded holds,
        each right after a quote, every string :meth:`redact` reads: the document's keys and strings
        and the keys and strings of the JSON texts inside them. A suspect of ``may_hold_pii`` in any
        of them is then one in that text, and so is every integer of seven digits or more. Its keys
        (:func:`_escaped_keys`) must be plain, with no bare ``name`` beside an ``email`` key."""
        if self._extra is not None or not _utf8(data) or escape_traps(data):
            return False
        view = b'"'.join(data.split(b'\\"'))
        if b"\\" in view:
            for escape, char in _ESCAPES:
                view = view.replace(escape, char)
        if may_hold_pii(view, json_text=True):
            return False
        keys = _escaped_keys(data)
        if keys is None:
            return False
        seen = 0
        for key in keys:
            clean = self._clean_keys.get(key)
            if clean is None:
                clean = self._key_class(key)
            if not clean:
                return False
            seen |= clean
        return seen & 6 != 6 and seen & 66 != 66 and (not seen & 8 or self._keys_beside_args(data))

    def _redact_decoded(self, data: bytes) -> bytes:
        """:meth:`redact_stored` value by value: decode, redact, encode (``data`` when nothing changed)."""
        value = loads(data.decode("utf-8", "surrogatepass"))
        out = self.redact(value)
        return data if out == value else _encode(out)

    def clean_json(self, text: str | bytes) -> bool:
        """Whether :meth:`redact` would leave the JSON document ``text`` as it is, decided on its text
        without decoding it (see :meth:`redact_stored`). Conservative: False only means "redact value
        by value"."""
        data = text if type(text) is bytes else text.encode("utf-8", "surrogatepass")
        parts, seen = self._plain_parts(data)
        if parts is None or may_hold_pii(data, json_text=True):
            return False
        return not seen & 8 or self._keys_beside_args(data)

    def _plain_parts(self, data: bytes) -> tuple[list[bytes] | None, int]:
        """``data`` split at its quotes (strings at odd places, keys followed by ``:``) when
        :meth:`redact` would touch nothing but its strings' text; None when it must be decoded.

        That needs no backslash (no escape hides a value, every quote delimits a string), no key
        whose name says something (secret, phone, masked…; numeric names are fine) or holds PII
        itself, and no bare ``name`` beside an ``email`` key (a person's name then: decoded). Keys are read by pairing quotes: a pattern like ``"([^"]*)":`` pairs the closing quote
        of a value with the opening one of the next key and misses that key
        (``{"0":"b",":password":"hunter2"}``).

        With them, the classes of the keys it holds beside plain ones, seen in the same pass over its keys
        (8: an idempotency key, 128: a person's id key; 0 when the parts are None).
        """
        if self._extra is not None or b"\\" in data:
            return None, 0
        parts = data.split(b'"')
        if not len(parts) & 1:
            return None, 0  # an unclosed string: not a JSON document
        clean_keys = self._clean_keys
        seen = 0
        for i in range(1, len(parts) - 1, 2):
            if parts[i + 1].lstrip()[:1] != b":":
                continue
            key = parts[i]
            clean = clean_keys.get(key)
            if clean is None:
                clean = self._key_class(key)
            if clean != 1:  # not a plain key: a bare name, an email or an idempotency key, or a telling one
                if not clean:
                    return None, 0
                if clean == 64 and not (parts[i + 1].strip() == b":" and parts[i + 2] in _SPEAKER_ROLES):
                    continue  # a ``role`` that names no chat participant (``"role": "tool"``)
                seen |= clean
        if seen & 6 == 6 or seen & 66 == 66 or (seen & 16 and seen & 34):
            return None, 0
        return parts, seen

    def _keys_beside_args(self, data: bytes) -> bool:
        """Whether every object of a JSON document holding an idempotency key holds its ``args`` beside it:
        then, when nothing else in it is redacted, :meth:`redact` shows every key as it is
        (:meth:`shown_key`), so the document stays as stored without a walk."""
        todo = [loads(data.decode("utf-8", "surrogatepass"))]
        while todo:
            value = todo.pop()
            if type(value) is dict:
                if "args" not in value and any(
                    type(k) is str and type(v) is str and v and self.key_kind(k) == key_rules.IDEM
                    for k, v in value.items()
                ):
                    return False
                todo.extend(value.values())
            elif type(value) is list:
                todo.extend(value)
        return True

    def _key_class(self, key: bytes) -> int:
        """What a key name (UTF-8) leaves to a document redacted on its text (remembered): 1 a plain
        key, 2 a bare ``name``, 4 an ``email`` key (a document holding both is decoded), 8 an idempotency key,
        128 a person's id key, 0 a key that says something or holds PII itself (decoded)."""
        name = key.decode("utf-8", "surrogatepass")
        # under a numeric key (step, count, amount) numbers stay and text is redacted as anywhere
        plain = _PLAIN_KEYS.get(self.key_kind(name), 0)
        plain = key_rules.field_class(name) if plain == 1 else plain
        return _remember(self._clean_keys, key, plain if _short(name) or self._key_text(name) == name else 0)

    def redact_stored_many(self, documents: Sequence[bytes], names: Collection[str] = ()) -> list[bytes]:
        """``[self.redact_stored(d) for d in documents]``, with the documents that have nothing to
        redact found in a few passes over all of them (an export's chunk): each such document is
        returned as it is (the same object), every other one goes through :meth:`redact_stored`.
        ``names`` (as :meth:`redact` takes them) are then pseudonymised where they appear (:meth:`_named`).

        The documents are joined by newlines (a JSON text holds none) and searched once with RE2 for
        what :meth:`redact_stored` would look at (a suspect of ``may_hold_pii``, a backslash, a quote
        with blanks before a colon: each flags the documents its match touches); a document with an
        odd number of quotes is flagged too. In the others no escape hides a quote, so every key's
        closing quote is directly followed by ``:`` and the quote before it opens the key: their keys
        are read in one pass over their join (:func:`_keys`). A document holding a key that says
        something, or both a bare ``name`` and an ``email`` key, is flagged (found by the keys'
        ``"name":``).
        """
        out = self._stored_many(documents)
        return self._named(out, names) if names else out

    def _stored_many(self, documents: Sequence[bytes]) -> list[bytes]:
        joined = b"\n".join(documents)
        if self._extra is not None or len(documents) < 2 or not _utf8(joined):
            return [self.redact_stored(d) for d in documents]
        flagged = {i for i, d in enumerate(documents) if d.count(b'"') & 1}
        _flag_matches(joined, _ends(documents), flagged)
        rest = [i for i in range(len(documents)) if i not in flagged]
        kept = b"\n".join([documents[i] for i in rest])
        by_class: dict[int, list[bytes]] = {}
        for key in _keys(kept):
            clean = self._clean_keys.get(key)
            if clean is None:
                clean = self._key_class(key)
            if clean != 1:
                by_class.setdefault(clean, []).append(b'"' + key + b'":')
        if by_class:
            ends = _ends([documents[i] for i in rest])
            holding = {c: _holding(kept, ends, by_class.get(c, ())) for c in (0, 2, 4, 8, 64)}
            flagged.update(rest[i] for i in holding[0] | (holding[2] & (holding[4] | holding[64])))
            flagged.update(rest[i] for i in holding[8] if not self._keys_beside_args(documents[rest[i]]))
        return [self.redact_stored(d) if i in flagged else d for i, d in enumerate(documents)]


_KEY = re.compile(rb'"([^"]*+)":')
#: JSON's other two-character escapes (``\\u`` is not decoded on the text) and what they stand for
_ESCAPES = ((b"\\n", b"\n"), (b"\\r", b"\r"), (b"\\t", b"\t"), (b"\\b", b"\b"), (b"\\f", b"\f"), (b"\\/", b"/"))
_EVERY_KEY = re.compile(rb'(?="([^"]*+)":)')


def _keys(joined: bytes) -> set[bytes]:
    """The key names in ``joined`` (JSON documents without backslashes, each with an even number of
    quotes, joined by newlines): for each ``":`` what lies between it and the quote before it.
    One regex pass gives them when its matches account for every ``":``. A string starting with a
    colon (``":password"``) makes a match end on its opening quote and swallow what follows; then
    the text is read again from every quote (the same keys, plus spurious names that can only flag
    more documents)."""
    found = _KEY.findall(joined)
    return set(found if len(found) == joined.count(b'":') else _EVERY_KEY.findall(joined))


def _escaped_keys(data: bytes) -> set[bytes] | None:
    """The keys of a JSON document with one level of escapes and no escaped quote in a key, and of
    the JSON texts inside its strings (``\\"key\\":``): for each ``":`` what lies between it and the
    quote before it (without the escaped quote's backslash). None when that cannot be read so: a
    key holding an escape, or a string starting with a colon (the quote before a ``":`` is then
    part of another one)."""
    keys = set()
    for piece in data.split(b'":')[:-1]:
        at = piece.rfind(b'"')
        if at < 0:
            return None
        keys.add(piece[at + 1 :])
    plain = {key[:-1] if key.endswith(b"\\") else key for key in keys}
    return None if any(b"\\" in key for key in plain) else plain


def _utf8(data: bytes) -> bool:
    """Whether ``data`` is valid UTF-8 (a lone surrogate, stored with ``surrogatepass``, is not): RE2
    then reads it as the per-document searches do."""
    try:
        data.decode()
    except UnicodeDecodeError:
        return False
    return True


def _ends(documents: Sequence[bytes]) -> list[int]:
    """Where each document of ``b"\\n".join(documents)`` ends, counting its newline (the next one's start)."""
    return list(accumulate(len(d) + 1 for d in documents))


def _flag_matches(joined: bytes, ends: list[int], flagged: set[int]) -> None:
    """Add to ``flagged`` every document of ``joined`` (each ends at its ``ends`` entry) that a match of
    ``chunk_suspects`` touches; after a match the search goes on from the newline ending the last
    document it touched, so a document holding a match of its own is always flagged."""
    pos, size = 0, len(joined)
    while pos < size:
        found = chunk_suspects(joined, pos, size)
        if found is None:
            return
        start, end = found
        first, last = bisect_right(ends, start), bisect_right(ends, max(start, end - 1))
        flagged.update(range(first, min(last, len(ends) - 1) + 1))
        pos = max(pos + 1, ends[min(last, len(ends) - 1)] - 1)


def _holding(joined: bytes, ends: list[int], needles: Iterable[bytes]) -> set[int]:
    """The indexes of the documents of ``joined`` that hold any of ``needles``."""
    found: set[int] = set()
    for needle in needles:
        at = joined.find(needle)
        while at >= 0:
            i = bisect_right(ends, at)
            found.add(i)
            at = joined.find(needle, ends[i])
    return found


@lru_cache(maxsize=1)
def source_digest() -> str:
    """SHA-256 of this package's modules' source (the code every redaction follows), read once."""
    digest = hashlib.sha256()
    for path in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _name_pattern(names: Iterable[str]) -> re.Pattern[str]:
    """The names of :meth:`Redactor._names_elsewhere` as one pattern, longest first."""
    parts = []
    for name in sorted(names, key=len, reverse=True):
        body = r"\s+".join(re.escape(w) for w in name.split())
        if name[:1].isascii() and name[:1].isalnum():
            body = r"(?<![A-Za-z0-9])" + body
        if name[-1:].isascii() and name[-1:].isalnum():
            body += r"(?![A-Za-z0-9])"
        parts.append(body)
    return re.compile("|".join(parts), re.IGNORECASE)


def _party_name(value: str) -> bool:
    """A person's name standing alone under a key naming a person: two capitalised words or more and
    nothing else (``Maria Garcia``; ``gold tier`` and ``Acme`` stay), or 2-4 Han characters led by a
    common surname (``张伟``; ``已确认`` stays)."""
    if value.isascii() or not value[:1] >= "\u4e00":
        return latin_name_end(value, 0, False) == len(value) and not role_named(value)  # `Acme Corp`, `Billing Team`
    return cn_name_shaped(value)


def _party_lead(value: str) -> tuple[int, int] | None:
    """Where the person's name that opens a value under a key naming a person lies (an opening quote
    skipped): two capitalised words or more ended by a blank or punctuation — ``Jane Doe <jane@…>``,
    ``"Jane Doe" (VIP)``, ``Jane Doe, Acme``; None when the value does not open with one."""
    start = 1 if value[:1] in "\"'“" else 0
    end = latin_name_end(value, start, False)
    if end is None or end == start or (end < len(value) and value[end].isalnum()) or role_named(value[start:end]):
        return None
    return start, end


def _id_kind(value: str) -> str:
    """``cn_id`` for a resident ID's shape under an ID key, checksum or not (as after its label in text)."""
    return "cn_id" if _CN_ID_SHAPE.fullmatch(value) else key_rules.ID


def _short(text: str) -> bool:
    """Too short to hold PII: under 6 ASCII characters (``ok``, ``step``), or under 4 others (``张伟先生``
    and ``年薪5万`` are four)."""
    return len(text) < 6 and (len(text) < 4 or text.isascii())


def _remember(memo: dict[Any, Any], key: Any, value: Any) -> Any:
    """``value``, kept in ``memo`` under ``key``; a full memo (:data:`_MEMO_LIMIT`) starts again rather
    than stop learning, so a long export stays bounded."""
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = value
    return value


def _encode(value: Any) -> bytes:
    """Compact JSON (UTF-8) through orjson; ``json`` for what orjson refuses: an integer beyond 64 bits,
    a lone surrogate (kept as :meth:`Redactor.redact_stored` reads it: ``surrogatepass``, so the
    document comes back as it went in, not as an exception)."""
    try:
        return orjson.dumps(value)
    except orjson.JSONEncodeError:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass")


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
