"""qa-deploy7: a mistyped ``AGENTOPS_EMAIL_BACKEND`` stops start-up with one line (``agentops.E004``); before, every
process started and each notification e-mail failed at its send."""

from __future__ import annotations

import pytest

from agentops.startup import check_at_start


@pytest.mark.sqlite
def test_a_mail_backend_that_does_not_import_stops_start_up_with_one_line(settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackendd"
    with pytest.raises(SystemExit) as stopped:
        check_at_start("the Celery worker")
    assert stopped.value.code == (
        "the Celery worker did not start: agentops.E004: AGENTOPS_EMAIL_BACKEND="
        "'django.core.mail.backends.smtp.EmailBackendd' cannot be imported: Module \"django.core.mail.backends.smtp\" "
        'does not define a "EmailBackendd" attribute/class (`python manage.py check` gives the hints)'
    )
    settings.EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
    check_at_start("the Celery worker")  # one that imports: nothing to say
