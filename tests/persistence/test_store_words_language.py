"""What the event store keeps as codes is worded in the reader's language when shown, on SQLite and
PostgreSQL: a round's hand-made deviation lines (stored as a code and values, never as English text; a line
stored as text before this still shown as stored) and the audit trail's codes (the Audit tab's columns).

The event below goes through every kind of hand change and most of the audit codes an organizer's day
writes; the checks run over whatever the store holds, so a new code without words fails here."""

from __future__ import annotations

import re

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.tournament.deviation_words import deviation_text
from its_desktop.persistence.events import Events
from its_desktop.presentation.audit_words import change_words, what_words, who_words, why_words
from tests.i18n.test_pseudo_locale import unwrapped

NAMES = ["Ana", "Ben", "Inés", "Olga", "Ugo", "Ivo", "Eli"]


@pytest.fixture
def events(any_url):
    with Events.open(any_url) as repo:
        yield repo


def organizers_day(events: Events) -> int:
    ev = events.create_event("Words", "s16", who="TO")
    ids = [events.add_player(ev.id, n, pin=str(1000 + i), club=f"C{i % 2}", who="TO").id for i, n in enumerate(NAMES)]
    events.update_player(ids[0], faction="Nomads", who="TO")
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    games = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=5), who="TO")
    t1, t2, t3 = [g for g in games if not g.bye]
    events.swap_players(ev.id, 1, t1.a, t2.b, who="TO", why="club mates")
    moved = next(g for g in events.games(ev.id, 1) if g.table == t3.table)
    events.move_table(moved.id, t1.table, who="TO", why="wheelchair access")  # t1's game takes t3's number
    events.give_bye(ev.id, 1, t2.a, who="TO", why="arrives at noon")
    g = next(g for g in events.games(ev.id, 1) if not g.bye)
    events.forfeit(g.id, g.b, who="TO", why="not there at 10:15")
    events.start_clock(ev.id, 1, who="TO")
    events.pause_clock(ev.id, 1, who="TO")
    events.resume_clock(ev.id, 1, who="TO")
    for g in [g for g in events.games(ev.id, 1) if not g.bye]:
        events.record_result(g.id, 6, 4, 200, 150, "TO")
    events.set_round(ev.id, 2, "s16/b-pong", who="TO")
    events.save_pairings(ev.id, events.pair(ev.id, 2), who="TO")
    events.keep_pairings(ev.id, 2, 1, who="TO", why="already announced")
    later = [g for g in events.games(ev.id, 2) if not g.bye]
    # a swap that seats two players who already met: the warning goes with the line
    met = {frozenset((g.a, g.b)) for g in events.games(ev.id, 1) if not g.bye}
    x, y = next((a, b) for a in [p for g in later for p in (g.a, g.b)] for b in [p for g in later for p in (g.a, g.b)]
                if a != b and any(frozenset((b, other)) in met for g in later if a in (g.a, g.b)
                                  for other in (g.a, g.b) if other != a))
    events.swap_players(ev.id, 2, x, y, who="TO", why="asked")
    return ev.id


def lines(events: Events, event_id: int) -> list[dict]:
    out = []
    for r in events.rounds(event_id):
        out += [d for d in (r.pairing_notes or {}).get("deviations", []) if d.get("kind") == "override"]
    return out


ENGLISH = {"swapped", "seats", "moved", "from", "to", "given", "the", "bye", "plays", "instead", "split", "so", "has",
           "too", "did", "not", "turn", "up", "at", "scores", "withdrawn", "event", "kept", "as", "paired", "on",
           "standings", "before", "correction", "round", "Round", "warning", "by", "already", "met", "and", "v",
           "table", "again", "for", "played", "there", "in"}
SAME = {"fr": {"table", "correction"}, "es": {"bye"}}  # "la table", "l'événement" is not "event"; Spanish says bye
TYPED = {"club", "mates", "wheelchair", "access", "arrives", "noon", "there", "not", "already", "announced", "asked",
         "TO"}


def _english(text: str, lang: str) -> list[str]:
    for why in ("club mates", "wheelchair access", "arrives at noon", "not there at 10:15", "already announced",
                "asked"):
        text = text.replace(why, " ")  # the organizer's own words
    return sorted(set(re.findall(r"[^\W\d_]+", text)) & ENGLISH - SAME.get(lang, set()))


