"""Reading settings from the environment: each helper turns one variable into a value, and anything it
cannot use stops start-up with a ``ConfigError`` naming the variable, its value and what it takes
(``manage.py`` prints that one line and exits 1; a mistyped value is never a traceback, nor ignored)."""

from __future__ import annotations

import os
import re
import secrets
import tempfile
from collections.abc import Callable, Iterable, Mapping
from difflib import get_close_matches
from pathlib import Path
from urllib.parse import SplitResult, urlsplit

from agentops.core.addresses import is_http_url, is_loopback


class ConfigError(RuntimeError):
    """A variable whose value cannot be used."""

    def line(self) -> str:
        """What a process that stops on it prints: one line, no traceback."""
        return f"configuration error: {self}"


def env_bool(name: str, default: bool) -> bool:
    """true (1, yes, on) or false (0, no, off, empty), any case; anything else is a ``ConfigError``: a misspelt
    ``DJANGO_SECURE_SSL_REDIRECT=ture`` was read as false and turned the switch off, nothing said."""
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value not in {"1", "true", "yes", "on", "0", "false", "no", "off", ""}:
        raise ConfigError(f"{name}={raw!r}: expected true or false (1 / 0, yes / no, on / off)")
    return value in {"1", "true", "yes", "on"}


def env_int(name: str, default: int, *, low: int = 0, high: int | None = None) -> int:
    """A whole number from ``low`` (to ``high``)."""
    raw = os.environ.get(name)
    if raw in (None, ""):
        return default
    try:
        value: int | None = int(raw)
    except ValueError:
        value = None
    if value is None or value < low or (high is not None and value > high):
        bounds = f"from {low} to {high}" if high is not None else f"of at least {low}"
        raise ConfigError(f"{name}={raw!r}: expected a whole number {bounds}")
    return value


def env_int_or_auto(name: str, *, high: int) -> int | str:
    """``"auto"`` (also when unset or empty: the caller resolves it) or a whole number from 0 to ``high``."""
    raw = os.environ.get(name, "").strip()
    if raw.lower() in ("", "auto"):
        return "auto"
    try:
        return env_int(name, 0, high=high)
    except ConfigError:
        raise ConfigError(f"{name}={raw!r}: expected auto or a whole number from 0 to {high}") from None


def env_float(name: str, default: float, *, high: float = 3600, unit: str = "seconds", zero: bool = True) -> float:
    """A non-negative number up to ``high`` (seconds unless ``unit`` says otherwise); with ``zero=False`` above 0
    (a timeout of 0 fails every call at once)."""
    raw = os.environ.get(name)
    if raw in (None, ""):
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0 <= value <= high or (value == 0 and not zero):
        span = f"between 0 and {high:g}" if zero else f"above 0, up to {high:g}"
        raise ConfigError(f"{name}={raw!r}: expected {unit} {span}")
    return value


def env_url(name: str, default: str = "") -> str:
    """An ``http://`` or ``https://`` address with a host (empty: the default; the rule: ``is_http_url``, which the
    SDK's ``url=`` follows too). A URL the HTTP client cannot send to would fail every send, seen only in the
    delivery log."""
    value = os.environ.get(name, "").strip() or default
    if value and not is_http_url(value):
        raise ConfigError(f"{name}={value!r}: expected an http:// or https:// URL with a host")
    return value


#: an e-mail address as the settings take it: ``local@domain``, no space, bracket, comma or semicolon
_ADDRESS = r"[^@\s<>,;]+@[^@\s<>,;]+"


def env_addresses(name: str) -> list[str]:
    """Comma-separated e-mail addresses (``local@domain``); one that is not an address is refused, not sent to."""
    found = [item.strip() for item in os.environ.get(name, "").split(",") if item.strip()]
    if bad := [a for a in found if not re.fullmatch(_ADDRESS, a)]:
        raise ConfigError(f"{name}: {', '.join(map(repr, bad))}: expected e-mail addresses separated by commas")
    return found


def env_sender(name: str, default: str) -> str:
    """One e-mail address, bare or after a display name (``AgentOps <agentops@example.com>``): ``agentops`` or an
    address with a line break after it was taken, and every e-mail then failed at its send."""
    value = os.environ.get(name, "").strip() or default
    if not re.fullmatch(rf"{_ADDRESS}|[^\r\n<>@]*<{_ADDRESS}>", value):
        raise ConfigError(f"{name}={value!r}: expected an e-mail address (or a name then <address>)")
    return value


#: the schemes of the databases AgentOps runs on (dj_database_url's names for them): PostgreSQL, and SQLite
DATABASE_SCHEMES = ("postgres", "postgresql", "pgsql", "sqlite")


