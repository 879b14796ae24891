"""Saves outlive an upgrade: a save holds every chance outcome as a fact, so it loads to the
same position whatever the samplers do later (a changed generator, another Python's
``random``). Every golden playthrough (tests/golden/) and a fresh random game of every game,
with chance sampled by the engine and with chance chosen by hand, is saved, then loaded with
every sampler replaced by one that gives other outcomes (or, for chance chosen by hand, by
one that refuses to sample): the step streams of kit/chance.py,
each game's own ``_sample_chance``, ``random.Random`` wherever a game module builds one (e.g.
Tobago's island generator) and the ``random`` module's shared generator. Anything a game
still regenerates from a seed then comes out differently, and the test fails.
"""
from __future__ import annotations

import contextlib
import functools
import json
import random
import re
import sys
from collections.abc import Iterator

import pytest

import kit
import kit.chance
from kit.bots import play_random
from kit.engine import CHANCE, SAVE_FORMAT, SAVE_VERSION, game_class
from tests.contract_helpers import sample_options, visible_state
from tests.golden import digest, path

CATALOG = kit.catalog()
per_game = pytest.mark.parametrize("info", CATALOG, ids=[info.name for info in CATALOG])
_STEP = re.compile(r"(\d+) (chance|\d+) (.+?)(?: ([0-9a-f]{12}))?")


class _OtherRandom(random.Random):
    """A Mersenne Twister whose every seed gives another stream than ``random.Random``'s."""

    def seed(self, a: object = None, version: int = 2) -> None:
        super().seed(None if a is None else f"another sampler {a!r}", version)


def _clear_caches() -> None:
    """Forget what the games cached (islands, boards, readings): it was made by the samplers."""
    kit.chance._blocks.clear()
    for name, module in list(sys.modules.items()):
        if not name.startswith("kit.games.") or module is None:
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper):
                value.cache_clear()


def _no_sampling(self: kit.Game, rng: random.Random) -> kit.Action:
    raise AssertionError(f"{self.name} sampled a chance outcome, but every outcome was chosen")


@contextlib.contextmanager
def other_samplers(monkeypatch: pytest.MonkeyPatch, refuse: bool = False) -> Iterator[None]:
    """Every sampler replaced by one that gives other outcomes (undone on leaving); with
    ``refuse``, each game's ``_sample_chance`` fails instead (nothing may be sampled)."""
    start = kit.chance.StepRandom.start
    saved = random.getstate()
    with monkeypatch.context() as patch:
        patch.setattr(kit.chance.StepRandom, "start",
                      lambda self, key, step: start(self, key ^ 0x5A5A_5A5A_5A5A_5A5A, step + 1))
        patch.setattr(random, "Random", _OtherRandom)
        for info in CATALOG:
            cls = game_class(info.name)
            sample = cls._sample_chance
            patch.setattr(cls, "_sample_chance", _no_sampling if refuse else
                          lambda self, rng, sample=sample: sample(self, _OtherRandom(len(self.history))))
        random.seed("another sampler")
        _clear_caches()
        try:
            yield
        finally:
            _clear_caches()
            random.setstate(saved)


def test_the_replaced_samplers_give_other_outcomes(monkeypatch):
    """The test below can fail: with the samplers replaced, the same seed plays otherwise."""
    def steps(info: kit.GameInfo, picker: random.Random) -> list[str]:
        game = kit.new_game(info.name, players=info.min_players, seed=1)
        play_random(game, picker, moves=20)
        return [step.action.text for step in game.history]

    chancy = [info for info in CATALOG if info.chance]
    pickers = [(random.Random(5), random.Random(5)) for _ in chancy]  # made before the change
    plain = {info.name: steps(info, first) for info, (first, _) in zip(chancy, pickers)}
    with other_samplers(monkeypatch):
        other = {info.name: steps(info, second) for info, (_, second) in zip(chancy, pickers)}
    assert all(plain[name] != other[name] for name in plain), \
        [name for name in plain if plain[name] == other[name]]


