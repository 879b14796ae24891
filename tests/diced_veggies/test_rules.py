"""Each rule of Diced Veggies on positions built with chosen chance outcomes."""
from __future__ import annotations

from collections import Counter

import pytest

import kit
from kit.games.diced_veggies import block as B
from tests.diced_veggies.conftest import (
    all_dice,
    block_of,
    cut_taking,
    finish_turn,
    full,
    public,
    seat,
    setup,
    texts,
)


def refused(g, action, player=None):
    before = (g.to_json(), [g.view(v) for v in (None, *g.players)], g.log)
    with pytest.raises(kit.IllegalAction) as err:
        g.play(action, player)
    assert (g.to_json(), [g.view(v) for v in (None, *g.players)], g.log) == before, "refusal is atomic"
    return err.value


# ------------------------------------------------------------------ setup
def test_setup_deals_two_recipes_and_a_hidden_hype_each_and_a_display_of_three():
    g = setup(full(), players=3, recipes={0: ["1", "2"]}, hypes={1: ["20"]}, display=["40", "41", "42"])
    pub = public(g)
    assert pub["display"] == ["40", "41", "42"] and pub["recipe_deck"] == 44 - 9 and pub["hype_deck"] == 31
    assert seat(g, 0)["recipes"] == ["1", "2"] and seat(g, 1)["hypes"] == ["20"]
    assert g.view(0)["seats"][1]["hypes"] == 1  # hidden: its count
    assert g.view(1)["private"]["hypes"] == ["20"]
    assert all(s["chef_token"] for s in g.view(None)["seats"])
    assert len(block_of(g)) == 35 and g.phase == "cut"
    assert "Hype 20" not in " ".join(g.log) and "Hype 20" in " ".join(g.log_for(1))


def test_the_roll_must_use_exactly_the_dice_of_the_frame_and_be_one_piece():
    g = kit.new_game("diced_veggies", players=2, seed=0, chance="manual")
    assert refused(g, "roll " + full().replace("P6", "R6", 1)).rule == "chance"
    assert refused(g, "roll R6 R6 R6").rule == "chance"
    text = full().split()
    holey = " ".join(text[:7]) + " / . " + " ".join(text[7:13]) + " / " + " ".join(text[13:20]) \
        + " / " + " ".join(text[20:27]) + " / " + " ".join(text[27:34]) + " " + text[34]
    assert refused(g, "roll " + holey).rule == "chance"  # 8 cells in the last row
    g.play("roll " + full())
    assert g.to_act == [kit.CHANCE] and g.chance_outcomes()[0][0] == kit.Action("recipe", ("1",))


# -------------------------------------------------------------------- cut
def test_a_cut_of_more_than_ten_pips_is_refused_and_names_the_total():
    g = setup(full("R6", "R5"))
    err = refused(g, "cut top 1|2 1-2")
    assert err.rule == "cut total" and "11 pips" in err.message
    assert "cut top 1|2 1-2" not in texts(g)


def test_a_cut_that_leaves_dice_touching_by_a_corner_only_is_refused_naming_them():
    g = setup(full("G2", "G2"))
    g.play("cut top 1|2 2")
    finish_turn(g)
    err = refused(g, "cut left 1|2 2", 1)  # the die below the corner one: row 2, column 1
    assert err.rule == "one piece" and "G2 at row 1, column 1" in err.message
    assert "corner" in err.message


def test_a_cut_that_splits_the_block_is_refused_naming_the_dice_cut_off():
    g = setup(full("G2", "G2", fill=2))
    g.play("cut top 4|5 2")  # column 2, rows 1 to 4: the last die of column 2 holds column 1 on
    finish_turn(g)
    err = refused(g, "cut bottom 4|5 2", 1)
    assert err.rule == "one piece"
    for row in range(1, 6):
        assert f"at row {row}, column 1" in err.message


