"""Tobago clue solver: parsing, narrowing against brute force and sympy, legality, ATV moves."""
from __future__ import annotations

import random
from functools import cache

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kit.games.tobago.generate import generate
from kit.games.tobago.island import Island
from solvers.tobago import (
    CLUE_CATALOGUE,
    LANDMARKS,
    RELATIONS,
    TERRAINS,
    Clue,
    ClueRejected,
    ClueSolver,
    advise,
    area_graph,
    atv_distances,
    candidates,
    check_clue,
    clue_expr,
    clue_hexes,
    explain,
    is_legal,
    parse_clue,
    reachable,
    sympy_candidates,
)

# 18 island hexes in three rows; q = column - row // 2. Every hex is within 2 of the sea.
#   row 2: (1,2) B  (2,2) J  (3,2) J  (4,2) M  (5,2) L  (6,2) B
#   row 3: (1,3) R  (2,3) J  (3,3) S  (4,3) M  (5,3) S  (6,3) R
#   row 4: (0,4) B  (1,4) L  (2,4) R  (3,4) R  (4,4) M  (5,4) J
SMALL = """\
. . . . . . . . . .
 . . . . . . . . . .
. . B J J M L B . .
 . . R J S M S R . .
. . B L R R M J . .
 . . . . . . . . . .
. . . . . . . . . .
hut 1,2
palm 5,4
statue 3,3 facing 0
"""


@cache
def small_graph() -> nx.Graph:
    return Island.from_text(SMALL, validate=False).graph


@cache
def islands() -> tuple[nx.Graph, ...]:
    return tuple(generate(seed).graph for seed in (1, 2, 3)) + (Island.load("lesson").graph,)


# --------------------------------------------------------------------------- parsing

@pytest.mark.parametrize("text, relation, target", [
    ("in the jungle", "in", "jungle"),
    ("Not in the Jungle", "not in", "jungle"),
    ("next to a hut", "next to", "hut"),
    ("not next to huts", "not next to", "hut"),
    ("within 2 of the sea", "within 2 of", "sea"),
    ("in sight of the ocean", "within 2 of", "sea"),
    ("not within two of the palm trees", "not within 2 of", "palm"),
    ("the treasure is in the biggest scrubland", "in", "largest scrubland"),
    ("next to the largest lakes", "next to", "largest lake"),
    ("not on the beach", "not in", "beach"),
    ("within 2 of a statue", "within 2 of", "statue"),
])
def test_parse_clue_is_lenient(text, relation, target):
    assert parse_clue(text) == Clue(relation, target)


@pytest.mark.parametrize("text, words", [
    ("near a hut", "must start with one of"),
    ("in the volcano", "accepted: beach, jungle"),
    ("next to the biggest hut", "accepted"),
    ("in the sea", "can never hold"),
    ("not in sea", "can never hold"),
    ("in a hut", "single object"),
    ("not in statues", "single object"),
])
def test_parse_clue_rejects_with_reasons(text, words):
    with pytest.raises(ValueError, match=words):
        parse_clue(text)


def test_catalogue_is_the_88_kit_default_combinations():
    assert len(CLUE_CATALOGUE) == 88 == len(set(CLUE_CATALOGUE))
    areas = [c for c in CLUE_CATALOGUE if c.target.removeprefix("largest ") in TERRAINS]
    others = [c for c in CLUE_CATALOGUE if c not in areas]
    assert len(areas) == 72 and {c.relation for c in areas} == set(RELATIONS)
    assert len(others) == 16
    assert {c.target for c in others} == {"sea", *LANDMARKS}
    assert all(c.radius > 0 for c in others)
    for c in CLUE_CATALOGUE:
        assert parse_clue(str(c)) == c


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CLUE_CATALOGUE), st.sampled_from(["", "  ", "the treasure is "]),
       st.booleans())
def test_parse_round_trips_with_noise(clue, prefix, upper):
    text = prefix + str(clue)
    assert parse_clue(text.upper() if upper else text) == clue


# --------------------------------------------------------------------------- brute force

_PATHS: dict = {}


def near(g: nx.Graph, h) -> dict:
    key = (id(g), h)
    if key not in _PATHS:
        _PATHS[key] = nx.single_source_shortest_path_length(g, h, cutoff=3)
    return _PATHS[key]


