"""Build the release files for the machine this runs on (``scripts/release.sh`` on Linux and macOS; on
Windows ``python packaging\\release.py`` in the project's virtual environment).

- Linux: ``its-desktop_VERSION_ARCH.deb`` and ``its-desktop-VERSION-linux-ARCH.tar.gz`` (the one-folder
  bundle with its menu installer, ``share/install-desktop-entry.sh``);
- Windows: ``its-desktop-VERSION-windows-x64.zip`` and, where Inno Setup's ``ISCC`` is installed,
  ``its-desktop-VERSION-windows-x64-setup.exe`` (Start menu entry, ``.itstable`` files open with it);
- macOS: ``ITS-Table-Assistant-VERSION-macos-ARCH.dmg`` holding ``ITS Table Assistant.app``.

Every file name carries ``its_desktop.__version__``, the version ``--version`` and the About box give.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "its-desktop.spec"
APP_NAME = "ITS Table Assistant"


def version() -> str:
    from its_desktop import __version__
    return __version__


def machine() -> str:
    """x86_64 / arm64 as users see them in file names."""
    m = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(m, m)


def build_bundle(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; return the one-folder bundle (on macOS the .app)."""
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work), str(SPEC)], check=True, cwd=ROOT,
                   timeout=3600)
    if sys.platform == "darwin":
        return dist / f"{APP_NAME}.app"
    return dist / "its-desktop"


def tarball(bundle: Path, out_dir: Path, ver: str) -> Path:
    """The bundle as ``its-desktop-VERSION/`` inside a .tar.gz (links and modes kept)."""
    target = out_dir / f"its-desktop-{ver}-linux-{machine()}.tar.gz"
    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=f"its-desktop-{ver}")
    return target


def zip_bundle(bundle: Path, out_dir: Path, ver: str) -> Path:
    target = out_dir / f"its-desktop-{ver}-windows-x64.zip"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as z:
        for f in sorted(bundle.rglob("*")):
            z.write(f, Path(f"its-desktop-{ver}") / f.relative_to(bundle))
    return target


def find_iscc() -> str | None:
    """Inno Setup's compiler: ``ISCC`` in the environment, on the PATH, or where its installer puts it."""
    candidates = [os.environ.get("ISCC", ""), shutil.which("iscc") or "", shutil.which("ISCC") or ""]
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
        if base:
            candidates.append(str(Path(base) / "Inno Setup 6" / "ISCC.exe"))
    return next((c for c in candidates if c and Path(c).is_file()), None)


def windows_installer(bundle: Path, out_dir: Path, ver: str) -> Path | None:
    iscc = find_iscc()
    if iscc is None:
        print("Inno Setup (ISCC) not found: no installer, the zip only", file=sys.stderr)
        return None
    subprocess.run([iscc, "/Q", f"/DAppVersion={ver}", f"/DSourceDir={bundle}", f"/O{out_dir}",
                    str(HERE / "windows" / "its-desktop.iss")], check=True, timeout=3600)
    return out_dir / f"its-desktop-{ver}-windows-x64-setup.exe"


def dmg(app: Path, out_dir: Path, ver: str, work: Path) -> Path:
    """A compressed disk image with the .app and a link to /Applications to drag it onto."""
    staging = work / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    shutil.copytree(app, staging / app.name, symlinks=True)
    (staging / "Applications").symlink_to("/Applications")
    target = out_dir / f"ITS-Table-Assistant-{ver}-macos-{machine()}.dmg"
    subprocess.run(["hdiutil", "create", "-volname", APP_NAME, "-srcfolder", str(staging), "-ov", "-format", "UDZO",
                    str(target)], check=True, timeout=3600)
    return target


def release(out_dir: Path, bundle: Path | None = None, work: Path | None = None) -> list[Path]:
    """Build (or take) the bundle and make this platform's release files in ``out_dir``."""
    work = work or ROOT / "build" / "release"
    out_dir.mkdir(parents=True, exist_ok=True)
    bundle = bundle or build_bundle(work / "dist", work / "pyinstaller")
    ver = version()
    if sys.platform.startswith("linux"):
        sys.path.insert(0, str(HERE))
        import deb
        return [deb.build(bundle, out_dir, ver, work), tarball(bundle, out_dir, ver)]
    if sys.platform == "win32":
        made = [zip_bundle(bundle, out_dir, ver)]
        installer = windows_installer(bundle, out_dir, ver)
        return made + ([installer] if installer else [])
    if sys.platform == "darwin":
        return [dmg(bundle, out_dir, ver, work)]
    raise SystemExit(f"release: no release files are made on {sys.platform}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the release files for this machine.")
    parser.add_argument("--out", type=Path, default=ROOT / "release", help="where the files go (default: release/)")
    parser.add_argument("--bundle", type=Path, help="an already built one-folder bundle (skips PyInstaller)")
    args = parser.parse_args(argv)
    for path in release(args.out.resolve(), args.bundle.resolve() if args.bundle else None):
        print(f"{path}  ({path.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
