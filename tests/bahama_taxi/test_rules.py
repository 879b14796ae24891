"""Every rule and variant of Bahama Taxi, on positions reached through the public API: the
setup's chance steps are chosen (``chance="manual"``, see conftest.py), then real moves."""
from __future__ import annotations

from collections import Counter

import pytest

import kit
from kit.games.bahama_taxi.board import DECK, fare, neighbours

from .conftest import (
    all_cards,
    citizen,
    delivered,
    idle,
    income,
    moves,
    new_citizen,
    passengers,
    pile,
    public,
    setup,
    taxis,
    texts,
    waiting,
)

FULL = list(DECK)
#: Starting areas of the taxis a five-player test does not care about: far from the
#: diamonds, where the tested taxi drives.
FAR = ["3H", "9H", "QH", "JC"]


def refused(game, action, rule, player=None):
    before = game.to_json(), game.view(None), game.log_for(None)
    with pytest.raises(kit.IllegalAction) as err:
        game.play(action, player)
    assert err.value.rule == rule, str(err.value)
    assert (game.to_json(), game.view(None), game.log_for(None)) == before
    return err.value


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_taxis_on_drawn_cards_and_eight_citizens(players):
    g = kit.new_game("bahama_taxi", players=players, seed=5)
    view = g.view(None)
    pub = view["public"]
    assert len(set(pub["taxis"])) == players
    assert [str(s.action) for s in g.history[:players]] == [f"draw {t}" for t in pub["taxis"]]
    assert pub["discard"][:players] == pub["taxis"]  # the starting cards are discarded face up
    assert len(pub["waiting"]) == 8
    assert all(o != d for o, d in pub["waiting"])
    assert all_cards(view) == Counter(FULL)
    assert pub["draw_pile"] % 2 == 0 and view["phase"] == "start"


def test_three_player_game_discards_one_card_to_make_the_deck_even():
    g = kit.new_game("bahama_taxi", players=3, seed=1)
    assert public(g)["draw_pile"] == 52 - 3 - 16 - 1 == 32
    assert len(public(g)["discard"]) == 4
    assert g.history[-1].action.name == "discard"
    assert "is discarded so that the draw pile is even" in "\n".join(g.log)
    two = kit.new_game("bahama_taxi", players=2, seed=1)
    assert len(public(two)["discard"]) == 2 and two.history[-1].action.name == "draw"


# --------------------------------------------------------------- movement
def test_a_taxi_moves_to_an_adjacent_free_area():
    g = setup(taxis_at=("5D", "2S"), waiting_for=[("3C", "4C")])
    assert set(moves(g)) == set(neighbours("5D")) - {"2S"}
    refused(g, "move 2S", "one taxi per area")
    refused(g, "move AC", "adjacency")
    g.play("move 4D")
    assert taxis(g) == ["4D", "2S"] and g.to_act == [1]


def test_movement_is_mandatory_by_default():
    # taxi 1 drives onto 8♠, where a citizen waits, and leaves them there: its next turn
    # starts on their area
    g = setup(taxis_at=("9S", "3H"), waiting_for=[("8S", "8H")])
    g.play("move 8S")
    assert texts(g) == ["pickup 8S 8H", "end"]
    g.play("end")
    idle(g)
    assert taxis(g)[0] == "8S" and ("8S", "8H") in waiting(g)
    refused(g, "stay", "mandatory movement")
    refused(g, "end", "mandatory movement")
    refused(g, "pickup 8S 8H", "pickup at the end of the turn")


def test_original_rule_lets_a_taxi_wait_and_pick_up():
    # the rules' example: player C may wait on 8♠ and pick up the citizen there (original rule)
    g = setup(taxis_at=("9S", "3H"), waiting_for=[("8S", "8H")], mandatory_movement=False)
    assert "stay" in texts(g)
    g.play("move 8S")
    g.play("end")
    g.play("stay", 1)
    g.play("stay")
    assert texts(g) == ["pickup 8S 8H", "end"]
    g.play("pickup 8S 8H")
    new_citizen(g)
    assert passengers(g, 0) == [("8S", "8H")] and taxis(g) == ["8S", "3H"]
    assert g.to_act == [1]


def test_a_boxed_in_taxi_stays_put():
    # kit default: a taxi with no free adjacent area keeps its place and its turn ends
    blockers = list(neighbours("5D"))
    g = setup(players=len(blockers) + 1, taxis_at=["5D", *blockers], waiting_for=[("3C", "4C")])
    assert g.to_act == [1] and taxis(g)[0] == "5D"
    assert not [line for line in g.log if line.startswith("taxi 1:")]


