"""Bahama Taxi: taxi drivers carry citizens across a 52-area city; a fare is the
shortest-path distance between where a citizen waits and where they go.

Game by Bartosz Sułkowski (CC BY 4.0); the variants are those of the Board Game Arena
implementation. A citizen is a pair of cards: the bottom card is where they wait, the top
card where they travel.

Setting the chance outcomes by hand (``chance="manual"``) builds any starting position:
the taxis' starting cards first, then the waiting citizens' pairs of cards.

>>> import kit
>>> g = kit.new_game("bahama_taxi", players=2, seed=4, chance="manual")
>>> cards = "3H 7H 2H 8C AS KS 2S QS 3S JS 4S 10S 5S 9S 6S 8S 7S AC".split()
>>> for card in cards:
...     _ = g.play(f"draw {card}")
>>> g.view()["public"]["taxis"]
['3H', '7H']
>>> [str(a) for a in g.legal_actions()]
['move 2H', 'move 4H', 'move 8H']
>>> events = g.play("move 2H")
>>> [str(a) for a in g.legal_actions()]   # a citizen waits on 2♥ for 8♣
['pickup 2H 8C', 'end']
>>> events = g.play("pickup 2H 8C")
>>> [str(e) for e in events][0], g.to_act   # now chance draws the next citizen
('picks up 2♥→8♣ (fare 4)', ['chance'])

A turn: move (once; more with the faster-movement variants), then at the end of the turn
drop off passengers whose destination is here and pick up a citizen waiting here, then
``end``. When no choice is left the turn ends by itself.

Actions: ``move 5D``, ``stay`` (original rule only), ``pickup 6D 8D`` (the citizen
waiting on 6D for 8D), ``drop 8D`` (everyone bound for 8D gets off), ``end``.
Chance steps: ``draw 5D`` (a card from the draw pile: a taxi's start, or one card of a
citizen, where it waits first and then where it goes) and ``discard 5D`` (the card set
aside to make the pile even).
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from kit.engine import Action, Event, GameInfo, IllegalAction, Option, Player
from kit.flow import OVER, FlowState, PhasedGame
from kit.games.bahama_taxi.board import DECK, Citizen, neighbours, normalize, pretty
from kit.games.bahama_taxi.moves import (
    CHANCE_MOVES,
    DISCARD,
    DRAW,
    DROP,
    END,
    MOVE,
    PICKUP,
    PLAYER_MOVES,
    STAY,
    Discard,
    Draw,
    Drive,
    Drop,
    End,
    Pickup,
    Stay,
    TaxiMove,
    read,
    short_card,
    write,
)
from kit.games.bahama_taxi.words import move_words

NEIGHBOURS = {area: neighbours(area) for area in DECK}
DECK_ORDER = {card: i for i, card in enumerate(DECK)}

#: The moves to every neighbouring area (in NEIGHBOURS order), and the neighbours as a set.
MOVES_FROM = {area: [MOVE[a] for a in NEIGHBOURS[area]] for area in DECK}
NEIGHBOUR_SET = {area: frozenset(NEIGHBOURS[area]) for area in DECK}
_new = object.__new__
CAPACITY = 3
START_CITIZENS = 8
#: Moves allowed per turn by the ``movement`` option: (normal, 1st deadline, 2nd deadline);
#: see KIT_DEFAULTS["deadlines"].
MOVE_ALLOWANCE = {"normal": (1, 1, 1), "fast": (2, 3, 4), "faster": (3, 5, 7)}


# The chance draws due, in ``state.tasks``:
@dataclass(frozen=True)
class StartCard:
    """A taxi's starting card (a card naming an area a taxi holds is set aside)."""


@dataclass(frozen=True)
class ShiftPassenger:
    """A passenger already in ``taxi`` (the shift-change variant): two cards."""

    taxi: int


@dataclass(frozen=True)
class NewCitizen:
    """A new citizen waiting on the board: two cards."""


@dataclass(frozen=True)
class OddCard:
    """One card off a draw pile of odd size."""


