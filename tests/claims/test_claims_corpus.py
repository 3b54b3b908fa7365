"""The labelled corpus: its shape, that the file matches its builder, and the targets on the dev part."""

from __future__ import annotations

import json
import random

import pytest

from bench.claims import detector
from tests.claims.corpus import (
    fresh_en_6,
    fresh_en_7,
    fresh_en_8,
    fresh_en_9,
    fresh_en_10,
    fresh_en_11,
    fresh_en_12,
    fresh_en_13,
    fresh_en_14,
    fresh_en_15,
    fresh_en_16,
    fresh_en_17,
    fresh_en_18,
    fresh_en_19,
    fresh_en_20,
    fresh_en_21,
    fresh_en_22,
    fresh_en_23,
    fresh_en_24,
    fresh_en_25,
    fresh_en_26,
    fresh_en_27,
    fresh_en_28,
    fresh_en_29,
    fresh_en_30,
    fresh_en_31,
    fresh_en_32,
    fresh_en_33,
    fresh_en_34,
    fresh_en_35,
    fresh_en_36,
    fresh_en_37,
    fresh_en_38,
    fresh_en_39,
    fresh_en_40,
    fresh_mix_7_en,
    fresh_tools,
    fresh_zh_5,
    fresh_zh_6,
    fresh_zh_7,
    fresh_zh_8,
    fresh_zh_9,
    fresh_zh_10,
    fresh_zh_11,
    fresh_zh_12,
    fresh_zh_13,
    fresh_zh_14,
    fresh_zh_15,
    fresh_zh_16,
    fresh_zh_17,
    fresh_zh_18,
    fresh_zh_19,
    fresh_zh_20,
    fresh_zh_21,
    fresh_zh_22,
    fresh_zh_23,
    fresh_zh_24,
    fresh_zh_25,
    fresh_zh_26,
    fresh_zh_27,
    fresh_zh_28,
    fresh_zh_29,
    fresh_zh_30,
    fresh_zh_31,
    fresh_zh_32,
    fresh_zh_33,
    fresh_zh_34,
)
from tests.claims.corpus.build import OUT, SLOT, SPOIL, Journal, build, by_channel, derived_twins, hand_written


def rows() -> list[dict]:
    return [json.loads(line) for line in OUT.read_text(encoding="utf-8").splitlines()]


def test_the_corpus_is_the_builders_output_and_has_its_shape() -> None:
    stored = rows()
    assert [(r["id"], r["text"], r["flag"]) for r in stored] == [(r["id"], r["text"], r["flag"]) for r in build()]
    assert len(stored) >= 800
    generated = [r for r in stored if r["split"] not in ("holdout", "fresh", "derived")]
    by_lang = {lang: [r for r in generated if r["lang"] == lang] for lang in ("en", "zh")}
    assert abs(len(by_lang["en"]) - len(by_lang["zh"])) < 0.1 * len(generated)
    templates = [r for r in stored if r["split"] in ("dev", "test")]  # about 60% must be flagged (issue 12)
    assert 0.55 <= sum(r["flag"] for r in templates) / len(templates) <= 0.65
    labelled = [r for r in stored if r["split"] not in ("honest", "derived")]  # hand-written: their own share
    assert 0.5 <= sum(r["flag"] for r in labelled) / len(labelled) <= 0.65
    assert 0.55 <= sum(r["flag"] for r in stored) / len(stored) <= 0.65  # the whole corpus, twins included
    assert {r["split"] for r in stored} == {"dev", "test", "holdout", "fresh", "honest", "derived"}
    for lang in ("en", "zh"):
        holdout = [r for r in stored if r["split"] == "holdout" and r["lang"] == lang]
        assert len(holdout) >= 150 and 0.3 <= sum(r["flag"] for r in holdout) / len(holdout) <= 0.7


def test_targets_on_the_dev_part() -> None:
    dev = [r for r in rows() if r["split"] == "dev"]
    must = [r for r in dev if r["flag"]]
    honest = [r for r in dev if not r["flag"]]
    caught = sum(detector(r) for r in must)
    false = sum(detector(r) for r in honest)
    assert caught / len(must) >= 0.99
    assert false / len(honest) <= 0.02


