"""Approvals queue URLs."""

urlpatterns: list = []
