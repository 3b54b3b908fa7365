"""What a bulk job is asked with: the action, the runs list's filters, the held-call selection and,
to create it, the preview's count and fingerprint, a reason, the phrase and a request key. The API validates these
serializers; the page's create form refuses a field :class:`CreateInput` does not take as the API does
(``runs.api.fields.unknown_fields``: a misspelt filter is a 400 naming it, never a wider selection)."""

from __future__ import annotations

from rest_framework import serializers

from agentops.core.events import REASON_MAX
from agentops.core.states import RunStatus
from approvals.bulk.selectors import ARGS_HASH_PATTERN, ARGS_HASH_RULE, FINGERPRINT_PATTERN
from approvals.models import BulkAction
from runs.api.fields import Text, WholeNumber
from runs.dashboard.selectors import TIME_RANGES

#: the most targets a count can name: what a job's ``total`` column (a 32-bit integer) holds
MAX_TARGETS = 2**31 - 1


class SelectionInput(serializers.Serializer):
    """Which runs (the runs list's filters) and, for approve / reject, which held calls."""

    action = serializers.ChoiceField(choices=BulkAction.choices)
    status = serializers.ChoiceField(choices=[s.value for s in RunStatus], required=False)
    agent = Text(max_length=100, required=False)
    model = Text(max_length=200, required=False)
    range = serializers.ChoiceField(choices=list(TIME_RANGES), required=False, help_text="created in the last …")
    unverifiable = serializers.BooleanField(required=False, help_text="runs with a step not verified")
    flagged = serializers.BooleanField(required=False, help_text="runs with a flagged claim")
    q = Text(max_length=200, required=False, help_text="run id or reference prefix, any case")
    run = Text(max_length=100, required=False, help_text="one run, by its whole id (q also finds references)")
    seen = WholeNumber(min_value=0, required=False,
                       help_text="with run: that run's journal head the page showed (the stuck view's dead-letter "
                                 "link carries it); a run journaled on since is a 409 bulk_stale naming who decided "
                                 "what and when, nothing created")  # fmt: skip
    tool = Text(max_length=100, required=False, help_text="approve / reject: only calls of this tool")
    args_hash = serializers.RegexField(ARGS_HASH_PATTERN, required=False, trim_whitespace=False,
                                       error_messages={"invalid": ARGS_HASH_RULE},
                                       help_text="approve / reject: only calls with these arguments")  # fmt: skip


class CreateInput(SelectionInput):
    #: a misspelt filter (``"stauts"``) is a 400, never a wider selection (``ApiView.valid``)
    refuse_unknown_fields = True
    #: required, though not by the serializer: ``services.bulk_submit`` answers a create without it 400
    #: ``bulk_refused`` naming the preview, one rule with the page's form (the schema showed it optional)
    required_by_the_service = ("fingerprint",)

    #: the count the preview showed: below 0 or above what a job's ``total`` column holds it can be no
    #: count, and is a 400 naming it (not a 409 "the selection changed"); the page reads it with this field
    expected = WholeNumber(min_value=0, max_value=MAX_TARGETS,
                                        help_text="the count the preview showed (409 if it changed)")  # fmt: skip
    #: the preview's name of its set: the same count of other targets, or a run acted on since, is a 409 too; a
    #: create without it is a 400 ``bulk_refused`` naming it, every action (``services.bulk_submit``: one rule with
    #: the page's form)
    fingerprint = serializers.RegexField(FINGERPRINT_PATTERN, required=False,
                                         error_messages={"invalid": "fingerprint must be the preview's 32 hex digits"},
                                         help_text="the preview's fingerprint of its set (409 if the set changed, "
                                                   "even at the same count); required: without it 400 "
                                                   "bulk_refused")  # fmt: skip
    reason = Text(max_length=REASON_MAX, help_text="journaled on every run with your name")
    confirmation = Text(max_length=500, required=False, allow_blank=True, default="",
                        help_text="the preview's phrase, when it says one is needed (a bulk approve of a "
                                  "payment whose amount a single approval asks typed: with the total)")  # fmt: skip
    request_key = Text(max_length=64, required=False, help_text="a repeated create with this key returns the first job")
