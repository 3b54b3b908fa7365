"""qa-deploy7: a mistyped ``AGENTOPS_EMAIL_BACKEND`` stops start-up with one line (``agentops.E004``); before, every
process started and each notification e-mail failed at its send."""

from __future__ import annotations

import pytest

from agentops.startup import check_at_start, check_email_backend


@pytest.mark.sqlite
def test_a_mail_backend_that_does_not_import_stops_start_up_with_one_line(settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackendd"
    (error,) = check_email_backend()
    assert (error.id, error.msg) == (
        "agentops.E004",
        "AGENTOPS_EMAIL_BACKEND='django.core.mail.backends.smtp.EmailBackendd' cannot be imported: Module "
        '"django.core.mail.backends.smtp" does not define a "EmailBackendd" attribute/class',
    )
    with pytest.raises(SystemExit, match=r"^the Celery worker did not start: agentops\.E004: AGENTOPS_EMAIL_BACKEND="):
        check_at_start("the Celery worker")  # daphne, every Celery worker and beat run it as they start
    settings.EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
    assert check_email_backend() == []
