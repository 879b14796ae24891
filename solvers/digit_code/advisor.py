"""Which question to ask next: greedy ranking, exact play on small sets, bot strategies.

* :func:`advise` ranks every unasked question by expected information (bits), expected
  number of codes left (sum n_r^2 / N) and worst case, using one ``bincount`` a question.
* :func:`best_move` plays exactly once 20 or fewer candidates remain: it minimises the
  expected number of turns until the code is guessed right, with the chances left
  (a wrong guess costs one; with one chance left it only guesses a certain code).
* :func:`choose_question` is the question a bot strategy asks next ("advisor", "entropy",
  "random"); the kit's bots play whole games with it through the engine.

>>> first = advise([], top=3)
>>> [a.question for a in first], round(first[0].bits, 2)
(['B', 'E', 'H'], 2.27)
>>> clues = [("B", 6), ("E", 6), ("H", 6), ("T", "even"), ("U", "even"), ("V", "even"),
...          ("W", "even"), ("X", "even"), ("Y", "even"), ("TU", "T")]
>>> move = best_move(clues)  # 6 codes left
>>> print(move)
ask VY (expected 1.667 turns)
>>> move.then  # what to guess in the same turn after each answer
{'V': '628286', 'Y': '826268'}
"""
from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .codes import answer_table, code_index, question_index
from .deduction import Deduction
from .layout import QUESTIONS, format_answer

__all__ = [
    "Advice", "advise", "Move", "best_move", "plan", "Endgame", "choose_question",
    "STRATEGIES", "EXACT_LIMIT",
]

#: Largest candidate set :func:`best_move` solves exactly (kit default, not from the rulebook).
EXACT_LIMIT = 20
STRATEGIES = ("advisor", "entropy", "random")


def _as_deduction(clues: Deduction | Iterable[Any]) -> Deduction:
    return clues if isinstance(clues, Deduction) else Deduction(clues)


# ----------------------------------------------------------------------------- greedy ranking

@dataclass(frozen=True)
class Advice:
    """How good a question is on the current candidates."""

    question: str
    bits: float
    expected_remaining: float
    worst_case: int
    answers: dict[Any, int]

    @property
    def parts(self) -> int:
        """Number of different answers still possible."""
        return len(self.answers)

    def __str__(self) -> str:
        return (f"{self.question}: {self.bits:.2f} bits, expect {self.expected_remaining:,.1f} codes left, "
                f"at worst {self.worst_case:,}")


def _stats(counts: np.ndarray) -> tuple[float, float, int]:
    nz = counts[counts > 0].astype(np.float64)
    total = nz.sum()
    p = nz / total
    bits = float(-(p * np.log2(p)).sum()) + 0.0
    return bits, float((nz * nz).sum() / total), int(nz.max())


def _histograms(indices: np.ndarray, rows: list[int]) -> np.ndarray:
    """(len(rows), 8) answer counts of each question over the candidates."""
    table = answer_table()
    full = len(indices) == table.shape[1]
    out = np.empty((len(rows), 8), dtype=np.int64)
    sub = None if full or len(indices) > 50_000 else table[rows][:, indices]
    for k, r in enumerate(rows):
        values = table[r] if full else (sub[k] if sub is not None else table[r][indices])
        out[k] = np.bincount(values, minlength=8)[:8]
    return out


def advise(clues: Deduction | Iterable[Any] = (), top: int | None = None) -> list[Advice]:
    """Every question not yet asked, best first (most bits, then fewest expected left).

    >>> [str(a) for a in advise([("B", 6), ("E", 6), ("H", 6)], top=1)]
    ['A: 1.78 bits, expect 3,710.9 codes left, at worst 4,704']
    """
    d = _as_deduction(clues)
    questions = d.remaining_questions
    hist = _histograms(d.indices, [question_index(q) for q in questions])
    ranked = []
    for k, q in enumerate(questions):
        bits, expected, worst = _stats(hist[k]) if d.count else (0.0, 0.0, 0)
        answers = {format_answer(q, v): int(n) for v, n in enumerate(hist[k]) if n}
        ranked.append(Advice(q, bits, expected, worst, answers))
    order = {q: i for i, q in enumerate(QUESTIONS)}
    ranked.sort(key=lambda a: (-round(a.bits, 12), round(a.expected_remaining, 9), a.worst_case,
                               order[a.question]))
    return ranked[:top] if top is not None else ranked


