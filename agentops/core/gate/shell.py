"""What a shell command line is made of, for :mod:`agentops.core.gate.scripts` to judge: the commands and CLIs that
destroy (``rm``, ``kubectl delete``, ``aws s3 rb``), how a line splits into commands and pipelines, wrappers
(``sudo``, ``env``, ``timeout``) and their options, redirections onto a device or a system tree, fork bombs, power
and service stops, ``git`` pushes that force or delete, the files a pipeline or an SQL client runs. No verdict on a
whole command here: only the parts it is read by."""

from __future__ import annotations

import base64
import re
import shlex
from itertools import pairwise

#: One call acting on at least this many ids, recipients or accounts is a bulk act
from agentops.core.gate.sql import _destroys_file

#: commands that destroy what they are given
_SHELL_DESTROYS = frozenset({"rm", "rmdir", "shred", "unlink", "wipefs", "fdisk", "sfdisk", "dropdb", "dropuser",
                             "truncate", "srm", "mkswap", "flushall", "flushdb", "del", "erase", "rd",
                             "remove-item", "format", "diskpart", "lvremove", "vgremove", "pvremove", "userdel",
                             "deluser", "groupdel", "delgroup", "pg_dropcluster"})  # fmt: skip
#: CLIs whose sub-commands are read like a tool name (``kubectl delete pod`` says delete, ``stripe refunds create``
#: says refund, ``aws s3 ls`` nothing)
_CLIS = frozenset(
    {"kubectl", "oc", "helm", "docker", "podman", "aws", "gcloud", "gsutil", "az", "terraform", "tofu", "pulumi",
     "gh", "glab", "heroku", "doctl", "flyctl", "fly", "vercel", "netlify", "stripe", "redis-cli", "firebase",
     "supabase", "wrangler", "s3cmd", "rclone", "mc", "virsh", "vagrant", "nomad", "vault", "openstack", "hcloud",
     "eksctl", "argocd", "cf", "serverless", "sls", "ibmcloud", "linode-cli", "kind", "minikube", "git", "zfs",
     "zpool", "redis", "valkey"}
)  # fmt: skip
#: package managers: read for :data:`_CLI_DESTROYS` alone (``npm unpublish pkg --force`` deletes a published
#: package; ``npm uninstall lodash`` only edits the project, ``npm run delete-cache`` is the project's own script)
_PACKAGE_MANAGERS = frozenset({"npm", "pnpm", "yarn"})
#: HTTPie's and xh's program names (``http [METHOD] URL [items]``: :func:`_httpie`)
_HTTPIES = frozenset({"http", "https", "xh", "xhs", "httpie"})
#: HTTP and SQL clients the shell rule reads (a request's method and URL, the SQL handed over): a tool named after one
#: takes its command line as its arguments, as a CLI's (``curl({"args": "-X DELETE …/users/7"})`` was sent unheld)
_CLIENTS = _HTTPIES | frozenset({"curl", "wget", "psql", "mysql", "mariadb", "sqlite3", "sqlcmd", "clickhouse-client",
                                 "duckdb", "cqlsh"})  # fmt: skip
#: sub-command words a CLI says that its name rule does not know (``docker system prune``)
_CLI_DESTROYS = frozenset({"prune", "flushall", "flushdb", "unpublish", "rb"})
#: what runs the command after it (``sudo``, ``watch -n 60``, ``busybox``, ``parallel … :::``), and the shell's words
#: before a command in a loop's or a branch's body or condition (``do rm "$f"``, ``then rm -rf …``, ``{ rm …; }``)
_WRAPPERS = frozenset({"sudo", "doas", "nohup", "time", "exec", "env", "command", "nice", "xargs", "timeout",
                       "busybox", "watch", "parallel", "setsid", "ionice", "stdbuf", "unbuffer", "do", "then", "else",
                       "if", "elif", "while", "until", "{", "!"})  # fmt: skip
_VALUED_OPTIONS = frozenset({"-u", "-g", "--user", "--group", "-n", "-s", "-k", "-C", "--signal", "-a", "--arg-file",
                             "-I", "-P", "-L", "-d"})  # fmt: skip
#: ssh's options that take the next word as their value (``ssh -i KEY -p 2222 host command``)
_SSH_VALUED = frozenset({"-B", "-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O", "-o",
                         "-p", "-Q", "-R", "-S", "-W", "-w"})  # fmt: skip
