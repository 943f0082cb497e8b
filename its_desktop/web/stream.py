"""The read-only stream surface: pages for OBS Browser Sources, ``/state.json``, ``/map.svg`` and
Server-Sent Events, as Starlette routes.

Only GET and HEAD exist (every other method is 405 with ``Allow: GET, HEAD``). Bound to loopback it
answers only to loopback host names (a page elsewhere whose name was made to point at 127.0.0.1 reads
nothing); with a token every URL but the two static assets must carry it.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import re
import time
from html import escape
from collections.abc import AsyncIterator
from importlib import resources
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs

from sqlalchemy.exc import SQLAlchemyError
from sse_starlette.sse import EventSourceResponse, ServerSentEvent
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

from its_desktop.domain.i18n import _
from its_desktop.persistence.errors import DatabaseUnavailable

from . import mapsvg
from .hub import Hub
from .net import is_loopback
from .public import NotPublished, Scope

log = logging.getLogger("its_desktop.overlay")

PAGES = ("scoreboard", "map", "standings", "pairings", "clock", "ticker", "lowerthird")
ASSETS = {"overlay.css": "text/css; charset=utf-8", "overlay.js": "text/javascript; charset=utf-8"}
MAX_RATE = 10  # state messages per second per stream, at most
KEEPALIVE_S = 15.0
MAX_QUERY = 2048  # characters of a query string
ALLOW = "GET, HEAD"
HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}


class BadRequest(ValueError):
    pass


def plain(status: int, text: str, extra: dict[str, str] | None = None) -> Response:
    return PlainTextResponse(text, status, headers={**HEADERS, **(extra or {})})


def query_of(request: Request) -> dict[str, str]:
    raw_qs = request.scope.get("query_string", b"")
    if len(raw_qs) > MAX_QUERY:
        raise BadRequest(_("query string too long"))
    try:
        raw = parse_qs(raw_qs.decode("latin-1"), keep_blank_values=True, strict_parsing=False, max_num_fields=20)
    except ValueError:
        raise BadRequest(_("too many query parameters")) from None
    return {k: v[-1] for k, v in raw.items()}


def _int(query: dict[str, str], name: str) -> int | None:
    v = query.get(name)
    if v is None or v == "":
        return None
    if not v.isdigit() or len(v) > 9:
        raise BadRequest(_("{name}: must be a whole number, got {got!r}").format(name=name, got=v[:20]))
    return int(v)


def scope_of(query: dict[str, str]) -> Scope:
    return Scope(game=_int(query, "game"), table=_int(query, "table"), event=_int(query, "event"),
                 round=_int(query, "round"))


def loopback_host_header(host: str | None) -> bool:
    if not host:
        return True  # HTTP/1.0 clients may leave it out
    host = host.strip().lower()
    name = host[1:host.index("]")] if host.startswith("[") and "]" in host else host.rsplit(":", 1)[0]
    return name == "localhost" or is_loopback(name)


def asset(name: str) -> bytes:
    return resources.files("its_desktop.resources").joinpath("overlay", name).read_bytes()


def page_language(query: dict[str, str], accept: str = "") -> str | None:
    """A page's language: ``?lang=`` for one source, else the browser's (OBS's browser sends the system's
    ``Accept-Language``, as a phone does), else None: the server's (--lang, or the GUI's). Under the
    pseudo-locale every page is pseudo, so a test finds a word that never went through the catalog."""
    from its_desktop.domain.i18n import LANGUAGES, PSEUDO, language

    from .languages import accepted_language

    asked = query.get("lang")
    if asked in LANGUAGES or asked == PSEUDO:
        return asked
    if language() == PSEUDO:
        return None
    return accepted_language(accept)


def _page(name: str, query: dict[str, str] | None = None, accept: str = "") -> bytes:
    """The page in its language (:func:`page_language`): its title, and every word overlay.js shows as JSON in
    the page (from the gettext catalog, so nothing is translated twice); the page passes ``<html lang>`` on to
    /events, /state.json and /map.svg."""
    from its_desktop.domain.i18n import language, speaking

    from .overlay_words import page_title, words_script

    with speaking(page_language(query or {}, accept)):
        html = asset(f"{name}.html").decode("utf-8")
        html = html.replace('<html lang="en">', f'<html lang="{language()}">', 1)
        html = re.sub(r"<title>[^<]*</title>", lambda _m: f"<title>{escape(page_title(name))}</title>", html, count=1)
        html = html.replace('<script src="/assets/overlay.js">', words_script() + '\n<script src="/assets/overlay.js">', 1)
    return html.encode("utf-8")


class StreamSurface:
    """The stream routes of one server, with its checks (host name, token) and answers to failures."""

    def __init__(self, index: Callable[[], str], hub: Hub, token: str | None, loopback: bool) -> None:
        self.index, self.hub, self.token, self.loopback = index, hub, token, loopback

    def routes(self) -> list[Route]:
        return [Route("/{path:path}", self.endpoint, methods=["GET", "HEAD"])]

    async def endpoint(self, request: Request) -> Response:
        from its_desktop.domain.i18n import speaking

        accept = request.headers.get("accept-language", "")
        lang: str | None = None
        try:
            with speaking(page_language({}, accept)):  # a query too long to read: the browser's language
                query = query_of(request)
            # What the server itself answers (a wrong path or token, a missing argument) in the page's language,
            # as its pages are: ?lang=, else the browser's, else the server's.
            lang = page_language(query, accept)
            if self.loopback and not loopback_host_header(request.headers.get("host")):
                with speaking(lang):
                    return plain(403, _("this overlay answers to 127.0.0.1 and localhost only") + "\n")
            path = "/" + request.path_params["path"].rstrip("/")
            # The stylesheet and script are the same for everyone and hold no data: no token needed.
            if not path.startswith("/assets/") and not self._authorised(query):
                with speaking(lang):
                    return plain(403, _("this overlay needs its access token: use the URL the app shows") + "\n")
            return await self._route(path, query, request.method == "HEAD", accept)
        except BadRequest as exc:
            return plain(400, f"{exc}\n")
        except NotPublished as exc:
            return plain(404, f"{exc}\n")
        except (DatabaseUnavailable, SQLAlchemyError) as exc:
            log.warning("overlay: database: %s", exc)
            with speaking(lang):
                return plain(503, _("the database is not reachable; reconnecting") + "\n")

    def _index_in(self, lang: str | None) -> str:
        """The index page in ``?lang=`` like every other page (the server's language without it)."""
        from its_desktop.domain.i18n import speaking

        with speaking(lang):
            return self.index()

    def _authorised(self, query: dict[str, str]) -> bool:
        return self.token is None or hmac.compare_digest(query.get("token", "").encode(), self.token.encode())

    async def _route(self, path: str, query: dict[str, str], head: bool, accept: str = "") -> Response:
        from its_desktop.domain.i18n import speaking

        if path == "/":
            page = await run_in_threadpool(self._index_in, page_language(query, accept))
            return Response(page, 200, media_type="text/html; charset=utf-8", headers=HEADERS)
        if path.lstrip("/") in PAGES:
            return Response(_page(path.lstrip("/"), query, accept), 200, media_type="text/html; charset=utf-8",
                            headers=HEADERS)
        if path.startswith("/assets/") and path[len("/assets/"):] in ASSETS:
            name = path[len("/assets/"):]
            return Response(asset(name), 200, media_type=ASSETS[name], headers=HEADERS)
        # The data's words (and a refusal's) in the page's language: ?lang=, else the reader's Accept-Language
        # (a tool or a person opening state.json reads what the pages and the 404s read), else the server's.
        lang = page_language(query, accept)
        if path == "/state.json":
            text = await run_in_threadpool(self.hub.fresh, scope_of(query), lang)
            return Response(text.encode(), 200, media_type="application/json; charset=utf-8", headers=HEADERS)
        if path == "/map.svg":
            scope = scope_of(query)
            if scope.game is None and scope.table is None:
                with speaking(page_language(query, accept)):
                    raise BadRequest(_("map.svg needs ?table=N or ?game=ID"))
            state = json.loads(await run_in_threadpool(self.hub.fresh, scope, lang))
            game = state.get("game") or {}
            view = game.get("map")
            if view is None:
                with speaking(page_language(query, accept)):
                    raise NotPublished(_("this table's game is not tallied in the app: no map to show"))

            def drawn() -> str:
                with speaking(lang):  # the map's words and names in the page's language
                    named = self.hub.state.view_in_language(view, game.get("points"))
                    return mapsvg.render(named, theme=query.get("theme", "light"))

            svg = await run_in_threadpool(drawn)
            return Response(svg.encode(), 200, media_type="image/svg+xml; charset=utf-8", headers=HEADERS)
        if path == "/events":
            return await self._events(scope_of(query), head, lang)
        with speaking(page_language(query, accept)):
            return plain(404, _("no such page") + "\n")

    async def _events(self, scope: Scope, head: bool, lang: str | None = None) -> Response:
        hub = self.hub
        seq = hub.seq  # read before the state: a change in between is then sent again, never missed
        # in the page's language (?lang=): the scenario's name on the scoreboard, lower third and map title
        first = await run_in_threadpool(hub.json_for, scope, lang)  # an unknown game is a 404 before the stream starts
        if head:
            return Response(b"", 200, media_type="text/event-stream; charset=utf-8",
                            headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})
        return EventSourceResponse(state_stream(hub, scope, seq, first, lambda s: hub.json_for(s, lang)), sep="\n",
                                   ping=KEEPALIVE_S,
                                   ping_message_factory=lambda: ServerSentEvent(comment="keep-alive", sep="\n"),
                                   headers={"Cache-Control": "no-store"}, send_timeout=30)


async def state_stream(hub: Hub, scope: Scope, seq: int, first: str,
                       read: Any = None) -> AsyncIterator[ServerSentEvent]:
    """The state messages of one stream: the first at once, then one per change that alters it, at most
    ``MAX_RATE`` a second. ``read`` (optional) reads the scope's JSON (default: the hub's cache)."""
    read = read or hub.json_for
    yield ServerSentEvent(retry=1000, sep="\n")
    last, text = None, first
    while not hub.stopping.is_set():
        if text != last:
            yield ServerSentEvent(data=text, event="state", id=str(seq), sep="\n")
            last = text
        sent_at = time.monotonic()
        new = await hub.wait_async(seq, KEEPALIVE_S)
        if hub.stopping.is_set():
            return
        if new == seq:
            continue  # (the keep-alive comment is sse-starlette's ping)
        pause = 1.0 / MAX_RATE - (time.monotonic() - sent_at)
        if pause > 0:
            await asyncio.sleep(pause)
        seq = hub.seq
        try:
            text = await run_in_threadpool(read, scope)
        except NotPublished as exc:
            yield ServerSentEvent(data=json.dumps(str(exc)), event="gone", sep="\n")
            return
