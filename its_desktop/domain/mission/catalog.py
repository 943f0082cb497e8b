"""The mission library: every season and scenario file shipped in ``its_desktop.maps``.

Files are validated (pydantic, ``load.py``) only when they are read: a library read back from its cache
(``preload``, ``from_cache``) imports no pydantic.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from its_desktop.domain import i18n, package_data
from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _

from . import resolved_cache
from .errors import MissionError, MissionErrors, UnknownMission
from .scenario import scenario_sizes

if TYPE_CHECKING:
    from .resolved import ResolvedMission
    from .scenario import Scenario
    from .season import Season

# .resolve (Shapely, NumPy) is imported where a table is resolved: reading a season's tournament
# rules (pair, standings) needs no geometry.

SEASON_FILE = "season.toml"


def _log() -> Any:
    """This module's logger, imported when something is logged: ``logging`` is not on a command's way."""
    import logging

    return logging.getLogger(__name__)


def maps_root() -> Path:
    return package_data.folder("its_desktop.maps")


@dataclass(frozen=True)
class Entry:
    id: str
    season: str
    path: Path


@lru_cache(maxsize=1)
def entries() -> tuple[Entry, ...]:
    """Scenario files of the library, found by name (``maps/<season>/<name>.toml``) without parsing them."""
    out = []
    for season_dir in sorted(p for p in maps_root().iterdir() if p.is_dir() and (p / SEASON_FILE).exists()):
        for path in sorted(season_dir.glob("*.toml")):
            if path.name != SEASON_FILE:
                out.append(Entry(f"{season_dir.name}/{path.stem}", season_dir.name, path))
    return tuple(out)


def sizes(mission_id: str) -> list[int]:
    """The game sizes a library scenario is played at."""
    sc = scenario(mission_id)
    return scenario_sizes(sc, season(sc.season))


def season_ids() -> list[str]:
    return list(_season_ids())


@lru_cache(maxsize=1)
def _season_ids() -> tuple[str, ...]:
    return tuple(sorted({e.season for e in entries()} | {p.name for p in maps_root().iterdir()
                                                          if (p / SEASON_FILE).exists()}, key=lambda s: -int(s[1:])))


def shown(value: object, limit: int = 40) -> str:
    """An id as an error quotes it: repr, cut to ``limit`` characters (a 300-character id stays one short line)."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def season(season_id: str) -> Season:
    """A season of the library by its id; the id is looked up among the library's seasons, never used as a path
    (``../../elsewhere`` is an unknown season, not a file outside ``maps/``)."""
    if not isinstance(season_id, str) or season_id not in _season_ids():
        raise UnknownMission(_("unknown season {season}; known: {known}").format(season=shown(season_id),
                                                                                   known=", ".join(season_ids())))
    return _season(season_id)


_seasons: dict[str, Season] = {}
_scenarios: dict[Path, Scenario] = {}
# Scenarios read back from the cache but not yet unpickled (a command needs one of the 28).
_packed: dict[Path, bytes] = {}
# The digest the whole library in memory was read or validated under (None: read file by file), and the folder
# where resolved tables are kept (``keep_tables``; None: every table is resolved, as the window does).
_library_key: str | None = None
_tables: Path | None = None


def _season(season_id: str) -> Season:
    if (se := _seasons.get(season_id)) is None:
        from .load import load_season

        # setdefault: the window's loader thread and its GUI thread may both read a file; one model is kept.
        se = _seasons.setdefault(season_id, load_season(maps_root() / season_id / SEASON_FILE))
    return se


def season_name(season_id: str) -> str:
    """A season as a reader names it ("ITS Saison 16"), in the current language; the id when it is no season of
    the library (a line saying which season stays a line)."""
    try:
        return season(season_id).name.get()
    except (UnknownMission, LookupError, InputError):
        return season_id


def scenario_named(mission_id: str) -> str:
    """A scenario as the command line names it: its name in the current language and the id a command takes
    ("Suprématie (s16/supremacy)"); the id alone when the library has no such scenario."""
    try:
        return f"{scenario(mission_id).name.get()} ({mission_id})"
    except (UnknownMission, LookupError, InputError):
        return mission_id