Task = StartCard | ShiftPassenger | NewCitizen | OddCard
START, CITIZEN, ODD = StartCard(), NewCitizen(), OddCard()


@dataclass
class TaxiState(FlowState[Task]):
    """A Bahama Taxi position. ``tasks`` are the chance draws still due, in order. ``half``
    is the first card of a citizen being drawn. ``phase``: setup -> start -> move -> stops
    (-> start of the next turn) -> over."""

    draw_pile: list[str] = field(default_factory=list)  # unordered: cards are drawn at random
    discard: list[str] = field(default_factory=list)
    taxis: list[str] = field(default_factory=list)
    passengers: list[list[Citizen]] = field(default_factory=list)
    delivered: list[list[Citizen]] = field(default_factory=list)
    income: list[int] = field(default_factory=list)
    waiting: list[Citizen] = field(default_factory=list)
    half: str | None = None
    current: int = 0
    start_area: str = ""
    moves_left: int = 0
    choices: list[Action] = field(default_factory=list)

    def copy(self) -> TaxiState:
        """The generic :meth:`State.copy`, written out for speed (undo checkpoints).
        Field by field, never through ``__dict__`` (which would make every later attribute
        access on both states slower)."""
        new = _new(TaxiState)
        new.phase = self.phase
        new.tasks = self.tasks[:]
        new.draw_pile = self.draw_pile[:]
        new.discard = self.discard[:]
        new.taxis = self.taxis[:]
        new.passengers = [ps[:] for ps in self.passengers]
        new.delivered = [ds[:] for ds in self.delivered]
        new.income = self.income[:]
        new.waiting = self.waiting[:]
        new.half = self.half
        new.current = self.current
        new.start_area = self.start_area
        new.moves_left = self.moves_left
        new.choices = self.choices[:]
        return new


