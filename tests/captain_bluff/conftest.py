"""Captain Bluff positions built through the public API, with chosen chance outcomes.

:func:`deal` starts a game with ``chance="manual"`` and deals the named cards in the order
the game deals them: each player's baggage cards (player 1's, then player 2's ...), then
each player's airport cards. Whatever a test does not name is filled with bags that make
no run with the named ones. :func:`setup` then plays the face-down cards placed before
play. Tests read the position from ``g.view(...)`` and the logs, never from attributes.
"""
from __future__ import annotations

from collections import Counter

import kit
from kit.games.captain_bluff.cards import AIRPORT, AIRPORT_EACH, BAGGAGE, HAND_SIZE, full_deck

#: Filler bags, farthest from the low Hong Kong and Honolulu numbers the tests name:
#: San Francisco odd numbers from the top, then Honolulu's, then the even ones.
FILLERS = [f"SF{n}" for n in range(17, 0, -2)] + [f"HN{n}" for n in range(17, 8, -2)] + \
          [f"SF{n}" for n in range(16, 0, -2)] + [f"HN{n}" for n in range(16, 8, -2)] + \
          [f"HK{n}" for n in range(17, 10, -2)] + list(BAGGAGE)


def deal(players: int = 2, hands=(), airport=(), seed: int = 0, **options) -> kit.Game:
    """A manual-chance game with the named bags in each hand (the rest fillers) and the
    named airport cards (the rest Delayed Flight, then Notice Board)."""
    g = kit.new_game("captain_bluff", players=players, seed=seed, chance="manual", **options)
    size = HAND_SIZE[players]
    named = [list(h) for h in hands] + [[] for _ in range(players - len(hands))]
    used = {card for hand in named for card in hand}
    spare = [card for card in dict.fromkeys(FILLERS) if card not in used]
    for p in range(players):
        cards = named[p] + [spare.pop(0) for _ in range(size - len(named[p]))]
        for card in cards:
            g.play(f"draw {card}")
    if g.settings["airport_cards"]:
        box = Counter(c for c in full_deck(g.settings["airport_mix"]) if c in AIRPORT)
        wanted = [list(a) for a in airport] + [[] for _ in range(players - len(airport))]
        box.subtract(c for a in wanted for c in a)
        for p in range(players):
            cards = list(wanted[p])
            while len(cards) < AIRPORT_EACH[players]:
                filler = next(c for c in ("DF", "NB", "RD", "AW") if box[c] > 0)
                box[filler] -= 1
                cards.append(filler)
            for card in cards:
                g.play(f"deal {card}")
    assert g.view(None)["phase"] == "setup"
    return g


def setup(g: kit.Game, *placements: str) -> kit.Game:
    """Play the face-down cards before play: ``"1 HK6"`` puts HK6 above carousel 1, by the
    players in turn order."""
    for placement in placements:
        g.play(f"origin {placement}")
    assert g.view(None)["phase"] == "turn"
    return g


def game(players: int = 2, hands=(), airport=(), origins=(), **options) -> kit.Game:
    return setup(deal(players, hands, airport, **options), *origins)


def public(g) -> dict:
    return g.view(None)["public"]


def carousel(g, c: int) -> dict:
    return public(g)["carousels"][c - 1]


def row(g, c: int) -> list[str]:
    return [card for card, _ in carousel(g, c)["row"]]


def hand(g, p: int) -> list[str]:
    return g.view(None)["seats"][p]["hand"]


def texts(g, player=None) -> list[str]:
    return [str(a) for a in g.legal_actions(player)]


def refusal(g, action: str, player=None) -> str:
    """The rule named when ``action`` is refused (the game must be unchanged)."""
    before = g.to_json(), g.view(None)
    try:
        g.play(action, player)
    except kit.IllegalAction as err:
        assert (g.to_json(), g.view(None)) == before
        return err.rule
    raise AssertionError(f"{action!r} was allowed")


def all_cards(view: dict) -> Counter:
    """Every card in a teacher's view, wherever it is."""
    pub, teacher = view["public"], view["private"]
    cards = Counter(teacher["draw_pile_cards"]) + Counter(teacher["discard_cards"]) \
        + Counter(teacher["out_of_game_cards"])
    for k, origin in zip(pub["carousels"], teacher["known_origins"]):
        cards += Counter(card for card, _ in k["row"])
        if origin is not None:
            cards[origin] += 1
    for seat in view["seats"]:
        cards += Counter(seat["hand"])
    return cards


def pass_all(g) -> None:
    """Everyone in the open window passes."""
    while g.view(None)["public"]["window"] is not None:
        g.play("pass", g.to_act[0])


def done(g) -> None:
    """Close the open windows with passes and end the turn if only an airport card or
    "pass" is left to play."""
    pass_all(g)
    if g.view(None)["phase"] == "after":
        g.play("pass")


def setup_rest(g, *placements: str) -> kit.Game:
    """Play the named face-down cards, then let each remaining player put the last card
    of their hand face down above the first empty carousel."""
    for placement in placements:
        g.play(f"origin {placement}")
    while g.view(None)["phase"] == "setup":
        (p,) = g.to_act
        empty = next(k["number"] for k in public(g)["carousels"] if not k["face_down"])
        g.play(f"origin {empty} {hand(g, p)[-1]}", p)
    return g
