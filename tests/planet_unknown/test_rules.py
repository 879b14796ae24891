"""Planet Unknown's rules on positions built with chosen chance outcomes (see conftest)."""
from __future__ import annotations

import random

import pytest

import kit
from kit.bots import play_random
from kit.games.planet_unknown import board as B
from tests.planet_unknown.conftest import NAME, STACK_OF, Script, all_tiles, public, seat, texts

KSB = B.PLANETS["KSB-4156"]
TARTARUS = B.PLANETS["Tartarus"]


def cells(*names: str) -> int:
    mask = 0
    for n in names:
        mask |= 1 << B.parse_cell(n)
    return mask


# ------------------------------------------------------------------ components
def test_basic_planet_has_void_ice_lifepods_and_medals():
    assert KSB.void.bit_count() == 48 and KSB.land.bit_count() == 96
    assert KSB.ice.bit_count() == 21 and KSB.lifepods.bit_count() == 6
    assert KSB.row_medals == KSB.col_medals == (1, 1, 1, 2, 2, 3, 3, 2, 2, 1, 1, 1)
    widths = [(m & KSB.land).bit_count() for m in B.ROW_MASKS]
    assert widths == [2, 6, 8, 10, 10, 12, 12, 10, 10, 8, 6, 2]
    assert KSB.lifepods & KSB.ice == 0 and KSB.lifepods >> B.parse_cell("H3") & 1


def test_twelve_shapes_in_two_rings_of_twelve_tiles_each():
    assert len(B.SHAPES) == 12 and len(B.TILES) == 144
    inner = sorted(s.name for s in B.SHAPES.values() if s.ring == "inner")
    outer = sorted(s.name for s in B.SHAPES.values() if s.ring == "outer")
    assert inner == ["I2", "I3", "L4", "O4", "T4", "V3"]
    assert outer == ["F5", "I4", "N5", "S4", "S5", "U5"]
    for stack in B.STACK_TILES:
        assert len(stack) == 12
        pairs = [B.TILES[t].terrains for t in stack]
        assert sorted(pairs) == sorted(B.PAIRS * 2)
        assert sum(B.TILES[t].meteor for t in stack) == 6
    for shape in B.SHAPES.values():
        halves = [shape.terrain[shape.cells.index(sq)] for sq in shape.symbols]
        assert sorted(halves) == [0, 1], shape.name  # one symbol square per terrain
        assert shape.meteor in shape.cells
        assert {0, 1} == set(shape.terrain)


def test_symmetric_tiles_list_equal_placements_once():
    domino = B.SHAPES["I2"]
    assert list(B.orientations(domino, False)) == ["0", "90", "180", "270"]
    # the mirror of a domino is one of its turns: every label maps to a listed one
    assert B.same_as(domino, False)["90f"] in ("0", "90", "180", "270")
    for shape in B.SHAPES.values():
        for meteor in (False, True):
            seen = set()
            for p in B.all_placements(shape, meteor):
                key = frozenset(p.squares)
                assert key not in seen, (shape.name, p)
                seen.add(key)


# ------------------------------------------------------------- station, draft
def test_start_player_turns_the_station_and_each_takes_from_the_depot_facing_them():
    s = Script(players=2)
    g = s.g
    assert g.to_act == [0] and texts(g) == [f"turn {k}" for k in range(6)]
    with pytest.raises(kit.IllegalAction) as err:
        g.play("turn 1", 1)
    assert err.value.rule  # player 2 is not to act: the engine refuses
    before = public(g)["depots"]
    g.play("turn 2", 0)
    after = public(g)["depots"]
    assert [d["outer"] for d in after] == [before[(d - 2) % 6]["outer"] for d in range(6)]
    depot0 = after[seat(g, 0)["depot"]]
    g.play("take outer", 0)
    g.play("take inner", 1)
    s.chance()
    assert seat(g, 0)["hand"] == depot0["outer"]
    assert public(g)["start"] == 0
    for p in (0, 1):
        while p in g.to_act and g.phase == "resolve":
            g.play(texts(g, p)[0] if not texts(g, p)[0].startswith("move") else "stop", p)
            s.chance()
    assert public(g)["start"] == 1 and g.to_act == [1], "the start player marker passes"