# ------------------------------------------------------- pickup and drop off
def test_pickup_at_the_end_of_the_turn_then_a_new_citizen_arrives():
    g = setup(taxis_at=("5D", "2S"), waiting_for=[("6D", "8D")])
    assert public(g)["draw_pile"] == 34
    g.play("move 6D")
    assert texts(g) == ["pickup 6D 8D", "end"]
    g.play("pickup 6D 8D")
    assert passengers(g, 0) == [("6D", "8D")] and ("6D", "8D") not in waiting(g)
    assert g.to_act == [kit.CHANCE]  # chance draws the next citizen: where they wait, where they go
    citizen(g, "7D", "3D")
    assert waiting(g)[-1] == ("7D", "3D") and len(waiting(g)) == 8
    assert public(g)["draw_pile"] == 32 and "7D" not in pile(g)
    assert g.to_act == [1]  # nothing more to do: the turn ended by itself
    assert "  a citizen now waits on 7♦ for 3♦ (fare 1)" in g.log


def test_drop_off_pays_the_shortest_path_fare():
    g = setup(taxis_at=("7D", "2S"), passengers_of={0: [("6D", "8D"), ("2D", "2H")]}, shift_change=True)
    extra = passengers(g, 0)[2]
    g.play("move 8D")
    g.play("drop 8D")
    assert income(g) == [fare("6D", "8D"), 0] == [2, 0]
    assert passengers(g, 0) == [("2D", "2H"), extra]
    assert delivered(g, 0) == [("6D", "8D")]
    assert public(g)["discard"][-2:] == ["6D", "8D"]
    assert g.scores() == [2, 0]


def test_drop_off_only_at_the_destination():
    g = setup(taxis_at=("7D", "2S"), passengers_of={0: [("6D", "8D")]}, shift_change=True, movement="fast")
    refused(g, "drop 8D", "drop-off at the end of the turn")
    g.play("move 9D")
    refused(g, "drop 8D", "drop-off")


def test_capacity_is_three_passengers():
    # rules example: player B reaches 2♦ but carries three passengers already
    for movement in ("normal", "fast"):
        g = setup(taxis_at=("3D", "2S"), waiting_for=[("2D", "9C")], shift_change=True, movement=movement)
        assert len(passengers(g, 0)) == 3
        g.play("move 2D")
        if movement == "normal":
            assert g.to_act == [1]  # no pickup was offered
        else:
            assert "pickup 2D 9C" not in texts(g)
            refused(g, "pickup 2D 9C", "capacity")
        assert ("2D", "9C") in waiting(g)


def test_pickup_ends_movement_in_fast_games():
    g = setup(taxis_at=("5D", "2S"), waiting_for=[("6D", "8D")], movement="fast")
    g.play("move 6D")
    assert "pickup 6D 8D" in texts(g) and moves(g)  # a second move was allowed
    g.play("pickup 6D 8D")
    new_citizen(g)
    assert g.to_act == [1]


# ------------------------------------------------------------- final phase
@pytest.mark.parametrize("movement", ["normal", "fast"])
def test_deck_exhausted_means_no_third_passenger(movement):
    # two decks, the pile used up at setup (identical pairs are discarded); taxi 1 drops one
    # of its three passengers, then reaches a citizen with two aboard
    g = setup(players=5, taxis_at=["5D", *FAR], passengers_of={0: [("AS", "4D")]},
              waiting_for=[("6D", "8D")], citizens=8, drain=True, shift_change=True, movement=movement)
    assert public(g)["draw_pile"] == 0 and public(g)["final_step"] == 1
    g.play("move 4D")
    g.play("drop 4D")
    assert len(passengers(g, 0)) == 2 and g.to_act == [1]  # a drop-off ends the movement
    idle(g)
    g.play("move 6D")
    assert "pickup 6D 8D" not in texts(g)
    if movement == "normal":
        assert g.to_act == [1] and len(passengers(g, 0)) == 2
    else:
        err = refused(g, "pickup 6D 8D", "final phase")
        assert "third" in err.message
    assert ("6D", "8D") in waiting(g) and len(waiting(g)) == 8


def test_four_or_fewer_waiting_means_no_second_passenger():
    # taxi 1 drops two of its three passengers on 4♦, then meets a citizen on 6♦
    g = setup(players=5, taxis_at=["5D", *FAR], passengers_of={0: [("AS", "4D"), ("KS", "4D")]},
              waiting_for=[("6D", "8D")], citizens=4, drain=True, shift_change=True, movement="fast")
    assert public(g)["final_step"] == 2 and public(g)["seat_limit"] == 1
    g.play("move 4D")
    g.play("drop 4D")
    assert len(passengers(g, 0)) == 1 and g.to_act == [1]
    idle(g)
    g.play("move 6D")
    err = refused(g, "pickup 6D 8D", "final phase")
    assert "second" in err.message
    # an empty taxi may still take a first passenger
    g = setup(players=5, taxis_at=["5D", *FAR], waiting_for=[("6D", "8D")], citizens=4, drain=True)
    g.play("move 6D")
    g.play("pickup 6D 8D")
    assert len(waiting(g)) == 3 and public(g)["draw_pile"] == 0 and g.to_act == [1]


