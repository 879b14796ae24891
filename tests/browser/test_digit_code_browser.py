"""Digit Code in a real browser: Voila serves the app notebook, Chromium clicks an LED, asks
with the keyboard alone and guesses with Enter."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import EXPECT_TIMEOUT, wait_for_board
from tests.browser.panels import expect_no_thinking_panel, run_tiny_sweep

APP = "notebooks/digit_code_app.ipynb"
GUESS_BOX = '.kit-game input[placeholder^="six digits"]'


def _app_code() -> str:
    """The secret code of the app's game (same seed and options as the notebook)."""
    import kit

    game = kit.new_game("digit_code", players=1, seed=7, ask_ends_turn=True)
    return game.view(None)["private"]["code"]


@pytest.mark.browser
def test_clicking_an_led_draws_its_answer(voila_url, page):
    page.goto(voila_url(APP))
    wait_for_board(page, '.kit-board svg [data-id="TBJ"]')
    assert page.locator("[data-answer]").count() == 0
    page.click('[data-id="TBJ"]')
    # asked, it is plain: no click target any more, its answer drawn and in its data
    page.wait_for_selector('.kit-board [data-part="TBJ"][data-answer]', timeout=90_000)
    assert page.get_attribute('.kit-board [data-part="TBJ"]', "data-answer") in ("lit", "dark")
    assert page.locator('.kit-board [data-id="TBJ"]').count() == 0
    # the question is in the history panel and the count of fitting codes went down
    page.wait_for_selector("ol.kit-history li", timeout=90_000)
    page.wait_for_function("() => /still fits?/.test(document.body.innerText)", timeout=90_000)
    text = page.inner_text("body")
    fitting = [int(n.replace(",", "")) for n in re.findall(r"([\d,]+) codes? still fits?", text)]
    assert fitting and min(fitting) < 465_120, text[:500]
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_no_thinking_panel(page)  # a puzzle for one: no bot moves
    run_tiny_sweep(page)


@pytest.mark.browser
def test_the_keyboard_alone_asks_and_guesses(voila_url, page):
    code = _app_code()
    wrong = next(c for c in ("123456", "654321") if c != code)
    page.goto(voila_url(APP))
    wait_for_board(page, '.kit-board svg [data-id="line-B"]')
    why = page.locator(".kit-why")
    assert "No answer yet" in why.inner_text()

    # Tab reaches the board's elements; Enter on the focused column letter asks it
    page.locator('.kit-board [data-id="line-A"]').focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('data-id')") == "line-B"
    page.keyboard.press("Enter")
    page.wait_for_selector('.kit-board [data-part="line-B"][data-answer]', timeout=90_000)
    count = page.get_attribute('.kit-board [data-part="line-B"]', "data-answer")
    page.wait_for_function("want => document.querySelector('.kit-why').innerText.includes(want)",
                           arg=f"Column B has {count} lit LED", timeout=30_000)
    # the explanation is under the board, in its column
    board = page.locator(".kit-board svg").bounding_box()
    below = why.bounding_box()
    assert below["y"] >= board["y"] + board["height"] - 1
    assert below["x"] < board["x"] + board["width"] / 2
    # the question is asked, so line B is no target any more: the focus stays on the board
    assert page.evaluate("document.activeElement.closest('.kit-board') !== null")

    # type a wrong guess and press Enter: it is announced in words
    page.locator(GUESS_BOX).fill(wrong)
    page.locator(GUESS_BOX).press("Enter")
    page.wait_for_function("() => document.querySelector('.kit-message') && "
                           "document.querySelector('.kit-message').innerText.includes('Wrong guess')",
                           timeout=90_000)
    message = page.inner_text(".kit-message")
    assert f"{wrong} is not the code" in message and "1 chance left" in message
    expect(page.locator(GUESS_BOX)).to_have_value("", timeout=EXPECT_TIMEOUT)  # the box is emptied