def test_drafts_are_hidden_until_everyone_has_chosen():
    s = Script(players=3)
    g = s.g
    g.play("turn 0")
    g.play("take inner", 1)
    assert g.to_act == [0, 2]
    assert seat(g, 1)["pick"] == "inner"
    for viewer in (0, 2):  # the others see that seat 1 has chosen, not what
        assert g.view(viewer)["seats"][1]["pick"] is None and g.view(viewer)["public"]["chosen"][1]
    assert g.view(1)["private"]["pick"] == "inner"
    assert "inner" not in g.log[-1] and "inner" in g.log_for(1)[-1]
    with pytest.raises(kit.IllegalAction) as err:
        g.play("take outer", 1)
    assert err.value.rule in ("one tile", "turn order")
    g.play("take outer", 0)
    g.play("take outer", 2)
    assert g.view(0)["public"]["last_picks"] == ["outer", "inner", "outer"]
    assert all(seat(g, p)["hand"] for p in range(3))


# ---------------------------------------------------------------- placement
def test_first_tile_touches_the_border_later_ones_are_adjacent():
    s = Script("O4-RT")
    s.give("O4-RT")
    g = s.g
    with pytest.raises(kit.IllegalAction) as err:
        g.play("place F6 0", 0)  # the middle of the planet
    assert err.value.rule == "first tile on the border"
    assert all(p.mask & KSB.border for p in g.legal_placements(0))
    s.play("place F1 0")
    assert set(seat(g)["covered"]) == {B.parse_cell(c) for c in ("F1", "G1", "F2", "G2")}


def test_no_overlap_no_overhang_and_adjacency_are_refused_by_name():
    s = Script("O4-RT", "O4-TB")
    s.give("O4-RT")
    s.play("place F1 0")
    s.resolve()
    s.give("O4-TB")
    g = s.g
    cases = {"place F1 0": "no overlap", "place L11 0": "inside the grid", "place A1 0": "inside the grid",
             "place F8 0": "adjacent", "place F1 45": "orientation"}
    for action, rule in cases.items():
        with pytest.raises(kit.IllegalAction) as err:
            g.play(action, 0)
        assert err.value.rule == rule, action
    adjacent = B.neighbours(cells("F1", "G1", "F2", "G2"))
    assert g.legal_placements(0) and all(p.mask & adjacent for p in g.legal_placements(0))
    s.play("place F3 0")  # right below: legal


def test_rotations_and_flips_are_offered():
    s = Script("S5-CE")
    s.give("S5-CE")
    labels = {a.split()[2] for a in texts(s.g)}
    assert labels == set(B.ORIENTATIONS)


def test_covering_a_lifepod_destroys_it():
    s = Script("I2-CE")
    s.give("I2-CE")
    pod = B.parse_cell("B5")
    s.place_first(where=lambda p: p.mask >> pod & 1)
    v = seat(s.g)
    assert pod not in v["lifepods"] and v["lost_pods"] == 1 and v["pods"] == 0


def test_a_meteor_tile_drops_a_meteorite_and_blocks_its_row():
    s = Script("I2-CE-M")
    s.give("I2-CE-M")
    s.play("place F1 90")  # covers F1 and G1: row 1 is complete
    v = seat(s.g)
    assert len(v["meteors"]) == 1 and v["meteors"][0] in (B.parse_cell("F1"), B.parse_cell("G1"))
    assert s.g.score_parts(0)["rows and columns"] == 0


def test_a_complete_row_scores_its_medal():
    s = Script("I2-CE")
    s.give("I2-CE")
    s.play("place F1 90")
    assert s.g.score_parts(0)["rows and columns"] == 1


# ------------------------------------------------------------------- tracks
def _symbol_cell(p: B.Placement) -> list[int]:
    return [sq[0] for sq in p.squares if sq[2]]


def test_water_advances_only_when_the_water_lies_on_ice():
    s = Script("I2-WR", "I2-WR-M")
    s.give("I2-WR")
    tile = B.TILES["I2-WR"]

    def water_on(p, ice: bool) -> bool:
        water = [sq[0] for sq in p.squares if sq[2] and tile.terrains[sq[1]] == "W"]
        return bool(KSB.ice >> water[0] & 1) == ice
    s.place_first(where=lambda p: water_on(p, False))
    s.resolve()
    assert seat(s.g)["tracks"]["water"] == 0 and seat(s.g)["tracks"]["rover"] == 1
    s.give("I2-WR-M")
    s.place_first(where=lambda p: water_on(p, True))
    s.resolve()
    assert seat(s.g)["tracks"]["water"] == 1


