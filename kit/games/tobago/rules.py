"""Tobago: players narrow down where four treasures lie by playing clue cards on four
treasure maps, drive their ATVs across a hex island to raise them, and share the gold.

Game by Bruce Allen (Zoch, 2009). The rules follow the project's reference
(``shared/reference/tobago.md``); every point the sources leave open is an :class:`Option`
whose source is ``"kit default"`` (see :data:`TobagoGame.options`).

>>> import kit
>>> g = kit.new_game("tobago", players=2, seed=3)
>>> g.phase, g.to_act
('place', [0])
>>> events = g.play("place 5,5")
>>> g.atv[0]
(5, 5)

Phases and their actions (all short texts):

* ``place``  — setup: each player in turn puts their ATV on any island hex: ``place 5,5``.
* ``start``  — setup: each player in turn seeds a different treasure map with a clue from
  their hand: ``clue 2 next to hut`` (map number 1-4, then the clue's text).
* ``turn``   — one action: ``move 3,-2`` (any hex within 3 ATV steps), ``clue 1 not in
  jungle``, ``raise 1`` (ATV already on map 1's located treasure), and the amulet uses
  ``amulet extra`` (one more action this turn) and ``amulet swap`` (new hand of clues).
* ``arrived`` — the ATV stopped on a located treasure: ``raise 1`` or ``stop``.
* ``share``  — a treasure card is offered to the owner of a compass rose: ``take``/``pass``.
* ``curse``  — a curse hit players who own an amulet: ``amulet protect`` or ``accept``.

Readings of this engine that are not options (kit defaults, not from the rulebook): player 1
starts; a move may end on any hex within 3 steps except the ATV's own; an amulet is picked up
automatically where a move ends; a located treasure can be raised by an ATV already standing
on it (a move of 0 steps); a raiser without a compass rose left raises without a share of
their own; two treasures located on the same hex are raised and shared one after the other;
an empty clue deck is refilled by shuffling the discarded clues; and when no treasure is
located and nobody can play a legal clue, the game ends (nothing could change any more).

Conservation: :func:`check_accounting` checks that every treasure card, compass rose, amulet
and clue card is in exactly one place.
"""
from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from kit.engine import Action, Event, Game, GameInfo, IllegalAction, Option, register
from kit.games.tobago import island as island_mod
from kit.games.tobago.island import Hex, Island, format_hex

MAPS = 4
MAP_NAMES = ("white", "grey", "black", "brown")  # the site-marker colours of the four maps
TREASURE_SAFE_TOP = 12   # gold cards put on top of the deck, so curses come late [rulebook]
CURSES = 2               # curse cards in the treasure deck [rulebook]
CURSE = 0                # value of a curse card
ROSES_PER_PLAYER = 15    # compass roses of each colour [rulebook]
MOVE_STEPS = 3           # an ATV moves up to 3 steps [rulebook]

# Actions without arguments, made once.
TAKE, PASS, STOP, ACCEPT = Action("take"), Action("pass"), Action("stop"), Action("accept")
AMULET_EXTRA, AMULET_SWAP = Action("amulet", ("extra",)), Action("amulet", ("swap",))
AMULET_PROTECT, SWAP = Action("amulet", ("protect",)), Action("swap")

KIT = "kit default"


def parse_gold_values(text: str) -> list[int]:
    """The gold cards of the deck from a text like ``"8x2,8x3"`` (count x coins).

    >>> parse_gold_values("2x5, 1x6")
    [5, 5, 6]
    """
    values: list[int] = []
    for part in text.replace(" ", "").split(","):
        count, _, coins = part.partition("x")
        if not (count.isdigit() and coins.isdigit() and int(coins) > 0):
            raise ValueError(f"gold_values: cannot read {part!r}; write e.g. '8x2,8x3' (count x coins)")
        values += [int(coins)] * int(count)
    return values


def parse_hex(text: str) -> Hex | None:
    """``"3,-2"`` -> ``(3, -2)``; None when the text is not a hex."""
    q, sep, r = text.replace(" ", "").partition(",")
    try:
        return (int(q), int(r)) if sep else None
    except ValueError:
        return None


# --------------------------------------------------------------------- the island's tables

