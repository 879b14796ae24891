"""Tobago clue solver: where can a treasure still be, which clue cards are legal, and why.

Everything works on a plain networkx graph of hexes (sea included) whose nodes carry
``terrain`` (``beach``, ``jungle``, ``river``, ``scrubland``, ``lake``, ``mountain`` or
``sea``) and ``landmark`` (``hut``, ``palm``, ``statue`` or None); edges join neighbouring
hexes. Distances are counted in steps along edges, which are hex distances when the graph
stores every hex around the island (the kit keeps two rings of sea for this). Nothing here
imports :mod:`kit`.

A clue is a relation and a target (reference tobago.md §5):

- relations: ``in``, ``not in``, ``next to``, ``not next to``, ``within 2 of`` (the cards'
  "in sight of"), ``not within 2 of``;
- targets: a terrain, ``largest <terrain>`` (its unique largest connected area), ``sea``,
  ``hut``, ``palm``, ``statue``.

By default "next to X" means island hexes *outside* X at distance exactly 1 from X, and
"within 2 of X" island hexes outside X at distance 1 or 2; negations are complements within
the island. ``inclusive=True`` switches to distance <= k with X itself included.

>>> import networkx as nx
>>> g = nx.path_graph(["sea1", "b", "j1", "j2", "m", "j3", "sea2"])
>>> kinds = ["sea", "beach", "jungle", "jungle", "mountain", "jungle", "sea"]
>>> nx.set_node_attributes(g, dict(zip(g, kinds)), "terrain")
>>> nx.set_node_attributes(g, {"m": "hut"}, "landmark")
>>> sorted(candidates(g, ["next to the largest jungle"]))
['b', 'm']
>>> sorted(candidates(g, ["not in the jungle", "not next to a hut"]))  # the hut's own hex stays
['b', 'm']
>>> str(parse_clue("Not within two of the huts"))
'not within 2 of a hut'
"""
from __future__ import annotations

import itertools
import re
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # sympy is imported on first use: the reference path only
    import sympy

import networkx as nx

Node = Hashable

TERRAINS = ("beach", "jungle", "river", "scrubland", "lake", "mountain")
LARGEST = tuple(f"largest {t}" for t in TERRAINS)
LANDMARKS = ("hut", "palm", "statue")
SEA = "sea"
TARGETS = TERRAINS + LARGEST + (SEA,) + LANDMARKS
RELATIONS = ("in", "not in", "next to", "not next to", "within 2 of", "not within 2 of")
_RADIUS = {"in": 0, "next to": 1, "within 2 of": 2}
MARKER_THRESHOLD = 16  # markers go on the map once this many candidates or fewer remain

#: Kit default, not from the rulebook: the real 52-card clue mix is not published
#: (reference tobago.md §5.2). These 88 combinations are every clue that can hold: all six
#: relations for the terrains and their largest areas, and the four distance relations for
#: the sea and the landmarks. Edit the data to change the deck.
CLUE_DECK_DATA: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (RELATIONS, TERRAINS + LARGEST),
    (("next to", "not next to", "within 2 of", "not within 2 of"), (SEA,) + LANDMARKS),
)


# --------------------------------------------------------------------------- clues

@dataclass(frozen=True, order=True)
class Clue:
    """A clue card: ``relation`` (one of :data:`RELATIONS`) and ``target`` (:data:`TARGETS`).

    >>> Clue("not next to", "largest river")
    Clue(relation='not next to', target='largest river')
    >>> print(Clue("within 2 of", "sea"))
    within 2 of the sea
    """

    relation: str
    target: str

    def __post_init__(self) -> None:
        if self.relation not in RELATIONS:
            raise ValueError(f"unknown relation {self.relation!r}; use one of {RELATIONS}")
        if self.target not in TARGETS:
            raise ValueError(f"unknown target {self.target!r}; use one of {TARGETS}")
        if self.radius == 0 and self.target in (SEA,) + LANDMARKS:
            raise ValueError(_why_not_in(self.relation, self.target))

    @property
    def negated(self) -> bool:
        return self.relation.startswith("not ")

    @property
    def positive(self) -> str:
        """The relation without ``not``: ``in``, ``next to`` or ``within 2 of``."""
        return self.relation.removeprefix("not ")

    @property
    def radius(self) -> int:
        """0 for in, 1 for next to, 2 for within 2 of."""
        return _RADIUS[self.positive]

    def __str__(self) -> str:
        return f"{self.relation} {target_phrase(self.target)}"


