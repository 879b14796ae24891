"""Parks' legality, stated once: the moves a player may make now (the legal list) and,
for any other action, the rule that forbids it. Functions of the state only.
"""
from __future__ import annotations

import itertools

from kit.engine import Action, IllegalAction
from kit.games.parks.cards import END, PAID, PARKS, SITE_TITLES, TOKENS, TRAILHEAD, cost_words
from kit.games.parks.costs import gear_price, park_cost, plan
from kit.games.parks.moves import (
    Buy,
    Copy,
    Discard,
    Fill,
    Hike,
    Pass,
    Photo,
    Reserve,
    TakeCanteen,
    Trade,
    Visit,
    act,
    read_move,
)
from kit.games.parks.state import ParksState

PASS_ACTION = act(Pass)


def place(s: ParksState, where: str) -> int:
    """Position on the trail: the Trailhead -1, a site its index, the Trail End past the last."""
    if where == TRAILHEAD:
        return -1
    if where in END:
        return len(s.trail)
    return s.trail.index(where)


def on_trail(s: ParksState) -> list[tuple[int, int]]:
    return [(p, h) for p, pair in enumerate(s.hikers) for h, where in enumerate(pair)
            if where not in END]


def occupied_sites(s: ParksState) -> set[str]:
    return {where for pair in s.hikers for where in pair
            if where != TRAILHEAD and where not in END}


def legal_actions(s: ParksState, p: int) -> list[Action]:
    phase = s.phase
    if phase == "move":
        return hikes(s, p)
    if phase == "site" and s.pending is not None:
        return site_actions(s, p, s.pending)
    if phase == "rain":
        return [*(act(Fill, c) for c in s.canteens[p] if c not in s.filled[p]), PASS_ACTION]
    if phase == "exchange":
        return [*trades(s, p, wild_give=False), PASS_ACTION]
    if phase == "discard":
        return [act(Discard, t) for t in TOKENS if s.tokens[p][t]]
    if phase == "camera":
        return [*(act(Photo, (t,)) for t in TOKENS if s.tokens[p][t]), PASS_ACTION]
    return []


def hikes(s: ParksState, p: int) -> list[Action]:
    forced = len(on_trail(s)) == 1
    occupied = occupied_sites(s)
    moves: list[Action] = []
    for h, where in enumerate(s.hikers[p]):
        if where in END:
            continue
        if not forced:
            start = place(s, where)
            for site in s.trail[start + 1:]:
                if site not in occupied:
                    moves.append(act(Hike, h + 1, site))
                elif s.campfire[p]:
                    moves.append(act(Hike, h + 1, site, True))
        moves += [act(Hike, h + 1, loc) for loc in END]
    return moves


def park_actions(s: ParksState, p: int, reserve: bool, visit: bool) -> list[Action]:
    moves: list[Action] = []
    if reserve:
        moves += [act(Reserve, k) for k in s.park_market]
        if s.park_deck:
            moves.append(act(Reserve, None))
    if visit:
        for k in s.park_market + s.reserved[p]:
            if plan(s.tokens[p], park_cost(s.gear[p], k)) is not None:
                moves.append(act(Visit, k))
    return moves


def buys(s: ParksState, p: int, discount: int) -> list[Action]:
    held = s.tokens[p]
    return [act(Buy, g) for g in s.gear_market if plan(held, {"sun": gear_price(g, discount)}) is not None]


def trades(s: ParksState, p: int, wild_give: bool) -> list[Action]:
    gives = [t for t in TOKENS if s.tokens[p][t] and (wild_give or t != "wildlife")]
    return [act(Trade, give, get) for give in gives for get in PAID if get != give and s.supply[get]]


def photos(s: ParksState, p: int, price: int) -> list[Action]:
    if not s.photo_supply:
        return []
    held = [t for t in TOKENS if s.tokens[p][t]]
    return [act(Photo, combo) for combo in itertools.combinations_with_replacement(held, price)
            if all(s.tokens[p][t] >= combo.count(t) for t in set(combo))]


def site_actions(s: ParksState, p: int, site: str) -> list[Action]:
    moves: list[Action] = []
    if site == "vista":
        moves = [act(TakeCanteen)] if s.canteen_deck else []
        moves += photos(s, p, 1 if s.camera == p else 2)
    elif site == "lodge":
        moves = trades(s, p, wild_give=True)
    elif site == "lookout":
        moves = park_actions(s, p, True, True) + buys(s, p, 0)
    elif site == "wildlife":
        moves = [act(Trade, t, "wildlife") for t in PAID if s.tokens[p][t]] if s.supply["wildlife"] else []
    elif site == "river":
        if s.tokens[p]["water"] or s.tokens[p]["wildlife"]:
            occupied = occupied_sites(s)
            moves = [act(Copy, x) for x in s.trail if x in occupied and x != "river"]
    elif site == "reserve":
        moves = park_actions(s, p, True, False)
    elif site == "gear":
        moves = buys(s, p, s.discount)
    elif site == "visit":
        moves = park_actions(s, p, False, True)
    return [*moves, PASS_ACTION]


