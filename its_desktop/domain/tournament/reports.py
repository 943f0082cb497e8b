"""Results the players report from their phones: the report of one table, and the moves it may make.

A table's report goes ``proposed`` (one seat entered the result) → ``confirmed`` (the *other* seat agreed)
→ ``approved`` (the organizer took it into the results). The other seat may instead dispute it with its
own values (``disputed``: the organizer settles it, both versions side by side; or the proposer accepts the
counter, which confirms it). The organizer may reject any report not yet approved (``rejected``: both seats
report again). The functions here are pure: the store (``persistence/events/reports.py``) keeps the rows,
the seats and the versions; these decide whether a move is legal and what the report becomes.

What is private in ``ReportValues.record`` (the game record of ``docs/game-record.md``, optional): every
entry whose ``sealed`` is true — a Classified Objective not revealed, an INTELCOM card, a hidden role —
belongs to the seat of its ``player`` and to the organizer only. :meth:`Report.seen_by` removes the other
seat's sealed entries (and its ``history`` lines about them); nothing else in a record is private. The
organizer's window sees everything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Literal

from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _

from .event import EventError
from .organizer import check_result

Side = Literal["A", "B"]
State = Literal["proposed", "confirmed", "disputed", "approved", "rejected"]
STATES: tuple[State, ...] = ("proposed", "confirmed", "disputed", "approved", "rejected")
SIDES: tuple[Side, ...] = ("A", "B")
OPEN_STATES = ("proposed", "confirmed", "disputed")  # the organizer still has to act on these
FLAG_SECOND_CLAIM = "second-claim"  # a second phone tried to take a seat of this table
FLAG_HAD_RESULT = "had-result"  # the table already had a result (entered at a station) when it was reported
RECORD_MAX_ENTRIES = 400


def state_word(state: str) -> str:
    """A report's state in the reader's language (the refusals name it)."""
    words = {"proposed": _("proposed"), "confirmed": _("confirmed"), "disputed": _("disputed"),
             "approved": _("approved"), "rejected": _("rejected")}
    return words.get(state, state)


# -- errors (all InputErrors: one line naming the field) ---------------------------------------------------


class ReportError(InputError):
    """Anything a player's or the organizer's report move is refused for."""


class ReportStateError(ReportError):
    """The move is not legal from the report's state (confirming your own result, proposing over a
    confirmed one...)."""


class WrongSeat(ReportError):
    """The seat secret does not belong to this table's seat (or no seat was claimed)."""


class SeatTaken(ReportError):
    """Another phone holds this seat already (the attempt is kept for the organizer)."""


class SeatCodeError(ReportError):
    """Strict mode: the code printed on the player's own score sheet is missing or wrong."""


class RoundClosed(ReportError):
    """The table's round is closed (the next round is paired): its page no longer takes reports."""


class UnknownToken(ReportError):
    """No event or table has this token."""


class FormReplayed(ReportError):
    """The form was already sent (a replayed post): nothing was done twice. ``report`` is the report as
    it stands now (None when the replayed form had not changed anything)."""

    def __init__(self, field: str, message: str, report: Report | None = None) -> None:
        super().__init__(field, message)
        self.report = report


# -- values ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReportValues:
    """A reported result: Objective Points and Victory Points of both sides (TP are computed, never
    reported) and, optionally, the game record the phone's form made (private parts: see the module)."""

    op_a: int
    op_b: int
    vp_a: float
    vp_b: float
    record: dict[str, Any] | None = None

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"op_a": self.op_a, "op_b": self.op_b, "vp_a": self.vp_a, "vp_b": self.vp_b}
        if self.record is not None:
            out["record"] = self.record
        return out

    def result(self) -> tuple[int, int, float, float]:
        return self.op_a, self.op_b, self.vp_a, self.vp_b

    def same_result(self, other: ReportValues) -> bool:
        return self.result() == other.result()

    def seen_by(self, side: Side) -> ReportValues:
        """These values as ``side``'s seat may see them: the other seat's sealed entries removed."""
        if self.record is None:
            return self
        return replace(self, record=private_removed(self.record, side))


