"""Dashboard URLs (runs list, run detail, recovery console)."""

urlpatterns: list = []
