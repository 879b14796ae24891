"""What the search bot weighs in Planet Unknown: the points to expect, the end of a round as
the place to stop a playout, and the builder's placements ranked best first."""
from __future__ import annotations

import random

import kit
from kit.bots import make_bot
from kit.mcts import MctsBot


def _builders(g):
    return [make_bot("builder", "planet_unknown", seed=p) for p in g.players]


def _placing(seed=7, rounds=3):
    """A two-player game of builders at a placement (``rounds`` rounds in)."""
    g = kit.new_game("planet_unknown", players=2, seed=seed)
    bots = _builders(g)
    while True:
        p = g.to_act[0]
        if p == kit.CHANCE:
            g.roll()
            continue
        if g.view(None)["public"]["round"] > rounds and g.legal_actions(p)[0].name == "place":
            return g, p
        g.play(bots[p].choose(g.seat(p)), p)


def test_expected_scores_add_what_is_half_done_and_are_the_scores_once_over():
    """Between rounds the estimate adds something to the points scored (medals ahead on the
    tracks, rows half filled, the civ cards' end-game points); once over it is the score."""
    g = kit.new_game("planet_unknown", players=2, seed=9)
    bots = _builders(g)
    extra = []
    while not g.over:
        p = g.to_act[0]
        if p == kit.CHANCE:
            g.roll()
            continue
        if g.quiet():
            extra.append(min(e - s for e, s in zip(g.expected_scores(), g.scores())))
        g.play(bots[p].choose(g.seat(p)), p)
    assert len(extra) > 10 and all(x > 0 for x in extra)
    assert g.expected_scores() == g.scores()


def test_a_playout_stops_between_rounds():
    """Cut off at once (the game's ``search_cutoff`` 0), a playout by the builders still
    plays the round to its end: the station is about to turn, nothing is left to place."""
    g, p = _placing()
    bot = MctsBot(seed=1, simulations=2)
    bot.choose(g.seat(p))  # sets the bot up for the game
    assert bot._cutoff == 0
    world = g.seat(p).copy_for(random.Random(3))
    round_now = world.view(None)["public"]["round"]
    bot._rollout(world)
    assert world.quiet() and not world.over
    assert world.view(None)["public"]["round"] == round_now + 1
    assert world.view(None)["public"]["start"] != g.view(None)["public"]["start"]


def test_builder_ranks_its_choice_first():
    g, p = _placing()
    ranked = make_bot("builder", "planet_unknown", seed=3).ranked(g.seat(p))
    assert len(ranked) == len(set(ranked)) and set(ranked) == set(g.legal_actions(p))
    assert ranked[0] == make_bot("builder", "planet_unknown", seed=3).choose(g.seat(p))


def test_search_compares_the_builders_best_placements():
    """Two simulations: the builder's two best placements, in the same world."""
    g, p = _placing()
    ranked = make_bot("builder", "planet_unknown", seed=0).ranked(g.seat(p))
    bot = MctsBot(seed=0, simulations=2, guide="builder")
    bot.choose(g.seat(p))
    assert bot.last_guide == ranked[0]
    assert [a for a, r in bot.last_results.items() if r] == ranked[:2]
