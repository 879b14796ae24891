"""Captain Bluff's steps in words: the one place that turns an action or a chance outcome
into what a person reads (the log, the widget's buttons, the board's labels), and the log
lines of the steps that show their player a hidden card.

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

from kit.engine import CHANCE, Action, IllegalAction, LogLine, Player
from kit.games.captain_bluff.cards import DELAYED_BELOW, pretty
from kit.games.captain_bluff.moves import (
    Challenge,
    Change,
    Check,
    Close,
    Deal,
    Delay,
    Draw,
    Move,
    Notice,
    Origin,
    Place,
    Recover,
    Reverse,
    read,
)
from kit.games.captain_bluff.state import BluffState


def run_words(bags: tuple[tuple[str, int], ...]) -> str:
    """``HK5 AW=6 HK7`` -> ``Hong Kong 5, Around the World (as 6), Hong Kong 7``."""
    return ", ".join(f"Around the World (as {number})" if card == "AW" else pretty(card)
                     for card, number in bags)


def bags(k: int) -> str:
    return "bag" if k == 1 else f"{k} bags"


def carousels(numbers: tuple[int, ...]) -> str:
    """Carousels 0-5 in words: ``carousel 2 and carousel 5``."""
    return " and ".join(f"carousel {c + 1}" for c in numbers)


def words(player: Player, action: Action, viewer: int | None) -> str:
    """``action`` of ``player`` (:data:`CHANCE`: a card drawn or dealt) as ``viewer`` (None:
    the teacher) may know it."""
    try:
        move = read(action)
    except IllegalAction:
        return action.text  # no move of the game: its words as they are
    hidden = viewer is not None and (player == CHANCE or viewer != player)
    return move_words(move, hidden)


def move_words(move: Move, hidden: bool) -> str:
    """A move in words; ``hidden``: without the card its player put face down or drew."""
    if isinstance(move, Deal):
        return "deal an airport card" if hidden else f"deal the airport card {pretty(move.card)}"
    if isinstance(move, Draw):
        return "draw a card" if hidden else f"draw {pretty(move.card)}"
    if isinstance(move, Place):
        return f"place {run_words(move.bags)} on carousel {move.carousel + 1}"
    if isinstance(move, Origin):
        card = "a card" if hidden else pretty(move.card)
        return f"put {card} face down above carousel {move.carousel + 1}"
    if isinstance(move, Change):
        card = "a card of the hand" if hidden else pretty(move.card)
        return f"swap {card} for the face-down card of carousel {move.carousel + 1}"
    if isinstance(move, Check):
        return f"look at the face-down card of carousel {move.carousel + 1}"
    if isinstance(move, Close):
        return f"close carousel {move.carousel + 1}: its cards are discarded, the face-down card unseen"
    if isinstance(move, Reverse):
        return f"play Reverse Direction on carousel {move.carousel + 1}"
    if isinstance(move, Delay):
        return f"play Delayed Flight: every other player with fewer than {DELAYED_BELOW} cards draws one"
    if isinstance(move, Notice):
        where = carousels(move.carousels) or "no carousel"
        return f"play Notice Board: look at the face-down card of {where}"
    if isinstance(move, Recover):
        return f"take back the last {bags(move.count)} of carousel {move.carousel + 1}"
    if isinstance(move, Challenge):
        return "call the bluff"
    return "pass"


# ------------------------------------------------------------------ log lines
#: The moves whose log line shows their player a hidden card.
SECRET_MOVES = frozenset((Origin, Check, Change, Notice))
#: Log lines, made once: log lines are immutable, so every game shares them (see
#: CaptainBluff._log_line), keyed by what each depends on.
LINES: dict[tuple[object, ...], LogLine] = {}
LINES_LIMIT = 100_000


def draw_line(s: BluffState, action: Action) -> LogLine | None:
    """The line of a chance step: everyone reads that a card was drawn or dealt, its
    player reads which."""
    if not s.tasks:
        return None
    due = s.tasks[0]
    p = due.player
    key = (due, s.phase == "deal", action)
    line = LINES.get(key)
    if line is None:
        card = pretty(action.args[0])
        if due.airport:
            line = LogLine(f"player {p + 1} is dealt an airport card",
                           {p: f"player {p + 1} is dealt {card}"})
        else:
            verb = "is dealt" if s.phase == "deal" else "draws"
            line = LogLine(f"player {p + 1} {verb} a card", {p: f"player {p + 1} {verb} {card}"})
        LINES[key] = line
    return line


def secret_line(s: BluffState, player: int, action: Action, move: Move) -> LogLine | None:
    """The line of a step that shows its player a hidden card (origin, check, change,
    notice); None for the others, which everyone reads alike."""
    key: tuple[object, ...]
    if isinstance(move, Notice):
        key = (player, action, *(s.origins[c] for c in move.carousels))
    elif isinstance(move, Origin):
        key = (player, s.phase == "setup", action)
    elif isinstance(move, (Check, Change)):
        key = (player, action, s.origins[move.carousel])
    else:
        return None
    line = LINES.get(key)
    if line is None:
        if len(LINES) >= LINES_LIMIT:
            LINES.clear()
        line = LINES[key] = _secret_line(s, player, move)
    return line


def _secret_line(s: BluffState, player: int, move: Origin | Check | Change | Notice) -> LogLine:
    if isinstance(move, Origin):
        where = f"face down above carousel {move.carousel + 1}"
        draw = "" if s.phase == "setup" else ", then draws a card"
        return LogLine(f"puts a card {where}{draw}", {player: f"puts {pretty(move.card)} {where}{draw}"})
    if isinstance(move, Notice):
        where = carousels(move.carousels) or "no carousel (none has a face-down card)"
        seen = "; ".join(f"carousel {c + 1}: {_card(s.origins[c])}" for c in move.carousels)
        return LogLine(f"plays Notice Board and looks at the face-down cards of {where}",
                       {player: f"plays Notice Board: {seen or 'nothing to see'}"})
    number, origin = move.carousel + 1, _card(s.origins[move.carousel])
    if isinstance(move, Check):
        return LogLine(f"looks at the face-down card of carousel {number}",
                       {player: f"looks at the face-down card of carousel {number}: {origin}"})
    return LogLine(f"swaps a card of their hand with the face-down card of carousel {number}",
                   {player: f"puts {pretty(move.card)} face down above carousel {number} and "
                            f"takes {origin} into their hand"})


def _card(card: str | None) -> str:
    return pretty(card) if card is not None else "no card"
