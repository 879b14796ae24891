"""Real-browser fixtures: Voila serves notebooks on 127.0.0.1 with the settings `make app`
uses (etc/jupyter/voila.py), Playwright drives Debian's /usr/bin/chromium. Nothing is
downloaded at run time.

Every test that uses the `page` fixture is also checked, once its body has passed, for
- requests to any host other than 127.0.0.1 / localhost (the page must work offline), and
- console messages of type "error" and uncaught page errors, except the few listed in
  CONSOLE_EXEMPTIONS (each with the reason it is not the kit's).
The `page_watch` fixture gives a test the same records to assert on as it goes.

Waiting, not reading once: a kit page is several ipywidgets, each updated by its own message
from the kernel (the board first, then the scores, the log, the game's panels, the buttons, the
timeline), so after an action a test waits for the exact content it asserts on (the helpers
below, or Playwright's auto-retrying `expect`), never for one widget and then reads another.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]
APP_CONFIG_DIR = ROOT / "etc" / "jupyter"  # the Makefile's APP_CONFIG points here too
LOOPBACK_HOSTS = {"127.0.0.1", "localhost", "::1"}
NO_HOST_SCHEMES = {"data", "blob", "about", "javascript"}

# How long an assertion waits for the page to show what it expects (ms): an action's widget
# updates arrive one by one, late on a loaded machine.
EXPECT_TIMEOUT = 60_000

# Console errors that are not the kit's: (pattern on the message text, reason). Keep short.
CONSOLE_EXEMPTIONS: list[tuple[str, str]] = []


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


_free_port = free_port  # the name older tests may import


def voila_command(target: str | Path, port: int, *extra: str) -> list[str]:
    """The command `make app` runs (same config file), for `target` on `port`."""
    return [sys.executable, "-m", "voila", str(target), f"--Voila.config_file_paths={APP_CONFIG_DIR}",
            f"--port={port}", *extra]


class VoilaServer:
    """One Voila process serving a directory of notebooks, as `make app` does."""

    def __init__(self, root: str | Path, *extra: str, port: int | None = None):
        self.root = Path(root)
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self._work = tempfile.mkdtemp(prefix="kit-voila-")
        self.log_path = Path(self._work) / "voila.log"
        self._log = open(self.log_path, "w")  # noqa: SIM115 (open as long as the server runs)
        self.proc = subprocess.Popen(
            voila_command(self.root, self.port, *extra), cwd=ROOT, stdout=self._log,
            stderr=subprocess.STDOUT, env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1"})

    def render_url(self, notebook: str | Path) -> str:
        return f"{self.url}voila/render/{Path(notebook).relative_to(self.root).as_posix()}"

    def log(self) -> str:
        self._log.flush()
        return self.log_path.read_text(errors="replace")

    def wait_ready(self, timeout: float = 90) -> VoilaServer:
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("voila exited: " + self.log()[-2000:])
            try:  # the port answers once Voila listens; a GET of an app would start a kernel
                socket.create_connection(("127.0.0.1", self.port), timeout=2).close()
                return self
            except OSError:
                time.sleep(0.3)
        raise RuntimeError("voila did not start in time: " + self.log()[-2000:])

    def kernel_pids(self) -> list[int]:
        """The kernel processes this server runs (its children running ipykernel)."""
        import psutil

        pids = []
        try:
            children = psutil.Process(self.proc.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            return []
        for child in children:
            try:
                if any("ipykernel" in part for part in child.cmdline()):
                    pids.append(child.pid)
            except (psutil.NoSuchProcess, psutil.ZombieProcess, psutil.AccessDenied):
                continue
        return pids

    def stop(self) -> None:
        import psutil

        try:
            children = psutil.Process(self.proc.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            children = []
        if self.proc.poll() is None:
            self.proc.terminate()  # Voila shuts its kernels down on SIGTERM
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        for child in children:  # a kernel Voila could not stop in time
            try:
                child.kill()
            except psutil.NoSuchProcess:
                pass
        self._log.close()
        shutil.rmtree(self._work, ignore_errors=True)


@dataclass
class PageWatch:
    """What a browser context did that a kit page must not do."""

    external_requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    exempted: list[str] = field(default_factory=list)

    def attach(self, context) -> None:
        context.on("request", self._on_request)
        context.on("console", self._on_console)
        context.on("weberror", lambda error: self.page_errors.append(str(error.error)))

    def _on_request(self, request) -> None:
        if not is_loopback(request.url):
            self.external_requests.append(request.url)

    def _on_console(self, message) -> None:
        if message.type != "error":
            return
        text = message.text
        location = message.location or {}
        where = location.get("url", "")
        line = f"{text} (at {where}:{location.get('lineNumber', '?')})" if where else text
        for pattern, reason in CONSOLE_EXEMPTIONS:
            if re.search(pattern, text):
                self.exempted.append(f"{line} [exempt: {reason}]")
                return
        self.console_errors.append(line)

    def problems(self) -> list[str]:
        found = [f"request to a host other than 127.0.0.1: {url}" for url in self.external_requests]
        found += [f"console error: {text}" for text in self.console_errors]
        found += [f"page error: {text}" for text in self.page_errors]
        return found

    def assert_clean(self) -> None:
        found = self.problems()
        assert not found, "the page did what a kit page must not:\n  " + "\n  ".join(found)


def is_loopback(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in NO_HOST_SCHEMES or not parts.scheme:
        return True
    return (parts.hostname or "") in LOOPBACK_HOSTS


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """Once a test body has passed, fail it if one of its pages broke the rules above. When
    the body fails, the report also says what the page showed, its console errors and the end
    of its Voila server's log (a page that never drew its board is otherwise a bare timeout)."""
    try:
        result = yield
    except BaseException as err:
        if isinstance(err, Exception):
            for note in failure_notes(item):
                err.add_note(note)
        raise
    for watch in getattr(item, "_kit_page_watches", []):
        watch.assert_clean()
    return result


