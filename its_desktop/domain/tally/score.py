"""Objective Points for one game, line by line, in the order the packs count them.

The pipeline (``PIPELINE`` says it in words, and every ``Score`` carries it):

1. **end effects** — the scenario's effects at the end of the last round (Biotechvore's plague,
   Frostbyte's Killer Cold) are applied to the final table before it is evaluated
   (``fill.end_of_game``); domination and presence are read from that table.
2. **Null at the end counts as killed** — troopers left in a Null State count as killed by the
   adversary in the kill totals the players enter, and not in their surviving Victory Points.
3. **round checks** — every ``round_end`` objective, once for each completed round. The end of
   round 3 is also the end of the game, so both its round and game objectives fire then.
4. **game-end checks** — ``game_end`` and ``event`` objectives (also after an early end: time,
   retreat, concession), then the Classified Objectives (Secure HVT standing in for one).
5. **INTELCOM** — Counterespionage cancellations, then Provisions' extra points while the player
   is below the ceiling. (Support and Control was already added to domination in steps 3–4: the
   card's value is part of the table evaluation, see ``fill.table_intelcom``.)
6. **penalties** — a line that takes points away (S10's Xenotech: "1 Objective Point will be
   subtracted (to a minimum of 0)") is counted after every gain; the total stops at its floor.
7. **HVT rule** — in seasons where harming the enemy HVT loses the game (S10, S8): the harmer
   keeps 0 OP and the adversary gets 2 more.
8. **caps** — each per-item objective's cap inside its own line; the season's ceiling
   (``op_ceiling``, 10) on the total, last.

Alternatives (``alternative_of``, e.g. more / same quadrants, kill / threaten the Key Ops) are
settled per round: only the best of a group scores in each round.

Readings where the packs are silent:

- A game ended early (time, retreat, concession) scores its round objectives for the completed
  rounds only, and its end-of-game objectives as the table stands; a round cut short by a
  Retreat! is not completed. A concession is scored like that too (the pack names no penalty).
- A measure not entered yet scores 0 and is listed in ``missing`` (a comparison needs both sides).
- Counterespionage cancels simultaneously: a card cancelled by the opponent still cancels one.
  ``symbol: true`` reads the two lost glyphs as one symbol; "counter" / "target" tell them apart.
- Provisions adds its points one card at a time while the total is below the ceiling, so 9 OP
  with two symbol cards ends at 10.
- The Classified count an objective compares (Biotechvore's "more Classified Objectives") is
  taken after the Counterespionage cancellations: a cancelled card earns nothing, neither its own
  point nor a place in the comparison. Secure HVT counts as an accomplished Classified.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from its_desktop.domain.i18n import _, join_words, semicolon
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.objectives import Objective, ObjectivesMeasure, ScoredMeasure
from its_desktop.domain.table import PLAYERS, other

from its_desktop.domain.readings import Reading, for_lines
from .record import GAME, TABLE_MEASURES, ClassifiedSlot, GameRecord, Override, Value, check, derived_from, keys_of, twin_key
from .words import intelcom_mode, number, round_label, rounds_not_completed, yes_no

PIPELINE = (
    "end effects: the scenario's end-of-game effects are applied to the final table before it is evaluated",
    "Null at the end counts as killed: kill totals include troopers left in a Null State; surviving VP do not",
    "round checks: each round objective once per completed round (the end of round 3 also ends the game)",
    "game-end checks: end-of-game and event objectives, then the Classified Objectives (Secure HVT in one slot)",
    "INTELCOM: Counterespionage cancels (before any count of Classified Objectives), then Provisions adds 1 OP per symbol card while below the ceiling "
    "(Support and Control already counted in domination)",
    "penalties: points taken away (a negative line) after every gain, never below the objective's floor",
    "HVT rule: where harming the enemy HVT loses the game, the harmer keeps 0 OP and the adversary gets the "
    "season's extra OP (hvt_harm_bonus_op)",
    "caps: each objective's own cap in its line, then the season's ceiling on the total",
)


@dataclass(frozen=True)
class Step:
    """One scoring moment of an objective: a round (``"1"``…) or the game (``"game"``)."""

    key: str
    value: Value | None
    opponent: Value | None
    op: int
    text: str
    capped: bool = False
    source: str = "asked"
    missing: str = ""  # the record field to fill in, when the measure is not known yet
    dropped: bool = False  # a better alternative scored instead
    override: Override | None = None


@dataclass(frozen=True)
class Line:
    objective: str
    name: str
    when: str
    op: int
    explanation: str
    capped: bool
    source: str  # "table", "asked" or "override" (any of its steps overridden)
    missing: bool
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class SlotLine:
    index: int
    name: str
    op: int
    explanation: str
    fulfilled: bool
    secure_hvt: bool
    intelcom: bool
    cancelled: bool = False


@dataclass(frozen=True)
class PlayerScore:
    player: str
    lines: tuple[Line, ...]
    classified: tuple[SlotLine, ...]
    objectives_op: int
    classified_op: int
    intelcom_op: int
    hvt_op: int
    before_ceiling: int
    op: int
    ceiling_applied: bool
    vp: float | None
    notes: tuple[str, ...]
    missing: tuple[str, ...]
    penalty_op: int = 0  # points taken away (negative lines), already in objectives_op


    def line(self, objective: str) -> Line:
        return next(li for li in self.lines if li.objective == objective)

    def op_by_round(self, rounds: int) -> dict[str, int]:
        """The Objective Points per game round ("1".."n"), at the game's end ("end": Classified,
        INTELCOM, HVT and every objective scored once) and in all ("total", after the ceiling).
        Alternatives that lost to a better one count nowhere."""
        per = {str(r): 0 for r in range(1, rounds + 1)}
        per["end"] = self.classified_op + self.intelcom_op + self.hvt_op
        for line in self.lines:
            for step in line.steps:
                if not step.dropped:
                    per[step.key if step.key in per else "end"] += step.op
        per["total"] = self.op
        return per


@dataclass(frozen=True)
class Score:
    mission: str
    points: int
    rounds_completed: int
    end_reason: str
    players: dict[str, PlayerScore]
    pipeline: tuple[str, ...] = PIPELINE
    notes: tuple[str, ...] = field(default=())
    readings: tuple[Reading, ...] = field(default=())  # the pack readings the result rests on

    def op(self, player: str) -> int:
        return self.players[player].op

    def vp(self, player: str) -> float | None:
        return self.players[player].vp

    @property
    def complete(self) -> bool:
        return not any(p.missing for p in self.players.values())

    def to_json(self) -> dict[str, Any]:
        def step(s: Step) -> dict[str, Any]:
            out: dict[str, Any] = {"key": s.key, "value": s.value, "opponent": s.opponent, "op": s.op, "text": s.text,
                   "capped": s.capped, "source": s.source, "missing": s.missing, "dropped": s.dropped}
            if s.override is not None:
                out["override"] = {"who": s.override.who, "why": s.override.why}
            return out

        def player(p: PlayerScore) -> dict[str, Any]:
            return {
                "op": p.op, "vp": p.vp, "objectives_op": p.objectives_op, "classified_op": p.classified_op,
                "intelcom_op": p.intelcom_op, "hvt_op": p.hvt_op, "penalty_op": p.penalty_op, "before_ceiling": p.before_ceiling,
                "ceiling_applied": p.ceiling_applied, "notes": list(p.notes), "missing": list(p.missing),
                "lines": [{"objective": li.objective, "name": li.name, "when": li.when, "op": li.op,
                           "explanation": li.explanation, "capped": li.capped, "source": li.source,
                           "missing": li.missing, "steps": [step(s) for s in li.steps]} for li in p.lines],
                "classified": [{"index": c.index, "name": c.name, "op": c.op, "explanation": c.explanation,
                                "fulfilled": c.fulfilled, "secure_hvt": c.secure_hvt, "intelcom": c.intelcom,
                                "cancelled": c.cancelled} for c in p.classified],
            }

        return {"mission": self.mission, "points": self.points, "rounds_completed": self.rounds_completed,
                "end_reason": self.end_reason, "players": {k: player(v) for k, v in self.players.items()},
                "pipeline": list(self.pipeline), "notes": list(self.notes),
                "readings": [r.to_json() for r in self.readings]}


class Note(str):
    """A note on a player's score, in words, that also says which rule made it (``kind``), so the
    lines built from the notes pick theirs without reading the words (they are translated)."""

    kind: str

    def __new__(cls, kind: str, text: str) -> Note:
        note = super().__new__(cls, text)
        note.kind = kind
        return note


def _zone_name(mission: ResolvedMission, zone_id: str) -> str:
    """The zone's one short name ("Q1"), as the table and the referee panel show it."""
    return next((z.short or z.name for z in mission.zones if z.id == zone_id), zone_id)


