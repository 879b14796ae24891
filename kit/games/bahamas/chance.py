"""Bahamas' chance steps: the outcomes of the step the game waits for, with their chances,
and a fast sampler for the frequent ones (dice, draws, random takes)."""
from __future__ import annotations

import random

from kit.engine import Action, IllegalAction
from kit.games.bahamas.components import CHARACTERS, FACES, counts, pairs, roll_outcomes
from kit.games.bahamas.moves import (
    CHARACTER,
    DEAL,
    DRAW,
    DRAW_CASH,
    STEAL,
    Card,
    Character,
    Deal,
    Draw,
    DrawCash,
    Peek,
    Roll,
    Steal,
    read,
    word,
    write,
    written,
)
from kit.games.bahamas.state import (
    BahamasState,
    ChanceTask,
    DealCharacter,
    DealStart,
    DrawAction,
    DrawCashCard,
    PeekAt,
    RollDice,
    StormTake,
    TakeRandom,
)

CHANCE_TASKS = (DealCharacter, DealStart, DrawAction, DrawCashCard, RollDice, TakeRandom, StormTake, PeekAt)
#: The verb and the move of each chance step (refusals and help name the verb).
VERBS: dict[type, tuple[str, type]] = {
    DealCharacter: ("character", Character), DealStart: ("deal", Deal), DrawAction: ("draw", Draw),
    DrawCashCard: ("cash", DrawCash), RollDice: ("roll", Roll), TakeRandom: ("steal", Steal),
    StormTake: ("steal", Steal), PeekAt: ("peek", Peek)}


#: The action of each roll sampled so far (a table for speed).
_ROLLS: dict[tuple[str, ...], Action] = {}


def due(s: BahamasState) -> ChanceTask:
    """The chance step the game waits for."""
    task = s.wait
    assert isinstance(task, CHANCE_TASKS), task
    return task


def outcomes(s: BahamasState, faces: tuple[str, ...]) -> list[tuple[Action, float]]:
    task = due(s)
    if isinstance(task, DealCharacter):
        free = [c for c in CHARACTERS if c not in s.characters]
        return [(CHARACTER[c], 1 / len(free)) for c in free]
    if isinstance(task, DealStart):
        return _weighted({DEAL[c]: k for c, k in sorted(s.start_pile.items())})
    if isinstance(task, DrawAction):
        if s.top:
            return [(DRAW[s.top[0]], 1.0)]
        pile = dict(s.deck)
        if s.upper_left <= 0:
            pile["crash"] = 1
        return _weighted({DRAW[c]: k for c, k in sorted(pile.items())})
    if isinstance(task, DrawCashCard):
        if s.cash_deck:
            by_word = sorted(s.cash_deck.items(), key=lambda vk: word(vk[0]))
            return _weighted({DRAW_CASH[v]: k for v, k in by_word})
        return [(DRAW_CASH[s.cash_bottom[0]], 1.0)]
    if isinstance(task, RollDice):
        return [(write(Roll(rolled)), p) for rolled, p in roll_outcomes(len(s.hands) - 1, faces)]
    hand = random_pile(s, task)
    if isinstance(task, PeekAt):
        card_of = {word(c): c for c in hand}
        return [(written(Peek, tuple(card_of[w] for w in pair)), p)
                for pair, p in pairs(sorted(word(c) for c in hand))]
    held = sorted(counts(hand).items(), key=lambda ck: word(ck[0]))
    return _weighted({STEAL[c]: k for c, k in held})


def _weighted(actions: dict[Action, int]) -> list[tuple[Action, float]]:
    total = sum(actions.values())
    return [(a, k / total) for a, k in actions.items() if k]


def random_pile(s: BahamasState, task: TakeRandom | StormTake | PeekAt) -> list[Card]:
    """The cards a random take or look picks from."""
    if isinstance(task, StormTake) or task.what == "action":
        return list(s.hands[task.victim])
    return list(s.cash[task.victim])


def sample(s: BahamasState, faces: tuple[str, ...], rng: random.Random) -> Action | None:
    """An outcome drawn with its chance, fast, for the frequent steps (None: the others)."""
    task = s.wait
    if type(task) is RollDice:
        k = len(s.hands) - 1
        rolled = tuple(sorted((faces[int(rng.random() * len(faces))] for _ in range(k)), key=FACES.index))
        roll = _ROLLS.get(rolled)
        if roll is None:
            roll = _ROLLS[rolled] = write(Roll(rolled))
        return roll
    if type(task) is DrawAction and not s.top:
        total = sum(s.deck.values()) + (1 if s.upper_left <= 0 else 0)
        x = int(rng.random() * total)
        for card in sorted(s.deck):
            x -= s.deck[card]
            if x < 0:
                return DRAW[card]
        return DRAW["crash"]
    if type(task) is TakeRandom or type(task) is StormTake:
        pile = random_pile(s, task)
        return STEAL[pile[int(rng.random() * len(pile))]]
    if type(task) is DrawCashCard and s.cash_deck:
        deck = s.cash_deck
        x = int(rng.random() * sum(deck.values()))
        for value in sorted(deck):
            x -= deck[value]
            if x < 0:
                return DRAW_CASH[value]
    return None


def check(s: BahamasState, faces: tuple[str, ...], action: Action) -> None:
    """Refuse an outcome of another step, or an impossible one."""
    verb, kind = VERBS[type(due(s))]
    if action.name != verb or not isinstance(read(action), kind):
        raise IllegalAction("chance", f"the next chance step is “{verb} …”: {help_text(s)}")
    if not any(a == action for a, p in outcomes(s, faces) if p > 0):
        raise IllegalAction("chance", f"{action.text[:60]} is not a possible outcome now")


def help_text(s: BahamasState) -> str:
    """How to name the outcome of the chance step due."""
    kind = s.wait.kind if s.mode == "chance" and s.wait is not None else ""
    dice = len(s.hands) - 1
    return {
        "character": "name the character dealt, e.g. “character Jo”",
        "deal": "name the starting card dealt: “deal parachute”, “deal fake” or “deal badge”",
        "draw": "name the action card drawn, e.g. “draw thief” (“draw crash” once the bottom of the deck "
                "is reached)",
        "cash": "name the cash card drawn, in thousands of dollars, e.g. “cash 150k”",
        "roll": f"name the faces of the {dice} dice, e.g. “roll "
                + " ".join((["action", "cash", "power"] * 3)[:dice]) + "”",
        "take": "name the card taken at random, e.g. “steal thief” or “steal 100k”",
        "storm": "name the card taken at random, e.g. “steal thief”",
        "peek": "name the two cards looked at, in alphabetical order, e.g. “peek 100k 50k” or "
                "“peek search thief”",
    }.get(kind, "")
