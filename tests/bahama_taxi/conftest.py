from __future__ import annotations

import kit
from kit.games.bahama_taxi.rules import Citizen


def position(players=2, taxis=("5D", "2S"), waiting=(), passengers=None, draw_pile=None,
             current=0, seed=0, **options):
    """A hand-built Bahama Taxi position at the start of ``current``'s turn."""
    g = kit.new_game("bahama_taxi", players=players, seed=seed, **options)
    g.taxis = list(taxis)
    g.waiting = [Citizen(o, d) for o, d in waiting]
    g.passengers = [[Citizen(o, d) for o, d in ps] for ps in (passengers or [[] for _ in range(players)])]
    if draw_pile is not None:
        g.draw_pile = list(draw_pile)
    g.current = current
    g.finished = False
    g._start_turn()
    return g
