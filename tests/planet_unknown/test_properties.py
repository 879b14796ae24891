"""Random legal play conserves tiles, lifepods, rovers and civ cards (hypothesis). Everything is read
from the teacher's view."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kit
from kit.games.planet_unknown import board as B
from tests.planet_unknown.conftest import NAME, all_tiles

ALL = sorted(B.TILES)


def check(g) -> None:
    view = g.view(None)
    assert all_tiles(view) == ALL, "every tile in exactly one place"
    pods = B.PLANETS[view["public"]["planet"]].lifepods.bit_count()
    for s in view["seats"]:
        assert len(s["lifepods"]) + s["pods"] + s["lost_pods"] == pods, (
            "lifepods: on the planet, rescued or lost")
        earned = sum(1 for pos, effects in B.TRACKS["rover"].spaces.items()
                     if pos <= s["tracks"]["rover"] for e, _ in effects if e == "rover")
        assert len(s["rovers"]) + s["lost_rovers"] <= earned
        covered = set(s["covered"])
        assert len(covered) == sum(B.TILES[t].shape.size for t, _, _ in s["placed"]) + s["patches"]
        assert all(c in covered for c in s["meteors"]), "meteorites lie on tiles"
        assert all(c not in covered for c in s["lifepods"]), "a lifepod under a tile is gone"
        assert len(set(s["rovers"])) == len(s["rovers"]), "rovers never share a square"
        assert len(covered) + s["empty"] == 96
        passed = sum(1 for space in (3, 6, 10, 14) if s["tracks"]["civ"] >= space)
        # one card a milestone reached (the last one may still be owed this turn)
        assert len(s["civ"]) in (passed, passed - 1), "one civ card a milestone reached"
        if view["phase"] in ("turn", "draft", "over"):
            assert len(s["civ"]) == passed
    kept = [n for s in view["seats"] for n in s["civ"]]
    assert len(set(kept)) == len(kept) and sum(view["public"]["civ_left"]) + len(kept) == 36, (
        "every civ card in the box or in one hand")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 6), seed=st.integers(0, 10_000),
       planet=st.sampled_from(["KSB-4156", "Tartarus"]))
def test_random_play_conserves_tiles_lifepods_rovers_and_civ_cards(players, seed, planet):
    g = kit.new_game(NAME, players=players, seed=seed, planet=planet)
    rng = random.Random(seed)
    while not g.over:
        check(g)
        player = rng.choice(g.to_act)
        g.play(rng.choice(g.legal_actions(player)), player)
    check(g)
