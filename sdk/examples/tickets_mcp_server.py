"""An MCP server (stdio) with a ticket tool that dedupes by the request's ``_meta["idempotency_key"]``.

The ledger (``TICKETS_LEDGER``, one JSON line per ticket) is its durable side effect. For the crash
test, ``TICKETS_SLOW_ONCE`` names a flag file: the first ticket written while it exists is answered
only after a long pause, so the agent can be killed while the answer is in flight.
"""

import json
import os
import time
from pathlib import Path

from mcp.server.mcpserver import Context, MCPServer
from mcp.types import ToolAnnotations

server = MCPServer("tickets")
LEDGER = Path(os.environ["TICKETS_LEDGER"])


@server.tool(annotations=ToolAnnotations(read_only_hint=False, destructive_hint=False))
def create_ticket(customer: str, subject: str, ctx: Context) -> dict:
    """Open a support ticket."""
    key = (ctx.request_context.meta or {}).get("idempotency_key")
    tickets = [json.loads(line) for line in LEDGER.read_text().splitlines()] if LEDGER.exists() else []
    for ticket in tickets:
        if key and ticket["key"] == key:
            return ticket  # a replay: the first answer, no second ticket
    ticket = {"ticket_id": f"t-{len(tickets) + 1}", "customer": customer, "subject": subject, "key": key}
    with LEDGER.open("a") as ledger:
        ledger.write(json.dumps(ticket) + "\n")
    slow = Path(os.environ.get("TICKETS_SLOW_ONCE", "/nonexistent"))
    if slow.exists():
        slow.unlink()
        time.sleep(120)
    return ticket


if __name__ == "__main__":
    server.run("stdio")
