"""``manage.py fork_run RUN_ID --step N --reason TEXT``: fork a stopped run from step N (preview first)."""

import json

from django.core.management.base import CommandError

from agentops.core.canon import typed_json
from agentops.core.errors import AgentOpsError
from agentops.core.events import stated
from agentops.core.fork import CUTS, KEY_MODES, Edit
from runs.api.fields import whole_number
from runs.governance.visibility import redacted_sights
from runs.management.cli import (
    JournalCommand,
    add_actor_argument,
    announce_and_wait,
    cli_actor,
    decimal,
    require_run,
    whole,
)
from runs.roles import OPERATOR
from runs.timetravel.fork import ForkRequest, fork_create, fork_preview


def _edit(text: str, field: str) -> Edit:
    index, sep, raw = text.partition("=")
    call = whole_number(index)
    if not sep or call is None or call < 0:  # ASCII digits: ``str.isdigit`` took "１" for 1 and "²" (int() failed)
        raise CommandError(f"--edit-{field} takes CALL_INDEX=JSON, not {text!r}")
    try:
        value = typed_json(raw)
    except ValueError as exc:
        raise CommandError(f"--edit-{field} {index}: not valid JSON: {exc}") from exc
    return Edit(call, **{field: value})


class Command(JournalCommand):
    help = (
        "Fork a completed, failed, dead-lettered, recovering or waiting run from step N into a new run that "
        "continues live. Prints what the fork will do about each side effect of the parent after step N, "
        "then the fork's id (or only the preview with --preview)."
    )

    def add_arguments(self, parser):
        parser.add_argument("run_id")
        parser.add_argument("--step", type=whole, required=True, help="the step the fork starts at")
        parser.add_argument("--cut", choices=CUTS, default="resample",
                            help="resample: ask the model again at step N; keep: keep step N's decision")  # fmt: skip
        parser.add_argument("--keys", choices=KEY_MODES, default="inherit",
                            help="inherit: a repeated call keeps the parent's key (deduped); new: it happens again")  # fmt: skip
        parser.add_argument("--again", action="store_true",
                            help="with --keys new: confirm that the parent's writes after step N happen again")  # fmt: skip
        parser.add_argument("--edit-args", action="append", default=[], metavar="CALL=JSON",
                            help="new arguments for a call of the kept step (with --cut keep)")  # fmt: skip
        parser.add_argument("--edit-result", action="append", default=[], metavar="CALL=JSON",
                            help="the result of a call of the kept step, given by the operator: it does not run")  # fmt: skip
        parser.add_argument("--adopt-current", action="store_true",
                            help="run the fork on the agent's current model and prompt if they changed")  # fmt: skip
        parser.add_argument("--max-steps", type=whole, help="a new step cap (default: the parent's)")
        parser.add_argument("--max-tokens", type=whole, help="a new token cap (default: the parent's)")
        parser.add_argument("--max-cost", type=decimal, help="a new cost cap (default: the parent's)")
        parser.add_argument("--reason", default="", help="why (journaled in ForkedFrom; required to fork)")
        add_actor_argument(parser, "who forks")
        parser.add_argument("--key", default=None, help="a create key: repeating the command returns the same fork")
        parser.add_argument("--preview", action="store_true", help="only show the plan")

    def handle(self, run_id, **o):
        require_run(run_id)
        edits = [_edit(t, "args") for t in o["edit_args"]] + [_edit(t, "result") for t in o["edit_result"]]
        try:
            request = ForkRequest(o["step"], o["cut"], o["keys"], edits, o["adopt_current"],
                                  o["max_steps"], o["max_tokens"], o["max_cost"], o["again"])  # fmt: skip
            plan = fork_preview(run_id=run_id, request=request)
            self._show(plan)
            if o["preview"]:
                return
            if not stated(o["reason"]):
                raise CommandError("--reason is required to fork (it is journaled with the actor)")
            actor = cli_actor(o["actor"], self.stderr.write, OPERATOR)
            fork, created = fork_create(
                run_id=run_id, request=request, actor=actor, reason=o["reason"], create_key=o["key"]
            )
        except AgentOpsError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"{run_id} forked at step {plan.step} as {fork.id}" + ("" if created else " (existing)"))
        if created:
            announce_and_wait(self, fork.id)

    def _show(self, plan):
        # as the dialog shows it to an operator without a grant: arguments redacted, the hash a pseudonym
        shown = redacted_sights()(plan.parent_id).value(plan.to_payload())
        self.stdout.write(
            f"fork of {plan.parent_id} at step {plan.step} ({plan.cut}): parent history up to seq {plan.cut_seq}, "
            f"hash {shown['parent_head_hash']}; carried consumption {plan.carried}"
        )
        if not shown["effects"]:
            self.stdout.write("no side effects of the parent after this point")
        for e in shown["effects"]:
            self.stdout.write(
                f"  step {e['step']} call {e['call_index']} {e['tool']} "
                f"{json.dumps(e['args'], ensure_ascii=False, sort_keys=True)[:80]}: "
                f"{e['outcome']} → {e['action']}: {e['detail']}"
            )
