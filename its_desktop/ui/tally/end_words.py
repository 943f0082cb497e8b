"""The end-of-game notes in the languages the reader is not using, worded off the GUI thread.

The notes are kept with the game in every language (``domain/tally/end_notes.py``): whoever reopens it, or
switches language, reads them without the table. Wording them means the end effects and the count once per
language, about three times the work of the reader's own: at the last End of round that froze the window for
about 0.4 s. So the reader's language is worded at once (the sheet shows it), the other languages on a thread
from the same two tables (before and after the end effects, which no language changes), and the notes are
stored, all languages together, as soon as they are done, or at once whenever something needs them stored
first (:meth:`EndWords.flush`: the game set aside or reopened, its end written, its export, the app closing).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer

from its_desktop.domain import i18n
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.table import TableState

from .. import exit_threads

log = logging.getLogger(__name__)

Notes = dict[str, list[str]]
POLL_MS = 15


def other_languages() -> list[str]:
    """The languages the notes are kept in besides the reader's."""
    return [lang for lang in i18n.LANGUAGES if lang != i18n.language()]


def word(mission: ResolvedMission, before: TableState | None, after: TableState,
         hvts: Sequence[tuple[str, float, float, float]], secure: set[str], langs: Sequence[str]) -> Notes:
    """The notes in each of ``langs``: what the end effects did (from the table ``before`` them; None: no end
    effects to tell) and what the table ``after`` them counted."""
    from its_desktop.domain.tally.end_notes import in_language, loss_lines
    from its_desktop.domain.tally.fill import end_of_game

    out: Notes = {}
    for lang in langs:
        with i18n.speaking(lang):
            worded = in_language(mission)  # the markers' and zones' names in the notes' language too
            effects = end_of_game(worded, before)[1] if before is not None else []
            out[lang] = [*effects, *loss_lines(worded, after, hvts, secure)]
    return out


class EndWords(QObject):
    """One wording at a time: :meth:`start` with the reader's notes and what the others are worded from;
    ``then(notes)`` on the GUI thread with every language, from the poll or from :meth:`flush`."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None
        self._done: Callable[[], None] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._check)

    @property
    def pending(self) -> bool:
        return self._done is not None

    def start(self, own: Notes, work: Callable[[], Notes], then: Callable[[Notes], None]) -> None:
        self.flush()  # an earlier wording is stored first, in order
        result: Notes = {}

        def run() -> None:
            try:
                result.update(work())
            except Exception:  # noqa: BLE001 - the reader's language is kept; the others fall back to English
                log.exception("wording the end-of-game notes in the other languages")

        def done() -> None:
            # every language, in the catalog's order, the reader's own as worded on the GUI thread
            then({lang: (own | result).get(lang, []) for lang in dict.fromkeys((*i18n.LANGUAGES, *own))})

        self._done = done
        self._thread = threading.Thread(target=run, name="end notes", daemon=True)
        self._thread.start()
        exit_threads.register(self._thread)  # a few tenths of a second: finished before Python shuts down
        self._timer.start()

    def flush(self) -> None:
        """Wait for the wording under way (a few tenths of a second at most) and hand it over now."""
        if self._thread is not None:
            self._thread.join()
        self._check()

    def _check(self) -> None:
        if self._done is None or (self._thread is not None and self._thread.is_alive()):
            return
        self._timer.stop()
        done, self._done, self._thread = self._done, None, None
        done()
