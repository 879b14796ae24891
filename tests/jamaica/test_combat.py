"""Jamaica's combats and its ghost ship, each rule on a position built through the public
API: manual chance, the dice, cards, combat dice and treasures chosen (helpers.py)."""
from __future__ import annotations

import random

import pytest

import kit
from kit.games.jamaica import board, rules
from kit.games.jamaica.board import BEHIND

from .helpers import (
    BF,
    F_FOOD,
    F_POWDER,
    FB,
    FF,
    FOOD_POWDER,
    GOLD_F,
    GOLD_GOLD,
    POWDER_GOLD,
    bank,
    conserved,
    fight,
    holds,
    kind,
    legal,
    new,
    public,
    round_,
    seat,
    ship,
    space,
    texts,
    total,
    treasures,
)


# ---------------------------------------------------------------- combat
def test_combat_attacker_then_defender_commit_gunpowder_and_the_higher_wins():
    g = fight()
    assert legal(g) == [f"gunpowder {k}" for k in range(5)]
    gunpowder = bank(g)["gunpowder"]
    g.play("gunpowder 3")
    assert kind(g) == "combat" and g.to_act == [kit.CHANCE]
    g.play("combat 4")
    assert g.to_act == [1] and public(g)["combat"]["dice"] == {"0": 4}
    conserved(g)  # committed gunpowder is counted while the fight lasts
    g.play("gunpowder 2")
    g.play("combat 6")  # 3+4 = 7 against 2+6 = 8
    assert kind(g) == "spoils" and g.to_act == [1]
    assert bank(g)["gunpowder"] == gunpowder + 5  # committed gunpowder goes back to the bank
    assert total(g, 0, "gunpowder") == 1 and total(g, 1, "gunpowder") == 2


def test_equal_firepower_nothing_happens():
    g = fight()
    events = [*g.play("gunpowder 1"), *g.play("combat 6"), *g.play("gunpowder 1"), *g.play("combat 6")]
    assert any("nothing happens" in t for t in texts(events))
    assert kind(g) != "spoils"
    conserved(g)


def test_a_star_wins_at_once_and_its_gunpowder_is_lost_too():
    g = fight()
    gunpowder = bank(g)["gunpowder"]
    g.play("gunpowder 2")
    g.play("combat star")
    assert kind(g) == "spoils" and g.to_act == [0]  # the defender never rolled
    assert bank(g)["gunpowder"] == gunpowder + 2 and total(g, 0, "gunpowder") == 2


def test_defender_star_wins():
    g = fight()
    for text in ("gunpowder 3", "combat 10", "gunpowder 0", "combat star"):
        g.play(text)
    assert kind(g) == "spoils" and g.to_act == [1]


def test_lady_beth_adds_two():
    g = fight(a=("ladybeth",))
    events = [e for text in ("gunpowder 0", "combat 6", "gunpowder 0", "combat 8") for e in g.play(text)]
    assert any("nothing happens" in t for t in texts(events))  # 6 + 2 against 8: equal


def test_winner_steals_a_hold():
    g = fight()
    for text in ("gunpowder 0", "combat 10", "gunpowder 0", "combat 2"):
        g.play(text)
    assert ship(g, 1)["holds"][3] == ["doubloons", 4]
    assert "steal hold 4" in legal(g)  # the defender's 4 doubloons
    g.play("steal hold 4")
    assert total(g, 0, "doubloons") == 4 + 4 and total(g, 1, "doubloons") == 0
    conserved(g)


