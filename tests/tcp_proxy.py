"""A TCP proxy in front of the test PostgreSQL cluster that a test can cut, to lose the server on purpose.

``cut()`` closes every connection made through it and leaves new ones accepted but unanswered, as a server
lost on the network does (a connect then waits for its timeout); ``restore()`` forwards again (the
connections held meanwhile are closed, so their clients retry)."""

from __future__ import annotations

import contextlib
import select
import socket
import threading


class TcpProxy:
    def __init__(self, upstream_port: int, upstream_host: str = "127.0.0.1") -> None:
        self.upstream = (upstream_host, upstream_port)
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._open: list[socket.socket] = []   # forwarded connections (both ends)
        self._held: list[socket.socket] = []   # accepted while cut, never answered
        self.up = True
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, name="test proxy", daemon=True)
        self._thread.start()

    def url_for(self, url: str, port: int) -> str:
        """``url`` (on the cluster's ``port``) through this proxy."""
        return url.replace(f":{port}/", f":{self.port}/", 1)

    def cut(self) -> None:
        with self._lock:
            self.up = False
            for s in self._open:
                _close(s)
            self._open.clear()

    def restore(self) -> None:
        with self._lock:
            self.up = True
            for s in self._held:
                _close(s)
            self._held.clear()

    def close(self) -> None:
        self._stop.set()
        self.cut()
        self.restore()
        _close(self._listener)
        self._thread.join(2)

    def _accept(self) -> None:
        while not self._stop.is_set():
            ready, _w, _x = select.select([self._listener], [], [], 0.1)
            if not ready:
                continue
            try:
                client, _addr = self._listener.accept()
            except OSError:
                return
            with self._lock:
                if not self.up:
                    self._held.append(client)
                    continue
            try:
                server = socket.create_connection(self.upstream, timeout=5)
                server.settimeout(None)
            except OSError:
                _close(client)
                continue
            with self._lock:
                self._open += [client, server]
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=_pump, args=(a, b), daemon=True).start()


def _pump(src: socket.socket, dst: socket.socket) -> None:
    try:
        while data := src.recv(65536):
            dst.sendall(data)
    except OSError:
        pass
    _close(src)
    _close(dst)


def _close(s: socket.socket) -> None:
    with contextlib.suppress(OSError):
        s.shutdown(socket.SHUT_RDWR)
    with contextlib.suppress(OSError):
        s.close()
