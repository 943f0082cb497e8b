"""A database full of public and private information for the overlay tests and screenshots."""

from __future__ import annotations

import json
from pathlib import Path

from its_desktop.persistence.events import Events
from its_desktop.persistence.games import Games

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "example.itstable"

# Strings that must never appear in anything the overlay serves or writes.
SECRETS = {
    "classified": "Sekret-Classified-Xylophone",
    "intelcom_zone": "quadrant-zz-intelcom-secret",
    "list": "ARMYLIST-PRIVATE-Q7Z",
    "pin": "PIN-SECRET-8841",
    "trooper_name": "Camo-Sniper-Whisper",
    "lieutenant_name": "Lieutenant-Orion-Private",
    "why": "override-why-private-note",
    "who": "station-who-private",
}
SCENERY = [{"id": "house", "kind": "building", "shape": "rect", "x": 30, "y": 24, "width": 6, "depth": 4, "roof": True},
           {"id": "crates", "kind": "crates", "shape": "rect", "x": 14, "y": 30, "width": 3, "depth": 3,
            "height": "partial", "partial_height": 1.0},
           {"id": "rubble", "kind": "rubble", "shape": "circle", "x": 40, "y": 14, "width": 4, "height": "low"}]
PLAYERS = [("Ana Lopez", "PanOceania"), ("Ben Okafor", "Yu Jing"), ("Chloé Martin", "Ariadna"),
           ("Dario Rossi", "Haqqislam"), ("Eva Novak", "Nomads"), ("Femi Adeyemi", "Combined Army"),
           ("Gus Larsen", "ALEPH"), ("Hana Sato", "Tohaa")]


def private_table() -> dict:
    """The example table with a camouflaged trooper (a marker), a named Lieutenant and an INTELCOM card."""
    doc = json.loads(EXAMPLE.read_text())
    doc["troopers"].append({"id": "a9", "player": "A", "x": 30.0, "y": 40.0, "base_mm": 25, "points": 41,
                            "state": "normal", "kind": "marker", "troop_type": "SK",
                            "name": SECRETS["trooper_name"], "roles": ["hvt"], "tags": ["specialist"]})
    for t in doc["troopers"]:
        if t["player"] == "B":
            t["name"] = SECRETS["lieutenant_name"]
            t["roles"] = ["lieutenant"]
            break
    doc["intelcom"] = {"A": {"zone": "quadrant-a-left", "value": 77}}
    # Scenery is public (everyone sees the table): the stream's map draws it, and nothing private rides along.
    doc["version"] = 2
    doc["scenery"] = SCENERY
    return doc


def fill(url: str) -> dict:
    """An event with eight players (round 1 paired, two results in), and a tallied game on table 1 with
    sealed entries, overrides and a private table snapshot. Returns the ids."""
    games = Games.open(url)
    events = Events(games.engine)
    try:
        ev = events.create_event("Spring Open", "s16", points=300, who=SECRETS["who"])
        for i, (name, faction) in enumerate(PLAYERS):
            events.add_player(ev.id, name, faction=faction, pin=f"{SECRETS['pin']}-{i}",
                              lists=[f"{SECRETS['list']}-{i}"], who=SECRETS["who"])
        events.set_round(ev.id, 1, "s16/supremacy", 300, who=SECRETS["who"])
        events.save_pairings(ev.id, events.pair(ev.id, 1, seed=7), who=SECRETS["who"])
        tables = events.games(ev.id, 1)
        t1 = tables[0]
        g = games.create_game("s16/supremacy", 300, t1.a_name, t1.b_name)
        games.set_entry(g.id, "A", "vp", None, 150, "asked", who=SECRETS["who"])
        games.set_entry(g.id, "B", "vp", None, 120, "asked", who=SECRETS["who"])
        games.set_entry(g.id, "A", "classified:0", None, {"name": SECRETS["classified"], "fulfilled": False},
                        "asked", who=SECRETS["who"], why=SECRETS["why"], sealed=True)
        games.set_entry(g.id, "A", "intelcom", None, {"mode": "support_and_control", "value": 77,
                                                      "zone": SECRETS["intelcom_zone"]},
                        "asked", who=SECRETS["who"], sealed=True)
        # Round 1 as the table gave it: A dominated 2 quadrants, B 1.
        games.set_entry(g.id, "A", "more-quadrants", 1, 2, "table", who=SECRETS["who"])
        games.set_entry(g.id, "B", "more-quadrants", 1, 1, "table", who=SECRETS["who"])
        games.update_game(g.id, round_reached=1)
        games.save_snapshot(g.id, 1, private_table())
        for eg, (oa, ob) in zip(tables[1:3], ((7, 3), (4, 4))):
            events.record_result(eg.id, oa, ob, 200, 150, SECRETS["who"], why=SECRETS["why"])
        # Link table 1 to the tallied game without a result yet.
        from its_desktop.persistence.models import EventGameRow
        from sqlalchemy.orm import Session

        with Session(games.engine) as s, s.begin():
            s.get(EventGameRow, t1.id).tally_game_id = g.id
        return {"event": ev.id, "game": g.id, "table": t1.table}
    finally:
        games.close()


def recorded_game(url: str, *, finish: bool = True) -> int:
    """A casual game recorded in the app, not at an event: Chloé Martin (Ariadna) v Femi Adeyemi (Combined
    Army), its factions stored with it, snapshots at the end of rounds 1 and 2, and the table saved last in
    round 3; finished when ``finish``. Returns its id."""
    games = Games.open(url)
    try:
        g = games.create_game("s16/supremacy", 300, "Chloé Martin", "Femi Adeyemi")
        games.set_setup(g.id, "Ariadna", "Combined Army", "A")
        games.set_entry(g.id, "A", "vp", None, 180, "asked", who="tally")
        games.set_entry(g.id, "B", "vp", None, 140, "asked", who="tally")
        for rnd, (a, b) in enumerate(((2, 1), (1, 2), (3, 0)), start=1):
            games.set_entry(g.id, "A", "more-quadrants", rnd, a, "table", who="tally")
            games.set_entry(g.id, "B", "more-quadrants", rnd, b, "table", who="tally")
        doc = private_table()
        for rnd in (1, 2):
            doc["round"] = rnd
            games.save_snapshot(g.id, rnd, doc)
        doc["round"] = 3
        doc["turn"] = "B"
        doc["troopers"][0]["x"] = 61.0  # the table saved last differs from every snapshot
        games.save_table(g.id, doc, "table-1")
        games.update_game(g.id, round_reached=3 if finish else 2, turn_reached="B",
                          **({"end_reason": "completed"} if finish else {}))
        return g.id
    finally:
        games.close()
