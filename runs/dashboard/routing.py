"""Websocket routes (live timelines)."""

from django.urls import path, re_path

from runs.dashboard.consumers import RunsListConsumer, TimelineConsumer
from runs.security.websocket import no_route

websocket_urlpatterns: list = [
    path("ws/runs/", RunsListConsumer.as_asgi()),
    path("ws/runs/<str:run_id>/", TimelineConsumer.as_asgi()),
    re_path(r"", no_route),  # anything else: accepted and closed with 4404
]
