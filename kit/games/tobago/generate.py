"""Tobago's island generator (the printed board sections are not public): a random island
that meets every published constraint (reference tobago.md §2) plus the kit defaults in
:data:`kit.games.tobago.island.DEFAULTS`, the same for the same seed and options.

>>> island = generate(seed=7)
>>> len(island.land), sorted(island.largest) == sorted(TERRAINS)
(70, True)
>>> island.validate()  # raises ValueError listing every broken constraint
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from kit.games.tobago.hexes import Hex, hex_distance, hex_ray, neighbours
from kit.games.tobago.island import (
    DEFAULTS,
    RULES,
    TERRAINS,
    VALIDATION_KEYS,
    Island,
    check_options,
    components,
)
from kit.games.tobago.island_code import framed


def generate(seed: int, size: int = DEFAULTS["size"], **params: Any) -> Island:
    """A random island that meets every constraint, the same for the same seed and options.

    ``params`` override :data:`DEFAULTS` (kit defaults, not from the rulebook).

    >>> a, b = generate(3), generate(3)
    >>> a == b, len(a.land), len(generate(3, size=60).land)
    (True, 70, 60)
    """
    opts = check_options({**params, "size": size})
    lo, hi = opts["size_range"]
    if not lo <= size <= hi:
        raise ValueError(f"size {size} is outside {lo}-{hi} land hexes (size_range)")
    rng = random.Random(seed)
    for _ in range(opts["attempts"]):
        land = _grow_shape(rng, size, opts["compactness"])
        coast = frozenset(h for h in land if any(n not in land for n in neighbours(h)))
        for _ in range(3):
            terrain = _assign_terrains(rng, land, coast, opts)
            if terrain is not None:
                break
        else:
            continue
        placed = _place_landmarks(rng, land, coast, terrain, opts)
        if placed is None:
            continue
        marks, facing = placed
        island = framed(terrain, marks, facing, opts["sea_rings"])
        if not island.problems(**{k: opts[k] for k in VALIDATION_KEYS}):
            return island
    raise RuntimeError(f"no valid island found for seed {seed} with {params}")


def _ring_arcs(h: Hex, land: set[Hex]) -> tuple[int, int]:
    """(number of land neighbours, number of separate runs of them around ``h``)."""
    flags = [n in land for n in neighbours(h)]
    return sum(flags), sum(1 for i in range(6) if flags[i] and not flags[i - 1])


def _grow_shape(rng: random.Random, size: int, compactness: float) -> set[Hex]:
    """Grow a blob hex by hex; a hex joins only if its land neighbours form one run,
    which keeps the land connected and never encloses sea."""
    land = {(0, 0)}
    order: list[Hex] = []            # the frontier, in the order first seen (deterministic)
    weight: dict[Hex, float] = {}

    def rescore(h: Hex) -> None:
        k, runs = _ring_arcs(h, land)
        weight[h] = k ** compactness if runs == 1 else 0.0

    for n in neighbours((0, 0)):
        order.append(n)
        rescore(n)
    while len(land) < size:
        h = rng.choices(order, [weight[x] for x in order])[0]
        land.add(h)
        order.remove(h)
        del weight[h]
        for n in neighbours(h):
            if n not in land:
                if n not in weight:
                    order.append(n)
                rescore(n)
    return land


def _plan_sizes(rng: random.Random, total: int, count: int) -> list[int]:
    """Split ``total`` hexes into ``count`` area sizes with a unique largest one."""
    count = max(1, min(count, total))
    if count == 1:
        return [total]
    big = max(2, round(total * rng.uniform(0.4, 0.6)))
    rest = total - big
    small = [1] * (count - 1)
    for _ in range(max(0, rest - (count - 1))):
        small[rng.randrange(count - 1)] += 1
    small = [min(s, big - 1) for s in small]
    return [big] + small


def _assign_terrains(rng: random.Random, land: set[Hex], coast: frozenset[Hex],
                     opts: Mapping[str, Any]) -> dict[Hex, str] | None:
    """Grow planned areas from seeds, then repair until every terrain rule holds."""
    n = len(land)
    lo, hi = opts["areas_per_terrain"]
    plan: list[tuple[str, int]] = []
    for t in TERRAINS:
        total = max(lo + 1, round(n * opts["terrain_shares"][t] * rng.uniform(0.8, 1.2)))
        plan += [(t, s) for s in _plan_sizes(rng, total, rng.randint(lo, hi))]
    terrain: dict[Hex, str] = {}
    owner: dict[Hex, int] = {}
    sizes: list[int] = []
    ordered = sorted(land)
    adj = {h: [n for n in neighbours(h) if n in land] for h in ordered}
    touching: dict[str, set[Hex]] = {t: set() for t in TERRAINS}  # hexes next to a t seed
    for i, (t, _size) in enumerate(plan):  # beach first, so it gets the coast it needs
        pool = coast if t == "beach" else land
        allowed = [h for h in ordered if h in pool and h not in terrain
                   and h not in touching[t]]
        if not allowed:
            return None
        seed = rng.choice(allowed)
        terrain[seed], owner[seed] = t, i
        touching[t].update(adj[seed])
        sizes.append(1)
    _grow_areas(rng, plan, terrain, owner, sizes, adj, coast)
    _fill_leftovers(rng, land, coast, terrain)
    return _repair(rng, land, coast, terrain, opts)


def _grow_areas(rng: random.Random, plan: list[tuple[str, int]], terrain: dict[Hex, str],
                owner: dict[Hex, int], sizes: list[int], adj: dict[Hex, list[Hex]],
                coast: frozenset[Hex]) -> None:
    active = [i for i, (_, target) in enumerate(plan) if target > 1]
    members: dict[int, list[Hex]] = {}
    for h, i in owner.items():
        members.setdefault(i, []).append(h)
    while active:
        i = rng.choice(active)
        t = plan[i][0]
        options = sorted({nb for h in members[i] for nb in adj[h]
                          if nb not in terrain and (t != "beach" or nb in coast)
                          and not any(terrain.get(x) == t and owner.get(x) != i
                                      for x in adj[nb])})
        if not options:
            active.remove(i)
            continue
        h = rng.choice(options)
        terrain[h], owner[h] = t, i
        members[i].append(h)
        sizes[i] += 1
        if sizes[i] >= plan[i][1]:
            active.remove(i)


def _fill_leftovers(rng: random.Random, land: set[Hex], coast: frozenset[Hex],
                    terrain: dict[Hex, str]) -> None:
    """Give each unassigned hex a terrain none of its neighbours has (a new small area) when
    possible, else join a neighbour's terrain."""
    todo = sorted(h for h in land if h not in terrain)
    while todo:
        later = []
        for h in todo:
            near = {terrain[nb] for nb in neighbours(h) if nb in terrain}
            fresh = [t for t in TERRAINS if t not in near and (t != "beach" or h in coast)
                     and t != "lake"]
            if fresh:
                terrain[h] = rng.choice(fresh)
            elif near - {"beach"}:
                terrain[h] = rng.choice(sorted(near - {"beach"}))
            else:
                later.append(h)
        if len(later) == len(todo):
            for h in later:
                terrain[h] = "scrubland"
            return
        todo = later


