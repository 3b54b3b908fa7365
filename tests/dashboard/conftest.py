"""Dashboard fixtures: users per role, and runs brought into the states the pages show."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group, User
from django.core.cache import cache
from django.urls import reverse

from agentops.demo.ticket import ticket_inputs
from runs.models import Run, ToolExecution
from runs.roles import APPROVER, OPERATOR, VIEWER
from runs.services import run_create
from runs.worker import recovery
from runs.worker import registry as agents
from runs.worker.engine import drive_run

PASSWORD = "dash-test-pw-1"


class Crash(BaseException):
    """Stands in for the process dying at a crash point (BaseException: nothing in the loop catches it)."""


def held_run(settings, monkeypatch, agent: str, factory: str) -> Run:  # type: ignore[no-untyped-def]
    """A run of ``agent`` (registered as ``tests.runs.factories:<factory>``) driven in process until its step waits
    for an approver; the navigation counts' cache is emptied."""
    from runs.dashboard import needs_action

    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    agents_ = {**settings.AGENTOPS["AGENTS"], agent: f"tests.runs.factories:{factory}"}
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": agents_}
    run, _ = run_create(agent=agent, inputs={"customer": "ACME"}, start=False)
    drive_run(run.id)
    cache.delete(needs_action.cache_key())
    return run


def make_user(name: str, *roles: str, superuser: bool = False) -> User:
    user = User.objects.create_user(name, password=PASSWORD, is_superuser=superuser, is_staff=superuser)
    # get_or_create: transactional tests flush the groups that migration 0002 made
    user.groups.set([Group.objects.get_or_create(name=role)[0] for role in roles])
    return user


@pytest.fixture
def users(db):
    return {
        "viewer": make_user("viewer", VIEWER),
        "operator": make_user("operator", OPERATOR),
        "approver": make_user("approver", APPROVER),
        "nobody": make_user("nobody"),
        "admin": make_user("admin", superuser=True),
    }


@pytest.fixture
def login(client, users):
    def as_(name: str):
        client.force_login(users[name])
        return client

    return as_


def waiting_payment(invoice: str = "INV-1") -> Run:
    """A billing run held at its pay_invoice call (WAITING_MANUAL_CONFIRM)."""
    run, _ = run_create(
        agent="billing", inputs={"invoice": invoice, "amount": 1250, "currency": "EUR", "customer": "A"}, start=False
    )
    drive_run(run.id)
    return Run.objects.get(id=run.id)


def crash_after_effect(monkeypatch, run_id: str, *, step: int) -> None:
    """Drive ``run_id`` in process until the worker dies right after ``step``'s side effect, before its result."""

    def hook(point: str, at: int) -> None:
        if point == "after_effect" and at == step:
            raise Crash

    with monkeypatch.context() as m:
        m.setattr(agents, "crash_hook_from_env", lambda: hook)
        with pytest.raises(Crash):
            drive_run(run_id)


def recovery_card(client, execution_id: str) -> str:  # type: ignore[no-untyped-def]
    """The recovery console's card of ``execution_id`` as ``client`` is shown it (HTML)."""
    page = client.get(reverse("recovery")).content.decode()
    card = page[page.index(f'id="{execution_id}"') :]
    return card[: card.index("</article>")]


def in_doubt_email(monkeypatch, n: int = 1, **inputs: str) -> ToolExecution:
    """A legacy-SMTP ticket run whose first email was sent but never recorded, parked in RECOVERING."""
    run, _ = run_create(agent="ticket-legacy-smtp", inputs=ticket_inputs(n) | inputs, start=False)
    crash_after_effect(monkeypatch, run.id, step=3)
    recovery.recover_run(run.id, owner="test-recovery")
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    return ToolExecution.objects.get(run_id=run.id, status="TOOL_EXECUTED")


# -- browser tests ----------------------------------------------------------------------------------

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium (``playwright install`` cannot download a browser here)."""
    return {**browser_type_launch_args, "executable_path": "/usr/bin/chromium", "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 860}}


@pytest.fixture
def asgi_server(transactional_db, settings):
    """Daphne serving the ASGI app (HTTP + websockets) in a child process on a free port.

    ``live_server`` is WSGI-only; this is what ``ChannelsLiveServerTestCase`` does, as a fixture.
    The child is forked after our connections are closed, so it opens its own to the test database.
    """
    from functools import partial

    from channels.testing.live import make_application
    from daphne.testing import DaphneProcess
    from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler
    from django.db import connections

    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, "localhost", "127.0.0.1"]
    connections.close_all()
    server = DaphneProcess("127.0.0.1", partial(make_application, static_wrapper=ASGIStaticFilesHandler))
    server.start()
    assert server.ready.wait(timeout=30), "daphne did not start"
    yield f"http://127.0.0.1:{server.port.value}"
    server.terminate()
    server.join(10)