_SEPARATORS = re.compile(r"\|\||&&|[;|\n&]|\$\(|`")
#: a function that calls itself twice, piped, in the background: a fork bomb (``:(){ :|:& };:``, ``f() { f|f& }``)
#: (the name starts after a delimiter and is taken whole, the body is short: a search tried every start of a long word
#: to its end, 3 s for an 8 kB base64 line given to a shell or code tool)
_FORK_BOMB = re.compile(r"(?<![^\s(){}|&;])(?P<f>[^\s(){}|&;]++)\s*\(\s*\)\s*\{[^}]{0,200}?(?P=f)\s*\|\s*(?P=f)\s*&")
#: a loop that never ends whose body is a fork: ``perl -e 'fork while 1'``, ``fork while fork``, Python's
#: ``while 1: os.fork()``, ``while(1){fork}``, ``for(;;) fork();``, Ruby's ``loop { fork }`` (a ``\\n`` may be literal)
_FOREVER = r"(?:1|true|True|:|fork)"
_FORK_LOOP = re.compile(
    rf"\bfork\s*(?:\(\s*\))?\s*(?:while\s*\(?\s*{_FOREVER}|until\s*\(?\s*(?:0|false|False))\b"
    rf"|(?:\b|(?<=\\n))(?:while\s*\(?\s*{_FOREVER}\s*\)?\s*[:{{]?|for\s*\(\s*;\s*;\s*\)\s*{{?|loop\s*{{)"
    rf"\s*(?:[\w.]+\.)?fork\s*(?:\(\s*\)|;|}}|$)"
)
#: devices a command's output goes to without harm (``2>/dev/null``, ``> /dev/stderr``); any other under /dev is a
#: disk, a partition or memory (``> /dev/sda``, ``> /dev/nvme0n1p1``, ``> /dev/mem``)
_HARMLESS_DEVICE = re.compile(r"/dev/(?:null|zero|full|u?random|std(?:in|out|err)|tty\w*|pts/.*|fd/.*|shm/.*|tcp/.*"
                              r"|udp/.*|console|log)")  # fmt: skip
#: commands that write onto the paths they are given (``tee /dev/sda``; ``cp`` and ``mv`` onto their last)
_WRITES_ONTO = {"tee": slice(1, None), "cp": slice(-1, None), "mv": slice(-1, None)}
#: a recursive chmod / chown / chgrp of the root, a directory right under it or a home (``chmod -R 777 /``)
_SYSTEM_TREE = re.compile(r"(?:/[^/]*|~|\$HOME|\$\{HOME\})/?\*?")


def _commands(text: str) -> list[str]:
    """``text``'s commands, split where the shell splits them: at ``;``, ``&&``, ``||``, pipes, ``&``, newlines,
    ``$(`` and backticks, never inside single quotes and inside double quotes only at ``$(`` and backticks (they
    still run): ``mysql -e 'source drop.sql;'`` is one command. Unbalanced quotes: split everywhere, as before."""
    parts, start, quote, i = [], 0, "", 0
    while i < len(text):
        char, separator = text[i], _SEPARATORS.match(text, i)
        if char == "\\" and quote != "'":
            i += 2
            continue
        if char in "'\"" and quote in {"", char}:
            quote = "" if quote else char
        elif separator is not None and (not quote or (quote == '"' and separator.group() in {"$(", "`"})):
            parts.append(text[start:i])
            start = i = separator.end()
            continue
        i += 1
    return _SEPARATORS.split(text) if quote else [*parts, text[start:]]


def _fork_bomb(text: str) -> str:
    """A fork bomb in shell or program ``text``, quoted and named ("": none)."""
    bomb = _FORK_BOMB.search(text) or _FORK_LOOP.search(text)
    return f"`{' '.join(bomb.group().split())[:80]}` (a fork bomb: the machine's processes exhausted)" if bomb else ""


def _device(path: str) -> bool:
    return path.startswith("/dev/") and not _HARMLESS_DEVICE.fullmatch(path)


#: commands that write nothing: their output redirected onto a file empties it (``: > app.log``)
_WRITES_NOTHING = (["true"], [":"], ["cat", "/dev/null"], [])


def _redirected(command: str) -> str:
    """A redirect of ``command``'s output onto a disk or memory device (``cat img > /dev/sda``), or of nothing onto
    a file (``: > /etc/passwd``, ``> app.log``: it empties the file, as ``truncate -s 0`` does); a redirect of output
    onto a file is an ordinary write of that file (``echo hi > notes.txt``), as ``write_file`` is."""
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    try:
        tokens = list(lexer)
    except ValueError:
        return ""
    for i, (token, target) in enumerate(pairwise(tokens)):
        if ">" in token and not token.strip("<>|&") and _device(target):
            return f"shell `{command.strip()[:80]}` (writes onto device {target})"
        if token in {">", ">|"} and tokens[:i] in _WRITES_NOTHING and not target.startswith("/dev/"):
            return f"shell `{command.strip()[:80]}` (empties {target})"
    return ""


_SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "ash", "fish"})
#: interpreters and the option that gives them code inline (``python3 -c``, ``perl -e``, ``node -e``, ``php -r``)
_INLINE = {"python": ("-c",), "pypy": ("-c",), "perl": ("-e", "-E"), "ruby": ("-e",), "node": ("-e", "--eval", "-p",
           "--print"), "nodejs": ("-e", "--eval"), "bun": ("-e", "--eval"), "php": ("-r",), "deno": ("eval",)}  # fmt: skip
#: a word printed by ``$(echo rm)`` or `` `printf rm` ``: the word the shell runs
#: a program looked up by name where it runs (``$(which rm)``, ``$(command -v rm)``): it is that program
_LOOKED_UP = re.compile(r"(?:\$\(|`)\s*(?:which|command\s+-v|type\s+-p)\s+(?P<program>[\w./+-]+)\s*(?:\)|`)")
_ECHOED = re.compile(r"(?:\$\(|`)\s*(?:echo|printf)\s+[\"']?(?P<word>[\w./-]+)[\"']?\s*(?:\)|`)")
#: a program whose whole name is computed when the command runs (``$(cat x) -rf /``; not ``$(npm bin)/eslint``)
_COMPUTED = re.compile(r"(?:^|[;&|\n(]|\bsudo|\bexec|\bxargs)\s*(?:\$\(|`)(?P<inner>[^)`]*)(?:\)|`)(?=\s|$)")
#: a program named by a variable (``$VAR -rf /``, ``${CMD} …``, ``${RM:-rm}`` with its default): what runs is what the
#: variable holds then
_VARIABLE = re.compile(r"(?:^|[;&|\n(]|\bsudo|\bexec|\bxargs)\s*(?P<var>\$\w+|\$\{\w+(?::?[-=+?][^}\s]*)?\})(?=\s|$)")
#: the field separator expanded unquoted (``rm$IFS-rf$IFS/srv``, ``${IFS}``): the shell splits words there
_IFS = re.compile(r"\$(?:IFS\b|\{IFS\})")
#: a brace expansion standing as words of its own (``{rm,-rf,/srv}`` runs ``rm -rf /srv``): the shell makes one word
#: of each member
_BRACED = re.compile(r"(?<![^\s;&|(])\{(?P<words>[^{}\s,]*(?:,[^{}\s,]*)+)\}(?=[\s;&|)]|$)")
#: code a shell or interpreter takes from a download or a process substitution (``bash <(curl …)``,
#: ``sh -c "$(wget -qO- …)"``, ``eval "$(…)"``, ``. <(curl …)``)
_FETCHED_RUN = re.compile(
    r"(?:^|[\s;&|(])(?:(?:ba|z|da|k)?sh|source|\.|eval|python[\d.]*|perl|ruby|node)\s+(?:-\w+\s+)*[\"']?"
    r"(?:<\(|\$\(|`)\s*(?:(?:sudo\s+)?(?:curl|wget|fetch)\b|[^)`]*\|\s*base(?:64|32)\s)"
)
#: what decodes the text it is piped (``base64 -d``, ``xxd -r``, ``openssl enc -d``) and what downloads it
_DECODES = frozenset({"base64", "base32", "xxd", "openssl", "uudecode", "gunzip", "zcat", "rev", "tr"})
_DOWNLOADS = frozenset({"curl", "wget", "fetch", "iwr", "invoke-webrequest", "http", "https"})


def _here_string(stage: list[str]) -> str | None:
    """The text a here-string feeds a command (``sh <<< 'rm -rf /srv'``, ``bash -s <<<"…"``), else None."""
    for i, token in enumerate(stage[1:], 1):
        if token == "<<<" and i + 1 < len(stage):
            return stage[i + 1]
        if token.startswith("<<<") and len(token) > 3:
            return token[3:]
    return None


def _pipelines(text: str) -> list[list[list[str]]]:
    """``text``'s pipelines, each its stages' words past wrappers, split where the shell splits them (quotes kept
    whole: ``python3 -c 'import os; …'`` is one command)."""
    lexer = shlex.shlex(text, posix=True, punctuation_chars=";&|")
    lexer.whitespace_split = True
    try:
        tokens = list(lexer)
    except ValueError:
        return []
    pipelines: list[list[list[str]]] = [[[]]]
    for token in tokens:
        if token in {";", "&&", "||", "&", ";;"}:
            pipelines.append([[]])
        elif token in {"|", "|&"}:
            pipelines[-1].append([])
        else:
            pipelines[-1][-1].append(token)
    return [[_unwrapped(stage) for stage in pipeline] for pipeline in pipelines]


def _piped_sql_file(source: list[str], stage: list[str]) -> str:
    """Why a SQL client fed local files by ``cat`` is held (``cat drop_all.sql | psql prod``): a file's name says
    it destroys, as ``psql -f drop_all.sql`` is (:func:`_destroys_file`); "" for any other pipeline."""
    if _program(stage) not in _SQL_FILE_OPTIONS or not _local_files(source):
        return ""
    why = next((w for name in source[1:] if not name.startswith("-") and (w := _destroys_file(name))), "")
    return f"{why} in shell `{' '.join(source)[:40]} | {' '.join(stage)[:40]}`" if why else ""


