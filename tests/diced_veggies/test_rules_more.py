"""More rules of Diced Veggies, on positions built with chosen chance outcomes: a deck that
runs out is refilled from its discards, the dice limit, one Hype per Recipe, restocking only
at the start of a turn, the Chef token in the final cooking turn, and the solo chart's lines."""
from __future__ import annotations

import pytest

from kit.games.diced_veggies import block as B
from kit.games.diced_veggies.rules import solo_rating
from tests.diced_veggies.conftest import block_of, finish_turn, full, public, seat, setup, texts
from tests.diced_veggies.test_rules import SIX, cook_six, refused


def one_turn(g, card: str) -> None:
    """A solo turn: the first legal cut (or the whole block), no cooking, ``card``, the
    first-named chance outcomes, then discard the oldest card over the limit."""
    while g.at_chance:  # a forced restock: the engine rolls the new block
        g.roll()
    if g.phase == "cut":
        actions = texts(g)
        g.play(next(a for a in actions if a.startswith("cut") or a in ("take all", "skip")))
    g.play("done")
    g.play(card)
    while g.at_chance:
        g.play(str(g.chance_outcomes()[0][0]))
    kind = "recipe" if card == "draw recipe" else "hype"
    while g.phase == "discard":
        g.play(next(a for a in texts(g) if a.startswith((f"discard {kind}", "discard die"))))


@pytest.mark.parametrize("card, deck, discard, size", [
    ("draw recipe", "recipe_deck", "recipe_discard", 44),
    ("draw hype", "hype_deck", "hype_discard", 34),
])
def test_a_deck_that_runs_out_is_refilled_from_its_discards(card, deck, discard, size):
    g = setup(full("R2"), players=1)
    turns = 0
    while public(g)[deck] > 0:
        one_turn(g, card)
        turns += 1
        assert turns < 60
    spent = public(g)[discard]
    hand = 2 + (3 if card == "draw recipe" else 0)  # the hand at its limit (and the display)
    assert len(spent) == size - hand, "every card not in play is in the discards"
    while g.at_chance:
        g.roll()
    if g.phase == "cut":
        g.play(next(a for a in texts(g) if a.startswith("cut") or a in ("take all", "skip")))
    g.play("done")
    assert card in texts(g), "a deck with no cards but discards can still be drawn from"
    g.play(card)
    drawn = [a.args[0] for a, _ in g.chance_outcomes()]
    assert sorted(drawn, key=int) == spent, "the discards became the deck"
    g.play(f"{card.split()[1]} {drawn[0]}")
    pub = public(g)
    assert pub[deck] == len(spent) - 1 and pub[discard] == []


def test_over_eight_dice_the_chef_discards_dice_of_their_choice_into_the_frame():
    g = setup(" ".join(f"{k}2" for k in B.LETTERS for _ in range(7)), players=1)
    g.play("cut top 1|2 1-5")  # five dice, 10 pips
    g.play("done")
    g.play("draw hype")
    g.play("hype 20")
    assert g.phase == "cut", "five dice and two Hypes are within the limits"
    g.play("cut top 2|3 1-5")  # five more: 10 dice
    g.play("done")
    g.play("draw hype")
    g.play("hype 21")
    assert g.phase == "discard"
    assert texts(g) == ["discard die R2", "discard die O2", "discard hype 1", "discard hype 20",
                        "discard hype 21"]
    g.play("discard hype 21")
    assert g.phase == "discard" and all(t.startswith("discard die") for t in texts(g))
    g.play("discard die O2")
    assert g.phase == "discard" and len(seat(g, 0)["dice"]) == 9
    g.play("discard die O2")
    assert g.phase == "cut" and len(seat(g, 0)["dice"]) == 8 and public(g)["frame"] == {"O": 2}


