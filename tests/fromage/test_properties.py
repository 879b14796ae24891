"""Random legal play conserves workers, cheese tokens and resources after every action
(hypothesis). Everything is read from the views."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kit
from kit.bots import make_bot
from kit.games.fromage.board import CHEESE_COST, GATHER, ORDER_DECK, SPACES

ORDER_TOTAL = sum(ORDER_DECK.values())


def check_invariants(g) -> None:
    view = g.view(None)
    pub, seats = view["public"], view["seats"]
    on_board = pub["workers_on_board"]
    placed = 0
    for p, s in enumerate(seats):
        assert len(s["workers"]) == 3, "three workers a seat"
        for kind, where in s["workers"].items():
            if where is None:
                continue
            placed += 1
            spot = where["spot"]
            assert on_board[spot] == {"owner": p, "worker": kind, "turns_left": where["turns_left"]}
            assert 0 <= where["turns_left"] <= 3
            if spot in SPACES:
                assert pub["cheese"][spot]["owner"] == p, "a cheesemaker stands by its own cheese"
                assert SPACES[spot].type == kind, "the worker matches the cheese"
            else:
                assert spot in GATHER
        assert len(on_board) >= 0
        mine = sum(1 for c in pub["cheese"].values() if c["owner"] == p)
        assert s["tokens"] + mine == pub["tokens_each"], "every cheese token in hand or on the board"
        assert s["made"] == mine
        gained = s["gained"]
        assert s["livestock"] == gained["livestock"] - CHEESE_COST["livestock"] * s["made"] >= 0
        assert s["fruit"] + s["fruited"] + s["jam"] == gained["fruit"] and s["fruit"] >= 0
        assert s["structures"] + s["spare_structures"] == gained["structure"] and 0 <= s["structures"] <= 4
        assert len(s["orders"]) == gained["order"]
    assert placed == len(on_board), "each worker on one spot, one worker a spot"
    in_hands = sum(len(s["orders"]) for s in seats)
    assert in_hands + pub["deck_size"] == ORDER_TOTAL, "every order card in one place"
    assert sum(pub["deck"].values()) == pub["deck_size"]
    assert view["scores"] == g.scores()
    for viewer in g.players:
        others = g.view(viewer)["seats"]
        for q, s in enumerate(others):
            if q != viewer and s["choice"] is not None:
                assert s["choice"] == "pass" and view["seats"][q]["chosen"], "only the game's own passes show"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), choice_seed=st.integers(0, 2**32),
       greedy=st.booleans(), tokens=st.sampled_from([3, 8, 15]))
def test_random_play_conserves_workers_tokens_and_resources(players, seed, choice_seed, greedy, tokens):
    rng = random.Random(choice_seed)
    g = kit.new_game("fromage", players=players, seed=seed, tokens=tokens)
    bot = make_bot("greedy", "fromage", seed=choice_seed)
    check_invariants(g)
    while not g.over:
        p = rng.choice(g.to_act)
        action = bot.choose(g.seat(p)) if greedy and rng.random() < 0.7 else rng.choice(g.legal_actions(p))
        g.play(action, p)
        check_invariants(g)
    assert g.winners()
    assert g.view(None)["public"]["ended_by"] in ("last cheese token", "turn limit")
