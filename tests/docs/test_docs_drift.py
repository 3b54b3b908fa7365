"""docs10: what the docs name exists. Every ``AGENTOPS_*`` name known to the start-up check is in
docs/configuration.md, every one that page gives as a setting is known, and the default it gives is the one
agentops/settings.py reads it with; every repository path, relative link and
heading anchor the README and docs/*.md name resolves; every ``manage.py`` command and option they give exists.
(Before: eight known names were in no table, two tables of configuration.md did not render, and docs/engine.md
linked a heading of docs/benchmarks.md by an anchor GitHub does not make.) No Django, no database: under a second."""

from __future__ import annotations

import re
from pathlib import Path

from agentops.env import KNOWN

ROOT = Path(__file__).resolve().parents[2]
DOCS = [
    ROOT / "README.md",
    *sorted((ROOT / "docs").glob("*.md")),
    ROOT / "sdk/README.md",
    ROOT / "clients/typescript/README.md",
]
CONFIGURATION = ROOT / "docs" / "configuration.md"
#: names configuration.md gives as examples of what start-up refuses: a misspelling, a setting no longer read
REFUSED_EXAMPLES = {f"AGENTOPS_{name}" for name in ("NOTIFY_WEBHOK_URL", "REPLY_AUDIT")}  # (unknown: not spelt whole)
#: the top-level folders of the repository whose paths the docs name in backticks
TOPS = ("agentops/", "runs/", "approvals/", "tests/", "docs/", "sdk/", "clients/", "bench/", "templates/", "static/")
#: the commands of Django and its apps (drf-spectacular) the docs run
DJANGO_COMMANDS = {
    "migrate",
    "check",
    "shell",
    "runserver",
    "collectstatic",
    "flush",
    "makemigrations",
    "dbshell",
    "spectacular",
}


def test_every_known_name_is_in_configuration_and_every_setting_it_gives_is_known():
    text = CONFIGURATION.read_text()
    # (`…_LLM_*` is a family of names, not one)
    named = set(re.findall(r"AGENTOPS_[A-Z0-9_]*[A-Z0-9](?![A-Z0-9_]*\*)", text))
    assert sorted(KNOWN - named) == [], "known to agentops.env but in no table of docs/configuration.md"
    assert sorted(named - KNOWN - REFUSED_EXAMPLES) == [], "in docs/configuration.md but unknown: start-up refuses it"
    assert REFUSED_EXAMPLES.isdisjoint(KNOWN)


def test_every_table_of_configuration_renders_as_one_table():
    """A row after a blank line or a paragraph is no table row: it renders as a line of text with its pipes."""
    lines = CONFIGURATION.read_text().splitlines()
    for number, line in enumerate(lines):
        if line.startswith("| `") and not lines[number - 1].startswith("|"):
            raise AssertionError(f"docs/configuration.md:{number + 1}: a row outside a table: {line[:60]}")


def _slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation (also an en dash) dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_every_relative_link_and_anchor_of_the_docs_resolves():
    broken = []
    for doc in DOCS:
        for link in re.findall(r"\]\(([^)\s]+)\)", doc.read_text()):
            if link.startswith(("http://", "https://", "mailto:")):
                continue
            path, _, anchor = link.partition("#")
            target = (doc.parent / path) if path else doc
            if not target.exists():
                broken.append(f"{doc.relative_to(ROOT)}: {link}")
            elif anchor and target.suffix == ".md":
                headings = re.findall(r"^#+\s+(.*)$", target.read_text(), re.M)
                if anchor not in {_slug(h) for h in headings}:
                    broken.append(f"{doc.relative_to(ROOT)}: {link} (no such heading)")
    assert broken == []


def test_every_repository_path_the_docs_name_exists():
    """A path in backticks under a top-level folder: a file or folder, a ``file.py::test``, a ``module.attr``;
    ``N`` stands for any number (``sp-N.jsonl``)."""
    missing = []
    for doc in DOCS:
        for token in re.findall(r"`([^`\s]+)`", doc.read_text()):
            path = token.split("::")[0].rstrip(".,;:)")
            if not path.startswith(TOPS) or re.search(r"[<>*{}…$]", path):
                continue
            pattern = re.sub(r"(?<![A-Za-z])N(?![A-Za-z])", "*", path)
            if not (any(ROOT.glob(pattern)) or (ROOT / (path.rsplit(".", 1)[0] + ".py")).is_file()):
                missing.append(f"{doc.relative_to(ROOT)}: {token}")
    assert missing == []