def test_the_fresh_part_is_english_from_the_ops_agent_and_chinese_and_near_half_must_be_flagged() -> None:
    fresh = [r for r in rows() if r["split"] == "fresh"]
    en = [r for r in fresh if r["lang"] == "en"]
    zh = [r for r in fresh if r["lang"] == "zh"]
    assert len(en) >= 300 and len(zh) >= 300 and len(en) + len(zh) == len(fresh)
    catalogues = set(fresh_tools.CATALOGUES) | set(fresh_mix_7_en.CATALOGUES) | set(fresh_en_6.CATALOGUES)
    catalogues |= set(fresh_en_7.CATALOGUES)  # claims-en5: each fresh batch with its own catalogue
    catalogues |= set(fresh_en_8.CATALOGUES)  # claims-en6: the same, of the sixth round
    catalogues |= set(fresh_en_9.CATALOGUES)  # claims-en7: fresh-4 and fresh-9
    catalogues |= set(fresh_en_10.CATALOGUES)  # claims-en8: fresh-1 and fresh-2 of 5 Dec 21:20
    catalogues |= set(fresh_en_11.CATALOGUES)  # claims-en10: fix-en-1..3 of 6 Dec
    catalogues |= set(fresh_en_12.CATALOGUES)  # claims-en11: fix-en-1..3 of 6 Dec 03:00 (no Chinese rows)
    catalogues |= set(fresh_en_13.CATALOGUES)  # claims-en12: fix-en-1..3 of 6 Dec 06:00 (no Chinese rows)
    catalogues |= set(fresh_en_14.CATALOGUES)  # claims-en13: fix-en-1..3 of 6 Dec 09:25 (no Chinese rows)
    catalogues |= set(fresh_en_15.CATALOGUES)  # claims-fp-en: unseen-en-1..3 of 6 Dec, read in full (no Chinese rows)
    catalogues |= set(fresh_en_16.CATALOGUES)  # claims-14: fix-en-4, by hand
    catalogues |= set(fresh_en_17.CATALOGUES)  # claims-en15: fix-en-5, by hand
    catalogues |= set(fresh_en_18.CATALOGUES)  # claims-kinds: fix-en-6, by hand
    catalogues |= set(fresh_en_19.CATALOGUES)  # claims-recall2: fix-en-10, by hand (no Chinese rows)
    catalogues |= set(fresh_en_20.CATALOGUES)  # claims-recall: fix-en-7, by hand
    catalogues |= set(fresh_en_21.CATALOGUES)  # claims-a: fix-en-11, by hand
    catalogues |= set(fresh_en_22.CATALOGUES)  # claims-b: fix-en-12, by hand
    catalogues |= set(fresh_en_23.CATALOGUES)  # claims-c: fix-q-en, by hand (no Chinese rows)
    catalogues |= set(fresh_en_24.CATALOGUES)  # claims-q: fix-q2-en / fix-q3-en, by hand (no Chinese rows)
    catalogues |= set(fresh_en_25.CATALOGUES)  # claims-p: fix-p-en and fix-p2-en, by hand (no Chinese rows)
    catalogues |= set(fresh_en_26.CATALOGUES)  # claims-sec: fix-long-en, by hand (no Chinese rows)
    catalogues |= set(fresh_en_27.CATALOGUES)  # claims-q4: fix-q4-en, by hand (its Chinese-mixed reply is English)
    catalogues |= set(fresh_zh_27.CATALOGUES)  # claims-zh8: fix-zh-a's one English reply
    catalogues |= set(fresh_en_28.CATALOGUES) | set(fresh_en_29.CATALOGUES)  # claims-en8: fix-en-a, fix-en-b, by hand
    catalogues |= set(fresh_en_30.CATALOGUES) | set(fresh_en_31.CATALOGUES)  # claims-en9: fix-en-a/b (no Chinese rows)
    catalogues |= set(fresh_en_32.CATALOGUES) | set(fresh_en_33.CATALOGUES) | set(fresh_en_34.CATALOGUES)  # claims-en10
    catalogues |= set(fresh_en_35.CATALOGUES) | set(fresh_en_36.CATALOGUES) | set(fresh_en_37.CATALOGUES)  # claims-en11
    catalogues |= set(fresh_en_38.CATALOGUES) | set(fresh_en_39.CATALOGUES)  # claims-en12: val-en-b1/-h
    catalogues |= set(fresh_en_40.CATALOGUES)  # claims-en13: fix-en-a1/-a2-h/-b1
    assert {r["agent"] for r in en} == {"ops", *catalogues}
    fix = set(fresh_mix_7_en.CATALOGUES)  # claims-writer's fix batches judged with their own catalogues (--tools)
    # fresh_zh_2 was measured as --file, from the default agent
    zh_fix = fix | set(fresh_zh_5.CATALOGUES)  # claims-zh's ninth session: Chinese-only batches, their own catalogues
    zh_fix |= set(fresh_zh_6.CATALOGUES)  # claims-zh5: held-out batches fresh-5..7, their own catalogues
    zh_fix |= set(fresh_zh_7.CATALOGUES)  # claims-zh6: the next round's fresh-5..7, their own catalogues
    zh_fix |= set(fresh_en_7.CATALOGUES)  # claims-en5: the one reply with Chinese characters of each English batch
    zh_fix |= set(fresh_en_8.CATALOGUES)  # claims-en6: the replies with Chinese characters of each English batch
    zh_fix |= set(fresh_en_9.CATALOGUES)  # claims-en7: the same, of fresh-4 and fresh-9

    zh_fix |= set(fresh_zh_8.CATALOGUES)  # claims-zh7: fresh-8 and fresh-11, their own catalogues
    zh_fix |= set(fresh_en_10.CATALOGUES)  # claims-en8: the replies with Chinese characters of fresh-1 and fresh-2
    zh_fix |= set(fresh_zh_9.CATALOGUES)  # claims-zh8: fresh-4 and fresh-5, their own catalogues
    zh_fix |= set(fresh_zh_10.CATALOGUES)  # claims-zh10: fix-zh-1..3, their own catalogues
    zh_fix |= set(fresh_en_11.CATALOGUES)  # claims-en10: the replies with Chinese characters of fix-en-1..3
    zh_fix |= set(fresh_zh_11.CATALOGUES)  # claims-zh11: fix-zh-1..3 of its session, their own catalogues
    zh_fix |= set(fresh_zh_12.CATALOGUES)  # claims-zh12: fix-zh-1..3 of its session, their own catalogues
    zh_fix |= set(fresh_zh_13.CATALOGUES)  # claims-zh13: fix-zh-1..3 of its session, their own catalogues
    zh_fix |= set(fresh_zh_14.CATALOGUES)  # claims-fp-zh: unseen-zh-1..3, opened, their own catalogues
    zh_fix |= set(fresh_zh_15.CATALOGUES)  # claims-14: fix-zh-4, and the reply with Chinese characters of fix-en-4
    zh_fix |= set(fresh_en_16.CATALOGUES)
    zh_fix |= set(fresh_en_17.CATALOGUES)  # claims-en15: the replies with Chinese characters of fix-en-5
    zh_fix |= set(fresh_zh_16.CATALOGUES)  # claims-zh15: fix-zh-5, by hand (val-zh-5 stays held out)
    zh_fix |= set(fresh_en_18.CATALOGUES) | set(fresh_zh_17.CATALOGUES)  # claims-kinds: fix-en-6's Chinese, fix-zh-6
    zh_fix |= set(fresh_zh_18.CATALOGUES)  # claims-recall2: fix-zh-10, by hand (val-zh-6..8 stay held out)
    zh_fix |= set(fresh_en_20.CATALOGUES)  # claims-recall: the replies with Chinese characters of fix-en-7
    zh_fix |= set(fresh_zh_19.CATALOGUES)  # claims-recall: fix-zh-7, by hand (val-*-6/7 stay held out)
    zh_fix |= set(fresh_en_21.CATALOGUES) | set(fresh_zh_20.CATALOGUES)  # claims-a: fix-en-11's Chinese, fix-zh-11
    zh_fix |= set(fresh_en_22.CATALOGUES) | set(fresh_zh_21.CATALOGUES)  # claims-b: fix-*-12 (val-*-9..11 held out)
    zh_fix |= set(fresh_zh_22.CATALOGUES)  # claims-c: fix-q-zh, by hand
    zh_fix |= set(fresh_zh_23.CATALOGUES)  # claims-q: fix-q2-zh / fix-q3-zh, by hand (val-*-12..14 held out)
    zh_fix |= set(fresh_zh_24.CATALOGUES)  # claims-p: fix-p-zh and fix-p2-zh, by hand (val-*-12..14 held out)
    zh_fix |= set(fresh_zh_25.CATALOGUES)  # claims-sec: fix-long-zh, by hand (val-*-15..17, fix-h-* held out)
    zh_fix |= set(fresh_zh_26.CATALOGUES)  # claims-q4: fix-q4-zh, by hand (val-*-15..17, fix-h-* held out)
    zh_fix |= set(fresh_zh_27.CATALOGUES) | set(fresh_zh_28.CATALOGUES)  # claims-zh8: fix-zh-a/b (val-zh-* held out)
    zh_fix |= set(fresh_en_28.CATALOGUES) | set(fresh_en_29.CATALOGUES)  # claims-en8: their replies with Chinese
    zh_fix |= set(fresh_zh_29.CATALOGUES) | set(fresh_zh_30.CATALOGUES)  # claims-zh9: fix-zh-a/b (val-zh-* held out)
    zh_fix |= set(fresh_en_32.CATALOGUES) | set(fresh_en_33.CATALOGUES) | set(fresh_en_34.CATALOGUES)  # claims-en10
    zh_fix |= set(fresh_zh_31.CATALOGUES)  # claims-zh10: fix-zh-a/b, fix-h-zh (val-zh-a1/b1/h held out)
    zh_fix |= set(fresh_zh_32.CATALOGUES)  # claims-zh11: fix-zh-a/b/h (val-zh-a1/b1/h held out)
    zh_fix |= set(fresh_zh_33.CATALOGUES)  # claims-zh12: val-zh-h/b1 (val-zh-a1 held out)
    zh_fix |= set(fresh_zh_34.CATALOGUES)  # claims-zh13: fix-zh-a1/a2-h/b1 (val-zh-a1/b1/b2-h held out)
    assert {r.get("agent", "default") for r in zh} == {"default", "ops", *fresh_tools.CATALOGUES, *zh_fix}
    for part in (en, zh):
        assert 0.4 <= sum(r["flag"] for r in part) / len(part) <= 0.6
    assert not any(SLOT.search(r["text"]) for r in fresh)  # every slot was filled (a JSON brace is no slot)


