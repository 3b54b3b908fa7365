"""Letters that look like ASCII letters (Cyrillic ``а``, Greek ``ο``, …), from Unicode's confusables data (shipped by
``confusable_homoglyphs``): one table for every reader of words — the claims normaliser and the manual gate's
reading of tool names (``dеlete_user`` with a Cyrillic ``е`` is ``delete_user``)."""

from __future__ import annotations

import unicodedata
from functools import cache

from confusable_homoglyphs import confusables

from agentops.core.foreign_words import unaccented


@cache
def ascii_lookalikes() -> dict[str, str]:
    """Non-ASCII letter → the ASCII letter it is confusable with (Cyrillic, Greek, Armenian, …)."""
    table: dict[str, str] = {}
    for char, glyphs in confusables.confusables_data.items():
        if len(char) != 1 or char.isascii() or not char.isalpha():
            continue
        for glyph in glyphs:
            c = glyph["c"]
            if len(c) == 1 and c.isascii() and c.isalpha():
                table[char] = c
                break
    return table


def fold_words(chars: list[str], table: dict[str, str]) -> None:
    """Fold look-alike letters in place in the words (runs of letters) that hold one, where the word also holds
    ASCII letters or only look-alikes (a Russian word stays Russian)."""
    n = len(chars)
    done = 0
    for start, char in enumerate(chars):
        if start < done or char not in table:
            continue
        i = start
        while i > 0 and chars[i - 1].isalpha():
            i -= 1
        j = i
        ascii_letters = foldable_count = other = 0
        while j < n and chars[j].isalpha():
            c = chars[j]
            if c.isascii():
                ascii_letters += 1
            elif c in table:
                foldable_count += 1
            else:
                other += 1
            j += 1
        if foldable_count and not other and (ascii_letters or foldable_count == j - i):
            for k in range(i, j):
                chars[k] = table.get(chars[k], chars[k])
        done = j


def fold_lookalikes(text: str) -> str:
    """``text`` with the look-alike letters of its words folded (:func:`fold_words`)."""
    table = ascii_lookalikes()
    if table.keys().isdisjoint(text):
        return text
    chars = list(text)
    fold_words(chars, table)
    return "".join(chars)


def mixed_script_word(text: str) -> str | None:
    """The first word (run of letters) of ``text`` that holds ASCII letters beside letters of another alphabet
    once look-alikes are folded and accents dropped (``дelete``: a word spelt to look like another), or None. Han,
    kana and Hangul beside ASCII letters (``查询order``) look like no Latin letter: they part words, as a space does."""
    plain = unaccented(fold_lookalikes(text))  # ``straße``, ``płatność``, ``søk``: Latin letters, one alphabet
    word: list[str] = []
    for c in [*plain, " "]:
        if c.isalpha() and not _ideographic(c):
            word.append(c)
            continue
        if word and any(x.isascii() for x in word) and not all(x.isascii() for x in word):
            return "".join(word)
        word = []
    return None


def _ideographic(c: str) -> bool:
    return not c.isascii() and unicodedata.name(c, "").startswith(("CJK", "HIRAGANA", "KATAKANA", "HANGUL"))
