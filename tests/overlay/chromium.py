"""A real headless Chromium driven over the DevTools protocol on a pipe (no extra packages).

``--remote-debugging-pipe`` makes Chromium read JSON commands on fd 3 and answer on fd 4, each message
ending in a NUL byte. That is enough to open a page, wait until the overlay has rendered what the server
sent (a JavaScript condition) and take a screenshot.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars", "--remote-debugging-pipe"]


def find() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def _to_3_and_4(read_end: int, write_end: int) -> None:
    # Move both out of the way first: one of them may already sit at 3 or 4.
    r, w = os.dup(read_end), os.dup(write_end)
    os.dup2(r, 3)
    os.dup2(w, 4)


class Browser:
    def __init__(self, binary: str, width: int = 1920, height: int = 1080):
        self.profile = tempfile.mkdtemp(prefix="its-chromium-")
        to_chrome_r, self._w = os.pipe()
        self._r, from_chrome_w = os.pipe()
        self.proc = subprocess.Popen(
            [binary, *FLAGS, f"--user-data-dir={self.profile}", f"--window-size={width},{height}", "about:blank"],
            # The child's fds are closed after preexec_fn runs, except those listed: keep 3 and 4 too.
            pass_fds=(to_chrome_r, from_chrome_w, 3, 4), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            preexec_fn=lambda: _to_3_and_4(to_chrome_r, from_chrome_w))
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self._buf = b""
        self._id = 0
        self.width, self.height = width, height
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride", session=True, width=width, height=height,
                  deviceScaleFactor=1, mobile=False)

    def call(self, method: str, session: bool = False, timeout: float = 30.0, **params):
        self._id += 1
        msg = {"id": self._id, "method": method, "params": params}
        if session:
            msg["sessionId"] = self.session
        os.write(self._w, json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            while b"\0" not in self._buf:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"chromium did not answer {method}")
                chunk = os.read(self._r, 1 << 16)
                if not chunk:
                    raise RuntimeError("chromium closed the pipe")
                self._buf += chunk
            raw, self._buf = self._buf.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self._id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def evaluate(self, expression: str):
        res = self.call("Runtime.evaluate", session=True, expression=expression, returnByValue=True)
        return res.get("result", {}).get("value")

    def open(self, url: str, ready: str, timeout: float = 20.0) -> None:
        """Load ``url`` and wait until the JavaScript expression ``ready`` is true."""
        self.call("Page.enable", session=True)
        self.call("Page.navigate", session=True, url=url)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.evaluate(f"Boolean({ready})"):
                return
            time.sleep(0.1)
        raise TimeoutError(f"{url}: not ready ({ready}) after {timeout} s")

    def open_wait(self, ready: str, timeout: float = 10.0) -> None:
        """Wait on the page already open until ``ready`` is true."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.evaluate(f"Boolean({ready})"):
                return
            time.sleep(0.1)
        raise TimeoutError(f"not ready ({ready}) after {timeout} s")

    def screenshot(self, path: Path) -> Path:
        data = self.call("Page.captureScreenshot", session=True, format="png")["data"]
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        try:
            self.call("Browser.close", timeout=5)
        except (OSError, RuntimeError, TimeoutError):
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._w)
        os.close(self._r)
        shutil.rmtree(self.profile, ignore_errors=True)
