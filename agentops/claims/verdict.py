"""A claim against the evidence its citations resolve to: verdict, plain words and the next action.

``verified``   enough distinct verified executions of a tool that can back the claim's kind are cited
               (``quantity`` of them: "both invoices" needs two pay executions, not one cited twice);
``unverified`` a cited event does not exist, belongs to another run, is not a tool execution, or is not
               verified (failed, unknown, or verified only by someone the policy does not count), or
               fewer executions than the claim counts are verified;
``uncited``    the claim cites nothing and the reply's evidence list has nothing of its kind;
``mismatched`` the citations are verified, but no cited tool can do what the claim says ("an email was
               sent" citing a push, a retrieval, …).

Only verifiers and operators verify an execution; nothing the model writes is read but the ids.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from agentops.claims import chinese
from agentops.claims import lexicon as lx
from agentops.claims.detect import LOOKED_STATE, STATED, Claim
from agentops.claims.kinds import (
    ANY,
    BRANDS,
    FAMILIES,
    MONEY_INTO_ZH,
    PREPOSITIONS,
    PUTS_IN_PLACE,
    READ,
    REMOVALS,
    ToolInfo,
    Vocabulary,
    action,
    acts,
    acts_on_many,
    acts_on_one,
    acts_zh,
    also_backs,
    backs,
    books_request,
    books_visit,
    denied_acts,
    denied_own_acts,
    document_sent,
    does,
    family,
    many_of,
    name_verbs,
    names,
    names_thing,
    notifies_only,
    objects,
    pays_out,
    services,
    specific,
    status_values,
    stems,
    thing,
    words,
)
from agentops.core.states import ExecStatus

VERIFIED, UNVERIFIED, UNCITED, MISMATCHED = "verified", "unverified", "uncited", "mismatched"

#: What a claim of each kind says, in plain words.
SAYS = {
    lx.COMPLETE: "the work was done",
    lx.SEND: "something was sent",
    lx.EMAIL: "an email was sent",
    lx.MESSAGE: "a message (SMS, push, chat) was sent",
    lx.PAY: "a payment was made",
    lx.REFUND: "a refund was issued",
    lx.ORDER: "an order was placed",
    lx.BOOK: "a booking was made",
    lx.CREATE: "something was created",
    lx.UPDATE: "something was updated",
    lx.DELETE: "something was deleted or cancelled",
    lx.EXPORT: "something was exported or uploaded",
    lx.SHIP: "a shipment went out",
    lx.CHANGE: "something was changed",
}


@dataclass(frozen=True, slots=True)
class Evidence:
    """What a cited event id resolved to. ``run_id`` is None when no such event exists.

    ``execution`` identifies the tool call (several events of one call count once); ``verified`` is
    True only when the call's verification counts under the policy; ``verified_by`` says who verified
    it (server, agent, operator, timeout).
    """

    event_id: str
    run_id: str | None = None
    event_type: str = ""
    tool: str = ""
    effect: str = ""
    status: str = ""
    execution: str = ""
    verified: bool = False
    verified_by: str = ""
    why_not: str = ""


@dataclass(frozen=True, slots=True)
class Verdict:
    classification: str
    reason: str  # plain words: what the claim says, what is wrong, the next action
    evidence: tuple[Evidence, ...]  # the cited events the verdict rests on

    @property
    def flagged(self) -> bool:
        return self.classification != VERIFIED


#: what to do about a cited call of this run not verified yet, one whose verification failed, one undone or given up,
#: and a citation that names no call of this run
_WAIT = "Next: wait for the verification or confirm the call in the recovery console; otherwise correct the reply."
_FAILED = "Next: if it did happen, confirm the call in the recovery console; otherwise correct the reply."
_UNDONE = "Next: correct the reply (the call was undone or given up), or cite the call that did it."
_CITE = "Next: cite the event of this run's call that did it, or correct the reply."
_ADVICE = {ExecStatus.VERIFICATION_FAILED: _FAILED, ExecStatus.COMPENSATED: _UNDONE, ExecStatus.DEAD_LETTER: _UNDONE}


def _next(run_id: str, cited: Sequence[Evidence]) -> str:
    """The advice after the problems of ``cited``, the most hopeful of its calls': waiting helps only a call of this run
    whose verification is still to come (a failed one can only be confirmed by a person; an undone or dead-lettered one
    not at all: both were told to wait, qa-agents6); an id that names no event, another run's event or one that is no
    tool call is answered by citing this run's call."""
    ours = [_ADVICE.get(ev.status, _WAIT) for ev in cited if ev.run_id == run_id and ev.execution]
    return next((advice for advice in (_WAIT, _FAILED, _UNDONE) if advice in ours), _CITE)


def _problem(run_id: str, ev: Evidence) -> str | None:
    if ev.run_id is None:
        return f"{ev.event_id} does not exist"
    if ev.run_id != run_id:
        return f"{ev.event_id} belongs to another run ({ev.run_id})"
    if not ev.execution:
        return f"{ev.event_id} is a {ev.event_type} event, not a tool call"
    if not ev.verified:
        return f"{ev.event_id} ({ev.tool}) is {ev.why_not or ev.status or 'not verified'}"
    return None


#: Verbs that tell an act undone ("reversed it right after", "voided the charge", "rolled it back").
_UNDOES = frozenset({"reverse", "void", "undo", "roll back", "revert", "unwind", "back out", "refund", "cancel"})
_UNDOES_ZH = frozenset({"撤回", "撤销", "冲正", "冲回", "冲", "回滚", "作废", "退回"})


def _undone_by_compensation(claim: Claim, ev: Evidence, run_id: str, vocab: Vocabulary, peers: Sequence[Claim]) -> bool:
    """Whether ``ev`` backs ``claim`` as the undoing of its call: the claim tells an act undone ("I did put the deposit
    through, but reversed it right after [a charge, compensated]") and cites a call of another act (it cannot back the
    undoing itself) that the runtime compensated — its effect was rolled back, which is what the claim says. A
    compensated call of the undoing's own kind ("I've voided the invoice" [a void, compensated]) was itself undone:
    no backing."""
    return (
        claim.verb in (_UNDOES if claim.language == "en" else _UNDOES_ZH)  # 已经冲正撤回 [a bonus paid, compensated]
        and ev.status == "COMPENSATED"
        and ev.run_id == run_id
        and bool(ev.execution)
        and ev.effect == "write"
        and (not _backs(claim, ev, vocab, peers) or _undoes_only(claim, ev.tool))
    )


def _undoes_only(claim: Claim, tool: str) -> bool:
    """Whether the claim's verb only undoes ("reversed", "rolled back"; not "refunded" or "cancelled", acts of
    their own) and the tool's own verb undoes nothing (``apply_store_credit``): the runtime's compensation of the
    call is the reversal told, though the tool's kinds share the verb's ("it was reversed" [a credit, compensated])."""
    verb = action(tool)[0]
    if claim.language != "en" or claim.verb in ("refund", "cancel"):
        return False
    return verb not in _UNDOES and family(verb) not in ("cancel", "rollback")


def judge(
    claim: Claim,
    *,
    run_id: str,
    evidence: Mapping[str, Evidence],
    pool: Sequence[str] = (),
    vocabulary: Vocabulary | None = None,
    peers: Sequence[Claim] = (),
) -> Verdict:
    """The verdict on ``claim``; ``pool`` is the reply's evidence list, bound to uncited claims by kind;
    ``peers`` the reply's claims (those sharing the claim's citations may have done the cited call)."""
    vocab = vocabulary or Vocabulary()
    others = [p for p in peers if p is not claim and p.cited and p.cited == claim.cited and p.unit == claim.unit]
    says = f"says {SAYS.get(claim.kind, claim.kind)} (\u201c{claim.phrase}\u201d)"
    if claim.quantity > 1:
        says = f"says {claim.quantity} \u00d7 {SAYS.get(claim.kind, claim.kind)} (\u201c{claim.phrase}\u201d)"
    backers = _named(claim, vocab) or (vocab.backers(claim.kind) if claim.kind != lx.COMPLETE else [])
    backers = [t for t in backers if not _ruled_out(claim, t, vocab)]
    if claim.language == "en" and claim.kind in _SENDS:
        backers = [t for t in backers if not _other_channel(claim, vocab.tools.get(t))]  # "texted": not send_push
    # what to cite, as the reasons' sentences need it: the tools that can back the claim, or (none of the
    # agent's can) any call of a tool that can
    if backers:
        names = " or ".join(backers)
        wanted, the_call, counted, cite = names, f"the {names} call", f"{names} call(s)", f"the {names} call"
    else:
        wanted = f"call of a tool that can back it ({claim.kind})"
        the_call, counted, cite = "the call", f"call(s) of a tool that can back it ({claim.kind})", f"a {wanted}"
    cited = [evidence.get(eid, Evidence(eid)) for eid in claim.cited]
    siblings = 0  # uncited claims of the same act on other lines, bound to the same evidence list
    if not cited and claim.kind == lx.COMPLETE and any(_problem(run_id, evidence.get(e, Evidence(e))) for e in pool):
        cited = [evidence.get(eid, Evidence(eid)) for eid in pool]  # "已完成换货，并短信通知了您。证据：[a] [b]": a
        # generic "done" sums up the listed work, so a listed call that did not verify leaves it unbacked
    elif not cited:
        cited = [
            evidence[eid]
            for eid in pool
            if eid in evidence
            and evidence[eid].verified
            and evidence[eid].run_id == run_id
            and _backs(claim, evidence[eid], vocab, peers)
        ]
        if cited:  # "Evidence: [a] [a made-up id]": a listed id that names no event leaves what the list backs unbacked
            cited += [Evidence(eid) for eid in pool if evidence.get(eid, Evidence(eid)).run_id is None]
        siblings = sum(  # "- Outbound cancelled\n- Return cancelled\n\nEvidence: [a]": one call each
            1
            for p in peers
            if p is not claim and not p.cited and p.unit != claim.unit and p.verb == claim.verb and p.kind == claim.kind
        )
        if not cited:
            return Verdict(
                UNCITED,
                f"{says}; no verified {wanted} is cited. Next: cite the event of {the_call} that did it, or take the claim out of the reply.",
                (),
            )
        items = 1 + sum(  # 1. 4/6 → 4/13 ✅ 2. … ✅ 3. … ✅ Evidence: [a] [b]: an act per item, a call each
            not p.cited and p is not claim and p.unit != claim.unit and (p.verb, p.kind) == (claim.verb, claim.kind)
            for p in peers
        )
        if items > len({ev.execution for ev in cited}):
            return Verdict(
                UNVERIFIED,
                f"{says} in each of {items} items; the evidence list has only {len(cited)} verified {counted}. Next: cite one event per item, or correct the reply.",
                tuple(cited),
            )
    if claim.verb in STATED:
        return _cited_state(claim, cited, run_id, says)
    undone = [ev for ev in cited if _undone_by_compensation(claim, ev, run_id, vocab, peers)]
    problems = [p for p in (_problem(run_id, ev) for ev in cited if ev not in undone) if p]
    good = undone + [
        ev
        for ev in cited
        if _problem(run_id, ev) is None
        and _backs(claim, ev, vocab, peers)
        and not _done_by_another(claim, ev, others, vocab)
        and not _outside_its_act(claim, ev, others, vocab)
    ]
    executions = list(dict.fromkeys(ev.execution for ev in good))
    needed = claim.quantity if len(executions) > 1 or not claim.acts else min(claim.quantity, claim.acts)
    if claim.language == "en" and claim.kind != lx.COMPLETE:
        needed = max(needed, 1 + siblings)
    left = _acts_left_zh(claim, good, vocab, peers) if good and not problems else []
    if left:
        return Verdict(
            UNVERIFIED,
            f"{says}; it lists acts of {' and '.join(left)} too, and no verified call of it is cited. Next: cite one event per act, or correct the reply.",
            tuple(cited),
        )
    if problems:
        troubled = [ev for ev in cited if ev not in undone and _problem(run_id, ev)]
        return Verdict(UNVERIFIED, f"{says}; {'; '.join(problems)}. {_next(run_id, troubled)}", tuple(cited))
    one_each = bool(good) and all(_one_each(claim, vocab.tools.get(ev.tool)) for ev in good)
    if one_each:  # "Restarted both workers" citing one call of a tool that restarts "one deployment"
        needed = max(needed, claim.things)
    # a tool that acts on many backs a count with fewer calls, unless the claim cites a call per thing: more than one
    # call and more than half as many as it counts ("Approved all 9 expense claims" citing 8 calls: one missing)
    per_thing = len(executions) > 1 and 2 * len(executions) > needed
    if len(executions) >= needed or (
        not one_each and not per_thing and any(acts_on_many(vocab.tools.get(ev.tool)) for ev in good)
    ):
        backed = "; ".join(f"{ev.tool} {ev.event_id} (verified by {ev.verified_by or 'server'})" for ev in good)
        return Verdict(VERIFIED, f"backed by {backed}", tuple(good))
    if executions and not one_each and _bundle_of_one_call(claim, good, vocab):
        backed = "; ".join(f"{ev.tool} {ev.event_id} (verified by {ev.verified_by or 'server'})" for ev in good)
        return Verdict(VERIFIED, f"backed by {backed}", tuple(good))
    if executions:
        return Verdict(
            UNVERIFIED,
            f"{says}; only {len(executions)} verified {counted} cited. Next: cite one event per call, or correct the count.",
            tuple(cited),
        )
    tools = ", ".join(sorted({f"{ev.tool} ({ev.effect})" for ev in cited}))
    return Verdict(
        MISMATCHED,
        f"{says}; it cites {tools}, which cannot do that. Next: cite {cite}, or correct the reply.",
        tuple(cited),
    )


