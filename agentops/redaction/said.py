"""The person's names in what an operator typed: a decision's, a fork's or a bulk job's reason, a held reply's
rewrite, a what-if's prompt, an export's reason.

An agent's text names a person where a key or a label says so (``customer_name``, ``Dear``, ``Mr``), and the run's
names (``runs.governance.names``) hide them in its other events. An operator's note names someone no event of the
run does, in a sentence nothing else marks: "refund approved per call with Maria Gonzalez", "客户张伟的订单". So in such
a text, beside the redactor's own rules, :func:`said_names` takes for a name

* a capitalised word after words that name a person next (``per call with Gonzalez``, ``asked by Marchetti``);
* a run of two to four capitalised words (``Maria Gonzalez``, ``Jean-Luc O'Neil``, ``J. Smith``), cut at the common
  capitalised words of :data:`STOP` (a sentence's first word, a weekday, a team or a product: ``Customer Service``,
  ``Delete Filter``, ``Black Friday`` are none; "Called Zhang Wei" is ``Zhang Wei``);
* a Chinese name (a common surname first) after a person's label: ``客户张伟``, ``用户王小红``.

:func:`operator_texts` says which fields of a journaled event an operator typed: the run's names then hold what they
found (``Redactor.taken_names``), so every read of the run hides them as it hides the names its agent revealed.
"""

from __future__ import annotations

import re
from typing import Any

from agentops.redaction.checks import cn_name_shaped

