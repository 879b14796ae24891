"""Tobago: players narrow down where four treasures lie by playing clue cards on four
treasure maps, drive their ATVs across a hex island to raise them, and share the gold.

Game by Bruce Allen (Zoch, 2009). The rules follow the project's reference
(``shared/reference/tobago.md``); every point the sources leave open is an :class:`Option`
whose source is ``"kit default"`` where a real alternative exists, else an entry of
:data:`TobagoGame.KIT_DEFAULTS`.

Chance steps, each with its text form: the generated island (``island ..RM.BSp/MBJRRhR..``,
the island itself as a code of :mod:`kit.games.tobago.island_code`, so a save never asks
the generator again; a fixed island with the ``island`` or ``island_seed`` option has none),
every clue card drawn into a hand (``draw not in the jungle``, seen by its drawer only),
a clue card turned up (``flip next to a hut``), a random ATV start (``atv 4,6``), every
treasure card dealt face down in a sharing (``deal 5``, ``deal curse``: seen by the rose's
owner, the extra card by nobody) and every card turned up from the pool (``reveal 4``).
Decks are drawn card by card from what remains; the 12 gold cards on top of the treasure
deck mean that no curse can come among the first 12 cards drawn. The raiser shuffles a
sharing's cards before they are turned up, so a card turned up shows its value and not
when it was drawn (:func:`face_down_draws`).

>>> import kit
>>> g = kit.new_game("tobago", players=2, seed=3, island="lesson")
>>> g.view()["phase"], g.to_act
('place', [0])
>>> events = g.play("place 5,5")
>>> g.view()["seats"][0]["atv"]
'5,5'

Setting the chance outcomes by hand builds any position (``chance="manual"``):

>>> g = kit.new_game("tobago", players=2, seed=3, island="lesson", chance="manual")
>>> g.chance_help()
"name the clue card player 1 draws, e.g. 'draw in the beach'"
>>> _ = g.play("draw not next to a hut")
>>> g.view(0)["private"]["hand"], g.log   # the public log does not show the card
(['not next to a hut'], ['chance: draw a clue card for player 1'])

Phases and their actions (all short texts):

* ``setup``  — chance deals the clue hands (and the island, and random ATV starts).
* ``place``  — each player in turn puts their ATV on any island hex: ``place 5,5``.
* ``start``  — each player in turn seeds a different treasure map with a clue from their
  hand: ``clue 2 next to a hut`` (map number 1-4, then the clue's text).
* ``turn``   — one action: ``move 3,-2`` (any hex within 3 ATV steps), ``clue 1 not in the
  jungle``, ``raise 1`` (ATV already on map 1's located treasure), and the amulet uses
  ``amulet extra`` (one more action this turn) and ``amulet swap`` (new hand of clues).
* ``arrived`` — the ATV stopped on a located treasure: ``raise 1`` or ``stop``.
* ``share``  — a treasure card is offered to the owner of a compass rose: ``take``/``pass``.
* ``curse``  — a curse hit players who own an amulet: ``amulet protect`` or ``accept``.

Every action is read once into a typed move (:mod:`kit.games.tobago.moves`); the state and
the chance steps due are in :mod:`kit.games.tobago.state`, the rules every part of a turn
shares in :mod:`kit.games.tobago.turns`, the sharing in :mod:`kit.games.tobago.share`.
Conservation: :func:`kit.games.tobago.accounting.check_accounting` checks that every
treasure card, compass rose, amulet and clue card is in exactly one place.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from kit.engine import CHANCE, Action, Event, GameInfo, IllegalAction, LogLine, Player, short
from kit.games.tobago.board import ISLAND_SEEDS, MOVE_STEPS, generated_code
from kit.games.tobago.hexes import format_hex
from kit.games.tobago.island_code import CODE_LIMIT
from kit.games.tobago.moves import (
    ACCEPT_ACTION,
    AMULET_EXTRA,
    AMULET_PROTECT,
    AMULET_SWAP,
    PASS_ACTION,
    PLAYER_VERBS,
    RAISE,
    STOP_ACTION,
    SWAP_ACTION,
    TAKE_ACTION,
    AtvStart,
    Deal,
    DrawClue,
    Drive,
    FlipClue,
    Move,
    NewIsland,
    Pass,
    Place,
    PlayClue,
    Raise,
    Reveal,
    Stop,
    Swap,
    Take,
    UseAmulet,
    canonical_card,
    card_action,
    clue_action,
    hex_action,
    read_action,
    read_outcome,
    value_action,
    value_of,
    value_word,
    write_move,
)
from kit.games.tobago.options import KIT_DEFAULTS, OPTIONS
from kit.games.tobago.resample import resample
from kit.games.tobago.share import SharingRules
from kit.games.tobago.state import (
    CURSE,
    CURSES,
    FLIP_DUE,
    ISLAND_DUE,
    MAPS,
    MAX_COINS,
    MAX_GOLD_CARDS,
    ROSES_PER_PLAYER,
    TREASURE_SAFE_TOP,
    AtvDue,
    DealDue,
    DrawDue,
    Due,
    FlipDue,
    IslandDue,
    RevealDue,
    TobagoState,
)
from kit.games.tobago.views import game_view
from kit.games.tobago.words import PHASE_TEXT, words

#: The verbs each phase takes (any other is refused naming the phase).
_PHASE_VERBS: dict[str, frozenset[str]] = {
    "place": frozenset({"place"}), "start": frozenset({"clue", "pass"}),
    "turn": frozenset({"move", "clue", "raise", "amulet", "swap"}), "arrived": frozenset({"raise", "stop"}),
    "share": frozenset({"take", "pass"}), "curse": frozenset({"amulet", "accept"})}


class TobagoGame(SharingRules):
    """Tobago, by Bruce Allen (Zoch 2009)."""

    search_levels = {"quick": 10, "thoughtful": 28, "strong": 80}  # p95 decision 0.1, 0.3, 0.8 s
    info = GameInfo(
        name="tobago",
        title="Tobago",
        min_players=2,
        max_players=4,
        designers=("Bruce Allen",),
        publishers=("Zoch",),
        summary="Clue cards narrow down where four treasures lie on a hex island; drive your ATV "
                "there, raise them and share the gold.",
        credits="Tobago by Bruce Allen, published by Zoch (2009). Islands are generated by the kit "
                "(the printed board sections are not public).",
        year=2009,
        chance=True,
        hidden_information=True,
        simultaneous=False,
        score_range=(0, MAX_GOLD_CARDS * MAX_COINS),
        max_actions=50_000,
    )
    options = OPTIONS
    KIT_DEFAULTS = KIT_DEFAULTS
    #: A flat search (:mod:`kit.mcts`): each move judged by greedy-played continuations in the
    #: same worlds, no tree below the decision. A single move rarely changes who wins, so the
    #: search asks for 2 standard errors before it leaves the greedy move. Measured on 16
    #: games against the greedy bot, each departure valued by 40 greedy continuations from
    #: the seat's worlds: with the tree (trust 2.5) 4 of 8 won; flat at 1.0, 1 of 8 (its many
    #: clue departures lost 1.9 wins in all); flat at 1.5, 13 of 16; flat at 2.0, 14 of 16,
    #: its departures gaining 4.4 wins in all (clues 1.8, sharings 2.2).
    search_tree = False
    search_trust = 2.0

    # ---------------------------------------------------------------- setup
    def _initial_state(self) -> TobagoState:
        n = self.num_players
        tasks: list[Due] = [] if self.fixed_spec is not None else [ISLAND_DUE]
        tasks += [DrawDue(p) for p in range(n) for _ in range(self.hand_size)]
        if self.settings["atv_start"] == "random":
            tasks += [AtvDue(p) for p in range(n)]
        s = TobagoState(tasks=tasks, deck=sorted(self.gold + (CURSE,) * CURSES),
                        hands=[[] for _ in range(n)], treasures=[[] for _ in range(n)],
                        roses=[ROSES_PER_PLAYER] * n, amulet_supply=self.settings["amulet_count"],
                        amulets=[0] * n, atv=[None] * n, clues=[()] * MAPS, candidates=[0] * MAPS)
        self.state = s
        if self.fixed_spec is not None:
            self._setup_island([])
        return s

    def _setup_island(self, events: list[Event]) -> None:
        s, b = self.state, self.tables
        s.clue_deck = list(b.deck)
        s.candidates = [b.all] * MAPS
        if self.settings["amulets_at_setup"]:
            self._spawn_amulets(events)

    def _end_setup(self) -> None:
        s = self.state
        if self.settings["atv_start"] == "choose":
            s.phase, s.current = "place", 0
        else:
            self._begin_starts()

    def _begin_starts(self) -> None:
        s = self.state
        s.phase, s.current = "start", 0
        self._prepare_start()

    def _prepare_start(self) -> None:
        """With starting clues from the deck, turn up its top card (unless one is face up)."""
        s = self.state
        if self.settings["start_clue_source"] == "deck" and not s.clue_top:
            if s.clue_deck or s.clue_discard:
                s.tasks.append(FLIP_DUE)
            else:
                self._finish_starts()

    def _finish_starts(self) -> None:
        self.state.current = self.num_players - 1  # _next_player moves on to player 1
        self._next_player()

    def _after_start_clue(self, player: int) -> None:
        if player + 1 < self.num_players:
            self.state.current = player + 1
            self._prepare_start()
        else:
            self._finish_starts()

    # --------------------------------------------------------------- chance
    def chance_help(self) -> str:
        s = self.state
        if not s.tasks:
            return ""
        task = s.tasks[0]
        kind = task.step
        if isinstance(task, IslandDue):
            return ("name the island: a packaged island's name, e.g. 'island lesson', or an island's code "
                    "(rows of terrain letters, as saves write it)")
        if isinstance(task, (DrawDue, FlipDue)):
            example = s.clue_deck[0] if s.clue_deck else "next to a hut"
            who = f"{self.player_name(task.player)} draws" if isinstance(task, DrawDue) else "is turned up"
            return f"name the clue card {who}, e.g. '{kind} {example}'"
        if isinstance(task, AtvDue):
            return f"name the hex where {self.player_name(task.player)}'s ATV starts, e.g. 'atv 4,6'"
        if isinstance(task, DealDue):
            curse = " or 'deal curse'" if s.drawn >= TREASURE_SAFE_TOP else ""
            return f"name the treasure card dealt (its coins), e.g. 'deal {max(s.deck)}'{curse}"
        return "name the card turned up from the pool, e.g. 'reveal 4' or 'reveal curse'"

    def _chance_outcomes(self) -> list[tuple[Action, float]] | None:
        s = self.state
        kind = s.tasks[0].step
        if kind == "island":
            return None
        if kind in ("draw", "flip"):
            n = len(s.clue_deck)
            return [(card_action(kind, c), 1 / n) for c in sorted(s.clue_deck)]
        if kind == "atv":
            hexes = self.tables.hexes
            return [(hex_action("atv", h), 1 / len(hexes)) for h in hexes]
        if kind == "deal":
            counts = Counter(v for v in s.deck if v != CURSE or s.drawn >= TREASURE_SAFE_TOP)
        else:
            counts = Counter(self._share().pool)
        total = sum(counts.values())
        return [(value_action(kind, v), counts[v] / total) for v in sorted(counts)]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        kind = s.tasks[0].step
        if kind == "draw" or kind == "flip":
            deck = s.clue_deck
            return card_action(kind, deck[int(rng.random() * len(deck))])
        if kind == "deal":
            cards = s.deck
            while True:
                value = cards[int(rng.random() * len(cards))]
                if value != CURSE or s.drawn >= TREASURE_SAFE_TOP:
                    return value_action("deal", value)
        if kind == "reveal":
            pool = self._share().pool
            return value_action("reveal", pool[int(rng.random() * len(pool))])
        if kind == "atv":
            hexes = self.tables.hexes
            return hex_action("atv", hexes[int(rng.random() * len(hexes))])
        while True:  # island: one the generator makes from a seed, written as the island itself
            seed = rng.randrange(ISLAND_SEEDS)
            try:
                code = generated_code(seed, self.settings["island_size"])
            except ValueError:
                continue
            if len(code) <= CODE_LIMIT:
                return Action("island", (code,))

    def _check_chance(self, action: Action) -> None:
        s = self.state
        kind = s.tasks[0].step
        if action.name != kind:
            raise IllegalAction("chance", f"the next chance step is '{kind} …': {self.chance_help()}")
        outcome = read_outcome(action)  # an island is checked in full by its reading
        if isinstance(outcome, (DrawClue, FlipClue)):
            if outcome.card not in s.clue_deck:
                raise IllegalAction("chance", f"{short(outcome.card)} is not a card of the clue deck now")
        elif isinstance(outcome, AtvStart):
            if outcome.hex not in self.tables.bit:
                raise IllegalAction("chance", "an ATV starts on an island hex: 'atv q,r'")
        elif isinstance(outcome, Deal):
            if outcome.value not in s.deck:
                raise IllegalAction("chance", f"the treasure deck holds no {short(' '.join(action.args))}")
            if outcome.value == CURSE and s.drawn < TREASURE_SAFE_TOP:
                raise IllegalAction("chance", f"the {TREASURE_SAFE_TOP} cards on top of the treasure "
                                    "deck are gold: no curse yet")
        elif isinstance(outcome, Reveal) and outcome.value not in self._share().pool:
            raise IllegalAction("chance", f"no {short(' '.join(action.args))} is face down in the pool")

    def _apply_chance(self, action: Action, events: list[Event]) -> None:
        s = self.state
        who = s.tasks.pop(0).who
        outcome = read_outcome(action)
        if isinstance(outcome, DrawClue):
            s.clue_deck.remove(outcome.card)
            s.hands[_seat(who)].append(outcome.card)
        elif isinstance(outcome, Deal):
            value = outcome.value
            s.deck.remove(value)
            d = s.drawn
            s.drawn = d + 1
            sh = self._share()
            sh.dealt.append((who, value, d))
            sh.pool.append(value)
        elif isinstance(outcome, Reveal):
            self._reveal(outcome.value, events)
        elif isinstance(outcome, FlipClue):
            card = outcome.card
            s.clue_deck.remove(card)
            s.clue_top.append(card)
            events.append(Event("flip", f"the top clue card is turned up: '{card}'", {"clue": card}))
        elif isinstance(outcome, AtvStart):
            h = outcome.hex
            s.atv[_seat(who)] = h
            events.append(Event("atv", f"{self.player_name(_seat(who))}'s ATV starts on {format_hex(h)}",
                                {"player": who, "hex": h}))
        elif isinstance(outcome, NewIsland):
            s.island = outcome.text
            board = self.board  # the new island's tables
            assert board is not None
            events.append(Event("island", f"the island has {len(board.hexes)} land hexes",
                                {"island": s.island}))
            self._setup_island(events)

    def _log_line(self, player: Player, action: Action) -> LogLine | None:
        if player != CHANCE:
            return None
        task = self.state.tasks[0]
        if isinstance(task, DrawDue):
            p = task.player
            return LogLine(f"draw a clue card for {self.player_name(p)}",
                           {p: f"{words(CHANCE, action, None)} (your new card)"})
        if isinstance(task, DealDue):
            owner = task.owner
            if owner is None:
                return LogLine("deal the extra treasure card face down (nobody looks at it)")
            return LogLine(f"deal a treasure card face down to {self.player_name(owner)}",
                           {owner: f"{words(CHANCE, action, None)} (you look at it)"})
        return None

    def _words(self, player: Player, action: Action, viewer: int | None) -> str:
        return words(player, action, viewer)

    def _settle(self, events: list[Event]) -> None:
        """Carry out what needs no choice: draws from a face-up top, reshuffles, deals from
        an empty deck (skipped), a sharing with no card or rose left; then the end of setup
        and the stall check."""
        s = self.state
        while True:
            if s.tasks:
                if self._forced(events):
                    continue
                return
            if s.phase == "setup":
                self._end_setup()
                continue
            if s.stall_check:
                s.stall_check = False
                self._check_stall(events)
            return

    def _forced(self, events: list[Event]) -> bool:
        """Resolve the first task if it needs no chance; True if something was done."""
        s = self.state
        task = s.tasks[0]
        kind = type(task)
        if kind is DrawDue or kind is FlipDue:
            if isinstance(task, DrawDue) and s.clue_top:
                card = s.clue_top.pop()
                s.hands[task.player].append(card)
                s.tasks.pop(0)
                events.append(Event("draw", f"{self.player_name(task.player)} takes the face-up clue "
                                    f"'{card}'"))
                return True
            if s.clue_deck:
                return False
            if s.clue_discard:
                s.clue_deck = [c for c, _ in s.clue_discard]
                s.clue_discard = []
                events.append(Event("reshuffle", "the clue deck is empty: the discarded clues are shuffled "
                                    "into a new deck"))
                return False
            s.tasks.pop(0)  # no clue card left anywhere
            if kind is FlipDue:
                self._finish_starts()
            return True
        if kind is DealDue:
            if s.deck:
                return False
            s.tasks.pop(0)  # KIT_DEFAULTS["short_final_share"]: deal what is left
            return True
        if kind is RevealDue:
            sh = self._share()
            if sh.roses and sh.pool:
                return False
            s.tasks.pop(0)
            self._end_share(events)
            return True
        return False

    # ------------------------------------------------------------ legal actions
    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        if s.island != self._board_key:
            self.board  # noqa: B018  (re-derive the island's tables after an undo)
        phase = s.phase
        if phase == "turn":
            return self._turn_actions(player)
        if phase == "share":
            return [TAKE_ACTION, PASS_ACTION]
        if phase == "curse":
            return [AMULET_PROTECT, ACCEPT_ACTION]
        if phase == "arrived":
            return [RAISE[m] for m in self._located_here(s.atv[player])] + [STOP_ACTION]
        if phase == "place":
            return [hex_action("place", h) for h in self.tables.hexes]
        if phase == "start":
            return self._start_actions(player)
        return []

    def _start_actions(self, player: int) -> list[Action]:
        s = self.state
        free = [m for m in range(MAPS) if m not in s.seeded]
        cards = s.hands[player] if self.settings["start_clue_source"] == "hand" else s.clue_top[-1:]
        found = [clue_action(m, card) for card in cards for m in free if self.clue_ok(m, card)]
        return found or [PASS_ACTION]

    def _turn_actions(self, player: int) -> list[Action]:
        s = self.state
        b = self._board
        here = s.atv[player]
        assert b is not None and here is not None
        cache = b.cache
        moves = cache.get(here)
        if moves is None:
            moves = cache[here] = tuple(hex_action("move", h) for h in b.move_targets(here))
        acts = list(moves)
        cands, clues = s.candidates, s.clues
        playable = False
        if s.roses[player] > 0:
            by_card = cache.get("clue actions")
            if by_card is None:
                by_card = cache["clue actions"] = {
                    card: tuple(clue_action(m, card) for m in range(MAPS)) for card in b.deck}
            known = self._legal
            legal = [known.get(c) or self._legal_cards(c) for c in cands]
            for card in s.hands[player]:
                options = by_card[card]
                for m in range(MAPS):
                    if card in legal[m]:
                        acts.append(options[m])
                        playable = True
        bit = b.bit[here]
        for m in range(MAPS):
            if cands[m] == bit and clues[m]:
                acts.append(RAISE[m])
        if s.amulets[player] > 0 and self._may_use_amulet(player):
            acts.append(AMULET_EXTRA)
            acts.append(AMULET_SWAP)
        if self.may_swap(player, playable):
            acts.append(SWAP_ACTION)
        return acts

    def _parse(self, text: str, player: Player) -> Action:
        action = Action.parse(text)
        name, args = action.name, action.args
        if name in ("move", "place", "atv") and args:
            return Action(name, ("".join(args),))
        if player == CHANCE:
            if name in ("draw", "flip") and args:
                card = canonical_card(" ".join(args))
                if card is not None:
                    return card_action(name, card)
            if name in ("deal", "reveal") and len(args) == 1:
                value = value_of(args[0].lower())
                if value is not None:
                    return Action(name, (value_word(value),))
            return action
        if name == "clue" and len(args) >= 2:
            card = canonical_card(" ".join(args[1:]))
            if card is not None:
                return Action("clue", (args[0], *card.split()))
        return Action(name, args)

    def _read(self, action: Action) -> Any:
        if action.name in PLAYER_VERBS:
            return read_action(action)
        return read_outcome(action)

    def _write(self, move: Any) -> Action:
        return write_move(move)

    # ------------------------------------------------------------ refusals
    def _check(self, player: int, action: Action) -> None:
        if self.state.island != self._board_key:
            self.board  # noqa: B018
        problem = self._problem(player, action)
        if problem is not None:
            raise problem

    def _problem(self, player: int, action: Action) -> IllegalAction | None:
        """Name the rule that forbids ``action`` now (None when it is legal)."""
        phase, name = self.state.phase, action.name
        if name in PLAYER_VERBS and name not in _PHASE_VERBS.get(phase, ()):
            return IllegalAction("phase", f"{short(action.text)} is not possible now: {PHASE_TEXT[phase]}")
        try:
            move = read_action(action)
        except IllegalAction as refusal:
            return refusal
        if self._listed(player, action, move):
            return None
        return self._refusal(player, move)

    def _listed(self, player: int, action: Action, move: Move) -> bool:
        """Is ``action`` (read as ``move``) among the legal actions? (cheap for moves and places)"""
        s = self.state
        if isinstance(move, Drive):
            here = s.atv[player]
            return here is not None and move.hex in self.tables.reachable(here)
        if isinstance(move, Place):
            return move.hex in self.tables.bit
        return action in self._legal_actions(player)

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        try:
            return self._refusal(player, read_action(action))
        except IllegalAction as refusal:
            return refusal

    def _refusal(self, player: int, move: Move) -> IllegalAction:
        """Why ``move``, not among the legal actions, is refused."""
        s = self.state
        if isinstance(move, (Drive, Place)):
            h = move.hex
            if h not in self.tables.bit:
                return IllegalAction("island", f"{format_hex(h)} is not an island hex (ATVs stay on land)")
            here = s.atv[player]
            if h == here:
                return IllegalAction("movement", "your ATV is already there")
            steps = self.tables.distances(here).get(h) if here is not None else None
            return IllegalAction("movement", f"{format_hex(h)} is {steps} ATV steps away; an ATV moves "
                                 f"at most {MOVE_STEPS} steps (a step crosses one terrain area or "
                                 "enters one hex of another terrain)")
        if isinstance(move, PlayClue):
            return self._why_clue(player, move)
        if isinstance(move, Raise):
            m = move.map
            spot = self.located(m)
            if spot is None:
                return IllegalAction("raising", f"map {m + 1}'s treasure is not located yet "
                                     "(one hex must remain)")
            return IllegalAction("raising", f"your ATV must stand on {format_hex(spot)} to raise "
                                 f"map {m + 1}'s treasure")
        if isinstance(move, UseAmulet):
            if s.amulets[player] == 0:
                return IllegalAction("amulets", "you have no amulet")
            if move.use != "protect" and s.phase == "turn":
                if move.use == "swap" and not (s.clue_deck or s.clue_discard or s.clue_top):
                    return IllegalAction("exchange", "no clue card is left to draw")
                return IllegalAction("amulets", "at most "
                                     f"{self.settings['max_amulets_per_turn']} amulet(s) a turn (option)")
        if isinstance(move, Swap):
            return IllegalAction("exchange", "you may exchange your whole clue hand as your action only "
                                 "when none of its cards can be played (kit default); otherwise it "
                                 "costs an amulet ('amulet swap')")
        if isinstance(move, Pass) and s.phase == "start":
            return IllegalAction("starting clue", "you can seed a map, so you must")
        return IllegalAction("phase", f"{short(write_move(move).text)} is not possible now: "
                             f"{PHASE_TEXT[s.phase]}")

    def _why_clue(self, player: int, move: PlayClue) -> IllegalAction:
        s = self.state
        m, text = move.map, move.card
        if s.phase == "start":
            if self.settings["start_clue_source"] == "hand" and text not in s.hands[player]:
                return IllegalAction("hand", f"'{text}' is not in your hand")
            if self.settings["start_clue_source"] == "deck" and s.clue_top[-1:] != [text]:
                return IllegalAction("starting clue",
                                     "the starting clue is the face-up top card of the clue deck")
            if m in s.seeded:
                return IllegalAction("starting clue", f"map {m + 1} already has its starting clue; "
                                     "each player seeds a different map")
            return self.clue_problem(m, text) or _not_now(text, m)
        if text not in s.hands[player]:
            return IllegalAction("hand", f"'{text}' is not in your hand")
        if s.roses[player] <= 0:
            return IllegalAction("compass roses", "you have no compass rose left to mark a clue "
                                 "(kit default: wait until roses come back from a sharing)")
        return self.clue_problem(m, text) or _not_now(text, m)

    # ------------------------------------------------------------------ apply
    def _apply(self, player: Player, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.state.island != self._board_key:
            self.board  # noqa: B018
        if type(player) is int:
            self._apply_player(player, read_action(action), events)
        else:
            self._apply_chance(action, events)
        self._settle(events)
        return events

    def _apply_player(self, player: int, move: Move, events: list[Event]) -> None:
        s = self.state
        phase = s.phase
        if phase == "share":
            self._answer_offer(player, isinstance(move, Take), events)
        elif phase == "curse":
            self._answer_curse(player, isinstance(move, UseAmulet), events)
        elif isinstance(move, Drive):
            self._move_atv(player, move.hex, events)
        elif isinstance(move, PlayClue):
            self._play_clue(player, move.map, move.card, events)
        elif isinstance(move, Place):
            s.atv[player] = move.hex
            events.append(Event("place", f"ATV placed on {format_hex(move.hex)}", {"hex": move.hex}))
            if player + 1 < self.num_players:
                s.current = player + 1
            else:
                self._begin_starts()
        elif isinstance(move, Pass):  # setup: no free map can take any of this player's clues
            events.append(Event("start", "no map can take a starting clue"))
            self._after_start_clue(player)
        elif isinstance(move, Stop):
            self._action_done()
        elif isinstance(move, Raise):
            self._raise(player, move.map, events)
        elif isinstance(move, UseAmulet) and move.use == "extra":
            self._use_amulet(player)
            s.actions_left += 1
            events.append(Event("amulet", "an amulet buys one more action this turn"))
        else:  # "amulet swap" (an amulet use) or "swap" (the turn's action)
            if isinstance(move, UseAmulet):
                self._use_amulet(player)
            self._swap_hand(player, events)
            if isinstance(move, Swap):
                self._action_done()

    def _swap_hand(self, player: int, events: list[Event]) -> None:
        s = self.state
        hand = s.hands[player]
        s.clue_discard += [(c, player) for c in hand]
        s.hands[player] = []
        s.tasks += [DrawDue(player)] * len(hand)
        events.append(Event("swap", f"exchanged {len(hand)} clue cards"))

    def _play_clue(self, player: int, m: int, text: str, events: list[Event]) -> None:
        s = self.state
        before = s.candidates[m].bit_count()
        if s.phase == "start" and self.settings["start_clue_source"] == "deck":
            s.clue_top.pop()
        else:
            s.hands[player].remove(text)
            s.tasks.append(DrawDue(player))
        s.clues[m] = s.clues[m] + ((text, player),)
        s.candidates[m] &= self.tables.masks[text]
        s.roses[player] -= 1
        after = s.candidates[m].bit_count()
        events.append(Event("clue", f"'{text}' on map {m + 1}: {before} possible places before, "
                            f"{after} now",
                            {"map": m, "clue": text, "before": before, "after": after}))
        spot = self.located(m)
        if spot is not None:
            events.append(Event("located", f"map {m + 1}'s treasure is located at {format_hex(spot)}",
                                {"map": m, "hex": spot}))
            if self.settings["amulet_spawn"] == "when located":
                self._spawn_amulets(events)
        if s.phase == "start":
            s.seeded.append(m)
            self._after_start_clue(player)
        else:
            self._action_done()

    def _move_atv(self, player: int, h: tuple[int, int], events: list[Event]) -> None:
        s = self.state
        s.atv[player] = h
        events.append(Event("move", f"ATV drove to {format_hex(h)}", {"hex": h}))
        if h in s.amulets_on_board:
            s.amulets_on_board.remove(h)
            s.amulets[player] += 1
            events.append(Event("amulet", f"picked up the amulet on {format_hex(h)}"))
        if self._located_here(h):
            s.phase = "arrived"
        else:
            self._action_done()

    # ------------------------------------------------------------------- views
    def _view(self, player: int | None) -> dict[str, Any]:
        return game_view(self, player)

    # -------------------------------------------------------------- resampling
    def _resample(self, player: int, rng: random.Random) -> None:
        resample(self.state, player, self.players, rng)

    def imagined_facts(self, player: int) -> list[str]:
        """The clue cards in others' hands, in words, e.g. "player 2 holds the clue 'in the
        jungle'" (the search bot's reasons count them over its worlds)."""
        return [f"{self.player_name(q)} holds the clue '{card}'" for q in self.players if q != player
                for card in sorted(set(self.state.hands[q]))]


def _seat(who: int | None) -> int:
    """The seat a chance step or an action is for (always a seat here)."""
    assert who is not None, "a seat is needed"
    return who


def _not_now(text: str, m: int) -> IllegalAction:
    return IllegalAction("clue legality", f"'{text}' cannot go on map {m + 1} now")
