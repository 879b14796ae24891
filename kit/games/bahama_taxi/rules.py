"""Bahama Taxi: taxi drivers carry citizens across a 52-area city; a fare is the
shortest-path distance between where a citizen waits and where they go.

Game by Bartosz Sułkowski (CC BY 4.0); the variants are those of the Board Game Arena
implementation. A citizen is a pair of cards: the bottom card is where they wait, the top
card where they travel.

>>> import kit
>>> g = kit.new_game("bahama_taxi", players=2, seed=4)
>>> g.taxis
['3H', '7H']
>>> [str(a) for a in g.legal_actions()]
['move 2H', 'move 4H', 'move 8H']
>>> events = g.play("move 2H")
>>> [str(a) for a in g.legal_actions()]   # a citizen waits on 2♥ for 8♣
['pickup 2H 8C', 'end']
>>> events = g.play("pickup 2H 8C")
>>> [str(e) for e in events][0], g.to_act
('picks up 2♥→8♣ (fare 4)', [1])

A turn: move (once; more with the faster-movement variants), then at the end of the turn
drop off passengers whose destination is here and pick up a citizen waiting here, then
``end``. When no choice is left the turn ends by itself.

Actions: ``move 5D``, ``stay`` (original rule only), ``pickup 6D 8D`` (the citizen
waiting on 6D for 8D), ``drop 8D`` (everyone bound for 8D gets off), ``end``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from kit.engine import Action, Event, Game, GameInfo, IllegalAction, Option, register
from kit.games.bahama_taxi import board
from kit.games.bahama_taxi.board import DECK, fare_table, neighbours, normalize, pretty

NEIGHBOURS = {area: neighbours(area) for area in DECK}

MOVE = {area: Action("move", (area,)) for area in DECK}
DROP = {area: Action("drop", (area,)) for area in DECK}
PICKUP = {(a, b): Action("pickup", (a, b)) for a in DECK for b in DECK}
END, STAY = Action("end"), Action("stay")
#: Where the rules text is silent, the kit decides; every such choice is listed here
#: ("kit default, not from the rulebook") and shown in the Bahama Taxi notebook.
KIT_DEFAULTS = {
    "boxed_in": "a taxi with no free adjacent area stays where it is and its turn goes on "
                "to pickups and drop-offs",
    "deck_exhausted": "the draw pile counts as exhausted once fewer than two cards are left "
                      "(a citizen needs two)",
    "deadlines": "BGA's 1st and 2nd deadlines of the faster-movement variants are the final "
                 "phase's two steps: deck exhausted, then 4 or fewer citizens waiting",
    "odd_deck": "after setup a draw pile of odd size loses one card to the discard pile (the rules "
                "say so for 3 players; the kit does the same whenever the count is odd)",
}
CAPACITY = 3
START_CITIZENS = 8
#: Moves allowed per turn by the ``movement`` option: (normal, 1st deadline, 2nd deadline);
#: see KIT_DEFAULTS["deadlines"].
MOVE_ALLOWANCE = {"normal": (1, 1, 1), "fast": (2, 3, 4), "faster": (3, 5, 7)}


@dataclass(frozen=True)
class Citizen:
    """A pair of cards: waits on ``origin``, travels to ``destination``."""

    origin: str
    destination: str

    @property
    def fare(self) -> int:
        return fare_table()[self.origin][self.destination]

    def __str__(self) -> str:
        return f"{pretty(self.origin)}→{pretty(self.destination)}"


def _cards(citizens: list[Citizen]) -> Iterator[str]:
    for c in citizens:
        yield c.origin
        yield c.destination


@register
class BahamaTaxi(Game):
    info = GameInfo(
        name="bahama_taxi",
        title="Bahama Taxi",
        min_players=2,
        max_players=8,
        designers=("Bartosz Sułkowski",),
        publishers=("self-published (print and play)", "Board Game Arena (online)"),
        summary="Taxi drivers carry citizens across a card-numbered city; fares are shortest-path distances.",
        credits="“Bahama Taxi” by Bartosz Sułkowski, CC BY 4.0; board data from the designer's "
                "public repository; variant rules from the Board Game Arena implementation.",
        year=2022,
    )
    options = {
        "mandatory_movement": Option(True, "a taxi must move every turn (BGA); False: the original "
                                           "rule, a taxi may stay", source="variant"),
        "shift_change": Option(False, "taxis start full: three passengers each", source="variant"),
        "pickup_before_movement": Option(
            None, "may pick up on the starting area before moving (not once the deck is exhausted); "
                  "None: off for 2–4 players, on for 5–8 where it is required",
            choices=(None, False, True), source="variant"),
        "movement": Option("normal", "normal: one move; fast: up to 2 (3/4 at the deadlines); "
                                     "faster: up to 3 (5/7 at the deadlines)",
                           choices=tuple(MOVE_ALLOWANCE), source="variant"),
    }
    player_noun = "taxi"

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        big = self.num_players >= 5
        if self.settings["pickup_before_movement"] is False and big:
            raise ValueError("the 5–8 player game requires pickup_before_movement")
        self.pickup_first = big if self.settings["pickup_before_movement"] is None \
            else self.settings["pickup_before_movement"]
        self.decks = 2 if big else 1
        self.mandatory = self.settings["mandatory_movement"]
        self.allowance = MOVE_ALLOWANCE[self.settings["movement"]]

    def _setup(self) -> None:
        self.draw_pile: list[str] = list(DECK) * self.decks
        self.rng.shuffle(self.draw_pile)
        self.discard: list[str] = []
        self.taxis: list[str] = []
        for _ in self.players:
            self.taxis.append(self._draw_start())
        self.setup_events.append(Event("start", "taxis start on " + ", ".join(map(pretty, self.taxis))))
        self.passengers: list[list[Citizen]] = [[] for _ in self.players]
        self.delivered: list[list[Citizen]] = [[] for _ in self.players]
        self.income: list[int] = [0] * self.num_players
        if self.settings["shift_change"]:
            for p in self.players:
                self.passengers[p] = [self._new_citizen() for _ in range(CAPACITY)]
        self.waiting: list[Citizen] = []
        for _ in range(START_CITIZENS):
            self._add_citizen(self.setup_events)
        if len(self.draw_pile) % 2:  # KIT_DEFAULTS["odd_deck"]
            self.discard.append(self.draw_pile.pop())
            self.setup_events.append(Event("discard", "one card discarded so that the draw pile is even"))
        self.current = 0
        self.finished = False
        self._start_turn()

    def _draw_start(self) -> str:
        """Draw a starting area; with two decks a card naming a taken area is set aside,
        and the set-aside cards are shuffled back once a free area is drawn."""
        set_aside = []
        card = self.draw_pile.pop()
        while card in self.taxis:
            set_aside.append(card)
            card = self.draw_pile.pop()
        if set_aside:
            self.draw_pile += set_aside
            self.rng.shuffle(self.draw_pile)
        self.discard.append(card)
        return card

    def _new_citizen(self) -> Citizen | None:
        """Draw a pair; with two decks an identical pair is discarded and redrawn."""
        while len(self.draw_pile) >= 2:
            origin, destination = self.draw_pile.pop(), self.draw_pile.pop()
            if origin != destination:
                return Citizen(origin, destination)
            self.discard += [origin, destination]
        return None

    def _add_citizen(self, events: list[Event]) -> None:
        citizen = self._new_citizen()
        if citizen is not None:
            self.waiting.append(citizen)
            events.append(Event("citizen", f"a citizen now waits on {pretty(citizen.origin)} for "
                                           f"{pretty(citizen.destination)} (fare {citizen.fare})"))

    # --------------------------------------------------------------- state
    @property
    def deck_exhausted(self) -> bool:
        """No new citizen can be drawn (KIT_DEFAULTS["deck_exhausted"])."""
        return len(self.draw_pile) < 2

    @property
    def final_step(self) -> int:
        """0 normal play, 1 once the deck is exhausted, 2 once 4 or fewer citizens wait."""
        if not self.deck_exhausted:
            return 0
        return 2 if len(self.waiting) <= 4 else 1

    def seat_limit(self) -> int:
        """How many passengers a taxi may hold after a pickup now (final phase rules)."""
        return (CAPACITY, 2, 1)[self.final_step]

    def _start_turn(self) -> None:
        self._begin_turn()
        self._settle()

    def _begin_turn(self) -> None:
        self.phase = "start"  # start -> move -> stops
        self.start_area = self.taxis[self.current]
        self.moves_left = self.allowance[self.final_step]

    def _free_moves(self) -> list[str]:
        taxis, start = self.taxis, self.start_area
        return [a for a in NEIGHBOURS[taxis[self.current]] if a not in taxis and a != start]

    def _stop_choices(self) -> list[Action]:
        """Drop-offs and pickups open to the taxi whose turn it is, where it stands."""
        p = self.current
        here = self.taxis[p]
        if self.phase == "start":
            if not self.pickup_first or self.deck_exhausted:
                return []
            actions = []
        else:
            actions = []
            for citizen in self.passengers[p]:
                if citizen.destination == here:
                    actions.append(DROP[here])
                    break
        waiting_here = [c for c in self.waiting if c.origin == here]
        if waiting_here and len(self.passengers[p]) < self.seat_limit():
            for destination in sorted({c.destination for c in waiting_here}, key=DECK.index):
                actions.append(PICKUP[here, destination])
        return actions

    def _settle(self) -> None:
        """Advance past turns where the player has no choice, then list the legal actions
        (kept in ``self.choices`` until the next action)."""
        while True:
            if len(self.waiting) < 2 and self._game_end_reached():
                self.finished, self.choices = True, []
                return
            free = self._free_moves() if self.phase != "stops" and self.moves_left > 0 else []
            if self.phase == "start" and not free and self.mandatory:
                self.phase = "stops"  # KIT_DEFAULTS["boxed_in"]
            elif self.phase == "move" and not free:
                self.phase = "stops"
            stops = self._stop_choices()
            if self.phase != "stops" or stops:
                break
            self.current = (self.current + 1) % self.num_players
            self._begin_turn()
        actions = [MOVE[a] for a in free] if self.phase != "stops" else []
        if self.phase == "start" and not self.mandatory:
            actions.append(STAY)
        actions += stops
        if self.phase != "start":
            actions.append(END)
        self.choices = actions

    def _game_end_reached(self) -> bool:
        if not self.waiting:
            return True
        # Automatic end: every taxi is empty and one citizen waits; whoever picks them up
        # could never drop them off, so the result cannot change.
        return len(self.waiting) == 1 and self.deck_exhausted and not any(self.passengers)

    # ------------------------------------------------------------ contract
    def _is_over(self) -> bool:
        return self.finished

    def _to_act(self) -> list[int]:
        return [self.current]

    def _legal_actions(self, player: int) -> list[Action]:
        return list(self.choices)

    def _parse(self, text: str, player: int) -> Action:
        action = Action.parse(text)
        try:
            args = tuple(normalize(a) for a in action.args)
        except ValueError as err:
            raise IllegalAction("action syntax", str(err)) from None
        return Action(action.name, args)

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        here = self.taxis[player]
        name, args = action.name, action.args
        if name == "move" and len(args) == 1:
            target = args[0]
            if self.phase == "stops":
                return IllegalAction("stop to pick up", "movement is over for this turn")
            if target not in neighbours(here):
                return IllegalAction("adjacency", f"{pretty(target)} is not adjacent to {pretty(here)}")
            if target in self.taxis:
                return IllegalAction("one taxi per area", f"another taxi is on {pretty(target)}")
            if target == self.start_area:
                return IllegalAction("no return", "a taxi may not return to the area where its turn began")
        if name == "stay":
            return IllegalAction("mandatory movement", "a taxi must move every turn")
        if name == "pickup" and len(args) == 2:
            citizen = Citizen(*args)
            if citizen not in self.waiting or citizen.origin != here:
                return IllegalAction("pickup", f"no citizen waits on {pretty(here)} for {pretty(args[1])}")
            if self.phase == "start":
                if self.pickup_first and self.deck_exhausted:
                    return IllegalAction("pickup before movement", "not allowed once the deck is exhausted")
                return IllegalAction("pickup at the end of the turn", "move first, then pick up")
            if len(self.passengers[player]) >= CAPACITY:
                return IllegalAction("capacity", f"a taxi carries at most {CAPACITY} passengers")
            if self.final_step == 1:
                return IllegalAction("final phase", "the deck is exhausted: no third passenger")
            return IllegalAction("final phase", "4 or fewer citizens wait: no second passenger")
        if name == "drop" and len(args) == 1:
            if self.phase == "start":
                return IllegalAction("drop-off at the end of the turn", "move first, then drop off")
            return IllegalAction("drop-off", f"no passenger of this taxi is bound for {pretty(args[0])}")
        if name == "end" and self.phase == "start":
            return IllegalAction("mandatory movement", "move before ending the turn")
        return IllegalAction("action syntax", f"{action} is not a Bahama Taxi action here "
                                              "(move X, stay, pickup X Y, drop X, end)")

    def _apply(self, player: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if action.name == "move":
            self.taxis[player] = action.args[0]
            self.moves_left -= 1
            self.phase = "move"
        elif action.name == "stay":
            self.phase = "stops"
        elif action.name == "pickup":
            citizen = Citizen(*action.args)
            self.waiting.remove(citizen)
            self.passengers[player].append(citizen)
            events.append(Event("pickup", f"picks up {citizen} (fare {citizen.fare})"))
            if self.phase != "start":
                self.phase = "stops"
            self._add_citizen(events)
        elif action.name == "drop":
            here = action.args[0]
            for citizen in [c for c in self.passengers[player] if c.destination == here]:
                self.passengers[player].remove(citizen)
                self.delivered[player].append(citizen)
                self.income[player] += citizen.fare
                self.discard += [citizen.origin, citizen.destination]
                events.append(Event("drop", f"drops off {citizen}: +{citizen.fare}"))
            self.phase = "stops"
        elif action.name == "end":
            self.current = (self.current + 1) % self.num_players
            self._begin_turn()
        self._settle()
        if self.finished:
            events.append(Event("end", "no citizen is left to pick up: the game is over"))
        return events

    def scores(self) -> list[float]:
        return list(self.income)

    def _view(self, player: int | None) -> dict:
        # Everything in Bahama Taxi is open information except the order of the draw pile.
        view = {
            "taxis": list(self.taxis),
            "current": self.current,
            "phase": self.phase,
            "moves_left": self.moves_left,
            "waiting": [[c.origin, c.destination] for c in self.waiting],
            "passengers": [[[c.origin, c.destination] for c in ps] for ps in self.passengers],
            "income": list(self.income),
            "draw_pile": len(self.draw_pile),
            "discard": list(self.discard),
            "over": self.over,
        }
        if player is None:
            view["draw_pile_order"] = list(self.draw_pile)
        return view

    # ------------------------------------------------------------ helpers
    def all_cards(self) -> list[str]:
        """Every card of the game, wherever it is (for conservation checks)."""
        return (self.draw_pile + self.discard + list(_cards(self.waiting))
                + [card for ps in self.passengers for card in _cards(ps)])

    def _repr_svg_(self) -> str:
        from kit.games.bahama_taxi.draw import game_svg

        return game_svg(self)


__all__ = ["BahamaTaxi", "Citizen", "CAPACITY", "MOVE_ALLOWANCE", "board"]

from kit.games.bahama_taxi import bots as _bots  # noqa: E402,F401  (registers the bots)
