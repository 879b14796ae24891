"""Perft: the number of legal step sequences to depth d from fixed seeded positions.

These golden counts were produced by the engines when their rule tests passed; a change in
any of them means a rule changed what is legal, on purpose or not. Chance is sampled by the
engine (auto mode) from the game's seed and the step's number, so the counts are fixed;
one manual-chance case counts chance outcomes as steps too. The seeded positions changed
when chance moved to kit/chance.py's StepRandom (the counts' shape did not).
"""
from __future__ import annotations

import pytest

import kit
from kit.engine import perft

GOLDEN = [
    ("bahama_taxi", 3, 1, {}, [6, 24, 120, 594, 2952]),
    ("bahama_taxi", 2, 5, {"movement": "fast"}, [6, 33, 149, 762, 3740]),
    ("bahama_taxi", 5, 2, {}, [6, 18, 72, 288]),
    ("bahama_taxi", 2, 3, {"chance": "manual"}, [52, 52 * 51]),  # two starting cards
    ("jamaica", 3, 1, {}, [2, 18, 108, 324]),
    ("jamaica", 2, 4, {"ghost_ship": True}, [2, 12, 36, 72]),
    ("tobago", 2, 1, {"atv_start": "random"}, [24, 432]),
    ("tobago", 3, 2, {"atv_start": "random"}, [16, 192]),
    # solo: 74 questions, then only "pass" (a guess is listed once 50 or fewer codes fit),
    # then the 73 questions left
    ("digit_code", 1, 3, {"code": "305218"}, [74, 74, 74 * 73]),
    ("digit_code", 2, 1, {"two_player_mode": True}, [74, 74 * 74]),
    ("parks", 2, 1, {}, [18, 104, 920]),  # no Waterfall gear with 2 players (session 9)
    ("parks", 4, 2, {}, [20, 120]),
    ("parks", 2, 3, {"chance": "manual"}, [12, 132]),  # the Year cards dealt
    ("fromage", 1, 1, {}, [175, 14099]),
    # (session 14: the four games perft did not cover, counted before issue 21's refactor)
    # (session 15: a reaction window asks every player holding an action card, not only those
    # who could play: depth 2 counts the seat that may only pass (33 -> 36); depth 3 falls, as a
    # pass now leaves the window open for the others instead of moving on to the die's choices)
    ("bahamas", 4, 1, {}, [3, 36, 180]),
    ("bahamas", 6, 3, {}, [3, 84, 750]),
    ("bahamas", 5, 2, {"chance": "manual"}, [10, 90]),
    ("captain_bluff", 2, 1, {}, [84, 6300]),
    ("captain_bluff", 4, 2, {}, [66, 3630]),
    ("diced_veggies", 2, 1, {}, [78, 1335, 1701]),
    ("diced_veggies", 4, 3, {}, [75, 1291]),
    ("planet_unknown", 2, 1, {}, [6, 24, 48]),
    # solo: four private objectives dealt, one given back first (session 15)
    ("planet_unknown", 1, 2, {}, [4, 24, 48]),
]


def counts(name, players, seed, options, depth):
    game = kit.new_game(name, players=players, seed=seed, **options)
    before = list(game.history)
    found = [perft(game, d) for d in range(1, depth + 1)]
    assert game.history == before  # perft explores copies, never the game itself
    return found


@pytest.mark.parametrize("name, players, seed, options, expected", GOLDEN,
                         ids=[f"{g[0]}-{g[1]}p-seed{g[2]}" for g in GOLDEN])
def test_perft_counts(name, players, seed, options, expected):
    assert counts(name, players, seed, options, len(expected)) == expected


if __name__ == "__main__":  # print the counts to paste above: python -m tests.test_perft
    for name, players, seed, options, expected in GOLDEN:
        print(name, players, seed, options, counts(name, players, seed, options, len(expected)))
