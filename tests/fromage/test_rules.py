"""Fromage rules, each on a position built with chosen chance outcomes.

The layout in most tests is ``festival villes bistro fromagerie`` (quadrants 1 to 4). With
two players, seat 1 sits at the bottom (it faces quadrant 1 first, then 4, 3, 2 as the
board turns clockwise) and seat 2 at the top (quadrant 3 first, then 2, 1, 4).
"""
from __future__ import annotations

import random

import pytest

import kit
from kit.games.fromage.board import GATHER, SCORING, SPACES, SPACES_OF
from tests.fromage.conftest import public, refusal, seat, setup, texts, turn


# ------------------------------------------------------------------ the board
def test_setup_is_a_chance_step_over_the_24_orders_of_the_venues():
    g = kit.new_game("fromage", players=2, seed=0, chance="manual")
    assert g.to_act == [kit.CHANCE]
    outcomes = g.chance_outcomes()
    assert len(outcomes) == 24 and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    g.play("layout villes bistro fromagerie festival")
    assert public(g)["layout"] == ["villes", "bistro", "fromagerie", "festival"]


@pytest.mark.parametrize("players, facing", [
    (1, ["festival"]), (2, ["festival", "bistro"]), (3, ["festival", "villes", "bistro"]),
    (4, ["festival", "villes", "bistro", "fromagerie"])])
def test_every_seat_faces_its_own_quadrant(players, facing):
    g = setup(players)
    assert public(g)["facing"] == facing
    assert g.to_act == list(range(players))


def test_the_board_turns_clockwise_one_quadrant_a_turn():
    g = setup(2)
    seen = [public(g)["facing"]]
    for _ in range(4):
        turn(g)
        seen.append(public(g)["facing"])
    assert seen == [["festival", "bistro"], ["fromagerie", "villes"], ["bistro", "festival"],
                    ["villes", "fromagerie"], ["festival", "bistro"]]
    # the quadrant at the bottom (position 0) goes to the left (position 1): clockwise
    assert public(g)["turn"] == 5


def test_a_seat_acts_only_on_the_quadrant_facing_it():
    g = setup(2)
    assert all(GATHER.get(a.args[0]) is None or GATHER[a.args[0]].venue == "festival"
               for a in g.legal_actions(0) if a.name == "gather")
    assert refusal(g, 0, "gather bistro-livestock1 soft") == "facing quadrant"
    assert refusal(g, 0, "cheese bistro-1") == "facing quadrant"


# ------------------------------------------------------------ simultaneous turns
def test_choices_are_hidden_until_everyone_has_chosen():
    g = setup(3)
    g.play("gather festival-livestock2 soft", 0)
    assert g.to_act == [1, 2]
    for viewer in (1, 2):
        view = g.view(viewer)
        assert view["seats"][0]["choice"] is None and view["seats"][0]["chosen"] is True
        assert "festival-livestock2" not in str(view)
    assert g.view(0)["seats"][0]["choice"] == "gather festival-livestock2 soft"
    assert g.view(None)["seats"][0]["choice"] == "gather festival-livestock2 soft"
    assert g.log[-1] == "player 1: chooses in secret"
    assert g.log_for(0)[-1] == ("player 1: chooses in secret: gather 2 livestock at the Festival with the "
                                "soft worker")
    assert seat(g, 0)["livestock"] == 2  # nothing carried out before the reveal
    g.play("pass", 2)
    assert g.to_act == [1]
    events = turn(g, None, "gather villes-structure1 hard")
    assert "player 1 gathers 2 livestock at the Festival with the soft worker" in events
    assert "player 2 gathers 1 structure at the Villes with the hard worker" in events
    assert seat(g, 0)["livestock"] == 4 and seat(g, 1)["structures"] == 1
    assert public(g)["last_choices"][0] == "gather festival-livestock2 soft"


def test_a_seat_chooses_once_a_turn():
    g = setup(2)
    g.play("pass", 0)
    assert refusal(g, 0, "pass") == "turn order"
    assert g.legal_actions(0) == []