def _terrain_faults(land: set[Hex], terrain: dict[Hex, str],
                    opts: Mapping[str, Any]) -> tuple[int, list[tuple[str, str]]]:
    """(score, faults): faults are ("tie" or "few", terrain); beaches are only ever placed
    on the coast, so that rule needs no repair."""
    groups = components(land, terrain)
    by_t: dict[str, list[int]] = {t: [] for t in TERRAINS}
    for g in groups:
        by_t[terrain[next(iter(g))]].append(len(g))
    faults = []
    score = 0
    need = opts["min_areas_per_terrain"]
    for t, s in by_t.items():
        if len(s) < need:
            faults.append(("few", t))
            score += need - len(s)
        s.sort(reverse=True)
        if len(s) >= 2 and s[0] == s[1]:
            faults.append(("tie", t))
            score += 1
    return score, faults


def _repair(rng: random.Random, land: set[Hex], coast: frozenset[Hex], terrain: dict[Hex, str],
            opts: Mapping[str, Any]) -> dict[Hex, str] | None:
    """Greedy local repair: change one hex at a time while that lowers the fault score."""
    score, faults = _terrain_faults(land, terrain, opts)
    for _ in range(opts["repair_steps"]):
        if not faults:
            return terrain
        kind, t = rng.choice(faults)
        moves = _repair_moves(kind, t, land, coast, terrain)
        rng.shuffle(moves)
        for h, new in moves[:12]:
            old = terrain[h]
            terrain[h] = new
            new_score, new_faults = _terrain_faults(land, terrain, opts)
            if new_score < score:
                score, faults = new_score, new_faults
                break
            terrain[h] = old
        else:
            return None
    return terrain if not faults else None


