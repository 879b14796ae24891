"""Each rule of Jamaica on a position built through the public API: manual chance, the dice,
cards, combat dice and treasures chosen, the players' actions played (helpers.py)."""
from __future__ import annotations

import random

import pytest

import kit
from kit.games.jamaica import board, components, rules
from kit.games.jamaica.board import BEHIND, FINISHED, RACING

from .helpers import (
    BF,
    F_FOOD,
    F_POWDER,
    FB,
    FF,
    FOOD_POWDER,
    GOLD_F,
    GOLD_GOLD,
    POWDER_FOOD,
    POWDER_GOLD,
    bank,
    conserved,
    draw_all,
    fight,
    holds,
    kind,
    legal,
    new,
    play_all,
    public,
    race_home,
    round_,
    seat,
    ship,
    space,
    texts,
    total,
    treasures,
)


# ---------------------------------------------------------------- setup
@pytest.mark.parametrize("players", range(2, 7))
def test_setup(players):
    g = kit.new_game("jamaica", players=players, seed=players)
    view = g.view(None)
    for s in view["public"]["ships"]:
        assert s["space"] == 0 and s["lap"] == RACING
        assert sorted((k, a) for k, a in s["holds"] if a) == [("doubloons", 3), ("food", 3)]
        assert len(s["holds"]) == 5
    assert bank(g) == {"doubloons": 80 - 3 * players, "food": 45 - 3 * players, "gunpowder": 45}
    assert all(len(s["hand"]) == 3 and len(s["deck"]) == 8 for s in view["seats"])
    assert view["public"]["treasures_left"] == 9 and len(view["private"]["treasure_pool"]) == 12
    assert view["public"]["tokens"] == [4, 9, 11, 19, 22, 25, 33, 37, 44]
    a, b = view["public"]["dice"]
    if a != b:
        assert g.to_act == [0] and kind(g) == "order"
    else:  # doubles: nothing to order, everyone picks a card
        assert g.to_act == list(range(players)) and kind(g) == "cards"
    conserved(g)


def test_the_eleven_cards():
    assert len(board.CARDS) == 11
    by_name = components.CARD_BY_NAME
    assert by_name["forward/food"] == F_FOOD and by_name["gunpowder/gold"] == POWDER_GOLD
    symbols = [s for card in board.CARDS.values() for s in card]
    assert symbols.count("forward") == 8 and symbols.count("backward") == 2
    assert all(s in ("forward", "backward", "food", "gold", "gunpowder") for s in symbols)


def test_the_first_chance_steps_are_the_captains_dice_then_the_deal():
    g = kit.new_game("jamaica", players=3, seed=1, chance="manual")
    outcomes = g.chance_outcomes()
    assert len(outcomes) == 21 and abs(sum(p for _, p in outcomes) - 1) < 1e-12
    assert {str(a): p for a, p in outcomes}["roll 6 2"] == pytest.approx(2 / 36)
    with pytest.raises(kit.IllegalAction, match="higher die first: roll 6 2"):
        g.play("roll 2 6")  # text means one thing: the roll is written 'roll 6 2'
    g.play("roll 6 2")
    assert public(g)["dice"] == [6, 2] and kind(g) == "draw"
    draws = g.chance_outcomes()
    assert [str(a) for a, _ in draws] == [f"draw {c}" for c in range(1, 12)]
    g.play("draw forward/food")  # a card by its name
    assert seat(g, 0)["hand"] == [F_FOOD] and F_FOOD not in seat(g, 0)["deck"]
    with pytest.raises(kit.IllegalAction) as err:
        g.play("draw 4")  # no longer in that deck
    assert err.value.rule == "chance"


# ---------------------------------------------------------------- dice and cards
def test_captain_chooses_morning_and_evening():
    g = new(dice=(2, 6))
    assert sorted(legal(g)) == ["order 2 6", "order 6 2"]
    g.play("dice 6 2")  # the alias of "order"
    assert (public(g)["morning"], public(g)["evening"]) == (6, 2)
    assert kind(g) == "cards"


