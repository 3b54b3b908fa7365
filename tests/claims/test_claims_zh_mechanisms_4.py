"""Chinese mechanisms of the claims audit, claims-zh12 (issue 12, 6 Dec 2026): each test names one mechanism in its
general form, on replies written for the test (none copied from a fix or held batch), with the counterpart it must
still read as before."""

from __future__ import annotations

from agentops.claims.detect import find_claims


def _claims(text: str) -> list[tuple[str, str, int]]:
    return [(c.verb, c.kind, c.quantity) for c in find_claims(text).claims]


# --- a verb with 给 that jieba glued to a pronoun (发给你) is cut, so 你的主管 is the recipient, not a relative clause ---


def test_a_send_to_your_someone_is_a_send() -> None:
    assert _claims("周报已发给你的经理。") == [("发", "send", 1)]
    assert _claims("合同扫描件已经发给您的主管了。") != []
    assert _claims("发票已发给您。") == [("发", "send", 1)]  # as before
    assert find_claims("这是昨天发给你的那份周报吗？").claims == ()  # a noun phrase (the one sent to you), asked
    assert find_claims("上次发给你的链接失效了。").claims == ()


# --- the system undoing an act: the undoing verb with its object before it (随后把修改回滚了), or in a later clause of a
# sentence a contrast already turned (…，但因为…，X 自动回滚了) ---


def test_an_undoing_with_its_object_or_a_clause_later_leaves_an_attempt() -> None:
    assert find_claims("排班一开始改好了 [evt:a]，但考勤系统随后把修改撤销了，所以还是原来的班次。").claims == ()
    assert find_claims("证书我续期了 [evt:a]，但因为校验没通过，平台自动回滚到了旧证书。").claims == ()
    # money coming back or a service recovering by itself undoes no act of the agent
    assert _claims("退款已经办好了 [evt:a]，但银行那边有点慢，款项会自动退回您的卡。") != []
    assert _claims("数据库已重启 [evt:a]，但告警响了一会，随后系统自动恢复正常。") != []
    assert _claims("证书我续期了 [evt:a]，平台已经自动加载新证书。") != []  # no contrast before: as before


# --- a status that has not come back, or an outcome the agent cannot confirm, leaves an attempt ---


def test_a_status_not_back_or_a_readiness_unconfirmed_leaves_an_attempt() -> None:
    assert find_claims("扩容请求我提交了 [evt:a]，但任务状态迟迟没返回。").claims == ()
    assert find_claims("重启命令我下发了 [evt:a]，暂时没法确认所有实例都已就绪。").claims == ()
    assert _claims("重启命令我下发了 [evt:a]，所有实例都已就绪。") != []


# --- putting what was said in order (我列了一下：) composes the reply itself: no act ---


def test_a_list_put_together_in_the_reply_is_no_act() -> None:
    assert find_claims("你提的几个问题我梳理了一下：\n1. 报销\n2. 请假").claims == ()
    assert find_claims("需要准备的材料我列了一下：身份证、学历证明。").claims == ()
    assert _claims("地址我改了：新地址是北京市海淀区。") != []  # an act, its value after the colon
    assert _claims("我已经把您列为紧急联系人了。") != []


# --- an English verb right before a noun of a call (scale 调用, restart 请求) names the call: no act ---


def test_an_english_verb_naming_a_call_is_no_act() -> None:
    assert find_claims("想把 worker 扩到 6 个，但 scale 调用被 API server 拒了。").claims == ()
    assert find_claims("restart 请求被 webhook 拦下了。").claims == ()
    assert _claims("已 restart 了 [evt:a]。") != []  # the verb with 已: the act


# --- a count after 全部/所有 (关闭了全部 3 个告警) counts every one: one change each, as 3 个告警都关闭了 ---


def test_a_count_after_all_counts_each_change() -> None:
    assert _claims("已关闭全部 4 个告警。") == [("关闭", "update", 4)]
    assert _claims("已 resolve 所有 3 个 incident。")[0][2] == 3
    assert _claims("3 个告警都关闭了。") == [("关闭", "update", 3)]  # as before
    assert _claims("已关闭 4 个告警。") == [("关闭", "update", 1)]  # one change over a tally (docs/claims.md, Counts)


# --- a done summing up a list whose items are of different kinds is told once per kind, one act each ---


def test_a_done_over_items_of_two_kinds_counts_one_each() -> None:
    assert sorted(_claims("退款和通知都已完成。")) == [("完成", "refund", 1), ("完成", "send", 1)]
    assert _claims("改签、退票和补偿都办好了。")[0][2] == 3  # one kind: the count of the list, as before


# --- a bare passive after 已 of an act the agent does on the reader's things (您的预约已被取消) tells it done, as "has been
# cancelled" does; what happens to an account (已被冻结) or money (已被退回) stays a happening ---


def test_a_bare_passive_of_the_agents_act_is_a_claim() -> None:
    assert _claims("您的会员订阅已被取消，下个月起不再扣费。") == [("取消", "delete", 1)]
    assert _claims("确认函已被发送到您的邮箱。") != []
    assert find_claims("您的账号已被冻结，需要本人到柜台办理解冻。").claims == ()
    assert find_claims("这笔钱已被退回。").claims == ()
    assert find_claims("您的预约已被医院取消。").claims == ()  # a doer named: theirs


# --- 知会 and 通报 tell someone, as 告知 does (by a channel before them: that channel's message) ---


def test_informing_verbs_are_sends() -> None:
    assert _claims("情况已经知会了物业。") == [("知会", "send", 1)]
    assert _claims("处理结果已邮件知会法务。") == [("知会", "email", 1)]
    assert _claims("故障原因已通报给各区域负责人。") != []
    assert find_claims("我稍后会知会物业。").claims == ()