def test_stolen_goods_follow_the_loading_rule_when_the_winner_is_full():
    g = new(hands={0: [GOLD_GOLD, F_POWDER, F_FOOD], 1: [FOOD_POWDER, FF, 3]})
    round_(g, {0: GOLD_GOLD, 1: FOOD_POWDER}, (1, 2))
    # player 2: 0 -> 4 (lair) -> the fork -> 9 (lair); player 1: 0 -> 4, 5 gunpowder: holds full
    round_(g, {0: F_POWDER, 1: FF}, (4, 5), then=["treasure +3", "fork outer", "treasure +5"])
    assert len(holds(g, 0)) == 5 and space(g, 1) == 9
    round_(g, {0: F_FOOD, 1: seat(g, 1)["hand"][0]}, (5, 1),
           then=["fork outer", "gunpowder 0", "combat 10", "gunpowder 0", "combat 2"], finish=False)
    assert kind(g) == "spoils" and g.to_act == [0]
    assert ship(g, 1)["holds"][1] == ["doubloons", 3]
    gold = total(g, 0, "doubloons")
    g.play("steal hold 2")  # the defender's 3 doubloons: every hold of the winner is full
    assert kind(g) == "empty" and g.to_act == [0]
    assert legal(g) == ["empty hold 1", "empty hold 5"]  # not a hold of doubloons
    g.play("empty hold 1")
    assert total(g, 0, "doubloons") == gold + 3 and total(g, 1, "doubloons") == 0
    conserved(g)


def test_winner_steals_a_face_down_treasure_or_a_power_by_name():
    g = fight(d=("+7", "map"))
    for text in ("gunpowder 0", "combat 10", "gunpowder 0", "combat 2"):
        g.play(text)
    assert {"steal treasure", "steal map"} <= set(legal(g))
    g.play("steal treasure")
    assert kind(g) == "pick" and g.chance_outcomes() == [(kit.Action("stolen", ("+7",)), 1.0)]
    g.play("stolen +7")
    assert treasures(g, 0) == ["+7"] and treasures(g, 1) == ["map"]
    assert "worth 7" not in " ".join(g.log) and "worth 7" in " ".join(g.log_for(0)) \
        and "worth 7" in " ".join(g.log_for(1))


def test_winner_gives_a_cursed_treasure():
    g = fight(a=("-4",), d=("+5",))
    for text in ("gunpowder 0", "combat 10", "gunpowder 0", "combat 2"):
        g.play(text)
    assert "give curse" in legal(g)
    events = g.play("give curse")
    assert treasures(g, 1) == ["+5", "-4"] and treasures(g, 0) == []
    assert ship(g, 1)["cursed"] == 1  # everyone knows one of them is a cursed treasure
    private = [e for e in events if e.seen_by is not None]
    assert private and "-4" in private[0].text and set(private[0].seen_by) == {0, 1}
    assert "-4" not in " ".join(g.log)


def test_the_sixth_hold_goes_with_its_contents():
    g = fight(d=("hold6", "+3"))
    assert len(ship(g, 1)["holds"]) == 6
    for text in ("gunpowder 0", "combat 10", "gunpowder 0", "combat 2"):
        g.play(text)
    g.play("steal hold6")
    assert len(ship(g, 0)["holds"]) == 6 and len(ship(g, 1)["holds"]) == 5
    assert "hold6" in ship(g, 0)["powers"]
    conserved(g)


def test_sabre_rerolls_either_die_without_new_gunpowder():
    g = fight(d=("sabre", "+3"))
    for text in ("gunpowder 0", "combat 10", "gunpowder 0", "combat 4"):  # 10 against 4
        g.play(text)
    assert kind(g) == "sabre" and g.to_act == [1]
    assert set(legal(g)) == {"keep", "reroll attacker", "reroll defender"}
    g.play("reroll attacker")
    g.play("combat 2")  # the attacker's 10 becomes 2: 2 against 4
    assert kind(g) == "spoils" and g.to_act == [1]


def test_sabre_can_undo_a_star():
    g = fight(d=("sabre", "+3"))
    g.play("gunpowder 1")
    g.play("combat star")
    assert kind(g) == "sabre" and set(legal(g)) == {"keep", "reroll attacker"}
    g.play("reroll attacker")
    g.play("combat 6")  # the star becomes a 6; now the defender commits and rolls
    assert kind(g) == "powder" and g.to_act == [1]
    g.play("gunpowder 3")
    g.play("combat 4")  # 1 + 6 = 7 against 3 + 4 = 7
    assert kind(g) != "sabre"  # used once per fight


