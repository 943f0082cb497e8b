"""The Pairings tab's "Print tiles for table…" says why it prints nothing on a round not paired yet, and says
where it saved the tiles, in the window's language, as "Print round" does (it was silent both times)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui

WORDS = {"en": ("Round 2 is not paired yet", "Tiles for table 1 saved: "),
         "fr": ("La Ronde 2 n'est pas encore appariée", "Tuiles de la table 1 enregistrées : "),
         "es": ("La ronda 2 aún no está emparejada", "Mosaico de la mesa 1 guardado: ")}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_print_tiles_says_an_unpaired_round_and_the_saved_file(tournament, tmp_path, monkeypatch, lang):
    from its_desktop.ui import i18n
    from its_desktop.ui.tournament import event_actions

    i18n.install(lang)
    w = tournament(f"sqlite:///{tmp_path / 'e.sqlite3'}")
    assert w.create_event("Open de Lisboa", "s16", points=300, rounds_planned=3)
    for i, name in enumerate(["Ana Ruiz", "Ben Okafor", "Carla Dias", "Dora Lima"]):
        assert w.registration.add_player(name, f"{1001 + i}", "O-12", "", [])
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    assert w.rounds.set_round(2, "s16/frostbyte", 300)
    assert w.pairings.generate(1, seed=3) is not None and w.pairings.save()
    w.tabs.setCurrentWidget(w.pairings)

    w.pairings.round_box.setValue(2)  # not paired yet
    w.pairings.tiles_button.click()
    [(kind, _title, text)] = w.prompts.asked
    assert kind == "warn" and text.startswith(WORDS[lang][0]), text
    assert "\n" not in text

    w.prompts.asked.clear()
    w.pairings.round_box.setValue(1)
    w.pairings.by_table.setCurrentCell(-1, -1)
    w.prompts.answers["pick"] = ["1"]
    target = tmp_path / "tiles t1.pdf"
    monkeypatch.setattr(event_actions.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    w.pairings.tiles_button.click()
    assert target.is_file() and target.stat().st_size > 0
    said = w.statusBar().currentMessage()
    assert said.startswith(WORDS[lang][1]) and str(target) in said, said
    assert w.statusBar().isVisible()