def env_database_url(name: str) -> str:
    """``postgres://user:password@host:5432/name`` (or ``sqlite:///path``; empty: the embedded SQLite file). Another
    scheme (``postgress://``, ``mysql://``: no driver here) was dj_database_url's traceback from every command; a
    PostgreSQL URL without a database name, or with a port no socket has, failed only at the first query."""

    def usable(parts: SplitResult) -> bool:
        if parts.scheme.lower() not in DATABASE_SCHEMES or parts.port == 0:
            return False
        # (no host: the local socket; a libpq service names it all)
        return parts.scheme.lower() == "sqlite" or bool(parts.path.strip("/")) or "service=" in parts.query

    return _env_service_url(name, usable, "postgres://user:password@host:5432/name (or sqlite:///path)")


def env_redis_url(name: str) -> str:
    """``redis://host:6379/0`` (``rediss://`` with TLS, ``unix:///path.sock``; empty: no Redis). Without a scheme
    (``localhost:6379``) every check passed, the workers tried ``localhost:6379:6379`` forever and each request
    that counts a login failure raised ``ValueError`` (Django's cache); a database that is no number alike."""

    def usable(parts: SplitResult) -> bool:
        scheme, db = parts.scheme.lower(), parts.path.strip("/")  # (the database's number, if any)
        if scheme == "unix":
            return bool(db)
        return scheme in ("redis", "rediss") and bool(parts.hostname) and parts.port != 0 and (not db or db.isdigit())

    return _env_service_url(name, usable, "redis://host:6379/0 (rediss:// for TLS, or unix:///path)")


def _env_service_url(name: str, usable: Callable[[SplitResult], bool], expected: str) -> str:
    """The URL of a service the settings connect to (empty: none), if ``usable`` says so of its parts; anything else
    (or a port that is no number in range) is a ``ConfigError`` naming it, its password hidden."""
    value = os.environ.get(name, "").strip()
    if not value:
        return ""
    try:
        valid = usable(urlsplit(value))
    except ValueError:  # ``port``: no number in range
        valid = False
    if not valid:
        raise ConfigError(f"{name}={_hidden(value)!r}: expected {expected}")
    return value


def _hidden(url: str) -> str:
    """``url`` with the password of its user part written as ``***`` (a setting's message is printed and logged)."""
    head, at, tail = url.rpartition("@")
    if not at or ":" not in head.partition("//")[2]:
        return url
    scheme, slashes, user = head.partition("//")
    return f"{scheme}{slashes}{user.partition(':')[0]}:***@{tail}"


def env_choice(name: str, default: str, choices: tuple[str, ...]) -> str:
    """One of ``choices`` (empty: the default)."""
    value = os.environ.get(name, "").strip() or default
    if value not in choices:
        raise ConfigError(f"{name}={value!r}: expected {' or '.join(choices)}")
    return value


def env_log_level(name: str, default: str) -> str:
    """A log level's name in any case (``debug`` → ``DEBUG``); anything else was a traceback from the logging set-up
    (``Unable to configure root logger``), ``debug`` included."""
    value = os.environ.get(name, "").strip().upper() or default
    levels = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
    if value not in levels:
        raise ConfigError(f"{name}={os.environ.get(name)!r}: expected {' or '.join(levels)} (any case)")
    return value


def env_rate(name: str, default: str) -> str:
    """A request rate as DRF's throttles read it: ``6000/min`` (a count of at least 1 — ``0/min`` refused every
    request —, then s, m, h or d and any suffix)."""
    value = os.environ.get(name, "").strip() or default
    if not re.fullmatch(r"0*[1-9]\d*/[smhd][a-z]*", value):
        raise ConfigError(f"{name}={value!r}: expected a rate such as 6000/min (per s, min, hour or day)")
    return value


def env_threshold(name: str, default: int) -> int | None:
    """A count from 0 to 1000; ``off`` (or empty) → None; anything else stops start-up with a message."""
    raw = os.environ.get(name, str(default)).strip()
    if raw.lower() in ("", "off", "none"):
        return None
    if not raw.isdigit() or int(raw) > 1000:
        raise ConfigError(f"{name}={raw!r}: expected a count between 0 and 1000, or 'off'")
    return int(raw)


def env_pauses(name: str, default: str) -> tuple[float, ...]:
    """``1,4`` → ``(1.0, 4.0)`` (seconds); empty or ``none`` → no pauses."""
    raw = os.environ.get(name, default).strip()
    if raw.lower() in ("", "none"):
        return ()
    try:
        pauses = tuple(float(part) for part in raw.split(","))
        valid = all(0 <= p <= 600 for p in pauses)
    except ValueError:
        valid = False
    if not valid:
        raise ConfigError(f"{name} must be comma-separated seconds between 0 and 600 (or 'none'), got {raw!r}")
    return pauses


