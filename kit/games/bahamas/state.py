"""Bahamas' position: the state dataclass and the tasks of its agenda.

The agenda (``state.tasks``) is a stack, the last task next. A task is a small frozen
dataclass; its ``kind`` is the word the views use for what the game waits for. Chance
tasks wait for a chance step, decisions for one player, windows for every seat holding an
action card (whether or not it may play one now); steps are done at once.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from kit.flow import FlowState


# ------------------------------------------------------------ chance tasks
@dataclass(frozen=True, slots=True)
class DealCharacter:
    kind: ClassVar[str] = "character"
    seat: int


@dataclass(frozen=True, slots=True)
class DealStart:
    kind: ClassVar[str] = "deal"
    seat: int


@dataclass(frozen=True, slots=True)
class DrawAction:
    """An action card for ``seat`` (to the tray when Jo draws three)."""
    kind: ClassVar[str] = "draw"
    seat: int
    to_tray: bool = False


@dataclass(frozen=True, slots=True)
class DrawCashCard:
    """A cash card for ``seat`` (to the tray when Dex draws three)."""
    kind: ClassVar[str] = "cash"
    seat: int
    to_tray: bool = False


@dataclass(frozen=True, slots=True)
class RollDice:
    kind: ClassVar[str] = "roll"


@dataclass(frozen=True, slots=True)
class TakeRandom:
    """``seat`` takes a random card of kind ``what`` ("action" or "cash") from ``victim``."""
    kind: ClassVar[str] = "take"
    seat: int
    victim: int
    what: str


@dataclass(frozen=True, slots=True)
class StormTake:
    """In a Storm, ``seat`` takes a random action card from ``victim`` (it waits in transit)."""
    kind: ClassVar[str] = "storm"
    seat: int
    victim: int


@dataclass(frozen=True, slots=True)
class PeekAt:
    """``seat`` looks at two random cards of kind ``what`` of ``victim`` (Gwen, Kika)."""
    kind: ClassVar[str] = "peek"
    seat: int
    victim: int
    what: str


# --------------------------------------------------------------- decisions
@dataclass(frozen=True, slots=True)
class ChooseDie:
    kind: ClassVar[str] = "choose"
    seat: int


@dataclass(frozen=True, slots=True)
class NameNext:
    kind: ClassVar[str] = "name"
    seat: int


@dataclass(frozen=True, slots=True)
class ChooseTarget:
    """``seat`` chooses the player a steal face or a power (``purpose``) aims at."""
    kind: ClassVar[str] = "target"
    seat: int
    purpose: str


@dataclass(frozen=True, slots=True)
class JoKeeps:
    kind: ClassVar[str] = "jo"
    seat: int


@dataclass(frozen=True, slots=True)
class DexKeeps:
    kind: ClassVar[str] = "dex"
    seat: int


@dataclass(frozen=True, slots=True)
class GiveDoug:
    """``seat`` gives Doug (``doug``) an action card and a cash card."""
    kind: ClassVar[str] = "give"
    seat: int
    doug: int


@dataclass(frozen=True, slots=True)
class PowerChoice:
    """``seat``'s power (``power``: gwen, kika, pat, nick or piero) acts on ``victim``."""
    power: str
    seat: int
    victim: int

    @property
    def kind(self) -> str:
        return self.power


@dataclass(frozen=True, slots=True)
class BossFace:
    kind: ClassVar[str] = "boss"
    seat: int


@dataclass(frozen=True, slots=True)
class HandLimit:
    kind: ClassVar[str] = "limit"
    seat: int


# ----------------------------------------------------------------- windows
@dataclass(frozen=True, slots=True)
class DiceWindow:
    """Cards may be played on ``owner``'s die (``robbable``: a Robbery may take it)."""
    kind: ClassVar[str] = "dice"
    owner: int
    robbable: bool


@dataclass(frozen=True, slots=True)
class AnswerWindow:
    """An Extinguisher may answer the card at ``index`` of the stack."""
    kind: ClassVar[str] = "answer"
    index: int


# ------------------------------------------------------------------- steps
@dataclass(frozen=True, slots=True)
class Act:
    """``seat``'s die does its action."""
    kind: ClassVar[str] = "act"
    seat: int


@dataclass(frozen=True, slots=True)
class TurnEnd:
    kind: ClassVar[str] = "turn_end"
    seat: int


@dataclass(frozen=True, slots=True)
class FbiCheck:
    kind: ClassVar[str] = "fbi"
    seat: int


@dataclass(frozen=True, slots=True)
class NextPlayer:
    kind: ClassVar[str] = "next"
    seat: int


@dataclass(frozen=True, slots=True)
class Resolve:
    """The card at ``index`` of the stack takes effect (unless cancelled)."""
    kind: ClassVar[str] = "resolve"
    index: int


