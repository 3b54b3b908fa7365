"""Redaction in worker processes: a long export's chunks redacted on other cores, in order, a bounded number ahead.

An export's process reads rows, writes lines and keeps export pages; the redaction of the payloads that hold
PII is most of its CPU (``docs/benchmarks.md``). :class:`Workers` hands each chunk's payloads to one of its
worker processes (round robin) and gives back their redactions in the order the chunks went in, so the reading
and writing of later chunks and the redaction of earlier ones run at once. Each worker is ``python -m
agentops.redaction.parallel``, a new interpreter that imports this package alone (no Django, nothing of the
caller's state: it works from a Celery worker's pool process, which may not fork children of its own, and from
a threaded server), builds its :class:`~agentops.redaction.Redactor` from the caller's construction arguments
and proves it redacts alike: its fingerprint (key, configuration and this package's source) must be the
caller's, else it is not used. Redaction is deterministic (a pseudonym is an HMAC of the value; the memos only
remember), so a chunk's redaction is the same bytes in any process; a worker that fails or dies has its chunks
redacted in the caller's process instead, so the output never depends on the workers.

Messages are pickles on the worker's stdin and stdout: the construction arguments, then the fingerprint back;
then per chunk a list of ``(documents, names)`` groups (``Redactor.redact_stored_many``'s arguments) and back,
per group, ``{index: redacted}`` for the documents the redaction changed (an unchanged one is not sent back).
"""

from __future__ import annotations

import fcntl
import logging
import os
import pickle
import queue
import stat
import subprocess
import sys
import tempfile
import threading
from collections import deque
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import IO, Any

from agentops.redaction.engine import Redactor

log = logging.getLogger(__name__)

#: a chunk's groups: each the stored documents of one run and its names (as ``Redactor.redact_stored_many`` takes them)
Groups = list[tuple[Sequence[bytes], Collection[str]]]


#: the most worker processes ``auto`` gives: the export's own process (reading rows, writing lines and pages, and
#: redacting what the workers leave) bounds an export beside two (docs/benchmarks.md)
AUTO_MOST = 2


def processes_for(setting: int | str, cores: int | None = None) -> int:
    """The worker processes ``AGENTOPS_EXPORT_PROCESSES`` gives: a number as it is; ``auto``, the cores this process may
    run on (:func:`cores_available`) but the one the export's own process takes, at most :data:`AUTO_MOST` (one core:
    none, a worker would only take turns with the export on it)."""
    if setting != "auto":
        return int(setting)
    return max(0, min((cores_available() if cores is None else cores) - 1, AUTO_MOST))


#: the cgroup (v2) CPU quota of this process's container: ``max 100000`` (none) or ``150000 100000`` (1.5 CPUs)
CPU_MAX = Path("/sys/fs/cgroup/cpu.max")


