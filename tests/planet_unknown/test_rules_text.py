"""Sentences of the rules text (shared/rules/planet_unknown.txt) checked one by one, on
positions built with chosen chance outcomes (see conftest): the ones the first round of
tests left open or read differently."""
from __future__ import annotations

import json
import random

import pytest

import kit
from kit.bots import play_random
from kit.games.planet_unknown import board as B
from tests.planet_unknown.conftest import NAME, Script, public, seat, texts

KSB = B.PLANETS["KSB-4156"]


def put(s: Script, tile: str, layout: dict[str, str], player: int = 0) -> None:
    """Place the tile in hand so that it covers exactly ``layout`` (square -> terrain letter)."""
    want = {B.parse_cell(c): letter for c, letter in layout.items()}
    t = B.TILES[tile]
    for p in s.g.legal_placements(player):
        if {sq[0]: t.terrains[sq[1]] for sq in p.squares} == want:
            s.play(f"place {B.CELL_NAMES[p.at]} {p.orientation}", player)
            return
    raise AssertionError(f"{tile} cannot cover {layout}")


def symbol_square(tile: str, layout: dict[str, str], letter: str) -> str:
    """The square of ``layout`` on which the tile's ``letter`` symbol lies."""
    t = B.TILES[tile]
    want = {B.parse_cell(c): v for c, v in layout.items()}
    for p in B.all_placements(t.shape, t.meteor):
        if {sq[0]: t.terrains[sq[1]] for sq in p.squares} == want:
            return next(B.CELL_NAMES[sq[0]] for sq in p.squares if sq[2] and t.terrains[sq[1]] == letter)
    raise AssertionError(layout)


# ---------------------------------------------------------------- water on ice
def test_water_advances_when_any_water_square_of_the_tile_lies_on_ice():
    """'If a square of the tile with water resource is placed on planetary ice, the track
    advances': a water square on ice is enough, wherever the symbol lies (the public
    implementation counts water squares on ice the same way)."""
    layout = {"D2": "W", "E2": "W", "E3": "R"}   # D2 is ice, E2 (the water symbol) is land
    assert symbol_square("V3-WR", layout, "W") == "E2"
    assert KSB.ice >> B.parse_cell("D2") & 1 and not KSB.ice >> B.parse_cell("E2") & 1
    s = Script("V3-WR")
    s.give("V3-WR")
    put(s, "V3-WR", layout)
    s.play("advance water")
    assert seat(s.g)["tracks"]["water"] == 1, "a water square on ice moves the water tracker"


def test_no_water_square_on_ice_no_water():
    s = Script("I2-WR")
    s.give("I2-WR")
    put(s, "I2-WR", {"F1": "W", "G1": "R"})   # F1 and G1 are land
    s.resolve()
    assert seat(s.g)["tracks"]["water"] == 0
    assert any("not on ice" in line for line in s.g.log)


# ---------------------------------------------------------------------- energy
def test_energy_offers_what_borders_the_whole_energy_area_and_nothing_else():
    """'a resource bordering the energy terrain (tan area spanning 1 or more tile) that
    includes the tile just placed': the area runs on through an older tile's energy."""
    s = Script("I2-BC", "I2-EW", "I2-RT", "I2-CE")
    s.give("I2-BC")
    put(s, "I2-BC", {"K6": "B", "L6": "C"})
    s.resolve()
    s.give("I2-EW")
    put(s, "I2-EW", {"J6": "E", "J7": "W"})   # its energy touches the biomass on K6
    assert {a for a in texts(s.g) if a.startswith("energy")} == {"energy water", "energy biomass"}
    s.resolve(prefer="water")
    s.give("I2-RT")
    put(s, "I2-RT", {"J8": "R", "K8": "T"})   # touches the water, not the energy
    s.resolve()
    s.give("I2-CE")
    put(s, "I2-CE", {"H6": "C", "I6": "E"})   # its energy joins the energy on J6
    energy = {a for a in texts(s.g) if a.startswith("energy")}
    # civ: the tile's other resource; water and biomass border the energy on J6
    assert energy == {"energy civ", "energy water", "energy biomass"}
    before = seat(s.g)["tracks"]["civ"]
    s.play("energy civ")   # the other resource: civ advances twice in all
    s.resolve()
    assert seat(s.g)["tracks"]["civ"] == before + 2