# ----------------------------------------------------------------------------- exact endgame

@dataclass(frozen=True)
class Move:
    """A move in solo play: ask a question (and maybe guess right after), or guess a code.

    ``then`` (ask moves with guess-after-question play) maps each answer to the code to
    guess in the same turn, or None to wait.  ``expected_turns`` counts this turn.
    """

    kind: str
    question: str | None = None
    code: str | None = None
    expected_turns: float | None = None
    exact: bool = True
    then: dict[Any, str | None] = field(default_factory=dict)

    def __str__(self) -> str:
        what = f"ask {self.question}" if self.kind == "ask" else f"guess {self.code}"
        if self.expected_turns is None:
            return what
        return f"{what} (expected {self.expected_turns:.3f} turns{'' if self.exact else ', heuristic'})"


def _popcount(x: int) -> int:
    return x.bit_count()


def _bits_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


class Endgame:
    """Exact solo play on a small candidate set, by memoised search over bitmasks.

    Totals are kept as integers (sum over candidates of turns), so comparisons are exact.

    guess_after_question=True (BGA): a turn is a question optionally followed by a guess,
    or a guess alone.  False (physical game): a turn is a question or a guess.
    """

    def __init__(self, codes: list[str], questions: list[str], chances: int = 2,
                 guess_after_question: bool = True) -> None:
        if not codes:
            raise ValueError("no candidates: the clues contradict each other")
        if chances < 1:
            raise ValueError("chances must be at least 1")
        self.codes = list(codes)
        self.n = len(codes)
        self.full = (1 << self.n) - 1
        self.chances = chances
        self.after = guess_after_question
        table = answer_table()
        idx = np.array([code_index(c) for c in self.codes])
        seen: dict[tuple[int, ...], str] = {}
        self.split_values: dict[str, list[tuple[int, int]]] = {}
        for q in questions:
            values = table[question_index(q)][idx]
            classes: dict[int, int] = {}
            for i, v in enumerate(values.tolist()):
                classes[v] = classes.get(v, 0) | (1 << i)
            if len(classes) < 2:
                continue
            key = tuple(sorted(classes.values()))
            self.split_values[q] = sorted((m, v) for v, m in classes.items())
            if key not in seen:
                seen[key] = q
        self.partitions = list(seen.keys())
        self.partition_question = [seen[k] for k in self.partitions]
        self._two_way = [p[0] for p in self.partitions if len(p) == 2]
        self._many_way = [p for p in self.partitions if len(p) > 2]
        self.width = max((len(p) for p in self.partitions), default=2)
        # lower-bound tables for each possible number of answers per question
        self._bounds = {w: self._lower_bounds(self.n, w, guess_after_question)
                        for w in range(2, self.width + 1)}
        self._lb = self._bounds[self.width][0]
        self._simple_post: list[float] = [max(k - 1, 0) if guess_after_question else k
                                          for k in range(self.n + 2)]
        self._width: dict[int, int] = {}
        self._t: dict[int, float] = {}
        self._t_lower: dict[int, float] = {}
        self._f: dict[tuple[int, int], float] = {}
        self._g: dict[tuple[int, int], tuple[float, int]] = {}
        self._f_lower: dict[tuple[int, int], float] = {}
        self._g_lower: dict[tuple[int, int], float] = {}
        self._splits: dict[int, list[tuple[tuple[int, ...], tuple[int, ...], float]]] = {}

    @staticmethod
    def _lower_bounds(n: int, width: int, after: bool = True) -> tuple[list[float], list[float], list[float]]:
        """Lower bounds by set size k, if every question had ``width`` answers and split evenly.

        Returns (isolate[k], two_chances[k], after_answer[k]): least total questions to
        isolate k codes; least total turns with 2 chances; least total turns once an
        answer has left k codes (guessing at once allowed when ``after``).
        """
        inf = math.inf
        size = max(n, 2) + 1

        def splitter(f: list) -> list:
            # best[k][b]: least sum of f over at most b parts summing to k (parts >= 1)
            return [[0] * (width + 1)] + [[inf] * (width + 1) for _ in range(size - 1)]

        iso: list[float] = [0] * size
        two: list[float] = [1] * size
        post: list[float] = [0] * size
        best_iso, best_post = splitter(iso), splitter(post)

        def close(best: list, f: list, k: int) -> None:
            for b in range(1, width + 1):
                best[k][b] = min(best[k - j][b - 1] + f[j] for j in range(1, k + 1))

        def split_min(best: list, f: list, k: int) -> float:
            return min(best[k - j][width - 1] + f[j] for j in range(1, k))

        one = lambda k: 1 if k == 1 else iso[k] + (0 if after else k)  # noqa: E731
        for k in range(1, size):
            if k >= 2:
                iso[k] = k + split_min(best_iso, iso, k)
            close(best_iso, iso, k)
            if k >= 2:
                ask = split_min(best_post, post, k)
                two[k] = k + min(one(k - 1), ask)
            post[k] = 0 if k == 1 and after else (min(two[k], one(k - 1)) if after else two[k])
            close(best_post, post, k)
        return iso, two, post

    def splits(self, mask: int) -> list[tuple[tuple[int, ...], tuple[int, ...], float]]:
        """Distinct ways the available questions split ``mask`` (2+ parts each), as
        (parts, part sizes, lower bound of their isolating totals), smallest bound first."""
        got = self._splits.get(mask)
        if got is not None:
            return got
        seen: dict[int | tuple[int, ...], tuple[int, ...]] = {}
        for side in self._two_way:  # yes/no questions: one side determines the split
            a = side & mask
            if a and a != mask:
                b = mask ^ a
                seen[min(a, b)] = (a, b) if a < b else (b, a)
        for part in self._many_way:
            sub = tuple(sorted(m & mask for m in part if m & mask))
            if len(sub) > 2:
                seen[sub] = sub
            elif len(sub) == 2:
                seen[sub[0]] = sub
        width = max((len(sub) for sub in seen.values()), default=2)
        lb = self._bounds[width][0]
        out = []
        for sub in seen.values():
            sizes = tuple(m.bit_count() for m in sub)
            out.append((sum(lb[k] for k in sizes), sub, sizes))
        out.sort()
        result = [(sub, sizes, bound) for bound, sub, sizes in out]
        self._splits[mask] = result
        self._width[mask] = width
        return result

    def _mask_width(self, mask: int) -> int:
        """Most answers any available question still has on ``mask`` (at least 2)."""
        width = 2
        for part in self._many_way:
            width = max(width, sum(1 for m in part if m & mask))
        return width

    def _split_question(self, mask: int, split: tuple[int, ...]) -> str:
        for part, q in zip(self.partitions, self.partition_question):
            if tuple(sorted(m & mask for m in part if m & mask)) == tuple(sorted(split)):
                return q
        raise AssertionError("split not found")

    def isolate_total(self, mask: int, cutoff: float = math.inf, width: int | None = None) -> float:
        """Least total number of questions to isolate every code of ``mask`` (no guessing).

        Branch and bound: if the answer is ``cutoff`` or more, a lower bound that is at
        least ``cutoff`` may be returned instead of the exact value.  ``width`` bounds the
        number of answers a question can have on ``mask`` (known from a superset).
        """
        if mask & (mask - 1) == 0:
            return 0
        got = self._t.get(mask)
        if got is not None:
            return got
        n = mask.bit_count()
        known = max(self._t_lower.get(mask, 0), self._bounds[width or self.width][0][n])
        if known >= cutoff:
            return known
        w = self._width.get(mask) or self._mask_width(mask)
        lb = self._bounds[w][0]
        known = max(known, lb[n])
        best = math.inf
        if known < cutoff:
            splits = self.splits(mask)
            if not splits:
                raise ValueError("the remaining questions cannot tell these codes apart")
            exact, lower = self._t, self._t_lower
            for split, sizes, lb_sum in splits:
                limit = min(best, cutoff)
                if n + lb_sum >= limit:
                    break
                # sharpen each part's bound with what earlier searches proved
                part_lb = [exact.get(m) or max(lower.get(m, 0), lb[k]) for m, k in zip(split, sizes)]
                total = n + sum(part_lb)
                if total >= limit:
                    continue
                for m, b in zip(split, part_lb):
                    total += self.isolate_total(m, limit - total + b, w) - b
                    if total >= limit:
                        break
                else:
                    best = total
                    if best == known:
                        break
        if best < cutoff:
            self._t[mask] = best
            return best
        self._t_lower[mask] = max(known, cutoff)
        return self._t_lower[mask]

    def _post_bounds(self, width: int, chances: int) -> list[float]:
        """Lower bounds by size on the total turns once an answer has left k codes."""
        if chances == 2:
            return self._bounds[width][2]
        # more chances: only "every code needs a turn" (minus one guessed at once)
        return self._simple_post

    def _answer_bound(self, k: int, chances: int = 2) -> float:
        """Lower bound on the total turns after an answer leaves k codes (chances >= 2)."""
        return self._post_bounds(self.width, chances)[k]

    def turns_total(self, mask: int, chances: int, cutoff: float = math.inf) -> float:
        """Sum over the codes in ``mask`` of the turns optimal play needs (each equally likely).

        Like :meth:`isolate_total`, may return a lower bound >= ``cutoff`` instead.
        """
        n = mask.bit_count()
        if n == 1:
            return 1
        if chances == 1:
            extra = 0 if self.after else n
            return self.isolate_total(mask, cutoff - extra) + extra
        key = (mask, chances)
        got = self._f.get(key)
        if got is not None:
            return got
        splits = self.splits(mask)
        post = self._post_bounds(self._width[mask], chances)
        known = max(self._f_lower.get(key, 0), self._bounds[self._width[mask]][1][n] if chances == 2 else n)
        if known >= cutoff:
            return known
        best = n + self._best_guess(mask, chances, cutoff - n)[0]
        options = sorted((n + sum(post[k] for k in sizes), split, sizes) for split, sizes, _ in splits)
        for bound, split, sizes in options:
            limit = min(best, cutoff)
            if bound >= limit:
                break
            total = bound
            for m, k in zip(split, sizes):
                total += self._after_answer(m, chances, limit - total + post[k])[0] - post[k]
                if total >= limit:
                    break
            else:
                best = total
        if best < cutoff:
            self._f[key] = best
            return best
        self._f_lower[key] = max(known, cutoff)
        return self._f_lower[key]

    def _best_guess(self, mask: int, chances: int, cutoff: float = math.inf) -> tuple[float, int]:
        """(total turns after guessing, guessed bit) for the best code to guess now.

        If that total is ``cutoff`` or more, (a lower bound >= cutoff, 0) may be returned.
        """
        if mask & (mask - 1) == 0:
            return 0, mask
        if chances < 2:
            return math.inf, 0
        key = (mask, chances)
        got = self._g.get(key)
        if got is not None:
            return got
        n = mask.bit_count()
        extra = 0 if self.after or n == 2 else n - 1
        width = self._width.get(mask, self.width)
        if chances == 2:
            floor = (self._bounds[width][0][n - 1] if n > 2 else 1) + extra
        else:
            floor = n - 1  # each remaining code still needs a turn
        floor = max(self._g_lower.get(key, 0), floor)
        if floor >= cutoff:
            return floor, 0
        best, best_bit = math.inf, 0
        isolate = chances == 2 and n > 2
        for bit in _bits_of(mask):
            limit = min(best, cutoff)
            if isolate:
                total = self.isolate_total(mask & ~bit, limit - extra, width) + extra
            else:
                total = self.turns_total(mask & ~bit, chances - 1, limit)
            if total < limit:
                best, best_bit = total, bit
                if best <= floor:
                    break
        if best < cutoff:
            self._g[key] = (best, best_bit)
            return best, best_bit
        self._g_lower[key] = max(floor, cutoff)
        return self._g_lower[key], 0

    def _after_answer(self, mask: int, chances: int, cutoff: float = math.inf) -> tuple[float, int | None]:
        """Total turns after an answer leaves ``mask``: (cost, bit to guess at once or None)."""
        if not self.after:
            return self.turns_total(mask, chances, cutoff), None
        guess, bit = self._best_guess(mask, chances, cutoff)
        if guess <= self._answer_bound(mask.bit_count(), chances):
            return guess, bit
        wait = self.turns_total(mask, chances, min(guess + 1, cutoff))
        return (guess, bit) if guess <= wait else (wait, None)

    def best(self, chances: int | None = None, mask: int | None = None) -> Move:
        """The optimal move at ``mask`` (default: all codes) with ``chances`` left."""
        chances = self.chances if chances is None else chances
        mask = self.full if mask is None else mask
        n = _popcount(mask)
        if n == 1:
            return Move("guess", code=self.codes[mask.bit_length() - 1], expected_turns=1.0)
        target = self.turns_total(mask, chances)
        guess_total, guess_bit = self._best_guess(mask, chances, target - n + 1)
        if n + guess_total == target:  # on a tie, guessing now is preferred
            code = self.codes[guess_bit.bit_length() - 1]
            return Move("guess", code=code, expected_turns=target / n)
        best_split = None
        for split, _, _ in sorted(self.splits(mask)):
            total: float = n
            for m in split:
                total += self._after_answer(m, chances, target - total + 1)[0]
                if total > target:
                    break
            else:
                if total == target:
                    best_split = split
                    break
        assert best_split is not None
        best_total = target
        question = self._split_question(mask, best_split)
        then: dict[Any, str | None] = {}
        for m_all, v in self.split_values[question]:
            m = m_all & mask
            if not m:
                continue
            bit = self._after_answer(m, chances)[1]
            then[format_answer(question, v)] = None if bit is None else self.codes[bit.bit_length() - 1]
        return Move("ask", question=question, expected_turns=best_total / n, then=then)

    def plan(self, chances: int | None = None, mask: int | None = None) -> dict[str, Any]:
        """The whole optimal strategy as a tree of moves (see :func:`plan`)."""
        chances = self.chances if chances is None else chances
        mask = self.full if mask is None else mask
        move = self.best(chances, mask)
        node: dict[str, Any] = {"move": move}
        if move.code is not None:  # a guess
            rest = mask & ~(1 << self.codes.index(move.code))
            if rest:
                node["if_wrong"] = self.plan(chances - 1, rest)
            return node
        question = move.question
        if question is None:
            raise ValueError(f"a move asks a question or guesses a code, not {move}")
        node["answers"] = {}
        for m_all, v in self.split_values[question]:
            m = m_all & mask
            if not m:
                continue
            reply = format_answer(question, v)
            code = move.then.get(reply)
            if code is None:
                node["answers"][reply] = self.plan(chances, m)
                continue
            branch: dict[str, Any] = {"guess": code}
            rest = m & ~(1 << self.codes.index(code))
            if rest:
                branch["if_wrong"] = self.plan(chances - 1, rest)
            node["answers"][reply] = branch
        return node

    def expected_questions(self, mask: int | None = None) -> float:
        """Expected number of questions to isolate the code, playing optimally."""
        mask = self.full if mask is None else mask
        return self.isolate_total(mask) / _popcount(mask)

    def best_isolating_question(self, mask: int | None = None) -> str | None:
        """A question that starts an optimal isolating tree (None if already isolated)."""
        mask = self.full if mask is None else mask
        if mask & (mask - 1) == 0:
            return None
        target = self.isolate_total(mask)
        n = _popcount(mask)
        for split, _, _ in sorted(self.splits(mask)):
            if n + sum(self.isolate_total(m) for m in split) == target:
                return self._split_question(mask, split)
        raise AssertionError("no optimal split found")


