"""A player is a seat number everywhere: ``legal_actions``, ``play``, ``view``, ``log_for``
and ``seat`` refuse a bool or a float alike (``True == 1`` must not pass for player 2)."""
from __future__ import annotations

import numpy as np
import pytest

import kit


@pytest.mark.parametrize("bad", [True, False, 1.0, 0.0, "1"])
def test_a_bool_a_float_or_text_is_not_a_player(bad):
    g = kit.new_game("bahama_taxi", players=2, seed=1)
    before = g.to_json()
    with pytest.raises(kit.IllegalAction, match="seat number"):
        g.legal_actions(bad)
    with pytest.raises(kit.IllegalAction):
        g.play(g.legal_actions(0)[0], bad)
    for ask in (g.view, g.log_for, g.seat):
        with pytest.raises(ValueError):
            ask(bad)
    assert g.to_json() == before


def test_numpy_integers_are_seat_numbers():
    g = kit.new_game("bahama_taxi", players=2, seed=1)
    assert g.legal_actions(np.int64(0)) == g.legal_actions(0)
    assert g.legal_actions(1) == []  # not their turn: nothing, as before
