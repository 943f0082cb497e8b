"""Qt's ``tr()`` and ``QCoreApplication.translate`` answered from our gettext catalogs.

The widgets keep Qt's call sites (``self.tr("…")``, ``QCoreApplication.translate(context, "…")``); the
words come from ``resources/locale/<lang>.po``, the one catalog the rules layer, the command line and the
PDFs use too (``its_desktop.domain.i18n``). How a Qt message maps onto a ``.po`` entry:

* ``self.tr("Round")`` in class ``DeckLogDialog`` -> ``msgctxt "DeckLogDialog"`` when the catalog has one
  (the same English word translated differently in that window), else the plain ``msgid "Round"``;
* a disambiguation, ``translate("CheckOverlay", "S", "pin: the sniper's best point")`` -> ``msgctxt`` = the
  disambiguation text;
* a count, ``self.tr("%n trooper(s)", "", n)`` -> ``msgid``/``msgid_plural`` "%n trooper(s)" with the
  language's own plural rule (``Plural-Forms``); English's forms are in ``en.po``. Qt fills in ``%n``.

A message the catalog lacks answers nothing (a null string), so Qt asks the next translator: qtbase's own
catalog, installed beside this one, translates Qt's own widgets (dialog buttons, context menus, the file
dialog). For a Qt class's context only an entry made for that class answers (``msgctxt "QFileDialog"``), so
that our word for "Type" never becomes the file dialog's column header.
"""

from __future__ import annotations

import copy
import gettext
import re
from functools import lru_cache

from PySide6.QtCore import QObject, QTranslator

from its_desktop.domain import i18n as domain_i18n
from its_desktop.domain.package_data import folder as package_folder
from its_desktop.domain.po import parse_po

# Qt's own classes (QDialogButtonBox, QShortcut, …) are Qt's words: the pseudo-locale leaves them to Qt.
_QT_OWN = re.compile(r"Q[A-Z]")


class _Missing(gettext.NullTranslations):
    """The last fallback: ``None`` (Qt's null string, "not translated here") instead of the English id."""

    def gettext(self, message: str) -> str:
        return None  # type: ignore[return-value]

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return None  # type: ignore[return-value]

    def pgettext(self, context: str, message: str) -> str:
        return None  # type: ignore[return-value]

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return None  # type: ignore[return-value]


@lru_cache(maxsize=None)
def lookup(lang: str) -> gettext.NullTranslations:
    """The catalog of ``lang`` answering ``None`` for what it lacks. It shares the rules layer's parsed
    catalog (a shallow copy with its own fallback), so the interface costs no second parse."""
    found = copy.copy(domain_i18n.catalog(lang))
    found.add_fallback(_Missing())
    return found


class CatalogTranslator(QTranslator):
    """A ``QTranslator`` whose messages are a gettext catalog's (see the module notes)."""

    def __init__(self, lang: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self._pseudo = lang == domain_i18n.PSEUDO
        self._catalog = None if self._pseudo else lookup(lang)
        # The fast path of the ~2,000 calls a start makes (each a call from C++ into Python): gettext's own
        # dictionary (msgid -> text; "context\x04msgid" and plural forms are keys of their own) answers a plain
        # word in one look-up, unless some window or sense has a word of its own for it.
        entries = getattr(domain_i18n.catalog(lang), "_catalog", None) if self._catalog is not None else None
        self._entries: dict = entries if isinstance(entries, dict) else {}
        self._contextual = {k.split("\x04", 1)[1] for k in self._entries if isinstance(k, str) and "\x04" in k}

    def language(self) -> str:
        return self.lang

    def isEmpty(self) -> bool:
        # Qt sends LanguageChange on install only for a translator that is not empty.
        return False

    def translate(self, context: str, sourceText: str, disambiguation: str | None = None,  # noqa: N803 - Qt's
                  n: int = -1) -> str | None:
        if not sourceText:
            return None
        if self._pseudo:
            if _QT_OWN.match(context or ""):
                return None
            # a count reads as in English ("3 changes", not "3 change(s)"), wrapped
            english = message(lookup("en"), context, sourceText, disambiguation, n) if n >= 0 else None
            return domain_i18n.pseudo(english or sourceText)
        if _QT_OWN.match(context or ""):
            # Qt's own widgets (the file dialog, …) speak qtbase's words. Our plain entries are our senses of a
            # word ("Type" is a trooper's type: "Troupe"), so only an entry made for that Qt class answers: the
            # few labels qtbase's French and Spanish catalogs lack ("&Look in:").
            return self._catalog.pgettext(context, sourceText) if self._catalog is not None else None
        if n < 0 and not disambiguation and sourceText not in self._contextual and self._entries:
            found = self._entries.get(sourceText)
            return found if isinstance(found, str) else None
        return message(self._catalog, context, sourceText, disambiguation, n)


def message(catalog: gettext.NullTranslations | None, context: str, source: str, disambiguation: str | None,
            n: int) -> str | None:
    """What ``catalog`` holds for one Qt message (the order of the module notes), ``None`` if nothing."""
    if catalog is None:
        return None
    contexts = [c for c in (disambiguation, context) if c]
    if n >= 0:
        for ctxt in contexts:
            if (found := catalog.npgettext(ctxt, source, source, n)) is not None:
                return found
        if (found := catalog.ngettext(source, source, n)) is not None:
            return found
    for ctxt in contexts:
        if (found := catalog.pgettext(ctxt, source)) is not None:
            return found
    return catalog.gettext(source)


# -- the catalogs as plain dictionaries, for switching the language of open windows ----------------------
@lru_cache(maxsize=None)
def singular_messages(lang: str) -> tuple[tuple[str, str], ...]:
    """``(English, translation)`` of every singular message of ``lang``: plain entries last, so that a
    dictionary built from them maps an English word to its usual translation, not a window's own."""
    if lang not in ("fr", "es"):
        return ()
    po = package_folder("its_desktop.resources") / "locale" / f"{lang}.po"
    if not po.is_file():  # pragma: no cover - the wheel and the bundle ship the .po beside the .mo
        return ()
    with_context, plain = [], []
    for key, text in parse_po(po.read_text(encoding="utf-8"), str(po)).items():
        if not key or "\x00" in key:
            continue
        if "\x04" in key:
            with_context.append((key.split("\x04", 1)[1], text))
        else:
            plain.append((key, text))
    return tuple(with_context + plain)
