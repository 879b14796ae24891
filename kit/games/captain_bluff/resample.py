"""Resampling for ``copy_for``: a new world of the cards a player cannot locate that agrees
with what everyone knows of their kinds (the ledger, see :class:`BluffState`), and the
others' knowledge rebuilt from what that player knows of it.
"""
from __future__ import annotations

import random
from collections import Counter
from math import comb

from kit.games.captain_bluff.cards import CAROUSELS, IS_AIRPORT, sort_cards
from kit.games.captain_bluff.ledger import HAND_SLOT, ORIGIN_SLOT
from kit.games.captain_bluff.state import BluffState, Group

#: Random spreads of the ledger's airport cards tried before a search finds one that fits
#: (_spread_kinds).
SPREAD_DRAWS = 200
#: The places of the ledger that hold cards, each with its groups and their counts.
Places = list[tuple[str, dict[Group, int]]]
#: For each place and each number of marked cards left: (ways, [(marked here, ways)]), or None.
SplitTable = list[list[tuple[int, list[tuple[int, int]]] | None]]
#: The tables of _split, by question (total, sizes, bounds).
SPLITS: dict[tuple[int, tuple[int, ...], tuple[tuple[int, int], ...]], SplitTable] = {}
CACHE_LIMIT = 50_000

def resample(s: BluffState, player: int, rng: random.Random) -> None:
    """Redeal every card ``player`` cannot locate (others' hands less what is known to
    be in them, the face-down cards they have not seen, the unseen part of the
    discard pile, the draw pile, the airport cards out of the game) so that the new
    world agrees with what everyone knows of the cards' kinds (the ledger, see
    :class:`BluffState`): each place keeps its cards known to be airport cards or
    bags, and each group keeps its number of airport cards, spread afresh over its
    places (at random among the ways that fit what ``player`` knows of them). So a
    hand keeps the airport cards it was dealt until it puts a card face down, the
    airport cards out of the game stay airport cards, a draw pile known to hold bags
    only keeps to bags.

    The world depends only on what ``player`` knows and on ``rng``: the cards to deal
    are sorted before they are shuffled (which hidden cards they are, and the order
    they were gathered in, do not matter), and what the others know is rebuilt from
    what ``player`` knows of it (see :func:`_others_knowledge`)."""
    p = player
    known_origin = s.known_origin[p]
    fixed: dict[str, list[str]] = {}  # place -> the hidden cards player knows are there
    pool: Counter[str] = Counter(s.pile)  # every hidden card the player cannot locate
    pool.update(s.box)
    for q, hand in enumerate(s.hands):
        hidden = Counter(hand)
        if s.public_hand[q]:
            hidden -= Counter(s.public_hand[q])
        if q == p:
            fixed[HAND_SLOT[q]] = sort_cards(hidden.elements())
            continue
        mine: Counter[str] = hidden & Counter(s.known_hand[p][q]) if s.known_hand[p][q] else Counter()
        fixed[HAND_SLOT[q]] = sort_cards(mine.elements())
        pool.update(hidden - mine)
    for c, origin in enumerate(s.origins):
        if origin is not None:
            if c in known_origin:
                fixed[ORIGIN_SLOT[c]] = [origin]
            else:
                fixed[ORIGIN_SLOT[c]] = []
                pool[origin] += 1
    unseen: Counter[str] = Counter(s.discard) - Counter(s.public_discard)
    mine = unseen & Counter(s.known_discard[p])
    fixed["d"] = sort_cards(mine.elements())
    pool.update(unseen - mine)
    places = [(place, spot) for place, spot in s.slots.items() if spot]
    airports = _spread_kinds(s, places, fixed, rng)
    cards = sort_cards(pool.elements())  # a fixed order, then shuffled by rng only
    rng.shuffle(cards)
    air = [card for card in cards if card in IS_AIRPORT]
    bags = [card for card in cards if card not in IS_AIRPORT]
    dealt: dict[str, list[str]] = {}
    own = HAND_SLOT[p]
    for place, spot in places:
        if place == own:
            continue
        known = fixed.get(place, [])
        size = sum(spot.values())
        want = airports[place] - sum(card in IS_AIRPORT for card in known)
        new = [air.pop() for _ in range(want)] + [bags.pop() for _ in range(size - len(known) - want)]
        rng.shuffle(new)
        dealt[place] = new
    assert not air and not bags, "resampling lost count of the hidden cards"
    for q in range(len(s.hands)):
        if q != p:
            slot = HAND_SLOT[q]
            s.hands[q] = list(s.public_hand[q]) + fixed[slot] + dealt.get(slot, [])
    for c in range(CAROUSELS):
        if s.origins[c] is not None and c not in known_origin:
            s.origins[c] = dealt[ORIGIN_SLOT[c]][0]
    fresh = dealt.get("d", [])
    s.discard = list(s.public_discard) + fixed["d"] + fresh
    s.pile = dealt.get("p", [])
    s.box = dealt.get("x", [])
    _others_knowledge(s, p, fresh, rng)

