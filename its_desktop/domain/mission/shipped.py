"""The validated library and the default table, shipped with the package for the first start ever.

A later start reads the library it validated once from the user's cache (``library_cache.py``) and the table it
opens from the resolved-table cache beside it (``resolved_cache.py``). A first start ever had neither: before the
window was usable it validated its table's scenario (pydantic) and resolved it (Shapely, NumPy), about 0.65 s of
CPU, and validated the other files after. The same two caches, made from the map files the package ships, are
in ``resources/library/``: the library (compressed: 0.4 MB instead of 1.6) and the default table (``DEFAULT``) in
each language. They are read under the very keys the user's caches are (every map file's contents, the source of
the types and of the resolving code, the version; for a table its language and catalog), so a changed map file
(a map author's edit) or changed code ignores them and the library is validated from its files as before.
Regenerate with ``python -m its_desktop.domain.mission.shipped`` (a test fails when they are stale).
"""

from __future__ import annotations

import pickle
import sys
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

from its_desktop.domain import package_data

from . import library_cache

if TYPE_CHECKING:
    from .library_cache import Packed

DEFAULT = ("s16/supremacy", 300)  # the table a first start opens (the window's default setting)
LIBRARY = "mission-library.pickle.zlib"


def folder() -> Path:
    """Where the shipped copies are (the resolved tables in its ``resolved/``, as in the user's cache folder)."""
    return package_data.folder("its_desktop.resources") / "library"


def key_sources() -> list[str]:
    """Every source file the shipped copies' keys read (the library's and the tables'), relative to the package
    (``domain/mission/common.py``, ``domain/expr.py``). A bundle that keeps only compiled code ships these as data
    beside its modules (``packaging/bundle_data.py``): its keys then read the same bytes, so its first start
    reads the shipped copies instead of validating and resolving (compiled code would make another key)."""
    import posixpath

    from . import resolved_cache

    here = "domain/mission"
    return [posixpath.normpath(posixpath.join(here, name))
            for name in (*library_cache._TYPES, *resolved_cache._SOURCES)]


def read(key: str) -> tuple[bytes, Packed] | None:
    """The shipped library when it was made under ``key``: the file as the user's cache holds it (so it can be
    written there as it is) and what it holds; None when it is missing, torn or made from other files or code."""
    try:
        raw = zlib.decompress((folder() / LIBRARY).read_bytes())
        stored_key, payload = pickle.loads(raw)
    except FileNotFoundError:
        return None
    except Exception as exc:  # noqa: BLE001 - a torn copy is only a miss: the files are validated instead
        library_cache._log().info("shipped mission library not used: %s", exc)
        return None
    return (raw, payload) if stored_key == key else None


def write(target: Path | None = None) -> list[Path]:
    """Validate every map file (no cache is read) and write the shipped copies into ``target`` (by default the
    package's own folder); the files written."""
    from its_desktop.domain import i18n

    from . import resolved_cache
    from .load import load_scenario, load_season
    from .resolve import resolve

    target = target or folder()
    root = package_data.folder("its_desktop.maps")  # what catalog.maps_root() reads (catalog imports this module)
    key = library_cache.digest(root)
    # As the catalog finds them: a season is a folder with a season.toml, its scenarios the other files there.
    season_files = sorted(root.glob("*/season.toml"))
    seasons = {path.parent.name: load_season(path) for path in season_files}
    scenarios = {path.relative_to(root).as_posix(): load_scenario(path)
                 for season_file in season_files for path in sorted(season_file.parent.glob("*.toml"))
                 if path != season_file}
    raw = pickle.dumps((key, library_cache.pack((scenarios, seasons))), protocol=pickle.HIGHEST_PROTOCOL)
    target.mkdir(parents=True, exist_ok=True)
    (target / LIBRARY).write_bytes(zlib.compress(raw, 9))
    written = [target / LIBRARY]
    mission_id, points = DEFAULT
    sc = scenarios[f"{mission_id}.toml"]
    for lang in resolved_cache.LANGUAGES:
        with i18n.speaking(lang):  # zone names are resolved in the table's language
            resolved_cache.write(target, key, mission_id, resolve(sc, seasons[sc.season], points, mission_id), lang)
        written.append(resolved_cache.file(target, mission_id, points, lang))
    return written


if __name__ == "__main__":
    print(*write(Path(sys.argv[1]) if len(sys.argv) > 1 else None), sep="\n")
