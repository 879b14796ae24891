"""Corporations (the ``corporation`` option): each one's tracks and tech abilities as data, the
Universal Coalition's unchanged, and Republic: civ milestones on every second space of its
civ track, another tracker moved back at each, and its five tech abilities. Positions are
built with chosen chance outcomes through legal moves (see conftest): one Republic game
climbs its tech track once, and each test plays on from a copy at the tech level it needs."""
from __future__ import annotations

import copy
import random
from functools import cache

import pytest

import kit
from kit.games.planet_unknown import board as B
from kit.games.planet_unknown.civ import CIV_CARDS, CIV_OF_LEVEL
from kit.games.planet_unknown.corporation_rules import after_skip
from kit.games.planet_unknown.corporations import CORPORATIONS
from kit.games.planet_unknown.draw import view_svg
from tests.planet_unknown.conftest import NAME, Script, climb, public, seat, spend_moves, texts, tiles_with

REPUBLIC = CORPORATIONS["Republic"]
#: Tiles of rover and tech (every stack has one): the ladder climbs tech with them.
LADDER = [t for t in tiles_with("T") if "R" in t]


def milestones(track: B.Track) -> dict[int, int]:
    return {pos: v for pos, effects in track.spaces.items() for e, v in effects if e == "civ milestone"}


def test_the_universal_coalition_is_the_basic_tracks_and_tech_levels():
    basic = CORPORATIONS["Universal Coalition"]
    assert basic.tracks == B.TRACKS
    assert [basic.level_of[a] for a in ("free placement", "store patches", "extra movement",
                                        "double water", "meteor shield")] == [1, 2, 3, 4, 5]
    assert public(kit.new_game(NAME, players=1, seed=0)).get("corporation") is None


def test_republic_tracks_civ_milestones_every_second_space_and_one_rover():
    assert milestones(REPUBLIC.tracks["civ"]) == {2: 1, 4: 2, 6: 2, 8: 3, 10: 3, 12: 4, 14: 4}
    assert REPUBLIC.tracks["civ"].medals == ((15, 5),)
    rovers = [pos for pos, effects in REPUBLIC.tracks["rover"].spaces.items() if ("rover", 0) in effects]
    assert rovers == [1]
    assert REPUBLIC.tracks["tech"] is B.TRACKS["tech"] and REPUBLIC.tracks["water"] is B.TRACKS["water"]
    g = kit.new_game(NAME, players=2, seed=0, corporation="Republic")
    assert public(g)["corporation"] == "Republic"
    with pytest.raises(ValueError):
        kit.new_game(NAME, players=2, seed=0, corporation="Nobody Ltd.")


def _copy(s: Script) -> Script:
    out = copy.copy(s)
    out.g = s.g.copy()
    out.want = {k: list(v) for k, v in s.want.items()}
    return out


@cache
def _ladder() -> dict[int, Script]:
    """One Republic solo game climbing the tech track: a copy at the first space of each
    tech level (mid-turn: the rest of that turn still to resolve)."""
    s = Script(*LADDER, corporation="Republic")
    out = {}
    for level, space in enumerate((3, 5, 7, 10, 14), 1):
        if seat(s.g)["tracks"]["tech"] < space:
            climb(s, LADDER, "tech", space)
        out[level] = _copy(s)
        s.resolve(prefer="tech")
    return out


def at_level(level: int) -> Script:
    """A copy of the ladder at tech level ``level``, the turn resolved (rover moves stopped,
    trackers other than tech advanced as offered)."""
    s = _copy(_ladder()[level])
    s.resolve(prefer="rover")
    assert seat(s.g)["tech"] == level and seat(s.g)["rovers"]
    return s


def civ_tile(s: Script) -> str:
    """A civ tile on top of a stack now (the stacks left alone reveal biomass-and-civ tiles)."""
    return next(t for t in public(s.g)["tops"] if t and "C" in B.TILES[t].terrains)


