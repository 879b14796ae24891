"""Lessons in Voila, served as `make app` serves them: each lesson is visible within
VISIBLE_WITHIN seconds of the request, and its browser tab carries its title.

"Visible" is what a teacher waits for: Voila's spinner (#loading) is gone and the notebook's
first output is shown. Voila executes the whole notebook before it removes the spinner, so
a lesson keeps long runs out (precomputed tables next to it, made by tools/lesson_tables.py,
or bench/). Each lesson is one test, so a new lesson is measured as soon as it exists; the
times are printed (`pytest -s`) for the closing notes.
"""
from __future__ import annotations

import time

import pytest

from tests.browser.conftest import ROOT, watched_context
from tools.notebooks import LESSONS, notebook_title

pytestmark = pytest.mark.browser

VISIBLE_WITHIN = 10.0  # seconds, on the 2-core test machine

VISIBLE_JS = """() => {
  const spinner = document.getElementById('loading');
  const cells = document.getElementById('rendered_cells');
  if (spinner && spinner.offsetParent !== null) return false;
  if (!cells || getComputedStyle(cells).display === 'none') return false;
  const output = cells.querySelector('.jp-OutputArea-output');
  return !!output && output.getBoundingClientRect().height > 0;
}"""


@pytest.mark.parametrize("notebook", LESSONS(), ids=lambda p: p.stem)
def test_lesson_is_visible_within_10_s_with_its_title(notebook, app_server, browser, request):
    # The better of two loads when the first is slow: the suite runs two workers side by
    # side, and a load that meets another test's busiest second says little of the lesson.
    context, _watch = watched_context(browser, request, viewport={"width": 1400, "height": 1000})
    try:
        seconds, title = _time_to_visible(context, app_server.render_url(notebook))
        if seconds >= VISIBLE_WITHIN:
            seconds = min(seconds, _time_to_visible(context, app_server.render_url(notebook))[0])
    finally:
        context.close()
    print(f"\n{notebook.name}: visible after {seconds:.1f} s")
    assert title == notebook_title(notebook), f"the tab of {notebook.name} says {title!r}"
    assert seconds < VISIBLE_WITHIN, (
        f"{notebook.relative_to(ROOT)} showed Voila's spinner for {seconds:.1f} s "
        f"(at most {VISIBLE_WITHIN:g} s): move long runs to a table of tools/lesson_tables.py")


def _time_to_visible(context, url: str) -> tuple[float, str]:
    """Seconds from the request until the lesson is visible, and the page's title."""
    page = context.new_page()
    started = time.monotonic()
    page.goto(url, wait_until="commit", timeout=180_000)
    page.wait_for_function(VISIBLE_JS, timeout=180_000, polling=100)
    seconds = time.monotonic() - started
    title = page.title()
    page.close(run_before_unload=True)  # the lesson's kernel is shut down
    return seconds, title
