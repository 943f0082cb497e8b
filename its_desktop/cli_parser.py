"""The command line's grammar: ``its-desktop [--db URL] [--lang en|fr|es] COMMAND`` and each command's options.

Kept apart from :mod:`its_desktop.cli`, which runs the commands, and as light to import: argparse and
pathlib only, inside the functions. A command's options are built only for the command being run (about
140 arguments, each making argparse's help formatter: 15-20 ms of CPU, a third of ``python -c pass``);
the other commands are named with their help only, which is all the top-level help and argparse's
"invalid choice" show of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse

PAPER_CHOICES = ["a4", "letter", "a3", "tabloid", "legal"]  # export/paper.py PAPERS


class Languages(tuple[str, ...]):
    """en, fr and es, as the help and the errors list them; the hidden pseudo-locale is accepted too."""

    def __new__(cls) -> Languages:
        from its_desktop.domain.i18n import LANGUAGES

        return super().__new__(cls, LANGUAGES)

    def __contains__(self, value: object) -> bool:
        from its_desktop.domain.i18n import PSEUDO

        return value == PSEUDO or super().__contains__(value)


def translate_argparse() -> None:
    """argparse's own words ("usage:", "error:", "the following arguments are required", "invalid choice")
    through our catalog in the current language. argparse looks up its module-level gettext functions at
    each call, so pointing them at ours is its documented hook short of a system-wide "argparse" catalog on
    disk; its messages are in resources/locale like ours (tests/i18n/test_cli_language.py checks every one)."""
    import argparse

    from its_desktop.domain import i18n

    argparse._ = i18n._  # type: ignore[attr-defined]
    argparse.ngettext = i18n.ngettext  # type: ignore[attr-defined]


def _parser_class() -> type:
    """argparse's parser whose help headings take the reader's typography before the colon argparse appends
    ("arguments positionnels :" in French); the subcommands' parsers are of the same class (argparse's default)."""
    import argparse

    from its_desktop.domain.i18n import pgettext

    class Formatter(argparse.HelpFormatter):
        def start_section(self, heading: str | None) -> None:
            if heading:
                heading = pgettext("a help section's heading, before its colon", "{heading}").format(heading=heading)
            super().start_section(heading)

    class Parser(argparse.ArgumentParser):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs.setdefault("formatter_class", Formatter)
            super().__init__(*args, **kwargs)

    return Parser


def whole_number(text: str) -> int:
    """An option's whole number; refused in the reader's words (argparse would say "invalid int value")."""
    import argparse

    from its_desktop.domain.i18n import _

    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("must be a whole number, got {got!r}").format(got=text)) from None


def _placeholders() -> dict[str, str]:
    """The usage line's placeholder for each value an option or argument takes, in the reader's language (argparse
    would print the option's name in capitals, in English: "--points POINTS", "--seed SEED", "id")."""
    from its_desktop.domain.i18n import _

    return {"db": _("URL"), "event": _("EVENT"), "first": _("MISSION"), "second": _("MISSION"), "game": _("GAME.json"),
            "host": _("HOST"), "id": _("ID"), "margin": _("MM"), "mission": _("MISSION"), "name": _("NAME"),
            "output": _("FILE"), "overlap": _("LENGTH"), "overlay_port": _("PORT"), "port": _("PORT"),
            "paths": _("PATH"), "player": _("NAME"), "points": _("POINTS"), "round": _("ROUND"), "round_": _("ROUND"),
            "rounds": _("N"), "season": _("SEASON"), "seed": _("SEED"), "size": _("WIDTHxHEIGHT"),
            "state": _("TABLE.itstable"), "table": _("TABLE.itstable"), "tiles": _("TILES"), "token": _("TOKEN"),
            "workers": _("N"),
            # the ones given in the code, by their English
            "POINTS": _("POINTS"), "FILE": _("FILE"), "EVENT.json": _("EVENT.json"),
            "TABLE.itstable": _("TABLE.itstable"), "MISSION|TABLE.itstable": _("MISSION|TABLE.itstable")}


def _name_placeholders(p: argparse.ArgumentParser, words: dict[str, str]) -> None:
    import argparse

    for action in p._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):  # an alias is the same parser
                _name_placeholders(sub, words)
        elif action.nargs != 0 and action.choices is None:
            key = action.metavar if isinstance(action.metavar, str) else action.dest
            if key in words:
                action.metavar = words[key]


