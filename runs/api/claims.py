"""Claims pre-flight: audit a draft reply against the run's journal without writing anything.

An agent (its API key, confined to its own runs; people's API access is read-only: 403) posts the reply it is
about to submit and gets each claim back with its span, kind, count, cited events (and who verified them)
and verdict, so it can fix the reply before completing the run.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from runs.api.fields import ReplyText
from runs.api.serializers import error_responses
from runs.api.views import RUN_ID_PARAM, ApiView
from runs.claims.services import MAX_REPLY_CHARS, reply_check
from runs.worker.registry import registered_tools


class CheckInput(serializers.Serializer):
    refuse_unknown_fields = True

    reply = ReplyText(
        max_length=MAX_REPLY_CHARS,
        trim_whitespace=False,
        help_text="the draft final answer: not blank, at most 20 000 characters",
    )


class EvidenceOutput(serializers.Serializer):
    event_id = serializers.CharField()
    tool = serializers.CharField(help_text="the tool of the cited call ('' when the event is not a tool call)")
    status = serializers.CharField(help_text="the call's execution status, e.g. CONFIRMED")
    verified_by = serializers.CharField(help_text="server, agent, operator or timeout ('' when not verified)")


class ClaimCheckItemOutput(serializers.Serializer):
    position = serializers.IntegerField()
    start = serializers.IntegerField(
        help_text="offset of the claim's first character in the reply as sent (code points)"
    )
    end = serializers.IntegerField(help_text="offset after its last character in the reply as sent")
    phrase = serializers.CharField()
    verb = serializers.CharField()
    kind = serializers.CharField(
        help_text="complete, send, email, message, pay, refund, order, book, create, update, delete, export, ship"
    )
    quantity = serializers.IntegerField(help_text="how many verified calls it needs ('both' → 2)")
    language = serializers.CharField()
    clause = serializers.CharField()
    cited = serializers.ListField(child=serializers.CharField())
    evidence = EvidenceOutput(many=True)
    classification = serializers.ChoiceField(choices=["verified", "unverified", "uncited", "mismatched"])
    reason = serializers.CharField(help_text="plain words: what it says, what is missing, the next action")


class CheckOutput(serializers.Serializer):
    run_id = serializers.CharField()
    flagged = serializers.BooleanField(help_text="a claim is not backed, or the reply has more claims than the cap")
    would_hold = serializers.BooleanField(help_text="the agent's claims policy would hold this reply for an operator")
    truncated = serializers.BooleanField(help_text="more claims than the cap per reply: the rest was not read")
    claims = ClaimCheckItemOutput(many=True)


class ClaimsCheckApi(ApiView):
    @extend_schema(
        operation_id="runs_claims_check",
        parameters=[RUN_ID_PARAM],
        request=CheckInput,
        responses={200: CheckOutput, **error_responses(422)},
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Pre-flight a draft reply: each claim with its span, kind, cited events and verdict. Writes nothing."""
        run = self.get_run(run_id)
        data = self.valid(CheckInput, request.data)
        checked = reply_check(run_id=run.id, agent=run.agent, text=data["reply"], tools=registered_tools(run.agent))
        if (sent := request.data["reply"]) != data["reply"]:  # read in NFC: spans told in the text the agent sent
            at = sent_offsets(sent)
            checked["claims"] = [{**c, "start": at[c["start"]], "end": at[c["end"]]} for c in checked["claims"]]
        return Response({"run_id": run.id, **checked})


def sent_offsets(sent: str) -> list[int]:
    """For each offset into the NFC form of ``sent`` (and its end), the offset into ``sent`` itself.

    ``sent`` is cut into pieces that normalize on their own — a starter (a character whose decomposition starts with
    combining class 0) with the marks after it, joined to the piece before when the two compose (Hangul jamo) — so a
    piece's bounds are exact in both forms; an offset inside a piece (never a claim's: claims start and end at words)
    is told as the piece's start. Text cut otherwise (none met: a guard) keeps the NFC offsets.
    """
    pieces: list[list[Any]] = []  # [start in sent, text]
    for i, ch in enumerate(sent):
        if pieces and (unicodedata.combining(unicodedata.normalize("NFD", ch)[0]) or _composes(pieces[-1][1], ch)):
            pieces[-1][1] += ch
        else:
            pieces.append([i, ch])
    at: list[int] = []
    normal = []
    for start, text in pieces:
        normal.append(piece := unicodedata.normalize("NFC", text))
        at.extend(range(start, start + len(piece)) if len(piece) == len(text) else [start] * len(piece))
    at.append(len(sent))
    whole = unicodedata.normalize("NFC", sent)
    return at if "".join(normal) == whole else list(range(len(whole) + 1))


def _composes(piece: str, ch: str) -> bool:
    joined = unicodedata.normalize("NFC", piece + ch)
    return joined != unicodedata.normalize("NFC", piece) + unicodedata.normalize("NFC", ch)
