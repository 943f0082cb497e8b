"""The bundle's data list (packaging/bundle_data.py, read by its-desktop.spec) carries compiled catalogs.

Building the bundle takes minutes (tests/test_bundle.py builds it, marked slow); this checks in seconds
that the spec's data list resolves to .qm and .mo files that exist, load and translate, placed where the
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
    from PySide6.QtCore import QTranslator

    datas = _bundle_data().bundle_datas(ROOT, tmp_path)
    by_name = {Path(src).name: (Path(src), dest) for src, dest in datas}
    for lang, word in (("fr", "&Fichier"), ("es", "&Archivo")):
        qm, dest = by_name[f"its_desktop_{lang}.qm"]
        assert dest == "its_desktop/resources/translations" and qm.is_file()
        tr = QTranslator()
        assert tr.load(str(qm)) and tr.translate("MenuBuilder", "&File") == word
        mo, dest = by_name[f"{lang}.mo"]
        assert dest == "its_desktop/resources/locale"
        t = gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
        assert t.gettext("Legend") == {"fr": "Légende", "es": "Leyenda"}[lang]
    en, _ = by_name["its_desktop_en.qm"]
    tr = QTranslator()
    assert tr.load(str(en))  # the translator picks the form; QCoreApplication.translate then fills in %n
    assert [tr.translate("CommandTexts", "Move %n trooper(s)", "", n) for n in (1, 2)] == \
        ["Move %n trooper", "Move %n troopers"]
    # The sources ship too (live language switching reads the .ts), each compiled file after its source.
    names = [Path(src).name for src, _ in datas]
    assert names.index("its_desktop_fr.ts") < names.index("its_desktop_fr.qm")
    assert names.index("fr.po") < names.index("fr.mo")
    assert all(Path(src).is_file() for src, _ in datas)
    # Nothing compiled is taken from the source tree (a stale .qm left by a checkout must not ship).
    assert all(Path(src).parent == tmp_path / "translations" for src, _ in datas if src.endswith(".qm"))


def test_a_stale_or_unbuildable_catalog_still_loads(tmp_path, monkeypatch):
    """In a bundle the .ts may look newer than its .qm and there is no lrelease: the shipped .qm is used."""
    import shutil

    from its_desktop.ui import i18n

    folder = tmp_path / "translations"
    folder.mkdir()
    ts = folder / "its_desktop_fr.ts"
    shutil.copy(ROOT / "resources" / "translations" / "its_desktop_fr.ts", ts)
    qm = folder / "its_desktop_fr.qm"
    qm.write_bytes(b"shipped")
    import os
    os.utime(qm, (1, 1))  # older than the .ts
    monkeypatch.setattr(i18n, "translations_dir", lambda: folder)
    monkeypatch.setattr(i18n, "lrelease", lambda: str(tmp_path / "no-lrelease-here"))
    assert i18n.qm_path("fr") == qm