def to_civ_milestone(s: Script) -> None:
    """Civ tiles, every advance on civ, until Republic's first civ milestone (space 2) is due."""
    g = s.g
    while True:
        s.give(civ_tile(s))
        spend_moves(s)
        s.place_first()
        while 0 in g.to_act and g.phase == "resolve":
            task = seat(g)["task"]
            if task["kind"] in ("civ", "synergy") and seat(g)["tracks"]["civ"] >= 2:
                return
            acts = texts(g)
            pick = next((a for a in acts if a.split()[0] in ("advance", "energy", "boost")
                         and a.endswith(" civ")), None)
            s.play(pick or ("stop" if "stop" in acts else acts[0]))


def test_republic_moves_another_tracker_back_at_a_civ_milestone():
    s = Script("I2-RT", *(t for t in tiles_with("C") if "B" in t), corporation="Republic")
    s.give("I2-RT")
    s.place_first()
    s.resolve()
    g = s.g
    assert seat(g)["tracks"]["rover"] == 1 and seat(g)["tracks"]["tech"] == 1
    to_civ_milestone(s)
    assert seat(g)["task"] == {"kind": "civ", "level": 1}
    s.play("keep 7")  # an end-game card: no effect now
    assert seat(g)["task"] == {"kind": "regress"}
    offered = texts(g)
    assert "regress civ" not in offered and {"regress rover", "regress tech"} <= set(offered)
    before = g.view(None)
    with pytest.raises(kit.IllegalAction) as refused:
        g.play("regress civ", 0)
    assert refused.value.rule == "Republic's civ milestone"
    assert g.view(None) == before
    s.play("regress rover")
    assert seat(g)["tracks"]["rover"] == 0 and seat(g)["tracks"]["civ"] >= 2


def test_republic_tech_one_gives_rover_movement_before_a_civ_tile_is_placed():
    s = at_level(1)
    g = s.g
    rover_space = seat(g)["tracks"]["rover"]
    steps = REPUBLIC.move_value(rover_space)
    assert steps >= 1
    tile = civ_tile(s)
    s.give(tile)
    assert seat(g)["hand"] == tile and seat(g)["task"] == {"kind": "move", "moves": steps}
    assert "stop" in texts(g) and not any(a.startswith("place") for a in texts(g))
    s.play("stop")
    assert seat(g)["task"]["kind"] == "place"


def test_republic_tech_two_offers_the_next_levels_civ_cards_too():
    s = at_level(2)
    to_civ_milestone(s)
    offered = sorted(int(a.split()[1]) for a in texts(s.g))
    assert offered == sorted(CIV_OF_LEVEL[1] + CIV_OF_LEVEL[2])
    level_two = next(n for n in CIV_OF_LEVEL[2] if CIV_CARDS[n].when == "end")
    s.play(f"keep {level_two}")
    assert level_two in seat(s.g)["civ"] and public(s.g)["civ_left"] == [9, 8, 9, 9]


def test_republic_tech_four_gives_a_synergy_at_a_civ_milestone():
    s = at_level(4)
    to_civ_milestone(s)
    assert seat(s.g)["task"] == {"kind": "synergy"}
    s.play("boost water")
    assert seat(s.g)["task"] == {"kind": "civ", "level": 1}


def _cell(name: str) -> int:
    return B.CELL_NAMES.index(name)


def _open(s: Script) -> int:
    covered = sum(1 << i for i in seat(s.g)["covered"])
    return B.PLANETS["KSB-4156"].land & ~covered


def _distances(s: Script) -> dict[int, int]:
    """Rover steps from every square to the nearest one with two or more open neighbours."""
    land, free = B.PLANETS["KSB-4156"].land, _open(s)
    frontier = [i for i in B.bits(land) if (B.neighbours(1 << i) & free).bit_count() >= 2]
    out = dict.fromkeys(frontier, 0)
    while frontier:
        nxt = []
        for i in frontier:
            for j in B.bits(B.neighbours(1 << i) & land):
                if j not in out:
                    out[j] = out[i] + 1
                    nxt.append(j)
        frontier = nxt
    return out


def walk_out(s: Script) -> int:
    """Take civ tiles and spend their rover movement (tech level 1) toward open land until the
    rover stands next to two open squares; return its square (the tile in hand to place)."""
    g = s.g
    for _ in range(4):
        s.give(civ_tile(s))
        while seat(g)["task"]["kind"] == "move":
            far = _distances(s)
            moves = [a for a in texts(g) if a.startswith("move")]
            best = min(moves, key=lambda a: far[_cell(a.split()[2])])
            rover = seat(g)["rovers"][0]
            s.play(best if far[_cell(best.split()[2])] < far[rover] else "stop")
        rover = seat(g)["rovers"][0]
        if _distances(s)[rover] == 0:
            return rover
        s.place_first(where=lambda p, spot=rover: not p.mask >> spot & 1)
        s.resolve()
    raise AssertionError("the rover never reached open land")


