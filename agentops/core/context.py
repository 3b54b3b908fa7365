"""A run's context messages as a resume rebuilds them: decoded lists and stored JSON, decoded on first read.

A long run's context is mostly the ``added`` arrays of its snapshots (a 10,000-step run: 20,002
messages, ~3 MB of JSON). A resume needs their number (the next snapshot says where it starts)
but not their contents: a resume that replays journaled steps, an API check, a parked or completed
run never reads a message. So the resume keeps each snapshot's array as the journal's own text
(:class:`Stored`) and :class:`Context` decodes it the first time something reads a message in it
(a model adapter walking the messages decodes each array once; a model that reads only the last
messages decodes only theirs).

:func:`lazy_snapshots` reads SnapshotTaken payloads' fields without decoding its ``added`` array,
relying on the canonical form every payload is stored in (``agentops.core.canon``: sorted keys,
compact separators), and gives None for anything else (the caller then decodes the payload whole).
That is the format of journals written before migration 0021; since then a snapshot's array is stored
beside its payload (``runs_event.context``) and the payload holds its SHA-256: :func:`snapshot_body`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Iterator, MutableSequence, Sequence
from typing import Any, overload

from agentops.core.canon import dumps_normalized, gc_paused, loads
from agentops.core.errors import JournalCorrupt

Message = dict[str, Any]


class Stored:
    """A JSON array of ``count`` messages as the journal holds it; decoded (once) on first read."""

    __slots__ = ("_end", "_load", "_messages", "_source", "_start", "count")

    def __init__(self, text: str, count: int, start: int = 0, end: int | None = None) -> None:
        """``text[start:end]`` is the array (kept as a span of the payload text until decoded: no copy)."""
        self._source, self._start, self._end, self.count = text, start, len(text) if end is None else end, count
        self._load: Callable[[], str] | None = None
        self._messages: list[Message] | None = None

    @classmethod
    def later(cls, load: Callable[[], str], count: int) -> Stored:
        """An array whose text ``load`` gives the first time it is needed (read, or joined by
        :meth:`Context.array_text`): a checkpoint's packed bytes are unpacked then, not at the resume."""
        part = cls("", count)
        part._load = load
        return part

    @property
    def text(self) -> str:
        if self._load is not None:
            self._source = self._load()
            self._start, self._end, self._load = 0, len(self._source), None
        return self._source[self._start : self._end]

    @property
    def decoded(self) -> bool:
        return self._messages is not None

    def __eq__(self, other: object) -> bool:
        """Two stored arrays are equal when their texts are (two reads of one snapshot, say)."""
        if not isinstance(other, Stored):
            return NotImplemented
        return self.count == other.count and self.text == other.text

    __hash__ = None  # type: ignore[assignment]

    def messages(self) -> list[Message]:
        """The decoded messages (shared by every context holding this array: never change the list)."""
        if self._messages is None:
            decode([self])
        return self._messages  # type: ignore[return-value]


def decode(parts: Sequence[Stored]) -> None:
    """Decode ``parts`` in one pass, with the collector paused (``canon.gc_paused``)."""
    todo = [p for p in parts if p._messages is None]
    if not todo:
        return
    with gc_paused():
        values = loads(f"[{','.join(p.text for p in todo)}]")
    if len(values) != len(todo):
        raise JournalCorrupt("stored context parts are not one JSON array each")
    for part, value in zip(todo, values, strict=True):
        if not isinstance(value, list) or len(value) != part.count:
            raise JournalCorrupt(f"a stored context part should hold {part.count} messages; it does not")
        part._messages = value


Part = list[Message] | Stored


def body_digest(text: str) -> str:
    """The SHA-256 a SnapshotTaken payload holds of its context array's stored text (``digest``)."""
    return hashlib.sha256(text.encode()).hexdigest()


def body_problem(text: str | None, digest: str) -> str:
    """What is wrong with a snapshot's stored body for its payload's ``digest`` ("" if nothing)."""
    if text is None:
        return "is missing"
    return "" if body_digest(text) == digest else "does not match its digest"