VALUE_OPTIONS = ("--db", "--lang", "--units")  # the top-level options that take a value


def command_in(argv: list[str]) -> str | None:
    """The command ``argv`` runs, read as argparse reads it: the first word that is no top-level option or
    an option's value (``--db URL``, ``--lang=fr``, and the prefixes argparse accepts: ``--la fr``). None
    when that is unsure (``--`` first, a word that names no command): then every command is built."""
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            return None
        if arg.startswith("-"):
            if arg.startswith("--") and "=" not in arg and any(o.startswith(arg) for o in VALUE_OPTIONS):
                i += 1  # its value follows
            i += 1
            continue
        return arg if arg in _BUILD else None
    return None


def parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """Every command, option and its help (running them is cli.py's job); given the command line, only the
    options of the command it runs (:func:`command_in`): parsing it, and its errors and help, are the same."""
    from its_desktop.domain.i18n import _

    only = command_in(argv) if argv is not None else None
    translate_argparse()  # before the parser exists: its "-h" help is worded when the parser is made
    json_help = _("print JSON (for scripts and spreadsheets) instead of the readable text")
    p = _parser_class()(prog="its-desktop", description=_("ITS Table Assistant"))
    p.add_argument("--db", help=_("database URL (default: SQLite in the user data folder)"))
    p.add_argument("--lang", choices=Languages(),
                   help=_("language of the words printed (default: the system's; the GUI: its setting, else the system's)"))
    p.add_argument("--units", choices=["in", "cm"],
                   help=_("lengths in inches or centimetres (default: each mission pack's own: inches for Seasons 16 and 10, "
                          "cm for 13 and 8)"))
    p.add_argument("--exit-after-show", action="store_true", help=_("show the main window, paint once and exit"))
    p.add_argument("--exit-when-ready", action="store_true",
                   help=_("exit once the window is usable: the mission library loaded, the menus and panels built, "
                        "the welcome check done"))
    p.add_argument("--verbose", action="store_true", help=_("log debug messages too, and echo the log on stderr"))
    from its_desktop import __version__

    p.add_argument("--version", action="version", version=f"its-desktop {__version__}",
                   help=_("show program's version number and exit"))
    sub = p.add_subparsers(dest="command")
    for name, help_text in _commands():
        command = sub.add_parser(name, help=help_text)
        if only is None or only == name:  # the others only name themselves in the help and in "invalid choice"
            _BUILD[name](command, json_help)
    _name_placeholders(p, _placeholders())
    return p


def _commands() -> list[tuple[str, str]]:
    """Each command and its one-line help, in the order the help lists them."""
    from its_desktop.domain.i18n import _

    return [
        ("missions", _("list, validate or compare missions")),
        ("evaluate", _("domination and control for a table state (or JSON Lines of them)")),
        ("terrain", _("scenery on a table: check lines of fire against the organizer guide")),
        ("score", _("score an exported game record (Game → Export): OP, VP and TP, "
                    "every line with its reason")),
        ("mission", _("one mission at one game size")),
        ("standings", _("an event's standings by its season's rules")),
        ("pair", _("pair a round of an event")),
        ("event", _("event formats from the packs; import and export an event file")),
        ("print", _("print a table map or a score sheet to PDF")),
        ("overlay", _("serve the read-only stream overlay (OBS Browser Sources, state.json, SSE)")),
        ("serve", _("serve an event's players' pages (each table's result form, the event "
                    "page) beside the stream overlay")),
        ("render", _("draw the table view to an image of exactly WxH pixels")),
        ("backup", _("a consistent copy of the database (SQLite) or of an event (PostgreSQL)")),
    ]


