"""Issue 13, finding 4: the client address behind trusted proxies, and throttles that use it.

The rule (``runs.security.client``): with N trusted proxies the client is the N-th hop from the
right of X-Forwarded-For, never the leftmost one (the client writes that itself). Failed API keys
count per (address, key prefix) and, for unknown keys, per address, so one agent retrying a bad
key never locks out the valid keys sent from its address.
"""

from __future__ import annotations

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from runs.api.keys import api_key_create, api_key_revoke
from runs.security.client import address_from
from tests.api.conftest import AGENT, URL, error_code

pytestmark = pytest.mark.sqlite


@pytest.mark.parametrize(
    ("peer", "forwarded", "proxies", "client"),
    [
        ("10.0.0.9", "", 0, "10.0.0.9"),
        ("10.0.0.9", "1.2.3.4", 0, "10.0.0.9"),  # no proxy trusted: the header is the client's own text
        ("10.0.0.9", "1.2.3.4", 1, "1.2.3.4"),
        ("10.0.0.9", "6.6.6.6, 1.2.3.4", 1, "1.2.3.4"),  # the leftmost entry is forged
        ("10.0.0.9", "6.6.6.6, 1.2.3.4, 10.0.0.8", 2, "1.2.3.4"),
        ("10.0.0.9", "1.2.3.4", 2, "10.0.0.9"),  # fewer hops than proxies: did not come through them all
        ("10.0.0.9", "not-an-ip", 1, "10.0.0.9"),
        ("10.0.0.9", "2001:DB8::1", 1, "2001:db8::1"),
    ],
)
def test_the_client_is_the_hop_the_trusted_proxies_vouch_for(peer, forwarded, proxies, client):
    assert address_from(peer, forwarded, proxies) == client


def _key_client(raw: str, forwarded: str = "") -> APIClient:
    client = APIClient(REMOTE_ADDR="10.0.0.9", **({"HTTP_X_FORWARDED_FOR": forwarded} if forwarded else {}))
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return client


@pytest.fixture
def limit(settings, db):
    """Three failures a minute, counted in a cache of this test's own (parallel workers share Redis)."""
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "sec"}}
    settings.AGENTOPS = {**settings.AGENTOPS, "API_AUTH_FAILURES_PER_MINUTE": 3}
    cache.clear()
    yield
    cache.clear()


def test_an_agent_retrying_a_revoked_key_does_not_lock_out_the_valid_keys_of_its_address(limit):
    revoked_key, revoked = api_key_create(agent=AGENT, name="old")
    api_key_revoke(prefix=revoked_key.prefix)
    valid = api_key_create(agent=AGENT, name="live")[1]
    codes = [_key_client(revoked).get(URL).status_code for _ in range(25)]
    assert codes[:3] == [401, 401, 401] and set(codes[3:]) == {429}
    assert _key_client(valid).get(URL).status_code == 200  # same address, another key


def test_unknown_keys_are_throttled_per_address_and_valid_keys_still_pass(limit):
    valid = api_key_create(agent=AGENT)[1]
    guesses = [f"aok_{i:012d}_guess" for i in range(5)] + ["garbage", "aok_short_x"]
    codes = [_key_client(g).get(URL).status_code for g in guesses]
    assert codes[:3] == [401, 401, 401] and set(codes[3:]) == {429}
    assert error_code(_key_client("aok_999999999999_x").get(URL)) == "throttled"
    assert _key_client(valid).get(URL).status_code == 200


def test_a_guessed_secret_for_a_known_prefix_locks_that_prefix_only_from_that_address(limit):
    key, raw = api_key_create(agent=AGENT)
    wrong = f"aok_{key.prefix}_not-the-secret"
    assert [_key_client(wrong).get(URL).status_code for _ in range(4)] == [401, 401, 401, 429]
    assert _key_client(raw).get(URL).status_code == 429  # this pair is locked for the window
    other_address = APIClient(REMOTE_ADDR="10.0.0.10")
    other_address.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    assert other_address.get(URL).status_code == 200


def test_a_rotating_forwarded_for_header_does_not_escape_the_throttle(limit, settings):
    for proxies, forged in ((0, "{i}.1.1.1"), (1, "{i}.1.1.1, 203.0.113.5")):
        settings.AGENTOPS = {**settings.AGENTOPS, "TRUSTED_PROXIES": proxies}
        cache.clear()
        codes = [_key_client("garbage", forged.format(i=i)).get(URL).status_code for i in range(5)]
        assert codes == [401, 401, 401, 429, 429], proxies


def test_behind_a_proxy_two_clients_are_counted_apart(limit, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "TRUSTED_PROXIES": 1}
    for _ in range(3):
        _key_client("garbage", "203.0.113.5").get(URL)
    assert _key_client("garbage", "203.0.113.5").get(URL).status_code == 429
    assert _key_client("garbage", "203.0.113.6").get(URL).status_code == 401
