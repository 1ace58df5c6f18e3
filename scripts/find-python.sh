#!/usr/bin/env bash
# Print the path of a Python >= 3.12 to build .venv with, preferring the version in .python-version
# (pyenv honours that file). Exit 1 with a clear message when there is none.
set -u
want=$(cat "$(dirname "$0")/../.python-version" 2>/dev/null || echo 3.13)
minor=${want%.*}
candidates=()
command -v pyenv >/dev/null 2>&1 && candidates+=("$(pyenv which python 2>/dev/null)")
candidates+=("python$minor" python3.13 python3.12 python3 python)
for candidate in "${candidates[@]}"; do
  [ -n "$candidate" ] || continue
  path=$(command -v "$candidate" 2>/dev/null) || continue
  if "$path" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' 2>/dev/null; then
    echo "$path"
    exit 0
  fi
done
echo "No Python 3.12 or newer found (wanted $want from .python-version)." >&2
echo "Install it (for example 'pyenv install $want') and run make again." >&2
exit 1