# -- reading a measure ---------------------------------------------------------------------------
def _fmt(v: Value) -> str:
    return yes_no(v) if isinstance(v, bool) else number(v)


def _read(record: GameRecord, player: str, o: Objective, key: str, twins: list[Objective],
          cancelled: set[int] | frozenset[int] = frozenset(),
          scored: dict[str, int | None] | None = None) -> tuple[Value | None, str, Override | None]:
    for t in twins:  # an override of the shared measure counts for the whole pair
        override = record.overrides.get(player, {}).get(t.id, {}).get(key)
        if override is not None:
            return override.value, "override", override
    source = derived_from(o)
    if source in ("classified", "decks", "objectives"):
        assert isinstance(o.measure, ObjectivesMeasure)  # derived_from: these sources are deck measures
        total = 0
        for deck in [o.measure.deck, *o.measure.plus]:
            if deck == "classified":
                slots = record.classified.get(player)
                # A card cancelled by Counterespionage is not accomplished: counted after it.
                count = None if slots is None else sum(s.fulfilled and not s.intelcom and i not in cancelled
                                                       for i, s in enumerate(slots))
            else:
                count = record.decks.get(player, {}).get(deck)
            if count is None:
                return None, "asked", None
            total += count
        return total, "asked", None
    if source == "vp":
        return record.vp.get(player), "asked", None
    if source == "scored":
        measure = o.measure
        assert isinstance(measure, ScoredMeasure)  # derived_from: "scored" is the scored measure
        got = [(scored or {}).get(ref) for ref in measure.of]
        if any(g is None for g in got):
            return None, "asked", None
        accomplished = sum(1 for g in got if g is not None and g >= measure.at_least)
        return accomplished, "asked", None
    origin = "table" if o.measure.type in TABLE_MEASURES else "asked"
    for t in twins:
        value = record.values.get(player, {}).get(t.id, {}).get(key)
        if value is not None:
            return value, origin, None
    return None, origin, None


