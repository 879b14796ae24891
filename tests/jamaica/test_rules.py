"""Each rule of Jamaica on a hand-built position."""
from __future__ import annotations

import pytest

import kit
from kit.games.jamaica import rules
from kit.games.jamaica.board import BEHIND, FINISHED, RACING
from kit.games.jamaica.rules import STAR

from .helpers import conserved, position, start, texts

FF, FB, BF, F_FOOD, FOOD_F, F_POWDER, GOLD_F, GOLD_GOLD, POWDER_GOLD, FOOD_POWDER, POWDER_FOOD = range(1, 12)


# ---------------------------------------------------------------- setup
@pytest.mark.parametrize("players", range(2, 7))
def test_setup(players):
    g = kit.new_game("jamaica", players=players, seed=players)
    st = g.st
    for ship in st.ships:
        assert ship.pos == 0 and ship.lap == RACING
        assert sorted((h.kind, h.amount) for h in ship.holds if h.amount) == [("doubloons", 3), ("food", 3)]
        assert len(ship.holds) == 5
    assert st.bank == {"doubloons": 80 - 3 * players, "food": 45 - 3 * players, "gunpowder": 45}
    assert all(len(h) == 3 for h in st.hands) and all(len(d) == 8 for d in st.decks)
    assert len(st.treasure_deck) == 9 and len(st.treasure_aside) == 3
    assert st.tokens == {4, 9, 11, 19, 22, 25, 33, 37, 44}
    if g.dice[0] != g.dice[1]:
        assert g.to_act == [0] and g.decision.kind == "order"
    else:  # doubles: nothing to order, everyone picks a card
        assert g.to_act == list(range(players)) and g.decision.kind == "card"
    conserved(g)


def test_the_eleven_cards():
    assert len(rules.CARDS) == 11
    assert rules.CARD_BY_NAME["forward/food"] == F_FOOD and rules.CARD_BY_NAME["gunpowder/gold"] == POWDER_GOLD
    symbols = [s for card in rules.CARDS.values() for s in card]
    assert symbols.count("forward") == 8 and symbols.count("backward") == 2
    assert all(s in ("forward", "backward", "food", "gold", "gunpowder") for s in symbols)


# ---------------------------------------------------------------- dice and cards
def test_captain_chooses_morning_and_evening():
    g = position(dice=(2, 6))
    assert sorted(map(str, g.legal_actions())) == ["order 2 6", "order 6 2"]
    g.play("dice 6 2")  # the alias of "order"
    assert (g.st.morning, g.st.evening) == (6, 2)
    assert g.decision.kind == "card"


def test_doubles_need_no_choice():
    g = position(dice=(4, 4))
    assert g.decision.kind == "card" and (g.st.morning, g.st.evening) == (4, 4)


def test_wrong_order_is_refused_naming_the_rule():
    g = position(dice=(2, 6))
    with pytest.raises(kit.IllegalAction) as err:
        g.play("order 5 1")
    assert err.value.rule == "captain's dice"


def test_card_choice_is_simultaneous_and_hidden():
    g = position(players=3, dice=(2, 5), hands={0: [1, 4, 8], 1: [2, 5, 9], 2: [3, 6, 10]})
    g.play("order 2 5")
    assert g.to_act == [0, 1, 2]
    g.play("card forward/food", player=0)
    assert g.to_act == [1, 2]
    other = g.view(1)["ships"][0]
    assert other["chosen"] is True and other["hand"] == 2
    assert g.view(0)["ships"][0]["chosen"] == F_FOOD and g.view(0)["ships"][0]["hand"] == [1, 8]
    assert "4" not in str(g.view(1)["ships"][0]["hand"])
    with pytest.raises(kit.IllegalAction):
        g.play("card 1", player=0)  # already chose
    with pytest.raises(kit.IllegalAction) as err:
        g.play("card 1", player=1)
    assert err.value.rule == "action cards"
    g.play("card 3", player=2)
    assert g.view(1)["ships"][2]["chosen"] is True
    events = g.play("card 9", player=1)
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.data["cards"] == [F_FOOD, 9, 3]


