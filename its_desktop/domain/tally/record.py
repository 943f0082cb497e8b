"""One game's record: what the table and the players said, as plain data that survives JSON.

The record holds *measures* (how many quadrants, how many army points killed), never Objective
Points: the points are always worked out again by ``score`` from the scenario's data, so a
corrected value or a corrected scenario file changes the result without re-entering anything.

The JSON (keys are guaranteed, more may appear and are ignored)::

    {"mission": "s16/supremacy", "points": 300, "rounds_completed": 3,
     "end_reason": "completed" | "retreat" | "time" | "concession",
     "reached_round": 3 | null, "reached_turn": 1 | 2 | null,
     "values":    {"A": {"more-quadrants": {"1": 3, "2": 2, "3": 2}, "hacked-consoles": {"game": 2}}, "B": {…}},
     "overrides": {"B": {"hacked-consoles": {"game": {"value": 1, "who": "referee", "why": "…"}}}},
     "classified": {"A": [{"name": "…", "fulfilled": true, "secure_hvt": false, "intelcom": false,
                           "symbol": false | true | "provisions" | "counter" | "target"}]},
     "intelcom": {"A": {"mode": "support_and_control", "value": 5, "zone": "sector-central"},
                  "B": {"mode": "interference", "target": "a3"}},
     "contested": {"console-2": "A" | "B" | "none"},
     "decks": {"A": {"current-mission-objectives": 4}},
     "vp": {"A": 210, "B": 95},
     "hvt_harmed_by": null | "A" | "B"}

Round keys: ``"1"``… for ``round_end`` objectives, ``"game"`` for every other timing. Values are
numbers (counts, army points) or true/false. Measures read from other fields are not given in
``values``: the Classified count (``classified``), shared decks (``decks``), surviving Victory
Points (``vp``). Two objectives with the same measure (more / same quadrants) share one value.
``contested`` is what the table decided for a marker held by both players where its scenario settles
it by a roll-off (S8 Supremacy's consoles, L1247-1251): the winner, or ``"none"`` (nobody scores it).
An Interference card's ``target`` is the enemy trooper (its table id) whose Specialist status it
cancelled at the end of the game (S8 L1273).

``GameRecord.from_json`` checks shapes and types only (it does not know the scenario);
``check(mission, record)`` checks the record against the scenario it claims to be. Both raise
``StateError`` naming the field, e.g. ``values.A.more-quadrants.3: round 3 was not completed``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from its_desktop.domain.i18n import _
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.objectives import Objective
from its_desktop.domain.table import PLAYERS, StateError

from . import plain_read
# the record's words, read from here by the rest of the program
from .record_terms import CONTESTED_WINNERS as CONTESTED_WINNERS
from .record_terms import END_REASONS as END_REASONS
from .record_terms import GAME as GAME
from .record_terms import MOST_ROUNDS as MOST_ROUNDS
from .record_terms import SYMBOLS as SYMBOLS
from .record_terms import EndReason as EndReason
from .record_terms import Symbol as Symbol
from .words import number

CARD_MODES = ("support_and_control", "interference")  # the modes that use up a Classified card

Value = int | float | bool


@dataclass
class Override:
    """A referee's correction of one measure, with who made it and why (kept for the audit)."""

    value: Value
    who: str
    why: str


@dataclass
class ClassifiedSlot:
    """One Classified Objective of a player: the card drawn, or Secure HVT in its place, or the
    card given up as the INTELCOM card."""

    name: str = ""
    fulfilled: bool = False
    secure_hvt: bool = False
    intelcom: bool = False
    symbol: bool | str = False


@dataclass
class IntelcomCard:
    """The card a player renounced as INTELCOM: its mode, numeric value and chosen ZO."""

    mode: str
    value: float = 0
    zone: str | None = None
    target: str | None = None  # Interference: the enemy trooper whose Specialist status it cancels


