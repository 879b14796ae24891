"""Benchmark of the Digit Code solver: ``python bench/bench_digit_code.py``.

Prints timings as ratios against a naive pure-Python enumerator (and, on a small
restricted case, against the sympy reference path), and the average number of questions
bots need to isolate a random code.  Targets are printed, never asserted.
"""
from __future__ import annotations

import itertools
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers.digit_code import (  # noqa: E402
    DIGIT_SEGMENTS, LINE_LEDS, PAIRS, POSITIONS, QUESTIONS, Deduction, Endgame, advise,
    all_codes, answer, answer_table, best_move, candidates, code_strings, led_info,
    strategy_play,
)

SEED = 2024
GAMES = 500


def timed(fn, repeat: int = 1):
    """(best seconds over ``repeat`` runs, last result)."""
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result


def ms(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms"


# ----------------------------------------------------------------------------- naive reference

def naive_valid(d: tuple[int, ...]) -> bool:
    if any(d[POSITIONS.index(a)] == d[POSITIONS.index(b)] for a, b in PAIRS):
        return False
    return max(Counter(d).values()) <= 2


def naive_answer(d: tuple[int, ...], q: str):
    if len(q) == 3:
        info = led_info(q)
        return info.segment in DIGIT_SEGMENTS[d[POSITIONS.index(info.digit_letter)]]
    if len(q) == 2:
        return q[0] if d[POSITIONS.index(q[0])] > d[POSITIONS.index(q[1])] else q[1]
    if q in POSITIONS:
        return "odd" if d[POSITIONS.index(q)] % 2 else "even"
    return sum(led_info(led).segment in DIGIT_SEGMENTS[d[POSITIONS.index(led[0])]] for led in LINE_LEDS[q])


def naive_candidates(clues) -> list[str]:
    return ["".join(map(str, d)) for d in itertools.product(range(10), repeat=6)
            if naive_valid(d) and all(naive_answer(d, q) == a for q, a in clues)]


def naive_best_turns(codes: list[str], questions: list[str]) -> float:
    """Plain expectimax over frozensets (guess after question, 2 chances)."""
    replies = {c: {q: naive_answer(tuple(map(int, c)), q) for q in questions} for c in codes}
    memo: dict = {}

    def value(s: frozenset, c: int) -> float:
        key = (s, c)
        if key in memo:
            return memo[key]
        n = len(s)
        if n == 1:
            return 1.0
        best = float("inf")
        if c >= 2:
            best = min(1 + (n - 1) / n * value(s - {g}, c - 1) for g in s)
        for q in questions:
            parts: dict = {}
            for code in s:
                parts.setdefault(replies[code][q], set()).add(code)
            if len(parts) > 1:
                best = min(best, 1 + sum(len(p) / n * settle(frozenset(p), c) for p in parts.values()))
        memo[key] = best
        return best

    def settle(s: frozenset, c: int) -> float:
        n = len(s)
        if n == 1:
            return 0.0
        options = [value(s, c)]
        if c >= 2:
            options += [(n - 1) / n * value(s - {g}, c - 1) for g in s]
        return min(options)

    return value(frozenset(codes), 2)


# ----------------------------------------------------------------------------- helpers

def played_sets(low: int, high: int, count: int, rng: random.Random) -> list[Deduction]:
    """Deductions with low..high candidates reached by asking the most informative questions."""
    found: list[Deduction] = []
    codes = code_strings()
    while len(found) < count:
        secret = rng.choice(codes)
        d = Deduction()
        while d.count > high:
            q = advise(d, top=1)[0].question
            d.add(q, answer(secret, q))
        if d.count >= low:
            found.append(d)
    return found


def main() -> None:
    rng = random.Random(SEED)
    print(f"digit_code bench (seed {SEED})")

    t_build, _ = timed(lambda: (all_codes(), answer_table()))
    print(f"digit_code build-tables: {ms(t_build)} (465,120 codes, 74 x 465,120 uint8 answers; target < 2 s)")

    # 1. narrowing the full set by one answer
    Deduction().add("B", 4)  # warm caches
    t_fast, d = timed(lambda: Deduction().add("B", 4), repeat=7)
    t_naive, naive = timed(lambda: naive_candidates([("B", 4)]))
    assert len(naive) == Deduction([("B", 4)]).count
    print(f"digit_code narrow-one-answer: {ms(t_fast)} with explanation "
          f"(naive enumerator {ms(t_naive)}, ratio {t_naive / t_fast:,.0f}x; target < 20 ms)")

    # 2. ranking all 74 questions on the full set
    t_rank, ranked = timed(lambda: advise([]), repeat=3)
    sample = [tuple(int(x) for x in c) for c in all_codes()[:: len(all_codes()) // 5000]]
    t_sample, _ = timed(lambda: [Counter(naive_answer(c, q) for c in sample) for q in QUESTIONS])
    t_naive_rank = t_sample * len(all_codes()) / len(sample)
    print(f"digit_code rank-74-questions: {ms(t_rank)} (naive ~{t_naive_rank:,.1f} s, measured on "
          f"{len(sample):,} codes and scaled; ratio {t_naive_rank / t_rank:,.0f}x; target < 1 s); "
          f"best first question {ranked[0].question} {ranked[0].bits:.2f} bits")

    # 3. exact play
    sets20 = played_sets(15, 20, 12, rng)
    times = []
    for d in sets20:
        t, move = timed(lambda: best_move(d, chances=2))
        times.append(t)
    sizes = sorted(d.count for d in sets20)
    print(f"digit_code exact-play-20: median {ms(statistics.median(times))}, max {ms(max(times))} "
          f"over {len(times)} positions of entropy play with {sizes[0]}-{sizes[-1]} candidates, "
          f"2 chances, guess after question (target < 0.5 s)")
    small = played_sets(10, 12, 2, rng)
    ratios, slow = [], []
    for d in small:
        t_fast12, move = timed(lambda: Endgame(d.candidates, d.remaining_questions, 2, True).best())
        t_slow12, want = timed(lambda: naive_best_turns(d.candidates, d.remaining_questions))
        assert abs(move.expected_turns - want) < 1e-9
        ratios.append(t_slow12 / t_fast12)
        slow.append(t_slow12)
    print(f"digit_code exact-play-small: same expected turns as a naive frozenset expectimax "
          f"({ms(min(slow))}-{ms(max(slow))}); speed-up {min(ratios):,.0f}x-{max(ratios):,.0f}x "
          f"on {len(small)} positions of entropy play with {sorted(d.count for d in small)} candidates")

    # 4. sympy reference path on a restricted case
    from solvers.digit_code import sympy_candidates
    clues = [("B", 3), ("T", "even")]
    domain = {"U": 5, "V": 1, "X": 9, "Y": 4}  # T and W free: 100 digit pairs
    t_sym, sym = timed(lambda: sympy_candidates(clues, domain))
    t_np, fast = timed(lambda: [c for c in candidates(clues)
                                if c[1] == "5" and c[2] == "1" and c[4] == "9" and c[5] == "4"], repeat=3)
    assert sym == fast
    print(f"digit_code sympy-restricted (T, W free; U V X Y fixed; clues B=3, T even): sympy "
          f"{ms(t_sym)}, fast path {ms(t_np)} on all codes, ratio {t_sym / t_np:,.0f}x; {len(sym)} codes, equal")

    # 5. bots: questions needed to isolate a random code
    np_rng = np.random.default_rng(SEED)
    secrets = code_strings(np_rng.choice(len(all_codes()), GAMES, replace=False))
    results = {}
    for strategy in ("entropy", "advisor"):
        start = time.perf_counter()
        results[strategy] = np.array([strategy_play(s, strategy).questions for s in secrets])
        elapsed = time.perf_counter() - start
        q = results[strategy]
        print(f"digit_code bot-{strategy}: {q.mean():.3f} questions on average to isolate the code "
              f"(min {q.min()}, max {q.max()}) over {GAMES} random codes, {elapsed:.1f} s")
    diff = results["advisor"] - results["entropy"]
    print(f"digit_code advisor-vs-entropy: {diff.mean():+.3f} questions per game "
          f"(paired standard error {diff.std(ddof=1) / np.sqrt(GAMES):.3f}; advisor better in "
          f"{(diff < 0).sum()} games, worse in {(diff > 0).sum()}); reference greedy baseline ~11.7, "
          f"information bound ~8.3")
    start = time.perf_counter()
    turns = np.array([strategy_play(s, "advisor", guessing=True).turns for s in secrets])
    elapsed = time.perf_counter() - start
    gain = turns - results["entropy"]  # entropy bot: guesses in the turn it isolates the code
    print(f"digit_code bot-race-turns: advisor with exact play and a spare-chance guess needs "
          f"{turns.mean():.3f} turns to guess right vs entropy {results['entropy'].mean():.3f} "
          f"({gain.mean():+.3f}, paired s.e. {gain.std(ddof=1) / np.sqrt(GAMES):.3f}) over {GAMES} codes, "
          f"{elapsed:.1f} s")
    rand_rng = random.Random(SEED)
    rq = np.array([strategy_play(s, "random", rng=rand_rng).questions for s in secrets[:100]])
    print(f"digit_code bot-random: {rq.mean():.2f} questions on average (100 codes)")


if __name__ == "__main__":
    main()