def civ_squares(s: Script) -> list[int]:
    return [i for i, ch in enumerate(seat(s.g)["terrain"]) if ch == "C"]


def test_republic_tech_three_teleports_a_rover_between_civ_squares():
    s = at_level(3)
    g = s.g
    # a civ tile with a civ square next to the rover, then one with its civ squares far from it
    rover = walk_out(s)
    near = B.neighbours(1 << rover)
    s.place_first(where=lambda p: not p.mask >> rover & 1 and any(
        near >> c & 1 and B.TILES[seat(g)["hand"]].terrains[h] == "C" for c, h, _, _ in p.squares))
    s.resolve()
    first = civ_squares(s)
    start = next(i for i in first if near >> i & 1)
    s.give(civ_tile(s))
    spend_moves(s)
    away = B.neighbours(1 << start) | 1 << start
    s.place_first(where=lambda p: not p.mask >> rover & 1 and all(
        B.TILES[seat(g)["hand"]].terrains[h] != "C" or not away >> c & 1 for c, h, _, _ in p.squares))
    s.resolve()
    far = [i for i in civ_squares(s) if not away >> i & 1]
    assert far and seat(g)["rovers"] == [rover]
    s.give(civ_tile(s))  # the civ tile's movement (tech level 1) comes before it is placed
    assert seat(g)["task"]["kind"] == "move" and seat(g)["task"]["moves"] >= 2
    jump = f"move {B.CELL_NAMES[start]} {B.CELL_NAMES[far[0]]}"
    assert f"move {B.CELL_NAMES[rover]} {B.CELL_NAMES[far[0]]}" not in texts(g)
    s.play(f"move {B.CELL_NAMES[rover]} {B.CELL_NAMES[start]}")
    assert jump in texts(g)
    s.play(jump)
    assert seat(g)["rovers"] == [far[0]]


def test_republic_tech_five_keeps_two_civ_cards_at_the_end():
    s = at_level(5)
    g = s.g
    g.chance = "auto"
    at_end = []
    while not g.over:
        task = seat(g)["task"]
        acts = texts(g)
        if task and task["kind"] == "civ" and g.phase == "final":
            assert task["level"] == 0 and len(acts) == sum(public(g)["civ_left"]) >= 2
            at_end.append(int(acts[-1].split()[1]))
            s.play(acts[-1])
            continue
        regress = [a for a in acts if a.startswith("regress") and a != "regress tech"]
        s.play(regress[0] if regress else ("stop" if "stop" in acts else acts[0]))
        assert seat(g)["tech"] == 5, "the test keeps the tech tracker up"
    assert len(at_end) == 2 and set(at_end) <= set(seat(g)["civ"])


# ------------------------------------------------------------------ Horizon Group
HORIZON = CORPORATIONS["Horizon Group"]


def before_placing(s: Script) -> None:
    """Answer what comes before the tile is placed: movement stopped, else the first choice."""
    while seat(s.g)["task"]["kind"] != "place":
        acts = texts(s.g)
        s.play("stop" if "stop" in acts else acts[0])


def ladder_turns(s):
    """Each tile of the ladder still on offer given to player 1 and placed at its first
    placement (the turn is then resolved by the caller)."""
    for tile in LADDER:
        if tile in public(s.g)["tops"]:
            s.give(tile)
            before_placing(s)
            s.place_first()
            yield tile


