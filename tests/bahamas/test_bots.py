"""The greedy Bahamas bot: keeps its parachute, steals from the richest, and spends its
Extinguisher on the cards aimed at its crash defence."""
from __future__ import annotations

import kit
from kit.bots import make_bot

from .helpers import pass_window, setup, steps


def greedy():
    return make_bot("greedy", "bahamas", seed=1)


def test_greedy_answers_a_thief_aimed_at_it_while_it_holds_a_parachute():
    g = setup(starts=("fake", "parachute", "badge", "parachute"),
              draws=["thief", "extinguisher", "diamonds", "phone"])
    steps(g, "roll cash cash cash", "take cash")
    g.play("play thief 2 action", 0)
    assert greedy().choose(g.seat(1)).text == "play extinguisher"


def test_greedy_keeps_its_extinguisher_when_the_card_is_aimed_elsewhere():
    g = setup(starts=("parachute", "fake", "badge", "parachute"),
              draws=["thief", "diamonds", "extinguisher", "phone"])
    steps(g, "roll cash cash cash", "take cash")
    g.play("play thief 2 action", 0)  # at player 2; player 3 holds the Extinguisher
    assert greedy().choose(g.seat(2)).text == "pass"


def test_greedy_steals_cash_from_the_richest_it_can_tell():
    g = setup(cash=[("100k", "50k"), ("100k", "50k"), ("50k", "50k"), ("50k", "50k")])
    steps(g, "roll cash cash steal-cash", "take cash", "cash 200k", "name 3")
    # player 1 has three cash cards now: the most a bot can count
    steps(g, "take steal-cash")
    pass_window(g)
    assert greedy().choose(g.seat(2)).text == "target 1"


def test_greedy_never_discards_its_parachute_at_the_hand_limit():
    for seed in range(6):
        g = kit.new_game("bahamas", players=4, seed=seed)
        bots = [make_bot("greedy", "bahamas", seed=seed * 10 + p) for p in range(4)]
        while not g.over:
            p = g.to_act[0]
            if p == kit.CHANCE:
                g.roll()
                continue
            action = bots[p].choose(g.seat(p))
            if action.name == "discard" and g.view(None)["public"]["waiting"]["kind"] == "limit":
                hand = g.view(p)["seats"][p]["hand"]
                assert action.args[0] != "parachute" or hand.count("parachute") == len(hand)
            g.play(action, p)