def _missions(missions: argparse.ArgumentParser, json_help: str) -> None:
    from pathlib import Path

    from its_desktop.domain.i18n import _

    msub = missions.add_subparsers(dest="action")
    for target in (missions, msub.add_parser("list", help=_("list the missions"))):
        target.add_argument("--season", help=_("only this season (s16, s13, s10, s8)"))
        target.add_argument("--json", action="store_true", help=json_help)
    validate = msub.add_parser("validate", help=_("check mission files (the library when no path is given)"))
    validate.add_argument("paths", nargs="*", type=Path, help=_("season or scenario files (.toml) to check"))
    diff = msub.add_parser("diff", help=_("compare two missions"))
    diff.add_argument("first", help=_("the first mission's id (s16/supremacy)"))
    diff.add_argument("second", help=_("the mission to compare it with"))
    diff.add_argument("--points", type=whole_number, help=_("the army size both are read at (default: a size both "
                                                                                "have)"))
    schema = msub.add_parser("schema", help=_("print the JSON Schema of season or scenario files"))
    schema.add_argument("which", choices=["scenario", "season"], help=_("which kind of file: scenario or season"))


def _evaluate(evaluate: argparse.ArgumentParser, json_help: str) -> None:
    from pathlib import Path

    from its_desktop.domain.i18n import _

    evaluate.add_argument("state", type=Path, help=_("the table file (.itstable) to evaluate"))
    evaluate.add_argument("--json", action="store_true", help=json_help)


def _terrain(terrain: argparse.ArgumentParser, json_help: str) -> None:
    from pathlib import Path

    from its_desktop.domain.i18n import _

    tsub = terrain.add_subparsers(dest="terrain_command", required=True)
    tcheck = tsub.add_parser("check", help=_("sniper, exposure, paratrooper, edge lanes, objectives and balance, "
                                           "per side and height class"))
    tcheck.add_argument("table", type=Path, help=_("the table file (.itstable) whose scenery is checked"))
    tcheck.add_argument("--json", action="store_true", help=json_help)


def _score(scoring: argparse.ArgumentParser, json_help: str) -> None:
    from pathlib import Path

    from its_desktop.domain.i18n import _

    scoring.add_argument("game", type=Path, nargs="?", help=_("the exported game (.json)"))
    scoring.add_argument("--json", action="store_true", help=json_help)
    scoring.add_argument("--schema", action="store_true", help=_("print the JSON Schema of the game record"))


def _mission(mission: argparse.ArgumentParser, json_help: str) -> None:
    from its_desktop.domain.i18n import _

    mission.add_argument("id", help=_("the mission's id (s16/supremacy; `missions` lists them)"))
    mission.add_argument("--points", type=whole_number, required=True, help=_("the army size (300, 400…)"))
    mission.add_argument("--json", action="store_true", help=json_help)


def _standings(standings: argparse.ArgumentParser, json_help: str) -> None:
    from pathlib import Path

    from its_desktop.domain.i18n import _

    standings.add_argument("event", type=Path, help=_("the event file (.json): players and games so far"))
    standings.add_argument("--season", help=_("score the event under this season (overrides the file's)"))
    standings.add_argument("--round", type=whole_number, help=_("standings after this round (default: the last with results)"))
    standings.add_argument("--json", action="store_true", help=json_help)


def _pair(pair: argparse.ArgumentParser, json_help: str) -> None:
    from pathlib import Path

    from its_desktop.domain.i18n import _

    pair.add_argument("event", type=Path, help=_("the event file (.json): players and games so far"))
    pair.add_argument("--round", type=whole_number, required=True, help=_("the round to pair"))
    pair.add_argument("--seed", type=whole_number, help=_("seed of the round-1 draw (reported when not given)"))
    pair.add_argument("--season", help=_("pair under this season's rules (overrides the file's)"))
    pair.add_argument("--avoid-clubs", action="store_true", help=_("also avoid pairing players of the same club"))
    pair.add_argument("--allow-rematches", action="store_true", help=_("pair strictly in pack order, rematches too"))
    pair.add_argument("--json", action="store_true", help=json_help)


