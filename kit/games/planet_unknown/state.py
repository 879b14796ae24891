"""The Planet Unknown position: the station, the face-down picks and each player's board,
as plain values; the chance steps and the decisions a player still owes."""
from __future__ import annotations

from dataclasses import dataclass, field

from kit.engine import State
from kit.flow import FlowState

STACKS = 12


@dataclass(frozen=True)
class Todo:
    """A decision a player still owes this round: ``kind`` is place, gains (``gains``: the
    symbols still to spend, a track letter (``W``: water on ice, doubled at tech level 4),
    ``E:<letters>`` energy for one of those tracks), synergy, patch (``storable``: may be
    kept for the end), rover or move (``steps`` of rover movement left), civ (``steps``: the
    milestone's level) or one of the civ cards' effects (``civ_rules.CIV_KINDS``)."""

    kind: str
    gains: tuple[str, ...] = ()
    steps: int = 0
    storable: bool = False


PLACE, SYNERGY, ROVER = Todo("place"), Todo("synergy"), Todo("rover")


@dataclass(frozen=True)
class Draw:
    """A chance step due: the new top tile of ``stack``, or the inner ring's offset at
    setup (``stack`` None); with ``deck`` set, an event card's step: ``deck`` (the event
    deck's mix), ``event`` (the round's card), ``peek`` (the next card, set aside) or
    ``civ 2`` (a civ card of that level leaving the box)."""

    stack: int | None
    deck: str = ""


@dataclass(frozen=True)
class Deal(Draw):
    """A chance step due at setup: an objective card from the box, shared by two
    neighbours (``seat`` None) or dealt to ``seat`` as a private objective (``stack`` None)."""

    seat: int | None = None


@dataclass
class Board(State):
    """One player's planet and tracks."""

    phase: str = "play"
    covered: int = 0
    terrain: str = "." * 144          # a letter per cell: C W B R T E, b a biomass patch
    meteors: int = 0                  # meteorites lying on the planet
    lifepods: int = 0                 # lifepods still on the planet
    rovers: list[int] = field(default_factory=list)
    track: list[int] = field(default_factory=lambda: [0] * 5)
    tech: int = 0
    stored: int = 0                   # biomass patches kept for the end (tech level 2)
    pods: int = 0                     # lifepods collected
    rocks: int = 0                    # meteorites collected
    lost_pods: int = 0                # lifepods destroyed by a tile
    lost_rovers: int = 0
    civ_milestones: int = 0
    civ: list[int] = field(default_factory=list)          # civ cards kept, in order
    doubled: int = 0                  # the round a patch last came twice (Wormhole Corp., tech level 3)
    flux: str = ""                    # the flux track (Flux Industries)
    once_used: bool = False           # a once-a-game tech ability used (Flux, Cosmos: tech level 2)
    pods_on: list[tuple[int, int]] = field(default_factory=list)  # lifepods on tracks (Cosmos Inc.)
    patches: int = 0                  # patches placed
    placed: list[tuple[str, str, str]] = field(default_factory=list)  # (tile id, at, orientation) in order
    set_aside: list[str] = field(default_factory=list)   # tiles taken that fit nowhere
    hand: str | None = None
    turn_cells: tuple[int, ...] = ()  # the cells of this round's tile
    todo: list[Todo] = field(default_factory=list)        # decisions still due, last on top
    objectives: list[int] = field(default_factory=list)   # private objectives held (objectives.py)
    rejected: list[int] = field(default_factory=list)     # private objectives given back or thrown away
    civ_seen: list[int] = field(default_factory=list)     # civ cards looked through at milestones


@dataclass
class PlanetState(FlowState[Draw]):
    """The station (``tops`` of the twelve stacks, the unrevealed tiles of each in
    ``piles``), this round's face-down ``picks`` and the players' boards; ``tasks`` are the
    chance steps due."""

    round: int = 1
    start: int = 0
    rotation: int = 0
    offset: int = 0
    tops: list[str | None] = field(default_factory=lambda: [None] * STACKS)
    piles: list[list[str]] = field(default_factory=list)
    picks: list[str | None] = field(default_factory=list)
    last_picks: list[str | None] = field(default_factory=list)
    ending: str = ""
    boards: list[Board] = field(default_factory=list)
    civ_left: list[list[int]] = field(default_factory=list)  # civ cards still in the box, by level
    # the event cards (the ``events`` option; see event_rules.py)
    event: int = 0                    # this round's event card (0: none yet)
    event_mix: list[int] = field(default_factory=list)     # the deck's green, orange, red cards
    events_seen: list[int] = field(default_factory=list)   # the cards revealed, in order
    next_event: int = 0               # the next card, once someone has peeked at it
    peekers: list[int] = field(default_factory=list)       # who has seen it
    event_trash: list[str] = field(default_factory=list)   # tiles an event took off the station
    shared: list[int] = field(default_factory=list)     # neighbour objectives: card k between k, k+1
    objective_box: list[int] = field(default_factory=list)  # objective cards still in the box


__all__ = ["PLACE", "ROVER", "STACKS", "SYNERGY", "Board", "Deal", "Draw", "PlanetState", "Todo"]
