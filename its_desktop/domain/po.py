"""Gettext catalogs without Babel: read a ``.po`` file and write the ``.mo`` file ``gettext`` loads.

Standard library only, so ``setup.py`` can load this file by path while building the wheel (the
``.mo`` files are compiled there, not committed) and a source checkout can compile in memory.
"""

from __future__ import annotations

import struct
from pathlib import Path


class PoError(ValueError):
    """A ``.po`` file that cannot be read: the message names the file and line."""


def parse_po(text: str, name: str = "<po>") -> dict[str, str]:
    """``{msgid: msgstr}`` as ``.mo`` stores them: a context joins with ``\\x04``, plural forms
    (msgid and msgstr[n]) with ``\\x00``. Untranslated (empty) entries are left out."""
    entries: list[dict[str, list[str]]] = []
    current: dict[str, list[str]] = {}
    key = None

    def flush() -> None:
        nonlocal current, key
        if "msgid" in current:
            entries.append(current)
        current, key = {}, None

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line and current:
                flush()
            continue
        if line.startswith('"'):
            if key is None:
                raise PoError(f"{name}:{lineno}: a string outside any entry")
            current[key].append(_unquote(line, name, lineno))
            continue
        word, _, rest = line.partition(" ")
        if word in ("msgctxt", "msgid") and ("msgstr" in current or any(k.startswith("msgstr[") for k in current)):
            flush()
        if word not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not word.startswith("msgstr["):
            raise PoError(f"{name}:{lineno}: unknown keyword {word!r}")
        key = word
        current[key] = [_unquote(rest.strip(), name, lineno)]
    flush()
    out: dict[str, str] = {}
    seen: set[str] = set()
    for e in entries:
        msgid = "".join(e["msgid"])
        if "msgid_plural" in e:
            msgid += "\x00" + "".join(e["msgid_plural"])
            forms = sorted((int(k[7:-1]), "".join(v)) for k, v in e.items() if k.startswith("msgstr["))
            msgstr = "\x00".join(v for _, v in forms)
            if not all(v for _, v in forms):
                continue
        else:
            msgstr = "".join(e.get("msgstr", [""]))
        if "msgctxt" in e:
            msgid = "".join(e["msgctxt"]) + "\x04" + msgid
        if msgid in seen:  # as msgfmt refuses it: two merges adding one message leave two translations
            raise PoError(f"{name}: {msgid.split(chr(4))[-1].split(chr(0))[0]!r} is defined twice")
        seen.add(msgid)
        if msgstr or msgid == "":
            out[msgid] = msgstr
    return out


def _unquote(token: str, name: str, lineno: int) -> str:
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise PoError(f"{name}:{lineno}: expected a quoted string, got {token!r}")
    import ast  # here: only a .po read in place of its compiled catalog needs it, never an English command

    try:
        value = ast.literal_eval(token)
    except (SyntaxError, ValueError):
        raise PoError(f"{name}:{lineno}: bad escape in {token!r}") from None
    if not isinstance(value, str):  # pragma: no cover - a token between quotes reads as a string
        raise PoError(f"{name}:{lineno}: expected a quoted string, got {token!r}")
    return value


def mo_bytes(messages: dict[str, str]) -> bytes:
    """The GNU ``.mo`` format (little-endian, no hash table)."""
    keys = sorted(messages)
    ids = [k.encode("utf-8") for k in keys]
    strs = [messages[k].encode("utf-8") for k in keys]
    n = len(keys)
    header = 7 * 4
    o_ids = header
    o_strs = o_ids + 8 * n
    data_start = o_strs + 8 * n
    table_ids, table_strs, blob = [], [], b""
    for b in ids:
        table_ids.append((len(b), data_start + len(blob)))
        blob += b + b"\x00"
    for b in strs:
        table_strs.append((len(b), data_start + len(blob)))
        blob += b + b"\x00"
    out = struct.pack("<7I", 0x950412DE, 0, n, o_ids, o_strs, 0, data_start)
    out += b"".join(struct.pack("<2I", *t) for t in table_ids)
    out += b"".join(struct.pack("<2I", *t) for t in table_strs)
    return out + blob


def compile_po(po: Path, mo: Path) -> None:
    mo.parent.mkdir(parents=True, exist_ok=True)
    mo.write_bytes(mo_bytes(parse_po(po.read_text(encoding="utf-8"), str(po))))
