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


def overlay(args: argparse.Namespace) -> int:
    import signal
    import threading

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
        if server.warning:
            print("its-desktop: " + _("warning: {text}").format(text=server.warning), file=sys.stderr)
        print(_("Stream overlay on {url}").format(url=server.url("/")), flush=True)
        for label, url in server.page_urls():
            print("  " + _("{label}: {url}").format(label=label, url=url))
        sys.stdout.flush()
        if args.check:
            return 0
        done = threading.Event()
        signal.signal(signal.SIGTERM, lambda *_: done.set())
        try:
            while not done.wait(0.5):
                pass
        except KeyboardInterrupt:
            pass
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
        print("its-desktop: " + _("warning: {text}").format(text=players.warning), file=sys.stderr)
        url = players.event_url()
        print(_("Players' pages of the event: {url}").format(url=url), flush=True)
        if server.httpd is not None:
            print(_("Stream overlay on {url}").format(url=server.url("/")), flush=True)
        if not args.check:
            _wait_for_stop()
        return 0
    finally:
        server.stop()


def _wait_for_stop() -> None:
    import signal
    import threading

    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    try:
        while not done.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
