"""Bahamas: a plane full of crooks, a dice draft, hidden hands and a crash card.

Game by Nicolas Normandon (Matagot, 2019). Each round the dice holder rolls N−1 dice;
each player in turn takes a die, does its action and names a player without a die; the
player left without a die rolls next. Three different FBI cards at the end of one's turn
win at once; the crash card ends the game at once, and the richest player still holding a
parachute or the lifeboat wins.

Every random outcome is a chance step (``character Jo``, ``deal parachute``, ``draw thief``,
``cash 150k``, ``roll cash power power``, ``take thief`` for a random steal, ``peek 50k
100k`` for Gwen's and Kika's looks), so a test or a teacher builds any position with
``chance="manual"``:

>>> import kit
>>> g = kit.new_game("bahamas", players=4, seed=1, chance="manual")
>>> for step in ["character Jo", "character Dex", "character Mary", "character Boss",
...              "deal parachute", "deal fake", "deal badge", "deal parachute"]:
...     _ = g.play(step)
>>> for p in range(4):
...     for step in ["draw thief", "cash 100k", "cash 50k"]:
...         _ = g.play(step)
>>> _ = g.play("roll action cash power")
>>> g.to_act, [a.text for a in g.legal_actions(0)]
([0], ['take action', 'take cash', 'take power'])

Action cards are played in reaction windows: after a die is chosen every player holding a
card usable then may play it or ``pass``; every card played opens a window in which others
may answer with an Extinguisher (itself answerable). Actions: ``take FACE``, ``name 3``,
``target 3``, ``play thief 3 cash``, ``play storm left``, ``play search 3``, ``play highkick
cash``, ``play robbery``, ``play extinguisher``, ``pass``, ``discard thief``, and the powers'
``keep …``, ``give …``, ``buy …``, ``face …``. Players are numbered from 1 in action texts.
"""
from __future__ import annotations

import json
import math
import random
from bisect import insort
from dataclasses import dataclass, field
from itertools import combinations_with_replacement, permutations
from pathlib import Path

from kit.engine import CHANCE, Action, Event, Game, GameInfo, IllegalAction, LogLine, Option, State
from kit.games.bahamas.words import (
    CARD_NAMES,
    FACE_WORDS,
    POWERS,
    card_name,
    cash_code,
    cash_value,
    money,
    words,
)

HERE = Path(__file__).resolve().parent

#: The one table of kit defaults (die faces, cash cards, action-deck counts, 6+ cards).
TABLE = json.loads((HERE / "kit_defaults.json").read_text(encoding="utf-8"))

# ------------------------------------------------------------ rulebook facts
#: Starting cards and dice by player count (the rules text's setup table).
STARTING = {4: (2, 1, 1), 5: (3, 1, 1), 6: (4, 1, 1), 7: (4, 2, 1), 8: (5, 2, 1)}
CHARACTERS = ("Jo", "Dex", "Doug", "Gwen", "Pat", "Nick", "Mary", "Boss", "Kika", "Piero")
HAND_LIMIT = 4
DIAMONDS_BONUS = 250_000
FBI = ("badge", "handcuffs", "phone")
FACES = ("action", "cash", "steal-action", "steal-cash", "power")
#: Cards played in the die window (the others are answered, held or discarded).
ACTIVE = ("thief", "storm", "search", "highkick", "robbery")
START_CARDS = ("parachute", "fake", "badge")


SEAT_WORDS = tuple(str(q + 1) for q in range(8))


def seat_word(q: int) -> str:
    return SEAT_WORDS[q]


def _counts(items) -> dict:
    out: dict = {}
    for x in items:
        out[x] = out.get(x, 0) + 1
    return out


def _minus(big: list, small) -> list:
    rest = list(big)
    for x in small:
        rest.remove(x)
    return rest


# ----------------------------------------------------------- dice outcomes
_ROLLS: dict[int, list[tuple[tuple[str, ...], float]]] = {}


def roll_outcomes(k: int, faces: tuple[str, ...]) -> list[tuple[tuple[str, ...], float]]:
    """Every roll of ``k`` dice with these six faces as a sorted multiset, with its chance."""
    key = (k, faces)
    if key not in _ROLLS:
        weight = {f: faces.count(f) / len(faces) for f in FACES if f in faces}
        kinds = [f for f in FACES if f in weight]
        out = []
        for combo in combinations_with_replacement(kinds, k):
            counts = _counts(combo)
            p = math.factorial(k)
            for f, c in counts.items():
                p = p / math.factorial(c) * weight[f] ** c
            out.append((combo, p))
        _ROLLS[key] = out
    return _ROLLS[key]


def _pairs(hand: list) -> list[tuple[tuple, float]]:
    """Two cards looked at at random from a hand (one if it holds one): sorted pairs with
    their chance."""
    n = len(hand)
    if n <= 1:
        return [(tuple(hand), 1.0)] if n else []
    counts = _counts(hand)
    total = n * (n - 1) / 2
    out = []
    kinds = sorted(counts)
    for i, a in enumerate(kinds):
        for b in kinds[i:]:
            ways = counts[a] * (counts[a] - 1) / 2 if a == b else counts[a] * counts[b]
            if ways:
                out.append(((a, b), ways / total))
    return out


PASS = Action("pass")
THIEF = {(t, k): Action("play", ("thief", str(t + 1), k)) for t in range(8) for k in ("action", "cash")}
STORM = (Action("play", ("storm", "left")), Action("play", ("storm", "right")))
SEARCH = tuple(Action("play", ("search", str(t + 1))) for t in range(8))
HIGHKICK = {f: Action("play", ("highkick", f)) for f in FACES}
ROBBERY = Action("play", ("robbery",))
EXTINGUISHER = Action("play", ("extinguisher",))
CASH = {int(v): Action("cash", (f"{int(v) // 1000}k",)) for v in TABLE["cash_cards"]}
TAKE = {f: Action("take", (f,)) for f in FACES}
NAME = tuple(Action("name", (str(q + 1),)) for q in range(8))
TARGET = tuple(Action("target", (str(q + 1),)) for q in range(8))
DECIDE_KINDS = {"choose", "name", "target", "jo", "dex", "give", "gwen", "kika", "pat", "nick",
                "piero", "boss", "limit"}
CHANCE_KINDS = {"character", "deal", "draw", "cash", "roll", "take", "storm", "peek"}
WINDOW_KINDS = {"dice", "answer"}


@dataclass
class BahamasState(State):
    """A Bahamas position. ``agenda`` is what comes next, a stack (last item first);
    ``wait`` the chance step, decision or reaction window the game waits for (``mode`` says
    which); ``open_seats`` the seats of a window still to play or pass."""

    phase: str = "setup"  # setup -> play -> over
    mode: str = ""        # "", "chance", "decide", "window", "over"
    wait: tuple = ()
    open_seats: list = field(default_factory=list)
    window_start: list = field(default_factory=list)  # the seats of the window when it opened
    agenda: list = field(default_factory=list)
    characters: list = field(default_factory=list)
    hands: list = field(default_factory=list)       # action cards (sorted) a seat
    cash: list = field(default_factory=list)        # cash values (sorted) a seat
    deck: dict = field(default_factory=dict)        # unordered action cards, crash aside
    upper_left: int = 0                             # draws before the bottom part, crash in it
    top: list = field(default_factory=list)         # known cards on top (Jo), top first
    top_by: int = -1
    cash_deck: dict = field(default_factory=dict)
    cash_bottom: list = field(default_factory=list)  # known cash at the bottom (Dex)
    bottom_by: int = -1
    start_pile: dict = field(default_factory=dict)
    discard: list = field(default_factory=list)
    cash_discard: list = field(default_factory=list)
    center: list = field(default_factory=list)      # dice faces in the centre
    dice: list = field(default_factory=list)        # face on each seat's sheet, "" for none
    current: int = -1
    roller: int = -1
    round: int = 0
    stack: list = field(default_factory=list)       # played cards: (card, seat, args, cancelled)
    tray: list = field(default_factory=list)        # cards aside for a choice (Jo, Dex, a peek)
    tray_kind: str = ""                             # "", "jo", "dex", "peek action", "peek cash"
    tray_owner: int = -1
    tray_from: int = -1                             # a peek: whose hand
    transit: list = field(default_factory=list)     # storm: cards on the way to each seat
    storm_dir: int = 0
    known: dict = field(default_factory=dict)       # (o, q) -> action cards o knows q holds
    known_cash: dict = field(default_factory=dict)  # (o, q) -> cash o knows q holds
    end: str = ""                                   # "", "crash", "fbi"
    fbi_winner: int = -1
    survivors: list = field(default_factory=list)


