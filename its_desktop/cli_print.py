"""``its-desktop print map|sheet|pack|placement``: the PDFs from the command line.

Kept apart from :mod:`its_desktop.cli` (which dispatches here): the options' checks and the one line each
command prints; the pages are :mod:`its_desktop.printing`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from its_desktop.cli_errors import BadInput

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    """PDF output; every failure is one line and leaves no file behind (the export writes atomically)."""
    from its_desktop.domain.i18n import _, ngettext
    from its_desktop.domain.mission import catalog
    from its_desktop.printing.output import PrintError

    try:
        if args.what == "map":
            from its_desktop.domain import lengths
            from its_desktop.printing.map_pdf import map_fit
            from its_desktop.printing.tiles import map_tiled, tile_grid

            mission = catalog.mission(args.id, args.points)
            if args.layout == "fit":
                fit = map_fit(mission, args.output, args.paper, lang=args.lang)
                print(_("{file}: {id} at {points} points, 1 page ({orientation})").format(
                    file=args.output, id=catalog.scenario_named(mission.scenario.id), points=args.points, orientation=orientation_name(fit.orientation)))
            else:
                overlap_in = _overlap_in(args.overlap, mission.season.unit)
                tile_grid(mission, args.paper, overlap_in, args.margin)  # bad options before anything is drawn
                grid = map_tiled(mission, args.output, args.paper, overlap_in, lang=args.lang,
                                 margin_mm=float(args.margin), tiles=args.tiles, skip_empty=args.skip_empty)
                some = "" if grid.selected is None else ngettext(", {n} printed", ", {n} printed",
                                                                  len(grid.printed)).format(n=len(grid.printed))
                # The overlap as taken, in the shown unit: a bare number's unit depends on the pack (S13: cm).
                overlap = lengths.paper_length(overlap_in * lengths.MM_PER["in"],
                                               lengths.shown_unit(mission.season.unit))
                print(_("{file}: {id} at {points} points, true size, {pages} pages (overview + {cols} × {rows} tiles"
                        "{some}, overlap {overlap}, {orientation})").format(
                    file=args.output, id=catalog.scenario_named(mission.scenario.id), points=args.points, pages=grid.pages, cols=grid.cols,
                    rows=grid.rows, some=some, overlap=overlap, orientation=orientation_name(grid.orientation)))
            return 0
        if args.what == "pack":
            return _print_pack(args)
        if args.what == "placement":
            from its_desktop.cli_terrain import placement

            return placement(args)
        from its_desktop.printing.sheets import control_sheet, scenario_sheet

        if args.rounds is not None and args.rounds < 1:
            raise BadInput(_("--rounds: {rounds}: must be 1 or more").format(rounds=args.rounds))
        if args.kind == "scenario":
            if args.id is None or args.points is None:
                raise BadInput(_("print sheet scenario: give the mission ID and --points (e.g. s16/frostbyte "
                                 "--points 300)"))
            if len(args.player) > 2:
                raise BadInput(_("--player: a scenario sheet has two players, got {n}").format(n=len(args.player)))
            mission = catalog.mission(args.id, args.points)
            pages = scenario_sheet(mission, args.output, args.player, paper=args.paper, lang=args.lang)
        else:
            if len(args.player) > 1:
                raise BadInput(_("--player: a control sheet is for one player, got {n}").format(n=len(args.player)))
            if args.id is not None and "/" in args.id and args.points is not None:
                catalog.mission(args.id, args.points)  # check the size too when one is given
            season = args.season
            if season is None and args.id is not None:
                # the help's promise: for a control sheet the argument may be the season itself ("s13")
                season = args.id if "/" not in args.id else catalog.scenario(args.id).season
            season = season or catalog.season_ids()[0]
            pages = control_sheet(args.output, catalog.season(season), args.rounds,
                                  args.player[0] if args.player else None, paper=args.paper)
        done = (ngettext("{file}: scenario sheet, {n} page", "{file}: scenario sheet, {n} pages", pages)
                if args.kind == "scenario" else
                ngettext("{file}: control sheet, {n} page", "{file}: control sheet, {n} pages", pages))
        print(done.format(file=args.output, n=pages))
        return 0
    except PrintError as exc:
        raise BadInput(exc.command_line()) from None  # the flag, where the windows name the field


def _overlap_in(text: str | None, pack_unit: str) -> float:
    """``--overlap`` in inches, for the tiler. The units rule: a bare number is in the chosen units (--units), else
    the pack's own (cm for S13/S8); a unit typed after it wins (0.5in, 1.27cm, 12mm). Paper: converted exactly."""
    from its_desktop.domain import lengths
    from its_desktop.domain.i18n import _
    from its_desktop.printing.output import PrintError
    from its_desktop.printing.tiles import OVERLAP_IN

    if text is None:
        return OVERLAP_IN
    unit = lengths.shown_unit(pack_unit)
    try:
        return lengths.read_paper_length(text, unit) / lengths.MM_PER["in"]
    except ValueError:
        raise PrintError("overlap", _("{overlap} is not a length: a number ({unit}) or a number and its unit (0.5in, "
                                      "1.27cm, 12mm)").format(overlap=repr(text), unit=lengths.symbol(unit))) from None