def test_doubles_need_no_choice():
    g = new(dice=(4, 4))
    assert kind(g) == "cards" and (public(g)["morning"], public(g)["evening"]) == (4, 4)


def test_wrong_order_is_refused_naming_the_rule():
    g = new(dice=(2, 6))
    with pytest.raises(kit.IllegalAction) as err:
        g.play("order 5 1")
    assert err.value.rule == "captain's dice"


def test_card_choice_is_simultaneous_and_hidden():
    g = new(players=3, dice=(2, 5), hands={0: [1, 4, 8], 1: [2, 5, 9], 2: [3, 6, 10]})
    g.play("order 2 5")
    assert g.to_act == [0, 1, 2]
    g.play("card forward/food", player=0)
    assert g.to_act == [1, 2]
    other = g.view(1)["seats"][0]
    assert other["card"] is None and other["picked"] and other["hand"] == 2
    assert g.view(0)["seats"][0]["card"] == F_FOOD and g.view(0)["seats"][0]["hand"] == [1, 8]
    played = "player 1: play the card forward, then food"  # card 4, in words
    assert played not in g.log and played not in g.log_for(1)
    assert played in g.log_for(None)  # the teacher's log has every action
    with pytest.raises(kit.IllegalAction):
        g.play("card 1", player=0)  # already chose
    with pytest.raises(kit.IllegalAction) as err:
        g.play("card 1", player=1)
    assert err.value.rule == "action cards"
    g.play("card 3", player=2)
    assert g.view(1)["seats"][2]["card"] is None and g.view(1)["seats"][2]["picked"]
    events = g.play("card 9", player=1)
    reveals = [(e.data["player"], e.data["card"]) for e in events if e.kind == "reveal"]
    assert reveals == [(0, F_FOOD), (1, 9), (2, 3)]


def test_a_player_deciding_does_not_see_the_cards_of_the_players_after_them():
    # the captain (player 1) reveals forward/forward: 0 -> 4, a lair (a treasure card is
    # drawn), then 4 -> 6 and on to the fork; players 2 and 3 have not revealed yet
    g = new(players=3, dice=(4, 3), hands={0: [FF, 2, 3], 1: [FF, 4, 5], 2: [GOLD_GOLD, 1, 2]})
    round_(g, {0: FF, 1: FF, 2: GOLD_GOLD}, (4, 3), finish=False)
    assert kind(g) == "treasure" and g.to_act == [kit.CHANCE]
    for viewer in (0, 1, 2):
        cards = [s["card"] for s in g.view(viewer)["seats"]]
        assert cards[0] == FF
        assert cards[1] == (FF if viewer == 1 else None) and cards[2] == (GOLD_GOLD if viewer == 2 else None)
    g.play("treasure +3")
    # the evening move: 4 -> 5 -> 6 and the fork: player 1 chooses, still without seeing
    assert kind(g) == "fork" and g.to_act == [0]
    assert [s["card"] for s in g.view(0)["seats"]] == [FF, None, None]
    assert all(s["picked"] for s in g.view(0)["seats"])
    assert not any("player 2 reveals" in line for line in g.log_for(0))
    # resampling for player 1 redraws the face-down cards of the others, never player 1's
    seen = set()
    for k in range(30):
        world = g.copy_for(0, random.Random(k))
        assert world.view(0) == g.view(0)
        seen.add(tuple(s["card"] for s in world.view(None)["seats"]))
    assert len({cards[1:] for cards in seen}) > 1 and {cards[0] for cards in seen} == {FF}
    g.play("fork inner")
    assert any("player 2 reveals" in line for line in g.log)


