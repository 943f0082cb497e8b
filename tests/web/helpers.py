"""An event for the players' pages, and a phone without a browser (cookies, Origin, forms) for the HTTP tests."""

from __future__ import annotations

import http.client
import http.cookiejar
import re
import urllib.error
import urllib.parse
import urllib.request

from its_desktop.persistence.events import Events

SCENARIO = "s16/supremacy"  # one Classified Objective per player
NAMES = [("Ana Lopez", "PanOceania"), ("Ben Okafor", "Yu Jing"), ("Chloé Martin", "Ariadna"),
         ("Dario Rossi", "Haqqislam"), ("Eva Novak", "Nomads"), ("Femi Adeyemi", "Combined Army"),
         ("Gus Larsen", "ALEPH"), ("Hana Sato", "Tohaa")]


def paired_event(url: str, players: int = 8, name: str = "Spring Open", scenario: str = SCENARIO) -> tuple[int, list]:
    with Events.open(url) as events:
        ev = events.create_event(name, "s16", points=300, who="TO")
        for i in range(players):
            n, faction = NAMES[i] if i < len(NAMES) else (f"Player {i}", "PanOceania")
            events.add_player(ev.id, n, faction=faction, who="TO")
        events.set_round(ev.id, 1, scenario, who="TO")
        games = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=3), who="TO")
        return ev.id, [g for g in games if not g.bye]


class Phone:
    """One phone: its own cookies, the Origin a browser sends with a form, and the page it last read."""

    def __init__(self, base: str, origin: str | None = None, lang: str = "en") -> None:
        self.base = base
        self.origin = base if origin is None else origin
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.lang = lang
        self.html = ""
        self.status = 0

    def get(self, path: str) -> tuple[int, str]:
        req = urllib.request.Request(self.base + path, headers={"Accept-Language": self.lang})
        return self._open(req)

    def post(self, path: str, fields: dict[str, str] | list[tuple[str, str]] | bytes,
             headers: dict[str, str] | None = None) -> tuple[int, str]:
        data = fields if isinstance(fields, bytes) else urllib.parse.urlencode(fields).encode()
        h = {"Content-Type": "application/x-www-form-urlencoded", "Accept-Language": self.lang}
        if self.origin:
            h["Origin"] = self.origin
        h.update(headers or {})
        return self._open(urllib.request.Request(self.base + path, data=data, headers=h, method="POST"))

    def _open(self, req: urllib.request.Request) -> tuple[int, str]:
        try:
            with self.opener.open(req, timeout=30) as resp:
                self.status, self.html = resp.status, resp.read().decode()
        except urllib.error.HTTPError as exc:
            self.status, self.html = exc.code, exc.read().decode()
        return self.status, self.html

    def hidden(self, name: str) -> str:
        m = re.search(rf'name="{re.escape(name)}" value="([^"]*)"', self.html)
        assert m, f"no hidden field {name} on the page"
        return m.group(1)

    def claim(self, token: str, side: str) -> int:
        return self.post(f"/t/{token}/claim", {"side": side})[0]

    def check(self, token: str, values: dict[str, str], action: str = "propose") -> int:
        return self.post(f"/t/{token}/check", {**values, "action": action})[0]

    def send_checked(self, token: str) -> int:
        """Send the form of the check page just read, as the button would."""
        fields = re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', self.html)
        action = re.search(r'<button type="submit" name="action" value="(\w+)"', self.html)
        assert action, "no send button"
        import html as _html

        return self.post(f"/t/{token}/send", [(k, _html.unescape(v)) for k, v in fields] + [("action", action.group(1))])[0]


def raw_post(host: str, port: int, path: str, body: bytes, headers: dict[str, str]) -> tuple[int, str]:
    conn = http.client.HTTPConnection(host, port, timeout=30)
    try:
        conn.request("POST", path, body=body, headers=headers)
        resp = conn.getresponse()
        return resp.status, resp.read().decode(errors="replace")
    finally:
        conn.close()
