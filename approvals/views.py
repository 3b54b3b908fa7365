"""The approvals queue: held high-risk calls, approve (executes once with its key) or reject; and the list a
notification links to (its occasions that still need a human)."""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from agentops.core.events import stated
from agentops.core.query import BadPage
from approvals import selectors, services
from approvals.models import Delivery
from approvals.notify import channels
from approvals.notify.collect import still_waiting
from runs.dashboard.access import role_required
from runs.governance.visibility import for_reader, naming, sights_of
from runs.roles import APPROVER, VIEWER, roles_of
from runs.security.guards import given_twice, single_valued


@role_required(VIEWER)
@require_GET
def queue(request: HttpRequest) -> HttpResponse:
    try:
        if twice := given_twice(request.GET):  # ``?page=1&page=3`` showed page 3, as the claims audit no longer does
            raise BadPage(twice)
        # the page's live refresh (htmx: every 10 s and on a run's wake-up) reads its region only
        template = "approvals/_held_calls.html" if getattr(request, "htmx", False) else "approvals/queue.html"
        return render(request, template, _queue(request, request.GET.get("page")))
    except BadPage as exc:  # the first page with the error on top (``?page=abc`` showed it as if asked)
        context = _queue(request) | {"error": str(exc), "page_url": reverse("approvals")}
        return render(request, "approvals/queue.html", context, status=400)


def _queue(request: HttpRequest, page_asked: str | None = None) -> dict:
    """The page's context: one page of held calls (``?page=``), oldest first, and the pager."""
    sights = sights_of(request.user)
    page = selectors.approvals_page(page_asked, request.GET.get("execution"))
    held = selectors.approvals_queue(sights, page)
    if APPROVER in roles_of(request.user):  # a call this approver asked for (their fork) is another's to approve
        for item in held:
            item["own"] = services.four_eyes_refusal(item["x"], request.user.get_username())
    return {"held": held, "page": page, "sights": sights}


def _refused(request: HttpRequest, message: str, status: int) -> HttpResponse:
    # page_url: the address bar goes back to the queue's, so a reload shows it and does not send the form again
    context = _queue(request) | {"refusal": message, "page_url": reverse("approvals")}
    return render(request, "approvals/queue.html", context, status=status)


@role_required(APPROVER)
@require_POST
@single_valued
def decide(request: HttpRequest, execution_id: str, verdict: str) -> HttpResponse:
    """``approve`` is bound to the idempotency key the approver saw; ``reject`` needs a reason. The same decision
    again (a second tab, a double click) is answered as made, saying so; another one is refused naming the first."""
    actor, reason, sights = request.user.get_username(), request.POST.get("reason", ""), sights_of(request.user)
    # a 409's "already approved by …" and a notice's are made for anyone: shown raw to a reader who sees raw values
    with naming() as named:
        try:
            if verdict == "approve":
                already = services.approve_call(
                    execution_id=execution_id,
                    actor=actor,
                    reason=stated(reason) or "approved",  # optional: one that shows nothing is none
                    idem_key_seen=request.POST.get("idem_key", ""),
                    seen_by=sights,
                    typed_amount=request.POST.get("confirm_amount", ""),
                    repeat_confirmed=request.POST.get("confirm_repeat") == "again",
                )
            else:
                already = services.reject_call(execution_id=execution_id, actor=actor, reason=reason)
        except services.UnknownExecution as exc:
            return _refused(request, str(exc), 404)
        except services.DecisionConflict as exc:
            return _refused(request, for_reader(str(exc), named, sights), 409)
        except services.FourEyes as exc:
            return _refused(request, str(exc), 403)
        except services.DecisionError as exc:
            return _refused(request, str(exc), 400)
    already = for_reader(already, named, sights) if already else already
    messages.success(request, already or f"{execution_id} {'approved' if verdict == 'approve' else 'rejected'}")
    return redirect("approvals")


@role_required(VIEWER)
@require_GET
def notified(request: HttpRequest, delivery_id: int) -> HttpResponse:
    """Every occasion of one notification's message that still needs a human, as the message lists them: its
    "… and 159 more" links here, and this lists those (decided ones leave it)."""
    delivery = get_object_or_404(Delivery, pk=delivery_id)
    base = settings.AGENTOPS["PUBLIC_URL"].rstrip("/")
    # the message's lines, each linked here on this site (the message's links are PUBLIC_URL's)
    items = [(i, i.url.removeprefix(base)) for i in channels.lines(still_waiting(delivery))]
    return render(request, "approvals/notified.html", {"delivery": delivery, "items": items})