def _golden_save(name: str) -> tuple[str, str, list[str]]:
    """The save of a golden playthrough (every step of the file), the digest of the views
    after its last step, and its teacher's log."""
    lines = path(name).read_text(encoding="utf-8").splitlines()
    header = re.fullmatch(r"# .+, (\d+) players, seed (\d+), random play", lines[0])
    assert header, lines[0]
    steps: list[list] = []
    digests = []
    log_at = lines.index("# log (teacher)")
    for line in lines[1:log_at]:
        match = _STEP.fullmatch(line)
        if match is None:
            continue
        who, text, seen = match.group(2), match.group(3), match.group(4)
        steps.append([CHANCE, text] if who == "chance" else [int(who), text])
        if seen:
            digests.append(seen)
    save = json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": name,
                       "players": int(header.group(1)), "seed": int(header.group(2)),
                       "options": {}, "chance": "auto", "steps": steps})
    return save, digests[-1], lines[log_at + 1:]


@per_game
def test_every_golden_save_loads_the_same_whatever_the_samplers(info, monkeypatch):
    save, last, log = _golden_save(info.name)
    with other_samplers(monkeypatch):
        game = kit.load_game(save)
        assert digest(game) == last, "the views after the golden's last step differ"
        assert game.log_for(None) == log


def _fresh_game(name: str, players: int, chance: str, steps: int = 250, **options) -> kit.Game:
    """A random game to its end (at most ``steps`` steps); with ``chance="manual"`` every
    outcome is chosen by hand (what a sample gives, played as text)."""
    rng = random.Random(23)
    game = kit.new_game(name, players=players, seed=23, chance=chance, **options)
    while not game.over and len(game.history) < steps:
        if game.at_chance:
            probe = game.copy()
            probe.roll()
            game.play(probe.history[-1].action.text)
        else:
            play_random(game, rng, moves=1)
    return game


@per_game
@pytest.mark.parametrize("chance", ["auto", "manual"])
def test_a_fresh_save_loads_the_same_whatever_the_samplers(info, chance, monkeypatch):
    """With chance chosen by hand, loading samples nothing at all (the sampler refuses)."""
    game = _fresh_game(info.name, info.min_players, chance)
    text = game.to_json()
    if chance == "manual" and info.chance:
        assert any(len(step) == 3 for step in json.loads(text)["steps"]), "no outcome was chosen"
    with other_samplers(monkeypatch, refuse=chance == "manual"):
        loaded = kit.load_game(text)
        assert loaded.view(None) == game.view(None)
        assert visible_state(loaded) == visible_state(game)


def _other_options(info: kit.GameInfo) -> list[dict]:
    """Settings other than the defaults: each other choice, each flipped switch and each number
    one above its default (e.g. Tobago's numbered island), where the game accepts it."""
    found = sample_options(info, info.min_players, limit=100)
    for name, option in game_class(info.name).options.items():
        if type(option.default) is int and option.bounds is not None and option.default < option.bounds[1]:
            try:
                kit.new_game(info.name, players=info.min_players, seed=0, **{name: option.default + 1})
            except ValueError:
                continue
            found.append({name: option.default + 1})
    return found


@per_game
def test_a_save_with_other_settings_loads_the_same_whatever_the_samplers(info, monkeypatch):
    """No setting makes a save depend on a sampler either (an island number, a layout...)."""
    saves = []
    for options in _other_options(info):
        game = _fresh_game(info.name, info.min_players, "auto", steps=80, **options)
        saves.append((options, game.to_json(), visible_state(game)))
    if not saves:
        pytest.skip(f"{info.title} has no setting to vary with {info.min_players} players")
    with other_samplers(monkeypatch):
        for options, text, seen in saves:
            assert visible_state(kit.load_game(text)) == seen, options
