"""How often the manual gate's code rule (``agentops.core.gate.scripts._code``) holds ordinary code: the installed
packages' Python files (a seeded sample), cut into chunks of 60 lines as an agent's code tool gets them, each read by
the rule; prints the chunks held, by reason, and the time a chunk takes. Library code deletes, sends and writes
files as its job, so a hold here is not wrong in itself; a rule's change shows as a change of these lines. Run it on
two checkouts (``git archive REV | tar -x -C DIR``, then ``python DIR/bench/gate_code_corpus.py``) to compare::

    .venv/bin/python bench/gate_code_corpus.py [--files 3000] [--list]
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import sysconfig
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agentops.core.gate.scripts import _code  # noqa: E402


def chunks(files: int) -> list[tuple[str, str]]:
    paths = sorted(Path(sysconfig.get_paths()["purelib"]).rglob("*.py"))
    random.Random(7).shuffle(paths)
    found: list[tuple[str, str]] = []
    for path in paths[:files]:
        try:
            lines = path.read_text()[:20_000].splitlines()
        except (UnicodeDecodeError, OSError):
            continue
        found += [(f"{path.name}:{i + 1}", "\n".join(lines[i : i + 60])) for i in range(0, len(lines), 60)]
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=3000)
    parser.add_argument("--list", action="store_true", help="print every chunk held, with its reason")
    options = parser.parse_args()
    sample = chunks(options.files)
    started = time.process_time()
    held = [(where, why) for where, text in sample if (why := _code(text))]
    took = time.process_time() - started
    print(
        f"{len(sample):,} chunks of {options.files:,} files: {len(held)} held; {took / len(sample) * 1000:.2f} ms a chunk"
    )
    for reason, count in Counter(re.sub(r"`.*`|'.*'|\d+", "…", why)[:80] for _, why in held).most_common():
        print(f"  {count:4} {reason}")
    for where, why in held if options.list else ():
        print(f"  {where}: {why[:120]}")


if __name__ == "__main__":
    main()
