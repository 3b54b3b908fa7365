"""Bulk operations: a job over a frozen set of runs, one item per run (or held call), with progress.

Every decision itself is still a journal event (``runs.Event``) with its actor and reason, written
by ``approvals.services``; these rows only say which decisions a bulk job still has to make, who
is making them (a lease with a fencing token, like a run's) and what each one came to.
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


class ItemState(models.TextChoices):
    PENDING = "PENDING"
    DONE = "DONE"  # this job's decision is in the run's journal
    SKIPPED = "SKIPPED"  # nothing to do any more (decided by someone else, run moved on)
    FAILED = "FAILED"  # the decision was refused (e.g. no compensation); the message says why


class BulkJob(models.Model):
    action = models.CharField(max_length=16, choices=BulkAction.choices)
    actor = models.CharField(max_length=150)
    reason = models.TextField()
    #: the run list's filters and the call selection the job was made from (for the record)
    selection = models.JSONField(default=dict, blank=True)
    total = models.IntegerField()
    #: "1,250 EUR; 300 USD" for payments, as the preview showed it
    amount = models.CharField(max_length=200, blank=True, default="")
    status = models.CharField(max_length=8, choices=JobStatus.choices, default=JobStatus.QUEUED)
    #: the preview form's one-time key: submitting it twice returns the first job
    request_key = models.CharField(max_length=64, null=True, blank=True, unique=True)
    lease_owner = models.CharField(max_length=200, null=True, blank=True)
    lease_expires_at = models.DateTimeField(null=True, blank=True)
    fencing_token = models.BigIntegerField(default=0)
    created_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["status", "lease_expires_at"], name="bulkjob_status_lease")]

    def __str__(self) -> str:
        return f"bulk {self.action} #{self.pk} ({self.status})"

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
    state = models.CharField(max_length=8, choices=ItemState.choices, default=ItemState.PENDING)
    outcome = models.CharField(max_length=500, blank=True, default="")
    acted_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["job", "run", "execution_id"], name="bulkitem_job_target_unique")
        ]
        indexes = [models.Index(fields=["job", "state"], name="bulkitem_job_state")]

    def __str__(self) -> str:
        return f"{self.job_id}:{self.run_id}{'/' + self.execution_id if self.execution_id else ''} ({self.state})"
