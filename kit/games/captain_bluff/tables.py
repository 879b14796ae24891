"""Tables for speed: every action of the game made once (the legal list hands out the same
objects), and the placements a hand may make, worked out on bit masks of the numbers held
and kept as they are met. Only time depends on these tables, never a result.
"""
from __future__ import annotations

from itertools import chain, combinations, compress
from operator import itemgetter

from kit.engine import Action
from kit.games.captain_bluff.cards import (
    AIRPORT,
    ALL_CARDS,
    BAGGAGE,
    CARD_OF,
    CAROUSELS,
    CITIES,
    CITY_OF,
    IS_AIRPORT,
    NUMBER_OF,
    NUMBERS,
)
from kit.games.captain_bluff.moves import aw_token

ORIGIN_AT = [{card: Action("origin", (str(c + 1), card)) for card in ALL_CARDS} for c in range(CAROUSELS)]
CHANGE_AT = [{card: Action("change", (str(c + 1), card)) for card in ALL_CARDS} for c in range(CAROUSELS)]
CHECK = [Action("check", (str(c + 1),)) for c in range(CAROUSELS)]
CLOSE = [Action("close", (str(c + 1),)) for c in range(CAROUSELS)]
REVERSE = [Action("reverse", (str(c + 1),)) for c in range(CAROUSELS)]
#: The recoveries of each carousel, of 1, 2, 3 ... bags.
RECOVER_UP_TO = [[Action("recover", (str(c + 1), str(k))) for k in range(1, 66)] for c in range(CAROUSELS)]
NOTICE = {pair: Action("notice", tuple(str(c + 1) for c in pair))
          for r in (0, 1, 2) for pair in combinations(range(CAROUSELS), r)}
DRAW = {card: Action("draw", (card,)) for card in ALL_CARDS}
DEAL = {card: Action("deal", (card,)) for card in AIRPORT}
PASS, CHALLENGE, DELAY = Action("pass"), Action("challenge"), Action("delay")
CAROUSEL_RANGE = range(CAROUSELS)

AW_TOKEN = {k: aw_token(k) for k in NUMBERS}
KEY = [str(c + 1) for c in range(CAROUSELS)]
CITY_CARDS = {city: {n: CARD_OF[city, n] for n in NUMBERS} for city in CITIES}
CITY_INDEX = {city: i for i, city in enumerate(CITIES)}
#: Each bag as a bit, 18 bits a city: city i's number n is bit 18 i + n; airport cards
#: add nothing. A hand's masks are the sum of its cards' (a bag is in a hand once).
PACKED = {**{card: 1 << (18 * CITY_INDEX[CITY_OF[card]] + NUMBER_OF[card]) for card in BAGGAGE},
          **{card: 0 for card in AIRPORT}}
_MASK = (1 << 18) - 1
#: Numbers Around the World can never stand for: 0 and 18 (off the cards).
_OUTSIDE = 1 | 1 << 18
# A stretch is named by one integer (a cheap dictionary key): the bits of its numbers
# (bits 1 to 17), then these flags and fields.
_LEAD = 1 << 18          # Around the World may lead: stand for the number before it
_END = 19                # 5 bits: 1 + the number (as printed) where a run with Around the
#                          World for the gap after the stretch ends (0: no such run)
_CITY = 24               # 2 bits: the city
_DOWN = 1 << 26          # going down (else up)
_SINGLE = 1 << 27        # a single bag counts here (it counts once: in the first direction)
#: The placements met so far, filled as they are met: (carousel, city, direction, first
#: number, index of Around the World in the run or -1) -> the placement of the first 1, 2,
#: 3 ... bags of that chain (a few thousand lists at most).
CHAINS: dict[tuple[int, int, int, int, int], list[Action]] = {}
#: The stretches of one city a carousel without bags may take (see _opening), by the
#: numbers held (bits 0-17), the city (bits 18-19) and whether Around the World may be
#: played (bit 20).
OPENING: dict[int, tuple[int, ...]] = {}
#: How many bags may be taken back from a row, by its cards (see recover_max).
RECOVERABLE: dict[tuple[str, ...], int] = {}
CACHE_LIMIT = 50_000

#: A stretch's fields (see _stretch_fields): city, direction, single bags allowed, first
#: and last number, Around the World may lead, where a run with it after the stretch ends.
StretchFields = tuple[int, int, bool, int, int, bool, int]
_chain_from = chain.from_iterable
_first = itemgetter(0)


class _Stretches(dict[int, list[Action]]):
    """One carousel's placements of each stretch met so far (see STRETCH_AT), made the
    first time they are asked for (``__missing__``): a lookup is one C-level call."""

    __slots__ = ("c",)

    def __init__(self, c: int):
        super().__init__()
        self.c = c

    def __missing__(self, key: int) -> list[Action]:
        if len(self) >= CACHE_LIMIT:
            self.clear()  # a bound on memory; only time depends on it
        found = self[key] = _stretch(self.c, _stretch_fields(key))
        return found


