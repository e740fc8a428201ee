# Quick start:   make play   (install the package and JupyterLab, open notebooks/01_play.ipynb;
#                             make play-setup installs the same and stops)
#                make test   (install the developer tools too, run every check and test but the
#                             long runs)
#                make test-all (make test, then the long runs: tests marked slow)
# The lessons as a website that runs in the browser (no server, no install): make lite -> build/lite/
#                make serve (that website on this computer, compressed: http://127.0.0.1:8000/)
# A release's files: make dist -> dist/ (sdist and wheel, checked by the uploader the release
#                   workflow runs); make lite-zip -> build/*.zip
# Set-up is idempotent: stamp files in .stamps/ skip steps that are already done.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMPS := .stamps
BUNDLE := src/war_widget/static/widget.js
JS_SRC := $(wildcard js/*.ts js/*.css js/panels/*.ts js/host/model.ts js/host/exported*.ts)
WASM   := src/war_widget/kernel/kernel.wasm
WASM_SRC := $(wildcard csrc/kernel/*.c csrc/kernel/*.h) tools/build_wasm.py
KERNEL_HEADER := csrc/kernel/options.h
# What options.h is written from (wherever arithmetic.py lives in the package).
KERNEL_FACTS := src/war_widget/kernel/options.py tools/kernel_header.py \
	$(wildcard src/war_widget/game/arithmetic.py src/war_widget/*/arithmetic.py)
LAB_NEWS := $(VENV)/share/jupyter/lab/settings/overrides.d/war_widget.json
RELEASE_ENV := .venv-release

.PHONY: wasm-check play play-setup dev test test-slow test-all setup lint typecheck js-test py-test e2e watch clean lite lite-zip dist serve pages

setup: $(STAMPS)/python $(BUNDLE) $(WASM) $(VENV)/package.json $(STAMPS)/npm $(LAB_NEWS) $(STAMPS)/release-env

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "the development set-up needs Python >= 3.11 (its pinned test tools do); the package itself runs on 3.10")'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# This repository's package.json says "type": "module", and .venv is inside it, so Node would
# load JupyterLab's bundled yarn.js as an ES module and fail at every start ("Fail to get yarn
# configuration ... Dynamic require of "util" is not supported"). The venv is CommonJS land.
$(VENV)/package.json: | $(BIN)/python
	@echo '{"type": "commonjs"}' > $@

# The front-end's development tools (package.json: TypeScript, vitest, jsdom...; make test, make
# watch, make dev): 225 packages, 232 MB.
$(STAMPS)/npm: package.json package-lock.json
	@mkdir -p $(STAMPS)
	npm ci --no-audit --no-fund
	@touch $@

# What building the bundle needs, and nothing else: esbuild alone (tools/bundle/, 2 packages,
# 12 MB), the version package.json pins; its scripts are package.json's build and build:host,
# run from here, so the bundle is byte for byte `npm run build`'s. make play, make lite and the
# wheel's build hook (pyproject.toml) install this one.
$(STAMPS)/bundle-npm: tools/bundle/package.json tools/bundle/package-lock.json
	@mkdir -p $(STAMPS)
	npm ci --prefix tools/bundle --no-audit --no-fund --ignore-scripts
	@touch $@

$(BUNDLE): $(STAMPS)/bundle-npm $(JS_SRC)
	npm --prefix tools/bundle run build

# The fast engine's kernel as one WebAssembly module (C in csrc/kernel/), committed with
# kernel.wasm.sha256 (what it was built from): rebuilt only when that changes (a source's time
# alone does not), by the pinned ziglang wheel, installed in .venv-wasm the first time it is
# needed, so a contributor who never touches the C installs no compiler. make wasm-check (CI)
# builds it apart and fails unless the bytes are the committed ones.
$(WASM): $(WASM_SRC) $(KERNEL_HEADER)
	@$(PYTHON) tools/build_wasm.py --if-stale
	@touch $@

# The C kernel's option slots and codes, written from the Python (tools/kernel_header.py; it
# writes only when they changed): a new slot in _fast/options.py reaches the C by make setup.
$(KERNEL_HEADER): $(KERNEL_FACTS)
	@$(PYTHON) tools/kernel_header.py
	@touch $@

wasm-check:
	$(PYTHON) tools/build_wasm.py --check

# JupyterLab without its "get notified about official Jupyter news?" pop-up (nor update checks):
# the defaults of this venv's JupyterLab, in its settings' overrides.d/ (a user's settings still
# win). tests/test_release_play.py opens it in Chromium.
$(LAB_NEWS): | $(BIN)/python
	@mkdir -p $(dir $@)
	@echo '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' > $@

