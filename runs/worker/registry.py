"""The agent registry: ``settings.AGENTOPS["AGENTS"]`` maps a name to a factory returning an Agent.

Write your own factory (see README "Plug in a real LLM and real tools") and add it to the setting.
An environment hook serves the crash tests and ``crashbench``: ``AGENTOPS_CRASH_AT=point:step``
SIGKILLs the process at that crash point. The demo agents are in ``runs.demo.agents``.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from importlib import import_module
from typing import Any

from django.conf import settings
from django.core import checks

from agentops.core.errors import AgentMisconfigured, AgentOpsError, UnknownTool
from agentops.core.fork import FORK_CRASH_POINT
from agentops.core.loop import CRASH_POINTS, REPLY_CRASH_POINT, Agent
from agentops.core.protocol import write_verb
from agentops.core.retries import RetryPolicy
from agentops.core.tools import Effect, Tool


class UnknownAgent(UnknownTool):
    code = "unknown_agent"


#: The registry value of an agent whose model and tools live in a client (driven through the REST API).
EXTERNAL = "external"


def load_agent_kind(name: str) -> str:
    """``"external"`` for a client-driven agent, ``"python"`` for a factory; UnknownAgent otherwise."""
    path = settings.AGENTOPS["AGENTS"].get(name)
    if path is None:
        raise UnknownAgent(f"unknown agent {name!r}; registered: {', '.join(sorted(settings.AGENTOPS['AGENTS']))}")
    return EXTERNAL if path == EXTERNAL else "python"


def external_agents() -> list[str]:
    """The registered external agents (no server-side model, tools or verifiers)."""
    return sorted(name for name, path in settings.AGENTOPS["AGENTS"].items() if path == EXTERNAL)


def is_external(name: str) -> bool:
    """Whether runs of ``name`` are driven by an external client: no server worker ever drives them."""
    return settings.AGENTOPS["AGENTS"].get(name) == EXTERNAL


def external_refusal(run_id: str) -> str:
    """Why time travel (fork, dry replay, what-if) refuses an external agent's run, and what can be done instead."""
    return (
        f"run {run_id} is driven by an external client: the server does not have its agent's code, so it cannot "
        "be forked or replayed here; start a new run from the client"
    )


def load_agent(name: str) -> Agent:
    """Build the agent registered as ``name``, with the environment's crash and call-log hooks."""
    if load_agent_kind(name) == EXTERNAL:
        raise UnknownAgent(f"agent {name!r} is external: its model and tools live in its client")
    agent = build_agent(name, settings.AGENTOPS["AGENTS"][name]).with_defaults(**deployment_defaults())
    agent.crash_hook = crash_hook_from_env()
    # the claims audit (jieba, the lexicons: 0.2-0.4 s) is imported by the first agent loaded, not by every
    # process that imports this module (manage.py's admin: runs.admin -> runs.api.keys -> here)
    from runs.claims.services import reply_check_for

    agent.reply_check = reply_check_for(name, agent.tools, repair=agent.repair_reply)
    return agent


def registered_tools(name: str) -> tuple[Tool, ...]:
    """The tools the agent registered as ``name`` offers: the claims audit's vocabulary wherever it reads a reply of
    one of its runs (the pre-flight, an operator's rewrite), as its in-process reply hook reads it (:func:`load_agent`).
    None for an external agent (its tools live in its client: the audit reads the run's calls) or an unknown one."""
    if is_external(name) or name not in settings.AGENTOPS["AGENTS"]:
        return ()
    return tuple(load_agent(name).tools)


def find_factory(path: str) -> tuple[Callable[[], Any] | None, str]:
    """The factory at ``module:function`` and ``""``, or ``None`` and what is missing (one line)."""
    module, _, attr = path.partition(":")
    try:
        found = import_module(module)
    except ImportError as exc:
        return None, f"module {module!r} cannot be imported: {exc}"
    except Exception as exc:  # a module that fails on import (a SyntaxError, its own import-time error)
        return None, f"module {module!r} fails on import: {type(exc).__name__}: {exc}"
    factory = getattr(found, attr, None)
    if factory is None:
        return None, f"module {module!r} has no {attr!r}"
    return factory, ""


#: the system-check tag of this project's checks (``manage.py check --tag agentops``)
AGENTOPS_CHECKS = "agentops"


