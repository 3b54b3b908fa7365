"""Bulk jobs' API URLs, mounted at /api/v1/bulk-jobs/ (``runs.api.urls`` holds the rest; runs never imports approvals)."""

from django.urls import path

from approvals.bulk import api

urlpatterns = [
    path("", api.BulkJobsApi.as_view(), name="api-bulk-jobs"),
    path("preview/", api.BulkPreviewApi.as_view(), name="api-bulk-preview"),
    path("<str:job_id>/", api.BulkJobApi.as_view(), name="api-bulk-job"),
    path("<str:job_id>/cancel/", api.BulkCancelApi.as_view(), name="api-bulk-cancel"),
]