def brute_force(g: nx.Graph, clues, inclusive: bool) -> set:
    """Candidates from a direct reading of the rules, with networkx shortest paths."""
    terrain = dict(g.nodes(data="terrain"))
    landmark = dict(g.nodes(data="landmark"))
    land = [h for h, t in terrain.items() if t != "sea"]

    def target_set(target):
        if target.startswith("largest "):
            t = target.split()[1]
            parts = list(nx.connected_components(g.subgraph([h for h in land if terrain[h] == t])))
            return max(parts, key=len)
        if target in LANDMARKS:
            return {h for h in land if landmark[h] == target}
        return {h for h in g if terrain[h] == target}

    result = set(land)
    for clue in clues:
        c = parse_clue(clue)
        xs = target_set(c.target)
        keep = set()
        for h in land:
            d = min((near(g, h).get(x, 99) for x in xs), default=99)
            k = c.radius
            holds = d <= k if (inclusive or k == 0) else 1 <= d <= k
            if holds != c.negated:
                keep.add(h)
        result &= keep
    return result


def test_candidates_agree_with_brute_force_on_200_clue_sets():
    rng = random.Random(2024)
    for i in range(200):
        g = rng.choice(islands())
        clues = rng.sample(CLUE_CATALOGUE, rng.randint(1, 3))
        inclusive = i % 4 == 3
        assert candidates(g, clues, inclusive=inclusive) == brute_force(g, clues, inclusive), \
            (clues, inclusive)


def test_clue_hexes_and_solver_object():
    g = small_graph()
    s = ClueSolver(g)
    assert len(s.land) == 18
    # read off the map above
    assert clue_hexes(g, "in the jungle") == {(2, 2), (3, 2), (2, 3), (5, 4)}
    assert clue_hexes(g, "in the largest jungle") == {(2, 2), (3, 2), (2, 3)}
    assert clue_hexes(g, "next to a statue") == {(3, 2), (4, 2), (2, 3), (4, 3), (2, 4), (3, 4)}
    assert clue_hexes(g, "next to a statue", inclusive=True) == \
        clue_hexes(g, "next to a statue") | {(3, 3)}
    assert s.candidates([]) == set(s.land)
    with pytest.raises(ValueError, match="no unique largest lake"):
        s.mask("in the largest lake")


# --------------------------------------------------------------------------- sympy

def test_sympy_agrees_with_the_fast_path_on_a_small_island():
    g = small_graph()
    s = ClueSolver(g)
    usable = s.usable_clues()
    assert len(usable) < len(CLUE_CATALOGUE)     # largest lake, beach, scrubland are tied
    for clue in usable:
        assert sympy_candidates(g, [clue]) == s.candidates([clue]), clue
    rng = random.Random(5)
    for _ in range(25):
        clues = rng.sample(usable, rng.randint(2, 3))
        inclusive = rng.random() < 0.3
        assert sympy_candidates(g, clues, inclusive) == candidates(g, clues, inclusive), clues


def test_clue_expr_negation_is_a_not():
    g = small_graph()
    expr = clue_expr(g, "not in the jungle")
    assert str(expr).startswith("~")
    assert {str(x) for x in expr.free_symbols} == {"T_2_2", "T_3_2", "T_2_3", "T_5_4"}


# --------------------------------------------------------------------------- legality

def test_legality_rules_on_the_small_island():
    g = small_graph()
    everything = set(ClueSolver(g).land)
    # 18 candidates, more than 16: a clue that removes nothing is still allowed ...
    assert check_clue(g, [], "within 2 of the sea") == everything
    assert is_legal(g, [], "within 2 of the sea")
    # ... unless the strict reading is chosen
    with pytest.raises(ClueRejected, match="removes nothing"):
        check_clue(g, [], "within 2 of the sea", strict_reduction_before_markers=True)
    # 4 jungle hexes go: 14 left, markers are out, so a clue must remove something
    after_jungle = check_clue(g, [], "not in the jungle")
    assert len(after_jungle) == 14
    with pytest.raises(ClueRejected) as info:
        check_clue(g, ["not in the jungle"], "within 2 of the sea")
    assert info.value.reason == "removes nothing while markers are out"
    assert not is_legal(g, ["not in the jungle"], "within 2 of the sea")
    # with a lower marker threshold (15 in one source) 14 candidates are still unmarked
    assert is_legal(g, ["not in the jungle"], "within 2 of the sea", marker_threshold=13)
    # a clue must keep at least one hex
    with pytest.raises(ClueRejected) as info:
        check_clue(g, ["not in the jungle"], "in the largest jungle")
    assert info.value.reason == "would leave no hex" and info.value.after == 0
    # a normal clue: the three beach hexes go
    assert check_clue(g, ["not in the jungle"], "not in the beach") == \
        after_jungle - {(1, 2), (6, 2), (0, 4)}


def test_narrowing_down_to_one_hex():
    g = small_graph()
    clues = ["in the largest mountain", "next to a statue"]
    assert candidates(g, clues) == {(4, 2), (4, 3)}
    assert check_clue(g, clues, "not next to the sea") == {(4, 3)}


