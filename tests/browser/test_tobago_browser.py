"""Tobago in a real browser: Voila serves the app notebook, Chromium clicks a hex and the
human player's ATV drives there."""
from __future__ import annotations

import pytest

from tests.browser.conftest import wait_for_board
from tests.browser.panels import expect_bot_thinking, run_tiny_sweep

pytestmark = pytest.mark.browser

ATV = '.kit-board [data-atv="0"]'


def _app_game():
    """The position notebooks/tobago_app.ipynb shows (same seed, same setup bot)."""
    import kit
    from kit.bots import make_bot

    game = kit.new_game("tobago", players=2, seed=7, island="lesson")
    bot = make_bot("greedy", "tobago", seed=1)
    while game.view()["phase"] in ("place", "start"):
        player = game.to_act[0]
        game.play(bot.choose(game.seat(player)), player)
    return game


def test_clicking_a_hex_moves_the_atv(voila_url, page):
    game = _app_game()
    start = game.view()["seats"][0]["atv"]
    start_id = start if isinstance(start, str) else f"{start[0]},{start[1]}"
    targets = [a.args[0] for a in game.legal_actions(0) if a.name == "move"]
    target_id = targets[-1]
    page.goto(voila_url("notebooks/tobago_app.ipynb"), timeout=120_000)
    wait_for_board(page, ATV)
    assert page.get_attribute(ATV, "data-at") == start_id
    assert page.locator(".kit-board polygon.highlight").count() == len(targets)
    page.click(f'.kit-board polygon[data-id="{target_id}"]')
    page.wait_for_function(
        "([sel, want]) => { const e = document.querySelector(sel); "
        "return e && e.getAttribute('data-at') === want; }",
        arg=[ATV, target_id], timeout=90_000)
    page.wait_for_function(  # the log is redrawn just after the board
        "want => document.querySelector('.kit-log').innerText.includes(want)",
        arg=f"drive the ATV to hex {target_id}", timeout=30_000)
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_bot_thinking(page, bot_move=True)
    run_tiny_sweep(page)


def test_the_keyboard_alone_drives_the_atv(voila_url, page):
    """Tab reaches the island's hexes (each labelled), and Enter on a focused hex drives the
    ATV there, as a click would."""
    game = _app_game()
    start = game.view()["seats"][0]["atv"]
    targets = [a.args[0] for a in game.legal_actions(0) if a.name == "move"]
    page.goto(voila_url("notebooks/tobago_app.ipynb"), timeout=120_000)
    wait_for_board(page, ATV)
    assert page.get_attribute(ATV, "data-at") == start
    hexes = page.locator('.kit-board polygon[data-id][role="button"][tabindex="0"]')
    assert hexes.count() == len(targets), "the hexes in reach, and only they, are in the Tab order"
    first = hexes.nth(0)
    first.focus()
    page.keyboard.press("Tab")  # Tab walks from hex to hex
    after_tab = page.evaluate("document.activeElement.getAttribute('data-id')")
    assert after_tab == hexes.nth(1).get_attribute("data-id")
    target = targets[0]
    page.locator(f'.kit-board polygon[data-id="{target}"]').focus()
    label = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert label.startswith(f"Hex {target}:") and label.endswith("click to drive player 1's ATV here")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "([sel, want]) => { const e = document.querySelector(sel); "
        "return e && e.getAttribute('data-at') === want; }",
        arg=[ATV, target], timeout=90_000)
    page.wait_for_function(
        "want => document.querySelector('.kit-log').innerText.includes(want)",
        arg=f"drive the ATV to hex {target}", timeout=30_000)

