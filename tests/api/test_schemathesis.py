"""A bounded schemathesis run over the whole API against its own OpenAPI schema (in-process WSGI).

Every operation gets generated valid and invalid requests, authenticated with an agent's key and
aimed at a real run with a live lease, and **every** schemathesis check runs: no 5xx, documented
statuses, content types, headers and bodies, schema-violating requests refused, schema-valid ones
accepted, missing or wrong credentials refused, unsupported methods answered 405.

A schema-valid request may still be refused for what no schema can express — the run's state (409:
a lease held, a seq moved) or the protocol's meaning (422: an external agent created without its
model, a result for a call never made). docs/api.md says so, and the positive-data check accepts
those two statuses besides its defaults. Either kind of request may be over the API's body limit (1 MB): 413,
a refusal, is expected of both checks (a random body over the limit once failed the negative-data check, ci-speed3).
"""

from __future__ import annotations

import json
import re

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from schemathesis.config import SchemathesisConfig
from schemathesis.generation.hypothesis import builder
from schemathesis.specs.openapi.coverage import _schema as coverage_schema

from runs.api.keys import _digest
from runs.models.api_keys import ApiKey
from runs.services import ExternalSpec, run_create
from tests.api.conftest import AGENT, external_fields

MAX_EXAMPLES = 20


def _schema() -> schemathesis.openapi.OpenApiSchema:
    raw = json.loads(OpenApiJsonRenderer().render(SchemaGenerator().get_schema(request=None, public=True)))
    config = SchemathesisConfig.from_dict(
        {
            "checks": {
                "positive_data_acceptance": {
                    "expected-statuses": ["2xx", "401", "403", "404", "409", "413", "422", "429"]
                },
                # schemathesis' defaults and 413: a generated body over the API's 1 MB limit is refused for its size
                "negative_data_rejection": {
                    "expected-statuses": [
                        "400",
                        "401",
                        "403",
                        "404",
                        "405",
                        "406",
                        "409",
                        "413",
                        "415",
                        "422",
                        "428",
                        "429",
                        "5xx",
                    ]
                },
            }
        }
    )
    loaded = schemathesis.openapi.from_dict(raw, config=config)
    loaded.app = get_wsgi_application()
    return loaded


schema = _schema()


class _CoverageCases(list):
    """An operation test's explicit examples (hypothesis reads them from ``hypothesis_explicit_examples`` as the test
    runs) whose coverage cases are generated the first time they are read, not when the test is collected.

    schemathesis builds them at collection: ~16 s of CPU in every process that collects this module, so in both
    xdist workers while one runs it. Built when the test runs, they are the same cases in the same order."""

    def __init__(self, present, generate):  # type: ignore[no-untyped-def]
        super().__init__(present)
        self._generate = generate

    def _filled(self) -> _CoverageCases:
        if self._generate is not None:
            generate, self._generate = self._generate, None
            self.extend(generate())
        return self

    def __len__(self) -> int:
        return list.__len__(self._filled())

    def __iter__(self):  # type: ignore[no-untyped-def]
        return list.__iter__(self._filled())

    def __reversed__(self):  # type: ignore[no-untyped-def]
        return list.__reversed__(self._filled())

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        return list.__getitem__(self._filled(), index)


_add_coverage = builder.add_coverage


def _add_coverage_when_run(test, operation, *args, **kwargs):  # type: ignore[no-untyped-def]
    """schemathesis's ``add_coverage`` for this schema's tests, run when the test first reads its examples."""
    if operation.schema.raw_schema is not schema.raw_schema:
        return _add_coverage(test, operation, *args, **kwargs)

    def generate() -> list:
        def holder() -> None: ...

        _add_coverage(holder, operation, *args, **kwargs)  # attaches the cases (and marks) to ``holder``
        unserializable = builder.UnserializablePayloadMark.get(holder)
        if unserializable:  # read after the run by schemathesis's pytest plugin
            builder.UnserializablePayloadMark.set(test, unserializable)
        return list(getattr(holder, "hypothesis_explicit_examples", ()))

    test.hypothesis_explicit_examples = _CoverageCases(getattr(test, "hypothesis_explicit_examples", ()), generate)
    return test


builder.add_coverage = _add_coverage_when_run

_pattern_strategy = coverage_schema._pattern_strategy


def _pattern_strategy_not_for_a_date_time(session, pattern, min_length, max_length, fmt):  # type: ignore[no-untyped-def]
    """schemathesis's coverage strings of a ``pattern`` that are also to be a ``date-time`` (``clock`` of
    ``POST /api/v1/runs/``: not blank, 1-64 characters) come from the format at once, not from the pattern first.

    It drew strings of the pattern's regex (any characters but NUL) at each length it covers and kept those that were
    an RFC 3339 date-time: none ever is, so each draw ran until hypothesis gave up (~10 s of CPU for 63 and 64
    characters), and then schemathesis built the value from the format. Giving up at once gives the same cases
    (190 coverage cases of that operation, compared one by one) for ~30 s less CPU."""
    if fmt == "date-time":
        return st.nothing()
    return _pattern_strategy(session, pattern, min_length, max_length, fmt)


coverage_schema._pattern_strategy = _pattern_strategy_not_for_a_date_time
#: the agent key the target fixture stores; schemathesis supplies it through its auth hook, so it
#: knows the credentials are the caller's and never counts them as generated (negated) data
_RUN_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
PREFIX, SECRET = "fuzz00000000", "schemathesis-only-secret"


@schema.auth()
class AgentKey:
    def get(self, case, ctx):
        return f"aok_{PREFIX}_{SECRET}"

    def set(self, case, data, ctx):
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}


@pytest.fixture
def _test_transaction_connection():
    """Keep the test's connection open across WSGI requests, as Django's test client does."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def target(db, _test_transaction_connection, settings):
    """A key and one external run holding a lease, so generated writes reach the protocol checks."""
    from agentops.core.budget import Budget
    from runs.api.protocol import lease_acquire

    # the invalid-credentials check sends a bad key with every case: keep it below the lock-out
    settings.AGENTOPS = {**settings.AGENTOPS, "API_AUTH_FAILURES_PER_MINUTE": 10**9}
    fields = external_fields()
    spec = ExternalSpec(fields["model_version"], fields["template_hash"], Budget(), fields["messages"])
    run, _ = run_create(agent=AGENT, inputs=fields["inputs"], external=spec)
    lease_acquire(run=run, owner="fuzz")
    ApiKey.objects.create(agent=AGENT, name="schemathesis", prefix=PREFIX, secret_hash=_digest(SECRET))
    return run.id


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@pytest.mark.django_db
def test_api_conforms_to_its_schema(case, target):
    # a well-formed generated id becomes the real run; a malformed one (negative data) stays and is a 404
    if _RUN_ID.fullmatch(str((case.path_parameters or {}).get("run_id", ""))):
        case.path_parameters["run_id"] = target
    case.call_and_validate()  # every check schemathesis has