def _local_files(source: list[str]) -> bool:
    """Whether a pipeline's first stage is ``cat`` of named local files: no stdin (``cat``, ``cat -``), device,
    variable, substitution or URL, whose text is what is read."""
    names = [t for t in source[1:] if not t.startswith("-")]
    return (
        _program(source) == "cat"
        and bool(names)
        and not any(re.search(r"[$`<>]|://|^/dev/|^/proc/", name) for name in names)
    )


def _base64(text: str) -> str | None:
    try:
        return base64.b64decode(text.strip() + "=" * (-len(text.strip()) % 4), validate=True).decode()
    except (ValueError, UnicodeDecodeError):
        return None


def _interpreter(program: str) -> str:
    """The interpreter a program is (``python3.12`` → python), "" for none."""
    base = re.sub(r"[\d.]+$", "", program)
    return base if base in _INLINE else ""


def _inline_code(program: str, tokens: list[str]) -> str:
    """The code an interpreter is given inline (``python3 -c '…'``, ``perl -e '…'``), "" for none."""
    flags = _INLINE.get(_interpreter(program), ())
    at = next((i for i, token in enumerate(tokens[1:-1], 1) if token in flags), None)
    return tokens[at + 1] if at is not None else ""


#: machine power acts, and ``systemctl`` / ``service`` / firewall sub-commands that take a service or the network down
_POWER = frozenset({"shutdown", "reboot", "halt", "poweroff", "killall5"})
_SYSTEMCTL_STOPS = frozenset({"stop", "disable", "mask", "kill", "poweroff", "reboot", "halt", "isolate", "rescue",
                              "emergency"})  # fmt: skip
_FIREWALLS = frozenset({"iptables", "ip6tables", "ebtables", "arptables", "iptables-legacy", "iptables-nft"})


def _stops_or_loses(program: str, args: list[str]) -> str:
    """What a command takes down or loses for good ("": nothing): the machine stopped, a service stopped or
    disabled, every process killed, a crontab removed, the firewall flushed, files deleted by a sync or an archive,
    a database dropped (``mysqladmin drop``) or its objects by a restore (``pg_restore --clean``)."""
    plain = [a for a in args if not a.startswith("-")]
    if program in _POWER or (program in {"init", "telinit"} and plain[:1] in (["0"], ["6"])):
        return "the machine stopped"
    if program == "systemctl" and plain[:1] and plain[0] in _SYSTEMCTL_STOPS:
        return f"systemctl {plain[0]}: a service taken down"
    if program == "service" and plain[1:2] == ["stop"]:
        return "a service stopped"
    if program == "kill" and _kills_every_process(args):
        return "every process killed"
    if program in {"killall", "pkill"} and plain and _signal(args) not in _HARMLESS_SIGNALS:
        return f"every process named {plain[-1][:40]!r} killed: a service taken down"
    if program == "crontab" and any(re.fullmatch(r"-[a-z]*r[a-z]*", a) for a in args):
        return "the crontab removed"
    if program in _FIREWALLS and (
        {"-F", "--flush", "-X", "--delete-chain"} & set(args) or ("-P" in args and {"DROP", "REJECT"} & set(args))
    ):
        return "firewall rules flushed"
    if (program == "nft" and "flush" in plain) or (program == "ufw" and plain[:1] in (["reset"], ["disable"])):
        return "firewall rules flushed"
    if program == "rsync" and any(a.startswith("--delete") or a == "--remove-source-files" for a in args):
        return "rsync deletes files"
    # a cloud sync that deletes at its destination what its source lacks, as ``rsync --delete`` (gate11)
    if program in {"aws", "s5cmd"} and "sync" in plain and "--delete" in args:
        return "sync --delete deletes what the source lacks"
    if (program == "gsutil" and "rsync" in plain and any(re.fullmatch(r"-[a-zA-Z]*d[a-zA-Z]*", a) for a in args)) or (
        program == "azcopy" and "sync" in plain and "--delete-destination=true" in args
    ):
        return "sync deletes what the source lacks"
    if program == "rclone" and plain[:1] == ["sync"]:
        return "rclone sync deletes at its destination what the source lacks"
    if program == "mysqladmin" and "drop" in [a.lower() for a in plain]:
        return "a database dropped"
    if program == "pg_restore" and {"-c", "--clean"} & set(args):
        return "pg_restore --clean drops the database objects it restores"
    if program == "tar" and "--remove-files" in args:
        return "tar deletes the files it archives"
    if program in {"kubectl", "oc"} and plain[:1] == ["scale"] and _zero_replicas(args):
        return "scaled to zero replicas: what it scales stops"
    if (
        program in {"docker", "podman", "docker-compose", "podman-compose"}
        and "down" in plain
        and ({"-v", "--volumes"} & set(args))
    ):
        return "compose down -v deletes the services' volumes"
    if _restored_over(program, plain) or (program == "mongorestore" and "--drop" in args):
        return "a backup restored over the database: what it holds now replaced"  # unheld until gate13
    if (
        program in {"terraform", "tofu"}
        and plain[:1] == ["apply"]
        and any(a.lstrip("-").startswith("replace") for a in args)
    ):
        return "apply -replace destroys what it names and makes it anew, empty"  # unheld until gate13
    task = _framework_wipe(program, args)
    if task:
        return f"{task}: the database dropped or emptied"
    task = _migrations_undone(program, args)
    if task:
        return f"{task}: migrations undone, what they made dropped with its rows"
    return ""