# The bundle is built first, so the jupyter-builder hook of `pip install -e` finds it and skips npm.
# Players get the package and JupyterLab (the `play` extra); developers everything (`dev`, which
# includes `play`).
# pip's own progress shows (a line a package, a bar a download): about 100 packages, a minute
# or two the first time.
$(STAMPS)/play: pyproject.toml $(BUNDLE) | $(BIN)/python
	@mkdir -p $(STAMPS)
	@echo "Installing war_widget and JupyterLab into $(VENV) (about 100 packages; pip shows each)..."
	$(BIN)/python -m pip install --disable-pip-version-check --progress-bar on -e ".[play]"
	@touch $@

$(STAMPS)/python: pyproject.toml $(BUNDLE) | $(BIN)/python
	@mkdir -p $(STAMPS)
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	@touch $@ $(STAMPS)/play

# The lessons as a static website (JupyterLite: Python runs in the browser): build/lite/.
# Its own pinned build environment (.venv-lite) and Pyodide runtime (tools/lite/node_modules).
LITE_ENV := .venv-lite
LITE_SRC := $(wildcard src/war_widget/*.py src/war_widget/*/*.py src/war_widget/locale/*/LC_MESSAGES/*) $(WASM_SRC) \
            $(wildcard notebooks/*.ipynb) pyproject.toml tools/build_lite.py tools/lite/site-wheels.txt \
            tools/lite_site.py tools/precompress.py tools/lite/child_wheels.mjs tools/lite/snapshot.mjs $(wildcard tools/lite/site/*)

$(STAMPS)/lite-env: tools/lite/build-requirements.txt
	@mkdir -p $(STAMPS)
	@echo "Installing the website's build tools in $(LITE_ENV) (pinned: $<)..."
	@rm -rf $(LITE_ENV)
	@$(PYTHON) -m venv $(LITE_ENV)
	@$(LITE_ENV)/bin/python -m pip install --quiet --disable-pip-version-check -r $<
	@touch $@

$(STAMPS)/lite-npm: tools/lite/package.json tools/lite/package-lock.json
	@mkdir -p $(STAMPS)
	@echo "Installing the Pyodide runtime in tools/lite/node_modules (pinned: tools/lite/package-lock.json)..."
	@npm ci --prefix tools/lite --no-audit --no-fund --silent
	@touch $@

# The light host of the children's pages (js/host/: the page, its Python worker, the service
# worker), built apart from the widget's bundle: it is the site's, not the package's.
HOST := build/host/host-page.js
$(HOST): $(STAMPS)/bundle-npm $(wildcard js/host/*.ts)
	npm --prefix tools/bundle run build:host

build/lite/index.html: $(STAMPS)/lite-env $(STAMPS)/lite-npm $(BUNDLE) $(HOST) $(LITE_SRC)
	@$(LITE_ENV)/bin/python tools/build_lite.py --jupyter $(LITE_ENV)/bin/jupyter --pyodide tools/lite/node_modules/pyodide

lite: build/lite/index.html

# The website on this computer (tools/serve.py, Python's standard library only): each file is sent
# as the compressed copy the browser accepts (tools/precompress.py wrote them). Ctrl+C stops it.
serve: build/lite/index.html
	@$(PYTHON) tools/serve.py build/lite

# The website as one zip for a release ("unzip it and serve the folder lite/").
lite-zip: build/lite/index.html
	@rm -f build/war_widget-site.zip
	@$(PYTHON) tools/site_zip.py build/lite build/war_widget-site.zip
	@echo "build/war_widget-site.zip"

# The companion package of the live class: the children's pages and their runtime as a wheel
# (tools/pages_package.py), dist/war_widget_pages-VERSION-py3-none-any.whl; from a checkout,
# `make pages && .venv/bin/pip install dist/war_widget_pages-*.whl` installs it.
pages: build/lite/index.html
	@$(PYTHON) tools/pages_package.py build/lite --out dist

# A release's Python packages: the sdist, and the wheel built from it (npm builds the front-end
# bundle inside it, from tools/bundle/), both checked by the twine the release workflow's PyPI
# uploader runs. Its own pinned environment (.venv-release: build, and that twine with the
# uploader's versions of what it reads packages with), not the developer extra.
$(STAMPS)/release-env: tools/release/requirements.txt
	@mkdir -p $(STAMPS)
	@echo "Installing the release's build and check tools in $(RELEASE_ENV) (pinned: $<)..."
	@rm -rf $(RELEASE_ENV)
	@$(PYTHON) -m venv $(RELEASE_ENV)
	@$(RELEASE_ENV)/bin/python -m pip install --quiet --disable-pip-version-check -r $<
	@touch $@

dist: $(STAMPS)/release-env
	rm -rf dist
	$(RELEASE_ENV)/bin/python -m build --outdir dist .
	$(RELEASE_ENV)/bin/twine check --strict dist/*

# JupyterLab refuses to run as root unless told (containers, CI machines).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

# Only what a teacher needs: the address of the page, and a warning only when there is something
# to do. The websocket's pong timeout is its ping interval (jupyter_server's default, three
# intervals, makes tornado warn at the first connection); make play trusts the lessons'
# notebooks first (they are this clone's own), so none is "not trusted". One harmless line is
# left, the kernel's "running over TCP without encryption" (it listens on 127.0.0.1 only, with
# a key): IPC sockets would silence it, but their path (the runtime folder, a kernel's id) can
# pass the 104-108 bytes a socket's name may have, and then no kernel starts. The README says so.
QUIET_LAB := --ServerApp.log_level=WARN --LabApp.log_level=WARN \
             --ServerApp.tornado_settings='{"ws_ping_timeout": 30000}'

# Opens the first lesson itself (its address, not the Launcher of a remembered workspace).
FIRST_LESSON := --LabApp.default_url=/lab/tree/notebooks/01_play.ipynb

play-setup: $(STAMPS)/play $(VENV)/package.json $(LAB_NEWS)

play: play-setup
	@$(BIN)/jupyter trust notebooks/*.ipynb > /dev/null
	@echo "Starting the lessons in JupyterLab (press Ctrl+C twice to stop)..."
	@$(BIN)/jupyter lab $(ALLOW_ROOT) $(QUIET_LAB) $(FIRST_LESSON)

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: setup
	$(BIN)/mypy

js-test: $(STAMPS)/npm
	npm test

py-test: setup
	$(BIN)/pytest

e2e: setup
	$(BIN)/pytest -m e2e

# make test runs every test but the long runs (marked slow: differential, property and fuzz
# runs, 20,000 fuzz examples) and the heavy browser tests (marked heavy: the built lesson site
# with Python in the browser, every sheet in every language and paper); the other browser
# tests (also marked slow) stay in it.  make test-all adds the long runs and the heavy ones;
# together they run every test once.  make test's pytest runs TEST_WORKERS workers
# (pytest-xdist; each test file on one worker, so a file's browser and servers are started
# once): one more than the cores, at most 6, since the browser tests mostly wait (on 2 cores,
# 3 workers took 3:36 where 2 took 4:10, measured back to back); TEST_WORKERS=0 runs it in
# one process.
TEST_WORKERS ?= $(shell n=$$(( $$(nproc 2>/dev/null || echo 1) + 1 )); [ $$n -gt 6 ] && n=6; echo $$n)
XDIST := $(if $(filter 0,$(TEST_WORKERS)),-p no:xdist,-n $(TEST_WORKERS) --dist loadfile)

test: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	npm test
	$(BIN)/pytest -m "(not slow or e2e) and not heavy" --hypothesis-profile=ci $(XDIST)

# make test draws the same hypothesis examples every run (hypothesis's "ci" profile:
# derandomised, so its time does not swing with what a run happens to draw); the long runs
# draw fresh ones each time.  They run on SLOW_WORKERS workers (one a core, at most 4; each
# test file on one worker): in one process CI took 5,365 of its 5,400 s at stop 39.  The site is
# built first, once (its tests' fixture then finds it up to date: no two workers build it).
SLOW_WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 1); [ $$n -gt 4 ] && n=4; echo $$n)
SLOW_XDIST := $(if $(filter 0 1,$(SLOW_WORKERS)),-p no:xdist,-n $(SLOW_WORKERS) --dist loadfile)

test-slow: setup lite
	$(BIN)/pytest -m "(slow and not e2e) or heavy" $(SLOW_XDIST)

test-all: test
	$(MAKE) test-slow

# Rebuild the bundle on every change in js/ (reload the widget's cell to see it).
watch: $(STAMPS)/npm
	npm run watch

# Front-end development with hot reload: esbuild rebuilds the bundle on every save in js/,
# and anywidget (ANYWIDGET_HMR=1, with watchfiles) swaps it into the open widgets.
dev: setup
	npm run watch & watcher=$$!; trap 'kill $$watcher' EXIT INT TERM; \
	ANYWIDGET_HMR=1 $(BIN)/jupyter lab $(ALLOW_ROOT) $(QUIET_LAB) $(FIRST_LESSON)

clean:
	rm -rf $(VENV) $(LITE_ENV) $(RELEASE_ENV) node_modules tools/bundle/node_modules tools/lite/node_modules build dist $(STAMPS) src/war_widget/static .pytest_cache .mypy_cache .ruff_cache
