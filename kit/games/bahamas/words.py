"""Bahamas' steps in words: the one place that turns a move or a chance outcome into what
a person reads (the log, the widget's buttons, the board's labels, the kit-default table).

Cash cards travel in actions as ``100k``; people read ``$100,000``. A seat reads a secret
step (a card drawn, dealt, taken at random, looked at, kept or given) without the card:
``words`` knows only the action, not who drew, so a seat gets the covered words and the
game's log lines (:func:`log_line`) name the card to those who saw it.

>>> from kit.engine import CHANCE, Action
>>> words(CHANCE, Action("cash", ("100k",)), None)
'draw a cash card of $100,000'
>>> words(CHANCE, Action("peek", ("highkick", "parachute")), None)
'look at High kick and Parachute'
>>> words(CHANCE, Action("peek", ("highkick", "parachute")), 1)
'look at 2 random cards'
>>> words(0, Action("play", ("thief", "2", "cash")), None)
'play Thief: steal a cash card at random from player 2'
"""
from __future__ import annotations

from collections.abc import Callable

from kit.engine import CHANCE, Action, LogLine, Player
from kit.games.bahamas.components import TABLE
from kit.games.bahamas.moves import (
    Buy,
    Card,
    Character,
    Deal,
    Discard,
    Draw,
    DrawCash,
    Face,
    Give,
    Move,
    Name,
    Pass,
    Peek,
    Pick,
    PickTop,
    Play,
    PlayHighKick,
    PlaySearch,
    PlayStorm,
    PlayThief,
    Roll,
    Steal,
    TakeDie,
    Target,
    read,
)
from kit.games.bahamas.state import (
    DealStart,
    DexKeeps,
    DrawAction,
    DrawCashCard,
    GiveDoug,
    JoKeeps,
    PeekAt,
    Played,
    PowerChoice,
    StormTake,
    TakeRandom,
    Task,
)

FACE_WORDS = {"action": "draw an action card", "cash": "draw a cash card",
              "steal-action": "steal an action card", "steal-cash": "steal a cash card",
              "power": "use the character's power"}
CARD_NAMES = {"badge": "FBI badge", "handcuffs": "FBI handcuffs", "phone": "FBI phone",
              "thief": "Thief", "robbery": "Robbery", "storm": "Storm", "lifeboat": "Lifeboat",
              "diamonds": "Diamonds", "extinguisher": "Extinguisher", "search": "Search",
              "highkick": "High kick", "parachute": "Parachute", "fake": "Fake parachute",
              "crash": "Crash"}

#: What each character does with the "power" face.
POWERS = {
    "Jo": "draws 3 action cards, keeps one and puts the other 2 on top of the deck in any order",
    "Dex": "draws 3 cash cards, keeps one and puts the other 2 at the bottom of the cash deck",
    "Doug": "chooses a player, who must give Doug an action card and a cash card of their choice",
    "Gwen": "looks at 2 random cash cards of a player, keeps one and gives the other back",
    "Pat": "looks at a player's action cards, discards one (not a Parachute), then draws an action card",
    "Nick": "looks at a player's action cards and may buy one with one of Nick's cash cards",
    "Mary": "draws an action card and a cash card",
    "Boss": "turns the die to any face and does that action",
    "Kika": "looks at 2 random action cards of a player, keeps one and gives the other back",
    "Piero": "looks at a player's cash cards and discards one, then draws a cash card",
}


def money(value: int) -> str:
    return f"${value:,}"


def card_name(card: str) -> str:
    return CARD_NAMES.get(card, card)


def card_words(card: Card) -> str:
    """An action card's name, or a cash card's value (100000 -> ``$100,000``)."""
    return money(card) if isinstance(card, int) else card_name(card)


def _and(items: list[str]) -> str:
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def _chance(move: Move, secret: bool) -> str:
    if type(move) is Character:
        return f"deal the character {move.name}"
    if type(move) is Roll:
        return "roll: " + ", ".join(FACE_WORDS.get(f, f) for f in move.faces)
    if type(move) is Draw:
        if move.card == "crash":
            return "draw the Crash card: the plane crashes"
        return "draw an action card" if secret else f"draw {card_name(move.card)}"
    if type(move) is Deal:
        return "deal a starting card" if secret else f"deal the starting card {card_name(move.card)}"
    if type(move) is DrawCash:
        return "draw a cash card" if secret else f"draw a cash card of {money(move.value)}"
    if type(move) is Steal:
        if secret:
            return "take a random cash card" if isinstance(move.card, int) else "take a random action card"
        return f"take {card_words(move.card)} at random"
    if type(move) is Peek:
        if secret:
            return f"look at {len(move.cards)} random card{'s' if len(move.cards) != 1 else ''}"
        return "look at " + _and([card_words(c) for c in move.cards])
    return type(move).__name__.lower()