def test_game_ends_when_nobody_waits_and_aboard_passengers_pay_nothing():
    # two citizens wait on the starting areas of taxis 1 and 3; the fifth taxi's card is
    # the one the odd pile discards
    g = setup(players=5, taxis_at=["5D", "3H", "2C", "9H", "QH"],
              waiting_for=[("5D", "3H"), ("2C", "9H")], drain=True)
    assert g.history[-1].action.text == "discard QH"
    g.play("move 4D")
    idle(g, until=2)
    g.play("move 3C")
    idle(g, until=0)
    g.play("move 5D")
    g.play("pickup 5D 3H")
    assert not g.over and waiting(g) == [("2C", "9H")]
    idle(g, until=2)
    g.play("move 2C")
    g.play("pickup 2C 9H")
    assert g.over and g.to_act == [] and g.scores() == [0, 0, 0, 0, 0]
    assert passengers(g, 0) == [("5D", "3H")] and passengers(g, 2) == [("2C", "9H")]
    assert g.winners() == [0, 1, 2, 3, 4]  # a tie shares the win
    assert g.log[-1] == "  no citizen is left to pick up: the game is over"
    with pytest.raises(kit.IllegalAction, match="game over"):
        g.play("move 4D", 0)


def test_automatic_end_with_one_citizen_left_and_empty_taxis():
    # taxi 1 carries 6♦→8♦, drops them on 8♦ and takes 8♦→5♣ there, then drops them on 5♣
    # (taxi 2's starting area, free every other turn); 3♥→9♥ is left waiting
    g = setup(players=5, taxis_at=["6D", "5C", "3H", "9H", "QH"],
              waiting_for=[("6D", "8D"), ("8D", "5C"), ("3H", "9H")], drain=True)
    g.play("move 5D")
    idle(g)
    g.play("move 6D")
    g.play("pickup 6D 8D")
    idle(g)
    g.play("move 7D")
    idle(g)
    g.play("move 8D")
    assert texts(g) == ["drop 8D", "end"]  # one seat only while 4 or fewer wait: drop first
    g.play("drop 8D")
    assert not g.over
    g.play("pickup 8D 5C")  # one citizen waits, but a taxi is not empty
    assert not g.over and waiting(g) == [("3H", "9H")]
    idle(g)
    g.play("move 2D")
    idle(g)
    assert taxis(g)[1] == "4C"
    g.play("move 5C")
    g.play("drop 5C")
    assert g.over and waiting(g) == [("3H", "9H")]
    assert g.scores() == [fare("6D", "8D") + fare("8D", "5C"), 0, 0, 0, 0] == [4, 0, 0, 0, 0]
    assert g.log[-1] == "  no citizen is left to pick up: the game is over"


def test_shift_change_starts_with_full_taxis():
    g = kit.new_game("bahama_taxi", players=4, seed=2, shift_change=True)
    view = g.view(None)
    assert all(len(s["passengers"]) == 3 for s in view["seats"])
    assert len(view["public"]["waiting"]) == 8 and all_cards(view) == Counter(FULL)
    assert sum(1 for line in g.log if "starts with a passenger" in line) == 12


def test_pickup_before_movement():
    # taxi 1 stops on 6♦ without picking the citizen up; its next turn begins there
    g = setup(taxis_at=("7D", "3H"), waiting_for=[("6D", "8D")], pickup_before_movement=True)
    g.play("move 6D")
    g.play("end")
    idle(g)
    assert "pickup 6D 8D" in texts(g) and moves(g)
    g.play("pickup 6D 8D")
    new_citizen(g)
    assert g.to_act == [0] and g.view(None)["phase"] == "start"  # still has to move
    refused(g, "end", "mandatory movement")
    g.play("move 7D")
    assert g.to_act == [1]
    # not once the deck is exhausted (two decks: a citizen waits on the second 6♦)
    g = setup(players=5, taxis_at=["6D", *FAR], waiting_for=[("6D", "8D")], citizens=6, drain=True)
    assert "pickup 6D 8D" not in texts(g)
    refused(g, "pickup 6D 8D", "pickup before movement")


@pytest.mark.parametrize("movement, steps",
                         [("normal", (1, 1, 1)), ("fast", (2, 3, 4)), ("faster", (3, 5, 7))])
