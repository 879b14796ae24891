"""Digit Code solver: the seven-segment model, narrowing, explanations, advisor, exact play.

Pure Python + numpy (sympy only for the reference path in :mod:`.symbolic`, imported on
first use).  Nothing here knows about the kit's engine or widgets.

* layout and rules: ``DIGIT_SEGMENTS``, ``POSITIONS``, ``LEDS``, ``LINES``, ``PAIRS``,
  ``QUESTIONS``, :func:`led_info`, :func:`check_code`, :func:`answer`
* the code set: :func:`all_codes` (465,120 x 6 uint8), :func:`code_strings`,
  :func:`answer_table` (74 x 465,120 uint8), :func:`possible_answers`
* narrowing: :func:`candidates`, :class:`Deduction`, :func:`explain` / :class:`Explanation`
  (with the knock-on eliminations of the two code rules, :class:`KnockOn`)
* advice: :func:`advise`, :func:`best_move`, :func:`plan`, :func:`choose_question`
* sympy reference: :func:`clue_expr`, :func:`digit_expr`, :func:`code_constraint_expr`,
  :func:`rules_expr`, :func:`sympy_candidates`

>>> from solvers.digit_code import Deduction, answer, candidates
>>> answer("305184", "B")
3
>>> d = Deduction([("B", 4), ("T", "odd")])
>>> d.count < 465120
True
"""
from __future__ import annotations

from .advisor import (
    EXACT_LIMIT,
    STRATEGIES,
    Advice,
    Endgame,
    Move,
    advise,
    best_move,
    choose_question,
    plan,
)
from .codes import (
    all_codes,
    answer_table,
    code_index,
    code_strings,
    lit_table,
    possible_answers,
    question_index,
    segment_table,
)
from .deduction import Clue, Deduction, Explanation, candidate_indices, candidates, explain, parse_clue
from .knockon import KnockOn
from .layout import (
    COLUMNS,
    DIGIT_SEGMENTS,
    LEDS,
    LINE_LEDS,
    LINES,
    PAIRS,
    POSITIONS,
    QUESTIONS,
    ROWS,
    SEGMENT_CELLS,
    SEGMENT_NAMES,
    SEGMENTS,
    LedInfo,
    answer,
    answer_phrase,
    check_code,
    describe_question,
    digit_from_leds,
    format_answer,
    is_valid_code,
    led_info,
    led_of,
    led_position,
    line_name,
    normalize_question,
    parse_answer,
    question_kind,
)

_SYMBOLIC = ("led_symbol", "led_symbols", "digit_expr", "code_constraint_expr", "rules_expr",
             "clue_expr", "sympy_candidates")

__all__ = [
    "COLUMNS", "DIGIT_SEGMENTS", "LEDS", "LINE_LEDS", "LINES", "PAIRS", "POSITIONS", "QUESTIONS",
    "ROWS", "SEGMENT_CELLS", "SEGMENT_NAMES", "SEGMENTS", "LedInfo", "answer", "answer_phrase",
    "check_code", "describe_question", "digit_from_leds", "format_answer", "is_valid_code",
    "led_info", "led_of", "led_position", "line_name", "normalize_question", "parse_answer", "question_kind",
    "all_codes", "answer_table", "code_index", "code_strings", "lit_table", "possible_answers",
    "question_index", "segment_table", "Clue", "Deduction", "Explanation", "candidate_indices",
    "candidates", "explain", "parse_clue", "KnockOn", "EXACT_LIMIT", "STRATEGIES", "Advice", "Endgame",
    "Move", "advise", "best_move", "choose_question", "plan", *_SYMBOLIC,
]


def __getattr__(name: str):
    """Import the sympy reference path only when one of its names is used."""
    if name in _SYMBOLIC:
        from . import symbolic
        return getattr(symbolic, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
