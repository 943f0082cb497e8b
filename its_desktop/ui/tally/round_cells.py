"""Which round's cells of the tally take a value now. A game in progress takes the completed rounds' and the
round being played (what is typed there waits, kept, and counts once End of round ends it); a round further on
has not begun, so its cells are shown greyed with a line saying why, rather than taking a number the score
cannot use. A finished game takes its completed rounds' only. The words stay in the sheet's catalog context."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from its_desktop.domain.tally.record import GAME

if TYPE_CHECKING:
    from its_desktop.domain.tally.model import Outcome, TallyModel

    from .input_cell import MeasureInput


def tr(text: str) -> str:
    return QCoreApplication.translate("TallyPanel", text)


def last_open_round(model: TallyModel) -> int:
    """The last round whose cells take a value: the round being played while the game is in progress."""
    done = model.record.rounds_completed
    return min(done + 1, model.rounds) if model.in_progress else done


def show(model: TallyModel, inputs: dict[tuple[str, str, str], MeasureInput]) -> None:
    """Open or grey each round's cells, each with a tooltip saying when its value counts."""
    last, done = last_open_round(model), model.record.rounds_completed
    for (_p, _o, key), cell in inputs.items():
        if key == GAME:
            continue
        round_ = int(key)
        cell.setEnabled(round_ <= last)
        if round_ <= done:
            tip = ""
        elif round_ <= last:
            tip = tr("Round %1 is being played: a value typed here counts once the round ends (End of round).")
        elif model.in_progress:
            tip = tr("Round %1 has not begun: its values are typed once it is played.")
        else:
            tip = tr("Round %1 was not completed: not scored (raise Rounds completed to type it).")
        cell.setToolTip(tip.replace("%1", key))


def pending_line(outcome: Outcome) -> str:
    """The summary's line for values kept for rounds not completed yet ("" when there are none)."""
    rounds = sorted({int(k) for _p, _o, k in outcome.pending})
    if not rounds:
        return ""
    named = ", ".join(tr("round %1").replace("%1", str(r)) for r in rounds)
    if outcome.provisional:
        return tr("<i>Typed for %1: counts once that round ends (End of round).</i>").replace("%1", named)
    return tr("<i>Typed for %1, which was not completed: not scored.</i>").replace("%1", named)
