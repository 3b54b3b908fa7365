"""A column a migration adds keeps the previous version's inserts working while ``migrate`` runs under it (docs/deploy.md,
*Upgrading a running deployment*). qa-deploy7: ``runs.0034`` added ``runs_eventpage.frame_seal`` NOT NULL without a
database default, and every page the old processes wrote failed (``null value in column "frame_seal"``)."""

from __future__ import annotations

import importlib

import pytest
from django.apps import apps
from django.db import IntegrityError, connection, migrations, transaction
from django.db.migrations.loader import MigrationLoader
from django.db.models import NOT_PROVIDED

from runs.models import EventPage
from tests.runs.factories import make_run

pytestmark = [pytest.mark.sqlite, pytest.mark.django_db(transaction=True)]

#: columns added NOT NULL without a database default before the rule (BRIEF: "a new column needs a DB default")
BEFORE_THE_RULE = {
    ("approvals", "0003_bulk_cancel", "cancel_reason"),
    ("approvals", "0003_bulk_cancel", "cancelled_by"),
    ("runs", "0011_run_lease_secret_hash", "lease_secret_hash"),
    ("runs", "0027_run_names", "names"),
    ("runs", "0028_event_page_seal", "seal"),
}


def _insert_as_the_previous_version(run_id: str) -> None:
    """A page as the code before 0034 wrote it: an INSERT naming its own columns, frame_seal left out."""
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO runs_eventpage (run_id, first_seq, last_seq, prev_hash, hash, packed, seal) "
            "VALUES (%s, 1, 1, '', '', %s, '')",
            [run_id, b"\x00"],
        )


def _frame_seal_default(present: bool) -> None:
    """Give the column its database default or take it away (as the first 0034 left it)."""
    field = EventPage._meta.get_field("frame_seal")
    without = field.clone()
    without.db_default = NOT_PROVIDED
    without.set_attributes_from_name(field.name)
    without.model = EventPage
    with connection.schema_editor() as editor:
        editor.alter_field(EventPage, *((without, field) if present else (field, without)))


def test_the_previous_versions_page_insert_works_on_the_migrated_database():
    run_id = make_run()
    _insert_as_the_previous_version(run_id)
    assert EventPage.objects.get(run_id=run_id).frame_seal == ""


def test_0035_gives_the_default_to_a_database_that_applied_the_first_0034():
    run_id = make_run()
    give_default = importlib.import_module("runs.migrations.0035_eventpage_frame_seal_db_default").give_default
    _frame_seal_default(present=False)
    try:
        with pytest.raises(IntegrityError, match="frame_seal"):
            _insert_as_the_previous_version(run_id)
        with connection.schema_editor() as editor:
            give_default(apps, editor)
        _insert_as_the_previous_version(run_id)
    finally:
        _frame_seal_default(present=True)
    assert EventPage.objects.filter(run_id=run_id).count() == 1


def test_every_column_added_not_null_since_the_rule_has_a_database_default():
    loader = MigrationLoader(None, ignore_no_migrations=True)
    missing = [
        (app, name, op.name)
        for (app, name), migration in sorted(loader.disk_migrations.items())
        if app in ("runs", "approvals")
        for op in migration.operations
        if isinstance(op, migrations.AddField)
        and not op.field.null
        and not op.field.many_to_many
        and op.field.db_default is NOT_PROVIDED
    ]
    assert [found for found in missing if found not in BEFORE_THE_RULE] == []