def _why_not_in(relation: str, target: str) -> str:
    if target == SEA:
        why = "the treasure always lies on the island, so 'in the sea' can never hold"
    else:
        why = f"a {target} is a single object, not an area"
    return (f"'{relation} {target}' is not a clue: {why}; use next to / within 2 of "
            f"(or their negations) with {target_phrase(target)}")


def target_phrase(target: str) -> str:
    """Words for a target as printed on a card: 'the jungle', 'the largest lake', 'a hut'."""
    return f"a {target}" if target in LANDMARKS else f"the {target}"


CLUE_CATALOGUE: tuple[Clue, ...] = tuple(
    Clue(relation, target) for relations, targets in CLUE_DECK_DATA
    for target in targets for relation in relations)

_RELATION_WORDS = (  # longest first
    ("not within 2 of", "not within two of", "not in sight of", "out of sight of"),
    ("within 2 of", "within two of", "in sight of"),
    ("not next to", "not adjacent to", "not beside"),
    ("next to", "adjacent to", "beside"),
    ("not in", "not on"),
    ("in", "on"),
)
_TARGET_WORDS = {
    "beaches": "beach", "jungles": "jungle", "rivers": "river", "scrub": "scrubland",
    "scrublands": "scrubland", "lakes": "lake", "mountains": "mountain", "ocean": SEA,
    "seas": SEA, "huts": "hut", "palms": "palm", "statues": "statue", "biggest": "largest",
}
_ARTICLES = {"a", "an", "the", "any"}


@lru_cache(maxsize=4096)
def _parse(text: str) -> Clue:
    words = re.sub(r"[^a-z0-9 ]", " ", text.lower()).split()
    if words[:2] == ["treasure", "is"] or words[:3] == ["the", "treasure", "is"]:
        words = words[words.index("is") + 1:]
    phrase = " ".join(words)
    for canonical, *spellings in _RELATION_WORDS:
        for spelling in (canonical, *spellings):
            if phrase == spelling or phrase.startswith(spelling + " "):
                relation, rest = canonical, phrase[len(spelling):].split()
                break
        else:
            continue
        break
    else:
        raise ValueError(f"cannot read clue {text!r}: it must start with one of "
                         f"{', '.join(RELATIONS)} (or 'in sight of')")
    rest = [_TARGET_WORDS.get(w, w) for w in rest if w not in _ARTICLES]
    if rest[-2:] == ["palm", "tree"] or rest[-2:] == ["palm", "trees"]:
        rest = rest[:-2] + ["palm"]
    target = " ".join(rest)
    if target not in TARGETS:
        raise ValueError(f"cannot read the target {target!r} of clue {text!r}; accepted: "
                         f"{', '.join(TARGETS)} (articles and plurals are fine)")
    return Clue(relation, target)


def parse_clue(text: str | Clue) -> Clue:
    """Read a clue leniently ('not next to the huts', 'in the biggest jungle').

    >>> parse_clue("in the biggest Jungle")
    Clue(relation='in', target='largest jungle')
    >>> parse_clue("in the sea")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: 'in sea' is not a clue: the treasure always lies on the island, ...
    """
    if isinstance(text, Clue):
        return text
    if not isinstance(text, str):
        raise TypeError(f"a clue is a string or a Clue, not {type(text).__name__}")
    return _parse(text)


ClueLike = str | Clue


# --------------------------------------------------------------------------- fast path

def _sort_key(h: Node) -> tuple:
    if isinstance(h, tuple) and len(h) == 2:
        return (0, h[1], h[0])  # reading order: row r, then q
    return (1, str(h))


def hex_name(h: Node) -> str:
    """``(q, r)`` as ``"q,r"``; other node names as ``str``."""
    return f"{h[0]},{h[1]}" if isinstance(h, tuple) and len(h) == 2 else str(h)


def _bfs_distances(graph: nx.Graph, sources: Iterable[Node], cutoff: int) -> dict[Node, int]:
    dist = {s: 0 for s in sources}
    frontier = list(dist)
    for d in range(1, cutoff + 1):
        nxt = []
        for h in frontier:
            for n in graph.adj[h]:
                if n not in dist:
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    return dist


