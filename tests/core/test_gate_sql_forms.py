"""SQL the gate let through though it deletes or rewrites every row: a data-modifying common table expression
(PostgreSQL's ``WITH gone AS (DELETE FROM orders RETURNING *) SELECT …``), and T-SQL's and Oracle's DELETE without
FROM or with ``TOP (n)``. Each is held as the plain statement is."""

import pytest

from agentops.core.gate import held_for

pytestmark = pytest.mark.sqlite

HELD = [
    ("WITH d AS (DELETE FROM orders RETURNING *) SELECT count(*) FROM d", "SQL DELETE without WHERE (every row)"),
    (
        "with gone as (delete from orders returning id) insert into audit select id from gone",
        "SQL DELETE without WHERE",
    ),
    ("WITH x AS (UPDATE accounts SET balance = 0 RETURNING 1) SELECT 1", "SQL UPDATE without WHERE (every row)"),
    ("WITH a AS MATERIALIZED (SELECT 1), b AS NOT MATERIALIZED (DELETE FROM t) SELECT * FROM a", "SQL DELETE without"),
    (
        "WITH gone AS (DELETE FROM orders WHERE placed < now() - interval '1 day' RETURNING id) SELECT 1",
        "SQL DELETE in",
    ),
    ("WITH old AS (SELECT id FROM t) DELETE FROM t", "SQL DELETE without WHERE"),
    ("DELETE users", "SQL DELETE without WHERE (every row)"),
    ("DELETE TOP (1000000) FROM logs", "SQL DELETE without WHERE (every row)"),
    ("delete top(10) percent from logs where 1 = 1", "SQL DELETE without WHERE (every row)"),
]
LOW = [
    "WITH recent AS (SELECT id FROM orders WHERE placed > now() - interval '1 day') SELECT * FROM recent",
    "WITH t AS (SELECT 'delete from users' AS note) SELECT note FROM t",
    "WITH moved AS (UPDATE orders SET state = 'late' WHERE id = 7 RETURNING id) SELECT * FROM moved",
    "INSERT INTO audit (msg) VALUES ('drop table users')",
    "SELECT * FROM deleted_users",
]


@pytest.mark.parametrize(("query", "why"), HELD)
def test_sql_that_deletes_or_rewrites_every_row_in_another_form_is_held_and_says_why(query, why):
    assert why in held_for("execute_sql", None, {"query": query}, trusted=False)


@pytest.mark.parametrize("query", LOW)
def test_ctes_that_read_or_change_chosen_rows_are_not_held(query):
    assert held_for("execute_sql", None, {"query": query}, trusted=False) == ""