def _one_each(claim: Claim, tool: ToolInfo | None) -> bool:
    """Whether one call of ``tool`` acts on one of the things the claim counts: its description says one ("one
    deployment"), and what it says one call does all of is not what the claim names ("Bounced all 6 pods" citing a
    restart "of one deployment (all its pods)": one call)."""
    clause = claim.clause.lower()
    return acts_on_one(tool) and tool is not None and not any(m[:4] in clause for m in many_of(tool))


def _cited_state(claim: Claim, cited: Sequence[Evidence], run_id: str, says: str) -> Verdict:
    """A sentence's statement of what its cited calls did (``detect.STATED``): unbacked when a call that changes
    things did not verify (unconfirmed, compensated, failed, or verified only by the agent) or is another run's ("Sofia's
    new card is on file [a change of another run]": this run did not do it), or a cited id names no event at all (it
    shows nothing: "The request is in [a made-up id]"); a read's citation, of any run, backs or tells what it shows.
    What a look found (``detect.LOOKED_STATE``) may be another run's change; this run's must have verified ("Per my
    records, the work order was created [a call verified only by the agent]"). A statement that counts things needs as
    many calls that change things when it cites any ("Both buyers got their labels" citing one call twice)."""
    looked = claim.verb == LOOKED_STATE
    unverified = [
        ev
        for ev in cited
        if ev.run_id is None
        or (
            ev.effect == "write"
            and ev.execution
            and (ev.run_id == run_id or not looked)
            and (not ev.verified or (ev.run_id and ev.run_id != run_id))
        )
    ]
    changes = {ev.execution for ev in cited if ev.effect == "write" and ev.execution}
    if not unverified and changes and len(changes) < claim.quantity:
        return Verdict(  # "Both buyers got their return labels [evt:a] [evt:a]": one call for two
            UNVERIFIED,
            f"{says}; only {len(changes)} call(s) that change things cited. Next: cite one event per call, or correct the count.",
            tuple(cited),
        )
    if not unverified:
        return Verdict(VERIFIED, "states what its cited calls show", tuple(cited))
    problems = "; ".join(p for ev in unverified if (p := _problem(run_id, ev)))
    return Verdict(UNVERIFIED, f"{says}; {problems}. {_next(run_id, unverified)}", tuple(cited))


def _named(claim: Claim, vocab: Vocabulary) -> list[str]:
    """The agent's tools named by the claim's specific verb, when the claim is about what such a tool acts
    on (its name's other words, or nothing, in the claim's sentence: ``restart_service`` for "restarted the
    service", not for "billing restarted from 1 June", which any tool that changes state may back)."""
    if specific(claim.verb, claim.language) or _moved_thing(claim):
        return [t for t in vocab.named_by(claim.verb) if _about_tool(t, claim, vocab)]
    if claim.language == "zh" and claim.verb in lx.EN_GENERIC_VERBS:  # Incident 已经 resolve 了: an English verb
        return [t for t in vocab.named_by(claim.verb) if action(t)[1] and _about_tool(t, claim, vocab)]
    if claim.language != "en" or claim.verb not in lx.EN_GENERIC_VERBS or " " in claim.verb:
        return []
    clause = claim.clause.lower()  # a generic verb names a tool's act only with that tool's object in its sentence
    return [t for t in vocab.named_by(claim.verb) if action(t)[1] and _about(action(t)[1], clause)]


def _moved_thing(claim: Claim) -> bool:
    """Whether an English verb of money or goods was read as a change of a thing (its object is no money):
    "Transferred the tickets to Jordan", "Returned the licences to the pool". Then it names its act as a specific
    verb does: ``tickets_transfer`` is the tool that transfers, ``tickets_exchange`` does not."""
    own = lx.EN_VERBS.get(claim.verb)
    return (
        claim.language == "en"
        and claim.kind == lx.CHANGE
        and own in (lx.PAY, lx.REFUND, lx.SHIP)
        and claim.verb not in lx.EN_GENERIC_VERBS
        and " " not in claim.verb
    )


def _done_family_zh(claim: Claim) -> str | None:
    """The family of the act a Chinese generic done names right after it (已为客户完成换货, 已经办理了回滚): the act done,
    which the verb alone does not say."""
    if claim.language != "zh" or lx.ZH_VERBS.get(claim.verb) != lx.COMPLETE:
        return None
    at = claim.clause.find(claim.verb)
    after = claim.clause[at + len(claim.verb) : at + len(claim.verb) + 6] if at >= 0 else ""
    after = after.lstrip("了过好完 ")
    return next((family(w) for w in _ZH_FAMILY_WORDS if after.startswith(w)), None)


_ZH_FAMILY_WORDS = sorted(
    (w for ws in FAMILIES.values() for w in ws if len(w) > 1 and not w.isascii()), key=len, reverse=True
)


def _about_tool_zh(tool: str, claim: Claim, vocab: Vocabulary, act: str) -> bool:
    """:func:`_about_tool`, or for a Chinese claim whose own verb names the act the tool's name has as its object (换货
    and ``create_exchange``): a Chinese clause holds none of an English name's words, the verb says what it is about.
    (Not the name's verb: 已取消自动续费 is about a subscription, not what ``cancel_order`` acts on.)"""
    return _about_tool(tool, claim, vocab) or (
        claim.language == "zh" and any(family(w) == act for w in action(tool)[1])
    )


def _about_tool(tool: str, claim: Claim, vocab: Vocabulary) -> bool:
    """Whether the claim's clause names what ``tool`` acts on (its name's objects or its description's)."""
    return _about(action(tool)[1], claim.clause.lower(), _described(tool, vocab))


def _described(tool: str, vocab: Vocabulary) -> list[str]:
    """The nouns a tool's description names after its verb: what else it acts on ("restart_service",
    "Restart a service or its pods": pods)."""
    info = vocab.tools.get(tool)
    described = words(info.description)[1:] if info else []
    return [
        w
        for w in described
        if len(w) > 3 and w not in _LINKS and not w.endswith(("ed", "ing", "ly")) and w not in _IRREGULAR_FORMS
    ]  # (no verb's form: "… of a sent envelope" names no "sent" that "resent the reminder" is about)


#: The irregular pasts and participles of the lexicon's verbs ("sent", "paid", "built"): no noun of a description.
_IRREGULAR_FORMS = frozenset(f for forms in lx.EN_IRREGULAR.values() for f in forms)


#: Words of a description that name nothing acted on.
_LINKS = frozenset({"after", "before", "with", "from", "into", "onto", "over", "under", "their", "your", "this"})
_LINKS |= frozenset({"that", "them", "then", "when", "each", "every", "some", "other", "only", "also"})


def _about(objects: list[str], clause: str, described: Sequence[str] = ()) -> bool:
    """Whether ``clause`` names what a tool acts on: a word of its name or description, or its name's
    initials ("PR": pull_request)."""
    initials = "".join(w[0] for w in objects)
    named = [w for w in objects if w not in PREPOSITIONS]  # ``AddToWaitlist``: the waitlist, not any "to"
    return (
        not objects
        or any(w[:4] in clause for w in (*named, *described))
        or (len(initials) > 1 and initials not in _FUNCTION_WORDS and initials in clause.split())
    )


#: Short words that a tool name's initials may spell but that name nothing ("on": ``add_order_note``).
_FUNCTION_WORDS = frozenset({"on", "in", "at", "to", "of", "or", "an", "as", "is", "it", "by", "be", "do", "go", "no"})
_FUNCTION_WORDS |= frozenset({"so", "up", "us", "we", "me", "my", "he", "if", "am", "and", "for", "the", "our", "you"})


def _single_act(tool: str, vocab: Vocabulary) -> str | None:
    """The one family of acts a tool does, if it does exactly one (``restart_service``: restart;
    ``cancel_subscription``, "Cancel or delete …", does two; ``update_record`` none)."""
    acts = vocab.families(tool)
    return next(iter(acts)) if len(acts) == 1 else None