class ClueSolver:
    """Clue sets of one board, precomputed once as bitmasks over its island hexes.

    Bit ``i`` of a mask stands for ``solver.land[i]``; narrowing is an AND, legality a
    popcount. ``inclusive`` picks the distance semantics (see the module docstring).

    >>> import networkx as nx
    >>> g = nx.path_graph(["sea", "b", "j"])
    >>> nx.set_node_attributes(g, {"sea": "sea", "b": "beach", "j": "jungle"}, "terrain")
    >>> s = ClueSolver(g)
    >>> s.land, bin(s.mask("next to the sea")), s.candidates(["not next to the sea"])
    (('b', 'j'), '0b1', {'j'})
    """

    def __init__(self, graph: nx.Graph, inclusive: bool = False):
        self.graph = graph
        self.inclusive = inclusive
        missing = [h for h, t in graph.nodes(data="terrain") if t is None]
        if missing:
            raise ValueError(f"nodes without a 'terrain' attribute: {missing[:5]}")
        terrain = dict(graph.nodes(data="terrain"))
        self.terrain = terrain
        self.land: tuple[Node, ...] = tuple(sorted((h for h, t in terrain.items() if t != SEA),
                                                  key=_sort_key))
        self.index = {h: i for i, h in enumerate(self.land)}
        self.all_mask = (1 << len(self.land)) - 1
        self.targets: dict[str, frozenset[Node]] = {}
        self.unavailable: dict[str, str] = {}   # target -> why it has no hex set here
        self._find_targets(terrain)
        self._distance: dict[str, dict[Node, int]] = {}
        self._masks: dict[Clue, int] = {}
        for target, hexes in self.targets.items():
            self._add_target(target, hexes)

    def _find_targets(self, terrain: Mapping[Node, str]) -> None:
        for t in TERRAINS:
            hexes = frozenset(h for h in self.land if terrain[h] == t)
            self.targets[t] = hexes
            sizes = sorted((len(a) for a in self._areas(hexes)), reverse=True)
            if not sizes:
                self.unavailable[f"largest {t}"] = f"there is no {t} on this board"
            elif len(sizes) > 1 and sizes[0] == sizes[1]:
                self.unavailable[f"largest {t}"] = (f"this board has no unique largest {t}: "
                                                    f"two areas have {sizes[0]} hexes")
            else:
                self.targets[f"largest {t}"] = max(self._areas(hexes), key=len)
        self.targets[SEA] = frozenset(h for h, t in terrain.items() if t == SEA)
        marks = dict(self.graph.nodes(data="landmark"))
        for kind in LANDMARKS:
            self.targets[kind] = frozenset(h for h, k in marks.items() if k == kind)

    def _areas(self, hexes: frozenset[Node]) -> list[frozenset[Node]]:
        return [frozenset(c) for c in _components(self.graph, hexes)]

    def _add_target(self, target: str, hexes: frozenset[Node]) -> None:
        dist = _bfs_distances(self.graph, hexes, 2)
        self._distance[target] = {h: dist.get(h, 3) for h in self.land}
        for clue in (c for c in _ALL_CLUES if c.target == target):
            k = clue.radius
            low = 0 if (k == 0 or self.inclusive) else 1
            positive = self._mask_of(h for h in self.land if low <= dist.get(h, 3) <= k)
            self._masks[clue] = (self.all_mask & ~positive) if clue.negated else positive

    def _mask_of(self, hexes: Iterable[Node]) -> int:
        mask = 0
        for h in hexes:
            mask |= 1 << self.index[h]
        return mask

    # ---- queries
    def mask(self, clue: ClueLike) -> int:
        """Bitmask of the island hexes where the clue holds (ValueError if it cannot apply)."""
        c = parse_clue(clue)
        try:
            return self._masks[c]
        except KeyError:
            raise ValueError(f"clue '{c}' cannot be used on this board: "
                             f"{self.unavailable[c.target]}") from None

    def distance(self, target: str) -> dict[Node, int]:
        """Distance of each island hex to a target, 0 inside it, capped at 3 ("3 or more")."""
        if target not in self._distance:
            raise ValueError(self.unavailable.get(target, f"unknown target {target!r}"))
        return self._distance[target]

    def candidates_mask(self, clues: Iterable[ClueLike]) -> int:
        mask = self.all_mask
        for c in clues:
            mask &= self.mask(c)
        return mask

    def hexes(self, mask: int) -> list[Node]:
        """The hexes of a mask, in reading order."""
        land = self.land
        return [land[i] for i in range(len(land)) if mask >> i & 1]

    def candidates(self, clues: Iterable[ClueLike]) -> set[Node]:
        return set(self.hexes(self.candidates_mask(clues)))

    def clue_hexes(self, clue: ClueLike) -> frozenset[Node]:
        return frozenset(self.hexes(self.mask(clue)))

    def usable_clues(self, catalogue: Iterable[Clue] = CLUE_CATALOGUE) -> list[Clue]:
        """Clues of the catalogue that have a meaning on this board."""
        return [c for c in catalogue if c in self._masks]