def test_cards_resolve_in_seat_order_from_the_captain():
    g = position(players=3, captain=1, dice=(1, 2), hands={p: [GOLD_GOLD, 1, 2] for p in range(3)})
    events = start(g, {0: GOLD_GOLD, 1: GOLD_GOLD, 2: GOLD_GOLD}, order=(1, 2))
    loads = [e.data["player"] for e in events if e.kind == "load"]
    assert loads == [1, 1, 2, 2, 0, 0]


def test_round_end_refills_hands_and_passes_the_captain_left():
    g = position(players=3, dice=(1, 2), hands={p: [GOLD_GOLD, 1, 2] for p in range(3)})
    start(g, {0: GOLD_GOLD, 1: GOLD_GOLD, 2: GOLD_GOLD}, order=(1, 2))
    assert g.st.captain == 1 and g.st.round == 2
    assert all(len(h) == 3 for h in g.st.hands) and all(len(d) == 7 for d in g.st.decks)
    assert g.to_act == [1] and g.decision.kind == "order"


def test_an_empty_deck_is_reshuffled_from_the_discard():
    g = position(players=2, dice=(1, 2), hands={0: [GOLD_GOLD, 1, 2]})
    g.st.discards[0], g.st.decks[0] = g.st.decks[0], []
    start(g, {0: GOLD_GOLD, 1: g.st.hands[1][0]}, order=(1, 2))
    assert len(g.st.hands[0]) == 3 and len(g.st.decks[0]) == 8 - 1 + 1 and g.st.discards[0] == []
    conserved(g)


# ---------------------------------------------------------------- loading
def test_loading_fills_one_empty_hold_with_the_die_value():
    g = position(dice=(5, 2), hands={0: [POWDER_GOLD, 1, 2]})
    events = start(g, {0: POWDER_GOLD, 1: g.st.hands[1][0]}, order=(5, 2))
    holds = sorted((h.kind, h.amount) for h in g.ships[0].holds if h.amount)
    assert ("gunpowder", 5) in holds and ("doubloons", 2) in holds and ("doubloons", 3) in holds
    assert any("loads 5 gunpowder" in t for t in texts(events))
    conserved(g)


def test_full_holds_make_the_player_empty_a_hold_of_another_good():
    full = [("food", 1), ("food", 2), ("gunpowder", 3), ("doubloons", 4), ("food", 5)]
    g = position(dice=(3, 1), holds={0: full}, hands={0: [FOOD_POWDER, 1, 2]})
    start(g, {0: FOOD_POWDER, 1: g.st.hands[1][0]}, order=(3, 1))
    assert g.decision.kind == "empty" and g.to_act == [0]
    assert sorted(map(str, g.legal_actions())) == ["empty hold 3", "empty hold 4"]
    with pytest.raises(kit.IllegalAction) as err:
        g.play("empty hold 1")  # holds food, the good being loaded
    assert err.value.rule == "loading"
    bank_gold = g.bank["doubloons"]
    g.play("empty hold 4")
    assert g.bank["doubloons"] == bank_gold + 4
    assert (g.ships[0].holds[3].kind, g.ships[0].holds[3].amount) == ("food", 3)
    # evening: gunpowder 1 — every hold is full again, only non-gunpowder holds may go
    assert g.decision.kind == "empty"
    assert "empty hold 3" not in map(str, g.legal_actions())
    conserved(g)


def test_no_room_when_every_hold_holds_the_good():
    g = position(dice=(3, 1), holds={0: [("food", 1)] * 5}, hands={0: [FOOD_POWDER, 1, 2]})
    events = start(g, {0: FOOD_POWDER, 1: g.st.hands[1][0]}, order=(3, 1))
    assert any("every hold already holds food" in t for t in texts(events))
    assert g.ships[0].total("food") == 5
    conserved(g)


def test_loading_takes_only_what_the_bank_has():
    g = position(dice=(6, 1), hands={0: [GOLD_GOLD, 1, 2]})
    g.st.bank["doubloons"] = 4
    g.st.bank["food"] += 72  # keep the totals: the doubloons "left" the bank for the test only
    g.st.bank["food"] -= 72
    start(g, {0: GOLD_GOLD, 1: g.st.hands[1][0]}, order=(6, 1))
    assert sorted(h.amount for h in g.ships[0].holds if h.kind == "doubloons") == [3, 4]
    assert g.bank["doubloons"] == 0  # the evening load found an empty bank
    assert any("bank has none" in t for t in g.log)


