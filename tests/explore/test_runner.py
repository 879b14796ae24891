"""kit.explore.run: the table's columns, seeds that replay, sweeps, and identical results
whatever the executor."""
from __future__ import annotations

import itertools
from concurrent.futures import ProcessPoolExecutor

import pandas as pd
import pytest

import kit
from kit.bots import make_bot, play_out
from kit.explore import run
from kit.explore.runner import bot_seed, game_seed

DOCUMENTED = ["setting", "game", "seed", "bots", "actions", "steps", "rounds", "winners",
              "score_1", "score_2", "decisions_1", "decisions_2", "branching",
              "branching_by_phase", "lead_changes", "decided_at"]


@pytest.fixture(scope="module")
def small():
    return run("jamaica", players=2, games=6, seed=3, progress=False)


def test_documented_columns(small):
    assert set(DOCUMENTED) <= set(small.columns)
    assert len(small) == 6 and list(small["game"]) == list(range(6))
    assert (small["decisions_1"] + small["decisions_2"] == small["actions"]).all()
    assert (small["steps"] >= small["actions"]).all()
    assert all(isinstance(w, tuple) and set(w) <= {0, 1} for w in small["winners"])
    assert small["branching"].gt(0).all()
    assert small["decided_at"].between(0, 1).all()
    assert small["seed"].nunique() == 6


def test_seeds_replay(small):
    """A row's seed and bots give the same game again, outside the runner."""
    for _, row in small.head(3).iterrows():
        game = kit.new_game("jamaica", players=2, seed=int(row["seed"]))
        names = row["bots"].split(",")
        bots = [make_bot(b, game="jamaica", seed=bot_seed(int(row["seed"]), p)) for p, b in enumerate(names)]
        play_out(game, bots)
        assert game.scores() == [row["score_1"], row["score_2"]]
        assert tuple(game.winners()) == row["winners"]


def test_same_table_twice_and_seed_matters(small):
    assert run("jamaica", players=2, games=6, seed=3, progress=False).equals(small)
    other = run("jamaica", players=2, games=6, seed=4, progress=False)
    assert set(other["seed"]).isdisjoint(small["seed"])


def test_sweep_settings():
    table = run("bahama_taxi", players=2, games=3, seed=1, progress=False, bots="greedy",
                sweep={"movement": ["normal", "fast"], "mandatory_movement": [True, False]})
    assert len(table) == 12
    assert list(table.columns[:3]) == ["setting", "mandatory_movement", "movement"]
    combos = table.groupby("setting")[["movement", "mandatory_movement"]].first()
    assert len(combos.drop_duplicates()) == 4
    # the game's seed depends on its setting: the same index is a new game in each setting
    assert table.groupby("game")["seed"].nunique().eq(4).all()
    assert table["seed"].iloc[0] == game_seed(1, {"mandatory_movement": True, "movement": "normal"}, 0)
    # the swept values were really used: a replay with them gives the row's scores
    row = table.iloc[-1]
    g = kit.new_game("bahama_taxi", players=2, seed=int(row["seed"]), movement=row["movement"],
                     mandatory_movement=bool(row["mandatory_movement"]))
    play_out(g, [make_bot("greedy", "bahama_taxi", seed=bot_seed(int(row["seed"]), p)) for p in range(2)])
    assert g.scores() == [row["score_1"], row["score_2"]]


def test_one_bot_a_seat():
    table = run("jamaica", players=2, games=2, seed=1, progress=False, bots=["greedy", "random"])
    assert set(table["bots"]) == {"greedy,random"}
    with pytest.raises(ValueError, match="3 bots for 2 players"):
        run("jamaica", players=2, games=1, progress=False, bots=["random"] * 3)


def _extra(game):
    return {"history": len(game.history)}


SWEEP = dict(players=2, games=8, seed=5, progress=False, sweep={"movement": ["normal", "fast"]},
             bots=["greedy", "random"], record=_extra)


@pytest.fixture(scope="module")
def in_process():
    return run("bahama_taxi", **SWEEP)


def test_record(in_process):
    assert (in_process["history"] == in_process["steps"]).all()


def test_same_with_processes_and_progress_as_games_finish(in_process):
    calls: list[tuple[int, int]] = []
    with ProcessPoolExecutor(2) as pool:  # 16 one-game tasks, 6 in flight: they finish out of order
        table = run("bahama_taxi", executor=pool, **{**SWEEP, "progress": lambda *c: calls.append(c)})
    pd.testing.assert_frame_equal(table, in_process)
    done = [d for d, _ in calls]
    assert calls[0] == (0, 16) and calls[-1] == (16, 16)
    assert done == sorted(done) and {t for _, t in calls} == {16}


