"""Which of our languages a browser asks for: the phones' pages and the stream's share the rule."""

from __future__ import annotations

from its_desktop.domain.i18n import LANGUAGES


def accepted_language(header: str) -> str | None:
    """The browser's most wanted language of ours in an ``Accept-Language`` header ("fr-FR,fr;q=0.9"), or None."""
    best, best_q = None, -1.0
    for part in header[:200].split(","):
        code, _sep, q = part.strip().partition(";q=")
        try:
            weight = float(q) if q else 1.0
        except ValueError:
            continue
        base = code.split("-")[0].strip().lower()
        if base in LANGUAGES and weight > best_q:
            best, best_q = base, weight
    return best
