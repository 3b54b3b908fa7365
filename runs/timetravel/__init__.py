"""Time travel: fork a run from a step, dry-replay recorded runs against the current code, what-ifs."""
