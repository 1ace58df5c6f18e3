# The project's commands. `make run` and `make test` work from a fresh clone; a second run only
# redoes what changed (stamp files under .make/ remember what is installed and built).
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

VENV := .venv
PY := $(VENV)/bin/python
STAMPS := .make
STATS := frontend/build/webpack-stats.json
API_TYPES := frontend/src/lib/api-types.ts
FRONTEND_SOURCES := $(shell find frontend/src -type f 2>/dev/null) webpack.config.js postcss.config.js tsconfig.json
CHROMIUM ?= /usr/bin/chromium
HOST ?= 127.0.0.1
PORT ?= 8000
PYTEST_ARGS ?=
# Test processes (pytest-xdist): one per core. `make test JOBS=1` runs everything in one process.
JOBS ?= auto

.PHONY: help run serve serve-https test test-python test-frontend test-e2e lint format checks bench clean chromium caddy pdf-libraries types

help: ## List the commands
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

# --- Installing ------------------------------------------------------------------------------
$(STAMPS):
	@mkdir -p $(STAMPS)

# The virtualenv's stamps live inside it, so removing .venv starts everything afresh.
$(VENV)/.created: .python-version
	@python=$$(scripts/find-python.sh); echo "Creating $(VENV) with $$python"; \
	  rm -rf $(VENV); "$$python" -m venv $(VENV)
	@$(PY) -m pip install --quiet --upgrade pip
	@touch $@

$(VENV)/.runtime: requirements.txt $(VENV)/.created | pdf-libraries
	$(PY) -m pip install --quiet -r requirements.txt
	@touch $@

$(VENV)/.dev: requirements-dev.txt $(VENV)/.runtime
	$(PY) -m pip install --quiet -r requirements-dev.txt
	@touch $@

$(STAMPS)/node: package.json package-lock.json | $(STAMPS)
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

$(STATS): $(STAMPS)/node $(FRONTEND_SOURCES)
	npm run --silent build

