"""Random legal play never breaks the game's bookkeeping (hypothesis)."""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kit
from kit.bots import play_random
from kit.games.bahama_taxi.board import DECK, fare

variants = st.fixed_dictionaries({
    "mandatory_movement": st.booleans(),
    "shift_change": st.booleans(),
    "movement": st.sampled_from(["normal", "fast", "faster"]),
})


def check_invariants(g) -> None:
    decks = 2 if g.num_players >= 5 else 1
    assert Counter(g.all_cards()) == Counter(list(DECK) * decks), "every card is in exactly one place"
    assert len(set(g.taxis)) == g.num_players, "no two taxis share an area"
    for p in g.players:
        assert g.income[p] == sum(fare(c.origin, c.destination) for c in g.delivered[p])
        assert len(g.passengers[p]) <= 3


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 8), seed=st.integers(0, 10_000), options=variants,
       pickup_first=st.booleans(), choice_seed=st.integers(0, 2**32))
def test_random_legal_play_keeps_cards_taxis_and_income_consistent(players, seed, options, pickup_first, choice_seed):
    chooser = random.Random(choice_seed)
    if players >= 5:
        pickup_first = True
    g = kit.new_game("bahama_taxi", players=players, seed=seed, pickup_before_movement=pickup_first, **options)
    check_invariants(g)
    play_random(g, chooser, after=check_invariants)
    assert not g.waiting or (len(g.waiting) == 1 and not any(g.passengers))