# ---------------------------------------------------------------- sailing and paying
def test_sailing_forward_pays_food_at_sea():
    g = position(dice=(2, 1), ships={0: 0}, hands={0: [F_FOOD, 1, 2]})
    start(g, {0: F_FOOD, 1: GOLD_GOLD if GOLD_GOLD in g.st.hands[1] else g.st.hands[1][0]}, order=(2, 1))
    ship = g.ships[0]
    assert ship.pos == 2 and ship.total("food") == 3 - 3 + 1  # sea 2 costs 3 food, then loads 1
    conserved(g)


def test_a_port_costs_doubloons():
    g = position(dice=(1, 4), ships={0: 4}, holds={0: [("doubloons", 5), ("food", 3)]}, hands={0: [GOLD_F, 1, 2]})
    g.play("order 4 1")
    g.play("card 7", player=0)  # gold/forward: 4 gold, then 1 forward onto the port at 5
    g.play(f"card {g.st.hands[1][0]}", player=1)
    ship = g.ships[0]
    assert ship.pos == 5 and ship.total("doubloons") == 5 + 4 - 3


def test_a_lair_is_free_and_its_token_gives_a_treasure_card():
    g = position(dice=(2, 1), ships={0: 7}, hands={0: [FF, 2, 3]})
    top = g.st.treasure_deck[-1]
    start(g, {0: FF, 1: g.st.hands[1][0]}, order=(2, 1))
    ship = g.ships[0]
    assert ship.pos == 10  # 7 -> 9 (lair, token taken), then 1 more to 10
    assert 9 not in g.st.tokens and top in ship.treasures and len(g.st.treasure_deck) == 8


def test_a_second_visit_to_a_lair_finds_no_token():
    g = position(dice=(2, 1), ships={0: 7}, hands={0: [FB, 10, 11]})
    start(g, {0: FB, 1: g.st.hands[1][0]}, order=(2, 1))
    assert g.ships[0].pos == 8  # 9, then back 1 to 8
    g2 = position(dice=(2, 1), ships={0: 7}, hands={0: [FB, 10, 11]})
    g2.st.tokens.discard(9)
    start(g2, {0: FB, 1: g2.st.hands[1][0]}, order=(2, 1))
    assert g2.ships[0].treasures == [] and len(g2.st.treasure_deck) == 9


def test_fork_choice_is_an_action():
    g = position(dice=(3, 1), ships={0: 5}, holds={0: [("food", 9), ("doubloons", 9)]}, hands={0: [F_FOOD, 2, 3]})
    start(g, {0: F_FOOD, 1: g.st.hands[1][0]}, order=(3, 1))
    assert g.decision.kind == "fork" and sorted(map(str, g.legal_actions())) == ["fork inner", "fork outer"]
    g.play("fork inner")
    assert g.ships[0].pos == 14 and g.ships[0].total("food") == 9 - 4 + 1
    assert g.view(None)["forks_taken"] == [[0, 6, "inner"]]


def test_backward_at_a_merge_is_a_fork_choice():
    g = position(dice=(2, 1), ships={0: 16}, holds={0: [("food", 9), ("doubloons", 9)]}, hands={0: [BF, 10, 11]})
    start(g, {0: BF, 1: g.st.hands[1][0]}, order=(2, 1))
    assert g.decision.kind == "fork"
    g.play("fork outer")
    assert g.ships[0].pos == 15  # back to 12 (pays 2), then forward 1 to the merge at 15


def test_backing_past_port_royal_means_a_whole_lap_more():
    g = position(dice=(2, 1), ships={0: 1}, hands={0: [BF, 10, 11]}, holds={0: [("food", 9), ("doubloons", 9)]})
    start(g, {0: BF, 1: g.st.hands[1][0]}, order=(2, 1))
    ship = g.ships[0]
    assert (ship.pos, ship.lap) == (0, RACING)  # 1 -> 0 -> 49, then forward through Port Royal
    assert g.space_score(0) == rules.KIT_DEFAULTS["not_on_lap_score"]
    g2 = position(dice=(3, 1), ships={0: 1}, hands={0: [FB, 10, 11]}, holds={0: [("food", 9), ("doubloons", 9)]})
    g2.play("order 1 3")
    g2.play("card 2", player=0)
    g2.play(f"card {g2.st.hands[1][0]}", player=1)
    assert (g2.ships[0].pos, g2.ships[0].lap) == (49, BEHIND) and not g2.over  # 2 -> 1 -> 0 -> 49
    assert g2.space_score(0) == rules.KIT_DEFAULTS["not_on_lap_score"]