def refusal(s: ParksState, p: int, action: Action) -> IllegalAction:
    try:
        move = read_move(action)
    except IllegalAction as syntax:
        return syntax
    phase_words = {"move": "moving a hiker", "site": "the action of the site",
                   "rain": "putting rain into canteens", "exchange": "the canteen's exchange",
                   "discard": "discarding down to 12 tokens", "camera": "the Camera's photo"}
    now = phase_words.get(s.phase, s.phase)
    if isinstance(move, Hike):
        if s.phase != "move":
            return IllegalAction("turn order", f"a hiker moves at the start of a turn; now it is {now}")
        return why_not_hike(s, p, move)
    if isinstance(move, Visit):
        if s.phase != "site" or s.pending not in ("visit", "lookout"):
            return IllegalAction("visit", "parks are visited at the Trail End's Visit a park or at the "
                                          "Lookout")
        if move.park not in s.park_market and move.park not in s.reserved[p]:
            return IllegalAction("visit", f"{move.park} is neither on offer nor reserved by this player")
        cost = cost_words(park_cost(s.gear[p], move.park))
        return IllegalAction("cost", f"{PARKS[move.park].name} costs {cost}"
                                     ", more than this player holds (wildlife count for any token)")
    if isinstance(move, Buy):
        if s.phase != "site" or s.pending not in ("gear", "lookout"):
            return IllegalAction("gear", "gear is bought at the Trail End's Buy gear or at the Lookout")
        return IllegalAction("cost", "that gear card is not on offer or costs more sun than this player "
                                     "holds")
    if isinstance(move, Reserve):
        return IllegalAction("reserve", "parks are reserved at the Trail End's Reserve a park or at the "
                                        "Lookout, from the three on offer or the top of the deck")
    if isinstance(move, Photo):
        if s.phase == "camera":
            return IllegalAction("photo", "the Camera's photo costs 1 token the player holds")
        return IllegalAction("photo", "a photo is taken at the Vista for 2 tokens held (1 with the Camera)")
    if isinstance(move, Fill):
        return IllegalAction("canteen", "only water gained this turn goes into an empty canteen of this "
                                        "player (wildlife cannot fill a canteen)")
    if isinstance(move, Trade):
        if s.phase == "exchange":
            return IllegalAction("exchange", "the canteen exchanges 1 token for 1 other, wildlife neither "
                                             "given nor taken")
        return IllegalAction("trade", "trades happen at the Lodge (not for wildlife) and the Wildlife site "
                                      "(for a wildlife), with a token held")
    if isinstance(move, Copy):
        return IllegalAction("river", "the River copies another occupied site for 1 water (not the "
                                      "Trailhead or the Trail End)")
    if isinstance(move, Discard):
        if s.phase != "discard":
            return IllegalAction("token limit", "tokens are discarded only over the 12-token limit")
        return IllegalAction("token limit", "discard a token this player holds")
    return IllegalAction("not allowed now", f"“{action.text[:40]}” is not a legal action now ({now})")


def why_not_hike(s: ParksState, p: int, move: Hike) -> IllegalAction:
    where, dest = s.hikers[p][move.hiker - 1], move.dest
    if where in END:
        return IllegalAction("trail end", f"hiker {move.hiker} is already at the Trail End this season")
    if dest not in s.trail and dest not in END:
        return IllegalAction("no such site", f"{dest} is not on this season's trail")
    if len(on_trail(s)) == 1 and dest not in END:
        return IllegalAction("last hiker", "the last hiker on the trail must go to the Trail End")
    if dest in s.trail and place(s, dest) <= place(s, where):
        return IllegalAction("forward only", f"the {SITE_TITLES[dest]} is not ahead of hiker {move.hiker}")
    if dest in occupied_sites(s):
        if not s.campfire[p]:
            return IllegalAction("occupied site", f"the {SITE_TITLES[dest]} is occupied and the "
                                                  "campfire is out (relit at the Trail End)")
        return IllegalAction("occupied site", f"the {SITE_TITLES[dest]} is occupied: add “campfire” "
                                              "to share it by putting out the campfire")
    return IllegalAction("campfire", "the campfire is used only to share an occupied site")