@dataclass(frozen=True, slots=True)
class StormEnd:
    kind: ClassVar[str] = "storm_end"


ChanceTask = (DealCharacter | DealStart | DrawAction | DrawCashCard | RollDice | TakeRandom | StormTake
              | PeekAt)
Decision = (ChooseDie | NameNext | ChooseTarget | JoKeeps | DexKeeps | GiveDoug | PowerChoice | BossFace
            | HandLimit)
Window = DiceWindow | AnswerWindow
Step = Act | TurnEnd | FbiCheck | NextPlayer | Resolve | StormEnd
Task = ChanceTask | Decision | Window | Step


#: The tasks of a turn made most often, by seat, made once (building a frozen dataclass
#: costs more than looking one up).
CHOOSE = tuple(ChooseDie(p) for p in range(8))
TAKEN = tuple((Act(p), DiceWindow(p, True)) for p in range(8))  # a die taken: its action, its window
NAMED = tuple((TurnEnd(p), ChooseDie(p)) for p in range(8))  # the next player named
NEW_ROUND = tuple((TurnEnd(p), ChooseDie(p), RollDice()) for p in range(8))
NAME_NEXT = tuple(NameNext(p) for p in range(8))
DRAWS = tuple(DrawAction(p) for p in range(8))
CASH_DRAWS = tuple(DrawCashCard(p) for p in range(8))
#: Who a steal face or a power aims at, by seat and purpose.
TARGETING = {(p, why): ChooseTarget(p, why) for p in range(8)
             for why in ("steal-action", "steal-cash", "kika", "gwen", "piero", "doug", "pat", "nick")}
#: A random take, by thief, victim and kind of card.
TAKES = {(p, q, w): TakeRandom(p, q, w) for p in range(8) for q in range(8) for w in ("action", "cash")}
#: The card at each index of the stack: it resolves after its Extinguisher window.
RESOLVED = tuple((Resolve(i), AnswerWindow(i)) for i in range(32))


@dataclass(frozen=True, slots=True)
class Played:
    """A card on the stack: played by ``seat`` at ``target`` (None: a Storm or an
    Extinguisher); ``what`` is a Thief's kind, a Storm's side or a High kick's face."""
    card: str
    seat: int
    target: int | None = None
    what: str = ""
    cancelled: bool = False


@dataclass
class BahamasState(FlowState[Task]):
    """A Bahamas position. ``tasks`` is the agenda, a stack (last task first); ``wait``
    the chance step, decision or reaction window the game waits for (``mode`` says
    which); ``open_seats`` the seats of a window still to play or pass."""

    mode: str = ""        # "", "chance", "decide", "window", "over"
    wait: Task | None = None
    open_seats: list[int] = field(default_factory=list)
    characters: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)    # action cards (sorted) a seat
    cash: list[list[int]] = field(default_factory=list)     # cash values (sorted) a seat
    deck: dict[str, int] = field(default_factory=dict)      # unordered action cards, crash aside
    upper_left: int = 0                                     # draws before the bottom part, crash in it
    top: list[str] = field(default_factory=list)            # known cards on top (Jo), top first
    top_by: int = -1
    cash_deck: dict[int, int] = field(default_factory=dict)
    cash_bottom: list[int] = field(default_factory=list)    # known cash at the bottom (Dex)
    bottom_by: int = -1
    start_pile: dict[str, int] = field(default_factory=dict)
    discard: list[str] = field(default_factory=list)
    cash_discard: list[int] = field(default_factory=list)
    center: list[str] = field(default_factory=list)         # dice faces in the centre
    dice: list[str] = field(default_factory=list)           # face on each seat's sheet, "" for none
    current: int = -1
    roller: int = -1
    round: int = 0
    stack: list[Played] = field(default_factory=list)       # cards played, waiting to resolve
    tray: list[str] = field(default_factory=list)           # action cards aside (Jo, a peek)
    cash_tray: list[int] = field(default_factory=list)      # cash cards aside (Dex, a peek)
    tray_kind: str = ""                                     # "", "jo", "dex", "peek action", "peek cash"
    tray_owner: int = -1
    tray_from: int = -1                                     # a peek: whose hand
    transit: list[list[str]] = field(default_factory=list)  # storm: cards on the way to each seat
    storm_dir: int = 0
    known: dict[tuple[int, int], tuple[str, ...]] = field(default_factory=dict)  # (o, q): o knows q holds
    known_cash: dict[tuple[int, int], tuple[int, ...]] = field(default_factory=dict)
    end: str = ""                                           # "", "crash", "fbi"
    fbi_winner: int = -1
    survivors: list[int] = field(default_factory=list)
