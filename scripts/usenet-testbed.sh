#!/usr/bin/env bash
# A news server (INN 2) and a download client (NZBGet) on loopback, for the
# NZBGet end-to-end test (apps/server/test/nzbget.int.test.ts). Debian, as root.
# Steps and reasons: ../shared/usenet-testbed.md. Safe to run again.
set -euo pipefail

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
conf=/etc/news/inn.conf

if ! command -v nzbget >/dev/null 2>&1 || [ ! -x /usr/lib/news/bin/rc.news ]; then
  $SUDO apt-get update
  # inn2's post-install fails until inn.conf names a valid domain; configured below, then finished.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y nzbget inn2 || true
fi
[ -f "$conf" ] || { echo "inn2 not installed"; exit 1; }

set_conf() { # name value: replace the (possibly commented) line or append it
  if $SUDO grep -qE "^#?$1:" "$conf"; then
    $SUDO sed -i -E "s|^#?$1:.*|$1: $2|" "$conf"
  else
    echo "$1: $2" | $SUDO tee -a "$conf" >/dev/null
  fi
}
set_conf domain nzbkino.test
set_conf pathhost news.nzbkino.test
set_conf bindaddress 127.0.0.1
set_conf bindaddress6 '"::1"'
# Readers on 127.0.0.1 must reach nnrpd, not the feeder (else 401 MODE-READER).
$SUDO sed -i 's/hostname:         "localhost, 127.0.0.1, ::1"/hostname:         "::1"/' /etc/news/incoming.conf
DEBIAN_FRONTEND=noninteractive $SUDO dpkg --configure -a

if ! pgrep -x innd >/dev/null 2>&1; then
  $SUDO su news -s /bin/bash -c "/usr/lib/news/bin/rc.news start" </dev/null >/dev/null 2>&1
fi
for _ in $(seq 1 30); do
  (exec 3<>/dev/tcp/127.0.0.1/119) 2>/dev/null && break
  sleep 1
done
$SUDO su news -s /bin/bash -c "/usr/lib/news/bin/ctlinnd newgroup alt.binaries.test y" >/dev/null 2>&1 || true
echo "INN on 127.0.0.1:119 with alt.binaries.test; nzbget: $(command -v nzbget)"
