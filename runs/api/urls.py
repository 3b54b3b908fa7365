"""API URLs: versioned under /api/v1/, schema at /api/schema/, docs at /api/docs/."""

urlpatterns: list = []
