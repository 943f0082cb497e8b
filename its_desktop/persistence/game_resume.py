"""The table a recorded game reopens on, including games written by older versions.

Two kinds of old records are repaired here, so the window only shows what comes back:

- games recorded before a game was bound to its table may hold end-of-round snapshots of another
  scenario, recorded into them by mistake: those are set aside (and reported, never deleted);
- games recorded before the table itself was kept have only their snapshots: such a game resumes
  on its last snapshot, in the round after the last one it scored (while the season has one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from its_desktop.domain.itstable import TableDocument, for_mission

if TYPE_CHECKING:
    from its_desktop.domain.mission import ResolvedMission

    from .games import SnapshotRecord, StoredGame, TableRecord


@dataclass(frozen=True)
class Resume:
    """Where a recorded game reopens."""

    doc: TableDocument
    snapshots: list[SnapshotRecord]  # the game's own end-of-round snapshots, oldest first
    crossed: list[SnapshotRecord]    # snapshots of another scenario, set aside
    table_kept: bool                 # False: an old game whose table was never stored (store it now)


def resume(game: StoredGame, mission: ResolvedMission, table: TableRecord | None,
           snapshots: list[SnapshotRecord]) -> Resume:
    """The table to reopen ``game`` on: its table as last edited, else its last snapshot (moved on to
    the next round when that round was scored and the game goes on), else an empty table."""
    crossed = [s for s in snapshots if s.document().get("mission", game.mission) != game.mission]
    own = [s for s in snapshots if s not in crossed]
    raw: dict[str, Any] | None = None
    if table is not None:
        raw = table.document()  # the table as it was at its last edit
    elif own:
        raw = own[-1].document()
        if game.end_reason is None and (game.round_reached or 0) >= own[-1].round \
                and own[-1].round < mission.season.rounds:
            raw["round"], raw["turn"] = own[-1].round + 1, "A"
    doc = for_mission(mission, raw) if raw is not None else TableDocument(game.mission, game.points)
    return Resume(doc, own, crossed, table is not None)


__all__ = ["Resume", "resume"]