def test_a_seat_with_no_free_worker_passes_by_itself():
    g = setup(1, layout="festival villes bistro fromagerie")
    # turn 1: 3 livestock (worker away 3 turns) and a gold cheese? Festival 7 is blue, gold
    turn(g, "gather festival-livestock3 soft cheese festival-7")
    # turn 2 (Fromagerie): the hard worker makes a silver cheese (away 2 turns)
    turn(g, "cheese fromagerie-5")
    # turn 3: every worker is away: the game passes for the seat and turns the board
    assert public(g)["turn"] == 4
    assert any("passes (no worker free)" in line for line in g.log_for(None))


# ------------------------------------------------------------------- workers
@pytest.mark.parametrize("amount", [1, 2, 3])
def test_a_gatherer_comes_back_after_as_many_turns_as_it_took(amount):
    g = setup(1)
    turn(g, f"gather festival-fruit{amount} hard")
    assert seat(g, 0)["fruit"] == 1 + amount
    while seat(g, 0)["workers"]["hard"] is not None:
        assert not any(a.name == "gather" and a.args[1] == "hard" for a in g.legal_actions(0))
        turn(g)
    assert public(g)["turn"] == 1 + amount  # away for turns 2 .. amount, back at turn 1 + amount


@pytest.mark.parametrize("space, grade, turns", [
    ("festival-3", "bronze", 1), ("festival-6", "silver", 2), ("festival-10", "gold", 3)])
def test_a_cheesemaker_comes_back_after_1_2_or_3_turns_by_grade(space, grade, turns):
    assert SPACES[space].grade == grade and SPACES[space].type == "hard"
    g = setup(1)
    turn(g, f"cheese {space}")
    back = None
    for _ in range(1, 6):
        if seat(g, 0)["workers"]["hard"] is None:
            back = public(g)["turn"] - 1
            break
        turn(g)
    assert back == turns


def test_a_worker_on_a_gather_spot_blocks_it_until_it_comes_back():
    g = setup(2)
    turn(g, "gather festival-livestock3 soft")
    turn(g)
    # turn 3: the Festival faces seat 2; seat 1's worker still stands on 3 livestock
    assert public(g)["facing"][1] == "festival"
    assert "gather festival-livestock3 soft" not in texts(g, 1)
    assert refusal(g, 1, "gather festival-livestock3 blue") == "spot taken"
    assert "gather festival-livestock2 blue" in texts(g, 1)
    on_board = public(g)["workers_on_board"]
    assert on_board["festival-livestock3"] == {"owner": 0, "worker": "soft", "turns_left": 1}


def test_gathering_any_worker_type_and_one_worker_per_action():
    g = setup(1)
    gathers = {a.args[1] for a in g.legal_actions(0) if a.name == "gather"}
    assert gathers == {"soft", "hard", "blue"}
    # festival-1 is a soft space: the soft worker cannot also gather
    assert refusal(g, 0, "gather festival-fruit1 soft cheese festival-1") == "one worker each"
    g.play("gather festival-fruit1 hard cheese festival-1", 0)


# ---------------------------------------------------------------- make cheese
def test_making_cheese_needs_the_matching_worker():
    g = setup(1)
    turn(g, "cheese festival-10")  # hard, gold: the hard worker is away 3 turns
    turn(g)  # Fromagerie
    assert public(g)["facing"] == ["bistro"]
    hard = [s.id for s in SPACES_OF["bistro"] if s.type == "hard"]
    assert not any(a.name == "cheese" and a.args[0] in hard for a in g.legal_actions(0))
    assert refusal(g, 0, f"cheese {hard[0]}") == "matching worker"


def test_a_cheese_token_blocks_the_space_for_the_rest_of_the_game():
    g = setup(2)
    events = turn(g, "cheese festival-3")
    assert any("makes a hard cheese at Festival 3" in e for e in events)
    assert public(g)["cheese"]["festival-3"] == {"owner": 0, "age": 1}
    assert seat(g, 0)["tokens"] == 14 and seat(g, 0)["livestock"] == 1
    turn(g)
    assert public(g)["facing"][1] == "festival"
    assert "cheese festival-3" not in texts(g, 1)
    assert refusal(g, 1, "cheese festival-3") == "space blocked"
    turn(g)
    turn(g)
    assert public(g)["facing"][0] == "festival"
    assert refusal(g, 0, "cheese festival-3") == "space blocked"
    assert public(g)["cheese"]["festival-3"]["age"] == 4  # the cheese ages a turn each rotation


