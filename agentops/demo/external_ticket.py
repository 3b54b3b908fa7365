"""The ticket agent as an EXTERNAL agent: model and tools here, the journal on an AgentOps server.

No Django: this is what an agent in any process (or, with another client, any language) does.
Emails go to a JSON-lines outbox that dedupes by idempotency key, like a real provider.

    python -m agentops.demo.external_ticket --url http://127.0.0.1:8000 --key aok_… \\
        --ticket T-1 --outbox /tmp/outbox.jsonl

(``--key`` defaults to ``$AGENTOPS_DURABLE_API_KEY``, the SDK's variable.)

``--crash-at point:step`` SIGKILLs the process at a crash point (see agentops.core.loop.CRASH_POINTS);
running the same command again resumes the same run (its ``create_key`` is the ticket id), waiting up
to ``--lease-wait`` seconds for the dead process's lease to expire. Exit status: 0 completed, 1 failed,
2 refused by the API (e.g. ``lease_held``), 3 parked for a human (the reason is printed).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from pathlib import Path

from agentops.client import AgentOpsClient, ApiError, DurableRun, RunParked, external_run_fields
from agentops.core.loop import CRASH_POINTS
from agentops.demo import ticket

AGENT = "ticket-external"
#: the agent key's variable, the SDK's (``AGENTOPS_API_KEY`` is the unrelated ``agentops`` package's: docs/sdk.md)
KEY_ENV = "AGENTOPS_DURABLE_API_KEY"


class FileOutbox:
    """An email provider that dedupes by key, persisted in a file (one JSON line per message)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    def _messages(self) -> list[dict[str, str | None]]:
        if not self.path.exists():
            return []
        return [json.loads(line) for line in self.path.read_text().splitlines() if line.strip()]

    def send(self, key: str | None, to: str, subject: str, body: str) -> str:
        existing = self.find(key) if key is not None else None
        if existing is not None:
            return existing
        message_id = f"msg-{len(self._messages()) + 1}"
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps({"id": message_id, "key": key, "to": to, "subject": subject}) + "\n")
            fh.flush()
            os.fsync(fh.fileno())
        return message_id

    def find(self, key: str) -> str | None:
        return next((str(m["id"]) for m in self._messages() if m["key"] == key), None)


def _crash_hook(spec: str):  # type: ignore[no-untyped-def]
    point, _, step = spec.partition(":")
    if point not in CRASH_POINTS:
        raise SystemExit(f"--crash-at: {point!r} is not one of {', '.join(CRASH_POINTS)}")

    def hook(at: str, at_step: int) -> None:
        if at == point and at_step == int(step or 0):
            os.kill(os.getpid(), signal.SIGKILL)

    return hook


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--key", default=os.environ.get(KEY_ENV, ""), help=f"the agent's key (default: ${KEY_ENV})")
    parser.add_argument("--ticket", default="T-1")
    parser.add_argument("--outbox", required=True)
    parser.add_argument("--calls-log", default="", help="append one line per model call")
    parser.add_argument("--crash-at", default="")
    parser.add_argument("--lease-wait", type=float, default=120.0, help="seconds to wait for a held lease")
    parser.add_argument("--lease-seconds", type=int, default=None, help="lease length (default: the server's)")
    parser.add_argument(
        "--no-dedupe", action="store_true", help="email without keys: a call in doubt needs an operator's decision"
    )
    args = parser.parse_args(argv)
    if not args.key:
        parser.error(f"--key or {KEY_ENV}: the agent's key (`python manage.py create_api_key {AGENT}`)")

    def log_call(step: int) -> None:
        if args.calls_log:
            with open(args.calls_log, "a", encoding="utf-8") as fh:
                fh.write(f"{os.getpid()} {step}\n")

    agent = ticket.build_agent(FileOutbox(args.outbox), on_model_call=log_call, name=AGENT, dedupes=not args.no_dedupe)
    if args.crash_at:
        agent.crash_hook = _crash_hook(args.crash_at)
    inputs = {"ticket": args.ticket, "customer": "ACME", "task": f"Resolve ticket {args.ticket}."}
    with AgentOpsClient(args.url, args.key) as client:
        try:
            # a retried create (same create_key) returns the run created the first time
            run = client.create_run(**external_run_fields(agent, inputs), create_key=args.ticket)
            outcome = DurableRun(
                client, agent, run["id"], lease_wait=args.lease_wait, lease_seconds=args.lease_seconds
            ).run()
        except RunParked as parked:  # a human must act; running the command again after that resumes
            print(json.dumps({"run_id": run["id"], "outcome": parked.status, "reason": parked.reason}))
            return 3
        except ApiError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    print(json.dumps({"run_id": run["id"], "outcome": outcome}))
    return 0 if outcome == "COMPLETED" else 1


if __name__ == "__main__":
    sys.exit(main())
