"""File names the app suggests ("Supremacía 300 hojas.pdf", "Lisbon Winter Open ronde 2 dossier.pdf"): made of
the reader's words, the scenario named as their pack names it, and safe on Windows, macOS and Linux.

Accents are kept, not folded to ASCII (chosen): NTFS, APFS and ext4 all store Unicode names, and a folded name
misspells the reader's word ("Suprematie", "Supremacia"). The name is NFC (one code point per accented letter,
as Windows and Linux tools type it; macOS shows either form the same). What one of the three systems refuses
goes: Windows' reserved characters ``< > : " / \\ | ? *`` and control characters become a space; a name may not
end in a dot or a space, nor be a device name (CON, NUL, COM1, …); it stays under 200 bytes in UTF-8 (the
systems' limit is 255, room for a " (2)" and the suffix).
"""

from __future__ import annotations

import re
import unicodedata

_RESERVED = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]+')
_SPACES = re.compile(r"\s+")
_DEVICES = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}
MAX_BYTES = 200


def _clean(text: str) -> str:
    return _SPACES.sub(" ", _RESERVED.sub(" ", unicodedata.normalize("NFC", text))).strip(" .")


def file_name(text: str, suffix: str = "", fallback: str = "ITS", tail: str = "") -> str:
    """``text`` as a file name every system accepts, followed by ``tail`` and ``suffix`` (".pdf"); ``fallback`` when
    nothing of it is left. A long name is shortened in ``text`` only: ``tail`` (a backup's moment and time stamp)
    is kept whole, or every backup of an event with a long name got the same name and replaced the last one."""
    tail = _clean(tail)
    room = MAX_BYTES - (len(tail.encode("utf-8")) + 1 if tail else 0)
    name = _clean(text)
    while len(name.encode("utf-8")) > room:
        name = name[:-1].rstrip(" .")
    if not name:
        name = fallback
    if tail:
        name = f"{name} {tail}"
    if name.split(".")[0].strip().upper() in _DEVICES:
        name = f"{name} ({fallback})"  # "CON" is a device on Windows, whatever follows its dot
    return name + suffix


__all__ = ["MAX_BYTES", "file_name"]
