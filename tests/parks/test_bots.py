"""The greedy Parks hiker: it visits a park when it can and beats random play."""
from __future__ import annotations

import kit
from kit.bots import make_bot, play_out
from tests.parks.conftest import position


def test_the_greedy_hiker_visits_an_affordable_park():
    g = position("hike 1 forest", "hike 1 valley", "hike 2 forest campfire", weather=False)
    g.play("hike 2 visit")
    g.play("pass")
    assert g.to_act == [0]
    bot = make_bot("greedy", "parks", seed=1)
    assert bot.choose(g.seat(0)).text == "hike 1 visit"  # 2 forest held: Congaree
    g.play("hike 1 visit")
    assert bot.choose(g.seat(0)).text == "visit congaree"


def test_the_greedy_hiker_fills_its_canteen_with_rain():
    g = position("hike 1 ocean", weather=False)
    assert make_bot("greedy", "parks", seed=1).choose(g.seat(0)).text == "fill c01"


def test_the_greedy_hiker_beats_random_play():
    wins = 0
    for seed in range(12):
        g = kit.new_game("parks", players=2, seed=seed)
        play_out(g, [make_bot("greedy", "parks", seed=seed), make_bot("random", "parks", seed=seed)])
        wins += g.winners() == [0]
    assert wins >= 10
