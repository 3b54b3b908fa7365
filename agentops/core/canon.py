"""Canonical JSON: one byte string per logical value, so equal arguments hash equal.

Rules (SPEC pitfall 3): object keys sorted, compact separators, every string NFC-normalised
(keys too), floats with an integral value written as ints (``1.0`` == ``1``), tuples as lists.
NaN and infinities have no JSON form and are refused rather than silently stringified.
"""

from __future__ import annotations

import gc
import json
import math
import unicodedata
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from itertools import accumulate
from typing import Any

import orjson


def normalize(value: Any) -> Any:
    """Return ``value`` rewritten into its canonical JSON-compatible form.

    Every journal payload passes here before it is hashed, so the common exact types are dispatched
    first on ``type()`` and an ASCII string (its own NFC form) is returned as it is; other types and
    subclasses take :func:`_normalize_other`, with the same result.
    """
    kind = type(value)
    if kind is str:
        return value if value.isascii() else unicodedata.normalize("NFC", value)
    if kind is dict:
        return _normalize_dict(value)
    if kind is int or kind is bool or value is None:
        return value
    if kind is list or kind is tuple:
        return [normalize(item) for item in value]
    return _normalize_other(value)


def _normalize_dict(value: dict[Any, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, item in value.items():
        if not isinstance(key, str):
            raise TypeError(f"object keys must be strings, got {type(key).__name__}")
        nkey = key if type(key) is str and key.isascii() else unicodedata.normalize("NFC", key)
        if nkey in out:  # e.g. "K" and the Kelvin sign, whose NFC form is "K"
            raise ValueError(f"keys {key!r} collide after NFC normalisation")
        out[nkey] = normalize(item)
    return out


def _normalize_other(value: Any) -> Any:
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, int):  # bool included
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"non-finite number {value!r} has no canonical JSON form")
        return int(value) if value.is_integer() else value
    if isinstance(value, dict):
        return _normalize_dict(value)
    if isinstance(value, (list, tuple)):
        return [normalize(item) for item in value]
    raise TypeError(f"{type(value).__name__} is not JSON-serialisable")


def canonical(value: Any) -> str:
    """Serialise ``value`` to canonical JSON text."""
    return json.dumps(normalize(value), sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def dumps_normalized(value: Any) -> str:
    """:func:`canonical` of a value that is already normalised (e.g. a journal payload): no re-walk.

    orjson writes it, in a tenth of ``json``'s time, where its text is ``json``'s byte for byte: the same escape for
    every code point, keys sorted alike, integers alike. A float it writes otherwise (``1e-05`` as ``0.00001``), so
    a text that may hold one (:func:`_fraction`) is ``json``'s; so is a value orjson refuses (an integer past 64 bits,
    a ``str`` subclass, a lone surrogate). A replay writes every tool result of its tail so
    (``agentops.core.replay.step_messages``), an append every payload.
    """
    try:
        data = orjson.dumps(value, option=_ORJSON)
    except TypeError:  # orjson.JSONEncodeError
        return _DUMPS(value)
    return _DUMPS(value) if _fraction(data.translate(_NUMBERS)) else data.decode()


def _fraction(shape: bytes) -> bool:
    """Whether compact JSON (as :data:`_NUMBERS` maps it) may hold a float: a value (at the start, after ``:``,
    ``,`` or ``[``) of digits, after a ``-`` or not, followed by ``.`` or ``e``. A string may look so (``"a:1.5"``):
    then True too; never False for a float."""
    for mark in (b"0.", b"0e"):
        at = shape.find(mark)
        while at >= 0:
            start = at
            while start and shape[start - 1] == 0x30:
                start -= 1
            if start and shape[start - 1] == 0x2D:
                start -= 1
            if not start or shape[start - 1] == 0x3A:
                return True
            at = shape.find(mark, at + 2)
    return False


_DUMPS = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode
_ORJSON = orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATETIME
_ORJSON |= orjson.OPT_PASSTHROUGH_DATACLASS
#: digits to ``0``, ``e`` and ``E`` to ``e``, ``:``, ``,`` and ``[`` to ``:``, ``.`` and ``-`` kept, any other byte to a
#: space (:func:`_fraction`)
_NUMBERS = bytes(
    0x30 if 0x30 <= b <= 0x39 else 0x65 if b in b"eE" else 0x3A if b in b":,[" else b if b in b".-" else 0x20
    for b in range(256)
)


def canonical_bytes(value: Any) -> bytes:
    """Canonical JSON encoded as UTF-8, the input of every hash in AgentOps."""
    return canonical(value).encode("utf-8")


#: why a text holding a lone surrogate (half of a UTF-16 pair: a JSON ``"\\ud800"`` escape, a JavaScript
#: string cut in two) cannot be stored: it has no UTF-8 form, so no hash and no database column takes it
LONE_SURROGATE = "lone surrogate characters are not valid Unicode"


def unstorable(value: Any) -> str | None:
    """Why the journal cannot hold ``value`` (None: it can): no canonical JSON form (a non-finite
    number, a type JSON lacks, keys colliding after NFC, nesting too deep) or a lone surrogate."""
    try:
        canonical_bytes(value)
    except UnicodeEncodeError:
        return LONE_SURROGATE
    except (TypeError, ValueError, RecursionError) as exc:
        return f"not canonicalisable JSON: {exc}"
    return None


#: digits to ``0``, everything else to a space: a run of 19 digits is then a plain substring search
_DIGITS = bytes(0x30 if 0x30 <= b <= 0x39 else 0x20 for b in range(256))
_LONG_RUN = b"0" * 19


def digits_plain(data: bytes) -> bool:
    """Whether ``data`` holds no run of 19 digits: orjson then reads its integers as ``json`` does."""
    return _LONG_RUN not in data.translate(_DIGITS)


def holding_runs(data: bytes, ends: Sequence[int]) -> list[int]:
    """The items of ``data`` holding a run of 19 digits, in order: item ``i`` ends before ``ends[i]``
    (a byte that is not a digit, e.g. a comma) and starts after ``ends[i - 1]``. One scan of ``data``."""
    translated = data.translate(_DIGITS)
    found, hit = [], translated.find(_LONG_RUN)
    while hit >= 0:
        i = bisect_right(ends, hit)
        found.append(i)
        hit = translated.find(_LONG_RUN, ends[i])
    return found


def loads(text: str) -> Any:
    """``json.loads``, through orjson (3-4× faster on journal payloads) where it gives the same value.

    orjson turns an integer beyond 64 bits into a float and refuses lone surrogates: a text with a
    run of 19 or more digits, or one orjson refuses, goes to ``json`` instead. The digit check is a
    byte translation and a substring search over the UTF-8 text orjson then decodes (faster than
    RE2's wrapper, which encodes the text again for each search).
    """
    try:
        data = text.encode()
    except UnicodeEncodeError:  # a lone surrogate in the str itself
        return json.loads(text)
    if digits_plain(data):
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            pass
    return json.loads(text)


#: deepest nesting of arrays and objects accepted from outside (an API body, a form field, a command's argument)
MAX_JSON_DEPTH = 64


def json_depth(value: Any) -> int:
    """How deep arrays and objects nest in ``value`` (a scalar is 0), without recursion."""
    depth, level = 0, [value]
    while level:
        containers = [v for v in level if isinstance(v, (dict, list))]
        if not containers:
            break
        depth += 1
        level = [child for c in containers for child in (c.values() if isinstance(c, dict) else c)]
    return depth


def typed_json(text: str) -> Any:
    """A JSON text a person typed (a form field, a command's argument); ValueError saying what is wrong with it:
    not JSON (``json.JSONDecodeError``), or nested deeper than the API accepts (``json.loads`` recurses)."""
    too_deep = f"nested deeper than {MAX_JSON_DEPTH} levels"
    try:
        value = json.loads(text)
    except RecursionError:
        raise ValueError(too_deep) from None
    if json_depth(value) > MAX_JSON_DEPTH:
        raise ValueError(too_deep)
    return value


def loads_many(texts: Sequence[str]) -> list[Any]:
    """``[loads(t) for t in texts]``, with :func:`loads`'s guard taken once over all of them.

    The texts are encoded once and their digits checked in one pass over the joined bytes (a newline
    between two texts ends any run of digits), then orjson decodes each. Only the texts that hold a run
    of 19 digits go through ``json``: a hex digest (an idempotency key, a hash) holds such a run often
    enough (about one ToolRequested in seventy) that sending the whole history to ``json`` for it made
    a read three times slower. A text orjson refuses (or a lone surrogate) sends every text through
    :func:`loads` instead.
    """
    try:
        data = [text.encode() for text in texts]
    except UnicodeEncodeError:
        return [loads(text) for text in texts]
    joined = b"\n".join(data).translate(_DIGITS)
    hit = joined.find(_LONG_RUN)
    try:
        if hit < 0:
            return [orjson.loads(item) for item in data]
        suspects = _holding_runs(joined, hit, data)
        return [json.loads(texts[i]) if i in suspects else orjson.loads(item) for i, item in enumerate(data)]
    except orjson.JSONDecodeError:
        return [loads(text) for text in texts]


def _holding_runs(joined: bytes, hit: int, data: list[bytes]) -> set[int]:
    """The indexes of the items of ``data`` holding a run of 19 digits (``joined``: them joined by
    newlines and translated by ``_DIGITS``; ``hit``: the first run's offset in it)."""
    ends = list(accumulate(len(item) + 1 for item in data))  # where each item's newline is
    found: set[int] = set()
    while hit >= 0:
        i = bisect_right(ends, hit)
        found.add(i)
        hit = joined.find(_LONG_RUN, ends[i])
    return found


@contextmanager
def gc_paused() -> Iterator[None]:
    """The cyclic collector paused while a history is decoded: the thousands of new containers are not
    garbage, and passes in the middle would only walk the growing history again and again."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


@contextmanager
def gc_loading() -> Iterator[None]:
    """:func:`gc_paused` for a bulk load of values that hold no cycle (a history decoded: JSON values in
    Events), kept by its caller: the young containers are collected first (what the caller left: its
    garbage is found as a young pass would find it), then the load runs with the collector paused and
    its containers go straight to the oldest generation (``gc.freeze`` then ``gc.unfreeze``: two list
    splices), where only a full pass walks them, as it walks every long-lived object. Without it the
    first allocation after the load made the young pass walk all of them, and the next middle pass
    those still alive. Where an application froze objects (``gc.freeze``, a pre-fork server), it is
    :func:`gc_paused`: unfreezing would undo that."""
    if not gc.isenabled() or gc.get_freeze_count():
        with gc_paused():
            yield
        return
    gc.collect(1)
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.unfreeze()
        gc.enable()
