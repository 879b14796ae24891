"""Tests of the Digit Code solver against the reference facts and a naive implementation.

The naive model below is written from shared/reference/digit_code.md only (segment
table, LED layout, code rules); it shares no code with ``solvers.digit_code``.
"""
from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction
from functools import cache
from operator import itemgetter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.digit_code import (
    DIGIT_SEGMENTS,
    LEDS,
    LINES,
    PAIRS,
    POSITIONS,
    QUESTIONS,
    Deduction,
    Endgame,
    Move,
    advise,
    all_codes,
    answer,
    answer_table,
    best_move,
    candidates,
    check_code,
    choose_question,
    code_strings,
    explain,
    is_valid_code,
    led_info,
    led_position,
    possible_answers,
)

# ----------------------------------------------------------------------------- naive model

NAIVE_SEGMENTS = {
    0: "abcdef", 1: "bc", 2: "abdeg", 3: "abcdg", 4: "bcfg",
    5: "acdfg", 6: "acdefg", 7: "abc", 8: "abcdefg", 9: "abcdfg",
}
NAIVE_CELL = {"a": (1, 0), "f": (0, 1), "b": (2, 1), "g": (1, 2), "e": (0, 3), "c": (2, 3), "d": (1, 4)}
NAIVE_PAIRS = ["TU", "TW", "UV", "UX", "VY", "WX", "XY"]


