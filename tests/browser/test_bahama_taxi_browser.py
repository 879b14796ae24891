"""Voila serves the Bahama Taxi app notebook; Chromium drives a taxi with the mouse, and with
the keyboard alone (Tab to an area, Enter)."""
from __future__ import annotations

import re

import pytest

from tests.browser.conftest import expect_text, wait_for_board
from tests.browser.panels import expect_bot_thinking, run_tiny_sweep, stop_a_long_run

pytestmark = pytest.mark.browser

APP = "notebooks/bahama_taxi_app.ipynb"
TAXI_1 = '.kit-board g.taxi[data-taxi="0"]'


def taxi_area(page, taxi: int) -> str:
    return page.get_attribute(f'.kit-board g.taxi[data-taxi="{taxi}"]', "data-area")


def legal_targets(page) -> list[str]:
    return page.eval_on_selector_all(
        ".kit-board g.area:has(circle.target)", "els => els.map(e => e.getAttribute('data-area'))")


def wait_until_taxi_1_leaves(page, start: str) -> None:
    page.wait_for_function(
        "([sel, start]) => document.querySelector(sel).getAttribute('data-area') !== start",
        arg=[TAXI_1, start], timeout=90_000)


def test_clicking_an_area_moves_the_taxi(voila_url, page):
    page.goto(voila_url(APP), timeout=120_000)
    wait_for_board(page)
    start = taxi_area(page, 0)
    targets = legal_targets(page)
    assert targets, "legal moves are ringed on the board"
    page.click(f'.kit-board [data-id="{targets[0]}"]')
    wait_until_taxi_1_leaves(page, start)
    assert taxi_area(page, 0) == targets[0]
    expect_text(page, ".kit-log", re.compile(r"taxi 1: drive to the", re.IGNORECASE))  # drawn after the board
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_bot_thinking(page, bot_move=True)
    run_tiny_sweep(page, option="number of players")
    stop_a_long_run(page)


def test_the_keyboard_alone_drives_the_taxi(voila_url, page):
    page.goto(voila_url(APP), timeout=120_000)
    wait_for_board(page)
    start = taxi_area(page, 0)
    targets = legal_targets(page)
    assert targets
    # the legal moves are buttons named by what they are and what a click does; the other
    # areas are plain and say what is on them in a tooltip
    drive_here = page.get_by_role("button").filter(has_text=re.compile("click to drive here"))
    assert drive_here.count() == len(targets)
    taxi_here = re.compile(r"taxi 1 is here \(its turn\)")
    assert page.locator(".kit-board g.area title", has_text=taxi_here).count() == 1
    first = page.locator(".kit-board [data-id]").first
    first.focus()
    assert page.evaluate("() => document.activeElement.getAttribute('role')") == "button"
    # Tab through the board until a legal move has the focus
    focused = page.evaluate("() => document.activeElement.getAttribute('data-id')")
    for _ in range(60):
        if focused in targets:
            break
        page.keyboard.press("Tab")
        focused = page.evaluate("() => document.activeElement.getAttribute('data-id')")
        assert focused is not None, "Tab left the board before reaching a legal move"
    else:
        pytest.fail("Tab never reached a legal move")
    label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert label.endswith("click to drive here")
    page.keyboard.press("Enter")
    wait_until_taxi_1_leaves(page, start)
    assert taxi_area(page, 0) == focused
    # the focus stays on the board (the area just driven to is no move any more, so it is
    # plain: the focus falls back to the board itself), ready for the next key
    page.wait_for_function(
        "() => document.activeElement && document.activeElement.closest('.kit-board') !== null",
        timeout=30_000)
