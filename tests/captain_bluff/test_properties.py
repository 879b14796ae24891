"""Random legal play never breaks Captain Bluff's bookkeeping (hypothesis): every card is in
exactly one place after every step, carousels keep their rules, and what each player is
said to know is true. Everything is read from views."""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kit
from kit.bots import play_random
from kit.games.captain_bluff.cards import CITY_OF, full_deck

from .conftest import all_cards

options = st.fixed_dictionaries({
    "airport_cards": st.booleans(),
    "recovery": st.booleans(),
    "airport_mix": st.sampled_from(["4/4/3/3", "5/3/3/3", "3/3/4/4"]),
})


def check(g) -> None:
    view = g.view(None)
    pub, teacher = view["public"], view["private"]
    deck = Counter(full_deck(g.settings["airport_mix"]))
    assert all_cards(view) == deck, "every card is in exactly one place"
    assert pub["draw_pile"] == len(teacher["draw_pile_cards"])
    assert not Counter(pub["discard_seen"]) - Counter(teacher["discard_cards"])
    open_cities = [k["city"] for k in pub["carousels"] if k["city"]]
    assert len(open_cities) == len(set(open_cities)) <= 3, "one open carousel per city"
    for k in pub["carousels"]:
        if k["row"]:
            assert k["face_down"], "bags only under a face-down card"
            bags = [card for card, _ in k["row"] if card in CITY_OF]
            assert bags and {CITY_OF[b] for b in bags} == {k["city"]}, "one city per carousel"
            numbers = [n for _, n in k["row"] if n]
            assert all(1 <= n <= 17 for n in numbers) and len(set(numbers)) == len(numbers)
        else:
            assert k["city"] is None
    for p in g.players:
        mine = g.view(p)
        assert mine["private"]["hand"] == view["seats"][p]["hand"]
        for c, card in enumerate(mine["private"]["known_origins"]):
            assert card is None or card == teacher["known_origins"][c], "a known face-down card is right"
        for q, cards in enumerate(mine["private"]["known_in_hands"]):
            assert not Counter(cards) - Counter(view["seats"][q]["hand"]), "known cards are in that hand"
        assert not Counter(mine["private"]["known_in_discard"]) - Counter(teacher["discard_cards"])
        hidden = [seat["hand"] for q, seat in enumerate(mine["seats"]) if q != p]
        assert hidden == [len(seat["hand"]) for q, seat in enumerate(view["seats"]) if q != p], "counts"
        assert mine["public"] == pub
    for seat in view["seats"]:
        assert not Counter(seat["known_cards"]) - Counter(seat["hand"]), "public knowledge is true"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), opts=options)
def test_every_card_is_conserved_and_knowledge_stays_true(seed, players, opts):
    g = kit.new_game("captain_bluff", players=players, seed=seed, **opts)
    check(g)
    play_random(g, random.Random(seed), moves=250, after=check)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5))
def test_resampled_worlds_keep_every_card_and_what_the_player_knows(seed, players):
    g = kit.new_game("captain_bluff", players=players, seed=seed)
    play_random(g, random.Random(seed), moves=120)
    for p in g.players:
        world = g.copy_for(p, random.Random(seed + p))
        check(world)
        assert world.view(p) == g.view(p)
