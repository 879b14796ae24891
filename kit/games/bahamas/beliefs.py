"""What each player knows of the others' hands, and the resampling that keeps it true.

``state.known[(o, q)]`` holds the action cards observer ``o`` knows ``q`` holds (shown by a
Search, Pat or Nick, passed in front of them, given back after a look), ``known_cash`` the
same for cash. Cards moving between hands update both here, whoever moves them.

:func:`resample` redeals, for a search bot's copy, everything a player cannot see.
"""
from __future__ import annotations

import random
from bisect import insort
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import TypeVar

from kit.games.bahamas.components import START_CARDS, counts
from kit.games.bahamas.state import BahamasState

C = TypeVar("C", str, int)

#: Deals of the action cards tried before mending one (:func:`resample`).
DEALS = 30
#: Swaps tried at most to mend a deal.
MEND_SWAPS = 2000


# ---------------------------------------------------------------- knowledge
def union_max(a: Iterable[C], b: Iterable[C]) -> tuple[C, ...]:
    """The smallest multiset holding both ``a`` and ``b`` (two looks at one hand)."""
    ca, cb = counts(a), counts(b)
    return tuple(sorted(x for k in set(ca) | set(cb) for x in [k] * max(ca.get(k, 0), cb.get(k, 0))))


def common(a: Iterable[C], b: Iterable[C]) -> tuple[C, ...]:
    """The largest multiset in both ``a`` and ``b``, sorted."""
    cb = counts(b)
    out = []
    for x in sorted(a):
        if cb.get(x, 0) > 0:
            cb[x] -= 1
            out.append(x)
    return tuple(out)


def minus(big: list[C], small: Iterable[C]) -> list[C]:
    rest = list(big)
    for x in small:
        rest.remove(x)
    return rest


def drop_known(known: dict[tuple[int, int], tuple[C, ...]], key: tuple[int, int], item: C) -> None:
    """Take one ``item`` out of what ``key`` = (observer, holder) knew of the holder's hand."""
    mine = known.get(key)
    if mine and item in mine:
        rest = list(mine)
        rest.remove(item)
        known[key] = tuple(rest)


def pass_knowledge(known: dict[tuple[int, int], tuple[C, ...]], item: C, q: int, r: int,
                   seen_by: Collection[int]) -> None:
    """Each observer in ``seen_by`` saw ``item`` go from q's hand to r's: it leaves what they
    knew of q's hand and joins what they know of r's (a player knows their own hand)."""
    for o in seen_by:
        drop_known(known, (o, q), item)
        if o != r:
            have = list(known.get((o, r), ()))
            have.append(item)
            known[(o, r)] = tuple(sorted(have))


def forget(known: dict[tuple[int, int], tuple[C, ...]], q: int, seen_by: Collection[int]) -> None:
    """Observers who did not see which card left q's hand no longer know its cards."""
    for key in [k for k in known if k[1] == q and k[0] not in seen_by]:
        del known[key]


def move_card(s: BahamasState, card: str, q: int, r: int, seen_by: Collection[int]) -> None:
    """An action card from q's hand to r's; ``seen_by`` saw which card it was."""
    s.hands[q].remove(card)
    insort(s.hands[r], card)
    forget(s.known, q, seen_by)
    pass_knowledge(s.known, card, q, r, seen_by)


def move_cash(s: BahamasState, value: int, q: int, r: int, seen_by: Collection[int]) -> None:
    s.cash[q].remove(value)
    insort(s.cash[r], value)
    forget(s.known_cash, q, seen_by)
    pass_knowledge(s.known_cash, value, q, r, seen_by)


def lose_unseen(s: BahamasState, q: int, card: str, seen_by: Collection[int]) -> None:
    """A card left q's hand (to a storm's transit): update what observers know of q."""
    forget(s.known, q, seen_by)
    for o in seen_by:
        drop_known(s.known, (o, q), card)


def discard_card(s: BahamasState, q: int, card: str) -> None:
    """q's action card goes face up to the discard pile: everyone sees which."""
    s.hands[q].remove(card)
    s.discard.append(card)
    for key in [k for k in s.known if k[1] == q]:
        drop_known(s.known, key, card)


def discard_cash(s: BahamasState, q: int, value: int) -> None:
    s.cash[q].remove(value)
    s.cash_discard.append(value)
    for key in [k for k in s.known_cash if k[1] == q]:
        drop_known(s.known_cash, key, value)


def fixed_actions(s: BahamasState, me: int, q: int) -> list[str]:
    """The action cards ``me`` knows that ``q`` holds (kept by a redeal for ``me``)."""
    fixed = list(s.known.get((me, q), ()))
    if s.tray_kind == "peek action" and me in (s.tray_owner, s.tray_from) and q == s.tray_from:
        fixed = list(union_max(fixed, s.tray))
    return fixed