def test_energy_advances_the_other_resource_or_one_bordering_the_energy_area():
    s = Script("I2-CE", "I2-EW")
    s.give("I2-CE")
    s.play("place F1 90")
    s.resolve(prefer="civ")
    assert seat(s.g)["tracks"]["civ"] == 2  # its own civ symbol, then energy on civ
    s.give("I2-EW")
    # the new tile's energy touches the first tile: its civ and energy border it
    before = s.g.legal_placements(0)
    touching = [p for p in before if any(sq[0] in (B.parse_cell("F2"), B.parse_cell("G2"))
                                         and B.TILES["I2-EW"].terrains[sq[1]] == "E" for sq in p.squares)]
    assert touching
    p = touching[0]
    s.play(f"place {B.CELL_NAMES[p.at]} {p.orientation}")
    choices = set(texts(s.g))
    assert {"energy water", "energy civ"} <= {c for c in choices if c.startswith("energy")}
    assert all(c.split()[1] in ("water", "civ") for c in choices if c.startswith("energy"))


def test_synergy_and_biomass_patches_from_the_biomass_track():
    s = Script("I2-BC", "I2-TB")
    s.give("I2-BC")
    s.play("place F1 90")
    s.resolve(prefer="biomass")
    s.give("I2-TB")
    s.place_first()
    s.play("advance biomass")  # biomass 2: a synergy
    assert all(a.startswith("boost") for a in texts(s.g))
    s.play("boost biomass")  # biomass 3: a patch
    acts = texts(s.g)
    assert acts and all(a.startswith("patch") for a in acts), acts
    covered = set(seat(s.g)["covered"])
    s.play(acts[0])
    v = seat(s.g)
    assert v["patches"] == 1 and len(v["covered"]) == len(covered) + 1
    assert v["tracks"]["biomass"] == 3, "a patch does not advance the track"


def test_a_new_rover_lands_on_the_tile_and_collects_the_meteorite_there():
    s = Script("I2-RT-M")
    s.give("I2-RT-M")
    s.place_first()
    meteor = seat(s.g)["meteors"][0]
    s.play("advance rover")  # rover space 1: a new rover
    assert sorted(texts(s.g)) == sorted(f"rover {B.CELL_NAMES[c]}" for c in seat(s.g)["turn_cells"])
    s.play(f"rover {B.CELL_NAMES[meteor]}")
    v = seat(s.g)
    assert v["rocks"] == 1 and v["meteors"] == [] and v["rovers"] == [meteor]


def test_rover_moves_follow_the_planet_and_collect():
    s = Script("I2-RT", "I2-RT-M")
    s.give("I2-RT")
    pod = B.parse_cell("H3")
    s.place_first(where=lambda p: p.mask & B.neighbours(1 << pod) and not p.mask >> pod & 1)
    s.play("advance rover")
    land = seat(s.g)["turn_cells"]
    start = next(c for c in land if pod in KSB.rover_steps(c))
    s.play(f"rover {B.CELL_NAMES[start]}")
    s.resolve()
    s.give("I2-RT-M")
    s.place_first(where=lambda p: not p.mask >> pod & 1 and not p.mask >> start & 1)
    s.play("advance rover")  # rover 2: move 1
    moves = [a for a in texts(s.g) if a.startswith("move")]
    assert moves == [f"move {B.CELL_NAMES[start]} {B.CELL_NAMES[j]}" for j in KSB.rover_steps(start)]
    s.play(f"move {B.CELL_NAMES[start]} H3")
    v = seat(s.g)
    assert v["pods"] == 1 and pod not in v["lifepods"] and v["rovers"] == [pod]


def test_covering_a_rover_destroys_it():
    f2 = B.parse_cell("F2")
    s = Script("I2-RT", "I2-RT-M", "O4-CE")
    s.give("I2-RT")
    s.play("place F1 90")
    s.play("advance rover")
    s.play("rover F1")
    s.resolve()
    s.give("I2-RT-M")
    s.place_first(where=lambda p: not p.mask >> f2 & 1)
    s.play("advance rover")  # rover space 2: move 1
    s.play("move F1 F2")
    s.resolve()
    assert seat(s.g)["rovers"] == [f2]
    s.give("O4-CE")
    s.place_first(where=lambda p: p.mask >> f2 & 1)
    v = seat(s.g)
    assert v["rovers"] == [] and v["lost_rovers"] == 1


def test_tech_level_one_lifts_adjacency():
    tiles = ["I2-RT", "I2-TB", "I2-RT-M", "I2-TB-M"]
    s = Script(*tiles, "O4-CE")
    for t in tiles:
        s.give(t)
        s.place_first()
        s.resolve(prefer="tech")
        if seat(s.g)["tech"] >= 1:
            break
    v = seat(s.g)
    assert v["tech"] >= 1 and v["tracks"]["tech"] >= 3
    s.give("O4-CE")
    far = [p for p in s.g.legal_placements(0) if not p.mask & B.neighbours(sum(1 << c for c in v["covered"]))]
    assert far, "tech level 1: a tile may go anywhere free"


