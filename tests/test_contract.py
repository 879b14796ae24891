"""The shared contract suite: every registered game goes through the same checks, for every
player count and a sample of options (OpenSpiel's api_test is the model). Tests branch on
a game's declared structure (GameInfo), never on its name."""
from __future__ import annotations

import json
import random

import pytest

import kit
from kit.bots import bot_names, make_bot, play_out, play_random
from kit.engine import CHANCE, game_class
from tests.contract_helpers import (
    assert_no_leak,
    chance_positions,
    random_game,
    sample_options,
    snapshot,
    visible_state,
)

CATALOG = kit.catalog()
NAMES = [info.name for info in CATALOG]
per_game = pytest.mark.parametrize("info", CATALOG, ids=NAMES)


def player_counts(info: kit.GameInfo) -> list[int]:
    return list(range(info.min_players, info.max_players + 1))


def test_catalog_lists_all_ten_games():
    titles = {info.title for info in kit.catalog()}
    assert titles == {"Bahama Taxi", "Jamaica", "Digit Code", "Tobago", "Bahamas", "Captain Bluff",
                      "Diced Veggies", "Fromage", "Planet Unknown", "Parks"}
    for info in kit.catalog():
        assert info.designers and info.publishers, info.name


# ------------------------------------------------------------------- facts
@per_game
def test_game_facts_and_kit_defaults_follow_one_convention(info):
    cls = game_class(info.name)
    assert info.max_actions > 0 and info.score_range[0] <= info.score_range[1]
    for name, option in cls.options.items():
        assert option.doc.strip(), name
        assert option.source in ("rulebook", "variant", "kit default"), name
        assert option.choices is None or len(option.choices) >= 2, name
        option.check(name, option.default)
    for fact, doc in cls.KIT_DEFAULTS.items():
        assert isinstance(doc, str) and len(doc) > 15, fact
    rows = kit.describe_options(info.name)
    assert len(rows) == len(cls.options) + len(cls.KIT_DEFAULTS)
    table = kit.options_table(info.name)
    kit_rows = [r for r in rows if r["source"].startswith("kit default")]
    assert (table["source"] == "kit default, not from the rulebook").sum() == len(kit_rows)


# --------------------------------------------------------------- play
@per_game
def test_random_play_reaches_the_end_for_every_player_count_and_options(info):
    for players in player_counts(info):
        for seed, options in enumerate([{}] + sample_options(info, players)):
            game = random_game(info.name, players, seed, options=options)
            assert game.over and game.to_act == []
            assert len(game.history) <= info.max_actions
            scores = game.scores()
            assert len(scores) == players
            assert all(info.score_range[0] <= s <= info.score_range[1] for s in scores), scores
            assert set(game.winners()) <= set(range(players))
            for viewer in [None, *game.players]:
                json.dumps(game.view(viewer))
            assert visible_state(kit.load_game(game.to_json())) == visible_state(game)


@per_game
def test_same_seed_same_game_and_steps_record_chance(info):
    players = info.max_players
    a = random_game(info.name, players, 11)
    b = random_game(info.name, players, 11)
    assert a.history == b.history and snapshot(a) == snapshot(b)
    if info.chance:
        assert any(step.player == CHANCE for step in a.history)
        seeds = {snapshot(kit.new_game(info.name, players=players, seed=s)) for s in range(6)}
        assert len(seeds) > 1, "different seeds should give different games"


@per_game
def test_every_legal_action_text_parses_back_to_that_action(info):
    rng = random.Random(5)
    game = kit.new_game(info.name, players=info.max_players, seed=5)
    checked = 0
    while not game.over and checked < 150:
        for player in game.to_act:
            actions = game.legal_actions(player)
            assert actions, f"{player} is to act but has no legal action"
            assert len(set(actions)) == len(actions), "a legal action is listed twice"
            for action in rng.sample(actions, min(4, len(actions))):
                by_text, by_action = game.copy(), game.copy()
                by_text.play(action.text, player)
                by_action.play(action, player)
                assert visible_state(by_text) == visible_state(by_action), action
                checked += 1
        player = rng.choice(game.to_act)
        game.play(rng.choice(game.legal_actions(player)), player)
    assert checked > 0


