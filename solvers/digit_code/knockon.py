"""Which eliminations come from the two code rules rather than from the answers themselves.

A secret code obeys two rules: *neighbours differ* (two digits side by side, or one above
the other, are never equal) and *at most twice* (no digit appears three times). When an
answer rules a digit out somewhere, the answers alone may forbid it, or only one rule (or
both together) may: "T must be 3, so its neighbour U cannot be 3". To tell them apart the
clues are also applied to every six-digit string, rules or not, and to the strings that
keep just one rule; a digit ruled out for valid codes but still possible for all strings
is a *knock-on* of the rules.

>>> from solvers.digit_code.deduction import parse_clue
>>> clues = [parse_clue(q, a) for q, a in [("T", "odd"), ("TAK", "dark"), ("TBJ", "lit"),
...                                        ("TBN", "lit")]]  # T must be 3
>>> rule_for("U", 3, clues), rule_for("U", 5, clues), rule_for("T", 7, clues)
('neighbours differ', None, None)
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

import numpy as np

from .codes import segment_table
from .layout import LINE_LEDS, PAIRS, POSITIONS, SEGMENTS, led_info, question_kind

__all__ = ["RULE_NEIGHBOURS", "RULE_TWICE", "RULE_BOTH", "RULE_WORDS", "KnockOn",
           "neighbours", "rule_for", "knock_ons", "free_presence"]

RULE_NEIGHBOURS = "neighbours differ"
RULE_TWICE = "at most twice"
RULE_BOTH = "both rules"
#: Each rule in a sentence a student reads.
RULE_WORDS = {
    RULE_NEIGHBOURS: "neighbouring digits (side by side or one above the other) must differ",
    RULE_TWICE: "no digit may appear more than twice",
    RULE_BOTH: "neighbouring digits must differ and no digit may appear more than twice",
}

_POS = {p: i for i, p in enumerate(POSITIONS)}


def neighbours(position: str) -> list[str]:
    """The positions next to ``position`` (side by side or one above the other).

    >>> neighbours("U"), neighbours("W")
    (['T', 'V', 'X'], ['T', 'X'])
    """
    out = [b if a == position else a for a, b in PAIRS if position in (a, b)]
    return sorted(out, key=POSITIONS.index)


@dataclass(frozen=True)
class KnockOn:
    """A digit a clue ruled out only because of a code rule, and why in words."""

    position: str
    digit: int
    rule: str
    reason: str

    def __str__(self) -> str:
        return f"{self.position} can no longer be {self.digit} ({self.reason})"


# ------------------------------------------------------------------ every six-digit string

@cache
def _strings() -> np.ndarray:
    """(10**6, 6) uint8: every six-digit string, rules or not, in numeric order."""
    digits = np.ascontiguousarray(np.indices((10,) * 6, dtype=np.uint8).reshape(6, -1).T)
    digits.setflags(write=False)
    return digits


@cache
def _rule_masks() -> tuple[np.ndarray, np.ndarray]:
    """(neighbours differ, at most twice): bool masks over :func:`_strings`."""
    digits = _strings()
    apart = np.ones(len(digits), dtype=bool)
    for a, b in PAIRS:
        apart &= digits[:, _POS[a]] != digits[:, _POS[b]]
    ordered = np.sort(digits, axis=1)  # a digit three times: three equal in a row once sorted
    twice = np.ones(len(digits), dtype=bool)
    for i in range(4):
        twice &= ordered[:, i] != ordered[:, i + 2]
    apart.setflags(write=False)
    twice.setflags(write=False)
    return apart, twice


def _answers(indices: np.ndarray, question: str) -> np.ndarray:
    """Stored answers (as in :func:`~solvers.digit_code.answer_table`) of the strings at
    ``indices`` to ``question``."""
    digits = _strings()
    table = segment_table()
    kind = question_kind(question)
    if kind == "count":
        acc = np.zeros(len(indices), dtype=np.uint8)
        for led in LINE_LEDS[question]:
            info = led_info(led)
            acc += table[digits[indices, _POS[info.digit_letter]], SEGMENTS.index(info.segment)]
        return acc
    if kind == "parity":
        return digits[indices, _POS[question]] & 1
    if kind == "compare":
        return (digits[indices, _POS[question[0]]] < digits[indices, _POS[question[1]]]).astype(np.uint8)
    info = led_info(question)
    return table[digits[indices, _POS[info.digit_letter]], SEGMENTS.index(info.segment)]


@cache
def _every_string() -> np.ndarray:
    every = np.arange(10**6, dtype=np.int32)
    every.setflags(write=False)
    return every


@lru_cache(maxsize=48)  # a few MB each at first: keep the cache small
def _free_indices(clues: tuple) -> np.ndarray:
    """Indices into :func:`_strings` of the strings that agree with ``clues`` (a tuple of
    :class:`~solvers.digit_code.deduction.Clue`), ignoring both code rules."""
    if not clues:
        return _every_string()
    indices = _free_indices(clues[:-1])
    clue = clues[-1]
    if clue.is_guess:
        code = int(clue.question)
        return indices[indices == code] if clue.value else indices[indices != code]
    return indices[_answers(indices, clue.question) == clue.value]


def _presence(indices: np.ndarray) -> np.ndarray:
    """(6, 10) bool: which digits each position shows among the strings at ``indices``."""
    present = np.zeros((6, 10), dtype=bool)
    if len(indices):
        sub = _strings()[indices]
        for p in range(6):
            present[p] = np.bincount(sub[:, p], minlength=10) > 0
    return present


def free_presence(clues: Sequence, rules: bool = True) -> dict[str, np.ndarray]:
    """(6, 10) bool presence of every digit at every position for the strings that fit
    ``clues`` under no rule (``"none"``) and, with ``rules``, under neighbours differ
    only and under at most twice only."""
    indices = _free_indices(tuple(clues))
    if not rules:
        return {"none": _presence(indices)}
    apart, twice = _rule_masks()
    return {"none": _presence(indices), RULE_NEIGHBOURS: _presence(indices[apart[indices]]),
            RULE_TWICE: _presence(indices[twice[indices]])}


def rule_for(position: str, digit: int, clues: Sequence) -> str | None:
    """Which rule rules ``digit`` out at ``position`` given ``clues`` (Clue objects):
    None if the answers alone forbid it, or if it is still possible for valid codes;
    else :data:`RULE_NEIGHBOURS`, :data:`RULE_TWICE` (each alone is enough; neighbours
    first) or :data:`RULE_BOTH` (only the two together)."""
    indices = _free_indices(tuple(clues))
    digits = _strings()
    with_it = indices[digits[indices, _POS[position]] == digit]
    if not len(with_it):
        return None
    apart, twice = _rule_masks()
    if not apart[with_it].any():
        return RULE_NEIGHBOURS
    if not twice[with_it].any():
        return RULE_TWICE
    if not (apart[with_it] & twice[with_it]).any():
        return RULE_BOTH
    return None


def _reason(position: str, digit: int, rule: str, with_it: np.ndarray,
            settled: dict[str, int]) -> str:
    """Why ``digit`` cannot be at ``position`` under ``rule``, in a few words (the rule
    itself is said once, by the caller)."""
    digits = _strings()
    if rule == RULE_NEIGHBOURS:
        fixed = [q for q in neighbours(position) if settled.get(q) == digit]
        if fixed:
            return f"its neighbour {fixed[0]} must be {digit}"
        near = neighbours(position)
        forced = [q for q in near if (digits[with_it, _POS[q]] == digit).all()]
        if forced:
            return f"with {digit} at {position}, the answers would make {forced[0]} a {digit} too"
        same = np.zeros(len(with_it), dtype=bool)
        for q in near:
            same |= digits[with_it, _POS[q]] == digit
        if same.all():
            return f"with {digit} at {position}, the answers would make {_or(near)} a {digit} too"
        return f"every code with {digit} at {position} that fits the answers has two equal neighbours"
    if rule == RULE_TWICE:
        fixed = [q for q in POSITIONS if q != position and settled.get(q) == digit]
        if len(fixed) >= 2:
            return f"{fixed[0]} and {fixed[1]} must both be {digit}"
        if ((digits[with_it] == digit).sum(axis=1) >= 3).all():
            return f"with {digit} at {position}, the answers would need {digit} three times"
        return (f"every code with {digit} at {position} that fits the answers uses some digit "
                "three times")
    return (f"every code with {digit} at {position} that fits the answers has two equal "
            "neighbours or uses a digit three times")


def _or(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def knock_ons(clues: Sequence, ruled_out: dict[str, list[int]],
              possible_after: dict[str, list[int]]) -> list[KnockOn]:
    """The digits of ``ruled_out`` (what the last of ``clues`` removed for valid codes)
    that only the code rules forbid, with the rule and the reason; ``possible_after`` is
    {position: digits still possible} for valid codes after every clue."""
    clues = tuple(clues)
    indices = _free_indices(clues)
    digits = _strings()
    apart, twice = _rule_masks()
    settled = {p: ds[0] for p, ds in possible_after.items() if len(ds) == 1}
    out = []
    for position, gone in ruled_out.items():
        column = digits[indices, _POS[position]]
        for digit in gone:
            with_it = indices[column == digit]
            if not len(with_it):
                continue  # the answers alone forbid it
            if not apart[with_it].any():
                rule = RULE_NEIGHBOURS
            elif not twice[with_it].any():
                rule = RULE_TWICE
            else:
                rule = RULE_BOTH
            reason = _reason(position, int(digit), rule, with_it, settled)
            out.append(KnockOn(position, int(digit), rule, reason))
    return out
