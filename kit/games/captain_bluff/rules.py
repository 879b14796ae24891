"""Captain Bluff: players put bags on airport carousels, face up, claiming they come from
the city whose card lies face down above the carousel, and others may call the bluff.

Game by Torsten Landsvogt (Helvetiq, 2020); rules from the project's rules text. Where the
text is silent the kit decides, visibly: :attr:`CaptainBluff.KIT_DEFAULTS` and the
options whose source is "kit default" (``kit.options_table("captain_bluff")``).

Setting the chance outcomes by hand builds any position: the deal comes first, player by
player (the baggage cards of player 1, then of player 2 ..., then the airport cards in the
same order), as ``draw HK5`` (a card of the draw pile) and ``deal AW`` (an airport card).

>>> import kit
>>> g = kit.new_game("captain_bluff", players=2, seed=1, chance="manual")
>>> for card in "HK1 HK2 HK3 HK4 HK5 HK6 HN1 HN2 HN3 SF1 SF2 SF3".split():
...     _ = g.play(f"draw {card}")          # player 1's twelve bags
>>> for card in "HK7 HK8 HK9 HK10 HK11 HK12 HN4 HN5 HN6 SF4 SF5 SF6".split():
...     _ = g.play(f"draw {card}")          # player 2's
>>> for card in "AW RD NB DF AW RD".split():
...     _ = g.play(f"deal {card}")          # three airport cards each
>>> g.chance = "auto"
>>> for step in ["origin 1 HK6", "origin 2 HK12", "origin 3 HN3", "origin 4 SF6"]:
...     _ = g.play(step)                    # two face-down cards each, in turn
>>> _ = g.play("place 1 HK3 HK4 HK5")      # a true run: Hong Kong under Hong Kong
>>> g.to_act                               # player 2 may call the bluff, or pass
[1]
>>> [str(e) for e in g.play("challenge", 1)][:1]
['the face-down card of carousel 1 is Hong Kong 6: no bluff; player 2 takes the 4 cards']

Actions (carousels are numbered 1 to 6): ``origin 3 HK5`` (place a card face down above an
empty carousel; in a turn, then draw a card), ``place 3 HK5 HK6 AW=7`` (bags in the order
placed; ``AW=7`` is Around the World standing for 7), ``check 3``, ``change 3 HK5``,
``close 3``, ``reverse 3`` (Reverse Direction), ``notice 2 5`` (Notice Board: look at two
face-down cards), ``delay`` (Delayed Flight), ``recover 3 2`` (take back the last 2 bags
of carousel 3), ``challenge``, ``pass``, ``end`` (end the turn).
Chance steps: ``draw HK5`` (the draw pile), ``deal AW`` (the airport cards, at setup).
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from itertools import chain, combinations, compress
from math import comb
from operator import itemgetter, methodcaller

from kit.engine import CHANCE, Action, Event, Game, GameInfo, IllegalAction, LogLine, Option, State
from kit.games.captain_bluff.cards import (
    AIRPORT,
    AIRPORT_EACH,
    AIRPORT_MIXES,
    AIRPORT_NAMES,
    BAGGAGE,
    CARD_OF,
    CAROUSELS,
    CITIES,
    CITY_NAMES,
    CITY_OF,
    DELAYED_BELOW,
    HAND_SIZE,
    HIGHEST,
    LOWEST,
    NUMBER_OF,
    ORDER,
    ORIGINS_EACH,
    full_deck,
    pretty,
    sort_cards,
)
from kit.games.captain_bluff.words import words

ALL_CARDS = BAGGAGE + AIRPORT
NUMBERS = range(LOWEST, HIGHEST + 1)
IS_AIRPORT = frozenset(AIRPORT)

ORIGIN = {(c, card): Action("origin", (str(c + 1), card)) for c in range(CAROUSELS) for card in ALL_CARDS}
CHANGE = {(c, card): Action("change", (str(c + 1), card)) for c in range(CAROUSELS) for card in ALL_CARDS}
ORIGIN_AT = [{card: ORIGIN[c, card] for card in ALL_CARDS} for c in range(CAROUSELS)]
CHANGE_AT = [{card: CHANGE[c, card] for card in ALL_CARDS} for c in range(CAROUSELS)]
CHECK = [Action("check", (str(c + 1),)) for c in range(CAROUSELS)]
CLOSE = [Action("close", (str(c + 1),)) for c in range(CAROUSELS)]
REVERSE = [Action("reverse", (str(c + 1),)) for c in range(CAROUSELS)]
RECOVER = {(c, k): Action("recover", (str(c + 1), str(k))) for c in range(CAROUSELS) for k in range(1, 66)}
RECOVER_UP_TO = [[RECOVER[c, k] for k in range(1, 66)] for c in range(CAROUSELS)]
NOTICE = {pair: Action("notice", tuple(str(c + 1) for c in pair))
          for r in (0, 1, 2) for pair in combinations(range(CAROUSELS), r)}
DRAW = {card: Action("draw", (card,)) for card in ALL_CARDS}
DEAL = {card: Action("deal", (card,)) for card in AIRPORT}
PASS, CHALLENGE, END, DELAY = Action("pass"), Action("challenge"), Action("end"), Action("delay")
TURN_LIMIT_MAX = 2000
#: Steps a turn can take at most (one action, one airport card, the end, a window of
#: challenges and one of recoveries, draws, and recoveries, each of which takes a card
#: off the table): a bound for GameInfo.max_actions.
STEPS_PER_TURN = 160


def aw_token(number: int) -> str:
    return f"AW={number}"


AW_TOKEN = {k: aw_token(k) for k in NUMBERS}
KEY = [str(c + 1) for c in range(CAROUSELS)]
#: The ledger's names of the places of hidden cards (see BluffState): hands, face-down cards.
HAND_SLOT = [f"h{q}" for q in range(max(HAND_SIZE))]
ORIGIN_SLOT = [f"o{c}" for c in range(CAROUSELS)]
CAROUSEL_RANGE = range(CAROUSELS)
CITY_CARDS = {city: {n: CARD_OF[city, n] for n in NUMBERS} for city in CITIES}
#: A placement's word -> its entry in a carousel's row: (card, number it stands for).
ROW_ENTRY = {**{card: (card, NUMBER_OF[card]) for card in BAGGAGE}, **{AW_TOKEN[k]: ("AW", k) for k in NUMBERS}}


@dataclass
class BluffState(State):
    """A Captain Bluff position.

    ``rows[c]`` holds the cards face up on carousel c as ``(card, number)`` pairs (Around
    the World with the number it stands for, Reverse Direction with 0); ``origins[c]`` the
    face-down card above it (None: the carousel is empty and inactive). ``tasks`` are the
    chance draws still due, ``("pile", p)`` or ``("box", p)`` (an airport card at setup).

    What each player knows of hidden cards: ``known_origin[p]`` (carousel -> card),
    ``known_hand[p][q]`` (cards p knows are in q's hand), ``known_discard[p]`` (face-down
    cards p knows are in the discard pile); ``public_hand[q]`` is what everyone knows is
    in q's hand (bags taken back after a challenge or a recovery). Each is a part of the
    truth: a card leaves it when it moves out of sight.

    ``slots`` and ``totals`` are the ledger of what everyone knows of the *kinds* of the
    hidden cards (airport card or bag): each place (``h2`` the hidden part of player 3's
    hand, ``o4`` the face-down card of carousel 5, ``d`` the unseen part of the discard
    pile, ``p`` the draw pile, ``x`` the airport cards out of the game) holds cards of
    groups: ``"A"`` cards known to be airport cards, ``"B"`` known bags, or a numbered
    group whose cards, wherever they are, hold ``totals[group]`` airport cards in all (a
    card put face down from a hand of airport cards and bags makes one group of the hand
    and the face-down card).
    """

    phase: str = "deal"  # deal -> setup -> turn -> challenge -> recovery -> after -> turn ... -> over
    pile: list[str] = field(default_factory=list)      # unordered: cards are drawn at random
    box: list[str] = field(default_factory=list)       # airport cards not dealt (out of the game)
    discard: list[str] = field(default_factory=list)
    public_discard: list[str] = field(default_factory=list)  # the part of the discard everyone saw
    pile_pure: bool = True                                   # the pile is known to hold bags only
    hands: list[list[str]] = field(default_factory=list)
    origins: list = field(default_factory=list)              # card or None, per carousel
    rows: list[list[tuple]] = field(default_factory=list)
    cities: list = field(default_factory=list)               # city of the bags, or None
    directions: list[int] = field(default_factory=list)      # +1 up, -1 down, 0 not yet set
    tasks: list[tuple] = field(default_factory=list)
    current: int = 0
    setup_left: int = 0
    acted: bool = False
    airport_played: bool = False
    after_draw: bool = False     # the turn's action waits for its draw to finish
    waiting: list[int] = field(default_factory=list)
    window_carousel: int = -1
    placer: int = -1
    turn: int = 0
    winner: int = -1
    last_challenge: tuple = ()
    known_origin: list[dict] = field(default_factory=list)
    known_hand: list[list[list[str]]] = field(default_factory=list)
    known_discard: list[list[str]] = field(default_factory=list)
    public_hand: list[list[str]] = field(default_factory=list)
    # What everyone knows of the kinds of the hidden cards (see "the ledger" above):
    # place -> {group: cards of that group there}; numbered group -> its airport cards.
    slots: dict = field(default_factory=dict)
    totals: dict = field(default_factory=dict)
    next_group: int = 0


class CaptainBluff(Game):
    info = GameInfo(
        name="captain_bluff",
        title="Captain Bluff",
        min_players=2,
        max_players=5,
        designers=("Torsten Landsvogt",),
        publishers=("Helvetiq",),
        summary="Baggage carousels, bluffing and challenges: claim your bags come from the city "
                "hidden above the carousel, and call the others' bluffs.",
        credits="“Captain Bluff” by Torsten Landsvogt, published by Helvetiq (2020). Rules "
                "implemented from the project's rules text; the airport card mix and the timing "
                "of reactions are kit defaults.",
        year=2020,
        chance=True,
        hidden_information=True,
        simultaneous=False,
        score_range=(-65, 0),
        max_actions=TURN_LIMIT_MAX * STEPS_PER_TURN + 400,
    )
    options = {
        "first_player": Option(1, "the player who last took a plane starts the game (the rules "
                                  "leave it to the table: choose that player here)",
                               choices=(1, 2, 3, 4, 5), label="Who flew last (starts)",
                               choice_labels=tuple(f"Player {n}" for n in range(1, 6))),
        "airport_cards": Option(True, "deal the airport special cards (off: a first lesson with "
                                      "baggage cards only; a teaching variant of the kit)",
                                source="variant", label="Airport cards"),
        "recovery": Option(True, "players may take back the last bags of a carousel (off: a "
                                 "first lesson without baggage recovery; a teaching variant of "
                                 "the kit)", source="variant", label="Baggage recovery"),
        "airport_mix": Option("4/4/3/3", "how the 14 airport cards split among Around the World, "
                                         "Reverse Direction, Notice Board and Delayed Flight (the "
                                         "rules text does not say)",
                              choices=tuple(AIRPORT_MIXES), source="kit default", label="Airport card mix",
                              choice_labels=tuple(
                                  ", ".join(f"{n} {AIRPORT_NAMES[kind]}" for kind, n in zip(AIRPORT, mix))
                                  for mix in AIRPORT_MIXES.values())),
        "turn_limit": Option(200, "the game stops after this many turns and the fewest cards in "
                                  "hand win (ties share); the rules have no limit, a computer "
                                  "game needs one", bounds=(10, TURN_LIMIT_MAX), source="kit default",
                             label="Turn limit"),
    }
    KIT_DEFAULTS = {
        "challenge_window": "after each placement every other player, clockwise from the placer's "
                            "left, may call the bluff or pass; the first call is resolved and "
                            "closes the window",
        "carousel_after_challenge": "the carousel is left empty and inactive (its bags and its "
                                    "face-down card went to a hand); it needs a new face-down card",
        "recovery_window": "baggage recovery is offered to every player after each action (and "
                           "its challenge), and to the player whose turn it is at any point of "
                           "their turn; a player may recover several times before passing",
        "runs": "each placement is a run of consecutive numbers; between placements a carousel "
                "only has to keep its direction (a gap is allowed), as public descriptions of the "
                "game say",
        "reverse_direction": "played on a carousel whose direction is set; the next bag continues "
                             "from the last number in the other direction",
        "around_the_world": "stands for one number missing from its run (one the player does not "
                            "hold in that city), within 1–17 and not already on the carousel; it "
                            "goes down with at least one real bag; "
                            "the city check ignores it and compares the real bags only",
        "direction_after_recovery": "a carousel left with a single card has no direction again: "
                                    "the next card placed decides it",
        "setup_order": "the face-down cards before play are placed in turn order from the first "
                       "player, on any empty carousel (two rounds with two players)",
        "draws": "after a reshuffle the draw pile may hold airport cards; any draw (Delayed Flight "
                 "included) takes whatever card comes; with the draw pile and the discard pile "
                 "both empty nothing is drawn",
        "notice_board": "looks at two different face-down cards (fewer if fewer carousels have "
                        "one); which carousels is seen by all",
        "delayed_flight": "the players who have fewer than 5 cards when it is played draw one "
                          "each, clockwise from the player's left",
        "win": "a player wins as soon as their hand is empty and no challenge of their bags is "
               "pending",
    }

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        n = self.num_players
        first = self.settings["first_player"]
        if first > n:
            raise ValueError(f"first_player={first}: there are only {n} players")
        self.first = first - 1
        self.airport_on = self.settings["airport_cards"]
        self.recovery_on = self.settings["recovery"]
        self.turn_limit = self.settings["turn_limit"]
        self.hand_size = HAND_SIZE[n]
        self.airport_each = AIRPORT_EACH[n] if self.airport_on else 0
        self.origins_each = ORIGINS_EACH[n]
        self.deck = full_deck(self.settings["airport_mix"])

    def _initial_state(self) -> BluffState:
        n = self.num_players
        tasks = [("pile", p) for p in range(n) for _ in range(self.hand_size)]
        tasks += [("box", p) for p in range(n) for _ in range(self.airport_each)]
        box = [card for card in self.deck if card in IS_AIRPORT]
        return BluffState(
            pile=list(BAGGAGE), box=box, hands=[[] for _ in range(n)],
            origins=[None] * CAROUSELS, rows=[[] for _ in range(CAROUSELS)],
            cities=[None] * CAROUSELS, directions=[0] * CAROUSELS, tasks=tasks,
            known_origin=[{} for _ in range(n)],
            known_hand=[[[] for _ in range(n)] for _ in range(n)],
            known_discard=[[] for _ in range(n)], public_hand=[[] for _ in range(n)],
            slots={**{f"h{q}": {} for q in range(n)}, **{f"o{c}": {} for c in range(CAROUSELS)},
                   "d": {}, "p": {"B": len(BAGGAGE)}, "x": {"A": len(box)}, "t": {}})

    # --------------------------------------------------------------- chance
    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        s = self.state
        kind = s.tasks[0][0]
        source = s.pile if kind == "pile" else s.box
        counts = Counter(source)
        total = len(source)
        verb = DRAW if kind == "pile" else DEAL
        return [(verb[card], counts[card] / total) for card in sorted(counts, key=ORDER.__getitem__)]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        if s.tasks[0][0] == "pile":
            return DRAW[s.pile[int(rng.random() * len(s.pile))]]
        return DEAL[s.box[int(rng.random() * len(s.box))]]

    def _check_chance(self, action: Action) -> None:
        s = self.state
        kind = s.tasks[0][0]
        verb = "draw" if kind == "pile" else "deal"
        if action.name != verb or len(action.args) != 1:
            example = "draw HK5" if verb == "draw" else "deal AW"
            raise IllegalAction("chance", f"the next chance step is “{verb} CARD”, e.g. {example}")
        card = action.args[0]
        source = s.pile if kind == "pile" else s.box
        if card not in source:
            where = "the draw pile" if kind == "pile" else "the airport cards not yet dealt"
            raise IllegalAction("chance", f"{card[:20]} is not in {where}")

    def chance_help(self) -> str:
        s = self.state
        if s.tasks and s.tasks[0][0] == "box":
            return f"name the airport card player {s.tasks[0][1] + 1} is dealt, e.g. “deal AW” " \
                   "(AW Around the World, RD Reverse Direction, NB Notice Board, DF Delayed Flight)"
        who = s.tasks[0][1] + 1 if s.tasks else "?"
        return f"name the card player {who} draws from the draw pile, e.g. “draw HK5” " \
               "(HK Hong Kong, HN Honolulu, SF San Francisco, number 1–17)"

    def _draw(self, card: str) -> list[Event]:
        s = self.state
        kind, p = s.tasks.pop(0)
        (s.pile if kind == "pile" else s.box).remove(card)
        s.hands[p].append(card)
        self._ledger_move("p" if kind == "pile" else "x", HAND_SLOT[p])
        return self._settle([])

    def _prepare_draws(self, events: list[Event]) -> None:
        """Before a draw from an empty pile, shuffle the discard pile into a new one; with
        nothing to shuffle, the draw is dropped (KIT_DEFAULTS["draws"])."""
        s = self.state
        while s.tasks and s.tasks[0][0] == "pile" and not s.pile:
            if s.discard:
                s.pile_pure = not any(c in IS_AIRPORT for c in s.discard) and \
                    len(s.public_discard) == len(s.discard)
                slots = s.slots
                pile = slots["p"] = slots["d"]
                slots["d"] = {}
                for card in s.public_discard:  # the cards everyone saw join the pile's unseen cards
                    kind = "A" if card in IS_AIRPORT else "B"
                    pile[kind] = pile.get(kind, 0) + 1
                s.pile, s.discard, s.public_discard = s.discard, [], []
                for known in s.known_discard:
                    known.clear()
                events.append(Event("reshuffle", "the draw pile is empty: the discard pile is "
                                                 "shuffled to make a new draw pile"))
            else:
                p = s.tasks.pop(0)[1]
                events.append(Event("no draw", f"no card is left to draw for player {p + 1}"))

    # ------------------------------------------------------------ the flow
    def _settle(self, events: list[Event]) -> list[Event]:
        """Go on with the game once a step is done: draws first, then whatever follows."""
        s = self.state
        if s.tasks:
            if not s.pile:  # (the only case where the draws need preparing)
                self._prepare_draws(events)
            if s.tasks:
                return events
        if s.phase == "deal":
            s.phase = "setup"
            s.current = self.first
            s.setup_left = self.origins_each * self.num_players
            return events
        if s.phase == "setup":
            return events
        if s.after_draw:
            s.after_draw = False
            self._action_done()
        if s.phase != "challenge" and s.phase != "over" and not all(s.hands):
            for q, hand in enumerate(s.hands):
                if not hand:
                    s.phase = "over"
                    s.winner = q
                    s.waiting = []
                    events.append(Event("win", f"player {q + 1} has no card left and is Captain Bluff!"))
                    break
        return events

    def _action_done(self) -> None:
        """The turn's action (and its challenge) is over: the recovery window opens."""
        s = self.state
        if self.recovery_on and self._recoverable():
            n = self.num_players
            s.phase = "recovery"
            s.waiting = [(s.current + k) % n for k in range(1, n + 1)]
            return
        self._to_after()

    def _to_after(self) -> None:
        s = self.state
        s.waiting = []
        if not s.airport_played and self._has_airport_play(s.current):
            s.phase = "after"
        else:
            self._end_turn()

    def _end_turn(self) -> None:
        s = self.state
        s.turn += 1
        s.acted = s.airport_played = False
        s.window_carousel = s.placer = -1
        if s.turn >= self.turn_limit:
            s.phase = "over"
            s.winner = -1  # no empty hand: the fewest cards win (scores)
            return
        s.current = (s.current + 1) % self.num_players
        s.phase = "turn"

    # ------------------------------------------------------------ contract
    def _is_over(self) -> bool:
        return self.state.phase == "over"

    def _to_act(self) -> list:
        s = self.state
        if s.tasks:
            return [CHANCE]
        phase = s.phase
        if phase == "challenge" or phase == "recovery":
            return list(s.waiting)
        if phase == "over":
            return []
        return [s.current]

    def _chance_due(self) -> bool:
        return bool(self.state.tasks)

    def scores(self) -> list[float]:
        return [-len(h) for h in self.state.hands]

    # ------------------------------------------------------- legal actions
    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        phase = s.phase
        if phase == "challenge":
            return [CHALLENGE, PASS]
        if phase == "recovery":
            return self._recoveries() + [PASS]
        if phase == "setup":
            return self._origin_moves(player)
        actions = self._recoveries() if self.recovery_on else []
        hand = s.hands[player]
        if not s.airport_played and not IS_AIRPORT.isdisjoint(hand):
            actions += self._airport_plays(player)
        if phase == "after":
            actions.append(END)
            return actions
        if not s.acted:
            actions += self._placements(player)
            origins = s.origins
            cards = dict.fromkeys(hand)  # each card once, in the order of the hand
            # (compress picks the carousels with a face-down card, or a city: a card is
            # never empty text, so it counts as true)
            for origin, table in zip(origins, ORIGIN_AT):
                if origin is None:
                    actions += map(table.__getitem__, cards)
            actions += compress(CHECK, origins)
            for c in compress(CAROUSEL_RANGE, s.cities):
                actions += map(CHANGE_AT[c].__getitem__, cards)
                actions.append(CLOSE[c])
        return actions

    def _origin_moves(self, player: int) -> list[Action]:
        s = self.state
        cards = dict.fromkeys(s.hands[player])
        actions: list[Action] = []
        for origin, table in zip(s.origins, ORIGIN_AT):
            if origin is None:
                actions += map(table.__getitem__, cards)
        return actions

    def _recoverable(self) -> bool:
        rows = self.state.rows
        if max(map(len, rows)) < 2:
            return False
        for row in rows:
            if len(row) > 1 and _recover_max(row):
                return True
        return False

    def _recover_max(self, c: int) -> int:
        """How many bags may be taken back from carousel c: the last bags, up to the last
        airport card, leaving at least one real bag."""
        return _recover_max(self.state.rows[c])

    def _recoveries(self) -> list[Action]:
        actions: list[Action] = []
        rows = self.state.rows
        if max(map(len, rows)) < 2:  # the usual case: nothing to take back
            return actions
        for row, recover in zip(rows, RECOVER_UP_TO):
            if len(row) > 1:
                k = _recover_max(row)
                if k:
                    actions += recover[:k]
        return actions

    def _has_airport_play(self, player: int) -> bool:
        """Whether ``player`` may play an airport card now (what _airport_plays lists)."""
        s = self.state
        hand = s.hands[player]
        if IS_AIRPORT.isdisjoint(hand):
            return False
        if "DF" in hand or ("NB" in hand):  # Notice Board looks at nothing when no card is down
            return True
        return "RD" in hand and any(s.directions)

    def _airport_plays(self, player: int) -> list[Action]:
        s = self.state
        hand = s.hands[player]
        actions = []
        if "RD" in hand:
            actions += compress(REVERSE, s.directions)  # the carousels with a direction
        if "NB" in hand:
            faces = tuple(compress(CAROUSEL_RANGE, s.origins))  # those with a face-down card
            actions += map(NOTICE.__getitem__, combinations(faces, min(2, len(faces))))
        if "DF" in hand:
            actions.append(DELAY)
        return actions

    def _placements(self, player: int) -> list[Action]:
        """Every legal placement: on each carousel with a face-down card, for each city it
        may take, each run of the hand going the carousel's way (both ways while its
        direction is not set), with at most one Around the World for a missing number.
        The runs are worked out once a call on bit masks of the numbers held, as
        stretches (see :func:`_up`), whose placements each carousel keeps (STRETCH_AT)."""
        s = self.state
        hand = s.hands[player]
        joker = not s.airport_played and "AW" in hand
        held = sum(map(PACKED.__getitem__, hand))  # the hand's numbers, three masks in one int
        origins, cities = s.origins, s.cities
        actions: list[Action] = []
        opening = None  # the stretches a carousel without bags may take
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
                parts = _run_parts(i, have, joker, s.rows[c], s.directions[c])
                if parts:
                    actions += _chain_from(map(STRETCH_AT[c].__getitem__, parts))
        return actions

    @staticmethod
    def _last_and_used(row: list) -> tuple:
        last, used = None, set()
        for card, number in row:
            if number:
                last = number
                used.add(number)
        return last, used

    # ------------------------------------------------------------ applying
    def _apply(self, player, action: Action) -> list[Event]:
        if player == CHANCE:
            return self._draw(action.args[0])
        # one method an action (see APPLY, after the class): a dictionary finds it at once
        return self._settle(APPLY[action.name](self, player, action.args))

    def _apply_pass(self, player: int, args: tuple) -> list[Event]:
        s = self.state
        s.waiting.remove(player)
        if not s.waiting:
            if s.phase == "challenge":
                self._action_done()
            else:
                self._to_after()
        return []

    def _apply_challenge(self, player: int, args: tuple) -> list[Event]:
        events = self._challenge(player)
        self._action_done()
        return events

    def _apply_recover(self, player: int, args: tuple) -> list[Event]:
        s = self.state
        c, k = int(args[0]) - 1, int(args[1])
        row = s.rows[c]
        taken = [card for card, _ in row[-k:]]
        del row[-k:]
        s.hands[player] += taken
        s.public_hand[player] += taken
        if len(row) == 1:
            s.directions[c] = 0  # KIT_DEFAULTS["direction_after_recovery"]
        if s.phase == "recovery":
            if not self._recoverable():
                s.waiting = []
                self._to_after()
        return []

    def _apply_origin(self, player: int, args: tuple) -> list[Event]:
        s = self.state
        self._face_down(player, int(args[0]) - 1, args[1])
        if s.phase == "setup":
            s.setup_left -= 1
            if s.setup_left:
                s.current = (s.current + 1) % self.num_players
            else:
                s.phase = "turn"
                s.current = self.first
        else:
            s.acted = True
            s.after_draw = True
            s.tasks.append(("pile", player))
        return []

    def _apply_place(self, player: int, args: tuple) -> list[Event]:
        self._place(player, int(args[0]) - 1, args[1:])
        return []

    def _apply_check(self, player: int, args: tuple) -> list[Event]:
        s = self.state
        c = int(args[0]) - 1
        s.known_origin[player][c] = s.origins[c]
        s.acted = True
        self._action_done()
        return []

    def _apply_change(self, player: int, args: tuple) -> list[Event]:
        s = self.state
        c, card = int(args[0]) - 1, args[1]
        old = s.origins[c]
        knew = [r for r in range(self.num_players) if r != player and c in s.known_origin[r]]
        for r in knew:
            del s.known_origin[r][c]
        self._ledger_move(ORIGIN_SLOT[c], "t")  # the old card is taken up as the new one goes down
        self._face_down(player, c, card)
        self._ledger_move("t", HAND_SLOT[player])
        for r in knew:  # who knew the old card now knows it is in this hand
            s.known_hand[r][player].append(old)
        s.hands[player].append(old)
        s.acted = True
        self._action_done()
        return []

    def _apply_close(self, player: int, args: tuple) -> list[Event]:
        s = self.state
        c = int(args[0]) - 1
        row_cards = [card for card, _ in s.rows[c]]
        origin = s.origins[c]
        s.discard += row_cards
        s.public_discard += row_cards
        s.discard.append(origin)
        self._ledger_move(ORIGIN_SLOT[c], "d")
        for r in range(self.num_players):
            if s.known_origin[r].pop(c, None) is not None:
                s.known_discard[r].append(origin)
        self._empty(c)
        s.acted = True
        self._action_done()
        return []

    def _apply_reverse(self, player: int, args: tuple) -> list[Event]:
        s = self.state
        c = int(args[0]) - 1
        self._play_face_up(player, "RD")
        s.rows[c].append(("RD", 0))
        s.directions[c] = -s.directions[c]
        self._airport_done()
        return []

    def _apply_notice(self, player: int, args: tuple) -> list[Event]:
        s = self.state
        self._discard_face_up(player, "NB")
        for arg in args:
            c = int(arg) - 1
            s.known_origin[player][c] = s.origins[c]
        self._airport_done()
        return []

    def _apply_delay(self, player: int, args: tuple) -> list[Event]:
        s = self.state
        self._discard_face_up(player, "DF")
        n = self.num_players
        for k in range(1, n):
            q = (player + k) % n
            if len(s.hands[q]) < DELAYED_BELOW:
                s.tasks.append(("pile", q))
        self._airport_done()
        return []

    def _apply_end(self, player: int, args: tuple) -> list[Event]:
        self._end_turn()
        return []

    def _discard_face_up(self, player: int, card: str) -> None:
        """``player`` plays an airport card from their hand face up onto the discard pile."""
        self._play_face_up(player, card)
        s = self.state
        s.discard.append(card)
        s.public_discard.append(card)

    def _airport_done(self) -> None:
        """An airport card was played: one a turn; played after the action, it ends the turn."""
        s = self.state
        s.airport_played = True
        if s.phase == "after":
            self._end_turn()

    def _face_down(self, player: int, c: int, card: str) -> None:
        """Put a card of ``player``'s hand face down above carousel c. Nobody else can tell
        which card left the hand, so what they knew of that hand is forgotten."""
        s = self.state
        s.hands[player].remove(card)
        s.origins[c] = card
        s.known_origin[player][c] = card
        here = s.slots[HAND_SLOT[player]]
        for seen in s.public_hand[player]:  # the cards everyone saw are no longer told apart
            kind = "A" if seen in IS_AIRPORT else "B"
            here[kind] = here.get(kind, 0) + 1
        if s.public_hand[player]:
            s.public_hand[player] = []
        self._ledger_move(HAND_SLOT[player], ORIGIN_SLOT[c])
        for r, known in enumerate(s.known_hand):
            if r != player and known[player]:
                known[player] = []

    def _play_face_up(self, player: int, card: str) -> None:
        """A card leaves ``player``'s hand face up: everyone sees which one."""
        s = self.state
        s.hands[player].remove(card)
        public = s.public_hand[player]
        if card in public:
            public.remove(card)
        else:
            self._ledger_show(HAND_SLOT[player], card in IS_AIRPORT)
        for known in s.known_hand:
            known = known[player]
            if card in known:
                known.remove(card)

    # ------------------------------------------------------------ the ledger
    def _ledger_move(self, source: str, target: str) -> None:
        """A card nobody else can name goes from one place to another: it is of the one
        group at ``source``, or of any of several, which are then joined."""
        slots = self.state.slots
        here = slots[source]
        if len(here) == 1:
            group = next(iter(here))
        else:
            group = self._ledger_join(source)
        k = here[group] - 1
        if k:
            here[group] = k
        else:
            del here[group]
        there = slots[target]
        there[group] = there.get(group, 0) + 1

    def _ledger_show(self, place: str, airport: bool) -> None:
        """A card of ``place`` is shown (played face up, or revealed) and leaves the
        ledger: a card of its kind known to be there is the one (the worlds where it was
        another are among those), else it leaves the one numbered group there (several
        are joined first)."""
        s = self.state
        here = s.slots[place]
        kind = "A" if airport else "B"
        if here.get(kind):
            group = kind
        else:
            mixed = [g for g in here if type(g) is int]
            group = mixed[0] if len(mixed) == 1 else self._ledger_join(place)
        k = here[group] - 1
        if k:
            here[group] = k
        else:
            del here[group]
        if type(group) is int:
            total = s.totals[group] - airport
            s.totals[group] = total
            if total == 0:  # its kinds are known again: bags
                self._ledger_rename(group, "B")
            else:
                size = sum(map(methodcaller("get", group, 0), s.slots.values()))
                if total == size:  # airport cards
                    self._ledger_rename(group, "A")

    def _ledger_join(self, place: str):
        """Join every group at ``place`` into one new group (a numbered group joins with
        all its cards, wherever they are); returns it."""
        s = self.state
        here = s.slots[place]
        group = s.next_group
        s.next_group += 1
        total = here.get("A", 0)
        for g in list(here):
            if type(g) is int:
                total += s.totals[g]
                self._ledger_rename(g, group)
        count = sum(here.values())
        here.clear()
        here[group] = count
        s.totals[group] = total
        return group

    def _ledger_rename(self, old, new) -> None:
        s = self.state
        for spot in s.slots.values():
            if old in spot:  # (most places hold none of the group)
                k = spot.pop(old)
                if k:
                    spot[new] = spot.get(new, 0) + k
        s.totals.pop(old, None)

    def _empty(self, c: int) -> None:
        s = self.state
        s.rows[c] = []
        s.origins[c] = None
        s.cities[c] = None
        s.directions[c] = 0
        for known in s.known_origin:
            known.pop(c, None)

    def _place(self, player: int, c: int, tokens: tuple[str, ...]) -> None:
        s = self.state
        row = s.rows[c]
        last = None
        for _, number in reversed(row):  # the last number on the carousel (Reverse Direction has none)
            if number:
                last = number
                break
        placed = list(map(ROW_ENTRY.__getitem__, tokens))
        cards = [card for card, _ in placed]
        for card in cards:
            self._play_face_up(player, card)
        if "AW" in cards:  # (one at most, beside at least one real bag)
            s.airport_played = True
        first = placed[0][1]
        if s.directions[c] == 0:
            if last is not None:
                s.directions[c] = 1 if first > last else -1
            elif len(placed) > 1:
                s.directions[c] = 1 if placed[1][1] > first else -1
        row += placed
        s.cities[c] = CITY_OF[cards[1] if cards[0] == "AW" else cards[0]]
        s.acted = True
        s.phase = "challenge"
        s.window_carousel = c
        s.placer = player
        n = self.num_players
        s.waiting = [(player + k) % n for k in range(1, n)]

    def _challenge(self, challenger: int) -> list[Event]:
        s = self.state
        c = s.window_carousel
        origin = s.origins[c]
        city = s.cities[c]
        bluff = origin in IS_AIRPORT or CITY_OF[origin] != city
        loser = s.placer if bluff else challenger
        self._ledger_show(ORIGIN_SLOT[c], origin in IS_AIRPORT)
        cards = [card for card, _ in s.rows[c]] + [origin]
        s.hands[loser] += cards
        s.public_hand[loser] += cards
        s.last_challenge = (c, challenger, s.placer, origin, bluff, loser)
        self._empty(c)
        s.waiting = []
        if origin in IS_AIRPORT:
            why = f"an airport card ({pretty(origin)}): the bluffer loses"
        else:
            why = pretty(origin) + (f", not {CITY_NAMES[city]}: caught bluffing" if bluff else ": no bluff")
        return [Event("reveal", f"the face-down card of carousel {c + 1} is {why}; player {loser + 1} "
                                f"takes the {len(cards)} cards",
                      {"carousel": c + 1, "origin": origin, "bluff": bluff, "loser": loser})]

    # -------------------------------------------------------------- words
    def _parse(self, text: str, player) -> Action:
        action = Action.parse(text)
        return Action(action.name, tuple(_normal(a) for a in action.args))

    def _log_line(self, player, action: Action) -> LogLine | None:
        """How a step reads in the log. Lines are immutable, so each is made once and
        shared (LINES), keyed by what it depends on: the step, and for the few that name
        a hidden card to their player, the player and that card."""
        if player == CHANCE:
            return self._draw_line(action)
        if action.name in SECRET_LINES:
            return self._secret_line(player, action)
        return None  # public: the engine says it with _words

    def _draw_line(self, action: Action) -> LogLine | None:
        s = self.state
        if not s.tasks:
            return None
        kind, p = s.tasks[0]
        key = (kind, p, s.phase == "deal", action)
        line = LINES.get(key)
        if line is None:
            card = pretty(action.args[0])
            if kind == "box":
                line = LogLine(f"player {p + 1} is dealt an airport card",
                               {p: f"player {p + 1} is dealt {card}"})
            else:
                verb = "is dealt" if s.phase == "deal" else "draws"
                line = LogLine(f"player {p + 1} {verb} a card", {p: f"player {p + 1} {verb} {card}"})
            LINES[key] = line
        return line

    def _secret_line(self, player: int, action: Action) -> LogLine:
        """The line of a step that shows its player a hidden card (origin, check, change,
        notice)."""
        s = self.state
        name, args = action.name, action.args
        if name == "notice":
            key = (player, action, *(s.origins[int(a) - 1] for a in args))
        elif name == "origin":
            key = (player, s.phase == "setup", action)
        else:
            key = (player, action, s.origins[int(args[0]) - 1])
        line = LINES.get(key)
        if line is None:
            if len(LINES) >= 100_000:
                LINES.clear()
            line = LINES[key] = self._make_secret_line(player, action)
        return line

    def _make_secret_line(self, player: int, action: Action) -> LogLine:
        s = self.state
        name, args = action.name, action.args
        if name == "origin":
            where = f"face down above carousel {args[0]}"
            draw = "" if s.phase == "setup" else ", then draws a card"
            return LogLine(f"puts a card {where}{draw}", {player: f"puts {pretty(args[1])} {where}{draw}"})
        if name == "check":
            c = int(args[0]) - 1
            return LogLine(f"looks at the face-down card of carousel {args[0]}",
                           {player: f"looks at the face-down card of carousel {args[0]}: "
                                    f"{pretty(s.origins[c])}"})
        if name == "change":
            c = int(args[0]) - 1
            return LogLine(f"swaps a card of their hand with the face-down card of carousel {args[0]}",
                           {player: f"puts {pretty(args[1])} face down above carousel {args[0]} and "
                                    f"takes {pretty(s.origins[c])} into their hand"})
        where = " and ".join(f"carousel {a}" for a in args) or "no carousel (none has a face-down card)"
        seen = "; ".join(f"carousel {a}: {pretty(s.origins[int(a) - 1])}" for a in args)
        return LogLine(f"plays Notice Board and looks at the face-down cards of {where}",
                       {player: f"plays Notice Board: {seen or 'nothing to see'}"})

    def _words(self, player, action: Action, viewer: int | None) -> str:
        return words(player, action, viewer)

    # ------------------------------------------------------------ refusals
    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        s = self.state
        name, args = action.name, action.args
        phase = s.phase
        if name in ("challenge", "pass") and not args:
            if phase not in ("challenge", "recovery"):
                return IllegalAction("challenge after a placement", "there is nothing to challenge or pass now")
            return IllegalAction("challenge after a placement", "only the bags just placed can be challenged")
        if phase == "challenge":
            return IllegalAction("challenge window", "first everyone else calls the bluff or passes")
        carousel = _carousel(args[0]) if args else None
        if name == "recover" and len(args) == 2 and carousel is not None:
            if not self.recovery_on:
                return IllegalAction("baggage recovery", "baggage recovery is off in this game")
            k = args[1]
            if not _digits(k) or int(k) < 1:
                return IllegalAction("action syntax", "recover C K takes back the last K bags (K ≥ 1)")
            row = s.rows[carousel]
            k = int(k)
            if any(card in IS_AIRPORT for card, _ in row[-k:]):
                return IllegalAction("recovery stops at an airport card",
                                     "bags above an airport card cannot be taken back")
            return IllegalAction("recovery leaves a bag", "at least one bag must stay on the carousel")
        if phase == "recovery":
            return IllegalAction("recovery window", "now players may only take back bags or pass")
        if phase == "setup" and name != "origin":
            return IllegalAction("setup", "before play each player places a card face down above a carousel")
        if phase == "deal":
            return IllegalAction("setup", "the cards are being dealt")
        airport = {"reverse": "RD", "notice": "NB", "delay": "DF"}.get(name)
        if airport is not None:
            if s.airport_played:
                return IllegalAction("one airport card a turn", "an airport card was already played this turn")
            if airport not in s.hands[player]:
                return IllegalAction("card in hand", f"there is no {AIRPORT_NAMES[airport]} card in the hand")
            if name == "reverse":
                if carousel is None:
                    return IllegalAction("action syntax", "reverse C names a carousel 1–6")
                return IllegalAction("reverse direction", "the carousel needs bags placed in a direction first")
            if name == "notice":
                return IllegalAction("notice board", "name two different carousels with a face-down card "
                                                     "(fewer only if fewer have one)")
        if name == "end":
            return IllegalAction("one action a turn", "do the turn's action first")
        if name in ("origin", "place", "check", "change", "close"):
            if phase == "after" or s.acted:
                return IllegalAction("one action a turn", "the turn's action is done; play an airport card or end")
            if carousel is None:
                return IllegalAction("action syntax", f"{name} needs a carousel 1–{CAROUSELS}")
        if name == "origin" and len(args) == 2:
            if s.origins[carousel] is not None:
                return IllegalAction("empty carousel", f"carousel {carousel + 1} already has a face-down card")
            return IllegalAction("card in hand", f"{args[1][:20]} is not in the hand")
        if name == "check" and len(args) == 1:
            return IllegalAction("face-down card", f"carousel {carousel + 1} has no face-down card")
        if name in ("change", "close") and len(args) == 1 + (name == "change"):
            if s.cities[carousel] is None:
                return IllegalAction("bags on the carousel", f"{name} needs at least one bag on the carousel")
            return IllegalAction("card in hand", f"{args[1][:20]} is not in the hand")
        if name == "place" and len(args) >= 2:
            return self._why_not_placed(player, carousel, args[1:])
        return IllegalAction("action syntax", f"{action.text[:40]} is not a Captain Bluff action here "
                                              "(origin, place, check, change, close, reverse, notice, delay, "
                                              "recover, challenge, pass, end)")

    def _why_not_placed(self, player: int, c: int, tokens: tuple[str, ...]) -> IllegalAction:
        s = self.state
        hand = Counter(s.hands[player])
        if s.origins[c] is None:
            return IllegalAction("face-down card first", f"carousel {c + 1} has no face-down card above it")
        cards, numbers, jokers = [], [], 0
        for token in tokens:
            if token.startswith("AW=") and _digits(token[3:]):
                jokers += 1
                numbers.append(int(token[3:]))
            elif token in CITY_OF:
                cards.append(token)
                numbers.append(NUMBER_OF[token])
            else:
                return IllegalAction("action syntax", f"{token[:20]} is not a bag (HK5) or Around the World (AW=5)")
        need = Counter(cards)
        if jokers:
            need["AW"] = jokers
        if any(hand[card] < k for card, k in need.items()):
            return IllegalAction("card in hand", "the cards to place must all be in the hand")
        if jokers > 1 or (jokers and s.airport_played):
            return IllegalAction("one airport card a turn", "only one airport card may be played a turn")
        if not cards:
            return IllegalAction("around the world", "Around the World goes down with at least one real bag")
        cities = {CITY_OF[card] for card in cards}
        if len(cities) > 1:
            return IllegalAction("one city per carousel", "all bags on a carousel come from the same city")
        city = cities.pop()
        if s.cities[c] is not None and s.cities[c] != city:
            return IllegalAction("one city per carousel", f"carousel {c + 1} carries bags from "
                                                          f"{CITY_NAMES[s.cities[c]]}")
        if s.cities[c] is None and city in s.cities:
            return IllegalAction("one carousel per city", f"another carousel is already open for {CITY_NAMES[city]}")
        if any(not LOWEST <= k <= HIGHEST for k in numbers):
            return IllegalAction("around the world", "no bag can stand below 1 or above 17")
        steps = {b - a for a, b in zip(numbers, numbers[1:])}
        if steps not in (set(), {1}, {-1}):
            return IllegalAction("runs", "the bags placed must follow each other directly (a run, "
                                         "up or down); Around the World must stand for a missing number")
        last, used = self._last_and_used(s.rows[c])
        if any(k in used for k in numbers):
            return IllegalAction("around the world", "that number is already on the carousel")
        d = s.directions[c]
        run = next(iter(steps), 0)
        if last is not None:
            going = 1 if numbers[0] > last else -1
            if (d and going != d) or (run and run != going):
                return IllegalAction("direction", "the carousel's direction is set by its second card; "
                                                  "keep to it (Reverse Direction turns it)")
        return IllegalAction("not allowed now", "this placement is not allowed here")

    # --------------------------------------------------------------- views
    def _view(self, viewer: int | None) -> dict:
        s = self.state
        n = self.num_players
        teacher = viewer is None
        carousels = []
        for c in range(CAROUSELS):
            carousels.append({
                "number": c + 1,
                "face_down": s.origins[c] is not None,
                "origin": s.origins[c] if teacher else None,
                "row": [[card, number] for card, number in s.rows[c]],
                "city": s.cities[c],
                "direction": s.directions[c],
                "known_by": [p for p in range(n) if c in s.known_origin[p]],
            })
        window = None
        if s.phase in ("challenge", "recovery"):
            window = {"kind": s.phase, "waiting": list(s.waiting),
                      "carousel": s.window_carousel + 1 if s.phase == "challenge" else None,
                      "placer": s.placer if s.phase == "challenge" else None}
        last = None
        if s.last_challenge:
            c, challenger, placer, origin, bluff, loser = s.last_challenge
            last = {"carousel": c + 1, "challenger": challenger, "placer": placer, "origin": origin,
                    "bluff": bluff, "loser": loser}
        public = {
            "carousels": carousels,
            "draw_pile": len(s.pile),
            "discard_pile": len(s.discard),
            "discard_seen": list(s.public_discard),
            "airport_out_of_game": len(s.box),
            "turn_player": s.current,
            "turn": s.turn + 1,
            "turn_limit": self.turn_limit,
            "acted": s.acted,
            "airport_played": s.airport_played,
            "setup_left": s.setup_left,
            "window": window,
            "last_challenge": last,
            "winner": s.winner if s.phase == "over" and s.winner >= 0 else None,
            "ended_by": None if s.phase != "over" else "empty hand" if s.winner >= 0 else "turn limit",
            # the teacher sees every card: the piles' contents (they hold no order)
            "draw_pile_cards": sort_cards(s.pile) if teacher else None,
            "discard_cards": sort_cards(s.discard) if teacher else None,
            "out_of_game_cards": sort_cards(s.box) if teacher else None,
        }
        seats = [{"cards": len(s.hands[q]),
                  "hand": sort_cards(s.hands[q]) if teacher or viewer == q else None,
                  "known_cards": sort_cards(s.public_hand[q])} for q in range(n)]
        private = {}
        if not teacher:
            p = viewer
            private = {
                "hand": sort_cards(s.hands[p]),
                "known_origins": [s.known_origin[p].get(c) for c in range(CAROUSELS)],
                "known_in_hands": [sort_cards(cards) for cards in s.known_hand[p]],
                "known_in_discard": sort_cards(s.known_discard[p]),
            }
        return {"public": public, "seats": seats, "private": private}

    # ---------------------------------------------------------- resampling
    def _resample(self, player: int, rng: random.Random) -> None:
        """Redeal every card ``player`` cannot locate (others' hands less what is known to
        be in them, the face-down cards they have not seen, the unseen part of the
        discard pile, the draw pile, the airport cards out of the game) so that the new
        world agrees with what everyone knows of the cards' kinds (the ledger, see
        :class:`BluffState`): each place keeps its cards known to be airport cards or
        bags, and each group keeps its number of airport cards, spread afresh over its
        places (at random among the ways that fit what ``player`` knows of them). So a
        hand keeps the airport cards it was dealt until it puts a card face down, the
        airport cards out of the game stay airport cards, a draw pile known to hold bags
        only keeps to bags.

        The world depends only on what ``player`` knows and on ``rng``: the cards to deal
        are sorted before they are shuffled (which hidden cards they are, and the order
        they were gathered in, do not matter), and what the others know is rebuilt from
        what ``player`` knows of it (see :meth:`_others_knowledge`)."""
        s = self.state
        p = player
        known_origin = s.known_origin[p]
        fixed: dict[str, list[str]] = {}  # place -> the hidden cards player knows are there
        pool = Counter(s.pile)            # every hidden card the player cannot locate
        pool.update(s.box)
        for q, hand in enumerate(s.hands):
            hidden = Counter(hand)
            if s.public_hand[q]:
                hidden -= Counter(s.public_hand[q])
            if q == p:
                fixed[HAND_SLOT[q]] = sort_cards(hidden.elements())
                continue
            mine = hidden & Counter(s.known_hand[p][q]) if s.known_hand[p][q] else Counter()
            fixed[HAND_SLOT[q]] = sort_cards(mine.elements())
            pool.update(hidden - mine)
        for c, origin in enumerate(s.origins):
            if origin is not None:
                if c in known_origin:
                    fixed[ORIGIN_SLOT[c]] = [origin]
                else:
                    fixed[ORIGIN_SLOT[c]] = []
                    pool[origin] += 1
        unseen = Counter(s.discard) - Counter(s.public_discard)
        mine = unseen & Counter(s.known_discard[p])
        fixed["d"] = sort_cards(mine.elements())
        pool.update(unseen - mine)
        places = [(place, spot) for place, spot in s.slots.items() if spot]
        airports = self._spread_kinds(places, fixed, rng)
        pool = sort_cards(pool.elements())  # a fixed order, then shuffled by rng only
        rng.shuffle(pool)
        air = [card for card in pool if card in IS_AIRPORT]
        bags = [card for card in pool if card not in IS_AIRPORT]
        dealt: dict[str, list[str]] = {}
        own = HAND_SLOT[p]
        for place, spot in places:
            if place == own:
                continue
            known = fixed.get(place, [])
            size = sum(spot.values())
            want = airports[place] - sum(card in IS_AIRPORT for card in known)
            new = [air.pop() for _ in range(want)] + [bags.pop() for _ in range(size - len(known) - want)]
            rng.shuffle(new)
            dealt[place] = new
        assert not air and not bags, "resampling lost count of the hidden cards"
        for q in range(self.num_players):
            if q != p:
                slot = HAND_SLOT[q]
                s.hands[q] = list(s.public_hand[q]) + fixed[slot] + dealt.get(slot, [])
        for c in range(CAROUSELS):
            if s.origins[c] is not None and c not in known_origin:
                s.origins[c] = dealt[ORIGIN_SLOT[c]][0]
        fresh = dealt.get("d", [])
        s.discard = list(s.public_discard) + fixed["d"] + fresh
        s.pile = dealt.get("p", [])
        s.box = dealt.get("x", [])
        self._others_knowledge(p, fresh, rng)

    def _others_knowledge(self, p: int, fresh: list[str], rng: random.Random) -> None:
        """What the others know in the new world, from what ``p`` knows of it alone:

        - the face-down cards each knows (which carousels is seen by all): the new world's;
        - what each knows of ``p``'s hand stays (``p`` saw each card go there, and who knew
          it was coming: those who knew the face-down card ``p`` swapped);
        - what one knows of a third player's hand is what ``p`` knows of it too: a card gets
          there known only by a swap with a face-down card (the swap forgets all else that
          was known of the hand), so ``p`` knows the card and knew whom else it told;
          the rest of it, which ``p`` cannot tell, is forgotten;
        - the face-down cards each knows were discarded (closed carousels whose card they
          knew; how many is seen by all): the bags ``p`` knows there too, then cards of
          the part of the discard pile ``p`` cannot name, at random (airport cards ``p``
          knows there last, where it is short: ``p`` cannot tell one Reverse Direction
          known by both from two known apart).

        Every card a player knows is where they know it to be."""
        s = self.state
        mine_hand, mine_discard = s.known_hand[p], s.known_discard[p]
        for q in range(self.num_players):
            if q == p:
                continue
            seen = s.known_origin[q]
            for c in seen:
                seen[c] = s.origins[c]
            hands = s.known_hand[q]
            for r, cards in enumerate(hands):
                if cards and r != p:
                    hands[r] = _common(cards, mine_hand[r])
            cards = s.known_discard[q]
            if cards:
                shared = [card for card in _common(cards, mine_discard) if card not in IS_AIRPORT]
                rest = len(cards) - len(shared)
                if rest:
                    shared += rng.sample(fresh, min(rest, len(fresh)))
                    if rest > len(fresh):
                        spare = [card for card in sort_cards(mine_discard) if card in IS_AIRPORT]
                        shared += spare[:rest - len(fresh)]
                s.known_discard[q] = shared

    def _spread_kinds(self, places: list, fixed: dict, rng: random.Random) -> dict[str, int]:
        """How many airport cards each place holds in the new world: its known airport
        cards, and for each numbered group its total spread over the group's places, every
        way of choosing which of the group's cards are airport cards equally likely among
        those that leave each place room for the cards the viewer knows are there."""
        s = self.state
        count = {place: spot.get("A", 0) for place, spot in places}
        groups: dict[int, list] = {}
        for place, spot in places:
            for group, k in spot.items():
                if type(group) is int:
                    groups.setdefault(group, []).append((place, k))
        if not groups:
            return count
        spot_of = dict(places)
        limits = []  # (place, least, most airport cards) where the cards known there bound it
        for place, spot in places:
            known = fixed.get(place)
            if known:
                air = sum(card in IS_AIRPORT for card in known)
                limits.append((place, air, sum(spot.values()) - (len(known) - air)))
        bounds_of: dict[int, list] = {}
        for group, spots in groups.items():
            bounds = bounds_of[group] = []
            for place, k in spots:
                spot = spot_of[place]
                if sum(type(g) is int for g in spot) == 1:  # the one group of unknown kinds there
                    known = fixed.get(place, [])
                    air = sum(card in IS_AIRPORT for card in known)
                    size, sure = sum(spot.values()), spot.get("A", 0)
                    bounds.append((max(0, air - sure), min(k, size - sure - (len(known) - air))))
                else:
                    bounds.append((0, k))
        draws = [(s.totals[group], [k for _, k in groups[group]], bounds_of[group],
                  [place for place, _ in groups[group]]) for group in sorted(groups)]
        for _ in range(SPREAD_DRAWS):
            share = dict(count)
            for total, sizes, bounds, where in draws:
                for place, a in zip(where, _split(total, sizes, bounds, rng)):
                    share[place] += a
            for place, least, most in limits:
                if not least <= share[place] <= most:
                    break
            else:
                return share
        return self._search_kinds(places, fixed, groups, count, rng)

    def _search_kinds(self, places: list, fixed: dict, groups: dict, count: dict,
                      rng: random.Random) -> dict[str, int]:
        """A spread of the groups' airport cards that leaves each place room for the cards
        the viewer knows are there, found by a search (when random draws keep failing: a
        place holding several groups and many known cards): group by group, place by
        place, the counts tried in an order drawn by ``rng``, with what the ledger and the
        viewer know (never the real cards). The real position fits, so one is found."""
        s = self.state
        low, high = {}, {}
        for place, spot in places:
            known = fixed.get(place, [])
            air = sum(card in IS_AIRPORT for card in known)
            low[place], high[place] = air, sum(spot.values()) - (len(known) - air)
        steps = [(group, place, k) for group in sorted(groups) for place, k in groups[group]]
        after = [0] * len(steps)  # the cards of the same group in the steps after each
        for i in reversed(range(len(steps) - 1)):
            if steps[i + 1][0] == steps[i][0]:
                after[i] = after[i + 1] + steps[i + 1][2]
        final = {place: i for i, (_, place, _) in enumerate(steps)}  # a place's last step
        done_at: dict[int, list] = {}
        for place, i in final.items():
            done_at.setdefault(i, []).append(place)
        if any(count[place] < low[place] for place, _ in places if place not in final):
            raise AssertionError("the ledger leaves no room for the cards the viewer knows")
        share = dict(count)
        left = {group: s.totals[group] for group in groups}

        def fill(i: int) -> bool:
            if i == len(steps):
                return True
            group, place, k = steps[i]
            options = list(range(max(0, left[group] - after[i]), min(k, left[group]) + 1))
            rng.shuffle(options)
            for a in options:
                if share[place] + a > high[place]:
                    continue
                share[place] += a
                left[group] -= a
                if all(share[q] >= low[q] for q in done_at.get(i, ())) and fill(i + 1):
                    return True
                share[place] -= a
                left[group] += a
            return False

        if not fill(0):
            raise AssertionError("no spread of the airport cards fits the ledger")
        return share


