"""Tournament → Players' pages: start and stop an event's phone pages from the window, the address and
the warning shown, a QR code of the event page that decodes to its link, and the pages stop with the
window."""

from __future__ import annotations

import urllib.request

from tests.web.helpers import paired_event


def test_the_dialog_starts_and_stops_the_players_pages(window, qtbot, tmp_path):
    from its_desktop.ui.players_pages import PlayersPagesDialog, PlayersPagesHolder

    url = f"sqlite:///{tmp_path / 'players.sqlite3'}"
    paired_event(url)
    holder = PlayersPagesHolder()
    dialog = PlayersPagesDialog(window, url, holder)
    qtbot.addWidget(dialog)
    assert dialog.event_box.count() == 1 and not dialog.stop_button.isEnabled()
    assert "Not serving" in dialog.url_label.text()
    dialog.host_box.setCurrentIndex(dialog.host_box.findData("127.0.0.1"))
    for port in range(18080, 18100):  # a free port in the dialog's range (1024+)
        dialog.port_box.setValue(port)
        if dialog.start():
            break
    else:
        raise AssertionError("no free port")
    try:
        link = dialog.url_label.text()
        assert link.startswith(f"http://127.0.0.1:{port}/e/")
        assert "Only this computer" in dialog.warning_label.text()
        assert not dialog.qr_label.pixmap().isNull() and dialog.qr_label.pixmap().width() >= 200
        with urllib.request.urlopen(link, timeout=10) as resp:
            assert resp.status == 200 and "Find my table" in resp.read().decode()
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.grab().save(str(tmp_path / "players-pages.png"))
        import os, shutil
        if os.environ.get("ITS_WEB_SHOTS"):
            shutil.copy(tmp_path / "players-pages.png", os.environ["ITS_WEB_SHOTS"])
        assert not dialog.start_button.isEnabled() and dialog.stop_button.isEnabled()
    finally:
        dialog.stop()
    assert holder.players_server is None and dialog.start_button.isEnabled()


def test_the_qr_code_is_the_links_symbol_at_a_whole_scale():
    import segno

    from its_desktop.ui.players_pages import qr_pixmap

    link = "http://192.0.2.10:8080/e/Ibkkc5vQpMLRpUodBR_RoQ"
    pix = qr_pixmap(link, 240)
    qr = segno.make(link, error="m")
    assert pix.width() == (qr.symbol_size()[0]) * max(1, 240 // qr.symbol_size()[0])


def test_the_dialog_offers_the_event_open_in_the_tournament_window_and_tells_namesakes_apart(window, qtbot,
                                                                                              tmp_path):
    """A tester with three imported "Lisbon Winter Open" saw three equal names and the newest picked, not the
    event the tournament window had open."""
    from its_desktop.persistence.events import Events
    from its_desktop.ui import settings as prefs
    from its_desktop.ui.players_pages import PlayersPagesDialog, PlayersPagesHolder

    url = f"sqlite:///{tmp_path / 'players.sqlite3'}"
    with Events.open(url) as events:
        ids = [events.create_event("Lisbon Winter Open", "s16", who="TO").id for _ in range(3)]
        other = events.create_event("Porto GT", "s16", who="TO").id
    holder = PlayersPagesHolder()
    dialog = PlayersPagesDialog(window, url, holder, ids[1])
    qtbot.addWidget(dialog)
    labels = [dialog.event_box.itemText(i) for i in range(dialog.event_box.count())]
    assert len(set(labels)) == 4 and "Porto GT" in labels
    assert dialog.event_box.currentData() == ids[1] and f"(#{ids[1]})" in dialog.event_box.currentText()
    prefs.TOURNAMENT_LAST_EVENT.set(other, dialog.settings)  # no window open: the last event it opened
    again = PlayersPagesDialog(window, url, holder)
    qtbot.addWidget(again)
    assert again.event_box.currentData() == other
