"""Narrowing the candidate codes by clues, with explanations a student can read.

A clue is a pair ``(question, answer)``.  Answers may be written in any accepted form
(``4`` or ``"4"``; ``"even"``/``"odd"``; ``"T"``; ``True``/``"lit"``/``False``/``"dark"``).
A wrong guess is a clue too: ``("305184", "wrong")``.

>>> d = Deduction()
>>> d.count
465120
>>> e = d.add("B", 6)
>>> e.after, d.possible_digits()["T"]
(155040, [2, 3, 5, 6, 8, 9])
>>> print(e)  # doctest: +ELLIPSIS
Column B has 6 lit LEDs. ... This removed 310,080 of 465,120 codes (155,040 left). ...
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal, overload

import numpy as np

from .codes import (
    all_codes,
    answer_table,
    code_index,
    code_strings,
    code_values,
    possible_answer_values,
    question_index,
)
from .knockon import RULE_BOTH, RULE_NEIGHBOURS, RULE_TWICE, RULE_WORDS, free_presence, knock_ons
from .layout import (
    DIGIT_SEGMENTS,
    LEDS,
    LINE_LEDS,
    POSITIONS,
    QUESTIONS,
    SEGMENT_NAMES,
    SEGMENTS,
    answer_phrase,
    check_code,
    format_answer,
    led_info,
    normalize_question,
    parse_answer,
    question_kind,
)

__all__ = [
    "Clue", "parse_clue", "candidates", "candidate_indices", "Deduction", "Explanation",
    "explain",
]


@dataclass(frozen=True)
class Clue:
    """A checked clue: canonical question (or a guessed code) and its stored answer integer."""

    question: str
    value: int

    @property
    def is_guess(self) -> bool:
        return len(self.question) == 6

    @property
    def answer(self) -> int | str | bool:
        """The answer in public form (for a guess: True if the guess was right)."""
        return bool(self.value) if self.is_guess else format_answer(self.question, self.value)

    def phrase(self) -> str:
        if self.is_guess:
            return f"The code is {'' if self.value else 'not '}{self.question}."
        return answer_phrase(self.question, self.value)


_RIGHT = {"right", "correct", "yes", "true", "hit"}
_WRONG = {"wrong", "incorrect", "no", "false", "miss"}


def parse_clue(question: Any, answer: Any) -> Clue:
    """Check a clue and bring it to canonical form; ValueError with a clear reason.

    >>> parse_clue("k", "4")
    Clue(question='K', value=4)
    >>> parse_clue("K", 2)
    Traceback (most recent call last):
    ...
    ValueError: impossible answer 2 to K: row K always has 3 to 6 lit LEDs
    """
    if isinstance(question, str) and len(question.strip()) == 6 and question.strip().isdigit():
        code = check_code(question.strip())
        text = answer.strip().lower() if isinstance(answer, str) else None
        if isinstance(answer, (bool, np.bool_)) or text in _RIGHT | _WRONG:
            return Clue(code, int(bool(answer)) if text is None else int(text in _RIGHT))
        raise ValueError(f"answer to the guess {code} must be 'right'/True or 'wrong'/False, got {answer!r}")
    q = normalize_question(question)
    value = parse_answer(q, answer)
    allowed = possible_answer_values(q)
    if value not in allowed:
        raise ValueError(f"impossible answer {answer!r} to {q}: {_range_text(q, allowed)}")
    return Clue(q, value)


def _range_text(q: str, allowed: tuple[int, ...]) -> str:
    if question_kind(q) == "count":
        where = ("column " if q in "ABCDEFGHI" else "row ") + q
        return f"{where} always has {allowed[0]} to {allowed[-1]} lit LEDs"
    return "possible answers are " + ", ".join(repr(format_answer(q, v)) for v in allowed)


def _parse_clues(clues: Iterable[Any]) -> list[Clue]:
    parsed = []
    for item in clues:
        if isinstance(item, Clue):
            parsed.append(item)
            continue
        try:
            question, answer = item
        except (TypeError, ValueError):
            raise ValueError(f"a clue is a (question, answer) pair, got {item!r}") from None
        parsed.append(parse_clue(question, answer))
    return parsed


def _narrow(indices: np.ndarray | None, clue: Clue) -> np.ndarray:
    """Indices (into all_codes) that agree with one clue; ``None`` means all codes."""
    if clue.is_guess:
        i = code_index(clue.question)
        if clue.value:
            keep = indices is None or bool(np.any(indices == i))
            return np.array([i] if keep else [], dtype=np.int32)
        if indices is None:
            return np.delete(np.arange(len(code_values()), dtype=np.int32), i)
        return indices[indices != i]
    row = answer_table()[question_index(clue.question)]
    if indices is None:
        return np.flatnonzero(row == clue.value).astype(np.int32)
    return indices[row[indices] == clue.value]


def candidate_indices(clues: Iterable[Any] = ()) -> np.ndarray:
    """Sorted int32 indices into :func:`all_codes` of the codes consistent with ``clues``."""
    indices = None
    for clue in _parse_clues(clues):
        indices = _narrow(indices, clue)
    if indices is None:
        return np.arange(len(all_codes()), dtype=np.int32)
    return indices


def candidates(clues: Iterable[Any] = ()) -> list[str]:
    """The sorted list of codes consistent with every clue ([] if they contradict).

    >>> len(candidates([("B", 6), ("E", 6), ("H", 6)]))
    11760
    >>> candidates([("T", "odd"), ("TAM", "lit")])
    []
    """
    return code_strings(candidate_indices(clues))


# ----------------------------------------------------------------------------- explanation

@dataclass
class Explanation:
    """What one clue did to the candidate set, with the reasons in words."""

    question: str
    answer: Any
    before: int
    after: int
    ruled_out: dict[str, list[int]] = field(default_factory=dict)
    settled_leds: dict[str, str] = field(default_factory=dict)
    settled_digits: dict[str, int] = field(default_factory=dict)
    why: str = ""
    text: str = ""
    #: Digits of ``ruled_out`` that only the code rules forbid (see :mod:`.knockon`).
    knock_on: list = field(default_factory=list)
    #: LEDs of ``settled_leds`` that only the code rules settle.
    leds_by_rules: list[str] = field(default_factory=list)

    @property
    def direct(self) -> dict[str, list[int]]:
        """The digits of ``ruled_out`` that the answers forbid by themselves."""
        rules = {(k.position, k.digit) for k in self.knock_on}
        out = {p: [d for d in ds if (p, d) not in rules] for p, ds in self.ruled_out.items()}
        return {p: ds for p, ds in out.items() if ds}

    @property
    def removed(self) -> int:
        return self.before - self.after

    @property
    def contradiction(self) -> bool:
        return self.after == 0

    def __str__(self) -> str:
        return self.text


def _join(items: list[Any], word: str) -> str:
    items = [str(x) for x in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def _or_list(items: list[Any]) -> str:
    return _join(items, "or")


def _and_list(items: list[Any]) -> str:
    return _join(items, "and")


def _why(clue: Clue, before_digits: dict[str, list[int]]) -> str:
    """A cheap reason sentence for one clue."""
    if clue.is_guess:
        return ""
    q, v = clue.question, clue.value
    kind = question_kind(q)
    if kind == "count":
        leds = LINE_LEDS[q]
        segs = sorted({led_info(led).segment for led in leds})
        digits = sorted({led[0] for led in leds}, key=POSITIONS.index)
        where = ("Column " if q in "ABCDEFGHI" else "Row ") + q
        names = _and_list([SEGMENT_NAMES[s] for s in segs])
        return f"{where} counts segments {_and_list(segs)} ({names}) of {_and_list(digits)}."
    if kind == "parity":
        wrong = [d for d in range(10) if d % 2 != v]
        return f"So the {'even' if v else 'odd'} digits {_and_list(wrong)} are impossible for {q}."
    if kind == "compare":
        big, small = (q[0], q[1]) if v == 0 else (q[1], q[0])
        return f"So {big} cannot be 0 and {small} cannot be 9."
    info = led_info(q)
    with_seg = [d for d in range(10) if info.segment in DIGIT_SEGMENTS[d]]
    without = [d for d in range(10) if d not in with_seg]
    bad = without if v else with_seg
    return (f"LED {q} is segment {info.segment} ({SEGMENT_NAMES[info.segment]}) of {info.digit_letter}; "
            f"digits {'without' if v else 'with'} it ({_and_list(bad)}) are impossible there.")


def _describe(expl: Explanation, clue: Clue, codes_left: list[str] | None) -> str:
    parts = [clue.phrase()]
    if expl.why:
        parts.append(expl.why)
    if expl.after == 0:
        parts.append(f"No code fits all the clues any more: they contradict each other "
                     f"(all {expl.before:,} remaining codes were removed).")
        return " ".join(parts)
    if expl.removed == 0:
        parts.append(f"This removed none of the {expl.before:,} codes: the answer was already certain.")
    else:
        left = f"1 left: the code is {codes_left[0]}" if expl.after == 1 and codes_left else \
            f"{expl.after:,} left"
        parts.append(f"This removed {expl.removed:,} of {expl.before:,} codes ({left}).")
    ruled = [f"{p} can no longer be {_or_list(ds)}" for p, ds in expl.direct.items()]
    if ruled:
        parts.append("; ".join(ruled) + ".")
    if expl.settled_digits:
        parts.append(" ".join(f"{p} must be {d}." for p, d in expl.settled_digits.items()))
    for rule in (RULE_NEIGHBOURS, RULE_TWICE, RULE_BOTH):
        knocks = [k for k in expl.knock_on if k.rule == rule]
        if knocks:
            parts.append(f"Knock-on, because {RULE_WORDS[rule]}: " + "; ".join(
                f"{k.position} can no longer be {k.digit} ({k.reason})" for k in knocks) + ".")
    for state in ("lit", "dark"):
        leds = [led for led, s in expl.settled_leds.items() if s == state]
        if len(leds) == 1:
            parts.append(f"LED {leds[0]} is now known {state}.")
        elif leds:
            parts.append(f"LEDs {_and_list(leds)} are now known {state}.")
    if expl.leds_by_rules:
        which = _and_list(expl.leds_by_rules)
        parts.append(f"({which} {'is' if len(expl.leds_by_rules) == 1 else 'are'} known only "
                     "thanks to the code rules.)")
    return " ".join(parts)


# ----------------------------------------------------------------------------- deduction

_ALL_PRESENT = np.ones((6, 10), dtype=bool)  # every digit is possible everywhere before any clue
_ALL_PRESENT.setflags(write=False)


def _digit_presence(indices: np.ndarray) -> np.ndarray:
    """(6, 10) bool: which digits each position can still show."""
    codes = all_codes()
    present = np.zeros((6, 10), dtype=bool)
    if len(indices) == len(codes):
        present[:] = True
        return present
    sub = codes[indices]
    for p in range(6):
        present[p] = np.bincount(sub[:, p], minlength=10) > 0
    return present


def _led_states(present: np.ndarray) -> dict[str, str]:
    states = {}
    for i, led in enumerate(LEDS):
        p, s = divmod(i, 7)
        lit = [SEGMENTS[s] in DIGIT_SEGMENTS[d] for d in range(10) if present[p, d]]
        if not lit:
            states[led] = "open"
        elif all(lit):
            states[led] = "lit"
        elif not any(lit):
            states[led] = "dark"
        else:
            states[led] = "open"
    return states


class Deduction:
    """The candidate codes consistent with a growing list of clues.

    The candidate set is a sorted numpy index array into :func:`all_codes`; each new
    clue is one vectorised comparison against a precomputed answer row.

    >>> d = Deduction([("T", "odd"), ("TU", "U")])
    >>> d.possible_digits()["U"]
    [2, 3, 4, 5, 6, 7, 8, 9]
    >>> d.led_status()["TAK"], "T" in d.asked, len(d.remaining_questions)
    ('open', True, 72)
    """

    def __init__(self, clues: Iterable[Any] = (), *, explain: bool = True) -> None:
        self._indices = np.arange(len(all_codes()), dtype=np.int32)
        self._present: np.ndarray | None = _ALL_PRESENT
        self._clues: list[Clue] = []
        self._history: list[tuple[np.ndarray, np.ndarray | None]] = []
        for clue in _parse_clues(clues):
            if explain:
                self._apply(clue)
            else:
                self._narrow(clue)

    # -- state
    @property
    def clues(self) -> tuple[tuple[str, Any], ...]:
        """Clues so far as (question, public answer) pairs; wrong guesses as (code, False)."""
        return tuple((c.question, c.answer) for c in self._clues)

    @property
    def indices(self) -> np.ndarray:
        """Sorted indices into :func:`all_codes` of the candidates (do not modify)."""
        return self._indices

    @property
    def count(self) -> int:
        return len(self._indices)

    @property
    def candidates(self) -> list[str]:
        return code_strings(self._indices)

    @property
    def asked(self) -> set[str]:
        return {c.question for c in self._clues if not c.is_guess}

    @property
    def remaining_questions(self) -> list[str]:
        asked = self.asked
        return [q for q in QUESTIONS if q not in asked]

    @property
    def solved(self) -> bool:
        return self.count == 1

    def _presence(self) -> np.ndarray:
        if self._present is None:  # narrowed without explanations: computed when first asked
            self._present = _digit_presence(self._indices) if len(self._indices) else np.zeros((6, 10), bool)
        return self._present

    def possible_digits(self) -> dict[str, list[int]]:
        """{position: sorted digits still possible there}."""
        present = self._presence()
        return {p: np.flatnonzero(present[i]).tolist() for i, p in enumerate(POSITIONS)}

    def led_status(self) -> dict[str, str]:
        """{LED id: "lit" | "dark" | "open"} over the remaining candidates."""
        return _led_states(self._presence())

    def answer_counts(self, question: str) -> dict[Any, int]:
        """{answer: number of candidates giving it} for the answers that occur."""
        q = normalize_question(question)
        counts = np.bincount(answer_table()[question_index(q)][self._indices], minlength=8)
        return {format_answer(q, v): int(n) for v, n in enumerate(counts) if n}

    # -- changes
    @overload
    def add(self, question: Any, answer: Any, *, explain: Literal[True] = ...) -> Explanation: ...
    @overload
    def add(self, question: Any, answer: Any, *, explain: Literal[False]) -> None: ...
    @overload
    def add(self, question: Any, answer: Any, *, explain: bool) -> Explanation | None: ...

    def add(self, question: Any, answer: Any, *, explain: bool = True) -> Explanation | None:
        """Add a clue; return what it removed and why (``explain=False``: narrow only, much
        faster on large sets, and return None).

        >>> d = Deduction()
        >>> d.add("B", 6, explain=False) is None, d.count
        (True, 155040)
        """
        clue = parse_clue(question, answer)
        if not explain:
            self._narrow(clue)
            return None
        return self._apply(clue)

    @overload
    def exclude(self, code: str, *, explain: Literal[True] = ...) -> Explanation: ...
    @overload
    def exclude(self, code: str, *, explain: Literal[False]) -> None: ...
    @overload
    def exclude(self, code: str, *, explain: bool) -> Explanation | None: ...

    def exclude(self, code: str, *, explain: bool = True) -> Explanation | None:
        """Record a wrong guess: ``code`` is not the secret."""
        return self.add(code, False, explain=explain)

    def undo(self) -> None:
        """Forget the last clue."""
        if not self._clues:
            raise ValueError("no clue to undo")
        self._clues.pop()
        self._indices, self._present = self._history.pop()

    def copy(self) -> Deduction:
        other = Deduction.__new__(Deduction)
        other._indices, other._present = self._indices, self._present
        other._clues, other._history = list(self._clues), list(self._history)
        return other

    def _narrow(self, clue: Clue) -> None:
        """Add a clue without explaining it (much faster on large sets)."""
        before_idx = self._indices
        self._history.append((before_idx, self._present))
        self._clues.append(clue)
        self._indices, self._present = _narrow(before_idx, clue), None

    def _apply(self, clue: Clue) -> Explanation:
        before_idx = self._indices
        after_idx = _narrow(before_idx, clue)
        before_present = self._presence()
        after_present = _digit_presence(after_idx) if len(after_idx) else np.zeros((6, 10), bool)
        self._history.append((before_idx, before_present))
        self._clues.append(clue)
        self._indices, self._present = after_idx, after_present
        return _explanation(clue, before_idx, before_present, after_idx, after_present, tuple(self._clues))

    def __repr__(self) -> str:
        return f"Deduction({len(self._clues)} clues, {self.count:,} candidates)"


def _explanation(clue: Clue, before_idx: np.ndarray, before_present: np.ndarray,
                 after_idx: np.ndarray, after_present: np.ndarray, clues: tuple = ()) -> Explanation:
    ruled_out: dict[str, list[int]] = {}
    settled_digits: dict[str, int] = {}
    if len(after_idx):
        for i, p in enumerate(POSITIONS):
            gone = np.flatnonzero(before_present[i] & ~after_present[i]).tolist()
            if gone:
                ruled_out[p] = gone
                left = np.flatnonzero(after_present[i]).tolist()
                if len(left) == 1:
                    settled_digits[p] = left[0]
    before_leds, after_leds = _led_states(before_present), _led_states(after_present)
    settled = {led: s for led, s in after_leds.items()
               if s != "open" and before_leds[led] == "open"} if len(after_idx) else {}
    before_digits = {p: np.flatnonzero(before_present[i]).tolist() for i, p in enumerate(POSITIONS)}
    expl = Explanation(
        question=clue.question, answer=clue.answer, before=len(before_idx), after=len(after_idx),
        ruled_out=ruled_out, settled_leds=settled, settled_digits=settled_digits,
        why=_why(clue, before_digits),
    )
    if ruled_out and clues:
        possible = {p: np.flatnonzero(after_present[i]).tolist() for i, p in enumerate(POSITIONS)}
        expl.knock_on = knock_ons(clues, ruled_out, possible)
    if settled and clues:
        free_leds = _led_states(free_presence(clues, rules=False)["none"])
        expl.leds_by_rules = [led for led in settled if free_leds[led] == "open"]
    code_left = code_strings(after_idx) if len(after_idx) == 1 else None
    expl.text = _describe(expl, clue, code_left)
    return expl


def explain(clues_before: Iterable[Any], question: Any, answer: Any) -> Explanation:
    """What adding ``(question, answer)`` to ``clues_before`` removes, and why.

    >>> e = explain([], "T", "odd")
    >>> e.removed, e.ruled_out["T"]
    (232560, [0, 2, 4, 6, 8])
    """
    return Deduction(clues_before).add(question, answer)