def test_two_stars_after_the_sabre_is_a_draw():
    g = fight(a=("sabre",))
    for text in ("gunpowder 0", "combat 6", "gunpowder 0", "combat star"):
        g.play(text)
    assert kind(g) == "sabre" and g.to_act == [0]
    g.play("reroll attacker")
    events = g.play("combat star")  # the attacker's 6 becomes a star too
    assert any("nothing happens" in t for t in texts(events))


def test_attacker_chooses_among_several_ships():
    g = new(players=3, hands={0: [POWDER_GOLD, F_FOOD, 3], 1: [F_FOOD, POWDER_GOLD, 3],
                              2: [F_FOOD, POWDER_GOLD, 3]})
    # players 2 and 3 sail to 2 (player 3 attacks player 2: equal, nothing happens)
    round_(g, {0: POWDER_GOLD, 1: F_FOOD, 2: F_FOOD}, (2, 3), then=["combat 4", "combat 4"])
    assert space(g, 1) == space(g, 2) == 2
    round_(g, {0: F_FOOD, 1: POWDER_GOLD, 2: POWDER_GOLD}, (2, 1), finish=False)
    assert kind(g) == "target" and set(legal(g)) == {"attack 2", "attack 3"}
    g.play("attack 3")
    assert public(g)["combat"]["defender"] == 2


def test_never_a_fight_on_port_royal():
    g = new(hands={0: [BF, 1, 2], 1: [GOLD_GOLD, 2, 3]})
    events = round_(g, {0: BF, 1: GOLD_GOLD}, (1, 1))  # 0 -> 49 -> 0, where player 2 waits
    assert space(g, 0) == space(g, 1) == 0
    assert not any(e.kind == "combat" for e in events)


def test_nothing_to_take_means_pass():
    g = new(hands={0: [FF, 2, 3], 1: [FF, 2, 3]})
    # player 1: 0 -> 2 (its 3 food) -> 5 (its 3 doubloons): nothing left on board;
    # player 2 does the same and attacks: no gunpowder on either side, 10 against 2
    events = round_(g, {0: FF, 1: FF}, (2, 3), then=["combat 10", "combat 2"])
    assert holds(g, 0) == [] and any("finds nothing to take" in t for t in texts(events))
    conserved(g)


# ---------------------------------------------------------------- ghost ship
def test_ghost_ship_setup():
    g = kit.new_game("jamaica", players=2, seed=1, ghost_ship=True)
    ghost = ship(g, 2)
    assert sorted(a for _, a in ghost["holds"] if a) == [3, 5] and ghost["powers"] == ["ladybeth"]
    assert "ladybeth" not in g.view(None)["private"]["treasure_pool"]
    assert len(g.view(0)["seats"]) == 2 and ghost["label"] == "ghost"
    conserved(g)
    with pytest.raises(ValueError):
        kit.new_game("jamaica", players=3, ghost_ship=True)
    with pytest.raises(ValueError):
        kit.new_game("jamaica", players=2, ghost_ship=0)  # exactly True or False


def test_ghost_sails_after_each_of_the_captains_actions_and_pays_nothing():
    g = new(hands={0: [GOLD_GOLD, 2, 3], 1: [GOLD_GOLD, 2, 3]}, ghost_ship=True)
    # level with both ships at the start: the captain chooses, after each action of theirs
    # level with both ships at the start: the captain chooses (forward 2); then it leads and
    # sails backward 3 by itself, behind the start
    events = round_(g, {0: GOLD_GOLD, 1: GOLD_GOLD}, (2, 3), then=["ghost forward"])
    moves = [list(e.data["path"]) for e in events if e.kind == "move"]
    assert moves == [[0, 1, 2], [2, 1, 0, 49]]
    kinds = [e.kind for e in events if e.kind in ("load", "move")]
    assert kinds == ["load", "move", "load", "move", "load", "load"]
    assert total(g, 2, "doubloons") == 8  # the seas at 2 and 49 were free
    assert ship(g, 2)["lap"] == BEHIND


