"""``manage.py create_run AGENT --input key=value …``: create a run (optionally without starting it)."""

import json

from django.core.management.base import BaseCommand, CommandError

from agentops.core.errors import AgentOpsError
from runs.services import run_create


class Command(BaseCommand):
    help = "Create a run of a registered agent and print its id."

    def add_arguments(self, parser):
        parser.add_argument("agent")
        parser.add_argument("--inputs", default="{}", help="JSON object of template inputs")
        parser.add_argument("--seed", type=int, default=None)
        parser.add_argument("--no-start", action="store_true", help="only record the run")

    def handle(self, agent, inputs, seed, no_start, **options):
        try:
            data = json.loads(inputs)
        except json.JSONDecodeError as exc:
            raise CommandError(f"--inputs is not valid JSON: {exc}") from exc
        if not isinstance(data, dict):
            raise CommandError("--inputs must be a JSON object")
        try:
            run, _ = run_create(agent=agent, inputs=data, seed=seed, start=not no_start)
        except (AgentOpsError, KeyError) as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(run.id)
