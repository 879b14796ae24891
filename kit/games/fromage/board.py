"""The Fromage board as data: the four venues (quadrants), their gather spots and cheese
spaces, and the point tables, all read from ``board.json`` (one editable file of kit
defaults, not from the rulebook: the rules text gives neither the spot layouts nor the
numbers).

>>> len(VENUES), sorted(VENUES)
(4, ['bistro', 'festival', 'fromagerie', 'villes'])
>>> SPACES["festival-1"].grade, SPACES["festival-1"].type
('bronze', 'soft')
>>> GATHER["villes-order3"].resource, GATHER["villes-order3"].amount
('order', 3)
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).parent

with open(HERE / "board.json", encoding="utf-8") as _handle:
    DATA = json.load(_handle)

CHEESE_TYPES: tuple[str, ...] = tuple(DATA["cheese_types"])
GRADES: tuple[str, ...] = tuple(DATA["grades"])
GRADE_TURNS = {g: int(v["turns"]) for g, v in DATA["grades"].items()}
GRADE_VALUE = {g: int(v["value"]) for g, v in DATA["grades"].items()}
RESOURCES: tuple[str, ...] = tuple(DATA["resources"])
START = {k: int(v) for k, v in DATA["start_resources"].items()}
CHEESE_COST = {k: int(v) for k, v in DATA["cheese_cost"].items()}
SCORING = DATA["scoring"]
ORDER_COPIES = int(DATA["order_deck_copies"])


@dataclass(frozen=True)
class Space:
    """A Make Cheese space: its cheese type (the worker must match), its grade (bronze,
    silver or gold: the worker stays 1, 2 or 3 turns), its symbol ("fruit", "jam" or ""),
    and the venue's own facts (Villes regions, Bistro table, Fromagerie gift, Festival cell)."""

    id: str
    venue: str
    number: int
    type: str
    grade: str
    symbol: str = ""
    regions: tuple[str, ...] = ()
    table: int = 0
    gift: str = ""
    cell: tuple[int, int] | None = None
    at: tuple[float, float] | None = None


@dataclass(frozen=True)
class Spot:
    """A Gather Resources spot: ``amount`` of ``resource``; the worker stays ``amount`` turns."""

    id: str
    venue: str
    resource: str
    amount: int


VENUES: dict[str, dict] = DATA["venues"]
VENUE_ORDER: tuple[str, ...] = tuple(sorted(VENUES))
SPACES: dict[str, Space] = {}
GATHER: dict[str, Spot] = {}
for _venue, _info in VENUES.items():
    for _sp in _info["spaces"]:
        SPACES[_sp["id"]] = Space(
            id=_sp["id"], venue=_venue, number=int(_sp["id"].rsplit("-", 1)[1]), type=_sp["type"],
            grade=_sp["grade"], symbol=_sp.get("symbol", ""), regions=tuple(_sp.get("regions", ())),
            table=int(_sp.get("table", 0)), gift=_sp.get("gift", ""),
            cell=tuple(_sp["cell"]) if "cell" in _sp else None,
            at=tuple(_sp["at"]) if "at" in _sp else None)
    for _res, _amount in _info["gather"]:
        _id = f"{_venue}-{_res}{_amount}"
        GATHER[_id] = Spot(_id, _venue, _res, int(_amount))

SPACES_OF = {v: tuple(s for s in SPACES.values() if s.venue == v) for v in VENUES}
GATHER_OF = {v: tuple(s for s in GATHER.values() if s.venue == v) for v in VENUES}
FESTIVAL_CELL = {s.cell: s.id for s in SPACES_OF["festival"]}
FESTIVAL_NEIGHBOURS = {
    s.id: tuple(FESTIVAL_CELL[(s.cell[0] + dr, s.cell[1] + dc)]
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if (s.cell[0] + dr, s.cell[1] + dc) in FESTIVAL_CELL)
    for s in SPACES_OF["festival"]}
VILLES_REGIONS: tuple[str, ...] = tuple(sorted(VENUES["villes"]["regions"]))
BISTRO_TABLES = sorted({s.table for s in SPACES_OF["bistro"]})
#: The order deck: one card a (cheese type, venue) pair, ``ORDER_COPIES`` times each.
ORDER_CARDS: tuple[str, ...] = tuple(f"{t}-{v}" for t in CHEESE_TYPES for v in VENUE_ORDER)
ORDER_DECK = {card: ORDER_COPIES for card in ORDER_CARDS}


def venue_title(venue: str) -> str:
    return VENUES[venue]["title"]


def space_words(space_id: str) -> str:
    """A cheese space in words: "Bistro 5 (silver, blue cheese, jam)"."""
    s = SPACES[space_id]
    extra = f", {s.symbol}" if s.symbol else ""
    return f"{venue_title(s.venue)} {s.number} ({s.grade}, {s.type} cheese{extra})"


def spot_words(spot_id: str) -> str:
    s = GATHER[spot_id]
    noun = s.resource if s.amount == 1 else {"livestock": "livestock", "fruit": "fruit",
                                             "structure": "structures", "order": "orders"}[s.resource]
    return f"{s.amount} {noun} at the {venue_title(s.venue)}"


def order_words(card: str) -> str:
    kind, venue = card.split("-")
    return f"a {kind} cheese in the {venue_title(venue)}"