class Board:
    """Everything the rules need about one island, precomputed once: the land hexes as bit
    positions, the hex set of every clue card as a bit mask, and ATV reachability.

    Built from the island module and the location solver (``solvers.tobago``), cached per
    island and clue semantics, so undo/replay (which rebuild a game) stay cheap.
    """

    def __init__(self, island: Island, settings: dict[str, Any]):
        from solvers import tobago as solver

        self.island = island
        self.settings = settings
        self.solver = solver
        self.graph = island.graph
        self.inclusive = not settings["adjacency_excludes_target"]
        self.clue_solver = solver.solver_for(self.graph, self.inclusive)
        self.areas = solver.area_graph(self.graph)
        self.combine = settings["step_combines_cross"]
        self.hexes: tuple[Hex, ...] = tuple(self.clue_solver.land)
        self.bit = {h: 1 << i for i, h in enumerate(self.hexes)}
        self.all = self.clue_solver.all_mask
        usable = self.clue_solver.usable_clues(solver.CLUE_CATALOGUE)
        self.deck: list[str] = [str(c) for c in usable]
        self.masks: dict[str, int] = {str(c): self.clue_solver.mask(c) for c in usable}
        self.canonical = {text.casefold(): text for text in self.deck}
        self._reach: dict[Hex, frozenset[Hex]] = {}
        self._dist: dict[Hex, dict[Hex, int]] = {}
        self._moves: dict[Hex, tuple[Action, ...]] = {}

    def to_mask(self, hexes) -> int:
        bit = self.bit
        mask = 0
        for h in hexes:
            mask |= bit.get(h, 0)
        return mask

    def to_hexes(self, mask: int) -> list[Hex]:
        return [h for i, h in enumerate(self.hexes) if mask >> i & 1]

    def reachable(self, start: Hex) -> frozenset[Hex]:
        """Hexes an ATV on ``start`` reaches within 3 steps (``start`` excluded)."""
        found = self._reach.get(start)
        if found is None:
            dist = self.distances(start)
            found = frozenset(h for h, d in dist.items() if 0 < d <= MOVE_STEPS)
            self._reach[start] = found
        return found

    def move_actions(self, start: Hex) -> tuple[Action, ...]:
        """``move q,r`` to every hex reachable from ``start``, in a fixed order."""
        found = self._moves.get(start)
        if found is None:
            found = self._moves[start] = tuple(_move(h) for h in sorted(self.reachable(start)))
        return found

    def distances(self, start: Hex) -> dict[Hex, int]:
        """ATV steps from ``start`` to every island hex."""
        found = self._dist.get(start)
        if found is None:
            found = self.solver.atv_distances(self.graph, start, self.areas, self.combine)
            self._dist[start] = found
        return found

    def canonical_clue(self, text: str) -> str | None:
        """The catalogue spelling of a clue text, or None if there is no such card."""
        found = self.canonical.get(" ".join(text.split()).casefold())
        if found is None:
            try:
                clue = self.solver.parse_clue(text)
            except ValueError:
                return None
            found = self.canonical.get(str(clue).casefold())
        return found

    def reason(self, clues: list[str], text: str, threshold: int, strict: bool) -> str | None:
        """The solver's reason why ``text`` may not join ``clues`` (None if it may)."""
        try:
            self.solver.check_clue(self.clue_solver, clues, text, threshold, strict, self.inclusive)
        except self.solver.ClueRejected as err:
            return str(err)
        return None


@functools.lru_cache(maxsize=32)
def _island_for(key: str | tuple[int, int]) -> Island:
    """A generated island for ``(seed, size)``, else a shipped island's name or island text."""
    if isinstance(key, tuple):
        seed, size = key
        return island_mod.generate(seed, size=size)
    if "\n" in key:
        return Island.from_text(key)
    return Island.load(key)


@functools.lru_cache(maxsize=32)
def _board_for(key: str | tuple[int, int], semantics: tuple) -> Board:
    return Board(_island_for(key), dict(semantics))


# ------------------------------------------------------------------------- game state

@dataclass
class TreasureMap:
    """One treasure map: the clues under it (oldest first, each with its rose's owner),
    the candidate hexes as a bit mask of the board's hexes."""

    clues: list[tuple[str, int]] = field(default_factory=list)
    candidates: int = 0


@dataclass
class Share:
    """A sharing in progress (reference §7)."""

    map: int
    raiser: int
    roses: list[int]                  # owners of the remaining roses, bottom of the column first
    pool: list[int]                   # face-down cards; the next one revealed is pool[-1]
    peeks: dict[int, list[int]]       # cards each participant looked at (secret)
    extra: int | None                 # the card nobody looked at (secret)
    participants: list[int]
    card: int | None = None           # the card on offer, face up
    offer: int = 0                    # index in ``roses`` of the rose being asked
    cursed: list[int] = field(default_factory=list)  # players still deciding on an amulet