def _event(event: argparse.ArgumentParser, json_help: str) -> None:
    from pathlib import Path

    from its_desktop.domain.i18n import _

    esub = event.add_subparsers(dest="action", required=True)
    eformats = esub.add_parser("formats", help=_("list each season's event formats and their rounds"))
    eformats.add_argument("--season", help=_("only this season (s16, s13, s10, s8)"))
    eformats.add_argument("--json", action="store_true", help=json_help)
    eimport = esub.add_parser("import", help=_("store an event file as a new event (says what it stored; its "
                                                  "number alone on the standard output, for scripts)"))
    eimport.add_argument("file", type=Path, metavar="EVENT.json", help=_("the event file to store"))
    eexport = esub.add_parser("export", help=_("write a stored event as an event file (army lists left out)"))
    eexport.add_argument("id", type=whole_number, metavar="ID", help=_("the stored event's number (`event import` "
                                                                        "gives it)"))
    eexport.add_argument("-o", "--output", type=Path, required=True, metavar="EVENT.json", help=_("the file to write"))
    eexport.add_argument("--kind", choices=["event", "standings", "results", "otm"], default="event",
                         help=_("what to write: the event file (default); the standings or the results as CSV, in "
                                "the --lang language; the OTM sheet, in English like the OTM itself (text, or CSV "
                                "when the file ends in .csv)"))
    elayout = esub.add_parser("layout", help=_("add a table file's scenery to a stored event's layouts and put it on "
                                              "tables"))
    elayout.add_argument("id", type=whole_number, metavar="ID", help=_("the stored event's number"))
    elayout.add_argument("file", type=Path, metavar="TABLE.itstable", help=_("the table file whose scenery is added"))
    elayout.add_argument("--name", help=_("the layout's name (default: the file's name)"))
    elayout.add_argument("--tables", default="", metavar="1-10,12",
                         help=_("the table numbers it stands on (a table already in a started round is refused)"))
    elayouts = esub.add_parser("layouts", help=_("list a stored event's layouts and the layout on each table"))
    elayouts.add_argument("id", type=whole_number, metavar="ID", help=_("the stored event's number"))
    elayouts.add_argument("--json", action="store_true", help=json_help)
    echeck = esub.add_parser("check", help=_("check every table's layout against a round's scenario (the organizer "
                                            "guide's table checks)"))
    echeck.add_argument("id", type=whole_number, metavar="ID", help=_("the stored event's number"))
    echeck.add_argument("--round", type=whole_number, default=None, dest="round_",
                        help=_("the round whose scenario the tables play (default: the last round set up)"))
    echeck.add_argument("--workers", type=whole_number, default=None, help=_("processes to use (default: one per core)"))
    echeck.add_argument("--json", action="store_true", help=json_help)


