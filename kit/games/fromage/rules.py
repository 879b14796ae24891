"""Fromage: simultaneous worker placement on a rotating four-quadrant board.

Game by Ben Rosset and Matthew O'Malley (R2i Games, 2024). The rules are those of the
project's rules text (the Board Game Arena help); the spot layouts, point tables, orders
and structures it does not give are kit defaults, not from the rulebook, in one editable
file (``board.json``) and the ``KIT_DEFAULTS`` below.

The board has four quadrants, one a venue (Festival, Villes, Bistro, Fromagerie), each
with a Gather Resources part and a Make Cheese part. Every turn, every player at once
chooses what to do on the quadrant facing them: at most one gather (1, 2 or 3 of a
resource; any worker; the worker stays as many turns) and one cheese (a worker of the
cheese's type and one of their cheese tokens, which blocks the space for the rest of the
game; the worker stays 1, 2 or 3 turns for a bronze, silver or gold space). The choices
stay hidden until everyone has chosen; then they are revealed and carried out, the board
turns clockwise, every cheese ages a turn and workers whose time is up come back.

A position set by hand (``chance="manual"``): the venues' order around the board, then
every order card drawn.

>>> import kit
>>> g = kit.new_game("fromage", players=2, seed=1, chance="manual")
>>> _ = g.play("layout festival villes bistro fromagerie")
>>> g.to_act, g.view(None)["public"]["facing"]
([0, 1], ['festival', 'bistro'])
>>> _ = g.play("gather festival-fruit2 hard cheese festival-1", 0)
>>> g.view(1)["seats"][0]["choice"] is None, g.to_act     # hidden until everyone has chosen
(True, [1])
>>> events = [str(e) for e in g.play("pass", 1)]
>>> events[0]
'player 1 gathers 2 fruit at the Festival with the hard worker'
>>> for part in events[1].split("; "):
...     print(part)
player 1 makes a soft cheese at Festival 1 (bronze, soft cheese, fruit) with the soft worker
a fruit goes to the fruited cheese pile

Actions: ``pass``, ``gather villes-order2 blue`` (2 orders at the Villes with the blue
worker), ``cheese bistro-5`` (a cheese at Bistro 5 with the worker of its type), and both
at once, ``gather villes-order2 blue cheese villes-4``. Chance steps: ``layout festival
villes bistro fromagerie`` (the venues of quadrants 1 to 4) and ``order blue-bistro``
(the order card drawn).
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from typing import Any

from kit.engine import CHANCE, Action, Event, GameInfo, IllegalAction, LogLine, Option, Player, short
from kit.flow import OVER, FlowState, PhasedGame
from kit.games.fromage.board import (
    BISTRO_TABLES,
    CHEESE_COST,
    CHEESE_TYPES,
    FESTIVAL_NEIGHBOURS,
    GATHER,
    GATHER_OF,
    GRADE_TURNS,
    GRADE_VALUE,
    ORDER_CARDS,
    ORDER_DECK,
    RESOURCES,
    SCORING,
    SPACES,
    SPACES_OF,
    START,
    VENUE_ORDER,
    VILLES_REGIONS,
    kit_defaults,
    order_words,
    space_words,
    spot_words,
    venue_title,
)
from kit.games.fromage.moves import PASS, Choice, Layout, Move, OrderCard, read, write
from kit.games.fromage.words import chance_words, choice_words

WORKERS = CHEESE_TYPES  # one worker a cheese type: soft, hard, blue
TYPE_INDEX = {t: i for i, t in enumerate(CHEESE_TYPES)}
QUADRANTS = 4
#: Where seat p sits around the table (positions 0-3 clockwise), by player count.
SEATING = {1: (0,), 2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
STRUCTURE_ROW = len(SCORING["structures_row"]) - 1
ORDER_TOTAL = sum(ORDER_DECK.values())

PASS_ACT = write(PASS)
GATHER_ACT = {(s, w): write(Choice(s, WORKERS[w])) for s in GATHER for w in range(len(WORKERS))}
CHEESE_ACT = {c: write(Choice(space=c)) for c in SPACES}
BOTH_ACT = {(s, w, c): write(Choice(s, WORKERS[w], c))
            for s, spot in GATHER.items() for w in range(len(WORKERS))
            for c in SPACES if SPACES[c].venue == spot.venue}
LAYOUTS = [write(Layout(p)) for p in itertools.permutations(VENUE_ORDER)]
ORDER_ACT = {card: write(OrderCard(card)) for card in ORDER_CARDS}
SECRET_LINE = LogLine("chooses in secret")


def _max_score(turn_limit: int, tokens: int) -> int:
    group = SCORING["festival_group"]
    festival = group[min(tokens, len(group) - 1)] + tokens * max(SCORING["festival_grade_bonus"].values())
    villes = len(VILLES_REGIONS) * max(SCORING["villes_majority"])
    bistro = tokens * (SCORING["bistro_per_cheese"] + SCORING["bistro_per_full_table"] * len(BISTRO_TABLES))
    fromagerie = tokens * max(GRADE_VALUE.values())
    fruit = (tokens // 2 + 1) ** 2
    orders = max(SCORING["orders_chart"])
    structures = max(SCORING["structures_row"])
    leftovers = (turn_limit * 3 + sum(START.values()) + tokens) // SCORING["unused_resources_per_point"]
    return festival + villes + bistro + fromagerie + fruit + orders + structures + leftovers


@dataclass(frozen=True)
class LayoutTask:
    """Chance owes the venues' order around the board."""


