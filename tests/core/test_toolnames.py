"""One rule for a tool's name (``agentops.core.toolnames``): a name is shown in notifications, where a URL in it
became a link (``send_email\\nhttps://evil.example/login``); every name the docs and tests use stays legal."""

from __future__ import annotations

import re
import sys
import unicodedata

import pytest

from agentops.core.protocol import Effect
from agentops.core.toolnames import (
    REFUSED_SPANS,
    TOOL_NAME_PATTERN,
    TOOL_NAME_RULE,
    ToolNameInvalid,
    check_tool_name,
    tool_name_problem,
)
from agentops.core.tools import Tool, ToolRegistry

LEGAL = [
    "send_email", "payInvoice", "PayInvoice", "mcp__stripe__create_refund", "mcp__server__tool", "crm.contacts.update",
    "slack.post_message", "send-email", "Search the internet", "Web Search", "删除用户", "退款", "ｓｍｓ_customer",
    "\u0455ms_customer", "ارسال\u200cایمیل", "get_order_status_v2", "a", "x" * 100, "José", "Jose\u0301",
]  # fmt: skip
ILLEGAL = [
    "send_email\nhttps://evil.example/login", "send_email https://evil.example/login", "send_email\r\nBcc: x",
    "send_email\u2028evil", "tab\tname", "<https://evil.example|send_email>", "send_email<b>", "a>b", "",
    "x" * 101, " send_email", "send_email ", "refund\u202e_\u200bnow", "e\u200bmail", "pay\u00adinvoice",
    "pay\x00", "pay\x7f", "pay\u3000invoice", "pay\U000e0041", "pay\ud800",
]  # fmt: skip


@pytest.mark.parametrize("name", LEGAL)
def test_every_name_the_docs_and_tests_use_is_legal(name):
    assert tool_name_problem(name) is None
    assert check_tool_name(name) == name
    assert re.match(TOOL_NAME_PATTERN, name)  # the OpenAPI schema's pattern agrees


@pytest.mark.parametrize("name", ILLEGAL)
def test_a_line_break_a_url_markup_or_an_invisible_character_is_refused_naming_the_rule(name):
    assert tool_name_problem(name) == TOOL_NAME_RULE
    with pytest.raises(ToolNameInvalid, match="refused: a tool name is 1-100 characters"):
        check_tool_name(name)
    # a Python str can hold what JSON cannot send: the schema's pattern is the BMP part of the rule
    if not any(ord(c) > 0xFFFF or 0xD800 <= ord(c) <= 0xDFFF for c in name) and len(name) <= 100:
        assert not re.fullmatch(TOOL_NAME_PATTERN.removesuffix("$"), name)


def test_a_name_that_is_no_text_is_refused():
    assert tool_name_problem(42) == "a tool name is text, not int"


def test_the_refused_spans_are_the_unicode_categories_the_rule_names():
    kept = {" ", "\u200c", "\u200d"}
    derived = [
        c
        for c in range(sys.maxunicode + 1)
        if not 0xD800 <= c <= 0xDFFF
        and chr(c) not in kept
        and (chr(c) in "<>" or chr(c).isspace() or unicodedata.category(chr(c)) in ("Cc", "Cf", "Zl", "Zp", "Zs"))
    ]
    assert derived == [c for a, b in REFUSED_SPANS for c in range(a, b + 1)], unicodedata.unidata_version


def test_a_tool_and_the_registry_refuse_an_illegal_name_at_declaration():
    with pytest.raises(ToolNameInvalid, match=re.escape("'send_email\\nhttps://evil.example/login' refused")):
        Tool("send_email\nhttps://evil.example/login", lambda a, k: {}, effect=Effect.WRITE, dedupes=True)
    registry = ToolRegistry([Tool("crm.contacts.update", lambda a, k: {}, effect=Effect.WRITE, dedupes=True)])
    assert "crm.contacts.update" in registry
