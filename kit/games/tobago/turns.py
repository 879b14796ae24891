"""Tobago's game base: the settings read once, the island's tables, and the rules every
part of a turn shares (who moves next, what a clue may do, when the game stalls or ends,
amulets). The sharing is in :mod:`kit.games.tobago.share`, the game itself (setup,
chance, legality, apply, views) in :mod:`kit.games.tobago.rules`.
"""
from __future__ import annotations

from kit.engine import Event, IllegalAction
from kit.flow import OVER, PhasedGame
from kit.games.tobago.board import Board, Spec, board_for, generated_code, spec_of_option, spec_of_outcome
from kit.games.tobago.hexes import Hex, format_hex
from kit.games.tobago.options import parse_gold_values
from kit.games.tobago.state import MAPS, TREASURE_SAFE_TOP, TobagoState


class TobagoBase(PhasedGame):
    """What every part of Tobago's rules reads: the settings and the island's tables."""

    state: TobagoState

    # ---------------------------------------------------------------- settings
    def _check_settings(self) -> None:
        s = self.settings
        gold = parse_gold_values(s["gold_values"])
        if len(gold) < TREASURE_SAFE_TOP:
            raise ValueError(f"gold_values: at least {TREASURE_SAFE_TOP} gold cards are needed")
        self.gold = tuple(gold)
        self.semantics: tuple[bool, bool] = (s["adjacency_excludes_target"], s["step_combines_cross"])
        self.hand_size = 6 if self.num_players == 2 else 4
        self.threshold: int = s["marker_threshold"]
        #: when a hand may be exchanged as the turn's action: always ("action"), only when
        #: stuck ("stuck"), or never ("")
        self.swap_rule = "action" if s["exchange_hand_action"] == "action" else \
            "stuck" if s["stuck_hand_swap"] else ""
        self.strict: bool = s["strict_reduction_before_markers"]
        self.fixed_spec: Spec | None
        if s["island"]:
            self.fixed_spec = spec_of_option(s["island"])
        elif s["island_seed"] >= 0:
            # the numbered island, written as itself: a save then holds the island (its
            # 'island' setting), so it loads whatever the generator does later
            s["island"] = generated_code(s["island_seed"], s["island_size"])
            self.fixed_spec = ("code", s["island"])
        else:
            self.fixed_spec = None
        self._board: Board | None = None
        self._board_key: str | None = None
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
            spec = self._spec(key)
            self._set_board(None if spec is None else board_for(spec, *self.semantics))
        return self._board

    @property
    def tables(self) -> Board:
        """The island's tables, once there is an island (every step but the island's own)."""
        board = self._board
        assert board is not None, "no island yet"
        return board

    def _spec(self, drawn: str | None) -> Spec | None:
        if self.fixed_spec is not None:
            return self.fixed_spec
        return None if drawn is None else spec_of_outcome(drawn)

    # ---------------------------------------------------------------- maps
    def map_hexes(self, m: int) -> list[Hex]:
        """Candidate hexes of map ``m`` (0-based)."""
        return self.tables.to_hexes(self.state.candidates[m])

    def located(self, m: int) -> Hex | None:
        """The hex of map ``m``'s treasure once exactly one candidate is left."""
        s = self.state
        if not s.clues[m]:
            return None
        return self.tables.located(s.candidates[m])

    def _located_here(self, h: Hex | None) -> list[int]:
        if h is None:
            return []
        s, b = self.state, self._board
        assert b is not None
        bit = b.bit[h]
        cands, clues = s.candidates, s.clues
        return [m for m in range(MAPS) if cands[m] == bit and clues[m]]

    def clue_ok(self, m: int, text: str) -> bool:
        """May clue ``text`` go on map ``m`` now (leaves a hex; removes one when it must)?"""
        return self.tables.clue_allowed(self.state.candidates[m], text, self.threshold, self.strict)

    def clue_problem(self, m: int, text: str) -> IllegalAction | None:
        """Why clue ``text`` may not go on map ``m`` now (None: it may)."""
        if self.clue_ok(m, text):
            return None
        if self.located(m) is not None:
            return IllegalAction("treasure located", f"map {m + 1}'s treasure is already located; "
                                 "drive there and raise it instead of playing more clues")
        s, b = self.state, self.tables
        reason = b.reason([c for c, _ in s.clues[m]], text, self.threshold, self.strict)
        if not reason:  # cannot happen while the fast path and the solver agree
            empties = not s.candidates[m] & b.masks[text]
            reason = "it would leave no hex" if empties else "it must rule out at least one hex"
        return IllegalAction("clue legality", f"map {m + 1}: {reason}")

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
                card for card, mask in self.tables.masks.items()
                if (new := candidates & mask) and (new != candidates or loose))
        return found

    def _can_play_any_clue(self, player: int, cards: list[str] | None = None) -> bool:
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

    # ---------------------------------------------------------------- turns
    def _seats_to_act(self) -> list[int]:
        s = self.state
        sh = s.share
        if sh is not None:
            if s.phase == "curse":
                return list(sh.cursed)
            if s.phase == "share":
                return [sh.roses[sh.offer]]
        return [s.current]

    def scores(self) -> list[float]:
        return [sum(cards) for cards in self.state.treasures]

    def _next_player(self) -> None:
        s = self.state
        s.current = (s.current + 1) % self.num_players
        s.phase = "turn"
        s.actions_left = 1
        s.amulets_this_turn = 0
        s.stall_check = True

    def _action_done(self) -> None:
        s = self.state
        s.actions_left -= 1
        if s.actions_left <= 0:
            self._next_player()
        else:
            s.phase = "turn"

    def _may_use_amulet(self, player: int) -> bool:
        limit = self.settings["max_amulets_per_turn"]
        s = self.state
        return s.amulets[player] > 0 and (limit == 0 or s.amulets_this_turn < limit)

    def _use_amulet(self, player: int) -> None:
        s = self.state
        s.amulets[player] -= 1
        s.amulets_used += 1
        if s.phase == "turn":
            s.amulets_this_turn += 1

    def _spawn_amulets(self, events: list[Event]) -> None:
        """Each statue's gaze puts one amulet on the last island hex before the sea
        (KIT_DEFAULTS["amulet_spawn_blocked"])."""
        s = self.state
        for target in self.tables.gaze_targets:
            if s.amulet_supply > 0 and target not in s.amulets_on_board:
                s.amulet_supply -= 1
                s.amulets_on_board.append(target)
                s.amulets_on_board.sort()
                events.append(Event("amulet", f"an amulet appears on {format_hex(target)}", {"hex": target}))

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
        s.phase, s.end_reason, s.tasks = OVER, reason, []
        events.append(Event("end", text))