@cache
def _horizon() -> dict[str, Script]:
    """One Horizon Group solo game: the first rover lands on a meteorite (round 1: "landed"),
    beside it a water square (round 2, rover movement due: "carry"); then tiles of rover and
    tech climb the tech track, a copy after the turn reaching each tech level (1–5)."""
    s = Script("I2-RT-M", "V3-WR", *LADDER, corporation="Horizon Group")
    g = s.g
    s.give("I2-RT-M")
    s.place_first()
    rock = seat(g)["meteors"][0]
    s.play("advance rover")
    s.play(f"rover {B.CELL_NAMES[rock]}")
    s.resolve()
    out = {"landed": _copy(s)}
    s.give("V3-WR")
    beside = B.neighbours(1 << rock)
    s.place_first(where=lambda p: any(beside >> c & 1 and h == 0 for c, h, _, _ in p.squares))
    while seat(g)["task"]["kind"] != "move":
        s.play("advance rover" if "advance rover" in texts(g) else texts(g)[0])
    out["carry"] = _copy(s)
    s.resolve(prefer="tech")
    spaces = dict(zip((3, 5, 7, 10, 14), range(1, 6)))
    for _ in ladder_turns(s):
        s.resolve(prefer="tech")
        for space, level in spaces.items():
            if seat(g)["tracks"]["tech"] >= space and level not in out:
                out[level] = _copy(s)
        if 5 in out:
            return out
    raise AssertionError("the ladder never reached tech level 5")


def horizon(stage) -> Script:
    return _copy(_horizon()[stage])


def squares(g, letter: str) -> list[int]:
    return [i for i, ch in enumerate(seat(g)["terrain"]) if ch == letter]


def test_horizon_group_has_four_rovers_and_more_movement():
    rovers = [pos for pos, effects in HORIZON.tracks["rover"].spaces.items() if ("rover", 0) in effects]
    assert rovers == [1, 3, 6, 9]
    assert [HORIZON.move_value(p) for p in (2, 5, 8, 12)] == [2, 3, 4, 5]


def test_horizon_group_rovers_carry_meteorites_to_rover_symbols():
    s = horizon("landed")
    g = s.g
    rock = seat(g)["meteors"][0]
    assert seat(g)["rovers"] == [rock] and seat(g)["rocks"] == 0, "landing on a meteorite collects nothing"
    s = horizon("carry")
    g = s.g
    water = next(i for i in squares(g, "W") if B.neighbours(1 << rock) >> i & 1)
    s.play(f"move {B.CELL_NAMES[rock]} {B.CELL_NAMES[water]}")
    assert seat(g)["meteors"] == [water] and seat(g)["rovers"] == [water] and seat(g)["rocks"] == 0
    s = horizon("carry")
    g = s.g
    symbol = rock - 12  # the tile's rover symbol square, above its tech square with the meteorite
    assert seat(g)["terrain"][symbol] == "R"
    s.play(f"move {B.CELL_NAMES[rock]} {B.CELL_NAMES[symbol]}")
    assert seat(g)["meteors"] == [] and seat(g)["rocks"] == 1


def test_horizon_tech_one_places_rover_tiles_anywhere_only():
    s = horizon(1)
    g = s.g
    covered = sum(1 << i for i in seat(g)["covered"])
    plain = civ_tile(s)  # biomass and civ: no rover terrain
    s.give(plain)
    before_placing(s)
    t = B.TILES[plain]
    far = next(p for p in B.legal_placements(B.PLANETS["KSB-4156"], covered, t.shape, t.meteor, free=True)
               if not p.mask & B.neighbours(covered))
    before = g.view(None)
    with pytest.raises(kit.IllegalAction) as refused:
        g.play(f"place {B.CELL_NAMES[far.at]} {far.orientation}", 0)
    assert refused.value.rule == "adjacent" and g.view(None) == before
    s.place_first()
    s.resolve()
    covered = sum(1 << i for i in seat(g)["covered"])
    rover_tile = next(t for t in public(g)["tops"] if t and "R" in B.TILES[t].terrains)
    s.give(rover_tile)
    before_placing(s)
    assert any(not p.mask & B.neighbours(covered) for p in g.legal_placements(0))


def test_horizon_tech_two_and_three_movement_for_a_carried_meteorite_and_a_patch_for_it():
    s = horizon(1)
    rock = seat(s.g)["meteors"][0]
    s.give(civ_tile(s))
    assert seat(s.g)["task"]["kind"] == "place", "no such movement before tech level 2"
    s = horizon(3)
    g = s.g
    assert seat(g)["meteors"] == [rock] and rock in seat(g)["rovers"]
    s.give(civ_tile(s))
    assert seat(g)["task"] == {"kind": "move", "moves": 1}
    s.play(f"move {B.CELL_NAMES[rock]} {B.CELL_NAMES[rock - 12]}")
    assert seat(g)["rocks"] == 1 and seat(g)["task"]["kind"] == "patch"