#: The method that applies each action, by its name.
APPLY = {name: getattr(CaptainBluff, f"_apply_{name}") for name in
         ("pass", "challenge", "recover", "origin", "place", "check", "change", "close", "reverse",
          "notice", "delay", "end")}
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
CHAINS: dict[tuple, list[Action]] = {}
#: The stretches of one city a carousel without bags may take (see _opening), by the
#: numbers held (bits 0-17), the city (bits 18-19) and whether Around the World may be
#: played (bit 20).
OPENING: dict[int, tuple] = {}
#: How many bags may be taken back from a row, by its cards (see _recover_max).
RECOVERABLE: dict[tuple, int] = {}
CACHE_LIMIT = 50_000
#: Random spreads of the ledger's airport cards tried before a search finds one that fits
#: (CaptainBluff._spread_kinds).
SPREAD_DRAWS = 200
#: The tables of _split, by question (total, sizes, bounds).
SPLITS: dict = {}
#: Log lines, made once: log lines are immutable, so every game shares them (see
#: CaptainBluff._log_line).
LINES: dict = {}
#: The actions whose log line shows their player a hidden card.
SECRET_LINES = frozenset(("origin", "check", "change", "notice"))
_chain_from = chain.from_iterable
_first = itemgetter(0)


class _Stretches(dict):
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


