"""The Bahamas widget driven from Python: clicks go through the engine, the board is drawn
from the chosen viewer's view, and a card can be played out of turn from the board."""
from __future__ import annotations

import kit

from .helpers import hand, pass_window, setup, waiting


def widget(g):
    return kit.widget(g, seats=["human"] * g.num_players)


def test_the_viewing_seat_sees_its_hand_face_up_and_the_others_face_down():
    g = setup()
    g.chance = "auto"
    w = widget(g)
    w.viewer_switch.value = 1
    svg = w.board.svg
    assert "Fake chute" in svg and "Diamonds" in svg  # player 2's own cards
    assert "FBI badge" not in svg  # player 3's badge stays face down
    assert "2 action cards (face down)" in svg
    assert "Player 2's hand" in w.hand_box.value and "$150,000" in w.hand_box.value
    assert "hidden" in w.scores.value
    w.viewer_switch.value = -1
    assert "FBI badge" in w.board.svg


def test_clicking_a_die_takes_it_and_a_seat_names_the_next_player():
    g = setup()
    g.play("roll action cash power")
    w = widget(g)
    assert 'data-id="die:cash"' in w.board.svg
    w.board.click("die:cash")
    assert g.history[-1].action.text == "take cash"
    pass_window(g)
    g.play("cash 50k")
    w.refresh()
    assert 'data-id="seat:3"' in w.board.svg
    w.board.click("seat:3")
    assert g.history[-1].action.text == "name 3" and g.to_act == [2]


def test_a_card_played_out_of_turn_by_clicking_and_an_extinguisher_answer():
    g = setup(draws=["diamonds", "thief", "extinguisher", "diamonds"])
    g.play("roll cash cash cash")
    g.play("take cash")  # player 1's die: player 2 may play a Thief out of turn
    w = widget(g)
    w.viewer_switch.value = 1
    assert "Out of turn" in w.prompt.value and 'data-id="pass"' in w.board.svg
    w.board.click("card:thief")  # several ways to play it: buttons in words
    labels = [b.description for b in w.actions_box.children]
    assert "Play Thief: steal a cash card at random from player 1" in labels
    button = next(b for b in w.actions_box.children
                  if b.description.startswith("Play Thief: steal a cash card")
                  and "player 1" in b.description)
    button.click()
    assert g.history[-1] == (1, kit.Action("play", ("thief", "1", "cash")), False)
    assert waiting(g)["kind"] == "answer" and g.to_act == [0, 2, 3]
    w.viewer_switch.value = 2
    w.board.click("card:extinguisher")  # one way to play it: played at once
    assert g.history[-1].action.text == "play extinguisher"
    assert "extinguisher" not in hand(g, 2)
    pass_window(g)
    assert "cancelled" in " ".join(g.log)


def test_pass_on_the_board_closes_the_window_and_undo_takes_it_back():
    g = setup(draws=["diamonds", "robbery", "diamonds", "phone"])
    g.play("roll cash cash cash")
    g.play("take cash")
    w = widget(g)
    w.viewer_switch.value = 1
    before = len(g.history)
    w.board.click("pass")
    assert g.history[before].action.text == "pass"
    w.controls.undo_button.click()
    assert len(g.history) == before and g.to_act == [0, 1, 2, 3]


def test_bots_play_a_whole_game_in_the_widget():
    g = kit.new_game("bahamas", players=5, seed=4)
    w = kit.widget(g, seats=["greedy"] * 5)
    w.auto_play()
    assert g.over and ("Winner" in w.scores.value or "no winner" in w.scores.value)


def _asked_with_only_pass(seats, moves=40):
    """How often a human seat was asked with nothing to do but pass, over a game of the
    widget with ``seats`` (humans play their first move that is not a pass)."""
    g = kit.new_game("bahamas", players=4, seed=5)
    w = kit.widget(g, seats=seats, pace=0, viewer=None)  # the teacher's view: every human acts
    only_pass = 0
    for _ in range(moves):
        human = w.human
        if g.over or human is None:
            break
        legal = g.legal_actions(human)
        only_pass += [a.text for a in legal] == ["pass"]
        w.act(next((a for a in legal if a != "pass"), legal[0]), human)
    return only_pass, len(g.history)


def test_a_lone_human_is_not_asked_to_pass_when_no_card_can_be_played():
    """A window asks every player holding an action card (so it tells nobody who could
    react); the widget passes for a lone human who has nothing playable, never for one of
    several humans, who must not learn from the speed of each other's answers."""
    alone, steps = _asked_with_only_pass(["human", "greedy", "greedy", "greedy"])
    assert alone == 0 and steps > 30
    together, _ = _asked_with_only_pass(["human", "human", "greedy", "greedy"])
    assert together > 0
