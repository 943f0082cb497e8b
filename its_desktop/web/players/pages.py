"""The players' pages: handlers of the event page, the table page and its posts.

Every handler resolves its token through the report store first (an unknown token, or one of another
event, is a 404 that says nothing about what exists), rate-limits, and reads or writes through the
store; nothing here decides a rule. Pages are Jinja2 templates with autoescape (``resources/web``);
entering a result works without JavaScript (plain forms, a check page, then a send), and the little
script there is only makes the event page follow the standings live.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from typing import Any, cast

import anyio
from sse_starlette.sse import EventSourceResponse, ServerSentEvent
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response

from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import speaking
from its_desktop.domain.mission import UnknownMission, catalog
from its_desktop.persistence.events.errors import EventConflictError
from its_desktop.persistence.storage import DatabaseUnavailable
from its_desktop.domain.mission.resolved import ResolvedMission

from .. import mapsvg
from ..public import Scope
from ..stream import KEEPALIVE_S, asset, state_stream
from . import form as tally_form
from .i18n import LANGS, language_of, render, translate
from .limits import MAX_BODY, same_origin
from .store import (
    FormReplayed, ReportError, ReportStateError, RoundClosed, SeatCodeError, SeatTaken, UnknownToken, WrongSeat,
    seat_side, seen_by,
)

log = logging.getLogger("its_desktop.web")

HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin",
           "X-Frame-Options": "DENY",
           "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                                      "form-action 'self'; frame-ancestors 'none'"}
STATIC = {"players.css": "text/css; charset=utf-8", "players.js": "text/javascript; charset=utf-8"}
SEAT_COOKIE = "its_seat"
SEAT_AGE_S = 12 * 3600
BODY_TIMEOUT_S = 10.0


class Refused(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status, self.message = status, message


def _surface(request: Request) -> Any:
    """The PlayersSurface serving this request (its store, hub, limits and forms)."""
    return request.app.state.surface


def _client(request: Request) -> str:
    return request.client.host if request.client else "?"


TOKEN_RE = re.compile(r"[A-Za-z0-9_-]{1,128}")  # the store's tokens and secrets are URL-safe base64


def _limit(request: Request, token: str) -> None:
    if not TOKEN_RE.fullmatch(token):
        raise UnknownToken("token", "not a link of this event")  # (and never a NUL byte sent to PostgreSQL)
    s = _surface(request)
    if not s.per_address.allow(_client(request)) or not s.per_token.allow(token[:64]):
        raise Refused(429, "too_many")


def _device(request: Request) -> str:
    return f"{_client(request)} {request.headers.get('user-agent', '')[:120]}".strip()


def _page(request: Request, template: str, status: int = 200, **context: Any) -> Response:
    lang = language_of(request)
    html = render(template, lang, request=request, langs=LANGS, path=request.url.path, **context)
    resp = HTMLResponse(html, status, headers=HEADERS)
    if request.query_params.get("lang") in LANGS:  # the switch: remembered for the next pages
        resp.set_cookie("lang", lang, max_age=365 * 86400, httponly=True, samesite="strict")
    return resp


def _refusal(request: Request, exc: Refused) -> Response:
    lang = language_of(request)
    token = request.path_params.get("token", "")
    back = f"/{request.url.path.split('/')[1]}/{token}" if token and exc.status != 404 else None
    return _page(request, "refused.html", exc.status, message=translate(exc.message, lang), back=back)


async def _guarded(request: Request, body: Any) -> Response:
    try:
        return await body()
    except Refused as exc:
        return _refusal(request, exc)
    except UnknownToken:
        return _refusal(request, Refused(404, "unknown_link"))
    except DatabaseUnavailable:
        return _unavailable(request)


def _unavailable(request: Request) -> Response:
    """The event's database does not answer (the organizer's server is down or restarting): 503 in the phone's
    language, nothing saved, and what this phone posted kept in a "Try again" form that sends it to the same
    address. Only this phone's own fields are in it: they came from this request."""
    posted = getattr(request.state, "posted", None) if request.method == "POST" else None
    resp = _page(request, "refused.html", 503, message=translate("database_down", language_of(request)),
                 back=None, retry=request.url.path, fields=sorted((posted or {}).items()),
                 retry_post=posted is not None)
    resp.headers["Retry-After"] = "5"
    return resp


# -- the event page ---------------------------------------------------------------------------------------


