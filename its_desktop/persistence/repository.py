"""What the games and events repositories share: connecting, migrating, sessions, field checks.

Writes go through one writer engine (serialised on SQLite, row locks on PostgreSQL); reads that
span several tables see one moment (REPEATABLE READ on PostgreSQL).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from its_desktop.domain import names
from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _

from .engine import default_url, make_engine, upgrade, writer
from .errors import CONNECT_ERRORS, describe
from .storage import storage_failures
from . import notify  # noqa: F401 - registers the NOTIFY every write session sends on PostgreSQL
from .models import NAME_MAX, EventGameRow, EventPlayerRow, EventRow, GameRow


class FieldError(InputError):
    """A bad value, naming the field: ``str(err)`` is ``"round: must be a round from 1 to 10, got 11"``."""

    @property
    def problem(self) -> str:
        return self.message


class Repository:
    def __init__(self, engine: Engine):
        self.engine = engine
        self._writer = writer(engine)
        self._reader = (engine.execution_options(isolation_level="REPEATABLE READ")
                        if engine.dialect.name == "postgresql" else engine)

    @classmethod
    def open(cls, url: str | None = None, *, migrate: bool = True):
        """Connect to ``url`` (default: :func:`~.engine.default_url`) and, unless told not to,
        bring the schema to the newest revision. A database that cannot be reached or opened raises
        :class:`~.errors.DatabaseUnavailable` (one line, password masked)."""
        engine = None
        try:
            url = default_url(url)
            engine = make_engine(url)
            if migrate:
                upgrade(engine)
            else:
                with engine.connect():
                    pass
        except CONNECT_ERRORS as exc:
            if engine is not None:
                engine.dispose()
            raise describe(exc, url) from exc
        return cls(engine)

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self):
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _read(self) -> Iterator[Session]:
        # A read the storage refuses (the server gone, a lock held too long) is the same StorageFailure a
        # write raises: every caller that handles a failed write (a banner, "reconnecting…") handles it too,
        # and an action that reads before it writes ("Approve all", a backup) says "Not saved" like one.
        with storage_failures(), Session(self._reader, expire_on_commit=False) as s, s.begin():
            yield s


def name_field(v: Any, field: str, limit: int = NAME_MAX) -> str:
    if not isinstance(v, str) or not v.strip() or len(v) > limit:
        raise FieldError(field, _("must be a non-empty string of at most {limit} characters, got {got!r}").format(
            limit=limit, got=v))
    if why := names.problem(v):  # a name is shown beside other text: no direction control, nothing invisible
        raise FieldError(field, why)
    return v


def why_field(v: Any, field: str = "why") -> str | None:
    if v is not None and not isinstance(v, str):
        raise FieldError(field, _("must be text or None, got {got!r}").format(got=v))
    return v or None


_R = TypeVar("_R", GameRow, EventRow, EventPlayerRow, EventGameRow)  # the rows looked up by a caller's id


def load_row(s: Session, model: type[_R], row_id: Any, field: str, lock: bool = False) -> _R | None:
    """The row of ``model`` with this integer id (None when there is none); ``lock`` takes a row
    lock and re-reads it, so a write sees the version another station just committed."""
    if isinstance(row_id, bool) or not isinstance(row_id, int):
        raise FieldError(field, _("must be an integer, got {got!r}").format(got=row_id))
    stmt = select(model).where(model.id == row_id)
    if lock:
        stmt = stmt.with_for_update().execution_options(populate_existing=True)
    return s.scalars(stmt).one_or_none()
