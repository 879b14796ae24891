"""Jamaica's action grammar: every action (a player's or chance's) read once into a typed
move, and written back. The verbs' other spellings (``dice`` for ``order``, ``powder`` for
``gunpowder``, ``die`` for ``combat``, a card by its symbols, ``*`` for the star) read into
the same move, which writes in the one canonical form.

>>> read(Action("card", ("forward/food",))), write(PlayCard(4))
(PlayCard(card=4), Action('card 4'))
>>> read(Action("dice", ("6", "2"))), read(Action("die", ("*",)))
(Order(morning=6, evening=2), CombatRoll(face=0))
>>> read(Action("attack", ("ghost",)), ghost=2), write(Attack(2), ghost=2), write(Attack(2))
(Attack(ship=2), Action('attack ghost'), Action('attack 3'))
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from kit.engine import Action, IllegalAction, short
from kit.games.jamaica.board import CARDS, POWERS
from kit.games.jamaica.components import CARD_BY_NAME, COMBAT_DIE, HOLDS, STAR, TREASURES


# ------------------------------------------------------------------ a player's moves
@dataclass(frozen=True)
class Order:
    """The captain's dice: which is the morning die (``order 6 2``)."""
    morning: int
    evening: int


@dataclass(frozen=True)
class PlayCard:
    """An action card put face down (``card 4``, or ``card forward/food``)."""
    card: int


@dataclass(frozen=True)
class Fork:
    """The lane at a fork, or when falling back (``fork outer``)."""
    side: str


@dataclass(frozen=True)
class EmptyHold:
    """Empty a hold to load into it (``empty hold 2``: ``hold`` counts from 0)."""
    hold: int


@dataclass(frozen=True)
class Attack:
    """Which ship on the space to attack (``attack 2``, ``attack ghost``): a ship index."""
    ship: int


@dataclass(frozen=True)
class Commit:
    """Gunpowder committed to a fight (``gunpowder 2``)."""
    gunpowder: int


@dataclass(frozen=True)
class Reroll:
    """Saran's Sabre: roll the ``role``'s combat die again (``reroll defender``)."""
    role: str


@dataclass(frozen=True)
class Keep:
    """Saran's Sabre: keep both combat dice (``keep``)."""


@dataclass(frozen=True)
class StealHold:
    """The winner's spoils: the loser's hold (``steal hold 3``: ``hold`` counts from 0)."""
    hold: int


@dataclass(frozen=True)
class StealTreasure:
    """The winner's spoils: one of the loser's face-down treasures, at random."""


@dataclass(frozen=True)
class StealPower:
    """The winner's spoils: a power card, by name (``steal sabre``)."""
    power: str


@dataclass(frozen=True)
class GiveCurse:
    """The winner's spoils: hand over the worst cursed treasure (``give curse``)."""


@dataclass(frozen=True)
class Pass:
    """The winner takes nothing (nothing can be taken; never asked, being the only answer)."""


@dataclass(frozen=True)
class SailGhost:
    """The captain sails the ghost ship (``ghost forward``)."""
    forward: bool


# ------------------------------------------------------------------ chance's moves
@dataclass(frozen=True)
class Roll:
    """The captain's two action dice, higher first (``roll 6 2``)."""
    high: int
    low: int


@dataclass(frozen=True)
class Draw:
    """A card drawn into a hand (``draw 4``)."""
    card: int


@dataclass(frozen=True)
class CombatRoll:
    """A combat die (``combat 8``, ``combat star``: face 0)."""
    face: int


@dataclass(frozen=True)
class FindTreasure:
    """The treasure card found in a lair (``treasure +7``)."""
    card: str


@dataclass(frozen=True)
class TakeTreasure:
    """The face-down treasure a winner takes at random (``stolen +7``)."""
    card: str


Move = (Order | PlayCard | Fork | EmptyHold | Attack | Commit | Reroll | Keep | StealHold | StealTreasure
        | StealPower | GiveCurse | Pass | SailGhost | Roll | Draw | CombatRoll | FindTreasure | TakeTreasure)

#: Other spellings of verbs.
ALIASES = {"dice": "order", "powder": "gunpowder", "die": "combat"}
SIDES = ("outer", "inner", "main")
ROLES = ("attacker", "defender")
FACE_TEXT = {face: ("star" if face == STAR else str(face)) for face in COMBAT_DIE}
FACE_OF = {text: face for face, text in FACE_TEXT.items()} | {"*": STAR}


def canonical(action: Action) -> Action:
    """The action in its canonical spelling, where a spelling is known (else as given,
    lower case)."""
    name = ALIASES.get(action.name, action.name)
    args = tuple(a.lower() for a in action.args)
    if name in ("card", "draw") and len(args) == 1 and args[0] in CARD_BY_NAME:
        args = (str(CARD_BY_NAME[args[0]]),)
    elif name == "combat" and args == ("*",):
        args = ("star",)
    return Action(name, args)


def _number(word: str, low: int, high: int) -> int:
    if not word.isdigit() or not low <= int(word) <= high:
        raise ValueError(word)
    return int(word)


