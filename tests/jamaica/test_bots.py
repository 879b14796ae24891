"""The Jamaica bots always have a legal move, finish games, and greedy beats random."""
from __future__ import annotations

import kit
from kit.bots import bot_names, make_bot, play_out


def test_greedy_is_registered():
    assert {"random", "greedy"} <= set(bot_names("jamaica"))


def test_every_bot_finishes_games_for_every_player_count():
    for players in range(2, 7):
        for bot in ("random", "greedy"):
            g = kit.new_game("jamaica", players=players, seed=players)
            play_out(g, [make_bot(bot, "jamaica", seed=p) for p in range(players)], max_actions=5000)
            assert g.over and g.winners()


def test_greedy_plays_the_ghost_variant():
    g = kit.new_game("jamaica", players=2, seed=4, ghost_ship=True)
    play_out(g, [make_bot("greedy", "jamaica", seed=p) for p in range(2)], max_actions=5000)
    assert g.over


def test_greedy_beats_random_more_often_than_not():
    wins = 0
    for seed in range(30):
        g = kit.new_game("jamaica", players=2, seed=seed)
        seats = [make_bot("greedy", "jamaica", seed=seed), make_bot("random", seed=seed)]
        if seed % 2:
            seats.reverse()
        play_out(g, seats)
        greedy_seat = 1 if seed % 2 else 0
        wins += greedy_seat in g.winners()
    assert wins >= 20
