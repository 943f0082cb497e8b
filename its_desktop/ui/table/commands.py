"""Undoable edits of the table. Each one changes the document through the controller, which
keeps the scene and the evaluation in step."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QUndoCommand

from its_desktop.domain.itstable import Placed
from its_desktop.domain.table import MarkerState, Trooper
from its_desktop.domain.terrain.pieces import Piece


class TableEditor(Protocol):
    """What the commands change the table through (the TableController, which imports them)."""

    def set_position(self, tid: str, x: float, y: float) -> None: ...
    def insert_troopers(self, troopers: list[Trooper]) -> None: ...
    def delete_troopers(self, ids: list[str]) -> None: ...
    def put_trooper(self, trooper: Trooper) -> None: ...
    def put_marker(self, marker_id: str, state: MarkerState | None) -> None: ...
    def set_round(self, round_: int, turn: str) -> None: ...
    def place(self, placed: Placed) -> None: ...
    def unplace(self, placed: Placed) -> None: ...
    def recompute(self) -> None: ...
    def put_piece(self, piece: Piece) -> None: ...
    def remove_piece(self, piece_id: str) -> None: ...


class CommandTexts(QObject):
    """The undo texts with a count: ``self.tr(text, "", n)`` takes the language's plural form from the
    catalog (``ui.qt_catalog``), and a QUndoCommand is no QObject to call ``tr`` on."""

    def moved(self, n: int) -> str:
        return self.tr("Move %n trooper(s)", "", n)

    def moved_one(self, name: str) -> str:
        return self.tr("Move %1").replace("%1", name)

    def deleted(self, n: int) -> str:
        return self.tr("Delete %n trooper(s)", "", n)


class MoveTroopers(QUndoCommand):
    """A move; after a drag on screen (``done``) the first redo has nothing left to do."""

    def __init__(self, ctl: TableEditor, moves: dict[str, tuple[tuple[float, float], tuple[float, float]]],
                 done: bool = True, names: list[str] | None = None):
        # "Move Hac Tao" for one trooper: the Edit menu and the status bar name what an undo takes back.
        text = CommandTexts().moved_one(names[0]) if names and len(moves) == 1 else CommandTexts().moved(len(moves))
        super().__init__(text)
        self.ctl, self.moves, self._done = ctl, moves, done

    def redo(self) -> None:
        if self._done:
            self._done = False
            return
        for tid, (_, new) in self.moves.items():
            self.ctl.set_position(tid, *new)
        self.ctl.recompute()

    def undo(self) -> None:
        for tid, (old, _) in self.moves.items():
            self.ctl.set_position(tid, *old)
        self.ctl.recompute()


class NudgeTroopers(MoveTroopers):
    """A move by the arrow keys: the presses that follow one another on the same troopers are one undo step
    (holding an arrow down is one move, not forty)."""

    def __init__(self, ctl: TableEditor, moves: dict[str, tuple[tuple[float, float], tuple[float, float]]],
                 names: list[str] | None = None):
        super().__init__(ctl, moves, done=False, names=names)

    def id(self) -> int:
        return 27

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt override
        if not isinstance(other, NudgeTroopers) or other.moves.keys() != self.moves.keys():
            return False
        self.moves = {tid: (old, other.moves[tid][1]) for tid, (old, _) in self.moves.items()}
        return True


class AddTroopers(QUndoCommand):
    def __init__(self, ctl: TableEditor, troopers: list[Trooper], text: str | None = None):
        super().__init__(text or QCoreApplication.translate("TableCommands", "Add trooper"))
        self.ctl, self.troopers = ctl, troopers

    def redo(self) -> None:
        self.ctl.insert_troopers(self.troopers)
        self.ctl.recompute()

    def undo(self) -> None:
        self.ctl.delete_troopers([t.id for t in self.troopers])
        self.ctl.recompute()


class RemoveTroopers(AddTroopers):
    def __init__(self, ctl: TableEditor, troopers: list[Trooper]):
        text = CommandTexts().deleted(len(troopers))
        super().__init__(ctl, troopers, text)

    def redo(self) -> None:
        super().undo()

    def undo(self) -> None:
        super().redo()


class EditTrooper(QUndoCommand):
    def __init__(self, ctl: TableEditor, old: Trooper, new: Trooper, text: str | None = None):
        super().__init__(text or QCoreApplication.translate("TableCommands", "Edit %1").replace("%1", new.name or new.id))
        self.ctl, self.old, self.new = ctl, old, new

    def redo(self) -> None:
        self.ctl.put_trooper(self.new)
        self.ctl.recompute()

    def undo(self) -> None:
        self.ctl.put_trooper(self.old)
        self.ctl.recompute()


class SetMarker(QUndoCommand):
    def __init__(self, ctl: TableEditor, marker_id: str, old: MarkerState | None, new: MarkerState | None,
                 text: str):
        super().__init__(text)
        self.ctl, self.marker_id, self.old, self.new = ctl, marker_id, old, new

    def redo(self) -> None:
        self.ctl.put_marker(self.marker_id, self.new)
        self.ctl.recompute()

    def undo(self) -> None:
        self.ctl.put_marker(self.marker_id, self.old)
        self.ctl.recompute()


class SetRound(QUndoCommand):
    def __init__(self, ctl: TableEditor, old: tuple[int, str], new: tuple[int, str]):
        super().__init__(QCoreApplication.translate("TableCommands", "Round %1, turn %2").replace("%1", str(new[0])).replace("%2", new[1]))
        self.ctl, self.old, self.new = ctl, old, new

    def redo(self) -> None:
        self.ctl.set_round(*self.new)

    def undo(self) -> None:
        self.ctl.set_round(*self.old)


class Place(QUndoCommand):
    def __init__(self, ctl: TableEditor, placed: Placed, remove: bool = False):
        super().__init__(QCoreApplication.translate("TableCommands", "Remove %1") if remove else QCoreApplication.translate("TableCommands", "Place %1"))
        self.setText(self.text().replace("%1", placed.placement))
        self.ctl, self.placed, self.remove = ctl, placed, remove

    def redo(self) -> None:
        (self.ctl.unplace if self.remove else self.ctl.place)(self.placed)

    def undo(self) -> None:
        (self.ctl.place if self.remove else self.ctl.unplace)(self.placed)


class ChangeScenery(QUndoCommand):
    """Pieces added, moved, turned or removed, as one step: ``before``/``after`` hold each changed piece's
    state (None: not on the table)."""

    def __init__(self, ctl: TableEditor, changes: list[tuple[Piece | None, Piece | None]], text: str):
        super().__init__(text)
        self.ctl, self.changes = ctl, changes

    def redo(self) -> None:
        for before, after in self.changes:
            self._apply(before, after)

    def undo(self) -> None:
        for before, after in reversed(self.changes):
            self._apply(after, before)

    def _apply(self, old: Piece | None, new: Piece | None) -> None:
        if new is not None:
            self.ctl.put_piece(new)
        elif old is not None:
            self.ctl.remove_piece(old.id)