def check_extra_agents(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    """System check (``manage.py check``, ``migrate``, ``runserver``): every ``AGENTOPS_EXTRA_AGENTS`` entry names
    a module and attribute that exist, so a typo is said at start-up, not when the agent is first used."""
    errors: list[checks.CheckMessage] = []
    for name, path in settings.AGENTOPS.get("EXTRA_AGENTS", {}).items():
        if path == EXTERNAL:
            continue
        if (missing := find_factory(path)[1]) != "":
            errors.append(
                checks.Error(
                    f"AGENTOPS_EXTRA_AGENTS entry '{name}={path}': {missing}",
                    hint="fix the entry (name=module:function or name=external) or install the module",
                    id="agentops.E001",
                )
            )
    return errors


#: what the server's own create keys are stored under: a continuation's ``continue:RUN`` (``runs.services``) and a
#: fork's ``fork:KEY`` (``runs.timetravel.fork``), while an agent's is stored as ``agent:key`` (``runs.api.views``)
CONTINUE_KEY, FORK_KEY = "continue:", "fork:"
#: agent names those keys begin with — agent ``continue`` creating with the key ``RUN`` would hold the continuation's
#: key, so such a name is refused at start-up
RESERVED_AGENT_NAMES = frozenset(key.removesuffix(":") for key in (CONTINUE_KEY, FORK_KEY))


def check_reserved_agents(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    """System check: no registered agent is named as one of :data:`RESERVED_AGENT_NAMES`."""
    return [
        checks.Error(
            f"agent {name!r} is registered, but {name!r} is reserved: the server's own create keys begin with "
            f"'{name}:', which this agent's create keys would take",
            hint="register the agent under another name",
            id="agentops.E003",
        )
        for name in sorted(RESERVED_AGENT_NAMES & set(settings.AGENTOPS["AGENTS"]))
    ]


def build_agent(name: str, path: str) -> Agent:
    """Call the factory at ``module:function``; AgentMisconfigured (one line: what to fix) if it cannot."""
    where = (
        "AGENTOPS_EXTRA_AGENTS" if name in settings.AGENTOPS.get("EXTRA_AGENTS", {}) else "settings.AGENTOPS['AGENTS']"
    )
    factory, missing = find_factory(path)
    if factory is None:
        raise AgentMisconfigured(f"agent {name!r} is registered in {where} as {path!r}, but {missing}")
    try:
        agent = factory()
    except AgentOpsError:
        raise
    except Exception as exc:
        raise AgentMisconfigured(f"agent {name!r}: its factory {path} failed: {type(exc).__name__}: {exc}") from exc
    if not isinstance(agent, Agent):
        raise AgentMisconfigured(f"agent {name!r}: its factory {path} returned {type(agent).__name__}, not an Agent")
    for tool in agent.tools:  # the API's claim refuses the same (422 write_named_read), the SDK's durable_run too
        if tool.effect is Effect.READ and (verb := write_verb(tool.name)) is not None:
            raise AgentMisconfigured(
                f"agent {name!r}: tool {tool.name!r} says {verb!r}, a write, but is declared a read (Tool's default "
                "effect): a read is replayed when its outcome is unknown, so a call that went out before a crash goes "
                "out again; declare effect=Effect.WRITE and whether its service dedupes by key"
            )
    return agent


def deployment_defaults() -> dict[str, Any]:
    """The settings an agent gets where its factory left them unset (``Agent.with_defaults``)."""
    conf = settings.AGENTOPS
    return {
        "snapshot_every": int(conf["SNAPSHOT_EVERY"]),
        "retry": RetryPolicy(max_retries=int(conf["MAX_RETRIES"]), base=float(conf["RETRY_BASE"])),
        "replay_pauses": tuple(conf["REPLAY_PAUSES"]),
    }


def crash_hook_from_env() -> Callable[[str, int], None] | None:
    spec = os.environ.get("AGENTOPS_CRASH_AT", "")
    if not spec:
        return None
    point, _, step_text = spec.partition(":")
    points = (*CRASH_POINTS, REPLY_CRASH_POINT, FORK_CRASH_POINT)
    if point not in points:
        raise ValueError(f"AGENTOPS_CRASH_AT point {point!r} is not one of {', '.join(points)}")
    step = int(step_text or 0)

    def hook(at: str, at_step: int) -> None:
        if at == point and at_step == step:
            os.kill(os.getpid(), signal.SIGKILL)

    return hook
