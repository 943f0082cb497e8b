"""The readings a result rests on: where a pack line is ambiguous, inconsistent or lost, and a score
used our reading of it, the referee sees that reading, the other one and the line, with the result.

A reading is listed only when the game's result depends on it: the line scored for somebody (or a
value fell in a band, or beyond the last band, whose bounds are a reading), the marker with two
readings was counted. The mission data holds the readings (``inferred`` on objectives and bands,
``on_destroyed.other_reading`` on markers); nothing here is written for one scenario.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from its_desktop.domain import i18n
from its_desktop.domain.i18n import _
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.objectives import Band, MarkersMeasure, Objective



class _Step(Protocol):
    @property
    def value(self) -> object: ...


class Line(Protocol):
    """What is read of a score line (``score.Line``; named here so score can import this module)."""

    @property
    def objective(self) -> str: ...
    @property
    def op(self) -> int: ...
    @property
    def steps(self) -> Sequence[_Step]: ...

LINE_REF = re.compile(r"\bL\d{2,4}(?:\s*[-–]\s*\d{2,4})?")


@dataclass(frozen=True)
class Reading:
    """One reading: ``objective`` (a scoring line's id; None for the game or the event), what we
    read, the reading not taken (empty when the data gives none apart from ``text``) and the pack
    line(s)."""

    objective: str | None
    text: str
    other: str
    source: str

    def to_json(self) -> dict[str, Any]:
        return {"objective": self.objective, "reading": self.text, "other": self.other, "source": self.source}

    def line(self) -> str:
        """One short line for a sheet, a panel or the command line."""
        other = _(" — other reading: {other}").format(other=self.other) if self.other else ""
        return _("Reading ({source}): {text}{other}").format(source=self.source or "–", text=self.text, other=other)


@lru_cache(maxsize=1024)  # a scenario's sources are few and fixed; the tally scores on every edit
def pack_lines(source: str, most: int = 3) -> str:
    """The line numbers a ``source`` cites (``L3420-3421, L3424``), for a short reference."""
    found = list(dict.fromkeys(m.group(0).replace(" ", "") for m in LINE_REF.finditer(source)))
    return ", ".join(found[:most])


# A quotation inside a source: from a quote mark that opens (after a space, a colon, a bracket or the start) to one
# that closes (before a space, punctuation or the end); an apostrophe inside a word ("player's") is neither.
QUOTE = re.compile(r"(?:^|(?<=[\s(:,;]))'.*?'(?=$|[\s),;.])")


def cited(source: str, pack_language: str) -> str:
    """A source as a sentence shows it: the pack's own quote to a reader of the pack's language, else only its
    line numbers (an English quote inside a French sentence is a line the reader cannot read; the quote stays
    in the data). A source that cites no line keeps, for another language's reader, what it says before its
    first quotation (the pack's section: "QUADRANTS (ZO)"), or nothing when it starts with one.

    To the pack's own readers it is the line numbers and the quotations only: a source also holds our notes
    in English around the quote ("… Cap: 2 antennas (L728) x 1 OP; control L750."), which a French reader of
    the French pack met after the pack's own sentence (the fr/es trial found some 160 such sources)."""
    found = QUOTE.search(source)
    head = source[:found.start()] if found else source  # the section the quotation is from, what it names
    if head.count("(") > head.count(")"):
        head = head[:head.rindex("(")]
    where = pack_lines(source) or head.strip(" :;,.-–—")
    if i18n.language() == pack_language and found:
        return " ".join(filter(None, [where, " … ".join(m.group(0) for m in QUOTE.finditer(source))]))
    return where


def _band_reading(o: Objective, points: int, value: float) -> Band | None:
    """The band of ``value`` if its bounds are a reading; beyond the last band, the last one when
    its upper bound is a reading (a whole list killed scores nothing on that line)."""
    bands = o.bands_at(points)
    for band in bands:
        if band.min <= value and (band.max is None or value <= band.max):
            return band if band.inferred is not None else None
    last = bands[-1] if bands else None
    if last is not None and last.max is not None and value > last.max and last.inferred is not None:
        return last
    return None


def for_lines(mission: ResolvedMission, lines: dict[str, Sequence[Line]]) -> tuple[Reading, ...]:
    """The readings the players' lines rest on (``lines``: player → their lines), each once."""
    out: dict[tuple[str | None, str], Reading] = {}
    by_id = {o.id: o for o in mission.scenario.scoring}
    scored_ids = {li.objective for pl in lines.values() for li in pl if li.op != 0}
    for player_lines in lines.values():
        for li in player_lines:
            o = by_id.get(li.objective)
            if o is None:
                continue
            values = [s.value for s in li.steps if isinstance(s.value, int | float) and not isinstance(s.value, bool)]
            scored = li.objective in scored_ids
            if o.kind == "banded":
                for v in values:
                    band = _band_reading(o, mission.points, float(v))
                    if band is not None and band.inferred is not None and (o.id, band.inferred.en) not in out:
                        out[(o.id, band.inferred.en)] = Reading(o.id, band.inferred.get(), "", pack_lines(o.source))
            if o.inferred is not None and scored and (o.id, o.inferred.en) not in out:
                out[(o.id, o.inferred.en)] = Reading(o.id, o.inferred.get(), "", pack_lines(o.source))
            m = o.measure
            if isinstance(m, MarkersMeasure) and any(v > 0 for v in values):
                for rm in mission.markers:
                    if (rm.id in m.of or rm.group in m.of) and rm.destroyed_other_reading is not None \
                            and (o.id, rm.destroyed_other_reading.en) not in out:
                        key = (o.id, rm.destroyed_other_reading.en)
                        out.setdefault(key, Reading(
                            o.id, _("a {marker} destroyed after it was taken still counts for its holder")
                            .format(marker=rm.name) if rm.destroyed_keeps
                            else _("a destroyed {marker} no longer counts").format(marker=rm.name),
                            rm.destroyed_other_reading.get(), pack_lines(rm.destroyed_source or "")))
    return tuple(out.values())


def possible(mission: ResolvedMission) -> tuple[Reading, ...]:
    """The readings a result of this mission may rest on, before any result (a printed score sheet):
    every flagged band at this size and every destroyed marker with two readings."""
    out: dict[tuple[str, str], Reading] = {}
    for o in mission.scenario.scoring:
        if o.kind == "banded":
            for band in o.bands_at(mission.points):
                if band.inferred is not None:
                    out.setdefault((o.id, band.inferred.en), Reading(o.id, band.inferred.get(), "", pack_lines(o.source)))
        m = o.measure
        if isinstance(m, MarkersMeasure):
            for rm in mission.markers:
                if (rm.id in m.of or rm.group in m.of) and rm.destroyed_other_reading is not None:
                    out.setdefault((o.id, rm.destroyed_other_reading.en), Reading(
                        o.id, _("a {marker} destroyed after it was taken still counts for its holder")
                        .format(marker=rm.name) if rm.destroyed_keeps
                        else _("a destroyed {marker} no longer counts").format(marker=rm.name),
                        rm.destroyed_other_reading.get(), pack_lines(rm.destroyed_source or "")))
    return tuple(out.values())


__all__ = ["Reading", "cited", "for_lines", "pack_lines", "possible"]
