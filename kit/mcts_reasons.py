"""The search bot's reasons (:class:`kit.reasons.Reasons`) for its last decision, from what
:meth:`kit.mcts.MctsBot.choose` left behind: the reward of every simulation by move and
world, the guide's move and, when :func:`kit.reasons.decide` asked for them, the facts of
the worlds it imagined.

* **candidates**: each move tried, with its estimated win rate (the mean reward of the
  simulations that started with it: 1 for a win, 0 for a loss, a share for a lead at a
  cutoff), a Wilson 95% interval on that rate (it lies in [0, 1] and contains the
  estimate), and its simulations; best estimate first.
* **rule**: what decided — the best estimate, or the trust rule: the search keeps the
  simple player's move unless another beats it, in the same imagined worlds, by more than
  ``trust`` standard errors of the difference.
* **worlds**: for hidden information, each fact of the worlds drawn (the game's
  ``imagined_facts(player)``, e.g. "Bea holds a High kick") with the share of the worlds
  where it held.
* **extra**: ``decided_by`` (``"best estimate"``, ``"kept the guide's move"`` or ``"beat
  the guide's move"``), ``guide`` (the guide's move as text, or None), ``interval`` (how
  the intervals are computed, in words) and ``simulations`` (their total).

>>> import kit
>>> from kit.mcts import MctsBot
>>> from kit.reasons import decide
>>> g = kit.new_game("bahama_taxi", players=2, seed=5)
>>> action, why = decide(MctsBot(seed=1, simulations=8), g.seat(0))
>>> sum(c.simulations for c in why.candidates)
8
"""
from __future__ import annotations

import math
from collections import Counter
from typing import Protocol

from kit.actions import Action
from kit.bots import bot_words
from kit.game import Seat
from kit.reasons import Candidate, Reasons


class Searched(Protocol):
    """What a search decision leaves for its reasons (:class:`kit.mcts.MctsBot`): the reward
    of each simulation by move and batch (one imagined world a batch), the guide's move, the
    worlds drawn, the facts counted, and the trust rule's setting (``trust``; ``_trust`` is
    what ``"auto"`` means for the game)."""

    name: str
    trust: float | str | None
    _trust: float
    last_results: dict[Action, dict[int, float]]
    last_guide: Action | None
    last_worlds: int
    last_facts: Counter[str]

#: How the interval of a candidate is computed (said in the reasons' ``extra``).
INTERVAL = "Wilson 95% interval on the win rate (each simulation counts its reward, 1 a win, 0 a loss)"
Z = 1.96


