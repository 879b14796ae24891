"""Voila serves the Parks app notebook; Chromium moves a hiker by clicking a site, and a
second hiker by clicking it first and then a site."""
from __future__ import annotations

import re

import pytest

from tests.browser.conftest import expect_text, wait_for_board
from tests.browser.panels import expect_bot_thinking, run_tiny_sweep

pytestmark = pytest.mark.browser

APP = "notebooks/parks_app.ipynb"


def reachable_sites(page) -> list[str]:
    """Sites and Trail End locations the selected hiker can go to (the only clickable ones)."""
    return page.eval_on_selector_all(
        '.kit-board [data-id^="site "]',
        "els => els.filter(e => (e.getAttribute('aria-label') || '')"
        ".includes('Click to move the selected hiker')).map(e => e.getAttribute('data-id'))")


def wait_for_log(page, pattern: str) -> None:
    page.wait_for_function(
        "pattern => new RegExp(pattern).test(document.querySelector('.kit-log').innerText)",
        arg=pattern, timeout=90_000)


def test_clicking_a_site_moves_the_selected_hiker(voila_url, page):
    page.goto(voila_url(APP), timeout=120_000)
    wait_for_board(page)
    targets = [t for t in reachable_sites(page) if t.split()[1] not in ("reserve", "gear", "visit")]
    assert targets, "the sites the hiker can reach are outlined and say so"
    site = targets[-1].split()[1]
    page.click(f'.kit-board [data-id="site {site}"]')
    wait_for_log(page, rf"player 1: move hiker 1 to the {site.capitalize()}\b")
    expect_text(page, ".kit-log", re.compile(r"hiker 1 of player 1 goes to the \w+"))
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_bot_thinking(page, bot_move=True)
    run_tiny_sweep(page)


def test_clicking_a_hiker_then_a_site_moves_that_hiker(voila_url, page):
    page.goto(voila_url(APP), timeout=120_000)
    wait_for_board(page)
    page.click('.kit-board [data-id="hiker 1 2"]')
    page.wait_for_function(
        "() => [...document.querySelectorAll('.kit-board [aria-label]')].some(e => "
        "/^hiker 2 of player 1 .*, selected/.test(e.getAttribute('aria-label')))", timeout=60_000)
    targets = [t for t in reachable_sites(page) if t.split()[1] not in ("reserve", "gear", "visit")]
    site = targets[0].split()[1]
    page.click(f'.kit-board [data-id="site {site}"]')
    wait_for_log(page, rf"player 1: move hiker 2 to the {site.capitalize()}\b")


@pytest.mark.parametrize("players", [2, 5])
def test_what_each_site_gives_fits_its_box_at_12_px_on_the_longest_trail(page, players):
    """Chromium lays the board out at 800 px: every line written in a site box (its name, what
    it gives, the weather lying there) is at least 12 px and stays inside the box."""
    import kit
    from tests.parks.conftest import finish_season

    g = kit.new_game("parks", players=players, seed=5)
    for _ in range(3):
        finish_season(g)
    assert len(g.view()["public"]["trail"]) == (10 if players >= 4 else 9)
    page.set_content(f'<div style="width:800px;margin:0">{kit.draw(g)}</div>')
    found = page.evaluate("""() => {
      const out = [];
      for (const box of document.querySelectorAll('[data-site]')) {
        const r = box.querySelector('rect').getBoundingClientRect();
        for (const t of box.querySelectorAll('text')) {
          const b = t.getBoundingClientRect();
          out.push({id: box.getAttribute('data-site'), text: t.textContent, px: b.height,
                    size: parseFloat(t.getAttribute('font-size')),
                    inside: b.left >= r.left - 0.5 && b.right <= r.right + 0.5
                            && b.top >= r.top - 0.5 && b.bottom <= r.bottom + 0.5});
        }
      }
      const svg = document.querySelector('svg');
      return {lines: out, scale: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width};
    }""")
    lines = found["lines"]
    forest = " ".join(x["text"] for x in lines if x["id"] == "forest")
    assert "gain 1 forest" in forest, forest
    for x in lines:
        assert x["size"] * found["scale"] >= 12, x
        assert x["inside"], x
