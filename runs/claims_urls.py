"""Claims audit and export pages."""

urlpatterns: list = []
