"""The result form of a table's page, built from the scenario's scoring data, and what a posted form means.

The fields are the desktop tally's (``domain/tally/record.py``): one per entered measure and round key
(measures read from other fields — Classified count, decks, surviving VP — are not asked twice; two
objectives sharing a measure share one field), the Classified slots, the Victory Points, and who harmed
an HVT where that loses the game. A posted form becomes a game record in the export format
(``its-desktop-game``), checked and scored by the same code as ``its-desktop score`` (``tally.settle``),
so the phone shows the OP line by line with the desktop's reasons and the store gets the record.

What is private: a Classified Objective a player has not fulfilled (its name is the card in their hand)
is a *sealed* entry of that player; the report store never hands another seat's sealed entries to that
seat, and the stream never sees reports at all. A fulfilled Classified is revealed (the pack has it
shown when scored), so its entry is not sealed.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from its_desktop.domain.errors import InputError
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.table import PLAYERS, StateError
from its_desktop.domain.tally.model import TallyModel
from its_desktop.domain.tally.record import GAME, measure_bound, value_kind
from its_desktop.domain.tally.settle import settle

MAX_FIELDS = 200        # form fields a post may carry
MAX_VALUE = 64          # characters of one field's value
NAME_MAX = 60           # characters of a Classified Objective's name


class FormError(InputError):
    """A posted value that cannot be taken: ``field`` is the form field, ``message`` says why."""


@dataclass(frozen=True)
class Field:
    name: str          # the HTML name
    player: str
    kind: str          # flag | count | number
    label: str
    objective: str = ""
    key: str = GAME
    max: float | None = None


@dataclass
class Form:
    """The form of one scenario and game size, for both players (what each seat may fill)."""

    mission: ResolvedMission
    measures: list[Field]
    classified: int           # slots per player
    hvt: bool                 # "who harmed the enemy HVT" is asked
    rounds: int

    def for_player(self, player: str) -> list[Field]:
        return [f for f in self.measures if f.player == player]


def build(mission: ResolvedMission, lang: str) -> Form:
    """The fields of the desktop tally's sheet (``TallyModel.cells``: entered cells only, twins once)."""
    sc = mission.scenario
    rounds = mission.season.rounds
    by_id = {o.id: o for o in sc.scoring}
    out: list[Field] = []
    cells = TallyModel(mission).cells
    for player in PLAYERS:
        for p, oid, key in cells:
            if p != player:
                continue
            o = by_id[oid]
            bound = measure_bound(mission, o)
            out.append(Field(f"m.{player}.{o.id}.{key}", player, value_kind(o), o.name.get(lang), o.id, key,
                             None if bound is None else float(bound)))
    hvt = bool(mission.season.killing.harming_enemy_hvt_loses_game and mission.hvt_harm_loses_game)
    return Form(mission, out, sc.classified.count, hvt, rounds)


@dataclass
class Parsed:
    """What a post said: the record (export format), each side's OP/VP and the lines with reasons."""

    record: dict[str, Any]
    op: dict[str, int]
    vp: dict[str, float]
    tp: dict[str, int]
    lines: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    missing: dict[str, list[str]] = field(default_factory=dict)

    def values(self) -> dict[str, Any]:
        return {"op_a": self.op["A"], "op_b": self.op["B"], "vp_a": self.vp["A"], "vp_b": self.vp["B"],
                "record": self.record}


def _text(form: Mapping[str, str], name: str) -> str:
    v = form.get(name, "")
    if not isinstance(v, str):
        raise FormError(name, "must be text")
    if len(v) > MAX_VALUE:
        raise FormError(name, f"at most {MAX_VALUE} characters")
    return v.strip()


def _number(form: Mapping[str, str], f: Field) -> float | None:
    raw = _text(form, f.name)
    if raw == "":
        return None
    try:
        v = float(raw.replace(",", "."))
    except ValueError:
        raise FormError(f.name, f"{f.label}: must be a number, got {raw[:20]!r}") from None
    if not math.isfinite(v) or v < 0:
        raise FormError(f.name, f"{f.label}: must be a number of at least 0, got {raw[:20]!r}")
    if f.kind == "count" and not v.is_integer():
        raise FormError(f.name, f"{f.label}: must be a whole number, got {raw[:20]!r}")
    if f.max is not None and v > f.max:
        raise FormError(f.name, f"{f.label}: at most {f.max:g} here, got {v:g}")
    return int(v) if v.is_integer() else v