def _restored_over(program: str, plain: list[str]) -> bool:
    """Whether a command restores a backup or copies a database over a live one (Heroku's ``pg:backups:restore`` /
    ``pg:copy``, Cloud SQL's ``gcloud sql backups restore``, WP-CLI's ``wp db import``): a rollback of the data,
    what was written since lost. A restore into a new instance (``aws rds restore-db-instance-…``) is not held."""
    if program == "heroku":
        return (bool(plain[:1]) and plain[0] in {"pg:backups:restore", "pg:copy"}) or plain[:2] == [
            "pg:backups",
            "restore",
        ]
    if program == "gcloud":
        return [w for w in plain if w not in {"beta", "alpha"}][:3] == ["sql", "backups", "restore"]
    return program == "wp" and plain[:2] == ["db", "import"]


#: programs that run a web framework's or an ORM's tasks, and what may run them first (``npx``, ``bundle exec``,
#: ``php``, ``python``, ``uv run``)
_TASK_RUNNERS = frozenset({"rails", "rake", "artisan", "manage.py", "django-admin", "prisma", "sequelize",
                           "sequelize-cli", "typeorm", "knex", "mix", "dotnet", "alembic", "flask", "console",
                           "symfony", "drush", "wp", "diesel", "sqlx", "goose", "migrate", "dbmate"})  # fmt: skip
_TASK_LAUNCHERS = frozenset({"npx", "bunx", "pnpm", "yarn", "npm", "bundle", "exec", "php", "python", "python3",
                             "node", "uv", "run", "poetry", "pipenv", "dlx", "bin"})  # fmt: skip
#: a task's words that name the database, and those that drop or empty it (``db:drop``, ``migrate:fresh``,
#: ``ecto.reset``, ``doctrine:database:drop``, ``sql-drop``, ``ef database drop``)
_DB_WORDS = frozenset({"db", "database", "schema", "migrate", "migration", "migrations", "ecto", "sql"})
_WIPE_WORDS = frozenset({"drop", "reset", "wipe", "fresh", "purge", "flush", "truncate", "refresh", "destroy"})
#: runners that are a database's migration tool alone: a wipe word is their task (``dbmate drop``)
_DB_TOOLS = frozenset({"migrate", "dbmate", "goose"})


def _task(program: str, args: list[str]) -> tuple[str, list[str], list[set[str]]] | None:
    """The framework's or ORM's task runner a command runs, its task's words and each word's parts (``db:drop`` is
    db, drop), or None when it runs none."""
    words = [program, *(a for a in args if not a.startswith("-"))][:6]
    runner = next((i for i, w in enumerate(words) if w.rsplit("/", 1)[-1].lower() in _TASK_RUNNERS), None)
    if runner is None or any(w.rsplit("/", 1)[-1].lower() not in _TASK_LAUNCHERS for w in words[:runner]):
        return None
    task = [w.lower() for w in words[runner + 1 :]]
    return words[runner].rsplit("/", 1)[-1].lower(), task, [set(re.split(r"[:._-]", w)) for w in task]


def _db_task_says(task: list[str], parts: list[set[str]], verbs: frozenset[str]) -> str | None:
    """The task word (``db:drop``, ``migrate:rollback``) or pair (``database drop``, ``db downgrade``) that names the
    database and one of ``verbs``, or None."""
    said = next((w for w, p in zip(task, parts, strict=True) if p & _DB_WORDS and p & verbs), None)
    return said or next((f"{a} {b}" for a, b in pairwise(task) if set(re.split(r"[:._-]", b)) & verbs
                         and set(re.split(r"[:._-]", a)) & _DB_WORDS), None)  # fmt: skip


