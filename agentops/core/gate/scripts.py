"""Shell commands and program code that destroy (:func:`_shell`, :func:`_code`), read through each other: a command
that runs code (``python -c``), code that runs a command (``os.system("rm …")``), a script piped, decoded or fetched
into a shell, each command's program judged with its arguments (a destroying command or CLI, SQL passed to a client,
an HTTP request by ``curl`` / ``wget`` / ``httpie``). One module because the two recurse into each other."""

from __future__ import annotations

import itertools
import re
import shlex

from agentops.core.gate.bulk import _outward

#: One call acting on at least this many ids, recipients or accounts is a bulk act
from agentops.core.gate.files import _written_over
from agentops.core.gate.keys import BULK_ARGS_MIN, _tokens
from agentops.core.gate.loops import _in_a_loop
from agentops.core.gate.shell import (
    _BRACED,
    _CLI_DESTROYS,
    _CLIS,
    _COMPUTED,
    _DECODES,
    _DOWNLOADS,
    _ECHOED,
    _FETCHED_RUN,
    _GIT_VALUED,
    _HTTPIES,
    _IFS,
    _LOOKED_UP,
    _PACKAGE_MANAGERS,
    _SHELL_DESTROYS,
    _SHELLS,
    _SQL_FILE_OPTIONS,
    _SSH_VALUED,
    _SYSTEM_TREE,
    _VARIABLE,
    _WRITES_ONTO,
    _base64,
    _cli_words,
    _commands,
    _copied_empty,
    _device,
    _fork_bomb,
    _git,
    _here_string,
    _inline_code,
    _interpreter,
    _local_files,
    _past_options,
    _piped_sql_file,
    _pipelines,
    _program,
    _redirected,
    _sed_deletes,
    _sql_client_files,
    _stops_or_loses,
    _unwrapped,
)
from agentops.core.gate.sql import _destroys_file, _sql
from agentops.core.gate.web import _CHAIN_SENDS, _curl, _httpie, _request, _wget
from agentops.core.protocol import (
    DESTROY_VERBS,
    high_risk_word,
    name_words,
)

#: an alias defined in the text (``alias x=rm``, ``alias x='rm -rf'``): a command named by it runs what it stands for
_ALIAS = re.compile(r"""\balias\s+(?P<name>[\w.+-]+)=(?P<q>['"]?)(?P<value>[^'";&|\n]*)(?P=q)""")


def _shell(text: str) -> str:
    """Why shell ``text`` destroys or moves money ("": it does not): a fork bomb; text fetched or decoded into an
    interpreter (unread, as padding is); each command of it (split at ``;``, ``&&``, pipes, ``$(…)``) read past
    ``sudo`` and the like, with where it redirects its output; ``bash -c`` read again, ``python -c`` as code; SQL
    handed to ``psql -c`` read as SQL."""
    bomb = _fork_bomb(text)
    if bomb:
        return f"shell {bomb}"
    if _SQL_FIRST.match(text) and (why := _sql(text)):  # ``execute_command({"command": "DROP DATABASE prod"})``
        return why
    text = _ECHOED.sub(lambda found: found["word"], text)  # ``$(echo rm) -rf /data`` runs rm
    text = _LOOKED_UP.sub(lambda found: found["program"], text)  # ``$(which rm) -rf /srv`` runs rm
    text = _IFS.sub(" ", text)  # ``rm$IFS-rf$IFS/srv`` runs ``rm -rf /srv``
    text = _BRACED.sub(lambda found: found["words"].replace(",", " "), text)  # ``{rm,-rf,/srv}`` too
    why = _layered(text) or _mailed_in_a_loop(text) or _heredoc_fed(text)
    if why:
        return why
    aliases = {found["name"]: _tokens(found["value"]) for found in _ALIAS.finditer(text)}
    commands = _commands(text)
    runs_sql = any(_program(_unwrapped(_tokens(c))) in _SQL_FILE_OPTIONS for c in commands)
    for command in commands:
        tokens = [token.replace("\\$", "$") for token in _tokens(command)]  # ``"… \$\$ … \$\$"``: bash passes ``$$`` on
        if tokens and tokens[0] in aliases:  # ``alias x=rm; x -rf /srv`` runs ``rm -rf /srv`` (fix-agents9)
            tokens = [*aliases[tokens[0]], *tokens[1:]]
        why = _redirected(command) or _command(tokens)
        if not why and runs_sql and _program(tokens) in _PRINTS:  # ``echo "DROP …" > q.sql && psql -f q.sql``
            why = next(
                (f"{w} in shell `{' '.join(tokens)[:80]}`" for t in tokens[1:] if len(t) > 8 and (w := _sql(t))), ""
            )
        if why:
            return why
    return ""


def _layered(text: str) -> str:
    """Code a command runs through another layer, read where it can be: a shell or interpreter fed by a pipe
    (``echo … | base64 -d | sh``: the decoded text judged; ``curl … | sh``: held, unreadable), a process
    substitution of a download (``bash <(curl …)``), a program whose name is computed (``$(cat x) -rf /``) or held in
    a variable (``$VAR -rf /``)."""
    shown = " ".join(text.split())[:80]
    if _FETCHED_RUN.search(text):
        return f"shell `{shown}` (runs code it downloads or decodes: unreadable before it runs)"
    computed = _COMPUTED.search(text)
    if computed is not None and not re.match(r"\s*(?:which|command\s+-v|type\s+-p)\s", computed["inner"]):
        return f"shell `{shown}` (runs a program named only when it runs: {computed.group().strip()[:40]})"
    if variable := _VARIABLE.search(text):
        return f"shell `{shown}` (runs the program variable {variable['var'][:40]} names: unreadable before it runs)"
    for pipeline in _pipelines(text):
        for i, stage in enumerate(pipeline):
            program = _program(stage)
            fed = _here_string(stage)
            if fed is not None and (program in _SHELLS or _interpreter(program)):  # ``sh <<< 'rm -rf /srv'``
                why = _shell(fed) if program in _SHELLS else _code(fed)
                why = f"{why} in shell `{' '.join(stage)[:80]}`" if why and program not in _SHELLS else why
            elif program in _SHELLS and "-c" in stage[1:-1]:
                why = _shell(stage[stage.index("-c") + 1])
            else:
                code = _inline_code(program, stage)
                why = _code(code) if code else ""
                why = f"{why} in shell `{' '.join(stage)[:80]}`" if why else ""
            why = why or (_fed(pipeline[:i], stage) or _piped_sql_file(pipeline[0], stage) if i else "")
            if not why and i and program in _SQL_FILE_OPTIONS and _program(pipeline[0]) in {"echo", "printf"}:
                printed = " ".join(t for t in pipeline[0][1:] if not t.startswith("-"))
                why = _sql(printed)  # ``echo "DROP TABLE x" | psql``: what it prints is run
                why = f"{why} (piped into {program})" if why else ""
            if why:
                return why
    return ""


