"""The script of a client process a live test starts: it drives one run and sends itself a signal at a crash point."""

from __future__ import annotations

import textwrap


def stops_at(agent_module: str, agent_factory: str, signal_name: str, point: str = "after_intent") -> str:
    """Python source run as ``python -c SCRIPT url key run_id sink``: ``agent_factory(sink)`` of ``agent_module``
    driven by a ``DurableRun`` (1 s lease) that sends its own process ``signal_name`` at ``point``."""
    return textwrap.dedent(
        f"""
        import os, signal, sys
        from agentops.client import AgentOpsClient, DurableRun
        from {agent_module} import {agent_factory}

        url, key, run_id, sink = sys.argv[1:5]
        agent = {agent_factory}(sink)
        agent.crash_hook = lambda point, step: os.kill(os.getpid(), signal.{signal_name}) if point == {point!r} else None
        with AgentOpsClient(url, key) as client:
            DurableRun(client, agent, run_id, lease_seconds=1).run()
        """
    )
