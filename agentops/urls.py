"""URL map. Each app owns its URLs; the API lives under /api/v1/."""

from django.contrib import admin
from django.urls import path

urlpatterns = [
    path("admin/", admin.site.urls),
]