#: a here-document: the line that opens it (``python3 - <<'PY'``, ``cat <<EOF | psql``), its body and its end
_HEREDOC = re.compile(
    r"^(?P<head>[^\n]*?)<<(?P<dash>-?)[ \t]*(?P<q>['\"]?)(?P<tag>[A-Za-z_]\w*)(?P=q)(?P<rest>[^\n]*)\n"
    r"(?P<body>.*?)^[ \t]*(?P=tag)[ \t]*$",
    re.S | re.M,
)
#: what only passes a here-document on to the next stage of its pipeline (``cat <<EOF | psql``)
_PASSES_ON = frozenset({"cat", "tee", ""})


def _heredoc_fed(text: str) -> str:
    """Why a here-document's body is held as what reads it runs it: an interpreter's code (``python3 - <<'PY' …
    shutil.rmtree(…) … PY``), a SQL client's SQL (``psql <<SQL … DROP TABLE users; … SQL``, ``cat <<EOF | mysql``);
    each ran ungated until gate13 (a shell's body is read line by line as the command's own)."""
    for found in _HEREDOC.finditer(text):
        head = [s for p in _pipelines(f"{found['head']} {found['rest']}") for s in p]
        stages = head[next((i for i, s in enumerate(head) if _program(s) not in _PASSES_ON), len(head)) :]
        program = _program(stages[0]) if stages else ""
        body = found["body"]
        if _interpreter(program):
            why = _code(body)
        elif program in _SQL_FILE_OPTIONS:
            why = _sql(body)
        else:
            continue
        if why:
            return f"{why} (a here-document read by {program})"
    return ""


def _fed(sources: list[list[str]], stage: list[str]) -> str:
    """Why a pipeline stage that runs the code piped to it (``sh``, ``python3 -``) is held: what it is fed from a
    download, a decoder, stdin, a variable or another program (``curl … | sh``, ``make_script | sh``: code nobody can
    read before it runs); "" when it is fed a literal the shell / code rule lets through (``echo ls | sh``) or local
    files read by ``cat`` and filtered (``cat install.sh | sh``), run as ``sh install.sh`` runs them unheld."""
    program = _program(stage)
    language = "shell" if program in _SHELLS else "code" if _interpreter(program) else ""
    if not language or any(not t.startswith("-") or t == "-c" for t in stage[1:] if t != "-"):
        return ""  # ``sh script.sh``, ``python3 -c …``, ``python3 -m json.tool``: not the piped text
    shown = " | ".join(" ".join(s) for s in (*sources, stage))[:80]
    programs = [_program(s) for s in sources]
    if not _DOWNLOADS.isdisjoint(programs):
        return f"shell `{shown}` (runs code it downloads: unreadable before it runs)"
    text = " ".join(t for t in sources[0][1:] if not t.startswith("-")) if programs[0] in {"echo", "printf"} else None
    if _local_files(sources[0]) and _DECODES.isdisjoint(programs):
        return ""  # ``cat install.sh | sh``, ``cat job.sh | grep -v '^#' | bash``: as ``sh install.sh``
    for step, source in zip(programs[1:], sources[1:], strict=True):
        if step not in _DECODES and text is None:
            continue  # ``cat "$F" | grep -v '^#' | sh``: the text of what is read, told below
        text = _base64(text) if text is not None and step == "base64" else None
        if text is None:
            return f"shell `{shown}` (runs what {' '.join(source)[:30]} makes of it: unreadable before it runs)"
    if text is None:
        fed = " ".join(sources[0])[:30]
        return f"shell `{shown}` (runs the code {fed} pipes into it: unread before it runs)"
    why = _shell(text) if language == "shell" else _code(text)
    return f"{why} (piped into {program}: `{shown}`)" if why else ""


