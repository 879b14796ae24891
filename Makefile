# Each target sets up .venv itself, so every command works on a fresh clone.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.installed
CHROMIUM := /usr/bin/chromium
AS_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: lab app test test-fast bench notebooks browser-deps clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	$(BIN)/python -m ipykernel install --prefix $(VENV) --name python3 --display-name "Python 3 (rules-kit)" >/dev/null
	touch $(STAMP)

$(CHROMIUM):
	@if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null; \
	else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi

browser-deps: $(CHROMIUM)

lab: $(STAMP)
	$(BIN)/jupyter lab --notebook-dir=notebooks --ip=127.0.0.1 $(AS_ROOT)

# Every app on 127.0.0.1:8866 with the classroom settings of etc/jupyter/voila.py (kernel
# shutdown on page close, culling, a cap on kernels, no CDN); the browser tests use the same.
APP_CONFIG := --Voila.config_file_paths=etc/jupyter

app: $(STAMP)
	$(BIN)/voila $(APP_CONFIG) notebooks/

test: $(STAMP) $(CHROMIUM)
	$(BIN)/python -m pytest -n 2 --dist loadfile --nbval-lax --timeout 900 -q

test-fast: $(STAMP)
	$(BIN)/python -m pytest -n 2 -q -m "not slow and not browser" tests

notebooks: $(STAMP)
	$(BIN)/python tools/notebooks.py

bench: $(STAMP)
	@for f in bench/bench_*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV)
