"""The tournament window through its tabs, on an isolated SQLite database: registration with a bye,
a seeded round 1, results with validation, live standings, a drop, a refused repeated scenario, a conflict
from another station, the clock, and the Tournament menu of the main window."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from its_desktop.persistence.events import Events
from its_desktop.ui.tournament.window import tournament_window_of

pytestmark = pytest.mark.gui

PLAYERS = [("Ana Silva", "1001", "Shindenbutai", "Lisboa"), ("Ben Costa", "1002", "Nomads", "Porto"),
           ("Carla Dias", "1003", "Ariadna", "Lisboa"), ("Duarte Reis", "1004", "Haqqislam", "Braga"),
           ("Eva Lopes", "1005", "PanOceania", "Porto")]


@pytest.fixture
def url(tmp_path):
    return f"sqlite:///{tmp_path / 'event.sqlite3'}"


class ScriptedPrompts:
    """The organizer's answers to the window's questions, given in advance; every question is recorded."""

    def __init__(self):
        self.asked: list[tuple[str, str, str]] = []
        self.answers: dict[str, list] = {}

    def _answer(self, kind, title, text, default):
        self.asked.append((kind, title, text))
        queue = self.answers.get(kind)
        return queue.pop(0) if queue else default

    def confirm(self, title, text):
        return self._answer("confirm", title, text, True)

    def reason(self, title, text):
        return self._answer("reason", title, text, "a reason given by the organizer")

    def choose(self, title, text, options):
        got = self._answer("choose", title, text, 0)
        return options[got] if isinstance(got, int) else got

    def pick(self, title, text, items):
        return self._answer("pick", title, text, items[0] if items else None)

    def number(self, title, text, value, low, high):
        return self._answer("number", title, text, value)

    def warn(self, title, text):
        self._answer("warn", title, text, None)


@pytest.fixture
def make_window(tournament, url):
    return lambda: tournament(url)


def poll(w, qtbot):
    """What the notification or the timer does: the check runs off the GUI thread; wait for its reload."""
    w._poll()
    qtbot.waitUntil(lambda: not w.probe.busy and w._last_change == w.events.last_change(w.event_id), timeout=3000)


def register_five(w):
    w.create_event("Lisbon Open", "s16", points=300)
    for name, pin, faction, club in PLAYERS:
        assert w.registration.add_player(name, pin, faction, club, ["list one", "list two"])
    assert w.registration.table.rowCount() == 5


def standings_rows(w):
    w.tabs.setCurrentWidget(w.standings)  # a tab hidden while results were saved redraws when shown
    t = w.standings.table
    return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]


def test_an_event_through_the_tabs(make_window, tmp_path):
    w = make_window()
    register_five(w)
    assert w.registration.table.item(0, 4).text() == "2"  # two lists, their text only in the tooltip

    # Round 1: the scenario, then a seeded draw; five players: one bye.
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    assert w.rounds.table.item(0, 1).text() == "Supremacy"
    preview = w.pairings.generate(1, seed=42)
    assert preview is not None and preview.seed == 42 and preview.bye is not None and len(preview.pairings) == 2
    assert "Preview of round 1" in w.pairings.state.text()
    assert w.pairings.save()
    games = w.events.games(w.event_id, 1)
    assert len(games) == 3 and sum(g.bye for g in games) == 1
    t = w.pairings.by_table
    assert t.rowCount() == 3 and t.item(2, 4).text() == "BYE"
    sheet = w.pairings.sheet
    assert sheet.rowCount() == 5  # every player: table, opponent, opponent's faction
    names = {sheet.item(r, 0).text() for r in range(5)}
    assert names == {p[0] for p in PLAYERS}

    # Results: validation names the field, nothing is saved; good results land and TP are computed.
    res = w.results
    res.refresh()
    tables = [g.table for g in res.games if not g.bye]
    assert not res.enter_result(tables[0], 11, 3, 250, 120)
    # The column the value was typed under, not the stored field's name (s41 trial: "op_a").
    assert "OP A: " in res.banner.text() and "0 to 10" in res.banner.text() and "op_a" not in res.banner.text()
    assert not res.enter_result(tables[0], 7, 3, 350, 120)
    assert "VP A: " in res.banner.text() and "300" in res.banner.text()
    assert not w.events.games(w.event_id, 1)[0].has_result
    bye_row = next(i for i, g in enumerate(res.games) if g.bye)
    assert not res.table.item(bye_row, 3).flags() & Qt.ItemFlag.ItemIsEditable
    assert res.enter_result(tables[0], 7, 3, 250, 120)
    assert res.enter_result(tables[1], 4, 4, 180, 190)
    assert res.progress.text() == "Results in: 2 of 2"
    row = res.row_of_table(tables[0])
    assert (res.table.item(row, 8).text(), res.table.item(row, 9).text()) == ("5", "0")

    # Live standings, every tie-breaker shown.
    rows = standings_rows(w)
    assert [r[0] for r in rows] == ["1", "2", "3", "4", "5"]
    winner = next(g for g in w.events.games(w.event_id, 1) if g.table == tables[0]).a_name
    assert rows[0][1] == winner and rows[0][4:8] == ["5", "7", "250", "3"]
    assert "after round 1 of 3" in w.standings.state.text()
    headers = [w.standings.table.horizontalHeaderItem(c).text() for c in range(w.standings.table.columnCount())]
    assert {"TP", "OP", "VP", "Opp. OP", "Placed by"} <= set(headers)
    assert any(r[10] == "VP" for r in rows)  # the 4-4 draw is split by VP

    # A drop leaves the player out of round 2.
    dropped = next(p for p in w.registration.players if p.name == "Ana Silva")
    assert w.registration.drop(dropped.id, 1)
    assert "Dropped after round 1" in w.registration.table.item(0, 6).text()
    assert w.rounds.set_round(2, "s16/b-pong")
    p2 = w.pairings.generate(2)
    assert p2 is not None and p2.round == 2 and p2.bye is None
    assert dropped.id not in {x for t in p2.pairings for x in (t.a, t.b)}
    assert len(p2.pairings) == 2
    assert w.pairings.save()

    # The same scenario is refused for round 3, and not even offered.
    assert not w.rounds.set_round(3, "s16/supremacy")
    assert "already played in round 1" in w.rounds.banner.text()
    w.rounds.round_box.setValue(3)
    offered = {w.rounds.scenario_box.itemData(i) for i in range(w.rounds.scenario_box.count())}
    assert "s16/supremacy" not in offered and "s16/b-pong" not in offered and "s16/firefight" in offered
    assert "s16/annihilation" not in offered  # Direct Action only with that Extra

    # Exports from the Standings tab.
    out = w.standings.export("otm", tmp_path / "otm.txt")
    assert "Round 1 - Supremacy, 300 points" in out.read_text()
    csv_text = w.standings.export("standings", tmp_path / "standings.csv").read_text()
    assert csv_text.startswith("Rank,Player,PIN,Faction,Club,TP,OP,VP") and "list one" not in csv_text

    w.tabs.setCurrentWidget(w.standings)
    shot = w.grab()
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    assert not shot.isNull() and shot.save(str(out / "tournament-standings.png"))


def test_a_stale_result_gets_a_clear_conflict_message(make_window, url, qtbot):
    w = make_window()
    register_five(w)
    w.rounds.set_round(1, "s16/supremacy")
    w.pairings.generate(1, seed=1)
    w.pairings.save()
    res = w.results
    res.refresh()
    table = next(g.table for g in res.games if not g.bye)
    row = res.row_of_table(table)
    res.table.item(row, 3).setText("6")  # being typed at this station…
    with Events.open(url, migrate=False) as other:  # …while another station enters the same table
        g = next(x for x in other.games(w.event_id, 1) if x.table == table)
        other.record_result(g.id, 2, 8, 100, 280, "station 2", g.version)
    poll(w, qtbot)  # the other station's change arrives; the row being typed keeps what it was read at
    assert res.enter_result(table, 6, 4, 200, 150) is False
    text = res.banner.text()
    assert "Conflict" in text and "was changed by another station" in text and "2-8 OP, 100-280 VP" in text
    assert "Your entry (6-4 OP, 200-150 VP) was not saved" in text
    stored = next(x for x in w.events.games(w.event_id, 1) if x.table == table)
    assert (stored.op_a, stored.op_b, stored.vp_b) == (2, 8, 280)
    # Reloaded, the station sees the stored result and can correct it knowingly.
    assert res.table.item(res.row_of_table(table), 3).text() == "2"
    assert res.enter_result(table, 3, 8, 100, 280)


def test_live_updates_clock_import_and_the_last_event_remembered(make_window, url, qtbot):
    w = make_window()
    w.create_event("Porto GT", "s16", extras=["direct_action"], deployment_minutes=10)
    report = w.registration.import_csv_text("Nombre;PIN;Ejército;Club\nAna;11;Ariadna;A\n;;;\nBen;12;Nomads;B\n"
                                            "Cy;13;Tohaa;C\nDi;14;Yu Jing;D\n")
    assert [p.name for p in report.added] == ["Ana", "Ben", "Cy", "Di"]
    w.rounds.round_box.setValue(1)
    offered = {w.rounds.scenario_box.itemData(i) for i in range(w.rounds.scenario_box.count())}
    assert offered == {"s16/annihilation", "s16/battleground", "s16/cutthroat", "s16/superiority",
                       "s16/uplink-center"}
    assert w.rounds.set_round(1, "s16/annihilation")
    assert w.rounds.start_clock()
    assert w.rounds.current().started_at is not None
    assert "deployment" in w.rounds.clock_state.text()
    assert w.rounds.pause_or_resume() and w.rounds.current().paused_at is not None
    assert w.rounds.pause_button.text() == "Resume"
    w.pairings.generate(1, seed=3)
    w.pairings.save()
    assert w.rounds.call_time()
    assert all(g.end_reason == "time" for g in w.events.games(w.event_id, 1))
    w.tabs.setCurrentWidget(w.results)  # the tab in front redraws on another station's news
    assert "time called" in w.results.table.item(0, 10).text()

    with Events.open(url, migrate=False) as other:
        g = other.games(w.event_id, 1)[0]
        other.record_result(g.id, 9, 1, 300, 10, "station 2", g.version)
    poll(w, qtbot)
    assert w.results.table.item(w.results.row_of_table(g.table), 3).text() == "9"
    assert standings_rows(w)[0][4] == "5"  # the 9-1 winner leads: 4 TP + offensive bonus

    event_id = w.event_id
    w.close()
    again = make_window()
    assert again.event_id == event_id and again.registration.table.rowCount() == 4


def test_the_tournament_menu_opens_the_window(window, tmp_path, monkeypatch):
    monkeypatch.setenv("ITS_DESKTOP_DB", f"sqlite:///{tmp_path / 'menu.sqlite3'}")
    assert window.tournament_menu.title() == "&Tournament"
    window.tournament_action.trigger()
    tw = tournament_window_of(window)
    try:
        assert tw.isVisible() and tw.event_id is None and tw.empty.isVisible()
        assert tw.create_event("From the menu", "s13") is not None
        assert tw.tabs.isVisible()
        window.tournament_action.trigger()
        assert tournament_window_of(window) is tw  # one window, raised again
    finally:
        tw.dispose()
        tw.close()


def test_another_stations_result_arrives_by_notification_without_polling(make_window, url, qtbot):
    """No timer: the database says something was committed and the window reloads within a second."""
    w = make_window()
    w.show()
    register_five(w)
    w.rounds.set_round(1, "s16/supremacy")
    w.pairings.generate(1, seed=1)
    w.pairings.save()
    assert w.notified and not w.poll.isActive()
    w.tabs.setCurrentWidget(w.results)  # the tab in front redraws on news; the others when shown
    with Events.open(url, migrate=False) as other:
        g = next(x for x in other.games(w.event_id, 1) if not x.bye)
        other.record_result(g.id, 7, 3, 200, 90, "station 2", g.version)
    qtbot.waitUntil(lambda: w.results.table.item(w.results.row_of_table(g.table), 3).text() == "7", timeout=1500)
    w.close()
    assert not w.notified  # a closed window stops listening


def test_a_bad_custom_scenario_leaves_no_event_and_no_change_behind(make_window):
    """One transaction per user action: the window says the event was not created, and it was not."""
    w = make_window()
    assert w.create_event("Club Open", "s16", points=300, custom_scenario="[scenario\nid = = 1") is None
    assert w.last_error.startswith("custom_scenario: not a valid scenario map file")
    assert w.events.list_events() == []
    ev = w.create_event("Club Open", "s16", points=300)
    assert w.update_event(name="Renamed", custom_scenario="id = 'broken'") is None
    assert w.last_error.startswith("custom_scenario: ")
    assert [e.name for e in w.events.list_events()] == ["Club Open"]
    assert [c.field for c in w.events.history(ev.id)] == ["created"]


def test_the_standings_tab_shows_the_bye_reading(make_window, tmp_path):
    # S13: five players, so one bye in round 1. L278 prints the bye as 3 TP while a Victoire is worth 4
    # (L244): the live standings rest on the 3 and the tab says so, with the other reading.
    w = make_window()
    w.create_event("Coupe de Lyon", "s13", points=300)
    for name, pin, faction, club in PLAYERS:
        assert w.registration.add_player(name, pin, faction, club, ["list one"])
    assert w.rounds.set_round(1, "s13/supremacy", 300)
    assert w.pairings.generate(1, seed=42) is not None and w.pairings.save()
    res = w.results
    res.refresh()
    for g in [g for g in res.games if not g.bye]:
        assert res.enter_result(g.table, 6, 2, 200, 100)
    w.standings.refresh()
    text = w.standings.state.text()
    assert "a bye gives 3 TP" in text and "other reading: 4 TP" in text and "L278" not in text
    w.standings.grab().save(str(tmp_path / "standings-bye-reading.png"))


@pytest.mark.parametrize(("lang", "column"), [("fr", "PO A : "), ("es", "PO A: ")])
def test_a_refused_result_names_its_column_in_the_readers_language(make_window, lang, column):
    """s41 trial (item 4): "Table 2 : op_a : doit être un nombre entier de 0 à 10, reçu 11"."""
    from its_desktop.ui import i18n

    i18n.install(lang)
    try:
        w = make_window()
        register_five(w)
        assert w.rounds.set_round(1, "s16/supremacy", 300)
        assert w.pairings.generate(1, seed=42) is not None and w.pairings.save()
        res = w.results
        res.refresh()
        table = next(g.table for g in res.games if not g.bye)
        assert not res.enter_result(table, 11, 3, 250, 120)
        text = res.banner.text()
    finally:
        i18n.install("en")
    assert column in text and "op_a" not in text, text


def test_too_few_players_to_pair_is_said_in_the_seasons_name_without_a_field_key(make_window):
    """s41 trial (item 21): "players: los torneos s8 necesitan al menos 4 jugadores, el evento tiene 3"."""
    from its_desktop.ui import i18n

    i18n.install("es")
    try:
        w = make_window()
        w.create_event("Open de Sevilla", "s8", points=300)
        for name, pin, faction, club in PLAYERS[:3]:
            assert w.registration.add_player(name, pin, faction, club, ["lista"])
        assert w.pairings.generate(1, seed=1) is None
        text = w.pairings.banner.text()
    finally:
        i18n.install("en")
    assert text.startswith("los torneos de ITS Temporada 8 necesitan al menos 4 jugadores, el evento tiene 3"), text


def test_restoring_a_broken_event_file_names_the_file_once_in_the_readers_language(make_window, tmp_path):
    """s41 trial (item 19): "bad.json: path: /tmp/…/bad.json: JSON mal formado…" — a field key and the file twice."""
    from its_desktop.ui import i18n

    bad = tmp_path / "bad.json"
    bad.write_text('{"name": "x"\n"season": "s8"}', encoding="utf-8")
    i18n.install("es")
    try:
        w = make_window()
        assert w.event_actions.import_event(bad, restore=True) is None
    finally:
        i18n.install("en")
    text = next(t for kind, _title, t in w.prompts.asked if kind == "warn")
    assert text.startswith(f"{bad}: JSON mal formado") and "path" not in text and text.count("bad.json") == 1, text


def test_a_live_language_switch_recomposes_the_title_the_event_list_and_the_tab_in_front(make_window):
    """s41 trial (item 22): after Settings → Language → Français the tournament window kept "Lisbon Open — Torneo",
    "(ITS Temporada 16, …)" and the Spanish banner and cells of the tab that was showing."""
    from its_desktop.ui import i18n

    i18n.install("es")
    try:
        w = make_window()
        register_five(w)
        w.tabs.setCurrentWidget(w.registration)
        w.registration.banner.ok("Jugador añadido")
        assert w.windowTitle() == "Lisbon Open — Torneo"
        i18n.switch_language("fr")
        assert w.windowTitle() == "Lisbon Open — Tournoi", w.windowTitle()
        assert "ITS Saison 16" in w.event_box.currentText(), w.event_box.currentText()
        assert w.registration.banner.text() == ""
    finally:
        i18n.switch_language("en")
        i18n.install("en")


def test_the_results_in_are_counted_without_a_plural_to_agree_in_french(make_window):
    """s41 trial (item 5): "1 résultats sur 2 saisis"."""
    from its_desktop.ui import i18n

    i18n.install("fr")
    try:
        w = make_window()
        register_five(w)
        assert w.rounds.set_round(1, "s16/supremacy", 300)
        assert w.pairings.generate(1, seed=42) is not None and w.pairings.save()
        res = w.results
        res.refresh()
        assert res.progress.text() == "Résultats saisis : 0 sur 2", res.progress.text()
        assert res.enter_result(next(g.table for g in res.games if not g.bye), 7, 3, 250, 120)
        assert res.progress.text() == "Résultats saisis : 1 sur 2", res.progress.text()
    finally:
        i18n.install("en")
