"""The build compiles the catalogs: a wheel made from the tracked files alone holds the .mo of each language,
the interface's words in it."""

from __future__ import annotations

import gettext
import io
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_wheel_from_a_clean_tree_contains_compiled_catalogs(tmp_path):
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, timeout=60)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    src = tmp_path / "src"
    for name in listed.stdout.decode().split("\0"):
        if name and (ROOT / name).is_file():
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    assert not list(src.rglob("*.mo")), "compiled catalogs must not be committed"
    assert not list(src.rglob("*.ts")) and not list(src.rglob("*.qm")), "one catalog system: gettext (.po)"
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "dist"),
                          str(src)], capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-2000:]
    wheel = zipfile.ZipFile(next((tmp_path / "dist").glob("its_desktop-*.whl")))
    names = set(wheel.namelist())
    for lang in ("fr", "es"):
        assert f"its_desktop/resources/locale/{lang}.po" in names  # read when switching the language live
        mo = wheel.read(f"its_desktop/resources/locale/{lang}.mo")
        t = gettext.GNUTranslations(io.BytesIO(mo))
        assert t.gettext("no qualifying model in contact: nobody controls it") == {
            "fr": "aucune figurine habilitée en contact : personne ne le contrôle",
            "es": "ninguna figura válida en contacto: nadie lo controla"}[lang]
        assert t.gettext("&File") == {"fr": "&Fichier", "es": "&Archivo"}[lang]  # the interface's words
        assert t.ngettext("Move %n trooper(s)", "Move %n trooper(s)", 2) == {
            "fr": "Déplacer %n troupes", "es": "Mover %n tropas"}[lang]
    en = gettext.GNUTranslations(io.BytesIO(wheel.read("its_desktop/resources/locale/en.mo")))
    assert [en.ngettext("Move %n trooper(s)", "Move %n trooper(s)", n) for n in (1, 2)] == \
        ["Move %n trooper", "Move %n troopers"]


def test_a_message_defined_twice_in_a_catalog_is_refused():
    """Two branches adding the same message merge into two entries; msgfmt refuses that, and so do we."""
    from its_desktop.domain.po import PoError, parse_po

    text = 'msgid ""\nmsgstr ""\n\nmsgid "Round {n}"\nmsgstr "Ronde {n}"\n\nmsgid "Round {n}"\nmsgstr "Round de Jeu {n}"\n'
    with pytest.raises(PoError, match="'Round {n}' is defined twice"):
        parse_po(text, "fr.po")
    assert parse_po(text.rsplit("\n\n", 1)[0] + "\n", "fr.po")["Round {n}"] == "Ronde {n}"
