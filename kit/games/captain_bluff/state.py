"""Captain Bluff's position: the state dataclass and its small records (the chance draws
due, the last challenge). Plain values only, so a copy is cheap.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from kit.flow import FlowState

#: A group of the ledger (see :class:`BluffState`): "A" airport cards, "B" bags, or a number.
Group = str | int


@dataclass(frozen=True)
class DrawDue:
    """A chance draw due: ``player`` takes a card from the draw pile, or (``airport``) is
    dealt an airport card at setup."""

    player: int
    airport: bool = False


@dataclass(frozen=True)
class ChallengeRecord:
    """How the last challenge went (carousel 0-5, seats 0-based)."""

    carousel: int
    challenger: int
    placer: int
    origin: str
    bluff: bool
    loser: int


@dataclass
class BluffState(FlowState[DrawDue]):
    """A Captain Bluff position.

    ``rows[c]`` holds the cards face up on carousel c as ``(card, number)`` pairs (Around
    the World with the number it stands for, Reverse Direction with 0); ``origins[c]`` the
    face-down card above it (None: the carousel is empty and inactive). ``tasks`` are the
    chance draws still due (:class:`DrawDue`), first first. Phases: deal -> setup -> turn
    -> challenge -> recovery -> after -> turn ... -> over.

    What each player knows of hidden cards: ``known_origin[p]`` (carousel -> card),
    ``known_hand[p][q]`` (cards p knows are in q's hand), ``known_discard[p]`` (face-down
    cards p knows are in the discard pile); ``public_hand[q]`` is what everyone knows is
    in q's hand (bags taken back after a challenge or a recovery). Each is a part of the
    truth: a card leaves it when it moves out of sight.

    ``slots`` and ``totals`` are the ledger of what everyone knows of the *kinds* of the
    hidden cards (airport card or bag): each place (``h2`` the hidden part of player 3's
    hand, ``o4`` the face-down card of carousel 5, ``d`` the unseen part of the discard
    pile, ``p`` the draw pile, ``x`` the airport cards out of the game, ``t`` a card in
    passing) holds cards of groups: ``"A"`` cards known to be airport cards, ``"B"`` known
    bags, or a numbered group whose cards, wherever they are, hold ``totals[group]``
    airport cards in all (a card put face down from a hand of airport cards and bags makes
    one group of the hand and the face-down card).
    """

    pile: list[str] = field(default_factory=list)      # unordered: cards are drawn at random
    box: list[str] = field(default_factory=list)       # airport cards not dealt (out of the game)
    discard: list[str] = field(default_factory=list)
    public_discard: list[str] = field(default_factory=list)  # the part of the discard everyone saw
    pile_pure: bool = True                                   # the pile is known to hold bags only
    hands: list[list[str]] = field(default_factory=list)
    origins: list[str | None] = field(default_factory=list)  # the face-down card, per carousel
    rows: list[list[tuple[str, int]]] = field(default_factory=list)
    cities: list[str | None] = field(default_factory=list)   # city of the bags, per carousel
    directions: list[int] = field(default_factory=list)      # +1 up, -1 down, 0 not yet set
    current: int = 0
    setup_left: int = 0
    acted: bool = False
    airport_played: bool = False
    after_draw: bool = False     # the turn's action waits for its draw to finish
    waiting: list[int] = field(default_factory=list)
    window_carousel: int = -1
    placer: int = -1
    turn: int = 0
    winner: int = -1
    last_challenge: ChallengeRecord | None = None
    known_origin: list[dict[int, str]] = field(default_factory=list)
    known_hand: list[list[list[str]]] = field(default_factory=list)
    known_discard: list[list[str]] = field(default_factory=list)
    public_hand: list[list[str]] = field(default_factory=list)
    # The ledger: place -> {group: cards of that group there}; numbered group -> its airport cards.
    slots: dict[str, dict[Group, int]] = field(default_factory=dict)
    totals: dict[int, int] = field(default_factory=dict)
    next_group: int = 0