Board = ClueSolver  # the same class, under the name the design notes use

_ALL_CLUES = tuple(Clue(r, t) for t in TARGETS for r in RELATIONS
                   if not (_RADIUS[r.removeprefix("not ")] == 0 and t in (SEA,) + LANDMARKS))


def _components(graph: nx.Graph, hexes: frozenset[Node]) -> list[set[Node]]:
    todo, groups = set(hexes), []
    for start in sorted(hexes, key=_sort_key):
        if start in todo:
            todo.discard(start)
            group, stack = {start}, [start]
            while stack:
                for n in graph.adj[stack.pop()]:
                    if n in todo:
                        todo.discard(n)
                        group.add(n)
                        stack.append(n)
            groups.append(group)
    return groups


_SOLVERS: OrderedDict[tuple[int, bool], tuple[nx.Graph, tuple[int, int], ClueSolver]] = \
    OrderedDict()
_CACHE_SIZE = 32


def solver_for(graph: nx.Graph | ClueSolver, inclusive: bool = False) -> ClueSolver:
    """The cached :class:`ClueSolver` of a graph (the last 32 graphs are kept; a graph whose
    node or edge count changed gets a new solver). Treat boards as read-only."""
    if isinstance(graph, ClueSolver):
        if graph.inclusive == inclusive:
            return graph
        graph = graph.graph
    key = (id(graph), inclusive)
    stamp = (graph.number_of_nodes(), graph.number_of_edges())
    entry = _SOLVERS.get(key)
    if entry is None or entry[0] is not graph or entry[1] != stamp:
        entry = (graph, stamp, ClueSolver(graph, inclusive))
        _SOLVERS[key] = entry
        if len(_SOLVERS) > _CACHE_SIZE:
            _SOLVERS.popitem(last=False)
    else:
        _SOLVERS.move_to_end(key)
    return entry[2]


def candidates(graph: nx.Graph | ClueSolver, clues: Iterable[ClueLike],
               inclusive: bool = False) -> set[Node]:
    """Island hexes that satisfy every clue (all island hexes when ``clues`` is empty)."""
    return solver_for(graph, inclusive).candidates(clues)


def clue_hexes(graph: nx.Graph | ClueSolver, clue: ClueLike,
               inclusive: bool = False) -> frozenset[Node]:
    """Island hexes where one clue holds."""
    return solver_for(graph, inclusive).clue_hexes(clue)


# --------------------------------------------------------------------------- legality

class ClueRejected(ValueError):
    """A clue that may not be played on a map; ``.reason`` is the short rule name."""

    def __init__(self, clue: Clue, reason: str, before: int, after: int, detail: str = ""):
        self.clue, self.reason, self.before, self.after = clue, reason, before, after
        super().__init__(f"'{clue}' cannot be played: it {reason}" + (f" ({detail})" if detail
                                                                         else ""))


def check_clue(graph_or_solver: nx.Graph | ClueSolver, current_clues: Iterable[ClueLike],
               new_clue: ClueLike, marker_threshold: int = MARKER_THRESHOLD,
               strict_reduction_before_markers: bool = False,
               inclusive: bool = False) -> frozenset[Node]:
    """The candidates after ``new_clue``, or :class:`ClueRejected` if the rules forbid it.

    A clue must leave at least one hex; once markers are out (at most ``marker_threshold``
    candidates) it must also remove at least one, and always when
    ``strict_reduction_before_markers`` is set (reference tobago.md §4.2-4.3).
    """
    s = solver_for(graph_or_solver, inclusive)
    clue = parse_clue(new_clue)
    before = s.candidates_mask(current_clues)
    after = before & s.mask(clue)
    n_before, n_after = before.bit_count(), after.bit_count()
    if after == 0:
        raise ClueRejected(clue, "would leave no hex", n_before, 0,
                           f"none of the {n_before} candidates is {clue}")
    if after == before:
        if n_before <= marker_threshold:
            raise ClueRejected(clue, "removes nothing while markers are out", n_before, n_after,
                               f"all {n_before} marked candidates are already {clue}")
        if strict_reduction_before_markers:
            raise ClueRejected(clue, "removes nothing (strict reduction rule)", n_before,
                               n_after, f"all {n_before} candidates are already {clue}")
    return frozenset(s.hexes(after))