def test_legal_cuts_are_exactly_the_cut_actions_and_each_is_legal():
    g = setup(full("R2", "O3", "Y4", "G2", "P5", "R3", "O2", fill=3))
    cuts = [str(a) for a in g.legal_cuts()]
    assert cuts == [t for t in texts(g) if t.startswith("cut")]
    block = block_of(g)
    for text in cuts:
        assert B.check_cut(block, B.cut_cells(block, B.parse_cut(text.split()[1:]))) is None
    assert len(cuts) == len(B.legal_cuts(block))


def test_a_cut_named_by_a_wider_span_plays_as_the_same_cut():
    g = setup(full("R2", "O3"))
    events = g.play("cut top 1|2 1-2")
    assert "red 2, orange 3" in str(events[0]) and seat(g, 0)["dice"] == ["R2", "O3"]
    assert g.history[-1].action == kit.Action("cut", ("top", "1|2", "1-2"))


def test_the_cut_moves_the_dice_to_the_cutter_and_cooking_follows():
    g = setup(full("R2", "O3"))
    g.play(cut_taking(g, "R2", "O3"))
    assert g.phase == "cook" and seat(g, 0)["dice"] == ["R2", "O3"] and len(block_of(g)) == 33


def solo_all_twos():
    return setup(" ".join(f"{k}2" for k in B.LETTERS for _ in range(7)), players=1)


def test_restock_is_offered_when_a_type_is_missing_and_a_small_block_is_taken_whole():
    g = solo_all_twos()
    discard_phase = False
    while public(g)["block_pips"] > 10:
        present = {d[0] for d in block_of(g).values()}
        assert ("restock" in texts(g)) == (len(present) < 5)
        cuts = g.legal_cuts()
        block = block_of(g)
        best = max(cuts, key=lambda a: len(B.cut_cells(block, B.parse_cut(a.args))))
        g.play(best)
        g.play("done")
        g.play("draw recipe")
        g.play(str(g.chance_outcomes()[0][0]))
        while g.phase == "discard":
            discard_phase = True
            options = texts(g)
            assert all(t.startswith("discard") for t in options)
            g.play(options[0])
        assert len(seat(g, 0)["dice"]) <= 8 and len(seat(g, 0)["recipes"]) <= 2
    assert discard_phase
    assert [t for t in texts(g) if t != "restock"] == ["take all"]
    assert refused(g, "cut top 1|2 1").rule in ("take the whole block", "one piece", "cut total")
    g.play("take all")
    assert block_of(g) == {}
    frame = dict(public(g)["frame"])
    finish_turn(g)
    # the block is empty: the next turn must restock; the frame's dice are rolled
    assert g.to_act == [kit.CHANCE] and g.phase == "cut"
    rolled = " ".join(f"{k}3" for k, n in public(g)["frame"].items() for _ in range(n))
    assert sum(public(g)["frame"].values()) >= sum(frame.values())
    g.play("roll " + rolled)
    assert public(g)["frame"] == {} and len(block_of(g)) == len(rolled.split())
    assert all_dice(g.view(None)) == Counter({k: 7 for k in B.LETTERS})


def test_restocking_by_choice_returns_chef_tokens_and_rolls_block_and_frame():
    g = setup(full("R2", "R2", "R2", "R2", "R2"), players=2)
    g.play("cut top 1|2 1-5")  # all seven red dice? no: five of them, 10 pips
    g.play("chef R2 G")
    finish_turn(g)
    assert not seat(g, 0)["chef_token"]
    g.play(cut_taking(g, "R6"), 1)  # the last two reds: one each turn
    finish_turn(g)
    g.play(cut_taking(g, "R6"), 0)
    finish_turn(g)
    assert "R" not in {d[0] for d in block_of(g).values()} and "restock" in texts(g, 1)
    spent = sum(public(g)["frame"].values())
    on_block = len(block_of(g))
    g.play("restock", 1)
    assert g.to_act == [kit.CHANCE] and seat(g, 0)["chef_token"]
    assert sum(public(g)["frame"].values()) == spent + on_block
    letters = [k for k, n in public(g)["frame"].items() for _ in range(n)]
    g.play("roll " + " ".join(f"{k}4" for k in letters))
    assert g.to_act == [1] and g.phase == "cut" and "restock" not in texts(g, 1)


