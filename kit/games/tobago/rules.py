"""Tobago: players narrow down where four treasures lie by playing clue cards on four
treasure maps, drive their ATVs across a hex island to raise them, and share the gold.

Game by Bruce Allen (Zoch, 2009). The rules follow the project's reference
(``shared/reference/tobago.md``); every point the sources leave open is an :class:`Option`
whose source is ``"kit default"`` where a real alternative exists, else an entry of
:data:`TobagoGame.KIT_DEFAULTS`.

Chance steps, each with its text form: the generated island (``island 1234``, the
generator's seed; a fixed island with the ``island`` or ``island_seed`` option has none),
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

Conservation: :func:`check_accounting` checks that every treasure card, compass rose, amulet
and clue card is in exactly one place.
"""
from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field

from kit.engine import CHANCE, Action, Event, Game, GameInfo, IllegalAction, LogLine, Option, State, short
from kit.games.tobago.board import (
    ISLAND_SEEDS,
    MOVE_STEPS,
    Board,
    board_for,
    parse_hex,
    spec_of_option,
    view_of_spec,
)
from kit.games.tobago.island import DEFAULTS as ISLAND_DEFAULTS
from kit.games.tobago.island import Hex, format_hex
from kit.games.tobago.words import MAP_NAMES, PHASE_TEXT, value_text, words

MAPS = 4
TREASURE_SAFE_TOP = 12   # gold cards put on top of the deck, so curses come late [rulebook]
CURSES = 2               # curse cards in the treasure deck [rulebook]
CURSE = 0                # value of a curse card (views show a curse as 0)
ROSES_PER_PLAYER = 15    # compass roses of each colour [rulebook]
MAX_GOLD_CARDS = 60      # limits of the gold_values option
MAX_COINS = 20

# Actions without arguments, made once.
TAKE, PASS, STOP, ACCEPT = Action("take"), Action("pass"), Action("stop"), Action("accept")
AMULET_EXTRA, AMULET_SWAP = Action("amulet", ("extra",)), Action("amulet", ("swap",))
AMULET_PROTECT, SWAP = Action("amulet", ("protect",)), Action("swap")
RAISE = tuple(Action("raise", (str(m + 1),)) for m in range(MAPS))

KIT = "kit default"
_GOLD_PART = re.compile(r"([0-9]{1,3})x([0-9]{1,3})")
_MAP_WORD = re.compile(r"[1-4]")
_SEED_WORD = re.compile(r"[0-9]{1,10}")
_VALUE_WORD = re.compile(r"[0-9]{1,2}")


def parse_gold_values(text: str) -> list[int]:
    """The gold cards of the deck from a text like ``"8x2,8x3"`` (count x coins); counts
    and coins are short ASCII numbers, at most 60 cards of 1-20 coins in all.

    >>> parse_gold_values("2x5, 1x6")
    [5, 5, 6]
    >>> parse_gold_values("5000000x2")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: gold_values: cannot read '5000000x2'; write e.g. '8x2,8x3' (count x coins, ...)
    """
    if type(text) is not str or len(text) > 200:
        raise ValueError("gold_values: write e.g. '8x2,8x3' (count x coins), at most 200 characters")
    values: list[int] = []
    for part in text.replace(" ", "").split(","):
        found = _GOLD_PART.fullmatch(part)
        if not found:
            raise ValueError(f"gold_values: cannot read {short(part, 20)}; write e.g. '8x2,8x3' "
                             "(count x coins, each at most 3 digits)")
        count, coins = int(found[1]), int(found[2])
        if not 1 <= coins <= MAX_COINS:
            raise ValueError(f"gold_values: a gold card shows 1 to {MAX_COINS} coins, not {coins}")
        if len(values) + count > MAX_GOLD_CARDS:
            raise ValueError(f"gold_values: at most {MAX_GOLD_CARDS} gold cards")
        values += [coins] * count
    return values


# ------------------------------------------------------------------------- game state

@dataclass
class ShareState(State):
    """A sharing in progress (reference §7). ``dealt`` lists the cards dealt face down, in
    deal order, as (owner of the rose or None for the extra card, value, draw number); the
    draw numbers are public (the k-th card drawn from the treasure deck is number k - 1).
    ``pool`` holds the values still face down. The raiser shuffled the pool, so nobody knows
    which card drawn when is still face down: the pool keeps no draw numbers (see
    :func:`face_down_draws`)."""

    phase: str = "share"
    map: int = 0
    raiser: int = 0
    roses: list[int] = field(default_factory=list)        # owners of the remaining roses, bottom first
    participants: list[int] = field(default_factory=list)
    dealt: list[tuple] = field(default_factory=list)
    pool: list[int] = field(default_factory=list)         # values face down (hidden)
    revealed: list[int] = field(default_factory=list)     # values turned up so far, in order
    card: int | None = None                               # the value on offer, face up
    offer: int = 0                                        # index in ``roses`` of the rose asked
    cursed: list[int] = field(default_factory=list)       # players still deciding on an amulet


@dataclass
class TobagoState(State):
    """A Tobago position. ``tasks`` are the chance steps due, first first: ``("island",)``,
    ``("draw", p)``, ``("flip",)``, ``("atv", p)``, ``("deal", p or None)``, ``("reveal",)``."""

    phase: str = "setup"  # setup, place, start, turn, arrived, share, curse, over
    tasks: list[tuple] = field(default_factory=list)
    island: int | None = None              # seed of the generated island (None: fixed or not yet drawn)
    clue_deck: list[str] = field(default_factory=list)        # unordered
    clue_top: list[str] = field(default_factory=list)         # face-up cards on top (last = top)
    clue_discard: list[tuple[str, int | None]] = field(default_factory=list)  # (card, who saw it; None = all)
    hands: list[list[str]] = field(default_factory=list)
    clues: list[tuple] = field(default_factory=list)          # per map: ((card, owner), ...) oldest first
    candidates: list[int] = field(default_factory=list)       # per map: bit mask of the board's hexes
    seeded: list[int] = field(default_factory=list)           # maps seeded during setup
    deck: list[int] = field(default_factory=list)             # treasure card values, unordered
    drawn: int = 0                                            # treasure cards drawn so far
    discard: list[int] = field(default_factory=list)          # treasure cards discarded face up
    hidden: list[int] = field(default_factory=list)           # values discarded face down (unseen)
    hidden_draws: list[int] = field(default_factory=list)     # their public draw numbers (face_down_draws)
    treasures: list[list[int]] = field(default_factory=list)
    roses: list[int] = field(default_factory=list)
    amulet_supply: int = 0
    amulets_on_board: list[Hex] = field(default_factory=list)  # sorted
    amulets: list[int] = field(default_factory=list)
    amulets_used: int = 0
    atv: list = field(default_factory=list)
    share: ShareState | None = None
    share_queue: list[int] = field(default_factory=list)
    current: int = 0
    actions_left: int = 1
    amulets_this_turn: int = 0
    treasures_raised: int = 0
    stall_check: bool = False
    end_reason: str = ""


_DEAL: dict[int, Action] = {}
_REVEAL: dict[int, Action] = {}
_HEX_ACTIONS: dict[tuple[str, Hex], Action] = {}
_CLUE_ACTIONS: dict[tuple[int, str], Action] = {}


def _deal(value: int) -> Action:
    found = _DEAL.get(value)
    if found is None:
        found = _DEAL[value] = Action("deal", (value_text(value),))
    return found


def _reveal(value: int) -> Action:
    found = _REVEAL.get(value)
    if found is None:
        found = _REVEAL[value] = Action("reveal", (value_text(value),))
    return found


def _clue_action(m: int, card: str, words: dict) -> Action:
    key = (m, card)
    found = _CLUE_ACTIONS.get(key)
    if found is None:
        found = _CLUE_ACTIONS[key] = Action("clue", (str(m + 1), *words[card]))
    return found


