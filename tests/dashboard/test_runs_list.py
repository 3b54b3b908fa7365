"""Runs list: prefix and case-insensitive search (without confirming hidden values), sortable columns,
a bad filter that still shows the page, and the error pages."""

from __future__ import annotations

from datetime import timedelta
from html import escape
from io import StringIO

import pytest
from django.urls import reverse
from django.utils import timezone

from runs.governance import visibility
from runs.models import Run
from runs.services import run_create

pytestmark = pytest.mark.django_db


def billing(reference: str, amount: int = 1) -> Run:
    inputs = {"invoice": reference, "amount": amount, "currency": "EUR", "customer": "c"}
    return run_create(agent="billing", inputs=inputs, reference=reference, start=False)[0]


def found(client, **query) -> list[str]:
    response = client.get(reverse("runs"), query)
    assert response.status_code == 200
    return [r.id for r in response.context["page"].runs]


@pytest.mark.sqlite
def test_search_is_by_prefix_and_ignores_case(login):
    t1008, t1009, other = billing("T-1008"), billing("T-1009"), billing("X-1008")
    client = login("viewer")
    assert found(client, q="t-1008") == [t1008.id]
    assert set(found(client, q="T-10")) == {t1008.id, t1009.id}
    assert found(client, q="1008") == []  # a prefix, not a substring
    assert found(client, q=t1008.id.upper()[:10]) != [] and t1008.id in found(client, q=t1008.id.upper())
    assert other.id not in found(client, q="t-")


@pytest.mark.sqlite
def test_search_never_confirms_a_value_the_reader_sees_redacted(login, users):
    hidden = billing("jane.doe@example.com")
    billing("T-1")
    client = login("viewer")
    page = client.get(reverse("runs")).content.decode()
    assert "jane.doe@example.com" not in page  # shown redacted in the list
    for guess in ("jane.doe@example.com", "JANE.DOE@EXAMPLE.COM", "jane", "j"):
        assert found(client, q=guess) == [], guess
    assert found(client, q=hidden.id) == [hidden.id]  # the run id is not hidden
    # the filter itself (what bulk actions count in SQL) finds nothing either, unless the sight is raw
    from runs.dashboard.selectors import RunFilters
    from runs.governance.visibility import RAW

    assert RunFilters(q="jane").apply(Run.objects.all()).count() == 0
    assert list(RunFilters(q="JANE").apply(Run.objects.all(), sights=lambda _: RAW)) == [hidden]
    # an admin with a raw-access grant on that run sees the reference, so search finds it by it
    admin = login("admin")
    assert found(admin, q="jane") == []
    visibility.grant_raw_access(user=users["admin"], run_id=hidden.id, reason="ticket 42", minutes=5)
    assert found(admin, q="JANE.DOE") == [hidden.id]


@pytest.mark.sqlite
def test_a_pseudonym_shown_on_a_page_finds_the_runs_whose_value_it_stands_for(login):
    """A viewer sees ``<email:…>`` for a reference's address; searching for it found nothing (fix-known8). It finds
    the runs whose reference holds that address, wherever in it, and the page shows the pseudonym, never the
    address; the address itself, typed, still finds nothing; a pseudonym no run shows finds nothing."""
    from runs.governance.redaction import from_settings

    hidden = billing("jane.doe@example.com")
    inside = billing("Refund for Jane.Doe@example.com")
    billing("john.roe@example.com")
    billing("T-1")
    pseudonym = from_settings().redact_text("jane.doe@example.com")
    assert visibility.PSEUDONYM.fullmatch(pseudonym), pseudonym
    client = login("viewer")
    assert escape(pseudonym) in client.get(reverse("runs")).content.decode()  # what the viewer sees and copies
    assert set(found(client, q=pseudonym)) == {hidden.id, inside.id}
    page = client.get(reverse("runs"), {"q": pseudonym}).content.decode()
    assert "jane.doe@example.com" not in page.lower() and escape(pseudonym) in page
    assert found(client, q="Refund for " + pseudonym) == [inside.id]  # the reference as shown, from its start
    assert found(client, q="jane.doe@example.com") == []  # the raw value still confirms nothing
    assert found(client, q="<email:0123456789abcdef>") == []
    assert Run.objects.get(id=hidden.id).reference_seen == pseudonym