def test_one_hype_per_recipe():
    g2 = setup(full("G2", "G3"), players=1, recipes={0: ["1", "2"]}, hypes={0: ["13"]})
    g2.play("cut top 1|2 1-2")
    g2.play("done")
    g2.play("draw hype")
    g2.play("hype 14")  # a second sequence Hype
    g2.play(g2.legal_cuts()[-1])
    cooks = [t for t in texts(g2) if t.startswith("cook 1 G2 G3")]
    assert cooks == ["cook 1 G2 G3", "cook 1 G2 G3 hype 13", "cook 1 G2 G3 hype 14"]
    assert refused(g2, "cook 1 G2 G3 hype 13 hype 14").rule in ("cook", "action syntax", "hype")
    g2.play("cook 1 G2 G3 hype 13")
    assert seat(g2, 0)["hypes"] == ["14"] and seat(g2, 0)["cooked"] == [["1", "13"]]


def test_restocking_is_only_at_the_start_of_a_turn():
    g = setup(full("R2", "R2", "R2", "R2", "R2"), players=2)
    g.play("cut top 1|2 1-5")
    assert refused(g, "restock").rule == "restock"
    g.play("done")
    assert refused(g, "restock").rule == "restock"


def test_the_final_cooking_turn_has_the_chef_token_and_cooking_but_no_cut_and_no_card():
    g = setup(full(*SIX), players=3, recipes={0: ["1", "2"], 1: ["30", "31"], 2: ["32", "33"]},
              display=["40", "41", "42"])
    cook_six(g, 0, others=(1, 2))
    for p in (1, 2):  # one more turn each
        g.play(g.legal_cuts()[-1], p)
        finish_turn(g, "draw hype")
    assert g.phase == "final" and g.to_act == [0]
    g.play("done", 0)
    assert g.to_act == [1] and g.phase == "final"
    actions = texts(g, 1)
    assert not any(a.split()[0] in ("cut", "draw", "take", "restock") for a in actions)
    die = seat(g, 1)["dice"][0]
    assert f"chef {die} P" in actions
    g.play(f"chef {die} P", 1)
    assert not seat(g, 1)["chef_token"] and g.phase == "final" and g.to_act == [1]
    g.play("done", 1)
    g.play("done", 2)
    assert g.over and "wins with 12 points" in g.log[-1]


@pytest.mark.parametrize("score, line", [
    (0, "Technique needs some sharpening"), (30, "Technique needs some sharpening"),
    (31, "Now you're cooking!"), (40, "Now you're cooking!"), (41, "Impressive cleaver work"),
    (50, "Impressive cleaver work"), (51, "Expert-level knife skills"), (60, "Expert-level knife skills"),
    (61, "Now you're just showing off"), (70, "Now you're just showing off"),
    (71, "Now you're just showing off"),  # kit default: the text has no line for 71-80
    (80, "Now you're just showing off"), (81, "How?!?"), (140, "How?!?"),
])
def test_the_solo_chart_gives_each_score_its_line(score, line):
    assert solo_rating(score) == line


def test_a_restock_by_anyone_returns_every_spent_chef_token_and_keeps_held_dice():
    g = setup(full("R2", "G3"), players=2, recipes={0: ["1", "2"]})
    g.play("cut top 1|2 1-2")
    g.play("chef R2 G")
    g.play("done")
    g.play("draw hype")
    g.play(str(g.chance_outcomes()[0][0]))
    held = seat(g, 0)["held"]
    assert not seat(g, 0)["chef_token"] and g.to_act == [1]
    g.play(g.legal_cuts()[0], 1)
    g.play("done", 1)
    g.play("draw hype", 1)
    g.play(str(g.chance_outcomes()[0][0]))
    # chef 1 again: every type is in the block, so no restock is offered yet
    assert "restock" not in texts(g, 0) and g.to_act == [0]
    assert seat(g, 0)["held"] == held, "held dice (and the Chef token's change) stay while held"
    assert len(block_of(g)) == 35 - 2 - 1