def _command(tokens: list[str]) -> str:
    tokens = _unwrapped(tokens)
    if not tokens:
        return ""
    program = _program(tokens)
    shown = " ".join(tokens)[:80]
    if program in _SHELLS and "-c" in tokens[1:-1]:
        return _shell(tokens[tokens.index("-c") + 1])
    if program == "eval":
        return _shell(" ".join(tokens[1:]))
    if program == "ansible" and (ran := _ansible_runs(tokens)):  # ``ansible all -m shell -a "rm -rf /srv"`` (gate13)
        return _shell(ran)
    if program == "ssh":  # the command it runs on the host, read as here (``ssh prod 'rm -rf /srv'`` was let through)
        remote = _past_options(tokens, _SSH_VALUED)[2:]
        return _shell(" ".join(remote)) if remote else ""
    code = _inline_code(program, tokens)
    why = _code(code) if code else ""
    if why:
        return f"{why} in shell `{shown}`"
    dry = _dry_run(program, tokens)
    why = "" if dry else _stops_or_loses(program, tokens[1:])
    if why:
        return f"shell `{shown}` ({why})"
    why = next((w for f in _sql_client_files(program, tokens) if (w := _destroys_file(f))), "")
    if why:
        return f"{why} in shell `{shown}`"
    for token in tokens[1:] if program not in _PRINTS else ():
        why = _sql(token) if len(token) > 8 else ""
        if why:
            return f"{why} in shell `{shown}`"
    if program in _SHELL_DESTROYS or program.startswith("mkfs"):
        return f"shell `{shown}`"
    if program == "dd" and any(t.startswith("of=") for t in tokens):
        return f"shell `{shown}` (dd writes over its target)"
    if program == "cp" and (emptied := _copied_empty(tokens)):
        return f"shell `{shown}` (empties {emptied})"
    onto = next((t for t in tokens[_WRITES_ONTO[program]] if _device(t)), None) if program in _WRITES_ONTO else None
    if onto is not None:
        return f"shell `{shown}` (writes onto device {onto})"
    if program == "mv" and len(tokens) > 2 and tokens[-1].startswith("/dev/"):  # ``mv /srv/data /dev/null``: gone
        return f"shell `{shown}` (moves what it is given onto {tokens[-1]}: gone)"
    if program == "sed" and (edited := _sed_deletes(tokens)):
        return f"shell `{shown}` ({edited})"
    if program in _TYPERS and (why := _typed_argv(program, tokens)):
        return f"shell `{shown}` (types {why})"
    recursive = any(t == "--recursive" or re.fullmatch(r"-[a-zA-Z]*R[a-zA-Z]*", t) for t in tokens[1:])
    if program in {"chmod", "chown", "chgrp"} and recursive and any(_SYSTEM_TREE.fullmatch(t) for t in tokens[2:]):
        return f"shell `{shown}` (every file of a system tree)"
    if program == "find" and ("-delete" in tokens or any(t in _SHELL_DESTROYS for t in tokens)):
        return f"shell `{shown}`"
    if program == "curl":
        return _curl(tokens)
    if program == "wget":
        return _wget(tokens)
    if program in _HTTPIES:
        return _httpie(tokens)
    if (ran := _run_over_all(tokens)) and not dry:
        return f"shell `{shown}` ({ran})"
    if dry:  # ``rsync --delete --dry-run``, ``terraform plan -destroy``, ``kubectl delete … --dry-run=client``
        return ""
    if program == "git":
        return _git(_past_options(tokens, _GIT_VALUED), shown)
    if program in _COIN_CLIS and (said := next((w for w in _cli_words(tokens) if _coins_sent(w)), None)):
        return f"shell `{shown}` (says {said!r}: coins sent)"
    if program in _PACKAGE_MANAGERS and (said := next((w for w in _cli_words(tokens) if w in _CLI_DESTROYS), None)):
        return f"shell `{shown}` (says {said!r})"
    if program in {"terraform", "tofu"} and [t for t in tokens[1:] if not t.startswith("-")][:2] == ["state", "rm"]:
        return ""  # the resource forgotten by the state, left running: no ``rm`` of it (held until gate13)
    if program in _CLIS:
        # the sub-command as a name (``stripe refunds create``), or a destroy verb anywhere in it: ``gcloud compute
        # instances delete`` (``compute`` would read as a read verb), ``docker system prune``
        words = _cli_words(tokens)
        said = high_risk_word(" ".join(words)) or next(
            (w for w in words if w in _CLI_DESTROYS or high_risk_word(w) in DESTROY_VERBS), None
        )
        if said is not None:
            return f"shell `{shown}` (says {said!r})"
    return ""


#: a command that is a SQL statement, not a program (a database tool's ``command``: ``DROP DATABASE prod``; read as
#: a program named ``DROP`` until gate13)
_SQL_FIRST = re.compile(
    r"\s*(?:DROP|DELETE|TRUNCATE|UPDATE|ALTER|MERGE|REPLACE|GRANT|REVOKE|WITH|EXEC|EXECUTE|CALL)\s", re.I
)
#: programs that print or search text, never run it: SQL among their words is a message, a pattern, a note
#: (``echo 'DROP TABLE users' > example.sql``, ``grep -rn "DELETE FROM users" src/``: held until gate13); what
#: ``echo`` pipes into a SQL client is read where it is run (:func:`_layered`)
_PRINTS = frozenset({"echo", "printf", "grep", "egrep", "fgrep", "rg", "ag"})


def _ansible_runs(tokens: list[str]) -> str:
    """The command an ad-hoc ``ansible`` run has every host it names run (``-a`` / ``--args`` of the ``command`` module,
    the default, or of ``shell`` / ``raw``), "" for another module's arguments."""
    module = next((tokens[i + 1] for i, t in enumerate(tokens[:-1]) if t in {"-m", "--module-name"}), "command")
    given = next((tokens[i + 1] for i, t in enumerate(tokens[:-1]) if t in {"-a", "--args"}), "")
    return given if module.rsplit(".", 1)[-1] in {"command", "shell", "raw"} else ""


#: a flag that selects every one (``--all``, ``--all-customers``, ``--everyone``)
_ALL_FLAG = re.compile(r"--(?:all(?:[-_][a-z]+)*|everyone|every[-_][a-z]+)(?:=(?:true|yes|1))?", re.I)


def _run_over_all(tokens: list[str]) -> str:
    """Why a script or a task run over every one is held ("": it is not): its name says a send, a payment or a
    destroy (``send_invoices.py``, ``manage.py send_reminders``, ``rake charge_subscriptions``) and a flag selects
    all (``--all-customers``, ``--all``, ``--everyone``) — one call acting on many, as ``"all": true`` is in
    arguments; unheld until gate13. ``git push --all``, ``python report.py --all`` are not held."""
    flag = next((t for t in tokens[1:] if _ALL_FLAG.fullmatch(t)), None)
    if flag is None:
        return ""
    for word in [t for t in tokens[:4] if not t.startswith("-")]:
        name = re.sub(r"\.(?:py|js|mjs|cjs|ts|rb|sh|php|pl)$", "", word.rsplit("/", 1)[-1])
        said = high_risk_word(name) or ("send" if _outward(name) else None)
        if said is not None and name not in _SHELL_DESTROYS:
            return f"runs {name} over every one ({flag}: says {said!r})"
    return ""


#: the flags of a run that only shows what it would do (``--dry-run``, ``--dryrun``, PowerShell's ``-WhatIf``)
_DRY_FLAGS = frozenset({"--dry-run", "--dryrun", "--what-if", "-whatif"})
#: command lines that plan and change nothing: ``terraform plan`` / ``tofu plan``, ``pulumi preview``
_PLANS = {"terraform": "plan", "tofu": "plan", "terragrunt": "plan", "pulumi": "preview"}


