"""The Explore panel of a game's widget: bots per seat, games, one option to compare; it plays
a small sweep here, with its progress bar, shows the plots and a table of the games, and any
game opened goes on the board — the same game as one played again from its seed, options and
bots."""
from __future__ import annotations

import html
import re

import pytest

import kit
from kit.bots import play_out
from kit.explore.runner import bot_from_spec, bot_seed
from kit.ui.explore_panel import sweepable
from tests.test_words import engine_tokens


def text_of(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


@pytest.fixture(scope="module")
def swept():
    """Bahama Taxi, 2 players: 4 games for each value of "mandatory movement", random bots."""
    w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=1), seats=["human", "greedy"])
    panel = w.explore_panel
    assert panel.selected_index is None  # folded away by default
    panel.selected_index = 0
    for box in panel.seats.children:
        box.value = "random"
    panel.games.value = 4
    panel.option.value = "mandatory_movement"
    table = panel.run()
    return w, panel, table


def test_a_small_sweep_shows_its_plots_and_a_table(swept):
    w, panel, table = swept
    assert table is not None and len(table) == 8
    assert list(table["mandatory_movement"]) == [True] * 4 + [False] * 4
    assert panel.progress.value == panel.progress.max == 8
    results = panel.results.value
    alts = re.findall(r'<img [^>]*alt="([^"]+)"', results)
    assert len(alts) == 4 and all(a for a in alts)  # win rates, length, and two for the option
    assert re.findall(r"<tr>", results).__len__() == 1 + 8  # a head and a row a game
    shown = text_of(re.sub(r'src="[^"]+"', "", results))
    for seat in (1, 2):
        wins = sum(1 / len(t) for t in table["winners"] if seat - 1 in t)
        assert f"Taxi {seat} won {wins / 8:.0%}" in shown
    assert engine_tokens(shown) == [], engine_tokens(shown)
    assert [label for label, _ in panel.pick.options][0].startswith("Game 1: yes, ")


def test_an_opened_game_is_on_the_board_the_same_game_played_again(swept):
    w, panel, table = swept
    row = table.iloc[5]
    assert panel.open_game(5)
    game = kit.new_game("bahama_taxi", players=2, seed=int(row["seed"]), mandatory_movement=False)
    play_out(game, [bot_from_spec("random", "bahama_taxi", bot_seed(int(row["seed"]), p)) for p in (0, 1)])
    assert w.live_game.to_json() == game.to_json()
    assert list(game.scores()) == [row["score_1"], row["score_2"]] and tuple(game.winners()) == row["winners"]
    assert w.browsing and w.position == 0  # at its start: the timeline steps through it
    assert w.controls.seat_kinds() == ["random", "random"] and not w.playing
    w.goto(len(game.history))
    assert not w.browsing and w.game.over


def test_the_option_values_offered_fit_the_players():
    w = kit.widget(kit.new_game("captain_bluff", players=2, seed=1), auto_bots=False)
    w.explore_panel.option.value = "first_player"
    assert [label for label, _ in w.explore_panel.values.options] == ["Player 1", "Player 2"]
    assert w.explore_panel.chosen_values() == [1, 2]


def test_only_options_with_a_few_values_can_be_compared():
    options = type(kit.new_game("digit_code", players=2, seed=1)).options
    found = sweepable(options)
    assert "code" not in found  # a secret, and a free text
    assert found["answers_public"] == ([True, False], ["yes", "no"])


def test_a_new_game_with_more_players_gets_a_bot_a_seat():
    w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=1), seats=["human", "random"])
    panel = w.explore_panel
    w.controls.players.value = 3
    w.new_game(players=3)
    panel.sync()  # as opening the panel does (and a run)
    assert len(panel.seats.children) == 3
    for box in panel.seats.children:
        box.value = "random"
    panel.games.value = 1
    table = panel.run()
    assert table is not None and list(table["bots"]) == ["random,random,random"]
    assert list(table.columns).count("score_3") == 1


def test_an_option_with_one_value_for_these_players_is_not_offered():
    w = kit.widget(kit.new_game("jamaica", players=3, seed=1), auto_bots=False)
    panel = w.explore_panel
    panel.selected_index = 0  # opening fits the choices to the game
    offered = [value for _, value in panel.option.options]
    assert "ghost_ship" not in offered and "reshuffle" in offered  # the ghost ship is for two players


def test_a_seat_that_won_every_game_is_plotted():
    """Wilson's top for 10 wins of 10 is a rounding error below 1: the bar still draws
    (a one-person game the panel played thirteen times, once a planet, failed so)."""
    import matplotlib.pyplot as plt
    import pandas as pd

    from kit.explore import metrics, plots

    table = pd.DataFrame({"winners": [(0,)] * 10, "score_1": [40] * 10})
    assert metrics.seat_advantage(table)["high"].iloc[0] < 1.0
    ax = plots.seat_advantage(table)
    assert ax.patches[0].get_height() == 1.0
    plt.close(ax.figure)
