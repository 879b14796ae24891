"""The route of the Jamaica race: 50 spaces around the island, three forks, Port Royal.

Board data: ``spaces.csv`` beside this module (see README.md there for its sources). Space 0
is Port Royal, the start and the finish; ids follow the race clockwise. Each fork splits
into an *outer* lane (6 spaces, two of them pirate lairs) and an *inner* channel (2
expensive sea spaces) that merge again.

>>> g = graph()
>>> g.number_of_nodes(), g.number_of_edges()
(50, 53)
>>> SPLITS, MERGES
((6, 19, 32), (15, 28, 41))
>>> sorted(len(r) - 1 for r in lap_routes())
[32, 36, 36, 36, 40, 40, 40, 44]
>>> [(p.landing, p.spaces) for p in paths(5, 3)]
[(8, (5, 6, 7, 8)), (14, (5, 6, 13, 14))]
>>> move(5, 3, choices=["inner"]).landing
14

A ship's progress on its lap is ``(space, lap)``: ``lap`` is ``RACING`` (0) on the way
round, ``BEHIND`` (-1) after backing past Port Royal at the start (it must sail the whole
lap anyway) and ``FINISHED`` (1) once it has come back to Port Royal. A racing ship moving
forward stops on Port Royal even with steps left; a ship behind the start sails through it.

>>> move(47, 5).landing, move(47, 5).lap
(0, 1)
>>> move(1, 3, forward=False).landing, move(1, 3, forward=False).lap
(48, -1)
"""
from __future__ import annotations

import csv
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

import networkx as nx

PORT_ROYAL = 0
BEHIND, RACING, FINISHED = -1, 0, 1
LANES = ("outer", "inner")


@dataclass(frozen=True)
class Space:
    """One space of the route, as printed on the board."""

    id: int
    kind: str  # port_royal, sea, port, lair
    cost: int
    pays_with: str  # "food", "doubloons" or "" (free)
    end_score: int
    next: tuple[int, ...]
    lane: str  # main, fork_A_outer, fork_A_inner, ...
    x: float
    y: float

    @property
    def side(self) -> str:
        """``outer``, ``inner`` or ``main``."""
        return self.lane.rsplit("_", 1)[-1] if self.lane != "main" else "main"


def _load() -> tuple[Space, ...]:
    text = resources.files(__package__).joinpath("spaces.csv").read_text(encoding="utf-8")
    spaces = []
    for row in csv.DictReader(text.splitlines()):
        spaces.append(Space(int(row["id"]), row["kind"], int(row["cost"]), row["pays_with"],
                            int(row["end_score"]), tuple(int(n) for n in row["next"].split()),
                            row["lane"], float(row["x"]), float(row["y"])))
    assert [s.id for s in spaces] == list(range(len(spaces))), "space ids must be 0..n-1 in order"
    return tuple(spaces)


SPACES: tuple[Space, ...] = _load()
NEXT: tuple[tuple[int, ...], ...] = tuple(s.next for s in SPACES)
PREV: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(p.id for p in SPACES if s.id in p.next)) for s in SPACES)
SPLITS: tuple[int, ...] = tuple(s.id for s in SPACES if len(s.next) > 1)
MERGES: tuple[int, ...] = tuple(s for s in range(len(SPACES)) if len(PREV[s]) > 1)
LAIRS: tuple[int, ...] = tuple(s.id for s in SPACES if s.kind == "lair")


def graph() -> nx.DiGraph:
    """The route as a directed graph of forward edges, with the printed data on each node
    (``kind``, ``cost``, ``pays_with``, ``end_score``, ``lane``, ``x``, ``y``)."""
    g: nx.DiGraph = nx.DiGraph(name="Jamaica route")
    for s in SPACES:
        g.add_node(s.id, kind=s.kind, cost=s.cost, pays_with=s.pays_with, end_score=s.end_score,
                   lane=s.lane, x=s.x, y=s.y)
    for s in SPACES:
        for n in s.next:
            g.add_edge(s.id, n)
    return g


def side_of(space: int) -> str:
    """``outer``, ``inner`` or ``main``."""
    return SPACES[space].side


def neighbours(space: int, forward: bool = True, lap: int = RACING) -> tuple[tuple[int, int], ...]:
    """The ``(space, lap)`` one step away; two at a fork (outer lane first).

    >>> neighbours(6)
    ((7, 0), (13, 0))
    >>> neighbours(15, forward=False)
    ((12, 0), (14, 0))
    >>> neighbours(0, forward=False)
    ((49, -1),)
    """
    if forward:
        nxt = NEXT[space]
        if nxt == (PORT_ROYAL,):
            return ((PORT_ROYAL, FINISHED if lap == RACING else RACING),)
        return tuple((n, lap) for n in _outer_first(nxt))
    if space == PORT_ROYAL:
        return ((PREV[space][0], BEHIND),)
    return tuple((n, lap) for n in _outer_first(PREV[space]))


def _outer_first(spaces: Sequence[int]) -> tuple[int, ...]:
    if len(spaces) < 2:
        return tuple(spaces)
    return tuple(sorted(spaces, key=lambda s: LANES.index(side_of(s)) if side_of(s) in LANES else 0))


