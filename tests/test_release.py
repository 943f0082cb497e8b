"""The release files (packaging/release.py): the .deb installs like any Debian package, starts, validates and
goes away without a trace; the tarball's bundle passes the same smoke test; what can only be built on
Windows and macOS (the Inno Setup installer, the .app and .dmg, the release workflow) is checked here as
far as it can be: the workflow with actionlint, the installer script's structure, the spec's per-system
options."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from its_desktop import __version__

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))
import bundle_data  # noqa: E402
import deb  # noqa: E402
import release  # noqa: E402
import smoke_test  # noqa: E402

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
ISS = PACKAGING / "windows" / "its-desktop.iss"
MIME_DATABASE = Path("/usr/share/mime/packages/freedesktop.org.xml")  # shared-mime-info is installed


def tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{name} is missing on CI (scripts/test.sh installs it)")
        pytest.skip(f"{name} is not installed (scripts/test.sh installs it)")
    return found


# -- what can be checked without building -----------------------------------------------------------------

def test_the_release_workflow_passes_actionlint():
    out = subprocess.run([tool("actionlint"), "-no-color", str(WORKFLOW)], capture_output=True, text=True,
                         timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_workflow_builds_and_smoke_tests_on_all_three_systems():
    text = WORKFLOW.read_text(encoding="utf-8")
    matrix = re.search(r"os: \[(.*)\]", text)
    assert matrix is not None
    systems = {s.strip().split("-")[0] for s in matrix.group(1).split(",")}
    assert systems == {"ubuntu", "windows", "macos"}
    assert text.count("python packaging/smoke_test.py") >= 4  # .deb, tarball, Windows bundle, macOS app
    assert "python packaging/release.py" in text and "softprops/action-gh-release" in text


def test_the_windows_installer_script_adds_a_menu_entry_and_opens_table_files():
    text = ISS.read_text(encoding="utf-8")
    defines = set(re.findall(r"#define (\w+)", text))
    used = set(re.findall(r"\{#(\w+)\}", text))
    assert used <= defines, f"used but not defined: {used - defines}"
    # Inno Setup's sections read like an INI file once its preprocessor lines and comments are left out.
    ini = configparser.ConfigParser(interpolation=None, strict=False, delimiters=("=",))
    ini.optionxform = str  # type: ignore[assignment,method-assign]
    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith(("#", ";")))
    sections = set(re.findall(r"^\[(\w+)\]", body, re.M))
    assert {"Setup", "Languages", "Files", "Icons", "Registry", "Run"} <= sections
    setup = dict(re.findall(r"^(\w+)=(.*)$", body.split("[Setup]")[1].split("\n[")[0], re.M))
    assert setup["OutputBaseFilename"] == "its-desktop-{#AppVersion}-windows-x64-setup"
    assert setup["ChangesAssociations"] == "yes"
    assert re.fullmatch(r"\{\{[0-9A-F-]{36}\}", setup["AppId"])  # '{{' is a literal brace in Inno Setup
    for key in ("SetupIconFile", "LicenseFile"):
        assert (ISS.parent / setup[key].replace("\\", "/")).is_file(), key
    icons = body.split("[Icons]")[1].split("\n[")[0]
    assert 'Name: "{group}\\{#AppName}"; Filename: "{app}\\{#AppExe}"' in icons
    registry = body.split("[Registry]")[1].split("\n[")[0]
    assert 'Subkey: "Software\\Classes\\.itstable"' in registry
    assert 'ValueData: """{app}\\{#AppExe}"" ""%1"""' in registry
    files = body.split("[Files]")[1].split("\n[")[0]
    assert 'Source: "{#SourceDir}\\*"' in files and "recursesubdirs" in files
    # release.py looks for the installer under the name the script gives it.
    assert 'f"its-desktop-{ver}-windows-x64-setup.exe"' in Path(release.__file__).read_text(encoding="utf-8")


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_the_spec_options_for_each_system(platform):
    opts = bundle_data.platform_options(platform, PACKAGING / "icons", __version__)
    if opts["icon"] is not None:
        assert Path(opts["icon"]).is_file()
    if platform == "win32":
        assert opts["console"] is False and opts["cli_exe"] == "its-desktop-cli"
        assert opts["icon"].endswith(".ico")
    elif platform == "darwin":
        plist = opts["info_plist"]
        assert opts["icon"].endswith(".icns") and plist["CFBundleShortVersionString"] == __version__
        (doc,) = plist["CFBundleDocumentTypes"]
        (uti,) = plist["UTExportedTypeDeclarations"]
        assert doc["CFBundleTypeExtensions"] == ["itstable"]
        assert doc["LSItemContentTypes"] == [uti["UTTypeIdentifier"]]
        assert uti["UTTypeTagSpecification"]["public.filename-extension"] == ["itstable"]
    else:
        assert opts == {"icon": None, "console": True, "cli_exe": None, "info_plist": None}


def test_the_package_depends_on_what_the_run_script_installs():
    text = (ROOT / "scripts" / "os-packages.sh").read_text(encoding="utf-8")
    listed = re.search(r"QT_RUNTIME_PACKAGES=\(([^)]*)\)", text)
    assert listed is not None
    assert set(deb.DEPENDS) == set(listed.group(1).split())


def test_file_names_version_and_about_box_agree():
    assert deb.file_name(__version__, "amd64") == f"its-desktop_{__version__}_amd64.deb"
    out = subprocess.run([sys.executable, "-m", "its_desktop", "--version"], capture_output=True, text=True,
                         timeout=60)
    assert out.stdout.strip() == f"its-desktop {__version__}"
    from its_desktop import about
    assert f"ITS Table Assistant {__version__}" in about.text()
    metainfo = (PACKAGING / "linux" / "io.github.its_desktop.metainfo.xml").read_text(encoding="utf-8")
    assert f'<release version="{__version__}"' in metainfo


# -- built: the .deb and the tarball ------------------------------------------------------------------------

def _package_paths(package: Path) -> list[Path]:
    """Every path the package installs (files and links; not the folders it shares with the system)."""
    listing = subprocess.run(["dpkg-deb", "--contents", str(package)], capture_output=True, text=True, check=True,
                             timeout=300).stdout
    paths = []
    for line in listing.splitlines():
        mode, name = line.split()[0], line.split(None, 5)[5].split(" -> ")[0]
        if not mode.startswith("d"):
            paths.append(Path(name.removeprefix(".")))
    return paths


@pytest.mark.slow
@pytest.mark.xdist_group("bundle")  # the bundle is built once per worker: the bundle's tests share one
def test_the_deb_installs_starts_validates_and_goes_away_without_a_trace(bundle, tmp_path):
    package = deb.build(bundle.parent, tmp_path / "out", __version__, tmp_path / "work", compression="gzip")
    info = subprocess.run(["dpkg-deb", "--field", str(package), "Package", "Version", "Depends"],
                          capture_output=True, text=True, check=True, timeout=60).stdout
    assert f"Package: its-desktop\nVersion: {__version__}\n" in info and "libxcb-cursor0" in info
    paths = _package_paths(package)
    assert Path("/usr/bin/its-desktop") in paths and Path("/opt/its-desktop/its-desktop") in paths
    for wanted in ("/usr/share/applications/its-desktop.desktop", "/usr/share/mime/packages/its-desktop.xml",
                   "/usr/share/metainfo/io.github.its_desktop.metainfo.xml",
                   "/usr/share/icons/hicolor/scalable/apps/its-desktop.svg",
                   "/usr/share/icons/hicolor/48x48/apps/its-desktop.png", "/usr/share/doc/its-desktop/copyright"):
        assert Path(wanted) in paths, wanted

    if os.geteuid() != 0:
        # Not root: unpack into a folder instead of installing, and run the same checks there.
        root = tmp_path / "root"
        subprocess.run(["dpkg-deb", "-x", str(package), str(root)], check=True, timeout=600)
        smoke_test.check(root / "opt/its-desktop/its-desktop", home=tmp_path / "home")
        share = root / "usr/share"
    else:
        # Root (CI): install it for real, as a user would with `sudo apt install ./its-desktop_….deb`.
        before = [p for p in paths if p.exists() or p.is_symlink()]
        assert before == [], f"its-desktop is already installed on this machine: {before[:3]}"
        subprocess.run(["dpkg", "-i", str(package)], check=True, capture_output=True, timeout=600)
        try:
            passed = smoke_test.check(Path("/usr/bin/its-desktop"), home=tmp_path / "home")
            assert len(passed) == 4
            share = Path("/usr/share")
            status = subprocess.run(["dpkg-query", "-W", "-f=${Status}", "its-desktop"], capture_output=True,
                                    text=True, timeout=60).stdout
            assert status == "install ok installed"
            if MIME_DATABASE.is_file():  # shared-mime-info's trigger registered the type: double-click opens it
                assert (Path("/usr/share/mime/application/x-itstable.xml")).is_file()
        finally:
            check = _validate(Path("/usr/share"))
            subprocess.run(["dpkg", "--purge", "its-desktop"], check=True, capture_output=True, timeout=600)
        left = [p for p in paths if p.exists() or p.is_symlink()]
        assert left == [], f"left behind after removal: {left[:10]}"
        assert not Path("/opt/its-desktop").exists()
        if MIME_DATABASE.is_file():
            assert not Path("/usr/share/mime/application/x-itstable.xml").exists()
        assert check == []
        return
    assert _validate(share) == []


def _validate(share: Path) -> list[str]:
    """The installed launcher and metainfo pass the desktop's own validators (messages; empty when clean)."""
    problems = []
    desktop = subprocess.run([tool("desktop-file-validate"), str(share / "applications/its-desktop.desktop")],
                             capture_output=True, text=True, timeout=60)
    if desktop.returncode != 0 or desktop.stdout.strip():
        problems.append(desktop.stdout + desktop.stderr)
    meta = subprocess.run([tool("appstreamcli"), "validate", "--no-net",
                           str(share / "metainfo/io.github.its_desktop.metainfo.xml")],
                          capture_output=True, text=True, timeout=120)
    if meta.returncode != 0:
        problems.append(meta.stdout + meta.stderr)
    return problems


@pytest.mark.slow
@pytest.mark.xdist_group("bundle")  # the bundle is built once per worker: the bundle's tests share one
def test_the_tarball_unpacks_to_a_bundle_that_passes_the_smoke_test(bundle, tmp_path):
    archive = release.tarball(bundle.parent, tmp_path, __version__)
    assert archive.name == f"its-desktop-{__version__}-linux-{release.machine()}.tar.gz"
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    top = tmp_path / "unpacked" / f"its-desktop-{__version__}"
    assert (top / "_internal/share/install-desktop-entry.sh").is_file()
    assert smoke_test.check(top / "its-desktop", home=tmp_path / "home")[0] == "usable window, table file opened"


# -- trimming the bundle ----------------------------------------------------------------------------------

@pytest.mark.parametrize("dest, unused", [
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", False),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", False),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", False),
    ("PySide6/plugins/platforms/qwindows.dll", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", True),
    ("PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", False),
    ("PySide6/plugins/imageformats/qico.dll", False),
    ("PySide6/Qt/plugins/imageformats/libqtiff.so", True),
    ("PySide6/Qt/translations/qtbase_fr.qm", False),
    ("PySide6/Qt/translations/qt_es.qm", False),
    ("PySide6/translations/qtbase_en.qm", False),
    ("PySide6/Qt/translations/qtbase_de.qm", True),
    ("PySide6/Qt/translations/qt_help_fr.qm", True),
    ("its_desktop/resources/locale/fr.mo", False),
])
def test_the_bundle_leaves_out_only_what_the_app_never_loads(dest, unused):
    assert bundle_data.unused(dest) is unused


def test_trimming_drops_the_libraries_only_a_left_out_plugin_linked():
    links = {"/q/libqgtk3.so": {"libgtk-3.so.0"}, "/lib/libgtk-3.so.0": {"libpango.so.1", "libglib.so.0"},
             "/q/libqxcb.so": {"libQt6XcbQpa.so.6"}, "/q/libQt6XcbQpa.so.6": {"libxkbcommon.so.0", "libglib.so.0"},
             "/py/_ssl.so": {"libssl.so.3"}, "/lib/libssl.so.3": {"libcrypto.so.3"}}
    binaries = [("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/q/libqgtk3.so", "BINARY"),
                ("PySide6/Qt/plugins/platforms/libqxcb.so", "/q/libqxcb.so", "BINARY"),
                ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/q/libQt6XcbQpa.so.6", "BINARY"),
                ("python3.11/lib-dynload/_ssl.so", "/py/_ssl.so", "EXTENSION"),
                ("libpython3.11.so.1.0", "/lib/libpython3.11.so.1.0", "BINARY")]
    binaries += [(name, f"/lib/{name}", "BINARY") for name in
                 ("libgtk-3.so.0", "libpango.so.1", "libglib.so.0", "libxkbcommon.so.0", "libssl.so.3",
                  "libcrypto.so.3")]
    datas = [("PySide6/Qt/translations/qtbase_de.qm", "/t/de", "DATA"), ("PySide6/Qt/translations/qtbase_fr.qm",
                                                                          "/t/fr", "DATA")]
    kept, kept_data = bundle_data.trim(binaries, datas, "linux", imports=lambda src: links.get(src, set()))
    names = {Path(b[0]).name for b in kept}
    assert names == {"libqxcb.so", "libQt6XcbQpa.so.6", "_ssl.so", "libpython3.11.so.1.0", "libglib.so.0",
                     "libxkbcommon.so.0", "libssl.so.3", "libcrypto.so.3"}
    assert [d[0] for d in kept_data] == ["PySide6/Qt/translations/qtbase_fr.qm"]
    # Elsewhere only the named patterns go: no library is judged by its links.
    kept, _ = bundle_data.trim(binaries, datas, "win32", imports=lambda src: links.get(src, set()))
    assert "libgtk-3.so.0" in {b[0] for b in kept} and "libqgtk3.so" not in {Path(b[0]).name for b in kept}


def test_trimming_judges_nothing_by_links_when_a_binary_cannot_be_read():
    binaries = [("PySide6/Qt/plugins/platforms/libqxcb.so", "/q/libqxcb.so", "BINARY"),
                ("libglib.so.0", "/lib/libglib.so.0", "BINARY")]

    def unreadable(src: str) -> set[str]:
        raise OSError(f"{src}: not an ELF file")

    kept, _ = bundle_data.trim(binaries, [], "linux", imports=unreadable)
    assert kept == binaries


def test_trimming_keeps_extension_modules_and_vendored_libraries_still_linked():
    links = {"/p/_imaging.so": {"libjpeg-1a2b.so.62"}, "/p/_cffi_backend.so": set()}
    binaries = [("PIL/_imaging.so", "/p/_imaging.so", "EXTENSION"),
                ("_cffi_backend.cpython-311-x86_64-linux-gnu.so", "/p/_cffi_backend.so", "EXTENSION"),
                ("pillow.libs/libjpeg-1a2b.so.62", "/l/libjpeg-1a2b.so.62", "BINARY"),
                ("pillow.libs/libavif-3c4d.so.16", "/l/libavif-3c4d.so.16", "BINARY"),
                ("pypdfium2_raw/libpdfium.so", "/l/libpdfium.so", "BINARY")]
    kept, _ = bundle_data.trim(binaries, [], "linux", imports=lambda src: links.get(src, set()))
    assert [b[0] for b in kept] == ["PIL/_imaging.so", "_cffi_backend.cpython-311-x86_64-linux-gnu.so",
                                    "pillow.libs/libjpeg-1a2b.so.62", "pypdfium2_raw/libpdfium.so"]
