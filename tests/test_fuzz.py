"""Fuzzing every game with bad input: bad actions, bad player indices, options of the wrong
type and mutated save files. Every one is refused with the exception the API names
(IllegalAction, ValueError, SaveFileError), quickly and with a short message, and a refused
action changes nothing."""
from __future__ import annotations

import json
import random
import time

import pytest

import kit
from kit.engine import CHANCE, game_class
from tests.contract_helpers import random_game, visible_state

CATALOG = kit.catalog()
per_game = pytest.mark.parametrize("info", CATALOG, ids=[info.name for info in CATALOG])
ODD_TEXT = ["²", "٣", "½", "⁴⁴", "\x00", "\n", "\u202e", "🎲", "-1", "1e9", "9" * 400, "  ", "None",
            "0x10", "٣٣", "１"]


def mutated_texts(action: kit.Action, rng: random.Random) -> list[str]:
    words = action.text.split()
    out = [" ".join(words + [rng.choice(ODD_TEXT)]),
           " ".join(words[:1] + [rng.choice(ODD_TEXT)] * len(words[1:])),
           action.text.upper() + "!", " ".join(reversed(words)), words[0] + " " + "x" * 300,
           rng.choice(ODD_TEXT) + " " + " ".join(words[1:])]
    if len(words) > 1:
        out.append(" ".join(words[:-1] + [words[-1] + rng.choice(ODD_TEXT)]))
    return out


@per_game
def test_bad_actions_and_players_are_refused_atomically(info):
    np = pytest.importorskip("numpy")
    rng = random.Random(77)
    game = kit.new_game(info.name, players=info.max_players, seed=77)
    tried = 0
    while not game.over and len(game.history) < 120:
        acting = game.to_act
        player = rng.choice(acting)
        legal = game.legal_actions(player)
        before = visible_state(game)
        attempts = [(text, player) for text in mutated_texts(rng.choice(legal), rng)]
        attempts += [(legal[0], bad) for bad in (True, False, 1.5, -1, game.num_players, "0", "chance ")]
        attempts += [(kit.Action(legal[0].name, (1, 2)), player), (kit.Action(None), player),
                     (kit.Action("x", ["list"]), player), (42, player), (None, player)]
        for action, who in attempts:
            start, length = time.perf_counter(), len(game.history)
            try:
                game.play(action, who)
            except kit.IllegalAction as err:
                assert len(str(err)) < 400
                assert visible_state(game) == before, (action, who)
            else:  # an odd spelling the game accepts must be one of the legal actions
                assert game.history[length].player in acting and game.history[length].action in legal
                break
            finally:
                assert time.perf_counter() - start < 2
                tried += 1
        if game.over:
            break
        player = rng.choice(game.to_act)
        legal = game.legal_actions(player)
        if player != CHANCE:  # a numpy integer names a seat like an int, and the save still loads
            game.play(rng.choice(legal), np.int64(player))
        else:
            game.roll()
    assert tried > 50
    assert kit.load_game(game.to_json()).to_json() == game.to_json()


@per_game
def test_options_are_checked_by_exact_type(info):
    cls = game_class(info.name)
    for name, option in cls.options.items():
        wrong = []
        if option.choices is not None:
            for choice in option.choices:
                if isinstance(choice, bool):
                    wrong.append(int(choice))
                elif isinstance(choice, int):
                    wrong.append(float(choice))
                elif isinstance(choice, str):
                    wrong.append(choice.upper() + "?")
        elif isinstance(option.default, bool):
            wrong += [0, 1, "True", None]
        elif isinstance(option.default, int):
            wrong += [float(option.default) + 0.5, True, str(option.default), 10**30]
        elif isinstance(option.default, float):
            wrong += ["1.0", float("nan"), True]
        elif isinstance(option.default, str):
            wrong += [5, "x" * 5000]
        for value in wrong:
            with pytest.raises(ValueError) as err:
                kit.new_game(info.name, players=info.min_players, seed=1, **{name: value})
            assert len(str(err.value)) < 400, (name, value)


def mutate(data: dict, rng: random.Random) -> str | bytes:
    steps = data["steps"]
    kind = rng.randrange(14)
    d = json.loads(json.dumps(data))
    if kind == 0 and steps:
        del d["steps"][rng.randrange(len(steps))]
    elif kind == 1 and len(steps) > 1:
        i, j = rng.sample(range(len(steps)), 2)
        d["steps"][i], d["steps"][j] = d["steps"][j], d["steps"][i]
    elif kind == 2 and steps:
        i = rng.randrange(len(steps))
        text = d["steps"][i][1]
        pos = rng.randrange(len(text) + 1)
        d["steps"][i][1] = text[:pos] + rng.choice(ODD_TEXT + ["a", "9", " "]) + text[pos:]
    elif kind == 3 and steps:
        i = rng.randrange(len(steps))
        d["steps"][i][0] = rng.choice([CHANCE, 0, 1, 7, -1, True, None, "1", 1.0])
    elif kind == 4:
        d["players"] = rng.choice([0, -3, None, "3", 3.0, True, 10**40])
    elif kind == 5:
        d["seed"] = rng.choice([-1, 2**70, "7", None, 1.5, True])
    elif kind == 6:
        d["version"] = rng.choice([True, "2", 1, 3, None, 2.0])
    elif kind == 7 and d["options"]:
        name = rng.choice(sorted(d["options"]))
        value = d["options"][name]
        d["options"][name] = rng.choice([0, 1, 1.0, "x" * 2000, None, [value], {"a": value}, -10**9])
    elif kind == 8:
        d["extra"] = 1
    elif kind == 9:
        text = json.dumps(d)
        return text[: rng.randrange(len(text))]
    elif kind == 10:
        return json.dumps(d).encode("utf-8")[:-1] + b"\xff}"
    elif kind == 11:
        d["steps"] = d["steps"] + [[0, "x" * 10_000]]
    elif kind == 12:
        d["chance"] = rng.choice(["sometimes", None, 1, True])
    else:
        d["steps"] = [[s[0], s[1], "set", "more"] for s in d["steps"][:3]]
    return json.dumps(d)


@per_game
def test_mutated_save_files_get_save_file_errors(info):
    rng = random.Random(5)
    game = random_game(info.name, info.min_players, 5, moves=40)
    data = json.loads(game.to_json())
    for _ in range(150):
        text = mutate(data, rng)
        start = time.perf_counter()
        try:
            loaded = kit.load_game(text)
        except kit.SaveFileError as err:
            assert 10 < len(str(err)) < 400, str(err)[:500]
        else:
            assert loaded.name == info.name  # a harmless mutation (e.g. two independent steps swapped)
        assert time.perf_counter() - start < 5


def test_a_huge_save_file_is_refused_at_once():
    start = time.perf_counter()
    with pytest.raises(kit.SaveFileError, match="too big"):
        kit.load_game('{"format": "rules-kit/save", "junk": "' + "x" * 50_000_000 + '"}')
    assert time.perf_counter() - start < 2


def test_a_long_bad_input_is_not_echoed_whole():
    with pytest.raises(kit.SaveFileError) as err:
        kit.load_game(json.dumps({"format": "rules-kit/save", "version": 2, "game": "g" * 1_000_000,
                                  "players": 2, "seed": 1, "options": {}, "chance": "auto", "steps": []}))
    assert len(str(err.value)) < 400
