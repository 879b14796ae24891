"""The Bahama Taxi city: 52 areas named like playing cards, and the roads between them.

Board data: "Bahama Taxi" by Bartosz Sułkowski, CC BY 4.0 (see CREDITS.md beside this file).

Areas are written rank then suit letter, as on the cards: ``5D``, ``10S``, ``QH``, ``AC``.
The suit symbols are accepted too: ``5♦``, ``10♠``.

>>> fare("8S", "8H")
3
>>> fare("2♦", "2♥")
7
>>> route("5D", "2S")
['5D', '2S']
>>> len(AREAS), graph().number_of_edges()
(52, 128)
"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

import networkx as nx

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "C", "D")
SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♣": "C", "♦": "D", "♤": "S", "♡": "H", "♧": "C", "♢": "D"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "C": "clubs", "D": "diamonds"}
PRETTY_SUIT = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}


@dataclass(frozen=True)
class Area:
    name: str
    x: float
    y: float
    radius: float

    @property
    def rank(self) -> str:
        return self.name[:-1]

    @property
    def suit(self) -> str:
        return self.name[-1]

    @property
    def downtown(self) -> bool:
        """Downtown is the congested core: the A, K, Q, J areas."""
        return self.rank in ("A", "K", "Q", "J")


def _rows(filename: str) -> list[dict[str, str]]:
    text = resources.files(__package__).joinpath(filename).read_text(encoding="utf-8")
    return list(csv.DictReader(text.splitlines()))


def _load_areas() -> dict[str, Area]:
    return {r["area"]: Area(r["area"], float(r["x"]), float(r["y"]), float(r["radius"]))
            for r in _rows("areas.csv")}


AREAS: dict[str, Area] = _load_areas()
#: The 52 area names in deck order (spades, hearts, clubs, diamonds; A..K).
DECK: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)


def normalize(area: str) -> str:
    """Canonical area name: ``'10♠'`` → ``'10S'``, ``'qh'`` → ``'QH'``; ValueError if none."""
    text = area.strip()
    if text and text[-1] in SUIT_SYMBOLS:
        text = text[:-1] + SUIT_SYMBOLS[text[-1]]
    text = text.upper().replace("1O", "10")
    if text not in AREAS:
        raise ValueError(f"no area {area!r}: write rank then suit, like 5D, 10S or Q♥")
    return text


def pretty(area: str) -> str:
    """``'10S'`` → ``'10♠'``."""
    return area[:-1] + PRETTY_SUIT[area[-1]]


@lru_cache(maxsize=1)
def graph() -> nx.Graph:
    """The city as a networkx Graph: 52 area nodes (attributes x, y, radius, rank, suit,
    downtown) and 128 adjacency edges."""
    g: nx.Graph[str] = nx.Graph(name="Bahama Taxi city")
    for area in AREAS.values():
        g.add_node(area.name, x=area.x, y=area.y, radius=area.radius, rank=area.rank,
                   suit=area.suit, downtown=area.downtown)
    g.add_edges_from((r["a"], r["b"]) for r in _rows("edges.csv"))
    return nx.freeze(g)


@lru_cache(maxsize=1)
def fare_table() -> dict[str, dict[str, int]]:
    """Every fare: ``fare_table()[a][b]`` is the number of moves on a shortest route."""
    return {a: dict(lengths) for a, lengths in nx.all_pairs_shortest_path_length(graph())}


def fare(a: str, b: str) -> int:
    """Fare from ``a`` to ``b`` = shortest-path distance in moves."""
    return fare_table()[normalize(a)][normalize(b)]


def route(a: str, b: str) -> list[str]:
    """One shortest route from ``a`` to ``b`` (both ends included)."""
    return nx.shortest_path(graph(), normalize(a), normalize(b))


def adjacent(a: str, b: str) -> bool:
    return graph().has_edge(normalize(a), normalize(b))


@cache
def neighbours(area: str) -> tuple[str, ...]:
    """Adjacent areas, in deck order."""
    near = set(graph().neighbors(area))
    return tuple(a for a in DECK if a in near)


@dataclass(frozen=True)
class Citizen:
    """A pair of cards: waits on ``origin``, travels to ``destination``."""

    origin: str
    destination: str

    @property
    def fare(self) -> int:
        return fare_table()[self.origin][self.destination]

    def __str__(self) -> str:
        return f"{pretty(self.origin)}→{pretty(self.destination)}"


def fare_matrix():
    """The fare table as a pandas DataFrame in deck order (for notebooks)."""
    import pandas as pd

    table = fare_table()
    return pd.DataFrame([[table[a][b] for b in DECK] for a in DECK], index=DECK, columns=DECK)
