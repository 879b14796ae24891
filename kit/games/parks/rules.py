"""Parks, first edition: two hikers a player walk a trail through the four seasons of a
year, collecting tokens at the sites and spending them at the Trail End to visit parks.

Game by Henry Audubon (Keymaster Games, 2019). The rules are those of the project's rules
text (first edition: four seasons, a trail that grows each season, the 12-token limit).
Where it leaves the cards or a procedure out, the kit's choices are the ``KIT_DEFAULTS``
below and the card table ``cards.csv`` ("kit default, not from the rulebook"). The text
gives no solo mode, so the kit plays 2 to 5.

A season: the trail is the basic sites (Forest, Mountain, Ocean, Valley, Vista, and the
Waterfall with 4 or more players) plus one more advanced site each season (Lodge,
Lookout, Wildlife, River), between the Trailhead and the three Trail End locations. In
turn, from the First Hiker, a player moves one hiker to any free site ahead (or an
occupied one by putting out their campfire, relit at the Trail End) and takes its action.
When one hiker is left on the trail it must go to the Trail End; then the Camera holder
may pay 1 token for a photo, canteens are emptied and the hikers go back.

Chance steps name what is drawn, so a teacher sets any position by hand:

>>> import kit
>>> g = kit.new_game("parks", players=2, seed=1, chance="manual")
>>> for step in ("year y01", "year y03", "canteen-card c01", "canteen-card c05", "park yosemite",
...              "park zion", "park congaree", "gear trail-guide", "gear sun-hat",
...              "gear spyglass", "advanced lodge", "site forest", "site ocean", "site lodge",
...              "site vista", "site mountain", "site valley"):
...     _ = g.play(step)
>>> g.view()["public"]["trail"][0]["site"], g.to_act
('forest', [0])
>>> [str(e) for e in g.play("hike 1 ocean")]
['hiker 1 of player 1 goes to the Ocean', 'player 1 takes the sun lying there', 'player 1 gains 2 water']

Actions: ``hike 1 ocean`` (hiker 1 to the Ocean), ``hike 2 vista campfire`` (onto an
occupied site, putting out the campfire), ``hike 1 reserve`` / ``gear`` / ``visit`` (a Trail
End location); at a site ``canteen``, ``photo sun water``, ``trade sun forest``,
``copy vista`` (River), ``reserve zion``, ``reserve deck``, ``visit zion``,
``buy trail-guide``, ``pass``; then ``fill c01`` / ``pass`` (water gained this turn into a
canteen, or none), ``discard sun`` (down to 12 tokens), ``photo sun`` (the Camera at the end
of a season). Typed moves: :mod:`kit.games.parks.moves`. Chance steps: ``year y01``,
``canteen-card c01``, ``park zion``, ``gear sun-hat``,
``advanced lodge``, ``site forest`` (the next site of the trail, left to right).
"""
from __future__ import annotations

import random
from typing import Any

from kit.engine import CHANCE, Action, Event, GameInfo, IllegalAction, LogLine, Option, Player
from kit.flow import OVER, PhasedGame
from kit.games.parks.cards import (
    ADVANCED,
    BASIC,
    CANTEENS,
    END,
    END_TITLES,
    GEAR,
    PARKS,
    PHOTOS,
    SITE_GAINS,
    SITE_TITLES,
    SUPPLY,
    TOKEN_LIMIT,
    TOKENS,
    TRAILHEAD,
    WATERFALL,
    YEARS,
    cost_words,
)
from kit.games.parks.costs import gear_price, park_cost, pay_words, plan
from kit.games.parks.legal import legal_actions, refusal
from kit.games.parks.moves import (
    DECK_VERBS,
    Buy,
    Copy,
    Discard,
    Drawn,
    Fill,
    Hike,
    Move,
    Pass,
    Photo,
    Reserve,
    TakeCanteen,
    Trade,
    Visit,
    read_move,
    write_move,
)
from kit.games.parks.state import Deal, ParksState
from kit.games.parks.words import step_words

