"""Tobago's steps in words: the one place that turns an action or a chance outcome into
what a person reads (the log, the widget's buttons, the board's labels).

A clue card drawn into a hand and a treasure card dealt face down are secret: a seat
reads those steps without the card (``words`` knows the action, not whose hand it went
to; the game's log lines name the card to the player who saw it).

>>> from kit.engine import CHANCE, Action
>>> words(0, Action("clue", ("2", "not", "next", "to", "a", "hut")), None)
"put the clue 'not next to a hut' on map 2 (grey)"
>>> words(CHANCE, Action("deal", ("5",)), None), words(CHANCE, Action("deal", ("5",)), 0)
('deal a treasure card of 5 coins face down', 'deal a treasure card face down')
"""
from __future__ import annotations

from kit.engine import CHANCE, Action, IllegalAction, Player
from kit.games.tobago.hexes import format_hex
from kit.games.tobago.moves import (
    Accept,
    AtvStart,
    Deal,
    DrawClue,
    Drive,
    FlipClue,
    Move,
    NewIsland,
    Outcome,
    Pass,
    Place,
    PlayClue,
    Raise,
    Stop,
    Swap,
    Take,
    UseAmulet,
    read_action,
    read_outcome,
)
from kit.games.tobago.state import CURSE

MAP_NAMES = ("white", "grey", "black", "brown")  # the site-marker colours of the four maps


#: What each phase waits for, with the text forms to type (a refusal says it).
PHASE_TEXT = {"curse": "a curse struck: 'amulet protect' or 'accept'",
              "place": "players are placing their ATVs ('place q,r')",
              "start": "players are seeding the treasure maps ('clue <map> <clue>')",
              "turn": "it is a turn: move, clue, raise or an amulet",
              "arrived": "the ATV stopped on a located treasure: 'raise <map>' or 'stop'",
              "share": "a treasure card is on offer: 'take' or 'pass'",
              "setup": "chance is setting up the game",
              "over": "the game is over"}


def map_words(m: int) -> str:
    """Map ``m`` (0-based) in words: ``1`` -> ``map 2 (grey)``."""
    return f"map {m + 1} ({MAP_NAMES[m]})"


def coins(value: int) -> str:
    """A treasure card: ``5`` -> ``5 coins``, ``0`` -> ``a curse``."""
    return "a curse" if value == CURSE else f"{value} coin{'s' if value != 1 else ''}"


def _card(value: int) -> str:
    return "a curse card" if value == CURSE else f"a treasure card of {coins(value)}"


_SIMPLE: dict[type, str] = {
    Take: "take the card on offer",
    Pass: "pass",
    Stop: "do not raise now",
    Accept: "accept the curse",
    Swap: "exchange all your clue cards (your action)",
}
_AMULET = {"extra": "use an amulet: one more action this turn",
           "swap": "use an amulet: exchange all your clue cards",
           "protect": "use an amulet against the curse"}


def outcome_words(outcome: Outcome, hidden: bool) -> str:
    """A chance outcome in words; ``hidden``: as a seat reads it (no drawn or dealt card)."""
    if isinstance(outcome, NewIsland):
        return "a new island is made"
    if isinstance(outcome, DrawClue):
        return "draw a clue card" if hidden else f"draw the clue card '{outcome.card}'"
    if isinstance(outcome, FlipClue):
        return f"turn up the clue card '{outcome.card}'"
    if isinstance(outcome, AtvStart):
        return f"start an ATV on hex {format_hex(outcome.hex)}"
    if isinstance(outcome, Deal):
        return "deal a treasure card face down" if hidden else f"deal {_card(outcome.value)} face down"
    return f"turn up {_card(outcome.value)}"


def move_words(move: Move) -> str:
    """A player's move in words."""
    simple = _SIMPLE.get(type(move))
    if simple is not None:
        return simple
    if isinstance(move, UseAmulet):
        return _AMULET[move.use]
    if isinstance(move, Raise):
        return f"raise the treasure of {map_words(move.map)}"
    if isinstance(move, PlayClue):
        return f"put the clue '{move.card}' on {map_words(move.map)}"
    if isinstance(move, Place):
        return f"place the ATV on hex {format_hex(move.hex)}"
    if isinstance(move, Drive):
        return f"drive the ATV to hex {format_hex(move.hex)}"
    return type(move).__name__.lower()


def words(player: Player, action: Action, viewer: int | None) -> str:
    """``action`` of ``player`` (:data:`CHANCE`: an outcome) as ``viewer`` (None: the
    teacher) may know it; an action that is no move of the game reads as its text."""
    try:
        if player == CHANCE:
            return outcome_words(read_outcome(action), viewer is not None)
        return move_words(read_action(action))
    except IllegalAction:
        return action.text
