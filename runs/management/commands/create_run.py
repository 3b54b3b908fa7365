"""``manage.py create_run AGENT --inputs JSON``: create a run (optionally without starting it)."""

import json

from django.core.management.base import CommandError

from agentops.core.canon import typed_json
from agentops.core.errors import AgentOpsError
from runs.management.cli import JournalCommand, announce_and_wait, driven_here_note, report_driven_here
from runs.services import MissingInput, run_create
from runs.worker.dispatch import worker_mode
from runs.worker.engine import drive_run
from runs.worker.registry import is_external

#: the longest --inputs example a missing input's message repeats the given inputs in
_EXAMPLE_MAX = 200


class Command(JournalCommand):
    help = (
        "Create a run of a registered agent and print its id (an external agent's client creates its runs through the "
        "API). On the embedded default (AGENTOPS_WORKER=thread) the run is driven inside this command; --no-start only "
        "records it."
    )

    def add_arguments(self, parser):
        parser.add_argument("agent")
        parser.add_argument("--inputs", default="{}", help="JSON object of template inputs")
        parser.add_argument("--seed", type=int, default=None)
        parser.add_argument("--no-start", action="store_true", help="only record the run")

    def handle(self, agent, inputs, seed, no_start, **options):
        if is_external(agent):  # the server has none of its code: model, template, budget are its client's
            raise CommandError(
                f"agent {agent!r} is external: its client (the SDK's durable_run, the TypeScript client) creates its "
                "runs through the API (POST /api/v1/runs/, with an API key of the agent: `python manage.py "
                f"create_api_key {agent}`); nothing was created"
            )
        try:
            data = typed_json(inputs)
        except ValueError as exc:
            raise CommandError(f"--inputs is not valid JSON: {exc}") from exc
        if not isinstance(data, dict):
            raise CommandError("--inputs must be a JSON object")
        # the embedded default's worker is a thread of this process: drive here, in the open, and say so
        here = not no_start and worker_mode() == "thread"
        try:
            run, _ = run_create(agent=agent, inputs=data, seed=seed, start=not no_start and not here)
        except MissingInput as exc:
            missing = dict.fromkeys(exc.details["inputs"], "…")
            example = json.dumps(data | missing, ensure_ascii=False)
            if len(example) > _EXAMPLE_MAX:  # the inputs given are not repeated whole: the ones missing, after them
                example = "{…, " + json.dumps(missing, ensure_ascii=False)[1:]
            raise CommandError(
                f"{exc}; pass {'them' if len(exc.details['inputs']) > 1 else 'it'} in --inputs, e.g. --inputs '{example}'"
            ) from exc
        except AgentOpsError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(run.id)
        if no_start:
            return
        if not here:  # handed over: eager drove it already; a Celery worker drives it
            announce_and_wait(self, run.id)
            return
        self.stderr.write(f"{run.id}: {driven_here_note(run.id)}")
        try:
            drive_run(run.id)
        except AgentOpsError as exc:
            raise CommandError(f"{run.id}: {exc}") from exc
        report_driven_here(self, run.id)
