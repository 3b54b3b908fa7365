"""View pages: a derived copy of the run page's rows as one redaction level shows them."""

from __future__ import annotations

from django.db import models

from runs.models.journal import Run


class ViewPage(models.Model):
    """What the run page shows of one run's events ``first_seq``..``last_seq`` (at most one block of
    ``runs.dashboard.view_pages.BLOCK`` events), as one sight sees them (``key``: raw, or redacted under
    one redactor's fingerprint, and the code that made it), one zstd frame (``runs.dashboard.view_pages``).
    Valid only under its key and while ``hash`` is the hash of the run's event at ``last_seq``, unpurged;
    otherwise the page reads the rows. Made only of rows whose chain held; retention deletes them."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="view_pages", db_index=False)
    first_seq = models.IntegerField()
    last_seq = models.IntegerField()
    key = models.CharField(
        max_length=64, help_text="the sight (raw, or the redaction's fingerprint) and code it was made with"
    )
    hash = models.CharField(max_length=64, help_text="its last event's hash")
    packed = models.BinaryField(help_text="the rows' views: a zstd frame (with its checksum) of a JSON array")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["run", "first_seq", "key"], name="view_page_run_first_key_unique")
        ]

    def __str__(self) -> str:
        return f"{self.run_id} view page #{self.first_seq}-{self.last_seq}"
