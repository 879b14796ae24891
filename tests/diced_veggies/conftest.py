"""Diced Veggies positions built through the public API, with chosen chance outcomes.

:func:`setup` starts a game with ``chance="manual"`` and plays the setup's chance steps:
the block (five rows of seven dice, given as text), then each seat's two Recipes and one
Hype, then the three Recipes of the display. Cards a test does not name are the lowest
numbered ones left. Tests read positions from ``g.view(None)`` and ``g.log``, never from
attributes; the cut geometry comes from the package's block module (public functions).
"""
from __future__ import annotations

from collections import Counter

import kit
from kit.games.diced_veggies import block as B

NAME = "diced_veggies"


def public(g) -> dict:
    return g.view(None)["public"]


def seat(g, p: int) -> dict:
    return g.view(None)["seats"][p]


def texts(g, player=None) -> list[str]:
    return [str(a) for a in g.legal_actions(player)]


def block_of(g) -> dict:
    grid = public(g)["block"]
    return {(r, c): d for r, row in enumerate(grid) for c, d in enumerate(row) if d is not None}


def setup(rows, players: int = 2, recipes=None, hypes=None, display=(), seed: int = 0):
    """A game at the first chef's cut. ``rows``: the block's text (row-major, ``/`` between
    rows); ``recipes`` / ``hypes``: {seat: [card, ...]}; ``display``: Recipe ids."""
    g = kit.new_game(NAME, players=players, seed=seed, chance="manual")
    g.play("roll " + rows)
    recipes, hypes = dict(recipes or {}), dict(hypes or {})
    named_r = [c for cs in recipes.values() for c in cs] + list(display)
    named_h = [c for cs in hypes.values() for c in cs]
    free_r = [c for c in sorted(B.RECIPES, key=int) if c not in named_r]
    free_h = [c for c in sorted(B.HYPES, key=int) if c not in named_h]
    for p in range(players):
        mine_r = list(recipes.get(p, ()))
        while len(mine_r) < 2:
            mine_r.append(free_r.pop(0))
        mine_h = list(hypes.get(p, ()))
        while len(mine_h) < 1:
            mine_h.append(free_h.pop(0))
        for card in mine_r:
            g.play(f"recipe {card}")
        for card in mine_h:
            g.play(f"hype {card}")
    shown = list(display)
    while len(shown) < 3:
        shown.append(free_r.pop(0))
    for card in shown:
        g.play(f"recipe {card}")
    assert g.to_act == [0]
    return g


def cut_taking(g, *dice) -> str:
    """The text of a legal cut that takes exactly these dice (as a multiset)."""
    block = block_of(g)
    want = Counter(dice)
    for action in g.legal_cuts():
        cells = B.cut_cells(block, B.parse_cut(action.args))
        if Counter(block[c] for c in cells) == want:
            return str(action)
    raise AssertionError(f"no legal cut takes exactly {dice}")


def finish_turn(g, card: str = "draw recipe", drawn: str | None = None) -> None:
    """From the cook step: stop cooking, take a card (and name the card drawn), then discard
    down to the limits (the first listed discards)."""
    p = g.to_act[0]
    g.play("done", p)
    if g.to_act == [p] and g.phase == "card":
        g.play(card, p)
        if g.to_act == [kit.CHANCE]:
            if drawn is None:
                drawn = str(g.chance_outcomes()[0][0])
            g.play(drawn)
    while g.to_act == [p] and g.phase == "discard":
        g.play(g.legal_actions(p)[0], p)


def all_dice(view: dict) -> Counter:
    """Every die of a view by its own colour: block, frame (spent) and held."""
    pub = view["public"]
    counted = Counter(d[0] for row in pub["block"] for d in row if d is not None)
    counted += Counter(pub["frame"])
    for s in view["seats"]:
        counted += Counter(own for own, _ in s["held"])
    return counted


def full(*first: str, fill: int = 6) -> str:
    """A full block's text: the dice ``first`` in reading order, then the rest of the 35
    dice (seven a colour) all showing ``fill``, colour by colour."""
    left = Counter({k: B.DICE_PER_COLOUR for k in B.LETTERS})
    left.subtract(Counter(d[0] for d in first))
    assert all(v >= 0 for v in left.values()), first
    rest = [f"{k}{fill}" for k in B.LETTERS for _ in range(left[k])]
    return " ".join([*first, *rest])
