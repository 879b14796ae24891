"""Positions built through the public API with chosen chance outcomes (``chance="manual"``)."""
from __future__ import annotations

import kit

CHARS = ("Jo", "Dex", "Mary", "Boss")


def setup(chars=CHARS, starts=("parachute", "fake", "badge", "parachute"), draws=None, cash=None,
          players=None, **options):
    """A game after setup: characters, starting cards, then one action card and two cash
    cards a player (defaults: cards that are only held and $100k + $50k)."""
    players = players or len(chars)
    g = kit.new_game("bahamas", players=players, seed=0, chance="manual", **options)
    for c in chars:
        g.play(f"character {c}")
    for c in starts:
        g.play(f"deal {c}")
    draws = draws or ["diamonds", "diamonds", "handcuffs", "phone", "lifeboat"][:players]
    cash = cash or [("100k", "50k")] * players
    for p in range(players):
        g.play(f"draw {draws[p]}")
        for v in cash[p]:
            g.play(f"cash {v}")
    return g


def hand(g, p):
    return g.view(None)["seats"][p]["hand"]


def cash(g, p):
    return g.view(None)["seats"][p]["cash"]


def waiting(g):
    return g.view(None)["public"]["waiting"]


def pass_window(g):
    """Everyone in the reaction window passes."""
    while waiting(g).get("mode") == "window":
        g.play("pass", g.to_act[0])


def texts(g, p=None):
    return [a.text for a in g.legal_actions(p)]


def total_cards(g):
    """Every action card and cash value, wherever it is (teacher's view)."""
    v = g.view(None)
    cards, money = [], []
    for seat in v["seats"]:
        cards += seat["hand"]
        money += seat["cash"]
    return v, cards, money


HARMLESS = ("handcuffs", "phone", "robbery", "highkick", "search", "storm", "thief", "extinguisher",
            "diamonds", "lifeboat")


def play_to_crash(g, crash: bool = True):
    """Play on with every die showing "draw an action card", harmless draws, passes and
    discards of the least useful card, until the crash card can be drawn; then draw it."""
    while not g.over:
        if g.at_chance:
            outs = [a.text for a, _ in g.chance_outcomes()]
            kind = waiting(g)["kind"]
            if kind == "roll":
                g.play("roll " + " ".join(["action"] * (g.num_players - 1)))
            elif kind == "draw":
                if "draw crash" in outs:
                    if crash:
                        g.play("draw crash")
                    return g
                g.play(next(f"draw {c}" for c in HARMLESS if f"draw {c}" in outs))
            else:
                g.play(outs[0])
            continue
        p = g.to_act[0]
        acts = [a.text for a in g.legal_actions(p)]
        if "pass" in acts:
            g.play("pass", p)
        elif "take action" in acts:
            g.play("take action", p)
        elif acts[0].startswith("discard"):
            g.play(next(f"discard {c}" for c in HARMLESS + ("fake", "badge") if f"discard {c}" in acts), p)
        else:
            g.play(acts[0], p)
    return g


def steps(g, *texts_):
    """Play each step in turn; a reaction window in the way is passed by everyone first
    (unless the step is itself a card played or a pass)."""
    for text in texts_:
        if waiting(g).get("mode") == "window" and not text.startswith(("play", "pass")):
            pass_window(g)
        g.play(text)
    return g
