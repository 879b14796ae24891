"""The three points where an audit found the kit playing otherwise than the game: the rover
track's space 10, the rover tracker at its top, and water doubled by a tech level reached
earlier in the same turn. Positions are built with chosen chance outcomes (see conftest)."""
from __future__ import annotations

from kit.games.planet_unknown import board as B
from tests.planet_unknown.conftest import Script, climb, seat, spend_moves, texts

KSB = B.PLANETS["KSB-4156"]
SHAPES = ("I2", "V3", "O4", "T4", "I3", "L4", "I4", "S4", "U5", "F5", "N5", "S5")


def rover_tiles() -> list[str]:
    """The 24 tiles with a rover square, small shapes first."""
    return [f"{shape}-{pair}{m}" for m in ("", "-M") for pair in ("RT", "WR") for shape in SHAPES]


def test_rover_space_ten_gives_a_synergy():
    """Rules text, Resource Tracks: "Synergy Boosts ... Immediately move the resource marker
    up one step on any resource track" — claimed "once your resource marker reaches an
    icon"; the rover track's tenth space carries that icon next to its movement 3 (the
    published track, as in the public implementation)."""
    s = Script(*rover_tiles())
    climb(s, rover_tiles(), "rover", 10)
    v = seat(s.g)
    assert v["tracks"]["rover"] == 10
    spend_moves(s)
    assert texts(s.g) and all(a.startswith("boost") for a in texts(s.g)), texts(s.g)


def test_the_rover_tracker_at_its_top_gives_movement_four_again():
    """Rules text, Rover Track: "Movement Space (number) - Move your rover(s) a combined
    amount equal to the space's number"; the top space shows 4, and a tracker advanced from
    there reaches it again (as in the public implementation, which moves the tracker back one
    space at the top). A synergy may then always choose the rover track."""
    s = Script(*rover_tiles())
    climb(s, rover_tiles(), "rover", 16)
    g = s.g
    spend_moves(s)
    # finish the turn without touching the rover track
    while 0 in g.to_act and g.phase == "resolve":
        acts = texts(g)
        s.play(next((a for a in acts if not a.endswith(" rover")), acts[0]))
    top = B.TRACKS["rover"].top
    assert seat(g)["tracks"]["rover"] == top
    tile = next(t for t in rover_tiles() if t in g.view(None)["public"]["tops"])
    s.give(tile)
    s.place_first()
    if "advance rover" in texts(g):  # else the rover symbol was the only one: spent at once
        s.play("advance rover")
    v = seat(g)
    extra = 1 if v["tech"] >= 3 else 0
    assert v["tracks"]["rover"] == top
    assert v["task"] == {"kind": "move", "moves": 4 + extra}


def test_a_synergy_may_choose_the_rover_track_at_its_top():
    """Rules text: a synergy moves the marker "up one step on any resource track"; on the
    rover track at its top that step gives movement 4 again, so rover is always offered."""
    s = Script("I2-TB", "V3-TB", *rover_tiles())  # two biomass tiles wait on top of their stacks
    climb(s, rover_tiles(), "rover", 16)
    g = s.g
    while 0 in g.to_act and g.phase == "resolve":
        acts = texts(g)
        s.play("stop" if "stop" in acts else next((a for a in acts if not a.endswith(" rover")), acts[0]))
    assert seat(g)["tracks"]["biomass"] == 0
    climb(s, ["I2-TB", "V3-TB"], "biomass", 2)  # biomass space 2: a synergy
    assert seat(g)["tracks"]["rover"] == 16
    assert "boost rover" in texts(g), texts(g)
    s.play("boost rover")
    assert seat(g)["task"]["kind"] == "move" and seat(g)["tracks"]["rover"] == 16


def tech_tiles() -> list[str]:
    return [f"{shape}-RT" for shape in SHAPES[:9]]


def energy_water_placement(s: Script, tile: str):
    """A placement of ``tile`` (energy and water) whose water lies on ice and whose energy
    square borders a tech square already on the planet."""
    v = seat(s.g)
    t = B.TILES[tile]
    tech = sum(1 << i for i, ch in enumerate(v["terrain"]) if ch == "T")
    for p in s.g.legal_placements(0, tile):
        wet = any(t.terrains[sq[1]] == "W" and KSB.ice >> sq[0] & 1 for sq in p.squares)
        energy = sum(1 << sq[0] for sq in p.squares if t.terrains[sq[1]] == "E")
        if wet and B.neighbours(energy) & tech:
            return p
    return None


def water_after(order: tuple[str, str]) -> tuple[int, int]:
    """Tech tracker at 9, then an energy-water tile on ice beside tech: spend the symbols in
    ``order`` ("energy tech" reaches tech level 4 at space 10); the water tracker's advance."""
    tiles = tech_tiles()
    s = Script(*tiles, "I4-EW", "S4-EW", "U5-EW", "F5-EW")
    climb(s, tiles, "tech", 9)
    g = s.g
    while 0 in g.to_act and g.phase == "resolve":  # the rest of the turn: not tech
        acts = texts(g)
        s.play(next((a for a in acts if not a.endswith(" tech")), acts[0]))
    assert seat(g)["tracks"]["tech"] == 9 and seat(g)["tech"] == 3
    for tile in ("I4-EW", "S4-EW", "U5-EW", "F5-EW"):
        p = energy_water_placement(s, tile)
        if p is not None:
            break
    else:
        raise AssertionError("no placement with water on ice beside tech")
    s.give(tile)
    s.play(f"place {B.CELL_NAMES[p.at]} {p.orientation}")
    before = seat(g)["tracks"]["water"]
    first, second = order
    s.play(first)
    if second in texts(g):  # else it was the only choice left: taken at once
        s.play(second)
    return seat(g)["tracks"]["water"] - before, seat(g)["tech"]


def test_tech_level_four_reached_first_doubles_that_turns_water():
    """Rules text, Turn: "Trackers may be advanced in whatever order the player prefers";
    Tech Track: "Level 4: Double Water advancement ... only applies if triggered by tile
    placement." Energy spent on tech first reaches level 4, and the tile's water symbol
    spent after it moves the water tracker two steps; spent before it, one."""
    assert water_after(("energy tech", "advance water")) == (2, 4)
    assert water_after(("advance water", "energy tech")) == (1, 4)
