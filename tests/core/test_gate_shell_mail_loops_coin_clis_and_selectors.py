"""What a shell or a browser tool still let through (gate11): a mailer run in a loop over a list (``for u in $(cat
users.txt); do mail …; done``, ``xargs sendmail``) — a bulk send; a wallet's or a node's command line that sends coins
(``bitcoin-cli sendtoaddress``, ``cast send``, ``solana transfer``) and a JSON-RPC send or a transaction posted by
``curl -d '{…}'``; a click on a selector whose text says the act (``button:has-text('Delete repository')``: the
selector's ``has`` read as a read verb). One mail, a loop over a few written out, reads and balances are not held."""

import pytest

from agentops.core.gate import held_for

_RPC = '{"jsonrpc": "1.0", "method": "sendtoaddress", "params": ["bc1q", 0.1]}'
_TX = '{"type": "send", "to": "0x1f9090aaE28b8a3dCeaDf281B0F12828e676c326", "amount": "0.5"}'
HELD = [
    ("bash", {"command": "for u in $(cat users.txt); do mail -s hi $u < body.txt; done"}, "mail in a loop"),
    ("bash", {"command": "cat emails.txt | xargs -I{} sendmail {} < msg.eml"}, "sendmail in a loop"),
    ("bash", {"command": "while read e; do swaks --to $e --body hi; done < list.txt"}, "swaks in a loop"),
    ("bash", {"command": "for u in $USERS; do\n  echo hi | mailx -s news $u\ndone"}, "mailx in a loop"),
    ("bash", {"command": "bitcoin-cli sendtoaddress bc1qxyz 0.1"}, "coins sent"),
    ("bash", {"command": "cast send 0xabc --value 1ether --private-key $PK"}, "coins sent"),
    ("bash", {"command": "solana transfer 7xKX 1.5 --allow-unfunded-recipient"}, "coins sent"),
    ("bash", {"command": "lncli payinvoice lnbc1..."}, "coins sent"),
    ("bash", {"command": f"curl -s -X POST -H 'Content-Type: application/json' -d '{_RPC}' http://127.0.0.1:8332/"},
     "JSON-RPC sendtoaddress"),
    ("bash", {"command": f"curl -X POST https://api.coinbase.com/v2/accounts/abc/transactions -d '{_TX}'"},
     "money sent"),
    ("browser_click", {"element": "button:has-text('Delete repository')"}, "says 'delete'"),
    ("click", {"selector": "text=Pay now"}, "says 'pay'"),
]  # fmt: skip

LOW = [
    ("bash", {"command": "echo hi | mail -s report ops@example.com"}),
    ("bash", {"command": "for to in ops@x.com dev@x.com; do mail -s hi $to < body.txt; done"}),
    ("bash", {"command": "for f in *.log; do gzip $f; done; cat list | xargs -n1 echo"}),
    ("bash", {"command": "bitcoin-cli getbalance; cast call 0xabc 'balanceOf(address)'; solana balance"}),
    ("bash", {"command": "curl -X POST https://rpc.example/ -d '{\"jsonrpc\": \"2.0\", \"method\": \"eth_call\"}'"}),
    ("browser_click", {"element": "button:has-text('Search')"}),
]  # fmt: skip


@pytest.mark.parametrize(("tool", "args", "why"), HELD)
def test_a_mail_loop_a_coin_send_or_a_selected_act_waits_for_an_approver(tool, args, why):
    held = held_for(tool, None, args, trusted=False)
    assert why in held, held


@pytest.mark.parametrize(("tool", "args"), LOW)
def test_one_mail_a_few_a_balance_or_a_search_click_needs_no_approver(tool, args):
    assert held_for(tool, None, args, trusted=False) == ""
