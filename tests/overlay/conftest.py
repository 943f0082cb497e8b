"""Overlay fixtures: the persistence suite's databases (an SQLite file, the real PostgreSQL cluster), filled
with an event and a tallied game full of private data, and a running overlay server on loopback."""

from __future__ import annotations

import pytest

from its_desktop.overlay.server import OverlayServer
from tests.persistence.conftest import any_url, pg_cluster, pg_server, pg_url, sqlite_url  # noqa: F401

from .helpers import fill


@pytest.fixture
def filled(any_url):  # noqa: F811 - the imported fixture
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