def _print(printing: argparse.ArgumentParser, json_help: str) -> None:
    from pathlib import Path

    from its_desktop.domain.i18n import _

    psub = printing.add_subparsers(dest="what", required=True)
    pmap = psub.add_parser("map", help=_("the table of one mission: one page (fit) or true size on tiles (tiled)"))
    pmap.add_argument("id", help=_("the mission, e.g. s16/frostbyte"))
    pmap.add_argument("--points", type=whole_number, required=True, help=_("the army size: one of the season's game sizes"))
    pmap.add_argument("--layout", choices=["fit", "tiled"], required=True,
                      help=_("fit: the table on one page; tiled: true size on several pages"))
    pmap.add_argument("--paper", choices=PAPER_CHOICES, default="a4", help=_("paper size (default a4)"))
    pmap.add_argument("--overlap", help=_("tiled: how much neighbouring tiles share, in the chosen units (--units), "
                                          "else the pack's own (inches for Seasons 16 and 10, cm for 13 and 8), or "
                                          "with its unit: 0.5in, 1.27cm, 12mm (default 0.5 in = 1.27 cm)"))
    pmap.add_argument("--margin", default="10", help=_("tiled: paper margin in mm (5 to 30; default 10)"))
    pmap.add_argument("--tiles", help=_("tiled: print only these tiles, e.g. A1,B2 (the overview is always printed)"))
    pmap.add_argument("--skip-empty", action="store_true",
                      help=_("tiled: leave out tiles with nothing but plain table on them"))
    pmap.add_argument("-o", "--output", type=Path, required=True, help=_("the PDF file to write"))
    pplace = psub.add_parser("placement", help=_("a table file's placement sheet: its scenery numbered on the map "
                                                 "and each piece's distances from the two nearest table edges"))
    pplace.add_argument("table", type=Path, metavar="TABLE.itstable", help=_("the table file whose scenery is placed"))
    pplace.add_argument("--unit", choices=["in", "cm"],
                        help=_("the unit of the distances (default: the season's: inches or centimetres)"))
    pplace.add_argument("--name", help=_("the layout's name in the title (default: none)"))
    pplace.add_argument("--paper", choices=PAPER_CHOICES, default="a4", help=_("paper size (default a4)"))
    pplace.add_argument("-o", "--output", type=Path, required=True, help=_("the PDF file to write"))
    psheet = psub.add_parser("sheet", help=_("the Tournament Control Sheet or a scenario's score sheet"))
    psheet.add_argument("kind", choices=["control", "scenario"],
                        help=_("control: the Tournament Control Sheet; scenario: a scenario's score sheet"))
    psheet.add_argument("id", nargs="?", help=_("the mission (scenario sheet; for a control sheet, its season)"))
    psheet.add_argument("--points", type=whole_number, help=_("scenario sheet: the army size (required "
                                                             "with the mission)"))
    psheet.add_argument("--rounds", type=whole_number, help=_("control sheet: rounds (default: the season's minimum)"))
    psheet.add_argument("--season", help=_("control sheet: the season (default: the mission's, else the newest)"))
    psheet.add_argument("--player", action="append", default=[],
                        help=_("a player's name (control: one; scenario: Player A, then Player B)"))
    psheet.add_argument("--paper", choices=PAPER_CHOICES, default="a4", help=_("paper size (default a4)"))
    psheet.add_argument("-o", "--output", type=Path, required=True, help=_("the PDF file to write"))
    ppack = psub.add_parser("pack", help=_("a round's table pack: per table its map and two score sheets, then the "
                                         "pairings and the standings"))
    ppack.add_argument("event", type=Path, nargs="?",
                       help=_("the event file (.json: players with optional factions, games so far); none with "
                              "--event-id"))
    ppack.add_argument("--event-id", type=whole_number, metavar="ID",
                       help=_("print the event stored in the database (--db) instead of a file, with the players' "
                              "pages' QR codes (each table's page, the event page, strict mode's seat codes): their "
                              "links live in the database only"))
    ppack.add_argument("--players-url", metavar="URL",
                       help=_("with --event-id: the address the players' pages are served on, e.g. "
                              "http://192.168.1.20:8080 (default: this computer on the venue network, port 8080)"))
    ppack.add_argument("--round", type=whole_number, required=True, help=_("the round to print"))
    ppack.add_argument("--mission", help=_("the scenario of the round (of every round without --mission-for; "
                                         "default: the round's scenario in the event file)"))
    ppack.add_argument("--mission-for", action="append", default=[], metavar="R=ID",
                       help=_("the scenario of round R (repeat for each round)"))
    ppack.add_argument("--points", type=whole_number, help=_("army points (default: the round's in the event file)"))
    ppack.add_argument("--seed", type=whole_number, help=_("seed of the round-1 draw (reported when not given)"))
    ppack.add_argument("--season", help=_("the event's season (overrides the file's)"))
    ppack.add_argument("--avoid-clubs", action="store_true", help=_("as in 'pair': avoid pairing players of one club"))
    ppack.add_argument("--allow-rematches", action="store_true", help=_("as in 'pair': strictly pack order"))
    ppack.add_argument("--paper", choices=PAPER_CHOICES, default="a4", help=_("paper size (default a4)"))
    ppack.add_argument("-o", "--output", type=Path, required=True, help=_("the PDF file to write"))