def test_ghost_last_sails_forward_takes_a_treasure_and_in_the_lead_sails_backward():
    g = new(hands={0: [FF, 2, 3], 1: [GOLD_GOLD, POWDER_GOLD, 3]}, ghost_ship=True)
    # round 1: player 1 sails 0 -> 2 -> 3 (no food left: back to 0); the ghost, level with
    # player 2, goes back at the captain's word (0 -> 49 -> 48), then it is last: forward 1
    round_(g, {0: FF, 1: GOLD_GOLD}, (2, 1), then=["ghost backward"])
    assert (space(g, 2), ship(g, 2)["lap"]) == (49, BEHIND)
    # round 2 (player 2 is captain): gold 5, the ghost (last) sails 49 -> 0 -> 4, a lair;
    # gold 1, the ghost (in the lead now) sails back to 3
    events = round_(g, {1: POWDER_GOLD, 0: seat(g, 0)["hand"][0]}, (5, 1), then=["treasure +5"])
    moves = [list(e.data["path"]) for e in events if e.kind == "move" and e.data["ship"] == 2]
    assert moves[:2] == [[49, 0, 1, 2, 3, 4], [4, 3]]
    assert ship(g, 2)["face_down"] == 1 and g.view(None)["private"]["ghost_face_down"] == ["+5"]
    assert all(s["face_down"] == [] for s in g.view(None)["seats"])  # nobody looks at the ghost's card
    conserved(g)


def test_ghost_in_a_tie_lets_the_captain_choose_and_ties_can_count_as_the_lead():
    # player 1 (the captain) sails 0 -> 1; the ghost is level with player 2, the last ship
    g = new(hands={0: [FB, 1, 3], 1: [GOLD_GOLD, 2, 3]}, ghost_ship=True)
    round_(g, {0: FB, 1: GOLD_GOLD}, (1, 1), finish=False)
    assert kind(g) == "ghost" and g.to_act == [0] and set(legal(g)) == {"ghost forward", "ghost backward"}
    # with "ties count" level with the last ship is last: the ghost sails forward by itself
    # (onto player 1's space, where it attacks)
    ties = new(hands={0: [FB, 1, 3], 1: [GOLD_GOLD, 2, 3]}, ghost_ship=True, ghost_in_the_lead="ties count")
    events = round_(ties, {0: FB, 1: GOLD_GOLD}, (1, 1), finish=False)
    assert [list(e.data["path"]) for e in events if e.kind == "move" and e.data["ship"] == 2] == [[0, 1]]
    assert kind(ties) == "combat" and public(ties)["combat"]["attacker"] == 2


def test_ghost_fights_with_the_other_player_deciding_for_it():
    g = new(hands={0: [GOLD_F, 2, 3], 1: [GOLD_GOLD, 2, 3]}, ghost_ship=True)
    # gold 2; the ghost goes 0 -> 2; player 1 sails 0 -> 2 and attacks it
    round_(g, {0: GOLD_F, 1: GOLD_GOLD}, (2, 2), then=["ghost forward"], finish=False)
    assert kind(g) == "combat"  # player 1 has no gunpowder: 0 committed
    g.play("combat 4")
    g.play("combat 6")  # the ghost: 6 + 2 (Lady Beth) against 4
    assert kind(g) == "spoils" and g.to_act == [1]  # the other player decides for the ghost
    assert set(legal(g, 1)) == {"steal hold 1", "steal hold 2", "steal hold 3"}  # never "give curse"
    gold = total(g, 2, "doubloons")
    g.play("steal hold 2", player=1)
    assert total(g, 2, "doubloons") == gold + 3 and total(g, 0, "doubloons") == 2
    conserved(g)


def test_lady_beth_cannot_be_stolen_from_the_ghost():
    g = new(hands={0: [GOLD_F, 2, 3], 1: [GOLD_GOLD, 2, 3]}, ghost_ship=True)
    round_(g, {0: GOLD_F, 1: GOLD_GOLD}, (2, 2), then=["ghost forward", "combat 10", "combat 2"],
           finish=False)
    assert kind(g) == "spoils" and g.to_act == [0]
    assert "steal ladybeth" not in legal(g) and "steal hold 1" in legal(g)


