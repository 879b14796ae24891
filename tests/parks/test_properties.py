"""What Parks conserves, after every step of random games (hypothesis picks the games)."""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import kit
from kit.games.parks.cards import CANTEENS, GEAR, PARKS, PHOTOS, SUPPLY, TOKEN_LIMIT, TOKENS, YEARS


def check(g: kit.Game) -> None:
    view = g.view(None)
    pub, seats = view["public"], view["seats"]
    on_trail = Counter(x["weather"] for x in pub["trail"] if x["weather"])
    for t in TOKENS:
        held = sum(s["tokens"][t] for s in seats)
        in_canteens = sum(full for s in seats for _, full in s["canteens"]) if t == "water" else 0
        assert pub["supply"][t] + held + in_canteens + on_trail[t] == SUPPLY[t], t
        assert all(s["tokens"][t] >= 0 for s in seats) and pub["supply"][t] >= 0
    assert pub["photo_supply"] + sum(s["photos"] for s in seats) == PHOTOS
    parks = view["private"]["park_deck"] + pub["park_market"]
    parks += [k for s in seats for k in s["reserved"] + s["visited"]]
    assert sorted(parks) == sorted(PARKS)
    gear = view["private"]["gear_deck"] + pub["gear_market"] + [x for s in seats for x in s["gear"]]
    gear += pub["gear_set_aside"]
    assert sorted(gear) == sorted(GEAR)
    canteens = view["private"]["canteen_deck"] + [c for s in seats for c, _ in s["canteens"]]
    assert sorted(canteens) == sorted(CANTEENS)
    years = view["private"]["year_deck"] + [s["year"] for s in seats if s["year"]]
    assert sorted(years) == sorted(YEARS)
    assert all(len(s["hikers"]) == 2 for s in seats)
    if view["phase"] == "move":  # between turns nobody is over the limit
        assert all(s["held"] <= TOKEN_LIMIT for s in seats)
    assert len(pub["park_market"]) <= 3 and len(pub["gear_market"]) <= 3


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**31), weather=st.booleans())
def test_every_token_card_and_photo_is_somewhere_after_every_step(players, seed, weather):
    g = kit.new_game("parks", players=players, seed=seed, weather=weather)
    rng = random.Random(seed)
    check(g)
    while not g.over:
        g.play(rng.choice(g.legal_actions()))
        check(g)
    assert g.view()["public"]["season"] == 4
