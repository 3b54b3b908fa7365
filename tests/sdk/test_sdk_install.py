"""The light SDK, as an adopter gets it: ``pip install ./sdk`` into a fresh virtual environment that has
no Django, then sdk/README.md's ten-line example against a live server, SIGKILLed while its ticket
call is in flight and run again (issue 16, "Must show")."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import time
import unicodedata
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

import pytest
from daphne_server import daphne, killed_and_back
from django.utils import timezone
from local_servers import FakeLLM, ToolService, assistant_turns, call, cited_events, completion, serve

from agentops.client import AgentOpsClient, LeaseHeld
from runs.api.keys import api_key_create
from runs.models import Event, Run

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]
AGENT = "support"
USAGE = (100, 20)


def client_env(server, llm: FakeLLM, llm_url: str, **extra: str) -> dict[str, str]:
    """What an adopter's process has: the server's URL and agent key, the OpenAI client's variables."""
    return {
        "PATH": os.environ["PATH"],
        "AGENTOPS_DURABLE_URL": server.url,
        "AGENTOPS_DURABLE_API_KEY": api_key_create(agent=AGENT)[1],
        "OPENAI_BASE_URL": llm_url + "/v1",
        "OPENAI_API_KEY": llm.api_key,
        **extra,
    }


def readme_example() -> str:
    """The first python block of sdk/README.md, as the adopter copies it."""
    text = (ROOT / "sdk" / "README.md").read_text()
    return re.search(r"```python\n(.*?)```", text, re.S).group(1)


def test_the_sdk_installs_without_django_and_imports_as_agentops_durable(sdk_python):
    probe = "import agentops_durable, agentops_durable.core.loop, agentops_durable.client, sys; " \
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('django', 'agentops')))"  # fmt: skip
    done = subprocess.run([str(sdk_python), "-c", probe], capture_output=True, text=True, timeout=60, cwd="/")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"  # neither Django nor an `agentops` package was imported
    assert subprocess.run([str(sdk_python), "-c", "import django"], capture_output=True, cwd="/").returncode == 1
    assert len(readme_example().strip().splitlines()) <= 15


def support_model(body):
    """Step 0: open the ticket. Step 1: say so, citing the journaled result."""
    if assistant_turns(body) == 0:
        return completion(None, [call("c1", "create_ticket", {"customer": "ACME", "subject": "Invoice 42 is wrong"})],
                          usage=USAGE)  # fmt: skip
    return completion(f"Opened ticket t-1 for ACME [evt:{cited_events(body)[0]}].", usage=USAGE)


