"""The production shape: deploy checks pass, and docker-compose.yml runs exactly the Procfile's processes."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]


def procfile() -> dict[str, str]:
    lines = (ROOT / "Procfile").read_text().splitlines()
    return dict(line.split(": ", 1) for line in lines if line.strip() and not line.startswith("#"))


def compose() -> dict:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def manage(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``manage.py`` in a new process under this environment and ``env``. What the settings refuse is read at the top
    level of agentops/settings.py, outside its DATABASE_URL and REDIS_URL branches (the one rule that reads REDIS_URL,
    the Celery worker's, is tested under both values by its test), and ``check`` without ``--database`` asks no
    database: these tests run in the PostgreSQL pass only. One ``check`` that passes on the embedded default stays in
    the SQLite pass (``test_notification_destinations_a_sender_can_use_start``)."""
    base = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env={**base, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "extra",
    [
        {},
        # docs/deploy.md: set DJANGO_SECURE_SSL_REDIRECT=false only if the proxy already redirects, and the deploy
        # check must print "no issues"; it printed security.W008 (exit 1) for that very setting (probe-prod)
        {"DJANGO_SECURE_SSL_REDIRECT": "false"},
    ],
    ids=["production", "behind-a-proxy-that-redirects"],
)
def test_check_deploy_passes_with_production_settings(extra):
    result = manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_DEBUG="false",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        DJANGO_ALLOWED_HOSTS="agentops.example.com",
        **extra,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_check_deploy_flags_the_development_defaults():
    result = manage("check", "--deploy", "--fail-level", "WARNING", DJANGO_DEBUG="true")
    assert result.returncode != 0
    assert "security.W018" in result.stderr  # DEBUG on


def test_production_refuses_to_start_without_a_secret_key():
    result = manage("check", DJANGO_DEBUG="false", DJANGO_ALLOWED_HOSTS="agentops.example.com")
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY must be set" in result.stderr


def test_compose_runs_every_procfile_process_with_the_same_command():
    services = compose()["services"]
    for kind, command in procfile().items():
        assert kind in services, f"docker-compose.yml has no service for Procfile process {kind!r}"
        composed = services[kind]["command"].replace("$$", "$")
        assert composed == f'sh -c "{command}"', kind


def test_compose_has_two_web_processes_and_one_beat():
    services = compose()["services"]
    assert services["web"]["deploy"]["replicas"] == 2
    assert services["beat"]["deploy"]["replicas"] == 1
    assert services["worker"]["deploy"]["replicas"] >= 2
    assert {"postgres", "redis", "migrate"} <= set(services)


def test_every_scheduled_task_is_registered():
    from django.conf import settings

    from agentops.celery import app

    app.loader.import_default_modules()
    for entry in settings.CELERY_BEAT_SCHEDULE.values():
        assert entry["task"] in app.tasks, entry["task"]


def test_celery_settings_make_a_killed_worker_safe():
    from django.conf import settings

    from runs.tasks import drive

    assert drive.acks_late and drive.reject_on_worker_lost
    assert settings.CELERY_WORKER_PREFETCH_MULTIPLIER == 1
    visibility = settings.CELERY_BROKER_TRANSPORT_OPTIONS["visibility_timeout"]
    assert visibility > settings.AGENTOPS["LEASE_SECONDS"]
    assert settings.DATABASES["default"].get("CONN_HEALTH_CHECKS") or not os.environ.get("DATABASE_URL")


