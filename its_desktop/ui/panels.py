"""Side panels: the referee's explanation, and the scenario notes with what was inferred."""

from __future__ import annotations

import html

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QTextBrowser

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from its_desktop.domain.evaluation import Evaluation
    from its_desktop.domain.mission import ResolvedMission


class RefereePanel(QTextBrowser):
    """Explains the selected zone or objective (or every Zone of Operations) in plain words."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.result: Evaluation | None = None
        self.focus: tuple[str, str] | None = None  # ("zone" | "marker", id)
        self.marker_states: dict[str, list[str]] = {}                # the scenario's states per marker
        self.activation_rounds: dict[str, dict[str, int]] = {}       # marker → player → round
        self.zone_names: dict[str, str] = {}                          # zone → its long name, the short one's key
        self.zones: list = []  # the mission's zones: a sentence naming one by its short name gets its key
        self.zone_shorts: dict[str, str] = {}  # zone → the name the table writes on it
        self.provisional = False  # the table's round is not scored yet (domain.provisional): domination "so far"
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(80)
        self._timer.timeout.connect(self._follow)
        self._shown: str | None = None  # the HTML on screen: laying it out again costs ~7 ms a time
        self.stale = False  # a result came while the panel was not on screen: written when it shows

    def show_result(self, result: Evaluation) -> None:
        # A drag produces a result per frame; rendering HTML each time would cost more than the
        # evaluation itself, so the text follows at most every 80 ms.
        self.result = result
        if not self._timer.isActive():
            self._timer.start()

    def _follow(self) -> None:
        """The timer's turn: the text follows the last result if the panel is on screen. Behind another panel's
        tab (the legend's, by default) or closed, it is written when it shows (``shown``): during a drag it
        laid out text nobody could see, a frame's budget at a time."""
        if self.isVisible() and not self.visibleRegion().isEmpty():
            self._render()
        else:
            self.stale = True

    def shown(self, visible: bool = True) -> None:
        """Its dock came to the front (its tab, View → Panels): the last result, if one came meanwhile."""
        if visible and self.stale:
            self._render()

    def set_zones(self, zones) -> None:
        """The mission's zones: each heading's long name, and the key of a zone a sentence names."""
        self.zones = list(zones)
        self.zone_names = {z.id: z.name for z in self.zones}
        self.zone_shorts = {z.id: z.short or z.name for z in self.zones}

    def set_provisional(self, provisional: bool) -> None:
        if provisional != self.provisional:
            self.provisional = provisional
            self._render()

    def set_focus(self, focus: tuple[str, str] | None) -> None:
        self.focus = focus
        self._render()

    def _render(self) -> None:
        self.stale = False
        if self.result is None:
            self._shown = None
            self.clear()
            return
        parts: list[str] = []
        zones = [z for z in self.result.zones if z.is_zo]
        markers = list(self.result.markers)
        if self.focus and self.focus[0] == "zone":
            zones = [z for z in self.result.zones if z.id == self.focus[1]]
            markers = []
        elif self.focus and self.focus[0] == "marker":
            zones = []
            markers = [m for m in markers if m.id == self.focus[1]]
        from its_desktop.domain.reasons import Reason, render
        from its_desktop.domain.referee_text import marker_heading
        from its_desktop.presentation.zone_key import zone_key

        for z in zones:
            summary = z.summary
            if summary is not None and self.provisional and z.dominated_by in ("A", "B"):
                summary = summary.but(provisional=True)
            # A zone with no totals of its own (a Deployment Zone) is headed by its short name, never its id.
            title = render(summary) if summary is not None \
                else self.zone_shorts.get(z.id) or self.zone_names.get(z.id, z.id)
            parts.append(f"<h4>{html.escape(title)}</h4>")
            if z.id in self.zone_names:  # the short name's key: "Q1" is "Quadrant A left"
                parts.append(f"<p><small>{html.escape(self.zone_names[z.id])}</small></p>")
            parts.append("<ul>")
            parts += [f"<li>{html.escape(render(e.line))}</li>" for e in z.explain]
            if not z.explain:
                parts.append(f"<li>{html.escape(render(Reason('zone.empty')))}</li>")
            parts.append("</ul>")
        for m in markers:
            head = marker_heading(m, self.marker_states.get(m.id, []), self.activation_rounds.get(m.id))
            parts.append(f"<h4>{html.escape(head)}</h4><ul>")
            lines = [render(r) for r in m.explain]
            parts += [f"<li>{html.escape(line)}</li>" for line in lines]
            parts.append("</ul>")
            # A line names a zone as the table does ("inside DZ A"): its long name follows, as under a zone's heading.
            key = zone_key(" ".join(lines), self.zones)
            if key:
                parts.append(f"<p><small>{html.escape(key)}</small></p>")
        if not parts and self.focus is None:
            # A scenario with no Zone of Operations and no objective on the table (S8 Annihilation, S16 Highly
            # Classified) has nothing for the panel to explain: one line says so, never an empty white box.
            nothing = self.tr("Nothing on this table is decided by domination or control: the score comes from the tally.")
            parts.append(f"<p>{html.escape(nothing)}</p>")
        text = "".join(parts)
        # During a drag most frames change nothing the panel says; setHtml would lay the same text out again
        # in the middle of a frame and make it miss its time.
        if text != self._shown:
            self._shown = text
            self.setHtml(text)


class NotesPanel(QTextBrowser):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setOpenExternalLinks(False)

    def show_mission(self, mission: ResolvedMission, lang: str | None = None) -> None:
        sc = mission.scenario
        parts = [f"<h3>{html.escape(sc.name.get(lang))}</h3>", f"<p>{html.escape(sc.notes.get(lang))}</p>"]
        conditions = []  # a league round's training conditions, which change the army lists
        if sc.flags.no_lieutenant:
            conditions.append(self.tr("Armies include no Lieutenant: Loss of Lieutenant does not apply"))
        if sc.flags.no_advanced_rules:
            conditions.append(self.tr("The Advanced Rules are not used"))
        if conditions:
            special = self.tr("Special conditions")  # (outside the f-string, where extraction reads it)
            parts.append(f"<h4>{html.escape(special)}</h4><ul>")
            parts += [f"<li>{html.escape(c)}</li>" for c in conditions]
            parts.append("</ul>")
        line = self.tr("%1: %2")  # French sets a space before the colon ("Consoles Activées : 1 PO")
        scoring = [f"<li>{line.replace('%1', html.escape(o.name.get(lang))).replace('%2', self._points(o))}</li>"
                   for o in sc.scoring]
        if sc.classified.count:
            # "1 objectif classifié, 2 PO", "2 objectifs classifiés, 1 PO chacun": the count is known
            text = self.tr("%n classified objective(s), %1 OP each", "", sc.classified.count) \
                .replace("%1", str(sc.classified.op_each))
            scoring.append(f"<li>{html.escape(text)}</li>")
        objectives = self.tr("Objectives")
        parts.append(f"<h4>{html.escape(objectives)}</h4><ul>{''.join(scoring)}</ul>")
        from its_desktop.presentation.labels import short_and_long

        # Named as the table writes them, the long name beside ("Q1 — Quadrant A left"): one name per thing.
        inferred = [(short_and_long(z.short, z.name), z.inferred) for z in mission.zones if z.inferred]
        inferred += [(short_and_long(m.short, m.label), m.inferred) for m in mission.markers if m.inferred]
        if inferred:
            inferred_title = self.tr("Inferred positions (the pack map is lost)")
            parts.append(f"<h4>{html.escape(inferred_title)}</h4><ul>")
            parts += [f"<li>{line.replace('%1', f'<b>{html.escape(n)}</b>').replace('%2', html.escape(r or ''))}</li>"
                      for n, r in inferred]
            parts.append("</ul>")
        if sc.ambiguities:
            readings = self.tr("Our readings")
            parts.append(f"<h4>{html.escape(readings)}</h4><ul>")
            parts += [f"<li>{html.escape(a.get(lang))}</li>" for a in sc.ambiguities]
            parts.append("</ul>")
        self.setHtml("".join(parts))

    def _points(self, objective) -> str:
        if objective.kind == "banded":
            return self.tr("points by bands")
        op = self.tr("%1 OP").replace("%1", str(objective.op))
        when = {"round_end": self.tr("each round"), "game_end": self.tr("end of game"),
                "turn_end": self.tr("each turn"), "event": self.tr("when done")}[objective.when]
        cap = self.tr(", up to %1").replace("%1", str(objective.cap)) if objective.cap else ""
        return html.escape(f"{op} ({when}{cap})")


from .legend_panel import LegendPanel  # noqa: E402,F401 - kept importable from here
