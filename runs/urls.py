"""Dashboard URLs (runs list, run detail, login/logout); the recovery console's are in ``approvals.urls``."""

from django.contrib.auth import views as auth_views
from django.urls import path
from django.views.generic import RedirectView

from runs.dashboard import views
from runs.dashboard.throttle import throttled_login

urlpatterns = [
    path("", RedirectView.as_view(pattern_name="runs", permanent=False)),
    path("login/", throttled_login(auth_views.LoginView.as_view(redirect_authenticated_user=True)), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("runs/", views.runs_list, name="runs"),
    path("runs/<str:run_id>/", views.run_detail, name="run"),
    path("runs/<str:run_id>/events/<int:seq>/payload/", views.event_payload, name="event-payload"),
]
