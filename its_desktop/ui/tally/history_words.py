"""The history of a game in the sheet's words: which line changed ("Dominate more quadrants · round 1",
"Victory Points", "Classified 1") and its values as a person reads them (yes/no, the notes' lines), not the
stored keys and JSON ("more-quadrants r1", ``["Player A killed…"]``). The words are the sheet's own
(catalog context ``TallyPanel``), so the history names a line as the Tally does."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from its_desktop.domain.mission import ResolvedMission
    from its_desktop.persistence.games import ChangeRecord


def tr(text: str) -> str:
    return QCoreApplication.translate("TallyPanel", text)


def what(key: str, round_: int | None, mission: ResolvedMission | None) -> str:
    """The line a stored key is, named as the sheet names it, and its round."""
    from its_desktop.persistence.tally_entries import NOTES

    names = {o.id: o.name.get() for o in mission.scenario.scoring} if mission is not None else {}
    decks = {d.id: d.name.get() for d in mission.scenario.decks} if mission is not None else {}
    head, _, rest = key.partition(":")
    if key == "vp":
        text = tr("Victory Points")
    elif key == NOTES:
        text = tr("End-of-game notes")
    elif key == "hvt_harmed_by":
        text = tr("Enemy HVT harmed by (that player loses the game)")
    elif key == "intelcom":
        text = tr("INTELCOM card")
    elif head == "classified" and rest.isdigit():
        # The pack's term and the slot's number, never the card: which objective a player drew is private
        # (the value column shows it, sealed outside the referee's view until it is fulfilled).
        text = tr("Classified Objective %1").replace("%1", str(int(rest) + 1))
    elif head in ("deck", "decklog"):
        text = tr("%1 completed").replace("%1", decks.get(rest, rest))
        if head == "decklog":
            text += " · " + tr("Turn by turn…").rstrip("…")
    elif head == "contested":
        text = names.get(rest, rest)
    else:
        text = names.get(key, key)
    if not round_:
        return text
    return text + " · " + tr("round %1").replace("%1", str(round_))


def value(v: Any) -> str:
    """A stored value as words (the audit trail's: yes/no, the reader's decimal mark, never JSON); the
    end-of-game notes, lines with commas of their own, one after another with ";"."""
    from its_desktop.domain.i18n import pgettext
    from its_desktop.presentation.audit_words import value_words

    if isinstance(v, list) and all(isinstance(x, str) for x in v):
        return pgettext("audit value", "; ").join(v)  # French " ; "
    return value_words(v)


def row(c: ChangeRecord, mission: ResolvedMission | None, referee: bool) -> list[str]:
    """One change as the History dialog's row: when, who, player, what, before, after, why."""
    sealed = c.sealed and not referee

    from its_desktop.domain.tally import end_notes
    from its_desktop.persistence.tally_entries import NOTES

    def shown(v: Any) -> str:
        if v is not None and c.key == NOTES:
            v = end_notes.shown(v)  # stored in every language: the reader's (a list stored before, as written)
        return "–" if v is None else QCoreApplication.translate("TallySession", "(sealed)") if sealed else value(v)

    return [c.at.strftime("%Y-%m-%d %H:%M:%S"), c.who, c.player, what(c.key, c.round, mission),
            shown(c.old), shown(c.new), c.why or ""]
