"""``agentops.redaction.parallel``: chunks redacted in worker processes come back in order as the caller's redactor
redacts them, also from a Celery worker's pool process (daemonic: ``multiprocessing`` may not start children there)."""

from __future__ import annotations

import json

import billiard

from agentops.redaction import Redactor
from agentops.redaction.parallel import Workers, redact_groups
from tests.redaction.labelled import PII_CASES

KEY = b"parallel-test-key"


def _chunks() -> list[list[tuple[list[bytes], frozenset[str]]]]:
    """Chunks of two runs' documents each: every labelled PII value, alone and inside JSON text, clean ones between."""
    documents = [json.dumps({"step": i, "value": case.payload}).encode() for i, case in enumerate(PII_CASES)]
    documents += [json.dumps({"step": 1, "text": json.dumps(case.payload)}).encode() for case in PII_CASES]
    documents += [b'{"step":3,"ok":true}'] * 40
    chunks = [documents[at : at + 24] for at in range(0, len(documents), 24)]
    return [[(chunk[:10], frozenset({"Jane Doe"})), (chunk[10:], frozenset())] for chunk in chunks]


def _through_workers(processes: int) -> list[list[list[bytes]]]:
    workers = Workers(Redactor(KEY), processes)
    try:
        out = []
        for chunk in _chunks():
            workers.submit(chunk)
            if len(workers) > 2 * processes:
                out.append(workers.take())
        while len(workers):
            out.append(workers.take())
        return out
    finally:
        workers.close()


def test_workers_answer_in_order_what_the_callers_redactor_gives() -> None:
    here = Redactor(KEY)
    expected = [redact_groups(here, chunk) for chunk in _chunks()]
    assert len(expected) > 10 and any(out != chunk[0][0] for out, chunk in zip(expected, _chunks(), strict=True))
    assert _through_workers(1) == expected
    assert _through_workers(3) == expected


def _in_pool_process(answers) -> None:  # type: ignore[no-untyped-def]
    answers.put(_through_workers(2))


def test_workers_start_from_a_celery_pool_process() -> None:
    """Celery's prefork pool runs tasks in billiard's daemonic processes, which ``multiprocessing`` (and so
    ``concurrent.futures``' process pool) refuses to give children: the workers are plain subprocesses."""
    answers = billiard.Queue()
    pool_process = billiard.Process(target=_in_pool_process, args=(answers,), daemon=True)
    pool_process.start()
    got = answers.get(timeout=120)
    pool_process.join(30)
    assert got == [redact_groups(Redactor(KEY), chunk) for chunk in _chunks()]
