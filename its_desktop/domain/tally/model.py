"""One game's tally as a Qt-free model: the rules of editing the score sheet, for every view of it.

The desktop's tally panel and the players' phone pages both show and edit a game through a
:class:`TallyModel`; neither holds a rule of its own. The model owns:

- **the record** (:class:`~its_desktop.domain.tally.record.GameRecord`): measures, Classified slots,
  decks, Victory Points, INTELCOM, the HVT rule, rounds completed and how the game ended;
- **the sheet's shape**: which (player, objective, round key) an edit goes to (:attr:`cells`), with
  one round key per game round *of the season* (:attr:`round_keys`), never a fixed three;
- **the override rule**: a value the table filled in and a person then changed is an
  :class:`~its_desktop.domain.tally.record.Override`, kept with who changed it and why; setting it
  back to the table's value drops the override (:meth:`source` says which a cell is);
- **fill from the table** and **end of round** (:meth:`fill_from_table`, :meth:`end_round`);
- **the score** as it stands (:meth:`outcome`: Objective Points, and Tournament Points once there
  is a result; a game in progress is scored as if time were called now).

Every edit is one :mod:`~its_desktop.domain.tally.changes` value (``TallyChange``). A view calls
:meth:`apply` with the change the user made; the model applies its rules and tells every listener
(:meth:`subscribe`) each change it made, the one asked for or the one the rule turned it into (a
recorded game stores exactly these). A view updates its widgets from the changes it is told, so
two views of one model never disagree::

    model = TallyModel(mission)                    # a new game (or TallyModel(mission, record))
    model.subscribe(lambda change: ...)            # store it, redraw one cell
    model.apply(changes.MeasureChanged("A", "hacked-consoles", "game", 2))
    model.end_round(1, evaluation, state)          # the table's values for round 1, round 1 done
    model.outcome().score.op("A")                  # Objective Points so far

Nothing here is translated: the one sentence the model writes into the record (an override's
reason) is given by the view (:attr:`override_why`); the losses the table counted come back as
numbers with their reasons (:attr:`losses`), for the view to put into words.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, cast

from its_desktop.domain.table import PLAYERS, StateError, TableState

from . import changes, losses, points
from .changes import TallyChange
from .missing import Missing, missing_values, zero_changes
from .record import GAME, ClassifiedSlot, GameRecord, Override, Value, derived_from, twin_key
from .score import Score, score

if TYPE_CHECKING:
    from its_desktop.domain.evaluation import Evaluation
    from its_desktop.domain.mission import ResolvedMission
    from its_desktop.domain.mission.objectives import Objective

log = logging.getLogger(__name__)
Cell = tuple[str, str, str]  # (player, objective id, round key "1".."n" or "game")
Listener = Callable[[TallyChange], None]


def deck_completed(rows: Iterable[dict[str, Any]]) -> int:
    """The completed count a deck's turn-by-turn log gives (what the scoring reads)."""
    return sum(1 for r in rows if r.get("completed"))


@dataclass(frozen=True)
class Losses:
    """What the table counted at the end of the game for one player, with the reasons."""

    vp: losses.Count              # the player's surviving Victory Points
    killed: losses.Count          # Army Points of the enemy the player killed
    secure_hvt: losses.Count | None  # None: the player holds no Secure HVT slot, or the table cannot tell


@dataclass(frozen=True)
class Outcome:
    """The sheet's score as it stands."""

    score: Score | None                        # None: the record does not score (see ``error``)
    error: str | None = None                   # why it does not, naming the field
    tournament_points: tuple[int, int] | None = None  # (A, B); None before there is a result
    provisional: bool = False                  # the game is in progress: scored as if time were called now
    pending: tuple[Cell, ...] = ()             # values kept for rounds not completed yet: not scored (yet)


