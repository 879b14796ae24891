"""Helpers of the shared contract suite: random games, what a game shows, the leak check."""
from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator

import kit
from kit.bots import play_random
from kit.engine import game_class


def snapshot(game: kit.Game) -> str:
    """The teacher's view as text."""
    return json.dumps(game.view(None), sort_keys=True, default=str)


def visible_state(game: kit.Game) -> tuple:
    """Everything anyone can see of a game: the save file, every view and every log."""
    viewers = [None, *game.players]
    views = json.dumps([game.view(v) for v in viewers], sort_keys=True, default=str)
    logs = [game.log, *(game.log_for(v) for v in viewers)]
    return game.to_json(), views, logs


def random_game(name: str, players: int, seed: int, moves: int | None = None,
                options: dict | None = None) -> kit.Game:
    game = kit.new_game(name, players=players, seed=seed, **(options or {}))
    return play_random(game, random.Random(seed * 7 + 1), moves)


def sample_options(info: kit.GameInfo, players: int, limit: int = 4) -> list[dict]:
    """A few non-default option settings that are valid for ``players``: each other choice
    of a choice option, each flipped switch."""
    cls = game_class(info.name)
    candidates = []
    for name, option in cls.options.items():
        if option.choices is not None:
            candidates += [{name: c} for c in option.choices if c != option.default]
        elif isinstance(option.default, bool):
            candidates.append({name: not option.default})
    valid = []
    for options in candidates:
        try:
            kit.new_game(info.name, players=players, seed=0, **options)
        except ValueError:
            continue
        valid.append(options)
    return valid[:limit]


def chance_positions(name: str, players: int, seed: int, count: int) -> Iterator[kit.Game]:
    """Copies of a manual-chance game at its chance steps, along a random game."""
    rng = random.Random(seed)
    game = kit.new_game(name, players=players, seed=seed, chance="manual")
    found = 0
    while not game.over and found < count:
        if game.at_chance:
            yield game.copy()
            found += 1
            game.roll()
        else:
            player = rng.choice(game.to_act)
            game.play(rng.choice(game.legal_actions(player)), player)


def assert_no_leak(name: str, players: int, seed: int, positions: int) -> bool:
    """Along a random game, resample what each player cannot see (``copy_for``) and check
    that their view and log stay the same. Returns whether any resampling changed the
    teacher's view (it should, in a game that hides something)."""
    game = kit.new_game(name, players=players, seed=seed)
    rng = random.Random(seed)
    changed = False
    for _ in itertools.count():
        if game.over or positions == 0:
            break
        play_random(game, rng, moves=rng.randint(1, 8))
        positions -= 1
        for p in game.players:
            seen, log = game.view(p), game.log_for(p)
            for k in range(2):
                world = game.copy_for(p, random.Random(seed * 100 + k))
                assert world.view(p) == seen, f"leak: resampling changed what player {p} sees"
                assert world.log_for(p) == log, f"leak: resampling changed player {p}'s log"
                changed = changed or world.view(None) != game.view(None)
    return changed


def random_positions(info: kit.GameInfo, players: int, seed: int, count: int, share: float,
                     every_chance: bool = False, the_end: bool = True) -> Iterator[kit.Game]:
    """Copies of a manual-chance game along a random game: at each step with probability
    ``share`` (and at every chance step with ``every_chance``), ``count`` of them; with
    ``the_end``, the game where the walk stopped as well."""
    rng = random.Random(seed)
    game = kit.new_game(info.name, players=players, seed=seed, chance="manual")
    steps = 0
    while not game.over and steps < info.max_actions and count:
        if rng.random() < share or (every_chance and game.at_chance):
            yield game.copy()
            count -= 1
            if count == 0 and not the_end:
                return
        if game.at_chance:
            game.roll()
        else:
            player = rng.choice(game.to_act)
            game.play(rng.choice(game.legal_actions(player)), player)
        steps += 1
    yield game
