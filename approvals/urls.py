"""Operators' decisions: the approvals queue, the recovery console and bulk actions."""

from django.urls import path

from approvals import console, views
from approvals.bulk import views as bulk

urlpatterns = [
    path("approvals/", views.queue, name="approvals"),
    path("approvals/<str:execution_id>/approve/", views.decide, {"verdict": "approve"}, name="approve"),
    path("approvals/<str:execution_id>/reject/", views.decide, {"verdict": "reject"}, name="reject"),
    path("notified/<int:delivery_id>/", views.notified, name="notified"),
    path("recovery/", console.recovery_console, name="recovery"),
    path("recovery/executions/<str:execution_id>/decide/", console.decide, name="decide"),
    path("recovery/executions/<str:execution_id>/verify/", console.retry_verification, name="retry-verification"),
    path("recovery/runs/<str:run_id>/resume/", console.resume, name="resume"),
    path("stuck/", console.stuck, name="stuck"),
    path("stuck/<str:run_id>/restart/", console.restart, name="restart"),
    path("bulk/", bulk.bulk_jobs, name="bulk-jobs"),
    path("bulk/preview/", bulk.bulk_preview, name="bulk-preview"),
    path("bulk/create/", bulk.bulk_create, name="bulk-create"),
    path("bulk/<int:job_id>/", bulk.bulk_job, name="bulk-job"),
    path("bulk/<int:job_id>/cancel/", bulk.bulk_cancel, name="bulk-cancel"),
]