def best_move(clues: Deduction | Iterable[Any] = (), chances: int = 2, *,
              guess_after_question: bool = True, exact_limit: int = EXACT_LIMIT) -> Move:
    """The move that minimises the expected number of turns until the code is guessed right.

    Exact once ``exact_limit`` or fewer candidates remain; above that, the advisor's
    question (``exact=False``, no expected_turns).  Each candidate is taken as equally likely.

    >>> clues = [("B", 6), ("E", 6), ("H", 6), ("T", "even"), ("U", "even"), ("V", "even"),
    ...          ("W", "even"), ("X", "even"), ("Y", "even"), ("TU", "T")]
    >>> print(best_move(clues, guess_after_question=False))
    ask TCK (expected 3.167 turns)
    >>> print(best_move([("B", 6)]))  # too many candidates for exact play
    ask E
    """
    d = _as_deduction(clues)
    if d.count == 0:
        raise ValueError("no candidates: the clues contradict each other")
    if d.count > exact_limit:
        return Move("ask", question=_advisor_question(d), exact=False)
    game = Endgame(d.candidates, d.remaining_questions, chances, guess_after_question)
    return game.best()


def plan(clues: Deduction | Iterable[Any] = (), chances: int = 2, *,
         guess_after_question: bool = True, exact_limit: int = EXACT_LIMIT) -> dict[str, Any]:
    """The complete optimal solo strategy from here, as a tree (small candidate sets only).

    A node is ``{"move": Move, ...}``: after a guess, ``"if_wrong"`` holds the plan once it
    missed; after a question, ``"answers"`` maps each answer either to the next node or,
    when a guess follows in the same turn, to ``{"guess": code, "if_wrong": node}``.

    >>> tree = plan([("B", 6), ("E", 6), ("H", 6), ("T", "even"), ("U", "even"), ("V", "even"),
    ...              ("W", "even"), ("X", "even"), ("Y", "even"), ("TU", "T")])
    >>> str(tree["move"]), sorted(tree["answers"])
    ('ask VY (expected 1.667 turns)', ['V', 'Y'])
    """
    d = _as_deduction(clues)
    if d.count == 0:
        raise ValueError("no candidates: the clues contradict each other")
    if d.count > exact_limit:
        raise ValueError(f"{d.count:,} candidates: exact plans are made for {exact_limit} or fewer")
    return Endgame(d.candidates, d.remaining_questions, chances, guess_after_question).plan()


