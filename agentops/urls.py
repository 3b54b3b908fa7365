"""URL map. Each area owns its URL module; the API lives under /api/."""

from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/bulk-jobs/", include("approvals.api_urls")),
    path("api/", include("runs.api.urls")),
    path("", include("approvals.urls")),
    path("", include("runs.claims.urls")),
    path("", include("runs.urls")),
]
