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

from kit.engine import CHANCE, Action, Player

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


def map_words(number: str) -> str:
    """``"2"`` -> ``map 2 (grey)``."""
    m = int(number) - 1
    return f"map {number} ({MAP_NAMES[m]})" if 0 <= m < len(MAP_NAMES) else f"map {number}"


def coins(word: str) -> str:
    """A treasure card: ``"5"`` -> ``5 coins``, ``"curse"`` -> ``a curse``."""
    return "a curse" if word == "curse" else f"{word} coin{'s' if word != '1' else ''}"


_SIMPLE = {
    "take": "take the card on offer",
    "pass": "pass",
    "stop": "do not raise now",
    "accept": "accept the curse",
    "swap": "exchange all your clue cards (your action)",
}
_AMULET = {"extra": "use an amulet: one more action this turn",
           "swap": "use an amulet: exchange all your clue cards",
           "protect": "use an amulet against the curse"}


def _chance(action: Action, hidden: bool) -> str:
    name, args = action.name, action.args
    if name == "island":
        return f"generate the island numbered {args[0]}"
    if name == "draw":
        return "draw a clue card" if hidden else f"draw the clue card '{' '.join(args)}'"
    if name == "flip":
        return f"turn up the clue card '{' '.join(args)}'"
    if name == "atv":
        return f"start an ATV on hex {args[0]}"
    if name == "deal":
        if hidden:
            return "deal a treasure card face down"
        return f"deal {'a curse card' if args[0] == 'curse' else 'a treasure card of ' + coins(args[0])} face down"
    return f"turn up {'a curse card' if args[0] == 'curse' else 'a treasure card of ' + coins(args[0])}"


def words(player: Player, action: Action, viewer: int | None) -> str:
    """``action`` of ``player`` (:data:`CHANCE`: an outcome) as ``viewer`` (None: the
    teacher) may know it."""
    if player == CHANCE:
        return _chance(action, viewer is not None)
    name, args = action.name, action.args
    if name in _SIMPLE:
        return _SIMPLE[name]
    if name == "amulet":
        return _AMULET.get(args[0] if args else "", "use an amulet")
    if name == "raise":
        return f"raise the treasure of {map_words(args[0])}"
    if name == "clue":
        return f"put the clue '{' '.join(args[1:])}' on {map_words(args[0])}"
    if name == "place":
        return f"place the ATV on hex {args[0]}"
    if name == "move":
        return f"drive the ATV to hex {args[0]}"
    return name
