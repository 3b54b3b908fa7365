"""Adapters for agent frameworks, each behind its own extra (``pip install 'agentops-durable[openai-agents]'``)."""
