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
of carousel 3), ``challenge``, ``pass`` (the one way to say done: let the bags pass, take
none back, end the turn). Chance steps: ``draw HK5`` (the draw pile), ``deal AW`` (the
airport cards, at setup). The grammar is in :mod:`kit.games.captain_bluff.moves`.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from itertools import combinations, compress
from typing import Any

from kit.engine import CHANCE, Action, Event, GameInfo, IllegalAction, LogLine, Option, Player
from kit.flow import OVER, PhasedGame
from kit.games.captain_bluff import challenges, ledger
from kit.games.captain_bluff.cards import (
    AIRPORT,
    AIRPORT_EACH,
    AIRPORT_MIXES,
    AIRPORT_NAMES,
    BAGGAGE,
    CAROUSELS,
    CITY_OF,
    DELAYED_BELOW,
    HAND_SIZE,
    IS_AIRPORT,
    ORDER,
    ORIGINS_EACH,
    full_deck,
    sort_cards,
)
from kit.games.captain_bluff.imagined import imagined_facts
from kit.games.captain_bluff.ledger import HAND_SLOT, ORIGIN_SLOT
from kit.games.captain_bluff.moves import (
    CARD_SET,
    Challenge,
    Change,
    Check,
    Close,
    Deal,
    Delay,
    Draw,
    Move,
    Notice,
    Origin,
    Pass,
    Place,
    Recover,
    Reverse,
    read,
    write,
)
from kit.games.captain_bluff.refusals import why_illegal
from kit.games.captain_bluff.resample import resample
from kit.games.captain_bluff.state import BluffState, DrawDue, Group
from kit.games.captain_bluff.tables import (
    CAROUSEL_RANGE,
    CHALLENGE,
    CHANGE_AT,
    CHECK,
    CLOSE,
    DEAL,
    DELAY,
    DRAW,
    NOTICE,
    ORIGIN_AT,
    PASS,
    REVERSE,
    placements,
    recoverable,
    recoveries,
)
from kit.games.captain_bluff.words import SECRET_MOVES, draw_line, secret_line, words

TURN_LIMIT_MAX = 2000
#: Steps a turn can take at most (one action, one airport card, the end, a window of
#: challenges and one of recoveries, draws, and recoveries, each of which takes a card
#: off the table): a bound for GameInfo.max_actions.
STEPS_PER_TURN = 160