def naive_led(p: int, seg: str) -> str:
    x, y = NAIVE_CELL[seg]
    return "TUVWXY"[p] + "ABCDEFGHI"[3 * (p % 3) + x] + "JKLMNOPQRS"[5 * (p // 3) + y]


NAIVE_LEDS = {naive_led(p, s): (p, s) for p in range(6) for s in "abcdefg"}


def naive_valid(digits: tuple[int, ...]) -> bool:
    for a, b in NAIVE_PAIRS:
        if digits["TUVWXY".index(a)] == digits["TUVWXY".index(b)]:
            return False
    return max(Counter(digits).values()) <= 2


def naive_answer(digits: tuple[int, ...], question: str):
    if question in NAIVE_LEDS:
        p, s = NAIVE_LEDS[question]
        return s in NAIVE_SEGMENTS[digits[p]]
    if question in NAIVE_PAIRS:
        a, b = "TUVWXY".index(question[0]), "TUVWXY".index(question[1])
        return question[0] if digits[a] > digits[b] else question[1]
    if question in "TUVWXY":
        return "odd" if digits["TUVWXY".index(question)] % 2 else "even"
    return sum(1 for p, s in NAIVE_LINE[question] if s in NAIVE_SEGMENTS[digits[p]])


NAIVE_LINE = {line: [(p, s) for led, (p, s) in NAIVE_LEDS.items() if line in led[1:]]
              for line in "ABCDEFGHIJKLMNOPQRS"}


@pytest.fixture(scope="module")
def naive_codes() -> list[tuple[int, ...]]:
    return [d for d in itertools.product(range(10), repeat=6) if naive_valid(d)]


def as_text(digits: tuple[int, ...]) -> str:
    return "".join(map(str, digits))


# ----------------------------------------------------------------------------- facts

def test_code_counts(naive_codes):
    codes = all_codes()
    assert codes.shape == (465_120, 6) and codes.dtype == np.uint8
    assert len(naive_codes) == 465_120
    assert sum(len(set(c)) == 6 for c in naive_codes) == 151_200
    assert int((np.sort(codes, axis=1)[:, 1:] != np.sort(codes, axis=1)[:, :-1]).all(axis=1).sum()) == 151_200
    strings = code_strings()
    assert strings == sorted(strings) == [as_text(c) for c in naive_codes]


def test_segment_table():
    assert "a" in DIGIT_SEGMENTS[6]
    assert DIGIT_SEGMENTS[7] == frozenset("abc")
    assert "d" in DIGIT_SEGMENTS[9]
    assert DIGIT_SEGMENTS[1] == frozenset("bc")
    assert [len(DIGIT_SEGMENTS[d]) for d in range(10)] == [6, 2, 5, 5, 4, 5, 6, 3, 7, 6]
    assert {d for d in range(10) if "a" not in DIGIT_SEGMENTS[d]} == {1, 4}


def test_layout_matches_reference_table():
    assert POSITIONS == "TUVWXY" and len(LEDS) == 42 == len(set(LEDS))
    assert set(LEDS) == set(NAIVE_LEDS)
    # rows T and Y of the reference LED table, segments a..g
    assert LEDS[:7] == ("TBJ", "TCK", "TCM", "TBN", "TAM", "TAK", "TBL")
    assert LEDS[-7:] == ("YHO", "YIP", "YIR", "YHS", "YGR", "YGP", "YHQ")
    info = led_info("XDP")
    assert (info.digit_letter, info.segment, info.column, info.row) == ("X", "f", "D", "P")
    assert led_position("TBJ") == (1, 0) and led_position("YIR") == (8, 8)
    assert LINES == tuple("ABCDEFGHIJKLMNOPQRS")
    assert PAIRS == (("T", "U"), ("T", "W"), ("U", "V"), ("U", "X"), ("V", "Y"), ("W", "X"), ("X", "Y"))
    assert len(QUESTIONS) == 74 == len(set(QUESTIONS))
    assert Counter(len(q) for q in QUESTIONS) == {1: 25, 2: 7, 3: 42}


REFERENCE_RANGES = {
    **{line: range(0, 4) for line in "JLNOQS"}, **{line: range(3, 7) for line in "KMPR"},
    **{line: range(0, 5) for line in "ADG"}, **{line: range(1, 7) for line in "BEH"},
    **{line: range(2, 5) for line in "CFI"},
}


def test_answer_ranges_match_reference():
    for line in LINES:
        assert possible_answers(line) == list(REFERENCE_RANGES[line]), line
    for p in POSITIONS:
        assert possible_answers(p) == ["even", "odd"]
    for a, b in PAIRS:
        assert possible_answers(a + b) == [a, b]
    for led in LEDS:
        assert possible_answers(led) == [False, True]


def test_answers_agree_with_naive_model():
    rng = random.Random(3)
    table = answer_table()
    codes = all_codes()
    for i in rng.sample(range(len(codes)), 300):
        digits = tuple(int(x) for x in codes[i])
        for q in QUESTIONS:
            assert answer(as_text(digits), q) == naive_answer(digits, q), (digits, q)
    assert table.shape == (74, 465_120) and table.dtype == np.uint8


def test_all_questions_isolate_every_code():
    table = answer_table()
    signatures = np.ascontiguousarray(table.T).view(np.dtype((np.void, 74))).ravel()
    assert len(np.unique(signatures)) == 465_120  # every code has its own 74 answers
    for code in ["305184", "010123", "989876"]:
        clues = [(q, answer(code, q)) for q in QUESTIONS]
        assert candidates(clues) == [code]


def test_all_74_answers_leave_one_code_for_1000_random_codes():
    table = answer_table()
    rng = np.random.default_rng(2024)
    secrets = rng.choice(table.shape[1], 1000, replace=False)
    first = {v: np.flatnonzero(table[0] == v) for v in np.unique(table[0])}
    for s in secrets:
        idx = first[table[0, s]]
        for row in table[1:]:
            idx = idx[row[idx] == row[s]]
        assert idx.tolist() == [s]


# ----------------------------------------------------------------------------- validity and errors

def test_code_validity_messages():
    assert check_code("305184") == "305184"
    assert is_valid_code("305184") and not is_valid_code("335184")
    with pytest.raises(ValueError, match="T and U are both 3"):
        check_code("335184")
    with pytest.raises(ValueError, match="U and X are both 0"):
        check_code("305104")
    with pytest.raises(ValueError, match="1 appears 3 times"):
        check_code("121314")
    with pytest.raises(ValueError, match="6 digits"):
        check_code("12345")
    with pytest.raises(ValueError, match="0-9"):
        check_code("12a456")
    with pytest.raises(ValueError):
        check_code(305184)
    with pytest.raises(ValueError):
        answer("335184", "B")


def test_malformed_questions_and_answers():
    with pytest.raises(ValueError, match="'Z'"):
        answer("305184", "Z")
    with pytest.raises(ValueError, match="'TV'"):
        candidates([("TV", "T")])  # T and V are not adjacent
    with pytest.raises(ValueError, match="3 to 6"):
        candidates([("K", 2)])
    with pytest.raises(ValueError, match="even"):
        candidates([("T", "big")])
    with pytest.raises(ValueError, match="'T' or 'U'"):
        candidates([("TU", "V")])
    with pytest.raises(ValueError, match="lit"):
        candidates([("TAK", "maybe")])
    with pytest.raises(ValueError, match="pair"):
        candidates(["B"])
    with pytest.raises(ValueError):
        candidates([("B", True)])


def test_answer_aliases():
    base = candidates([("B", 4), ("T", "odd"), ("TU", "U"), ("TAK", True)])
    assert base
    assert candidates([("b", "4"), ("T", "ODD"), ("ut", "u"), ("tak", "lit")]) == base
    assert candidates([("B", np.int64(4)), ("T", "odd"), ("T-U", "U"), ("TAK", 1)]) == base
    assert candidates([("TAK", "dark")]) == candidates([("TAK", False)]) == candidates([("TAK", "empty")])


# ----------------------------------------------------------------------------- brute force

def test_candidates_match_brute_force(naive_codes):
    rng = random.Random(7)
    questions = (rng.sample(LINES, 3) + rng.sample(POSITIONS, 1) + rng.sample(NAIVE_PAIRS, 2)
                 + rng.sample(LEDS, 2))
    # one naive pass: for each of these questions, answer -> set of codes
    texts = [as_text(digits) for digits in naive_codes]
    index: dict[str, dict] = {}
    for q in questions:
        # the answer depends only on the positions the question looks at: tabulate it
        looked_at = sorted({p for p in range(6) if any(
            naive_answer(d, q) != naive_answer(d[:p] + (e,) + d[p + 1:], q)
            for d in naive_codes[:: 997] for e in range(10))})
        lookup = {}
        for combo in itertools.product(range(10), repeat=len(looked_at)):
            digits = [0] * 6
            for p, e in zip(looked_at, combo):
                digits[p] = e
            lookup[combo] = naive_answer(tuple(digits), q)
        groups: dict = {}
        key = itemgetter(*looked_at) if len(looked_at) > 1 else (lambda d, p=looked_at[0]: (d[p],))
        for i, digits in enumerate(naive_codes):
            groups.setdefault(lookup[key(digits)], []).append(i)
        index[q] = {a: set(group) for a, group in groups.items()}
    contradictions = 0
    for trial in range(200):
        clues = []
        if trial % 2:  # answers of a real code: never empty
            secret = rng.choice(naive_codes)
            for q in rng.sample(questions, rng.randint(1, 6)):
                clues.append((q, naive_answer(secret, q)))
        else:  # any allowed answers: often contradictory
            for q in rng.sample(questions, rng.randint(2, 8)):
                clues.append((q, rng.choice(sorted(index[q], key=str))))
        expected = set.intersection(*sorted((index[q][a] for q, a in clues), key=len))
        got = candidates(clues)
        assert got == [texts[i] for i in sorted(expected)], clues
        contradictions += not got
    assert contradictions >= 10
    # the same question twice with different answers contradicts
    assert candidates([("T", "odd"), ("T", "even")]) == []


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 465_119), st.lists(st.sampled_from(QUESTIONS), min_size=1, max_size=8))
def test_secret_always_survives_its_own_answers(i, questions):
    secret = code_strings(np.array([i]))[0]
    clues = [(q, answer(secret, q)) for q in questions]
    found = candidates(clues)
    assert secret in found
    assert all(answer(c, q) == a for c in found[:50] for q, a in clues)