def parse(form_def: Form, form: Mapping[str, str], names: tuple[str, str]) -> Parsed:
    """The posted ``form`` as a scored record; a FormError or StateError names the field."""
    if len(form) > MAX_FIELDS:
        raise FormError("form", f"at most {MAX_FIELDS} fields")
    m = form_def.mission
    now = datetime.now(UTC).isoformat()
    entries: list[dict[str, Any]] = []

    def entry(player: str, key: str, value: Any, rnd: int | None = None, sealed: bool = False) -> None:
        entries.append({"player": player, "key": key, "round": rnd, "value": value, "source": "asked",
                        "sealed": sealed, "created_at": now, "updated_at": now})

    for f in form_def.measures:
        if f.kind == "flag":
            raw = _text(form, f.name)
            if raw not in ("", "on", "1", "true", "yes"):
                raise FormError(f.name, f"{f.label}: must be ticked or not, got {raw[:20]!r}")
            value: Any = raw != ""
        else:
            value = _number(form, f)
            if value is None:
                continue
        rnd = None if f.key == GAME else int(f.key)
        entry(f.player, f.objective, value, rnd)
    for p in PLAYERS:
        for i in range(form_def.classified):
            name = _text(form, f"cl.{p}.{i}.name")[:NAME_MAX]
            done = _text(form, f"cl.{p}.{i}.done")
            if done not in ("", "on", "1", "true", "yes"):
                raise FormError(f"cl.{p}.{i}.done", f"must be ticked or not, got {done[:20]!r}")
            if name or done:
                # Not fulfilled: the card in the player's hand, private to that seat.
                entry(p, f"classified:{i}", {"name": name, "fulfilled": bool(done)}, sealed=not done)
        vp_field = Field(f"vp.{p}", p, "number", "VP", max=float(m.points))
        survivors = _number(form, vp_field)
        if survivors is None:
            raise FormError(f"vp.{p}", "Victory Points: give the surviving army points of both sides")
        entry(p, "vp", survivors)
    if form_def.hvt:
        who = _text(form, "hvt")
        if who not in ("", "A", "B"):
            raise FormError("hvt", f"must be A, B or nobody, got {who[:5]!r}")
        if who:
            entry(who, "hvt_harmed_by", who)
    record = {"format": "its-desktop-game", "version": 1,
              "game": {"mission": m.scenario.id, "season": m.season.id, "points": m.points,
                       "player_a": names[0] or "A", "player_b": names[1] or "B", "created_at": now,
                       "updated_at": now, "round_reached": form_def.rounds, "turn_reached": None,
                       "end_reason": "completed"},
              "entries": entries}
    try:
        settled = settle(record)
    except StateError as exc:
        raise FormError(_form_field(exc.field), exc.message) from None
    data = settled.to_json()
    op = {p: int(data["players"][p]["op"]) for p in PLAYERS}
    vp = {p: float(data["players"][p]["vp"] or 0) for p in PLAYERS}
    return Parsed(record, op, vp, dict(settled.tp), {p: data["players"][p]["lines"] for p in PLAYERS},
                  {p: data["players"][p]["missing"] for p in PLAYERS})


def _form_field(record_field: str) -> str:
    """The form field a record field came from (``values.A.hacked-consoles.2`` → ``m.A.hacked-consoles.2``)."""
    parts = record_field.split(".")
    if len(parts) == 4 and parts[0] == "values":
        return f"m.{parts[1]}.{parts[2]}.{parts[3]}"
    if len(parts) == 2 and parts[0] == "vp":
        return f"vp.{parts[1]}"
    return record_field


def values_of(record: dict[str, Any] | None) -> dict[str, str]:
    """A stored record back as form values (the other seat's form starts from what was proposed)."""
    out: dict[str, str] = {}
    for e in (record or {}).get("entries", []):
        p, key, rnd, v = e.get("player"), e.get("key", ""), e.get("round"), e.get("value")
        if key == "vp":
            out[f"vp.{p}"] = f"{v:g}" if isinstance(v, (int, float)) else ""
        elif key.startswith("classified:") and isinstance(v, dict):
            i = key.split(":", 1)[1]
            out[f"cl.{p}.{i}.name"] = str(v.get("name", ""))
            if v.get("fulfilled"):
                out[f"cl.{p}.{i}.done"] = "on"
        elif key == "hvt_harmed_by":
            out["hvt"] = str(v)
        else:
            name = f"m.{p}.{key}.{GAME if rnd is None else rnd}"
            out[name] = ("on" if v else "") if isinstance(v, bool) else (f"{v:g}" if isinstance(v, (int, float)) else "")
    return out
