"""Reference path: clues as sympy Boolean formulas over the 42 LED symbols.

Every LED is a Boolean symbol named by its id (``TAK`` is True when that LED is lit).
A digit is the conjunction of its seven LEDs; a clue is a formula over LEDs.  These
formulas render nicely (``str``, ``sympy.latex``) and, on small restricted cases, their
models enumerated by sympy give exactly the fast path's candidates.

>>> clue_expr("TAK", "dark")
~TAK

Column A (segments f and e of T and W), exactly one lit:

>>> clue_expr("A", 1)  # doctest: +NORMALIZE_WHITESPACE
(TAK & ~TAM & ~WAP & ~WAR) | (TAM & ~TAK & ~WAP & ~WAR) |
(WAP & ~TAK & ~TAM & ~WAR) | (WAR & ~TAK & ~TAM & ~WAP)
>>> sympy_candidates([("TU", "U"), ("U", "odd")], {"T": 8, "V": 1, "W": 2, "X": 3, "Y": 4})
['891234']
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import combinations, product
from math import prod
from typing import Any

import sympy
from sympy import And, Not, Or, Symbol
from sympy.logic.inference import satisfiable

from .deduction import Clue, _parse_clues
from .layout import (
    DIGIT_SEGMENTS,
    LEDS,
    LINE_LEDS,
    PAIRS,
    POSITIONS,
    SEGMENTS,
    led_info,
    question_kind,
)

__all__ = [
    "led_symbol", "led_symbols", "digit_expr", "code_constraint_expr", "rules_expr",
    "clue_expr", "sympy_candidates", "SYMPY_LIMIT",
]

#: Most codes :func:`sympy_candidates` will enumerate (kit default, not from the rulebook).
SYMPY_LIMIT = 2000


def led_symbol(led: str) -> Symbol:
    """The sympy symbol of an LED (True = lit).

    >>> led_symbol("tak")
    TAK
    """
    return Symbol(led_info(led).digit_letter + led_info(led).column + led_info(led).row)


def led_symbols(position: str | None = None) -> tuple[Symbol, ...]:
    """The 42 LED symbols in ``LEDS`` order, or the 7 of one position (segments a..g)."""
    if position is None:
        return tuple(Symbol(led) for led in LEDS)
    _check_position(position)
    p = POSITIONS.index(position)
    return tuple(Symbol(led) for led in LEDS[7 * p: 7 * p + 7])


def _check_position(position: str) -> None:
    if not isinstance(position, str) or len(position) != 1 or position not in POSITIONS:
        raise ValueError(f"unknown digit position {position!r}; use one of {POSITIONS}")


def digit_expr(position: str, digit: int) -> sympy.Basic:
    """Position ``position`` shows ``digit``: its 7 LEDs match the digit's pattern.

    >>> digit_expr("T", 7)
    TBJ & TCK & TCM & ~TAK & ~TAM & ~TBL & ~TBN
    """
    if digit not in DIGIT_SEGMENTS:
        raise ValueError(f"a digit is 0-9, got {digit!r}")
    lit = DIGIT_SEGMENTS[digit]
    return And(*[s if seg in lit else Not(s) for seg, s in zip(SEGMENTS, led_symbols(position))])


def code_constraint_expr(positions: Iterable[str] = POSITIONS,
                         domain: Mapping[str, Any] | None = None) -> sympy.Basic:
    """Each listed position shows a valid digit (from its domain, default 0-9)."""
    terms = []
    for p in positions:
        digits = _domain_of(p, domain)
        terms.append(Or(*[digit_expr(p, d) for d in digits]))
    return And(*terms)


def _rule_clauses(free: Iterable[str]) -> list[sympy.Basic]:
    """Clauses of :func:`rules_expr` over all positions that involve a free position."""
    free = set(free)
    clauses = []
    for a, b in PAIRS:
        if a in free or b in free:
            clauses += [Not(And(digit_expr(a, d), digit_expr(b, d))) for d in range(10)]
    for trio in combinations(POSITIONS, 3):
        if free & set(trio):
            clauses += [Not(And(*[digit_expr(p, d) for p in trio])) for d in range(10)]
    return clauses


def _fixed_digits_break_rules(fixed: Mapping[str, int]) -> bool:
    """The rules among fixed positions only (those clauses have no free LED left)."""
    if any(a in fixed and b in fixed and fixed[a] == fixed[b] for a, b in PAIRS):
        return True
    values = list(fixed.values())
    return any(values.count(d) > 2 for d in values)


def rules_expr(positions: Iterable[str] = POSITIONS) -> sympy.Basic:
    """The code rules among ``positions``: neighbours differ, no digit three times.

    >>> rules_expr("TU").args[0]
    ~(TAK & TAM & TBJ & TBL & TBN & TCK & TCM & UDK & UDM & UEJ & UEL & UEN & UFK & UFM)
    """
    chosen = [p for p in POSITIONS if p in set(positions)]
    clauses = []
    for a, b in PAIRS:
        if a in chosen and b in chosen:
            clauses += [Not(And(digit_expr(a, d), digit_expr(b, d))) for d in range(10)]
    for trio in combinations(chosen, 3):
        clauses += [Not(And(*[digit_expr(p, d) for p in trio])) for d in range(10)]
    return And(*clauses)


def clue_expr(question: str, answer: Any, simplify: bool = False) -> sympy.Basic:
    """A clue as a formula over LED symbols.

    With ``simplify=True`` a parity clue is shortened with sympy's ``simplify_logic``,
    treating LED patterns that are no digit as "don't care"; other clues are returned
    as they are (they are already short, or too wide to simplify quickly).

    >>> clue_expr("T", "odd") == sympy.Or(*[digit_expr("T", d) for d in (1, 3, 5, 7, 9)])
    True
    >>> clue_expr("T", "even", simplify=True)  # e lit (0, 2, 6, 8), or g lit and a dark (4)
    TAM | (TBL & ~TBJ)
    """
    clue = _parse_clues([(question, answer)])[0]
    formula = _clue_formula(clue)
    if simplify and not clue.is_guess and question_kind(clue.question) == "parity":
        not_a_digit = Not(code_constraint_expr([clue.question]))
        formula = sympy.simplify_logic(formula, form="dnf", dontcare=not_a_digit)
    return formula


def _clue_formula(clue: Clue) -> sympy.Basic:
    q, v = clue.question, clue.value
    if clue.is_guess:
        same = And(*[digit_expr(p, int(q[i])) for i, p in enumerate(POSITIONS)])
        return same if v else Not(same)
    kind = question_kind(q)
    if kind == "count":
        syms = [Symbol(led) for led in LINE_LEDS[q]]
        return Or(*[And(*[s if s in on else Not(s) for s in syms])
                    for on in map(set, combinations(syms, v))])
    if kind == "parity":
        return Or(*[digit_expr(q, d) for d in range(10) if d % 2 == v])
    if kind == "compare":
        a, b = q[0], q[1]
        return Or(*[And(digit_expr(a, da), digit_expr(b, db))
                    for da in range(10) for db in range(10) if (da > db if v == 0 else da < db)])
    return Symbol(q) if v else Not(Symbol(q))


def _domain_of(position: str, domain: Mapping[str, Any] | None) -> list[int]:
    _check_position(position)
    if domain is None or position not in domain:
        return list(range(10))
    value = domain[position]
    digits = [value] if isinstance(value, int) else sorted(set(value))
    if not digits or any(not isinstance(d, int) or d not in DIGIT_SEGMENTS for d in digits):
        raise ValueError(f"domain of {position} must be a digit 0-9 or digits 0-9, got {value!r}")
    return digits


def sympy_candidates(clues: Iterable[Any], positions_domain: Mapping[str, Any]) -> list[str]:
    """Codes satisfying the clues, found by enumerating sympy models (small cases only).

    ``positions_domain`` maps positions to a fixed digit or a collection of allowed
    digits; positions left out may be any digit.  The LEDs of fixed positions are
    substituted first, then ``satisfiable(..., all_models=True)`` enumerates the free LEDs.
    Raises ValueError when the domain allows more than ``SYMPY_LIMIT`` digit combinations.
    """
    unknown = set(positions_domain) - set(POSITIONS)
    if unknown:
        raise ValueError(f"unknown positions {sorted(unknown)}; use letters of {POSITIONS}")
    domains = {p: _domain_of(p, positions_domain) for p in POSITIONS}
    size = prod(len(ds) for ds in domains.values())
    if size > SYMPY_LIMIT:
        raise ValueError(f"{size:,} digit combinations is too many for the sympy path "
                         f"(at most {SYMPY_LIMIT:,}); fix more positions")
    fixed = {p: ds[0] for p, ds in domains.items() if len(ds) == 1}
    free = [p for p in POSITIONS if p not in fixed]
    if _fixed_digits_break_rules(fixed):
        return []
    values = {}
    for p, d in fixed.items():
        for seg, s in zip(SEGMENTS, led_symbols(p)):
            values[s] = sympy.true if seg in DIGIT_SEGMENTS[d] else sympy.false
    # fixed LEDs are substituted clause by clause (xreplace), which keeps formulas small
    parts = [code_constraint_expr(free, domains)]
    parts += [c.xreplace(values) for c in _rule_clauses(free)]
    parts += [_clue_formula(c).xreplace(values) for c in _parse_clues(clues)]
    formula = And(*parts)
    if formula == sympy.false:
        return []
    free_syms = [s for p in free for s in led_symbols(p)]
    found = set()
    if formula == sympy.true:
        models: Iterable[Any] = [{}]
    else:
        models = satisfiable(formula, all_models=True)
    for model in models:
        if model is False:
            break
        found.update(_codes_of_model(model, fixed, free, free_syms))
    return sorted(found)


def _codes_of_model(model: Mapping[Symbol, bool], fixed: Mapping[str, int], free: list[str],
                    free_syms: list[Symbol]) -> list[str]:
    """Codes a (possibly partial) model stands for; unassigned LEDs may take either value."""
    missing = [s for s in free_syms if s not in model]
    codes = []
    for extra in product((False, True), repeat=len(missing)):
        full = dict(model)
        full.update(zip(missing, extra))
        digits = dict(fixed)
        for p in free:
            lit = {seg for seg, s in zip(SEGMENTS, led_symbols(p)) if full[s]}
            match = [d for d, segs in DIGIT_SEGMENTS.items() if segs == lit]
            if not match:
                break
            digits[p] = match[0]
        else:
            codes.append("".join(str(digits[p]) for p in POSITIONS))
    return codes
