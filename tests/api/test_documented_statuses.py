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
