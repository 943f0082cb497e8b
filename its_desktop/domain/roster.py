"""A player's roster: the troopers of an army list before they are on the table.

Rosters come from files people type or export from a spreadsheet, so every reader checks every
field and names the bad one: ``row 4.points`` in a CSV file (the header is row 1, blank rows are
counted like a spreadsheet counts them) or ``troopers[2].base_mm`` in a JSON file (counted from 0,
as in a table state). Errors are :class:`RosterError`, an :class:`~.errors.InputError` whose one-line
text also names the file.

CSV: a header row, then one trooper per row. Columns ``name``, ``points``, ``base_mm`` are required;
``kind``, ``state``, ``troop_type``, ``roles``, ``tags``, ``count`` are optional (an empty cell takes
the default). ``roles`` and ``tags`` hold several names separated by ``;`` or ``|``. The delimiter
is the one the header row uses most outside quotes (:func:`~.inputs.sniff_delimiter`): ``,``, ``;``
(what spreadsheets write in French or Spanish locales; there a decimal comma is read too) or a tab. Column names and vocabulary words are read case-insensitively
and ``-`` or a space counts as ``_`` (``Key-Ops`` is ``key_ops``); troop types are upper case.
Columns we do not know are ignored (a ``notes`` column is fine), except one that looks like a typo
of a known column (``tag``), which is an error rather than silently losing the data.

JSON: ``{"troopers": [{...}]}`` or a bare list of the same objects, with the same keys. Unknown keys
are ignored (the project's JSON is additive), again except near-misses of known keys.
"""

from __future__ import annotations

import csv
import difflib
import io
import json
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import bounds, inputs
from .errors import InputError
from .i18n import _
from .table import KINDS, PLAYERS, ROLES, TAGS, TROOP_TYPES, StateError, Trooper

REQUIRED = ("name", "points", "base_mm")
OPTIONAL = ("kind", "state", "troop_type", "roles", "tags", "count")
COLUMNS = REQUIRED + OPTIONAL
LIST_SEPARATORS = (";", "|")
MAX_COUNT = 200        # copies of one line; an army list has at most ~15 troopers a side
MAX_TROOPERS = 2000    # in one roster, all lines and counts together
MAX_FILE_BYTES = 4 * 1024 * 1024


class RosterError(InputError):
    """A bad field in a roster file. ``field`` is e.g. ``row 4.points``; ``str()`` adds the file."""

    def __init__(self, source: str, field: str, message: str) -> None:
        super().__init__(field, message, file=source or None)

    @property
    def source(self) -> str:
        return self.file or ""


@dataclass(frozen=True)
class RosterEntry:
    """One line of an army list. ``count`` identical troopers (e.g. three Fusiliers)."""

    name: str
    points: int
    base_mm: float
    kind: str = "model"
    state: str = "normal"
    troop_type: str | None = None
    roles: frozenset[str] = frozenset()
    tags: frozenset[str] = frozenset()
    count: int = 1


# ---------------------------------------------------------------- value checks (shared)

class _Fail(Exception):
    """A value problem; the reader adds the file and the field."""


def _word(value: str) -> str:
    return value.strip().lower().replace("-", "_").replace(" ", "_")


def _points(value: Any) -> int:
    number = _finite(value)
    if number != int(number):
        raise _Fail(f"must be a whole number of Army Points, got {value!r}")
    if number < 0:
        raise _Fail(f"must be 0 or more, got {value!r}")
    _bounded(number, bounds.TROOPER_POINTS)
    return int(number)


def _base(value: Any) -> float:
    number = _finite(value)
    if number <= 0:
        raise _Fail(f"must be a base diameter in mm, more than 0, got {value!r}")
    return _bounded(number, bounds.BASE_MM)


def _bounded(number: float, bound: bounds.Bound) -> float:
    why = bound.problem(number)
    if why is not None:
        raise _Fail(why)
    return number


def _count(value: Any) -> int:
    number = _finite(value)
    if number != int(number) or not 1 <= number <= MAX_COUNT:
        raise _Fail(f"must be a whole number, at least 1 and at most {MAX_COUNT}, got {value!r}")
    return int(number)