def test_cards_resolve_in_seat_order_from_the_captain():
    hands = {p: [POWDER_GOLD, FF, GOLD_GOLD] for p in range(3)}
    g = new(players=3, hands=hands)
    events = round_(g, {p: POWDER_GOLD for p in range(3)}, (1, 2))
    assert [e.data["player"] for e in events if e.kind == "load"] == [0, 0, 1, 1, 2, 2]
    events = round_(g, {p: GOLD_GOLD for p in range(3)}, (1, 2), finish=False)
    assert public(g)["captain"] == 1
    assert [e.data["player"] for e in events if e.kind == "reveal"][:1] == [1]
    round_(g, {}, then=())
    reveals = [line for line in g.log if "reveals" in line]
    assert [line.split()[1] for line in reveals[-3:]] == ["2", "3", "1"]


def test_round_end_refills_hands_and_passes_the_captain_left():
    g = new(players=3, hands={p: [GOLD_GOLD, 1, 2] for p in range(3)})
    round_(g, {p: GOLD_GOLD for p in range(3)}, (1, 2), draws=False)
    assert kind(g) == "draw" and all(len(seat(g, p)["hand"]) == 2 for p in range(3))
    draw_all(g)
    assert all(len(seat(g, p)["hand"]) == 3 and len(seat(g, p)["deck"]) == 7 for p in range(3))
    assert public(g)["captain"] == 1 and public(g)["round"] == 2 and kind(g) == "roll"
    g.play("roll 3 2")
    assert g.to_act == [1] and kind(g) == "order"


@pytest.mark.parametrize("reshuffle", ["all", "keep_last"])
def test_an_empty_deck_is_reshuffled_from_the_discard(reshuffle):
    g = new(players=2, reshuffle=reshuffle)
    for _ in range(8):  # eight rounds: the eight cards left in each deck are drawn
        round_(g, {0: None, 1: None}, (1, 1))
    assert seat(g, 0)["deck"] == [] and len(seat(g, 0)["discard"]) == 8
    last = seat(g, 0)["hand"][0]
    events = round_(g, {p: seat(g, p)["hand"][0] for p in range(2)}, (1, 1), draws=False)
    events += draw_all(g)
    assert sum(e.kind == "reshuffle" for e in events) == 2
    assert len(seat(g, 0)["hand"]) == 3
    if reshuffle == "all":
        assert len(seat(g, 0)["deck"]) == 9 - 1 and seat(g, 0)["discard"] == []
    else:  # the card just played stays on the discard
        assert len(seat(g, 0)["deck"]) == 8 - 1 and seat(g, 0)["discard"] == [last]
    conserved(g)


# ---------------------------------------------------------------- loading
def test_loading_fills_one_empty_hold_with_the_die_value():
    g = new(hands={0: [POWDER_GOLD, 1, 2]})
    events = round_(g, {0: POWDER_GOLD, 1: None}, (5, 2))
    assert {("gunpowder", 5), ("doubloons", 2), ("doubloons", 3)} <= set(holds(g, 0))
    assert any("loads 5 gunpowder" in t for t in texts(events))
    conserved(g)


def test_full_holds_make_the_player_empty_a_hold_of_another_good():
    hands = {p: [GOLD_GOLD, POWDER_FOOD, FOOD_POWDER] for p in range(2)}
    g = new(hands=hands)
    round_(g, {0: GOLD_GOLD, 1: GOLD_GOLD}, (1, 2))  # holds: 3 food, 3, 1, 2 doubloons
    # round 2 (player 2 is captain): gunpowder 4 fills the fifth hold, then food 3 finds
    # every hold full; player 2 empties hold 4 first, then player 1 must choose
    round_(g, {0: POWDER_FOOD, 1: POWDER_FOOD}, (4, 3), then=["empty hold 4"], finish=False)
    assert kind(g) == "empty" and g.to_act == [0]
    assert legal(g) == ["empty hold 2", "empty hold 3", "empty hold 4", "empty hold 5"]
    with pytest.raises(kit.IllegalAction) as err:
        g.play("empty hold 1")  # holds food, the good being loaded
    assert err.value.rule == "loading"
    gold = bank(g)["doubloons"]
    g.play("empty hold 4")
    assert bank(g)["doubloons"] == gold + 2
    assert ship(g, 0)["holds"][3] == ["food", 3]
    round_(g, {})
    # round 3: food 2 (empty a hold that is not food), then gunpowder 1: hold 5 holds
    # gunpowder, so it may not be emptied
    round_(g, {0: FOOD_POWDER, 1: FOOD_POWDER}, (2, 1), then=["empty hold 3"], finish=False)
    assert kind(g) == "empty" and g.to_act == [0]
    assert "empty hold 5" not in legal(g) and len(legal(g)) == 4
    conserved(g)


