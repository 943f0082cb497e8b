"""The wheel a user installs holds every package, the mission library and the resources."""

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "its_desktop").rglob("__init__.py")}
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"


def test_the_wheel_ships_code_maps_migrations_and_resources(tmp_path):
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    wheel = next(tmp_path.glob("its_desktop-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for expected in ("its_desktop/maps/s16/season.toml", "its_desktop/maps/s16/supremacy.toml",
                     "its_desktop/maps/schema/scenario.schema.json", "its_desktop/domain/geometry/disc.py",
                     "its_desktop/domain/tally/score.py", "its_desktop/ui/table/scene.py",
                     "its_desktop/persistence/migrations/env.py"):
        assert expected in names, expected
    assert sum(n.startswith("its_desktop/maps/s16/") and n.endswith(".toml") for n in names) == 25