# ---------------------------------------------------------------------- rovers
WATER_ROVER = sorted((t for t in B.TILES if B.TILES[t].terrains == ("W", "R")),
                     key=lambda t: (t.endswith("-M"), B.TILES[t].shape.stack, B.TILES[t].shape.ring))


def _rover_game(moves: int = 3) -> Script:
    """Solo, water/rover tiles only (no tech): the rover tracker climbs to the first space
    that moves ``moves`` with two rovers on the planet."""
    s = Script(*WATER_ROVER)
    g = s.g
    for t in WATER_ROVER:
        s.give(t)
        s.place_first()
        while 0 in g.to_act and g.phase == "resolve":
            v = seat(g)
            if v["task"]["kind"] == "move" and v["task"]["moves"] == moves and len(v["rovers"]) == 2:
                return s
            acts = texts(g)
            pick = next((a for a in acts if a in ("advance rover", "boost rover", "energy rover")), None)
            s.play(pick or ("stop" if "stop" in acts else acts[0]))
    raise AssertionError("the rover tracker never reached that space with two rovers")


def _path(start: int, goal: int) -> list[int]:
    """A shortest rover path on the basic planet from ``start`` to ``goal`` (both included)."""
    came = {start: start}
    queue = [start]
    for cell in queue:
        for nxt in KSB.rover_steps(cell):
            if nxt not in came:
                came[nxt] = cell
                queue.append(nxt)
    path = [goal]
    while path[-1] != start:
        path.append(came[path[-1]])
    return path[::-1]


def test_a_three_moves_one_rover_three_squares_or_two_rovers_two_and_one():
    """The text's example: 'a 3 could move 1 rover 3 spaces or 2 rovers 2 and 1 spaces'."""
    s = _rover_game(3)
    g = s.g
    a, b = seat(g)["rovers"]

    def free_step(src: int, avoid: set[int]) -> int:
        return next(j for j in KSB.rover_steps(src) if j not in avoid)

    one = g.copy()
    cell = a
    for k in range(3):
        nxt = free_step(cell, {b})
        one.play(f"move {B.CELL_NAMES[cell]} {B.CELL_NAMES[nxt]}", 0)
        cell = nxt
        if k < 2:
            assert one.view(None)["seats"][0]["task"] == {"kind": "move", "moves": 2 - k}
    assert cell in one.view(None)["seats"][0]["rovers"]
    assert one.view(None)["seats"][0]["task"] is None or one.view(None)["seats"][0]["task"]["kind"] != "move"

    two = g.copy()
    a1 = free_step(a, {b})
    a2 = free_step(a1, {b, a})
    two.play(f"move {B.CELL_NAMES[a]} {B.CELL_NAMES[a1]}", 0)
    two.play(f"move {B.CELL_NAMES[a1]} {B.CELL_NAMES[a2]}", 0)
    b1 = free_step(b, {a2})
    two.play(f"move {B.CELL_NAMES[b]} {B.CELL_NAMES[b1]}", 0)
    v = two.view(None)["seats"][0]
    assert sorted(v["rovers"]) == sorted([a2, b1])
    assert v["task"] is None or v["task"]["kind"] != "move", "three steps in all, then no more"


def test_rovers_never_share_a_square():
    """Kit default after the public implementation: a rover may not move onto a square
    where another rover stands. The first rover drives towards the second until they
    stand side by side."""
    s = Script(*WATER_ROVER)
    g = s.g
    for t in WATER_ROVER:
        s.give(t)
        s.place_first()
        while 0 in g.to_act and g.phase == "resolve":
            v = seat(g)
            acts = texts(g)
            if v["task"]["kind"] == "move" and len(v["rovers"]) == 2:
                a, b = v["rovers"]
                if b in KSB.rover_steps(a):
                    assert f"move {B.CELL_NAMES[a]} {B.CELL_NAMES[b]}" not in acts
                    assert f"move {B.CELL_NAMES[b]} {B.CELL_NAMES[a]}" not in acts
                    with pytest.raises(kit.IllegalAction) as err:
                        g.play(f"move {B.CELL_NAMES[a]} {B.CELL_NAMES[b]}", 0)
                    assert "another rover" in str(err.value)
                    return
                s.play(f"move {B.CELL_NAMES[a]} {B.CELL_NAMES[_path(a, b)[1]]}")
                continue
            pick = next((x for x in acts if x in ("advance rover", "boost rover", "energy rover")), None)
            s.play(pick or ("stop" if "stop" in acts else acts[0]))
    pytest.fail("the rovers never met")


