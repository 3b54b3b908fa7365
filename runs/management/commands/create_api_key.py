"""``manage.py create_api_key AGENT [--name …]``: create an agent's API key and print it once."""

from django.core.management.base import CommandError

from runs.api.keys import InvalidKeyName, api_key_create
from runs.management.cli import JournalCommand
from runs.worker.registry import UnknownAgent


class Command(JournalCommand):
    help = "Create an API key scoped to one agent. The key is printed once and stored only as a hash."

    def add_arguments(self, parser):
        parser.add_argument("agent", help="a registered agent (settings.AGENTOPS['AGENTS'])")
        parser.add_argument("--name", help="what the key is for (not blank; leave it out for no name)")

    def handle(self, agent, name, **options):
        if name is not None and not name.strip():
            raise CommandError("--name is blank: give the key a name, or leave --name out")
        try:
            key, raw = api_key_create(agent=agent, name=name or "")
        except (UnknownAgent, InvalidKeyName) as exc:
            raise CommandError(str(exc)) from exc
        self.stderr.write(f"API key {key.prefix} for agent {agent!r} (shown once, store it now):")
        self.stdout.write(raw)