def _kit_default_docs() -> dict[str, str]:
    faces = ", ".join(FACE_WORDS[f] for f in TABLE["die_faces"])
    cash = "; ".join(f"{k} × {money(int(v))}" for v, k in TABLE["cash_cards"].items())
    deck = ", ".join(f"{card_name(c)} {k}" for c, k in TABLE["action_deck"].items())
    six = ", ".join(f"{card_name(c)} {k}" for c, k in TABLE["six_plus"].items())
    return {
        "die_faces": f"the six faces of every die: {faces}",
        "cash_cards": f"the 40 cash cards: {cash}",
        "action_deck": f"the 27 action cards (parachutes and the FBI badge are starting cards only): {deck}",
        "six_plus": f"the action cards marked 6+ (taken out below six players): {six}",
        "reaction_windows": "action cards are played in reaction windows: after a die is chosen, every "
                            "player holding a card usable then (Thief, Storm, Search, High kick against "
                            "another's die, Robbery without a die yet) may play it or pass; every card "
                            "played opens a window for an Extinguisher from anyone else, itself "
                            "answerable; after a card resolves, its window opens again",
        "hand_limit_plays": "during the hand-limit step the player may play Thief, Storm or Search as "
                            "well as discard; FBI cards, parachutes, Lifeboat and Diamonds are only held",
        "empty_steal": "a steal or a power must choose a player who has a card of that kind if anyone "
                       "has; otherwise it has no effect (a Thief needs such a neighbour to be played)",
        "empty_cash_deck": "a cash draw from an empty cash deck does nothing; discarded cash leaves the "
                           "game face up",
        "fake_parachute": "a Fake parachute simply does not save its holder: a player holding a real "
                          "Parachute or the Lifeboat survives even with a fake one too",
        "boss_face": "Boss turns the die to any face but the power (no power twice)",
        "high_kick_face": "a High kick turns the die to a different face than it shows",
        "robbery_turn": "a robbed player takes another die if any is left, then ends the turn as usual; "
                        "the robber's die cannot be robbed in turn",
        "turn_end_order": "at the end of a turn: the hand limit, then the FBI check, then naming the next "
                          "player (or the new round when no die is left)",
        "fbi_scores": "after an FBI win the scores are everyone's cash (no Diamonds, nobody crashed)",
    }