def _others_knowledge(s: BluffState, p: int, fresh: list[str], rng: random.Random) -> None:
    """What the others know in the new world, from what ``p`` knows of it alone:

    - the face-down cards each knows (which carousels is seen by all): the new world's;
    - what each knows of ``p``'s hand stays (``p`` saw each card go there, and who knew
      it was coming: those who knew the face-down card ``p`` swapped);
    - what one knows of a third player's hand is what ``p`` knows of it too: a card gets
      there known only by a swap with a face-down card (the swap forgets all else that
      was known of the hand), so ``p`` knows the card and knew whom else it told;
      the rest of it, which ``p`` cannot tell, is forgotten;
    - the face-down cards each knows were discarded (closed carousels whose card they
      knew; how many is seen by all): the bags ``p`` knows there too, then cards of
      the part of the discard pile ``p`` cannot name, at random (airport cards ``p``
      knows there last, where it is short: ``p`` cannot tell one Reverse Direction
      known by both from two known apart).

    Every card a player knows is where they know it to be."""
    mine_hand, mine_discard = s.known_hand[p], s.known_discard[p]
    for q in range(len(s.hands)):
        if q == p:
            continue
        seen = s.known_origin[q]
        for c in seen:
            origin = s.origins[c]  # (a known face-down card is still there)
            assert origin is not None
            seen[c] = origin
        hands = s.known_hand[q]
        for r, cards in enumerate(hands):
            if cards and r != p:
                hands[r] = _common(cards, mine_hand[r])
        cards = s.known_discard[q]
        if cards:
            shared = [card for card in _common(cards, mine_discard) if card not in IS_AIRPORT]
            rest = len(cards) - len(shared)
            if rest:
                shared += rng.sample(fresh, min(rest, len(fresh)))
                if rest > len(fresh):
                    spare = [card for card in sort_cards(mine_discard) if card in IS_AIRPORT]
                    shared += spare[:rest - len(fresh)]
            s.known_discard[q] = shared

def _spread_kinds(s: BluffState, places: Places, fixed: dict[str, list[str]],
                  rng: random.Random) -> dict[str, int]:
    """How many airport cards each place holds in the new world: its known airport
    cards, and for each numbered group its total spread over the group's places, every
    way of choosing which of the group's cards are airport cards equally likely among
    those that leave each place room for the cards the viewer knows are there."""
    count = {place: spot.get("A", 0) for place, spot in places}
    groups: dict[int, list[tuple[str, int]]] = {}
    for place, spot in places:
        for group, k in spot.items():
            if isinstance(group, int):
                groups.setdefault(group, []).append((place, k))
    if not groups:
        return count
    spot_of = dict(places)
    # (place, least, most airport cards) where the cards known there bound it
    limits: list[tuple[str, int, int]] = []
    for place, spot in places:
        known = fixed.get(place)
        if known:
            air = sum(card in IS_AIRPORT for card in known)
            limits.append((place, air, sum(spot.values()) - (len(known) - air)))
    bounds_of: dict[int, list[tuple[int, int]]] = {}
    for group, spots in groups.items():
        bounds = bounds_of[group] = []
        for place, k in spots:
            spot = spot_of[place]
            if sum(type(g) is int for g in spot) == 1:  # the one group of unknown kinds there
                known = fixed.get(place, [])
                air = sum(card in IS_AIRPORT for card in known)
                size, sure = sum(spot.values()), spot.get("A", 0)
                bounds.append((max(0, air - sure), min(k, size - sure - (len(known) - air))))
            else:
                bounds.append((0, k))
    draws = [(s.totals[group], [k for _, k in groups[group]], bounds_of[group],
              [place for place, _ in groups[group]]) for group in sorted(groups)]
    for _ in range(SPREAD_DRAWS):
        share = dict(count)
        for total, sizes, bounds, where in draws:
            for place, a in zip(where, _split(total, sizes, bounds, rng)):
                share[place] += a
        for place, least, most in limits:
            if not least <= share[place] <= most:
                break
        else:
            return share
    return _search_kinds(s, places, fixed, groups, count, rng)