class BahamaTaxi(PhasedGame):
    state: TaxiState
    pickup_first: bool
    decks: int
    mandatory: bool
    allowance: tuple[int, int, int]

    search_levels = {"quick": 36, "thoughtful": 110, "strong": 300}  # p95 decision 0.1, 0.3, 0.8 s
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
        chance=True,
        hidden_information=False,
        simultaneous=False,
        score_range=(0, 400),
        max_actions=20_000,
    )
    options = {
        "mandatory_movement": Option(
            True, "On: every taxi must move on its turn (the Board Game Arena rule). Off: the "
                  "designer's original rule, a taxi may also stay where it is for a turn.",
            source="variant", label="Taxis must move every turn"),
        "shift_change": Option(
            False, "The game starts at a change of shift: every taxi already carries three "
                   "passengers, drawn from the pile before the citizens who wait on the board.",
            source="variant", label="Shift change: taxis start full"),
        "pickup_before_movement": Option(
            None, "May a taxi pick up a citizen on the area where its turn starts, before it "
                  "moves? By the player count: no with 2–4 players and yes with 5–8, where the "
                  "rules require it; or always no (pick up only after moving); or always yes. "
                  "Never once the draw pile is used up.",
            choices=(None, False, True), source="variant", label="Pick up before moving",
            choice_labels=("By the player count: no with 2–4 players, yes with 5–8",
                           "No: pick up only after moving", "Yes: may also pick up before moving")),
        "movement": Option(
            "normal", "How far a taxi may drive in one turn. Normal: 1 move. Fast: up to 2 "
                      "moves, 3 once the draw pile is used up, 4 once 4 or fewer citizens wait. "
                      "Faster: up to 3, then 5, then 7 (Board Game Arena's faster-movement "
                      "variants).",
            choices=tuple(MOVE_ALLOWANCE), source="variant", label="Moves per turn",
            choice_labels=("Normal: 1 move", "Fast: up to 2 moves, later 3 and 4",
                           "Faster: up to 3 moves, later 5 and 7")),
    }
    #: Where the rules text is silent, the kit decides ("kit default, not from the rulebook").
    KIT_DEFAULTS = {
        "boxed_in": "a taxi with no free adjacent area stays where it is and its turn goes on "
                    "to pickups and drop-offs on its own area",
        "deck_exhausted": "the draw pile counts as exhausted once fewer than two cards are left "
                          "(a citizen needs two)",
        "deadlines": "Board Game Arena's 1st and 2nd deadlines of the faster-movement variants are the final "
                     "phase's two steps: deck exhausted, then 4 or fewer citizens waiting",
        "odd_deck": "after setup a draw pile of odd size loses one card to the discard pile (the "
                    "rules say so for 3 players; the kit does the same whenever the count is odd)",
        "fast_movement_with_original_rule": "with the original rule (a taxi may stay) and fast "
                    "movement, a taxi may still stay; Board Game Arena always makes a taxi move at "
                    "least once",
        "pickup_ends_movement": "with fast movement a pickup or drop-off ends the taxi's movement "
                                "for the turn",
    }
    player_noun = "taxi"

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        big = self.num_players >= 5
        if self.settings["pickup_before_movement"] is False and big:
            raise ValueError("the 5–8 player game requires picking up before moving")
        self.pickup_first = big if self.settings["pickup_before_movement"] is None \
            else self.settings["pickup_before_movement"]
        self.decks = 2 if big else 1
        self.mandatory = self.settings["mandatory_movement"]
        self.allowance = MOVE_ALLOWANCE[self.settings["movement"]]

    def _initial_state(self) -> TaxiState:
        n = self.num_players
        tasks: list[Task] = [START] * n
        if self.settings["shift_change"]:
            tasks += [ShiftPassenger(p) for p in range(n) for _ in range(CAPACITY)]
        tasks += [CITIZEN] * START_CITIZENS + [ODD]
        s = TaxiState(draw_pile=list(DECK) * self.decks, passengers=[[] for _ in range(n)],
                      delivered=[[] for _ in range(n)], income=[0] * n, tasks=tasks)
        self.state = s
        self._skip_idle_tasks()
        return s

    # --------------------------------------------------------------- chance
    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        s = self.state
        pile = s.draw_pile
        task = s.tasks[0]
        if type(task) is StartCard:  # a card naming a taken area is set aside and redrawn
            counts = Counter(card for card in pile if card not in s.taxis)
        else:
            counts = Counter(pile)
        total = sum(counts.values())
        verb = DISCARD if type(task) is OddCard else DRAW
        return [(verb[card], counts[card] / total) for card in sorted(counts, key=DECK_ORDER.__getitem__)]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        pile = s.draw_pile
        task = s.tasks[0]
        while True:
            card = pile[int(rng.random() * len(pile))]
            if type(task) is not StartCard or card not in s.taxis:
                return DISCARD[card] if type(task) is OddCard else DRAW[card]

    def _check_chance(self, action: Action) -> None:
        s = self.state
        odd = type(s.tasks[0]) is OddCard
        verb = "discard" if odd else "draw"
        try:
            move: TaxiMove | None = read(action)
        except IllegalAction:
            move = None
        if not isinstance(move, Discard if odd else Draw):
            raise IllegalAction("chance", f"the next chance step is “{verb} CARD”, e.g. {verb} 5D")
        card = move.card
        if card not in s.draw_pile:
            raise IllegalAction("chance", f"{short_card(card)} is not in the draw pile")
        if type(s.tasks[0]) is StartCard and card in s.taxis:
            raise IllegalAction("chance", f"a taxi already stands on {pretty(card)}: that card is set aside")

    def chance_help(self) -> str:
        return "name a card of the draw pile, e.g. “draw 5D”" if type(self.state.tasks[0]) is not OddCard \
            else "name the card to discard, e.g. “discard 5D”"

    def _draw(self, card: str) -> list[Event]:
        s = self.state
        s.draw_pile.remove(card)
        task = s.tasks[0]
        kind = type(task)
        events: list[Event] = []
        if kind is StartCard:
            s.taxis.append(card)
            s.discard.append(card)
            events.append(Event("start", f"taxi {len(s.taxis)} starts on {pretty(card)}"))
            s.tasks.pop(0)
        elif kind is OddCard:
            s.discard.append(card)
            events.append(Event("discard", f"{pretty(card)} is discarded so that the draw pile is even"))
            s.tasks.pop(0)
        elif s.half is None:
            s.half = card
        elif card == s.half:  # two decks: an identical pair is discarded and redrawn
            s.discard += [card, card]
            s.half = None
            events.append(Event("discard", f"two {pretty(card)} cards: discarded, drawn again"))
        else:
            citizen = Citizen(s.half, card)
            s.half = None
            s.tasks.pop(0)
            if isinstance(task, ShiftPassenger):
                s.passengers[task.taxi].append(citizen)
                events.append(Event("shift", f"taxi {task.taxi + 1} starts with a passenger {citizen}"))
            else:
                s.waiting.append(citizen)
                events.append(Event("citizen", f"a citizen now waits on {pretty(citizen.origin)} for "
                                               f"{pretty(citizen.destination)} (fare {citizen.fare})"))
        self._skip_idle_tasks()
        if not s.tasks:
            self._resume(events)
        return events

    def _skip_idle_tasks(self) -> None:
        """Drop draws that cannot happen: a citizen when fewer than two cards are left, the
        odd-pile discard when the pile is even."""
        s = self.state
        tasks = s.tasks
        while tasks and s.half is None:
            task = tasks[0]
            if type(task) is OddCard:
                if len(s.draw_pile) % 2:
                    return
            elif type(task) is StartCard or len(s.draw_pile) >= 2:
                return
            tasks.pop(0)

    def _resume(self, events: list[Event]) -> None:
        """Go on with play once the chance draws are done."""
        s = self.state
        if s.phase == "setup":
            s.current = 0
            self._begin_turn()
        self._settle()
        if s.phase == OVER:
            events.append(Event("end", "no citizen is left to pick up: the game is over"))

    # --------------------------------------------------------------- state
    @property
    def deck_exhausted(self) -> bool:
        """No new citizen can be drawn (KIT_DEFAULTS["deck_exhausted"])."""
        return len(self.state.draw_pile) < 2

    @property
    def final_step(self) -> int:
        """0 normal play, 1 once the deck is exhausted, 2 once 4 or fewer citizens wait."""
        if not self.deck_exhausted:
            return 0
        return 2 if len(self.state.waiting) <= 4 else 1

    def seat_limit(self) -> int:
        """How many passengers a taxi may hold after a pickup now (final phase rules)."""
        return (CAPACITY, 2, 1)[self.final_step]

    def _begin_turn(self) -> None:
        s = self.state
        s.phase = "start"  # start -> move -> stops
        s.start_area = s.taxis[s.current]
        s.moves_left = self.allowance[self.final_step]

    def _settle(self) -> None:
        """Advance past turns where the player has no choice, then list the legal actions
        (kept in ``state.choices`` until the next action): the free moves, then the
        drop-off and pickups open where the taxi stands. (_begin_turn and final_step are
        inlined: this runs after every action.)"""
        s = self.state
        taxis, waiting, passengers = s.taxis, s.waiting, s.passengers
        while True:
            if len(waiting) < 2 and self._game_end_reached():
                s.phase, s.choices = OVER, []
                return
            phase, p = s.phase, s.current
            here = taxis[p]
            if phase != "stops" and s.moves_left > 0:
                # every move from here, less those onto a taxi or back to the turn's start
                # (fewer taxis than neighbours: cheaper than testing each neighbour)
                actions = MOVES_FROM[here][:]
                near = NEIGHBOUR_SET[here]
                for taxi in taxis:
                    if taxi in near:
                        actions.remove(MOVE[taxi])
                start = s.start_area
                if start in near and start not in taxis:
                    actions.remove(MOVE[start])
            else:
                actions = []
            if not actions:
                if phase == "start":
                    if self.mandatory:
                        phase = s.phase = "stops"  # KIT_DEFAULTS["boxed_in"]
                elif phase == "move":
                    phase = s.phase = "stops"
            # at the start of a turn only a pickup before movement can stop a taxi
            stops = []
            if phase != "start" or (self.pickup_first and len(s.draw_pile) >= 2):
                riding = passengers[p]
                if phase != "start":
                    for citizen in riding:
                        if citizen.destination == here:
                            stops.append(DROP[here])
                            break
                # seat_limit(), inlined
                limit = CAPACITY if len(s.draw_pile) >= 2 else 1 if len(waiting) <= 4 else 2
                if len(riding) < limit:
                    waiting_here = [c for c in waiting if c.origin == here]
                    if len(waiting_here) == 1:
                        stops.append(PICKUP[here, waiting_here[0].destination])
                    elif waiting_here:
                        for destination in sorted({c.destination for c in waiting_here},
                                                  key=DECK_ORDER.__getitem__):
                            stops.append(PICKUP[here, destination])
            if phase != "stops" or stops:
                break
            # the next taxi's turn: _begin_turn(), inlined
            p = s.current = (p + 1) % self.num_players
            s.phase = "start"
            s.start_area = taxis[p]
            s.moves_left = self.allowance[0 if len(s.draw_pile) >= 2 else 2 if len(waiting) <= 4 else 1]
        if phase == "stops":
            actions = stops
            actions.append(END)
        else:
            if phase == "start":
                if not self.mandatory:
                    actions.append(STAY)
                actions += stops
            else:
                actions += stops
                actions.append(END)
        s.choices = actions

    def _game_end_reached(self) -> bool:
        s = self.state
        if not s.waiting:
            return True
        # Automatic end: every taxi is empty and one citizen waits; whoever picks them up
        # could never drop them off, so the result cannot change.
        return len(s.waiting) == 1 and self.deck_exhausted and not any(s.passengers)

    # ------------------------------------------------------------ contract
    def _seats_to_act(self) -> list[int]:
        return [self.state.current]

    def _legal_actions(self, player: int) -> list[Action]:
        return list(self.state.choices)

    def _parse(self, text: str, player: Player) -> Action:
        action = Action.parse(text)
        try:
            args = tuple(normalize(a) for a in action.args)
        except ValueError as err:
            raise IllegalAction("action syntax", str(err)[:120]) from None
        return Action(action.name, args)

    def _read(self, action: Action) -> TaxiMove:
        return read(action)

    def _write(self, move: TaxiMove) -> Action:
        return write(move)

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        try:
            move = read(action)
        except IllegalAction as refusal:
            return refusal
        s = self.state
        here = s.taxis[player]
        if isinstance(move, Drive):
            target = move.area
            if s.phase == "stops":
                return IllegalAction("stop to pick up", "movement is over for this turn: pick up, drop off "
                                                         "or end the turn")
            if target not in NEIGHBOURS[here]:
                return IllegalAction("adjacency", f"{pretty(target)} is not next to {pretty(here)}, where "
                                                  "the taxi is: drive to an area joined to it by a road or "
                                                  "touching it")
            if target in s.taxis:
                return IllegalAction("one taxi per area", f"another taxi is on {pretty(target)}")
            if target == s.start_area:
                return IllegalAction("no return", "a taxi may not return to the area where its turn began")
        if isinstance(move, Stay):
            return IllegalAction("mandatory movement", "a taxi must move every turn")
        if isinstance(move, Pickup):
            citizen = move.citizen
            if citizen not in s.waiting or citizen.origin != here:
                return IllegalAction("pickup", f"no citizen waits on {pretty(here)} for "
                                               f"{pretty(citizen.destination)}")
            if s.phase == "start":
                if self.pickup_first and self.deck_exhausted:
                    return IllegalAction("pickup before movement", "not allowed once the deck is exhausted")
                return IllegalAction("pickup at the end of the turn", "move first, then pick up")
            if len(s.passengers[player]) >= CAPACITY:
                return IllegalAction("capacity", f"a taxi carries at most {CAPACITY} passengers")
            if self.final_step == 1:
                return IllegalAction("final phase", "the deck is exhausted: no third passenger")
            return IllegalAction("final phase", "4 or fewer citizens wait: no second passenger")
        if isinstance(move, Drop):
            if s.phase == "start":
                return IllegalAction("drop-off at the end of the turn", "move first, then drop off")
            return IllegalAction("drop-off", f"no passenger of this taxi is bound for {pretty(move.area)}")
        if isinstance(move, End) and s.phase == "start":
            return IllegalAction("mandatory movement", "move before ending the turn")
        return IllegalAction("action syntax", f"“{short_card(action.text)}” is not a Bahama Taxi move "
                                              "now; as text a move reads move 5D, stay, pickup 6D 8D, "
                                              "drop 8D or end")

    def _apply(self, player: Player, action: Action) -> list[Event]:
        if isinstance(player, str):  # chance (CHANCE): a card drawn or set aside
            return self._draw(CHANCE_MOVES[action].card)
        move = PLAYER_MOVES[action]  # read(action), minus a call: this runs at every step
        s = self.state
        events: list[Event] = []
        if isinstance(move, Drive):
            s.taxis[player] = move.area
            s.moves_left -= 1
            s.phase = "move"
        elif isinstance(move, End):
            s.current = (s.current + 1) % self.num_players
            self._begin_turn()
        elif isinstance(move, Pickup):
            citizen = move.citizen
            s.waiting.remove(citizen)
            s.passengers[player].append(citizen)
            events.append(Event("pickup", f"picks up {citizen} (fare {citizen.fare})"))
            if s.phase != "start":
                s.phase = "stops"
            s.tasks.append(CITIZEN)
            self._skip_idle_tasks()
            if s.tasks:
                return events  # chance draws the next citizen, then play goes on
        elif isinstance(move, Drop):
            here = move.area
            for citizen in [c for c in s.passengers[player] if c.destination == here]:
                s.passengers[player].remove(citizen)
                s.delivered[player].append(citizen)
                s.income[player] += citizen.fare
                s.discard += [citizen.origin, citizen.destination]
                events.append(Event("drop", f"drops off {citizen}: +{citizen.fare}"))
            s.phase = "stops"
        elif isinstance(move, Stay):
            s.phase = "stops"
        self._settle()
        if s.phase == OVER:
            events.append(Event("end", "no citizen is left to pick up: the game is over"))
        return events

    def scores(self) -> list[float]:
        return list(self.state.income)

    def _words(self, player: Player, action: Action, viewer: int | None) -> str:
        # Bahama Taxi hides nothing: every viewer reads the same
        return move_words(read(action))

    def _view(self, player: int | None) -> dict[str, Any]:
        # Everything in Bahama Taxi is open information: the pile has no order, and what is
        # in it follows from the cards on the table.
        s = self.state
        public = {
            "taxis": list(s.taxis),
            "current": s.current,
            "start_area": s.start_area,
            "moves_left": s.moves_left,
            "waiting": [[c.origin, c.destination] for c in s.waiting],
            "draw_pile": len(s.draw_pile),
            "draw_pile_cards": sorted(s.draw_pile, key=DECK_ORDER.__getitem__),
            "discard": list(s.discard),
            "half_drawn": s.half,
            "seat_limit": self.seat_limit(),
            "final_step": self.final_step,
            "deck_exhausted": self.deck_exhausted,
        }
        seats = [{"area": s.taxis[p] if p < len(s.taxis) else None,
                  "passengers": [[c.origin, c.destination] for c in s.passengers[p]],
                  "delivered": [[c.origin, c.destination] for c in s.delivered[p]],
                  "income": s.income[p]} for p in self.players]
        return {"public": public, "seats": seats, "private": {}}


__all__ = ["BahamaTaxi", "TaxiState", "CAPACITY", "MOVE_ALLOWANCE"]