def test_faster_movement_and_deadline_bonuses(movement, steps):
    games = [setup(taxis_at=("3S", "3C"), movement=movement),  # the deck lasts
             setup(players=5, taxis_at=["3S", *FAR], citizens=6, drain=True, movement=movement),
             setup(players=5, taxis_at=["3S", *FAR], citizens=4, drain=True, movement=movement)]
    for g, allowed, final_step in zip(games, steps, (0, 1, 2)):
        assert public(g)["final_step"] == final_step
        assert public(g)["moves_left"] == allowed
        count = 0
        while g.to_act == [0] and moves(g):
            g.play(f"move {moves(g)[0]}")
            count += 1
        assert count == allowed


def test_fast_taxi_must_move_once_and_may_not_return_to_its_start():
    g = setup(taxis_at=("5D", "2S"), waiting_for=[("3C", "4C")], movement="fast")
    refused(g, "end", "mandatory movement")
    g.play("move 4D")
    refused(g, "move 5D", "no return")
    g.play("end")
    assert g.to_act == [1] and taxis(g)[0] == "4D"


def test_five_to_eight_players_use_two_decks():
    g = kit.new_game("bahama_taxi", players=6, seed=3)
    assert all_cards(g.view(None)) == Counter(FULL * 2)
    assert len(set(taxis(g))) == 6
    # pickup before movement is automatic from 5 players: a citizen on the second copy of
    # a taxi's starting card may be picked up before it moves
    g = setup(players=5, taxis_at=["6D", *FAR], waiting_for=[("6D", "8D")])
    assert "pickup 6D 8D" in texts(g) and moves(g)
    with pytest.raises(ValueError, match="requires picking up before moving"):
        kit.new_game("bahama_taxi", players=5, pickup_before_movement=False)


def test_two_decks_unique_starting_areas_over_many_seeds():
    for seed in range(30):
        g = kit.new_game("bahama_taxi", players=8, seed=seed)
        assert len(set(taxis(g))) == 8
    g = kit.new_game("bahama_taxi", players=8, seed=0, chance="manual")
    g.play("draw 5D")
    assert "draw 5D" not in [str(a) for a, _ in g.chance_outcomes()]  # the second 5♦ is set aside
    assert "5D" in pile(g)
    refused(g, "draw 5D", "chance")


def test_two_citizens_at_one_origin_and_a_shared_destination():
    g = setup(players=5, taxis_at=["5D", *FAR], waiting_for=[("6D", "8D"), ("6D", "9D")])
    g.play("move 6D")
    assert texts(g) == ["pickup 6D 8D", "pickup 6D 9D", "end"]
    g.play("pickup 6D 8D")
    new_citizen(g)
    g.play("pickup 6D 9D")
    new_citizen(g)
    assert passengers(g, 0) == [("6D", "8D"), ("6D", "9D")]
    g = setup(players=5, taxis_at=["7D", *FAR], passengers_of={0: [("6D", "8D"), ("5D", "8D")]},
              shift_change=True)
    extra = passengers(g, 0)[2]
    g.play("move 8D")
    g.play("drop 8D")
    assert passengers(g, 0) == [extra] and income(g)[0] == fare("6D", "8D") + fare("5D", "8D")


def test_identical_pair_is_discarded_and_redrawn():
    g = setup(players=5, taxis_at=["5D", *FAR], waiting_for=[("6D", "8D")])
    g.play("move 6D")
    g.play("pickup 6D 8D")
    twice = next(card for card, n in Counter(pile(g)).items() if n == 2)
    g.play(f"draw {twice}")
    g.play(f"draw {twice}")  # two identical cards: discarded, and the citizen is drawn again
    assert g.to_act == [kit.CHANCE] and public(g)["discard"][-2:] == [twice, twice]
    assert any("discarded, drawn again" in line for line in g.log)
    citizen(g, "JC", "KC")
    assert waiting(g)[-1] == ("JC", "KC") and g.to_act == [1]


def test_options_are_checked():
    with pytest.raises(ValueError, match="choose one of"):
        kit.new_game("bahama_taxi", movement="teleport")
    with pytest.raises(ValueError, match="unknown option"):
        kit.new_game("bahama_taxi", turbo=True)
    with pytest.raises(ValueError, match="2–8 players"):
        kit.new_game("bahama_taxi", players=9)
    with pytest.raises(ValueError, match="expects True or False"):
        kit.new_game("bahama_taxi", mandatory_movement=1)  # an int is not a bool
    with pytest.raises(ValueError, match="choose one of"):
        kit.new_game("bahama_taxi", players=5, pickup_before_movement=0)