def scenario(mission_id: str) -> Scenario:
    """A scenario of the library by its id (``s16/supremacy``), looked up among the library's files."""
    if isinstance(mission_id, str):
        for e in entries():
            if e.id == mission_id:
                return _scenario(e.path)
    from .suggest import unknown_mission

    raise UnknownMission(unknown_mission(mission_id, [e.id for e in entries()]))


def _scenario(path: Path) -> Scenario:
    if (sc := _scenarios.get(path)) is None:
        if (blob := _packed.get(path)) is not None:
            import pickle

            return _scenarios.setdefault(path, pickle.loads(blob))
        from .load import load_scenario

        sc = _scenarios.setdefault(path, load_scenario(path))
    return sc


def preload(cache_file: Path | None = None) -> bool:
    """Every season and scenario of the library read and validated now (the window does it off its thread,
    so that later look-ups cost nothing): from ``cache_file`` when it was made from these very files, else
    from the files, and then written to it. True when the cache was used."""
    root = maps_root()
    if loaded():
        # Already in memory (a second window in this process): the cache file is only written if missing.
        if cache_file is None or cache_file.is_file():
            return True
        _write_cache(root, cache_file)
        return False
    if from_cache(cache_file):
        return True
    try:
        for sid in season_ids():
            season(sid)
        for e in entries():
            _scenario(e.path)
    except (MissionErrors, UnknownMission) as exc:
        # A broken library is reported where it is used (the same lines); it is never cached.
        _log().warning("the mission library is not cached: %s", exc)
        return False
    if cache_file is not None:
        _write_cache(root, cache_file)
    return False


def loaded() -> bool:
    """Every season and scenario of the library is validated and in memory."""
    return all(sid in _seasons for sid in season_ids()) and all(e.path in _scenarios or e.path in _packed
                                                                for e in entries())


def from_cache(cache_file: Path | None) -> bool:
    """The whole library read back from ``cache_file`` when it was made from these very files (True), or
    already in memory; False when it still has to be validated from the files."""
    from . import library_cache

    if loaded():
        return True
    root = maps_root()
    if cache_file is None:
        return False
    key = library_cache.key_of(root, cache_file)
    cached = library_cache.read_keyed(cache_file, key)
    if cached is None:
        # The first start ever (or the first after an upgrade): the copy shipped with the package, made from these
        # very files (shipped.py), becomes the user's cache as it is; a changed map file makes it a miss too.
        from . import shipped

        if (copy := shipped.read(key)) is None:
            return False
        raw, cached = copy
        library_cache.write_raw(cache_file, raw)
    global _library_key
    _library_key = key
    scenarios, seasons = cached
    for rel, blob in scenarios.items():
        _packed.setdefault(root / rel, blob)
    for sid, se in seasons.items():
        _seasons.setdefault(sid, se)
    return True


def _write_cache(root: Path, cache_file: Path) -> None:
    from . import library_cache

    global _library_key
    key = library_cache.key_of(root, cache_file)
    scenarios = {str(e.path.relative_to(root)): _scenario(e.path) for e in entries()}
    library_cache.write_keyed(cache_file, key, library_cache.pack((scenarios, {sid: _seasons[sid] for sid in season_ids()})))
    _library_key = key


def keep_tables(folder: Path | None) -> None:
    """Keep each table :func:`mission` resolves in ``folder`` (``resolved_cache.py``), and read it back from
    there: the commands do, so that ``mission`` needs no Shapely once a table was resolved."""
    global _tables
    _tables = folder


