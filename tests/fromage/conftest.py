"""Fromage positions built through the public API, with chosen chance outcomes.

:func:`setup` starts a game with ``chance="manual"`` and sets the venues' order around the
board; :func:`turn` plays one turn: each seat's choice (``"pass"`` where none is given),
then the order cards drawn, named by the test. Tests read positions from views and logs,
never from attributes.
"""
from __future__ import annotations

import kit

NAME = "fromage"
LAYOUT = "festival villes bistro fromagerie"


def setup(players: int = 2, layout: str = LAYOUT, seed: int = 0, **options):
    g = kit.new_game(NAME, players=players, seed=seed, chance="manual", **options)
    g.play(f"layout {layout}")
    return g


def public(g) -> dict:
    return g.view(None)["public"]


def seat(g, p: int) -> dict:
    return g.view(None)["seats"][p]


def texts(g, player) -> list[str]:
    return [str(a) for a in g.legal_actions(player)]


def turn(g, *choices: str, orders=()):
    """Play one turn: seat p's choice is ``choices[p]`` (pass when missing); the seats the
    game passed for (no worker free) are skipped; then the order cards ``orders``."""
    events = []
    for p in list(g.to_act):
        choice = choices[p] if p < len(choices) and choices[p] else "pass"
        events += g.play(choice, p)
    for card in orders:
        events += g.play(f"order {card}")
    return [str(e) for e in events]


def refusal(g, player, text) -> str:
    try:
        g.play(text, player)
    except kit.IllegalAction as err:
        return err.rule
    raise AssertionError(f"{text} was accepted")