@dataclass(frozen=True)
class OrderTask:
    """Chance owes an order card for ``seat``."""

    seat: int


Task = LayoutTask | OrderTask
Worker = tuple[str, int]  # (spot or space id, turns left)


@dataclass
class FromageState(FlowState[Task]):
    """A Fromage position. Quadrant q (venue ``layout[q]``) stands at table position
    ``(q + rotation) % 4``; seat p sits at ``SEATING[n][p]``. ``workers[p][w]`` is None (at
    home) or ``(spot or space id, turns left)``; ``cheese`` maps a space to ``(owner,
    rotations when made)``; ``choice[p]`` is the seat's hidden choice this turn (None: still
    to choose); ``auto[p]`` marks a pass the game made because no worker was free; ``tasks``
    are the chance steps due (the layout, then order cards). The phase goes setup -> choose
    -> orders (draws) -> choose ... -> over."""

    layout: tuple[str, ...] = ()
    rotation: int = 0
    rotations: int = 0
    turn: int = 0
    choice: list[Action | None] = field(default_factory=list)  # read into a Choice when carried out
    auto: list[bool] = field(default_factory=list)
    workers: list[list[Worker | None]] = field(default_factory=list)
    cheese: dict[str, tuple[int, int]] = field(default_factory=dict)
    tokens: list[int] = field(default_factory=list)
    livestock: list[int] = field(default_factory=list)
    fruit: list[int] = field(default_factory=list)
    spare: list[int] = field(default_factory=list)  # structures beyond the row: unused resources
    structures: list[int] = field(default_factory=list)
    fruited: list[int] = field(default_factory=list)
    jam: list[int] = field(default_factory=list)
    orders: list[list[str]] = field(default_factory=list)
    deck: dict[str, int] = field(default_factory=dict)
    gained: list[dict[str, int]] = field(default_factory=list)  # per seat: resource -> total ever gained
    made: list[int] = field(default_factory=list)
    trigger: int | None = None
    ended_by: str = ""
    last: list[str | None] = field(default_factory=list)  # the last revealed choices (texts)


