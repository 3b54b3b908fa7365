"""``manage.py create_api_key AGENT [--name …]``: create an agent's API key and print it once."""

from django.core.management.base import CommandError

from runs.api.keys import InvalidKeyName, api_key_create
from runs.management.cli import JournalCommand
from runs.worker.registry import UnknownAgent


class Command(JournalCommand):
    help = "Create an API key scoped to one agent. The key is printed once and stored only as a hash."

    def add_arguments(self, parser):
        parser.add_argument("agent", help="a registered agent (settings.AGENTOPS['AGENTS'])")
        parser.add_argument("--name", default="", help="what the key is for")

    def handle(self, agent, name, **options):
        try:
            key, raw = api_key_create(agent=agent, name=name)
        except (UnknownAgent, InvalidKeyName) as exc:
            raise CommandError(str(exc)) from exc
        self.stderr.write(f"API key {key.prefix} for agent {agent!r} (shown once, store it now):")
        self.stdout.write(raw)
