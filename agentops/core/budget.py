"""Budget caps and what a run has consumed. Consumption is journaled state (SPEC pitfall 8)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: The bounds of a budget a person or a client sets (``POST runs/``, a fork by API or ``manage.py fork_run``).
MAX_STEPS = 100_000
MAX_TOKENS = 2**53
MAX_COST = 1e9
#: The smallest cost cap a caller may set through the API (a cap of 0 is spent before the first model call).
MIN_COST = 1e-6


def budget_problem(steps: int | None, tokens: int | None, cost: float | None) -> str | None:
    """What is wrong with caps a caller set (None: not set), or None: out of bounds, or a cost that is not a
    number (NaN)."""
    if (
        (steps is None or 1 <= steps <= MAX_STEPS)
        and (tokens is None or 1 <= tokens <= MAX_TOKENS)
        and (cost is None or 0 < cost <= MAX_COST)  # NaN fails every comparison
    ):
        return None
    return f"a budget is 1 to {MAX_STEPS} steps, 1 to {MAX_TOKENS} tokens and a cost above 0, at most {MAX_COST:.0f}"


@dataclass(frozen=True, slots=True)
class Budget:
    max_steps: int = 50
    max_tokens: int = 500_000
    max_cost: float = 10.0

    def to_payload(self) -> dict[str, Any]:
        return {"max_steps": self.max_steps, "max_tokens": self.max_tokens, "max_cost": self.max_cost}

    @classmethod
    def from_payload(cls, data: dict[str, Any]) -> Budget:
        return cls(int(data["max_steps"]), int(data["max_tokens"]), float(data["max_cost"]))

    def override(self, steps: int | None = None, tokens: int | None = None, cost: float | None = None) -> Budget:
        """These caps with the ones given replaced (a fork's: each cap not given is its parent's)."""
        return Budget(
            self.max_steps if steps is None else steps,
            self.max_tokens if tokens is None else tokens,
            self.max_cost if cost is None else cost,
        )


@dataclass(frozen=True, slots=True)
class Consumption:
    steps: int = 0
    tokens: int = 0
    cost: float = 0.0

    def add(self, tokens: int, cost: float, *, steps: int = 1) -> Consumption:
        return Consumption(self.steps + steps, self.tokens + tokens, self.cost + cost)

    def to_payload(self) -> dict[str, Any]:
        return {"steps": self.steps, "tokens": self.tokens, "cost": round(self.cost, 8)}

    @classmethod
    def from_payload(cls, data: dict[str, Any]) -> Consumption:
        return cls(int(data["steps"]), int(data["tokens"]), float(data["cost"]))


def exhausted(budget: Budget, used: Consumption) -> str | None:
    """Why no further model call is allowed, or ``None`` while the budget lasts."""
    if used.steps >= budget.max_steps:
        return f"step budget spent: {used.steps}/{budget.max_steps} steps"
    if used.tokens >= budget.max_tokens:
        return f"token budget spent: {used.tokens}/{budget.max_tokens} tokens"
    if used.cost >= budget.max_cost:
        return f"cost budget spent: {used.cost:.4f}/{budget.max_cost:.4f}"
    return None