def _decode(name: str, args: tuple[str, ...], ghost: int | None) -> Move:
    one = args[0] if len(args) == 1 else None
    if name == "order" and len(args) == 2:
        return Order(_number(args[0], 1, 6), _number(args[1], 1, 6))
    if name == "card" and one is not None:
        return PlayCard(_number(one, 1, len(CARDS)))
    if name == "fork" and one in SIDES:
        return Fork(one)
    if name == "empty" and len(args) == 2 and args[0] == "hold":
        return EmptyHold(_number(args[1], 1, HOLDS + 1) - 1)
    if name == "attack" and one is not None:
        return Attack(ghost if one == "ghost" and ghost is not None else _number(one, 1, 6) - 1)
    if name == "gunpowder" and one is not None:
        return Commit(_number(one, 0, 99))
    if name == "reroll" and one in ROLES:
        return Reroll(one)
    if name == "keep" and not args:
        return Keep()
    if name == "steal" and len(args) == 2 and args[0] == "hold":
        return StealHold(_number(args[1], 1, HOLDS + 1) - 1)
    if name == "steal" and one == "treasure":
        return StealTreasure()
    if name == "steal" and one in POWERS:
        return StealPower(one)
    if name == "give" and args == ("curse",):
        return GiveCurse()
    if name == "pass" and not args:
        return Pass()
    if name == "ghost" and one in ("forward", "backward"):
        return SailGhost(one == "forward")
    if name == "roll" and len(args) == 2:
        return Roll(_number(args[0], 1, 6), _number(args[1], 1, 6))
    if name == "draw" and one is not None:
        return Draw(_number(one, 1, len(CARDS)))
    if name == "combat" and one in FACE_OF:
        return CombatRoll(FACE_OF[one])
    if name == "treasure" and one in TREASURES:
        return FindTreasure(one)
    if name == "stolen" and one in TREASURES and one not in POWERS:
        return TakeTreasure(one)
    raise ValueError(name)


@cache  # moves are few: unbounded, and faster than a bounded cache
def read(action: Action, ghost: int | None = None) -> Move:
    """The move an action stands for (``ghost``: the ghost ship's index, if it sails)."""
    action = canonical(action)
    try:
        return _decode(action.name, action.args, ghost)
    except ValueError:
        raise IllegalAction("action syntax", f"{short(action.text, 40)} is no move of Jamaica") from None


@cache
def write(move: Move, ghost: int | None = None) -> Action:
    """The action of a move, in its canonical spelling: the inverse of :func:`read`."""
    match move:
        case Order(m, e):
            return Action("order", (str(m), str(e)))
        case PlayCard(card):
            return Action("card", (str(card),))
        case Fork(side):
            return Action("fork", (side,))
        case EmptyHold(hold):
            return Action("empty", ("hold", str(hold + 1)))
        case Attack(ship):
            return Action("attack", ("ghost" if ship == ghost else str(ship + 1),))
        case Commit(k):
            return Action("gunpowder", (str(k),))
        case Reroll(role):
            return Action("reroll", (role,))
        case Keep():
            return Action("keep")
        case StealHold(hold):
            return Action("steal", ("hold", str(hold + 1)))
        case StealTreasure():
            return Action("steal", ("treasure",))
        case StealPower(power):
            return Action("steal", (power,))
        case GiveCurse():
            return Action("give", ("curse",))
        case Pass():
            return Action("pass")
        case SailGhost(forward):
            return Action("ghost", ("forward" if forward else "backward",))
        case Roll(high, low):
            return Action("roll", (str(high), str(low)))
        case Draw(card):
            return Action("draw", (str(card),))
        case CombatRoll(face):
            return Action("combat", (FACE_TEXT[face],))
        case FindTreasure(card):
            return Action("treasure", (card,))
        case TakeTreasure(card):
            return Action("stolen", (card,))
    raise TypeError(f"not a Jamaica move: {move!r}")


# ------------------------------------------------------------------ the actions the game offers
CARD_ACTION = {c: write(PlayCard(c)) for c in CARDS}
DRAW_ACTION = {c: write(Draw(c)) for c in CARDS}
ROLL_ACTION = {(a, b): write(Roll(a, b)) for a in range(1, 7) for b in range(1, a + 1)}
ORDER_ACTION = {(a, b): write(Order(a, b)) for a in range(1, 7) for b in range(1, 7)}
COMBAT_ACTION = {face: write(CombatRoll(face)) for face in COMBAT_DIE}
TREASURE_ACTION = {t: write(FindTreasure(t)) for t in TREASURES}
STOLEN_ACTION = {t: write(TakeTreasure(t)) for t in TREASURES if t not in POWERS}
FORK_ACTION = {side: write(Fork(side)) for side in SIDES}
EMPTY_ACTION = {i: write(EmptyHold(i)) for i in range(HOLDS + 1)}
STEAL_HOLD = {i: write(StealHold(i)) for i in range(HOLDS + 1)}
STEAL_TREASURE, GIVE_CURSE, PASS, KEEP = (write(StealTreasure()), write(GiveCurse()), write(Pass()),
                                          write(Keep()))
STEAL_POWER = {p: write(StealPower(p)) for p in POWERS}
REROLL = {role: write(Reroll(role)) for role in ROLES}
GHOST_FORWARD, GHOST_BACKWARD = write(SailGhost(True)), write(SailGhost(False))
_POWDER_ACTION: dict[int, Action] = {}


def powder_action(k: int) -> Action:
    action = _POWDER_ACTION.get(k)
    if action is None:
        action = _POWDER_ACTION[k] = write(Commit(k))
    return action


ROLL_OUTCOMES = [(ROLL_ACTION[a, b], (1 if a == b else 2) / 36)
                 for a in range(6, 0, -1) for b in range(a, 0, -1)]
COMBAT_OUTCOMES = [(COMBAT_ACTION[face], 1 / 6) for face in COMBAT_DIE]

#: The move of each card and outcome action the game offers, by the action's identity
#: (looking up an id costs less than hashing the action; these are half a game's steps).
OFFERED_MOVE: dict[int, Move] = {
    id(action): read(action)
    for table in (CARD_ACTION, DRAW_ACTION, ROLL_ACTION, COMBAT_ACTION, TREASURE_ACTION, STOLEN_ACTION)
    for action in table.values()}
