"""Tobago bots: ``greedy`` steers the nearest treasure map toward its ATV, drives to
located treasures and raises them; it takes good cards in a sharing. It decides from its
seat alone (the view and the legal actions); the island's tables come from the public
island named in the view.

>>> import kit
>>> from kit.bots import make_bot, play_out
>>> g = kit.new_game("tobago", players=2, seed=5)
>>> play_out(g, [make_bot("greedy", "tobago", seed=1), make_bot("random", seed=2)])
>>> g.over
True
"""
from __future__ import annotations

from typing import Any

from kit.bots import SeededBot
from kit.engine import Action, Seat
from kit.games.tobago.board import Board, board_for, spec_of_view
from kit.games.tobago.hexes import Hex
from kit.games.tobago.moves import Drive, Place, PlayClue, read_action, write_move

#: Kit default: the greedy bot takes a revealed card worth at least this many coins, or any
#: card its rose is the last chance for.
TAKE_AT_LEAST = 4


#: What the greedy bot says in a sharing.
SHARE_RULE = (f"It takes a treasure card worth at least {TAKE_AT_LEAST} coins, or any card when this is its "
              "last chance, and passes on the others: {move}.")
#: What the greedy bot says when it plays a clue.
CLUE_RULE = ("It played the clue that leaves a treasure's possible hexes nearest its ATV (then the fewest "
             "of them): {move}.")


class GreedyBot(SeededBot):
    """A simple sensible player (no look-ahead)."""

    name = "greedy"

    def choose(self, seat: Seat) -> Action:
        legal = seat.legal_actions()
        texts = {a.text: a for a in legal}
        view = seat.view()
        phase, public = view["phase"], view["public"]
        if phase == "curse":
            self.rule = "It protects itself from the curse with an amulet whenever it can."
            return texts["amulet protect"]
        if phase == "share":
            share = public["share"]
            last_chance = share["offer"] == len(share["roses"]) - 1
            self.rule = SHARE_RULE
            return texts["take"] if share["card"] >= TAKE_AT_LEAST or last_chance else texts["pass"]
        raises = [a for a in legal if a.name == "raise"]
        if raises:
            self.rule = "It raises a treasure whenever it can: {move}."
            return raises[0]
        if phase == "arrived":
            self.rule = "Its ATV arrived: it stopped there."
            return texts["stop"]
        board = self._board(seat, public)
        if phase == "place":
            self.rule = "It placed its ATV where it can reach the most hexes: {move}."
            best = max(board.hexes, key=lambda h: (len(board.reachable(h)), self.rng.random()))
            return write_move(Place(best))
        clues = [a for a in legal if a.name == "clue"]
        at = view["seats"][seat.player]["atv"]
        here = board.hex_of[at] if at is not None else None
        if phase == "start":
            self.rule = CLUE_RULE
            return self._best_clue(board, public, here, clues) or legal[0]
        spots = [board.hex_of[m["located"]] for m in public["maps"] if m["located"] is not None]
        move = self._drive_towards(board, here, spots) if spots and here is not None else None
        if move is not None:
            self.rule = "It drove toward the nearest treasure already located: {move}."
            return move
        clue = self._best_clue(board, public, here, clues)
        if clue is not None:
            self.rule = CLUE_RULE
            return clue
        if "swap" in texts:  # no playable clue in hand: get new cards
            self.rule = "No clue in its hand can be played: it swapped its cards for new ones."
            return texts["swap"]
        targets = [board.hex_of[h] for m in public["maps"] if m["clues"] for h in m["candidates"]]
        move = self._drive_towards(board, here, targets) if targets and here is not None else None
        if move is not None:
            self.rule = "It drove toward the hexes where a treasure may still lie: {move}."
            return move
        self.rule = "No rule of thumb fits: it made a move at random, {move}."
        others = [a for a in legal if a.name not in ("amulet", "swap")]
        return self.rng.choice(others or legal)

    @staticmethod
    def _board(seat: Seat, public: dict[str, Any]) -> Board:
        settings = seat.settings
        return board_for(spec_of_view(public["island"]), settings["adjacency_excludes_target"],
                         settings["step_combines_cross"])

    @staticmethod
    def _drive_towards(board: Board, here: Hex, targets: list[Hex]) -> Action | None:
        dist_here = board.distances(here)
        target = min(targets, key=lambda h: (dist_here.get(h, 99), h))
        if target == here:
            return None
        options = board.reachable(here)
        if target in options:
            return write_move(Drive(target))
        to_target = board.distances(target)  # ATV steps are symmetric
        best = min(options, key=lambda h: (to_target.get(h, 99), h))
        if to_target.get(best, 99) >= to_target.get(here, 99):
            return None
        return write_move(Drive(best))

    @staticmethod
    def _best_clue(board: Board, public: dict[str, Any], here: Hex | None,
                   clues: list[Action]) -> Action | None:
        """The clue that leaves candidates nearest this player's ATV (then: fewest)."""
        if not clues:
            return None
        dist = board.distances(here) if here is not None else {}
        masks = [board.to_mask(board.hex_of[h] for h in m["candidates"]) for m in public["maps"]]

        def score(action: Action) -> tuple[float, int, str]:
            move = read_action(action)
            assert isinstance(move, PlayClue)
            hexes = board.to_hexes(masks[move.map] & board.masks[move.card])
            mean = sum(dist.get(h, 9) for h in hexes) / len(hexes)
            return (round(mean, 3), len(hexes), action.text)

        return min(clues, key=score)
