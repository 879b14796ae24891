"""Real-browser fixtures: Voila serves a notebook on 127.0.0.1, Playwright drives Debian's
/usr/bin/chromium. Nothing is downloaded at run time."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: run `apt-get install -y chromium` (make test does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(90_000)  # CI runs these beside other tests on 2 cores
    yield page
    context.close()


@pytest.fixture
def voila_url():
    """Start Voila on a free loopback port for one notebook (given as source text or a path)
    and return its URL; the server is stopped after the test."""
    servers: list[subprocess.Popen] = []
    dirs: list[str] = []

    def start(notebook: str | Path, timeout: float = 90) -> str:
        notebook = Path(notebook)
        if not notebook.is_absolute():
            notebook = ROOT / notebook
        port = _free_port()
        work = tempfile.mkdtemp(prefix="kit-voila-")
        dirs.append(work)
        log = open(Path(work) / "voila.log", "w")
        proc = subprocess.Popen(
            [sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--port={port}",
             "--Voila.ip=127.0.0.1", "--Voila.tornado_settings={'disable_check_xsrf': True}"],
            cwd=notebook.parent, stdout=log, stderr=subprocess.STDOUT,
            env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1"},
        )
        servers.append(proc)
        url = f"http://127.0.0.1:{port}/"
        deadline = time.time() + timeout
        while time.time() < deadline:
            if proc.poll() is not None:
                raise RuntimeError("voila exited: " + (Path(work) / "voila.log").read_text()[-2000:])
            try:  # the port answers once Voila listens; a GET would start a kernel
                socket.create_connection(("127.0.0.1", port), timeout=2).close()
                return url
            except OSError:
                time.sleep(0.5)
        raise RuntimeError("voila did not start in time")

    yield start
    for proc in servers:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
    for d in dirs:
        shutil.rmtree(d, ignore_errors=True)


def wait_for_board(page, selector: str = ".kit-board svg", timeout: float = 120_000):
    """Wait until Voila has executed the notebook and a kit board is drawn."""
    page.wait_for_selector(selector, timeout=timeout)