# ----------------------------------------------------------------------------- deduction

def test_deduction_state(naive_codes):
    d = Deduction([("T", "odd"), ("TU", "T")])
    expected = [c for c in naive_codes if c[0] % 2 == 1 and c[0] > c[1]]
    assert d.count == len(expected)
    assert d.candidates == [as_text(c) for c in expected]
    digits = d.possible_digits()
    for p, name in enumerate(POSITIONS):
        assert digits[name] == sorted({c[p] for c in expected})
    status = d.led_status()
    for led, (p, s) in NAIVE_LEDS.items():
        values = {s in NAIVE_SEGMENTS[c[p]] for c in expected}
        assert status[led] == ("lit" if values == {True} else "dark" if values == {False} else "open")
    assert d.asked == {"T", "TU"}
    assert len(d.remaining_questions) == 72 and "T" not in d.remaining_questions
    count = d.count
    d.add("B", 6)
    d.undo()
    assert d.count == count
    e = d.exclude(d.candidates[0])
    assert e.removed == 1 and d.count == count - 1


def test_explanation_worked_example(naive_codes):
    before = [c for c in naive_codes if c[0] % 2 == 1]  # T is odd
    after = [c for c in before if "f" in NAIVE_SEGMENTS[c[0]]]  # LED TAK (f of T) is lit
    e = explain([("T", "odd")], "TAK", "lit")
    assert (e.before, e.after, e.removed) == (len(before), len(after), len(before) - len(after))
    gone_t = sorted({c[0] for c in before} - {c[0] for c in after})
    assert gone_t == [1, 3, 7]
    assert e.ruled_out == {"T": gone_t}
    assert f"removed {len(before) - len(after):,} of {len(before):,} codes ({len(after):,} left)" in e.text
    assert "T can no longer be 1, 3 or 7" in e.text
    newly_lit = [led for led, (p, s) in NAIVE_LEDS.items() if p == 0
                 and all(s in NAIVE_SEGMENTS[c[0]] for c in after)
                 and not all(s in NAIVE_SEGMENTS[c[0]] for c in before)]
    assert set(e.settled_leds) == set(newly_lit) and set(e.settled_leds.values()) == {"lit"}
    assert str(e) == e.text and "LED TAK is lit" in e.text
    parity = explain([], "U", "even")
    assert "odd digits" in parity.text and parity.ruled_out == {"U": [1, 3, 5, 7, 9]}
    assert "232,560" in parity.text
    clash = explain([("T", "odd")], "TAM", "lit")  # only 0, 2, 6, 8 light e: all even
    assert clash.after == 0 and "contradict" in clash.text