def _finite(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _Fail(f"must be a number, got {value!r}")
    if not math.isfinite(value):
        raise _Fail(f"must be a finite number, got {value!r}")
    return float(value)


def _choice(value: Any, allowed: Iterable[str], what: str, *, upper: bool = False) -> str:
    if not isinstance(value, str):
        raise _Fail(f"must be a {what} name, got {value!r}")
    word = value.strip().upper() if upper else _word(value)
    allowed = sorted(allowed)
    if word not in allowed:
        raise _Fail(f"unknown {what} {value.strip()!r}; known: {', '.join(allowed)}")
    return word


def _names(value: Any, allowed: set[str], what: str) -> frozenset[str]:
    if isinstance(value, str):
        for sep in LIST_SEPARATORS[1:]:
            value = value.replace(sep, LIST_SEPARATORS[0])
        value = value.split(LIST_SEPARATORS[0])
    elif not isinstance(value, list):
        raise _Fail(f"must be a list of {what} names, got {value!r}")
    found = set()
    for item in value:
        if not isinstance(item, str):
            raise _Fail(f"must be a list of {what} names, got {item!r}")
        if item.strip():
            found.add(_choice(item, allowed, what))
    return frozenset(found)


def _near_miss(keys: Iterable[str]) -> tuple[str, str] | None:
    """An unknown key that looks like a misspelt known one: (key, known)."""
    for key in keys:
        if key in COLUMNS:
            continue
        close = difflib.get_close_matches(_word(key), COLUMNS, n=1, cutoff=0.75)
        if close:
            return key, close[0]
    return None


class _Checker:
    """Turns a mapping of raw values into a RosterEntry, naming the field that fails."""

    def __init__(self, source: str, states: set[str], roles: set[str] | None) -> None:
        self.source = source
        self.states = set(states)
        self.roles = ROLES | {_word(r) for r in roles or ()}

    def fail(self, field: str, message: str) -> RosterError:
        return RosterError(self.source, field, message)

    def entry(self, raw: dict[str, Any], where: str, number: Any) -> RosterEntry:
        """``number(text)`` turns a raw value into a number (CSV cells are text)."""
        values: dict[str, Any] = {}
        for key in COLUMNS:
            value = raw.get(key)
            if value is None:
                if key in REQUIRED:
                    raise self.fail(f"{where}.{key}", "missing")
                continue
            try:
                if key == "name":
                    if not isinstance(value, str) or not value.strip():
                        raise _Fail("must be a non-empty text")
                    values[key] = value.strip()
                elif key == "points":
                    values[key] = _points(number(value))
                elif key == "base_mm":
                    values[key] = _base(number(value))
                elif key == "count":
                    values[key] = _count(number(value))
                elif key == "kind":
                    values[key] = _choice(value, KINDS, "kind")
                elif key == "state":
                    values[key] = _choice(value, self.states, "state")
                elif key == "troop_type":
                    values[key] = _choice(value, TROOP_TYPES, "troop type", upper=True)
                elif key == "roles":
                    values[key] = _names(value, self.roles, "role")
                elif key == "tags":
                    values[key] = _names(value, TAGS, "tag")
            except _Fail as exc:
                raise self.fail(f"{where}.{key}", str(exc)) from None
        if "state" not in values and "normal" not in self.states:
            raise self.fail(f"{where}.state", "missing, and this season has no 'normal' state")
        return RosterEntry(**values)


# ---------------------------------------------------------------- CSV

def _csv_number(decimal_comma: bool) -> Callable[[str], float | str]:
    def number(text: str) -> float | str:
        cleaned = text.strip()
        if decimal_comma:
            cleaned = cleaned.replace(",", ".")
        try:
            return float(cleaned)
        except ValueError:
            return text.strip()  # not a number: the check names it
    return number


def read_roster_csv(text: str, source: str, states: set[str], *, roles: set[str] | None = None) -> list[RosterEntry]:
    """Read a CSV roster. ``states`` are the season's trooper states; ``roles`` adds the scenario's."""
    checker = _Checker(source, states, roles)
    text = text.removeprefix("\ufeff")
    _text_ok(text, source)
    if not text.strip():
        raise checker.fail("(file)", "empty: a roster needs a header row (name, points, base_mm, ...)")
    header_line = next(line for line in text.splitlines() if line.strip())
    delimiter = inputs.sniff_delimiter(header_line)
    number = _csv_number(decimal_comma=delimiter == ";")
    try:
        records = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True))
    except csv.Error as exc:
        raise checker.fail("(csv)", f"malformed CSV: {exc}") from None

    def blank(record: list[str]) -> bool:
        return not any(cell.strip() for cell in record)

    header_row = next((i for i, record in enumerate(records, start=1) if not blank(record)), None)
    if header_row is None:
        raise checker.fail("(file)", "empty: a roster needs a header row (name, points, base_mm, ...)")
    header = [_word(cell) for cell in records[header_row - 1]]
    where = f"row {header_row}"
    for i, name in enumerate(header):
        if name and name in header[:i]:
            raise checker.fail(f"{where}.{name}", "column appears twice")
    if miss := _near_miss(h for h in header if h):
        raise checker.fail(f"{where}.{miss[0]}", f"unknown column; did you mean {miss[1]!r}?")
    for name in REQUIRED:
        if name not in header:
            raise checker.fail(f"{where}.{name}", "missing column (the header needs name, points, base_mm)")

    entries = []
    for row, record in enumerate(records[header_row:], start=header_row + 1):
        if blank(record):
            continue
        if len(record) > len(header) and not blank(record[len(header):]):
            raise checker.fail(f"row {row}", f"{len(record)} cells but the header has {len(header)} columns")
        raw = {name: cell for name, cell in zip(header, record) if name in COLUMNS and cell.strip()}
        entries.append(checker.entry(raw, f"row {row}", number))
        _total(entries, checker, f"row {row}")
    return entries


