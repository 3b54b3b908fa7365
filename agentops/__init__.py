"""AgentOps: the Django project package and the durable core (``agentops.core``)."""