def _need(o: Objective) -> str:
    if o.at_most is not None:
        return _("none") if o.at_least == 0 and o.at_most == 0 else _("{low} to {high}").format(
            low=number(o.at_least), high=number(o.at_most))
    return _("at least {n}").format(n=number(o.at_least))


def _evaluate(o: Objective, v: Value, opp: Value | None, points: int, opponent: str) -> tuple[int, str, bool]:
    """OP for one measure (and the opponent's, for comparisons), with the reason in words."""
    n = float(v)
    if o.kind == "flag":
        ok = n >= o.at_least and (o.at_most is None or n <= o.at_most)
        said = _fmt(v) if isinstance(v, bool) else _("{n} (needs {need})").format(n=number(n), need=_need(o))
        if ok and (o.op or 0) < 0:
            return o.op or 0, _("{said}: {op} OP taken away").format(said=said, op=-(o.op or 0)), False
        if ok:
            return o.op or 0, _("{said}: achieved → {op} OP").format(said=said, op=o.op), False
        return 0, _("{said}: not achieved → 0 OP").format(said=said), False
    if o.kind == "per_item":
        assert o.op is not None and o.cap is not None
        raw = int(n) * o.op
        got = min(raw, o.cap)
        capped = raw > o.cap
        if capped:
            return got, _("{n} × {op} OP = {raw}, capped at {cap} → {got} OP").format(
                n=number(n), op=o.op, raw=raw, cap=o.cap, got=got), capped
        return got, _("{n} × {op} OP = {raw} → {got} OP").format(n=number(n), op=o.op, raw=raw, got=got), capped
    if o.kind == "banded":
        for band in o.bands_at(points):
            if band.min <= n and (band.max is None or n <= band.max):
                span = f"{number(band.min)}–{number(band.max)}" if band.max is not None else \
                    _("{n} or more").format(n=number(band.min))
                return band.op, _("{n}: in the {span} band at {points} points → {op} OP").format(
                    n=number(n), span=span, points=points, op=band.op), False
        bands = o.bands_at(points)
        if n < bands[0].min:
            return 0, _("{n}: below the first band ({low}) at {points} points → 0 OP").format(
                n=number(n), low=number(bands[0].min), points=points), False
        gap = next(((a, b) for a, b in zip(bands, bands[1:]) if a.max is not None and a.max < n < b.min), None)
        if gap is None:
            return 0, _("{n}: above the last band at {points} points → 0 OP").format(n=number(n), points=points), False
        return 0, _("{n}: in no band at {points} points (between {low} and {high}, a gap the pack leaves) → 0 OP").format(
            n=number(n), points=points, low=number(gap[0].max or 0), high=number(gap[1].min)), False
    assert opp is not None and o.op is not None
    m = float(opp)
    if o.kind == "compare_more":
        if n > m:
            return o.op, _("{n} against {opponent}'s {m}: more → {op} OP").format(
                n=number(n), opponent=opponent, m=number(m), op=o.op), False
        return 0, _("{n} against {opponent}'s {m}: not more → 0 OP").format(
            n=number(n), opponent=opponent, m=number(m)), False
    # compare_same
    if n != m:
        return 0, _("{n} against {opponent}'s {m}: not the same → 0 OP").format(
            n=number(n), opponent=opponent, m=number(m)), False
    if o.min_self is not None and n < o.min_self:
        return 0, _("{n} against {opponent}'s {m}: the same, but only counts from {least} → 0 OP").format(
            n=number(n), opponent=opponent, m=number(m), least=number(o.min_self)), False
    return o.op, _("{n} against {opponent}'s {m}: the same → {op} OP").format(
        n=number(n), opponent=opponent, m=number(m), op=o.op), False


