"""Digit Code's questions, answers and steps in words: the one place that says them, used by
the rules (log and answers), the widget (advisor, buttons) and the board's labels. A
segment is named by its place ("the upper-left segment of digit T"), never by its id.

>>> question_words("B"), question_words("T"), question_words("TU"), question_words("TAK")
('count the lit segments in column B', 'ask whether digit T is even or odd', 'ask which is larger, digit T or digit U', 'ask whether the upper-left segment of digit T is lit')
>>> answer_words("B", 1), answer_words("TU", "U"), answer_words("TAK", False)
('Column B has 1 lit segment.', 'Digit U is larger than digit T.', 'The upper-left segment of digit T is dark.')
"""
from __future__ import annotations

from typing import Any

from kit.engine import CHANCE, Action
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


def action_words(player: Any, action: Action, viewer: int | None) -> str:
    """A step in words as ``viewer`` may know it (None: the teacher). A secret code is seen by
    the teacher only; a guessed code by the teacher and the guesser."""
    name, args = action.name, action.args
    if player == CHANCE:
        return f"the secret code is {args[0]}" if viewer is None else "the secret code is set"
    if name == "ask":
        return question_words(args[0])
    if name == "guess":
        return f"guess the code {args[0]}" if viewer in (None, player) else HIDDEN_GUESS
    if name == "pass":
        return "end the turn without guessing"
    return "an unknown step"


__all__ = ["HIDDEN_GUESS", "action_words", "answer_words", "question_words", "segment_words"]
