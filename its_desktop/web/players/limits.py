"""Rate limits per client address and per token, and the same-origin rule for posts.

A token bucket per key: ``rate`` requests a second on average with bursts of ``burst``. The venue's
phones share one Wi-Fi (often one NAT address), so the per-address budget is generous and the per-token
budget (one table, two phones) is what stops a script hammering one table.
"""

from __future__ import annotations

import threading
import time
from urllib.parse import urlsplit

MAX_BODY = 16 * 1024  # bytes of a posted form
MAX_KEYS = 10_000  # keys remembered at most; the oldest are forgotten first


class RateLimiter:
    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def allow(self, key: str, cost: float = 1.0) -> bool:
        now = time.monotonic()
        with self._lock:
            tokens, at = self._buckets.pop(key, (float(self.burst), now))
            tokens = min(float(self.burst), tokens + (now - at) * self.rate)
            ok = tokens >= cost
            self._buckets[key] = (tokens - cost if ok else tokens, now)
            if len(self._buckets) > MAX_KEYS:
                self._buckets.pop(next(iter(self._buckets)))
            return ok


def same_origin(origin: str | None, referer: str | None, host: str | None, scheme: str) -> bool:
    """A post is taken only from a page of this server: its ``Origin`` (or, without one, its ``Referer``)
    must name this scheme, host and port. A browser always sends ``Origin`` on a cross-site post."""
    if not host:
        return False
    want = f"{scheme}://{host}".lower()
    if origin:
        return origin.lower() == want
    if referer:
        parts = urlsplit(referer)
        return f"{parts.scheme}://{parts.netloc}".lower() == want
    return False
