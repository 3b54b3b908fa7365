"""False positives of the base64 rule on ordinary base64, hashes, ids, tokens and images.

    python bench/base64_lookalikes.py

Each set is made here (random bytes, seeded): a value counts as flagged when ``redact_text`` changes it,
and as a suspect when the suspects pass has ``scanner._base64`` decode it.
"""

from __future__ import annotations

import base64
import hashlib
import random
import sys
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agentops.redaction import Redactor
from agentops.redaction.scanner import _B64_SUSPECT, _UNANCHORED

WORDS = ["the", "order", "was", "shipped", "today", "and", "invoice", "paid", "in", "full", "thanks", "status"]


def sets(rng: random.Random) -> dict[str, list[str]]:
    def raw(n: int) -> bytes:
        return rng.randbytes(n)

    def b64(data: bytes) -> str:
        return base64.b64encode(data).decode()

    digests = [getattr(hashlib, h)(raw(8)) for h in ("sha256", "sha1", "md5") for _ in range(5000)]
    return {
        "base64 of random bytes (12-96 B)": [b64(raw(rng.randint(12, 96))) for _ in range(20000)],
        "sha256/sha1/md5 hex": [d.hexdigest() for d in digests],
        "base64 digests": [b64(d.digest()) for d in digests],
        "uuid hex / str": [uuid.UUID(bytes=raw(16)).hex for _ in range(5000)]
        + [str(uuid.UUID(bytes=raw(16))) for _ in range(5000)],
        "urlsafe / hex tokens": [base64.urlsafe_b64encode(raw(32)).decode().rstrip("=") for _ in range(5000)]
        + [raw(24).hex() for _ in range(5000)],
        "PNG/JPEG/PDF blobs": [
            b64(head + raw(rng.randint(50, 2000)))
            for head in (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff\xe0", b"%PDF-1.4\n")
            for _ in range(1000)
        ],
        "base64 of English text without PII": [
            b64(" ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 30))).encode()) for _ in range(5000)
        ],
    }


def main() -> None:
    r = Redactor(b"bench-key")
    total = flagged_all = 0
    for name, items in sets(random.Random(1)).items():
        flagged = sum(r.redact_text(x) != x for x in items)
        decoded = sum(_B64_SUSPECT(_UNANCHORED, x.encode(), 0, len(x))[0][0] >= 0 for x in items)
        total, flagged_all = total + len(items), flagged_all + flagged
        print(f"{name:<38}{len(items):>7}  flagged {flagged:>4}  decoded {decoded:>5}")
    print(f"{'all':<38}{total:>7}  flagged {flagged_all:>4}")


if __name__ == "__main__":
    main()
