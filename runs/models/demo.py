"""The demo services' side-effect ledger (``runs.demo.sinks`` writes it)."""

from __future__ import annotations

from django.db import models


class SideEffect(models.Model):
    """The demo services' ledger (email outbox, payments): a real dedupe-by-key store.

    ``idem_key`` is unique when given; NULL means "no dedupe" and never collides (SPEC pitfall 2).
    """

    kind = models.CharField(max_length=40)
    idem_key = models.CharField(max_length=64, null=True, blank=True, unique=True)
    target = models.CharField(max_length=200)
    body = models.TextField(blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        # no target: it is an address or an account (the admin's title and breadcrumbs print this, unredacted)
        return f"{self.kind} #{self.pk}"
