"""Score sheets: the ITS Tournament Control Sheet (one player, every round) and a scenario sheet
(every objective of one scenario with boxes per round, for both players of one game).

Private information (docs/architecture.md) is never printed: the sheets leave the boxes for Classified
Objectives, the Lieutenant, INTELCOM cards and other secret choices empty whatever the caller
knows; a player mapping may carry more keys, only ``name``, ``pin`` and ``faction`` are read.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import platypus_import  # noqa: F401 - first: ReportLab's platypus without a pattern we never use
from reportlab.lib.colors import Color
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import KeepTogether, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.season import Season
from its_desktop.domain.readings import possible as possible_readings  # not via tally: its package loads the evaluator and the record models
from its_desktop.presentation import palette
from its_desktop.presentation.colour import over

from . import fonts
from .output import PrintError, atomic_output, check_writable
from .paper import CREATOR, MARGIN, paper_size
from .text import document_keywords, document_subject, escape, points_rule, table_size, when_text
from its_desktop.domain.i18n import _ as tr
from its_desktop.domain.i18n import ngettext
from its_desktop.domain.tournament.factions import army_name

LINE = Color(0.25, 0.25, 0.25)
LIGHT = Color(0.93, 0.93, 0.93)
PRIVATE_TINT = Color(0.97, 0.95, 0.88)
PRIVATE_INK = Color(0.55, 0.35, 0.0)
# The players' columns in the shared palette's light colours, paler than on the map so handwriting stays
# legible; the column heads name the players, so the tints only have to differ, not carry the meaning.
A_TINT, B_TINT = (Color(*(v / 255 for v in over(palette.PLAYER_LIGHT[side], 0.3, palette.WHITE))) for side in "AB")
BOX = "☐"


@dataclass(frozen=True)
class Player:
    """What a sheet may print about a player: public identity only."""

    name: str = ""
    pin: str = ""
    faction: str = ""


def as_player(value: Player | Mapping[str, Any] | str | None) -> Player:
    if value is None:
        return Player()
    if isinstance(value, Player):
        return value
    if isinstance(value, str):
        return Player(name=value)
    if isinstance(value, Mapping):
        # Only public fields: anything else the mapping carries (lieutenant, classified…) is ignored.
        pin = value.get("pin", value.get("its_pin", ""))
        return Player(name=str(value.get("name") or ""), pin=str(pin or ""),
                      faction=army_name(str(value.get("faction") or value.get("sectorial") or "")))
    raise PrintError("player", tr("expected a name or a mapping, got {type}").format(type=type(value).__name__))


def _styles() -> dict[str, ParagraphStyle]:
    regular, bold = fonts.register()
    base = ParagraphStyle("base", fontName=regular, bulletFontName=regular, fontSize=8.5, leading=10.5)
    return {
        "title": ParagraphStyle("title", parent=base, fontName=bold, fontSize=17, leading=21),
        "sub": ParagraphStyle("sub", parent=base, fontSize=9, leading=12, textColor=Color(0.25, 0.25, 0.25)),
        "body": base,
        "small": ParagraphStyle("small", parent=base, fontSize=7, leading=8.6, textColor=Color(0.3, 0.3, 0.3)),
        "label": ParagraphStyle("label", parent=base, fontSize=6.5, leading=7.5, textColor=Color(0.35, 0.35, 0.35)),
        "cell": ParagraphStyle("cell", parent=base, fontSize=8, leading=9.6),
        "cellb": ParagraphStyle("cellb", parent=base, fontName=bold, fontSize=8, leading=9.6),
        "head": ParagraphStyle("head", parent=base, fontName=bold, fontSize=10.5, leading=13),
        "fill": ParagraphStyle("fill", parent=base, fontSize=10.5, leading=12.5),
        "private": ParagraphStyle("private", parent=base, fontName=bold, fontSize=7.5, leading=9,
                                  textColor=PRIVATE_INK),
    }


def _field(label: str, value: str, st) -> list:
    """A labelled write-in box: small label on top, the value (or nothing) below."""
    return [Paragraph(escape(label), st["label"]), Paragraph(escape(value) if value else "&nbsp;", st["fill"])]


def _doc(fh, paper: str, title: str, subject: str, keywords: list[str] | None = None) -> SimpleDocTemplate:
    pw, ph = paper_size(paper)
    return SimpleDocTemplate(fh, pagesize=(pw, ph), initialFontName=fonts.register()[0], leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN,
                             bottomMargin=MARGIN, title=title, author=CREATOR, creator=CREATOR, subject=subject,
                             keywords=keywords or [])


def _footer(text: str):
    def draw(canvas, doc) -> None:
        regular, _ = fonts.register()
        canvas.saveState()
        canvas.setFont(regular, 6.5)
        canvas.setFillColor(Color(0.45, 0.45, 0.45))
        canvas.drawString(MARGIN, MARGIN / 2, text)
        canvas.drawRightString(doc.pagesize[0] - MARGIN, MARGIN / 2, tr("page {n}").format(n=doc.page))
        canvas.restoreState()
    return draw


def _season(season: Season | str) -> Season:
    if isinstance(season, Season):
        return season
    from its_desktop.domain.mission import catalog

    return catalog.season(str(season))


# -- the Tournament Control Sheet ---------------------------------------------------------------------

def control_sheet(path: str | os.PathLike[str], season: Season | str, rounds: int | None = None,
                  player: Player | Mapping[str, Any] | str | None = None, paper: str = "a4",
                  event: str = "") -> int:
    """The ITS Tournament Control Sheet for one player; returns the page count.

    One block per round: opponent, scenario, OP, VP, TP, a bye box, the opponent's signature, and a
    private-information box that is always left blank.
    """
    se = _season(season)
    rounds = se.tournament.min_rounds if rounds is None else rounds
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 12:
        raise PrintError("rounds", tr("{rounds}: a tournament has 1 to 12 rounds").format(rounds=repr(rounds)))
    who = as_player(player)
    paper_size(paper)
    check_writable(path)
    st = _styles()
    width = paper_size(paper)[0] - 2 * MARGIN
    story: list = [
        Paragraph(escape(tr("ITS Tournament Control Sheet")), st["title"]),
        Paragraph(escape(tr("{season} · {n} rounds").format(season=se.name.get(), n=rounds)
                         + (f" · {event}" if event else "")), st["sub"]),
        Spacer(1, 8),
    ]
    ident = Table([[_field(tr("Player name"), who.name, st), _field(tr("ITS PIN"), who.pin, st),
                    _field(tr("Faction / Sectorial"), who.faction, st)],
                   [_field(tr("Event"), event, st), _field(tr("Date"), "", st), _field(tr("Organizer"), "", st)]],
                  colWidths=[width * 0.42, width * 0.22, width * 0.36], rowHeights=[30, 30])
    ident.setStyle(_grid_style())
    story += [ident, Spacer(1, 6), Paragraph(escape(_scoring_reminder(se)), st["small"]), Spacer(1, 8)]
    for r in range(1, rounds + 1):
        story.append(KeepTogether(_round_block(r, st, width)))
        story.append(Spacer(1, 7))
    totals = Table([[_field(tr("Total TP"), "", st), _field(tr("Total OP"), "", st), _field(tr("Total VP"), "", st),
                     _field(tr("Opponents' OP (tie-breaker)"), "", st), _field(tr("Final rank"), "", st)]],
                   colWidths=[width * 0.16, width * 0.16, width * 0.16, width * 0.32, width * 0.20], rowHeights=[30])
    totals.setStyle(_grid_style(header_fill=LIGHT))
    story.append(KeepTogether([Paragraph(escape(tr("Totals")), st["head"]), Spacer(1, 2), totals]))
    footer = _footer(f"{CREATOR} · {se.name.get()} · " + tr("Tournament Control Sheet — the private boxes are for "
                                                             "your eyes and the organizer's only"))
    with atomic_output(path) as fh:
        doc = _doc(fh, paper, tr("ITS Tournament Control Sheet"),
                   ngettext("{season}, {n} round", "{season}, {n} rounds", rounds).format(season=se.name.get(), n=rounds))
        doc.build(story, onFirstPage=footer, onLaterPages=footer)
        pages = doc.page
    return pages


def _grid_style(header_fill: Color | None = None) -> TableStyle:
    cmds: list = [("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR), ("GRID", (0, 0), (-1, -1), 0.6, LINE), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                  ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                  ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]
    if header_fill is not None:
        cmds.append(("BACKGROUND", (0, 0), (-1, -1), header_fill))
    return TableStyle(cmds)


def _round_block(r: int, st, width: float) -> list:
    head = Table([[Paragraph(escape(tr("Round {n}").format(n=r)), st["head"]),
                   Paragraph(f"{BOX} " + escape(tr("Bye (no game this round)")), st["cell"]),
                   Paragraph(escape(tr("Table no.")) + " ______", st["cell"])]],
                 colWidths=[width * 0.3, width * 0.4, width * 0.3])
    head.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("ALIGN", (2, 0), (2, 0), "RIGHT")]))
    result = Table([[_field(tr("Opponent"), "", st), _field(tr("Opponent's ITS PIN"), "", st),
                     _field(tr("Scenario"), "", st), _field(tr("OP"), "", st), _field(tr("VP"), "", st),
                     _field(tr("TP"), "", st), _field(tr("Opponent's signature"), "", st)]],
                   colWidths=[width * f for f in (0.22, 0.13, 0.21, 0.07, 0.08, 0.07, 0.22)], rowHeights=[30])
    result.setStyle(_grid_style())
    private = Table(
        [[Paragraph(escape(tr("PRIVATE — round {n}: fold under or keep covered; never show your opponent until "
                              "revealed").format(n=r)), st["private"]), "", ""],
         [_field(tr("Classified Objective(s) chosen"), "", st), _field(tr("Lieutenant"), "", st),
          _field(tr("INTELCOM card (value, zone) / other secret choices"), "", st)]],
        colWidths=[width * 0.36, width * 0.24, width * 0.40], rowHeights=[12, 34])
    private.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR), ("SPAN", (0, 0), (-1, 0)), ("BACKGROUND", (0, 0), (-1, -1), PRIVATE_TINT),
        ("BOX", (0, 0), (-1, -1), 1.2, PRIVATE_INK), ("LINEBEFORE", (1, 1), (-1, 1), 0.5, PRIVATE_INK),
        ("LINEABOVE", (0, 1), (-1, 1), 0.5, PRIVATE_INK), ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 3), ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]))
    return [head, result, Spacer(1, 3), private]


def _scoring_reminder(se: Season) -> str:
    # here, not at the top: the standings module loads the whole tournament package, which a scenario sheet
    # (the sheet printed most) does not need
    from its_desktop.domain.tournament.standings import breaker_name

    t = se.tournament
    p = t.points
    if p.scheme == "win_tie_loss":
        text = tr("Tournament Points: victory {win}, tie {tie}, defeat {loss}").format(win=p.win, tie=p.tie, loss=p.loss)
        if p.offensive_bonus:
            text += tr("; +{tp} with {op} OP or more").format(tp=p.offensive_bonus.tp, op=p.offensive_bonus.min_op)
        if p.defensive_bonus:
            text += tr("; +{tp} when losing by {op} OP or less").format(tp=p.defensive_bonus.tp,
                                                                       op=p.defensive_bonus.max_op_margin)
    else:
        text = tr("Tournament Points by margin: win {win}, tie {tie}, defeat {loss}").format(win=p.win, tie=p.tie,
                                                                                              loss=p.loss)
        if p.big_win is not None:
            text += tr(", win by {op} OP or more {tp}").format(op=p.big_win_margin, tp=p.big_win)
    # the other reading's reason is a source note for referees (English, the pack's line numbers): a player's
    # sheet gives only the choice
    other = "".join(tr(" (or {tp} TP, at the organizer's choice)").format(tp=a.tp) for a in t.bye.alternatives)
    text += tr(". OP count up to {ceiling} per game. A bye gives {tp} TP{other}, {op} OP, {vp} VP. "
               "Ties are broken by {breakers}.").format(ceiling=t.op_ceiling, tp=t.bye.tp, other=other, op=t.bye.op,
                                                        vp=t.bye.vp, breakers=", ".join(breaker_name(x)
                                                                                         for x in t.tie_breakers))
    return text


# -- the scenario sheet -----------------------------------------------------------------------------

def scenario_sheet(mission: ResolvedMission, path: str | os.PathLike[str],
                   players: Sequence[Player | Mapping[str, Any] | str | None] | None = None,
                   paper: str = "a4", lang: str | None = None) -> int:
    """Every objective of one scenario with boxes for both players; returns the page count.

    ``round_end`` objectives get a box per round, ``game_end`` (and event) objectives one box;
    Classified Objectives get write-in slots (filled only once revealed); totals at the bottom.
    """
    a, b = sheet_players(players)
    paper_size(paper)
    check_writable(path)
    story = scenario_story(mission, a, b, paper, lang)
    footer = _footer(f"{CREATOR} · " + tr("{id} at {points} points · scenario sheet").format(
        id=mission.scenario.name.get(lang), points=mission.points))  # the name the page's heading gives
    with atomic_output(path) as fh:
        doc = _doc(fh, paper, tr("{name} — scenario sheet", lang).format(name=mission.scenario.name.get(lang)),
                   document_subject(mission, lang), document_keywords(mission, lang))
        doc.build(story, onFirstPage=footer, onLaterPages=footer)
        pages = doc.page
    return pages


def sheet_players(players: Sequence[Player | Mapping[str, Any] | str | None] | None) -> tuple[Player, Player]:
    """Player A and Player B of a scenario sheet (public fields only); PrintError for more than two."""
    players = list(players or [])
    if len(players) > 2:
        raise PrintError("player", tr("a scenario sheet is for two players, got {n}").format(n=len(players)))
    a, b = (as_player(p) for p in (players + [None, None])[:2])
    return a, b


def scenario_story(mission: ResolvedMission, a: Player, b: Player, paper: str = "a4", lang: str | None = None,
                   round_table: str = "", subtitle: str = "") -> list:
    """The scenario sheet's flowables (for ``scenario_sheet`` and the table pack).

    ``round_table`` fills the "Round / table" box; ``subtitle`` is a line under the title (the pack's copy).
    """
    a_label = escape(a.name) if a.name else escape(tr("Player A"))
    b_label = escape(b.name) if b.name else escape(tr("Player B"))
    return (scenario_head(mission, a, b, paper, lang, round_table, subtitle)
            + scenario_body(mission, a_label, b_label, paper, lang))


def scenario_head(mission: ResolvedMission, a: Player, b: Player, paper: str = "a4", lang: str | None = None,
                  round_table: str = "", subtitle: str = "") -> list:
    """The top of the scenario sheet: the title, the lines under it and the players' boxes."""
    st = _styles()
    se = mission.season
    sc = mission.scenario
    width = paper_size(paper)[0] - 2 * MARGIN
    story: list = [
        Paragraph(escape(sc.name.get(lang)), st["title"]),
        Paragraph(escape(tr("{season} · {points} points · table {table} · at most {max} OP (counted up to {ceiling})")
                         .format(season=se.name.get(lang), points=mission.points, table=table_size(mission),
                                 max=mission.max_op(), ceiling=se.tournament.op_ceiling)), st["sub"]),
    ]
    if subtitle:
        story.append(Paragraph(escape(subtitle), st["sub"]))
    story.append(Spacer(1, 6))
    ident = Table([[_field(tr("Player A"), a.name, st), _field(tr("Player B"), b.name, st),
                    _field(tr("Round / table"), round_table, st)],
                   [_field(tr("Faction / Sectorial (A)"), a.faction, st),
                    _field(tr("Faction / Sectorial (B)"), b.faction, st), _field(tr("Referee / date"), "", st)]],
                  colWidths=[width * 0.38, width * 0.38, width * 0.24], rowHeights=[30, 30])
    ident.setStyle(_grid_style())
    story.append(ident)
    return story


def scenario_body(mission: ResolvedMission, a_label: str, b_label: str, paper: str = "a4",
                  lang: str | None = None) -> list:
    """The rest of the scenario sheet: the notes, every objective with its boxes, the totals and signatures.
    ``a_label`` and ``b_label`` (markup) head the players' columns; the table pack leaves them empty, lays the
    body out once for all its sheets and writes the names in (:func:`header_cells`)."""
    st = _styles()
    se = mission.season
    sc = mission.scenario
    per_round = any(o.when in ("round_end", "turn_end") for o in sc.scoring)
    rounds = se.rounds if per_round else 1  # box columns per player
    width = paper_size(paper)[0] - 2 * MARGIN
    name_w = width * 0.36
    box_w = (width - name_w) / (2 * rounds)
    story: list = [Spacer(1, 4),
                   Paragraph(escape(sc.notes.get(lang)) + " <i>(" + escape(tr("our summary")) + ")</i>", st["small"]),
                   Spacer(1, 8)]
    rows: list[list] = [
        [Paragraph(escape(tr("Objective")), st["cellb"]), Paragraph(a_label, st["cellb"])] + [""] * (rounds - 1)
        + [Paragraph(b_label, st["cellb"])] + [""] * (rounds - 1),
        [""] + ([Paragraph(f"R{i}", st["label"]) for i in range(1, rounds + 1)] if per_round
                else [Paragraph(escape(tr("OP")), st["label"])]) * 2,
    ]
    style: list = [
        ("SPAN", (1, 0), (rounds, 0)), ("SPAN", (rounds + 1, 0), (2 * rounds, 0)), ("SPAN", (0, 0), (0, 1)),
        ("BACKGROUND", (1, 0), (rounds, -1), A_TINT), ("BACKGROUND", (rounds + 1, 0), (2 * rounds, -1), B_TINT),
        ("BACKGROUND", (0, 0), (0, 1), LIGHT),
    ]
    by_id = {o.id: o for o in sc.scoring}
    for o in sc.scoring:
        rule = points_rule(o, se, mission.points, gender=mission.counted_gender(o))
        when = "" if o.when == "round_end" else f" · {when_text(o.when)}"
        alt = ""
        if o.alternative_of and o.alternative_of in by_id:
            alt = escape(tr(" · not with “{name}”").format(name=by_id[o.alternative_of].name.get(lang)))
        cell = [Paragraph(f"<b>{escape(o.name.get(lang))}</b>", st["cell"]),
                Paragraph(escape(rule + when) + alt, st["label"])]
        row_i = len(rows)
        if o.when in ("round_end", "turn_end"):
            rows.append([cell] + [""] * (2 * rounds))
        else:
            rows.append([cell, Paragraph(escape(tr("end of game")), st["label"])] + [""] * (rounds - 1)
                        + [Paragraph(escape(tr("end of game")), st["label"])] + [""] * (rounds - 1))
            style += [("SPAN", (1, row_i), (rounds, row_i)), ("SPAN", (rounds + 1, row_i), (2 * rounds, row_i))]
    cl = sc.classified
    for k in range(1, cl.count + 1):
        row_i = len(rows)
        done = f"{BOX} " + escape(tr("done · name:"))
        rows.append([[Paragraph("<b>" + escape(tr("Classified Objective {k}").format(k=k)) + "</b>", st["cell"]),
                      Paragraph(escape(tr("{op} OP · write it in only once revealed").format(op=cl.op_each)),
                                st["label"])],
                     Paragraph(done, st["label"])] + [""] * (rounds - 1)
                    + [Paragraph(done, st["label"])] + [""] * (rounds - 1))
        style += [("SPAN", (1, row_i), (rounds, row_i)), ("SPAN", (rounds + 1, row_i), (2 * rounds, row_i)),
                  ("BACKGROUND", (1, row_i), (-1, row_i), PRIVATE_TINT)]
    first_total = len(rows)
    for label, note in ((tr("Objective Points (max {n})").format(n=min(mission.max_op(), se.tournament.op_ceiling)),
                         tr("sum of the boxes")),
                        (tr("Victory Points"), tr("surviving army points")),
                        (tr("Tournament Points"), tr("from the result"))):
        row_i = len(rows)
        rows.append([[Paragraph(f"<b>{escape(label)}</b>", st["cell"]), Paragraph(escape(note), st["label"])], ""]
                    + [""] * (rounds - 1) + [""] + [""] * (rounds - 1))
        style += [("SPAN", (1, row_i), (rounds, row_i)), ("SPAN", (rounds + 1, row_i), (2 * rounds, row_i))]
    style += [("LINEABOVE", (0, first_total), (-1, first_total), 1.6, LINE),
              ("GRID", (0, 0), (-1, -1), 0.6, LINE), ("VALIGN", (0, 0), (-1, -1), "TOP"),
              ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 2),
              ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]
    heights = [16.0, 11.0]
    for row in rows[2:]:
        cell = row[0] if isinstance(row[0], list) else [row[0]]
        need = sum(p.wrap(name_w - 5, 1000)[1] for p in cell) + 5
        heights.append(max(28.0, need))
    table = Table(rows, colWidths=[name_w] + [box_w] * (2 * rounds), rowHeights=heights, repeatRows=2)
    table.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR), *style]))
    story.append(table)
    # The pack readings a result of this scenario may rest on (a flagged band, a destroyed marker's two
    # readings), with the other reading and the line: the referee sees them where the points are written.
    readings = [Paragraph(escape(r.line()), st["small"]) for r in possible_readings(mission)]
    story += ([Spacer(1, 4)] if readings else []) + readings
    story += [Spacer(1, 10), _signatures(width, st)]
    return story


def header_cells(mission: ResolvedMission, paper: str = "a4") -> tuple[tuple[float, float], tuple[float, float]]:
    """Where :func:`scenario_body`'s objectives table (its first table) has Player A's and Player B's column
    heads: ``(x, width)`` from the table's left, padding taken off; the text starts 1.5 pt below its top."""
    per_round = any(o.when in ("round_end", "turn_end") for o in mission.scenario.scoring)
    rounds = mission.season.rounds if per_round else 1
    width = paper_size(paper)[0] - 2 * MARGIN
    name_w = width * 0.36
    box_w = (width - name_w) / (2 * rounds)
    span = box_w * rounds
    return (name_w + 3, span - 5), (name_w + span + 3, span - 5)  # LEFTPADDING 3, RIGHTPADDING 2


def header_style():
    """The style of a players' column head (bold cell text)."""
    return _styles()["cellb"]


def _signatures(width: float, st) -> Table:
    t = Table([[_field(tr("Player A signature"), "", st), _field(tr("Player B signature"), "", st),
                _field(tr("Referee"), "", st)]], colWidths=[width * 0.38, width * 0.38, width * 0.24], rowHeights=[34])
    t.setStyle(_grid_style())
    return t