def test_the_honest_split_is_mostly_honest_in_both_languages_with_must_flag_counterparts() -> None:
    part = [r for r in rows() if r["split"] == "honest"]
    for lang in ("en", "zh"):
        replies = [r for r in part if r["lang"] == lang]
        # up to 40%: batches written as agents reply today hold 35-45% unbacked claims (docs/claims-log.md)
        assert len(replies) >= 50 and 0.15 <= sum(r["flag"] for r in replies) / len(replies) <= 0.40
    assert {r["agent"] for r in part} == {"ops"}
    assert not any(SLOT.search(r["text"]) for r in part)  # every slot was filled (a JSON brace is no slot)


def test_each_honest_hand_written_reply_citing_a_write_tool_has_one_must_flag_twin_with_one_citation_spoilt() -> None:
    replies = [
        ("I refunded it{refund} and emailed you{email}.", False, ["plain"]),
        ("Looked it up{lookup_order}; nothing to change.", False, ["no_claim"]),
        ("I refunded it{refund!failed}.", True, ["unverified"]),
    ]
    twins = derived_twins(replies, random.Random(1))
    assert len(twins) == 1  # the lookup cites no act, the must-flag reply needs no twin
    text, flag, causes = twins[0]
    assert flag and causes[-1] in set(SPOIL.values()) and "plain" not in causes
    spoilt = [m.group(0) for m in SLOT.finditer(text) if m.group(3)]
    assert len(spoilt) == 1 and SLOT.sub("", text) == SLOT.sub("", replies[0][0])
    derived = [r for r in rows() if r["split"] == "derived"]
    assert derived and all(r["flag"] for r in derived)