# ---------------------------------------------------------------- shortage
def test_shortage_pays_what_it_can_and_falls_back_to_a_payable_space():
    # 5 -> 6 -> 13 -> 14 (inner channel, 4 food) with 3 food: the ship pays its 3 food; behind it
    # 13 (3 food) and 6 (5 doubloons) are too dear, 5 (port, 3 doubloons) is the first it can pay.
    g = position(dice=(3, 1), ships={0: 5}, holds={0: [("food", 3), ("doubloons", 4)]},
                 hands={0: [F_POWDER, 10, 11]})
    start(g, {0: F_POWDER, 1: g.st.hands[1][0]}, order=(3, 1))
    events = g.play("fork inner")
    t = texts(events)
    assert any("Shortage" in x and "pays the 3" in x for x in t)
    ship = g.ships[0]
    assert ship.pos == 5 and ship.total("food") == 0 and ship.total("doubloons") == 1
    assert g.st.shortages == 1
    conserved(g)


def test_shortage_falls_back_to_the_nearest_lair():
    g = position(dice=(2, 1), ships={0: 10}, holds={0: [("food", 1), ("doubloons", 3)]}, hands={0: [F_FOOD, 2, 3]})
    events = start(g, {0: F_FOOD, 1: g.st.hands[1][0]}, order=(2, 1))
    t = texts(events)
    assert any("Shortage" in x and "pays the 1" in x for x in t)
    ship = g.ships[0]
    assert ship.pos == 11 and 11 not in g.st.tokens and len(ship.treasures) == 1
    assert ship.total("food") == 1  # everything was paid, then the evening loads 1 food
    conserved(g)


def test_shortage_with_two_lanes_equally_near_lets_the_player_choose():
    # port 28 costs 5 doubloons; with 0 gold the ship falls back; 27 (sea 4, it has 4 food) and
    # 25 (lair) are both one step behind.
    g = position(dice=(1, 2), ships={0: 27}, holds={0: [("food", 8)]}, hands={0: [FOOD_F, 2, 3]})
    g.play("order 2 1")  # morning 2 food, evening forward 1
    g.play("card 5", player=0)
    g.play(f"card {g.st.hands[1][0]}", player=1)
    assert g.decision.kind == "fall" and g.to_act == [0]
    g.play("fork inner")
    assert g.ships[0].pos == 27 and g.ships[0].total("food") == 8 + 2 - 4
    conserved(g)


def test_shortage_falling_back_onto_a_ship_fights():
    g = position(dice=(2, 1), ships={0: 10, 1: 11}, holds={0: [("food", 1), ("gunpowder", 2)]},
                 hands={0: [F_FOOD, 2, 3], 1: [GOLD_GOLD, 2, 3]}, combat_dice=[8, 2])
    start(g, {0: F_FOOD, 1: GOLD_GOLD}, order=(2, 1))
    assert g.decision.kind == "powder" and g.st.combat["attacker"] == 0 and g.st.combat["defender"] == 1
    g.play("gunpowder 0")
    # the defender has no gunpowder: its 0 is automatic; 8 beats 2
    assert g.decision.kind == "spoils" and g.to_act == [0]


# ---------------------------------------------------------------- combat
def fight(combat_dice, attacker_holds=(("gunpowder", 3), ("doubloons", 2)), defender_holds=(("gunpowder", 3), ("doubloons", 6)),
          treasures=None, players=2, ships=None):
    """Ship 1 sails 1 from 9 onto 10 where ship 2 waits; morning forward, evening food 1."""
    g = position(players=players, dice=(1, 2), ships=ships or {0: 9, 1: 10},
                 holds={0: list(attacker_holds) + [("food", 9)], 1: list(defender_holds) + [("food", 9)]},
                 hands={0: [F_FOOD, 2, 3], 1: [FOOD_POWDER, 2, 3]}, treasures=treasures, combat_dice=combat_dice)
    start(g, {0: F_FOOD, 1: FOOD_POWDER, **{p: g.st.hands[p][0] for p in range(2, players)}}, order=(1, 2))
    return g


