"""Tool declarations: effect, risk, verifier, status lookup and compensation.

The contract of every tool is ``fn(args, idem_key)``: the same key gives the same result and at most
one side effect. ``idem_key`` is ``None`` when dedupe is deliberately off (SPEC pitfall 2) — never "".
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from agentops.core.canon import canonical
from agentops.core.errors import AgentMisconfigured, ToolAnswerMisshapen, UnknownTool
from agentops.core.gate import StepCalls, held_for, risk_of
from agentops.core.protocol import Effect, Risk, VerdictStatus
from agentops.core.toolnames import check_tool_name


class UndeclaredDedupe(AgentMisconfigured):
    """A write tool that does not say whether its service dedupes by key (in process, or in an API claim)."""

    code = "undeclared_dedupe"

    def __init__(self, tool: str) -> None:
        super().__init__(
            f"tool {tool!r} is a write: declare whether its service dedupes by idempotency key — "
            "dedupes=True (an in-doubt call is sent again with the same key) or dedupes=False (it is "
            "sent without a key; an in-doubt call is looked up, else handed to a human)"
        )
        self.tool = tool


class ToolDeclarationInvalid(AgentMisconfigured):
    """A tool declared with something of another kind: a ``dedupes`` that is no bool (``"no"`` / ``"false"`` from a
    config file were true: an in-doubt call of a service that does not dedupe was sent again), a ``verify`` /
    ``lookup`` / ``compensate`` that cannot be called (each call of it raised, read as "cannot tell")."""

    code = "tool_declaration_invalid"


#: What a tool's checks are called with
_CALLED_AS = {"verify": "verify(args, result, key) -> Verdict", "lookup": "lookup(args, key) -> Lookup",
              "compensate": "compensate(args, result, key)"}  # fmt: skip


__all__ = [
    "Effect",
    "Lookup",
    "Risk",
    "Tool",
    "ToolRegistry",
    "Verdict",
    "VerdictStatus",
    "schema_check",
]


@dataclass(frozen=True, slots=True)
class Verdict:
    """A verifier's answer. Only verifiers produce these; the model never can."""

    status: VerdictStatus
    method: str
    detail: str = ""

    def to_payload(self) -> dict[str, Any]:
        return {"status": str(self.status), "method": self.method, "detail": self.detail}


@dataclass(frozen=True, slots=True)
class Lookup:
    """Answer of a status query for a key: ``found`` is True/False, or None when it cannot tell."""

    found: bool | None
    result: Any = None
    detail: str = ""


_T = TypeVar("_T")
#: What a verifier and a lookup must answer, as the error naming a misshapen answer shows it
_ANSWER_SHAPES = {
    Verdict: "Verdict(VerdictStatus.CONFIRMED | FAILED | PENDING, method, detail='')",
    Lookup: "Lookup(found=True, result=...) when done, Lookup(found=False) when not, Lookup(found=None) when it "
    "cannot tell",
}


def _answer(tool: str, role: str, answer: object, shape: type[_T]) -> _T:
    """``answer`` if it is a ``shape``; else :class:`ToolAnswerMisshapen` naming the tool and what to return."""
    if isinstance(answer, shape):
        return answer
    raise ToolAnswerMisshapen(
        f"tool {tool!r}: its {role} returned {type(answer).__name__} {answer!r:.80}, not a {shape.__name__}: "
        f"return {_ANSWER_SHAPES[shape]}"
    )


ToolFn = Callable[[dict[str, Any], str | None], Any]
VerifyFn = Callable[[dict[str, Any], Any, str | None], Verdict]
LookupFn = Callable[[dict[str, Any], str | None], Lookup]
CompensateFn = Callable[[dict[str, Any], Any, str | None], Any]


def as_result(value: Any, *, code: str, wrap_as: str = "value") -> dict[str, Any]:
    """A plain answer as ``{success, code, data}``: kept when it already says ``success``; an object
    becomes ``data``, another value ``{wrap_as: value}``, nothing an empty ``data`` (which the schema
    check flags as success without business data)."""
    if isinstance(value, dict) and "success" in value:
        return value
    if value is None:
        data: Any = {}
    elif isinstance(value, dict):
        data = value
    else:
        data = {wrap_as: value}
    return {"success": True, "code": code, "data": data}


def schema_check(result: Any) -> Verdict:
    """The first verification layer: ``{success: true, code, data: {...non-empty}}``."""
    if not isinstance(result, dict):
        return Verdict(VerdictStatus.FAILED, "schema", f"result is {type(result).__name__}, not an object")
    if result.get("success") is not True:
        return Verdict(VerdictStatus.FAILED, "schema", f"success is {result.get('success')!r} ({result.get('code')})")
    data = result.get("data")
    if not isinstance(data, dict) or not data:
        return Verdict(VerdictStatus.FAILED, "schema", "success without business data (empty 'data')")
    return Verdict(VerdictStatus.CONFIRMED, "schema")