@dataclass
class GameRecord:
    mission: str
    points: int
    rounds_completed: int  # of the season's rounds (``Season.rounds``)
    end_reason: str = "completed"
    reached_round: int | None = None
    reached_turn: int | None = None
    values: dict[str, dict[str, dict[str, Value]]] = field(default_factory=dict)
    overrides: dict[str, dict[str, dict[str, Override]]] = field(default_factory=dict)
    classified: dict[str, list[ClassifiedSlot]] = field(default_factory=dict)
    intelcom: dict[str, IntelcomCard | None] = field(default_factory=dict)
    decks: dict[str, dict[str, int]] = field(default_factory=dict)
    vp: dict[str, float] = field(default_factory=dict)
    hvt_harmed_by: str | None = None
    contested: dict[str, str] = field(default_factory=dict)  # marker id -> "A", "B" or "none"

    # -- reading ------------------------------------------------------------------------------
    def value(self, player: str, objective: str, key: str) -> tuple[Value | None, Override | None]:
        """The measure for one objective and round key: the override if any, else the entered value."""
        override = self.overrides.get(player, {}).get(objective, {}).get(key)
        if override is not None:
            return override.value, override
        return self.values.get(player, {}).get(objective, {}).get(key), None

    def provisional(self, rounds: int) -> GameRecord:
        """A game still being played, scored as if time were called now: completed rounds only (``rounds``: the
        season's); a value typed for the round being played waits, kept, until that round ends."""
        from dataclasses import replace

        return replace(self.completed_part(), end_reason="time" if self.rounds_completed < rounds else "completed")

    def _beyond(self, key: str) -> bool:
        return key.isdigit() and int(key) > self.rounds_completed

    def pending(self) -> list[tuple[str, str, str]]:
        """The cells (player, objective, round) holding a value for a round not completed yet: typed while the
        round is played (End of round keeps it), or left when the rounds completed were lowered. Kept, not scored."""
        cells: dict[tuple[str, str, str], None] = {}
        for table in (self.values, self.overrides):
            for p, objectives in table.items():
                for oid, keys in objectives.items():
                    cells.update(((p, oid, k), None) for k in keys if self._beyond(k))
        return list(cells)

    def completed_part(self) -> GameRecord:
        """This record as it scores: the values of rounds not completed yet (``pending``) set aside, not lost
        (they stay in this record). A key that is no round at all is left for ``check`` to name."""
        from dataclasses import replace

        def kept(table: dict[str, dict[str, dict[str, Any]]]) -> dict[str, dict[str, dict[str, Any]]]:
            return {p: {o: {k: v for k, v in keys.items() if not self._beyond(k)} for o, keys in objs.items()}
                    for p, objs in table.items()}

        if not self.pending():
            return self
        return replace(self, values=kept(self.values), overrides=kept(self.overrides))

    # -- JSON -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "mission": self.mission,
            "points": self.points,
            "rounds_completed": self.rounds_completed,
            "end_reason": self.end_reason,
            "reached_round": self.reached_round,
            "reached_turn": self.reached_turn,
            "values": {p: {o: dict(keys) for o, keys in objs.items()} for p, objs in self.values.items()},
            "overrides": {p: {o: {k: {"value": v.value, "who": v.who, "why": v.why} for k, v in keys.items()}
                              for o, keys in objs.items()} for p, objs in self.overrides.items()},
            "classified": {p: [{"name": s.name, "fulfilled": s.fulfilled, "secure_hvt": s.secure_hvt,
                                "intelcom": s.intelcom, "symbol": s.symbol} for s in slots]
                           for p, slots in self.classified.items()},
            "intelcom": {p: None if c is None else {"mode": c.mode, "value": c.value, "zone": c.zone,
                                                    **({"target": c.target} if c.target is not None else {})}
                         for p, c in self.intelcom.items()},
            "decks": {p: dict(d) for p, d in self.decks.items()},
            "vp": dict(self.vp),
            "hvt_harmed_by": self.hvt_harmed_by,
            # Additive: only a game with a roll-off to record carries the key.
            **({"contested": dict(self.contested)} if self.contested else {}),
        }

    @classmethod
    def from_json(cls, raw: Any) -> GameRecord:
        """From decoded JSON (or a JSON string). Unknown keys are ignored: the format is additive."""
        if isinstance(raw, str):
            try:
                raw = json.loads(raw)
            except json.JSONDecodeError as exc:
                raise StateError("(top level)", _("not JSON: {error} (line {line})").format(
                    error=exc.msg, line=exc.lineno)) from None
        # What this program wrote is read in plain Python; anything else (a value of another type, a key the
        # plain reading does not know for sure) goes to the pydantic models, which say what is wrong.
        r: Any = plain_read.record_fields(raw)
        if r is None:
            from its_desktop.domain.validation import validate

            from .record_shape import RecordShape

            r = validate(RecordShape, raw, StateError)
        return cls(
            mission=r.mission, points=r.points, rounds_completed=r.rounds_completed, end_reason=r.end_reason,
            reached_round=r.reached_round, reached_turn=r.reached_turn,
            values={p: {o: dict(keys) for o, keys in objs.items()} for p, objs in (r.values or {}).items()},
            overrides={p: {o: {k: Override(v.value, v.who, v.why) for k, v in keys.items()} for o, keys in objs.items()}
                       for p, objs in (r.overrides or {}).items()},
            classified={p: [ClassifiedSlot(s.name, s.fulfilled, s.secure_hvt, s.intelcom,
                                           False if s.symbol is None else s.symbol) for s in slots]
                        for p, slots in (r.classified or {}).items()},
            intelcom={p: None if c is None else IntelcomCard(c.mode, c.value, c.zone, c.target)
                      for p, c in (r.intelcom or {}).items()},
            decks={p: dict(d) for p, d in (r.decks or {}).items()},
            vp={p: v for p, v in (r.vp or {}).items()},
            hvt_harmed_by=r.hvt_harmed_by,
            contested=dict(r.contested or {}),
        )