def test_combat_attacker_then_defender_commit_gunpowder_and_the_higher_wins():
    g = fight([4, 6])
    assert g.decision.kind == "powder" and g.to_act == [0]
    assert [str(a) for a in g.legal_actions()] == [f"gunpowder {k}" for k in range(4)]
    bank = g.bank["gunpowder"]
    g.play("gunpowder 3")
    assert g.to_act == [1] and g.st.combat["dice"] == {0: 4}
    conserved(g)  # committed gunpowder is counted while the fight lasts
    g.play("gunpowder 2")  # 3+4 = 7 against 2+6 = 8
    assert g.decision.kind == "spoils" and g.to_act == [1]
    assert g.bank["gunpowder"] == bank + 5  # committed gunpowder goes back to the bank
    assert g.ships[0].total("gunpowder") == 0 and g.ships[1].total("gunpowder") == 1


def test_equal_firepower_nothing_happens():
    g = fight([6, 6])
    g.play("gunpowder 1")
    events = g.play("gunpowder 1")
    assert any("nothing happens" in t for t in texts(events))
    assert g.decision.kind != "spoils"
    conserved(g)


def test_a_star_wins_at_once_and_its_gunpowder_is_lost_too():
    g = fight([STAR])
    bank = g.bank["gunpowder"]
    g.play("gunpowder 2")
    assert g.decision.kind == "spoils" and g.to_act == [0]  # the defender never rolled
    assert g.bank["gunpowder"] == bank + 2 and g.ships[0].total("gunpowder") == 1


def test_defender_star_wins():
    g = fight([10, STAR])
    g.play("gunpowder 3")
    g.play("gunpowder 0")
    assert g.decision.kind == "spoils" and g.to_act == [1]


def test_lady_beth_adds_two():
    g = fight([6, 8], treasures={0: ["ladybeth"]})
    g.play("gunpowder 0")
    events = g.play("gunpowder 0")  # 6 + 2 against 8: equal
    assert any("nothing happens" in t for t in texts(events))


def test_winner_steals_a_hold():
    g = fight([10, 2])
    g.play("gunpowder 0")
    g.play("gunpowder 0")
    assert "steal hold 2" in map(str, g.legal_actions())  # the defender's 6 doubloons
    g.play("steal hold 2")
    assert g.ships[0].total("doubloons") == 2 + 6 and g.ships[1].total("doubloons") == 0
    conserved(g)


def test_stolen_goods_follow_the_loading_rule_when_the_winner_is_full():
    full = [("gunpowder", 2), ("food", 1), ("food", 1), ("food", 1), ("food", 1)]
    g = position(dice=(1, 2), ships={0: 9, 1: 10}, holds={0: full, 1: [("doubloons", 6), ("food", 2)]},
                 hands={0: [FF, 2, 3], 1: [GOLD_GOLD, 2, 3]}, combat_dice=[10, 2])
    start(g, {0: FF, 1: GOLD_GOLD}, order=(1, 2))
    g.play("gunpowder 1")
    g.play("steal hold 1")
    assert g.decision.kind == "empty" and g.to_act == [0]
    g.play("empty hold 2")
    assert g.ships[0].total("doubloons") == 6
    conserved(g)


def test_winner_steals_a_face_down_treasure_or_a_power_by_name():
    g = fight([10, 2], treasures={1: ["+7", "map"]})
    g.play("gunpowder 0")
    g.play("gunpowder 0")
    legal = set(map(str, g.legal_actions()))
    assert {"steal treasure", "steal map"} <= legal
    g.play("steal treasure")
    assert "+7" in g.ships[0].treasures and g.ships[1].treasures == ["map"]


def test_winner_gives_a_cursed_treasure():
    g = fight([10, 2], treasures={0: ["-2", "-4", "+5"]})
    g.play("gunpowder 0")
    g.play("gunpowder 0")
    g.play("give curse")
    assert g.ships[1].treasures == ["-4"] and sorted(g.ships[0].treasures) == ["+5", "-2"]


