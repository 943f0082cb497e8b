"""Command line: ``its-desktop [--db URL] [--lang en|fr|es] COMMAND``; no command opens the GUI.

Imports are deferred to the command that needs them so the GUI starts without loading the
mission library and the command line starts without Qt.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from its_desktop.cli_errors import BadInput
from its_desktop.cli_parser import parser as _parser

if TYPE_CHECKING:
    import argparse
    from pathlib import Path

    from its_desktop.domain.evaluation import Evaluation

EXIT_BAD_INPUT = 2

GUI_FLAGS = {"--exit-after-show", "--exit-when-ready", "--verbose"}
TABLE_SUFFIX = ".itstable"
OPTIONS_WITH_VALUE = {"--db", "--lang"}


def _table_file(argv: list[str]) -> tuple[list[str], Path | None]:
    """``its-desktop [options] FILE.itstable`` (a double-click on a table file): the rest and the file.

    Only in the place of the command: ``its-desktop evaluate TABLE.itstable`` stays a command."""
    from pathlib import Path

    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in OPTIONS_WITH_VALUE:
            i += 2
            continue
        if arg.startswith("-"):
            i += 1
            continue
        if arg.lower().endswith(TABLE_SUFFIX):
            return argv[:i] + argv[i + 1:], Path(arg)
        break
    return argv, None


def _early_language(argv: list[str]) -> None:
    """The language of the parser's own words (help, "usage:", argument errors), read before parsing:
    ``--lang X`` / ``--lang=X`` ahead of the command, else the hidden pseudo-locale's environment variable, else
    the system's language. An unknown value leaves the system's, and argparse then names it as an invalid choice."""
    from its_desktop.domain import i18n

    lang = None
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            lang = argv[i + 1]
        elif arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
    lang = i18n.chosen_language(lang if lang in (*i18n.LANGUAGES, i18n.PSEUDO) else None)
    i18n.set_language(lang or i18n.system_language())


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    argv, table_file = _table_file(argv)
    if set(argv) <= GUI_FLAGS:
        # The plain GUI start skips building the command-line parser: start-up time is a feature.
        from its_desktop.app import run_gui

        return run_gui(exit_after_show="--exit-after-show" in argv, exit_when_ready="--exit-when-ready" in argv,
                       verbose="--verbose" in argv, open_path=table_file)
    _early_language(argv)
    args = _parser(argv).parse_args(argv)  # only the options of the command it runs
    if args.command is None:
        from its_desktop.app import run_gui

        return run_gui(exit_after_show=args.exit_after_show, lang=args.lang, exit_when_ready=args.exit_when_ready,
                       db_url=args.db, verbose=args.verbose, open_path=table_file)
    if table_file is not None:
        from its_desktop.domain.i18n import _

        # --lang is not the process's language yet: the commands set it below
        print("its-desktop: " + _("{file}: a table file opens in the window; give it after the command's name "
                                  "(its-desktop {command} …)", lang=args.lang).format(file=table_file,
                                                                                     command=args.command),
              file=sys.stderr)
        return EXIT_BAD_INPUT
    # NumPy's OpenBLAS starts a thread pool (and its buffers) for every core as it loads: a third of NumPy's
    # import on two cores, more on a laptop's eight. No command multiplies matrices; a user's own setting wins.
    import os

    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    if args.verbose:
        from its_desktop.diagnostics import setup_logging

        setup_logging(verbose=True)
    from its_desktop.domain import i18n
    from its_desktop.domain.errors import InputError
    from its_desktop.domain.mission import MissionErrors, UnknownMission

    # A French or Spanish player's terminal speaks their language, as the window does (LANGUAGE, LC_ALL,
    # LC_MESSAGES, LANG; C and POSIX are English). A script that parses the words pins them with --lang en,
    # or reads --json, whose keys never change.
    args.lang = i18n.chosen_language(args.lang) or i18n.system_language()
    i18n.set_language(args.lang)
    from its_desktop.domain import lengths

    lengths.set_units(args.units)  # the units rule: --units wins, else each pack's own (domain.lengths)
    if args.command in LIBRARY_COMMANDS and not getattr(args, "schema", False):
        _library()

    try:
        if args.command == "missions":
            return _missions(args)
        if args.command == "mission":
            return _mission(args)
        if args.command == "evaluate":
            return _evaluate(args)
        if args.command == "terrain":
            from its_desktop.cli_terrain import terrain

            return terrain(args)
        if args.command == "score":
            return _score(args)
        if args.command == "standings":
            return _standings(args)
        if args.command == "pair":
            return _pair(args)
        if args.command == "print":
            from its_desktop import cli_print

            return cli_print.run(args)
        if args.command == "render":
            return _render(args)
        if args.command == "overlay":
            from its_desktop.cli_serve import overlay

            return overlay(args)
        if args.command == "serve":
            from its_desktop.cli_serve import serve

            return serve(args)
        if args.command == "event":
            if args.action in ("import", "export", "layout", "layouts", "check"):
                from its_desktop.cli_event import EventCommandError, run as run_event

                try:
                    return run_event(args)
                except EventCommandError as exc:
                    raise BadInput(str(exc)) from None
            return _event_formats(args)
        if args.command == "backup":
            from its_desktop import cli_backup

            return cli_backup.run(args)
    except MissionErrors as exc:
        for err in exc.errors:
            print(_line(err), file=sys.stderr)
        return EXIT_BAD_INPUT
    except (BadInput, UnknownMission, InputError) as exc:
        print(f"its-desktop: {_line(exc)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except Exception as exc:
        # Only a command that reached the database can raise DatabaseUnavailable: looking the module up
        # instead of importing it keeps SQLAlchemy out of the quick commands' start-up.
        db_errors = sys.modules.get("its_desktop.persistence.errors")
        if db_errors is not None and isinstance(exc, db_errors.DatabaseUnavailable):
            from its_desktop.domain import i18n

            print("its-desktop: " + i18n._("database: {reason}").format(reason=exc), file=sys.stderr)
            return EXIT_BAD_INPUT
        raise
    return 0  # pragma: no cover - argparse rejects other commands


# The commands that read the mission library: from the window's cache when it was made from these very map
# files (no pydantic, no file parsed), else validated and cached for the next command; the tables they
# resolve are kept beside it (a cached table needs no Shapely).
LIBRARY_COMMANDS = {"mission", "evaluate", "score", "standings", "pair", "print", "event"}


def _library() -> None:
    from its_desktop.domain.mission import catalog, library_cache

    cache_file = library_cache.default_file()
    catalog.preload(cache_file)
    catalog.keep_tables(cache_file.parent if cache_file is not None else None)  # mission without Shapely


def _line(exc: BaseException) -> str:
    """One line a terminal can print: no line break, no lone surrogate (they come from file names too)."""
    text = " ".join(str(exc).split("\n"))
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _render(args: argparse.Namespace) -> int:
    from its_desktop.app import run_render
    from its_desktop.domain.errors import InputError

    try:
        out = run_render(args.target, args.output, args.points, args.view, args.size, args.round_, args.scored)
    except InputError as exc:  # ui.render's RenderInputError, or a file's own error
        raise BadInput(str(exc)) from None
    print(out)
    return 0


def _missions(args: argparse.Namespace) -> int:
    import json

    from its_desktop.domain.i18n import _, ngettext

    action = args.action or "list"
    if action == "list":
        return _list(args.season, args.json, args.lang)
    from its_desktop.domain.mission import catalog

    if action == "validate":
        paths = args.paths or [catalog.maps_root()]
        errors = catalog.validate_paths(paths)
        for err in errors:
            print(f"its-desktop: {_line(err)}", file=sys.stderr)
        missing = catalog.missing_translations(paths)
        for file, field, lang in missing:  # a warning: English is shown, nothing fails
            print(_("{file}: {field}: no {lang} translation (English is shown)").format(file=file, field=field,
                                                                                         lang=lang), file=sys.stderr)
        for file, field in catalog.missing_short_names(paths):  # a warning too: the long name is shown
            print(_("{file}: {field}: no short name (the long name is shown)").format(file=file, field=field),
                  file=sys.stderr)
        if errors:
            return EXIT_BAD_INPUT
        files = sum(len(list(p.rglob("*.toml"))) if p.is_dir() else 1 for p in paths)
        print(ngettext("{files} file, no errors", "{files} files, no errors", files).format(files=files))
        if missing:
            print(ngettext("{n} text has no French or Spanish translation (English is shown): see the warnings",
                           "{n} texts have no French or Spanish translation (English is shown): see the warnings",
                           len(missing)).format(n=len(missing)))
        return 0
    if action == "schema":
        from its_desktop.domain.mission.schema import json_schema

        print(json.dumps(json_schema(args.which), indent=2))
        return 0
    from its_desktop.domain.mission.diff import diff

    for line in diff(args.first, args.second, args.points):
        print(line)
    return 0


def _list(season: str | None, as_json: bool, lang: str) -> int:
    import json

    from its_desktop.domain.i18n import _
    from its_desktop.domain.mission import index  # not the catalog: no map file parsed, no pydantic or Shapely

    if season is not None and season not in index.season_ids():
        raise BadInput(_("--season: unknown season {season}; known: {known}").format(
            season=repr(season), known=", ".join(index.season_ids())))
    rows = index.rows(lang, season or None)
    if as_json:
        print(json.dumps({"missions": rows}, ensure_ascii=False, indent=2))
    else:
        # Columns as wide as their longest entry (a name is never run into its sizes), under a header.
        head = (_("Mission"), _("Name"), _("Points"))
        id_w = max([len(head[0]), *(len(r["id"]) for r in rows)])
        name_w = max([len(head[1]), *(len(r["name"]) for r in rows)])
        print(f"{head[0]:<{id_w}}  {head[1]:<{name_w}}  {head[2]}")
        for r in rows:
            print(f"{r['id']:<{id_w}}  {r['name']:<{name_w}}  {'/'.join(str(s) for s in r['sizes'])}")
    return 0


def _event_formats(args: argparse.Namespace) -> int:
    """``event formats``: JSON ``{"seasons": [{"season", "formats": [{"id", "name", "kind", "extra", "rounds",
    "plan": [{"rounds", "scenario", "pool", "points", "source"}]}]}]}``."""
    import json

    from its_desktop.domain.i18n import _, ngettext, pgettext
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.tournament.formats import describe

    if args.season is not None and args.season not in catalog.season_ids():
        raise BadInput(_("--season: unknown season {season}; known: {known}").format(
            season=repr(args.season), known=", ".join(catalog.season_ids())))
    seasons = [args.season] if args.season else catalog.season_ids()
    data: list[dict[str, Any]] = [{"season": sid, "formats": describe(catalog.season(sid), args.lang)}
                                  for sid in seasons]
    if args.json:
        print(json.dumps({"seasons": data}, ensure_ascii=False, indent=2))
        return 0
    for block in data:
        for f in block["formats"]:
            rounds = ngettext("{n} tournament round", "{n} tournament rounds", f["rounds"]).format(n=f["rounds"]) if f["rounds"] \
                else _("rounds by player count")
            kind = {"tournament": _("tournament"), "league": _("league")}.get(f["kind"], f["kind"])
            colon = pgettext("between a file, its field and the message", ": ")  # " : " in French
            print(f"{block['season']}/{f['id']}{colon}{f['name']} ({kind}, {rounds})")
            for r in f["plan"]:
                numbers = ", ".join(str(n) for n in r["rounds"] or [])
                which = ngettext("round {numbers}", "rounds {numbers}", len(r["rounds"] or [])).format(
                    numbers=numbers) if numbers else _("every round")
                what = f"{r['scenario']} ({r['scenario_name']})" if r["scenario"] else \
                    _("an ITS scenario of the organizer's choice")
                points = "/".join(str(p) for p in r["points"])
                line = _("{which}: {what} at {points} points").format(which=which, what=what, points=points)
                print("  " + line + (" " + _("(inferred)") if r["inferred"] else ""))
            if f["operation_types"]:  # by the pack's names ("Opérations d'Action Directe"); the JSON keeps the ids
                extras = catalog.season(block["season"]).extras
                names = [extras[t].name.get() if t in extras else t for t in f["operation_types"]]
                print("  " + _("one Operation Type: {types}").format(types=", ".join(names)))
            print("  " + _("repeats: {repeats}; custom scenario: {custom}").format(
                repeats=_("allowed") if f["repeats"] else _("never"), custom=_("allowed") if f["custom"] else _("no")))
    return 0


def _mission(args: argparse.Namespace) -> int:
    import json

    from its_desktop.domain import lengths
    from its_desktop.domain.mission import catalog

    mission = catalog.mission(args.id, args.points)
    data = mission.to_json(args.lang)
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    from its_desktop.domain.i18n import _, pgettext
    from its_desktop.presentation.labels import short_and_long

    # Lengths by the units rule (--units, else the pack's own); the pack's own size beside another unit's.
    pack = mission.season.unit
    w, d = data["table"]["width"], data["table"]["depth"]

    def n(v: float) -> str:
        return lengths.value(v, pack)

    size = lengths.size(w, d, pack)
    if lengths.shown_unit(pack) != pack:
        size += f" ({lengths.size(w, d, pack, pack)})"
    print(_("{name} ({id}), {points} points, table {size}").format(name=data["name"], id=data["id"],
                                                                  points=data["points"], size=size))
    inferred = "  " + _("[inferred]")
    # Each zone by its one short name (as the table, the PDFs and the stream show it), then its long name.
    short_w = max([len(z.short) for z in mission.zones] + [1])
    for z in mission.zones:
        x0, y0, x1, y1 = z.bounds  # from the zone's coordinates: no Shapely for a cached table
        flag = inferred if z.inferred else ""
        print(f"  {_('zone'):<6} {z.short:<{short_w}}  {z.name} ({z.id}) · x {n(x0)}..{n(x1)}  y {n(y0)}..{n(y1)}{flag}")
    for m in mission.markers:
        flag = inferred if m.inferred else ""
        size = lengths.paper_length(m.diameter_mm, "mm") if m.diameter_mm else _("footprint")
        # As zones: the table's short name first, then the long label ("Half A — Side A half").
        print(f"  {_('marker'):<6} {m.id:<24} {short_and_long(m.short, m.label)} · "
              f"{lengths.coordinates(m.x, m.y, pack)} {size}{flag}")
    print("  " + _("max OP {op}").format(op=data["max_op"]))
    # What the pack leaves open and how we read it, as the window's notes panel says it: each distinct reason a
    # position is inferred (with what it places), then the scenario's readings; lengths in the chosen units.
    reasons: dict[str, list[str]] = {}
    for name, reason in [(z.short, z.inferred) for z in mission.zones] + [(m.short or m.label, m.inferred) for m in mission.markers]:
        if reason:
            reasons.setdefault(reason, []).append(name)
    colon = pgettext("between a file, its field and the message", ": ")  # " : " in French
    if reasons:
        print(_("Inferred positions (the pack map is lost)"))
        for reason, names in reasons.items():
            print("  (?) " + "; ".join(names) + colon + reason)  # a label may hold a comma
    if data["readings"]:
        print(_("Our readings"))
        for reading in data["readings"]:
            print(f"  - {reading}")
    return 0


def _evaluate(args: argparse.Namespace) -> int:
    import json

    from its_desktop.domain.errors import InputError
    from its_desktop.domain.state_files import Evaluators, read_states

    batch, states = read_states(args.state)  # a bad file raises InputError: main() prints it
    evaluators = Evaluators()
    failed = False
    for line, raw in states:
        try:
            if isinstance(raw, InputError):
                raise raw
            result = evaluators.evaluate(raw)
        except InputError as exc:
            if not batch:
                raise exc.in_file(args.state) from None
            failed = True
            print(json.dumps({"error": str(exc.in_file(args.state)), "line": line}, ensure_ascii=True))
            continue
        if batch:
            print(json.dumps(result.to_json(), separators=(",", ":")))
        elif args.json:
            print(json.dumps(result.to_json(), indent=2))
        else:
            _print_evaluation(result, {m.id: list(m.states) for m in evaluators.for_state(raw).mission.markers})
    return EXIT_BAD_INPUT if failed else 0


def _score(args: argparse.Namespace) -> int:
    import json

    from its_desktop.domain.i18n import _

    if args.schema:  # the format's pydantic model: a file as written is read without it
        from its_desktop.domain.tally.exported_game import json_schema

        print(json.dumps(json_schema(), indent=2, ensure_ascii=False))
        return 0
    if args.game is None:
        raise BadInput(_("score: give the exported game file (GAME.json), or --schema"))
    from its_desktop.domain import inputs
    from its_desktop.domain.errors import InputError
    from its_desktop.domain.tally.settle import settle

    try:  # the input boundary (regular file, size, encoding, depth, values), then the record itself
        settled = settle(inputs.read_json(args.game))
    except InputError as exc:
        raise exc.in_file(args.game) from None
    data = settled.to_json()
    if args.json:
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    from its_desktop.domain.tally.words import end_reason, number, rounds_played

    m = settled.mission
    print(_("{scenario} ({id}) at {points} points: {rounds}, {reason}").format(
        scenario=m.scenario.name.get(), id=m.scenario.id, points=m.points,
        rounds=rounds_played(data["rounds_completed"]), reason=end_reason(data["end_reason"])))
    for note in data["notes"]:
        print(f"  {note}")
    for p in ("A", "B"):
        d = data["players"][p]
        vp = _("VP not entered") if d["vp"] is None else _("{vp} VP").format(vp=number(d["vp"]))
        print(_("{player} — {name}: {op} OP, {vp}, {tp} TP").format(player=p, name=d["name"], op=d["op"], vp=vp,
                                                                   tp=d["tp"]))
        for line in d["lines"]:
            print(f"  {line['op']:>3}  {line['reason']}")
        if d["missing"]:
            print("  " + _("not entered: {fields}").format(fields=", ".join(d["missing"])))
    for reading in settled.score.readings:  # the pack readings the result rests on, with the line
        print(f"  {reading.line()}")
    return 0


def _print_evaluation(result: Evaluation, states: dict[str, list[str]]) -> None:
    """``states``: each objective's states in its scenario (what marking it means: hacked, activated…)."""
    from its_desktop.domain.i18n import _

    from its_desktop.domain.mission.catalog import scenario_named

    print(_("{mission} at {points} points").format(mission=scenario_named(result.mission), points=result.points)
          + (_(", round {n}").format(n=result.round) if result.round else ""))
    from its_desktop.domain.reasons import render
    from its_desktop.domain.referee_text import marker_heading

    for zone in result.zones:
        if zone.summary is None:
            continue  # not a Zone of Operations
        print(render(zone.summary))
        for entry in zone.explain:
            print(f"  {render(entry.line)}")
    # Each objective headed as the window's referee panel heads it: its name and what its scenario says of it
    # ("Console 1 : piratée par A"), from the same function.
    for marker in result.markers:
        print(marker_heading(marker, states.get(marker.id, [])))
        for reason in marker.explain:
            print(f"  {render(reason)}")


