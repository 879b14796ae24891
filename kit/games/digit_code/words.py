"""Digit Code's questions, answers and steps in words: the one place that says them, used by
the rules (log and answers), the widget (advisor, buttons) and the board's labels. A
segment is named by its place ("the upper-left segment of digit T"), never by its id.

>>> question_words("B"), question_words("T")
('count the lit segments in column B', 'ask whether digit T is even or odd')
>>> question_words("TU"), question_words("TAK")
('ask which is larger, digit T or digit U', 'ask whether the upper-left segment of digit T is lit')
>>> answer_words("B", 1), answer_words("TU", "U")
('Column B has 1 lit segment.', 'Digit U is larger than digit T.')
>>> answer_words("TAK", False)
'The upper-left segment of digit T is dark.'
"""
from __future__ import annotations

from typing import Any

from kit.engine import Player
from kit.games.digit_code.moves import Ask, DigitMove, Guess, Pass, SecretCode
from solvers.digit_code import SEGMENT_NAMES, led_info, line_name, parse_answer, question_kind

#: The public log's line for a wrong guess (the code tried is seen by the guesser only).
HIDDEN_GUESS = "guess a code"


def segment_words(led: str) -> str:
    """``'TAK'`` → "the upper-left segment of digit T"."""
    info = led_info(led)
    return f"the {SEGMENT_NAMES[info.segment].replace(' ', '-')} segment of digit {info.digit_letter}"


def question_words(question: str) -> str:
    """What asking ``question`` does, in words."""
    kind = question_kind(question)
    if kind == "count":
        return f"count the lit segments in {line_name(question)}"
    if kind == "parity":
        return f"ask whether digit {question} is even or odd"
    if kind == "compare":
        return f"ask which is larger, digit {question[0]} or digit {question[1]}"
    return f"ask whether {segment_words(question)} is lit"


def answer_words(question: str, reply: Any) -> str:
    """An answer as a sentence, from a question and its public answer (as the game stores it)."""
    value = parse_answer(question, reply)
    kind = question_kind(question)
    if kind == "count":
        line = line_name(question)
        return f"{line[0].upper()}{line[1:]} has {value} lit segment{'' if value == 1 else 's'}."
    if kind == "parity":
        return f"Digit {question} is {'odd' if value else 'even'}."
    if kind == "compare":
        big, small = (question[0], question[1]) if value == 0 else (question[1], question[0])
        return f"Digit {big} is larger than digit {small}."
    words = segment_words(question)
    return f"{words[0].upper()}{words[1:]} is {'lit' if value else 'dark'}."


def move_words(player: Player, move: DigitMove, viewer: int | None) -> str:
    """A step in words as ``viewer`` may know it (None: the teacher). A secret code is seen by
    the teacher only; a guessed code by the teacher and the guesser."""
    if isinstance(move, SecretCode):
        return f"the secret code is {move.code}" if viewer is None else "the secret code is set"
    if isinstance(move, Ask):
        return question_words(move.question)
    if isinstance(move, Guess):
        return f"guess the code {move.code}" if viewer in (None, player) else HIDDEN_GUESS
    assert isinstance(move, Pass)
    return "end the turn without guessing"


__all__ = ["HIDDEN_GUESS", "move_words", "answer_words", "question_words", "segment_words"]
