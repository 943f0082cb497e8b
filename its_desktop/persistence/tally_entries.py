"""Tally records stored as entries: one entry per measure, so each is committed as it is made.

Keys: an objective id with the round (NULL for the whole game) for measures; ``classified:N`` for a
Classified slot (sealed — private — until fulfilled); ``deck:ID`` for a shared deck count; ``vp``;
``intelcom`` (sealed); ``end_notes`` (player A, whole game: what the end of the game did to the
table and how kills and VP were counted, for the referee). Overrides are entries with source ``override`` whose value holds who/why.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from its_desktop.domain.tally.record import GAME, ClassifiedSlot, GameRecord, IntelcomCard, Override
from its_desktop.domain.tally.record_terms import NOT_SCORED_PREFIXES, NOTES, scored

from .games import EntryRecord, Games, StoredGame

if TYPE_CHECKING:
    from its_desktop.domain.tally.score import Score

OVERRIDE = "override"


def entry_for_value(objective: str, key: str, value: Any, source: str, override: Override | None = None
                    ) -> tuple[str, int | None, Any, str]:
    round_ = None if key == GAME else int(key)
    if override is not None:
        return objective, round_, {"value": override.value, "who": override.who, "why": override.why}, OVERRIDE
    return objective, round_, value, source


def slot_entry(index: int, slot: ClassifiedSlot) -> tuple[str, Any, bool]:
    """A Classified slot stays sealed (private) until it is fulfilled."""
    return f"classified:{index}", asdict(slot), not slot.fulfilled


def deck_logs(entries: list[EntryRecord]) -> dict[tuple[str, str], list[dict]]:
    """Each player's turn-by-turn log of a shared deck (what was drawn, completed, discarded)."""
    return {(e.player, e.key.split(":", 1)[1]): e.value for e in entries if e.key.startswith("decklog:")}




def end_notes(entries: list[EntryRecord]) -> Any:
    """The stored notes as they are kept: one list per language (``domain.tally.end_notes``), or one list
    written before notes were kept per language; ``end_notes.shown`` picks the reader's."""
    return next((e.value for e in entries if e.key == NOTES), [])


def record_from_entries(game: StoredGame, entries: list[EntryRecord], rounds_completed: int) -> GameRecord:
    rec = GameRecord(game.mission, game.points, rounds_completed=rounds_completed,
                     end_reason=game.end_reason or "completed")
    for e in entries:
        p = e.player
        if not scored(e.key):
            continue  # the end-of-game notes, a deck's log, a hidden role's holder
        if e.key == "vp":
            rec.vp[p] = e.value
        elif e.key.startswith("classified:"):
            index = int(e.key.split(":", 1)[1])
            slots = rec.classified.setdefault(p, [])
            while len(slots) <= index:
                slots.append(ClassifiedSlot())
            slots[index] = ClassifiedSlot(**e.value)
        elif e.key.startswith("deck:"):
            rec.decks.setdefault(p, {})[e.key.split(":", 1)[1]] = e.value
        elif e.key == "hvt_harmed_by":
            rec.hvt_harmed_by = e.value or None
        elif e.key == "intelcom":
            rec.intelcom[p] = None if e.value is False else IntelcomCard(**e.value)
        elif e.key.startswith("contested:"):
            if e.value:  # False: the roll-off is not decided yet
                rec.contested[e.key.split(":", 1)[1]] = e.value
        else:
            key = GAME if e.round is None else str(e.round)
            if e.source == OVERRIDE:
                v = e.value
                rec.overrides.setdefault(p, {}).setdefault(e.key, {})[key] = Override(v["value"], v["who"], v["why"])
            else:
                rec.values.setdefault(p, {}).setdefault(e.key, {})[key] = e.value
    return rec


SPECIAL_KEYS = ("vp", NOTES, "hvt_harmed_by", "intelcom")
SPECIAL_PREFIXES = ("classified:", "deck:", "contested:", *NOT_SCORED_PREFIXES)


def values_from_table(entries: list[EntryRecord]) -> dict[tuple[str, str, str], Any]:
    """The objective cells whose stored value the table gave (source ``table``), as the tally's
    ``(player, objective, round key)``: a reopened game shows them as taken from the table again."""
    out: dict[tuple[str, str, str], Any] = {}
    for e in entries:
        if e.source != "table" or e.key in SPECIAL_KEYS or e.key.startswith(SPECIAL_PREFIXES):
            continue
        out[(e.player, e.key, GAME if e.round is None else str(e.round))] = e.value
    return out


def stored_score(games: Games, game_id: int) -> Score:
    """A recorded game's score as the tally works it out from its stored entries. A game not ended yet
    is scored as if time were called now (its completed rounds only), as the list of games shows it.
    Raises what :func:`~its_desktop.domain.tally.score.score` raises for a game that no longer scores."""
    # Scoring loads the mission library and the geometry engine: only the callers that score pay for it.
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.tally.score import score

    game = games.get_game(game_id)
    record = record_from_entries(game, games.entries(game_id), game.round_reached or 0)
    mission = catalog.mission(game.mission, game.points)
    if game.end_reason is None:
        record = record.provisional(mission.season.rounds)
    return score(mission, record)