def is_legal(graph_or_solver: nx.Graph | ClueSolver, current_clues: Iterable[ClueLike],
             new_clue: ClueLike, marker_threshold: int = MARKER_THRESHOLD,
             strict_reduction_before_markers: bool = False, inclusive: bool = False) -> bool:
    """True when :func:`check_clue` accepts the clue."""
    try:
        check_clue(graph_or_solver, current_clues, new_clue, marker_threshold,
                   strict_reduction_before_markers, inclusive)
    except ClueRejected:
        return False
    return True


# --------------------------------------------------------------------------- explanations

def format_hexes(hexes: Iterable[Node]) -> str:
    """Hexes in reading order, compact: runs along a row become ``(2..4,3)``.

    >>> format_hexes([(4, 3), (2, 3), (3, 3), (7, 3), (-1, 5)])
    '(2..4,3) (7,3) (-1,5)'
    """
    items = sorted(hexes, key=_sort_key)
    out: list[str] = []
    i = 0
    while i < len(items):
        h = items[i]
        if not (isinstance(h, tuple) and len(h) == 2):
            out.append(str(h))
            i += 1
            continue
        j, last = i, h
        while j + 1 < len(items):
            nxt = items[j + 1]
            if not (isinstance(nxt, tuple) and nxt == (last[0] + 1, h[1])):
                break
            j, last = j + 1, nxt
        out.append(f"({h[0]},{h[1]})" if j == i else f"({h[0]}..{last[0]},{h[1]})")
        i = j + 1
    return " ".join(out)


def _plural(n: int, word: str = "hex") -> str:
    return f"{n} {word}" + ("" if n == 1 else ("es" if word.endswith("x") else "s"))


def _group_phrases(clue: Clue, inclusive: bool) -> list[tuple[range, str]]:
    """(distances, description) of the hexes a clue removes."""
    t = clue.target
    x = target_phrase(t)
    every = f"every {t}" if t in LANDMARKS else x
    inside = f"on a {t}" if t in LANDMARKS else f"in {x}"
    k = clue.radius
    if k == 0:
        return [(range(0, 1), f"in {x}")] if clue.negated else [(range(1, 4), f"outside {x}")]
    far = "more than 1 hex" if k == 1 else "more than 2 hexes"
    near = "next to" if k == 1 else "1 or 2 hexes from"
    if clue.negated:
        if inclusive:
            return [(range(0, 1), inside), (range(1, k + 1), f"{near} {x}")]
        return [(range(1, k + 1), f"{near} {x}")]
    groups = [] if inclusive else [(range(0, 1), f"{inside} itself ('{clue.positive}' "
                                                 f"counts only hexes outside it)")]
    return groups + [(range(k + 1, 4), f"{far} from {every}")]


@dataclass(frozen=True)
class Explanation:
    """What one clue does to a map: counts, removed hexes grouped by reason, and text."""

    clue: Clue
    before: int
    after: int
    removed: frozenset[Node]
    remaining: frozenset[Node]
    groups: tuple[tuple[str, frozenset[Node]], ...]
    text: str

    def __str__(self) -> str:
        return self.text

    @property
    def summary(self) -> str:
        """The same explanation with counts and reasons only, no hex coordinates: for a board
        that shows the removed hexes itself (hatched), where a list of coordinates would say
        nothing a player can find."""
        return _explanation_text(self.clue, self.groups, self.before, self.after, list_hexes=False)