@per_game
def test_game_never_touches_the_global_random_generators(info):
    np = pytest.importorskip("numpy")
    random.seed(1234)
    np.random.seed(99)
    state, np_state = random.getstate(), np.random.get_state()[1].copy()
    random_game(info.name, info.min_players, 5)
    game = random_game(info.name, info.max_players, 6, moves=40)
    for p in game.players:
        game.copy_for(p, random.Random(p))
    assert random.getstate() == state
    assert (np.random.get_state()[1] == np_state).all()


@per_game
def test_refusals_leave_state_views_and_logs_unchanged(info):
    rng = random.Random(3)
    game = kit.new_game(info.name, players=info.max_players, seed=3)
    refused = 0
    while not game.over and len(game.history) < 80:
        before = visible_state(game)
        acting = game.to_act
        idle = [p for p in game.players if p not in acting]
        first = acting[0]
        attempts = [("warp to the moon 99", first), ("", first), ("x" * 5000, first),
                    (kit.Action("move", (7,)), first), (kit.Action(123), first),
                    (game.legal_actions(first)[0], 99), (game.legal_actions(first)[0], True),
                    (game.legal_actions(first)[0], 1.0)]
        if idle:
            attempts.append((game.legal_actions(first)[0], idle[0]))
        if CHANCE not in acting:
            attempts.append(("roll 1 1", CHANCE))
        for action, player in attempts:
            with pytest.raises(kit.IllegalAction) as err:
                game.play(action, player)
            assert err.value.rule and len(str(err.value)) < 300
            assert visible_state(game) == before
            refused += 1
        player = rng.choice(acting)
        game.play(rng.choice(game.legal_actions(player)), player)
    assert refused > 0


# ----------------------------------------------------- copy, undo, replay
@per_game
def test_copies_are_independent(info):
    game = random_game(info.name, info.max_players, 9, moves=30)
    before = visible_state(game)
    twin = game.copy()
    assert visible_state(twin) == before
    play_random(twin, random.Random(1), moves=30)
    assert visible_state(game) == before
    play_random(game, random.Random(2), moves=5)
    assert visible_state(twin) != before or twin.over


@per_game
def test_copy_undo_and_load_agree_with_replay(info):
    for players in (info.min_players, info.max_players):
        game = kit.new_game(info.name, players=players, seed=8)
        marks = []
        rng = random.Random(8)
        while not game.over and len(marks) < 40:
            play_random(game, rng, moves=rng.randint(1, 6))
            marks.append((len(game.history), visible_state(game)))
            assert visible_state(game.copy()) == marks[-1][1]
            assert visible_state(game.replay()) == marks[-1][1]
        assert visible_state(kit.load_game(game.to_json())) == visible_state(game)
        while game.undoable:
            game.undo()
            assert visible_state(game) == visible_state(game.replay())
        with pytest.raises(kit.IllegalAction):
            game.undo()
        for length, expected in marks:
            assert visible_state(game.replay(length)) == expected or game.history[length:length + 1] == []


@per_game
def test_undo_takes_back_one_player_action_with_its_chance_steps(info):
    rng = random.Random(4)
    game = kit.new_game(info.name, players=info.min_players, seed=4)
    for _ in range(60):
        if game.over:
            break
        before, length = visible_state(game), len(game.history)
        player = rng.choice(game.to_act)
        action = rng.choice(game.legal_actions(player))
        game.play(action, player)
        first, *rest = game.history[length:]
        assert first == (player, action, False)
        assert all(step.player == CHANCE and step.auto for step in rest)
        after = visible_state(game)
        game.undo()
        assert visible_state(game) == before and len(game.history) == length
        game.play(action, player)
        assert visible_state(game) == after  # the same chance follows the same action


@per_game
def test_save_and_load_round_trip_and_old_formats_are_refused(info):
    game = random_game(info.name, info.max_players, 21, moves=30)
    text = game.to_json()
    loaded = kit.load_game(text)
    assert loaded.to_json() == text and visible_state(loaded) == visible_state(game)
    finished = random_game(info.name, info.min_players, 22)
    assert kit.load_game(finished.to_json()).over
    old = json.loads(text)
    old["version"] = 1
    old["actions"] = old.pop("steps")
    with pytest.raises(kit.SaveFileError, match="version 1"):
        kit.load_game(json.dumps(old))


