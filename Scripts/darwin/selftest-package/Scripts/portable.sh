#!/usr/bin/env bash
# Allowed: the same, written for bash 3.2 and BSD's tools.
set -euo pipefail
start=$(python3 -c 'import time; print(time.time_ns())')
files=()
for file in ${files[@]+"${files[@]}"}; do echo "$file"; done
echo "$start"
# A heredoc is another program's text: its words are not bash's.
python3 - <<'PYTHON'
print("readarray, declare -A and date +%N are only words here")
PYTHON
