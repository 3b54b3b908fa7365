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
# PYTHONDONTWRITEBYTECODE (set by many images) is unset for the suite: it starts many Python processes
# (manage.py workers and CLIs, Celery workers, the SDK's examples), and without .pyc files each one compiled
# the checkout's modules again (0.3-0.5 s CPU a process on the 2-core CI machine).
# What costs what (ci-speed, 5 Dec 2026, pytest --durations on the loaded 2-core machine; docs in README "Tests and CI"):
# collecting the suite ~5 s CPU per process once schemathesis builds its coverage cases when its tests run (it built
# all 1,923 at collection: +16 s CPU in each xdist worker); the SQLite pass imports only modules marking something
# sqlite (tests/conftest.py; collecting everything to deselect it cost each of its workers ~20 s CPU); the test
# database commits with synchronous_commit off (tests/conftest.py: ~11 -> ~1 ms a commit here); the slowest
# tests are the schemathesis run (27 operations: generating the data, not the requests, is most of it), the
# browser tests (~3-5 s each of daphne start, Chromium page and the transactional flush), the operator CLI's
# subprocesses and the notify backoff walk (532 delivery rounds).
# ci-speed2 (5 Dec 2026; tests/conftest.py, README "Tests and CI"): the live server and the tests' own HTTP servers
# answer with TCP_NODELAY (Nagle's algorithm held each response's body ~40 ms for the client's delayed ACK of its
# headers: ~48 -> ~2-6 ms a request, hundreds a test for the external agents, the SDK and the clients), and the
# flush after each of the ~320 transactional tests DELETEs table by table instead of one TRUNCATE of all 28 tables
# (~1.0-1.4 s -> 20-45 ms at load 10). A/B, same files, alternating, -p no:xdist, load 6-10: three of
# tests/api/test_live.py 48-55 -> 26 s; tests/dashboard/test_browser.py + tests/runs/test_tasks.py 58-68 -> 43-47 s;
# tests/api/test_client.py + tests/api/test_decisions_live.py with -n 2 (load 10-12) 169 -> 86 s, CPU 31.6 -> 31.0 s.
# ci-speed3 (6 Dec 2026, README "Tests and CI"): pytest --durations of 8,142 of the PostgreSQL pass's tests (load
# 14-20, wall): tests/api/test_schemathesis.py 876 s (one operation, POST /api/v1/runs/, 342 s), tests/api/test_live.py
# 365 s (four SIGKILLed external agents, 50-82 s each), tests/dashboard/test_browser_ops.py 200 s,
# tests/api/test_decisions_live.py 157 s, tests/dashboard/test_demo.py 147 s (one test: migrate + demo + its crash
# child + demo again, each a manage.py process), tests/clients/test_typescript_client.py 147 s, tests/deploy 131 s,
# tests/export/test_export_pages.py 127 s, tests/bulk/test_bulk_crash.py 110 s. A cProfile of the schemathesis
# module (one process): two thirds of its CPU was its coverage phase drawing strings of patterns (hypothesis filtering
# draws). The worst: POST /api/v1/runs/'s clock (not blank, 1-64 characters, a date-time) was drawn from the pattern at
# each covered length and filtered for a date-time, which no draw is, until hypothesis gave up (~10 s CPU for 63 and
# 64); tests/api/test_schemathesis.py now takes it from the format at once, as schemathesis did after giving up.
# A/B, one process each, run side by side, load 6-14: that operation 32.3 user + 11.7 sys -> 9.3 + 1.0 s CPU, its
# 190 coverage cases identical one by one; the module 79.0 + 14.2 -> 59.5 + 7.6 s CPU, 300 -> 254 s wall. The SQLite
# pass: tests/core alone was 993 tests and 17.7 + 1.4 s CPU of it (load 14), the claims' zh mechanisms 52 and 3.5 s.
# Estimated: ~26-34 s CPU less in the PostgreSQL pass, ~20 s in the SQLite pass: ~25-35 s of CI's ~14-15 min.
# ci-speed4 (6 Dec 2026, README "Tests and CI"): the install. pip's HTTP cache stays empty on this machine, so each
# `make install` downloaded all 143 MB of wheels again (`pip wheel '.[dev]'` alone: 68 s wall, 8 s CPU) and pip spent
# ~30 s of CPU; uv (installed by pip, then installing the project, its dev extras and pip) keeps its downloads in
# ~/.cache/uv. A fresh tree (`git archive HEAD`), load 13-18: pip's two steps 29.7 s CPU, 5 min 48 s wall; `time make
# install` with uv 12.8-14.4 s CPU, 1 min 49 s-2 min 24 s wall (uv's cache cold or warm); the same 101 packages at the
# same versions. Estimated ~1 min less in CI (~15 s of CPU, the downloads once per machine). The suite, measured on
# the shared machine at load 10-19 (wall ~6x CPU, so --durations ranks waiting for a core, not work):
# `pytest -n 2 --dist worksteal --durations=60 tests/api` 607 s wall, 163 s CPU (user+sys of the tree, PostgreSQL's
# own not counted); tests/dashboard 815 s, 140 s CPU. One SIGKILLed external agent (tests/api/test_live.py, alone)
# 41.7 s wall for 5.3 s of CPU. `-n 3` against `-n 2` on test_live.py, test_decisions_live.py and test_browser_ops.py
# (29 tests, load 14-17): 394 s against 260 s wall, 118 against 87 s CPU: a worker costs ~30 s of CPU to set up
# (collection, its test database's migrations: `migrate` alone 3.9 s CPU, Chromium), no gain seen.
# ci-speed5 (6 Dec 2026, README "Tests and CI"): the SQLite pass runs beside the PostgreSQL pass, one worker, its
# output printed after the PostgreSQL pass's; `make test` fails when either does. The two share nothing (own database
# files, no Redis; free ports). On the shared machine vmstat's idle is the other helpers', so a sampler read every
# second which tasks of the pass's process tree and of its PostgreSQL backends were runnable (state R: on a core or
# waiting for one): fewer than two in 19% of the PostgreSQL pass's core-seconds (sleeps, leases running out, waits on
# sockets): 186 s beside 747 s of CPU (tree 681 s by its processes' ticks, its PostgreSQL backends 66 s) over its
# first 8,464 tests, load 13-21; (CPU + idle)/2 = 467 s for those, in line with the quiet machine's 520-550 s for all.
# The SQLite pass (-n 2, load 17, /usr/bin/time): 247.5 user + 21.7 sys s, ~60 core-seconds of its own waits. Beside
# the other, its waits hold no core and it takes the other's idle ones: estimated ~1-1.5 min less on a quiet 2-core
# machine (not timed there: the shared machine's wall time says nothing); -n 1 saves a second worker's start-up.
# Timed by the lead on a quiet machine, one commit (2f47ffec), clean clones: side by side 701 s and 771 s of .ci/run,
# in turn 767 s (PostgreSQL 683 s, then SQLite 63 s): no gain shown; kept.
# The sqlite-marked tests of tests/runs/test_housekeeping.py and tests/runs/test_operator_cli.py that only start
# processes of their own on their own embedded data directory (no DATABASE_URL, whatever the pass) are no longer
# marked: the SQLite pass ran the same processes again. The modules alone, -p no:xdist, in the SQLite pass's
# environment, what -m sqlite collected before against now: test_operator_cli.py 72 -> 57 tests, 52.3 + 5.4 ->
# 10.2 + 0.7 s CPU (load ~4); test_housekeeping.py 19 -> 6 tests, 23.9 + 2.6 -> 4.4 + 0.4 s (load ~4).
# ci-speed6 (6 Dec 2026, measurement only, no change kept): where the PostgreSQL pass waits. The whole pass,
# -n 2 --dist worksteal --durations=0, load 8-18: 10,086 passed in 3,028 s wall, 767.5 user + 85.9 sys s CPU of the
# tree (PostgreSQL's backends not counted); the 373 test calls over 10 s were 4,154 of the 4,896 s of calls (SIGKILL
# and resume tests, manage.py and celery processes, the SDK's venvs, schemathesis, the notify backoff walk). A
# plugin timing the main thread's time.sleep / Event.wait / waits on a child per test (-p no:xdist, load 12-14) on
# tests/api/test_client.py, tests/api/test_decisions_live.py, tests/security/test_served.py and
# tests/runs/test_housekeeping.py: 547 s of tests, 25 s of them in sleeps and event waits, 281 s waiting on child
# processes (Python start-up and django.setup() ~1 s CPU each, then their work), 31 s of the process's own CPU, 145 s
# of it queued for a core. The notify backoff walk alone (532 deliver.run rounds, load 8): 30.8 s, 10.5 s own CPU,
# 18.1 s queued, no sleep. The waits left are a test's own (a lease lapsing, a log flushed, a poll at 0.05-0.2 s):
# shortening them saves seconds, not minutes; what is left to cut is the child processes' start-ups and work.
# -n 3 against -n 2 again, on the waiting kind (tests/api/test_live.py + tests/api/test_decisions_live.py, 15 tests
# of agent processes SIGKILLed and resumed), five runs each, interleaved, load 3-11: wall 61-109 s (median 72) with
# -n 2, 59-126 s (median 83) with -n 3; CPU 43.0-49.7 s (median 44.2) against 51.0-59.4 s (median 53.4): the third
# worker's set-up costs ~9 s of CPU and the wall shows no gain, as ci-speed4 found (-n 2 kept).
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
