"""The validated mission library kept between starts: used only when made from the very same map files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from its_desktop.domain.mission import catalog, library_cache


@pytest.fixture
def library(tmp_path) -> Path:
    """A copy of the shipped library (two seasons are enough to change files in)."""
    root = tmp_path / "maps"
    for season in ("s16", "s13"):
        shutil.copytree(catalog.maps_root() / season, root / season)
    return root


def models_of(root: Path) -> library_cache.Models:
    from its_desktop.domain.mission.load import load_scenario, load_season

    scenarios = {p.relative_to(root).as_posix(): load_scenario(p) for p in sorted(root.rglob("*.toml"))
                 if p.name != "season.toml"}
    seasons = {p.parent.name: load_season(p) for p in sorted(root.rglob("season.toml"))}
    return scenarios, seasons


def test_the_cache_gives_back_the_validated_models(library, tmp_path):
    cache = tmp_path / "cache" / "library.pickle"
    models = models_of(library)
    library_cache.write(library, cache, models)
    assert library_cache.read(library, cache) == models


@pytest.mark.parametrize("change", ["edit", "add", "remove", "rename"])
def test_the_cache_is_ignored_when_any_map_file_changes(library, tmp_path, change):
    cache = tmp_path / "library.pickle"
    library_cache.write(library, cache, models_of(library))
    supremacy = library / "s16" / "supremacy.toml"
    if change == "edit":  # one byte of one file, same size
        text = supremacy.read_text(encoding="utf-8")
        supremacy.write_text(text.replace("300", "301", 1), encoding="utf-8")
    elif change == "add":
        shutil.copy(supremacy, library / "s13" / "copy.toml")
    elif change == "remove":
        (library / "s13" / "season.toml").unlink()
    else:
        supremacy.rename(library / "s16" / "supremacy2.toml")
    assert library_cache.read(library, cache) is None


def test_a_torn_or_foreign_cache_is_a_miss(library, tmp_path):
    cache = tmp_path / "library.pickle"
    cache.write_bytes(b"not a pickle")
    assert library_cache.read(library, cache) is None
    assert library_cache.read(library, tmp_path / "none.pickle") is None


def test_the_cache_replaces_only_a_regular_file(library, tmp_path):
    target = tmp_path / "elsewhere.txt"
    target.write_text("keep", encoding="utf-8")
    link = tmp_path / "library.pickle"
    link.symlink_to(target)
    library_cache.write(library, link, models_of(library))
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "keep"


def test_preload_writes_the_cache_then_reads_it(tmp_path):
    cache = tmp_path / "library.pickle"
    catalog.preload(cache)
    assert cache.is_file()
    assert catalog.preload(cache) is True
    assert catalog.scenario("s16/supremacy").name.en == "Supremacy"


def test_a_library_already_in_memory_is_not_read_again(tmp_path):
    """A second window in the same process: nothing to unpickle (the file is not even opened)."""
    catalog.preload(None)  # everything in memory
    cache = tmp_path / "library.pickle"
    cache.write_bytes(b"not a pickle")  # would be a miss, then rewritten, if it were read
    assert catalog.preload(cache) is True
    assert cache.read_bytes() == b"not a pickle"


def test_a_resolved_table_reads_back_the_same_without_shapely(tmp_path):
    """``mission`` reads a table it resolved before: the same zones (coordinates, bounds, names) and markers,
    the Shapely geometry built only when something asks for it."""
    from its_desktop.domain import i18n
    from its_desktop.domain.mission import resolved_cache

    catalog.preload(tmp_path / "library.pickle")
    key = catalog._library_key
    assert key is not None
    with i18n.speaking("en"):
        fresh = catalog.mission("s16/supremacy", 300)
        resolved_cache.write(tmp_path, key, "s16/supremacy", fresh, "en")
    width, depth, zones, markers, params = resolved_cache.read(tmp_path, key, "s16/supremacy", 300, "en")
    assert (width, depth, markers, params) == (fresh.width, fresh.depth, fresh.markers, fresh.params)
    assert all("_geometry" not in z.__dict__ for z in zones)  # nothing built yet
    assert [z.to_json() for z in zones] == [z.to_json() for z in fresh.zones]
    assert [z.bounds for z in zones] == [z.geometry.bounds for z in fresh.zones]
    assert all(a.geometry.equals_exact(b.geometry, 0) for a, b in zip(zones, fresh.zones))
    # Another library (any map file changed: another digest) or another language: not this table.
    assert resolved_cache.read(tmp_path, key + "x", "s16/supremacy", 300, "en") is None
    assert resolved_cache.read(tmp_path, key, "s16/supremacy", 300, "fr") is None


def test_the_commands_keep_their_tables_under_the_library_they_read(tmp_path):
    """With ``keep_tables`` the first look-up resolves and writes the table, the next reads it back."""
    from its_desktop.domain import i18n
    from its_desktop.domain.mission import resolved_cache

    catalog.preload(tmp_path / "library.pickle")
    catalog.keep_tables(tmp_path)
    try:
        with i18n.speaking("fr"):
            first = catalog.mission("s13/rescue", 300)
            second = catalog.mission("s13/rescue", 300)
    finally:
        catalog.keep_tables(None)
    assert resolved_cache.file(tmp_path, "s13/rescue", 300, "fr").is_file()
    assert "_geometry" in first.zones[0].__dict__ and "_geometry" not in second.zones[0].__dict__
    assert second.to_json("fr") == first.to_json("fr") and second.zones[0].name == "Zone de Déploiement A"


def _settled(root: Path, monkeypatch) -> None:
    """Every map file last modified long ago, and the clock read well after their change times."""
    import os
    import time

    old = time.time() - 3600
    for path in root.rglob("*.toml"):
        os.utime(path, (old, old))
    monkeypatch.setattr(library_cache, "_now_ns", lambda: time.time_ns() + 2 * library_cache.SETTLED_NS)


@pytest.mark.parametrize("change", ["edit", "add", "remove", "rename", "none"])
def test_the_stamp_stands_for_the_digest_only_while_no_map_file_changes(library, tmp_path, monkeypatch, change):
    """A later command reads the key from the stamp beside the cache (no map file read); any change to the
    files is a new stamp, so the contents are digested again and the cache is a miss."""
    _settled(library, monkeypatch)
    cache = tmp_path / "library.pickle"
    models: library_cache.Models = ({}, {})  # the key is what is tested: any payload will do
    library_cache.write(library, cache, models)
    assert (tmp_path / ("library.pickle" + library_cache.STAMP_SUFFIX)).is_file()
    digested: list[Path] = []
    real_digest = library_cache.digest
    monkeypatch.setattr(library_cache, "digest", lambda root: digested.append(root) or real_digest(root))
    supremacy = library / "s16" / "supremacy.toml"
    if change == "edit":  # one byte of one file, same size
        supremacy.write_text(supremacy.read_text(encoding="utf-8").replace("300", "301", 1), encoding="utf-8")
    elif change == "add":
        shutil.copy(supremacy, library / "s13" / "copy.toml")
    elif change == "remove":
        (library / "s13" / "season.toml").unlink()
    elif change == "rename":
        supremacy.rename(library / "s16" / "supremacy2.toml")
    if change == "none":
        assert library_cache.read(library, cache) == models
        assert digested == []
    else:
        assert library_cache.read(library, cache) is None
        assert digested == [library]


def test_a_library_changed_just_now_is_digested_from_its_contents(library, tmp_path, monkeypatch):
    """File times tick coarsely: a file written in the same tick as the stamp could keep its times, so a
    library changed in the last moments gets no stamp and every read digests the contents."""
    cache = tmp_path / "library.pickle"
    library_cache.write(library, cache, ({}, {}))  # the copy's files were all written just now
    assert not (tmp_path / ("library.pickle" + library_cache.STAMP_SUFFIX)).exists()
    supremacy = library / "s16" / "supremacy.toml"
    supremacy.write_text(supremacy.read_text(encoding="utf-8").replace("300", "301", 1), encoding="utf-8")
    assert library_cache.read(library, cache) is None


def test_a_torn_stamp_is_only_a_miss(library, tmp_path, monkeypatch):
    _settled(library, monkeypatch)
    cache = tmp_path / "library.pickle"
    models: library_cache.Models = ({}, {})  # the key is what is tested: any payload will do
    library_cache.write(library, cache, models)
    (tmp_path / ("library.pickle" + library_cache.STAMP_SUFFIX)).write_bytes(b"torn")
    assert library_cache.read(library, cache) == models


def test_a_cached_table_keeps_its_label_spots_and_is_ignored_when_a_map_file_or_its_code_changes(library, tmp_path,
                                                                                             monkeypatch):
    """The window draws and labels its first table from the resolved-table cache without Shapely: each zone keeps
    the spots its label may go to. A table whose scenario file changed, or resolved under other code (the spots
    are found in ``resolved.py``), is not read back."""
    from its_desktop.domain import i18n
    from its_desktop.domain.mission import resolved_cache

    key = library_cache.digest(library)
    with i18n.speaking("en"):
        fresh = catalog.mission("s16/supremacy", 300)
        resolved_cache.write(tmp_path, key, "s16/supremacy", fresh, "en")
    table = resolved_cache.read(tmp_path, key, "s16/supremacy", 300, "en")
    assert table is not None
    zones = table[2]
    assert [z.__dict__.get("_spots") for z in zones] == [z.spots for z in fresh.zones]  # kept, not found again
    assert all("_geometry" not in z.__dict__ for z in zones)

    supremacy = library / "s16" / "supremacy.toml"
    supremacy.write_text(supremacy.read_text(encoding="utf-8").replace("300", "301", 1), encoding="utf-8")
    assert resolved_cache.read(tmp_path, library_cache.digest(library), "s16/supremacy", 300, "en") is None

    real = library_cache.source_bytes
    monkeypatch.setattr(library_cache, "source_bytes",
                        lambda here, name: real(here, name) + (b"\n# changed" if name == "resolved.py" else b""))
    assert resolved_cache.read(tmp_path, key, "s16/supremacy", 300, "en") is None
