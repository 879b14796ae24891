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
>>> seat = g.view(1)["seats"][0]                  # the others only see that a card is down
>>> seat["picked"], seat["card"]
(True, None)
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
from typing import Any, ClassVar

from kit.engine import CHANCE, Action, Event, GameInfo, IllegalAction, LogLine, Option, Player, short
from kit.flow import OVER
from kit.games.jamaica.board import BEHIND, CARDS, FINISHED, PORT_ROYAL, POWERS, SPACES, distance_to_finish
from kit.games.jamaica.combat import JamaicaCombat
from kit.games.jamaica.components import BANK, COMBAT_DIE, GHOST_HOLDS, START_HOLDS, TREASURES, treasure_value
from kit.games.jamaica.imagined import imagined_facts
from kit.games.jamaica.moves import (
    CARD_ACTION,
    COMBAT_ACTION,
    COMBAT_OUTCOMES,
    DRAW_ACTION,
    OFFERED_MOVE,
    ROLL_ACTION,
    ROLL_OUTCOMES,
    STOLEN_ACTION,
    TREASURE_ACTION,
    Attack,
    Commit,
    Draw,
    EmptyHold,
    FindTreasure,
    Move,
    PlayCard,
    Roll,
    canonical,
    read,
    write,
)
from kit.games.jamaica.resample import resample
from kit.games.jamaica.rounds import ROUND
from kit.games.jamaica.state import (
    CombatDefender,
    CombatEnd,
    CombatMiddle,
    CombatOver,
    CommitPowder,
    Committed,
    DieRolled,
    DrawCard,
    Drawn,
    Emptied,
    Fell,
    Fight,
    Forked,
    Found,
    GhostMove,
    GhostSail,
    Half,
    JamaicaState,
    Loaded,
    NewRound,
    OrderDice,
    Ordered,
    Pay,
    Picked,
    Rolled,
    Round,
    RoundEnd,
    Sabre,
    Sabred,
    Ship,
    Spoiled,
    Spoils,
    Stolen,
    Treasure,
    Turn,
)
from kit.games.jamaica.words import action_words, card_words

RULE_OF = {
    "order": ("captain's dice", "the captain says which rolled die is the morning die, e.g. '{a}'"),
    "cards": ("action cards", "pick one card of your hand, e.g. '{a}'"),
    "fork": ("forks", "at a fork choose the lane: 'fork outer' or 'fork inner'"),
    "fall": ("shortage", "falling back: choose the lane, 'fork outer' or 'fork inner'"),
    "empty": ("loading", "only an empty hold can be loaded; empty a hold that does not hold the good loaded"),
    "target": ("combat", "choose which ship on this space to attack, e.g. '{a}'"),
    "powder": ("gunpowder", "commit between 0 and the gunpowder you hold, e.g. '{a}'"),
    "sabre": ("Saran's Sabre", "re-roll one combat die ('reroll attacker' / 'reroll defender') or 'keep'"),
    "spoils": ("spoils of combat",
               "the winner steals a hold, steals a treasure or gives a curse, e.g. '{a}'"),
    "ghost": ("ghost ship", "the captain sails the ghost 'ghost forward' or 'ghost backward'"),
}
CHANCE_VERB = {"draw": "draw", "roll": "roll", "combat": "combat", "treasure": "treasure", "pick": "stolen"}
CHANCE_EXAMPLE = {"draw": "draw 4 (or draw forward/food)", "roll": "roll 6 2",
                  "combat": "combat 8 or combat star", "treasure": "treasure +7 or treasure map",
                  "pick": "stolen +3"}
CARD_LINE = LogLine("puts a card face down")
#: The kinds of step whose log line hides something from some players.
HIDING = frozenset(("draw", "cards", "treasure", "pick"))


