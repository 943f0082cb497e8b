# Sourced by run.sh and test.sh: install the Debian packages a step needs, only when missing.
# usage: need_packages pkg...   (uses sudo when not root; does nothing on non-Debian systems)
need_packages() {
  command -v dpkg-query >/dev/null 2>&1 || return 0
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing OS packages${sudo:+ with sudo (your password may be asked)}: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The libraries Qt 6 loads for a window (xcb) and for offscreen rendering.
QT_RUNTIME_PACKAGES=(libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
  libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0
  libxcb-render-util0 libxcb-image0)

# The validators of the launcher and the AppStream metainfo in packaging/linux/, and a real X server
# (Xvfb) on which the bundle must start through Qt's xcb plugin, as on a user's desktop.
DESKTOP_CHECK_PACKAGES=(desktop-file-utils appstream xvfb)

# The PostgreSQL server binaries (initdb, pg_ctl) the server tests start a throwaway cluster with.
SERVER_TEST_PACKAGES=(postgresql)

# A real browser for the overlay tests (headless Chromium loads the OBS pages and takes screenshots).
BROWSER_TEST_PACKAGES=(chromium fonts-dejavu-core)

# A QR code reader (zbarimg): the printing tests decode the QR codes of the table packs they print.
QR_TEST_PACKAGES=(zbar-tools)

# What an install of the project depends on: its packaging files, the extras and the venv's Python.
# Code changes need no reinstall (the install is editable); a change to any of these does.
install_hash() {
  local extras="$1"
  { cat pyproject.toml setup.py; echo "extras=$extras"; .venv/bin/python --version 2>&1; } | sha256sum | cut -d' ' -f1
}

# Make .venv and install the project into it (editable) with the given extras, once: a stamp in .venv
# records what was installed, so later starts skip pip entirely until pyproject.toml/setup.py change.
# usage: make_venv "" | make_venv "[test,postgres]"
make_venv() {
  local extras="$1"
  if [ ! -x .venv/bin/python ]; then
    echo "Creating the virtual environment .venv"
    python3 -m venv .venv
  fi
  local want stamp=".venv/its-desktop-install${extras:+-${extras//[^a-z]/}}.stamp"
  want="$(install_hash "$extras")"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    return 0
  fi
  # Installing with extras also installs the plain project: that stamp is written too.
  echo "Installing ITS Table Assistant${extras:+ with $extras} into .venv (first start or the project changed;"
  echo "about a minute, downloads Qt and the other libraries the first time)"
  rm -f "$stamp"
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install --progress-bar on -e ".${extras}"
  echo "$want" > "$stamp"
  [ -z "$extras" ] || install_hash "" > .venv/its-desktop-install.stamp
  echo "Installed."
}
