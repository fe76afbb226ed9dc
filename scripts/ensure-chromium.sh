#!/usr/bin/env bash
# Makes sure a Chromium exists for Playwright. `npx playwright install` cannot work here (no browser
# downloads), so the browser comes from the system: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
# else Debian's package installed with apt-get. Prints the path it found on stdout.
set -euo pipefail

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  if [[ -x "$CHROMIUM_PATH" ]]; then
    echo "$CHROMIUM_PATH"
    exit 0
  fi
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2
  exit 1
fi

if [[ -x /usr/bin/chromium ]]; then
  echo /usr/bin/chromium
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=()
  if [[ "$(id -u)" != 0 ]]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo_cmd=(sudo -n)
    else
      sudo_cmd=(unavailable)
    fi
  fi
  if [[ "${sudo_cmd[0]:-}" != unavailable ]]; then
    echo "ensure-chromium: /usr/bin/chromium is missing; installing Debian's chromium package" >&2
    export DEBIAN_FRONTEND=noninteractive
    "${sudo_cmd[@]}" apt-get update -qq >&2
    "${sudo_cmd[@]}" apt-get install -y -qq chromium >&2
    if [[ -x /usr/bin/chromium ]]; then
      echo /usr/bin/chromium
      exit 0
    fi
    echo "ensure-chromium: apt-get finished but /usr/bin/chromium is still missing" >&2
    exit 1
  fi
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
