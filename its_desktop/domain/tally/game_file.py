"""Reading an exported game (``exported_game``: the format) for scoring: its shape checked, its entries as the
tally's ``GameRecord``.

A file exactly as Game → Export writes it is read in plain Python (``plain_read``); any other goes through the
format's pydantic model, which converts what it converts and names the first wrong field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from its_desktop.domain.i18n import _
from its_desktop.domain.table import StateError

from . import plain_read
from .record import GameRecord
from .record_terms import FORMAT, GAME, MAX_SLOTS, VERSION, scored

if TYPE_CHECKING:
    from .exported_game import GameExport


def parse(raw: Any) -> GameExport:
    """Check an export's shape; a StateError names the first wrong field (``entries[3].round``)."""
    if not isinstance(raw, dict):
        raise StateError("(top level)", _("must be an object (an its-desktop-game export)"))
    if raw.get("format") != FORMAT:
        raise StateError("format", _("not an ITS game export ({got!r}; expected {format!r})").format(
            got=raw.get("format"), format=FORMAT))
    version = raw.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise StateError("version", _("made by a newer version ({version}); this one reads up to {most}").format(
            version=version, most=VERSION))
    export = cast("GameExport | None", plain_read.export_fields(raw))  # the same fields, by name
    if export is None:
        from its_desktop.domain.validation import validate

        from .exported_game import GameExport

        export = validate(GameExport, raw, StateError)
    seen = set()
    for i, e in enumerate(export.entries):
        if e.value is None:
            raise StateError(f"entries[{i}].value", _("must not be null"))
        ident = (e.player, e.key, e.round)
        if ident in seen:
            raise StateError(f"entries[{i}]", _("a second entry for player {player}, key {key!r}, round {round}").format(
                player=e.player, key=e.key, round=e.round))
        seen.add(ident)
    return export


def record_of(export: GameExport) -> GameRecord:
    """The tally's record of an export: the entries as measures, checked as a record (field named)."""
    g = export.game
    raw: dict[str, Any] = {"mission": g.mission, "points": g.points, "rounds_completed": g.round_reached or 0,
                           "end_reason": g.end_reason or "completed", "values": {}, "overrides": {},
                           "classified": {}, "intelcom": {}, "decks": {}, "vp": {}, "hvt_harmed_by": None}
    slots: dict[str, dict[int, Any]] = {}
    for i, e in enumerate(export.entries):
        p, key = e.player, e.key
        if not scored(key):
            continue  # the end-of-game notes, a deck's log, a hidden role's holder
        if key == "vp":
            raw["vp"][p] = e.value
        elif key.startswith("classified:"):
            index = key.split(":", 1)[1]
            if not index.isdigit() or int(index) >= MAX_SLOTS:
                raise StateError(f"entries[{i}].key", _("a Classified slot is 'classified:N' with N below {most}, "
                                                        "got {key!r}").format(most=MAX_SLOTS, key=key))
            slots.setdefault(p, {})[int(index)] = e.value
        elif key.startswith("deck:"):
            if e.value is None:
                continue  # cleared back to "not entered"
            raw["decks"].setdefault(p, {})[key.split(":", 1)[1]] = e.value
        elif key == "hvt_harmed_by":
            raw["hvt_harmed_by"] = e.value or None
        elif key == "intelcom":
            raw["intelcom"][p] = None if e.value is False else e.value
        elif key.startswith("contested:"):
            if e.value is not False:  # False: not decided yet
                raw.setdefault("contested", {})[key.split(":", 1)[1]] = e.value  # the roll-off's winner
        else:
            rk = GAME if e.round is None else str(e.round)
            table = "overrides" if e.source == "override" else "values"
            raw[table].setdefault(p, {}).setdefault(key, {})[rk] = e.value
    for player, by_index in slots.items():
        # Slots are positional: a gap (slot 2 saved, slot 1 not yet) is an empty, unfulfilled card.
        raw["classified"][player] = [by_index.get(i, {}) for i in range(max(by_index) + 1)]
    return GameRecord.from_json(raw)


__all__ = ["parse", "record_of"]
