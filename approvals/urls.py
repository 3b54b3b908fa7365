"""Approvals queue URLs."""

from django.urls import path

from approvals import views

urlpatterns = [
    path("", views.queue, name="approvals"),
    path("<str:execution_id>/approve/", views.decide, {"verdict": "approve"}, name="approve"),
    path("<str:execution_id>/reject/", views.decide, {"verdict": "reject"}, name="reject"),
]
