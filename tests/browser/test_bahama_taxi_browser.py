"""Voila serves the Bahama Taxi app notebook; Chromium clicks an area and the taxi moves."""
from __future__ import annotations

import re

import pytest

from tests.browser.conftest import wait_for_board

pytestmark = pytest.mark.browser


def taxi_area(page, taxi: int) -> str:
    return page.get_attribute(f'.kit-board g.taxi[data-taxi="{taxi}"]', "data-id")


def test_clicking_an_area_moves_the_taxi(voila_url, page):
    page.goto(voila_url("notebooks/bahama_taxi_app.ipynb"), timeout=120_000)
    wait_for_board(page)
    start = taxi_area(page, 0)
    targets = page.eval_on_selector_all(
        ".kit-board g.area:has(circle.target)", "els => els.map(e => e.getAttribute('data-id'))")
    assert targets, "legal moves are ringed on the board"
    page.click(f'.kit-board g.area[data-id="{targets[0]}"] circle:not(.target)', force=True)
    page.wait_for_function(
        "([sel, start]) => document.querySelector(sel).getAttribute('data-id') !== start",
        arg=['.kit-board g.taxi[data-taxi="0"]', start], timeout=90_000)
    assert taxi_area(page, 0) == targets[0]
    assert re.search(r"taxi 1: move", page.inner_text(".kit-log"))
