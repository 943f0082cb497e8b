"""Each table a command resolved, kept beside the library cache: a scenario at one size, in one language.

Resolving a table means Shapely (circles, zones around others, holes) and NumPy with it: about half of what
``mission`` costs. The zones pickle as plain coordinates (``resolved.ResolvedZone``), so a table read back
needs neither, until something evaluates it; each zone keeps its label spots too, so the window draws and labels a
cached table without them. The key: the library's own (the digest its models were read or
validated under: any map file, the types, the version), the language (zone names are resolved in it) and
its catalog, and the source of the code that computes the geometry. One file per table, rewritten when its
key no longer matches.
"""

from __future__ import annotations

import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from its_desktop.domain import package_data

from . import library_cache

if TYPE_CHECKING:
    from .resolved import ResolvedMarker, ResolvedMission, ResolvedZone

FOLDER = "resolved"
# The modules that turn a scenario into a table: a change to one of them changes what is cached.
_SOURCES = ("resolve.py", "resolved.py", "../expr.py", "../bounds.py")
LANGUAGES = ("en", "fr", "es")  # the pseudo-locale is never cached

Table = tuple[float, float, "list[ResolvedZone]", "list[ResolvedMarker]", dict[str, float]]


def _crc(raw: bytes) -> str:
    return f"{zlib.crc32(raw):08x}"


def key(library_key: str, lang: str) -> str:
    here = Path(__file__).parent
    parts = [library_key, lang] + [f"{name}:{_crc(library_cache.source_bytes(here, name))}" for name in _SOURCES]
    po = package_data.folder("its_desktop.resources") / "locale" / f"{lang}.po"
    parts.append(f"{lang}.po:{_crc(po.read_bytes()) if po.is_file() else '-'}")
    return "\n".join(parts)


def file(folder: Path, mission_id: str, points: int, lang: str) -> Path:
    return folder / FOLDER / f"{mission_id.replace('/', '-')}-{points}-{lang}.pickle"


def read(folder: Path, library_key: str, mission_id: str, points: int, lang: str) -> Table | None:
    """The table as it was resolved under the same key; None when there is none."""
    got: Any = library_cache.read_keyed(file(folder, mission_id, points, lang), key(library_key, lang))
    return got if isinstance(got, tuple) and len(got) == 5 else None


def write(folder: Path, library_key: str, mission_id: str, mission: ResolvedMission, lang: str) -> None:
    for zone in mission.zones:
        zone.spots  # noqa: B018 - worked out now (Shapely is loaded): a table read back places labels without it
    table = (mission.width, mission.depth, mission.zones, mission.markers, mission.params)
    library_cache.write_keyed(file(folder, mission_id, mission.points, lang), key(library_key, lang), table)
