"""Table states for the evaluation's output check: every season, random bases over every zone and
marker, Null states, markers and tokens, Baggage, carried and moved markers, INTELCOM cards.

``tests/data/evaluation_golden.json`` holds what ``its-desktop evaluate`` printed for them before the
evaluation became typed (``python tests/data/make_evaluation_golden.py`` writes it again: only when
the promised output changes on purpose).
"""

from __future__ import annotations

import random
from typing import Any

from its_desktop.domain.mission import catalog

MISSIONS = [
    ("s16/supremacy", 300), ("s16/the-armory", 300), ("s16/supplies", 300), ("s16/acquisition", 300),
    ("s16/panic-room", 300), ("s16/frontline", 200), ("s16/uplink-center", 300), ("s13/quadrant-control", 300),
    ("s13/looting-and-sabotaging", 300), ("s10/the-grid", 300), ("s10/tic-tac-toe", 250),
    ("s8/annihilation-top", 400), ("s8/nimbus-zone", 300), ("s8/supplies", 200),
]
BASES = [25, 25, 25, 32, 40, 55]
KINDS = ["model"] * 8 + ["marker", "token", "model"]


def _trooper(rng: random.Random, i: int, width: float, depth: float, states: list[str]) -> dict[str, Any]:
    t: dict[str, Any] = {"id": f"t{i}", "player": "AB"[i % 2], "x": round(rng.uniform(0, width), 3),
                         "y": round(rng.uniform(0, depth), 3), "base_mm": rng.choice(BASES),
                         "points": rng.randint(6, 70), "state": "normal", "kind": rng.choice(KINDS),
                         "name": f"Trooper {i}"}
    roll = rng.random()
    if roll < 0.15:
        t["state"] = rng.choice(states)
    elif roll < 0.25:
        t["tags"] = ["baggage"]
        t["baggage_value"] = 15
    elif roll < 0.3:
        t["tags"] = ["shasvastii"]
        t["state"] = "embryo" if "embryo" in states else "normal"
    elif roll < 0.35:
        t["tags"] = ["specialist"]
    return t


def cases() -> list[tuple[str, dict[str, Any]]]:
    """(name, state) pairs, the same on every run."""
    out: list[tuple[str, dict[str, Any]]] = []
    for n, (mid, points) in enumerate(MISSIONS):
        m = catalog.mission(mid, points)
        rng = random.Random(n)
        states = sorted(m.season.trooper_states)
        troopers = [_trooper(rng, i, m.width, m.depth, states) for i in range(14)]
        # A private role in a name: the opponent's view drops the word.
        troopers[1].update(name="Fusilier Lieutenant", kind="model", roles=["lieutenant"])
        # Bases on every marker, so that contact, blocking and Specialists are all exercised.
        for k, mk in enumerate(m.markers):
            reach = mk.radius(m.season.unit_mm) + 0.45
            troopers.append({"id": f"m{k}", "player": "AB"[k % 2], "x": mk.x + reach, "y": mk.y,
                             "base_mm": 25, "points": 20, "state": "normal", "kind": "model"})
        state: dict[str, Any] = {"mission": mid, "points": points, "round": 1 + n % 3, "troopers": troopers}
        out.append((mid.replace("/", "-"), state))
    box = next(mk.id for mk in catalog.mission("s16/supplies", 300).markers if mk.kind == "supply_box")
    room = catalog.mission("s16/the-armory", 300).zone("room").geometry.centroid
    out += [
        ("carried", {"mission": "s16/supplies", "points": 300, "round": 2,
                     "troopers": [{"id": "a1", "player": "A", "x": 5, "y": 5, "base_mm": 25, "points": 10},
                                  {"id": "b1", "player": "B", "x": 5 + 25 / 25.4, "y": 5, "base_mm": 25,
                                   "points": 10}],
                     "markers": [{"id": box, "carried_by": "a1"}]}),
        ("moved", {"mission": "s16/acquisition", "points": 300,
                   "troopers": [{"id": "a1", "player": "A", "x": 10, "y": 10, "base_mm": 25, "points": 10}],
                   "markers": [{"id": "tech-coffin", "x": 10 + (25 + 40) / 25.4 / 2, "y": 10}]}),
        ("intelcom", {"mission": "s16/the-armory", "points": 300,
                      "troopers": [{"id": "a1", "player": "A", "x": room.x, "y": room.y, "base_mm": 25,
                                    "points": 10},
                                   {"id": "b1", "player": "B", "x": room.x + 1.5, "y": room.y, "base_mm": 40,
                                    "points": 20}],
                      "intelcom": {"A": {"zone": "room", "value": 15}, "B": {"zone": "room", "value": 7}}}),
        ("empty", {"mission": "s16/supremacy", "points": 300, "troopers": []}),
    ]
    return out
