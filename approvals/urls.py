"""Operators' decisions: the approvals queue and the recovery console."""

from django.urls import path

from approvals import console, views

urlpatterns = [
    path("approvals/", views.queue, name="approvals"),
    path("approvals/<str:execution_id>/approve/", views.decide, {"verdict": "approve"}, name="approve"),
    path("approvals/<str:execution_id>/reject/", views.decide, {"verdict": "reject"}, name="reject"),
    path("recovery/", console.recovery_console, name="recovery"),
    path("recovery/executions/<str:execution_id>/decide/", console.decide, name="decide"),
    path("recovery/executions/<str:execution_id>/verify/", console.retry_verification, name="retry-verification"),
    path("recovery/runs/<str:run_id>/resume/", console.resume, name="resume"),
    path("stuck/", console.stuck, name="stuck"),
    path("stuck/<str:run_id>/restart/", console.restart, name="restart"),
]