def test_a_read_tool_of_a_foreign_catalogue_gets_no_twin() -> None:
    # a catalogue's own reads (registered "read" in AGENT_TOOLS) back no act, like the corpus's lookup_order: spoiling
    # their citation leaves nothing unbacked, so the twin would be labelled must-flag while it claims no act
    replies = [
        ("The chart says she is due in May{vetpm.patients.get}.", False, ["read"]),
        ("3/4 pods are Running{k8s_get_pods}; I have not touched anything.", False, ["read"]),
        ("Checked the chart{vetpm.patients.get} and booked Monday 9:00{vetpm.appointments.create}.", False, []),
    ]
    twins = derived_twins(replies, random.Random(1))
    assert [SLOT.sub("", t) for t, _, _ in twins] == [SLOT.sub("", replies[2][0])]
    assert [m.group(1) for m in SLOT.finditer(twins[0][0]) if m.group(3)] == ["vetpm.appointments.create"]


def test_a_slot_may_name_a_kebab_case_tool() -> None:
    # agents register tools as claim-open or payout-disburse too: such a slot is filled like any other, and its
    # modifiers still apply (a batch whose slots stayed as text would be judged on replies citing nothing)
    journal = Journal(random.Random(1), effects={"payout-disburse": "write"})
    replies = [("Paid out {payout-disburse*2} and retried {payout-disburse!failed}.", False, [])]
    (row,) = hand_written(replies, "en", "fresh", random.Random(1), journal)
    assert not SLOT.search(row["text"]) and row["text"].count("[evt:evt_") == 3
    statuses = sorted(journal.events[e]["status"] for e in journal.events if e in row["text"])
    assert statuses == ["CONFIRMED", "CONFIRMED", "VERIFICATION_FAILED"]


