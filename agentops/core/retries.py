"""Automatic retries of a failed run: one rule for the in-process loop and for external runs.

A ``RunFailed`` event carries the decision (``retry_count``, ``retryable``, ``dead_letter`` and,
when retryable, ``retry_in`` seconds), so every worker mode and the recovery sweep act on the
journal's fields, never on a guess: the run is driven again ``retry_in`` seconds after the
failure, and past ``max_retries`` it goes to DEAD_LETTER.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """At most ``max_retries`` automatic retries, ``base`` × 2^(n-1) seconds apart, capped at ``cap``."""

    max_retries: int = 3
    base: float = 1.0
    cap: float = 300.0

    def delay(self, retry_count: int) -> float:
        """Seconds to wait before retry number ``retry_count`` (1 = the first)."""
        return min(self.cap, self.base * 2.0 ** max(0, retry_count - 1))

    def failed_payload(self, error_class: str, message: str, *, failures: int, permanent: bool) -> dict[str, Any]:
        """The ``RunFailed`` payload after ``failures`` earlier failures (since the last operator retry)."""
        retry_count = failures + 1
        dead = not permanent and retry_count > self.max_retries
        retryable = not permanent and not dead
        payload: dict[str, Any] = {
            "error_class": error_class,
            "message": message,
            "retry_count": retry_count,
            "retryable": retryable,
            "dead_letter": dead,
        }
        if retryable:
            payload["retry_in"] = round(self.delay(retry_count), 3)
        return payload
