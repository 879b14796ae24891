"""Jamaica's position: :class:`JamaicaState`, its records (ships, treasures, the fight and
the sailing under way, the question the game waits for) and the typed tasks of its stack.

Tasks come in two kinds. A **task** waits on the stack (``state.tasks``, the last one next)
and is done by its handler (``JamaicaGame.TASKS``). A **resumption** is what carries on once
a question is answered: it waits in :attr:`Pending.then` (or is called at once when the
answer is forced) and its handler (``JamaicaGame.RESUME``) takes the answer too. Both, and
:class:`Pending`, are typed named tuples rather than frozen dataclasses: a game of Jamaica
makes some 330 of them, and a frozen dataclass costs about three times as much to build
(its ``__init__`` sets each field through ``object.__setattr__``): about 3% of a random
playout (``bench/bench_jamaica.py``). Those without fields, and those of one seat, are made
once. (Named tuples of equal fields compare equal whatever their type: the handlers dispatch
on ``type(task)``, never on equality.)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from kit.engine import Action, Player, State
from kit.flow import FlowState
from kit.games.jamaica.board import PORT_ROYAL, POWERS, RACING
from kit.games.jamaica.components import EMPTY, HOLDS, TREASURES_USED, Hold

_new = object.__new__
MAX_SHIPS = 7  # six players, or two and the ghost ship


# ------------------------------------------------------------------ records
@dataclass(frozen=True)
class Treasure:
    """A treasure card held by a ship. ``known``: the seats who know which card it is (its
    holder, and whoever saw it change hands); ``curse``: everyone knows it is a cursed one
    (it was given as such)."""

    card: str
    known: frozenset[int] = frozenset()
    curse: bool = False

    @property
    def face_up(self) -> bool:
        return self.card in POWERS


@dataclass
class Ship(State):
    """One ship: its space, its lap status, its holds (:data:`EMPTY` for an empty hold) and
    its treasure cards."""

    name: str = ""
    pos: int = PORT_ROYAL
    lap: int = RACING
    holds: list[Hold] = field(default_factory=lambda: [EMPTY] * HOLDS)
    treasures: list[Treasure] = field(default_factory=list)

    def total(self, good: str) -> int:
        total = 0
        for kind, amount in self.holds:
            if kind == good:
                total += amount
        return total

    def take(self, good: str, amount: int) -> int:
        """Remove ``amount`` of ``good`` (smallest holds first); returns what was removed."""
        taken = 0
        for have, i in sorted((a, i) for i, (k, a) in enumerate(self.holds) if k == good and a):
            if taken == amount:
                break
            part = min(have, amount - taken)
            self.holds[i] = (good, have - part) if have > part else EMPTY
            taken += part
        return taken

    def copy(self) -> Ship:
        # Field by field in declaration order, never through __dict__: reading an
        # instance's __dict__ makes every later attribute access on it slower.
        new = _new(Ship)
        new.name = self.name
        new.pos = self.pos
        new.lap = self.lap
        new.holds = self.holds[:]
        new.treasures = self.treasures[:]
        return new

    def has(self, card: str) -> bool:
        return any(t.card == card for t in self.treasures)

    @property
    def hidden(self) -> list[Treasure]:
        return [t for t in self.treasures if t.card not in POWERS]

    @property
    def powers(self) -> list[str]:
        return [t.card for t in self.treasures if t.card in POWERS]


@dataclass(slots=True)
class Combat:
    """The fight under way: gunpowder committed and combat dice by ship, whether Saran's
    Sabre was used, the winner once known."""

    attacker: int
    defender: int
    powder: dict[int, int] = field(default_factory=dict)
    dice: dict[int, int] = field(default_factory=dict)
    sabre_used: bool = False
    winner: int | None = None

    def copy(self) -> Combat:
        return Combat(self.attacker, self.defender, dict(self.powder), dict(self.dice), self.sabre_used,
                      self.winner)


@dataclass(slots=True)
class Sailing:
    """The ship under sail: the spaces it went through, its die and the steps left."""

    ship: int
    trail: tuple[int, ...]
    steps: int
    forward: bool
    left: int

    def copy(self) -> Sailing:
        return Sailing(self.ship, self.trail, self.steps, self.forward, self.left)


@dataclass(frozen=True)
class LastRound:
    """What the last finished round left on the table, for the view only."""

    round: int
    captain: int
    morning: int | None
    evening: int | None
    cards: tuple[int | None, ...]


# ------------------------------------------------------------------ tasks on the stack
class Round(NamedTuple):
    """A new round: the captain rolls the action dice."""


class OrderDice(NamedTuple):
    """The captain says which die is the morning die."""


class DrawCard(NamedTuple):
    """A card is drawn into ``player``'s hand."""
    player: int