@register
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
    )
    #: Every rule the sources leave open (reference §10) is one of these options, with the
    #: recommended default. Source "kit default" means: not from the rulebook, editable.
    options = {
        "island_seed": Option(-1, "seed of the generated island; -1 = the game's seed", source=KIT),
        "island_size": Option(70, "land hexes of a generated island (the real size is not published)",
                              source=KIT),
        "same_object_min_distance": Option(4, "landmarks of the same type are at least this many hexes "
                                           "apart (the island generator's rule)", (4,), KIT),
        "island": Option("", "a fixed island instead: the name of a shipped island (e.g. 'lesson') "
                         "or an island in the kit's text format; '' = generate one", source=KIT),
        "amulet_count": Option(20, "amulets in the supply (20 in German/Italian lists, 21 elsewhere)",
                               (20, 21), KIT),
        "marker_threshold": Option(16, "a clue must remove a candidate once at most this many are left "
                                   "(the 16/17 site markers)", (15, 16), KIT),
        "strict_reduction_before_markers": Option(
            False, "also require every clue to remove a candidate while more than marker_threshold remain",
            (False, True), KIT),
        "adjacency_excludes_target": Option(True, "'next to X' and 'in sight of X' exclude X's own hexes",
                                            (True, False), KIT),
        "sight_radius": Option(2, "'in sight of' means within this hex distance", (2,), KIT),
        "step_combines_cross": Option(False, "one ATV step may cross an area and then leave it",
                                      (False, True), KIT),
        "amulet_pickup": Option("end of move", "when an ATV picks up an amulet", ("end of move",), KIT),
        "amulet_spawn": Option("after sharing", "when statues' gazes place amulets on the coast",
                               ("after sharing", "when located"), KIT),
        "amulets_at_setup": Option(False, "place one amulet per statue gaze at setup", (False, True), KIT),
        "max_amulets_per_turn": Option(0, "amulets one player may use in a turn (0 = no limit)", (0, 1), KIT),
        "exchange_hand_action": Option("amulet", "exchanging the whole clue hand: an amulet use only, "
                                       "or also a base action", ("amulet", "action"), KIT),
        "stuck_hand_swap": Option(True, "a player with roses whose hand holds no playable clue may "
                                  "exchange the whole hand as the turn's action", (True, False), KIT),
        "curse_affects": Option("rose holders", "who a curse hits: players with a rose left on the map, "
                                "or everyone who took part", ("rose holders", "participants"), KIT),
        "curse_ends_sharing": Option(True, "a curse ends the sharing (the rest is discarded)",
                                     (True, False), KIT),
        "share_restart": Option("lowest rose", "each new card is offered from the lowest remaining rose",
                                ("lowest rose",), KIT),
        "gold_values": Option("8x2,8x3,8x4,8x5,7x6", "gold cards: count x coins (kit default, not from the "
                              "rulebook: the real mix is unknown)", source=KIT),
        "clue_deck": Option("catalogue", "clue cards: the solver's 88-card catalogue (kit default, not from "
                            "the rulebook)", ("catalogue",), KIT),
        "start_clue_source": Option("hand", "setup clues come from the hand (then draw) or the deck's top",
                                    ("hand", "deck"), KIT),
        "short_final_share": Option("deal what is left", "a share the deck cannot fill",
                                    ("deal what is left",), KIT),
        "out_of_roses": Option("no clues", "a player without roses cannot play clues", ("no clues",), KIT),
        "atv_start": Option("choose", "ATVs at setup: each player chooses a hex ('place q,r'), or the "
                            "game places them at random", ("choose", "random"), KIT),
        "tie_break": Option("shared", "equal coins share the victory", ("shared",), KIT),
    }

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        s = self.settings
        gold = parse_gold_values(s["gold_values"])
        if len(gold) < TREASURE_SAFE_TOP:
            raise ValueError(f"gold_values: at least {TREASURE_SAFE_TOP} gold cards are needed")
        low, high = island_mod.DEFAULTS["size_range"]
        if not low <= s["island_size"] <= high:
            raise ValueError(f"island_size must be between {low} and {high} land hexes")
        if s["island_seed"] < -1:
            raise ValueError("island_seed must be -1 (use the game's seed) or a seed >= 0")
        if s["island"]:
            try:
                _island_for(s["island"])
            except (ValueError, OSError, FileNotFoundError) as err:
                raise ValueError(f"island: {err}") from None

    @property
    def island_key(self) -> str | tuple[int, int]:
        """What the island is made from: (seed, size) of a generated one, or the fixed one."""
        s = self.settings
        if s["island"]:
            return s["island"]
        return (self.seed if s["island_seed"] == -1 else s["island_seed"], s["island_size"])

    def _setup(self) -> None:
        s = self.settings
        semantics = tuple((k, s[k]) for k in ("adjacency_excludes_target", "sight_radius",
                                              "step_combines_cross"))
        self.board = _board_for(self.island_key, semantics)
        self.island = self.board.island
        n = self.num_players
        # treasure deck: 12 gold on top of (the other gold + 2 curses, shuffled); top = end
        gold = parse_gold_values(s["gold_values"])
        self.card_values: list[int] = gold + [CURSE] * CURSES
        gold_ids = list(range(len(gold)))
        self.rng.shuffle(gold_ids)
        bottom = gold_ids[TREASURE_SAFE_TOP:] + list(range(len(gold), len(gold) + CURSES))
        self.rng.shuffle(bottom)
        self.treasure_deck: list[int] = bottom + gold_ids[:TREASURE_SAFE_TOP]
        self.treasure_discard: list[int] = []
        self.treasures: list[list[int]] = [[] for _ in range(n)]
        # clue cards
        self.clue_deck: list[str] = list(self.board.deck)
        self.rng.shuffle(self.clue_deck)
        self.clue_discard: list[str] = []
        hand_size = 6 if n == 2 else 4
        self.hands: list[list[str]] = [[self._draw_clue() for _ in range(hand_size)] for _ in range(n)]
        self.maps = [TreasureMap(candidates=self.board.all) for _ in range(MAPS)]
        self.roses = [ROSES_PER_PLAYER] * n
        # amulets
        self.amulet_supply = s["amulet_count"]
        self.amulets_on_board: dict[Hex, int] = {}
        self.amulets = [0] * n
        self.amulets_used = 0
        if s["amulets_at_setup"]:
            self._spawn_amulets()
        self.atv: list[Hex | None] = [None] * n
        self.share: Share | None = None
        self.share_queue: list[int] = []
        self.current = 0
        self.actions_left = 1
        self.amulets_this_turn = 0
        self.seeded: list[int] = []  # maps seeded during setup
        self.end_reason = ""
        self.phase = "place"
        key = self.island_key
        where = f"generated from seed {key[0]}" if isinstance(key, tuple) else "fixed"
        self.setup_events.append(Event("setup", f"island ({where}): {len(self.board.hexes)} land hexes"))
        self.setup_events.append(Event("setup", f"treasure deck: {TREASURE_SAFE_TOP} gold cards on top of "
                                       f"{len(gold) - TREASURE_SAFE_TOP} gold and {CURSES} curses, shuffled"))
        if s["atv_start"] == "random":
            for p in range(n):
                self.atv[p] = self.rng.choice(self.board.hexes)
                self.setup_events.append(Event("setup", f"{self.player_name(p)}'s ATV starts on "
                                               f"{format_hex(self.atv[p])}"))
            self._begin_start_clues()

    def _begin_start_clues(self) -> None:
        self.phase, self.current = "start", 0
        if self.settings["start_clue_source"] == "deck":
            self._skip_unable_starters()

    # --------------------------------------------------------------- helpers
    def _draw_clue(self) -> str | None:
        if not self.clue_deck and self.clue_discard:
            self.clue_deck = self.clue_discard
            self.clue_discard = []
            self.rng.shuffle(self.clue_deck)
        return self.clue_deck.pop() if self.clue_deck else None

    def _refill(self, player: int) -> None:
        card = self._draw_clue()
        if card is not None:
            self.hands[player].append(card)

    def map_hexes(self, m: int) -> list[Hex]:
        """Candidate hexes of map ``m`` (0-based)."""
        return self.board.to_hexes(self.maps[m].candidates)

    def located(self, m: int) -> Hex | None:
        """The hex of map ``m``'s treasure once exactly one candidate is left."""
        tm = self.maps[m]
        if tm.clues and tm.candidates and tm.candidates & (tm.candidates - 1) == 0:
            return self.board.hexes[tm.candidates.bit_length() - 1]
        return None

    def clue_ok(self, m: int, text: str) -> bool:
        """May clue ``text`` go on map ``m`` now? It must leave a hex and, once at most
        ``marker_threshold`` hexes remain (or always, with the strict option), remove one."""
        old = self.maps[m].candidates
        new = old & self.board.masks[text]
        if not new:
            return False
        if new != old:
            return True
        s = self.settings
        return not s["strict_reduction_before_markers"] and old.bit_count() > s["marker_threshold"]

    def clue_problem(self, m: int, text: str) -> IllegalAction | None:
        """Why clue ``text`` may not go on map ``m`` now (None: it may)."""
        if self.clue_ok(m, text):
            return None
        if self.located(m) is not None:
            return IllegalAction("treasure located", f"map {m + 1}'s treasure is already located; "
                                 "drive there and raise it instead of playing more clues")
        empties = not self.maps[m].candidates & self.board.masks[text]
        return IllegalAction("clue legality", self._clue_reason(m, text, empties))

    def _clue_reason(self, m: int, text: str, empties: bool) -> str:
        """The solver's explanation of an illegal clue, worded for a student."""
        s = self.settings
        reason = self.board.reason([c for c, _ in self.maps[m].clues], text, s["marker_threshold"],
                                   s["strict_reduction_before_markers"])
        if not reason:  # cannot happen while the fast path and the solver agree
            reason = ("it would leave no hex" if empties else "it must rule out at least one hex")
        return f"map {m + 1}: {reason}"

    def _next_player(self) -> None:
        self.current = (self.current + 1) % self.num_players
        self.phase = "turn"
        self.actions_left = 1
        self.amulets_this_turn = 0

    def _action_done(self, events: list[Event]) -> None:
        self.actions_left -= 1
        if self.actions_left <= 0:
            self._next_player()
            self._check_stall(events)
        else:
            self.phase = "turn"

    def _located_here(self, hex_: Hex | None) -> list[int]:
        return [m for m in range(MAPS) if hex_ is not None and self.located(m) == hex_]

    def _can_play_any_clue(self, player: int, cards=None) -> bool:
        if self.roses[player] <= 0:
            return False
        cards = self.hands[player] if cards is None else cards
        return any(self.clue_ok(m, card) for card in cards for m in range(MAPS))

    def may_swap(self, player: int, playable: bool | None = None) -> bool:
        """May ``player`` exchange the whole clue hand as the turn's action? (``playable``:
        whether some card of the hand can be played, if the caller knows already)"""
        s = self.settings
        if not self.hands[player] or not (self.clue_deck or self.clue_discard):
            return False
        if s["exchange_hand_action"] == "action":
            return True
        if playable is None:
            playable = self._can_play_any_clue(player)
        return s["stuck_hand_swap"] and self.roses[player] > 0 and not playable

    def _check_stall(self, events: list[Event]) -> None:
        """Kit default, not from the rulebook: when no treasure is located and no player could
        ever play a legal clue (from the hand, or after exchanging it), the game ends."""
        if self.phase != "turn" or any(self.located(m) for m in range(MAPS)):
            return
        if any(self._can_play_any_clue(p) for p in self.players):
            return
        if self.settings["stuck_hand_swap"] or self.settings["exchange_hand_action"] == "action":
            free = self.clue_deck + self.clue_discard + [c for h in self.hands for c in h]
            if any(self._can_play_any_clue(p, free) for p in self.players):
                return
        self.phase, self.end_reason = "over", "no treasure can be located any more"
        events.append(Event("end", "Nobody can play a clue and no treasure is located: the game ends."))

    # ------------------------------------------------------------------ hooks
    def _to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "curse":
            return list(self.share.cursed)
        if self.phase == "share":
            return [self.share.roses[self.share.offer]]
        return [self.current]

    def _is_over(self) -> bool:
        return self.phase == "over"

    def _repr_svg_(self) -> str:
        """The island with each map's remaining hexes, as a static picture."""
        from kit.games.tobago.widget import board_svg

        return board_svg(self)

    def scores(self) -> list[float]:
        return [sum(self.card_values[c] for c in cards) for cards in self.treasures]

    def _legal_actions(self, player: int) -> list[Action]:
        phase = self.phase
        if phase == "place":
            return [Action("place", (format_hex(h),)) for h in self.board.hexes]
        if phase == "start":
            return self._start_actions(player)
        if phase == "share":
            return [TAKE, PASS]
        if phase == "curse":
            return [AMULET_PROTECT, ACCEPT]
        if phase == "arrived":
            return [Action("raise", (str(m + 1),)) for m in self._located_here(self.atv[player])] + [STOP]
        return self._turn_actions(player)

    def _start_actions(self, player: int) -> list[Action]:
        free = [m for m in range(MAPS) if m not in self.seeded]
        cards = self.hands[player] if self.settings["start_clue_source"] == "hand" else self.clue_deck[-1:]
        found = [Action("clue", (str(m + 1), *card.split())) for card in cards for m in free
                 if self.clue_ok(m, card)]
        return found or [PASS]

    def _turn_actions(self, player: int) -> list[Action]:
        acts = list(self.board.move_actions(self.atv[player]))
        moves = len(acts)
        if self.roses[player] > 0:
            for card in self.hands[player]:
                words = card.split()
                for m in range(MAPS):
                    if self.clue_ok(m, card):
                        acts.append(Action("clue", (str(m + 1), *words)))
        playable = len(acts) > moves
        acts += [Action("raise", (str(m + 1),)) for m in self._located_here(self.atv[player])]
        if self._may_use_amulet(player):
            acts.append(AMULET_EXTRA)
            acts.append(AMULET_SWAP)
        if self.may_swap(player, playable):
            acts.append(SWAP)
        return acts

    def _may_use_amulet(self, player: int) -> bool:
        limit = self.settings["max_amulets_per_turn"]
        return self.amulets[player] > 0 and (limit == 0 or self.amulets_this_turn < limit)

    def _parse(self, text: str, player: int) -> Action:
        action = Action.parse(text)
        if action.name in ("move", "place") and action.args:
            return Action(action.name, ("".join(action.args),))
        args = action.args
        if action.name in ("clue", "raise") and args and args[0].isdigit():
            args = (str(int(args[0])), *args[1:])  # "clue 02 ..." means map 2
        if action.name == "clue" and len(args) >= 2:
            card = self.board.canonical_clue(" ".join(args[1:]))
            if card is not None:
                return Action("clue", (args[0], *card.split()))
        return Action(action.name, args)

    def _check(self, player: int, action: Action) -> None:
        problem = self._problem(player, action)
        if problem is not None:
            raise problem

    def _problem(self, player: int, action: Action) -> IllegalAction | None:
        """Name the rule that forbids ``action`` now (None when it is legal)."""
        phase, name = self.phase, action.name
        known = {"place", "clue", "move", "raise", "stop", "take", "pass", "amulet", "accept", "swap"}
        if name not in known:
            return IllegalAction("action syntax", f"unknown action {action.text!r}; Tobago's actions are "
                                 "place, move, clue, raise, stop, take, pass, amulet, accept, swap")
        wanted = {"place": {"place"}, "start": {"clue", "pass"},
                  "turn": {"move", "clue", "raise", "amulet", "swap"}, "arrived": {"raise", "stop"},
                  "share": {"take", "pass"}, "curse": {"amulet", "accept"}}[phase]
        if name not in wanted:
            return IllegalAction("phase", f"{action.text!r} is not possible now: {self._phase_text()}")
        if action in self._quick_legal(player, action):
            return None
        return self._why_illegal(player, action)

    def _quick_legal(self, player: int, action: Action) -> list[Action] | set[Action]:
        """The legal actions that could equal ``action`` (cheap for moves and places)."""
        if action.name == "move" and self.phase == "turn" and len(action.args) == 1:
            h = parse_hex(action.args[0])
            ok = h is not None and h in self.board.reachable(self.atv[player])
            return {action} if ok and action == _move(h) else set()
        if action.name == "place" and self.phase == "place" and len(action.args) == 1:
            h = parse_hex(action.args[0])
            return {action} if h in self.board.bit and action.args[0] == format_hex(h) else set()
        return self._legal_actions(player)

    def _phase_text(self) -> str:
        return {"curse": "a curse struck: 'amulet protect' or 'accept'",
                "place": "players are placing their ATVs ('place q,r')",
                "start": "players are seeding the treasure maps ('clue <map> <clue>')",
                "turn": "it is a turn: move, clue, raise or an amulet",
                "arrived": "the ATV stopped on a located treasure: 'raise <map>' or 'stop'",
                "share": "a treasure card is on offer: 'take' or 'pass'",
                "over": "the game is over"}[self.phase]

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        name, args = action.name, action.args
        if name in ("move", "place"):
            h = parse_hex(args[0]) if len(args) == 1 else None
            if h is None:
                return IllegalAction("action syntax", f"write a hex as q,r, e.g. '{name} 3,-2'")
            if h not in self.board.bit:
                return IllegalAction("island", f"{format_hex(h)} is not an island hex (ATVs stay on land)")
            if name == "move":
                if h == self.atv[player]:
                    return IllegalAction("movement", "your ATV is already there")
                steps = self.board.distances(self.atv[player]).get(h)
                return IllegalAction("movement", f"{format_hex(h)} is {steps} ATV steps away; an ATV moves "
                                     f"at most {MOVE_STEPS} steps (a step crosses one terrain area or "
                                     "enters one hex of another terrain)")
        if name == "clue":
            return self._why_clue(player, args)
        if name == "raise":
            m = _map_number(args)
            if m is None:
                return IllegalAction("action syntax", "write 'raise <map number 1-4>'")
            spot = self.located(m)
            if spot is None:
                return IllegalAction("raising", f"map {m + 1}'s treasure is not located yet "
                                     "(one hex must remain)")
            return IllegalAction("raising", f"your ATV must stand on {format_hex(spot)} to raise "
                                 f"map {m + 1}'s treasure")
        if name == "amulet":
            if self.amulets[player] == 0:
                return IllegalAction("amulets", "you have no amulet")
            if args in (("extra",), ("swap",)) and self.phase == "turn":
                return IllegalAction("amulets", "at most "
                                     f"{self.settings['max_amulets_per_turn']} amulet(s) a turn (option)")
            return IllegalAction("action syntax",
                                 "amulet uses: 'amulet extra', 'amulet swap', 'amulet protect'")
        if name == "swap":
            return IllegalAction("exchange", "you may exchange your whole clue hand as your action only "
                                 "when none of its cards can be played (kit default); otherwise it "
                                 "costs an amulet ('amulet swap')")
        if name == "pass" and self.phase == "start":
            return IllegalAction("starting clue", "you can seed a map, so you must")
        return IllegalAction("action syntax", f"{action.text!r} takes no words after it" if args else
                             f"{action.text!r} is not possible now: {self._phase_text()}")

    def _why_clue(self, player: int, args: tuple[str, ...]) -> IllegalAction:
        m = _map_number(args)
        if m is None or len(args) < 2:
            return IllegalAction("action syntax",
                                 "write 'clue <map 1-4> <clue text>', e.g. 'clue 2 not next to a hut'")
        text = self.board.canonical_clue(" ".join(args[1:]))
        if text is None:
            return IllegalAction("action syntax", f"no clue card reads {' '.join(args[1:])!r}")
        if self.phase == "start":
            if self.settings["start_clue_source"] == "hand" and text not in self.hands[player]:
                return IllegalAction("hand", f"'{text}' is not in your hand")
            if self.settings["start_clue_source"] == "deck" and self.clue_deck[-1:] != [text]:
                return IllegalAction("starting clue", "the starting clue is the top card of the clue deck")
            if m in self.seeded:
                return IllegalAction("starting clue", f"map {m + 1} already has its starting clue; "
                                     "each player seeds a different map")
            return self.clue_problem(m, text) or _not_now(text, m)
        if text not in self.hands[player]:
            return IllegalAction("hand", f"'{text}' is not in your hand")
        if self.roses[player] <= 0:
            return IllegalAction("compass roses", "you have no compass rose left to mark a clue "
                                 "(kit default: "
                                 "wait until roses come back from a sharing)")
        return self.clue_problem(m, text) or _not_now(text, m)

    # ------------------------------------------------------------------ apply
    def _apply(self, player: int, action: Action) -> list[Event]:
        events: list[Event] = []
        name, args, phase = action.name, action.args, self.phase
        if phase == "share":
            self._answer_offer(player, name == "take", events)
        elif phase == "curse":
            self._answer_curse(player, name == "amulet", events)
        elif name == "place":
            self._place(player, parse_hex(args[0]), events)
        elif name == "clue":
            self._play_clue(player, _map_number(args), " ".join(args[1:]), events)
        elif name == "pass":  # setup: no free map can take any of this player's clues
            events.append(Event("start", "no map can take a starting clue"))
            self._after_start_clue(player)
        elif name == "move":
            self._move_atv(player, parse_hex(args[0]), events)
        elif name == "stop":
            self._action_done(events)
        elif name == "raise":
            self._raise(player, _map_number(args), events)
        elif args == ("extra",):
            self._use_amulet(player)
            self.actions_left += 1
            events.append(Event("amulet", "an amulet buys one more action this turn"))
        else:  # "amulet swap" (an amulet use) or "swap" (a base action, with that option)
            if name == "amulet":
                self._use_amulet(player)
            self._swap_hand(player, events)
            if name == "swap":
                self._action_done(events)
        return events

    def _place(self, player: int, h: Hex, events: list[Event]) -> None:
        self.atv[player] = h
        events.append(Event("place", f"ATV placed on {format_hex(h)}", {"hex": h}))
        if player + 1 < self.num_players:
            self.current = player + 1
        else:
            self._begin_start_clues()

    def _swap_hand(self, player: int, events: list[Event]) -> None:
        hand = self.hands[player]
        self.clue_discard += hand
        self.hands[player] = []
        for _ in range(len(hand)):
            self._refill(player)
        events.append(Event("swap", f"exchanged {len(hand)} clue cards"))

    def _use_amulet(self, player: int) -> None:
        self.amulets[player] -= 1
        self.amulets_used += 1
        if self.phase == "turn":
            self.amulets_this_turn += 1

    def _play_clue(self, player: int, m: int, text: str, events: list[Event]) -> None:
        tm = self.maps[m]
        before = tm.candidates.bit_count()
        if self.phase == "start" and self.settings["start_clue_source"] == "deck":
            self.clue_deck.pop()
        else:
            self.hands[player].remove(text)
            self._refill(player)
        tm.clues.append((text, player))
        tm.candidates &= self.board.masks[text]
        self.roses[player] -= 1
        after = tm.candidates.bit_count()
        events.append(Event("clue", f"'{text}' on map {m + 1}: {before} -> {after} possible hexes",
                            {"map": m, "clue": text, "before": before, "after": after}))
        spot = self.located(m)
        if spot is not None:
            events.append(Event("located", f"map {m + 1}'s treasure is located at {format_hex(spot)}",
                                {"map": m, "hex": spot}))
            if self.settings["amulet_spawn"] == "when located":
                self._spawn_amulets(events)
        if self.phase == "start":
            self.seeded.append(m)
            self._after_start_clue(player)
        else:
            self._action_done(events)

    def _after_start_clue(self, player: int) -> None:
        if player + 1 < self.num_players:
            self.current = player + 1
            if self.settings["start_clue_source"] == "deck":
                self._skip_unable_starters()
        else:
            self.current = self.num_players - 1  # _next_player moves on to player 1
            self._next_player()

    def _skip_unable_starters(self) -> None:
        """With start clues from the deck, an empty deck skips the remaining seeds."""
        if not self.clue_deck:
            self.current = self.num_players - 1
            self._next_player()

    def _move_atv(self, player: int, h: Hex, events: list[Event]) -> None:
        self.atv[player] = h
        events.append(Event("move", f"ATV drove to {format_hex(h)}", {"hex": h}))
        if self.amulets_on_board.get(h):
            self.amulets_on_board[h] -= 1
            if not self.amulets_on_board[h]:
                del self.amulets_on_board[h]
            self.amulets[player] += 1
            events.append(Event("amulet", f"picked up the amulet on {format_hex(h)}"))
        if self._located_here(h):
            self.phase = "arrived"
        else:
            self._action_done(events)

    # ------------------------------------------------------------- treasure
    def _raise(self, player: int, m: int, events: list[Event]) -> None:
        spot = self.located(m)
        queue = [m] + [k for k in self._located_here(spot) if k != m]
        events.append(Event("raise", f"raised map {m + 1}'s treasure at {format_hex(spot)}",
                            {"map": m, "hex": spot}))
        self.actions_left = 0
        self.share_queue = queue
        self._start_share(player, events)

    def _start_share(self, raiser: int, events: list[Event]) -> None:
        m = self.share_queue.pop(0)
        tm = self.maps[m]
        roses = [owner for _, owner in reversed(tm.clues)]
        if self.roses[raiser] > 0:  # the raiser's rose goes under the column
            self.roses[raiser] -= 1
            roses.insert(0, raiser)
        counts = Counter(roses)
        participants = sorted(counts)
        peeks: dict[int, list[int]] = {p: [] for p in participants}
        dealt: list[int] = []
        for owner in roses:  # deal in rose order; a short deck deals what is left
            if self.treasure_deck:
                card = self.treasure_deck.pop()
                peeks[owner].append(card)
                dealt.append(card)
        extra = self.treasure_deck.pop() if self.treasure_deck else None
        pool = dealt + ([extra] if extra is not None else [])
        self.rng.shuffle(pool)
        self.share = Share(map=m, raiser=raiser, roses=roses, pool=pool, peeks=peeks, extra=extra,
                           participants=participants)
        self.phase = "share"
        events.append(Event("share", f"sharing map {m + 1}'s treasure: {len(pool)} cards for "
                            f"{len(roses)} roses", {"map": m, "cards": len(pool), "roses": len(roses)}))
        self._reveal(events)

    def _reveal(self, events: list[Event]) -> None:
        """Turn up the next card and offer it from the lowest remaining rose."""
        sh = self.share
        while True:
            if not sh.roses or not sh.pool:
                self._end_share(events)
                return
            card = sh.pool.pop()
            sh.card, sh.offer = card, 0
            if self.card_values[card] != CURSE:
                events.append(Event("reveal", f"revealed a treasure card of {self.card_values[card]} coins",
                                    {"card": card, "value": self.card_values[card]}))
                return
            events.append(Event("curse", "revealed a CURSE!", {"card": card}))
            if self._curse(events):
                self.phase = "curse"  # players with an amulet decide first
                return
            if self._after_curse(events):
                return

    def _curse(self, events: list[Event]) -> bool:
        """Apply a curse to every affected player; True if some may still use an amulet."""
        sh = self.share
        hit = sorted(set(sh.roses)) if self.settings["curse_affects"] == "rose holders" else sh.participants
        sh.cursed = []
        for p in hit:
            if not self.treasures[p]:
                continue
            if self.amulets[p] > 0:
                sh.cursed.append(p)
            else:
                self._lose_best(p, events)
        return bool(sh.cursed)

    def _lose_best(self, player: int, events: list[Event]) -> None:
        best = max(self.treasures[player], key=lambda c: self.card_values[c])
        self.treasures[player].remove(best)
        self.treasure_discard.append(best)
        events.append(Event("curse", f"{self.player_name(player)} loses a card of "
                            f"{self.card_values[best]} coins",
                            {"player": player, "value": self.card_values[best]}))

    def _answer_curse(self, player: int, protect: bool, events: list[Event]) -> None:
        sh = self.share
        sh.cursed.remove(player)
        if not sh.cursed:
            self.phase = "share"
        if protect:
            self._use_amulet(player)
            events.append(Event("amulet", f"{self.player_name(player)} discards an amulet against the curse"))
        else:
            self._lose_best(player, events)
        if not sh.cursed and not self._after_curse(events):
            self._reveal(events)

    def _after_curse(self, events: list[Event]) -> bool:
        """Discard the curse; end the sharing (default) or go on. True if the sharing is over."""
        sh = self.share
        self.treasure_discard.append(sh.card)
        sh.card = None
        if self.settings["curse_ends_sharing"]:
            events.append(Event("curse", "the curse ends the sharing"))
            self._end_share(events)
            return True
        return False

    def _answer_offer(self, player: int, take: bool, events: list[Event]) -> None:
        sh = self.share
        card = sh.card
        if take:
            self.treasures[player].append(card)
            sh.roses.pop(sh.offer)
            self.roses[player] += 1
            sh.card = None
            events.append(Event("take", f"{self.player_name(player)} takes {self.card_values[card]} coins",
                                {"player": player, "value": self.card_values[card]}))
            self._reveal(events)
            return
        sh.offer += 1
        if sh.offer >= len(sh.roses):
            self.treasure_discard.append(card)
            sh.card = None
            events.append(Event("discard", f"every rose passed: the {self.card_values[card]} is discarded"))
            self._reveal(events)

    def _end_share(self, events: list[Event]) -> None:
        sh = self.share
        if sh.card is not None:
            self.treasure_discard.append(sh.card)
        self.treasure_discard += sh.pool
        for owner in sh.roses:
            self.roses[owner] += 1
        tm = self.maps[sh.map]
        self.clue_discard += [c for c, _ in tm.clues]
        self.maps[sh.map] = TreasureMap(candidates=self.board.all)
        self.share = None
        events.append(Event("shared", f"map {sh.map + 1} is empty again: a new hunt starts there"))
        if self.share_queue and self.treasure_deck:
            self._start_share(sh.raiser, events)
            return
        self.share_queue = []
        if self.settings["amulet_spawn"] == "after sharing":
            self._spawn_amulets(events)
        if not self.treasure_deck:
            self.phase, self.end_reason = "over", "the treasure deck is exhausted"
            events.append(Event("end", "The treasure deck is exhausted: the game ends."))
            return
        self.current = sh.raiser
        self._next_player()
        self._check_stall(events)

    def _spawn_amulets(self, events: list[Event] | None = None) -> None:
        """Each statue's gaze puts one amulet on the last island hex before the sea (kit
        default: skipped when that hex already holds one or the supply is empty)."""
        for statue in sorted(h for h, k in self.island.landmarks.items() if k == "statue"):
            target = self.island.statue_gaze_target(statue)
            if self.amulet_supply > 0 and not self.amulets_on_board.get(target):
                self.amulet_supply -= 1
                self.amulets_on_board[target] = 1
                if events is not None:
                    events.append(Event("amulet", f"an amulet appears on {format_hex(target)}",
                                        {"hex": target}))

    # ------------------------------------------------------------------- views
    def _view(self, player: int | None) -> dict:
        b = self.board
        sh = self.share
        share = None
        if sh is not None:
            share = {"map": sh.map + 1, "raiser": sh.raiser, "roses": list(sh.roses),
                     "offered_to": sh.roses[sh.offer] if self.phase == "share" else None,
                     "card": None if sh.card is None else self.card_values[sh.card],
                     "face_down": len(sh.pool), "participants": sh.participants,
                     "cursed_deciding": list(sh.cursed)}
            if player is None:
                share["peeks"] = {str(p): [self.card_values[c] for c in cs] for p, cs in sh.peeks.items()}
                share["extra"] = None if sh.extra is None else self.card_values[sh.extra]
                share["pool"] = [self.card_values[c] for c in sh.pool]
            elif player in sh.peeks:
                share["my_peek"] = [self.card_values[c] for c in sh.peeks[player]]
        maps = []
        for m, tm in enumerate(self.maps):
            spot = self.located(m)
            maps.append({"map": m + 1, "colour": MAP_NAMES[m], "clues": [[c, o] for c, o in tm.clues],
                         "candidates": [format_hex(h) for h in b.to_hexes(tm.candidates)],
                         "located": None if spot is None else format_hex(spot)})
        hands: dict[str, Any] = {}
        for p in self.players:
            hands[str(p)] = list(self.hands[p]) if player in (None, p) else len(self.hands[p])
        return {
            "phase": self.phase,
            "to_act": self.to_act,
            "current": self.current,
            "actions_left": self.actions_left,
            "atv": [None if h is None else format_hex(h) for h in self.atv],
            "maps": maps,
            "hands": hands,
            "roses": list(self.roses),
            "amulets": list(self.amulets),
            "amulets_on_board": {format_hex(h): n for h, n in sorted(self.amulets_on_board.items())},
            "amulet_supply": self.amulet_supply,
            "treasures": [[self.card_values[c] for c in cs] for cs in self.treasures],
            "treasure_deck": len(self.treasure_deck),
            "clue_deck": len(self.clue_deck),
            "share": share,
            "scores": self.scores(),
            "over": self.over,
            "end_reason": self.end_reason,
        }


