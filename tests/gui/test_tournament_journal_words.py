"""The tournament window's Journal (Audit tab) read in French and Spanish: the stored values' keys in the
reader's words (never "duration_minutes", "lists", "faction"), the round's scenario by its name, not its id, a
round's pairings as words ("table 1 : Ana contre Ben"), never a Python list, a bye and a swap by the players'
names, not their numbers; and the Registration summary's counts agreeing with their numbers ("1 pointé")."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.gui

NAMES = ["Ana Ruiz", "Ben Okafor", "Carla Dias", "Dora Lima", "Eva Lopes"]
WORDS = {"fr": {"scenario": "scénario Suprématie", "length": "durée de la Ronde 120", "lists": "listes d'armée 1",
                "season": "saison ITS Saison 16", "what": "ronde", "table": re.compile(r"table 1 : \w+ \w+ contre \w+ \w+"),
                "bye": "exemption ", "swap": " et "},
         "es": {"scenario": "escenario Supremacía", "length": "duración de la Ronda 120",
                "lists": "listas de ejército 1", "season": "temporada ITS Temporada 16", "what": "ronda",
                "table": re.compile(r"mesa 1: \w+ \w+ contra \w+ \w+"), "bye": "bye ", "swap": " y "}}
# What the store keeps and a reader must not meet: its keys, ids and lists ("faction" is French too).
CODES = r"duration_minutes|deployment_minutes|round_minutes|rounds_planned|joined_round|\blists\b|\bscenario\b|" \
        r"\bpoints\b|\bseason\b|\bpin\b|s16/|\[|\]|· *·|\w+  ·"
CODES_IN = {"fr": re.compile(CODES), "es": re.compile(CODES + r"|\bfaction\b")}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_journal_words_stored_values_in_the_windows_language(tournament, lang, tmp_path):
    from its_desktop.ui import i18n as ui_i18n

    ui_i18n.install(lang)  # as the app starts in French or Spanish (english_after_each_test puts English back)
    words = WORDS[lang]
    w = tournament(f"sqlite:///{tmp_path / 'e.sqlite3'}", (1366, 768))
    assert w.create_event("Open de Lisboa", "s16", points=300)
    for i, name in enumerate(NAMES):
        assert w.registration.add_player(name, f"{1001 + i}", "O-12", "Porto", ["lista"])
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    assert w.pairings.generate(1, seed=3) is not None and w.pairings.save()
    t1, t2 = [g for g in w.events.games(w.event_id, 1) if not g.bye][:2]
    assert w.pairings.swap(t1.a, t2.b, "club mates")
    bye = next(g for g in w.events.games(w.event_id, 1) if g.bye)
    bye_name = next(p.name for p in w.events.players(w.event_id) if p.id == bye.a)

    w.tabs.setCurrentWidget(w.audit)
    w.audit.refresh()
    t = w.audit.table
    values = [t.item(r, c).text() for r in range(t.rowCount()) for c in (4, 5)]
    tips = [t.item(r, c).toolTip() for r in range(t.rowCount()) for c in (4, 5)]
    joined = "\n".join(values)
    assert [v for v in values + tips if CODES_IN[lang].search(v)] == [], joined
    for key in ("scenario", "length", "lists", "season"):
        assert words[key] in joined, (key, joined)
    pairings = next(v for v in tips if words["table"].search(v))
    assert words["bye"] + bye_name in pairings, pairings
    assert any(re.fullmatch(rf"\w+ \w+{words['swap']}\w+ \w+", v) for v in values), joined
    assert words["what"] in {t.item(r, 2).text() for r in range(t.rowCount())}
    assert not re.search(r"\b(tables|mesas) (table|mesa) 1", pairings), pairings  # the key not said twice


@pytest.mark.parametrize(("lang", "one", "many"), [("fr", "1 pointé", "5 joueurs, 5 actifs"),
                                                   ("es", "1 presente", "5 jugadores, 5 activos")])
def test_the_registration_counts_agree_with_their_numbers(tournament, lang, one, many, tmp_path):
    from its_desktop.ui import i18n as ui_i18n

    ui_i18n.install(lang)
    w = tournament(f"sqlite:///{tmp_path / 'e.sqlite3'}")
    assert w.create_event("Open de Lisboa", "s16", points=300)
    for i, name in enumerate(NAMES):
        assert w.registration.add_player(name, f"{1001 + i}", "O-12", "Porto", [])
    first = w.events.players(w.event_id)[0]
    w.events.check_in(first.id, True, who="TO")
    w.registration.refresh()
    text = w.registration.count.text()
    assert text.startswith(f"{many}, {one}") and f"{one}s" not in text, text