chromium: ## Make sure Debian's Chromium is installed (for end-to-end tests)
	@if [ ! -x "$(CHROMIUM)" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's chromium for the end-to-end tests"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else \
	    echo "Chromium is missing at $(CHROMIUM). Install it first, for example:"; \
	    echo "  sudo apt-get install chromium      (or set CHROMIUM=/path/to/chromium)"; \
	    exit 1; \
	  fi; \
	fi

# NO_CADDY=1 lets a developer without Caddy run the Python suite (its HTTPS proxy test skips);
# CI never sets it, and there the test fails if Caddy is missing.
caddy: ## Make sure Debian's caddy is installed (for make serve-https and its test)
	@if [ -z "$${NO_CADDY:-}" ] && ! command -v caddy >/dev/null; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's caddy for make serve-https and its test"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null; \
	  else \
	    echo "Caddy is missing. Install it first, for example:"; \
	    echo "  sudo apt-get install caddy         (or NO_CADDY=1 to skip its test)"; \
	    exit 1; \
	  fi; \
	fi

# WeasyPrint (the CV's PDF, apps/cv/pdf.py) loads Pango and HarfBuzz through fontconfig, and
# needs one font: Debian's packages, installed the way chromium's and caddy's are.
PDF_PACKAGES := libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz0b libfontconfig1 fonts-dejavu-core
pdf-libraries:
	@if ! { ldconfig -p 2>/dev/null | grep -q 'libpangoft2-1.0.so.0' && fc-list 2>/dev/null | grep -q .; }; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's Pango and a font for the CV's PDF (WeasyPrint)"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(PDF_PACKAGES) >/dev/null; \
	  else \
	    echo "Pango or a font is missing for the CV's PDF. Install them first, for example:"; \
	    echo "  sudo apt-get install $(PDF_PACKAGES)"; \
	    exit 1; \
	  fi; \
	fi

var:
	@mkdir -p var/media var/static

# --- Running ---------------------------------------------------------------------------------
# SITE_URL (canonical links, sitemap, feeds, e-mails) follows the address served, unless set.
RUN_ENV = DJANGO_DEBUG=1 DJANGO_READ_DOT_ENV_FILE=1 SITE_URL="$${SITE_URL:-http://$(HOST):$(PORT)}"
run: $(VENV)/.runtime $(STATS) var ## Install, build, migrate, seed and serve on http://127.0.0.1:8000
	$(RUN_ENV) $(PY) manage.py migrate --noinput
	$(RUN_ENV) $(PY) manage.py seed_demo
	$(RUN_ENV) $(PY) manage.py ensure_owner
	@echo "Serving on http://$(HOST):$(PORT)  (owner panel: http://$(HOST):$(PORT)/admin)"
	$(RUN_ENV) $(PY) manage.py runserver $(HOST):$(PORT)

# `make serve`: the site as production runs it, on this machine (with the Redis on
# 127.0.0.1:6379 unless REDIS_URL says otherwise). A local secret key is made once
# (var/serve-secret-key); ALLOW_HTTP=1 permits plain HTTP on loopback only, where a real
# deployment gets HTTPS redirects, HSTS and secure cookies. Without EMAIL_URL no e-mail is sent
# (dummymail://): the production settings refuse the console backend, which would print visitors'
# messages into the log. The demo content is loaded into a new site only (`seed_demo --once`: an
# upgrade never brings back a demo post the owner deleted); SEED_DEMO=0 starts a new site empty.
# With a .env file beside manage.py (a real deployment: README, Deploying), every setting comes
# from it and none of these loopback defaults is filled in (they would win over the file's
# values); the production settings then refuse to start without what they require. (DOT_ENV is a
# variable only so that a test can point it at a file of its own: Django reads ./.env.)
DOT_ENV ?= .env
ifneq ($(wildcard $(DOT_ENV)),)
SERVE_ENV = DJANGO_SETTINGS_MODULE=portfolio.settings.production DJANGO_READ_DOT_ENV_FILE=1
else
SERVE_ENV = DJANGO_SETTINGS_MODULE=portfolio.settings.production DJANGO_READ_DOT_ENV_FILE=1 \
	SECRET_KEY="$${SECRET_KEY:-$$(cat var/serve-secret-key)}" \
	ALLOWED_HOSTS="$${ALLOWED_HOSTS:-127.0.0.1,localhost}" \
	SITE_URL="$${SITE_URL:-http://$(HOST):$(PORT)}" \
	EMAIL_URL="$${EMAIL_URL:-dummymail://}" \
	REDIS_URL="$${REDIS_URL:-redis://127.0.0.1:6379/0}" \
	ALLOW_HTTP="$${ALLOW_HTTP:-1}"
endif

var/serve-secret-key: | var
	@umask 077 && $(PY) -c "import secrets; print(secrets.token_urlsafe(50))" > $@

serve: $(VENV)/.runtime $(STATS) var var/serve-secret-key ## Serve as production does: gunicorn, production settings, whitenoise
	$(SERVE_ENV) DATABASE_TIMEOUT=0 $(PY) manage.py migrate --noinput
	$(SERVE_ENV) $(PY) manage.py collectstatic --noinput -v0
	@if [ "$${SEED_DEMO:-1}" = 1 ]; then $(SERVE_ENV) $(PY) manage.py seed_demo --once; fi
	$(SERVE_ENV) $(PY) manage.py ensure_owner
	@if [ ! -f $(DOT_ENV) ] && [ -z "$${EMAIL_URL:-}" ]; then \
	  echo "WARNING: EMAIL_URL is not set, so no e-mail is sent (dummymail://): contact messages"; \
	  echo "         are kept for the admin panel's inbox, but nobody is e-mailed about them and"; \
	  echo "         testimonial requests go nowhere. Set EMAIL_URL=smtp+tls://user:password@host:587."; \
	fi
	@echo "Serving (production settings) on http://$(HOST):$(PORT) with $${WEB_CONCURRENCY:-3} workers"
	$(SERVE_ENV) $(VENV)/bin/gunicorn portfolio.wsgi:application -c deploy/gunicorn.conf.py \
	  --bind $(HOST):$(PORT) --workers "$${WEB_CONCURRENCY:-3}"
# (deploy/gunicorn.conf.py: the access log leaves out query strings and client addresses, and
# writes a secret link's token as [hidden], as Django's logging does.)

# `make serve-https`: the same, behind Caddy (deploy/Caddyfile) as a real deployment runs it:
# HTTPS on https://localhost:8443 with a certificate from Caddy's own local CA (kept in
# var/caddy; the README says how to trust its root), plain HTTP on 8080 redirected to it,
# gunicorn on 127.0.0.1:8001 only, and NUM_PROXIES=1 so throttles and lockouts count each
# visitor by the address Caddy saw. No ALLOW_HTTP: HSTS, secure cookies and HTTPS redirects as
# in production. SITE_ADDRESS, HTTPS_PORT, HTTP_PORT, APP_PORT, CADDY_BIND (empty: every
# interface) and CADDY_ADMIN (Caddy's admin API, not 2019 so a system Caddy can keep that) change it.
SITE_ADDRESS ?= localhost
HTTPS_PORT ?= 8443
HTTP_PORT ?= 8080
APP_PORT ?= 8001
CADDY_BIND ?= 127.0.0.1
CADDY_ADMIN ?= localhost:2020
HTTPS_SITE_URL = https://$(SITE_ADDRESS)$(if $(filter 443,$(HTTPS_PORT)),,:$(HTTPS_PORT))
SERVE_HTTPS_ENV = DJANGO_SETTINGS_MODULE=portfolio.settings.production DJANGO_READ_DOT_ENV_FILE=1 \
	SECRET_KEY="$${SECRET_KEY:-$$(cat var/serve-secret-key)}" \
	ALLOWED_HOSTS="$${ALLOWED_HOSTS:-$(SITE_ADDRESS)}" \
	SITE_URL="$${SITE_URL:-$(HTTPS_SITE_URL)}" \
	EMAIL_URL="$${EMAIL_URL:-dummymail://}" \
	REDIS_URL="$${REDIS_URL:-redis://127.0.0.1:6379/0}" \
	NUM_PROXIES=1 ALLOW_HTTP=0
CADDY_ENV = SITE_ADDRESS="$(SITE_ADDRESS)" HTTPS_PORT="$(HTTPS_PORT)" HTTP_PORT="$(HTTP_PORT)" \
	UPSTREAM="127.0.0.1:$(APP_PORT)" CADDY_BIND="$(CADDY_BIND)" CADDY_ADMIN="$(CADDY_ADMIN)" \
	XDG_DATA_HOME="$(CURDIR)/var/caddy/data" XDG_CONFIG_HOME="$(CURDIR)/var/caddy/config"

serve-https: $(VENV)/.runtime $(STATS) var var/serve-secret-key caddy ## Serve as production does, behind Caddy with HTTPS (https://localhost:8443)
	$(SERVE_HTTPS_ENV) DATABASE_TIMEOUT=0 $(PY) manage.py migrate --noinput
	$(SERVE_HTTPS_ENV) $(PY) manage.py collectstatic --noinput -v0
	@if [ "$${SEED_DEMO:-1}" = 1 ]; then $(SERVE_HTTPS_ENV) $(PY) manage.py seed_demo --once; fi
	$(SERVE_HTTPS_ENV) $(PY) manage.py ensure_owner
	@echo "Serving (production settings) on $(HTTPS_SITE_URL) through Caddy, gunicorn on 127.0.0.1:$(APP_PORT)"
	@echo "Caddy's local root certificate: var/caddy/data/caddy/pki/authorities/local/root.crt"
	@echo "  (trust it once with: caddy trust --address $(CADDY_ADMIN))"
	$(SERVE_HTTPS_ENV) $(VENV)/bin/gunicorn portfolio.wsgi:application -c deploy/gunicorn.conf.py \
	  --bind 127.0.0.1:$(APP_PORT) --workers "$${WEB_CONCURRENCY:-3}" & gunicorn=$$!; \
	  trap 'kill $$gunicorn 2>/dev/null || true' EXIT; \
	  $(CADDY_ENV) caddy run --config deploy/Caddyfile --adapter caddyfile

# --- Checking --------------------------------------------------------------------------------
lint: $(VENV)/.dev $(STAMPS)/node ## ruff (check + format), import contracts, eslint, prettier, tsc, API types up to date
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-cache
	npx --no-install eslint frontend eslint.config.js webpack.config.js vitest.config.ts
	npx --no-install prettier --check frontend *.js *.ts
	npx --no-install tsc --noEmit -p tsconfig.json
	scripts/api-types.sh --check $(API_TYPES)

types: $(VENV)/.dev $(STAMPS)/node ## Regenerate the frontend's API types from the OpenAPI document
	scripts/api-types.sh $(API_TYPES)

format: $(VENV)/.dev $(STAMPS)/node ## Rewrite files in the house style
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .
	npx --no-install prettier --write frontend *.js *.ts

checks: $(VENV)/.dev var ## Django's system checks and the migrations check
	DJANGO_SETTINGS_MODULE=portfolio.settings.test $(PY) manage.py check --fail-level WARNING
	DJANGO_SETTINGS_MODULE=portfolio.settings.test $(PY) manage.py makemigrations --check --dry-run

# Each stage's time is printed after it, then every stage's and the total (.ci/stages).
test: ## Every check and test suite (what CI runs), each stage's time printed
	@.ci/stages lint=lint checks=checks vitest=test-frontend python=test-python-shared \
	  alone=test-python-alone e2e=test-e2e

test-python: test-python-shared test-python-alone ## Python unit and API tests (pytest; no browser needed)

test-python-shared: $(VENV)/.dev $(STAMPS)/node $(STATS) caddy
	$(PY) -m pytest -n $(JOBS) -m "not alone" $(PYTEST_ARGS) || [ $$? -eq 5 ]

test-python-alone: $(VENV)/.dev $(STAMPS)/node $(STATS) caddy
	$(PY) -m pytest -m alone $(PYTEST_ARGS) || [ $$? -eq 5 ]
# (Exit status 5 is "no test selected", as with a PYTEST_ARGS=-k that picks none of a pass.
# Tests marked `alone` time a live server against bounds of a few seconds: they run after the
# others, with the machine to themselves, so a busy neighbour never makes them fail. The HTTPS
# proxy test, tests/deploy, starts Caddy and grades the site with the MDN HTTP Observatory's
# npm package: hence caddy, node_modules and the built bundle.)

test-frontend: $(STAMPS)/node ## React component tests (Vitest)
	npx --no-install vitest run

# E2E_SELECT picks end-to-end tests by marker (`make test-e2e E2E_SELECT="not rendering"`). Work
# stealing: a worker that runs out takes tests from the other, so none idles behind a long one.
E2E_SELECT ?=
# A browser test that fails is run once more (E2E_RERUNS; 0 turns it off), as Playwright's own
# runner does on CI: a real browser on a loaded 2-core machine now and then misses a paint by a
# frame. A rerun is never silent: the summary lists each one under "RERUN" with its first
# failure, and each is a flake to fix (docs/testing.md).
E2E_RERUNS ?= 1
test-e2e: $(VENV)/.dev $(STATS) chromium ## End-to-end tests in headless Chromium
	E2E=1 CHROMIUM_PATH=$(CHROMIUM) $(PY) -m pytest tests/e2e -n $(JOBS) --dist worksteal \
	  --reruns $(E2E_RERUNS) -rR $(if $(E2E_SELECT),-m "$(E2E_SELECT)") $(PYTEST_ARGS)

# `make bench`: two production-like sites side by side (gunicorn, production settings,
# PostgreSQL on 127.0.0.1:5432 when it answers, else SQLite; Redis), the demo and the demo with
# years of content (seed_scale), every figure of the performance issues beside its goal, a table
# on stdout and bench/results.json. About 40 minutes; exits 0 when goals fail. Knobs (see
# bench/run.py): BENCH_SCALE, BENCH_LOAD_SECONDS, BENCH_LIGHTHOUSE_RUNS, BENCH_MEMORY_REQUESTS,
# BENCH_ONLY (some figures only), BENCH_RESULTS (where the JSON goes).
bench: $(VENV)/.dev $(STAMPS)/node $(STATS) chromium ## Run the performance benchmarks
	CHROMIUM=$(CHROMIUM) $(PY) -m bench.run

# `make bench-quick`: the same harness in a few minutes (a tenth of the rows, a 20 s load, one
# Lighthouse run per route), to check that it works; its figures are not the ones to quote, and
# it writes var/bench-quick.json, never bench/results.json.
bench-quick: $(VENV)/.dev $(STAMPS)/node $(STATS) chromium var ## The benchmarks, small and short (a check of the harness)
	BENCH_SCALE=0.1 BENCH_LOAD_SECONDS=20 BENCH_LIGHTHOUSE_RUNS=1 BENCH_MEMORY_REQUESTS=1000 \
	  BENCH_RESULTS=var/bench-quick.json CHROMIUM=$(CHROMIUM) $(PY) -m bench.run

clean: ## Remove what the commands installed and built (keeps var/ with your data)
	rm -rf $(VENV) node_modules frontend/build $(STAMPS) .pytest_cache .ruff_cache