def _dry_run(program: str, tokens: list[str]) -> bool:
    """Whether a command only shows what it would do: a dry-run flag (``aws s3 sync … --delete --dryrun``,
    ``kubectl delete … --dry-run=client``, not ``--dry-run=none``), rsync's ``-n`` among its short flags, a plan
    (``terraform plan -destroy``). Such a line of a sync, a CLI or git was held for what it would do until gate13;
    a program that has no such flag (``rm``) is read as before."""
    flags = [t.lower() for t in tokens[1:] if t.startswith("-")]
    if any(f in _DRY_FLAGS or (f.startswith("--dry-run=") and f[10:] not in {"none", "false"}) for f in flags):
        return True
    if program == "rsync" and any(re.fullmatch(r"-[a-zA-Z]*n[a-zA-Z]*", t) for t in tokens[1:]):
        return True
    plain = [t for t in tokens[1:] if not t.startswith("-")]
    return program in _PLANS and plain[:1] == [_PLANS[program]]


#: wallets' and nodes' command lines whose sub-command may send coins (``bitcoin-cli sendtoaddress``, Foundry's ``cast
#: send``, ``solana transfer``, ``lncli sendcoins``): each ran ungated (gate11); ``cast call``, ``getbalance`` read
_COIN_CLIS = frozenset({"bitcoin-cli", "litecoin-cli", "dogecoin-cli", "elements-cli", "cast", "solana", "spl-token",
                        "lncli", "lightning-cli", "near", "aptos", "sui", "monero-wallet-cli", "geth"})  # fmt: skip


def _coins_sent(word: str) -> bool:
    return bool(_CHAIN_SENDS.fullmatch(word)) or high_risk_word(word) is not None


#: programs that send mail from a command line, and the shell's loops over many (``for u in $(cat users.txt); do``,
#: ``while read e; do``, ``xargs``, GNU ``parallel``)
_MAILERS = frozenset({"mail", "mailx", "sendmail", "mutt", "neomutt", "msmtp", "swaks", "ssmtp", "s-nail", "sendemail"})
_SHELL_LOOP = re.compile(
    r"\bfor\s+\w+\s+in\b(?P<over>[^;\n]*)(?:;|\n)\s*do\b|\bwhile\b[^;\n]*\bread\b|(?<![\w-])(?:xargs|parallel)\b"
)


def _mailed_in_a_loop(text: str) -> str:
    """Why shell ``text`` mails many ("": it does not): a mailer (:data:`_MAILERS`) run in a loop over a list — a
    ``for`` over anything but fewer than 10 words written out, a ``while read``, ``xargs``, ``parallel``; the bulk
    send ``send_email`` to 40 is, ungated until gate11."""
    loop = _SHELL_LOOP.search(text)
    if loop is None:
        return ""
    over = (loop["over"] or "").split()
    if loop["over"] is not None and len(over) < BULK_ARGS_MIN and not re.search(r"[$`*?\[{]", loop["over"]):
        return ""
    mailer = next((p for c in _commands(text) if (p := _messenger(_unwrapped(_tokens(c))))), None)
    return f"shell `{' '.join(text.split())[:80]}` ({mailer} in a loop: bulk, one mail each)" if mailer else ""


#: command lines that message a person by a sub-command (``twilio api:core:messages:create``, ``aws ses
#: send-email``, ``aws sns publish``, ``signal-cli send``): in a loop, a bulk send as a mailer's is (gate13)
_MESSENGER_CLIS = {"twilio": frozenset({"messages", "message", "calls", "call"}), "aws": frozenset({"ses", "sesv2",
                   "sns", "pinpoint"}), "signal-cli": frozenset({"send"}), "telegram-send": frozenset(),
                   "slack": frozenset({"chat", "send"}), "mailgun": frozenset({"send"})}  # fmt: skip


def _messenger(tokens: list[str]) -> str:
    """The mailer (:data:`_MAILERS`) or messaging command line (:data:`_MESSENGER_CLIS`) ``tokens`` run, "" for
    none."""
    program = _program(tokens)
    if program in _MAILERS:
        return program
    if program not in _MESSENGER_CLIS:
        return ""
    words = {w for t in tokens[1:] if not t.startswith("-") for w in re.split(r"[:._-]", t.lower())}
    needs = _MESSENGER_CLIS[program]
    sends = not needs or (not needs.isdisjoint(words) and not words.isdisjoint({"create", "send", "publish", "email"}))
    return f"{program} {' '.join(t for t in tokens[1:3] if not t.startswith('-'))}".strip() if sends else ""


#: programs that type text into whatever window has the focus (a terminal, often): ``xdotool type``, ``ydotool type``,
#: ``wtype``; their options that take the next word as a value
_TYPERS = frozenset({"xdotool", "ydotool", "wtype", "dotool"})
_TYPER_VALUED = frozenset({"--delay", "--window", "--terminator", "--file", "--args", "--key-delay", "--key-hold",
                           "-d", "-s", "-k", "-P", "-p", "-M", "-m"})  # fmt: skip


def _typed_argv(program: str, tokens: list[str]) -> str:
    """What :func:`_typed` finds in the text a typing program types (``xdotool type 'rm -rf /srv'``), "" else."""
    words = tokens[1:]
    if program != "wtype":  # ``xdotool type …``, ``ydotool type …``: the text follows the sub-command
        if "type" not in words:
            return ""
        words = words[words.index("type") + 1 :]
    i, text = 0, []
    while i < len(words):
        if words[i].startswith("-") and len(words[i]) > 1:
            i += 2 if words[i] in _TYPER_VALUED else 1
            continue
        text.append(words[i])
        i += 1
    return _typed(" ".join(text) if program == "wtype" else "\n".join(text))


#: a line break as it is typed: a newline, a return, their escapes in a string not yet decoded, a key's name in braces
_TYPED_BREAK = re.compile(r"\r\n?|\n|\\[nr]|\{(?:enter|return)\}|<(?:enter|return)>", re.I)