def _commands() -> dict[str, set[str]]:
    """The project's ``manage.py`` commands with the options each declares (and those of their base classes)."""
    shared = set(re.findall(r"[\"'](--[a-z][a-z0-9-]*)[\"']", (ROOT / "runs/management/cli.py").read_text()))
    return {
        path.stem: shared | set(re.findall(r"[\"'](--[a-z][a-z0-9-]*)[\"']", path.read_text()))
        for path in ROOT.glob("*/management/commands/[a-z]*.py")
    }


def test_every_manage_py_command_and_option_the_docs_give_exists():
    commands, wrong = _commands(), []
    for doc in DOCS:
        for name, rest in re.findall(r"manage\.py ([a-z_]+)((?:[ \t]+[^\s`|;&]+)*)", doc.read_text()):
            if name in DJANGO_COMMANDS:
                continue
            if name not in commands:
                wrong.append(f"{doc.relative_to(ROOT)}: manage.py {name}")
                continue
            options = set(re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", rest)) - {"--help", "--verbosity", "--settings"}
            wrong += [
                f"{doc.relative_to(ROOT)}: manage.py {name} {option}" for option in sorted(options - commands[name])
            ]
    assert wrong == []


def _tables(section: str) -> list[list[list[str]]]:
    """The tables of README.md's ``section`` (a ``###`` heading): per row, the backticked names of its first cell."""
    text = (ROOT / "README.md").read_text().split(f"### {section}\n", 1)[1].split("\n#", 1)[0]
    tables = [block for block in text.split("\n\n") if block.startswith("|")]
    return [[re.findall(r"`([A-Za-z_]+)`", row.split("|")[1]) for row in table.splitlines()[2:]] for table in tables]


def test_the_readmes_event_and_state_tables_name_every_event_type_and_status_of_the_core():
    from agentops.core.events import EventType
    from agentops.core.states import ExecStatus, RunStatus

    events = set()
    for names in _tables("Journal, not actions")[0]:  # `ManualConfirmRequested` / `Granted`: the prefix is shared
        prefix = re.sub(r"[A-Z][a-z]+$", "", names[0])
        events |= {names[0], *(name if name in set(EventType) else prefix + name for name in names[1:])}
    assert events == set(EventType)
    runs, executions = ({name for names in table for name in names} for table in _tables("States"))
    assert runs == set(RunStatus) and executions == set(ExecStatus)


def _documented_defaults() -> dict[str, str]:
    """Each configuration.md row's default per name; a row of several names (``A`` / ``B``) has one per name."""
    found = {}
    for names, default in re.findall(r"^\| (`AGENTOPS_[^|]*) \| ([^|]*) \|", CONFIGURATION.read_text(), re.M):
        names, defaults = re.findall(r"`(AGENTOPS_\w+)`", names), default.split(" / ")
        found |= dict(zip(names, defaults if len(defaults) == len(names) else [default] * len(names), strict=True))
    return found


def test_each_default_configuration_gives_is_the_one_the_settings_use():
    """Where agentops/settings.py reads a name with a literal default (``env_int("AGENTOPS_LEASE_SECONDS", 30, …)``)."""
    import ast

    documented, wrong = _documented_defaults(), []
    for call in ast.walk(ast.parse((ROOT / "agentops" / "settings.py").read_text())):
        if not (isinstance(call, ast.Call) and len(call.args) >= 2):
            continue
        name, default = call.args[0], call.args[1]
        if not (isinstance(name, ast.Constant) and str(name.value).startswith("AGENTOPS_")):
            continue
        if not isinstance(default, ast.Constant) or name.value not in documented:
            continue
        cell, value = documented[name.value].strip(), default.value
        said = re.findall(r"`([^`]*)`", cell)
        if value in ("", False):  # (or another setting's value: `DJANGO_SECRET_KEY`)
            ok = cell.startswith(("empty", "—", "`false`", "`0`")) or bool(said and re.fullmatch(r"[A-Z_]+", said[0]))
        elif not said:  # said in words ("Django's SMTP backend")
            ok = True
        elif isinstance(value, bool):
            ok = said[0] == str(value).lower()
        elif isinstance(value, int | float):
            ok = re.fullmatch(r"[\d,.]+", said[0]) is not None and float(said[0].replace(",", "")) == value
        else:
            ok = said[0] == value
        if not ok:
            wrong.append(f"{name.value}: the settings' default {value!r}, configuration.md says {cell[:40]!r}")
    assert wrong == []
