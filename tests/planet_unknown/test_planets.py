"""The advanced planets (the ``planet`` option): what makes each special, on positions built
with chosen chance outcomes through legal moves (see conftest); geometry from the board module."""
from __future__ import annotations

import pytest

import kit
from kit.games.planet_unknown import board as B
from kit.games.planet_unknown.facts import OPTIONS
from kit.games.planet_unknown.planet_rules import ABOUT, planet_points
from tests.planet_unknown.conftest import Script, seat, texts

P = B.PLANETS


def cells(*names: str) -> int:
    mask = 0
    for n in names:
        mask |= 1 << B.parse_cell(n)
    return mask


def refused(s: Script, p: B.Placement, rule: str) -> None:
    """Playing placement ``p`` is refused naming ``rule``, and nothing changes."""
    before = s.g.view(None)
    with pytest.raises(kit.IllegalAction) as err:
        s.g.play(f"place {B.CELL_NAMES[p.at]} {p.orientation}", 0)
    assert err.value.rule == rule
    assert s.g.view(None) == before


def first_placement(shape: str, test) -> B.Placement:
    return next(p for p in B.all_placements(B.SHAPES[shape], False) if test(p))


# ------------------------------------------------------------------ the option
def test_the_option_offers_every_planet_with_words_for_each():
    option = OPTIONS["planet"]
    assert option.default == "KSB-4156" and set(option.choices) == set(P) == set(ABOUT)
    assert len(P) == 13
    for name in P:
        assert f"{name} (" in option.doc
    g = kit.new_game("planet_unknown", players=2, seed=1)
    assert g.view(None)["public"]["planet"] == "KSB-4156"
    assert set(g.view(None)["seats"][0]["points"]) == {
        "rows and columns", "track medals", "lifepods", "meteorites", "civ cards", "neighbour objectives",
        "private objectives"}


def test_the_maps_hold_the_published_facts():
    for name, planet in P.items():
        assert planet.lifepods & ~planet.land == 0 and planet.ice & ~planet.land == 0, name
        assert planet.lifepods.bit_count() == 6, name
    assert P["Petra"].ice == 0 and P["Petra"].lifepods >> B.parse_cell("I10") & 1
    assert P["Cerberus"].row_medals == (1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 1)
    assert P["Oblivion"].col_medals == (3, 2, 2, 1, 1, 1, 1, 1, 1, 2, 2, 3)
    assert P["Lacuna"].holes.bit_count() == 15 and P["Lacuna"].holes & P["Lacuna"].land == 0
    zones = P["Cerberus"].zones
    assert len(zones) == 3 and sum(zones) == P["Cerberus"].land  # the three planets share no square
    assert P["Gaia"].cities.bit_count() == 8 and P["Charybdis"].start == cells("F6", "G6", "F7", "G7")


# ------------------------------------------------------------------ placement rules
def test_arashi_a_tile_on_the_ring_must_also_cover_a_square_off_it():
    s = Script("I2-CE", planet="Arashi")
    s.give("I2-CE")
    ring = P["Arashi"].ring
    options = s.g.legal_placements(0)
    assert any(p.mask & ring for p in options)
    assert all(p.mask & ~ring for p in options)
    only_ring = first_placement("I2", lambda p: not p.mask & ~ring and p.mask & P["Arashi"].border)
    refused(s, only_ring, "ring anchor")
    # a biomass patch (one square) never goes on the ring
    grid = B.PlanetGrid("Arashi", covered=cells("A6", "A5"))
    assert not any(p.mask & ring for p in grid.legal_placements(B.PATCH, free=True))


def test_charybdis_the_first_tile_covers_a_centre_square():
    s = Script("I2-CE", planet="Charybdis")
    s.give("I2-CE")
    centre = P["Charybdis"].start
    assert all(p.mask & centre for p in s.g.legal_placements(0))
    land = P["Charybdis"].land
    on_edge = first_placement("I2", lambda p: p.mask & P["Charybdis"].border and not p.mask & ~land)
    refused(s, on_edge, "first tile in the centre")
    s.place_first()
    assert set(seat(s.g)["covered"]) & {B.parse_cell(c) for c in ("F6", "G6", "F7", "G7")}