def _typed(text: str) -> str:
    """Why text typed into a screen destroys ("": it does not): a line of it the shell rule holds, ``rm -rf /srv/data``
    typed (with Enter, or left for the next key press to run) into the terminal a computer-use agent has open runs
    as it would from ``bash``. Each ran ungated through a typing tool (known9)."""
    for line in _TYPED_BREAK.split(text):
        why = _shell(line) if line.strip() else ""
        if why:
            return why.removeprefix("shell ")
    return ""


#: code that types text into the screen: ``pyautogui.write``/``typewrite``, pynput's and ``keyboard``'s
#: ``keyboard.type``/``write``, Playwright's ``page.keyboard.type``/``insertText``, Selenium's ``send_keys``
_CODE_TYPES = re.compile(
    r"(?:\bpyautogui\.(?:write|typewrite)|\b(?:keyboard|kb|Keyboard)\s*\.\s*(?:type|write|insertText|insert_text)"
    r"|\.(?:send_keys|sendKeys|type_keys|typeText|type_text))\s*\(\s*(?:[rRbBuUfF]{1,2})?(?P<q>[\"'`])(?P<text>.*?)(?P=q)",
    re.S,
)


#: program code that deletes files (``shutil.rmtree(…)``, ``fs.rmSync(…)``), or runs a command (``os.system("rm …")``)
_CODE_DESTROYS = re.compile(
    r"(?P<call>\b(?:shutil\.rmtree|os\.(?:remove|unlink|rmdir|removedirs)|fsPromises\.(?:rm|unlink)|rimraf|"
    r"FileUtils\.rm_rf|File\.delete|os\.RemoveAll)|\.(?:unlink|rmdir|rm|rmSync|unlinkSync|rmdirSync|rm_rf))\s*\("
    # Perl's builtins called without parentheses: ``unlink glob "/srv/data/*"``, ``rmtree $dir``, ``unlink @files``
    r"|(?<![\w.$>])(?P<perl>unlink|rmtree|remove_tree)\s+(?=glob\b|map\b|grep\b|[$@<\"'])"
)
#: an HTTP DELETE sent from code: ``requests.delete(url)``, ``httpx.delete``, ``axios.delete``, ``fetch(url, {method:
#: "DELETE"})``
_CODE_HTTP_DELETE = re.compile(
    r"\b(?:requests|httpx|session|client|axios|http|urllib3|aiohttp)\.delete\s*\(|\bmethod\s*[:=]\s*[\"']DELETE[\"']"
    r"|\.request\s*\(\s*[\"']DELETE[\"']",  # ``requests.request("DELETE", url)`` (qa-agents7)
    re.I,
)
#: code that deletes every record of a table or collection, or the store itself, through an ORM or a client library
#: (``User.objects.all().delete()``, ``session.query(User).delete()``, ``prisma.user.deleteMany()``,
#: ``db.collection("users").deleteMany({})``, ``db.users.drop()``, ``User.destroy_all``, ``r.flushall()``; not a DOM
#: element's ``.remove()``), as the SQL
#: rule holds ``DELETE FROM users``: they ran ungated from a code tool (qa-agents5). A filtered delete
#: (``.filter(id=5).delete()``, ``deleteMany({"status": "x"})``) is not held, as ``DELETE … WHERE`` is not
_CODE_DELETES_ALL = re.compile(
    r"\.all\(\s*\)\s*\.\s*delete\s*\(|\.query\([^()]*\)\s*\.\s*delete\s*\(|"
    # a filter that names nothing, Flask-SQLAlchemy's ``User.query.delete()``, SQLAlchemy's ``execute(delete(User))``
    r"\.filter\(\s*\)\s*\.\s*delete\s*\(|\.query\s*\.\s*delete\s*\(|\bexecute\(\s*delete\(\s*[\w.]+\s*\)\s*\)|"
    r"\.(?:deleteMany|delete_many)\s*\(\s*(?:\{\s*\}\s*)?\)|\.remove\s*\(\s*\{\s*\}\s*\)|\.drop\s*\(\s*\)|"
    r"\.(?:destroy_all|delete_all)\b|"
    r"\.(?:dropDatabase|drop_database|dropCollection|drop_collection|drop_table|flushall|flushdb|flushAll|flushDb)\s*\(|"
    # Apex DML over a SOQL query without WHERE: ``delete [SELECT Id FROM Contact]`` (ran ungated, qa-agents6)
    r"(?i:(?:\bdelete|\bdatabase\s*\.\s*delete\s*\()\s*\[\s*select\s[^\]]*?\bfrom\s+\w+\s*\])"
)
#: unheld until gate11 (a regex of its own: each branch begins with ``.``, which a search skips to): SQLAlchemy's
#: ``metadata.drop_all(engine)`` / ``db.drop_all()``, knex's ``knex("users").del()`` / ``.truncate()`` with no
#: ``where``, Sequelize's ``Model.truncate()`` (:func:`_drops_all`), ``destroy({where: {}})`` / ``{truncate: true}``
#: and ``sequelize.sync({force: true})`` (every table dropped and made anew), pandas' ``to_sql(…,
#: if_exists="replace")`` (the table dropped for the frame's rows), Chroma's ``delete(where={})``, Algolia's
#: ``clear_objects()``, Redis's ``r.delete(*r.keys("*"))``, boto3's ``instances.all().terminate()``, supabase-js's
#: ``.delete().neq("id", 0)``
_CODE_DROPS_ALL = re.compile(
    r"\.\s*(?:drop_all\s*\(|(?:del|truncate)\s*\(\s*\)|truncate\s*\(|"
    r"destroy\s*\(\s*\{[^)]*?(?:truncate\s*:\s*true|where\s*:\s*\{\s*\})|sync\s*\(\s*\{[^)]*?force\s*:\s*true|"
    r"to_sql\s*\([^)]*?if_exists\s*=\s*[\"']replace[\"']|delete\s*\(\s*where\s*=\s*\{\s*\}\s*\)|"
    r"(?:clear_objects|clearObjects)\s*\(|all\(\s*\)\s*\.\s*(?:terminate|stop)\s*\(|"
    # supabase-js's delete under a filter every row meets (``.delete().neq("id", 0)``), as SQL's ``WHERE id <> 0``
    r"delete\(\s*\)\s*\.\s*(?:neq|gt)\(\s*[\"']id[\"']\s*,\s*(?:0|-1|[\"']0[\"'])\s*\)|delete\s*\(\s*\*\s*[\w.]+\s*\.\s*(?:keys|scan_iter)\s*\(\s*(?:[\"']\*[\"'])?\s*\))"
)
#: what a ``.del()`` / ``.truncate()`` is called on that makes it every row's: a query builder of a table named in a
#: literal (``knex("users")``), a model class (``User.truncate()``); not a file's ``f.truncate()``
_TABLE_OWNER = re.compile(r"""(?:[\w$]+\(\s*["'`][\w.]+["'`]\s*\)|(?<![\w.])[A-Z][a-z]\w*)\s*\Z""")