def _field(o: Objective, player: str, key: str) -> str:
    source = derived_from(o)
    if source in ("decks", "objectives"):
        assert isinstance(o.measure, ObjectivesMeasure)  # derived_from: these sources are deck measures
        decks = [o.measure.deck, *o.measure.plus]
        return join_words(f"classified.{player}" if d == "classified" else f"decks.{player}.{d}" for d in decks)
    if source == "scored":
        assert isinstance(o.measure, ScoredMeasure)  # derived_from: "scored" is the scored measure
        return join_words(f"values.{player}.{ref}" for ref in o.measure.of)
    if source is not None:
        return f"{source}.{player}"
    return f"values.{player}.{o.id}.{key}"


def _steps(mission: ResolvedMission, record: GameRecord, player: str, o: Objective,
           twins: list[Objective], cancelled: dict[str, set[int]],
           scored: dict[str, dict[str, int | None]] | None = None) -> list[Step]:
    opponent = other(player)
    out = []
    for key in keys_of(o, record.rounds_completed):
        value, source, override = _read(record, player, o, key, twins, cancelled[player], (scored or {}).get(player))
        opp = None
        if o.kind in ("compare_more", "compare_same"):
            opp, _src, _over = _read(record, opponent, o, key, twins, cancelled[opponent], (scored or {}).get(opponent))
        label = "" if key == GAME else round_label(key)
        if value is None or (o.kind in ("compare_more", "compare_same") and opp is None):
            who = _("not entered → 0 OP") if value is None else \
                _("{opponent}'s value not entered → 0 OP").format(opponent=opponent)
            where = _field(o, player if value is None else opponent, key)
            out.append(Step(key, value, opp, 0, f"{label}{who}", source=source, missing=where,
                            override=override))
            continue
        op, text, capped = _evaluate(o, value, opp, mission.points, opponent)
        if override is not None:
            text += _(" (corrected by {who}: {why})").format(who=override.who, why=override.why)
        out.append(Step(key, value, opp, op, label + text, capped, source, override=override))
    return out


def _root(by_id: dict[str, Objective], oid: str) -> str:
    seen = set()
    while (parent := by_id[oid].alternative_of) and oid not in seen:
        seen.add(oid)
        oid = parent
    return oid


