"""The data files of the one-folder bundle, compiled translations included (read by its-desktop.spec).

The repository keeps the translation sources only (``resources/translations/*.ts`` for the interface,
``resources/locale/*.po`` for the rules layer); the wheel's build compiles them in setup.py, and this
does the same for the bundle, into ``build_dir``, so the bundle ships ``.qm`` and ``.mo`` files next to
their sources and never needs Qt's lrelease on the user's machine.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

Data = list[tuple[str, str]]


def tree(folder: Path, dest: str) -> Data:
    """Every file below ``folder`` (but caches) for the bundle's ``dest``, keeping the sub-folders."""
    return [(str(f), str(Path(dest) / f.parent.relative_to(folder))) for f in sorted(folder.rglob("*"))
            if f.is_file() and "__pycache__" not in f.parts and f.suffix not in (".pyc", ".qm", ".mo")]


def compiled_translations(root: Path, build_dir: Path) -> Data:
    """``.qm`` for every ``.ts`` and ``.mo`` for every ``.po``, compiled now into ``build_dir``."""
    from its_desktop.domain.po import compile_po
    from its_desktop.ui.i18n import lrelease

    out: Data = []
    qm_dir, mo_dir = build_dir / "translations", build_dir / "locale"
    qm_dir.mkdir(parents=True, exist_ok=True)
    for ts in sorted((root / "resources" / "translations").glob("*.ts")):
        qm = qm_dir / f"{ts.stem}.qm"
        subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True, timeout=120)
        out.append((str(qm), "its_desktop/resources/translations"))
    for po in sorted((root / "resources" / "locale").glob("*.po")):
        mo = mo_dir / f"{po.stem}.mo"
        compile_po(po, mo)
        out.append((str(mo), "its_desktop/resources/locale"))
    return out


def bundle_datas(root: Path, build_dir: Path) -> Data:
    """The library, resources (with compiled translations) and migrations, as the wheel installs them."""
    datas = tree(root / "maps", "its_desktop/maps")
    datas += tree(root / "resources", "its_desktop/resources")
    # After the sources in the list, so the compiled files are written last and are the newer ones.
    datas += compiled_translations(root, build_dir)
    datas += tree(root / "its_desktop" / "persistence" / "migrations", "its_desktop/persistence/migrations")
    return datas
