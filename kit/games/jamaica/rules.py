"""Jamaica: a pirate race round the island, with holds to fill, ports to pay and fights.

Game by Malcolm Braff, Bruno Cathala and Sébastien Pauchon (GameWorks 2007, later Space
Cowboys). The wording here is the kit's own; the French rulebook is the reference.

Every random outcome is a chance step: the captain's two action dice (``roll 6 2``), each
action card drawn into a hand (``draw 4``, from what is left of that player's deck), the
combat die (``combat 8``, ``combat star``), a treasure card found in a lair (``treasure +7``)
and the face-down treasure a winner takes at random (``stolen +7``). With
``chance="manual"`` a test or a teacher chooses them:

>>> import kit
>>> g = kit.new_game("jamaica", players=3, seed=1, chance="manual")
>>> _ = g.play("roll 6 2")                      # the captain's dice
>>> for card in (1, 4, 8,  2, 5, 9,  3, 6, 10):  # three cards into each hand
...     _ = g.play(f"draw {card}")
>>> [str(a) for a in g.legal_actions()]          # the captain: which die is the morning die?
['order 6 2', 'order 2 6']
>>> _ = g.play("order 6 2")
>>> g.to_act                                     # everyone picks a card face down at once
[0, 1, 2]
>>> [str(a) for a in g.legal_actions(0)]
['card 1', 'card 4', 'card 8']
>>> _ = g.play("card forward/forward", player=0)
>>> g.view(1)["seats"][0]["card"]                # the others only see that a card is down
'down'
>>> g.log[-1]
'player 1: puts a card face down'

A round: the captain rolls the two action dice and says which is the morning die and which
the evening die (``order 5 2``); everyone picks one of their cards face down (``card 4`` or
``card forward/food``). Then the captain reveals their card and does its morning action
with the morning die and its evening action with the evening die; then each player in
turn, clockwise, reveals and acts: nobody sees a card before its owner's turn. An action
either loads goods (the die's number of doubloons, food or gunpowder into one empty hold)
or sails the ship forward or backward that many spaces. Where a ship stops it fights any
ship there (never on Port Royal), then pays: doubloons in a port, food at sea; a pirate lair
is free and its treasure token gives a treasure card. Hands are refilled, the captain's
compass passes to the left. The game ends with the round in which a ship gets back to
Port Royal.

Decisions met on the way are actions of whoever makes them: ``fork outer`` / ``fork inner``
at a fork (and when falling back after a shortage), ``empty hold 2`` when every hold is full,
``attack 3`` when several ships share the space, ``gunpowder 2`` to commit gunpowder,
``reroll attacker`` / ``reroll defender`` / ``keep`` with Saran's Sabre, and the winner's
``steal hold 3``, ``steal treasure`` (a face-down one, at random), ``steal sabre`` (a power
card, by name), ``give curse`` or ``pass`` when nothing can be taken; ``ghost forward`` /
``ghost backward`` for the captain's ghost ship. A decision with a single possible answer
is taken without asking.

The rules are explicit phases: :class:`JamaicaState` holds the whole position, including
a stack of what is still to be done this round (``tasks``) and the question or chance step
the game waits for (``pending``). The first round's dice are rolled before the hands are
dealt (the two are independent and the captain orders the dice knowing their hand either
way), so that a teacher's first chance step is the captain's roll.

Where the rulebook is silent the kit decides: the options whose ``source`` is ``"kit
default"`` and the facts of :attr:`JamaicaGame.KIT_DEFAULTS`, each "kit default, not from
the rulebook".
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kit.engine import CHANCE, Action, Event, Game, GameInfo, IllegalAction, LogLine, Option, State, short
from kit.games.jamaica.board import (
    BEHIND,
    CARDS,
    FINISHED,
    PORT_ROYAL,
    POWERS,
    RACING,
    SPACES,
    distance_to_finish,
    neighbours,
    side_of,
    stops,
)
from kit.games.jamaica.words import action_words, card_words

# ------------------------------------------------------------------ components
CARD_BY_NAME = {f"{m}/{e}": cid for cid, (m, e) in CARDS.items()}
# "doubloons" is accepted for the "gold" symbol too ("card doubloons/forward")
CARD_BY_NAME.update({name.replace("gold", "doubloons"): cid for name, cid in list(CARD_BY_NAME.items())})
SYMBOL_GOOD = {"gold": "doubloons", "food": "food", "gunpowder": "gunpowder"}
GOODS = ("doubloons", "food", "gunpowder")
BANK = {"doubloons": 80, "food": 45, "gunpowder": 45}
START_HOLDS = (("food", 3), ("doubloons", 3))
GHOST_HOLDS = (("doubloons", 5), ("doubloons", 3))
HOLDS = 5
HAND = 3
STAR = 0  # the combat die's star face
COMBAT_DIE = (2, 4, 6, 8, 10, STAR)
EMPTY: tuple[str | None, int] = (None, 0)
_new = object.__new__

#: The 12 treasure cards: power cards lie face up, the others face down until the end.
TREASURES = ("map", "sabre", "ladybeth", "hold6", "+3", "+3", "+5", "+7", "+7", "-2", "-3", "-4")
TREASURES_USED = 9
LADY_BETH_BONUS = 2


def card_name(card: int) -> str:
    """The card's text form in actions (``card gold/forward``), as the rules name its symbols."""
    morning, evening = CARDS[card]
    return f"{morning}/{evening}"




def treasure_value(card: str) -> int:
    return 0 if card in POWERS else int(card)


def treasure_title(card: str) -> str:
    return POWERS.get(card, f"treasure {card}")


# ------------------------------------------------------------------ actions
def _a(*words: str) -> Action:
    return Action(words[0], tuple(words[1:]))


CARD_ACTION = {c: _a("card", str(c)) for c in CARDS}
DRAW_ACTION = {c: _a("draw", str(c)) for c in CARDS}
ROLL_ACTION = {(a, b): _a("roll", str(a), str(b)) for a in range(1, 7) for b in range(1, a + 1)}
ORDER_ACTION = {(a, b): _a("order", str(a), str(b)) for a in range(1, 7) for b in range(1, 7)}
FACE_TEXT = {face: ("star" if face == STAR else str(face)) for face in COMBAT_DIE}
COMBAT_ACTION = {face: _a("combat", FACE_TEXT[face]) for face in COMBAT_DIE}
TREASURE_ACTION = {t: _a("treasure", t) for t in TREASURES}
STOLEN_ACTION = {t: _a("stolen", t) for t in TREASURES if t not in POWERS}
FORK_ACTION = {side: _a("fork", side) for side in ("outer", "inner", "main")}
EMPTY_ACTION = {i: _a("empty", "hold", str(i + 1)) for i in range(HOLDS + 1)}
POWDER_ACTION: dict[int, Action] = {}
STEAL_HOLD = {i: _a("steal", "hold", str(i + 1)) for i in range(HOLDS + 1)}
STEAL_TREASURE, GIVE_CURSE, PASS, KEEP = _a("steal", "treasure"), _a("give", "curse"), _a("pass"), _a("keep")
STEAL_POWER = {p: _a("steal", p) for p in POWERS}
REROLL = {role: _a("reroll", role) for role in ("attacker", "defender")}
GHOST_FORWARD, GHOST_BACKWARD = _a("ghost", "forward"), _a("ghost", "backward")

