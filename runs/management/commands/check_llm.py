"""``manage.py check_llm``: one tiny request to the configured LLM, to check the settings before a run."""

import time

from django.conf import settings
from django.core.management.base import CommandError

from agentops.core.errors import AgentOpsError
from agentops.llm.openai_compat import OpenAICompatModel
from runs.management.cli import OneLineCommand


class Command(OneLineCommand):
    help = "Send one short prompt to AGENTOPS_LLM_BASE_URL / AGENTOPS_LLM_MODEL and report the answer and its cost."

    def add_arguments(self, parser):
        parser.add_argument("--prompt", default="Reply with the single word OK.")

    def handle(self, prompt, **options):
        try:
            model = OpenAICompatModel.from_config(settings.AGENTOPS)
            started = time.monotonic()
            sample = model.sample([{"role": "user", "content": prompt}], [])
        except AgentOpsError as exc:
            raise CommandError(str(exc)) from exc
        elapsed = (time.monotonic() - started) * 1000
        usage = sample.usage
        self.stdout.write(
            f"{model.version} answered in {elapsed:.0f} ms: {sample.content[:200]!r} "
            f"({usage.prompt_tokens} prompt + {usage.completion_tokens} completion tokens, cost {usage.cost:.6f})"
        )