def test_k273_a_tile_covers_land_or_ice_never_both():
    planet = P["K-273"]
    s = Script("I2-CE", planet="K-273")
    s.give("I2-CE")
    options = s.g.legal_placements(0)
    assert options and all(not p.mask & planet.ice or not p.mask & ~planet.ice for p in options)
    mixed = first_placement("I2", lambda p: p.mask & planet.border and p.mask & planet.ice
                            and p.mask & ~planet.ice and not p.mask & planet.void)
    refused(s, mixed, "not land and ice")


def test_lacuna_holes_take_no_tile_and_are_not_the_edge():
    planet = P["Lacuna"]
    s = Script("I2-CE", planet="Lacuna")
    s.give("I2-CE")
    assert all(not p.mask & planet.holes for p in s.g.legal_placements(0))
    outer = B.neighbours(planet.void & ~planet.holes) | B.GRID_EDGE
    by_a_hole = first_placement("I2", lambda p: not p.mask & planet.void
                                and p.mask & B.neighbours(planet.holes) and not p.mask & outer)
    refused(s, by_a_hole, "first tile on the border")
    into_a_hole = first_placement("I2", lambda p: p.mask & planet.holes and p.mask & planet.land
                                  and p.mask & planet.border)
    refused(s, into_a_hole, "inside the grid")


def test_oblivion_the_first_tile_touches_the_outer_edge():
    planet = P["Oblivion"]
    s = Script("I2-CE", planet="Oblivion")
    s.give("I2-CE")
    assert all(p.mask & B.GRID_EDGE for p in s.g.legal_placements(0))
    assert planet.border == planet.land & B.GRID_EDGE
    inner = first_placement("I2", lambda p: not p.mask & planet.void and p.mask & B.neighbours(planet.void)
                            and not p.mask & B.GRID_EDGE)
    refused(s, inner, "first tile on the border")


def _slides(mask: int, covered: int) -> bool:
    """The slide rule written here by coordinates: some one-square shift covers no tile."""
    squares = [divmod(i, B.SIZE) for i in B.bits(mask)]
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        moved = [(r + dr) * B.SIZE + c + dc for r, c in squares
                 if 0 <= r + dr < B.SIZE and 0 <= c + dc < B.SIZE]
        if not any(covered >> i & 1 for i in moved):
            return True
    return False


def test_pajitnov_a_tile_must_slide_into_place():
    s = Script("O4-CE", "I2-RT", planet="Pajitnov")
    s.give("O4-CE")
    s.place_first()
    s.resolve()
    s.give("I2-RT")
    covered = sum(1 << c for c in seat(s.g)["covered"])
    listed = {(p.at, p.orientation) for p in s.g.legal_placements(0)}
    assert listed and all(_slides(B.placement_index(B.SHAPES["I2"], False)[k].mask, covered) for k in listed)
    # a gap closed on every side refuses a tile that could not slide in
    walled = cells("F4", "E5", "G5", "E6", "G6", "F7")
    grid = B.PlanetGrid("Pajitnov", walled)
    pair = first_placement("I2", lambda p: p.mask == cells("F5", "F6"))
    problem = B.placement_problem(grid.planet, walled, B.SHAPES["I2"], False, pair.at, pair.orientation)
    assert problem is not None and problem[0] == "slide" and not _slides(pair.mask, walled)
    assert pair not in grid.legal_placements(B.SHAPES["I2"])
    # the same gap on the basic planet takes the tile
    i2 = B.SHAPES["I2"]
    assert B.placement_problem(P["KSB-4156"], walled, i2, False, pair.at, pair.orientation) is None


