"""Shared set-up of the benchmarks: a throw-away, migrated database for one script run."""

from __future__ import annotations

import os
import tempfile


def throwaway_database(suffix: str, *, data_dir: str | None = None) -> str:
    """Point Django at a fresh database and migrate it; returns a description of the backend.

    With ``DATABASE_URL`` set: a new PostgreSQL database ``<name>_<suffix>`` on that server (dropped
    first if left over). Without: a SQLite file in ``data_dir`` or a new temporary directory.
    """
    url = os.environ.get("DATABASE_URL", "")
    if url:
        import psycopg

        base, _, name = url.rpartition("/")
        bench = f"{name}_{suffix}"
        with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{bench}"')
            conn.execute(f'CREATE DATABASE "{bench}"')
        os.environ["DATABASE_URL"] = f"{base}/{bench}"
        backend = f"PostgreSQL ({bench})"
    else:
        os.environ["AGENTOPS_DATA_DIR"] = data_dir or tempfile.mkdtemp(prefix=f"agentops-{suffix}-")
        backend = f"SQLite ({os.environ['AGENTOPS_DATA_DIR']})"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    return backend