def mission(mission_id: str, points: int) -> ResolvedMission:
    from .resolved import ResolvedMission

    sc = scenario(mission_id)
    se = season(sc.season)
    allowed = scenario_sizes(sc, se)
    if points not in allowed:
        sizes = ", ".join(str(p) for p in allowed)
        where = se.id if sc.sizes is None else mission_id
        reason = _("{points} is not a game size of {where} ({sizes})").format(points=points, where=where,
                                                                                sizes=sizes)
        raise UnknownMission(_("{id}: --points: {reason}").format(id=mission_id, reason=reason), field="points",
                             reason=reason)
    folder, key, lang = _tables, _library_key, i18n.language()
    if folder is None or key is None or lang not in resolved_cache.LANGUAGES:
        from .resolve import resolve

        return resolve(sc, se, points, mission_id)
    table = resolved_cache.read(folder, key, mission_id, points, lang)
    if table is None:  # the first start's table ships with the package, under the same key (shipped.py)
        from . import shipped

        table = resolved_cache.read(shipped.folder(), key, mission_id, points, lang)
    if table is not None:
        return ResolvedMission(sc, se, points, *table)
    from .resolve import resolve

    resolved = resolve(sc, se, points, mission_id)
    resolved_cache.write(folder, key, mission_id, resolved, lang)
    return resolved


def validate_paths(paths: list[Path]) -> list[MissionError]:
    """Every error in every file; season files are found beside each scenario, else in the library."""
    from .load import load_scenario_text, load_season, load_season_text, read_map_text
    from .resolve import check

    errors: list[MissionError] = []
    files: list[Path] = []
    for p in paths:
        files.extend(sorted(p.rglob("*.toml")) if p.is_dir() else [p])
    seasons: dict[Path, Season | None] = {}
    for path in files:
        try:
            text = read_map_text(path)
            if path.name == SEASON_FILE:
                seasons[path] = load_season_text(text, str(path))
                continue
            sc = load_scenario_text(text, str(path))
        except MissionErrors as exc:
            errors.extend(exc.errors)
            continue
        season_path = path.parent / SEASON_FILE
        se: Season | None
        try:
            se = load_season(season_path) if season_path.exists() else season(sc.season)
        except MissionErrors:
            se = None  # its own errors are reported when the season file itself is checked
        except UnknownMission as exc:
            errors.append(MissionError(str(path), "season", str(exc)))
            continue
        if se is not None:
            errors.extend(check(sc, se, str(path)))
    return errors


def missing_translations(paths: list[Path]) -> list[tuple[str, str, str]]:
    """``(file, field, lang)`` for every name or note without its French or Spanish text: a warning,
    English is shown instead."""
    from .common import Localized
    from .frozen import Frozen
    from .load import load_scenario_text, load_season_text, read_map_text

    out: list[tuple[str, str, str]] = []

    def walk(value: object, field: str, file: str) -> None:
        if isinstance(value, Localized):
            out.extend((file, field, lang) for lang in value.missing())
        elif isinstance(value, Frozen):
            for spec in value.__specs__:
                walk(getattr(value, spec.name), f"{field}.{spec.name}" if field else spec.name, file)
        elif isinstance(value, (list, tuple)):
            for i, item in enumerate(value):
                key = getattr(item, "id", None)
                walk(item, f"{field}[{key if isinstance(key, str) else i}]", file)
        elif isinstance(value, dict):
            for k, item in value.items():
                walk(item, f"{field}.{k}", file)

    for p in paths:
        for path in sorted(p.rglob("*.toml")) if p.is_dir() else [p]:
            try:
                text = read_map_text(path)  # the input boundary: no devices, pipes or huge files
                model = (load_season_text if path.name == SEASON_FILE else load_scenario_text)(text, str(path))
            except MissionErrors:
                continue  # reported as errors
            walk(model, "", str(path))
    return out


def missing_short_names(paths: list[Path]) -> list[tuple[str, str]]:
    """``(file, field)`` for every zone without a short name: a warning, its long name is shown instead."""
    from .load import load_scenario_text, read_map_text

    out: list[tuple[str, str]] = []
    for p in paths:
        for path in sorted(p.rglob("*.toml")) if p.is_dir() else [p]:
            if path.name == SEASON_FILE:
                continue
            try:
                model = load_scenario_text(read_map_text(path), str(path))
            except MissionErrors:
                continue  # reported as errors
            out += [(str(path), f"zones[{z.id}].short") for z in model.zones if z.short is None]
    return out


def library_files() -> list[Path]:
    root = maps_root()
    return sorted(root.rglob("*.toml"))


__all__ = ["Entry", "entries", "mission", "scenario", "season", "season_ids", "validate_paths"]