# ----------------------------------------------------------------------------- advisor

def test_first_question_information():
    ranked = advise([])
    bits = {a.question: a.bits for a in ranked}
    for q in "BEH":
        assert bits[q] == pytest.approx(2.27, abs=0.005)
    for q in "ADG":
        assert bits[q] == pytest.approx(2.07, abs=0.005)
    assert {ranked[0].question, ranked[1].question, ranked[2].question} == set("BEH")
    assert all(x.bits >= y.bits - 1e-12 for x, y in zip(ranked, ranked[1:]))
    assert len(ranked) == 74
    assert min(bits[led] for led in LEDS) == pytest.approx(0.47, abs=0.01)


def test_advice_numbers_are_consistent():
    d = Deduction([("B", 5), ("U", "odd")])
    ranked = advise(d)
    assert len(ranked) == 72 and {"B", "U"}.isdisjoint(a.question for a in ranked)
    for a in ranked[:10]:
        counts = np.array(list(a.answers.values()))
        assert counts.sum() == d.count
        p = counts / d.count
        assert a.bits == pytest.approx(float(-(p * np.log2(p)).sum()))
        assert a.expected_remaining == pytest.approx(float((counts ** 2).sum() / d.count))
        assert a.worst_case == counts.max()
        assert a.answers == d.answer_counts(a.question)


