"""Tobago bots: ``greedy`` steers the nearest treasure map toward its ATV, drives to
located treasures and raises them; it takes good cards in a sharing.

>>> import kit
>>> from kit.bots import make_bot, play_out
>>> g = kit.new_game("tobago", players=2, seed=5)
>>> play_out(g, [make_bot("greedy", "tobago", seed=1), make_bot("random", seed=2)])
>>> g.over
True
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from kit.bots import register_bot
from kit.engine import Action

if TYPE_CHECKING:
    from kit.games.tobago.rules import TobagoGame

#: Kit default: the greedy bot takes a revealed card worth at least this many coins, or any
#: card its rose is the last chance for.
TAKE_AT_LEAST = 4


@register_bot("tobago", "greedy")
class GreedyBot:
    """A simple sensible player (no look-ahead)."""

    name = "greedy"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, game: "TobagoGame", player: int) -> Action:
        legal = game.legal_actions(player)
        texts = {a.text: a for a in legal}
        phase = game.phase
        if phase == "curse":
            return texts["amulet protect"]
        if phase == "share":
            sh = game.share
            value = game.card_values[sh.card]
            last_chance = sh.offer == len(sh.roses) - 1
            return texts["take"] if value >= TAKE_AT_LEAST or last_chance else texts["pass"]
        raises = [a for a in legal if a.name == "raise"]
        if raises:
            return raises[0]
        if phase == "arrived":
            return texts["stop"]
        if phase == "place":
            return self._place(game, legal)
        if phase == "start":
            return self._best_clue(game, player, [a for a in legal if a.name == "clue"]) or legal[0]
        move = self._move_to_treasure(game, player)
        if move is not None:
            return move
        clue = self._best_clue(game, player, [a for a in legal if a.name == "clue"])
        if clue is not None:
            return clue
        if "swap" in texts:  # no playable clue in hand: get new cards
            return texts["swap"]
        return self._move_towards_maps(game, player, legal)

    def _place(self, game: "TobagoGame", legal: list[Action]) -> Action:
        """The hex from which an ATV reaches most of the island in 3 steps."""
        board = game.board
        best = max(board.hexes, key=lambda h: (len(board.reachable(h)), self.rng.random()))
        return Action("place", (f"{best[0]},{best[1]}",))

    def _move_to_treasure(self, game: "TobagoGame", player: int) -> Action | None:
        spots = [h for h in (game.located(m) for m in range(len(game.maps))) if h is not None]
        if not spots:
            return None
        return self._drive_towards(game, player, spots)

    def _drive_towards(self, game: "TobagoGame", player: int, targets) -> Action | None:
        board = game.board
        here = game.atv[player]
        dist_here = board.distances(here)
        target = min(targets, key=lambda h: dist_here.get(h, 99))
        if target == here:
            return None
        options = board.reachable(here)
        if target in options:
            return Action("move", (f"{target[0]},{target[1]}",))
        to_target = board.distances(target)  # ATV steps are symmetric
        best = min(options, key=lambda h: (to_target.get(h, 99), h))
        if to_target.get(best, 99) >= to_target.get(here, 99):
            return None
        return Action("move", (f"{best[0]},{best[1]}",))

    def _best_clue(self, game: "TobagoGame", player: int, clues: list[Action]) -> Action | None:
        """The clue that leaves candidates nearest this player's ATV (then: fewest)."""
        if not clues:
            return None
        board = game.board
        here = game.atv[player]
        dist = board.distances(here) if here is not None else {}

        def score(action: Action) -> tuple:
            m = int(action.args[0]) - 1
            text = " ".join(action.args[1:])
            mask = game.maps[m].candidates & board.masks[text]
            hexes = board.to_hexes(mask)
            mean = sum(dist.get(h, 9) for h in hexes) / len(hexes)
            return (round(mean, 3), len(hexes), action.text)

        return min(clues, key=score)

    def _move_towards_maps(self, game: "TobagoGame", player: int, legal: list[Action]) -> Action:
        targets = [h for m in range(len(game.maps)) if game.maps[m].clues for h in game.map_hexes(m)]
        move = self._drive_towards(game, player, targets) if targets else None
        if move is not None:
            return move
        others = [a for a in legal if a.name not in ("amulet", "swap")]
        return self.rng.choice(others or legal)