class Turn(NamedTuple):
    """``player`` reveals their card and acts."""
    player: int


class Half(NamedTuple):
    """One half of ``player``'s card: the morning's or the evening's action."""
    player: int
    evening: bool


class RoundEnd(NamedTuple):
    """Every player has acted: the game ends, or the hands are refilled."""


class NewRound(NamedTuple):
    """The captain's compass passes to the left."""


class Pay(NamedTuple):
    """``ship`` pays for the space where it stopped."""
    ship: int


class CommitPowder(NamedTuple):
    """``ship`` commits gunpowder against ``rival``, then rolls."""
    ship: int
    rival: int


class CombatMiddle(NamedTuple):
    """The attacker has rolled: the Sabre may come now if it rolled the star."""


class CombatDefender(NamedTuple):
    """The defender commits and rolls (unless the attacker's star decided)."""


class Sabre(NamedTuple):
    """Saran's Sabre may re-roll a combat die."""


class CombatEnd(NamedTuple):
    """The fight is decided."""


class CombatOver(NamedTuple):
    """The fight is cleared from the table."""


class Spoils(NamedTuple):
    """The winner takes their spoils."""
    winner: int
    loser: int


class GhostMove(NamedTuple):
    """The captain sails the ghost ship with ``die``."""
    die: int


Task = (Round | OrderDice | DrawCard | Turn | Half | RoundEnd | NewRound | Pay | CommitPowder | CombatMiddle
        | CombatDefender | Sabre | CombatEnd | CombatOver | Spoils | GhostMove)


# ------------------------------------------------------------------ resumptions (with the answer)
class Rolled(NamedTuple):
    """The captain's dice are rolled (answer: the Roll)."""


class Drawn(NamedTuple):
    """A card is drawn into ``player``'s hand (answer: the Draw)."""
    player: int


class Ordered(NamedTuple):
    """The dice are ordered (answer: (morning, evening))."""


class Loaded(NamedTuple):
    """``amount`` of ``good`` go into a hold of ``player`` (answer: the hold, None: no room)."""
    player: int
    good: str
    amount: int


class Emptied(NamedTuple):
    """``player`` empties a hold, then ``then`` goes on with it (answer: the hold)."""
    player: int
    then: Loaded | Stolen


class Forked(NamedTuple):
    """A ship at a fork takes a lane and sails on (answer: (space, lap) one step on)."""
    ship: int
    forward: bool
    decider: int


class Fell(NamedTuple):
    """A ship falls back after a shortage (answer: the space)."""
    ship: int


class Found(NamedTuple):
    """A ship finds a treasure card in a lair (answer: the FindTreasure)."""
    ship: int


class Fight(NamedTuple):
    """``attacker`` attacks (answer: the defender)."""
    attacker: int


class Committed(NamedTuple):
    """``ship`` commits gunpowder (answer: how much)."""
    ship: int


class DieRolled(NamedTuple):
    """``ship``'s combat die is rolled, said by ``text`` (answer: the CombatRoll)."""
    ship: int
    text: str


class Sabred(NamedTuple):
    """Saran's Sabre (answer: the ship whose die is rolled again, None: keep both)."""


class Spoiled(NamedTuple):
    """The winner's spoils (answer: (kind, what))."""
    winner: int
    loser: int


class Stolen(NamedTuple):
    """The winner's stolen hold ``what`` goes into a hold (answer: the hold, None: no room)."""
    winner: int
    loser: int
    what: int


class Picked(NamedTuple):
    """The winner takes a face-down treasure (answer: the TakeTreasure)."""
    winner: int
    loser: int


