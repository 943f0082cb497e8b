"""``maps/index.json`` (what ``missions list`` reads) matches the library: made again from every file,
it is the same, so a map edit without ``python -m its_desktop.domain.mission.index`` fails here."""

from __future__ import annotations

import json
import shutil

from its_desktop.domain.mission import catalog, index


def test_the_shipped_index_is_the_library():
    shipped = json.loads((index.maps_root() / index.INDEX_FILE).read_text(encoding="utf-8"))
    assert shipped == index.build(), "maps/index.json is stale: run python -m its_desktop.domain.mission.index"


def test_rows_are_what_the_catalog_says():
    rows = index.rows("fr")
    # every file, each season's list as its pack prints it (its later sections, such as the leagues, last)
    assert [r["id"] for r in rows] == [e.id for e in index.pack_ordered(catalog.entries())]
    assert sorted(r["id"] for r in rows) == sorted(e.id for e in catalog.entries())
    for r in rows:
        sc = catalog.scenario(r["id"])
        assert (r["name"], r["season"], r["section"], r["sizes"]) == (sc.name.get("fr"), sc.season, sc.section,
                                                                       catalog.sizes(sc.id))
    assert index.season_ids() == catalog.season_ids()
    assert {r["season"] for r in index.rows("en", "s8")} == {"s8"}


def test_an_edited_library_is_listed_from_its_files(tmp_path, monkeypatch):
    root = tmp_path / "maps"
    shutil.copytree(index.maps_root(), root)
    monkeypatch.setattr(index, "maps_root", lambda: root)
    assert index._read(root) is not None  # the copy matches its index
    path = root / "s16" / "supremacy.toml"
    path.write_text(path.read_text(encoding="utf-8") + "\n# an edit\n", encoding="utf-8")
    assert index._read(root) is None  # the digest no longer matches: the index is not used
    (root / index.INDEX_FILE).write_text(json.dumps({"digest": "stale", "missions": []}))
    assert len(index.rows("en")) == len(catalog.entries())  # made from the files instead
    (root / index.INDEX_FILE).write_text(json.dumps({"digest": index.digest(root), "missions": []}))
    assert index.rows("en") == []  # a matching index is what is read (not the files)
