"""Access keys (Alt+letter, the underlined letter) given to what a menu or a dialog built without them shows.

The texts come from the catalog in three languages, and some from the rules' own words (an objective's "Hacked
by A" agreed with its name): a letter written into each translation would have to stay unique per menu in every
language by hand. Here each item keeps the key its text already has (``&``), and one without gets the first free
letter that starts a word of it, else any free letter of it, as KDE's accelerator manager does; so the keys are
unique per menu or dialog whatever the language."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QFormLayout, QLabel, QLayout, QMenu, QWidget

_KEY = re.compile(r"&([^&\s])")


def key_of(text: str) -> str | None:
    """The access key ``text`` names (lower case), None without one ("&&" is a written "&")."""
    m = _KEY.search(text.replace("&&", ""))
    return m.group(1).lower() if m else None


def _candidates(text: str) -> list[int]:
    """The positions ``text`` could take its key at, best first: the start of a word, then any other letter."""
    starts = [i for i, c in enumerate(text) if c.isalnum() and (i == 0 or not text[i - 1].isalnum())]
    rest = [i for i, c in enumerate(text) if c.isalnum() and i not in starts]
    return starts + rest


def with_keys(texts: list[str]) -> list[str]:
    """``texts`` each with an access key of its own: a text that has one keeps it, the others get one each where
    the letters allow (a word's start first). A greedy pass in order ran out of letters in a dialog of twenty
    fields and buttons ("Cancel" left without one, every letter of it taken): the keys are a matching of texts
    to letters, found by augmenting paths (Kuhn's), each text trying its preferred letters first."""
    taken: dict[str, int] = {}                       # key -> the index of the text holding it
    fixed = set()
    for n, text in enumerate(texts):
        if text and (key := key_of(text)) is not None:
            fixed.add(n)
            taken.setdefault(key, n)
    options = {n: list(dict.fromkeys(text[i].lower() for i in _candidates(text)))
               for n, text in enumerate(texts) if text and n not in fixed}

    def place(n: int, seen: set[str]) -> bool:
        for key in options[n]:
            if key in seen:
                continue
            seen.add(key)
            holder = taken.get(key)
            if holder is None or (holder not in fixed and place(holder, seen)):
                taken[key] = n
                return True
        return False

    for n in options:  # in order: the first items keep their first letters unless a later one has no other
        place(n, set())
    keyed = list(texts)
    for key, n in taken.items():
        if n in fixed:
            continue
        text = texts[n]
        i = next(i for i in _candidates(text) if text[i].lower() == key)
        keyed[n] = text[:i] + "&" + text[i:]
    return keyed


def with_key(text: str, used: set[str]) -> str:
    """``text`` with an access key not in ``used`` (which takes it); unchanged if it has one or none is free."""
    if not text or key_of(text) is not None:
        return text
    for i in _candidates(text):
        if text[i].lower() not in used:
            used.add(text[i].lower())
            return text[:i] + "&" + text[i:]
    return text


def for_menu(menu: QMenu) -> QMenu:
    """Every item of ``menu`` (and of its submenus, each on its own) with a key of its own; returns it."""
    actions = [a for a in menu.actions() if not a.isSeparator() and a.text()]
    for action, text in zip(actions, with_keys([a.text() for a in actions])):
        action.setText(text)
        if (sub := action.menu()) is not None and isinstance(sub, QMenu):
            for_menu(sub)
    return menu


def _first_focusable(item: QWidget | QLayout | None) -> QWidget | None:
    if isinstance(item, QWidget):
        if item.focusPolicy() != Qt.FocusPolicy.NoFocus:
            return item
        return next((w for w in item.findChildren(QWidget) if w.focusPolicy() != Qt.FocusPolicy.NoFocus), None)
    if isinstance(item, QLayout):
        for i in range(item.count()):
            child = item.itemAt(i)
            if child is not None and (found := _first_focusable(child.widget() or child.layout())) is not None:
                return found
    return None


def for_dialog(dialog: QWidget) -> QWidget:
    """Every field label of ``dialog`` (a form's row label leads to the row's first control) and every button
    with a key of its own; returns it. Call it once the dialog's texts are set."""
    for form in dialog.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            caption = label.widget() if label is not None else None
            if isinstance(caption, QLabel) and field is not None:
                buddy = caption.buddy()
                if buddy is None or buddy.focusPolicy() == Qt.FocusPolicy.NoFocus:
                    target = _first_focusable(field.widget() or field.layout())
                    if target is not None:
                        caption.setBuddy(target)
    shown: list[QLabel | QAbstractButton] = [w for w in dialog.findChildren(QLabel) if w.buddy() is not None]
    shown += dialog.findChildren(QAbstractButton)
    shown = [w for w in shown if w.text()]
    for widget, text in zip(shown, with_keys([w.text() for w in shown])):
        widget.setText(text)
    return dialog
