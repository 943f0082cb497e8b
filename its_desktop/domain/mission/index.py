"""The library's index: what ``its-desktop missions list`` prints, without parsing every map file.

``maps/index.json`` holds each scenario's id, season, section, game sizes and name in every
language, each season's name in every language and game sizes, and a digest of the map files it was
made from. The window fills its pickers from it on a first start ever (``Library``), before the map
files are validated. Reading it costs a hash of the files;
parsing and checking them costs the models (pydantic) and the geometry. When the files no longer
match the digest (a map author's edit), the list is made from the files themselves, so it is never
stale; ``tests/test_mission_index.py`` keeps the shipped index current, and

    python -m its_desktop.domain.mission.index

writes it again. Only the standard library is imported here.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any, TypedDict, cast

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
    """The folder the map package was imported from (``package_data.folder``, written out here: this module
    imports only the standard library)."""
    import importlib

    return Path(str(importlib.import_module("its_desktop.maps").__file__)).parent


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


def _pack_place(path: Path) -> tuple[int, int]:
    """Where a scenario sits in its season's list, as the pack prints it: the season's ITS scenarios first (in the
    library's order), then the pack's later sections (Direct Action, a format, the Escalation League rounds) in
    the order of their first source line (League Round One before Two…, not by id or shown name)."""
    import tomllib  # here: its regular expressions cost every start's loader ~15 ms, and only the index's build parses

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0, 0  # a broken file keeps its place; the catalog reports it where it is used
    if data.get("section", "its") == "its":
        return 0, 0
    first = re.match(r"L(\d+)", str(data.get("source_lines", "")))
    return 1, int(first.group(1)) if first else 0


def pack_ordered(entries: tuple[Any, ...]) -> list[Any]:
    """``entries`` (``catalog.Entry``) season by season in the library's order, each season's list as its pack."""
    seasons: dict[str, int] = {}
    for e in entries:
        seasons.setdefault(e.season, len(seasons))  # the seasons keep the library's order
    return sorted(entries, key=lambda e: (seasons[e.season], *_pack_place(e.path)))


def build(root: Path | None = None) -> dict[str, object]:
    """The index made from the library itself (every file parsed and resolved)."""
    from . import catalog

    seasons = []
    for sid in catalog.season_ids():
        se = catalog.season(sid)
        seasons.append({"id": sid, "points": list(se.points), "name": {lang: se.name.get(lang) for lang in LANGUAGES}})
    missions = []
    for entry in pack_ordered(catalog.entries()):
        sc = catalog.scenario(entry.id)
        missions.append({"id": sc.id, "season": sc.season, "section": sc.section, "sizes": catalog.sizes(sc.id),
                         "name": {lang: sc.name.get(lang) for lang in LANGUAGES}})
    return {"digest": digest(root), "seasons": seasons, "missions": missions}


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


def _name(names: dict[str, str], lang: str | None) -> str:
    """A name as ``Localized.get`` gives it: in ``lang`` (default: the current language), else English; the
    hidden pseudo-locale wraps the English one."""
    from its_desktop.domain.i18n import PSEUDO, language, pseudo

    lang = lang or language()
    return pseudo(names["en"]) if lang == PSEUDO else names.get(lang) or names["en"]


class Library:
    """What the window's pickers show: the seasons and their scenarios, names in every language, game sizes.

    Read from the index while it matches the files (no map file parsed: the first start ever fills its
    pickers before validating the library), else made from the validated files."""

    def __init__(self, data: dict[str, object]) -> None:
        seasons = cast(list[dict[str, Any]], data["seasons"])
        missions = cast(list[dict[str, Any]], data["missions"])
        self._seasons = {s["id"]: s for s in seasons}
        self._missions = {m["id"]: m for m in missions}

    def season_ids(self) -> list[str]:
        return list(self._seasons)

    def season_name(self, season: str, lang: str | None = None) -> str:
        return _name(self._seasons[season]["name"], lang)

    def season_points(self, season: str) -> list[int]:
        return list(self._seasons[season]["points"])

    def scenario_ids(self, season: str | None = None) -> list[str]:
        """The season's scenarios (all, without one) in the library's order (``catalog.entries()``)."""
        return [mid for mid, m in self._missions.items() if season is None or m["season"] == season]

    def scenario_name(self, mission_id: str, lang: str | None = None) -> str:
        return _name(self._missions[mission_id]["name"], lang)

    def sizes(self, mission_id: str) -> list[int]:
        return list(self._missions[mission_id]["sizes"])


def indexed(root: Path | None = None) -> Library | None:
    """The library as the index holds it; None when the index does not match the files (then only the
    files themselves, validated, can say what is in it)."""
    data = _read(root or maps_root())
    return Library(data) if data is not None else None


class FromFiles(Library):
    """The same, read from the validated files one by one as they are shown (the index is stale: a map
    author's edit). A broken file is reported where it is used, as the catalog always has."""

    def __init__(self) -> None:
        from . import catalog

        self._catalog = catalog
        self._ordered: list[Any] | None = None

    def season_ids(self) -> list[str]:
        return self._catalog.season_ids()

    def season_name(self, season: str, lang: str | None = None) -> str:
        return self._catalog.season(season).name.get(lang)

    def season_points(self, season: str) -> list[int]:
        return list(self._catalog.season(season).points)

    def scenario_ids(self, season: str | None = None) -> list[str]:
        if self._ordered is None:
            self._ordered = pack_ordered(self._catalog.entries())
        return [e.id for e in self._ordered if season is None or e.season == season]

    def scenario_name(self, mission_id: str, lang: str | None = None) -> str:
        return self._catalog.scenario(mission_id).name.get(lang)

    def sizes(self, mission_id: str) -> list[int]:
        return self._catalog.sizes(mission_id)


def library(root: Path | None = None) -> Library:
    """The library's seasons and scenarios: from the index while it matches the files, else from the files."""
    return indexed(root) or FromFiles()


def write(root: Path | None = None) -> Path:
    root = root or maps_root()
    path = root / INDEX_FILE
    path.write_text(json.dumps(build(root), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


if __name__ == "__main__":
    print(write())
