"""The bundle's data list (packaging/bundle_data.py, read by its-desktop.spec) carries compiled catalogs.

Building the bundle takes minutes (tests/test_bundle.py builds it, marked slow); this checks in seconds
that the spec's data list resolves to .mo files that exist, load and translate, placed where the
app looks for them, and that the spec uses that list."""

from __future__ import annotations

import gettext
import importlib.util
import io
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _bundle_data():
    spec = importlib.util.spec_from_file_location("bundle_data", ROOT / "packaging" / "bundle_data.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_spec_takes_its_data_from_bundle_data():
    spec = (ROOT / "packaging" / "its-desktop.spec").read_text(encoding="utf-8")
    assert "datas = bundle_datas(ROOT," in spec


def test_bundle_datas_hold_compiled_catalogs_that_load(tmp_path, qapp):
    from its_desktop.ui.qt_catalog import _Missing, message

    datas = _bundle_data().bundle_datas(ROOT, tmp_path)
    by_name = {Path(src).name: (Path(src), dest) for src, dest in datas}
    for lang, word, legend in (("fr", "&Fichier", "Légende"), ("es", "&Archivo", "Leyenda")):
        mo, dest = by_name[f"{lang}.mo"]
        assert dest == "its_desktop/resources/locale"
        t = gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
        assert t.gettext("Legend") == legend
        t.add_fallback(_Missing())  # as the app reads it: what is missing answers None
        assert message(t, "MenuBuilder", "&File", None, -1) == word  # the interface's words, as Qt asks them
    en, _ = by_name["en.mo"]
    t = gettext.GNUTranslations(io.BytesIO(en.read_bytes()))
    t.add_fallback(_Missing())
    # the catalog picks the form; QCoreApplication.translate then fills in %n
    assert [message(t, "CommandTexts", "Move %n trooper(s)", "", n) for n in (1, 2)] == \
        ["Move %n trooper", "Move %n troopers"]
    # The sources ship too (live language switching reads the .po), each compiled file after its source.
    names = [Path(src).name for src, _ in datas]
    assert names.index("fr.po") < names.index("fr.mo")
    assert all(Path(src).is_file() for src, _ in datas)
    assert not [n for n in names if n.endswith((".ts", ".qm"))]  # one catalog system
    # Nothing compiled is taken from the source tree (a stale .mo left by a checkout must not ship).
    assert all(Path(src).parent == tmp_path / "locale" for src, _ in datas if src.endswith(".mo"))


def test_a_bundle_with_fresh_file_times_reads_its_catalog(tmp_path, monkeypatch):
    """A bundle copies its files with fresh, unordered times: a .po that looks newer than its .mo is
    compiled in memory rather than read stale, so either way the words are the .po's."""
    import os
    import shutil

    from its_desktop.domain import i18n, package_data

    folder = tmp_path / "locale"
    folder.mkdir()
    shutil.copy(ROOT / "resources" / "locale" / "fr.po", folder / "fr.po")
    (folder / "fr.mo").write_bytes(b"stale")
    os.utime(folder / "fr.mo", (1, 1))  # older than the .po
    monkeypatch.setattr(package_data, "folder", lambda _pkg: tmp_path)
    i18n.catalog.cache_clear()
    try:
        assert i18n.catalog("fr").gettext("&File") == "&Fichier"
    finally:
        i18n.catalog.cache_clear()
