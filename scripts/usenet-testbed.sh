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
for group in alt.binaries.test alt.binaries.german.test; do
  $SUDO su news -s /bin/bash -c "/usr/lib/news/bin/ctlinnd newgroup $group y" >/dev/null 2>&1 || true
done

# ── TLS and AUTHINFO for the NNTP client's tests (apps/server/test/nntp-client.int.test.ts).
# Learned here (INN 2.7.1, Debian bookworm):
# - Debian's nnrpd is built with OpenSSL, SASL and zlib: CAPABILITIES lists STARTTLS and
#   COMPRESS DEFLATE even without a certificate (STARTTLS then fails with 580), and
#   AUTHINFO USER only once TLS is on (or when a readers.conf auth group has an auth
#   program and no require_encryption).
# - STARTTLS on 119 needs only tlscertfile/tlskeyfile in inn.conf: innd starts a fresh
#   nnrpd per reader connection, which reads inn.conf each time (no restart).
# - innd cannot listen on 563 itself; a standalone `nnrpd -D -p 563 -S` can. Started as
#   news it binds the low port through innbind, writes /run/news/nnrpd-563.pid and reads
#   inn.conf only once, so it is restarted below when the certificate changes.
# - `nnrpd -c FILE` takes another readers.conf: a second daemon on 1119 whose only auth
#   group has `auth: ckpasswd -f FILE` and no `default:` answers 480 to everything until
#   AUTHINFO USER/PASS succeeds (481 for a wrong password). ckpasswd -f reads
#   "user:crypt-hash" lines; `openssl passwd -6` (SHA-512 crypt) works with Debian's libcrypt.
# - COMPRESS must come after AUTHINFO: nnrpd refuses AUTHINFO once compression is on.
cert=/etc/news/nzbkino-test-cert.pem
key=/etc/news/nzbkino-test-key.pem
renewed=no
if [ ! -s "$cert" ] || ! $SUDO openssl x509 -checkend 2592000 -noout -in "$cert" >/dev/null 2>&1; then
  # Self-signed on purpose: the tests check that it is refused unless allowed or trusted.
  $SUDO openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 \
    -subj "/CN=news.nzbkino.test" \
    -addext "subjectAltName=DNS:news.nzbkino.test,DNS:localhost,IP:127.0.0.1" \
    -keyout "$key" -out "$cert" >/dev/null 2>&1
  $SUDO chown news:news "$cert" "$key"
  $SUDO chmod 644 "$cert" # public: tests read it to trust it
  $SUDO chmod 600 "$key"
  renewed=yes
fi
set_conf tlscapath /etc/news
set_conf tlscertfile "$cert"
set_conf tlskeyfile "$key"

# Test credentials (nothing secret: loopback only). The colon, @ and umlaut check that
# NNTP_URL's URL-decoding and AUTHINFO's UTF-8 reach ckpasswd intact.
users=/etc/news/nzbkino-newsusers
if ! $SUDO grep -q '^nzbkino:' "$users" 2>/dev/null; then
  printf 'nzbkino:%s\n' "$(openssl passwd -6 'Geheim:Wört@1')" | $SUDO tee "$users" >/dev/null
  $SUDO chown root:news "$users"
  $SUDO chmod 640 "$users"
fi
$SUDO tee /etc/news/readers-nzbkino-auth.conf >/dev/null <<CONF
# nnrpd -c readers-nzbkino-auth.conf (port 1119): reading only after AUTHINFO USER/PASS.
auth "nzbkino-password" {
    hosts: "localhost, 127.0.0.1, ::1"
    auth: "ckpasswd -f $users"
}
access "nzbkino-password" {
    users: "nzbkino"
    newsgroups: "*"
    access: RPA
}
CONF

start_nnrpd() { # port, flags: a standalone nnrpd on loopback, (re)started when needed
  local port=$1 pidfile=/run/news/nnrpd-$1.pid
  shift
  if [ "$renewed" = yes ] && [ -s "$pidfile" ]; then
    $SUDO kill "$(cat "$pidfile")" 2>/dev/null || true
    sleep 1
  fi
  if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    $SUDO su news -s /bin/bash -c "/usr/lib/news/bin/nnrpd -D -4 127.0.0.1 -p $port $*" </dev/null
    for _ in $(seq 1 10); do
      (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
      sleep 0.5
    done
  fi
}
start_nnrpd 563 -S
start_nnrpd 1119 -c /etc/news/readers-nzbkino-auth.conf

echo "INN on 127.0.0.1:119 with alt.binaries.test (STARTTLS), TLS on 563, AUTHINFO on 1119; nzbget: $(command -v nzbget)"