# ----------------------------------------------------------------------------- strategies

# Mean number of questions entropy play (with exact play at <= 20 codes) still needed from a
# set of about 2**(i + 0.5) codes, measured by the kit over 300 random secrets.
# Kit default, not from the rulebook: it calibrates the advisor's lookahead.
_COST_BY_LOG2 = (0.0, 1.13, 2.21, 3.26, 4.26, 4.87, 5.48, 6.11, 6.71, 7.37, 7.71, 8.48, 8.94,
                 9.38, 9.68, 10.28, 10.63, 11.06, 11.67, 12.2)
_CACHE_ABOVE = 300  # decisions on larger sets are cached by clue history (shared openings)
_CHOICE_CACHE: dict[tuple, int] = {}


def _cost(sizes: np.ndarray) -> np.ndarray:
    """Estimated questions still needed from sets of the given sizes (0 for 0 or 1 code)."""
    sizes = np.asarray(sizes, dtype=np.float64)
    out = np.zeros_like(sizes)
    big = sizes > 1
    out[big] = np.interp(np.log2(sizes[big]), np.arange(len(_COST_BY_LOG2)) + 0.5, _COST_BY_LOG2)
    return out


def _entropies(hist: np.ndarray) -> np.ndarray:
    total = np.maximum(hist.sum(axis=1, keepdims=True), 1)
    p = hist / total
    with np.errstate(divide="ignore", invalid="ignore"):
        return -np.where(p > 0, p * np.log2(p), 0.0).sum(axis=1)