def _not_now(text: str, m: int) -> IllegalAction:
    return IllegalAction("clue legality", f"'{text}' cannot go on map {m + 1} now")


def _map_number(args: tuple[str, ...]) -> int | None:
    if args and args[0].isdigit() and 1 <= int(args[0]) <= MAPS:
        return int(args[0]) - 1
    return None


@functools.lru_cache(maxsize=4096)
def _move(h: Hex) -> Action:
    return Action("move", (format_hex(h),))


# ------------------------------------------------------------------- conservation

class AccountingError(AssertionError):
    """A treasure card, compass rose, amulet or clue card is missing or in two places."""


def accounting(game: TobagoGame) -> dict[str, dict[str, int]]:
    """Where every treasure card, compass rose, amulet and clue card is now, by place.

    >>> import kit
    >>> g = kit.new_game("tobago", players=2, seed=1)
    >>> accounting(g)["amulets"]
    {'supply': 20, 'board': 0, 'players': 0, 'used': 0}
    """
    sh = game.share
    treasure = {
        "deck": len(game.treasure_deck),
        "pool": len(sh.pool) + (sh.card is not None) if sh else 0,
        "players": sum(map(len, game.treasures)),
        "discard": len(game.treasure_discard),
    }
    on_maps = [0] * game.num_players
    for m, tm in enumerate(game.maps):
        if sh is None or sh.map != m:
            for _, owner in tm.clues:
                on_maps[owner] += 1
    in_share = Counter(sh.roses) if sh else Counter()
    roses = {f"player {p + 1}": game.roses[p] + on_maps[p] + in_share[p] for p in game.players}
    amulets = {"supply": game.amulet_supply, "board": sum(game.amulets_on_board.values()),
               "players": sum(game.amulets), "used": game.amulets_used}
    clues = {"deck": len(game.clue_deck), "discard": len(game.clue_discard),
             "hands": sum(map(len, game.hands)), "maps": sum(len(tm.clues) for tm in game.maps)}
    return {"treasure": treasure, "roses": roses, "amulets": amulets, "clues": clues}