def env_agents(name: str) -> list[str]:
    """``a,b`` → ``["a", "b"]``; ``on`` / ``all`` / ``*`` → ``["*"]`` (every agent); empty / ``off`` → ``[]``."""
    value = os.environ.get(name, "").strip()
    if value.lower() in ("", "off", "none", "false", "0"):
        return []
    if value.lower() in ("on", "all", "*", "true", "1"):
        return ["*"]
    return [item.strip() for item in value.split(",") if item.strip()]


def env_map(name: str, choices: tuple[str, ...] | None = None) -> dict[str, str]:
    """``a=x,b=y`` → ``{"a": "x", "b": "y"}``; with ``choices``, each value must be one of them. An entry that is
    not ``name=value`` (``billing:hold``) is refused: dropped, the setting would silently not apply to it."""
    items = [item.strip() for item in os.environ.get(name, "").split(",") if item.strip()]
    if malformed := [item for item in items if not item.partition("=")[0].strip() or "=" not in item]:
        raise ConfigError(f"{name}: {', '.join(map(repr, malformed))}: expected name=value entries separated by commas")
    found = {k.strip(): v.strip() for k, v in (item.split("=", 1) for item in items)}
    if choices is not None and (bad := [f"{k}={v}" for k, v in found.items() if v not in choices]):
        raise ConfigError(f"{name}: {', '.join(bad)}: expected each value to be {' or '.join(choices)}")
    return found


def extra_agents(spec: str) -> dict[str, str]:
    """``AGENTOPS_EXTRA_AGENTS="name=module:function,name2=external,…"`` → agent registry entries.

    ``external`` registers an agent driven by a client through the REST API (the SDK, docs/sdk.md).
    """
    agents = {}
    for item in filter(None, (part.strip() for part in spec.split(","))):
        name, sep, path = (part.strip() for part in item.partition("="))
        if not sep or not name or (":" not in path and path != "external"):
            raise ConfigError(f"AGENTOPS_EXTRA_AGENTS entry {item!r} is not name=module:function or name=external")
        agents[name] = path
    return agents


def check_agent_names(registered: Iterable[str], **settings: tuple[Iterable[str], str]) -> None:
    """Each agent an agent-keyed setting names is registered: a misspelt name
    (``AGENTOPS_VERIFICATION_POLICY=tickt-external=pay``) was accepted and the policy applied to no agent, nothing said.
    ``settings``: variable → (the names it gives, what sets every agent: ``*`` in it, or another variable)."""
    known = set(registered)
    for name, (agents, every) in settings.items():
        if bad := [a for a in agents if a not in known and not (a == every == "*")]:
            raise ConfigError(
                f"{name}: {', '.join(map(repr, bad))}: no such agent (registered: {', '.join(sorted(known))};"
                f" every agent: {every})"
            )


def check_visibility_timeout(visibility: int, lease: int) -> None:
    """A drive's message is redelivered (a killed worker's) no sooner than its run's lease runs out: redelivered while
    the lease holds, the drive finds the run taken and is dropped — the safety net spent before it could drive."""
    if visibility < lease:
        raise ConfigError(
            f"AGENTOPS_VISIBILITY_TIMEOUT={visibility} is shorter than AGENTOPS_LEASE_SECONDS={lease}: a drive would be "
            "redelivered while its run's lease still holds; set it to at least the lease (above the longest drive)"
        )


def check_smtp_credentials(host: str, user: str, password: str, *, tls: bool) -> None:
    """SMTP credentials go out only over TLS: a user or password set with STARTTLS off is sent in clear to the mail
    server (AUTH LOGIN is base64), and refused unless that server is on loopback (a local relay)."""
    if (user or password) and not tls and not is_loopback(host):
        raise ConfigError(
            f"AGENTOPS_SMTP_USER / AGENTOPS_SMTP_PASSWORD are set and AGENTOPS_SMTP_STARTTLS is off: they would be "
            f"sent in clear to AGENTOPS_SMTP_HOST={host!r}; set AGENTOPS_SMTP_STARTTLS=true (or relay via loopback)"
        )


