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
from itertools import combinations

from kit.engine import CHANCE, Action, Event, Game, GameInfo, IllegalAction, LogLine, Option, State
from kit.games.captain_bluff.cards import (
    AIRPORT, AIRPORT_EACH, AIRPORT_MIXES, AIRPORT_NAMES, AIRPORT_TOTAL, BAGGAGE, CARD_OF, CAROUSELS,
    CITIES, CITY_NAMES, CITY_OF, DELAYED_BELOW, HAND_SIZE, HIGHEST, LOWEST, NUMBER_OF, ORDER,
    ORIGINS_EACH, full_deck, pretty, sort_cards,
)

ALL_CARDS = BAGGAGE + AIRPORT
NUMBERS = range(LOWEST, HIGHEST + 1)
IS_AIRPORT = frozenset(AIRPORT)

ORIGIN = {(c, card): Action("origin", (str(c + 1), card)) for c in range(CAROUSELS) for card in ALL_CARDS}
CHANGE = {(c, card): Action("change", (str(c + 1), card)) for c in range(CAROUSELS) for card in ALL_CARDS}
CHECK = [Action("check", (str(c + 1),)) for c in range(CAROUSELS)]
CLOSE = [Action("close", (str(c + 1),)) for c in range(CAROUSELS)]
REVERSE = [Action("reverse", (str(c + 1),)) for c in range(CAROUSELS)]
RECOVER = {(c, k): Action("recover", (str(c + 1), str(k))) for c in range(CAROUSELS) for k in range(1, 66)}
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
CITY_CARDS = {city: {n: CARD_OF[city, n] for n in NUMBERS} for city in CITIES}


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
        "first_player": Option(1, "the player who last took a plane starts the game (the rules' "
                                  "choice, made at the table); a seat number",
                               choices=(1, 2, 3, 4, 5), label="Who flew last (starts)"),
        "airport_cards": Option(True, "deal the airport special cards (off: a first lesson with "
                                      "baggage cards only; a teaching variant of the kit)",
                                source="variant", label="Airport cards"),
        "recovery": Option(True, "players may take back the last bags of a carousel (off: a "
                                 "first lesson without baggage recovery; a teaching variant of "
                                 "the kit)", source="variant", label="Baggage recovery"),
        "airport_mix": Option("4/4/3/3", "how the 14 airport cards split among Around the World, "
                                         "Reverse Direction, Notice Board and Delayed Flight (the "
                                         "rules text does not say)",
                              choices=tuple(AIRPORT_MIXES), source="kit default", label="Airport card mix"),
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
            known_discard=[[] for _ in range(n)], public_hand=[[] for _ in range(n)])

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
        return self._settle([])

    def _prepare_draws(self, events: list[Event]) -> None:
        """Before a draw from an empty pile, shuffle the discard pile into a new one; with
        nothing to shuffle, the draw is dropped (KIT_DEFAULTS["draws"])."""
        s = self.state
        while s.tasks and s.tasks[0][0] == "pile" and not s.pile:
            if s.discard:
                s.pile_pure = not any(c in IS_AIRPORT for c in s.discard) and \
                    len(s.public_discard) == len(s.discard)
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
        if s.phase != "challenge" and s.phase != "over":
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
        if self.recovery_on:
            n = self.num_players
            order = [(s.current + k) % n for k in range(1, n + 1)]
            if self._recoverable():
                s.phase = "recovery"
                s.waiting = order
                return
        self._to_after()

    def _to_after(self) -> None:
        s = self.state
        s.waiting = []
        if not s.airport_played and self._airport_plays(s.current):
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
        if not s.airport_played:
            actions += self._airport_plays(player)
        if phase == "after":
            actions.append(END)
            return actions
        if not s.acted:
            actions += self._placements(player)
            actions += self._origin_moves(player)
            hand = dict.fromkeys(s.hands[player])
            for c in range(CAROUSELS):
                if s.origins[c] is not None:
                    actions.append(CHECK[c])
            for c in range(CAROUSELS):
                if s.cities[c] is not None:
                    actions += [CHANGE[c, card] for card in hand]
                    actions.append(CLOSE[c])
        return actions

    def _origin_moves(self, player: int) -> list[Action]:
        s = self.state
        hand = dict.fromkeys(s.hands[player])
        return [ORIGIN[c, card] for c in range(CAROUSELS) if s.origins[c] is None for card in hand]

    def _recoverable(self) -> bool:
        return any(self._recover_max(c) for c in range(CAROUSELS))

    def _recover_max(self, c: int) -> int:
        """How many bags may be taken back from carousel c: the last bags, up to the last
        airport card, leaving at least one real bag."""
        row = self.state.rows[c]
        if len(row) < 2:
            return 0
        trailing = 0
        for card, _ in reversed(row):
            if card in IS_AIRPORT:
                break
            trailing += 1
        real = sum(1 for card, _ in row if card not in IS_AIRPORT)
        return min(trailing, real - 1)

    def _recoveries(self) -> list[Action]:
        actions = []
        for c in range(CAROUSELS):
            k = self._recover_max(c)
            if k:
                actions += [RECOVER[c, j] for j in range(1, k + 1)]
        return actions

    def _airport_plays(self, player: int) -> list[Action]:
        s = self.state
        hand = s.hands[player]
        actions = []
        if "RD" in hand:
            actions += [REVERSE[c] for c in range(CAROUSELS) if s.directions[c]]
        if "NB" in hand:
            faces = tuple(c for c in range(CAROUSELS) if s.origins[c] is not None)
            actions += [NOTICE[pair] for pair in combinations(faces, min(2, len(faces)))]
        if "DF" in hand:
            actions.append(DELAY)
        return actions

    def _placements(self, player: int) -> list[Action]:
        """Every legal placement: on each carousel with a face-down card, for each city it
        may take, each run of the hand going the carousel's way (both ways while its
        direction is not set), with at most one Around the World for a missing number."""
        s = self.state
        hand = s.hands[player]
        joker = not s.airport_played and "AW" in hand
        numbers = {city: set() for city in CITIES}
        for card in hand:
            if card not in IS_AIRPORT:
                numbers[CITY_OF[card]].add(NUMBER_OF[card])
        taken = {city for city in s.cities if city is not None}
        actions: list[Action] = []
        for c in range(CAROUSELS):
            if s.origins[c] is None:
                continue
            city = s.cities[c]
            if city is None:
                for x in CITIES:
                    if x not in taken and numbers[x]:
                        actions += [six[c] for six in _runs_of(x, numbers[x], joker, None, (), 0)]
                continue
            have = numbers[city]
            if have:
                last, used = self._last_and_used(s.rows[c])
                actions += [six[c] for six in _runs_of(city, have, joker, last, used, s.directions[c])]
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
        s = self.state
        name = action.name
        events: list[Event] = []
        if name == "pass":
            s.waiting.remove(player)
            if not s.waiting:
                if s.phase == "challenge":
                    self._action_done()
                else:
                    self._to_after()
        elif name == "challenge":
            events += self._challenge(player)
            self._action_done()
        elif name == "recover":
            c, k = int(action.args[0]) - 1, int(action.args[1])
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
        elif name == "origin":
            c, card = int(action.args[0]) - 1, action.args[1]
            self._face_down(player, c, card)
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
        elif name == "place":
            self._place(player, int(action.args[0]) - 1, action.args[1:])
        elif name == "check":
            c = int(action.args[0]) - 1
            s.known_origin[player][c] = s.origins[c]
            s.acted = True
            self._action_done()
        elif name == "change":
            c, card = int(action.args[0]) - 1, action.args[1]
            old = s.origins[c]
            knew = [r for r in self.players if r != player and c in s.known_origin[r]]
            for r in knew:
                del s.known_origin[r][c]
            self._face_down(player, c, card)
            for r in knew:  # who knew the old card now knows it is in this hand
                s.known_hand[r][player].append(old)
            s.hands[player].append(old)
            s.acted = True
            self._action_done()
        elif name == "close":
            c = int(action.args[0]) - 1
            row_cards = [card for card, _ in s.rows[c]]
            origin = s.origins[c]
            s.discard += row_cards
            s.public_discard += row_cards
            s.discard.append(origin)
            for r in self.players:
                if s.known_origin[r].pop(c, None) is not None:
                    s.known_discard[r].append(origin)
            self._empty(c)
            s.acted = True
            self._action_done()
        elif name == "reverse":
            c = int(action.args[0]) - 1
            self._play_face_up(player, "RD")
            s.rows[c].append(("RD", 0))
            s.directions[c] = -s.directions[c]
            s.airport_played = True
            if s.phase == "after":
                self._end_turn()
        elif name == "notice":
            self._play_face_up(player, "NB")
            s.discard.append("NB")
            s.public_discard.append("NB")
            for arg in action.args:
                c = int(arg) - 1
                s.known_origin[player][c] = s.origins[c]
            s.airport_played = True
            if s.phase == "after":
                self._end_turn()
        elif name == "delay":
            self._play_face_up(player, "DF")
            s.discard.append("DF")
            s.public_discard.append("DF")
            n = self.num_players
            for k in range(1, n):
                q = (player + k) % n
                if len(s.hands[q]) < DELAYED_BELOW:
                    s.tasks.append(("pile", q))
            s.airport_played = True
            if s.phase == "after":
                self._end_turn()
        elif name == "end":
            self._end_turn()
        return self._settle(events)

    def _face_down(self, player: int, c: int, card: str) -> None:
        """Put a card of ``player``'s hand face down above carousel c. Nobody else can tell
        which card left the hand, so what they knew of that hand is forgotten."""
        s = self.state
        s.hands[player].remove(card)
        s.origins[c] = card
        s.known_origin[player][c] = card
        s.public_hand[player] = []
        for r in self.players:
            if r != player:
                s.known_hand[r][player] = []

    def _play_face_up(self, player: int, card: str) -> None:
        """A card leaves ``player``'s hand face up: everyone sees which one."""
        s = self.state
        s.hands[player].remove(card)
        if card in s.public_hand[player]:
            s.public_hand[player].remove(card)
        for r in self.players:
            known = s.known_hand[r][player]
            if card in known:
                known.remove(card)

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
        last, _ = self._last_and_used(row)
        placed = []
        city = s.cities[c]
        for token in tokens:
            if token.startswith("AW="):
                placed.append(("AW", int(token[3:])))
                self._play_face_up(player, "AW")
                s.airport_played = True
            else:
                placed.append((token, NUMBER_OF[token]))
                self._play_face_up(player, token)
                city = CITY_OF[token]
        first = placed[0][1]
        if s.directions[c] == 0:
            if last is not None:
                s.directions[c] = 1 if first > last else -1
            elif len(placed) > 1:
                s.directions[c] = 1 if placed[1][1] > first else -1
        row += placed
        s.cities[c] = city
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
        s = self.state
        name, args = action.name, action.args
        if player == CHANCE:
            if not s.tasks:
                return None
            kind, p = s.tasks[0]
            if kind == "box":
                return LogLine(f"player {p + 1} is dealt an airport card",
                               {p: f"player {p + 1} is dealt {pretty(args[0])}"})
            verb = "is dealt" if s.phase == "deal" else "draws"
            return LogLine(f"player {p + 1} {verb} a card", {p: f"player {p + 1} {verb} {pretty(args[0])}"})
        if name == "origin":
            where = f"face down above carousel {args[0]}"
            draw = "" if s.phase == "setup" else ", then draws a card"
            return LogLine(f"places a card {where}{draw}", {player: f"places {pretty(args[1])} {where}{draw}"})
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
        if name == "notice":
            where = " and ".join(f"carousel {a}" for a in args) or "no carousel (none has a face-down card)"
            seen = "; ".join(f"carousel {a}: {pretty(s.origins[int(a) - 1])}" for a in args)
            return LogLine(f"plays Notice Board and looks at the face-down cards of {where}",
                           {player: f"plays Notice Board: {seen or 'nothing to see'}"})
        return LogLine(self.describe(action))

    def describe(self, action: Action) -> str:
        """An action in words (public: it names no hidden card)."""
        name, args = action.name, action.args
        if name == "place":
            return f"places {_run_words(args[1:])} on carousel {args[0]}"
        if name == "close":
            return f"closes carousel {args[0]}: its cards are discarded, the face-down card unseen"
        if name == "reverse":
            return f"plays Reverse Direction on carousel {args[0]}"
        if name == "delay":
            return f"plays Delayed Flight: every other player with fewer than {DELAYED_BELOW} cards draws one"
        if name == "recover":
            return f"takes back the last {_bags(int(args[1]))} of carousel {args[0]}"
        if name == "challenge":
            return "calls the bluff"
        if name == "pass":
            return "passes"
        if name == "end":
            return "ends the turn"
        if name == "check":
            return f"looks at the face-down card of carousel {args[0]}"
        if name == "origin":
            return f"places a card face down above carousel {args[0]}"
        if name == "change":
            return f"swaps a card of their hand with the face-down card of carousel {args[0]}"
        if name == "notice":
            return "plays Notice Board"
        return action.text

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
        """Redeal every card ``player`` cannot locate: others' hands (less what is known to
        be in them), the face-down cards they have not seen, the unseen part of the discard
        pile, the draw pile and the airport cards out of the game. The cards out of the
        game stay airport cards, and a draw pile known to hold bags only stays so.
        Others' knowledge is moved to the cards now where they knew a card to be.
        (An approximation: what a hand held of airport cards is not kept.)"""
        s = self.state
        p = player
        n = self.num_players
        pool: list[str] = []
        keep: dict[int, list[str]] = {}
        for q in range(n):
            if q == p:
                continue
            known = Counter(s.public_hand[q]) | Counter(s.known_hand[p][q])
            rest = Counter(s.hands[q]) - known
            keep[q] = list(known.elements())
            pool += rest.elements()
        hidden_origins = [c for c in range(CAROUSELS)
                          if s.origins[c] is not None and c not in s.known_origin[p]]
        pool += [s.origins[c] for c in hidden_origins]
        fixed_discard = Counter(s.public_discard) + Counter(s.known_discard[p])
        hidden_discard = list((Counter(s.discard) - fixed_discard).elements())
        pool += hidden_discard
        pool += s.pile
        pool += s.box
        pool.sort(key=ORDER.__getitem__)  # a fixed order, then shuffled by rng only
        rng.shuffle(pool)
        airport = [card for card in pool if card in IS_AIRPORT]
        box = airport[:len(s.box)]
        rest = Counter(pool) - Counter(box)
        pile: list[str] = []
        if s.pile_pure:
            bags = [card for card in pool if card not in IS_AIRPORT and rest[card]]
            pile = bags[:len(s.pile)]
            rest -= Counter(pile)
        others = []
        for card in pool:
            if rest[card]:
                rest[card] -= 1
                others.append(card)
        rng.shuffle(others)
        if not s.pile_pure:
            pile, others = others[:len(s.pile)], others[len(s.pile):]
        for q in keep:
            count = len(s.hands[q]) - len(keep[q])
            s.hands[q] = keep[q] + others[:count]
            others = others[count:]
        for c in hidden_origins:
            s.origins[c] = others.pop()
        s.discard = list(fixed_discard.elements()) + others[:len(hidden_discard)]
        others = others[len(hidden_discard):]
        assert not others, "resampling lost count of the hidden cards"
        s.pile, s.box = pile, box
        # others' knowledge follows the cards now where they knew a card to be
        unseen_discard = list((Counter(s.discard) - Counter(s.public_discard)).elements())
        for q in range(n):
            if q == p:
                continue
            for c in s.known_origin[q]:
                s.known_origin[q][c] = s.origins[c]
            for r in range(n):
                s.known_hand[q][r] = _refit(s.known_hand[q][r], s.hands[r], rng)
            s.known_discard[q] = _refit(s.known_discard[q], unseen_discard, rng)