class Bahamas(Game):
    info = GameInfo(
        name="bahamas",
        title="Bahamas",
        min_players=4,
        max_players=8,
        designers=("Nicolas Normandon",),
        publishers=("Matagot",),
        summary="Dice draft on a doomed plane: hidden hands, cards played out of turn, and a crash "
                "card that ends the flight.",
        credits="“Bahamas” by Nicolas Normandon, illustrated by Pierô, published by Matagot (2019); "
                "rules from the project's rules text; counts the text leaves open are kit defaults.",
        year=2019,
        chance=True,
        hidden_information=True,
        simultaneous=False,  # no secret simultaneous choices; out-of-turn cards are reaction windows
        score_range=(0, sum(int(v) * k for v, k in TABLE["cash_cards"].items())
                     + DIAMONDS_BONUS * TABLE["action_deck"].get("diamonds", 0)),
        max_actions=50_000,
    )
    options = {
        "first_player": Option(1, "the seat of the oldest player, who takes the dice first", bounds=(1, 8),
                               label="Oldest player (rolls first)"),
    }
    KIT_DEFAULTS = _kit_default_docs()

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        n = self.num_players
        if self.settings["first_player"] > n:
            raise ValueError(f"first_player {self.settings['first_player']} is not a seat of a "
                             f"{n}-player game")
        self.faces = tuple(TABLE["die_faces"])
        self.face_set = tuple(f for f in FACES if f in self.faces)
        deck = {c: int(k) for c, k in TABLE["action_deck"].items()}
        if n < 6:
            for c, k in TABLE["six_plus"].items():
                deck[c] = deck.get(c, 0) - int(k)
        self.deck_counts = {c: k for c, k in deck.items() if k > 0}
        self.cash_counts = {int(v): int(k) for v, k in TABLE["cash_cards"].items()}
        para, fake, badge = STARTING[n]
        self.start_counts = {"parachute": para, "fake": fake, "badge": badge}
        self.all_cards = {**self.deck_counts}
        for c, k in self.start_counts.items():
            self.all_cards[c] = self.all_cards.get(c, 0) + k

    def _initial_state(self) -> BahamasState:
        n = self.num_players
        first = self.settings["first_player"] - 1
        agenda = [("turn_end", first), ("choose", first), ("roll",)]
        for p in reversed(range(n)):
            agenda += [("cash", p, 0), ("cash", p, 0), ("draw", p, 0)]
        agenda += [("deal", p) for p in reversed(range(n))]
        agenda += [("character", p) for p in reversed(range(n))]
        s = BahamasState(
            agenda=agenda, characters=[""] * n, hands=[[] for _ in range(n)],
            cash=[[] for _ in range(n)], deck=dict(self.deck_counts),
            upper_left=sum(self.deck_counts.values()) - 4, cash_deck=dict(self.cash_counts),
            start_pile=dict(self.start_counts), dice=[""] * n, transit=[[] for _ in range(n)],
            roller=first, current=first)
        self.state = s
        self._run([])
        return s

    # --------------------------------------------------------------- driver
    def _run(self, events: list[Event]) -> list[Event]:
        """Carry out the agenda until the game must wait for chance, a decision or a window."""
        s = self.state
        agenda = s.agenda
        while not s.mode and agenda:
            item = agenda.pop()
            kind = item[0]
            category = _CATEGORY.get(kind)
            if category == 1:
                if self._chance_possible(item, events):
                    s.mode, s.wait = "chance", item
            elif category == 2:
                if self._decision_needed(item, events):
                    s.mode, s.wait = "decide", item
            elif category == 3:
                seats = self._window_seats(item)
                if seats:
                    s.mode, s.wait, s.open_seats, s.window_start = "window", item, seats, list(seats)
            else:
                _STEPS[kind](self, item, events)
        if not s.mode and not s.agenda:  # nothing left to do cannot happen before the end
            s.mode = "over"
        return events

    def _chance_possible(self, item: tuple, events: list[Event]) -> bool:
        s = self.state
        kind = item[0]
        if kind == "cash":
            if not s.cash_deck and not s.cash_bottom:
                events.append(Event("empty", f"the cash deck is empty: {self.player_name(item[1])} draws nothing"))
                return False
        elif kind in ("take", "peek"):
            pile = s.hands[item[2]] if item[3] == "action" else s.cash[item[2]]
            if not pile:
                events.append(Event("empty", f"{self.player_name(item[2])} has no {item[3]} card: no effect"))
                return False
        elif kind == "storm" and not s.hands[item[2]]:
            return False  # the neighbour has no card left to take
        return True

    # ---------------------------------------------------------- chance steps
    def _chance_outcomes(self):
        s = self.state
        item = s.wait
        kind = item[0]
        if kind == "character":
            free = [c for c in CHARACTERS if c not in s.characters]
            return [(Action("character", (c,)), 1 / len(free)) for c in free]
        if kind == "deal":
            return _weighted("deal", s.start_pile)
        if kind == "draw":
            if s.top:
                return [(Action("draw", (s.top[0],)), 1.0)]
            pile = dict(s.deck)
            if s.upper_left <= 0:
                pile["crash"] = 1
            return _weighted("draw", pile)
        if kind == "cash":
            if s.cash_deck:
                return _weighted("cash", {cash_code(v): k for v, k in sorted(s.cash_deck.items())})
            return [(Action("cash", (cash_code(s.cash_bottom[0]),)), 1.0)]
        if kind == "roll":
            return [(Action("roll", faces), p) for faces, p in roll_outcomes(self.num_players - 1, self.faces)]
        if kind in ("take", "storm"):
            pile = s.hands[item[2]] if kind == "storm" or item[3] == "action" else [cash_code(v) for v in s.cash[item[2]]]
            return _weighted("take", _counts(pile))
        if kind == "peek":
            pile = s.hands[item[2]] if item[3] == "action" else [cash_code(v) for v in s.cash[item[2]]]
            return [(Action("peek", pair), p) for pair, p in _pairs(sorted(pile))]
        raise AssertionError(kind)

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        item = s.wait
        kind = item[0]
        if kind == "roll":
            faces = self.faces
            k = self.num_players - 1
            rolled = sorted((faces[int(rng.random() * len(faces))] for _ in range(k)), key=FACES.index)
            return Action("roll", tuple(rolled))
        if kind == "draw" and not s.top:
            total = sum(s.deck.values()) + (1 if s.upper_left <= 0 else 0)
            x = int(rng.random() * total)
            for card in sorted(s.deck):
                x -= s.deck[card]
                if x < 0:
                    return Action("draw", (card,))
            return Action("draw", ("crash",))
        if kind in ("take", "storm"):
            pile = s.hands[item[2]] if kind == "storm" or item[3] == "action" else s.cash[item[2]]
            card = pile[int(rng.random() * len(pile))]
            return Action("take", (card if type(card) is str else cash_code(card),))
        if kind == "cash" and s.cash_deck:
            deck = s.cash_deck
            x = int(rng.random() * sum(deck.values()))
            for value in sorted(deck):
                x -= deck[value]
                if x < 0:
                    return CASH[value] if value in CASH else Action("cash", (cash_code(value),))
        return super()._sample_chance(rng)

    def _check_chance(self, action: Action) -> None:
        verb = self.state.wait[0]
        if verb == "storm":
            verb = "take"
        if action.name != verb:
            raise IllegalAction("chance", f"the next chance step is “{verb} …”: {self.chance_help()}")
        outcomes = self._chance_outcomes()
        if not any(a == action for a, p in outcomes if p > 0):
            raise IllegalAction("chance", f"{action.text[:60]} is not a possible outcome now")

    def chance_help(self) -> str:
        s = self.state
        kind = s.wait[0] if s.mode == "chance" else ""
        return {
            "character": "name the character dealt, e.g. “character Jo”",
            "deal": "name the starting card dealt: “deal parachute”, “deal fake” or “deal badge”",
            "draw": "name the action card drawn, e.g. “draw thief” (“draw crash” once the bottom of the deck is reached)",
            "cash": "name the cash card drawn, in thousands of dollars, e.g. “cash 150k”",
            "roll": f"name the faces of the {self.num_players - 1} dice, e.g. “roll "
                    + " ".join((["action", "cash", "power"] * 3)[:self.num_players - 1]) + "”",
            "take": "name the card taken at random, e.g. “take thief” or “take 100k”",
            "storm": "name the card taken at random, e.g. “take thief”",
            "peek": "name the two cards looked at, e.g. “peek 50k 100k” or “peek search thief”",
        }.get(kind, "")

    def _chance_step(self, action: Action, events: list[Event]) -> None:
        s = self.state
        item = s.wait
        kind = item[0]
        arg = action.args
        if kind == "character":
            s.characters[item[1]] = arg[0]
            events.append(Event("character", f"{self.player_name(item[1])} is {arg[0]}: {POWERS[arg[0]]}"))
        elif kind == "deal":
            card = arg[0]
            s.start_pile[card] -= 1
            if not s.start_pile[card]:
                del s.start_pile[card]
            insort(s.hands[item[1]], card)
        elif kind == "draw":
            self._draw_action(item[1], arg[0], bool(item[2]), events)
        elif kind == "cash":
            value = cash_value(arg[0])
            if s.cash_deck:
                s.cash_deck[value] -= 1
                if not s.cash_deck[value]:
                    del s.cash_deck[value]
            else:
                s.cash_bottom.pop(0)
                if not s.cash_bottom:
                    s.bottom_by = -1
            if item[2]:
                s.tray.append(value)
            else:
                insort(s.cash[item[1]], value)
        elif kind == "roll":
            s.center = list(arg)
            s.phase = "play"
            s.round += 1
            events.append(Event("roll", f"{self.player_name(s.roller)} rolls: "
                                        + ", ".join(FACE_WORDS[f] for f in arg)))
        elif kind == "take":
            thief, victim, what = item[1], item[2], item[3]
            if what == "action":
                self._move_card(arg[0], victim, thief, (thief, victim))
            else:
                self._move_cash(cash_value(arg[0]), victim, thief, (thief, victim))
        elif kind == "storm":
            receiver, giver = item[1], item[2]
            s.hands[giver].remove(arg[0])
            s.transit[receiver].append(arg[0])
            self._lose_unseen(giver, arg[0], (receiver, giver))
        elif kind == "peek":
            who, victim, what = item[1], item[2], item[3]
            s.tray = list(arg) if what == "action" else [cash_value(c) for c in arg]
            s.tray_kind, s.tray_owner, s.tray_from = "peek " + what, who, victim

    def _draw_action(self, p: int, card: str, to_tray: bool, events: list[Event]) -> None:
        s = self.state
        if card == "crash":
            events.append(Event("crash", f"{self.player_name(p)} draws the Crash card: the plane goes down"))
            self._crash(events)
            return
        if s.top:
            s.top.pop(0)
            if not s.top:
                s.top_by = -1
        else:
            s.deck[card] -= 1
            if not s.deck[card]:
                del s.deck[card]
            if s.upper_left > 0:
                s.upper_left -= 1
        if to_tray:
            s.tray.append(card)
        else:
            insort(s.hands[p], card)

    def _crash(self, events: list[Event]) -> None:
        s = self.state
        if s.tray_kind == "jo":  # Jo holds the cards drawn so far
            for card in s.tray:
                insort(s.hands[s.tray_owner], card)
            self._clear_tray()
        for r, cards in enumerate(s.transit):
            for card in cards:
                insort(s.hands[r], card)
            cards.clear()
        s.survivors = [p for p in self.players if "parachute" in s.hands[p] or "lifeboat" in s.hands[p]]
        s.end = "crash"
        self._finish()
        saved = ", ".join(self.player_name(p) for p in s.survivors) or "nobody"
        events.append(Event("end", f"survivors: {saved}; " + self._winner_text()))

    def _finish(self) -> None:
        s = self.state
        s.phase, s.mode, s.wait, s.agenda, s.open_seats = "over", "over", (), [], []

    def _winner_text(self) -> str:
        winners = self.winners()
        if not winners:
            return "nobody survived, nobody wins"
        names = " and ".join(self.player_name(p) for p in winners)
        return f"{names} {'wins' if len(winners) == 1 else 'share the win'} with {money(self.scores()[winners[0]])}"

    # -------------------------------------------------------- moving cards
    def _forget(self, q: int, seen_by) -> None:
        """Observers who did not see which card left q's hand no longer know its action cards."""
        known = self.state.known
        for key in [k for k in known if k[1] == q and k[0] not in seen_by]:
            del known[key]

    def _forget_cash(self, q: int, seen_by) -> None:
        known = self.state.known_cash
        for key in [k for k in known if k[1] == q and k[0] not in seen_by]:
            del known[key]

    def _move_card(self, card: str, q: int, r: int, seen_by) -> None:
        """An action card from q's hand to r's; ``seen_by`` saw which card it was."""
        s = self.state
        s.hands[q].remove(card)
        insort(s.hands[r], card)
        self._forget(q, seen_by)
        _pass_knowledge(s.known, card, q, r, seen_by)

    def _move_cash(self, value: int, q: int, r: int, seen_by) -> None:
        s = self.state
        s.cash[q].remove(value)
        insort(s.cash[r], value)
        self._forget_cash(q, seen_by)
        _pass_knowledge(s.known_cash, value, q, r, seen_by)

    def _lose_unseen(self, q: int, card: str, seen_by) -> None:
        """A card left q's hand (to a storm's transit): update what observers know of q."""
        self._forget(q, seen_by)
        known = self.state.known
        for o in seen_by:
            _drop_known(known, (o, q), card)

    def _discard_card(self, q: int, card: str) -> None:
        """q's action card goes face up to the discard pile: everyone sees which."""
        s = self.state
        s.hands[q].remove(card)
        s.discard.append(card)
        for key in [k for k in s.known if k[1] == q]:
            _drop_known(s.known, key, card)

    def _discard_cash(self, q: int, value: int) -> None:
        s = self.state
        s.cash[q].remove(value)
        s.cash_discard.append(value)
        for key in [k for k in s.known_cash if k[1] == q]:
            _drop_known(s.known_cash, key, value)

    def _clear_tray(self) -> None:
        s = self.state
        s.tray, s.tray_kind, s.tray_owner, s.tray_from = [], "", -1, -1

    # ------------------------------------------------------------ decisions
    def _decision_needed(self, item: tuple, events: list[Event]) -> bool:
        """False (with the reason as an event) for a decision that cannot happen now."""
        s = self.state
        kind = item[0]
        if kind == "choose":
            if not s.center:
                return False
            s.current = item[1]
            return True
        if kind == "limit":
            return len(s.hands[item[1]]) > HAND_LIMIT
        if kind == "target":
            if not self._targets(item[1], item[2]):
                events.append(Event("no target", f"nobody {_NEED[item[2]]}: no effect"))
                return False
            return True
        if kind in ("jo", "dex"):
            if not s.tray:
                self._clear_tray()
            return bool(s.tray)
        if kind == "give":
            return bool(s.hands[item[1]] or s.cash[item[1]])
        if kind == "pat":
            return any(c != "parachute" for c in s.hands[item[2]])
        if kind == "nick":
            return bool(s.hands[item[2]] and s.cash[item[1]])
        if kind == "piero":
            return bool(s.cash[item[2]])
        return True

    def _targets(self, p: int, purpose: str) -> list[int]:
        s = self.state
        others = [q for q in range(self.num_players) if q != p]
        if purpose in ("steal-action", "kika"):
            return [q for q in others if s.hands[q]]
        if purpose in ("steal-cash", "gwen", "piero"):
            return [q for q in others if s.cash[q]]
        if purpose == "doug":
            return [q for q in others if s.hands[q] or s.cash[q]]
        return others

    def _decisions(self, item: tuple) -> list[Action]:
        s = self.state
        kind = item[0]
        if kind == "choose":
            center = s.center
            return [TAKE[f] for f in FACES if f in center]
        if kind == "name":
            p = item[1]
            dice = s.dice
            return [NAME[q] for q in range(self.num_players) if q != p and not dice[q]]
        if kind == "target":
            return [TARGET[q] for q in self._targets(item[1], item[2])]
        if kind == "limit":
            p = item[1]
            return [Action("discard", (c,)) for c in _distinct(s.hands[p])] + self._card_plays(p, ("limit",))
        if kind == "jo":
            out = []
            for i, keep in enumerate(s.tray):
                rest = s.tray[:i] + s.tray[i + 1:]
                for order in permutations(rest):
                    out.append(Action("keep", (keep, "top", *order)))
            return _unique(out)
        if kind in ("dex", "gwen"):
            return [Action("keep", (cash_code(v),)) for v in _distinct(s.tray)]
        if kind == "kika":
            return [Action("keep", (c,)) for c in _distinct(s.tray)]
        if kind == "give":
            victim = item[1]
            cards = _distinct(s.hands[victim]) or [None]
            cash = _distinct(s.cash[victim]) or [None]
            out = []
            for c in cards:
                for v in cash:
                    out.append(Action("give", tuple(x for x in (c, None if v is None else cash_code(v)) if x)))
            return out
        if kind == "pat":
            return [Action("discard", (c,)) for c in _distinct(s.hands[item[2]]) if c != "parachute"]
        if kind == "nick":
            out = [Action("buy", (c, cash_code(v))) for c in _distinct(s.hands[item[2]])
                   for v in _distinct(s.cash[item[1]])]
            return out + [Action("decline")]
        if kind == "piero":
            return [Action("discard", (cash_code(v),)) for v in _distinct(s.cash[item[2]])]
        if kind == "boss":
            return [Action("face", (f,)) for f in self.face_set if f != "power"]
        raise AssertionError(kind)

    def _decide(self, player: int, action: Action, events: list[Event]) -> None:
        s = self.state
        item = s.wait
        kind = item[0]
        name = self.player_name
        if kind == "choose":
            face = action.args[0]
            s.center.remove(face)
            s.dice[player] = face
            s.agenda += [("act", player), ("dice", player, True)]
        elif kind == "name":
            q = int(action.args[0]) - 1
            s.agenda += [("turn_end", q), ("choose", q)]
        elif kind == "target":
            q = int(action.args[0]) - 1
            self._targeted(player, q, item[2], events)
        elif kind == "limit":
            if action.name == "discard":
                self._discard_card(player, action.args[0])
                events.append(Event("discard", f"{name(player)} discards {card_name(action.args[0])} (hand limit)"))
                s.agenda.append(("limit", player))
            else:
                s.agenda.append(("limit", player))
                self._play_card(player, action, ("limit",), events)
        elif kind == "jo":
            keep, order = action.args[0], list(action.args[2:])
            insort(s.hands[player], keep)
            s.top = order + s.top
            s.top_by = player
            self._clear_tray()
            events.append(Event("jo", f"{name(player)} keeps one card and puts {len(order)} back on top of the deck"))
        elif kind == "dex":
            value = cash_value(action.args[0])
            rest = list(s.tray)
            rest.remove(value)
            insort(s.cash[player], value)
            if rest:
                s.cash_bottom += rest
                s.bottom_by = player
            self._clear_tray()
            events.append(Event("dex", f"{name(player)} keeps one cash card and puts {len(rest)} at the bottom"))
        elif kind == "give":
            doug = item[2]
            for word in action.args:
                if word.endswith("k") and word[:-1].isdigit():
                    self._move_cash(cash_value(word), player, doug, (player, doug))
                else:
                    self._move_card(word, player, doug, (player, doug))
            events.append(Event("give", f"{name(player)} gives {name(doug)} "
                                + " and ".join("a cash card" if w.endswith("k") and w[:-1].isdigit()
                                               else "an action card" for w in action.args)))
        elif kind in ("gwen", "kika"):
            victim = item[2]
            kept = action.args[0]
            rest = list(s.tray)
            if kind == "gwen":
                value = cash_value(kept)
                rest.remove(value)
                self._move_cash(value, victim, player, (player, victim))
                # given back: the looker knows the victim holds it
                s.known_cash[(player, victim)] = _union_max(s.known_cash.get((player, victim), ()), rest)
            else:
                rest.remove(kept)
                self._move_card(kept, victim, player, (player, victim))
                s.known[(player, victim)] = _union_max(s.known.get((player, victim), ()), rest)
            self._clear_tray()
            events.append(Event(kind, f"{name(player)} keeps one card of {name(victim)} and gives the other back"))
        elif kind == "pat":
            victim = item[2]
            self._discard_card(victim, action.args[0])
            events.append(Event("pat", f"{name(player)} discards {name(victim)}'s {card_name(action.args[0])}"))
        elif kind == "nick":
            victim = item[2]
            if action.name == "buy":
                card, value = action.args[0], cash_value(action.args[1])
                self._move_card(card, victim, player, (player, victim))
                self._move_cash(value, player, victim, (player, victim))
                events.append(Event("nick", f"{name(player)} buys an action card from {name(victim)} "
                                            "with a cash card"))
            else:
                events.append(Event("nick", f"{name(player)} buys nothing"))
        elif kind == "piero":
            victim = item[2]
            value = cash_value(action.args[0])
            self._discard_cash(victim, value)
            events.append(Event("piero", f"{name(player)} discards {name(victim)}'s {money(value)}"))
            s.agenda.append(("cash", player, 0))
        elif kind == "boss":
            s.dice[player] = action.args[0]
            events.append(Event("boss", f"{name(player)} turns the die to “{FACE_WORDS[action.args[0]]}”"))
            s.agenda.append(("act", player))

    def _targeted(self, p: int, q: int, purpose: str, events: list[Event]) -> None:
        s = self.state
        if purpose == "steal-action":
            s.agenda.append(("take", p, q, "action"))
        elif purpose == "steal-cash":
            s.agenda.append(("take", p, q, "cash"))
        elif purpose == "doug":
            s.agenda.append(("give", q, p))
        elif purpose == "gwen":
            s.agenda += [("gwen", p, q), ("peek", p, q, "cash")]
        elif purpose == "kika":
            s.agenda += [("kika", p, q), ("peek", p, q, "action")]
        elif purpose in ("pat", "nick"):
            self._show_hand(q, p, events)
            if purpose == "pat":
                s.agenda += [("draw", p, 0), ("pat", p, q)]
            else:
                s.agenda.append(("nick", p, q))
        elif purpose == "piero":
            s.known_cash[(p, q)] = tuple(s.cash[q])
            shown = ", ".join(money(v) for v in s.cash[q]) or "no cash"
            events.append(Event("shown", f"{self.player_name(q)} shows {self.player_name(p)} their cash: {shown}",
                                seen_by=(p, q)))
            s.agenda.append(("piero", p, q))

    def _show_hand(self, q: int, p: int, events: list[Event]) -> None:
        s = self.state
        s.known[(p, q)] = tuple(s.hands[q])
        shown = ", ".join(card_name(c) for c in s.hands[q]) or "no action card"
        events.append(Event("shown", f"{self.player_name(q)} shows {self.player_name(p)} their action cards: "
                                     f"{shown}", seen_by=(p, q)))

    # --------------------------------------------------------- turn steps
    def _step_act(self, item: tuple, events: list[Event]) -> None:
        """A die's action (the die may have been kicked to another face or robbed)."""
        s = self.state
        p = item[1]
        face = s.dice[p]
        if not face:  # robbed: the turn goes on with another die, if any is left
            s.agenda.append(("choose", p))
            return
        if face == "action":
            s.agenda.append(("draw", p, 0))
        elif face == "cash":
            s.agenda.append(("cash", p, 0))
        elif face in ("steal-action", "steal-cash"):
            s.agenda.append(("target", p, face))
        else:
            who = s.characters[p]
            if who == "Jo":
                s.agenda.append(("jo", p))
                s.tray_kind, s.tray_owner = "jo", p
                s.agenda += [("draw", p, 1)] * 3
            elif who == "Dex":
                s.agenda.append(("dex", p))
                s.tray_kind, s.tray_owner = "dex", p
                s.agenda += [("cash", p, 1)] * 3
            elif who == "Mary":
                s.agenda += [("cash", p, 0), ("draw", p, 0)]
            elif who == "Boss":
                s.agenda.append(("boss", p))
            else:
                s.agenda.append(("target", p, who.lower()))

    def _step_turn_end(self, item: tuple, events: list[Event]) -> None:
        p = item[1]
        s = self.state
        if len(s.hands[p]) > HAND_LIMIT:
            s.agenda += [("next", p), ("fbi", p), ("limit", p)]
            return
        self._step_fbi(item, events)  # the usual case: no hand limit to apply
        if s.mode != "over":
            self._step_next(item, events)

    def _step_fbi(self, item: tuple, events: list[Event]) -> None:
        s = self.state
        p = item[1]
        hand = s.hands[p]
        if "badge" in hand and "handcuffs" in hand and "phone" in hand:
            s.end, s.fbi_winner = "fbi", p
            self._finish()
            events.append(Event("end", f"{self.player_name(p)} reveals the three FBI cards and wins at once"))

    def _step_next(self, item: tuple, events: list[Event]) -> None:
        s = self.state
        if s.center:
            s.agenda.append(("name", item[1]))
            return
        roller = next(q for q in range(self.num_players) if not s.dice[q])
        s.dice = [""] * self.num_players
        s.center = []
        s.roller = s.current = roller
        events.append(Event("round", f"every die is taken: {self.player_name(roller)} takes the dice"))
        s.agenda += [("turn_end", roller), ("choose", roller), ("roll",)]
        s.center = []

    def _step_resolve(self, item: tuple, events: list[Event]) -> None:
        s = self.state
        card, p, args, cancelled = s.stack.pop()
        name = self.player_name
        if cancelled:
            events.append(Event("cancelled", f"{name(p)}'s {card_name(card)} is cancelled"))
            return
        if card == "extinguisher":
            below = s.stack[-1]
            s.stack[-1] = (*below[:3], True)
            events.append(Event("extinguish", f"{name(p)}'s Extinguisher cancels {name(below[1])}'s "
                                              f"{card_name(below[0])}"))
        elif card == "thief":
            s.agenda.append(("take", p, args[0], args[1]))
        elif card == "storm":
            n = self.num_players
            step = 1 if args[0] == "left" else -1
            s.storm_dir = step
            events.append(Event("storm", f"Storm: each player takes a random action card from their "
                                         f"{args[0]} neighbour"))
            s.agenda.append(("storm_end",))
            s.agenda += [("storm", r, (r + step) % n) for r in reversed(range(n))]
        elif card == "search":
            self._show_hand(args[0], p, events)
        elif card == "highkick":
            owner, face = args[0], args[1]
            if s.dice[owner]:
                s.dice[owner] = face
                events.append(Event("highkick", f"High kick: {name(owner)}'s die now shows “{FACE_WORDS[face]}”"))
        elif card == "robbery":
            owner = args[0]
            if s.dice[owner] and not s.dice[p]:
                s.dice[p], s.dice[owner] = s.dice[owner], ""
                events.append(Event("robbery", f"{name(p)} robs {name(owner)}'s die and plays it"))
                s.agenda += [("act", p), ("dice", p, False)]

    def _step_storm_end(self, item: tuple, events: list[Event]) -> None:
        s = self.state
        n = self.num_players
        for r in range(n):
            giver = (r + s.storm_dir) % n
            for card in s.transit[r]:
                insort(s.hands[r], card)
                known = s.known
                for o in (r, giver):
                    if o != r:
                        known[(o, r)] = tuple(sorted(known.get((o, r), ()) + (card,)))
            s.transit[r] = []
        s.storm_dir = 0

    # ------------------------------------------------------------ windows
    def _window_seats(self, item: tuple) -> list[int]:
        s = self.state
        if item[0] == "answer":
            idx = item[1]
            if idx != len(s.stack) - 1 or s.stack[idx][3]:
                return []
            by = s.stack[idx][1]
            return [q for q in range(self.num_players) if q != by and "extinguisher" in s.hands[q]]
        owner = item[1]
        if not s.dice[owner]:
            return []
        return [q for q in range(self.num_players) if self._can_play(q, owner, item[2])]

    def _can_play(self, q: int, owner: int, robbable: bool) -> bool:
        """Whether q holds a card playable in the window of owner's die (fast _card_plays)."""
        s = self.state
        hand = s.hands[q]
        if not hand:
            return False
        if "storm" in hand or ("highkick" in hand and q != owner):
            return True
        if "robbery" in hand and robbable and q != owner and not s.dice[q]:
            return True
        n = self.num_players
        if "thief" in hand:
            for t in ((q - 1) % n, (q + 1) % n):
                if s.hands[t] or s.cash[t]:
                    return True
        if "search" in hand:
            hands = s.hands
            return any(hands[t] for t in range(n) if t != q)
        return False

    def _card_plays(self, q: int, context: tuple) -> list[Action]:
        """The cards q may play now (``context``: a die window or the hand limit)."""
        s = self.state
        hand = s.hands[q]
        out: list[Action] = []
        if not hand:
            return out
        n = self.num_players
        if "thief" in hand:
            for t in ((q - 1) % n, (q + 1) % n):
                if s.hands[t]:
                    out.append(THIEF[t, "action"])
                if s.cash[t]:
                    out.append(THIEF[t, "cash"])
        if "storm" in hand:
            out += STORM
        if "search" in hand:
            out += [SEARCH[t] for t in range(n) if t != q and s.hands[t]]
        if context[0] == "dice":
            owner = context[1]
            if "highkick" in hand and q != owner:
                face = s.dice[owner]
                out += [HIGHKICK[f] for f in self.face_set if f != face]
            if "robbery" in hand and context[2] and q != owner and not s.dice[q]:
                out.append(ROBBERY)
        return out

    def _play_card(self, p: int, action: Action, context: tuple, events: list[Event]) -> None:
        """Play a card: it goes face up to the discard pile and waits on the stack for the
        Extinguisher window; a window it was played in opens again after it resolves."""
        s = self.state
        card = action.args[0]
        self._discard_card(p, card)
        if card == "thief":
            args = (int(action.args[1]) - 1, action.args[2])
        elif card == "storm":
            args = (action.args[1],)
        elif card == "search":
            args = (int(action.args[1]) - 1,)
        elif card == "highkick":
            args = (context[1], action.args[1])
        elif card == "robbery":
            args = (context[1],)
        else:
            args = ()
        s.stack.append((card, p, args, False))
        idx = len(s.stack) - 1
        events.append(Event("play", f"{self.player_name(p)} plays {self._card_text(card, args)}"))
        if context[0] != "limit":
            s.agenda.append(context)
        s.agenda += [("resolve", idx), ("answer", idx)]

    def _card_text(self, card: str, args: tuple) -> str:
        name = self.player_name
        if card == "thief":
            return f"Thief on {name(args[0])} ({'an action' if args[1] == 'action' else 'a cash'} card)"
        if card == "storm":
            return f"Storm to the {args[0]}"
        if card == "search":
            return f"Search on {name(args[0])}"
        if card == "highkick":
            return f"High kick: {name(args[0])}'s die to “{FACE_WORDS[args[1]]}”"
        if card == "robbery":
            return f"Robbery on {name(args[0])}'s die"
        if card == "extinguisher":
            below = self.state.stack[-2]
            return f"Extinguisher on {name(below[1])}'s {card_name(below[0])}"
        return card_name(card)

    # ------------------------------------------------------------ contract
    def _is_over(self) -> bool:
        return self.state.mode == "over"

    def _to_act(self) -> list:
        s = self.state
        mode = s.mode
        if mode == "chance":
            return [CHANCE]
        if mode == "window":
            return list(s.open_seats)
        if mode == "decide":
            item = s.wait
            return [item[1]]
        return []

    def _chance_due(self) -> bool:
        return self.state.mode == "chance"

    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        if s.mode == "decide":
            return self._decisions(s.wait)
        if s.mode == "window":
            item = s.wait
            if item[0] == "answer":
                return [EXTINGUISHER, PASS] if "extinguisher" in s.hands[player] else [PASS]
            return self._card_plays(player, item) + [PASS]
        return []

    def _apply(self, player, action: Action) -> list[Event]:
        s = self.state
        events: list[Event] = []
        if player == CHANCE:
            self._chance_step(action, events)
            if s.mode == "over":
                return events
            s.mode, s.wait = "", ()
        elif s.mode == "decide":
            self._decide(player, action, events)
            s.mode, s.wait = "", ()
        else:  # a window
            if action.name == "pass":
                s.open_seats.remove(player)
                if s.open_seats:
                    return events
            else:
                context = s.wait
                s.open_seats = []
                self._play_card(player, action, context, events)
            s.mode, s.wait = "", ()
        return self._run(events)

    def _parse(self, text: str, player) -> Action:
        """Action text; the faces of a roll and the two cards of a peek in any order."""
        action = Action.parse(text)
        if action.name == "roll":
            order = {f: i for i, f in enumerate(FACES)}
            return Action("roll", tuple(sorted(action.args, key=lambda f: (order.get(f, 99), f))))
        if action.name == "peek":
            return Action("peek", tuple(sorted(action.args)))
        return super()._parse(text, player)

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        s = self.state
        hand = s.hands[player]
        if action.name == "play" and action.args:
            card = action.args[0]
            if card not in hand:
                return IllegalAction("card in hand", f"{self.player_name(player)} holds no {card_name(card)}")
            if s.mode == "window" and s.wait[0] == "answer" and card != "extinguisher":
                return IllegalAction("extinguisher window", "only an Extinguisher answers a card just played")
            if card == "robbery":
                return IllegalAction("robbery", "Robbery takes the die just chosen by the player whose turn "
                                                "it is, and only from a player without a die")
            if card == "highkick":
                return IllegalAction("high kick", "High kick turns an opponent's die about to be played "
                                                  "to another face")
            if card == "thief":
                return IllegalAction("thief", "Thief steals from the player to the left or right who holds "
                                              "a card of that kind")
            if card in ("parachute", "fake", "lifeboat", "diamonds", *FBI):
                return IllegalAction("held card", f"{card_name(card)} is held, not played")
            return IllegalAction("timing", f"{card_name(card)} cannot be played now")
        if s.mode == "decide":
            kind = s.wait[0]
            if kind == "limit":
                return IllegalAction("hand limit", f"more than {HAND_LIMIT} action cards: discard or play one")
            if action.name == "discard" and kind == "pat" and action.args[:1] == ("parachute",):
                return IllegalAction("pat", "Pat may not discard a Parachute")
            if action.name == "name" and action.args:
                return IllegalAction("name a player without a die", "name a player who has no die yet")
            if action.name == "take" and kind == "choose":
                return IllegalAction("dice", "take one of the dice in the centre")
            if action.name == "pass":
                return IllegalAction("decision", "this is a choice to make, not a window to pass")
        return IllegalAction("not allowed now", f"{action.text[:60]} is not a legal action for "
                                                f"{self.player_name(player)} now")

    # ------------------------------------------------------------- scores
    def scores(self) -> list[float]:
        s = self.state
        totals = [sum(c) for c in s.cash]
        if s.end == "crash":
            return [totals[p] + DIAMONDS_BONUS * s.hands[p].count("diamonds") if p in s.survivors else 0
                    for p in self.players]
        return totals

    def winners(self) -> list[int]:
        s = self.state
        if s.end == "fbi":
            return [s.fbi_winner]
        if s.end != "crash" or not s.survivors:
            return []
        scores = self.scores()
        best = max(scores[p] for p in s.survivors)
        return [p for p in s.survivors if scores[p] == best]

    # --------------------------------------------------------------- views
    def _log_line(self, player, action: Action) -> LogLine | None:
        # A step's log line depends only on who acts, what the game waits for and the
        # action: made once (log lines are immutable), as the engine asks at every step.
        s = self.state
        key = (player, s.mode, s.wait, action)
        line = _LINES.get(key, _MISSING)
        if line is _MISSING:
            if len(_LINES) >= 100_000:
                _LINES.clear()
            line = _LINES[key] = self._make_log_line(player, action)
        return line

    def _make_log_line(self, player, action: Action) -> LogLine | None:
        s = self.state
        if player == CHANCE:
            item = s.wait
            kind = item[0]
            name = self.player_name
            if kind == "deal":
                p = item[1]
                return LogLine(f"deals {name(p)} a starting card", {p: f"deals {name(p)} {card_name(action.args[0])}"})
            if kind == "draw":
                if action.args[0] == "crash":
                    return None
                p = item[1]
                return LogLine(f"{name(p)} draws an action card",
                               {p: f"{name(p)} draws {card_name(action.args[0])}"})
            if kind == "cash":
                p = item[1]
                return LogLine(f"{name(p)} draws a cash card",
                               {p: f"{name(p)} draws {money(cash_value(action.args[0]))}"})
            if kind in ("take", "storm"):
                taker, victim = item[1], item[2]
                what = "action" if kind == "storm" or item[3] == "action" else "cash"
                card = action.args[0]
                shown = card_name(card) if what == "action" else money(cash_value(card))
                full = f"{name(taker)} takes {shown} from {name(victim)}"
                return LogLine(f"{name(taker)} takes a random {what} card from {name(victim)}",
                               {taker: full, victim: full})
            if kind == "peek":
                who, victim = item[1], item[2]
                shown = ", ".join(card_name(c) if item[3] == "action" else money(cash_value(c)) for c in action.args)
                full = f"{name(who)} looks at {name(victim)}'s {shown}"
                return LogLine(f"{name(who)} looks at {len(action.args)} random {item[3]} card(s) of {name(victim)}",
                               {who: full, victim: full})
            return None
        if s.mode == "decide":
            kind = s.wait[0]
            said = words(player, action, None)
            if kind in ("jo", "dex"):
                return LogLine(f"{'keeps a card' if kind == 'jo' else 'keeps a cash card'}", {player: said})
            if kind == "give":
                return LogLine("gives an action card and a cash card" if len(action.args) == 2 else "gives a card",
                               {player: said, s.wait[2]: said})
            if kind in ("gwen", "kika", "nick"):
                text = "keeps a card" if kind != "nick" else ("buys a card" if action.name == "buy" else "declines")
                return LogLine(text, {player: said, s.wait[2]: said})
        return None

    def _words(self, player, action: Action, viewer: int | None) -> str:
        return words(player, action, viewer)

    def _tie_break(self) -> str:
        if self.state.end == "fbi":
            return "holding the three FBI cards"
        return "surviving the crash"

    def _view(self, viewer: int | None) -> dict:
        s = self.state
        over = s.mode == "over"
        everyone = viewer is None or over
        public = {
            "round": s.round,
            "roller": s.roller,
            "current": s.current,
            "center": list(s.center),
            "deck": len(s.top) + sum(s.deck.values()) + (0 if s.end == "crash" else 1),
            "deck_top_known": len(s.top),
            "crash_reached": s.upper_left <= 0,
            "cash_deck": sum(s.cash_deck.values()) + len(s.cash_bottom),
            "cash_bottom_known": len(s.cash_bottom),
            "discard": list(s.discard),
            "cash_discard": list(s.cash_discard),
            "stack": [{"card": c, "player": p, "cancelled": x, "target": _target_of(c, a)}
                      for c, p, a, x in s.stack],
            "waiting": self._waiting(),
            "tray": {"kind": s.tray_kind, "owner": s.tray_owner, "from": s.tray_from, "count": len(s.tray)},
            "end": s.end,
            "winners": self.winners(),
            "survivors": list(s.survivors),
        }
        seats = []
        for q in range(self.num_players):
            mine = everyone or viewer == q
            seats.append({
                "character": s.characters[q],
                "power": POWERS.get(s.characters[q], ""),
                "die": s.dice[q],
                "hand": list(s.hands[q]) if mine else None,
                "hand_count": len(s.hands[q]),
                "cash": list(s.cash[q]) if mine else None,
                "cash_count": len(s.cash[q]),
                "money": sum(s.cash[q]) if mine else None,
                "transit": len(s.transit[q]),
                "transit_cards": list(s.transit[q]) if mine or viewer == (q + s.storm_dir) % self.num_players
                and s.storm_dir else None,
            })
        private: dict = {}
        if viewer is not None:
            known = {seat_word(q): {"action": list(s.known.get((viewer, q), ())),
                                    "cash": list(s.known_cash.get((viewer, q), ()))}
                     for q in range(self.num_players) if q != viewer
                     and (s.known.get((viewer, q)) or s.known_cash.get((viewer, q)))}
            private = {"known": known,
                       "deck_top": list(s.top) if s.top_by == viewer else [],
                       "cash_bottom": list(s.cash_bottom) if s.bottom_by == viewer else [],
                       "tray": list(s.tray) if viewer in (s.tray_owner, s.tray_from) and s.tray_kind.startswith("peek")
                       or viewer == s.tray_owner else []}
        else:
            private = {"deck_top": list(s.top), "cash_bottom": list(s.cash_bottom), "tray": list(s.tray),
                       "deck": dict(sorted(s.deck.items())),
                       "cash_deck": {str(v): k for v, k in sorted(s.cash_deck.items())},
                       "start_pile": dict(sorted(s.start_pile.items()))}
        parts = {"public": public, "seats": seats, "private": private}
        if not everyone:
            parts["scores"] = [sum(s.cash[q]) if q == viewer else None for q in range(self.num_players)]
        return parts

    def _waiting(self) -> dict:
        s = self.state
        if s.mode == "over":
            return {"kind": "over"}
        item = s.wait
        kind = item[0] if item else ""
        out: dict = {"kind": kind, "mode": s.mode}
        if s.mode == "chance":
            out["for"] = item[1] if len(item) > 1 else s.roller
        elif s.mode == "decide":
            out["player"] = item[1]
            if kind == "target":
                out["purpose"] = item[2]
            elif len(item) > 2:
                out["other"] = item[2]
        elif s.mode == "window":
            out["seats"] = list(s.open_seats)
            if kind == "answer":
                c, p, _, _ = s.stack[item[1]]
                out["card"], out["by"] = c, p
            else:
                out["owner"] = item[1]
                out["face"] = s.dice[item[1]]
        return out

    # ---------------------------------------------------------- resampling
    def _resample(self, player: int, rng: random.Random) -> None:
        """Redeal what ``player`` cannot see: others' cards (keeping those ``player`` knows
        they hold), the deck, cards on top or bottom put there by someone else, cards set
        aside or in transit that ``player`` did not see.

        Cash is dealt once: nothing public depends on which cash cards a hand holds, only on
        how many. The action cards must also agree with what everyone sees: an open
        reaction window says who holds a card playable now (and who does not), a pending
        choice has options (Pat needs a card to discard). Only the action cards are dealt
        again until they do (up to ``DEALS`` times: a deal costs a shuffle, no state
        copy); a deal that still disagrees is then mended by swapping the viewer's unseen
        cards between places, a swap kept when it puts fewer seats at odds with the
        window, until it agrees.

        What the others know of a hand ``player`` cannot see is hidden from ``player`` as
        well: in the new world they still know the cards of it that ``player`` knows are
        there (those stay) and nothing of the cards redealt.

        The deal depends only on what ``player`` sees and on ``rng``: each pool of unseen
        cards is sorted before it is shuffled or sampled from (its contents follow from the
        view, the order it was gathered in does not), so two games that differ only in what
        ``player`` cannot see give the same world for the same ``rng``."""
        s = self.state
        if s.mode == "over":
            return
        self._redeal_cash(player, rng)
        plan = self._action_plan(player)
        if plan is not None:
            places = None
            for _ in range(DEALS):
                places = self._deal_actions(plan, rng)
                if self._consistent():
                    break
            else:
                self._mend(plan, places, rng)
        self._after_redeal(player, rng)

    def _consistent(self) -> bool:
        """What everyone sees of the position now still holds: the seats of an open window
        (and only they) can play, a pending choice has options (Pat needs a card to discard)."""
        return self._disagreements() == 0

    def _disagreements(self) -> int:
        """How many seats contradict what everyone sees (0: the deal agrees)."""
        s = self.state
        if s.mode == "window":
            seats, wanted = self._window_seats(s.wait), s.window_start
            if seats == wanted:
                return 0
            return len(set(seats) ^ set(wanted))
        if s.mode == "decide":
            return 0 if self._decisions(s.wait) else 1
        return 0

    def _action_plan(self, player: int):
        """The viewer's unseen action cards and the places they may be: (pool, hand and
        transit places, deck-like places), or None when there is nothing to redeal."""
        s = self.state
        n = self.num_players
        me = player
        pool: list[str] = []          # any card
        slots: list[tuple] = []       # (kind, seat, fixed, size) to refill from the pool
        for q in range(n):
            if q == me:
                continue
            fixed = self._fixed_actions(me, q)
            free = _minus(s.hands[q], fixed)
            pool += free
            slots.append(("hand", q, fixed, len(free)))
        for r in range(n):
            if s.transit[r] and me not in (r, (r + s.storm_dir) % n):
                pool += s.transit[r]
                slots.append(("transit", r, [], len(s.transit[r])))
        deck_cards = [c for c, k in s.deck.items() for _ in range(k)]
        top_hidden = bool(s.top_by != me and s.top)
        tray_hidden = bool(s.tray_kind == "jo" and s.tray_owner != me and s.tray)
        deck_like = deck_cards + (list(s.top) if top_hidden else []) + (list(s.tray) if tray_hidden else [])
        undealt = [c for c, k in s.start_pile.items() for _ in range(k)]
        if not (deck_like or pool or undealt):
            return None
        # the deck, the top and Jo's tray hold only deck cards, the undealt starting pile
        # only starting cards
        return (pool + deck_like + undealt, slots, len(deck_like), len(undealt),
                len(s.tray) if tray_hidden else 0, len(s.top) if top_hidden else 0)

    def _fixed_actions(self, me: int, q: int) -> list[str]:
        """The action cards ``me`` knows that ``q`` holds (kept by a redeal for ``me``)."""
        s = self.state
        fixed = list(s.known.get((me, q), ()))
        if s.mode == "window" and s.wait[0] == "answer" and q in s.window_start:
            fixed = list(_union_max(fixed, ["extinguisher"]))  # everyone sees q may answer
        if s.tray_kind == "peek action" and me in (s.tray_owner, s.tray_from) and q == s.tray_from:
            fixed = list(_union_max(fixed, s.tray))
        return fixed

    def _fixed_cash(self, me: int, q: int) -> list[int]:
        """The cash cards ``me`` knows that ``q`` holds (kept by a redeal for ``me``)."""
        s = self.state
        fixed = list(s.known_cash.get((me, q), ()))
        if s.tray_kind == "peek cash" and me in (s.tray_owner, s.tray_from) and q == s.tray_from:
            fixed = list(_union_max(fixed, s.tray))
        return fixed

    def _deal_actions(self, plan: tuple, rng: random.Random) -> dict:
        """Deal the plan's cards at random and write them into the state; returns where
        each went: {("hand", q) or ("transit", r): [cards dealt there], "deck": [...],
        "tray": [...], "top": [...], "undealt": [...]}."""
        cards, slots, need, undealt, tray, top = plan
        everything = sorted(cards)
        rng.shuffle(everything)
        deck_kinds = [i for i, c in enumerate(everything) if c not in START_CARDS]
        start_kinds = [i for i, c in enumerate(everything) if c in START_CARDS]
        chosen = set(rng.sample(deck_kinds, need)) if need else set()
        dealt_later = set(rng.sample(start_kinds, undealt)) if undealt else set()
        for_deck = [everything[i] for i in sorted(chosen)]
        rest = [c for i, c in enumerate(everything) if i not in chosen and i not in dealt_later]
        rng.shuffle(for_deck)
        places: dict = {"undealt": [everything[i] for i in dealt_later]}
        places["tray"] = [for_deck.pop() for _ in range(tray)]
        places["top"] = [for_deck.pop() for _ in range(top)]
        places["deck"] = for_deck
        for kind, q, fixed, size in slots:
            places[kind, q] = [rest.pop() for _ in range(size)]
        self._write_actions(plan, places)
        return places

    def _write_actions(self, plan: tuple, places: dict) -> None:
        s = self.state
        s.start_pile = _counts(places["undealt"])
        if plan[4]:
            s.tray = list(places["tray"])
        if plan[5]:
            s.top = list(places["top"])
        s.deck = _counts(places["deck"])
        for kind, q, fixed, size in plan[1]:
            if kind == "hand":
                s.hands[q] = sorted(fixed + places[kind, q])
            else:
                s.transit[q] = list(places[kind, q])

    def _mend(self, plan: tuple, places: dict, rng: random.Random) -> None:
        """Swap unseen cards between places until the deal agrees with what everyone sees
        (a swap is kept when it leaves no more seats at odds than before). Starting cards
        never go to the deck, deck cards never to the undealt starting pile."""
        spots = [(key, i) for key, cards in places.items() for i in range(len(cards))]
        if len(spots) < 2:
            return
        odds = self._disagreements()
        for _ in range(MEND_SWAPS):
            if not odds:
                return
            (k1, i1), (k2, i2) = rng.sample(spots, 2)
            a, b = places[k1][i1], places[k2][i2]
            if a == b or not (_fits(k1, b) and _fits(k2, a)):
                continue
            places[k1][i1], places[k2][i2] = b, a
            self._write_actions(plan, places)
            now = self._disagreements()
            if now <= odds:
                odds = now
            else:
                places[k1][i1], places[k2][i2] = a, b
        self._write_actions(plan, places)

    def _redeal_cash(self, player: int, rng: random.Random) -> None:
        s = self.state
        n = self.num_players
        me = player
        cpool: list[int] = []
        cslots = []
        for q in range(n):
            if q == me:
                continue
            fixed = self._fixed_cash(me, q)
            free = _minus(s.cash[q], fixed)
            cpool += free
            cslots.append((q, fixed, len(free)))
        cpool += [v for v, k in s.cash_deck.items() for _ in range(k)]
        bottom_hidden = s.bottom_by != me and s.cash_bottom
        if bottom_hidden:
            cpool += s.cash_bottom
        dex_hidden = s.tray_kind == "dex" and s.tray_owner != me and s.tray
        if dex_hidden:
            cpool += s.tray
        cpool.sort()
        rng.shuffle(cpool)
        if dex_hidden:
            s.tray = [cpool.pop() for _ in range(len(s.tray))]
        if bottom_hidden:
            s.cash_bottom = [cpool.pop() for _ in range(len(s.cash_bottom))]
        for q, fixed, size in cslots:
            s.cash[q] = sorted(fixed + [cpool.pop() for _ in range(size)])
        s.cash_deck = _counts(cpool)

    def _after_redeal(self, player: int, rng: random.Random) -> None:
        s = self.state
        me = player
        # a peek the player did not see: two random cards of the new hand
        if s.tray_kind.startswith("peek") and me not in (s.tray_owner, s.tray_from):
            pile = s.hands[s.tray_from] if s.tray_kind == "peek action" else s.cash[s.tray_from]
            s.tray = sorted(rng.sample(sorted(pile), len(s.tray)))
        # What another player knows of a third one's hand is hidden from ``player`` too:
        # in the new world they still know the cards that stayed there (those ``player``
        # knows that hand holds) and forget the rest, which was redealt. What they know of
        # ``player``'s own hand stays (that hand is not redealt).
        for known, fixed in ((s.known, self._fixed_actions), (s.known_cash, self._fixed_cash)):
            for key in [k for k in known if me not in k]:
                kept = _common(known[key], fixed(me, key[1]))
                if kept:
                    known[key] = kept
                else:
                    del known[key]


