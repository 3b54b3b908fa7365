"""Runs, their append-only journal, and the tool-execution projection.

``Event`` rows are the source of truth. ``Run`` and ``ToolExecution`` hold projections of the
journal (status, counters, lease) kept current in the same transaction as each append
(``runs.journal.store``); nothing else writes them, and never from ``save()`` or signals.
"""

from __future__ import annotations

from django.db import models
from django.db.models import Q

from agentops.core.events import EventType
from agentops.core.states import ExecStatus, RunStatus

RunStatusChoices = models.TextChoices("RunStatusChoices", [(s.value, s.value) for s in RunStatus])
ExecStatusChoices = models.TextChoices("ExecStatusChoices", [(s.value, s.value) for s in ExecStatus])
EventTypeChoices = models.TextChoices("EventTypeChoices", [(t.value, t.value) for t in EventType])


#: the runs list's sort indexes (column: index name) and the rows they hold
SORT_INDEXES = {
    "last_event_at": "run_last_event",
    "steps_used": "run_steps",
    "tokens_used": "run_tokens",
    "cost_used": "run_cost",
}
SORTED = ~Q(status=str(RunStatus.RUNNING))


class Run(models.Model):
    id = models.CharField(primary_key=True, max_length=40)
    agent = models.CharField(max_length=100, db_index=True)
    status = models.CharField(max_length=32, choices=RunStatusChoices.choices, default=RunStatus.PENDING)
    model_version = models.CharField(max_length=200)
    template_hash = models.CharField(max_length=64)
    reference = models.CharField(max_length=200, blank=True, default="", help_text="e.g. the ticket id")
    #: the reference as a reader without a grant sees it, its PII as pseudonyms (``<email:…>``): a search for a
    #: pseudonym a page shows finds the run by it (``runs.governance.seen_references``), and the fingerprint of the
    #: redaction that made it: another one (a rotated key) leaves it stale until ``refresh_seen_references``
    reference_seen = models.CharField(max_length=1000, blank=True, default="", db_default="")
    reference_seen_by = models.CharField(max_length=64, blank=True, default="", db_default="")
    create_key = models.CharField(max_length=200, null=True, blank=True, unique=True)
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="continuations")
    # a fork's history is its parent's journal up to ``fork_seq`` (runs.journal.lineage): the parent must stay
    fork_of = models.ForeignKey("self", null=True, blank=True, on_delete=models.PROTECT, related_name="forks")
    fork_seq = models.IntegerField(null=True, blank=True, help_text="the parent's last seq in this fork's history")

    # journal head, advanced by the fenced conditional UPDATE of every append
    last_seq = models.IntegerField(default=0)
    last_hash = models.CharField(max_length=64)
    snapshot_seq = models.IntegerField(default=0)

    # lease with fencing token (SPEC pitfall 7)
    lease_owner = models.CharField(max_length=200, null=True, blank=True)
    lease_expires_at = models.DateTimeField(null=True, blank=True)
    fencing_token = models.BigIntegerField(default=0)
    #: SHA-256 of the secret an API client's acquisition was given ("" for the server's own workers):
    #: every write under a client lease presents the secret, never just the owner name shown to readers
    lease_secret_hash = models.CharField(max_length=64, blank=True, default="")
    #: the lease's length in seconds as its holder asked for it at acquisition (or at its last renewal
    #: that named one): every renewal, by a write or a heartbeat, extends the lease by this much
    lease_seconds = models.IntegerField(null=True, blank=True)

    # consumption, journaled in LlmSampled and mirrored here for lists
    steps_used = models.IntegerField(default=0)
    tokens_used = models.BigIntegerField(default=0)
    cost_used = models.FloatField(default=0.0)
    retry_count = models.IntegerField(default=0)
    #: when a FAILED run's automatic retry is due (RunFailed ``retry_in``); null when none is
    next_retry_at = models.DateTimeField(null=True, blank=True)
    has_flagged_claim = models.BooleanField(default=False)

    created_at = models.DateTimeField()
    last_event_at = models.DateTimeField()

    class Meta:
        indexes = [
            models.Index(fields=["status", "-created_at", "id"], name="run_status_created"),
            models.Index(fields=["-created_at", "id"], name="run_created"),
            models.Index(fields=["status", "lease_expires_at"], name="run_status_lease"),
            models.Index(fields=["reference"], name="run_reference"),  # dashboard search
            # the runs whose seen reference another redaction made (``agentops.W001`` counts them at every start)
            models.Index(fields=["reference_seen_by"], name="run_reference_seen_by", condition=~Q(reference="")),
            models.Index(fields=["status", "next_retry_at"], name="run_status_retry"),  # due retries
            # the runs list's sortable columns (one index serves both directions: (-col, id) and its reverse),
            # RUNNING runs left out: every append moves their last event and counters, and those few are
            # read apart and merged (``runs.dashboard.selectors.sorted_page``)
            *(
                models.Index(fields=[f"-{column}", "id"], name=name, condition=SORTED)
                for column, name in SORT_INDEXES.items()
            ),
        ]

    def __str__(self) -> str:
        return f"{self.id} ({self.status})"

    @property
    def parent_run_id(self) -> str | None:
        """The run this one came from: a fork's parent (``fork_of``) or the stopped run it continues (``parent``)."""
        return self.fork_of_id or self.parent_id