# ------------------------------------------------------------------- cook
def test_cooking_a_recipe_spends_exactly_its_ingredients_into_the_frame():
    g = setup(full("G2", "G3"), recipes={0: ["1", "2"]})
    g.play("cut top 1|2 1-2")
    assert "cook 1 G2 G3" in texts(g) and not any(t.startswith("cook 2") for t in texts(g))
    assert refused(g, "cook 1 G3 G2").rule == "word order"  # one text for one cook
    g.play("cook 1 g2 g3")  # case is forgiven
    assert g.history[-1].action.text == "cook 1 G2 G3"
    g.undo()
    g.play("cook 1 G2 G3")
    assert seat(g, 0)["cooked"] == [["1", None]] and seat(g, 0)["recipes"] == ["2"]
    assert seat(g, 0)["dice"] == [] and public(g)["frame"] == {"G": 2} and g.scores() == [2, 0]
    assert refused(g, "cook 2 Y3 G4").rule == "cook"


def test_cooking_is_optional_and_several_recipes_may_be_cooked_in_a_turn():
    g = setup(full("G2", "G3", "O2", "O2"), recipes={0: ["1", "6"]})
    g.play("cut top 1|2 1-4")
    g.play("cook 1 G2 G3")
    g.play("cook 6 O2 O2")
    assert g.scores() == [4, 0] and [r for r, _ in seat(g, 0)["cooked"]] == ["1", "6"]
    g2 = setup(full("G2", "G3"), recipes={0: ["1", "2"]})
    g2.play("cut top 1|2 1-2")
    finish_turn(g2)
    assert seat(g2, 0)["dice"] == ["G2", "G3"] and g2.scores() == [0, 0]


def test_a_sequence_hype_goes_with_a_recipe_whose_dice_are_consecutive():
    g = setup(full("Y3", "G4"), recipes={0: ["2", "5"]}, hypes={0: ["13"]})
    g.play("cut top 1|2 1-2")
    assert "cook 2 Y3 G4 hype 13" in texts(g)
    g.play("cook 2 Y3 G4 hype 13")
    assert seat(g, 0)["cooked"] == [["2", "13"]] and g.scores() == [4, 0]
    assert g.view(1)["seats"][0]["hypes"] == 0


def test_a_hype_whose_requirement_is_not_met_is_refused():
    g = setup(full("Y3", "G5"), recipes={0: ["2", "5"]}, hypes={0: ["13"]})
    g.play("cut top 1|2 1-2")
    err = refused(g, "cook 2 Y3 G5 hype 13")
    assert err.rule == "hype" and "consecutive" in err.message


def test_a_double_hype_needs_two_dice_per_ingredient_and_doubles_the_recipe():
    g = setup(full("G2", "G2", "G2", "G2"), recipes={0: ["1", "2"]}, hypes={0: ["24"]})
    g.play("cut top 1|2 1-4")
    assert "cook 1 G2 G2 G2 G2 hype 24" in texts(g) and "cook 1 G2 G2 hype 24" not in texts(g)
    g.play("cook 1 G2 G2 G2 G2 hype 24")
    assert g.scores() == [4, 0] and public(g)["frame"] == {"G": 4}


def test_a_sum_hype_needs_exactly_19_pips_over_two_turns_of_cutting():
    g = setup(full("R6", "O4", "Y5", "G4"), players=1, recipes={0: ["24", "1"]}, hypes={0: ["1"]})
    g.play("cut top 1|2 1-2")
    finish_turn(g)
    g.play("cut top 1|2 3-4")
    assert "cook 24 R6 O4 Y5 G4 hype 1" in texts(g)
    g.play("cook 24 R6 O4 Y5 G4 hype 1")
    assert g.scores() == [7]