def test_no_room_when_every_hold_holds_the_good():
    # player 1 gets doubloons into all five holds, then wins a fight and steals more
    # doubloons: there is no hold for them (no hold holds another good to empty), so they
    # go back to the bank
    g = new(hands={0: [GOLD_F, GOLD_GOLD, POWDER_GOLD], 1: [GOLD_GOLD, POWDER_GOLD, F_FOOD]})
    round_(g, {0: GOLD_F, 1: GOLD_GOLD}, (1, 2))  # gold 1; 0 -> 2, paying its 3 food
    assert holds(g, 0) == [("doubloons", 3), ("doubloons", 1)] and space(g, 0) == 2
    round_(g, {0: GOLD_GOLD, 1: POWDER_GOLD}, (1, 2))
    # round 3: gunpowder 2 fills the fifth hold; gold 1 finds every hold full, and the
    # gunpowder is the only other good: it goes; then player 2 sails 0 -> 2 and attacks
    round_(g, {0: POWDER_GOLD, 1: F_FOOD}, (2, 1), until="combat")
    assert [k for k, _ in holds(g, 0)] == ["doubloons"] * 5
    gold = bank(g)["doubloons"]
    events = play_all(g, "combat 2", "combat 10")  # neither has gunpowder; player 1 wins
    assert kind(g) == "spoils" and g.to_act == [0]
    stolen = dict(enumerate(ship(g, 1)["holds"], start=1))
    number = next(n for n, (k, a) in stolen.items() if k == "doubloons")
    events = g.play(f"steal hold {number}")
    assert any("no room for doubloons" in t for t in texts(events))
    assert bank(g)["doubloons"] == gold + stolen[number][1]
    assert [k for k, _ in holds(g, 0)] == ["doubloons"] * 5
    conserved(g)


def test_loading_takes_only_what_the_bank_has():
    # six players: the first five load 12 doubloons each; 2 are left for the sixth
    g = new(players=6, hands={p: [GOLD_GOLD, 1, 2] for p in range(6)})
    events = round_(g, {p: GOLD_GOLD for p in range(6)}, (6, 6))
    assert bank(g)["doubloons"] == 0
    assert holds(g, 5) == [("food", 3), ("doubloons", 3), ("doubloons", 2)]
    assert any("bank has none" in t for t in texts(events))
    conserved(g)


# ---------------------------------------------------------------- sailing and paying
def test_sailing_forward_pays_food_at_sea():
    g = new(hands={0: [F_FOOD, 1, 2]})
    round_(g, {0: F_FOOD, 1: None}, (2, 1))
    assert space(g, 0) == 2 and total(g, 0, "food") == 3 - 3 + 1  # sea 2 costs 3 food, then loads 1
    conserved(g)


def test_a_port_costs_doubloons():
    g = new(hands={0: [GOLD_F, 1, 2], 1: [GOLD_GOLD, 1, 2]})
    round_(g, {0: GOLD_F, 1: GOLD_GOLD}, (4, 5))  # gold 4, then 0 -> 5, a port of 3 doubloons
    assert space(g, 0) == 5 and total(g, 0, "doubloons") == 3 + 4 - 3