def explain(graph: nx.Graph | ClueSolver, clues_before: Iterable[ClueLike],
            new_clue: ClueLike, inclusive: bool = False) -> Explanation:
    """Which candidates ``new_clue`` removes from the map built by ``clues_before``, and why.

    >>> import networkx as nx
    >>> g = nx.path_graph([(0, 0), (1, 0), (2, 0), (3, 0)])
    >>> kinds = ["sea", "jungle", "jungle", "sea"]
    >>> nx.set_node_attributes(g, dict(zip(g, kinds)), "terrain")
    >>> print(explain(g, [], "not in the jungle").text)  # doctest: +NORMALIZE_WHITESPACE
    This clue would remove all 2 candidates (every one is in the jungle),
    so it cannot be played on this map.

    ``text`` names the hexes removed; ``summary`` says the same without them, for a board
    that hatches them:

    >>> g = nx.path_graph([(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0)])
    >>> kinds = ["sea", "jungle", "jungle", "beach", "beach", "sea"]
    >>> nx.set_node_attributes(g, dict(zip(g, kinds)), "terrain")
    >>> e = explain(g, [], "next to the jungle")
    >>> print(e.text)  # doctest: +NORMALIZE_WHITESPACE
    3 hexes were removed because the treasure is next to the jungle. 2 hexes in the jungle
    itself ('next to' counts only hexes outside it): (1..2,0); 1 hex more than 1 hex from
    the jungle: (4,0). 1 of 4 candidates remains.
    >>> print(e.summary)  # doctest: +NORMALIZE_WHITESPACE
    3 hexes were removed because the treasure is next to the jungle. 2 hexes in the jungle
    itself ('next to' counts only hexes outside it); 1 hex more than 1 hex from the jungle.
    1 of 4 candidates remains.
    """
    s = solver_for(graph, inclusive)
    clue = parse_clue(new_clue)
    before = s.candidates_mask(clues_before)
    after = before & s.mask(clue)
    removed = frozenset(s.hexes(before & ~after))
    dist = s.distance(clue.target)
    groups: list[tuple[str, frozenset[Node]]] = []
    for distances, phrase in _group_phrases(clue, s.inclusive):
        hexes = frozenset(h for h in removed if dist[h] in distances)
        if hexes:
            groups.append((phrase, hexes))
    n_before, n_after = before.bit_count(), after.bit_count()
    text = _explanation_text(clue, groups, n_before, n_after)
    return Explanation(clue, n_before, n_after, removed, frozenset(s.hexes(after)),
                       tuple(groups), text)


def _explanation_text(clue: Clue, groups: Sequence[tuple[str, frozenset[Node]]], n_before: int, n_after: int,
                      list_hexes: bool = True) -> str:
    if n_before == n_after:
        return (f"No hex was removed: all {n_before} candidates are already {clue}.")
    if n_after == 0:
        reasons = " and ".join(p for p, _ in groups)
        return (f"This clue would remove all {n_before} candidates (every one is {reasons}), "
                f"so it cannot be played on this map.")
    n_removed = n_before - n_after
    if len(groups) == 1:
        phrase, hexes = groups[0]
        where = f": {format_hexes(hexes)}" if list_hexes else ""
        head = (f"{_plural(n_removed)} {phrase} {'was' if n_removed == 1 else 'were'} removed "
                f"because the treasure is {clue}{where}.")
    else:
        parts = "; ".join(f"{_plural(len(h))} {p}" + (f": {format_hexes(h)}" if list_hexes else "")
                          for p, h in groups)
        head = (f"{_plural(n_removed)} {'was' if n_removed == 1 else 'were'} removed because "
                f"the treasure is {clue}. {parts[0].upper()}{parts[1:]}.")
    return f"{head} {n_after} of {n_before} candidates {'remains' if n_after == 1 else 'remain'}."


# --------------------------------------------------------------------------- ATV movement

