"""A tallied game: the tally panel's every change committed to the database as it is made."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from its_desktop.persistence.games import Games

    from .panel import TallyPanel


class TallySession(QObject):
    failed = Signal(str)

    def __init__(self, games: Games, game_id: int, panel: TallyPanel, who: str, parent=None) -> None:
        super().__init__(parent)
        self.games, self.game_id, self.panel, self.who = games, game_id, panel, who
        self.turn_of = lambda: None
        panel.changed.connect(self._store)

    def detach(self) -> None:
        self.panel.changed.disconnect(self._store)

    def _store(self, what: str, detail: str, value) -> None:
        from its_desktop.persistence.games import ConflictError, FieldError
        from its_desktop.persistence.tally_entries import entry_for_value, slot_entry

        rec = self.panel.record
        try:
            if what == "value":
                player, objective, key = detail.split("|")
                override = rec.overrides.get(player, {}).get(objective, {}).get(key)
                source = "table" if (player, objective, key) in self.panel.table_values and override is None else "asked"
                name, round_, stored, source = entry_for_value(objective, key, value, source, override)
                if stored is None:
                    self.games.clear_entry(self.game_id, player, name, round_, self.who)
                else:
                    self.games.set_entry(self.game_id, player, name, round_, stored, source, self.who,
                                         override.why if override else None)
            elif what == "classified":
                player, index = detail.split("|")
                key, stored, sealed = slot_entry(int(index), value)
                self.games.set_entry(self.game_id, player, key, None, stored, "asked", self.who, sealed=sealed)
            elif what == "deck":
                player, deck = detail.split("|")
                self.games.set_entry(self.game_id, player, f"deck:{deck}", None, value, "asked", self.who)
            elif what == "vp":
                if value is None:
                    self.games.clear_entry(self.game_id, detail, "vp", None, self.who)
                else:
                    self.games.set_entry(self.game_id, detail, "vp", None, value, "asked", self.who)
            elif what == "intelcom":
                from dataclasses import asdict

                # The card's value and zone are private until the game ends: stored sealed.
                self.games.set_entry(self.game_id, detail, "intelcom", None, asdict(value) if value else False,
                                     "asked", self.who, sealed=True)
            elif what == "deck_log":
                player, deck = detail.split("|")
                self.games.set_entry(self.game_id, player, f"decklog:{deck}", None, value, "asked", self.who)
            elif what == "hvt":
                self.games.set_entry(self.game_id, "A", "hvt_harmed_by", None, value or False, "asked", self.who)
            elif what == "end":
                if detail == "end_reason":
                    # An early end (Retreat!, time called) records the player turn it reached.
                    turn = self.turn_of() if value not in (None, "completed") else None
                    self.games.update_game(self.game_id, end_reason=value, turn_reached=turn)
                else:
                    self.games.update_game(self.game_id, round_reached=value or None)
        except (ConflictError, FieldError, ValueError) as exc:
            self.failed.emit(str(exc))

    def snapshot(self, round_: int, itstable: dict) -> None:
        self.games.save_snapshot(self.game_id, round_, json.dumps(itstable))
