"""The board drawing passes the shared board checks (tests/test_boards.py, run here on
Diced Veggies until the registry lists it), and the greedy bot plays whole games. The
widget's clicks: test_widget.py."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import kit
import tests.test_boards as boards_suite
from kit.bots import make_bot, play_out
from tests.diced_veggies.conftest import full, setup

NAME = "diced_veggies"


@pytest.fixture(scope="module")
def boards():
    return NAME, boards_suite._positions(NAME)


def test_the_shared_board_checks_pass(boards):
    boards_suite.test_board_scales_with_its_container(boards)
    boards_suite.test_every_clickable_element_says_what_it_is(boards)
    boards_suite.test_no_text_smaller_than_12_px(boards)
    boards_suite.test_palette_colours_are_the_ones_drawn(boards)
    boards_suite.test_palette_survives_colour_blindness(NAME)


def test_the_board_shows_every_die_with_its_letter_and_number_and_hides_other_hypes():
    g = setup(full("R5", "G3"), hypes={0: ["13"], 1: ["2"]})
    svg = kit.draw(g)
    root = ET.fromstring(svg)
    texts = ["".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "R5" in texts and "G3" in texts and sum(t[:1] in "ROYGP" and len(t) == 2 for t in texts) == 35
    seen_by_1 = kit.engine.registration(NAME).draw(g.view(1))
    assert "Hype 13" not in seen_by_1 and "Hype 2" in seen_by_1
    seams = [el.get("data-id") for el in root.iter() if el.get("data-id")]
    assert "seam top 1|2 1" in seams and all(s.startswith("seam ") for s in seams)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_greedy_bots_play_whole_games(players):
    g = kit.new_game(NAME, players=players, seed=players)
    play_out(g, [make_bot("greedy", game=NAME, seed=p) for p in range(players)])
    assert g.over and max(g.scores()) > 0
