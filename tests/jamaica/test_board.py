"""The route: counts, forks and lap lengths from the reference sheet."""
from __future__ import annotations

from collections import Counter

import networkx as nx
import pytest

from kit.games.jamaica import board


def test_fifty_spaces_and_fifty_three_forward_edges():
    g = board.graph()
    assert g.number_of_nodes() == 50
    assert g.number_of_edges() == 53
    assert nx.is_strongly_connected(g)


def test_node_attributes_come_from_the_data_file():
    g = board.graph()
    for _, data in g.nodes(data=True):
        assert set(data) >= {"kind", "cost", "pays_with", "end_score", "x", "y"}
    assert g.nodes[0]["kind"] == "port_royal" and g.nodes[0]["end_score"] == 15
    lairs = sorted(n for n, d in g.nodes(data=True) if d["kind"] == "lair")
    assert lairs == [4, 9, 11, 19, 22, 25, 33, 37, 44]
    assert [g.nodes[n]["end_score"] for n in range(41, 50)] == list(range(2, 11))
    assert all(g.nodes[n]["end_score"] == -5 for n in range(1, 41))
    for _, d in g.nodes(data=True):
        assert d["pays_with"] == {"sea": "food", "port": "doubloons"}.get(d["kind"], "")
        assert (d["cost"] == 0) == (d["kind"] in ("lair", "port_royal"))


def test_splits_and_merges():
    g = board.graph()
    assert sorted(n for n in g if g.out_degree(n) == 2) == [6, 19, 32]
    assert sorted(n for n in g if g.in_degree(n) == 2) == [15, 28, 41]
    assert board.SPLITS == (6, 19, 32) and board.MERGES == (15, 28, 41)


def test_outer_lanes_have_six_spaces_with_two_lairs_and_inner_channels_two():
    for fork in "ABC":
        outer = [s for s in board.SPACES if s.lane == f"fork_{fork}_outer"]
        inner = [s for s in board.SPACES if s.lane == f"fork_{fork}_inner"]
        assert len(outer) == 6 and sum(s.kind == "lair" for s in outer) == 2
        assert len(inner) == 2 and all(s.kind == "sea" for s in inner)


def test_eight_lap_routes_of_the_expected_lengths():
    routes = board.lap_routes()
    lengths = Counter(len(r) - 1 for r in routes)
    assert lengths == {32: 1, 36: 3, 40: 3, 44: 1}
    assert all(r[0] == r[-1] == 0 for r in routes)
    assert len(set(routes)) == 8


def test_route_cost_counts_food_gold_and_lairs():
    inner = board.lap_routes()[0]
    cost = board.route_cost(inner)
    food = sum(board.SPACES[s].cost for s in inner[1:-1] if board.SPACES[s].kind == "sea")
    assert cost["food"] == food and cost["lairs"] == 3  # lairs 4, 19, 44 lie on the main route


def test_paths_offer_every_fork_choice():
    found = {p.landing: p for p in board.paths(5, 3)}
    assert set(found) == {8, 14}
    assert found[8].spaces == (5, 6, 7, 8) and found[8].choices == ("outer",)
    assert found[14].choices == ("inner",)
    assert board.move(5, 3, choices=["inner"]).landing == 14
    assert board.move(5, 3).landing == 8  # outer when no choice is given


def test_backward_moves_choose_at_merges():
    landings = {p.landing for p in board.paths(16, 2, forward=False)}
    assert landings == {12, 14}
    assert board.move(16, 2, forward=False, choices=["inner"]).spaces == (16, 15, 14)


def test_port_royal_stops_a_ship_moving_forward():
    path = board.move(47, 6)
    assert path.spaces == (47, 48, 49, 0) and path.lap == board.FINISHED
    assert all(p.landing == 0 for p in board.paths(46, 6))


def test_a_ship_behind_the_start_sails_through_port_royal():
    back = board.move(1, 2, forward=False)
    assert back.spaces == (1, 0, 49) and back.lap == board.BEHIND
    again = board.move(49, 3, lap=board.BEHIND)
    assert again.spaces == (49, 0, 1, 2) and again.lap == board.RACING


@pytest.mark.parametrize("space", range(50))
def test_forward_then_backward_can_return(space):
    for path in board.paths(space, 3):
        if path.lap == board.FINISHED:
            continue
        back = {p.landing for p in board.paths(path.landing, 3, forward=False, lap=path.lap)}
        assert space in back


def test_distance_to_finish():
    assert board.distance_to_finish(0) == 32
    assert board.distance_to_finish(0, board.FINISHED) == 0
    assert board.distance_to_finish(49) == 1
    assert board.distance_to_finish(6) == 26
    assert board.distance_to_finish(7) == 6 + 4 + 3 + 4 + 3 + 9  # outer lane A: 7..12 then 15
