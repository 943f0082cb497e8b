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


class Guard:
    def __init__(self, app: Any, read_only: bool) -> None:
        self.app, self.read_only = app, read_only
        self.errors = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        if scope.get("http_version") not in ("1.0", "1.1"):
            await PlainTextResponse("HTTP version not supported\n", 505)(scope, receive, send)
            return
        if self.read_only and scope["method"] not in ("GET", "HEAD"):
            resp = PlainTextResponse("read-only: only GET and HEAD\n", 405, headers={"Allow": "GET, HEAD"})
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
                await PlainTextResponse("internal error\n", 500)(scope, receive, send)


def build_app(routes: Sequence[BaseRoute], *, read_only: bool) -> Guard:
    return Guard(Starlette(routes=list(routes)), read_only)