ROLL_OUTCOMES = [(ROLL_ACTION[a, b], (1 if a == b else 2) / 36) for a in range(6, 0, -1) for b in range(a, 0, -1)]
COMBAT_OUTCOMES = [(COMBAT_ACTION[face], 1 / 6) for face in COMBAT_DIE]
#: What a chance outcome means, by action.
CHANCE_PAYLOAD: dict[Action, Any] = {}
CHANCE_PAYLOAD.update({a: c for c, a in DRAW_ACTION.items()})
CHANCE_PAYLOAD.update({a: dice for dice, a in ROLL_ACTION.items()})
CHANCE_PAYLOAD.update({a: face for face, a in COMBAT_ACTION.items()})
CHANCE_PAYLOAD.update({a: t for t, a in TREASURE_ACTION.items()})
CHANCE_PAYLOAD.update({a: t for t, a in STOLEN_ACTION.items()})
#: The same by the identity of the outcome actions the game itself offers (hashing a frozen
#: dataclass costs more than looking up its id); actions parsed from text use CHANCE_PAYLOAD.
_PAYLOAD_BY_ID = {id(a): payload for a, payload in CHANCE_PAYLOAD.items()}
_MISSING = object()
SIDE = tuple(side_of(space) for space in range(len(SPACES)))
CHANCE_VERB = {"draw": "draw", "roll": "roll", "combat": "combat", "treasure": "treasure", "pick": "stolen"}
CHANCE_EXAMPLE = {"draw": "draw 4 (or draw forward/food)", "roll": "roll 6 2", "combat": "combat 8 or combat star",
                  "treasure": "treasure +7 or treasure map", "pick": "stolen +3"}


CARD_LINE = LogLine("puts a card face down")


def powder_action(k: int) -> Action:
    action = POWDER_ACTION.get(k)
    if action is None:
        action = POWDER_ACTION[k] = _a("gunpowder", str(k))
    return action


# ------------------------------------------------------------------ the state
@dataclass(frozen=True)
class Treasure:
    """A treasure card held by a ship. ``known``: the seats who know which card it is (its
    holder, and whoever saw it change hands); ``curse``: everyone knows it is a cursed one
    (it was given as such)."""

    card: str
    known: frozenset = frozenset()
    curse: bool = False

    @property
    def face_up(self) -> bool:
        return self.card in POWERS


@dataclass
class Ship(State):
    """One ship: its space, its lap status, its holds as ``(good, amount)`` pairs
    (``(None, 0)`` for an empty hold) and its treasure cards."""

    name: str = ""
    pos: int = PORT_ROYAL
    lap: int = RACING
    holds: list = field(default_factory=lambda: [EMPTY] * HOLDS)
    treasures: list = field(default_factory=list)

    def total(self, good: str) -> int:
        total = 0
        for kind, amount in self.holds:
            if kind == good:
                total += amount
        return total

    def take(self, good: str, amount: int) -> int:
        """Remove ``amount`` of ``good`` (smallest holds first); returns what was removed."""
        taken = 0
        for have, i in sorted((a, i) for i, (k, a) in enumerate(self.holds) if k == good and a):
            if taken == amount:
                break
            part = min(have, amount - taken)
            self.holds[i] = (good, have - part) if have > part else EMPTY
            taken += part
        return taken

    def copy(self) -> Ship:
        # Field by field in declaration order, never through __dict__: reading an
        # instance's __dict__ makes every later attribute access on it slower.
        new = _new(Ship)
        new.name = self.name
        new.pos = self.pos
        new.lap = self.lap
        new.holds = self.holds[:]
        new.treasures = self.treasures[:]
        return new

    def has(self, card: str) -> bool:
        return any(t.card == card for t in self.treasures)

    @property
    def hidden(self) -> list[Treasure]:
        return [t for t in self.treasures if t.card not in POWERS]

    @property
    def powers(self) -> list[str]:
        return [t.card for t in self.treasures if t.card in POWERS]


@dataclass
class JamaicaState(State):
    """A Jamaica position. ``pending`` is what the game waits for: ``(kind, who, options,
    then, prompt)`` where ``who`` is a seat, :data:`CHANCE` (``options`` then holds the
    chance step's arguments) or None for the simultaneous card choice; ``then`` is the task
    that resumes with the answer. ``tasks`` is the stack of what is still to be done (the
    last entry next). Decks are unordered: cards are drawn at random from what is left.
    ``pool`` holds the treasure cards nobody has found (the 9-card treasure deck and the 3
    set aside unseen: a lair's card is drawn at random among them while ``treasures_left``
    lasts, which is the same as drawing from a shuffled 9-card deck)."""

    phase: str = "roll"
    ships: list = field(default_factory=list)
    bank: dict = field(default_factory=dict)
    hands: list = field(default_factory=list)
    decks: list = field(default_factory=list)
    discards: list = field(default_factory=list)
    chosen: list = field(default_factory=list)
    revealed: list = field(default_factory=list)
    pool: list = field(default_factory=list)
    treasures_left: int = TREASURES_USED
    tokens: set = field(default_factory=set)
    captain: int = 0
    round: int = 1
    dealt: bool = False
    dice: tuple | None = None
    morning: int | None = None
    evening: int | None = None
    acting: int | None = None
    half: str | None = None
    combat: dict | None = None
    sailing: dict | None = None
    ending: bool = False
    tasks: list = field(default_factory=list)
    pending: tuple | None = None
    forks_taken: list = field(default_factory=list)
    shortages: int = 0
    combats: int = 0
    #: What the last finished round left on the table, for the view only (the rules never read
    #: it): ``(round, captain, morning die, evening die, cards played by seat)``; kept until
    #: every card of the next round is down.
    last_round: tuple | None = None

    def copy(self) -> JamaicaState:
        """The generic :meth:`State.copy`, written out for speed (undo checkpoints): field
        by field in declaration order, never through ``__dict__`` (reading an instance's
        ``__dict__`` makes every later attribute access on it slower)."""
        new = _new(JamaicaState)
        new.phase = self.phase
        new.ships = [ship.copy() for ship in self.ships]
        new.bank = dict(self.bank)
        new.hands = [x[:] for x in self.hands]
        new.decks = [x[:] for x in self.decks]
        new.discards = [x[:] for x in self.discards]
        new.chosen = self.chosen[:]
        new.revealed = self.revealed[:]
        new.pool = self.pool[:]
        new.treasures_left = self.treasures_left
        new.tokens = set(self.tokens)
        new.captain = self.captain
        new.round = self.round
        new.dealt = self.dealt
        new.dice = self.dice
        new.morning = self.morning
        new.evening = self.evening
        new.acting = self.acting
        new.half = self.half
        c = self.combat
        new.combat = None if c is None else {**c, "powder": dict(c["powder"]), "dice": dict(c["dice"])}
        new.sailing = None if self.sailing is None else dict(self.sailing)
        new.ending = self.ending
        new.tasks = self.tasks[:]
        new.pending = self.pending
        new.forks_taken = self.forks_taken[:]
        new.shortages = self.shortages
        new.combats = self.combats
        new.last_round = self.last_round
        return new


