# The two README commands: `make demo` (dashboard with demo data) and `make test` (the whole suite).
# `make demo ARGS='--port 8001'` passes options to `manage.py demo` (--host, --port, --step-delay).
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
# The suite runs against PostgreSQL and Redis (started by .ci/run when down); the tests marked sqlite (engine, journal,
# API, dashboard, CLI) run a second time on the embedded default (SQLite, no Redis; each xdist worker has its own
# database file). The tests of the Django-free packages (agentops.core, agentops.claims: no database, no settings,
# the same code either way) are not marked: they ran twice for nothing (ci-speed3: 1,045 of the pass's ~2,160 tests).
# --dist worksteal: a worker that runs out of tests takes half of the other's queue (with the default, one
# worker ran the slow tail alone for minutes).
# PYTHONDONTWRITEBYTECODE (set by many images) is unset for the suite: the many Python processes it starts read the
# checkout's .pyc files instead of compiling every module again. What the suite spends its time on, what was measured
# and what keeps it down: README.md, "Tests and CI".
TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/agentops
TEST_REDIS_URL ?= redis://127.0.0.1:6379/15
# One fixed key for the test run (the servers the tests start inherit it): pseudonyms are HMACs under it, and under a
# new random key each run a pseudonym's hex now and then held a fragment a test looks for ('321' failed CI once).
TEST_SECRET_KEY ?= agentops-tests-only-not-a-secret-4f9c2e7d1b8a6035e2c4d9f7a1b3e5c8d0f2a4b6

.PHONY: install demo test lint

$(PY):
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: pyproject.toml | $(PY)
	$(PY) -m pip install -q 'uv>=0.9,<1'
	$(VENV)/bin/uv pip install -q --python $(PY) --upgrade-package pip pip -e '.[dev]'
	touch $@

install: $(VENV)/.installed

demo: install
	$(PY) manage.py migrate --noinput -v0
	$(PY) manage.py demo $(ARGS)

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports

POSTGRES_PASS = env -u PYTHONDONTWRITEBYTECODE DJANGO_SECRET_KEY=$(TEST_SECRET_KEY) DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) $(PY) -m pytest -n 2 --dist worksteal -q
SQLITE_PASS = env -u PYTHONDONTWRITEBYTECODE -u DATABASE_URL -u REDIS_URL DJANGO_SECRET_KEY=$(TEST_SECRET_KEY) AGENTOPS_DATA_DIR=$$(mktemp -d) $(PY) -m pytest -n 1 -q -m sqlite

test: install lint
	@command -v chromium >/dev/null || (apt-get update -q && apt-get install -y -q chromium) >/dev/null
	$(info $(SQLITE_PASS)    (beside the next one, its output after it))
	$(info $(POSTGRES_PASS))
	@log=$$(mktemp); ($(SQLITE_PASS)) >$$log 2>&1 & sqlite=$$!; \
	$(POSTGRES_PASS); postgres=$$?; wait $$sqlite; lite=$$?; \
	echo "---- the SQLite pass (-m sqlite), run beside it: exit status $$lite"; cat $$log; rm -f $$log; \
	exit $$((postgres || lite))
