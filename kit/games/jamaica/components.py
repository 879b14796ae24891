"""Jamaica's components as data: the goods and the bank, the starting holds, the hand, the
combat die, the treasure cards; and the board's one-step moves tabled for speed.

>>> CARD_BY_NAME["forward/food"], CARD_BY_NAME["doubloons/forward"], card_name(7)
(4, 7, 'gold/forward')
>>> treasure_value("+7"), treasure_value("map"), treasure_title("-3")
(7, 0, 'treasure -3')
"""
from __future__ import annotations

from kit.games.jamaica.board import BEHIND, CARDS, FINISHED, POWERS, RACING, SPACES, neighbours, side_of

#: A card by its text form ("forward/food"); "doubloons" is accepted for the "gold" symbol too.
CARD_BY_NAME = {f"{m}/{e}": cid for cid, (m, e) in CARDS.items()}
CARD_BY_NAME.update({name.replace("gold", "doubloons"): cid for name, cid in list(CARD_BY_NAME.items())})
SYMBOL_GOOD = {"gold": "doubloons", "food": "food", "gunpowder": "gunpowder"}
GOODS = ("doubloons", "food", "gunpowder")
BANK = {"doubloons": 80, "food": 45, "gunpowder": 45}
START_HOLDS = (("food", 3), ("doubloons", 3))
GHOST_HOLDS = (("doubloons", 5), ("doubloons", 3))
HOLDS = 5
HAND = 3
STAR = 0  # the combat die's star face
COMBAT_DIE = (2, 4, 6, 8, 10, STAR)

#: A hold: ``(good, amount)``, ``(None, 0)`` when empty.
Hold = tuple[str | None, int]
EMPTY: Hold = (None, 0)

#: The 12 treasure cards: power cards lie face up, the others face down until the end.
TREASURES = ("map", "sabre", "ladybeth", "hold6", "+3", "+3", "+5", "+7", "+7", "-2", "-3", "-4")
TREASURES_USED = 9
LADY_BETH_BONUS = 2


def card_name(card: int) -> str:
    """The card's text form in actions (``card gold/forward``), as the rules name its symbols."""
    morning, evening = CARDS[card]
    return f"{morning}/{evening}"


def treasure_value(card: str) -> int:
    return 0 if card in POWERS else int(card)


def treasure_title(card: str) -> str:
    return POWERS.get(card, f"treasure {card}")


#: The lane of each space ("outer", "inner" or "main").
SIDE = tuple(side_of(space) for space in range(len(SPACES)))

#: The ``(space, lap)`` one step away, by (space, forward, lap): board.neighbours, tabled.
NEIGHBOURS = {(space, forward, lap): neighbours(space, forward, lap)
              for space in range(len(SPACES))
              for forward in (True, False)
              for lap in (BEHIND, RACING, FINISHED)}

__all__ = [
    "BANK", "CARD_BY_NAME", "COMBAT_DIE", "EMPTY", "GHOST_HOLDS", "GOODS", "HAND", "HOLDS", "Hold",
    "LADY_BETH_BONUS", "NEIGHBOURS", "SIDE", "STAR", "START_HOLDS", "SYMBOL_GOOD", "TREASURES",
    "TREASURES_USED", "card_name", "treasure_title", "treasure_value",
]