def area_graph(graph: nx.Graph) -> nx.Graph:
    """Island areas contracted to nodes: the ATV's map.

    Each node is an area id (0, 1, ... ordered by smallest hex) with ``terrain``, ``hexes``
    and ``size``; an edge joins touching areas, with ``crossings`` = the (hex, hex)
    neighbour pairs where an ATV can cross. ``graph["area_of"]`` maps hex -> area id.
    """
    terrain = dict(graph.nodes(data="terrain"))
    land = frozenset(h for h, t in terrain.items() if t != SEA)
    ag: nx.Graph[int] = nx.Graph(name="areas")
    area_of: dict[Node, int] = {}
    by_terrain: dict[str, set[Node]] = {}
    for h in land:
        by_terrain.setdefault(terrain[h], set()).add(h)
    groups = [g for hexes in by_terrain.values() for g in _components(graph, frozenset(hexes))]
    groups.sort(key=lambda g: _sort_key(min(g, key=_sort_key)))
    for i, g in enumerate(groups):
        ag.add_node(i, terrain=terrain[next(iter(g))], hexes=frozenset(g), size=len(g))
        area_of.update((h, i) for h in g)
    crossing: dict[Node, list[Node]] = {h: [] for h in land}
    for a, b in graph.edges():
        if a in land and b in land and terrain[a] != terrain[b]:
            crossing[a].append(b)
            crossing[b].append(a)
            i, j = area_of[a], area_of[b]
            if not ag.has_edge(i, j):
                ag.add_edge(i, j, crossings=set())
            ag.edges[i, j]["crossings"].update({(a, b), (b, a)})
    ag.graph["area_of"] = area_of
    ag.graph["crossing_from"] = {h: tuple(sorted(v, key=_sort_key)) for h, v in crossing.items()}
    return ag


def atv_distances(graph: nx.Graph, start: Node, areas: nx.Graph | None = None,
                  combine_cross: bool = False) -> dict[Node, int]:
    """ATV steps from ``start`` to every reachable island hex.

    One step moves anywhere inside the current same-terrain area, or one hex across into a
    neighbouring hex of another terrain (landing in that hex's area); the sea is never
    entered. With ``combine_cross`` one step may drive inside the area and then cross.
    Pass ``areas`` (from :func:`area_graph`) to reuse the contracted area graph.

    >>> import networkx as nx
    >>> g = nx.path_graph([(q, 0) for q in range(-1, 7)])
    >>> kinds = ["sea", "jungle", "jungle", "jungle", "river", "jungle", "beach", "sea"]
    >>> nx.set_node_attributes(g, dict(zip(g, kinds)), "terrain")
    >>> atv_distances(g, (0, 0))
    {(0, 0): 0, (1, 0): 1, (2, 0): 1, (3, 0): 2, (4, 0): 3, (5, 0): 4}
    """
    ag = areas if areas is not None else area_graph(graph)
    area_of, crossing = ag.graph["area_of"], ag.graph["crossing_from"]
    if start not in area_of:
        raise ValueError(f"the ATV must stand on an island hex, not {hex_name(start)}")
    dist = {start: 0}
    frontier, expanded, steps = [start], set(), 0
    while frontier:
        steps += 1
        nxt = []
        for h in frontier:
            a = area_of[h]
            exits: Iterable[Node] = crossing[h]
            if a not in expanded:
                expanded.add(a)
                inside = ag.nodes[a]["hexes"]
                if combine_cross:
                    exits = [x for y in inside for x in crossing[y]]
                exits = itertools.chain(sorted(inside, key=_sort_key), exits)
            for x in exits:
                if x not in dist:
                    dist[x] = steps
                    nxt.append(x)
        frontier = nxt
    return dict(sorted(dist.items(), key=lambda kv: (kv[1], _sort_key(kv[0]))))


def reachable(graph: nx.Graph, start: Node, steps: int = 3, areas: nx.Graph | None = None,
              combine_cross: bool = False) -> frozenset[Node]:
    """Island hexes an ATV at ``start`` reaches in at most ``steps`` steps."""
    dist = atv_distances(graph, start, areas, combine_cross)
    return frozenset(h for h, d in dist.items() if d <= steps)


# --------------------------------------------------------------------------- advisor

@dataclass(frozen=True)
class Advice:
    """One clue card of a hand judged against a map."""

    clue: Clue
    legal: bool
    reason: str | None          # why it is illegal, None when legal
    candidates_left: int
    remaining: frozenset
    atv_steps: int | None       # ATV steps to the nearest remaining candidate, if asked