def _framework_wipe(program: str, args: list[str]) -> str:
    """The task of a framework or an ORM that drops or empties its database ("": none): ``rails db:drop`` /
    ``db:reset``, ``php artisan migrate:fresh`` / ``db:wipe``, ``python manage.py flush``, ``npx prisma migrate
    reset`` / ``db push --force-reset``, ``mix ecto.reset``, ``dotnet ef database drop``, ``alembic downgrade base``,
    ``wp db reset`` — each ran ungated (gate11) — and ``rails db:schema:load`` / ``db:structure:load`` / ``db:setup``
    (each table recreated empty; gate12); ``rails db:migrate``, ``db:schema:dump``, ``prisma migrate dev`` are not
    held."""
    found = _task(program, args)
    if found is None:
        return ""
    name, task, parts = found
    said = _db_task_says(task, parts, _WIPE_WORDS)
    if said is None and name in _DB_TOOLS:  # ``dbmate drop``, ``goose reset``, ``migrate -database … drop``
        said = next((w for w in task if w in _WIPE_WORDS), None)
    if said is None and name in {"rails", "rake"}:  # the schema loaded over the database: every table recreated empty
        said = next((w for w, p in zip(task, parts, strict=True) if p & {"schema", "structure"} and "load" in p), None)
        said = said or next((w for w in task if w == "db:setup"), None)
    if said is None and name in {"manage.py", "django-admin"} and task[:1] in (["flush"], ["reset_db"]):
        said = task[0]
    if said is None and name in {"alembic", "flask"} and task[-2:] == ["downgrade", "base"]:
        said = "downgrade base"
    if said is None and (
        "--force-reset" in args or (name == "knex" and "--all" in args and "rollback" in " ".join(task))
    ):
        said = " ".join(task)
    return f"{name} {said}" if said else ""


#: a task's words that undo migrations (``db:rollback``, ``migrate:down``, ``db:migrate:undo``, ``migration:revert``)
_UNDO_WORDS = frozenset({"rollback", "down", "undo", "revert", "downgrade", "redo"})


def _migrations_undone(program: str, args: list[str]) -> str:
    """The task of a framework or an ORM that undoes applied migrations ("": none) — the tables and columns they
    made dropped with their rows: ``rails db:rollback``, ``rake db:migrate:down``, ``php artisan migrate:rollback``,
    ``sequelize db:migrate:undo``, ``typeorm migration:revert``, ``knex migrate:rollback``, ``mix ecto.rollback``,
    ``alembic downgrade -1``, ``flask db downgrade``, ``diesel migration revert``, ``goose down``, ``dbmate
    rollback``, ``python manage.py migrate APP zero``, ``dotnet ef database update 0``, ``rails db:migrate
    VERSION=0`` (each ran ungated until gate13); ``rails db:migrate``, ``db:migrate:status``, ``alembic history``
    are not held."""
    found = _task(program, args)
    if found is None:
        return ""
    name, task, parts = found
    said = _db_task_says(task, parts, _UNDO_WORDS)
    if said is None and name in _DB_TOOLS | {"alembic", "diesel", "sqlx"}:  # ``goose down``, ``alembic downgrade -1``
        said = next((w for w in task if w in _UNDO_WORDS), None)
    if said is None and name in {"manage.py", "django-admin"} and task[:1] == ["migrate"] and task[-1:] == ["zero"]:
        said = " ".join(task)
    if said is None and name == "dotnet" and task[:3] == ["ef", "database", "update"] and task[3:] == ["0"]:
        said = "ef database update 0"
    if said is None and name in {"rails", "rake"} and "db:migrate" in task and "version=0" in task:
        said = "db:migrate VERSION=0"
    return f"{name} {said}" if said else ""


#: signals that ask a process to reload, report or go on (``pkill -HUP nginx``, ``killall -USR1 app``) or test that it
#: runs (``-0``): nothing is taken down
_HARMLESS_SIGNALS = frozenset({"0", "1", "HUP", "USR1", "USR2", "CONT", "WINCH"})


def _signal(args: list[str]) -> str:
    """The signal ``killall`` / ``pkill`` sends (``-9``, ``-KILL``, ``-SIGKILL``, ``-s KILL``, ``--signal=KILL``): its
    name without ``SIG``, TERM when none is named."""
    for i, arg in enumerate(args):
        named = args[i + 1] if arg in ("-s", "--signal") and i + 1 < len(args) else ""
        named = named or (arg.split("=", 1)[1] if arg.startswith("--signal=") else "")
        named = named or (arg[1:] if re.fullmatch(r"-(?:\d+|[A-Z][A-Z0-9]*)", arg) else "")
        if named:
            return named.upper().removeprefix("SIG")
    return "TERM"


def _zero_replicas(args: list[str]) -> bool:
    """``--replicas=0`` / ``--replicas 0`` (``kubectl scale deploy --all --replicas=0`` stops every deployment)."""
    return "--replicas=0" in args or any(a == "--replicas" and b == "0" for a, b in pairwise(args))


