"""The flush after each transactional test (tests/conftest.py): DELETEs on PostgreSQL, every row gone."""

from __future__ import annotations

import pytest
from django.apps import apps
from django.contrib.auth.models import User
from django.core.management import call_command
from django.core.management.color import no_style
from django.db import connection

from agentops.demo.ticket import ticket_inputs
from runs.models import Event, Run, ToolExecution
from runs.services import run_create
from runs.worker.engine import drive_until_settled

pytestmark = pytest.mark.skipif(connection.vendor != "postgresql", reason="the SQLite flush DELETEs already")


def test_the_flush_deletes_table_by_table_instead_of_truncating():
    tables = connection.introspection.django_table_names(only_existing=False, include_views=False)
    statements = connection.ops.sql_flush(no_style(), tables)
    assert len(statements) == len(tables) and all(s.startswith("DELETE FROM ") for s in statements)
    # what Django does itself when asked to reset sequences (pytest-django's reset_sequences) is kept
    assert connection.ops.sql_flush(no_style(), tables, reset_sequences=True)[0].startswith("TRUNCATE ")


@pytest.mark.django_db(transaction=True)
def test_the_flush_empties_tables_that_reference_each_other(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    User.objects.create_user("someone")
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    drive_until_settled(run.id)
    assert Event.objects.filter(run_id=run.id).exists() and ToolExecution.objects.filter(run_id=run.id).exists()
    call_command("flush", verbosity=0, interactive=False)  # what pytest-django runs after a transactional test
    remade = {"contenttypes.contenttype", "auth.permission"}  # post_migrate makes them again, as after a TRUNCATE
    left = {m._meta.label_lower for m in apps.get_models() if m._meta.managed and m.objects.exists()}
    assert left <= remade and not Run.objects.exists() and not User.objects.exists()
