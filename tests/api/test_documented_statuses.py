"""The schema lists the statuses the server answers: a live schemathesis run as an operator got 409
``replay_conflict`` from ``dry-replay/`` and ``what-if/`` (the run still moving: a worker may hold it), which their schema did
not list (ST103, undocumented status code), so a generated client had no type for it."""

from __future__ import annotations

import json

import pytest
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer

pytestmark = pytest.mark.sqlite


@pytest.mark.parametrize("path", ["/api/v1/runs/{run_id}/dry-replay/", "/api/v1/runs/{run_id}/what-if/"])
def test_a_replays_409_is_in_its_schema(path):
    schema = json.loads(OpenApiJsonRenderer().render(SchemaGenerator().get_schema(request=None, public=True)))
    assert "409" in schema["paths"][path]["post"]["responses"]


def test_every_operation_lists_the_503_and_the_308_it_may_get():
    """A probe got 503 ``database_unavailable`` / ``cache_unavailable`` (any operation: the database or the cache
    refusing work) and 308 ``trailing_slash`` (any path asked without its slash) from operations whose schema listed
    neither, so a generated client had no type for them. Declared once (``runs.api.fields.AutoSchema``)."""
    schema = json.loads(OpenApiJsonRenderer().render(SchemaGenerator().get_schema(request=None, public=True)))
    operations = [(path, op) for path, item in schema["paths"].items() for op in item.values() if "responses" in op]
    assert len(operations) > 20
    for path, op in operations:
        unavailable, moved = op["responses"]["503"], op["responses"]["308"]
        assert unavailable["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/ErrorOutput"}
        assert "database_unavailable" in unavailable["description"], path
        assert "Location" in moved["headers"] and "trailing_slash" in moved["description"], path
