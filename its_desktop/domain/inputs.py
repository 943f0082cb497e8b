"""The boundary every file the app reads goes through: bytes, text, then JSON or TOML data.

Whatever a user points the app at — a FIFO, ``/dev/zero``, a 6 GB file, Excel's UTF-16 "Unicode
text", JSON nested 100,000 deep, ``1e400``, a 4,300-digit integer, ``"\\ud800"`` — comes back as
data the checkers can trust to be finite numbers, sane integers, valid text and shallow
structures, or as one :class:`~.errors.InputError` naming the file and the field. What a file's
fields *mean* is checked by its own reader (table state, event, roster, map); this module only
makes sure those readers never meet a value Python cannot handle.
"""

from __future__ import annotations

import codecs
import io
import json
import math
import os
import re
import stat
from collections.abc import Generator, Iterator
from typing import Any

from .errors import InputError, cannot_read, os_reason
from .i18n import _

MiB = 1024 * 1024
MAX_BYTES = 16 * MiB        # an event of 1,000 players or a table state is well under 1 MB
MAX_LINE_BYTES = 4 * MiB    # one state of a JSON Lines batch
MAX_DEPTH = 40              # our formats nest at most ~8 deep; Python's parsers recurse at ~1,000
MAX_INT = 2 ** 53           # every whole number a float holds exactly; sizes, points and ids are far below
MAX_INT_DIGITS = 20         # longer digit strings are refused before int() spends time on them