# ------------------------------------------------------------------ rovers
def test_kaax_rovers_keep_off_toxic_terrain_no_tile_covers():
    planet = P["K'Aax"]
    e2, f2 = B.parse_cell("E2"), B.parse_cell("F2")
    s = Script("I2-RT", "I2-RT-M", planet="K'Aax")
    s.give("I2-RT")
    s.place_first(where=lambda p: p.mask == cells("E2", "F2"))
    s.play("advance rover")  # rover space 1: a new rover
    s.play("rover E2")
    s.resolve()
    s.give("I2-RT-M")
    s.place_first(where=lambda p: p.mask & B.neighbours(cells("F2")) and not p.mask & cells("D2", "E3"))
    s.play("advance rover")  # rover space 2: one step
    moves = [a for a in texts(s.g) if a.startswith("move")]
    assert planet.toxic >> B.parse_cell("D2") & 1 and planet.toxic >> B.parse_cell("E3") & 1
    assert moves == [f"move E2 {B.CELL_NAMES[j]}" for j in planet.rover_steps(e2, sum(1 << c for c in
                                                                                 seat(s.g)["covered"]))]
    assert "move E2 D2" not in moves and "move E2 E3" not in moves and f"move E2 {B.CELL_NAMES[f2]}" in moves
    with pytest.raises(kit.IllegalAction):
        s.g.play("move E2 D2", 0)
    # once a tile covers toxic terrain a rover may go there
    assert B.parse_cell("D2") in planet.rover_steps(e2, cells("D2"))


# ------------------------------------------------------------------ scoring and energy
def test_gaia_scores_the_cities_left_uncovered():
    s = Script("I2-CE", planet="Gaia")
    assert seat(s.g)["points"]["cities left uncovered"] == 16
    s.give("I2-CE")
    s.place_first(where=lambda p: p.mask & P["Gaia"].cities)
    assert seat(s.g)["points"]["cities left uncovered"] == 14


def test_cerberus_adds_two_medals_a_planet_covered_completely():
    planet = P["Cerberus"]
    small = min(planet.zones, key=int.bit_count)
    assert planet_points(planet, 0) == {"planets covered": 0}
    assert planet_points(planet, small) == {"planets covered": 2}
    assert planet_points(planet, small & (small - 1)) == {"planets covered": 0}  # one square open
    assert planet_points(planet, planet.land) == {"planets covered": 6}
    assert seat(Script(planet="Cerberus").g)["points"]["planets covered"] == 0


def test_petra_currents_join_energy_areas():
    planet = P["Petra"]
    ce = B.TILES["I2-CE"]
    grid = B.PlanetGrid("Petra")

    def links(first: B.Placement, second: B.Placement) -> bool:
        """The second tile's energy square is not next to the first tile but touches a
        current that does."""
        energy = [c for c, half, _, _ in second.squares if ce.terrains[half] == "E"]
        area = _current(planet, first.mask, second.mask)
        return all(not B.neighbours(1 << c) & first.mask for c in energy) and \
            any(B.neighbours(1 << c) & area for c in energy)

    pairs = ((a, b) for a in grid.legal_placements(B.TILES["I2-RT"]) if not a.mask & planet.electric
             for b in grid.place(a).legal_placements(ce) if not b.mask & planet.electric and links(a, b))
    first, second = next(pairs)
    s = Script("I2-RT", "I2-CE", planet="Petra")
    s.give("I2-RT")
    s.play(f"place {B.CELL_NAMES[first.at]} {first.orientation}")
    s.resolve()
    s.give("I2-CE")
    s.play(f"place {B.CELL_NAMES[second.at]} {second.orientation}")
    offered = {a.split()[-1] for a in texts(s.g) if a.startswith("energy")}
    assert "civ" in offered and offered & {"rover", "tech"}
    # on the basic planet the same tile offers only its other resource there
    assert not B.PLANETS["KSB-4156"].electric


def _current(planet: B.Planet, covered: int, other: int) -> int:
    """The currents (not under ``other``) connected to squares next to ``covered``."""
    free = planet.electric & ~covered & ~other
    area = B.neighbours(covered) & free
    while True:
        grown = area | (B.neighbours(area) & free)
        if grown == area:
            return area
        area = grown


def test_petra_currents_fill_rows_and_columns():
    planet = P["Petra"]
    assert planet.filled(0) == planet.electric
    row_b = B.ROW_MASKS[1] & planet.land
    assert row_b & ~planet.filled(row_b & ~planet.electric) == 0


