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


#: a WHERE of literals compared (``2 > 1`` held while ``1 = 1`` was), conjuncts that are each always true, and an id
#: compared unequal to zero or below: each ran an UPDATE of every row with no approver until qa-agents9
@pytest.mark.parametrize(
    "where",
    ["2 > 1", "5>3", "1 <> 2", "1 != 0", "2 >= 1", "'b' > 'a'", "1 = 1.0", "TRUE AND TRUE", "1 = 1 AND 2 > 1",
     "id <> 0", "id != 0", "NOT id = 0", "user_id <> -1", "(2 > 1)"],
)  # fmt: skip
def test_a_where_that_every_row_meets_is_held(where: str) -> None:
    assert "every row" in _held("execute_sql", {"sql": f"UPDATE accounts SET balance = 0 WHERE {where}"})
    assert _held("execute_sql", {"sql": f"DELETE FROM accounts WHERE {where}"})


@pytest.mark.parametrize(
    "where",
    ["1 > 2", "'a' > 'b'", "0 = 1", "id = 5", "id != 5", "qty <> 0", "status != 0", "1 = 1 AND id = 5",
     "id <> 0 AND tenant_id = 3", "name = '1'", "amount BETWEEN 1 AND 5"],
)  # fmt: skip
def test_a_where_that_some_rows_fail_is_not_held(where: str) -> None:
    assert _held("execute_sql", {"sql": f"UPDATE accounts SET balance = 0 WHERE {where}"}) == ""