def _rows_hist(sub: np.ndarray) -> np.ndarray:
    return np.stack([np.bincount(r, minlength=8)[:8] for r in sub])


def _pick_entropy(indices: np.ndarray, rows: list[int]) -> int:
    """Row of the most informative question (first in question order on ties)."""
    hist = _histograms(indices, rows)
    bits = np.round(_entropies(hist), 12)
    return rows[int(np.argmax(bits))]


def _pick_lookahead(indices: np.ndarray, rows: list[int], width: int = 6) -> int:
    """Row of the best question by a two-step lookahead on estimated questions still needed.

    The ``width`` most promising questions (by one-step estimate) are each followed, for
    every answer, by the best second question; sizes left after two questions are valued
    with the measured cost table ``_COST_BY_LOG2``.
    """
    table = answer_table()
    n = len(indices)
    full = n == table.shape[1]
    sub = table[rows] if full else table[rows][:, indices]
    hist = _rows_hist(sub)
    one_step = (hist * _cost(hist)).sum(axis=1) / n
    best_row, best_score = rows[int(np.argmin(one_step))], math.inf
    for j in np.argsort(one_step, kind="stable")[:width]:
        score = 0.0
        for v in np.flatnonzero(hist[j]):
            m = int(hist[j, v])
            if m <= 1:
                continue
            h2 = _rows_hist(sub[:, sub[j] == v])
            score += m / n * (1.0 + float(((h2 * _cost(h2)).sum(axis=1) / m).min()))
        if score < best_score - 1e-12:
            best_row, best_score = rows[int(j)], score
    return best_row


