"""Tobago's hidden cards for a player's copy of the game (``copy_for``): what a player
cannot see redrawn consistently with what they have seen, and the public draw numbers of
cards left face down.
"""
from __future__ import annotations

import random
from collections import Counter

from kit.games.tobago.state import CURSE, TREASURE_SAFE_TOP, Dealt, TobagoState

#: A place a hidden treasure card may sit: ("hidden" or "dealt", index, draw number).
Slot = tuple[str, int, int]


def resample(s: TobagoState, player: int, players: list[int], rng: random.Random) -> None:
    """Redraw what ``player`` cannot see: the others' clue hands and the clue cards they
    discarded unseen (with the clue deck), the others' face-down treasure cards of the
    sharing in progress and the extra card, the cards discarded face down, and the
    treasure deck. Cards dealt to ``player`` stay; the cards turned up so far stay
    explained (each was among the cards dealt); a curse only sits where it could have
    been drawn (not among the first 12 cards). The kit does not remember what
    ``player`` peeked at in earlier sharings, so those cards are redrawn too.

    The draw depends only on what ``player`` sees and on ``rng``: each pool of unseen
    cards is sorted before it is shuffled (its contents follow from the view, the order
    it was gathered in does not), so two games that differ only in what ``player``
    cannot see give the same world for the same ``rng``. The draw numbers that decide
    where a curse may sit are public too: those of the cards dealt, and for the cards
    left face down after a sharing the ones :func:`face_down_draws` counts them under."""
    others = [q for q in players if q != player]
    # clue cards
    unseen = list(s.clue_deck)
    for q in others:
        unseen += s.hands[q]
    hidden = [i for i, (_, who) in enumerate(s.clue_discard) if who is not None and who != player]
    unseen += [s.clue_discard[i][0] for i in hidden]
    unseen.sort()
    rng.shuffle(unseen)
    k = 0
    for q in others:
        size = len(s.hands[q])
        s.hands[q] = unseen[k:k + size]
        k += size
    for i in hidden:
        s.clue_discard[i] = (unseen[k], s.clue_discard[i][1])
        k += 1
    s.clue_deck = unseen[k:]
    # treasure cards
    for _ in range(20):
        if _resample_treasure(s, player, rng):
            return


def _resample_treasure(s: TobagoState, player: int, rng: random.Random) -> bool:
    sh = s.share
    values = list(s.deck) + s.hidden
    slots: list[Slot] = [("hidden", i, d) for i, d in enumerate(s.hidden_draws)]
    deal_slots: list[Slot] = []
    required: Counter[int] = Counter()
    if sh is not None:
        for i, (owner, v, d) in enumerate(sh.dealt):
            if owner != player:
                deal_slots.append(("dealt", i, d))
                values.append(v)
        mine = Counter(v for o, v, _ in sh.dealt if o == player)
        required = Counter(sh.revealed) - mine
    counts = Counter(values)
    chosen: dict[Slot, int] = {}
    order = deal_slots[:]
    rng.shuffle(order)
    for value in sorted(required.elements()):  # curses (0) first: they fit fewer slots
        slot = next((x for x in order
                     if x not in chosen and (value != CURSE or x[2] >= TREASURE_SAFE_TOP)), None)
        if slot is None or counts[value] <= 0:
            return False
        chosen[slot] = value
        counts[value] -= 1
    rest = sorted(counts.elements())  # in value order: a Counter lists them as first met
    rng.shuffle(rest)
    for slot in deal_slots + slots:
        if slot in chosen:
            continue
        pick = next((i for i, v in enumerate(rest) if v != CURSE or slot[2] >= TREASURE_SAFE_TOP), None)
        if pick is None:
            return False
        chosen[slot] = rest.pop(pick)
    # write the new world
    s.deck = rest
    s.hidden = [chosen[("hidden", i, d)] for i, d in enumerate(s.hidden_draws)]
    if sh is not None:
        sh.dealt = [(o, chosen[("dealt", i, d)] if o != player else v, d)
                    for i, (o, v, d) in enumerate(sh.dealt)]
        pool = [v for _, v, _ in sh.dealt]
        for value in sh.revealed:  # the card on offer (if any) is the last one turned up
            pool.remove(value)
        sh.pool = pool
    return True


def face_down_draws(dealt: list[Dealt], revealed: list[int]) -> list[int]:
    """The draw numbers the cards still face down in a sharing are counted under, from what
    everyone sees: the draw numbers of the cards dealt and the values turned up so far.

    Only the first 12 cards drawn are sure to be gold (the 12 gold cards put on top of the
    deck); a curse may be any later card. Once the raiser has shuffled the pool, nobody
    knows which of the cards dealt a card turned up was, so each is counted under the
    earliest draw number left that it can have had: a gold card the earliest, a curse the
    earliest after the 12th. What this leaves is all that is known of the cards still face
    down: how many of them can be curses (as many as the draw numbers from the 13th on
    that are left). The real draw numbers would depend on the hidden values.

    >>> deals = [(0, 4, 10), (1, 2, 11), (None, 5, 12)]   # draws 11, 12 and 13
    >>> face_down_draws(deals, [5]), face_down_draws(deals, [CURSE])
    ([11, 12], [10, 11])
    """
    left = sorted(d for _, _, d in dealt)
    for value in revealed:
        i = 0 if value != CURSE else next(i for i, d in enumerate(left) if d >= TREASURE_SAFE_TOP)
        left.pop(i)
    return left