@pytest.mark.sqlite
def test_after_a_key_change_the_command_makes_the_pseudonyms_found_again_and_start_says_so_until_then(login, settings):
    """A change of the redaction key left ``reference_seen`` with the old pseudonyms: the page shows the new one and a
    search for it found nothing, for ever (fix-known8b). The rows say which redaction made them; start-up and
    ``check --database`` name ``refresh_seen_references`` while any is stale, and the command makes them again."""
    from django.core.management import CommandError, call_command

    from agentops.startup import database_warnings
    from runs.governance.redaction import from_settings
    from runs.governance.seen_references import check_stale_references

    hidden = billing("jane.doe@example.com")
    billing("T-1")
    assert check_stale_references(databases=["default"]) == [] and database_warnings() == []
    settings.AGENTOPS = {**settings.AGENTOPS, "REDACTION": {**settings.AGENTOPS["REDACTION"], "KEY": "k" * 60 + "2"}}
    pseudonym = from_settings().redact_text("jane.doe@example.com")
    assert pseudonym != Run.objects.get(id=hidden.id).reference_seen  # the key moved on, the row did not
    client = login("viewer")
    assert escape(pseudonym) in client.get(reverse("runs")).content.decode()
    assert found(client, q=pseudonym) == []  # stale: what the page shows finds nothing yet

    [warning] = check_stale_references(databases=["default"])
    assert warning.id == "agentops.W001" and warning.msg.startswith("2 runs' references") and not warning.is_serious()
    assert "python manage.py refresh_seen_references" in warning.hint
    assert check_stale_references() == []  # a database check: asked only with the database
    assert [line.split(":")[0] for line in database_warnings()] == ["agentops.W001"]
    with pytest.raises(CommandError, match="2 runs' references were redacted under another key"):
        call_command("refresh_seen_references", "--check")
    for bad in ("0", "50001"):
        with pytest.raises(CommandError, match="--batch must be between 1 and 50000"):
            call_command("refresh_seen_references", "--batch", bad)
    assert found(client, q=pseudonym) == []  # refused: nothing made

    out = StringIO()
    call_command("refresh_seen_references", "--batch", "1", stdout=out)
    assert out.getvalue().startswith("2 runs' references redacted again")
    assert found(client, q=pseudonym) == [hidden.id]
    assert found(client, q="jane.doe@example.com") == []  # the raw value still confirms nothing
    assert check_stale_references(databases=["default"]) == [] and database_warnings() == []
    call_command("refresh_seen_references", "--check", stdout=StringIO())  # exit 0: nothing stale


@pytest.mark.sqlite
def test_a_name_a_runs_events_reveal_is_found_by_the_pseudonym_its_row_shows(login):
    """A reference repeating a person's name the run's events reveal (``customer_name`` in its inputs) shows it as
    ``<name:…>`` on the runs list; a search for that pseudonym found nothing (fix-known8b). It finds the run; the name
    typed finds only a run that shows it as written; ``refresh_seen_references --all`` adds the names a run's events
    reveal up to now to a row made without them."""
    from django.core.management import call_command

    from runs.governance.redaction import from_settings

    inputs = {"invoice": "INV-7", "amount": 1, "currency": "EUR", "customer": "c", "customer_name": "Maria Lopez"}
    named = run_create(agent="billing", inputs=inputs, reference="Refund for Maria Lopez", start=False)[0]
    plain = billing("Refund for Maria Lopez")  # no event of it reveals a name: shown as written
    shown = from_settings().redact("Refund for Maria Lopez", {"Maria Lopez"})
    [pseudonym] = visibility.PSEUDONYM.findall(shown)
    assert pseudonym.startswith("<name:"), shown
    client = login("viewer")
    page = client.get(reverse("runs")).content.decode()
    assert escape(shown) in page  # what the viewer sees on the named run's row, and copies
    assert found(client, q=pseudonym) == [named.id]
    assert found(client, q="Refund for " + pseudonym) == [named.id]
    assert found(client, q="Refund for Maria") == [plain.id]  # the name typed confirms nothing of the named run
    assert found(client, q="Maria Lopez") == []

    Run.objects.filter(id=named.id).update(reference_seen="Refund for Maria Lopez")  # a row made without its names
    assert found(client, q=pseudonym) == []
    call_command("refresh_seen_references", "--all", stdout=StringIO())
    assert found(client, q=pseudonym) == [named.id]
    assert Run.objects.get(id=named.id).reference_seen == shown


@pytest.mark.sqlite
def test_columns_sort_both_ways_and_pages_keep_the_order(login):
    runs = [billing(f"S-{i}") for i in range(7)]
    now = timezone.now()
    for i, run in enumerate(runs):
        Run.objects.filter(id=run.id).update(tokens_used=(i * 37) % 11, last_event_at=now - timedelta(minutes=i))
    client = login("viewer")
    by_tokens = sorted(Run.objects.all(), key=lambda r: (-r.tokens_used, r.id))
    assert found(client, sort="-tokens") == [r.id for r in by_tokens]
    assert found(client, sort="tokens") == [r.id for r in reversed(by_tokens)]
    assert found(client, sort="last_event") == [r.id for r in reversed(runs)]
    html = client.get(reverse("runs"), {"sort": "-tokens"}).content.decode()
    assert 'aria-sort="descending"' in html and 'href="?sort=tokens"' in html  # clicking again flips it
    from runs.dashboard import selectors

    seen, cursor = [], ""
    while True:
        page = selectors.run_list(filters=selectors.RunFilters(sort="-tokens"), cursor=cursor, limit=3)
        seen += [r.id for r in page.runs]
        cursor = page.next_cursor
        if not cursor:
            break
    assert seen == [r.id for r in by_tokens]
    other = selectors.run_list(filters=selectors.RunFilters(sort="-tokens"), limit=3).next_cursor
    assert (
        client.get(reverse("runs"), {"sort": "cost", "cursor": other}).status_code == 400
    )  # a cursor of another order


