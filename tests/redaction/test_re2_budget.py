"""The RE2 pre-checks keep their DFA: none runs out of its memory budget (``scanner._RE2_MEMORY``) on a long mixed text.

When a pattern's DFA needs more states than the budget holds, RE2 falls back to its NFA without a word to the
caller — every pre-check gets about 8x slower — and only logs ``DFA out of memory`` to the process's stderr
(google-re2's binding exposes no flag for it). A Unicode class with a wide repetition in ``labels.SUSPECTS`` or
``prose.SUSPECTS`` (privacy4's ``[\\p{L}' ,]{1,60}``) is enough. So each pattern is searched in a subprocess and its
stderr read (docs/export.md, "RE2's memory")."""

from __future__ import annotations

import subprocess
import sys

#: searches every RE2 pattern of the scanner over a long text of many scripts, in 400-byte windows as the journal's
#: payloads are; ``argv[1]``, when given, is added to the suspects pattern (the control below)
_SEARCH = r"""
import random, sys
from agentops.redaction import scanner
if len(sys.argv) > 1:
    scanner._SUSPECTS[False] = scanner._suspects("[\"']", sys.argv[1])
rnd = random.Random(7)
words = ["order", "shipped", "退款", "已经", "处理", "Passport", "travel", "Name:", "Mr.", "Street", "先生", "北京市",
         "12", "3.4", "évènement", "Ünïcode", "token", "секрет", "データ", '{"k": "v"}', "at", "dot", "bearer", "١٢٣"]
prose = " ".join(rnd.choice(words) + rnd.choice(["", ",", ".", "\n", "：", "。"]) for _ in range(20000))
chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;-_/\"'=()[]{}@%+\n\t"
chars += "退款已经处理好了北京市朝阳区街道先生女士éüßñДЖЯ日本語データ０１２"
noise = "".join(rnd.choice(chars) for _ in range(100000))
for data in (prose.encode(), noise.encode()):
    for i in range(0, len(data), 400):
        window = data[i : i + 400]
        scanner.may_hold_pii(window)
        scanner.may_hold_pii(window, json_text=True)
        scanner.chunk_suspects(data, i, min(len(data), i + 400))
        scanner.escape_traps(window)
        scanner._B64_SUSPECT(scanner._UNANCHORED, window, 0, len(window))
print("searched")
"""


def _stderr_of_search(*extra: str) -> str:
    done = subprocess.run([sys.executable, "-c", _SEARCH, *extra], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "searched", done.stderr
    return done.stderr


def test_no_pre_check_runs_its_dfa_out_of_memory() -> None:
    stderr = _stderr_of_search()
    assert "DFA out of memory" not in stderr, stderr.splitlines()[:3]


def test_a_unicode_class_with_a_wide_repetition_is_seen_running_it_out() -> None:
    # the control: privacy4's first Spanish street suspect, which made every pre-check ~8x slower
    stderr = _stderr_of_search("|(?:calle|avenida) [\\p{L}' ,]{1,60}[0-9]")
    assert "DFA out of memory" in stderr