@dataclass(frozen=True)
class Path:
    """One way of sailing ``n`` spaces: the spaces passed (start first), the landing space,
    the lap status on arrival and the lane chosen at each fork."""

    spaces: tuple[int, ...]
    lap: int
    choices: tuple[str, ...]

    @property
    def landing(self) -> int:
        return self.spaces[-1]

    @property
    def length(self) -> int:
        return len(self.spaces) - 1


def stops(space: int, lap: int, forward: bool) -> bool:
    """True when a ship that has just arrived on ``space`` must stop: a racing ship that
    sails forward onto Port Royal has finished."""
    return forward and space == PORT_ROYAL and lap == FINISHED


def paths(start: int, steps: int, forward: bool = True, lap: int = RACING) -> list[Path]:
    """Every way to sail ``steps`` spaces from ``start``, one Path per combination of fork
    choices (outer lanes first). A racing ship stops on Port Royal when it gets there.
    """
    found: list[Path] = []

    def walk(space: int, lap_now: int, trail: tuple[int, ...], choices: tuple[str, ...], left: int) -> None:
        if left == 0 or (len(trail) > 1 and stops(space, lap_now, forward)):
            found.append(Path(trail, lap_now, choices))
            return
        options = neighbours(space, forward, lap_now)
        for n, n_lap in options:
            chosen = choices + ((side_of(n),) if len(options) > 1 else ())
            walk(n, n_lap, trail + (n,), chosen, left - 1)

    walk(start, lap, (start,), (), steps)
    return found


def move(start: int, steps: int, forward: bool = True, lap: int = RACING,
         choices: Iterable[str] = ()) -> Path:
    """Sail ``steps`` spaces taking the given lane (``"outer"``/``"inner"``) at each fork in
    turn; forks beyond the given choices take the outer lane."""
    pending = list(choices)
    space, trail, taken = start, [start], []
    for _ in range(steps):
        options = neighbours(space, forward, lap)
        if len(options) > 1:
            lane = pending.pop(0) if pending else "outer"
            if lane not in LANES:
                raise ValueError(f"a fork choice is 'outer' or 'inner', not {lane!r}")
            taken.append(lane)
            space, lap = next(o for o in options if side_of(o[0]) == lane)
        else:
            space, lap = options[0]
        trail.append(space)
        if stops(space, lap, forward):
            break
    return Path(tuple(trail), lap, tuple(taken))


@lru_cache(maxsize=1)
def lap_routes() -> tuple[tuple[int, ...], ...]:
    """The 8 ways round the island, each from Port Royal back to Port Royal."""
    g = graph()
    g.remove_edge(len(SPACES) - 1, PORT_ROYAL)
    last = len(SPACES) - 1
    routes = [tuple(p) + (PORT_ROYAL,) for p in nx.all_simple_paths(g, PORT_ROYAL, last)]
    return tuple(sorted(routes, key=lambda r: (len(r), r)))


def route_cost(route: Sequence[int]) -> dict[str, int]:
    """Food and doubloons a ship pays if it stops on every space of ``route`` (a bound, not a
    forecast: a ship stops only where its moves end).

    >>> route_cost(lap_routes()[0])
    {'food': 55, 'doubloons': 39, 'lairs': 3}
    """
    totals = {"food": 0, "doubloons": 0, "lairs": 0}
    for s in route[1:-1]:
        space = SPACES[s]
        if space.kind == "lair":
            totals["lairs"] += 1
        elif space.pays_with:
            totals[space.pays_with] += space.cost
    return totals


@cache
def _to_finish(space: int) -> int:
    """Fewest forward moves from ``space`` to Port Royal (0 on Port Royal itself is handled
    by :func:`distance_to_finish`)."""
    if space == PORT_ROYAL:
        return 0
    return 1 + min(_to_finish(n) for n in NEXT[space])


SHORTEST_LAP = 1 + min(_to_finish(n) for n in NEXT[PORT_ROYAL])


def distance_to_finish(space: int, lap: int = RACING) -> int:
    """Fewest moves still needed to finish: 0 once finished, a whole lap more for a ship
    behind the start.

    >>> distance_to_finish(45), distance_to_finish(0), distance_to_finish(0, FINISHED)
    (5, 32, 0)
    >>> distance_to_finish(49, BEHIND)
    33
    """
    if lap == FINISHED:
        return 0
    if space == PORT_ROYAL:
        return SHORTEST_LAP
    return _to_finish(space) + (SHORTEST_LAP if lap == BEHIND else 0)


# ------------------------------------------------------------------ the cards
#: The 11 action cards every player has, as (morning symbol, evening symbol); ids 1..11.
CARDS: dict[int, tuple[str, str]] = dict(enumerate((
    ("forward", "forward"), ("forward", "backward"), ("backward", "forward"),
    ("forward", "food"), ("food", "forward"), ("forward", "gunpowder"), ("gold", "forward"),
    ("gold", "gold"), ("gunpowder", "gold"), ("food", "gunpowder"), ("gunpowder", "food"),
), start=1))
#: The words a reader sees for each card symbol: the money is called doubloons everywhere.
SYMBOL_WORD = {"forward": "forward", "backward": "backward", "gold": "doubloons", "food": "food",
               "gunpowder": "gunpowder"}
#: The four power cards among the treasures (face up), by their names in the rules.
POWERS = {"map": "Morgan's Map", "sabre": "Saran's Sabre", "ladybeth": "Lady Beth", "hold6": "6th Hold"}
