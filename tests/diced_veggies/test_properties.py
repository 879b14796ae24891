"""Random legal play keeps every die, card and token in exactly one place, and a restock
gives every Chef token back (hypothesis).
Everything is read from the teacher's view."""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kit
from kit.games.diced_veggies import block as B
from tests.diced_veggies.conftest import all_dice

ALL_RECIPES = sorted(B.RECIPES, key=int)
ALL_HYPES = sorted(B.HYPES, key=int)


def check_invariants(g) -> None:
    view = g.view(None)
    pub, seats = view["public"], view["seats"]
    assert all_dice(view) == Counter({k: 7 for k in B.LETTERS}), "block + held + frame = 35 dice, 7 a colour"
    recipes = view["private"]["recipe_deck_cards"] + pub["recipe_discard"] + pub["display"]
    recipes += [c for s in seats for c in s["recipes"]] + [r for s in seats for r, _ in s["cooked"]]
    assert sorted(recipes, key=int) == ALL_RECIPES, "every Recipe in one place"
    hypes = view["private"]["hype_deck_cards"] + pub["hype_discard"]
    hypes += [c for s in seats for c in s["hypes"]] + [h for s in seats for _, h in s["cooked"] if h]
    assert sorted(hypes, key=int) == ALL_HYPES, "every Hype in one place"
    assert len(pub["display"]) <= 3
    if view["to_act"] != [kit.CHANCE] and view["phase"] in ("cut", "cook", "card", "final"):
        # between turns every seat is within the limits, except the one whose turn it is
        for p, s in enumerate(seats):
            if p != pub["current"]:
                assert len(s["dice"]) <= 8 and len(s["recipes"]) <= 2 and len(s["hypes"]) <= 2
    if view["phase"] == "cut" and view["to_act"] != [kit.CHANCE]:
        block = {(r, c): d for r, row in enumerate(pub["block"]) for c, d in enumerate(row) if d}
        assert block and B.connected(block), "the block is one piece at every cut"
        if pub["restocked"]:
            assert all(s["chef_token"] for s in seats), "a restock returns every Chef token"
    for s in seats:
        assert len(s["cooked"]) <= 44
    assert view["scores"] == g.scores()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), choice_seed=st.integers(0, 2**32),
       chance=st.sampled_from(["auto", "manual"]))
def test_random_play_conserves_dice_cards_and_tokens(players, seed, choice_seed, chance):
    rng = random.Random(choice_seed)
    g = kit.new_game("diced_veggies", players=players, seed=seed, chance=chance)
    check_invariants(g)
    steps = 0
    while not g.over and steps < 400:
        if g.at_chance:
            g.roll()
        else:
            p = g.to_act[0]
            actions = g.legal_actions(p)
            # favour cooking so that games reach their end
            cooks = [a for a in actions if a.name == "cook"]
            g.play(rng.choice(cooks) if cooks and rng.random() < 0.8 else rng.choice(actions), p)
        check_invariants(g)
        steps += 1