def test_horizon_tech_four_destroys_a_meteorite_carried_into_water():
    s = horizon(4)
    g = s.g
    rock = seat(g)["meteors"][0]
    water = next(i for i in squares(g, "W") if B.neighbours(1 << rock) >> i & 1)
    s.give(civ_tile(s))
    s.play(f"move {B.CELL_NAMES[rock]} {B.CELL_NAMES[water]}")
    assert seat(g)["meteors"] == [] and seat(g)["rocks"] == 0 and seat(g)["rovers"][0] == water


def test_horizon_tech_five_advances_the_rover_tracker_each_round():
    s = horizon(5)
    g = s.g
    rover = seat(g)["tracks"]["rover"]
    s.give(civ_tile(s))
    assert seat(g)["tracks"]["rover"] == min(rover + 1, HORIZON.tracks["rover"].top)
    assert seat(g)["hand"] is not None


# ------------------------------------------------------------------ Wormhole Corp.
WORMHOLE = CORPORATIONS["Wormhole Corp."]
#: Tech-and-biomass tiles (one a stack), revealed once the ladder's tile of the stack is gone.
TB = [f"{shape}-TB" for shape in B.SHAPES]


def test_wormhole_biomass_track_jumps_over_a_space_to_one_of_two():
    track = WORMHOLE.tracks["biomass"]
    assert [p for p, effects in track.spaces.items() if ("skip", 0) in effects] == [1, 4, 7, 10, 13]
    jumps = [after_skip(track, at) for at in (0, 2, 3, 12, 14, 15)]
    assert jumps == [[2, 3], [5, 6], [5, 6], [14, 15], [], []]
    assert track.medal(5) == 1 and track.medal(15) == 5


def biomass_tile(s: Script) -> str:
    return next(t for t in public(s.g)["tops"] if t in TB)


def place_best(s: Script, key) -> None:
    """Place the tile in hand at the legal placement with the highest ``key``."""
    best = max(s.g.legal_placements(0), key=key)
    s.play(f"place {B.CELL_NAMES[best.at]} {best.orientation}")


def join_biomass(s: Script) -> None:
    """Two tech-and-biomass tiles, the second's biomass touching the first's: the second's
    biomass symbol advances the tracker (a jump is due)."""
    g = s.g
    land = B.PLANETS["KSB-4156"].land
    s.give(biomass_tile(s))
    before_placing(s)
    covered = sum(1 << i for i in seat(g)["covered"])
    place_best(s, lambda p: (B.neighbours(sum(1 << c for c, h, _, _ in p.squares if h == 1))
                             & land & ~covered & ~p.mask).bit_count())
    s.resolve(prefer="tech")
    grown = B.neighbours(sum(1 << i for i, ch in enumerate(seat(g)["terrain"]) if ch in "Bb"))
    s.give(biomass_tile(s))
    before_placing(s)
    place_best(s, lambda p: any(grown >> c & 1 and h == 1 for c, h, _, _ in p.squares))
    while seat(g)["task"]["kind"] != "jump":
        acts = texts(g)
        s.play("advance biomass" if "advance biomass" in acts else acts[0])


def test_wormhole_biomass_advances_only_by_joining_an_area_then_jumps():
    s = Script(*TB, corporation="Wormhole Corp.")
    g = s.g
    s.give("I2-TB")
    s.place_first()  # the tech symbol advances at once: the biomass one gives nothing
    assert any("an area of its own: no biomass" in line for line in g.log)
    assert seat(g)["tracks"]["tech"] == 1 and seat(g)["tracks"]["biomass"] == 0
    join_biomass(s)
    assert texts(g) == ["jump 2", "jump 3"]
    before = g.view(None)
    with pytest.raises(kit.IllegalAction) as refused:
        g.play("jump 4", 0)
    assert refused.value.rule == "biomass jump" and g.view(None) == before
    s.play("jump 3")
    assert seat(g)["tracks"]["biomass"] == 3 and seat(g)["task"]["kind"] == "patch"
    covered = set(seat(g)["covered"])
    cells = {B.CELL_NAMES.index(a.split()[1]) for a in texts(g) if a.startswith("patch ")}
    assert cells and not cells & covered, "below tech level 2: patches on empty squares only"


