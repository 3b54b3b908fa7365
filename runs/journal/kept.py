"""What a process keeps between requests: a small, thread-safe map that drops the least recently used."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Kept(Generic[K, V]):
    """At most ``size`` entries; reading or writing one makes it the most recent."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def __getitem__(self, key: K) -> V:
        with self._lock:
            return self._items[key]

    def put(self, key: K, value: V) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def forget(self, key: K | None = None) -> None:
        """Drop ``key`` (every entry with None)."""
        with self._lock:
            if key is None:
                self._items.clear()
            else:
                self._items.pop(key, None)