def test_the_chef_token_changes_a_dies_type_or_number_once_until_a_restock():
    g = setup(full("R2", "G3"), recipes={0: ["1", "2"]})
    g.play("cut top 1|2 1-2")
    g.play("chef R2 G")
    assert seat(g, 0)["dice"] == ["G2", "G3"] and seat(g, 0)["held"] == [["R", "G2"], ["G", "G3"]]
    assert not seat(g, 0)["chef_token"] and not any(t.startswith("chef") for t in texts(g))
    assert refused(g, "chef G3 6").rule == "chef token"
    g.play("cook 1 G2 G3")
    assert public(g)["frame"] == {"R": 1, "G": 1}, "a changed die goes back as its own colour"
    g2 = setup(full("Y3", "G6"), recipes={0: ["2", "1"]}, hypes={0: ["13"]})
    g2.play("cut top 1|2 1-2")
    assert not any(t.startswith("cook 2 Y3 G6 hype") for t in texts(g2))
    g2.play("chef G6 4")
    g2.play("cook 2 Y3 G4 hype 13")
    assert g2.scores() == [4, 0]


def test_the_chef_token_is_not_for_the_cut_or_the_card_step():
    g = setup(full("R2", "G3"))
    assert refused(g, "chef R2 G").rule == "turn order"


# ------------------------------------------------------------------- card
def test_taking_a_display_recipe_refills_the_display_from_the_deck():
    g = setup(full("R2"), display=["40", "41", "42"])
    g.play("cut top 1|2 1")
    g.play("done")
    assert texts(g) == ["draw hype", "draw recipe", "take 40", "take 41", "take 42"]
    g.play("take 41")
    assert g.to_act == [kit.CHANCE] and "41" in seat(g, 0)["recipes"]
    g.play("recipe 30")
    assert public(g)["display"] == ["30", "40", "42"]
    assert g.phase == "discard" and texts(g)[0].startswith("discard recipe")  # three recipes in hand


def test_a_hype_drawn_is_seen_by_its_drawer_only():
    g = setup(full("R2"), hypes={0: ["1"], 1: ["2"]})
    g.play("cut top 1|2 1")
    g.play("done")
    g.play("draw hype")
    g.play("hype 20")
    assert g.view(0)["private"]["hypes"] == ["1", "20"] and g.view(1)["seats"][0]["hypes"] == 2
    assert "Hype 20" not in " ".join(g.log) and "Hype 20" in " ".join(g.log_for(0))
    assert "Hype 20" not in " ".join(g.log_for(1))
    assert g.to_act == [1]  # two Hypes are within the limit


def test_over_the_limits_the_turn_ends_with_discards_of_the_players_choice():
    g = setup(full("R2", "R2", "R2", "R2", "R2", fill=2), players=1)
    g.play("cut top 1|2 1-5")
    finish_turn(g, "draw hype", "hype 5")
    g.play("cut top 1|2 6-7")
    g.play("done")
    g.play("draw hype")
    g.play("hype 6")
    # five dice, then two more: 7 dice, 3 Hypes: only the Hype is over its limit
    assert g.phase == "discard" and texts(g) == ["discard hype 1", "discard hype 5", "discard hype 6"]
    assert refused(g, "discard die R2").rule == "limits"
    g.play("discard hype 5")
    assert g.phase == "cut" and public(g)["hype_discard"] == ["5"]


# -------------------------------------------------------------------- end
SIX = ["G2", "G2", "Y2", "G2", "P2", "P2", "R2",   # recipes 1 GG, 2 YG, 3 PP from row 1
       "R2", "Y2", "O2", "Y2", "O2", "O2", "R2"]   # recipes 4 RY, 5 OY, 6 OO from row 2


def cook_six(g, cutter: int, others=()):
    """The cutter cooks recipes 1 to 6, one a turn; the other seats cut a die and pass."""
    order = [("1", "G2 G2"), ("2", "Y2 G2"), ("3", "P2 P2"), ("4", "R2 Y2"), ("5", "O2 Y2"), ("6", "O2 O2")]
    spans = ["top 1|2 1-2", "top 1|2 3-4", "top 1|2 5-6", "top 2|3 1-2", "top 2|3 3-4", "top 2|3 5-6"]
    nxt = 3
    for (recipe, dice), span in zip(order, spans):
        g.play(f"cut {span}", cutter)
        g.play(f"cook {recipe} {dice}", cutter)
        finish_turn(g, "draw recipe", f"recipe {nxt}")
        nxt += 1
        if public(g)["trigger"] is not None:
            return
        for p in others:
            if g.to_act != [p]:
                break
            g.play(g.legal_cuts()[-1], p)
            finish_turn(g, "draw hype")


