"""The validated mission library kept between starts, keyed by a digest of every map file.

Reading the 28 scenario files and their seasons means parsing TOML and validating it with the pydantic
models: about 0.7 s of CPU for a library that changes only with a new version or a map author's edit.
What they validated to, the runtime types (plain dataclasses), is pickled once; the window's later starts
and every command read it back without importing pydantic at all.
The key is the contents of every ``*.toml`` under the library (name, size and CRC-32: contents, not file
times, so a copy or reinstall keeps it, and any edit, added or removed file ignores it), the package's
version, and the source of the modules that define and check the types (a pickle holds their fields: a
changed field or check ignores it, even in a developer's tree). Not the Python version: the records are plain
classes pickled with protocol 5, which every Python the package supports reads the same, so the copy made when
the package is built (``shipped.py``: the first start ever) stands for any interpreter it is installed on. A cache that does not match, cannot be read
or does not unpickle is ignored and rewritten; it holds only what the library's own files validated to.

Where the commands keep it: the window's cache folder (Qt's ``CacheLocation``, written out in
:func:`default_file` so that a command needs no Qt), so the window and the commands share one file.
"""

from __future__ import annotations

import os
import pickle
import sys
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .scenario import Scenario
    from .season import Season

# 2: zones and positions carry short names; 3: runtime records, not pydantic models; 4: each scenario pickled
# on its own inside the file, so a command unpickles only the one it reads (the seasons are small: all of them).
# 5: markers carry their name's gender (French and Spanish state words agree with it); 6: no Python version in the
# key (a cache shipped with the package is read on any supported Python).
FORMAT = 6
# The modules whose source is part of the key: the runtime types and the file models that check them.
_TYPES = ("common.py", "season.py", "scenario.py", "objectives.py", "fileformat/common.py",
          "fileformat/season.py", "fileformat/scenario.py", "fileformat/objectives.py",
          "fileformat/convert.py", "load.py")
CACHE_NAME = "mission-library.pickle"
# The window's QCoreApplication names (app.py): Qt's cache folder is built from them.
ORGANIZATION, APPLICATION = "its-desktop", "ITS Table Assistant"


def _log() -> Any:
    """This module's logger, imported when something is logged: ``logging`` is not on a command's way."""
    import logging

    return logging.getLogger(__name__)

Models = tuple[dict[str, "Scenario"], dict[str, "Season"]]  # by file path relative to the root; by season id
Packed = tuple[dict[str, bytes], dict[str, "Season"]]  # as stored: each scenario pickled on its own


def source_bytes(here: Path, name: str) -> bytes:
    """A module of this package (``common.py``, ``../expr.py``) as bytes for a cache key: its source, or, where
    no source is shipped, its compiled code (the PyInstaller bundle keeps only compiled code, but ships the sources
    the keys read as data, ``shipped.key_sources``, so that its keys are the shipped copies')."""
    try:
        return (here / name).read_bytes()
    except OSError:
        import importlib.util
        import marshal

        module = __package__ or "its_desktop.domain.mission"
        for part in name.removesuffix(".py").split("/"):
            module = module.rsplit(".", 1)[0] if part == ".." else f"{module}.{part}"
        spec = importlib.util.find_spec(module)
        loader = spec.loader if spec is not None else None
        code = loader.get_code(module) if loader is not None and hasattr(loader, "get_code") else None
        return marshal.dumps(code) if code is not None else module.encode()


def digest(root: Path) -> str:
    """The key of the library under ``root``: every map file's relative name, size and CRC-32."""
    from its_desktop import __version__

    parts = [f"v{FORMAT}", __version__]
    here = Path(__file__).parent
    for name in _TYPES:
        parts.append(f"{name}:{zlib.crc32(source_bytes(here, name)):08x}")
    for path in sorted(root.rglob("*.toml")):
        raw = path.read_bytes()
        parts.append(f"{path.relative_to(root).as_posix()}:{len(raw)}:{zlib.crc32(raw):08x}")
    return "\n".join(parts)


STAMP_SUFFIX = ".stamp"
# A file changed within this long of a stamp being written could keep its times (file times tick by the
# kernel's clock, milliseconds apart): such a library is digested from its contents until it settles.
SETTLED_NS = 2_000_000_000


def _now_ns() -> int:
    import time

    return time.time_ns()