def _search_kinds(s: BluffState, places: Places, fixed: dict[str, list[str]],
                  groups: dict[int, list[tuple[str, int]]], count: dict[str, int],
                  rng: random.Random) -> dict[str, int]:
    """A spread of the groups' airport cards that leaves each place room for the cards
    the viewer knows are there, found by a search (when random draws keep failing: a
    place holding several groups and many known cards): group by group, place by
    place, the counts tried in an order drawn by ``rng``, with what the ledger and the
    viewer know (never the real cards). The real position fits, so one is found."""
    low: dict[str, int] = {}
    high: dict[str, int] = {}
    for place, spot in places:
        known = fixed.get(place, [])
        air = sum(card in IS_AIRPORT for card in known)
        low[place], high[place] = air, sum(spot.values()) - (len(known) - air)
    steps = [(group, place, k) for group in sorted(groups) for place, k in groups[group]]
    after = [0] * len(steps)  # the cards of the same group in the steps after each
    for i in reversed(range(len(steps) - 1)):
        if steps[i + 1][0] == steps[i][0]:
            after[i] = after[i + 1] + steps[i + 1][2]
    final = {place: i for i, (_, place, _) in enumerate(steps)}  # a place's last step
    done_at: dict[int, list[str]] = {}
    for place, i in final.items():
        done_at.setdefault(i, []).append(place)
    if any(count[place] < low[place] for place, _ in places if place not in final):
        raise AssertionError("the ledger leaves no room for the cards the viewer knows")
    share = dict(count)
    left = {group: s.totals[group] for group in groups}

    def fill(i: int) -> bool:
        if i == len(steps):
            return True
        group, place, k = steps[i]
        options = list(range(max(0, left[group] - after[i]), min(k, left[group]) + 1))
        rng.shuffle(options)
        for a in options:
            if share[place] + a > high[place]:
                continue
            share[place] += a
            left[group] -= a
            if all(share[q] >= low[q] for q in done_at.get(i, ())) and fill(i + 1):
                return True
            share[place] -= a
            left[group] += a
        return False

    if not fill(0):
        raise AssertionError("no spread of the airport cards fits the ledger")
    return share


def _split(total: int, sizes: list[int], bounds: list[tuple[int, int]], rng: random.Random) -> list[int]:
    """How many of ``total`` marked cards fall in each of several places of ``sizes``
    cards, within ``bounds`` (low, high) a place: each choice of which cards are marked
    equally likely among those within the bounds (counted with binomials, kept by the
    question in SPLITS: a search resamples the same position again and again)."""
    key = (total, tuple(sizes), tuple(bounds))
    table = SPLITS.get(key)
    if table is None:
        if len(SPLITS) >= CACHE_LIMIT:
            SPLITS.clear()  # a bound on memory; only time depends on it
        table = SPLITS[key] = _split_table(total, sizes, bounds)
    out: list[int] = []
    t = total
    for place in table:
        entry = place[t]
        assert entry is not None, "a split is drawn only where a way exists"
        ways, weights = entry
        a = _pick(weights, rng.randrange(ways))
        out.append(a)
        t -= a
    return out


def _pick(weights: list[tuple[int, int]], x: int) -> int:
    """The count whose share of the ways holds the ``x``-th way."""
    for a, w in weights:
        if x < w:
            return a
        x -= w
    raise AssertionError("a draw beyond the ways counted")


def _split_table(total: int, sizes: list[int], bounds: list[tuple[int, int]]) -> SplitTable:
    """For :func:`_split`: for each place and each number t of marked cards left for it
    and the places after it, (the ways to mark them, [(a marked cards here, the ways with
    a here)]), where there is a way."""
    k = len(sizes)
    ways = [[0] * (total + 1) for _ in range(k + 1)]
    ways[k][0] = 1
    table: SplitTable = []
    for i in reversed(range(k)):
        low, high = bounds[i]
        row: list[tuple[int, list[tuple[int, int]]] | None] = []
        for t in range(total + 1):
            weights = [(a, comb(sizes[i], a) * ways[i + 1][t - a]) for a in range(low, min(high, t) + 1)]
            weights = [(a, w) for a, w in weights if w]
            ways[i][t] = sum(w for _, w in weights)
            row.append((ways[i][t], weights) if weights else None)
        table.append(row)
    if not ways[0][total]:
        raise AssertionError("the ledger's group cannot hold its airport cards")
    table.reverse()
    return table


def _common(cards: list[str], other: list[str]) -> list[str]:
    """The cards of ``cards`` that are also in ``other`` (as many times as in both), in
    the fixed order of the cards."""
    if not other:
        return []
    return sort_cards((Counter(cards) & Counter(other)).elements())