def fixed_cash(s: BahamasState, me: int, q: int) -> list[int]:
    """The cash cards ``me`` knows that ``q`` holds (kept by a redeal for ``me``)."""
    fixed = list(s.known_cash.get((me, q), ()))
    if s.tray_kind == "peek cash" and me in (s.tray_owner, s.tray_from) and q == s.tray_from:
        fixed = list(union_max(fixed, s.cash_tray))
    return fixed


# --------------------------------------------------------------- resampling
@dataclass
class Plan:
    """The viewer's unseen action cards and the places they may be."""
    cards: list[str]
    slots: list[tuple[str, int, list[str], int]]  # (hand or transit, seat, cards kept, cards to deal)
    deck: int     # cards for the deck-like places (deck, hidden top, hidden Jo's tray)
    undealt: int  # starting cards not dealt yet
    tray: int     # Jo's hidden tray
    top: int      # the hidden top of the deck


Places = dict[str | tuple[str, int], list[str]]


def resample(s: BahamasState, player: int, rng: random.Random, disagreements: Callable[[], int]) -> None:
    """Redeal what ``player`` cannot see: others' cards (keeping those ``player`` knows
    they hold), the deck, cards on top or bottom put there by someone else, cards set
    aside or in transit that ``player`` did not see.

    Cash is dealt once: nothing public depends on which cash cards a hand holds, only on
    how many. The action cards must also agree with what everyone sees
    (``disagreements()`` is 0): a pending choice has options (Pat needs a card to
    discard). A reaction window is no such fact: who it asks follows from public facts
    only (hand sizes, the discard pile), never from who could play, so it limits no deal.
    Only the action cards are dealt again until they agree (up to ``DEALS`` times: a deal
    costs a shuffle, no state copy); a deal that still disagrees is then mended by
    swapping the viewer's unseen cards between places, a swap kept when it leaves no more
    at odds, until it agrees.

    What the others know of a hand ``player`` cannot see is hidden from ``player`` as
    well: in the new world they still know the cards of it that ``player`` knows are
    there (those stay) and nothing of the cards redealt.

    The deal depends only on what ``player`` sees and on ``rng``: each pool of unseen
    cards is sorted before it is shuffled or sampled from (its contents follow from the
    view, the order it was gathered in does not), so two games that differ only in what
    ``player`` cannot see give the same world for the same ``rng``."""
    if s.mode == "over":
        return
    _redeal_cash(s, player, rng)
    plan = _action_plan(s, player)
    if plan is not None:
        places: Places = {}
        for _ in range(DEALS):
            places = _deal_actions(s, plan, rng)
            if not disagreements():
                break
        else:
            _mend(s, plan, places, rng, disagreements)
    _after_redeal(s, player, rng)


def _action_plan(s: BahamasState, me: int) -> Plan | None:
    n = len(s.hands)
    pool: list[str] = []
    slots: list[tuple[str, int, list[str], int]] = []
    for q in range(n):
        if q == me:
            continue
        fixed = fixed_actions(s, me, q)
        free = minus(s.hands[q], fixed)
        pool += free
        slots.append(("hand", q, fixed, len(free)))
    for r in range(n):
        if s.transit[r] and me not in (r, (r + s.storm_dir) % n):
            pool += s.transit[r]
            slots.append(("transit", r, [], len(s.transit[r])))
    deck_cards = [c for c, k in s.deck.items() for _ in range(k)]
    top_hidden = bool(s.top_by != me and s.top)
    tray_hidden = bool(s.tray_kind == "jo" and s.tray_owner != me and s.tray)
    deck_like = deck_cards + (list(s.top) if top_hidden else []) + (list(s.tray) if tray_hidden else [])
    undealt = [c for c, k in s.start_pile.items() for _ in range(k)]
    if not (deck_like or pool or undealt):
        return None
    # the deck, the top and Jo's tray hold only deck cards, the undealt starting pile
    # only starting cards
    return Plan(pool + deck_like + undealt, slots, len(deck_like), len(undealt),
                len(s.tray) if tray_hidden else 0, len(s.top) if top_hidden else 0)


def _deal_actions(s: BahamasState, plan: Plan, rng: random.Random) -> Places:
    """Deal the plan's cards at random and write them into the state; returns where
    each went: {("hand", q) or ("transit", r): [cards dealt there], "deck": [...],
    "tray": [...], "top": [...], "undealt": [...]}."""
    everything = sorted(plan.cards)
    rng.shuffle(everything)
    deck_kinds = [i for i, c in enumerate(everything) if c not in START_CARDS]
    start_kinds = [i for i, c in enumerate(everything) if c in START_CARDS]
    chosen = set(rng.sample(deck_kinds, plan.deck)) if plan.deck else set()
    dealt_later = set(rng.sample(start_kinds, plan.undealt)) if plan.undealt else set()
    for_deck = [everything[i] for i in sorted(chosen)]
    rest = [c for i, c in enumerate(everything) if i not in chosen and i not in dealt_later]
    rng.shuffle(for_deck)
    places: Places = {"undealt": [everything[i] for i in dealt_later]}
    places["tray"] = [for_deck.pop() for _ in range(plan.tray)]
    places["top"] = [for_deck.pop() for _ in range(plan.top)]
    places["deck"] = for_deck
    for kind, q, _fixed, size in plan.slots:
        places[kind, q] = [rest.pop() for _ in range(size)]
    _write_actions(s, plan, places)
    return places