def _load_event(path: Path, season_override: str | None) -> tuple:
    """The event file and its season; any problem is one line naming the file and the field."""
    from its_desktop.domain.tournament.event import read_event

    return read_event(path, season_override)


def _standings(args: argparse.Namespace) -> int:
    import json

    from its_desktop.domain.i18n import _
    from its_desktop.domain.tournament.standings import compute_standings

    event, season = _load_event(args.event, args.season)
    if args.round is not None and not 0 <= args.round <= event.last_round:
        raise BadInput(_("{file}: --round: must be from 0 to {last} (the last round with results), got {round}")
                       .format(file=args.event, last=event.last_round, round=args.round))
    table = compute_standings(event, season, through_round=args.round)
    if args.json:
        print(json.dumps(table.to_json(), ensure_ascii=False, indent=2))
    else:
        print("\n".join(table.lines()))
    return 0


def _pair(args: argparse.Namespace) -> int:
    import json

    from its_desktop.domain.i18n import _
    from its_desktop.domain.tournament.event import EventError
    from its_desktop.domain.tournament.pairing import pair_round

    event, season = _load_event(args.event, args.season)
    if args.round < 1:
        raise BadInput(_("{file}: --round: must be at least 1, got {round}").format(file=args.event, round=args.round))
    try:
        result = pair_round(event, season, args.round, seed=args.seed, avoid_rematches=not args.allow_rematches,
                            avoid_clubs=args.avoid_clubs)
    except EventError as exc:
        field = "--round" if exc.field == "round" else exc.field
        raise BadInput(f"{args.event}: {field}: {exc.message}") from None
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=2))
    else:
        print("\n".join(result.lines()))
    return 0


def entry() -> int:
    """The console script: ``main`` plus a quiet exit when the reader of a pipe goes away (| head)."""
    try:
        return main()
    except BrokenPipeError:
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(entry())