@cache
def _wormhole() -> dict[int, Script]:
    """One Wormhole Corp. solo game: a meteorite on the first tile, then tiles of rover and
    tech climb the tech track; a copy after the turn reaching each tech level (2–5)."""
    s = Script("I2-RT-M", *LADDER, *TB, corporation="Wormhole Corp.")
    g = s.g
    out = {}
    for tile in ["I2-RT-M", *LADDER]:
        if tile not in public(g)["tops"]:
            continue
        s.give(tile)
        before_placing(s)
        s.place_first()
        s.resolve(prefer="tech")
        for level in range(1, 6):
            if seat(g)["tech"] >= level and level not in out:
                out[level] = _copy(s)
        if 5 in out:
            return out
    raise AssertionError("the ladder never reached tech level 5")


def wormhole_patch(level: int) -> Script:
    """At ``level``, a biomass patch due from the biomass track (space 3)."""
    s = _copy(_wormhole()[level])
    assert seat(s.g)["tech"] == level
    join_biomass(s)
    s.play("jump 3")
    assert seat(s.g)["task"]["kind"] == "patch"
    return s


def test_wormhole_patches_on_tiles_twice_a_round_stored_and_on_meteorites():
    s = wormhole_patch(3)
    g = s.g
    rock = seat(g)["meteors"][0]
    covered = set(seat(g)["covered"])
    offered = texts(g)
    on_tile = next(a for a in offered if a.startswith("patch ") and _cell(a.split()[1]) in covered)
    assert f"patch {B.CELL_NAMES[rock]}" not in offered and "store patch" not in offered
    s.play(on_tile)
    assert seat(g)["task"]["kind"] == "patch", "tech level 3: the round's first patch comes twice"
    s = wormhole_patch(4)
    assert "store patch" in texts(s.g)
    s = wormhole_patch(5)
    g = s.g
    s.play(f"patch {B.CELL_NAMES[rock]}")
    assert seat(g)["meteors"] == [] and seat(g)["rocks"] == 0


# ------------------------------------------------------------------ Flux Industries
FLUX = CORPORATIONS["Flux Industries"]
#: The flux track chosen at each tech level in the Flux game below.
FLUX_CHOICES = {1: "rover", 2: "civ", 3: "rover", 4: "tech", 5: "tech"}


@cache
def _flux() -> dict[int, Script]:
    """One Flux Industries solo game climbing the tech track with rover-and-tech tiles; at
    each tech level the flux token goes as FLUX_CHOICES says and a copy is kept right after."""
    s = Script(*LADDER, corporation="Flux Industries")
    g = s.g
    out = {}
    for _ in ladder_turns(s):
        while 0 in g.to_act and g.phase == "resolve":
            task, acts = seat(g)["task"], texts(g)
            if task["kind"] == "flux":
                level = seat(g)["tech"]
                s.play(f"flux {FLUX_CHOICES[level]}")
                out[level] = _copy(s)
                continue
            pick = next((a for a in acts if a.endswith(" tech") and not a.startswith("flux")), None)
            s.play(pick or ("stop" if "stop" in acts else acts[0]))
        if 3 in out:
            return out
    raise AssertionError("the ladder never reached tech level 3")


def test_flux_token_and_only_the_latest_tech_level():
    assert FLUX.has(1, "flux rover movement") and not FLUX.has(2, "flux rover movement")
    s = _copy(_flux()[1])
    g = s.g
    assert public(g)["corporation"] == "Flux Industries"
    rovers = seat(g)["rovers"]
    on_rover_terrain = sum(seat(g)["terrain"][r] == "R" for r in rovers)
    assert on_rover_terrain >= 1
    s.resolve(prefer="tech")
    assert seat(g)["tech"] == 1
    s.give(civ_tile(s))  # the next round begins with two steps a rover on rover terrain
    assert seat(g)["task"] == {"kind": "move", "moves": 2 * on_rover_terrain}
    s = _copy(_flux()[2])
    g = s.g
    assert seat(g)["tracks"]["civ"] == 3 and seat(g)["task"] == {"kind": "civ", "level": 1}, \
        "tech level 2: the flux tracker went straight to its next milestone"
    before = g.view(None)
    with pytest.raises(kit.IllegalAction) as refused:
        g.play("flux water", 0)
    assert refused.value.rule == "flux token" and g.view(None) == before
    s.resolve(prefer="tech")
    assert seat(g)["tech"] == 2
    s.give(civ_tile(s))
    assert seat(g)["task"]["kind"] == "place", "tech level 1's movement is no longer in force"