# -- the record against its scenario ----------------------------------------------------------
TABLE_MEASURES = ("markers", "zones_dominated", "presence", "threaten")
FLAG_MEASURES = ("presence", "threaten")


def derived_from(objective: Objective) -> str | None:
    """The record field a measure is read from instead of ``values`` (None: it is entered)."""
    m = objective.measure
    if m.type == "objectives":
        if m.plus:
            return "objectives"  # several decks added up: the Classified slots and deck counts
        return "classified" if m.deck == "classified" else "decks"
    if m.type == "survivors" and m.what == "victory_points":
        return "vp"
    if m.type == "scored":
        return "scored"  # counted from the player's other lines
    return None


def value_kind(objective: Objective) -> str:
    """``flag`` (true/false), ``count`` (a whole number) or ``number`` (army points)."""
    m = objective.measure
    if m.type in FLAG_MEASURES or (m.type == "asked" and m.value == "flag"):
        return "flag"
    if m.type == "survivors":
        return "flag"  # an active Lieutenant, a role still alive (victory points are derived)
    if (m.type in ("kills", "extracted") and m.what == "army_points"):
        return "number"
    return "count"


def keys_of(objective: Objective, rounds_completed: int) -> list[str]:
    """The round keys an objective is scored under: each completed round, or the game once."""
    if objective.when == "round_end":
        return [str(r) for r in range(1, rounds_completed + 1)]
    return [GAME]


def twin_key(objective: Objective) -> str:
    """Objectives with the same measure and timing share one entered value (more/same pairs)."""
    return f"{objective.when}|{objective.measure!r}"  # a dataclass's repr: its type and every field


def measure_bound(mission: ResolvedMission, objective: Objective) -> int | None:
    """The largest count a measure can reach on this table (markers and zones that exist)."""
    m = objective.measure
    if m.type == "markers":
        return sum(1 for mk in mission.markers if mk.id in m.of or mk.group in m.of)
    if m.type == "zones_dominated":
        if m.relative:
            return 1
        return len({z.id for z in mission.zones if z.id in m.of or z.group in m.of})
    if m.type == "asked" and m.value == "points" and objective.kind == "per_item":
        assert objective.cap is not None and objective.op
        return objective.cap // objective.op  # points beyond this cannot be on the card
    if m.type in ("kills", "extracted") and m.what == "army_points":
        return mission.points  # an army is at most the game's size: nobody kills or extracts more of it
    return None


