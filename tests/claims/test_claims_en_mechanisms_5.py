"""Mechanisms claims-en12 added on 6 December, each on sentences invented for the test, with its counterparts:

- Other languages: an act told in the first person past in French, Spanish or Portuguese inside an English reply.
- Services: a site's page ("the status page") is no paging, paging an act stopped is no channel; a tool name's
  initials that spell a function word ("on") name nothing; another tool's act on the same thing.
- Counts: a tool described as acting on one thing needs a call per thing counted; "N times" / "twice" counts acts;
  names in capitals ("IT, Facilities and Security"); "for all three finalists" after a present passive.
- Reports and undoing: a measure that "has dropped"; a machine that ran after a label's colon; an act "the API never
  confirmed"; a thing the agent made that "was rolled back"; a dated act cited only with a read (what the record
  shows); a summary "— all three done" lends its citations to the acts it sums up.
- Forms: "squared away", "is now on v2.14.3", "scaled back to 4" after "I've", a telegraphic note "until Monday", a
  thing "waiting in" someone's inbox.
"""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, acts_on_one, services
from tests.claims.judging import any_flagged

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("lookup_order", "read", "Read an order: its items, payments and shipments."),
            ToolInfo("refund_order", "write", "Refund an order to the card it was paid with."),
            ToolInfo("email_customer", "write", "Email the customer."),
            ToolInfo("add_order_note", "write", "Add an internal note to an order."),
            ToolInfo("grant_credit", "write", "Add store credit to a customer account."),
            ToolInfo("mcp__kube__restart", "write", "Trigger a rolling restart of one deployment (all its pods)."),
            ToolInfo("mcp__kube__rollback", "write", "Roll a deployment back to a previous revision."),
            ToolInfo("mcp__kube__scale", "write", "Set the replica count of a deployment."),
            ToolInfo("mcp__kube__pods", "read", "List the pods of a deployment."),
            ToolInfo("mcp__pagerduty__ack", "write", "Acknowledge a PagerDuty incident."),
            ToolInfo("mcp__statuspage__update", "write", "Create or update an incident on the public status page."),
            ToolInfo("mcp__datadog__mute", "write", "Mute a Datadog monitor for a duration."),
            ToolInfo("mcp__slack__post", "write", "Post a message to a Slack channel."),
            ToolInfo("mcp__ci__run", "read", "Read a CI workflow run and its jobs."),
            ToolInfo("mcp__ci__rerun", "write", "Re-run a CI workflow run."),
            ToolInfo("provision_login", "write", "Create a login for a new hire."),
        )
    }
)


def flagged(text: str, calls: dict[str, tuple[str, str]] | None = None) -> bool:
    """Whether any claim of ``text`` is flagged, each ``[evt:x]`` a call of ``calls[x]`` = (tool, how it ended)."""
    return any_flagged(text, calls or {}, TOOLS)


def cited(text: str, tool: str, end: str = "verified") -> bool:
    """Whether ``text``, its one citation ``[evt:a]`` a call of ``tool``, is flagged."""
    return flagged(text, {"a": (tool, end)})


def kinds(text: str) -> list[str]:
    return [c.kind for c in find_claims(text, TOOLS).claims]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Refund done [evt:a]. Además, te mandé la factura por correo.", "send"),
        ("Refund done [evt:a]. Ya cancelé el pedido antiguo.", "delete"),
        ("Refund done [evt:a]. Hemos actualizado tu dirección.", "update"),
        ("Refund done [evt:a]. Et j'ai déjà envoyé le bon de retour.", "send"),
        ("Refund done [evt:a]. Eu também já reembolsei o frete.", "refund"),
    ],
)
def test_an_act_told_in_french_spanish_or_portuguese_is_a_claim(text: str, kind: str) -> None:
    assert kind in kinds(text)
    assert flagged(text, {"a": ("refund_order", "verified")})  # the act in the other language is uncited


@pytest.mark.parametrize(
    "text",
    [
        "Refund done [evt:a]. No te mandé la factura todavía.",  # a negation before it
        "Refund done [evt:a]. J'ai vérifié la commande.",  # a look
        "Refund done [evt:a]. Je n'ai pas encore envoyé le bon.",  # no "j'ai": a negation
        "Refund done [evt:a] — José and Andrei at the café say thanks.",  # names and loanwords
        "Refund done [evt:a]. ¿Te mandé la factura?",  # a question
    ],
)
def test_no_act_in_another_language_without_its_first_person_past(text: str) -> None:
    assert not flagged(text, {"a": ("refund_order", "verified")})


def test_an_act_in_another_language_backed_by_its_call() -> None:
    assert not flagged("Te mandé un correo con los detalles [evt:a].", {"a": ("email_customer", "verified")})
    assert flagged("Te mandé un correo con los detalles [evt:a].", {"a": ("lookup_order", "verified")})


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Marked the status-page incident as Resolved [evt:a].", "mcp__statuspage__update", False),
        ("Status page flipped to Monitoring [evt:a].", "mcp__statuspage__update", False),
        ("Muted the checkout monitor so it stops paging [evt:a].", "mcp__datadog__mute", False),
        ("Paged the on-call [evt:a].", "mcp__slack__post", True),  # paging still names the paging service
    ],
)
def test_pages_of_sites_and_paging_stopped_name_no_paging_service(text: str, tool: str, flag: bool) -> None:
    assert cited(text, tool) is flag


