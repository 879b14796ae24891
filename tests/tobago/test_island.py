"""Tobago island: hex geometry, generator constraints, text format and its error messages."""
from __future__ import annotations

import itertools
import math
import re

import networkx as nx
import pytest

from kit.games.tobago.generate import generate
from kit.games.tobago.hexes import (
    from_offset,
    hex_distance,
    hex_line,
    hex_to_pixel,
    hexes_within,
    neighbours,
    to_offset,
)
from kit.games.tobago.island import DEFAULTS, LETTERS, TERRAINS, Island, IslandError, island_svg, outline_path
from kit.games.tobago.island_code import island_code, island_of_code

# A valid island written by hand: 63 land hexes in a 9 x 7 block. Line numbers matter below:
# map rows are lines 1-11, the landmark lines are 12-21.
BASE = """\
. . . . . . . . . . . . . . . .
 . . . . . . . . . . . . . . . .
. . B B J S S S B B B . . . . .
 . . B J J M M S S R B . . . . .
. . M J L L M R R R M . . . . .
 . . M S L J J R S S M . . . . .
. . R S S J L L S M M . . . . .
 . . R R M J J L S J B . . . . .
. . B B B R M M L L B . . . . .
 . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
hut 1,2
hut 9,2
hut -2,8
hut 6,8
palm 5,2
palm 1,6
palm 5,7
statue 0,6 facing 3
statue 4,3 facing 2
statue 7,5 facing 0
"""


def cube_distance(a, b):
    """Hex distance written independently, through cube coordinates."""
    ax, az = a
    bx, bz = b
    ay, by = -ax - az, -bx - bz
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def set_cell(text: str, row: int, col: int, letter: str) -> str:
    """Change the letter of map row ``row`` (0-based), cell ``col`` (0-based)."""
    lines = text.split("\n")
    cells = lines[row].split()
    cells[col] = letter
    lines[row] = (" " if row % 2 else "") + " ".join(cells)
    return "\n".join(lines)


def replace_line(text: str, old: str, new: str | None) -> str:
    lines = text.split("\n")
    i = lines.index(old)
    if new is None:
        del lines[i]
    else:
        lines[i] = new
    return "\n".join(lines)


def broken(text: str) -> IslandError:
    with pytest.raises(IslandError) as info:
        Island.from_text(text)
    return info.value


def constraints(err: IslandError) -> set[str]:
    return {p.constraint for p in err.problems}


# --------------------------------------------------------------------------- geometry

def test_neighbours_are_at_distance_one_in_direction_order():
    h = (2, -3)
    ns = neighbours(h)
    assert len(set(ns)) == 6
    assert all(cube_distance(h, n) == 1 for n in ns)
    # pointy-top, y down: direction 0 is east, 1 north-east, 3 west
    x0, y0 = hex_to_pixel(h)
    east, ne, west = (hex_to_pixel(ns[i]) for i in (0, 1, 3))
    assert east[0] > x0 and math.isclose(east[1], y0)
    assert ne[0] > x0 and ne[1] < y0
    assert west[0] < x0 and math.isclose(west[1], y0)


def test_hex_distance_matches_cube_distance_and_graph_paths():
    pts = [(q, r) for q in range(-4, 5) for r in range(-4, 5)]
    for a, b in itertools.product(pts[::3], pts[::2]):
        assert hex_distance(a, b) == cube_distance(a, b) == hex_distance(b, a)
    g = Island.from_text(BASE).graph
    lengths = dict(nx.all_pairs_shortest_path_length(g))
    for a, b in itertools.combinations(sorted(g)[::7], 2):
        assert lengths[a][b] == hex_distance(a, b)


def test_hex_line_is_a_chain_of_neighbours_of_the_right_length():
    for a, b in [((0, 0), (5, -2)), ((3, 1), (-2, 4)), ((0, 0), (0, 0)), ((1, 1), (1, -6))]:
        line = hex_line(a, b)
        assert line[0] == a and line[-1] == b
        assert len(line) == hex_distance(a, b) + 1
        assert all(cube_distance(x, y) == 1 for x, y in zip(line, line[1:]))


