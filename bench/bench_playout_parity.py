"""Random playouts, this engine against the engine before contract v2: machine instructions
per game and per player action (issue "Contract v2": playouts not slower than the old engine).

    python bench/bench_playout_parity.py [--old /path/to/old/checkout] [--games 40] [--all]

Each engine plays the same seeded games (seeds 0..N-1, random bots seeded ``seed * 10 + p``)
in its own process. With valgrind installed, callgrind counts the instructions of the games
alone (between two markers, after a warm-up game: imports excluded); without it, CPU seconds
are measured instead (noisy on a busy machine: read the load average printed with them).

The two engines play different games from the same seed (the old one shuffled decks, the new
one samples chance steps), so games differ in length: compare per action as well as per game.
Actions are the players' steps; the new engine's chance steps are counted in its cost but not
as actions (the old engine had none). Without the old checkout the ratios use the old engine's
counts recorded below (callgrind, CPython 3.11.7, this kit's machine, 2026-12-01); they hold
for that interpreter only. Prints numbers and ratios; asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
#: (game, players) measured by default: the issue's settings; ``--all`` measures every game.
GAMES = (("jamaica", 4), ("bahama_taxi", 3))
#: Every game, with the games a run for ``--all`` (Captain Bluff's and Planet Unknown's games
#: are long); session 14 compared the refactor of issue 21 with these.
ALL_GAMES = (("bahama_taxi", 3, 20), ("bahamas", 4, 20), ("captain_bluff", 4, 4), ("diced_veggies", 2, 10),
             ("digit_code", 2, 10), ("fromage", 2, 10), ("jamaica", 4, 20), ("parks", 2, 10),
             ("planet_unknown", 2, 4), ("tobago", 3, 6))
#: The old engine (commit c4e8cba), 40 games, callgrind: instructions per game, per action.
RECORDED_OLD = {"jamaica": (35.53e6, 179_492), "bahama_taxi": (98.37e6, 44_239)}

# The same text runs on both engines (both have kit.new_game, RandomBot and play_out). The two
# os.getppid() calls mark the measured part for callgrind (--dump-before=getppid).
SCRIPT = """
import json, os, sys, time
sys.path.insert(0, {root!r})
import kit
from kit.bots import RandomBot, play_out
name, players, n = {name!r}, {players}, {n}
g = kit.new_game(name, players=players, seed=1000)
play_out(g, [RandomBot(10000 + p) for p in range(players)])
steps = actions = 0
os.getppid()
start = time.process_time()
for seed in range(n):
    g = kit.new_game(name, players=players, seed=seed)
    play_out(g, [RandomBot(seed * 10 + p) for p in range(players)])
    steps += len(g.history)
    actions += sum(1 for step in g.history if step[0] != "chance")
seconds = time.process_time() - start
os.getppid()
print(json.dumps({{"steps": steps, "actions": actions, "seconds": seconds}}))
"""


def measure(root: str, name: str, players: int, n: int, callgrind: bool) -> dict:
    """Steps, actions and cost (instructions, or CPU seconds) of ``n`` games on ``root``."""
    script = SCRIPT.format(root=root, name=name, players=players, n=n)
    env = dict(os.environ, PYTHONHASHSEED="0")
    if not callgrind:
        out = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True,
                             env=env, cwd=root)
        result = json.loads(out.stdout.strip().splitlines()[-1])
        result["cost"] = result["seconds"]
        return result
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "cg.out"
        out = subprocess.run(["valgrind", "--tool=callgrind", "--dump-before=getppid",
                              f"--callgrind-out-file={base}", sys.executable, "-c", script],
                             check=True, capture_output=True, text=True, env=env, cwd=root)
        result = json.loads(out.stdout.strip().splitlines()[-1])
        part = Path(f"{base}.2")  # part 1: imports and warm-up; part 2: the games
        summary = next(line for line in part.read_text().splitlines() if line.startswith("summary:"))
        result["cost"] = int(summary.split()[1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", default=os.environ.get("RULES_KIT_OLD", "/tmp/old"),
                        help="checkout of the engine before contract v2 (recorded counts when missing)")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--all", action="store_true", help="every game, with its own number of games")
    args = parser.parse_args()
    old = args.old if args.old and (Path(args.old) / "kit" / "engine.py").exists() else None
    callgrind = shutil.which("valgrind") is not None
    unit = "instructions" if callgrind else "CPU seconds"
    each = "a game's own number of" if args.all else str(args.games)
    print(f"random playouts, {each} games each, cost in {unit}"
          + ("" if callgrind else f" (load average {os.getloadavg()[0]:.1f})"))
    plan = ALL_GAMES if args.all else tuple((name, players, args.games) for name, players in GAMES)
    for name, players, games in plan:
        args.games = games
        new = measure(str(HERE), name, players, args.games, callgrind)
        per_game, per_action = new["cost"] / args.games, new["cost"] / new["actions"]
        print(f"{name}, {players} players ({new['actions'] / args.games:.0f} player actions and "
              f"{(new['steps'] - new['actions']) / args.games:.0f} chance steps a game)")
        print(f"  new engine: {show(per_game, per_action, callgrind)}")
        if old is not None:
            was = measure(old, name, players, args.games, callgrind)
            old_game, old_action = was["cost"] / args.games, was["cost"] / was["actions"]
            source = f"old engine ({was['actions'] / args.games:.0f} actions a game)"
        elif callgrind and name in RECORDED_OLD:
            (old_game, old_action), source = RECORDED_OLD[name], "old engine (recorded)"
        else:
            print("  no old checkout, and no recorded CPU times: no ratio")
            continue
        print(f"  {source}: {show(old_game, old_action, callgrind)}")
        print(f"  new / old speed: {old_game / per_game:.2f}x per game, {old_action / per_action:.2f}x "
              "per player action (above 1: the new engine is faster)")


def show(per_game: float, per_action: float, callgrind: bool) -> str:
    if callgrind:
        return f"{per_game / 1e6:.2f}M instructions a game, {per_action:,.0f} a player action"
    return f"{per_game * 1e3:.1f} ms a game, {per_action * 1e6:.1f} µs a player action"


if __name__ == "__main__":
    main()
