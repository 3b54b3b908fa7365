"""The probe's attack on redacted reads: a guess put in place of a pseudonym, the chain hash recomputed
and compared to the hashes the read shows (``runs.governance.hashes`` takes away what to compare to)."""

from __future__ import annotations

import json
import re
from typing import Any

from agentops.core.keys import chain_hash

PSEUDONYM = re.compile(r"<email:[0-9a-f]+>")


def first_redacted(lines: list[dict[str, Any]]) -> int:
    """The index of the first line whose payload shows an e-mail pseudonym."""
    return next(i for i, line in enumerate(lines) if PSEUDONYM.search(json.dumps(line["payload"])))


def guessed_chain(lines: list[dict[str, Any]], guess: str) -> list[str]:
    """In the first line showing a pseudonym, ``guess`` in its place: that event's chain hash recomputed
    from the ``prev_hash`` the read shows, then each later event's from the payload shown (a guess
    confirmed by any of them confirms it). Empty when the read shows no ``prev_hash`` to start from."""
    i = first_redacted(lines)
    prev = lines[i]["prev_hash"]
    if not prev:
        return []
    out = []
    for n, line in enumerate(lines[i:]):
        payload = json.loads(PSEUDONYM.sub(guess, json.dumps(line["payload"]))) if n == 0 else line["payload"]
        prev = chain_hash(prev, line["run_id"], line["seq"], line["type"], payload)
        out.append(prev)
    return out


def shown_hashes(lines: list[dict[str, Any]]) -> set[str]:
    """Every hash a read shows (``hash`` and ``prev_hash`` of each line)."""
    return {h for line in lines for h in (line["hash"], line["prev_hash"]) if h}


def verifies(lines: list[dict[str, Any]]) -> bool:
    """Whether a read's lines carry every hash and they verify: each over its payload, chained to the one before."""
    prev = lines[0]["prev_hash"]
    for line in lines:
        if line["prev_hash"] != prev or not line["hash"]:
            return False
        prev = chain_hash(prev, line["run_id"], line["seq"], line["type"], line["payload"])
        if prev != line["hash"]:
            return False
    return True