@pytest.mark.parametrize(
    ("variable", "value", "says"),
    [
        ("AGENTOPS_LEASE_SECONDS", "30s", "AGENTOPS_LEASE_SECONDS='30s': expected a whole number from 1 to 3600"),
        ("AGENTOPS_SNAPSHOT_EVERY", "0", "AGENTOPS_SNAPSHOT_EVERY='0': expected a whole number of at least 1"),
        ("AGENTOPS_CLAIM_POLICY_DEFAULT", "hodl", "AGENTOPS_CLAIM_POLICY_DEFAULT='hodl': expected flag or hold"),
        ("AGENTOPS_CLAIM_POLICY", "billing=hodl", "AGENTOPS_CLAIM_POLICY: billing=hodl: expected each value"),
        # dropped: the agent's verdicts on payments counted although the operator meant them not to
        (
            "AGENTOPS_VERIFICATION_POLICY",
            "ticket-external:pay",
            "AGENTOPS_VERIFICATION_POLICY: 'ticket-external:pay': ",
        ),
        ("AGENTOPS_APPROVAL_EXPIRY_OUTCOME", "dead-letter", "expected reject or dead_letter"),
        ("AGENTOPS_FOUR_EYES", "yes", "AGENTOPS_FOUR_EYES='yes': expected large or all or off"),
        ("AGENTOPS_API_RATE", "lots", "AGENTOPS_API_RATE='lots': expected a rate such as 6000/min"),
        ("AGENTOPS_LLM_TIMEOUT", "1m", "AGENTOPS_LLM_TIMEOUT='1m': expected seconds above 0, up to 3600"),
        # a timeout of 0 failed every model call / every notification send at once
        ("AGENTOPS_LLM_TIMEOUT", "0", "AGENTOPS_LLM_TIMEOUT='0': expected seconds above 0, up to 3600"),
        ("AGENTOPS_NOTIFY_TIMEOUT", "0", "AGENTOPS_NOTIFY_TIMEOUT='0': expected seconds above 0, up to 3600"),
        # the daily retention task refused it every day, unseen
        (
            "AGENTOPS_RETENTION_DAYS",
            "99999",
            "AGENTOPS_RETENTION_DAYS='99999': expected a whole number from 0 to 36500",
        ),
        # an OverflowError (a cut-off before year 1) in the approval-expiry job every minute, or in every notify pass
        ("AGENTOPS_APPROVAL_TTL_SECONDS", "99999999999999", "expected a whole number from 0 to 315360000"),
        ("AGENTOPS_NOTIFY_LOOKBACK", "99999999999999", "expected a whole number from 0 to 315360000"),
        ("AGENTOPS_NOTIFY_WINDOW", "99999999999999", "expected a whole number from 0 to 315360000"),
        ("AGENTOPS_NOTIFY_MAX_ATTEMPTS", "0", "expected a whole number from 1 to 100"),
        # every page's navigation counts the stuck runs: each page was a 500 (the sweep's stranded pass alike)
        ("AGENTOPS_STUCK_PENDING_SECONDS", "99999999999999", "expected a whole number from 0 to 315360000"),
        ("AGENTOPS_STUCK_SILENT_MINUTES", "99999999999999", "expected a whole number from 0 to 5256000"),
        ("AGENTOPS_STRANDED_PENDING_SECONDS", "99999999999999", "expected a whole number from 0 to 315360000"),
        ("AGENTOPS_BULK_LEASE_SECONDS", "99999999999999", "expected a whole number from 1 to 3600"),
        ("AGENTOPS_SESSION_HOURS", "99999999999999", "expected a whole number from 1 to 87600"),
        # accepted: the Stuck windows overflowed (every page's navigation counts stuck runs: each page a 500), the beat
        # could not schedule the job
        (
            "AGENTOPS_SWEEP_SECONDS",
            "99999999999999",
            "AGENTOPS_SWEEP_SECONDS='99999999999999': expected a whole number from 1 to 86400",
        ),
        ("AGENTOPS_NOTIFY_SECONDS", "99999999999999", "expected a whole number from 1 to 86400"),
        ("AGENTOPS_VERIFY_SECONDS", "99999999999999", "expected a whole number from 1 to 86400"),
        ("AGENTOPS_RETENTION_EVERY", "99999999999999", "expected a whole number from 1 to 31536000"),
        # accepted, every notification failed at its send (six attempts, then FAILED), seen only in /admin/
        (
            "AGENTOPS_NOTIFY_WEBHOOK_URL",
            "hooks.example.com/agentops",
            "expected an http:// or https:// URL with a host",
        ),
        ("AGENTOPS_NOTIFY_SLACK_URL", "ftp://hooks.example.com/x", "expected an http:// or https:// URL with a host"),
        ("AGENTOPS_PUBLIC_URL", "agentops.example.com", "expected an http:// or https:// URL with a host"),
        # the SDK's url= refused these and the settings took them (one rule now: agentops.core.addresses)
        ("AGENTOPS_PUBLIC_URL", "http://:8000", "expected an http:// or https:// URL with a host"),
        ("AGENTOPS_NOTIFY_WEBHOOK_URL", "https://hooks.example.com:port/x", "expected an http:// or https:// URL"),
        ("AGENTOPS_NOTIFY_EMAIL_TO", "ops@example.com;oncall", "'ops@example.com;oncall': expected e-mail addresses"),
        # accepted (qa-ops3): 0 failed every e-mail (smtplib takes no non-blocking socket), a timeout of years made
        # every notify pass an OverflowError (its claim), so no channel was told anything; a port no socket has and
        # a sender that is no address, or one with a line break after it, failed every e-mail at its send
        ("AGENTOPS_SMTP_TIMEOUT", "0", "AGENTOPS_SMTP_TIMEOUT='0': expected a whole number from 1 to 3600"),
        ("AGENTOPS_SMTP_TIMEOUT", "99999999999999", "expected a whole number from 1 to 3600"),
        ("AGENTOPS_SMTP_PORT", "70000", "AGENTOPS_SMTP_PORT='70000': expected a whole number from 1 to 65535"),
        ("AGENTOPS_EMAIL_FROM", "agentops", "AGENTOPS_EMAIL_FROM='agentops': expected an e-mail address"),
        ("AGENTOPS_EMAIL_FROM", "ops@example.com\nBcc: x@example.net", "expected an e-mail address"),
        # accepted: no worker was handed any run (nor bulk job), each stayed PENDING with nothing said
        ("AGENTOPS_WORKER", "threads", "AGENTOPS_WORKER='threads': expected celery or thread or eager or none"),
        ("AGENTOPS_WORKER", "Celery", "AGENTOPS_WORKER='Celery': expected celery or thread or eager or none"),
        # read as false: mail went out without STARTTLS, plain HTTP was no longer redirected, with nothing said
        ("AGENTOPS_SMTP_STARTTLS", "ture", "AGENTOPS_SMTP_STARTTLS='ture': expected true or false"),
        # an agent the setting names that is not registered: accepted, the policy applied to no agent (an agent's own
        # verdict on a payment counted, a reply the deployer meant to hold was delivered), nothing said
        ("AGENTOPS_VERIFICATION_POLICY", "tickt-external=pay", "'tickt-external': no such agent (registered: "),
        ("AGENTOPS_CLAIM_POLICY", "biling=hold", "AGENTOPS_CLAIM_POLICY: 'biling': no such agent"),
        ("AGENTOPS_CLAIM_POLICY", "*=hold", "'*': no such agent (registered: billing"),
        ("AGENTOPS_CLAIMS_REPAIR", "ticket,tickett", "AGENTOPS_CLAIMS_REPAIR: 'tickett': no such agent"),
        ("AGENTOPS_CLAIMS_JUDGE", "refund", "AGENTOPS_CLAIMS_JUDGE: 'refund': no such agent"),
        # accepted (qa-deploy5): every check passed, the workers tried to reach "localhost:6379:6379" forever and
        # each login failure counted in the cache raised in its request; an unknown scheme was dj_database_url's
        # traceback from every command (the password kept out of the line)
        ("REDIS_URL", "localhost:6379", "REDIS_URL='localhost:6379': expected redis://host:6379/0"),
        ("REDIS_URL", "redis://cache:6379/zero", "REDIS_URL='redis://cache:6379/zero': expected redis://"),
        ("DATABASE_URL", "postgress://ops:s3cret@db/agentops", "DATABASE_URL='postgress://ops:***@db/agentops': "),
        ("DATABASE_URL", "mysql://ops@db/agentops", "expected postgres://user:password@host:5432/name"),
        ("DATABASE_URL", "postgres://ops@db:5432", "DATABASE_URL='postgres://ops@db:5432': expected postgres://"),
        # accepted (qa-deploy5): 0 failures locked every user out (the right password answered 429), 0 API-key failures
        # refused every valid key, 0/min every API request, and a window of 0 kept no count (the lock off, nothing said)
        ("AGENTOPS_LOGIN_MAX_FAILURES", "0", "AGENTOPS_LOGIN_MAX_FAILURES='0': expected a whole number of at least 1"),
        ("AGENTOPS_LOGIN_WINDOW_SECONDS", "0", "AGENTOPS_LOGIN_WINDOW_SECONDS='0': expected a whole number from 1 to"),
        ("AGENTOPS_API_AUTH_FAILURES_PER_MINUTE", "0", "AGENTOPS_API_AUTH_FAILURES_PER_MINUTE='0': expected a whole"),
        ("AGENTOPS_API_RATE", "0/min", "AGENTOPS_API_RATE='0/min': expected a rate such as 6000/min"),
        # accepted (qa-deploy5): a visibility timeout of 0 redelivered every drive in flight, a channel capacity of 0
        # dropped every live-timeline wake-up, a bulk maximum of 0 refused every bulk job
        ("AGENTOPS_VISIBILITY_TIMEOUT", "0", "AGENTOPS_VISIBILITY_TIMEOUT='0': expected a whole number of at least 1"),
        # accepted: a killed worker's drive came back while its run's lease still held, found the run taken, and was
        # dropped (the redelivery spent before it could drive the run)
        ("AGENTOPS_VISIBILITY_TIMEOUT", "29", "TIMEOUT=29 is shorter than AGENTOPS_LEASE_SECONDS=30: a drive"),
        ("AGENTOPS_CHANNEL_CAPACITY", "0", "AGENTOPS_CHANNEL_CAPACITY='0': expected a whole number of at least 1"),
        ("AGENTOPS_BULK_MAX", "0", "AGENTOPS_BULK_MAX='0': expected a whole number of at least 1"),
        # a traceback from the logging set-up ("Unable to configure root logger"), lower-case "debug" too
        ("AGENTOPS_LOG_LEVEL", "verbose", "AGENTOPS_LOG_LEVEL='verbose': expected DEBUG or INFO"),
    ],
)
def test_a_setting_it_cannot_use_stops_every_command_with_one_line_naming_it(variable, value, says):
    """Each was a traceback (``int('30s')``), or accepted and failing later: a reply 500 under a misspelt claim
    policy, every API request 500 under a malformed rate, the approval-expiry job failing every minute."""
    result = manage("check", **{variable: value})
    assert result.returncode == 1
    assert result.stderr.startswith("configuration error: ") and says in result.stderr, result.stderr
    assert "Traceback" not in result.stderr