def check_values(raw: Any, *, op_ceiling: int, points: int | None, field_: str = "values") -> ReportValues:
    """``raw`` (a ReportValues or a mapping with op_a, op_b, vp_a, vp_b and an optional record) checked with
    the desktop's own result checks (``organizer.check_result``); a bad value raises ReportError naming it."""
    if isinstance(raw, ReportValues):
        raw = raw.as_json()
    if not isinstance(raw, dict):
        raise ReportError(field_, _("must be an object with op_a, op_b, vp_a and vp_b, got {got}").format(got=type(raw).__name__))
    unknown = sorted(set(raw) - {"op_a", "op_b", "vp_a", "vp_b", "record"})
    if unknown:
        raise ReportError(f"{field_}.{unknown[0]}", _("is not a field of a result"))
    missing = [k for k in ("op_a", "op_b", "vp_a", "vp_b") if k not in raw]
    if missing:
        raise ReportError(f"{field_}.{missing[0]}", _("is missing"))
    try:
        check_result(raw["op_a"], raw["op_b"], raw["vp_a"], raw["vp_b"], op_ceiling=op_ceiling, points=points)
    except EventError as exc:
        raise ReportError(f"{field_}.{exc.field}", exc.message) from None
    record = raw.get("record")
    if record is not None:
        _check_record(record, f"{field_}.record")
    return ReportValues(int(raw["op_a"]), int(raw["op_b"]), float(raw["vp_a"]), float(raw["vp_b"]), record)


def _check_record(record: Any, where: str) -> None:
    # The record's own reader (domain/tally/export.parse) checks it fully when it is scored; here only what
    # the privacy rule relies on: entries are objects naming their player, and `sealed` is a boolean.
    if not isinstance(record, dict):
        raise ReportError(where, _("must be a game record object (its-desktop-game)"))
    entries = record.get("entries", [])
    if not isinstance(entries, list) or len(entries) > RECORD_MAX_ENTRIES:
        raise ReportError(f"{where}.entries", _("must be a list of at most {n} entries").format(n=RECORD_MAX_ENTRIES))
    for i, e in enumerate(entries):
        if not isinstance(e, dict) or e.get("player") not in SIDES:
            raise ReportError(f"{where}.entries[{i}].player", _("must be 'A' or 'B'"))
        if not isinstance(e.get("sealed", False), bool):
            raise ReportError(f"{where}.entries[{i}].sealed", _("must be true or false"))
        value = e.get("value")
        if isinstance(value, float) and not math.isfinite(value):
            raise ReportError(f"{where}.entries[{i}].value", _("must be a finite number"))


def private_removed(record: dict[str, Any], side: Side) -> dict[str, Any]:
    """``record`` without the other seat's sealed entries and their history lines (see the module)."""
    other = "B" if side == "A" else "A"
    hidden = {(e.get("key"), e.get("round")) for e in record.get("entries", [])
              if isinstance(e, dict) and e.get("player") == other and e.get("sealed")}
    out = dict(record)
    out["entries"] = [e for e in record.get("entries", [])
                      if not (isinstance(e, dict) and e.get("player") == other and e.get("sealed"))]
    if "history" in record:
        out["history"] = [h for h in record["history"] if not (
            isinstance(h, dict) and h.get("player") == other
            and (h.get("sealed") or (h.get("key"), h.get("round")) in hidden))]
    return out


# -- the report -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Report:
    """One table's report in one round. ``values`` are the proposed (or confirmed) values, ``counter`` the
    disputing seat's; ``flags`` what the organizer should look at before approving in bulk."""

    id: int
    event_game_id: int
    round: int
    table: int
    state: State
    proposed_by: Side
    values: ReportValues
    counter: ReportValues | None
    version: int
    flags: tuple[str, ...] = ()
    event_id: int = 0
    disputed_by: Side | None = None
    decided_by: str | None = None  # the organizer who approved or rejected it
    game_version: int | None = None  # the table's version the report was made against (approval checks it)

    @property
    def is_open(self) -> bool:
        return self.state in OPEN_STATES

    def seen_by(self, side: Side) -> Report:
        """The report as ``side``'s phone may see it: the other seat's private entries removed."""
        return replace(self, values=self.values.seen_by(side),
                       counter=self.counter.seen_by(side) if self.counter is not None else None)


@dataclass(frozen=True)
class Move:
    """What a legal move makes of the report (the store writes these fields)."""

    state: State
    proposed_by: Side
    values: ReportValues
    counter: ReportValues | None
    disputed_by: Side | None = None