#: The placements of a stretch of consecutive numbers held, on each carousel, filled as
#: they are met: stretch (an integer, see _LEAD ...) -> its placements in the rules' order.
#: (Few containers: the garbage collector looks at each one it holds.)
STRETCH_AT: list[_Stretches] = [_Stretches(c) for c in range(CAROUSELS)]


def _stretch_fields(key: int) -> StretchFields:
    """A stretch's integer as (city, direction, single bags allowed, first, last number
    of the stretch, Around the World may lead, where a run with Around the World after
    the stretch ends or -1), numbers counted in the direction of play: going down they
    are mirrored (18 - n), so that every run goes up."""
    bits = key & _MASK
    low, top = (bits & -bits).bit_length() - 1, bits.bit_length() - 1
    city, single, lead = key >> _CITY & 3, bool(key & _SINGLE), bool(key & _LEAD)
    code = key >> _END & 31  # 1 + the number (as printed) where the run ends, 0: none
    if key & _DOWN:
        return city, -1, single, 18 - top, 18 - low, lead, 19 - code if code else -1
    return city, 1, single, low, top, lead, code - 1 if code else -1


def _opening(held: int, joker: bool, cities: list[str | None]) -> tuple[int, ...]:
    """The stretches whose placements a carousel without bags may take: each city no
    other carousel has, up then down (a single bag counts once: going up). Kept by
    city and numbers held (OPENING): a hand's cities change one at a time."""
    parts: tuple[int, ...] = ()
    for i in range(3):
        have = held >> (18 * i) & _MASK
        if have and CITIES[i] not in cities:
            key = have | i << 18 | joker << 20
            found = OPENING.get(key)
            if found is None:
                if len(OPENING) >= CACHE_LIMIT:
                    OPENING.clear()  # a bound on memory; only time depends on it
                made: list[int] = []
                _up(made, i << _CITY | _SINGLE, have, _OUTSIDE, joker)
                _down(made, i << _CITY | _DOWN, have, _OUTSIDE, joker)
                found = OPENING[key] = tuple(made)
            parts += found
    return parts


def _run_parts(i: int, have: int, joker: bool, row: list[tuple[str, int]], direction: int) -> list[int]:
    """The stretches whose placements may follow the bags on a carousel of city i: past
    its last number in its direction (either way while it has none), never a number
    already on it."""
    last = used = 0
    for _, number in row:
        if number:
            last = number
            used |= 1 << number
    parts: list[int] = []
    if direction != -1:
        floor = (2 << last) - 1  # the last number and every number below it
        _up(parts, i << _CITY | _SINGLE, have & ~used & ~floor, used | floor | _OUTSIDE, joker)
    if direction != 1:
        ceiling = -1 << last  # the last number and every number above it
        _down(parts, i << _CITY | _DOWN | _SINGLE, have & ~used & ~ceiling, used | ceiling | _OUTSIDE, joker)
    return parts


def _up(parts: list[int], base: int, free: int, blocked: int, joker: bool) -> None:
    """Add the stretches of ``free`` (the numbers that may be placed, as bits) going up,
    lowest first: each a run of consecutive bits. With Around the World a run may also
    start with it for the number just below a stretch, or use it for the gap just above
    one and run on into the next stretch, where that number is not ``blocked`` (on the
    carousel, not past the last bag, or off the cards)."""
    rest = free
    while rest:
        low = rest & -rest
        bits = rest & ~(rest + low)  # adding the lowest bit carries through the stretch
        rest ^= bits
        key = base | bits
        if joker:
            if not blocked & low >> 1:
                key |= _LEAD
            gap = bits + low
            if not blocked & gap:  # the run ends at the top of the stretch just above, or at the gap
                key |= (free & ~(free + (gap << 1)) or gap).bit_length() << _END
        parts.append(key)


def _down(parts: list[int], base: int, free: int, blocked: int, joker: bool) -> None:
    """As :func:`_up`, going down: the stretch's Around the World may stand for the
    number just above it, and the gap is the number just below it. Still lowest
    stretch first (the rules' order: by first number as printed, ascending)."""
    rest = free
    while rest:
        low = rest & -rest
        bits = rest & ~(rest + low)
        rest ^= bits
        key = base | bits
        if joker:
            if not blocked & (bits + low):
                key |= _LEAD
            gap = low >> 1
            if not blocked & gap:  # the run ends at the bottom of the stretch just below, or at the gap
                key |= ((~free & (gap - 1)).bit_length() + 1) << _END
        parts.append(key)


