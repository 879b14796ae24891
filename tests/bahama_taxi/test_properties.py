"""Random legal play never breaks the game's bookkeeping (hypothesis). Everything is read
from the teacher's view, ``g.view(None)``."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kit
from kit.bots import play_random
from kit.games.bahama_taxi.board import DECK, fare_table

variants = st.fixed_dictionaries({
    "mandatory_movement": st.booleans(),
    "shift_change": st.booleans(),
    "movement": st.sampled_from(["normal", "fast", "faster"]),
})


FARES = fare_table()
ALL = {decks: sorted(list(DECK) * decks) for decks in (1, 2)}


def check_invariants(g) -> None:
    view = g.view(None)
    pub, seats = view["public"], view["seats"]
    cards = pub["draw_pile_cards"] + pub["discard"] + [a for c in pub["waiting"] for a in c]
    cards += [a for s in seats for c in s["passengers"] for a in c]
    if pub["half_drawn"] is not None:
        cards.append(pub["half_drawn"])
    assert sorted(cards) == ALL[2 if g.num_players >= 5 else 1], "every card is in exactly one place"
    assert pub["draw_pile"] == len(pub["draw_pile_cards"])
    placed = [s["area"] for s in seats if s["area"] is not None]
    assert len(set(placed)) == len(placed) == len(pub["taxis"]), "no two taxis share an area"
    if view["phase"] != "setup":
        assert len(placed) == g.num_players
    for s in seats:
        assert s["income"] == sum(FARES[o][d] for o, d in s["delivered"]), "income is the fares delivered"
        assert len(s["passengers"]) <= 3
    assert view["scores"] == [s["income"] for s in seats]
    # the end: nobody waits, or one citizen waits, the deck is exhausted and every taxi is empty
    end = not pub["waiting"] or (len(pub["waiting"]) == 1 and pub["deck_exhausted"]
                                 and not any(s["passengers"] for s in seats))
    if view["to_act"] != [kit.CHANCE]:
        assert view["over"] == end


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 8), seed=st.integers(0, 10_000), options=variants,
       pickup_first=st.booleans(), chance=st.sampled_from(["auto", "manual"]),
       choice_seed=st.integers(0, 2**32))
def test_random_legal_play_keeps_cards_taxis_and_income_consistent(players, seed, options, pickup_first,
                                                                    chance, choice_seed):
    chooser = random.Random(choice_seed)
    if players >= 5:
        pickup_first = True
    g = kit.new_game("bahama_taxi", players=players, seed=seed, pickup_before_movement=pickup_first,
                     chance=chance, **options)
    check_invariants(g)
    play_random(g, chooser, after=check_invariants)  # in manual mode it rolls each chance step
    assert g.over
    check_invariants(g)
    # the income the public log announced is the income the view shows
    paid, taxi = [0] * players, None
    for line in g.log:
        if line.startswith("taxi "):
            taxi = int(line.split(":")[0].split()[1]) - 1
        elif line.startswith("  drops off "):
            paid[taxi] += int(line.rsplit("+", 1)[1])
    assert paid == g.scores()
