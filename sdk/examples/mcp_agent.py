"""An agent whose tools come from an MCP server, made durable: kill it and run it again, one ticket.

    TICKETS_LEDGER=/tmp/tickets.jsonl python sdk/examples/mcp_agent.py
(with AGENTOPS_DURABLE_URL / _API_KEY and OPENAI_API_KEY / OPENAI_BASE_URL set, see docs/sdk.md).
"""

import asyncio
import os
import sys
from pathlib import Path

from agentops_durable import OpenAIChat, adurable_run
from agentops_durable.mcp import mcp_tools
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from openai import AsyncOpenAI
from run_report import print_run

SERVER = StdioServerParameters(
    command=sys.executable, args=[str(Path(__file__).with_name("tickets_mcp_server.py"))], env=dict(os.environ)
)


async def main() -> None:
    async with stdio_client(SERVER) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        tools = await mcp_tools(session, declare={"create_ticket": {"dedupes": True}})  # it reads _meta's key
        async with adurable_run(
            agent="support",
            model=OpenAIChat(AsyncOpenAI(), "gpt-4o-mini"),
            tools=tools,
            prompt="You are ACME's support agent.",
            inputs={"task": "ACME's invoice 42 is wrong."},
            key=os.environ.get("RUN_KEY", "mcp-42"),
        ) as run:
            print_run(run)


if __name__ == "__main__":
    asyncio.run(main())
