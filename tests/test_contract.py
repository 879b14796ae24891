"""The shared contract suite: every playable game goes through the same checks."""
from __future__ import annotations

import json
import random

import pytest

import kit
from kit.bots import RandomBot, play_out, play_random

PLAYABLE = [info for info in kit.catalog() if info.playable]
NAMES = [info.name for info in PLAYABLE]


def snapshot(game: kit.Game) -> str:
    return json.dumps(game.view(None), sort_keys=True, default=str)


def random_game(name: str, players: int, seed: int, moves: int | None = None) -> kit.Game:
    return play_random(kit.new_game(name, players=players, seed=seed), random.Random(seed * 7 + 1), moves)


def player_counts(info: kit.GameInfo) -> list[int]:
    return list(range(info.min_players, info.max_players + 1))


def test_catalog_lists_all_ten_games():
    titles = {info.title for info in kit.catalog()}
    assert titles == {"Bahama Taxi", "Jamaica", "Digit Code", "Tobago", "Bahamas", "Captain Bluff",
                      "Diced Veggies", "Fromage", "Planet Unknown", "Parks"}
    for info in kit.catalog():
        assert info.designers and info.publishers, info.name


@pytest.mark.parametrize("info", PLAYABLE, ids=NAMES)
def test_random_play_reaches_the_end(info):
    for players in player_counts(info):
        for seed in range(3):
            game = random_game(info.name, players, seed)
            assert game.over and game.to_act == []
            assert len(game.scores()) == players
            assert set(game.winners()) <= set(range(players))
            for p in range(players):
                json.dumps(game.view(p))


@pytest.mark.parametrize("info", PLAYABLE, ids=NAMES)
def test_same_seed_same_game(info):
    players = info.max_players
    a = random_game(info.name, players, 11)
    b = random_game(info.name, players, 11)
    assert a.history == b.history and snapshot(a) == snapshot(b)
    c = kit.new_game(info.name, players=players, seed=12)
    assert snapshot(c) != snapshot(kit.new_game(info.name, players=players, seed=11)) or info.name == "digit_code"


@pytest.mark.parametrize("info", PLAYABLE, ids=NAMES)
def test_game_never_touches_the_global_random(info):
    random.seed(1234)
    state = random.getstate()
    random_game(info.name, info.min_players, 5)
    assert random.getstate() == state


@pytest.mark.parametrize("info", PLAYABLE, ids=NAMES)
def test_refusals_leave_the_state_unchanged(info):
    rng = random.Random(3)
    game = kit.new_game(info.name, players=info.max_players, seed=3)
    refused = 0
    while not game.over and len(game.history) < 60:
        before, before_view = game.to_json(), snapshot(game)
        acting = game.to_act
        idle = [p for p in game.players if p not in acting]
        attempts = [("warp to the moon 99", acting[0]), ("", acting[0])]
        if idle:
            legal_other = game.legal_actions(acting[0])
            attempts.append((legal_other[0], idle[0]))
        for action, player in attempts:
            with pytest.raises(kit.IllegalAction) as err:
                game.play(action, player)
            assert err.value.rule and str(err.value)
            assert game.to_json() == before and snapshot(game) == before_view
            refused += 1
        player = rng.choice(acting)
        game.play(rng.choice(game.legal_actions(player)), player)
    assert refused > 0


@pytest.mark.parametrize("info", PLAYABLE, ids=NAMES)
def test_undo_restores_every_earlier_position(info):
    game = kit.new_game(info.name, players=info.min_players, seed=8)
    views = [snapshot(game)]
    play_random(game, random.Random(8), moves=25, after=lambda g: views.append(snapshot(g)))
    for expected in reversed(views[:-1]):
        game.undo()
        assert snapshot(game) == expected
    with pytest.raises(kit.IllegalAction):
        game.undo()


@pytest.mark.parametrize("info", PLAYABLE, ids=NAMES)
def test_save_and_load_round_trip(info):
    game = random_game(info.name, info.max_players, 21, moves=30)
    text = game.to_json()
    loaded = kit.load_game(text)
    assert loaded.to_json() == text and snapshot(loaded) == snapshot(game)
    finished = random_game(info.name, info.min_players, 22)
    assert kit.load_game(finished.to_json()).over


@pytest.mark.parametrize("info", PLAYABLE, ids=NAMES)
def test_bad_save_files_get_clear_errors(info):
    game = random_game(info.name, info.min_players, 4, moves=10)
    data = json.loads(game.to_json())
    bad = {
        "not json": "{not json",
        "wrong format": json.dumps({**data, "format": "chess"}),
        "unknown game": json.dumps({**data, "game": "chess"}),
        "too many players": json.dumps({**data, "players": 99}),
        "unknown option": json.dumps({**data, "options": {**data["options"], "colour": "red"}}),
        "bad action entry": json.dumps({**data, "actions": [["0", 3]]}),
        "tampered action": json.dumps({**data, "actions": data["actions"][:-1] + [[0, "teleport everywhere"]]}),
        "missing field": json.dumps({k: v for k, v in data.items() if k != "seed"}),
    }
    for why, text in bad.items():
        with pytest.raises(kit.SaveFileError) as err:
            kit.load_game(text)
        assert len(str(err.value)) > 10, why


@pytest.mark.parametrize("info", PLAYABLE, ids=NAMES)
def test_bots_play_whole_games(info):
    from kit.bots import bot_names, make_bot

    for bot in bot_names(info.name):
        game = kit.new_game(info.name, players=info.min_players, seed=2)
        play_out(game, [make_bot(bot, info.name, seed=p) for p in game.players])
        assert game.over, bot


@pytest.mark.parametrize("info", PLAYABLE, ids=NAMES)
def test_each_game_has_a_widget_with_an_svg_board(info):
    game = kit.new_game(info.name, players=info.min_players, seed=1)
    w = kit.widget(game)
    assert w.board.svg.lstrip().startswith("<svg") and "data-id" in w.board.svg
    assert w.game is game
    assert RandomBot  # the random bot is always available


@pytest.mark.parametrize("info", PLAYABLE, ids=NAMES)
def test_each_game_draws_itself_as_svg(info):
    game = random_game(info.name, info.min_players, 3, moves=10)
    svg = game._repr_svg_()
    assert svg.lstrip().startswith("<svg") and svg.rstrip().endswith("</svg>")