async def _event_id(request: Request) -> int:
    token = request.path_params["token"]
    _limit(request, token)
    s = _surface(request)
    event_id = await run_in_threadpool(s.events.resolve_event_token, token)
    if event_id != s.event_id:
        raise Refused(404, "unknown_link")
    return int(event_id)


def _event_state(request: Request, event_id: int) -> dict[str, Any]:
    return cast(dict[str, Any], json.loads(_surface(request).hub.json_for(Scope(event=event_id)))["event"])


async def event_page(request: Request) -> Response:
    async def body() -> Response:
        event_id = await _event_id(request)
        ev = await run_in_threadpool(_event_state, request, event_id)
        find = request.query_params.get("find", "")[:40].strip()
        tables = ev["pairings"]["tables"]
        if find:
            low = find.casefold()
            tables = [t for t in tables if low in (t["a"] or "").casefold() or low in (t["b"] or "").casefold()]
        return _page(request, "event.html", ev=ev, tables=tables, find=find,
                     scenario_name=_scenario_name(ev, language_of(request)))
    return await _guarded(request, body)


def _scenario_name(ev: dict[str, Any], lang: str) -> str | None:
    """The round's scenario in the reader's language (the public state words it in the server's)."""
    r = ev.get("round") or {}
    try:
        return catalog.mission(r["scenario"], int(r.get("points") or ev["points"])).scenario.name.get(lang)
    except (UnknownMission, ValueError, KeyError, TypeError):
        return None


async def event_json(request: Request) -> Response:
    async def body() -> Response:
        event_id = await _event_id(request)
        return JSONResponse(await run_in_threadpool(_event_state, request, event_id), headers=HEADERS)
    return await _guarded(request, body)


async def event_stream(request: Request) -> Response:
    async def body() -> Response:
        event_id = await _event_id(request)
        hub = _surface(request).hub
        scope = Scope(event=event_id)
        seq = hub.seq
        first = await run_in_threadpool(hub.json_for, scope)
        return EventSourceResponse(state_stream(hub, scope, seq, first), sep="\n", ping=KEEPALIVE_S,
                                   ping_message_factory=lambda: ServerSentEvent(comment="keep-alive", sep="\n"),
                                   headers={"Cache-Control": "no-store"}, send_timeout=30)
    return await _guarded(request, body)


async def static(request: Request) -> Response:
    name = request.path_params["name"]
    if name in STATIC:
        return Response(asset_web(name), 200, media_type=STATIC[name], headers=HEADERS)
    return PlainTextResponse("no such page\n", 404)


def asset_web(name: str) -> bytes:
    from importlib import resources

    return resources.files("its_desktop.resources").joinpath("web", name).read_bytes()


# -- the table page ---------------------------------------------------------------------------------------


@dataclass
class Table:
    """One table's page as its reader may see it."""

    token: str
    access: Any            # the store's TableAccess
    ev: dict[str, Any]     # the public event state at the table's round
    table: dict[str, Any]  # the public pairing
    mission: ResolvedMission | None
    side: str | None       # the seat this phone holds (checked with the store), if any
    secret: str | None
    report: Any            # the report as this reader may see it, or None


def _seat_secret(request: Request) -> str | None:
    secret = request.cookies.get(SEAT_COOKIE, "")
    return secret if TOKEN_RE.fullmatch(secret) else None


def _load(request: Request, token: str, *, form_token: bool) -> tuple[Table, str | None]:
    s = _surface(request)
    access = s.events.resolve_table_token(token)
    if access.event_id != s.event_id:
        raise Refused(404, "unknown_link")
    ev = json.loads(s.hub.fresh(Scope(event=access.event_id, round=access.round)))["event"]
    table = next((t for t in ev["pairings"]["tables"] if t["table"] == access.table), None)
    if table is None:
        raise Refused(404, "unknown_link")
    r = ev.get("round") or {}
    mission = None
    try:
        if r.get("scenario"):
            with speaking(language_of(request)):  # the map's key and zone names in the phone's language
                mission = catalog.mission(r["scenario"], int(r.get("points") or ev["points"]))
    except (UnknownMission, ValueError, KeyError):
        mission = None
    # Which seat the cookie's secret holds is asked of the store: a cookie's own word is never trusted, and a
    # forged or stale one sees what any reader sees. Once the round is closed the seat writes nothing.
    secret = _seat_secret(request)
    side = seat_side(s.events.engine, token, secret) if secret is not None else None
    if side is None:
        secret = None
    issued = None
    if side is not None and access.open and form_token:
        try:
            issued = s.events.issue_form_token(token, cast(str, secret))
        except ReportError:
            side, secret = None, None
    report = s.events.report_for(access.event_game_id)
    shown = seen_by(report, side)
    return Table(token, access, ev, table, mission, side, secret, shown), issued


