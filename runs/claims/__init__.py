"""Claims audit: completion claims in agent replies checked against the journal (docs/claims.md).

``phrases`` (vocabulary) → ``detect`` (claims and their citations) → ``classify`` (verdict from evidence)
are pure; ``services`` writes (reply check hook, submit_reply, reply_release), ``projection`` keeps the
Reply/Claim rows, ``selectors`` reads, ``views`` serves /claims/.
"""
