"""The event's web server (Starlette + uvicorn) against the hand-written http.server it replaced, and the
players' pages at a 30-table event.

    python benchmarks/bench_web.py [--samples 60] [--phones 100] [--baseline REV]

1. ``/state.json`` (request to last byte) and SSE (commit → message received): the new server against the
   old one (``its_desktop/overlay`` at ``--baseline``, default ``ef2c2f4``, the last commit that had it, read with ``git show`` into a
   temporary package), both serving the same SQLite file at once. GETs alternate old/new; each commit is
   heard by one stream on each server, so the SSE samples are paired commit by commit.
2. A 30-table event with ``--phones`` phones holding the event page's live stream: the table page (HTML)
   and its map (SVG) served, median and worst; the event page's live message after a result, median and
   worst over the phones; memory of the process with the phones connected against none.
3. A result sent from a phone (check → send, two posts) until the organizer's window would hear it (the
   store's change notification), median and worst.

Wall times; the machine is shared, so only medians compare.
"""

from __future__ import annotations

import argparse
import http.client
import importlib
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from its_desktop.persistence.events import Events  # noqa: E402
from its_desktop.persistence.games import Games  # noqa: E402
from its_desktop.persistence.notify import subscribe  # noqa: E402
from its_desktop.web.server import OverlayServer  # noqa: E402


def old_server_class(rev: str, folder: Path):
    """``OverlayServer`` of the old ``its_desktop/overlay`` package at ``rev``, as package ``old_overlay``."""
    pkg = folder / "old_overlay"
    pkg.mkdir()
    names = subprocess.run(["git", "-C", str(ROOT), "ls-tree", "--name-only", f"{rev}:its_desktop/overlay"],
                           check=True, capture_output=True, text=True).stdout.split()
    for name in names:
        text = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:its_desktop/overlay/{name}"], check=True,
                              capture_output=True, text=True).stdout
        (pkg / name).write_text(text)
    sys.path.insert(0, str(folder))
    return importlib.import_module("old_overlay.server").OverlayServer


def _num(v):
    return None if v is None else float(v)  # 1 and 1.0 are the same VP


class Stream:
    def __init__(self, address, path: str, key=lambda s: _num(((s.get("game") or {}).get("vp") or {}).get("A"))):
        self.conn = http.client.HTTPConnection(*address, timeout=120)
        self.conn.request("GET", path)
        self.resp = self.conn.getresponse()
        self.key, self.seen, self.cond = key, {}, threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            for line in self.resp:
                if line.startswith(b"data: "):
                    k = self.key(json.loads(line[6:]))
                    with self.cond:
                        self.seen.setdefault(json.dumps(k), time.perf_counter())
                        self.cond.notify_all()
        except (OSError, ValueError, AttributeError):
            pass  # closed by close() (http.client reading a chunked body it lost: AttributeError)

    def wait(self, value, timeout: float = 20.0) -> float:
        k = json.dumps(_num(value) if isinstance(value, (int, float)) else value)
        with self.cond:
            if not self.cond.wait_for(lambda: k in self.seen, timeout):
                raise TimeoutError(f"no message with {value}")
            return self.seen[k]

    def close(self) -> None:
        self.conn.close()


def get_ms(address, path: str) -> float:
    t = time.perf_counter()
    conn = http.client.HTTPConnection(*address, timeout=30)
    conn.request("GET", path)
    conn.getresponse().read()
    conn.close()
    return 1000 * (time.perf_counter() - t)


def summary(xs: list[float]) -> str:
    return f"median {statistics.median(xs):7.1f} ms, worst {max(xs):7.1f} ms (n={len(xs)})"


