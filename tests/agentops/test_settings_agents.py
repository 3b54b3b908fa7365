"""``AGENTOPS_EXTRA_AGENTS``: registering agents from the environment (the end-to-end use is in
tests/examples/test_support_agent.py, whose worker processes find the agent only through it)."""

from __future__ import annotations

import pytest

from agentops.settings import extra_agents


@pytest.mark.sqlite
def test_extra_agents_parses_name_equals_module_colon_function():
    assert extra_agents(" support = agentops.examples.support_agent:build_agent , x=m.n:f,") == {
        "support": "agentops.examples.support_agent:build_agent",
        "x": "m.n:f",
    }
    assert extra_agents("") == {}


@pytest.mark.sqlite
@pytest.mark.parametrize("bad", ["support", "support=module_without_function", "=m:f"])
def test_a_malformed_entry_is_refused_with_its_text(bad):
    with pytest.raises(RuntimeError, match="is not name=module:function"):
        extra_agents(bad)
