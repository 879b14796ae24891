"""The Parks position: one dataclass of plain values, and the chance steps it owes."""
from __future__ import annotations

from dataclasses import dataclass, field

from kit.flow import FlowState
from kit.games.parks.cards import PHOTOS


@dataclass(frozen=True)
class Deal:
    """A chance step due: a card (or site) drawn from ``deck`` (year, canteen, park, gear,
    advanced, site); ``seat`` is whom it goes to (a Year card, a canteen, a park reserved
    from the top of the deck), None for the market or the trail."""

    deck: str
    seat: int | None = None


@dataclass
class ParksState(FlowState[Deal]):
    """A Parks position. A hiker's place is ``"trailhead"``, a site's name or a Trail End
    location (``reserve``, ``gear``, ``visit``). ``tasks`` are the chance steps still due;
    ``pending`` the site (or Trail End location) whose action the player to act is taking;
    ``rain`` the water gained this turn that may still go into a canteen. Phases: setup ->
    move -> site -> (draw) -> rain/exchange -> discard -> ... camera -> over."""

    season: int = 0  # 0-based; the view shows 1-4
    trail: list[str] = field(default_factory=list)
    advanced: list[str] = field(default_factory=list)
    unplaced: list[str] = field(default_factory=list)
    weather: dict[str, str] = field(default_factory=dict)  # site -> token lying on it
    hikers: list[list[str]] = field(default_factory=list)
    campfire: list[bool] = field(default_factory=list)
    arrivals: dict[str, list[int]] = field(default_factory=dict)  # Trail End location -> seats in order
    tokens: list[dict[str, int]] = field(default_factory=list)
    supply: dict[str, int] = field(default_factory=dict)
    photos: list[int] = field(default_factory=list)
    photo_supply: int = PHOTOS
    camera: int | None = None
    first_hiker: int = 0
    reserve_used: bool = False
    park_deck: list[str] = field(default_factory=list)
    park_market: list[str] = field(default_factory=list)
    reserved: list[list[str]] = field(default_factory=list)
    visited: list[list[str]] = field(default_factory=list)
    gear_deck: list[str] = field(default_factory=list)
    gear_market: list[str] = field(default_factory=list)
    gear: list[list[str]] = field(default_factory=list)
    canteen_deck: list[str] = field(default_factory=list)
    canteens: list[list[str]] = field(default_factory=list)
    filled: list[list[str]] = field(default_factory=list)
    year_deck: list[str] = field(default_factory=list)
    year: list[str | None] = field(default_factory=list)
    current: int = 0
    pending: str | None = None
    copied: bool = False  # the pending action is one the River copied
    trades: int = 0  # Lodge trades made this visit
    discount: int = 0  # sun off the gear bought at the Trail End now
    rain: int = 0
    turns: int = 0


__all__ = ["Deal", "ParksState"]