class _Events(models.Manager["Event"]):
    """Reads of events through the model leave out a snapshot's stored context (``Event.context``,
    loaded if an instance asks for it): the resume path reads it by name, nothing else needs it."""

    def get_queryset(self) -> models.QuerySet[Event]:
        return super().get_queryset().defer("context")


class Event(models.Model):
    # indexed by the (run, seq) unique constraint: a second index would only slow every append
    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="events", db_index=False)
    seq = models.IntegerField()
    event_id = models.CharField(max_length=40, unique=True)
    type = models.CharField(max_length=40, choices=EventTypeChoices.choices)
    step = models.IntegerField(null=True, blank=True)
    call_index = models.IntegerField(null=True, blank=True)
    payload = models.TextField(help_text="canonical JSON; emptied by retention, hash kept")
    payload_purged = models.BooleanField(default=False)
    prev_hash = models.CharField(max_length=64)
    hash = models.CharField(max_length=64)
    created_at = models.DateTimeField()
    #: a SnapshotTaken's context array (canonical JSON; its SHA-256 is the payload's ``digest``): read
    #: by resumes only, last in the row so whole-history reads never touch it (``agentops.core.replay``)
    context = models.TextField(null=True, blank=True)

    objects = _Events()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["run", "seq"], name="event_run_seq_unique")]
        indexes = [
            # a resume reads every snapshot of the run (each holds what changed since the one before)
            models.Index(fields=["run", "seq"], condition=Q(type="SnapshotTaken"), name="event_run_snapshot"),
        ]

    def __str__(self) -> str:
        return f"{self.run_id}#{self.seq} {self.type}"


class Checkpoint(models.Model):
    """A derived cache of one run's context, outside the journal (``runs.journal.checkpoints``): the
    messages that the snapshot at ``seq`` continues, as one JSON array (``packed``: a zstd frame of its
    UTF-8; rows written before migration 0020 hold it as text in ``context``). Bound to that
    snapshot's ``hash`` (which chains every event before it) and to its ``at`` (``count``), checked by
    ``digest``; a row that does not hold is ignored and the snapshot chain is read instead."""

    run = models.OneToOneField(Run, primary_key=True, on_delete=models.CASCADE, related_name="checkpoint")
    seq = models.IntegerField(help_text="the SnapshotTaken this context is the start of")
    hash = models.CharField(max_length=64, help_text="that snapshot's chain hash")
    count = models.IntegerField(help_text="messages in context (the snapshot's at)")
    digest = models.CharField(max_length=64, help_text="SHA-256 of packed (of context's UTF-8 in an older row)")
    packed = models.BinaryField(null=True, help_text="JSON array of the messages: a zstd frame of its UTF-8")
    context = models.TextField(help_text="JSON array of the messages in rows before 0020 (since: empty)")

    def __str__(self) -> str:
        return f"{self.run_id} checkpoint at #{self.seq} ({self.count} messages)"


