"""The flow of a Jamaica round, as task handlers: dice, cards, turns, loading, sailing,
paying and lairs (fights are in :mod:`.combat`). :class:`JamaicaFlow` also holds what
every handler uses: asking a player, waiting for chance, saying what happened.

Each handler does one task of the stack (``state.tasks``) or resumes a question with its
answer; ``JamaicaGame.TASKS`` and ``JamaicaGame.RESUME`` map the task types to them.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from kit.engine import CHANCE, Action, Event
from kit.flow import OVER, StackGame
from kit.games.jamaica.board import CARDS, FINISHED, PORT_ROYAL, POWERS, RACING, SPACES, stops
from kit.games.jamaica.components import EMPTY, HAND, NEIGHBOURS, SIDE, SYMBOL_GOOD
from kit.games.jamaica.moves import (
    EMPTY_ACTION,
    FORK_ACTION,
    ORDER_ACTION,
    Draw,
    FindTreasure,
    Roll,
)
from kit.games.jamaica.state import (
    MAX_SHIPS,
    Answer,
    DrawCard,
    Drawn,
    Emptied,
    Fell,
    Fight,
    Forked,
    Found,
    GhostMove,
    Half,
    JamaicaState,
    LastRound,
    Loaded,
    NewRound,
    OrderDice,
    Ordered,
    Pay,
    Pending,
    Resume,
    Rolled,
    Round,
    RoundEnd,
    Sailing,
    Ship,
    Stolen,
    Treasure,
    Turn,
)
from kit.games.jamaica.words import card_words

_new = object.__new__

# Tasks without fields, or of one seat, are made once.
ROUND, ORDER_DICE, ROUND_END, NEW_ROUND = Round(), OrderDice(), RoundEnd(), NewRound()
ROLLED, ORDERED = Rolled(), Ordered()
DRAW_TASK = tuple(DrawCard(p) for p in range(MAX_SHIPS))
DRAWN = tuple(Drawn(p) for p in range(MAX_SHIPS))
TURN = tuple(Turn(p) for p in range(MAX_SHIPS))
EVENING = tuple(Half(p, True) for p in range(MAX_SHIPS))
MORNING = tuple(Half(p, False) for p in range(MAX_SHIPS))
PAY = tuple(Pay(p) for p in range(MAX_SHIPS))
FELL = tuple(Fell(p) for p in range(MAX_SHIPS))
PICK_A_CARD = Pending("cards", None, (), None, "Pick a card face down.")


class JamaicaFlow(StackGame):
    """Jamaica's rounds (the game is :class:`kit.games.jamaica.rules.JamaicaGame`)."""

    state: JamaicaState
    RESUME: ClassVar[dict[type, Callable[[Any, Any, Any], None]]] = {}
    # derived from the settings in _check_settings
    ghost: int | None
    keep_last: bool
    lead_ties: bool
    behind_score: int
    _events: list[Event]
    _roll_pending: dict[int, Pending]
    _draw_pending: dict[int, Pending]
    _attack: list[Action]  # the action attacking each ship

    # ---------------------------------------------------------------- helpers
    def _ask(self, kind: str, who: int, options: list[tuple[Action, Answer]], then: Resume,
             prompt: str) -> None:
        """A decision of one player; a single possible answer is taken without asking."""
        if len(options) == 1:  # a tail call: the same as pushing the task and running it next
            self.RESUME[type(then)](self, then, options[0][1])
        else:
            s = self.state
            s.pending = Pending(kind, who, tuple(options), then, prompt)
            s.phase = kind

    def _chance(self, pending: Pending) -> None:
        s = self.state
        s.pending = pending
        s.phase = pending.kind

    def _then(self, then: Resume, value: Answer) -> None:
        """Resume ``then`` with ``value`` now (a tail call: the same as pushing the task and
        running it next)."""
        self.RESUME[type(then)](self, then, value)

    def _emit(self, kind: str, text: str, seen_by: tuple[int, ...] | None = None, **data: Any) -> None:
        # (event data holds no lists, only numbers, text and tuples: such dicts are not
        # tracked by the garbage collector, which keeps long games cheap)
        # Event(kind, text, data, seen_by), built without its frozen __init__ (which sets
        # each field through object.__setattr__): half the cost, the same object.
        event = _new(Event)
        event.__dict__.update(kind=kind, text=text, data=data, seen_by=seen_by)
        self._events.append(event)

    def _name(self, ship: int) -> str:
        return self.state.ships[ship].name

    def _seat_set(self, *ships: int) -> frozenset[int]:
        return frozenset(x for x in ships if x < self.num_players)

    def hand_size(self, player: int) -> int:
        return HAND + 1 if self.state.ships[player].has("map") else HAND

    def ship_label(self, ship_id: int) -> str:
        return "ghost" if ship_id == self.ghost else str(ship_id + 1)

    # ---------------------------------------------------------------- rounds, dice and cards
    def _round(self, task: Round) -> None:
        s = self.state
        s.dice = s.morning = s.evening = None
        s.chosen = [None] * self.num_players
        s.revealed = [False] * self.num_players
        pending = self._roll_pending.get(s.captain)
        if pending is None:  # made once a captain (the prompt names them)
            prompt = f"{self._name(s.captain)}, the captain, rolls the two action dice"
            pending = self._roll_pending[s.captain] = Pending("roll", CHANCE, (), ROLLED, prompt)
        s.pending = pending
        s.phase = "roll"

    def _rolled(self, then: Rolled, roll: Roll) -> None:
        s = self.state
        a, b = s.dice = (roll.high, roll.low)
        self._emit("roll", f"{self._name(s.captain)} rolls the action dice: {a} and {b}.", dice=(a, b))
        s.tasks.append(ORDER_DICE)
        if not s.dealt:  # the first round: the hands are dealt now (see the rules' docstring)
            s.dealt = True
            for p in reversed(range(self.num_players)):
                s.tasks.extend([DRAW_TASK[p]] * HAND)

    def _order(self, task: OrderDice) -> None:
        s = self.state
        assert s.dice is not None
        a, b = s.dice
        if a == b:
            self._ordered(ORDERED, (a, b))
            return
        self._ask("order", s.captain, [(ORDER_ACTION[a, b], (a, b)), (ORDER_ACTION[b, a], (b, a))], ORDERED,
                  "Captain: which die is the morning die?")

    def _ordered(self, then: Ordered, order: tuple[int, int]) -> None:
        s = self.state
        s.morning, s.evening = order
        self._emit("order", f"Morning die {s.morning}, evening die {s.evening}.", morning=s.morning,
                   evening=s.evening)
        s.pending = PICK_A_CARD
        s.phase = "cards"

    def _choose_card(self, player: int, card: int) -> None:
        s = self.state
        s.chosen[player] = card
        s.hands[player].remove(card)
        if None in s.chosen:
            return
        s.last_round = None  # the new round's cards now lie on the table
        s.pending = None
        s.tasks.append(ROUND_END)
        n = self.num_players
        for offset in reversed(range(n)):
            s.tasks.append(TURN[(s.captain + offset) % n])

    def _turn(self, task: Turn) -> None:
        s = self.state
        player = task.player
        s.acting = player
        card = s.chosen[player]
        assert card is not None
        s.revealed[player] = True
        s.discards[player].append(card)
        self._emit("reveal", f"{self._name(player)} reveals card {card}: {card_words(card)}.", player=player,
                   card=card)
        if self.ghost is not None and player == s.captain:
            assert s.morning is not None and s.evening is not None
            s.tasks += [GhostMove(s.evening), EVENING[player], GhostMove(s.morning),
                        MORNING[player]]
        else:
            s.tasks.append(EVENING[player])
            self._act(player, "morning", CARDS[card][0], s.morning)

    def _half(self, task: Half) -> None:
        s = self.state
        card = s.chosen[task.player]
        assert card is not None
        morning, evening = CARDS[card]
        if task.evening:
            self._act(task.player, "evening", evening, s.evening)
        else:
            self._act(task.player, "morning", morning, s.morning)

    def _act(self, player: int, half: str, symbol: str, die: int | None) -> None:
        """One half of a card: load the die's number of goods, or sail that many spaces."""
        s = self.state
        s.half = half
        assert die is not None
        if s.ships[player].lap == FINISHED:
            self._emit("skip", f"{self._name(player)} is home and skips the {half} action.")
        elif symbol == "forward" or symbol == "backward":
            self._sail(player, die, symbol == "forward", player)
        else:
            self._load(player, SYMBOL_GOOD[symbol], die)

    def _round_end(self, task: RoundEnd) -> None:
        s = self.state
        s.acting = s.half = None
        s.last_round = LastRound(s.round, s.captain, s.morning, s.evening, tuple(s.chosen))
        s.chosen = [None] * self.num_players  # the cards played lie on the discard piles now
        s.revealed = [False] * self.num_players
        if s.ending:
            s.phase = OVER
            s.tasks.clear()
            self._emit("end", "A ship is back in Port Royal: the game is over.")
            shown = []
            for ship in s.ships:
                cards = [t.card for t in ship.hidden]
                if cards:
                    shown.append(f"{ship.name} {', '.join(cards)}")
            if shown:
                self._emit("reveal", "Face-down treasures: " + "; ".join(shown) + ".")
            return
        s.tasks.append(NEW_ROUND)
        for p in reversed(range(self.num_players)):
            s.tasks.extend([DRAW_TASK[p]] * (self.hand_size(p) - len(s.hands[p])))

    def _new_round(self, task: NewRound) -> None:
        s = self.state
        s.captain = (s.captain + 1) % self.num_players
        s.round += 1
        self._emit("captain", f"Round {s.round}: {self._name(s.captain)} is captain.")
        s.tasks.append(ROUND)

    def _draw(self, task: DrawCard) -> None:
        s = self.state
        player = task.player
        if not s.decks[player]:
            discard = s.discards[player]
            keep = discard[-1:] if self.keep_last else []
            rest = discard[:-1] if self.keep_last else discard
            if not rest:
                self._emit("draw", f"{self._name(player)} has no card left to draw.")
                return
            s.decks[player] = sorted(rest)
            s.discards[player] = keep
            self._emit("reshuffle", f"{self._name(player)} shuffles the discard into a new deck"
                       + (" (the card just played stays on the discard)." if keep else "."), player=player)
        pending = self._draw_pending.get(player)
        if pending is None:  # made once a player (the prompt names them)
            pending = self._draw_pending[player] = Pending(
                "draw", CHANCE, (), DRAWN[player], f"draw a card into {self._name(player)}'s hand", (player,))
        s.pending = pending
        s.phase = "draw"

    def _drawn(self, then: Drawn, draw: Draw) -> None:
        s = self.state
        s.decks[then.player].remove(draw.card)
        hand = s.hands[then.player]
        hand.append(draw.card)
        hand.sort()

    # ---------------------------------------------------------------- loading
    def _load(self, player: int, good: str, die: int) -> None:
        amount = min(die, self.state.bank[good])
        if amount == 0:
            self._emit("load", f"{self._name(player)} cannot load {good}: the bank has none.")
            return
        for i, (_, held) in enumerate(self.state.ships[player].holds):
            if held == 0:  # the first empty hold (made here: most loads need no choice)
                self._store(player, good, amount, i)
                return
        self._make_room(player, good, Loaded(player, good, amount))

    def _place(self, player: int, good: str, then: Loaded | Stolen) -> None:
        """Find the empty hold that will take ``good``: the first empty one, or one the player
        empties (a choice among the holds that do not hold ``good``); ``then`` resumes with its
        index, or None when there is no room."""
        for i, (_, amount) in enumerate(self.state.ships[player].holds):
            if amount == 0:
                self._then(then, i)
                return
        self._make_room(player, good, then)

    def _make_room(self, player: int, good: str, then: Loaded | Stolen) -> None:
        """Every hold is full: the player empties one that does not hold ``good``."""
        holds = self.state.ships[player].holds
        choices: list[tuple[Action, Answer]] = [(EMPTY_ACTION[i], i) for i, (kind, _) in enumerate(holds)
                                                if kind != good]
        if not choices:
            self._then(then, None)
            return
        self._ask("empty", player, choices, Emptied(player, then),
                  f"Every hold is full: empty one that does not hold {good}.")

    def _emptied(self, then: Emptied, index: int) -> None:
        s = self.state
        kind, amount = s.ships[then.player].holds[index]
        assert kind is not None
        s.bank[kind] += amount
        s.ships[then.player].holds[index] = EMPTY
        self._emit("empty", f"{self._name(then.player)} empties hold {index + 1} ({amount} {kind}) "
                   "into the bank.")
        self._then(then.then, index)

    def _loaded(self, then: Loaded, index: int | None) -> None:
        if index is None:
            self._emit("load", f"{self._name(then.player)} cannot load {then.good}: every hold already holds "
                       f"{then.good}.")
            return
        self._store(then.player, then.good, then.amount, index)

    def _store(self, player: int, good: str, amount: int, index: int) -> None:
        s = self.state
        s.bank[good] -= amount
        s.ships[player].holds[index] = (good, amount)
        self._emit("load", f"{self._name(player)} loads {amount} {good}.", player=player, good=good,
                   amount=amount)

    # ---------------------------------------------------------------- sailing
    def _sail(self, ship_id: int, steps: int, forward: bool, decider: int) -> None:
        ship = self.state.ships[ship_id]
        self.state.sailing = Sailing(ship_id, (ship.pos,), steps, forward, steps)
        self._steps(ship_id, forward, decider)

    def _steps(self, ship_id: int, forward: bool, decider: int) -> None:
        s = self.state
        ship = s.ships[ship_id]
        sailing = s.sailing
        assert sailing is not None
        while sailing.left > 0:
            options = NEIGHBOURS[ship.pos, forward, ship.lap]
            if len(options) > 1:
                lanes: list[tuple[Action, Answer]] = [(FORK_ACTION[SIDE[space]], (space, lap))
                                                      for space, lap in options]
                self._ask("fork", decider, lanes, Forked(ship_id, forward, decider),
                          f"{ship.name} is at a fork on space {ship.pos}: outer lane or inner channel?")
                return
            ship.pos, ship.lap = options[0]
            sailing.trail += (ship.pos,)
            home = forward and ship.pos == PORT_ROYAL and ship.lap == FINISHED
            sailing.left = 0 if home else sailing.left - 1
        self._sailed(ship_id, decider)

    def _forked(self, then: Forked, target: tuple[int, int]) -> None:
        s = self.state
        ship = s.ships[then.ship]
        sailing = s.sailing
        assert sailing is not None
        s.forks_taken.append((then.ship, ship.pos, SIDE[target[0]]))
        ship.pos, ship.lap = target
        sailing.trail += (ship.pos,)
        sailing.left = 0 if stops(ship.pos, ship.lap, then.forward) else sailing.left - 1
        self._steps(then.ship, then.forward, then.decider)

    def _sailed(self, ship_id: int, decider: int) -> None:
        s = self.state
        ship = s.ships[ship_id]
        sailing, s.sailing = s.sailing, None
        assert sailing is not None
        trail = sailing.trail
        way = "forward" if sailing.forward else "backward"
        self._emit("move", f"{ship.name} sails {way} {len(trail) - 1}: " + " → ".join(map(str, trail)) + ".",
                   ship=ship_id, path=trail)
        if ship.lap == FINISHED:
            if ship_id == self.ghost:
                ship.lap = RACING
                self._emit("ghost", "The ghost ship reaches Port Royal and stops there.")
                return
            s.ending = True
            self._emit("finish", f"{ship.name} is back in Port Royal! The round is played to its end.",
                       ship=ship_id)
            return
        self._arrive(ship_id, decider)

    def _arrive(self, ship_id: int, decider: int) -> None:
        """Where a ship stops: fight whoever is there (never on Port Royal), then pay."""
        s = self.state
        pos = s.ships[ship_id].pos
        if pos == PORT_ROYAL:
            return
        others = [q for q, o in enumerate(s.ships) if o.pos == pos and q != ship_id]
        if not others:
            self._pay(PAY[ship_id])
            return
        s.tasks.append(PAY[ship_id])
        self._ask("target", decider, [(self._attack[q], q) for q in others], Fight(ship_id),
                  "Several ships are here: which one do you attack?")

    def _pay(self, task: Pay) -> None:
        s = self.state
        ship_id = task.ship
        ship = s.ships[ship_id]
        space = SPACES[ship.pos]
        if space.kind == "lair":
            self._take_token(ship_id)
            return
        if ship_id == self.ghost or not space.cost:
            return
        good, have = space.pays_with, ship.total(space.pays_with)
        if have >= space.cost:
            ship.take(good, space.cost)
            s.bank[good] += space.cost
            self._emit("pay", f"{ship.name} pays {space.cost} {good} on space {ship.pos}.", ship=ship_id)
            return
        ship.take(good, have)
        s.bank[good] += have
        s.shortages += 1
        self._emit("shortage", f"Shortage! {ship.name} owes {space.cost} {good} on space {ship.pos}, "
                   f"pays the {have} it has and falls back.", ship=ship_id)
        lanes: list[tuple[Action, Answer]] = [(FORK_ACTION[SIDE[x]], x)
                                              for x in fallback_spaces(ship, ship.pos)]
        self._ask("fall", ship_id, lanes, FELL[ship_id],
                  "Falling back: two lanes are equally near; which one?")

    def _fell(self, then: Fell, target: int) -> None:
        ship = self.state.ships[then.ship]
        self._emit("move", f"{ship.name} falls back to space {target}.", ship=then.ship,
                   path=(ship.pos, target))
        ship.pos = target
        self._arrive(then.ship, then.ship)

    def _take_token(self, ship_id: int) -> None:
        s = self.state
        ship = s.ships[ship_id]
        if ship.pos not in s.tokens:
            return
        s.tokens.discard(ship.pos)
        if s.treasures_left == 0:
            self._emit("treasure", f"{ship.name} takes the treasure token; no treasure card is left.")
            return
        self._chance(Pending("treasure", CHANCE, (), Found(ship_id), f"{ship.name} draws a treasure card",
                             (ship_id,)))

    def _found(self, then: Found, found: FindTreasure) -> None:
        s = self.state
        ship_id, card = then.ship, found.card
        ship = s.ships[ship_id]
        s.pool.remove(card)
        s.treasures_left -= 1
        ship.treasures.append(Treasure(card, self._seat_set(ship_id)))
        if card == "hold6":
            ship.holds.append(EMPTY)
        if card in POWERS:
            self._emit("treasure", f"{ship.name} finds a treasure in the lair: {POWERS[card]}!", ship=ship_id,
                       card=card)
        else:
            self._emit("treasure", f"{ship.name} finds a treasure in the lair and keeps it face down.",
                       ship=ship_id)


def can_pay(ship: Ship, space: int) -> bool:
    s = SPACES[space]
    return not s.cost or ship.total(s.pays_with) >= s.cost


def fallback_spaces(ship: Ship, start: int) -> list[int]:
    """The nearest spaces behind ``start`` that the ship can pay for (two only when they lie
    equally far back in the two lanes behind a merge). Port Royal is free, so the search
    always ends."""
    level = [start]
    while True:
        behind: list[int] = []
        for space in level:
            for prev, _ in NEIGHBOURS[space, False, RACING]:
                if prev not in behind:
                    behind.append(prev)
        payable = [x for x in behind if can_pay(ship, x)]
        if payable:
            return payable
        level = behind
