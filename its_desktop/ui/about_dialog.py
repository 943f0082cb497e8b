"""Help → About: the version, Qt's, and the licences of the bundled libraries and fonts."""

from __future__ import annotations

import html
import sys

from PySide6.QtCore import QSize, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from its_desktop import __version__, about

from .screen_fit import fit_size


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About ITS Table Assistant"))
        layout = QVBoxLayout(self)
        head = QLabel(f"<h3>ITS Table Assistant {html.escape(__version__)}</h3>"
                      + self.tr("<p>Scenario tables, domination, scoring and tournaments for Infinity ITS.<br>"
                                "MIT licence. Qt %1, Python %2.</p>")
                      .replace("%1", qVersion()).replace("%2", sys.version.split()[0]))
        self.head = head
        layout.addWidget(head)
        self.licences = QTextBrowser()
        # the libraries' purposes and the fonts' licences are the catalog's (about.py), in this language
        rows = "".join(f"<li>{html.escape(c.name)} {html.escape(c.version)}: <b>{html.escape(c.licence)}</b>"
                       f" ({html.escape(c.purpose)})</li>" for c in about.components())
        rows += f"<li>Qt {html.escape(qVersion())}: <b>{about.QT_LICENCE}</b></li>"
        fonts = "".join(f"<li>{html.escape(n)}: <b>{html.escape(lic)}</b> ({html.escape(w)})</li>"
                        for n, lic, w in about.fonts())
        libraries, fonts_head = self.tr("Libraries"), self.tr("Fonts")  # outside the f-string: extraction reads them
        self.licences.setHtml(f"<h4>{libraries}</h4><ul>{rows}</ul><h4>{fonts_head}</h4><ul>{fonts}</ul>")
        layout.addWidget(self.licences)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_size(self, QSize(640, 460))