def test_a_lair_is_free_and_its_token_gives_a_treasure_card():
    g = new(hands={0: [FF, 2, 3], 1: [GOLD_GOLD, 2, 3]})
    round_(g, {0: FF, 1: GOLD_GOLD}, (4, 1), then=["treasure map"])
    assert space(g, 0) == 5  # 0 -> 4 (lair, token taken), then 1 more to 5
    assert 4 not in public(g)["tokens"] and treasures(g, 0) == ["map"]
    assert public(g)["treasures_left"] == 8 and ship(g, 0)["powers"] == ["map"]
    assert total(g, 0, "doubloons") == 0 and total(g, 0, "food") == 3  # the lair was free, the port not


def test_a_face_down_treasure_is_seen_by_its_finder_only():
    g = new(hands={0: [FF, 2, 3], 1: [GOLD_GOLD, 2, 3]})
    round_(g, {0: FF, 1: GOLD_GOLD}, (4, 1), then=["treasure +7"])
    assert g.view(0)["seats"][0]["face_down"] == ["+7"] and g.view(1)["seats"][0]["face_down"] == 1
    assert "worth 7" not in " ".join(g.log) and "worth 7" not in " ".join(g.log_for(1))
    assert "find the treasure card worth 7 points" in " ".join(g.log_for(0))
    assert g.scores() == [-5 + 0, -5 + 3 + 4 + 1]  # face-down treasures do not count before the end


def test_a_second_visit_to_a_lair_finds_no_token():
    g = new(hands={0: [FB, F_FOOD, 3], 1: [GOLD_GOLD, POWDER_GOLD, 3]})
    round_(g, {0: FB, 1: GOLD_GOLD}, (4, 1), then=["treasure +3"])  # 0 -> 4 (lair), back to 3
    assert space(g, 0) == 3 and treasures(g, 0) == ["+3"]
    round_(g, {0: F_FOOD, 1: POWDER_GOLD}, (1, 2))  # 3 -> 4: the token is gone
    assert space(g, 0) == 4 and treasures(g, 0) == ["+3"] and public(g)["treasures_left"] == 8


def test_fork_choice_is_an_action():
    g = new(hands={0: [F_FOOD, F_POWDER, 3], 1: [GOLD_GOLD, POWDER_GOLD, 3]})
    round_(g, {0: F_FOOD, 1: GOLD_GOLD}, (5, 6))  # 0 -> 5 (3 doubloons), 6 food
    round_(g, {0: F_POWDER, 1: POWDER_GOLD}, (3, 1), until="fork")
    assert g.to_act == [0] and sorted(legal(g)) == ["fork inner", "fork outer"]
    g.play("fork inner")
    assert space(g, 0) == 14 and total(g, 0, "food") == 9 - 4
    assert public(g)["forks_taken"] == [[0, 6, "inner"]]


def test_backward_at_a_merge_is_a_fork_choice():
    g = new(hands={0: [GOLD_GOLD, FF, FOOD_POWDER], 1: [POWDER_GOLD, POWDER_FOOD, FOOD_POWDER]},
            )
    round_(g, {0: GOLD_GOLD, 1: POWDER_GOLD}, (6, 6), draws={0: [BF]})  # 15 doubloons
    round_(g, {0: FF, 1: POWDER_FOOD}, (6, 4), then=["fork inner"])  # 0 -> 6 -> inner -> 16
    assert space(g, 0) == 16
    round_(g, {0: FOOD_POWDER, 1: FOOD_POWDER}, (6, 6))  # 6 food, 6 gunpowder
    round_(g, {0: BF, 1: seat(g, 1)["hand"][0]}, (2, 1), finish=False)
    assert kind(g) == "fork" and g.to_act == [0] and public(g)["sailing"]["forward"] is False
    g.play("fork outer")
    assert space(g, 0) == 15  # back to 12 (pays 2), then forward 1 to the merge at 15 (pays 3)
    assert total(g, 0, "food") == 3 + 6 - 2 - 3


