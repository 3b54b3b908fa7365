"""Export pages: a derived copy of the redacted JSON Lines export of whole blocks of a run's journal."""

from __future__ import annotations

from django.db import models

from runs.models.journal import Run


class ExportPage(models.Model):
    """The redacted JSON Lines of one run's events ``first_seq``..``last_seq`` (one block of
    ``runs.journal.pages.SIZE`` events), as the export writes them, one zstd frame
    (``runs.governance.export_pages``). Valid only under the redaction it was made with
    (``fingerprint``) and the run's names (``names``) and while ``hash`` is the hash of the run's event at ``last_seq``, unpurged;
    otherwise the export reads the rows. Never written over a purged event; retention deletes them."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="export_pages", db_index=False)
    first_seq = models.IntegerField()
    last_seq = models.IntegerField()
    fingerprint = models.CharField(max_length=64, help_text="the redaction's configuration and code it was made with")
    hash = models.CharField(max_length=64, help_text="its last event's hash")
    packed = models.BinaryField(help_text="the events' redacted JSON Lines: a zstd frame (with its checksum)")
    names = models.CharField(
        max_length=64, blank=True, default="", help_text="the digest of the run's names it was made with (RunNames)"
    )

    class Meta:
        constraints = [models.UniqueConstraint(fields=["run", "first_seq"], name="export_page_run_first_unique")]

    def __str__(self) -> str:
        return f"{self.run_id} export page #{self.first_seq}-{self.last_seq}"


class RunNames(models.Model):
    """The person's names a run's events up to ``upto`` reveal to one redaction (``fingerprint``): the names it
    takes whole under a person's key, as written, which every redacted read of the run pseudonymises in all its
    events (``runs.governance.names``). Derived: extended as events are appended, deleted by retention; its
    ``digest`` names the set for the redacted output kept under it (``ExportPage.names``, view pages' keys)."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="+", db_index=False)
    fingerprint = models.CharField(max_length=64, help_text="the redaction's fingerprint the names were found under")
    upto = models.IntegerField(help_text="the last seq read")
    names = models.JSONField(default=list, help_text="the names, sorted (raw: never shown)")
    digest = models.CharField(max_length=64, blank=True, help_text="SHA-256 of the names; empty when there are none")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["run", "fingerprint"], name="run_names_run_fingerprint_unique")]

    def __str__(self) -> str:
        return f"{self.run_id} names to #{self.upto}"
