"""What a tool's name may be: one rule wherever a name enters (the API's claims and samples, the SDK's ``@tool``,
the adapters' ``declare``, the in-process :class:`~agentops.core.tools.Tool`).

A tool's name is shown to every role and carried out of the system in notifications (e-mail, Slack, webhooks), where
clients turn a URL into a link: ``send_email\\nhttps://evil.example/login`` put a link in operators' messages. A name
is 1-100 characters (the column's size) with no control or format character (ZWNJ and ZWJ, which Persian and emoji
need, aside), no whitespace but single-character spaces inside it (``Web Search``), no ``<`` or ``>`` (Slack's link
markup) and no ``://``. Names as models, MCP servers and people spell them stay legal: ``mcp__stripe__create_refund``,
``crm.contacts.update``, ``payInvoice``, ``send-email``, ``删除用户``. A failure's error class, which the notice of a
failed run carries as its detail, follows the same rule (``noun``).
"""

from __future__ import annotations

import bisect

from agentops.core.errors import AgentMisconfigured

#: the longest name (``ToolExecution.tool`` is a 100-character column)
TOOL_NAME_MAX = 100


def name_rule(noun: str) -> str:
    """The rule as a refusal states it, of ``noun`` (a tool name, an error class)."""
    return (
        f"{noun} is 1-{TOOL_NAME_MAX} characters with no control, format or invisible characters, no line breaks "
        "or whitespace other than single spaces inside it, no '<' or '>' and no '://' (it is shown in notifications, "
        "where a URL becomes a link)"
    )


#: the rule as a refusal states it
TOOL_NAME_RULE = name_rule("a tool name")
#: the refused characters, as inclusive code point spans: "<" and ">", and every control (Cc), format (Cf) and
#: whitespace or separator character (``str.isspace``, Zs, Zl, Zp) but the space, ZWNJ and ZWJ (Unicode 14.0;
#: ``tests/core/test_toolnames.py`` derives them from ``unicodedata``). Surrogates are refused besides.
REFUSED_SPANS = (
    (0x0, 0x1F), (0x3C, 0x3C), (0x3E, 0x3E), (0x7F, 0xA0), (0xAD, 0xAD), (0x600, 0x605), (0x61C, 0x61C),
    (0x6DD, 0x6DD), (0x70F, 0x70F), (0x890, 0x891), (0x8E2, 0x8E2), (0x1680, 0x1680), (0x180E, 0x180E),
    (0x2000, 0x200B), (0x200E, 0x200F), (0x2028, 0x202F), (0x205F, 0x2064), (0x2066, 0x206F), (0x3000, 0x3000),
    (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB), (0x110BD, 0x110BD), (0x110CD, 0x110CD), (0x13430, 0x13438),
    (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0001, 0xE0001), (0xE0020, 0xE007F),
)  # fmt: skip
_STARTS = [a for a, _ in REFUSED_SPANS]


def _refused(c: str) -> bool:
    code = ord(c)
    at = bisect.bisect_right(_STARTS, code) - 1
    return 0xD800 <= code <= 0xDFFF or (at >= 0 and code <= REFUSED_SPANS[at][1])


def _bmp_class() -> str:
    """The refused characters of the Basic Multilingual Plane as a regex character class's body (``\\uXXXX``: read
    alike by Python and JSON Schema's ECMA-262; an astral character is two code units there)."""
    spans = [(a, b) for a, b in REFUSED_SPANS if b <= 0xFFFF]
    return "".join(f"\\u{a:04x}" if a == b else f"\\u{a:04x}-\\u{b:04x}" for a, b in spans)


#: the rule as the OpenAPI schema shows it (the server also refuses the astral format characters, tags among them)
TOOL_NAME_PATTERN = f"^(?!.*://)[^{_bmp_class()} ](?:[^{_bmp_class()}]*[^{_bmp_class()} ])?$"


class ToolNameInvalid(AgentMisconfigured):
    """A tool's name breaks :data:`TOOL_NAME_RULE`."""

    code = "invalid_tool_name"

    def __init__(self, name: object) -> None:
        super().__init__(f"tool name {str(name)[:120]!r} refused: {tool_name_problem(name)}")
        self.name = name


def tool_name_problem(name: object, noun: str = "a tool name") -> str | None:
    """Why ``name`` is no legal tool name (:data:`TOOL_NAME_RULE`), or ``None``. ``noun`` names another identifier
    notifications carry under the same rule (a failure's error class: the *failed* notice's detail)."""
    if not isinstance(name, str):
        return f"{noun} is text, not {type(name).__name__}"
    if not 0 < len(name) <= TOOL_NAME_MAX or "://" in name or name[0] == " " or name[-1] == " ":
        return name_rule(noun)
    return name_rule(noun) if any(_refused(c) for c in name) else None


def check_tool_name(name: object) -> str:
    """``name`` if it is a legal tool name, else :class:`ToolNameInvalid`."""
    if tool_name_problem(name) is not None:
        raise ToolNameInvalid(name)
    assert isinstance(name, str)
    return name