def test_backing_past_port_royal_means_a_whole_lap_more():
    g = new(hands={0: [BF, FB, FOOD_POWDER], 1: [GOLD_GOLD, POWDER_GOLD, 3]})
    round_(g, {0: BF, 1: GOLD_GOLD}, (1, 1))  # 0 -> 49 (behind the start), then forward to 0
    assert (space(g, 0), ship(g, 0)["lap"]) == (0, RACING)
    assert g.scores()[0] == -5 + 3  # the kit's score of a ship behind the start, plus doubloons
    round_(g, {0: FOOD_POWDER, 1: POWDER_GOLD}, (6, 6))  # 6 more food
    round_(g, {0: FB, 1: seat(g, 1)["hand"][0]}, (1, 2))  # 0 -> 1, then back 1 -> 0 -> 49
    assert (space(g, 0), ship(g, 0)["lap"]) == (49, BEHIND) and not g.over
    assert ship(g, 0)["distance"] == 33
    assert g.scores()[0] == -5 + 3


def test_the_score_of_a_ship_behind_the_start_is_an_option():
    assert rules.JamaicaGame.options["behind_start_score"].source == "kit default"
    g = new(hands={0: [BF, 1, 2]}, behind_start_score=-10)
    round_(g, {0: BF, 1: None}, (1, 1))
    assert g.scores()[0] == -10 + 3
    with pytest.raises(ValueError):
        kit.new_game("jamaica", players=2, behind_start_score=-5.0)
    with pytest.raises(ValueError):
        kit.new_game("jamaica", players=2, behind_start_score=99)


# ---------------------------------------------------------------- shortage
def test_shortage_pays_what_it_can_and_falls_back_to_a_payable_space():
    # 5 -> 6 -> 13 -> 14 (inner channel, 4 food) with 3 food: the ship pays its 3 food; behind it
    # 13 (3 food) and 6 (5 doubloons) are too dear, 5 (port, 3 doubloons) is the first it can pay.
    g = new(hands={0: [GOLD_F, F_POWDER, 3], 1: [GOLD_GOLD, POWDER_GOLD, 3]})
    round_(g, {0: GOLD_F, 1: GOLD_GOLD}, (3, 5))  # gold 3, then 0 -> 5 (3 doubloons)
    events = round_(g, {0: F_POWDER, 1: POWDER_GOLD}, (3, 1), then=["fork inner"])
    assert any("Shortage" in x and "pays the 3" in x for x in texts(events))
    assert space(g, 0) == 5 and total(g, 0, "food") == 0 and total(g, 0, "doubloons") == 0
    assert public(g)["shortages"] == 1
    conserved(g)


def test_shortage_falls_back_to_the_nearest_lair():
    g = new(hands={0: [FF, 2, 3], 1: [GOLD_GOLD, 2, 3]})
    # 0 -> 5 (port: its 3 doubloons), then 5 -> 6 (port, 5 doubloons): nothing left to pay;
    # 5 is too dear, the lair at 4 is free
    events = round_(g, {0: FF, 1: GOLD_GOLD}, (5, 1), then=["treasure +5"])
    assert any("Shortage" in x and "pays the 0" in x for x in texts(events))
    assert space(g, 0) == 4 and 4 not in public(g)["tokens"] and treasures(g, 0) == ["+5"]
    conserved(g)


