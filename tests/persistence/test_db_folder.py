"""``--db`` names a database file whose folder must exist: a tester's ``sqlite:////nonexistent/dir/x.sqlite3``
silently created /nonexistent/dir and an empty database, and answered "no such event". Only the app's own data
folder is created (on first start, as before)."""

from __future__ import annotations

import pytest

from its_desktop.cli import main
from its_desktop.persistence.engine import make_engine
from its_desktop.persistence.errors import DatabaseUnavailable
from its_desktop.persistence.location import default_folder


@pytest.mark.parametrize("spelling", ["url", "path"])
def test_a_db_in_a_missing_folder_is_one_line_exit_2_nothing_created(tmp_path, capsys, spelling):
    folder = tmp_path / "nonexistent" / "dir"
    db = f"sqlite:///{folder / 'x.sqlite3'}" if spelling == "url" else str(folder / "x.sqlite3")
    assert main(["--db", db, "event", "check", "1"]) == 2
    err = capsys.readouterr().err
    assert err == f"its-desktop: database: folder {folder} does not exist: not created\n"
    assert not (tmp_path / "nonexistent").exists()


def test_the_line_is_in_the_users_language(tmp_path, capsys):
    folder = tmp_path / "nope"
    assert main(["--lang", "fr", "--db", str(folder / "x.sqlite3"), "event", "check", "1"]) == 2
    assert capsys.readouterr().err == f"its-desktop: base de données : le dossier {folder} n'existe pas : non créé\n"
    assert not folder.exists()


def test_the_apps_own_data_folder_is_made_on_first_start(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("ITS_DESKTOP_DB", raising=False)
    assert default_folder() == tmp_path / "data" / "its-desktop" and not default_folder().exists()
    make_engine().dispose()
    assert default_folder().is_dir()
    with pytest.raises(DatabaseUnavailable):  # any other missing folder stays a refusal
        make_engine(f"sqlite:///{tmp_path / 'other' / 'x.sqlite3'}")
