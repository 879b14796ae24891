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
from collections.abc import Iterable
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
FESTIVAL_CELL = {s.cell: s.id for s in SPACES_OF["festival"] if s.cell is not None}


def _festival_neighbours(cell: tuple[int, int]) -> tuple[str, ...]:
    r, c = cell
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1))
    return tuple(FESTIVAL_CELL[(r + dr, c + dc)] for dr, dc in steps if (r + dr, c + dc) in FESTIVAL_CELL)


FESTIVAL_NEIGHBOURS = {space: _festival_neighbours(cell) for cell, space in FESTIVAL_CELL.items()}
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


# ------------------------------------------------------------ kit defaults in words
_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


_PLURAL = {"structure": "structures", "order": "orders"}


def _count(k: int) -> str:
    return _NUMBER_WORDS[k] if 0 <= k < len(_NUMBER_WORDS) else str(k)


def listing(items: Iterable[object]) -> str:
    """``a, b and c``."""
    texts = [str(i) for i in items]
    return texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " and " + texts[-1]


def _numbers(values) -> str:
    return ", ".join(str(v) for v in values)


def _amounts(data: dict, what: dict) -> str:
    """"2 livestock and 1 fruit" from {"livestock": 2, "fruit": 1}."""
    return listing(f"{int(k)} {r}" for r, k in what.items() if int(k)) if any(map(int, what.values())) \
        else "nothing"


def kit_defaults(data: dict | None = None) -> dict[str, str]:
    """The board data's kit defaults in words, generated from ``data`` (``board.json`` by
    default), so a description never quotes a number the data no longer holds."""
    d = DATA if data is None else data
    venues, scoring, grades = d["venues"], d["scoring"], d["grades"]
    title = {v: info["title"] for v, info in venues.items()}
    layout = []
    for v in sorted(venues):
        info = venues[v]
        by_res: dict[str, list[int]] = {}
        for res, amount in info["gather"]:
            by_res.setdefault(res, []).append(int(amount))
        spots = "; ".join(f"{listing(sorted(a))} {_PLURAL.get(r, r)}" for r, a in by_res.items())
        layout.append(f"{title[v]}: {len(info['gather'])} gather spots ({spots}) and "
                      f"{len(info['spaces'])} cheese spaces")
    grade_names = list(grades)
    turns = " / ".join(str(int(grades[g]["turns"])) for g in grade_names)
    values = " / ".join(str(int(grades[g]["value"])) for g in grade_names)

    festival = venues["festival"]
    group = [int(x) for x in scoring["festival_group"]]
    if all(group[n] == n * (n + 1) // 2 for n in range(len(group))):
        group_words = f"n(n+1)/2 points (up to a group of {len(group) - 1})"
    else:
        group_words = "by the table " + _numbers(group) + " for n = 0, 1, 2, …"
    bonus = scoring["festival_grade_bonus"]
    bonus_words = listing(f"{int(bonus[g])} a {g} cheese" for g in grade_names
                          if int(bonus.get(g, 0))) or "nothing"
    free = {tuple(c) for c in festival["free_cells"]}
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1))
    by_free = [len(free & {(s["cell"][0] + a, s["cell"][1] + b) for a, b in steps}) > 0
               for s in festival["spaces"]]
    ranks = [grade_names.index(s["grade"]) for s in festival["spaces"]]
    near = [r for r, f in zip(ranks, by_free) if f]
    far = [r for r, f in zip(ranks, by_free) if not f]
    free_words = ("; the spaces next to a free space have the higher grades on average, so they are worth "
                  "more and keep the worker longer"
                  if near and far and sum(near) / len(near) > sum(far) / len(far) else "")

    villes = venues["villes"]
    touch: dict[str, set[int]] = {}
    for s in villes["spaces"]:
        touch.setdefault(s["grade"], set()).add(len(s.get("regions", ())))
    touch_words = ", ".join(f"a {g} space touches {listing(sorted(touch[g]))} "
                            + ("region" if touch[g] == {1} else "regions") for g in grade_names if g in touch)
    majority = [int(x) for x in scoring["villes_majority"]]
    places = ("most", "second", "third", "fourth")
    majority_words = ", ".join(f"{places[i]} {v} point{'' if v == 1 else 's'}"
                               for i, v in enumerate(majority))

    bistro = venues["bistro"]
    tables: dict[int, int] = {}
    for s in bistro["spaces"]:
        tables[int(s["table"])] = tables.get(int(s["table"]), 0) + 1
    plates = sorted(set(tables.values()))

    gifts = sorted({s["gift"] for s in venues["fromagerie"]["spaces"] if s.get("gift")})
    cards = len(d["cheese_types"]) * len(venues)
    chart = [int(x) for x in scoring["orders_chart"]]
    row = [int(x) for x in scoring["structures_row"]]
    per = int(scoring["unused_resources_per_point"])
    types = list(d["cheese_types"])
    return {
        "layouts": "spot layouts of the four venues are kit defaults in board.json: " + "; ".join(layout)
                   + "; each cheese space has a cheese type, a grade and maybe a fruit or jam symbol",
        "workers": f"{_count(len(types))} workers a player, one a cheese type ({', '.join(types)})",
        "start": f"each player starts with {_amounts(d, d['start_resources'])}",
        "cheese_cost": f"making a cheese uses {_amounts(d, d['cheese_cost'])} (the milk), and 1 fruit on a "
                       "fruit or jam space",
        "grades": f"{' / '.join(grade_names)}: the worker stays {turns} turns; a cheese's grade value (what "
                  f"the Fromagerie scores) is {values}",
        "festival": f"each orthogonally connected group of n of your cheeses scores {group_words}, plus "
                    f"{bonus_words}{free_words}",
        "villes": f"{_count(len(villes['regions']))} regions; {touch_words}; per region "
                  f"{majority_words}; tied players take the lower value",
        "bistro": f"{_count(len(tables))} tables of {listing(plates)} plates; each cheese there scores "
                  f"{scoring['bistro_per_cheese']}, plus {scoring['bistro_per_full_table']} for each table "
                  "whose plates are all yours",
        "fromagerie": "each cheese scores its grade value, and its space's customer gives 1 resource at once "
                      f"({listing(gifts)})" if gifts else "each cheese scores its grade value",
        "orders": f"order cards name a cheese type and a venue ({int(d['order_deck_copies'])} of each of the "
                  f"{cards}); an order is complete at the end when you have a matching cheese there (one "
                  f"cheese an order); the chart: {_numbers(chart)} points for 0, 1, 2, … completed orders"
                  + (f" ({chart[-1]} from {len(chart) - 1} on)" if len(chart) > 1 else "")
                  + "; an order not completed is an unused resource",
        "structures": f"a gathered structure goes on your structure row ({len(row) - 1} places), which "
                      f"scores {_numbers(row)} points for 0, 1, 2, … structures; structures beyond the row "
                      "are unused resources",
        "unused": f"every {per} unused resources (livestock, fruit, structures beyond the row, orders not "
                  "completed) score 1 point",
    }
