"""Websocket routes (live timelines)."""

websocket_urlpatterns: list = []