def _kills_every_process(args: list[str]) -> bool:
    """``kill -9 -1``, ``kill -s KILL -1``, ``kill -- -1``: pid -1 is every process the user may signal."""
    rest = args[2:] if args[:1] in (["-s"], ["-n"], ["--signal"]) else args[1:] if args[:1] != ["--"] else args
    return "-1" in (rest[1:] if rest[:1] == ["--"] else rest) and args != ["-1"]


def _unwrapped(tokens: list[str]) -> list[str]:
    """A command's words past ``sudo``, ``env X=1``, ``timeout 10`` and the like."""
    while tokens and (tokens[0] in _WRAPPERS or re.fullmatch(r"\w+=.*", tokens[0]) or tokens[0].startswith("-")):
        # a wrapper's option that takes a value: ``sudo -u postgres dropdb``, ``timeout 10 rm``
        valued = tokens[0] in _VALUED_OPTIONS or (tokens[0] == "timeout" and len(tokens) > 1)
        tokens = tokens[2:] if valued else tokens[1:]
    return tokens


def _program(tokens: list[str]) -> str:
    return tokens[0].rsplit("/", 1)[-1].lower() if tokens else ""


#: SQL clients and their options naming a file of SQL they run (``psql -f FILE``, ``sqlcmd -i FILE``); any of them
#: runs the file its input is redirected from (``psql prod < drop_all.sql``)
_SQL_FILE_OPTIONS = {"psql": ("-f", "--file"), "sqlcmd": ("-i", "--input-file"), "cqlsh": ("-f", "--file"),
                     "snowsql": ("-f", "--filename"), "clickhouse-client": ("--queries-file",),
                     "sqlite3": ("-init",), "duckdb": ("-f", "-init"), "mysql": (), "mariadb": (), "sqlplus": (),
                     "bq": ()}  # fmt: skip


def _sql_client_files(program: str, tokens: list[str]) -> list[str]:
    """The files of SQL a client's command line runs: after one of its file options (``-f FILE``, ``--file=FILE``,
    ``-fFILE``) or ``<``."""
    if program not in _SQL_FILE_OPTIONS:
        return []
    options = (*_SQL_FILE_OPTIONS[program], "<")
    files = [after for before, after in pairwise(tokens) if before in options]
    for token in tokens[1:]:
        option = next((o for o in options if token.startswith(o) and len(token) > len(o)), None)
        if option is not None:
            files.append(token[len(option) :].removeprefix("="))
    return files


def _cli_words(tokens: list[str]) -> list[str]:
    """A CLI's sub-command and flag words (``aws s3 rm s3://b --recursive`` → aws s3 rm), up to its first path; an
    option's value is no path (``kubectl --kubeconfig ~/k --context=prod delete ns x`` → kubectl kubeconfig context
    delete ns x), nor is a global option's before the sub-command (``docker -H tcp://h system prune``)."""
    words: list[str] = []
    for before, token in pairwise(["", *tokens[:12]]):
        if token.startswith("-"):
            token = token.split("=", 1)[0]
        elif re.search(r"[/=@]", token):
            if before.startswith("-") and "=" not in before:
                continue
            break
        words.extend(w for w in re.split(r"[^A-Za-z0-9-]+", token.lstrip("-")) if w)
    return [w.lower() for w in words]


#: git's options that take the next word as their value, before its sub-command (``git -C DIR reset --hard``)
_GIT_VALUED = frozenset({"-C", "-c", "--git-dir", "--work-tree", "--namespace", "--super-prefix", "--config-env",
                         "--attr-source"})  # fmt: skip


def _past_options(tokens: list[str], valued: frozenset[str]) -> list[str]:
    """A CLI's ``tokens`` without the global options before its sub-command (``git -C DIR --no-pager reset`` →
    git reset); ``valued``: those whose value is the next word (``--git-dir=DIR`` is one word)."""
    i = 1
    while i < len(tokens) and tokens[i].startswith("-") and tokens[i] != "--":
        i += 2 if tokens[i] in valued else 1
    return tokens[:1] + tokens[i:]


#: a sed script's address (a line number, ``first~step``, ``$``, ``/regex/`` with its flags), alone or as a range
_SED_ADDR = r"(?:\d+(?:~\d+)?|\$|/(?:[^/\\\n]|\\.)*/[IM]*|\\(?P<d>[^\s\\])(?:(?!(?P=d))[^\\\n]|\\.)*(?P=d)[IM]*)"
#: a sed ``d`` (or ``D``) command: its lines deleted (``/x/d``, ``1,$d``, ``/keep/!d``, ``d`` alone: every line)
_SED_DELETE = re.compile(
    rf"(?:^|[;\n{{}}])\s*(?:{_SED_ADDR}(?:\s*,\s*(?:[+~]\d+|{_SED_ADDR.replace('(?P<d>', '(?P<e>').replace('(?P=d)', '(?P=e)')}))?)?"
    r"\s*!?\s*[dD]\s*(?=$|[;\n}])"
)


