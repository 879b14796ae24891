"""Planet Unknown bots. ``builder``: places each tile where it completes rows and columns
(weighted by their medals), lands water on ice, keeps tiles close together and
spares lifepods; turns the station and drafts for the tile it can place best; advances
the track nearest to its next medal; drives rovers to the nearest lifepod or meteorite.

>>> import kit, kit.games.planet_unknown
>>> from kit.bots import make_bot, play_out
>>> g = kit.new_game("planet_unknown", players=2, seed=5)
>>> _ = play_out(g, [make_bot("builder", "planet_unknown", seed=p) for p in g.players])
>>> g.over
True
"""
from __future__ import annotations

import random
from collections import deque

from kit.engine import Action, Seat
from kit.games.planet_unknown.board import (
    COL_MASKS,
    PLANETS,
    ROW_MASKS,
    TILES,
    TRACKS,
    legal_placements,
    neighbours,
    parse_cell,
    placement_index,
)


def _covered(seat_view: dict) -> int:
    mask = 0
    for i in seat_view["covered"]:
        mask |= 1 << i
    return mask


def _lines(planet, covered: int) -> list[tuple[int, int, int]]:
    """(the line, its cells still empty, its medal) for every row and column."""
    out = []
    for masks, medals in ((ROW_MASKS, planet.row_medals), (COL_MASKS, planet.col_medals)):
        for mask, medal in zip(masks, medals):
            out.append((mask, mask & planet.land & ~covered, medal))
    return out


def placement_value(planet, covered: int, tile, placement, meteors: int = 0, lifepods: int = 0,
                    lines: list | None = None) -> float:
    """How much the builder likes a placement: lines completed (their medals, less where a
    meteorite lies), lines brought near completion, water on ice, contact with the tiles
    already placed, lifepods spared. ``lines``: :func:`_lines` of ``covered``, if known."""
    if lines is None:
        lines = _lines(planet, covered)
    after = covered | placement.mask
    meteor_cells = meteors | sum(1 << sq[0] for sq in placement.squares if sq[3])
    value = 0.0
    size = len(placement.squares)
    for k in {sq[0] // 12 for sq in placement.squares} | {12 + sq[0] % 12 for sq in placement.squares}:
        line, empty, medal = lines[k]
        if line & meteor_cells:
            medal *= 0.3  # a meteorite must be collected before the line scores
        left = empty & ~after
        value += 10 * medal if not left else medal * size / (1 + left.bit_count())
    if any(tile.terrains[half] == "W" and planet.ice >> cell & 1 for cell, half, _, _ in placement.squares):
        value += 6  # a water square on ice: the water symbol counts
    value += 0.5 * (neighbours(placement.mask) & (covered | planet.void)).bit_count()
    value -= 3 * (placement.mask & lifepods).bit_count()
    return value


class Builder:
    name = "builder"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        if len(actions) == 1:
            return actions[0]
        view = seat.view()
        me = view["seats"][seat.player]
        planet = PLANETS[view["public"]["planet"]]
        kind = actions[0].name
        if kind == "turn":
            return self._turn(view, seat.player, planet, actions)
        if kind == "take":
            depot = view["public"]["depots"][me["depot"]]
            return max(actions, key=lambda a: self._tile_value(planet, me, depot[a.args[0]]))
        if kind == "place":
            return self._place(planet, me, actions)
        if kind in ("advance", "energy", "boost"):
            return max(actions, key=lambda a: self._track_value(me, a.args[0]))
        if kind == "patch":
            return self._patch(planet, me, actions)
        if kind in ("move", "stop"):
            return self._move(planet, me, actions)
        return self.rng.choice(actions)

    # ------------------------------------------------------------- helpers
    def _tile_value(self, planet, me: dict, tile_id: str | None) -> float:
        if tile_id is None:
            return -1e9
        tile = TILES[tile_id]
        covered = _covered(me)
        options = legal_placements(planet, covered, tile.shape, tile.meteor, me["tech"] >= 1)
        if not options:
            return -100.0
        lines = _lines(planet, covered)
        return max(placement_value(planet, covered, tile, p, lines=lines) for p in options) + tile.shape.size

    def _turn(self, view: dict, player: int, planet, actions: list[Action]) -> Action:
        me = view["seats"][player]
        depots = view["public"]["depots"]
        best, choice = None, actions[0]
        # every depot's offer lands in front of the player for one turn of the station
        for a in actions:
            k = int(a.args[0])
            d = (me["depot"] - k) % 6
            depot = depots[d]
            value = max(self._tile_value(planet, me, depot["inner"]), self._tile_value(planet, me, depot["outer"]))
            if best is None or value > best:
                best, choice = value, a
        return choice

    def _place(self, planet, me: dict, actions: list[Action]) -> Action:
        tile = TILES[me["hand"]]
        covered = _covered(me)
        meteors = sum(1 << i for i in me["meteors"])
        pods = sum(1 << i for i in me["lifepods"])
        index = placement_index(tile.shape, tile.meteor)
        lines = _lines(planet, covered)
        scored = [(placement_value(planet, covered, tile, index[(parse_cell(a.args[0]), a.args[1])],
                                   meteors, pods, lines) + self.rng.random() * 0.01, a) for a in actions]
        return max(scored, key=lambda x: x[0])[1]

    def _track_value(self, me: dict, track: str) -> float:
        spec = TRACKS[track]
        at = me["tracks"][track]
        if at >= spec.top:
            return -10.0
        nxt = next((pos for pos, _ in spec.medals if pos > at), None)
        bonus = 1.0 if track == "tech" and at < 7 else 0.0
        return (0.0 if nxt is None else 5.0 / (nxt - at)) + bonus + self.rng.random() * 0.01

    def _patch(self, planet, me: dict, actions: list[Action]) -> Action:
        covered = _covered(me)

        def value(a: Action) -> float:
            if a.name == "store":
                return 0.5
            bit = 1 << parse_cell(a.args[0])
            v = 0.0
            for _, empty, medal in _lines(planet, covered):
                if empty & bit:
                    v += 10 * medal if empty == bit else medal / empty.bit_count()
            return v
        return max(actions, key=value)

    def _move(self, planet, me: dict, actions: list[Action]) -> Action:
        targets = set(me["lifepods"]) | set(me["meteors"])
        if not targets:
            return Action("stop")
        best, choice = None, Action("stop")
        for a in actions:
            if a.name != "move":
                continue
            dist = _distance(planet, parse_cell(a.args[1]), targets)
            if dist is not None and (best is None or dist < best):
                best, choice = dist, a
        return choice


def _distance(planet, start: int, targets: set) -> int | None:
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        cell, d = queue.popleft()
        if cell in targets:
            return d
        for nxt in planet.rover_steps(cell):
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, d + 1))
    return None


__all__ = ["Builder", "placement_value"]
