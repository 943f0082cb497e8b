"""The Starlette application of one listener, wrapped in the checks every request meets first.

- ``read_only``: every method but GET and HEAD is 405 (``Allow: GET, HEAD``) before any route is looked
  at, whatever the path (the stream surface writes nothing, ever);
- an HTTP version other than 1.0 and 1.1 is 505 (h11 lets ``HTTP/9.9`` through);
- a handler that raises is counted on ``errors`` and logged, and the client gets a plain 500 (every
  expected failure has its own answer, so a count above zero is a bug the tests catch).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import BaseRoute
from starlette.types import Receive, Scope, Send

log = logging.getLogger("its_desktop.web")


def answer_language(scope: Scope) -> str | None:
    """The language of what the server itself answers (an unknown path, a refused method): ``?lang=``, else the
    browser's ``Accept-Language``, else None (the server's), as the pages are; the pseudo-locale stays."""
    from urllib.parse import parse_qs

    from its_desktop.domain.i18n import LANGUAGES, PSEUDO, language

    from .languages import accepted_language

    if language() == PSEUDO:
        return None
    asked = parse_qs(scope.get("query_string", b"")[:2048].decode("latin-1")).get("lang", [""])[-1]
    if asked in LANGUAGES:
        return asked
    headers = dict(scope.get("headers") or [])
    return accepted_language(headers.get(b"accept-language", b"").decode("latin-1"))


def said(scope: Scope, status: int, headers: dict[str, str] | None = None) -> PlainTextResponse:
    """A plain answer of the server's own in the asker's language ("cette page n'existe pas")."""
    from its_desktop.domain.i18n import _, speaking

    with speaking(answer_language(scope)):
        text = {404: lambda: _("no such page"),
                405: lambda: _("this address does not take that request (it answers {methods})").format(
                    methods=(headers or {}).get("Allow", "GET, HEAD")),
                500: lambda: _("internal error: the server could not answer (it is logged)"),
                505: lambda: _("HTTP version not supported")}[status]()
    return PlainTextResponse(text + "\n", status, headers=headers)


class Guard:
    def __init__(self, app: Any, read_only: bool) -> None:
        self.app, self.read_only = app, read_only
        self.errors = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        if scope.get("http_version") not in ("1.0", "1.1"):
            await said(scope, 505)(scope, receive, send)
            return
        if self.read_only and scope["method"] not in ("GET", "HEAD"):
            resp = said(scope, 405, {"Allow": "GET, HEAD"})
            await resp(scope, receive, send)
            return
        started = False

        async def tracking_send(message: Any) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception:  # noqa: BLE001 - counted and logged: the server keeps serving
            self.errors += 1
            log.exception("web: %s %s failed", scope.get("method"), scope.get("path"))
            if not started:
                await said(scope, 500)(scope, receive, send)


async def _not_routed(request: Any, exc: Any) -> PlainTextResponse:
    """Starlette's own 404 and 405 ("Not Found", "Method Not Allowed"), in the asker's language: a phone that
    opens a cut or stale link reads why in its words."""
    status = exc.status_code if exc.status_code in (404, 405) else 404
    allow = (exc.headers or {}).get("Allow") if status == 405 else None
    return said(request.scope, status, {"Allow": allow} if allow else None)


def build_app(routes: Sequence[BaseRoute], *, read_only: bool) -> Guard:
    return Guard(Starlette(routes=list(routes), exception_handlers={404: _not_routed, 405: _not_routed}), read_only)
