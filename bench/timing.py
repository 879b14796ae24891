"""Timing helpers shared by the benches (the machine is shared and noisy: best of batches)."""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any


def per_call(fn: Callable[[], Any], budget: float = 0.2, batches: int = 3) -> float:
    """Seconds per call of ``fn``: the best of ``batches`` batches filling ``budget`` seconds."""
    fn()
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < budget / batches:
        fn()
        count += 1
    best = float("inf")
    for _ in range(batches):
        start = time.perf_counter()
        for _ in range(count):
            fn()
        best = min(best, (time.perf_counter() - start) / count)
    return best


def best_of(fn: Callable[[], Any], repeat: int = 1) -> tuple[float, Any]:
    """(the best seconds of ``repeat`` calls, the last call's result)."""
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result


def compare_engines(label: str, playouts: Callable[[str], tuple[float, float]], old: str | None,
                    rounds: int = 3, target: str = "") -> None:
    """Print ``playouts(root) -> (games per CPU second, steps a game)`` for this checkout and,
    when given, an older one, in turn, ``rounds`` times each (the machine may be busy)."""
    from pathlib import Path

    here = str(Path(__file__).resolve().parents[1])
    rows = []
    for _ in range(rounds):
        rows.append(("new", *playouts(here)))
        if old:
            rows.append(("old", *playouts(old)))
    for engine in ("new", "old") if old else ("new",):
        rates = sorted(rate for name, rate, _ in rows if name == engine)
        length = sum(steps for name, _, steps in rows if name == engine) / len(rates)
        print(f"{label}, {engine} engine: {' / '.join(f'{r:.1f}' for r in rates)} games per CPU second "
              f"over {rounds} runs ({length:.0f} steps a game{'; ' + target if target else ''})")
    if old:
        new_best = max(rate for name, rate, _ in rows if name == "new")
        old_best = max(rate for name, rate, _ in rows if name == "old")
        print(f"  best new / best old: {new_best / old_best:.2f}x")


def old_checkout(description: str) -> str | None:
    """The ``--old`` command-line option: a checkout of the engine before contract v2 to
    compare with (default ``$RULES_KIT_OLD`` or /tmp/old), or None when there is none."""
    import argparse
    import os
    from pathlib import Path

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--old", default=os.environ.get("RULES_KIT_OLD", "/tmp/old"),
                        help="checkout of the engine before contract v2 (skipped when missing)")
    old = parser.parse_args().old
    return old if old and (Path(old) / "kit" / "engine.py").exists() else None


def playouts(name: str, players: int, seconds: float = 3.0, bot: str = "random",
             **options: Any) -> tuple[float, float]:
    """Complete games of ``name`` a CPU second (the best of three rounds: the machine may be
    shared) and steps a game; game i uses seed i and bots seeded ``i * 10 + seat``."""
    import kit
    from kit.bots import RandomBot, make_bot, play_out

    best, length = 0.0, 0.0
    for _ in range(3):
        start, count, steps = time.process_time(), 0, 0
        while time.process_time() - start < seconds / 3:
            game = kit.new_game(name, players=players, seed=count, **options)
            bots = [RandomBot(count * 10 + p) if bot == "random" else
                    make_bot(bot, name, seed=count * 10 + p) for p in range(players)]
            play_out(game, bots)
            count += 1
            steps += len(game.history)
        best = max(best, count / (time.process_time() - start))
        length = steps / count
    return best, length


def load_average() -> str:
    """The one-minute load average, said beside timings (2 cores: above 1 they run low)."""
    import os

    return f"load average {os.getloadavg()[0]:.2f} (2 cores: above 1 the numbers are low)"
