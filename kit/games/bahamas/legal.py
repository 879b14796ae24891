"""What may be done in a Bahamas position, stated once: the choices of a decision, the
cards a seat may play in a window or at the hand limit, who a window asks (from public
facts only), and why anything else is refused. The legal list and the refusals both come from here."""
from __future__ import annotations

from collections.abc import Callable
from itertools import permutations

from kit.engine import Action, IllegalAction
from kit.games.bahamas.components import ACTIVE, FACES, HAND_LIMIT, HELD, deck_counts
from kit.games.bahamas.moves import (
    DISCARD,
    FACE,
    PICK,
    PLAYED,
    Buy,
    Discard,
    Give,
    Name,
    Pass,
    PickTop,
    Play,
    PlayHighKick,
    PlaySearch,
    PlayStorm,
    PlayThief,
    TakeDie,
    Target,
    read,
    write,
    written,
)
from kit.games.bahamas.state import (
    AnswerWindow,
    BahamasState,
    BossFace,
    ChooseDie,
    ChooseTarget,
    Decision,
    DexKeeps,
    DiceWindow,
    GiveDoug,
    HandLimit,
    JoKeeps,
    NameNext,
    PowerChoice,
    Task,
    Window,
)
from kit.games.bahamas.words import card_name

DECISIONS = (ChooseDie, NameNext, ChooseTarget, JoKeeps, DexKeeps, GiveDoug, PowerChoice, BossFace, HandLimit)

#: Whom a steal or a power needs, in words (when nobody fits, it has no effect).
NEED = {"steal-action": "else has an action card", "steal-cash": "else has a cash card",
         "kika": "else has an action card", "gwen": "else has a cash card", "piero": "else has a cash card",
         "doug": "else has a card", "pat": "else", "nick": "else"}


def decision(s: BahamasState) -> Decision:
    """The decision the game waits for."""
    task = s.wait
    assert isinstance(task, DECISIONS), task
    return task


PASS = write(Pass())
THIEF = {(t, k): write(PlayThief(t, k)) for t in range(8) for k in ("action", "cash")}
STORM = (write(PlayStorm("left")), write(PlayStorm("right")))
SEARCH = tuple(write(PlaySearch(t)) for t in range(8))
HIGHKICK = {f: write(PlayHighKick(f)) for f in FACES}
ROBBERY = write(Play("robbery"))
EXTINGUISHER = write(Play("extinguisher"))
TAKE = {f: write(TakeDie(f)) for f in FACES}
NAME = tuple(write(Name(q)) for q in range(8))
TARGET = tuple(write(Target(q)) for q in range(8))

DECISIONS = (ChooseDie, NameNext, ChooseTarget, JoKeeps, DexKeeps, GiveDoug, PowerChoice, BossFace, HandLimit)

def targets(s: BahamasState, p: int, purpose: str) -> list[int]:
    others = [q for q in range(len(s.hands)) if q != p]
    if purpose in ("steal-action", "kika"):
        return [q for q in others if s.hands[q]]
    if purpose in ("steal-cash", "gwen", "piero"):
        return [q for q in others if s.cash[q]]
    if purpose == "doug":
        return [q for q in others if s.hands[q] or s.cash[q]]
    return others


def decisions(s: BahamasState, face_set: tuple[str, ...], task: Task | None) -> list[Action]:
    if type(task) is ChooseDie:
        center = s.center
        return [TAKE[f] for f in FACES if f in center]
    if type(task) is NameNext:
        dice = s.dice
        return [NAME[q] for q in range(len(s.hands)) if q != task.seat and not dice[q]]
    if type(task) is ChooseTarget:
        return [TARGET[q] for q in targets(s, task.seat, task.purpose)]
    if type(task) is HandLimit:
        p = task.seat
        return [DISCARD[c] for c in sorted(set(s.hands[p]))] + card_plays(s, face_set, p, task)
    if type(task) is JoKeeps:
        out: list[Action] = []
        for i, keep in enumerate(s.tray):
            rest = s.tray[:i] + s.tray[i + 1:]
            out += [written(PickTop, keep, order) for order in permutations(rest)]
        return list(dict.fromkeys(out))
    if type(task) is DexKeeps:
        return [PICK[v] for v in sorted(set(s.cash_tray))]
    if type(task) is GiveDoug:
        cards: list[str | None] = [*sorted(set(s.hands[task.seat]))] or [None]
        cash: list[int | None] = [*sorted(set(s.cash[task.seat]))] or [None]
        return [written(Give, tuple(x for x in (c, v) if x is not None)) for c in cards for v in cash]
    if type(task) is PowerChoice:
        return _power_choices(s, task)
    if type(task) is BossFace:
        return [FACE[f] for f in face_set if f != "power"]
    raise AssertionError(task)

def _power_choices(s: BahamasState, task: PowerChoice) -> list[Action]:
    victim = task.victim
    if task.power == "gwen":
        return [PICK[v] for v in sorted(set(s.cash_tray))]
    if task.power == "kika":
        return [PICK[c] for c in sorted(set(s.tray))]
    if task.power == "pat":
        return [DISCARD[c] for c in sorted(set(s.hands[victim])) if c != "parachute"]
    if task.power == "nick":
        return [written(Buy, c, v) for c in sorted(set(s.hands[victim]))
                for v in sorted(set(s.cash[task.seat]))] + [PASS]
    return [DISCARD[v] for v in sorted(set(s.cash[victim]))]  # piero