# ------------------------------------------------------------------ the game
RULE_OF = {
    "order": ("captain's dice", "the captain says which rolled die is the morning die, e.g. '{a}'"),
    "cards": ("action cards", "pick one card of your hand, e.g. '{a}'"),
    "fork": ("forks", "at a fork choose the lane: 'fork outer' or 'fork inner'"),
    "fall": ("shortage", "falling back: choose the lane, 'fork outer' or 'fork inner'"),
    "empty": ("loading", "only an empty hold can be loaded; empty a hold that does not hold the good loaded"),
    "target": ("combat", "choose which ship on this space to attack, e.g. '{a}'"),
    "powder": ("gunpowder", "commit between 0 and the gunpowder you hold, e.g. '{a}'"),
    "sabre": ("Saran's Sabre", "re-roll one combat die ('reroll attacker' / 'reroll defender') or 'keep'"),
    "spoils": ("spoils of combat", "the winner steals a hold, steals a treasure or gives a curse, e.g. '{a}'"),
    "ghost": ("ghost ship", "the captain sails the ghost 'ghost forward' or 'ghost backward'"),
}
ALIASES = {"dice": "order", "powder": "gunpowder", "die": "combat"}
CHANCE_KINDS = frozenset(CHANCE_VERB)


class JamaicaGame(Game):
    """Jamaica for 2–6 players (with the optional ghost ship when two play)."""

    info = GameInfo(
        name="jamaica",
        title="Jamaica",
        min_players=2,
        max_players=6,
        designers=("Malcolm Braff", "Bruno Cathala", "Sébastien Pauchon"),
        publishers=("GameWorks", "Space Cowboys"),
        summary="A pirate race round the island: action cards, holds of doubloons, food and "
                "gunpowder, ports to pay, lairs to plunder, fights at sea.",
        credits="Board data transcribed from public sources (kit/games/jamaica/README.md).",
        year=2007,
        chance=True,
        hidden_information=True,
        simultaneous=True,
        # space -20..15 (with the behind_start_score bounds), doubloons 0..80, treasures -9..+25
        score_range=(-29, 120),
        max_actions=50_000,
    )
    options = {
        "ghost_ship": Option(
            False, "With two players, a third ship sails without a player: each round the captain "
                   "sails it with the dice (backward when it leads, forward when it is last, else as "
                   "the captain chooses), and it fights the ships where it stops. A variant for two.",
            source="variant", label="Ghost ship (two players only)"),
        "ghost_in_the_lead": Option(
            "strictly", "When the ghost ship counts as leading or last. Strictly ahead of (or "
                        "behind) both ships: leading means nearer to Port Royal than both ships, last "
                        "means farther than both. Level with the leading (or last) ship counts too: "
                        "level with the leading ship also counts as leading, level with the last ship "
                        "as last. Leading, it sails backward; last, forward; otherwise the captain "
                        "chooses.",
            choices=("strictly", "ties count"), source="kit default",
            label="Ghost ship: when it counts as leading",
            choice_labels=("Strictly ahead of (or behind) both ships",
                           "Level with the leading (or last) ship counts too")),
        "reshuffle": Option(
            "all", "When a player's deck of action cards is empty, their discard pile becomes the "
                   "new deck: all of it, the card just played included; or all but the card just "
                   "played, which stays on the discard pile (a reading of the French rulebook).",
            choices=("all", "keep_last"), source="kit default",
            label="Empty deck: which discards are reshuffled",
            choice_labels=("All of them, the card just played too",
                           "All but the card just played")),
        "behind_start_score": Option(
            -5, "Points at the end for a ship that sailed backward past Port Royal at the start "
                "(it still owes a whole lap), or that is on Port Royal without having sailed round. "
                "The spaces before the red line on the board score -5 points.",
            bounds=(-20, 15), source="kit default", label="Points for a ship behind the start"),
    }
    #: What the rulebook leaves open with no real alternative: "kit default, not from the rulebook".
    KIT_DEFAULTS = {
        "first_captain": "seat 1 is the first captain (the rules say to choose one; the seats are "
                         "otherwise alike)",
        "port_costs": "the port costs (3, 5, 3, 3, 3, 5, 5, 3, 3, 5, 7 doubloons) come from a single "
                      "transcription of the board (spaces.csv); the other printed data is checked",
        "load_short_bank": "a load takes what the bank still has; when the bank has none, nothing "
                           "is loaded and no hold is emptied",
        "load_no_room": "when every hold already holds the good being loaded, the load is lost",
        "load_into": "goods go into the first empty hold (the five ship holds before the 6th Hold)",
        "pay_from": "payments and committed gunpowder come from the smallest holds of that good first",
        "combat_then_pay": "a ship that stops on an occupied space fights first, then pays for the space",
        "shortage": "the ship pays all it has of that good, then falls back space by space along the "
                    "route (against the direction of the race) to the nearest space it can pay for "
                    "with what is left (lairs and Port Royal are free); if two such spaces are equally "
                    "near, one in each lane behind a merge, the player chooses the lane; there it "
                    "fights if the space is occupied and pays (a new shortage repeats the fall)",
        "stolen_no_room": "stolen goods that cannot go into any hold of the winner go back to the bank",
        "steal_treasure": "'steal treasure' takes one of the loser's face-down treasures at random "
                          "(a chance step); power cards (face up) are stolen by name",
        "give_curse": "'give curse' hands over the winner's worst cursed treasure; everyone sees "
                      "that it is a cursed one, only the two players which",
        "spoils_pass": "the winner may pass only when none of the three spoils is possible",
        "both_stars": "if both combat dice end on the star (after Saran's Sabre), nobody wins",
        "sabre_timing": "Saran's Sabre is offered once both dice are known (or after the attacker's "
                        "star, before the defender commits)",
        "public_scores": "during the game the scores count only what everyone sees (space and "
                         "doubloons); face-down treasures count once the game is over",
        "distance": "'nearest to Port Royal' (the tie-break, and the ghost ship's lead) counts the "
                    "fewest moves still needed to finish; a ship behind the start owes a whole lap more",
        "ghost_moves": "with the ghost ship, the captain sails it right after their own morning "
                       "action (morning die) and again after their evening action (evening die)",
        "ghost_opponent": "'l'adversaire' who plays the ghost ship's combat and takes its decisions "
                          "after a win is the other player, the one whose ship is not in the fight",
        "ghost_port_royal": "the ghost ship stops on Port Royal like a ship but never ends the game",
        "ghost_gold": "doubloons the ghost wins go into its doubloon hold (or an empty one)",
        "ghost_treasures": "Lady Beth is the ghost's from the start, so 9 of the other 11 treasure "
                           "cards are used; nobody looks at the ghost's face-down treasures",
    }

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        n = self.num_players
        if self.settings["ghost_ship"] and n != 2:
            raise ValueError("the ghost ship is a two-player variant")
        self.ghost: int | None = n if self.settings["ghost_ship"] else None
        self.keep_last = self.settings["reshuffle"] == "keep_last"
        self.lead_ties = self.settings["ghost_in_the_lead"] == "ties count"
        self.behind_score = self.settings["behind_start_score"]
        self._events: list[Event] = []
        self._draw_lines: dict = {}  # LogLines of card draws by seat and card, made once (they never change)

    def _initial_state(self) -> JamaicaState:
        n = self.num_players
        bank = dict(BANK)
        ships = []
        for p in range(n):
            ship = Ship(name=self.player_name(p))
            for i, (good, amount) in enumerate(START_HOLDS):
                ship.holds[i] = (good, amount)
                bank[good] -= amount
            ships.append(ship)
        pool = sorted(TREASURES)
        if self.ghost is not None:
            ghost = Ship(name="ghost ship", treasures=[Treasure("ladybeth")])
            for i, (good, amount) in enumerate(GHOST_HOLDS):
                ghost.holds[i] = (good, amount)
                bank[good] -= amount
            ships.append(ghost)
            pool.remove("ladybeth")
        s = JamaicaState(
            ships=ships, bank=bank, hands=[[] for _ in range(n)], decks=[sorted(CARDS) for _ in range(n)],
            discards=[[] for _ in range(n)], chosen=[None] * n, revealed=[False] * n, pool=pool,
            tokens={sp.id for sp in SPACES if sp.kind == "lair"}, tasks=[("round",)])
        self.state = s
        self._run()
        return s

    # ------------------------------------------------------- the flow of play
    def _run(self) -> None:
        """Do the tasks on the stack until the game waits for a decision or a chance step."""
        s = self.state
        tasks = s.tasks
        while s.pending is None and tasks:
            task = tasks.pop()
            _HANDLERS[task[0]](self, *task[1:])

    def _ask(self, kind: str, who: int, options: list, then: tuple, prompt: str) -> None:
        """A decision of one player; a single possible answer is taken without asking."""
        s = self.state
        if len(options) == 1:  # a tail call: the same as pushing the task and running it next
            _HANDLERS[then[0]](self, *then[1:], options[0][1])
        else:
            s.pending = (kind, who, tuple(options), then, prompt)
            s.phase = kind

    def _chance(self, kind: str, args: tuple, then: tuple, prompt: str) -> None:
        s = self.state
        s.pending = (kind, CHANCE, args, then, prompt)
        s.phase = kind

    def _emit(self, kind: str, text: str, seen_by: tuple | None = None, **data: Any) -> None:
        # (event data holds no lists, only numbers, text and tuples: such dicts are not
        # tracked by the garbage collector, which keeps long games cheap)
        # Event(kind, text, data, seen_by), built without its frozen __init__ (which sets
        # each field through object.__setattr__): half the cost, the same object.
        event = _new(Event)
        event.__dict__.update(kind=kind, text=text, data=data, seen_by=seen_by)
        self._events.append(event)

    def _then(self, then: tuple, value: Any) -> None:
        """Resume ``then`` with ``value`` now (a tail call: the same as pushing the task and
        running it next)."""
        _HANDLERS[then[0]](self, *then[1:], value)

    def _name(self, ship: int) -> str:
        return self.state.ships[ship].name

    def _seat_set(self, *ships: int) -> frozenset:
        return frozenset(x for x in ships if x < self.num_players)

    def hand_size(self, player: int) -> int:
        return HAND + 1 if self.state.ships[player].has("map") else HAND

    # ---- rounds, dice and cards
    def _t_round(self) -> None:
        s = self.state
        s.dice = s.morning = s.evening = None
        s.chosen = [None] * self.num_players
        s.revealed = [False] * self.num_players
        self._chance("roll", (), ("rolled",), f"{self._name(s.captain)}, the captain, rolls the two action dice")

    def _t_rolled(self, dice: tuple[int, int]) -> None:
        s = self.state
        a, b = s.dice = dice
        self._emit("roll", f"{self._name(s.captain)} rolls the action dice: {a} and {b}.", dice=(a, b))
        s.tasks.append(("order",))
        if not s.dealt:  # the first round: the hands are dealt now (see the module's docstring)
            s.dealt = True
            for p in reversed(range(self.num_players)):
                s.tasks.extend([("draw", p)] * HAND)

    def _t_order(self) -> None:
        s = self.state
        a, b = s.dice
        if a == b:
            self._t_ordered((a, b))
            return
        self._ask("order", s.captain, [(ORDER_ACTION[a, b], (a, b)), (ORDER_ACTION[b, a], (b, a))], ("ordered",),
                  "Captain: which die is the morning die?")

    def _t_ordered(self, order: tuple[int, int]) -> None:
        s = self.state
        s.morning, s.evening = order
        self._emit("order", f"Morning die {s.morning}, evening die {s.evening}.", morning=s.morning,
                   evening=s.evening)
        s.pending = ("cards", None, None, None, "Pick a card face down.")
        s.phase = "cards"

    def _choose_card(self, player: int, card: int) -> None:
        s = self.state
        s.chosen[player] = card
        s.hands[player].remove(card)
        if None in s.chosen:
            return
        s.last_round = None  # the new round's cards now lie on the table
        s.pending = None
        s.tasks.append(("round_end",))
        n = self.num_players
        for offset in reversed(range(n)):
            s.tasks.append(("turn", (s.captain + offset) % n))

    def _t_turn(self, player: int) -> None:
        s = self.state
        s.acting = player
        card = s.chosen[player]
        s.revealed[player] = True
        s.discards[player].append(card)
        self._emit("reveal", f"{self._name(player)} reveals card {card}: {card_words(card)}.", player=player,
                   card=card)
        morning, evening = CARDS[card]
        ghost_too = self.ghost is not None and player == s.captain
        if ghost_too:
            s.tasks.append(("ghost", s.evening))
        s.tasks.append(("half", player, "evening", evening, s.evening))
        if ghost_too:
            s.tasks.append(("ghost", s.morning))
            s.tasks.append(("half", player, "morning", morning, s.morning))
        else:
            self._t_half(player, "morning", morning, s.morning)

    def _t_half(self, player: int, half: str, symbol: str, die: int) -> None:
        s = self.state
        s.half = half
        if s.ships[player].lap == FINISHED:
            self._emit("skip", f"{self._name(player)} is home and skips the {half} action.")
        elif symbol == "forward" or symbol == "backward":
            self._sail(player, die, symbol == "forward", player)
        else:
            self._load(player, SYMBOL_GOOD[symbol], die)

    def _t_round_end(self) -> None:
        s = self.state
        s.acting = s.half = None
        s.last_round = (s.round, s.captain, s.morning, s.evening, tuple(s.chosen))
        s.chosen = [None] * self.num_players  # the cards played lie on the discard piles now
        s.revealed = [False] * self.num_players
        if s.ending:
            s.phase = "over"
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
        s.tasks.append(("new_round",))
        for p in reversed(range(self.num_players)):
            s.tasks.extend([("draw", p)] * (self.hand_size(p) - len(s.hands[p])))

    def _t_new_round(self) -> None:
        s = self.state
        s.captain = (s.captain + 1) % self.num_players
        s.round += 1
        self._emit("captain", f"Round {s.round}: {self._name(s.captain)} is captain.")
        s.tasks.append(("round",))

    def _t_draw(self, player: int) -> None:
        s = self.state
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
        self._chance("draw", (player,), ("drawn", player), f"draw a card into {self._name(player)}'s hand")

    def _t_drawn(self, player: int, card: int) -> None:
        s = self.state
        s.decks[player].remove(card)
        hand = s.hands[player]
        hand.append(card)
        hand.sort()

    # ---- loading
    def _load(self, player: int, good: str, die: int) -> None:
        amount = min(die, self.state.bank[good])
        if amount == 0:
            self._emit("load", f"{self._name(player)} cannot load {good}: the bank has none.")
            return
        self._place(player, good, ("loaded", player, good, amount))

    def _place(self, player: int, good: str, then: tuple) -> None:
        """Find the empty hold that will take ``good``: the first empty one, or one the player
        empties (a choice among the holds that do not hold ``good``); ``then`` resumes with its
        index, or None when there is no room."""
        s = self.state
        holds = s.ships[player].holds
        for i, (_, amount) in enumerate(holds):
            if amount == 0:
                self._then(then, i)
                return
        choices = [(EMPTY_ACTION[i], i) for i, (kind, _) in enumerate(holds) if kind != good]
        if not choices:
            self._then(then, None)
            return
        self._ask("empty", player, choices, ("emptied", player, then),
                  f"Every hold is full: empty one that does not hold {good}.")

    def _t_emptied(self, player: int, then: tuple, index: int) -> None:
        s = self.state
        kind, amount = s.ships[player].holds[index]
        s.bank[kind] += amount
        s.ships[player].holds[index] = EMPTY
        self._emit("empty", f"{self._name(player)} empties hold {index + 1} ({amount} {kind}) into the bank.")
        self._then(then, index)

    def _t_loaded(self, player: int, good: str, amount: int, index: int | None) -> None:
        s = self.state
        if index is None:
            self._emit("load", f"{self._name(player)} cannot load {good}: every hold already holds {good}.")
            return
        s.bank[good] -= amount
        s.ships[player].holds[index] = (good, amount)
        self._emit("load", f"{self._name(player)} loads {amount} {good}.", player=player, good=good, amount=amount)

    # ---- sailing
    def _sail(self, ship_id: int, steps: int, forward: bool, decider: int) -> None:
        ship = self.state.ships[ship_id]
        self.state.sailing = {"ship": ship_id, "trail": (ship.pos,), "steps": steps, "forward": forward,
                              "left": steps}
        self._t_step(ship_id, forward, decider)

    def _t_step(self, ship_id: int, forward: bool, decider: int) -> None:
        s = self.state
        ship = s.ships[ship_id]
        sailing = s.sailing
        while sailing["left"] > 0:
            options = NEIGHBOURS[ship.pos, forward, ship.lap]
            if len(options) > 1:
                self._ask("fork", decider, [(FORK_ACTION[SIDE[space]], (space, lap)) for space, lap in options],
                          ("forked", ship_id, forward, decider),
                          f"{ship.name} is at a fork on space {ship.pos}: outer lane or inner channel?")
                return
            ship.pos, ship.lap = options[0]
            sailing["trail"] += (ship.pos,)
            sailing["left"] = 0 if (forward and ship.pos == PORT_ROYAL and ship.lap == FINISHED) \
                else sailing["left"] - 1
        self._sailed(ship_id, decider)

    def _one_step(self, ship: Ship, target: tuple[int, int], forward: bool) -> None:
        sailing = self.state.sailing
        ship.pos, ship.lap = target
        sailing["trail"] += (ship.pos,)
        sailing["left"] = 0 if stops(ship.pos, ship.lap, forward) else sailing["left"] - 1

    def _t_forked(self, ship_id: int, forward: bool, decider: int, target: tuple[int, int]) -> None:
        s = self.state
        ship = s.ships[ship_id]
        s.forks_taken.append((ship_id, ship.pos, SIDE[target[0]]))
        self._one_step(ship, target, forward)
        self._t_step(ship_id, forward, decider)

    def _sailed(self, ship_id: int, decider: int) -> None:
        s = self.state
        ship = s.ships[ship_id]
        sailing, s.sailing = s.sailing, None
        trail = sailing["trail"]
        way = "forward" if sailing["forward"] else "backward"
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
        self._t_arrive(ship_id, decider)

    def _t_arrive(self, ship_id: int, decider: int) -> None:
        """Where a ship stops: fight whoever is there (never on Port Royal), then pay."""
        s = self.state
        ship = s.ships[ship_id]
        if ship.pos == PORT_ROYAL:
            return
        pos = ship.pos
        others = [q for q, o in enumerate(s.ships) if o.pos == pos and q != ship_id]
        if not others:
            self._t_pay(ship_id)
            return
        s.tasks.append(("pay", ship_id))
        if others:
            self._ask("target", decider, [(_a("attack", self.ship_label(q)), q) for q in others],
                      ("combat", ship_id), "Several ships are here: which one do you attack?")

    def _t_pay(self, ship_id: int) -> None:
        s = self.state
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
        self._emit("shortage", f"Shortage! {ship.name} owes {space.cost} {good} on space {ship.pos}, pays the "
                   f"{have} it has and falls back.", ship=ship_id)
        lanes = [(FORK_ACTION[SIDE[x]], x) for x in fallback_spaces(ship, ship.pos)]
        self._ask("fall", ship_id, lanes, ("fell", ship_id), "Falling back: two lanes are equally near; which one?")

    def _t_fell(self, ship_id: int, target: int) -> None:
        ship = self.state.ships[ship_id]
        self._emit("move", f"{ship.name} falls back to space {target}.", ship=ship_id, path=(ship.pos, target))
        ship.pos = target
        self._t_arrive(ship_id, ship_id)

    def _take_token(self, ship_id: int) -> None:
        s = self.state
        ship = s.ships[ship_id]
        if ship.pos not in s.tokens:
            return
        s.tokens.discard(ship.pos)
        if s.treasures_left == 0:
            self._emit("treasure", f"{ship.name} takes the treasure token; no treasure card is left.")
            return
        self._chance("treasure", (ship_id,), ("found", ship_id), f"{ship.name} draws a treasure card")

    def _t_found(self, ship_id: int, card: str) -> None:
        s = self.state
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

    # ---- combat
    def ship_label(self, ship_id: int) -> str:
        return "ghost" if ship_id == self.ghost else str(ship_id + 1)

    def _controller(self, ship_id: int, rival: int) -> int:
        """Who decides for a ship in a fight: its player; for the ghost, the other player
        (KIT_DEFAULTS["ghost_opponent"])."""
        return ship_id if ship_id != self.ghost else 1 - rival

    def _t_combat(self, attacker: int, defender: int) -> None:
        s = self.state
        s.combats += 1
        s.combat = {"attacker": attacker, "defender": defender, "powder": {}, "dice": {}, "sabre_used": False,
                    "winner": None}
        self._emit("combat", f"Combat! {self._name(attacker)} attacks {self._name(defender)} on space "
                   f"{s.ships[attacker].pos}.", attacker=attacker, defender=defender)
        s.tasks.append(("combat_middle",))
        s.tasks.append(("commit", attacker, defender))

    def _t_commit(self, ship_id: int, rival: int) -> None:
        ship = self.state.ships[ship_id]
        amounts = [(powder_action(k), k) for k in range(ship.total("gunpowder") + 1)]
        self._ask("powder", self._controller(ship_id, rival), amounts, ("committed", ship_id),
                  f"{ship.name}: how much gunpowder do you commit?")

    def _t_committed(self, ship_id: int, amount: int) -> None:
        s = self.state
        s.ships[ship_id].take("gunpowder", amount)
        s.combat["powder"][ship_id] = amount
        text = f"{self._name(ship_id)} commits {amount} gunpowder and rolls"
        self._chance("combat", (ship_id,), ("die", ship_id, text), f"{self._name(ship_id)} rolls the combat die")

    def _t_die(self, ship_id: int, text: str, face: int) -> None:
        self.state.combat["dice"][ship_id] = face
        self._emit("die", f"{text}: {'a star' if face == STAR else face}.", ship=ship_id, face=face)

    def _t_combat_middle(self) -> None:
        s = self.state
        s.tasks.append(("combat_defender",))
        if s.combat["dice"][s.combat["attacker"]] == STAR:
            s.tasks.append(("sabre",))

    def _t_combat_defender(self) -> None:
        s = self.state
        c = s.combat
        s.tasks.append(("combat_end",))
        if c["dice"][c["attacker"]] != STAR:
            s.tasks += [("sabre",), ("commit", c["defender"], c["attacker"])]

    def _t_sabre(self) -> None:
        s = self.state
        c = s.combat
        a, d = c["attacker"], c["defender"]
        holder = next((x for x in (a, d) if s.ships[x].has("sabre")), None)
        if holder is None or c["sabre_used"]:
            return
        options = [(KEEP, None)] + [(REROLL[role], x) for role, x in (("attacker", a), ("defender", d))
                                    if x in c["dice"]]
        self._ask("sabre", self._controller(holder, d if holder == a else a), options, ("sabred",),
                  "Saran's Sabre: re-roll one combat die?")

    def _t_sabred(self, target: int | None) -> None:
        if target is None:
            return
        self.state.combat["sabre_used"] = True
        text = f"Saran's Sabre: {self._name(target)}'s die is rolled again"
        self._chance("combat", (target,), ("die", target, text), f"{self._name(target)}'s combat die is rolled again")

    def firepower(self, ship_id: int) -> int:
        s = self.state
        c = s.combat
        bonus = LADY_BETH_BONUS if s.ships[ship_id].has("ladybeth") else 0
        return c["powder"].get(ship_id, 0) + c["dice"].get(ship_id, 0) + bonus

    def _outcome(self, attacker: int, defender: int) -> tuple[int | None, int | None]:
        dice = self.state.combat["dice"]
        star_a, star_d = dice.get(attacker) == STAR, dice.get(defender) == STAR
        if star_a and star_d:
            return None, None
        if star_a or star_d:
            return (attacker, defender) if star_a else (defender, attacker)
        fa, fd = self.firepower(attacker), self.firepower(defender)
        self._emit("firepower", f"Firepower: {self._name(attacker)} {fa}, {self._name(defender)} {fd}.")
        if fa == fd:
            return None, None
        return (attacker, defender) if fa > fd else (defender, attacker)

    def _t_combat_end(self) -> None:
        s = self.state
        c = s.combat
        winner, loser = self._outcome(c["attacker"], c["defender"])
        s.bank["gunpowder"] += sum(c["powder"].values())
        c["powder"] = {}
        c["winner"] = winner
        s.tasks.append(("combat_over",))
        if winner is None:
            self._emit("win", "Equal firepower: nothing happens.")
        else:
            self._emit("win", f"{self._name(winner)} wins the fight.", winner=winner, loser=loser)
            s.tasks.append(("spoils", winner, loser))

    def _t_combat_over(self) -> None:
        self.state.combat = None

    def _spoils_options(self, winner: int, loser: int) -> list:
        s = self.state
        w, l = s.ships[winner], s.ships[loser]
        options: list = [(STEAL_HOLD[i], ("hold", i)) for i, (_, amount) in enumerate(l.holds) if amount]
        if l.hidden:
            options.append((STEAL_TREASURE, ("treasure", None)))
        for power in l.powers:
            if not (loser == self.ghost and power == "ladybeth"):
                options.append((STEAL_POWER[power], ("power", power)))
        if winner != self.ghost and any(treasure_value(t.card) < 0 for t in w.treasures):
            options.append((GIVE_CURSE, ("curse", None)))
        return options or [(PASS, ("pass", None))]

    def _t_spoils(self, winner: int, loser: int) -> None:
        self._ask("spoils", self._controller(winner, loser), self._spoils_options(winner, loser),
                  ("spoiled", winner, loser),
                  f"{self._name(winner)} won: steal a hold, steal a treasure or give a cursed treasure.")

    def _t_spoiled(self, winner: int, loser: int, choice: tuple) -> None:
        s = self.state
        w, l = s.ships[winner], s.ships[loser]
        kind, what = choice
        if kind == "hold":
            good, amount = l.holds[what]
            self._emit("spoils", f"{w.name} steals hold {what + 1} of {l.name}: {amount} {good}.")
            if winner == self.ghost:
                l.holds[what] = EMPTY
                self._ghost_keeps(good, amount)
            else:
                self._place(winner, good, ("stolen", winner, loser, what))
        elif kind == "treasure":
            self._chance("pick", (winner, loser), ("picked", winner, loser),
                         f"{w.name} takes one of {l.name}'s face-down treasures at random")
        elif kind == "power":
            card = next(t for t in l.treasures if t.card == what)
            l.treasures.remove(card)
            w.treasures.append(card)
            if what == "hold6":
                w.holds.append(l.holds.pop(HOLDS))
            self._emit("spoils", f"{w.name} steals {POWERS[what]} from {l.name}.")
        elif kind == "curse":
            curse = min(w.treasures, key=lambda t: treasure_value(t.card))
            w.treasures.remove(curse)
            l.treasures.append(Treasure(curse.card, curse.known | self._seat_set(winner, loser), True))
            self._emit("spoils", f"{w.name} gives a cursed treasure to {l.name}.")
            self._emit("spoils", f"The cursed treasure given is {curse.card}.", seen_by=tuple(sorted(
                self._seat_set(winner, loser))))
        else:
            self._emit("spoils", f"{w.name} finds nothing to take.")

    def _t_stolen(self, winner: int, loser: int, what: int, index: int | None) -> None:
        s = self.state
        w, l = s.ships[winner], s.ships[loser]
        good, amount = l.holds[what]
        l.holds[what] = EMPTY
        if index is None:
            s.bank[good] += amount
            self._emit("spoils", f"{w.name} has no room for {good}: it goes back to the bank.")
        else:
            w.holds[index] = (good, amount)

    def _t_picked(self, winner: int, loser: int, card: str) -> None:
        s = self.state
        w, l = s.ships[winner], s.ships[loser]
        pair = self._seat_set(winner, loser)
        taken = next(t for t in l.treasures if t.card == card and not t.face_up)
        l.treasures.remove(taken)
        # Whoever else knew the loser's face-down cards no longer knows which one went.
        l.treasures = [t if t.face_up else Treasure(t.card, (t.known & pair) | self._seat_set(loser))
                       for t in l.treasures]
        w.treasures.append(Treasure(card, (taken.known & pair) | pair))
        self._emit("spoils", f"{w.name} steals a face-down treasure from {l.name}.")

    def _ghost_keeps(self, good: str, amount: int) -> None:
        s = self.state
        ghost = s.ships[self.ghost]
        if good != "doubloons":
            s.bank[good] += amount
            self._emit("spoils", f"The ghost ship only keeps doubloons: {amount} {good} go back to the bank.")
            return
        index = next((i for i, (k, _) in enumerate(ghost.holds) if k == "doubloons"), None)
        if index is None:
            index = next((i for i, (_, a) in enumerate(ghost.holds) if a == 0), None)
        if index is None:
            s.bank[good] += amount
            return
        ghost.holds[index] = ("doubloons", ghost.holds[index][1] + amount)

    # ---- the ghost ship (two-player variant)
    def _t_ghost(self, die: int) -> None:
        s = self.state
        ghost = s.ships[self.ghost]
        here = distance_to_finish(ghost.pos, ghost.lap)
        others = [distance_to_finish(o.pos, o.lap) for o in s.ships[: self.num_players]]
        lead = here < min(others) or (self.lead_ties and here <= min(others))
        last = here > max(others) or (self.lead_ties and here >= max(others))
        if lead != last:
            self._sail(self.ghost, die, last, s.captain)
            return
        self._ask("ghost", s.captain, [(GHOST_FORWARD, True), (GHOST_BACKWARD, False)], ("ghost_sail", die),
                  "Captain: sail the ghost ship forward or backward?")

    def _t_ghost_sail(self, die: int, forward: bool) -> None:
        self._sail(self.ghost, die, forward, self.state.captain)

    # ================================================================ contract
    def _is_over(self) -> bool:
        return self.state.phase == "over"

    def _to_act(self) -> list:
        pending = self.state.pending
        if pending is None:
            return []
        if pending[0] == "cards":
            return [p for p, c in enumerate(self.state.chosen) if c is None]
        return [pending[1]]

    def _chance_due(self) -> bool:
        pending = self.state.pending
        return pending is not None and pending[1] == CHANCE

    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        pending = s.pending
        if pending is None:
            return []
        if pending[0] == "cards":
            return [CARD_ACTION[c] for c in s.hands[player]] if s.chosen[player] is None else []
        if pending[1] == player:
            return [a for a, _ in pending[2]]
        return []

    def _parse(self, text: str, player) -> Action:
        action = Action.parse(text)
        name = ALIASES.get(action.name, action.name)
        args = tuple(a.lower() for a in action.args)
        if name in ("card", "draw") and len(args) == 1 and args[0] in CARD_BY_NAME:
            args = (str(CARD_BY_NAME[args[0]]),)
        elif name == "combat" and args == ("*",):
            args = ("star",)
        return Action(name, args)

    def _apply(self, player, action: Action) -> list[Event]:
        self._events = events = []
        s = self.state
        pending = s.pending
        # The task that resumes with the answer is called at once (what pushing it on the
        # task stack and running the stack would do first), then the stack runs.
        if player == CHANCE:
            s.pending = None
            payload = _PAYLOAD_BY_ID.get(id(action), _MISSING)
            then = pending[3]
            _HANDLERS[then[0]](self, *then[1:], CHANCE_PAYLOAD[action] if payload is _MISSING else payload)
        elif pending[0] == "cards":
            self._choose_card(player, int(action.args[0]))
        else:
            s.pending = None
            for offered, payload in pending[2]:
                if offered is action or offered == action:
                    break
            then = pending[3]
            _HANDLERS[then[0]](self, *then[1:], payload)
        self._run()
        return events

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        pending = self.state.pending
        legal = self._legal_actions(player)
        kind = pending[0]
        rule, text = RULE_OF[kind]
        example = str(legal[0]) if legal else "?"
        if kind == "cards" and action.name == "card":
            return IllegalAction("action cards", f"{short(action.text, 40)} is not in your hand; you hold "
                                 + ", ".join(f"{a} ({card_words(int(a.args[0]))})" for a in legal))
        if kind == "powder" and action.name == "gunpowder":
            return IllegalAction("gunpowder", f"you hold only {len(legal) - 1} gunpowder")
        if kind == "empty" and action.name == "empty":
            return IllegalAction("loading", "empty a hold that is full and does not hold the good you load: "
                                 + ", ".join(map(str, legal)))
        return IllegalAction(rule, f"{short(action.text, 40)} is not possible now: " + text.format(a=example)
                             + " (legal: " + ", ".join(map(str, legal)) + ")")

    # ---------------------------------------------------------------- chance
    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        s = self.state
        kind, _, args, _, _ = s.pending
        if kind == "roll":
            return ROLL_OUTCOMES
        if kind == "combat":
            return COMBAT_OUTCOMES
        if kind == "draw":
            deck = s.decks[args[0]]
            return [(DRAW_ACTION[c], 1 / len(deck)) for c in deck]
        if kind == "treasure":
            counts = Counter(s.pool)
            return [(TREASURE_ACTION[t], k / len(s.pool)) for t, k in sorted(counts.items())]
        cards = [t.card for t in s.ships[args[1]].hidden]
        return [(STOLEN_ACTION[t], k / len(cards)) for t, k in sorted(Counter(cards).items())]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        kind, _, args, _, _ = s.pending
        if kind == "draw":
            deck = s.decks[args[0]]
            return DRAW_ACTION[deck[int(rng.random() * len(deck))]]
        if kind == "roll":
            a, b = 1 + int(rng.random() * 6), 1 + int(rng.random() * 6)
            return ROLL_ACTION[(a, b) if a >= b else (b, a)]
        if kind == "combat":
            return COMBAT_ACTION[COMBAT_DIE[int(rng.random() * 6)]]
        if kind == "treasure":
            return TREASURE_ACTION[s.pool[int(rng.random() * len(s.pool))]]
        hidden = s.ships[args[1]].hidden
        return STOLEN_ACTION[hidden[int(rng.random() * len(hidden))].card]

    def _check_chance(self, action: Action) -> None:
        kind = self.state.pending[0]
        if not any(a == action for a, _ in self._chance_outcomes()):
            verb = CHANCE_VERB[kind]
            if action.name != verb:
                raise IllegalAction("chance", f"the chance step due is '{verb} …', e.g. {CHANCE_EXAMPLE[kind]}")
            if kind == "roll" and Action("roll", action.args[::-1]) in ROLL_ACTION.values():
                raise IllegalAction("chance", "a roll is written higher die first: roll "
                                    + " ".join(action.args[::-1]))
            raise IllegalAction("chance", f"{short(action.text, 40)} is not a possible outcome now; "
                                + self.chance_help())

    def chance_help(self) -> str:
        pending = self.state.pending
        if pending is None or pending[1] != CHANCE:
            return ""
        kind, prompt = pending[0], pending[4]
        if kind == "draw":
            deck = self.state.decks[pending[2][0]]
            return f"{prompt}: one of {', '.join(DRAW_ACTION[c].text for c in deck)}"
        return f"{prompt}, e.g. {CHANCE_EXAMPLE[kind]}"

    def _log_line(self, player, action: Action) -> LogLine | None:
        # The step is chance's exactly when the pending question is a chance step's, so the
        # kind of the pending question alone says how the step reads.
        pending = self.state.pending
        if pending is None:
            return None
        kind = pending[0]
        if kind == "draw":
            p = pending[2][0]
            lines = self._draw_lines.get(p)
            if lines is None:
                lines = self._draw_lines[p] = {}
            card = action.args[0]  # a checked outcome: the card's number
            line = lines.get(card)
            if line is None:
                line = lines[card] = LogLine(
                    f"{self._name(p)} draws a card", {p: action_words(CHANCE, action, None)})
            return line
        if kind == "cards":  # which card: its owner's view shows it, everyone's log at its reveal
            return CARD_LINE
        if kind == "treasure":
            if action.args and action.args[0] not in POWERS:
                ship = pending[2][0]
                return LogLine(f"a face-down treasure card for {self._name(ship)}",
                               {q: action_words(CHANCE, action, None) for q in self._seat_set(ship)})
            return None
        if kind == "pick":
            w, l = pending[2]
            return LogLine(f"{self._name(w)} takes a face-down treasure of {self._name(l)}",
                           {q: action_words(CHANCE, action, None) for q in self._seat_set(w, l)})
        return None

    def _words(self, player, action: Action, viewer: int | None) -> str:
        return action_words(player, action, viewer)

    def _tie_break(self) -> str:
        return "the ship nearest to Port Royal"

    # ---------------------------------------------------------------- scoring
    def space_score(self, player: int) -> int:
        ship = self.state.ships[player]
        if ship.lap == FINISHED:
            return SPACES[PORT_ROYAL].end_score
        if ship.lap == BEHIND or ship.pos == PORT_ROYAL:
            return self.behind_score
        return SPACES[ship.pos].end_score

    def score_parts(self, player: int) -> dict[str, int]:
        """Space, doubloons and treasures of a player's score (face-down treasures count
        once the game is over: KIT_DEFAULTS["public_scores"])."""
        ship = self.state.ships[player]
        over = self.state.phase == "over"
        return {"space": self.space_score(player), "doubloons": ship.total("doubloons"),
                "treasures": sum(treasure_value(t.card) for t in ship.treasures) if over else 0}

    def scores(self) -> list[float]:
        return [sum(self.score_parts(p).values()) for p in range(self.num_players)]

    def winners(self) -> list[int]:
        """Best score; a tie goes to the ship nearest to Port Royal (KIT_DEFAULTS["distance"])."""
        if not self.over:
            return []
        scores = self.scores()
        best = [p for p in self.players if scores[p] == max(scores)]
        ships = self.state.ships
        near = {p: distance_to_finish(ships[p].pos, ships[p].lap) for p in best}
        return [p for p in best if near[p] == min(near.values())]

    # ---------------------------------------------------------------- views
    def _view(self, player: int | None) -> dict:
        s = self.state
        n = self.num_players
        over = s.phase == "over"
        pending = s.pending
        ships = []
        for i, ship in enumerate(s.ships):
            hidden = [t.card for t in ship.hidden]
            ships.append({
                "name": ship.name, "label": self.ship_label(i), "space": ship.pos, "lap": ship.lap,
                "distance": distance_to_finish(ship.pos, ship.lap),
                "holds": [list(h) for h in ship.holds], "powers": ship.powers, "face_down": len(hidden),
                "cursed": sum(t.curse for t in ship.hidden),
                "revealed": hidden if over else None,
                "points": self.score_parts(i) if i < n else None,
            })
        seats = []
        for q in range(n):
            mine = player is None or player == q
            card = s.chosen[q]
            seats.append({
                "hand": list(s.hands[q]) if mine else len(s.hands[q]),
                "deck": list(s.decks[q]) if mine else len(s.decks[q]),
                "discard": [c for c in s.discards[q]],
                "card": None if card is None else card if (mine or s.revealed[q]) else "down",
                "face_down": [t.card for t in s.ships[q].hidden] if (mine or over) else len(s.ships[q].hidden),
                "hand_size": self.hand_size(q),
            })
        decision = None
        if pending is not None:
            kind, who = pending[0], pending[1]
            decision = {"kind": kind, "prompt": pending[4], "chance": who == CHANCE,
                        "players": self._to_act(), "for": list(pending[2]) if who == CHANCE else None}
            if kind in ("fork", "fall"):  # where each answer leads: public geometry
                decision["spaces"] = {str(x[0] if isinstance(x, tuple) else x): a.text for a, x in pending[2]}
            elif kind == "target":
                decision["ships"] = {str(q): a.text for a, q in pending[2]}
        c = s.combat
        public = {
            "round": s.round, "captain": s.captain, "dice": list(s.dice) if s.dice else None,
            "morning": s.morning, "evening": s.evening, "acting": s.acting, "half": s.half,
            "ghost": self.ghost, "ships": ships, "bank": dict(s.bank), "tokens": sorted(s.tokens),
            "treasures_left": s.treasures_left,
            "combat": None if c is None else {
                "attacker": c["attacker"], "defender": c["defender"], "winner": c["winner"],
                "sabre_used": c["sabre_used"],
                "powder": {str(k): v for k, v in c["powder"].items()},
                "dice": {str(k): v for k, v in c["dice"].items()},
                "firepower": {str(k): self.firepower(k) for k in c["dice"]}},
            "sailing": None if s.sailing is None else {
                "ship": s.sailing["ship"], "trail": list(s.sailing["trail"]), "steps": s.sailing["steps"],
                "forward": s.sailing["forward"], "left": s.sailing["left"]},
            "decision": decision, "ending": s.ending,
            "last_round": None if s.last_round is None else {
                "round": s.last_round[0], "captain": s.last_round[1], "morning": s.last_round[2],
                "evening": s.last_round[3], "cards": list(s.last_round[4])},
            "winners": self.winners() if over else [],
            "forks_taken": [list(f) for f in s.forks_taken], "shortages": s.shortages, "combats": s.combats,
        }
        if player is None:
            private = {"treasure_pool": list(s.pool),
                       "ghost_face_down": None if self.ghost is None else
                       [t.card for t in s.ships[self.ghost].hidden]}
        else:
            private = {key: seats[player][key] for key in ("hand", "deck", "card", "face_down")}
        return {"public": public, "seats": seats, "private": private}

    # ---------------------------------------------------------------- resampling
    def _resample(self, player: int, rng: random.Random) -> None:
        """Redraw what ``player`` cannot see: the other players' hands, decks and face-down
        cards not yet revealed, and every treasure card they do not know (face-down ones
        held by others, the undrawn ones), keeping what everyone knows: how many cards each
        has, which treasures are face up, which face-down ones were given as curses.

        The draw depends only on what ``player`` sees and on ``rng``: each pool of unseen
        cards is sorted before it is shuffled (its contents follow from the view, the order
        it was gathered in does not), so two games that differ only in what ``player``
        cannot see give the same world for the same ``rng``."""
        s = self.state
        for q in range(self.num_players):
            if q == player:
                continue
            down = s.chosen[q] is not None and not s.revealed[q]
            pool = sorted(s.hands[q] + s.decks[q] + ([s.chosen[q]] if down else []))
            rng.shuffle(pool)
            k = len(s.hands[q])
            s.hands[q] = sorted(pool[:k])
            if down:
                s.chosen[q] = pool[k]
                k += 1
            s.decks[q] = sorted(pool[k:])
        if s.phase == "over":
            return
        slots = [(i, j, t) for i, ship in enumerate(s.ships) for j, t in enumerate(ship.treasures)
                 if not t.face_up and player not in t.known]
        unknown = sorted([t.card for _, _, t in slots] + [c for c in s.pool if c not in POWERS])
        rng.shuffle(unknown)
        curses = [c for c in unknown if treasure_value(c) < 0]
        for c in curses[:sum(t.curse for _, _, t in slots)]:
            unknown.remove(c)
        given = iter(curses)
        rest = iter(unknown)
        for i, j, t in slots:
            card = next(given) if t.curse else next(rest)
            s.ships[i].treasures[j] = Treasure(card, t.known, t.curse)
        s.pool = sorted(list(rest) + [c for c in s.pool if c in POWERS])
        pending = s.pending
        if pending is not None and pending[0] == "spoils":  # the winner's curses may differ now
            winner, loser = pending[3][1], pending[3][2]
            s.pending = pending[:2] + (tuple(self._spoils_options(winner, loser)),) + pending[3:]


#: The ``(space, lap)`` one step away, by (space, forward, lap): board.neighbours, tabled.
NEIGHBOURS = {(space, forward, lap): neighbours(space, forward, lap)
              for space in range(len(SPACES)) for forward in (True, False) for lap in (BEHIND, RACING, FINISHED)}

_HANDLERS: dict[str, Callable[..., None]] = {
    name[3:]: function for name, function in vars(JamaicaGame).items() if name.startswith("_t_")}


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


__all__ = [
    "CARDS",
    "CARD_BY_NAME",
    "COMBAT_DIE",
    "POWERS",
    "STAR",
    "TREASURES",
    "JamaicaGame",
    "JamaicaState",
    "Ship",
    "Treasure",
    "card_name",
    "card_words",
    "treasure_title",
    "treasure_value",
]
