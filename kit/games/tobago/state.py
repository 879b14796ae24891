"""Tobago's position: the state dataclasses, the chance steps due (typed tasks) and the
numbers of the components (reference tobago.md).

>>> TobagoState(tasks=[DrawDue(0)]).tasks[0].step
'draw'
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from kit.engine import State
from kit.flow import FlowState
from kit.games.tobago.hexes import Hex

MAPS = 4
TREASURE_SAFE_TOP = 12   # gold cards put on top of the deck, so curses come late [rulebook]
CURSES = 2               # curse cards in the treasure deck [rulebook]
CURSE = 0                # value of a curse card (views show a curse as 0)
ROSES_PER_PLAYER = 15    # compass roses of each colour [rulebook]
MAX_GOLD_CARDS = 60      # limits of the gold_values option
MAX_COINS = 20


# ------------------------------------------------------------------- chance steps due

@dataclass(frozen=True, slots=True)
class Due:
    """A chance step due. ``step`` is its verb; ``who`` the player it is for (None: nobody
    in particular, or the extra card of a sharing)."""

    step: ClassVar[str] = ""

    @property
    def who(self) -> int | None:
        return None


@dataclass(frozen=True, slots=True)
class IslandDue(Due):
    """The island is generated."""

    step: ClassVar[str] = "island"


@dataclass(frozen=True, slots=True)
class DrawDue(Due):
    """``player`` draws a clue card."""

    player: int
    step: ClassVar[str] = "draw"

    @property
    def who(self) -> int | None:
        return self.player


@dataclass(frozen=True, slots=True)
class FlipDue(Due):
    """The top clue card is turned up (starting clues from the deck)."""

    step: ClassVar[str] = "flip"


@dataclass(frozen=True, slots=True)
class AtvDue(Due):
    """Chance places ``player``'s ATV."""

    player: int
    step: ClassVar[str] = "atv"

    @property
    def who(self) -> int | None:
        return self.player


@dataclass(frozen=True, slots=True)
class DealDue(Due):
    """A treasure card is dealt face down to ``owner`` (None: the extra card)."""

    owner: int | None
    step: ClassVar[str] = "deal"

    @property
    def who(self) -> int | None:
        return self.owner


@dataclass(frozen=True, slots=True)
class RevealDue(Due):
    """The next card of the pool is turned up."""

    step: ClassVar[str] = "reveal"


ISLAND_DUE, FLIP_DUE, REVEAL_DUE = IslandDue(), FlipDue(), RevealDue()
EXTRA_DUE = DealDue(None)


# ------------------------------------------------------------------------ the state

#: A treasure card dealt in a sharing: (owner of the rose or None for the extra card,
#: value, draw number).
Dealt = tuple[int | None, int, int]
#: A clue on a map: (card text, owner of the rose on it).
Placed = tuple[str, int]


@dataclass
class ShareState(State):
    """A sharing in progress (reference §7). ``dealt`` lists the cards dealt face down, in
    deal order; the draw numbers are public (the k-th card drawn from the treasure deck is
    number k - 1). ``pool`` holds the values still face down. The raiser shuffled the pool,
    so nobody knows which card drawn when is still face down: the pool keeps no draw
    numbers (see :func:`kit.games.tobago.resample.face_down_draws`)."""

    map: int = 0
    raiser: int = 0
    roses: list[int] = field(default_factory=list)        # owners of the remaining roses, bottom first
    participants: list[int] = field(default_factory=list)
    dealt: list[Dealt] = field(default_factory=list)
    pool: list[int] = field(default_factory=list)         # values face down (hidden)
    revealed: list[int] = field(default_factory=list)     # values turned up so far, in order
    card: int | None = None                               # the value on offer, face up
    offer: int = 0                                        # index in ``roses`` of the rose asked
    cursed: list[int] = field(default_factory=list)       # players still deciding on an amulet


@dataclass
class TobagoState(FlowState[Due]):
    """A Tobago position. ``phase``: setup, place, start, turn, arrived, share, curse, over;
    ``tasks``: the chance steps due, first first."""

    island: str | None = None              # the drawn island's code, or a packaged island's name
    #                                        (None: a fixed island, or none drawn yet)
    clue_deck: list[str] = field(default_factory=list)        # unordered
    clue_top: list[str] = field(default_factory=list)         # face-up cards on top (last = top)
    clue_discard: list[tuple[str, int | None]] = field(default_factory=list)  # (card, who saw it; None = all)
    hands: list[list[str]] = field(default_factory=list)
    clues: list[tuple[Placed, ...]] = field(default_factory=list)  # per map, oldest first
    candidates: list[int] = field(default_factory=list)       # per map: bit mask of the board's hexes
    seeded: list[int] = field(default_factory=list)           # maps seeded during setup
    deck: list[int] = field(default_factory=list)             # treasure card values, unordered
    drawn: int = 0                                            # treasure cards drawn so far
    discard: list[int] = field(default_factory=list)          # treasure cards discarded face up
    hidden: list[int] = field(default_factory=list)           # values discarded face down (unseen)
    hidden_draws: list[int] = field(default_factory=list)     # their public draw numbers (face_down_draws)
    treasures: list[list[int]] = field(default_factory=list)
    roses: list[int] = field(default_factory=list)
    amulet_supply: int = 0
    amulets_on_board: list[Hex] = field(default_factory=list)  # sorted
    amulets: list[int] = field(default_factory=list)
    amulets_used: int = 0
    atv: list[Hex | None] = field(default_factory=list)
    share: ShareState | None = None
    share_queue: list[int] = field(default_factory=list)
    current: int = 0
    actions_left: int = 1
    amulets_this_turn: int = 0
    treasures_raised: int = 0
    stall_check: bool = False
    end_reason: str = ""