def failure_notes(item) -> list[str]:
    notes = []
    for watch in getattr(item, "_kit_page_watches", []):
        if watch.problems():
            notes.append("the page's console and errors:\n  " + "\n  ".join(watch.problems()))
    page = item.funcargs.get("page") if hasattr(item, "funcargs") else None
    if page is not None:
        try:
            notes.append("the page showed (first 1500 characters):\n"
                         + page.inner_text("body", timeout=5_000)[:1500])
        except Exception as err:  # noqa: BLE001 (a note must not hide the failure)
            notes.append(f"the page's text could not be read: {err}")
    servers = list(getattr(item, "_kit_servers", []))
    servers += [v for v in getattr(item, "funcargs", {}).values() if isinstance(v, VoilaServer)]
    for server in servers:
        try:
            notes.append(f"the end of Voila's log ({server.url}):\n" + server.log()[-3000:])
        except Exception as err:  # noqa: BLE001
            notes.append(f"Voila's log could not be read: {err}")
    return notes


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: run `apt-get install -y chromium` (make test does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


def watched_context(browser, request, **kwargs):
    """A new browser context whose requests and console are checked after the test."""
    context = browser.new_context(**kwargs)
    watch = PageWatch()
    watch.attach(context)
    if not hasattr(request.node, "_kit_page_watches"):
        request.node._kit_page_watches = []
    request.node._kit_page_watches.append(watch)
    return context, watch


@pytest.fixture
def page_watch(page):
    """The records of the `page` fixture's context (external requests, console errors)."""
    return page._kit_watch


@pytest.fixture
def page(browser, request):
    context, watch = watched_context(browser, request, viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page._kit_watch = watch
    page.set_default_timeout(90_000)  # CI runs these beside other tests on 2 cores
    yield page
    context.close()


@pytest.fixture
def voila_url(request):
    """Start Voila on a free loopback port, with `make app`'s settings, serving the folder of
    one notebook (a path, or the notebook's JSON text), and return the notebook's URL; the
    server is stopped after the test."""
    servers: list[VoilaServer] = []
    request.node._kit_servers = servers  # their logs go into the report of a failed test
    dirs: list[str] = []

    def start(notebook: str | Path, timeout: float = 90) -> str:
        if isinstance(notebook, str) and notebook.lstrip().startswith("{"):
            work = tempfile.mkdtemp(prefix="kit-notebook-")
            dirs.append(work)
            path = Path(work) / "notebook.ipynb"
            json.loads(notebook)  # fail here, not in Voila, if it is not a notebook
            path.write_text(notebook)
            notebook = path
        notebook = Path(notebook)
        if not notebook.is_absolute():
            notebook = ROOT / notebook
        server = VoilaServer(notebook.parent)
        servers.append(server)
        server.wait_ready(timeout)
        return server.render_url(notebook)

    yield start
    for server in servers:
        server.stop()
    for d in dirs:
        shutil.rmtree(d, ignore_errors=True)


@pytest.fixture(scope="module")
def app_server():
    """One server for the module, serving notebooks/ exactly as `make app` does."""
    server = VoilaServer(ROOT / "notebooks")
    try:
        yield server.wait_ready()
    finally:
        server.stop()


def app_notebooks() -> list[Path]:
    """Every game's app notebook; a new game's `<game>_app.ipynb` is picked up by itself."""
    return sorted((ROOT / "notebooks").glob("*_app.ipynb"))


def one_cell_notebook(path: Path, source: str) -> Path:
    """Write a notebook of one code cell (a test's position, then its widget) to ``path``."""
    book = {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                       "source": source}],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                         "language_info": {"name": "python"}},
            "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(book))
    return path


