"""The PyInstaller bundle keeps only compiled code; its first start must still read the library and the default
table shipped with the package (``domain/mission/shipped.py``), so the keys it computes must be theirs.

Building a bundle takes about a minute (tests/test_bundle.py, marked slow), so this lays out what the bundle holds
of the package instead: the modules compiled with no source beside them, and the data files the spec collects
(``packaging/bundle_data.bundle_datas``: the maps, the resources and the sources the keys read), and computes the
keys there, in a fresh interpreter importing that copy."""

from __future__ import annotations

import json
import os
import py_compile
import shutil
import subprocess
import sys
from pathlib import Path

from its_desktop.domain.mission import catalog, library_cache, resolved_cache, shipped

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))
import bundle_data  # noqa: E402

# Computed inside the bundle-like copy: where the package came from, the library's key, and whether the shipped
# library and the shipped default table (each language) are read under it.
PROBE = """
import json, sys
import its_desktop
from its_desktop.domain.mission import catalog, library_cache, resolved_cache, shipped
key = library_cache.digest(catalog.maps_root())
mission_id, points = shipped.DEFAULT
print(json.dumps({"package": its_desktop.__file__, "key": key, "library": shipped.read(key) is not None,
                  "tables": [resolved_cache.read(shipped.folder(), key, mission_id, points, lang) is not None
                             for lang in resolved_cache.LANGUAGES]}))
"""


def place(target: Path, datas: bundle_data.Data) -> None:
    for source, dest in datas:
        folder = target / dest
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, folder / Path(source).name)


def compiled_only(target: Path) -> None:
    """The modules the probe's imports reach (the package, the rules layer's top and the mission library) under
    ``target`` as compiled code only, as the bundle holds its modules."""
    package = ROOT / "its_desktop"
    for source in [package / "__init__.py", *sorted((package / "domain").glob("*.py")),
                   *sorted((package / "domain" / "mission").glob("*.py")),
                   *sorted((package / "domain" / "mission" / "fileformat").glob("*.py"))]:
        compiled = target / source.relative_to(ROOT).with_suffix(".pyc")
        compiled.parent.mkdir(parents=True, exist_ok=True)
        py_compile.compile(str(source), cfile=str(compiled), doraise=True)


def probe(target: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(target), "PYTHONDONTWRITEBYTECODE": "1"}
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, cwd=target, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr[-2000:]
    got = json.loads(out.stdout)
    assert Path(got["package"]).is_relative_to(target), got["package"]  # the copy, not the checkout
    return got


def test_the_bundles_keys_are_the_shipped_copies(tmp_path):
    """The spec's data files (``bundle_data.bundle_datas``, but for the compiled catalogs and the migrations, which
    no key reads) beside compiled code: the keys are the shipped copies'; without the sources the spec now ships,
    as the bundle was before, they are not (compiled code makes another key) and the first start took the slow way."""
    sources = set(bundle_data.key_sources(ROOT))
    datas = [d for d in bundle_data.source_datas(ROOT) if "migrations" not in d[1]]
    assert sources <= set(datas)
    target = tmp_path / "bundle"
    compiled_only(target)
    place(target, [d for d in datas if d not in sources])
    expected = library_cache.digest(catalog.maps_root())
    before = probe(target)
    assert before["key"] != expected
    assert not before["library"] and before["tables"] == [False] * len(resolved_cache.LANGUAGES)
    place(target, sorted(sources))
    assert not (target / "its_desktop" / "domain" / "mission" / "library_cache.py").exists()  # still compiled only
    got = probe(target)
    assert got["key"] == expected
    assert got["library"] and got["tables"] == [True] * len(resolved_cache.LANGUAGES)


def test_the_keys_sources_are_every_file_the_keys_read():
    names = shipped.key_sources()
    assert all((ROOT / "its_desktop" / name).is_file() for name in names)
    assert len(names) == len(library_cache._TYPES) + len(resolved_cache._SOURCES)
    assert {"domain/mission/common.py", "domain/mission/resolve.py", "domain/expr.py", "domain/bounds.py"} <= set(names)
