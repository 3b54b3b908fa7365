"""Claims audit rows.

``Reply`` and ``Claim`` are projections of the journal (RunCompleted / ReplyReleased payloads), written
by ``runs.journal.replies`` inside the append's transaction.
"""

from __future__ import annotations

import re

from django.db import models

#: where a sentence ends: a full stop, ! or ? before a blank or the end (not the dot of ``T-1.2`` or ``shop.io``), a
#: Chinese 。！？；, a line break
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？；\n]")
#: a run of citations with what separates them (``[evt:a], [evt:b]``, ``[evt:a]、[evt:b]``) and the blanks before it
_CITATIONS = re.compile(r"\s*\[evt:[^\]\s]*\](?:\s*[,，、;]?\s*\[evt:[^\]\s]*\])*")


class ReplyStatus(models.TextChoices):
    DELIVERED = "DELIVERED"
    HELD = "HELD"
    RELEASED = "RELEASED"
    REWRITTEN = "REWRITTEN"


class Classification(models.TextChoices):
    VERIFIED = "verified"
    UNVERIFIED = "unverified"
    UNCITED = "uncited"
    MISMATCHED = "mismatched"
    #: the LLM judge cleared the detector's flag / flagged what the detector found backed or missed
    CLEARED = "cleared"
    JUDGED = "judged"


class Reply(models.Model):
    """An agent reply that went through the claims audit (one per RunCompleted)."""

    run = models.OneToOneField("runs.Run", on_delete=models.CASCADE, related_name="reply")
    event_id = models.CharField(max_length=40, unique=True, help_text="the RunCompleted event")
    text = models.TextField(help_text="what the agent wrote")
    policy = models.CharField(max_length=8)
    status = models.CharField(max_length=16, choices=ReplyStatus.choices)
    flagged = models.IntegerField(default=0)
    final_text = models.TextField(blank=True, default="", help_text="what was delivered (rewrites differ)")
    released_event_id = models.CharField(max_length=40, blank=True, default="")
    released_by = models.CharField(max_length=150, blank=True, default="")
    release_reason = models.TextField(blank=True, default="")
    created_at = models.DateTimeField()
    released_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["status", "-created_at"], name="reply_status_created")]

    def __str__(self) -> str:
        return f"{self.run_id} reply ({self.status})"


class Claim(models.Model):
    """One completion claim of a reply (or of an operator's rewrite) and its server-side classification."""

    reply = models.ForeignKey(Reply, on_delete=models.CASCADE, related_name="claims")
    run = models.ForeignKey("runs.Run", on_delete=models.CASCADE, related_name="claims")
    agent = models.CharField(max_length=100)
    event_id = models.CharField(max_length=40, help_text="the event whose text holds the claim")
    position = models.IntegerField()
    start = models.IntegerField()
    end = models.IntegerField()
    phrase = models.CharField(max_length=100)
    verb = models.CharField(max_length=40)
    kind = models.CharField(max_length=16)
    language = models.CharField(max_length=8)
    clause = models.TextField()
    classification = models.CharField(max_length=16, choices=Classification.choices)
    reason = models.TextField(blank=True, default="")
    cited = models.JSONField(default=list)
    created_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["event_id", "position"], name="claim_event_position_unique")]
        indexes = [
            models.Index(fields=["classification", "-created_at"], name="claim_class_created"),
            models.Index(fields=["agent", "-created_at"], name="claim_agent_created"),
        ]

    def __str__(self) -> str:
        return f"{self.phrase!r} in {self.run_id}: {self.classification}"

    @property
    def flagged(self) -> bool:
        return self.classification not in (Classification.VERIFIED, Classification.CLEARED)

    @property
    def said(self) -> str:
        """The sentence holding the claim as the agent wrote it, its citations taken out (the pages list them
        beside it): "Your refund is on its way and the confirmation email went out." — not :attr:`clause`, the
        detector's tokens joined by blanks ("… went out ."). :attr:`clause` when the text is gone (retention) or
        the claim's offsets do not point at its phrase."""
        reply = self.reply
        text = reply.text if self.event_id == reply.event_id else ""
        if self.event_id and self.event_id == reply.released_event_id:
            text = reply.final_text  # a claim of an operator's rewrite
        if not text or not 0 <= self.start < self.end <= len(text) or text[self.start : self.end] != self.phrase:
            return self.clause
        begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, self.start)), default=0)
        found = _SENTENCE_END.search(text, self.end)
        sentence = text[begin : found.end() if found else len(text)]
        return " ".join(_CITATIONS.sub("", sentence).split())
