"""A bounded schemathesis run over the whole API against its own OpenAPI schema (in-process WSGI).

Every operation gets generated valid and invalid requests, authenticated with an agent's key and
aimed at a real run with a live lease. Checked: no 5xx, every status code and content type is
documented, and every response body matches its schema.
"""

from __future__ import annotations

import json

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from runs.api.keys import api_key_create
from runs.services import ExternalSpec, run_create
from tests.api.conftest import AGENT, external_fields

MAX_EXAMPLES = 20


def _schema() -> schemathesis.openapi.OpenApiSchema:
    raw = json.loads(OpenApiJsonRenderer().render(SchemaGenerator().get_schema(request=None, public=True)))
    loaded = schemathesis.openapi.from_dict(raw)
    loaded.app = get_wsgi_application()
    return loaded


schema = _schema()


@pytest.fixture
def _test_transaction_connection():
    """Keep the test's connection open across WSGI requests, as Django's test client does."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def target(db, _test_transaction_connection):
    """A key and one external run holding a lease, so generated writes reach the protocol checks."""
    from agentops.core.budget import Budget
    from runs.api.protocol import lease_acquire

    fields = external_fields()
    spec = ExternalSpec(fields["model_version"], fields["template_hash"], Budget(), fields["messages"])
    run, _ = run_create(agent=AGENT, inputs=fields["inputs"], external=spec)
    lease_acquire(run=run, owner="fuzz")
    return api_key_create(agent=AGENT)[1], run.id


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@pytest.mark.django_db
def test_api_conforms_to_its_schema(case, target):
    key, run_id = target
    if "run_id" in (case.path_parameters or {}):
        case.path_parameters["run_id"] = run_id
    case.call_and_validate(
        headers={"Authorization": f"Bearer {key}"},
        checks=[not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance],
    )