class CaptainBluff(PhasedGame):
    search_levels = {"quick": 20, "thoughtful": 64, "strong": 180}  # p95 decision 0.1, 0.3, 0.8 s
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
        "reverse_after_challenge": "a Reverse Direction card lying on a carousel goes to the loser "
                                   "of a challenge with the bags (the rules say the loser takes "
                                   "all of the cards and do not name this one)",
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


    state: BluffState

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        n = self.num_players
        first = self.settings["first_player"]
        if first > n:
            raise ValueError(f"first_player={first}: there are only {n} players")
        self.first: int = first - 1
        self.airport_on: bool = self.settings["airport_cards"]
        self.recovery_on: bool = self.settings["recovery"]
        self.turn_limit: int = self.settings["turn_limit"]
        self.hand_size = HAND_SIZE[n]
        self.airport_each = AIRPORT_EACH[n] if self.airport_on else 0
        self.origins_each = ORIGINS_EACH[n]
        self.deck = full_deck(self.settings["airport_mix"])

    def _initial_state(self) -> BluffState:
        n = self.num_players
        tasks = [PILE_DUE[p] for p in range(n) for _ in range(self.hand_size)]
        tasks += [BOX_DUE[p] for p in range(n) for _ in range(self.airport_each)]
        box = [card for card in self.deck if card in IS_AIRPORT]
        slots: dict[str, dict[Group, int]] = {place: {} for place in (*HAND_SLOT[:n], *ORIGIN_SLOT, "d", "t")}
        slots["p"] = {"B": len(BAGGAGE)}
        slots["x"] = {"A": len(box)}
        return BluffState(
            phase="deal", tasks=tasks,
            pile=list(BAGGAGE), box=box, hands=[[] for _ in range(n)],
            origins=[None] * CAROUSELS, rows=[[] for _ in range(CAROUSELS)],
            cities=[None] * CAROUSELS, directions=[0] * CAROUSELS,
            known_origin=[{} for _ in range(n)],
            known_hand=[[[] for _ in range(n)] for _ in range(n)],
            known_discard=[[] for _ in range(n)], public_hand=[[] for _ in range(n)],
            slots=slots)

    # --------------------------------------------------------------- chance
    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        s = self.state
        airport = s.tasks[0].airport
        source = s.box if airport else s.pile
        counts = Counter(source)
        total = len(source)
        verb = DEAL if airport else DRAW
        return [(verb[card], counts[card] / total) for card in sorted(counts, key=ORDER.__getitem__)]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        if s.tasks[0].airport:
            return DEAL[s.box[int(rng.random() * len(s.box))]]
        return DRAW[s.pile[int(rng.random() * len(s.pile))]]

    def _check_chance(self, action: Action) -> None:
        s = self.state
        airport = s.tasks[0].airport
        verb = "deal" if airport else "draw"
        if action.name != verb or len(action.args) != 1:
            example = "deal AW" if airport else "draw HK5"
            raise IllegalAction("chance", f"the next chance step is “{verb} CARD”, e.g. {example}")
        card = action.args[0]
        if card not in (s.box if airport else s.pile):
            where = "the airport cards not yet dealt" if airport else "the draw pile"
            raise IllegalAction("chance", f"{card[:20]} is not in {where}")

    def chance_help(self) -> str:
        s = self.state
        if s.tasks and s.tasks[0].airport:
            return f"name the airport card player {s.tasks[0].player + 1} is dealt, e.g. “deal AW” " \
                   "(AW Around the World, RD Reverse Direction, NB Notice Board, DF Delayed Flight)"
        who = s.tasks[0].player + 1 if s.tasks else "?"
        return f"name the card player {who} draws from the draw pile, e.g. “draw HK5” " \
               "(HK Hong Kong, HN Honolulu, SF San Francisco, number 1–17)"

    def _draw(self, card: str) -> list[Event]:
        s = self.state
        due = s.tasks.pop(0)
        (s.box if due.airport else s.pile).remove(card)
        s.hands[due.player].append(card)
        ledger.move(s, "x" if due.airport else "p", HAND_SLOT[due.player])
        return self._settle([])

    def _prepare_draws(self, events: list[Event]) -> None:
        """Before a draw from an empty pile, shuffle the discard pile into a new one; with
        nothing to shuffle, the draw is dropped (KIT_DEFAULTS["draws"])."""
        s = self.state
        while s.tasks and not s.tasks[0].airport and not s.pile:
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
                p = s.tasks.pop(0).player
                events.append(Event("no draw", f"no card is left to draw for player {p + 1}"))

    # ------------------------------------------------------------ the flow
    def _seats_to_act(self) -> list[int]:
        s = self.state
        phase = s.phase
        if phase == "challenge" or phase == "recovery":  # the windows: every seat still to answer
            return s.waiting[:]
        return [s.current]

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
        if s.phase != "challenge" and s.phase != OVER and not all(s.hands):
            for q, hand in enumerate(s.hands):
                if not hand:
                    s.phase = OVER
                    s.winner = q
                    s.waiting = []
                    events.append(Event("win", f"player {q + 1} has no card left and is Captain Bluff!"))
                    break
        return events

    def _action_done(self) -> None:
        """The turn's action (and its challenge) is over: the recovery window opens."""
        s = self.state
        if self.recovery_on and recoverable(s.rows):
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
            s.phase = OVER
            s.winner = -1  # no empty hand: the fewest cards win (scores)
            return
        s.current = (s.current + 1) % self.num_players
        s.phase = "turn"

    def _safeguard(self) -> str:
        return "turn limit" if self.state.phase == OVER and self.state.winner < 0 else ""

    def scores(self) -> list[float]:
        return [-len(h) for h in self.state.hands]

    # ------------------------------------------------------- legal actions
    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        phase = s.phase
        if phase == "challenge":
            return [CHALLENGE, PASS]
        if phase == "recovery":
            return recoveries(s.rows) + [PASS]
        if phase == "setup":
            return self._origin_moves(player)
        actions = recoveries(s.rows) if self.recovery_on else []
        hand = s.hands[player]
        if not s.airport_played and not IS_AIRPORT.isdisjoint(hand):
            actions += self._airport_plays(player)
        if phase == "after":
            actions.append(PASS)
            return actions
        if not s.acted:
            origins = s.origins
            actions += placements(hand, not s.airport_played and "AW" in hand, origins, s.cities, s.rows,
                                  s.directions)
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
        actions: list[Action] = []
        if "RD" in hand:
            actions += compress(REVERSE, s.directions)  # the carousels with a direction
        if "NB" in hand:
            faces = tuple(compress(CAROUSEL_RANGE, s.origins))  # those with a face-down card
            actions += map(NOTICE.__getitem__, combinations(faces, min(2, len(faces))))
        if "DF" in hand:
            actions.append(DELAY)
        return actions

    # ------------------------------------------------------------ applying
    def _apply(self, player: Player, action: Action) -> list[Event]:
        move = read(action)
        if player == CHANCE:
            assert isinstance(move, (Draw, Deal))
            return self._draw(move.card)
        assert isinstance(player, int)
        # one method a kind of move (see APPLY, after the class): a dictionary finds it at once
        return self._settle(APPLY[type(move)](self, player, move))

    def _apply_pass(self, player: int, move: Pass) -> list[Event]:
        s = self.state
        if s.phase == "after":
            self._end_turn()
            return []
        s.waiting.remove(player)
        if not s.waiting:
            if s.phase == "challenge":
                self._action_done()
            else:
                self._to_after()
        return []

    def _apply_challenge(self, player: int, move: Challenge) -> list[Event]:
        event = challenges.resolve(self.state, player)
        self._action_done()
        return [event]

    def _apply_recover(self, player: int, move: Recover) -> list[Event]:
        s = self.state
        c, k = move.carousel, move.count
        row = s.rows[c]
        taken = [card for card, _ in row[-k:]]
        del row[-k:]
        s.hands[player] += taken
        s.public_hand[player] += taken
        if len(row) == 1:
            s.directions[c] = 0  # KIT_DEFAULTS["direction_after_recovery"]
        if s.phase == "recovery":
            if not recoverable(s.rows):
                s.waiting = []
                self._to_after()
        return []

    def _apply_origin(self, player: int, move: Origin) -> list[Event]:
        s = self.state
        self._face_down(player, move.carousel, move.card)
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
            s.tasks.append(PILE_DUE[player])
        return []

    def _apply_place(self, player: int, move: Place) -> list[Event]:
        s = self.state
        c = move.carousel
        row = s.rows[c]
        last = None
        for _, number in reversed(row):  # the last number on the carousel (Reverse Direction has none)
            if number:
                last = number
                break
        placed = move.bags
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
        return []

    def _apply_check(self, player: int, move: Check) -> list[Event]:
        s = self.state
        c = move.carousel
        origin = s.origins[c]
        assert origin is not None
        s.known_origin[player][c] = origin
        s.acted = True
        self._action_done()
        return []

    def _apply_change(self, player: int, move: Change) -> list[Event]:
        s = self.state
        c = move.carousel
        old = s.origins[c]
        assert old is not None
        knew = [r for r in range(self.num_players) if r != player and c in s.known_origin[r]]
        for r in knew:
            del s.known_origin[r][c]
        ledger.move(s, ORIGIN_SLOT[c], "t")  # the old card is taken up as the new one goes down
        self._face_down(player, c, move.card)
        ledger.move(s, "t", HAND_SLOT[player])
        for r in knew:  # who knew the old card now knows it is in this hand
            s.known_hand[r][player].append(old)
        s.hands[player].append(old)
        s.acted = True
        self._action_done()
        return []

    def _apply_close(self, player: int, move: Close) -> list[Event]:
        s = self.state
        c = move.carousel
        row_cards = [card for card, _ in s.rows[c]]
        origin = s.origins[c]
        assert origin is not None
        s.discard += row_cards
        s.public_discard += row_cards
        s.discard.append(origin)
        ledger.move(s, ORIGIN_SLOT[c], "d")
        for r in range(self.num_players):
            if s.known_origin[r].pop(c, None) is not None:
                s.known_discard[r].append(origin)
        challenges.clear_carousel(s, c)
        s.acted = True
        self._action_done()
        return []

    def _apply_reverse(self, player: int, move: Reverse) -> list[Event]:
        s = self.state
        c = move.carousel
        self._play_face_up(player, "RD")
        s.rows[c].append(("RD", 0))
        s.directions[c] = -s.directions[c]
        self._airport_done()
        return []

    def _apply_notice(self, player: int, move: Notice) -> list[Event]:
        s = self.state
        self._discard_face_up(player, "NB")
        for c in move.carousels:
            origin = s.origins[c]
            assert origin is not None
            s.known_origin[player][c] = origin
        self._airport_done()
        return []

    def _apply_delay(self, player: int, move: Delay) -> list[Event]:
        s = self.state
        self._discard_face_up(player, "DF")
        n = self.num_players
        for k in range(1, n):
            q = (player + k) % n
            if len(s.hands[q]) < DELAYED_BELOW:
                s.tasks.append(PILE_DUE[q])
        self._airport_done()
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
        ledger.move(s, HAND_SLOT[player], ORIGIN_SLOT[c])
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
            ledger.show(s, HAND_SLOT[player], card in IS_AIRPORT)
        for known in s.known_hand:
            mine = known[player]
            if card in mine:
                mine.remove(card)

    # -------------------------------------------------- words and grammar
    def _read(self, action: Action) -> Move:
        return read(action)

    def _write(self, move: Move) -> Action:
        return write(move)

    def _parse(self, text: str, player: Player) -> Action:
        action = Action.parse(text)
        return Action(action.name, tuple(_normal(a) for a in action.args))

    def _log_line(self, player: Player, action: Action) -> LogLine | None:
        """How a step reads in the log: a card drawn, put face down or looked at is named
        to its player only (see :mod:`kit.games.captain_bluff.words`)."""
        if player == CHANCE:
            return draw_line(self.state, action)
        move = read(action)
        if type(move) not in SECRET_MOVES:
            return None  # public: the engine says it with _words
        assert isinstance(player, int)
        return secret_line(self.state, player, action, move)

    def _words(self, player: Player, action: Action, viewer: int | None) -> str:
        return words(player, action, viewer)

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        return why_illegal(self.state, player, action, self.recovery_on)

    # --------------------------------------------------------------- views
    def _view(self, viewer: int | None) -> dict[str, Any]:
        s = self.state
        teacher = viewer is None
        known = s.known_origin
        carousels = [{
            "number": c + 1,
            "face_down": origin is not None,
            "row": [[card, number] for card, number in row],
            "city": city,
            "direction": direction,
            "known_by": [p for p, seen in enumerate(known) if c in seen],
        } for c, (origin, row, city, direction) in enumerate(zip(s.origins, s.rows, s.cities, s.directions))]
        window = None
        if s.phase in ("challenge", "recovery"):
            window = {"kind": s.phase, "waiting": list(s.waiting),
                      "carousel": s.window_carousel + 1 if s.phase == "challenge" else None,
                      "placer": s.placer if s.phase == "challenge" else None}
        last = None
        if s.last_challenge is not None:
            r = s.last_challenge
            last = {"carousel": r.carousel + 1, "challenger": r.challenger, "placer": r.placer,
                    "origin": r.origin, "bluff": r.bluff, "loser": r.loser}
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
            "winner": s.winner if s.phase == OVER and s.winner >= 0 else None,
            "ended_by": None if s.phase != OVER else self._safeguard() or "empty hand",
        }
        # a hand hidden from the viewer shows as its count
        seats = [{"hand": sort_cards(hand) if teacher or viewer == q else len(hand),
                  "known_cards": sort_cards(public) if public else []}
                 for q, (hand, public) in enumerate(zip(s.hands, s.public_hand))]
        private: dict[str, Any]
        if viewer is None:  # the teacher sees every card: face down, and the piles' contents (no order)
            private = {
                "known_origins": list(s.origins),
                "draw_pile_cards": sort_cards(s.pile),
                "discard_cards": sort_cards(s.discard),
                "out_of_game_cards": sort_cards(s.box),
            }
        else:
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
        resample(self.state, player, rng)

    def imagined_facts(self, player: int) -> list[str]:
        """Face-down cards and airport cards in others' hands, in words (for the search's reasons)."""
        return imagined_facts(self.state, player, self.player_name)


#: The method that applies each kind of move.
APPLY: dict[type, Callable[[CaptainBluff, int, Any], list[Event]]] = {
    Pass: CaptainBluff._apply_pass, Challenge: CaptainBluff._apply_challenge,
    Recover: CaptainBluff._apply_recover, Origin: CaptainBluff._apply_origin,
    Place: CaptainBluff._apply_place, Check: CaptainBluff._apply_check,
    Change: CaptainBluff._apply_change, Close: CaptainBluff._apply_close,
    Reverse: CaptainBluff._apply_reverse, Notice: CaptainBluff._apply_notice,
    Delay: CaptainBluff._apply_delay,
}
#: The chance draws due, one of each kind a seat (shared: they are frozen).
PILE_DUE = [DrawDue(p) for p in range(max(HAND_SIZE))]
BOX_DUE = [DrawDue(p, airport=True) for p in range(max(HAND_SIZE))]


def _normal(word: str) -> str:
    up = word.upper()
    if up in CARD_SET or up.startswith("AW="):
        return up
    return word


__all__ = ["CaptainBluff", "BluffState"]