#: capitalised words that are no part of a person's name, measured on docs/, README.md, the demo agents and the
#: templates (docs/export.md "Operator text"): a sentence's first words, a decision's verbs, weekdays and months,
#: teams, documents and a product's words
STOP = frozenset((
    "A", "About", "After", "Again", "All", "Also", "An", "And", "Any", "Approve", "Approved", "As", "Ask", "Asked",
    "At", "Back", "Be", "Because", "Before", "Both", "But", "By", "Call", "Called", "Can", "Cancel", "Cancelled",
    "Chased", "Check", "Checked", "Closed", "Confirm", "Confirmed", "Contact", "Contacted", "Could", "Dead", "Dear",
    "Did", "Do", "Done", "Each", "Email", "Emailed", "Escalate", "Escalated", "Every", "Fixed", "Failed", "For",
    "Forward", "Forwarded", "From", "Get", "Had", "Has", "Have", "He", "Hello", "Her", "Hey", "Hi", "His", "How", "I",
    "I'm", "I'll", "I've", "If", "In", "Is", "It", "Its", "Just", "Let", "Letter", "Many", "May", "Me", "Message",
    "Messaged", "More", "Most", "My", "New", "No", "Not", "Note", "Now", "Of", "Off", "Ok", "Okay", "On", "Once",
    "Only", "Or", "Other", "Our", "Out", "Paid", "Per", "Please", "Re", "Reached", "Refund", "Refunded", "Reject",
    "Rejected", "Released", "Reply", "Replied", "Request", "Requested", "Resume", "Resumed", "Retry", "Retried",
    "Said", "See", "Sent", "She", "Since", "So", "Some", "Spoke", "Such", "Text", "Texted", "Thank", "Thanks", "That",
    "The", "Their", "Them", "Then", "There", "These", "They", "This", "Those", "To", "Told", "Too", "Under", "Until",
    "Up", "Upon", "Us", "Verified", "Via", "Was", "We", "Were", "What", "When", "Where", "Which", "While", "Who",
    "Why", "Will", "With", "Without", "Would", "Yes", "Yesterday", "You", "Your", "Monday", "Tuesday", "Wednesday",
    "Thursday", "Friday", "Saturday", "Sunday", "January", "February", "March", "April", "June", "July", "August",
    "September", "October", "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept",
    "Oct", "Nov", "Dec", "Today", "Tomorrow", "Morning", "Afternoon", "Evening", "Weekend", "Week", "Weekly", "Month",
    "Monthly", "Year", "Yearly", "Day", "Daily", "Annual", "Quarter", "Holiday", "Holidays", "Christmas", "Easter",
    "Black", "Cyber", "Prime", "Sale", "Sales", "Account", "Accounts", "Admin", "Agent", "Agents", "App", "Apps",
    "Audit", "Bank", "Billing", "Board", "Branch", "Business", "Case", "Centre", "Center", "Chat", "Claims", "Client",
    "Clients", "Cloud", "Code", "Company", "Compliance", "Console", "Corp", "Customer", "Customers", "Dashboard",
    "Data", "Delete", "Delivery", "Department", "Dept", "Desk", "Director", "Docs", "Drive", "Engineering",
    "Enterprise", "Export", "Filter", "Finance", "Form", "Fraud", "Gold", "Group", "Head", "Help", "Import", "Inc",
    "Invoice", "Invoices", "Lead", "Legal", "Ltd", "Mail", "Main", "Manager", "Member", "Members", "Office",
    "Operations", "Ops", "Order", "Orders", "Page", "Partner", "Payable", "Payment", "Payments", "Phone", "Plan",
    "Platinum", "Policy", "Portal", "Premium", "Priority", "Product", "Queue", "Receivable", "Recovery", "Report",
    "Review", "Risk", "Search", "Security", "Service", "Services", "Sheets", "Shop", "Silver", "Store", "Support",
    "System", "Team", "Teams", "Terms", "Ticket", "Tickets", "Tier", "Tool", "Tools", "Trust", "Unit", "User",
    "Users", "Valued", "Vendor", "Web", "Workspace", "Mr", "Mrs", "Ms", "Miss", "Mx", "Dr", "Prof", "Sir", "Madam",
    "Dame", "Lord", "Lady", "Herr", "Frau", "Mme", "Mlle", "Sr", "Sra", "Srta", "Dra", "Bonjour", "Hola", "Hallo",
    "Ciao", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "First", "Second", "Third",
    "Last", "Next", "Final", "Basic", "Easy", "Epic", "Long", "Open", "Plus", "Pro", "Max", "Mini", "Core", "Media",
    "Face", "Table", "Side", "Fields", "Header", "Merge", "Append", "Driver", "Corpus", "English", "Chinese",
    "Traditional", "Simplified", "Plane", "Multilingual", "Unlimited", "Saver", "Vitality", "Filing", "Jointly",
    "Deploying", "Reimbursed", "Slacked", "Buyer", "Seller", "Hotel", "Airport", "Station", "Hospital", "School",
    "University", "College", "Bridge", "Park",
))  # fmt: skip
#: a capitalised word (letters, inner apostrophes and hyphens: ``O'Neil``, ``Jean-Luc``) or an initial (``J.``)
_WORD = re.compile(r"(?<![^\W\d_])[A-Z]\.(?=\s)|[^\W\d_]+(?:['\u2019\-][^\W\d_]+)*")
#: a word with a capital inside is a product's (``MacBook``, ``SQLite``, ``URLs``) unless a name's prefix or an
#: apostrophe or hyphen comes before it (``McDonald``, ``O'Neil``, ``Jean-Luc``)
_CAMEL = re.compile(r"^(?:[A-Z]{2}|(?!Mc|Mac|De|Di|Da|Du|La|Le|Van|Von)[A-Z][^\W\d_]*?[a-z][^\W\d_]*?[A-Z])")
#: labels of a person in Chinese (``客户`` customer, ``用户`` user …), a name after them
_ZH_PARTIES = ("客户", "用户", "顾客", "乘客", "患者", "会员", "买家", "租户", "业主", "访客", "来电人", "联系人")
_ZH_PARTY = re.compile(f"(?:{'|'.join(_ZH_PARTIES)})([\u4e00-\u9fff]{{2,4}})")
#: a title after a surname (``王女士``: a surname alone), and words after a label that start with a surname's
#: character (``客户关系部``, ``用户成功``, ``客户明天``)
_ZH_TITLES = re.compile("先生|女士|小姐|老师|经理|总|师傅")
_ZH_WORDS = frozenset((
    "关系", "成功", "方便", "明天", "今天", "昨天", "周一", "周二", "周三", "周四", "周五", "周六", "周日", "周末", "服务", "信息", "资料", "余额", "满意",
    "体验", "经理", "名称", "地址", "电话", "账号", "账户", "编号", "等级", "身份", "数据", "反馈", "隐私", "权益", "安全", "费用", "金额", "方面", "方式",
    "王国", "高级", "年龄", "黄金", "白金", "钱包",
))  # fmt: skip
#: characters that follow a name rather than end it (``客户张伟的订单``: ``张伟``, not ``张伟的``)
_ZH_AFTER_NAME = frozenset(
    "的说称要已在来和与是对把被于反投表打致询希需确也都还就又先女小同电请退申咨留下预联提付取订买收发换"
)
#: words after which one capitalised word is a person's (``per call with Gonzalez``, ``asked by Marchetti``)
_CUES = (
    "call with", "calls with", "spoke to", "spoke with", "talked to", "talked with", "speaking with", "checked with",
    "confirmed with", "asked by", "requested by", "on behalf of", "escalated by", "reported by",
)  # fmt: skip
_CUED = re.compile(rf"\b(?:{'|'.join(_CUES)}) ([A-Z][^\W\d_]+(?:['\u2019\-][^\W\d_]+)*)")
#: stop words that are given names too: one starts a name when a name's word follows it (``Will Smith``, ``May Chen``;
#: ``May Sale`` stays)
_GIVEN = frozenset(("Will", "May", "Jan", "April", "June", "August", "Max"))
#: the fields of an operator's event (one with an ``actor``) that hold what they typed: its reason, a decision's
#: external reference, a held reply's rewrite (``text`` of action ``rewrite``), a fork's edits and a result given
_TYPED, _REWRITE, _EDITS = ("reason", "external_ref"), "text", "edits"


