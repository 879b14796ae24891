"""Random play: conservation, hidden cards, refusals, saves (hypothesis)."""
from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import kit
from kit.bots import play_random

from .helpers import conserved

games = st.tuples(st.integers(2, 6), st.integers(0, 10_000), st.booleans())


def random_game(players: int, seed: int, ghost: bool) -> kit.Game:
    return kit.new_game("jamaica", players=players, seed=seed, ghost_ship=ghost and players == 2)


@settings(max_examples=30, deadline=None)
@given(games)
def test_random_play_conserves_goods_treasures_and_cards(game):
    players, seed, ghost = game
    g = random_game(players, seed, ghost)
    rng = random.Random(seed)
    conserved(g)
    while not g.over:
        player = rng.choice(g.to_act)
        legal = g.legal_actions(player)
        assert legal, "a player to act always has a legal action"
        g.play(rng.choice(legal), player)
        conserved(g)
    assert any(s.lap == 1 for s in g.ships[:players])


@settings(max_examples=15, deadline=None)
@given(games, st.integers(0, 400))
def test_views_hide_other_hands_and_face_down_cards(game, moves):
    players, seed, ghost = game
    g = random_game(players, seed, ghost)
    play_random(g, random.Random(seed), moves)
    for viewer in range(players):
        view = g.view(viewer)
        json.dumps(view)
        assert "treasure_aside" not in view and isinstance(view["treasure_deck"], int)
        for other, ship in enumerate(view["ships"]):
            if other == viewer:
                assert ship["hand"] == sorted(g.st.hands[viewer])
                continue
            assert isinstance(ship["face_down"], int)
            if other < players:
                assert isinstance(ship["hand"], int) and isinstance(ship["deck"], int)
                if not g.st.revealed:
                    assert ship["chosen"] in (True, False)


@settings(max_examples=15, deadline=None)
@given(games, st.integers(0, 300))
def test_refused_actions_change_nothing(game, moves):
    players, seed, ghost = game
    g = random_game(players, seed, ghost)
    play_random(g, random.Random(seed), moves)
    if g.over:
        return
    before, saved = repr(g.view(None)), g.to_json()
    player = g.to_act[0]
    legal = set(map(str, g.legal_actions(player)))
    for text in ("card 12", "order 0 0", "fork middle", "gunpowder 99", "steal hold 9", "give curse",
                 "empty hold 7", "attack 9", "reroll nobody", "pass", "ghost sideways", "card 1", "fork outer"):
        if text in legal:
            continue
        try:
            g.play(text, player)
        except kit.IllegalAction as err:
            assert err.rule
        assert repr(g.view(None)) == before and g.to_json() == saved


@settings(max_examples=10, deadline=None)
@given(games, st.integers(0, 300))
def test_save_load_round_trip(game, moves):
    players, seed, ghost = game
    g = random_game(players, seed, ghost)
    play_random(g, random.Random(seed + 1), moves)
    loaded = kit.load_game(g.to_json())
    assert loaded.view(None) == g.view(None) and loaded.to_json() == g.to_json()
    if g.history:
        g.undo()
        assert g.view(None) == loaded.replay(len(loaded.history) - 1).view(None)