def _stamp(root: Path) -> tuple[object, ...] | None:
    """Every file the key reads, by name, size, inode and times: the same stamp means the same contents, since
    any write changes the change time (ctime), which no tool sets back. None when a file changed in the last
    ``SETTLED_NS`` (see there) or cannot be read (the key is then digested from the contents)."""
    here = Path(__file__).parent
    entries: list[tuple[str, int, int, int, int]] = []
    try:
        for name in _TYPES:
            st = os.stat(here / name)
            entries.append((name, st.st_size, st.st_ino, st.st_mtime_ns, st.st_ctime_ns))
        for path in sorted(root.rglob("*.toml")):  # the files digest() reads, found as it finds them
            st = path.stat()
            entries.append((str(path), st.st_size, st.st_ino, st.st_mtime_ns, st.st_ctime_ns))
    except OSError:
        return None
    recent = _now_ns() - SETTLED_NS
    if any(mtime >= recent or ctime >= recent for *_, mtime, ctime in entries):
        return None
    from its_desktop import __version__

    return (FORMAT, __version__, sys.version, str(root), *entries)


def key_of(root: Path, cache_file: Path) -> str:
    """:func:`digest` of the library, read from the stamp file beside ``cache_file`` when no file it reads
    changed since (the digest reads every map file: about 8 ms of every command, a fifth of ``python -c
    pass``; the stamp only lists the folder); else digested and the stamp written for the next command."""
    stamp = _stamp(root)
    stamp_file = cache_file.with_name(cache_file.name + STAMP_SUFFIX)
    if stamp is not None:
        key = read_keyed(stamp_file, stamp)
        if isinstance(key, str):
            return key
    key = digest(root)
    if stamp is not None:
        write_keyed(stamp_file, stamp, key)
    return key


def default_file() -> Path | None:
    """Where the window keeps the cache (Qt's ``CacheLocation`` for its names), found without Qt; None when
    there is no home folder to keep it in (then every command reads the files)."""
    try:
        home = Path.home()
    except (RuntimeError, KeyError):
        return None
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        return Path(base) / ORGANIZATION / APPLICATION / "cache" / CACHE_NAME if base else None
    if sys.platform == "darwin":
        return home / "Library" / "Caches" / ORGANIZATION / APPLICATION / CACHE_NAME
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    base = Path(xdg) if os.path.isabs(xdg) else home / ".cache"  # a relative XDG path is ignored, as Qt does
    return base / ORGANIZATION / APPLICATION / CACHE_NAME


def read(root: Path, cache_file: Path) -> Models | None:
    """The cached models of the library under ``root``; None when there is no cache or it was made from
    other files (or another version)."""
    packed = read_keyed(cache_file, key_of(root, cache_file))
    if packed is None:
        return None
    scenarios, seasons = packed
    return {rel: pickle.loads(blob) for rel, blob in scenarios.items()}, seasons


def write(root: Path, cache_file: Path, models: Models) -> None:
    """Store ``models`` for the library under ``root``."""
    write_keyed(cache_file, key_of(root, cache_file), pack(models))


def pack(models: Models) -> Packed:
    scenarios, seasons = models
    return {rel: pickle.dumps(sc, protocol=pickle.HIGHEST_PROTOCOL) for rel, sc in scenarios.items()}, seasons


def write_raw(cache_file: Path, raw: bytes) -> None:
    """Store ``raw``, a file :func:`write_keyed` made (the shipped copy, decompressed), as :func:`write_keyed` does."""
    _replace(cache_file, lambda f: f.write(raw))


def read_keyed(cache_file: Path, key: object) -> Any:
    """What ``cache_file`` holds when it was stored under ``key``; None when it is missing, torn, foreign or
    was stored under another key."""
    try:
        with cache_file.open("rb") as f:
            stored_key, payload = pickle.load(f)
    except FileNotFoundError:
        return None
    except Exception as exc:  # noqa: BLE001 - a torn or foreign file is only a cache miss
        _log().info("mission library cache %s not used: %s", cache_file, exc)
        return None
    return payload if stored_key == key else None


def write_keyed(cache_file: Path, key: object, payload: object) -> None:
    """Store ``payload`` under ``key``: written beside and renamed over, so a reader never sees half a file;
    a failure (a read-only folder) only costs the next command its speed."""
    _replace(cache_file, lambda f: pickle.dump((key, payload), f, protocol=pickle.HIGHEST_PROTOCOL))


def _replace(cache_file: Path, fill: Any) -> None:
    if cache_file.is_symlink() or (cache_file.exists() and not cache_file.is_file()):
        _log().info("mission library cache %s not written: not a regular file", cache_file)
        return
    try:
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        # This process's own temporary name: two windows (or test workers) writing at once never share one.
        tmp = cache_file.with_name(f"{cache_file.name}.{os.getpid()}.tmp")
        with tmp.open("wb") as f:
            fill(f)
        tmp.replace(cache_file)
    except OSError as exc:
        _log().info("mission library cache %s not written: %s", cache_file, exc)