def _stretch_fields(key: int) -> tuple:
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


def _opening(held: int, joker: bool, cities: list) -> tuple:
    """The stretches whose placements a carousel without bags may take: each city no
    other carousel has, up then down (a single bag counts once: going up). Kept by
    city and numbers held (OPENING): a hand's cities change one at a time."""
    parts = ()
    for i in range(3):
        have = held >> (18 * i) & _MASK
        if have and CITIES[i] not in cities:
            key = have | i << 18 | joker << 20
            found = OPENING.get(key)
            if found is None:
                if len(OPENING) >= CACHE_LIMIT:
                    OPENING.clear()  # a bound on memory; only time depends on it
                found = []
                _up(found, i << _CITY | _SINGLE, have, _OUTSIDE, joker)
                _down(found, i << _CITY | _DOWN, have, _OUTSIDE, joker)
                found = OPENING[key] = tuple(found)
            parts += found
    return parts


def _run_parts(i: int, have: int, joker: bool, row: list, direction: int) -> list[int]:
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


def _up(parts: list, base: int, free: int, blocked: int, joker: bool) -> None:
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


def _down(parts: list, base: int, free: int, blocked: int, joker: bool) -> None:
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


def _stretch(c: int, fields: tuple) -> list[Action]:
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


def _recover_max(row: list) -> int:
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


