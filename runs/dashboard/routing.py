"""Websocket routes (live timelines)."""

from django.urls import path

from runs.dashboard.consumers import RunsListConsumer, TimelineConsumer

websocket_urlpatterns: list = [
    path("ws/runs/", RunsListConsumer.as_asgi()),
    path("ws/runs/<str:run_id>/", TimelineConsumer.as_asgi()),
]