def test_collecting_the_meteorite_lets_its_row_score():
    """'no spaces have a Meteor token on them': once a rover collects the meteorite, the
    complete row scores again."""
    s = Script("I2-RT-M")
    s.give("I2-RT-M")
    s.play("place F1 90")   # F1 and G1: row 1 complete, with a meteorite in it
    assert s.g.score_parts(0)["rows and columns"] == 0
    meteor = seat(s.g)["meteors"][0]
    s.play("advance rover")   # rover space 1: a new rover, landed on the meteorite
    s.play(f"rover {B.CELL_NAMES[meteor]}")
    s.resolve()
    v = seat(s.g)
    assert v["meteors"] == [] and v["rocks"] == 1
    assert s.g.score_parts(0)["rows and columns"] == 1
    assert s.g.score_parts(0)["meteorites"] == 0, "1 point per 3 meteorites: one scores nothing"


# ------------------------------------------------------------------------ end
def test_a_player_who_cannot_place_still_advances_the_trackers():
    """'If a tile cannot be placed, the player still chooses a tile from the depot and
    advances the trackers as normal, without adding the tile to their planet.'"""
    for seed in range(60):
        g = kit.new_game(NAME, players=2, seed=seed)
        rng = random.Random(seed)
        while not g.over:
            before = g.view(None)["seats"]
            play_random(g, rng, moves=1)
            after = g.view(None)["seats"]
            for p in g.players:
                if len(after[p]["set_aside"]) > len(before[p]["set_aside"]):
                    tile = B.TILES[after[p]["set_aside"][-1]]
                    gains = [tile.terrains[tile.shape.terrain[tile.shape.cells.index(sq)]]
                             for sq in tile.shape.symbols]
                    due = sum(1 for letter in gains if letter != "W")
                    while g.phase == "resolve":   # the round ends; then the final patches
                        play_random(g, rng, moves=1)
                    tracks = g.view(None)["seats"][p]["tracks"]
                    climbed = sum(tracks.values()) - sum(before[p]["tracks"].values())
                    tops = all(tracks[n] == B.TRACKS[n].top for n in B.TRACK_NAMES)
                    assert climbed >= due or tops, (tile.id, climbed, due)
                    assert g.view(None)["seats"][p]["placed"] == after[p]["placed"], "the tile is not placed"
                    return
    pytest.fail("no random game had a tile that fits nowhere")


def test_stored_patches_are_all_placed_at_the_end():
    """'After all players have advanced their trackers, any biomass patches should be
    placed': every stored patch is placed (while the planet has room)."""
    for seed in range(80):
        g = kit.new_game(NAME, players=2, seed=seed)
        rng = random.Random(seed)
        while not g.over and g.phase != "final":
            player = rng.choice(g.to_act)
            acts = g.legal_actions(player)
            store = [a for a in acts if a.text == "store patch"]
            g.play(store[0] if store else rng.choice(acts), player)
        if g.over:
            continue
        stored = {p: sum(1 for line in g.log if line.strip() == f"player {p + 1} stores a biomass patch")
                  for p in g.players}
        if not any(stored.values()):
            continue
        start = {p: s["patches"] for p, s in enumerate(g.view(None)["seats"])}
        play_random(g, rng)
        assert g.over
        for p, s in enumerate(g.view(None)["seats"]):
            placed_all = s["patches"] == start[p] + stored[p]
            assert placed_all or s["empty"] == 0 or not g.legal_actions(p), (p, stored)
        return
    pytest.fail("no random game stored a patch")