def kill_mid_ticket_call(command: list[str], env: dict[str, str], cwd: Path, service: ToolService) -> None:
    """Start ``command`` and SIGKILL it once the ticket service has the ticket: the call is in flight
    (``service`` answers slowly), its result never journaled."""
    first = subprocess.Popen(command, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while service.count() == 0 and time.monotonic() < deadline and first.poll() is None:
        time.sleep(0.05)
    assert service.count() == 1, first.communicate(timeout=5)
    os.kill(first.pid, signal.SIGKILL)
    assert first.wait(timeout=10) == -signal.SIGKILL


def test_readme_example_sigkilled_mid_call_resumes_with_one_ticket_and_no_extra_tokens(sdk_python, server, tmp_path):
    llm, service = FakeLLM(support_model), ToolService()
    service.misbehave, service.slow_seconds = "slow", 60  # the ticket is created; the answer never comes in time
    script = tmp_path / "example.py"
    script.write_text(readme_example())
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        kill_mid_ticket_call([str(sdk_python), str(script)], env, tmp_path, service)
        run = Run.objects.get(create_key=f"{AGENT}:ticket-42")
        assert Event.objects.filter(run=run, type="ToolRequested").count() == 1
        assert not Event.objects.filter(run=run, type="ToolResult").exists()

        second = subprocess.run([str(sdk_python), str(script)], env=env, cwd=tmp_path,
                                capture_output=True, text=True, timeout=180)  # fmt: skip
    assert second.returncode == 0, second.stderr
    assert second.stdout.startswith("COMPLETED Opened ticket t-1 for ACME [evt:")
    assert service.count() == 1  # no repeated effect
    key = Event.objects.get(run=run, type="ToolRequested").payload
    assert len(service.keys_seen) == 2 and service.keys_seen[0] == service.keys_seen[1]  # replayed with its key
    assert service.keys_seen[0] in key
    assert llm.count == 2  # one request per step: the journaled step-0 completion was reused
    run.refresh_from_db()
    assert run.status == "COMPLETED" and not run.has_flagged_claim
    assert run.tokens_used == 2 * sum(USAGE)  # the crash-free run's tokens


def test_readme_example_without_its_service_url_stops_at_start_and_sends_nothing(sdk_python, server, tmp_path):
    """The example read ``TICKETS_URL`` inside its tool: unset, the KeyError was a call of unknown outcome, replayed
    three times, then the run parked RECOVERING for an operator. Read at start, it stops with one line."""
    llm = FakeLLM(support_model)
    script = tmp_path / "example.py"
    script.write_text(readme_example())
    with serve(llm) as llm_url:
        done = subprocess.run([str(sdk_python), str(script)], env=client_env(server, llm, llm_url), cwd=tmp_path,
                              capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 1 and done.stderr == "set TICKETS_URL\n", done.stderr[-2000:]
    assert llm.count == 0 and not Run.objects.exists()


def test_a_retryable_model_error_says_so_and_running_again_retries(sdk_python, server, tmp_path):
    """A 429 with the default wait_for_human=0 was ``FAILED`` at once, as if for good: the result says it is
    retryable, from when, and that running the same code again retries it (it does)."""
    answers = iter([(429, {"error": {"message": "Rate limit reached for gpt-4o-mini"}})])
    llm = FakeLLM(lambda body: next(answers, None) or support_model(body))
    script = tmp_path / "limited.py"
    script.write_text(RATE_LIMITED)
    with serve(llm) as llm_url:
        env = client_env(server, llm, llm_url)
        first = subprocess.run([str(sdk_python), str(script)], env=env, cwd=tmp_path,
                               capture_output=True, text=True, timeout=120)  # fmt: skip
        run = Run.objects.get(create_key=f"{AGENT}:rate-limited")
        assert first.returncode == 0, first.stderr
        assert first.stdout.startswith("FAILED True | ModelError: "), first.stdout
        assert "Rate limit reached" in first.stdout and llm.count == 1
        said = re.search(r" \(retryable: run the same code again from (\S+) and it retries; or give wait_for_human="
                         r"<seconds> to wait for the retry here\)\n$", first.stdout)  # fmt: skip
        assert said and datetime.fromisoformat(said.group(1)) == run.next_retry_at, (first.stdout, run.next_retry_at)
        while timezone.now() < run.next_retry_at:  # the server's backoff (1 s), then the same code again
            time.sleep(0.05)
        second = subprocess.run([str(sdk_python), str(script)], env=env, cwd=tmp_path,
                                capture_output=True, text=True, timeout=120)  # fmt: skip
    assert second.returncode == 0, second.stderr
    assert second.stdout.startswith("COMPLETED False | "), second.stdout
    assert llm.count == 3  # the 429, then the run's two steps
    run.refresh_from_db()
    assert run.status == "COMPLETED"


OTHER_KEY = """
from openai import OpenAI
from agentops_durable import OpenAIChat, SetupError, durable_run

try:
    with durable_run(agent="support", model=OpenAIChat(OpenAI(), "gpt-4o-mini"), tools=[], prompt="Be brief.",
                     inputs={"task": "hi"}, key="other-key") as run:
        print(run.outcome)
except SetupError as exc:
    print("SetupError", exc)
"""


def test_another_agents_api_key_is_a_setup_error_naming_both_agents(sdk_python, server, tmp_path):
    """Another agent's key was ``ApiError 403 permission_denied`` with a traceback."""
    llm = FakeLLM(support_model)
    script = tmp_path / "other.py"
    script.write_text(OTHER_KEY)
    with serve(llm) as llm_url:
        env = {**client_env(server, llm, llm_url), "AGENTOPS_DURABLE_API_KEY": api_key_create(agent="billing")[1]}
        done = subprocess.run([str(sdk_python), str(script)], env=env, cwd=tmp_path,
                              capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout == (
        "SetupError agent='support': this API key is agent 'billing''s and creates only its runs, not agent "
        "'support''s (`manage.py create_api_key support` makes a key for it)\n"
    )
    assert llm.count == 0 and not Run.objects.exists()


TOOL_CHECKS = '''
from agentops_durable import SetupError, UndeclaredDedupe, tool

@tool(effect="write", dedupes=True)
def create_ticket(customer: str, priority: int = 1, note: str | None = None, idem_key: str | None = None) -> dict:
    """Open a ticket."""
    return {"ticket_id": f"t-{customer}-{idem_key}"}

spec = create_ticket.tool
assert spec.name == "create_ticket" and spec.description == "Open a ticket." and not spec.needs_approval
assert spec.parameters == {"type": "object", "required": ["customer"], "properties": {
    "customer": {"type": "string"}, "priority": {"type": "integer"}, "note": {"type": "string"}}}, spec.parameters
assert spec.fn({"customer": "ACME"}, "k1") == {"success": True, "code": "ok", "data": {"ticket_id": "t-ACME-k1"}}
assert create_ticket("ACME", idem_key="k2") == {"ticket_id": "t-ACME-k2"}  # still a plain function

@tool(effect="write", dedupes=False)
def refund_payment(invoice: str) -> None:
    return None

assert refund_payment.tool.needs_approval and not refund_payment.tool.safe_to_replay
assert refund_payment.tool.fn({"invoice": "I-1"}, None)["data"] == {}  # empty data: the schema check flags it

try:
    tool(lambda to: None, effect="write", name="send_sms")
except UndeclaredDedupe as exc:
    assert "tool 'send_sms' is a write: declare whether its service dedupes" in str(exc), exc
else:
    raise AssertionError("a write without dedupes was accepted")
try:
    tool(lambda to: None, effect="write", dedupes=True, name="send_sms")
except SetupError as exc:  # was a bare TypeError
    assert str(exc) == (
        "tool 'send_sms' declares dedupes=True but has no 'idem_key' parameter: add `idem_key: str | None = None` "
        "and send it to the service as its idempotency key (e.g. the Idempotency-Key header) — a replay after a "
        "crash is safe only then — or declare dedupes=False"
    ), exc
else:
    raise AssertionError("a deduping write that never sees its key was accepted")
# a tool's name is shown in notifications: a line break and a link are refused where the tool is declared
try:
    tool(lambda to: None, name="send_email\\nhttps://evil.example/login")
except SetupError as exc:
    assert str(exc).startswith(
        "tool name 'send_email\\\\nhttps://evil.example/login' refused: a tool name is 1-100 characters with no control"
    ), exc
else:
    raise AssertionError("a tool name holding a line break and a URL was accepted")
from agentops_durable import ToolNameInvalid
from agentops_durable.adapters.common import declared_tool
try:
    declared_tool("<https://evil.example|lookup>", lambda a, k: {}, {}, description="", parameters={}, effect="read")
except ToolNameInvalid as exc:  # a framework's or an MCP server's tool, declared through an adapter
    assert "'<https://evil.example|lookup>' refused: a tool name is 1-100" in str(exc), exc
else:
    raise AssertionError("an adapter declared a tool name holding Slack link markup")
assert tool(lambda q: None, name="mcp__crm__search").tool.name == "mcp__crm__search"
assert tool(lambda q: None, name="删除用户", effect="write", dedupes=False).tool.name == "删除用户"
print("ok")
'''


TIMED_CHECKS = """
import asyncio, time
from agentops_durable import SetupError, ToolTimeout, tool

@tool(timeout=0.3)
def slow_lookup(order: str) -> dict:
    time.sleep(3)
    return {"order": order}

@tool(timeout=0.3)
async def slow_async_lookup(order: str) -> dict:
    await asyncio.sleep(3)
    return {"order": order}

@tool(timeout=5)
def quick_lookup(order: str) -> dict:
    return {"order": order}

@tool(timeout=5)
def broken_lookup(order: str) -> dict:
    raise ConnectionResetError("reset by peer")

for timed in (slow_lookup, slow_async_lookup):
    started = time.monotonic()
    try:
        timed.tool.fn({"order": "A-1"}, None)
    except ToolTimeout as exc:
        print(type(exc).__name__, exc, time.monotonic() - started < 1.5)
print(quick_lookup.tool.fn({"order": "A-1"}, None)["data"])
try:
    broken_lookup.tool.fn({"order": "A-1"}, None)
except ConnectionResetError as exc:
    print("ConnectionResetError", exc)
for bad in (0, -1, "5", True, float("inf")):
    try:
        tool(lambda order: None, name="lookup", timeout=bad)
    except SetupError as exc:
        print("SetupError", exc)
"""


def test_a_tools_timeout_makes_a_call_without_an_answer_a_tool_timeout_and_a_bad_one_a_setup_error(sdk_python):
    """``@tool`` had no per-call timeout: a tool whose service hung held the run (and its lease) for as long. A call
    with no answer by ``timeout`` is a ``ToolTimeout`` (an unknown outcome, as the loop reads it), an async one
    cancelled; its own errors and answers pass through; a timeout that is no positive number is a SetupError."""
    assert printed(sdk_python, TIMED_CHECKS) == [
        "ToolTimeout slow_lookup: no answer within timeout=0.3 s; it may have acted True",
        "ToolTimeout slow_async_lookup: no answer within timeout=0.3 s; it may have acted True",
        "{'order': 'A-1'}",
        "ConnectionResetError reset by peer",
        *(f"SetupError tool 'lookup': timeout={bad}: expected a number of seconds above 0"
          for bad in ("0", "-1", "'5'", "True", "inf")),
    ]  # fmt: skip


def test_the_tool_decorator_declares_schema_key_and_safe_defaults(sdk_python):
    done = subprocess.run([str(sdk_python), "-c", TOOL_CHECKS], capture_output=True, text=True, timeout=60, cwd="/")
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


ARRAY_CHECKS = """
from typing import Any, Optional
from agentops_durable import tool

@tool
def tag_ticket(ticket: str, tags: list[str], scores: Optional[list[int]] = None, rows: list[list[float]] = (),
               anything: list = (), pair: tuple[int, ...] = (), records: list[dict[str, Any]] = ()) -> dict:
    return {}

props = tag_ticket.tool.parameters["properties"]
assert props["tags"] == {"type": "array", "items": {"type": "string"}}, props
assert props["scores"] == {"type": "array", "items": {"type": "integer"}}, props
assert props["rows"] == {"type": "array", "items": {"type": "array", "items": {"type": "number"}}}, props
assert props["anything"] == {"type": "array", "items": {}}, props
assert props["pair"] == {"type": "array", "items": {"type": "integer"}}, props
assert props["records"] == {"type": "array", "items": {"type": "object"}}, props
print("ok")
"""


def test_an_array_parameter_tells_the_model_its_items(sdk_python):
    """OpenAI refuses a function whose array parameter has no ``items`` (400 ``invalid_function_parameters``,
    "array schema missing items"): a ``list[str]`` parameter must not fail every run of its agent."""
    assert printed(sdk_python, ARRAY_CHECKS) == ["ok"]


TYPED_CHECKS = """
import dataclasses, datetime, enum
from typing import Optional
from agentops_durable import SetupError, ToolRejected, tool

class Priority(enum.Enum):
    LOW = "low"
    HIGH = "high"

class Level(enum.IntEnum):
    ONE = 1
    TWO = 2

@dataclasses.dataclass
class Address:
    city: str
    zip: Optional[str] = None

@dataclasses.dataclass
class Customer:
    name: str
    address: Address
    since: datetime.date
    tags: list[str] = dataclasses.field(default_factory=list)

seen = []

@tool
def open_case(customer: Customer, priority: Priority, level: Level, due: datetime.date,
              at: Optional[datetime.datetime] = None) -> dict:
    seen.append((customer, priority, level, due, at))
    return {}

props = open_case.tool.parameters["properties"]
assert props["priority"] == {"type": "string", "enum": ["low", "high"]}, props
assert props["level"] == {"type": "integer", "enum": [1, 2]}, props
assert props["due"] == {"type": "string", "format": "date"}, props
assert props["at"] == {"type": "string", "format": "date-time"}, props
address = {"type": "object", "properties": {"city": {"type": "string"}, "zip": {"type": "string"}}, "required": ["city"]}
assert props["customer"] == {"type": "object", "properties": {"name": {"type": "string"}, "address": address,
    "since": {"type": "string", "format": "date"}, "tags": {"type": "array", "items": {"type": "string"}}},
    "required": ["name", "address", "since"]}, props
acme = {"name": "ACME", "address": {"city": "Oslo"}, "since": "2020-01-31"}
good = {"customer": acme, "priority": "high", "level": 2, "due": "2026-12-24", "at": "2026-12-05T08:00:00+00:00"}
open_case.tool.fn(good, None)
utc = datetime.timezone.utc
assert seen == [(Customer("ACME", Address("Oslo"), datetime.date(2020, 1, 31)), Priority.HIGH, Level.TWO,
                 datetime.date(2026, 12, 24), datetime.datetime(2026, 12, 5, 8, tzinfo=utc))], seen
for bad in ({"priority": "urgent"}, {"due": "tomorrow"}, {"customer": {"name": "ACME"}}, {"level": "2"}):
    try:
        open_case.tool.fn(good | bad, None)
    except ToolRejected as exc:
        print(exc)
assert len(seen) == 1  # a value the function cannot take: rejected before it runs

class Desk:
    def __init__(self, name):
        self.name = name

    @tool
    def assign(self, ticket: str) -> dict:
        return {"desk": self.name, "ticket": ticket}

    @tool
    def route(cls, ticket: str) -> dict:
        return {}

assert Desk.assign.tool.parameters == {"type": "object", "properties": {"ticket": {"type": "string"}},
                                       "required": ["ticket"]}, Desk.assign.tool.parameters
assert Desk.route.tool.parameters == Desk.assign.tool.parameters
billing = Desk("billing").assign
assert billing.tool.parameters == Desk.assign.tool.parameters and billing.tool.name == "assign"
assert billing.tool.fn({"ticket": "t-1"}, None)["data"] == {"desk": "billing", "ticket": "t-1"}

class Point(enum.Enum):
    ORIGIN = (0, 0)

@dataclasses.dataclass
class Node:
    children: "list[Node]"

for hint in (Point, Node):
    try:
        def f(x): return {}
        f.__annotations__ = {"x": hint}
        tool(f)
    except SetupError as exc:
        print(exc)

for declared in ({"effect": "writ", "dedupes": True}, {"effect": "write", "dedupes": True, "risk": "hgh"}):
    try:
        tool(name="refund", **declared)(lambda idem_key=None: {})
    except SetupError as exc:
        print(exc)
"""


def test_enum_date_and_dataclass_parameters_get_json_schema_and_their_types(sdk_python):
    """An ``Enum``, a ``date`` / ``datetime`` or a dataclass parameter was offered as ``{}`` (anything) and the
    function got the raw JSON; a method's ``self`` was a parameter the model had to fill."""
    assert printed(sdk_python, TYPED_CHECKS) == [
        "open_case: invalid arguments: priority: 'urgent' is not a valid Priority",
        "open_case: invalid arguments: due: Invalid isoformat string: 'tomorrow'",
        "open_case: invalid arguments: customer: Customer.__init__() missing 2 required positional arguments: "
        "'address' and 'since'",
        "open_case: invalid arguments: level: '2' is not a valid Level",
        "tool 'f': parameter 'x': the values of Point are not JSON strings or numbers",
        "tool 'f': parameter 'x': field 'children': Node holds itself (a recursive dataclass has no finite schema)",
        "tool 'refund': effect='writ': expected 'read' or 'write'",  # was "ValueError: 'writ' is not a valid Effect"
        "tool 'refund': risk='hgh': expected 'low' or 'high'",
    ]


COLLECTION_CHECKS = """
import dataclasses, datetime, enum
from agentops_durable import ToolRejected, tool

class Color(enum.Enum):
    RED = "red"
    BLUE = "blue"

@dataclasses.dataclass
class Slot:
    day: datetime.date

seen = []

@tool
def plan(colors: list[Color], days: tuple[datetime.date, ...], slots: list[Slot], due: dict[str, datetime.date],
         tags: set[Color] = frozenset()) -> dict:
    seen.append((colors, days, slots, due, tags))
    return {}

props = plan.tool.parameters["properties"]
color = {"type": "string", "enum": ["red", "blue"]}
day = {"type": "string", "format": "date"}
assert props["colors"] == {"type": "array", "items": color}, props
assert props["days"] == {"type": "array", "items": day}, props
assert props["slots"] == {"type": "array", "items": {"type": "object", "properties": {"day": day},
                                                     "required": ["day"]}}, props
assert props["due"] == {"type": "object", "additionalProperties": day}, props
assert props["tags"] == {"type": "array", "items": color}, props
good = {"colors": ["red", "blue"], "days": ["2026-12-24"], "slots": [{"day": "2026-12-05"}],
        "due": {"T-1": "2026-12-31"}, "tags": ["blue"]}
plan.tool.fn(good, None)
d = datetime.date
assert seen == [([Color.RED, Color.BLUE], (d(2026, 12, 24),), [Slot(d(2026, 12, 5))], {"T-1": d(2026, 12, 31)},
                 {Color.BLUE})], seen
for bad in ({"colors": ["red", "purple"]}, {"days": ["2026-12-24", "soon"]}, {"slots": [{"day": "never"}]},
            {"due": {"T-1": "later"}}, {"colors": "red"}):
    try:
        plan.tool.fn(good | bad, None)
    except ToolRejected as exc:
        print(exc)
assert len(seen) == 1  # a bad item: rejected before the function runs
"""


def test_enum_date_and_dataclass_items_of_lists_and_dict_values_are_made_their_types(sdk_python):
    """``list[Color]`` was offered as an array of the enum's values, but the function got the strings (a
    ``list[date]`` its ISO texts, a ``list[Slot]`` dicts): schema and conversion disagreed. Items and a
    ``dict[str, X]``'s values are made their type; a bad one is a rejected call naming the parameter and where."""
    assert printed(sdk_python, COLLECTION_CHECKS) == [
        "plan: invalid arguments: colors[1]: 'purple' is not a valid Color",
        "plan: invalid arguments: days[1]: Invalid isoformat string: 'soon'",
        "plan: invalid arguments: slots[0].day: Invalid isoformat string: 'never'",
        "plan: invalid arguments: due['T-1']: Invalid isoformat string: 'later'",
        "plan: invalid arguments: colors: 'red' is not an array",
    ]


FLOAT_CHECKS = """
from agentops_durable import tool

seen = []

@tool(effect="write", dedupes=True)
def add_score(amount: float, count: int, idem_key: str | None = None) -> dict:
    seen.append((amount, count))
    return {}

add_score.tool.fn({"amount": 5, "count": 3}, "k1")  # as the journal keeps the model's 5.0: canonical JSON
add_score.tool.fn({"amount": 5.0, "count": 3}, "k1")
add_score.tool.fn({"amount": 2.5, "count": 3}, "k1")
print([(type(a).__name__, a, type(c).__name__, c) for a, c in seen])
"""


def test_a_float_parameter_gets_a_float_whether_the_model_wrote_5_0_or_the_journal_5(sdk_python):
    """A ``float`` parameter got ``5.0`` from a fresh answer and ``5`` from the journal (canonical JSON keeps one
    number): a replay after a crash sent another request body under the same idempotency key (qa-agents9)."""
    assert printed(sdk_python, FLOAT_CHECKS) == [
        "[('float', 5.0, 'int', 3), ('float', 5.0, 'int', 3), ('float', 2.5, 'int', 3)]"
    ]


ARGS_CHECKS = """
from agentops_durable import ToolRejected, tool

ran = []

@tool(effect="write", dedupes=True)
def create_ticket(customer: str, subject: str, idem_key: str | None = None) -> dict:
    ran.append(customer)
    return {"ticket_id": "t-1"}

for args in ({"customer": "ACME", "subject": "s", "priority": "high"}, {"customer": "ACME"},
             {"customer": "ACME", "subject": "s", "idem_key": "the model's own"}):
    try:
        create_ticket.tool.fn(args, "k1")
    except ToolRejected as exc:
        assert str(exc).startswith("create_ticket: invalid arguments: "), exc
        print(exc)
    else:
        raise AssertionError(f"{args} was accepted")
assert ran == []  # the function never ran: a known non-effect
assert create_ticket.tool.fn({"customer": "ACME", "subject": "s"}, "k1")["data"] == {"ticket_id": "t-1"}
"""


def printed(sdk_python: Path, script: str) -> list[str]:
    """The lines ``script`` printed, run in the SDK's venv (it must succeed)."""
    done = subprocess.run([str(sdk_python), "-c", script], capture_output=True, text=True, timeout=60, cwd="/")
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_arguments_the_function_cannot_take_are_a_rejected_call_and_run_nothing(sdk_python):
    assert printed(sdk_python, ARGS_CHECKS) == [
        "create_ticket: invalid arguments: got an unexpected keyword argument 'priority'",
        "create_ticket: invalid arguments: missing a required argument: 'subject'",
        "create_ticket: invalid arguments: 'idem_key' is the idempotency key, not the model's to give",
    ]


def extra_argument_model(body):
    """Step 0: a made-up argument. Step 1 (told the call was rejected): the call as declared. Step 2: say so."""
    turns = assistant_turns(body)
    if turns < 2:
        args = {"customer": "ACME", "subject": "Invoice 42 is wrong", **({"priority": "high"} if turns == 0 else {})}
        return completion(None, [call(f"c{turns}", "create_ticket", args)], usage=USAGE)
    return completion(f"Opened ticket t-1 for ACME [evt:{cited_events(body)[-1]}].", usage=USAGE)


def run_readme_example(sdk_python, server, tmp_path, model) -> tuple[subprocess.CompletedProcess, FakeLLM, ToolService]:
    """The README's example run once to its end with ``model`` answering: the process, the model and the service."""
    llm, service = FakeLLM(model), ToolService()
    script = tmp_path / "example.py"
    script.write_text(readme_example())
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        done = subprocess.run([str(sdk_python), str(script)], env=env, cwd=tmp_path,
                              capture_output=True, text=True, timeout=120)  # fmt: skip
    return done, llm, service


def test_a_made_up_argument_reaches_the_model_as_a_rejected_call_not_a_human(sdk_python, server, tmp_path):
    """A model that invents an argument made a call that could not happen: the model is told and the run goes
    on. (It was an unknown outcome: replayed twice with the same key, then RECOVERING for a human.)"""
    done, llm, service = run_readme_example(sdk_python, server, tmp_path, extra_argument_model)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("COMPLETED Opened ticket t-1 for ACME [evt:")
    assert service.count() == 1 and llm.count == 3
    rejected = json.loads(llm.requests[1]["messages"][-1]["content"].partition("] ")[2])
    assert rejected["code"] == "rejected" and "unexpected keyword argument 'priority'" in rejected["error"]
    run = Run.objects.get(create_key=f"{AGENT}:ticket-42")
    assert run.status == "COMPLETED" and not Event.objects.filter(run=run, type="RecoveryStarted").exists()


def decomposed_model(body):
    """The README's support model, whose final answer writes its accents decomposed (``e`` + U+0301)."""
    if assistant_turns(body) == 0:
        return support_model(body)
    return completion(unicodedata.normalize("NFD", f"Opened ticket t-1 for Amélie [evt:{cited_events(body)[0]}]."))


def test_a_final_answer_with_decomposed_accents_completes_the_run(sdk_python, server, tmp_path):
    """The journal keeps the answer in NFC; the SDK sends the reply as the model wrote it. Compared as sent, it was 422
    ``reply_mismatch`` raised out of ``durable_run``, the run left RUNNING, and every run again the same."""
    done, llm, _ = run_readme_example(sdk_python, server, tmp_path, decomposed_model)
    assert done.returncode == 0, done.stderr[-2000:]
    assert unicodedata.normalize("NFC", done.stdout).startswith("COMPLETED Opened ticket t-1 for Amélie [evt:")
    assert Run.objects.get(create_key=f"{AGENT}:ticket-42").status == "COMPLETED" and llm.count == 2


DATED_RESULT = """
import datetime, os, httpx
from openai import OpenAI
from agentops_durable import OpenAIChat, durable_run, tool

@tool(effect="write", dedupes=True)
def create_ticket(customer: str, subject: str, idem_key: str | None = None) -> dict:
    \"\"\"Open a support ticket.\"\"\"
    ticket = httpx.post(os.environ["TICKETS_URL"] + "/tickets", json={"customer": customer, "subject": subject},
                        headers={"Idempotency-Key": idem_key}).raise_for_status().json()
    return {**ticket, "opened_at": datetime.datetime(2026, 12, 5, tzinfo=datetime.timezone.utc)}  # as a DB row has it

with durable_run(agent="support", model=OpenAIChat(OpenAI(), "gpt-4o-mini"), tools=[create_ticket],
                 prompt="You are ACME's support agent.", inputs={"task": "ACME's invoice 42 is wrong."},
                 key="dated-result") as run:
    print(run.outcome, "|", run.parked)
"""


def test_a_result_json_cannot_carry_is_journaled_as_unstorable_not_a_crash_loop(sdk_python, server, tmp_path):
    """A tool returning a ``datetime`` (a ``Decimal``…) after its effect: the SDK crashed in the JSON encoder with
    the intent unanswered, and every run again replayed the call and crashed again. Now, as in-process, its place in
    the journal says why (``unstorable_result``), its verification fails and the write waits for a human."""
    llm, service = FakeLLM(support_model), ToolService()
    script = tmp_path / "dated.py"
    script.write_text(DATED_RESULT)
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        runs = [subprocess.run([str(sdk_python), str(script)], env=env, cwd=tmp_path, capture_output=True, text=True,
                               timeout=120) for _ in range(2)]  # fmt: skip
    assert [done.returncode for done in runs] == [0, 0], runs[0].stderr + runs[1].stderr
    assert runs[0].stdout.startswith("RECOVERING | verification failed"), runs[0].stdout
    assert runs[1].stdout.startswith("RECOVERING | create_ticket is in doubt: an operator decides"), runs[1].stdout
    assert service.count() == 1 and len(service.keys_seen) == 1 and llm.count == 1  # the second run appended nothing
    run = Run.objects.get(create_key=f"{AGENT}:dated-result")
    result = json.loads(Event.objects.get(run=run, type="ToolResult").payload)["result"]
    assert result["code"] == "unstorable_result" and "datetime" in result["error"], result
    assert run.status == "RECOVERING"


SPENT_BUDGET = """
from openai import OpenAI
from agentops_durable import Budget, OpenAIChat, durable_run, tool

@tool(effect="write", dedupes=True)
def create_ticket(customer: str, subject: str, idem_key: str | None = None) -> dict:
    \"\"\"Open a support ticket.\"\"\"
    return {"id": "t-1"}

with durable_run(agent="support", model=OpenAIChat(OpenAI(), "gpt-4o-mini"), tools=[create_ticket],
                 prompt="You are ACME's support agent.", inputs={"task": "ACME's invoice 42 is wrong."},
                 key="spent-budget", budget=Budget(max_steps=1)) as run:
    print(run.outcome, "|", run.failure)
"""
#: the same run, with no budget to spend: its model's 429 fails it (retryable)
RATE_LIMITED = SPENT_BUDGET.replace('key="spent-budget", budget=Budget(max_steps=1)', 'key="rate-limited"').replace(
    'print(run.outcome, "|"', 'print(run.outcome, run.retryable, "|"'
)


def test_a_failed_run_says_why(sdk_python, server, tmp_path):
    """A spent budget printed ``FAILED None``: the reason was only in the journal. The result's ``failure`` is the
    latest RunFailed's kind and message."""
    llm = FakeLLM(support_model)
    script = tmp_path / "spent.py"
    script.write_text(SPENT_BUDGET)
    with serve(llm) as llm_url:
        done = subprocess.run([str(sdk_python), str(script)], env=client_env(server, llm, llm_url), cwd=tmp_path,
                              capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout == "FAILED | BudgetExceeded: step budget spent: 1/1 steps\n"
    assert llm.count == 1


NOT_TOOLS = """
import sys
from openai import OpenAI
from agentops_durable import OpenAIChat, SetupError, durable_run, tool

def lookup_order(order: str) -> dict:  # @tool forgotten
    return {}

@tool
def get_order(order: str) -> dict:
    return {}

@tool  # a read by default: the server refuses the claim of its first call (422 write_named_read), mid-run
def send_email(to: str) -> dict:
    return {}

for tools in ([get_order, lookup_order], "get_order", [get_order, tool(get_order.fn)], [get_order, send_email]):
    try:
        with durable_run(agent="support", model=OpenAIChat(OpenAI(api_key="sk-x"), "m"), tools=tools, prompt="p",
                         inputs={"task": "t"}, key="not-tools", url="http://127.0.0.1:9", api_key="aok_x"):
            pass
    except SetupError as exc:
        print(exc)
"""


def test_tools_that_are_not_tools_are_a_setup_error_naming_them(sdk_python):
    """A function without ``@tool`` was an ``AttributeError: 'function' object has no attribute 'name'``; a read named
    like a write (``send_email``) ran until the model first called it, then stopped with 422 ``write_named_read``."""
    assert printed(sdk_python, NOT_TOOLS) == [
        "tools[1]: lookup_order is not a tool: decorate it with @tool (agentops_durable.tool) or pass a Tool",
        "tools: a list of tools, not a str",
        "tools[1]: tool 'get_order' is registered twice",
        "tools[1]: tool 'send_email' says 'send', a write: it cannot be a read (the server refuses its calls: 422 "
        "write_named_read); declare it a write and whether its service dedupes by the key",
    ]


OPTIONS_OF_ANOTHER_KIND = """
from openai import OpenAI
from agentops_durable import OpenAIChat, SetupError, durable_run, tool

@tool(effect="write", dedupes=True)
def create_ticket(subject: str, idem_key: str | None = None) -> dict:
    return {}

good = dict(agent="support", model=OpenAIChat(OpenAI(api_key="sk-x"), "m"), tools=[create_ticket], prompt="p",
            inputs={"task": "t"}, key="another-kind", url="http://127.0.0.1:9", api_key="aok_x", retry_for=0)
for option in ({"model": "gpt-4o-mini"}, {"model": OpenAI(api_key="sk-x")}, {"budget": {"max_steps": 3}},
               {"tools": create_ticket}, {"tools": 7}, {"lease_wait": -1}, {"wait_for_human": "60"},
               {"inputs": {"task": 42}}, {"inputs": {"task": "t", "clock": "9am"}}):
    try:
        with durable_run(**(good | option)):
            pass
    except SetupError as exc:
        print(exc)
for make in (lambda: OpenAIChat("gpt-4o-mini", OpenAI(api_key="sk-x")),
             lambda: tool(effect="write", dedupes="no")(create_ticket.fn),
             lambda: tool(effect="write", dedupes=False, lookup="by subject")(create_ticket.fn),
             lambda: tool(verify=True)(create_ticket.fn)):
    try:
        make()
    except SetupError as exc:
        print(exc)
import os, sys
sys.modules["opentelemetry"] = None  # the [otel] extra not installed
os.environ["AGENTOPS_DURABLE_OTEL"] = "1"
try:
    with durable_run(**good):
        pass
except SetupError as exc:
    print(exc)
"""


def test_options_of_another_kind_are_a_setup_error_naming_them_and_nothing_is_sent(sdk_python):
    """A model name for the model, a dict for the budget, one tool for the list, the client and the model name swapped:
    an ``AttributeError`` / ``TypeError`` from deep inside (``'str' object has no attribute 'version'``); a task that
    is no text a 400 naming ``messages.1``, an input named ``clock`` a ``TypeError`` from ``str.format``; a negative wait was taken as none, ``verify=True`` made each verdict raise
    (pending for ever), ``dedupes="no"`` was True; ``AGENTOPS_DURABLE_OTEL=1`` without the extra a
    ``ModuleNotFoundError``. Each is one line naming the option; the URL answers nothing, so
    nothing was sent (a request would have been a ConnectError)."""
    assert printed(sdk_python, OPTIONS_OF_ANOTHER_KIND) == [
        "model: 'gpt-4o-mini' is not a model: give your client wrapped, e.g. OpenAIChat(OpenAI(), 'gpt-4o-mini') "
        "(from agentops_durable import OpenAIChat)",
        "model: the OpenAI given is not a model: give your client wrapped, e.g. OpenAIChat(OpenAI(), 'gpt-4o-mini') "
        "(from agentops_durable import OpenAIChat)",
        "budget: a Budget (from agentops_durable import Budget; budget=Budget(max_steps=8)), not a dict",
        "tools: a list of tools, not one tool: tools=[create_ticket]",
        "tools: a list of tools, not a int",
        "lease_wait: -1 is not a number of seconds (0 or more)",
        "wait_for_human: '60' is not a number of seconds (0 or more)",
        "inputs['task'] is the run's first user message: text, not int",
        "an input may not be named 'clock': the prompt template's {clock} and {seed} are the run's own, journaled when "
        "it starts (a seed is passed as the run's seed)",
        "OpenAIChat(client, model): the client is an openai.OpenAI() or AsyncOpenAI() and the model its name, e.g. "
        "OpenAIChat(OpenAI(), 'gpt-4o-mini'); got str, OpenAI",
        "tool 'create_ticket': dedupes='no': expected True or False",
        "tool 'create_ticket': lookup='by subject': expected a function, lookup(args, key) -> Lookup",
        "tool 'create_ticket': verify=True: expected a function, verify(args, result, key) -> Verdict",
        "AGENTOPS_DURABLE_OTEL=1 needs the OpenTelemetry API: pip install 'agentops-durable[otel]' (or unset "
        "AGENTOPS_DURABLE_OTEL for no spans)",
    ]


MISDECLARED = """
import asyncio
from types import SimpleNamespace as NS
from agentops_durable.mcp import mcp_tools

class Session:  # an initialised mcp.ClientSession, as far as mcp_tools asks it
    async def list_tools(self):
        hints = NS(read_only_hint=True, destructive_hint=False)
        return NS(tools=[NS(name="export_customers", description="Every customer.", input_schema={"type": "object"},
                            annotations=hints)])

for declare in ({"export_customer": {"risk": "high"}}, {"export_customers": {"risk": "hihg"}},
                {"export_customers": {"effect": "reed"}}, {"export_customers": {"riks": "high"}},
                {"export_customers": {"dedupes": "false"}}, {"export_customers": {"verify": "read back"}},
                {"export_customers": True}, [("export_customers", {"risk": "high"})]):
    try:
        asyncio.run(mcp_tools(Session(), declare=declare))
    except (TypeError, ValueError) as exc:
        print(type(exc).__name__, exc)
"""


def test_a_declaration_of_another_kind_is_refused_naming_the_tool_and_the_field(sdk_python):
    """The adapters' ``declare`` (here through ``mcp_tools``, whose entries it did not check at all): a misspelt tool
    name or field was ignored — ``{"risk": "high"}`` under a typo let the tool's calls go with no approver —, an
    ``effect`` typo was ``ValueError: 'reed' is not a valid Effect``, ``dedupes="false"`` was true (an in-doubt call of a
    service that does not dedupe sent again), and ``verify="read back"`` raised at each verdict (pending for ever)."""
    assert printed(sdk_python, MISDECLARED) == [
        "TypeError declare names no tool of the MCP session: export_customer",
        "TypeError declare['export_customers']: risk='hihg': expected 'low' or 'high'",
        "TypeError declare['export_customers']: effect='reed': expected 'read' or 'write'",
        "TypeError declare['export_customers']: no field 'riks'; a tool declares effect, risk, dedupes, verify, lookup, "
        "compensate",
        "ToolDeclarationInvalid tool 'export_customers': dedupes='false': expected True or False",
        "ToolDeclarationInvalid tool 'export_customers': verify='read back': expected a function, "
        "verify(args, result, key) -> Verdict",
        "TypeError declare['export_customers']: a dict of effect, risk, dedupes, verify, lookup, compensate, not a bool",
        "TypeError declare: a dict of tool names to their declarations, not a list",
    ]


GENERATOR_TOOLS = """
import asyncio
from agentops_durable import SetupError, tool

def search_tickets(query: str):
    \"\"\"Stream the matching tickets.\"\"\"
    yield {"ticket_id": "t-1", "query": query}

async def send_digest(to: str):
    \"\"\"Send the digest, a part at a time.\"\"\"
    yield {"sent": to}

for fn, declared in ((search_tickets, {}), (send_digest, {"effect": "write", "dedupes": False})):
    try:
        tool(fn, **declared)
    except SetupError as exc:
        print(exc)
"""


def test_a_generator_function_is_a_setup_error_not_a_call_that_runs_none_of_its_body(sdk_python):
    """A tool that yields its results (a streaming search, a digest sent in parts) was accepted: called, it returns a
    generator and runs none of its body — the model was told ``unstorable_result`` for a read, and a write parked for
    a human though nothing had been sent, on every call."""
    assert printed(sdk_python, GENERATOR_TOOLS) == [
        f"tool {name!r} is a generator (it yields): called, it returns a generator without running its body, so the "
        "call would do nothing and its result could not be journaled; return the items (a list) instead"
        for name in ("search_tickets", "send_digest")
    ]


UNNAMED_TOOLS = """
import functools
from agentops_durable import SetupError, tool

def add_tag(ticket: str, /, tag: str) -> dict:
    \"\"\"Tag a ticket.\"\"\"
    return {"ticket": ticket, "tag": tag}

def add_label(ticket: str, tag: str) -> dict:
    \"\"\"Label a ticket.\"\"\"
    return {"ticket": ticket, "tag": tag}

class Desk:
    def assign(self, /, ticket: str) -> dict:  # self before '/' is no parameter of the model's
        \"\"\"Assign a ticket.\"\"\"
        return {"ticket": ticket}

print(tool(Desk().assign).tool.fn({"ticket": "t-1"}, None)["data"])
for made in (lambda: tool(add_tag), lambda: tool(functools.partial(add_label, tag="vip")),
             lambda: tool(functools.partial(add_label, tag="vip"), name="label_vip")):
    try:
        made()
    except SetupError as exc:
        print(exc)
"""


def test_a_tool_the_model_cannot_call_by_name_or_with_no_name_of_its_own_is_a_setup_error(sdk_python):
    """A positional-only parameter was offered to the model and every call refused ("'ticket' parameter is positional
    only, but was passed as a keyword"): the tool never ran. A ``functools.partial`` was an ``AttributeError`` (no
    ``__name__``), or with ``name=`` typing's "… is not a module, class, method, or function"."""
    lines = printed(sdk_python, UNNAMED_TOOLS)
    assert lines[0] == "{'ticket': 't-1'}"
    assert lines[1] == (
        "tool 'add_tag': parameter 'ticket' is positional-only (before '/'): arguments are passed by name"
    )
    assert len(lines) == 4 and all(
        line.startswith("@tool takes a function (def / async def) or a method, not partial functools.partial(")
        and line.endswith(": wrap it in a def that calls it")
        for line in lines[2:]
    ), lines


STOPPED = """
import os, signal, sys, time
from openai import OpenAI
from agentops_durable import OpenAIChat, durable_run, tool

signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # docs/plugging-in.md: make the shutdown path raise

@tool(effect="write", dedupes=False)
def ring_bell(times: int) -> dict:
    \"\"\"Ring the office bell (no key, no lookup: in doubt, a human decides).\"\"\"
    print("ringing", flush=True)
    time.sleep(float(os.environ["RING_FOR"]))
    with open(os.environ["BELL_LOG"], "a") as log:
        log.write(f"{times}\\n")
    return {"rang": times}

@tool
def get_weather(city: str) -> dict:
    \"\"\"Today's weather.\"\"\"
    return {"city": city, "sky": "clear"}

with durable_run(agent="support", model=OpenAIChat(OpenAI(), "m"), tools=[ring_bell, get_weather], prompt="Office.",
                 inputs={"task": "Ring twice."}, key="bell-2") as run:
    print(run.outcome, "|", run.parked or run.reply)
"""


def bell_model(body):
    if assistant_turns(body) == 0:
        calls = [call("c1", "ring_bell", {"times": 2}), call("c2", "get_weather", {"city": "Oslo"})]
        return completion("", calls, usage=USAGE)
    return completion("Rang the bell twice.", usage=USAGE)


def test_a_process_stopped_while_a_steps_calls_run_journals_their_answers_before_it_goes(sdk_python, server, tmp_path):
    """SIGTERM made ``SystemExit`` (docs/plugging-in.md's advice) or Ctrl-C while a step's two calls ran in threads:
    the calls ran on and answered, but the process went without journaling the answers, so the bell that had rung —
    a write that cannot dedupe — was a call in doubt and the run parked RECOVERING for a human. Now the answers are
    reported first: the same code run again completes with one ring and no model call for the step."""
    llm, bell = FakeLLM(bell_model), tmp_path / "bell.log"
    script = tmp_path / "stopped.py"
    script.write_text(STOPPED)
    with serve(llm) as llm_url:
        env = client_env(server, llm, llm_url, BELL_LOG=str(bell), RING_FOR="2")
        agent = subprocess.Popen([str(sdk_python), str(script)], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                 text=True)  # fmt: skip
        assert agent.stdout.readline() == "ringing\n"
        agent.send_signal(signal.SIGTERM)
        assert agent.wait(timeout=60) == 143
        agent.stdout.close()
        done = subprocess.run([str(sdk_python), str(script)], env={**env, "RING_FOR": "0"}, capture_output=True,
                              text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout == "COMPLETED | Rang the bell twice.\n"
    assert bell.read_text() == "2\n" and llm.count == 2


GATED = '''
import os, httpx
from openai import OpenAI
from agentops_durable import OpenAIChat, durable_run, tool

@tool(effect="write", dedupes=True)
def refund_payment(invoice: str, idem_key: str | None = None) -> dict:
    """Refund an invoice."""
    return httpx.post(os.environ["TICKETS_URL"] + "/tickets", json={"subject": "refund " + invoice},
                      headers={"Idempotency-Key": idem_key}).raise_for_status().json()

with durable_run(agent="support", model=OpenAIChat(OpenAI(), "m"), tools=[refund_payment], prompt="Refunds.",
                 inputs={"task": "Refund invoice 7."}, key="refund-7") as run:
    print(run.outcome, "|", run.parked or run.reply)
'''


def refund_model(body):
    if assistant_turns(body) == 0:
        return completion("", [call("c1", "refund_payment", {"invoice": "7"})], usage=USAGE)
    return completion(f"Refunded invoice 7 [evt:{cited_events(body)[0]}].", usage=USAGE)


def test_a_high_risk_sdk_tool_waits_for_an_approver_then_runs_once(sdk_python, server, tmp_path):
    from approvals.services import approve_call
    from runs.models import ToolExecution

    llm, service = FakeLLM(refund_model), ToolService()
    script = tmp_path / "gated.py"
    script.write_text(GATED)
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        held = subprocess.run([str(sdk_python), str(script)], env=env, capture_output=True, text=True, timeout=120)
        assert held.returncode == 0, held.stderr
        assert held.stdout.startswith("WAITING_MANUAL_CONFIRM | refund_payment waits for an approver")
        assert service.count() == 0  # nothing ran on the model's word
        execution = ToolExecution.objects.get(run__create_key=f"{AGENT}:refund-7", status="WAITING_MANUAL_CONFIRM")
        approve_call(execution_id=execution.id, actor="test:approver", reason="invoice checked")
        done = subprocess.run([str(sdk_python), str(script)], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("COMPLETED | Refunded invoice 7 [evt:")
    assert service.count() == 1 and llm.count == 2


LEASED = """
import sys
from openai import OpenAI
from agentops_durable import OpenAIChat, SetupError, durable_run

seconds = int(sys.argv[1])
try:
    with durable_run(agent="support", model=OpenAIChat(OpenAI(), "m"), tools=[], prompt="Greet.",
                     inputs={"task": "Say hello."}, key=f"leased-{seconds}", lease_seconds=seconds) as run:
        print(run.outcome, run.reply)
except SetupError as exc:
    print("SetupError:", exc)
"""


def test_durable_run_takes_its_lease_for_lease_seconds_and_refuses_a_length_out_of_bounds(sdk_python, server, tmp_path):
    """The lease the SDK takes lasts what ``lease_seconds`` asks (the server keeps it with the lease,
    every renewal uses it), not the server's default (3 s here); 0 or 3601 is refused before anything
    is created."""
    llm = FakeLLM(lambda body: completion("Hello.", usage=USAGE))
    script = tmp_path / "leased.py"
    script.write_text(LEASED)
    with serve(llm) as llm_url:
        env = client_env(server, llm, llm_url)
        outputs = {
            seconds: subprocess.run(
                [str(sdk_python), str(script), str(seconds)], env=env, capture_output=True, text=True, timeout=120
            )
            for seconds in (7, 0, 3601)
        }
    assert all(done.returncode == 0 for done in outputs.values()), {s: d.stderr for s, d in outputs.items()}
    assert outputs[7].stdout.strip() == "COMPLETED Hello."
    assert Run.objects.get(create_key=f"{AGENT}:leased-7").lease_seconds == 7
    for seconds in (0, 3601):
        assert outputs[seconds].stdout.strip() == (
            f"SetupError: lease_seconds: a lease lasts 1 to 3600 seconds, not {seconds}"
        ), outputs[seconds].stdout
        assert not Run.objects.filter(create_key=f"{AGENT}:leased-{seconds}").exists()
    assert llm.count == 1


PROMPTED = """
import sys
from openai import OpenAI
from agentops_durable import OpenAIChat, SetupError, durable_run

prompt = sys.argv[1]
try:
    with durable_run(agent="support", model=OpenAIChat(OpenAI(), "m"), tools=[], prompt=prompt,
                     inputs={"task": "Say hello.", "customer": "ACME"}, key="prompted-" + sys.argv[2]) as run:
        print(run.outcome, run.reply)
except SetupError as exc:
    print("SetupError:", exc)
"""


def test_a_prompt_that_cannot_be_rendered_from_the_inputs_is_a_setup_error_and_creates_nothing(
    sdk_python, server, tmp_path
):
    """A developer's prompt naming an input they did not pass, or a JSON example with its braces not doubled,
    is one line saying what to fix (as the server's 422 ``missing_input``), not a KeyError from ``str.format``."""
    llm = FakeLLM(lambda body: completion("Hello.", usage=USAGE))
    script = tmp_path / "prompted.py"
    script.write_text(PROMPTED)
    prompts = {
        "missing": "You help {customer} with order {order}.",
        "json": 'You help {customer}. Answer as JSON: {"answer": "..."}',
        "brace": "You help {customer}. A lone { is a mistake.",
        "fine": 'You help {customer}. Answer as JSON: {{"answer": "..."}}',
    }
    with serve(llm) as llm_url:
        env = client_env(server, llm, llm_url)
        out = {
            name: subprocess.run(
                [str(sdk_python), str(script), prompt, name], env=env, capture_output=True, text=True, timeout=120
            )
            for name, prompt in prompts.items()
        }
    assert all(done.returncode == 0 for done in out.values()), {n: d.stderr for n, d in out.items()}
    assert out["missing"].stdout.strip() == (
        "SetupError: prompt: it names the input 'order', which inputs= does not hold "
        "(write a literal brace as {{ or }})"
    )
    assert out["json"].stdout.strip() == (
        "SetupError: prompt: it names the input '\"answer\"', which inputs= does not hold "
        "(write a literal brace as {{ or }})"
    )
    brace = out["brace"].stdout.strip()  # str.format's own words for what it could not read
    assert brace.startswith("SetupError: prompt: ") and brace.endswith(" (write a literal brace as {{ or }})"), brace
    assert out["fine"].stdout.strip() == "COMPLETED Hello."
    for name in ("missing", "json", "brace"):
        assert not Run.objects.filter(create_key=f"{AGENT}:prompted-{name}").exists()
    assert llm.count == 1


DATED = """
from datetime import datetime, timezone
from openai import OpenAI
from agentops_durable import OpenAIChat, SetupError, durable_run

cases = [({"task": "Say hello.", "due": datetime(2026, 12, 1, tzinfo=timezone.utc)}, "dated"), (None, "none"),
         ({"task": "Say hello.", "due": "today"}, "")]
for inputs, key in cases:
    try:
        with durable_run(agent="support", model=OpenAIChat(OpenAI(), "m"), tools=[], prompt="Due {due}.",
                         inputs=inputs, key=key):
            pass
    except SetupError as exc:
        print("SetupError:", exc)
"""


def test_a_datetime_input_is_a_setup_error_naming_it_and_creates_nothing(sdk_python, server, tmp_path):
    """durable_run(inputs={"due": datetime(...)}) raised httpx's plain TypeError ('Object of type datetime is not JSON
    serializable') while creating the run: now a SetupError naming the input and the fix, before anything is sent; so
    are inputs that are no dict and a key the server refuses (its message named create_key, not key=)."""
    llm = FakeLLM(lambda body: completion("Hello.", usage=USAGE))
    script = tmp_path / "dated.py"
    script.write_text(DATED)
    with serve(llm) as llm_url:
        done = subprocess.run(
            [str(sdk_python), str(script)], env=client_env(server, llm, llm_url), capture_output=True, text=True,
            timeout=120,
        )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines() == [
        "SetupError: inputs['due'] cannot be journaled: not canonicalisable JSON: datetime is not JSON-serialisable "
        "(send it as text, e.g. its .isoformat())",
        "SetupError: inputs must be a dict of input names to values, not NoneType",  # was AttributeError
        "SetupError: key='': This field may not be blank.",  # was ApiError naming create_key, a field it never passed
    ]
    assert not Run.objects.exists() and llm.count == 0


ADDRESSED = """
import sys
from openai import OpenAI
from agentops_durable import OpenAIChat, SetupError, durable_run

try:
    with durable_run(agent="support", model=OpenAIChat(OpenAI(api_key="k"), "m"), tools=[], prompt="Greet.",
                     inputs={"task": "Say hello."}, key="k", url=sys.argv[1], api_key="key"):
        pass
except SetupError as exc:
    print("SetupError:", exc)
"""


@pytest.mark.parametrize(
    "url",
    ["not a url", "127.0.0.1:8000", "ftp://example.com", "http://", "http://agent ops.example.com", "http://[::1"],
)
def test_a_url_that_is_no_http_address_is_a_setup_error(sdk_python, tmp_path, url):
    """``durable_run(url="not a url")`` raised httpx's UnsupportedProtocol from inside the client: one line naming
    the url and an example, before anything is sent (probe's finding). The rule is the server's own for its URL
    settings (``agentops.core.addresses``): a host with a space, which the settings refused, passed the SDK's own
    and failed in httpx; a torn IPv6 host raised urlsplit's ValueError."""
    script = tmp_path / "addressed.py"
    script.write_text(ADDRESSED)
    done = subprocess.run([str(sdk_python), str(script), url], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == (
        f"SetupError: url: {url!r} is not the http(s) address of an AgentOps server (e.g. http://127.0.0.1:8000)"
    )


def test_a_url_ending_with_the_api_path_is_a_setup_error_saying_to_drop_it(sdk_python, tmp_path):
    """The SDK adds /api/v1/ itself: ``url="http://host:8000/api/v1"`` was a 404 ``no endpoint at
    /api/v1/api/v1/runs/`` from the server."""
    (tmp_path / "addressed.py").write_text(ADDRESSED)
    url = "http://127.0.0.1:9/api/v1/"
    done = subprocess.run([str(sdk_python), "addressed.py", url], capture_output=True, text=True, timeout=60,
                          cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == (
        f"SetupError: url: {url!r} ends with /api/v1: give the server's base address (e.g. http://127.0.0.1:8000)"
    )


TRACED = """
import json, sys
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

exporter = InMemorySpanExporter()
provider = TracerProvider()
provider.add_span_processor(SimpleSpanProcessor(exporter))
trace.set_tracer_provider(provider)
exec(open(sys.argv[1]).read())
spans = {s.context.span_id: s for s in exporter.get_finished_spans()}
print(json.dumps([{"name": s.name, "parent": spans[s.parent.span_id].name if s.parent else None,
                   "attributes": dict(s.attributes)} for s in spans.values()]))
"""


def test_spans_follow_the_genai_conventions_carry_no_payload_and_are_off_by_default(sdk_python, server, tmp_path):
    llm, service = FakeLLM(support_model), ToolService()
    (tmp_path / "example.py").write_text(readme_example())
    (tmp_path / "traced.py").write_text(TRACED)
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        traced = subprocess.run([str(sdk_python), "traced.py", "example.py"], env=env | {"AGENTOPS_DURABLE_OTEL": "1"},
                                cwd=tmp_path, capture_output=True, text=True, timeout=120)  # fmt: skip
        traced_run = Run.objects.get().id
        Run.objects.all().delete()  # the same key again: a new run, this time without tracing
        quiet = subprocess.run([str(sdk_python), "traced.py", "example.py"], env=env, cwd=tmp_path,
                               capture_output=True, text=True, timeout=120)  # fmt: skip
    assert traced.returncode == 0 and quiet.returncode == 0, traced.stderr + quiet.stderr
    assert json.loads(quiet.stdout.splitlines()[-1]) == []  # off by default
    spans = json.loads(traced.stdout.splitlines()[-1])
    assert [(s["name"], s["parent"]) for s in spans] == [
        ("chat gpt-4o-mini", "invoke_agent support"),
        ("execute_tool create_ticket", "invoke_agent support"),
        ("chat gpt-4o-mini", "invoke_agent support"),
        ("invoke_agent support", None),
    ]
    run_span, chat, tool_span = spans[3]["attributes"], spans[0]["attributes"], spans[1]["attributes"]
    assert run_span["gen_ai.operation.name"] == "invoke_agent" and run_span["agentops.outcome"] == "COMPLETED"
    assert run_span["gen_ai.agent.id"] == traced_run and run_span["agentops.model_calls"] == 2
    assert chat["gen_ai.operation.name"] == "chat" and chat["gen_ai.request.model"] == "gpt-4o-mini"
    assert (chat["gen_ai.usage.input_tokens"], chat["gen_ai.usage.output_tokens"]) == USAGE
    assert tool_span["gen_ai.tool.name"] == "create_ticket" and tool_span["agentops.success"] is True
    assert tool_span["agentops.idem_key"] == service.keys_seen[0]  # the traced run wrote first
    exported = json.dumps(spans)
    assert "Invoice 42" not in exported and "ACME" not in exported and "Opened ticket" not in exported


ASYNC_EXAMPLE = """
import asyncio, os, httpx
from openai import AsyncOpenAI
from agentops_durable import OpenAIChat, adurable_run, tool

@tool(effect="write", dedupes=True)
async def create_ticket(customer: str, subject: str, idem_key: str | None = None) -> dict:
    async with httpx.AsyncClient() as http:
        answer = await http.post(os.environ["TICKETS_URL"] + "/tickets", json={"customer": customer, "subject": subject},
                                 headers={"Idempotency-Key": idem_key})
    return answer.raise_for_status().json()

async def main():
    async with adurable_run(agent="support", model=OpenAIChat(AsyncOpenAI(), "gpt-4o-mini"), tools=[create_ticket],
                            prompt="Support.", inputs={"task": "Invoice 42 is wrong."}, key="async-42") as run:
        print(run.outcome, run.reply)
        print([(claim["phrase"], claim["classification"]) for claim in run.unbacked], run.held)

asyncio.run(main())
"""


def overclaiming_model(body):
    """The support model, whose final reply also claims an email nobody sent."""
    answer = support_model(body)
    if assistant_turns(body) == 1:
        answer[1]["choices"][0]["message"]["content"] += " I also emailed ACME."
    return answer


def test_async_tools_and_async_openai_run_on_the_callers_loop(sdk_python, server, tmp_path):
    """Also: the reply is pre-flighted before the run completes, and its unbacked claim is in the result."""
    llm, service = FakeLLM(overclaiming_model), ToolService()
    (tmp_path / "async_example.py").write_text(ASYNC_EXAMPLE)
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        done = subprocess.run([str(sdk_python), "async_example.py"], env=env, cwd=tmp_path, capture_output=True,
                              text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("COMPLETED Opened ticket t-1 for ACME [evt:")
    assert done.stdout.splitlines()[1] == "[('emailed', 'uncited')] False"
    assert "unbacked claim 'emailed' (uncited)" in done.stderr  # logged for the developer too
    assert service.count() == 1 and llm.count == 2
    run = Run.objects.get(create_key=f"{AGENT}:async-42")
    assert run.status == "COMPLETED" and run.has_flagged_claim


CANCELLED_EXAMPLE = ASYNC_EXAMPLE.replace(
    "asyncio.run(main())",
    """
async def cancelled():  # cancels main() once CANCEL_WHEN (a file, or a URL) exists: the call is in flight
    task, when = asyncio.ensure_future(main()), os.environ.get("CANCEL_WHEN")
    async with httpx.AsyncClient() as http:
        while when and not task.done():
            if os.path.exists(when) if not when.startswith("http") else (await http.get(when)).status_code == 200:
                task.cancel()
                break
            await asyncio.sleep(0.05)
    try:
        await task
    except asyncio.CancelledError:
        print("cancelled")

asyncio.run(cancelled())
""",
)


def test_a_cancelled_adurable_run_stops_after_the_step_in_flight_and_the_same_code_resumes_it(
    sdk_python, server, tmp_path
):
    """A timeout cancelling ``adurable_run`` while its ticket call was in flight: the run went on in the background
    thread — its result, the next model call, the reply — after the caller had given up. Now the step in flight
    ends journaled (its call is not left in doubt), nothing follows, the lease is released, and the same code run
    again asks the model only for the next step."""
    llm, service = FakeLLM(support_model), ToolService()
    service.misbehave, service.slow_seconds = "slow", 2.0  # the ticket call is in flight when the caller gives up
    (tmp_path / "cancelled.py").write_text(CANCELLED_EXAMPLE)
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url, CANCEL_WHEN=tickets_url + "/tickets/t-1")
        first = subprocess.run([str(sdk_python), "cancelled.py"], env=env, cwd=tmp_path, capture_output=True,
                               text=True, timeout=120)  # fmt: skip
        assert first.returncode == 0, first.stderr
        assert first.stdout == "cancelled\n"
        run = Run.objects.get(create_key=f"{AGENT}:async-42")
        assert run.lease_owner is None  # stopped, and the lease released
        assert llm.count == 1  # no model call after the cancellation
        types = list(Event.objects.filter(run=run).order_by("seq").values_list("type", flat=True))
        assert types[-3:] == ["ToolResult", "ToolVerified", "StepCommitted"]  # the step in flight, journaled
        del env["CANCEL_WHEN"]
        second = subprocess.run([str(sdk_python), "cancelled.py"], env=env, cwd=tmp_path, capture_output=True,
                                text=True, timeout=120)  # fmt: skip
    assert second.returncode == 0, second.stderr
    assert second.stdout.startswith("COMPLETED Opened ticket t-1 for ACME [evt:")
    assert service.count() == 1 and len(service.keys_seen) == 1  # sent once: its result was journaled
    assert llm.count == 2


def test_an_adurable_run_cancelled_during_a_model_call_journals_its_answer_and_sends_none_of_its_calls(
    sdk_python, server, tmp_path
):
    """Cancelled while the model answered: the answer is journaled (the resume pays no tokens for it) and its ticket
    call is not sent after the caller gave up; the same code run again sends it, once."""
    asked = tmp_path / "asked"

    def slow_first_answer(body):  # the model call is in flight when the caller gives up
        if not asked.exists():
            asked.touch()
            time.sleep(2)
        return support_model(body)

    llm, service = FakeLLM(slow_first_answer), ToolService()
    (tmp_path / "cancelled.py").write_text(CANCELLED_EXAMPLE)
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url, CANCEL_WHEN=str(asked))
        first = subprocess.run([str(sdk_python), "cancelled.py"], env=env, cwd=tmp_path, capture_output=True,
                               text=True, timeout=120)  # fmt: skip
        assert first.returncode == 0 and first.stdout == "cancelled\n", first.stderr
        run = Run.objects.get(create_key=f"{AGENT}:async-42")
        types = list(Event.objects.filter(run=run).order_by("seq").values_list("type", flat=True))
        assert types == ["RunStarted", "LlmSampled"] and service.count() == 0 and run.lease_owner is None
        del env["CANCEL_WHEN"]
        second = subprocess.run([str(sdk_python), "cancelled.py"], env=env, cwd=tmp_path, capture_output=True,
                                text=True, timeout=120)  # fmt: skip
    assert second.stdout.startswith("COMPLETED Opened ticket t-1 for ACME [evt:"), second.stderr
    assert service.count() == 1 and llm.count == 2  # step 0's answer reused from the journal


LEASE_LOST = """
import os, httpx
from openai import OpenAI
from agentops_durable import OpenAIChat, durable_run, tool

@tool(effect="write", dedupes=True)
def create_ticket(customer: str, subject: str, idem_key: str | None = None) -> dict:
    return httpx.post(os.environ["TICKETS_URL"] + "/tickets", json={"customer": customer, "subject": subject},
                      headers={"Idempotency-Key": idem_key}, timeout=60).raise_for_status().json()

with durable_run(agent="support", model=OpenAIChat(OpenAI(), "gpt-4o-mini"), tools=[create_ticket], prompt="p",
                 inputs={"task": "Invoice 42 is wrong."}, key="lease-lost", lease_seconds=1) as run:
    print(run.outcome)
"""


def test_a_run_taken_over_while_its_process_stalled_says_so_and_what_to_do(sdk_python, server, tmp_path):
    """A process stalled (SIGSTOP) past ``lease_seconds`` while another process takes the run: ``durable_run`` raised
    a bare ``LeaseLost: 409 stale_fencing_token: … fencing token 1 is stale (current 2); another worker owns the run``.
    (A call merely longer than the lease no longer loses it: the lease is renewed while the call is in flight.)"""
    llm, service = FakeLLM(support_model), ToolService()
    service.misbehave, service.slow_seconds = "slow", 3.0
    (tmp_path / "lease_lost.py").write_text(LEASE_LOST)
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        agent = subprocess.Popen([str(sdk_python), "lease_lost.py"], env=env, cwd=tmp_path, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)  # fmt: skip
        deadline = time.monotonic() + 60
        while service.count() == 0 and time.monotonic() < deadline:  # the call is in flight
            time.sleep(0.05)
        os.kill(agent.pid, signal.SIGSTOP)  # the whole process stalls: its lease is no longer renewed
        run = Run.objects.get(create_key=f"{AGENT}:lease-lost")
        with AgentOpsClient(server.url, env["AGENTOPS_DURABLE_API_KEY"]) as other:  # the second copy
            while True:
                try:
                    other.acquire(run.id, "second-copy", seconds=60)
                    break
                except LeaseHeld:
                    time.sleep(0.1)
        os.kill(agent.pid, signal.SIGCONT)
        out, err = agent.communicate(timeout=60)
    assert agent.returncode == 1 and out == ""
    assert err.splitlines()[-1] == (
        f"agentops_durable.client.LeaseLost: 409 stale_fencing_token: run {run.id} was taken over by another process "
        "(a restart, a second copy): this process's lease ran out (lease_seconds=1) without a renewal: the process "
        "stalled, or could not reach the server, for longer than that (a call in flight renews it). It stopped; the "
        "other process goes on from the journal and resolves the call in flight by its key, as after a crash (a tool "
        "that cannot dedupe may have been called by both: check it). Keep lease_seconds above the longest stall"
    )


LONG_CALL = """
import os, sys, httpx
from openai import OpenAI
from agentops_durable import OpenAIChat, durable_run, tool

@tool(effect="write", dedupes=False)  # a legacy ticket API: no idempotency key, no lookup
def create_ticket(customer: str, subject: str) -> dict:
    return httpx.post(os.environ["TICKETS_URL"] + "/tickets", json={"customer": customer, "subject": subject},
                      timeout=60).raise_for_status().json()

with durable_run(agent="support", model=OpenAIChat(OpenAI(), "gpt-4o-mini"), tools=[create_ticket], prompt="p",
                 inputs={"task": "Invoice 42 is wrong."}, key="long-call", lease_seconds=1) as run:
    print(sys.argv[1], run.outcome, run.parked)
"""


def first_copy(sdk_python: Path, script: Path, text: str, env: dict[str, str]) -> subprocess.Popen:
    """``text`` written to ``script`` and started as the agent's first copy (it prints ``first`` and its outcome)."""
    script.write_text(text)
    return subprocess.Popen([str(sdk_python), script.name, "first"], env=env, cwd=script.parent,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)  # fmt: skip


def test_a_call_longer_than_the_lease_keeps_the_run_from_a_second_copy_and_completes_without_a_human(
    sdk_python, server, tmp_path
):
    """Found from outside (qa-agents): a healthy process whose tool call (4 s) outlasted ``lease_seconds=1`` lost its
    run to a second copy started meanwhile (a deploy's overlap): the copy found the call in doubt and parked the run
    RECOVERING for a human (with a lookup that misses a call still in flight it would have sent a second ticket), and
    the first process died with ``LeaseLost``. The lease is now renewed while a model or tool call is in flight: the
    copy waits, the first completes, one ticket, no human."""
    llm, service = FakeLLM(support_model), ToolService()
    service.misbehave, service.slow_seconds = "slow", 4.0
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        first = first_copy(sdk_python, tmp_path / "long_call.py", LONG_CALL, env)
        deadline = time.monotonic() + 60
        while service.count() == 0 and time.monotonic() < deadline:  # the call is in flight
            time.sleep(0.05)
        second = subprocess.run([str(sdk_python), "long_call.py", "second"], env=env, cwd=tmp_path,
                                capture_output=True, text=True, timeout=120)  # fmt: skip
        out, err = first.communicate(timeout=60)
    assert first.returncode == 0 and out == "first COMPLETED \n", err
    assert second.returncode == 0 and second.stdout == "second COMPLETED \n", second.stderr
    assert service.count() == 1
    run = Run.objects.get(create_key=f"{AGENT}:long-call")
    assert run.status == "COMPLETED" and llm.count == 2
    assert not Event.objects.filter(run=run, type="RecoveryStarted").exists()


SLOW_VERIFY = LONG_CALL.replace(
    '@tool(effect="write", dedupes=False)',
    """import time
from pathlib import Path
from agentops_durable import Verdict, VerdictStatus

def read_back(args: dict, result: dict, key: str | None) -> Verdict:  # a read-back slower than the lease
    Path("verifying").touch()
    time.sleep(4)
    return Verdict(VerdictStatus.CONFIRMED, "read-back")

@tool(effect="write", dedupes=False, verify=read_back)""",
)


def test_a_verifier_longer_than_the_lease_keeps_the_run_from_a_second_copy(sdk_python, server, tmp_path):
    """Found from outside (qa-agents4): the lease was renewed while the model or the tool's call was in flight, not
    while the tool's verifier (or status lookup) ran: a 4-second read-back under ``lease_seconds=1`` let a second copy
    take the run over mid-check, and the first process's verdict was fenced out (``LeaseLost``). Now the verifier and
    the lookup run under the same renewal (``DurableRun._kept``): the copy is refused, the run completes, one ticket."""
    llm, service = FakeLLM(support_model), ToolService()
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        first = first_copy(sdk_python, tmp_path / "slow_verify.py", SLOW_VERIFY, env)
        deadline = time.monotonic() + 60
        while not (tmp_path / "verifying").exists() and time.monotonic() < deadline and first.poll() is None:
            time.sleep(0.05)
        time.sleep(2)  # twice the lease into the check: unrenewed, it has run out
        run = Run.objects.get(create_key=f"{AGENT}:long-call")
        with AgentOpsClient(server.url, env["AGENTOPS_DURABLE_API_KEY"]) as other:  # the second copy
            try:
                other.acquire(run.id, "second-copy", seconds=60)
                second = "took the run"
            except LeaseHeld:
                second = "LeaseHeld"
        out, err = first.communicate(timeout=60)
    assert second == "LeaseHeld" and first.returncode == 0 and out == "first COMPLETED \n", (second, err)
    assert service.count() == 1
    types = list(Event.objects.filter(run=run).order_by("seq").values_list("type", flat=True))
    assert "ToolVerified" in types and "RecoveryStarted" not in types and types[-1] == "RunCompleted", types


def test_mcp_tools_are_journaled_and_a_sigkill_mid_call_leaves_one_ticket(sdk_python, server, tmp_path):
    """sdk/examples/mcp_agent.py: an MCP server's tool through the SDK, the whole agent (and its MCP
    server) SIGKILLed while the ticket call is in flight, then run again."""
    llm = FakeLLM(support_model)
    ledger, slow = tmp_path / "tickets.jsonl", tmp_path / "slow-once"
    slow.touch()
    example = ROOT / "sdk" / "examples" / "mcp_agent.py"
    with serve(llm) as llm_url:
        env = client_env(server, llm, llm_url, TICKETS_LEDGER=str(ledger), TICKETS_SLOW_ONCE=str(slow))
        first = subprocess.Popen([str(sdk_python), str(example)], env=env, cwd=tmp_path, start_new_session=True,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)  # fmt: skip
        deadline = time.monotonic() + 90
        while not ledger.exists() and time.monotonic() < deadline and first.poll() is None:
            time.sleep(0.05)
        assert ledger.exists(), first.communicate(timeout=5)
        os.killpg(first.pid, signal.SIGKILL)  # the agent and its MCP server, mid-call
        assert first.wait(timeout=10) == -signal.SIGKILL
        second = subprocess.run([str(sdk_python), str(example)], env=env, cwd=tmp_path, capture_output=True,
                                text=True, timeout=180)  # fmt: skip
    assert second.returncode == 0, second.stderr
    run = Run.objects.get(create_key=f"{AGENT}:mcp-42")
    # what the other examples print, then the run's id and the claims verdict (it printed the outcome and reply only)
    reply, ids = second.stdout.splitlines()[:2]
    assert reply.startswith("COMPLETED | Opened ticket t-1 for ACME [evt:")
    assert ids == f"run {run.id} | claims: 0 unbacked"
    tickets = ledger.read_text().splitlines()
    assert len(tickets) == 1  # replayed with the same key through _meta: no second ticket
    intent = json.loads(Event.objects.get(run=run, type="ToolRequested").payload)
    assert json.loads(tickets[0])["key"] == intent["idem_key"]
    assert llm.count == 2 and run.status == "COMPLETED" and run.tokens_used == 2 * sum(USAGE)


MISSHAPEN_ANSWERS = """
import os, httpx
from openai import OpenAI
from agentops_durable import Lookup, OpenAIChat, SetupError, Verdict, VerdictStatus, durable_run, tool

FIXED = os.environ.get("FIXED") == "1"

def lookup(args, key):  # the service is searched by the customer's reference
    found = httpx.get(os.environ["TICKETS_URL"] + "/search", params={"ref": args["customer"]})
    if not FIXED:
        return {"found": found.status_code == 200, "result": found.json()}
    return Lookup(found=found.status_code == 200, result={"success": True, "code": "found", "data": found.json()})

def verify(args, result, key):
    if not FIXED:
        return {"status": "confirmed"}
    return Verdict(VerdictStatus.CONFIRMED, "read-back")

@tool(effect="write", dedupes=os.environ["DEDUPES"] == "1", lookup=lookup, verify=verify)
def create_ticket(customer: str, subject: str, idem_key: str | None = None) -> dict:
    \"\"\"Open a support ticket.\"\"\"
    return httpx.post(os.environ["TICKETS_URL"] + "/tickets", json={"customer": customer, "subject": subject,
                      "ref": customer}, headers={"Idempotency-Key": idem_key} if idem_key else {},
                      timeout=120).raise_for_status().json()

try:
    with durable_run(agent="support", model=OpenAIChat(OpenAI(), "gpt-4o-mini"), tools=[create_ticket],
                     prompt="You are ACME's support agent.", inputs={"task": "ACME's invoice 42 is wrong."},
                     key=os.environ["RUN_KEY"]) as run:
        print(run.outcome, "|", run.reply)
except SetupError as exc:
    print("SetupError:", exc)
"""


def test_a_lookup_or_verify_answering_a_dict_is_a_setup_error_naming_the_tool_and_the_shape(
    sdk_python, server, tmp_path
):
    """Found from outside: ``lookup=`` answering a dict ended ``durable_run`` with ``AttributeError: 'dict' object
    has no attribute 'found'`` after a crash, and ``Lookup`` / ``Verdict`` were importable only from
    ``agentops_durable.core``. Now both are exported, and a misshapen answer is a SetupError naming the tool and what
    to return; fixed, the run goes on where it stopped, with no second ticket."""
    llm, service = FakeLLM(support_model), ToolService()
    script = tmp_path / "misshapen.py"
    script.write_text(MISSHAPEN_ANSWERS)
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)

        def run(**extra: str) -> subprocess.CompletedProcess:
            return subprocess.run([str(sdk_python), str(script)], env={**env, **extra}, cwd=tmp_path,
                                  capture_output=True, text=True, timeout=180)  # fmt: skip

        # a lookup: the call is in flight when the agent is SIGKILLed, so the next run asks it
        service.misbehave, service.slow_seconds = "slow", 60
        kill_mid_ticket_call([str(sdk_python), str(script)], {**env, "DEDUPES": "0", "RUN_KEY": "lookup-dict"},
                             tmp_path, service)  # fmt: skip
        again = run(DEDUPES="0", RUN_KEY="lookup-dict")
        assert again.returncode == 0, again.stderr
        assert again.stdout.startswith("SetupError: tool 'create_ticket': its lookup returned dict {'found': True")
        assert "not a Lookup: return Lookup(found=True, result=...) when done" in again.stdout
        assert again.stdout.rstrip().endswith("(from agentops_durable import Lookup, Verdict, VerdictStatus)")
        fixed = run(DEDUPES="0", RUN_KEY="lookup-dict", FIXED="1")
        assert fixed.returncode == 0, fixed.stderr
        assert fixed.stdout.startswith("COMPLETED | Opened ticket t-1"), fixed.stdout + fixed.stderr
        assert service.count() == 1  # found by the lookup: not sent again

        # a verifier: asked after the send
        first = run(DEDUPES="1", RUN_KEY="verify-dict")
        assert first.returncode == 0, first.stderr
        assert first.stdout.startswith("SetupError: tool 'create_ticket': its verify returned dict"), first.stdout
        assert "not a Verdict: return Verdict(VerdictStatus.CONFIRMED | FAILED | PENDING" in first.stdout
        fixed = run(DEDUPES="1", RUN_KEY="verify-dict", FIXED="1")
        assert fixed.stdout.startswith("COMPLETED | Opened ticket"), fixed.stdout + fixed.stderr
        assert service.count() == 2  # one ticket per run: the journaled result was verified, not sent again
    assert Run.objects.get(create_key=f"{AGENT}:verify-dict").status == "COMPLETED"


FOUND_AS_RETURNED = """
import os, httpx
from openai import OpenAI
from agentops_durable import Lookup, OpenAIChat, durable_run, tool

def lookup(args, key):  # the service searched by the customer's reference: the ticket, as create_ticket returns it
    found = httpx.get(os.environ["TICKETS_URL"] + "/search", params={"ref": args["customer"]})
    return Lookup(found=True, result=found.json()) if found.status_code == 200 else Lookup(found=False)

@tool(effect="write", dedupes=False, lookup=lookup)
def create_ticket(customer: str, subject: str) -> dict:
    \"\"\"Open a support ticket.\"\"\"
    return httpx.post(os.environ["TICKETS_URL"] + "/tickets", json={"customer": customer, "subject": subject,
                      "ref": customer}, timeout=120).raise_for_status().json()

with durable_run(agent="support", model=OpenAIChat(OpenAI(), "gpt-4o-mini"), tools=[create_ticket],
                 prompt="You are ACME's support agent.", inputs={"task": "ACME's invoice 42 is wrong."},
                 key="found-as-returned", lease_seconds=2) as run:
    print(run.outcome, "|", run.parked or run.reply)
"""


def test_a_lookup_finding_the_call_done_with_what_the_function_returns_completes_the_run_without_a_human(
    sdk_python, server, tmp_path
):
    """Found from outside (qa-agents): a lookup answering ``Lookup(found=True, result=<what the function returns>)``
    after a SIGKILL mid-call had its result journaled unshaped, so the schema check failed it ("success is None")
    and the run parked RECOVERING for a human although the lookup had found the ticket. The found result is now
    shaped as the function's own answer (``{"success": true, "code": "ok", "data": …}``): one ticket, no human."""
    llm, service = FakeLLM(support_model), ToolService()
    script = tmp_path / "found.py"
    script.write_text(FOUND_AS_RETURNED)
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        service.misbehave, service.slow_seconds = "slow", 60
        kill_mid_ticket_call([str(sdk_python), str(script)], env, tmp_path, service)
        again = subprocess.run([str(sdk_python), str(script)], env=env, cwd=tmp_path,
                               capture_output=True, text=True, timeout=180)  # fmt: skip
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith("COMPLETED | Opened ticket t-1"), again.stdout + again.stderr
    assert service.count() == 1  # found by the lookup: not sent again
    run = Run.objects.get(create_key=f"{AGENT}:found-as-returned")
    result = json.loads(Event.objects.get(run=run, type="ToolResult").payload)["result"]
    assert result == {"success": True, "code": "ok", "data": service.tickets["t-1"]}
    assert not Event.objects.filter(run=run, type__in=["RecoveryStarted", "ToolVerificationFailed"]).exists()
    assert run.status == "COMPLETED" and llm.count == 2


def two_tickets_in_one_turn(body):
    """Step 0: two ticket calls in one model turn (parallel tool calls). Step 1: cite both."""
    if assistant_turns(body) == 0:
        return completion(None, [call("c1", "create_ticket", {"customer": "ACME", "subject": "Invoice 42"}),
                                 call("c2", "create_ticket", {"customer": "ACME", "subject": "Invoice 43"})], usage=USAGE)  # fmt: skip
    first, second = cited_events(body)
    return completion(f"Opened two tickets for ACME [evt:{first}] [evt:{second}].", usage=USAGE)


def test_mcp_tools_called_in_parallel_in_one_turn_run_on_the_sessions_loop(sdk_python, server, tmp_path):
    """Two MCP calls of one step run in their own threads; the session is bound to the caller's loop, so their
    requests must go there (on a fresh loop each, the example waited for ever: found by the framework probe)."""
    llm = FakeLLM(two_tickets_in_one_turn)
    ledger = tmp_path / "tickets.jsonl"
    example = ROOT / "sdk" / "examples" / "mcp_agent.py"
    with serve(llm) as llm_url:
        env = client_env(server, llm, llm_url, TICKETS_LEDGER=str(ledger), RUN_KEY="mcp-parallel")
        done = subprocess.run([str(sdk_python), str(example)], env=env, cwd=tmp_path, capture_output=True, text=True,
                              timeout=90, start_new_session=True)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("COMPLETED | Opened two tickets for ACME [evt:")
    run = Run.objects.get(create_key=f"{AGENT}:mcp-parallel")
    keys = {json.loads(e.payload)["idem_key"] for e in Event.objects.filter(run=run, type="ToolRequested")}
    assert len(keys) == 2 and {json.loads(line)["key"] for line in ledger.read_text().splitlines()} == keys
    assert llm.count == 2 and run.status == "COMPLETED"


MCP_FAILING = """
import asyncio, os, pathlib, sys, types
import anyio
from openai import AsyncOpenAI
from agentops_durable import OpenAIChat, adurable_run
from agentops_durable.mcp import mcp_tools
try:  # mcp 2: MCPError(code, message); mcp 1: McpError(ErrorData)
    from mcp.shared.exceptions import MCPError
    invalid_params = lambda message: MCPError(-32602, message)
except ImportError:
    from mcp.shared.exceptions import McpError
    from mcp.types import ErrorData
    invalid_params = lambda message: McpError(ErrorData(code=-32602, message=message))

ERRORS = {"refused": lambda: invalid_params("Unknown tool: create_ticket"),
          "changed": lambda: invalid_params("Invalid params: 'priority' is a required property"),
          "reset": lambda: ConnectionResetError("the MCP server went away")}

class Session:  # an MCP session whose call fails inside its task group, as the SDK's transports do
    async def list_tools(self):
        spec = types.SimpleNamespace(name="create_ticket", description="Open a ticket.", annotations=None,
                                     input_schema={"type": "object"})
        return types.SimpleNamespace(tools=[spec])

    async def call_tool(self, name, args, meta=None):
        if os.environ["FAIL"] == "hang":  # the request is out; no answer comes
            pathlib.Path("in-call").touch()
            await anyio.sleep(3600)
        async def fail():
            raise ERRORS[os.environ["FAIL"]]()
        async with anyio.create_task_group() as group:
            group.start_soon(fail)

async def main():
    tools = await mcp_tools(Session(), declare={"create_ticket": {"dedupes": os.environ.get("DEDUPES") == "1"}})
    async with adurable_run(agent="support", model=OpenAIChat(AsyncOpenAI(), "gpt-4o-mini"), tools=tools,
                            prompt="You are ACME's support agent.", inputs={"task": "ACME's invoice 42."},
                            key=os.environ["RUN_KEY"]) as run:
        print(run.outcome, "|", run.parked or run.failure or run.reply)

asyncio.run(main())
"""


def told_it_failed(body):
    """Step 0: open the ticket. Step 1: say it could not be opened."""
    if assistant_turns(body) == 0:
        return completion(None, [call("c1", "create_ticket", {"customer": "ACME"})], usage=USAGE)
    return completion("I could not open the ticket: the ticket service refused the request.", usage=USAGE)


@pytest.mark.parametrize(
    ("fail", "outcome", "journaled"),
    [
        ("refused", "COMPLETED | I could not open the ticket", "Unknown tool: create_ticket"),
        ("reset", "RECOVERING | ConnectionResetError", "ConnectionResetError: the MCP server went away"),
    ],
)
def test_an_mcp_error_raised_in_the_sessions_task_group_is_the_tools_error_not_an_exception_group(
    sdk_python, server, tmp_path, fail, outcome, journaled
):
    """The error came out of the session's anyio task group as ``ExceptionGroup: unhandled errors in a TaskGroup
    (1 sub-exception)``: the journal recorded that, and a server's JSON-RPC refusal of the request (invalid params:
    the tool never ran) went to a human as an unknown outcome. Now the error is the tool's own: a refusal of a call
    sent now is a failed result (``rejected``, its arguments refused) the model is told; a lost connection stays an
    unknown outcome, named."""
    llm = FakeLLM(told_it_failed)
    script = tmp_path / "mcp_failing.py"
    script.write_text(MCP_FAILING)
    with serve(llm) as llm_url:
        env = client_env(server, llm, llm_url, FAIL=fail, RUN_KEY=f"mcp-{fail}")
        done = subprocess.run([str(sdk_python), str(script)], env=env, cwd=tmp_path, capture_output=True, text=True,
                              timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(outcome), done.stdout
    run = Run.objects.get(create_key=f"{AGENT}:mcp-{fail}")
    written = " ".join(e.payload for e in Event.objects.filter(run=run, type__in=["ToolResult", "RecoveryStarted"]))
    assert journaled in written and "ExceptionGroup" not in written and "TaskGroup" not in written, written
    if fail == "refused":
        result = json.loads(Event.objects.get(run=run, type="ToolResult").payload)["result"]
        assert result["code"] == "rejected" and not Event.objects.filter(run=run, type="RecoveryStarted").exists()


def test_an_mcp_call_in_flight_whose_arguments_the_server_refuses_when_replayed_parks_not_rejected(
    sdk_python, server, tmp_path
):
    """SIGKILLed while an MCP call is in flight (the request out, the server maybe acting); the server meanwhile takes
    other arguments, and refuses the replay as invalid params. That says nothing of the first attempt: an operator
    decides. (It was journaled ``not_sent``, a known non-effect: the model sent the call again under a new key.)"""
    llm = FakeLLM(told_it_failed)
    script = tmp_path / "mcp_failing.py"
    script.write_text(MCP_FAILING)
    with serve(llm) as llm_url:
        env = client_env(server, llm, llm_url, FAIL="hang", DEDUPES="1", RUN_KEY="mcp-changed")
        first = subprocess.Popen([str(sdk_python), str(script)], env=env, cwd=tmp_path, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)  # fmt: skip
        deadline = time.monotonic() + 90
        while not (tmp_path / "in-call").exists() and time.monotonic() < deadline and first.poll() is None:
            time.sleep(0.05)
        assert (tmp_path / "in-call").exists(), first.communicate(timeout=5)
        os.kill(first.pid, signal.SIGKILL)
        assert first.wait(timeout=10) == -signal.SIGKILL
        again = subprocess.run([str(sdk_python), str(script)], env={**env, "FAIL": "changed"}, cwd=tmp_path,
                               capture_output=True, text=True, timeout=120)  # fmt: skip
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith(
        "RECOVERING | outcome unknown: the call may have been sent, and its journaled arguments no longer fit the tool"
    ), again.stdout
    assert "'priority' is a required property" in again.stdout, again.stdout
    run = Run.objects.get(create_key=f"{AGENT}:mcp-changed")
    assert run.status == "RECOVERING" and not Event.objects.filter(run=run, type="ToolResult").exists()
    assert llm.count == 1  # the model was not told the call was refused


RESTARTED = """
import pathlib, time
from openai import OpenAI
from agentops_durable import OpenAIChat, durable_run, tool

@tool(effect="write", dedupes=True)
def create_ticket(customer: str, subject: str, idem_key: str | None = None) -> dict:
    \"\"\"Open a support ticket.\"\"\"
    pathlib.Path("in-call").touch()
    while not pathlib.Path("server-killed").exists():  # the server is SIGKILLed while the call runs
        time.sleep(0.05)
    return {"id": "t-1"}

with durable_run(agent="support", model=OpenAIChat(OpenAI(), "gpt-4o-mini"), tools=[create_ticket],
                 prompt="You are ACME's support agent.", inputs={"task": "ACME's invoice 42 is wrong."},
                 key="restarted", lease_seconds=120) as run:
    print(run.outcome, "|", run.reply)
"""


def test_a_server_sigkilled_and_restarted_mid_run_is_ridden_out_and_the_run_completes(sdk_python, settings, tmp_path):
    """The server process is SIGKILLed while a tool call runs and comes back 6 s later on the same port: the SDK
    sends the call's result again until it answers (``retry_for``, 30 s by default), and the run completes with one
    ticket. It gave up after 3 retries, under 2 s: ``httpx.ConnectError`` ended the agent's process."""
    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, "127.0.0.1"]
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**settings.AGENTOPS["AGENTS"], AGENT: "external"}}
    llm, server = FakeLLM(support_model), daphne()
    url = f"http://127.0.0.1:{server.port.value}"
    (tmp_path / "restarted.py").write_text(RESTARTED)
    try:
        with serve(llm) as llm_url:
            env = client_env(SimpleNamespace(url=url), llm, llm_url)
            agent = subprocess.Popen([str(sdk_python), "restarted.py"], env=env, cwd=tmp_path, text=True,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip
            # SIGKILLed while the call runs; the call then returns, and its result finds no server
            server = killed_and_back(server, agent, tmp_path / "in-call", 6.0)
            out, err = agent.communicate(timeout=120)
    finally:
        server.kill()
        server.join(10)
    assert agent.returncode == 0, err
    assert out.startswith("COMPLETED | Opened ticket t-1 for ACME [evt:"), out
    run = Run.objects.get(create_key=f"{AGENT}:restarted")
    assert run.status == "COMPLETED" and llm.count == 2
    assert [Event.objects.filter(run=run, type=t).count() for t in ("ToolRequested", "ToolResult")] == [1, 1]


CANCELLED_TOOL = """
import asyncio, os
from openai import AsyncOpenAI, OpenAI
from agentops_durable import OpenAIChat, adurable_run, durable_run, tool

@tool(effect="write", dedupes=False)
async def create_ticket(customer: str, subject: str) -> dict:
    \"\"\"Open a support ticket.\"\"\"
    open(os.environ["SENT"], "a").write("sent\\n")
    raise asyncio.CancelledError()  # its HTTP client's request cancelled under it (a pool shut down, a task group)

options = dict(agent="support", tools=[create_ticket], prompt="You are ACME's support agent.",
               inputs={"task": "ACME's invoice 42 is wrong."})
if os.environ.get("ASYNC"):
    async def main():
        async with adurable_run(model=OpenAIChat(AsyncOpenAI(), "gpt-4o-mini"), key="cancelled-async", **options) as run:
            print(run.outcome, "|", run.parked)
    asyncio.run(main())
else:
    with durable_run(model=OpenAIChat(OpenAI(), "gpt-4o-mini"), key="cancelled", **options) as run:
        print(run.outcome, "|", run.parked)
"""


@pytest.mark.parametrize("shape", ["sync", "async"])
def test_an_async_tool_raising_cancelled_error_parks_its_call_saying_it_was_cancelled(
    sdk_python, server, tmp_path, shape
):
    """An ``async def`` tool whose own code raised ``asyncio.CancelledError`` (not the caller's cancel): the call went
    out and no answer came back, so its outcome is unknown — parked for a human at once, not replayed (its service does
    not dedupe), and the reason the operator reads names the cancellation."""
    llm = FakeLLM(support_model)
    script = tmp_path / "cancelled.py"
    script.write_text(CANCELLED_TOOL)
    with serve(llm) as llm_url:
        env = client_env(
            server, llm, llm_url, SENT=str(tmp_path / "sent"), **({"ASYNC": "1"} if shape == "async" else {})
        )
        done = subprocess.run([str(sdk_python), str(script)], env=env, cwd=tmp_path, capture_output=True, text=True,
                              timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("RECOVERING | "), done.stdout
    assert "CancelledError" in done.stdout and "cancelled" in done.stdout, done.stdout
    assert (tmp_path / "sent").read_text() == "sent\n", "sent once, not replayed"
    key = f"{AGENT}:cancelled" + ("-async" if shape == "async" else "")
    park = json.loads(Event.objects.get(run__create_key=key, type="RecoveryStarted").payload)
    assert "CancelledError" in park["reason"], park
