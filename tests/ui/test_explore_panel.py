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
from kit.ui.explore_panel import PLAYERS, sweepable
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


def test_which_options_can_be_compared():
    options = type(kit.new_game("digit_code", players=2, seed=1)).options
    found = sweepable(options)
    assert "code" not in found  # a secret, and a free text
    assert found["answers_public"] == ([True, False], ["yes", "no"])
    # a whole number with many values: a few evenly spaced ones, its default among them
    assert sweepable(type(kit.new_game("captain_bluff", players=2, seed=1)).options)["turn_limit"][0] == [
        10, 200, 500, 1000, 1500, 2000]
    assert "island_seed" not in sweepable(type(kit.new_game("tobago", players=2, seed=1)).options)  # a seed


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


def small_panel(games: int = 2, game: str = "bahama_taxi", players: int = 2):
    """A widget whose Explore panel plays ``games`` games with random bots, here in the thread
    whatever their number (no processes in a test)."""
    w = kit.widget(kit.new_game(game, players=players, seed=1), auto_bots=False)
    panel = w.explore_panel
    panel.selected_index = 0
    for box in panel.seats.children:
        box.value = "random"
    panel.games.value = games
    panel.process_games = 10**9
    return w, panel


def test_the_button_plays_in_the_background_one_run_at_a_time_and_stop_ends_it():
    """"Play the games" returns at once; meanwhile the button is disabled, a second run is
    refused and "Stop" ends the run, saying its games are not shown."""
    w, panel = small_panel(games=3000)
    panel.run_button.click()
    thread = panel.thread
    assert thread is not None and thread.is_alive() and panel.running
    assert panel.run_button.disabled and panel.stop_button.layout.display is None
    assert panel.start() is None and "already playing" in panel.status.value
    w.controls.step_button.click()  # the board stays usable meanwhile: "Bot move" plays
    assert len(w.game.history) > 0
    panel.stop_button.click()
    thread.join(timeout=5)
    assert not thread.is_alive() and not panel.running
    shown = text_of(panel.status.value)
    assert re.search(r"Stopped after \d+ of 3000 games\. The games of a stopped run are not shown", shown)
    assert panel.table is None and panel.results.value == "" and panel.open_box.layout.display == "none"
    assert not panel.run_button.disabled and panel.stop_button.layout.display == "none"
    assert not panel.stop()  # nothing to stop any more


def test_a_background_run_shows_the_bots_it_started_with():
    w, panel = small_panel()
    thread = panel.start()
    panel.seats.children[0].value = "greedy"  # a change meanwhile is for the next run
    thread.join(timeout=10)
    assert not thread.is_alive()
    assert text_of(panel.status.value).strip() == "Played 2 games."
    assert panel.table is not None and list(panel.table["bots"]) == ["random,random"] * 2
    assert "Played by: Taxi 1: random moves; Taxi 2: random moves." in text_of(panel.results.value)
    assert panel.job(0).bots == ("random", "random")


def test_a_failing_background_run_says_why():
    from concurrent.futures import ProcessPoolExecutor

    w, panel = small_panel()
    closed = ProcessPoolExecutor(1)
    closed.shutdown()
    thread = panel.start(executor=closed)
    thread.join(timeout=10)
    assert 'role="alert"' in panel.status.value
    assert "The games could not be played: cannot schedule new futures after shutdown" in text_of(
        panel.status.value)
    assert not panel.running and not panel.run_button.disabled and panel.table is None


def test_the_number_of_players_is_compared_each_with_its_fair_share():
    """Bahama Taxi from a two-player game: 2 and 3 players, two games each; the third seat
    gets a bot of its own, each number its win rates and fair share; a three-player game
    opens on the board."""
    w, panel = small_panel()
    panel.option.value = PLAYERS
    assert [label for label, _ in panel.values.options][:3] == ["2 players", "3 players", "4 players"]
    panel.values.label = ("2 players", "3 players")
    assert panel.seat_bots() == ["random", "random", "greedy"]
    assert "played by the first seats" in panel.note.value
    table = panel.run()
    assert table is not None and list(table[PLAYERS]) == [2, 2, 3, 3]
    assert list(table["bots"]) == ["random,random"] * 2 + ["random,random,greedy"] * 2
    shown = text_of(re.sub(r'src="[^"]+"', "", panel.results.value))
    shown = " ".join(shown.split())
    assert re.search(r"With 2 players \(2 games\): Taxi 1 won [^;]*\(no advantage: 50%\); Taxi 2 won", shown)
    assert re.search(r"With 3 players \(2 games\): .*Taxi 3 won .*\(no advantage: 33%\)\. Game length", shown)
    alts = [html.unescape(a) for a in re.findall(r'<img [^>]*alt="([^"]+)"', panel.results.value)]
    assert alts == ["Win rate of each seat for each number of players, with 95% intervals and the share of "
                    "no advantage for each number",
                    "Moves a game for each number of players, with 95% intervals"]
    assert engine_tokens(shown) == [], engine_tokens(shown)
    assert [label for label, _ in panel.pick.options][2].startswith("Game 3: 3 players, ")
    assert panel.open_game(2)
    assert w.live_game.num_players == 3 and w.controls.seat_kinds() == ["random", "random", "greedy"]
    w.goto(len(w.live_game.history))
    assert w.game.over and list(w.game.scores()) == [table.iloc[2][f"score_{p}"] for p in (1, 2, 3)]


def test_the_numbers_of_players_offered_fit_the_options():
    """Jamaica's ghost ship is for two players: with it on, the number of players cannot be compared."""
    w = kit.widget(kit.new_game("jamaica", players=2, seed=1, ghost_ship=True), auto_bots=False)
    panel = w.explore_panel
    panel.selected_index = 0
    assert PLAYERS not in [value for _, value in panel.option.options]
    w2 = kit.widget(kit.new_game("jamaica", players=2, seed=1), auto_bots=False)
    w2.explore_panel.selected_index = 0
    w2.explore_panel.option.value = PLAYERS
    assert [label for label, _ in w2.explore_panel.values.options] == [f"{n} players" for n in range(2, 7)]
