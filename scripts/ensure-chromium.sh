#!/usr/bin/env bash
# Makes sure a Chromium exists for Playwright. `npx playwright install` cannot work here (no browser
# downloads), so the browser comes from the system: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
# else Debian's package installed with apt-get. Prints the path it found on stdout.
#
# Beside it, Debian's chromium-headless-shell: the same Chromium build without the desktop browser around it (what
# Playwright itself runs headless), which the browser tests use when it is installed (e2e/support/chromium.ts):
# scenarios and offers took 42 sampled CPU s on it against 74 on the full browser, 51 s against 76 s of wall
# (2026-11-29, bench/results/test-times.md "Eighth pass"). Installed when apt-get can; without it the tests run on
# the full browser. The benches keep the full browser (the one applicants use; Lighthouse needs it).
set -euo pipefail

HEADLESS_SHELL=/usr/bin/chromium-headless-shell

sudo_cmd=()
can_install() {
  command -v apt-get >/dev/null 2>&1 || return 1
  if [[ "$(id -u)" != 0 ]]; then
    command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null || return 1
    sudo_cmd=(sudo -n)
  fi
}

# apt_install PACKAGE...: Debian's packages, output on stderr (stdout carries the path).
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq >&2 || true
  "${sudo_cmd[@]}" apt-get install -y -qq "$@" >&2
}

# The browser tests' headless shell, best effort: a failure leaves them on the full browser.
ensure_headless_shell() {
  [[ -x "$HEADLESS_SHELL" ]] && return 0
  if can_install; then
    echo "ensure-chromium: installing Debian's chromium-headless-shell for the browser tests" >&2
    apt_install chromium-headless-shell || echo "ensure-chromium: chromium-headless-shell not installed; the browser tests use the full browser" >&2
  fi
  return 0
}

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  if [[ -x "$CHROMIUM_PATH" ]]; then
    echo "$CHROMIUM_PATH"
    exit 0
  fi
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2
  exit 1
fi

if [[ -x /usr/bin/chromium ]]; then
  ensure_headless_shell
  echo /usr/bin/chromium
  exit 0
fi

if can_install; then
  echo "ensure-chromium: /usr/bin/chromium is missing; installing Debian's chromium and chromium-headless-shell packages" >&2
  apt_install chromium chromium-headless-shell || apt_install chromium
  if [[ -x /usr/bin/chromium ]]; then
    echo /usr/bin/chromium
    exit 0
  fi
  echo "ensure-chromium: apt-get finished but /usr/bin/chromium is still missing" >&2
  exit 1
fi

cat >&2 <<'EOF'
ensure-chromium: no Chromium found, and it cannot be installed automatically here
(automatic install needs Debian/Ubuntu with apt-get, as root or with password-less sudo).

Install Chromium (or Google Chrome) with your system's package manager, for example
  Debian/Ubuntu:  sudo apt-get install chromium
  Fedora:         sudo dnf install chromium
  macOS:          brew install --cask chromium
then point the tests at it:
  export CHROMIUM_PATH=/path/to/chromium
EOF
exit 1
