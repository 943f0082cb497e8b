"""Render packaging/icons/its-desktop.svg to the PNG sizes, the Windows .ico, the macOS .icns and
the window icon in resources/icons/.

Run after changing the SVG: ``.venv/bin/python packaging/make_icons.py`` (Qt's SVG renderer, offscreen).
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

HERE = Path(__file__).resolve().parent / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(HERE / "its-desktop.svg"))
    if not renderer.isValid():
        print("its-desktop.svg: not a valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        out = HERE / f"{size}x{size}" / "its-desktop.png"
        out.parent.mkdir(exist_ok=True)
        if not render(renderer, size).save(str(out)):
            return 1
    # The window icon the app loads (a PNG: no SVG plugin needed at run time).
    window_icon = HERE.parents[1] / "resources" / "icons" / "its-desktop.png"
    ok = render(renderer, 256).save(str(window_icon)) and render(renderer, 256).save(str(HERE / "its-desktop.ico")) and \
        render(renderer, 512).save(str(HERE / "its-desktop.icns"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
