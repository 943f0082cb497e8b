"""``its-desktop overlay`` and ``its-desktop serve``: the stream overlay and the players' pages, run until stopped.

Kept apart from :mod:`its_desktop.cli` (which dispatches here): the options' checks, the addresses printed
and the wait for Ctrl+C or SIGTERM; the servers are :mod:`its_desktop.web`'s.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from its_desktop.cli_errors import BadInput

if TYPE_CHECKING:
    import argparse
    import threading


def overlay(args: argparse.Namespace) -> int:
    from its_desktop.domain.i18n import _
    from its_desktop.web.public import Scope
    from its_desktop.web.server import OverlayServer

    scope = None
    if args.files_for:
        fields: dict[str, int] = {}
        for part in args.files_for.split(","):
            name, _sep, value = part.partition("=")
            if name.strip() not in ("game", "table", "event") or not value.strip().isdigit():
                raise BadInput(_("--files-for: expected game=ID or table=N[,event=ID], got {value}").format(
                    value=repr(args.files_for)))
            fields[name.strip()] = int(value)
        scope = Scope(**fields)
    if not 0 <= args.port <= 65535:
        raise BadInput(_("--port: must be from 0 to 65535, got {port}").format(port=args.port))
    server = OverlayServer(args.db, args.host, args.port, token=args.token, text_dir=args.files, text_scope=scope)
    try:
        server.start()
    except OSError as exc:
        raise BadInput(_("overlay: cannot listen on {host}:{port}: {reason}").format(
            host=args.host, port=args.port, reason=exc.strerror or exc)) from None
    try:
        stop = None if args.check else _stop_on_sigterm()
        if server.warning:
            print("its-desktop: " + _("warning: {text}").format(text=server.warning), file=sys.stderr)
        print(_("Stream overlay on {url}").format(url=server.url("/")), flush=True)
        for label, url in server.page_urls():
            print("  " + _("{label}: {url}").format(label=label, url=url))
        sys.stdout.flush()
        if stop is not None:
            _wait_for_stop(stop)
        return 0
    finally:
        server.stop()


def serve(args: argparse.Namespace) -> int:
    from its_desktop.domain.i18n import _
    from its_desktop.web.server import OverlayServer

    for name, port in (("--port", args.port), ("--overlay-port", args.overlay_port)):
        if not 0 <= port <= 65535:
            raise BadInput(_("{option}: must be from 0 to 65535, got {port}").format(option=name, port=port))
    server = OverlayServer(args.db, None if args.no_overlay else "127.0.0.1", args.overlay_port)
    try:
        server.start()
    except OSError as exc:
        raise BadInput(_("overlay: cannot listen on {host}:{port}: {reason}").format(
            host="127.0.0.1", port=args.overlay_port, reason=exc.strerror or exc)) from None
    try:
        from its_desktop.persistence.events import NotFound
        from its_desktop.persistence.repository import FieldError

        try:
            server.events.get_event(args.event)  # type: ignore[union-attr]
        except (NotFound, FieldError, LookupError):
            raise BadInput(_("--event: no event {id} in this database").format(id=args.event)) from None
        try:
            players = server.start_players(args.event, args.host, args.port, https=args.https)
        except OSError as exc:
            raise BadInput(_("serve: cannot listen on {host}:{port}: {reason}").format(
                host=args.host, port=args.port, reason=exc.strerror or exc)) from None
        stop = None if args.check else _stop_on_sigterm()
        print("its-desktop: " + _("warning: {text}").format(text=players.warning), file=sys.stderr)
        url = players.event_url()
        print(_("Players' pages of the event: {url}").format(url=url), flush=True)
        if server.httpd is not None:
            print(_("Stream overlay on {url}").format(url=server.url("/")), flush=True)
        if stop is not None:
            _wait_for_stop(stop)
        return 0
    finally:
        server.stop()


def _stop_on_sigterm() -> threading.Event:
    """An event that SIGTERM (a service manager's stop) sets. Set up before the addresses are printed: a script
    that stops the server as soon as it has read them gets a clean stop, not a kill."""
    import signal
    import threading

    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    return stop


def _wait_for_stop(stop: threading.Event) -> None:
    """Until Ctrl+C or ``stop``: the servers run on their own threads."""
    try:
        while not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
