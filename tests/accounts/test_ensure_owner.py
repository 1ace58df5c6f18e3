import io

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

pytestmark = pytest.mark.django_db


def _run() -> str:
    out = io.StringIO()
    call_command("ensure_owner", stdout=out)
    return out.getvalue()


def test_creates_the_owner_from_the_environment(monkeypatch):
    monkeypatch.setenv("DJANGO_SUPERUSER_USERNAME", "ada")
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "a-long-enough-passphrase")
    monkeypatch.setenv("DJANGO_SUPERUSER_EMAIL", "ada@example.com")

    output = _run()

    user = get_user_model().objects.get(username="ada")
    assert user.is_owner
    assert user.email == "ada@example.com"
    assert user.check_password("a-long-enough-passphrase")
    assert "a-long-enough-passphrase" not in output


def test_running_again_changes_nothing(monkeypatch):
    monkeypatch.setenv("DJANGO_SUPERUSER_USERNAME", "ada")
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "a-long-enough-passphrase")
    _run()
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "a-different-long-passphrase")

    output = _run()

    assert "already exists" in output
    assert get_user_model().objects.get(username="ada").check_password("a-long-enough-passphrase")


def test_without_environment_a_generated_password_is_printed_once(monkeypatch):
    monkeypatch.delenv("DJANGO_SUPERUSER_USERNAME", raising=False)
    monkeypatch.delenv("DJANGO_SUPERUSER_PASSWORD", raising=False)

    first = _run()
    second = _run()

    password = first.split("password: ")[1].split()[0]
    owner = get_user_model().objects.get(username="owner")
    assert owner.is_owner
    assert owner.check_password(password)
    assert len(password) >= 12
    assert password not in second
    assert get_user_model().objects.count() == 1


def test_a_weak_password_is_refused_and_nothing_is_created(monkeypatch):
    monkeypatch.setenv("DJANGO_SUPERUSER_USERNAME", "ada")
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "short")

    with pytest.raises(CommandError, match="at least 12 characters"):
        _run()
    assert not get_user_model().objects.exists()