def _drops_all(text: str) -> str:
    """What in code ``text`` drops a table or deletes every row (:data:`_CODE_DROPS_ALL`), "" for nothing."""
    for found in _CODE_DROPS_ALL.finditer(text):
        act = found.group()
        if re.match(r"\.\s*(?:del|truncate)\b", act) and not _TABLE_OWNER.search(
            text, max(0, found.start() - 80), found.start()
        ):
            continue
        return act
    return ""


#: an HTTP write sent from code to a literal address (``requests.post("https://api.stripe.com/v1/refunds", …)``): read as
#: the HTTP rule reads a request — a POST to a payment path ran ungated from a code tool (qa-agents5)
_CODE_HTTP_WRITE = re.compile(
    r"\b(?:requests|httpx|session|client|axios|http|aiohttp|urllib3)\.(?P<method>post|put|patch)\s*\(\s*[fF]?"
    # an f-string's or a template's base before the path (``f"{base}/v1/transfers"``, `` `${API}/payouts` ``): the
    # path still says the act (unheld until gate11)
    r"(?P<q>[\"'`])(?P<url>(?:https?://|/|\$?\{[\w.\[\]'\"]{1,60}\}/)[^\"'`\s]+)(?P=q)",
    re.I,
)
#: a ``fetch`` whose options say POST / PUT / PATCH (``fetch("https://api.stripe.com/v1/refunds", {method: "POST"})``),
#: read as :data:`_CODE_HTTP_WRITE`; unheld until gate11
_CODE_FETCH_WRITE = re.compile(
    r"\bfetch\s*\(\s*(?P<q>[\"'`])(?P<url>(?:https?://|/|\$?\{[\w.\[\]'\"]{1,60}\}/)[^\"'`\s]+)(?P=q)\s*,\s*\{[^}]{0,400}?"
    r"\bmethod\s*:\s*[\"'`](?P<method>post|put|patch)[\"'`]",
    re.I,
)
#: a client library's call by its dotted name (``stripe.Refund.create(``, ``client.payouts.create(``)
_CODE_CALL = re.compile(r"(?<![\w$.])(?P<name>[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)+)\s*\(")
#: the last word of a library call that carries its resource's act out: ``stripe.Refund.create`` refunds,
#: ``shopify.Order.find(1).cancel()`` cancels an order, web3's ``contract.functions.transfer(…).transact()`` sends the
#: transfer (the last three unheld until gate11)
_CARRIED_OUT = frozenset({"create", "capture", "confirm", "pay", "send", "execute", "submit", "cancel", "void",
                          "transact"})  # fmt: skip
#: a call's arguments in a chain (``Payout({…}).create(``): left out, the chain read as the dotted name it calls
_CHAINED_ARGS = re.compile(r"\((?:[^()]|\([^()]*\))*\)(?=\s*\.\s*[A-Za-z_$])")
#: a chain's lookups, which name no act (``Order.find(1).cancel()`` cancels an order)
_LOOKUPS = frozenset({"find", "get", "retrieve", "fetch", "lookup", "load", "find_by", "findById", "findOne", "first",
                      "functions"})  # fmt: skip