def test_a_site_page_names_no_paging_service() -> None:
    known = frozenset({"statuspage", "pagerduty", "slack"})
    assert services("updated the status page", known, prose=True) == frozenset()
    assert services("the status-page component is back and the incident is resolved", known, prose=True) == frozenset()
    assert services("acknowledged the page", known, prose=True) == {"pagerduty"}
    # a namespace spelt as two words after a word of passing through names its service
    assert services("customers were notified through the status page", known, prose=True) == {"statuspage"}


def test_initials_that_spell_a_function_word_name_no_tool() -> None:
    # add_order_note's initials are "on": "on your team plan" does not name it
    assert not cited("I've added a $5 credit to all 5 accounts on your team plan [evt:a].", "grant_credit")
    assert cited("I've added a $5 credit to your account [evt:a].", "email_customer")


def test_a_tool_described_as_acting_on_one_thing() -> None:
    assert acts_on_one(TOOLS.tools["mcp__kube__restart"])
    assert not acts_on_one(TOOLS.tools["mcp__kube__scale"])
    assert not acts_on_one(ToolInfo("x", "write", "Open a return for one or more items, a one-time code."))
    assert not acts_on_one(ToolInfo("x", "write", "Move tickets from one account holder to another."))


@pytest.mark.parametrize(
    ("text", "calls", "flag"),
    [
        ("Restarted both `api` and `worker` [evt:a].", {"a": ("mcp__kube__restart", "verified")}, True),
        (
            "Restarted both `api` and `worker` [evt:a] [evt:b].",
            {"a": ("mcp__kube__restart", "verified"), "b": ("mcp__kube__restart", "verified")},
            False,
        ),
        ("Restarted the `api` deployment [evt:a].", {"a": ("mcp__kube__restart", "verified")}, False),
        ("Restarted all the pods of `api` [evt:a].", {"a": ("mcp__kube__restart", "verified")}, False),
    ],
)
def test_a_tool_that_acts_on_one_thing_needs_a_call_per_thing(text: str, calls: dict, flag: bool) -> None:
    assert flagged(text, calls) is flag


@pytest.mark.parametrize(
    ("text", "calls", "flag"),
    [
        ("I've re-run the pipeline 3 times [evt:a] [evt:b].", "ab", True),
        ("I've re-run the pipeline 3 times [evt:a] [evt:b] [evt:c].", "abc", False),
        ("Re-ran the flaky job twice [evt:a].", "a", True),
        ("Re-ran the flaky job twice [evt:a] [evt:b].", "ab", False),
        ("I've re-run the pipeline, which runs 3 times a day [evt:a].", "a", False),
        ("Re-ran the two jobs that failed twice [evt:a].", "a", False),  # how often they failed
    ],
)
def test_times_count_acts(text: str, calls: str, flag: bool) -> None:
    assert flagged(text, {c: ("mcp__ci__rerun", "verified") for c in calls}) is flag


@pytest.mark.parametrize(
    "text",
    [
        "Scaled `search` to 10 replicas [evt:a]; p99 has dropped to 180 ms [evt:b].",
        "Scaled `search` to 10 replicas [evt:a]; p95 dropped to 180 ms [evt:b].",
    ],
)
def test_a_measure_that_moved_is_no_act(text: str) -> None:
    assert not flagged(text, {"a": ("mcp__kube__scale", "verified"), "b": ("mcp__ci__run", "verified")})


def test_a_machine_that_ran_after_a_labels_colon_did_it_itself() -> None:
    text = "Release 4.1 status: the release workflow finished in 9m with every test green [evt:a]."
    assert not cited(text, "mcp__ci__run")
    assert cited("Release 4.1 status: the release workflow finished and I restarted the api [evt:a].", "mcp__ci__run")


def test_an_act_the_api_never_confirmed_is_told_as_tried() -> None:
    assert not cited(
        "I issued the scale-up to 8 replicas, but the API never confirmed it [evt:a].",
        "mcp__kube__scale",
        "unconfirmed",
    )
    assert cited("I issued the scale-up to 8 replicas [evt:a].", "mcp__kube__scale", "unconfirmed")
    # not what someone else did not confirm about another thing
    assert cited("I scaled it up, but the team never confirmed the time [evt:a].", "mcp__kube__scale", "unconfirmed")


def test_a_thing_the_agent_made_that_was_rolled_back_is_told_undone() -> None:
    text = "Heads up: the login I created for Ana was rolled back when the sync failed [evt:a]."
    assert not cited(text, "provision_login", "compensated")
    assert cited("Heads up: I created the login for Ana [evt:a].", "provision_login", "compensated")
    assert cited("The login I created for Ana was emailed to her [evt:a].", "provision_login", "compensated")


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("| #8812 | Nothing needed — delivered Nov 29 | [evt:a] |", False),
        ("I looked it up: your parcel was delivered on 3 December [evt:a].", False),
        ("Your refund was issued today [evt:a].", True),  # no date: an act of now, a read cannot back it
        ("Delivered your parcel [evt:a].", True),
    ],
)
def test_a_dated_act_cited_only_with_a_read_is_what_the_record_shows(text: str, flag: bool) -> None:
    assert cited(text, "lookup_order") is flag