def _objective_lines(mission: ResolvedMission, record: GameRecord, player: str,
                     cancelled: dict[str, set[int]]) -> list[Line]:
    sc = mission.scenario
    by_id = {o.id: o for o in sc.scoring}
    twins: dict[str, list[Objective]] = {}
    for o in sc.scoring:
        twins.setdefault(twin_key(o), []).append(o)
    def twins_of(o: Objective) -> list[Objective]:
        return [o] + [t for t in twins[twin_key(o)] if t is not o]

    # What each player got from each line that is not itself counted from other lines ("scored"):
    # None while a step is not entered.
    scored: dict[str, dict[str, int | None]] = {}
    if any(o.measure.type == "scored" for o in sc.scoring):
        for p in PLAYERS:
            scored[p] = {}
            for o in sc.scoring:
                if o.measure.type != "scored":
                    st = _steps(mission, record, p, o, twins_of(o), cancelled)
                    scored[p][o.id] = None if any(x.missing for x in st) else sum(x.op for x in st)
    steps = {o.id: _steps(mission, record, player, o, twins_of(o), cancelled, scored) for o in sc.scoring}
    # Alternatives: in each round (or at the end), only the best of a group scores.
    groups: dict[str, list[Objective]] = {}
    for o in sc.scoring:
        groups.setdefault(_root(by_id, o.id), []).append(o)
    for group in groups.values():
        if len(group) < 2:
            continue
        for key in {s.key for o in group for s in steps[o.id]}:
            entries = [(o, i, s) for o in group for i, s in enumerate(steps[o.id]) if s.key == key]
            best = max(entries, key=lambda e: e[2].op)
            for o, i, s in entries:
                if s is not best[2] and s.op > 0:
                    steps[o.id][i] = Step(s.key, s.value, s.opponent, 0,
                                          _("{text}, but {other} gives {op}: only the best of the two scores → 0 OP")
                                          .format(text=s.text, other=best[0].name.get(), op=best[2].op),
                                          s.capped, s.source, s.missing, True, s.override)
    lines = []
    rounds = mission.season.rounds
    null_killed = mission.season.killing.null_at_end_is_killed
    for o in sc.scoring:
        st = steps[o.id]
        text = semicolon().join(s.text for s in st)
        if o.when == "round_end" and record.rounds_completed < rounds:
            left = [str(r) for r in range(record.rounds_completed + 1, rounds + 1)]
            text = (text + semicolon() if text else "") + rounds_not_completed(left, record.end_reason)
        if o.measure.type == "kills" and null_killed:
            text += _(" (troopers in a Null State at the end count as killed)")
        source = "override" if any(s.override for s in st) else (st[0].source if st else
                                                                  ("table" if o.measure.type in TABLE_MEASURES
                                                                   else "asked"))
        lines.append(Line(o.id, o.name.get(), o.when, sum(s.op for s in st), _("{name}: {text}").format(name=o.name.get(), text=text),
                          any(s.capped for s in st), source, any(bool(s.missing) for s in st), tuple(st)))
    return lines


# -- Classified Objectives and INTELCOM ----------------------------------------------------------
def _symbol(slot: ClassifiedSlot, wanted: str) -> bool:
    return slot.symbol is True or slot.symbol == wanted


def _cancelled(mission: ResolvedMission, record: GameRecord) -> dict[str, set[int]]:
    """Counterespionage: each of a player's fulfilled cards with the symbol cancels one of the
    opponent's fulfilled cards with the (second) symbol. Both sides are counted at once, from the
    cards as fulfilled, so a cancelled card still cancels."""
    out: dict[str, set[int]] = {p: set() for p in PLAYERS}
    if mission.scenario.classified.intelcom != "counterespionage":
        return out

    def cards(p: str, wanted: str) -> list[int]:
        return [i for i, s in enumerate(record.classified.get(p, []))
                if s.fulfilled and not s.intelcom and not s.secure_hvt and _symbol(s, wanted)]

    for p in PLAYERS:
        q = other(p)
        targets = cards(q, "target")
        out[q] = set(targets[:len(cards(p, "counter"))])
    return out


def _classified(mission: ResolvedMission, record: GameRecord, player: str,
                cancelled: set[int], running: int = 0) -> list[SlotLine]:
    spec = mission.scenario.classified
    card = record.intelcom.get(player)
    opponent = other(player)
    out = []
    for i, s in enumerate(record.classified.get(player, [])):
        name = _("Secure HVT") if s.secure_hvt else (s.name or _("Classified {n}").format(n=i + 1))
        op = 0
        if s.intelcom:
            if card is not None and card.zone:
                text = _("renounced for the INTELCOM card ({mode}, value {value} in {zone}) → 0 OP").format(
                    mode=intelcom_mode(card.mode), value=number(card.value), zone=_zone_name(mission, card.zone))
            else:
                text = _("renounced for the INTELCOM card → 0 OP")
        elif not s.fulfilled:
            text = _("not accomplished → 0 OP")
        elif i in cancelled:
            text = _("accomplished, but cancelled by {opponent}'s Counterespionage → 0 OP").format(opponent=opponent)
        elif spec.only_below is not None and running >= spec.only_below:
            text = _("accomplished, but the player already has {running} OP (it counts only below {limit}) → 0 OP"
                     ).format(running=running, limit=spec.only_below)
        else:
            op = spec.op_each
            running += op
            text = (_("accomplished → {op} OP (in place of a Classified card)") if s.secure_hvt
                    else _("accomplished → {op} OP")).format(op=op)
        out.append(SlotLine(i, name, op, _("{name}: {text}").format(name=name, text=text), s.fulfilled, s.secure_hvt, s.intelcom, i in cancelled))
    return out


