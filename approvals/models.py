"""Bulk operations (a job over a frozen set of runs, one item per target) and notifications.

Every decision itself is still a journal event (``runs.Event``) with its actor and reason, written
by ``approvals.services``; the bulk rows only say which decisions a bulk job still has to make, who
is making them (a lease with a fencing token, like a run's) and what each one came to.

A :class:`Notice` is one occasion a run needs a human (held for approval, in doubt, reply held,
dead-lettered); a :class:`Delivery` is one message on one channel carrying a batch of notices,
with its attempts (the delivery log admins read).
"""

from __future__ import annotations

from django.db import models


class BulkAction(models.TextChoices):
    APPROVE = "approve"
    REJECT = "reject"
    DEAD_LETTER = "dead_letter"
    RETRY = "retry"
    RESUME = "resume"


class JobStatus(models.TextChoices):
    QUEUED = "QUEUED"
    RUNNING = "RUNNING"
    DONE = "DONE"
    CANCELLED = (
        "CANCELLED"  # stopped by an operator between items: ``cancelled_by``, ``cancelled_at``, ``cancel_reason``
    )


class ItemState(models.TextChoices):
    PENDING = "PENDING"
    DONE = "DONE"  # this job's decision is in the run's journal
    SKIPPED = "SKIPPED"  # nothing to do any more (decided by someone else, run moved on)
    FAILED = "FAILED"  # the decision was refused (e.g. no compensation); the message says why
    CANCELLED = "CANCELLED"  # never acted on: the job was cancelled first


class BulkJob(models.Model):
    action = models.CharField(max_length=16, choices=BulkAction.choices)
    actor = models.CharField(max_length=150)
    reason = models.TextField()
    #: the run list's filters and the call selection the job was made from (for the record)
    selection = models.JSONField(default=dict, blank=True)
    total = models.IntegerField()
    #: "1,250 EUR; 300 USD" for payments, as the preview showed it
    amount = models.CharField(max_length=200, blank=True, default="")
    status = models.CharField(max_length=12, choices=JobStatus.choices, default=JobStatus.QUEUED)
    #: the preview form's one-time key: submitting it twice returns the first job
    request_key = models.CharField(max_length=64, null=True, blank=True, unique=True)
    lease_owner = models.CharField(max_length=200, null=True, blank=True)
    lease_expires_at = models.DateTimeField(null=True, blank=True)
    fencing_token = models.BigIntegerField(default=0)
    created_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)
    cancelled_by = models.CharField(max_length=150, blank=True, default="")
    cancelled_at = models.DateTimeField(null=True, blank=True)
    cancel_reason = models.TextField(blank=True, default="")

    class Meta:
        indexes = [models.Index(fields=["status", "lease_expires_at"], name="bulkjob_status_lease")]

    def __str__(self) -> str:
        return f"bulk {self.action} #{self.pk} ({self.status})"

    @property
    def finished(self) -> bool:
        """DONE or CANCELLED: no executor will act on it again."""
        return self.status in (JobStatus.DONE, JobStatus.CANCELLED)

    @property
    def tag(self) -> str:
        """What this job's decisions carry in the journal (``"bulk": tag``), so a restart can see them."""
        return f"bulk-{self.pk}"


class BulkItem(models.Model):
    job = models.ForeignKey(BulkJob, on_delete=models.CASCADE, related_name="items")
    run = models.ForeignKey("runs.Run", on_delete=models.CASCADE, related_name="bulk_items")
    #: the held call an approve / reject decides; the call in doubt or held a dead-letter settles; "" for run-level
    execution_id = models.CharField(max_length=40, blank=True, default="")
    #: the idempotency key the preview showed (an approval is bound to it)
    idem_key = models.CharField(max_length=64, null=True, blank=True)
    seen_seq = models.IntegerField(
        null=True, blank=True, help_text="the run's last seq when the job was made: what it acts on came after none"
    )
    state = models.CharField(max_length=12, choices=ItemState.choices, default=ItemState.PENDING)
    outcome = models.CharField(max_length=500, blank=True, default="")
    #: who ``outcome`` names, redacted as it is stored (``{shown: [username, run_id]}``): shown raw to a reader who
    #: sees raw values (``runs.governance.visibility.for_reader``)
    outcome_names = models.JSONField(blank=True, default=dict, db_default=models.Value({}, models.JSONField()))
    acted_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["job", "run", "execution_id"], name="bulkitem_job_target_unique")
        ]
        indexes = [models.Index(fields=["job", "state"], name="bulkitem_job_state")]

    def __str__(self) -> str:
        return f"{self.job_id}:{self.run_id}{'/' + self.execution_id if self.execution_id else ''} ({self.state})"


