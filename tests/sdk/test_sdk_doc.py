"""docs/sdk.md's snippets run as written, as an adopter copies them: the ``pip install`` line builds the fresh venv
(``adapters_python``: ``pip install ./sdk[openai-agents,pydantic-ai,langgraph]``, no dev extras) and each Python
snippet, read from the page, runs in it as a file against a live server, the fake model endpoint and the ticket
service (``TICKETS_URL``): one ticket, the run COMPLETED. Before, the three were fragments (no imports, no ``agent``,
an ``async with`` outside a coroutine): copied as written they stopped at a SyntaxError."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from local_servers import FakeLLM, ToolService, serve
from test_sdk_install import client_env, support_model

from runs.models import Run

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]

DOC = Path(__file__).resolve().parents[2] / "docs" / "sdk.md"
PAGE = DOC.read_text(encoding="utf-8")
SNIPPETS = re.findall(r"```python\n(.*?)```", PAGE, re.S)
KEYS = [re.search(r'key="([^"]+)"', s).group(1) for s in SNIPPETS]  # type: ignore[union-attr]


def test_the_pages_install_line_is_the_one_the_venv_is_built_with():
    (install,) = re.findall(r"```bash\n(.*?)```", PAGE, re.S)
    assert install.split("#")[0].strip() == "pip install './sdk[openai]'"
    assert len(SNIPPETS) == 3


@pytest.mark.parametrize(("code", "key"), list(zip(SNIPPETS, KEYS, strict=True)), ids=KEYS)
def test_each_snippet_runs_as_written_and_completes_its_run(adapters_python, server, tmp_path, code, key):
    script = tmp_path / "snippet.py"
    script.write_text(code)
    llm, service = FakeLLM(support_model), ToolService()
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        done = subprocess.run(
            [str(adapters_python), str(script)], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120
        )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("COMPLETED Opened ticket t-1 for ACME [evt:"), done.stdout
    assert service.count() == 1 and llm.count == 2
    assert Run.objects.get(create_key=f"support:{key}").status == "COMPLETED"


@pytest.mark.parametrize(("code", "key"), list(zip(SNIPPETS, KEYS, strict=True)), ids=KEYS)
def test_each_snippet_without_its_service_url_stops_at_start_and_sends_nothing(
    adapters_python, server, tmp_path, code, key
):
    """The snippets read ``TICKETS_URL`` inside the tool: unset, the KeyError was a call of unknown outcome, replayed,
    then parked RECOVERING for an operator. Read at start, the process stops with one line, nothing created."""
    script = tmp_path / "snippet.py"
    script.write_text(code)
    llm = FakeLLM(support_model)
    with serve(llm) as llm_url:
        done = subprocess.run(
            [str(adapters_python), str(script)],
            env=client_env(server, llm, llm_url),
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 1 and done.stderr == "set TICKETS_URL\n", done.stderr[-3000:]
    assert llm.count == 0 and not Run.objects.filter(create_key=f"support:{key}").exists()