def test_hexes_within_offsets_and_pixels():
    assert len(hexes_within((1, 2), 2)) == 19
    assert all(cube_distance((1, 2), h) <= 2 for h in hexes_within((1, 2), 2))
    for h in [(0, 0), (3, -2), (-4, 5), (2, 7)]:
        assert from_offset(*to_offset(h)) == h
        for n in neighbours(h):
            (x1, y1), (x2, y2) = hex_to_pixel(h, 10), hex_to_pixel(n, 10)
            assert math.isclose(math.hypot(x2 - x1, y2 - y1), 10 * math.sqrt(3))


# --------------------------------------------------------------------------- generator

def check_island_independently(island: Island, size: int) -> None:
    """Every constraint of reference §2 and the kit defaults, recomputed with networkx."""
    g = island.graph
    kind = dict(g.nodes(data="terrain"))
    land = [h for h, t in kind.items() if t != "sea"]
    sea = [h for h, t in kind.items() if t == "sea"]
    assert len(land) == size
    assert nx.is_connected(g.subgraph(land))
    assert nx.is_connected(g.subgraph(sea))                    # no enclosed sea
    for h in land:                                              # two rings of sea stored
        assert all(x in kind for x in hexes_within(h, 2))
    coast = {h for h in land if any(kind[n] == "sea" for n in g[h])}
    assert coast == set(island.coast) == {h for h, c in g.nodes(data="coast") if c}
    for t in TERRAINS:
        parts = sorted(nx.connected_components(g.subgraph([h for h in land if kind[h] == t])),
                       key=len, reverse=True)
        assert len(parts) >= 2, t                               # kit default
        assert len(parts[0]) > len(parts[1]), t                 # unique largest
        assert island.largest[t] == parts[0]
    assert all(h in coast for h in land if kind[h] == "beach")  # kit default
    marks = {h: k for h, k in g.nodes(data="landmark") if k}
    assert marks == dict(island.landmarks)
    for k, count in {"hut": 4, "palm": 3, "statue": 3}.items():
        spots = [h for h, x in marks.items() if x == k]
        assert len(spots) == count
        assert all(cube_distance(a, b) >= 4 for a, b in itertools.combinations(spots, 2))
    statues = [h for h, x in marks.items() if x == "statue"]
    assert not set(statues) & coast
    assert set(island.facing) == set(statues)
    assert all(island.facing[s] in range(6) for s in statues)


def test_500_generated_islands_meet_every_constraint():
    for seed in range(500):
        check_island_independently(generate(seed), DEFAULTS["size"])


@pytest.mark.parametrize("size", [60, 75, 90])
def test_generator_sizes(size):
    for seed in range(10):
        check_island_independently(generate(seed, size=size), size)


def test_generator_is_seeded_and_options_are_checked():
    assert generate(11) == generate(11)
    assert generate(11) != generate(12)
    more = generate(4, min_areas_per_terrain=3)
    assert all(sum(a.terrain == t for a in more.areas) >= 3 for t in TERRAINS)
    with pytest.raises(ValueError, match="size_range"):
        generate(1, size=20)
    with pytest.raises(TypeError, match="unknown island option"):
        generate(1, colour="red")


def test_graph_has_every_hex_and_the_documented_attributes():
    island = generate(3)
    g = island.graph
    assert set(g) == set(island.terrain)
    for _, data in g.nodes(data=True):
        assert {"terrain", "landmark", "coast", "area", "pos"} <= set(data)
        assert (data["area"] is None) == (data["terrain"] == "sea")
    for a, b in g.edges():
        assert cube_distance(a, b) == 1
    assert all(g.degree(h) == 6 for h in island.land)
    for area in island.areas:
        assert {g.nodes[h]["area"] for h in area.hexes} == {area.id}
        assert nx.is_connected(g.subgraph(area.hexes))