def check_accounting(game: TobagoGame) -> None:
    """Raise :class:`AccountingError` unless every card, rose and amulet is in exactly one place."""
    sh = game.share
    places = [game.treasure_deck, game.treasure_discard, *game.treasures]
    if sh:
        places += [sh.pool, [sh.card] if sh.card is not None else []]
    cards = [c for place in places for c in place]
    if sorted(cards) != list(range(len(game.card_values))):
        dup = sorted(c for c, n in Counter(cards).items() if n > 1)
        raise AccountingError(f"treasure cards: {len(cards)} placed of {len(game.card_values)}; "
                              f"duplicated {dup}")
    if sh:
        for p, seen in sh.peeks.items():
            if any(c in game.treasure_deck for c in seen):
                raise AccountingError(f"player {p + 1} peeked at a card still in the deck")
    book = accounting(game)
    for who, n in book["roses"].items():
        if n != ROSES_PER_PLAYER or min(game.roses) < 0:
            raise AccountingError(f"compass roses of {who}: {n}, expected {ROSES_PER_PLAYER}")
    if sum(book["amulets"].values()) != game.settings["amulet_count"] or min(book["amulets"].values()) < 0:
        raise AccountingError(f"amulets: {book['amulets']} do not add up to {game.settings['amulet_count']}")
    clue_cards = game.clue_deck + game.clue_discard + [c for h in game.hands for c in h] + \
        [c for tm in game.maps for c, _ in tm.clues]
    if Counter(clue_cards) != Counter(game.board.deck):
        raise AccountingError("clue cards do not add up to the deck")


from kit.games.tobago import bots as _bots  # noqa: E402,F401  (registers the Tobago bots)
