"""The validated library and the default table shipped with the package (``domain/mission/shipped.py``): current
with the map files and the code (regenerate with ``python -m its_desktop.domain.mission.shipped``), read only under
the key the user's own cache would have, so any changed map file or changed code makes them a miss."""

from __future__ import annotations

import pickle
import shutil
import zlib
from pathlib import Path

import pytest

from its_desktop.domain.mission import catalog, library_cache, resolved_cache, shipped

STALE = "resources/library/ is stale: run python -m its_desktop.domain.mission.shipped"


@pytest.fixture
def whole_library(tmp_path) -> Path:
    """A copy of every map file (the shipped copy's key names them relative to the library's folder)."""
    root = tmp_path / "maps"
    shutil.copytree(catalog.maps_root(), root, ignore=shutil.ignore_patterns("__pycache__", "*.py", "*.json"))
    return root


def test_the_shipped_library_is_what_the_map_files_validate_to_now(tmp_path):
    from its_desktop.domain.mission.load import load_scenario, load_season

    root = catalog.maps_root()
    got = shipped.read(library_cache.digest(root))
    assert got is not None, STALE
    raw, (scenarios, seasons) = got
    assert {rel: pickle.loads(blob) for rel, blob in scenarios.items()} == {
        e.path.relative_to(root).as_posix(): load_scenario(e.path) for e in catalog.entries()}, STALE
    assert seasons == {sid: load_season(root / sid / catalog.SEASON_FILE) for sid in catalog.season_ids()}, STALE
    # Written into the user's cache as it is, it is that cache under the user's key.
    cache = tmp_path / "library.pickle"
    library_cache.write_raw(cache, raw)
    assert library_cache.read_keyed(cache, library_cache.digest(root)) == (scenarios, seasons)


@pytest.mark.parametrize("lang", resolved_cache.LANGUAGES)
def test_the_shipped_default_table_is_what_the_library_resolves_now(lang):
    from its_desktop.domain import i18n
    from its_desktop.domain.mission.resolve import resolve

    key = library_cache.digest(catalog.maps_root())
    mission_id, points = shipped.DEFAULT
    table = resolved_cache.read(shipped.folder(), key, mission_id, points, lang)
    assert table is not None, STALE
    sc = catalog.scenario(mission_id)
    with i18n.speaking(lang):
        fresh = resolve(sc, catalog.season(sc.season), points, mission_id)
    width, depth, zones, markers, params = table
    assert (width, depth, markers, params) == (fresh.width, fresh.depth, fresh.markers, fresh.params), STALE
    assert [z.to_json() for z in zones] == [z.to_json() for z in fresh.zones], STALE
    assert [z.__dict__.get("_spots") for z in zones] == [z.spots for z in fresh.zones], STALE


@pytest.mark.parametrize("change", ["edit", "add", "remove"])
def test_a_changed_map_file_makes_the_shipped_copies_a_miss(whole_library, change):
    key = library_cache.digest(whole_library)
    assert shipped.read(key) is not None  # the same files elsewhere: the same key
    supremacy = whole_library / "s16" / "supremacy.toml"
    if change == "edit":  # one byte of one file, same size
        supremacy.write_text(supremacy.read_text(encoding="utf-8").replace("300", "301", 1), encoding="utf-8")
    elif change == "add":
        shutil.copy(supremacy, whole_library / "s13" / "copy.toml")
    else:
        (whole_library / "s8" / "season.toml").unlink()
    changed = library_cache.digest(whole_library)
    assert shipped.read(changed) is None
    assert resolved_cache.read(shipped.folder(), changed, *shipped.DEFAULT, "en") is None


def test_changed_code_makes_the_shipped_copies_a_miss(monkeypatch):
    """A type's or the resolving code's source is in the keys: a copy made by other code is not read."""
    root = catalog.maps_root()
    real = library_cache.source_bytes
    monkeypatch.setattr(library_cache, "source_bytes",
                        lambda here, name: real(here, name) + (b"\n# changed" if name == "scenario.py" else b""))
    assert shipped.read(library_cache.digest(root)) is None
    monkeypatch.setattr(library_cache, "source_bytes",
                        lambda here, name: real(here, name) + (b"\n# changed" if name == "resolved.py" else b""))
    key = library_cache.digest(root)
    assert shipped.read(key) is not None
    assert resolved_cache.read(shipped.folder(), key, *shipped.DEFAULT, "en") is None


def test_a_torn_shipped_copy_is_only_a_miss(monkeypatch, tmp_path):
    key = library_cache.digest(catalog.maps_root())
    monkeypatch.setattr(shipped, "folder", lambda: tmp_path)
    assert shipped.read(key) is None  # none at all
    (tmp_path / shipped.LIBRARY).write_bytes(zlib.compress(b"not a pickle"))
    assert shipped.read(key) is None
    (tmp_path / shipped.LIBRARY).write_bytes(b"not compressed")
    assert shipped.read(key) is None
