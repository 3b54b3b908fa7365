"""Normalise a reply before reading it, keeping a map back to the original offsets.

* NFKC per character: full-width letters (ｓｅｎｔ), ligatures and compatibility forms become plain.
* Format characters (Unicode category Cf: zero-width space/joiners, soft hyphen, bidi marks, BOM) and
  variation selectors are dropped, so "se\u200bnt" reads "sent".
* Letters confusable with ASCII letters (Cyrillic "е", Greek "ο", …; table from the Unicode confusables
  data shipped by ``confusable_homoglyphs``) are folded inside words that also hold ASCII letters or
  consist only of such look-alikes, so Russian or Greek words are left alone.
* Traditional Chinese characters become their simplified forms (發送 → 发送, 處理 → 处理; one character for
  one, table from OpenCC in :mod:`agentops.claims.traditional`): the lexicon and the grammar are written in
  simplified characters. Tool descriptions are folded the same way (:func:`fold_traditional`).
* Spaces next to a lone Chinese character are dropped ("您的卡 已 挂 失" reads "您的卡已挂失"): Chinese puts no
  space between words, so characters spaced out one by one are an evasion (not "好的 已退": two words).

* A word spelled out letter by letter ("r e f u n d e d", "s.e.n.t") reads as the word.

Linear: one pass over the characters (and one regex scan for spelled-out words).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from agentops.claims.traditional import SIMPLIFIED, TRADITIONAL
from agentops.core.lookalikes import ascii_lookalikes, fold_words


@dataclass(frozen=True, slots=True)
class Normalized:
    """``text`` after normalisation; ``origin[i]`` is the offset in the original of ``text[i]``."""

    text: str
    origin: tuple[int, ...] | None  # None: identical to the original

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original ``[start, end)`` of a normalised span."""
        if self.origin is None:
            return start, end
        last = self.origin[end - 1] + 1 if end > start else self.origin[start]
        return self.origin[start], last


def _is_dropped(char: str) -> bool:
    return unicodedata.category(char) == "Cf" or "\ufe00" <= char <= "\ufe0f" or char == "\u034f"


_T2S = str.maketrans(TRADITIONAL, SIMPLIFIED)


def fold_traditional(text: str) -> str:
    """``text`` with its traditional Chinese characters simplified, one for one (offsets kept)."""
    return text.translate(_T2S)


@cache
def _mapped(char: str) -> str:
    """What one character becomes: '' (dropped) or its NFKC form, simplified (a traditional character)."""
    return "" if _is_dropped(char) else fold_traditional(unicodedata.normalize("NFKC", char))


def _simplified_ranges() -> str:
    """The CJK ideographs (U+4E00–U+9FFF) that are no traditional form, as a regex class's ranges."""
    out, start = [], None
    for cp in range(0x4E00, 0xA001):
        if cp < 0xA000 and cp not in _T2S:
            start = cp if start is None else start
        elif start is not None:
            out.append(f"{chr(start)}-{chr(cp - 1)}")
            start = None
    return "".join(out)


#: Characters left as they are: ASCII, CJK ideographs that are no traditional form, and the CJK punctuation
#: NFKC keeps (one class, so finding what to change stays one pass).
_PLAIN = re.compile(f"[^\\x00-\\x7f{_simplified_ranges()}\\u3001\\u3002\\u300a-\\u300f\\u3010\\u3011]")


def normalize(text: str) -> Normalized:
    """NFKC, format characters removed, confusables and traditional characters folded; see the module
    docstring."""
    if text.isascii():
        return Normalized(*_letters_joined(text, None))
    found = _PLAIN.findall(text)
    table = {ord(c): _mapped(c) for c in set(found)}
    origin: tuple[int, ...] | None = None
    uneven = any(len(v) != 1 for v in table.values())  # some dropped, or made more than one ("…" → "...")
    if len(found) * 8 < len(text):  # a few characters to change (a Chinese reply's full-width commas and "…")
        out = _PLAIN.sub(lambda m: table[ord(m.group())], text)  # each one replaced, the rest copied
        if uneven:  # the map back: runs of one-for-one characters as ranges, each uneven one its pieces' times
            positions: list[int] = []
            at = 0
            for m in _PLAIN.finditer(text):
                pieces = len(table[ord(m.group())])
                if pieces != 1:
                    i = m.start()
                    positions += range(at, i)
                    positions += [i] * pieces
                    at = i + 1
            positions += range(at, len(text))
            origin = tuple(positions)
    elif not uneven:
        out = text.translate(table)
    else:
        chars, positions = [], []
        for i, char in enumerate(text):
            for piece in table.get(ord(char), char):
                chars.append(piece)
                positions.append(i)
        origin = tuple(positions)
        out = "".join(chars)
    if not ascii_lookalikes().keys().isdisjoint(out):
        chars = list(out)
        fold_words(chars, ascii_lookalikes())
        out = "".join(chars)
    return _unspaced(*_letters_joined(out, origin))


#: Four or more single letters, each after the same one separator ("r e f u n d e d", "s.e.n.t", "c-a-n-c-e-l"): a
#: word spelled out to hide it, read as the word. Two or three ("e.g.", "U.S.A.", "a b c") are left alone.
_SPELLED = re.compile(r"(?<![A-Za-z0-9])[A-Za-z](?:([ ._\-])[A-Za-z](?![A-Za-z0-9]))(?:\1[A-Za-z](?![A-Za-z0-9])){2,}")


def _letters_joined(out: str, origin: tuple[int, ...] | None) -> tuple[str, tuple[int, ...] | None]:
    """``out`` with the separators of its spelled-out words dropped (``_SPELLED``), its map back kept."""
    if _SPELLED.search(out) is None:
        return out, origin
    kept = [True] * len(out)
    for m in _SPELLED.finditer(out):
        for k in range(m.start() + 1, m.end(), 2):
            kept[k] = False
    positions = range(len(out)) if origin is None else origin
    return (
        "".join(c for c, k in zip(out, kept, strict=True) if k),
        tuple(p for p, k in zip(positions, kept, strict=True) if k),
    )


_HAN = "\u3400-\u4dbf\u4e00-\u9fff"
_HAN_CHAR = re.compile(f"[{_HAN}]")
_HAN_SPACE = re.compile(f"(?<=[{_HAN}])[ \t\u3000]+(?=[{_HAN}])")


def _single(text: str, at: int, step: int) -> bool:
    """Whether the Chinese character at ``at`` stands alone on its side (the next one along ``step`` is none)."""
    k = at + step
    return not (0 <= k < len(text) and _HAN_CHAR.match(text[k]))


def _unspaced(out: str, origin: tuple[int, ...] | None) -> Normalized:
    """``out`` without the spaces next to a lone Chinese character between two, its map back kept."""
    if _HAN_SPACE.search(out) is None:
        return Normalized(out, origin)
    kept = [True] * len(out)
    for m in _HAN_SPACE.finditer(out):
        if _single(out, m.start() - 1, -1) or _single(out, m.end(), 1):
            kept[m.start() : m.end()] = [False] * (m.end() - m.start())
    if all(kept):
        return Normalized(out, origin)
    positions = range(len(out)) if origin is None else origin
    return Normalized(
        "".join(c for c, k in zip(out, kept, strict=True) if k),
        tuple(p for p, k in zip(positions, kept, strict=True) if k),
    )
