"""Voila serves a Bahamas table in Chromium; player 2 plays a card out of turn by clicking it
on the board (a Robbery on the die player 1 just took), then passes a window with the board's
"Pass" button."""
from __future__ import annotations

import pytest

from tests.browser.conftest import expect_count, expect_text, one_cell_notebook, wait_for_board
from tests.browser.panels import expect_bot_thinking, run_tiny_sweep

pytestmark = pytest.mark.browser

SETUP = """
import kit

game = kit.new_game("bahamas", players=4, seed=5, chance="manual")
for step in ["character Jo", "character Dex", "character Mary", "character Boss",
             "deal parachute", "deal fake", "deal badge", "deal parachute",
             "draw diamonds", "cash 100k", "cash 50k", "draw robbery", "cash 100k", "cash 50k",
             "draw search", "cash 100k", "cash 50k", "draw phone", "cash 100k", "cash 50k",
             "roll cash cash power", "take cash"]:
    game.play(step)
game.chance = "auto"
table = kit.widget(game, seats=["human"] * 4)
table.viewer_switch.value = 1  # player 2's eyes: the one who may rob the die
table
"""


def notebook(tmp_path):
    return one_cell_notebook(tmp_path / "bahamas_robbery.ipynb", SETUP)


def test_a_card_played_out_of_turn_by_clicking(voila_url, page, tmp_path):
    page.goto(voila_url(notebook(tmp_path)), timeout=120_000)
    wait_for_board(page)
    card = '.kit-board [data-id="card:robbery"]'
    page.wait_for_selector(card)
    expect_text(page, "body", "Out of turn")  # the side panel may come after the board
    page.click(card)
    expect_text(page, ".kit-log", "player 2: play Robbery", timeout=90_000)
    # player 3 holds a Search: a window for player 2's robbed die opens; player 2 is not in it,
    # so player 1's die is gone and player 2's sheet shows the die
    expect_text(page, ".kit-log", "robs player 1's die")
    expect_count(page, '.kit-board [data-seat="2"] .die', 1)
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_bot_thinking(page, bot_move=True)
    run_tiny_sweep(page)
