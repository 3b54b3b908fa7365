"""The TypeScript client (clients/typescript/) with the machine's Node.js: its types are the current
OpenAPI schema's, and its crash-and-resume example, SIGKILLed while its ticket call is in flight and run
again, leaves one ticket and asks the model only for the step it had not journaled (issue 16)."""

from __future__ import annotations

import ast
import fcntl
import hashlib
import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from build_cache import cached
from django.utils import timezone
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer
from local_servers import FakeLLM, ToolService, assistant_turns, call, cited_events, completion, serve

from agentops.core.canon import LONE_SURROGATE
from agentops.core.keys import normal_key
from approvals.services import approve_call, decide_execution
from runs.api.keys import api_key_create
from runs.models import Event, Run, ToolExecution

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


def test_how_long_a_lookups_not_done_waits_is_the_cores_rule(built):
    """A lookup's "not found" counts only once the first send can no longer land (qa-agents8 L2): the TypeScript
    driver's ``stillLanding`` of a claim's ``sent_age`` and its tool's ``timeout`` is the core's ``still_landing``."""
    from agentops.core.protocol import still_landing

    cases = [[3.0, 10.0], [10.5, 10.0], [None, 10.0], [3.0, None], [0.0, 0.5]]
    script = (
        "import { stillLanding } from './dist/index.js';"
        f"const cases = {json.dumps(cases)};"
        "console.log(JSON.stringify(cases.map(([age, timeout]) => stillLanding(age, timeout ?? undefined))));"
    )
    assert _node(script) == [still_landing(age, timeout) for age, timeout in cases] == [7.0, 0.0, 0.0, None, 0.5]


def test_what_a_lookups_answer_allows_is_the_cores_after_lookup(built):
    """``afterLookup`` is the core's ``after_lookup`` for every answer and landing, a "not done" with nothing bounding
    the send (no ``timeout``: landing null) included — no answer, a human decides (clients13: the TypeScript restart
    sent it)."""
    from agentops.core.protocol import CallState, after_lookup

    cases = [[found, landing] for found in (True, False, None) for landing in (0.0, 2.5, None)]
    script = (
        "import { afterLookup } from './dist/index.js';"
        f"const cases = {json.dumps(cases)};"
        "console.log(JSON.stringify(cases.map(([found, landing]) => afterLookup(found, landing))));"
    )
    expected = [str(after_lookup(found, CallState.INTENT, landing=landing)) for found, landing in cases]
    assert _node(script) == expected and expected[5] == "park"


def test_whether_a_call_in_doubt_is_replayed_is_the_cores_rule_also_for_a_call_a_human_handed_out(built):
    """``replayable`` of the TypeScript driver is the core's ``Tool.replayable``: a call handed out by an approver or an
    operator (its claim's state ``dispatched``) is replayed only by a write's deduping service — an approved read-
    declared SQL tool's ``UPDATE … SET`` was replayed after a crash, run twice (qa-agents5) —, a call claimed as a
    write (the claim's ``effect``) stays one when the tool is declared a read since, and one claimed low risk (the
    claim's ``risk``) is not replayed once its tool is declared high risk (qa-agents6)."""
    from agentops.core.tools import Effect, Risk, Tool

    cases = [(effect, dedupes, key, handed, journaled, risk, now) for effect in ("read", "write")
             for dedupes in (False, True) for key in (None, "k") for handed in (False, True)
             for journaled in (None, "read", "write") for risk in (None, "low", "high") for now in (None, "high")]  # fmt: skip
    script = (
        "import { replayable } from './dist/index.js';"
        f"const cases = {json.dumps(cases)};"
        "console.log(JSON.stringify(cases.map(([effect, dedupes, key, handed, journaled, risk, now]) =>"
        " replayable({ name: 't', effect, dedupes, risk: now ?? undefined, fn: async () => null }, key, handed,"
        " journaled ?? undefined, risk ?? undefined))));"
    )
    done = subprocess.run([shutil.which("node"), "--input-type=module", "-e", script], cwd=PKG,
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == 0, done.stderr
    core = [
        Tool("t", lambda a, k: None, effect=Effect(e), dedupes=d, risk=Risk(n) if n else None).replayable(
            k, handed=h, journaled=j, risk=r
        )
        for e, d, k, h, j, r, n in cases
    ]
    assert json.loads(done.stdout) == core
    assert core[cases.index(("read", False, "k", True, None, None, None))] is False  # the approved read: parked
    assert core[cases.index(("read", True, None, False, "write", None, None))] is False  # a keyless write, read since
    assert core[cases.index(("write", True, "k", False, None, "low", "high"))] is False  # declared high risk since


def _sdk_functions(*names: str) -> dict[str, Any]:
    """Functions of the Python SDK's ``agentops_durable/run.py`` (sdk/src), read from its source: the package imports
    modules its build copies in (``agentops_durable.client``), which a checkout does not hold."""
    source = (ROOT / "sdk" / "src" / "agentops_durable" / "run.py").read_text()
    tree = ast.parse(source)
    wanted = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in names]
    namespace: dict[str, Any] = {"Any": Any}
    exec(compile(ast.Module(body=wanted, type_ignores=[]), "run.py", "exec"), namespace)
    return namespace


def test_a_create_key_naming_a_run_started_otherwise_is_said_as_the_python_sdk_says_it(built):
    """Parity with ``agentops_durable.run._started_otherwise`` (tests/sdk/test_code_changes.py): the same text, the
    key in TypeScript's quoting and the fields by the API's names (what a TypeScript caller gives ``createRun``)."""
    sdk_run = _sdk_functions("_started_otherwise")
    sdk_run["_GIVEN"] = {}  # the Python SDK names the fields by durable_run's keywords
    cases = [("k-1", {"run_id": "r1", "fields": fields}, status) for fields in (["model_version"],
             ["template_hash", "budget"], []) for status in ("RUNNING", "RECOVERING", "", "COMPLETED", "DEAD_LETTER")]  # fmt: skip
    said = _node(
        "import { startedOtherwise } from './dist/index.js';"
        f"const cases = {json.dumps(cases)};"
        "console.log(JSON.stringify(cases.map(([key, details, status]) => startedOtherwise(key, details, status))));"
    )
    python = [
        sdk_run["_started_otherwise"](*case).replace(f"key={case[0]!r}", f'create_key "{case[0]}"') for case in cases
    ]
    assert said == python


@pytest.mark.django_db(transaction=True)
def test_a_run_whose_model_a_deploy_changed_is_a_setup_error_naming_the_run_and_the_ways_on(built, server):
    """qa-agents5: after a deploy changed the agent's model (prompt, budget, inputs), ``createRun`` with the run's
    ``create_key`` threw the bare ``409 create_key_conflict … use a new create_key`` — advice that starts a second run
    repeating the first one's effects. Now a ``SetupError`` naming the run, what differs and the ways on."""
    got = _node(_LIVE + """
import { SetupError } from './dist/index.js';
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY);
const first = await client.createRun({ ...externalRunFields(agent, { task: 'x' }), create_key: 'deployed' });
const moved = { ...agent, model: { ...agent.model, version: 'ts-retry-v2' } };
const err = await client.createRun({ ...externalRunFields(moved, { task: 'x' }), create_key: 'deployed' }).then(
  () => null, (e) => e);
console.log(JSON.stringify({ first: first.id, setup: err instanceof SetupError, message: err.message,
                             runId: err.runId, fields: err.fields, runStatus: err.runStatus }));
""", _live_env(server))  # fmt: skip
    run = Run.objects.get(pk=got["first"])
    assert got["setup"] and got["runId"] == run.id and "model_version" in got["fields"], got
    assert got["runStatus"] == run.status and run.status not in ("COMPLETED", "DEAD_LETTER")
    assert (
        got["message"].startswith(f'create_key "deployed" names run {run.id}, started with another ')
        and f"than this code gives (it is {run.status}): a run resumes only with what it started with" in got["message"]
    )
    assert "a new key would start a second run" in got["message"] and "use a new create_key" not in got["message"]
    assert Run.objects.count() == 1