SEASONS = 4
MARKET = 3  # face-up parks, and face-up gear cards
SEASON_NAMES = ("spring", "summer", "autumn", "winter")


def _max_score() -> int:
    parks = sum(p.points for p in PARKS.values())
    gear = sum(g.points for g in GEAR.values())
    year = max(len(PARKS), PHOTOS // 2, len(GEAR))
    return parks + gear + PHOTOS + year + 1


class Parks(PhasedGame):
    state: ParksState

    search_levels = {"quick": 12, "thoughtful": 36, "strong": 100}  # p95 decision 0.1, 0.3, 0.8 s
    info = GameInfo(
        name="parks",
        title="Parks",
        min_players=2,
        max_players=5,
        designers=("Henry Audubon",),
        publishers=("Keymaster Games",),
        summary="Two hikers a player walk a trail that grows through four seasons, collect "
                "tokens at its sites and spend them to visit national parks.",
        credits="“Parks” by Henry Audubon, art from the Fifty-Nine Parks print series, Keymaster "
                "Games 2019 (first edition). Rules from the project's rules text (the 2021 Board "
                "Game Arena help for the first edition); the park, gear, canteen and Year cards "
                "are kit defaults, not the published cards.",
        year=2019,
        chance=True,
        hidden_information=True,
        simultaneous=False,
        score_range=(0, _max_score()),
        max_actions=20_000,
    )
    options = {
        "weather": Option(True, "Weather tokens on the trail each season: a sun or water token on "
                                "every second site from the 2nd (sun, water, sun, …); the first "
                                "hiker to land there takes it. Off: no weather.",
                          source="kit default", label="Weather tokens on the trail"),
    }
    KIT_DEFAULTS = {
        "cards": "park, gear, canteen and Year cards are the kit's own (cards.csv, one editable table): "
                 "32 parks named after US national parks, 17 gear cards (a bonus token at one site, "
                 "1 token off park costs, or end points), 15 canteens (2 sun, 1 forest, 1 mountain, an "
                 "exchange, a photo), 12 Year cards (points per park needing a token, per 2 photos, "
                 "per gear card)",
        "start": "each player starts with two hikers at the Trailhead, a lit campfire, one canteen "
                 "and one Year card dealt at random (secret until the end), and no tokens; player 1 "
                 "holds the First Hiker marker; nobody holds the Camera",
        "trail_order": "each season the advanced site is drawn at random from those not yet on "
                       "the trail, and the whole trail is shuffled again",
        "markets": "three parks and three gear cards lie face up; a card taken is replaced from its "
                   "deck; an empty deck is not refilled",
        "reserved_parks": "reserved parks lie face up in front of their player, with no limit",
        "paying": "wildlife are spent only for what a player lacks of a cost (the engine pays the "
                  "named tokens first); the River's water may be a wildlife when no water is held",
        "declining": "at a site with a choice and at the Trail End a player may pass (take no action)",
        "one_visit": "a Visit (Trail End or Lookout) is one park; a Reserve is one park",
        "trail_end": "any number of hikers may stand at a Trail End location; the gear discount "
                     "goes to the first player whose hiker arrives there each season (the first two "
                     "players with 4 or more; a player's second hiker there gets none); the First "
                     "Hiker marker goes to the first hiker to arrive at Reserve a park",
        "rain": "water gained during a turn (a site, weather, a trade, the River) may go into empty "
                "canteens, one each, before the turn ends; the canteen's benefit comes at once",
        "token_limit": "the 12-token limit counts forest, mountain, sun, water and wildlife held "
                       "(not photos, not water in canteens) and is checked at the end of each turn: "
                       "in the middle of a turn a player may hold 13 or 14 tokens and still fill a "
                       "canteen or pay with them before discarding down to 12",
        "straight_to_trail_end": "a hiker may go straight to a Trail End location from anywhere on "
                                 "the trail, passing every site (the Trail End lies to the right "
                                 "of all of them)",
        "supply": "tokens and photos come from the box's supply (16 forest, 16 mountain, 30 sun, "
                  "30 water, 12 wildlife, 28 photos); when a kind runs out no more is gained",
        "river_copy": "the River copies a site's action only (no weather token, no gear bonus); "
                      "gear bonuses come when a hiker lands on the site",
        "season_cards": "first-edition season cards (effects, weather patterns) are not used",
        "gear_in_play": "gear cards whose bonus is at the Waterfall stay in the box with 2 or 3 "
                        "players (the Waterfall is on the trail only with 4 or more)",
        "canteen_deck": "a player may hold any number of canteens; an empty canteen deck offers no draw",
    }

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        self.basics = BASIC + ((WATERFALL,) if self.num_players >= 4 else ())
        self.gear_discounts = 2 if self.num_players >= 4 else 1

    def _initial_state(self) -> ParksState:
        n = self.num_players
        tasks = [Deal("year", p) for p in range(n)] + [Deal("canteen", p) for p in range(n)]
        tasks += [Deal("park")] * MARKET + [Deal("gear")] * MARKET + [Deal("advanced")]
        return ParksState(
            hikers=[[TRAILHEAD, TRAILHEAD] for _ in range(n)], campfire=[True] * n,
            arrivals={loc: [] for loc in END}, tokens=[{t: 0 for t in TOKENS} for _ in range(n)],
            supply=dict(SUPPLY), photos=[0] * n, park_deck=sorted(PARKS), reserved=[[] for _ in range(n)],
            visited=[[] for _ in range(n)], gear_deck=sorted(set(GEAR) - set(self._gear_set_aside())),
            gear=[[] for _ in range(n)],
            canteen_deck=sorted(CANTEENS), canteens=[[] for _ in range(n)], filled=[[] for _ in range(n)],
            year_deck=sorted(YEARS), year=[None] * n, tasks=tasks)

    def _gear_set_aside(self) -> list[str]:
        """Gear cards left in the box: those whose bonus is at a site this game never has
        (the Waterfall with 2 or 3 players)."""
        sites = set(self.basics + ADVANCED)
        return sorted(g for g, card in GEAR.items() if card.effect == "bonus" and card.site not in sites)

    # --------------------------------------------------------------- chance
    def _deck(self, task: Deal) -> list[str]:
        s = self.state
        kind = task.deck
        if kind == "year":
            return s.year_deck
        if kind == "canteen":
            return s.canteen_deck
        if kind == "park":
            return s.park_deck
        if kind == "gear":
            return s.gear_deck
        if kind == "advanced":
            return [a for a in ADVANCED if a not in s.advanced]
        return s.unplaced

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        task = self.state.tasks[0]
        deck = self._deck(task)
        return [(write_move(Drawn(task.deck, card)), deck.count(card) / len(deck))
                for card in sorted(set(deck))]

    def _sample_chance(self, rng: random.Random) -> Action:
        task = self.state.tasks[0]
        deck = self._deck(task)
        return write_move(Drawn(task.deck, deck[int(rng.random() * len(deck))]))

    def _check_chance(self, action: Action) -> None:
        task = self.state.tasks[0]
        deck = self._deck(task)
        verb = DECK_VERBS[task.deck]
        try:
            move = read_move(action)
        except IllegalAction:
            move = None
        if not isinstance(move, Drawn) or move.deck != task.deck:
            raise IllegalAction("chance", f"the next chance step is a draw of the form “{verb} {min(deck)}”")
        if move.card not in deck:
            raise IllegalAction("chance", f"{verb} {move.card} cannot be drawn now")

    def chance_help(self) -> str:
        task = self.state.tasks[0]
        what = {"year": "the Year card dealt", "canteen": "the canteen drawn", "park": "the park drawn",
                "gear": "the gear card drawn", "advanced": "the advanced site added to the trail this season",
                "site": "the next site of the trail, from left to right"}[task.deck]
        return f"name {what}, e.g. “{DECK_VERBS[task.deck]} {min(self._deck(task))}”"

    def _log_line(self, player: Player, action: Action) -> LogLine | None:
        task = self.state.tasks[0] if self.state.tasks else None
        if player == CHANCE and task is not None and task.deck == "year" and task.seat is not None:
            move = read_move(action)
            if isinstance(move, Drawn) and move.deck == "year":
                p = task.seat
                return LogLine(f"{self.player_name(p)} is dealt a Year card",
                               {p: f"{self.player_name(p)} is dealt {YEARS[move.card].words()}"})
        return None

    def _words(self, player: Player, action: Action | None, viewer: int | None) -> str:
        # a Year card dealt, in a copy made for another seat, has no action left
        move = read_move(action) if action is not None else None
        return step_words(move, secret=viewer is not None)

    def _tie_break(self) -> str:
        return "the most parks visited"

    def _apply_chance(self, move: Drawn) -> list[Event]:
        s = self.state
        task = s.tasks.pop(0)
        card = move.card
        events: list[Event] = []
        p = task.seat
        if task.deck == "year" and p is not None:
            s.year_deck.remove(card)
            s.year[p] = card
        elif task.deck == "canteen" and p is not None:
            s.canteen_deck.remove(card)
            s.canteens[p].append(card)
            events.append(Event("canteen", f"{self.player_name(p)} draws {CANTEENS[card].words()}"))
        elif task.deck == "park":
            s.park_deck.remove(card)
            if p is None:
                s.park_market.append(card)
                events.append(Event("park", f"{PARKS[card].words()} joins the parks on offer"))
            else:
                s.reserved[p].append(card)
                events.append(Event("reserve", f"{self.player_name(p)} reserves {PARKS[card].words()} "
                                               "from the top of the deck"))
        elif task.deck == "gear":
            s.gear_deck.remove(card)
            s.gear_market.append(card)
            gear = GEAR[card]
            events.append(Event("gear", f"{gear.name} joins the gear on offer ({gear.price} sun: "
                                        f"{gear.ability()})"))
        elif task.deck == "advanced":
            s.advanced.append(card)
            s.unplaced = sorted(self.basics + tuple(s.advanced))
            s.tasks = [Deal("site")] * len(s.unplaced) + s.tasks
            events.append(Event("advanced", f"season {s.season + 1} ({SEASON_NAMES[s.season]}): the "
                                            f"{SITE_TITLES[card]} joins the trail"))
        else:
            s.unplaced.remove(card)
            s.trail.append(card)
            if not s.unplaced:
                self._begin_season(events)
        self._skip_idle_tasks()
        if not s.tasks and s.phase == "draw":
            self._finish(events)
        return events

    def _skip_idle_tasks(self) -> None:
        s = self.state
        while s.tasks and not self._deck(s.tasks[0]):
            s.tasks.pop(0)

    def _begin_season(self, events: list[Event]) -> None:
        s = self.state
        s.weather = {}
        if self.settings["weather"]:
            for i, site in enumerate(s.trail[1::2]):
                kind = "sun" if i % 2 == 0 else "water"
                if s.supply[kind]:
                    s.supply[kind] -= 1
                    s.weather[site] = kind
        s.phase = "move"
        s.current = s.first_hiker
        s.turns += 1
        trail = ", ".join(SITE_TITLES[x] for x in s.trail)
        events.append(Event("trail", f"the trail of season {s.season + 1}: {trail}; "
                                     f"{self.player_name(s.current)} (First Hiker) begins"))

    # ------------------------------------------------------------- helpers
    def _held(self, p: int) -> int:
        return sum(self.state.tokens[p].values())

    def _gain(self, p: int, token: str, n: int = 1) -> int:
        s = self.state
        k = min(n, s.supply[token])
        s.supply[token] -= k
        s.tokens[p][token] += k
        if token == "water":
            s.rain += k
        return k

    def _pay(self, p: int, payment: dict[str, int]) -> None:
        s = self.state
        for t, n in payment.items():
            s.tokens[p][t] -= n
            s.supply[t] += n

    def _payment(self, p: int, cost: dict[str, int]) -> dict[str, int]:
        """What ``p`` pays for ``cost``, which the legal list has checked they can pay."""
        pay = plan(self.state.tokens[p], cost)
        assert pay is not None, "a legal action's cost is covered"
        return pay

    # ------------------------------------------------------------ legality
    def _legal_actions(self, p: int) -> list[Action]:
        return legal_actions(self.state, p)

    def _why_illegal(self, p: int, action: Action) -> IllegalAction:
        return refusal(self.state, p, action)

    # --------------------------------------------------------------- apply
    def _apply(self, player: Player, action: Action) -> list[Event]:
        move = read_move(action)
        if isinstance(move, Drawn):
            return self._apply_chance(move)
        assert isinstance(player, int)
        s = self.state
        p = player
        me = self.player_name(p)
        events: list[Event] = []
        if isinstance(move, Hike):
            self._hike(p, move, events)
        elif s.phase == "site":
            self._site_step(p, move, events)
        elif s.phase == "rain":
            if isinstance(move, Fill):
                self._fill(p, move.canteen, events)
            else:
                s.rain = 0
                self._finish(events)
        elif s.phase == "exchange":
            if isinstance(move, Trade):
                self._pay(p, {move.give: 1})
                self._gain(p, move.get)
                events.append(Event("trade", f"{me} exchanges 1 {move.give} for 1 {move.get}"))
            self._finish(events)
        elif s.phase == "discard" and isinstance(move, Discard):
            self._pay(p, {move.token: 1})
            events.append(Event("discard", f"{me} discards 1 {move.token} (12 tokens at most)"))
            self._finish(events)
        elif s.phase == "camera":
            if isinstance(move, Photo):
                self._pay(p, {move.tokens[0]: 1})
                self._photo(p, events, camera=False)
                events[-1] = Event("photo", f"{me} pays 1 {move.tokens[0]} for a photo with the Camera")
            self._close_season(events)
        return events

    def _hike(self, p: int, move: Hike, events: list[Event]) -> None:
        s = self.state
        me = self.player_name(p)
        h, dest = move.hiker - 1, move.dest
        s.hikers[p][h] = dest
        if move.campfire:
            s.campfire[p] = False
        if dest in END:
            relit = not s.campfire[p]
            s.campfire[p] = True
            earlier = s.arrivals[dest]
            first_time = p not in earlier and len(set(earlier)) < self.gear_discounts
            earlier.append(p)
            events.append(Event("hike", f"hiker {h + 1} of {me} reaches the Trail End: {END_TITLES[dest]}"
                                + (" (the campfire is lit again)" if relit else "")))
            if dest == "reserve" and not s.reserve_used:
                s.reserve_used = True
                if s.first_hiker != p:
                    events.append(Event("first hiker", f"{me} takes the First Hiker marker"))
                s.first_hiker = p
            s.discount = 1 if dest == "gear" and first_time else 0  # the first player (two with 4+) there
            s.pending, s.phase = dest, "site"
            return
        events.append(Event("hike", f"hiker {h + 1} of {me} goes to the {SITE_TITLES[dest]}"
                            + (", sharing it by putting out the campfire" if move.campfire else "")))
        token = s.weather.pop(dest, None)
        if token is not None:
            s.tokens[p][token] += 1
            if token == "water":
                s.rain += 1
            events.append(Event("weather", f"{me} takes the {token} lying there"))
        for g in s.gear[p]:
            gear = GEAR[g]
            if gear.effect == "bonus" and gear.site == dest and self._gain(p, gear.token):
                events.append(Event("gear", f"{me}'s {gear.name}: 1 {gear.token} more"))
        self._site(p, dest, events)

    def _site(self, p: int, site: str, events: list[Event]) -> None:
        """Take the action of ``site`` (landing there or copying it with the River)."""
        s = self.state
        if site in SITE_GAINS:
            got = {t: self._gain(p, t, n) for t, n in SITE_GAINS[site].items()}
            events.append(Event("gain", f"{self.player_name(p)} gains {cost_words(got)}"))
            self._finish(events)
            return
        s.pending, s.phase, s.trades = site, "site", 0

    def _site_step(self, p: int, move: Move, events: list[Event]) -> None:
        s = self.state
        me = self.player_name(p)
        site = s.pending
        if isinstance(move, Pass):
            if not (site == "lodge" and s.trades):
                events.append(Event("pass", f"{me} takes no action there"))
            self._finish(events)
        elif isinstance(move, TakeCanteen):
            s.tasks.append(Deal("canteen", p))
            self._finish(events)
        elif isinstance(move, Photo):
            tokens = move.tokens
            self._pay(p, {t: tokens.count(t) for t in set(tokens)})
            self._photo(p, events, camera=True)
            events[-1] = Event("photo", f"{me} turns in {' and '.join(tokens)} for a photo and takes "
                                        "the Camera")
            self._finish(events)
        elif isinstance(move, Trade):
            self._pay(p, {move.give: 1})
            self._gain(p, move.get)
            events.append(Event("trade", f"{me} turns in 1 {move.give} for 1 {move.get}"))
            s.trades += 1
            if site != "lodge" or s.trades >= 2:
                self._finish(events)
        elif isinstance(move, Copy):
            pay = {"water": 1} if s.tokens[p]["water"] else {"wildlife": 1}
            self._pay(p, pay)
            events.append(Event("river", f"{me} turns in 1 {next(iter(pay))} to copy the "
                                         f"{SITE_TITLES[move.site]}"))
            s.copied = True
            self._site(p, move.site, events)
        elif isinstance(move, Reserve):
            self._reserve(p, move.park, events)
        elif isinstance(move, Visit):
            self._visit(p, move.park, events)
        elif isinstance(move, Buy):
            self._buy(p, move.gear, site == "gear", events)

    def _reserve(self, p: int, park: str | None, events: list[Event]) -> None:
        s = self.state
        if park is None:
            s.tasks.append(Deal("park", p))
        else:
            s.park_market.remove(park)
            s.reserved[p].append(park)
            events.append(Event("reserve", f"{self.player_name(p)} reserves {PARKS[park].words()}"))
            s.tasks.append(Deal("park"))
        self._skip_idle_tasks()
        self._finish(events)

    def _visit(self, p: int, park: str, events: list[Event]) -> None:
        s = self.state
        pay = self._payment(p, park_cost(s.gear[p], park))
        self._pay(p, pay)
        if park in s.park_market:
            s.park_market.remove(park)
            s.tasks.append(Deal("park"))
        else:
            s.reserved[p].remove(park)
        s.visited[p].append(park)
        events.append(Event("visit", f"{self.player_name(p)} visits {PARKS[park].name}, paying "
                                     f"{pay_words(pay)}: {PARKS[park].points} points"))
        self._skip_idle_tasks()
        self._finish(events)

    def _buy(self, p: int, gid: str, at_trail_end: bool, events: list[Event]) -> None:
        s = self.state
        discount = s.discount if at_trail_end else 0
        price = gear_price(gid, discount)
        pay = self._payment(p, {"sun": price}) if price else {}
        self._pay(p, pay)
        s.gear_market.remove(gid)
        s.gear[p].append(gid)
        off = " (1 sun off as one of the first players here)" if discount and GEAR[gid].price else ""
        events.append(Event("buy", f"{self.player_name(p)} buys {GEAR[gid].name}, paying "
                                   f"{pay_words(pay)}{off}"))
        s.tasks.append(Deal("gear"))
        self._skip_idle_tasks()
        self._finish(events)

    # ------------------------------------------------------------- grammar
    def _read(self, action: Action) -> Move:
        return read_move(action)

    def _write(self, move: Move) -> Action:
        return write_move(move)

    def _photo(self, p: int, events: list[Event], camera: bool) -> None:
        s = self.state
        if s.photo_supply:
            s.photo_supply -= 1
            s.photos[p] += 1
        if camera:
            s.camera = p
        events.append(Event("photo", f"{self.player_name(p)} takes a photo"))

    def _fill(self, p: int, cid: str, events: list[Event]) -> None:
        s = self.state
        me = self.player_name(p)
        s.tokens[p]["water"] -= 1
        s.rain -= 1
        s.filled[p].append(cid)
        card = CANTEENS[cid]
        events.append(Event("fill", f"{me} puts 1 water into {card.name}: {card.ability()}"))
        if card.effect == "gain":
            for t, n in card.gain:
                self._gain(p, t, n)
        elif card.effect == "photo":
            if s.photo_supply:
                self._photo(p, events, camera=False)
        else:
            s.phase = "exchange"
            return
        self._finish(events)

    def _finish(self, events: list[Event]) -> None:
        """The site's action is over: chance draws, rain into canteens, the 12-token limit,
        then the next turn."""
        s = self.state
        p = s.current
        if s.tasks:
            s.phase = "draw"
            return
        s.rain = min(s.rain, s.tokens[p]["water"])
        if s.rain and any(c not in s.filled[p] for c in s.canteens[p]):
            s.phase = "rain"
            return
        s.rain = 0
        if self._held(p) > TOKEN_LIMIT:
            s.phase = "discard"
            return
        self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        s = self.state
        s.pending, s.copied, s.trades, s.discount, s.rain = None, False, 0, 0, 0
        n = self.num_players
        for k in range(1, n + 1):
            q = (s.current + k) % n
            if any(where not in END for where in s.hikers[q]):
                s.current, s.phase = q, "move"
                s.turns += 1
                return
        events.append(Event("season", "every hiker has reached the Trail End: "
                                      f"season {s.season + 1} is over"))
        c = s.camera
        if c is not None and s.photo_supply and self._held(c):
            s.current, s.phase = c, "camera"
            return
        self._close_season(events)

    def _close_season(self, events: list[Event]) -> None:
        s = self.state
        for p in self.players:
            s.supply["water"] += len(s.filled[p])
            s.filled[p] = []
            s.hikers[p] = [TRAILHEAD, TRAILHEAD]
        for token in s.weather.values():
            s.supply[token] += 1
        s.weather = {}
        s.arrivals = {loc: [] for loc in END}
        s.reserve_used = False
        s.pending, s.copied, s.trades, s.discount, s.rain = None, False, 0, 0, 0
        s.trail = []
        s.season += 1
        if s.season >= SEASONS:
            s.phase = OVER
            events.append(Event("end", "the year is over. " + self.result()))
            return
        events.append(Event("season", "canteens are emptied and the hikers go back to the Trailhead"))
        s.phase = "setup"
        s.tasks.append(Deal("advanced"))

    # ------------------------------------------------------------ contract
    def _seats_to_act(self) -> list[int]:
        return [self.state.current]

    def year_bonus(self, p: int) -> int:
        s = self.state
        year = s.year[p]
        if year is None:
            return 0
        card = YEARS[year]
        if card.effect == "park_token":
            return sum(1 for k in s.visited[p] if PARKS[k].needs.get(card.token))
        if card.effect == "photos":
            return s.photos[p] // 2
        return len(s.gear[p])

    def points(self, p: int) -> dict[str, int]:
        """Player ``p``'s points by source; the Year card and the First Hiker marker count
        only once the game is over."""
        s = self.state
        over = s.phase == OVER
        return {"parks": sum(PARKS[k].points for k in s.visited[p]), "photos": s.photos[p],
                "gear": sum(GEAR[g].points for g in s.gear[p]),
                "year": self.year_bonus(p) if over else 0,
                "first hiker": 1 if over and s.first_hiker == p else 0}

    def scores(self) -> list[float]:
        return [sum(self.points(p).values()) for p in self.players]

    def _tie_key(self, player: int) -> float:
        """Tied on points, the most parks visited wins; still tied, a shared win."""
        return len(self.state.visited[player])

    def stats(self) -> dict[str, float]:
        s = self.state
        return {"turns": s.turns, "parks_visited": sum(len(v) for v in s.visited),
                "photos": sum(s.photos)}

    def _view(self, viewer: int | None) -> dict[str, Any]:
        s = self.state
        over = s.phase == OVER
        positions: dict[str, list[list[int]]] = {}
        for p, pair in enumerate(s.hikers):
            for h, where in enumerate(pair):
                positions.setdefault(where, []).append([p, h + 1])
        public: dict[str, Any] = {
            "season": s.season + 1 if not over else SEASONS,
            "round": s.season + 1 if not over else SEASONS,
            "season_name": SEASON_NAMES[min(s.season, SEASONS - 1)],
            "trail": [{"site": x, "weather": s.weather.get(x), "hikers": positions.get(x, [])}
                      for x in s.trail],
            "trailhead": positions.get(TRAILHEAD, []),
            "trail_end": {loc: [[p, h + 1] for p, pair in enumerate(s.hikers) for h, w in enumerate(pair)
                                if w == loc] for loc in END},
            "arrivals": {loc: list(v) for loc, v in s.arrivals.items()},
            "advanced": list(s.advanced),
            "park_market": list(s.park_market),
            "park_deck": len(s.park_deck),
            "gear_market": list(s.gear_market),
            "gear_deck": len(s.gear_deck),
            "gear_set_aside": self._gear_set_aside(),
            "canteen_deck": len(s.canteen_deck),
            "year_deck": len(s.year_deck),
            "supply": dict(s.supply),
            "photo_supply": s.photo_supply,
            "camera": s.camera,
            "first_hiker": s.first_hiker,
            "reserve_used": s.reserve_used,
            "gear_discounts": max(0, self.gear_discounts - len(set(s.arrivals["gear"]))),
            "discount": s.discount,
            "current": s.current,
            "pending": s.pending,
            "copied": s.copied,
            "trades": s.trades,
            "rain": s.rain,
            "token_limit": TOKEN_LIMIT,
        }
        if over:
            public["winners"] = self.winners()
        seats = []
        for p in self.players:
            sees = viewer is None or viewer == p or over
            seats.append({
                "hikers": list(s.hikers[p]),
                "campfire": s.campfire[p],
                "tokens": dict(s.tokens[p]),
                "held": self._held(p),
                "photos": s.photos[p],
                "canteens": [[c, c in s.filled[p]] for c in s.canteens[p]],
                "reserved": list(s.reserved[p]),
                "visited": list(s.visited[p]),
                "gear": list(s.gear[p]),
                "year": s.year[p] if sees else None,
                "points": self.points(p),
            })
        # the teacher sees what the decks hold (in no order: decks are drawn card by card)
        private: dict[str, Any] = {"year": s.year[viewer]} if viewer is not None else {
            "park_deck": sorted(s.park_deck), "gear_deck": sorted(s.gear_deck),
            "canteen_deck": sorted(s.canteen_deck), "year_deck": sorted(s.year_deck)}
        return {"public": public, "seats": seats, "private": private}

    def imagined_facts(self, player: int) -> list[str]:
        """The other players' secret Year cards, e.g. "player 2's Year card is Year of the
        forest" (the search bot's reasons count them over the worlds it imagines)."""
        s = self.state
        return [f"{self.player_name(p)}'s Year card is {YEARS[y].name}" for p in self.players
                if p != player and (y := s.year[p]) is not None] if s.phase != OVER else []

    def _resample(self, player: int, rng: random.Random) -> None:
        s = self.state
        if s.phase == OVER:
            return
        others = [p for p in self.players if p != player and s.year[p] is not None]
        pool = sorted(s.year_deck + [y for p in others if (y := s.year[p]) is not None])
        rng.shuffle(pool)
        for p in others:
            s.year[p] = pool.pop()
        s.year_deck = sorted(pool)


__all__ = ["MARKET", "SEASONS", "SEASON_NAMES", "Parks"]