@dataclass(frozen=True)
class Tool:
    """A tool the agent may call.

    ``dedupes`` declares that the service honours the idempotency key, so an in-doubt call may be
    replayed with the same key. Without it, recovery asks ``lookup`` and otherwise hands the call to
    a human. A write must say which (no default: assuming a payment service dedupes would replay
    it blindly); a read needs not (it has no effect to repeat). ``risk`` defaults from the name
    (delete / pay / bulk ⇒ high ⇒ manual confirmation). ``name`` follows ``agentops.core.toolnames``
    (:class:`~agentops.core.toolnames.ToolNameInvalid` otherwise).
    """

    name: str
    fn: ToolFn
    effect: Effect = Effect.READ
    risk: Risk | None = None
    dedupes: bool | None = None
    verify: VerifyFn | None = None
    lookup: LookupFn | None = None
    compensate: CompensateFn | None = None
    description: str = ""
    parameters: dict[str, Any] = field(default_factory=lambda: {"type": "object"})
    #: Seconds after which a call of it gives up by itself (an HTTP tool's endpoint timeout, the SDK's
    #: ``@tool(timeout=…)``); None: none. A driver renews its lease only that long while the call is in flight
    #: (``agentops.core.lease_beat``).
    timeout: float | None = None

    def __post_init__(self) -> None:
        check_tool_name(self.name)  # agentops.core.toolnames: shown in notifications, so no line break, no URL
        if self.dedupes is not None and not isinstance(self.dedupes, bool):
            raise ToolDeclarationInvalid(f"tool {self.name!r}: dedupes={self.dedupes!r}: expected True or False")
        for what, called_as in _CALLED_AS.items():
            if (fn := getattr(self, what)) is not None and not callable(fn):
                raise ToolDeclarationInvalid(f"tool {self.name!r}: {what}={fn!r}: expected a function, {called_as}")
        if self.dedupes is not None:
            return
        if self.effect == Effect.WRITE:
            raise UndeclaredDedupe(self.name)
        object.__setattr__(self, "dedupes", True)  # a read: replaying it repeats nothing

    @property
    def effective_risk(self) -> Risk:
        """The risk by the declaration, else the name, before any call (what a client declares to the server):
        the deployment's own declaration is trusted (``agentops.core.gate.risk_of``)."""
        return risk_of(self.name, self.risk, trusted=True)

    @property
    def needs_approval(self) -> bool:
        return self.effective_risk is Risk.HIGH

    def held_for(
        self, args: Any, step_calls: StepCalls | Sequence[tuple[str, Any]] = (), reached: Collection[str] = ()
    ) -> str:
        """Why a call with ``args`` waits for an approver, by the declaration, else the name and the arguments
        (``execute_sql`` with a DROP TABLE), the step's other calls (a bulk act split into calls) and the run's
        earlier ones (a bulk act spread over steps); "" when it does not (``agentops.core.gate.held_for``)."""
        return held_for(
            self.name, self.risk, args, trusted=True, effect=self.effect, step_calls=step_calls, reached=reached
        )

    @property
    def safe_to_replay(self) -> bool:
        """An in-doubt call may simply be made again with the same key."""
        return self.effect is Effect.READ or bool(self.dedupes)

    def raised_since(self, risk: str | None) -> bool:
        """The call was journaled low ``risk`` — it went out with no approver's word — and this tool is declared high
        risk now (a deploy since said ``risk="high"``): in doubt, it is neither replayed nor looked up into a send, a
        human decides. A deduping one was replayed with its key and went out with no approver (qa-agents6)."""
        return risk == Risk.LOW and self.needs_approval

    def can_look_up(self, risk: str | None = None) -> bool:
        """Whether a call in doubt journaled with ``risk`` is asked of this tool's status lookup (:meth:`raised_since`:
        a lookup answering "not done" would send it with no approver)."""
        return self.lookup is not None and not self.raised_since(risk)

    def replayable(
        self, key: str | None, *, handed: bool = False, journaled: str | None = None, risk: str | None = None
    ) -> bool:
        """An in-doubt call journaled with ``key`` may be made again with it: a read, or a write whose service dedupes
        and that was journaled with a key. A write journaled without one (its tool did not dedupe then: a deploy
        since declared ``dedupes=True``) would reach the service keyless, which cannot dedupe it.

        ``journaled``: the effect its intent was journaled with (``ToolRequested``'s ``effect``), by the code that
        sent it. A call journaled as a write is one whatever the tool says now: a deploy since declared the tool a
        read (an ``@tool`` without ``effect=``) replayed a non-deduping write, twice the side effect (qa-agents6).
        ``risk``: the risk it was journaled with; a call that went out low risk is not replayed once its tool is
        declared high risk (:meth:`raised_since`).

        ``handed``: the call went out on a human's word (an approver's approval or an operator's retry, journaled as
        ToolDispatched: ``CallState.DISPATCHED``), which sends it once: only a write's service that dedupes by the
        key makes a second attempt safe. A read is not, there: the gate held it for what its arguments do
        (``run_sql`` declared a read, an approved ``UPDATE accounts SET balance = balance - 100``), and a crash after
        it ran replayed it with no human — every balance debited twice (qa-agents5); it is looked up, else parked."""
        write = self.effect is Effect.WRITE or journaled == Effect.WRITE
        if self.raised_since(risk):
            return False
        if handed:
            return write and bool(self.dedupes) and key is not None
        return bool(self.dedupes) and key is not None if write else self.safe_to_replay

    def unknown_reason(self, key: str | None, *, handed: bool = False, risk: str | None = None) -> str:
        """Why an in-doubt call journaled with ``key`` that no replay or lookup could settle goes to a human
        (``handed``: it went out on a human's word, :meth:`replayable`; ``risk``: journaled, :meth:`raised_since`)."""
        if self.raised_since(risk):
            return (
                f"outcome unknown: it was claimed with no approver, and {self.name} is declared high risk since: a human "
                "decides whether it is sent (it may have been), not a replay or a lookup"
            )
        if handed and not self.replayable(key, handed=True):
            return (
                "outcome unknown: it went out once on a human's word (an approval or an operator's retry), and only a "
                "write whose service dedupes by its key is sent again; no lookup answered"
            )
        if self.dedupes and key is None:
            return (
                "outcome unknown: it was journaled without an idempotency key (its tool did not dedupe then) and no "
                "lookup answered"
            )
        return "outcome unknown: the tool cannot dedupe and no lookup answered"

    def check(self, args: dict[str, Any], result: Any, key: str | None) -> Verdict:
        """Schema check, then the tool's business read-back if it has one."""
        verdict = schema_check(result)
        if verdict.status is not VerdictStatus.CONFIRMED or self.verify is None:
            return verdict
        return _answer(self.name, "verify", self.verify(args, result, key), Verdict)

    def verdict(self, args: dict[str, Any], result: Any, key: str | None) -> Verdict:
        """:meth:`check`, a verifier that raised read as PENDING (it is asked again later); a verifier that answered
        no Verdict is :class:`ToolAnswerMisshapen`, never read as pending."""
        try:
            return self.check(args, result, key)
        except ToolAnswerMisshapen:
            raise
        except Exception as exc:
            return Verdict(VerdictStatus.PENDING, "error", f"{type(exc).__name__}: {exc}")

    def look_up(self, args: dict[str, Any], key: str | None) -> Lookup:
        """The status lookup's answer for ``key``; one that raised cannot tell (``found=None``); one that answered
        no Lookup is :class:`ToolAnswerMisshapen`, never read as "cannot tell"."""
        assert self.lookup is not None
        try:
            answer = self.lookup(args, key)
        except Exception as exc:
            return Lookup(None, detail=f"{type(exc).__name__}: {exc}")
        return _answer(self.name, "lookup", answer, Lookup)

    def spec(self) -> dict[str, Any]:
        """The OpenAI-style function declaration offered to the model."""
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters},
        }


class ToolRegistry:
    """The tools one agent may call, by name."""

    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        for tool in tools:
            self.register(tool)

    def register(self, tool: Tool) -> Tool:
        if tool.name in self._tools:
            raise ValueError(f"tool {tool.name!r} is registered twice")
        self._tools[tool.name] = tool
        return tool

    def get(self, name: str) -> Tool:
        try:
            return self._tools[name]
        except KeyError:
            raise UnknownTool(f"unknown tool {name!r}; registered: {', '.join(sorted(self._tools))}") from None

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self._tools.values())

    def specs(self) -> list[dict[str, Any]]:
        return [tool.spec() for tool in self._tools.values()]

    def fingerprints(self) -> dict[str, str]:
        """Per tool, a fingerprint of the declaration the model is offered (journaled when a run starts or
        is forked, so a dry replay can say the tool set changed since the recording)."""
        return {t.name: hashlib.sha256(canonical(t.spec()).encode()).hexdigest()[:16] for t in self._tools.values()}