def _mission_for(values: list[str], default: str | None, rnd: int, required: bool = True) -> dict[int, str]:
    """``--mission-for R=ID`` (repeatable) over ``--mission`` for the other rounds (``required``: round ``rnd``
    must have one)."""
    from its_desktop.domain.i18n import _

    missions: dict[int, str] = {}
    for value in values:
        left, sep, right = value.partition("=")
        try:
            r = int(left)
        except ValueError:
            r = 0
        if not sep or r < 1 or not right.strip():
            raise BadInput(_("--mission-for: {value}: expected ROUND=MISSION, e.g. 2=s16/frostbyte").format(
                value=repr(value)))
        if r in missions and missions[r] != right.strip():
            raise BadInput(_("--mission-for: round {round} is given twice ({first}, {second})").format(
                round=r, first=missions[r], second=right.strip()))
        missions[r] = right.strip()
    if default is not None:
        missions.setdefault(rnd, default)
    if rnd not in missions and required:
        raise BadInput(_("--mission: no mission for round {round}; give --mission ID or --mission-for {round}=ID")
                       .format(round=rnd))
    return missions


def _print_pack(args: argparse.Namespace) -> int:
    from its_desktop.domain.i18n import _, ngettext
    from its_desktop.domain.mission import UnknownMission, catalog
    from its_desktop.printing.pack import table_pack

    # Without --mission / --points, the round's own scenario and points as the event file stores them.
    missions = _mission_for(args.mission_for, args.mission, args.round, required=False)
    for r, mission_id in sorted(missions.items()):
        if r != args.round:  # a typo in another round's scenario is worth knowing now
            try:
                catalog.scenario(mission_id)
            except UnknownMission as exc:
                raise BadInput(_("--mission-for: round {round}: {error}").format(round=r, error=exc)) from None
    event, links = _pack_source(args)
    result = table_pack(event, args.season, args.round, args.output, missions if args.round in missions else None,
                        args.points, args.paper,
                        seed=args.seed, lang=args.lang, avoid_rematches=not args.allow_rematches,
                        avoid_clubs=args.avoid_clubs, links=links)
    how = {"event": _("as recorded for the round"), "draw": _("random draw, seed {seed}").format(seed=result.seed),
           "standings": _("by the standings")}[result.pairing]
    byes = _(", bye: {names}").format(names=", ".join(p.name for p in result.byes)) if result.byes else ""
    n = len(result.tables)
    print(_("{file}: round {n} table pack").format(file=args.output, n=result.round) + ", "
          + ngettext("{n} table", "{n} tables", n).format(n=n) + ", "
          + ngettext("{n} page", "{n} pages", result.pages).format(n=result.pages) + " ("
          + _("{mission} at {points} points; pairings {how}").format(mission=catalog.scenario_named(result.mission),
                                                                     points=result.points,
                                                                     how=how) + byes + ")")
    for note in result.notes:
        print("  " + _("note: {text}").format(text=note))
    if links is not None:
        print("  " + _("players' pages: {url}").format(url=links.event_url))
    return 0


def _pack_source(args: argparse.Namespace) -> tuple[Any, Any]:
    """The pack's event (the file, or the database's event with --event-id) and its players' pages' links (from the
    database only: an event file holds no tokens, so a pack printed from a file has no QR codes)."""
    from its_desktop.domain.i18n import _

    if args.event_id is None:
        if args.event is None:
            raise BadInput(_("print pack: give the EVENT file, or --event-id ID to print an event of the database"))
        if args.players_url is not None:
            raise BadInput(_("--players-url: only with --event-id (an event file holds no links to the players' "
                             "pages)"))
        return args.event, None
    if args.event is not None:
        raise BadInput(_("print pack: give the EVENT file or --event-id, not both"))
    from its_desktop.persistence.events import Events, NotFound
    from its_desktop.persistence.repository import FieldError
    from its_desktop.printing.links import check_base, default_base
    from its_desktop.web.pack_links import pack_links

    base = check_base(args.players_url) if args.players_url is not None else default_base()
    with Events.open(args.db) as events:
        try:
            events.get_event(args.event_id)
        except (NotFound, FieldError, LookupError):
            raise BadInput(_("--event-id: no event {id} in this database").format(id=args.event_id)) from None
        if not [g for g in events.games(args.event_id, args.round) if not g.bye]:
            raise BadInput(_("--round: round {n} of this event is not paired yet: pair and save it first (its "
                             "tables' QR codes lead to those pairings)").format(n=args.round))
        return events.export_event_file(args.event_id), pack_links(events, args.event_id, args.round, base)


def orientation_name(orientation: str) -> str:
    from its_desktop.domain.i18n import _

    return {"portrait": _("portrait"), "landscape": _("landscape")}.get(orientation, orientation)
