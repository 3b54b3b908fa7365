"""API keys (hashed, scoped to one agent, revocable), session users with roles, and auth throttling."""

from __future__ import annotations

import io

import pytest
from django.contrib.auth.models import Group, Permission, User
from django.core.management import call_command
from django.core.management.base import CommandError
from rest_framework.test import APIClient

from runs.api.keys import api_key_create, api_key_revoke
from runs.governance.visibility import grant_raw_access
from runs.models.api_keys import ApiKey
from tests.api.conftest import AGENT, URL, error_code, external_fields

pytestmark = pytest.mark.django_db

OTHER_AGENTS = {"ticket-external": "external", "other-external": "external", "ticket": "runs.demo.agents:ticket_agent"}


def _client(key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    return client


@pytest.mark.sqlite
def test_key_is_stored_only_as_a_hash_and_works():
    key, raw = api_key_create(agent="ticket-external")
    row = ApiKey.objects.get(pk=key.pk)
    assert raw.startswith(f"aok_{row.prefix}_")
    secret = raw.split("_", 2)[2]
    assert secret not in row.secret_hash and len(row.secret_hash) == 64
    assert _client(raw).get(URL).status_code == 200
    assert ApiKey.objects.get(pk=key.pk).last_used_at is not None


@pytest.mark.sqlite
@pytest.mark.parametrize("scheme", ["bearer", "BEARER"])
def test_the_bearer_scheme_is_read_in_any_case(scheme):
    """``bearer aok_…`` (as some HTTP libraries write it; schemes are case-insensitive, RFC 9110) was answered 401
    "Authentication credentials were not provided": the key was never read."""
    _, raw = api_key_create(agent="ticket-external")
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"{scheme} {raw}")
    assert client.get(URL).status_code == 200
    client.credentials(HTTP_AUTHORIZATION=f"{scheme} {raw[:-2]}xx")
    assert error_code(client.get(URL)) == "invalid_api_key"


def test_create_api_key_command_prints_the_key_once():
    out, err = io.StringIO(), io.StringIO()
    call_command("create_api_key", "ticket-external", "--name", "ci", stdout=out, stderr=err)
    raw = out.getvalue().strip()
    assert raw.startswith("aok_") and "shown once" in err.getvalue()
    assert _client(raw).get(URL).status_code == 200
    with pytest.raises(CommandError, match="unknown agent"):
        call_command("create_api_key", "nope", stdout=io.StringIO(), stderr=io.StringIO())
    # a name over the column's 200 characters ended in PostgreSQL's DataError traceback (probe)
    with pytest.raises(CommandError, match="a key's name is at most 200 characters, without NUL \\(got 300\\)"):
        call_command(
            "create_api_key", "ticket-external", "--name", "n" * 300, stdout=io.StringIO(), stderr=io.StringIO()
        )
    assert ApiKey.objects.count() == 1


@pytest.mark.sqlite
@pytest.mark.parametrize("name", ["", "   ", "\t"])
def test_create_api_key_refuses_a_blank_name(name):
    # `--name ''` was accepted and made a nameless key (qa-external); leaving --name out still means "no name"
    with pytest.raises(CommandError, match="--name is blank: give the key a name, or leave --name out"):
        call_command("create_api_key", "ticket-external", "--name", name, stdout=io.StringIO(), stderr=io.StringIO())
    assert not ApiKey.objects.exists()
    call_command("create_api_key", "ticket-external", stdout=io.StringIO(), stderr=io.StringIO())
    assert ApiKey.objects.get().name == ""


@pytest.mark.parametrize("header", ["Bearer aok_000000000000_wrong", "Bearer garbage", "Bearer "])
def test_bad_keys_are_401_with_a_code(header):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=header)
    response = client.get(URL)
    assert response.status_code == 401
    assert error_code(response) == "invalid_api_key"
    assert response["WWW-Authenticate"].startswith("Bearer")


def test_anonymous_is_401():
    response = APIClient().get(URL)
    assert response.status_code == 401 and error_code(response) == "not_authenticated"


def test_revoked_key_is_refused(raw_key, api):
    assert api.get(URL).status_code == 200
    assert api_key_revoke(prefix=raw_key.split("_")[1])
    assert api.get(URL).status_code == 401


def test_a_key_sees_and_touches_only_its_agents_runs(api, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**settings.AGENTOPS["AGENTS"], **OTHER_AGENTS}}
    mine = api.post(URL, external_fields(), format="json").json()["id"]
    other = _client(api_key_create(agent="other-external")[1])
    theirs = other.post(URL, external_fields(agent="other-external"), format="json").json()["id"]
    assert [r["id"] for r in api.get(URL).json()["results"]] == [mine]
    assert api.get(URL, {"agent": "other-external"}).json()["results"] == []
    for path in ("", "events/", "replay/", "export/"):
        response = api.get(f"{URL}{theirs}/{path}")
        assert response.status_code == 404 and error_code(response) == "not_found"
    # writes to another agent's run look exactly like writes to a run that does not exist
    lease = api.post(f"{URL}{theirs}/lease/", {"owner": "x"}, format="json")
    missing = api.post(f"{URL}run_doesnotexist/lease/", {"owner": "x"}, format="json")
    assert lease.status_code == missing.status_code == 404
    assert lease.json()["error"]["code"] == missing.json()["error"]["code"] == "not_found"
    # and a key cannot create runs of another agent
    response = api.post(URL, external_fields(agent="other-external"), format="json")
    assert response.status_code == 403 and error_code(response) == "permission_denied"
    assert response.json()["error"]["message"] == (  # was "may only create runs of its own agent": which is it?
        f"this API key is agent {AGENT!r}'s and creates only its runs, not agent 'other-external''s "
        "(`manage.py create_api_key other-external` makes a key for it)"
    )