def _env(server, llm: FakeLLM, llm_url: str, tickets_url: str) -> dict[str, str]:
    """What the example's process has: the server's URL and an agent key, the model's and the service's URLs."""
    return {
        "PATH": os.environ["PATH"],
        "AGENTOPS_DURABLE_URL": server.url,
        "AGENTOPS_DURABLE_API_KEY": api_key_create(agent=AGENT)[1],
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


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("example", ["ticket-agent", "refund-agent"])
def test_an_example_without_its_service_url_stops_at_start_and_sends_nothing(built, server, tmp_path, example):
    """The examples read ``TICKETS_URL`` inside the tool: unset, the throw was a call of unknown outcome, replayed,
    then parked RECOVERING for an operator. Read at start, the process stops with one line, nothing created."""
    llm = FakeLLM(support_model)
    with serve(llm) as llm_url:
        env = {k: v for k, v in _env(server, llm, llm_url, "").items() if k != "TICKETS_URL"}
        done = subprocess.run([shutil.which("node"), str(built / "examples" / f"{example}.js")], env=env,
                              cwd=tmp_path, capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == 1 and done.stderr == "set TICKETS_URL\n", done.stderr[-2000:]
    assert llm.count == 0 and not Run.objects.exists()


def refund_model(body):
    if assistant_turns(body) == 0:
        return completion("", [call("c1", "refund_payment", {"invoice": "7"})], usage=USAGE)
    return completion(f"Refunded invoice 7 [evt:{cited_events(body)[0]}].", usage=USAGE)


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_high_risk_call_parks_the_run_which_waits_read_only_for_an_approver_then_runs_once(built, server):
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
    assert (
        "parked: run is WAITING_MANUAL_CONFIRM at step 0 call 0: refund_payment waits for an approver (held because tool name says 'refund')"
        in err
    )
    answer = json.loads(out.strip().splitlines()[-1])
    assert answer["outcome"] == "COMPLETED" and answer["model_calls"] == 2
    assert service.count() == 1 and service.keys_seen == [json.loads(Event.objects.get(
        run_id=execution.run_id, type="ToolRequested").payload)["idem_key"]]  # fmt: skip
    assert Run.objects.get(id=execution.run_id).status == "COMPLETED"


# -- retries: the Python client's rules (tests/api/test_client.py), in TypeScript ---------------------
#: A prelude of the retry scripts: ``answering(...statuses)`` is a fetch answering them in turn (then 200),
#: recording each request; ``sleep`` records the pauses instead of waiting; ``outcome`` is a call's answer or
#: its error's status; ``LEASE`` a lease to write under.
_FAKE = """
import { AgentOpsClient, ApiError } from './dist/index.js';
const pauses = [], seen = [];
const sleep = async (seconds) => { pauses.push(seconds); };
const answering = (...statuses) => async (url, init) => {
  seen.push(init.method + ' ' + new URL(url).pathname);
  const status = statuses.shift() ?? 200;
  const body = status >= 400 ? { error: { code: 'x', message: 'm' } } : { head_seq: 1, events: [] };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
};
const outcome = (promise) => promise.then((ok) => ok, (err) => (err instanceof ApiError ? err.status : err.message));
const LEASE = { runId: 'r1', owner: 'me', fencingToken: 1, headSeq: 0, secret: 's'.repeat(40), seconds: 30 };
"""


def _node(script: str, env: dict[str, str] | None = None) -> Any:
    """Run ``script`` (an ES module importing ./dist/index.js) with node; its last line of output, as JSON."""
    done = subprocess.run([shutil.which("node"), "--input-type=module", "-e", script], cwd=PKG, env=env,
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("status", [502, 503, 504])
def test_a_gateway_error_is_retried_with_growing_jittered_pauses_and_bounded(built, status):
    got = _node(_FAKE + f"""
const always = new AgentOpsClient('http://agentops.test', 'aok_x', {{ fetch: answering({status}, {status}, {status}, {status}), sleep, retries: 3 }});
const failed = await outcome(always.getRun('r1'));
const requests = seen.length, first = pauses.splice(0);
const once = new AgentOpsClient('http://agentops.test', 'aok_x', {{ fetch: answering({status}), sleep }});
const cured = await outcome(once.getRun('r1'));
console.log(JSON.stringify({{ failed, requests, first, cured, after: seen.length - requests, pauses }}));
""")  # fmt: skip
    assert got["failed"] == status and got["requests"] == 4  # the first request and the 3 retries asked
    assert [0.125, 0.25, 0.5] <= got["first"] <= [0.25, 0.5, 1.0] and len(got["first"]) == 3
    assert got["cured"] == {"head_seq": 1, "events": []} and got["after"] == 2 and len(got["pauses"]) == 1


def test_requests_are_retried_for_retry_for_seconds_of_pauses_as_the_python_sdk_does(built):
    """It retried 3 times (under 2 s of pauses): a server restarting for 20 s failed every run's process. As
    ``agentops.client``'s ``retry_for`` (tests/api/test_client.py): 30 s of pauses by default, ``retryFor`` to change
    it, ``retries`` a cap besides; a ``retryFor`` that is no number of seconds up to an hour is refused, unsent."""
    got = _node(_FAKE + """
import { InvalidInput } from './dist/index.js';
const down = () => answering(...Array(200).fill(503));
const sum = (list) => list.reduce((a, b) => a + b, 0);
const failed = await outcome(new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: down(), sleep }).getRun('r1'));
const byDefault = sum(pauses.splice(0));
await outcome(new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: down(), sleep, retryFor: 2 }).getRun('r1'));
const short = sum(pauses.splice(0));
await new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: down(), sleep }).append(LEASE, 0, [{ type: 'StepCommitted', payload: { step: 0 } }]).catch(() => null);
const append = sum(pauses.splice(0));
const off = await outcome(new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: down(), sleep, retryFor: 0 }).getRun('r1'));
const refused = [-1, 3601, '30', NaN].map((retryFor) => {
  try { new AgentOpsClient('http://agentops.test', 'aok_x', { retryFor }); return 'accepted'; }
  catch (err) { return err instanceof InvalidInput ? err.message : String(err); }
});
console.log(JSON.stringify({ failed, byDefault, short, append, off, offPauses: pauses.length, refused }));
""")  # fmt: skip
    assert got["failed"] == 503 and 30 <= got["byDefault"] < 35, got
    assert 2 <= got["short"] < 7 and 30 <= got["append"] < 35
    assert got["off"] == 503 and got["offPauses"] == 0
    assert got["refused"][0] == "retryFor: -1 is not a number of seconds from 0 to 3600"
    assert all(r.startswith("retryFor: ") for r in got["refused"]), got["refused"]


@pytest.mark.django_db(transaction=True)
def test_the_lease_is_renewed_by_elapsed_time_not_the_wall_clock(built, server):
    """The lease was renewed when the wall clock said a third of it had passed: a clock set back (NTP, a person)
    renewed nothing, and a long step outlived the lease. Renewed on a clock that only moves forward, by the server's
    length of the lease, as ``agentops.client`` does: here the wall clock stands still, and the lease is renewed."""
    got = _node(_LIVE + """
const frozen = Date.now();
Date.now = () => frozen;
let renewals = 0;
const counting = async (url, init) => {
  if (new URL(url).pathname.endsWith('/lease/renew/')) renewals += 1;
  return fetch(url, init);
};
agent.model.sample = async (messages) => {
  const steps = messages.filter((m) => m.role === 'tool').length;
  return steps < 3
    ? { content: 'do it', tool_calls: [{ name: 'create_ticket', args: { sku: `S${steps}` }, call_id: `c${steps}` }],
        usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } }
    : { content: 'Done.', tool_calls: [], usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } };
};
agent.tools[0].fn = async (args, key) => {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  sent.push(key);
  return { success: true, code: 'ok', data: { id: args.sku } };
};
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY, { fetch: counting });
const run = await client.createRun({ ...externalRunFields(agent, { task: 'x' }), create_key: 'ts-renew' });
const outcome = await new DurableRun(client, agent, run.id, { leaseSeconds: 3 }).run();
console.log(JSON.stringify({ outcome, renewals, sent: sent.length }));
""", _live_env(server))  # fmt: skip
    assert got["outcome"] == "COMPLETED" and got["sent"] == 3, got
    assert got["renewals"] >= 1, f"renewed by the time that passed, the wall clock standing still: {got}"


_THREE_SECONDS = "await new Promise((resolve) => setTimeout(resolve, 3000));"
_SLOW = {  # what takes 3 s: the tool's call, or its verifier after the write
    "call": f"agent.tools[0].fn = async (args, key) => {{ {_THREE_SECONDS} sent.push(key); return OK; }};",
    "verify": f"agent.tools[0].verify = async () => {{ {_THREE_SECONDS} return {{ status: 'confirmed', method: 'rb' }}; }};",
}


@pytest.mark.parametrize("slow", list(_SLOW))
@pytest.mark.django_db(transaction=True)
def test_a_call_longer_than_the_lease_keeps_the_run_from_a_second_copy_and_completes_without_a_human(
    built, server, slow
):
    """The lease was renewed only between calls (qa-agents4): a 1-second lease under a 3-second tool call lapsed, a
    second copy of the agent started meanwhile took the run over, found the call claimed without a result and parked
    it for a human (the first copy's result then 409 ``stale_fencing_token``). Renewed every third of its length while
    the call is in flight, as the Python SDK does (``agentops.core.lease_beat``): the second copy is refused the
    lease, the call is sent once and the run completes. The same for the tool's verifier after the write (and its
    status lookup): it ran with no renewal, so the copy took the run over mid-check and the verdict was fenced out."""
    got = _node(_LIVE + """
import { LeaseHeld } from './dist/index.js';
const OK = { success: true, code: 'ok', data: { id: 'x' } };
""" + _SLOW[slow] + """
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY);
const run = await client.createRun({ ...externalRunFields(agent, { task: 'x' }), create_key: 'ts-long-call' });
const first = new DurableRun(client, agent, run.id, { owner: 'copy-1', leaseSeconds: 1 }).run().catch((e) => e.constructor.name);
await new Promise((resolve) => setTimeout(resolve, 2000));
const second = await new DurableRun(client, agent, run.id, { owner: 'copy-2', leaseWait: 0 }).run()
  .then((status) => status, (err) => (err instanceof LeaseHeld ? 'LeaseHeld' : `${err.constructor.name}: ${err.message}`));
console.log(JSON.stringify({ runId: run.id, first: await first, second, sent: sent.length }));
""", _live_env(server))  # fmt: skip
    assert got["second"] == "LeaseHeld" and got["first"] == "COMPLETED" and got["sent"] == 1, got
    types = list(Event.objects.filter(run_id=got["runId"]).order_by("seq").values_list("type", flat=True))
    assert "RecoveryStarted" not in types and "RunCompleted" in types, types


def test_a_run_that_finished_since_it_was_read_is_returned_at_its_first_lease_refusal_never_waited_for(built):
    """The server answers ``lease/`` on a final run 409 ``run_finished`` (``details.status``): a RunStopped, the
    run's status returned at once; no second request, no pause."""
    got = _node(
        """
import { AgentOpsClient, DurableRun, RunStopped } from './dist/index.js';
const seen = [], pauses = [];
const fetch = async (url, init) => {
  seen.push(init.method + ' ' + new URL(url).pathname);
  const [status, body] = init.method === 'GET'
    ? [200, { id: 'r1', status: 'RUNNING' }]
    : [409, { error: { code: 'run_finished', message: 'run r1 is finished', details: { status: 'DEAD_LETTER' } } }];
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
};
const client = new AgentOpsClient('http://agentops.test', 'aok_x', { fetch, sleep: async (s) => { pauses.push(s); } });
const refused = await client.acquire('r1', 'me').catch((err) => err);
const agent = { name: 'support', tools: [] };
const outcome = await new DurableRun(client, agent, 'r1').run();
console.log(JSON.stringify({ stopped: refused instanceof RunStopped, runStatus: refused.runStatus, outcome, seen, pauses }));
"""
    )
    assert got["stopped"] and got["runStatus"] == "DEAD_LETTER" and got["outcome"] == "DEAD_LETTER", got
    assert got["seen"] == ["POST /api/v1/runs/r1/lease/", "GET /api/v1/runs/r1/", "POST /api/v1/runs/r1/lease/"]
    assert got["pauses"] == []


def test_a_4xx_or_500_is_never_retried_and_retries_0_turns_them_off(built):
    got = _node(
        _FAKE
        + """
const answers = [];
for (const status of [400, 404, 409, 422, 429, 500]) {
  const client = new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: answering(status), sleep });
  answers.push(await outcome(client.renew(LEASE)));
}
const off = new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: answering(503), sleep, retries: 0 });
answers.push(await outcome(off.getRun('r1')));
console.log(JSON.stringify({ answers, requests: seen.length, pauses }));
"""
    )
    assert got == {"answers": [400, 404, 409, 422, 429, 500, 503], "requests": 7, "pauses": []}


def test_keyless_creations_are_never_retried_a_keyed_creation_and_an_append_are(built):
    """A run created without a create_key twice would be two runs. An append names its expected seq (it lands once
    at most): a 503 (database_unavailable, cache_unavailable: safe to retry) is sent again, boundedly, then
    ServerUnavailable; before, the first 503 ended the run's process."""
    got = _node(
        _FAKE
        + """
import { ServerUnavailable } from './dist/index.js';
const client = new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: answering(503, 503, 503), sleep });
const append = await outcome(client.append(LEASE, 0, [{ type: 'StepCommitted', payload: { step: 0 } }]));
const keyless = await outcome(new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: answering(503), sleep }).createRun({ agent: 'a' }));
const keyed = await outcome(new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: answering(503), sleep }).createRun({ agent: 'a', create_key: 'k' }));
const down = new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: answering(503, 503, 503, 503, 503), sleep, retries: 3 });
const gaveUp = await down.append(LEASE, 0, [{ type: 'StepCommitted', payload: { step: 0 } }]).catch((err) => err);
console.log(JSON.stringify({ append, keyless, keyed, seen, pauses: pauses.length,
  gaveUp: [gaveUp instanceof ServerUnavailable, gaveUp.status, gaveUp.message] }));
"""
    )
    assert got["append"] == {"head_seq": 1, "events": []} and got["keyless"] == 503
    assert got["keyed"] == {"head_seq": 1, "events": []}
    assert got["seen"][:7] == ["POST /api/v1/runs/r1/events/"] * 4 + ["POST /api/v1/runs/"] * 3
    assert got["seen"][7:] == ["POST /api/v1/runs/r1/events/"] * 4  # the first request and 3 retries
    assert got["pauses"] == 3 + 1 + 3  # the append's, the keyed creation's, the bounded append's
    assert got["gaveUp"][:2] == [True, 503]
    assert "(StepCommitted after seq 0) failed 4 times" in got["gaveUp"][2]
    assert "drive the run again" in got["gaveUp"][2]


@pytest.mark.parametrize("key", ["cafe\u0301-42", "caf\u00e9-42", "订单-\uff21\u0041\u030a", "plain-ascii"])
def test_a_create_key_is_sent_in_the_form_the_python_sdk_sends(built, key):
    """``é`` typed as ``e`` + U+0301 (NFD) is sent as one code point, as the Python SDK's ``normal_key`` sends it
    (the server stores that form): the same key from either client names one run. The caller's fields stay."""
    got = _node(
        f"const KEY = {json.dumps(key)};"
        + """
import { AgentOpsClient } from './dist/index.js';
const sent = [];
const fetch = async (url, init) => {
  sent.push(JSON.parse(init.body));
  return new Response(JSON.stringify({ id: 'r1' }), { status: 201, headers: { 'content-type': 'application/json' } });
};
const fields = { agent: 'a', inputs: { task: 't' }, create_key: KEY };
await new AgentOpsClient('http://agentops.test', 'aok_x', { fetch }).createRun(fields);
await new AgentOpsClient('http://agentops.test', 'aok_x', { fetch }).createRun({ agent: 'a' });
console.log(JSON.stringify({ sent, callers: fields.create_key }));
"""
    )
    assert got["sent"][0] == {"agent": "a", "inputs": {"task": "t"}, "create_key": normal_key(key)}
    assert got["sent"][1] == {"agent": "a"} and got["callers"] == key


#: an integer past 2**53 - 1 that a JavaScript number would round (to 12345678901234567000)
BIG = 12345678901234567891


def test_an_integer_past_2_53_in_an_answer_is_refused_by_name_never_rounded(built):
    """followups: ``JSON.parse`` rounded an integer past ±(2**53 - 1) in an answer (a journaled tool result, a call's
    arguments the Python SDK journaled): the client would then claim the call with other arguments than the journaled
    ones (refused: 422 call_mismatch) or hand the tool the rounded value. Such an answer is now ApiError
    ``unsafe_integer`` naming the number; a safe integer, a float and a big number in a string read as before, and so
    do the model's tool-call arguments (OpenAIChat: a ModelError, retried as any other by the server's policy)."""
    answers = {
        "big": f'{{"head_seq": 1, "events": [{{"payload": {{"result": {{"order": {BIG}}}}}}}]}}',
        "negative": f'{{"head_seq": 1, "events": [], "n": -{BIG}}}',
        "fine": f'{{"head_seq": 1, "events": [], "safe": {2**53 - 1}, "float": 1.5e300, "text": "{BIG}", "x": "\\"{BIG}"}}',
    }
    tool_call = {"id": "c1", "function": {"name": "lookup", "arguments": json.dumps({"order": BIG})}}
    completion = {"choices": [{"message": {"content": "", "tool_calls": [tool_call]}}]}
    got = _node(
        f"const ANSWERS = {json.dumps(answers)}, COMPLETION = {json.dumps(json.dumps(completion))};"
        + """
import { AgentOpsClient, ApiError, ModelError, OpenAIChat } from './dist/index.js';
const read = async (text) => {
  const fetch = async () => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
  return new AgentOpsClient('http://agentops.test', 'aok_x', { fetch }).getRun('r1').then(
    (ok) => ok, (err) => [err instanceof ApiError, err.status, err.code, err.message]);
};
const got = {};
for (const [name, text] of Object.entries(ANSWERS)) got[name] = await read(text);
globalThis.fetch = async () => new Response(COMPLETION, { status: 200, headers: { 'content-type': 'application/json' } });
got.model = await new OpenAIChat('m', 'http://llm.test/v1', 'k').sample([{ role: 'user', content: 'x' }], []).then(
  (ok) => ok.tool_calls[0].args, (err) => [err instanceof ModelError, err.retryable, err.message]);
console.log(JSON.stringify(got));
"""
    )
    big = f"GET http://agentops.test/api/v1/runs/r1/ answered the integer {BIG}"
    assert got["big"][:3] == [True, 200, "unsafe_integer"] and got["big"][3].startswith(f"200 unsafe_integer: {big}")
    assert "JavaScript number cannot hold it exactly" in got["big"][3]
    assert got["negative"][2] == "unsafe_integer" and f"-{BIG}" in got["negative"][3]
    assert got["fine"] == {"head_seq": 1, "events": [], "safe": 2**53 - 1, "float": 1.5e300, "text": str(BIG),
                           "x": f'"{BIG}'}  # fmt: skip
    assert got["model"][:2] == [True, True] and got["model"][2].startswith(
        f"tool call #0: its arguments hold the integer {BIG}"
    )


@pytest.mark.django_db(transaction=True)
def test_an_append_answered_503_or_lost_after_it_landed_is_journaled_once_and_the_run_completes(built, server):
    """Two 503 database_unavailable answered before the server (nothing written), then an append that landed with
    its answer lost: the retry's 409 is read against the journal, which holds it. One LlmSampled per step."""
    got = _node(_LIVE + """
let refused = 0;
const lossy = losing((name) => name === 'events');
const flaky = async (url, init) => {
  if (init.method === 'POST' && new URL(url).pathname.endsWith('/events/') && refused < 2) {
    refused += 1;
    const error = { code: 'database_unavailable', message: 'the database serves neither reads nor writes' };
    return new Response(JSON.stringify({ error }), { status: 503, headers: { 'content-type': 'application/json' } });
  }
  return lossy(url, init);
};
const [runId, outcome] = await drive({ fetch: flaky, sleep: async (s) => { pauses.push(s); } });
console.log(JSON.stringify({ runId, outcome, lost, refused, sent, pauses }));
""", _live_env(server))  # fmt: skip
    assert got["outcome"] == "COMPLETED" and got["refused"] == 2 and got["lost"] == ["events"]
    assert len(got["sent"]) == 1 and len(got["pauses"]) == 3
    types = list(Event.objects.filter(run_id=got["runId"]).order_by("seq").values_list("type", flat=True))
    assert types.count("LlmSampled") == 2 and types.count("StepCommitted") == 1, types


def test_a_lost_answer_or_a_timeout_is_retried_a_bad_request_is_not(built):
    """fetch's network error and the client's timeout mean the answer is lost (the request may have been
    handled): retried. A TypeError of another kind (here: a header fetch refuses) is thrown at once."""
    got = _node(
        _FAKE
        + """
let calls = 0;
const alive = setInterval(() => {}, 1000);  // the timeout's timer does not keep node running; a socket would
const lostOnce = async (url, init) => (++calls === 1 ? Promise.reject(new TypeError('fetch failed')) : answering()(url, init));
const hangsOnce = (url, init) => (++calls === 3 ? new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason))) : answering()(url, init));
const lost = await outcome(new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: lostOnce, sleep }).getRun('r1'));
const slow = await outcome(new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: hangsOnce, sleep, timeout: 0.05 }).getRun('r1'));
const before = pauses.length;
const bad = await outcome(new AgentOpsClient('http://agentops.test', 'aok\\nx', { sleep }).getRun('r1'));
clearInterval(alive);
console.log(JSON.stringify({ lost, slow, calls, pauses: before, bad, after: pauses.length }));
"""
    )
    assert got["lost"] == got["slow"] == {"head_seq": 1, "events": []} and got["calls"] == 4 and got["pauses"] == 2
    assert "invalid header value" in got["bad"] and got["after"] == 2  # thrown without a retry


#: An agent of one write call (a service that cannot dedupe, no lookup) then the reply, driven through
#: ``fetch`` = ``losing(test)``: the real fetch, except that the answer of each request ``test(method, path)``
#: picks is read and thrown away (the server handled it) once. Prints what was sent, lost and claimed.
_LIVE = """
import { AgentOpsClient, DurableRun, externalRunFields } from './dist/index.js';
const lost = [], claims = [], sent = [], pauses = [];
const losing = (test) => async (url, init) => {
  const path = new URL(url).pathname;
  if (path.endsWith('/tools/claim/')) claims.push(JSON.parse(init.body).request_id);
  const response = await fetch(url, init);
  const name = path.replace(/\\/$/, '').split('/').pop();
  if (init.method === 'POST' && test(name) && !lost.includes(name)) {
    await response.text();
    lost.push(name);
    throw new TypeError('fetch failed');
  }
  return response;
};
const sample = async (messages) => messages.some((m) => m.role === 'tool')
  ? { content: 'Done.', tool_calls: [], usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } }
  : { content: 'do it', tool_calls: [{ name: 'create_ticket', args: { sku: 'A' }, call_id: 'c0' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } };
const agent = {
  name: 'support', template: '{task}{clock}{seed}', model: { version: 'ts-retry-v1', sample },
  tools: [{ name: 'create_ticket', effect: 'write', dedupes: false,
            fn: async (args, key) => { sent.push(key); return { success: true, code: 'ok', data: { id: 'x' } }; } }],
};
const drive = async (options) => {
  const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY, options);
  const run = await client.createRun({ ...externalRunFields(agent, { task: 'x' }), create_key: 'ts-retry' });
  try {
    return [run.id, await new DurableRun(client, agent, run.id).run()];
  } catch (err) {
    return [run.id, `${err.constructor.name}: ${err.status ?? ''}`];
  }
};
"""


def _live_env(server) -> dict[str, str]:
    return {
        "PATH": os.environ["PATH"],
        "AGENTOPS_DURABLE_URL": server.url,
        "AGENTOPS_DURABLE_API_KEY": api_key_create(agent=AGENT)[1],
    }


@pytest.mark.django_db(transaction=True)
def test_a_claim_whose_answer_was_lost_is_retried_with_its_request_id_and_its_call_sent_once(built, server):
    """The claim was journaled, its ``claimed`` lost on the way: the retry carries the same request id
    under the same lease, is answered ``claimed`` again, and the call goes out once — no human needed."""
    got = _node(_LIVE + """
const [runId, outcome] = await drive({ fetch: losing((name) => name === 'claim'), sleep: async (s) => { pauses.push(s); } });
console.log(JSON.stringify({ runId, outcome, lost, claims, sent, pauses }));
""", _live_env(server))  # fmt: skip
    assert got["outcome"] == "COMPLETED" and got["lost"] == ["claim"] and len(got["sent"]) == 1
    assert len(got["claims"]) == 2 and got["claims"][0] == got["claims"][1] and 16 <= len(got["claims"][0]) <= 100
    assert len(got["pauses"]) == 1 and 0.125 <= got["pauses"][0] <= 0.25
    types = list(Event.objects.filter(run_id=got["runId"]).order_by("seq").values_list("type", flat=True))
    assert types.count("ToolRequested") == 1 and "RecoveryStarted" not in types, types
    assert ToolExecution.objects.get(run_id=got["runId"]).status == "CONFIRMED"


@pytest.mark.django_db(transaction=True)
def test_a_tool_that_did_not_act_is_reported_not_sent_and_no_human_is_asked(built, server):
    """As agentops.core.protocol.raised_result: a write that cannot dedupe threw DidNotAct (or an error marked
    did_not_act) before it sent anything: a failed result the model is told, not RECOVERING for an operator."""
    got = _node(_LIVE + """
import { DidNotAct } from './dist/index.js';
agent.tools[0].fn = async () => { throw new DidNotAct('sku A is unknown here; nothing was sent'); };
const [runId, outcome] = await drive({});
console.log(JSON.stringify({ runId, outcome }));
""", _live_env(server))  # fmt: skip
    assert got["outcome"] == "COMPLETED"
    types = list(Event.objects.filter(run_id=got["runId"]).order_by("seq").values_list("type", flat=True))
    assert "RecoveryStarted" not in types, types
    result = json.loads(Event.objects.get(run_id=got["runId"], type="ToolResult").payload)["result"]
    assert result == {
        "success": False,
        "code": "not_sent",
        "error": "DidNotAct: sku A is unknown here; nothing was sent",
    }


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("stop", ["SIGTERM", "SIGINT"])
def test_a_process_stopped_while_a_steps_calls_run_journals_their_answers_before_it_goes(built, server, stop):
    """As ``agentops.client`` (qa-sdk7): SIGTERM or Ctrl-C while a step's call ran ended Node at once, the answer it
    had dropped: the write, which cannot dedupe, parked RECOVERING for a human on the resume. Now the answer is
    journaled and the lease released first, then the signal ends the process as it would have; the resume goes on."""
    first = (
        _LIVE
        + f"""
agent.tools[0].fn = async (args, key) => {{
  process.kill(process.pid, '{stop}');
  await new Promise((resolve) => setTimeout(resolve, 300)); // the call goes on after the signal, then answers
  return {{ success: true, code: 'ok', data: {{ id: 'rang' }} }};
}};
await drive({{}});
"""
    )
    env = _live_env(server)
    done = subprocess.run([shutil.which("node"), "--input-type=module", "-e", first], cwd=PKG, env=env,
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == -getattr(signal, stop), (done.returncode, done.stderr)
    run = Run.objects.get(create_key=f"{AGENT}:ts-retry")
    result = json.loads(Event.objects.get(run=run, type="ToolResult").payload)["result"]
    assert result == {"success": True, "code": "ok", "data": {"id": "rang"}}
    assert not run.lease_owner
    got = _node(_LIVE + """
const [runId, outcome] = await drive({});
console.log(JSON.stringify({ runId, outcome, sent }));
""", env)  # fmt: skip
    assert got == {"runId": run.id, "outcome": "COMPLETED", "sent": []}  # reused, not sent again, no human asked
    types = list(Event.objects.filter(run=run).order_by("seq").values_list("type", flat=True))
    assert "RecoveryStarted" not in types and types.count("ToolRequested") == 1, types


_SINK_TOOL = """
import { appendFileSync } from 'node:fs';
const record = (key) => appendFileSync(process.env.SINK, JSON.stringify({ key }) + '\\n');
"""


def _killed_after_the_send(env: dict[str, str], *, dedupes: bool) -> None:
    """A first process whose create_ticket (deduping or not) records its key, then is SIGKILLed: the call went out,
    its result was never reported."""
    declared = "agent.tools[0].dedupes = true;\n" if dedupes else ""
    first = (
        _LIVE
        + _SINK_TOOL
        + declared
        + """
agent.tools[0].fn = async (args, key) => { record(key); process.kill(process.pid, 'SIGKILL'); };
await drive({});
"""
    )
    done = subprocess.run([shutil.which("node"), "--input-type=module", "-e", first], cwd=PKG, env=env,
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == -signal.SIGKILL, done.stderr


_PAY_AND_TEXT = """
agent.model.sample = async (messages) => messages.some((m) => m.role === 'tool')
  ? { content: 'Paid and told.', tool_calls: [], usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } }
  : { content: '', tool_calls: [{ name: 'pay_invoice', args: { invoice: 'INV-7' }, call_id: 'c0' },
                                { name: 'send_text', args: { to: '+15550100' }, call_id: 'c1' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } };
const sends = (kind, die) => async (args, key) => {
  appendFileSync(process.env.SINK, kind + '\\n');
  if (die) process.kill(process.pid, 'SIGKILL');
  return { success: true, code: 'ok', data: { kind } };
};
agent.tools = [{ name: 'pay_invoice', effect: 'write', dedupes: false, fn: sends('pay', false) },
               { name: 'send_text', effect: 'write', dedupes: false, fn: sends('text', process.env.DIE === '1') }];
const [runId, outcome] = await drive({});
console.log(JSON.stringify({ runId, outcome }));
"""


@pytest.mark.django_db(transaction=True)
def test_an_approved_call_handed_out_beside_a_call_in_doubt_is_sent_before_the_park(built, server, tmp_path):
    """As ``agentops.client`` (tests/api/test_approved_call_crash.py): the process died inside the step's text, after
    the payment beside it was held. Approved, the restart's claim handed the payment out and the text's found it in
    doubt: the payment was parked unsent, and after the text was decided parked as "it went out once on a human's
    word" — an operator's confirm would record a payment never made. It is sent and reported before the park."""
    env = _live_env(server) | {"SINK": str(tmp_path / "sent.log")}
    script = _LIVE + _SINK_TOOL + _PAY_AND_TEXT
    died = subprocess.run([shutil.which("node"), "--input-type=module", "-e", script], cwd=PKG, env=env | {"DIE": "1"},
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert died.returncode == -signal.SIGKILL, died.stderr
    run = Run.objects.get(create_key=f"{AGENT}:ts-retry")
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now())  # the dead process's lease lapses
    payment = ToolExecution.objects.get(run=run, tool="pay_invoice")
    approve_call(execution_id=payment.id, actor="alice", reason="invoice checked")
    parked = _node(script, env)
    assert parked["outcome"].startswith("RunParked"), parked
    assert (tmp_path / "sent.log").read_text().split() == ["text", "pay"]  # handed out, so sent
    payment.refresh_from_db()
    assert payment.result_event_id is not None, "the payment handed out was left unreported for a human"
    text = ToolExecution.objects.get(run=run, tool="send_text")
    decide_execution(execution_id=text.id, actor="olga", decision="confirm", reason="in the SMS provider's log")
    assert _node(script, env)["outcome"] == "COMPLETED"
    assert (tmp_path / "sent.log").read_text().split() == ["text", "pay"]  # each once


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("answer", ["503 database_unavailable", "409 seq_conflict", "500 internal_error"])
def test_a_call_claimed_before_a_claim_that_got_no_answer_is_sent_and_reported(built, server, tmp_path, answer):
    """As ``agentops.client`` (tests/api/test_client.py): the label's claim was ``claimed``, the note's got no answer
    past the retries. The label was left unsent, and the restart's claim of it was need_recheck: a human for a call
    that never went out. With no word from the server (503, seq_conflict) the note's claim is asked again until it
    answers (clients13) and the first drive completes; answered 500, the label is sent and reported before the error
    goes on and the restart sends the note — each once."""
    status, code = answer.split()
    env = _live_env(server) | {"SINK": str(tmp_path / "sent.log")}
    script = _LIVE + _SINK_TOOL + f"""
const refused = [];
const refusing = async (url, init) => {{
  if (new URL(url).pathname.endsWith('/tools/claim/') && JSON.parse(init.body).call_index === 1 && refused.length < 3) {{
    refused.push(1);
    const body = JSON.stringify({{ error: {{ code: '{code}', message: 'not now' }} }});
    return new Response(body, {{ status: {status}, headers: {{ 'content-type': 'application/json' }} }});
  }}
  return fetch(url, init);
}};
agent.model.sample = async (messages) => messages.some((m) => m.role === 'tool')
  ? {{ content: 'Done.', tool_calls: [], usage: {{ prompt_tokens: 1, completion_tokens: 1, cost: 0 }} }}
  : {{ content: '', tool_calls: [{{ name: 'add_label', args: {{ label: 'vip' }}, call_id: 'c0' }},
                                {{ name: 'post_note', args: {{ note: 'seen' }}, call_id: 'c1' }}],
      usage: {{ prompt_tokens: 1, completion_tokens: 1, cost: 0 }} }};
agent.tools = ['add_label', 'post_note'].map((name) => ({{ name, effect: 'write', dedupes: false,
  fn: async (args) => {{ appendFileSync(process.env.SINK, name + '\\n'); return {{ success: true, code: 'ok', data: args }}; }} }}));
const [runId, first] = await drive({{ fetch: refusing, sleep: async () => {{}}, retries: 2 }});
const [, second] = await drive({{}});
console.log(JSON.stringify({{ runId, first, second, refused }}));
"""  # fmt: skip
    got = _node(script, env)
    assert got["refused"] == ([1] if status == "500" else [1, 1, 1]), got  # a 500 is an answer: not asked again
    if status == "500":
        assert got["first"].startswith("ApiError") and got["second"] == "COMPLETED", got
    else:
        assert got["first"] == got["second"] == "COMPLETED", got
    assert (tmp_path / "sent.log").read_text().split() == ["add_label", "post_note"]  # each once
    assert not Event.objects.filter(run_id=got["runId"], type="RecoveryStarted").exists()


@pytest.mark.django_db(transaction=True)
def test_a_call_answered_beside_one_of_unknown_outcome_is_journaled_before_the_park(built, server, tmp_path):
    """As ``agentops.client`` (tests/api/test_client.py): the ticket got no answer, even replayed with its key; the text
    beside it was sent and answered. The park journaled the answers of the calls before the unknown one only: the
    text's was dropped, and after the ticket's decision the restart parked the text, sent and answered, for a human."""
    env = _live_env(server) | {"SINK": str(tmp_path / "sent.log")}
    script = _LIVE + _SINK_TOOL + """
agent.replayPauses = [0];
agent.model.sample = async (messages) => messages.some((m) => m.role === 'tool')
  ? { content: 'Done.', tool_calls: [], usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } }
  : { content: '', tool_calls: [{ name: 'create_ticket', args: { sku: 'A' }, call_id: 'c0' },
                                { name: 'send_text', args: { to: '+15550100' }, call_id: 'c1' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } };
agent.tools = [
  { name: 'create_ticket', effect: 'write', dedupes: true, fn: async () => { throw new Error('no answer'); } },
  { name: 'send_text', effect: 'write', dedupes: false,
    fn: async (args, key) => { appendFileSync(process.env.SINK, 'text\\n'); return { success: true, code: 'sent', data: args }; } },
];
const [runId, outcome] = await drive({});
console.log(JSON.stringify({ runId, outcome }));
"""  # fmt: skip
    parked = _node(script, env)
    assert parked["outcome"].startswith("RunParked"), parked
    text = ToolExecution.objects.get(run_id=parked["runId"], tool="send_text")
    assert text.result_event_id is not None, "the text's answer was dropped by the park"
    ticket = ToolExecution.objects.get(run_id=parked["runId"], tool="create_ticket")
    decide_execution(execution_id=ticket.id, actor="olga", decision="confirm", reason="in the ticket system")
    assert _node(script, env)["outcome"] == "COMPLETED"
    assert (tmp_path / "sent.log").read_text().split() == ["text"]
    assert Event.objects.filter(run_id=parked["runId"], type="RecoveryStarted").count() == 1


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("found", [True, False])
def test_a_call_that_threw_is_looked_up_before_a_human_is_asked(built, server, found):
    """As ``agentops.client`` (tests/api/test_client.py): the ticket service (no dedupe) dropped the connection after
    making the ticket, and its lookup finds it. The call was parked for an operator with the lookup never asked (a
    parked call is not looked up by the restart either). Found, it is the result; not found, it parks (no resend)."""
    got = _node(_LIVE + f"""
agent.tools[0].fn = async (args, key) => {{ sent.push(key); throw new Error('the connection dropped after the ticket'); }};
agent.tools[0].lookup = async () => ({{ found: {str(found).lower()}, result: {{ success: true, code: 'ok', data: {{ id: 'T-1' }} }} }});
const [runId, outcome] = await drive({{}});
console.log(JSON.stringify({{ runId, outcome, sent }}));
""", _live_env(server))  # fmt: skip
    assert got["outcome"] == ("COMPLETED" if found else "RunParked: RECOVERING"), got
    assert len(got["sent"]) == 1
    assert ToolExecution.objects.get(run_id=got["runId"]).status == ("CONFIRMED" if found else "TOOL_EXECUTED")


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("landed_late", [False, True])
def test_a_call_that_threw_and_is_not_done_waits_its_timeout_and_is_sent_once_more(built, server, landed_late):
    """As ``agentops.client`` (tests/api/test_client.py): the ticket service (no dedupe, ``timeout`` 0.5 s) dropped the
    connection and its lookup says "not done": parked for an operator, where a restart waits the timeout and sends.
    Now it waits, looks up again (landed late: that result) and, still not done, sends once more with its key."""
    got = _node(_LIVE + f"""
const asked = [];
agent.tools[0].timeout = 0.5;
agent.tools[0].fn = async (args, key) => {{
  sent.push(key);
  if (sent.length === 1) throw new Error('the connection dropped before an answer');
  return {{ success: true, code: 'ok', data: {{ id: 'T-2' }} }};
}};
agent.tools[0].lookup = async () => {{
  asked.push(Date.now());
  const late = {str(landed_late).lower()} && asked.length > 1;
  return {{ found: late, result: late ? {{ success: true, code: 'ok', data: {{ id: 'T-late' }} }} : null }};
}};
const [runId, outcome] = await drive({{}});
console.log(JSON.stringify({{ runId, outcome, sent, asked }}));
""", _live_env(server))  # fmt: skip
    assert got["outcome"] == "COMPLETED", got
    # Date.now() is wall-clock milliseconds, truncated: a 500 ms timer can read as 499 ms (seen once)
    assert len(got["asked"]) == 2 and got["asked"][1] - got["asked"][0] >= 490
    assert len(got["sent"]) == (1 if landed_late else 2) and len(set(got["sent"])) == 1  # the same key
    result = json.loads(Event.objects.get(run_id=got["runId"], type="ToolResult").payload)["result"]
    assert result["data"]["id"] == ("T-late" if landed_late else "T-2")
    assert not Event.objects.filter(run_id=got["runId"], type="RecoveryStarted").exists()


@pytest.mark.django_db(transaction=True)
def test_a_payment_handed_out_before_the_claim_the_gate_parks_is_sent_not_left_for_a_human(
    built, server, tmp_path, monkeypatch
):
    """As ``agentops.client`` (tests/api/test_gate_held_since.py): the process died while the step's DELETE ran (let
    through before the deploy), beside a held payment. Approved, the restart's claim handed the payment out and the
    server parked the DELETE at its claim (409 call_in_doubt): the payment was left unsent. It is sent first."""
    from agentops.core.gate import held_for

    env = _live_env(server) | {"SINK": str(tmp_path / "sent.log")}
    script = _LIVE + _SINK_TOOL + """
agent.model.sample = async (messages) => messages.some((m) => m.role === 'tool')
  ? { content: 'Done.', tool_calls: [], usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } }
  : { content: '', tool_calls: [{ name: 'pay_invoice', args: { invoice: 'INV-3' }, call_id: 'c0' },
                                { name: 'execute', args: { sql_statement: 'DELETE FROM accounts' }, call_id: 'c1' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } };
const sends = (kind) => async (args, key) => {
  appendFileSync(process.env.SINK, kind + '\\n');
  if (kind === 'delete' && process.env.DIE === '1') process.kill(process.pid, 'SIGKILL');
  return { success: true, code: 'ok', data: args };
};
agent.tools = [{ name: 'pay_invoice', effect: 'write', dedupes: false, fn: sends('pay') },
               { name: 'execute', effect: 'write', dedupes: true, fn: sends('delete') }];
const [runId, outcome] = await drive({});
console.log(JSON.stringify({ runId, outcome }));
"""  # fmt: skip
    gate = held_for  # before the deploy the gate let the DELETE through; it held the payment then as now
    monkeypatch.setattr(
        "runs.api.protocol.held_for", lambda tool, *a, **k: "" if tool == "execute" else gate(tool, *a, **k)
    )
    died = subprocess.run([shutil.which("node"), "--input-type=module", "-e", script], cwd=PKG, env=env | {"DIE": "1"},
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert died.returncode == -signal.SIGKILL, died.stderr
    monkeypatch.undo()  # the deploy
    run = Run.objects.get(create_key=f"{AGENT}:ts-retry")
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now())  # the dead process's lease lapses
    approve_call(execution_id=ToolExecution.objects.get(run=run, tool="pay_invoice").id, actor="al", reason="ok")
    parked = _node(script, env)
    assert parked["outcome"] == "RunParked: RECOVERING", parked
    assert (tmp_path / "sent.log").read_text().split() == ["delete", "pay"], "the payment handed out was left unsent"
    assert ToolExecution.objects.get(run=run, tool="pay_invoice").result_event_id is not None


_DECOMPOSED_ARGS = """
import { appendFileSync } from 'node:fs';
agent.tools[0].dedupes = true;
agent.model.sample = async (messages) => messages.some((m) => m.role === 'tool')
  ? { content: 'Done.', tool_calls: [], usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } }
  : { content: 'do it', tool_calls: [{ name: 'create_ticket', args: { sku: 'A', note: 'cafe\u0301' }, call_id: 'c0' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } };
const record = (args, key) => appendFileSync(process.env.SINK, JSON.stringify({ key, args }) + '\\n');
"""


@pytest.mark.django_db(transaction=True)
def test_a_call_replayed_after_a_crash_is_sent_with_the_values_it_was_first_sent_with(built, server, tmp_path):
    """The journal keeps a model's text in NFC: a fresh answer's call went out with the model's decomposed ``é`` and,
    SIGKILLed after the send, its replay under the same idempotency key with the journal's composed one — another
    request under that key (qa-agents9; the Python side: tests/core/test_replayed_arguments.py)."""
    env = _live_env(server) | {"SINK": str(tmp_path / "sent.jsonl")}
    first = _LIVE + _DECOMPOSED_ARGS + """
agent.tools[0].fn = async (args, key) => { record(args, key); process.kill(process.pid, 'SIGKILL'); };
await drive({});
"""  # fmt: skip
    done = subprocess.run([shutil.which("node"), "--input-type=module", "-e", first], cwd=PKG, env=env,
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == -signal.SIGKILL, done.stderr
    got = _node(_LIVE + _DECOMPOSED_ARGS + """
agent.tools[0].fn = async (args, key) => { record(args, key); return { success: true, code: 'ok', data: { id: 'x' } }; };
const [runId, outcome] = await drive({});
console.log(JSON.stringify({ runId, outcome }));
""", env)  # fmt: skip
    assert got["outcome"] == "COMPLETED", got
    sent = [json.loads(line) for line in (tmp_path / "sent.jsonl").read_text().splitlines()]
    assert len(sent) == 2 and sent[0] == sent[1], sent  # the same key, the same values
    assert sent[0]["args"]["note"] == "caf\u00e9"


@pytest.mark.django_db(transaction=True)
def test_a_keyless_call_is_not_replayed_by_a_resume_whose_tool_now_dedupes(built, server, tmp_path):
    """As ``agentops.client`` (tests/api/test_redeclared_dedupes.py): the first process's create_ticket could not
    dedupe, so its intent has no key; it is SIGKILLed after the send. A deploy then declares ``dedupes: true``: the
    resume replayed the call with the journaled key, ``null`` — a second ticket the service could not dedupe."""
    env = _live_env(server) | {"SINK": str(tmp_path / "sent.jsonl")}
    _killed_after_the_send(env, dedupes=False)
    got = _node(_LIVE + _SINK_TOOL + """
agent.tools[0].dedupes = true;
agent.tools[0].fn = async (args, key) => { record(key); return { success: true, code: 'ok', data: { id: 'x' } }; };
const [runId, outcome] = await drive({});
console.log(JSON.stringify({ runId, outcome }));
""", env)  # fmt: skip
    assert got["outcome"].startswith("RunParked"), got
    assert [json.loads(line)["key"] for line in (tmp_path / "sent.jsonl").read_text().splitlines()] == [None]
    parked = json.loads(Event.objects.filter(run_id=got["runId"], type="RecoveryStarted").latest("seq").payload)
    assert "journaled without an idempotency key" in parked["reason"], parked
    assert ToolExecution.objects.get(run_id=got["runId"]).status == "TOOL_EXECUTED"


@pytest.mark.django_db(transaction=True)
def test_a_call_in_flight_whose_tool_was_renamed_before_the_resume_parks_and_is_not_sent_again(built, server, tmp_path):
    """As ``agentops.client`` (tests/sdk/test_code_changes.py): SIGKILLed after create_ticket went out; the deploy
    that followed renamed it open_ticket. The resume answered the journaled call ``unknown_tool`` (a non-effect), the
    model called open_ticket and the service did it a second time, under a new key."""
    env = _live_env(server) | {"SINK": str(tmp_path / "sent.jsonl")}
    _killed_after_the_send(env, dedupes=True)
    got = _node(_LIVE + _SINK_TOOL + """
Object.assign(agent.tools[0], { name: 'open_ticket', dedupes: true,
  fn: async (args, key) => { record(key); return { success: true, code: 'ok', data: { id: 'x' } }; } });
const usage = { prompt_tokens: 1, completion_tokens: 1, cost: 0 };
agent.model.sample = async (messages) => {
  const told = messages.filter((m) => m.role === 'tool').map((m) => String(m.content)).join(' ');
  if (told.includes('unknown_tool') && !told.includes('"ok"'))  // told so, a model calls the tool it is offered
    return { content: 'again', tool_calls: [{ name: 'open_ticket', args: { sku: 'A' }, call_id: 'c1' }], usage };
  return { content: 'Done.', tool_calls: [], usage };
};
const [runId, outcome] = await drive({});
console.log(JSON.stringify({ runId, outcome }));
""", env)  # fmt: skip
    assert got["outcome"].startswith("RunParked"), got
    assert len((tmp_path / "sent.jsonl").read_text().splitlines()) == 1  # one ticket
    parked = json.loads(Event.objects.filter(run_id=got["runId"], type="RecoveryStarted").latest("seq").payload)
    assert "no tool named 'create_ticket' now" in parked["reason"], parked
    assert not Event.objects.filter(run_id=got["runId"], type="ToolResult").exists()


@pytest.mark.django_db(transaction=True)
def test_a_clock_ahead_of_the_servers_waits_the_servers_retry_and_backs_off_for_a_held_lease(built, server, settings):
    """As ``agentops.client`` (tests/api/test_client_clock_skew.py): this machine's clock a minute ahead reads the
    server's ``next_retry_at`` and ``lease_expires_at`` as past. The retry wait became requests with no pause until
    the server's clock caught up, the wait for a held lease a request every 50 ms."""
    settings.AGENTOPS = {**settings.AGENTOPS, "RETRY_BASE": 3.0}
    got = _node(_LIVE + """
import { ModelError } from './dist/index.js';
const realNow = Date.now;
Date.now = () => realNow() + 60000;
let leases = 0, failed = false;
const counting = async (url, init) => {
  if (new URL(url).pathname.endsWith('/lease/')) leases += 1;
  return fetch(url, init);
};
agent.model.sample = async (messages) => {
  if (!failed) { failed = true; throw new ModelError('gateway timeout', true); }
  return { content: 'Done.', tool_calls: [], usage: { prompt_tokens: 1, completion_tokens: 1, cost: 0 } };
};
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY, { fetch: counting });
const retried = await client.createRun({ ...externalRunFields(agent, { task: 'x' }), create_key: 'ts-skew-retry' });
const outcome = await new DurableRun(client, agent, retried.id).runUntilDone({ maxWait: 60 });
const retryLeases = leases;
leases = 0;
const held = await client.createRun({ ...externalRunFields(agent, { task: 'y' }), create_key: 'ts-skew-held' });
await client.acquire(held.id, 'other-process', undefined, 3);
const started = realNow();
const second = await new DurableRun(client, agent, held.id).run();
console.log(JSON.stringify({ outcome, retryLeases, second, heldLeases: leases, waited: (realNow() - started) / 1000 }));
""", _live_env(server))  # fmt: skip
    assert got["outcome"] == "COMPLETED" and got["second"] == "COMPLETED", got
    assert got["retryLeases"] <= 3, f"waited the server's retry_in, not a loop of requests: {got}"
    assert got["waited"] >= 2 and got["heldLeases"] <= 9, f"backed off, not polled every 50 ms: {got}"


@pytest.mark.django_db(transaction=True)
def test_a_result_larger_than_the_server_takes_is_journaled_unstorable_and_the_write_waits_for_a_human(built, server):
    """As ``agentops.client``: a result over ``AGENTOPS_API_MAX_BODY`` was a 413 thrown out of the loop, and every
    restart sent the call again into the same 413; a model answer so large fails the run retryably."""
    got = _node(_LIVE + """
const big = 'x'.repeat(1100000);
agent.tools[0].fn = async (args, key) => { sent.push(key); return { success: true, code: 'ok', data: big }; };
const [runId, first] = await drive({});
const [, second] = await drive({});
agent.model = { version: 'ts-big-v1', sample: async () => ({ content: 'look', usage: { prompt_tokens: 1,
  completion_tokens: 1, cost: 0 }, tool_calls: [{ name: 'create_ticket', args: { sku: big }, call_id: 'c0' }] }) };
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY);
const sampled = await client.createRun({ ...externalRunFields(agent, { task: 'x' }), create_key: 'ts-big-sample' });
const third = await new DurableRun(client, agent, sampled.id).run();
console.log(JSON.stringify({ runId, first, second, sent, sampledId: sampled.id, third }));
""", _live_env(server))  # fmt: skip
    assert got["first"] == got["second"] == "RunParked: RECOVERING" and len(got["sent"]) == 1, got
    result = json.loads(Event.objects.get(run_id=got["runId"], type="ToolResult").payload)["result"]
    assert result == {
        "success": False,
        "code": "unstorable_result",
        "error": "the tool's result cannot be journaled: it is larger than the server takes "
        "(request body is larger than 1000000 bytes (AGENTOPS_API_MAX_BODY))",
    }
    assert got["third"] == "FAILED"
    failed = json.loads(Event.objects.get(run_id=got["sampledId"], type="RunFailed").payload)
    assert failed["retryable"] is True and "the model's answer cannot be journaled: it is larger" in failed["message"]


@pytest.mark.django_db(transaction=True)
def test_even_without_retries_a_lost_claim_answer_is_asked_again_and_its_call_sent_once(built, server):
    """As ``agentops.client`` (clients13): with ``retries: 0`` the lost ``claimed`` threw and the restart, which cannot
    know the call did not go out, parked it for a human. The claim is asked again with its own request id until the
    server answers (``noWord``): ``claimed`` again, sent once, no human."""
    got = _node(_LIVE + """
const [runId, first] = await drive({ fetch: losing((name) => name === 'claim'), retries: 0 });
console.log(JSON.stringify({ runId, first, lost, sent, claims }));
""", _live_env(server))  # fmt: skip
    assert got["first"] == "COMPLETED" and got["lost"] == ["claim"] and len(got["sent"]) == 1, got
    assert len(got["claims"]) == 2 and got["claims"][0] == got["claims"][1]  # its own request id, asked again
    assert not Event.objects.filter(run_id=got["runId"], type="RecoveryStarted").exists()


@pytest.mark.django_db(transaction=True)
def test_writes_whose_answers_were_lost_are_retried_and_journaled_once(built, server):
    """The lease, a result, a verdict and the reply are answered like the first request when retried;
    each is lost once here and the run's journal is the same as without losses."""
    got = _node(_LIVE + """
const names = ['lease', 'result', 'verification', 'reply'];
const [runId, outcome] = await drive({ fetch: losing((name) => names.includes(name)), backoff: 0.01 });
console.log(JSON.stringify({ runId, outcome, lost, sent }));
""", _live_env(server))  # fmt: skip
    assert got["outcome"] == "COMPLETED" and sorted(got["lost"]) == ["lease", "reply", "result", "verification"]
    types = list(Event.objects.filter(run_id=got["runId"]).order_by("seq").values_list("type", flat=True))
    assert all(types.count(kind) == 1 for kind in ("ToolRequested", "ToolResult", "ToolVerified", "RunCompleted")), (
        types
    )
    assert len(got["sent"]) == 1 and Run.objects.get(id=got["runId"]).fencing_token == 2  # re-taken by its secret


@pytest.mark.django_db(transaction=True)
def test_a_run_that_failed_for_good_throws_run_stopped_and_is_returned_failed_not_retried(built, server):
    """A failure that is not retryable: a new lease is refused with ``RunStopped`` (``run_failed``), and
    ``run()`` returns FAILED at once instead of waiting for a lease that no wait brings."""
    got = _node(_LIVE + """
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY);
const run = await client.createRun(externalRunFields(agent, { task: 'x' }));
const lease = await client.acquire(run.id, 'first');
await client.append(lease, lease.headSeq, [{ type: 'RunFailed', payload: { error_class: 'ModelError', retryable: false } }]);
await client.release(lease);
const refused = await client.acquire(run.id, 'second').catch((err) => err);
const outcome = await new DurableRun(client, agent, run.id, { leaseWait: 30 }).run();
console.log(JSON.stringify({ runId: run.id, name: refused.constructor.name, code: refused.code,
                             runStatus: refused.runStatus, outcome, sent }));
""", _live_env(server))  # fmt: skip
    assert got["name"] == "RunStopped" and got["code"] == "run_failed" and got["runStatus"] == "FAILED"
    assert got["outcome"] == "FAILED" and got["sent"] == []
    assert Event.objects.filter(run_id=got["runId"]).count() == 2  # RunStarted, RunFailed: nothing more


@pytest.mark.django_db(transaction=True)
def test_another_agents_key_a_retryable_failure_and_a_parked_call_are_said_as_the_python_sdk_says_them(built, server):
    """Parity with the Python SDK and client (docs/sdk.md, fix-known8): another agent's API key was a bare ``403
    permission_denied`` ApiError, not a ``SetupError`` naming both agents; a FAILED run said nothing of whether it
    was for good (the SDK's ``retryable`` / ``retry_at`` and its hint); a call in doubt parked the run with a reason
    that began ``409 call_in_doubt: `` where the Python client's is the server's message."""
    got = _node(_LIVE + """
const other = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.BILLING_KEY);
const refused = await other.createRun(externalRunFields(agent, { task: 'x' })).catch((err) => err);
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY);
const failures = [];
for (const retryable of [true, false]) {
  const run = await client.createRun(externalRunFields(agent, { task: `fail ${retryable}` }));
  const lease = await client.acquire(run.id, 'first');
  await client.append(lease, lease.headSeq, [{ type: 'RunFailed',
    payload: { error_class: 'ModelError', message: retryable ? 'gateway timeout' : '401 bad key', retryable } }]);
  await client.release(lease);
  const driver = new DurableRun(client, agent, run.id);
  failures.push({ runId: run.id, outcome: await driver.run(), ...(await driver.failure()) });
}
let gone = false;  // the claim lands, then the network is gone (an error that is no lost answer: never asked again)
const breaking = async (url, init) => {
  if (gone) throw new TypeError('the network is gone');
  const response = await fetch(url, init);
  gone = new URL(url).pathname.endsWith('/tools/claim/');
  return response;
};
const [runId, first] = await drive({ fetch: breaking });
const parked = await new DurableRun(client, agent, runId).run().catch((err) => err);
console.log(JSON.stringify({ refused: [refused.constructor.name, refused.message], failures, first,
                             parked: [parked.constructor.name, parked.status, parked.reason] }));
""", {**_live_env(server), "BILLING_KEY": api_key_create(agent="billing")[1]})  # fmt: skip
    assert got["refused"] == [
        "SetupError",
        "agent \"support\": this API key is agent 'billing''s and creates only its runs, not agent 'support''s "
        "(`manage.py create_api_key support` makes a key for it)",
    ], got
    retried, for_good = got["failures"]
    due = Run.objects.get(id=retried["runId"]).next_retry_at
    assert retried["outcome"] == "FAILED" and retried["retryable"] is True and retried["retryAt"], retried
    assert retried["retryAt"].replace("Z", "+00:00").startswith(due.isoformat()[:19]), (retried, due)
    assert retried["failure"] == (
        f"ModelError: gateway timeout (retryable: run the same code again from {retried['retryAt']} and it retries; "
        "or call runUntilDone() to wait for the retry here)"
    )
    assert for_good["outcome"] == "FAILED" and for_good["retryable"] is False and for_good["retryAt"] == ""
    assert for_good["failure"] == "ModelError: 401 bad key", for_good
    assert got["first"] == "TypeError: " and got["parked"][:2] == ["RunParked", "RECOVERING"], got
    assert not got["parked"][2].startswith("409"), got["parked"]


@pytest.mark.django_db(transaction=True)
def test_a_run_failed_while_a_call_waits_for_an_approver_throws_call_awaiting_approval_naming_it(built, server):
    """The server refuses the failure (the run waits for the approver, nothing is written); the client says so."""
    got = _node(_LIVE + """
import { CallAwaitingApproval } from './dist/index.js';
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY);
const run = await client.createRun(externalRunFields(agent, { task: 'x' }));
const lease = await client.acquire(run.id, 'raw');
const output = { content: 'pay it', tool_calls: [{ name: 'pay_invoice', args: { invoice: 'A' }, call_id: 'c0' }],
                 usage: { prompt_tokens: 1, completion_tokens: 1 } };
await client.append(lease, lease.headSeq, [{ type: 'LlmSampled', payload: { step: 0, output } }]);
const call = { step: 0, call_index: 0, tool: 'pay_invoice', args: { invoice: 'A' }, effect: 'write', dedupes: true };
const claimed = await client.claim(lease, call);
const failed = { type: 'RunFailed', payload: { error_class: 'ModelError', retryable: false } };
const refused = await client.append(lease, claimed.head_seq, [failed]).catch((err) => err);
console.log(JSON.stringify({ runId: run.id, claim: claimed.status, held: refused instanceof CallAwaitingApproval,
                             name: refused.constructor.name, status: refused.status, code: refused.code,
                             details: refused.details }));
""", _live_env(server))  # fmt: skip
    execution = ToolExecution.objects.get(run_id=got["runId"])
    assert got["claim"] == "waiting_manual_confirm" and got["held"] and got["name"] == "CallAwaitingApproval"
    assert got["status"] == 409 and got["code"] == "call_awaiting_approval"
    assert got["details"] == {"execution_id": execution.id, "step": 0, "call_index": 0, "tool": "pay_invoice"}
    assert Run.objects.get(id=got["runId"]).status == "WAITING_MANUAL_CONFIRM"
    assert not Event.objects.filter(run_id=got["runId"], type="RunFailed").exists()


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("content", "says"), [("''", "is blank"), ("' \\n'", "is blank"),
                                               ("'x'.repeat(20001)", "longer than 20000"), ("'a\\u0000b'", "holds NUL")])  # fmt: skip
def test_a_final_answer_reply_would_refuse_fails_the_run_retryably_unjournaled(built, server, content, says):
    """As ``agentops.client``: a model that ends with an empty answer (or one ``reply/`` refuses otherwise) made the
    client journal it, then throw the 400 of ``claims/check/`` — on every restart too, reusing the journaled answer."""
    got = _node(_LIVE + f"""
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY);
const silent = {{ ...agent, model: {{ version: 'ts-silent-v1', sample: async () => (
  {{ content: {content}, tool_calls: [], usage: {{ prompt_tokens: 1, completion_tokens: 0, cost: 0 }} }}) }} }};
const run = await client.createRun(externalRunFields(silent, {{ task: 'x' }}));
console.log(JSON.stringify({{ runId: run.id, outcome: await new DurableRun(client, silent, run.id).run() }}));
""", _live_env(server))  # fmt: skip
    assert got["outcome"] == "FAILED"
    assert list(Event.objects.filter(run_id=got["runId"]).order_by("seq").values_list("type", flat=True)) == [
        "RunStarted",
        "RunFailed",
    ]
    failed = json.loads(Event.objects.get(run_id=got["runId"], type="RunFailed").payload)
    assert failed["error_class"] == "ModelError" and failed["retryable"] is True
    assert (
        failed["message"].startswith("the model's final answer cannot be the run's reply: it ")
        and says in failed["message"]
    )


_UNJOURNALABLE = "the model's answer cannot be journaled: " + LONE_SURROGATE


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("output", "message"),
    [("content: 'half a pair: \\ud83d', tool_calls: []", _UNJOURNALABLE),
     ("content: 'look', tool_calls: [{ name: 'create_ticket', args: { ['sku\\udc00']: 'A' }, call_id: 'c0' }]",
      _UNJOURNALABLE),
     ("content: 'look', tool_calls: [{ name: 'create_ticket', args: {}, call_id: 'c' }, { name: 'create_ticket', "
      "args: {} }, { name: 'create_ticket', args: {}, call_id: 'c' }]",
      "the model's answer repeats the call_id 'c' (tool_calls [0, 2])")],
    ids=["answer", "argument-name", "repeated-call-id"],
)  # fmt: skip
def test_a_model_answer_the_journal_cannot_hold_fails_the_run_retryably_unjournaled(built, server, output, message):
    """As ``agentops.client``: half of a UTF-16 pair, in the answer or anywhere in its calls (``unjournalable``), is
    no Unicode the journal can hold, and ``events/`` refuses tool calls sharing an id; the client appended it and
    threw the 400. Now nothing acts on it: the run fails, retryable, with Python's message."""
    got = _node(_LIVE + f"""
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY);
const broken = {{ ...agent, model: {{ version: 'ts-broken-v1', sample: async () => (
  {{ {output}, usage: {{ prompt_tokens: 1, completion_tokens: 0, cost: 0 }} }}) }} }};
const run = await client.createRun(externalRunFields(broken, {{ task: 'x' }}));
console.log(JSON.stringify({{ runId: run.id, outcome: await new DurableRun(client, broken, run.id).run(), sent }}));
""", _live_env(server))  # fmt: skip
    assert got["outcome"] == "FAILED" and got["sent"] == []
    assert list(Event.objects.filter(run_id=got["runId"]).order_by("seq").values_list("type", flat=True)) == [
        "RunStarted",
        "RunFailed",
    ]
    failed = json.loads(Event.objects.get(run_id=got["runId"], type="RunFailed").payload)
    assert failed["error_class"] == "ModelError" and failed["retryable"] is True
    assert failed["message"] == message


def test_a_write_that_names_no_seq_is_sent_again_after_seq_conflict_an_append_is_not(built):
    """As ``agentops.client``: a claim, result, verdict or reply refused 409 ``seq_conflict`` (the journal moved
    while the server checked it; nothing written) is sent again, bounded; an append's never is."""
    got = _node(
        _FAKE
        + """
const conflicting = (times) => async (url, init) => {
  seen.push(init.method + ' ' + new URL(url).pathname);
  const status = times-- > 0 ? 409 : 200;
  const body = status === 409 ? { error: { code: 'seq_conflict', message: 'send it again', details: {} } } : { head_seq: 3 };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
};
const once = (n) => new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: conflicting(n), sleep });
const call = { step: 0, call_index: 0, tool: 'retrieve', args: {}, effect: 'read' };
const writes = [
  await outcome(once(1).claim(LEASE, call)),
  await outcome(once(1).reportResult(LEASE, 0, 0, { success: true })),
  await outcome(once(1).reportVerification(LEASE, 0, 0, { status: 'confirmed', method: 'read_back' })),
  await outcome(once(1).submitReply(LEASE, 1, 'done')),
];
const sent = seen.splice(0).length;
const bounded = await outcome(new AgentOpsClient('http://agentops.test', 'aok_x', { fetch: conflicting(10), sleep, retries: 3 }).claim(LEASE, call));
const boundedSent = seen.splice(0).length;
const append = await outcome(once(1).append(LEASE, 0, []));
console.log(JSON.stringify({ writes, sent, bounded, boundedSent, append, appendSent: seen.length }));
"""
    )
    assert got["writes"] == [{"head_seq": 3}] * 4 and got["sent"] == 8
    assert got["bounded"] == 409 and got["boundedSent"] == 4  # the first request and the 3 retries asked
    assert got["append"] == 409 and got["appendSent"] == 1


#: A real HTTP server (node:http) on 127.0.0.1 answering every request with ``STATUS``, ``HEADERS`` and ``BODY``,
#: recording the requests in ``seen``; ``base`` is its URL. fetch follows a redirect unless told not to.
_SERVING = """
import http from 'node:http';
import { AgentOpsClient, ApiError } from './dist/index.js';
const seen = [];
const server = http.createServer((req, res) => {
  seen.push(req.method + ' ' + req.url);
  req.resume();
  req.on('end', () => { res.writeHead(STATUS, HEADERS); res.end(BODY); });
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;
const caught = (promise) => promise.then((ok) => ({ ok }), (err) => (err instanceof ApiError
  ? { status: err.status, code: err.code, message: err.message } : { thrown: String(err) }));
"""


def _serving(status: int, headers: dict[str, str], body: str, script: str) -> Any:
    prelude = _SERVING.replace("STATUS", str(status)).replace("HEADERS", json.dumps(headers))
    return _node(prelude.replace("BODY", json.dumps(body)) + script + "\nserver.close();\n")


@pytest.mark.parametrize("status", [301, 302, 307, 308])
def test_a_redirect_is_an_api_error_naming_where_it_goes_and_is_neither_followed_nor_retried(built, status):
    """As ``agentops.client``: the production server's HTTP→HTTPS redirect once came back as the run (fetch
    followed it, a 301/302 as a GET); a 3xx's body is no answer, and a POST sent again elsewhere could act twice."""
    got = _serving(status, {"Location": "https://agentops.example/api/v1/runs/"}, "", """
const client = new AgentOpsClient(base, 'aok_x', { sleep: async () => {} });
const created = await caught(client.createRun({ agent: 'support', inputs: { task: 't' }, create_key: 'k-1' }));
console.log(JSON.stringify({ created, base, seen }));
""")  # fmt: skip
    created = got["created"]
    assert created["status"] == status and created["code"] == "redirected", created
    assert (
        f"POST {got['base']}/api/v1/runs/ was redirected to https://agentops.example/api/v1/runs/" in created["message"]
    )
    assert "baseUrl" in created["message"]
    assert got["seen"] == ["POST /api/v1/runs/"]  # once: neither retried nor followed


def test_a_redirect_without_a_location_says_so_and_a_json_3xx_is_the_apis_error(built):
    bare = _serving(302, {}, "", """
console.log(JSON.stringify(await caught(new AgentOpsClient(base, 'aok_x').getRun('r1'))));
""")  # fmt: skip
    assert bare["code"] == "redirected" and "redirected to nowhere (no Location)" in bare["message"]
    error = json.dumps({"error": {"code": "moved", "message": "use v2", "details": {}}})
    typed = _serving(308, {"Content-Type": "application/json"}, error, """
console.log(JSON.stringify(await caught(new AgentOpsClient(base, 'aok_x').getRun('r1'))));
""")  # fmt: skip
    assert typed == {"status": 308, "code": "moved", "message": "308 moved: use v2"}


def test_a_web_page_answered_with_200_is_an_api_error_saying_it_is_not_the_api(built):
    got = _serving(200, {"Content-Type": "text/html; charset=utf-8"}, "<!doctype html><title>Welcome</title>", """
const read = await caught(new AgentOpsClient(base + '/dashboard', 'aok_x').getRun('run_1'));
console.log(JSON.stringify({ read, seen }));
""")  # fmt: skip
    assert got["read"]["status"] == 200 and got["read"]["code"] == "not_the_api", got
    assert "answered an HTML page, not the AgentOps API" in got["read"]["message"]
    assert got["seen"] == ["GET /dashboard/api/v1/runs/run_1/"]


@pytest.mark.parametrize(
    "body",
    ['{"error": {"message": "no route POST /api/v1/runs/"}}', '{"error": "not found"}', '{"detail": "Not Found"}'],
)
def test_another_services_json_error_is_an_api_error_saying_it_is_not_the_api(built, body):
    """As ``agentops.client``: a baseUrl pointing at the model's endpoint (or any other JSON service) threw a
    TypeError (``error.code`` of undefined) or an ApiError of code undefined."""
    got = _serving(404, {"Content-Type": "application/json"}, body, """
const client = new AgentOpsClient(base, 'aok_x', { sleep: async () => {} });
const created = await caught(client.createRun({ agent: 'support', inputs: { task: 't' }, create_key: 'k-1' }));
console.log(JSON.stringify({ created, base, seen }));
""")  # fmt: skip
    created = got["created"]
    assert created["status"] == 404 and created["code"] == "not_the_api", created
    assert f"POST {got['base']}/api/v1/runs/ answered {body}, not an AgentOps API error" in created["message"]
    assert "baseUrl" in created["message"] and got["seen"] == ["POST /api/v1/runs/"]


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("http://127.0.0.1:8000/api/v1", "ends with /api/v1: give the server's base address, the client adds"),
        ("https://agentops.example/api/v1/", "ends with /api/v1: give the server's base address, the client adds"),
        ("localhost:8000", "is no http(s) address with a host: e.g. http://127.0.0.1:8000"),
        ("ftp://agentops.example", "is no http(s) address with a host"),
        ("http://agentops .example", "is no http(s) address with a host"),
    ],
)
def test_a_base_url_ending_with_the_api_path_or_no_http_address_is_invalid_input_before_anything_is_sent(
    built, url, says
):
    """As ``agentops.client``: a baseUrl ending with /api/v1 (copied from the API's docs) asked
    /api/v1/api/v1/runs/, a 404 naming no fix, and ``localhost:8000`` (no scheme) was taken as a URL of scheme
    ``localhost:``, failing every request as a lost answer."""
    got = _node(f"""
import {{ AgentOpsClient, InvalidInput }} from './dist/index.js';
const seen = [];
const fetch = async (url) => {{ seen.push(url); return new Response('{{}}'); }};
try {{
  await new AgentOpsClient({json.dumps(url)}, 'aok_x', {{ fetch }}).getRun('r1');
  console.log(JSON.stringify({{ seen }}));
}} catch (err) {{
  console.log(JSON.stringify({{ invalid: err instanceof InvalidInput, message: err.message, seen }}));
}}
""")  # fmt: skip
    assert got["invalid"] is True and got["seen"] == [], got  # nothing sent
    assert got["message"].startswith(f"baseUrl {json.dumps(url)} {says}"), got


def test_an_input_named_like_the_runs_own_clock_or_seed_is_invalid_input_as_the_python_sdk_says_it(built):
    """``{...inputs, clock, seed}`` let the run's own clock and seed shadow an input of that name, silently: the
    template got another value than the journaled inputs hold. The server refuses such an input for its own runs and
    the Python SDK for an external one, with this text (``agentops.core.loop.taken_input_names``)."""
    from agentops.core.loop import taken_input_names

    got = _node("""
import { externalRunFields, InvalidInput } from './dist/index.js';
const agent = { name: 'support', model: { version: 'openai:m' }, tools: [], template: 'Now: {clock}' };
try {
  externalRunFields(agent, { task: 't', clock: '9am' });
  console.log(JSON.stringify({ accepted: true }));
} catch (err) {
  console.log(JSON.stringify({ invalid: err instanceof InvalidInput, message: err.message }));
}
""")  # fmt: skip
    assert got == {"invalid": True, "message": taken_input_names({"task": "t", "clock": "9am"})}, got


def test_a_pre_flight_past_the_claim_cap_lists_the_unread_claims_as_unbacked_as_the_python_sdk_does(built):
    """``unbacked()`` filtered the pre-flight's claims only: fifty backed claims and a false one after them listed
    nothing, though the pre-flight said ``flagged`` and ``truncated``. It adds the Python SDK's ``truncated`` entry."""
    from agentops.client import unbacked

    verified = {"phrase": "I emailed the ops team", "classification": "verified", "reason": "backed"}
    preflight = {"run_id": "run_x", "flagged": True, "would_hold": False, "truncated": True, "claims": [verified] * 50}
    script = """
import { DurableRun } from './dist/index.js';
const driver = new DurableRun(null, { name: 'support', model: { version: 'openai:m' }, tools: [] }, 'run_x');
driver.preflight = PREFLIGHT;
const truncated = driver.unbacked();
driver.preflight = { ...PREFLIGHT, truncated: false };
console.log(JSON.stringify({ truncated, whole: driver.unbacked() }));
"""
    got = _node(script.replace("PREFLIGHT", json.dumps(preflight)))
    assert got == {"truncated": unbacked(preflight), "whole": []}, got
    assert [c["classification"] for c in got["truncated"]] == ["truncated"]


@pytest.mark.django_db(transaction=True)
def test_a_client_paused_between_its_claim_and_its_send_sends_nothing_once_another_took_the_run(built, server):
    """As ``agentops.client`` (tests/api/test_stalled_holder.py): a client paused after its claim answered (here: its
    claim's answer held until the other is done), its 1 s lease lapsed; a second took the run, looked the call up (not
    done) and sent it. The first then sent it too — two tickets. It now confirms its lease right before the send
    (``agentops.core.lease_beat.confirm_before_send``): LeaseLost, nothing sent."""
    got = _node(_LIVE + """
let claimed, released;
const atClaim = new Promise((resolve) => { claimed = resolve; });
const secondDone = new Promise((resolve) => { released = resolve; });
const pausing = async (url, init) => {
  const response = await fetch(url, init);
  if (new URL(url).pathname.endsWith('/tools/claim/')) { claimed(); await secondDone; }
  return response;
};
agent.tools[0].lookup = async () => ({ found: false });
agent.tools[0].timeout = 0.5;  // its "not done" is the last word once that passed (with no timeout: a human decides)
const [url, key] = [process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY];
const client = new AgentOpsClient(url, key);
const run = await client.createRun({ ...externalRunFields(agent, { task: 'x' }), create_key: 'ts-paused' });
const first = new DurableRun(new AgentOpsClient(url, key, { fetch: pausing }), agent, run.id,
                             { owner: 'copy-1', leaseSeconds: 1 }).run().then((s) => s, (e) => e.constructor.name);
await atClaim;
const second = await new DurableRun(client, agent, run.id, { owner: 'copy-2', leaseWait: 30 }).run();
const sentBySecond = sent.length;
released();
console.log(JSON.stringify({ runId: run.id, first: await first, second, sentBySecond, sent: sent.length }));
""", _live_env(server))  # fmt: skip
    assert got["second"] == "COMPLETED" and got["sentBySecond"] == 1, got
    assert got["first"] == "LeaseLost" and got["sent"] == 1, f"the resumed first client sent the ticket again: {got}"
    assert Event.objects.filter(run_id=got["runId"], type="RunCompleted").count() == 1


@pytest.mark.django_db(transaction=True)
def test_a_write_the_policy_names_whose_verifier_cannot_tell_parks_and_completes_after_the_confirm(
    built, server, settings
):
    """As ``agentops.client`` (tests/api/test_policy_park.py): under ``AGENTOPS_VERIFICATION_POLICY`` a write whose
    verifier cannot tell yet (it threw) is refused its commit, 409 ``verification_required``: the client threw a bare
    ProtocolRefused and the run stayed RUNNING, out of the operators' sight. It now parks the call (RecoveryStarted)
    and throws RunParked; after the operator's confirm the run completes, the ticket sent once."""
    settings.AGENTOPS = {**settings.AGENTOPS, "VERIFICATION_POLICY": {AGENT: ["ticket"]}}
    script = (
        _LIVE
        + """
agent.tools[0].verify = async () => { throw new Error('ticket service unreachable'); };
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY);
const run = await client.createRun({ ...externalRunFields(agent, { task: 'x' }), create_key: 'ts-policy' });
const outcome = await new DurableRun(client, agent, run.id).run().then((s) => s,
  (e) => ({ error: e.constructor.name, status: e.status, step: e.step, callIndex: e.callIndex, reason: e.reason }));
console.log(JSON.stringify({ runId: run.id, outcome, sent: sent.length }));
"""
    )
    env = _live_env(server)
    got = _node(script, env)
    assert got["outcome"]["error"] == "RunParked", got
    assert got["outcome"]["status"] == "RECOVERING" and (got["outcome"]["step"], got["outcome"]["callIndex"]) == (0, 0)
    # the server's message, as the Python client's RunParked says it: it began "409 verification_required: "
    reason = got["outcome"]["reason"]
    assert not reason.startswith("409") and "verification policy" in reason and got["sent"] == 1, got
    run = Run.objects.get(pk=got["runId"])
    assert run.status == "RECOVERING" and not run.lease_owner, "on the recovery console, the lease released"
    park = json.loads(Event.objects.get(run=run, type="RecoveryStarted").payload)
    assert park["reason"] == "the verification policy wants an operator to verify create_ticket", park

    decide_execution(
        execution_id=ToolExecution.objects.get(run=run).id, actor="alice", decision="confirm", reason="seen"
    )
    assert _node(script, env) == {"runId": run.id, "outcome": "COMPLETED", "sent": 0}


def test_its_openai_model_estimates_the_tokens_of_an_answer_without_usage_as_the_python_side_does(built):
    """The server refuses a sample without usage (400) and every run has a token budget: an OpenAI-compatible
    server that gives no ``usage`` was journaled as zero tokens, outside the budget. Estimated from the prompt and
    the output, as ``agentops.llm.openai_compat.parse_completion`` does; given usage is taken as it is."""
    from agentops.core.model import estimate_tokens
    from agentops.llm.openai_compat import to_openai_messages

    messages = [
        {"role": "system", "content": "You open tickets."},
        {"role": "user", "content": "ACME: invoice 42, caf\u00e9 \u8ba2\u5355"},
    ]
    calls = [{"name": "create_ticket", "args": {"customer": "ACME"}, "call_id": "c1"}]
    opened = {
        "role": "assistant",
        "content": "Opening it.",
        "tool_calls": [call("c1", "create_ticket", calls[0]["args"])],
    }
    without = {"choices": [{"message": opened}]}
    usage = {"prompt_tokens": USAGE[0], "completion_tokens": USAGE[1]}
    given = {"choices": [{"message": {"role": "assistant", "content": "Done."}}], "usage": usage}
    got = _node(f"""
import {{ OpenAIChat }} from './dist/index.js';
const answers = [{json.dumps(without)}, {json.dumps(given)}];
globalThis.fetch = async () => new Response(JSON.stringify(answers.shift()), {{ status: 200 }});
const model = new OpenAIChat('m');
const messages = {json.dumps(messages)};
console.log(JSON.stringify([(await model.sample(messages, [])).usage, (await model.sample(messages, [])).usage]))
""")  # fmt: skip
    estimated = {
        "prompt_tokens": estimate_tokens(to_openai_messages(messages)),
        "completion_tokens": estimate_tokens(["Opening it.", calls]),
        "cost": 0,
    }
    assert got == [estimated, {**usage, "cost": 0}]
    assert estimated["prompt_tokens"] > 0 and estimated["completion_tokens"] > 0


#: a TypeScript agent paging on-call through tests/api/slow_service.py (``SERVICE``): a write that does not dedupe, with
#: a status lookup by its ``page_id`` and a ``TIMEOUT``; ``RUN_FILE``: the run it creates is written there, ``RUN_ID``:
#: the run it drives instead
_PAGER = """
import { readFileSync, writeFileSync } from 'node:fs';
import { AgentOpsClient, DurableRun, externalRunFields } from './dist/index.js';
const service = process.env.SERVICE, usage = { prompt_tokens: 1, completion_tokens: 1, cost: 0 };
const sample = async (messages) => messages.some((m) => m.role === 'tool')
  ? { content: 'Paged.', tool_calls: [], usage }
  : { content: 'paging', tool_calls: [{ name: 'page', args: { page_id: 'pg-1' }, call_id: 'c0' }], usage };
const page = async (args) => (await fetch(`${service}/send`, { method: 'POST', body: JSON.stringify(args),
  headers: { 'content-type': 'application/json' } })).json();
const lookup = async (args) => {
  const found = (await (await fetch(`${service}/status?page_id=${args.page_id}`)).json()).found;
  return found ? { found, result: { success: true, code: 'paged', data: args } } : { found };
};
const agent = {
  name: 'support', template: '{task}{clock}{seed}', model: { version: 'ts-pager-v1', sample },
  tools: [{ name: 'page', effect: 'write', dedupes: false, timeout: Number(process.env.TIMEOUT), fn: page, lookup }],
};
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY);
let runId = process.env.RUN_ID;
if (!runId) {
  runId = (await client.createRun(externalRunFields(agent, { task: 'x' }))).id;
  writeFileSync(process.env.RUN_FILE, runId);
}
const started = performance.now();
const outcome = await new DurableRun(client, agent, runId, { leaseSeconds: 1, leaseWait: 30 }).run()
  .catch((err) => `${err.constructor.name}: ${err.message}`);
console.log(JSON.stringify({ runId, outcome, took: (performance.now() - started) / 1000 }));
"""


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("landed", [True, False], ids=["landed", "never-arrived"])
def test_a_restart_while_the_first_send_may_still_land_waits_its_retry_after_and_asks_nobody(
    built, server, tmp_path, landed
):
    """As ``agentops.client`` (tests/api/test_slow_lookup.py): SIGKILLed while a slow pager that does not dedupe is
    still processing the page (``landed``), or before it went out. The restart's claim declares the tool's timeout,
    its ``need_recheck`` says ``retry_after``; its lookup's "not found" before then is no answer: it keeps the lease,
    waits and claims again — found, the page is not sent again; still not found, it is sent once. Before, the restart
    parked the run RECOVERING for a human."""
    from tests.api import slow_service

    timeout = 4.0
    home = tmp_path / "service"
    home.mkdir()
    with slow_service.running(home, 1.5) as url:
        env = _live_env(server) | {"SERVICE": url, "TIMEOUT": str(timeout), "RUN_FILE": str(tmp_path / "run")}
        script = (
            _PAGER if landed else _PAGER.replace("fn: page,", "fn: async () => process.kill(process.pid, 'SIGKILL'),")
        )
        first = subprocess.Popen([shutil.which("node"), "--input-type=module", "-e", script], cwd=PKG, env=env)
        if landed:
            slow_service.wait_for(home / "received", 60)
            first.send_signal(signal.SIGKILL)  # mid-send: the service is still processing the page
        assert first.wait(60) == -signal.SIGKILL
        got = _node(_PAGER, env | {"RUN_ID": (tmp_path / "run").read_text()})
        assert got["outcome"] == "COMPLETED", got
        assert slow_service.effects(home) == ["pg-1"], "paged once"
    assert not Event.objects.filter(run_id=got["runId"], type="RecoveryStarted").exists(), "nobody was asked"
    assert got["took"] >= (1.0 if landed else timeout - 2), got


#: A step that labels a ticket (and, with CALLS 2, posts a note), neither service dedupes nor has a lookup, through
#: ``AGENTOPS_DURABLE_URL`` (a gateway that goes down or drops an answer: tests/api/gateway.py); a 1 s lease, 0.5 s of
#: retries, a 1 s request timeout. Prints the run and where the drive ended.
_UNANSWERED = (
    _SINK_TOOL
    + """
import { AgentOpsClient, DurableRun, externalRunFields } from './dist/index.js';
const usage = { prompt_tokens: 1, completion_tokens: 1, cost: 0 };
const todo = [{ name: 'add_label', args: { label: 'vip' }, call_id: 'c0' }, { name: 'post_note', args: { note: 'seen' }, call_id: 'c1' }];
const agent = {
  name: 'support', template: '{task}{clock}{seed}',
  model: { version: 'ts-unanswered-v1', sample: async (messages) => messages.some((m) => m.role === 'tool')
    ? { content: 'Done.', tool_calls: [], usage } : { content: '', tool_calls: todo.slice(0, Number(process.env.CALLS)), usage } },
  tools: ['add_label', 'post_note'].map((name) => ({ name, effect: 'write', dedupes: false,
    fn: async (args) => { appendFileSync(process.env.SINK, name + '\\n'); return { success: true, code: 'ok', data: args }; } })),
};
const client = new AgentOpsClient(process.env.AGENTOPS_DURABLE_URL, process.env.AGENTOPS_DURABLE_API_KEY, { retryFor: 0.5, timeout: 1 });
const run = await client.createRun({ ...externalRunFields(agent, { task: 'x' }), create_key: 'ts-unanswered' });
let outcome;
try {
  outcome = await new DurableRun(client, agent, run.id, { leaseSeconds: 1, leaseWait: 10 }).run();
} catch (err) {
  outcome = `${err.constructor.name}: ${err.message}`;
}
console.log(JSON.stringify({ runId: run.id, outcome }));
"""
)


@pytest.mark.django_db(transaction=True)
def test_a_claimed_call_is_sent_once_the_server_answers_again_not_left_for_a_human(built, server, tmp_path):
    """As ``agentops.client`` (tests/api/test_unanswered.py, clients13): the server went down right after the claim,
    while the lease was confirmed before the send. The agent threw after its retries, the call unsent, and the restart's
    ``need_recheck`` parked it for a human. Now it asks until the server answers, its lease still its own, and sends."""
    from tests.api.gateway import gateway

    claimed = lambda method, path, body: path.endswith("/tools/claim/")  # noqa: E731
    with gateway(server.url, down_after=claimed, down_for=3.0) as (url, gate):
        env = _live_env(server) | {"AGENTOPS_DURABLE_URL": url, "SINK": str(tmp_path / "sent.log"), "CALLS": "1"}
        got = _node(_UNANSWERED, env)
    assert gate.refused and gate.refused[0].endswith("/lease/renew/"), gate.refused
    assert got["outcome"] == "COMPLETED", got
    assert (tmp_path / "sent.log").read_text().split() == ["add_label"]
    assert not Event.objects.filter(run_id=got["runId"], type="RecoveryStarted").exists()
    assert ToolExecution.objects.get(run_id=got["runId"]).status == "CONFIRMED"


@pytest.mark.django_db(transaction=True)
def test_a_later_claims_lost_answer_is_claimed_again_by_its_retry_not_parked(built, server, tmp_path):
    """As ``agentops.client`` (clients13): the note's claim was journaled, its answer held past the client's timeout
    and the 1 s lease, then dropped. The retry got lease_expired, renewed, and claimed under a new request id:
    need_recheck, the run parked for a call never sent. Its retry carries its own request id: ``claimed`` again."""
    from tests.api.gateway import gateway

    second = lambda method, path, body: path.endswith("/tools/claim/") and body["call_index"] == 1  # noqa: E731
    with gateway(server.url, lose=second, hold=2.5) as (url, gate):
        env = _live_env(server) | {"AGENTOPS_DURABLE_URL": url, "SINK": str(tmp_path / "sent.log"), "CALLS": "2"}
        got = _node(_UNANSWERED, env)
    assert len(gate.lost) == 1 and got["outcome"] == "COMPLETED", got
    assert sorted((tmp_path / "sent.log").read_text().split()) == ["add_label", "post_note"]  # each once, any order
    types = list(Event.objects.filter(run_id=got["runId"]).order_by("seq").values_list("type", flat=True))
    assert types.count("ToolRequested") == 2 and "RecoveryStarted" not in types, types


@pytest.mark.django_db(transaction=True)
def test_a_restart_whose_lookup_says_not_done_for_a_tool_without_a_timeout_parks_it_unsent(built, server, tmp_path):
    """As ``agentops.client`` (tests/api/test_slow_lookup.py, clients13): SIGKILLed after the claim, before the send;
    the restart's lookup says "not done" and the tool declares no timeout, so nothing bounds a first send still
    landing: the restart sent it, where the same "not done" in flight parked it. Now both park, saying why."""
    env = _live_env(server) | {"SINK": str(tmp_path / "sent.log")}
    script = (
        _LIVE
        + _SINK_TOOL
        + """
agent.tools[0].lookup = async () => ({ found: false });
agent.tools[0].fn = async (args, key) => { record(key); return { success: true, code: 'ok', data: { id: 'T-1' } }; };
if (process.env.DIE === '1') {
  agent.tools[0].fn = async () => { process.kill(process.pid, 'SIGKILL'); };
}
const [runId, outcome] = await drive({});
console.log(JSON.stringify({ runId, outcome }));
"""
    )
    died = subprocess.run([shutil.which("node"), "--input-type=module", "-e", script], cwd=PKG, env=env | {"DIE": "1"},
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert died.returncode == -signal.SIGKILL, died.stderr
    run = Run.objects.get(create_key=f"{AGENT}:ts-retry")
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now())  # the dead process's lease lapses
    got = _node(script, env)
    assert got["outcome"] == "RunParked: RECOVERING", got
    assert not (tmp_path / "sent.log").exists(), "sent again on a lookup's not done, nothing bounding the first send"
    parked = json.loads(Event.objects.filter(run=run, type="RecoveryStarted").last().payload)
    assert "the tool declares no timeout" in parked["reason"], parked
