"""The commands load no heavy library they do not need: ``missions list`` reads the index; ``mission``,
``pair`` and ``standings`` read the cached library (no pydantic) and ``mission`` its cached table (no
Shapely, no NumPy); ``score`` reads a record as written without pydantic and loads the geometry only for
the tables it evaluates again; none of them loads a database, Qt or PDF library it does not use.
Not timed here: ``benchmarks/bench_cli_startup.py`` measures them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

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


@pytest.fixture(scope="module")
def cache_home(tmp_path_factory):
    """A cache folder holding the library and the tables the commands below use (Supremacy, and Frostbyte for the
    worked example game), as after a user's first command."""
    from its_desktop.domain import i18n
    from its_desktop.domain.mission import catalog, library_cache

    home = tmp_path_factory.mktemp("cache")
    cache_file = home / library_cache.ORGANIZATION / library_cache.APPLICATION / library_cache.CACHE_NAME
    catalog.preload(cache_file)
    catalog.keep_tables(cache_file.parent)
    try:
        with i18n.speaking("en"):
            catalog.mission("s16/supremacy", 300)
            catalog.mission("s16/frostbyte", 300)
    finally:
        catalog.keep_tables(None)
    return home


EVERYTHING = ("pydantic", "shapely", "numpy", "sqlalchemy", "alembic", "reportlab", "PySide6",
              # standard modules no command needs, each 10-60 ms: the data folders are found from the packages'
              # files, paragraph text is escaped with html.escape, only TOML files need the TOML parser
              "importlib.resources", "xml.sax.saxutils", "urllib.request", "tomllib")
# What a command may load: what its own input or output needs (nothing else of EVERYTHING).
NEEDS = {
    "mission": set(),  # the cached library and table: no file validated, no geometry computed
    "mission --json": set(),
    "pair": set(),  # the event file is read by its own checks; the season from the cache
    "standings": set(),
    "evaluate": {"shapely", "numpy"},  # the geometry of the table
    # the record as written is read without pydantic; its table snapshots are evaluated again (geometry)
    "score": {"shapely", "numpy"},
    "score, no tables": set(),  # a record entered by hand: nothing to evaluate
    # a value not as the program writes it: the format's model decides (pydantic's plugin scan reads the
    # installed packages' metadata through importlib.resources)
    "score, retyped": {"pydantic", "importlib.resources"},
    "print sheet": {"reportlab"},  # the PDF; the map is drawn from the cached table's coordinates
    "print map": {"reportlab", "shapely", "numpy"},  # the zones' shapes are inset and labels placed around them
}


def _game(folder: Path, change) -> str:
    """The worked example game, changed, written to ``folder``."""
    docs = Path(__file__).resolve().parents[1] / "docs"
    data = json.loads((docs / "examples" / "game-frostbyte.json").read_text(encoding="utf-8"))
    change(data)
    path = folder / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def command(name: str, event: str, folder: Path) -> list[str]:
    docs = Path(__file__).resolve().parents[1] / "docs"
    if name == "score, no tables":
        return ["score", _game(folder, lambda d: d.update(snapshots=[]))]
    if name == "score, retyped":  # points as text: the model converts it (lax), the plain reading does not
        return ["score", _game(folder, lambda d: d.update(snapshots=[]) or d["game"].update(points="300"))]
    return {
        "mission": ["mission", "s16/supremacy", "--points", "300"],
        "mission --json": ["mission", "s16/supremacy", "--points", "300", "--json"],
        "pair": ["pair", event, "--round", "2", "--seed", "1"],
        "standings": ["standings", event],
        "evaluate": ["evaluate", str(docs / "example.itstable")],
        "score": ["score", str(docs / "examples" / "game-frostbyte.json")],
        "print sheet": ["print", "sheet", "scenario", "s16/supremacy", "--points", "300", "-o", str(folder / "s.pdf")],
        "print map": ["print", "map", "s16/supremacy", "--points", "300", "--layout", "fit", "-o", str(folder / "m.pdf")],
    }[name]


PROBE_ALL = """
import io, json, sys, contextlib
from its_desktop import cli
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = cli.main(sys.argv[1:])
print(json.dumps({"code": code, "loaded": sorted(m for m in %r if m in sys.modules), "out": out.getvalue()}))
""" % (EVERYTHING,)


@pytest.mark.parametrize("name", list(NEEDS))
def test_a_command_loads_only_the_libraries_it_needs(name, event, cache_home, tmp_path):
    """Each command of issue 28 in a fresh process, with the library (and the table ``mission`` shows) in
    the cache as after a first command: it imports none of the heavy libraries it does not need."""
    env = {**os.environ, "XDG_CACHE_HOME": str(cache_home)}
    run = subprocess.run([sys.executable, "-c", PROBE_ALL, *command(name, event, tmp_path)], capture_output=True,
                         text=True, timeout=120, env=env)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout.strip().splitlines()[-1])
    assert got["code"] == 0, got
    assert set(got["loaded"]) <= NEEDS[name], (name, sorted(set(got["loaded"]) - NEEDS[name]))
    if name.startswith("mission"):
        assert "Supremacy" in got["out"] and ("quadrant" in got["out"] or "Quadrant" in got["out"]), got["out"]


PROBE_TALLY = """
import json, sys
import its_desktop.domain.tally as tally
first = sorted(m for m in ("pydantic", "shapely", "numpy") if m in sys.modules)
from its_desktop.domain.tally import TallyModel
import its_desktop.domain.tally.model
model = sorted(m for m in ("shapely", "numpy") if m in sys.modules)
import its_desktop.domain.tally.fill
print(json.dumps({"first": first, "model_loads": model, "then": sorted(m for m in ("shapely", "numpy") if m in sys.modules),
                  "model": TallyModel is its_desktop.domain.tally.model.TallyModel,
                  "score": callable(tally.score) and tally.score.__module__ == "its_desktop.domain.tally.score"}))
"""


def test_the_tally_package_loads_the_geometry_only_for_what_needs_it():
    """Importing the tally (to read or score a record) loads neither pydantic nor the geometry; nor does the
    sheet's model (the window imports it before it is usable); scoring a table does (``fill`` evaluates tables),
    and ``tally.score`` stays the function."""
    run = subprocess.run([sys.executable, "-c", PROBE_TALLY], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    assert got == {"first": [], "model_loads": [], "then": ["numpy", "shapely"], "model": True, "score": True}


def test_a_command_without_a_cache_validates_and_keeps_it(tmp_path):
    """No cache yet (or one from other files): the command reads the library (the copy shipped with the package,
    else the files validated), resolves its table (the shipped one is only the first start's default), answers the
    same, and leaves the library and its table in the cache for the next command."""
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    args = [sys.executable, "-m", "its_desktop", "mission", "s16/frostbyte", "--points", "300", "--json"]
    first = subprocess.run(args, capture_output=True, text=True, timeout=120, env=env)
    assert first.returncode == 0, first.stderr
    folder = tmp_path / "its-desktop" / "ITS Table Assistant"
    assert (folder / "mission-library.pickle").is_file()
    assert [p.name for p in (folder / "resolved").iterdir()] == ["s16-frostbyte-300-en.pickle"]
    second = subprocess.run(args, capture_output=True, text=True, timeout=120, env=env)
    assert second.returncode == 0 and second.stdout == first.stdout


def test_the_probe_sees_heavy_imports():
    from its_desktop.domain.mission import catalog

    got = loaded("missions", "validate", str(catalog.maps_root() / "s16" / "supremacy.toml"))
    assert got["code"] == 0 and {"shapely", "numpy", "pydantic"} <= set(got["loaded"])


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
