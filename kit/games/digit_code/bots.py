"""Digit Code bots: ``advisor`` (the solver's best move), ``entropy`` (the most informative
question) and ``random`` (a random open question; guesses once few codes are left).

A bot reads only its seat: the clues its player knows (``view["private"]["clues"]``), the
questions it may ask (``view["private"]["available"]``) and its chances; it computes the
candidate codes itself with the solver, so it works with every option.

>>> import kit
>>> from kit.bots import make_bot, play_out
>>> g = kit.new_game("digit_code", players=1, seed=5, code="305218")
>>> play_out(g, [make_bot("entropy", "digit_code", seed=1)])
>>> g.winners(), len(g.history) < 40
([0], True)
"""
from __future__ import annotations

from typing import Any

from kit.bots import SeededBot
from kit.engine import Action, Seat
from kit.games.digit_code.moves import PASS, Ask, guess_action, write
from solvers.digit_code import Deduction, best_move, choose_question


def _ask(question: str) -> Action:
    return write(Ask(question))


class _DigitBot(SeededBot):
    """Shared turn logic: ask, then guess only a certain code (or when nothing is left to ask)."""

    name = "base"
    strategy = "entropy"
    #: The rule of a question it picks, in words.
    asks = "It asked the open question expected to tell it most about the code: {move}."

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        self._known: tuple[tuple[str, Any], ...] = ()
        self._mind = Deduction(explain=False)

    def mind(self, view: dict) -> Deduction:
        """The candidate codes for the clues in the view (kept and extended between turns)."""
        clues = tuple(tuple(c) for c in view["private"]["clues"])
        if clues != self._known:
            if clues[:len(self._known)] == self._known:
                mind, rest = self._mind.copy(), clues[len(self._known):]
            else:
                mind, rest = Deduction(explain=False), clues
            for question, reply in rest:
                mind.add(question, reply, explain=False)
            self._known, self._mind = clues, mind
        return self._mind

    def choose(self, seat: Seat) -> Action:
        view = seat.view()
        mind = self.mind(view)
        if view["phase"] == "after":
            return self.after_question(seat, view, mind)
        return self.start_turn(seat, view, mind)

    def start_turn(self, seat: Seat, view: dict, mind: Deduction) -> Action:
        if mind.count <= 1:
            self.rule = "Only one code fits every clue it knows: it guessed it, {move}."
            return guess_action(mind.candidates[0])
        available = view["private"]["available"]
        question = self.pick_question(mind, available)
        self.rule = self.asks
        if question is None and available:
            self.rule = ("No open question would narrow the codes down now, so it asked one only to spend "
                         "the turn and keep its chances: {move}.")
            question = available[0]  # nothing useful may be asked now: spend the turn, keep the chances
        if question is None:
            self.rule = "Nothing is left to ask: it guessed one of the codes that fit, {move}."
        return _ask(question) if question is not None else guess_action(mind.candidates[0])

    def after_question(self, seat: Seat, view: dict, mind: Deduction) -> Action:
        self.rule = ("Only one code fits every clue now: it guessed it, {move}." if mind.count == 1 else
                     "More than one code still fits, so it did not guess.")
        return guess_action(mind.candidates[0]) if mind.count == 1 else PASS

    def pick_question(self, mind: Deduction, available: list[str]) -> str | None:
        return choose_question(mind, self.strategy, allowed=available)


class EntropyBot(_DigitBot):
    """Asks the question with the most expected information (bits); guesses a certain code."""

    name = "entropy"


class RandomAskerBot(_DigitBot):
    """Asks a random open question; guesses once as few codes are left as it has chances."""

    name = "random"
    asks = "It asked an open question chosen at random: {move}."

    def start_turn(self, seat: Seat, view: dict, mind: Deduction) -> Action:
        if 1 < mind.count <= view["seats"][seat.player]["chances"]:
            self.rule = "No more codes fit than it has chances left, so it guessed one at random: {move}."
            return guess_action(self.rng.choice(mind.candidates))
        return super().start_turn(seat, view, mind)

    def pick_question(self, mind: Deduction, available: list[str]) -> str | None:
        return choose_question(mind, "random", self.rng, allowed=available)


class AdvisorBot(_DigitBot):
    """Plays :func:`solvers.digit_code.best_move`: exact once few codes are left (it may
    spend a spare chance on an early guess), the advisor's lookahead question before that."""

    name = "advisor"
    strategy = "advisor"
    asks = "It asked the question the advisor's look-ahead rates best: {move}."

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        self._plan: tuple[int, str, dict] | None = None

    def start_turn(self, seat: Seat, view: dict, mind: Deduction) -> Action:
        available = view["private"]["available"]
        if mind.count > 1 and set(available) >= set(mind.remaining_questions):
            chances = view["seats"][seat.player]["chances"]
            after = view["public"]["rules"]["guess_after_question"]
            move = best_move(mind, chances, guess_after_question=after)
            if move.code is not None:  # a guess
                self.rule = ("The advisor's best move: guessing now, {move}, finds the code in the fewest "
                             "turns on average.")
                return guess_action(move.code)
            if move.question is not None:
                self.rule = ("The advisor's best move: this question leads to the code in the fewest turns "
                             "on average, {move}.")
                self._plan = (len(view["public"]["questions"]) + 1, move.question, dict(move.then))
                return _ask(move.question)
        return super().start_turn(seat, view, mind)

    def after_question(self, seat: Seat, view: dict, mind: Deduction) -> Action:
        plan, self._plan = self._plan, None
        questions = view["public"]["questions"]
        if plan is not None and mind.count > 1 and len(questions) == plan[0] \
                and questions[-1]["question"] == plan[1] and questions[-1]["by"] == seat.player:
            code = plan[2].get(questions[-1]["answer"])
            self.rule = ("The advisor's plan for this answer is not to guess yet." if code is None else
                         "The advisor's plan for this answer is to guess {move}.")
            return PASS if code is None else guess_action(code)
        return super().after_question(seat, view, mind)


__all__ = ["AdvisorBot", "EntropyBot", "RandomAskerBot"]