def test_statue_gaze_target_is_the_last_land_hex_on_the_line():
    island = Island.from_text(BASE)
    # worked out by hand from the map above
    assert island.statue_gaze_target((0, 6)) == (-1, 6)   # west: one river hex, then sea
    assert island.statue_gaze_target((4, 3)) == (4, 2)    # north-west
    assert island.statue_gaze_target((7, 5)) == (8, 5)    # east
    with pytest.raises(ValueError):
        island.statue_gaze_target((1, 2))                 # a hut, not a statue
    for seed in range(20):
        gen = generate(seed)
        for s in gen.facing:
            target = gen.statue_gaze_target(s)
            line = hex_line(s, target)
            assert all(gen.terrain[h] != "sea" for h in line)
            step = (target[0] - line[-2][0], target[1] - line[-2][1])
            beyond = (target[0] + step[0], target[1] + step[1])
            assert gen.terrain[beyond] == "sea"


# --------------------------------------------------------------------------- text format

def test_the_island_code_holds_a_generated_island_in_one_short_word():
    for size, seeds in ((60, range(12)), (70, range(30)), (90, range(12))):
        for seed in seeds:
            island = generate(seed, size=size)
            code = island_code(island)
            assert island_of_code(code) == island, (size, seed)
            assert " " not in code and len(code) <= 3 * size  # one letter a hex, few sea runs
            if size == 70:
                assert len(f"island {code}") <= 200
    # a landmark follows its hex's letter: h hut, p palm, a digit a statue's facing
    lesson = Island.load("lesson")
    code = island_code(lesson)
    assert code.count("h") == 4 and code.count("p") == 3 and len(re.findall(r"[BJRSLM][0-5]", code)) == 3
    assert island_of_code(code).landmarks == lesson.landmarks and island_of_code(code).facing == lesson.facing


def test_an_island_code_is_read_strictly():
    for bad in ("", "/", "BJ//M", "BJ/M/", "bj/m", "BJx/M", "B J/M", "BJh1/M", "h/M", "B" * 1001):
        with pytest.raises(ValueError):
            island_of_code(bad)
    assert island_of_code("B.J") != island_of_code("BJ")  # a sea hex inside a row counts



def test_text_round_trips():
    for seed in range(25):
        island = generate(seed)
        again = Island.from_text(island.to_text())
        assert again == island and hash(again) == hash(island)
    base = Island.from_text(BASE)
    assert Island.from_text(base.to_text()) == base
    compact = "\n".join("".join(line.split()) if not line[:1].isalpha() else line
                        for line in BASE.split("\n"))
    assert Island.from_text(compact) == base                 # spaces are optional


def test_lesson_island_ships_and_is_valid():
    lesson = Island.load("lesson")
    lesson.validate()
    check_island_independently(lesson, len(lesson.land))
    assert 60 <= len(lesson.land) <= 90


def test_hand_written_island_is_valid():
    island = Island.from_text(BASE)
    assert island.problems() == []
    assert len(island.land) == 63


@pytest.mark.parametrize("text, constraint, line, words", [
    (set_cell(BASE, 1, 6, "J"), "sea_rings", "line 2", "rings of sea"),
    (set_cell(BASE, 5, 13, "M"), "connected", "line 6", "2 separate pieces"),
    (set_cell(BASE, 6, 8, "."), "sea_connected", "line 7", "enclosed"),
    (set_cell(BASE, 4, 4, "J"), "unique_largest", "line", "2 largest jungle areas have 5"),
    (set_cell(BASE, 3, 5, "B"), "beach_on_coast", "line 4", "not on the coast"),
    (replace_line(BASE, "hut 6,8", None), "landmark_counts", "line", "3 huts"),
    (replace_line(BASE, "hut 6,8", "hut 3,2"), "landmark_distance", "lines 12, 15",
     "2 apart"),
    (replace_line(BASE, "statue 7,5 facing 0", "statue 9,3 facing 0"), "statue_coast",
     "line 21", "next to the sea"),
    (replace_line(BASE, "palm 5,7", "palm 12,5"), "landmark_on_land", "line 18", "in the sea"),
])
def test_each_broken_constraint_is_reported_alone_with_its_line(text, constraint, line, words):
    err = broken(text)
    assert constraints(err) == {constraint}
    assert line in str(err)
    assert words in str(err)


