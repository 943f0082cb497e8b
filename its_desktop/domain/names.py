"""People's and events' names next to other text: isolated, so a name in Arabic or Hebrew, or one carrying a
direction override, never reorders the line around it ("Table 3: ‮Ana v Ben" must not read backwards).

- :func:`isolate` wraps a name in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069) for
  terminal and plain-text output: the name takes its own direction and the line keeps its order.
- :func:`problem` is why a name is refused at registration: a bidirectional control (embeddings,
  overrides, isolates, marks) or an invisible format character (zero-width space, word joiner, BOM, soft
  hyphen…), or a control character. A zero-width (non-)joiner is kept between two letters: Persian and
  Indic names need it.
- :func:`plain` is the name without such characters, for output that cannot isolate (a PDF's text).
HTML isolates with ``<bdi dir="auto">`` (``resources/overlay/overlay.js``).
"""

from __future__ import annotations

import unicodedata

FSI, PDI = "\u2068", "\u2069"
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
JOINERS = frozenset("\u200c\u200d")  # ZWNJ, ZWJ: invisible but part of some scripts' spelling


def _invisible(name: str, i: int) -> bool:
    ch = name[i]
    if ch in BIDI_CONTROLS:
        return True
    category = unicodedata.category(ch)
    if category == "Cc":
        return True
    if category != "Cf":
        return False
    if ch in JOINERS:  # only between two visible characters
        return not (0 < i < len(name) - 1 and not name[i - 1].isspace() and not name[i + 1].isspace()
                    and name[i - 1] not in JOINERS and name[i + 1] not in JOINERS)
    return True


def problem(name: str) -> str | None:
    """Why ``name`` cannot be registered (None: it can)."""
    for i in range(len(name)):
        if _invisible(name, i):
            ch = name[i]
            what = ("a direction control" if ch in BIDI_CONTROLS else "an invisible character")
            return f"contains {what} (U+{ord(ch):04X} {unicodedata.name(ch, 'control')}) at position {i + 1}; " \
                   "type the name without it"
    return None


def plain(name: str) -> str:
    """``name`` without direction controls and invisible characters (joiners between letters kept)."""
    return "".join(ch for i, ch in enumerate(name) if not _invisible(name, i))


def isolate(name: object) -> str:
    """``name`` isolated for plain text: FSI + name (without stray controls) + PDI."""
    return FSI + plain(str(name)) + PDI


__all__ = ["BIDI_CONTROLS", "FSI", "PDI", "isolate", "plain", "problem"]