def _play(move: Move) -> str:
    if type(move) is PlayThief:
        what = "an action card" if move.what == "action" else "a cash card"
        return f"play Thief: steal {what} at random from player {move.seat + 1}"
    if type(move) is PlayStorm:
        return f"play Storm: everyone takes a random action card from their {move.side} neighbour"
    if type(move) is PlaySearch:
        return f"play Search: player {move.seat + 1} shows you their action cards"
    if type(move) is PlayHighKick:
        return f"play High kick: turn the die to “{FACE_WORDS.get(move.face, move.face)}”"
    card = move.card if type(move) is Play else ""
    if card == "robbery":
        return "play Robbery: take the die just chosen and play it yourself"
    if card == "extinguisher":
        return "play Extinguisher: cancel the card just played"
    return f"play {card_name(card)}"


def _decision(move: Move, hidden: bool) -> str:
    if type(move) is Pass:
        return "pass (play no card now)"
    if type(move) is TakeDie:
        return f"take the die: {FACE_WORDS.get(move.face, move.face)}"
    if type(move) is Name:
        return f"name player {move.seat + 1} to go next"
    if type(move) is Target:
        return f"choose player {move.seat + 1}"
    if isinstance(move, (PlayThief, PlayStorm, PlaySearch, PlayHighKick, Play)):
        return _play(move)
    if type(move) is Discard:
        return f"discard {'the cash card ' if isinstance(move.card, int) else ''}{card_words(move.card)}"
    if type(move) is PickTop:
        if hidden:
            return "keep a card"
        top = ", then ".join(card_name(c) for c in move.top)
        return f"keep {card_name(move.card)}; put {top} back on top"
    if type(move) is Pick:
        return "keep a card" if hidden else f"keep {card_words(move.card)}"
    if type(move) is Give:
        n = len(move.cards)
        return f"give {n} card{'s' if n != 1 else ''}" if hidden else \
            "give " + _and([card_words(c) for c in move.cards])
    if type(move) is Buy:
        return "buy a card" if hidden else f"buy {card_name(move.card)} for {money(move.value)}"
    if type(move) is Face:
        return f"turn the die to “{FACE_WORDS.get(move.face, move.face)}”"
    return type(move).__name__.lower()


def words(player: Player, action: Action, viewer: int | None) -> str:
    """``action`` of ``player`` (:data:`CHANCE`: an outcome) as ``viewer`` (None: the
    teacher) may know it. Kept, given and bought cards are hidden from other seats."""
    move = read(action)
    if player == CHANCE:
        return _chance(move, viewer is not None)
    return _decision(move, viewer is not None and viewer != player)


#: The steps whose card only some may see (the others have no log line of their own).
SECRET_STEPS = {DealStart, DrawAction, DrawCashCard, TakeRandom, StormTake, PeekAt, JoKeeps, DexKeeps,
                 GiveDoug, PowerChoice}


def log_key(player: Player, wait: Task | None, action: Action) -> tuple[object, ...]:
    """What the log line of a step of :data:`SECRET_STEPS` depends on. It names the task by
    its fields: comparing tasks themselves is slower."""
    if (type(wait) is DrawCashCard or type(wait) is DrawAction or type(wait) is DealStart  # the usual ones
            or type(wait) is JoKeeps or type(wait) is DexKeeps):
        return (player, type(wait), wait.seat, action)
    # (a getattr with a default that misses raises and catches an AttributeError: slow)
    if type(wait) is TakeRandom or type(wait) is StormTake or type(wait) is PeekAt:
        return (player, type(wait), wait.seat, wait.victim, action)
    if type(wait) is PowerChoice:
        return (player, PowerChoice, wait.seat, wait.victim, wait.power, action)
    if type(wait) is GiveDoug:
        return (player, GiveDoug, wait.seat, wait.doug, action)
    return (player, type(wait), action)


def log_line(player: Player, move: Move, said: str, wait: Task | None,
             name: Callable[[int], str]) -> LogLine | None:
    """The log line of a step whose card only some may see (None: the step's words for
    everyone). ``wait`` is what the game waited for, ``said`` the step's full words."""
    if not isinstance(player, int):
        return _chance_line(move, wait, name)
    if type(wait) is JoKeeps or type(wait) is DexKeeps:
        return LogLine("keeps a card" if type(wait) is JoKeeps else "keeps a cash card", {player: said})
    if type(wait) is GiveDoug and type(move) is Give:
        return LogLine("gives an action card and a cash card" if len(move.cards) == 2 else "gives a card",
                       {player: said, wait.doug: said})
    if type(wait) is PowerChoice and wait.power in ("gwen", "kika", "nick"):
        text = ("keeps a card" if wait.power != "nick"
                else "buys a card" if type(move) is Buy else "declines")
        return LogLine(text, {player: said, wait.victim: said})
    return None


