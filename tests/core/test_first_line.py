"""An error's first line, cut in one place (``agentops.core.errors.first_line``) for every caller."""

from __future__ import annotations

from agentops.core import errors


def test_an_errors_first_line_is_its_message_s_first_line_or_its_class_name():
    assert errors.first_line(ValueError("disk full\nDETAIL: more")) == "disk full"
    assert errors.first_line(ValueError("  \n ")) == "ValueError"


def test_the_run_names_cache_and_the_storage_failures_cut_it_with_the_same_function():
    """followups-i: ``runs.governance.names`` cut it by hand, a twin of ``runs.worker.storage.first_line``."""
    from runs.governance import names
    from runs.management import cli
    from runs.worker import storage

    assert names.first_line is storage.first_line is cli.first_line is errors.first_line