def _choose(strategy: str, indices: np.ndarray, rows: list[int], key: tuple) -> int:
    """Row of the question ``strategy`` picks among ``rows`` (cached on large sets by ``key``)."""
    big = len(indices) > _CACHE_ABOVE
    if big and key in _CHOICE_CACHE:
        return _CHOICE_CACHE[key]
    row = _pick_lookahead(indices, rows) if strategy == "advisor" else _pick_entropy(indices, rows)
    if big:
        if len(_CHOICE_CACHE) > 100_000:
            _CHOICE_CACHE.clear()
        _CHOICE_CACHE[key] = row
    return row


def _advisor_question(d: Deduction) -> str:
    """The advisor's question on a large set (two-step lookahead)."""
    rows = [question_index(q) for q in d.remaining_questions]
    return QUESTIONS[_choose("advisor", d.indices, rows, ("advisor", d.clues, None))]


def choose_question(clues: Deduction | Iterable[Any] = (), strategy: str = "advisor",
                    rng: random.Random | np.random.Generator | None = None, *,
                    allowed: Iterable[str] | None = None, exact_limit: int = EXACT_LIMIT) -> str | None:
    """The question a strategy asks next: one not yet asked (and in ``allowed``, when given)
    whose answer is still open; None when no such question can split the candidates.

    Strategies: ``"entropy"`` asks the most informative question (most bits; the first in
    question order on ties); ``"advisor"`` looks two questions ahead and, once
    ``exact_limit`` or fewer codes are left, asks the first question of an optimal
    isolating tree; ``"random"`` asks a random open question (it needs ``rng``). Turns,
    guesses and chances are the game's business: bots play them through the kit's engine.

    >>> choose_question([], "entropy"), choose_question([], "entropy", allowed=["T", "TAK"])
    ('B', 'T')
    >>> d = Deduction([("B", 6), ("E", 6), ("H", 6), ("T", "even"), ("U", "even"),
    ...                ("V", "even"), ("W", "even"), ("X", "even"), ("Y", "even"), ("TU", "T")])
    >>> choose_question(d, "advisor")  # 6 codes left: an optimal isolating question
    'TCK'
    >>> choose_question([("B", 6)], "psychic")
    Traceback (most recent call last):
    ...
    ValueError: unknown strategy 'psychic'; use one of ('advisor', 'entropy', 'random')
    """
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; use one of {STRATEGIES}")
    if strategy == "random" and rng is None:
        raise ValueError("the random strategy needs an rng (random.Random or numpy Generator)")
    d = _as_deduction(clues)
    if d.count <= 1:
        return None
    permitted = None if allowed is None else frozenset(allowed)
    pool = [q for q in d.remaining_questions if permitted is None or q in permitted]
    rows = [question_index(q) for q in pool]
    key = (strategy, d.clues, permitted)
    if strategy != "random" and d.count > _CACHE_ABOVE and key in _CHOICE_CACHE:
        return QUESTIONS[_CHOICE_CACHE[key]]
    hist = _histograms(d.indices, rows)
    split = (hist > 0).sum(axis=1) > 1
    useful = [r for r, ok in zip(rows, split) if ok]
    if not useful:
        return None
    if strategy == "entropy":  # the most bits, the first in question order on ties
        bits = np.round(_entropies(hist[split]), 12)
        row = useful[int(np.argmax(bits))]
        if d.count > _CACHE_ABOVE:
            _CHOICE_CACHE[key] = row
        return QUESTIONS[row]
    if strategy == "random":
        assert rng is not None  # refused above
        if isinstance(rng, np.random.Generator):
            return QUESTIONS[useful[int(rng.integers(len(useful)))]]
        return QUESTIONS[rng.choice(useful)]
    if strategy == "advisor" and d.count <= exact_limit:
        game = Endgame(d.candidates, [QUESTIONS[r] for r in useful], 2, True)
        try:
            return game.best_isolating_question()
        except ValueError:  # the allowed questions cannot tell every code apart
            return QUESTIONS[_pick_entropy(d.indices, useful)]
    return QUESTIONS[_choose(strategy, d.indices, useful, key)]