def two_candidate_clues() -> list:
    rng = random.Random(5)
    for _ in range(100):
        secret = rng.choice(code_strings())
        clues: list = []
        for q in rng.sample(QUESTIONS, 74):
            clues.append((q, answer(secret, q)))
            if len(candidates(clues)) <= 2:
                break
        if len(candidates(clues)) == 2:
            return clues
    raise AssertionError("no two-candidate clue set found")


def test_best_move_two_candidates():
    clues = two_candidate_clues()
    move = best_move(clues, chances=2, guess_after_question=False)
    assert isinstance(move, Move) and move.kind == "guess"
    assert move.expected_turns == pytest.approx(1.5)
    assert move.code in candidates(clues)
    # BGA: ask a question that splits them, then guess in the same turn
    move = best_move(clues, chances=2, guess_after_question=True)
    assert move.kind == "ask" and move.expected_turns == pytest.approx(1.0)
    assert sorted(move.then.values()) == candidates(clues)
    # one chance left: never guess an uncertain code
    assert best_move(clues, chances=1, guess_after_question=False).kind == "ask"
    assert best_move(clues, chances=1, guess_after_question=False).expected_turns == pytest.approx(2.0)


def brute_expectimax(codes: frozenset, chances: int, after: bool, questions: tuple) -> Fraction:
    """Expected turns until a right guess, by plain recursion over sets of codes."""

    replies = {code: {q: naive_answer(tuple(map(int, code)), q) for q in questions} for code in codes}

    @cache
    def value(s: frozenset, c: int) -> Fraction:
        n = len(s)
        if n == 1:
            return Fraction(1)
        options = []
        if c >= 2:
            options += [1 + Fraction(n - 1, n) * value(s - {g}, c - 1) for g in s]
        for q in questions:
            parts: dict = {}
            for code in s:
                parts.setdefault(replies[code][q], set()).add(code)
            if len(parts) < 2:
                continue
            total = Fraction(1)
            for part in map(frozenset, parts.values()):
                total += Fraction(len(part), n) * (settle(part, c) if after else value(part, c))
            options.append(total)
        return min(options)

    @cache
    def settle(s: frozenset, c: int) -> Fraction:
        """Expected further turns right after an answer, when a guess may follow at once."""
        n = len(s)
        if n == 1:
            return Fraction(0)
        best = value(s, c)
        if c >= 2:
            best = min([best] + [Fraction(n - 1, n) * value(s - {g}, c - 1) for g in s])
        return best

    return value(codes, chances)


@pytest.mark.parametrize("seed, size", [(0, 3), (1, 4), (2, 5), (3, 6), (4, 8)])
def test_exact_play_matches_brute_force(seed, size):
    rng = random.Random(seed)
    codes = code_strings()
    while True:  # ask random questions about a random secret until `size` codes are left
        secret = rng.choice(codes)
        d = Deduction()
        for q in rng.sample(QUESTIONS, 74):
            d.add(q, answer(secret, q))
            if d.count <= size:
                break
        if d.count == size:
            break
    clues, found = list(d.clues), d.candidates
    asked = {q for q, _ in clues}
    remaining = tuple(q for q in QUESTIONS if q not in asked)
    for after in (True, False):
        for chances in (1, 2, 3):
            want = brute_expectimax(frozenset(found), chances, after, remaining)
            move = best_move(clues, chances=chances, guess_after_question=after)
            assert move.expected_turns == pytest.approx(float(want)), (after, chances)
    game = Endgame(found, list(remaining), 1, True)
    brute = brute_expectimax(frozenset(found), 1, True, remaining)
    assert game.expected_questions() == pytest.approx(float(brute))


def test_best_move_on_large_set_is_heuristic():
    move = best_move([("B", 6)])
    assert move.kind == "ask" and not move.exact and move.question in QUESTIONS


# ----------------------------------------------------------------------------- strategies