# ---------------------------------------------------------------- treasures, chance, hidden information
def test_morgans_map_gives_a_hand_of_four():
    g = new(hands={0: [FF, 2, 3], 1: [GOLD_GOLD, 2, 3]})
    round_(g, {0: FF, 1: GOLD_GOLD}, (4, 1), then=["treasure map"])
    assert len(seat(g, 0)["hand"]) == 4 and len(seat(g, 1)["hand"]) == 3
    conserved(g)


def test_every_chance_outcome_is_a_step():
    g = new(hands={0: [FF, 2, 3], 1: [GOLD_GOLD, 2, 3]})
    round_(g, {0: FF, 1: GOLD_GOLD}, (4, 1), then=["treasure +3"])
    chance = [step.action.text for step in g.history if step.player == kit.CHANCE]
    assert chance[0] == "roll 4 1" and "treasure +3" in chance
    assert [t.split()[0] for t in chance[-2:]] == ["draw", "draw"]  # the refill, one card each
    assert kind(g) == "roll"


def test_copy_for_resamples_hands_decks_and_unseen_treasures_only():
    g = fight(d=("+7", "map"))
    for p in (0, 1):
        worlds = [g.copy_for(p, random.Random(k)) for k in range(20)]
        for world in worlds:
            assert world.view(p) == g.view(p) and world.log_for(p) == g.log_for(p)
            assert world.legal_actions(p) == g.legal_actions(p)
            conserved(world)
        other = 1 - p
        hands = {tuple(w.view(None)["seats"][other]["hand"]) for w in worlds}
        assert len(hands) > 1
    # player 1 never saw player 2's face-down card: it is redrawn among the unseen ones
    cards = {tuple(w.view(None)["seats"][1]["face_down"]) for w in (g.copy_for(0, random.Random(k))
                                                                    for k in range(40))}
    assert len(cards) > 1 and all(len(c) == 1 and c[0] not in board.POWERS for c in cards)
    assert {tuple(w.view(None)["seats"][1]["face_down"]) for w in (g.copy_for(1, random.Random(k))
                                                                   for k in range(10))} == {("+7",)}


def test_a_curse_given_stays_known_to_the_giver_when_resampled():
    g = fight(a=("-4",), d=("+5",))
    for text in ("gunpowder 0", "combat 10", "gunpowder 0", "combat 2", "give curse"):
        g.play(text)
    worlds = [g.copy_for(0, random.Random(k)) for k in range(30)]
    cards = [w.view(None)["seats"][1]["face_down"] for w in worlds]
    assert all("-4" in c and len(c) == 2 for c in cards)  # player 1 gave it: still known
    assert len({tuple(sorted(c)) for c in cards}) > 1  # the +5 player 1 never saw is redrawn
    for w in worlds:
        assert w.view(None)["public"]["ships"][1]["cursed"] == 1


def test_kit_defaults_follow_one_convention():
    cls = rules.JamaicaGame
    assert all(isinstance(doc, str) for doc in cls.KIT_DEFAULTS.values())
    assert {"ghost_opponent", "port_costs", "distance"} <= set(cls.KIT_DEFAULTS)
    kit_options = {name for name, o in cls.options.items() if o.source == "kit default"}
    assert kit_options == {"ghost_in_the_lead", "reshuffle", "behind_start_score"}
    table = kit.options_table("jamaica")
    kit_rows = (table["source"] == "kit default, not from the rulebook").sum()
    assert kit_rows == len(kit_options) + len(cls.KIT_DEFAULTS)


def test_every_task_and_resumption_type_has_one_handler():
    from typing import get_args

    from kit.games.jamaica.state import Resume, Task
    cls = rules.JamaicaGame
    assert set(cls.TASKS) == set(get_args(Task))
    assert set(cls.RESUME) == set(get_args(Resume))