def test_making_cheese_uses_a_livestock():
    g = setup(1)
    turn(g, "cheese festival-3")  # livestock 2 -> 1
    turn(g, "cheese fromagerie-1")  # soft; the Fromagerie customer gives a livestock back
    assert seat(g, 0)["livestock"] == 1
    turn(g, "cheese bistro-2")  # blue -> 0
    assert seat(g, 0)["livestock"] == 0
    turn(g)  # Villes; then Festival again, no livestock: no cheese without gathering it
    assert not any(a.name == "cheese" for a in g.legal_actions(0))
    assert refusal(g, 0, "cheese festival-4") == "cheese cost"
    assert "gather festival-livestock1 blue cheese festival-4" in texts(g, 0)


def test_fruit_and_jam_spaces_need_a_fruit_moved_to_the_piles():
    g = setup(1)
    turn(g, "gather festival-livestock3 hard cheese festival-1")  # fruit space, soft
    assert seat(g, 0)["fruit"] == 0 and seat(g, 0)["fruited"] == 1
    turn(g)
    turn(g)
    turn(g)
    # Festival again: festival-5 is a jam space (blue); no fruit left
    assert refusal(g, 0, "cheese festival-5") == "fruit needed"
    turn(g, "gather festival-fruit1 soft cheese festival-5")
    assert seat(g, 0)["fruit"] == 0 and seat(g, 0)["jam"] == 1
    assert public(g)["score_parts"][0]["fruit"] == 1 * 1


def test_the_fromagerie_customer_gives_a_resource():
    g = setup(1, layout="fromagerie festival villes bistro")
    events = turn(g, "cheese fromagerie-2")  # hard, gift fruit
    assert any("the customer gives 1 fruit" in e for e in events)
    assert seat(g, 0)["fruit"] == 2 and seat(g, 0)["livestock"] == 1


# ------------------------------------------------------------------ orders
def test_orders_are_chance_draws_for_the_gatherer_and_score_when_completed():
    g = setup(1, layout="villes festival bistro fromagerie")
    g.play("gather villes-order2 soft", 0)
    assert g.to_act == [kit.CHANCE]
    outcomes = g.chance_outcomes()
    assert len(outcomes) == 12 and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    g.play("order hard-villes")
    g.play("order blue-festival")
    assert seat(g, 0)["orders"] == ["blue-festival", "hard-villes"]
    assert public(g)["deck_size"] == 22 and public(g)["deck"]["hard-villes"] == 1
    assert public(g)["score_parts"][0]["orders"] == 0
    # the orders row is a row of resources: 2 open orders + 2 livestock + 1 fruit = 5 unused
    assert public(g)["score_parts"][0]["unused"] == 5 // SCORING["unused_resources_per_point"]
    turn(g)  # fromagerie
    turn(g)  # bistro
    turn(g, "cheese festival-2")  # blue, silver
    assert seat(g, 0)["completed_orders"] == 1
    assert public(g)["score_parts"][0]["orders"] == SCORING["orders_chart"][1]
    # 1 open order + 1 livestock (one made the cheese) + 1 fruit = 3 unused
    assert public(g)["score_parts"][0]["unused"] == 3 // SCORING["unused_resources_per_point"]


def test_orders_spots_need_cards_left_in_the_deck():
    g = setup(1, layout="villes festival bistro fromagerie", turn_limit=200)
    cards = [c for c in sorted(public(g)["deck"]) for _ in range(2)]
    while public(g)["deck_size"] > 2:
        if public(g)["facing"][0] == "villes" and seat(g, 0)["workers"]["soft"] is None:
            take = min(3, public(g)["deck_size"] - 2)
            turn(g, f"gather villes-order{take} soft", orders=[cards.pop() for _ in range(take)])
        else:
            turn(g)
    while public(g)["facing"][0] != "villes" or seat(g, 0)["workers"]["soft"] is not None:
        turn(g)
    assert "gather villes-order3 soft" not in texts(g, 0)
    assert refusal(g, 0, "gather villes-order3 soft") == "order deck"
    assert "gather villes-order2 soft" in texts(g, 0)


