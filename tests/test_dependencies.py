"""Every third-party library the code imports is declared in pyproject.toml (numpy was not, once):
the app's own code in ``dependencies`` (or an extra), the tests' and benchmarks' in the test extra."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The release scripts in packaging/ (bundle_data, deb, release, smoke_test), which the packaging tests import
# from that folder: the project's own files, not libraries.
PACKAGING = {p.stem for p in (ROOT / "packaging").glob("*.py")}
# A benchmark that reuses another's generator imports it from the benchmarks folder (bench_terrain's layout).
BENCHMARKS = {p.stem for p in (ROOT / "benchmarks").glob("*.py")}


def _name(requirement: str) -> str:
    return re.split(r"[\s<>=!~\[;(]", requirement, maxsplit=1)[0].lower().replace("_", "-").replace(".", "-")


def declared() -> tuple[set[str], set[str]]:
    """(the app's dependencies with every extra but test, the test extra)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    app = {_name(r) for r in project["dependencies"]}
    app |= {_name(r) for name, reqs in extras.items() if name != "test" for r in reqs}
    return app, {_name(r) for r in extras["test"]}


def imported(*folders: str) -> dict[str, str]:
    """Top-level module → a file importing it, for every absolute import outside the standard library."""
    out: dict[str, str] = {}
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                else:
                    continue
                for name in names:
                    top = name.split(".")[0]
                    if top not in sys.stdlib_module_names and top not in ("its_desktop", "tests", "__future__") \
                            and top not in PACKAGING | BENCHMARKS:
                        out.setdefault(top, str(path.relative_to(ROOT)))
    return out


def undeclared(modules: dict[str, str], allowed: set[str]) -> dict[str, str]:
    """Module → a file importing it, for the modules no declared distribution provides (a module
    several installed distributions provide, such as PySide6, needs one of them declared)."""
    owners = packages_distributions()
    return {m: f for m, f in modules.items() if not {_name(d) for d in owners.get(m, [m])} & allowed}


def test_the_app_declares_what_it_imports():
    app, _ = declared()
    missing = undeclared(imported("its_desktop"), app)
    assert not missing, f"imported but not declared in [project] dependencies: {missing}"


def test_tests_and_benchmarks_declare_what_they_import():
    app, test = declared()
    missing = undeclared(imported("tests", "benchmarks", "scripts"), app | test)
    assert not missing, f"imported but not declared in the test extra: {missing}"
