"""A live language switch redraws the tournament window from the database: with the server gone, those reads
raised inside the event loop (a full run found it: a switch in one test reached a window whose server another
test had stopped). The window says "reconnecting…" instead; a window closed for good reads nothing."""

from __future__ import annotations

import pytest

from tests.tcp_proxy import TcpProxy

pytestmark = [pytest.mark.gui, pytest.mark.server]


def test_a_language_switch_with_the_server_gone_says_reconnecting(tournament, pg_url, pg_cluster, qtbot):
    from its_desktop.ui import i18n

    proxy = TcpProxy(pg_cluster.port)
    try:
        w = tournament(proxy.url_for(pg_url, pg_cluster.port))
        assert w.create_event("Switch open", "s16") is not None
        proxy.close()  # connections refused from now on
        i18n.switch_language("fr")  # raised in changeEvent before
        qtbot.waitUntil(lambda: w.reconnecting.isVisible(), timeout=15000)
        assert w.windowTitle() == "Switch open — Tournoi"
        # the list as it was, still answering (a failed read emptied it and left its signals blocked)
        assert w.event_box.count() == 1 and not w.event_box.signalsBlocked()
    finally:
        i18n.switch_language("en")
        proxy.close()


def test_a_disposed_window_reads_nothing_on_a_switch(tournament, pg_url, qtbot):
    from its_desktop.ui import i18n

    w = tournament(pg_url)
    assert w.create_event("Disposed open", "s16") is not None
    w.dispose()
    reads: list[str] = []
    w.reload_events = lambda: reads.append("events")
    try:
        i18n.switch_language("es")
    finally:
        i18n.switch_language("en")
    assert reads == []
