"""A round's table pack: one PDF an organizer prints before a tournament round.

For every table of the round, in table order: the scenario's fit map with a banner naming the table,
the round and both players (with their factions), two scenario score sheets with the same filled in
(one copy for each player), and a tent card (table number, terrain label, scenario, players) to fold
and stand on the table. After the tables: the round's pairings (table, both players and factions, the
bye), an A–Z "find your table" list by player name, and the standings the round was paired on (after
the previous round). Bookmarks lead to each table (its map, sheets, tent card) and to each list.

The pairings are the event file's games of that round when it has any (a pack printed again, or
pairings made by another tool), otherwise they are computed with the packs' rules
(``domain/tournament/round_tables.py`` reads the EVENT and says who sits where; round 1 drawn with ``seed``). One ReportLab document with page
templates (a full-page map template in the map's own orientation, a portrait text template for
the sheets and lists), so it is a single file; the map, identical on every table, is drawn once
into a PDF form that every map page shows.

Private information (docs/architecture.md) never reaches the pack: of a player only the name and the faction
are read (an EVENT player may carry more keys; they are ignored), and the sheets keep their private
boxes blank.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from . import platypus_import  # noqa: F401 - first: ReportLab's platypus without a pattern we never use
from reportlab.lib.colors import Color
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (BaseDocTemplate, Flowable, Frame, NextPageTemplate, PageBreak, PageTemplate,
                                Paragraph, Spacer, Table, TableStyle)

from its_desktop.domain.mission import ResolvedMission, UnknownMission, catalog
from its_desktop.domain.mission.season import Season
from its_desktop.domain.errors import InputError
from its_desktop.domain.names import plain
from its_desktop.domain.terrain.event_check import TableCheck, check_tables
from its_desktop.domain.tournament.event import Event, EventError, PlayerId
from its_desktop.domain.tournament.factions import army_name
from its_desktop.domain.tournament.formats import check_round as check_format_round
from its_desktop.domain.tournament.round_tables import (read_event, round_pairs, stored_notes, stored_seats,
                                                         table_labels)
from its_desktop.domain.tournament.standings import Standings, breaker_name, compute_standings

from . import fonts
from .map_pdf import FitLayout, draw_banner, draw_fit, fit_layout
from .output import PrintError, atomic_output, check_writable
from .links import PackLinks
from .pack_pages import Bookmark, TentCard, find_story, report_block, title_with_qr
from .pack_scenery import check_story, pack_layouts
from .placement import placement_story, sheet_subtitle
from .paper import CREATOR, MARGIN, paper_size
from .sheet_form import SharedBody, SheetBody, label as column_head
from .sheets import Player, header_cells, scenario_body, scenario_head, scenario_story
from .text import escape
from its_desktop.domain.i18n import _ as tr
from its_desktop.domain.i18n import ngettext, pgettext
from its_desktop.domain.lengths import number

FORM = "its-pack-map"
LINE = Color(0.25, 0.25, 0.25)
LIGHT = Color(0.93, 0.93, 0.93)
ZEBRA = Color(0.97, 0.97, 0.97)


@dataclass(frozen=True)
class PackTable:
    """One table of the round: its number (or name) and its two players (public fields only)."""

    table: int | str
    a: Player
    b: Player
    a_id: PlayerId
    b_id: PlayerId
    label: str | None = None  # the table's terrain / configuration label
    layout: str | None = None  # the named scenery layout standing on it (drawn on its map, checked after it)

    @property
    def title(self) -> str:
        return tr("Table {t}").format(t=self.table) + (f" · {self.label}" if self.label else "")


@dataclass(frozen=True)
class PackResult:
    round: int
    mission: str
    points: int
    tables: list[PackTable]
    byes: list[Player]
    pages: int
    page_kinds: list[str]          # per page: "map 3", "sheet 3 A", "sheet 3 B", "pairings", "standings"
    pairing: str                   # "event" (the file's games), "draw" (round 1, seeded) or "standings"
    seed: int | None               # the round-1 draw's seed, to repeat it
    map_orientation: str
    notes: list[str] = field(default_factory=list)  # deviations from pack order, table repeats


# -- input ------------------------------------------------------------------------------------------

def _mission(missions: Mapping[int, str] | str, round_n: int, points: Any, season: Season) -> ResolvedMission:
    if isinstance(missions, str):
        mission_id = missions
    elif isinstance(missions, Mapping):
        found = missions.get(round_n)
        if found is None:
            given = ", ".join(str(r) for r in sorted(missions)) or tr("none")
            raise PrintError("mission", tr("no mission for round {round} (missions given for rounds: {given})")
                              .format(round=round_n, given=given))
        mission_id = found
    else:
        raise PrintError("mission", tr("expected a mission id or a mapping of round to mission id, got {type}").format(
            type=type(missions).__name__))
    if isinstance(points, bool) or not isinstance(points, int):
        raise PrintError("points", tr("must be a whole number, got {points}").format(points=repr(points)))
    try:
        scenario = catalog.scenario(mission_id)
    except UnknownMission as exc:
        raise PrintError("mission", exc.reason) from None
    if scenario.season != season.id:
        raise PrintError("mission", tr("{id} is a {season} scenario; the event is played under {event_season}")
                          .format(id=mission_id, season=scenario.season, event_season=season.id))
    try:
        return catalog.mission(mission_id, points)
    except UnknownMission as exc:  # a game size the scenario does not have
        raise PrintError(exc.field, exc.reason) from None


def _event_round(raw: Any, round_n: int, missions: Mapping[int, str] | str | None, points: int | None,
                 where: str) -> tuple[Mapping[int, str] | str, int]:
    """The scenario and army points of round ``round_n`` as the event file stores them (``rounds``), for what
    the caller did not give."""
    rounds = raw.get("rounds") if isinstance(raw, Mapping) else None
    stored = next((r for r in rounds if isinstance(r, Mapping) and r.get("round") == round_n), None) \
        if isinstance(rounds, list) else None
    if missions is None:
        scenario = stored.get("scenario") if stored else None
        if not isinstance(scenario, str) or not scenario:
            raise PrintError("mission", tr("{file} stores no scenario for round {round}").format(
                file=where, round=round_n))
        missions = scenario
    if points is None:
        value = stored.get("points") if stored else None
        if isinstance(value, bool) or not isinstance(value, int):
            raise PrintError("points", tr("{file} stores no army points for round {round}").format(
                file=where, round=round_n))
        points = value
    return missions, points


# -- the document ---------------------------------------------------------------------------------

class _State:
    """What the flowables tell the page templates: the current page's kind and footer, the pages so far."""

    def __init__(self) -> None:
        self.kind, self.footer = "", ""
        self.kinds: list[str] = []
        self.forms_drawn: set[str] = set()


