"""What a serving or working process checks as it starts (daphne through ``agentops.asgi``, a Celery worker and Celery
beat through ``agentops.celery``), as ``manage.py runserver`` does."""

import os
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from django.core import checks
from django.db import DatabaseError, connections
from django.db.migrations.executor import MigrationExecutor

from agentops.core.errors import first_line
from agentops.env import ConfigError, unknown_names

#: the system checks a server or worker leaves to ``manage.py check`` (and ``migrate``, which every deploy runs): the
#: pages' (URL conf, templates, admin, CSRF and CSP views) import every view, template and the admin, seconds on a
#: loaded machine at each start, and none is about what a worker runs
SKIPPED_AT_START = frozenset({"urls", "templates", "admin", "security"})


def configured() -> None:
    """The settings read now, in a process that is not ``manage.py`` (daphne importing ``agentops.asgi``, a Celery
    worker or beat importing ``agentops.celery``): a value they cannot use ends it with ``manage.py``'s one line
    (``configuration error: AGENTOPS_LEASE_SECONDS='30s': …``, exit 1), where these printed a 50-90-line traceback
    from wherever the settings were first read."""
    from django.conf import settings

    try:
        settings.INSTALLED_APPS  # noqa: B018 (reading one loads them all)
    except ConfigError as exc:
        raise SystemExit(exc.line()) from None


def check_at_start(what: str, *, retention: bool = False) -> None:
    """Django's system checks as ``what`` (the ASGI app, a Celery worker) starts, but :data:`SKIPPED_AT_START`: an
    error ends the process with one line naming each (``agentops.E001: AGENTOPS_EXTRA_AGENTS entry …``), where
    daphne and the workers ran none and a mistyped agent was said only at its first run. ``retention``: this process
    runs the retention passes (:func:`check_retention_archive` asks for it under ``REDIS_URL`` too)."""
    tags = checks.registry.registry.tags_available() - SKIPPED_AT_START
    errors = [m for m in checks.run_checks(tags=tags) if m.is_serious() and not m.is_silenced()]
    if retention:
        errors += [m for m in check_retention_archive(here=True) if m not in errors]
    if errors:
        found = "; ".join(f"{m.id}: {m.msg}" for m in errors)
        raise SystemExit(f"{what} did not start: {found} (`python manage.py check` gives the hints)")
    for line in filter(None, [debug_by_default(), *weak_keys(), *database_warnings()]):
        print(f"{what}: warning: {line}", file=sys.__stderr__, flush=True)


def database_warnings() -> list[str]:
    """The database checks' warnings (Django asks them only of ``check --database``, ``migrate``): the runs' seen
    references left under a rotated redaction key (``runs.governance.seen_references``, ``agentops.W001``), with the
    command that makes them again."""
    found = checks.run_checks(tags=[checks.Tags.database], databases=["default"])
    return [f"{m.id}: {m.msg}; {m.hint}" for m in found if not m.is_serious() and not m.is_silenced()]


def debug_by_default() -> str:
    """What to say when ``DEBUG`` is on only because ``DJANGO_DEBUG`` is unset (the embedded default's) in the
    production shape (``REDIS_URL`` set), else ``""``: a process of the Procfile started without it served debug
    pages, sent cookies without ``Secure`` and redirected nothing to HTTPS, nothing said (qa-deploy7)."""
    from django.conf import settings

    if not (settings.DEBUG and settings.REDIS_URL) or "DJANGO_DEBUG" in os.environ:
        return ""
    return (
        "DJANGO_DEBUG is unset, so DEBUG is on (the embedded default) with REDIS_URL set (the production shape): error "
        "pages show code and settings, cookies go without Secure, no HTTPS redirect or HSTS; set DJANGO_DEBUG=false "
        "(DJANGO_DEBUG=true keeps it on without this warning)"
    )


def weak_keys() -> list[str]:
    """With DEBUG off, one line per key shorter than 50 characters or of fewer than 5 distinct ones (Django's rule for
    ``SECRET_KEY``, its ``check --deploy`` W009): ``DJANGO_SECRET_KEY`` and, when set, ``AGENTOPS_REDACTION_KEY``. The
    processes skip the security checks at start, so a key of two characters was taken, nothing said (qa-deploy7)."""
    from django.conf import settings
    from django.core.checks.security.base import SECRET_KEY_MIN_LENGTH, SECRET_KEY_MIN_UNIQUE_CHARACTERS

    if settings.DEBUG:
        return []
    keys = {
        "DJANGO_SECRET_KEY": (settings.SECRET_KEY, "forge a session"),
        "AGENTOPS_REDACTION_KEY": (
            settings.AGENTOPS["REDACTION"]["KEY"],
            "confirm a guessed address from its pseudonym",
        ),
    }
    return [
        f"{name} has {len(key)} characters ({len(set(key))} distinct): whoever guesses it can {risk}; use "
        f"{SECRET_KEY_MIN_LENGTH}+ random characters (python -c 'import secrets; print(secrets.token_urlsafe(50))')"
        for name, (key, risk) in keys.items()
        if key and (len(key) < SECRET_KEY_MIN_LENGTH or len(set(key)) < SECRET_KEY_MIN_UNIQUE_CHARACTERS)
    ]