def dev_secret_key(data_dir: Path) -> str:
    """The debugging server's secret key when ``DJANGO_SECRET_KEY`` is unset: made at random once and kept in
    ``data_dir/secret_key`` (owner-only), so every process on that data directory shares it and no two
    installations do. A key written in the source let anyone confirm a guessed address from its pseudonym
    offline (``<email:…>`` is an HMAC under this key). Made in a temporary file and linked into place, so
    processes starting together agree on the first one written; a data directory that cannot keep it stops
    start-up with one line."""
    path = data_dir / "secret_key"
    try:
        if not path.exists():
            data_dir.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=data_dir, prefix=".secret_key.")
            try:
                with os.fdopen(fd, "w") as f:
                    f.write(secrets.token_urlsafe(50))
                os.link(tmp, path)  # (fails if another process linked its key first: that one is read below)
            except FileExistsError:
                pass
            finally:
                os.unlink(tmp)
        key = path.read_text().strip()
    except OSError as exc:
        raise ConfigError(
            f"DJANGO_SECRET_KEY is unset and {path} cannot be kept ({exc.strerror}): set DJANGO_SECRET_KEY "
            "or AGENTOPS_DATA_DIR to a writable directory"
        ) from None
    if not key:
        raise ConfigError(f"{path} is empty: remove it (a new key is made) or set DJANGO_SECRET_KEY")
    return key


#: Every ``AGENTOPS_*`` variable some part of the project reads, without the prefix: the server (settings and its
#: modules), its process commands (Procfile, docker-compose.yml), the SDK and the TypeScript client, the tests and
#: the benches. Any other stops start-up (:func:`unknown_names`): a misspelt name (``…_NOTIFY_WEBHOK_URL``) was
#: ignored, its setting left at its default, nothing said. ``API_KEY`` is read by none: it is the unrelated
#: ``agentops`` package's (docs/sdk.md), known so that a machine with both packages starts.
_KNOWN_NAMES = """
    API_AUTH_FAILURES_PER_MINUTE API_KEY API_MAX_BODY API_RATE APPROVAL_EXPIRY_OUTCOME APPROVAL_TTL_SECONDS
    BENCH_TOKEN_LOG BIND BULK_CONFIRM_COUNT BULK_LEASE_SECONDS BULK_MAX BULK_PAUSE CHANNEL_CAPACITY CLAIMS_JUDGE
    CLAIMS_JUDGE_MODEL CLAIMS_REPAIR CLAIM_POLICY CLAIM_POLICY_DEFAULT CONFIRM_AMOUNT CRASH_AT DATA_DIR
    DEMO_WORKER DURABLE_API_KEY DURABLE_OTEL DURABLE_URL EAGER_TASKS EMAIL_BACKEND EMAIL_FROM EMBEDDED_BEAT
    EXPORT_PROCESSES EXTERNAL_ABANDON_SECONDS EXTRA_AGENTS FOUR_EYES LEASE_SECONDS LLM_API_KEY LLM_BASE_URL LLM_MODEL
    LLM_PRICE_COMPLETION_PER_1K LLM_PRICE_PROMPT_PER_1K LLM_PROVIDER LLM_TIMEOUT LOGIN_MAX_FAILURES
    LOGIN_WINDOW_SECONDS LOG_LEVEL MAX_RETRIES MODEL_CALL_LOG NOTIFY_BACKOFF NOTIFY_EMAIL_TO NOTIFY_LOOKBACK
    NOTIFY_MAX_ATTEMPTS NOTIFY_SECONDS NOTIFY_SLACK_URL NOTIFY_TIMEOUT NOTIFY_WEBHOOK_SECRET NOTIFY_WEBHOOK_URL
    NOTIFY_WINDOW PUBLIC_HOST PUBLIC_URL RAW_ACCESS_MINUTES REDACTION_KEY REDACTION_MASK_FIELDS
    REDACTION_SECRET_KEYS REPLAY_PAUSES RETENTION_ARCHIVE_DIR RETENTION_DAYS RETENTION_EVERY RETRY_BASE
    SCREENSHOTS SESSION_HOURS SMTP_HOST SMTP_PASSWORD SMTP_PORT SMTP_STARTTLS SMTP_TIMEOUT SMTP_USER
    SNAPSHOT_EVERY STRANDED_PENDING_SECONDS STUCK_PENDING_SECONDS STUCK_SILENT_MINUTES SWEEP_SECONDS TEST_CACHE
    TRUSTED_PROXIES VERIFICATION_POLICY VERIFY_SECONDS VISIBILITY_TIMEOUT WORKER WORKER_CONCURRENCY
"""
KNOWN = frozenset(f"AGENTOPS_{name}" for name in _KNOWN_NAMES.split())


def unknown_names(environ: Mapping[str, str]) -> list[str]:
    """One line per ``AGENTOPS_*`` variable of ``environ`` that is not :data:`KNOWN`, naming the closest known
    name (``difflib``'s, on what follows the prefix), sorted."""
    found = []
    for name in sorted(n for n in environ if n.startswith("AGENTOPS_") and n not in KNOWN):
        close = get_close_matches(name.removeprefix("AGENTOPS_"), _KNOWN_NAMES.split(), n=1)
        hint = f"did you mean AGENTOPS_{close[0]}?" if close else "no setting has a name close to it"
        found.append(f"{name} is set but AgentOps reads no such variable: {hint}")
    return found
