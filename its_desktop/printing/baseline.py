"""The benchmarks' baseline, out of every public signature: draw the shared map afresh on every page.

Every map page of a round pack and every true-size tile shows one PDF form holding the table, drawn
once. ``benchmarks/bench_print.py`` measures that against what a user would otherwise get, the map
drawn again on each page; inside ``with redraw_every_page():`` the printing code does that instead.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_redraw: ContextVar[bool] = ContextVar("redraw_every_page", default=False)


@contextmanager
def redraw_every_page() -> Iterator[None]:
    token = _redraw.set(True)
    try:
        yield
    finally:
        _redraw.reset(token)


def reuse_form() -> bool:
    """Draw the map once into a PDF form (always, outside the benchmark's baseline)."""
    return not _redraw.get()


__all__ = ["redraw_every_page", "reuse_form"]
