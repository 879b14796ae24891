"""The contract's costs for every game: copy(), undo() and copy_for() at 10, 100, 1,000 and
2,000 steps (or the longest random game seen), and random playouts per CPU second.

Targets (issue "Contract v2"): Bahama Taxi copy < 0.1 ms and undo < 1 ms at 2,000 steps.
Replay from the seed (what copy and undo cost before contract v2) is the reference.
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from timing import per_call  # noqa: E402

import kit  # noqa: E402
from kit.bots import RandomBot, play_out, play_random  # noqa: E402

DEPTHS = (10, 100, 1000, 2000)
#: Players and options of the measured games (the longest kind of each game).
SETTINGS = {"bahama_taxi": (3, {}), "jamaica": (4, {}), "tobago": (4, {}),
            "digit_code": (5, {"answers_public": False})}


def longest_game(name: str, players: int, options: dict) -> kit.Game:
    games = [play_random(kit.new_game(name, players=players, seed=s, **options), random.Random(s))
             for s in range(5)]
    return max(games, key=lambda g: len(g.history))


def positions(name: str, players: int, options: dict) -> list[tuple[int, kit.Game]]:
    longest = longest_game(name, players, options)
    first_move = next(i for i, step in enumerate(longest.history) if step.player != kit.CHANCE)
    out = []
    for depth in DEPTHS:
        depth = min(max(depth, first_move + 1), len(longest.history) - 1)
        if out and out[-1][0] == depth:
            break
        game = longest.replay(depth)
        while game.history and game.history[-1].auto:  # end on a player's step: undo has work
            game = longest.replay(len(game.history) - 1)
        out.append((len(game.history), game))
    return out


def playouts(name: str, players: int, options: dict, seconds: float = 2.0) -> tuple[float, float]:
    start, count, steps = time.process_time(), 0, 0
    while time.process_time() - start < seconds:
        game = kit.new_game(name, players=players, seed=count, **options)
        play_out(game, [RandomBot(count * 10 + p) for p in range(players)])
        count += 1
        steps += len(game.history)
    elapsed = time.process_time() - start
    return count / elapsed, steps / count


def main() -> None:
    for info in kit.catalog():
        players, options = SETTINGS.get(info.name, (info.min_players, {}))
        print(f"== {info.title}, {players} player{'s' if players != 1 else ''} {options or ''}")
        for depth, game in positions(info.name, players, options):
            copy = per_call(game.copy)
            undo = per_call(lambda game=game: game.copy().undo()) - copy
            resample = per_call(lambda game=game: game.copy_for(0, random.Random(1)))
            replay = per_call(game.replay, budget=0.1)
            print(f"  {depth:5d} steps: copy {copy * 1e3:.3f} ms, undo {undo * 1e3:.3f} ms, "
                  f"copy_for {resample * 1e3:.3f} ms; replay (the old copy) {replay * 1e3:.2f} ms, "
                  f"{replay / copy:.0f}x a copy")
        rate, length = playouts(info.name, players, options)
        print(f"  random playouts: {rate:.1f} games per CPU second ({length:.0f} steps a game)")


if __name__ == "__main__":
    main()
