"""The Debian/Ubuntu package of the one-folder bundle, built with ``dpkg-deb`` (no debhelper needed).

What it installs, and nothing else (``dpkg -r`` takes all of it away again):

- ``/opt/its-desktop/``: the bundle as PyInstaller made it (the app needs no Python on the machine);
- ``/usr/bin/its-desktop``: a link to it, so the command line works from any terminal;
- the launcher, the ``application/x-itstable`` MIME type, the AppStream metainfo and the icons under
  ``/usr/share`` where the desktop looks for them.

The MIME, desktop and icon caches are refreshed by the dpkg triggers that shared-mime-info,
desktop-file-utils and hicolor-icon-theme declare on those folders, so the package carries no maintainer
scripts: installing and removing it runs nothing of ours as root.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
LINUX = HERE / "linux"
ICONS = HERE / "icons"
ROOT = HERE.parent

PACKAGE = "its-desktop"
PREFIX = Path("opt") / PACKAGE

# The system libraries Qt's xcb platform plugin loads (the bundle carries Qt itself); the same list as
# QT_RUNTIME_PACKAGES in scripts/os-packages.sh, which a test keeps in step.
DEPENDS = ("libegl1", "libgl1", "libxkbcommon0", "libxkbcommon-x11-0", "libfontconfig1", "libdbus-1-3",
           "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-shape0", "libxcb-xinerama0",
           "libxcb-randr0", "libxcb-render-util0", "libxcb-image0")

DESCRIPTION = """\
Scenario tables, domination and scoring for Infinity ITS tournaments
 ITS Table Assistant draws every scenario of the Infinity ITS mission packs
 (Seasons 16, 13, 10 and 8) to scale, works out who dominates each Zone of
 Operations and controls each objective, tallies Objective Points, runs
 tournaments, prints table maps and score sheets and serves a stream overlay.
 In English, French and Spanish."""


def architecture() -> str:
    """The Debian name of this machine's architecture (amd64, arm64, …)."""
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True,
                          timeout=30).stdout.strip()


def file_name(version: str, arch: str) -> str:
    return f"{PACKAGE}_{version}_{arch}.deb"


def _size_kib(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink()) // 1024 + 1


def control(version: str, arch: str, installed_kib: int) -> str:
    return (f"Package: {PACKAGE}\n"
            f"Version: {version}\n"
            f"Architecture: {arch}\n"
            "Maintainer: ITS Table Assistant contributors <its-desktop@users.noreply.github.com>\n"
            f"Installed-Size: {installed_kib}\n"
            f"Depends: {', '.join(DEPENDS)}\n"
            "Section: games\n"
            "Priority: optional\n"
            f"Description: {DESCRIPTION}\n")


def stage(bundle: Path, root: Path, version: str, arch: str) -> Path:
    """Lay the package's files out under ``root`` (a fresh folder), DEBIAN/control included."""
    if root.exists():
        shutil.rmtree(root)
    app = root / PREFIX
    shutil.copytree(bundle, app, symlinks=True)
    (root / "usr/bin").mkdir(parents=True)
    (root / "usr/bin" / PACKAGE).symlink_to(Path("/") / PREFIX / PACKAGE)
    share = root / "usr/share"
    for folder, source, name in (("applications", LINUX / "its-desktop.desktop", "its-desktop.desktop"),
                                 ("mime/packages", LINUX / "its-desktop-mime.xml", "its-desktop.xml"),
                                 ("metainfo", LINUX / "io.github.its_desktop.metainfo.xml",
                                  "io.github.its_desktop.metainfo.xml"),
                                 ("icons/hicolor/scalable/apps", ICONS / "its-desktop.svg", "its-desktop.svg"),
                                 (f"doc/{PACKAGE}", ROOT / "LICENSE", "copyright")):
        (share / folder).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, share / folder / name)
    for png in sorted(ICONS.glob("*x*/its-desktop.png")):
        dest = share / "icons/hicolor" / png.parent.name / "apps"
        dest.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, dest / "its-desktop.png")
    for path in root.rglob("*"):  # dpkg-deb refuses group/other-writable files; umask may have left some
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or path.stat().st_mode & 0o111 else 0o644)
    debian = root / "DEBIAN"
    debian.mkdir(mode=0o755)
    (debian / "control").write_text(control(version, arch, _size_kib(root)), encoding="utf-8")
    return root


def build(bundle: Path, out_dir: Path, version: str, work: Path, compression: str = "xz") -> Path:
    """Build ``its-desktop_VERSION_ARCH.deb`` from the one-folder ``bundle`` into ``out_dir``. ``xz`` for a
    release (the smallest download); the tests take ``gzip`` (same files, a fraction of the time)."""
    arch = architecture()
    root = stage(bundle, work / "deb-root", version, arch)
    out_dir.mkdir(parents=True, exist_ok=True)
    deb = out_dir / file_name(version, arch)
    subprocess.run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(deb)], check=True,
                   capture_output=True, timeout=1800)
    shutil.rmtree(root)
    return deb
