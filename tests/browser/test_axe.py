"""axe-core (shipped by axe-playwright-python) on every app page and every lesson page finds
no critical or serious accessibility violation. Each app notebook `notebooks/*_app.ipynb` and
each lesson is one test, so a new game's pages are checked as soon as their notebooks exist.
Each page's tab also carries its title (the game's, not the file name).

A failure lists each violation with its rule, impact, the elements it was found on and where
they come from: the game's board (its draw module), the kit's widgets around it (kit/ui: the
control bar, timeline, panels, log; or the game's widget.py) or Voila's own page around them
(the "kit" template in etc/jupyter/nbconvert/templates; a figure's text alternative comes
from etc/jupyter/figure_alt.py and the lesson's `show_figure(fig, alt)`).
"""
from __future__ import annotations

import pytest

from tests.browser.conftest import ROOT, app_notebooks, wait_for_board, wait_quiet, watched_context
from tests.browser.test_lessons import VISIBLE_JS
from tools.notebooks import LESSONS, notebook_title

pytestmark = pytest.mark.browser

FAILING_IMPACTS = ("critical", "serious")

ORIGIN_JS = """(selector) => {
  let el = null;
  try { el = document.querySelector(selector); } catch (e) { return "unknown"; }
  if (!el) return "unknown";
  if (el.closest('.kit-board')) return "board";
  if (el.closest('.kit-game')) return "kit frame";
  return "Voila page";
}"""


def axe_violations(page) -> list[dict]:
    """axe's violations on the page, each node with the part of the page it lies in."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    found = []
    for violation in results.response["violations"]:
        nodes = []
        for node in violation["nodes"]:
            target = node["target"][-1] if node["target"] else ""
            selector = target if isinstance(target, str) else " ".join(target)
            checks = [c.get("message", "") for c in node.get("any", []) + node.get("all", [])]
            nodes.append({"target": selector, "html": node["html"][:160],
                          "why": next((m for m in checks if m), "")[:160],
                          "origin": page.evaluate(ORIGIN_JS, selector)})
        found.append({"rule": violation["id"], "impact": violation["impact"],
                      "help": violation["help"], "nodes": nodes})
    return found


def describe(violations: list[dict], game: str) -> str:
    where = {"board": f"the board (kit/games/{game}/draw.py)",
             "kit frame": f"the kit's widgets (kit/ui or kit/games/{game}/widget.py)",
             "Voila page": "Voila's page (etc/jupyter template)", "unknown": "unknown"}
    lines = []
    for v in violations:
        lines.append(f"[{v['impact']}] {v['rule']}: {v['help']} ({len(v['nodes'])} element(s))")
        for node in v["nodes"][:8]:
            lines.append(f"    in {where[node['origin']]}: {node['target']}  {node['html']}")
            if node["why"]:
                lines.append(f"        {node['why']}")
        if len(v["nodes"]) > 8:
            lines.append(f"    ... and {len(v['nodes']) - 8} more")
    return "\n".join(lines)


def scan(notebook, app_server, browser, request, wait) -> tuple[list[dict], str]:
    """Open the notebook's page, wait (``wait(page)``) until it shows what it shows, let it
    settle and return axe's violations and the page's title."""
    context, _watch = watched_context(browser, request, viewport={"width": 1400, "height": 1000})
    try:
        page = context.new_page()
        page.set_default_timeout(180_000)
        page.goto(app_server.render_url(notebook), timeout=240_000)
        wait(page)
        page.wait_for_load_state("load")
        # the side panels, buttons and timeline come after the board: scan the whole page
        assert wait_quiet(page), "the page kept changing for a minute after it appeared"
        violations = axe_violations(page)
        title = page.title()
        page.close(run_before_unload=True)
    finally:
        context.close()
    return violations, title


def check(notebook, violations: list[dict], title: str, game: str) -> None:
    failing = [v for v in violations if v["impact"] in FAILING_IMPACTS]
    minor = [v for v in violations if v["impact"] not in FAILING_IMPACTS]
    print(f"\n{notebook.name}: axe finds {len(failing)} critical or serious, {len(minor)} minor violation(s)")
    if minor:
        print(f"{game}: minor axe findings (not failing):\n{describe(minor, game)}")
    assert not failing, (f"axe-core finds {len(failing)} critical or serious violation(s) on "
                         f"{notebook.relative_to(ROOT)}:\n{describe(failing, game)}")
    assert title == notebook_title(notebook), f"the tab of {notebook.name} says {title!r}"


@pytest.mark.parametrize("notebook", app_notebooks(), ids=lambda p: p.stem)
def test_app_page_has_no_serious_axe_violation(notebook, app_server, browser, request):
    violations, title = scan(notebook, app_server, browser, request,
                             lambda page: wait_for_board(page, timeout=240_000))
    check(notebook, violations, title, notebook.stem.removesuffix("_app"))


@pytest.mark.parametrize("notebook", LESSONS(), ids=lambda p: p.stem)
def test_lesson_page_has_no_serious_axe_violation(notebook, app_server, browser, request):
    violations, title = scan(notebook, app_server, browser, request,
                             lambda page: page.wait_for_function(VISIBLE_JS, timeout=240_000, polling=200))
    check(notebook, violations, title, notebook.stem)
