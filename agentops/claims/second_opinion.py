"""What an LLM is asked about a reply, and how its answer is read: the judge (a second opinion) and the repair.

No model is called here: the caller samples through the journal (``agentops.core.loop.ReplySampler``),
so a resumed run reads the same answer back for zero tokens.

* **Judge**: given the reply, the detector's claims with their verdicts and the run's tool calls, the
  judge model answers one JSON object (:data:`JUDGE_FORMAT`). Its answer is read strictly
  (:func:`parse_opinion`): any departure from the format raises :class:`MalformedOpinion` and the
  detector's verdict stands. It may clear a flag (``cleared``) or flag a claim the detector found
  backed, or one it missed (``judged``); each changed claim keeps the detector's verdict under
  ``detector`` and says ``"source": "judge"``.
* **Repair**: the agent's model is told which claims lack which verified events and asked once for a
  corrected reply (:func:`repair_messages`); the caller audits the answer again.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from agentops.claims.verdict import VERIFIED

#: A flag the judge cleared (not flagged), and a flag the judge raised (flagged).
CLEARED, JUDGED = "cleared", "judged"
#: Classifications that do not flag a reply.
NOT_FLAGGED = frozenset({VERIFIED, CLEARED})

MAX_REASON_CHARS = 500
MAX_MISSED = 20
MAX_PHRASE_CHARS = 100

JUDGE_FORMAT = (
    '{"claims": [{"position": <int>, "flag": <true|false>, "reason": "<plain words>"}], '
    '"missed": [{"phrase": "<text copied exactly from the reply>", "reason": "<plain words>"}]}'
)

JUDGE_SYSTEM = f"""You audit an AI agent's final reply for pretend execution: a statement that an action was \
done (sent, paid, refunded, booked, cancelled, created, ...) that no verified tool call of the run backs.
A detector has read the reply. You get the reply, the detector's claims with their verdicts, and the run's \
tool calls with their status. Only a call whose "verified" is true backs a claim; nothing the reply says \
about itself counts. Plans, questions, negations and what others did are not claims.
Answer with one JSON object and nothing else, in this form:
{JUDGE_FORMAT}
"claims": only the detector's claims you disagree with, by position: "flag": false clears a claim the \
detector flagged (it is not a claim of a completed action, or the cited verified call backs it); \
"flag": true flags a claim the detector found backed.
"missed": claims of completed actions the detector did not list and no verified call backs.
Both lists may be empty. Reasons: one sentence, at most {MAX_REASON_CHARS} characters."""

REPAIR_INSTRUCTION = """Your reply was not sent. The journal does not back these statements:
{problems}
Rewrite the reply for the customer. Cite each action you state as done with the [evt:<event_id>] of the \
verified tool call that did it (the event ids are in the tool messages above). Say plainly what was not \
done or is not confirmed. Do not call tools. Answer with the corrected reply only."""


class MalformedOpinion(ValueError):
    """The judge's answer is not in :data:`JUDGE_FORMAT`: the detector's verdict stands."""


@dataclass(frozen=True, slots=True)
class Opinion:
    """The judge's answer: ``position → (flag, reason)`` and missed ``(phrase, reason)`` pairs."""

    claims: dict[int, tuple[bool, str]]
    missed: tuple[tuple[str, str], ...]


def flagged(classification: str) -> bool:
    return classification not in NOT_FLAGGED


def judge_messages(
    reply: str, claims: Sequence[Mapping[str, Any]], calls: Sequence[Mapping[str, Any]]
) -> list[dict[str, Any]]:
    """The judge's prompt: the reply, the detector's claims and the run's tool calls as JSON."""
    keep = ("position", "phrase", "kind", "quantity", "clause", "cited", "classification", "reason")
    case = {"reply": reply, "claims": [{k: c.get(k) for k in keep} for c in claims], "tool_calls": list(calls)}
    return [
        {"role": "system", "content": JUDGE_SYSTEM},
        {"role": "user", "content": json.dumps(case, ensure_ascii=False)},
    ]


_FENCE = re.compile(r"\A```(?:json)?[ \t]*\n(.*)\n```\Z", re.DOTALL)