def _shared_zones(objective: Objective) -> bool:
    """Both players' counts of this measure are over the same zones (a zone has one dominator at most):
    not the zones nearest each player's own deployment, nor those near a deployment zone."""
    m = objective.measure
    return m.type == "zones_dominated" and m.relative in (None, "central") and m.near is None


def check(mission: ResolvedMission, record: GameRecord) -> None:
    """Refuse a record that cannot belong to this scenario and game size, naming the field."""
    sc, season = mission.scenario, mission.season
    if record.mission != sc.id:
        raise StateError("mission", _("the record is for {record!r}, not {mission!r}").format(record=record.mission, mission=sc.id))
    if record.points != mission.points:
        raise StateError("points", _("the record is for {record} points, the mission for {mission}").format(
            record=record.points, mission=mission.points))
    rounds = season.rounds
    if isinstance(record.rounds_completed, bool) or not isinstance(record.rounds_completed, int) \
            or not 0 <= record.rounds_completed <= rounds:
        raise StateError("rounds_completed", _("must be a whole number from 0 to {rounds}, got {got!r}").format(
            rounds=rounds, got=record.rounds_completed))
    if record.end_reason == "completed" and record.rounds_completed != rounds:
        raise StateError("end_reason", _("'completed' means all {rounds} rounds were played; rounds_completed is {n}")
                         .format(rounds=rounds, n=record.rounds_completed))
    if record.end_reason == "retreat" and sc.flags.retreat == "no_quarter":
        raise StateError("end_reason", _("No Quarter: the Retreat! rule does not end the game in this scenario"))
    if record.reached_round is not None:
        low, high = max(record.rounds_completed, 1), min(record.rounds_completed + 1, rounds)
        if not low <= record.reached_round <= high:
            raise StateError("reached_round", (
                _("with {n} rounds completed the game ended in round {low} or {high}") if high != low else
                _("with {n} rounds completed the game ended in round {low}")).format(
                n=record.rounds_completed, low=low, high=high))
    by_id = {o.id: o for o in sc.scoring}
    twins: dict[tuple[str, str, str], tuple[str, Value]] = {}
    for name, table in (("values", record.values), ("overrides", record.overrides)):
        for player, objectives in table.items():
            for oid, keys in objectives.items():
                where = f"{name}.{player}.{oid}"
                objective = by_id.get(oid)
                if objective is None:
                    raise StateError(where, _("no objective {id!r} in {mission}; known: {known}").format(
                        id=oid, mission=sc.id, known=", ".join(by_id)))
                source = derived_from(objective)
                if name == "values" and source is not None:
                    raise StateError(where, _("comes from {field}, not from values").format(field=f"{source}.{player}"))
                allowed = keys_of(objective, record.rounds_completed)
                for key, entry in keys.items():
                    at = f"{where}.{key}"
                    value = entry.value if isinstance(entry, Override) else entry
                    if objective.when == "round_end" and key == GAME:
                        raise StateError(at, _("scored per round: give the value under the round number"))
                    if objective.when != "round_end" and key != GAME:
                        raise StateError(at, _("scored once: give the value under 'game'"))
                    if key not in allowed:
                        raise StateError(at, _("round {key} was not completed (rounds_completed = {n})").format(
                            key=key, n=record.rounds_completed))
                    _check_value(mission, objective, value, at + (".value" if name == "overrides" else ""))
                    if name == "values":
                        twin = (player, twin_key(objective), key)
                        if twin in twins and twins[twin][1] != value:
                            raise StateError(at, _("differs from {other} (the same measure): {value!r} against "
                                                   "{theirs!r}").format(other=twins[twin][0], value=value,
                                                                        theirs=twins[twin][1]))
                        twins.setdefault(twin, (oid, value))
    _check_between_players(mission, record)
    _check_classified(mission, record)
    decks = {d.id: d for d in sc.decks}
    for player, counts in record.decks.items():
        for deck_id, count in counts.items():
            where = f"decks.{player}.{deck_id}"
            deck = decks.get(deck_id)
            if deck is None:
                known = ", ".join(decks) or _("none")
                raise StateError(where, _("no deck {id!r} in {mission} (decks: {known})").format(
                    id=deck_id, mission=sc.id, known=known))
            if deck.refresh == "never" and count > deck.slots:
                raise StateError(where, _("the deck holds {slots} objectives, got {count}").format(
                    slots=deck.slots, count=count))
    for player, vp in record.vp.items():
        if vp > mission.points:
            raise StateError(f"vp.{player}", _("surviving army points cannot exceed the game size {points}, got {vp}")
                             .format(points=mission.points, vp=number(vp)))
    _check_contested(mission, record)
    if record.hvt_harmed_by is not None and not season.killing.harming_enemy_hvt_loses_game:
        raise StateError("hvt_harmed_by", _("harming the enemy HVT does not lose the game in {season}").format(
            season=season.id))
    if record.hvt_harmed_by is not None and not mission.hvt_harm_loses_game:
        said = _("harming the enemy HVT does not lose the game in {mission}: the scenario has no HVT") \
            if sc.hvt.per_player == 0 else _("harming the enemy HVT does not lose the game in {mission}: the scenario "
                                             "makes the enemy HVT a target (not a Neutral Civilian)")
        raise StateError("hvt_harmed_by", said.format(mission=sc.id))