@per_game
def test_bad_save_files_get_clear_errors(info):
    game = random_game(info.name, info.min_players, 4, moves=10)
    data = json.loads(game.to_json())
    steps = data["steps"]
    player_step = next(i for i, s in enumerate(steps) if s[0] != CHANCE)
    bad = {
        "not json": "{not json",
        "wrong format": json.dumps({**data, "format": "chess"}),
        "unknown game": json.dumps({**data, "game": "chess"}),
        "too many players": json.dumps({**data, "players": 99}),
        "players null": json.dumps({**data, "players": None}),
        "seed null": json.dumps({**data, "seed": None}),
        "version true": json.dumps({**data, "version": True}),
        "unknown option": json.dumps({**data, "options": {**data["options"], "colour": "red"}}),
        "bad step entry": json.dumps({**data, "steps": [["0", 3]]}),
        "tampered step": json.dumps({**data, "steps": steps[:-1] + [[0, "teleport everywhere"]]}),
        "wrong player": json.dumps({**data, "steps": steps[:player_step] + [[data["players"] + 3,
                                                                               steps[player_step][1]]]}),
        "missing field": json.dumps({k: v for k, v in data.items() if k != "seed"}),
        "duplicate key": json.dumps(data)[:-1] + ', "seed": 1}',
        "huge number": json.dumps(data).replace(f'"seed": {data["seed"]}', '"seed": ' + "9" * 5000),
        "deep nesting": "[" * 100_000 + "]" * 100_000,
        "not utf-8": b"\xff\xfe\x00{",
        "NaN": json.dumps(data).replace(f'"seed": {data["seed"]}', '"seed": NaN'),
    }
    if info.chance:
        chance_step = next(i for i, s in enumerate(steps) if s[0] == CHANCE)
        bad["impossible chance"] = json.dumps({**data, "steps": steps[:chance_step] + [[CHANCE, "zzz 99"]]})
    for why, text in bad.items():
        with pytest.raises(kit.SaveFileError) as err:
            kit.load_game(text)
        assert 10 < len(str(err.value)) < 400, why


# ------------------------------------------------------------- chance
@per_game
def test_manual_chance_lists_outcomes_and_takes_the_chosen_one(info):
    if not info.chance:
        pytest.skip("no chance steps in this game")
    seen = 0
    for game in chance_positions(info.name, info.min_players, seed=3, count=12):
        assert game.to_act == [CHANCE] and game.chance_help()
        try:
            outcomes = game.chance_outcomes()
        except ValueError:  # too many to list: the game samples uniformly, names are checked
            outcomes = None
        before = visible_state(game)
        with pytest.raises(kit.IllegalAction):
            game.play("zzz 99")
        assert visible_state(game) == before
        if outcomes is not None:
            assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
            action, _ = outcomes[-1]
        else:
            probe = game.copy()
            probe.roll()
            action = probe.history[-1].action
        chosen = game.copy()
        chosen.play(action.text)
        assert chosen.history[-1] == (CHANCE, action, False)
        chosen.undo()
        assert visible_state(chosen) == before
        seen += 1
    assert seen > 0


# A save (chance chosen by hand or sampled) loads identically whatever the samplers do:
# tests/test_saves_outlive.py (every game, golden and fresh saves, every sampler replaced).


# ------------------------------------------------------------ views, leaks
@per_game
def test_views_are_json_in_one_envelope_at_every_step(info):
    keys = {"game", "viewer", "phase", "to_act", "scores", "over", "public", "seats", "private"}
    game = kit.new_game(info.name, players=info.max_players, seed=12)
    rng = random.Random(12)
    while not game.over and len(game.history) < 300:
        for viewer in [None, *game.players]:
            view = game.view(viewer)
            assert set(view) == keys and view["viewer"] == viewer and view["game"] == info.name
            assert len(view["seats"]) == game.num_players
            json.dumps(view)
        play_random(game, rng, moves=1)


@per_game
def test_each_player_sees_at_least_the_public_log(info):
    game = random_game(info.name, info.max_players, 14, moves=200)
    public = game.log
    teacher = game.log_for(None)
    for p in game.players:
        mine = game.log_for(p)
        assert len(public) <= len(mine) <= len(teacher)
        # where p's log differs from the public one, p was shown more (their own secrets)
        assert len(set(public) - set(mine)) <= len(set(mine) - set(public))


