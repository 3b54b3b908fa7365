"""agentops-durable: the light (no Django) client of the AgentOps durable runtime.

    from agentops_durable import durable_run, tool
    from agentops_durable import Lookup, Verdict, VerdictStatus  # what a tool's lookup= / verify= answers

Import name ``agentops_durable`` (not ``agentops``: that name belongs to an unrelated PyPI package).
The Django-free core (``agentops_durable.core``), the API client (``agentops_durable.client``) and
the OpenAI-compatible adapter are the server's own modules, shared at build time (``setup.py``).
"""

from typing import Any

from agentops_durable.aio import adurable_run
from agentops_durable.core.budget import Budget
from agentops_durable.core.errors import DidNotAct, ModelError, ToolRejected, ToolTimeout
from agentops_durable.core.toolnames import ToolNameInvalid
from agentops_durable.core.tools import (
    Effect,
    Lookup,
    Risk,
    Tool,
    ToolDeclarationInvalid,
    UndeclaredDedupe,
    Verdict,
    VerdictStatus,
)
from agentops_durable.run import DurableResult, SetupError, durable_run
from agentops_durable.tool import tool

__all__ = [
    "Budget",
    "DidNotAct",
    "DurableResult",
    "Effect",
    "Lookup",
    "ModelError",
    "OpenAIChat",
    "Risk",
    "SetupError",
    "Tool",
    "ToolDeclarationInvalid",
    "ToolNameInvalid",
    "ToolRejected",
    "ToolTimeout",
    "UndeclaredDedupe",
    "Verdict",
    "VerdictStatus",
    "adurable_run",
    "durable_run",
    "tool",
]


def __getattr__(name: str) -> Any:
    if name == "OpenAIChat":  # needs the optional ``openai`` package (pip install 'agentops-durable[openai]')
        from agentops_durable.openai_chat import OpenAIChat

        return OpenAIChat
    raise AttributeError(name)
