"""Optional HTTPS: a self-signed certificate made here (kept, owner-only key), the pages served over TLS,
and the seat cookie marked Secure there."""

from __future__ import annotations

import ssl
import stat
import urllib.error
import urllib.request

from cryptography import x509

from its_desktop.web.players.certs import self_signed
from its_desktop.web.server import OverlayServer

from .helpers import paired_event


def test_the_pages_over_https_with_a_certificate_made_here(tmp_path):
    url = f"sqlite:///{tmp_path / 'h.sqlite3'}"
    event, games = paired_event(url)
    server = OverlayServer(url, None).start()
    try:
        players = server.start_players(event, "127.0.0.1", 0, https=True, cert_dir=tmp_path / "tls")
        link = players.event_url()
        assert link.startswith("https://127.0.0.1:")
        ctx = ssl.create_default_context(cafile=str(tmp_path / "tls" / "127.0.0.1.crt"))
        with urllib.request.urlopen(link, context=ctx, timeout=10) as resp:  # verified against that certificate
            assert resp.status == 200 and "Find my table" in resp.read().decode()
        with server.events.__class__.open(url) as ev:
            token = ev.table_token(games[0].id)
        req = urllib.request.Request(players.url(f"/t/{token}/claim"), data=b"side=A", method="POST",
                                     headers={"Content-Type": "application/x-www-form-urlencoded",
                                              "Origin": players.url("").rstrip("/")})
        opener = urllib.request.build_opener(urllib.request.HTTPSHandler(context=ctx),
                                             _NoRedirect())
        try:
            opener.open(req, timeout=10)
        except urllib.error.HTTPError as exc:
            assert exc.code == 303
            cookie = exc.headers["set-cookie"]
        assert "its_seat=" in cookie and "Secure" in cookie and "HttpOnly" in cookie and "SameSite=strict" in cookie
    finally:
        server.stop()


def test_the_certificate_is_kept_and_names_its_host(tmp_path):
    cert, key = self_signed(tmp_path, "192.0.2.10")
    again = self_signed(tmp_path, "192.0.2.10")
    assert again == (cert, key)
    parsed = x509.load_pem_x509_certificate(open(cert, "rb").read())
    san = parsed.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert [str(ip) for ip in san.get_values_for_type(x509.IPAddress)] == ["192.0.2.10"]
    assert stat.S_IMODE((tmp_path / "192.0.2.10.key").stat().st_mode) == 0o600


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


