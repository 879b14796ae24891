"""Every rule and variant of Bahama Taxi on hand-built positions."""
from __future__ import annotations

from collections import Counter

import pytest

import kit
from kit.games.bahama_taxi.board import DECK, fare, neighbours
from kit.games.bahama_taxi.rules import Citizen

from .conftest import position

FULL = list(DECK)


def refused(game, action, rule, player=None):
    before = game.to_json(), game.view(None)
    with pytest.raises(kit.IllegalAction) as err:
        game.play(action, player)
    assert err.value.rule == rule, str(err.value)
    assert (game.to_json(), game.view(None)) == before
    return err.value


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_taxis_on_drawn_cards_and_eight_citizens(players):
    g = kit.new_game("bahama_taxi", players=players, seed=5)
    assert len(set(g.taxis)) == players
    assert g.discard[:players] == g.taxis  # the starting cards are discarded face up
    assert len(g.waiting) == 8
    assert all(c.origin != c.destination for c in g.waiting)
    assert sorted(g.all_cards()) == sorted(FULL)
    assert len(g.draw_pile) % 2 == 0


def test_three_player_game_discards_one_card_to_make_the_deck_even():
    g = kit.new_game("bahama_taxi", players=3, seed=1)
    assert len(g.draw_pile) == 52 - 3 - 16 - 1 == 32
    assert len(g.discard) == 4
    assert len(kit.new_game("bahama_taxi", players=2, seed=1).discard) == 2


# --------------------------------------------------------------- movement
def test_a_taxi_moves_to_an_adjacent_free_area():
    g = position(taxis=("5D", "2S"), waiting=[("3C", "4C")])
    assert {a.args[0] for a in g.legal_actions() if a.name == "move"} == set(neighbours("5D")) - {"2S"}
    refused(g, "move 2S", "one taxi per area")
    refused(g, "move AC", "adjacency")
    g.play("move 4D")
    assert g.taxis == ["4D", "2S"] and g.to_act == [1]


def test_movement_is_mandatory_by_default():
    g = position(taxis=("8S", "10D"), waiting=[("8S", "8H")], passengers=[[("2C", "3C")] * 2, []])
    refused(g, "stay", "mandatory movement")
    refused(g, "end", "mandatory movement")
    refused(g, "pickup 8S 8H", "pickup at the end of the turn")


def test_original_rule_lets_a_taxi_wait_and_pick_up():
    # the rules' example: player C may wait on 8♠ and pick up the citizen there (original rule)
    g = position(taxis=("8S", "10D"), waiting=[("8S", "8H")], passengers=[[("2C", "3C")] * 2, []],
                 mandatory_movement=False)
    g.play("stay")
    g.play("pickup 8S 8H")
    assert Citizen("8S", "8H") in g.passengers[0] and len(g.passengers[0]) == 3


def test_a_boxed_in_taxi_stays_put():
    # kit default: a taxi with no free adjacent area keeps its place and its turn ends
    blockers = list(neighbours("5D"))
    g = position(players=len(blockers) + 1, taxis=["5D", *blockers], waiting=[("3C", "4C")])
    assert g.current == 1 and g.taxis[0] == "5D"


# ------------------------------------------------------- pickup and drop off
def test_pickup_at_the_end_of_the_turn_then_a_new_citizen_arrives():
    g = position(taxis=("5D", "2S"), waiting=[("6D", "8D")], draw_pile=["3C", "7H"])
    g.play("move 6D")
    assert [str(a) for a in g.legal_actions()] == ["pickup 6D 8D", "end"]
    g.play("pickup 6D 8D")
    assert g.passengers[0] == [Citizen("6D", "8D")]
    assert g.waiting == [Citizen("7H", "3C")] and g.draw_pile == []
    assert g.to_act == [1]  # nothing more to do: the turn ended by itself


def test_drop_off_pays_the_shortest_path_fare():
    g = position(taxis=("7D", "2S"), passengers=[[("6D", "8D"), ("2D", "2H")], []], waiting=[("3C", "5C")] * 1)
    g.play("move 8D")
    g.play("drop 8D")
    assert g.income == [fare("6D", "8D"), 0] == [2, 0]
    assert g.passengers[0] == [Citizen("2D", "2H")]
    assert g.delivered[0] == [Citizen("6D", "8D")]
    assert g.discard[-2:] == ["6D", "8D"]


