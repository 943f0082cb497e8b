"""The launcher, AppStream metainfo, MIME type and icons in packaging/ validate and agree with each other."""

import configparser
import os
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from its_desktop import __version__

PKG = Path(__file__).resolve().parents[1] / "packaging"
LINUX = PKG / "linux"
DESKTOP = LINUX / "its-desktop.desktop"
METAINFO = LINUX / "io.github.its_desktop.metainfo.xml"
MIME = LINUX / "its-desktop-mime.xml"


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{name} is missing on CI (scripts/test.sh installs it)")
        pytest.skip(f"{name} is not installed (scripts/test.sh installs it)")
    return path


def test_the_desktop_entry_validates():
    out = subprocess.run([tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "", out.stdout + out.stderr


def test_the_appstream_metainfo_validates():
    out = subprocess.run([tool("appstreamcli"), "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_launcher_metainfo_and_mime_type_agree():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP)
    desktop = entry["Desktop Entry"]
    mime = ET.parse(MIME).getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    [mime_type] = mime.findall("m:mime-type", ns)
    assert [g.get("pattern") for g in mime_type.findall("m:glob", ns)] == ["*.itstable"]
    assert desktop["MimeType"] == mime_type.get("type") + ";"
    assert desktop["Exec"].endswith(" %f")                       # a file given by the file manager
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("launchable") == DESKTOP.name
    assert component.find("provides/mediatype").text == mime_type.get("type")
    assert component.find("releases/release").get("version") == __version__
    assert desktop["Icon"] == "its-desktop" and (PKG / "icons" / "its-desktop.svg").is_file()


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_every_icon_size_is_a_png_of_that_size(size):
    data = (PKG / "icons" / f"{size}x{size}" / "its-desktop.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", data[16:24]) == (size, size)


def test_the_windows_and_macos_icons_exist():
    assert (PKG / "icons" / "its-desktop.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert (PKG / "icons" / "its-desktop.icns").read_bytes()[:4] == b"icns"