def test_choose_question_per_strategy():
    clues = [("B", 6), ("E", 6), ("H", 6), ("T", "even")]
    d = Deduction(clues)
    for strategy, rng in [("entropy", None), ("advisor", None), ("random", random.Random(1))]:
        q = choose_question(d, strategy, rng)
        assert q in d.remaining_questions and len(d.answer_counts(q)) > 1, strategy
        allowed = ["TAK", "UDK", "B", "V"]
        q = choose_question(d, strategy, rng, allowed=allowed)
        assert q in {"TAK", "UDK", "V"}, strategy  # B is asked already
    assert choose_question(d, "entropy") == max(d.remaining_questions, key=lambda q: (
        round(next(a.bits for a in advise(d) if a.question == q), 12), -QUESTIONS.index(q)))
    assert choose_question([(q, answer("305184", q)) for q in QUESTIONS]) is None  # solved
    assert choose_question(d, "entropy", allowed=["B"]) is None  # nothing open may be asked
    # a small set whose allowed questions cannot isolate every code still gets a question
    small = Deduction([(q, answer("305184", q)) for q in QUESTIONS if q not in ("T", "U", "TAK", "UDK")])
    if small.count > 1:
        assert choose_question(small, "advisor", allowed=["T"]) in {"T", None}
    with pytest.raises(ValueError):
        choose_question(d, "psychic")
    with pytest.raises(ValueError):
        choose_question(d, "random")


@pytest.mark.parametrize("bot", ["entropy", "advisor", "random"])
def test_bots_find_the_secret_through_the_engine(bot):
    import kit
    from kit.bots import make_bot, play_out

    g = kit.new_game("digit_code", players=1, seed=1, code="305184")
    play_out(g, [make_bot(bot, "digit_code", seed=1)])
    view = g.view(0)
    asked = [q["question"] for q in view["public"]["questions"]]
    wrong = view["seats"][0]["wrong_guesses"]
    assert g.winners() == [0] and len(wrong) <= 1 and 6 <= len(asked) <= 40
    if bot == "entropy":  # it guesses only a certain code
        assert candidates([(q, answer("305184", q)) for q in asked]) == ["305184"] and not wrong
        assert len(asked) <= 16