def _chance_line(move: Move, wait: Task | None, name: Callable[[int], str]) -> LogLine | None:
    if type(wait) is DealStart and type(move) is Deal:
        p = wait.seat
        return LogLine(f"deals {name(p)} a starting card", {p: f"deals {name(p)} {card_name(move.card)}"})
    if type(wait) is DrawAction and type(move) is Draw:
        if move.card == "crash":
            return None
        p = wait.seat
        return LogLine(f"{name(p)} draws an action card", {p: f"{name(p)} draws {card_name(move.card)}"})
    if type(wait) is DrawCashCard and type(move) is DrawCash:
        p = wait.seat
        return LogLine(f"{name(p)} draws a cash card", {p: f"{name(p)} draws {money(move.value)}"})
    if (type(wait) is TakeRandom or type(wait) is StormTake) and type(move) is Steal:
        taker, victim = wait.seat, wait.victim
        what = "cash" if isinstance(move.card, int) else "action"
        full = f"{name(taker)} takes {card_words(move.card)} from {name(victim)}"
        return LogLine(f"{name(taker)} takes a random {what} card from {name(victim)}",
                       {taker: full, victim: full})
    if type(wait) is PeekAt and type(move) is Peek:
        who, victim = wait.seat, wait.victim
        full = f"{name(who)} looks at {name(victim)}'s {', '.join(card_words(c) for c in move.cards)}"
        return LogLine(f"{name(who)} looks at {len(move.cards)} random {wait.what} card(s) of {name(victim)}",
                       {who: full, victim: full})
    return None


def played_words(played: Played, below: Played | None, name: Callable[[int], str]) -> str:
    """A card played, as the log says it (``below``: the card an Extinguisher answers)."""
    card, target = played.card, played.target
    if card == "storm":
        return f"Storm to the {played.what}"
    if card == "extinguisher" and below is not None:
        return f"Extinguisher on {name(below.seat)}'s {card_name(below.card)}"
    if target is None:
        return card_name(card)
    if card == "thief":
        return f"Thief on {name(target)} ({'an action' if played.what == 'action' else 'a cash'} card)"
    if card == "search":
        return f"Search on {name(target)}"
    if card == "highkick":
        return f"High kick: {name(target)}'s die to “{FACE_WORDS[played.what]}”"
    return f"Robbery on {name(target)}'s die"


def kit_default_docs() -> dict[str, str]:
    """The texts of the kit defaults (the table's counts in words, and the rules' gaps)."""
    faces = ", ".join(FACE_WORDS[f] for f in TABLE["die_faces"])
    cash = "; ".join(f"{k} × {money(int(v))}" for v, k in TABLE["cash_cards"].items())
    deck = ", ".join(f"{card_name(c)} {k}" for c, k in TABLE["action_deck"].items())
    six = ", ".join(f"{card_name(c)} {k}" for c, k in TABLE["six_plus"].items())
    return {
        "die_faces": f"the six faces of every die: {faces}",
        "cash_cards": f"the 40 cash cards: {cash}",
        "action_deck": f"the 27 action cards (parachutes and the FBI badge are starting cards only): {deck}",
        "six_plus": f"the action cards marked 6+ (taken out below six players): {six}",
        "reaction_windows": "action cards are played in reaction windows: after a die is chosen, a "
                            "player may play a card usable then (Thief, Storm, Search, High kick against "
                            "another's die, Robbery without a die yet) or pass; every card played opens "
                            "a window for an Extinguisher from anyone else, itself answerable; after a "
                            "card resolves, its window opens again",
        "window_seats": "a reaction window asks every player holding at least one action card, "
                        "whichever cards they are, and each of them plays or passes (the card just "
                        "played is answered by the others); no window opens once every card that "
                        "could be played in it is on the discard pile. Why: the rules say cards may be "
                        "played at any time and hands are never shown, so who is asked must follow "
                        "from what everyone sees (hand sizes, the discard pile), never from who holds "
                        "a card usable now",
        "hand_limit_plays": "during the hand-limit step the player may play Thief, Storm or Search as "
                            "well as discard; FBI cards, parachutes, Lifeboat and Diamonds are only held",
        "empty_steal": "a steal, or a power that takes a card (Doug's), must choose a player who has a "
                       "card of that kind if anyone has; otherwise it has no effect (a Thief needs such "
                       "a neighbour to be played)",
        "look_powers": "Pat and Nick may choose any other player, even one with no action card while "
                       "others hold some: the rules say only \"choose a player\" (then nothing is "
                       "seen, discarded or bought)",
        "agent_set_timing": "three different FBI agents win at the end of their holder's turn, as the turn's "
                      "steps say; a set completed during another player's turn wins at the end of its "
                      "holder's next turn (the card's \"immediately\" is read as that check)",
        "empty_cash_deck": "a cash draw from an empty cash deck does nothing; discarded cash leaves the "
                           "game face up",
        "fake_parachute": "a Fake parachute simply does not save its holder: a player holding a real "
                          "Parachute or the Lifeboat survives even with a fake one too",
        "boss_face": "Boss turns the die to any face but the power (no power twice)",
        "high_kick_face": "a High kick turns the die to a different face than it shows",
        "robbery_turn": "a robbed player takes another die if any is left, then ends the turn as usual; "
                        "the robber's die cannot be robbed in turn",
        "turn_end_order": "at the end of a turn: the hand limit, then the FBI check, then naming the next "
                          "player (or the new round when no die is left)",
        "fbi_scores": "after an FBI win the scores are everyone's cash (no Diamonds, nobody crashed)",
    }