_LINES: dict = {}
_MISSING = object()

#: Deals of the action cards tried before mending one (Bahamas._resample).
DEALS = 30
#: Swaps tried at most to mend a deal.
MEND_SWAPS = 2000


def _fits(place, card: str) -> bool:
    """Whether an action card may lie there: the deck, top and Jo's tray hold deck cards,
    the undealt starting pile starting cards, hands and transit anything."""
    if place in ("deck", "tray", "top"):
        return card not in START_CARDS
    if place == "undealt":
        return card in START_CARDS
    return True


_NEED = {"steal-action": "else has an action card", "steal-cash": "else has a cash card",
         "kika": "else has an action card", "gwen": "else has a cash card", "piero": "else has a cash card",
         "doug": "else has a card", "pat": "else", "nick": "else"}

_CATEGORY = {**{k: 1 for k in CHANCE_KINDS}, **{k: 2 for k in DECIDE_KINDS}, **{k: 3 for k in WINDOW_KINDS}}

_STEPS = {
    "act": Bahamas._step_act,
    "turn_end": Bahamas._step_turn_end,
    "fbi": Bahamas._step_fbi,
    "next": Bahamas._step_next,
    "resolve": Bahamas._step_resolve,
    "storm_end": Bahamas._step_storm_end,
}