def test_persephone_refuses_a_symbol_in_its_restricted_quarter():
    planet = P["Persephone"]
    ce = B.TILES["I2-CE"]
    s = Script("I2-CE", planet="Persephone")
    s.give("I2-CE")
    options = s.g.legal_placements(0)
    top_left = sum(1 << (r * B.SIZE + c) for r in range(6) for c in range(6))
    top_right = sum(1 << (r * B.SIZE + c) for r in range(6) for c in range(6, 12))
    for p in options:
        civ, energy = ([c for c, half, symbol, _ in p.squares if symbol and ce.terrains[half] == t]
                       for t in "CE")
        assert not any(top_left >> c & 1 for c in civ) and not any(top_right >> c & 1 for c in energy)
    in_top_left = first_placement("I2", lambda p: not p.mask & ~top_left & B.FULL and p.mask & planet.border
                                  and not p.mask & planet.void)
    refused(s, in_top_left, "restricted quarter")
    assert B.placement_problem(P["KSB-4156"], 0, ce.shape, False, in_top_left.at, in_top_left.orientation,
                               terrains=ce.terrains) is None
    s.place_first()
    assert seat(s.g)["hand"] is None


# ------------------------------------------------------------------ random play
@pytest.mark.parametrize("name", sorted(set(P) - {"KSB-4156"}))
def test_random_legal_play_keeps_every_planet_rule(name):
    """Every tile a random game places obeys its planet's rules, checked here from the
    view's list of placements, in order."""
    import random

    from kit.bots import play_random

    planet = P[name]
    g = kit.new_game("planet_unknown", players=2, seed=7, planet=name)
    play_random(g, random.Random(7))
    for s in g.view(None)["seats"]:
        covered = 0
        for k, (tile_id, at, orientation) in enumerate(s["placed"]):
            t = B.TILES[tile_id]
            p = B.placement_index(t.shape, t.meteor)[(B.parse_cell(at), orientation)]
            assert not p.mask & planet.void, "on the planet, never in a hole"
            assert not planet.left or not (p.mask & planet.left and p.mask & ~planet.left)
            assert not p.mask & planet.ring or p.mask & ~planet.ring
            mixed = p.mask & planet.ice and p.mask & ~planet.ice
            assert "not land and ice" not in planet.rules or not mixed
            if "slide" in planet.rules:
                assert _slides(p.mask, covered)
            if k == 0 and planet.start:
                assert p.mask & planet.start
            for cell, half, symbol, _ in p.squares:
                r, c = divmod(cell, B.SIZE)
                if symbol and planet.quadrants:
                    assert planet.quadrants[2 * (r >= 6) + (c >= 6)] != t.terrains[half]
            covered |= p.mask
        patches = sum(1 << i for i, ch in enumerate(s["terrain"]) if ch == "b")
        assert not patches & planet.ring, "no biomass patch on Arashi's ring"
        assert len(s["covered"]) + s["empty"] == planet.land.bit_count()


# ------------------------------------------------------------------ drawing
@pytest.mark.parametrize("name", sorted(P))
def test_every_planet_draws_its_map_and_says_what_its_marks_mean(name):
    import xml.etree.ElementTree as ET

    planet = P[name]
    svg = kit.draw(kit.new_game("planet_unknown", players=2, seed=1, planet=name))
    root = ET.fromstring(svg)
    texts_drawn = ["".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert f"Planet Unknown · {name} · round 1" in texts_drawn
    squares = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("width") == "30"]
    assert len(squares) == planet.land.bit_count()  # one square a land cell, none for void or holes
    labels = {"ring": "ring", "toxic": "tox", "electric": "zap", "cities": "city", "start": "1st"}
    for field, label in labels.items():
        shown = texts_drawn.count(label)
        assert shown == (getattr(planet, field) & ~planet.ice).bit_count(), (field, shown)
    legend = texts_drawn[-1]
    assert ("no symbol C*, E*, T*, W*" in legend) == bool(planet.quadrants)
    assert all(float(t.get("font-size")) >= 14 for t in root.iter("{http://www.w3.org/2000/svg}text"))