def test_flux_tech_three_improves_the_flux_track():
    s = _copy(_flux()[3])
    g = s.g
    s.resolve(prefer="rover")
    assert seat(g)["tech"] == 3
    tile = next(t for t in public(g)["tops"] if t in LADDER)
    s.give(tile)
    before_placing(s)
    s.place_first()
    while "advance rover" not in texts(g):
        s.play(texts(g)[0])
    s.play("advance rover")
    at = seat(g)["tracks"]["rover"]
    improved = next(v for e, v in FLUX.improved["rover"].spaces[at] if e == "move")
    assert improved == FLUX.move_value(at) + 1
    while seat(g)["task"]["kind"] == "rover":
        s.play(texts(g)[0])
    assert seat(g)["task"] == {"kind": "move", "moves": improved}


def test_the_drawing_shows_the_corporations_tracks():
    basic = view_svg(kit.new_game(NAME, players=1, seed=0).view(0), 0)
    assert "Universal Coalition" not in basic and "C2" not in basic
    republic = view_svg(_copy(_ladder()[1]).g.view(0), 0)
    assert "Republic, tech level 1" in republic and ">C2<" in republic  # civ levels on its civ track
    wormhole = view_svg(_copy(_wormhole()[2]).g.view(0), 0)
    assert "»" in wormhole and ">SC<" in wormhole
    flux = _copy(_flux()[3]).g
    assert "Rover ⚡" in view_svg(flux.view(0), 0) and flux.view(0)["seats"][0]["flux"] == "rover"


def test_a_civ_milestone_with_no_card_left_goes_by():
    """Republic's seven civ milestones in a six-player game empty a level's box: a player
    whose turn to choose comes then goes on without a card (the game never waits)."""
    g = kit.new_game(NAME, players=6, seed=1, corporation="Republic")
    rng = random.Random(1)
    while not g.over:
        if g.at_chance:
            g.roll()
            continue
        p = rng.choice(g.to_act)
        g.play(rng.choice(g.legal_actions(p)), p)
    assert any("finds no civ card left to keep" in line for line in g.log)
    assert 0 in public(g)["civ_left"]


# ------------------------------------------------------------------ Cosmos Inc.
COSMOS = CORPORATIONS["Cosmos Inc."]


def rescue_for_cosmos() -> Script:
    """Cosmos Inc. solo: the rover lands next to a lifepod (round 1) and steps onto it
    (round 2): where the rescued lifepod goes is due."""
    planet = B.PLANETS["KSB-4156"]
    s = Script("I2-RT", "V3-RT", "O4-RT", corporation="Cosmos Inc.")
    g = s.g
    s.give("I2-RT")
    near = B.neighbours(planet.lifepods)
    s.place_first(where=lambda p: p.mask & near and not p.mask & planet.lifepods)
    s.play("advance rover")
    landing = next(a for a in texts(g) if near >> _cell(a.split()[1]) & 1)
    s.play(landing)
    s.resolve()
    rover = seat(g)["rovers"][0]
    pod = next(i for i in B.bits(planet.lifepods) if B.neighbours(1 << rover) >> i & 1)
    s.give("V3-RT")
    s.place_first(where=lambda p: not p.mask & planet.lifepods and not p.mask >> rover & 1)
    s.play("advance rover")
    s.play(f"move {B.CELL_NAMES[rover]} {B.CELL_NAMES[pod]}")
    return s


