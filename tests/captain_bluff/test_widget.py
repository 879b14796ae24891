"""The Captain Bluff widget, driven from Python without a kernel: clicks and buttons go
through the engine; the board and panels are drawn from views."""
from __future__ import annotations

import kit

from .conftest import carousel, game, hand, row

P1 = ["HK3", "HK4", "HK5", "HK6", "HK8", "HN1", "HN2"]
P2 = ["HK10", "HN5", "HN6", "HN7"]
ORIGINS = ("1 HK8", "2 HN7", "3 HN2", "4 HN5")


def standard(**kwargs):
    g = game(2, [P1, P2], [["AW", "RD", "NB"], ["DF", "NB", "RD"]], ORIGINS)
    g.chance = "auto"
    return g, kit.widget(g, **kwargs)


def test_picking_cards_then_a_carousel_places_the_run():
    g, w = standard(seats=["human", "human"])
    w.viewer_switch.value = 0
    for card in ("HK3", "HK4", "HK5"):
        w.board.click(f"card-{card}")
    assert w.selected == ["HK3", "HK4", "HK5"]
    assert 'data-id="carousel-1"' in w.board.svg and "Click a framed carousel" in w.help_box.value
    w.board.click("carousel-1")
    assert row(g, 1) == ["HK3", "HK4", "HK5"] and w.selected == []
    assert g.to_act == [1]


def test_a_challenge_by_clicking_the_board():
    g, w = standard(seats=["human", "human"])
    g.play("place 3 HK3 HK4")                   # a bluff: Honolulu 2 lies above carousel 3
    w.viewer_switch.value = 1
    assert 'data-id="challenge"' in w.board.svg and 'data-id="pass"' in w.board.svg
    labels = [b.description for b in w.actions_box.children]
    assert "Call the bluff" in labels and "Pass" in labels
    w.board.click("challenge")
    assert {"HK3", "HK4", "HN2"} <= set(hand(g, 0)) and not carousel(g, 3)["face_down"]
    assert "caught bluffing" in w.help_box.value


def test_passing_with_the_button():
    g, w = standard(seats=["human", "human"])
    g.play("place 1 HK3 HK4")
    w.viewer_switch.value = 1
    button = next(b for b in w.actions_box.children if b.description == "Pass")
    button.click()
    assert row(g, 1) == ["HK3", "HK4"] and g.view(None)["public"]["window"]["kind"] == "recovery"
    assert [b.description for b in w.actions_box.children if b.description.startswith("Take back")]


def test_the_prompt_only_shows_to_who_may_answer():
    g, w = standard(seats=["human", "human"])
    g.play("place 1 HK3 HK4")
    w.viewer_switch.value = 0                   # the placer may not challenge
    assert 'data-id="challenge"' not in w.board.svg


def test_a_seat_sees_only_its_own_hand():
    g, w = standard(seats=["human", "human"])
    w.viewer_switch.value = 1
    svg = w.board.svg
    assert "Your hand (player 2)" in svg and "HK 10" in svg
    assert 'data-id="card-' not in svg, "not player 2's turn: the hand is shown, not clickable"
    assert 'data-id="card-HK3"' not in svg and "HK 3" not in svg
    assert "Player 1: 13 cards" in svg


def test_bots_answer_and_play_their_turns():
    g, w = standard()                            # player 2 is the greedy bot
    w.viewer_switch.value = 0
    for card in ("HN1",):
        w.board.click(f"card-{card}")
    w.board.click("carousel-2")                 # Honolulu 1 under Honolulu 7: the bot passes
    assert row(g, 2)[:1] == ["HN1"] or g.view(None)["public"]["last_challenge"] is not None
    assert g.to_act == [0] or g.over or kit.CHANCE in g.to_act


def test_an_illegal_click_shows_the_rule_and_changes_nothing():
    g, w = standard(seats=["human", "human"])
    w.viewer_switch.value = 0
    before = g.to_json()
    w.on_board_click("challenge")               # nothing to challenge: no placement was made
    assert g.to_json() == before
    assert "Not allowed" in w.message.value and "challenge after a placement" in w.message.value



def test_one_card_and_an_empty_carousel_put_it_face_down():
    g, w = standard(seats=["human", "human"])
    w.viewer_switch.value = 0
    w.board.click("card-HN1")
    w.board.click("carousel-5")                 # an empty carousel: HN1 goes face down, a card is drawn
    assert carousel(g, 5)["face_down"] and g.view(None)["private"]["known_origins"][4] == "HN1"
    assert len(hand(g, 0)) == 13 and g.history[-1].player == kit.CHANCE
