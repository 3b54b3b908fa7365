"""The demo services' side-effect ledger on the database: dedupe by key, as a real provider does.

Each write commits on its own (outside any journal transaction): like an external email or
payment API, the effect exists whether or not the caller lives to journal the result.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction

from runs.models import SideEffect


class DbSideEffectSink:
    """``send(key, …)`` creates one ledger row per key; ``None`` key means no dedupe."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def send(self, key: str | None, to: str, subject: str, body: str) -> str:
        key = key or None  # "" is "no key", never one key shared by every call (pitfall 2)
        if key is not None:
            existing = self.find(key)
            if existing is not None:
                return existing
        try:
            with transaction.atomic():
                row = SideEffect.objects.create(kind=self.kind, idem_key=key, target=to, body=f"{subject}\n{body}")
        except IntegrityError:
            # a concurrent sender with the same key won: the provider answers with the first message
            found = self.find(key) if key is not None else None
            if found is None:
                raise
            return found
        return self._message_id(row.pk)

    def find(self, key: str) -> str | None:
        if not key:
            return None
        pk = SideEffect.objects.filter(kind=self.kind, idem_key=key).values_list("pk", flat=True).first()
        return None if pk is None else self._message_id(pk)

    def _message_id(self, pk: int) -> str:
        # fixed width: the id goes back into the prompt, and its length must not depend on the
        # ledger's size, or identical runs would spend different token counts
        return f"{self.kind}-{pk:08d}"

    def count(self) -> int:
        return SideEffect.objects.filter(kind=self.kind).count()