def test_no_allowed_host_with_debug_off_stops_start_up_with_one_line():
    """qa-deploy6: ``DJANGO_ALLOWED_HOSTS=`` (or ``" , "``) with ``DJANGO_DEBUG=false`` passed every check and started
    daphne, which answered every request 400 Bad Request (Django's own rule), nothing said at start-up."""
    prod = {"DJANGO_DEBUG": "false", "DJANGO_SECRET_KEY": "qa-deploy6-" + "x" * 50}
    for hosts in ("", " , "):
        refused = manage("check", **prod, DJANGO_ALLOWED_HOSTS=hosts)
        assert refused.returncode == 1 and "Traceback" not in refused.stderr, refused.stderr
        assert refused.stderr == (
            f"configuration error: DJANGO_ALLOWED_HOSTS={hosts!r} names no host: with DJANGO_DEBUG=false every request "
            "would be answered 400 Bad Request; set the host names the site is served under (agentops.example.com)\n"
        )
    # debug on, Django answers localhost with an empty list: the development default stays as it was
    assert manage("check", DJANGO_DEBUG="true", DJANGO_ALLOWED_HOSTS="").returncode == 0


def test_celery_workers_without_a_broker_and_without_eager_tasks_stop_start_up():
    """qa-deploy5: ``AGENTOPS_WORKER=celery AGENTOPS_EAGER_TASKS=false`` without REDIS_URL sent each run to the creating
    process's in-memory broker, read by no worker: PENDING for good, nothing said. Eager (the default) still runs."""
    base = {"DATABASE_URL": "", "REDIS_URL": "", "AGENTOPS_WORKER": "celery"}
    refused = manage("check", **base, AGENTOPS_EAGER_TASKS="false")
    assert refused.returncode == 1 and "Traceback" not in refused.stderr, refused.stderr
    assert refused.stderr.startswith(
        "configuration error: AGENTOPS_WORKER=celery with AGENTOPS_EAGER_TASKS off and no REDIS_URL: runs would go to"
    ), refused.stderr
    assert manage("check", **base).returncode == 0
    assert manage("check", **{**base, "AGENTOPS_WORKER": "thread"}, AGENTOPS_EAGER_TASKS="false").returncode == 0


