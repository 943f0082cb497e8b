"""The stream server's ``/`` page: every page's URL, the parameters the pages read, and a live preview of
one page of each kind (a small frame of the page itself, over a stand-in for the video)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

# The URL's own words, the same in every language: (parameter, which pages read it, what it does).
PARAMETERS: tuple[tuple[str, str, str], ...] = (
    ("scale=0.5…1", "*", "smaller than the canvas (default 1)"),
    ("theme=dark|light", "*", "the plates' colours"),
    ("lang=en|fr|es", "*", "the pages' words (default: the browser's, else the app's language)"),
    ("safe=0", "*", "use the whole frame, not the graphics-safe area"),
    ("layout=compact", "scoreboard", "the scorebug alone"),
    ("layout=rail", "map", "the mini-map in the right rail"),
    ("rows=N", "standings, pairings", "rows per page (default 12)"),
    ("every=S", "standings, pairings", "seconds per page (default 10)"),
    ("speed=N", "ticker", "crawl speed in pixels a second at 1080p (default 120)"),
    ("top=N", "ticker", "players of the standings in the crawl (default 8)"),
    ("round=N", "pairings, standings, scoreboard, map", "another round of the event"),
    ("backdrop=1", "*", "a stand-in for the video behind (previews only)"),
    ("preview=1", "*", "drawn once, not following the game (the previews on this page)"),
)
PREVIEW = (384, 216)  # a 1920x1080 page at a fifth of its size: the pages lay themselves out for any size


def parameter_help() -> list[tuple[str, str, str]]:
    """The parameters with their pages and meaning in the current language."""
    from its_desktop.domain.i18n import _

    what = {
        "*": _("every page"),
        "smaller than the canvas (default 1)": _("smaller than the canvas (default 1)"),
        "the plates' colours": _("the plates' colours"),
        "the pages' words (default: the browser's, else the app's language)": _("the pages' words (default: the browser's, else the app's language)"),
        "use the whole frame, not the graphics-safe area": _("use the whole frame, not the graphics-safe area"),
        "the scorebug alone": _("the scorebug alone"),
        "the mini-map in the right rail": _("the mini-map in the right rail"),
        "rows per page (default 12)": _("rows per page (default 12)"),
        "seconds per page (default 10)": _("seconds per page (default 10)"),
        "crawl speed in pixels a second at 1080p (default 120)":
            _("crawl speed in pixels a second at 1080p (default 120)"),
        "players of the standings in the crawl (default 8)": _("players of the standings in the crawl (default 8)"),
        "another round of the event": _("another round of the event"),
        "a stand-in for the video behind (previews only)": _("a stand-in for the video behind (previews only)"),
        "drawn once, not following the game (the previews on this page)":
            _("drawn once, not following the game (the previews on this page)"),
    }
    return [(p, what.get(pages, pages), what[text]) for p, pages, text in PARAMETERS]


def index_html(links: list[tuple[str, str, str]], url: Callable[[str], str]) -> str:
    """``links``: (kind, label, path) of every page; ``url`` makes a path a full URL (with the token)."""
    from its_desktop.domain.i18n import _, language

    rows = "".join(f'<li><a href="{escape(url(p))}">{escape(label)}</a> <code>{escape(url(p))}</code></li>'
                   for _kind, label, p in links)
    params = "".join(f"<tr><td><code>{escape(p)}</code></td><td>{escape(pages)}</td><td>{escape(text)}</td></tr>"
                     for p, pages, text in parameter_help())
    seen: set[str] = set()
    previews = []
    for kind, label, p in links:
        if kind in seen or kind == "state":
            continue
        seen.add(kind)
        src = url(p) + ("&" if "?" in p else "?") + "backdrop=1&preview=1"
        previews.append(f'<figure><iframe src="{escape(src)}" width="{PREVIEW[0]}" height="{PREVIEW[1]}" '
                        f'loading="lazy" title="{escape(label)}"></iframe><figcaption>{escape(label)}</figcaption></figure>')
    usage = _("Add a page as an OBS Browser Source at the size of your canvas (1280×720, 1920×1080, 2560×1440, "
              "1080×1920 or any other): it lays itself out for it. Add parameters to its URL:")
    return (f'<!doctype html><html lang="{language()}"><meta charset=utf-8>'
            f"<title>{escape(_('ITS overlay'))}</title>"
            "<style>body{font:16px system-ui;background:#fff;color:#111;margin:2em}code{color:#444}"
            "table{border-collapse:collapse}td,th{padding:4px 10px;border-bottom:1px solid #ddd;text-align:left}"
            "figure{display:inline-block;margin:0 16px 16px 0;vertical-align:top}"
            "iframe{border:1px solid #999;display:block}figcaption{font-size:14px;max-width:384px}</style>"
            f"<h1>{escape(_('ITS Table Assistant — stream overlay'))}</h1>"
            f"<p>{escape(usage)}</p><table><tr><th>{escape(_('Parameter'))}</th><th>{escape(_('Pages'))}</th>"
            f"<th>{escape(_('What it does'))}</th></tr>{params}</table>"
            f"<h2>{escape(_('Previews'))}</h2><div>{''.join(previews)}</div>"
            f"<h2>{escape(_('Every page'))}</h2><ul>{rows}</ul>")
