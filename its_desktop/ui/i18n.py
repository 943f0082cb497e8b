"""The interface language: our ``.qm`` catalogs and Qt's own (qtbase), chosen and switched live.

Choice: ``--lang`` on the command line, else the ``ui/language`` setting, else the system locale,
else English. The ``.ts`` sources live in ``resources/translations``; the build compiles them to
``.qm`` (setup.py). A source checkout without them, or with older ones, compiles them here with
Qt's ``lrelease`` on first use (next to the ``.ts`` when that folder is writable, else in a cache).

Switching on the fly: this UI is built in code, with ``self.tr`` calls spread through each
constructor, so there is no ``retranslateUi``. ``switch_language`` walks every top-level widget and
re-translates each static text (titles, labels, buttons, actions, menus, tabs, combo items,
tooltips, placeholders, headers) by mapping it back to its English source through the ``.ts``
catalogs and forward into the new language. Texts built from data (a score, a scenario's name)
do not map back: the windows that show them rebuild them on ``QEvent.LanguageChange``, which Qt
sends to every widget when the translators change.
"""

from __future__ import annotations

import os
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QSettings, QTranslator

from its_desktop.domain import i18n as domain_i18n

from . import settings as prefs

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

# Compiling catalogs, reading .ts files and switching live import what they need when they run:
# the start-up path (install) needs none of it, and it costs ~10 ms before the first paint.

LANGUAGES = domain_i18n.LANGUAGES
NATIVE_NAMES = {"en": "English", "fr": "Français", "es": "Español"}
SETTING = prefs.LANGUAGE.key

_installed: list[QTranslator] = []
_current = "en"


def translations_dir() -> Path:
    return Path(str(resources.files("its_desktop.resources") / "translations"))


def ts_path(lang: str) -> Path:
    return translations_dir() / f"its_desktop_{lang}.ts"


def lrelease() -> str:
    import PySide6

    here = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease", "Qt/bin/lrelease"):
        if (here / name).is_file():
            return str(here / name)
    return "pyside6-lrelease"


def qm_path(lang: str) -> Path | None:
    """Our compiled catalog for ``lang``, compiling the ``.ts`` when the build did not."""
    ts = ts_path(lang)
    qm = ts.with_suffix(".qm")
    if qm.is_file() and (not ts.is_file() or qm.stat().st_mtime >= ts.stat().st_mtime):
        return qm
    if not ts.is_file():
        return None
    import subprocess
    import tempfile

    if not os.access(ts.parent, os.W_OK):
        qm = Path(tempfile.gettempdir()) / "its-desktop-qm" / qm.name
        qm.parent.mkdir(parents=True, exist_ok=True)
    built = qm
    try:
        subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        # No lrelease here (a bundle copies its files with fresh, unordered times): the shipped .qm, if any,
        # beats an English interface.
        shipped = ts.with_suffix(".qm")
        return shipped if shipped.is_file() else None
    return built if built.is_file() else None


def choose_language(explicit: str | None = None, settings: QSettings | None = None) -> str:
    if explicit in LANGUAGES:
        return explicit
    stored = prefs.LANGUAGE.get(settings)
    if stored:
        return stored
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else domain_i18n.system_language()


def current_language() -> str:
    return _current


def units(settings: QSettings | None = None) -> str:
    """``in`` or ``cm``: the setting, else what the language uses (cm for French and Spanish)."""
    stored = prefs.UNITS.get(settings)
    return stored if stored else domain_i18n.DEFAULT_UNITS[_current]


def install(lang: str, app: QCoreApplication | None = None) -> None:
    """Load ``lang`` (ours and qtbase's catalogs); Qt then sends LanguageChange to every widget."""
    global _current
    app = app or QCoreApplication.instance()
    if app is None:  # pragma: no cover - the GUI makes its application first
        raise RuntimeError("no Qt application to install the translations in")
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    _current = lang if lang in LANGUAGES else "en"
    domain_i18n.set_language(_current)
    QLocale.setDefault(QLocale(_current))
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    # English needs no qtbase catalog; ours holds its plural forms only ("1 trooper", "2 troopers").
    candidates = [] if _current == "en" else [(f"qtbase_{_current}", qt_dir)]
    ours = qm_path(_current)
    if ours is not None:
        candidates.append((ours.stem, str(ours.parent)))
    for name, folder in candidates:
        tr = QTranslator(app)
        if tr.load(name, folder):
            app.installTranslator(tr)
            _installed.append(tr)


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


# -- the .ts catalogs as plain dictionaries -------------------------------------------------------
@lru_cache(maxsize=None)
def _messages(lang: str) -> tuple[tuple[str, str], ...]:
    """``(source, translation)`` of every finished, singular message of ``lang``."""
    import xml.etree.ElementTree as ET

    if lang == "en" or not ts_path(lang).is_file():
        return ()
    out = []
    for msg in ET.parse(ts_path(lang)).getroot().iter("message"):
        if msg.get("numerus") == "yes":
            continue
        source, tr = msg.findtext("source") or "", msg.find("translation")
        if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished") or not tr.text:
            continue
        out.append((source, tr.text))
    return tuple(out)


def _reverse(lang: str) -> dict[str, str]:
    return {t: s for s, t in _messages(lang)}


def _forward(lang: str) -> dict[str, str]:
    return dict(_messages(lang))


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