def test_a_tie_goes_to_the_player_with_fewer_empty_spaces():
    """'If tied, the player with the least empty spaces wins!' (and a full tie is shared)."""
    split = shared = False
    for seed in range(300):
        g = kit.new_game(NAME, players=2, seed=seed)
        play_random(g, random.Random(seed))
        scores = g.scores()
        if scores[0] != scores[1]:
            assert g.winners() == [scores.index(max(scores))]
            continue
        empty = [g.view(None)["seats"][p]["empty"] for p in g.players]
        if empty[0] != empty[1]:
            assert g.winners() == [empty.index(min(empty))]
            assert g.view(0)["public"]["winners"] == g.winners()
            split = True
        else:
            assert g.winners() == [0, 1]
            shared = True
        if split and shared:
            return
    assert split, "no random game ended in a tie on points"


# ---------------------------------------------------------------- hidden draft
def test_a_hidden_pick_never_reaches_another_seat():
    """The draft is simultaneous: until all have chosen, no view, log or copy_for of another
    seat tells which stack a player took."""
    s = Script(players=3)
    g = s.g
    g.play("turn 0")
    g.play("take outer", 0)
    for viewer in (1, 2):
        view = g.view(viewer)
        assert view["seats"][0]["pick"] is None and view["public"]["chosen"][0]
        assert view["private"]["pick"] is None
        assert "outer" not in json.dumps(g.log_for(viewer))
        picks = set()
        for k in range(30):
            copy = g.copy_for(viewer, random.Random(k))
            picks.add(copy.view(None)["seats"][0]["pick"])
            assert "outer" not in json.dumps(copy.log_for(None))
            assert copy.view(None)["seats"][viewer]["pick"] is None
        assert picks == {"inner", "outer"}, "the pick is redrawn among the stacks it could be"
    assert "outer" not in json.dumps(g.log)
    assert g.log_for(0)[-1].endswith("take the tile on the outer stack")
    g.play("take inner", 1)
    g.play("take inner", 2)
    assert public(g)["last_picks"] == ["outer", "inner", "inner"], "revealed once all have chosen"


def test_the_station_event_reads_in_plain_words():
    s = Script(players=1)
    s.g.play("turn 0")
    assert s.g.log[-1].strip() == "the station stays as it is"
    s2 = Script(players=1)
    s2.g.play("turn 1")
    assert s2.g.log[-1].strip() == "the station turns 1 depot clockwise"


def test_a_game_that_ends_at_the_reveal_asks_no_more_chance():
    """When every player's round resolves by itself at the reveal (a tile that fits nowhere,
    forced gains) in the last round, the game ends there: no stack is refilled afterwards,
    and the save file loads back (chance after the end would be refused)."""
    ended_at_reveal = 0
    for seed in range(40):
        g = kit.new_game(NAME, players=1, seed=seed)
        play_random(g, random.Random(seed))
        assert g.over and g.to_act == []
        assert kit.load_game(g.to_json()).over
        last = g.history[-1]
        if last.player != kit.CHANCE and last.action.name == "take":
            ended_at_reveal += 1
    assert ended_at_reveal, "no random solo game ended at a reveal"


def test_a_player_takes_a_tile_that_fits_when_one_does():
    """'a player cannot place a tile' ends the game: a player whose depot offers a tile that
    fits may not take the other one to end the game at will (the public implementation
    offers only tiles that fit, and a tile that fits nowhere only when none does)."""
    checked = 0
    for seed in range(30):
        g = kit.new_game(NAME, players=2, seed=seed)
        rng = random.Random(seed)
        while not g.over:
            if g.phase == "draft":
                for p in g.to_act:
                    if p == kit.CHANCE:
                        continue
                    depot = g.view(p)["public"]["depots"][g.view(p)["seats"][p]["depot"]]
                    fits = {ring: bool(depot[ring]) and bool(g.legal_placements(p, depot[ring]))
                            for ring in ("inner", "outer")}
                    offered = {a.args[0] for a in g.legal_actions(p)}
                    if any(fits.values()):
                        assert offered == {r for r, ok in fits.items() if ok}, (seed, fits, offered)
                        if not all(fits.values()):
                            checked += 1
                            bad = next(r for r, ok in fits.items() if not ok)
                            with pytest.raises(kit.IllegalAction) as err:
                                g.copy().play(f"take {bad}", p)
                            assert err.value.rule == "a tile that fits"
                    else:
                        assert offered == {r for r in ("inner", "outer") if depot[r]}
            play_random(g, rng, moves=1)
        if checked >= 3:
            return
    assert checked, "no depot offered one tile that fits and one that does not"