def _write_actions(s: BahamasState, plan: Plan, places: Places) -> None:
    s.start_pile = counts(places["undealt"])
    if plan.tray:
        s.tray = list(places["tray"])
    if plan.top:
        s.top = list(places["top"])
    s.deck = counts(places["deck"])
    for kind, q, fixed, _size in plan.slots:
        if kind == "hand":
            s.hands[q] = sorted(fixed + places[kind, q])
        else:
            s.transit[q] = list(places[kind, q])


def _fits(place: str | tuple[str, int], card: str) -> bool:
    """Whether an action card may lie there: the deck, top and Jo's tray hold deck cards,
    the undealt starting pile starting cards, hands and transit anything."""
    if place in ("deck", "tray", "top"):
        return card not in START_CARDS
    if place == "undealt":
        return card in START_CARDS
    return True


def _mend(s: BahamasState, plan: Plan, places: Places, rng: random.Random,
          disagreements: Callable[[], int]) -> None:
    """Swap unseen cards between places until the deal agrees with what everyone sees
    (a swap is kept when it leaves no more seats at odds than before). Starting cards
    never go to the deck, deck cards never to the undealt starting pile."""
    spots = [(key, i) for key, cards in places.items() for i in range(len(cards))]
    if len(spots) < 2:
        return
    odds = disagreements()
    for _ in range(MEND_SWAPS):
        if not odds:
            return
        (k1, i1), (k2, i2) = rng.sample(spots, 2)
        a, b = places[k1][i1], places[k2][i2]
        if a == b or not (_fits(k1, b) and _fits(k2, a)):
            continue
        places[k1][i1], places[k2][i2] = b, a
        _write_actions(s, plan, places)
        now = disagreements()
        if now <= odds:
            odds = now
        else:
            places[k1][i1], places[k2][i2] = a, b
    _write_actions(s, plan, places)


def _redeal_cash(s: BahamasState, me: int, rng: random.Random) -> None:
    n = len(s.cash)
    cpool: list[int] = []
    cslots: list[tuple[int, list[int], int]] = []
    for q in range(n):
        if q == me:
            continue
        fixed = fixed_cash(s, me, q)
        free = minus(s.cash[q], fixed)
        cpool += free
        cslots.append((q, fixed, len(free)))
    cpool += [v for v, k in s.cash_deck.items() for _ in range(k)]
    bottom_hidden = s.bottom_by != me and bool(s.cash_bottom)
    if bottom_hidden:
        cpool += s.cash_bottom
    dex_hidden = s.tray_kind == "dex" and s.tray_owner != me and bool(s.cash_tray)
    if dex_hidden:
        cpool += s.cash_tray
    cpool.sort()
    rng.shuffle(cpool)
    if dex_hidden:
        s.cash_tray = [cpool.pop() for _ in range(len(s.cash_tray))]
    if bottom_hidden:
        s.cash_bottom = [cpool.pop() for _ in range(len(s.cash_bottom))]
    for q, fixed, size in cslots:
        s.cash[q] = sorted(fixed + [cpool.pop() for _ in range(size)])
    s.cash_deck = counts(cpool)


def _after_redeal(s: BahamasState, me: int, rng: random.Random) -> None:
    # a peek the player did not see: two random cards of the new hand
    if s.tray_kind.startswith("peek") and me not in (s.tray_owner, s.tray_from):
        if s.tray_kind == "peek action":
            s.tray = sorted(rng.sample(sorted(s.hands[s.tray_from]), len(s.tray)))
        else:
            s.cash_tray = sorted(rng.sample(sorted(s.cash[s.tray_from]), len(s.cash_tray)))
    # What another player knows of a third one's hand is hidden from ``me`` too: in the
    # new world they still know the cards that stayed there (those ``me`` knows that hand
    # holds) and forget the rest, which was redealt. What they know of ``me``'s own hand
    # stays (that hand is not redealt).
    for key in [k for k in s.known if me not in k]:
        kept = common(s.known[key], fixed_actions(s, me, key[1]))
        if kept:
            s.known[key] = kept
        else:
            del s.known[key]
    for key in [k for k in s.known_cash if me not in k]:
        kept_cash = common(s.known_cash[key], fixed_cash(s, me, key[1]))
        if kept_cash:
            s.known_cash[key] = kept_cash
        else:
            del s.known_cash[key]
