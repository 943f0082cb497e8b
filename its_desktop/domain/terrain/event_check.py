"""Every table of an event checked at once: each table's layout against the round's scenario.

The organizer's "check all tables": the same check as one table's (:func:`metrics.check`, both sides and
both height classes), for every table that has a layout. Tables sharing a layout share one check (an event
often has a few layouts on many tables). The distinct layouts are checked on ``workers`` processes (each
check is pure CPU work in numpy and Shapely; threads would wait on each other), so an event's 40 layouts
take about 40 single checks divided by the cores.

``progress(done, total)`` is told in the single check's steps; an exception it raises stops the whole run
(what a window's Cancel does): the checks not started are dropped, those running end unheard.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Mapping
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass

from .. import lengths
from ..i18n import _
from ..mission import ResolvedMission
from .layouts import NamedLayout
from .metrics import Finding, Layout, check, layout_of, steps

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class TableCheck:
    """One table's result: its layout's findings, or why it could not be checked (``problem``)."""

    table: int
    layout: str
    findings: tuple[Finding, ...] = ()
    problem: str | None = None

    @property
    def failures(self) -> int:
        return sum(f.verdict == "fail" for f in self.findings)


def _quiet(done: int, total: int) -> None:
    return None


def _check_one(lay: Layout) -> list[Finding]:  # a module function: what a worker process runs
    return check(lay)


def check_tables(mission: ResolvedMission, on_tables: Mapping[int, NamedLayout], *, progress: Progress = _quiet,
                 workers: int | None = None) -> list[TableCheck]:
    """Each table's check, in table order. ``workers``: processes to use (None: one per core, at most one
    per distinct layout; 1: this process, with progress inside each check)."""
    distinct: dict[NamedLayout, Layout] = {}
    out_problem: dict[int, str] = {}
    for n, named in on_tables.items():
        if not named.fits(mission.width, mission.depth):
            unit = mission.season.unit
            out_problem[n] = _("laid on a {size} table; this scenario's table is {scenario_size}").format(
                size=lengths.size(named.width, named.depth, unit), scenario_size=lengths.size(mission.width, mission.depth,
                                                                                             unit))
        elif named not in distinct:
            distinct[named] = layout_of(mission, named.pieces)
    sizes = {k: steps(v) for k, v in distinct.items()}
    total = sum(sizes.values()) or 1
    results: dict[NamedLayout, list[Finding]] = {}
    count = workers if workers is not None else min(os.cpu_count() or 1, len(distinct))
    if count <= 1 or len(distinct) <= 1:
        done = 0
        for named, lay in distinct.items():
            base = done

            def inner(d: int, _total: int, base: int = base) -> None:
                progress(base + d, total)

            results[named] = check(lay, progress=inner)
            done = base + sizes[named]
            progress(done, total)
    else:
        results = _in_processes(distinct, sizes, total, count, progress)
    return [TableCheck(n, named.name, problem=out_problem[n]) if n in out_problem else
            TableCheck(n, named.name, tuple(results[named])) for n, named in sorted(on_tables.items())]


def _in_processes(distinct: dict[NamedLayout, Layout], sizes: dict[NamedLayout, int], total: int, count: int,
                  progress: Progress) -> dict[NamedLayout, list[Finding]]:
    # "spawn": a fork of a process running other threads (the window's, the database's) may hang in a lock
    # one of them held; a fresh interpreter imports only the domain.
    pool = ProcessPoolExecutor(max_workers=count, mp_context=multiprocessing.get_context("spawn"))
    results: dict[NamedLayout, list[Finding]] = {}
    try:
        running: dict[Future[list[Finding]], NamedLayout] = {pool.submit(_check_one, lay): named
                                                             for named, lay in distinct.items()}
        done = 0
        progress(0, total)
        while running:
            finished, _pending = wait(list(running), timeout=0.1, return_when=FIRST_COMPLETED)
            for f in finished:
                named = running.pop(f)
                results[named] = f.result()
                done += sizes[named]
            progress(done, total)  # also every 0.1 s: a Cancel is heard while the checks run
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return results


__all__ = ["TableCheck", "check_tables"]
