"""The 465,120 valid codes and every code's answer to every question, as compact numpy arrays.

Everything is built on first use (well under 2 s) and cached.

>>> all_codes().shape
(465120, 6)
>>> answer_table().shape
(74, 465120)
>>> possible_answers("K")
[3, 4, 5, 6]
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import numpy as np

from .layout import (
    DIGIT_SEGMENTS,
    LEDS,
    LINE_LEDS,
    LINES,
    PAIRS,
    POSITIONS,
    QUESTIONS,
    SEGMENTS,
    check_code,
    format_answer,
    normalize_question,
)

__all__ = [
    "all_codes", "code_strings", "code_values", "code_index", "answer_table",
    "question_index", "possible_answers", "possible_answer_values", "segment_table",
    "lit_table",
]

#: question -> row in :func:`answer_table`.
_QUESTION_ROW = {q: i for i, q in enumerate(QUESTIONS)}


@cache
def segment_table() -> np.ndarray:
    """10 x 7 uint8: ``segment_table()[d, s]`` is 1 if digit d lights segment ``SEGMENTS[s]``."""
    table = np.zeros((10, 7), dtype=np.uint8)
    for digit, segs in DIGIT_SEGMENTS.items():
        for s in segs:
            table[digit, SEGMENTS.index(s)] = 1
    table.setflags(write=False)
    return table


@cache
def all_codes() -> np.ndarray:
    """Every valid code, as a read-only (465120, 6) uint8 array of digits in T..Y order, sorted.

    >>> codes = all_codes()
    >>> codes[0].tolist(), codes[-1].tolist()
    ([0, 1, 0, 1, 2, 3], [9, 8, 9, 8, 7, 6])
    """
    values = np.arange(10**6, dtype=np.int32)
    digits = np.empty((10**6, 6), dtype=np.uint8)
    for p in range(6):
        digits[:, 5 - p] = (values // 10**p) % 10
    pos = {p: i for i, p in enumerate(POSITIONS)}
    ok = np.ones(10**6, dtype=bool)
    for a, b in PAIRS:
        ok &= digits[:, pos[a]] != digits[:, pos[b]]
    digits = digits[ok]
    for d in range(10):
        digits = digits[(digits == d).sum(axis=1, dtype=np.uint8) <= 2]
    digits = np.ascontiguousarray(digits)
    digits.setflags(write=False)
    return digits


@cache
def code_values() -> np.ndarray:
    """Each code as the integer it spells (sorted ascending), int32."""
    weights = 10 ** np.arange(5, -1, -1, dtype=np.int32)
    values = all_codes().astype(np.int32) @ weights
    values.setflags(write=False)
    return values


@cache
def _string_array() -> np.ndarray:
    chars = (all_codes() + ord("0")).astype(np.uint8)
    return np.ascontiguousarray(chars).view("S6").ravel().astype("U6")


def code_strings(indices: np.ndarray | Sequence[int] | None = None) -> list[str]:
    """Codes as strings, all of them or those at ``indices`` (in the given order).

    >>> code_strings(np.array([0, 1]))
    ['010123', '010124']
    """
    strings = _string_array()
    if indices is None:
        return strings.tolist()
    return strings[np.asarray(indices)].tolist()


def code_index(code: str) -> int:
    """Position of a valid code in :func:`all_codes` (ValueError if invalid)."""
    check_code(code)
    values = code_values()
    i = int(np.searchsorted(values, int(code)))
    return i


def question_index(question: str) -> int:
    """Row of a question in :func:`answer_table` (accepts any spelling normalize_question does)."""
    return _QUESTION_ROW[normalize_question(question)]


@cache
def lit_table() -> np.ndarray:
    """(465120, 42) uint8: 1 where a code lights an LED (columns in ``LEDS`` order)."""
    lit = segment_table()[all_codes()]  # (N, 6, 7)
    lit = np.ascontiguousarray(lit.reshape(len(lit), 42))
    lit.setflags(write=False)
    return lit


@cache
def answer_table() -> np.ndarray:
    """(74, 465120) uint8: row q holds every code's stored answer to ``QUESTIONS[q]``.

    Stored answers: count for lines; 0 even / 1 odd for digits; 0 if the pair's first
    letter is larger, else 1; 1 lit / 0 dark for LEDs.
    """
    codes = all_codes()
    n = len(codes)
    lit_t = np.ascontiguousarray(lit_table().T)  # (42, N)
    table = np.empty((len(QUESTIONS), n), dtype=np.uint8)
    led_row = {led: i for i, led in enumerate(LEDS)}
    row = 0
    for line in LINES:
        acc = np.zeros(n, dtype=np.uint8)
        for led in LINE_LEDS[line]:
            acc += lit_t[led_row[led]]
        table[row] = acc
        row += 1
    for p in range(6):
        table[row] = codes[:, p] & 1
        row += 1
    for a, b in PAIRS:
        table[row] = codes[:, POSITIONS.index(a)] < codes[:, POSITIONS.index(b)]
        row += 1
    table[row:] = lit_t
    table.setflags(write=False)
    return table


@cache
def _possible_values() -> tuple[tuple[int, ...], ...]:
    table = answer_table()
    return tuple(tuple(np.flatnonzero(np.bincount(r, minlength=8)).tolist()) for r in table)


def possible_answer_values(question: str) -> tuple[int, ...]:
    """Stored answer integers the question can give over all valid codes."""
    return _possible_values()[question_index(question)]


def possible_answers(question: str) -> list[int | str | bool]:
    """Every answer the question can have (computed from the code set), in stored order.

    >>> possible_answers("B"), possible_answers("C"), possible_answers("T"), possible_answers("TU")
    ([1, 2, 3, 4, 5, 6], [2, 3, 4], ['even', 'odd'], ['T', 'U'])
    >>> possible_answers("TAK")
    [False, True]
    """
    q = normalize_question(question)
    return [format_answer(q, v) for v in possible_answer_values(q)]
