"""What the operators' and developers' commands share: one-line errors instead of tracebacks.

:class:`JournalCommand` is the base of every command that reads or writes the journal. Before it
runs, it checks that the database is reachable and migrated, so a fresh data directory answers
"run `python manage.py migrate`" rather than ``no such table: runs_run``.
"""

from __future__ import annotations

import argparse
import getpass
import json
import logging
import os
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

from django.core import checks
from django.core.management.base import BaseCommand, CommandError
from django.db import DatabaseError, OperationalError

from agentops.core.errors import first_line
from agentops.core.protocol import CallState, Decision, decision_refusal
from agentops.core.states import UNSETTLED_EXEC
from agentops.core.visible import visible
from agentops.startup import SKIPPED_AT_START, unapplied_migrations
from approvals.amounts import needs_typing
from runs.api.fields import decimal_number, whole_number
from runs.dashboard.selectors import run_exists
from runs.models import Run, ToolExecution
from runs.roles import username_has_role
from runs.worker.dispatch import wait_in_process, worker_mode
from runs.worker.registry import is_external
from runs.worker.storage import database_label, storage_failure


def require_migrated(alias: str = "default") -> None:
    """CommandError (one line: what to run) when the database is unreachable or not fully migrated."""
    try:
        pending = unapplied_migrations(alias)
    except DatabaseError as exc:
        raise CommandError(f"cannot open the database ({database_label(alias)}): {first_line(exc)}") from exc
    if pending:
        raise CommandError(
            f"the database ({database_label(alias)}) is not migrated ({pending} migrations to apply): "
            "run `python manage.py migrate` first"
        )


#: the longest ``--actor``: a decision takes the lease as ``operator:<actor>`` (a 200-character column)
MAX_ACTOR = 150


def cli_actor(given: str = "", say: Callable[[str], object] | None = None, role: str | None = None) -> str:
    """Who decides, for the journal: an active user of the deployment holding ``role`` (the one the dashboard asks
    for the same decision: ``approver`` to approve or reject a held call, ``operator`` to settle, fork or continue),
    as the pages record them (four eyes compares these names, and the audit trail names a person). ``--actor`` names
    them; left out, the OS login stands for the user of that username if one is active (Django's ``changepassword``
    takes the same default), and ``say`` is told so (the command's stderr). Anyone else is CommandError (exit 1)
    before anything is written: ``--actor`` was free text (anyone could sign as anyone); left out, ``cli:<os
    login>`` was recorded — an actor that is no user, whom four eyes could not match and the trail could not
    attribute; and a viewer's name signed an approval the page would have refused them."""
    actor = given.strip()
    if not actor:
        actor = _os_login()
        if not (actor and _active(actor)):
            raise CommandError(
                "name who decides: --actor USERNAME, an active user of this deployment (the journal records who "
                "decided, and four eyes compares it); "
                + (f"your OS login {actor!r} is no active user here" if actor else "your OS login is unknown")
                + "; nothing was written"
            )
        if say is not None and (role is None or username_has_role(actor, role)):
            say(f"deciding as {actor!r} (your OS login, an active user here; --actor USERNAME names another)")
    elif len(actor) > MAX_ACTOR or "\x00" in actor:
        raise CommandError(f"--actor is at most {MAX_ACTOR} characters, without NUL (got {len(actor)})")
    elif not (found := _active(actor)):
        raise CommandError(
            f"--actor {actor!r} is {'not an active user' if found is not None else 'no user'} of this deployment: "
            "name your own active dashboard user (the journal records who decided, and four eyes compares it); "
            "nothing was written"
        )
    if role is not None and not username_has_role(actor, role):
        raise CommandError(
            f"{actor!r} does not hold the {role} role, which this decision needs (as on the dashboard); name a user "
            f"who does with --actor, or have an admin give it (`python manage.py create_user {actor} --role {role} "
            "--update`); nothing was written"
        )
    return actor


def add_actor_argument(parser: Any, who: str) -> None:
    """``--actor`` as every deciding command takes it (``who``: "who decides", "who forks" …), read by :func:`cli_actor`."""
    parser.add_argument(
        "--actor",
        default="",
        help=f"{who}: an active user (default: your OS login, if an active user has that username)",
    )


def _os_login() -> str:
    """The OS account running the command ("" when the system cannot say: no passwd entry, no LOGNAME/USER)."""
    try:
        return getpass.getuser().strip()
    except (OSError, KeyError, ImportError):
        return ""


def _active(username: str) -> bool | None:
    """True: an active user of that username; False: an inactive one; None: none (or a name no user can have)."""
    if len(username) > MAX_ACTOR or "\x00" in username:
        return None
    from django.contrib.auth import get_user_model

    return get_user_model().objects.filter(username=username).values_list("is_active", flat=True).first()