def _form_def(request: Request, mission: ResolvedMission, lang: str) -> tally_form.Form:
    forms = _surface(request).forms
    key = (mission.scenario.id, mission.points, lang)
    if key not in forms:
        forms[key] = tally_form.build(mission, lang)
    return cast(tally_form.Form, forms[key])


def _objectives(mission: ResolvedMission | None, lang: str) -> list[str]:
    if mission is None:
        return []
    from its_desktop.printing.text import objective_line

    with speaking(lang):  # numbers with the phone's decimal mark, not the server's
        return [objective_line(o, mission, lang) for o in mission.scenario.scoring]


def _table_context(request: Request, t: Table, form_token: str | None, values: dict[str, str] | None = None,
                   error: InputError | None = None, asked_fields: list[str] | None = None) -> dict[str, Any]:
    lang = language_of(request)
    form_def = _form_def(request, t.mission, lang) if t.mission is not None else None
    report = t.report
    if values is None:
        values = tally_form.values_of(report.values.record, lang) if report is not None and report.values.record else {}
    markers = []
    if t.mission is not None:
        markers = [(i, mk.label) for i, mk in enumerate(t.mission.markers, start=1)]
    own_missing: list[str] = []  # before a confirm: this seat's own values the other phone could not enter
    if t.mission is not None and form_def is not None and report is not None and t.side is not None:
        names = (t.table["a"] or "A", t.table["b"] or "B")
        # what a confirm accepts: the other seat's version when it disputed, else the proposed result
        confirmed = report.counter if report.state == "disputed" and report.counter is not None else report.values
        with speaking(lang):
            own_missing = [tally_form.missing_words(form_def, [m.field], t.side, names, lang)[0]
                           for m in tally_form.own_unentered(t.mission, confirmed.record, t.side)]
    error_label = None
    if error is not None and form_def is not None:  # whose field and which: the refusal names it, the field is marked
        error_label = tally_form.label_of(form_def, error.field, (t.table["a"] or "A", t.table["b"] or "B"), lang)
    return {"t": t, "table": t.table, "ev": t.ev, "mission": t.mission, "form": form_def, "values": values,
            "form_token": form_token, "report": report, "version": report.version if report is not None else 0,
            "objectives": _objectives(t.mission, lang), "markers": markers, "error": error,
            "error_label": error_label, "can_write": t.side is not None and t.access.open, "own_missing": own_missing,
            "asked_fields": asked_fields or []}


async def table_page(request: Request) -> Response:
    async def body() -> Response:
        token = request.path_params["token"]
        _limit(request, token)
        t, issued = await run_in_threadpool(_load, request, token, form_token=True)
        return _page(request, "table.html", **_table_context(request, t, issued))
    return await _guarded(request, body)


async def table_json(request: Request) -> Response:
    async def body() -> Response:
        token = request.path_params["token"]
        _limit(request, token)
        t, _issued = await run_in_threadpool(_load, request, token, form_token=False)
        report = t.report
        data = {"event": t.ev["name"], "round": t.access.round, "table": t.table, "open": t.access.open,
                "seat": t.side,
                "report": None if report is None else {
                    "state": report.state, "proposed_by": report.proposed_by, "version": report.version,
                    "values": report.values.as_json(),
                    "counter": report.counter.as_json() if report.counter is not None else None}}
        return JSONResponse(data, headers=HEADERS)
    return await _guarded(request, body)


async def table_map(request: Request) -> Response:
    async def body() -> Response:
        token = request.path_params["token"]
        _limit(request, token)
        t, _issued = await run_in_threadpool(_load, request, token, form_token=False)
        if t.mission is None:
            raise Refused(404, "no_map")
        svg = await run_in_threadpool(_map_svg, request, t.mission)
        return Response(svg.encode(), 200, media_type="image/svg+xml; charset=utf-8", headers=HEADERS)
    return await _guarded(request, body)


def _map_svg(request: Request, mission: ResolvedMission) -> str:
    """The scenario's table with its objectives numbered as on paper: the same for every table of the
    round, so drawn once per scenario and size."""
    s = _surface(request)
    lang = language_of(request)
    key = ("svg", mission.scenario.id, mission.points, lang)
    if key not in s.forms:
        with speaking(lang):
            view = s.hub.state.table_view(mission, None)
            s.forms[key] = mapsvg.render({**view, "mission_name": mission.scenario.name.get()})
    return cast(str, s.forms[key])


