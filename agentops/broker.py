"""The Celery broker's transport: kombu's Redis transport, with a closed connection's client failing as a connection
error (``CELERY_BROKER_TRANSPORT``).

On a broker connection loss Celery 5.7 discards the connection (``Connection.collect``: its transport's ``client``
becomes None) and then closes it, and closing its channel hands the unacknowledged messages (``acks_late``: the drive
in flight) back to Redis through a new client built from that ``client``: ``AttributeError: 'NoneType' object has no
attribute 'hostname'``, which the close does not ignore, and the worker exits ("Unrecoverable error") once its drive is
done. Raised as the connection error it is, the close ignores it and the worker reconnects; the message, neither handed
back nor acknowledged, is redelivered after ``AGENTOPS_VISIBILITY_TIMEOUT`` and finds its run finished
(docs/deploy.md, "What happens when something dies"; ``tests/runs/test_broker_restart.py``).
"""

from __future__ import annotations

from typing import Any

from kombu.transport import redis as kombu_redis
from redis.exceptions import ConnectionError as RedisConnectionError


class Channel(kombu_redis.Channel):
    def _connparams(self, asynchronous: bool = False) -> dict[str, Any]:
        if self.connection.client is None:
            raise RedisConnectionError("the broker connection was closed after a connection loss")
        return super()._connparams(asynchronous=asynchronous)


class Transport(kombu_redis.Transport):
    Channel = Channel
