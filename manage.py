#!/usr/bin/env python
"""Django's command-line utility for AgentOps."""

import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "agentops.settings")
    from django.core.management import execute_from_command_line

    from agentops.env import ConfigError

    try:
        execute_from_command_line(sys.argv)
    except ConfigError as exc:  # a variable it cannot use: one line, not a traceback (agentops/env.py)
        sys.exit(exc.line())