#: Placements already worked out: (city, numbers held, joker, last number, numbers on the
#: carousel, direction) -> for each run, its action on each of the six carousels.
RUNS: dict[tuple, list[tuple]] = {}


def _runs_of(city: str, have: set, joker: bool, last, used, direction: int) -> list[tuple]:
    key = (city, frozenset(have), joker, last, frozenset(used), direction)
    found = RUNS.get(key)
    if found is None:
        if len(RUNS) > 10_000:  # a bound on memory (about 40 MB)
            RUNS.clear()
        runs = _runs(have, CITY_CARDS[city], joker, last, used, (direction,) if direction else (1, -1))
        found = RUNS[key] = [tuple(Action("place", (KEY[c], *run)) for c in range(CAROUSELS)) for run in runs]
    return found


def _runs(have: set, cards: dict, joker: bool, last, used, directions) -> list[tuple]:
    """The runs of a hand's numbers ``have`` (one city) that may follow ``last`` in one of
    ``directions``: consecutive real bags, with at most one Around the World for a number
    the hand lacks (never one already on the carousel, in ``used``)."""
    runs = []
    for dd in directions:
        starts = set(have)
        if joker:
            starts.update([k - dd for k in have])
        for k in sorted(starts):
            if last is not None and (k - last) * dd <= 0:
                continue
            run: tuple = ()
            real = False
            spare = joker
            while 0 < k < 18 and k not in used:
                if k in have:
                    run += (cards[k],)
                    real = True
                elif spare:
                    run += (AW_TOKEN[k],)
                    spare = False
                else:
                    break
                if real and (len(run) > 1 or dd == directions[0] or last is not None):
                    runs.append(run)
                k += dd
    return runs


def _refit(known: list[str], where: list[str], rng: random.Random) -> list[str]:
    """Keep the known cards still in ``where``; replace the others by cards of ``where``."""
    if not known:
        return known
    room = Counter(where)
    kept = []
    for card in known:
        if room[card]:
            room[card] -= 1
            kept.append(card)
    spare = sorted(room.elements(), key=ORDER.__getitem__)
    rng.shuffle(spare)
    return kept + spare[:len(known) - len(kept)]


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


def _bags(k: int) -> str:
    return "bag" if k == 1 else f"{k} bags"


def _run_words(tokens) -> str:
    """``HK5 AW=6 HK7`` -> ``Hong Kong 5, Around the World (as 6), Hong Kong 7``."""
    words = []
    for token in tokens:
        if token.startswith("AW="):
            words.append(f"Around the World (as {token[3:]})")
        elif token in CITY_OF:
            words.append(pretty(token))
        else:
            words.append(token)
    return ", ".join(words)


__all__ = ["CaptainBluff", "BluffState", "ALL_CARDS", "aw_token"]