def test_missing_terrain_and_single_area_are_reported():
    no_lake = "\n".join(line.replace("L", "S") if not line[:1].isalpha() else line
                        for line in BASE.split("\n"))
    err = broken(no_lake)
    assert "terrains_present" in constraints(err)
    assert "terrain missing: lake" in str(err)
    one_lake = set_cell(set_cell(set_cell(BASE, 4, 4, "M"), 4, 5, "M"), 5, 4, "M")
    err = broken(one_lake)
    assert "min_areas" in constraints(err)
    assert "lake forms only 1 area" in str(err)


@pytest.mark.parametrize("text, message", [
    (set_cell(BASE, 4, 6, "X"), "line 5, character 7: unknown terrain letter 'X'"),
    (replace_line(BASE, "statue 7,5 facing 0", "statue 7,5"), "line 21: a statue needs a "
                                                              "facing"),
    (replace_line(BASE, "statue 7,5 facing 0", "statue 7,5 facing 9"), "line 21: a statue"),
    (replace_line(BASE, "palm 5,7", "palm 6,8"), "line 18: (6,8) already holds a hut (line 15)"),
    (replace_line(BASE, "hut 6,8", "hut three"), "line 15: cannot read"),
    (replace_line(BASE, "hut 6,8", "hut 40,2"), "line 15: (40,2) is not on the map"),
    (replace_line(BASE, "palm 5,2", "palm 5,2 facing 1"), "line 16: only statues have a facing"),
    (BASE + ". . . .\n", "line 22: map row after the landmark lines"),
    ("# nothing\n", "no map rows"),
])
def test_format_errors_name_the_line(text, message):
    err = broken(text)
    assert message in str(err)


def test_validate_false_loads_broken_islands_and_validate_lists_all_problems():
    text = replace_line(set_cell(BASE, 3, 5, "B"), "hut 6,8", None)
    island = Island.from_text(text, validate=False)
    with pytest.raises(ValueError) as info:
        island.validate()
    message = str(info.value)
    assert "beach not on the coast" in message and "3 huts" in message
    assert len(re.findall(r"^  - ", message, re.M)) == 2


def test_facing_names_are_accepted():
    text = replace_line(BASE, "statue 7,5 facing 0", "statue 7,5 facing SE")
    assert Island.from_text(text).facing[(7, 5)] == 5


# --------------------------------------------------------------------------- drawing

def test_island_svg_draws_the_land_and_one_ring_of_sea_with_letters():
    island = Island.from_text(BASE)
    svg = island_svg(island, shade={(1, 2): "#ff0000"}, highlight=[(3, 3), (4, 4)])
    hexes = re.findall(r'<polygon class="hex (\w+)"', svg)
    land = [h for h in island.terrain if island.terrain[h] != "sea"]
    coast_sea = {n for h in land for n in neighbours(h) if island.terrain.get(n) == "sea"}
    assert len(hexes) == len(land) + len(coast_sea)
    assert hexes.count("sea") == len(coast_sea)
    letters = re.findall(r'text-anchor="middle" fill="#[0-9A-F]+">([A-Z])</text>', svg)
    assert sorted(letters) == sorted(LETTERS[island.terrain[h]] for h in land)
    assert svg.count('class="highlight"') == 2
    assert svg.count('class="shade"') == 1
    assert svg.count('class="landmark statue"') == 3
    assert 'viewBox="' in svg and 'width="100%"' in svg and "data-id" not in svg
    assert island._repr_svg_().startswith("<svg")


def test_outline_path_follows_only_the_border():
    one = outline_path([(3, 3)], 10.0)
    assert one.count("M") == 6
    pair = outline_path([(3, 3), (4, 3)], 10.0)
    assert pair.count("M") == 10, "the shared side is not drawn"
