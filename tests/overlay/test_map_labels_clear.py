"""On the stream map (``/map.svg``) no zone's name ("ZM A", "DZ B") lies under an objective: Frostbyte's Heating
Units sit at the Dead Zones' centres, where "ZM A" was half hidden. Every scenario of the library at its first size,
in French and Spanish (the longer names), drawn by Chromium at 1280x720; the boxes are the browser's own."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.web import mapsvg
from its_desktop.web.public import PublicState

from ..web.browser import browser  # noqa: F401 (the fixture)

# Each zone name's box against every objective's disc in the same map, as laid out; and each name drawn after
# (above) the objectives.
COVERED = """() => {
  const out = [];
  for (const svg of document.querySelectorAll('svg.its-map')) {
    const discs = [...svg.querySelectorAll('g.objective')];
    for (const label of svg.querySelectorAll('text.zone-label[data-zone]')) {
      const a = label.getBoundingClientRect();
      for (const disc of discs) {
        const b = disc.getBoundingClientRect();
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
                     && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        const under = label.compareDocumentPosition(disc) & Node.DOCUMENT_POSITION_FOLLOWING;
        if (overlap || under) out.push([svg.dataset.mission, label.textContent, disc.dataset.objective,
                                        overlap ? 'overlaps' : 'drawn above it']);
      }
    }
  }
  return out;
}"""


def _page(lang: str) -> str:
    maps = []
    with i18n.speaking(lang):
        for entry in catalog.entries():
            view = PublicState(None, None).table_view(catalog.mission(entry.id, catalog.sizes(entry.id)[0]), None)  # type: ignore[arg-type]
            svg = mapsvg.render(view).replace("<svg ", f'<svg data-mission="{entry.id}" style="height:720px" ', 1)
            maps.append(f"<div>{svg}</div>")
    return "<html><body style='margin:0;background:#333'>" + "".join(maps) + "</body></html>"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_no_zone_name_lies_under_an_objective(browser, tmp_path, lang):  # noqa: F811
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.set_content(_page(lang))
    assert page.locator("svg.its-map").count() == len(catalog.entries())
    assert page.evaluate(COVERED) == []
    frostbyte = page.locator('svg[data-mission="s16/frostbyte"]')
    frostbyte.scroll_into_view_if_needed()
    names = frostbyte.locator("text.zone-label").all_text_contents()
    assert any(n.endswith("ZM A") for n in names), names  # "Zone Morte A", "Zona Muerta A": "ZM A" in both
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR") or tmp_path)
    frostbyte.screenshot(path=str(out / f"overlay-map-frostbyte-{lang}.png"))
    page.close()
