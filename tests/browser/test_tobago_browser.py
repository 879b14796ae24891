"""Tobago in a real browser: Voila serves the app notebook, Chromium clicks a hex and the
human player's ATV drives there."""
from __future__ import annotations

import pytest

from tests.browser.conftest import wait_for_board

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
        arg=f"move {target_id}", timeout=30_000)
