"""Digit Code's action grammar: every action's words read once into a typed move, and
written back. A question is written as the solver names it (``B``, ``T``, ``TU``, ``TAK``;
the rules' ``_parse`` forgives its case), a code as six digits.

Players: ``ask B`` (:class:`Ask`), ``guess 305218`` (:class:`Guess`), ``pass``
(:class:`Pass`: no guess after a question). Chance: ``code 305218`` (:class:`SecretCode`).
Words that are no move, a question the game does not have or a code that breaks the code
rules are refused here, from the words alone; whether a move is allowed now is the rules'
business.

>>> read(Action("ask", ("TU",))), write(Guess("305218"))
(Ask(question='TU'), Action('guess 305218'))
>>> try:
...     read(Action("guess", ("330184",)))
... except IllegalAction as refusal:
...     print(refusal.rule, "-", refusal)  # doctest: +ELLIPSIS
not a possible code - not a possible code: 330184 breaks a code rule: T and U are both 3 ...
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from kit.engine import Action, IllegalAction
from solvers.digit_code import QUESTIONS, check_code, normalize_question


@dataclass(frozen=True)
class Ask:
    """Ask a question about the code one hunts."""

    question: str


@dataclass(frozen=True)
class Guess:
    """Guess the code."""

    code: str


@dataclass(frozen=True)
class Pass:
    """End the turn without guessing (after a question)."""


@dataclass(frozen=True)
class SecretCode:
    """Chance: a secret code is drawn (or a teacher names it)."""

    code: str


DigitMove = Ask | Guess | Pass | SecretCode

#: The actions of the questions and of passing, one object each.
ASK = {q: Action("ask", (q,)) for q in QUESTIONS}
PASS = Action("pass")
USAGE = "use 'ask B', 'ask T', 'ask TU', 'ask TAK', 'guess 305218' or 'pass'"


@lru_cache(maxsize=4096)
def guess_action(code: str) -> Action:
    """The action of guessing ``code`` (cached: the legal lists repeat the same few codes)."""
    return Action("guess", (code,))


def plain(message: str) -> str:
    """A solver's refusal of a code in a student's words: "invalid code '330184': T and U
    are both 3 ..." becomes "330184 breaks a code rule: T and U are both 3 ..."."""
    prefix = "invalid code "
    if message.startswith(prefix) and ": " in message:
        code, why = message[len(prefix):].split(": ", 1)
        return f"{code.strip(chr(39))} breaks a code rule: {why}"
    return message


@lru_cache(maxsize=8192)
def read(action: Action) -> DigitMove:
    """The move of an action (cached: the rules read one at every step)."""
    name, args = action
    if name == "ask":
        if len(args) != 1:
            raise IllegalAction("action syntax", "ask one question, e.g. 'ask B' or 'ask TAK'")
        try:
            question = normalize_question(args[0])
        except ValueError as err:
            raise IllegalAction("question", str(err)[:160]) from None
        if question != args[0]:
            raise IllegalAction("action syntax", f"write the question as {question!r}")
        return Ask(question)
    if name == "guess":
        if len(args) != 1:
            raise IllegalAction("action syntax", "guess one code of six digits, e.g. 'guess 305218'")
        try:
            check_code(args[0])
        except ValueError as err:
            why = plain(str(err))[:160]
            raise IllegalAction("not a possible code", f"{why} (no chance is lost)") from None
        return Guess(args[0])
    if name == "pass":
        if args:
            raise IllegalAction("action syntax", "write just 'pass'")
        return Pass()
    if name == "code" and len(args) == 1:
        try:
            check_code(args[0])
        except ValueError as err:
            raise IllegalAction("chance", plain(str(err))[:160]) from None
        return SecretCode(args[0])
    raise IllegalAction("action syntax", f"unknown action {name[:30]!r}: {USAGE}")


def write(move: DigitMove) -> Action:
    """The action of a move: the inverse of :func:`read`."""
    if isinstance(move, Ask):
        return ASK[move.question]
    if isinstance(move, Guess):
        return guess_action(move.code)
    if isinstance(move, Pass):
        return PASS
    return Action("code", (move.code,))


__all__ = ["ASK", "PASS", "Ask", "DigitMove", "Guess", "Pass", "SecretCode", "guess_action", "plain", "read",
           "write"]
