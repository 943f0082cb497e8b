"""Every interface string is translated into French and Spanish, and the catalog covers the code.

The interface's messages are read from the code (``tests/i18n/qt_messages.py``: every ``tr("…")`` and
``QCoreApplication.translate``) and looked up exactly as the running app does (``ui.qt_catalog``) in
``resources/locale/<lang>.po``: a string added to the code without its French or Spanish entry fails here,
and the failure prints the entries to add.
"""

from __future__ import annotations

import re

import pytest

from its_desktop.ui import qt_catalog

from .qt_messages import qt_messages

LANGS = ("fr", "es")
PLACEHOLDER = re.compile(r"%\d|%n|\{[a-z_]+\}")


def _translation(lang: str, msg, catalog=None) -> list[str] | None:
    """The forms the app shows for ``msg`` in ``lang`` (a count: one and many), None when missing."""
    catalog = catalog or qt_catalog.lookup(lang)
    if msg.plural:
        forms = [qt_catalog.message(catalog, msg.context, msg.source, msg.disambiguation, n) for n in (1, 5)]
        return None if None in forms else forms  # type: ignore[return-value]
    found = qt_catalog.message(catalog, msg.context, msg.source, msg.disambiguation, -1)
    return None if found is None else [found]


def _po_entry(msg) -> str:
    quoted = '"' + msg.source.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    if msg.plural:
        return f"msgid {quoted}\nmsgid_plural {quoted}\nmsgstr[0] \"\"\nmsgstr[1] \"\"  # {msg.where}"
    return f"msgid {quoted}\nmsgstr \"\"  # {msg.where}"


def test_every_call_names_its_text_literally():
    """A ``tr(variable)`` is a word no check can see in the catalog (lupdate skipped them silently)."""
    messages, unreadable = qt_messages()
    assert len(messages) > 800
    assert list(unreadable) == []


@pytest.mark.parametrize("lang", LANGS)
def test_no_untranslated_interface_string(lang):
    messages, _ = qt_messages()
    missing, broken = [], []
    for msg in messages:
        forms = _translation(lang, msg)
        if forms is None or not all(f.strip() for f in forms):
            missing.append(msg)
            continue
        for text in forms:
            if sorted(PLACEHOLDER.findall(msg.source)) != sorted(PLACEHOLDER.findall(text)) and not msg.plural:
                broken.append(f"{msg.where}: {msg.source!r} -> {text!r}: placeholders differ")
            if re.search(r"&[^&\s]", msg.source) and not re.search(r"&[^&\s]", text):
                broken.append(f"{msg.where}: {msg.source!r} -> {text!r}: the keyboard mnemonic (&) is lost")
            if msg.source != msg.source.strip() and (msg.source[0].isspace() != text[:1].isspace()):
                broken.append(f"{msg.where}: {msg.source!r} -> {text!r}: the spacing around it is part of the layout")
        if msg.plural:
            assert all("%n" in f for f in forms) and forms[0] != forms[1], (lang, msg, forms)
    entries = "\n\n".join(dict.fromkeys(_po_entry(m) for m in missing))
    assert missing == [], f"{len(missing)} interface strings without {lang} (add to resources/locale/{lang}.po):\n{entries}"
    assert broken == []


def test_a_missing_translation_is_found():
    """The check above can fail: the French catalog without its "&File" entry leaves the menu untranslated."""
    import gettext
    import io
    from importlib import resources

    from its_desktop.domain.po import mo_bytes, parse_po

    messages, _ = qt_messages()
    msg = next(m for m in messages if m.source == "&File")
    assert _translation("fr", msg) == ["&Fichier"]
    po = parse_po((resources.files("its_desktop.resources") / "locale" / "fr.po").read_text(encoding="utf-8"))
    del po["&File"]
    catalog = gettext.GNUTranslations(io.BytesIO(mo_bytes(po)))
    catalog.add_fallback(qt_catalog._Missing())
    assert _translation("fr", msg, catalog) is None


def test_every_plural_message_has_its_english_forms():
    """English counts too ("1 trooper", "2 troopers"): en.po holds the forms of every counted message."""
    messages, _ = qt_messages()
    plural = [m for m in messages if m.plural]
    assert len(plural) >= 6
    for msg in plural:
        one, many = _translation("en", msg) or (None, None)
        assert one and many and one != many and "%n" in one and "%n" in many, msg


def test_no_tr_call_hides_inside_an_f_string():
    """Qt's lupdate did not read a ``self.tr('…')`` inside an f-string's braces (the legend's and the notes'
    headings, the about box's, the window title's stayed English in French and Spanish): such a word is
    taken out into a variable first, which any extraction tool reads."""
    from .qt_messages import UI

    hidden = [f"{p.relative_to(UI)}:{n}" for p in sorted(UI.rglob("*.py"))
              for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
              if re.search(r"\btr\('", line)]
    assert hidden == []