_BOMS = (  # longest first: the UTF-32 LE mark starts with the UTF-16 LE one
    (codecs.BOM_UTF32_LE, "utf-32-le"), (codecs.BOM_UTF32_BE, "utf-32-be"), (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def _name(path: str | os.PathLike[str]) -> str:
    return os.fspath(path)


# -- bytes -------------------------------------------------------------------------------------------


def open_regular(path: str | os.PathLike[str], limit: int | None = MAX_BYTES) -> io.BufferedReader:
    """Open ``path`` for reading if it is a regular file of at most ``limit`` bytes (None: any size).

    A FIFO is opened without blocking and refused, as are devices (``/dev/zero`` never ends),
    sockets and folders."""
    name = _name(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise InputError("(file)", cannot_read(os_reason(exc)), file=name) from None
    except ValueError:  # an embedded NUL in the path
        raise InputError("(file)", cannot_read(_("the name holds a NUL character")), file=name) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise InputError("(file)", _("is a folder, not a file"), file=name)
        if not stat.S_ISREG(st.st_mode):
            raise InputError("(file)", _("not a regular file (a device, pipe or socket): give a file"), file=name)
        if limit is not None and st.st_size > limit:
            raise InputError("(file)", f"too large ({_size(st.st_size)}; at most {_size(limit)} is read)",
                             file=name)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_bytes(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (a file growing while read is cut off and refused)."""
    with open_regular(path, limit) as fh:
        try:
            data = fh.read(limit + 1)
        except OSError as exc:
            raise InputError("(file)", cannot_read(os_reason(exc)), file=_name(path)) from None
    if len(data) > limit:
        raise InputError("(file)", f"too large (more than {_size(limit)})", file=_name(path))
    return data


def _size(n: int) -> str:
    return f"{n / MiB:.1f} MB" if n >= MiB else f"{n:,} bytes"


# -- text --------------------------------------------------------------------------------------------


def sniff_encoding(head: bytes) -> tuple[str, int]:
    """(codec, length of its byte-order mark) from a file's first bytes: a BOM, else UTF-16 without
    one when every other byte of the start is NUL (what some Windows tools write), else UTF-8."""
    for bom, codec in _BOMS:
        if head.startswith(bom):
            return codec, len(bom)
    sample = head[:64] if len(head) % 2 == 0 else head[:-1][:64]
    if len(sample) >= 4:
        evens, odds = sample[0::2], sample[1::2]
        if not any(odds) and all(evens):
            return "utf-16-le", 0
        if not any(evens) and all(odds):
            return "utf-16-be", 0
    return "utf-8", 0


def sniff_delimiter(header: str) -> str:
    """The CSV delimiter a header row uses: whichever of ``;`` (spreadsheets in French or Spanish
    locales), ``,`` and tab appears most outside quoted cells (``,`` on a tie or when none does), so a
    quoted ``"Silva, Ana"`` does not make a semicolon file look comma-separated."""
    counts = dict.fromkeys((";", ",", "\t"), 0)
    quoted = False
    for ch in header:
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch in counts:
            counts[ch] += 1
    best = max(counts, key=lambda d: (counts[d], d == ","))
    return best if counts[best] else ","


def decode(data: bytes, file: str | None = None, *, legacy: str | None = None) -> str:
    """Text from bytes: UTF-8 (with or without a BOM), UTF-16 or UTF-32 (by their BOM, or UTF-16 without one).

    ``legacy`` (e.g. ``cp1252``) is tried when the bytes are not UTF-8 — what Excel writes as "CSV" on
    Windows. A NUL character is refused: no text format the app reads has one, and it is the sign of a
    UTF-16 file read the wrong way."""
    codec, skip = sniff_encoding(data[:128])
    try:
        text = data[skip:].decode(codec)
    except UnicodeDecodeError as exc:
        if legacy is None or codec != "utf-8":
            line = data[skip:exc.start].count(b"\n") + 1
            raise InputError(f"line {line}", f"not {codec.upper()} text (byte {data[skip + exc.start]:#04x}); "
                                             "save the file as UTF-8", file=file) from None
        text = data.decode(legacy, errors="replace")
    check_no_nul(text, file)
    return text


def check_no_nul(text: str, file: str | None = None) -> None:
    at = text.find("\x00")
    if at >= 0:
        line = text.count("\n", 0, at) + 1
        raise InputError(f"line {line}", "contains a NUL character (is it a UTF-16 file without its mark, or "
                                         "not a text file?)", file=file)


def check_text(text: str, file: str | None = None) -> None:
    """Refuse text no file can hold: a NUL, or a lone surrogate (text handed over by a caller, not decoded)."""
    check_no_nul(text, file)
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            line = text.count("\n", 0, exc.start) + 1
            raise InputError(f"line {line}", f"contains a lone surrogate ({text[exc.start]!r}): not valid text",
                             file=file) from None


def read_text(path: str | os.PathLike[str], limit: int = MAX_BYTES, *, legacy: str | None = None) -> str:
    """A regular text file of at most ``limit`` bytes, decoded as :func:`decode` does."""
    return decode(read_bytes(path, limit), _name(path), legacy=legacy)


def iter_lines(path: str | os.PathLike[str], line_limit: int = MAX_LINE_BYTES) -> Generator[tuple[int, str], None, None]:
    """(line number, line) of a regular text file of any length, one line in memory at a time."""
    name = _name(path)
    raw = open_regular(path, None)
    with raw:
        buffered = raw
        codec, skip = sniff_encoding(buffered.peek(128)[:128])
        buffered.read(skip)
        text = io.TextIOWrapper(buffered, encoding=codec, errors="strict", newline=None)
        number = 0
        while True:
            try:
                line = text.readline(line_limit + 1)
            except UnicodeDecodeError:
                raise InputError(f"line {number + 1}", f"not {codec.upper()} text; save the file as UTF-8",
                                 file=name) from None
            except OSError as exc:
                raise InputError("(file)", cannot_read(os_reason(exc)), file=name) from None
            if not line:
                return
            number += 1
            if len(line) > line_limit:
                raise InputError(f"line {number}", f"longer than {_size(line_limit)}", file=name)
            check_no_nul(line, name)
            yield number, line


# -- data --------------------------------------------------------------------------------------------


class MalformedJSON(InputError):
    """Text that is not JSON at all (as opposed to JSON holding a bad value)."""


class _Bad(Exception):
    """A value no reader should meet; the walk adds the path as it unwinds."""

    def __init__(self, message: str) -> None:
        self.message = message
        self.path: list[str] = []


class _BigInt:
    """A JSON integer too long to convert: kept as text until the walk reports where it is."""

    def __init__(self, digits: str) -> None:
        self.digits = digits


def _parse_int(digits: str) -> int | _BigInt:
    return _BigInt(digits) if len(digits.lstrip("-")) > MAX_INT_DIGITS else int(digits)


_STRING = r'"(?:[^"\\\n]|\\.)*"'
_JSON_SKIP = re.compile(_STRING)
_TOML_SKIP = re.compile(r'"""(?:[^\\]|\\.)*?"""|\'\'\'.*?\'\'\'|' + _STRING + r"|'[^'\n]*'|#[^\n]*", re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}\n]+")


def nesting(text: str, skip: re.Pattern[str] = _JSON_SKIP) -> tuple[int, int]:
    """(deepest bracket nesting, line where it is reached) of JSON or TOML text, brackets in strings and
    comments not counted. Run before parsing, because Python's parsers recurse once per level."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return 0, 0
    # A JSON string holds no line break, so it goes at C speed; TOML's multi-line strings keep their lines.
    bare = _json_outside_strings(text) if skip is _JSON_SKIP else \
        skip.sub(lambda m: "\n" * m.group().count("\n"), text)
    brackets = _NOT_BRACKET.sub("", bare)
    depth = deepest = 0
    line = at = 1
    for ch in brackets:
        if ch == "\n":
            line += 1
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest, at = depth, line
        else:
            depth -= 1
    return deepest, at


def _json_outside_strings(text: str) -> str:
    """JSON text without its strings. Without an escaped quote, every other piece between quotes is a string
    (when none holds a line break, as JSON's cannot): split at C speed, ten times faster than the pattern, which
    held the interpreter 4 s on a 14 MB event file (the window's import thread froze the window meanwhile)."""
    if '\\"' not in text:
        pieces = text.split('"')
        if not any("\n" in piece for piece in pieces[1::2]):
            return "".join(pieces[::2])
    return _JSON_SKIP.sub("", text)


def _too_deep(text: str, file: str | None, field: str, skip: re.Pattern[str]) -> None:
    deepest, line = nesting(text, skip)
    if deepest > MAX_DEPTH:
        raise InputError(field, f"nested more than {MAX_DEPTH} levels deep (at line {line})", file=file)


def _json_reason(msg: str) -> str:
    """The json module's reason (English) in our words; one we do not know stays as it is."""
    reasons = {
        "Expecting property name enclosed in double quotes": _("a key in double quotes was expected"),
        "Expecting value": _("a value was expected"),
        "Expecting ',' delimiter": _("a comma was expected"),
        "Expecting ':' delimiter": _("a colon was expected"),
        "Extra data": _("more text after the end of the data"),
        "Unterminated string starting at": _("a string is not closed"),
        "Invalid control character at": _("a control character inside a string"),
        "Invalid \\escape": _("an invalid escape (a backslash)"),
        "Invalid \\uXXXX escape": _("an invalid \\u escape"),
        "Illegal trailing comma before end of object": _("a comma before the closing brace"),
        "Illegal trailing comma before end of array": _("a comma before the closing bracket"),
    }
    return reasons.get(msg, msg)


def load_json(text: str, file: str | None = None, *, field: str = "(json)") -> Any:
    """Decoded JSON, checked by :func:`check_data`; errors name the field the bad value is at.

    The walk of :func:`check_data` runs only when the decoder met a number out of range or ``NaN``, or the
    text has an escape or a character that may hide a lone surrogate or a NUL: the JSON Lines path of
    ``evaluate`` reads thousands of states a second and most never need it."""
    _too_deep(text, file, field, _JSON_SKIP)
    flagged: list[bool] = []

    def parse_int(digits: str) -> int | _BigInt:
        value = _parse_int(digits)
        if isinstance(value, _BigInt) or not -MAX_INT <= value <= MAX_INT:
            flagged.append(True)
        return value

    def parse_float(literal: str) -> float:
        value = float(literal)
        if value in _INFINITIES:
            flagged.append(True)
        return value

    def parse_constant(word: str) -> float:
        flagged.append(True)
        return float(word)

    try:
        data = json.loads(text, parse_int=parse_int, parse_float=parse_float, parse_constant=parse_constant)
    except json.JSONDecodeError as exc:
        raise MalformedJSON(field, _("malformed JSON at line {line} column {column}: {reason}").format(
            line=exc.lineno, column=exc.colno, reason=_json_reason(exc.msg)), file=file) from None
    except RecursionError:  # pragma: no cover - the nesting check comes first
        raise InputError(field, "nested too deep", file=file) from None
    if flagged or "\\u" in text or "\x00" in text or not _is_text(text):
        check_data(data, file)
    return data


_INFINITIES = (math.inf, -math.inf)


def _is_text(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def load_toml(text: str, file: str | None = None) -> dict[str, Any]:
    """Decoded TOML, checked by :func:`check_data` (TOML allows ``inf`` and ``nan``; map files do not)."""
    import tomllib  # here: the JSON readers (every command's event, table or game file) need no TOML parser

    check_no_nul(text, file)
    _too_deep(text, file, "(toml)", _TOML_SKIP)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputError("", f"malformed TOML: {exc}", file=file) from None
    except RecursionError:
        raise InputError("(toml)", f"nested more than {MAX_DEPTH} levels deep", file=file) from None
    except ValueError:  # int() refuses a literal of more than 4,300 digits
        raise InputError("(toml)", "a number has thousands of digits", file=file) from None
    check_data(data, file)
    return data


def check_data(data: Any, file: str | None = None) -> None:
    """Refuse what decoded JSON or TOML may hold but no reader expects: non-finite numbers, integers beyond
    ±2**53, text with a lone surrogate or a NUL, nesting deeper than :data:`MAX_DEPTH` (dotted TOML keys
    nest without brackets). The error's field is the path to the value: ``troopers[2].x``."""
    try:
        _walk(data, 0)
    except _Bad as bad:
        raise InputError(_path(reversed(bad.path)), bad.message, file=file) from None


def _path(parts: Iterator[str]) -> str:
    out = ""
    for part in parts:
        out += part if part.startswith("[") or not out else f".{part}"
    return out or "(top level)"


def _walk(value: Any, depth: int) -> None:
    if isinstance(value, str):
        _text(value)
    elif isinstance(value, bool) or value is None:
        return
    elif isinstance(value, int):
        if not -MAX_INT <= value <= MAX_INT:
            raise _Bad(f"number too large ({str(value)[:12]}…): at most {MAX_INT:,}")
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise _Bad(f"must be a finite number, got {value!r}")
    elif isinstance(value, _BigInt):
        raise _Bad(f"number too large ({value.digits[:12]}…, {len(value.digits)} digits)")
    elif isinstance(value, (dict, list)):
        if depth >= MAX_DEPTH:
            raise _Bad(f"nested more than {MAX_DEPTH} levels deep")
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            try:
                if isinstance(key, str):
                    _text(key)
                _walk(item, depth + 1)
            except _Bad as bad:
                if isinstance(key, int):  # a list element with an id is named by it, as the readers name it
                    name = item.get("id") if isinstance(item, dict) else None
                    bad.path.append(f"[{name}]" if isinstance(name, str) and name.isprintable() else f"[{key}]")
                else:
                    bad.path.append(_key(key))
                raise
    else:
        from datetime import date, datetime, time  # TOML's own values (the JSON readers make none)

        if not isinstance(value, (date, datetime, time)):  # pragma: no cover - json and tomllib make no other types
            raise _Bad(f"unexpected value {type(value).__name__}")


def _key(key: str) -> str:
    return key if key.isascii() and key.isprintable() else repr(key)


def _text(s: str) -> None:
    if s.isascii():
        if "\x00" in s:
            raise _Bad("contains a NUL character")
        return
    try:
        s.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise _Bad(f"contains a lone surrogate ({s[exc.start]!r}): not valid text") from None
    if "\x00" in s:
        raise _Bad("contains a NUL character")


def read_json(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> Any:
    """A JSON file through the whole boundary: regular file, size, encoding, depth, values."""
    return load_json(read_text(path, limit), _name(path))


def read_toml(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> dict[str, Any]:
    return load_toml(read_text(path, limit), _name(path))


__all__ = ["InputError", "MAX_BYTES", "MalformedJSON", "MAX_DEPTH", "check_data", "check_no_nul", "decode", "iter_lines",
           "load_json", "load_toml", "open_regular", "read_bytes", "read_json", "read_text", "read_toml",
           "sniff_encoding"]
