"""The board drawing passes the shared board checks (tests/test_boards.py, run here on
Diced Veggies until the registry lists it), and the greedy bot plays whole games."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import kit
import kit.games.diced_veggies  # noqa: F401
import tests.test_boards as boards_suite
from kit.bots import make_bot, play_out
from tests.diced_veggies.conftest import finish_turn, full, setup

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


def test_the_widget_previews_a_cut_on_the_first_click_and_cuts_on_the_second():
    g = setup(full("R6", "R5"), players=2)
    w = kit.widget(g, seats=["human", "human"])
    w.board.click("seam top 1|2 1")
    assert "6 pips" in w.preview_box.value and "one piece" in w.preview_box.value
    assert 'stroke-dasharray' in w.board.svg
    w.board.click("seam top 1|2 1")
    assert g.phase == "cook" and g.view(None)["seats"][0]["dice"] == ["R6"]
    labels = [w.button_label(a) for a in w.action_buttons()]
    g2 = setup(full("R2", "O3", "Y4"), players=2)
    w2 = kit.widget(g2, seats=["human", "human"])
    w2.board.click("seam top 1|2 1")
    w2.board.click("seam top 1|2 3")  # widens the cut to columns 1 to 3
    assert "9 pips" in w2.preview_box.value
    w2.board.click("seam top 1|2 2")
    assert g2.view(None)["seats"][0]["dice"] == ["R2", "O3", "Y4"]
    assert labels[-1] == "Stop cooking (go on to the card)" and all("_" not in t for t in labels)


def test_the_widget_refuses_an_illegal_cut_with_the_engines_reason():
    g = setup(full("G2", "G2"), players=2)
    g.play("cut top 1|2 2")
    finish_turn(g)
    w = kit.widget(g, seats=["human", "human"])
    w.board.click("seam left 1|2 2")
    assert "not allowed" in w.preview_box.value and "row 1, column 1" in w.preview_box.value
    before = g.to_json()
    w.board.click("seam left 1|2 2")
    assert g.to_json() == before and "Not allowed" in w.message.value
