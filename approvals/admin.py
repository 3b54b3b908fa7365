"""Django admin for superusers: the notification delivery log and bulk jobs, read-only."""

from __future__ import annotations

import json
from typing import Any

from django.contrib import admin, messages
from django.http import HttpRequest, HttpResponse

from approvals.bulk.selectors import for_readers
from approvals.models import BulkJob, Delivery, Notice
from approvals.notify import channels, deliver
from runs.admin import ReadOnlyAdmin


@admin.register(Delivery)
class DeliveryAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "channel",
        "status",
        "count",
        "attempts",
        "response",
        "created_at",
        "sent_at",
        "next_attempt_at",
    )
    list_filter = ("channel", "status")
    readonly_fields = ("notice_keys",)

    def changelist_view(self, request: HttpRequest, extra_context: dict[str, Any] | None = None) -> HttpResponse:
        """The log says, above the rows, which channels are failing and that new occasions wait for them too."""
        for down in filter(None, map(deliver.failing, channels.configured())):
            messages.warning(request, deliver.failing_text(down))
        return super().changelist_view(request, extra_context)

    @admin.display(description="notices")
    def notice_keys(self, obj: Delivery) -> str:
        return ", ".join(obj.notices.values_list("key", flat=True)[:200])


@admin.register(Notice)
class NoticeAdmin(ReadOnlyAdmin):
    list_display = ("key", "kind", "run", "detail", "created_at")
    list_filter = ("kind",)
    search_fields = ("key", "run__id")


@admin.register(BulkJob)
class BulkJobAdmin(ReadOnlyAdmin):
    """A job's reasons and search as its pages show them (``approvals.bulk.selectors.for_readers``): redacted."""

    list_display = ("id", "action", "actor", "total", "status", "created_at", "finished_at")
    list_filter = ("action", "status")
    exclude = ("reason", "cancel_reason", "selection")
    readonly_fields = ("shown_reason", "shown_cancel_reason", "shown_selection")

    @admin.display(description="reason (redacted)")
    def shown_reason(self, obj: BulkJob) -> str:
        return for_readers(obj).reason

    @admin.display(description="cancel reason (redacted)")
    def shown_cancel_reason(self, obj: BulkJob) -> str:
        return for_readers(obj).cancel_reason

    @admin.display(description="selection (search redacted)")
    def shown_selection(self, obj: BulkJob) -> str:
        return json.dumps(for_readers(obj).selection, ensure_ascii=False)
