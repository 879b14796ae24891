"""Parks components as data: the tokens, the trail sites, and the park, gear, canteen and
Year cards of ``cards.csv`` (one editable table; the cards are kit defaults, not the
published ones). Pure data, imported by the rules, the drawing, the bots and the widget.

>>> PARKS["grand-canyon"].words()
'Grand Canyon (1 forest, 4 mountain: 7 points)'
>>> GEAR["trail-guide"].words()
'Trail guide (1 sun): at the Forest, gain 1 sun more'
>>> CANTEENS["c11"].words()
'Trading canteen: exchange 1 token for 1 other (no wildlife)'
"""
from __future__ import annotations

import csv
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

#: Token kinds a player holds (photos are points, kept apart).
TOKENS = ("forest", "mountain", "sun", "water", "wildlife")
PAID = ("forest", "mountain", "sun", "water")  # the kinds a cost names; wildlife stands in for any
TOKEN_LIMIT = 12
#: The box's token supply (the published component list).
SUPPLY = {"forest": 16, "mountain": 16, "sun": 30, "water": 30, "wildlife": 12}
PHOTOS = 28

BASIC = ("forest", "mountain", "ocean", "valley", "vista")
WATERFALL = "waterfall"  # a sixth basic site with 4 or more players
ADVANCED = ("lodge", "lookout", "wildlife", "river")
END = ("reserve", "gear", "visit")  # the three Trail End locations
TRAILHEAD = "trailhead"

SITE_TITLES = {"forest": "Forest", "mountain": "Mountain", "ocean": "Ocean", "valley": "Valley",
               "vista": "Vista", "waterfall": "Waterfall", "lodge": "Lodge", "lookout": "Lookout",
               "wildlife": "Wildlife", "river": "River"}
SITE_WORDS = {
    "forest": "gain 1 forest",
    "mountain": "gain 1 mountain",
    "ocean": "gain 2 water",
    "valley": "gain 2 sun",
    "waterfall": "gain 1 sun and 1 water",
    "vista": "draw a canteen, or turn in 2 tokens (1 with the Camera) for a photo and the Camera",
    "lodge": "turn in 1 token for any 1 token (not wildlife), up to twice",
    "lookout": "reserve or visit a park, or buy a gear card",
    "wildlife": "turn in 1 token for 1 wildlife",
    "river": "turn in 1 water to copy the action of another site with a hiker on it",
}
END_TITLES = {"reserve": "Reserve a park", "gear": "Buy gear", "visit": "Visit a park"}
END_WORDS = {
    "reserve": "take a face-up park or the top of the deck, to visit later; the first each "
               "season takes the First Hiker marker",
    "gear": "buy a gear card; the first player here each season (the first two players with 4 "
            "or more) pays 1 sun less",
    "visit": "pay a park's cost to score its points",
}
#: Fixed gains of the sites without a choice.
SITE_GAINS = {"forest": {"forest": 1}, "mountain": {"mountain": 1}, "ocean": {"water": 2},
              "valley": {"sun": 2}, "waterfall": {"sun": 1, "water": 1}}


def cost_words(cost: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {t}" for t, n in cost.items() if n) or "nothing"


@dataclass(frozen=True)
class Park:
    id: str
    name: str
    cost: tuple[tuple[str, int], ...]  # in PAID order, n > 0
    points: int

    @property
    def needs(self) -> dict[str, int]:
        return dict(self.cost)

    def words(self) -> str:
        return f"{self.name} ({cost_words(self.needs)}: {self.points} points)"


@dataclass(frozen=True)
class Gear:
    id: str
    name: str
    price: int  # in sun
    effect: str  # bonus (site, token) / discount (token) / points
    site: str
    token: str
    points: int

    def ability(self) -> str:
        if self.effect == "bonus":
            return f"at the {SITE_TITLES[self.site]}, gain 1 {self.token} more"
        if self.effect == "discount":
            return f"parks cost you 1 {self.token} less"
        return f"{self.points} point{'s' if self.points != 1 else ''} at the end"

    def words(self) -> str:
        return f"{self.name} ({self.price} sun): {self.ability()}"


@dataclass(frozen=True)
class Canteen:
    id: str
    name: str
    effect: str  # gain / exchange / photo
    gain: tuple[tuple[str, int], ...]

    def ability(self) -> str:
        if self.effect == "gain":
            return "gain " + cost_words(dict(self.gain))
        if self.effect == "exchange":
            return "exchange 1 token for 1 other (no wildlife)"
        return "take a photo"

    def words(self) -> str:
        return f"{self.name}: {self.ability()}"


@dataclass(frozen=True)
class Year:
    id: str
    name: str
    effect: str  # park_token (token) / photos / gear
    token: str

    def ability(self) -> str:
        if self.effect == "park_token":
            return f"1 point for each park you visited whose cost has {self.token}"
        if self.effect == "photos":
            return "1 point for every 2 photos"
        return "1 point for each gear card"

    def words(self) -> str:
        return f"{self.name}: {self.ability()}"


def _load() -> tuple[dict[str, Park], dict[str, Gear], dict[str, Canteen], dict[str, Year]]:
    parks: dict[str, Park] = {}
    gear: dict[str, Gear] = {}
    canteens: dict[str, Canteen] = {}
    years: dict[str, Year] = {}
    with open(HERE / "cards.csv", newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            amounts = tuple((t, int(row[t])) for t in PAID if int(row[t] or 0))
            deck, cid = row["deck"], row["id"]
            if deck == "park":
                parks[cid] = Park(cid, row["name"], amounts, int(row["points"]))
            elif deck == "gear":
                gear[cid] = Gear(cid, row["name"], int(row["sun"]), row["effect"], row["site"], row["token"],
                                 int(row["points"] or 0))
            elif deck == "canteen":
                canteens[cid] = Canteen(cid, row["name"], row["effect"], amounts)
            elif deck == "year":
                years[cid] = Year(cid, row["name"], row["effect"], row["token"])
            else:
                raise ValueError(f"cards.csv: unknown deck {deck!r}")
    return parks, gear, canteens, years


PARKS, GEAR, CANTEENS, YEARS = _load()


def card_table() -> Any:
    """The card table (all four decks) as a pandas DataFrame, with each card in words."""
    import pandas as pd

    rows = [("park", p.id, p.name, p.words()) for p in PARKS.values()]
    rows += [("gear", g.id, g.name, g.words()) for g in GEAR.values()]
    rows += [("canteen", c.id, c.name, c.words()) for c in CANTEENS.values()]
    rows += [("year", y.id, y.name, y.words()) for y in YEARS.values()]
    return pd.DataFrame(rows, columns=["deck", "id", "name", "card"])


__all__ = [
    "ADVANCED",
    "BASIC",
    "CANTEENS",
    "END",
    "END_TITLES",
    "END_WORDS",
    "GEAR",
    "PAID",
    "PARKS",
    "PHOTOS",
    "SITE_GAINS",
    "SITE_TITLES",
    "SITE_WORDS",
    "SUPPLY",
    "TOKENS",
    "TOKEN_LIMIT",
    "TRAILHEAD",
    "WATERFALL",
    "YEARS",
    "Canteen",
    "Gear",
    "Park",
    "Year",
    "card_table",
    "cost_words",
]