class Fromage(PhasedGame):
    search_levels = {"quick": 12, "thoughtful": 32, "strong": 90}  # p95 decision 0.1, 0.3, 0.8 s
    info = GameInfo(
        name="fromage",
        title="Fromage",
        min_players=1,
        max_players=4,
        designers=("Ben Rosset", "Matthew O'Malley"),
        publishers=("R2i Games",),
        summary="Simultaneous worker placement on a rotating four-quadrant board: gather, make "
                "cheese that ages as the board turns, score four venues.",
        credits="“Fromage” by Ben Rosset and Matthew O'Malley, R2i Games 2024. Rules from the "
                "project's rules text (Board Game Arena help); spot layouts, point tables, orders "
                "and structures are kit defaults, not the published components.",
        year=2024,
        chance=True,
        hidden_information=True,
        simultaneous=True,
        score_range=(0, _max_score(200, 15)),
        max_actions=200 * 4 * 4 + 10,
    )
    state: FromageState
    options = {
        "tokens": Option(15, "cheese tokens each player has (15 in the published game, by public "
                             "sources; fewer make a short lesson); placing the last one ends the game "
                             "at the end of that turn", bounds=(3, 15), source="kit default",
                         label="Cheese tokens"),
        "turn_limit": Option(60, "a safeguard: the game also ends after this many turns",
                             bounds=(10, 200), source="kit default", label="Turn limit"),
    }
    #: Every number here is generated from board.json (``kit_defaults``), so the words
    #: follow the data; the other entries describe the kit's own rules.
    KIT_DEFAULTS = {
        **kit_defaults(),
        "seating": "seats sit evenly around the board (2 players opposite); quadrant 1 faces "
                   "player 1 at the start; the board turns one quadrant clockwise a turn",
        "gather_spots": "a worker on a gather spot blocks it until the worker comes back; gather "
                        "spots for orders need that many cards left in the deck",
        "order_of_actions": "gather and make cheese are chosen together; the order never changes "
                            "the outcome (only what can be afforded), so the kit carries out the "
                            "gather first; players' choices are carried out in seat order",
        "solo": "the solo game (not in the rules text) uses the same turn rules with one seat",
        "no_worker": "a player may place no worker at all in a turn (a pass): the rules' \"one "
                     "Gather and/or one Make Cheese\" is read as at most one of each",
        "gather_away": "a gathering worker stays away one turn for each resource taken (1, 2 or 3); "
                       "the rules say only that the more is taken, the longer it stays",
        "aging": "the rules text says the turning board ages the cheese but gives age no use (its "
                 "venue sections are empty), so the kit counts and shows each cheese's age and "
                 "scores none of it",
        "end": "the game also ends at the turn limit (an option), a safeguard the rules do not need",
        "left_out": "not in the game, because the rules text does not describe them: structure "
                    "abilities (the text names the place on the player board, no ability), different "
                    "player boards (the text gives every player the same four rows), Villes customer "
                    "tokens and quadrant sides by player count (the text never mentions them)",
    }

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        self.seating = SEATING[self.num_players]
        self.token_count = self.settings["tokens"]
        self.turn_limit = self.settings["turn_limit"]

    def _initial_state(self) -> FromageState:
        n = self.num_players
        return FromageState(
            choice=[None] * n, auto=[False] * n, workers=[[None] * len(WORKERS) for _ in range(n)],
            tokens=[self.token_count] * n, livestock=[START.get("livestock", 0)] * n,
            fruit=[START.get("fruit", 0)] * n, spare=[START.get("structure", 0)] * n,
            structures=[0] * n, fruited=[0] * n, jam=[0] * n, orders=[[] for _ in range(n)],
            deck=dict(ORDER_DECK), gained=[{r: START.get(r, 0) for r in RESOURCES} for _ in range(n)],
            made=[0] * n, last=[None] * n, tasks=[LayoutTask()])

    # ---------------------------------------------------------------- facts
    def facing(self, player: int) -> str:
        """The venue of the quadrant facing ``player`` now."""
        s = self.state
        if not s.layout:
            return ""
        return s.layout[(self.seating[player] - s.rotation) % QUADRANTS]

    def _occupied(self) -> set[str]:
        return {x[0] for ws in self.state.workers for x in ws if x is not None}

    def _deck_size(self) -> int:
        return sum(self.state.deck.values())

    def _options(self, p: int) -> list[Action]:
        """Every choice open to seat ``p`` this turn (whether or not it has chosen)."""
        s = self.state
        mine = s.workers[p]
        free = [w for w in range(len(WORKERS)) if mine[w] is None]
        if not free:
            return [PASS_ACT]
        venue = self.facing(p)
        occupied = self._occupied()
        deck = self._deck_size()
        gathers = [g for g in GATHER_OF[venue] if g.id not in occupied
                   and (g.resource != "order" or deck >= g.amount)]
        cheeses = [c for c in SPACES_OF[venue] if c.id not in s.cheese
                   and mine[TYPE_INDEX[c.type]] is None] if s.tokens[p] > 0 else []
        need = CHEESE_COST.get("livestock", 0)
        livestock, fruit = s.livestock[p], s.fruit[p]
        actions = [PASS_ACT]
        for c in cheeses:
            if livestock >= need and (not c.symbol or fruit >= 1):
                actions.append(CHEESE_ACT[c.id])
        for g in gathers:
            lv = livestock + (g.amount if g.resource == "livestock" else 0)
            fr = fruit + (g.amount if g.resource == "fruit" else 0)
            for w in free:
                actions.append(GATHER_ACT[g.id, w])
                for c in cheeses:
                    if TYPE_INDEX[c.type] != w and lv >= need and (not c.symbol or fr >= 1):
                        actions.append(BOTH_ACT[g.id, w, c.id])
        return actions

    # --------------------------------------------------------------- chance
    def _seats_to_act(self) -> list[int]:
        s = self.state
        return [p for p, c in enumerate(s.choice) if c is None] if s.phase == "choose" else []

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        s = self.state
        if isinstance(s.tasks[0], LayoutTask):
            return [(a, 1 / len(LAYOUTS)) for a in LAYOUTS]
        total = self._deck_size()
        return [(ORDER_ACT[c], k / total) for c, k in sorted(s.deck.items()) if k]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        if isinstance(s.tasks[0], LayoutTask):
            return LAYOUTS[int(rng.random() * len(LAYOUTS))]
        x = int(rng.random() * self._deck_size())
        for card in ORDER_CARDS:
            x -= s.deck[card]
            if x < 0:
                return ORDER_ACT[card]
        raise AssertionError("empty order deck")

    def chance_help(self) -> str:
        s = self.state
        task = s.tasks[0] if s.tasks else None
        if isinstance(task, LayoutTask):
            return ("the venues of quadrants 1 to 4 (quadrant 1 faces player 1 at the start), e.g. "
                    "layout festival villes bistro fromagerie")
        if isinstance(task, OrderTask):
            return (f"the order card {self.player_name(task.seat)} draws: order <cheese>-<venue>, e.g. "
                    "order blue-bistro; left: " + ", ".join(f"{c} ×{k}" for c, k in sorted(s.deck.items())
                                                            if k))
        return ""

    # ---------------------------------------------------------------- rules
    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        if s.phase != "choose" or s.choice[player] is not None:
            return []
        return self._options(player)

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        s = self.state
        try:
            move = read(action)
        except IllegalAction as refusal:
            return refusal
        if not isinstance(move, Choice):
            return IllegalAction("action syntax", f"{short(action.text)} is a chance step, not a choice")
        spot_id, worker, space_id = move.spot, move.worker, move.space
        venue = self.facing(player)
        if spot_id is not None:
            if spot_id not in GATHER:
                return IllegalAction("no such spot", f"there is no gather spot {short(spot_id)}")
            if worker not in TYPE_INDEX:
                return IllegalAction("no such worker",
                                     f"workers are {', '.join(WORKERS)}, not {short(worker)}")
            if GATHER[spot_id].venue != venue:
                return IllegalAction("facing quadrant", f"you act on the {venue_title(venue)}, the "
                                                        "quadrant facing you")
            if spot_id in self._occupied():
                return IllegalAction("spot taken", f"a worker stands on {spot_words(spot_id)}")
            if s.workers[player][TYPE_INDEX[worker]] is not None:
                return IllegalAction("worker busy", f"your {worker} worker is still on the board")
            if GATHER[spot_id].resource == "order" and self._deck_size() < GATHER[spot_id].amount:
                return IllegalAction("order deck", "not enough order cards left")
        if space_id is not None:
            if space_id not in SPACES:
                return IllegalAction("no such space", f"there is no cheese space {short(space_id)}")
            space = SPACES[space_id]
            if space.venue != venue:
                return IllegalAction("facing quadrant", f"you act on the {venue_title(venue)}, the "
                                                        "quadrant facing you")
            if space_id in s.cheese:
                return IllegalAction("space blocked",
                                     f"a cheese token already lies on {space_words(space_id)}")
            if s.tokens[player] == 0:
                return IllegalAction("no tokens", "you have no cheese token left")
            if s.workers[player][TYPE_INDEX[space.type]] is not None:
                return IllegalAction("matching worker", f"a {space.type} cheese needs your {space.type} "
                                                        "worker, which is on the board")
            if worker is not None and worker == space.type:
                return IllegalAction("one worker each", "gather and make cheese with two different workers")
            gain = GATHER[spot_id] if spot_id is not None else None
            lv = s.livestock[player] + (gain.amount if gain and gain.resource == "livestock" else 0)
            fr = s.fruit[player] + (gain.amount if gain and gain.resource == "fruit" else 0)
            if lv < CHEESE_COST.get("livestock", 0):
                return IllegalAction("cheese cost", "making cheese uses 1 livestock, and you have none")
            if space.symbol and fr < 1:
                return IllegalAction("fruit needed", f"a {space.symbol} space needs a fruit in your basket")
        return super()._why_illegal(player, action)

    def _read(self, action: Action) -> Move:
        return read(action)

    def _write(self, move: Move) -> Action:
        return write(move)

    def _apply(self, player: Player, action: Action) -> list[Event]:
        s = self.state
        move = read(action)
        if isinstance(move, Layout):
            s.tasks.pop(0)
            s.layout = move.venues
            return self._start_turn([Event("layout", "the venues, quadrants 1 to 4: " + ", ".join(
                venue_title(v) for v in s.layout))])
        if isinstance(move, OrderCard):
            task = s.tasks.pop(0)
            assert isinstance(task, OrderTask)
            p, card = task.seat, move.card
            s.deck[card] -= 1
            s.orders[p].append(card)
            s.gained[p]["order"] += 1
            events = [Event("order", f"{self.player_name(player=p)} takes the order for {order_words(card)}")]
            if not s.tasks:
                events += self._end_turn()
            return events
        assert isinstance(player, int)
        s.choice[player] = action
        if None in s.choice:
            return []
        return self._resolve()

    def _start_turn(self, events: list[Event]) -> list[Event]:
        """A new turn: workers whose time is up come back; a seat with no free worker
        passes by itself (and if every seat does, the turn is carried out at once)."""
        s = self.state
        n = self.num_players
        s.turn += 1
        s.phase = "choose"
        for p in range(n):
            for w in range(len(WORKERS)):
                x = s.workers[p][w]
                if x is not None and x[1] <= 0:
                    s.workers[p][w] = None
                    events.append(Event("return", f"{self.player_name(p)}'s {WORKERS[w]} worker comes back"))
        s.choice = [None] * n
        s.auto = [False] * n
        for p in range(n):
            if all(x is not None for x in s.workers[p]):
                s.choice[p] = PASS_ACT
                s.auto[p] = True
        if None in s.choice:
            return events
        return events + self._resolve()  # no draws follow a turn of passes: it ends, the next starts

    def _resolve(self) -> list[Event]:
        """Everyone has chosen: reveal and carry out the choices in seat order."""
        s = self.state
        events: list[Event] = []
        queued = 0
        for p in range(self.num_players):
            action = s.choice[p]
            assert action is not None
            choice = read(action)
            assert isinstance(choice, Choice)
            who = self.player_name(p)
            s.last[p] = action.text
            spot_id, space_id = choice.spot, choice.space
            worker = TYPE_INDEX[choice.worker] if choice.worker is not None else None
            if spot_id is None and space_id is None:
                events.append(Event("pass", f"{who} passes" + (" (no worker free)" if s.auto[p] else "")))
            if spot_id is not None and worker is not None:
                spot = GATHER[spot_id]
                s.workers[p][worker] = (spot_id, spot.amount)
                events.append(Event("gather", f"{who} gathers {spot_words(spot_id)} with the "
                                              f"{WORKERS[worker]} worker"))
                if spot.resource == "order":
                    k = min(spot.amount, self._deck_size() - queued)
                    queued += k
                    s.tasks += [OrderTask(p)] * k
                else:
                    self._gain(p, spot.resource, spot.amount)
            if space_id is not None:
                space = SPACES[space_id]
                w = TYPE_INDEX[space.type]
                s.workers[p][w] = (space_id, GRADE_TURNS[space.grade])
                s.cheese[space_id] = (p, s.rotations)
                s.tokens[p] -= 1
                s.made[p] += 1
                s.livestock[p] -= CHEESE_COST.get("livestock", 0)
                text = (f"{who} makes a {space.type} cheese at {space_words(space_id)} with the {space.type} "
                        "worker")
                if spot_id is not None and worker == w:
                    raise AssertionError("one worker for two actions")
                if space.symbol:
                    s.fruit[p] -= 1
                    if space.symbol == "jam":
                        s.jam[p] += 1
                    else:
                        s.fruited[p] += 1
                    pile = "jam" if space.symbol == "jam" else "fruited cheese"
                    text += f"; a fruit goes to the {pile} pile"
                if space.gift:
                    self._gain(p, space.gift, 1)
                    text += f"; the customer gives 1 {space.gift}"
                events.append(Event("cheese", text))
                if s.tokens[p] == 0 and s.trigger is None:
                    s.trigger = p
                    events.append(Event("trigger", f"{who} has placed their last cheese token: the game "
                                                   "ends after this turn"))
        if s.tasks:
            s.phase = "orders"
            return events
        return events + self._end_turn()

    def _gain(self, p: int, resource: str, amount: int) -> None:
        s = self.state
        s.gained[p][resource] += amount
        if resource == "livestock":
            s.livestock[p] += amount
        elif resource == "fruit":
            s.fruit[p] += amount
        elif resource == "structure":
            room = STRUCTURE_ROW - s.structures[p]
            built = min(room, amount)
            s.structures[p] += built
            s.spare[p] += amount - built

    def _end_turn(self) -> list[Event]:
        s = self.state
        for ws in s.workers:
            for w, x in enumerate(ws):
                if x is not None:
                    ws[w] = (x[0], x[1] - 1)
        s.rotation = (s.rotation + 1) % QUADRANTS
        s.rotations += 1
        events = [Event("rotate", f"the board turns clockwise; every cheese ages a turn "
                                  f"(turn {s.turn} over)")]
        ended = ""
        if s.trigger is not None:
            ended = "last cheese token"
        elif s.turn >= self.turn_limit:
            ended = "turn limit"
        if ended:
            s.phase = OVER
            s.ended_by = ended
            s.choice = [None] * self.num_players
            why = (f"{self.player_name(s.trigger)} placed their last cheese token" if s.trigger is not None
                   else "the turn limit is reached")
            events.append(Event("end", "the game is over: " + why))
            return events
        return self._start_turn(events)

    # ---------------------------------------------------------------- scoring
    def score_parts(self, p: int) -> dict[str, int]:
        """The scoring sources of the rules text for seat ``p``: the four venues, fruit
        (fruited cheese × jams), orders, structures, unused resources."""
        s = self.state
        mine = {c for c, (owner, _) in s.cheese.items() if owner == p}
        # Festival: connected groups of own cheeses
        group_table = SCORING["festival_group"]
        bonus = SCORING["festival_grade_bonus"]
        festival = 0
        todo = {c for c in mine if SPACES[c].venue == "festival"}
        while todo:
            stack = [todo.pop()]
            size = 0
            while stack:
                c = stack.pop()
                size += 1
                festival += bonus[SPACES[c].grade]
                for d in FESTIVAL_NEIGHBOURS[c]:
                    if d in todo:
                        todo.remove(d)
                        stack.append(d)
            festival += group_table[min(size, len(group_table) - 1)]
        villes = sum(self._villes_region(r)[p] for r in VILLES_REGIONS)
        bistro_mine = [c for c in mine if SPACES[c].venue == "bistro"]
        full = sum(1 for t in BISTRO_TABLES
                   if all(sp.id in mine for sp in SPACES_OF["bistro"] if sp.table == t))
        bistro = len(bistro_mine) * (SCORING["bistro_per_cheese"] + SCORING["bistro_per_full_table"] * full)
        fromagerie = sum(GRADE_VALUE[SPACES[c].grade] for c in mine if SPACES[c].venue == "fromagerie")
        made: dict[str, int] = {}
        for c in mine:
            key = f"{SPACES[c].type}-{SPACES[c].venue}"
            made[key] = made.get(key, 0) + 1
        wanted: dict[str, int] = {}
        for card in s.orders[p]:
            wanted[card] = wanted.get(card, 0) + 1
        done = sum(min(k, made.get(card, 0)) for card, k in wanted.items())
        chart = SCORING["orders_chart"]
        rows = SCORING["structures_row"]
        return {
            "festival": festival, "villes": villes, "bistro": bistro, "fromagerie": fromagerie,
            "fruit": s.fruited[p] * s.jam[p], "orders": chart[min(done, len(chart) - 1)],
            "structures": rows[s.structures[p]],
            "unused": (s.livestock[p] + s.fruit[p] + s.spare[p] + len(s.orders[p]) - done)
            // SCORING["unused_resources_per_point"],
        }

    def completed_orders(self, p: int) -> int:
        s = self.state
        made: dict[str, int] = {}
        for c, (owner, _) in s.cheese.items():
            if owner == p:
                key = f"{SPACES[c].type}-{SPACES[c].venue}"
                made[key] = made.get(key, 0) + 1
        wanted: dict[str, int] = {}
        for card in s.orders[p]:
            wanted[card] = wanted.get(card, 0) + 1
        return sum(min(k, made.get(card, 0)) for card, k in wanted.items())

    def _villes_region(self, region: str) -> list[int]:
        """Points of each seat in a Villes region: most cheeses touching it first, then
        second; tied players take the lowest value of the places they share."""
        s = self.state
        counts = [0] * self.num_players
        for c, (owner, _) in s.cheese.items():
            sp = SPACES[c]
            if sp.venue == "villes" and region in sp.regions:
                counts[owner] += 1
        values = SCORING["villes_majority"]
        points = [0] * self.num_players
        ranked = sorted({k for k in counts if k > 0}, reverse=True)
        place = 0
        for k in ranked:
            tied = [p for p in range(self.num_players) if counts[p] == k]
            last = place + len(tied) - 1
            value = values[last] if last < len(values) else 0
            for p in tied:
                points[p] = value
            place += len(tied)
        return points

    def _safeguard(self) -> str:
        return "turn limit" if self.state.ended_by == "turn limit" else ""

    def scores(self) -> list[float]:
        return [sum(self.score_parts(p).values()) for p in range(self.num_players)]

    def _tie_key(self, player: int) -> float:
        """Tied on points, the player who made more cheese wins; still tied, they share."""
        return self.state.made[player]

    def stats(self) -> dict[str, float]:
        s = self.state
        return {"turns": s.turn, "cheeses": sum(s.made)}

    # ---------------------------------------------------------------- views
    def _log_line(self, player: Player, action: Action) -> LogLine | None:
        move = read(action)
        if player == CHANCE or not isinstance(move, Choice) or not isinstance(player, int):
            return None
        return LogLine(SECRET_LINE.text, {player: f"chooses in secret: {choice_words(move)}"})

    def _words(self, player: Player, action: Action | None, viewer: int | None) -> str:
        if action is None or (player != CHANCE and viewer is not None and viewer != player):
            return SECRET_LINE.text  # a choice stays face down to the others until revealed
        move = read(action)
        if isinstance(move, Choice):
            return choice_words(move)
        return chance_words(move)

    def _tie_break(self) -> str:
        return "the most cheese made"

    def _view(self, viewer: int | None) -> dict[str, Any]:
        s = self.state
        n = self.num_players
        over = s.phase == OVER
        quadrant_at: dict[str, str] = {}
        if s.layout:
            for q, venue in enumerate(s.layout):
                quadrant_at[str((q + s.rotation) % QUADRANTS)] = venue
        board_workers: dict[str, dict[str, Any]] = {}
        for p, ws in enumerate(s.workers):
            for w, x in enumerate(ws):
                if x is not None:
                    board_workers[x[0]] = {"owner": p, "worker": WORKERS[w], "turns_left": x[1]}
        public = {
            "layout": list(s.layout), "rotation": s.rotation, "turn": s.turn, "turn_limit": self.turn_limit,
            "quadrant_at": quadrant_at, "positions": list(self.seating),
            "facing": [self.facing(p) for p in range(n)],
            "cheese": {c: {"owner": o, "age": s.rotations - m} for c, (o, m) in sorted(s.cheese.items())},
            "workers_on_board": board_workers,
            "deck": {c: k for c, k in sorted(s.deck.items())}, "deck_size": self._deck_size(),
            "orders_to_draw": [t.seat for t in s.tasks if isinstance(t, OrderTask)],
            "trigger": s.trigger, "ended_by": s.ended_by, "tokens_each": self.token_count,
            "last_choices": [None if t is None else t for t in s.last] if s.phase != "setup" else [None] * n,
            "score_parts": [self.score_parts(p) for p in range(n)],
            "winners": self.winners() if over else [],
        }
        seats = []
        for p in range(n):
            sees = viewer is None or viewer == p
            choice = s.choice[p]
            seats.append({
                "venue": self.facing(p), "position": self.seating[p],
                "workers": {WORKERS[w]: (None if x is None else {"spot": x[0], "turns_left": x[1]})
                            for w, x in enumerate(s.workers[p])},
                "livestock": s.livestock[p], "fruit": s.fruit[p], "spare_structures": s.spare[p],
                "structures": s.structures[p], "fruited": s.fruited[p], "jam": s.jam[p],
                "orders": sorted(s.orders[p]), "completed_orders": self.completed_orders(p),
                "tokens": s.tokens[p], "made": s.made[p], "gained": dict(s.gained[p]),
                "chosen": s.phase == "choose" and choice is not None,
                "choice": choice.text if (choice is not None and (sees or s.auto[p])) else None,
            })
        private: dict[str, Any] = {}
        if viewer is not None:
            private = {"choice": seats[viewer]["choice"]}
        return {"public": public, "seats": seats, "private": private}

    def imagined_facts(self, player: int) -> list[str]:
        """The other seats' hidden choices of this turn, in words, e.g. "player 2 chose: gather
        2 fruit at the Festival" (the search bot's reasons count them over its worlds)."""
        s = self.state
        return [f"{self.player_name(q)} chose: {self._words(q, choice, None)}"
                for q, choice in enumerate(s.choice) if q != player and choice is not None and not s.auto[q]]

    def _resample(self, player: int, rng: random.Random) -> None:
        """Redraw the other seats' hidden choices of this turn, each uniformly among the
        choices open to that seat (nothing else is hidden: orders lie face up)."""
        s = self.state
        if s.phase != "choose":
            return
        for q in range(self.num_players):
            if q != player and s.choice[q] is not None and not s.auto[q]:
                options = self._options(q)
                s.choice[q] = options[int(rng.random() * len(options))]