def said_names(text: str) -> set[str]:
    """The person's names in an operator's ``text`` (the module's rules), as written."""
    found = {name for run in _titled_runs(text) for name in _names_of_run(run)}
    found.update(m.group(1) for m in _CUED.finditer(text) if _name_word(m.group(1)) and not _in_any(m.group(1), found))
    for m in _ZH_PARTY.finditer(text):
        found.update(_zh_name(m.group(1)))
    return found


def operator_texts(payload: Any) -> list[str]:
    """What an operator typed in a journaled event's ``payload``, one made by a person (it names its ``actor``): its
    reason and external reference, a held reply's rewrite (``ReplyReleased`` of action ``rewrite``; a release's text is
    the agent's), the strings of a fork's edits (arguments, results) and of a result an operator gave."""
    if type(payload) is not dict or type(payload.get("actor")) is not str:
        return []
    typed = [payload.get(key) for key in _TYPED]
    if payload.get("action") == "rewrite":
        typed.append(payload.get(_REWRITE))
    typed += _strings(payload.get(_EDITS))
    if payload.get("decision") == "edit_result":
        typed += _strings(payload.get("result"))
    return [t for t in typed if type(t) is str and t]


def _strings(value: Any) -> list[str]:
    """The strings in a JSON value."""
    if type(value) is str:
        return [value]
    if type(value) is dict:
        value = list(value.values())
    return [s for v in value for s in _strings(v)] if type(value) is list else []


def _titled_runs(text: str) -> list[list[str]]:
    """Runs of capitalised words (and initials) separated by one space or line break each."""
    runs: list[list[str]] = []
    words: list[str] = []
    end = 0
    for m in _WORD.finditer(text):
        word = m.group()
        titled = word[0].isupper() and ((len(word) == 2 and word[1] == ".") or not word.isupper())
        if titled and words and text[end : m.start()].isspace() and len(text[end : m.start()]) == 1:
            words.append(word)
        else:
            runs.append(words)
            words = [word] if titled else []
        end = m.end()
    runs.append(words)
    return [run for run in runs if len(run) >= 2]


def _names_of_run(run: list[str]) -> list[str]:
    """A run cut at its :data:`STOP` words (one of :data:`_GIVEN` starts a name before a name's word), its words with
    a capital inside and after a possessive (``Django's SQLite``): each part of two to four words not ending in an
    initial, without the ``'s``."""
    names: list[str] = []
    part: list[str] = []
    bares = [word.removesuffix("'s").removesuffix("\u2019s") for word in run]
    for i, word in enumerate([*run, "The"]):
        bare = bares[i] if i < len(run) else word
        name_word = _name_word(bare)
        if not name_word and not part and bare in _GIVEN and bare == word and i + 1 < len(run):
            name_word = _name_word(bares[i + 1])  # Will Smith, not May Sale
        if name_word:
            part.append(bare)
        if not name_word or bare != word:  # a stop word, or a possessive: the name ends there
            if 2 <= len(part) <= 4 and not part[-1].endswith("."):
                names.append(" ".join(part))
            part = []
    return names


def _name_word(word: str) -> bool:
    """A capitalised word or an initial that may be part of a name: not a stop word, a product's or an acronym."""
    return word not in STOP and not _CAMEL.match(word) and (not word.isupper() or word[1:] == ".")


def _in_any(word: str, names: set[str]) -> bool:
    """Whether ``word`` begins one of ``names`` (``Maria`` of ``Maria Gonzalez``: the whole name is found)."""
    return any(name.split()[0] == word for name in names)


def _zh_name(after: str) -> list[str]:
    """The name at the start of ``after`` (what follows a person's label): the longest of four (a compound surname's),
    three and two characters whose last is not one that follows a name; none when it does not start with a surname."""
    after = _ZH_TITLES.split(after, 1)[0]
    if after[:2] in _ZH_WORDS:
        return []
    for size in (4, 3, 2):
        name = after[:size]
        if len(name) == size and cn_name_shaped(name) and (size == 2 or name[-1] not in _ZH_AFTER_NAME):
            return [name]
    return []
