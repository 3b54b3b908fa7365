"""Settings, driven by the environment. With nothing set: SQLite (WAL) and in-process worker/layer.

Every variable is documented in the README ("Configuration").
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import dj_database_url

from agentops.env import (
    ConfigError,
    check_agent_names,
    check_smtp_credentials,
    check_visibility_timeout,
    dev_secret_key,
    env_addresses,
    env_agents,
    env_bool,
    env_choice,
    env_database_url,
    env_float,
    env_int,
    env_int_or_auto,
    env_log_level,
    env_map,
    env_pauses,
    env_rate,
    env_redis_url,
    env_sender,
    env_threshold,
    env_url,
    extra_agents,
)

BASE_DIR = Path(__file__).resolve().parent.parent
#: the longest a period setting in seconds may be: a cut-off ``now - it`` stays a date
TEN_YEARS = 10 * 365 * 86400


DEBUG = env_bool("DJANGO_DEBUG", True)
DATA_DIR = Path(os.environ.get("AGENTOPS_DATA_DIR", BASE_DIR / "var"))
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or (dev_secret_key(DATA_DIR) if DEBUG else "")
if not SECRET_KEY:
    raise ConfigError("DJANGO_SECRET_KEY must be set when DJANGO_DEBUG=false")
# (each entry stripped: "a.example.com, b.example.com" kept " b.example.com", which no request's host matched)
ALLOWED_HOSTS = [
    h.strip() for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]").split(",") if h.strip()
]
if not (ALLOWED_HOSTS or DEBUG):  # Django's own default then answers every request 400, nothing said (qa-deploy6)
    raise ConfigError(
        f"DJANGO_ALLOWED_HOSTS={os.environ['DJANGO_ALLOWED_HOSTS']!r} names no host: with DJANGO_DEBUG=false every "
        "request would be answered 400 Bad Request; set the host names the site is served under (agentops.example.com)"
    )
CSRF_TRUSTED_ORIGINS = [o.strip() for o in os.environ.get("DJANGO_CSRF_TRUSTED_ORIGINS", "").split(",") if o.strip()]

#: daphne's app makes ``manage.py runserver`` serve ASGI (websockets included); importing it loads daphne's
#: server and Twisted's reactor (0.4 s a process), which no other command, worker or ASGI server needs.
RUNSERVER_APPS = ["daphne"] if sys.argv[1:2] == ["runserver"] else []
INSTALLED_APPS = [
    *RUNSERVER_APPS,
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "csp",
    "channels",
    "runs",
    "approvals",
]

MIDDLEWARE = [
    # /healthz/live and /healthz/ready, before the host check, the HTTPS redirect and the login (docs/deploy.md)
    "runs.security.health.HealthMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "django_permissions_policy.PermissionsPolicyMiddleware",
    "csp.middleware.CSPMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "runs.security.guards.RequestGuardMiddleware",
    "runs.governance.visibility.RawNoStore",  # an answer that may show raw values: Cache-Control no-store
    "runs.dashboard.errors.Sessions",  # Django's SessionMiddleware; a refused session write is a 503
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "runs.dashboard.errors.ErrorPages",
]

ROOT_URLCONF = "agentops.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "runs.dashboard.context_processors.dashboard",
            ]
        },
    }
]
WSGI_APPLICATION = "agentops.wsgi.application"
ASGI_APPLICATION = "agentops.asgi.application"

# -- database -------------------------------------------------------------------------------------
DATABASE_URL = env_database_url("DATABASE_URL")
if DATABASE_URL:
    DATABASES = {
        "default": dj_database_url.parse(
            DATABASE_URL, conn_max_age=env_int("DB_CONN_MAX_AGE", 60), conn_health_checks=True
        )
    }
    DATABASES["default"].setdefault("TEST", {})
    if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
        # the journal's statements bind on the server and are prepared from this many runs on a
        # connection on (runs.journal.sql); Django's ORM binds on the client and never prepares
        DATABASES["default"].setdefault("OPTIONS", {})["prepare_threshold"] = env_threshold("DB_PREPARE_THRESHOLD", 5)
    if os.environ.get("DATABASE_TEST_NAME"):
        DATABASES["default"]["TEST"]["NAME"] = os.environ["DATABASE_TEST_NAME"]
else:
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    DATABASES = {"default": dj_database_url.parse(f"sqlite:///{DATA_DIR / 'agentops.sqlite3'}")}
    # tests use a file too, not Django's shared-cache in-memory database: its table locks
    # (SQLITE_LOCKED) ignore busy_timeout, so in-process workers would fail where the embedded default waits
    DATABASES["default"]["TEST"] = {"NAME": str(DATA_DIR / "test.sqlite3")}
#: SQLite: the WAL frames after which a commit checkpoints (copies the WAL into the file, syncing both) before
#: returning. SQLite's 1,000 (4 MB) put two fsyncs on every ~40th durable step; at 10,000 (40 MB) one in ~400
#: pays them, and the beat's ``sqlite_checkpoint`` task (every minute) takes the rest off the steps.
SQLITE_WAL_AUTOCHECKPOINT = 10_000
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets the dashboard read while a worker writes; IMMEDIATE takes the write lock at BEGIN,
    # so two writers queue on busy_timeout instead of failing on a lock upgrade.
    DATABASES["default"]["OPTIONS"] = {
        "init_command": (
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=10000; "
            f"PRAGMA wal_autocheckpoint={SQLITE_WAL_AUTOCHECKPOINT};"
        ),
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# -- redis, celery, channels ----------------------------------------------------------------------
REDIS_URL = env_redis_url("REDIS_URL")
#: how a new run (and a bulk job) is handed to a worker; ``runs.worker.dispatch.worker_mode`` reads the variable as
#: it dispatches (``manage.py demo`` sets it) by this same rule, checked here too so that a misspelt one
#: (``threads``, ``Celery``) stops start-up instead of leaving every run PENDING with nothing said
WORKER_MODES = ("celery", "thread", "eager", "none")
WORKER = env_choice("AGENTOPS_WORKER", "celery" if REDIS_URL else "thread", WORKER_MODES)
CELERY_BROKER_URL = REDIS_URL or "memory://"
# kombu's Redis transport, but a worker holding a drive when Redis restarts reconnects instead of exiting
# (agentops/broker.py)
CELERY_BROKER_TRANSPORT = "agentops.broker:Transport" if REDIS_URL else None
# read with or without Redis (which makes it moot): a bad value stops start-up whatever the shape (qa-deploy7: with
# REDIS_URL set it was never parsed, so a typo went unsaid)
EAGER_TASKS = env_bool("AGENTOPS_EAGER_TASKS", True)
CELERY_TASK_ALWAYS_EAGER = not REDIS_URL and EAGER_TASKS
if WORKER == "celery" and not REDIS_URL and not CELERY_TASK_ALWAYS_EAGER:
    # each run was sent to the in-memory broker of the process that created it, which no worker reads: PENDING for
    # good, and the sweep's re-enqueue went the same way
    raise ConfigError(
        "AGENTOPS_WORKER=celery with AGENTOPS_EAGER_TASKS off and no REDIS_URL: runs would go to no broker and never "
        "be driven; set REDIS_URL (the production shape), or AGENTOPS_WORKER=thread"
    )
# Celery's file-kept schedule, but one it cannot keep (--schedule in a directory missing or read-only) stops beat with
# one line (agentops/beat.py)
CELERY_BEAT_SCHEDULER = "agentops.beat:Scheduler"
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": env_int("AGENTOPS_VISIBILITY_TIMEOUT", 3600, low=1)}
# A redelivered drive is harmless (the lease decides who executes), so a SIGKILLed worker's task is
# simply redelivered after the visibility timeout; the recovery sweep takes the run over long before.
CELERY_WORKER_CANCEL_LONG_RUNNING_TASKS_ON_CONNECTION_LOSS = False
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# Celery's Django fixup closes the database connection before and after every task unless this is
# set: a new PostgreSQL connection (a backend forked, authenticated, set up) for every run driven.
# Django's own rule decides instead (CONN_MAX_AGE, the health check), applied before each task by
# agentops.celery; the fixup still closes it every 10,000 tasks.
CELERY_DB_REUSE_MAX = 10_000
# Housekeeping has its own queue and worker (Procfile "maintenance"): a recovery sweep must never
# wait behind a backlog of drives — the backlog may be exactly what it has to recover.
MAINTENANCE_TASKS = ("recovery_sweep", "verify_pending", "sqlite_checkpoint", "retention_purge")
CELERY_TASK_ROUTES = {f"runs.tasks.{name}": {"queue": "maintenance"} for name in MAINTENANCE_TASKS}
CELERY_TASK_ROUTES["approvals.tasks.bulk_sweep"] = {"queue": "maintenance"}
# approval expiry too: on the drives' queue it waited behind their backlog, and expired nothing with no drive worker up
CELERY_TASK_ROUTES["approvals.tasks.expire_approvals"] = {"queue": "maintenance"}
# Notifications wait on outside receivers (up to 3 x AGENTOPS_NOTIFY_TIMEOUT per send): their own queue and worker
# (Procfile "notify"), so a silent webhook never holds up the recovery sweep behind it
CELERY_TASK_ROUTES["approvals.tasks.notify"] = {"queue": "notify"}
# each interval at most a day: a larger one overflowed the Stuck windows (every page's navigation: a 500) or the beat
DAY = 86400
NOTIFY_SECONDS = env_int("AGENTOPS_NOTIFY_SECONDS", 10, low=1, high=DAY)
SWEEP_SECONDS = env_int("AGENTOPS_SWEEP_SECONDS", 15, low=1, high=DAY)
CELERY_BEAT_SCHEDULE = {
    "recovery-sweep": {"task": "runs.tasks.recovery_sweep", "schedule": SWEEP_SECONDS},
    "verify-pending": {
        "task": "runs.tasks.verify_pending",
        "schedule": env_int("AGENTOPS_VERIFY_SECONDS", 60, low=1, high=DAY),
    },
    "sqlite-checkpoint": {"task": "runs.tasks.sqlite_checkpoint", "schedule": 60},
    "approval-expiry": {"task": "approvals.tasks.expire_approvals", "schedule": 60},
    "bulk-sweep": {"task": "approvals.tasks.bulk_sweep", "schedule": SWEEP_SECONDS},
    # a pass not started within its interval is dropped (the next one does the same work): a slow receiver does not
    # pile passes up behind it
    "notify": {"task": "approvals.tasks.notify", "schedule": NOTIFY_SECONDS, "options": {"expires": NOTIFY_SECONDS}},
    "retention": {
        "task": "runs.tasks.retention_purge",
        "schedule": env_int("AGENTOPS_RETENTION_EVERY", DAY, low=1, high=365 * DAY),
    },
}
# read with or without Redis, so a 0 (every live-timeline wake-up dropped) stops start-up wherever it is set
CHANNEL_CAPACITY = env_int("AGENTOPS_CHANNEL_CAPACITY", 1000, low=1)
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            # a socket's receive is a blocking pop of up to 5 s (channels_redis's brpop_timeout): the client's
            # read timeout must outlast it, or every quiet socket ends in TimeoutError after 5 s (redis-py 8's
            # default socket_timeout is 5 s); 15 s still notices a Redis that stopped answering
            "CONFIG": {
                "hosts": [{"address": REDIS_URL, "socket_timeout": 15}],
                "capacity": CHANNEL_CAPACITY,
            },
        }
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

# The cache is shared by every web process (login throttling counts there): Redis when configured.
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# -- AgentOps -------------------------------------------------------------------------------------
_CLAIM_POLICIES = ("flag", "hold")  # runs.claims.services.POLICIES: a reply is delivered flagged, or held
AGENTOPS = {
    "LEASE_SECONDS": env_int("AGENTOPS_LEASE_SECONDS", 30, low=1, high=3600),
    # automatic retries of a failed run: at most MAX_RETRIES, RETRY_BASE × 2^(n-1) seconds apart (cap 300 s)
    "MAX_RETRIES": env_int("AGENTOPS_MAX_RETRIES", 3),
    "RETRY_BASE": env_float("AGENTOPS_RETRY_BASE", 1.0),
    # pauses before same-key replays of a call whose outcome is unknown, for tools safe to replay
    "REPLAY_PAUSES": env_pauses("AGENTOPS_REPLAY_PAUSES", "1,4"),
    "SNAPSHOT_EVERY": env_int("AGENTOPS_SNAPSHOT_EVERY", 8, low=1),
    # approval requests unanswered this long are settled as APPROVAL_EXPIRY_OUTCOME (0 = never)
    "APPROVAL_TTL_SECONDS": env_int("AGENTOPS_APPROVAL_TTL_SECONDS", 0, high=TEN_YEARS),
    "APPROVAL_EXPIRY_OUTCOME": env_choice("AGENTOPS_APPROVAL_EXPIRY_OUTCOME", "reject", ("reject", "dead_letter")),
    # without Redis (no Celery beat), the server process runs the beat schedule itself: runserver's, and any ASGI
    # server's (daphne, uvicorn, gunicorn) serving agentops.asgi; "off" for none (runs.apps.embedded_beat)
    "EMBEDDED_BEAT": env_choice("AGENTOPS_EMBEDDED_BEAT", "on", ("on", "off")),
    "STRANDED_PENDING_SECONDS": env_int("AGENTOPS_STRANDED_PENDING_SECONDS", 60, high=TEN_YEARS),
    # an external run whose agent has not renewed its expired lease for this long is parked RECOVERING (0 = never)
    "EXTERNAL_ABANDON_SECONDS": env_int("AGENTOPS_EXTERNAL_ABANDON_SECONDS", 600, high=TEN_YEARS),
    # the dashboard's stuck-runs view: PENDING not started after this many seconds, RUNNING silent this long
    "STUCK_PENDING_SECONDS": env_int("AGENTOPS_STUCK_PENDING_SECONDS", 120, high=TEN_YEARS),
    "STUCK_SILENT_MINUTES": env_int("AGENTOPS_STUCK_SILENT_MINUTES", 10, high=TEN_YEARS // 60),
    # approving a call whose amount is at least this asks the approver to type the amount (0 = never)
    "CONFIRM_AMOUNT": env_int("AGENTOPS_CONFIRM_AMOUNT", 1000),
    # four eyes (approvals.services.four_eyes): the person who asked for a held call (a fork's maker) may not
    # approve it: "large" (calls at or over CONFIRM_AMOUNT, as typing asks them), "all" held calls, or "off"
    "FOUR_EYES": env_choice("AGENTOPS_FOUR_EYES", "large", ("large", "all", "off")),
    # bulk actions (docs/dashboard.md): typed confirmation above CONFIRM_COUNT targets or CONFIRM_AMOUNT
    # (above, per currency) of held payments; at most MAX targets per job; an executor's lease; a pause per item
    "BULK": {
        "CONFIRM_COUNT": env_int("AGENTOPS_BULK_CONFIRM_COUNT", 20),
        "MAX": env_int("AGENTOPS_BULK_MAX", 5000, low=1),
        "LEASE_SECONDS": env_int("AGENTOPS_BULK_LEASE_SECONDS", 30, low=1, high=3600),
        "PAUSE": env_float("AGENTOPS_BULK_PAUSE", 0.0),
    },
    # where deep links in notifications point (the dashboard's public address)
    "PUBLIC_URL": env_url("AGENTOPS_PUBLIC_URL", "http://127.0.0.1:8000"),
    # notifications when a run needs a human (docs/configuration.md): a channel is on when its destination is set
    "NOTIFY": {
        "EMAIL_TO": env_addresses("AGENTOPS_NOTIFY_EMAIL_TO"),
        "WEBHOOK_URL": env_url("AGENTOPS_NOTIFY_WEBHOOK_URL"),
        "WEBHOOK_SECRET": os.environ.get("AGENTOPS_NOTIFY_WEBHOOK_SECRET", ""),
        "SLACK_URL": env_url("AGENTOPS_NOTIFY_SLACK_URL"),
        "WINDOW": env_int("AGENTOPS_NOTIFY_WINDOW", 60, high=TEN_YEARS),
        "LOOKBACK": env_int("AGENTOPS_NOTIFY_LOOKBACK", 900, high=TEN_YEARS),
        "MAX_ATTEMPTS": env_int("AGENTOPS_NOTIFY_MAX_ATTEMPTS", 6, low=1, high=100),
        "BACKOFF": env_float("AGENTOPS_NOTIFY_BACKOFF", 10.0),
        "TIMEOUT": env_float("AGENTOPS_NOTIFY_TIMEOUT", 10.0, zero=False),
    },
    # at least 1 each: 0 failures locked every user out (the right password answered 429), a window of 0 kept no count
    "LOGIN_MAX_FAILURES": env_int("AGENTOPS_LOGIN_MAX_FAILURES", 5, low=1),
    "LOGIN_WINDOW_SECONDS": env_int("AGENTOPS_LOGIN_WINDOW_SECONDS", 900, low=1, high=TEN_YEARS),
    # reverse proxies in front of the web processes: the client is the hop they vouch for (runs.security.client)
    "TRUSTED_PROXIES": env_int("AGENTOPS_TRUSTED_PROXIES", 0),
    "AGENTS": {
        "ticket": "runs.demo.agents:ticket_agent",
        "ticket-legacy-smtp": "runs.demo.agents:legacy_ticket_agent",
        "billing": "runs.demo.agents:billing_agent",
        "refunds": "runs.demo.agents:refund_agent",
        "refunds-strict": "runs.demo.agents:strict_refund_agent",
        # driven by a client through the REST API (docs/api.md): the server only journals
        "ticket-external": "external",
    },
    # claims audit (docs/claims.md): flag = deliver and mark the run; hold = keep back until released
    "CLAIMS": {
        "DEFAULT_POLICY": env_choice("AGENTOPS_CLAIM_POLICY_DEFAULT", "flag", _CLAIM_POLICIES),
        "POLICY": {"billing": "hold", "refunds-strict": "hold", **env_map("AGENTOPS_CLAIM_POLICY", _CLAIM_POLICIES)},
        "TOOL_KINDS": {},
        # an LLM's second opinion on each in-process reply (off by default): agent names or "*"
        "JUDGE": env_agents("AGENTOPS_CLAIMS_JUDGE"),
        "JUDGE_MODEL": os.environ.get("AGENTOPS_CLAIMS_JUDGE_MODEL", ""),
        # ask the agent's model once to repair an unbacked reply (agents also opt in with Agent.repair_reply)
        "REPAIR": env_agents("AGENTOPS_CLAIMS_REPAIR"),
    },
    # verification provenance (docs/api.md): for these agents ("*" = every external agent), an agent's own
    # verdict on a tool whose name has one of these words is journaled but does not count as verified;
    # the server or an operator must verify it. AGENTOPS_VERIFICATION_POLICY="ticket-external=pay+delete,*=drop"
    "VERIFICATION_POLICY": {
        agent: [kind for kind in kinds.split("+") if kind]
        for agent, kinds in env_map("AGENTOPS_VERIFICATION_POLICY").items()
    },
    # PII redaction for exports (docs/export.md); the key defaults to SECRET_KEY
    "REDACTION": {
        "KEY": os.environ.get("AGENTOPS_REDACTION_KEY", ""),
        "EXTRA_PATTERNS": [],
        "SECRET_KEYS": [k for k in os.environ.get("AGENTOPS_REDACTION_SECRET_KEYS", "").split(",") if k],
        "MASK_FIELDS": [k for k in os.environ.get("AGENTOPS_REDACTION_MASK_FIELDS", "").split(",") if k],
    },
    # worker processes the long redacted exports of this host redact in, together (runs.governance.export; 0 = each in
    # its own process; "auto" = the cores but one, at most 2: agentops.redaction.parallel.processes_for)
    "EXPORT_PROCESSES": env_int_or_auto("AGENTOPS_EXPORT_PROCESSES", high=16),
    # retention: purge payloads of finished runs older than this many days (0 = off)
    "RETENTION_DAYS": env_int("AGENTOPS_RETENTION_DAYS", 0, high=36_500),  # runs.governance.retention.MAX_DAYS
    "RETENTION_ARCHIVE_DIR": os.environ.get("AGENTOPS_RETENTION_ARCHIVE_DIR", ""),
    # minutes a per-run raw-access grant lasts (runs.governance.visibility; at most 240)
    "RAW_ACCESS_MINUTES": env_int("AGENTOPS_RAW_ACCESS_MINUTES", 15, low=1, high=240),
    # REST API (runs.api): body limit in bytes, requests per caller, failed key attempts per address
    "API_MAX_BODY": env_int("AGENTOPS_API_MAX_BODY", 1_000_000, low=1),
    "API_RATE": env_rate("AGENTOPS_API_RATE", "6000/min"),
    # failed key attempts per minute, per (address, key prefix) and per address for unknown keys
    "API_AUTH_FAILURES_PER_MINUTE": env_int("AGENTOPS_API_AUTH_FAILURES_PER_MINUTE", 20, low=1),  # 0 refused every key
    "LLM_BASE_URL": os.environ.get("AGENTOPS_LLM_BASE_URL", ""),
    "LLM_API_KEY": os.environ.get("AGENTOPS_LLM_API_KEY", ""),
    "LLM_MODEL": os.environ.get("AGENTOPS_LLM_MODEL", ""),
    # -- plugging in a real LLM (docs/plugging-in.md) --
    "LLM_PROVIDER": os.environ.get("AGENTOPS_LLM_PROVIDER", "openai"),
    "LLM_TIMEOUT": env_float("AGENTOPS_LLM_TIMEOUT", 60, zero=False),
    "LLM_PRICE_PROMPT_PER_1K": env_float("AGENTOPS_LLM_PRICE_PROMPT_PER_1K", 0, high=1e6, unit="a price"),
    "LLM_PRICE_COMPLETION_PER_1K": env_float("AGENTOPS_LLM_PRICE_COMPLETION_PER_1K", 0, high=1e6, unit="a price"),
}


check_visibility_timeout(CELERY_BROKER_TRANSPORT_OPTIONS["visibility_timeout"], AGENTOPS["LEASE_SECONDS"])
AGENTOPS["EXTRA_AGENTS"] = extra_agents(os.environ.get("AGENTOPS_EXTRA_AGENTS", ""))
AGENTOPS["AGENTS"].update(AGENTOPS["EXTRA_AGENTS"])
check_agent_names(
    AGENTOPS["AGENTS"],
    AGENTOPS_CLAIM_POLICY=(AGENTOPS["CLAIMS"]["POLICY"], "AGENTOPS_CLAIM_POLICY_DEFAULT"),
    AGENTOPS_CLAIMS_JUDGE=(AGENTOPS["CLAIMS"]["JUDGE"], "*"),
    AGENTOPS_CLAIMS_REPAIR=(AGENTOPS["CLAIMS"]["REPAIR"], "*"),
    AGENTOPS_VERIFICATION_POLICY=(AGENTOPS["VERIFICATION_POLICY"], "*"),
)

# -- email (notifications): Django's mail backend, SMTP by default
EMAIL_BACKEND = os.environ.get("AGENTOPS_EMAIL_BACKEND", "django.core.mail.backends.smtp.EmailBackend")
EMAIL_HOST = os.environ.get("AGENTOPS_SMTP_HOST", "localhost")
EMAIL_PORT = env_int("AGENTOPS_SMTP_PORT", 25, low=1, high=65535)
EMAIL_HOST_USER = os.environ.get("AGENTOPS_SMTP_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("AGENTOPS_SMTP_PASSWORD", "")
EMAIL_USE_TLS = env_bool("AGENTOPS_SMTP_STARTTLS", False)
# 0 failed every send (smtplib takes no non-blocking socket); a timeout past an hour overflowed the notify job's claim
EMAIL_TIMEOUT = env_int("AGENTOPS_SMTP_TIMEOUT", 10, low=1, high=3600)
check_smtp_credentials(EMAIL_HOST, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD, tls=EMAIL_USE_TLS)
DEFAULT_FROM_EMAIL = env_sender("AGENTOPS_EMAIL_FROM", "agentops@localhost")

# -- auth, static, i18n ---------------------------------------------------------------------------
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
# Counts failed logins per (username, IP) and locks the pair for a window (runs.dashboard.throttle).
AUTHENTICATION_BACKENDS = ["runs.dashboard.throttle.ThrottledModelBackend"]
LOGIN_URL = "login"
# A form refused by the CSRF check (a page opened before the user signed in again) gets the dashboard's 403 page.
CSRF_FAILURE_VIEW = "runs.dashboard.errors.csrf_failure"
# A session ends this long after sign-in (not renewed by activity): one working day by default.
SESSION_COOKIE_AGE = env_int("AGENTOPS_SESSION_HOURS", 8, low=1, high=TEN_YEARS // 3600) * 3600
if SESSION_COOKIE_AGE <= 0:
    raise RuntimeError("AGENTOPS_SESSION_HOURS must be a whole number of hours above 0")
LOGIN_REDIRECT_URL = "/runs/"
LOGOUT_REDIRECT_URL = "login"
LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True
STATIC_URL = "static/"
STATIC_ROOT = DATA_DIR / "static"
STATICFILES_DIRS = [d for d in [BASE_DIR / "static"] if d.is_dir()]  # W004 when the directory is absent
# WhiteNoise serves the apps' static files where they are as well as STATIC_ROOT (its default: only with DEBUG on): a
# web process started without `collectstatic` served every page with its CSS, htmx and app.js 404 (no styles, no
# button that posts), nothing said but a UserWarning (qa-deploy6). Read once at start: ~200 files.
WHITENOISE_USE_FINDERS = True

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "runs.api.fields.AutoSchema",
    # JSON only: content negotiation refuses `Accept: text/html` (406) before the view writes anything
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_CONTENT_NEGOTIATION_CLASS": "runs.api.errors.JsonOnlyNegotiation",
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "EXCEPTION_HANDLER": "runs.api.errors.api_exception_handler",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "AgentOps API",
    "DESCRIPTION": "Durable agent runs for agents in any language (docs/api.md).",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
    # schema and docs need a login or an agent's key, like every page
    "SERVE_AUTHENTICATION": [
        "runs.api.auth.ApiKeyAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "SERVE_PERMISSIONS": ["rest_framework.permissions.IsAuthenticated"],
    # two fields named "action": the fork effects' keeps ActionEnum (generated clients use the name)
    "ENUM_NAME_OVERRIDES": {
        "ActionEnum": "runs.api.timetravel.EFFECT_ACTIONS",
        "BulkActionEnum": "approvals.models.BulkAction",
    },
}

# -- browser security headers (docs/deploy.md) ----------------------------------------------------
# Scripts and styles only from our own static files: no inline code anywhere (htmx is configured by a
# <meta> tag and its indicator styles live in app.css); websockets are same-origin ('self').
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "font-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}
PERMISSIONS_POLICY: dict[str, list[str]] = {
    feature: []
    for feature in (
        "accelerometer",
        "autoplay",
        "camera",
        "display-capture",
        "encrypted-media",
        "fullscreen",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "midi",
        "payment",
        "picture-in-picture",
        "publickey-credentials-get",
        "screen-wake-lock",
        "serial",
        "usb",
        "xr-spatial-tracking",
    )
}
SECURE_REFERRER_POLICY = "same-origin"

# Access lines come from runs.security.access_log (logger agentops.access): paths without query
# strings. The development server's own request log keeps only its warnings, query stripped too; a refused
# request (4xx) is one warning line, without the traceback Django attaches to "Forbidden".
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "strip_query": {"()": "runs.security.access_log.StripQueryString"},
        "no_4xx_traceback": {"()": "runs.security.access_log.NoTracebackBelow500"},
        "redact": {"()": "runs.governance.redaction.RedactRecord"},
    },
    # every line the server writes is redacted (an exception's message echoes its input); not the access log's
    "handlers": {"console": {"class": "logging.StreamHandler", "filters": ["redact"]}},
    "root": {"handlers": ["console"], "level": env_log_level("AGENTOPS_LOG_LEVEL", "INFO")},
    "loggers": {
        "django.db.backends": {"level": "WARNING"},
        "django.channels.server": {"level": "WARNING", "filters": ["strip_query"]},
        "django.request": {"filters": ["no_4xx_traceback"]},
        # each request's whole URL at INFO: a notification's destination is a secret (a Slack webhook's path)
        "httpx": {"level": "WARNING"},
    },
}

if not DEBUG:
    SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
    # false is the documented setting for a proxy that redirects itself (docs/deploy.md): the deploy check's
    # warning that Django does not (W008) would then fail the `check --deploy --fail-level WARNING` step
    SILENCED_SYSTEM_CHECKS = [] if SECURE_SSL_REDIRECT else ["security.W008"]
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = env_int("DJANGO_HSTS_SECONDS", 31536000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
