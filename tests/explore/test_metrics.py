"""The measures against small tables worked out by hand."""
from __future__ import annotations

import math

import pandas as pd
import pytest

from kit.explore import metrics, report, win_rates
from kit.explore.runner import _Trace


def table():
    # four games of two seats: seat 1 wins two, seat 2 one, one shared
    return pd.DataFrame({
        "setting": [0, 0, 1, 1], "fast": [False, False, True, True], "game": [0, 1, 0, 1],
        "score_1": [10, 4, 7, 5], "score_2": [6, 9, 7, 1], "winners": [(0,), (1,), (0, 1), (0,)],
        "actions": [20, 30, 40, 50], "rounds": [2, 3, 4, 5], "branching": [2.0, 3.0, 4.0, 5.0],
        "branching_by_phase": [{"move": 2.0}, {"move": 4.0, "pay": 1.0}, {"move": 3.0}, {"move": 3.0}],
        "lead_changes": [0, 1, 2, 1], "decided_at": [0.0, 0.5, 1.0, 0.5]})


def test_wilson_by_hand():
    # p = 0.8, n = 10, z = 1.96: centre (0.8 + 0.19208) / 1.38416,
    # half-width 1.96 * sqrt(0.016 + 0.0096040) / 1.38416
    low, high = metrics.wilson(8, 10)
    centre = (0.8 + metrics.Z95 ** 2 / 20) / (1 + metrics.Z95 ** 2 / 10)
    half = metrics.Z95 * math.sqrt(0.8 * 0.2 / 10 + metrics.Z95 ** 2 / 400) / (1 + metrics.Z95 ** 2 / 10)
    assert (low, high) == pytest.approx((centre - half, centre + half))
    assert (round(low, 3), round(high, 3)) == (0.490, 0.943)
    assert metrics.wilson(0, 5)[0] == 0 and metrics.wilson(5, 5)[1] == 1
    assert all(math.isnan(x) for x in metrics.wilson(0, 0))


def test_seat_advantage_splits_shared_wins():
    rates = metrics.seat_advantage(table())
    assert list(rates["wins"]) == [2.5, 1.5]
    assert list(rates["win rate"]) == [0.625, 0.375]
    assert rates["win rate"].sum() == 1
    assert rates.loc[1, "low"] == pytest.approx(metrics.wilson(2.5, 4)[0])
    assert list(rates["fair"]) == [0.5, 0.5]
    assert list(win_rates(table()).index) == ["seat 1", "seat 2"]


def test_margins_spread_and_summary():
    t = table()
    assert list(metrics.margins(t)) == [4, 5, 0, 4]
    assert list(metrics.spread(t)) == [4, 5, 0, 4]
    s = metrics.summary(t)
    assert s.loc["margin of victory", "mean"] == pytest.approx(3.25)
    assert s.loc["length (actions)", "mean"] == 35
    sd = pd.Series([20, 30, 40, 50]).std()
    assert s.loc["length (actions)", "high"] == pytest.approx(35 + metrics.Z95 * sd / 2)
    assert s.loc["shared wins (share of games)", "mean"] == 0.25
    assert s.loc["lead changes", "mean"] == 1
    assert s.loc["decided at (share of the game)", "mean"] == 0.5
    assert metrics.branching_by_phase(t).to_dict() == {"move": 3.0, "pay": 1.0}


def test_sweep_effects():
    effects = metrics.sweep_effects(table(), ["fast"])
    length = effects[effects["measure"] == "length (actions)"].set_index("value")["mean"]
    assert length.to_dict() == {False: 25, True: 45}
    first = effects[effects["measure"] == "seat 1 win rate"].set_index("value")
    assert first.loc[False, "mean"] == 0.5 and first.loc[True, "mean"] == 0.75
    assert first.loc[True, "low"] == pytest.approx(metrics.wilson(1.5, 2)[0])


def test_report_without_plots():
    out = report(table(), plots=False)
    assert set(out) == {"seat advantage", "summary", "branching by phase", "sweep"}
    assert set(out["sweep"]["option"]) == {"fast"}


def test_report_plots():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    report(table())
    assert len(plt.gcf().axes) == 4
    plt.close("all")


def test_in_words():
    assert metrics.in_words(0.27, 0.24, 0.30) == "27% ± 3%"
    assert metrics.in_words(0.9, 0.6, 0.95, "seat 1 wins") == "seat 1 wins 90% (95% interval 60% to 95%)"


class _Scores:
    def __init__(self):
        self.now = [0, 0]

    def scores(self):
        return self.now


def _trace(sequence, winners):
    game, trace = _Scores(), _Trace(2)
    for p, scores in enumerate(sequence):
        game.now = scores
        trace.decided(game, p % 2, 3, "play")
    return trace.measures(winners)


def test_lead_changes_and_decided_at():
    # leaders: seat 1, tie, seat 1, seat 2, seat 2: one change (a tie in between is not one)
    m = _trace([[1, 0], [1, 1], [2, 1], [2, 3], [2, 4]], winners=[1])
    assert m["lead_changes"] == 1
    assert m["decided_at"] == pytest.approx(3 / 5)  # seat 2 leads from the 4th of 5 decisions
    m = _trace([[0, 1], [0, 2], [1, 2]], winners=[1])
    assert (m["lead_changes"], m["decided_at"]) == (0, 0.0)  # led from the first decision
    m = _trace([[1, 0], [0, 1], [1, 0], [0, 0]], winners=[0, 1])  # shared: a tie at the end
    assert (m["lead_changes"], m["decided_at"]) == (2, pytest.approx(0.0))
    assert m["branching"] == 3 and m["branching_by_phase"] == {"play": 3.0}