def _provisions(mission: ResolvedMission, record: GameRecord, player: str, cancelled: set[int],
                running: int, ceiling: int) -> tuple[int, list[str]]:
    """+1 OP per fulfilled card with the Provisions symbol, "only if the player has less than 10"."""
    if mission.scenario.classified.intelcom != "provisions":
        return 0, []
    extra, notes = 0, list[str]()
    for i, s in enumerate(record.classified.get(player, [])):
        counts = s.fulfilled and not s.intelcom and not s.secure_hvt and i not in cancelled
        if not (counts and _symbol(s, "provisions")):
            continue
        name = s.name or _("Classified {n}").format(n=i + 1)
        if running + extra < ceiling:
            extra += 1
            notes.append(Note("intelcom", _("INTELCOM Provisions: {name} bears the symbol → +1 OP").format(name=name)))
        else:
            notes.append(Note("intelcom", _("INTELCOM Provisions: {name} bears the symbol, but the player already "
                                            "has {ceiling} → no extra point").format(name=name, ceiling=ceiling)))
    return extra, notes


def _penalised(lines: list[Line], objective: str) -> bool:
    return any(li.objective == objective and li.op < 0 for li in lines)


# -- the score ---------------------------------------------------------------------------------
def score(mission: ResolvedMission, record: GameRecord) -> Score:
    """Every player's Objective Points, line by line; the record is checked first (StateError)."""
    check(mission, record)
    season = mission.season
    ceiling = season.tournament.op_ceiling
    cancelled = _cancelled(mission, record)
    notes = []
    if mission.scenario.end_effects:
        names = ", ".join(e.name.get() for e in mission.scenario.end_effects)
        notes.append(_("End effects applied to the final table before scoring: {names}").format(names=names))
    players = {}
    for p in PLAYERS:
        lines = _objective_lines(mission, record, p, cancelled)
        objectives_op = sum(li.op for li in lines)
        slots = _classified(mission, record, p, cancelled[p], objectives_op)
        classified_op = sum(s.op for s in slots)
        p_notes = []
        intelcom_op, extra_notes = _provisions(mission, record, p, cancelled[p], objectives_op + classified_op, ceiling)
        p_notes += extra_notes
        subtotal = objectives_op + classified_op + intelcom_op
        penalty_op = sum(li.op for li in lines if li.op < 0)
        floors = [o.floor for o in mission.scenario.scoring if o.floor is not None and _penalised(lines, o.id)]
        if floors and subtotal < max(floors):
            p_notes.append(Note("floor", _("{taken} OP taken away from {total}: stops at {floor}").format(
                taken=-penalty_op, total=subtotal - penalty_op, floor=max(floors))))
            subtotal = max(floors)
        hvt_op = 0
        if record.hvt_harmed_by is not None:
            if record.hvt_harmed_by == p:
                hvt_op = -subtotal
                p_notes.append(Note("hvt", _("harmed the enemy HVT: loses the game and every Objective Point")))
            else:
                hvt_op = mission.season.killing.hvt_harm_bonus_op
                if hvt_op:
                    p_notes.append(Note("hvt", _("the adversary harmed this player's HVT: +{op} OP").format(op=hvt_op)))
        before = subtotal + hvt_op
        final = min(before, ceiling)
        if before > ceiling:
            p_notes.append(Note("ceiling", _("{before} OP above the ceiling: counts {ceiling}").format(
                before=before, ceiling=ceiling)))
        missing = [s.missing for li in lines for s in li.steps if s.missing]
        if mission.scenario.classified.count and p not in record.classified:
            missing.append(f"classified.{p}")
        missing = list(dict.fromkeys(missing))
        players[p] = PlayerScore(p, tuple(lines), tuple(slots), objectives_op, classified_op, intelcom_op, hvt_op,
                                 before, final, before > ceiling, record.vp.get(p), tuple(p_notes), tuple(missing),
                                 penalty_op)
    readings = for_lines(mission, {p: list(ps.lines) for p, ps in players.items()})
    return Score(record.mission, record.points, record.rounds_completed, record.end_reason, players,
                 PIPELINE, tuple(notes), readings)