#: a method called on anything, a call's result too (``boto3.client("s3").delete_bucket(``)
#: a bare ``.delete(`` on what a service keeps — a repository, a search index, a bucket, a namespace, a database
#: (``repo.delete()``, ``gh.get_repo(name).delete()``, ``octokit.repos.delete({…})``, ``es.indices.delete(index=…)``):
#: ungated until fix-agents9; the same call on anything else (``cache.delete(k)``, ``node.delete()``) is not read as one.
#: A service's stored files and models (OpenAI's ``client.files.delete(id)``, ``client.models.delete(ft_id)``, the
#: Node SDK's ``openai.files.del(id)``: gone for every job and assistant using them) ran ungated until gate13
_REMOTE_DELETE = re.compile(
    r"(?P<owner>(?<![A-Za-z])(?P<what>repos?|repository|repositories|indices|indexes|buckets?|namespaces?|databases?|"
    r"clusters?|projects?|orgs?|organizations?|droplets?|instances?|volumes?|snapshots?|assistants?|vector_?stores?|"
    r"files|models)(?:\s*\([^()]{0,200}\))?)"
    r"\s*\.\s*(?:delete|del)\s*\(",
    re.I,
)
#: a search or vector index deleted whole: Meilisearch's ``client.index("movies").delete()``, Algolia's and
#: Pinecone's ``index.delete()`` / ``index.delete(delete_all=True)`` (``df.index.delete(0)``, a frame's row, and
#: ``index.delete(ids=[…])`` name what they delete), and a boto3 bucket's ``objects.delete()`` /
#: ``object_versions.delete()`` (every object); unheld until gate11
_INDEX_DELETE = re.compile(
    r"(?<![A-Za-z_])(?P<owner>(?P<what>index|objects|object_versions)(?:\s*\([^()]{0,200}\))?)\s*\.\s*delete\s*\(\s*"
    r"(?:\)|(?:delete_?all|deleteAll)\s*[=:]\s*(?:True|true))",
    re.I,
)
#: a client library's resource deleted by its class (``stripe.Customer.delete(cid)``, ``stripe.Subscription.delete(s)``
#: cancels it): a lowercase module, a capitalised resource; unheld until gate11
#: (not an array library's class: ``np.…``, ``pd.…``, ``torch.…`` act in memory)
_RESOURCE_DELETE = re.compile(
    r"(?<![\w.])(?!(?:np|numpy|pd|pandas|torch|tf|jnp|xr|pl)\.)(?P<owner>[a-z]\w*\.(?P<what>[A-Z]\w*))\.delete\s*\("
)
#: a service's act named by its API's path rather than a verb the name rule reads (gate12): Google Sheets'
#: ``spreadsheets().values().clear(`` / ``batchClear(`` (a range's cells emptied), Google Drive's ``files().delete(``
#: (deleted for good, not trashed; a folder with what it holds), Slack's ``conversations.archive`` /
#: ``conversations_archive`` (a channel closed to everyone in it), GitPython's ``repo.git.push("--force")`` /
#: ``origin.push(force=True)`` (as ``git push --force``); and openpyxl's ``ws.delete_rows(1, ws.max_row)`` (every row
#: of the sheet, as an ``UPDATE`` without ``WHERE``; ``delete_rows(2)`` and ``delete_cols(3)`` name theirs)
_SERVICE_DESTROYS = re.compile(
    r"(?P<what>\bdelete_(?:rows|cols)(?=\s*\([^()]{0,80}\bmax_(?:row|column)\b)"
    r"|spreadsheets\(\s*\)\s*\.\s*values\(\s*\)\s*\.\s*(?:clear|batchClear)"
    r"|\bfiles\(\s*\)\s*\.\s*delete|\b(?:conversations|channels)\s*[._]\s*archive"
    r"|(?:\bgit|\borigin|\bremote(?:\([^()]{0,80}\))?|\bremotes\.\w+)\s*\.\s*push(?=\s*\([^()]{0,200}?"
    r"(?:[\"']--force(?:-with-lease)?[\"']|[\"']-f[\"']|\bforce\s*=\s*True|[\"']\+[\w/]|[\"']--delete[\"'])))\s*\("
)
#: every instance of a collection stopped or terminated at once (boto3's ``ec2.instances.all().terminate()``)
_ALL_TERMINATED = re.compile(r"\.all\(\s*\)\s*\.\s*(?:terminate|stop)\s*\(")
_CODE_METHOD = re.compile(r"\.\s*(?P<name>[A-Za-z_$][\w$]*)\s*\(")
#: an AWS SDK v3 command object, sent by ``client.send(new DeleteObjectCommand({…}))``
_SDK_COMMAND = re.compile(r"\bnew\s+(?P<name>[A-Z]\w*?)Command\s*\(")
#: what a ``delete_…`` method of a DOM or an in-memory structure deletes (a table's row or column, an object's
#: property; openpyxl's ``delete_cols(2)`` was held until gate12): not a client library's call on a service
_DELETED_IN_MEMORY = frozenset({"row", "cell", "property", "caption", "thead", "tfoot", "data", "rule", "contents",
                                "text", "selection", "char", "line", "word", "key", "entry", "element", "node",
                                "attribute", "col", "cols"})  # fmt: skip
_CODE_RUNS = re.compile(r"(?:os\.system|os\.popen|subprocess\.\w+|exec(?:Sync)?|spawn(?:Sync)?|system)\s*\(\s*"
                        r"(?:[rRbBuUfF]{1,2})?(?P<q>[\"'])(?P<command>.*?)(?P=q)", re.S)  # fmt: skip
#: a command run with its arguments listed apart: ``subprocess.run(["rm", "-rf", "/srv"])`` (Python), and
#: ``spawn("rm", ["-rf", "/srv"])`` / ``execFile(…)`` (Node): they ran ungated until qa-agents7, as did an f-string's
#: ``os.system(f"rm -rf {path}")``
_CODE_ARGV = re.compile(
    r"(?:subprocess\.\w+|os\.(?:exec|spawn)\w*|Popen|check_call|check_output|pty\.spawn)\s*\(\s*\[(?P<argv>[^\]]*)\]"
    r"|(?:spawn|execFile|os\.exec\w*|os\.spawn\w*)(?:Sync)?\s*\(\s*(?P<program>[\"'][^\"']+[\"'])\s*,\s*\[(?P<args>[^\]]*)\]"
)
_CODE_ITEM = re.compile(r"(?:[rRbBuUfF]{1,2})?(?P<q>[\"'`])(?P<text>.*?)(?P=q)", re.S)
_CODE_STRINGS = re.compile(r"(?P<q>[\"'`])(?P<text>.*?)(?P=q)", re.S)
#: a formatted string's placeholders (``{table}``, ``${name}``, ``%s``, ``%(name)s``): read as a name, so
#: ``cursor.execute(f"DROP TABLE {name}")`` is the DROP TABLE it runs (unheld until qa-agents7); a filter's value
#: (``WHERE id = {id}``) still filters
_PLACEHOLDER = re.compile(r"\$?\{[^{}\n]*\}|%\(\w+\)s|%s")
#: what a call's name says that also names an in-memory act (a list's ``remove``, a data frame's ``drop``)
_DELETES_IN_MEMORY = frozenset({"remove", "drop", "delete", "del", "pop", "clear"})


#: Python's ways of binding a module's name to another: ``from shutil import rmtree [as r]``, ``import shutil as s``,
#: ``__import__("shutil")`` / ``importlib.import_module("shutil")``, ``getattr(shutil, "rmtree")``
_FROM_IMPORT = re.compile(r"^[ \t]*from\s+(?P<module>[\w.]+)\s+import\s+(?P<names>\([^)]*\)|[^\n#;]+)", re.M)
_IMPORT_AS = re.compile(r"\bimport\s+(?P<module>[\w.]+)\s+as\s+(?P<alias>\w+)")
_DYNAMIC_IMPORT = re.compile(r"\b(?:__import__|importlib\.import_module)\(\s*[\"'](?P<module>[\w.]+)[\"']\s*\)")
_GETATTR = re.compile(r"\bgetattr\(\s*(?P<owner>[\w.]+)\s*,\s*[\"'](?P<name>\w+)[\"']\s*\)")