class _PageInfo(Flowable):
    """Zero-size marker at the top of a page: what the page is, for the footer and the page list."""

    def __init__(self, state: _State, kind: str, footer: str) -> None:
        super().__init__()
        self.state, self.kind, self.footer = state, kind, footer

    def wrap(self, aw, ah):  # noqa: D102
        return 0, 0

    def draw(self) -> None:  # noqa: D102
        self.state.kind, self.state.footer = self.kind, self.footer


class _MapPage(Flowable):
    """A whole map page: the fit map (drawn once into a form every map page shows) and this table's banner."""

    def __init__(self, state: _State, layout: FitLayout, left: str, right: str, form: str = FORM) -> None:
        super().__init__()
        self.state, self.layout, self.left, self.right, self.form = state, layout, left, right, form

    def wrap(self, aw, ah):  # noqa: D102
        return aw, ah

    def draw(self) -> None:  # noqa: D102
        c = self.canv
        if self.form not in self.state.forms_drawn:  # one form per layout: tables sharing it share the drawing
            c.beginForm(self.form)
            draw_fit(c, self.layout)
            c.endForm()
            self.state.forms_drawn.add(self.form)
        c.doForm(self.form)
        draw_banner(c, self.layout, self.left, self.right)


class _PackDoc(BaseDocTemplate):
    def __init__(self, fh, state: _State, paper: str, layout: FitLayout, maps_first: bool, **kw) -> None:
        portrait = paper_size(paper)
        super().__init__(fh, pagesize=portrait, initialFontName=fonts.register()[0], leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN,
                         bottomMargin=MARGIN, author=CREATOR, creator=CREATOR, pageCompression=1, **kw)
        self.state = state
        mw, mh = layout.page
        pw, ph = portrait
        maps = PageTemplate("map", [Frame(0, 0, mw, mh, 0, 0, 0, 0, id="page")], pagesize=layout.page,
                            onPageEnd=self._end)
        text = PageTemplate("text", [Frame(MARGIN, MARGIN + 6, pw - 2 * MARGIN, ph - 2 * MARGIN - 6, 0, 0, 0, 0,
                                           id="body")], pagesize=portrait, onPageEnd=self._end_text)
        self.addPageTemplates([maps, text] if maps_first else [text, maps])

    def _end(self, canv, doc) -> None:
        self.state.kinds.append(self.state.kind)

    def _end_text(self, canv, doc) -> None:
        regular, _ = fonts.register()
        canv.saveState()
        canv.setFont(regular, 6.5)
        canv.setFillColor(Color(0.45, 0.45, 0.45))
        canv.drawString(MARGIN, MARGIN / 2, self.state.footer)
        canv.drawRightString(canv._pagesize[0] - MARGIN, MARGIN / 2, tr("page {n}").format(n=doc.page))
        canv.restoreState()
        self._end(canv, doc)


