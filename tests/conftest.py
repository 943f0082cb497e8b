"""Test set-up: Qt runs offscreen, and server tests may not silently skip on CI."""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The command line and the window speak the system's language when no --lang is given: the tests run in the C
# locale (English) on every machine, and a test that wants another sets LANG in its own environment.
for _var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_var, None)
os.environ["LANG"] = "C.UTF-8"
# The app logs (and writes crash reports) in the user log folder: the tests' go to a folder of their own.
if "ITS_DESKTOP_LOG_DIR" not in os.environ:
    import tempfile

    os.environ["ITS_DESKTOP_LOG_DIR"] = tempfile.mkdtemp(prefix="its-desktop-test-logs-")

import pytest  # noqa: E402

# The database fixtures for every folder: defined once here, so the session starts one PostgreSQL cluster.
from tests.databases import any_url, games, pg_cluster, pg_server, pg_url, sqlite_url  # noqa: E402, F401
from tests.pg_outage import outage_url, own_cluster  # noqa: E402, F401
from tests.small_disk import small_disk  # noqa: E402, F401
# The bundle, likewise: built once for the bundle's tests and the release files' tests.
from tests.bundling import bundle  # noqa: E402, F401


@pytest.fixture(autouse=True)
def _collect_cycles_between_tests():
    """Once a window has turned automatic collection over to the GUI thread's timer (its_desktop.ui.gui_gc),
    tests that run no event loop would never collect: each collects what is due when it ends."""
    yield
    gui_gc = sys.modules.get("its_desktop.ui.gui_gc")
    if gui_gc is not None:
        gui_gc.collect_due()
    _release_held_keys()
    # The chosen units are the process's (the command line's --units, the window's setting): a test that chose
    # some must not decide how the next one's lengths are written.
    lengths = sys.modules.get("its_desktop.domain.lengths")
    if lengths is not None:
        lengths.set_units(None)
    # Likewise the rules' language: `main(["--lang", …])` in a test sets the process's.
    domain_i18n = sys.modules.get("its_desktop.domain.i18n")
    if domain_i18n is not None and domain_i18n.language() != "en":
        domain_i18n.set_language("en")
    _english_again()


def _english_again() -> None:
    """A test that installed French or Spanish (the window's translators, the rules' catalog, Qt's locale) must
    not leave it to the next test on the worker: the trooper dialog's tests read "Modifier la troupe" and "20,5"
    after one that did. The GUI tests' own fixture does this for tests/gui; this covers every other folder."""
    ui_i18n = sys.modules.get("its_desktop.ui.i18n")
    if ui_i18n is not None and getattr(ui_i18n, "_current", "en") != "en":
        from PySide6.QtCore import QCoreApplication

        if QCoreApplication.instance() is not None:
            ui_i18n.install("en")  # the rules' catalog and Qt's locale with it


def _release_held_keys() -> None:
    """A simulated key event with Ctrl or Shift leaves Qt believing the key is still held until the next
    input event: without this, what a test finds depended on which test ran before it on the same worker."""
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    if QApplication.instance() is None or QGuiApplication.keyboardModifiers() == Qt.KeyboardModifier.NoModifier:
        return
    probe = QWidget()
    QTest.keyClick(probe, Qt.Key.Key_F13)
    probe.deleteLater()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if os.environ.get("CI") == "true" and report.skipped and (
            item.get_closest_marker("server") or item.get_closest_marker("browser")):
        report.outcome = "failed"
        report.longrepr = f"{item.nodeid}: server test skipped on CI (CI=true): {report.longrepr}"
