"""Voila serves a Fromage table in Chromium; player 1 places a worker by clicking a gather
spot on the quadrant facing it (once to mark it, once more to send the secret choice); the
bot chooses too, the choices are revealed, and the worker stands on the spot."""
from __future__ import annotations

import re

import pytest

from tests.browser.conftest import expect_text, one_cell_notebook, wait_for_board
from tests.browser.panels import expect_bot_thinking, run_tiny_sweep

pytestmark = pytest.mark.browser

SETUP = """
import kit

game = kit.new_game("fromage", players=2, seed=5, chance="manual")
game.play("layout festival villes bistro fromagerie")
game.chance = "auto"
kit.widget(game, seats=["human", "greedy"])
"""


def notebook(tmp_path):
    return one_cell_notebook(tmp_path / "fromage_click.ipynb", SETUP)


def test_a_worker_placed_by_clicking_a_spot(voila_url, page, tmp_path):
    page.goto(voila_url(notebook(tmp_path)), timeout=120_000)
    wait_for_board(page)
    spot = '.kit-board [data-id="spot:festival-livestock2"]'
    page.wait_for_selector(spot)
    page.click(spot)  # marks it: the send button appears
    page.wait_for_function("() => [...document.querySelectorAll('button')].some(b => "
                           "b.innerText.toLowerCase().includes('gather 2 livestock at the festival'))",
                           timeout=60_000)
    page.click(spot)  # a second click sends the choice
    page.wait_for_function("() => document.querySelector('.kit-log') && document.querySelector('.kit-log')"
                           ".innerText.includes('player 1 gathers 2 livestock at the Festival')",
                           timeout=90_000)
    expect_text(page, ".kit-board", re.compile(r"P1 · (2 turns|1 turn)"))
    expect_text(page, ".kit-board", "turn 2")
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_bot_thinking(page, bot_move=True)
    run_tiny_sweep(page)