def test_the_sixth_hold_goes_with_its_contents():
    g = fight([10, 2], treasures={1: ["hold6"]})
    g.ships[1].holds[5].kind, g.ships[1].holds[5].amount = "doubloons", 4
    g.st.bank["doubloons"] -= 4
    g.play("gunpowder 0")
    g.play("gunpowder 0")
    g.play("steal hold6")
    assert len(g.ships[0].holds) == 6 and len(g.ships[1].holds) == 5
    assert (g.ships[0].holds[5].kind, g.ships[0].holds[5].amount) == ("doubloons", 4)
    conserved(g)


def test_sabre_rerolls_either_die_without_new_gunpowder():
    g = fight([10, 4, 2], treasures={1: ["sabre"]})
    g.play("gunpowder 0")
    g.play("gunpowder 0")  # 10 against 4
    assert g.decision.kind == "sabre" and g.to_act == [1]
    assert set(map(str, g.legal_actions())) == {"keep", "reroll attacker", "reroll defender"}
    g.play("reroll attacker")  # the attacker's 10 becomes 2: 2 against 4
    assert g.decision.kind == "spoils" and g.to_act == [1]


def test_sabre_can_undo_a_star():
    g = fight([STAR, 6, 4], treasures={1: ["sabre"]})
    g.play("gunpowder 1")
    assert g.decision.kind == "sabre" and set(map(str, g.legal_actions())) == {"keep", "reroll attacker"}
    g.play("reroll attacker")  # star -> 6; now the defender commits and rolls a 4
    assert g.decision.kind == "powder" and g.to_act == [1]
    g.play("gunpowder 3")  # 1 + 6 = 7 against 3 + 4 = 7
    assert g.decision.kind != "sabre"  # used once per fight


def test_attacker_chooses_among_several_ships():
    g = position(players=3, dice=(1, 2), ships={0: 9, 1: 10, 2: 10}, holds={0: [("food", 9)]},
                 hands={0: [F_FOOD, 2, 3]}, combat_dice=[10, 2])
    start(g, {0: F_FOOD, 1: g.st.hands[1][0], 2: g.st.hands[2][0]}, order=(1, 2))
    assert g.decision.kind == "target" and set(map(str, g.legal_actions())) == {"attack 2", "attack 3"}
    g.play("attack 3")
    assert g.st.combat is None or g.st.combat["defender"] == 2


def test_never_a_fight_on_port_royal():
    g = position(dice=(1, 2), ships={0: 49, 1: 0}, hands={0: [F_FOOD, 2, 3]})
    g.ships[1].lap = RACING
    events = start(g, {0: F_FOOD, 1: g.st.hands[1][0]}, order=(1, 2))
    assert not any(e.kind == "combat" for e in events)


def test_nothing_to_take_means_pass():
    g = fight([10, 2], defender_holds=())
    g.ships[1].holds = [rules.Hold() for _ in range(5)]
    g.st.bank["food"] += 9
    g.play("gunpowder 0")  # the defender holds nothing: no gunpowder to commit, nothing to take
    assert any("finds nothing to take" in line for line in g.log)
    conserved(g)


# ---------------------------------------------------------------- the end
def test_reaching_port_royal_stops_the_ship_skips_its_evening_and_ends_after_the_round():
    g = position(players=3, dice=(6, 3), ships={0: 47}, hands={0: [FF, 2, 3], 1: [GOLD_GOLD, 2, 3],
                                                                  2: [GOLD_GOLD, 2, 3]}, captain=0)
    events = start(g, {0: FF, 1: GOLD_GOLD, 2: GOLD_GOLD}, order=(6, 3))
    ship = g.ships[0]
    assert (ship.pos, ship.lap) == (0, FINISHED)
    assert any("skips the evening" in t for t in texts(events))
    loads = [e.data["player"] for e in events if e.kind == "load"]
    assert loads == [1, 1, 2, 2]  # the round is played to its end
    assert g.over and g.to_act == []


def test_final_scores_count_space_doubloons_and_treasures():
    g = position(players=2, dice=(6, 3), ships={0: 47, 1: 44}, holds={0: [("doubloons", 10)], 1: [("doubloons", 4)]},
                 treasures={0: ["+7", "-2", "map"], 1: ["+5"]}, hands={0: [FF, 2, 3], 1: [GOLD_GOLD, 2, 3]})
    assert g.scores() == [8 + 10, 5 + 4]  # face-down treasures stay out of the running score
    start(g, {0: FF, 1: GOLD_GOLD}, order=(6, 3))
    assert g.over
    assert g.score_parts(0) == {"space": 15, "doubloons": 10, "treasures": 5}
    assert g.score_parts(1) == {"space": 5, "doubloons": 4 + 6 + 3, "treasures": 5}
    assert g.scores() == [30, 23] and g.winners() == [0]