def _done_by_another(claim: Claim, ev: Evidence, others: Sequence[Claim], vocab: Vocabulary) -> bool:
    """Whether the cited call is another claim's act: a call of a tool that does one family of acts, cited
    by a claim of that family and by this one, is that claim's act ("Patched the hosts and rebooted them"
    citing one ``restart_service`` call backs the reboot, not the patching). Only an act the lexicon knows
    is another act: a verb it lacks may tell what the call left ("restarted the worker and cleared its
    stuck queue"), and a generic one ("processed", "done") no act of its own. A tool of no family or of
    several (``issue_refund`` for "cancelled and fully refunded") may have done both — but not an act of a
    family the agent has a one-act tool for ("Deployed the fix and purged the cache [update_record]": the
    agent deploys with ``deploy_release``; the shared update call is the purge)."""
    own = family(claim.verb)
    others = [o for o in others if o.verb not in lx.EN_GENERIC_VERBS]  # "Done ✅ — record merged [evt:a]": no act
    if own is not None and others and any(_single_act(t, vocab) == own for t in vocab.tools):
        return _single_act(ev.tool, vocab) != own  # "Deployed the fix and purged the cache [update_record]": the
        # agent deploys with its deploy tool; the shared update call is the purge
    act = _single_act(ev.tool, vocab)
    if act is None or own == act or claim.kind == lx.COMPLETE:
        return False
    if claim.verb in lx.EN_GENERIC_VERBS or (claim.language == "en" and claim.verb not in lx.EN_VERBS):
        return False
    if not _OUTCOMES.isdisjoint(stems(claim.verb)) and _about(words(ev.tool)[1:], claim.clause.lower()):
        return False  # "I fixed it in PR #912 and merged it": the fix is the change the call landed
    return any(family(other.verb) == act for other in others)


#: Verbs that tell an outcome, not an act of their own: told of what the cited tool acts on ("fixed it in PR #912"),
#: they are that tool's act.
_OUTCOMES = frozenset({"fix", "resolve", "solve"})


def _outside_its_act(claim: Claim, ev: Evidence, others: Sequence[Claim], vocab: Vocabulary) -> bool:
    """Whether the cited call, of a tool that does one family of acts, is told as another family's act: a generic
    English change or update whose sentence names another family's act ("The merge to main went through" citing
    ``deploy_release``). Not when the sentence names the tool's act too, nor when a claim sharing the
    citation is of its family. (A change that names no family, "Scaled the deployment to 8 replicas" citing
    ``restart_service``, is still backed: one-act tools do more than their family's verbs say — "reloaded
    Postgres", "is back up and running" by a restart, "cut release v1.9.0", "promoted to prod" by a deploy.)"""
    act = _single_act(ev.tool, vocab)
    if act is None or claim.language != "en" or claim.kind not in (lx.CHANGE, lx.UPDATE) or family(claim.verb):
        return False
    named = {f for w in (*words(claim.clause), *words(claim.verb)) if (f := family(w))}
    if act in named or act in _FAMILY_OF_STATE.get(claim.verb, ()) or any(family(o.verb) == act for o in others):
        return False
    return bool(named) and claim.verb in lx.EN_GENERIC_VERBS


#: States that tell a family's act done ("the fix is live": deployed).
_FAMILY_OF_STATE = {"is live": ("deploy",), "go live": ("deploy",)}


#: Families whose act only a tool of the family does when the agent has one (a booking moved is the reschedule tool's).
_OWN_TOOL_ACTS = frozenset({"reschedule"})
#: Verbs that move a booking to another time: a reschedule.
_MOVES = frozenset({"move", "push", "shift", "bump", "change"})


def _act_family(claim: Claim) -> str | None:
    """The family of the act an English claim tells: its verb's ("rolled back": rollback), a release rolled out
    (a deploy, not a rollback: "it's rolled out to prod"), a booking moved (a reschedule: "pushed to Thursday"), or a
    state's ("v2.14.3 is live": deployed)."""
    act = family(claim.verb)
    if act is None and claim.language == "en" and claim.kind == lx.BOOK and claim.verb in _MOVES:
        return "reschedule"
    if act == "rollback" and claim.language == "en":
        at = claim.clause.lower().find(claim.phrase.lower())
        after = words(claim.clause[at + len(claim.phrase) :])[:4] if at >= 0 else []
        if "out" in after and "back" not in after:
            return "deploy"
    return act or next(iter(_FAMILY_OF_STATE.get(claim.verb, ())), None)


_BREAK = re.compile("[,;，；]")


def _stretch(claim: Claim, peers: Sequence[Claim]) -> str:
    """The words of the claim's clause that are its own: from its phrase to the next claim's of the clause (and
    what opens the clause, for its first claim; in Chinese from the claim before it to the comma after it):
    "Emailed you the receipt, posted the update on Slack", "密码已重置，临时密码通过 Teams 发你了": the first
    act's stretch names no Slack, no Teams."""
    ordered = sorted((p for p in (*peers, claim) if p.unit == claim.unit and p.clause == claim.clause), key=_start)
    at, spans = 0, []
    for p in dict.fromkeys(ordered):
        found = claim.clause.find(p.phrase, at)
        if found < 0:
            return claim.clause
        spans.append((p, found))
        at = found + len(p.phrase)
    for n, (p, found) in enumerate(spans):
        if p == claim:
            # Chinese puts where before the verb (在 Teams 频道通知了): from the claim before it
            start = 0 if not n else found if claim.language == "en" else spans[n - 1][1] + len(spans[n - 1][0].phrase)
            if not n and claim.language == "en":  # "EMP-0931: PTO +1.5d . mailed employee": from its own sentence
                start = max(claim.clause.rfind(" . ", 0, found) + 3, 0) if " . " in claim.clause[:found] else 0
            end = spans[n + 1][1] if n + 1 < len(spans) else len(claim.clause)
            if claim.language != "en":  # … and to its sub-clause's end: what follows a comma is the next act's
                cut = _BREAK.search(claim.clause, found + len(p.phrase), end)
                end = cut.start() if cut else end
                if n + 1 < len(spans):  # 已寄出通知并以 LINE 提醒: 并 opens the next act, its means after it
                    joined = _JOINS_ZH.search(claim.clause, found + len(p.phrase), end)
                    end = joined.start() if joined else end
            return claim.clause[start:end]
    return claim.clause


#: Words that join a next act in Chinese: what stands after them (并以 LINE 提醒) is that act's.
_JOINS_ZH = re.compile(r"并且|并|然后|随后|同时")


def _start(claim: Claim) -> int:
    return claim.start


def _refunds_by_payout(tool: str, vocab: Vocabulary) -> bool:
    """Whether a call of ``tool``, which pays money out to a payee, backs a refund ("Your premium refund is on its
    way" citing ``issuePayout``): the agent has no tool of refunds of its own (a tool that reads refunds none: a
    fraud check that "returns a score")."""
    return pays_out(vocab.tools.get(tool)) and not any(
        lx.REFUND in vocab.kinds(t) for t, info in vocab.tools.items() if info.effect != "read"
    )


def _denied_kinds(tool: ToolInfo, vocab: Vocabulary) -> frozenset[str]:
    """The kinds of the acts a tool's (English) description says it does not do, past those it does and the generic
    ones: what a Chinese claim, which names no English verb, cannot cite it for (update-claim "… (cannot cancel or
    close it)": delete; close, an update, is its own kind)."""
    denied = {lx.EN_VERBS.get(d) for d in denied_acts(tool.description)} - {None, lx.CHANGE, lx.COMPLETE}
    return frozenset(k for k in denied if k is not None) - vocab.kinds(tool.name, tool.effect)


