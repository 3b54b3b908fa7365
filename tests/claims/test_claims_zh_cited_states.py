"""A Chinese sentence's citations bind to it even when no verb of it was read as a claim: it states what its cited calls
did (``detect.CITED_STATE``), so a cited id that names no event, or a change that did not verify, is flagged; a
sentence that tells a failure, an undoing, a pending state or a look cites what it tells, honestly."""

from __future__ import annotations

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

_DESK = Vocabulary(
    {
        "reassign_rider": ToolInfo("reassign_rider", "write", "改派骑手（仅限未取餐订单）。"),
        "cancel_order": ToolInfo("cancel_order", "write", "取消订单。"),
        "track_rider_location": ToolInfo("track_rider_location", "read", "Rider realtime location + ETA."),
    }
)
A = "[evt:evt_aaaaaaaaaaaaaaaaaaaa]"
E = "evt_aaaaaaaaaaaaaaaaaaaa"


def test_a_sentence_whose_verb_no_reading_took_still_shows_its_cited_calls() -> None:
    # 重新指派 is no verb of the lexicon: the made-up id it cites is still caught, the verified call still backs it
    text = f"已为您重新指派骑手 {A}，新骑手工号 R20871，预计15分钟取餐。"
    assert any_flagged(text, {}, _DESK)  # the id names no event
    assert any_flagged(text, {E: ("reassign_rider", "unconfirmed")}, _DESK)
    assert not any_flagged(text, {E: ("reassign_rider", "verified")}, _DESK)


def test_a_failure_an_undoing_a_pending_state_or_a_look_cites_what_it_tells() -> None:
    assert not any_flagged(f"退款我试了两次，都被支付渠道拒绝了 {A}。", {E: ("cancel_order", "compensated")}, _DESK)
    assert not any_flagged(f"刚才的改派被系统回滚了 {A}，骑手没有变。", {E: ("reassign_rider", "compensated")}, _DESK)
    assert not any_flagged(f"改派还在审核中 {A}。", {E: ("reassign_rider", "unconfirmed")}, _DESK)
    assert not any_flagged(f"经办人：热线 12 号座席 {A}", {E: ("reassign_rider", "verified")}, _DESK)
