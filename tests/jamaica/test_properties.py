"""Random play: conservation, hidden cards, refusals, saves, resampling (hypothesis)."""
from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import kit
from kit.bots import play_random

from .helpers import conserved

games = st.tuples(st.integers(2, 6), st.integers(0, 10_000), st.booleans())


def random_game(players: int, seed: int, ghost: bool, **options) -> kit.Game:
    return kit.new_game("jamaica", players=players, seed=seed, ghost_ship=ghost and players == 2, **options)


@settings(max_examples=30, deadline=None)
@given(games, st.sampled_from(["all", "keep_last"]))
def test_random_play_conserves_goods_treasures_and_cards(game, reshuffle):
    players, seed, ghost = game
    g = random_game(players, seed, ghost, reshuffle=reshuffle)
    rng = random.Random(seed)
    conserved(g)
    while not g.over:
        player = rng.choice(g.to_act)
        legal = g.legal_actions(player)
        assert legal, "a player to act always has a legal action"
        g.play(rng.choice(legal), player)
        conserved(g)
    ships = g.view(None)["public"]["ships"]
    assert any(s["lap"] == 1 for s in ships[:players])


@settings(max_examples=15, deadline=None)
@given(games, st.integers(0, 400))
def test_views_hide_other_hands_and_face_down_cards(game, moves):
    players, seed, ghost = game
    g = random_game(players, seed, ghost)
    play_random(g, random.Random(seed), moves)
    teacher = g.view(None)
    for viewer in range(players):
        view = g.view(viewer)
        json.dumps(view)
        assert "treasure_pool" not in view["private"] and isinstance(view["public"]["treasures_left"], int)
        assert view["public"] == teacher["public"]
        for other, seat in enumerate(view["seats"]):
            if other == viewer:
                assert seat == teacher["seats"][viewer]
                continue
            assert isinstance(seat["hand"], int) and isinstance(seat["deck"], int)
            assert isinstance(seat["face_down"], int) or g.over
            assert seat["card"] is None or seat["card"] in seat["discard"]


@settings(max_examples=15, deadline=None)
@given(games, st.integers(0, 300))
def test_refused_actions_change_nothing(game, moves):
    players, seed, ghost = game
    g = random_game(players, seed, ghost)
    play_random(g, random.Random(seed), moves)
    if g.over:
        return
    before, saved, log = repr(g.view(None)), g.to_json(), g.log_for(None)
    player = g.to_act[0]
    legal = set(map(str, g.legal_actions(player)))
    for text in ("card 12", "order 0 0", "fork middle", "gunpowder 99", "steal hold 9", "give curse",
                 "empty hold 7", "attack 9", "reroll nobody", "pass", "ghost sideways", "card 1",
                 "fork outer",
                 "card ²", "draw 12", "combat 3", "treasure +9", "stolen map"):
        if text in legal:
            continue
        try:
            g.play(text, player)
        except kit.IllegalAction as err:
            assert err.rule
        assert repr(g.view(None)) == before and g.to_json() == saved and g.log_for(None) == log


@settings(max_examples=10, deadline=None)
@given(games, st.integers(0, 300))
def test_save_load_round_trip(game, moves):
    players, seed, ghost = game
    g = random_game(players, seed, ghost)
    play_random(g, random.Random(seed + 1), moves)
    loaded = kit.load_game(g.to_json())
    assert loaded.view(None) == g.view(None) and loaded.to_json() == g.to_json()
    if g.undoable:
        g.undo()
        assert g.view(None) == g.replay().view(None)


@settings(max_examples=10, deadline=None)
@given(games, st.integers(0, 300))
def test_resampled_copies_keep_what_each_player_sees(game, moves):
    players, seed, ghost = game
    g = random_game(players, seed, ghost)
    play_random(g, random.Random(seed + 2), moves)
    for p in range(players):
        world = g.copy_for(p, random.Random(seed + p))
        assert world.view(p) == g.view(p) and world.log_for(p) == g.log_for(p)
        assert world.legal_actions(p) == g.legal_actions(p)
        conserved(world)
        play_random(world, random.Random(p), 60)
        conserved(world)
