"""No two entries share an access key (the underlined &-letter), in English, French and Spanish: within the main
window's menu bar (with the toolbar's labels, which answer the same Alt+letter), within each of its menus and
submenus, within the tournament window's menus, and among the fields and buttons of the dialogs a newcomer meets
(the game's start, the welcome, printing, an event's settings). Alt+letter or a letter in an open menu picks the
first of two entries sharing it and never reaches the second (Qt only cycles between them)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QMenuBar, QToolBar, QWidget

from its_desktop.ui.access_keys import key_of

pytestmark = pytest.mark.gui
LANGS = ("en", "fr", "es")


def shown_actions(menu: QMenu | QMenuBar) -> list:
    if isinstance(menu, QMenu):
        menu.aboutToShow.emit()  # menus filled as they open (panels, recent files) are walked filled
    return [a for a in menu.actions() if not a.isSeparator() and a.text() and a.isVisible()]


def clashes(texts: list[str]) -> list[tuple[str, str, str]]:
    """(key, first, second) for each text whose key an earlier text already has."""
    seen: dict[str, str] = {}
    found = []
    for text in texts:
        if (key := key_of(text)) is None:
            continue
        if key in seen:
            found.append((key, seen[key], text))
        else:
            seen[key] = text
    return found


def menu_clashes(where: str, menu: QMenu | QMenuBar, walked: set) -> list[str]:
    """Every clash in ``menu`` and the submenus under it, each submenu on its own."""
    if id(menu) in walked:
        return []
    walked.add(id(menu))
    actions = shown_actions(menu)
    found = [f"{where}: {k!r} in {a!r} and {b!r}" for k, a, b in clashes([a.text() for a in actions])]
    for action in actions:
        if (sub := action.menu()) is not None:
            found += menu_clashes(f"{where} > {action.text()}", sub, walked)
    return found


def window_clashes(w: QWidget, lang: str) -> list[str]:
    """The menu bar with the toolbars' labels (one Alt+letter space), then every menu the window holds."""
    walked: set = set()
    found = []
    bars = w.findChildren(QMenuBar)
    if bars:
        texts = [a.text() for a in shown_actions(bars[0])]
        texts += [label.text() for bar in w.findChildren(QToolBar) for label in bar.findChildren(QLabel)
                  if label.buddy() is not None and label.isVisible()]
        found += [f"{lang} menu bar and toolbar: {k!r} in {a!r} and {b!r}" for k, a, b in clashes(texts)]
        found += menu_clashes(f"{lang} menu bar", bars[0], walked)
    for menu in w.findChildren(QMenu):
        found += menu_clashes(f"{lang} {menu.title() or type(menu.parent()).__name__}", menu, walked)
    return found


def dialog_keys(dialog: QWidget) -> tuple[list[str], list[str]]:
    """The texts without a key and the clashes among the dialog's buddied labels and its buttons (a sign, the
    preview's "−" and "+", has no letter to give: its keys are Ctrl+- and Ctrl++)."""
    texts = [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None and w.text()]
    texts += [w.text() for w in dialog.findChildren(QAbstractButton) if w.text()]
    return [t for t in texts if key_of(t) is None and any(c.isalnum() for c in t)], [f"{k!r} in {a!r} and {b!r}" for k, a, b in clashes(texts)]


def test_a_clash_and_a_missing_key_are_found():
    assert clashes(["&Zoom in", "Show &distances", "&Zone of control", "Grid"]) == [
        ("z", "&Zoom in", "&Zone of control")]
    assert clashes(["Fish && &chips", "&Cancel"]) == [("c", "Fish && &chips", "&Cancel")]


def test_no_two_entries_of_a_menu_share_an_access_key_in_any_language(window, tournament, tmp_path):
    event_window = tournament(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    found = []
    for lang in LANGS:
        window.set_language(lang)
        found += window_clashes(window, lang)
        found += window_clashes(event_window, lang)
    assert not found, "\n".join(found)


def test_the_event_file_menu_has_a_key_on_every_entry(tournament, tmp_path):
    from its_desktop.ui import i18n

    w = tournament(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    for lang in LANGS:
        i18n.switch_language(lang)
        texts = [a.text() for a in shown_actions(w.file_button.menu())]
        assert len(texts) == 4 and all(key_of(t) for t in texts), (lang, texts)


def test_the_newcomers_dialogs_give_every_field_and_button_a_key_of_its_own(window, tournament, tmp_path, qtbot):
    from its_desktop.ui.tally.start_dialog import StartDialog
    from its_desktop.ui.tournament.dialogs import EventDialog
    from its_desktop.ui.welcome import WelcomeDialog

    event_window = tournament(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    for lang in LANGS:
        window.set_language(lang)
        printing = window.actions_.show_print_dialog()
        dialogs = {"start": StartDialog(window), "welcome": WelcomeDialog(window), "print": printing,
                   "event": EventDialog(event_window)}
        for name, dialog in dialogs.items():
            if name != "print":  # deleted on close
                qtbot.addWidget(dialog)
            missing, clashing = dialog_keys(dialog)
            assert not clashing, (lang, name, clashing)
            assert not missing, (lang, name, missing)
            dialog.close()
