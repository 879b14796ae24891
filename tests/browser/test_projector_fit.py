"""Projector mode at 1920 x 1080 in Voila, measured: the board column is as wide as
tests/test_projector_legibility.py computes from the CSS (1920 - 30 - 480 - 20 px, beside
the side panel), Fromage's 4-player board (the kit's tallest for its text) shows at the
computed width, and its smallest text at kit.svg.PROJECTOR_TEXT_PX (16 px) or more."""
from __future__ import annotations

import pytest

from kit.svg import PROJECTOR_TEXT_PX
from tests.browser.conftest import one_cell_notebook, wait_for_board
from tests.test_projector_legibility import (
    SCREEN_HEIGHT,
    SCREEN_WIDTH,
    board_width,
    projector_width,
    smallest_font,
)

pytestmark = pytest.mark.browser

SETUP = """
import kit

game = kit.new_game("fromage", players=4, seed=1)
widget = kit.widget(game, seats=["human", "greedy", "greedy", "greedy"])
widget.set_projector(True)
widget
"""

SIZE = """() => { const r = document.querySelector('.kit-board svg').getBoundingClientRect();
  return [r.width, r.height]; }"""


def test_fromage_four_players_is_legible_in_projector_mode(voila_url, page, tmp_path):
    page.set_viewport_size({"width": SCREEN_WIDTH, "height": SCREEN_HEIGHT})
    page.goto(voila_url(one_cell_notebook(tmp_path / "projector_fit.ipynb", SETUP)), timeout=120_000)
    wait_for_board(page, ".kit-projector .kit-board svg")
    # the board has its final size once two readings 300 ms apart agree
    last = None
    for _ in range(100):
        size = page.evaluate(SIZE)
        if size == last and size[0] > 0:
            break
        last = size
        page.wait_for_timeout(300)
    assert last and last[0] > 0, "the board is drawn"
    column = page.locator(".kit-board").bounding_box()
    drawn = page.locator(".kit-board svg").bounding_box()
    wide, high = page.eval_on_selector(".kit-board svg",
                                       "e => [e.viewBox.baseVal.width, e.viewBox.baseVal.height]")
    svg = page.eval_on_selector(".kit-board svg", "e => e.outerHTML")
    # the page gives the board column the width the computation assumes
    assert abs(column["width"] - board_width()) <= 1, (column, board_width())
    # the browser draws the board at the computed width (height-capped: a tall board)
    assert abs(drawn["width"] - projector_width((0, 0, wide, high))) <= 1.5, (drawn, wide, high)
    assert drawn["width"] < column["width"], "a tall board: held by the screen's height"
    # and its smallest text, as drawn on the screen, is 16 px or more
    smallest_px = smallest_font(svg) * drawn["width"] / wide
    assert smallest_px >= PROJECTOR_TEXT_PX, (f"a {wide:g} x {high:g} board drawn {drawn['width']:.0f} px "
                                              f"wide: smallest text {smallest_px:.1f} px")