def _backs(claim: Claim, ev: Evidence, vocab: Vocabulary, peers: Sequence[Claim] = ()) -> bool:
    """Whether the cited call can do what the claim says: a tool named by the claim's specific verb when
    there is one (the agent's own or the cited one), else one of a compatible kind."""
    tool = vocab.tools.get(ev.tool)
    if ev.effect == "write" and tool is not None and claim.phrase.lower() in status_values(tool.description):
        return True  # "Marked 59870 delivered" citing a tool that sets the status "delivered": the status it set
    denied = denied_acts(tool.description) if tool is not None and claim.language == "en" else frozenset()
    sends = tool is not None and bool(_SENDS & vocab.kinds(ev.tool, ev.effect) - {lx.EN_VERBS.get(d) for d in denied})
    no_word = claim.kind in _SENDS and any(
        (lx.EN_VERBS.get(d) in _CHANNELS and not sends) or d == "notify" for d in denied
    )
    # "Reject a candidate … does not email the candidate": no word of it reaches anyone ("let him know"); a tool that
    # sends by a channel and denies another ("Sends a Slack direct message … (not email)") sends words all the same
    if denied and (no_word or not stems(claim.verb).isdisjoint(denied)) and not names(ev.tool, claim.verb):
        objects = action(ev.tool)[1]  # (not "sent your refill request to Dr. Lee": the tool's own thing, handed on)
        own = not stems(claim.verb).isdisjoint(denied_own_acts(tool.description))  # "does not approve it"
        if own or not objects or not all(o[:4] in claim.clause.lower() for o in objects):
            return (
                False  # "I've sent your refill to CVS" citing a tool "… (does not send a prescription to the pharmacy)"
            )
    if claim.language == "zh" and tool is not None and claim.kind in _denied_kinds(tool, vocab):
        return False  # 案件已经为您取消了 citing update-claim ("… (cannot cancel or close it)"): an act it says it cannot do
    if claim.kind in _SENDS and ev.effect == "write" and claim.language == "en" and _other_channel(claim, tool):
        return False  # "Texted the customer the pickup code" citing send_push ("Push notification to the mobile app")
    if claim.kind in _SENDS and ev.effect == "write" and claim.language == "zh" and _other_line(claim, tool, peers):
        return False  # 已经短信通知您 citing send_app_push ("App推送通知，不是短信"), 已 call 过骑手了 citing send_sms
    if ev.effect == "read" and _reads_own_act(claim, ev.tool, vocab):
        return True  # 宽带的问题我远程诊断了一下 citing diagnoseBroadband ("宽带线路远程诊断"): the read's own act
    fetched = claim.kind == lx.CHANGE and "出" in claim.phrase[claim.phrase.find(claim.verb) + len(claim.verb) :]
    if ev.effect == "read" and fetched and tool is not None and _made_thing_zh(claim, tool.description, vocab):
        return True  # 查勘员列表我拉出来了 citing "列出某区域可预约的查勘员": what the read lists, got out (出)
    said = _stretch(claim, peers)
    if claim.kind in (lx.REFUND, lx.PAY) and claim.language == "zh":
        said = MONEY_INTO_ZH.sub(" ", said)  # 挂号费已原路退回到微信支付: the wallet it went to, not the refund's tool
    named = services(said, vocab.known_services, prose=True) & vocab.known_services
    if claim.kind not in _SENDS and claim.language == "en":
        named = {s for s in named if BRANDS.get(s) not in _CHANNELS or not _means_only(said, s)}
    own = vocab.services(ev.tool)
    if named and own and own.isdisjoint(named):
        return False  # "Pinged #ops on Slack" citing mcp__gmail__send_message: the agent posts to Slack otherwise
    if claim.language == "en" and _rivals_thing(claim, ev, vocab, said):
        return False  # "Added a $10 store credit" citing issue_refund when apply_store_credit is the agent's
    kinds = vocab.kinds(ev.tool, ev.effect)
    act = _act_family(claim) or _done_family_zh(claim)
    if act and claim.verb in _FAMILY_OF_STATE and not any(does(vocab.families(t), act) for t in vocab.tools):
        act = None  # "Unlimited Plus is live on your line" where no tool of the agent deploys: the change in effect
    acts = vocab.families(ev.tool, ev.effect) if act else frozenset()
    if act in _OWN_TOOL_ACTS and not does(acts, act) and any(act in vocab.families(t) for t in vocab.tools):
        return False  # "I've moved your appointment to Thursday" citing BookAppointment beside RescheduleAppointment
    if acts:  # the call did acts of known families: it backs this act if it is one of them
        return does(acts, act)  # "rolled back" citing restart_service: another act, though of the same kind
    if _ruled_out(claim, ev.tool, vocab, ev.effect):
        return False
    if _another_tools_act(claim, ev, vocab) or _act_named_of_another(claim, ev, vocab, peers):
        return False
    if _thing_of_another_zh(claim, ev, vocab, peers):
        return False  # 车位帮您退掉了 citing a tool that cancels repair tickets, beside one that 办理车位…退租
    if _sibling_named(claim, ev, vocab):
        return False  # "Resolved PD-7731" citing acknowledge_incident when resolve_incident is the agent's
    if act and any(
        does(vocab.families(t), act) and (_about_tool_zh(t, claim, vocab, act) or _bare_zh(claim)) for t in vocab.tools
    ):  # "Restarted the api service" citing k8s_scale_deployment when restart_service restarts services; 已回滚
        return False  # citing a deploy when rollback_app rolls back (the act alone names its tool)
    if _named(claim, vocab):  # a tool of unknown kind backs a generic verb only if its name says no other act
        unnamed = specific(claim.verb, claim.language) or not action(ev.tool)[0]
        return ev.effect == "write" and (names(ev.tool, claim.verb) or (ANY in kinds and unnamed))
    if (specific(claim.verb, claim.language) or _moved_thing(claim)) and names(ev.tool, claim.verb):
        return ev.effect == "write"
    approves = claim.language == "en" and claim.verb in _APPROVES and ev.effect == "write"
    if approves and names(ev.tool, claim.verb) and _about_tool(ev.tool, claim, vocab):
        return True  # "Your reimbursement is approved" citing approveExpense ("… for reimbursement"): its approval
    own_act = claim.kind in _OPEN_KINDS and ev.effect == "write" and names(ev.tool, claim.verb)
    if own_act and (_about(action(ev.tool)[1], claim.clause.lower()) or _pronoun_object(claim)):
        return (
            True  # "Invoice INV-7 created" citing createInvoice, "I've now issued it" citing issue_refund: its own act
        )
    if ev.effect == "write" and claim.language == "en" and _done_as_named(claim, ev.tool):
        return True  # "Transfers are done:" citing transfer_tickets, "| Direct deposit | Set up |" citing
        # updateDirectDeposit: a bare "done" whose kind a noun gave, the noun the tool's own act or thing
    if ev.effect == "write" and ev.event_id in claim.cited and _about_its_thing(claim, ev.tool, vocab, peers):
        return True  # 寄件订单已经创建 citing create_shipment, "I raised the reserve" citing claims.reserve.set
    if claim.kind == lx.SHIP and claim.language == "en" and ev.effect == "write" and _sends_its_thing(claim, ev.tool):
        return True  # "PO sent" citing sendPoToSupplier, which e-mails the PO: a send read as a shipment
    own_kind = lx.EN_VERBS.get(claim.verb) if claim.language == "en" else None
    set_going = claim.kind in _SENDS and own_kind is not None and own_kind not in _SENDS
    if set_going and ev.effect == "write" and own_kind in kinds and names(ev.tool, claim.verb):
        return True  # "Newsletter scheduled for Tuesday" citing campaigns.schedule: a send set going by its act
    if ev.effect == "write" and claim.language == "en" and _its_own_act_made(claim, ev.tool, peers):
        return True  # "I generated a password reset" citing okta__reset_password; "replied on the ticket" citing
        # zendesk.tickets.update: the act or the record the tool's name says, made or written on
    if claim.kind == lx.CHANGE and own_kind == lx.SEND and lx.SEND in kinds and ev.effect == "write":
        return True  # "Your refill has been sent to Dr. Patel for approval" citing a tool that sends requests
    described = lx.EN_VERBS.get(claim.verb) not in _SENDS and _said(claim, ev.tool, vocab)  # "escalated" by its e-mail
    if claim.kind == lx.CHANGE and claim.language == "en" and _only_sends(kinds) and not described:
        return False  # "Rolled back the bad deploy" citing slack.post_message: a message changes nothing it tells of
    if kinds == frozenset({READ}) and _dated_report(claim):
        return True  # "| #10240 | Nothing needed — delivered Nov 29 | [track_shipment] |": what the record shows
    if kinds == frozenset({READ}) and claim.kind == lx.COMPLETE:
        said = words(claim.clause)  # "Research completed", "✅ Backups verified": the look was the work
        return (
            not lx.EN_LOOKS.isdisjoint(said)
            or (claim.verb == "check mark" and not _LOOKED.isdisjoint(said))
            or (claim.language == "en" and _its_own_act_made(claim, ev.tool, peers))  # "I ran a plan": terraform__plan
        )
    return (
        backs(claim.kind, kinds)
        or not kinds.isdisjoint(also_backs(claim.kind, claim.verb, claim.clause))
        or (claim.kind == lx.BOOK and books_visit(vocab.tools.get(ev.tool), claim.clause))
        or (claim.kind == lx.BOOK and claim.language == "en" and books_request(vocab.tools.get(ev.tool), claim.clause))
        or (claim.kind == lx.REFUND and lx.PAY in kinds and _refunds_by_payout(ev.tool, vocab))
        or (ev.effect == "write" and _said(claim, ev.tool, vocab))
        or (claim.kind in _AGAIN_KINDS and _pronoun_object(claim) and not kinds.isdisjoint(_named_before(claim)))
        or (
            claim.kind in _SENDS
            and ev.effect == "write"
            and kinds.isdisjoint(_SENDS)
            and _hands_its_thing(claim, ev.tool, vocab, peers)
        )
        # "Your replacement is on its way" citing create_replacement_order, "… and send it to the warehouse"
        or (claim.kind == lx.SHIP and lx.SEND in kinds and _hands_its_thing(claim, ev.tool, vocab, peers))
        # 复供指令已下发 citing "提交复供指令": the thing the tool makes, handed on by a send that names no channel
        or (
            claim.kind == lx.SEND
            and ev.effect == "write"
            and tool is not None
            and _made_thing_zh(claim, tool.description, vocab)
        )
    )


#: Lines a message goes by, and the words that name each in a Chinese claim or a tool's name or description.
_LINES = {
    "sms": re.compile(r"短信|\bsms\b|sms(?=notice|notif)|\btext message"),
    "call": re.compile(r"(?<!的)电话(?!号)|致电|外呼|回拨|\bcall(?:ed|ing)?\b|\bphone (?:call|calls)\b"),
    # 推送 alone is any send (已通过短信推送给您); 推送到 the app is a push (取件码已推送到您的App消息里了)
    "push": re.compile(r"app ?推送|推送通知|推送(?:到|至)[^，。；,;]{0,8}app|\bpush\b"),
    "wechat": re.compile(r"微信(?!支付|零钱|钱包|账户|账号)|wechat"),
    "email": re.compile(r"邮件|邮箱|e-?mail"),
}
#: A denial of a line in a tool's description ("App推送通知，不是短信": no text message).
_NOT_LINE = re.compile(r"(?:不是|并非|不含|不会|不发|非|\bnot\b|\bno\b)\s*[^，。,.;；]{0,6}")


#: Words before a service that make it where an act took place or went ("added Carlos to Slack", "in Teams").
_INTO = frozenset({"to", "in", "into", "on", "onto", "from", "at", "inside"})


def _means_only(said: str, service: str) -> bool:
    """Whether every mention of a channel ``service`` in an English stretch names a message or its means, not a place
    ("Line resumed and a confirmation SMS sent", "logged the fault; you'll get updates by SMS"; not "added Carlos to
    Slack"): a channel beside an act of another kind tells how words went, not the system the act was done in."""
    said = [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]*", said)]
    at = [k for k, w in enumerate(said) if w == service]
    return bool(at) and all(k and said[k - 1] not in _INTO for k in at)


def _lines(text: str) -> set[str]:
    return {line for line, words in _LINES.items() if words.search(text)}


def _other_line(claim: Claim, tool: ToolInfo | None, peers: Sequence[Claim]) -> bool:
    """Whether a Chinese claim of a message names a line it went by (短信, 电话, App推送, 微信, 邮件, "call") that the
    cited tool does not send by: one its description denies (已经短信通知您 citing send_app_push, "App推送通知，不是
    短信"), or, when the tool's name and description name lines of their own, none of them (取件码已通过短信发给您
    citing send_push, "Push notification to the mobile app"; 已电话联系 citing send_sms). A tool that names no line
    (notify_customer, "on their preferred channel") may have sent it by any; WeChat alone is left to a denial (its
    messages reach a phone as an app's push: 已通过企业微信推送给新同事 citing send_push)."""
    if tool is None:
        return False
    said = _lines(f"{claim.phrase} {_stretch(claim, peers)}".lower())
    if not said:
        return False
    description = tool.description.lower()
    denied = _lines(" ".join(m.group(0) for m in _NOT_LINE.finditer(description)))
    own = _lines(f"{' '.join(words(tool.name))} {_NOT_LINE.sub(' ', description)}")
    return bool(said & denied) or (bool(own) and bool(said - {"wechat"}) and said.isdisjoint(own))


#: The channels an English message goes by, by the words that name each in a claim or in a tool's name or description.
_CHANNEL_WORDS = {
    "sms": frozenset({"sms", "text", "texts", "texted", "texting", "sms'd", "smsed"}),
    "push": frozenset({"push", "in-app"}),
    "call": frozenset({"called", "phoned", "rang", "call", "calls", "voicemail"}),
    "chat": frozenset({"slack", "teams", "whatsapp", "wechat", "telegram", "discord", "signal"}),
}
_CHANNEL_TOKEN = re.compile(r"[a-z]+(?:['-][a-z]+)*")
#: What closes the words of a claim's own act in its clause: the acts coordinated with it name their own channels.
_OTHER_ACT = frozenset({"and", "but", "then", "while", "so", "they", "he", "she", "who", "which"})
_NEGATED = re.compile(r"\b(?:not|no|never|without)\b[^.;,()]*")


