"""``manage.py show_run RUN_ID [--events N] [--json]``: one run, its open calls and its last events."""

import json

from django.core.management.base import CommandError

from agentops.core.states import UNSETTLED_EXEC, ExecStatus
from runs.dashboard.selectors import run_detail
from runs.governance.visibility import redacted_sights, short_key
from runs.management.cli import JournalCommand, event_line, one_line, to_json, unknown_run, what_next
from runs.models import ToolExecution

OPEN = (ExecStatus.WAITING_MANUAL_CONFIRM, *UNSETTLED_EXEC)


#: --events 0: every event of the run's own journal
ALL = 2**31 - 1


class Command(JournalCommand):
    help = "Show a run: status, budget, lease, the calls waiting for a human, and its last events (redacted)."

    def add_arguments(self, parser):
        parser.add_argument("run_id")
        parser.add_argument("--events", type=int, default=12, help="how many of the last events to show (0: all)")
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(self, run_id, events, as_json, **options):
        if events < 0:
            raise CommandError(f"--events takes 0 (all of them) or more, not {events}")
        # the latest --events of the run's timeline are read (all for 0), not the page's latest 100
        sight = redacted_sights()(run_id)  # as a viewer's pages show it: with the run's names (docs/export.md, Names)
        detail = run_detail(run_id=run_id, limit=events or ALL, sight=sight) if "\x00" not in run_id else None
        if detail is None:
            raise CommandError(unknown_run(run_id))
        run = detail.run
        shown = [e for g in detail.groups for e in g["events"]]
        total = len(shown) + detail.page.older
        open_calls = [
            {
                "execution_id": x.id,
                "step": x.step,
                "call_index": x.call_index,
                "tool": x.tool,
                "status": x.status,
                "idem_key": sight.key(x.idem_key, json.loads(x.args)),  # as the pages show it
            }
            for x in ToolExecution.objects.filter(run_id=run_id, status__in=[str(s) for s in OPEN]).order_by(
                "step", "call_index"
            )
        ]
        head = {
            "id": run.id,
            "status": run.status,
            "agent": run.agent,
            "model_version": run.model_version,
            "reference": sight.text(run.reference),  # as the pages show it: it can hold PII
            "created_at": run.created_at.isoformat(),
            "last_event_at": run.last_event_at.isoformat(),
            "last_seq": run.last_seq,
            "lease_owner": sight.text(run.lease_owner) if run.lease_owner else None,  # an API client's own label
            "lease_expires_at": run.lease_expires_at.isoformat() if run.lease_expires_at else None,
            "fencing_token": run.fencing_token,
            "budget": {m["label"].lower(): f"{m['used']} / {m['limit']}" for m in detail.meters},
            "chain_ok": detail.chain_ok,
            "open_calls": open_calls,
        }
        if as_json:
            events_out = [
                {k: e[k] for k in ("seq", "event_id", "type", "step", "call_index", "tool", "exec_status")}
                | {"fields": dict(e["fields"]), "created_at": e["created_at"].isoformat()}
                for e in shown
            ]
            self.stdout.write(to_json(head | {"events": events_out}))
            return
        self._text(head, shown, total)

    def _text(self, head, shown, total):
        out = self.stdout.write
        out(
            f"{head['id']}  {head['status']}  agent {head['agent']}  model {head['model_version']}"
            + (f"  ref {one_line(head['reference'])}" if head["reference"] else "")
        )
        out("  budget: " + " · ".join(f"{k} {v}" for k, v in head["budget"].items()))
        lease = f"{head['lease_owner']} until {head['lease_expires_at']}" if head["lease_owner"] else "free"
        out(
            f"  lease: {lease} (fencing token {head['fencing_token']}) · journal seq {head['last_seq']}, "
            f"hash chain {'ok' if head['chain_ok'] else 'BROKEN'}"
        )
        for call in head["open_calls"]:
            out(
                f"  open call {call['execution_id']}: step {call['step']} call {call['call_index']} {call['tool']} "
                f"{call['status']} (key {short_key(call['idem_key'], 'none')})"
            )
        hint = what_next(head["id"], head["status"], listed=True)
        if hint:
            out(" " + hint.lstrip(" —"))
        out(f"events ({len(shown)} of {total}):")
        for item in shown:
            out(event_line(item))
