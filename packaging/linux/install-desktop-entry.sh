#!/bin/sh
# Put ITS Table Assistant into this user's application menu and make it open .itstable files.
# Run it from the unpacked bundle folder: ./share/install-desktop-entry.sh  (no root needed).
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
# The executable sits above the bundle's data folder (_internal/share/ in PyInstaller 6, share/ before).
for app in "$here/../its-desktop" "$here/../../its-desktop"; do [ -x "$app" ] && break; done
app="$(cd "$(dirname "$app")" && pwd)/its-desktop"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$data/applications" "$data/mime/packages" "$data/icons/hicolor/scalable/apps" "$data/metainfo"
sed "s|^Exec=its-desktop|Exec=\"$app\"|" "$here/its-desktop.desktop" > "$data/applications/its-desktop.desktop"
cp "$here/its-desktop-mime.xml" "$data/mime/packages/its-desktop.xml"
cp "$here/io.github.its_desktop.metainfo.xml" "$data/metainfo/"
cp "$here/icons/its-desktop.svg" "$data/icons/hicolor/scalable/apps/"
for png in "$here"/icons/*x*/its-desktop.png; do
  size="$(basename "$(dirname "$png")")"
  mkdir -p "$data/icons/hicolor/$size/apps" && cp "$png" "$data/icons/hicolor/$size/apps/"
done
command -v update-mime-database >/dev/null && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "ITS Table Assistant is in the application menu; .itstable files open with it."
