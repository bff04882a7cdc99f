#!/usr/bin/env bash
# Allowed: a Linux-only script that says so on a Mac.
[ "$(uname -s)" = Linux ] || { echo "linux-guarded.sh runs on Linux only (it needs valgrind)" >&2; exit 2; }
valgrind --version