def _imports_resolved(text: str) -> str:
    """Python ``text`` with what its imports bind written out as the module's dotted name (``from shutil import rmtree``
    then ``rmtree(p)`` is ``shutil.rmtree(p)``; ``import shutil as s``, ``__import__("shutil")``, ``getattr(shutil,
    "rmtree")`` alike), so the rules below read the call the code makes: each ran ungated until qa-agents8."""
    text = _DYNAMIC_IMPORT.sub(lambda found: found["module"], text)
    text = _GETATTR.sub(lambda found: f"{found['owner']}.{found['name']}", text)
    bound = {found["alias"]: found["module"] for found in _IMPORT_AS.finditer(text)}
    for found in _FROM_IMPORT.finditer(text):
        for part in found["names"].strip("() \t\n").split(","):
            name, _, alias = (word.strip() for word in part.partition(" as "))
            if name.isidentifier():
                bound[alias if alias.isidentifier() else name] = f"{found['module']}.{name}"
    for alias, dotted in bound.items():
        text = re.sub(rf"(?<![\w.]){re.escape(alias)}(?=\s*[.(])", dotted, text)
    return text


def _client_act(method: str) -> str:
    """The act a client library's method says by its own name when it names the act and what it acts on — boto3's
    ``s3.delete_bucket`` / ``ec2.terminate_instances`` / ``table.delete_item``, ``es.delete_by_query``,
    ``CoreV1Api().delete_namespace``, ``client.cancelOrder``: each ran ungated from a code tool (qa-agents9) — "" for
    none. A list's ``remove``, a frame's ``drop_duplicates``, ``pop_item`` or a DOM table's ``deleteRow`` act in
    memory (:data:`_DELETES_IN_MEMORY`, :data:`_DELETED_IN_MEMORY`); an ORM's ``deleteMany`` / ``update_one`` is told
    what to act on by its filter (:data:`_CODE_DELETES_ALL` holds one that filters nothing, as the SQL rule holds a
    ``DELETE`` without ``WHERE``)."""
    words = name_words(method)
    word = high_risk_word(method) if len(_split_words(method)) >= 2 else None
    if word is None or word in _DELETES_IN_MEMORY - {"delete"} or not words.isdisjoint({"one", "many"}):
        return ""
    if word == "delete" and not words.isdisjoint(_DELETED_IN_MEMORY):
        return ""
    if word == "reset" and "index" in words:  # a data frame's ``reset_index()`` renumbers its rows (held until gate11)
        return ""
    if words == {"delete", "cache"}:  # ``u.delete_cache()``: entries rebuilt on demand (held until gate12; not
        return ""  # ElastiCache's ``delete_cache_cluster``)
    return word


def _split_words(method: str) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9]+", re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", method).lower()) if w]


def _code(text: str) -> str:
    """Why program ``text`` destroys ("": it does not): a file-deleting call, an HTTP DELETE it sends, a command it
    runs that the shell rule holds, SQL in one of its string literals that the SQL rule holds — as written, and with
    the names its imports bind written out (:func:`_imports_resolved`)."""
    why = _code_read(text)
    if not why and ("import" in text or "getattr" in text):
        resolved = _imports_resolved(text)
        why = _code_read(resolved) if resolved != text else ""
    return why


def _code_read(text: str) -> str:
    """:func:`_code` of ``text`` as written."""
    found = _CODE_DESTROYS.search(text)
    if found is not None:
        return f"code calls {found['call'] or found['perl']}()"
    if _CODE_HTTP_DELETE.search(text):
        return "code sends an HTTP DELETE"
    for sent in itertools.chain(_CODE_HTTP_WRITE.finditer(text), _CODE_FETCH_WRITE.finditer(text)):
        why = _request(sent["method"], sent["url"], "code")
        if why:
            return "code sends an " + why.replace(" in code", "")
    found = _CODE_DELETES_ALL.search(text)
    dropped = found.group() if found is not None else _drops_all(text)
    if dropped:
        return f"code deletes every record ({' '.join(dropped.split())[:60]})"
    for call in _CODE_CALL.finditer(_CHAINED_ARGS.sub("", text) if "(" in text else text):
        name = ".".join(part for part in re.sub(r"\s+", "", call["name"]).split(".") if part not in _LOOKUPS)
        word = high_risk_word(name) if name.rsplit(".", 1)[-1].lower() in _CARRIED_OUT else None
        if word is not None and word not in _DELETES_IN_MEMORY:  # ``stripe.Refund.create(``: money moved
            return f"code calls {name}() (says {word!r})"
    service = _SERVICE_DESTROYS.search(text)
    if service is not None:
        return f"code calls {''.join(service['what'].split())[:60]}()"
    remote = _REMOTE_DELETE.search(text) or _INDEX_DELETE.search(text) or _RESOURCE_DELETE.search(text)
    if remote is not None:
        return f"code calls {remote['owner']}.delete() (a service's {remote['what']} removed)"
    methods = ((m["name"], f"calls .{m['name']}()") for m in _CODE_METHOD.finditer(text))
    commands = ((m["name"], f"sends {m['name']}Command") for m in _SDK_COMMAND.finditer(text))
    for name, how in itertools.chain(methods, commands):
        word = _client_act(name)
        if word:
            return f"code {how} (says {word!r})"
    bomb = _fork_bomb(text)
    if bomb:
        return f"code {bomb}"
    why = _written_over(text) or _in_a_loop(text)
    if why:
        return why
    for run in _CODE_RUNS.finditer(text):
        why = _shell(run["command"])
        if why:
            return f"code runs {why}"
    for typed in _CODE_TYPES.finditer(text):
        why = _typed(typed["text"])
        if why:
            return f"code types {why}"
    for run in _CODE_ARGV.finditer(text):
        listed = run["argv"] if run["argv"] is not None else f"{run['program']}, {run['args']}"
        why = _shell(shlex.join(item["text"] for item in _CODE_ITEM.finditer(listed)))
        if why:
            return f"code runs {why}"
    for literal in _CODE_STRINGS.finditer(text):
        why = _sql(literal["text"]) or _sql(_PLACEHOLDER.sub("x", literal["text"]))
        if why:
            return f"code holds {why}"
    return ""
