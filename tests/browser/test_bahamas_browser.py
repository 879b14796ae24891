"""Voila serves a Bahamas table in Chromium; player 2 plays a card out of turn by clicking it
on the board (a Robbery on the die player 1 just took), the bots of the other seats pass the
window that answers it, then player 2 passes the window of the robbed die with the board's
"Pass" button (a window asks every player holding a card, whatever it is)."""
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
table = kit.widget(game, seats=["greedy", "human", "greedy", "greedy"])
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
    # the bots pass the window for an Extinguisher: the Robbery takes player 1's die, and the
    # robbed die's window asks everyone, player 2 too
    expect_text(page, ".kit-log", "player 4: pass")
    expect_text(page, ".kit-log", "robs player 1's die")
    expect_count(page, '.kit-board [data-seat="2"] .die', 1)
    # player 2 now holds no card playable in that window, and is the only person at the table:
    # the widget passes for them (a window asks everyone holding a card, to tell nobody who could react)
    expect_text(page, ".kit-log", "player 2: pass")
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_bot_thinking(page, bot_move=True)
    run_tiny_sweep(page)
