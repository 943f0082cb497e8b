"""Plain-text files for OBS text sources, the zero-setup fallback to the browser pages.

One small file per value (``score_a.txt``, ``score_b.txt``, ``name_a.txt``, ``round.txt``,
``mission.txt`` …) in a folder the streamer chooses, rewritten when the value changes. Each is replaced
atomically (written to a temporary file in the same folder, flushed, then renamed over the old one), so
OBS never reads half a file. The values come from the public state only.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any, Protocol

from its_desktop.domain import files
from its_desktop.domain.i18n import _ as tr
from its_desktop.domain.i18n import pgettext

from .public import NotPublished, Scope


class Published(Protocol):
    """What the text files read from the server's hub (the stream JSON of a scope); a protocol, so the
    server can import this module without a cycle."""

    def json_for(self, scope: Scope) -> str: ...


FILES = ("name_a", "name_b", "faction_a", "faction_b", "score_a", "score_b", "vp_a", "vp_b", "tp_a", "tp_b",
         "round", "mission", "table", "event")


def write_atomic(path: Path, text: str) -> None:
    files.write_text(path, text)  # the app's one atomic-write helper (temporary file, fsync, rename)


def values(game: dict[str, Any] | None) -> dict[str, str]:
    """The text of each file for one public game (empty strings when there is none)."""
    if game is None:
        return {name: "" for name in FILES}
    out: dict[str, str] = {}
    for p in ("A", "B"):
        s = p.lower()
        player = game["players"][p]
        out[f"name_{s}"] = player.get("name") or ""
        out[f"faction_{s}"] = player.get("faction") or ""
        op = (game.get("op") or {}).get(p) or {}
        out[f"score_{s}"] = "" if op.get("total") is None else str(op["total"])
        vp = (game.get("vp") or {}).get(p)
        out[f"vp_{s}"] = "" if vp is None else f"{vp:g}"
        tp = (game.get("tp") or {}).get(p)
        out[f"tp_{s}"] = "" if tp is None else str(tp)
    if game.get("finished"):
        out["round"] = tr("Final")
    elif game.get("round"):
        # A game round: "Round" in the French pack, where a tournament round is a "Ronde".
        out["round"] = (pgettext("game", "Round {n} of {total}").format(n=game["round"], total=game["rounds"])
                        if game.get("rounds") else pgettext("game", "Round {n}").format(n=game["round"]))
    else:
        out["round"] = ""
    name = game.get("mission_name") or game.get("mission") or ""
    out["mission"] = tr("{name} ({points} pts)").format(name=name, points=game["points"]) if name and game.get("points") \
        else name
    out["table"] = tr("Table {n}").format(n=game["table"]) if game.get("table") else ""
    # The event and its round (a tournament round: "Ronde" in the French pack), for a game at an event table.
    if game.get("event_name"):
        out["event"] = (tr("{event}, round {n}").format(event=game["event_name"], n=game["event_round"])
                        if game.get("event_round") else game["event_name"])
    else:
        out["event"] = ""
    return out


class TextFiles:
    """The files of one folder, following ``scope``: a game, a table of an event's round, or (None) the newest
    tally game. An empty ``Scope()`` follows nothing: the files are empty (a window with no game open)."""

    def __init__(self, folder: Path, hub: Published, scope: Scope | None = None):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.hub, self.scope = hub, scope
        self.written: dict[str, str] = {}
        self._lock = threading.Lock()  # the hub's thread and the window's both update

    def follow(self, scope: Scope | None) -> None:
        """Follow another game or table from now on (the window opened another game), rewritten at once."""
        with self._lock:
            self.scope = scope
        self.update()

    def update(self, _seq: int = 0) -> None:
        with self._lock:
            for name, text in values(self._game()).items():
                if self.written.get(name) != text:
                    write_atomic(self.folder / f"{name}.txt", text)
                    self.written[name] = text

    def _game(self) -> dict[str, Any] | None:
        if self.scope == Scope():
            return None
        try:
            if self.scope is not None:
                return json.loads(self.hub.json_for(self.scope)).get("game")
            games = json.loads(self.hub.json_for(Scope())).get("games") or []
            return games[0] if games else None
        except NotPublished:
            return None
