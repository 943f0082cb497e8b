"""Overlay fixtures: the suite's databases (an SQLite file, the real PostgreSQL cluster), filled
with an event and a tallied game full of private data, and a running overlay server on loopback."""

from __future__ import annotations

import pytest

from its_desktop.web.server import OverlayServer

from .helpers import fill


@pytest.fixture
def filled(any_url):
    return any_url, fill(any_url)


@pytest.fixture
def overlay(filled, tmp_path):
    url, ids = filled
    server = OverlayServer(url, "127.0.0.1", 0, text_dir=tmp_path / "obs").start()
    assert server.ready(10)
    server.ids = ids
    server.db_url = url
    yield server
    server.stop()