def _hex_action(name: str, h: Hex) -> Action:
    key = (name, h)
    found = _HEX_ACTIONS.get(key)
    if found is None:
        found = _HEX_ACTIONS[key] = Action(name, (format_hex(h),))
    return found


class TobagoGame(Game):
    """Tobago, by Bruce Allen (Zoch 2009)."""

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
    #: Every rule the sources leave open with a real alternative (reference §10), with the
    #: recommended default. Source "kit default" means: not from the rulebook, editable.
    options = {
        "island_seed": Option(-1, "which generated island to play: the same number always gives the same "
                              "island; leave it at -1 and chance draws the island as the game starts",
                              source=KIT, bounds=(-1, ISLAND_SEEDS - 1),
                              label="Island number"),
        "island_size": Option(70, "land hexes of a generated island (the real size is not published)",
                              source=KIT, bounds=ISLAND_DEFAULTS["size_range"], label="Island size"),
        "island": Option("", "a fixed island instead: the name of a packaged island ('lesson') or an island "
                         "in the kit's text format (at most 1000 characters); leave it empty for a "
                         "generated island",
                         source=KIT, label="Fixed island"),
        "amulet_count": Option(20, "amulets in the supply (20 in German/Italian lists, 21 elsewhere)",
                               (20, 21), KIT, label="Amulets",
                               choice_labels=("20 amulets (German and Italian lists)",
                                              "21 amulets (other lists)")),
        "marker_threshold": Option(16, "a clue must rule out a possible hex once at most this many are "
                                   "left (the 17 site markers; one source says 15)", (16, 15), KIT,
                                   label="When clues must rule out a hex",
                                   choice_labels=("At 16 possible hexes or fewer",
                                                  "At 15 possible hexes or fewer")),
        "strict_reduction_before_markers": Option(
            False, "whether every clue must rule out a possible hex from the start, or only once "
            "few possible hexes are left",
            (False, True), KIT, label="Clues always rule out a hex",
            choice_labels=("No: only once few possible hexes are left", "Yes: every clue")),
        "adjacency_excludes_target": Option(True, "'next to X' and 'in sight of X' exclude X's own hexes",
                                            (True, False), KIT, label="'Next to' excludes X",
                                            choice_labels=("Yes: X's own hexes do not count",
                                                           "No: X's own hexes count too")),
        "step_combines_cross": Option(False, "one ATV step may cross an area and then leave it",
                                      (False, True), KIT, label="Step crosses and leaves",
                                      choice_labels=("No: a step crosses an area or leaves it",
                                                     "Yes: one step may cross an area and leave it")),
        "amulet_spawn": Option("after sharing", "when statues' gazes place amulets on the coast",
                               ("after sharing", "when located"), KIT, label="Amulets appear",
                               choice_labels=("After a treasure is shared", "When a treasure is located")),
        "amulets_at_setup": Option(False, "place one amulet per statue gaze at setup", (False, True), KIT,
                                   label="Amulets at setup",
                                   choice_labels=("No", "Yes: one for each statue's gaze")),
        "max_amulets_per_turn": Option(0, "amulets one player may use in a turn: any number, or at most 1",
                                       (0, 1), KIT,
                                       label="Amulets a turn", choice_labels=("No limit", "At most 1")),
        "exchange_hand_action": Option("amulet", "exchanging the whole clue hand: only by using an amulet, "
                                       "or also as the turn's action", ("amulet", "action"), KIT,
                                       label="Exchange hand",
                                       choice_labels=("Only by using an amulet",
                                                      "Also as the turn's action")),
        "stuck_hand_swap": Option(True, "a player with roses whose hand holds no playable clue may "
                                  "exchange the whole hand as the turn's action", (True, False), KIT,
                                  label="Stuck hand may swap", choice_labels=("Yes", "No")),
        "curse_affects": Option("rose holders", "who a curse hits: players with a rose left on the map, "
                                "or everyone who took part", ("rose holders", "participants"), KIT,
                                label="Curse hits",
                                choice_labels=("Players with a rose left on the map",
                                               "Everyone who took part in the sharing")),
        "curse_ends_sharing": Option(True, "a curse ends the sharing (the rest is discarded)",
                                     (True, False), KIT, label="Curse ends sharing",
                                     choice_labels=("Yes: the rest is discarded",
                                                    "No: the next card is turned up")),
        "gold_values": Option("8x2,8x3,8x4,8x5,7x6", "the gold cards as count x coins, comma separated (8x2 "
                              "means eight cards of 2 coins); the real mix is unknown: 12 to 60 cards of "
                              "1-20 coins", source=KIT, label="Gold cards"),
        "start_clue_source": Option("hand", "setup clues come from the hand (then draw) or the deck's top",
                                    ("hand", "deck"), KIT, label="Starting clues from",
                                    choice_labels=("The hand (then draw)", "The top of the deck")),
        "atv_start": Option("choose", "ATVs at setup: each player chooses a starting hex, or chance "
                            "places them", ("choose", "random"), KIT, label="ATV start",
                            choice_labels=("Each player chooses a hex", "Chance places them")),
        "share_order": Option("rose by rose", "who is offered each card: rose by rose from the bottom of "
                              "the map's column up (the reference), or the players with the most roses on "
                              "the map first, ties to the ATV nearest the treasure (the project's Hungarian "
                              "summary)", ("rose by rose", "most roses"), "rulebook", label="Sharing order",
                              choice_labels=("Rose by rose, from the bottom of the column up",
                                             "Most roses on the map first")),
        "game_end": Option("deck exhausted", "the game ends when the treasure deck runs out (the "
                           "reference), or also once four treasures have been found and "
                           "shared (the project's Hungarian summary)", ("deck exhausted", "four treasures"),
                           "rulebook", label="Game end",
                           choice_labels=("When the treasure deck runs out",
                                          "Also once four treasures are shared")),
    }
    #: A single move rarely changes who wins, so with 16 simulations most differences the
    #: search sees are noise: at the usual 1.5 it left the greedy move too often and won 39.5%
    #: [30.5, 49.3] of 100 two-player games against it; at 2.5, 51.0% [41.3, 60.6] (bench_mcts.py).
    search_trust = 2.5
    #: Points the rules leave open with no real alternative: what the kit does
    #: ("kit default, not from the rulebook").
    KIT_DEFAULTS = {
        "sight_radius": "'in sight of X' means within 2 hexes of X; no source gives another distance",
        "same_object_min_distance": "two landmarks of the same type stand at least 4 hexes apart (island "
                                    "generator and checks; minority readings: all objects, or 6 hexes)",
        "island_generation": "islands are generated (the printed sections are not public): every terrain in "
                             "at least 2 areas with one unique largest, beaches on the coast, statues "
                             "inland facing a beach where they can, two rings of sea around",
        "clue_deck": "the clue deck is the solver's catalogue of the 88 clues that can hold, each card once "
                     "(the real 52-card mix is not published)",
        "first_player": "player 1 starts (the rulebook's 'whoever most recently visited an island' is left "
                        "to the table: seat them first)",
        "move_target": "a move ends on any hex within 3 ATV steps except the ATV's own",
        "amulet_pickup": "an ATV picks up an amulet automatically on the hex where its move ends (not on "
                         "hexes it passes)",
        "raise_in_place": "an ATV already standing on a located treasure may raise it as its action "
                          "(a move of 0 steps)",
        "raiser_without_rose": "a raiser with no compass rose left raises without a share of their own",
        "same_hex_treasures": "two treasures located on the same hex are raised in one trip and shared one "
                              "after the other",
        "share_restart": "each card turned up is offered from the lowest remaining rose again",
        "pool_leftovers": "cards still face down when a sharing ends are discarded unseen",
        "treasure_cards_public": "a taken card was turned up for everyone, so views show every player's "
                                 "treasure cards",
        "short_final_share": "a sharing the treasure deck cannot fill deals what is left, is played out, "
                             "and then the game ends",
        "out_of_roses": "a player with no compass rose left cannot play a clue until roses come back",
        "amulet_spawn_blocked": "a statue's gaze places no amulet on a hex that holds one, nor from an "
                                "empty supply",
        "clue_reshuffle": "an empty clue deck is refilled by shuffling the discarded clues",
        "stalled_game": "when no treasure is located and nobody could ever play a legal clue again, the "
                        "game ends",
        "tie_break": "equal coins share the victory (no source gives a tie-break)",
    }

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        s = self.settings
        gold = parse_gold_values(s["gold_values"])
        if len(gold) < TREASURE_SAFE_TOP:
            raise ValueError(f"gold_values: at least {TREASURE_SAFE_TOP} gold cards are needed")
        self.gold = tuple(gold)
        self.semantics = (s["adjacency_excludes_target"], s["step_combines_cross"])
        self.hand_size = 6 if self.num_players == 2 else 4
        self.threshold = s["marker_threshold"]
        #: when a hand may be exchanged as the turn's action: always ("action"), only when
        #: stuck ("stuck"), or never ("")
        self.swap_rule = "action" if s["exchange_hand_action"] == "action" else \
            "stuck" if s["stuck_hand_swap"] else ""
        self.strict = s["strict_reduction_before_markers"]
        if s["island"]:
            self.fixed_spec = spec_of_option(s["island"])
        elif s["island_seed"] >= 0:
            self.fixed_spec = ("seed", s["island_seed"], s["island_size"])
        else:
            self.fixed_spec = None
        self._board: Board | None = None
        self._board_key: int | None = None
        self._legal: dict[int, frozenset[str]] = {}
        if self.fixed_spec is not None:
            self._set_board(board_for(self.fixed_spec, *self.semantics))  # ValueError if the island is bad

    def _set_board(self, board: Board | None) -> None:
        self._board = board
        # legal cards by candidate mask, shared by every game on this island and these settings
        key = ("legal", self.threshold, self.strict)
        self._legal = {} if board is None else board.cache.setdefault(key, {})

    @property
    def board(self) -> Board | None:
        """The tables of this game's island (None until a generated island is drawn)."""
        key = self.state.island
        if key != self._board_key:
            self._board_key = key
            self._set_board(None if key is None else board_for(self._spec(key), *self.semantics))
        return self._board

    def _spec(self, seed: int | None) -> tuple | None:
        if self.fixed_spec is not None:
            return self.fixed_spec
        return None if seed is None else ("seed", seed, self.settings["island_size"])

    def _initial_state(self) -> TobagoState:
        n = self.num_players
        tasks: list[tuple] = [] if self.fixed_spec is not None else [("island",)]
        tasks += [("draw", p) for p in range(n) for _ in range(self.hand_size)]
        if self.settings["atv_start"] == "random":
            tasks += [("atv", p) for p in range(n)]
        s = TobagoState(tasks=tasks, deck=sorted(self.gold + (CURSE,) * CURSES),
                        hands=[[] for _ in range(n)], treasures=[[] for _ in range(n)],
                        roses=[ROSES_PER_PLAYER] * n, amulet_supply=self.settings["amulet_count"],
                        amulets=[0] * n, atv=[None] * n, clues=[()] * MAPS, candidates=[0] * MAPS)
        self.state = s
        if self.fixed_spec is not None:
            self._setup_island([])
        return s

    def _setup_island(self, events: list[Event]) -> None:
        s, b = self.state, self.board
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
                s.tasks.append(("flip",))
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
    def _task_text(self, task: tuple) -> str:
        kind = task[0]
        if kind == "island":
            return "the island is generated"
        if kind == "draw":
            return f"{self.player_name(task[1])} draws a clue card"
        if kind == "flip":
            return "the top clue card is turned up"
        if kind == "atv":
            return f"{self.player_name(task[1])}'s ATV is placed"
        if kind == "deal":
            return "the extra treasure card is dealt face down" if task[1] is None else \
                f"a treasure card is dealt face down to {self.player_name(task[1])}"
        return "the next card of the pool is turned up"

    def chance_help(self) -> str:
        s = self.state
        if not s.tasks:
            return ""
        kind = s.tasks[0][0]
        if kind == "island":
            return f"name a generated island by its seed, e.g. 'island 1234' (0 to {ISLAND_SEEDS - 1})"
        if kind in ("draw", "flip"):
            example = s.clue_deck[0] if s.clue_deck else "next to a hut"
            who = f"{self.player_name(s.tasks[0][1])} draws" if kind == "draw" else "is turned up"
            return f"name the clue card {who}, e.g. '{kind} {example}'"
        if kind == "atv":
            return f"name the hex where {self.player_name(s.tasks[0][1])}'s ATV starts, e.g. 'atv 4,6'"
        if kind == "deal":
            curse = " or 'deal curse'" if s.drawn >= TREASURE_SAFE_TOP else ""
            return f"name the treasure card dealt (its coins), e.g. 'deal {max(s.deck)}'{curse}"
        return "name the card turned up from the pool, e.g. 'reveal 4' or 'reveal curse'"

    def _chance_outcomes(self) -> list[tuple[Action, float]] | None:
        s = self.state
        kind = s.tasks[0][0]
        if kind == "island":
            return None
        if kind in ("draw", "flip"):
            n = len(s.clue_deck)
            return [(Action(kind, self.board.words[c]), 1 / n) for c in sorted(s.clue_deck)]
        if kind == "atv":
            hexes = self.board.hexes
            return [(_hex_action("atv", h), 1 / len(hexes)) for h in hexes]
        if kind == "deal":
            counts = Counter(v for v in s.deck if v != CURSE or s.drawn >= TREASURE_SAFE_TOP)
            make = _deal
        else:
            counts = Counter(s.share.pool)
            make = _reveal
        total = sum(counts.values())
        return [(make(v), counts[v] / total) for v in sorted(counts)]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        kind = s.tasks[0][0]
        if kind == "draw" or kind == "flip":
            deck = s.clue_deck
            card = deck[int(rng.random() * len(deck))]
            return Action(kind, self.board.words[card])
        if kind == "deal":
            deck = s.deck
            while True:
                value = deck[int(rng.random() * len(deck))]
                if value != CURSE or s.drawn >= TREASURE_SAFE_TOP:
                    return _deal(value)
        if kind == "reveal":
            pool = s.share.pool
            return _reveal(pool[int(rng.random() * len(pool))])
        if kind == "atv":
            hexes = self.board.hexes
            return _hex_action("atv", hexes[int(rng.random() * len(hexes))])
        while True:  # island: a seed the generator can use
            seed = rng.randrange(ISLAND_SEEDS)
            try:
                board_for(self._spec(seed), *self.semantics)
            except ValueError:
                continue
            return Action("island", (str(seed),))

    def _check_chance(self, action: Action) -> None:
        s = self.state
        kind = s.tasks[0][0]
        if action.name != kind:
            raise IllegalAction("chance", f"the next chance step is '{kind} …': {self.chance_help()}")
        args = action.args
        if kind == "island":
            if len(args) != 1 or not _SEED_WORD.fullmatch(args[0]) or int(args[0]) >= ISLAND_SEEDS \
                    or str(int(args[0])) != args[0]:
                raise IllegalAction("chance", f"an island is named by a seed from 0 to {ISLAND_SEEDS - 1}")
            try:
                board_for(self._spec(int(args[0])), *self.semantics)
            except ValueError as err:
                raise IllegalAction("chance", short(str(err), 150)) from None
        elif kind in ("draw", "flip"):
            card = " ".join(args)
            if card not in s.clue_deck:
                raise IllegalAction("chance", f"{short(card)} is not a card of the clue deck now")
        elif kind == "atv":
            h = parse_hex(args[0]) if len(args) == 1 else None
            if h is None or h not in self.board.bit or args[0] != format_hex(h):
                raise IllegalAction("chance", "an ATV starts on an island hex: 'atv q,r'")
        else:
            value = _value_of(args)
            if kind == "deal":
                if value is None or value not in s.deck:
                    raise IllegalAction("chance", f"the treasure deck holds no {short(' '.join(args))}")
                if value == CURSE and s.drawn < TREASURE_SAFE_TOP:
                    raise IllegalAction("chance", f"the {TREASURE_SAFE_TOP} cards on top of the treasure "
                                        "deck are gold: no curse yet")
            elif value is None or value not in s.share.pool:
                raise IllegalAction("chance", f"no {short(' '.join(args))} is face down in the pool")

    def _chance_due(self) -> bool:
        return bool(self.state.tasks)

    def _apply_chance(self, action: Action, events: list[Event]) -> None:
        s = self.state
        task = s.tasks.pop(0)
        kind = task[0]
        if kind == "draw":
            card = " ".join(action.args)
            s.clue_deck.remove(card)
            s.hands[task[1]].append(card)
        elif kind == "deal":
            value = _value_of(action.args)
            s.deck.remove(value)
            d = s.drawn
            s.drawn = d + 1
            sh = s.share
            sh.dealt.append((task[1], value, d))
            sh.pool.append(value)
        elif kind == "reveal":
            self._reveal(_value_of(action.args), events)
        elif kind == "flip":
            card = " ".join(action.args)
            s.clue_deck.remove(card)
            s.clue_top.append(card)
            events.append(Event("flip", f"the top clue card is turned up: '{card}'", {"clue": card}))
        elif kind == "atv":
            h = parse_hex(action.args[0])
            s.atv[task[1]] = h
            events.append(Event("atv", f"{self.player_name(task[1])}'s ATV starts on {format_hex(h)}",
                                {"player": task[1], "hex": h}))
        else:
            s.island = int(action.args[0])
            b = self.board
            events.append(Event("island", f"island generated from seed {s.island}: {len(b.hexes)} land hexes",
                                {"seed": s.island}))
            self._setup_island(events)

    def _log_line(self, player, action: Action) -> LogLine | None:
        if player != CHANCE:
            return None
        task = self.state.tasks[0]
        if task[0] == "draw":
            p = task[1]
            return LogLine(f"draw a clue card for {self.player_name(p)}",
                           {p: f"{words(CHANCE, action, None)} (your new card)"})
        if task[0] == "deal":
            owner = task[1]
            if owner is None:
                return LogLine("deal the extra treasure card face down (nobody looks at it)")
            return LogLine(f"deal a treasure card face down to {self.player_name(owner)}",
                           {owner: f"{words(CHANCE, action, None)} (you look at it)"})
        return None

    def _words(self, player, action: Action, viewer: int | None) -> str:
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
        kind = task[0]
        if kind == "draw" or kind == "flip":
            if kind == "draw" and s.clue_top:
                card = s.clue_top.pop()
                s.hands[task[1]].append(card)
                s.tasks.pop(0)
                events.append(Event("draw", f"{self.player_name(task[1])} takes the face-up clue '{card}'"))
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
            if kind == "flip":
                self._finish_starts()
            return True
        if kind == "deal":
            if s.deck:
                return False
            s.tasks.pop(0)  # KIT_DEFAULTS["short_final_share"]: deal what is left
            return True
        if kind == "reveal":
            sh = s.share
            if sh.roses and sh.pool:
                return False
            s.tasks.pop(0)
            self._end_share(events)
            return True
        return False

    # --------------------------------------------------------------- helpers
    def map_hexes(self, m: int) -> list[Hex]:
        """Candidate hexes of map ``m`` (0-based)."""
        return self.board.to_hexes(self.state.candidates[m])

    def located(self, m: int) -> Hex | None:
        """The hex of map ``m``'s treasure once exactly one candidate is left."""
        s = self.state
        if not s.clues[m]:
            return None
        c = s.candidates[m]
        if c and c & (c - 1) == 0:
            return self._board.hexes[c.bit_length() - 1]
        return None

    def clue_ok(self, m: int, text: str) -> bool:
        """May clue ``text`` go on map ``m`` now (leaves a hex; removes one when it must)?"""
        return self._board.clue_allowed(self.state.candidates[m], text, self.threshold, self.strict)

    def clue_problem(self, m: int, text: str) -> IllegalAction | None:
        """Why clue ``text`` may not go on map ``m`` now (None: it may)."""
        if self.clue_ok(m, text):
            return None
        if self.located(m) is not None:
            return IllegalAction("treasure located", f"map {m + 1}'s treasure is already located; "
                                 "drive there and raise it instead of playing more clues")
        s = self.state
        reason = self.board.reason([c for c, _ in s.clues[m]], text, self.threshold, self.strict)
        if not reason:  # cannot happen while the fast path and the solver agree
            empties = not s.candidates[m] & self.board.masks[text]
            reason = "it would leave no hex" if empties else "it must rule out at least one hex"
        return IllegalAction("clue legality", f"map {m + 1}: {reason}")

    def _next_player(self) -> None:
        s = self.state
        s.current = (s.current + 1) % self.num_players
        s.phase = "turn"
        s.actions_left = 1
        s.amulets_this_turn = 0
        s.stall_check = True

    def _action_done(self, events: list[Event]) -> None:
        s = self.state
        s.actions_left -= 1
        if s.actions_left <= 0:
            self._next_player()
        else:
            s.phase = "turn"

    def _located_here(self, h: Hex | None) -> list[int]:
        if h is None:
            return []
        s = self.state
        bit = self._board.bit[h]
        cands, clues = s.candidates, s.clues
        return [m for m in range(MAPS) if cands[m] == bit and clues[m]]

    def _legal_cards(self, candidates: int) -> frozenset[str]:
        """The clue cards that may join a map with these candidates (cached per island,
        marker threshold and strictness: a pure function of the mask)."""
        known = self._legal
        found = known.get(candidates)
        if found is None:
            if len(known) > 20_000:  # bound the memory of a long session
                known.clear()
            # Board.clue_allowed for every card at once
            loose = not self.strict and candidates.bit_count() > self.threshold
            found = known[candidates] = frozenset(
                card for card, mask in self._board.masks.items()
                if (new := candidates & mask) and (new != candidates or loose))
        return found

    def _can_play_any_clue(self, player: int, cards=None) -> bool:
        s = self.state
        if s.roses[player] <= 0:
            return False
        cards = s.hands[player] if cards is None else cards
        legal = [self._legal_cards(c) for c in s.candidates]
        return any(card in allowed for allowed in legal for card in cards)

    def may_swap(self, player: int, playable: bool | None = None) -> bool:
        """May ``player`` exchange the whole clue hand as the turn's action?"""
        s = self.state
        if not self.swap_rule or not s.hands[player] or not (s.clue_deck or s.clue_discard or s.clue_top):
            return False
        if self.swap_rule == "action":
            return True
        if s.roses[player] <= 0:
            return False
        if playable is None:
            playable = self._can_play_any_clue(player)
        return not playable

    def _check_stall(self, events: list[Event]) -> None:
        """KIT_DEFAULTS["stalled_game"]: when no treasure is located and no player could ever
        play a legal clue (from the hand, or after exchanging it), the game ends."""
        s = self.state
        if s.phase != "turn":
            return
        for c, cl in zip(s.candidates, s.clues):
            if cl and c and c & (c - 1) == 0:
                return  # a treasure is located
        if any(self._can_play_any_clue(p) for p in self.players):
            return
        if self.settings["stuck_hand_swap"] or self.settings["exchange_hand_action"] == "action":
            free = s.clue_deck + s.clue_top + [c for c, _ in s.clue_discard] + [c for h in s.hands for c in h]
            if any(self._can_play_any_clue(p, free) for p in self.players):
                return
        self._game_over("no treasure can be located any more", events,
                        "Nobody can play a clue and no treasure is located: the game ends.")

    def _game_over(self, reason: str, events: list[Event], text: str) -> None:
        s = self.state
        s.phase, s.end_reason, s.tasks = "over", reason, []
        events.append(Event("end", text))

    # ------------------------------------------------------------------ hooks
    def _to_act(self) -> list:
        s = self.state
        if s.tasks:
            return [CHANCE]
        phase = s.phase
        if phase == "over":
            return []
        if phase == "curse":
            return list(s.share.cursed)
        if phase == "share":
            return [s.share.roses[s.share.offer]]
        return [s.current]

    def _is_over(self) -> bool:
        return self.state.phase == "over"

    def scores(self) -> list[float]:
        return [sum(cards) for cards in self.state.treasures]

    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        if s.island != self._board_key:
            self.board  # noqa: B018  (re-derive the island's tables after an undo)
        phase = s.phase
        if phase == "turn":
            return self._turn_actions(player)
        if phase == "share":
            return [TAKE, PASS]
        if phase == "curse":
            return [AMULET_PROTECT, ACCEPT]
        if phase == "arrived":
            return [RAISE[m] for m in self._located_here(s.atv[player])] + [STOP]
        if phase == "place":
            return [_hex_action("place", h) for h in self._board.hexes]
        if phase == "start":
            return self._start_actions(player)
        return []

    def _start_actions(self, player: int) -> list[Action]:
        s = self.state
        free = [m for m in range(MAPS) if m not in s.seeded]
        cards = s.hands[player] if self.settings["start_clue_source"] == "hand" else s.clue_top[-1:]
        words = self._board.words
        found = [_clue_action(m, card, words) for card in cards for m in free if self.clue_ok(m, card)]
        return found or [PASS]

    def _turn_actions(self, player: int) -> list[Action]:
        s = self.state
        b = self._board
        here = s.atv[player]
        cache = b.cache
        moves = cache.get(here)
        if moves is None:
            moves = cache[here] = tuple(_hex_action("move", h) for h in b.move_targets(here))
        acts = list(moves)
        cands, clues = s.candidates, s.clues
        playable = False
        if s.roses[player] > 0:
            by_card = cache.get("clue actions")
            if by_card is None:
                by_card = cache["clue actions"] = {
                    card: tuple(_clue_action(m, card, b.words) for m in range(MAPS)) for card in b.deck}
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
            acts.append(SWAP)
        return acts

    def _may_use_amulet(self, player: int) -> bool:
        limit = self.settings["max_amulets_per_turn"]
        s = self.state
        return s.amulets[player] > 0 and (limit == 0 or s.amulets_this_turn < limit)

    def _parse(self, text: str, player) -> Action:
        action = Action.parse(text)
        name, args = action.name, action.args
        if name in ("move", "place", "atv") and args:
            return Action(name, ("".join(args),))
        if player == CHANCE:
            if name in ("draw", "flip") and args and self.board is not None:
                card = self.board.canonical_clue(" ".join(args))
                if card is not None:
                    return Action(name, self.board.words[card])
            if name in ("deal", "reveal") and len(args) == 1:
                value = _value_of((args[0].lower(),))
                if value is not None:
                    return Action(name, (value_text(value),))
            return action
        if name == "clue" and len(args) >= 2 and self.board is not None:
            card = self.board.canonical_clue(" ".join(args[1:]))
            if card is not None:
                return Action("clue", (args[0], *self.board.words[card]))
        return Action(name, args)

    def _check(self, player: int, action: Action) -> None:
        if self.state.island != self._board_key:
            self.board  # noqa: B018
        problem = self._problem(player, action)
        if problem is not None:
            raise problem

    def _problem(self, player: int, action: Action) -> IllegalAction | None:
        """Name the rule that forbids ``action`` now (None when it is legal)."""
        phase, name = self.state.phase, action.name
        known = {"place", "clue", "move", "raise", "stop", "take", "pass", "amulet", "accept", "swap"}
        if name not in known:
            return IllegalAction("action syntax", f"unknown action {short(action.text)}; Tobago's actions "
                                 "are place, move, clue, raise, stop, take, pass, amulet, accept, swap")
        wanted = {"place": {"place"}, "start": {"clue", "pass"},
                  "turn": {"move", "clue", "raise", "amulet", "swap"}, "arrived": {"raise", "stop"},
                  "share": {"take", "pass"}, "curse": {"amulet", "accept"}}.get(phase, set())
        if name not in wanted:
            return IllegalAction("phase", f"{short(action.text)} is not possible now: {self._phase_text()}")
        if action in self._quick_legal(player, action):
            return None
        return self._why_illegal(player, action)

    def _quick_legal(self, player: int, action: Action):
        """The legal actions that could equal ``action`` (cheap for moves and places)."""
        s = self.state
        if action.name == "move" and s.phase == "turn" and len(action.args) == 1:
            h = parse_hex(action.args[0])
            ok = h is not None and h in self._board.reachable(s.atv[player])
            return {action} if ok and action == _hex_action("move", h) else set()
        if action.name == "place" and s.phase == "place" and len(action.args) == 1:
            h = parse_hex(action.args[0])
            return {action} if h in self._board.bit and action.args[0] == format_hex(h) else set()
        return self._legal_actions(player)

    def _phase_text(self) -> str:
        return PHASE_TEXT[self.state.phase]

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        s = self.state
        name, args = action.name, action.args
        if name in ("move", "place"):
            h = parse_hex(args[0]) if len(args) == 1 else None
            if h is None:
                return IllegalAction("action syntax", f"write a hex as q,r, e.g. '{name} 3,-2'")
            if h not in self._board.bit:
                return IllegalAction("island", f"{format_hex(h)} is not an island hex (ATVs stay on land)")
            if name == "move":
                if h == s.atv[player]:
                    return IllegalAction("movement", "your ATV is already there")
                steps = self._board.distances(s.atv[player]).get(h)
                return IllegalAction("movement", f"{format_hex(h)} is {steps} ATV steps away; an ATV moves "
                                     f"at most {MOVE_STEPS} steps (a step crosses one terrain area or "
                                     "enters one hex of another terrain)")
        if name == "clue":
            return self._why_clue(player, args)
        if name == "raise":
            m = _map_number(args)
            if m is None or len(args) != 1:
                return IllegalAction("action syntax", "write 'raise <map number 1-4>'")
            spot = self.located(m)
            if spot is None:
                return IllegalAction("raising", f"map {m + 1}'s treasure is not located yet "
                                     "(one hex must remain)")
            return IllegalAction("raising", f"your ATV must stand on {format_hex(spot)} to raise "
                                 f"map {m + 1}'s treasure")
        if name == "amulet":
            if s.amulets[player] == 0:
                return IllegalAction("amulets", "you have no amulet")
            if args in (("extra",), ("swap",)) and s.phase == "turn":
                if args == ("swap",) and not (s.clue_deck or s.clue_discard or s.clue_top):
                    return IllegalAction("exchange", "no clue card is left to draw")
                return IllegalAction("amulets", "at most "
                                     f"{self.settings['max_amulets_per_turn']} amulet(s) a turn (option)")
            return IllegalAction("action syntax",
                                 "amulet uses: 'amulet extra', 'amulet swap', 'amulet protect'")
        if name == "swap" and not args:
            return IllegalAction("exchange", "you may exchange your whole clue hand as your action only "
                                 "when none of its cards can be played (kit default); otherwise it "
                                 "costs an amulet ('amulet swap')")
        if name == "pass" and s.phase == "start" and not args:
            return IllegalAction("starting clue", "you can seed a map, so you must")
        return IllegalAction("action syntax", f"{short(action.text)} takes no words after it" if args else
                             f"{short(action.text)} is not possible now: {self._phase_text()}")

    def _why_clue(self, player: int, args: tuple[str, ...]) -> IllegalAction:
        s = self.state
        m = _map_number(args)
        if m is None or len(args) < 2:
            return IllegalAction("action syntax",
                                 "write 'clue <map 1-4> <clue text>', e.g. 'clue 2 not next to a hut'")
        text = self._board.canonical_clue(" ".join(args[1:]))
        if text is None or self._board.words[text] != args[1:]:
            meant = self._board.clue_meant(" ".join(args[1:]))
            return IllegalAction("clue text", f"no clue card reads '{short(' '.join(args[1:]))}'"
                                 + (f"; the card reads '{meant}'" if meant else ""))
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
    def _apply(self, player, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.state.island != self._board_key:
            self.board  # noqa: B018
        if player == CHANCE:
            self._apply_chance(action, events)
        else:
            self._apply_player(player, action, events)
        self._settle(events)
        return events

    def _apply_player(self, player: int, action: Action, events: list[Event]) -> None:
        s = self.state
        name, args, phase = action.name, action.args, s.phase
        if phase == "share":
            self._answer_offer(player, name == "take", events)
        elif phase == "curse":
            self._answer_curse(player, name == "amulet", events)
        elif name == "move":
            self._move_atv(player, self._board.hex_of[args[0]], events)
        elif name == "clue":
            self._play_clue(player, int(args[0]) - 1, " ".join(args[1:]), events)
        elif name == "place":
            h = parse_hex(args[0])
            s.atv[player] = h
            events.append(Event("place", f"ATV placed on {format_hex(h)}", {"hex": h}))
            if player + 1 < self.num_players:
                s.current = player + 1
            else:
                self._begin_starts()
        elif name == "pass":  # setup: no free map can take any of this player's clues
            events.append(Event("start", "no map can take a starting clue"))
            self._after_start_clue(player)
        elif name == "stop":
            self._action_done(events)
        elif name == "raise":
            self._raise(player, int(args[0]) - 1, events)
        elif args == ("extra",):
            self._use_amulet(player)
            s.actions_left += 1
            events.append(Event("amulet", "an amulet buys one more action this turn"))
        else:  # "amulet swap" (an amulet use) or "swap" (the turn's action)
            if name == "amulet":
                self._use_amulet(player)
            self._swap_hand(player, events)
            if name == "swap":
                self._action_done(events)

    def _swap_hand(self, player: int, events: list[Event]) -> None:
        s = self.state
        hand = s.hands[player]
        s.clue_discard += [(c, player) for c in hand]
        s.hands[player] = []
        s.tasks += [("draw", player)] * len(hand)
        events.append(Event("swap", f"exchanged {len(hand)} clue cards"))

    def _use_amulet(self, player: int) -> None:
        s = self.state
        s.amulets[player] -= 1
        s.amulets_used += 1
        if s.phase == "turn":
            s.amulets_this_turn += 1

    def _play_clue(self, player: int, m: int, text: str, events: list[Event]) -> None:
        s = self.state
        before = s.candidates[m].bit_count()
        if s.phase == "start" and self.settings["start_clue_source"] == "deck":
            s.clue_top.pop()
        else:
            s.hands[player].remove(text)
            s.tasks.append(("draw", player))
        s.clues[m] = s.clues[m] + ((text, player),)
        s.candidates[m] &= self._board.masks[text]
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
            self._action_done(events)

    def _move_atv(self, player: int, h: Hex, events: list[Event]) -> None:
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
            self._action_done(events)

    # ------------------------------------------------------------- treasure
    def _raise(self, player: int, m: int, events: list[Event]) -> None:
        s = self.state
        spot = self.located(m)
        s.share_queue = [m] + [k for k in self._located_here(spot) if k != m]
        events.append(Event("raise", f"raised map {m + 1}'s treasure at {format_hex(spot)}",
                            {"map": m, "hex": spot}))
        s.actions_left = 0
        self._start_share(player, events)

    def _start_share(self, raiser: int, events: list[Event]) -> None:
        s = self.state
        m = s.share_queue.pop(0)
        roses = [owner for _, owner in reversed(s.clues[m])]
        if s.roses[raiser] > 0:  # the raiser's rose goes under the column
            s.roses[raiser] -= 1
            roses.insert(0, raiser)
        if self.settings["share_order"] == "most roses":
            roses = self._most_roses_first(roses, m, raiser)
        s.share = ShareState(map=m, raiser=raiser, roses=roses, participants=sorted(set(roses)))
        s.phase = "share"
        s.tasks += [("deal", owner) for owner in roses] + [("deal", None), ("reveal",)]
        events.append(Event("share", f"sharing map {m + 1}'s treasure: one card face down for each of "
                            f"{len(roses)} roses and one extra", {"map": m, "roses": len(roses)}))

    def _most_roses_first(self, roses: list[int], m: int, raiser: int) -> list[int]:
        """The Hungarian summary's order: more roses first; ties to the ATV nearest the
        treasure (in ATV steps), then seat order from the raiser."""
        s = self.state
        counts = Counter(roses)
        dist = self._board.distances(self.located(m) or s.atv[raiser])
        order = sorted(counts, key=lambda p: (-counts[p], dist.get(s.atv[p], 99),
                                              (p - raiser) % self.num_players))
        return [p for p in order for _ in range(counts[p])]

    def _reveal(self, value: int, events: list[Event]) -> None:
        """Turn up a card of the pool (of this value) and offer it from the lowest rose. The
        card is known by its value only: which draw number it had nobody can tell (the
        raiser shuffled the pool), so none is taken from the pool here."""
        s = self.state
        sh = s.share
        sh.pool.remove(value)
        sh.revealed.append(value)
        sh.card, sh.offer = value, 0
        if value != CURSE:
            events.append(Event("reveal", f"revealed a treasure card of {value} coins", {"value": value}))
            return
        events.append(Event("curse", "revealed a CURSE!"))
        if self._curse(events):
            s.phase = "curse"  # players with an amulet decide first
            return
        self._after_curse(events)

    def _curse(self, events: list[Event]) -> bool:
        """Apply a curse to every affected player; True if some may still use an amulet."""
        s = self.state
        sh = s.share
        hit = sorted(set(sh.roses)) if self.settings["curse_affects"] == "rose holders" else sh.participants
        sh.cursed = []
        for p in hit:
            if not s.treasures[p]:
                continue
            if s.amulets[p] > 0:
                sh.cursed.append(p)
            else:
                self._lose_best(p, events)
        return bool(sh.cursed)

    def _lose_best(self, player: int, events: list[Event]) -> None:
        s = self.state
        best = max(s.treasures[player])
        s.treasures[player].remove(best)
        s.discard.append(best)
        events.append(Event("curse", f"{self.player_name(player)} loses a card of {best} coins",
                            {"player": player, "value": best}))

    def _answer_curse(self, player: int, protect: bool, events: list[Event]) -> None:
        s = self.state
        sh = s.share
        sh.cursed.remove(player)
        if not sh.cursed:
            s.phase = "share"
        if protect:
            self._use_amulet(player)
            events.append(Event("amulet", f"{self.player_name(player)} discards an amulet against the curse"))
        else:
            self._lose_best(player, events)
        if not sh.cursed:
            self._after_curse(events)

    def _after_curse(self, events: list[Event]) -> None:
        """Discard the curse; end the sharing (default) or turn up the next card."""
        s = self.state
        sh = s.share
        s.discard.append(CURSE)
        sh.card = None
        if self.settings["curse_ends_sharing"]:
            events.append(Event("curse", "the curse ends the sharing"))
            self._end_share(events)
        else:
            s.tasks.append(("reveal",))

    def _answer_offer(self, player: int, take: bool, events: list[Event]) -> None:
        s = self.state
        sh = s.share
        value = sh.card
        if take:
            s.treasures[player].append(value)
            sh.roses.pop(sh.offer)
            s.roses[player] += 1
            sh.card = None
            events.append(Event("take", f"{self.player_name(player)} takes {value} coins",
                                {"player": player, "value": value}))
            s.tasks.append(("reveal",))
            return
        sh.offer += 1
        if sh.offer >= len(sh.roses):
            s.discard.append(value)
            sh.card = None
            events.append(Event("discard", f"every rose passed: the {value} is discarded"))
            s.tasks.append(("reveal",))

    def _end_share(self, events: list[Event]) -> None:
        s = self.state
        sh = s.share
        if sh.card is not None:
            s.discard.append(sh.card)
        s.hidden += sh.pool  # KIT_DEFAULTS["pool_leftovers"]
        s.hidden_draws += face_down_draws(sh.dealt, sh.revealed)
        for owner in sh.roses:
            s.roses[owner] += 1
        s.clue_discard += [(c, None) for c, _ in s.clues[sh.map]]
        s.clues[sh.map] = ()
        s.candidates[sh.map] = self._board.all
        s.share = None
        s.treasures_raised += 1
        s.phase = "turn"
        events.append(Event("shared", f"map {sh.map + 1} is empty again: a new hunt starts there"))
        four = self.settings["game_end"] == "four treasures" and s.treasures_raised >= 4
        if s.share_queue and s.deck and not four:
            self._start_share(sh.raiser, events)
            return
        s.share_queue = []
        if self.settings["amulet_spawn"] == "after sharing":
            self._spawn_amulets(events)
        if not s.deck:
            self._game_over("the treasure deck is exhausted", events,
                            "The treasure deck is exhausted: the game ends.")
        elif four:
            self._game_over("four treasures have been found and shared", events,
                            "Four treasures have been found and shared: the game ends (game_end option).")
        else:
            s.current = sh.raiser
            self._next_player()

    def _spawn_amulets(self, events: list[Event]) -> None:
        """Each statue's gaze puts one amulet on the last island hex before the sea
        (KIT_DEFAULTS["amulet_spawn_blocked"])."""
        s = self.state
        for target in self._board.gaze_targets:
            if s.amulet_supply > 0 and target not in s.amulets_on_board:
                s.amulet_supply -= 1
                s.amulets_on_board.append(target)
                s.amulets_on_board.sort()
                events.append(Event("amulet", f"an amulet appears on {format_hex(target)}", {"hex": target}))

    # ------------------------------------------------------------------- views
    def _view(self, player: int | None) -> dict:
        s = self.state
        b = self.board
        teacher = player is None
        sh = s.share
        share = None
        if sh is not None:
            share = {"map": sh.map + 1, "raiser": sh.raiser, "roses": list(sh.roses),
                     "offer": sh.offer, "offered_to": sh.roses[sh.offer] if s.phase == "share" and sh.card
                     is not None else None,
                     "card": sh.card,
                     "face_down": len(sh.pool), "participants": list(sh.participants),
                     "dealt_to": [o for o, _, _ in sh.dealt], "revealed": list(sh.revealed),
                     "cursed_deciding": list(sh.cursed)}
        maps = []
        for m in range(MAPS):
            spot = self.located(m) if b is not None else None
            maps.append({"map": m + 1, "colour": MAP_NAMES[m], "clues": [[c, o] for c, o in s.clues[m]],
                         "count": s.candidates[m].bit_count(),
                         "candidates": [format_hex(h) for h in b.to_hexes(s.candidates[m])] if b else [],
                         "located": None if spot is None else format_hex(spot)})
        public = {
            "island": view_of_spec(self._spec(s.island)),
            "current": s.current,
            "actions_left": s.actions_left,
            "maps": maps,
            "amulets_on_board": [format_hex(h) for h in s.amulets_on_board],
            "amulet_supply": s.amulet_supply,
            "amulets_used": s.amulets_used,
            "treasure_deck": len(s.deck),
            "treasure_drawn": s.drawn,
            "treasure_discard": list(s.discard),
            "treasure_face_down": len(s.hidden),
            "clue_deck": len(s.clue_deck),
            "clue_top": list(s.clue_top),
            "clue_discard": len(s.clue_discard),
            "share": share,
            "next_chance": None if not s.tasks else {
                "step": s.tasks[0][0], "for": s.tasks[0][1] if len(s.tasks[0]) > 1 else None,
                "text": self._task_text(s.tasks[0])},
            "treasures_raised": s.treasures_raised,
            "end_reason": s.end_reason,
        }
        seats = []
        for q in self.players:
            mine = teacher or q == player
            hand = s.hands[q]
            seat = {"atv": None if s.atv[q] is None else format_hex(s.atv[q]), "roses": s.roses[q],
                    "amulets": s.amulets[q], "treasures": list(s.treasures[q]),
                    "coins": sum(s.treasures[q]), "hand": list(hand) if mine else len(hand),
                    "peek": None}
            if sh is not None:
                peek = [v for o, v, _ in sh.dealt if o == q]
                seat["peek"] = peek if mine else len(peek)
            seats.append(seat)
        if teacher:
            private = {}
            if sh is not None:
                extra = [v for o, v, _ in sh.dealt if o is None]
                private = {"pool": sorted(sh.pool), "extra": extra[0] if extra else None}
        else:
            private = {"hand": list(s.hands[player]),
                       "peek": None if sh is None else [v for o, v, _ in sh.dealt if o == player]}
        return {"public": public, "seats": seats, "private": private}

    # -------------------------------------------------------------- resampling
    def _resample(self, player: int, rng: random.Random) -> None:
        """Redraw what ``player`` cannot see: the others' clue hands and the clue cards they
        discarded unseen (with the clue deck), the others' face-down treasure cards of the
        sharing in progress and the extra card, the cards discarded face down, and the
        treasure deck. Cards dealt to ``player`` stay; the cards turned up so far stay
        explained (each was among the cards dealt); a curse only sits where it could have
        been drawn (not among the first 12 cards). The kit does not remember what
        ``player`` peeked at in earlier sharings, so those cards are redrawn too.

        The draw depends only on what ``player`` sees and on ``rng``: each pool of unseen
        cards is sorted before it is shuffled (its contents follow from the view, the order
        it was gathered in does not), so two games that differ only in what ``player``
        cannot see give the same world for the same ``rng``. The draw numbers that decide
        where a curse may sit are public too: those of the cards dealt, and for the cards
        left face down after a sharing the ones :func:`face_down_draws` counts them under."""
        s = self.state
        others = [q for q in self.players if q != player]
        # clue cards
        unseen = list(s.clue_deck)
        for q in others:
            unseen += s.hands[q]
        hidden = [i for i, (_, who) in enumerate(s.clue_discard) if who is not None and who != player]
        unseen += [s.clue_discard[i][0] for i in hidden]
        unseen.sort()
        rng.shuffle(unseen)
        k = 0
        for q in others:
            size = len(s.hands[q])
            s.hands[q] = unseen[k:k + size]
            k += size
        for i in hidden:
            s.clue_discard[i] = (unseen[k], s.clue_discard[i][1])
            k += 1
        s.clue_deck = unseen[k:]
        # treasure cards
        for _ in range(20):
            if self._resample_treasure(player, rng):
                return

    def _resample_treasure(self, player: int, rng: random.Random) -> bool:
        s = self.state
        sh = s.share
        values = list(s.deck) + s.hidden
        slots: list[tuple[str, int, int]] = [("hidden", i, d) for i, d in enumerate(s.hidden_draws)]
        deal_slots: list[tuple[str, int, int]] = []
        required: Counter = Counter()
        if sh is not None:
            for i, (owner, v, d) in enumerate(sh.dealt):
                if owner != player:
                    deal_slots.append(("dealt", i, d))
                    values.append(v)
            mine = Counter(v for o, v, _ in sh.dealt if o == player)
            required = Counter(sh.revealed) - mine
        counts = Counter(values)
        chosen: dict[tuple, int] = {}
        order = deal_slots[:]
        rng.shuffle(order)
        for value in sorted(required.elements()):  # curses (0) first: they fit fewer slots
            slot = next((x for x in order
                         if x not in chosen and (value != CURSE or x[2] >= TREASURE_SAFE_TOP)), None)
            if slot is None or counts[value] <= 0:
                return False
            chosen[slot] = value
            counts[value] -= 1
        rest = sorted(counts.elements())  # in value order: a Counter lists them as first met
        rng.shuffle(rest)
        for slot in deal_slots + slots:
            if slot in chosen:
                continue
            pick = next((i for i, v in enumerate(rest) if v != CURSE or slot[2] >= TREASURE_SAFE_TOP), None)
            if pick is None:
                return False
            chosen[slot] = rest.pop(pick)
        # write the new world
        s.deck = rest
        s.hidden = [chosen[("hidden", i, d)] for i, d in enumerate(s.hidden_draws)]
        if sh is not None:
            sh.dealt = [(o, chosen[("dealt", i, d)] if o != player else v, d)
                        for i, (o, v, d) in enumerate(sh.dealt)]
            pool = [v for _, v, _ in sh.dealt]
            for value in sh.revealed:  # the card on offer (if any) is the last one turned up
                pool.remove(value)
            sh.pool = pool
        return True


def face_down_draws(dealt: list[tuple], revealed: list[int]) -> list[int]:
    """The draw numbers the cards still face down in a sharing are counted under, from what
    everyone sees: the draw numbers of the cards dealt and the values turned up so far.

    Only the first 12 cards drawn are sure to be gold (the 12 gold cards put on top of the
    deck); a curse may be any later card. Once the raiser has shuffled the pool, nobody
    knows which of the cards dealt a card turned up was, so each is counted under the
    earliest draw number left that it can have had: a gold card the earliest, a curse the
    earliest after the 12th. What this leaves is all that is known of the cards still face
    down: how many of them can be curses (as many as the draw numbers from the 13th on
    that are left). The real draw numbers would depend on the hidden values.

    >>> deals = [(0, 4, 10), (1, 2, 11), (None, 5, 12)]   # draws 11, 12 and 13
    >>> face_down_draws(deals, [5]), face_down_draws(deals, [CURSE])
    ([11, 12], [10, 11])
    """
    left = sorted(d for _, _, d in dealt)
    for value in revealed:
        i = 0 if value != CURSE else next(i for i, d in enumerate(left) if d >= TREASURE_SAFE_TOP)
        left.pop(i)
    return left


def _value_of(args: tuple[str, ...]) -> int | None:
    """The value named by a chance step's word: ``curse`` or a number of coins."""
    if len(args) != 1:
        return None
    word = args[0]
    if word == "curse":
        return CURSE
    if _VALUE_WORD.fullmatch(word) and word[0] != "0":
        return int(word)
    return None


def _not_now(text: str, m: int) -> IllegalAction:
    return IllegalAction("clue legality", f"'{text}' cannot go on map {m + 1} now")


def _map_number(args: tuple[str, ...]) -> int | None:
    if args and _MAP_WORD.fullmatch(args[0]):
        return int(args[0]) - 1
    return None


# ------------------------------------------------------------------- conservation

class AccountingError(AssertionError):
    """A treasure card, compass rose, amulet or clue card is missing or in two places."""


def accounting(game: TobagoGame) -> dict[str, dict[str, int]]:
    """Where every treasure card, compass rose, amulet and clue card is now, by place, and
    where the curses are (a teacher's count: it reads hidden cards).

    >>> import kit
    >>> g = kit.new_game("tobago", players=2, seed=1)
    >>> accounting(g)["amulets"]
    {'supply': 20, 'board': 0, 'players': 0, 'used': 0}
    """
    s = game.state
    sh = s.share
    treasure = {
        "deck": len(s.deck),
        "pool": len(sh.pool) + (sh.card is not None) if sh else 0,
        "players": sum(map(len, s.treasures)),
        "discard": len(s.discard),
        "face_down": len(s.hidden),
    }
    on_maps = [0] * game.num_players
    for m in range(MAPS):
        if sh is None or sh.map != m:
            for _, owner in s.clues[m]:
                on_maps[owner] += 1
    in_share = Counter(sh.roses) if sh else Counter()
    roses = {f"player {p + 1}": s.roses[p] + on_maps[p] + in_share[p] for p in game.players}
    amulets = {"supply": s.amulet_supply, "board": len(s.amulets_on_board), "players": sum(s.amulets),
               "used": s.amulets_used}
    clues = {"deck": len(s.clue_deck), "top": len(s.clue_top), "discard": len(s.clue_discard),
             "hands": sum(map(len, s.hands)), "maps": sum(len(c) for c in s.clues)}
    curses = {
        "deck": s.deck.count(CURSE),
        "pool": (sh.pool.count(CURSE) + (sh.card == CURSE)) if sh else 0,
        "discard": s.discard.count(CURSE),
        "face_down": s.hidden.count(CURSE),
    }
    return {"treasure": treasure, "curses": curses, "roses": roses, "amulets": amulets, "clues": clues}


def _check_curse_slots(values: list[int], draws: list[int], where: str) -> None:
    """Raise :class:`AccountingError` if ``values`` hold more curses than ``draws`` hold draw
    numbers a curse can have (the 13th card drawn or later)."""
    if values.count(CURSE) > sum(d >= TREASURE_SAFE_TOP for d in draws):
        raise AccountingError(f"{where}: more curses than cards drawn after the first {TREASURE_SAFE_TOP}")


def check_accounting(game: TobagoGame) -> None:
    """Raise :class:`AccountingError` unless every card, rose and amulet is in exactly one place."""
    s = game.state
    sh = s.share
    cards = list(s.deck) + s.discard + s.hidden + [v for t in s.treasures for v in t]
    if sh:
        cards += sh.pool + ([sh.card] if sh.card is not None else [])
        dealt = Counter(v for _, v, _ in sh.dealt)
        if Counter(sh.pool) + Counter(sh.revealed) != dealt:
            raise AccountingError("the pool and the cards turned up are not the cards dealt")
        if any(v == CURSE and d < TREASURE_SAFE_TOP for _, v, d in sh.dealt):
            raise AccountingError(f"a curse was dealt among the first {TREASURE_SAFE_TOP} cards")
        _check_curse_slots(sh.pool, face_down_draws(sh.dealt, sh.revealed), "the pool")
    if len(s.hidden_draws) != len(s.hidden):
        raise AccountingError(f"{len(s.hidden)} cards face down but {len(s.hidden_draws)} draw numbers")
    _check_curse_slots(s.hidden, s.hidden_draws, "the cards discarded face down")
    expected = Counter(game.gold + (CURSE,) * CURSES)
    if Counter(cards) != expected:
        raise AccountingError(f"treasure cards: {sorted(cards)} are not the deck "
                              f"{sorted(expected.elements())}")
    total = sum(expected.values())
    if s.drawn != total - len(s.deck):
        raise AccountingError(f"{s.drawn} treasure cards counted as drawn, "
                              f"{total - len(s.deck)} left the deck")
    book = accounting(game)
    for who, n in book["roses"].items():
        if n != ROSES_PER_PLAYER or min(s.roses) < 0:
            raise AccountingError(f"compass roses of {who}: {n}, expected {ROSES_PER_PLAYER}")
    if sum(book["amulets"].values()) != game.settings["amulet_count"] or min(book["amulets"].values()) < 0:
        raise AccountingError(f"amulets: {book['amulets']} do not add up to {game.settings['amulet_count']}")
    if game.board is None:
        return
    clue_cards = s.clue_deck + s.clue_top + [c for c, _ in s.clue_discard] + \
        [c for h in s.hands for c in h] + [c for cl in s.clues for c, _ in cl]
    if Counter(clue_cards) != Counter(game.board.deck):
        raise AccountingError("clue cards do not add up to the deck")


__all__ = ["TobagoGame", "TobagoState", "ShareState", "accounting", "check_accounting", "parse_gold_values",
           "value_text", "MAPS", "MAP_NAMES", "CURSE", "CURSES", "ROSES_PER_PLAYER", "TREASURE_SAFE_TOP"]