def _check_value(mission: ResolvedMission, objective: Objective, value: Value, where: str) -> None:
    kind = value_kind(objective)
    if kind == "flag" and not isinstance(value, bool):
        raise StateError(where, _("must be true or false, got {value!r}").format(value=value))
    if kind == "number" and isinstance(value, bool):
        raise StateError(where, _("must be a number, got {value!r}").format(value=value))
    if kind == "count":
        if isinstance(value, bool):
            if objective.kind != "flag":
                raise StateError(where, _("must be a whole number, got {value!r}").format(value=value))
        elif not float(value).is_integer():
            raise StateError(where, _("must be a whole number, got {value!r}").format(value=value))
    bound = measure_bound(mission, objective)
    if bound is not None and not isinstance(value, bool) and value > bound:
        raise StateError(where, _("at most {bound} here, got {value}").format(bound=bound, value=number(value)))


def _check_between_players(mission: ResolvedMission, record: GameRecord) -> None:
    """What the two players' values cannot be together: both dominating one zone (a zone has one dominator:
    more Army Points inside it than the adversary), or more of an army killed than the points its owner did
    not keep (an army is at most the game's size; a trooper is either killed or counted in its owner's VP)."""
    seen: set[str] = set()
    for o in mission.scenario.scoring:
        if derived_from(o) is not None or twin_key(o) in seen:
            continue
        seen.add(twin_key(o))
        if _shared_zones(o):
            zones = measure_bound(mission, o)
            for key in keys_of(o, record.rounds_completed):
                said = [record.value(p, o.id, key)[0] for p in PLAYERS]
                if zones is None or any(v is None for v in said):
                    continue
                a, b = (int(v) for v in said)  # type: ignore[arg-type]
                if a + b > zones:
                    where = _where(record, "B", o.id, key)
                    raise StateError(where, (_("a zone is dominated by one player at most: A says {a} and B {b}, "
                                               "but there is {zones} zone") if zones == 1 else
                                             _("a zone is dominated by one player at most: A says {a} and B {b}, "
                                               "but there are {zones} zones")).format(a=a, b=b, zones=zones))
        if o.measure.type == "kills" and o.measure.what == "army_points":
            for p in PLAYERS:
                enemy = "B" if p == "A" else "A"
                killed, kept = record.value(p, o.id, GAME)[0], record.vp.get(enemy)
                if killed is None or isinstance(killed, bool) or kept is None:
                    continue
                if killed + kept > mission.points:
                    raise StateError(_where(record, p, o.id, GAME), _(
                        "at most {most} here: {enemy} kept {kept} of a {points}-point army, got {got}").format(
                        most=number(max(mission.points - kept, 0)), enemy=enemy, kept=number(kept),
                        points=mission.points, got=number(killed)))