def _repair_moves(kind: str, t: str, land: set[Hex], coast: frozenset[Hex],
                  terrain: dict[Hex, str]) -> list[tuple[Hex, str]]:
    def ok_for(h: Hex, x: str) -> bool:
        return x != "beach" or h in coast

    if kind == "few":  # a new one-hex area of t somewhere away from t
        return [(h, t) for h in sorted(land) if terrain[h] != t and ok_for(h, t)
                and not any(terrain.get(nb) == t for nb in neighbours(h))]
    # a tie: grow a largest area by one hex, or shrink one into a neighbour's terrain
    groups = [g for g in components((h for h in land if terrain[h] == t), terrain)]
    top = max(len(g) for g in groups)
    moves = []
    for g in groups:
        if len(g) != top:
            continue
        for h in sorted(g):
            for nb in neighbours(h):
                if nb in land and terrain[nb] != t:
                    if ok_for(nb, t):
                        moves.append((nb, t))
                    if ok_for(h, terrain[nb]):
                        moves.append((h, terrain[nb]))
    return moves


def _place_landmarks(rng: random.Random, land: set[Hex], coast: frozenset[Hex], terrain: dict[Hex, str],
                     opts: Mapping[str, Any]) -> tuple[dict[Hex, str], dict[Hex, int]] | None:
    """Statues first (inland only), then huts and palms, same types >= 4 apart."""
    min_d = RULES["same_landmark_min_distance"]
    base = sorted(h for h in land if terrain[h] in opts["landmark_terrains"])
    marks: dict[Hex, str] = {}
    for kind in ("statue", "hut", "palm"):
        count = RULES["landmark_counts"][kind]
        allowed = [h for h in base if h not in marks and (kind != "statue" or h not in coast)]
        for _ in range(20):
            rng.shuffle(allowed)
            chosen: list[Hex] = []
            for h in allowed:
                if all(hex_distance(h, c) >= min_d for c in chosen):
                    chosen.append(h)
                    if len(chosen) == count:
                        break
            if len(chosen) == count:
                break
        else:
            return None
        marks.update((h, kind) for h in chosen)
    facing: dict[Hex, int] = {}
    for s in sorted(h for h, k in marks.items() if k == "statue"):
        dirs = list(range(6))
        if opts["statue_gaze_prefers_beach"]:
            beachy = [d for d in dirs if terrain[_gaze(s, d, land)] == "beach"]
            dirs = beachy or dirs
        facing[s] = rng.choice(dirs)
    return marks, facing


def _gaze(h: Hex, direction: int, land: set[Hex]) -> Hex:
    last = h
    for x in hex_ray(h, direction):
        if x not in land:
            return last
        last = x
    raise AssertionError("unreachable")