def test_a_bad_eager_tasks_value_stops_start_up_with_or_without_redis():
    """qa-deploy7: with ``REDIS_URL`` set the settings never read ``AGENTOPS_EAGER_TASKS`` (``not REDIS_URL and …``), so
    ``x!`` was taken, nothing said: every ``AGENTOPS_`` value is read and a bad one refused whatever the shape."""
    for redis_url in ("redis://127.0.0.1:6379/11", ""):
        refused = manage("check", REDIS_URL=redis_url, AGENTOPS_EAGER_TASKS="x!")
        assert refused.returncode == 1 and refused.stderr == (
            "configuration error: AGENTOPS_EAGER_TASKS='x!': expected true or false (1 / 0, yes / no, on / off)\n"
        ), (redis_url, refused.stderr)


def test_smtp_credentials_without_starttls_stop_start_up_unless_the_server_is_on_loopback():
    """A user and password with STARTTLS off were sent in clear (AUTH LOGIN is base64) to the mail server, with
    nothing said: refused at start-up in one line naming the settings, never the password; a local relay may."""
    creds = {"AGENTOPS_SMTP_USER": "agentops", "AGENTOPS_SMTP_PASSWORD": "s3cret-pw"}
    result = manage("check", AGENTOPS_SMTP_HOST="smtp.example.com", **creds)
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    assert result.stderr.startswith(
        "configuration error: AGENTOPS_SMTP_USER / AGENTOPS_SMTP_PASSWORD are set and AGENTOPS_SMTP_STARTTLS is off"
    ), result.stderr
    assert "AGENTOPS_SMTP_HOST='smtp.example.com'" in result.stderr and "s3cret-pw" not in result.stderr
    only_password = manage("check", AGENTOPS_SMTP_HOST="10.0.0.5", AGENTOPS_SMTP_PASSWORD="s3cret-pw")
    assert only_password.returncode == 1 and "sent in clear" in only_password.stderr
    for host, tls in (("smtp.example.com", "true"), ("127.0.0.1", "false"), ("localhost", "false"), ("::1", "off")):
        ok = manage("check", AGENTOPS_SMTP_HOST=host, AGENTOPS_SMTP_STARTTLS=tls, **creds)
        assert ok.returncode == 0, (host, ok.stderr)


