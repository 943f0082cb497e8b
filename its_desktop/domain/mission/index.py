"""The library's index: what ``its-desktop missions list`` prints, without parsing every map file.

``maps/index.json`` holds each scenario's id, season, section, game sizes and name in every
language, and a digest of the map files it was made from. Reading it costs a hash of the files;
parsing and checking them costs the models (pydantic) and the geometry. When the files no longer
match the digest (a map author's edit), the list is made from the files themselves, so it is never
stale; ``tests/test_mission_index.py`` keeps the shipped index current, and

    python -m its_desktop.domain.mission.index

writes it again. Only the standard library is imported here.
"""

from __future__ import annotations

import hashlib
import json
from importlib import resources
from pathlib import Path
from typing import Any, TypedDict

INDEX_FILE = "index.json"
SEASON_FILE = "season.toml"
LANGUAGES = ("en", "fr", "es")


class Row(TypedDict):
    id: str
    name: str
    season: str
    section: str | None
    sizes: list[int]


def maps_root() -> Path:
    return Path(str(resources.files("its_desktop.maps")))


def _season_dirs(root: Path) -> list[Path]:
    return sorted(p for p in root.iterdir() if p.is_dir() and (p / SEASON_FILE).exists())


def season_ids(root: Path | None = None) -> list[str]:
    """The library's seasons, newest first (as ``catalog.season_ids``)."""
    return sorted((p.name for p in _season_dirs(root or maps_root())), key=lambda s: -int(s[1:]))


def digest(root: Path | None = None) -> str:
    """A hash of every season and scenario file of the library, with their names."""
    root = root or maps_root()
    h = hashlib.sha256()
    for season_dir in _season_dirs(root):
        for path in sorted(season_dir.glob("*.toml")):
            h.update(f"{season_dir.name}/{path.name}".encode())
            h.update(b"\0")
            h.update(path.read_bytes())
            h.update(b"\0")
    return h.hexdigest()


def build(root: Path | None = None) -> dict[str, object]:
    """The index made from the library itself (every file parsed and resolved)."""
    from . import catalog

    missions = []
    for entry in catalog.entries():
        sc = catalog.scenario(entry.id)
        missions.append({"id": sc.id, "season": sc.season, "section": sc.section, "sizes": catalog.sizes(sc.id),
                         "name": {lang: sc.name.get(lang) for lang in LANGUAGES}})
    return {"digest": digest(root), "missions": missions}


def _read(root: Path) -> dict[str, object] | None:
    try:
        data = json.loads((root / INDEX_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("digest") == digest(root) else None


def rows(lang: str, season: str | None = None) -> list[Row]:
    """The library's scenarios as ``missions list`` shows them: from the index while it matches the
    files, else from the files."""
    root = maps_root()
    data = _read(root) or build(root)
    missions = data["missions"]
    assert isinstance(missions, list)
    from its_desktop.domain.i18n import PSEUDO, pseudo

    def name(m: dict[str, Any]) -> str:  # the hidden pseudo-locale wraps the packs' names as the catalog does
        return pseudo(m["name"]["en"]) if lang == PSEUDO else m["name"].get(lang) or m["name"]["en"]
    return [Row(id=m["id"], name=name(m), season=m["season"],
                section=m["section"], sizes=list(m["sizes"]))
            for m in missions if season is None or m["season"] == season]


def write(root: Path | None = None) -> Path:
    root = root or maps_root()
    path = root / INDEX_FILE
    path.write_text(json.dumps(build(root), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


if __name__ == "__main__":
    print(write())
