"""The values a finished game still lacks: said one by one, and entered as 0 only when a person says so.

The scorer counts a value nobody entered as 0 OP (and a comparison missing one side as no comparison), so a
game can be accepted with a wrong result and nothing on screen saying why. Before a game is taken as ended,
every view asks :func:`missing_values` and shows each one in words (:attr:`Missing.text`, in the reader's
language); the user enters them, or confirms they are 0 (:func:`zero_changes`: the edits a view applies
through the model, so they are stored and told like any other edit).

Only what the score reads is listed: the measures entered per round (for the completed rounds) and once per
game, the shared decks' counts, the Classified slots, and the surviving Victory Points where an objective
reads them. A measure's twin (entered once for the pair) and a line counted from other lines are covered by
what they read.
"""

from __future__ import annotations

from dataclasses import dataclass

from its_desktop.domain.i18n import _
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.objectives import ObjectivesMeasure
from its_desktop.domain.table import PLAYERS

from . import changes
from .changes import TallyChange
from .record import GAME, ClassifiedSlot, GameRecord, derived_from, keys_of, twin_key, value_kind
from .words import round_label


@dataclass(frozen=True)
class Missing:
    """One value the score needs and nobody entered."""

    player: str
    field: str     # the record field: "values.A.damage-enemy-ac2.game", "decks.B.main-classified", "classified.A", "vp.A"
    text: str      # one line, in the current language
    zero: TallyChange  # the edit that enters it as 0 (or "not accomplished")


def _entered(record: GameRecord, player: str, objective_ids: list[str], key: str) -> bool:
    return any(record.value(player, oid, key)[0] is not None for oid in objective_ids)


def missing_values(mission: ResolvedMission, record: GameRecord) -> list[Missing]:
    """Every value the score of ``record`` reads and nobody entered, player A's first, in the sheet's order."""
    sc = mission.scenario
    twins: dict[str, list[str]] = {}
    for o in sc.scoring:
        twins.setdefault(twin_key(o), []).append(o.id)
    decks = {d.id: d for d in sc.decks}
    out: list[Missing] = []
    for p in PLAYERS:
        seen: set[str] = set()

        def add(field: str, text: str, zero: TallyChange, p: str = p) -> None:
            if field not in seen:
                seen.add(field)
                out.append(Missing(p, field, _("Player {player}: {what} not entered").format(player=p, what=text),
                                   zero))

        for o in sc.scoring:
            source = derived_from(o)
            if source is None:
                leader = twins[twin_key(o)][0]
                if leader != o.id:
                    continue  # the twin: entered once, under the line above
                for key in keys_of(o, record.rounds_completed):
                    if _entered(record, p, twins[twin_key(o)], key):
                        continue
                    name = o.name.get() if key == GAME else round_label(key) + o.name.get()
                    zero_value = False if value_kind(o) == "flag" else 0
                    add(f"values.{p}.{o.id}.{key}", name, changes.MeasureChanged(p, o.id, key, zero_value))
            elif source in ("classified", "decks", "objectives"):
                assert isinstance(o.measure, ObjectivesMeasure)  # derived_from: deck measures
                for deck in [o.measure.deck, *o.measure.plus]:
                    if deck == "classified":
                        continue  # the Classified slots: asked once below
                    if record.decks.get(p, {}).get(deck) is None and deck in decks:
                        add(f"decks.{p}.{deck}", _("{deck} completed").format(deck=decks[deck].name.get()),
                            changes.DeckChanged(p, deck, 0))
            elif source == "vp" and record.vp.get(p) is None:
                add(f"vp.{p}", _("Victory Points (surviving Army Points)"), changes.VictoryPointsChanged(p, 0))
        reads_classified = sc.classified.count or any(
            isinstance(o.measure, ObjectivesMeasure) and "classified" in (o.measure.deck, *o.measure.plus)
            for o in sc.scoring)
        if reads_classified and p not in record.classified:
            add(f"classified.{p}", _("Classified Objectives (accomplished or not)"),
                changes.ClassifiedChanged(p, max(sc.classified.count, 1) - 1, ClassifiedSlot()))
    return out


def zero_changes(missing: list[Missing]) -> list[TallyChange]:
    """The edits that enter every listed value as 0 (a flag as "no", a Classified card as not accomplished)."""
    return [m.zero for m in missing]


__all__ = ["Missing", "missing_values", "zero_changes"]