def _sed_deletes(tokens: list[str]) -> str:
    """How ``sed -i`` deletes lines of its files in place (``sed -i '/x/d' file``: those lines gone, no copy kept unless
    a suffix is given, and a backup is no approval), "" for any other sed (one that prints, or only substitutes).
    ``-i`` as sed reads it: alone, with a suffix (``-i.bak``), among other flags (``-ni``, ``-Ei``), ``--in-place``.
    Also in place: ``-n`` (``sed -i -n '/keep/p' f`` writes back only the lines it prints: the others are gone) and a
    script read from a file (``sed -i -f script.sed f``: what it does is not in the call) — both ran ungated (known9)."""
    in_place, quiet, from_file, scripts, operands, i = False, False, False, [], [], 1
    while i < len(tokens):
        token = tokens[i]
        if token.startswith("--"):
            in_place |= token.startswith("--in-place")
            quiet |= token in ("--quiet", "--silent")
            from_file |= token.startswith("--file")
            if token.startswith("--expression="):
                scripts.append(token.split("=", 1)[1])
            elif token == "--expression" and i + 1 < len(tokens):
                scripts.append(tokens[i + 1])
                i += 1
            elif token == "--file":  # its value is the script's file, not a file edited
                i += 1
        elif token.startswith("-") and len(token) > 1:
            for n, flag in enumerate(token[1:], 1):
                quiet |= flag == "n"
                if flag == "i":  # the rest of the word is the backup's suffix
                    in_place = True
                    break
                if flag in "ef":  # the script (or its file) is the rest of the word, else the next one
                    value = token[n + 1 :] or (tokens[i + 1] if i + 1 < len(tokens) else "")
                    i += 0 if token[n + 1 :] else 1
                    if flag == "e":
                        scripts.append(value)
                    from_file |= flag == "f"
                    break
                if flag == "l":
                    i += 0 if token[n + 1 :] else 1
                    break
        else:
            operands.append(token)
        i += 1
    if not scripts and not from_file and operands:
        scripts.append(operands.pop(0))
    quiet |= any(script.startswith("#n\n") or script == "#n" for script in scripts[:1])  # ``#n`` first: as ``-n``
    if not in_place or not operands:
        return ""
    files = ", ".join(operands)[:60]
    if any(_SED_DELETE.search(script) for script in scripts):
        return f"deletes lines of {files} in place"
    if quiet:
        return f"writes back only the lines it prints of {files}: the rest deleted in place"
    return f"edits {files} in place by a script file, its lines unseen" if from_file else ""


def _copied_empty(tokens: list[str]) -> str:
    """The file ``cp /dev/null FILE`` empties (as ``: > FILE`` does), "" for any other copy."""
    operands = [t for t in tokens[1:] if not t.startswith("-")]
    if len(operands) == 2 and operands[0] == "/dev/null" and not operands[1].startswith("/dev/"):
        return operands[1]
    return ""


def _git(tokens: list[str], shown: str) -> str:
    """A force push, a pushed deletion, a branch force-deleted, untracked files cleaned, a hard reset, files checked
    out or restored over their uncommitted changes (``git checkout -- .``, ``git restore .``; not ``--staged`` alone),
    stashes dropped or cleared: history or work lost."""
    sub, rest = (tokens[1] if len(tokens) > 1 else ""), tokens[2:]
    flags = {t for t in rest if t.startswith("-")}
    forced = flags & {"-f", "--force", "--force-with-lease", "--mirror", "--delete", "-d"} or any(
        t.startswith(("--force-with-lease=", "+")) or t.startswith(":") for t in rest
    )
    if sub == "push" and forced:
        return f"shell `{shown}` (force push or remote deletion)"
    if sub == "branch" and flags & {"-D", "--delete"}:
        return f"shell `{shown}` (branch deleted)"
    if sub == "clean" and any(t.startswith("-") and "f" in t.lstrip("-") for t in flags):
        return f"shell `{shown}` (untracked files deleted)"
    paths = [t for t in rest if not t.startswith("-")]
    restored = sub == "checkout" and ("." in paths or "--" in rest[:-1] or flags & {"-f", "--force"})
    staged_only = flags & {"-S", "--staged"} and not flags & {"-W", "--worktree"}
    if (sub == "reset" and "--hard" in flags) or restored or (sub == "restore" and paths and not staged_only):
        return f"shell `{shown}` (uncommitted changes discarded)"
    if sub == "stash" and rest[:1] in (["clear"], ["drop"]):
        return f"shell `{shown}` (stashed work deleted)"
    return ""
