"""Claims audit and export pages."""

from django.urls import path

from runs.claims import views
from runs.governance import views as export_views

app_name = "claims"

urlpatterns = [
    path("claims/", views.claims_audit, name="audit"),
    path("claims/replies/<str:run_id>/release", views.release, name="release"),
    path("runs/<str:run_id>/export", export_views.run_export, name="run_export"),
    path("exports/", export_views.exports, name="exports"),
]