def _count_recoverable(cards: tuple) -> int:
    """What :func:`_recover_max` keeps, worked out."""
    trailing = 0
    for card in reversed(cards):
        if card in IS_AIRPORT:
            break
        trailing += 1
    if trailing == len(cards):  # no airport card on the carousel
        return trailing - 1
    real = sum(card not in IS_AIRPORT for card in cards)
    return min(trailing, real - 1)


def _split(total: int, sizes: list[int], bounds: list[tuple[int, int]], rng: random.Random) -> list[int]:
    """How many of ``total`` marked cards fall in each of several places of ``sizes``
    cards, within ``bounds`` (low, high) a place: each choice of which cards are marked
    equally likely among those within the bounds (counted with binomials, kept by the
    question in SPLITS: a search resamples the same position again and again)."""
    key = (total, tuple(sizes), tuple(bounds))
    table = SPLITS.get(key)
    if table is None:
        if len(SPLITS) >= CACHE_LIMIT:
            SPLITS.clear()  # a bound on memory; only time depends on it
        table = SPLITS[key] = _split_table(total, sizes, bounds)
    out, t = [], total
    for place in table:
        ways, weights = place[t]
        x = rng.randrange(ways)
        for a, w in weights:
            if x < w:
                break
            x -= w
        out.append(a)
        t -= a
    return out


