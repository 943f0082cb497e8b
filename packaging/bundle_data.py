"""The data files of the one-folder bundle, compiled catalogs included (read by its-desktop.spec).

The repository keeps the catalogs' sources only (``resources/locale/*.po``: the interface's words and the
rules layer's, one gettext catalog per language); the wheel's build compiles them in setup.py, and this
does the same for the bundle, into ``build_dir``, so the bundle ships ``.mo`` files next to their sources
(the live language switch reads the ``.po``). Qt's own widgets use qtbase's catalogs, kept by ``trim``.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

Data = list[tuple[str, str]]


def tree(folder: Path, dest: str) -> Data:
    """Every file below ``folder`` (but caches) for the bundle's ``dest``, keeping the sub-folders."""
    return [(str(f), str(Path(dest) / f.parent.relative_to(folder))) for f in sorted(folder.rglob("*"))
            if f.is_file() and "__pycache__" not in f.parts and f.suffix not in (".pyc", ".mo")]


def compiled_translations(root: Path, build_dir: Path) -> Data:
    """``.mo`` for every ``.po``, compiled now into ``build_dir``."""
    from its_desktop.domain.po import compile_po

    out: Data = []
    mo_dir = build_dir / "locale"
    for po in sorted((root / "resources" / "locale").glob("*.po")):
        mo = mo_dir / f"{po.stem}.mo"
        compile_po(po, mo)
        out.append((str(mo), "its_desktop/resources/locale"))
    return out


def key_sources(root: Path) -> Data:
    """The source files the shipped library's and default table's keys read (``shipped.key_sources``), beside
    their compiled modules: the bundle keeps only compiled code, whose key would differ from the shipped copies'
    and send its first start the slow way (validating every map file, resolving the table with Shapely)."""
    from its_desktop.domain.mission.shipped import key_sources as names

    return [(str(root / "its_desktop" / name), str((Path("its_desktop") / name).parent)) for name in names()]


def source_datas(root: Path) -> Data:
    """The library, resources and migrations as the repository holds them, and the sources the shipped copies'
    keys read."""
    datas = tree(root / "maps", "its_desktop/maps")
    datas += tree(root / "resources", "its_desktop/resources")
    datas += tree(root / "its_desktop" / "persistence" / "migrations", "its_desktop/persistence/migrations")
    datas += key_sources(root)
    return datas


def bundle_datas(root: Path, build_dir: Path) -> Data:
    """:func:`source_datas` with the catalogs compiled, as the wheel installs them."""
    # After the sources in the list, so the compiled files are written last and are the newer ones.
    return source_datas(root) + compiled_translations(root, build_dir)


def platform_options(platform: str, icons: Path, version: str) -> dict:
    """What differs per system, as data the spec reads (and the tests check for every system, since a
    bundle can only be built on the system it is for):

    - ``icon``: the Windows ``.ico`` / macOS ``.icns`` (Linux takes its icon from the launcher);
    - ``console``: Linux keeps stderr for the command line; Windows and macOS build a windowed app;
    - ``cli_exe``: Windows also gets ``its-desktop-cli.exe``, a console build of the same program,
      because a windowed ``.exe`` has no console to print to;
    - ``info_plist``: the macOS app's version and its ``.itstable`` document type (double-click opens it);
    """
    if platform == "win32":
        return {"icon": str(icons / "its-desktop.ico"), "console": False, "cli_exe": "its-desktop-cli",
                "info_plist": None, "strip": False}
    if platform == "darwin":
        return {"icon": str(icons / "its-desktop.icns"), "console": False, "cli_exe": None,
                "info_plist": {
            "CFBundleShortVersionString": version,
            "CFBundleVersion": version,
            "NSHighResolutionCapable": True,
            "CFBundleDocumentTypes": [{
                "CFBundleTypeName": "ITS table", "CFBundleTypeRole": "Editor",
                "CFBundleTypeExtensions": ["itstable"], "LSHandlerRank": "Owner",
                "LSItemContentTypes": ["io.github.its-desktop.itstable"],
            }],
            "UTExportedTypeDeclarations": [{
                "UTTypeIdentifier": "io.github.its-desktop.itstable",
                "UTTypeDescription": "ITS table",
                "UTTypeConformsTo": ["public.json"],
                "UTTypeTagSpecification": {"public.filename-extension": ["itstable"]},
            }],
        }}
    return {"icon": None, "console": True, "cli_exe": None, "info_plist": None}


