"""The tally's words about a game, apart from the sheet's widgets: the end-of-game notes (what the table
counted: kills, Victory Points kept, Secure HVT; a VP typed over that count) and the result line under the
sheet (OP, VP and TP per player, provisional or kept nowhere, the pack readings it rests on). The panel
shows them; the words stay in the sheet's catalog context (``TallyPanel``)."""

from __future__ import annotations

import html

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from its_desktop.domain.lengths import number
from its_desktop.domain.table import PLAYERS

from . import vp_marks
from .round_cells import pending_line

if TYPE_CHECKING:
    from its_desktop.domain.tally.model import Outcome, TallyModel


def tr(text: str) -> str:
    return QCoreApplication.translate("TallyPanel", text)


def vp_typed(model: TallyModel | None) -> dict[str, tuple[int, int]]:
    """Per player whose typed Victory Points differ from the table's last count: (typed, counted)."""
    if model is None or model.record is None:
        return {}
    out = {}
    for p, lost in model.losses.items():
        typed, counted = model.record.vp.get(p), lost.vp.value
        if typed is not None and counted is not None and int(typed) != int(round(counted)):
            out[p] = (int(typed), int(round(counted)))
    return out


def kept_line(model: TallyModel | None) -> str:
    """What the last fill from the table left as typed by hand, named cell by cell with the table's value
    ("" when it kept nothing): the referee sees what the table said and that their numbers stayed."""
    from its_desktop.domain.tally.record import GAME

    if model is None or not (model.kept or model.kept_vp):
        return ""
    names = {o.id: o.name.get() for o in model.mission.scenario.scoring}

    def shown(value: object) -> str:
        return (tr("yes") if value else tr("no")) if isinstance(value, bool) else number(value)  # type: ignore[arg-type]

    parts = []
    for p, oid, key in model.kept:
        when = tr("whole game") if key == GAME else tr("round %1").replace("%1", key)
        parts.append(tr("%1: %2 typed, the table says %3")
                     .replace("%1", tr("%1, player %2, %3").replace("%1", names.get(oid, oid)).replace("%2", p)
                              .replace("%3", when))
                     .replace("%2", shown(model.value(p, oid, key))).replace("%3", shown(model.table_values[(p, oid, key)])))
    for p in model.kept_vp:
        counted = vp_marks.counted_vp(model, p)
        parts.append(tr("%1: %2 typed, the table says %3")
                     .replace("%1", tr("Victory Points, player %1").replace("%1", p))
                     .replace("%2", str(model.record.vp.get(p))).replace("%3", str(counted)))
    return tr("Kept as typed by hand (type the table's value to take it): %1").replace("%1", "; ".join(parts))


def vp_typed_lines(model: TallyModel | None) -> list[str]:
    """A Victory Points box typed over the table's count: said under the end-of-game notes, whose "keeps
    27 Victory Points" is the table's count, so the sheet never says two numbers without saying why."""
    out = []
    for p, (typed, counted) in vp_typed(model).items():
        out.append(tr("Player %1: %2 Victory Points typed by hand (the table counted %3)")
                   .replace("%1", p).replace("%2", str(typed)).replace("%3", str(counted)))
    return out


def result_text(model: TallyModel, outcome: Outcome, recorded: int | None) -> str:
    """The result under the sheet (rich text) for a scored outcome."""
    result = outcome.score
    assert result is not None
    tps = outcome.tournament_points
    parts = []
    for i, p in enumerate(PLAYERS):
        ps = result.players[p]
        vp = "–" if ps.vp is None else number(ps.vp)
        parts.append(tr("<b>%1</b>: %2 OP (main objectives %3, Classified %4), %5 VP, %6 TP")
                     .replace("%1", tr("Player %1").replace("%1", p)).replace("%2", str(ps.op))
                     .replace("%3", str(ps.objectives_op)).replace("%4", str(ps.classified_op))
                     .replace("%5", vp).replace("%6", "–" if tps is None else str(tps[i])))
        if vp_marks.vp_source(model, p) == "override":  # the summary says what the sheet holds, and that it differs
            parts[-1] += " " + tr("(VP typed by hand; the table counted %1)").replace(
                "%1", str(vp_marks.counted_vp(model, p)))
    if recorded is None:
        parts.insert(0, tr("<i>No game is recorded on this table: this sheet is kept nowhere. Game → Start "
                           "a recorded game… (Ctrl+Shift+N) records one.</i>"))
    elif outcome.provisional:
        parts.insert(0, tr("<i>Provisional: the game is still in progress.</i>"))
    if pending := pending_line(outcome):  # a value typed ahead of its round waits, said so (not an error)
        parts.insert(1 if recorded is not None and outcome.provisional else 0, pending)
    # The pack readings this result rests on (an inferred band, a destroyed marker's two readings),
    # each with the other reading and its line: the words are the domain's (gettext), escaped here.
    parts += [f"<small>{html.escape(r.line())}</small>" for r in result.readings]
    return "<br>".join(parts)


def reserve_provisional_room(label: QLabel, over: bool) -> None:
    """A recorded game's summary (``label``) keeps the room of its "Provisional" line once the game is ``over``:
    the boxes above it jumped 14 px as the line went (and a click aimed at one landed between them)."""
    reserve = 0
    if over and (shown := label.text()):
        label.setText(tr("<i>Provisional: the game is still in progress.</i>") + "<br>" + shown)
        reserve = label.heightForWidth(max(1, label.width()))
        label.setText(shown)
    if label.minimumHeight() != reserve:
        label.setMinimumHeight(reserve)
