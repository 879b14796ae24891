"""Voila serves a Diced Veggies table in Chromium; chef 1 cuts by clicking: a click on a seam
of the block previews the cut (its dice, its pip total, one piece or not, in words), a second
click on the same seam cuts, and the block changes."""
from __future__ import annotations

import pytest

from tests.browser.conftest import (
    expect_count,
    expect_svg_text,
    expect_text,
    one_cell_notebook,
    wait_for_board,
)
from tests.browser.panels import expect_bot_thinking, run_tiny_sweep

pytestmark = pytest.mark.browser

SETUP = """
import kit

game = kit.new_game("diced_veggies", players=2, seed=5, chance="manual")
game.play("roll R6 R5 G2 Y3 O4 P2 R2 / O6 G6 Y6 P6 R6 O6 G6 / Y6 P6 R6 O6 G6 Y6 P6 / "
          "R6 O6 G6 Y6 P6 R6 O6 / O6 Y6 Y6 G6 G6 P6 P6")
game.chance = "auto"
table = kit.widget(game, seats=["human", "human"])
table
"""

# the purple 6 at the bottom right, taken from below the seam between rows 4 and 5
SEAM = '.kit-board [data-id="seam bottom 4|5 7"]'


def notebook(tmp_path):
    return one_cell_notebook(tmp_path / "diced_veggies_cut.ipynb", SETUP)


def board_text(page) -> str:
    return page.eval_on_selector(".kit-board svg", "svg => svg.textContent")


def test_a_cut_by_clicking_a_seam_twice(voila_url, page, tmp_path):
    page.goto(voila_url(notebook(tmp_path)), timeout=120_000)
    wait_for_board(page)
    page.wait_for_selector(SEAM)
    assert "The block: 192 pips" in board_text(page)
    page.click(SEAM)
    expect_svg_text(page, ["Preview: 1 die, 6 pips (P6)."])
    # the side panel is its own widget: its update comes after the board's (and the log's)
    expect_text(page, ".dv-preview", "this cut takes 1 die, 6 pips: purple 6 (row 5, column 7)")
    expect_text(page, ".dv-preview", "Allowed: the rest of the block stays in one piece")
    expect_count(page, '.kit-board rect[stroke-dasharray="8 4"]', 1)  # the die outlined
    # the panel is updated after the log, so the log a cut would have written is in by now
    assert "cuts away" not in page.inner_text(".kit-log")  # a preview plays nothing
    page.click(SEAM)
    expect_text(page, ".kit-log", "chef 1 cuts away purple 6")
    expect_svg_text(page, ["The block: 186 pips"], lacks=["Preview"])
    expect_count(page, ".kit-board [data-id^='seam ']", 0)  # chef 1 now cooks
    expect_text(page, "body", "Chef token ready")
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_bot_thinking(page, bot_move=True)
    run_tiny_sweep(page)