def _chain(c: int, city: int, dd: int, first: int, aw: int, length: int) -> list[Action]:
    """The placements of the first 1 .. ``length`` (at least) bags of a chain on carousel c."""
    key = (c, city, dd, first, aw)
    found = CHAINS.get(key)
    if found is None:
        found = CHAINS[key] = []
    if len(found) < length:
        cards = CITY_CARDS[CITIES[city]]
        run = tuple(found[-1].args[1:]) if found else ()
        number = first + dd * len(run)
        while len(found) < length:
            run += (AW_TOKEN[number] if len(run) == aw else cards[number],)
            found.append(Action("place", (KEY[c], *run)))
            number += dd
    return found


def _stretch(c: int, fields: StretchFields) -> list[Action]:
    """The placements on carousel c that start in one stretch (its fields, see
    :func:`_stretch_fields`), in the rules' order: by first number ascending (as printed
    on the cards), then by length."""
    city, dd, single, s, e, lead, end = fields
    number = (lambda t: t) if dd == 1 else (lambda t: 18 - t)  # mirrored when going down
    starts = []  # (first, index of Around the World or -1, shortest, longest)
    if lead:  # Around the World for the number before the stretch, then the stretch
        starts.append((s - 1, 0, 2, e - s + 2))
    for t in range(s, e + 1):
        if end >= 0:  # the stretch, Around the World for the gap after it, what follows
            starts.append((t, e - t + 1, 1 if single else 2, end - t + 1))
        else:
            starts.append((t, -1, 1 if single else 2, e - t + 1))
    if dd == -1:
        starts.reverse()
    out: list[Action] = []
    for t, aw, shortest, longest in starts:
        if longest >= shortest:
            out += _chain(c, city, dd, number(t), aw, longest)[shortest - 1:longest]
    return out


def recover_max(row: list[tuple[str, int]]) -> int:
    """How many bags may be taken back from a carousel's row: the last bags, up to the
    last airport card, leaving at least one real bag. Kept by the row's cards
    (RECOVERABLE): a row is asked about at every step until it changes."""
    if len(row) < 2:
        return 0
    cards = tuple(map(_first, row))
    k = RECOVERABLE.get(cards)
    if k is None:
        if len(RECOVERABLE) >= CACHE_LIMIT:
            RECOVERABLE.clear()  # a bound on memory; only time depends on it
        k = RECOVERABLE[cards] = _count_recoverable(cards)
    return k


def _count_recoverable(cards: tuple[str, ...]) -> int:
    """What :func:`recover_max` keeps, worked out."""
    trailing = 0
    for card in reversed(cards):
        if card in IS_AIRPORT:
            break
        trailing += 1
    if trailing == len(cards):  # no airport card on the carousel
        return trailing - 1
    real = sum(card not in IS_AIRPORT for card in cards)
    return min(trailing, real - 1)



def placements(hand: list[str], joker: bool, origins: list[str | None], cities: list[str | None],
               rows: list[list[tuple[str, int]]], directions: list[int]) -> list[Action]:
    """Every legal placement of ``hand`` (``joker``: Around the World may be played): on
    each carousel with a face-down card, for each city it may take, each run of the hand
    going the carousel's way (both ways while its direction is not set), with at most one
    Around the World for a missing number. The runs are worked out once a call on bit
    masks of the numbers held, as stretches (see :func:`_up`), whose placements each
    carousel keeps (STRETCH_AT)."""
    held = sum(map(PACKED.__getitem__, hand))  # the hand's numbers, three masks in one int
    actions: list[Action] = []
    opening: tuple[int, ...] | None = None  # the stretches a carousel without bags may take
    for c in compress(CAROUSEL_RANGE, origins):  # the carousels with a face-down card
        city = cities[c]
        if city is None:
            if opening is None:
                opening = _opening(held, joker, cities)
            if opening:
                actions += _chain_from(map(STRETCH_AT[c].__getitem__, opening))
            continue
        i = CITY_INDEX[city]
        have = held >> (18 * i) & _MASK
        if have:
            parts = _run_parts(i, have, joker, rows[c], directions[c])
            if parts:
                actions += _chain_from(map(STRETCH_AT[c].__getitem__, parts))
    return actions


def recoverable(rows: list[list[tuple[str, int]]]) -> bool:
    """Whether some bags may be taken back from some carousel."""
    if max(map(len, rows)) < 2:
        return False
    for row in rows:
        if len(row) > 1 and recover_max(row):
            return True
    return False


def recoveries(rows: list[list[tuple[str, int]]]) -> list[Action]:
    """Every legal recovery: the last 1, 2 ... bags of each carousel, up to its limit."""
    actions: list[Action] = []
    if max(map(len, rows)) < 2:  # the usual case: nothing to take back
        return actions
    for row, recover in zip(rows, RECOVER_UP_TO):
        if len(row) > 1:
            k = recover_max(row)
            if k:
                actions += recover[:k]
    return actions