def advise(graph: nx.Graph | ClueSolver, hand: Iterable[ClueLike], clues: Iterable[ClueLike],
           atv: Node | None = None, area_graph: nx.Graph | None = None,
           marker_threshold: int = MARKER_THRESHOLD,
           strict_reduction_before_markers: bool = False,
           inclusive: bool = False) -> list[Advice]:
    """For each card of ``hand``: legal on the map of ``clues`` or not (with the reason),
    candidates left, and, given an ATV hex, its steps to the nearest remaining candidate."""
    s = solver_for(graph, inclusive)
    clues = [parse_clue(c) for c in clues]
    dist = None
    if atv is not None:
        dist = atv_distances(s.graph, atv, area_graph)
    before = s.candidates_mask(clues)
    advice = []
    for card in hand:
        clue = parse_clue(card)
        try:
            mask = s.mask(clue)
        except ValueError as err:
            advice.append(Advice(clue, False, str(err), 0, frozenset(), None))
            continue
        after = before & mask
        remaining = frozenset(s.hexes(after))
        try:
            check_clue(s, clues, clue, marker_threshold, strict_reduction_before_markers,
                       s.inclusive)
            legal, reason = True, None
        except ClueRejected as err:
            legal, reason = False, err.reason
        steps = None
        if dist is not None:
            steps = min((dist[h] for h in remaining if h in dist), default=None)
        advice.append(Advice(clue, legal, reason, len(remaining), remaining, steps))
    return advice


# --------------------------------------------------------------------------- sympy reference

def hex_symbol(h: Node) -> sympy.Symbol:
    """The Boolean symbol "the treasure is on hex h", e.g. ``T_3_4`` for (3, 4)."""
    import sympy

    name = "_".join(map(str, h)) if isinstance(h, tuple) else str(h)
    return sympy.Symbol(f"T_{name}")


def _land(graph: nx.Graph) -> list[Node]:
    return sorted((h for h, t in graph.nodes(data="terrain") if t != SEA), key=_sort_key)


def _target_nodes(graph: nx.Graph, target: str) -> set[Node]:
    """Target hexes found with networkx directly (independent of :class:`ClueSolver`)."""
    if target.startswith("largest "):
        t = target.removeprefix("largest ")
        parts = sorted(nx.connected_components(graph.subgraph(
            [h for h, x in graph.nodes(data="terrain") if x == t])), key=len, reverse=True)
        if not parts or (len(parts) > 1 and len(parts[0]) == len(parts[1])):
            raise ValueError(f"no unique largest {t} on this board")
        return set(parts[0])
    attr = "landmark" if target in LANDMARKS else "terrain"
    return {h for h, x in graph.nodes(data=attr) if x == target}


def clue_expr(graph: nx.Graph, clue: ClueLike, inclusive: bool = False) -> sympy.Basic:
    """The clue as a sympy formula over :func:`hex_symbol` symbols (negations as ``Not``).

    It means what the clue means together with :func:`exactly_one` (one treasure hex).
    """
    import sympy

    c = parse_clue(clue)
    target = _target_nodes(graph, c.target)
    land = _land(graph)
    if c.radius == 0:
        holds = [h for h in land if h in target]
    else:
        ring1 = {h for h in graph if any(n in target for n in graph.adj[h])}
        ring = ring1 if c.radius == 1 else ring1 | {h for h in graph
                                                    if any(n in ring1 for n in graph.adj[h])}
        holds = [h for h in land if (h in ring or (inclusive and h in target))
                 and (inclusive or h not in target)]
    expr = sympy.Or(*[hex_symbol(h) for h in holds])
    return sympy.Not(expr) if c.negated else expr


def exactly_one(symbols: list[sympy.Symbol]) -> sympy.Basic:
    """At least one symbol true and no two true together."""
    import sympy

    pairs = [sympy.Or(sympy.Not(a), sympy.Not(b)) for a, b in itertools.combinations(symbols, 2)]
    return sympy.And(sympy.Or(*symbols), *pairs)


def sympy_candidates(graph: nx.Graph, clues: Iterable[ClueLike], inclusive: bool = False,
                     max_land: int = 40) -> set[Node]:
    """Candidates by enumerating the models of the clue formulas (small islands only)."""
    import sympy

    land = _land(graph)
    if len(land) > max_land:
        raise ValueError(f"{len(land)} island hexes: the sympy reference is for small islands "
                         f"(max_land={max_land})")
    symbols = {hex_symbol(h): h for h in land}
    formula = sympy.And(exactly_one(list(symbols)),
                        *[clue_expr(graph, c, inclusive) for c in clues])
    found: set[Node] = set()
    for model in sympy.satisfiable(formula, all_models=True):
        if model is False:
            break
        found.update(symbols[s] for s, value in model.items() if value and s in symbols)
    return found
