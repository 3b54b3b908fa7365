"""Admin registrations."""

from django.contrib import admin, messages

from runs.api_keys import api_key_create, api_key_revoke
from runs.models_api import ApiKey


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    """Admins create and revoke agent API keys; the secret is shown once, in the success message."""

    list_display = ("prefix", "agent", "name", "created_by", "created_at", "last_used_at", "revoked")
    list_filter = ("agent", "revoked")
    search_fields = ("prefix", "agent", "name")
    fields = ("agent", "name")
    actions = ("revoke",)

    def has_change_permission(self, request, obj=None):
        return obj is None and super().has_change_permission(request, obj)

    def save_model(self, request, obj, form, change):
        key, raw = api_key_create(agent=obj.agent, name=obj.name, created_by=request.user)
        obj.pk = key.pk
        messages.warning(request, f"API key for {key.agent} (copy it now, it is not shown again): {raw}")

    @admin.action(description="Revoke selected keys")
    def revoke(self, request, queryset):
        revoked = sum(api_key_revoke(prefix=prefix) for prefix in queryset.values_list("prefix", flat=True))
        messages.info(request, f"{revoked} key(s) revoked")