def driven_here_note(run_id: str) -> str:
    """What happens to a run handed to the worker from a command, in this deployment's worker mode (an external
    run's client drives it, whatever the mode)."""
    if _external(run_id):
        return (
            f"run {run_id} is driven by its agent's client through the API: it goes on when the client comes back "
            "(its claim of the call gets this decision)"
        )
    mode = worker_mode()
    if mode in ("thread", "eager"):
        return (
            f"AGENTOPS_WORKER={mode} (the embedded default has no separate worker): the run is driven inside this "
            "command, which returns when the run completes, waits for a human or fails"
        )
    if mode == "none":
        return "AGENTOPS_WORKER=none: nothing drives the run; `python manage.py drive RUN_ID` does"
    return "a Celery worker drives the run"


def report_driven_here(command: BaseCommand, run_id: str) -> None:
    """On the embedded default (``thread``/``eager``), wait for the drive this command handed over, then
    print where the run stopped (stderr, as ``create_run`` does); a Celery worker's drive is not waited for."""
    if worker_mode() not in ("thread", "eager") or _external(run_id):
        return
    wait_in_process()
    status = Run.objects.values_list("status", flat=True).get(id=run_id)
    command.stderr.write(f"{run_id}: {status}{what_next(run_id, status)}")


def announce_and_wait(command: BaseCommand, run_id: str) -> None:
    """A run this command made and handed over to be driven (a fork, a continuation): say who drives it (stderr,
    unless a Celery worker does) and, on the embedded default, wait for that drive (:func:`report_driven_here`): the
    process exiting under it cut the drive off mid-step with a traceback."""
    if worker_mode() != "celery":
        command.stderr.write(f"{run_id}: {driven_here_note(run_id)}")
    report_driven_here(command, run_id)


def _external(run_id: str) -> bool:
    return is_external(Run.objects.values_list("agent", flat=True).get(id=run_id))


def what_next(run_id: str, status: str, *, listed: bool = False) -> str:
    """The command an operator runs next for a run that stopped in ``status`` ("" when none); ``listed``:
    the caller printed the run's open calls already (show_run), so it does not point at itself."""
    where = "" if listed else f"`python manage.py show_run {run_id}` lists it; "
    typed = status == "WAITING_MANUAL_CONFIRM" and _asks_amount(run_id)
    amount = (
        " --amount AMOUNT` (a payment to confirm by typing its amount; or reject_call)"
        if typed
        else "` (or reject_call)"
    )
    hints = {
        "WAITING_MANUAL_CONFIRM": f"a high-risk call waits for an approver: {where}"
        f"`python manage.py approve_call EXECUTION_ID --reason …{amount}",
        "RECOVERING": f"a call's outcome is unknown: {where}"
        f"`python manage.py settle_call EXECUTION_ID {'|'.join(_settlements(run_id))} --reason …`",
        "FAILED": "" if listed else f"`python manage.py show_run {run_id}` shows why",
    }
    if status == "WAITING_MANUAL_CONFIRM" and not ToolExecution.objects.filter(run_id=run_id, status=status).exists():
        hints[status] = _decided(run_id)
    hint = hints.get(status)
    return f" — {hint}" if hint else ""


def _decided(run_id: str) -> str:
    """The hint for a run still WAITING_MANUAL_CONFIRM whose held calls are all decided: an API-driven run waits for its
    agent's client (it told operators to approve_call, which answers "already approved … nothing to decide")."""
    if _external(run_id):
        return (
            "every held call is decided: the run goes on when its agent's client comes back (its claim gets the "
            "decision); if it never does, dead-letter the run on the dashboard (its stuck view, or a bulk dead-letter)"
        )
    return "every held call is decided: the run goes on when a worker takes it up"


def _settlements(run_id: str) -> list[str]:
    """The decisions ``settle_call`` accepts on the run's calls in doubt, as the decision rule itself says
    (``agentops.core.protocol``: every ``Decision``; ``retry_same_key`` only for a call without a result)."""
    results = ToolExecution.objects.filter(run_id=run_id, status__in=UNSETTLED_EXEC).values_list(
        "result_event_id", flat=True
    )
    has_result = bool(results) and all(result is not None for result in results)
    return [str(d) for d in Decision if decision_refusal(d, CallState.IN_DOUBT, has_result=has_result) is None]


def _asks_amount(run_id: str) -> bool:
    """Whether ``approve_call`` asks ``--amount`` for one of the run's held calls (approve_call's own rule; the
    hint names no amount: the amount to type is shown to approvers only, and a masked one stays masked here)."""
    held = ToolExecution.objects.filter(run_id=run_id, status="WAITING_MANUAL_CONFIRM").values_list("args", "tool")
    return any(needs_typing(json.loads(args), tool) is not None for args, tool in held)


