"""Typed errors of the durable core. Each carries a stable machine-readable ``code``."""

from __future__ import annotations

from datetime import datetime


def first_line(exc: BaseException) -> str:
    """An exception's message as one line, for a log line or an error that names it (its class name when it has
    none)."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


class AgentOpsError(Exception):
    code = "agentops_error"


class SeqConflict(AgentOpsError):
    """Someone else appended first: the journal head is not the one this writer expected."""

    code = "seq_conflict"

    def __init__(self, run_id: str, expected: int, current: int) -> None:
        super().__init__(f"run {run_id}: expected head seq {expected}, journal is at {current}")
        self.run_id, self.expected, self.current = run_id, expected, current


class StaleLease(AgentOpsError):
    """The writer's fencing token is no longer the run's current one."""

    code = "stale_fencing_token"

    def __init__(self, run_id: str, token: int, current: int | None) -> None:
        # the same token no longer holding the lease: it was released (by its holder, or as the run finished)
        why = (
            "the run was taken over, by another process or by an operator's recovery or decision: stop, and read the "
            "run's status before driving it again"
            if current != token
            else "the lease was released: take it again"
        )
        super().__init__(f"run {run_id}: fencing token {token} is stale (current {current}); {why}")
        self.run_id, self.token, self.current = run_id, token, current


class LeaseUnavailable(AgentOpsError):
    """Another acquisition holds the run's live lease (``details``: its owner and expiry)."""

    code = "lease_held"

    def __init__(self, message: str, *, details: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.details = details or {}


class RunFinished(LeaseUnavailable):
    """The run is final (COMPLETED or DEAD_LETTER: ``details["status"]``): its lease is never taken again, by
    anyone; nothing more can be journaled (an API client stops; a fork or a new run goes on)."""

    code = "run_finished"


class LeaseExpired(AgentOpsError):
    """The writer's lease ran out (nobody took it yet): renew or re-acquire before executing anything."""

    code = "lease_expired"

    def __init__(self, run_id: str, expired_at: datetime) -> None:
        super().__init__(f"run {run_id}: the lease expired at {expired_at:%H:%M:%S} UTC; renew or re-acquire it first")
        self.run_id = run_id


class ReplayRefused(AgentOpsError):
    """Model version or prompt template changed since the run started (SPEC pitfall 9)."""

    code = "replay_refused"


class InvalidTransition(AgentOpsError):
    code = "invalid_transition"


class UnknownTool(AgentOpsError):
    code = "unknown_tool"


class ToolTimeout(AgentOpsError):
    """The call was sent but no answer came back: the outcome is unknown, never 'not executed'."""

    code = "tool_timeout"


class ToolRejected(AgentOpsError):
    """The service answered that it did not perform the call (e.g. HTTP 4xx): a known non-effect."""

    code = "tool_rejected"


class InvalidArguments(ToolRejected):
    """The call's arguments do not fit the tool (one the model made up, a required one missing): refused before the
    tool ran. A known non-effect for a call sent now; a call journaled before, which may have gone out under code that
    took those arguments, is in doubt: this code cannot replay it (``agentops.core.protocol.call_tool``)."""


class DidNotAct(AgentOpsError):
    """The tool raised before it acted: nothing reached the service (its own check of the arguments failed, the
    connection was refused before the request went out). A known non-effect, as :class:`ToolRejected`: the call
    is journaled as a failed result the model is told (``code: not_sent``), never an unknown outcome a human must
    decide. A library's exception is marked so by setting ``did_not_act = True`` on it before re-raising
    (``agentops.core.protocol.raised_result``)."""

    code = "did_not_act"
    did_not_act = True


class ModelError(AgentOpsError):
    """The model endpoint failed; nothing was journaled, so sampling again is safe.

    ``retryable`` is False when asking again cannot help (a 4xx: bad key, bad request): the run
    then fails without burning its retries.
    """

    code = "model_error"

    def __init__(self, message: str, *, retryable: bool = True) -> None:
        super().__init__(message)
        self.retryable = retryable


class StopLoop(Exception):
    """Raised through a model (or a tool) on purpose to end a drive early (a dry replay's end of its recording):
    passed on by the step loops, never journaled as the model's failure or the call's outcome."""


class JournalCorrupt(AgentOpsError, ValueError):
    """What the journal holds is not what was written: a snapshot's stored context edited or torn, found when a
    message is first read — often inside the model's ``sample``. Never the model's failure to retry: the drive stops
    with it and appends nothing (a retry would only read the same bytes)."""

    code = "journal_corrupt"


#: What a step loop lets through from a model's ``sample`` or a tool's call instead of journaling it as their failure
#: (``agentops.core.loop.sample_model``, ``agentops.core.protocol.call_tool``: both loops, in process and the client's)
PASSED_THROUGH = (StopLoop, JournalCorrupt)


class AgentMisconfigured(AgentOpsError, ValueError):
    """An agent cannot be built from the configuration (e.g. no LLM base URL): fix the settings."""

    code = "agent_misconfigured"


class ToolAnswerMisshapen(AgentMisconfigured):
    """A tool's ``verify`` or ``lookup`` answered something that is no ``Verdict`` / ``Lookup`` (a dict, a bool):
    the deployment's code must change, so the run stops loudly instead of reading it as "cannot tell"."""

    code = "tool_answer_misshapen"
