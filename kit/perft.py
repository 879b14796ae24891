"""Perft: counting the step sequences of a given length, a rules engine's regression guard."""
from __future__ import annotations

from kit.game import Game


def perft(game: Game, depth: int) -> int:
    """Number of legal step sequences of length ``depth`` from ``game`` (a sequence stops
    early when the game ends; in manual chance mode chance outcomes count as steps).
    Golden perft counts guard a rules engine against regressions.

    >>> import kit
    >>> g = kit.new_game("bahama_taxi", players=2, seed=1)
    >>> perft(g, 1) == len(g.legal_actions())
    True
    """
    if depth == 0 or game.over:
        return 1
    total = 0
    for player in game.to_act:
        for action in game.legal_actions(player):
            child = game.copy()
            child.play(action, player)
            total += perft(child, depth - 1)
    return total

