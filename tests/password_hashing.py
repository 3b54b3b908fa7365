"""The tests' password hasher (tests/conftest.py installs it for the whole session)."""

from django.contrib.auth.hashers import PBKDF2PasswordHasher


class OneIterationPBKDF2(PBKDF2PasswordHasher):
    """Production's algorithm and encoding at one iteration: the count is stored in each hash, so a server process
    a test starts (production's hashers) still verifies it."""

    iterations = 1