def test_shortage_with_two_lanes_equally_near_lets_the_player_choose():
    # port 28 costs 5 doubloons; with 2 the ship falls back; 27 (sea 4, it has the food) and
    # 25 (lair) are both one step behind.
    g = new(hands={0: [GOLD_GOLD, FF, GOLD_F], 1: [POWDER_GOLD, POWDER_FOOD, FOOD_POWDER]})
    # 15 doubloons
    round_(g, {0: GOLD_GOLD, 1: POWDER_GOLD}, (6, 6), draws={0: [FOOD_POWDER], 1: [GOLD_GOLD]})
    round_(g, {0: FF, 1: POWDER_FOOD}, (6, 4), then=["fork inner"], draws={0: [F_POWDER]})  # -> 16, 7 left
    round_(g, {0: FOOD_POWDER, 1: FOOD_POWDER}, (6, 6), draws={0: [BF]})  # 6 food, 6 gunpowder
    round_(g, {0: F_POWDER, 1: GOLD_GOLD}, (6, 1), then=["fork inner"])  # 16 -> 28: 2 left
    assert space(g, 0) == 28 and total(g, 0, "doubloons") == 2
    round_(g, {0: BF, 1: seat(g, 1)["hand"][0]}, (1, 1), then=["fork inner"], finish=False)
    assert kind(g) == "fall" and g.to_act == [0]  # 28 -> 27 (4 food) -> 28: shortage
    assert sorted(legal(g)) == ["fork inner", "fork outer"]
    food = total(g, 0, "food")
    g.play("fork inner")
    assert space(g, 0) == 27 and total(g, 0, "food") == food - 4
    conserved(g)


def test_shortage_falling_back_onto_a_ship_fights():
    g = new(hands={0: [FOOD_POWDER, F_POWDER, 3], 1: [F_FOOD, GOLD_GOLD, 3]})
    round_(g, {0: FOOD_POWDER, 1: F_FOOD}, (4, 4), then=["treasure +3"])  # player 2: 0 -> 4 (lair)
    # player 1: 0 -> 6 (5 doubloons, it has 3): it falls back to the lair at 4, where player 2 is
    round_(g, {0: F_POWDER, 1: GOLD_GOLD}, (6, 1), finish=False)
    combat = public(g)["combat"]
    assert kind(g) == "powder" and combat["attacker"] == 0 and combat["defender"] == 1
    g.play("gunpowder 0")
    g.play("combat 8")  # the defender has no gunpowder: its 0 is automatic
    g.play("combat 2")
    assert kind(g) == "spoils" and g.to_act == [0]


# ---------------------------------------------------------------- the end
def test_reaching_port_royal_stops_the_ship_skips_its_evening_and_ends_after_the_round():
    g = race_home(players=3)  # round 6: player 3 is captain, then player 1, then player 2
    assert public(g)["captain"] == 2
    events = round_(g, {0: FB, 1: seat(g, 1)["hand"][0], 2: seat(g, 2)["hand"][0]}, (6, 3))
    assert (space(g, 0), ship(g, 0)["lap"]) == (0, FINISHED)
    assert any("skips the evening" in t for t in texts(events))
    kinds = [e.kind for e in events]
    finish = kinds.index("finish")
    assert "reveal" in kinds[finish:] and any(e.kind == "reveal" and e.data.get("player") == 1
                                              for e in events[finish:])  # the round is played to its end
    assert g.over and g.to_act == [] and kind(g) is None


def test_final_scores_count_space_doubloons_and_treasures():
    g = race_home(players=2)
    round_(g, {0: FB, 1: POWDER_FOOD}, (6, 3))
    assert g.over
    parts = {p: g.score_parts(p) for p in range(2)}
    assert parts[0] == {"space": 15, "doubloons": total(g, 0, "doubloons"), "treasures": 0}
    # player 2 is back on Port Royal without having finished; it found a treasure at 44
    found = treasures(g, 1)
    assert parts[1] == {"space": -5, "doubloons": total(g, 1, "doubloons"),
                        "treasures": sum(components.treasure_value(t) for t in found)}
    assert len(found) == 1
    assert g.scores() == [sum(parts[p].values()) for p in range(2)]
    assert g.winners() == [max(range(2), key=lambda p: g.scores()[p])]


def test_face_down_treasures_count_once_the_game_is_over():
    g = race_home(players=2)
    # round 6, player 2 is captain: it sails to the lair at 4 and keeps a +7 face down;
    # player 1 gets home and the game ends with the round
    round_(g, {1: F_FOOD, 0: FB}, (4, 4), then=["treasure +7"])
    assert g.over
    cards = treasures(g, 1)
    assert "+7" in cards and len(cards) == 2  # and the one found at 44
    assert g.score_parts(1)["treasures"] == sum(components.treasure_value(t) for t in cards)
    assert g.scores()[1] == -5 + total(g, 1, "doubloons") + g.score_parts(1)["treasures"]
    assert sorted(g.view(0)["seats"][1]["face_down"]) == sorted(cards)  # revealed at the end
    assert any(line.startswith("  Face-down treasures:") for line in g.log)


