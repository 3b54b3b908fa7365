"""The durable core of AgentOps: pure Python, no Django import (see README "The model")."""
