"""The dice block and the cut rule: geometry, pip total, one piece (corner contact does not
join), holes, and every legal cut against a brute-force enumeration of every seam."""
from __future__ import annotations

import random
import time

import networkx as nx
import pytest

from kit.games.diced_veggies import block as B


def test_the_frame_is_a_5_by_7_grid_graph_joined_by_sides_only():
    g = B.frame_graph()
    assert g.number_of_nodes() == 35 and g.number_of_edges() == 5 * 6 + 4 * 7
    assert not g.has_edge((0, 0), (1, 1)), "corner contact is no edge"
    assert nx.is_connected(B.block_graph(B.parse_block("R2 G2 / . Y2")))
    assert not nx.is_connected(B.block_graph(B.parse_block("R2 . / . Y2")))


def test_the_components_are_35_dice_of_five_colours_with_faces_2_to_6():
    assert B.LETTERS == ("R", "O", "Y", "G", "P") and B.DICE_PER_COLOUR * len(B.LETTERS) == 35
    assert B.FACES == (2, 2, 3, 4, 5, 6)
    assert len(B.RECIPES) == 44 and len(B.HYPES) == 34
    assert all(2 <= len(r.ingredients) <= 5 and r.points == len(r.ingredients) for r in B.RECIPES.values())
    kinds = [h.kind for h in B.HYPES.values()]
    assert (kinds.count("sum19"), kinds.count("sequence"), kinds.count("double")) == (12, 11, 11)


def test_block_text_round_trips_and_refuses_what_is_not_a_die():
    text = "R5 G3 Y2 / . O6 / P2"
    block = B.parse_block(text)
    assert block == {(0, 0): "R5", (0, 1): "G3", (0, 2): "Y2", (1, 1): "O6", (2, 0): "P2"}
    assert B.parse_block(B.block_text(block)) == block
    assert len(B.parse_block(" ".join(["R2"] * 35))) == 35  # without "/" the rows fill 7 at a time
    for bad in ("R1", "X5", "R7", "R5 " * 36, "R2 / R2 / R2 / R2 / R2 / R2"):
        with pytest.raises(ValueError):
            B.parse_block(bad)


@pytest.mark.parametrize("text, expected", [
    ("top 2|3 3-5", B.Cut("top", 2, 2, 4)),
    ("left 4|5 2", B.Cut("left", 4, 1, 1)),
    ("bottom 1|2 1-7", B.Cut("bottom", 1, 0, 6)),
])
def test_cut_text_parses_and_round_trips(text, expected):
    cut = B.parse_cut(text.split())
    assert cut == expected and B.cut_text(cut) == text


@pytest.mark.parametrize("text", ["top 0|1 1", "top 5|6 1", "top 2|4 1", "left 1|2 6", "up 1|2 1",
                                  "top 1|2 3-2", "top 1|2", "right 6|7 1-8"])
def test_bad_cut_texts_are_refused(text):
    with pytest.raises(ValueError):
        B.parse_cut(text.split())


def test_a_cut_takes_the_run_of_dice_from_the_seam_to_an_empty_cell():
    block = B.parse_block("R2 R3 R2 / G2 . G2 / Y2 Y3 Y4")  # a ring round a hole
    taken = B.cut_cells(block, B.parse_cut("top 2|3 1-3".split()))
    assert taken == {(1, 0), (0, 0), (1, 2), (0, 2)}  # column 2 stops at the hole: nothing there
    assert B.check_cut(block, taken)[0] == "one piece"  # R3 above the hole is left alone
    assert "R3 at row 1, column 2" in B.check_cut(block, taken)[1]


def test_the_sum_rule_names_the_total():
    block = B.parse_block("R6 R5 R2 / G2 G2 G2")
    rule, message = B.check_cut(block, B.cut_cells(block, B.parse_cut("top 1|2 1-2".split())))
    assert rule == "cut total" and "11 pips" in message
    assert B.check_cut(block, B.cut_cells(block, B.parse_cut("top 1|2 2-3".split()))) is None  # 7 pips


def test_corner_contact_does_not_keep_the_block_in_one_piece():
    block = B.parse_block("R6 G6 / . Y6")
    rule, message = B.check_cut(block, frozenset({(0, 1)}))
    assert rule == "one piece" and "corner" in message and "Y6 at row 2, column 2" in message
    assert [B.cut_text(c) for c in B.legal_cuts(block)] == ["top 1|2 1", "bottom 1|2 2"]


