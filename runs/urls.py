"""Dashboard URLs (runs list, run detail, login/logout); the recovery console's are in ``approvals.urls``."""

from django.contrib.auth import views as auth_views
from django.urls import path
from django.views.generic import RedirectView

from runs.dashboard import views
from runs.dashboard.access import sign_out_page
from runs.dashboard.throttle import throttled_login
from runs.timetravel import views as timetravel

urlpatterns = [
    path("", RedirectView.as_view(pattern_name="runs", permanent=False)),
    path("login/", throttled_login(auth_views.LoginView.as_view(redirect_authenticated_user=True)), name="login"),
    path("logout/", sign_out_page(auth_views.LogoutView.as_view()), name="logout"),
    path("runs/", views.runs_list, name="runs"),
    path("needs-action/", views.needs_action, name="needs-action"),
    path("runs/<str:run_id>/", views.run_detail, name="run"),
    path("runs/<str:run_id>/events/", views.older_events, name="older-events"),
    path("runs/<str:run_id>/events/<int:seq>/payload/", views.event_payload, name="event-payload"),
    path("runs/<str:run_id>/fork/preview/", timetravel.fork_preview_view, name="fork-preview"),
    path("runs/<str:run_id>/fork/", timetravel.fork_create_view, name="fork"),
    path("runs/<str:run_id>/dry-replay/", timetravel.dry_replay_view, name="dry-replay"),
    path("runs/<str:run_id>/what-if/", timetravel.what_if_view, name="what-if"),
    path("runs/<str:run_id>/reports/<int:report_id>/", timetravel.report_view, name="replay-report"),
    path("runs/<str:run_id>/raw-access/", views.raw_access, name="raw-access"),
]