@pytest.fixture
def day(events):
    event_id = organizers_day(events)
    return events, event_id


@pytest.mark.parametrize("lang, words", [
    ("fr", ["ont échangé leurs places", " contre ", "exemption donnée à", "ne s'est pas présenté à la table",
            "conservée telle qu'appariée", "attention : ", "déjà affrontés", "(par TO : club mates)", "Inés"]),
    ("es", ["intercambiaron sus puestos", " contra ", "bye dado a", "no se presentó en la mesa",
            "mantenida tal como se emparejó", "aviso: ", "ya se enfrentaron", "(por TO: club mates)"]),
])
def test_deviation_lines_are_stored_as_codes_and_read_in_the_readers_language(day, lang, words):
    events, event_id = day
    stored = lines(events, event_id)
    assert {d["code"] for d in stored} == {"swap", "move", "bye", "forfeit", "kept"}
    assert all("text" not in d for d in stored)  # no words in the store: a code, values, who and why
    assert any(d["warnings"] for d in stored)
    english = [deviation_text(d, "en") for d in stored]
    assert any(re.search(r"swapped seats; warning: .* already met", t) for t in english), english
    said = [deviation_text(d, lang) for d in stored]
    for text in said:
        assert _english(text, lang) == [], text
    flat = "\n".join(said)
    assert all(w in flat for w in words), [w for w in words if w not in flat]
    with i18n.speaking(lang):  # the current language by default, as the window and the pack call it
        assert [deviation_text(d) for d in stored] == said


def test_under_the_pseudo_locale_every_line_is_wrapped(day):
    events, event_id = day
    for d in lines(events, event_id):
        text = deviation_text(d, "pseudo")
        assert unwrapped(text, {*NAMES, *TYPED, "TO"}) == [], text


def test_a_line_stored_as_text_before_is_shown_as_stored(events):
    ev = events.create_event("Old", "s16", who="TO")
    for n in NAMES[:4]:
        events.add_player(ev.id, n, who="TO")
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    events.save_pairings(ev.id, events.pair(ev.id, 1, seed=1), who="TO")
    old = {"kind": "override", "text": "Ana and Ben swapped seats (by TO: asked)", "players": [], "pack": [],
           "made": [], "why": "asked", "who": "TO", "at": "2026-01-01T10:00:00"}
    with events._write() as s:  # a row an older version wrote
        from sqlalchemy import select

        from its_desktop.persistence.models import EventRoundRow

        r = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id)).one()
        r.pairing_notes = {**(r.pairing_notes or {}), "deviations": [old]}
    [stored] = lines(events, ev.id)
    assert deviation_text(stored, "fr") == deviation_text(stored, "es") == "Ana and Ben swapped seats (by TO: asked)"


def test_every_audit_code_the_day_writes_has_its_words(day):
    events, event_id = day
    history = events.history(event_id)
    assert len(history) > 20
    codes = {(c.what, c.field) for c in history}
    for lang in ("fr", "es"):
        with i18n.speaking(lang):
            for what, field in codes:
                for code, said in ((what, what_words(what)), (field, change_words(field))):
                    same = code in {"table", "club", "extras", "faction"} and lang == "fr" or \
                        code in {"club", "sectorial", "extras"} and lang == "es"
                    assert said != code or same, (lang, code)
            assert change_words("round 2: swap") == {"fr": "Ronde 2 : joueurs échangés",
                                                     "es": "Ronda 2: jugadores intercambiados"}[lang]
            assert who_words("table 3 seat A") == {"fr": "table 3, place A", "es": "mesa 3, puesto A"}[lang]
            assert why_words("device: Pixel 7") == {"fr": "appareil : Pixel 7", "es": "dispositivo: Pixel 7"}[lang]
            assert why_words("club mates") == "club mates"  # the organizer's words as typed
    with i18n.speaking("pseudo"):
        for what, field in codes:
            assert unwrapped(what_words(what)) == [] and unwrapped(change_words(field)) == [], (what, field)
        for code in ("claim:A", "release:B", "refused:A", "table 4 layout", "table 4"):
            assert unwrapped(change_words(code)) == [], code