def check_env_names(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    """System check: every ``AGENTOPS_*`` variable set is one the project reads (``agentops.env.KNOWN``), so a misspelt
    name stops start-up naming the closest known one instead of leaving its setting at the default."""
    hint = "rename or unset it: docs/configuration.md lists every setting"
    return [checks.Error(line, hint=hint, id="agentops.E002") for line in unknown_names(os.environ)]


def check_email_backend(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    """System check: ``AGENTOPS_EMAIL_BACKEND`` (Django's ``EMAIL_BACKEND``) names a class that imports, so a mistyped
    path stops start-up (``agentops.E004``); before, every process started and each notification e-mail failed at its
    send (``ImportError``, retried until its attempts ran out; qa-deploy7)."""
    from django.conf import settings
    from django.utils.module_loading import import_string

    try:
        import_string(settings.EMAIL_BACKEND)
    except ImportError as exc:
        return [
            checks.Error(
                f"AGENTOPS_EMAIL_BACKEND={settings.EMAIL_BACKEND!r} cannot be imported: {first_line(exc)}",
                hint="a mail backend's dotted path, e.g. django.core.mail.backends.smtp.EmailBackend (the default)",
                id="agentops.E004",
            )
        ]
    return []


def check_retention_archive(app_configs: Any = None, *, here: bool = False, **kwargs: Any) -> list[checks.CheckMessage]:
    """System check: with retention on (``AGENTOPS_RETENTION_DAYS``), ``AGENTOPS_RETENTION_ARCHIVE_DIR`` is a
    directory the process can write, or can make (``agentops.E005``); before, every pass failed on it (before purging
    anything) and nothing said so at start (qa-deploy7). Asked by every process of the embedded default (no
    ``REDIS_URL``: one host, its beat runs the passes) and, under ``REDIS_URL``, only ``here``: the Celery worker that
    consumes the retention queue (``agentops.celery``) — the directory may be mounted on its host alone."""
    from django.conf import settings

    folder = settings.AGENTOPS["RETENTION_ARCHIVE_DIR"]
    if not (folder and settings.AGENTOPS["RETENTION_DAYS"]) or (settings.REDIS_URL and not here):
        return []
    problem = _unwritable(Path(folder))
    if not problem:
        return []
    return [
        checks.Error(
            f"AGENTOPS_RETENTION_ARCHIVE_DIR={folder!r} cannot be used: {problem}; every retention pass would fail",
            hint="a directory this process's user can write (made if missing), or unset it to purge without an archive",
            id="agentops.E005",
        )
    ]


def _unwritable(folder: Path) -> str:
    """Why no file can be written in ``folder`` (made first if missing, as the archive does), ``""`` if one can: a
    nameless file is made and dropped in it, or in its nearest existing parent, which stays unchanged."""
    existing = folder
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        return f"{existing} is not a directory"
    try:
        tempfile.TemporaryFile(dir=existing).close()
    except OSError as exc:
        return f"cannot write in {existing}: {exc.strerror or first_line(exc)}"
    return ""


def unapplied_migrations(alias: str = "default") -> int:
    """How many migrations of the code are not applied to the database ``alias`` (``DatabaseError`` when it cannot
    be asked)."""
    executor = MigrationExecutor(connections[alias])
    return len(executor.migration_plan(executor.loader.graph.leaf_nodes()))


def wait_until_migrated(what: str, *, pause: float = 2.0) -> None:
    """Return once every migration of the code is applied, asking every ``pause`` seconds and saying why ``what`` (a
    Celery worker, the embedded default's threads: :func:`migrated_in_process`) waits whenever that changes, on the process's own stderr (Celery's logging is not set up yet). A
    worker of new code started before ``migrate`` took runs and failed them on the columns it lacked (qa-deploy7;
    docs/deploy.md, *Upgrading*); it now takes none until ``migrate`` has run. The connection is closed after, so no
    pool process inherits it."""
    said = ""
    try:
        while True:
            try:
                pending = unapplied_migrations()
            except DatabaseError as exc:
                line = f"cannot open the database: {first_line(exc)}"
            else:
                if not pending:
                    break
                line = f"{pending} migrations of this code are not applied: run `python manage.py migrate`"
            if line != said:
                print(f"{what} waits, it takes no task until then: {line}", file=sys.__stderr__, flush=True)
                said = line
            connections.close_all()
            time.sleep(pause)
    except KeyboardInterrupt:
        raise SystemExit(f"{what} stopped before the database was migrated") from None
    finally:
        connections.close_all()
    if said:
        print(f"{what}: the database is migrated, it starts", file=sys.__stderr__, flush=True)


#: set once this process has seen the database migrated (:func:`migrated_in_process`); a new flag in a forked child
_migrated = threading.Event()
_migrating = threading.Lock()
os.register_at_fork(after_in_child=lambda: globals().update(_migrated=threading.Event(), _migrating=threading.Lock()))


def migrated_in_process(what: str, *, pause: float = 2.0) -> None:
    """:func:`wait_until_migrated`, once per process, for the threads of the embedded default's in-process worker and
    beat (``what``: runserver or daphne without ``REDIS_URL``): the first waits, the others wait for it, none takes a
    run before the code's migrations are applied, as a Celery worker takes no task (qa-deploy7: a server of new code
    started before ``migrate`` drove runs on a database missing their columns). Later calls return at once."""
    if _migrated.is_set():
        return
    with _migrating:
        if not _migrated.is_set():
            wait_until_migrated(what, pause=pause)
            _migrated.set()
