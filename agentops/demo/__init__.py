"""Demo agents matching SPEC's harness (no Django import; sinks plug in)."""
