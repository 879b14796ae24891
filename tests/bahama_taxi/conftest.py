"""Bahama Taxi positions built through the public API, with chosen chance outcomes.

:func:`setup` starts a game with ``chance="manual"`` and plays the setup's chance steps in
the order the rules draw them: each taxi's starting card, then (with ``shift_change``)
three passengers a taxi as origin/destination pairs, then the waiting citizens as pairs,
then the ``discard`` that makes the draw pile even. Whatever a test does not name is
filled with citizens far from the taxis. With two decks (5–8 players) ``drain=True`` draws
identical pairs (discarded and redrawn, as the rules say) until the pile is used up, so a
test can start in the final phase. Everything after setup is real play: :func:`idle` plays
the turns of the taxis a test does not care about, :func:`citizen` draws the next citizen.
Tests read the position from ``g.view(None)`` and ``g.log``, never from attributes.
"""
from __future__ import annotations

from collections import Counter

import kit
from kit.games.bahama_taxi.board import DECK, fare_table, neighbours

Pair = tuple[str, str]


# ------------------------------------------------------------ reading a view
def public(g) -> dict:
    return g.view(None)["public"]


def seat(g, player: int) -> dict:
    return g.view(None)["seats"][player]


def taxis(g) -> list[str]:
    return public(g)["taxis"]


def waiting(g) -> list[Pair]:
    return [tuple(c) for c in public(g)["waiting"]]


def passengers(g, player: int) -> list[Pair]:
    return [tuple(c) for c in seat(g, player)["passengers"]]


def delivered(g, player: int) -> list[Pair]:
    return [tuple(c) for c in seat(g, player)["delivered"]]


def income(g) -> list[int]:
    return [s["income"] for s in g.view(None)["seats"]]


def pile(g) -> list[str]:
    return public(g)["draw_pile_cards"]


def all_cards(view: dict) -> Counter:
    """Every card of a view, wherever it is: draw pile, discard pile, waiting citizens,
    passengers, and the first card of a citizen being drawn."""
    pub = view["public"]
    cards = Counter(pub["draw_pile_cards"]) + Counter(pub["discard"])
    cards += Counter(card for c in pub["waiting"] for card in c)
    cards += Counter(card for s in view["seats"] for c in s["passengers"] for card in c)
    if pub["half_drawn"] is not None:
        cards[pub["half_drawn"]] += 1
    return cards


def moves(g) -> list[str]:
    return [a.args[0] for a in g.legal_actions() if a.name == "move"]


def texts(g) -> list[str]:
    return [str(a) for a in g.legal_actions()]


# ------------------------------------------------------------------- setup
def _far_first(cards, hot: set[str]) -> list[str]:
    """Cards sorted from the farthest from the ``hot`` areas to the nearest."""
    fares = fare_table()
    order = {card: i for i, card in enumerate(DECK)}
    return sorted(cards, key=lambda c: (-min(fares[c][h] for h in hot), order[c]))


def _fillers(free: Counter, count: int, hot: set[str]) -> list[Pair]:
    """``count`` citizens (or passengers) from the cards left in ``free``, far from ``hot``."""
    pairs = []
    for _ in range(count):
        cards = _far_first(+free, hot)
        origin = cards[0]
        destination = next((c for c in cards[1:] if c != origin), None)
        if destination is None:
            raise ValueError("not enough cards left for the filler citizens")
        free[origin] -= 1
        free[destination] -= 1
        pairs.append((origin, destination))
    return pairs


def _drained_fillers(used: Counter, slots: int, hot: set[str], first: set[str]) -> list[Pair]:
    """Fillers for a drained two-deck setup: afterwards every card must be used twice or
    not at all (identical pairs are discarded two by two), except at most one card (the
    one the odd pile discards). Cards used once are paired farthest from ``first`` (the
    first taxi and its neighbours) first, so a filler waits far from it."""
    singles = _far_first([c for c in DECK if used[c] == 1], first)
    unused = _far_first([c for c in DECK if used[c] == 0], hot)
    pairs: list[Pair] = []
    while slots and len(singles) >= 2:
        pairs.append((singles.pop(0), singles.pop(0)))
        slots -= 1
    while slots >= 2:
        if slots == 3:  # a triangle uses its three cards twice
            x, y, z = unused.pop(0), unused.pop(0), unused.pop(0)
            pairs += [(x, y), (y, z), (z, x)]
            slots -= 3
        else:
            x, y = unused.pop(0), unused.pop(0)
            pairs += [(x, y), (y, x)]
            slots -= 2
    if slots == 1:
        if not singles:
            raise ValueError("a drained setup cannot fill a single slot without a card used once")
        pairs.append((singles.pop(0), unused.pop(0)))
        singles = []  # the new card is used once: it is the one left for the odd discard
    if len(singles) > 1:
        raise ValueError(f"cards used once cannot all be paired: {singles}; add citizens that use them")
    return pairs