#: the actor the approval-expiry task journals its decisions with (``approvals.services.expire_requests``)
EXPIRY_ACTOR = "system:expiry"


class NoticeKind(models.TextChoices):
    APPROVAL = "approval", "waiting for approval"
    IN_DOUBT = "in_doubt", "call in doubt (RECOVERING)"
    HELD_REPLY = "held_reply", "reply held by the claims audit"
    DEAD_LETTER = "dead_letter", "dead-lettered"
    FAILED = "failed", "failed, waiting for an operator"
    STUCK = "stuck", "stuck: nothing moves it"
    APPROVAL_EXPIRED = "approval_expired", "approval expired, rejected automatically"


class Notice(models.Model):
    #: what the occasion is, once: ``approval:<execution>``, ``in_doubt:<run>:<seq>``, ``held_reply:<event>``,
    #: ``dead_letter:<run>``, ``failed:<run>:<seq>``, ``stuck:<run>:<stuck kind>:<seq>``,
    #: ``approval_expired:<execution>``
    key = models.CharField(max_length=120, unique=True)
    kind = models.CharField(max_length=16, choices=NoticeKind.choices)
    run = models.ForeignKey("runs.Run", on_delete=models.CASCADE, related_name="notices")
    #: a tool name or a status: never a payload (notifications leave the system unredacted)
    detail = models.CharField(max_length=200, blank=True, default="")
    #: the page that acts on it, relative (``AGENTOPS_PUBLIC_URL`` is put in front when sent)
    path = models.CharField(max_length=300)
    created_at = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["created_at"], name="notice_created")]

    def __str__(self) -> str:
        return self.key


class DeliveryStatus(models.TextChoices):
    PENDING = "PENDING"
    SENT = "SENT"
    FAILED = "FAILED"  # gave up after AGENTOPS_NOTIFY_MAX_ATTEMPTS, or the receiver refused for good (4xx)
    SETTLED = "SETTLED"  # not sent (again): every notice in it was settled (approved, recovered, …) before it was due


class Delivery(models.Model):
    channel = models.CharField(max_length=16)
    status = models.CharField(max_length=8, choices=DeliveryStatus.choices, default=DeliveryStatus.PENDING)
    notices = models.ManyToManyField(Notice, through="DeliveryNotice", related_name="deliveries")
    count = models.IntegerField()
    attempts = models.IntegerField(default=0)
    next_attempt_at = models.DateTimeField()
    response = models.CharField(max_length=200, blank=True, default="", help_text="status code or SMTP answer")
    last_error = models.TextField(blank=True, default="")
    created_at = models.DateTimeField()
    sent_at = models.DateTimeField(null=True, blank=True)
    #: e-mail: the recipients that accepted the message (space-separated); a retry sends it to the others only
    told = models.TextField(blank=True, default="", db_default="")

    class Meta:
        verbose_name_plural = "deliveries"
        indexes = [
            models.Index(fields=["status", "next_attempt_at"], name="delivery_due"),
            models.Index(fields=["channel", "-created_at"], name="delivery_channel_created"),
        ]

    def __str__(self) -> str:
        return f"{self.channel} #{self.pk} ({self.status}, {self.count} notices)"


class DeliveryNotice(models.Model):
    """A notice in a delivery; unique per channel, so two flushers cannot both send one notice on one channel."""

    delivery = models.ForeignKey(Delivery, on_delete=models.CASCADE)
    notice = models.ForeignKey(Notice, on_delete=models.CASCADE)
    channel = models.CharField(max_length=16)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["notice", "channel"], name="delivery_notice_once")]

    def __str__(self) -> str:
        return f"{self.notice_id} on {self.channel} (delivery {self.delivery_id})"