def cores_available() -> int:
    """The cores this process may run on (``os.sched_getaffinity``: a ``taskset`` or cpuset), fewer under a container's
    CPU quota (``docker run --cpus 1.5``: 2, its whole part rounded up)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    try:
        quota, period = CPU_MAX.read_text().split()
        if quota != "max":
            cores = min(cores, max(1, -(-int(quota) // int(period))))
    except (OSError, ValueError):  # (no cgroup v2 file here, or not in that form)
        pass
    return cores


#: where the slots of :func:`slots` are (one lock file a slot); shared by every process of this user on the host
SLOTS = Path(tempfile.gettempdir()) / f"agentops-redaction-slots-{os.getuid()}"


def slots(wanted: int, limit: int) -> list[IO[bytes]]:
    """Up to ``wanted`` of the host's ``limit`` worker slots that are free, each an open file holding its lock
    (``flock``: released when closed, or when the process holding it ends, however it ends), never waiting: every
    export running at once (web requests, Celery tasks, the CLI, in any process) shares ``limit`` workers; one that
    finds none free redacts in its own process."""
    held: list[IO[bytes]] = []
    try:
        SLOTS.mkdir(mode=0o700, exist_ok=True)
        found = SLOTS.lstat()
        if not stat.S_ISDIR(found.st_mode) or found.st_uid != os.getuid():  # (a link, or another user's: not opened)
            return held
    except OSError:
        return held
    for i in range(limit):
        if len(held) == wanted:
            break
        try:
            slot = open(SLOTS / f"slot-{i}", "ab")  # noqa: SIM115 (held open for the worker's life)
        except OSError:
            continue
        try:
            fcntl.flock(slot, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # taken by another export
            slot.close()
            continue
        held.append(slot)
    return held


def redact_groups(redactor: Redactor, groups: Groups) -> list[list[bytes]]:
    """Each group's documents redacted with its names, in the caller's process."""
    return [redactor.redact_stored_many(documents, names) for documents, names in groups]


class _Worker:
    """One worker process, its input written and its answers read by threads of its own (a full pipe never blocks
    the caller, no deadlock on the two pipes, and :meth:`answered` tells whether an answer waits, without waiting)."""

    def __init__(self, spec: tuple[Any, ...], fingerprint: str, slot: IO[bytes]) -> None:
        self._slot = slot
        path = os.pathsep.join(p for p in sys.path if p)  # (the caller's modules: the same source)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "agentops.redaction.parallel"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": path},
        )
        self._out: queue.Queue[Any] = queue.Queue()
        self._answers: queue.Queue[Any] = queue.Queue()
        self._writer = threading.Thread(target=self._write, daemon=True, name="redaction-worker-input")
        self._reader = threading.Thread(
            target=self._read, args=(fingerprint,), daemon=True, name="redaction-worker-output"
        )
        self._writer.start()
        self._reader.start()
        self._out.put(spec)

    def _write(self) -> None:
        pipe = self.process.stdin
        assert pipe is not None
        try:
            while (message := self._out.get()) is not None:
                pickle.dump(message, pipe, protocol=pickle.HIGHEST_PROTOCOL)
                pipe.flush()
            pipe.close()
        except (OSError, ValueError):  # the worker is gone: its answers are missing, the caller redacts
            pass

    def _read(self, fingerprint: str) -> None:
        """The worker's answers, in order, into ``_answers``; last, what ended them (an exception: EOFError when it
        exited, ValueError when its first message, its redactor's fingerprint, is not the caller's)."""
        pipe = self.process.stdout
        assert pipe is not None
        try:
            if pickle.load(pipe) != fingerprint:
                raise ValueError("the worker's redactor is not the caller's (other source on its path)")
            while True:
                self._answers.put(pickle.load(pipe))
        except Exception as exc:
            self._answers.put(exc)

    def send(self, message: Any) -> None:
        self._out.put(message)

    def answered(self) -> bool:
        """Whether :meth:`receive` would return (or raise) without waiting."""
        return not self._answers.empty()

    def receive(self) -> Any:
        """The worker's next answer; raises (EOFError, OSError, an unpickling error, ValueError: see :meth:`_read`)
        when it has none."""
        answer = self._answers.get()
        if isinstance(answer, Exception):
            self._answers.put(answer)  # (every later call raises it too)
            raise answer
        return answer

    def stop(self, *, busy: bool) -> None:
        """End the worker: ``busy`` (answers it owes are not wanted: a stream closed early, a worker that failed)
        at once, else by closing its input (it exits when it has read it all)."""
        self._out.put(None)
        if busy:
            self.process.kill()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self._reader.join()  # (its pipe's other end closed with the process: it ends with EOFError)
        if self.process.stdout is not None:
            self.process.stdout.close()
        self._slot.close()  # (its slot free for another export)


class Workers:
    """Up to ``processes`` worker processes redacting chunks as ``redactor`` would, answers in the order of
    :meth:`submit`: as many as the host's ``limit`` slots have free (:func:`slots`; ``limit`` defaults to
    ``processes``), perhaps none (:attr:`size`).

    ``submit`` hands a chunk on and returns at once; :meth:`take` gives the oldest chunk's redaction (each group's
    documents, as :func:`redact_groups`), waiting for it. The caller bounds how many chunks are in flight (every
    one is held until taken). A chunk whose worker fails is redacted here by :meth:`take`, and that worker gets no
    more; so is every chunk when the workers could not start or redact otherwise than ``redactor``."""

    def __init__(self, redactor: Redactor, processes: int, limit: int | None = None) -> None:
        self._redactor = redactor
        self._pending: deque[tuple[_Worker | None, Groups]] = deque()
        self._workers: list[_Worker] = []
        self._turn = 0
        free = slots(processes, processes if limit is None else limit)
        try:
            while free:
                self._workers.append(_Worker(redactor.spec(), redactor.fingerprint, free[-1]))
                free.pop()
        except OSError:  # (no interpreter to start: every chunk redacted here)
            for slot in free:
                slot.close()
            self.close()
        self.size = len(self._workers)

    def _drop(self, worker: _Worker) -> None:
        log.warning("a redaction worker process failed: its chunks are redacted in the export's process")
        self._workers.remove(worker)
        worker.stop(busy=True)

    def submit(self, groups: Groups) -> None:
        worker = None
        if self._workers:
            worker = self._workers[self._turn % len(self._workers)]
            self._turn += 1
            worker.send(groups)
        self._pending.append((worker, groups))

    def take(self) -> list[list[bytes]]:
        worker, groups = self._pending.popleft()
        if worker is not None and worker in self._workers:
            try:
                answer = worker.receive()
            except Exception:
                answer = None
            if answer is None:  # it failed (or died): no more chunks for it; this one redacted here
                self._drop(worker)
                self._pending = deque((None if w is worker else w, g) for w, g in self._pending)
            else:
                return [
                    [changed.get(i, document) for i, document in enumerate(documents)]
                    for (documents, _), changed in zip(groups, answer, strict=True)
                ]
        return redact_groups(self._redactor, groups)

    def ready(self) -> bool:
        """Whether :meth:`take` would return without waiting for a worker (False when nothing is pending)."""
        if not self._pending:
            return False
        worker, _ = self._pending[0]
        return worker is None or worker not in self._workers or worker.answered()

    def __len__(self) -> int:
        """Chunks submitted and not taken yet."""
        return len(self._pending)

    def close(self) -> None:
        """Stop the workers (those still redacting a chunk finish it first; a stuck one is killed)."""
        owing = {id(worker) for worker, _ in self._pending}
        for worker in self._workers:
            worker.stop(busy=id(worker) in owing)
        self._workers = []
        self._pending.clear()


def _serve(inp: IO[bytes], out: IO[bytes]) -> None:
    """A worker's loop: the redactor from its construction arguments, its fingerprint back, then chunk after chunk."""
    redactor = Redactor.from_spec(pickle.load(inp))
    pickle.dump(redactor.fingerprint, out)
    out.flush()
    while True:
        try:
            groups = pickle.load(inp)
        except EOFError:
            return
        try:
            answer: Any = [
                {i: r for i, (d, r) in enumerate(zip(documents, redacted, strict=True)) if r is not d}
                for (documents, _), redacted in zip(groups, redact_groups(redactor, groups), strict=True)
            ]
        except Exception:  # the caller redacts this chunk itself (and raises what the redaction raises)
            answer = None
        pickle.dump(answer, out, protocol=pickle.HIGHEST_PROTOCOL)
        out.flush()


if __name__ == "__main__":
    _serve(sys.stdin.buffer, sys.stdout.buffer)
