#!/usr/bin/env bash
# [scripts] A script a Mac user runs, written for Linux's bash and GNU's tools.
set -euo pipefail
declare -A seen
start=$(date +%s%N)
files=()
for file in "${files[@]}"; do echo "$file"; done
echo "$start ${seen[x]:-}"
[ -v HOME ] && echo home
echo aaa | sed 's/a\+/b/'