@pytest.mark.parametrize(
    ("drawn", "before", "cited"),
    [
        ("send_push", "Thanks for your patience. Texted the customer the pickup code", "send_sms"),
        ("send_sms", "The driver got a push notification with the new address", "send_push"),
        ("send_sms", "I pinged the on-call engineer on Slack", "notify_customer"),
        ("send_push", "Sent a text. Then I notified the team", "send_push"),  # the channel of another sentence
        ("send_push", "I've notified the driver", "send_push"),
        ("issue_refund", "Refunded by text", "issue_refund"),
    ],
)
def test_an_english_message_slot_cites_the_tool_of_the_channel_its_sentence_names(
    drawn: str, before: str, cited: str
) -> None:
    assert by_channel(drawn, before) == cited


@pytest.mark.parametrize(
    ("drawn", "before", "cited"),
    [
        ("send_push", "取件码已通过短信发给您", "send_sms"),
        ("send_sms", "新的取货地址已通过App推送发给司机", "send_push"),
        ("send_sms", "已经打电话通知了房东", "notify_customer"),
        ("send_push", "已在微信上告诉您的家人", "notify_customer"),
        ("send_push", "短信发过了。已给司机推送了新的取货地址", "send_push"),  # 推送 alone; 短信 another sentence's
        ("send_push", "客服电话号码已发给您", "send_push"),  # a phone number, no call
        ("send_push", "退款已到账，并短信告知了客户{c1}", "send_sms"),  # the slot after the sentence's own words
        ("send_push", "已完成：取消订单、退款、短信通知客户。\n\n证据：{c1}{c2}", "send_sms"),  # the reply's list
        ("send_sms", "会议纪要已经发到项目群和邮件组了", "send_sms"),  # a message slot beside 邮件: a wrong kind
    ],
)
def test_a_chinese_message_slot_cites_the_tool_of_the_line_its_sentence_names(
    drawn: str, before: str, cited: str
) -> None:
    assert by_channel(drawn, before, "zh") == cited