def _styles(fs: float = 8.5) -> dict[str, ParagraphStyle]:
    regular, bold = fonts.register()
    base = ParagraphStyle("base", fontName=regular, bulletFontName=regular, fontSize=fs, leading=fs * 1.2)
    return {
        "title": ParagraphStyle("title", parent=base, fontName=bold, fontSize=17, leading=21),
        "sub": ParagraphStyle("sub", parent=base, fontSize=9, leading=12, textColor=Color(0.25, 0.25, 0.25)),
        "cell": base,
        "cellb": ParagraphStyle("cellb", parent=base, fontName=bold),
        "num": ParagraphStyle("num", parent=base, alignment=2),
        "numb": ParagraphStyle("numb", parent=base, fontName=bold, alignment=2),
        "small": ParagraphStyle("small", parent=base, fontSize=7, leading=8.6, textColor=Color(0.3, 0.3, 0.3)),
        "head": ParagraphStyle("head", parent=base, fontName=bold, fontSize=10.5, leading=13, spaceBefore=6),
    }


def _list_style(rows: int, pad: float) -> TableStyle:
    cmds: list = [("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                  ("LEFTPADDING", (0, 0), (-1, -1), 3),
                  ("RIGHTPADDING", (0, 0), (-1, -1), 3), ("TOPPADDING", (0, 0), (-1, -1), pad),
                  ("BOTTOMPADDING", (0, 0), (-1, -1), pad), ("BACKGROUND", (0, 0), (-1, 0), LIGHT),
                  ("LINEBELOW", (0, 0), (-1, 0), 0.8, LINE), ("LINEBELOW", (0, -1), (-1, -1), 0.8, LINE),
                  ("LINEABOVE", (0, 0), (-1, 0), 0.8, LINE)]
    cmds += [("BACKGROUND", (0, r), (-1, r), ZEBRA) for r in range(2, rows, 2)]
    return TableStyle(cmds)


def _fit_size(rows: int, room: float) -> tuple[float, float]:
    """The list's text size and cell padding: as large as 9 pt while every row fits one page, down to 6.5 pt."""
    fs, pad = 9.0, 3.0
    while fs > 6.5 and (rows + 1) * (fs * 1.2 + 2 * pad) > room:
        fs -= 0.5
        pad = max(1.0, pad - 0.5)
    return fs, pad


def _pairings_story(tables: list[PackTable], byes: list[Player], title: str, subtitle: str, notes: list[str],
                    width: float, room: float) -> list:
    fs, pad = _fit_size(len(tables) + len(byes), room - 60 - 12 * len(notes))
    st = _styles(fs)
    rows: list[list[Paragraph | str]] = [[Paragraph(h, st["cellb"] if i else st["numb"]) for i, h in
             enumerate((tr("Table"), tr("Player A"), tr("Faction / Sectorial"), tr("Player B"),
                        tr("Faction / Sectorial")))]]
    for t in tables:
        cell = f"<b>{escape(str(t.table))}</b>" + (f'<br/><font size="{fs - 1.5:g}">{escape(t.label)}</font>'
                                                     if t.label else "")
        rows.append([Paragraph(cell, st["num"]), Paragraph(escape(plain(t.a.name)), st["cell"]),
                     Paragraph(escape(t.a.faction), st["cell"]), Paragraph(escape(plain(t.b.name)), st["cell"]),
                     Paragraph(escape(t.b.faction), st["cell"])])
    for p in byes:
        rows.append([Paragraph(f"<b>{escape(tr('Bye'))}</b>", st["num"]), Paragraph(escape(plain(p.name)), st["cell"]),
                     Paragraph(escape(p.faction), st["cell"]),
                     Paragraph(escape(tr("— (no game this round)")), st["small"]), ""])
    # The Table column is as wide as its longest word ("Exemption" in French is never cut in two), the
    # players' columns give up the room.
    from reportlab.pdfbase.pdfmetrics import stringWidth

    words = [tr("Table"), tr("Bye") if byes else ""] + [str(t.table) for t in tables]
    first = max(width * 0.08, max(stringWidth(w, st["numb"].fontName, fs) for w in words) + 8)  # 3 pt padding each side
    rest = (width - first) / 0.92
    table = Table(rows, colWidths=[first] + [rest * f for f in (0.24, 0.22, 0.24, 0.22)], repeatRows=1)
    table.setStyle(_list_style(len(rows), pad))
    table.setStyle(TableStyle([("SPAN", (3, r), (4, r)) for r in range(len(rows) - len(byes), len(rows))]))
    story: list = [Paragraph(escape(title), _styles()["title"]), Paragraph(escape(subtitle), _styles()["sub"]),
                   Spacer(1, 8), table]
    if notes:
        story.append(Paragraph(escape(tr("Pairing notes")), st["head"]))
        story += [Paragraph("• " + escape(n), st["small"]) for n in notes]
    return story


def _num(v: float) -> str:
    return number(v) if isinstance(v, float) else str(v)  # "2,5" in French and Spanish


def _standings_story(standings: Standings, factions: Mapping[PlayerId, str], title: str, subtitle: str,
                     width: float, room: float) -> list:
    fs, pad = _fit_size(len(standings.rows), room - 60)
    st = _styles(fs)
    rows = [[Paragraph(h, st["numb"] if i in (0, 2, 3, 4, 5) else st["cellb"]) for i, h in
             enumerate((tr("Rank"), tr("Player"), tr("TP"), tr("OP"), tr("VP"), tr("Opponents' OP")))]]
    for r in standings.rows:
        rank = f"{r.rank}=" if r.shared_rank else str(r.rank)
        who = f"<b>{escape(r.name)}</b>"
        if factions.get(r.player):
            who += f' <font color="#555555">· {escape(factions[r.player])}</font>'
        if r.dropped_after_round is not None and r.dropped_after_round < standings.through_round + 1:
            dropped = tr("(dropped after round {n})").format(n=r.dropped_after_round)
            who += f' <font color="#555555">{escape(dropped)}</font>'
        rows.append([Paragraph(rank, st["num"]), Paragraph(who, st["cell"]), Paragraph(str(r.tp), st["numb"]),
                     Paragraph(_num(r.op), st["num"]), Paragraph(_num(r.vp), st["num"]),
                     Paragraph(str(r.opp_op), st["num"])])
    table = Table(rows, colWidths=[width * f for f in (0.08, 0.46, 0.09, 0.09, 0.10, 0.18)], repeatRows=1)
    table.setStyle(_list_style(len(rows), pad))
    # The pack readings the standings rest on (S13's bye), with the other reading and the line.
    readings = [Paragraph(escape(line), st["cell"]) for line in standings.readings]
    return [Paragraph(escape(title), _styles()["title"]), Paragraph(escape(subtitle), _styles()["sub"]),
            Spacer(1, 8), table, *([Spacer(1, 6)] if readings else []), *readings]


def _one(p: Player) -> str:
    return f"{p.name} ({p.faction})" if p.faction else p.name


def _shared_body(mission: ResolvedMission, tables: list[PackTable], paper: str, lang: str, round_n: int,
                 width: float, room: float) -> SharedBody | None:
    """The sheets' common body, laid out once, when a whole sheet fits on one page (a longer one splits
    across pages and is laid out sheet by sheet, as ``scenario_story`` does)."""
    if not tables:
        return None
    shared = SharedBody(scenario_body(mission, "", "", paper, lang), header_cells(mission, paper))
    longest = max(tables, key=lambda t: len(t.title) + len(t.a.name) + len(t.b.name))
    head = scenario_head(mission, longest.a, longest.b, paper, lang,
                         round_table=tr("Round {n} · table {t}").format(n=round_n, t=999),
                         subtitle=f"{longest.title} · " + tr("round {n} · Player {copy}'s copy ({name})").format(
                             n=round_n, copy="A", name=longest.a.name))
    need = sum(f.wrap(width, room)[1] for f in head) + shared.size(width)[1]
    return shared if need <= room - 12 else None  # a margin for the page's zero-size markers and rounding


def _sheet(shared: SharedBody | None, mission: ResolvedMission, a: Player, b: Player, paper: str, lang: str,
           round_table: str, subtitle: str) -> list:
    if shared is None:
        return scenario_story(mission, a, b, paper, lang, round_table=round_table, subtitle=subtitle)
    return [*scenario_head(mission, a, b, paper, lang, round_table=round_table, subtitle=subtitle),
            SheetBody(shared, column_head(a.name, tr("Player A")), column_head(b.name, tr("Player B")))]


def _vs(t: PackTable) -> str:
    return tr("{a} v {b}").format(a=_one(t.a), b=_one(t.b))


QR_TITLE_EXTRA = 50.0  # what the event page's QR code adds to a list's title block (points)


def _event_qr(story: list, url: str | None, width: float) -> list:
    """A list's story with the event page's QR code beside its title and subtitle (its first two flowables)."""
    if not url:
        return story
    return [title_with_qr(story[0], story[1], url, tr("Pairings and standings on your phone"), width), *story[2:]]


def _report_foot(links: PackLinks | None, table: int | str, side: str, width: float) -> list:
    """The foot of player ``side``'s own score sheet: the table's page, and in strict mode their seat code."""
    url = links.table_urls.get(table) if links else None
    if links is None or not url:
        return []
    lines = [tr("<b>Report your result on your phone:</b> scan the code, take seat {side} (yours), enter the "
                "result; your opponent confirms it from their phone.").format(side=side)]
    code = links.seat_codes.get((table, side))
    if code:
        lines.append(tr("Your seat code: <b>{code}</b> (the page asks for it; keep it to yourself)").format(
            code=escape(code)))
    return [Spacer(1, 10), report_block(url, tr("Table {t}: your table's page").format(t=table), lines, width,
                                        _styles)]


def table_pack(event: Event | Mapping[str, Any] | str | os.PathLike[str], season: Season | str | None,
               round_n: int, path: str | os.PathLike[str], missions: Mapping[int, str] | str | None,
               points: int | None, paper: str = "a4", *, seed: int | None = None, lang: str = "en",
               factions: Mapping[PlayerId, str] | None = None, avoid_rematches: bool = True,
               avoid_clubs: bool = False, links: PackLinks | None = None,
               checks: Mapping[int, TableCheck] | None = None, check_workers: int | None = None) -> PackResult:
    """Write round ``round_n``'s table pack of ``event`` to ``path`` (atomically) and describe it.

    ``event``: an EVENT file's path, its decoded JSON, or a parsed ``Event`` (then ``factions`` gives
    the factions by player id). ``season`` overrides the event's (``None``: the file's). ``missions``:
    the scenario id of every round, or ``{round: scenario id}``; ``missions`` or ``points`` None: the round's own
    as the event file stores them (its ``rounds``). ``seed`` repeats a round-1 draw;
    ``avoid_rematches`` and ``avoid_clubs`` are ``pair_round``'s (as ``its-desktop pair`` uses them).
    ``links``: the players' pages (``printing/links.py``): each table's page as a QR code on its tent card and
    score sheets, the event page's on the pairings and "find your table" lists, and in strict mode each
    player's seat code on their own score sheet only. A table whose event file names a layout (``layouts``,
    ``tables[i].layout``) has it drawn on its map, its table check on the page after (``checks``: the
    results already at hand, by table; the others are checked here on ``check_workers`` processes), then its
    placement sheet (``placement.py``: each piece numbered, with its distances from the nearest edges).
    Bad input raises ``PrintError`` (one line naming the file and field) before anything is written.
    """
    paper_size(paper)
    check_writable(path)
    if isinstance(round_n, bool) or not isinstance(round_n, int) or round_n < 1:
        raise PrintError("round", tr("must be a whole number of at least 1, got {round}").format(round=repr(round_n)))
    try:
        read = read_event(event, season, factions)
    except InputError as exc:
        if exc.field == "season" and season is not None:  # the caller's option, not the file's field
            raise PrintError("season", exc.message) from None
        raise PrintError(exc.field, exc.message, file=exc.file) from None
    ev, se, where, raw = read.event, read.season, read.where, read.raw
    faction_of = {pid: army_name(f, lang) for pid, f in read.factions.items()}  # in the pack's language
    if missions is None or points is None:
        missions, points = _event_round(raw, round_n, missions, points, where)
    mission = _mission(missions, round_n, points, se)
    if se.formats:  # the event's format (an Escalation League round's own mission, S8 tiers) holds here too
        try:
            check_format_round(se, ev.extras, round_n, mission.scenario.id, points, {})
        except EventError as exc:
            raise PrintError(exc.field if exc.field in ("points", "round") else "mission", exc.message) from None
    try:
        stored = stored_seats(raw, round_n, where)
        if stored is not None:  # the pairings as announced: never a fresh draw
            pairs, bye_ids = stored
            # with the round's stored deviations (hand changes worded in the pack's language)
            how, used_seed = "event", None
            notes = stored_notes(raw, round_n, {p.id: p.name for p in ev.players}, ev)
        else:
            rp = round_pairs(ev, se, round_n, seed, where, avoid_rematches, avoid_clubs)
            pairs, bye_ids, how, used_seed, notes = rp.pairs, rp.byes, rp.how, rp.seed, rp.notes
    except InputError as exc:
        if exc.field == "round":  # the round asked for, as the other options' errors name it
            raise PrintError("round", exc.message) from None
        raise PrintError(exc.field, exc.message, file=exc.file) from None
    labels = table_labels(raw)

    def public(pid: PlayerId) -> Player:
        # Only the name and the faction: whatever else the event carries stays out of the pack.
        return Player(name=ev.player(pid).name, faction=faction_of.get(pid, ""))

    on_tables = pack_layouts(raw, where)
    tables = [PackTable(t, public(a), public(b), a, b, labels.get(t),
                        on_tables[t].name if isinstance(t, int) and t in on_tables else None) for t, a, b in pairs]
    byes = [public(p) for p in bye_ids]
    through = round_n - 1
    standings = compute_standings(ev, se, through_round=through, final=False)

    layout = fit_layout(mission, paper, lang, banner=True)
    laid = {t.table: on_tables[t.table] for t in tables if t.layout is not None and isinstance(t.table, int)}
    found = dict(checks or {})
    missing = {n: lay for n, lay in laid.items() if n not in found}
    if missing:  # the organizer's check of these tables (tables sharing a layout share one check)
        found.update((r.table, r) for r in check_tables(mission, missing, workers=check_workers))
    forms: dict[str, tuple[str, FitLayout]] = {}
    for lname in dict.fromkeys(lay.name for n, lay in laid.items() if found[n].problem is None):
        pieces = next(lay.pieces for lay in laid.values() if lay.name == lname)
        forms[lname] = (f"{FORM}-{len(forms) + 1}", fit_layout(mission, paper, lang, banner=True, scenery=pieces,
                                                                 orientation=layout.orientation))
    sc = mission.scenario
    name = sc.name.get(lang)
    season_name = se.name.get(lang)
    pw, ph = paper_size(paper)
    width, room = pw - 2 * MARGIN, ph - 2 * MARGIN - 6
    event_url = links.event_url if links else None
    list_room = room - (QR_TITLE_EXTRA if event_url else 0)
    state = _State()
    story: list = []
    shared = _shared_body(mission, tables, paper, lang, round_n, width, room)
    for i, t in enumerate(tables):
        label = t.title
        if i:
            story += [NextPageTemplate("map"), PageBreak()]
        form, map_layout = forms.get(t.layout or "", (FORM, layout))
        banner = label + (f" · {t.layout}" if t.layout else "")
        story += [_PageInfo(state, f"map {t.table}", ""), Bookmark(f"{label}: " + tr("{a} v {b}").format(a=t.a.name, b=t.b.name), 0),
                  Bookmark(tr("Map"), 1),
                  _MapPage(state, map_layout, tr("Round {n}").format(n=round_n) + f" · {_vs(t)}", banner, form)]
        if isinstance(t.table, int) and t.table in laid:
            story += [NextPageTemplate("text"), PageBreak(),
                      _PageInfo(state, f"check {t.table}", f"{CREATOR} · " + tr(
                          "round {n} · table check, table {t}").format(n=round_n, t=t.table)),
                      Bookmark(tr("Table check"), 1),
                      *check_story(tr("Table {t} · {layout}: table check").format(t=t.table, layout=t.layout),
                                   ngettext("{scenario} at {points} points · round {n} · {pieces} piece of scenery",
                                            "{scenario} at {points} points · round {n} · {pieces} pieces of scenery",
                                            len(laid[t.table].pieces)).format(
                                       scenario=name, points=mission.points, n=round_n,
                                       pieces=len(laid[t.table].pieces)),
                                   found[t.table], se.unit, width)]
        if isinstance(t.table, int) and t.table in laid and found[t.table].problem is None:
            # The layout fits this table: the sheet the organizer lays it out with, in the season's unit.
            story += [NextPageTemplate("text"), PageBreak(),
                      _PageInfo(state, f"placement {t.table}", f"{CREATOR} · " + tr(
                          "round {n} · placement sheet, table {t}").format(n=round_n, t=t.table)),
                      Bookmark(tr("Placement sheet"), 1),
                      *placement_story(mission, laid[t.table].pieces, tr("Table {t} · {layout}: placement sheet")
                                       .format(t=t.table, layout=t.layout),
                                       sheet_subtitle(mission, len(laid[t.table].pieces), se.unit), se.unit,
                                       width, room)]
        for copy, who in (("A", t.a), ("B", t.b)):
            story += [NextPageTemplate("text"), PageBreak(),
                      _PageInfo(state, f"sheet {t.table} {copy}",
                                f"{CREATOR} · " + tr("{scenario} at {points} points · round {n}, table {t} · scenario "
                                                     "sheet, Player {copy}'s copy").format(scenario=name,
                                                                                          points=mission.points,
                                                                                          n=round_n, t=t.table,
                                                                                          copy=copy)),
                      Bookmark(tr("Score sheet {copy}: {name}").format(copy=copy, name=who.name), 1),
                      *_sheet(shared, mission, t.a, t.b, paper, lang,
                              round_table=tr("Round {n} · table {t}").format(n=round_n, t=t.table),
                              subtitle=f"{label} · " + tr("round {n} · Player {copy}'s copy ({name})").format(
                                  n=round_n, copy=copy, name=who.name)),
                      *_report_foot(links, t.table, copy, width)]
        story += [NextPageTemplate("text"), PageBreak(),
                  _PageInfo(state, f"tent {t.table}",
                            f"{CREATOR} · " + tr("round {n} · tent card, table {t}").format(n=round_n, t=t.table)),
                  Bookmark(tr("Tent card"), 1),
                  TentCard(tr("Table {t}").format(t=t.table), t.label or "", tr("{name} ({points} pts)").format(name=name, points=mission.points),
                           tr("Round {n}").format(n=round_n), [_one(t.a), pgettext("players facing each other", "v"), _one(t.b)],
                           links.table_urls.get(t.table) if links else None, tr("Scan to report the result"))]
    if tables:
        story += [NextPageTemplate("text"), PageBreak()]
    # the round's games as stored, whether they came from a file or from the database (the window, --event-id)
    how_text = {"event": tr("as recorded for the round"),
                "draw": tr("random draw, seed {seed}").format(seed=used_seed),
                "standings": tr("by the standings after round {n}").format(n=through)}[how]
    foot = f"{CREATOR} · " + tr("{season} · round {n} table pack").format(season=season_name, n=round_n)
    story += [_PageInfo(state, "pairings", f"{foot} · " + tr("pairings")), Bookmark(tr("Pairings"), 0),
              *_event_qr(_pairings_story(tables, byes, tr("Round {n} pairings").format(n=round_n),
                               ngettext("{season} · {name} at {points} points · {n} table · {how}",
                                        "{season} · {name} at {points} points · {n} tables · {how}", len(tables)).format(
                                   season=season_name, name=name, points=mission.points, n=len(tables), how=how_text),
                               notes, width, list_room), event_url, width),
              PageBreak()]
    story += [_PageInfo(state, "find", f"{foot} · " + tr("find your table")), Bookmark(tr("Find your table (A–Z)"), 0),
              *_event_qr(find_story(tables, byes, tr("Round {n}: find your table").format(n=round_n),
                                    tr("{season} · {name} at {points} points · players A–Z").format(
                                        season=season_name, name=name, points=mission.points), width, list_room,
                                    _styles, _list_style, _fit_size), event_url, width),
              PageBreak()]
    when = (tr("before round 1") if through == 0 else
            tr("after round {n} of {total}").format(n=through, total=standings.rounds_planned))
    breakers = tr(", then ").join(breaker_name(k) for k in standings.tie_breakers)
    story += [_PageInfo(state, "standings", f"{foot} · " + tr("standings")), Bookmark(tr("Standings"), 0),
              *_standings_story(standings, faction_of, tr("Standings {when}").format(when=when),
                                ngettext("{season} · ranked by {breakers} · {n} player",
                                         "{season} · ranked by {breakers} · {n} players", len(standings.rows)).format(
                                    season=season_name, breakers=breakers, n=len(standings.rows)), width, room)]
    with atomic_output(path) as fh:
        doc = _PackDoc(fh, state, paper, layout, maps_first=bool(tables),
                       title=tr("Round {n} table pack — {name}, {points} points").format(n=round_n, name=name,
                                                                                        points=mission.points),
                       subject=ngettext("{season}, round {n}: {count} table, {name} at {points} points",
                                        "{season}, round {n}: {count} tables, {name} at {points} points",
                                        len(tables)).format(season=season_name, n=round_n, count=len(tables),
                                                            name=name, points=mission.points))
        doc.build(story)
        kinds = list(state.kinds)
    return PackResult(round_n, sc.id, mission.points, tables, byes, len(kinds), kinds, how, used_seed,
                      layout.orientation, notes)


__all__ = ["PackResult", "PackTable", "table_pack"]