# --------------------------------------------------------------------------- explanations

def test_explain_lists_removed_hexes_and_why():
    g = small_graph()
    e = explain(g, [], "not in the jungle")
    assert (e.before, e.after) == (18, 14)
    assert e.removed == {(2, 2), (3, 2), (2, 3), (5, 4)}
    assert e.text.startswith("4 hexes in the jungle were removed because the treasure is not "
                             "in the jungle: (2..3,2) (2,3) (5,4).")
    assert "14 of 18 candidates remain" in e.text
    e = explain(g, ["not in the jungle"], "next to a statue")
    assert e.removed == e.groups[0][1] | e.groups[1][1]
    assert dict(e.groups)["on a statue itself ('next to' counts only hexes outside it)"] == \
        {(3, 3)}
    assert "No hex was removed" in explain(g, [], "within 2 of the sea").text
    assert "cannot be played" in explain(g, ["not in the jungle"], "in the largest jungle").text


# --------------------------------------------------------------------------- ATV

STRIP = """\
. . . . . . . . . . . .
 . . . . . . . . . . . .
. . J J J J J R J B . .
 . . . . . . . . . . . .
. . J R J R J . . . . .
 . . . . . . . . . . . .
. . . . . . . . . . . .
"""


def test_atv_steps_within_an_area_cost_one_and_crossings_cost_one_per_hex():
    g = Island.from_text(STRIP, validate=False).graph
    d = atv_distances(g, (1, 2))
    # row 2 is J J J J J R J B at q = 1..8
    assert [d[(q, 2)] for q in range(1, 9)] == [0, 1, 1, 1, 1, 2, 3, 4]
    # row 4 alternates J R J R J at q = 0..4: every hex is a crossing
    d4 = atv_distances(g, (0, 4))
    assert [d4[(q, 4)] for q in range(5)] == [0, 1, 2, 3, 4]
    assert (1, 2) not in d4 and (0, 4) not in d            # the sea is never crossed
    joined = atv_distances(g, (1, 2), combine_cross=True)
    assert [joined[(q, 2)] for q in range(1, 9)] == [0, 1, 1, 1, 1, 1, 2, 3]
    assert reachable(g, (1, 2), steps=2) == {(q, 2) for q in range(1, 7)}
    with pytest.raises(ValueError, match="island hex"):
        atv_distances(g, (0, 0))


def test_atv_distances_match_a_hex_by_hex_step_graph():
    for g in islands()[:2]:
        terrain = dict(g.nodes(data="terrain"))
        land = [h for h, t in terrain.items() if t != "sea"]
        steps = nx.DiGraph()
        for t in TERRAINS:
            for part in nx.connected_components(g.subgraph([h for h in land if terrain[h] == t])):
                steps.add_edges_from((a, b) for a in part for b in part if a != b)
        steps.add_edges_from((a, b) for a in land for b in g[a]
                             if terrain[b] not in ("sea", terrain[a]))
        ag = area_graph(g)
        for start in land[::9]:
            expected = nx.single_source_shortest_path_length(steps, start)
            assert atv_distances(g, start, ag) == expected


def test_area_graph_contracts_areas():
    g = small_graph()
    ag = area_graph(g)
    assert sum(size for _, size in ag.nodes(data="size")) == 18
    for i, j, pairs in ag.edges(data="crossings"):
        for a, b in pairs:
            assert b in g[a] and {ag.graph["area_of"][a], ag.graph["area_of"][b]} == {i, j}


def test_advise_judges_each_card_and_measures_the_atv_trip():
    g = small_graph()
    hand = ["in the largest jungle", "within 2 of the sea", "not in the jungle", "next to a hut"]
    advice = advise(g, hand, ["not in the jungle"], atv=(4, 4))
    by_clue = {str(a.clue): a for a in advice}
    assert [str(a.clue) for a in advice] == [str(parse_clue(c)) for c in hand]
    assert not by_clue["in the largest jungle"].legal
    assert by_clue["in the largest jungle"].reason == "would leave no hex"
    assert by_clue["within 2 of the sea"].reason == "removes nothing while markers are out"
    assert not by_clue["not in the jungle"].legal        # already on the map
    hut = by_clue["next to a hut"]
    # next to the hut at (1,2), outside the jungle: (1,3) river only ((2,2) is jungle)
    assert hut.legal and hut.remaining == {(1, 3)} and hut.candidates_left == 1
    # worked out by hand: mountain area, cross to river (3,4), drive to (2,4), cross twice
    assert hut.atv_steps == 4
    assert advise(g, hand, [])[0].atv_steps is None
