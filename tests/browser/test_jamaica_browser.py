"""Jamaica in a real browser: Voila serves notebooks/jamaica_app.ipynb, Chromium clicks."""
from __future__ import annotations

import re

import pytest

from tests.browser.conftest import wait_for_board

pytestmark = pytest.mark.browser


def ship_position(page, label: str = "1") -> tuple[str, str]:
    circle = page.locator(f'.kit-board [data-id="ship-{label}"] circle')
    return circle.get_attribute("cx"), circle.get_attribute("cy")


def test_pick_a_card_and_see_the_ship_sail(voila_url, page):
    page.goto(voila_url("notebooks/jamaica_app.ipynb"))
    wait_for_board(page)
    page.wait_for_selector('.kit-board [data-id="space-0"]')
    start = ship_position(page)
    page.click('.kit-board [data-id="die-a"]')  # seed 63 rolls 3 and 2: 3 becomes the morning die
    page.wait_for_selector('.kit-board [data-id="die-morning"]')
    page.click('.kit-board [data-id="card-1"]')  # forward/forward: 0 -> 3, then 3 -> 5
    page.wait_for_function(
        """([x, y]) => { const c = document.querySelector('.kit-board [data-id="ship-1"] circle');
                         return c && (c.getAttribute('cx') !== x || c.getAttribute('cy') !== y); }""",
        arg=list(start), timeout=60_000)
    title = page.locator('.kit-board [data-id="ship-1"] title').text_content()
    assert re.search(r"on space 5\b", title), title
    assert page.locator(".kit-log").inner_text().count("card 1") >= 1