#: Line breaks and other control characters as their escapes: an event, a run is one line (an agent's park reason with
#: a line break printed a line of its choosing, a forged "OperatorDecision … confirm" among the events; a reference, a
#: forged row of list_runs)
_ONE_LINE = {c: f"\\u{c:04x}" for c in (*range(0x20), *range(0x7F, 0xA0), 0x2028, 0x2029)} | {
    0x09: "\\t",
    0x0A: "\\n",
    0x0D: "\\r",
}


def one_line(value: Any) -> str:
    """``value`` as text on one line, the characters that reorder or hide text shown (``agentops.core.visible``): an
    agent's words in a command's line of text (an event's fields, a run's reference)."""
    return visible(str(value)).translate(_ONE_LINE)


def event_line(item: dict[str, Any]) -> str:
    """One timeline entry (``runs.dashboard.selectors.event_item``) as one line of text."""
    where = ""
    if item["step"] is not None:
        where = f" step {item['step']}" + (f" call {item['call_index']}" if item["call_index"] is not None else "")
    tool = f" {item['tool']}" if item["tool"] else ""
    status = f" [{item['exec_status']}]" if item["exec_status"] else ""
    fields = " · ".join(f"{k}: {one_line(v)}" for k, v in item["fields"] if v)
    chain = "" if item["chain"] == "ok" else f" (chain {item['chain']})"
    return f"{item['seq']:>5} {item['created_at']:%H:%M:%S} {item['type']}{where}{tool}{status}{chain}  {fields}"


def pick_execution(ref: str, statuses: tuple[str, ...], what: str) -> str:
    """The execution id ``ref`` names: an execution id, or a run id with exactly one call in ``statuses``."""
    if ToolExecution.objects.filter(id=ref).exists():
        return ref
    if not Run.objects.filter(id=ref).exists():
        raise CommandError(
            f"{ref!r} is neither a tool execution nor a run; `python manage.py show_run RUN_ID` lists a run's open calls"
        )
    calls = list(
        ToolExecution.objects.filter(run_id=ref, status__in=statuses)
        .order_by("step", "call_index")
        .values_list("id", "tool", "step", "call_index")
    )
    if len(calls) == 1:
        return calls[0][0]
    if not calls:
        raise CommandError(f"run {ref} has no call {what}")
    listed = ", ".join(f"{i} ({tool}, step {step} call {index})" for i, tool, step, index in calls)
    raise CommandError(f"run {ref} has {len(calls)} calls {what}: {listed}; name one of them")


_UNITS = {"m": "minutes", "h": "hours", "d": "days", "w": "weeks"}


_DURATION = re.compile(r"\s*0*(\d*)\s*([mhdw])\s*", re.IGNORECASE)
#: the largest number of a unit a duration may have: more would overflow a date
MAX_DURATION = 99_999


def whole(text: str) -> int:
    """An argument's whole number (argparse's ``type``), by the rule of every entry of a number
    (``runs.api.fields.whole_number``: ASCII digits; ``type=int`` took a full-width "１" for 1)."""
    number = whole_number(text)
    if number is None:
        raise argparse.ArgumentTypeError(f"not a whole number in ASCII digits: {text!r}")
    return number


def decimal(text: str) -> float:
    """An argument's number (argparse's ``type``), by the rule of :func:`whole`."""
    number = decimal_number(text)
    if number is None:
        raise argparse.ArgumentTypeError(f"not a number in ASCII digits: {text!r}")
    return number


def duration(text: str) -> timedelta | None:
    """A ``--since``-style duration (``30m``, ``12h``, ``7d``, ``2w``: 1 to 99,999 of a unit, leading zeros read as
    the number they pad: ``007d`` is 7 days) as a timedelta; None for anything else, zero included (each command
    says what else it takes; :func:`too_far_back` tells a duration past 99,999)."""
    match = _DURATION.fullmatch(text or "")
    if not match or not match[1] or len(match[1]) > len(str(MAX_DURATION)) or int(match[1]) > MAX_DURATION:
        return None
    return timedelta(**{_UNITS[match[2].lower()]: int(match[1])})


def too_far_back(text: str) -> bool:
    """Whether ``text`` is a duration whose number is past :data:`MAX_DURATION` (``99999999d``)."""
    match = _DURATION.fullmatch(text or "")
    return bool(match and match[1]) and duration(text) is None