def test_a_cut_must_take_a_die():
    block = B.parse_block("R6 G6 / . Y6")
    assert B.check_cut(block, B.cut_cells(block, B.parse_cut("bottom 1|2 1".split()))) \
        == ("cut takes dice", "this cut separates no dice from the block")


def test_a_block_of_ten_or_fewer_pips_has_no_cut_it_is_taken_whole():
    assert B.legal_cuts(B.parse_block("R2 R3 / G5")) == []
    assert B.legal_cuts(B.parse_block("R2 R3 / G6")) != []


# ------------------------------------------------------------ brute force
GRID = nx.grid_2d_graph(5, 7)


def brute_force(block: dict) -> set[frozenset]:
    """Every set of dice that some seam segment takes legally: every row and column seam,
    every span, both sides, checked with networkx (no pruning, no shortcuts)."""
    found = set()
    if sum(int(d[1]) for d in block.values()) <= 10:
        return found
    for side in ("top", "bottom", "left", "right"):
        horizontal = side in ("top", "bottom")
        lines, across = (5, 7) if horizontal else (7, 5)
        step = {"top": (-1, 0), "bottom": (1, 0), "left": (0, -1), "right": (0, 1)}[side]
        for seam in range(1, lines):
            for start in range(across):
                for end in range(start, across):
                    taken = set()
                    for line in range(start, end + 1):
                        near = seam - 1 if side in ("top", "left") else seam
                        cell = (near, line) if horizontal else (line, near)
                        while cell in block:
                            taken.add(cell)
                            cell = (cell[0] + step[0], cell[1] + step[1])
                    if not taken or sum(int(block[c][1]) for c in taken) > 10:
                        continue
                    rest = [c for c in block if c not in taken]
                    if nx.is_connected(GRID.subgraph(rest)):
                        found.add(frozenset(taken))
    return found


def random_block(rng: random.Random) -> dict:
    """A random one-piece block: a random set of cells (often with holes and corner
    contacts), its largest piece, random faces."""
    density = rng.choice([0.45, 0.6, 0.8, 0.95, 1.0])
    cells = [(r, c) for r in range(5) for c in range(7) if rng.random() < density]
    if not cells:
        cells = [(0, 0), (0, 1), (1, 0)]
    piece = max(B.pieces(cells), key=len)
    return {cell: rng.choice("ROYGP") + str(rng.choice(B.FACES)) for cell in piece}


def test_legal_cuts_agree_with_brute_force_on_200_random_blocks():
    rng = random.Random(2023)
    with_holes = corner_cases = 0
    for _ in range(200):
        block = random_block(rng)
        cuts = B.legal_cuts(block)
        assert cuts == B.find_cuts(block)
        sets = [B.cut_cells(block, c) for c in cuts]
        assert len(set(sets)) == len(sets), "one cut per set of dice taken"
        assert set(sets) == brute_force(block)
        for cut, cells in zip(cuts, sets):
            assert B.check_cut(block, cells) is None
            assert B.parse_cut(B.cut_text(cut).split()) == cut
        rows = {r for r, _ in block}
        holes = [(r, c) for r in rows for c in range(7) if (r, c) not in block
                 and any((r, x) in block for x in range(c)) and any((r, x) in block for x in range(c + 1, 7))]
        with_holes += bool(holes)
        corner_cases += any(B.check_cut(block, frozenset({cell})) and
                            B.check_cut(block, frozenset({cell}))[0] == "one piece" for cell in block)
    assert with_holes > 50 and corner_cases > 50, (with_holes, corner_cases)


def test_legal_cuts_of_a_full_block_takes_under_2_ms_of_cpu():
    """The issue's target (bench/bench_diced_veggies.py prints the numbers): CPU time, the
    median over 20 freshly rolled full blocks, uncached (``find_cuts``)."""
    rng = random.Random(3)
    blocks = []
    for _ in range(20):
        letters = [k for k in B.LETTERS for _ in range(7)]
        rng.shuffle(letters)
        blocks.append({(i // 7, i % 7): k + str(rng.choice(B.FACES)) for i, k in enumerate(letters)})
    times = []
    for block in blocks:
        start = time.process_time()
        for _ in range(10):
            B.find_cuts(block)
        times.append((time.process_time() - start) / 10)
    median = sorted(times)[len(times) // 2]
    assert median < 0.002, f"{median * 1000:.2f} ms"
