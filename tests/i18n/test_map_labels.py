"""Marker position labels and the notes on inferred positions in maps/ have French and Spanish forms,
shown in the chosen language on the table, the printed map and its notes; plain strings still load."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.common import Localized
from its_desktop.domain.mission.load import load_scenario_text


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _position_texts() -> list[tuple[str, str, Localized]]:
    """(where, kind, text) for every marker label and every note on an inferred position in the library."""
    out: list[tuple[str, str, Localized]] = []

    def notes(where: str, spec) -> None:
        if spec.inferred is not None:
            out.append((f"{where}.inferred", "note", spec.inferred))
        out.extend((f"{where}.inferred_at.{k}", "note", v) for k, v in spec.inferred_at.items())

    for entry in catalog.entries():
        sc = catalog.scenario(entry.id)
        for z in sc.zones:
            notes(f"{entry.id}: zones[{z.id}]", z)
        for m in sc.markers:
            notes(f"{entry.id}: markers[{m.id}]", m)
            for i, at in enumerate(m.at):
                notes(f"{entry.id}: markers[{m.id}].at[{i}]", at)
                if at.label is not None:
                    out.append((f"{entry.id}: markers[{m.id}].at[{i}].label", "label", at.label))
    for sid in catalog.season_ids():
        for size in catalog.season(sid).sizes:
            if size.inferred is not None:
                out.append((f"{sid}: sizes[{size.points}].inferred", "note", size.inferred))
    return out


def test_every_marker_label_and_inferred_note_has_french_and_spanish():
    texts = _position_texts()
    labels = [t for t in texts if t[1] == "label"]
    notes = [t for t in texts if t[1] == "note"]
    assert len(labels) >= 150 and len(notes) >= 120, (len(labels), len(notes))
    missing = [(where, lang) for where, _, t in texts for lang in ("fr", "es") if not (getattr(t, lang) or "").strip()]
    assert not missing, missing[:10]
    # No pack prints these: they are our translations and say so.
    unflagged = [where for where, _, t in texts if sorted(t.ours) != ["es", "fr"]]
    assert not unflagged, unflagged[:10]
    # A translation is not the English text copied over (a French label may coincide: "Console (Quadrant 1)").
    copied = [where for where, kind, t in texts if t.es == t.en or (kind == "note" and t.fr == t.en)]
    assert not copied, copied[:10]
    # French sets a space before its colons, Spanish does not.
    assert not [w for w, _, t in texts if re.search(r"\w:(?!\w)", t.fr or "") and "'" not in (t.fr or "")]
    assert not [w for w, _, t in texts if " :" in (t.es or "")]


def test_validate_counts_a_label_or_note_without_its_translations(tmp_path):
    library = catalog.maps_root() / "s16" / "capture-and-protect.toml"
    text = library.read_text(encoding="utf-8")
    # One label back to a plain (English-only) string: still valid, two texts missing (fr, es).
    plain, n = re.subn(r'label = \{ en = ("[^"]+"), fr = "[^"]+", es = "[^"]+", ours = \["fr", "es"\] \}',
                       r"label = \1", text, count=1)
    assert n == 1
    (tmp_path / "s16").mkdir()
    (tmp_path / "s16" / "season.toml").write_text((library.parent / "season.toml").read_text(encoding="utf-8"),
                                                  encoding="utf-8")
    (tmp_path / "s16" / "capture-and-protect.toml").write_text(plain, encoding="utf-8")
    missing = catalog.missing_translations([tmp_path])
    assert sorted((field, lang) for _, field, lang in missing if ".label" in field) == [
        ("markers[beacon].at[0].label", "es"), ("markers[beacon].at[0].label", "fr")]
    run = subprocess.run([sys.executable, "-m", "its_desktop", "missions", "validate", str(tmp_path)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "markers[beacon].at[0].label: no fr translation (English is shown)" in run.stderr
    assert re.search(rf"{len(missing)} texts? ha(s|ve) no French or Spanish translation", run.stdout), run.stdout
    # The library itself: nothing missing among labels and notes.
    library_missing = catalog.missing_translations([catalog.maps_root()])
    assert not [m for m in library_missing if ".label" in m[1] or ".inferred" in m[1]]


def test_a_plain_label_or_note_loads_as_english_and_falls_back():
    text = (catalog.maps_root() / "s16" / "capture-and-protect.toml").read_text(encoding="utf-8")
    plain = re.sub(r'label = \{ en = ("[^"]+"), [^}]*\}', r"label = \1", text, count=1)
    sc = load_scenario_text(plain, "plain.toml")
    label = next(at.label for m in sc.markers for at in m.at if at.label is not None)
    assert label.missing() == ["fr", "es"]
    assert label.get("fr") == label.en and label.get("es") == label.en  # English, never empty


@pytest.mark.parametrize("lang, label, note", [
    ("fr", "Porte (mur du Camp A)", "Taille de la porte absente du pack"),
    ("es", "Puerta (muro del Bando A)", "El tamaño de la puerta no está en el pack"),
])
def test_resolved_labels_and_notes_follow_the_language(lang, label, note):
    i18n.set_language(lang)
    mission = catalog.mission("s10/engineering-deck", 300)
    gate = next(m for m in mission.markers if m.id.startswith("gate"))
    assert gate.label == label
    assert gate.inferred is not None and gate.inferred.startswith(note)
    i18n.set_language("en")
    assert catalog.mission("s10/engineering-deck", 300).markers[0].label == "Gate (Side A wall)"


def test_french_map_pdf_prints_french_labels_and_notes_with_french_colons(tmp_path):
    import pdfplumber

    from its_desktop.printing import map_pdf

    i18n.set_language("fr")
    mission = catalog.mission("s10/engineering-deck", 300)
    map_pdf.map_fit(mission, tmp_path / "fit.pdf", lang="fr")
    with pdfplumber.open(tmp_path / "fit.pdf") as pdf:
        flat = " ".join(" ".join(page.extract_text() or "" for page in pdf.pages).split())
        # the marker list, read from its own column: beside the map, its lines share heights with map labels
        first = pdf.pages[0]
        left = min(w["x0"] for w in first.extract_words() if w["text"] in ("Légende", "Marqueurs"))
        column = " ".join(first.crop((left - 2, 0, first.width, first.height)).extract_text().split())
    assert "Porte (mur du Camp A)" in column and "Console (Salle d'Objectif)" in column, column[:600]
    assert "Porte (mur de gauche) : Taille de la porte absente du pack" in flat, flat[-800:]
    assert not [w for w in ("Gate (", "Side A", "Gate size not in the pack", "Map lost") if w in flat]


def test_french_render_shows_french_marker_labels(tmp_path):
    out = tmp_path / "table.svg"
    run = subprocess.run([sys.executable, "-m", "its_desktop", "--lang", "fr", "render", "s10/engineering-deck",
                          "--points", "300", "--size", "1600x900", "-o", str(out)], capture_output=True, text=True,
                         timeout=180, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert run.returncode == 0, run.stderr
    texts = " ".join(" ".join(re.findall(r">([^<>]+)<", out.read_text(encoding="utf-8"))).split())
    assert "Porte (mur du Camp A)" in texts and "Console (Salle d'Objectif)" in texts, texts[:600]
    assert "Gate" not in texts and "Side A" not in texts


@pytest.mark.parametrize("lang, english", [("fr", {"wall", "left", "right", "dead", "Side"}),
                                          ("es", {"wall", "left", "right", "dead", "Side"})])
def test_short_names_of_translated_labels_keep_their_language(lang, english):
    i18n.set_language(lang)
    for entry in catalog.entries():
        for marker in catalog.mission(entry.id, catalog.sizes(entry.id)[0]).markers:
            words = set(re.findall(r"[A-Za-z]+", marker.short))
            assert not words & english, (entry.id, marker.label, marker.short)


def test_the_overlay_state_carries_marker_labels_in_the_server_language():
    from its_desktop.web.public import PublicState

    i18n.set_language("es")
    view = PublicState(None, None).table_view(catalog.mission("s10/engineering-deck", 300), None)  # type: ignore[arg-type]
    assert [m["label"] for m in view["markers"]][:2] == ["Puerta (muro del Bando A)", "Puerta (muro derecho)"]
