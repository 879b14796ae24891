"""The greedy Captain Bluff bot: it calls a bluff it can see, plays true runs first, and
beats random play."""
from __future__ import annotations

from collections import Counter

import kit
from kit.bots import make_bot, play_out

from .conftest import game

P1 = ["HK3", "HK4", "HK5", "HK6", "HK8", "HN1", "HN2"]
P2 = ["HK10", "HN5", "HN6", "HN7"]
ORIGINS = ("1 HK8", "2 HN7", "3 HN2", "4 HN5")


def greedy(seed: int = 0):
    return make_bot("greedy", "captain_bluff", seed=seed)


def standard() -> kit.Game:
    return game(2, [P1, P2], [["AW", "RD", "NB"], ["DF", "NB", "RD"]], ORIGINS)


def test_greedy_calls_a_bluff_that_contradicts_what_it_saw():
    g = standard()
    g.play("place 2 HK3 HK4")       # Hong Kong bags under the Honolulu 7 player 2 placed
    assert greedy().choose(g.seat(1)) == kit.Action("challenge")


def test_greedy_lets_a_true_run_pass_and_a_run_it_cannot_judge():
    g = standard()
    g.play("place 2 HN1")           # a Honolulu bag under Honolulu 7
    assert greedy().choose(g.seat(1)) == kit.Action("pass")
    g = standard()
    g.play("place 1 HK3")           # player 2 never saw carousel 1's card
    assert greedy().choose(g.seat(1)) == kit.Action("pass")


def test_greedy_plays_notice_board_then_its_longest_true_run():
    g = standard()
    assert greedy().choose(g.seat(0)).name == "notice"
    g.play("notice 2 4")
    choice = greedy().choose(g.seat(0))    # four Hong Kong bags under Hong Kong 8, either way
    assert choice.name == "place" and choice.args[0] == "1"
    assert sorted(choice.args[1:]) == ["HK3", "HK4", "HK5", "HK6"]


def test_greedy_beats_random_play():
    wins = Counter()
    for seed in range(10):
        g = kit.new_game("captain_bluff", players=2, seed=seed)
        bots = [greedy(seed), make_bot("random", "captain_bluff", seed=seed)]
        if seed % 2:
            bots.reverse()
        play_out(g, bots)
        for w in g.winners():
            wins[type(bots[w]).__name__] += 1
    assert wins["GreedyBluffer"] >= 8, wins


def test_greedy_games_end_before_the_turn_limit():
    for seed in range(4):
        g = kit.new_game("captain_bluff", players=4, seed=seed)
        play_out(g, [greedy(seed * 10 + p) for p in range(4)])
        assert g.over and g.view(None)["public"]["winner"] is not None