def snapshot_body(text: str, count: int, digest: str, where: str) -> Stored:
    """A snapshot's array as read from beside its payload, checked against the payload's ``digest``
    the first time it is needed (read, or joined into a checkpoint): a body that does not match
    raises JournalCorrupt (a ValueError) naming ``where`` (its run and seq). A resume that reads no message never hashes it."""

    def checked() -> str:
        if body_problem(text, digest):
            raise JournalCorrupt(f"{where}: the stored context does not match the snapshot's digest (edited or torn)")
        return text

    return Stored.later(checked, count)


_SNAPSHOT_HEAD = '{"added":['
_SNAPSHOT_FIELDS = frozenset({"at", "consumed", "failures", "n", "step"})


def lazy_snapshots(texts: Sequence[str]) -> list[dict[str, Any] | None]:
    """Each SnapshotTaken payload from its canonical text with ``added`` kept :class:`Stored`, or None.

    Canonical JSON sorts the keys, so the text is ``{"added":[…],"at":…,"consumed":{…},"failures":…,
    "n":…,"step":…}``; nothing after the array holds a string, so the last ``,"at":`` is where it ends.
    Only a payload with exactly those fields (``n``: the array's length) qualifies. The fields of all
    the texts are decoded in one pass (a decode per snapshot costs more than the decoding).
    """
    ends = [_array_end(text) for text in texts]
    tails = ",".join("{" + text[end + 1 :] if end else "null" for text, end in zip(texts, ends, strict=True))
    try:
        found = loads(f"[{tails}]")
    except ValueError:  # some text only seemed to be one: each on its own
        return [lazy_snapshot(text) for text in texts]
    return [_with_added(text, end, fields) for text, end, fields in zip(texts, ends, found, strict=True)]


def lazy_snapshot(text: str) -> dict[str, Any] | None:
    """:func:`lazy_snapshots` of one text."""
    end = _array_end(text)
    try:
        return _with_added(text, end, loads("{" + text[end + 1 :])) if end else None
    except ValueError:
        return None


def _array_end(text: str) -> int:
    """Where the ``added`` array of a canonical snapshot text ends, or 0 if it is not one."""
    if not text.startswith(_SNAPSHOT_HEAD):
        return 0
    end = text.rfind(',"at":')
    return end if end > 0 and text[end - 1] == "]" else 0


def _with_added(text: str, end: int, fields: Any) -> dict[str, Any] | None:
    if not isinstance(fields, dict) or fields.keys() != _SNAPSHOT_FIELDS or type(fields["n"]) is not int:
        return None
    fields["added"] = Stored(text, fields["n"], len(_SNAPSHOT_HEAD) - 1, end)
    return fields


