"""Perft: the number of legal action sequences to depth d from fixed seeded positions.

These golden counts were produced by the engines when their rule tests passed; a change in
any of them means a rule changed what is legal, on purpose or not.
"""
from __future__ import annotations

import pytest

import kit
from kit.engine import perft

GOLDEN = [
    ("bahama_taxi", 3, 1, {}, [4, 14, 80, 328, 1704, 8847]),
    ("bahama_taxi", 2, 5, {"movement": "fast"}, [5, 26, 100, 472, 2392]),
    ("bahama_taxi", 5, 2, {}, [6, 30, 98, 648]),
    ("jamaica", 3, 1, {}, [2, 18, 108, 324]),
    ("jamaica", 2, 4, {"ghost_ship": True}, [6, 18, 36, 78]),
    ("tobago", 2, 1, {"atv_start": "random"}, [24, 432]),
    ("tobago", 3, 2, {"atv_start": "random"}, [16, 192]),
    # solo: 74 questions, then only "pass" (a guess is listed once 50 or fewer codes fit),
    # then the 73 questions left
    ("digit_code", 1, 3, {"code": "305218"}, [74, 74, 74 * 73]),
    ("digit_code", 2, 1, {"two_player_mode": True, "guess_after_question": False}, [74, 74 * 74]),
]


@pytest.mark.parametrize("name, players, seed, options, counts", GOLDEN,
                         ids=[f"{g[0]}-{g[1]}p-seed{g[2]}" for g in GOLDEN])
def test_perft_counts(name, players, seed, options, counts):
    game = kit.new_game(name, players=players, seed=seed, **options)
    assert [perft(game, depth) for depth in range(1, len(counts) + 1)] == counts
    assert game.history == []  # perft explores copies, never the game itself