def _channels(tokens: list[str]) -> set[str]:
    return {line for line, said in _CHANNEL_WORDS.items() if not said.isdisjoint(tokens)}


def _other_channel(claim: Claim, tool: ToolInfo | None) -> bool:
    """Whether an English claim of a message names the channel it went by ("texted", "by SMS", "on Slack", "called")
    and the cited tool's name and description name only other channels ("Texted the customer the pickup code" citing
    send_push, "Push notification to the mobile app"): a push is no text message. A tool that names no channel
    (``notify_customer``, "on their preferred channel") may have sent it by any; a channel the description denies
    ("App push notification, not SMS") is not its own. The claim's words are those of its own act: not a coordinated
    one's nor another's ("… and they'll call you"), nor "on-call"."""
    if tool is None:
        return False
    clause = _CHANNEL_TOKEN.findall(claim.clause.lower())
    phrase = _CHANNEL_TOKEN.findall(claim.phrase.lower())
    at = next((k for k in range(len(clause)) if clause[k : k + len(phrase)] == phrase), None) if phrase else None
    if at is None:
        return False
    heads = [w.split("'")[0] for w in clause]  # "they'll": they
    start = max((k + 1 for k in range(at) if heads[k] in _OTHER_ACT), default=0)
    end = next((k for k in range(at + len(phrase), len(clause)) if heads[k] in _OTHER_ACT), len(clause))
    said = _channels(clause[start:end])
    described = _NEGATED.sub(" ", f"{' '.join(words(tool.name))} {tool.description}".lower())
    own = _channels(_CHANNEL_TOKEN.findall(described))
    return bool(said) and bool(own) and said.isdisjoint(own)


def _made_thing_zh(claim: Claim, description: str, vocab: Vocabulary | None = None) -> bool:
    """Whether a Chinese claim's subject (its sub-clause before its phrase, naming no channel) shares two characters
    or more with what a Chinese description's act makes or lists (补件通知已发出 and "发起一次补件请求", 复供指令已下发
    and "提交复供指令", 查勘员列表我拉出来了 and "列出某区域可预约的查勘员"): the tool's own thing, whatever the vague
    verb; unless another write tool of ``vocab`` names more of it (拒赔通知函已寄出 citing "拒赔并记录拒赔原因" beside
    "寄送通知函": a letter)."""
    if claim.language != "zh":
        return False
    said = _sub_clause_zh(claim)
    subject = re.split(r"[、：:]", said[: said.find(claim.phrase)])[-1] if claim.phrase in said else ""
    if not subject or any(c in subject for c in _CHANNELS_ZH):  # (not 驱虫登记 of 已完成：驱虫登记、发送收费明细)
        return False
    made = [
        re.split(r"[，。；,;（(]", description[m.end() :])[0]
        for act in acts_zh(description)
        for m in re.finditer(re.escape(act), description)
    ]
    own = max((_shared_zh(subject, piece) for piece in made), default=0)
    others = (i.description for i in (vocab.tools.values() if vocab else ()) if i.effect == "write")
    return own >= 2 and all(_shared_zh(subject, d) <= own for d in others if d != description)


def _shared_zh(said: str, text: str) -> int:
    """The length of the longest run of Chinese characters of ``said`` that ``text`` holds."""
    best = 0
    for k in range(len(said)):
        n = best + 1
        while k + n <= len(said) and _HAN_RUN.fullmatch(said[k : k + n]) and said[k : k + n] in text:
            best, n = n, n + 1
    return best


#: Words of a channel: a subject naming one is a message of that channel (退款短信已发出), not the tool's thing.
_CHANNELS_ZH = ("短信", "邮件", "邮箱", "微信", "电话", "站内信", "推送")


def _reads_own_act(claim: Claim, tool: str, vocab: Vocabulary) -> bool:
    """Whether the claim's verb is the act a read tool's name or description tells and no write tool of the agent's
    names: what the look did (诊断 of "宽带线路远程诊断", "diagnosed" of ``diagnoseBroadband``), no change it claims."""
    verb = claim.verb
    if claim.language == "zh" and len(verb) < 2:
        return False  # (查 of 查询 and 退 of 退款 are parts of many words)

    def tells(info: ToolInfo) -> bool:
        return names(info.name, verb) or (claim.language == "zh" and _acts_of_description(verb, info.description))

    info = vocab.tools.get(tool)
    if info is None or info.effect != "read" or not tells(info):
        return False
    return not any(other.effect == "write" and tells(other) for other in vocab.tools.values())


def _acts_of_description(verb: str, description: str) -> bool:
    """Whether a Chinese description tells ``verb`` as its act, not as one of the values it lists (航班动态：延误/取消/备降
    lists states a flight may be in)."""
    for m in re.finditer(re.escape(verb), description):
        around = description[m.start() - 1 : m.start()] + description[m.end() : m.end() + 1]
        if not any(c in _LISTING for c in around):
            return True
    return False


_LISTING = frozenset("/、|｜")


#: Acts that name no thing of their own: a tool of one of these (``create_shipment``, ``claims.reserve.set``) does
#: what its name's thing says.
_OPEN_ACTS = frozenset({lx.CREATE, lx.UPDATE, lx.CHANGE})
#: Claims whose kind alone decides their backer even for a tool whose name tells no kind: money moved, a channel named.
_TOLD_BY_KIND = frozenset({lx.PAY, lx.REFUND, lx.EMAIL, lx.MESSAGE})


def _about_its_thing(claim: Claim, tool: str, vocab: Vocabulary, peers: Sequence[Claim]) -> bool:
    """Whether a claim citing ``tool`` in its own unit is about what the tool acts on, in either language, and says no
    act the tool contradicts, when the tool's name says an open act or none the lexicon reads: 寄件订单已经创建 citing
    ``create_shipment`` (a creation, though the tool's kind is the shipment's), 派送时间已改为 12月8日 citing
    ``reschedule_delivery`` (a reschedule updates when), "I've sent you a request for the documents" citing
    ``claims.docs.request`` (its kinds read from a description alone contradict no act but a payment, a refund or a
    channel named). A tool
    that sends, pays or books by its name's verb is judged by its kind."""
    verb, told = action(tool)[0], set(name_verbs(tool))
    if family(verb) == "reschedule":
        told.add(lx.UPDATE)
    if (told and not told & _OPEN_ACTS) or (not told and verb and family(verb)):
        return False
    if not names_thing(tool, _stretch(claim, peers), claim.language, claim.verb):
        return False
    if not told:  # (money moved and a channel named are told by their kind alone: "I've refunded the form fee",
        # "Resent the voucher email" citing give_voucher stay flagged)
        return claim.kind not in _TOLD_BY_KIND or backs(claim.kind, vocab.kinds(tool))
    own = lx.ZH_VERBS.get(claim.verb) if claim.language == "zh" else lx.EN_VERBS.get(claim.verb)
    can = frozenset(told) | vocab.kinds(tool)
    return all(backs(k, can) for k in {claim.kind, own} - {None, lx.COMPLETE})


def _done_as_named(claim: Claim, tool: str) -> bool:
    """Whether an English claim says only that something is done ("done", "set up", "complete") and names, before its
    verb, what the tool's name says: its act as a noun ("Transfers are done" citing ``transfer_tickets``) or every
    thing it acts on ("Direct deposit | Set up" citing ``updateDirectDeposit``). The kind a noun lent such a bare
    "done" (a transfer read as a payment, a deposit as pay) is the tool's own then."""
    if lx.EN_VERBS.get(claim.verb) != lx.COMPLETE:
        return False  # (not "chased them by email" beside create_ticket, nor "Your payout is on its way": their acts)
    at = claim.clause.find(claim.phrase)
    said = words(claim.clause[: max(at, 0)])
    verb, things, _ = action(tool)
    nouns = {verb, f"{verb}s"} if verb else set()
    return not nouns.isdisjoint(said) or (bool(things) and all(t in said for t in things))


def _dated_report(claim: Claim) -> bool:
    """Whether an English claim tells a past the record holds: dated within a few words after its verb by a day of
    a month ("delivered Nov 29", "shipped on 2 December", "processed on 28 Nov") or by another's act ("was sent to you
    when you booked", "charged when the ticket was issued"), or a state that was there before ("is already marked
    paid"). Cited only with a read, it tells what the record read shows, not an act of now."""
    if claim.language != "en":
        return False
    clause = claim.clause.lower()
    at = clause.find(claim.phrase.lower())
    if at < 0 or _AGENT_BEFORE.search(clause, 0, at):
        return False  # "I refunded you on 3 May": the agent's own act, which a read cannot back
    date = _DAY_AFTER.match(clause, at + len(claim.phrase))
    gap = date.group().split() if date is not None else []
    dated = date is not None and "now" not in claim.verb and (gap[-2:-1] == ["when"] or _FROM_THEN.isdisjoint(gap))
    return dated or (" " not in claim.phrase and _ALREADY_BEFORE.search(clause, 0, at) is not None)


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DAY = rf"(?:{_MONTH}\s+\d{{1,2}}\b|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?!\w))"
_DAY_AFTER = re.compile(
    rf"(?:\s+[\w$€£.,'-]+){{0,4}}?\s+(?:(?:on\s+)?{_DAY}|when\s+(?:you|they|he|she|the|your|their)\b)"
)
#: Words before a date that make it when a change takes effect or the value set, not when something happened
#: ("effective Jan 1", "changed the delivery date to 9 December").
_FROM_THEN = frozenset({"effective", "from", "starting", "until", "till", "by", "before", "after", "to", "for"})
_AGENT_BEFORE = re.compile(r"\b(?:i|we)\b")
_ALREADY_BEFORE = re.compile(r"\b(?:is|are|was|were|'s|'re)\s+already\s+(?:\w+\s+)?$")