def test_solo_ends_after_the_sixth_recipe_with_a_final_cooking_turn_and_the_chart():
    g = setup(full(*SIX), players=1, recipes={0: ["1", "2"]}, display=["40", "41", "42"])
    cook_six(g, 0)
    assert g.phase == "final" and g.to_act == [0] and not g.over
    assert texts(g)[-1] == "done"
    g.play("done")
    assert g.over and g.scores() == [12]
    assert public(g)["solo_rating"] == "Technique needs some sharpening"
    assert "12 points" in g.log[-1]


def test_after_the_sixth_recipe_every_other_player_has_one_more_turn_then_all_cook_once():
    g = setup(full(*SIX), players=3, recipes={0: ["1", "2"], 1: ["30", "31"], 2: ["32", "33"]},
              display=["40", "41", "42"])
    cook_six(g, 0, others=(1, 2))
    assert public(g)["trigger"] == 0 and g.phase == "cut" and g.to_act == [1]
    g.play(g.legal_cuts()[-1], 1)
    finish_turn(g, "draw hype")
    assert g.to_act == [2] and g.phase == "cut"
    g.play(g.legal_cuts()[-1], 2)
    finish_turn(g, "draw hype")
    assert g.phase == "final" and g.to_act == [0]
    assert not any(t.startswith("cut") or t.startswith("draw") for t in texts(g))
    for p in (0, 1, 2):
        assert g.to_act == [p]
        g.play("done", p)
    assert g.over and g.scores()[0] == 12 and g.winners() == [0]


def test_a_tie_shares_the_victory():
    # turn by turn: chef 1 cooks recipes 1-6 (2 points each), chef 2 recipes 7-11, the first
    # with a sequence Hype (+2): 12 points each
    turns = [(0, "1", "G2 G2"), (1, "7", "R2 O3"), (0, "2", "Y2 G2"), (1, "8", "O2 P2"),
             (0, "3", "P2 P2"), (1, "9", "O2 G2"), (0, "4", "R2 Y2"), (1, "10", "G2 P2"),
             (0, "5", "O2 Y2"), (1, "11", "Y2 P2"), (0, "6", "O2 O2")]
    rows = [[], [], [], []]
    for k, (_, _, dice) in enumerate(turns):
        rows[k // 3] += dice.split()
    first = []
    for row in rows:
        first += row + [None] * (7 - len(row))
    left = Counter({k: 7 for k in B.LETTERS}) - Counter(d[0] for d in first if d)
    spare = iter(sorted(left.elements(), key="ROYGP".index))
    cells = [d if d else f"{next(spare)}6" for d in first] + [f"{k}6" for k in spare]
    g = setup(" ".join(cells), players=2, recipes={0: ["1", "2"], 1: ["7", "8"]}, hypes={1: ["13"]},
              display=["40", "41", "42"])
    draws = {0: iter(["3", "4", "5", "6"]), 1: iter(["9", "10", "11"])}
    for k, (p, recipe, dice) in enumerate(turns):
        row, pair = divmod(k, 3)
        g.play(f"cut top {row + 1}|{row + 2} {2 * pair + 1}-{2 * pair + 2}", p)
        g.play(f"cook {recipe} {dice}" + (" hype 13" if recipe == "7" else ""), p)
        card = next(draws[p], None)
        finish_turn(g, "draw recipe" if card else "draw hype", f"recipe {card}" if card else None)
    assert g.scores() == [12, 12] and g.to_act == [1] and public(g)["trigger"] == 0
    g.play(g.legal_cuts()[0], 1)  # chef 2's one more turn: no cooking
    finish_turn(g, "draw hype")
    g.play("done", 0)
    g.play("done", 1)
    assert g.over and g.winners() == [0, 1]
    assert "share the victory with 12 points each" in g.log[-1]
