"""Icons, fonts, style sheets, overlay assets and translations, shipped as its_desktop.resources."""
