"""Build steps beyond pyproject.toml: find the packages, and compile the catalogs into the wheel.

Package discovery: ``maps/`` and ``resources/`` live at the top of the repository yet install as
``its_desktop.maps`` and ``its_desktop.resources``; setuptools cannot find packages in folders mapped by
``package-dir`` on its own, so every folder below them is listed here as a (namespace) package, and their
data files ship without "Package ... is absent from the `packages` configuration" warnings.

``resources/locale/*.po`` (the gettext catalogs: the rules layer's words and the interface's) become
``.mo`` inside ``its_desktop/resources/locale`` of the build; they are not committed. A source checkout
compiles the ``.po`` in memory instead (``its_desktop.domain.i18n``).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from setuptools import find_namespace_packages, find_packages, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).parent
MAPPED = {"maps": "its_desktop.maps", "resources": "its_desktop.resources"}


def _packages() -> list[str]:
    found = find_packages(include=["its_desktop", "its_desktop.*"])
    # Migrations and data folders hold no __init__.py of their own: found as namespace packages.
    found += [p for p in find_namespace_packages(include=["its_desktop.*"]) if p not in found and "__pycache__" not in p]
    for folder, name in MAPPED.items():
        found += [name + p[len(folder):] for p in find_namespace_packages(include=[folder, folder + ".*"])
                  if "__pycache__" not in p]
    return sorted(set(found))


def _po_module():
    spec = importlib.util.spec_from_file_location("_its_po", HERE / "its_desktop" / "domain" / "po.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install reads resources/ itself and compiles on first use
        target = Path(self.build_lib) / "its_desktop" / "resources"
        po = _po_module()
        for src in sorted((HERE / "resources" / "locale").glob("*.po")):
            po.compile_po(src, target / "locale" / f"{src.stem}.mo")


setup(packages=_packages(), cmdclass={"build_py": BuildWithTranslations})
