"""One table in the window: its document, scene, evaluation and undo history.

The document is the truth; the scene mirrors it. Every edit goes through an undo command that
calls the small mutators here, and every change re-evaluates the table (well under a
millisecond) so domination follows a dragged trooper frame by frame.

The evaluator needs Shapely and NumPy (a third of a later start's CPU). The window's first table is made
before they are loaded: its evaluator is prepared on a thread once the window is usable (``after``), and
until it arrives the table is drawn from plain coordinates and its Zones of Operations say "not known"
(the "?" style, totals "…"): a drag then never shows a result that was not worked out for where the
troopers stand. Whatever asks for the evaluator before it arrives gets one made there and then.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QTimer, Signal
from PySide6.QtGui import QUndoStack

from its_desktop.domain import privacy
from its_desktop.domain.itstable import Placed, TableDocument
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.table import MarkerState, Trooper
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.presentation.labels import objective_key

from . import commands
from .placed import PlacedItem
from .scene import TableScene
from .scenery import SceneryItem

if TYPE_CHECKING:
    from its_desktop.domain.evaluation import Evaluation
    from its_desktop.domain.evaluator import Evaluator

EVALUATOR = "its_desktop.domain.evaluator"  # once imported, a table's evaluator is made at once (milliseconds)
POLL_MS = 15  # about a frame: the evaluation shows within one of the evaluator's arrival


class EvaluatorJob:
    """``Evaluator(mission)`` made on a thread of its own once ``after`` is set (Shapely and NumPy imported
    there, off the GUI thread); ``result`` holds it when done (None while it runs or if it failed)."""

    def __init__(self, mission: ResolvedMission, after: threading.Event) -> None:
        self.result: Evaluator | None = None
        self.done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(mission, after), name="table evaluator",
                                        daemon=True)
        self._thread.start()

    def _run(self, mission: ResolvedMission, after: threading.Event) -> None:
        try:
            after.wait()
            from its_desktop.domain.evaluator import Evaluator

            self.result = Evaluator(mission)
        except Exception:  # noqa: BLE001 - the GUI thread makes its own and meets the same error there
            import logging

            logging.getLogger(__name__).exception("preparing the table's evaluator")
        finally:
            self.done.set()

    def wait(self, timeout: float) -> bool:
        return self.done.wait(timeout)


class TableController(QObject):
    # The evaluation (domain.evaluation.Evaluation) as the current viewer may see it, passed as
    # the Python object itself.
    evaluated = Signal(object)
    changed = Signal()            # the document changed (for the roster and the title)
    piece_drawn = Signal(object)  # a SceneryItem was made (the layout editor makes it editable)

    def __init__(self, doc: TableDocument, mission: ResolvedMission, parent: QObject | None = None,
                 after: threading.Event | None = None) -> None:
        """``after``: prepare the evaluator on a thread once it is set (None: now, as a command wants it)."""
        super().__init__(parent)
        self.doc = doc
        self.mission = mission
        self._evaluator: Evaluator | None = None
        self.job: EvaluatorJob | None = None
        if after is None:
            from its_desktop.domain.evaluator import Evaluator

            self._evaluator = Evaluator(mission)
        else:
            self.job = EvaluatorJob(mission, after)
            self._arrival = QTimer(self)
            self._arrival.setInterval(POLL_MS)
            self._arrival.timeout.connect(self._check_job)
            self._arrival.start()
        self.scene = TableScene(mission, self)
        with self.scene.one_layout():  # the troopers, pieces, round and first reading: one layout at the end
            self._fill(doc)

    def _fill(self, doc: TableDocument) -> None:
        self.undo = QUndoStack(self)
        self.viewer = "referee"
        self.last_raw: Evaluation | None = None
        self.last: Evaluation | None = None
        self._press: dict[str, tuple[float, float]] = {}
        self._placed_items: dict[str, PlacedItem] = {}
        for t in doc.troopers:
            self.scene.add_trooper(t)
        for p in doc.placed:
            self._draw_placed(p)
        self.scenery_items: dict[str, SceneryItem] = {}
        for piece in doc.scenery:
            self._draw_piece(piece)
        self.scene.show_round(doc.round)
        self.scene.trooper_moved.connect(self._live_move)
        self.scene.troopers_moved.connect(self._live_moves)
        self._layout = QTimer(self)
        self._layout.setSingleShot(True)
        self._layout.setInterval(0)
        self._layout.timeout.connect(lambda: self.scene.layout_labels())
        self.changed.connect(self._layout.start)
        self.scene.drag_started.connect(self.begin_drag)
        self.scene.drag_finished.connect(self.end_drag)
        self._live = True
        self._labels_stale = True
        self.changed.connect(self._mark_labels_stale)
        self.recompute()

    @property
    def pending(self) -> bool:
        """The evaluator has not arrived yet: the table shows its zones as not known."""
        return self._evaluator is None

    @property
    def evaluator(self) -> Evaluator:
        """The table's evaluator; asked for before the thread's arrives, made here (the rules imported on this
        thread: slower, never wrong)."""
        if self._evaluator is None:
            from its_desktop.domain.evaluator import Evaluator

            self._evaluator = Evaluator(self.mission)
            self._stop_job()
        return self._evaluator

    def _check_job(self) -> None:
        job = self.job
        if job is None or not job.done.is_set():
            return
        self._stop_job()
        if self._evaluator is None:
            # Made for this mission (a language switch since: names again, made here now the rules are loaded).
            got = job.result if job.result is not None and job.result.mission is self.mission else None
            if got is None:
                from its_desktop.domain.evaluator import Evaluator

                got = Evaluator(self.mission)
            self._evaluator = got
            self.recompute()

    def _stop_job(self) -> None:
        if self.job is not None:
            self._arrival.stop()
            self.job = None

    def relabel(self, mission: ResolvedMission) -> None:
        """The same table with its names in the current language (after a language switch)."""
        self.mission = mission
        if self._evaluator is not None:
            from its_desktop.domain.evaluator import Evaluator

            self._evaluator = Evaluator(mission)
        zones = {z.id: z for z in mission.zones}
        for zid, item in self.scene.zone_items.items():
            if zid in zones:
                item.describe(zones[zid])
        # The key beside the table and each marker's short label: marker labels have languages too.
        self.scene.key = objective_key(mission.markers)
        for marker, entry in zip(mission.markers, self.scene.key):
            marker_item = self.scene.marker_items.get(marker.id)
            if marker_item is not None:
                marker_item.describe(marker, entry.short)
        self.scene.set_player_names(*self.scene.player_names)  # "Side A" → "Bando A"
        self._labels_stale = True
        self.recompute()

    def _mark_labels_stale(self) -> None:
        self._labels_stale = True

    # -- mutators used by the undo commands ---------------------------------------------------
    def set_position(self, tid: str, x: float, y: float) -> None:
        self.doc.replace_trooper(tid, x=x, y=y)
        item = self.scene.trooper_items[tid]
        self._live = False
        item.setPos(x, y)
        self._live = True

    def insert_troopers(self, troopers: list[Trooper]) -> None:
        """Add several troopers as one change: the roster and labels are rebuilt once, not once per trooper
        (a 500-trooper import was quadratic)."""
        self.doc.troopers.extend(troopers)
        self._live = False  # placing a new item reports a move; the command re-evaluates once at the end
        for trooper in troopers:
            self.scene.add_trooper(trooper)
        self._live = True
        self.changed.emit()

    def delete_troopers(self, ids: list[str]) -> None:
        gone = set(ids)
        self.doc.troopers = [t for t in self.doc.troopers if t.id not in gone]
        for tid in ids:
            self.scene.remove_trooper(tid)
        self.changed.emit()

    def put_trooper(self, trooper: Trooper) -> None:
        self.doc.troopers = [trooper if t.id == trooper.id else t for t in self.doc.troopers]
        self.scene.remove_trooper(trooper.id)
        self._live = False
        self.scene.add_trooper(trooper)
        self._live = True
        self.changed.emit()

    def put_marker(self, marker_id: str, state: MarkerState | None) -> None:
        if state is None:
            self.doc.markers.pop(marker_id, None)
        else:
            self.doc.markers[marker_id] = state
        self.changed.emit()

    def set_round(self, round_: int, turn: str) -> None:
        self.doc.round, self.doc.turn = round_, turn
        self.scene.show_round(round_)
        self.recompute()
        self.changed.emit()

    def place(self, placed: Placed) -> None:
        self.doc.placed.append(placed)
        self._draw_placed(placed)
        self.changed.emit()

    def unplace(self, placed: Placed) -> None:
        self.doc.placed = [p for p in self.doc.placed if p.id != placed.id]
        item = self._placed_items.pop(placed.id, None)
        if item is not None:
            self.scene.removeItem(item)
        self.changed.emit()

    def put_piece(self, piece: Piece) -> None:
        """Add the piece, or replace the one with its id (in place: the file keeps its order)."""
        if any(p.id == piece.id for p in self.doc.scenery):
            self.doc.scenery = [piece if p.id == piece.id else p for p in self.doc.scenery]
            self.scenery_items[piece.id].show_piece(piece)
        else:
            self.doc.scenery.append(piece)
            self._draw_piece(piece)
        self.changed.emit()

    def remove_piece(self, piece_id: str) -> None:
        self.doc.scenery = [p for p in self.doc.scenery if p.id != piece_id]
        item = self.scenery_items.pop(piece_id, None)
        if item is not None:
            self.scene.removeItem(item)
        self.changed.emit()

    def _draw_piece(self, piece: Piece) -> None:
        item = SceneryItem(piece, (self.mission.width, self.mission.depth))
        self.scenery_items[piece.id] = item
        self.scene.addItem(item)
        self.piece_drawn.emit(item)

    def _draw_placed(self, placed: Placed) -> None:
        item = PlacedItem(placed, self.mission)
        self._placed_items[placed.id] = item
        self.scene.addItem(item)

    # -- live drag ----------------------------------------------------------------------------
    def begin_drag(self) -> None:
        self._press = {tid: (self.scene.trooper_items[tid].x(), self.scene.trooper_items[tid].y())
                       for tid in self.scene.selected_trooper_ids()}

    def end_drag(self) -> None:
        moves = {}
        for tid, old in self._press.items():
            item = self.scene.trooper_items.get(tid)
            if item is not None and (item.x(), item.y()) != old:
                moves[tid] = (old, (item.x(), item.y()))
        self._press = {}
        if moves:
            self.undo.push(commands.MoveTroopers(self, moves, names=self.names(moves)))
            self._layout.start()

    def _live_move(self, tid: str, x: float, y: float) -> None:
        if not self._live:
            return
        self.doc.replace_trooper(tid, x=x, y=y)
        self.recompute()

    def _live_moves(self, moves: dict[str, tuple[float, float]]) -> None:
        """Every trooper one mouse event moved, then one evaluation."""
        if not self._live:
            return
        for tid, (x, y) in moves.items():
            self.doc.replace_trooper(tid, x=x, y=y)
        self.recompute()

    # -- evaluation ---------------------------------------------------------------------------
    def set_viewer(self, viewer: str) -> None:
        self.viewer = viewer
        self._labels_stale = True
        self.recompute()

    def recompute(self) -> None:
        """Re-evaluate and show the result; trooper labels are refreshed only when they can change. Before the
        evaluator arrives: no result (``last`` None), the zones shown as not known."""
        if self._evaluator is None:
            self.last_raw = self.last = None
            if self._labels_stale:
                self._refresh_labels()
            self.scene.show_pending(bool(self.doc.troopers or self.doc.markers))
            return
        raw = self._evaluator.evaluate(self.doc.state())
        self.last_raw = raw
        scenario = self.mission.scenario
        shown = privacy.filter_evaluation(raw, self.doc.troopers, self.viewer, scenario)
        self.last = shown
        if self._labels_stale:
            self._refresh_labels()
        self.scene.show_evaluation(shown)
        self.evaluated.emit(shown)

    def _refresh_labels(self) -> None:
        visible = {v["id"]: v for v in privacy.visible_troopers(self.doc.troopers, self.viewer, self.mission.scenario)}
        for t in self.doc.troopers:
            item = self.scene.trooper_items.get(t.id)
            if item is not None:
                hidden = bool(visible.get(t.id, {}).get("hidden"))
                # the name as this viewer may see it (no private role words: "Fusilier Lieutenant")
                shown = replace(t, name=visible.get(t.id, {}).get("name", t.name))
                item.show_trooper(shown, hidden, text=self.tr("Marker") if hidden else None)
        self._labels_stale = False

    # -- commands the window offers -----------------------------------------------------------
    def add_trooper(self, trooper: Trooper) -> None:
        self.undo.push(commands.AddTroopers(self, [trooper]))

    def move_trooper(self, tid: str, x: float, y: float) -> None:
        """Move one trooper (a roster row dropped on the table), kept on the table, undoably."""
        item = self.scene.trooper_items.get(tid)
        if item is None:
            return
        target = self.scene.clamp(QPointF(x, y), item.radius)
        old = (item.x(), item.y())
        new = (target.x(), target.y())
        if new != old:
            self.undo.push(commands.MoveTroopers(self, {tid: (old, new)}, done=False, names=self.names([tid])))

    def nudge(self, dx: float, dy: float) -> bool:
        """Move the selected troopers by (dx, dy) table units, kept on the table (the arrow keys); False when
        nothing is selected."""
        moves = {}
        for tid in self.scene.selected_trooper_ids():
            item = self.scene.trooper_items[tid]
            target = self.scene.clamp(QPointF(item.x() + dx, item.y() + dy), item.radius)
            if (target.x(), target.y()) != (item.x(), item.y()):
                moves[tid] = ((item.x(), item.y()), (target.x(), target.y()))
        if moves:
            self.undo.push(commands.NudgeTroopers(self, moves, names=self.names(moves)))
        return bool(self.scene.selected_trooper_ids())

    def names(self, ids) -> list[str]:
        """The troopers' names as the undo texts show them: as the opponent may see them (the undo history is
        the same whoever looks at the table, so a marker stays a marker), the id where there is no name."""
        out = []
        for tid in ids:
            trooper = self.doc.trooper(tid)
            seen = privacy.visible_troopers([trooper], "B" if trooper.player == "A" else "A", self.mission.scenario)[0]
            out.append(seen["label"] if seen["hidden"] else (seen["name"] or tid))
        return out

    def remove_selected(self) -> None:
        ids = set(self.scene.selected_trooper_ids())
        troopers = [t for t in self.doc.troopers if t.id in ids]
        if troopers:
            self.undo.push(commands.RemoveTroopers(self, troopers))

    def edit_trooper(self, new: Trooper) -> None:
        old = self.doc.trooper(new.id)
        if old != new:
            self.undo.push(commands.EditTrooper(self, old, new))

    def set_marker(self, marker_id: str, text: str, **changes) -> None:
        old = self.doc.markers.get(marker_id)
        base = old or MarkerState(marker_id)
        new = replace(base, **changes)
        if new != old:
            self.undo.push(commands.SetMarker(self, marker_id, old, new, text))

    def change_round(self, round_: int, turn: str) -> None:
        if (round_, turn) != (self.doc.round, self.doc.turn):
            self.undo.push(commands.SetRound(self, (self.doc.round, self.doc.turn), (round_, turn)))
