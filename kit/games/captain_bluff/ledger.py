"""The ledger of what everyone knows of the kinds of the hidden cards (airport card or
bag), see :class:`BluffState`: cards move between places, are shown, and groups of
unknown kinds join.
"""
from __future__ import annotations

from operator import methodcaller

from kit.games.captain_bluff.cards import CAROUSELS, HAND_SIZE
from kit.games.captain_bluff.state import BluffState, Group

#: The ledger's names of the places of hidden cards: hands, face-down cards.
HAND_SLOT = [f"h{q}" for q in range(max(HAND_SIZE))]
ORIGIN_SLOT = [f"o{c}" for c in range(CAROUSELS)]

def move(s: BluffState, source: str, target: str) -> None:
    """A card nobody else can name goes from one place to another: it is of the one
    group at ``source``, or of any of several, which are then joined."""
    slots = s.slots
    here = slots[source]
    group: Group
    if len(here) == 1:
        group = next(iter(here))
    else:
        group = join(s, source)
    k = here[group] - 1
    if k:
        here[group] = k
    else:
        del here[group]
    there = slots[target]
    there[group] = there.get(group, 0) + 1

def show(s: BluffState, place: str, airport: bool) -> None:
    """A card of ``place`` is shown (played face up, or revealed) and leaves the
    ledger: a card of its kind known to be there is the one (the worlds where it was
    another are among those), else it leaves the one numbered group there (several
    are joined first)."""
    here = s.slots[place]
    kind = "A" if airport else "B"
    group: Group
    if here.get(kind):
        group = kind
    else:
        mixed = [g for g in here if type(g) is int]
        group = mixed[0] if len(mixed) == 1 else join(s, place)
    k = here[group] - 1
    if k:
        here[group] = k
    else:
        del here[group]
    if type(group) is int:
        total = s.totals[group] - airport
        s.totals[group] = total
        if total == 0:  # its kinds are known again: bags
            rename(s, group, "B")
        else:
            size = sum(map(methodcaller("get", group, 0), s.slots.values()))
            if total == size:  # airport cards
                rename(s, group, "A")

def join(s: BluffState, place: str) -> int:
    """Join every group at ``place`` into one new group (a numbered group joins with
    all its cards, wherever they are); returns it."""
    here = s.slots[place]
    group = s.next_group
    s.next_group += 1
    total = here.get("A", 0)
    for g in list(here):
        if type(g) is int:
            total += s.totals[g]
            rename(s, g, group)
    count = sum(here.values())
    here.clear()
    here[group] = count
    s.totals[group] = total
    return group

def rename(s: BluffState, old: int, new: Group) -> None:
    """Group ``old`` becomes ``new`` everywhere (a known kind, or a joined group)."""
    for spot in s.slots.values():
        if old in spot:  # (most places hold none of the group)
            k = spot.pop(old)
            if k:
                spot[new] = spot.get(new, 0) + k
    s.totals.pop(old, None)
