"""Voila serves a solo Planet Unknown game in Chromium with a tile in hand; resting the pointer
on a dashed square previews the tile there, a click places it (the log and the board say so)."""
from __future__ import annotations

import pytest

from tests.browser.conftest import expect_count, expect_text, one_cell_notebook, wait_for_board
from tests.browser.panels import expect_no_thinking_panel, run_tiny_sweep

pytestmark = pytest.mark.browser

SETUP = """
import kit

game = kit.new_game("planet_unknown", players=1, seed=5, chance="manual")
game.play("offset 0")
game.play("reveal I2-RT")          # the inner stack facing the player: dominoes
while game.at_chance:
    game.roll()
game.play(game.legal_actions(0)[0])   # solo: give back one of the four private objectives
game.play("turn 0")
game.play("take inner")
while game.at_chance:
    game.roll()
game.chance = "auto"
table = kit.widget(game, seats=["human"])
table
"""


def notebook(tmp_path):
    return one_cell_notebook(tmp_path / "planet_unknown_place.ipynb", SETUP)


def test_a_tile_placed_by_clicking(voila_url, page, tmp_path):
    page.goto(voila_url(notebook(tmp_path)), timeout=120_000)
    wait_for_board(page)
    spot = '.kit-board [data-id="place F1 0"]'
    page.wait_for_selector(spot)
    preview = f"{spot} .pu-prev"
    assert page.eval_on_selector(preview, "el => getComputedStyle(el).opacity") == "0"
    page.hover(f"{spot} rect")
    page.wait_for_function(f"() => getComputedStyle(document.querySelector('{preview}')).opacity !== '0'",
                           timeout=10_000)
    page.click(f"{spot} rect")
    expect_text(page, ".kit-log", "place the tile with its first square on column F, row 1, as printed",
                timeout=90_000)
    expect_count(page, '.kit-board [data-id^="place "]', 0)  # the tile is down
    expect_text(page, ".kit-log", "places the 2-square I-shaped tile")
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_no_thinking_panel(page)  # a puzzle for one: no bot moves
    run_tiny_sweep(page, option="Event cards")  # two values (the planets are thirteen)
