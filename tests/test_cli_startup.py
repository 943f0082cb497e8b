"""The quick commands (``missions list``, ``pair``, ``standings``) load no heavy library they do not
need: neither Shapely nor NumPy, and ``missions list`` not pydantic either (it reads the index).
Not timed here: ``benchmarks/bench_cli_startup.py`` measures them."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from .tournament import test_s16_event as s16

HEAVY = ("shapely", "numpy", "pydantic")
# Runs the command in-process, then prints which heavy libraries it imported.
PROBE = """
import io, json, sys, contextlib
from its_desktop import cli
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = cli.main(sys.argv[1:])
print(json.dumps({"code": code, "loaded": sorted(m for m in %r if m in sys.modules), "out": out.getvalue()}))
""" % (HEAVY,)


def loaded(*args: str) -> dict:
    run = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


@pytest.fixture
def event(tmp_path):
    path = tmp_path / "event.json"
    path.write_text(json.dumps({"season": "s16", "players": s16.PLAYERS, "games": s16.ROUND1}), encoding="utf-8")
    return str(path)


def test_missions_list_reads_the_index_only():
    got = loaded("missions", "list")
    assert got["code"] == 0 and "s16/supremacy" in got["out"]
    assert got["loaded"] == []


def test_pair_and_standings_load_no_geometry(event):
    for args in (("pair", event, "--round", "2", "--seed", "1"), ("standings", event)):
        got = loaded(*args)
        assert got["code"] == 0 and ("Table" in got["out"] or "standings" in got["out"]), got
        # pydantic stays: the tournament rules are read from the validated season file.
        assert not {"shapely", "numpy"} & set(got["loaded"]), (args, got["loaded"])


def test_the_probe_sees_heavy_imports():
    from its_desktop.domain.mission import catalog

    got = loaded("missions", "validate", str(catalog.maps_root() / "s16" / "supremacy.toml"))
    assert got["code"] == 0 and {"shapely", "numpy", "pydantic"} <= set(got["loaded"])


PROBE_FOREIGN = """
import io, json, sys, contextlib
from its_desktop import cli
with contextlib.redirect_stdout(io.StringIO()):
    code = cli.main(sys.argv[1:])
print(json.dumps({"code": code, "loaded": sorted(m for m in ("sqlalchemy", "alembic", "psycopg", "PySide6",
                                                             "reportlab", "pypdfium2") if m in sys.modules)}))
"""


def test_commands_needing_no_database_qt_or_pdf_import_none(event):
    """The rules commands answer without SQLAlchemy, Alembic, Qt or ReportLab (each a fresh process)."""
    from pathlib import Path

    example = str(Path(__file__).resolve().parents[1] / "docs" / "example.itstable")
    for args in (("mission", "s16/supremacy", "--points", "300", "--json"), ("evaluate", example),
                 ("score", "--schema"), ("pair", event, "--round", "2", "--seed", "1"), ("standings", event)):
        run = subprocess.run([sys.executable, "-c", PROBE_FOREIGN, *args], capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stderr
        got = json.loads(run.stdout.strip().splitlines()[-1])
        assert got["code"] == 0 and got["loaded"] == [], (args, got)


PROBE_BUILT = """
import json
from pydantic import BaseModel
import its_desktop.domain.mission.catalog, its_desktop.domain.evaluator, its_desktop.domain.tally.settle
import its_desktop.domain.tournament, its_desktop.domain.tally.exported_game

def models(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from models(sub)

print(json.dumps(sorted({f"{m.__module__}.{m.__qualname__}" for m in models(BaseModel)
                         if m.__module__.startswith("its_desktop") and m.__pydantic_complete__})))
"""


def test_importing_the_models_builds_no_validator():
    """Every start and command imports the rules' models; their validators are built on the first file read
    (defer_build), not at import: an instance made at class definition (a default of ``Model()``) or a
    ``model_rebuild()`` would build them all on every start. Not timed: bench_cli_startup.py measures."""
    run = subprocess.run([sys.executable, "-c", PROBE_BUILT], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == []
