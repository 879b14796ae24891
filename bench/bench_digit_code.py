"""Digit Code speed (copy, undo and copy_for for every game: bench_contract.py): random
playouts per CPU second against the engine before contract v2, the solver against naive references, and the
bots through the engine: ``python bench/bench_digit_code.py [--old /path/to/old/checkout]``.

Prints timings and ratios; targets are printed, never asserted. The old engine runs in a
subprocess (its ``kit`` package shadows this one); both are timed in turn, three rounds each,
because the machine may be busy with other work.
"""
from __future__ import annotations

import itertools
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from timing import best_of, compare_engines, old_checkout  # noqa: E402

import kit  # noqa: E402
from kit.bots import make_bot, play_out  # noqa: E402
from solvers.digit_code import (  # noqa: E402
    DIGIT_SEGMENTS,
    LINE_LEDS,
    PAIRS,
    POSITIONS,
    QUESTIONS,
    Deduction,
    Endgame,
    advise,
    all_codes,
    answer,
    answer_table,
    best_move,
    candidates,
    code_strings,
    led_info,
)

PLAYOUTS = 100

# The playout loop, the same text for both engines (both have kit.new_game, RandomBot and
# play_out); it prints games per CPU second and steps a game as JSON.
PLAYOUT_SCRIPT = """
import json, sys, time
sys.path.insert(0, {root!r})
import kit
from kit.bots import RandomBot, play_out
from solvers.digit_code import answer_table
kit.new_game("digit_code"); answer_table()
n, steps = {n}, 0
start = time.process_time()
for seed in range(n):
    g = kit.new_game("digit_code", players={players}, seed=seed)
    play_out(g, [RandomBot(seed * 10 + p) for p in range({players})])
    steps += len(g.history)
print(json.dumps([n / (time.process_time() - start), steps / n]))
"""

SEED = 2024
GAMES = 200  # random secrets for the bots (each a solo game through the engine)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms"


def playouts(root: str, n: int, players: int) -> tuple[float, float]:
    script = PLAYOUT_SCRIPT.format(root=root, n=n, players=players)
    env = dict(os.environ, PYTHONHASHSEED="0")
    out = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True,
                         env=env, cwd=root)
    rate, length = json.loads(out.stdout.strip().splitlines()[-1])
    return rate, length


def solo_game(secret: str, bot: str, seed: int) -> kit.Game:
    """A bot alone against a set code, through the engine."""
    game = kit.new_game("digit_code", players=1, seed=seed, code=secret)
    play_out(game, [make_bot(bot, "digit_code", seed=seed)])
    return game


def questions_and_turns(game: kit.Game) -> tuple[int, int]:
    """Questions asked, and turns taken (a question and the guess after it are one turn)."""
    steps = [step.action.name for step in game.history if step.player != kit.CHANCE]
    turns = sum(1 for i, name in enumerate(steps) if name == "ask" or
                (name == "guess" and (i == 0 or steps[i - 1] != "ask")))
    return steps.count("ask"), turns


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
    old = old_checkout(__doc__.splitlines()[0])
    rng = random.Random(SEED)
    print(f"digit_code bench (seed {SEED})")
    t_build, _ = best_of(lambda: (all_codes(), answer_table()))
    print(f"digit_code build-tables: {ms(t_build)} (465,120 codes, 74 x 465,120 uint8 answers; target < 2 s)")
    kit.new_game("digit_code")  # warm up imports
    for players in (1, 3):
        compare_engines(f"digit_code random {players}-player playouts",
                        lambda root, players=players: playouts(root, PLAYOUTS, players), old)


    # 1. narrowing the full set by one answer
    Deduction().add("B", 4)  # warm caches
    t_fast, d = best_of(lambda: Deduction().add("B", 4), repeat=7)
    t_naive, naive = best_of(lambda: naive_candidates([("B", 4)]))
    assert len(naive) == Deduction([("B", 4)]).count
    print(f"digit_code narrow-one-answer: {ms(t_fast)} with explanation "
          f"(naive enumerator {ms(t_naive)}, ratio {t_naive / t_fast:,.0f}x; target < 20 ms)")

    # 2. ranking all 74 questions on the full set
    t_rank, ranked = best_of(lambda: advise([]), repeat=3)
    sample = [tuple(int(x) for x in c) for c in all_codes()[:: len(all_codes()) // 5000]]
    t_sample, _ = best_of(lambda: [Counter(naive_answer(c, q) for c in sample) for q in QUESTIONS])
    t_naive_rank = t_sample * len(all_codes()) / len(sample)
    print(f"digit_code rank-74-questions: {ms(t_rank)} (naive ~{t_naive_rank:,.1f} s, measured on "
          f"{len(sample):,} codes and scaled; ratio {t_naive_rank / t_rank:,.0f}x; target < 1 s); "
          f"best first question {ranked[0].question} {ranked[0].bits:.2f} bits")

    # 3. exact play
    sets20 = played_sets(15, 20, 12, rng)
    times = []
    for d in sets20:
        t, move = best_of(lambda d=d: best_move(d, chances=2))
        times.append(t)
    sizes = sorted(d.count for d in sets20)
    print(f"digit_code exact-play-20: median {ms(statistics.median(times))}, max {ms(max(times))} "
          f"over {len(times)} positions of entropy play with {sizes[0]}-{sizes[-1]} candidates, "
          f"2 chances, guess after question (target < 0.5 s)")
    small = played_sets(10, 12, 2, rng)
    ratios, slow = [], []
    for d in small:
        t_fast12, move = best_of(lambda d=d: Endgame(d.candidates, d.remaining_questions, 2, True).best())
        t_slow12, want = best_of(lambda d=d: naive_best_turns(d.candidates, d.remaining_questions))
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
    t_sym, sym = best_of(lambda: sympy_candidates(clues, domain))
    t_np, fast = best_of(lambda: [c for c in candidates(clues)
                                if c[1] == "5" and c[2] == "1" and c[4] == "9" and c[5] == "4"], repeat=3)
    assert sym == fast
    print(f"digit_code sympy-restricted (T, W free; U V X Y fixed; clues B=3, T even): sympy "
          f"{ms(t_sym)}, fast path {ms(t_np)} on all codes, ratio {t_sym / t_np:,.0f}x; {len(sym)} codes, "
          "equal")

    # 5. bots through the engine: each a solo game against a random set code
    np_rng = np.random.default_rng(SEED)
    secrets = code_strings(np_rng.choice(len(all_codes()), GAMES, replace=False))
    results = {}
    for bot in ("entropy", "advisor"):
        start = time.perf_counter()
        games = [solo_game(s, bot, i) for i, s in enumerate(secrets)]
        elapsed = time.perf_counter() - start
        assert all(g.winners() == [0] for g in games)
        results[bot] = np.array([questions_and_turns(g) for g in games])
        q, turns = results[bot][:, 0], results[bot][:, 1]
        print(f"digit_code bot-{bot}: {q.mean():.3f} questions (min {q.min()}, max {q.max()}) and "
              f"{turns.mean():.3f} turns on average to guess right, over {GAMES} random codes, "
              f"{elapsed:.1f} s through the engine")
    entropy_q = results["entropy"][:, 0]
    print(f"digit_code bot-entropy isolates the code before guessing: {entropy_q.mean():.3f} questions "
          f"(reference greedy baseline ~11.7, information bound ~8.3)")
    gain = results["advisor"][:, 1] - results["entropy"][:, 1]
    print(f"digit_code bot-race-turns: advisor (two-step lookahead, exact play at <= 20 codes, a "
          f"spare-chance guess) {results['advisor'][:, 1].mean():.3f} turns vs entropy "
          f"{results['entropy'][:, 1].mean():.3f} ({gain.mean():+.3f}, paired s.e. "
          f"{gain.std(ddof=1) / np.sqrt(GAMES):.3f}; advisor better in {(gain < 0).sum()} games, "
          f"worse in {(gain > 0).sum()})")
    rq = np.array([questions_and_turns(solo_game(s, "random", i))[0] for i, s in enumerate(secrets[:50])])
    print(f"digit_code bot-random: {rq.mean():.2f} questions on average (50 codes)")


if __name__ == "__main__":
    main()
