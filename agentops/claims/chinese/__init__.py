"""Chinese: assertions of completed action, read from aspect and result complements.

The clause is segmented with jieba (its dictionary keeps 了解, 通过, 完善, 好像 whole, so their 了/过/完/好
are not read as aspect markers). A verb (``lexicon.ZH_VERBS``, longest prefix of a segment, e.g.
发送给 → 发送) is a completed action when

* 已/已经/都已/均已 stands anywhere before it in its clause ("发票已通过邮件发送", "已为您办理退款",
  "已向供应商付款"),
* an aspect marker or result complement follows it (了, 过, 完, 好, 完毕, 成功, 到, 出, 掉: "发好了",
  "清理完毕", "下单成功", "都处理完了", "邮件发出去了"), or 了 ends its clause ("邮件我发给您了"),
* it is complete in itself (完成, 搞定, 送达, 到账, 发出, …), or stands in 是…的 ("是昨天发的").

It is not a claim when, before it in its clause, a negation (没, 未, 尚未, 无法, …), a modal, plan,
condition or hedge (会, 将, 需要, 如果, 一旦, 应该, 好像, …) governs it; when 失败 / 不了 follows it;
when a subordinate marker follows it (完成后, 发送时, 付款的话); when it modifies a noun (已发送的邮件,
更新后的发票); when someone else is its subject or agent (客户已付款, 已由财务团队支付); in questions
(吗, 是否, 有没有), reports (客户说已付款) and quotes.

The package's modules, from the reading down (each imports only those below it; pyproject.toml's import-linter
contract keeps the order): ``reading`` (``find``: blocks, sentences, clauses) → ``across_clauses`` (what the
clauses around a hit say) → ``clause`` (one clause's verbs) → ``states`` → ``noun_phrases`` → ``scope``
(negation, modality, plans, another subject) → ``act_kinds`` → ``third_parties`` (whose act it is) →
``verb_forms`` → ``counts`` → ``words`` (word classes and shared word sets) → ``segmenting`` (jieba, tags, the
lexicon's verbs).
"""

from agentops.claims.chinese.counts import carried_counts, counted_after, enumerated, stated_count
from agentops.claims.chinese.reading import find
from agentops.claims.chinese.segmenting import segment, tag

__all__ = ["carried_counts", "counted_after", "enumerated", "find", "segment", "stated_count", "tag"]
