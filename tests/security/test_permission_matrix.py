"""Permission matrix: every URL the resolver knows × anonymous, a user without a role, and each role.

The URLs are discovered by walking the resolver, so a view added by any area is covered the
moment its URL is included. What each role may do beyond this is asserted by that area's tests;
this file holds the rules that hold for every URL:
  * anonymous users are redirected to the login page (pages) or refused with 401/403 (API);
  * an authenticated user without a role is refused (403) everywhere except the public pages;
  * no role ever gets a 5xx, whatever the URL;
  * a viewer can never change anything: a POST to any URL, aimed at a real run waiting for an
    approval, leaves its journal, its status and its executions exactly as they were.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from urllib.parse import urlsplit

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, resolve, reverse
from django.urls.converters import IntConverter, PathConverter, SlugConverter, StringConverter, UUIDConverter
from django.urls.resolvers import RoutePattern
from django.views.generic import RedirectView

from agentops.core.keys import execution_id
from runs.models import Event, Run, ToolExecution
from runs.roles import APPROVER, OPERATOR, ROLES, VIEWER
from runs.services import run_create
from runs.worker.engine import drive_run

#: URL names anyone may load. Extend only with pages that are public by design.
PUBLIC_NAMES = {"login", "logout", "schema", "swagger-ui", "redoc", "docs", "api-schema", "api-docs"}
#: Django's admin has its own staff check (tested by Django); the walker keeps only its index.
SKIP_NAMESPACES = {"admin"}
#: the run every URL argument points at (a billing run waiting for the approval of its payment)
MATRIX_RUN = "run_matrix0000000000"
SAMPLE_BY_NAME = {"run_id": MATRIX_RUN, "execution_id": execution_id(MATRIX_RUN, 1, 0)}
SAMPLE = {
    IntConverter: "1",
    StringConverter: "run_0000000000000000",
    SlugConverter: "x",
    UUIDConverter: str(uuid.UUID(int=0)),
    PathConverter: "x",
}
REFUSED_ANON = {401, 403}
REFUSED_AUTH = {401, 403}


@dataclass(frozen=True)
class Url:
    path: str
    name: str

    def __str__(self) -> str:
        return self.path


def _sample_route(pattern: RoutePattern) -> str | None:
    route = str(pattern)
    for name, converter in pattern.converters.items():
        value = SAMPLE_BY_NAME.get(name) if isinstance(converter, StringConverter) else None
        value = value or SAMPLE.get(type(converter))
        if value is None:
            return None
        route = route.replace(f"<{_spec(route, name)}>", value)
    return route


def _spec(route: str, name: str) -> str:
    start = route.index(f"{name}>")
    open_at = route.rindex("<", 0, start)
    return route[open_at + 1 : start + len(name)]


def walk(patterns=None, prefix: str = "", namespace: str = "") -> list[Url]:
    """Concrete sample URLs for every route (regex routes without groups, converters filled in)."""
    found: list[Url] = []
    for entry in patterns if patterns is not None else get_resolver().url_patterns:
        if isinstance(entry.pattern, RoutePattern):
            part = _sample_route(entry.pattern)
        else:
            part = None if entry.pattern.regex.groups else str(entry.pattern).lstrip("^").rstrip("$")
        if part is None:
            continue
        if isinstance(entry, URLResolver):
            ns = entry.namespace or namespace
            if ns in SKIP_NAMESPACES:
                found.append(Url("/" + prefix + part, f"{ns}:index"))
                continue
            found.extend(walk(entry.url_patterns, prefix + part, ns))
        elif isinstance(entry, URLPattern):
            name = f"{namespace}:{entry.name}" if namespace and entry.name else (entry.name or "")
            found.append(Url("/" + prefix + part, name))
    return sorted(set(found), key=lambda u: u.path)


URLS = walk()


def is_public(url: Url) -> bool:
    """Public by name, or a bare redirect (it serves nothing but a Location)."""
    view_class = getattr(resolve(url.path).func, "view_class", None)
    return url.name.split(":")[-1] in PUBLIC_NAMES or (view_class is not None and issubclass(view_class, RedirectView))


PROTECTED = [u for u in URLS if not is_public(u)]
APP_URLS = [u for u in PROTECTED if not u.name.startswith("admin:")]


def login_redirect(response) -> bool:
    if response.status_code not in (301, 302):
        return False
    target = urlsplit(response["Location"]).path
    return target in {reverse("admin:login"), _login_path()}


def _login_path() -> str:
    from django.conf import settings
    from django.urls import NoReverseMatch

    try:
        return reverse(settings.LOGIN_URL)
    except NoReverseMatch:
        return settings.LOGIN_URL


def client_for(role: str | None) -> Client:
    user = get_user_model().objects.create_user(f"matrix-{role or 'none'}-{uuid.uuid4().hex[:8]}", password="x")
    if role is not None:
        user.groups.add(Group.objects.get_or_create(name=role)[0])  # a flush by a transactional test drops them
    client = Client()
    client.force_login(user)
    return client


def test_the_walker_finds_routes():
    assert any(u.name == "admin:index" for u in URLS)
    assert all(resolve(u.path) for u in URLS)


@pytest.mark.django_db
@pytest.mark.parametrize("url", PROTECTED, ids=str)
@pytest.mark.parametrize("method", ["get", "post"])
def test_anonymous_is_sent_to_login_or_refused(client, url, method):
    response = getattr(client, method)(url.path)
    assert response.status_code in REFUSED_ANON or login_redirect(response), (
        f"anonymous {method.upper()} {url.path} answered {response.status_code}"
    )


@pytest.mark.django_db
@pytest.mark.parametrize("url", APP_URLS, ids=str)
@pytest.mark.parametrize("method", ["get", "post"])
def test_a_user_without_a_role_is_refused(url, method):
    response = getattr(client_for(None), method)(url.path)
    assert response.status_code in REFUSED_AUTH, f"role-less {method.upper()} {url.path} → {response.status_code}"


@pytest.mark.django_db
@pytest.mark.parametrize("url", URLS, ids=str)
@pytest.mark.parametrize("role", ROLES)
def test_no_role_ever_gets_a_server_error(url, role):
    response = client_for(role).get(url.path)
    assert response.status_code < 500, f"{role} GET {url.path} → {response.status_code}"


@pytest.fixture
def waiting_run(db):
    inputs = {"invoice": "INV-7", "amount": 1250, "currency": "EUR", "customer": "ACME"}
    run_create(agent="billing", inputs=inputs, run_id=MATRIX_RUN, seed=1, start=False)
    drive_run(MATRIX_RUN)
    assert Run.objects.get(id=MATRIX_RUN).status == "WAITING_MANUAL_CONFIRM"
    return MATRIX_RUN


def decision_form(run_id: str) -> dict[str, str]:
    """Everything a decision form could ask for, filled in as a real approver or operator would."""
    key = ToolExecution.objects.get(id=SAMPLE_BY_NAME["execution_id"]).idem_key or ""
    return {"reason": "matrix", "idem_key": key, "decision": "confirm", "verdict": "approve", "confirm_amount": "1250"}


def journal_state(run_id: str) -> tuple:
    run = Run.objects.values("status", "last_seq", "last_hash", "lease_owner").get(id=run_id)
    executions = sorted(ToolExecution.objects.filter(run_id=run_id).values_list("id", "status", "verified"))
    return run, Event.objects.filter(run_id=run_id).count(), executions


@pytest.mark.django_db
@pytest.mark.parametrize("url", APP_URLS, ids=str)
def test_a_viewer_cannot_change_anything(url, waiting_run):
    before = journal_state(waiting_run)
    response = client_for(VIEWER).post(url.path, decision_form(waiting_run))
    assert response.status_code < 500, f"viewer POST {url.path} → {response.status_code}"
    assert journal_state(waiting_run) == before, f"viewer POST {url.path} changed run {waiting_run}"


def test_roles_are_the_ones_the_matrix_knows():
    assert set(ROLES) == {VIEWER, OPERATOR, APPROVER}


@pytest.mark.django_db
def test_the_matrix_run_is_one_a_real_approver_could_change(waiting_run):
    """Guards the viewer test: the URLs it posts to do act on this run for the right role."""
    approve = [u for u in APP_URLS if u.name.split(":")[-1] == "approve"]
    if not approve:
        pytest.skip("no approvals URL is installed yet")
    before = journal_state(waiting_run)
    client_for(APPROVER).post(approve[0].path, decision_form(waiting_run))
    assert journal_state(waiting_run) != before


# -- what each role SEES ----------------------------------------------------------------------------
# Real PII and secrets are put everywhere a payload can surface: the journal (tool arguments and
# results), the execution projection behind the approval and recovery cards, the verifier's answer, the
# run's reference, a held reply and its claims. Every read boundary is then read by every role.

PII = {
    "customer_email": "alice.smith@example.com",
    "note": "call +1 (415) 555-2672 or 13812345678, ID 11010519491231002X",
    "card": "4111 1111 1111 1111",
    "password": "hunter2-Secret!",
    "api_token": "sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7c",
}
RAW_MARKERS = [
    "alice.smith@example.com",
    "555-2672",
    "13812345678",
    "11010519491231002X",
    "4111 1111",
    "hunter2-Secret!",
    "sk-proj-Ab3d",
]
SEE_ROLES = ["viewer", "operator", "approver", "admin"]


def _raw_in(body: str) -> list[str]:
    return [m for m in RAW_MARKERS if m in body]


@pytest.fixture
def pii_world(waiting_run):
    """A run full of PII with an in-doubt call and a held reply, next to the matrix run waiting for approval."""
    import json as _json

    from django.utils import timezone

    from runs.models import Claim, Reply
    from tests.claims.factories import journal_run

    j = journal_run([("send_email", "write", "pending")], data=PII)
    text = f"Refund sent to {PII['customer_email']}, card {PII['card']}."
    ToolExecution.objects.filter(run_id=j.run_id).update(
        args=_json.dumps(PII), verification_detail=f"read back {PII['customer_email']}", verification_method="read_back"
    )
    Run.objects.filter(id=j.run_id).update(reference=PII["customer_email"])
    ToolExecution.objects.filter(run_id=waiting_run).update(args=_json.dumps(PII))
    reply = Reply.objects.create(
        run_id=j.run_id,
        event_id="evt_pii_reply",
        text=text,
        policy="hold",
        status="HELD",
        flagged=1,
        created_at=timezone.now(),
    )
    Claim.objects.create(
        reply=reply, run_id=j.run_id, agent="ticket", event_id="evt_pii_reply", position=0, start=0, end=11,
        phrase="Refund sent", verb="sent", kind="refund", language="en", clause=text, classification="unsupported",
        reason=f"no verified event for {PII['card']}", cited=[], created_at=timezone.now(),
    )  # fmt: skip
    seqs = list(Event.objects.filter(run_id=j.run_id).values_list("seq", flat=True))
    return {"run": j.run_id, "seqs": seqs, "waiting": waiting_run}


def boundaries(world: dict) -> list[tuple[str, dict]]:
    """Every read that can show a payload: pages, htmx partials, the payload endpoint, API reads, exports."""
    run = world["run"]
    htmx = {"HTTP_HX_REQUEST": "true"}
    reads = [
        (f"/runs/{run}/", {}),
        ("/runs/", {}),
        ("/runs/", htmx),
        ("/recovery/", {}),
        ("/approvals/", {}),
        ("/claims/", {}),
        ("/claims/", htmx),
        (f"/api/v1/runs/{run}/", {}),
        ("/api/v1/runs/", {}),
        (f"/api/v1/runs/{run}/events/", {}),
        (f"/api/v1/runs/{run}/replay/", {}),
        (f"/api/v1/runs/{world['waiting']}/replay/", {}),
        (f"/runs/{run}/export?format=jsonl", {}),
        (f"/runs/{run}/export?format=csv", {}),
    ]
    reads += [(f"/runs/{run}/events/{seq}/payload/", {}) for seq in world["seqs"]]
    return reads


def _body(client: Client, path: str, headers: dict) -> str:
    response = client.get(path, **headers)
    assert response.status_code == 200, f"GET {path} → {response.status_code}"
    content = b"".join(response.streaming_content) if response.streaming else response.content
    return content.decode()


def see_client(role: str) -> tuple[Client, object]:
    if role == "admin":
        user = get_user_model().objects.create_superuser(f"matrix-admin-{uuid.uuid4().hex[:8]}", password="x")
        client = Client()
        client.force_login(user)
        return client, user
    client = client_for(role)
    return client, client.session and get_user_model().objects.get(pk=client.session["_auth_user_id"])


@pytest.mark.django_db
@pytest.mark.parametrize("role", SEE_ROLES)
def test_no_role_sees_raw_pii_anywhere_without_a_grant(role, pii_world):
    client, _ = see_client(role)
    leaks = {}
    for path, headers in boundaries(pii_world):
        found = _raw_in(_body(client, path, headers))
        if found:
            leaks[path + (" (htmx)" if headers else "")] = found
    assert leaks == {}, f"{role} sees raw PII at {leaks}"
    page = _body(client, f"/runs/{pii_world['run']}/", {})
    assert "&lt;email:" in page and "&lt;secret:" in page and "&lt;card:" in page  # redacted, not dropped


@pytest.mark.django_db
def test_a_grant_shows_raw_values_of_that_run_only_and_is_audited(pii_world):
    from runs.models import RawAccessGrant

    client, admin = see_client("admin")
    run = pii_world["run"]
    refused = client.post(f"/runs/{run}/raw-access/", {"reason": "  "})
    assert refused.status_code == 400 and not RawAccessGrant.objects.exists()
    for reason, minutes, said in (
        ("INC-42", "1e3", "minutes must be a whole number"),
        ("INC-42", "0", "minutes must be between"),
        ("x" * 2001, "5", "a reason is at most 2000 characters, not 2001"),  # refused, never cut short
    ):
        refused = client.post(f"/runs/{run}/raw-access/", {"reason": reason, "minutes": minutes})
        assert refused.status_code == 400 and said in refused.content.decode(), said
        assert f'href="/runs/{run}/" data-testid="back"' in refused.content.decode()  # the page, not a bare text
    assert not RawAccessGrant.objects.exists()
    response = client.post(f"/runs/{run}/raw-access/", {"reason": "INC-42 customer asked", "minutes": "5"})
    assert response.status_code == 302
    grant = RawAccessGrant.objects.get()
    assert (grant.actor, grant.run_id, grant.reason) == (admin, run, "INC-42 customer asked")
    assert 4 * 60 < (grant.expires_at - grant.granted_at).total_seconds() <= 5 * 60
    for path in (f"/runs/{run}/", f"/api/v1/runs/{run}/events/", f"/api/v1/runs/{run}/replay/"):
        assert "alice.smith@example.com" in _body(client, path, {}), path
    seq = pii_world["seqs"][-1]
    assert _raw_in(_body(client, f"/runs/{run}/events/{seq}/payload/", {}))
    # the other run stays redacted for the same admin
    assert _raw_in(_body(client, f"/api/v1/runs/{pii_world['waiting']}/replay/", {})) == []
    # an expired grant shows nothing raw any more
    RawAccessGrant.objects.update(expires_at=grant.granted_at)
    assert _raw_in(_body(client, f"/runs/{run}/", {})) == []


@pytest.mark.django_db
def test_asking_to_end_a_grant_never_opens_one(pii_world):
    """``end`` is read as the pages read an on/off word: ``end=true`` or ``yes`` closes the grant, a word that is
    neither is a 400 writing nothing. Any ``end`` but ``1`` was read as "open a grant" (qa-ops3: ``end=yes`` made
    a new 15-minute grant of the run's raw values)."""
    from runs.models import RawAccessGrant

    client, _ = see_client("admin")
    run = pii_world["run"]
    assert client.post(f"/runs/{run}/raw-access/", {"reason": "INC-42", "minutes": "5"}).status_code == 302
    for word in ("true", "yes", "ON"):
        assert client.post(f"/runs/{run}/raw-access/", {"end": word, "reason": "INC-42"}).status_code == 302
        assert RawAccessGrant.objects.count() == 1, word  # closed, no new grant
        assert _raw_in(_body(client, f"/runs/{run}/", {})) == [], word
    for word in ("2", "maybe"):
        refused = client.post(f"/runs/{run}/raw-access/", {"end": word, "reason": "INC-42"})
        assert refused.status_code == 400 and "end takes 1 or 0" in refused.content.decode(), word
    for minutes in ("١٥", "１５", "-1"):  # int() read the first two as 15
        refused = client.post(f"/runs/{run}/raw-access/", {"reason": "INC-42", "minutes": minutes})
        assert refused.status_code == 400 and "minutes must be a whole number" in refused.content.decode(), minutes
    assert RawAccessGrant.objects.count() == 1
    assert _raw_in(_body(client, f"/runs/{run}/", {})) == []


@pytest.mark.django_db
@pytest.mark.parametrize("role", ["viewer", "operator", "approver"])
def test_roles_without_the_permission_cannot_open_a_grant(role, pii_world):
    from runs.models import RawAccessGrant

    client, _ = see_client(role)
    response = client.post(f"/runs/{pii_world['run']}/raw-access/", {"reason": "curious"})
    assert response.status_code == 403 and not RawAccessGrant.objects.exists()
    # the permission is checked before the form is read: a bad value gets the same 403, not a 400
    malformed = client.post(f"/runs/{pii_world['run']}/raw-access/", {"reason": "curious", "minutes": "1e3"})
    assert malformed.status_code == 403 and not RawAccessGrant.objects.exists()
    assert _raw_in(_body(client, f"/runs/{pii_world['run']}/", {})) == []


@pytest.mark.django_db
def test_an_agent_key_reads_its_own_run_raw_and_no_other(pii_world):
    from runs.api.keys import api_key_create

    _, raw_key = api_key_create(agent="ticket", name="matrix")
    _, billing_key = api_key_create(agent="billing", name="matrix")
    own = Client(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    run = pii_world["run"]
    events = _body(own, f"/api/v1/runs/{run}/events/", {})
    assert "alice.smith@example.com" in events and "hunter2-Secret!" in events  # what it produced, byte for byte
    assert "alice.smith@example.com" in _body(own, f"/api/v1/runs/{run}/replay/", {})
    other = Client(HTTP_AUTHORIZATION=f"Bearer {billing_key}")
    for path in (f"/api/v1/runs/{run}/events/", f"/api/v1/runs/{run}/replay/", f"/api/v1/runs/{run}/"):
        response = other.get(path)
        assert response.status_code == 404 and not _raw_in(response.content.decode())
