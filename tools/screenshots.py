"""Screenshots of every game's app as a projector shows it: docs/screenshots/<game>.png.

    python tools/screenshots.py [game ...] [--out DIR] [--width 1920 --height 1080] [--notebooks DIR]

One command takes them all again: about 10 to 15 s an app on the two-core test machine (three
apps took 42 s, Voila's start included), two to three minutes for the ten; it prints the times.

Voila serves notebooks/ on a free 127.0.0.1 port with `make app`'s settings
(etc/jupyter/voila.py); /usr/bin/chromium opens each `<game>_app.ipynb` at 1920 x 1080,
switches the control labelled "Projector mode" on when the page has one, scrolls to the game
(the timeline bar at the top of the window, the board below it) and saves the visible window.
The server is stopped at the end. No request may leave 127.0.0.1: the script fails if one does.
"""
from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
CONFIG_DIR = ROOT / "etc" / "jupyter"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_voila(port: int, log, notebooks: Path = NOTEBOOKS) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, "-m", "voila", str(notebooks), f"--Voila.config_file_paths={CONFIG_DIR}",
         f"--port={port}"], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
        env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1"})
    deadline = time.time() + 120
    while time.time() < deadline:
        if proc.poll() is not None:
            raise SystemExit("voila exited; see its log")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=2).close()
            return proc
        except OSError:
            time.sleep(0.3)
    proc.terminate()
    raise SystemExit("voila did not start in 120 s")


def projector_control(page):
    """The page's "Projector mode" control (a toggle button or a checkbox), or None."""
    for locator in (page.get_by_role("button", name="Projector mode"),
                    page.get_by_role("checkbox", name="Projector mode"),
                    page.get_by_label("Projector mode")):
        if locator.count():
            return locator.first
    return None


def shoot(page, url: str, out: Path) -> str:
    page.goto(url, timeout=300_000)
    page.wait_for_selector(".kit-board svg", timeout=300_000)
    page.wait_for_load_state("load")
    control = projector_control(page)
    if control is None:
        note = "no projector-mode control on the page"
    else:
        pressed = control.get_attribute("aria-pressed") == "true" or "mod-active" in (
            control.get_attribute("class") or "")
        if not pressed:
            control.click()
        page.wait_for_selector(".kit-projector", timeout=60_000)
        note = "projector mode on"
    page.wait_for_timeout(1500)  # the board is redrawn at its new size
    # What the class sees once the teacher has scrolled to the game: the timeline bar on top,
    # the board under it (the notebook's introduction is above, out of the picture).
    page.evaluate("""() => { const top = document.querySelector('.kit-timeline')
                                      || document.querySelector('.kit-board');
                             top.scrollIntoView({block: 'start'}); }""")
    page.wait_for_timeout(300)
    page.screenshot(path=str(out))
    return note


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", help="games to shoot (default: every *_app.ipynb)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--width", type=int, default=1920)
    parser.add_argument("--height", type=int, default=1080)
    parser.add_argument("--notebooks", type=Path, default=NOTEBOOKS,
                        help="the folder of the *_app.ipynb apps (default: notebooks/)")
    args = parser.parse_args(argv)

    apps = sorted(args.notebooks.glob("*_app.ipynb"))
    if args.games:
        apps = [a for a in apps if a.stem.removesuffix("_app") in args.games]
        missing = set(args.games) - {a.stem.removesuffix("_app") for a in apps}
        if missing:
            parser.error(f"no app notebook for: {', '.join(sorted(missing))}")
    args.out.mkdir(parents=True, exist_ok=True)

    from playwright.sync_api import sync_playwright

    port = free_port()
    external: list[str] = []
    started_all = time.time()
    with tempfile.TemporaryFile("w+") as log:
        proc = start_voila(port, log, args.notebooks.resolve())
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
                for app in apps:
                    game = app.stem.removesuffix("_app")
                    context = browser.new_context(viewport={"width": args.width, "height": args.height})
                    context.on("request", lambda r: external.append(r.url)
                               if urlsplit(r.url).scheme in ("http", "https", "ws", "wss")
                               and urlsplit(r.url).hostname not in LOOPBACK else None)
                    page = context.new_page()
                    out = args.out / f"{game}.png"
                    started = time.time()
                    note = shoot(page, f"http://127.0.0.1:{port}/voila/render/{app.name}", out)
                    page.close(run_before_unload=True)  # the kernel is shut down
                    context.close()
                    print(f"{out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: "
                          f"{args.width}x{args.height}, {note}, {time.time() - started:.0f} s")
                browser.close()
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
    print(f"{len(apps)} screenshot(s) in {time.time() - started_all:.0f} s")
    if external:
        print("requests that left 127.0.0.1:\n  " + "\n  ".join(external), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