class Context(MutableSequence[Message]):
    """The context messages: a list to its readers, held as parts of which :class:`Stored` ones are
    decoded only when a message in them is read. Stored parts are shared between copies and never
    changed; a change inside one turns that part into a list of this context's own."""

    __slots__ = ("_len", "_parts")

    def __init__(self, messages: Iterable[Message] = ()) -> None:
        self._parts: list[Part] = []
        self._len = 0
        self.extend(messages)

    # -- reading -------------------------------------------------------------------------------------
    def __len__(self) -> int:
        return self._len

    def __iter__(self) -> Iterator[Message]:
        decode(self.stored_parts())  # a walk reads them all: decode them at once
        for part in self._parts:
            yield from _items(part)

    @overload
    def __getitem__(self, index: int) -> Message: ...
    @overload
    def __getitem__(self, index: slice) -> list[Message]: ...
    def __getitem__(self, index: int | slice) -> Message | list[Message]:
        if isinstance(index, slice):
            start, stop, step = index.indices(self._len)
            if step != 1:
                return list(self)[index]
            out: list[Message] = []
            for begin, part in self._spans():
                size = _size(part)
                if begin + size > start and begin < stop:
                    out += _items(part)[max(start - begin, 0) : stop - begin]
            return out
        at, offset = self._locate(index)
        return _items(self._parts[at])[offset]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (Context, list, tuple)):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        stored = sum(1 for p in self._parts if isinstance(p, Stored) and not p.decoded)
        return f"<Context of {self._len} messages, {stored} stored parts not decoded>"

    def array_text(self) -> str:
        """The messages as one JSON array: stored parts give their own text (nothing is decoded),
        decoded ones are encoded (their messages come from journal payloads: already normalised)."""
        inner = [p.text[1:-1] if isinstance(p, Stored) else dumps_normalized(p)[1:-1] for p in self._parts if _size(p)]
        return f"[{','.join(inner)}]"

    def stored_parts(self) -> list[Stored]:
        """The parts still held as the journal's JSON, not decoded."""
        return [p for p in self._parts if isinstance(p, Stored) and not p.decoded]

    # -- changing ------------------------------------------------------------------------------------
    def append(self, value: Message) -> None:
        if not self._parts or isinstance(self._parts[-1], Stored):
            self._parts.append([])
        self._parts[-1].append(value)  # type: ignore[union-attr]
        self._len += 1

    def extend(self, values: Iterable[Message] | Stored) -> None:
        """Add messages; a :class:`Stored` array (or another context's) is kept as it is, not decoded."""
        if isinstance(values, Stored):
            self._parts.append(values)
            self._len += values.count
        elif isinstance(values, Context):
            for part in values._parts:
                self.extend(part if isinstance(part, Stored) else list(part))
        else:
            for value in values:
                self.append(value)

    def __setitem__(self, index: int | slice, value: Any) -> None:
        if isinstance(index, slice):
            whole = list(self)
            whole[index] = value
            self._parts, self._len = [whole], len(whole)
            return
        at, offset = self._locate(index)
        self._own(at)[offset] = value

    def __delitem__(self, index: int | slice) -> None:
        if isinstance(index, slice) and index.step in (None, 1) and index.stop is None:
            self.truncate(index.indices(self._len)[0])
            return
        whole = list(self)
        del whole[index]
        self._parts, self._len = [whole], len(whole)

    def insert(self, index: int, value: Message) -> None:
        if index >= self._len:
            self.append(value)
            return
        whole = list(self)
        whole.insert(index, value)
        self._parts, self._len = [whole], len(whole)

    def clear(self) -> None:
        self._parts, self._len = [], 0

    def truncate(self, length: int) -> None:
        """Keep the first ``length`` messages (a part cut in two is decoded)."""
        if length >= self._len:
            return
        for at, (begin, part) in enumerate(self._spans()):
            if begin + _size(part) > length:
                kept = self._parts[:at]
                if length > begin:
                    kept.append(list(_items(part)[: length - begin]))
                self._parts, self._len = kept, length
                return

    def copy(self) -> Context:
        """A context sharing the stored parts and the messages, none of its own lists."""
        twin = Context()
        twin._parts = [p if isinstance(p, Stored) else list(p) for p in self._parts]
        twin._len = self._len
        return twin

    # -- parts -----------------------------------------------------------------------------------------
    def _spans(self) -> Iterator[tuple[int, Part]]:
        begin = 0
        for part in self._parts:
            yield begin, part
            begin += _size(part)

    def _locate(self, index: int) -> tuple[int, int]:
        """Where message ``index`` is: the position of its part and its index in that part."""
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("context index out of range")
        last = self._len - _size(self._parts[-1])
        if index >= last:  # the common case: the latest messages
            return len(self._parts) - 1, index - last
        for at, (begin, part) in enumerate(self._spans()):
            if index < begin + _size(part):
                return at, index - begin
        raise IndexError("context index out of range")  # pragma: no cover - the length says otherwise

    def _own(self, at: int) -> list[Message]:
        part = self._parts[at]
        if isinstance(part, Stored):
            part = self._parts[at] = list(part.messages())
        return part


def _size(part: Part) -> int:
    return part.count if isinstance(part, Stored) else len(part)


def _items(part: Part) -> Sequence[Message]:
    return part.messages() if isinstance(part, Stored) else part