class GhostSail(NamedTuple):
    """The captain chose the ghost ship's way (answer: forward or not)."""
    die: int


Resume = (Rolled | Drawn | Ordered | Loaded | Emptied | Forked | Fell | Found | Fight | Committed | DieRolled
          | Sabred | Spoiled | Stolen | Picked | GhostSail)

#: A spoils choice: ("hold", index), ("treasure", None), ("power", name), ("curse", None), ("pass", None).
SpoilsChoice = tuple[str, int | str | None]
#: What a decision's answer means to its resumption.
Answer = int | bool | None | tuple[int, int] | SpoilsChoice


class Pending(NamedTuple):
    """What the game waits for: a decision of ``who`` (a seat), a chance step (``who`` is
    CHANCE; ``args`` says whose deck or which ships) or the simultaneous card choice
    (``who`` None). ``options`` pairs each answer offered with its meaning; ``then``
    resumes with the answer."""

    kind: str
    who: Player | None
    options: tuple[tuple[Action, Answer], ...] = ()
    then: Resume | None = None
    prompt: str = ""
    args: tuple[int, ...] = ()


# ------------------------------------------------------------------ the position
@dataclass
class JamaicaState(FlowState[Task]):
    """A Jamaica position. ``pending`` is what the game waits for (None while it runs its
    tasks); ``tasks`` is the stack of what is still to be done (the last entry next).
    Decks are unordered: cards are drawn at random from what is left. ``pool`` holds the
    treasure cards nobody has found (the 9-card treasure deck and the 3 set aside unseen:
    a lair's card is drawn at random among them while ``treasures_left`` lasts, which is the
    same as drawing from a shuffled 9-card deck). ``chosen[p]`` is p's card this round
    (None until chosen)."""

    ships: list[Ship] = field(default_factory=list)
    bank: dict[str, int] = field(default_factory=dict)
    hands: list[list[int]] = field(default_factory=list)
    decks: list[list[int]] = field(default_factory=list)
    discards: list[list[int]] = field(default_factory=list)
    chosen: list[int | None] = field(default_factory=list)
    revealed: list[bool] = field(default_factory=list)
    pool: list[str] = field(default_factory=list)
    treasures_left: int = TREASURES_USED
    tokens: set[int] = field(default_factory=set)
    captain: int = 0
    round: int = 1
    dealt: bool = False
    dice: tuple[int, int] | None = None
    morning: int | None = None
    evening: int | None = None
    acting: int | None = None
    half: str | None = None
    combat: Combat | None = None
    sailing: Sailing | None = None
    ending: bool = False
    pending: Pending | None = None
    forks_taken: list[tuple[int, int, str]] = field(default_factory=list)
    shortages: int = 0
    combats: int = 0
    #: What the last finished round left on the table, for the view only (the rules never read
    #: it); kept until every card of the next round is down.
    last_round: LastRound | None = None

    def copy(self) -> JamaicaState:
        """The generic :meth:`State.copy`, written out for speed (undo checkpoints): field
        by field in declaration order, never through ``__dict__`` (reading an instance's
        ``__dict__`` makes every later attribute access on it slower)."""
        new = _new(JamaicaState)
        new.phase = self.phase
        new.ships = [ship.copy() for ship in self.ships]
        new.bank = dict(self.bank)
        new.hands = [x[:] for x in self.hands]
        new.decks = [x[:] for x in self.decks]
        new.discards = [x[:] for x in self.discards]
        new.chosen = self.chosen[:]
        new.revealed = self.revealed[:]
        new.pool = self.pool[:]
        new.treasures_left = self.treasures_left
        new.tokens = set(self.tokens)
        new.captain = self.captain
        new.round = self.round
        new.dealt = self.dealt
        new.dice = self.dice
        new.morning = self.morning
        new.evening = self.evening
        new.acting = self.acting
        new.half = self.half
        new.combat = None if self.combat is None else self.combat.copy()
        new.sailing = None if self.sailing is None else self.sailing.copy()
        new.ending = self.ending
        new.tasks = self.tasks[:]
        new.pending = self.pending
        new.forks_taken = self.forks_taken[:]
        new.shortages = self.shortages
        new.combats = self.combats
        new.last_round = self.last_round
        return new
