"""Captain Bluff's steps in words: the one place that turns an action or a chance outcome
into what a person reads (the log, the widget's buttons, the board's labels).

A card put face down (``origin``, ``change``) and a card drawn or dealt are secret: a
seat reads those steps without the card (``words`` knows the action, not whose hand it
went to; the game's log lines name the card to the player who saw it).

>>> from kit.engine import CHANCE, Action
>>> words(0, Action("place", ("3", "HK5", "AW=6")), None)
'place Hong Kong 5, Around the World (as 6) on carousel 3'
>>> words(CHANCE, Action("draw", ("SF12",)), None), words(CHANCE, Action("draw", ("SF12",)), 1)
('draw San Francisco 12', 'draw a card')
>>> words(0, Action("origin", ("2", "HN4")), 1)
'put a card face down above carousel 2'
"""
from __future__ import annotations

from kit.engine import CHANCE, Action, Player
from kit.games.captain_bluff.cards import CITY_OF, DELAYED_BELOW, pretty


def run_words(tokens) -> str:
    """``HK5 AW=6 HK7`` -> ``Hong Kong 5, Around the World (as 6), Hong Kong 7``."""
    out = []
    for token in tokens:
        if token.startswith("AW="):
            out.append(f"Around the World (as {token[3:]})")
        elif token in CITY_OF:
            out.append(pretty(token))
        else:
            out.append(token)
    return ", ".join(out)


def bags(k: int) -> str:
    return "bag" if k == 1 else f"{k} bags"


def _chance(action: Action, hidden: bool) -> str:
    if action.name == "deal":
        return "deal an airport card" if hidden else f"deal the airport card {pretty(action.args[0])}"
    return "draw a card" if hidden else f"draw {pretty(action.args[0])}"


def words(player: Player, action: Action, viewer: int | None) -> str:
    """``action`` of ``player`` (:data:`CHANCE`: a card drawn or dealt) as ``viewer`` (None:
    the teacher) may know it."""
    if player == CHANCE:
        return _chance(action, viewer is not None)
    hidden = viewer is not None and viewer != player
    name, args = action.name, action.args
    if name == "place":
        return f"place {run_words(args[1:])} on carousel {args[0]}"
    if name == "origin":
        card = "a card" if hidden else pretty(args[1])
        return f"put {card} face down above carousel {args[0]}"
    if name == "change":
        card = "a card of the hand" if hidden else pretty(args[1])
        return f"swap {card} for the face-down card of carousel {args[0]}"
    if name == "check":
        return f"look at the face-down card of carousel {args[0]}"
    if name == "close":
        return f"close carousel {args[0]}: its cards are discarded, the face-down card unseen"
    if name == "reverse":
        return f"play Reverse Direction on carousel {args[0]}"
    if name == "delay":
        return f"play Delayed Flight: every other player with fewer than {DELAYED_BELOW} cards draws one"
    if name == "notice":
        where = " and ".join(f"carousel {a}" for a in args) or "no carousel"
        return f"play Notice Board: look at the face-down card of {where}"
    if name == "recover":
        return f"take back the last {bags(int(args[1]))} of carousel {args[0]}"
    if name == "challenge":
        return "call the bluff"
    if name == "pass":
        return "pass"
    if name == "end":
        return "end the turn"
    return name