def test_same_on_dask_in_process(in_process):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        table = run("bahama_taxi", executor=client.get_executor(), **SWEEP)
    pd.testing.assert_frame_equal(table, in_process)


@pytest.mark.slow
def test_same_on_dask_local_processes(in_process):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        table = run("bahama_taxi", executor=client.get_executor(), **SWEEP)
    pd.testing.assert_frame_equal(table, in_process)


def test_each_row_says_how_the_game_ended_and_report_warns_of_safeguards():
    """Two random Captain Bluff players never empty a hand: the kit's turn limit ends those
    games, and the table and report say so; Jamaica's games end by its rules."""
    from kit.explore import report

    bluff = run("captain_bluff", players=2, games=3, seed=1, progress=False, turn_limit=40)
    assert set(bluff["ending"]) == {"turn limit"}
    with pytest.warns(UserWarning, match="100% of the games ended by a kit safeguard"):
        measures = report(bluff, plots=False)
    assert measures["summary"].loc["ended by a kit safeguard (share of games)", "mean"] == 1.0
    jamaica = run("jamaica", players=2, games=3, seed=1, progress=False)
    assert set(jamaica["ending"]) == {"rules"}
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        report(jamaica, plots=False)


def test_the_number_of_players_is_swept_like_an_option():
    """Each number of players has its own games, seeds and bots (the first seats'); a seat a
    game lacks has an empty score; a row replays with its number of players."""
    table = run("bahama_taxi", games=2, seed=1, progress=False, bots=["greedy", "random", "greedy"],
                sweep={"players": [2, 3]})
    assert list(table["players"]) == [2, 2, 3, 3]
    assert list(table["bots"]) == ["greedy,random"] * 2 + ["greedy,random,greedy"] * 2
    columns = list(table.columns)
    assert columns.index("score_3") == columns.index("score_2") + 1
    assert table["score_3"].isna().tolist() == [True, True, False, False]
    assert table["seed"].iloc[2] == game_seed(1, {"players": 3}, 0)
    row = table.iloc[3]
    game = kit.new_game("bahama_taxi", players=3, seed=int(row["seed"]))
    play_out(game, [make_bot(b, "bahama_taxi", seed=bot_seed(int(row["seed"]), p))
                    for p, b in enumerate(["greedy", "random", "greedy"])])
    assert game.scores() == [row["score_1"], row["score_2"], row["score_3"]]
    with pytest.raises(ValueError, match="2 bots for 3 players"):
        run("bahama_taxi", games=1, progress=False, bots=["greedy", "random"], sweep={"players": [2, 3]})


def test_a_players_sweep_is_the_same_on_processes():
    setting = dict(games=2, seed=2, bots=["greedy", "random", "random"], sweep={"players": [3, 2]})
    here = run("bahama_taxi", progress=False, **setting)
    with ProcessPoolExecutor(2) as pool:
        pd.testing.assert_frame_equal(run("bahama_taxi", executor=pool, progress=False, **setting), here)


def test_a_run_stops_when_asked():
    """``stop`` is asked between games (and moves): here after two games of six."""
    from kit.explore.runner import Stopped

    done: list[int] = []
    with pytest.raises(Stopped, match="stopped after 2 of 6 games") as stopped:
        run("bahama_taxi", players=2, games=6, seed=1, bots="random",
            progress=lambda d, _: done.append(d), stop=lambda: bool(done) and done[-1] >= 2)
    assert (stopped.value.played, stopped.value.total) == (2, 6)
    asked = itertools.count()  # within the first game: asked before it, then before each move
    with pytest.raises(Stopped, match="stopped after 0 of 6 games"):
        run("bahama_taxi", players=2, games=6, seed=1, bots="random", progress=False,
            stop=lambda: next(asked) >= 5)
    assert next(asked) == 6


def test_a_run_on_processes_stops_and_its_workers_end_at_once():
    from kit.explore.runner import Stopped, close_pool

    pool = ProcessPoolExecutor(2)
    try:
        with pytest.raises(Stopped):
            run("bahama_taxi", players=2, games=400, seed=1, bots="greedy", executor=pool, progress=False,
                stop=lambda: True)
        workers = list(pool._processes.values())
        assert workers  # they were playing
    finally:
        close_pool(pool, at_once=True)
    assert not any(worker.is_alive() for worker in workers)