class JamaicaGame(JamaicaCombat):
    """Jamaica for 2–6 players (with the optional ghost ship when two play)."""

    search_levels = {"quick": 28, "thoughtful": 80, "strong": 220}  # p95 decision 0.1, 0.3, 0.8 s
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

    #: One handler a task type (kit.flow.StackGame runs the stack); RESUME: one handler a
    #: resumption type, called with the answer (see kit/games/jamaica/state.py).
    TASKS: ClassVar[dict[type, Callable[[Any, Any], None]]] = {
        Round: JamaicaCombat._round, OrderDice: JamaicaCombat._order, DrawCard: JamaicaCombat._draw,
        Turn: JamaicaCombat._turn, Half: JamaicaCombat._half, RoundEnd: JamaicaCombat._round_end,
        NewRound: JamaicaCombat._new_round, Pay: JamaicaCombat._pay, CommitPowder: JamaicaCombat._commit,
        CombatMiddle: JamaicaCombat._combat_middle, CombatDefender: JamaicaCombat._combat_defender,
        Sabre: JamaicaCombat._sabre, CombatEnd: JamaicaCombat._combat_end,
        CombatOver: JamaicaCombat._combat_over,
        Spoils: JamaicaCombat._spoils, GhostMove: JamaicaCombat._ghost_move,
    }
    RESUME: ClassVar[dict[type, Callable[[Any, Any, Any], None]]] = {
        Rolled: JamaicaCombat._rolled, Drawn: JamaicaCombat._drawn, Ordered: JamaicaCombat._ordered,
        Loaded: JamaicaCombat._loaded, Emptied: JamaicaCombat._emptied, Forked: JamaicaCombat._forked,
        Fell: JamaicaCombat._fell, Found: JamaicaCombat._found, Fight: JamaicaCombat._fight,
        Committed: JamaicaCombat._committed, DieRolled: JamaicaCombat._die, Sabred: JamaicaCombat._sabred,
        Spoiled: JamaicaCombat._spoiled, Stolen: JamaicaCombat._stolen, Picked: JamaicaCombat._picked,
        GhostSail: JamaicaCombat._ghost_sail,
    }

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        n = self.num_players
        if self.settings["ghost_ship"] and n != 2:
            raise ValueError("the ghost ship is a two-player variant")
        self.ghost = n if self.settings["ghost_ship"] else None
        self.keep_last = self.settings["reshuffle"] == "keep_last"
        self.lead_ties = self.settings["ghost_in_the_lead"] == "ties count"
        self.behind_score = self.settings["behind_start_score"]
        self._events = []
        self._roll_pending = {}
        self._draw_pending = {}
        self._attack = [write(Attack(q), self.ghost) for q in range(n + (self.ghost is not None))]
        # LogLines of card draws by seat and card, made once (they never change)
        self._draw_lines: dict[int, dict[Action, LogLine]] = {}

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
            phase="roll", ships=ships, bank=bank, hands=[[] for _ in range(n)],
            decks=[sorted(CARDS) for _ in range(n)], discards=[[] for _ in range(n)], chosen=[None] * n,
            revealed=[False] * n, pool=pool, tokens={sp.id for sp in SPACES if sp.kind == "lair"},
            tasks=[ROUND])
        self.state = s
        self._run_tasks()
        return s

    # ---------------------------------------------------------------- the grammar
    def _read(self, action: Action) -> Move:
        return read(action, self.ghost)

    def _write(self, move: Move) -> Action:
        return write(move, self.ghost)

    def _parse(self, text: str, player: Player) -> Action:
        return canonical(Action.parse(text))

    def _move_or_none(self, action: Action) -> Move | None:
        try:
            return read(action, self.ghost)
        except IllegalAction:
            return None

    # ================================================================ contract
    def _is_over(self) -> bool:
        return self.state.phase == OVER

    def _to_act(self) -> list[Player]:
        pending = self.state.pending
        if pending is None:
            return []
        if pending.kind == "cards":
            return [p for p, c in enumerate(self.state.chosen) if c is None]
        assert pending.who is not None
        return [pending.who]

    def _chance_due(self) -> bool:
        pending = self.state.pending
        return pending is not None and pending.who == CHANCE

    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        pending = s.pending
        if pending is None:
            return []
        if pending.kind == "cards":
            return [CARD_ACTION[c] for c in s.hands[player]] if s.chosen[player] is None else []
        if pending.who == player:
            return [a for a, _ in pending.options]
        return []

    def _apply(self, player: Player, action: Action) -> list[Event]:
        events: list[Event] = []
        self._events = events
        s = self.state
        pending = s.pending
        assert pending is not None
        # The task that resumes with the answer is called at once (what pushing it on the
        # task stack and running the stack would do first), then the stack runs.
        if player == CHANCE:
            s.pending = None
            then = pending.then
            move = OFFERED_MOVE.get(id(action))
            self.RESUME[type(then)](self, then, read(action) if move is None else move)
        elif pending.kind == "cards":
            card = OFFERED_MOVE.get(id(action)) or read(action)
            assert isinstance(card, PlayCard) and type(player) is int
            self._choose_card(player, card.card)
        else:
            s.pending = None
            for offered in pending.options:
                if offered[0] is action or offered[0] == action:
                    break
            then = pending.then
            self.RESUME[type(then)](self, then, offered[1])
        self._run_tasks()
        return events

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        pending = self.state.pending
        assert pending is not None
        legal = self._legal_actions(player)
        kind = pending.kind
        rule, text = RULE_OF[kind]
        example = str(legal[0]) if legal else "?"
        move = self._move_or_none(action)
        if kind == "cards" and isinstance(move, PlayCard):
            return IllegalAction("action cards", f"{short(action.text, 40)} is not in your hand; you hold "
                                 + ", ".join(f"{a} ({card_words(int(a.args[0]))})" for a in legal))
        if kind == "powder" and isinstance(move, Commit):
            return IllegalAction("gunpowder", f"you hold only {len(legal) - 1} gunpowder")
        if kind == "empty" and isinstance(move, EmptyHold):
            return IllegalAction("loading", "empty a hold that is full and does not hold the good you load: "
                                 + ", ".join(map(str, legal)))
        return IllegalAction(rule, f"{short(action.text, 40)} is not possible now: " + text.format(a=example)
                             + " (legal: " + ", ".join(map(str, legal)) + ")")

    # ---------------------------------------------------------------- chance
    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        s = self.state
        pending = s.pending
        assert pending is not None
        kind, args = pending.kind, pending.args
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
        pending = s.pending
        assert pending is not None
        kind, args = pending.kind, pending.args
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
        pending = self.state.pending
        assert pending is not None
        kind = pending.kind
        if not any(a == action for a, _ in self._chance_outcomes()):
            verb = CHANCE_VERB[kind]
            if action.name != verb:
                raise IllegalAction("chance",
                                    f"the chance step due is '{verb} …', e.g. {CHANCE_EXAMPLE[kind]}")
            move = self._move_or_none(action)
            if isinstance(move, Roll) and (move.low, move.high) in ROLL_ACTION:
                raise IllegalAction("chance", "a roll is written higher die first: roll "
                                    + " ".join(action.args[::-1]))
            raise IllegalAction("chance", f"{short(action.text, 40)} is not a possible outcome now; "
                                + self.chance_help())

    def chance_help(self) -> str:
        pending = self.state.pending
        if pending is None or pending.who != CHANCE:
            return ""
        kind, prompt = pending.kind, pending.prompt
        if kind == "draw":
            deck = self.state.decks[pending.args[0]]
            return f"{prompt}: one of {', '.join(DRAW_ACTION[c].text for c in deck)}"
        return f"{prompt}, e.g. {CHANCE_EXAMPLE[kind]}"

    # ---------------------------------------------------------------- words and log
    def _log_line(self, player: Player, action: Action) -> LogLine | None:
        # The step is chance's exactly when the pending question is a chance step's, so the
        # kind of the pending question alone says how the step reads.
        pending = self.state.pending
        if pending is None or pending.kind not in HIDING:
            return None
        kind = pending.kind
        if kind == "draw":
            p = pending.args[0]
            lines = self._draw_lines.get(p)
            if lines is None:
                lines = self._draw_lines[p] = {}
            line = lines.get(action)  # a checked outcome: one of the few draw actions
            if line is None:
                draw = read(action)
                assert isinstance(draw, Draw)
                line = lines[action] = LogLine(f"{self._name(p)} draws a card",
                                               {p: action_words(CHANCE, draw, None)})
            return line
        if kind == "cards":  # which card: its owner's view shows it, everyone's log at its reveal
            return CARD_LINE
        if kind == "treasure":
            found = read(action)
            if isinstance(found, FindTreasure) and found.card not in POWERS:
                ship = pending.args[0]
                return LogLine(f"a face-down treasure card for {self._name(ship)}",
                               {q: action_words(CHANCE, found, None) for q in self._seat_set(ship)})
            return None
        if kind == "pick":
            w, l_ = pending.args
            return LogLine(f"{self._name(w)} takes a face-down treasure of {self._name(l_)}",
                           {q: action_words(CHANCE, read(action), None) for q in self._seat_set(w, l_)})
        return None

    def _words(self, player: Player, action: Action, viewer: int | None) -> str:
        move = self._move_or_none(action)
        return "an unknown step" if move is None else action_words(player, move, viewer, self.ghost)

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
        over = self.state.phase == OVER
        return {"space": self.space_score(player), "doubloons": ship.total("doubloons"),
                "treasures": sum(treasure_value(t.card) for t in ship.treasures) if over else 0}

    def scores(self) -> list[float]:
        return [sum(self.score_parts(p).values()) for p in range(self.num_players)]

    def _tie_key(self, player: int) -> float:
        """A tie goes to the ship nearest to Port Royal (KIT_DEFAULTS["distance"])."""
        ship = self.state.ships[player]
        return -distance_to_finish(ship.pos, ship.lap)

    # ---------------------------------------------------------------- views
    def _view(self, player: int | None) -> dict[str, Any]:
        s = self.state
        n = self.num_players
        over = s.phase == OVER
        pending = s.pending
        ships: list[dict[str, Any]] = []
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
        seats: list[dict[str, Any]] = []
        for q in range(n):
            mine = player is None or player == q
            card = s.chosen[q]
            down = s.ships[q].hidden
            seats.append({
                "hand": list(s.hands[q]) if mine else len(s.hands[q]),
                "deck": list(s.decks[q]) if mine else len(s.decks[q]),
                "discard": [c for c in s.discards[q]],
                "card": card if (mine or s.revealed[q]) else None,
                "picked": card is not None,
                "face_down": [t.card for t in down] if (mine or over) else len(down),
            })
        decision: dict[str, Any] | None = None
        if pending is not None:
            kind, who = pending.kind, pending.who
            decision = {"kind": kind, "prompt": pending.prompt, "chance": who == CHANCE,
                        "players": self._to_act(), "for": list(pending.args) if who == CHANCE else None}
            if kind in ("fork", "fall"):  # where each answer leads: public geometry
                decision["spaces"] = {str(x[0] if isinstance(x, tuple) else x): a.text
                                      for a, x in pending.options}
            elif kind == "target":
                decision["ships"] = {str(q): a.text for a, q in pending.options}
        c, sail, last = s.combat, s.sailing, s.last_round
        public = {
            "round": s.round, "captain": s.captain, "dice": list(s.dice) if s.dice else None,
            "morning": s.morning, "evening": s.evening, "acting": s.acting, "half": s.half,
            "ghost": self.ghost, "ships": ships, "bank": dict(s.bank), "tokens": sorted(s.tokens),
            "treasures_left": s.treasures_left,
            "combat": None if c is None else {
                "attacker": c.attacker, "defender": c.defender, "winner": c.winner,
                "sabre_used": c.sabre_used,
                "powder": {str(k): v for k, v in c.powder.items()},
                "dice": {str(k): v for k, v in c.dice.items()},
                "firepower": {str(k): self.firepower(k) for k in c.dice}},
            "sailing": None if sail is None else {
                "ship": sail.ship, "trail": list(sail.trail), "steps": sail.steps, "forward": sail.forward,
                "left": sail.left},
            "decision": decision, "ending": s.ending,
            "last_round": None if last is None else {
                "round": last.round, "captain": last.captain, "morning": last.morning,
                "evening": last.evening, "cards": list(last.cards)},
            "winners": self.winners() if over else [],
            "forks_taken": [list(f) for f in s.forks_taken], "shortages": s.shortages, "combats": s.combats,
        }
        private: dict[str, Any]
        if player is None:
            private = {"treasure_pool": list(s.pool),
                       "ghost_face_down": None if self.ghost is None else
                       [t.card for t in s.ships[self.ghost].hidden]}
        else:
            private = {key: seats[player][key] for key in ("hand", "deck", "card", "face_down")}
        return {"public": public, "seats": seats, "private": private}

    # ---------------------------------------------------------------- resampling
    def _resample(self, player: int, rng: random.Random) -> None:
        resample(self, player, rng)

    def imagined_facts(self, player: int) -> list[str]:
        """Others' cards in words (the search bot's reasons count them over its worlds)."""
        return imagined_facts(self.state, player, self.player_name)


__all__ = ["JamaicaGame", "JamaicaState"]
