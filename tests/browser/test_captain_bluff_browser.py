"""Captain Bluff in a real browser: Voila serves a notebook where player 1 has just placed
bags; Chromium, as player 2, calls the bluff by clicking the board, and the revealed card
shows in the log. A second test picks cards of the hand and places them by clicking."""
from __future__ import annotations

import json

import pytest

from tests.browser.conftest import expect_text, wait_for_board
from tests.browser.panels import expect_bot_thinking, run_tiny_sweep

pytestmark = pytest.mark.browser

SETUP = """
import kit

game = kit.new_game("captain_bluff", players=2, seed=8)
while game.view()["phase"] == "setup":  # the face-down cards before play
    p = game.to_act[0]
    game.play(game.legal_actions(p)[0], p)
{action}
app = kit.widget(game, seats=["human", "human"])
app.viewer_switch.value = {viewer}
app
"""


def notebook(action: str, viewer: int) -> str:
    source = SETUP.replace("{action}", action).replace("{viewer}", str(viewer))
    return json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "id": "play", "metadata": {},
                   "outputs": [], "source": source}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5})


PLACE = """placement = max((a for a in game.legal_actions(0) if a.name == "place"), key=lambda a: len(a.args))
game.play(placement, 0)"""


def test_player_two_calls_the_bluff_by_clicking(voila_url, page):
    page.goto(voila_url(notebook(PLACE, viewer=1)), timeout=120_000)
    wait_for_board(page, '.kit-board [data-id="challenge"]')
    button = page.locator('.kit-board [data-id="challenge"]')
    assert button.get_attribute("aria-label").startswith("Call the bluff on carousel")
    assert page.locator('.kit-board [data-id="pass"]').count() == 1
    button.click()
    expect_text(page, ".kit-log", "call the bluff", timeout=90_000)
    expect_text(page, ".kit-log", "the face-down card of carousel")
    expect_text(page, ".kit-log", "takes the")
    page.wait_for_function("() => !document.querySelector('.kit-board [data-id=\"challenge\"]')",
                           timeout=60_000)
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_bot_thinking(page, bot_move=True)
    run_tiny_sweep(page)


def test_player_one_places_bags_by_clicking_cards_then_a_carousel(voila_url, page):
    page.goto(voila_url(notebook("", viewer=0)), timeout=120_000)
    wait_for_board(page, '.kit-board [data-id^="card-"]')
    first = page.locator('.kit-board [data-id^="card-"]').first
    card = first.get_attribute("data-id")[5:]
    first.click()
    # the carousels where that card can go get a thick frame; click the first such one
    page.wait_for_function(
        "() => [...document.querySelectorAll('.kit-board [data-id^=\"carousel-\"] rect')]"
        ".some(r => r.getAttribute('stroke-width') === '5')", timeout=60_000)
    target = page.evaluate(
        "() => [...document.querySelectorAll('.kit-board [data-id^=\"carousel-\"]')]"
        ".find(g => g.querySelector('rect').getAttribute('stroke-width') === '5').getAttribute('data-id')")
    page.click(f'.kit-board [data-id="{target}"] rect', force=True)
    page.wait_for_function(
        "(card) => !document.querySelector(`.kit-board [data-id=\"card-${card}\"]`) || "
        "document.querySelector('.kit-log').innerText.includes('player 1: p')", arg=card, timeout=90_000)
    expect_text(page, ".kit-log", "player 1: p")  # the board (the card gone) is redrawn first
