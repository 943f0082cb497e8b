"""What the pages need from the report store beyond its API: the names of its refusals, a report as one
reader may see it, and which seat a secret holds.

``seat_side`` is the one read the store's API lacks: the pages must know *which* seat a phone's secret
holds before they show that seat's private entries (a cookie's own claim is never trusted). It reads the
store's seat table by the secret's digest, the way the store checks a seat itself.
"""

from __future__ import annotations

import hashlib
from typing import Any

from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from its_desktop.domain.tournament.reports import (
    FormReplayed, Report, ReportError, ReportStateError, RoundClosed, SeatCodeError, SeatTaken, UnknownToken,
    WrongSeat,
)
from its_desktop.persistence.models import ReportSeatRow, TableAccessRow


def seen_by(report: Report | None, side: str | None) -> Report | None:
    """``report`` as ``side``'s phone may see it; without a seat, nobody's private entries."""
    if report is None:
        return None
    if side in ("A", "B"):
        return report.seen_by(side)  # type: ignore[arg-type]
    return report.seen_by("A").seen_by("B")


def seat_side(engine: Engine, token: str, secret: Any) -> str | None:
    """The side (A or B) whose seat of this table ``secret`` holds, or None."""
    if not isinstance(secret, str) or not secret or len(secret) > 128 or not isinstance(token, str):
        return None
    digest = hashlib.sha256(secret.encode()).hexdigest()
    with Session(engine) as s:
        side = s.scalar(select(ReportSeatRow.side).join(TableAccessRow, ReportSeatRow.access_id == TableAccessRow.id)
                        .where(TableAccessRow.token == token, ReportSeatRow.secret_hash == digest))
    return side if side in ("A", "B") else None


__all__ = ["FormReplayed", "ReportError", "ReportStateError", "RoundClosed", "SeatCodeError", "SeatTaken",
           "UnknownToken", "WrongSeat", "seat_side", "seen_by"]
