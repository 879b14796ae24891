"""What things cost in Parks and how a player pays: the named tokens first, wildlife for
what is lacking. Used by the rules (legality and payment) and the widget (button labels).

>>> plan({"sun": 1, "water": 0, "wildlife": 2}, {"sun": 2, "water": 1})
{'sun': 1, 'wildlife': 2}
>>> plan({"sun": 0, "wildlife": 0}, {"sun": 1}) is None
True
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

from kit.games.parks.cards import GEAR, PARKS, cost_words


def park_cost(gear: Iterable[str], park: str) -> dict[str, int]:
    """What ``park`` costs a player holding the gear cards ``gear``, after their discounts."""
    cost = dict(PARKS[park].needs)
    for g in gear:
        card = GEAR[g]
        if card.effect == "discount" and cost.get(card.token):
            cost[card.token] -= 1
    return {t: n for t, n in cost.items() if n}


def plan(held: Mapping[str, int], cost: Mapping[str, int]) -> dict[str, int] | None:
    """The tokens paid from ``held`` for ``cost``: the named ones first, wildlife for the
    rest; None if even wildlife do not cover it."""
    pay: dict[str, int] = {}
    short = 0
    for t, n in cost.items():
        own = min(held.get(t, 0), n)
        if own:
            pay[t] = own
        short += n - own
    if short > held.get("wildlife", 0):
        return None
    if short:
        pay["wildlife"] = short
    return pay


def gear_price(gid: str, discount: int) -> int:
    """The sun a gear card costs with ``discount`` off (never below nothing)."""
    return max(0, GEAR[gid].price - discount)


def pay_words(pay: Mapping[str, int]) -> str:
    return cost_words(pay) if pay else "nothing"


__all__ = ["gear_price", "park_cost", "pay_words", "plan"]