def too_far_back_error(option: str, value: str) -> str:
    """The refusal of a duration past :data:`MAX_DURATION`, as every ``--since`` says it."""
    return (
        f"{option} {shown_id(value)} is too far back: a duration is 1 to {MAX_DURATION:,} minutes, hours, days or "
        "weeks (90m, 2h, 3d, 1w)"
    )


def shown_id(value: str, limit: int = 40) -> str:
    """An id as an error shows it: quoted, and one over ``limit`` characters cut with "…" and its length (a
    3,000-character id is not echoed back whole)."""
    if len(value) <= limit:
        return repr(value)
    quoted = repr(value[:limit])
    return f"{quoted[:-1]}…{quoted[-1]} ({len(value)} characters)"


def unknown_run(run_id: str) -> str:
    """The error of a command given a run id that names no run: the id as :func:`shown_id` shows it."""
    return f"unknown run {shown_id(run_id)}; `python manage.py list_runs` lists the runs"


def require_run(run_id: str) -> None:
    """CommandError (:func:`unknown_run`) unless ``run_id`` names a run (a NUL in it names none)."""
    if not run_exists(run_id=run_id):
        raise CommandError(unknown_run(run_id))


def to_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1, default=str)


def _refuse_undecodable(value: Any) -> None:
    """CommandError for an argument whose bytes are not UTF-8 (Python hands them over as lone surrogates,
    which no database, JSON or terminal write takes): one line, not a UnicodeEncodeError traceback."""
    for text in value if isinstance(value, list | tuple) else (value,):
        if isinstance(text, str) and not text.isascii():
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                raw = text.encode("utf-8", "surrogateescape")
                raise CommandError(f"an argument is not valid UTF-8: {raw!r}") from None


@contextmanager
def warnings_only(quiet: bool) -> Iterator[None]:
    """With ``quiet``, the root logger passes warnings and errors only while the block runs (unless
    ``AGENTOPS_LOG_LEVEL`` asks otherwise): a command's output is its own lines, and the INFO logs of the code it
    calls (``not driving run_…`` before the same refusal) were noise on a script's stderr."""
    root = logging.getLogger()
    level = root.level
    if quiet and "AGENTOPS_LOG_LEVEL" not in os.environ and level < logging.WARNING:
        root.setLevel(logging.WARNING)
    try:
        yield
    finally:
        root.setLevel(level)


class OneLineCommand(BaseCommand):
    """A project command: a mistyped argument is one line (no usage block), a reader that went away
    (``show_run … | head``) ends the output quietly, and INFO logs are shown only with ``-v 2`` or more
    (:func:`warnings_only`; ``quiet_logs = False`` for a command that serves, whose logs are the server's)."""

    quiet_logs = True

    def check(self, app_configs: Any = None, tags: Any = None, **kwargs: Any) -> None:
        """Django's system checks before the command runs, but the pages' (:data:`agentops.startup.SKIPPED_AT_START`,
        as daphne and the workers start): they import every view, template and the admin, ~0.5 s of CPU a command,
        and none is about what a command over the journal does. ``manage.py check`` runs them all."""
        if tags is None:
            tags = sorted(checks.registry.registry.tags_available() - SKIPPED_AT_START)
        super().check(app_configs, tags, **kwargs)

    def create_parser(self, prog_name: str, subcommand: str, **kwargs: Any) -> Any:
        parser = super().create_parser(prog_name, subcommand, **kwargs)
        if parser.called_from_command_line:
            parser.print_usage = lambda file=None: None  # argparse prints it before the error line
            error = parser.error
            parser.error = lambda message: error(f"{message} (`python manage.py {subcommand} --help` shows the usage)")
        return parser

    def execute(self, *args: Any, **options: Any) -> Any:
        for value in (*args, *options.values()):
            _refuse_undecodable(value)
        try:
            with warnings_only(self.quiet_logs and options.get("verbosity", 1) < 2):
                return super().execute(*args, **options)
        except OperationalError as exc:  # a full disk, a read-only data directory, a database gone mid-command
            alias = options.get("database") or "default"
            if failure := storage_failure(exc, alias):  # the server's 503 says it in the same words
                raise CommandError(failure.message) from exc
            raise CommandError(f"the database ({database_label(alias)}) failed: {first_line(exc)}") from exc
        except BrokenPipeError:
            # stdout's reader is gone (`show_run … | head -1`): it read what it wanted, so the command ends quietly
            # and succeeds, as Unix filters do; stdout points at /dev/null so the interpreter's final flush is quiet
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(0)


class JournalCommand(OneLineCommand):
    """A command over the journal: refuses at once, in one line, on an unmigrated database."""

    def execute(self, *args: Any, **options: Any) -> Any:
        require_migrated(options.get("database") or "default")
        return super().execute(*args, **options)
