"""Build step beyond pyproject.toml: compile the translations into the wheel.

``resources/locale/*.po`` (the rules layer's gettext catalogs) become ``.mo`` and
``resources/translations/*.ts`` (the Qt interface) become ``.qm`` inside ``its_desktop/resources``
of the build; neither is committed. A source checkout compiles them on first use instead
(``its_desktop.domain.i18n``, ``its_desktop.ui.i18n``).
"""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).parent


def _po_module():
    spec = importlib.util.spec_from_file_location("_its_po", HERE / "its_desktop" / "domain" / "po.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _lrelease() -> str:
    import PySide6

    here = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease", "Qt/bin/lrelease"):
        if (here / name).is_file():
            return str(here / name)
    return "pyside6-lrelease"


class BuildWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install reads resources/ itself and compiles on first use
        target = Path(self.build_lib) / "its_desktop" / "resources"
        po = _po_module()
        for src in sorted((HERE / "resources" / "locale").glob("*.po")):
            po.compile_po(src, target / "locale" / f"{src.stem}.mo")
        for src in sorted((HERE / "resources" / "translations").glob("*.ts")):
            out = target / "translations" / f"{src.stem}.qm"
            out.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run([_lrelease(), "-silent", str(src), "-qm", str(out)], check=True)


setup(cmdclass={"build_py": BuildWithTranslations})
