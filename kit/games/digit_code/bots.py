"""Digit Code bots: ``advisor`` (the solver's best move), ``entropy`` (the most informative
question) and ``random`` (a random question; guesses only when the code is nearly certain).

Every bot reasons only from what its player knows (``game.deduction(player)``) and plays
only questions still available to it, so it works with every option.

>>> import kit
>>> from kit.bots import make_bot, play_out
>>> g = kit.new_game("digit_code", players=1, seed=5, code="305218")
>>> play_out(g, [make_bot("entropy", "digit_code", seed=1)])
>>> g.winners(), len(g.history) < 40
([0], True)
"""
from __future__ import annotations

import random
from typing import Any

from kit.bots import register_bot
from kit.engine import Action, Game
from solvers.digit_code import Deduction, advise, best_move


def _guess(code: str) -> Action:
    return Action("guess", (code,))


def _ask(question: str) -> Action:
    return Action("ask", (question,))


def _useful_questions(mind: Deduction, available: list[str]) -> list[Any]:
    """Advice on the available questions whose answer is still open, best first."""
    allowed = set(available)
    return [a for a in advise(mind) if a.question in allowed and a.parts > 1]


class _DigitBot:
    """Shared turn logic: ask, then guess only a certain code (or when nothing is left to ask)."""

    name = "base"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        mind = game.deduction(player)
        if game.phase == "after":
            return self.after_question(game, player, mind)
        return self.start_turn(game, player, mind)

    def start_turn(self, game: Game, player: int, mind: Deduction) -> Action:
        if mind.count <= 1:
            return _guess(mind.candidates[0])
        useful = _useful_questions(mind, game.available_questions(player))
        if not useful:
            return _guess(self.pick_code(game, player, mind))
        return _ask(self.pick_question(useful))

    def after_question(self, game: Game, player: int, mind: Deduction) -> Action:
        return _guess(mind.candidates[0]) if mind.count == 1 else Action("pass")

    def pick_question(self, useful: list[Any]) -> str:
        return useful[0].question

    def pick_code(self, game: Game, player: int, mind: Deduction) -> str:
        return next(str(a.args[0]) for a in game.legal_actions(player) if a.name == "guess")


@register_bot("digit_code", "entropy")
class EntropyBot(_DigitBot):
    """Asks the question with the most expected information (bits); guesses a certain code."""

    name = "entropy"


@register_bot("digit_code", "random")
class RandomAskerBot(_DigitBot):
    """Asks a random open question; guesses once as few codes are left as it has chances."""

    name = "random"

    def start_turn(self, game: Game, player: int, mind: Deduction) -> Action:
        if 1 < mind.count <= game.chances[player]:
            return _guess(self.rng.choice(mind.candidates))
        return super().start_turn(game, player, mind)

    def pick_question(self, useful: list[Any]) -> str:
        return self.rng.choice(useful).question


@register_bot("digit_code", "advisor")
class AdvisorBot(_DigitBot):
    """Plays :func:`solvers.digit_code.best_move`: exact once few codes are left (it may
    spend a spare chance on an early guess), the advisor's question before that."""

    name = "advisor"

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        self._plan: tuple[int, dict] | None = None

    def start_turn(self, game: Game, player: int, mind: Deduction) -> Action:
        available = game.available_questions(player)
        chances = game.chances[player]
        after = game.settings["guess_after_question"]
        if set(available) >= set(mind.remaining_questions):
            move = best_move(mind, chances, guess_after_question=after)
            if move.kind == "guess":
                return _guess(move.code)
            self._plan = (len(game.history) + 1, dict(move.then))
            return _ask(move.question)
        return super().start_turn(game, player, mind)

    def after_question(self, game: Game, player: int, mind: Deduction) -> Action:
        plan, self._plan = self._plan, None
        if plan is not None and plan[0] == len(game.history) and mind.count > 1:
            reply = game.records[-1]["answer"]
            code = plan[1].get(reply)
            return Action("pass") if code is None else _guess(code)
        return super().after_question(game, player, mind)