# ---------------------------------------------------------------------- end
def test_the_round_in_which_a_stack_runs_out_is_the_last():
    dominoes = list(B.STACK_TILES[STACK_OF["I2-CE"]])
    s = Script(*dominoes)
    g = s.g
    for k, t in enumerate(dominoes):
        s.give(t)
        assert (public(g)["ending"] != "") == (k == 11)
        s.place_first()
        s.resolve()
    assert g.over and public(g)["depots"][0]["inner_left"] == 0 or g.over
    assert g.view(None)["public"]["winners"] == [0]


def test_a_player_who_cannot_place_sets_the_tile_aside_and_the_game_ends_that_round():
    for seed in range(40):
        g = kit.new_game(NAME, players=2, seed=seed)
        play_random(g, random.Random(seed))
        v = g.view(None)
        if any(s["set_aside"] for s in v["seats"]):
            assert "cannot place" in v["public"]["ending"] and g.over
            stuck = next(s for s in v["seats"] if s["set_aside"])
            assert stuck["hand"] is None
            return
    pytest.fail("no random game ended with a tile that fits nowhere")


def test_scores_and_tie_break_by_fewest_empty_spaces():
    g = kit.new_game(NAME, players=3, seed=8)
    play_random(g, random.Random(8))
    parts = [g.score_parts(p) for p in g.players]
    assert g.scores() == [sum(x.values()) for x in parts]
    v = g.view(None)
    for p, s in enumerate(v["seats"]):
        medals = sum(B.TRACKS[n].medal(s["tracks"][n]) for n in B.TRACK_NAMES)
        assert parts[p]["track medals"] == medals
        assert parts[p]["lifepods"] == s["pods"] and parts[p]["meteorites"] == s["rocks"] // 3
    best = max(g.scores())
    tied = [p for p in g.players if g.scores()[p] == best]
    fewest = min(v["seats"][p]["empty"] for p in tied)
    assert g.winners() == [p for p in tied if v["seats"][p]["empty"] == fewest]


def test_track_medals_count_the_highest_reached():
    water = B.TRACKS["water"]
    assert [water.medal(k) for k in (0, 1, 2, 3, 4, 12, 13, 15)] == [0, 0, 1, 1, 2, 5, 7, 10]
    assert B.TRACKS["rover"].top == 16 and B.TRACKS["civ"].top == 15


# ------------------------------------------------------------------ Tartarus
def test_tartarus_rovers_cross_the_chasm_only_at_the_two_corners():
    left = TARTARUS.left
    for i in B.bits(TARTARUS.land):
        for j in TARTARUS.rover_steps(i):
            crossing = (left >> i & 1) != (left >> j & 1)
            if crossing:
                corners = ({B.parse_cell("F4"), B.parse_cell("G5")},
                           {B.parse_cell("F10"), B.parse_cell("G9")})
                assert {i, j} in corners
    assert B.parse_cell("G5") in TARTARUS.rover_steps(B.parse_cell("F4"))
    # on the basic planet a rover goes everywhere orthogonally
    assert sorted(KSB.rover_steps(B.parse_cell("F6"))) == sorted(
        B.parse_cell(c) for c in ("F5", "F7", "E6", "G6"))


def test_tartarus_tiles_stay_on_one_side_and_the_option_is_checked():
    grid = B.PlanetGrid("Tartarus")
    for tile in ("N5-CE", "I4-RT", "O4-TB"):
        for p in grid.legal_placements(B.TILES[tile], free=True):
            assert not (p.mask & TARTARUS.left and p.mask & ~TARTARUS.left)
    g = kit.new_game(NAME, players=2, seed=1, planet="Tartarus")
    assert g.view(None)["public"]["planet"] == "Tartarus"
    with pytest.raises(ValueError):
        kit.new_game(NAME, players=2, seed=1, planet="Mars")


# --------------------------------------------------------------- conservation
def test_every_tile_is_in_exactly_one_place_after_every_step():
    g = kit.new_game(NAME, players=4, seed=3)
    rng = random.Random(3)
    expected = sorted(B.TILES)
    while not g.over:
        assert all_tiles(g.view(None)) == expected
        play_random(g, rng, moves=1)
    assert all_tiles(g.view(None)) == expected