def test_the_solver_imports_nothing_from_the_kit():
    import subprocess
    import sys

    code = ("import sys, solvers.digit_code as s; s.Deduction([('B', 4)]); "
            "print(any(m == 'kit' or m.startswith('kit.') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# ----------------------------------------------------------------------------- sympy reference

SYMPY_CASES = [  # one or two free positions, the rest fixed (sympy enumerates LED models)
    ([("TU", "U"), ("U", "odd")], {"T": 8, "V": 1, "W": 2, "X": 3, "Y": 4}),
    ([("B", 3), ("T", "even")], {"U": 5, "V": 1, "X": 9, "Y": 4}),
    ([("K", 5), ("J", 2), ("TBL", "dark")], {"T": 2, "W": 4, "X": 1, "Y": 7}),
    ([("H", 2), ("VY", "V"), ("A", 1)], {"T": 0, "U": 2, "W": 3, "X": 4, "Y": 8}),
    ([("T", "odd")], {"T": 3, "U": 3, "V": 1, "W": 2, "X": 4}),  # T = U breaks the rules
]


@pytest.mark.parametrize("clues, domain", SYMPY_CASES)
def test_sympy_agrees_with_fast_path(clues, domain):
    from solvers.digit_code import sympy_candidates

    def allowed(code: str) -> bool:
        for p, value in domain.items():
            digit = int(code[POSITIONS.index(p)])
            if digit not in ([value] if isinstance(value, int) else list(value)):
                return False
        return True

    fast = [c for c in candidates(clues) if allowed(c)]
    assert sympy_candidates(clues, domain) == fast


def test_sympy_expressions_render():
    import sympy

    from solvers.digit_code import clue_expr, code_constraint_expr, digit_expr, sympy_candidates

    assert str(clue_expr("TAK", "lit")) == "TAK"
    assert str(clue_expr("TAK", "dark")) == "~TAK"
    seven = digit_expr("T", 7)
    assert sympy.latex(seven).count(r"\neg") == 4
    count = clue_expr("B", 5)  # 6 LEDs in column B, exactly 5 lit: 6 ways
    assert isinstance(count, sympy.Or) and len(count.args) == 6
    assert len(code_constraint_expr(["T"]).args) == 10
    assert sympy.Symbol("TAK") in clue_expr("A", 2).free_symbols
    with pytest.raises(ValueError, match="too many"):
        sympy_candidates([("B", 3)], {})


@pytest.mark.parametrize("seed", [21, 103])
def test_exact_play_matches_brute_force_after_informative_questions(seed):
    """Positions reached by good questions keep many splitting questions: a harder case."""
    rng = random.Random(seed)
    secret = rng.choice(code_strings())
    limit = rng.choice([8, 10, 12])
    d = Deduction()
    while d.count > limit:
        q = advise(d, top=1)[0].question
        d.add(q, answer(secret, q))
    assert d.count >= 5
    remaining = tuple(d.remaining_questions)
    for after in (True, False):
        for chances in (1, 2, 3):
            want = brute_expectimax(frozenset(d.candidates), chances, after, remaining)
            got = best_move(d, chances=chances, guess_after_question=after).expected_turns
            assert got == pytest.approx(float(want)), (after, chances)


def test_simplified_parity_formulas_hold_on_every_digit():
    from solvers.digit_code import clue_expr, led_symbols

    for position in ("T", "Y"):
        for parity in ("even", "odd"):
            formula = clue_expr(position, parity, simplify=True)
            assert len(formula.free_symbols) < 7
            for digit, segments in NAIVE_SEGMENTS.items():
                values = {sym: seg in segments for sym, seg in zip(led_symbols(position), "abcdefg")}
                assert bool(formula.subs(values)) == ((digit % 2 == 1) == (parity == "odd"))


def tree_turns(node: dict, codes: set, after: bool) -> Fraction:
    """Expected turns of a plan tree over equally likely codes, and check it ends right."""
    n = len(codes)
    move = node["move"]
    if move.kind == "guess":
        assert move.code in codes
        rest = codes - {move.code}
        return 1 + (Fraction(len(rest), n) * tree_turns(node["if_wrong"], rest, after) if rest else 0)
    total = Fraction(1)
    groups: dict = {}
    for code in codes:
        groups.setdefault(answer(code, move.question), set()).add(code)
    assert set(groups) == set(node["answers"])
    for reply, part in groups.items():
        branch = node["answers"][reply]
        if "guess" in branch:
            assert after and branch["guess"] in part
            rest = part - {branch["guess"]}
            cost = Fraction(len(rest), len(part)) * tree_turns(branch["if_wrong"], rest, after) if rest else 0
        else:
            cost = tree_turns(branch, part, after)
        total += Fraction(len(part), n) * cost
    return total


@pytest.mark.parametrize("after", [True, False])
def test_plan_tree_is_consistent(after):
    from solvers.digit_code import plan

    rng = random.Random(8)
    secret = rng.choice(code_strings())
    d = Deduction()
    while d.count > 14:
        q = advise(d, top=1)[0].question
        d.add(q, answer(secret, q))
    tree = plan(d, chances=2, guess_after_question=after)
    expected = tree_turns(tree, set(d.candidates), after)
    best = best_move(d, chances=2, guess_after_question=after)
    assert float(expected) == pytest.approx(best.expected_turns)
    assert tree["move"].expected_turns == pytest.approx(float(expected))
    with pytest.raises(ValueError, match="20 or fewer"):
        plan([("B", 4)])


# ----------------------------------------------------------------- knock-ons of the two rules

def naive_knock_ons(clues_before, clue):
    """{(position, digit): rule} for what ``clue`` removes that only the code rules forbid,
    by brute force over every six-digit string. The clues must be about T and V only, so
    the strings are enumerated as the (T, V) pairs that fit times every U, W, X, Y."""
    def fits(t, v, clues):
        probe = (t, 0, v, 0, 0, 0)
        return all(naive_answer(probe, q) == a for q, a in clues)

    pairs = [(t, v) for t in range(10) for v in range(10) if fits(t, v, clues_before)]
    valid_before, valid_after = set(), set()
    free_after: dict[tuple[int, int], list[tuple[bool, bool]]] = {}
    for t, v in pairs:
        last = fits(t, v, [clue])
        for u, w, x, y in itertools.product(range(10), repeat=4):
            d = (t, u, v, w, x, y)
            apart = all(d["TUVWXY".index(a)] != d["TUVWXY".index(b)] for a, b in NAIVE_PAIRS)
            twice = max(Counter(d).values()) <= 2
            if apart and twice:
                valid_before.update(enumerate(d))
                if last:
                    valid_after.update(enumerate(d))
            if last:
                for cell in enumerate(d):
                    free_after.setdefault(cell, []).append((apart, twice))
    out = {}
    for cell in valid_before - valid_after:
        rules = free_after.get(cell)
        if not rules:
            continue  # the answers alone forbid it
        where = ("TUVWXY"[cell[0]], cell[1])
        if not any(apart for apart, _ in rules):
            out[where] = "neighbours differ"
        elif not any(twice for _, twice in rules):
            out[where] = "at most twice"
        else:
            out[where] = "both rules"
    return out


T_IS_3 = [("T", "odd"), ("TAK", False), ("TBJ", True)]  # then TBN lit: T is 3
V_IS_3 = [("V", "odd"), ("VGK", False), ("VHJ", True)]  # then VHN lit: V is 3


@pytest.mark.parametrize("before, clue", [
    ([("V", "odd")] + T_IS_3, ("TBN", True)),
    (T_IS_3 + [("TBN", True)] + V_IS_3, ("VHN", True)),
])
def test_knock_ons_agree_with_brute_force(before, clue):
    d = Deduction(before)
    e = d.add(*clue)
    naive = naive_knock_ons(before, clue)
    assert {(k.position, k.digit): k.rule for k in e.knock_on} == naive
    removed = {(p, x) for p, ds in e.ruled_out.items() for x in ds}
    direct = {(p, x) for p, ds in e.direct.items() for x in ds}
    assert direct == removed - set(naive)


def test_knock_ons_are_explained_in_words():
    d = Deduction(T_IS_3)
    e = d.add("TBN", True)
    assert e.settled_digits == {"T": 3} and e.direct == {"T": [7]}
    assert [(k.position, k.digit, k.rule, k.reason) for k in e.knock_on] == [
        ("U", 3, "neighbours differ", "its neighbour T must be 3"),
        ("W", 3, "neighbours differ", "its neighbour T must be 3")]
    assert ("Knock-on, because neighbouring digits (side by side or one above the other) must "
            "differ: U can no longer be 3 (its neighbour T must be 3)") in e.text
    for question, reply in V_IS_3:
        d.add(question, reply)
    e = d.add("VHN", True)
    twice = [k for k in e.knock_on if k.rule == "at most twice"]
    assert [(k.position, k.digit, k.reason) for k in twice] == [("X", 3, "T and V must both be 3")]
    assert "Knock-on, because no digit may appear more than twice: X can no longer be 3" in e.text


def test_a_count_can_force_a_neighbour_to_repeat_a_digit():
    e = Deduction().add("B", 4)  # 0 at T leaves two of a, d, g for W: only 0 again
    knocks = {(k.position, k.digit): (k.rule, k.reason) for k in e.knock_on}
    assert knocks == {("T", 0): ("neighbours differ", "with 0 at T, the answers would make W a 0 too"),
                      ("W", 0): ("neighbours differ", "with 0 at W, the answers would make T a 0 too")}
    assert e.direct == {"T": [1], "W": [1]}


def test_the_rule_masks_give_exactly_the_valid_codes():
    from solvers.digit_code.codes import code_values
    from solvers.digit_code.knockon import _rule_masks, _strings

    apart, twice = _rule_masks()
    assert np.array_equal(np.flatnonzero(apart & twice), code_values())
    assert _strings()[305218].tolist() == [3, 0, 5, 2, 1, 8]
    assert not twice[121312] and twice[121345] and not apart[330184]
