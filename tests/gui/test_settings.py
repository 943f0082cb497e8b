"""The typed settings: each key declared once, and a corrupt or wrong-typed stored value reads as its default."""

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from its_desktop.ui import settings as prefs

UI = Path(prefs.__file__).parent


def test_the_fixture_keeps_the_users_settings_out(settings, tmp_path):
    assert Path(QSettings().fileName()).is_relative_to(tmp_path)
    assert QSettings().allKeys() == []


def test_keys_are_declared_once():
    keys = [s.key for s in prefs.ALL]
    assert len(keys) == len(set(keys))
    assert {"main/geometry", "table/mission", "files/recent", "ui/language", "print/what",
            "tournament/last_event"} <= set(keys)


def test_no_raw_settings_access_outside_the_settings_module():
    raw = re.compile(r"\.(value|setValue)\(\s*[\"']\w+/")
    offenders = [f"{p.relative_to(UI)}:{n}" for p in UI.rglob("*.py") if p.name != "settings.py"
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if raw.search(line)]
    assert offenders == []


GARBAGE = ["banana", "", "3.5.1", ["a", 1], {"x": 1}, "@ByteArray(zz)", 12.5, True]


@pytest.mark.parametrize("setting", prefs.ALL, ids=lambda s: s.key)
def test_a_corrupt_value_reads_as_the_default(settings, setting):
    store = QSettings()
    default = setting.fallback()
    for junk in GARBAGE:
        store.setValue(setting.key, junk)
        store.sync()
        value = setting.get(QSettings())  # read back through the ini file, as the next start would
        if value != default:
            # Only a value of the setting's own type and range may get through.
            assert type(value) is type(default), (setting.key, junk, value)
            assert setting.read(value) == value
    store.remove(setting.key)
    assert setting.get(store) == default


def test_values_round_trip_through_the_file(settings):
    store = QSettings()
    prefs.TABLE_POINTS.set(150, store)
    prefs.GRID.set(True, store)
    prefs.PRINT_OVERLAP.set(1.25, store)
    prefs.RECENT_FILES.set(["/only/one.itstable"], store)  # one item: the ini format reads it as a string
    prefs.MAIN_STATE.set(QByteArray(b"\x00\x01state"), store)
    prefs.TOURNAMENT_LAST_EVENT.set(7, store)
    store.sync()
    again = QSettings()
    assert prefs.TABLE_POINTS.get(again) == 150
    assert prefs.GRID.get(again) is True
    assert prefs.PRINT_OVERLAP.get(again) == 1.25
    assert prefs.RECENT_FILES.get(again) == ["/only/one.itstable"]
    assert prefs.MAIN_STATE.get(again) == QByteArray(b"\x00\x01state")
    assert prefs.TOURNAMENT_LAST_EVENT.get(again) == 7


def test_out_of_range_and_unknown_values_fall_back(settings):
    store = QSettings()
    for setting, bad in ((prefs.EXPORT_PPU, 100000), (prefs.TABLE_POINTS, -5), (prefs.LANGUAGE, "klingon"),
                         (prefs.UNITS, "furlongs"), (prefs.PRINT_OVERLAP, "nan")):
        setting.set(bad, store)
        assert setting.get(store) == setting.fallback(), setting.key


def test_a_window_starts_from_a_corrupt_settings_file(settings, qtbot):
    from its_desktop.ui.main_window import MainWindow

    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[view]\ngrid=banana\nsnap=7\n[table]\nmission=@Invalid()\npoints=lots\n"
                    "[main]\ngeometry=not bytes\nstate=42\n[files]\nrecent=@Variant(garbage)\n"
                    "[ui]\nunits=furlongs\n[export]\nppu=-3\n", encoding="utf-8")
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    assert not w.actions_.grid.isChecked() and not w.actions_.snap.isChecked()
    assert w.controller is not None
    assert (w.controller.doc.mission, w.controller.doc.points) == ("s16/supremacy", 300)
    assert prefs.EXPORT_PPU.get(w.settings) == 40


def test_the_default_table_is_the_one_shipped_for_a_first_start():
    from its_desktop.ui.table import first_table

    assert (prefs.TABLE_MISSION.fallback(), prefs.TABLE_POINTS.fallback()) == first_table.DEFAULT


def test_a_renamed_key_carries_its_value_over(settings):
    store = QSettings()
    store.setValue("view/show_grid", "true")        # written by an older version under its old name
    store.setValue("print/paper_size", "letter")
    store.setValue("print/paper", "a3")              # the new key already set: the user's newer choice wins
    steps = (*prefs.MIGRATIONS,
             (2, lambda s: prefs.rename(s, "view/show_grid", prefs.GRID.key)),
             (3, lambda s: prefs.rename(s, "print/paper_size", prefs.PRINT_PAPER.key)))
    assert prefs.migrate(store, steps) == [1, 2, 3]
    assert prefs.GRID.get(store) is True and not store.contains("view/show_grid")
    assert prefs.PRINT_PAPER.get(store) == "a3" and not store.contains("print/paper_size")
    assert prefs.migrate(store, steps) == []         # once only
    store.setValue("view/show_grid", "false")        # a key by its old name after the step ran stays put
    assert prefs.migrate(store, steps) == [] and prefs.GRID.get(store) is True


def test_a_new_store_is_stamped_with_the_current_version_and_a_newer_one_is_left_alone(settings):
    store = QSettings()
    assert prefs.migrate(store) == [v for v, _ in prefs.MIGRATIONS]
    assert int(store.value(prefs.VERSION_KEY)) == prefs.CURRENT
    store.setValue(prefs.VERSION_KEY, prefs.CURRENT + 5)  # written by a later version (a downgrade)
    assert prefs.migrate(store) == [] and int(store.value(prefs.VERSION_KEY)) == prefs.CURRENT + 5


def test_help_shows_the_log_newest_last(window, tmp_path):
    from its_desktop.diagnostics import LOG_FILE
    from its_desktop.ui.log_viewer import LogDialog, tail

    (tmp_path / LOG_FILE).write_text("".join(f"2026-01-01 INFO its_desktop: line {i}\n" for i in range(5000)),
                                     encoding="utf-8")
    dialog = LogDialog(window, tmp_path)
    text = dialog.text.toPlainText()
    assert text.endswith("line 4999\n") and text.startswith("2026-01-01")  # whole lines only
    assert tail(tmp_path / LOG_FILE, 1000).count("\n") < 30
    empty = LogDialog(window, tmp_path / "none")
    assert empty.text.toPlainText() == "" and "No log yet" in empty.where.text()
    assert window.log_action in window.help_menu.actions()
    shown = window.show_log()
    assert isinstance(shown, LogDialog)
    shown.reject()
