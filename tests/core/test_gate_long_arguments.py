"""The manual gate reads a long unbroken word in time linear in its length (qa-agents9).

A model writes a file through a shell or code tool as one base64 or hex line, or keys a dict by long hashes; the
gate read such a word in time quadratic in its length — the split of a concatenation tried every start of the word
(``agentops.core.protocol._segments``) and the fork-bomb pattern every start of the name it looks for — so a claim of
an 8 kB line kept the server's gate busy for 3 s, 20 kB (the largest shell text it reads) for ~20 s, and an argument
key of 100 kB for minutes: one request held a server worker that long. Each case below takes well under a second
now; the gate still finds what such an argument does.
"""

from __future__ import annotations

import base64
import time

import pytest

from agentops.core.gate import held_for
from agentops.core.protocol import first_word, name_words

#: large enough that the quadratic reading took tens of seconds (a 20 kB key: ~35 s, a shell line: ~20 s)
_SIZE = 19_000
_B64 = base64.b64encode(bytes(range(256)) * (_SIZE // 256 + 1)).decode()[:_SIZE]
_HEX = (bytes(range(256)) * (_SIZE // 512 + 1)).hex()[:_SIZE]

LONG = [
    ("send_email", {_HEX: "a digest as a key"}),
    ("send_email", {"k" * _SIZE: 1}),
    ("send_email", {"1" * _SIZE: 1}),
    ("bash", {"command": f"echo {_B64} | base64 -d > /tmp/report.pdf"}),
    ("bash", {"command": "echo " + "k" * _SIZE}),
    ("run_python", {"code": f'data = bytes.fromhex("{_HEX}")'}),
]


def _timed(tool: str, args: dict) -> tuple[str, float]:
    started = time.perf_counter()
    held = held_for(tool, None, args, trusted=False)
    return held, time.perf_counter() - started


@pytest.mark.parametrize(
    ("tool", "args"), LONG, ids=["hex-key", "letters-key", "digits-key", "b64-shell", "word-shell", "hex-code"]
)
def test_a_long_unbroken_word_in_a_call_is_read_in_well_under_a_second_and_not_held_for_it(tool, args):
    held, took = _timed(tool, args)
    assert held == ""
    assert took < 2.0, f"the gate took {took:.1f} s over a {_SIZE}-character word"


def test_what_a_long_line_hides_nothing_the_gate_still_finds_around_it():
    held, took = _timed("bash", {"command": f"echo {_B64} | base64 -d > /tmp/f; rm -rf /srv/data"})
    assert "rm -rf /srv/data" in held and took < 2.0
    held, took = _timed("bash", {"command": f"echo {_HEX[:200]}; :(){{ :|:& }};:"})
    assert "a fork bomb" in held and took < 2.0
    held, took = _timed("send_email", {"to": "ops@example.com", "delete_" + "k" * _SIZE: True})
    assert took < 2.0


def test_a_long_concatenation_is_split_into_the_same_words_as_before():
    # the split looks back no further than the longest known word: the same parts as trying every start
    assert first_word("payinvoice") == "pay" and name_words("deleteall") >= {"delete", "all"}
    assert name_words("wiretransfer") >= {"wire", "transfer"} and name_words("closeaccount") >= {"close", "account"}
    assert name_words("display") == {"display"} and name_words("paypal_status") >= {"paypal", "status"}
    started = time.perf_counter()
    words = name_words("k" * _SIZE + "_pay")
    assert "pay" in words and time.perf_counter() - started < 2.0
