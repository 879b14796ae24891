"""kit.explore speed: games a second of ``run()`` in this process and on 2 local processes
(wall clock: parallel speed-up is about elapsed time), and the search bot's decisions a
CPU second in every registered game at its default budget.

Run ``python bench/bench_explore.py [GAMES]`` (default 2,000 random games for Bahama Taxi and
for Jamaica). Prints numbers; the targets are printed, never asserted. On a machine shared
with other work, the speed-up says more about the other work than about the kit.
"""
from __future__ import annotations

import sys
import time
from concurrent.futures import ProcessPoolExecutor

import kit
from kit.bots import RandomBot
from kit.explore import run
from kit.games import GAMES
from kit.mcts import MctsBot

TARGET_SPEEDUP = 1.7  # 2 processes against 1 on 2 cores (issue 13)


def games_per_second(game: str, games: int, workers: int) -> float:
    start = time.perf_counter()
    if workers == 0:
        table = run(game, players=2, games=games, seed=7, progress=False, executor=None)
    else:
        with ProcessPoolExecutor(workers) as pool:
            table = run(game, players=2, games=games, seed=7, progress=False, executor=pool)
    elapsed = time.perf_counter() - start
    assert len(table) == games
    return games / elapsed


def serial_part(game: str, games: int) -> tuple[float, float, float]:
    """(seconds of this process's CPU during a run on 2 warm processes, seconds to start a pool
    of 2 and import the kit in it, seconds of one process playing the same games): the part of
    a run no number of workers shortens."""
    start = time.perf_counter()
    with ProcessPoolExecutor(2) as pool:
        pool.submit(run, game, players=2, games=1, seed=7, progress=False).result()
        startup = time.perf_counter() - start
        cpu = time.process_time()
        run(game, players=2, games=games, seed=7, progress=False, executor=pool)
        cpu = time.process_time() - cpu
    start = time.perf_counter()
    run(game, players=2, games=games, seed=7, progress=False, executor=None)
    return cpu, startup, time.perf_counter() - start


def mcts_decisions_per_second(game: str, decisions: int = 4, **budget) -> tuple[float, float]:
    """(decisions a CPU second, simulations a CPU second) at a few positions of a random game."""
    info = kit.engine.game_class(game).info
    g = kit.new_game(game, players=max(2, info.min_players), seed=3)
    mover = RandomBot(1)
    bot = MctsBot(seed=1, **budget)
    done, spent = 0, 0.0
    while done < decisions and not g.over:
        player = g.to_act[0]
        if player == kit.CHANCE:
            g.roll()
            continue
        seat = g.seat(player)
        if len(seat.legal_actions()) > 1:
            start = time.process_time()
            bot.choose(seat)
            spent += time.process_time() - start
            done += 1
        g.play(mover.choose(seat), player)
    return done / spent, bot.simulations_done / spent


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    import os

    print(f"{os.cpu_count()} cores; load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    for game in ("bahama_taxi", "jamaica"):
        one = games_per_second(game, games, 0)
        two = games_per_second(game, games, 2)
        print(f"{game}: {games} random 2-player games: {one:.1f} games/s in-process, "
              f"{two:.1f} games/s on ProcessPoolExecutor(2): speed-up {two / one:.2f}x "
              f"(target {TARGET_SPEEDUP}x on 2 idle cores)")
    cpu, startup, alone = serial_part("jamaica", games)
    share = cpu / alone
    print(f"jamaica: serial part of {games} games on 2 processes: {cpu:.3f} CPU s in this process "
          f"({share:.2%} of {alone:.1f} s on one process), pool start {startup:.2f} s; by Amdahl's "
          f"law 16 workers give at most {1 / (share + (1 - share) / 16):.1f}x (target 13x)")
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    budget = MctsBot()
    print(f"mcts at its default budget ({budget.simulations} simulations a decision, playouts "
          f"{'to the end' if budget.cutoff is None else f'of {budget.cutoff} decisions'}), "
          "from random positions (bench/bench_mcts.py measures its strength):")
    for game in GAMES:
        per_decision, per_sim = mcts_decisions_per_second(game)
        print(f"  {game}: {per_decision:.1f} decisions/CPU s ({per_sim:.0f} simulations/CPU s)", flush=True)


if __name__ == "__main__":
    main()