def test_drop_off_only_at_the_destination():
    g = position(taxis=("7D", "2S"), passengers=[[("6D", "8D")], []], waiting=[("3C", "5C")],
                 movement="fast")
    refused(g, "drop 8D", "drop-off at the end of the turn")
    g.play("move 9D")
    refused(g, "drop 8D", "drop-off")


def test_capacity_is_three_passengers():
    # rules example: player B reaches 2♦ but carries three passengers already
    g = position(taxis=("3D", "2S"), waiting=[("2D", "9C")],
                 passengers=[[("4H", "5H"), ("6H", "7H"), ("8H", "9H")], []], draw_pile=FULL[:20])
    g.play("move 2D")
    assert g.to_act == [1]  # no pickup was offered
    g = position(taxis=("3D", "2S"), waiting=[("2D", "9C")],
                 passengers=[[("4H", "5H"), ("6H", "7H"), ("8H", "9H")], []], draw_pile=FULL[:20],
                 movement="fast")
    g.play("move 2D")
    refused(g, "pickup 2D 9C", "capacity")


def test_pickup_ends_movement_in_fast_games():
    g = position(taxis=("5D", "2S"), waiting=[("6D", "8D")], draw_pile=FULL[:20], movement="fast")
    g.play("move 6D")
    g.play("pickup 6D 8D")
    assert g.to_act == [1]


# ------------------------------------------------------------- final phase
def test_deck_exhausted_means_no_third_passenger():
    g = position(taxis=("5D", "2S"), waiting=[("6D", "8D")] + [("3C", "4C")] * 5,
                 passengers=[[("4H", "5H"), ("6H", "7H")], []], draw_pile=[])
    g.play("move 6D")
    assert g.to_act == [1] and len(g.passengers[0]) == 2
    g = position(taxis=("5D", "2S"), waiting=[("6D", "8D")] + [("3C", "4C")] * 5,
                 passengers=[[("4H", "5H"), ("6H", "7H")], []], draw_pile=[], movement="fast")
    g.play("move 6D")
    refused(g, "pickup 6D 8D", "final phase")


def test_four_or_fewer_waiting_means_no_second_passenger():
    waiting = [("6D", "8D"), ("3C", "4C"), ("3H", "4H"), ("3S", "4S")]
    g = position(taxis=("5D", "2S"), waiting=waiting, passengers=[[("4H", "5H")], []], draw_pile=[],
                 movement="fast")
    g.play("move 6D")
    err = refused(g, "pickup 6D 8D", "final phase")
    assert "second" in err.message
    g = position(taxis=("5D", "2S"), waiting=waiting, draw_pile=[])
    g.play("move 6D")
    g.play("pickup 6D 8D")  # an empty taxi may still take a first passenger
    assert len(g.waiting) == 3 and g.draw_pile == []


def test_game_ends_when_nobody_waits_and_aboard_passengers_pay_nothing():
    g = position(taxis=("5D", "2C"), waiting=[("3C", "4C")], passengers=[[("6D", "8D")], []],
                 draw_pile=[], current=1)
    g.play("move 3C")
    assert not g.over
    g.play("pickup 3C 4C")
    assert g.over and g.to_act == [] and g.scores() == [0, 0]
    assert g.winners() == [0, 1]  # a tie shares the win
    with pytest.raises(kit.IllegalAction, match="game over"):
        g.play("move 4D", 0)


def test_automatic_end_with_one_citizen_left_and_empty_taxis():
    g = position(taxis=("5D", "2S"), waiting=[("3C", "4C"), ("6D", "8D")], draw_pile=[])
    g.passengers = [[Citizen("4D", "6D")], []]
    g.play("move 6D")
    g.play("drop 6D")
    assert not g.over
    g.play("pickup 6D 8D")  # drop first, then pick up: one citizen (3C) waits, not all empty
    assert not g.over
    g3 = position(taxis=("7D", "2S"), waiting=[("3C", "4C")], passengers=[[("6D", "8D")], []], draw_pile=[])
    g3.play("move 8D")
    g3.play("drop 8D")
    assert g3.over and g3.scores() == [2, 0]