def old_against_new(url: str, samples: int, rev: str, tmp: Path) -> None:
    Old = old_server_class(rev, tmp)
    writer = Games.open(url)
    game = writer.create_game("s16/supremacy", 300, "Ana", "Ben").id
    old, new = Old(url, "127.0.0.1", 0).start(), OverlayServer(url, "127.0.0.1", 0).start()
    try:
        old.ready(), new.ready()
        gets: dict[str, list[float]] = {"old": [], "new": []}
        for i in range(samples):
            for name, server in ((("old", old), ("new", new)) if i % 2 == 0 else (("new", new), ("old", old))):
                gets[name].append(get_ms(server.address, f"/state.json?game={game}"))
        streams = {"old": Stream(old.address, f"/events?game={game}"), "new": Stream(new.address, f"/events?game={game}")}
        sse: dict[str, list[float]] = {"old": [], "new": []}
        vp = 0.0
        for _ in range(samples):
            vp += 0.5
            writer.set_entry(game, "A", "vp", None, vp, "asked", who="bench")
            committed = time.perf_counter()
            for name, s in streams.items():
                sse[name].append(1000 * (s.wait(vp) - committed))
            time.sleep(0.12)  # above the 10-a-second throttle of a stream
        for s in streams.values():
            s.close()
    finally:
        old.stop()
        new.stop()
        writer.close()
    print(f"1. /state.json   old http.server: {summary(gets['old'])}")
    print(f"                 new Starlette:   {summary(gets['new'])}")
    print(f"   SSE commit→msg old http.server: {summary(sse['old'])}")
    print(f"                  new Starlette:   {summary(sse['new'])}")


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def event_with_phones(url: str, samples: int, phones: int) -> None:
    sys.path.insert(0, str(ROOT))
    from tests.web.helpers import Phone, paired_event

    event, games = paired_event(url, players=60)
    server = OverlayServer(url, "127.0.0.1", 0).start()
    server.ready()
    players = server.start_players(event, "127.0.0.1", 0)
    from its_desktop.web.players.limits import RateLimiter

    players.per_address = RateLimiter(10_000, 10_000)  # every phone of the benchmark is 127.0.0.1
    players.per_token = RateLimiter(10_000, 10_000)
    with Events.open(url) as ev:
        etoken = ev.event_token(event)
        tokens = [ev.table_token(g.id) for g in games]
    try:
        before = rss_mb()
        streams = [Stream(players.address, f"/e/{etoken}/events", key=lambda s: [r["tp"] for r in
                   s["event"]["standings"]["rows"][:1]]) for _ in range(phones)]
        for s in streams:
            s.wait([0])
        after = rss_mb()
        page, svg = [], []
        for i in range(samples):
            tok = tokens[i % len(tokens)]
            page.append(get_ms(players.address, f"/t/{tok}"))
            svg.append(get_ms(players.address, f"/t/{tok}/map.svg"))
        print(f"2. {len(games)} tables, {phones} phones on the event page's live stream:")
        print(f"   table page HTML  {summary(page)}")
        print(f"   table map SVG    {summary(svg)}")
        print(f"   memory: {before:.0f} MB before the phones, {after:.0f} MB with them "
              f"({(after - before) * 1024 / phones:.0f} KB a phone)")
        # One result approved: the standings reach every phone.
        with Events.open(url) as ev:
            ev.record_result(games[0].id, 8, 2, 200, 100, "TO")
        committed = time.perf_counter()
        arrivals = [1000 * (s.wait([5]) - committed) for s in streams]
        print(f"   result → all phones' standings: {summary(arrivals)}")
        for s in streams:
            s.close()
        # 3. A result from a phone until the organizer's window hears it.
        heard = threading.Event()
        sub = subscribe(url, lambda change: heard.set())
        sub.ready.wait(10)
        sends = []
        for tok in tokens[1:1 + min(samples, len(tokens) - 1)]:
            a = Phone(players.url(""))
            a.claim(tok, "A")
            values = {"vp.A": "150", "vp.B": "100", "m.A.hacked-consoles.game": "1", "m.B.hacked-consoles.game": "0"}
            for r in (1, 2, 3):
                values[f"m.A.more-quadrants.{r}"] = "1"
                values[f"m.B.more-quadrants.{r}"] = "1"
            a.check(tok, values)
            heard.clear()
            t = time.perf_counter()
            assert a.send_checked(tok) == 200
            heard.wait(10)
            sends.append(1000 * (time.perf_counter() - t))
        sub.close()
        print(f"3. result sent from a phone → the organizer's window notified: {summary(sends)}")
    finally:
        server.stop()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--samples", type=int, default=60)
    ap.add_argument("--phones", type=int, default=100)
    ap.add_argument("--baseline", default="ef2c2f4")  # the last commit with the http.server overlay
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        old_against_new(f"sqlite:///{tmp / 'a.sqlite3'}", args.samples, args.baseline, tmp)
        event_with_phones(f"sqlite:///{tmp / 'b.sqlite3'}", args.samples, args.phones)


if __name__ == "__main__":
    main()