def _weighted(verb: str, counts: dict) -> list[tuple[Action, float]]:
    total = sum(counts.values())
    return [(Action(verb, (str(c),)), k / total) for c, k in sorted(counts.items()) if k]


def _target_of(card: str, args: tuple):
    """The seat a played card is aimed at (None for a Storm, which hits everyone)."""
    if card in ("thief", "search", "highkick", "robbery"):
        return args[0]
    return None


def _union_max(a, b) -> tuple:
    """The smallest multiset holding both ``a`` and ``b`` (two looks at one hand)."""
    ca, cb = _counts(a), _counts(b)
    return tuple(sorted(x for k in set(ca) | set(cb) for x in [k] * max(ca.get(k, 0), cb.get(k, 0))))


def _common(a, b) -> tuple:
    """The largest multiset in both ``a`` and ``b``, sorted."""
    cb = _counts(b)
    out = []
    for x in sorted(a):
        if cb.get(x, 0) > 0:
            cb[x] -= 1
            out.append(x)
    return tuple(out)


def _distinct(items) -> list:
    return sorted(set(items))


def _unique(actions: list[Action]) -> list[Action]:
    seen, out = set(), []
    for a in actions:
        if a not in seen:
            seen.add(a)
            out.append(a)
    return out


__all__ = [
    "CARD_NAMES",
    "CHARACTERS",
    "FACE_WORDS",
    "POWERS",
    "STARTING",
    "TABLE",
    "Bahamas",
    "BahamasState",
    "card_name",
    "cash_code",
    "cash_value",
    "money",
    "roll_outcomes",
]


def _pass_knowledge(known: dict, item, q: int, r: int, seen_by) -> None:
    """Each observer in ``seen_by`` saw ``item`` go from q's hand to r's: it leaves what they
    knew of q's hand and joins what they know of r's (a player knows their own hand)."""
    for o in seen_by:
        _drop_known(known, (o, q), item)
        if o != r:
            known[(o, r)] = tuple(sorted(known.get((o, r), ()) + (item,)))


def _drop_known(known: dict, key: tuple, item) -> None:
    """Take one ``item`` out of what ``key`` = (observer, holder) knew of the holder's hand."""
    mine = known.get(key)
    if mine and item in mine:
        rest = list(mine)
        rest.remove(item)
        known[key] = tuple(rest)
