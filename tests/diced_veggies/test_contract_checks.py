"""The shared contract helpers run on Diced Veggies for 1 to 4 players (until the registry
lists the game and tests/test_contract.py covers it)."""
from __future__ import annotations

import json

import pytest

import kit
import kit.games.diced_veggies  # noqa: F401
from kit.engine import CHANCE
from tests.contract_helpers import assert_no_leak, chance_positions, random_game, visible_state

NAME = "diced_veggies"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_end_within_the_declared_bounds(players):
    info = kit.new_game(NAME, players=players, seed=0).info
    for seed in range(2):
        g = random_game(NAME, players, seed)
        assert g.over and g.to_act == [] and len(g.history) <= info.max_actions
        assert all(info.score_range[0] <= s <= info.score_range[1] for s in g.scores())
        for viewer in [None, *g.players]:
            json.dumps(g.view(viewer))
        loaded = kit.load_game(g.to_json())
        assert visible_state(loaded) == visible_state(g)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_resampling_never_changes_what_a_player_sees(players):
    assert assert_no_leak(NAME, players, seed=players, positions=6), "hidden Hypes are resampled"


@pytest.mark.parametrize("players", [1, 4])
def test_manual_chance_takes_the_chosen_outcome_and_undo_takes_it_back(players):
    seen = 0
    for g in chance_positions(NAME, players, seed=3, count=6):
        before = visible_state(g)
        probe = g.copy()
        probe.roll()
        action = probe.history[-1].action
        g.play(action.text)
        assert g.history[-1] == (CHANCE, action, False)
        g.undo()
        assert visible_state(g) == before
        seen += 1
    assert seen == 6


def test_copy_undo_and_load_agree_with_replay():
    g = random_game(NAME, 3, 5, moves=120)
    assert visible_state(g.copy()) == visible_state(g.replay())
    assert visible_state(kit.load_game(g.to_json())) == visible_state(g)
    before = visible_state(g)
    p = g.to_act[0]
    g.play(g.legal_actions(p)[-1], p)
    g.undo()
    assert visible_state(g) == before