@per_game
def test_resampling_does_not_change_what_a_player_sees(info):
    changed = assert_no_leak(info.name, info.max_players, seed=31, positions=25)
    if info.hidden_information:
        assert changed, "copy_for never resampled anything, though the game hides information"


@per_game
def test_resampling_hides_nothing_new_at_every_player_count(info):
    for players in player_counts(info):
        assert_no_leak(info.name, players, seed=players, positions=6)


def test_the_leak_test_catches_a_view_that_exposes_a_hidden_value(monkeypatch):
    hidden = [info for info in CATALOG if info.hidden_information]
    if not hidden:
        pytest.skip("no game with hidden information yet")
    info = hidden[0]
    cls = game_class(info.name)
    honest = cls._view

    def leaky(self, player):
        parts = honest(self, player)
        parts["public"] = {**parts["public"], "leak": honest(self, None)["seats"]}
        return parts

    monkeypatch.setattr(cls, "_view", leaky)
    with pytest.raises(AssertionError, match="leak"):
        assert_no_leak(info.name, info.max_players, seed=31, positions=25)


@per_game
def test_resampled_copies_play_on_to_the_end(info):
    game = random_game(info.name, info.max_players, 41, moves=25)
    for p in game.players:
        world = game.copy_for(p, random.Random(p))
        assert world.legal_actions(p) == game.legal_actions(p) or p not in game.to_act
        play_random(world, random.Random(p))
        assert world.over
        with pytest.raises(ValueError):
            world.to_json()


# ------------------------------------------------------------- bots, seats
@per_game
def test_bots_play_whole_games_through_their_seats(info):
    for bot in bot_names(info.name):
        if bot.startswith("search "):
            continue  # the search bot at a level: "mcts" below with more simulations
        # the search bot plans on seat copies: a tiny budget shows it plays whole games too
        settings = {"simulations": 2, "cutoff": 10} if bot == "mcts" else {}
        game = kit.new_game(info.name, players=info.min_players, seed=2)
        play_out(game, [make_bot(bot, info.name, seed=p, **settings) for p in game.players])
        assert game.over, bot


@per_game
def test_seat_offers_only_its_players_information(info):
    game = random_game(info.name, info.max_players, 6, moves=20)
    seat = game.seat(1 if game.num_players > 1 else 0)
    assert seat.view() == game.view(seat.player)
    assert seat.log() == game.log_for(seat.player)
    assert not hasattr(seat, "state") and not hasattr(seat, "game")
    with pytest.raises(ValueError):
        game.seat(game.num_players)


# -------------------------------------------------------------- drawing
@per_game
def test_each_game_draws_itself_as_svg(info):
    game = random_game(info.name, info.min_players, 3, moves=10)
    svg = game._repr_svg_()
    assert svg.lstrip().startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert kit.draw(game) == svg


@per_game
def test_each_game_has_a_widget_with_an_svg_board(info):
    game = kit.new_game(info.name, players=info.min_players, seed=1)
    w = kit.widget(game)
    assert w.board.svg.lstrip().startswith("<svg") and "data-id" in w.board.svg
    assert w.game is game


@per_game
def test_the_widget_chance_panel_sets_the_next_outcome(info):
    if not info.chance:
        pytest.skip("no chance steps in this game")
    game = next(iter(chance_positions(info.name, info.min_players, seed=5, count=1)))
    w = kit.widget(game, seats=["human"] * game.num_players)
    assert w.chance_panel.help.value and w.chance_panel.choice_row.children
    probe = game.copy()
    probe.roll()
    outcome = probe.history[-1].action.text
    w.choose_outcome(outcome)
    assert game.history[-1].action.text == outcome
    w.controls.undo_button.click()
    assert game.at_chance
    w.chance_panel.roll_button.click()
    assert game.history[-1].player == CHANCE


@per_game
def test_the_widget_viewer_switch_shows_one_seat(info):
    game = random_game(info.name, info.max_players, 2, moves=15)
    w = kit.widget(game)
    w.viewer_switch.value = 1
    assert w.view() == game.view(1)
    w.viewer_switch.value = -1
    assert w.view() == game.view(None)


@per_game
def test_seats_do_not_show_secret_settings(info):
    cls = game_class(info.name)
    game = kit.new_game(info.name, players=info.min_players, seed=1)
    shown = game.seat(0).settings
    for name, option in cls.options.items():
        assert (name in shown) == (not option.secret), name