def _where(record: GameRecord, player: str, objective: str, key: str) -> str:
    """The field a value came from: the referee's override if there is one, else the entered value."""
    if record.value(player, objective, key)[1] is not None:
        return f"overrides.{player}.{objective}.{key}.value"
    return f"values.{player}.{objective}.{key}"


def _check_classified(mission: ResolvedMission, record: GameRecord) -> None:
    spec = mission.scenario.classified
    for player, slots in record.classified.items():
        where = f"classified.{player}"
        if len(slots) > spec.count:
            raise StateError(where, _("{n} Classified Objectives, but the scenario gives {count}").format(
                n=len(slots), count=spec.count))
        if sum(s.secure_hvt for s in slots) > 1:
            raise StateError(where, _("Secure HVT replaces one Classified Objective only"))
        if sum(s.intelcom for s in slots) > 1:
            raise StateError(where, _("only one card can be the INTELCOM card"))
        for i, s in enumerate(slots):
            at = f"{where}[{i}]"
            if s.secure_hvt and not (spec.secure_hvt and mission.scenario.hvt.secure_hvt):
                raise StateError(f"{at}.secure_hvt", _("Secure HVT is not allowed in this scenario"))
            if s.secure_hvt and s.intelcom:
                raise StateError(f"{at}.secure_hvt", _("a card renounced for INTELCOM cannot be replaced by Secure HVT"))
            if s.secure_hvt and s.symbol:
                raise StateError(f"{at}.symbol", _("Secure HVT is not a card: it bears no symbol"))
            if s.intelcom and not set(spec.intelcom_modes) & set(CARD_MODES):
                raise StateError(f"{at}.intelcom", _("this scenario has no INTELCOM card to renounce a Classified for"))
            if s.intelcom and s.fulfilled:
                raise StateError(f"{at}.fulfilled", _("a card used as INTELCOM is no longer a Classified Objective"))
    for player in PLAYERS:
        card = record.intelcom.get(player)
        renounced = any(s.intelcom for s in record.classified.get(player, []))
        where = f"intelcom.{player}"
        if card is None:
            if renounced:
                raise StateError(where, _("a Classified is marked as the INTELCOM card: give the card"))
            continue
        if card.mode not in CARD_MODES:
            raise StateError(f"{where}.mode", _("must be one of {modes} (Provisions and Counterespionage are read from "
                                                "the cards' symbols), got {got!r}").format(modes=", ".join(CARD_MODES),
                                                                                          got=card.mode))
        if card.mode not in spec.intelcom_modes:
            modes = " / ".join(spec.intelcom_modes) or _("none")
            raise StateError(f"{where}.mode", _("this scenario's INTELCOM mode is {modes}, got {got!r}").format(
                modes=modes, got=card.mode))
        if not renounced and player in record.classified:
            raise StateError(where, _("mark which Classified was renounced for it (intelcom: true)"))
        if card.target is not None and card.mode != "interference":
            raise StateError(f"{where}.target", _("only an Interference card names an enemy trooper"))
        if card.mode == "support_and_control":
            zos = {z.id for z in mission.zones if z.is_zo} | {z.group for z in mission.zones if z.is_zo}
            if card.zone not in zos:
                raise StateError(f"{where}.zone", _("must be a Zone of Operations ({zones}), got {got!r}").format(
                    zones=", ".join(sorted(zos)), got=card.zone))


def _check_contested(mission: ResolvedMission, record: GameRecord) -> None:
    rolled = {m.id for m in mission.markers if m.contested == "roll_off"}
    for mid, winner in record.contested.items():
        where = f"contested.{mid}"
        if mid not in rolled:
            known = ", ".join(sorted(rolled)) or _("none in this scenario")
            raise StateError(where, _("not a marker settled by a roll-off when both players hold it ({known})").format(
                known=known))
        if winner not in CONTESTED_WINNERS:
            raise StateError(where, _("must be 'A', 'B' or 'none', got {got!r}").format(got=winner))
