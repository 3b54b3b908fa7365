"""Text from agents and customers as a person reads it: the characters that reorder or hide text are shown.

A right-to-left override (U+202E) before ``DE89 3704`` in an argument displays it as ``4073 98ED``: the approver
would read another account than the one paid. Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069)
and the invisible ``ZERO WIDTH SPACE`` / ``WORD JOINER`` / ``BOM`` (``INV-1``, U+200B, ``0`` looks like ``INV-10``) are
shown as their JSON escapes, which in a JSON text mean the same string. Marks that only nudge neutral characters
(LRM, RLM, ALM) and the joiners emoji and Persian need (ZWJ, ZWNJ) are left as they are.
"""

from __future__ import annotations

_SHOWN = {c: f"\\u{c:04x}" for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200B, 0x2060, 0xFEFF)}


def visible(text: str) -> str:
    """``text`` with its reordering and invisible characters written as ``\\u202e``, ``\\u200b``…"""
    return text if text.isascii() else text.translate(_SHOWN)