def _other(side: Side) -> Side:
    return "B" if side == "A" else "A"


def check_side(side: Any) -> Side:
    if side not in SIDES:
        raise ReportError("side", _("must be 'A' or 'B', got {got!r}").format(got=side))
    return side  # type: ignore[no-any-return]


def propose(current: Report | None, side: Side, values: ReportValues) -> Move:
    """A seat enters the result: on a table without a report, over its own proposal (a correction before
    the other seat answered), or after the organizer rejected the last one."""
    if current is not None:
        if current.state == "proposed" and current.proposed_by != side:
            raise ReportStateError("state", _("seat {side} already reported this table: confirm or dispute its result "
                                              "instead").format(side=current.proposed_by))
        if current.state in ("confirmed", "disputed"):
            raise ReportStateError("state", _("this table's result is {state}: the organizer decides now").format(
                state=state_word(current.state)))
        if current.state == "approved":
            raise ReportStateError("state", _("this table's result is approved: only the organizer can change it"))
    return Move("proposed", side, values, None)


def confirm(current: Report | None, side: Side) -> Move:
    """The other seat agrees: with the proposal, or (the proposer) with the disputing seat's counter."""
    if current is None:
        raise ReportStateError("state", _("nothing to confirm: no result was reported for this table yet"))
    if current.state == "proposed":
        if current.proposed_by == side:
            raise ReportStateError("side", _("the other seat confirms a result, not the seat that entered it"))
        return Move("confirmed", current.proposed_by, current.values, None)
    if current.state == "disputed" and current.counter is not None and current.disputed_by is not None:
        if current.disputed_by == side:
            raise ReportStateError("side", _("the other seat confirms a result, not the seat that entered it"))
        return Move("confirmed", current.disputed_by, current.counter, None)
    raise ReportStateError("state", _("this table's result is {state}: there is nothing to confirm").format(
        state=state_word(current.state)))


def dispute(current: Report | None, side: Side, values: ReportValues) -> Move:
    """The other seat does not agree and says what it saw: the organizer settles it."""
    if current is None or current.state != "proposed":
        state = _("not reported yet") if current is None else state_word(current.state)
        raise ReportStateError("state", _("only a proposed result can be disputed (this one is {state})").format(
            state=state))
    if current.proposed_by == side:
        raise ReportStateError("side", _("the seat that entered the result corrects it by reporting again, "
                                         "it does not dispute it"))
    return Move("disputed", current.proposed_by, current.values, values, disputed_by=side)


def approve(current: Report, use: Literal["proposed", "counter"] | None = None) -> ReportValues:
    """The values the organizer's approval records. A disputed report needs the organizer's choice."""
    if current.state not in OPEN_STATES:
        raise ReportStateError("state", _("this report is {state}: there is nothing to approve").format(
            state=state_word(current.state)))
    if current.state == "disputed":
        if use not in ("proposed", "counter"):
            raise ReportStateError("use", _("a disputed result is approved as proposed or as the counter "
                                            "(choose one), or rejected"))
        if use == "counter":
            assert current.counter is not None
            return current.counter
    elif use == "counter":
        raise ReportStateError("use", _("this report is {state}: it has no counter").format(state=state_word(current.state)))
    return current.values


def reject(current: Report) -> None:
    if current.state not in OPEN_STATES:
        raise ReportStateError("state", _("this report is {state}: it cannot be rejected").format(
            state=state_word(current.state)))


def by_attention(reports: list[Report]) -> list[Report]:
    """Disputes first, then proposed, confirmed, rejected, approved; by table within each."""
    order = {"disputed": 0, "proposed": 1, "confirmed": 2, "rejected": 3, "approved": 4}
    return sorted(reports, key=lambda r: (order[r.state], r.table))


__all__ = ["FLAG_HAD_RESULT", "FLAG_SECOND_CLAIM", "FormReplayed", "Move", "OPEN_STATES", "Report", "ReportError",
           "ReportStateError", "ReportValues", "RoundClosed", "SIDES", "STATES", "SeatCodeError", "SeatTaken",
           "Side", "State", "UnknownToken", "WrongSeat", "approve", "by_attention", "check_side", "check_values",
           "confirm", "dispute", "private_removed", "propose", "reject"]