def test_cosmos_lifepods_go_on_the_tracks_and_trackers_jump_over_them():
    s = rescue_for_cosmos()
    g = s.g
    assert seat(g)["task"] == {"kind": "pod"} and seat(g)["pods"] == 1
    assert "pod keep" in texts(g) and "pod tech 3" in texts(g)
    tech = seat(g)["tracks"]["tech"]
    before = g.view(None)
    with pytest.raises(kit.IllegalAction) as refused:
        g.play(f"pod tech {tech}", 0)  # the tech tracker stands there
    assert refused.value.rule == "lifepod on a track" and g.view(None) == before
    s.play("pod tech 3")
    assert seat(g)["pods"] == 0 and seat(g)["pods_on"] == [["tech", 3]]
    assert seat(g)["points"]["lifepods"] == 0
    s.resolve(prefer="tech")  # the tile's tech symbol to space 2, its synergy on: over space 3
    assert seat(g)["tracks"]["tech"] == 4 and seat(g)["tech"] == 0, "space 3 jumped over: no tech level 1"
    assert any("tech tracker reaches 4" in line for line in g.log)


@cache
def _cosmos() -> dict[int, Script]:
    """One Cosmos Inc. solo game climbing the tech track; a copy after the turn reaching tech
    level 1."""
    s = Script(*LADDER, corporation="Cosmos Inc.")
    g = s.g
    for _ in ladder_turns(s):
        s.resolve(prefer="tech")
        if seat(g)["tech"] >= 1:
            return {1: _copy(s)}
    raise AssertionError("the ladder never reached tech level 1")


def test_cosmos_tech_one_rovers_step_diagonally():
    s = _copy(_cosmos()[1])
    g = s.g
    tile = next(t for t in public(g)["tops"] if t in LADDER)
    s.give(tile)
    before_placing(s)
    s.place_first()
    s.play("advance rover")
    while seat(g)["task"]["kind"] == "rover":
        s.play(texts(g)[0])
    assert seat(g)["task"]["kind"] == "move"
    steps = [(_cell(a.split()[1]), _cell(a.split()[2])) for a in texts(g) if a.startswith("move")]
    assert any(abs(i // 12 - j // 12) == 1 and abs(i % 12 - j % 12) == 1 for i, j in steps)


# ------------------------------------------------------------------ Oasis Ultd.
OASIS = CORPORATIONS["Oasis Ultd."]


def test_oasis_water_path_winds_through_the_other_tracks():
    water = OASIS.tracks["water"]
    assert water.top == 23 and OASIS.path[2] == ("biomass", 2) and OASIS.path[23] == ("water", 15)
    assert water.spaces[2] == (("synergy", 0),) and water.spaces[3] == (("move", 1),)
    assert water.medals == ((10, 3), (13, 6), (19, 8), (21, 12), (23, 15))


def test_oasis_water_squares_on_ice_move_the_water_tracker_in_one_move():
    planet = B.PLANETS["KSB-4156"]
    s = Script("O4-EW", corporation="Oasis Ultd.")
    g = s.g
    s.give("O4-EW")
    t = B.TILES["O4-EW"]
    place_best(s, lambda p: sum(t.terrains[h] == "W" and planet.ice >> c & 1 for c, h, _, _ in p.squares))
    assert seat(g)["task"] == {"kind": "gains", "gains": ["W2", "E:W"]}
    s.play("advance water")
    assert seat(g)["tracks"]["water"] == 2 and seat(g)["task"] == {"kind": "synergy"}, \
        "two squares on ice: two spaces in one move, the biomass track's synergy at its end"
    assert not any("water tracker reaches 1" in line for line in g.log)


def test_oasis_trackers_never_share_a_space():
    s = Script("I2-TB", "V3-TB", corporation="Oasis Ultd.")
    g = s.g
    s.give("I2-TB")
    s.place_first()
    s.resolve()
    assert seat(g)["tracks"]["biomass"] == 1 and seat(g)["tracks"]["tech"] == 1
    s.give("V3-TB")
    s.place_first()
    s.play("advance biomass")  # to space 2: a synergy
    s.play("boost water")      # the water tracker to its path's step 1; the tech symbol follows
    assert seat(g)["tracks"]["tech"] == 2 and seat(g)["tracks"]["water"] == 1  # tech space 2: a synergy
    assert seat(g)["task"] == {"kind": "synergy"} and "boost water" not in texts(g)
    before = g.view(None)
    with pytest.raises(kit.IllegalAction) as refused:
        g.play("boost water", 0)  # its next step is the biomass track's space 2, held
    assert refused.value.rule == "tracker blocked" and g.view(None) == before