def setup(players: int = 2, taxis_at=("5D", "2S"), passengers_of=None, waiting_for=(), *,
          citizens: int | None = None, drain: bool = False, seed: int = 0, **options):
    """A game in manual chance mode, set up with the named cards, at the first taxi's turn.

    ``taxis_at``: each taxi's starting area; ``passengers_of``: {taxi: [(origin,
    destination), ...]} with ``shift_change=True`` (others filled); ``waiting_for``: the
    first waiting citizens (filled up to ``citizens``, 8 by default, or exactly those
    named with ``drain``); ``drain``: use up the draw pile (two decks only).
    """
    g = kit.new_game("bahama_taxi", players=players, seed=seed, chance="manual", **options)
    decks = 2 if players >= 5 else 1
    shift = g.settings["shift_change"]
    given = dict(passengers_of or {})
    if given and not shift:
        raise ValueError("passengers at the start need shift_change=True")
    if drain and decks == 1:
        raise ValueError("only two decks can be drained at setup (identical pairs are discarded)")
    taxis_at, waiting_for = list(taxis_at), [tuple(c) for c in waiting_for]
    hot = set(taxis_at) | {a for c in waiting_for for a in c}
    hot |= {a for ps in given.values() for c in ps for a in c}
    hot |= {n for a in list(hot) for n in neighbours(a)}
    used = Counter(taxis_at) + Counter(a for c in waiting_for for a in c)
    used += Counter(a for ps in given.values() for c in ps for a in c)
    free = Counter({card: decks for card in DECK})
    free.subtract(used)
    if any(v < 0 for v in free.values()):
        raise ValueError(f"cards named more often than the decks hold: {sorted(-free)}")
    n_waiting = len(waiting_for) if citizens is None and drain else (8 if citizens is None else citizens)
    riders = 3 * players - sum(len(ps) for ps in given.values()) if shift else 0
    slots = riders + n_waiting - len(waiting_for)
    first = {taxis_at[0], *neighbours(taxis_at[0])}
    fill = _drained_fillers(used, slots, hot, first) if drain else _fillers(free, slots, hot)
    rides = []
    for p in range(players):
        mine = [tuple(c) for c in given.get(p, ())]
        while shift and len(mine) < 3:
            mine.append(fill.pop(0))
        rides.append(mine)
    citizens_drawn = waiting_for + fill

    pairs = [c for ps in rides for c in ps] + citizens_drawn
    needed = Counter(a for c in pairs for a in c)
    for card in taxis_at:
        g.play(f"draw {card}")
    if drain:  # identical pairs are discarded, two by two, until only the needed cards are left
        rest = Counter(pile(g))
        rest.subtract(needed)
        for card in DECK:
            for _ in range(rest[card] // 2):
                g.play(f"draw {card}")
                g.play(f"draw {card}")
    for origin, destination in pairs:
        g.play(f"draw {origin}")
        g.play(f"draw {destination}")
    if g.to_act == [kit.CHANCE]:
        g.play(f"discard {pile(g)[0]}")  # the pile was odd
    assert taxis(g) == taxis_at
    assert waiting(g)[:len(waiting_for)] == waiting_for
    for p, mine in given.items():
        assert passengers(g, p)[:len(mine)] == [tuple(c) for c in mine]
    if drain:
        assert public(g)["deck_exhausted"] and len(waiting(g)) == len(citizens_drawn)
    return g


def citizen(g, origin: str, destination: str) -> None:
    """The next citizen: chance draws where they wait, then where they go."""
    g.play(f"draw {origin}")
    g.play(f"draw {destination}")


def new_citizen(g) -> Pair:
    """Draw the next citizen from the two cards of the pile farthest from every taxi."""
    cards = _far_first(set(pile(g)), set(taxis(g)))
    origin, destination = cards[0], cards[1]
    citizen(g, origin, destination)
    return origin, destination


def homes(g) -> list[str]:
    """Each taxi's starting card: the first chance steps of the history."""
    return [step.action.args[0] for step in g.history[:g.num_players]]


def partner(g, player: int) -> str:
    """The neighbour an idle taxi shuttles to: its home's first neighbour (deck order) that
    is no taxi's home."""
    start = homes(g)
    return next(a for a in neighbours(start[player]) if a not in start)


def idle(g, until: int = 0) -> None:
    """Play the other taxis' turns until it is ``until``'s: each shuttles between its
    starting area and :func:`partner`, picks nobody up and drops nobody off."""
    start = homes(g)
    while not g.over and g.to_act != [until]:
        (player,) = g.to_act
        assert player != kit.CHANCE, "idle taxis never cause a chance step"
        here = taxis(g)[player]
        goal = partner(g, player) if here == start[player] else start[player]
        options = moves(g)
        g.play(f"move {goal if goal in options else options[0]}", player)
        if g.to_act == [player]:
            g.play("end", player)