@pytest.mark.sqlite
@pytest.mark.parametrize("sort", ["-last_event", "last_event", "-steps", "tokens", "-cost"])
def test_running_runs_sort_in_with_the_rest_on_every_page(sort):
    """The sort indexes leave RUNNING runs out (migration 0022): the list reads them apart and merges them."""
    from runs.dashboard import selectors

    runs = [billing(f"R-{i}") for i in range(8)]
    now = timezone.now()
    for i, run in enumerate(runs):
        Run.objects.filter(id=run.id).update(
            status="RUNNING" if i % 3 == 0 else "COMPLETED" if i % 3 == 1 else "FAILED",
            last_event_at=now - timedelta(minutes=(i * 5) % 7),
            steps_used=i % 4,
            tokens_used=(i * 37) % 11,
            cost_used=((i * 13) % 5) / 10,
        )
    filters = selectors.RunFilters(sort=sort)
    # by the column, ties by id the other way (a stable sort, reversed or not, keeps the id order of ties)
    by_id = sorted(Run.objects.all(), key=lambda r: r.id, reverse=not filters.descending)
    expected = sorted(by_id, key=lambda r: getattr(r, filters.sort_field), reverse=filters.descending)
    seen, cursor = [], ""
    while True:
        page = selectors.run_list(filters=filters, cursor=cursor, limit=3)
        seen += [r.id for r in page.runs]
        cursor = page.next_cursor
        if not cursor:
            break
    assert seen == [r.id for r in expected]
    for status in ("RUNNING", "FAILED"):
        only = selectors.run_list(filters=selectors.RunFilters(sort=sort, status=status)).runs
        assert [r.id for r in only] == [r.id for r in expected if r.status == status]


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"status": "BOGUS"}, "unknown status &#x27;BOGUS&#x27;"),
        ({"sort": "colour"}, "unknown sort &#x27;colour&#x27;"),
        ({"range": "5y"}, "unknown time range"),
        # a flag read as "off" would list every run (before: 200, no error, every run)
        ({"unverifiable": "maybe"}, "unverifiable takes 1 or 0"),
        ({"flagged": "2"}, "flagged takes 1 or 0"),
    ],
)
def test_a_bad_filter_shows_the_whole_page_with_the_error(login, query, message):
    run = billing("T-7")
    response = login("viewer").get(reverse("runs"), query)
    assert response.status_code == 400
    html = response.content.decode()
    assert message in html and 'role="alert"' in html
    assert 'id="run-filters"' in html and f'data-run="{run.id}"' in html  # the filters and every run
    assert 'class="nav"' in html and "Sign out" in html


@pytest.mark.sqlite
def test_an_unknown_run_is_the_dashboards_404_page_even_in_debug(login, settings):
    settings.DEBUG = True
    response = login("viewer").get(reverse("run", args=["run_nope"]))
    assert response.status_code == 404
    html = response.content.decode()
    assert "unknown run run_nope" in html and 'data-testid="back"' in html and "Sign out" in html
    assert "URLconf" not in html and "DEBUG = True" not in html


@pytest.mark.sqlite
def test_403_and_404_pages_are_the_dashboards(login, client):
    forbidden = login("nobody").get(reverse("runs"))
    assert forbidden.status_code == 403 and b"this needs the viewer role" in forbidden.content
    assert b'data-testid="back"' in forbidden.content
    missing = login("viewer").get("/no/such/page/")
    assert missing.status_code == 404 and b'data-testid="not-found"' in missing.content


@pytest.mark.sqlite
def test_500_page_is_plain_and_says_nothing_of_the_server(client):
    from django.template import loader

    html = loader.get_template("500.html").render()
    assert "Something went wrong on our side" in html and "Traceback" not in html


@pytest.mark.sqlite
def test_a_filter_given_twice_is_refused_not_read_as_its_last_value(login):
    """``?status=RECOVERING&status=FAILED`` listed the FAILED runs alone, as if the first were not there (the API
    answers it 400 "given more than once")."""
    billing("T-8")
    response = login("viewer").get(reverse("runs") + "?status=RECOVERING&status=FAILED")
    assert response.status_code == 400
    assert "status is given more than once" in response.content.decode()