class TallyModel:
    """One game's tally: the record and the rules of editing it (see the module's docstring).

    ``record`` None: a new game, no round completed. ``in_progress``: no end recorded yet.
    Public state (read it; change it only through the methods): ``mission``, ``record``,
    ``in_progress``, ``cells``, ``table_values`` (what the table said, per cell: a cell changed
    away from it becomes an override), ``deck_logs`` and ``losses`` (the last end-of-game count).
    ``who`` and ``override_why`` are what an override records.
    """

    def __init__(self, mission: ResolvedMission, record: GameRecord | None = None, in_progress: bool = True,
                 who: str = "player", deck_logs: dict[tuple[str, str], list[dict[str, Any]]] | None = None) -> None:
        self.mission = mission
        self.record = record or GameRecord(mission.scenario.id, mission.points, rounds_completed=0)
        self.in_progress = in_progress
        self.who = who
        self.override_why = "corrected by hand"  # a view gives it in its language
        self.table_values: dict[Cell, Value] = {}
        self.deck_logs: dict[tuple[str, str], list[dict[str, Any]]] = dict(deck_logs or {})
        self.losses: dict[str, Losses] = {}
        self._end_table: tuple[Evaluation, TableState] | None = None  # the last end-of-game fill's table
        self.kept: list[Cell] = []      # the last fill's cells whose typed value stayed over the table's
        self.kept_vp: list[str] = []    # the last fill's players whose typed Victory Points stayed
        self._listeners: list[Listener] = []
        self.cells: tuple[Cell, ...] = tuple(self._cells())

    # -- the sheet's shape ----------------------------------------------------------------------
    @property
    def rounds(self) -> int:
        """How many game rounds the season plays."""
        return self.mission.season.rounds

    @property
    def round_keys(self) -> tuple[str, ...]:
        """The round keys of a per-round objective: "1".."n" for the season's n rounds."""
        return tuple(str(r) for r in range(1, self.rounds + 1))

    def keys_of(self, objective: Objective) -> tuple[str, ...]:
        """The keys an objective is entered under: every round, or the game once."""
        return self.round_keys if objective.when == "round_end" else (GAME,)

    def kind_of(self, objective: Objective) -> str:
        """How the sheet shows an objective's line: ``entered``; ``derived`` (read from the Classified
        slots, decks or Victory Points below); or ``same`` (a twin of the line above, entered once)."""
        if derived_from(objective):
            return "derived"
        leader = next(o for o in self.mission.scenario.scoring if twin_key(o) == twin_key(objective))
        return "entered" if leader.id == objective.id else "same"

    def _cells(self) -> Iterable[Cell]:
        for o in self.mission.scenario.scoring:
            if self.kind_of(o) == "entered":
                for p in PLAYERS:
                    for k in self.keys_of(o):
                        yield p, o.id, k

    # -- reading -------------------------------------------------------------------------------
    def value(self, player: str, objective: str, key: str) -> Value | None:
        """The measure in one cell: the override if any, else the entered or filled value."""
        return self.record.value(player, objective, key)[0]

    def source(self, player: str, objective: str, key: str) -> str:
        """Where a cell's value came from: ``override``, ``table`` or ``asked`` (typed, or empty)."""
        value, override = self.record.value(player, objective, key)
        if override is not None:
            return "override"
        cell = (player, objective, key)
        return "table" if cell in self.table_values and self.table_values[cell] == value else "asked"

    def slot(self, player: str, index: int) -> ClassifiedSlot:
        """A player's Classified slot (an empty one when nothing was said about it yet)."""
        slots = self.record.classified.get(player, [])
        return slots[index] if index < len(slots) else ClassifiedSlot()

    def round_ended(self, round_: int) -> bool:
        """Round ``round_`` was already ended (its values are corrected by hand, not refilled)."""
        return round_ <= self.record.rounds_completed

    def is_last_round(self, round_: int) -> bool:
        return round_ >= self.rounds

    # -- listeners -----------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Tell ``listener`` every change the model makes; returns the call that stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _tell(self, change: TallyChange) -> TallyChange:
        for listener in list(self._listeners):
            listener(change)
        return change

    # -- edits -----------------------------------------------------------------------------------
    def apply(self, change: TallyChange) -> TallyChange:
        """Make one edit under the rules, tell the listeners, and return the change as made (a
        changed table value is recorded as an override; the change's objects are copies)."""
        rec = self.record
        if isinstance(change, changes.MeasureChanged):
            self._measure(change.player, change.objective, change.key, change.value)
        elif isinstance(change, changes.ClassifiedChanged):
            slots = rec.classified.setdefault(change.player, [])
            while len(slots) <= change.index:
                slots.append(ClassifiedSlot())
            slots[change.index] = replace(change.slot)
            change = changes.ClassifiedChanged(change.player, change.index, replace(change.slot))
        elif isinstance(change, changes.DeckChanged):
            if change.completed is None:
                rec.decks.get(change.player, {}).pop(change.deck, None)
            else:
                rec.decks.setdefault(change.player, {})[change.deck] = change.completed
        elif isinstance(change, changes.DeckLogChanged):
            self.deck_logs[(change.player, change.deck)] = [dict(r) for r in change.rows]
        elif isinstance(change, changes.VictoryPointsChanged):
            if change.vp is None:
                rec.vp.pop(change.player, None)
            else:
                rec.vp[change.player] = change.vp
        elif isinstance(change, changes.IntelcomChanged):
            rec.intelcom[change.player] = replace(change.card) if change.card else None
        elif isinstance(change, changes.HvtHarmedChanged):
            rec.hvt_harmed_by = change.by
        elif isinstance(change, changes.ContestedChanged):
            if change.winner is None:
                rec.contested.pop(change.marker, None)
            else:
                rec.contested[change.marker] = change.winner
        elif isinstance(change, changes.RoundsCompletedChanged):
            rec.rounds_completed = change.rounds
        elif isinstance(change, changes.EndReasonChanged):
            self.in_progress = change.reason is None
            if change.reason is not None:
                rec.end_reason = change.reason
        else:  # pragma: no cover - the union above is every change
            raise TypeError(f"not a tally change: {change!r}")
        told = self._tell(change)
        if isinstance(change, changes.ContestedChanged):
            self._refill_game()
        return told

    def contested_markers(self) -> tuple[str, ...]:
        """The markers whose scenario settles a hold by both players with a roll-off (S8 Supremacy's
        consoles): the ones the referee names a winner for. Empty for every other scenario."""
        return tuple(m.id for m in self.mission.markers if m.contested == "roll_off")

    def _refill_game(self) -> None:
        """A roll-off's winner decides the game's own measures (hacked consoles): take them again from
        the last end-of-game table, if there was one. A value a person corrected by hand stays."""
        if self._end_table is None:
            return
        evaluation, state = self._end_table
        for p in PLAYERS:
            from . import fill  # the table's rules (Shapely, NumPy): loaded when a table is first scored

            known = fill.from_table(self.mission, evaluation, p, state=state, game_end=True, record=self.record)
            for o in self.mission.scenario.scoring:
                cell = (p, o.id, GAME)
                if known.get(o.id) is None or cell not in self.cells or self.source(*cell) == "override":
                    continue  # still the players' count (the roll not recorded), or corrected by hand
                self.table_values[cell] = known[o.id]
                if self.value(*cell) != known[o.id]:
                    self.record.values.setdefault(p, {}).setdefault(o.id, {})[GAME] = known[o.id]
                    self._tell(changes.MeasureChanged(p, o.id, GAME, known[o.id]))

    def _measure(self, player: str, objective: str, key: str, value: Value | None) -> None:
        rec, cell = self.record, (player, objective, key)
        if cell in self.table_values and value != self.table_values[cell]:
            # Changing what the table said is an override, kept with who made it (clearing it too:
            # the override then holds no value, and the record scores the cell as not entered).
            rec.overrides.setdefault(player, {}).setdefault(objective, {})[key] = Override(
                cast("Value", value), self.who, self.override_why)
            return
        if value is None:
            rec.values.get(player, {}).get(objective, {}).pop(key, None)
        else:
            rec.values.setdefault(player, {}).setdefault(objective, {})[key] = value
        rec.overrides.get(player, {}).get(objective, {}).pop(key, None)

    def set_deck_log(self, player: str, deck: str, rows: Sequence[dict[str, Any]]) -> None:
        """Keep a deck's log and take the completed count from it: a list with no card completed is a count
        of 0, entered (not "not entered", which would leave the opponent's comparison unscored)."""
        self.apply(changes.DeckLogChanged(player, deck, tuple(dict(r) for r in rows)))
        count = deck_completed(rows)
        if self.record.decks.get(player, {}).get(deck) != count:
            self.apply(changes.DeckChanged(player, deck, count))

    def reload(self, record: GameRecord, in_progress: bool,
               deck_logs: dict[tuple[str, str], list[dict[str, Any]]] | None = None) -> None:
        """The same game as storage now holds it (another station's change, a refused write):
        cells whose stored value still is the table's, or was overridden, keep what the table said."""
        kept = {c: v for c, v in self.table_values.items()
                if record.value(*c)[1] is not None or record.value(*c)[0] == v}
        self.record, self.in_progress = record, in_progress
        self.table_values = kept
        self.deck_logs = dict(deck_logs or {})

    # -- the table -------------------------------------------------------------------------------
    def fill_from_table(self, evaluation: Evaluation, state: TableState, round_: int, game_end: bool,
                        hvts: Sequence[tuple[str, float, float, float]] = ()) -> int:
        """Take what the table knows: round ``round_``'s per-round measures, and at the end of the
        game the game's own (kills, surviving Victory Points, Secure HVT where both HVTs are on the
        table). Returns how many values were taken. A value typed by hand is never replaced: it stays as an
        override of the table's (a Victory Points box as typed over the count); :attr:`kept` and
        :attr:`kept_vp` name them, for the view to say so."""
        self.kept, self.kept_vp = [], []
        filled = self._fill_losses(state, hvts) if game_end else 0
        if game_end:
            self._end_table = (evaluation, state)  # a roll-off's winner entered later refills from it
        key_now = str(round_)
        for p in PLAYERS:
            from . import fill  # the table's rules (Shapely, NumPy): loaded when a table is first scored

            known = fill.from_table(self.mission, evaluation, p, state=state, game_end=game_end, record=self.record)
            for o in self.mission.scenario.scoring:
                if o.id not in known:
                    continue
                key = key_now if o.when == "round_end" else GAME
                if key == GAME and not game_end:
                    continue
                cell = (p, o.id, key)
                if cell not in self.cells:
                    continue
                value = known[o.id]
                typed = self._typed(cell)
                self.table_values[cell] = value
                self.record.values.setdefault(p, {}).setdefault(o.id, {})[key] = value
                if typed is not None and typed != value:
                    # A number the referee typed is never lost to the table's count: it stays, as an override
                    # of what the table said (set it back to the table's value to take the table's).
                    self.record.overrides.setdefault(p, {}).setdefault(o.id, {})[key] = Override(
                        typed, self.who, self.override_why)
                    self.kept.append(cell)
                    self._tell(changes.MeasureChanged(p, o.id, key, typed))
                    continue
                self.record.overrides.get(p, {}).get(o.id, {}).pop(key, None)
                self._tell(changes.MeasureChanged(p, o.id, key, value))
                filled += 1
        return filled

    def _typed(self, cell: Cell) -> Value | None:
        """The value a person typed into a cell (an override, or a number not taken from the table), or None."""
        value, override = self.record.value(*cell)
        if override is not None:
            return override.value
        return None if value is None or self.source(*cell) == "table" else value

    def _fill_losses(self, state: TableState, hvts: Sequence[tuple[str, float, float, float]]) -> int:
        """Surviving VP and Secure HVT from the table (the referee may still change them)."""
        filled = 0
        for p in PLAYERS:
            vp = losses.surviving_vp(self.mission, state, p)
            assert vp.value is not None  # the points of the troopers alive: always known
            whole = int(round(vp.value))  # stored like a typed value
            typed = self.record.vp.get(p)
            earlier = self.losses.get(p)
            if typed is not None and typed != whole and (earlier is None or earlier.vp.value is None
                                                         or typed != int(round(earlier.vp.value))):
                self.kept_vp.append(p)  # typed by hand (not an earlier count): kept, shown as typed over the count
            else:
                if typed != whole:
                    self.apply(changes.VictoryPointsChanged(p, whole))
                filled += 1
            secure = losses.secure_hvt(self.mission, state, hvts, p)
            counted = None
            for i, slot in enumerate(self.record.classified.get(p, [])):
                if slot.secure_hvt and secure.value is not None:
                    counted = secure
                    if slot.fulfilled != bool(secure.value):
                        self.apply(changes.ClassifiedChanged(p, i, replace(slot, fulfilled=bool(secure.value))))
                    filled += 1
            self.losses[p] = Losses(vp, losses.army_points_killed(self.mission, state, p, True), counted)
        return filled

    def count_losses(self, state: TableState, hvts: Sequence[tuple[str, float, float, float]] = ()) -> None:
        """What the table counted at the game's end, counted again without changing the record (a finished game
        reopened): a VP typed over that count is an override again, said as one, as before the app closed."""
        for p in PLAYERS:
            secure = losses.secure_hvt(self.mission, state, hvts, p)
            held = any(slot.secure_hvt for slot in self.record.classified.get(p, []))
            self.losses[p] = Losses(losses.surviving_vp(self.mission, state, p),
                                    losses.army_points_killed(self.mission, state, p, True),
                                    secure if held and secure.value is not None else None)

    def end_round(self, round_: int, evaluation: Evaluation, state: TableState,
                  hvts: Sequence[tuple[str, float, float, float]] = ()) -> int:
        """End of game round ``round_``: the table's values go in (the game's own too after the
        season's last round) and the round counts as completed. Returns how many values were taken.
        Raises ``StateError`` for a round already ended (correct its values by hand instead)."""
        if self.round_ended(round_):
            raise StateError("rounds_completed", f"round {round_} has already been ended")
        filled = self.fill_from_table(evaluation, state, round_, self.is_last_round(round_), hvts)
        self.apply(changes.RoundsCompletedChanged(round_))
        log.info("%s: round %s of %s ended, %s value(s) from the table", self.record.mission, round_, self.rounds,
                 filled)
        return filled

    # -- the end of the game -----------------------------------------------------------------------
    def missing(self) -> list[Missing]:
        """The values the score reads that nobody entered (each scored 0 until then): a view lists them
        before it takes the game as ended, and enters them as 0 only when a person says so."""
        return missing_values(self.mission, self.record)

    def enter_zeros(self, missing: Sequence[Missing]) -> None:
        """A person confirmed the listed values are 0: entered as typed values, told like any edit."""
        for change in zero_changes(list(missing)):
            self.apply(change)

    # -- the score -------------------------------------------------------------------------------
    def outcome(self) -> Outcome:
        """Objective Points as the sheet stands, and Tournament Points once there is a result (a
        game just begun would show a draw). In progress: scored as if time were called now."""
        # A value typed for a round not completed yet is kept and waits for its round (End of round scores it);
        # a finished game's rounds that were never completed are not scored either.
        record = self.record.provisional(self.rounds) if self.in_progress else self.record.completed_part()
        pending = tuple(self.record.pending())
        try:
            result = score(self.mission, record)
        except StateError as exc:
            return Outcome(None, str(exc), provisional=self.in_progress, pending=pending)
        ops = {p: result.op(p) for p in PLAYERS}
        empty = self.in_progress and self.record.rounds_completed == 0 and not any(ops.values())
        tps = None if empty else points.tournament_points(self.mission.season, ops["A"], ops["B"],
                                                            hvt_harmed_by=self.record.hvt_harmed_by)
        return Outcome(result, None, tps, self.in_progress, pending)


__all__ = ["Cell", "Losses", "Outcome", "TallyModel", "deck_completed"]
