"""Words and numbers shared by the maps and the sheets: lengths in the season's unit, objective
summaries, and the numbered "(?)" notes for positions the packs' lost maps held."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from html import escape as _html_escape

from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.objectives import Objective
from its_desktop.domain.mission.season import Season
from its_desktop.domain.i18n import _ as tr
from its_desktop.domain import lengths
from its_desktop.presentation.labels import short_and_long
from its_desktop.domain.i18n import feminine, pgettext

WHEN = {
    "game_end": "end of game",
    "round_end": "each round",
    "turn_end": "each turn",
    "event": "when it happens",
}


def escape(text: str) -> str:
    """``text`` safe inside a ReportLab paragraph's markup (``&``, ``<``, ``>``), as ``xml.sax.saxutils.escape``
    does; that module imports ``urllib.request`` (HTTP, e-mail parsing) at load, a fifth of a print command's
    start."""
    return _html_escape(text, quote=False)


def when_text(when: str, lang: str | None = None) -> str:
    """When an objective scores, in ``lang`` (default: the current language): ``end of game``."""
    names = {"game_end": tr("end of game", lang), "round_end": tr("each round", lang),
             "turn_end": tr("each turn", lang), "event": tr("when it happens", lang)}
    return names.get(when, WHEN.get(when, when))


def intelcom_name(mode: str) -> str:
    """An INTELCOM card's mode as the packs name it ('Appui et Contrôle', 'Apoyo y Control')."""
    names = {"support_and_control": pgettext("intelcom", "Support and Control"),
             "interference": pgettext("intelcom", "Interference"),
             "counterespionage": pgettext("intelcom", "Counterespionage"),
             "provisions": pgettext("intelcom", "Provisions")}
    return names.get(mode, mode.replace("_", " "))


def shown_unit(season: Season) -> str:
    """The unit the PDFs write this season's lengths in: the reader's choice, else the pack's own."""
    return lengths.shown_unit(season.unit)


def native_factor(season: Season) -> float:
    """Shown units per table unit (1 in inches, 2.5 in cm: the packs' convention, domain.lengths)."""
    return lengths.per_table_unit(shown_unit(season))


def number(value: float) -> str:
    """At most two decimals, with the reader's decimal mark: '2.5', '2,5'."""
    return lengths.number(value)


def length(season: Season, units: float) -> str:
    """A length in table units as read: '12 in', '30 cm' ('12 po' in French); the units rule decides which."""
    return lengths.length(units, season.unit)


def table_size(mission: ResolvedMission) -> str:
    return lengths.size(mission.width, mission.depth, mission.season.unit)


def unit_text(season: Season) -> str:
    """The shown unit's symbol ('in', 'po', 'cm')."""
    return lengths.symbol(shown_unit(season))


def points_rule(o: Objective, season: Season, points: int, lang: str | None = None,
                gender: Mapping[str, str] | None = None) -> str:
    """'2 OP', '1 OP each, at most 3 OP', '1 OP each round', banded values at this game size. ``gender``:
    what the line counts (``ResolvedMission.counted_gender``), so "each" agrees ("2 PO chacune")."""
    if o.kind == "banded":
        bands = o.bands_at(points)
        parts = [(f"{number(b.min)}+" if b.max is None else f"{number(b.min)}–{number(b.max)}")
                 + ": " + tr("{op} OP", lang).format(op=b.op) for b in bands]
        text = " · ".join(parts)
    elif o.kind == "per_item":
        text = (pgettext("feminine", "{op} OP each, at most {cap} OP", lang) if feminine(gender, lang)
                else tr("{op} OP each, at most {cap} OP", lang)).format(op=o.op, cap=o.cap)
    else:
        text = tr("{op} OP", lang).format(op=o.op)
        if o.floor is not None:  # points taken away, never below the floor
            text += tr(" (total never below {n})", lang).format(n=o.floor)
    if o.when == "round_end":
        text += tr(" each round ({rounds} rounds)", lang).format(rounds=season.rounds)
    if o.kind == "compare_same" and o.min_self:
        text += tr(", only with at least {n}", lang).format(n=number(o.min_self))
    return text


def objective_line(o: Objective, mission: ResolvedMission, lang: str | None = None) -> str:
    """One line per objective for the map's summary: 'Name — 2 OP (end of game)'."""
    rule = points_rule(o, mission.season, mission.points, lang, mission.counted_gender(o))
    when = "" if o.when == "round_end" else f" ({when_text(o.when, lang)})"
    alt = ""
    if o.alternative_of:
        other = next((x for x in mission.scenario.scoring if x.id == o.alternative_of), None)
        if other is not None:
            alt = tr("; not together with “{name}”", lang).format(name=other.name.get(lang))
    return f"{o.name.get(lang)} — {rule}{when}{alt}"


@dataclass(frozen=True)
class InferredNote:
    number: int
    reason: str
    what: list[str]


def inferred_notes(mission: ResolvedMission, zones: list | None = None, lang: str = "en") -> list[InferredNote]:
    """Inferred readings shown on a map, one note per distinct reason, numbered in drawing order."""
    notes: dict[str, list[str]] = {}
    size = mission.season.size(mission.points)
    if size.inferred:
        notes.setdefault(size.inferred.get(), []).append(tr("Table size"))
    for z in zones if zones is not None else mission.zones:
        if z.inferred:
            notes.setdefault(z.inferred, []).append(z.short or z.name)  # as the map names it
    for m in mission.markers:
        if m.inferred:
            notes.setdefault(m.inferred, []).append(short_and_long(m.short, m.label))  # as the map names it (draw.py)
    return [InferredNote(i, reason, what) for i, (reason, what) in enumerate(notes.items(), start=1)]


def note_number(notes: list[InferredNote], reason: str | None) -> int | None:
    if reason is None:
        return None
    for n in notes:
        if n.reason == reason:
            return n.number
    return None


def document_subject(mission: ResolvedMission, lang: str | None = None) -> str:
    """A document's PDF subject in the reader's words ("ITS Saison 16 · Suprématie à 300 points"): a file browser
    or a PDF reader's properties show it, so it follows the page's language (the data id, "s16/supremacy", is
    English to a French or Spanish reader)."""
    return tr("{season} · {name} at {points} points", lang).format(
        season=mission.season.name.get(lang), name=mission.scenario.name.get(lang), points=mission.points)


def document_keywords(mission: ResolvedMission, lang: str | None = None) -> list[str]:
    """A document's PDF keywords, what a search of the reader's files would type: the season and scenario names in
    their language, and "ITS" (ReportLab joins them with commas)."""
    return ["ITS", mission.season.name.get(lang), mission.scenario.name.get(lang)]
