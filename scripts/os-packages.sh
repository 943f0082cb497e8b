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
  echo "Installing OS packages: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The libraries Qt 6 loads for a window (xcb) and for offscreen rendering.
QT_RUNTIME_PACKAGES=(libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
  libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0
  libxcb-render-util0 libxcb-image0)

# The PostgreSQL server binaries (initdb, pg_ctl) the server tests start a throwaway cluster with.
SERVER_TEST_PACKAGES=(postgresql)

# A real browser for the overlay tests (headless Chromium loads the OBS pages and takes screenshots).
BROWSER_TEST_PACKAGES=(chromium fonts-dejavu-core)

make_venv() {
  local extras="$1"
  if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
  fi
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".${extras}"
}