# -------------------------------------------------------------- structures
def test_structures_fill_the_row_then_count_as_unused_resources():
    g = setup(1, layout="bistro festival villes fromagerie")
    turn(g, "gather bistro-structure3 soft")
    assert seat(g, 0)["structures"] == 3 and public(g)["score_parts"][0]["structures"] == 6
    for _ in range(3):
        turn(g)
    turn(g, "gather bistro-structure2 soft")
    assert seat(g, 0)["structures"] == 4 and seat(g, 0)["spare_structures"] == 1
    assert public(g)["score_parts"][0]["structures"] == 10
    # 2 livestock + 1 fruit + 1 spare structure = 4 unused resources = 2 points
    assert public(g)["score_parts"][0]["unused"] == 2


# ---------------------------------------------------------------- venues
def test_festival_scores_connected_groups_and_grade_bonus():
    g = setup(1, turn_limit=200)
    # festival-3 (0,2) hard bronze; festival-4 (0,3) soft silver: a group of 2 -> 3 + 1
    turn(g, "gather festival-livestock3 blue cheese festival-3")
    for _ in range(3):
        turn(g)
    turn(g, "cheese festival-4")
    assert public(g)["score_parts"][0]["festival"] == 3 + 1
    for _ in range(3):
        turn(g)
    # festival-18 (4,2) blue bronze, apart: a group of 1 -> 1
    turn(g, "cheese festival-18")
    assert public(g)["score_parts"][0]["festival"] == 3 + 1 + 1


def test_villes_majorities_with_ties_taking_the_lower_value():
    g = setup(2, layout="villes festival bistro fromagerie", turn_limit=200)
    # seat 1 faces the Villes on turns 1, 5, 9; seat 2 (opposite) on turns 3, 7
    turn(g, "gather villes-structure1 blue cheese villes-1")  # hard, region A
    parts = public(g)["score_parts"]
    assert parts[0]["villes"] == 4 and parts[1]["villes"] == 0
    turn(g)
    turn(g, None, "gather villes-structure1 blue cheese villes-7")  # hard, regions A and B
    parts = public(g)["score_parts"]
    # A: tied 1-1, both take the second value 2; B: seat 2 alone, 4
    assert parts[0]["villes"] == 2 and parts[1]["villes"] == 2 + 4


def test_bistro_cheese_scores_more_for_each_full_table():
    g = setup(1, layout="bistro festival villes fromagerie", turn_limit=200)
    turn(g, "gather bistro-livestock3 soft cheese bistro-1")  # hard, table 1
    assert public(g)["score_parts"][0]["bistro"] == 1
    for _ in range(3):
        turn(g)
    turn(g, "cheese bistro-2")  # blue, table 1 now full: 2 cheeses x (1 + 1)
    assert public(g)["score_parts"][0]["bistro"] == 4
    for _ in range(3):
        turn(g)
    turn(g, "cheese bistro-3")  # soft, table 2: 3 cheeses x 2
    assert public(g)["score_parts"][0]["bistro"] == 6


def test_fromagerie_scores_grade_values():
    g = setup(1, layout="fromagerie festival villes bistro", turn_limit=200)
    turn(g, "cheese fromagerie-11")  # hard gold, fruit; gift livestock
    assert public(g)["score_parts"][0]["fromagerie"] == 3
    for _ in range(3):
        turn(g)
    turn(g, "cheese fromagerie-1")  # soft bronze
    assert public(g)["score_parts"][0]["fromagerie"] == 4


# --------------------------------------------------------------------- end
def test_placing_the_last_token_ends_the_game_after_that_turn():
    g = setup(2, layout="festival villes bistro fromagerie", tokens=3)
    turn(g, "gather festival-livestock1 soft cheese festival-3",
         "gather bistro-livestock1 soft cheese bistro-1")
    turn(g, "cheese fromagerie-1", "cheese villes-2")
    assert not g.over
    # turn 3: seat 1 at the Bistro places its third and last token; seat 2 still acts
    g.play("gather bistro-livestock1 hard cheese bistro-2", 0)
    assert not g.over
    events = turn(g, None, "gather festival-fruit1 blue")
    assert g.over and public(g)["ended_by"] == "last cheese token" and public(g)["trigger"] == 0
    assert any("gathers 1 fruit at the Festival" in e for e in events)
    assert seat(g, 0)["tokens"] == 0


