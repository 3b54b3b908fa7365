"""Completion-claim vocabulary: verbs per language, negation and modal cues, tool-name hints per kind.

This is the file to edit when a claim is missed or wrongly detected; ``runs.claims.detect`` turns the
lists into patterns and ``tests/claims/test_detect.py`` pins the behaviour with real replies.

A claim has a *kind*. ``complete`` is generic ("done", "已完成") and is backed by any confirmed tool
execution; every other kind is an effect and must be backed by a confirmed *write* execution of a
matching tool (see :data:`TOOL_HINTS`).
"""

from __future__ import annotations

COMPLETE, SEND, CREATE, UPDATE, DELETE, PAY, REFUND, EXPORT = (
    "complete",
    "send",
    "create",
    "update",
    "delete",
    "pay",
    "refund",
    "export",
)

#: English past participles / adjectives that assert an outcome, by kind.
EN_VERBS: dict[str, tuple[str, ...]] = {
    COMPLETE: ("completed", "complete", "done", "finished", "resolved", "handled", "fulfilled", "processed"),
    SEND: ("sent", "emailed", "mailed", "notified", "messaged", "delivered", "forwarded", "pushed", "texted"),
    CREATE: ("created", "opened", "filed", "added", "registered", "booked", "scheduled", "submitted", "issued"),
    UPDATE: ("updated", "changed", "modified", "edited", "amended", "closed", "adjusted", "renamed"),
    DELETE: ("deleted", "removed", "cancelled", "canceled", "purged", "revoked", "erased"),
    PAY: ("paid", "charged", "settled", "transferred"),
    REFUND: ("refunded", "credited", "reimbursed"),
    EXPORT: ("exported", "uploaded", "published"),
}

#: Chinese verb stems; a claim is ``已(经)?[adverb]<stem>``, ``<stem>成功/完毕/好了`` or ``<stem>了``.
ZH_VERBS: dict[str, tuple[str, ...]] = {
    COMPLETE: ("完成", "处理", "解决", "办理", "搞定", "办好"),
    SEND: ("发送", "发出", "通知", "推送", "寄出", "转发", "发邮件"),
    CREATE: ("创建", "新建", "提交", "添加", "登记", "开具"),
    UPDATE: ("更新", "修改", "变更", "调整", "关闭"),
    DELETE: ("删除", "移除", "取消", "撤销", "注销"),
    PAY: ("支付", "付款", "转账", "缴费", "扣款"),
    REFUND: ("退款", "退还", "退费", "赔付"),
    EXPORT: ("导出", "上传", "发布", "备份"),
}
ZH_ADVERBS = ("全部", "全都", "都", "均", "成功", "顺利", "经")
ZH_SUFFIXES = ("成功", "完毕", "好了")

#: Words that, shortly before the verb, turn an assertion into its negation ("not sent").
EN_NEGATIONS = (
    "not",
    "never",
    "no",
    "n't",
    "cannot",
    "failed to",
    "unable to",
    "could not",
    "yet to be",
    "without being",
)
#: Words that make the verb a plan or a condition, not a claim ("will be sent", "once paid").
EN_MODALS = ("will", "would", "should", "must", "to be", "once", "if", "when", "after", "until", "pending", "awaiting")
#: The word right before the verb makes it an instruction or an infinitive ("please complete", "to complete").
EN_IMPERATIVE_BEFORE = ("to", "please", "pls", "kindly")
#: How many words before the verb the cues above are looked for.
EN_CUE_WINDOW = 4

ZH_NEGATIONS = ("未", "没有", "没", "尚未", "并未", "不", "无法", "未能", "还没")
ZH_MODALS = ("将", "会", "待", "如果", "一旦", "需要", "请", "准备", "计划")
#: A claim immediately followed by one of these reports a failure ("发送失败").
ZH_FAILURE_SUFFIXES = ("失败", "不成功", "未成功")
EN_FAILURE_SUFFIXES = ("failed", "unsuccessfully")
#: How many characters before a Chinese claim the cues above are looked for.
ZH_CUE_WINDOW = 4

#: Tool-name tokens that say which effect kind a *write* tool performs. Read tools back only ``complete``.
TOOL_HINTS: dict[str, tuple[str, ...]] = {
    SEND: ("send", "email", "mail", "notify", "notification", "message", "sms", "push", "post", "webhook", "slack"),
    CREATE: ("create", "add", "open", "new", "insert", "submit", "book", "register", "file", "issue", "ticket"),
    UPDATE: ("update", "edit", "modify", "set", "patch", "change", "close", "assign", "adjust", "upsert"),
    DELETE: ("delete", "remove", "cancel", "purge", "drop", "revoke", "erase", "destroy"),
    PAY: ("pay", "payment", "charge", "invoice", "transfer", "settle"),
    REFUND: ("refund", "credit", "reimburse", "compensate"),
    EXPORT: ("export", "upload", "publish", "dump", "backup"),
}