def _rivals_thing(claim: Claim, ev: Evidence, vocab: Vocabulary, said: str) -> bool:
    """Whether the claim's own words name the thing another write tool of its kind acts on, by every word of that
    tool's name but its verb ("store credit": ``apply_store_credit``; "return label": ``create_return_label``), and
    the cited tool's name and description name it not: the act was that tool's."""
    info = vocab.tools.get(ev.tool)
    if info is None or ev.effect != "write":
        return False
    told = said.lower()
    own = f"{' '.join(words(ev.tool))} {info.description.lower()}"
    told_words, own_words = _plain(words(told)), _plain(words(own))
    pooled = ev.event_id not in claim.cited  # an evidence list's call bound by kind: a tool named by the act is needed
    for name, other in vocab.tools.items():
        objects = [o for o in action(name)[1] if o not in PREPOSITIONS]
        if name == ev.tool or other.effect != "write" or not objects:
            continue
        if len(objects) == 1 and pooled:  # "BOL generated" bound to book_carrier beside create_bol: its one thing
            one = _plain(objects)
            near = _plain(_around(claim, told))
            named = len(objects[0]) > 2 and one <= near and one.isdisjoint(own_words)
            named = (
                named and claim.kind not in (lx.CHANGE, lx.UPDATE) and lx.EN_VERBS.get(action(name)[0]) == claim.kind
            )
            # (a change or an update, of many verbs, is any such tool's: "Account reactivated" by update_record)
        elif len(objects) > 1:
            named = all(o[:5] in told for o in objects) and not all(o[:5] in own for o in objects)
        else:
            continue
        head = objects[-1]  # "Issued the €75 voucher" citing issueRefund beside issueTravelVoucher: its verb and the
        # head noun of its thing, which the cited tool's name and description do not name
        verb = action(name)[0]
        named = named or (
            bool(verb) and verb in stems(claim.verb) and _object_after(claim, told, head) and head[:5] not in own
        )
        if named and backs(claim.kind, vocab.kinds(name)):
            return True
    return _rival_destination(claim, ev, vocab, told, own) or (
        pooled and _verb_of_another(claim, ev, vocab, told_words, own_words)
    )


def _around(claim: Claim, told: str) -> list[str]:
    """The words right around the claim's verb in ``told``: the three before it (its subject, "BOL generated") and the
    four after it (its object, "generated the BOL")."""
    at = told.find(claim.phrase.lower())
    return [] if at < 0 else words(told[:at])[-3:] + words(told[at + len(claim.phrase) :])[:4]


#: Verbs that name a kind of act itself: a tool named by one ("send_reminder") does not own it.
_KIND_NAMES = frozenset({lx.SEND, lx.EMAIL, lx.MESSAGE, lx.PAY, lx.REFUND, lx.BOOK, lx.ORDER, lx.SHIP, lx.CREATE})


def _plain(said: Sequence[str]) -> set[str]:
    """Words as their singulars ("seats" → seat): a name's thing matched as a whole word, not a part of one."""
    return {w[:-1] if w.endswith("s") and len(w) > 3 and not w.endswith("ss") else w for w in said}


def _verb_of_another(claim: Claim, ev: Evidence, vocab: Vocabulary, told_words: set[str], own_words: set[str]) -> bool:
    """Whether the claim's own specific verb is the act another write tool's name says, not the cited tool's (its
    name or description), and the cited tool names nothing the claim's words do (whole words of four letters or
    more): "shared the signed agreement with opposing counsel" citing ``sendSmsCode`` beside ``shareDocument``,
    "credited the 2,500 goodwill miles" bound to ``rebook_flight`` beside ``credit_miles``. A generic verb (sent,
    updated) names no tool by itself."""
    again = claim.verb.removeprefix("re-").removeprefix("re")  # "resent" citing sendEnvelope: a send again
    if (
        claim.verb in lx.EN_GENERIC_VERBS
        or " " in claim.verb
        or specific(claim.verb, claim.language)
        or names(ev.tool, claim.verb)
    ):
        return False  # (a specific verb names its tools already: ``_named``)
    if again != claim.verb and (again in lx.EN_GENERIC_VERBS or names(ev.tool, again)):
        return False
    said = stems(claim.verb)
    if claim.verb in _KIND_NAMES or lx.EN_VERBS.get(claim.verb) == lx.DELETE:
        return False  # "sent", "removed", "cancelled": a kind's own verb, or an ending many tools do, names no one tool
    if not said.isdisjoint(own_words) or not any(
        t != ev.tool and info.effect == "write" and action(t)[0] in said for t, info in vocab.tools.items()
    ):
        return False
    clause = claim.clause.lower()  # its words and all after them in its clause ("Voided and resent the envelope")
    at = clause.find(claim.phrase.lower())
    told_words = told_words | (_plain(words(clause[at:])) if at >= 0 else set())
    return not any(len(w) > 3 and w in told_words for w in own_words if w not in _LINKS)


#: Where money told sent lands ("Refund of $30 issued to your card"): a place the tool that moves it must name.
_DESTINATION = re.compile(r"\b(?:to|onto|into) (?:your|the|their|his|her) (card|bank|paypal|wallet)\b")


def _rival_destination(claim: Claim, ev: Evidence, vocab: Vocabulary, told: str, own: str) -> bool:
    """Whether money is told sent to a place ("issued to your card") that another write tool of its kind names and
    the cited one does not ("Apply a credit memo to an invoice" beside "Refund a card payment to the customer"): a
    credit on the account is no money back on the card."""
    place = _DESTINATION.search(told) if claim.kind in (lx.REFUND, lx.PAY) else None
    if place is None or place.group(1) in own:
        return False
    return any(
        name != ev.tool
        and other.effect == "write"
        and place.group(1) in words(other.description)
        and backs(claim.kind, vocab.kinds(name))
        for name, other in vocab.tools.items()
    )


def _object_after(claim: Claim, told: str, head: str) -> bool:
    """Whether ``head`` is the object the claim's verb takes: within its next four words ("issued the €75 voucher")."""
    at = told.find(claim.phrase.lower())
    return at >= 0 and head in words(told[at + len(claim.phrase) :])[:4]


#: Verbs of approving: a tool named by one backs the approval of what it acts on, whatever that thing's kind.
_APPROVES = frozenset({"approve", "authorise", "authorize"})


def _only_sends(kinds: frozenset[str]) -> bool:
    """Whether a tool only sends messages (a channel's, and the message it makes: ``slack.post_message``)."""
    return bool(kinds & _CHANNELS) and kinds <= _CHANNELS | {lx.SEND, lx.CREATE}


_CHANNELS = frozenset({lx.EMAIL, lx.MESSAGE})


def _sends_its_thing(claim: Claim, tool: str) -> bool:
    """Whether the tool's name sends the very thing the claim's send is about: its object ("PO" of
    ``sendPoToSupplier``) is the claim's subject or its object, before any preposition after the verb ("PO-7 has
    been sent to Dell"; not "Sent a router via courier; tracking to follow by SMS" citing ``send_sms``)."""
    verb, objects, _ = action(tool)
    thing = objects[: objects.index("to")] if "to" in objects else objects
    said = words(claim.clause)
    at = next((k for k, w in enumerate(said) if w == claim.phrase.lower()), None)
    if verb != claim.verb or not thing or at is None:
        return False
    after = next((k for k in range(at + 1, len(said)) if said[k] in PREPOSITIONS), len(said))
    return all(o in said[:after] for o in thing)


def _its_own_act_made(claim: Claim, tool: str, peers: Sequence[Claim]) -> bool:
    """Whether a generic making verb's object is the tool's own act on its object ("generated a password reset",
    "triggered a cache purge": ``reset_password``, ``purge_cache``), or a reply or note is told "on" the record the
    tool writes ("I've replied to you on the ticket": ``tickets.update``)."""
    verb, objects, context = action(tool)
    said = words(_stretch(claim, peers))
    if claim.kind in (lx.CREATE, lx.COMPLETE) and claim.verb in _MAKES_ACTS and verb in said[1:]:
        return not objects or any(o in said for o in objects)
    if claim.kind == lx.SEND and claim.verb in _WRITES_ON and verb in ("update", "comment", "reply", "note"):
        records = [w.rstrip("s") for w in (*objects, *context)]
        return any(said[k] == "on" and said[k + 2].rstrip("s") in records for k in range(len(said) - 2))
    return False


#: Verbs that make an act happen ("generated a password reset", "triggered a sync"): the act names the tool.
_MAKES_ACTS = frozenset({"generate", "create", "trigger", "initiate", "start", "issue", "kick", "run"})
#: Sends that write on a record ("replied on the ticket", "left a comment on the case").
_WRITES_ON = frozenset({"reply", "respond", "comment", "answer", "post", "write", "message"})


def _another_tools_act(claim: Claim, ev: Evidence, vocab: Vocabulary) -> bool:
    """Whether a Chinese claim's verb is the act another of the agent's write tools is described as doing, and not
    the cited tool's ("已解锁账号并重置了 MFA" citing only 解锁被锁定的账号 when 重置员工的 SSO 密码 is a tool's): the
    English families' rule, read from the descriptions, for the kinds that do not decide the tool themselves; a
    generic verb (处理, 办理) names no tool's act. The thing it acts on is read in the claim's own sub-clause
    (``_sub_clause_zh``): in 已发起破损理赔，并建了工单让网点主管回访 the 网点 is the ticket's, not the 发起's."""
    if claim.language == "en" or claim.verb in _GENERIC_ZH:
        return False
    if claim.kind not in _OPEN_KINDS and claim.kind != lx.COMPLETE:
        return False  # a send, payment, refund, booking …: its kind decides (已通知 is any sending tool's)
    bare = _bare_zh(claim)
    said = _sub_clause_zh(claim)
    doers = {
        t
        for t, info in vocab.tools.items()
        if info.effect == "write"
        and _same_act_zh(claim.verb, acts_zh(_TYPES_LISTED_ZH.sub("", info.description)))
        and (bare or _names_object_zh(claim, info.description, said))
    }
    return bool(doers) and ev.tool not in doers


#: A parenthesis of the types of the document before it, "/"-separated (寄送通知函（受理/补件/结案/拒赔）): letters of
#: those kinds, no act of the tool's (CLM-4410 结案了 is the status tool's, not the letter tool's); not the acts of a
#: number adjusted (调整副本数（扩容/缩容）: it scales).
_TYPES_LISTED_ZH = re.compile(r"(?<=[函单信书表证知])[（(][^（）()]*/[^（）()]*[）)]")


def _sibling_named(claim: Claim, ev: Evidence, vocab: Vocabulary) -> bool:
    """Whether an English claim's verb is the act of another of the agent's write tools that acts on what the cited
    tool acts on, and not the cited tool's ("resolved the incident" citing ``acknowledge_incident`` or
    ``statuspage__update_incident`` beside ``resolve_incident``): the same thing, another act done to it. The thing is
    the head of a name's objects (``set_device_config`` acts on a config, ``reboot_device`` on a device)."""
    if claim.language != "en" or ev.effect != "write" or names(ev.tool, claim.verb):
        return False
    thing = action(ev.tool)[1][-1:]
    return bool(thing) and any(
        t != ev.tool and info.effect == "write" and names(t, claim.verb) and action(t)[1][-1:] == thing
        for t, info in vocab.tools.items()
    )


def _same_act_zh(verb: str, acts: frozenset[str]) -> bool:
    """Whether a Chinese verb is one of a description's acts, or a compound headed by one (指派, 分派 of 派给), or one
    character that is the head of one (改 of 修改, 建 of 创建)."""
    return (
        verb in acts
        or (len(verb) == 2 and verb[1] in acts)
        or (len(verb) == 1 and any(len(a) == 2 and a[1] == verb for a in acts))
    )


