"""Shared test set-up. Tests marked ``sqlite`` also run on the embedded default (see Makefile)."""

import os

os.environ.setdefault("AGENTOPS_WORKER", "eager")
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