# -- posts ------------------------------------------------------------------------------------------------


async def _read_form(request: Request) -> dict[str, str]:
    s = _surface(request)
    scheme = "https" if s.https else "http"
    if not same_origin(request.headers.get("origin"), request.headers.get("referer"),
                       request.headers.get("host"), scheme):
        raise Refused(403, "cross_origin")
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype != "application/x-www-form-urlencoded":
        raise Refused(415, "bad_form")
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > _max_body()):
        raise Refused(413, "too_big")
    body = bytearray()
    try:
        with anyio.fail_after(BODY_TIMEOUT_S):
            async for chunk in request.stream():
                body += chunk
                if len(body) > _max_body():
                    raise Refused(413, "too_big")
    except TimeoutError:
        raise Refused(408, "too_slow") from None
    except ClientDisconnect:
        raise Refused(400, "bad_form") from None
    from urllib.parse import parse_qsl

    try:
        pairs = parse_qsl(body.decode("utf-8"), keep_blank_values=True, strict_parsing=False,
                          max_num_fields=tally_form.MAX_FIELDS)
    except (UnicodeDecodeError, ValueError):
        raise Refused(400, "bad_form") from None
    form = dict(pairs)  # a field given twice: the last one counts
    request.state.posted = form  # kept for a "Try again" if the database does not answer (``_unavailable``)
    return form


def _max_body() -> int:
    return MAX_BODY


async def claim(request: Request) -> Response:
    async def body() -> Response:
        token = request.path_params["token"]
        _limit(request, token)
        form = await _read_form(request)
        side = form.get("side")
        code = (form.get("code") or "").strip() or None
        if side not in ("A", "B"):
            raise Refused(400, "bad_form")
        s = _surface(request)
        try:
            secret = await run_in_threadpool(_said, language_of(request), s.events.claim_seat, token, side,
                                             _device(request), code)
        except SeatTaken:
            raise Refused(409, "seat_taken") from None
        except SeatCodeError:  # a code typed that is not this seat's (whose it is, if anyone's, is not said)
            raise Refused(403, "seat_code_wrong" if code else "seat_code") from None
        except RoundClosed:
            raise Refused(410, "round_closed") from None
        resp = RedirectResponse(f"/t/{token}", 303, headers=HEADERS)
        resp.set_cookie(SEAT_COOKIE, secret, max_age=SEAT_AGE_S, path=f"/t/{token}", httponly=True,
                        samesite="strict", secure=s.https)
        return resp
    return await _guarded(request, body)


def _parse(request: Request, t: Table, form: dict[str, str]) -> tally_form.Parsed:
    """The post of seat ``t.side`` scored; the other seat's private entries come from the stored report as
    the store holds it (read here, on the server: never from the post, never sent to this phone). The values
    the reader said are 0 (``zeros``: the check page's question) are entered as 0."""
    if t.mission is None or t.side is None:
        raise Refused(409, "no_scenario")
    lang = language_of(request)
    fields = {k: v for k, v in form.items() if k not in ("form", "version", "action", "edit", "zeros")}
    zeros = str(form.get("zeros") or "").split()
    stored = _surface(request).events.report_for(t.access.event_game_id)
    with speaking(lang):  # the rules' words (a refused value) in this phone's language
        return tally_form.parse(_form_def(request, t.mission, lang), fields, (t.table["a"] or "A", t.table["b"] or "B"),
                                t.side, tally_form.carried(stored, t.side), zeros)


def _said(lang: str, fn: Any, *args: Any) -> Any:
    """``fn(*args)`` with the store's and the rules' refusals worded in the phone's language."""
    with speaking(lang):
        return fn(*args)


async def check(request: Request) -> Response:
    """The result as the scenario scores it, line by line, before anything is sent."""
    async def body() -> Response:
        token = request.path_params["token"]
        _limit(request, token)
        form = await _read_form(request)
        t, issued = await run_in_threadpool(_load, request, token, form_token=True)
        if t.side is None:
            raise Refused(403, "no_seat")
        if not t.access.open:
            raise Refused(410, "round_closed")
        values = {k: v for k, v in form.items() if isinstance(v, str) and k not in ("form", "version", "action", "zeros")}
        action = str(form.get("action")) if form.get("action") in ("propose", "dispute") else "propose"
        if form.get("edit") in ("propose", "dispute"):  # back from the check page, with what was typed
            values = {k: v for k, v in values.items() if k != "edit"}
            asked = str(form.get("zeros") or "").split()  # "Enter them": the fields the question listed
            return _page(request, "table.html", **_table_context(request, t, issued, values, asked_fields=asked))
        try:
            parsed = await run_in_threadpool(_parse, request, t, form)
        except InputError as exc:
            return _page(request, "table.html", 400, **_table_context(request, t, issued, values, exc))
        return _check_page(request, t, parsed, values, issued, action)
    return await _guarded(request, body)