def _text_ok(text: str, source: str) -> None:
    try:
        inputs.check_text(text)
    except InputError as exc:
        raise RosterError(source, exc.field or "(file)", exc.message) from None


def _total(entries: list[RosterEntry], checker: _Checker, where: str) -> None:
    if sum(e.count for e in entries) > MAX_TROOPERS:
        raise checker.fail(f"{where}.count", f"the roster passes {MAX_TROOPERS} troopers")


# ---------------------------------------------------------------- JSON

def read_roster_json(text: str, source: str, states: set[str], *, roles: set[str] | None = None) -> list[RosterEntry]:
    """Read ``{"troopers": [...]}`` or a bare list of trooper objects."""
    checker = _Checker(source, states, roles)
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise checker.fail("(json)", "empty file")
    try:
        inputs.check_no_nul(text)
        data = inputs.load_json(text)
    except InputError as exc:
        raise checker.fail(exc.field, exc.message) from None
    if isinstance(data, dict):
        if "troopers" not in data:
            raise checker.fail("troopers", "missing")
        data = data["troopers"]
        if not isinstance(data, list):
            raise checker.fail("troopers", "must be a list")
    elif not isinstance(data, list):
        raise checker.fail("(top level)", 'must be {"troopers": [...]} or a list of troopers')
    entries = []
    for i, raw in enumerate(data):
        where = f"troopers[{i}]"
        if not isinstance(raw, dict):
            raise checker.fail(where, "must be an object")
        if miss := _near_miss(raw):
            raise checker.fail(f"{where}.{miss[0]}", f"unknown key; did you mean {miss[1]!r}?")
        entries.append(checker.entry(raw, where, lambda v: v))
        _total(entries, checker, where)
    return entries


def write_roster_json(entries: Iterable[RosterEntry]) -> str:
    """The JSON form :func:`read_roster_json` reads back: every key, lists sorted, UTF-8 kept."""
    troopers = [
        {
            "name": e.name,
            "points": e.points,
            "base_mm": int(e.base_mm) if float(e.base_mm).is_integer() else e.base_mm,
            "kind": e.kind,
            "state": e.state,
            "troop_type": e.troop_type,
            "roles": sorted(e.roles),
            "tags": sorted(e.tags),
            "count": e.count,
        }
        for e in entries
    ]
    return json.dumps({"troopers": troopers}, indent=2, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------- files and the table

def read_roster(path: Path, states: set[str], *, roles: set[str] | None = None) -> list[RosterEntry]:
    """Read a ``.csv`` or ``.json`` roster file (by extension, any case)."""
    path = Path(path)
    readers = {".csv": read_roster_csv, ".json": read_roster_json}
    reader = readers.get(path.suffix.lower())
    if reader is None:
        raise RosterError(str(path), "(file)", "a roster file must end in .csv or .json")
    try:
        # Excel's "CSV" on Windows is cp1252, its "Unicode text" UTF-16: both are read.
        text = inputs.read_text(path, MAX_FILE_BYTES, legacy="cp1252" if reader is read_roster_csv else None)
    except InputError as exc:
        raise RosterError(str(path), exc.field, exc.message) from None
    return reader(text, str(path), states, roles=roles)


def to_trooper(entry: RosterEntry, tid: str, player: str, x: float, y: float) -> Trooper:
    """One trooper of ``entry`` on the table (``count`` is the caller's business: call once per copy)."""
    if player not in PLAYERS:
        raise StateError("player", _("must be 'A' or 'B', got {got!r}").format(got=player))
    if not tid:
        raise StateError("id", _("must be a non-empty string"))
    return Trooper(
        id=tid, player=player, x=float(x), y=float(y), base_mm=float(entry.base_mm), points=float(entry.points),
        state=entry.state, kind=entry.kind, troop_type=entry.troop_type,
        roles=frozenset(entry.roles), tags=frozenset(entry.tags), name=entry.name,
    )