def test_tech_levels_two_to_five():
    """Twelve tech tiles: tech levels 1–5 come at tech spaces 3, 5, 7, 10, 14 (synergies at 2
    and 12 are spent on tech); level 2 offers to store a patch, level 3 adds a rover step,
    level 4 doubles water on ice, level 5 keeps meteorites away."""
    tech_tiles = [f"{shape}-{pair}{m}" for pair in ("RT", "TB") for shape in ("I2", "I3", "V3")
                  for m in ("", "-M")]
    s = Script(*tech_tiles, "I4-WR", "I4-EW", "O4-CE-M")
    g = s.g
    seen = {"store": False, "move": False}
    for t in tech_tiles:
        s.give(t)
        s.place_first()
        while 0 in g.to_act and g.phase == "resolve":
            v = seat(g)
            acts = texts(g)
            task = v["task"]
            if task["kind"] == "move" and v["tech"] >= 3:
                base = next(val for e, val in B.TRACKS["rover"].spaces[v["tracks"]["rover"]] if e == "move")
                assert task["moves"] <= base + 1
                if not seen["move"]:
                    assert task["moves"] == base + 1, "tech level 3: one more rover step"
                    seen["move"] = True
            if "store patch" in acts:
                assert v["tech"] >= 2
                seen["store"] = True
                s.play("store patch")
                continue
            pick = next((a for a in acts if a in ("advance tech", "boost tech", "energy tech")), None)
            s.play(pick or ("stop" if "stop" in acts else acts[0]))
    v = seat(g)
    assert v["tracks"]["tech"] >= 14 and v["tech"] == 5 and seen["move"]
    assert seen["store"] and v["stored"] >= 1
    # level 4: the water symbol on ice moves the water tracker two steps
    s.give("I4-WR")
    tile = B.TILES["I4-WR"]
    before = v["tracks"]["water"]
    s.place_first(where=lambda p: any(sq[2] and tile.terrains[sq[1]] == "W" and KSB.ice >> sq[0] & 1
                                      for sq in p.squares))
    s.resolve(prefer="water")
    assert seat(g)["tracks"]["water"] == before + 2
    # ... but only from tile placement: energy spent on water moves it one step
    s.give("I4-EW")
    tile = B.TILES["I4-EW"]
    s.place_first(where=lambda p: not any(tile.terrains[sq[1]] == "W" and KSB.ice >> sq[0] & 1
                                          for sq in p.squares))
    before = seat(g)["tracks"]["water"]
    s.play("energy water")
    assert seat(g)["tracks"]["water"] == before + 1
    s.resolve()
    # level 5: a meteor tile drops no meteorite
    meteors = len(seat(g)["meteors"])
    s.give("O4-CE-M")
    s.place_first()
    assert len(seat(g)["meteors"]) == meteors
    s.resolve()


def test_stored_patches_are_placed_when_the_game_ends():
    for seed in range(60):
        g = kit.new_game(NAME, players=2, seed=seed)
        rng = random.Random(seed)
        stored = {}
        while not g.over:
            if g.phase == "final":
                break
            for p, s in enumerate(g.view(None)["seats"]):
                stored[p] = s["stored"]
            player = rng.choice(g.to_act)
            acts = g.legal_actions(player)
            store = [a for a in acts if a.text == "store patch"]
            g.play(store[0] if store else rng.choice(acts), player)
        if g.phase != "final" or not any(stored.values()):
            continue
        patches = {p: s["patches"] for p, s in enumerate(g.view(None)["seats"])}
        assert all(a.name == "patch" for p in g.to_act for a in g.legal_actions(p)), "no storing at the end"
        play_random(g, rng)
        for p, s in enumerate(g.view(None)["seats"]):
            assert s["stored"] == 0
            assert s["patches"] >= patches[p]
        assert g.over
        return
    pytest.fail("no random game stored a patch")


def test_tartarus_refuses_a_tile_across_the_chasm_by_name():
    s = Script("I2-CE", planet="Tartarus")
    s.give("I2-CE")
    g = s.g
    left = TARTARUS.left
    straddling = next(p for p in B.all_placements(B.SHAPES["I2"], False)
                      if p.mask & left and p.mask & ~left and not p.mask & TARTARUS.void)
    with pytest.raises(kit.IllegalAction) as err:
        g.play(f"place {B.CELL_NAMES[straddling.at]} {straddling.orientation}", 0)
    assert err.value.rule in ("chasm", "first tile on the border")
    assert B.placement_problem(TARTARUS, 0, B.SHAPES["I2"], False, straddling.at, straddling.orientation,
                               free=True)[0] == "chasm"
