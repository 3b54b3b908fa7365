"""The probe's attack on redacted reads: a guess put in place of a pseudonym, the chain hash recomputed
and compared to the hashes the read shows (``runs.governance.hashes`` takes away what to compare to)."""

from __future__ import annotations

import json
import re
from typing import Any

from agentops.core.keys import chain_hash, idem_key

PSEUDONYM = re.compile(r"<email:[0-9a-f]+>")
#: a key a redacted read shows in place of a stored one (``Redactor.shown_key``)
KEY_TOKEN = re.compile(r"<idem_key:[0-9a-f]{16}>")


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
        if n == 0 and "args" in payload and KEY_TOKEN.fullmatch(str(payload.get("idem_key"))):
            # a call's key derives from its arguments: the guess gives it back too
            step, index, tool = payload["step"], payload["call_index"], payload["tool"]
            payload["idem_key"] = idem_key(line["run_id"], step, index, tool, payload["args"])
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


def guessed_key(run_id: str, step: int, call_index: int, tool: str, shown_args: Any, guess: str) -> str:
    """The probe's attack on an idempotency key: ``guess`` in place of each e-mail pseudonym of the arguments
    a read shows, the key recomputed as the runtime derives it (``agentops.core.keys.idem_key``)."""
    args = json.loads(PSEUDONYM.sub(guess, json.dumps(shown_args)))
    return idem_key(run_id, step, call_index, tool, args)


def confirms(shown: str | None, key: str) -> bool:
    """Whether a key a read shows lets a reader check ``key``: equal to it, or one of its prefixes (a column
    showing the first digits), 8 characters or more."""
    text = (shown or "").rstrip("…").removeprefix("key ")
    return len(text) >= 8 and key.startswith(text)