def _overlay(overlay: argparse.ArgumentParser, json_help: str) -> None:
    from pathlib import Path

    from its_desktop.domain.i18n import _

    overlay.add_argument("--host", default="127.0.0.1",
                         help=_("address to listen on (default 127.0.0.1; any other needs the access token in URLs)"))
    overlay.add_argument("--port", type=whole_number, default=8765, help=_("port (default 8765; 0 picks a free one)"))
    overlay.add_argument("--token", help=_("access token for a non-loopback host (default: a new random one)"))
    overlay.add_argument("--files", type=Path, metavar="DIR",
                         help=_("also keep plain-text files (score_a.txt, round.txt …) in DIR for OBS text sources"))
    overlay.add_argument("--files-for", metavar="game=ID|table=N", default="",
                         help=_("which game the text files follow (default: the newest tallied game); "
                              "table=N may add ,event=ID"))
    overlay.add_argument("--check", action="store_true", help=_("connect, print the URLs and exit (no serving)"))


def _serve(serve: argparse.ArgumentParser, json_help: str) -> None:
    from its_desktop.domain.i18n import _

    serve.add_argument("--event", type=whole_number, required=True, metavar="ID", help=_("the event whose pages are served"))
    serve.add_argument("--host", default="127.0.0.1",
                       help=_("address the players' phones reach (default 127.0.0.1, this computer only; "
                            "0.0.0.0 for every network of this computer)"))
    serve.add_argument("--port", type=whole_number, default=8080, help=_("port of the players' pages (default 8080; 0 picks one)"))
    serve.add_argument("--https", action="store_true",
                       help=_("serve the players' pages over HTTPS with a self-signed certificate made here"))
    serve.add_argument("--overlay-port", type=whole_number, default=8765,
                       help=_("port of the stream overlay on 127.0.0.1 (default 8765; 0 picks one)"))
    serve.add_argument("--no-overlay", action="store_true", help=_("serve the players' pages only"))
    serve.add_argument("--check", action="store_true", help=_("start, print the URLs and exit (no serving)"))


def _render(render: argparse.ArgumentParser, json_help: str) -> None:
    from pathlib import Path

    from its_desktop.domain.i18n import _

    render.add_argument("target", metavar="MISSION|TABLE.itstable", help=_("a mission id (with --points) or a table file"))
    render.add_argument("--points", type=whole_number, metavar="POINTS", help=_("the army size (with a mission id)"))
    render.add_argument("--view", default="referee", choices=["referee", "a", "b"],
                        help=_("whose view: the referee's (everything) or a player's (the window's privacy rules)"))
    render.add_argument("--size", default="1920x1080", help=_("WIDTHxHEIGHT in pixels (default 1920x1080)"))
    render.add_argument("--round", type=whole_number, dest="round_", metavar="N",
                        help=_("the game round drawn (zones that change per round; default: the table's own, or 1)"))
    render.add_argument("--scored", type=whole_number, metavar="N",
                        help=_("the rounds the tally has scored: domination in a later round is drawn as provisional "
                               "(default: the rounds before the one drawn)"))
    render.add_argument("-o", "--output", type=Path, required=True, help=_("FILE.png or FILE.svg"))


def _backup(backup: argparse.ArgumentParser, json_help: str) -> None:
    from its_desktop import cli_backup

    cli_backup.add_arguments(backup)


_BUILD = {"missions": _missions, "evaluate": _evaluate, "terrain": _terrain, "score": _score, "mission": _mission,
          "standings": _standings, "pair": _pair, "event": _event, "print": _print, "overlay": _overlay,
          "serve": _serve, "render": _render, "backup": _backup}
