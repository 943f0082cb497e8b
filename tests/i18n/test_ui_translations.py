"""Every interface string is translated into French and Spanish, and the catalogs cover the code.

The second test runs Qt's lupdate over ui/ into a copy of the catalogs: a string added to the code
without a translation fails here (fix: scripts/update_translations.sh, then translate the new entries).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations"
LANGS = ("fr", "es")
PLACEHOLDER = re.compile(r"%\d|%n|\{[a-z_]+\}")


def _messages(path: Path):
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for msg in context.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") in ("obsolete", "vanished"):
                continue
            yield name, msg.findtext("source") or "", msg, tr


@pytest.mark.parametrize("lang", LANGS)
def test_no_untranslated_interface_string(lang):
    untranslated, broken = [], []
    count = 0
    for context, source, msg, tr in _messages(TS / f"its_desktop_{lang}.ts"):
        count += 1
        forms = [f.text or "" for f in tr.iter("numerusform")] if msg.get("numerus") == "yes" else [tr.text or ""]
        if tr.get("type") == "unfinished" or not all(f.strip() or not source.strip() for f in forms):
            untranslated.append(f"{context}: {source!r}")
            continue
        for text in forms:
            if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)) and msg.get("numerus") != "yes":
                broken.append(f"{context}: {source!r} -> {text!r}: placeholders differ")
            if re.search(r"&[^&\s]", source) and not re.search(r"&[^&\s]", text):
                broken.append(f"{context}: {source!r} -> {text!r}: the keyboard mnemonic (&) is lost")
            if source != source.strip() and (source[0].isspace() != text[:1].isspace()):
                broken.append(f"{context}: {source!r} -> {text!r}: the spacing around it is part of the layout")
    assert count > 500
    assert untranslated == [], f"{len(untranslated)} untranslated in {lang}: {untranslated[:20]}"
    assert broken == []


def test_catalogs_cover_every_string_in_the_code(tmp_path):
    lupdate = shutil.which("pyside6-lupdate") or str(Path(__import__("PySide6").__file__).parent / "lupdate")
    files = sorted(str(p) for p in (ROOT / "its_desktop" / "ui").rglob("*.py"))
    copies = []
    for lang in LANGS:
        copy = tmp_path / f"its_desktop_{lang}.ts"
        shutil.copy(TS / f"its_desktop_{lang}.ts", copy)
        copies.append(copy)
    out = subprocess.run([lupdate, "-no-obsolete", "-locations", "none", *files, "-ts", *map(str, copies)],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    for copy in copies:
        new = [f"{c}: {s!r}" for c, s, _m, tr in _messages(copy) if tr.get("type") == "unfinished"]
        assert new == [], f"{copy.name}: strings in the code with no translation (run scripts/update_translations.sh): {new[:20]}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalog_compiles_and_loads(lang, tmp_path):
    from PySide6.QtCore import QTranslator

    from its_desktop.ui import i18n

    qm = i18n.qm_path(lang)
    assert qm is not None and qm.is_file() and qm.stat().st_size > 1000
    tr = QTranslator()
    assert tr.load(str(qm))
    assert tr.translate("MenuBuilder", "&File") == {"fr": "&Fichier", "es": "&Archivo"}[lang]


def test_no_tr_call_hides_inside_an_f_string():
    """lupdate does not read a ``self.tr('…')`` inside an f-string's braces (the legend's and the notes'
    headings, the about box's, the window title's stayed English in French and Spanish): such a word is
    taken out into a variable first."""
    root = ROOT / "its_desktop" / "ui"
    hidden = [f"{p.relative_to(root)}:{n}" for p in sorted(root.rglob("*.py"))
              for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
              if re.search(r"\btr\('", line)]
    assert hidden == []