def test_a_misspelt_production_switch_stops_start_up_instead_of_turning_it_off():
    """``DJANGO_SECURE_SSL_REDIRECT=yse`` was read as false: plain HTTP no longer redirected, nothing said; the
    spellings of true and false still work."""
    prod = {"DJANGO_DEBUG": "false", "DJANGO_SECRET_KEY": "x" * 50, "DJANGO_ALLOWED_HOSTS": "agentops.example.com"}
    result = manage("check", **prod, DJANGO_SECURE_SSL_REDIRECT="yse")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.startswith("configuration error: DJANGO_SECURE_SSL_REDIRECT='yse': expected true or false")
    for value in ("False", "off", "0", "YES"):
        assert manage("check", **prod, DJANGO_SECURE_SSL_REDIRECT=value).returncode == 0, value


def test_host_and_origin_lists_written_with_spaces_after_the_commas_answer_every_host():
    """``DJANGO_ALLOWED_HOSTS="agentops.example.com, ops.example.com"`` kept " ops.example.com": every request to the
    second host was a 400 (DisallowedHost), and a trusted origin written so failed every form's CSRF check."""
    code = "from django.conf import settings as s; print(s.ALLOWED_HOSTS, s.CSRF_TRUSTED_ORIGINS)"
    result = manage(
        "shell",
        "-c",
        code,
        DJANGO_ALLOWED_HOSTS="agentops.example.com, ops.example.com ,",
        DJANGO_CSRF_TRUSTED_ORIGINS="https://agentops.example.com , https://ops.example.com",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == (
        "['agentops.example.com', 'ops.example.com'] ['https://agentops.example.com', 'https://ops.example.com']"
    )


@pytest.mark.sqlite
def test_notification_destinations_a_sender_can_use_start():
    """The check refuses what no send can use, not the unusual shapes a receiver takes (basic auth in the URL,
    a local mailbox, any case of the scheme)."""
    result = manage(
        "check",
        AGENTOPS_NOTIFY_WEBHOOK_URL="https://bot:pw@hooks.example.com/agentops?team=ops",
        AGENTOPS_NOTIFY_SLACK_URL="HTTP://127.0.0.1:9/slack",
        AGENTOPS_NOTIFY_EMAIL_TO="root@localhost, ops@example.com",
        AGENTOPS_EMAIL_FROM="AgentOps on call <agentops@example.com>",
        AGENTOPS_SMTP_PORT="465",
        AGENTOPS_SMTP_TIMEOUT="3600",
    )
    assert result.returncode == 0, result.stderr


def test_agent_keyed_settings_take_registered_agents_and_star_and_a_log_level_in_any_case():
    ok = {
        "AGENTOPS_EXTRA_AGENTS": "support=external",
        "AGENTOPS_VERIFICATION_POLICY": "support=pay,*=drop",
        "AGENTOPS_CLAIM_POLICY": "support=hold,ticket=flag",
        "AGENTOPS_CLAIMS_JUDGE": "*",
        "AGENTOPS_CLAIMS_REPAIR": "support,billing",
        "AGENTOPS_LOG_LEVEL": "warning",
    }
    result = manage("check", **ok)
    assert result.returncode == 0, result.stderr
