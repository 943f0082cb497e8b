"""scripts/run.sh installs once and starts at once after that: a stamp of the packaging files decides.

Run on a copy of the scripts and packaging files with a stand-in Python and app that only record what they
are asked to do (no real install, no window), and a stand-in dpkg-query that says every OS package is there.
"""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

FAKE_PYTHON = """#!/usr/bin/env bash
echo "python $*" >> "$CALLS"
if [ "$1" = "--version" ]; then echo "Python 3.11.7"; fi
if [ "$*" = "-m pip install --progress-bar on -e ." ] && [ -n "${FAIL_PIP:-}" ]; then echo "pip: no network" >&2; exit 1; fi
exit 0
"""
FAKE_APP = """#!/usr/bin/env bash
echo "app $*" >> "$CALLS"
"""
FAKE_DPKG = """#!/usr/bin/env bash
printf 'install ok installed'
"""


@pytest.fixture
def project(tmp_path):
    for name in ("pyproject.toml", "setup.py"):
        shutil.copy(ROOT / name, tmp_path / name)
    shutil.copytree(ROOT / "scripts", tmp_path / "scripts")
    for rel, text in ((".venv/bin/python", FAKE_PYTHON), (".venv/bin/its-desktop", FAKE_APP),
                      ("fakebin/dpkg-query", FAKE_DPKG)):
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        path.chmod(0o755)
    return tmp_path


def run(project: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    environ = {**os.environ, "CALLS": str(project / "calls.log"), "PATH": f"{project / 'fakebin'}:{os.environ['PATH']}",
               **env}
    return subprocess.run(["bash", str(project / "scripts" / "run.sh"), *args], capture_output=True, text=True,
                          timeout=60, env=environ)


def calls(project: Path) -> list[str]:
    log = project / "calls.log"
    lines = log.read_text().splitlines() if log.exists() else []
    log.unlink(missing_ok=True)
    return [line for line in lines if line != "python --version"]


def test_the_second_start_does_not_reinstall(project):
    first = run(project, "--verbose")
    assert first.returncode == 0, first.stderr
    assert calls(project) == ["python -m pip install -q --upgrade pip", "python -m pip install --progress-bar on -e .",
                              "app --verbose"]
    assert "Installing ITS Table Assistant" in first.stdout        # the user is told what the wait is
    second = run(project)
    assert second.returncode == 0, second.stderr
    assert calls(project) == ["app "] and second.stdout == ""


def test_a_changed_pyproject_reinstalls_once(project):
    run(project)
    calls(project)
    with (project / "pyproject.toml").open("a") as f:
        f.write("\n# a new dependency\n")
    run(project)
    assert "python -m pip install --progress-bar on -e ." in calls(project)
    run(project)
    assert calls(project) == ["app "]


def test_a_failed_install_is_tried_again_and_the_app_not_started(project):
    failed = run(project, FAIL_PIP="1")
    assert failed.returncode != 0 and "pip: no network" in failed.stderr
    assert not [c for c in calls(project) if c.startswith("app")]
    again = run(project)
    assert again.returncode == 0
    assert calls(project)[-2:] == ["python -m pip install --progress-bar on -e .", "app "]


def test_the_test_install_also_serves_run_sh(project):
    script = 'source scripts/os-packages.sh && make_venv "[test,postgres]"'
    out = subprocess.run(["bash", "-c", script], cwd=project, capture_output=True, text=True, timeout=60,
                         env={**os.environ, "CALLS": str(project / "calls.log")})
    assert out.returncode == 0, out.stderr
    assert "python -m pip install --progress-bar on -e .[test,postgres]" in calls(project)
    run(project)
    assert calls(project) == ["app "]