def wait_for_board(page, selector: str = ".kit-board svg", timeout: float = 120_000):
    """Wait until Voila has executed the notebook and a kit board is drawn."""
    page.wait_for_selector(selector, timeout=timeout)


QUIET_JS = """([quiet, limit]) => new Promise(resolve => {
  // resolves once the page has not changed for `quiet` ms (or after `limit` ms in all)
  const start = Date.now();
  let last = Date.now();
  const observer = new MutationObserver(() => { last = Date.now(); });
  observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
  const tick = () => {
    const now = Date.now();
    if (now - last >= quiet || now - start >= limit) { observer.disconnect(); resolve(now - last >= quiet); }
    else setTimeout(tick, 50);
  };
  tick();
})"""


def wait_quiet(page, quiet_ms: int = 1500, limit_ms: int = 60_000) -> bool:
    """Wait until the page has stopped changing for ``quiet_ms`` (every part a widget sends
    after its board has arrived); False if it was still changing after ``limit_ms``."""
    return page.evaluate(QUIET_JS, [quiet_ms, limit_ms])


def expect_text(page, selector: str, text: str | re.Pattern, timeout: float = EXPECT_TIMEOUT) -> None:
    """Wait until the first element matching ``selector`` shows ``text`` (a substring, or a
    pattern searched for) in its rendered text, as ``page.inner_text(selector)`` reads it."""
    from playwright.sync_api import expect

    expect(page.locator(selector).first).to_contain_text(text, use_inner_text=True, timeout=timeout)


def expect_count(page, selector: str, count: int, timeout: float = EXPECT_TIMEOUT) -> None:
    """Wait until exactly ``count`` elements match ``selector``."""
    from playwright.sync_api import expect

    expect(page.locator(selector)).to_have_count(count, timeout=timeout)


def wait_true(page, expression: str, arg=None, what: str = "", timeout: float = EXPECT_TIMEOUT):
    """Wait until the JS function ``expression`` (called with ``arg``) returns a truthy value
    and return it; on a timeout fail with ``what`` (the assertion in words)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        return page.wait_for_function(expression, arg=arg, timeout=timeout).json_value()
    except PlaywrightTimeout:
        raise AssertionError(f"{what or expression} (not within {timeout / 1000:g} s)") from None


def expect_svg_text(page, contains: tuple[str, ...] = (), lacks: tuple[str, ...] = (),
                    selector: str = ".kit-board svg", timeout: float = EXPECT_TIMEOUT) -> None:
    """Wait until the board's SVG text (``textContent``: what ``inner_text`` may not give for
    SVG) contains every string of ``contains`` and none of ``lacks``."""
    wait_true(page, """([sel, yes, no]) => { const e = document.querySelector(sel);
                        if (!e) return false;
                        const t = e.textContent;
                        return yes.every(s => t.includes(s)) && !no.some(s => t.includes(s)); }""",
              arg=[selector, list(contains), list(lacks)],
              what=f"the board's text contains {list(contains)} and none of {list(lacks)}", timeout=timeout)
