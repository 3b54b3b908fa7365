"""Gate gaps qa-agents7 left open, each closed by a general rule, not its string: a tool named to run a query reads
every string argument as SQL (``execute_query({"q": "DROP TABLE users"})`` ran with no approver: ``q`` is no SQL key);
a write given a bare wildcard for what it acts on acts on every one (``set_price({"product": "*", "price": 0})``);
a WHERE bounded below at or under zero is met by every count, amount and id (``UPDATE … WHERE balance >= 0``).
What the text or value does still decides: a SELECT, a named product, a real bound are not held."""

import pytest

from agentops.core.gate import held_for


def _held(tool: str, args: dict) -> str:
    return held_for(tool, None, args, trusted=False, effect=None, step_calls=[(tool, args)], reached=set())


@pytest.mark.parametrize(
    ("tool", "args", "said"),
    [
        ("execute_query", {"q": "DROP TABLE users"}, "SQL DROP TABLE in args.q"),
        ("run_query", {"text": "TRUNCATE orders"}, "SQL TRUNCATE in args.text"),
        ("exec_query", {"input": {"text": "DELETE FROM accounts"}}, "SQL DELETE without WHERE"),
        ("set_price", {"product": "*", "price": 0}, "args.product is '*' (a wildcard: every one)"),
        ("update_stock", {"warehouse": "%", "quantity": 0}, "args.warehouse is '%' (a wildcard: every one)"),
        ("execute_sql", {"sql": "UPDATE accounts SET frozen = true WHERE balance >= 0"}, "every row"),
        ("execute_sql", {"sql": "UPDATE orders SET status = 'void' WHERE id > 0"}, "every row"),
        ("execute_sql", {"sql": "UPDATE items SET price = 0 WHERE qty > -1"}, "every row"),
        ("execute_sql", {"sql": "UPDATE items SET price = 0 WHERE 0 <= qty"}, "every row"),
        ("execute_sql", {"sql": "UPDATE items SET price = 0 WHERE sku = 'A' OR stock >= 0.0"}, "every row"),
    ],
)
def test_held(tool: str, args: dict, said: str) -> None:
    assert said in _held(tool, args)


@pytest.mark.parametrize(
    ("tool", "args"),
    [
        ("execute_query", {"q": "SELECT * FROM users WHERE id = 4"}),
        ("search", {"q": "DROP TABLE users"}),  # what to look for, not a query it runs
        ("set_price", {"product": "sku-1", "price": 0}),
        ("update_user", {"id": 5, "fields": "*"}),  # what to return, not whom it acts on
        ("set_cors", {"site": "docs", "origin": "*"}),
        ("execute_sql", {"sql": "UPDATE accounts SET frozen = true WHERE balance >= 100"}),
        ("execute_sql", {"sql": "UPDATE orders SET status = 'void' WHERE id > 0 AND id = 7"}),
        ("execute_sql", {"sql": "UPDATE items SET price = 0 WHERE qty > 0.5"}),
    ],
)
def test_not_held(tool: str, args: dict) -> None:
    assert _held(tool, args) == ""
