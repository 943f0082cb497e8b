"""Players in from a CSV, standings and results out as CSV, and the sheet organizers type into the OTM.

**Player import** (the Official Tournament Manager's "view as list" CSV download, or any spreadsheet):
one player per row with the columns *name*, *PIN*, *faction*, *sectorial*, *club* and *status*, in any order
(a status saying "Pending" marks the registration unconfirmed). Forgiving:

- the separator is found from the header line (``,``, ``;`` or tab; spreadsheets in most of Europe write ``;``);
- header names are matched without case, accents, spaces, ``_`` or ``-``, in English, Spanish and French
  (``Name``, ``Player``, ``Nombre``, ``Nom``; ``PIN``, ``ITS PIN``; ``Faction``, ``Army``, ``Ejército``,
  ``Armée``; ``Sectorial``; ``Club``, ``Team``, ``Equipo``; ``Status``, ``Estado``); unknown columns are ignored;
- a UTF-8 byte-order mark, blank lines and spaces around values are dropped.

Strict where a guess would register the wrong people: a file whose first row names no *name* column is
refused (a header-less ``foo;bar`` once registered "foo" with PIN "bar"), and so is a file with a row without
a name or with a PIN that is not an ITS PIN (digits): one line naming the file, the line and the field, and
nothing of the file is registered.

**The OTM sheet** (:func:`otm_sheet`): per round, table by table in table order, both players' PIN, name,
OP and VP, then the bye — the order the OTM's result form lists them — as text or CSV.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from its_desktop.domain import inputs
from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _, language, pgettext

from .factions import army_name, faction_of
from .standings import Standings

PENDING_WORDS = ("pending", "pendiente", "enattente", "unconfirmed", "waiting", "notconfirmed", "unpaid")

ALIASES: dict[str, tuple[str, ...]] = {
    "name": ("name", "player", "playername", "nombre", "nom", "jugador", "joueur", "fullname", "commander",
             "commandername", "participant", "nick", "nickname", "alias"),
    "pin": ("pin", "itspin", "pinits", "playerpin", "itscode", "itsid"),
    "faction": ("faction", "army", "factionsectorial", "armysectorial", "ejercito", "armee",
                "faccion", "armada"),
    "sectorial": ("sectorial", "sectorialarmy", "ejercitosectorial", "armeesectorielle",
                  "sectorielle", "sector"),
    "status": ("status", "state", "estado", "statut", "registration", "registrationstatus", "inscripcion"),
    "club": ("club", "team", "community", "group", "equipo", "equipe", "clubteam", "association"),
}
KEYWORDS: dict[str, tuple[str, ...]] = {
    "pin": ("pin",),
    "sectorial": ("sectorial", "sectoriel"),
    "faction": ("faction", "army", "ejercito", "armee"),
    "club": ("club", "team", "equipo"),
    "name": ("name", "nombre", "player", "jugador", "joueur"),
}


@dataclass(frozen=True)
class ImportedPlayer:
    name: str
    pin: str | None = None
    faction: str | None = None
    club: str | None = None
    line: int = 0
    sectorial: str | None = None
    pending: bool = False  # the OTM's "Pending" (registered, not confirmed)


@dataclass
class ImportResult:
    players: list[ImportedPlayer] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # "line 4: name: missing"
    delimiter: str = ","
    header: dict[str, int] | None = None  # field -> column; None: no header line


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.replace("\ufeff", "")).encode("ascii", "ignore").decode()
    return "".join(ch for ch in text.lower() if ch.isalnum())


def header_field(cell: str) -> str | None:
    """The field a header cell names (``"ITS PIN"`` → ``pin``), or None."""
    key = _norm(cell)
    if not key:
        return None
    for name, aliases in ALIASES.items():
        if key in aliases:
            return name
    for name, words in KEYWORDS.items():
        if any(w in key for w in words):
            return name
    return None


def parse_players_csv(text: str | bytes, source: str | None = None) -> ImportResult:
    """Read players from CSV text or the file's bytes (see the module notes). Raises
    :class:`~its_desktop.domain.errors.InputError` naming ``source``, the line and the field for a file
    without a header naming the columns, a row without a name or a PIN that is not digits, and a file that
    is not CSV text at all (NUL characters, a field of 100,000 characters, bytes in no known encoding)."""
    if isinstance(text, (bytes, bytearray)):
        text = inputs.decode(bytes(text), source, legacy="cp1252")
    inputs.check_text(text, source)  # a NUL or a lone surrogate would abort the database write
    text = text.lstrip("\ufeff")
    lines = text.splitlines()
    first = next((ln for ln in lines if ln.strip()), "")
    result = ImportResult(delimiter=inputs.sniff_delimiter(first))
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=result.delimiter)
    try:
        rows = list(reader)
    except csv.Error as exc:
        raise InputError(_("line {number}").format(number=reader.line_num), f"malformed CSV: {exc}",
                         file=source) from None
    start = 0
    while start < len(rows) and not any(c.strip() for c in rows[start]):
        start += 1
    if start >= len(rows):
        return result  # an empty file registers nobody
    found: dict[str, int] = {}
    for i, heading in enumerate(rows[start]):
        f = header_field(heading)
        if f is not None and f not in found:
            found[f] = i
    if "name" not in found:
        raise InputError(_("line {number}").format(number=start + 1),
                         _("no header naming the columns: the first row must name them, e.g. "
                           "Name;PIN;Faction;Club (it reads {row})").format(
                             row=result.delimiter.join(c.strip() for c in rows[start])), file=source)
    columns, result.header = found, found
    start += 1
    # csv.reader's line_num counts physical lines; count rows the simple way (a quoted newline is rare here).
    for index in range(start, len(rows)):
        row = rows[index]
        line = index + 1
        if not any(c.strip() for c in row):
            continue

        def cell(name: str) -> str | None:
            col = columns.get(name)
            if col is None or col >= len(row):
                return None
            return row[col].strip() or None

        name, pin = cell("name"), cell("pin")
        if not name:
            raise InputError(_("line {number}").format(number=line), _("name: missing"), file=source)
        if pin is not None and not (pin.isascii() and pin.isdigit()):
            raise InputError(_("line {number}").format(number=line),
                             _("PIN: an ITS PIN is digits, got {value!r}").format(value=pin), file=source)
        faction, sectorial = cell("faction"), cell("sectorial")
        if faction is None and sectorial is not None:
            # a lone "Sectorial" column names the army the player plays: it is kept as their sectorial, and
            # as their faction when the list of factions knows whose sectorial it is
            faction = faction_of(sectorial) or sectorial
        status = _norm(cell("status") or "")
        pending = any(w in status for w in PENDING_WORDS)
        result.players.append(ImportedPlayer(name, pin, faction, cell("club"), line, sectorial, pending))
    return result


# -- exports ------------------------------------------------------------------------------------------


def _num(v: Any) -> Any:
    if isinstance(v, float) and v.is_integer():
        return int(v)
    return v


def _csv(rows: Iterable[Iterable[Any]], delimiter: str = ",") -> str:
    out = io.StringIO()
    w = csv.writer(out, delimiter=delimiter, lineterminator="\n")
    for r in rows:
        w.writerow(["" if v is None else _num(v) for v in r])
    return out.getvalue()


# The standings and results CSV files are read by the organizer in a spreadsheet, so they speak the reader's
# language with the packs' terms (PT/PO/PV, "Exemption"); the English words below are the catalog's keys
# (context "csv export", spelt out in each call: the catalog's coverage test reads literals) and what an
# English reader gets. The OTM sheet further down is another matter.


def _placed_by(key: str | None, lang: str) -> str:
    """The tie-breaker that placed a player (the window's "Placed by" column: PT, PO, PV)."""
    words = {"tp": pgettext("csv export", "TP", lang), "op": pgettext("csv export", "OP", lang),
             "vp": pgettext("csv export", "VP", lang), "opp_op": pgettext("csv export", "opponents' OP", lang)}
    return words.get(key or "", "")


def _ended(reason: Any, lang: str) -> Any:
    """How a game ended (the stored end_reason, or a bye), as words."""
    words = {"completed": pgettext("csv export", "played to the end", lang),
             "time": pgettext("csv export", "time called", lang), "bye": pgettext("csv export", "bye", lang)}
    return words.get(reason, reason)


def standings_csv(st: Standings, meta: Mapping[Any, Mapping[str, Any]] | None = None, delimiter: str = ",",
                  lang: str | None = None) -> str:
    """Every row of the standings with every tie-breaker (``meta``: player id → pin, faction), headers and
    words in ``lang`` (default: the current language)."""
    lang = lang or language()
    meta = meta or {}
    rows: list[list[Any]] = [[
        pgettext("csv export", "Rank", lang), pgettext("csv export", "Player", lang),
        pgettext("csv export", "PIN", lang), pgettext("csv export", "Faction", lang),
        pgettext("csv export", "Club", lang), pgettext("csv export", "TP", lang), pgettext("csv export", "OP", lang),
        pgettext("csv export", "VP", lang), pgettext("csv export", "Opponents' OP", lang),
        pgettext("csv export", "OP (raw)", lang), pgettext("csv export", "VP (raw)", lang),
        pgettext("csv export", "Games", lang), pgettext("csv export", "Wins", lang),
        pgettext("csv export", "Ties", lang), pgettext("csv export", "Losses", lang),
        pgettext("csv export", "Byes", lang), pgettext("csv export", "Placed by", lang),
        pgettext("csv export", "Notes", lang)]]
    for r in st.rows:
        m = meta.get(r.player, {})
        notes = []
        if r.op_rescaled:
            notes.append(_("OP rescaled for a bye from {n}", lang).format(n=r.op_raw))
        if r.vp_rescaled:
            notes.append(_("VP rescaled for a bye from {n}", lang).format(n=_num(r.vp_raw)))
        if r.dropped_after_round is not None:
            notes.append(_("dropped after round {n}", lang).format(n=r.dropped_after_round))
        rows.append([f"{r.rank}=" if r.shared_rank else r.rank, r.name, m.get("pin"), army_name(m.get("faction"), lang), r.club,
                     r.tp, r.op, r.vp, r.opp_op, r.op_raw, r.vp_raw, r.games,
                     r.count("win") + r.count("big_win"), r.count("tie"), r.count("loss"), r.byes,
                     _placed_by(r.decided_by, lang), "; ".join(notes)])
    return _csv(rows, delimiter)


def results_csv(games: Iterable[Mapping[str, Any]], delimiter: str = ",", lang: str | None = None) -> str:
    """One row per table and round (a bye is a row with Player B "BYE"); ``games`` are dicts with the
    header's keys in snake case (``round``, ``scenario``, ``points``, ``table``, ``label``, ``a``, ``pin_a``,
    ``faction_a``, ``op_a``, ``vp_a``, ``tp_a``, the same for ``b``, ``end_reason``, ``tally_game_id``); headers
    and words in ``lang`` (default: the current language)."""
    lang = lang or language()
    rows: list[list[Any]] = [[
        pgettext("csv export", "Round", lang), pgettext("csv export", "Scenario", lang),
        pgettext("csv export", "Points", lang), pgettext("csv export", "Table", lang),
        pgettext("csv export", "Table label", lang), pgettext("csv export", "Player A", lang),
        pgettext("csv export", "PIN A", lang), pgettext("csv export", "Faction A", lang),
        pgettext("csv export", "OP A", lang), pgettext("csv export", "VP A", lang), pgettext("csv export", "TP A", lang),
        pgettext("csv export", "Player B", lang), pgettext("csv export", "PIN B", lang),
        pgettext("csv export", "Faction B", lang), pgettext("csv export", "OP B", lang),
        pgettext("csv export", "VP B", lang), pgettext("csv export", "TP B", lang),
        pgettext("csv export", "Ended", lang), pgettext("csv export", "Tallied game", lang)]]
    for g in games:
        if g.get("bye"):
            rows.append([g["round"], g.get("scenario"), g.get("points"), None, None, g["a"], g.get("pin_a"),
                         army_name(g.get("faction_a"), lang), g.get("op_a"), g.get("vp_a"), g.get("tp_a"),
                         pgettext("csv export", "BYE", lang), None, None, None, None, None, _ended("bye", lang), None])
            continue
        rows.append([g["round"], g.get("scenario"), g.get("points"), g.get("table"), g.get("label"), g["a"],
                     g.get("pin_a"), army_name(g.get("faction_a"), lang), g.get("op_a"), g.get("vp_a"), g.get("tp_a"),
                     g["b"], g.get("pin_b"), army_name(g.get("faction_b"), lang), g.get("op_b"), g.get("vp_b"), g.get("tp_b"),
                     _ended(g.get("end_reason"), lang), g.get("tally_game_id")])
    return _csv(rows, delimiter)


# The OTM sheet stays in English whatever the language: it is typed into Corvus Belli's Official Tournament
# Manager, an English tool whose form says "Round", "Table", "OP", "VP"; an organizer copies it field by field.
# Nothing below goes through the catalog, and its bytes must not change with --lang or the window's language.
OTM_HEADER = ["Round", "Table", "Player 1 PIN", "Player 1", "Player 1 OP", "Player 1 VP", "Player 2 PIN", "Player 2",
              "Player 2 OP", "Player 2 VP"]
# After the OTM form's columns, everything else the event knows (additive: a reader of the first ten is unaffected).
OTM_EXTRA = ["Scenario", "Points", "Player 1 Faction", "Player 1 Sectorial", "Player 1 TP", "Player 2 Faction",
             "Player 2 Sectorial", "Player 2 TP", "Notes"]


def v(x: Any) -> str:
    return "" if x is None else str(_num(x))


def _notes(g: Mapping[str, Any], rnd: int, players: Mapping[Any, Mapping[str, Any]]) -> str:
    out = []
    if g.get("forfeit_by"):
        out.append(f"bye: {g['forfeit_by']} did not turn up")
    for key in ("a", "b"):
        p = players.get(g.get(key)) or {}
        if p.get("joined_round", 1) == rnd and rnd > 1:
            out.append(f"{g[key]} joined in round {rnd} (late entry)")
        if p.get("dropped_after_round") == rnd:
            out.append(f"{g[key]} dropped after round {rnd}")
    return "; ".join(out)


def otm_sheet(title: str, rounds: Sequence[Mapping[str, Any]], games: Sequence[Mapping[str, Any]], *,
              fmt: str = "text", players: Sequence[Mapping[str, Any]] | None = None) -> str:
    """The results in the order the OTM's result form asks for them: per round, table by table, both
    players (PIN, name, OP, VP), the bye last; then what else the event knows (scenario, factions and
    sectorials, TP, forfeits, drops and late entries). ``rounds``: dicts with ``round``, ``scenario``,
    ``points``; ``players``: dicts with ``name``, ``pin``, ``faction``, ``sectorial``, ``joined_round``,
    ``dropped_after_round``."""
    by_name = {p["name"]: p for p in players or []}
    info = {r["round"]: r for r in rounds}
    by_round: dict[int, list[Mapping[str, Any]]] = {}
    for g in games:
        by_round.setdefault(g["round"], []).append(g)
    for gs in by_round.values():
        gs.sort(key=lambda g: (bool(g.get("bye")), g.get("table") or 0))
    if fmt == "csv":
        rows: list[list[Any]] = [OTM_HEADER + OTM_EXTRA]
        for rnd in sorted(by_round):
            r = info.get(rnd, {})
            for g in by_round[rnd]:
                extra = [r.get("scenario_name") or r.get("scenario") or g.get("scenario"), r.get("points"),
                         army_name(g.get("faction_a"), "en"), army_name(g.get("sectorial_a"), "en"), g.get("tp_a"),
                         army_name(g.get("faction_b"), "en"), army_name(g.get("sectorial_b"), "en"), g.get("tp_b"),
                         _notes(g, rnd, by_name)]
                if g.get("bye"):
                    rows.append([rnd, "BYE", g.get("pin_a"), g["a"], None, None, None, "BYE", None, None] + extra)
                else:
                    rows.append([rnd, g.get("table"), g.get("pin_a"), g["a"], g.get("op_a"), g.get("vp_a"),
                                 g.get("pin_b"), g["b"], g.get("op_b"), g.get("vp_b")] + extra)
        return _csv(rows)
    if fmt != "text":
        raise ValueError(f"fmt: must be 'text' or 'csv', got {fmt!r}")
    names = [g[k] for g in games for k in ("a", "b") if g.get(k)] or ["Player"]
    w = max(8, min(max(len(str(n)) for n in names), 28))
    out = [title, "=" * len(title), ""]
    for rnd in sorted(by_round):
        r = info.get(rnd, {})
        head = f"Round {rnd}"
        if r.get("scenario"):
            head += f" - {r.get('scenario_name') or r['scenario']}"
        if r.get("points"):
            head += f", {r['points']} points"
        out += [head, "-" * len(head),
                f"{'Table':>5}  {'PIN':<12} {'Player 1':<{w}} {'OP':>3} {'VP':>5}   "
                f"{'PIN':<12} {'Player 2':<{w}} {'OP':>3} {'VP':>5}"]

        for g in by_round[rnd]:
            if g.get("bye"):
                out.append(f"{'BYE':>5}  {v(g.get('pin_a')):<12} {str(g['a'])[:w]:<{w}}")
                if _notes(g, rnd, by_name):
                    out.append(f"{'':>5}  ({_notes(g, rnd, by_name)})")
                continue
            out.append(f"{v(g.get('table')):>5}  {v(g.get('pin_a')):<12} {str(g['a'])[:w]:<{w}} {v(g.get('op_a')):>3} "
                       f"{v(g.get('vp_a')):>5}   {v(g.get('pin_b')):<12} {str(g['b'])[:w]:<{w}} "
                       f"{v(g.get('op_b')):>3} {v(g.get('vp_b')):>5}   TP {v(g.get('tp_a'))}-{v(g.get('tp_b'))}")
            note = _notes(g, rnd, by_name)
            if note:
                out.append(f"{'':>5}  ({note})")
        out.append("")
    if players:
        out += ["Players", "-------"]
        for p in players:
            army = " / ".join(army_name(x, "en") for x in (p.get("faction"), p.get("sectorial")) if x) or "-"
            status = []
            if p.get("joined_round", 1) > 1:
                status.append(f"late entry, from round {p['joined_round']}")
            if p.get("dropped_after_round") is not None:
                status.append(f"dropped after round {p['dropped_after_round']}")
            line = f"{v(p.get('pin')):<12} {str(p['name'])[:w]:<{w}} {army}"
            out.append(line + (f"  ({'; '.join(status)})" if status else ""))
    return "\n".join(out).rstrip() + "\n"


__all__ = ["ImportResult", "ImportedPlayer", "otm_sheet", "parse_players_csv", "results_csv", "standings_csv"]