# ------------------------------------------------------------------ variants
def test_shift_change_starts_with_full_taxis():
    g = kit.new_game("bahama_taxi", players=4, seed=2, shift_change=True)
    assert all(len(ps) == 3 for ps in g.passengers)
    assert len(g.waiting) == 8 and sorted(g.all_cards()) == sorted(FULL)


def test_pickup_before_movement():
    g = position(taxis=("6D", "2S"), waiting=[("6D", "8D")], draw_pile=FULL[:20], pickup_before_movement=True)
    g.play("pickup 6D 8D")
    assert g.to_act == [0] and g.phase == "start"  # still has to move
    refused(g, "end", "mandatory movement")
    g.play("move 7D")
    assert g.to_act == [1]
    g = position(taxis=("6D", "2S"), waiting=[("6D", "8D")] * 6, draw_pile=[], pickup_before_movement=True)
    refused(g, "pickup 6D 8D", "pickup before movement")


@pytest.mark.parametrize("movement, steps", [("normal", (1, 1, 1)), ("fast", (2, 3, 4)), ("faster", (3, 5, 7))])
def test_faster_movement_and_deadline_bonuses(movement, steps):
    far = [("3C", "4C")] * 6
    for waiting, pile, allowed in [(far, FULL[:20], steps[0]), (far, [], steps[1]), (far[:4], [], steps[2])]:
        g = position(taxis=("3S", "3C"), waiting=waiting, draw_pile=pile, movement=movement)
        assert g.moves_left == allowed
        moves = 0
        while g.to_act == [0] and any(a.name == "move" for a in g.legal_actions()):
            g.play(next(a for a in g.legal_actions() if a.name == "move"))
            moves += 1
        assert moves == allowed


def test_fast_taxi_must_move_once_and_may_not_return_to_its_start():
    g = position(taxis=("5D", "2S"), waiting=[("3C", "4C")] * 6, draw_pile=FULL[:20], movement="fast")
    refused(g, "end", "mandatory movement")
    g.play("move 4D")
    refused(g, "move 5D", "no return")
    g.play("end")
    assert g.to_act == [1] and g.taxis[0] == "4D"


def test_five_to_eight_players_use_two_decks():
    g = kit.new_game("bahama_taxi", players=6, seed=3)
    assert Counter(g.all_cards()) == Counter(FULL * 2)
    assert len(set(g.taxis)) == 6 and g.pickup_first
    with pytest.raises(ValueError, match="requires pickup_before_movement"):
        kit.new_game("bahama_taxi", players=5, pickup_before_movement=False)


def test_two_decks_unique_starting_areas_over_many_seeds():
    for seed in range(30):
        g = kit.new_game("bahama_taxi", players=8, seed=seed)
        assert len(set(g.taxis)) == 8


def test_two_citizens_at_one_origin_and_a_shared_destination():
    g = position(players=5, taxis=("5D", "2S", "3S", "4S", "5S"), waiting=[("6D", "8D"), ("6D", "9D")],
                 draw_pile=FULL[:20])
    g.play("move 6D")
    g.play("pickup 6D 8D")
    g.play("pickup 6D 9D")
    assert len(g.passengers[0]) == 2
    g = position(players=5, taxis=("7D", "2S", "3S", "4S", "5S"),
                 passengers=[[("6D", "8D"), ("5D", "8D")], [], [], [], []], waiting=[("3C", "4C")] * 5)
    g.play("move 8D")
    g.play("drop 8D")
    assert g.passengers[0] == [] and g.income[0] == fare("6D", "8D") + fare("5D", "8D")


def test_identical_pair_is_discarded_and_redrawn():
    g = position(players=5, taxis=("5D", "2S", "3S", "4S", "5S"), waiting=[("6D", "8D")],
                 draw_pile=["KC", "JC", "9H", "9H"])
    g.play("move 6D")
    g.play("pickup 6D 8D")
    assert g.waiting == [Citizen("JC", "KC")]
    assert g.discard[-2:] == ["9H", "9H"]


def test_options_are_checked():
    with pytest.raises(ValueError, match="choose one of"):
        kit.new_game("bahama_taxi", movement="teleport")
    with pytest.raises(ValueError, match="unknown option"):
        kit.new_game("bahama_taxi", turbo=True)
    with pytest.raises(ValueError, match="2–8 players"):
        kit.new_game("bahama_taxi", players=9)
