"""Tournament → Registration → Import CSV… through the real window: a file the import would have to guess at is one
line naming the file, and nobody is registered."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("url_fixture", ["sqlite_url", pytest.param("pg_url", marks=pytest.mark.server)])
def test_a_csv_without_a_header_is_refused_naming_the_file(tournament, request, url_fixture, tmp_path, monkeypatch):
    """A tester's ``foo;bar`` / ``1;2`` registered "foo" (PIN "bar") and "1" (PIN "2") and said "2 players imported"."""
    from its_desktop.ui.tournament import registration

    w = tournament(request.getfixturevalue(url_fixture))
    w.create_event("Porto GT", "s16")
    bad = tmp_path / "bad.csv"
    bad.write_text("foo;bar\n1;2\n", encoding="utf-8")
    monkeypatch.setattr(registration.QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    w.registration.import_button.click()
    banner = w.registration.banner
    assert banner.kind == "error" and banner.text().startswith(f"{bad}: line 1: no header naming the columns")
    assert "Name;PIN;Faction;Club" in banner.text() and "imported" not in banner.text()
    assert w.registration.players == []
    bad.write_text("Name;ITS PIN\nAna;1001\nBen;bar\n", encoding="utf-8")
    w.registration.import_button.click()
    assert banner.text() == f"{bad}: line 3: PIN: an ITS PIN is digits, got 'bar'"
    assert w.registration.players == []                       # Ana's good row is not kept either
