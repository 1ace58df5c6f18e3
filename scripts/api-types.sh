#!/usr/bin/env bash
# The frontend's API types, generated from the OpenAPI document (drf-spectacular), never written
# by hand: `scripts/api-types.sh FILE` writes them, `scripts/api-types.sh --check FILE` fails
# when FILE is not what the current serializers generate (make lint runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
target=${1:?usage: scripts/api-types.sh [--check] FILE}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The test settings, and a throwaway SQLite file (Django asks the database what it supports, even
# to describe the API): no var/, cache or outside service is needed, on a fresh clone too.
DATABASE_URL="sqlite:///$work/schema.sqlite3" DJANGO_SETTINGS_MODULE=portfolio.settings.test \
  .venv/bin/python manage.py spectacular \
  --file "$work/schema.yaml" --fail-on-warn >/dev/null
npx --no-install openapi-typescript "$work/schema.yaml" -o "$work/raw.ts" --silent >/dev/null
{
  echo "// Generated from the OpenAPI document by scripts/api-types.sh (make types): do not edit."
  echo "// Name a schema with Schemas[\"BlogPostRead\"] (frontend/src/lib/api-schemas.ts)."
  cat "$work/raw.ts"
} > "$work/api-types.ts"
npx --no-install prettier --log-level warn --stdin-filepath "$target" < "$work/api-types.ts" > "$work/formatted.ts"

if [ "$check" = 1 ]; then
  if ! cmp -s "$work/formatted.ts" "$target"; then
    echo "$target is stale: the API changed. Run 'make types' and commit the result." >&2
    exit 1
  fi
else
  cp "$work/formatted.ts" "$target"
  echo "Wrote $target"
fi
