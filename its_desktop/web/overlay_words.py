"""The stream overlay's words, from the gettext catalog, for the page to carry as JSON.

The pages are static HTML and one script (``resources/overlay``); the server puts these words into each
page in its language (``stream._page``), so the catalog is the only place they are translated. Keys are what
the script asks for; a value with ``{n}`` / ``{total}`` is filled in by the script. In the packs' terms: a game
round is "Round" in the French pack, a tournament round "Ronde".
"""

from __future__ import annotations

import json

from its_desktop.domain.i18n import _, pgettext


def overlay_words() -> dict[str, str]:
    """Every word the overlay script shows, in the current reader's language."""
    return {
        "Results": _("Results"),
        "Not started": _("Not started"),
        "paused": _("paused"),
        "Time": pgettext("round clock ran out", "Time"),
        "Time called": _("Time called"),
        "No game": _("No game"),
        "Final": _("Final"),
        "Round": pgettext("game", "Round"),
        "round": pgettext("game", "round"),
        "R{n}": pgettext("game round, short", "R{n}"),
        "Tournament round": _("Round"),
        "Turn": _("Turn"),
        "End": pgettext("scoring at the end of the game", "End"),
        "OP": _("OP"),
        "VP": _("VP"),
        "TP": _("TP"),
        "pts": pgettext("army points, short", "pts"),
        "Table": _("Table"),
        "Table {n}: {result}": _("Table {n}: {result}"),
        "v": pgettext("players facing each other", "v"),  # "contre" / "contra", as the CLI and the PDFs say
        "provisional": _("provisional"),
        "A dominates": _("A dominates"),
        "B dominates": _("B dominates"),
        "tied / hidden": _("tied / hidden"),
        "objective held by A": _("objective held by A"),
        "held by B": _("held by B"),
        "No map for this table yet": _("No map for this table yet"),
        "page {n} of {total}": _("page {n} of {total}"),
        "Final standings": _("Final standings"),
        "Standings": _("Standings"),
        "after round {n}": _("after round {n}"),
        "Player": _("Player"),
        "Faction": _("Faction"),
        "Player A": _("Player A"),
        "Player B": _("Player B"),
        "Bye": _("Bye"),
        "Bye: {names}": _("Bye: {names}"),
        "No round yet": _("No round yet"),
        "reconnecting…": _("reconnecting…"),
        # the map's key for the pieces of scenery (as the printed map's legend names them)
        "scenery": pgettext("stream map key", "scenery"),
        "partial cover": pgettext("stream map key", "partial cover"),
        "low cover": pgettext("stream map key", "low cover"),
    }


def words_script() -> str:
    """The words as a ``<script type="application/json">`` element: ``<`` escaped, so no word can end it."""
    text = json.dumps(overlay_words(), ensure_ascii=False).replace("<", "\\u003c")
    return f'<script id="words" type="application/json">{text}</script>'


def page_title(page: str) -> str:
    """The browser tab's title of an overlay page."""
    return {
        "scoreboard": _("ITS overlay: scoreboard"),
        "map": _("ITS overlay: map"),
        "standings": _("ITS overlay: standings"),
        "pairings": _("ITS overlay: pairings"),
        "clock": _("ITS overlay: round clock"),
        "ticker": _("ITS overlay: ticker"),
        "lowerthird": _("ITS overlay: lower third"),
    }[page]
