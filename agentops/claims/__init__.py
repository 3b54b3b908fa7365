"""Completion claims in agent replies, found from grammar and matched to the tools that can back them.

Pure Python, no Django: the server audits replies with it and the SDK can pre-flight a reply before
sending it. ``normalize`` (NFKC, format characters, confusables) → ``segment`` (units, clauses,
citations) → ``english`` / ``chinese`` (assertions of completed action) → ``kinds`` (what a tool can
back) → ``verdict`` (a claim against its cited evidence). ``detect.find_claims`` ties the first four.
"""