def _split_table(total: int, sizes: list[int], bounds: list[tuple[int, int]]) -> list[list]:
    """For :func:`_split`: for each place and each number t of marked cards left for it
    and the places after it, (the ways to mark them, [(a marked cards here, the ways with
    a here)]), where there is a way."""
    k = len(sizes)
    ways = [[0] * (total + 1) for _ in range(k + 1)]
    ways[k][0] = 1
    table = []
    for i in reversed(range(k)):
        low, high = bounds[i]
        row = []
        for t in range(total + 1):
            weights = [(a, comb(sizes[i], a) * ways[i + 1][t - a]) for a in range(low, min(high, t) + 1)]
            weights = [(a, w) for a, w in weights if w]
            ways[i][t] = sum(w for _, w in weights)
            row.append((ways[i][t], weights) if weights else None)
        table.append(row)
    if not ways[0][total]:
        raise AssertionError("the ledger's group cannot hold its airport cards")
    table.reverse()
    return table


def _common(cards: list[str], other: list[str]) -> list[str]:
    """The cards of ``cards`` that are also in ``other`` (as many times as in both), in
    the fixed order of the cards."""
    if not other:
        return []
    return sort_cards((Counter(cards) & Counter(other)).elements())


def _normal(word: str) -> str:
    up = word.upper()
    if up in ALL_CARDS:
        return up
    if up.startswith("AW="):
        return up
    return word


def _digits(word: str) -> bool:
    """Plain ASCII digits, not too many (never ``²`` or ``٣``)."""
    return word.isascii() and word.isdigit() and len(word) < 4


def _carousel(word: str) -> int | None:
    if _digits(word) and 1 <= int(word) <= CAROUSELS:
        return int(word) - 1
    return None


__all__ = ["CaptainBluff", "BluffState", "ALL_CARDS", "aw_token"]