def _check_page(request: Request, t: Table, parsed: tally_form.Parsed, values: dict[str, str], issued: str | None,
                action: str, status: int = 200) -> Response:
    """The score line by line, and the values not entered asked as the window asks them at the game's end:
    "Enter them" goes back to the form, "They are 0" sends the result with those values entered as 0. The
    other seat's Classified Objectives are only listed (that seat enters its own)."""
    side = cast(str, t.side)
    lang = language_of(request)
    names = (t.table["a"] or "A", t.table["b"] or "B")
    form_def = _form_def(request, cast(ResolvedMission, t.mission), lang)
    missing = {p: tally_form.missing_words(form_def, parsed.missing[p], side, names, lang) for p in ("A", "B")}
    asked = tally_form.ask(parsed, side)

    def words(m: tally_form.Missing) -> str:
        return tally_form.missing_words(form_def, [m.field], side, names, lang)[0]

    others = [words(m) for m in parsed.unentered if not tally_form.enterable(m, side)]
    return _page(request, "check.html", status, t=t, table=t.table, parsed=parsed, values=values, form_token=issued,
                 lines=tally_form.masked_lines(parsed, side, lang), missing=missing,
                 asked=[words(m) for m in asked], zeros=tally_form.zero_fields(asked), others=others,
                 version=t.report.version if t.report is not None else 0, action=action)


async def send(request: Request) -> Response:
    async def body() -> Response:
        token = request.path_params["token"]
        _limit(request, token)
        form = await _read_form(request)
        s = _surface(request)
        t, issued = await run_in_threadpool(_load, request, token, form_token=False)
        if t.side is None or t.secret is None:
            raise Refused(403, "no_seat")
        action = form.get("action")
        form_token = str(form.get("form") or "")
        version_raw = str(form.get("version") or "")
        if action not in ("propose", "confirm", "dispute") or not version_raw.isdigit() or len(version_raw) > 9:
            raise Refused(400, "bad_form")
        version = int(version_raw)
        device = _device(request)
        lang = language_of(request)
        try:
            if action == "confirm":
                await run_in_threadpool(_said, lang, s.events.confirm_report, token, t.side, t.secret, form_token,
                                        version, device)
            else:
                try:
                    parsed = await run_in_threadpool(_parse, request, t, form)
                except InputError as exc:
                    issued = await run_in_threadpool(s.events.issue_form_token, token, t.secret)
                    values = {k: v for k, v in form.items() if isinstance(v, str)}
                    return _page(request, "table.html", 400, **_table_context(request, t, issued, values, exc))
                if tally_form.ask(parsed, t.side):  # not entered and not said to be 0: asked, nothing stored
                    issued = await run_in_threadpool(s.events.issue_form_token, token, t.secret)
                    values = {k: v for k, v in form.items()
                              if isinstance(v, str) and k not in ("form", "version", "action", "zeros")}
                    return _check_page(request, t, parsed, values, issued, action, 409)
                move = s.events.propose_report if action == "propose" else s.events.dispute_report
                await run_in_threadpool(_said, lang, move, token, t.side, t.secret, parsed.values(), form_token,
                                        version, device)
        except FormReplayed:
            raise Refused(409, "replayed") from None
        except RoundClosed:
            raise Refused(410, "round_closed") from None
        except WrongSeat:
            raise Refused(403, "no_seat") from None
        except ReportStateError as exc:
            raise Refused(409, exc.message) from None
        except EventConflictError:  # the other phone or the organizer moved first: nothing was overwritten
            raise Refused(409, "changed_meanwhile") from None
        except ReportError as exc:
            raise Refused(400, f"{exc.field}: {exc.message}") from None
        return RedirectResponse(f"/t/{token}", 303, headers=HEADERS)
    return await _guarded(request, body)


__all__ = ["asset", "check", "claim", "event_json", "event_page", "event_stream", "send", "static", "table_json",
           "table_map", "table_page"]
