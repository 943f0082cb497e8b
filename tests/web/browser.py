"""Playwright driving Debian's chromium (never a downloaded browser), phones at 360x740."""

from __future__ import annotations

import os
import shutil

import pytest

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]
PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}


def chromium_path() -> str | None:
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


@pytest.fixture
def browser():
    path = chromium_path()
    if path is None:
        pytest.skip("no chromium (scripts/os-packages.sh installs Debian's)")
    from playwright.sync_api import sync_playwright

    os.environ.setdefault("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=ARGS, headless=True)
        try:
            yield b
        finally:
            b.close()