def test_a_finished_ship_wins_a_tie_against_one_still_at_sea():
    g = position(players=2, dice=(6, 3), ships={0: 47, 1: 49}, holds={0: [("doubloons", 3)], 1: [("doubloons", 2)]},
                 hands={0: [FF, 2, 3], 1: [FOOD_POWDER, 2, 3]})
    start(g, {0: FF, 1: FOOD_POWDER}, order=(6, 3))
    assert g.over
    assert g.scores() == [15 + 3, 10 + 2]
    g.ships[1].holds[0].amount = 8  # (a hand-made tie)
    assert g.scores() == [18, 18] and g.winners() == [0]


def test_tie_break_prefers_the_ship_nearer_port_royal():
    g = position(players=3, dice=(6, 3), ships={0: 47, 1: 44, 2: 45},
                 holds={0: [("doubloons", 1)], 1: [("doubloons", 1)], 2: [("doubloons", 1)]},
                 hands={0: [FF, 2, 3], 1: [FOOD_POWDER, 2, 3], 2: [FOOD_POWDER, 2, 3]})
    start(g, {0: FF, 1: FOOD_POWDER, 2: FOOD_POWDER}, order=(6, 3))
    assert g.over and g.scores() == [16, 6, 7]
    g.ships[0].holds[0].amount = 0
    g.ships[0].holds[0].kind = None
    g.ships[0].lap, g.ships[0].pos = RACING, 46  # (hand-made: put the winner back at sea)
    g.ships[1].holds[0].amount = 2              # 44 scores 5: 5 + 2 = 7, like 45's 6 + 1
    assert g.scores() == [7, 7, 7]
    assert g.winners() == [0]  # space 46 is the nearest to Port Royal


# ---------------------------------------------------------------- refusals and saves
def test_illegal_actions_leave_the_state_unchanged():
    g = position(dice=(3, 1), ships={0: 5}, holds={0: [("food", 9), ("doubloons", 9)]}, hands={0: [F_FOOD, 2, 3]})
    start(g, {0: F_FOOD, 1: g.st.hands[1][0]}, order=(3, 1))
    before = repr(g.view(None))
    for bad in ("fork middle", "card 4", "gunpowder 2", "order 3 1", "steal hold 1", ""):
        with pytest.raises(kit.IllegalAction):
            g.play(bad)
        assert repr(g.view(None)) == before


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


# ---------------------------------------------------------------- ghost ship
def test_ghost_ship_setup():
    g = kit.new_game("jamaica", players=2, seed=1, ghost_ship=True)
    ghost = g.ships[2]
    assert sorted(h.amount for h in ghost.holds if h.amount) == [3, 5]
    assert ghost.treasures == ["ladybeth"] and "ladybeth" not in g.st.treasure_deck + g.st.treasure_aside
    conserved(g)
    with pytest.raises(ValueError):
        kit.new_game("jamaica", players=3, ghost_ship=True)


def test_ghost_sails_after_the_captains_actions():
    # the ghost (on 20) leads the two ships: it sails backward, 2 after the captain's morning
    # action and 3 after the evening one: 20 -> 19 -> 18, then 18 -> 17 -> 16 -> 15
    g = position(players=2, dice=(2, 3), ghost_ship=True, ships={0: 10, 1: 12, 2: 20},
                 holds={0: [("food", 9)], 1: [("food", 9)]}, hands={0: [GOLD_GOLD, 2, 3], 1: [GOLD_GOLD, 2, 3]})
    events = start(g, {0: GOLD_GOLD, 1: GOLD_GOLD}, order=(2, 3))
    moves = [e.data["path"] for e in events if e.kind == "move"]
    assert moves == [[20, 19, 18], [18, 17, 16, 15]]
    kinds = [e.kind for e in events]
    assert kinds.index("move") > kinds.index("load")