def test_a_finished_ship_wins_a_tie_against_one_still_at_sea():
    # the score of a ship behind the start is set so that both end level
    probe = race_home(players=2)
    round_(probe, {0: FB, 1: POWDER_FOOD}, (6, 3))
    assert space(probe, 1) == 0  # player 2 is in Port Royal, not finished
    level = probe.scores()[0] - (probe.scores()[1] - probe.score_parts(1)["space"])
    assert -20 <= level <= 15
    g = race_home(players=2, behind_start_score=level)
    round_(g, {0: FB, 1: POWDER_FOOD}, (6, 3))
    assert g.scores()[0] == g.scores()[1] and g.winners() == [0]


def test_tie_break_prefers_the_ship_nearer_port_royal():
    g = race_home(players=2)
    # round 6: player 2 (captain) sails 0 -> 4 (the lair) and player 1 gets home: player 1
    # is nearer; then a tie between the two is decided for player 1
    round_(g, {1: F_FOOD, 0: FB}, (4, 4), then=["treasure -2"])
    assert g.over and ship(g, 0)["distance"] == 0 and ship(g, 1)["distance"] == 28
    s = g.scores()
    assert g.winners() == ([0] if s[0] >= s[1] else [1])
    level = rules.JamaicaGame.options["behind_start_score"]
    assert level.source == "kit default"


# ---------------------------------------------------------------- refusals and saves
def test_illegal_actions_leave_the_state_unchanged():
    g = new(hands={0: [F_FOOD, F_POWDER, 3], 1: [GOLD_GOLD, POWDER_GOLD, 3]})
    round_(g, {0: F_FOOD, 1: GOLD_GOLD}, (5, 6))
    round_(g, {0: F_POWDER, 1: POWDER_GOLD}, (3, 1), until="fork")
    before = (g.to_json(), repr(g.view(None)), g.log_for(None))
    for bad in ("fork middle", "card 4", "gunpowder 2", "order 3 1", "steal hold 1", "", "combat 4",
                "draw 5"):
        with pytest.raises(kit.IllegalAction):
            g.play(bad)
        assert (g.to_json(), repr(g.view(None)), g.log_for(None)) == before
    with pytest.raises(kit.IllegalAction):
        g.play("roll 3 3", kit.CHANCE)


def test_save_and_load_round_trip():
    from kit.bots import make_bot, play_out, step

    g = kit.new_game("jamaica", players=4, seed=9)
    bots = [make_bot("greedy", "jamaica", seed=p) for p in range(4)]
    for _ in range(80):
        step(g, bots)
    loaded = kit.load_game(g.to_json())
    assert loaded.view(None) == g.view(None) and loaded.log == g.log
    play_out(g, bots)
    assert kit.load_game(g.to_json()).scores() == g.scores()


def test_a_save_with_chosen_outcomes_loads_back_identically():
    g = fight(d=("+7", "map"))
    for text in ("gunpowder 0", "combat 10", "gunpowder 0", "combat 2", "steal treasure", "stolen +7"):
        g.play(text)
    loaded = kit.load_game(g.to_json())
    assert loaded.view(None) == g.view(None) and loaded.log_for(None) == g.log_for(None)
    g.undo()  # the chosen outcome "stolen +7"
    assert kind(g) == "pick"


def test_undo_takes_back_an_action_and_the_chance_it_led_to():
    g = kit.new_game("jamaica", players=3, seed=4)
    before = g.view(None)
    action = g.legal_actions()[0]
    g.play(action)
    g.undo()
    assert g.view(None) == before
