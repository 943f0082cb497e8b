"""The validated mission library kept between starts, keyed by a digest of every map file.

Reading the 28 scenario files and their seasons means parsing TOML and validating it into the pydantic
models: about 0.7 s of CPU on every start for a library that changes only with a new version or a map
author's edit. The validated models are pickled once; a later start reads them back in a tenth of that.
The key is the contents of every ``*.toml`` under the library (name, size and CRC-32: contents, not file
times, so a copy or reinstall keeps it, and any edit, added or removed file ignores it), the package's
version and pydantic's (a pickle holds the models' internals). A cache that does not match, cannot be read
or does not unpickle is ignored and rewritten; it holds only what the library's own files validated to.
"""

from __future__ import annotations

import logging
import os
import pickle
import sys
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .scenario import Scenario
    from .season import Season

FORMAT = 3  # 2: zones and positions carry short names; 3: markers carry their name's gender
log = logging.getLogger(__name__)

Models = tuple[dict[str, "Scenario"], dict[str, "Season"]]  # by file path relative to the root; by season id


def digest(root: Path) -> str:
    """The key of the library under ``root``: every map file's relative name, size and CRC-32."""
    from pydantic import VERSION as PYDANTIC

    from its_desktop import __version__

    parts = [f"v{FORMAT}", __version__, PYDANTIC, sys.version.split()[0]]
    for path in sorted(root.rglob("*.toml")):
        raw = path.read_bytes()
        parts.append(f"{path.relative_to(root).as_posix()}:{len(raw)}:{zlib.crc32(raw):08x}")
    return "\n".join(parts)


def read(root: Path, cache_file: Path) -> Models | None:
    """The cached models of the library under ``root``; None when there is no cache or it was made from
    other files (or another version)."""
    try:
        key = digest(root)
        with cache_file.open("rb") as f:
            stored_key, models = pickle.load(f)
    except FileNotFoundError:
        return None
    except Exception as exc:  # noqa: BLE001 - a torn or foreign file is only a cache miss
        log.info("mission library cache %s not used: %s", cache_file, exc)
        return None
    if stored_key != key:
        return None
    return models  # type: ignore[no-any-return]


def write(root: Path, cache_file: Path, models: Models) -> None:
    """Store ``models`` for the library under ``root``: written beside and renamed over, so a reader never
    sees half a file; a failure (a read-only folder) only costs the next start its speed."""
    if cache_file.is_symlink() or (cache_file.exists() and not cache_file.is_file()):
        log.info("mission library cache %s not written: not a regular file", cache_file)
        return
    try:
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        # This process's own temporary name: two windows (or test workers) writing at once never share one.
        tmp = cache_file.with_name(f"{cache_file.name}.{os.getpid()}.tmp")
        with tmp.open("wb") as f:
            pickle.dump((digest(root), models), f, protocol=pickle.HIGHEST_PROTOCOL)
        tmp.replace(cache_file)
    except OSError as exc:
        log.info("mission library cache %s not written: %s", cache_file, exc)