def test_ghost_last_sails_forward_pays_nothing_and_takes_treasure():
    g = position(players=2, dice=(2, 1), ghost_ship=True, ships={0: 22, 1: 25, 2: 15},
                 hands={0: [GOLD_GOLD, 2, 3], 1: [GOLD_GOLD, 2, 3]})
    gold = g.ships[2].total("doubloons")
    start(g, {0: GOLD_GOLD, 1: GOLD_GOLD}, order=(2, 1))
    # 15 -> 17 (sea, free for the ghost), then 17 -> 18 (port, free)
    assert g.ships[2].pos == 18 and g.ships[2].total("doubloons") == gold
    conserved(g)


def test_ghost_in_a_tie_lets_the_captain_choose():
    g = position(players=2, dice=(2, 1), ghost_ship=True, ships={0: 20, 1: 22, 2: 16},
                 hands={0: [GOLD_GOLD, 2, 3], 1: [GOLD_GOLD, 2, 3]})
    start(g, {0: GOLD_GOLD, 1: GOLD_GOLD}, order=(2, 1))
    assert g.decision.kind == "ghost" and g.to_act == [0]
    g.play("ghost forward")
    assert g.ships[2].pos == 18 and g.ships[2].treasures.count("ladybeth") == 1
    assert 19 in g.st.tokens




def test_ghost_fights_with_the_other_player_deciding_for_it():
    g = position(players=2, dice=(1, 2), ghost_ship=True, ships={0: 9, 1: 30, 2: 10},
                 holds={0: [("gunpowder", 2), ("doubloons", 4), ("food", 9)]},
                 hands={0: [F_FOOD, 10, 11], 1: [GOLD_GOLD, 10, 11]}, combat_dice=[4, 6])
    start(g, {0: F_FOOD, 1: GOLD_GOLD}, order=(1, 2))
    assert g.decision.kind == "powder" and g.to_act == [0]
    g.play("gunpowder 1")  # 1 + 4 = 5 against the ghost's 0 + 6 + 2 (Lady Beth) = 8
    assert g.decision.kind == "spoils" and g.to_act == [1]  # the opponent decides for the ghost
    legal = set(map(str, g.legal_actions()))
    assert "give curse" not in legal and {"steal hold 1", "steal hold 2", "steal hold 3"} == legal
    ghost_gold = g.ships[2].total("doubloons")
    g.play("steal hold 2", player=1)
    assert g.ships[2].total("doubloons") == ghost_gold + 4 and g.ships[0].total("doubloons") == 0
    conserved(g)


def test_lady_beth_cannot_be_stolen_from_the_ghost():
    g = position(players=2, dice=(1, 2), ghost_ship=True, ships={0: 9, 1: 30, 2: 10},
                 holds={0: [("gunpowder", 5), ("food", 9)]},
                 hands={0: [F_FOOD, 10, 11], 1: [GOLD_GOLD, 10, 11]}, combat_dice=[10, 2])
    start(g, {0: F_FOOD, 1: GOLD_GOLD}, order=(1, 2))
    g.play("gunpowder 0")
    assert g.decision.kind == "spoils" and g.to_act == [0]
    assert "steal ladybeth" not in map(str, g.legal_actions())


def test_morgans_map_gives_a_hand_of_four():
    g = position(players=2, dice=(1, 2), treasures={0: ["map"]}, hands={0: [GOLD_GOLD, 10, 11]})
    start(g, {0: GOLD_GOLD, 1: g.st.hands[1][0]}, order=(1, 2))
    assert len(g.st.hands[0]) == 4 and len(g.st.hands[1]) == 3
    conserved(g)


def test_every_chance_outcome_is_an_event():
    g = position(players=2, dice=(2, 1), ships={0: 7}, hands={0: [FF, 10, 11]})
    events = start(g, {0: FF, 1: g.st.hands[1][0]}, order=(2, 1))
    kinds = [e.kind for e in events]
    assert "treasure" in kinds and kinds[-1] == "roll"  # the lair's card, then round 2's dice
    assert events[-1].data["dice"] == list(g.dice)


def test_two_stars_after_the_sabre_is_a_draw():
    g = fight([6, STAR, STAR], treasures={0: ["sabre"]})
    g.play("gunpowder 0")
    g.play("gunpowder 0")  # the defender's star
    assert g.decision.kind == "sabre" and g.to_act == [0]
    events = g.play("reroll attacker")  # the attacker's 6 becomes a star too
    assert any("nothing happens" in t for t in texts(events))