class EventPage(models.Model):
    """A derived copy of a block of one run's journal, outside it (``runs.journal.pages``): the events
    ``first_seq``..``last_seq`` (one fixed-size block) packed as one zstd frame, so a whole-history read
    fetches and decodes a few rows, not one per event. Bound to the chain by ``prev_hash`` (the hash
    before its first event) and ``hash`` (its last event's); a page that does not hold is ignored and
    the rows are read instead. Never written for purged events; retention deletes a run's pages. ``seal``: a
    verification's shortcut (``RunHasher.seal_of``): a block whose seal holds is not hashed event by event.
    ``frame_seal``: ``verify_chain --pages``' shortcut (``RunHasher.frame_seal``): a page whose frame seal holds is
    proven by its stored bytes, not unpacked."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="pages", db_index=False)
    first_seq = models.IntegerField()
    last_seq = models.IntegerField()
    prev_hash = models.CharField(max_length=64, help_text="the hash before its first event")
    hash = models.CharField(max_length=64, help_text="its last event's hash")
    packed = models.BinaryField(help_text="the events: a zstd frame (with its checksum) of their columns")
    seal = models.CharField(
        max_length=64,
        blank=True,
        default="",
        help_text="HMAC of the block as its chain check reads it, made once that check held; '' for none",
    )
    frame_seal = models.CharField(
        max_length=64,
        blank=True,
        default="",
        db_default="",  # the previous version's processes insert pages without it while `migrate` runs (docs/deploy.md)
        help_text="HMAC of the page as stored (its bounds, hashes and packed bytes), made once its block was proven; "
        "'' for none",
    )

    class Meta:
        constraints = [models.UniqueConstraint(fields=["run", "first_seq"], name="event_page_run_first_unique")]

    def __str__(self) -> str:
        return f"{self.run_id} page #{self.first_seq}-{self.last_seq}"


class ToolExecution(models.Model):
    id = models.CharField(primary_key=True, max_length=40, help_text="derived from run id + step + call index")
    # indexed by the (run, step, call_index) unique constraint
    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="executions", db_index=False)
    step = models.IntegerField()
    call_index = models.IntegerField()
    tool = models.CharField(max_length=100)
    args = models.TextField(help_text="canonical JSON")
    idem_key = models.CharField(max_length=64, null=True, blank=True)
    effect = models.CharField(max_length=16)
    risk = models.CharField(max_length=16)
    status = models.CharField(max_length=32, choices=ExecStatusChoices.choices)
    verified = models.BooleanField(default=False, help_text="set only by a verifier or an operator's confirm")
    verification_method = models.CharField(max_length=40, blank=True, default="")
    verification_detail = models.TextField(blank=True, default="")
    request_event_id = models.CharField(max_length=40)
    result_event_id = models.CharField(max_length=40, null=True, blank=True)
    requested_at = models.DateTimeField()
    updated_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["run", "step", "call_index"], name="exec_run_step_call_unique")]
        indexes = [
            models.Index(fields=["status", "requested_at"], name="exec_status_requested"),
            # the notifier's calls rejected in its lookback (an expired approval, ``approvals.notify.collect``): only
            # rejected rows, so other status changes never touch it
            models.Index(fields=["updated_at"], name="exec_rejected_updated", condition=Q(status="REJECTED")),
        ]

    def __str__(self) -> str:
        return f"{self.id} {self.tool} ({self.status})"
