"""What a Planet Unknown player cannot see, as facts in words: the stack each other player
picked face down this round and the end-game civ cards they hold
(``PlanetUnknown.imagined_facts``; the search bot counts them over the worlds it imagines,
:mod:`kit.mcts_reasons`)."""
from __future__ import annotations

from collections.abc import Callable

from kit.games.planet_unknown.civ import CIV_CARDS
from kit.games.planet_unknown.state import PlanetState


def imagined_facts(s: PlanetState, player: int, name: Callable[[int], str]) -> list[str]:
    """E.g. "player 2 picked the inner stack", "player 2 holds the civ card “Terraformer”"."""
    facts = []
    if s.phase == "draft":
        facts += [f"{name(q)} picked the {pick} stack" for q, pick in enumerate(s.picks)
                  if q != player and pick is not None]
    for q, board in enumerate(s.boards):
        if q != player:
            facts += [f"{name(q)} holds the civ card “{CIV_CARDS[n].name}”" for n in sorted(set(board.civ))
                      if CIV_CARDS[n].when == "end"]
    return facts