def _bare_zh(claim: Claim) -> bool:
    """Whether a Chinese claim's sentence names nothing but its specific act (已回滚, 已重启): the act alone says
    which tool did it."""
    if claim.language != "zh" or claim.verb in lx.EN_GENERIC_VERBS or claim.verb in _GENERIC_ZH:
        return False  # (已经 resolve 了, 已处理: a generic verb names its tool by its object only)
    return not any(
        w != claim.verb and w not in lx.ZH_PERFECT and chinese.tag(w)[:1] in ("n", "v") and len(w.strip()) > 0
        for w, _, _ in chinese.segment(claim.clause)
    )


def _act_named_of_another(claim: Claim, ev: Evidence, vocab: Vocabulary, peers: Sequence[Claim]) -> bool:
    """Whether a generic Chinese claim (提交, 办理, 完成: kind ``complete``) names in its own words an act that the
    agent's write tools' descriptions give to some of them and not to the cited one (拒付申请已提交 citing a refund tool
    when 对一笔交易发起争议（拒付/调单） is another tool's): the act noun decides the tool, as a specific verb does. A
    cited tool that alone does one of the acts it lists after its verb is one of its doers (已完成：缴费、续租车位 citing
    the payment)."""
    if ev.tool in _listed_doers_zh(claim, vocab, peers):
        return False  # 已为您完成：缴纳物业费、续租车位 citing the payment: an act it lists is the cited tool's
    cited = vocab.tools.get(ev.tool)
    own = cited.description if cited is not None else ""
    # 指派理赔员 citing "为理赔案件指派理赔员": a word the cited tool's description shares decides nothing
    named = {a for a in _acts_named_zh(claim, vocab, peers) if a not in own}
    return bool(named) and ev.tool not in _doers_zh(named, vocab)


def _thing_of_another_zh(claim: Claim, ev: Evidence, vocab: Vocabulary, peers: Sequence[Claim]) -> bool:
    """Whether a Chinese claim's one-character verb acts on a thing its own words name (车位帮您退掉了: 车位) that another write tool's
    description names with an act of that verb (办理车位月租、续租或退租: 车位, 退租) and the cited tool's description
    names neither: the thing decides the tool, as an act noun does for a generic verb."""
    if claim.language != "zh" or len(claim.verb) != 1 or claim.kind in (lx.COMPLETE, *_SENDS):
        return False  # a one-character verb (退, 开, 停) is vague: what it acts on decides (sends: by their channel)
    cited = vocab.tools.get(ev.tool)
    own = cited.description if cited is not None else ""
    if not any("\u4e00" <= c <= "\u9fff" for c in own):
        return False  # a description in another language: no words of the clause to compare
    if claim.verb in own:
        return False  # 冲正撤回一笔已发放的款项: the cited tool's own words have the verb (what it reverses, or does)
    said = _stretch(claim, peers)
    pairs = {said[k : k + 2] for k in range(len(said) - 1)}
    things = {p for p in pairs if all("\u4e00" <= c <= "\u9fff" for c in p) and claim.verb not in p and p not in own}
    return any(
        t != ev.tool
        and info.effect == "write"
        and any(p in info.description for p in things)
        and any(a.startswith(claim.verb) for a in acts_zh(info.description))
        for t, info in vocab.tools.items()
    )


def _acts_named_zh(claim: Claim, vocab: Vocabulary, peers: Sequence[Claim], *, after: bool = False) -> set[str]:
    """The acts of the agent's write tools' descriptions a generic Chinese claim names in its own words (``after``:
    in those after its verb, what it governs: 已为您完成：缴费、续租车位)."""
    if claim.language != "zh" or claim.kind != lx.COMPLETE:
        return set()
    said = _needed_before(_stretch(claim, peers), claim.phrase)
    if after:
        at = said.find(claim.phrase)
        said = said[at + len(claim.phrase) :] if at >= 0 else ""
    return {
        a
        for info in vocab.tools.values()
        if info.effect == "write"
        for a in acts_zh(info.description)
        if len(a) > 1 and "\u4e00" <= a[0] <= "\u9fff" and a != claim.verb and a not in _GENERIC_ZH and a in said
    }


def _doers_zh(named: set[str], vocab: Vocabulary) -> set[str]:
    """The agent's write tools whose descriptions give them one of the ``named`` acts."""
    return {
        t
        for t, info in vocab.tools.items()
        if info.effect == "write" and any(a in named for a in acts_zh(info.description))
    }


def _listed_doers_zh(claim: Claim, vocab: Vocabulary, peers: Sequence[Claim]) -> set[str]:
    """The tools of the acts a generic Chinese claim lists after its verb, each act named by one tool's description alone
    (an act word two tools' descriptions share names their common thing, 告警, not one tool's act)."""
    named = _acts_named_zh(claim, vocab, peers, after=True)
    owners = [_doers_zh({a}, vocab) for a in named]
    return {next(iter(ts)) for ts in owners if len(ts) == 1}


def _acts_left_zh(claim: Claim, good: Sequence[Evidence], vocab: Vocabulary, peers: Sequence[Claim]) -> list[str]:
    """The tools of the acts a generic Chinese claim governs (已为您完成：缴纳物业费、续租车位、发送缴费通知) that none of its
    verified calls is a call of: each act it lists after its verb is part of the work it says was done, backed by a call
    of its own tool. An act word two tools' descriptions share names their common thing (告警), not one tool's act."""
    doers = _listed_doers_zh(claim, vocab, peers)
    done = {ev.tool for ev in good}
    return sorted(doers - done) if len(doers) > 1 and done & doers else []


#: What joins the things of a list in Chinese (邮箱、飞书和门禁; 账号与门禁权限).
_LISTED_ZH = re.compile(r"[、/]|和|与|及|以及")
_HAN_RUN = re.compile(r"[\u4e00-\u9fff]+$")
_DISTRIBUTORS_ZH = ("都", "均", "全部", "已经", "已", "也", "全")


def _bundle_of_one_call(claim: Claim, good: Sequence[Evidence], vocab: Vocabulary) -> bool:
    """A Chinese claim that counts the things of a list (邮箱、飞书和门禁都开通了: 3) which a cited tool's description
    lists as what one call acts on (开通企业邮箱、钉钉/飞书账号与门禁; 停用账号与门禁权限): the count is of parts of
    one call's work, not of calls; the people each got their own cited call. Not a list of people or of sends."""
    if claim.language != "zh" or claim.quantity < 2 or claim.kind in (lx.EMAIL, lx.MESSAGE, lx.SEND, lx.PAY):
        return False
    at = claim.clause.find(claim.phrase)
    if at <= 0:
        return False
    head = _BREAK.split(claim.clause[:at])[-1]
    pieces = [p for p in (_HAN_RUN.search(x.strip()) for x in _LISTED_ZH.split(head)) if p]
    items = []
    for p in pieces:
        item = p.group(0).rsplit("的", 1)[-1]
        while item.endswith(_DISTRIBUTORS_ZH):
            item = item[: -len(next(d for d in _DISTRIBUTORS_ZH if item.endswith(d)))]
        if len(item) >= 2:
            items.append(item)
    if len(items) < 2:
        return False
    for ev in good:
        info = vocab.tools.get(ev.tool)
        description = info.description if info is not None else ""
        if _LISTED_ZH.search(description) and any(item in description for item in items):
            return True
    return False


#: Words of a need or a requirement: a sub-clause holding one tells what is still to be done (补偿券需要主管审批).
_NEEDS_ZH = ("需要", "需", "要求", "必须", "得先", "待")


def _needed_before(said: str, phrase: str) -> str:
    """``said`` from the claim's own sub-clause when the sub-clauses before it tell a need (补偿券需要主管审批，我已经
    提交申请: the coupon is what the request is for, not what was done; the cited escalation backs the request)."""
    at = said.find(phrase)
    cut = max((m.end() for m in _BREAK.finditer(said, 0, max(at, 0))), default=0)
    return said[cut:] if cut and any(n in said[:cut] for n in _NEEDS_ZH) else said


#: Chinese verbs of work in general, which any tool's act is.
_GENERIC_ZH = frozenset(v for v, k in lx.ZH_VERBS.items() if k == lx.COMPLETE) - {"重置", "恢复"}


def _hands_its_thing(claim: Claim, tool: str, vocab: Vocabulary, peers: Sequence[Claim]) -> bool:
    """Whether the tool gives a thing its name acts on to someone ("Issue e-tickets for an event to a buyer") and the
    claim sends that thing ("Your tickets are re-sent to sam@…" citing ``issue_tickets``): its own delivery. Not
    money (a refund "to the original payment method" sends no email) nor a message about the thing ("Resent the
    gift card email")."""
    info = vocab.tools.get(tool)
    thing = action(tool)[1]
    if info is None or not thing or _GIVES_TO.search(info.description) is None:
        return False
    if any(lx.EN_NOUNS.get(w) in _NOT_HANDED for w in thing):
        return False
    if claim.language != "en":
        return _sent_as_described(claim)  # 装备已补发 citing GrantItem ("Grant items … to a player's bag"): no message
    own = words(_stretch(claim, peers))
    sent = own[: own.index("to")] if "to" in own else own  # what was sent, not where to ("to your new email")
    return _about(thing, claim.clause.lower()) and not any(lx.EN_NOUNS.get(w) in _SENDS for w in sent)


#: What a tool's thing is not when it hands it over: money, or a message of its own.
_NOT_HANDED = frozenset({lx.PAY, lx.REFUND, lx.EMAIL, lx.MESSAGE, lx.SEND})


#: A description's act that goes to someone ("… to a buyer", "… to the donor"; not to where a thing is put up for
#: all: "Publish a draft blog post to the website").
_GIVES_TO = re.compile(
    r"\bto (?:a|an|the|their|its) (?!(?:company |public )?(?:website|site|web|page|blog|feed|store|shop|catalog|catalogue)\b)"
)