def test_viewer_session_reads_but_cannot_write(run):
    user = User.objects.create_user("vera", password="pw-123456789")
    user.groups.add(Group.objects.get_or_create(name="viewer")[0])
    client = APIClient(enforce_csrf_checks=True)
    client.force_login(user)
    assert client.get(URL).status_code == 200
    assert client.get(f"{URL}{run.id}/events/").status_code == 200
    response = client.post(f"{URL}{run.id}/lease/", {"owner": "vera"}, format="json")
    assert response.status_code == 403


@pytest.mark.sqlite
def test_a_person_cannot_confirm_a_redacted_reference_by_filtering_on_it(api):
    """``GET runs/?reference=alice.smith@example.com`` answered the run (shown as ``<email:…>``) while a wrong
    guess answered nothing: a viewer could test addresses. The dashboard's search already found only by
    what the reader sees; the API's filter now uses the same rule. The key (raw to its own runs) still finds it."""
    made = api.post(
        URL, external_fields(reference="alice.smith@example.com", create_key="bob.jones@example.com"), format="json"
    ).json()
    api.post(URL, external_fields(reference="T-77"), format="json")
    user = User.objects.create_user("vera", password="pw-123456789")
    user.groups.add(Group.objects.get_or_create(name="viewer")[0])
    viewer = APIClient()
    viewer.force_login(user)
    assert viewer.get(URL, {"reference": "alice.smith@example.com"}).json()["results"] == []
    assert viewer.get(URL, {"create_key": "bob.jones@example.com"}).json()["results"] == []  # the key too
    assert [r["reference"] for r in viewer.get(URL, {"reference": "T-77"}).json()["results"]] == ["T-77"]
    assert [r["id"] for r in api.get(URL, {"reference": "alice.smith@example.com"}).json()["results"]] == [made["id"]]
    user.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=User.objects.get(pk=user.pk), run_id=made["id"], reason="complaint")
    found = viewer.get(URL, {"reference": "alice.smith@example.com"}).json()["results"]
    assert [r["id"] for r in found] == [made["id"]]
    assert [r["id"] for r in viewer.get(URL, {"create_key": "bob.jones@example.com"}).json()["results"]] == [made["id"]]


@pytest.mark.sqlite
def test_a_person_finds_a_run_by_its_reference_as_the_api_shows_it_to_them(api):
    """qa-ops9: the API answers a viewer a run's reference as ``<email:…>``, and ``?reference=<email:…>`` found
    nothing (only the stored value was compared, and that only for a reader who sees it raw), while the dashboard's
    search finds the run by that pseudonym: a reference read off the API could not be filtered on."""
    made = api.post(URL, external_fields(reference="alice.smith@example.com"), format="json").json()
    other = api.post(URL, external_fields(reference="carol.white@example.com"), format="json").json()
    user = User.objects.create_user("vera", password="pw-123456789")
    user.groups.add(Group.objects.get_or_create(name="viewer")[0])
    viewer = APIClient()
    viewer.force_login(user)
    shown = viewer.get(f"{URL}{made['id']}/").json()["reference"]
    assert shown.startswith("<email:") and shown != viewer.get(f"{URL}{other['id']}/").json()["reference"]
    assert [r["id"] for r in viewer.get(URL, {"reference": shown}).json()["results"]] == [made["id"]]
    assert viewer.get(URL, {"reference": shown[:-3]}).json()["results"] == []  # exact, as the filter is
    assert viewer.get(URL, {"reference": shown, "status": "COMPLETED"}).json()["results"] == []  # with the others
    assert viewer.get(URL, {"reference": "alice.smith@example.com"}).json()["results"] == []  # a guess: nothing
    assert api.get(URL, {"reference": shown}).json()["results"] == []  # a key reads its runs raw: the stored value
    user.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=User.objects.get(pk=user.pk), run_id=made["id"], reason="complaint")
    for value in (shown, "alice.smith@example.com"):  # a grant: by what it shows, and by the pseudonym as before
        assert [r["id"] for r in viewer.get(URL, {"reference": value}).json()["results"]] == [made["id"]], value


def test_session_without_a_role_is_refused(run):
    user = User.objects.create_user("nobody", password="pw-123456789")
    client = APIClient()
    client.force_login(user)
    response = client.get(URL)
    assert response.status_code == 403 and "viewer" in response.json()["error"]["message"]


def test_repeated_bad_keys_are_throttled(settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "API_AUTH_FAILURES_PER_MINUTE": 3}
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Bearer aok_000000000000_guess")
    codes = [client.get(URL).status_code for _ in range(5)]
    assert codes == [401, 401, 401, 429, 429]
    response = client.get(URL)
    assert error_code(response) == "throttled" and "Retry-After" in response


def test_unknown_agent_key_cannot_be_created():
    from runs.worker.registry import UnknownAgent

    with pytest.raises(UnknownAgent):
        api_key_create(agent="ghost")