def window_seats(s: BahamasState, task: Window) -> list[int]:
    """Who a reaction window asks (kit default "window_seats"), from public facts only:
    every seat holding an action card (hand sizes are public), whether or not it holds a
    card usable now, so that the window tells nobody who could play. The card just played
    is answered by the others. No window when the die is gone (robbed) or when every card
    that could be played in it lies face up on the discard pile.

    A seat asked with nothing usable has only ``pass``; the hidden cards decide only which
    plays it is offered, never whether it is asked."""
    hands = s.hands
    n = len(hands)
    if type(task) is DiceWindow:  # the most frequent first
        if not s.dice[task.owner] or _all_discarded(s, n, ACTIVE):
            return []
        return [q for q in range(n) if hands[q]]
    assert type(task) is AnswerWindow
    idx = task.index
    if idx != len(s.stack) - 1 or s.stack[idx].cancelled or _all_discarded(s, n, ("extinguisher",)):
        return []
    by = s.stack[idx].seat
    return [q for q in range(n) if q != by and hands[q]]


#: How many cards of each kind are in a game, by player count (the 6+ cards out below six).
IN_GAME = {n: deck_counts(n) for n in range(4, 9)}
#: How many of the cards of a window are in a game, by player count and the window's cards.
_ALL: dict[tuple[int, tuple[str, ...]], int] = {
    (n, cards): sum(IN_GAME[n].get(c, 0) for c in cards)
    for n in IN_GAME for cards in (ACTIVE, ("extinguisher",))}


def _all_discarded(s: BahamasState, n: int, cards: tuple[str, ...]) -> bool:
    """Whether every copy of ``cards`` in the game lies on the (public) discard pile."""
    discard = s.discard
    if len(discard) < _ALL[n, cards]:  # (the usual case: a short pile)
        return False
    in_game = IN_GAME[n]
    return all(discard.count(c) >= in_game.get(c, 0) for c in cards)


def card_plays(s: BahamasState, face_set: tuple[str, ...], q: int,
               context: DiceWindow | HandLimit) -> list[Action]:
    """The cards q may play now (``context``: a die window or the hand limit)."""
    hand = s.hands[q]
    out: list[Action] = []
    if not hand:
        return out
    n = len(s.hands)
    if "thief" in hand:
        for t in ((q - 1) % n, (q + 1) % n):
            if s.hands[t]:
                out.append(THIEF[t, "action"])
            if s.cash[t]:
                out.append(THIEF[t, "cash"])
    if "storm" in hand:
        out += STORM
    if "search" in hand:
        out += [SEARCH[t] for t in range(n) if t != q and s.hands[t]]
    if type(context) is DiceWindow:
        owner = context.owner
        if "highkick" in hand and q != owner:
            face = s.dice[owner]
            out += [HIGHKICK[f] for f in face_set if f != face]
        if "robbery" in hand and context.robbable and q != owner and not s.dice[q]:
            out.append(ROBBERY)
    return out


def refusal(s: BahamasState, player: int, action: Action, name: Callable[[int], str]) -> IllegalAction:
    try:
        move = read(action)
    except IllegalAction as refusal:
        return refusal
    card = move.card if type(move) is Play else PLAYED.get(type(move))
    if card is not None:
        return _why_not_play(s, player, card, name)
    task = s.wait if s.mode == "decide" else None
    if type(task) is HandLimit:
        return IllegalAction("hand limit", f"more than {HAND_LIMIT} action cards: discard or play one")
    if type(task) is PowerChoice and task.power == "pat" and move == Discard("parachute"):
        return IllegalAction("pat", "Pat may not discard a Parachute")
    if task is not None and type(move) is Name:
        return IllegalAction("name a player without a die", "name a player who has no die yet")
    if type(task) is ChooseDie and type(move) is TakeDie:
        return IllegalAction("dice", "take one of the dice in the centre")
    if task is not None and type(move) is Pass:
        return IllegalAction("decision", "this is a choice to make, not a window to pass")
    return IllegalAction("not allowed now", f"{action.text[:60]} is not a legal action for "
                                            f"{name(player)} now")

def _why_not_play(s: BahamasState, player: int, card: str, name: Callable[[int], str]) -> IllegalAction:
    if card not in s.hands[player]:
        return IllegalAction("card in hand", f"{name(player)} holds no {card_name(card)}")
    if s.mode == "window" and type(s.wait) is AnswerWindow and card != "extinguisher":
        return IllegalAction("extinguisher window", "only an Extinguisher answers a card just played")
    if card == "robbery":
        return IllegalAction("robbery", "Robbery takes the die just chosen by the player whose turn "
                                        "it is, and only from a player without a die")
    if card == "highkick":
        return IllegalAction("high kick", "High kick turns an opponent's die about to be played "
                                          "to another face")
    if card == "thief":
        return IllegalAction("thief", "Thief steals from the player to the left or right who holds "
                                      "a card of that kind")
    if card in HELD:
        return IllegalAction("held card", f"{card_name(card)} is held, not played")
    return IllegalAction("timing", f"{card_name(card)} cannot be played now")


def disagreements(s: BahamasState, face_set: tuple[str, ...]) -> int:
    """How many things contradict what everyone sees (0: the deal agrees): a pending
    choice has options (Pat needs a card to discard). A reaction window says nothing of
    the hands (:func:`window_seats` reads public facts only), so it constrains no deal."""
    if s.mode == "decide":
        return 0 if decisions(s, face_set, decision(s)) else 1
    return 0
