"""How strong the search bot is: the strong search bot ("search strong") against each
game's simple bot and against the search bot at its default budget (16 simulations) in
every registered game, with the win rate's 95% Wilson interval, the games played, and the
CPU time of its decisions (median and 95th percentile, decisions with a choice only) and
the share of them its seconds cap cut short (a loaded machine makes each simulation slower).

    python bench/bench_mcts.py                    # a quick look: 4 games a pairing
    python bench/bench_mcts.py --games 100 --workers 2
    python bench/bench_mcts.py --games 40 --only tobago --vs greedy --bot "mcts(simulations=64)"
    python bench/bench_mcts.py --games 30 --workers 2 --log games.jsonl   # each game as it ends
    python bench/bench_mcts.py --from-log games.jsonl                    # the table so far

The search bot sits in seat ``i mod players`` of game ``i`` (so every seat in turn); the
other seats get the opponent bot (``greedy``: each game's simple bot, ``entropy`` for Digit
Code, ``builder`` for Planet Unknown; ``mcts``: the search bot at its default budget; or
any bot name). A win shared by k winners counts 1/k. "fair" is the rate of a bot no better
than its opponents (1 / players); a whole interval above it means "shown stronger". Prints
a table; asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import kit
from kit.explore.metrics import wilson
from kit.explore.runner import bot_from_spec
from kit.games import GAMES
from kit.mcts import LEVEL_SECONDS
from kit.registry import game_class

#: The simple bot each game is measured against ("greedy" unless named here).
SIMPLE = {"digit_code": "entropy", "planet_unknown": "builder"}


def players_of(name: str) -> int:
    info = game_class(name).info
    return max(2, info.min_players)


def opponent_of(name: str, vs: str) -> str:
    return SIMPLE.get(name, "greedy") if vs == "greedy" else vs


class Timed:
    """A bot wrapper that records the CPU time of each of its decisions that had a choice."""

    def __init__(self, bot):
        self.bot, self.name = bot, bot.name
        self.times: list[float] = []

    def choose(self, seat):
        if len(seat.legal_actions()) == 1:
            return seat.legal_actions()[0]
        start = time.process_time()
        action = self.bot.choose(seat)
        self.times.append(time.process_time() - start)
        return action


def play_one(job: tuple[str, str, str, int]) -> tuple[float, list[float], int, float | None]:
    """(win share of the search bot, the CPU seconds of its decisions with a choice, its
    simulations, its cap in CPU seconds a decision) in game ``index`` of a pairing."""
    name, spec, opponent, index = job
    players = players_of(name)
    game = kit.new_game(name, players=players, seed=10_000 + index)
    seat = index % players
    bots = [bot_from_spec(opponent, name, seed=100 * index + p) for p in range(players)]
    timed = Timed(bot_from_spec(spec, name, seed=index))
    bots[seat] = timed
    for _ in range(game.info.max_actions * 4):
        acting = game.to_act
        if not acting:
            break
        player = acting[0]
        if player == kit.CHANCE:
            game.roll()
            continue
        game.play(bots[player].choose(game.seat(player)), player)
    winners = game.winners()
    share = 1 / len(winners) if seat in winners else 0.0
    bot = timed.bot
    return share, timed.times, getattr(bot, "simulations_done", 0), getattr(bot, "max_seconds", None)


def jobs_of(names: list[str], spec: str, opponents: list[str], games: int,
            start: int = 0) -> list[tuple[str, str, str, int]]:
    """Every game of every pairing, game ``start`` of each pairing first, then the next, ...:
    a run cut short has played about as many games in each (``start`` > 0 goes on from an
    earlier run's games with new seeds)."""
    pairs = [(name, spec, opponent_of(name, vs)) for name in names for vs in opponents]
    return [(name, spec, opponent, i) for i in range(start, start + games) for name, spec, opponent in pairs]


def summary(name: str, opponent: str, results: list[dict]) -> dict:
    """The row of one pairing from its games' results."""
    games = len(results)
    wins = sum(r["share"] for r in results)
    times = sorted(t for r in results for t in r["times"])
    sims = sum(r["simulations"] for r in results)
    cap = cap_of(results[0])
    low, high = wilson(wins, games)
    return {"game": name, "opponent": opponent, "games": games, "players": players_of(name),
            "wins": wins, "rate": wins / games, "low": low, "high": high,
            "p50": quantile(times, 0.5), "p95": quantile(times, 0.95), "decisions": len(times),
            "simulations/s": sims / sum(times) if times else float("nan"),
            "capped": sum(t >= cap - 0.01 for t in times) / len(times) if cap and times else 0.0}


def cap_of(result: dict) -> float | None:
    """The CPU cap of a decision of the bot of ``result`` (a level's, or its max_seconds)."""
    if "cap" in result:
        return result["cap"]
    level = result["bot"].removeprefix("search ")
    return LEVEL_SECONDS.get(level)


def run(jobs: list[tuple[str, str, str, int]], workers: int, log: Path | None) -> list[dict]:
    """Play ``jobs`` (on ``workers`` local processes), each result appended to ``log`` as
    one JSON line as soon as it is known."""
    results = []
    pool = ProcessPoolExecutor(workers) if workers > 1 else None
    try:
        futures = {pool.submit(play_one, job): job for job in jobs} if pool is not None else None
        done = as_completed(futures) if futures is not None else None
        for k in range(len(jobs)):
            if done is not None and futures is not None:
                future = next(done)
                job, outcome = futures[future], future.result()
            else:
                job = jobs[k]
                outcome = play_one(job)
            name, spec, opponent, index = job
            row = {"game": name, "bot": spec, "opponent": opponent, "index": index,
                   "share": outcome[0], "times": outcome[1], "simulations": outcome[2], "cap": outcome[3]}
            results.append(row)
            if log is not None:
                with log.open("a") as out:
                    out.write(json.dumps(row) + "\n")
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    return results


def table(results: list[dict]) -> list[str]:
    """One line a pairing (game, bot, opponent), in the order first met."""
    groups: dict[tuple[str, str, str], list[dict]] = {}
    for r in results:
        groups.setdefault((r["game"], r["bot"], r["opponent"]), []).append(r)
    return [line(summary(game, opponent, rows), bot) for (game, bot, opponent), rows in groups.items()]


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile of sorted ``values`` (nearest rank; nan when empty)."""
    if not values:
        return float("nan")
    return values[min(len(values) - 1, math.ceil(q * len(values)) - 1)]


def verdict(row: dict) -> str:
    fair = 1 / row["players"]
    return "stronger" if row["low"] > fair else "weaker" if row["high"] < fair else "not decided"


def line(row: dict, spec: str) -> str:
    return (f"{row['game']:<14} {row['opponent']:<8} {row['games']:>5}  "
            f"{100 * row['rate']:5.1f}% [{100 * row['low']:4.1f}, {100 * row['high']:5.1f}]  "
            f"fair {100 / row['players']:4.1f}%  {verdict(row):<11}  "
            f"p50 {row['p50']:5.2f} s  p95 {row['p95']:5.2f} s  ({row['decisions']} decisions)  "
            f"{100 * row['capped']:4.1f}% at the cap  {row['simulations/s']:6.0f} sim/s  {spec}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games a pairing")
    parser.add_argument("--start", type=int, default=0,
                        help="number of the first game (seeds follow it): go on from an earlier run")
    parser.add_argument("--workers", type=int, default=1, help="local processes (1: this one)")
    parser.add_argument("--only", default="", help="comma-separated games (default: every registered game)")
    parser.add_argument("--vs", default="greedy,mcts",
                        help="opponents: greedy (each game's simple bot), mcts (default search), random, ...")
    parser.add_argument("--bot", default="search strong", help='the search bot, e.g. "mcts(simulations=64)"')
    parser.add_argument("--log", type=Path, help="append each game's result to this file (JSON lines)")
    parser.add_argument("--from-log", type=Path, help="print the table of the games in this file, play none")
    args = parser.parse_args(argv)
    if args.from_log is not None:
        results = [json.loads(text) for text in args.from_log.read_text().splitlines() if text.strip()]
        print("\n".join(table(results)))
        return
    names = [n for n in args.only.split(",") if n] or list(GAMES)
    print(f"{os.cpu_count()} cores, {args.workers} worker(s); load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    start = time.perf_counter()
    jobs = jobs_of(names, args.bot, args.vs.split(","), args.games, args.start)
    results = run(jobs, args.workers, args.log)
    print(f"{'game':<14} {'opponent':<8} {'games':>5}  win rate [95% interval]")
    print("\n".join(table(results)))
    print(f"{time.perf_counter() - start:.0f} s wall; load average at the end "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
