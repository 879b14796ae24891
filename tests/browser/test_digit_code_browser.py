"""Digit Code in a real browser: Voila serves the app notebook, Chromium clicks an LED."""
from __future__ import annotations

import pytest

from tests.browser.conftest import wait_for_board


@pytest.mark.browser
def test_clicking_an_led_draws_its_answer(voila_url, page):
    page.goto(voila_url("notebooks/digit_code_app.ipynb"))
    wait_for_board(page, '.kit-board svg [data-id="TBJ"]')
    assert page.locator("[data-answer]").count() == 0
    page.click('[data-id="TBJ"]')
    page.wait_for_selector('.kit-board [data-id="TBJ"][data-answer]', timeout=90_000)
    assert page.get_attribute('.kit-board [data-id="TBJ"]', "data-answer") in ("lit", "dark")
    # the question is in the history panel and the count of fitting codes went down
    page.wait_for_selector("ol.kit-history li", timeout=90_000)
    assert "465,120" not in page.inner_text("body")