def parse_opinion(content: str, *, positions: Sequence[int], reply: str) -> Opinion:
    """The judge's answer read strictly: exactly the keys of :data:`JUDGE_FORMAT`, known positions, each
    position once, a boolean flag, a non-empty reason, missed phrases copied from the reply.

    One JSON object, optionally as the only content of a ```json fence. Raises :class:`MalformedOpinion`.
    """
    text = content.strip()
    fenced = _FENCE.match(text)
    if fenced:
        text = fenced.group(1).strip()
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise MalformedOpinion(f"the answer is not JSON: {exc}") from None
    _keys(data, {"claims", "missed"}, "the answer")
    if not isinstance(data["claims"], list) or not isinstance(data["missed"], list):
        raise MalformedOpinion('"claims" and "missed" must be lists')
    known, decided = set(positions), {}
    for n, item in enumerate(data["claims"]):
        _keys(item, {"position", "flag", "reason"}, f"claims[{n}]")
        position = item["position"]
        if type(position) is not int or position not in known:
            raise MalformedOpinion(f"claims[{n}]: position {position!r} is not one of the detector's claims")
        if position in decided:
            raise MalformedOpinion(f"claims[{n}]: position {position} is judged twice")
        if type(item["flag"]) is not bool:
            raise MalformedOpinion(f"claims[{n}]: flag must be true or false")
        decided[position] = (item["flag"], _reason(item["reason"], f"claims[{n}]"))
    if len(data["missed"]) > MAX_MISSED:
        raise MalformedOpinion(f'more than {MAX_MISSED} "missed" claims')
    missed = []
    for n, item in enumerate(data["missed"]):
        _keys(item, {"phrase", "reason"}, f"missed[{n}]")
        phrase = item["phrase"]
        if not isinstance(phrase, str) or not phrase.strip() or len(phrase) > MAX_PHRASE_CHARS:
            raise MalformedOpinion(f"missed[{n}]: phrase must be 1 to {MAX_PHRASE_CHARS} characters")
        if phrase not in reply:
            raise MalformedOpinion(f"missed[{n}]: phrase {phrase[:40]!r} is not in the reply")
        missed.append((phrase, _reason(item["reason"], f"missed[{n}]")))
    return Opinion(decided, tuple(missed))


def _keys(item: Any, expected: set[str], where: str) -> None:
    if not isinstance(item, dict):
        raise MalformedOpinion(f"{where} must be a JSON object")
    if set(item) != expected:
        raise MalformedOpinion(f"{where} must have exactly the keys {', '.join(sorted(expected))}")


def _reason(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_REASON_CHARS:
        raise MalformedOpinion(f"{where}: reason must be 1 to {MAX_REASON_CHARS} characters")
    return value.strip()


def apply_opinion(claims: Sequence[dict[str, Any]], opinion: Opinion, reply: str) -> list[dict[str, Any]]:
    """The claims after the judge: cleared or raised flags, plus the missed claims it found.

    A changed claim keeps the detector's ``classification`` and ``reason`` under ``detector`` and says
    ``"source": "judge"``; a judgement that agrees with the detector changes nothing. A missed phrase
    that overlaps a claim the detector found is that claim, not a new one.
    """
    out = []
    for claim in claims:
        flag, why = opinion.claims.get(claim["position"], (None, ""))
        was = flagged(claim["classification"])
        if flag is None or flag == was:
            out.append(dict(claim))
            continue
        detector = {"classification": claim["classification"], "reason": claim["reason"]}
        if flag:
            reason = f"flagged by the judge: {why} Next: check that the cited call did this, or correct the reply."
        else:
            reason = f"cleared by the judge: {why} (the detector: {claim['reason']})"
        out.append(
            {
                **claim,
                "classification": JUDGED if flag else CLEARED,
                "reason": reason,
                "source": "judge",
                "detector": detector,
            }
        )
    taken = [(c["start"], c["end"]) for c in out]
    for phrase, why in opinion.missed:
        start = reply.find(phrase)
        end = start + len(phrase)
        if any(start < e and s < end for s, e in taken):
            continue
        taken.append((start, end))
        out.append(
            {
                "position": len(out),
                "start": start,
                "end": end,
                "phrase": phrase,
                "verb": "",
                "kind": "complete",
                "quantity": 1,
                "language": "zh" if re.search(r"[\u4e00-\u9fff]", phrase) else "en",
                "clause": phrase,
                "cited": [],
                "evidence": [],
                "classification": JUDGED,
                "reason": f"flagged by the judge: {why} Next: cite the verified call that did it, or take the claim out of the reply.",
                "source": "judge",
            }
        )
    return out


def repair_messages(
    context: Sequence[Mapping[str, Any]], reply: str, claims: Sequence[Mapping[str, Any]]
) -> list[dict[str, Any]]:
    """The run's context, the unbacked reply, and what the journal does not back in it (one line a claim)."""
    problems = "\n".join(f"- \u201c{c['phrase']}\u201d: {c['reason']}" for c in claims if flagged(c["classification"]))
    return [
        *context,
        {"role": "assistant", "content": reply},
        {
            "role": "user",
            "content": REPAIR_INSTRUCTION.format(
                problems=problems or "- the reply has more claims than can be checked"
            ),
        },
    ]