def test_tie_break_more_cheese_made_then_shared():
    g = setup(2, layout="bistro festival fromagerie villes", turn_limit=10)
    # seat 1 makes one cheese (1 Bistro point + (1 livestock + 1 fruit) / 2 = 2);
    # seat 2 gathers a fruit ((2 livestock + 2 fruit) / 2 = 2)
    turn(g, "cheese bistro-2", "gather fromagerie-fruit1 soft")
    while not g.over:
        turn(g)
    assert g.scores() == [2, 2] and public(g)["ended_by"] == "turn limit"
    assert g.winners() == [0]
    g2 = setup(2, turn_limit=10)
    while not g2.over:
        turn(g2)
    assert g2.scores() == [1, 1] and g2.winners() == [0, 1]


def test_the_game_ends_at_the_turn_limit():
    g = setup(3, turn_limit=10)
    for _ in range(10):
        assert not g.over
        turn(g)
    assert g.over and public(g)["ended_by"] == "turn limit" and public(g)["turn"] == 10


# ------------------------------------------------------------------ hiding
def test_copy_for_redraws_the_other_seats_choices_and_keeps_ones_own():
    g = setup(3)
    open_to_first = set(texts(g, 0))
    g.play("gather festival-livestock2 soft", 0)
    g.play("gather villes-order3 hard", 1)
    rng = random.Random(5)
    seen = set()
    for _ in range(30):
        c = g.copy_for(2, rng)
        assert c.view(2) == g.view(2) and c.log_for(2) == g.log_for(2)
        seen.add(c.view(None)["seats"][0]["choice"])
        assert c.view(None)["seats"][0]["choice"] in open_to_first
    assert len(seen) > 1
    mine = g.copy_for(0, rng)
    assert mine.view(None)["seats"][0]["choice"] == "gather festival-livestock2 soft"


def test_illegal_words_name_the_rule():
    g = setup(2)
    assert refusal(g, 0, "gather nowhere soft") == "no such spot"
    assert refusal(g, 0, "gather festival-fruit1 purple") == "no such worker"
    assert refusal(g, 0, "cheese festival-99") == "no such space"
    assert refusal(g, 0, "dance") == "action syntax"


def test_order_draws_after_the_reveal_go_in_seat_order():
    g = setup(2, layout="villes festival fromagerie bistro")
    assert public(g)["facing"] == ["villes", "fromagerie"]
    g.play("gather villes-order2 soft", 0)
    g.play("gather fromagerie-order1 soft", 1)
    assert g.to_act == [kit.CHANCE] and public(g)["orders_to_draw"] == [0, 0, 1]
    for card in ("blue-villes", "hard-bistro", "soft-festival"):
        g.play(f"order {card}")
    assert seat(g, 0)["orders"] == ["blue-villes", "hard-bistro"]
    assert seat(g, 1)["orders"] == ["soft-festival"]
    assert public(g)["turn"] == 2 and g.to_act == [0, 1]
    assert "  player 1 takes the order for a blue cheese in the Villes" in g.log


def test_a_secret_choice_leaves_no_trace_for_the_others_in_views_logs_boards_or_copies():
    from kit.games.fromage.draw import view_svg

    g, twin = setup(3), setup(3)
    g.play("gather festival-livestock2 soft cheese festival-7", 0)
    twin.play("cheese festival-1", 0)  # another choice: the others must not tell them apart
    secret = ("festival-livestock2", "2 livestock", "festival-7", "Festival 7")
    for viewer in (1, 2):
        assert g.view(viewer) == twin.view(viewer)
        assert g.log_for(viewer) == twin.log_for(viewer)
        assert view_svg(g.view(viewer)) == view_svg(twin.view(viewer))
        shown = list(g.log_for(viewer))
        rng = random.Random(viewer)
        for _ in range(20):
            c = g.copy_for(viewer, rng)
            shown += [*c.log_for(None), *c.log_for(viewer), *(str(step) for step in c.history)]
            assert c.view(viewer) == g.view(viewer)
        assert not any(word in text for text in shown for word in secret), viewer
    # the chooser and the teacher see it; once everyone has chosen, everyone does
    assert g.view(0) != twin.view(0) and g.view(None) != twin.view(None)
    events = turn(g, None, "pass", "pass")
    assert any("gathers 2 livestock at the Festival" in e for e in events)
    assert all("festival-7" in g.view(v)["public"]["cheese"] for v in (1, 2))
