#!/usr/bin/env bash
# Installs the named Debian packages with apt-get when run as root; otherwise names them and fails.
#   Tools/scripts/apt-install.sh PACKAGE [PACKAGE ...]
set -euo pipefail
(($#)) || { echo "usage: Tools/scripts/apt-install.sh PACKAGE [PACKAGE ...]" >&2; exit 2; }
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "Installing missing system packages: $*" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2 && apt-get install -y -qq "$@" >&2
else
    echo "error: missing system packages: $* (install them with: sudo apt-get install $*)" >&2
    exit 1
fi
