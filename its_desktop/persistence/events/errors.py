"""What the tournament repository raises besides a FieldError: a conflict between stations, a missing row."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from its_desktop.domain.i18n import _

from ..games import ConflictError


class EventConflictError(ConflictError):
    """A row changed under you (another station wrote first): the message says what is stored now."""

    def __init__(self, what: str, ref_id: int, expected: int | None, current: int | None, stored: str = ""):
        self.what, self.ref_id = what, ref_id
        self.game_id, self.expected, self.current = ref_id, expected, current
        # In the reader's language: the tournament window shows it as it is, a phone's page under its own.
        msg = _("{what} was changed by another station").format(what=what)
        if expected is not None and current is not None:
            msg += " (" + _("now version {current}, you had version {expected}").format(current=current,
                                                                                       expected=expected) + ")"
        if stored:
            msg += "; " + _("it now says {stored}").format(stored=stored)
        Exception.__init__(self, msg + ". " + _("Nothing was overwritten: reload it and try again"))


class AlreadyApproved(EventConflictError):
    """Two stations approved the same report at once: the other one's approval landed. Nothing is left to do,
    so the message says who approved what and does not invite another try."""

    def __init__(self, table: int | None, ref_id: int, expected: int, current: int, who: str | None, stored: str):
        super().__init__(_("table {n}'s report").format(n=table), ref_id, expected, current, stored)
        Exception.__init__(self, _("table {n}'s result was already approved at {who} ({stored}): nothing more to "
                                   "do").format(n=table, who=who or "?", stored=stored))


# Whole sentences per kind of row, so each language words "no such event" its own way (looked up when
# raised: the reader's language of that moment).
_NO_SUCH: dict[str, Callable[[], str]] = {
    "event": lambda: _("no event {value!r}"), "player": lambda: _("no player {value!r}"),
    "table": lambda: _("no table {value!r}"), "report": lambda: _("no report {value!r}"),
    "layout": lambda: _("no layout {value!r}")}


class NotFound(LookupError):
    def __init__(self, field: str, value: Any, what: str):
        self.field, self.value = field, value
        text = _NO_SUCH[what]().format(value=value) if what in _NO_SUCH else f"no {what} {value!r}"
        super().__init__(f"{field}: {text}")


__all__ = ["AlreadyApproved", "EventConflictError", "NotFound"]
