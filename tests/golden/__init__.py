"""Golden playthroughs: per game, a seeded random game's steps, a digest of every view at
every step, and the teacher's log, in text files compared in CI.

Regenerate them (after a deliberate change of rules or views) with
``python -m tests.golden.regen`` and review the diff.
"""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import kit
from kit.bots import play_random

HERE = Path(__file__).resolve().parent
MAX_STEPS = 400


def playthrough(name: str) -> str:
    """The golden text of ``name``: a random game with the fewest players, seed 1."""
    info = next(i for i in kit.catalog() if i.name == name)
    game = kit.new_game(name, players=info.min_players, seed=1)
    rng = random.Random(1)
    lines = [f"# {info.title}, {info.min_players} players, seed 1, random play"]
    lines += [f"{n + 1} {step.player} {step.action.text}" for n, step in enumerate(game.history)]
    lines.append(f"setup done {digest(game)}")
    while not game.over and len(game.history) < MAX_STEPS:
        before = len(game.history)
        play_random(game, rng, moves=1)
        for number in range(before, len(game.history)):
            step = game.history[number]
            lines.append(f"{number + 1} {step.player} {step.action.text}")
        lines[-1] += f" {digest(game)}"
    lines.append(f"# scores {game.scores()} over {game.over}")
    lines.append("# log (teacher)")
    lines += game.log_for(None)
    return "\n".join(lines) + "\n"


def digest(game: kit.Game) -> str:
    views = [game.view(v) for v in [None, *game.players]]
    logs = [game.log, *(game.log_for(p) for p in game.players)]
    text = json.dumps([views, [len(log) for log in logs]], sort_keys=True, default=str)
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def path(name: str) -> Path:
    return HERE / f"{name}.txt"
