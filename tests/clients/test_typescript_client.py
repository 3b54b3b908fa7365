"""The TypeScript client (clients/typescript/) with the machine's Node.js: its types are the current
OpenAPI schema's, and its crash-and-resume example, SIGKILLed while its ticket call is in flight and run
again, leaves one ticket and asks the model only for the step it had not journaled (issue 16)."""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
from build_cache import cached
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer
from local_servers import FakeLLM, ToolService, assistant_turns, call, cited_events, completion, serve

from runs.api.keys import api_key_create
from runs.models import Event, Run

pytestmark = [
    pytest.mark.skipif(
        shutil.which("node") is None or shutil.which("npm") is None,
        reason="Node.js (node and npm) is not installed: the TypeScript client needs it",
    ),
]
ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "clients" / "typescript"
AGENT = "support"
USAGE = (100, 20)


def _npm(*args: str, cwd: Path = PKG, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    # npm reads its cache directory from npm_config_cache (lower case is npm's own spelling)
    env = os.environ | {"npm_config_cache": os.environ.get("npm_config_cache", "/tmp/agentops-npm-cache")}  # noqa: SIM112
    return subprocess.run(["npm", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def _checked(done: subprocess.CompletedProcess[str]) -> None:
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


def _digest(*paths: Path) -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _npm_ci_into(entry: Path) -> bool:
    for name in ("package.json", "package-lock.json"):
        shutil.copy(PKG / name, entry / name)
    return _npm("ci", "--no-audit", "--no-fund", cwd=entry).returncode == 0


def _complete(entry: Path) -> bool:
    """Every package npm recorded as installed has its package.json."""
    hidden = entry / "node_modules" / ".package-lock.json"
    return hidden.exists() and all(
        (entry / path / "package.json").exists() for path in json.loads(hidden.read_text())["packages"] if path
    )


def _install(locked: str) -> None:
    """node_modules as package-lock.json pins it: a copy of the per-machine test cache's (tests/build_cache.py),
    or ``npm ci`` without it."""
    shutil.rmtree(PKG / "node_modules", ignore_errors=True)
    entry = cached("npm", locked.encode(), _npm_ci_into, _complete)
    if entry is None:
        _checked(_npm("ci", "--no-audit", "--no-fund"))
    else:
        shutil.copytree(entry / "node_modules", PKG / "node_modules", symlinks=True)


@pytest.fixture(scope="session")
def built() -> Path:
    """node_modules when package-lock.json changed since the last install, ``tsc`` when a source changed since
    the last build: once per session. A file lock keeps parallel test workers from installing or
    building at once (and from rebuilding dist/ under a running example)."""
    with open(PKG / ".build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        installed, locked = PKG / "node_modules" / ".agentops-ci", _digest(PKG / "package-lock.json")
        if not installed.exists() or installed.read_text() != locked:
            _install(locked)
            installed.write_text(locked)
        sources = sorted((PKG / "src").rglob("*.ts"))
        built, state = PKG / "dist" / ".agentops-build", _digest(PKG / "tsconfig.json", *sources) + locked
        if not built.exists() or built.read_text() != state:
            _checked(_npm("run", "build", timeout=120))
            built.write_text(state)
    return PKG / "dist"


def test_the_committed_types_are_generated_from_the_current_openapi_schema(built, tmp_path):
    """``npm run schema && npm run generate`` is how src/schema.d.ts is made: a server change that moves
    the schema fails here until the types are regenerated (and tsc then checks the client against them)."""
    schema = OpenApiJsonRenderer().render(SchemaGenerator().get_schema(request=None, public=True))
    (tmp_path / "openapi.json").write_bytes(schema)
    generator = PKG / "node_modules" / ".bin" / "openapi-typescript"
    out = tmp_path / "schema.d.ts"
    done = subprocess.run([str(generator), str(tmp_path / "openapi.json"), "-o", str(out)], cwd=PKG,
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert out.read_text() == (PKG / "src" / "schema.d.ts").read_text(), (
        "clients/typescript/src/schema.d.ts is stale: run `npm run schema && npm run generate` in clients/typescript"
    )


def test_its_next_action_is_the_cores_table_for_every_state(built):
    """The TypeScript driver decides what to do with a claimed call by the same table as the Python core."""
    from agentops.core.protocol import CallState, next_action

    flags = [(fresh, safe, lookup) for fresh in (False, True) for safe in (False, True) for lookup in (False, True)]
    script = (
        "import { nextAction } from './dist/index.js';"
        f"const states = {json.dumps([str(s) for s in CallState])}, flags = {json.dumps(flags)};"
        "console.log(JSON.stringify(states.map((s) => flags.map(([f, r, l]) => nextAction(s, f, r, l)))));"
    )
    done = subprocess.run([shutil.which("node"), "--input-type=module", "-e", script], cwd=PKG,
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == 0, done.stderr
    expected = [
        [str(next_action(state, fresh=f, safe_to_replay=r, can_lookup=lk)) for f, r, lk in flags] for state in CallState
    ]
    assert json.loads(done.stdout) == expected


def _env(server, llm: FakeLLM, llm_url: str, tickets_url: str) -> dict[str, str]:
    """What the example's process has: the server's URL and an agent key, the model's and the service's URLs."""
    return {
        "PATH": os.environ["PATH"],
        "AGENTOPS_URL": server.url,
        "AGENTOPS_API_KEY": api_key_create(agent=AGENT)[1],
        "OPENAI_BASE_URL": llm_url + "/v1",
        "OPENAI_API_KEY": llm.api_key,
        "TICKETS_URL": tickets_url,
    }


def support_model(body):
    """Step 0: open the ticket. Step 1: say so, citing the journaled result."""
    if assistant_turns(body) == 0:
        return completion(None, [call("c1", "create_ticket", {"customer": "ACME", "subject": "Invoice 42 is wrong"})],
                          usage=USAGE)  # fmt: skip
    return completion(f"Opened ticket t-1 for ACME [evt:{cited_events(body)[0]}].", usage=USAGE)


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_the_example_sigkilled_mid_ticket_call_resumes_with_one_ticket_and_the_model_answer_replayed(
    built, server, tmp_path
):
    llm, service = FakeLLM(support_model), ToolService()
    service.misbehave, service.slow_seconds = "slow", 60  # the ticket is created; its answer never comes in time
    example = [shutil.which("node"), str(built / "examples" / "ticket-agent.js")]
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = _env(server, llm, llm_url, tickets_url)
        first = subprocess.Popen(
            example, env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        deadline = time.monotonic() + 30
        while service.count() == 0 and time.monotonic() < deadline and first.poll() is None:
            time.sleep(0.05)
        assert service.count() == 1, first.communicate(timeout=5)  # the effect happened, its answer is pending
        os.kill(first.pid, signal.SIGKILL)
        assert first.wait(timeout=10) == -signal.SIGKILL
        run = Run.objects.get(create_key=f"{AGENT}:ts-ticket-42")
        intent = json.loads(Event.objects.get(run=run, type="ToolRequested").payload)
        assert not Event.objects.filter(run=run, type="ToolResult").exists()  # killed before it was journaled
        assert llm.count == 1

        second = subprocess.run(example, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert second.returncode == 0, second.stderr
    answer = json.loads(second.stdout.strip().splitlines()[-1])
    assert answer["outcome"] == "COMPLETED" and answer["run_id"] == run.id
    assert answer["reply"].startswith("Opened ticket t-1 for ACME [evt:") and answer["unbacked"] == []
    assert answer["model_calls"] == 1  # the resume reused the journaled step-0 answer: only step 1 was asked
    assert service.count() == 1  # no repeated effect
    assert service.keys_seen == [intent["idem_key"], intent["idem_key"]]  # replayed with the journaled key
    assert llm.count == 2
    types = list(Event.objects.filter(run=run).order_by("seq").values_list("type", flat=True))
    assert types.count("ToolRequested") == types.count("ToolResult") == 1 and types.count("LlmSampled") == 2
    assert types[-1] == "RunCompleted" and "RecoveryStarted" not in types
    run.refresh_from_db()
    assert run.status == "COMPLETED" and not run.has_flagged_claim
    assert run.tokens_used == 2 * sum(USAGE)  # the crash-free run's tokens


def refund_model(body):
    if assistant_turns(body) == 0:
        return completion("", [call("c1", "refund_payment", {"invoice": "7"})], usage=USAGE)
    return completion(f"Refunded invoice 7 [evt:{cited_events(body)[0]}].", usage=USAGE)


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_high_risk_call_parks_the_run_which_waits_read_only_for_an_approver_then_runs_once(built, server):
    from approvals.services import approve_call
    from runs.models import ToolExecution

    llm, service = FakeLLM(refund_model), ToolService()
    example = [shutil.which("node"), str(built / "examples" / "refund-agent.js")]
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = _env(server, llm, llm_url, tickets_url) | {"POLL_SECONDS": "0.2"}
        agent = subprocess.Popen(example, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 30
        while not ToolExecution.objects.filter(status="WAITING_MANUAL_CONFIRM").exists():
            assert time.monotonic() < deadline and agent.poll() is None, agent.communicate(timeout=5)
            time.sleep(0.05)
        execution = ToolExecution.objects.get()
        events = Event.objects.filter(run_id=execution.run_id).count()
        time.sleep(1.5)  # several polls
        assert Event.objects.filter(run_id=execution.run_id).count() == events  # waiting appends nothing
        assert service.count() == 0 and agent.poll() is None  # nothing ran on the model's word; still waiting
        assert Run.objects.get(id=execution.run_id).lease_owner is None  # it waits without the lease
        approve_call(execution_id=execution.id, actor="test:approver", reason="invoice checked")
        out, err = agent.communicate(timeout=60)
    assert agent.returncode == 0, err
    assert "parked: run is WAITING_MANUAL_CONFIRM at step 0 call 0: refund_payment waits for an approver" in err
    answer = json.loads(out.strip().splitlines()[-1])
    assert answer["outcome"] == "COMPLETED" and answer["model_calls"] == 2
    assert service.count() == 1 and service.keys_seen == [json.loads(Event.objects.get(
        run_id=execution.run_id, type="ToolRequested").payload)["idem_key"]]  # fmt: skip
    assert Run.objects.get(id=execution.run_id).status == "COMPLETED"