def _ruled_out(claim: Claim, tool: str, vocab: Vocabulary, effect: str = "write") -> bool:
    """Whether ``tool`` cannot do what the claim says though its kind is one the claim's shares: it only cancels or
    deletes and the claim says something new or restored is in place ("Rotated the key and revoked the old one"
    citing only cancel_subscription), or it sends push notifications and the claim a document ("I've sent you the
    revised quote" citing send_push: an alert carries no file)."""
    families = vocab.families(tool, effect)
    if families and families <= REMOVALS and claim.verb in PUTS_IN_PLACE:
        return True
    info = vocab.tools.get(tool)
    if info is not None and _notes_only_zh(claim, info):
        return True
    if info is not None and claim.language == "en" and claim.kind in _SENDS and _adds_note(info):
        return lx.EN_VERBS.get(action(tool)[0]) not in _SENDS  # "I've notified the claimant that …" citing
        # add_claim_note: a note on the file tells no one (``send_note`` sends one)
    if (
        claim.language == "zh"
        and claim.verb.startswith(_POSTS_ZH)
        and info is not None
        and not any(c in claim.clause for c in ("邮箱", "邮件", "mail", "微信", "短信"))  # 发票寄到您邮箱了: e-mailed
    ):
        kinds = vocab.kinds(tool, effect)  # 病历已经寄出去了 citing a WeChat template message: nothing goes by post
        said = f"{info.name} {info.description}".lower()  # (an SMS or a mail may carry an e-invoice 寄出 loosely)
        posts = any(
            p in said for p in (*_POSTS_ZH, "快递", "物流", "邮", "post", "mail", "courier", "短信", "sms", "text")
        )
        return bool(kinds & _CHANNELS) and kinds <= _SENDS and not posts
    return (
        claim.kind in _SENDS and info is not None and notifies_only(info) and document_sent(claim.clause, claim.phrase)
    )


def _notes_only_zh(claim: Claim, info: ToolInfo) -> bool:
    """A Chinese claim of an act other than writing something down, citing a tool that only adds a note
    (``crm_case_note_add``, "在客服工单中追加一条处理备注"): a note activates, changes or sends nothing (已为您开通 5G
    加速包 … [evt:note]); a generic done (已处理) or 已记录/已备注 it may back."""
    if claim.language != "zh" or claim.kind == lx.COMPLETE or claim.verb in STATED or claim.verb.startswith(_NOTES_ZH):
        return False
    return _adds_note(info)


def _adds_note(info: ToolInfo) -> bool:
    """Whether the tool only adds a note (``add_claim_note``, ``crm_case_note_add``; not ``add_credit_note``)."""
    said = thing(info.name)
    return bool(said) and said[-1] in _NOTES and "credit" not in said


#: What a note tool adds (``add_order_remark``, ``addTicketNote``), and the verbs of writing one down (已记录, 已备注).
_NOTES = frozenset({"note", "notes", "remark", "remarks", "comment", "comments"})
_NOTES_ZH = (*lx.ZH_ENTERS, "更新", "补充", "添加", "追加", "注明", "标注", "写", "留", "加")


#: Verbs of posting a thing (寄出, 邮寄): a message tool cannot do it.
_POSTS_ZH = ("寄", "邮寄")
#: Kinds of a verb that does again, or generically, what its object names ("reissued it", "re-sent it").
_AGAIN_KINDS = frozenset({lx.CHANGE, lx.SEND, lx.CREATE, lx.UPDATE})
_SENDS = frozenset({lx.SEND, lx.EMAIL, lx.MESSAGE})


def _named_before(claim: Claim) -> frozenset[str]:
    """The kinds of the acts named by nouns before the claim in its sentence ("Your refund bounced back, so I've
    reissued it": refund), which a pronoun object after it stands for."""
    at = claim.clause.lower().find(claim.phrase.lower())
    return frozenset(k for w in words(claim.clause[: max(at, 0)]) if (k := lx.EN_NOUNS.get(w)) is not None)


def _pronoun_object(claim: Claim) -> bool:
    """Whether the claim's verb takes a pronoun as its object ("issued it", "sent them", "placed one"): what the
    pronoun stands for is named elsewhere, so the tool named by the verb did it on its own object."""
    at = claim.clause.lower().find(claim.phrase.lower())
    after = words(claim.clause[at + len(claim.phrase) :])[:2] if at >= 0 else []
    return (
        after[:1] in (["it"], ["them"], ["one"], ["both"]) and after[1:] not in _OBJECT_AFTER
    )  # not "sent them the deck"


#: Words that open a second object after a pronoun: the pronoun was whom it went to ("sent them the deck").
_OBJECT_AFTER = (["the"], ["a"], ["an"], ["your"], ["their"], ["our"], ["his"], ["her"], ["this"], ["these"])


#: Looks told done by their participle under a check mark ("✅ Backups verified").
_LOOKED = frozenset({"verified", "checked", "reviewed", "audited", "inspected", "validated", "tested"})

#: Claim kinds whose words do not tell the tool that can back them: a tool's description may add backing for
#: these only (a payment, a refund, an order, a booking or a send is matched by its kind alone).
_OPEN_KINDS = frozenset({lx.CHANGE, lx.UPDATE, lx.CREATE})


def _said(claim: Claim, tool: str, vocab: Vocabulary) -> bool:
    """Whether the tool's own description says it does the claim's act, when the claim's kind does not
    decide: its verb is an act the description names (``create_ticket``, "Create a ticket or escalate a case
    to a team", backs "escalated to the billing team"; 升级 in "创建工单，或升级给主管" backs 已升级到主管), or
    the claim's verb is one the lexicon lacks and its sentence names a thing the description's acts act on
    (not whom for: "Deduped the customer list" citing an email tool "… to a customer" is not backed; "kicked off the onboarding sequence" citing ``send_email``, "Send an email or a drip sequence"). A verb
    the lexicon gives a decided kind keeps it in any sense ("pushed the pricing" is no push notification)."""
    info = vocab.tools.get(tool)
    if not info or not info.description or claim.verb in lx.EN_GENERIC_VERBS:
        return False
    if claim.language != "en":
        told = vocab.kinds(tool) & _CHANNELS
        if claim.kind in _CHANNELS and told and not backs(claim.kind, told):
            return False  # 通知函已经发到您邮箱了 citing "给客户手机发一条短信": its channel is another tool's
        if claim.kind in (lx.REFUND, lx.PAY) and not any(m in info.description for m in _MONEY_ZH):
            return False  # 挂号费已经给您退了 citing "取消预约（退号）": 退 of a slot, no money in the tool's acts
        named = acts_zh(info.description)
        if claim.verb not in info.description and not _same_act_zh(claim.verb, named):
            # a tool that tells someone to do what the clause names sends it
            return claim.kind in _TOLD and _tells(info.description) and _names_object_zh(claim, info.description)
        own = (
            claim.kind in _OPEN_KINDS and lx.ZH_VERBS.get(claim.verb, lx.CHANGE) in _OPEN_KINDS and len(claim.verb) > 1
        )
        return (
            own
            or _same_act_zh(claim.verb, named)
            or _names_object_zh(claim, info.description)
            or _sent_as_described(claim)
        )
    if claim.kind not in _OPEN_KINDS:  # a decided kind, unless the tool names that very act on the clause's thing
        return (  # "Insurance purchased" citing add_travel_insurance, "Purchase a travel insurance policy"
            claim.kind not in _CHANNELS
            and lx.EN_VERBS.get(claim.verb) == claim.kind  # the verb's own kind, not its object's ("Sent a router")
            and not stems(claim.verb).isdisjoint(acts(info.description))
            and _about_tool(tool, claim, vocab)
        )
    if lx.EN_VERBS.get(claim.verb, lx.CHANGE) not in _OPEN_KINDS:
        return False  # "Pushed the new pricing to the storefronts": not the push a push tool sends
    if not stems(claim.verb).isdisjoint(acts(info.description)):
        return True
    clause = words(claim.clause)
    return claim.verb not in lx.EN_VERBS and any(
        w in clause and w not in lx.EN_NOUNS and len(w) > 4 for w in objects(info.description)
    )


def _sent_as_described(claim: Claim) -> bool:
    """A Chinese send whose two-character verb the tool's description holds (已为您补发 citing "创建补发单，给买家补寄
    商品"), its sentence naming no message: goods sent as the tool sends them, not a message of a channel."""
    said = [w for w, _, _ in chinese.segment(claim.clause)]
    return (
        claim.kind in _TOLD
        and len(claim.verb) > 1
        and not any(lx.ZH_NOUNS.get(w) in (lx.EMAIL, lx.MESSAGE) or "短信" in w or "邮件" in w for w in said)
    )


#: Words of money in a Chinese description: a tool whose description has none moves no money.
_MONEY_ZH = ("费", "款", "钱", "元", "金额", "资金", "余额", "账", "付", "薪", "工资", "押金", "￥", "¥")
#: Kinds of claims that something was passed to someone.
_TOLD = frozenset({lx.SEND, lx.MESSAGE, lx.EMAIL})


def _tells(description: str) -> bool:
    """Whether a Chinese description's acts pass something to someone ("通知监管仓库放行货物": a notice sent)."""
    return any(lx.ZH_VERBS.get(verb) in _TOLD for verb in acts_zh(description))


def _sub_clause_zh(claim: Claim) -> str:
    """The part of a Chinese claim's clause between the commas or semicolons around its phrase (outside parentheses):
    what it acts on is named there."""
    clause = claim.clause
    at = clause.find(claim.phrase)
    if at < 0:
        return clause
    breaks, depth = [], 0  # the breaks outside parentheses (（上海，6 月 17 日）: an aside's comma cuts nothing)
    for k, c in enumerate(clause):
        if c in "(（":
            depth += 1
        elif c in ")）" and depth:
            depth -= 1
        elif not depth and _BREAK.match(c):
            breaks.append(k)
    start = max((k + 1 for k in breaks if k < at), default=0)
    end = min((k for k in breaks if k >= at + len(claim.phrase)), default=len(clause))
    return clause[start:end]


def _names_object_zh(claim: Claim, description: str, stretch: str = "") -> bool:
    """Whether a Chinese description that names the claim's verb also names a thing or an act its clause (or its
    ``stretch`` of it) names: the tool does that very act, whatever kind the verb has elsewhere ("给智能门锁下发临时开门
    密码" backs 临时密码已下发, though 下发 is read as a send; "通知监管仓库放行货物" backs 已通知监管仓放行)."""
    said = [w for w, _, _ in chinese.segment(stretch or claim.clause)]
    return (
        any(
            len(w) > 1
            and w != claim.verb
            and w in description
            and lx.ZH_VERBS.get(w) != lx.COMPLETE  # 办理, 处理: generic, they name no act of the tool's own
            and chinese.tag(w)[:1] in ("n", "v")
            for w in said
        )
        or any(_thing_pointed_at(said, k, description) for k in range(len(said)))
    )


def _thing_pointed_at(said: list[str], k: int, description: str) -> bool:
    """Whether ``said[k]`` is a one-character noun a demonstrative points at (该卡, 这张卡) that heads a word of the
    description (银行卡): the thing the tool acts on, named short."""
    w = said[k]
    if len(w) == 2 and w[0] in _POINTING:
        w = w[1:]  # 该卡: one word to jieba
    elif not (len(w) == 1 and chinese.tag(w) == "n" and any(x[:1] in _POINTING for x in said[max(0, k - 2) : k])):
        return False
    return len(w) == 1 and re.search(f"[\u4e00-\u9fff]{w}", description) is not None


#: Demonstratives that point at a thing named before (该卡, 此单, 这张卡).
_POINTING = frozenset("该此这那本")
