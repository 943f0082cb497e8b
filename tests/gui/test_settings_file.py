"""The settings file passes the regular-file check before Qt opens it: a FIFO in its place no longer hangs the
start, and a link to a device (a null device node made in a temp folder, never the real /dev) is neither
read nor replaced when the app saves its settings. Real start-ups in a process of their own."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

CONF = Path("its-desktop") / "ITS Table Assistant.conf"


def start(tmp_path: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "QT_QPA_PLATFORM": "offscreen",
           "ITS_DESKTOP_DB": f"sqlite:///{tmp_path / 'db.sqlite3'}", "ITS_DESKTOP_LOG_DIR": str(tmp_path / "log"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_STATE_HOME": str(tmp_path / "state")}
    return subprocess.run([sys.executable, "-m", "its_desktop", "--exit-after-show"], env=env, capture_output=True,
                          text=True, timeout=90)


def test_a_fifo_in_place_of_the_settings_file_does_not_hang_the_start(tmp_path):
    conf = tmp_path / "config" / CONF
    conf.parent.mkdir(parents=True)
    os.mkfifo(conf)
    done = start(tmp_path)  # before: still waiting after 60 s
    assert done.returncode == 0, done.stderr
    assert f"its-desktop: {conf}: not saved: it is a pipe (FIFO), not a regular file" in done.stderr
    assert conf.is_fifo()


def test_a_link_to_a_device_is_neither_read_nor_replaced(tmp_path):
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root")
    device = tmp_path / "null"
    os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # /dev/null's numbers, in the test's own folder
    conf = tmp_path / "config" / CONF
    conf.parent.mkdir(parents=True)
    conf.symlink_to(device)
    done = start(tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"its-desktop: {conf}: not saved: it is a link to {device}, which is a device" in done.stderr
    assert stat.S_ISCHR(os.lstat(device).st_mode) and conf.is_symlink()


def test_a_regular_settings_file_is_used(tmp_path):
    conf = tmp_path / "config" / CONF
    conf.parent.mkdir(parents=True)
    conf.write_text("[General]\n", encoding="utf-8")
    done = start(tmp_path)
    assert done.returncode == 0 and "not saved" not in done.stderr
    assert conf.is_file()


def test_a_settings_file_swapped_for_a_link_to_a_fifo_after_start_up_is_not_written_through(tmp_path, qapp, capsys,
                                                                                              monkeypatch):
    from PySide6.QtCore import QSettings

    from its_desktop.ui import settings as prefs, settings_file

    monkeypatch.setattr(settings_file, "_moved", False)  # this session's move to a private folder ends with the test
    conf = tmp_path / "window.conf"
    store = QSettings(str(conf), QSettings.Format.IniFormat)  # a window's store, made while the file was regular
    prefs.STATION_NAME.set("referee", store)
    store.sync()
    assert conf.is_file()
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    conf.unlink()
    conf.symlink_to(fifo)  # swapped while the app runs
    prefs.STATION_NAME.set("table 3", store)
    assert prefs.migrate(store) == []
    # Nothing pending: Qt has nothing to write through the link (before: its save blocked on the FIFO, and a
    # link to a device was replaced).
    del store
    assert conf.is_symlink() and fifo.is_fifo()
    lines = [line for line in capsys.readouterr().err.splitlines() if line]
    assert lines == [f"its-desktop: {conf}: not saved: it is a link to {fifo}, which is a pipe (FIFO), not a regular "
                     "file Settings are neither read nor saved this session."], lines
