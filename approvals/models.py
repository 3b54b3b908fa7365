"""The approvals app keeps no tables of its own: every decision is a journal event (``runs.Event``)
with its actor and reason, so the audit trail is the journal itself."""
