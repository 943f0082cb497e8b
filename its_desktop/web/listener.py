"""One listening socket served by uvicorn in a thread of its own, beside Qt or the command line.

uvicorn parses HTTP (h11); what it leaves open is closed here:

- the socket is bound before the thread starts, so a busy port is an ``OSError`` for the caller (one line
  on the command line, a message in the window) instead of a log line in a thread;
- the request head (request line and headers) must arrive within ``HEAD_TIMEOUT_S``: a client that opens
  a connection and never finishes its request is dropped (uvicorn's keep-alive timer only runs between
  requests), so half-open connections cannot pile up against ``limit_concurrency``;
- a request line over 64 KiB is answered 414, more than 100 header lines or 64 KiB of headers 431, an
  HTTP version other than 1.0/1.1 505 — the answers the standard library's server gave, which the stream
  overlay's clients and tests rely on (h11 would answer all of them 400).
"""

from __future__ import annotations

import asyncio
import logging
import socket
import sys
import threading
from typing import Any

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

log = logging.getLogger("its_desktop.web")

MAX_LINE = 65536        # bytes of a request line
MAX_HEAD = 65536        # bytes of the header block
MAX_HEADERS = 100       # header lines
HEAD_TIMEOUT_S = 15.0   # seconds a client may take to send its request head
LIMIT_CONCURRENCY = 400  # connections and tasks at once; past it uvicorn answers 503
KEEP_ALIVE_S = 5


class _Refused(Exception):
    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status, self.reason = status, reason


class GuardedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with the old server's limits and a deadline for the request head."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._head = bytearray()
        self._head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        if self._head_timer is None:
            self._head_timer = self.loop.call_later(HEAD_TIMEOUT_S, self._too_slow)

    def _disarm(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _too_slow(self) -> None:
        self._head_timer = None
        if not self.transport.is_closing():
            log.debug("web: request head not finished in %s s; closing", HEAD_TIMEOUT_S)
            self.transport.close()

    def data_received(self, data: bytes) -> None:
        if self.conn.their_state is h11.IDLE or self._head:
            # Reading a request head: check it as it arrives, before h11 buffers it.
            self._head += data
            end = self._head.find(b"\r\n\r\n")
            head = bytes(self._head if end < 0 else self._head[:end])
            try:
                _check_head(head, complete=end >= 0)
            except _Refused as exc:
                self._refuse(exc)
                return
            if end >= 0:
                self._head.clear()
                self._disarm()
            else:
                self._arm()
        super().data_received(data)

    def _refuse(self, exc: _Refused) -> None:
        self._disarm()
        body = f"{exc.reason}\n".encode()
        self.transport.write(f"HTTP/1.1 {exc.status} {exc.reason}\r\nContent-Type: text/plain; charset=utf-8\r\n"
                             f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode() + body)
        self.transport.close()

    def send_400_response(self, msg: str) -> None:
        # Called inside uvicorn's ``except h11.RemoteProtocolError``: its status hint is the better answer.
        hint = getattr(sys.exc_info()[1], "error_status_hint", 400)
        if hint != 400:
            self._refuse(_Refused(hint, msg))
            return
        super().send_400_response(msg)


def _check_head(head: bytes, complete: bool) -> None:
    first, _sep, rest = head.partition(b"\n")
    if len(first) > MAX_LINE or (not _sep and not complete and len(head) > MAX_LINE):
        raise _Refused(414, "URI Too Long")
    if len(head) > MAX_LINE + MAX_HEAD:
        raise _Refused(431, "Request Header Fields Too Large")
    if rest.count(b"\n") + 1 > MAX_HEADERS and rest:
        raise _Refused(431, "Request Header Fields Too Large")
    if _sep or complete:
        words = first.strip().split(b" ")
        if len(words) == 3 and words[2].startswith(b"HTTP/") and words[2] not in (b"HTTP/1.0", b"HTTP/1.1"):
            if words[2][5:6].isdigit() and words[2][5:6] != b"0":
                raise _Refused(505, "HTTP Version Not Supported")


class Listener:
    """A bound socket and the uvicorn server serving ``app`` on it, in a daemon thread."""

    def __init__(self, app: Any, host: str, port: int, *, ssl: tuple[str, str] | None = None,
                 name: str = "its-desktop web") -> None:
        self.app = app
        self.sock = _bind(host, port)
        kwargs: dict[str, Any] = {}
        if ssl is not None:
            kwargs.update(ssl_certfile=ssl[0], ssl_keyfile=ssl[1])
        config = uvicorn.Config(app, http=GuardedH11Protocol, lifespan="off", log_level="warning",
                                access_log=False, server_header=False, date_header=False, ws="none",
                                limit_concurrency=LIMIT_CONCURRENCY, timeout_keep_alive=KEEP_ALIVE_S,
                                timeout_graceful_shutdown=2, h11_max_incomplete_event_size=2 * (MAX_LINE + MAX_HEAD),
                                **kwargs)
        self.server = uvicorn.Server(config)
        self.started = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    @property
    def errors(self) -> int:
        """Requests whose handler raised (:class:`its_desktop.web.app.Guard` counts them)."""
        return int(getattr(self.app, "errors", 0))

    @property
    def address(self) -> tuple[str, int]:
        host, port = self.sock.getsockname()[:2]
        return str(host), int(port)

    def start(self) -> Listener:
        self._thread.start()
        if not self.started.wait(10):
            raise OSError("the web server did not start")
        return self

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._serve())
        finally:
            # Tasks a library left waiting (sse-starlette's shutdown watcher) end with the loop, quietly.
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            loop.close()

    async def _serve(self) -> None:
        task = asyncio.ensure_future(self.server.serve(sockets=[self.sock]))
        while not self.server.started and not task.done():
            await asyncio.sleep(0.01)
        self.started.set()
        await task

    def stop(self) -> None:
        self.server.should_exit = True
        if self._thread.is_alive():
            self._thread.join(10)
        try:
            self.sock.close()
        except OSError:
            pass


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(128)
        sock.set_inheritable(True)
    except OSError:
        sock.close()
        raise
    return sock
