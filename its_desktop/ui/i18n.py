"""The interface language: our gettext catalog (served to Qt) and Qt's own (qtbase), chosen and switched live.

Choice: ``--lang`` on the command line, else the ``ui/language`` setting, else the system locale,
else English. The widgets' words are in ``resources/locale/<lang>.po`` beside the rules layer's, one
catalog per language: ``qt_catalog.CatalogTranslator`` answers every ``self.tr``/``translate`` call from
it. Qt's own catalog (``qtbase_<lang>.qm``, shipped with PySide6) translates Qt's own widgets only.
``--lang pseudo`` (or ITS_DESKTOP_LANG=pseudo) wraps and accents every word of ours, for the tests.

Switching on the fly: this UI is built in code, with ``self.tr`` calls spread through each
constructor, so there is no ``retranslateUi``. ``switch_language`` walks every top-level widget and
re-translates each static text (titles, labels, buttons, actions, menus, tabs, combo items,
tooltips, placeholders, headers) by mapping it back to its English source through the ``.po``
catalogs and forward into the new language. Texts built from data (a score, a scenario's name)
do not map back: the windows that show them rebuild them on ``QEvent.LanguageChange``, which Qt
sends to every widget when the translators change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QSettings, QTranslator

from its_desktop.domain import i18n as domain_i18n

from . import settings as prefs
from .qt_catalog import CatalogTranslator, singular_messages

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

# Reading the .po for switching live imports what it needs when it runs: the start-up path (install)
# needs none of it.

LANGUAGES = domain_i18n.LANGUAGES
NATIVE_NAMES = {"en": "English", "fr": "Français", "es": "Español"}
SETTING = prefs.LANGUAGE.key

_installed: list[QTranslator] = []
_current = "en"


def choose_language(explicit: str | None = None, settings: QSettings | None = None) -> str:
    if explicit in LANGUAGES or explicit == domain_i18n.PSEUDO:
        return explicit
    stored = prefs.LANGUAGE.get(settings)
    if stored:
        return stored
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else domain_i18n.system_language()


def current_language() -> str:
    return _current


def units(settings: QSettings | None = None, pack_unit: str = "in") -> str:
    """``in`` or ``cm``: the user's choice (the setting), else the pack's own (``pack_unit``). The choice becomes
    the process's, so every length the window, its PDFs and its panels write follows it (domain.lengths)."""
    from its_desktop.domain import lengths

    stored = prefs.UNITS.get(settings)
    lengths.set_units(stored or None)
    return lengths.shown_unit(pack_unit)


def install(lang: str, app: QCoreApplication | None = None) -> None:
    """Load ``lang`` (ours and qtbase's catalogs); Qt then sends LanguageChange to every widget."""
    global _current
    app = app or QCoreApplication.instance()
    if app is None:  # pragma: no cover - the GUI makes its application first
        raise RuntimeError("no Qt application to install the translations in")
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    _current = lang if lang in LANGUAGES or lang == domain_i18n.PSEUDO else "en"
    domain_i18n.set_language(_current)
    QLocale.setDefault(QLocale("en" if _current == domain_i18n.PSEUDO else _current))
    if _current in LANGUAGES and _current != "en":  # English needs no qtbase catalog, nor the pseudo-locale
        qt = QTranslator(app)
        if qt.load(f"qtbase_{_current}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    # Installed last, asked first: ours answers our messages and passes Qt's own on to qtbase.
    ours = CatalogTranslator(_current, app)
    app.installTranslator(ours)
    _installed.append(ours)


def switch_language(lang: str) -> None:
    """Change the language of the running app, open windows included (see the module notes)."""
    from PySide6.QtWidgets import QApplication, QWidget

    old = _current
    if lang == old:
        return
    widgets = QApplication.topLevelWidgets() if isinstance(QCoreApplication.instance(), QApplication) else []
    back, forth = _reverse(old), _forward(lang)
    for top in widgets:
        for w in [top, *top.findChildren(QWidget)]:
            _retranslate_widget(w, back, forth)
    install(lang)
    # Qt posts LanguageChange to the windows: deliver it now, so the switch is done when this returns.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def _reverse(lang: str) -> dict[str, str]:
    return {t: s for s, t in singular_messages(lang)}


def _forward(lang: str) -> dict[str, str]:
    return dict(singular_messages(lang))


def _retranslate_widget(w: QWidget, back: dict[str, str], forth: dict[str, str]) -> None:
    from PySide6.QtWidgets import (
        QAbstractButton, QComboBox, QDoubleSpinBox, QGroupBox, QLabel, QLineEdit, QMenu, QSpinBox, QTableWidget,
        QTabWidget, QToolBox, QTreeWidget,
    )

    def tr(text: str) -> str | None:
        if not text:
            return None
        source = back.get(text, text)
        new = forth.get(source, source)
        return new if new != text else None

    def apply(getter, setter) -> None:
        new = tr(getter())
        if new is not None:
            setter(new)

    if w.isWindow() or w.parent() is not None:
        apply(w.windowTitle, w.setWindowTitle)
    apply(w.toolTip, w.setToolTip)
    apply(w.statusTip, w.setStatusTip)
    for act in w.actions():
        apply(act.text, act.setText)
        apply(act.toolTip, act.setToolTip)
        apply(act.statusTip, act.setStatusTip)
    if isinstance(w, QMenu):
        apply(w.title, w.setTitle)
    if isinstance(w, (QAbstractButton, QLabel)):
        apply(w.text, w.setText)
    if isinstance(w, QGroupBox):
        apply(w.title, w.setTitle)
    if isinstance(w, QLineEdit):
        apply(w.placeholderText, w.setPlaceholderText)
    if isinstance(w, (QSpinBox, QDoubleSpinBox)):
        apply(w.suffix, w.setSuffix)
        apply(w.prefix, w.setPrefix)
        apply(w.specialValueText, w.setSpecialValueText)
    if isinstance(w, QComboBox):
        for i in range(w.count()):
            apply(lambda i=i: w.itemText(i), lambda t, i=i: w.setItemText(i, t))
    if isinstance(w, QTabWidget):
        for i in range(w.count()):
            apply(lambda i=i: w.tabText(i), lambda t, i=i: w.setTabText(i, t))
            apply(lambda i=i: w.tabToolTip(i), lambda t, i=i: w.setTabToolTip(i, t))
    if isinstance(w, QToolBox):
        for i in range(w.count()):
            apply(lambda i=i: w.itemText(i), lambda t, i=i: w.setItemText(i, t))
    if isinstance(w, QTableWidget):
        for i in range(w.columnCount()):
            if (item := w.horizontalHeaderItem(i)) is not None:
                apply(item.text, item.setText)
                apply(item.toolTip, item.setToolTip)
    if isinstance(w, QTreeWidget):
        head = w.headerItem()
        for i in range(w.columnCount()):
            apply(lambda i=i: head.text(i), lambda t, i=i: head.setText(i, t))
