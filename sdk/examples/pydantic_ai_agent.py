"""A PydanticAI agent, made durable: kill it mid-call and run it again — one ticket, no tokens twice.

    TICKETS_URL=http://127.0.0.1:8001 python sdk/examples/pydantic_ai_agent.py
(with AGENTOPS_DURABLE_URL / _API_KEY and OPENAI_API_KEY / OPENAI_BASE_URL set, see docs/sdk.md).
"""

import asyncio
import os
import sys

import httpx
from agentops_durable.adapters.pydantic_ai import durable_agent_run, idem_key
from pydantic_ai import Agent
from run_report import print_run

# read at start, never in a tool: a tool that raises is a call of unknown outcome (replayed, then parked)
TICKETS_URL = os.environ.get("TICKETS_URL") or sys.exit("set TICKETS_URL")

agent = Agent("openai-chat:gpt-4o-mini", name="support", instructions="You are ACME's support agent.")


@agent.tool_plain
async def create_ticket(customer: str, subject: str) -> dict:
    """Open a support ticket."""
    async with httpx.AsyncClient(timeout=60) as http:  # the ticket API answers a repeated key with the first ticket
        answer = await http.post(
            TICKETS_URL + "/tickets",
            json={"customer": customer, "subject": subject},
            headers={"Idempotency-Key": idem_key()},
        )
    return answer.raise_for_status().json()


@agent.tool_plain(requires_approval=True)
async def refund_payment(invoice: str) -> dict:
    """Refund an invoice (an approver decides first)."""
    async with httpx.AsyncClient(timeout=60) as http:
        answer = await http.post(
            TICKETS_URL + "/tickets",
            json={"subject": "refund " + invoice},
            headers={"Idempotency-Key": idem_key()},
        )
    return answer.raise_for_status().json()


async def main() -> None:
    async with durable_agent_run(
        agent,
        os.environ.get("TASK", "ACME's invoice 42 is wrong."),
        key=os.environ.get("RUN_KEY", "pydantic-ai-42"),
        declare={"create_ticket": {"dedupes": True}, "refund_payment": {"dedupes": True}},  # both send the key
    ) as run:
        print_run(run)


if __name__ == "__main__":
    asyncio.run(main())
