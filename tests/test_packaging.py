"""The wheel a user installs: built from a clean copy of the project, installed into a fresh virtual
environment, it holds every package, the mission library, fonts, translations and migrations, and runs."""

import ast
import importlib.metadata
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """(wheel path, verbose build log): built from a copy without build/ leftovers, as a fresh clone would."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", "tests", "benchmarks", ".pytest_cache",
        ".hypothesis", "out"))
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(tmp), str(src)],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    return next(tmp.glob("its_desktop-*.whl")), out.stdout + out.stderr


def test_the_build_warns_about_nothing(built):
    _, log = built
    # setuptools' notices of data folders missing from the package list, deprecated keys, etc.
    noise = [line for line in log.splitlines()
             if re.search(r"absent from the `packages`|SetuptoolsDeprecationWarning|_Warning|!!", line)]
    assert noise == [], "\n".join(noise[:10])


def test_the_wheel_ships_code_maps_fonts_translations_and_migrations(built):
    wheel, _ = built
    names = set(zipfile.ZipFile(wheel).namelist())
    for expected in ("its_desktop/maps/s16/season.toml", "its_desktop/maps/s16/supremacy.toml",
                     "its_desktop/maps/schema/scenario.schema.json", "its_desktop/domain/geometry/disc.py",
                     "its_desktop/domain/tally/score.py", "its_desktop/ui/table/scene.py",
                     "its_desktop/persistence/migrations/env.py", "its_desktop/persistence/migrations/script.py.mako",
                     "its_desktop/resources/fonts/DejaVuSans.ttf", "its_desktop/resources/fonts/LICENSE",
                     "its_desktop/resources/locale/fr.po", "its_desktop/resources/locale/fr.mo",
                     "its_desktop/resources/locale/en.mo"):
        assert expected in names, expected
    # Every file of the library, the resources and the package (but caches) is in, whatever is added later.
    for folder, prefix in (("maps", "its_desktop/maps"), ("resources", "its_desktop/resources"),
                           ("its_desktop", "its_desktop")):
        for f in (ROOT / folder).rglob("*"):
            if f.is_file() and "__pycache__" not in f.parts and f.suffix != ".pyc":
                assert f"{prefix}/{f.relative_to(ROOT / folder).as_posix()}" in names, f
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert sum(n.startswith("its_desktop/maps/s16/") and n.endswith(".toml") for n in names) == 25


def test_the_wheel_installs_into_a_fresh_venv_and_runs(built, tmp_path):
    wheel, _ = built
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    py = venv / "bin" / "python"
    out = subprocess.run([str(py), "-m", "pip", "install", "-q", str(wheel)], capture_output=True, text=True,
                         timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    check = subprocess.run([str(py), "-m", "pip", "check"], capture_output=True, text=True, timeout=120)
    assert check.returncode == 0, check.stdout
    listed = subprocess.run([str(venv / "bin" / "its-desktop"), "missions", "--season", "s16"], capture_output=True,
                            text=True, timeout=120, cwd=tmp_path)
    assert listed.returncode == 0 and "s16/supremacy" in listed.stdout, listed.stderr
    # Fonts through importlib.resources, migrations through Alembic, both from the installed package only.
    script = (
        "import its_desktop, sys\n"
        f"assert its_desktop.__file__.startswith({str(venv)!r}), its_desktop.__file__\n"
        "from its_desktop.printing import fonts; print(fonts.register())\n"
        "from its_desktop.persistence import engine\n"
        f"url = 'sqlite:///{tmp_path / 'fresh.db'}'\n"
        "engine.upgrade(url); assert engine.current_revision(url) == engine.head_revision()\n"
        "from importlib import resources\n"
        # the catalogs, compiled, as the interface reads them (one per language: its words and the rules')
        "assert resources.files('its_desktop.resources').joinpath('locale', 'es.mo').is_file()\n"
        "from its_desktop.ui.qt_catalog import lookup, message\n"
        "assert message(lookup('es'), 'MenuBuilder', '&File', None, -1) == '&Archivo'\n"
        "assert message(lookup('en'), 'CommandTexts', 'Move %n trooper(s)', '', 2) == 'Move %n troopers'\n"
    )
    run = subprocess.run([str(py), "-c", script], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-2000:]
    pdf = tmp_path / "map.pdf"
    printed = subprocess.run([str(venv / "bin" / "its-desktop"), "print", "map", "s16/frostbyte", "--points", "300",
                              "--layout", "fit", "-o", str(pdf)], capture_output=True, text=True, timeout=120)
    assert printed.returncode == 0 and pdf.stat().st_size > 1000, printed.stderr


def _third_party_imports() -> set[str]:
    stdlib = set(sys.stdlib_module_names)
    found = set()
    for f in (ROOT / "its_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            found |= {n.split(".")[0] for n in names}
    return {n for n in found if n not in stdlib and n not in {"its_desktop", "__future__"}}


def test_every_imported_library_is_declared():
    declared = {re.split(r"[\s<>=\[;!~]", d, maxsplit=1)[0].lower().replace("_", "-")
                for d in PYPROJECT["project"]["dependencies"] + PYPROJECT["project"]["optional-dependencies"]["postgres"]}
    dists = importlib.metadata.packages_distributions()
    missing = {}
    for module in sorted(_third_party_imports()):
        owners = {d.lower().replace("_", "-") for d in dists.get(module, [module])}
        if module == "shiboken6":  # PySide6's own runtime, pinned by it to the same version
            owners.add("pyside6-essentials")
        if not owners & declared:
            missing[module] = sorted(owners)
    assert missing == {}, f"imported but not declared in pyproject.toml: {missing}"