# -- trimming: what the app never loads stays out of the bundle --------------------------------------------
# Measured on Linux (PyInstaller 6.22, PySide6 6.11): 302 MB in 689 files before trimming.
_QT = r"(^|/)PySide6/(Qt/)?"
UNUSED_PATTERNS = tuple(re.compile(p) for p in (
    # Qt's GTK theme plugin drags in GTK, GDK, Pango, Cairo and ATK (about 30 MB); the portal theme stays.
    _QT + r"plugins/platformthemes/(lib)?qgtk3",
    # Embedded-device platforms and input drivers: a desktop app runs on xcb, wayland, windows or cocoa.
    _QT + r"plugins/(generic|egldeviceintegrations)/",
    _QT + r"plugins/platforms/(lib)?q(eglfs|linuxfb|vnc|vkkhrdisplay|minimalegl)\b",
    _QT + r"lib/libQt6EglFS",
    # Image formats the app never reads (its icons are SVG and PNG; Windows wants ICO).
    _QT + r"plugins/imageformats/(lib)?q(gif|icns|jpeg|tga|tiff|wbmp|webp|pdf)\b",
    # Qt's own catalogs in languages the app does not speak (it speaks English, French and Spanish).
    _QT + r"translations/(?!(qt|qtbase)_(en|fr|es)\.qm$)",
))

# Modules some installed package may reach for but the app never runs: mypy's parts, and Pillow's optional
# codecs (ReportLab imports Pillow's core at start, but the app puts no images in its PDFs; each codec
# brings its own libraries: AVIF alone is 5 MB).
UNUSED_MODULES = ("ast_serialize", "librt", "mypy", "mypyc", "PIL._avif", "PIL._webp", "PIL._imagingcms",
                  "PIL._imagingft", "PIL._imagingtk", "PIL._imagingmath", "PIL._imagingmorph")


def unused(dest: str) -> bool:
    """Whether the bundle path ``dest`` (as PyInstaller names it) is something the app never loads."""
    return any(p.search(dest.replace("\\", "/")) for p in UNUSED_PATTERNS)


def trim(binaries: list, datas: list, platform: str, imports=None) -> tuple[list, list]:
    """``binaries`` and ``datas`` (PyInstaller TOC entries: dest, source, kind) without what ``unused``
    names. On Linux, with ``imports`` (source path → the library names it links), the shared libraries
    collected only for what was left out go too: a library that is only ever linked (in the bundle's top
    folder, where PyInstaller puts the dependencies it found, or in a wheel's vendored ``*.libs`` folder)
    and that no kept binary links, directly or through another, is dropped. The bootloader's libpython and
    everything in a package folder stay: those are loaded by path, not linked."""
    binaries = [b for b in binaries if not unused(b[0])]
    datas = [d for d in datas if not unused(d[0])]
    if not platform.startswith("linux") or imports is None:
        return binaries, datas
    top = {Path(b[0]).name: b for b in binaries if _linked_only(b)}
    roots = [b for b in binaries if not _linked_only(b) or Path(b[0]).name.startswith("libpython")]
    reached: set[str] = set()
    stack = list(roots)
    while stack:
        entry = stack.pop()
        try:
            linked = imports(entry[1])
        except Exception:  # a binary we cannot read: judge nothing by links rather than drop what it needs
            return binaries, datas
        for name in linked:
            name = Path(name).name
            if name in top and name not in reached:
                reached.add(name)
                stack.append(top[name])
    keep = [b for b in binaries if not _linked_only(b) or Path(b[0]).name in reached
            or Path(b[0]).name.startswith("libpython")]
    return keep, datas


def _linked_only(entry: tuple) -> bool:
    """A shared library PyInstaller collected because something links it (not a Python extension module,
    which is imported, nor a library a package loads by path)."""
    if len(entry) > 2 and entry[2] != "BINARY":
        return False
    parts = Path(entry[0].replace("\\", "/")).parts
    return len(parts) == 1 or (len(parts) == 2 and parts[0].endswith(".libs"))


def stripped_libpython(binaries: list, build_dir: Path) -> list:
    """``binaries`` with Linux's libpython replaced by a copy without its symbol table (``strip
    --strip-unneeded``; what the dynamic linker needs stays). A Python built from source carries about
    18 MB of symbols there. Only libpython: stripping every library (PyInstaller's ``strip``) breaks the
    wheels' vendored libraries, whose headers auditwheel rewrote (NumPy's OpenBLAS then fails to load)."""
    import shutil

    tool = shutil.which("strip")
    out = []
    for entry in binaries:
        dest, source = entry[0], entry[1]
        if tool and Path(dest).name.startswith("libpython") and "/" not in dest:
            target = build_dir / "stripped" / Path(dest).name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
            subprocess.run([tool, "--strip-unneeded", str(target)], check=True, timeout=300)
            entry = (dest, str(target), *entry[2:])
        out.append(entry)
    return out