def wilson(rate: float, n: int, z: float = Z) -> tuple[float, float]:
    """The Wilson score interval of a rate observed over ``n`` tries (the whole [0, 1]
    when ``n`` is 0); it lies in [0, 1] and contains ``rate``.

    >>> low, high = wilson(0.5, 16)
    >>> round(low, 2), round(high, 2)
    (0.28, 0.72)
    """
    if n <= 0:
        return 0.0, 1.0
    z2 = z * z
    centre = (rate + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(rate * (1 - rate) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, min(rate, centre - half)), min(1.0, max(rate, centre + half))


def paired(values: dict[int, float], base: dict[int, float]) -> tuple[float, float, int]:
    """How much ``values`` beat ``base`` in the worlds both were tried in: the mean
    difference, its standard error and the number of worlds (as the search's trust rule
    counts them: one extra observation of variance 1/4)."""
    diffs = [v - base[b] for b, v in values.items() if b in base]
    n = len(diffs)
    if n == 0:
        return 0.0, math.inf, 0
    mean = sum(diffs) / n
    variance = (sum((d - mean) ** 2 for d in diffs) + 0.25) / n
    return mean, math.sqrt(variance / n), n


def search_reasons(bot: Searched, seat: Seat, action: Action) -> Reasons:
    """The reasons of ``bot``'s decision that just chose ``action`` for ``seat``."""
    words = seat.describe(action)
    name = bot_words(bot.name)
    if len(seat.legal_actions()) == 1:
        return Reasons(bot=name, action=action.text, words=words, rule="It was the only legal move.")
    results = {a: r for a, r in bot.last_results.items() if r}
    means = {a: sum(r.values()) / len(r) for a, r in results.items()}
    ranked = sorted(results, key=lambda a: (-means[a], -len(results[a]), a.text))
    candidates = []
    for a in ranked:
        low, high = wilson(means[a], len(results[a]))
        candidates.append(Candidate(action=a.text, words=seat.describe(a), win_rate=means[a],
                                    low=low, high=high, simulations=len(results[a])))
    decided_by, rule = _rule(bot, seat, action, results, means, ranked)
    worlds = bot.last_worlds
    facts = tuple(sorted(((fact, count / worlds) for fact, count in bot.last_facts.items()),
                         key=lambda fs: (-fs[1], fs[0]))) if worlds else ()
    guide = bot.last_guide
    return Reasons(bot=name, action=action.text, words=words, rule=rule, candidates=tuple(candidates),
                   worlds=facts, worlds_sampled=worlds,
                   extra={"decided_by": decided_by, "interval": INTERVAL,
                          "guide": guide.text if guide is not None else None,
                          "simulations": sum(c.simulations for c in candidates)})


def _rule(bot: Searched, seat: Seat, action: Action, results: dict[Action, dict[int, float]],
          means: dict[Action, float], ranked: list[Action]) -> tuple[str, str]:
    """What decided (``"best estimate"``, ``"kept the guide's move"`` or ``"beat the guide's
    move"``) and the sentence saying it with the numbers."""
    if not ranked:
        return "best estimate", "It had no time to try any move, so it played the first one it considered."
    best = ranked[0]
    trust = bot._trust if isinstance(bot.trust, str) else bot.trust
    guide = bot.last_guide
    tries = len(results.get(action, {}))
    share = f"{means[action]:.0%} of {tries} imagined game{'s' if tries != 1 else ''}"
    if guide is None or guide not in results or trust is None:
        if action == guide:
            return "best estimate", (f"It played the move with the best estimate ({share}), "
                                     "which is also the simple player's move.")
        return "best estimate", f"It played the move with the best estimate: it won {share}."
    simple = seat.describe(guide)
    if action == guide:
        if means[action] >= means[best]:
            return "best estimate", (f"It played the move with the best estimate ({share}), "
                                     "which is also the simple player's move.")
        diff, se, n = paired(results[best], results[guide])
        if n < 2:
            return "kept the guide's move", (
                f"It kept the simple player's move ({share}): the best estimate, {seat.describe(best)}, "
                f"met it in {_games(n) if n else 'no imagined game'} only, too few to compare them "
                "(the search compares moves in at least two of the same imagined games).")
        return "kept the guide's move", (
            f"It kept the simple player's move ({share}): no other move beat it in the same imagined "
            f"games by more than {trust:g} standard errors. In the {_games(n)} where both were tried, "
            f"the best estimate, {seat.describe(best)}, was ahead by {_points(diff)} with a standard "
            f"error of {_points(se)}: only {diff / se if se else 0:.1f} standard errors.")
    diff, se, n = paired(results[action], results[guide])
    ahead = "" if action == best else \
        " (another move had a higher estimate, but this one was surer to beat the simple player's)"
    return "beat the guide's move", (
        f"It left the simple player's move, {simple}, because this one won {_points(diff)} more of "
        f"the same {_games(n)}, with a standard error of {_points(se)}: {diff / se if se else 0:.1f} "
        f"standard errors, more than the {trust:g} it asks for{ahead}. It won {share}.")


def _games(n: int) -> str:
    return "one imagined game" if n == 1 else f"{n} imagined games"


def _points(share: float) -> str:
    """A difference of win rates in words: ``0.125`` is "12 percentage points"."""
    return f"{share * 100:.0f} percentage points"