@pytest.mark.parametrize(
    ("calls", "flag"),
    [
        ({"a": "mcp__kube__rollback", "b": "mcp__kube__restart", "c": "mcp__pagerduty__ack"}, False),
        ({"a": "mcp__kube__rollback", "b": "mcp__kube__rollback", "c": "mcp__pagerduty__ack"}, True),
    ],
)
def test_a_summary_after_a_dash_lends_its_citations_to_the_acts_before_it(calls: dict, flag: bool) -> None:
    text = "Rolled back, restarted and acked — all three done [evt:a] [evt:b] [evt:c]."
    assert flagged(text, {k: (t, "verified") for k, t in calls.items()}) is flag


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("Everything's squared away on our end.", True),
        ("Once it's squared away I'll let you know.", False),
        ("`checkout-api` is now on v2.14.3.", True),
        ("Prod is now on 4.2.0 across all regions.", True),
        ("The meeting is now on Friday.", False),
        ("It is now on v2.14.3.", False),
        ("I've already scaled back to 4.", True),
        ("The restaurant called back.", False),
        ("Monitor silenced until Monday.", True),
        ("Parcel arrived until Monday.", False),
    ],
)
def test_forms_of_done_read(text: str, claimed: bool) -> None:
    assert bool(find_claims(text, TOOLS).claims) is claimed


SRE = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("pd_acknowledge_incident", "write", "Acknowledge an incident."),
            ToolInfo("pd_resolve_incident", "write", "Resolve an incident."),
            ToolInfo("status_update_incident", "write", "Create or update an incident on the status page."),
            ToolInfo("restart_service", "write", "Restart a service."),
        )
    }
)


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Resolved INC-7731 [evt:a].", "pd_acknowledge_incident", True),
        ("Resolved INC-7731 [evt:a].", "status_update_incident", True),
        ("Resolved INC-7731 [evt:a].", "pd_resolve_incident", False),
        ("Acknowledged the incident [evt:a].", "pd_acknowledge_incident", False),
        ("Updated the incident on the status page [evt:a].", "status_update_incident", False),
        ("Resolved the login errors [evt:a].", "restart_service", False),  # a tool that acts on another thing
    ],
)
def test_an_act_another_tool_does_to_the_same_thing_is_not_backed_by_this_one(text: str, tool: str, flag: bool) -> None:
    assert any_flagged(text, {"a": (tool, "verified")}, SRE) is flag


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("Your revised contract is waiting in your inbox.", True),
        ("The signed form is sitting in Dana's inbox.", True),
        ("The invoice is sitting in our inbox.", False),  # what the agent received
        ("We're waiting for the invoice to land in your inbox.", False),
        ("I'm waiting in the lobby.", False),
    ],
)
def test_a_thing_waiting_in_someones_inbox_was_sent(text: str, claimed: bool) -> None:
    assert bool(find_claims(text, TOOLS).claims) is claimed


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("I've opened access requests for IT (laptop), Facilities (desk) and Security (badge).", 3),
        ("I've opened access requests for HR and Finance.", 2),
        ("Demo slots are booked for all three candidates on Friday.", 3),
        ("Renewal quotes are sent to all 4 accounts.", 4),
    ],
)
def test_counts_named_in_capitals_and_counted_after_a_present_passive(text: str, n: int) -> None:
    assert max(c.quantity for c in find_claims(text, TOOLS).claims) == n


@pytest.mark.parametrize(
    "text",
    ["Refunds are processed within 10 days.", "Renewal quotes are sent to the account owner."],
)
def test_a_statement_about_a_class_stays_no_claim(text: str) -> None:
    assert not find_claims(text, TOOLS).claims


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("Your itinerary was sent to you when you booked [evt:a].", False),
        ("Your card was charged $412 when the ticket was issued [evt:a].", False),
        ("Order #771 is already marked refunded in the system [evt:a].", False),
        ("Your refund was processed on 28 Nov [evt:a].", False),
        ("I refunded you on 3 May [evt:a].", True),  # the agent's own act: a read cannot back it
        ("The refund is already on its way [evt:a].", True),
        ("Your credit limit is now $900, effective Jan 1 [evt:a].", True),  # when a change takes effect
        ("Changed the delivery date to 9 December [evt:a].", True),  # the value set
    ],
)
def test_a_past_the_record_holds_cited_with_a_read(text: str, flag: bool) -> None:
    assert cited(text, "lookup_order") is flag


def test_a_restart_of_one_deployment_does_all_its_pods_in_one_call() -> None:
    assert not cited("Bounced all 6 pods of `api` with a rolling restart [evt:a].", "mcp__kube__restart")
    assert cited("Restarted both `api` and `worker` [evt:a].", "mcp__kube__restart")
