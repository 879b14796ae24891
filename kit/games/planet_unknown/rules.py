"""Planet Unknown: draft polyomino tiles from a rotating space station, place them on your
planet, advance five resource tracks, send rovers after lifepods and meteorites.

Game by Ryan Lambert and Adam Rehberg (Adam's Apple Games, 2022). The rules are those of
the project's rules text; the planet maps, tile shapes and tracks are the published
components (see ``board.py`` and its data files); where the text is silent the kit decides
and says so in ``KIT_DEFAULTS`` ("kit default, not from the rulebook").

A round: the start player turns the station (``turn 2``: two depots clockwise); every
player secretly takes the top tile of the inner or outer stack of the depot facing them
(``take inner`` / ``take outer``; hidden until all have chosen); then each player, at the
same time as the others, places it (``place D7 90f``: the tile's first square, in
reading order, on D7, turned 90° clockwise after a mirror) and advances the trackers its
two symbols show (``advance civ``, ``energy water``), resolving what the tracks give:
``boost tech`` (a synergy), ``patch E5`` / ``store patch`` (a biomass patch), ``rover D7``
(a new rover on the tile just placed), ``move D7 D8`` / ``stop`` (rover movement), ``keep 23``
(a civ card at a civ milestone; see ``civ.py``) and the cards' ``rescue D7``, ``destroy D7``,
``clear row 7``. Chance
steps: ``offset 3`` (the inner ring's position at setup) and ``reveal U5-RT-M`` (the new
top tile of a stack). With the ``events`` option (``event_rules.py``) a card is revealed
each round once the station has turned (``deck 7 7 6``, ``event 12``, ``discard 5``) and
answered with ``boost``, ``regress civ``, ``collect D7``, ``strike D7``, ``wreck D7``,
``lose D7``, ``peek`` or ``empty inner``.

>>> import kit
>>> g = kit.new_game("planet_unknown", players=2, seed=3)
>>> _ = g.play("turn 0"); g.to_act
[0, 1]
>>> _ = g.play("take inner", 0); _ = g.play("take outer", 1)
>>> g.phase, g.to_act
('resolve', [0, 1])
>>> all(a.name == "place" for a in g.legal_actions(0))
True
"""
from __future__ import annotations

import random
from typing import Any

from kit.engine import Action, Event, IllegalAction, LogLine, Player
from kit.flow import OVER, PhasedGame
from kit.games.planet_unknown.board import (
    CELL_NAMES,
    COL_MASKS,
    LETTER_OF,
    PATCH,
    PLANETS,
    ROW_MASKS,
    STACK_SHAPES,
    STACK_TILES,
    TILES,
    TRACK_LETTERS,
    TRACK_NAMES,
    Placement,
    Shape,
    Tile,
    bits,
    legal_placements,
    neighbours,
    placement_index,
    placement_problem,
)
from kit.games.planet_unknown.civ import CIV_OF_LEVEL, civ_points
from kit.games.planet_unknown.civ_rules import CIV_KINDS, SALVAGE, CivRules
from kit.games.planet_unknown.corporation_rules import CORPORATION_KINDS, CorporationRules
from kit.games.planet_unknown.estimate import expected_scores
from kit.games.planet_unknown.event_rules import EVENT_KINDS, EventRules
from kit.games.planet_unknown.facts import INFO, KIT_DEFAULTS, OPTIONS
from kit.games.planet_unknown.imagined import imagined_facts
from kit.games.planet_unknown.moves import (
    DEPOTS,
    STACK_WORDS,
    Advance,
    AnyMove,
    Boost,
    Dealt,
    Energy,
    GiveBack,
    Keep,
    Move,
    Offset,
    Patch,
    Place,
    Reveal,
    Rover,
    Stop,
    Store,
    Take,
    Turn,
    act,
    read_move,
    write_move,
)
from kit.games.planet_unknown.objective_rules import CHOOSE, ObjectiveRules, all_objective_cards
from kit.games.planet_unknown.planet_rules import planet_points
from kit.games.planet_unknown.state import PLACE, STACKS, Board, Deal, Draw, PlanetState, Todo
from kit.games.planet_unknown.words import cell_words, orientation_words, step_words

TRACK_OF = dict(zip(TRACK_LETTERS, TRACK_NAMES))


class PlanetUnknown(CorporationRules, CivRules, ObjectiveRules, EventRules, PhasedGame):
    state: PlanetState

    search_levels = {"quick": 18, "thoughtful": 64, "strong": 150}  # p95 decision 0.1, 0.28, 0.66 s
    info = INFO
    options = OPTIONS
    KIT_DEFAULTS = KIT_DEFAULTS
    search_bot = "builder"  # plays the search bot's playouts and guides it (its top placements first)
    search_cutoff = 0  # playouts to the end of the round (quiet), then expected_scores()

    def _check_settings(self) -> None:
        self.planet = PLANETS[self.settings["planet"]]
        self._setup_corporation()
        n = self.num_players
        self.depot_of = tuple(p * DEPOTS // n for p in range(n))
        self._cache: dict[tuple, list[Placement]] = {}

    # ----------------------------------------------------------------- setup
    def _initial_state(self) -> PlanetState:
        n = self.num_players
        boards = [Board(lifepods=self.planet.lifepods) for _ in range(n)]
        tasks = [Draw(None), *(Draw(k) for k in range(STACKS)), *self._event_setup(),
                 *self._objective_deals()]
        return PlanetState(piles=[list(t) for t in STACK_TILES], tasks=tasks,
                           picks=[None] * n, last_picks=[None] * n, boards=boards,
                           civ_left=[list(CIV_OF_LEVEL[level]) for level in (1, 2, 3, 4)],
                           objective_box=all_objective_cards())

    # ------------------------------------------------------------ facts
    def stacks_facing(self, player: int) -> tuple[int, int]:
        """The (inner, outer) stacks of the depot facing ``player`` now."""
        s = self.state
        d = self.depot_of[player]
        return (d - s.rotation - s.offset) % DEPOTS, DEPOTS + (d - s.rotation) % DEPOTS

    def tile_of(self, player: int) -> str | None:
        return self.state.boards[player].hand

    def legal_placements(self, player: int = 0, tile: str | None = None) -> list[Placement]:
        """Every distinct legal placement of ``tile`` (default: the tile in the player's hand)
        on the player's planet now."""
        b = self.state.boards[player]
        tile = tile or b.hand
        return [] if tile is None else self._placements_of(b, tile)

    def _placements(self, covered: int, shape: Shape, meteor: bool, free: bool,
                    terrains: tuple[str, ...] = ()) -> list[Placement]:
        terrains = terrains if self.planet.quadrants else ()  # Persephone: the tile's symbols matter
        key = (covered, shape.name, meteor, free, terrains)
        found = self._cache.get(key)
        if found is None:
            if len(self._cache) > 4000:
                self._cache.clear()
            found = self._cache[key] = legal_placements(self.planet, covered, shape, meteor, free, terrains)
        return found

    def _placements_of(self, b: Board, tile: str) -> list[Placement]:
        """The placements of ``tile`` on the board now (as this round's event card allows)."""
        t = TILES[tile]
        free = self._free(b, t.terrains)
        return self._event_fits(b, t, self._placements(b.covered, t.shape, t.meteor, free, t.terrains))

    def _patch_cells(self, b: Board) -> list[int]:
        free = self._can(b, "free placement")
        return [p.at for p in self._placements(b.covered, PATCH, False, free)] + self._patches_on_tiles(b)

    def empty_spaces(self, player: int) -> int:
        return (self.planet.land & ~self.state.boards[player].covered).bit_count()

    # ------------------------------------------------------------- turn order
    def _seats_to_act(self) -> list[int]:
        s = self.state
        if s.phase == "turn":
            return [s.start]
        if s.phase == "draft":
            return [p for p, c in enumerate(s.picks) if c is None]
        if s.phase == CHOOSE:
            return self._choosing()
        if s.phase in ("resolve", "final", "event"):
            return [p for p, b in enumerate(s.boards) if b.todo and not self.civ_waiting(p)]
        return []

    # ------------------------------------------------------------- chance
    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        s = self.state
        if isinstance(s.tasks[0], Deal):
            return self._deal_outcomes()
        stack = s.tasks[0].stack
        if s.tasks[0].deck:
            return self._event_outcomes()
        if stack is None:
            return [(act(Offset, k), 1 / DEPOTS) for k in range(DEPOTS)]
        pile = s.piles[stack]
        n = len(pile)
        counts: dict[str, int] = {}
        for t in pile:
            counts[t] = counts.get(t, 0) + 1
        return [(act(Reveal, t), c / n) for t, c in counts.items()]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        if isinstance(s.tasks[0], Deal):
            return self._deal_sample(rng)
        stack = s.tasks[0].stack
        if s.tasks[0].deck:
            return self._event_sample(rng)
        if stack is None:
            return act(Offset, rng.randrange(DEPOTS))
        pile = s.piles[stack]
        return act(Reveal, pile[rng.randrange(len(pile))])

    def chance_help(self) -> str:
        s = self.state
        if not s.tasks:
            return ""
        if isinstance(s.tasks[0], Deal):
            return self._deal_help(s.tasks[0])
        stack = s.tasks[0].stack
        if s.tasks[0].deck:
            return self._event_help()
        if stack is None:
            return "The inner ring's position at setup: offset 0 … offset 5"
        ring, k = divmod(stack, DEPOTS)
        return (f"The new top tile of the {STACK_WORDS[ring]} stack {k + 1} "
                f"({STACK_SHAPES[stack].name} tiles), e.g. reveal {s.piles[stack][0]}")

    # ------------------------------------------------------------- grammar
    def _read(self, action: Action) -> AnyMove:
        return read_move(action)

    def _write(self, move: AnyMove) -> Action:
        return write_move(move)

    # ------------------------------------------------------------- legality
    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        if s.tasks:
            return []
        if s.phase == CHOOSE:
            return self._objective_actions(player)
        if s.phase == "turn":
            return [act(Turn, k) for k in range(DEPOTS)] if player == s.start else []
        if s.phase == "draft":
            if s.picks[player] is not None:
                return []
            return [act(Take, word) for word in self._take_options(player)]
        b = s.boards[player]
        if not b.todo or self.civ_waiting(player):
            return []
        if b.todo[-1].kind in CIV_KINDS:
            return self._civ_actions(player, b, b.todo[-1])
        return self._task_actions(b, b.todo[-1])

    def _take_options(self, player: int) -> list[str]:
        """The stacks ("inner", "outer") the player may take from: those with a tile on top;
        only the ones whose tile fits the planet while one of them does (a player who
        *cannot* place ends the game, one who could may not end it at will)."""
        s = self.state
        b = s.boards[player]
        tops = [(STACK_WORDS[k], tile) for k, stack in enumerate(self.stacks_facing(player))
                if (tile := s.tops[stack]) is not None]
        fits = [word for word, tile in tops if self._placements_of(b, tile)]
        return fits or [word for word, _ in tops]

    def _task_actions(self, b: Board, task: Todo) -> list[Action]:
        kind = task.kind
        if kind in EVENT_KINDS:
            return self._event_actions(b, task)
        if kind in CORPORATION_KINDS:
            return self._corporation_actions(b, task)
        if kind == "place":
            return [act(Place, p.at, p.orientation) for p in self._placements_of(b, self._hand(b).id)]
        if kind == "gains":
            out: list[Action] = []
            seen: set[Action] = set()
            for gain in task.gains:
                if gain.startswith("E:"):
                    found = [act(Energy, TRACK_OF[letter]) for letter in gain[2:]]
                else:
                    found = [act(Advance, TRACK_OF[gain[0]])]
                for a in found:
                    if a not in seen:
                        seen.add(a)
                        out.append(a)
            return out
        if kind == "synergy":
            # the rover track may always be chosen: at its top it gives movement again
            return [act(Boost, name) for name in TRACK_NAMES if self._advances(b, name)]
        if kind == "patch":
            out = [act(Patch, i) for i in self._patch_cells(b)]
            if task.storable and self._can(b, "store patches"):
                out.append(act(Store))
            return out
        if kind == "rover":
            return [act(Rover, i) for i in b.turn_cells if i not in b.rovers]
        if kind == "move":
            out = [act(Move, i, j) for i in sorted(b.rovers) for j in self._rover_steps(b, i)
                   if j not in b.rovers and self._may_enter(b, j)]
            return out + [act(Stop)]
        raise AssertionError(kind)

    @staticmethod
    def _hand(b: Board) -> Tile:
        """The tile in the board's hand (there is one while a placement is due)."""
        assert b.hand is not None, "a tile is in hand"
        return TILES[b.hand]

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        s = self.state
        if s.phase == "turn" and player != s.start:
            return IllegalAction("start player", "only the start player turns the station")
        if s.phase == "draft" and s.picks[player] is not None:
            return IllegalAction("one tile", "you have already chosen a tile this round")
        try:
            move = read_move(action)
        except IllegalAction as syntax:
            return syntax
        if isinstance(move, GiveBack):
            return self._why_not_discard(player, move)
        if s.phase == "draft" and isinstance(move, Take):
            k = STACK_WORDS.index(move.stack)
            other_fits = move.stack not in self._take_options(player)
            if s.tops[self.stacks_facing(player)[k]] is not None and other_fits:
                return IllegalAction("a tile that fits", "the other tile of your depot fits your planet: "
                                                         "take a tile you can place")
        b = s.boards[player]
        placing = b.todo and b.todo[-1].kind == "place"
        if s.phase in ("resolve", "final") and isinstance(move, Place) and placing:
            t = self._hand(b)
            problem = placement_problem(self.planet, b.covered, t.shape, t.meteor, move.cell,
                                        move.orientation, self._free(b, t.terrains), t.terrains)
            if problem is not None:
                return IllegalAction(*problem)
        if (event := self._event_problem(player, move, self.legal_placements(player) if placing else None)):
            return event
        if (refusal := self._corporation_problem(b, move)) is not None:
            return refusal
        if isinstance(move, Store) and s.phase in ("resolve", "final"):
            return self._needs("store patches", "storing a biomass patch (never at the end)")
        if isinstance(move, Move):
            return IllegalAction("rover move", "a rover moves one square orthogonally on the planet, "
                                               "never onto another rover (on Tartarus not across the "
                                               "chasm, on K'Aax not onto uncovered toxic terrain)")
        return super()._why_illegal(player, action)

    # ------------------------------------------------------------- applying
    def _apply(self, player: Player, action: Action) -> list[Event]:
        s = self.state
        events: list[Event] = []
        move = read_move(action)
        if isinstance(player, str) and s.tasks[0].deck:
            events = self._event_chance(move)
            self._settle_empty_civ(events)  # a civ card leaving the box may leave none to keep
            return events
        if isinstance(move, Offset | Reveal | Dealt):
            task = s.tasks.pop(0)
            if isinstance(move, Offset):
                s.offset = move.steps
            elif isinstance(move, Dealt) and isinstance(task, Deal):
                self._deal(task, move)
            elif isinstance(move, Reveal) and task.stack is not None:
                s.piles[task.stack].remove(move.tile)
                s.tops[task.stack] = move.tile
            if not s.tasks and s.phase == "setup":
                s.phase = self._after_deals()
            return events
        assert isinstance(player, int)
        if isinstance(move, GiveBack) and s.phase == CHOOSE:
            return self._discard(player, move)
        if isinstance(move, Turn) and s.phase == "turn":
            k = move.steps
            s.rotation = (s.rotation + k) % DEPOTS
            s.phase = "draft"
            s.picks = [None] * self.num_players
            self._event_round()
            words = ("the station stays as it is" if k == 0 else
                     f"the station turns {k} depot{'s' if k > 1 else ''} clockwise")
            return [Event("turn", words)]
        if isinstance(move, Take) and s.phase == "draft":
            s.picks[player] = move.stack
            if None in s.picks:
                return events
            return self._reveal_picks()
        b = s.boards[player]
        events += self._decide(player, b, b.todo.pop(), move)
        self._settle(player, b, events)
        self._settle_empty_civ(events)
        self._end_of_round(events)
        return events

    def _decide(self, player: int, b: Board, task: Todo, move: AnyMove, chosen: bool = True) -> list[Event]:
        """The answer ``move`` to the decision ``task`` (taken off the board's list);
        ``chosen`` False: the only answer, taken at once (a stored patch or a landed rover
        then goes without saying)."""
        events: list[Event] = []
        if task.kind in CIV_KINDS:
            return self._civ_decide(player, b, task, move)
        if task.kind in EVENT_KINDS:
            return self._event_decide(player, b, task, move)
        if task.kind in CORPORATION_KINDS:
            return self._corporation_decide(player, b, task, move)
        if isinstance(move, Place):
            t = self._hand(b)
            placement = placement_index(t.shape, t.meteor)[(move.cell, move.orientation)]
            events += self._lay(player, b, t.id, placement, resources=task != SALVAGE)
        elif isinstance(move, Advance | Energy):
            events += self._gain(player, b, task, move)
        elif isinstance(move, Boost):
            events += self._climb(player, b, move.track, 1)
        elif isinstance(move, Store):
            b.stored += 1
            if chosen:
                events.append(Event("store", f"player {player + 1} stores a biomass patch"))
        elif isinstance(move, Patch):
            events += self._put_patch(player, b, move.cell)
        elif isinstance(move, Rover):
            b.rovers.append(move.cell)
            if chosen:
                where = cell_words(CELL_NAMES[move.cell])
                events.append(Event("rover", f"player {player + 1} lands a rover on {where}"))
            events += self._collect(player, b, move.cell)
        elif isinstance(move, Move):
            events += self._drive(player, b, move.src, move.dst)
            if (left := task.steps - self._step_cost(b, move.dst)) > 0:
                b.todo.append(Todo("move", steps=left))
        return events

    def _reveal_picks(self) -> list[Event]:
        s = self.state
        events = []
        s.last_picks = list(s.picks)
        refill = []
        for p, which in enumerate(s.picks):
            assert which is not None, "every player has chosen"
            stack = self.stacks_facing(p)[STACK_WORDS.index(which)]
            b = s.boards[p]
            b.hand = s.tops[stack]
            s.tops[stack] = None
            if s.piles[stack]:
                refill.append(stack)
            else:
                s.ending = s.ending or "a stack of the station is empty"
            events.append(Event("take", f"player {p + 1} takes the {which} tile: {self._hand(b).words()}"))
        s.tasks.extend(Draw(stack) for stack in sorted(refill))
        s.picks = [None] * self.num_players
        s.phase = "resolve"
        for p, b in enumerate(s.boards):
            b.todo = [PLACE]
            self._tile_taken(b)
            self._settle(p, b, events)
        self._end_of_round(events)
        return events

    def _lay(self, player: int, b: Board, tile: str, p: Placement, resources: bool = True) -> list[Event]:
        t = TILES[tile]
        events = [Event("place", f"player {player + 1} places the {t.words()} at "
                                 f"{cell_words(CELL_NAMES[p.at])}, {orientation_words(p.orientation)}")]
        mask, before = p.mask, b.terrain
        b.covered |= mask
        terrain = list(b.terrain)
        for cell, half, _, _ in p.squares:
            terrain[cell] = t.terrains[half]
        b.terrain = "".join(terrain)
        self._crush(player, b, mask, events)
        if t.meteor:
            cell = next(sq[0] for sq in p.squares if sq[3])
            if self._can(b, "meteor shield"):
                events.append(Event("shield", f"player {player + 1} is immune to the meteorite"))
            else:
                b.meteors |= 1 << cell
                events.append(Event("meteor", f"a meteorite strikes {cell_words(CELL_NAMES[cell])}"))
        b.placed.append((tile, CELL_NAMES[p.at], p.orientation))
        b.turn_cells = p.cells
        b.hand = None
        if not resources:
            return events
        gains = []
        ice = self.planet.ice
        wet = any(t.terrains[half] == "W" and ice >> cell & 1 for cell, half, _, _ in p.squares)
        for _, half, symbol, _ in p.squares:
            if not symbol:
                continue
            letter = t.terrains[half]
            if letter == "W":
                if wet:  # doubled when spent at tech level 4 (see _gain); Oasis: squares on ice
                    gains.append("W" + self._water_squares(t, p))
                else:
                    events.append(Event("dry", f"player {player + 1}'s water is not on ice: no water"))
            elif letter == "E":
                gains.append("E:" + self._energy_choices(b, t, p))
            elif letter == "B" and not self._grows_biomass(before, b.terrain):
                events.append(Event("apart", f"player {player + 1}'s biomass starts an area of its own: "
                                             "no biomass"))
            else:
                gains.append(letter)
        self._tile_laid(b, tile, mask)
        if gains:
            b.todo.append(Todo("gains", tuple(gains), steps=self._event_one_gain()))
        self._event_after_lay(b)
        return events

    def _energy_choices(self, b: Board, t: Tile, p: Placement | None) -> str:
        other = t.terrains[1] if t.terrains[0] == "E" else t.terrains[0]
        found = {other}
        if p is not None:
            area = 0
            frontier = 0
            for cell, half, _, _ in p.squares:
                if t.terrains[half] == "E":
                    frontier |= 1 << cell
            energy = sum(1 << i for i, ch in enumerate(b.terrain) if ch == "E")
            energy |= self.planet.electric & ~b.covered  # Petra: currents are energy terrain
            while frontier:
                area |= frontier
                frontier = neighbours(area) & energy & ~area
            for i in bits(neighbours(area) & b.covered):
                ch = b.terrain[i].upper()
                if ch in TRACK_OF:
                    found.add(ch)
        return "".join(letter for letter in self._energy_tracks() if letter in found)

    def _crush(self, player: int, b: Board, mask: int, events: list[Event]) -> None:
        if b.lifepods & mask:
            n = (b.lifepods & mask).bit_count()
            b.lifepods &= ~mask
            b.lost_pods += n
            what = "a lifepod" if n == 1 else f"{n} lifepods"
            events.append(Event("crush", f"player {player + 1} covers {what}: destroyed"))
        kept = [r for r in b.rovers if not mask >> r & 1]
        if len(kept) != len(b.rovers):
            b.lost_rovers += len(b.rovers) - len(kept)
            events.append(Event("crush", f"player {player + 1} covers a rover: destroyed"))
            b.rovers = kept

    def _gain(self, player: int, b: Board, task: Todo, move: Advance | Energy) -> list[Event]:
        gains = list(task.gains)
        letter = LETTER_OF[move.track]
        if isinstance(move, Energy):
            used = next(g for g in gains if g.startswith("E:") and letter in g[2:])
            steps = 1
        else:
            used = next(g for g in gains if g[0] == letter and not g.startswith("E:"))
            # tech level 4 doubles water from tile placement, whenever the level was reached
            # this turn: "trackers may be advanced in whatever order the player prefers"
            steps = 2 if used == "W" and self._can(b, "double water") else 1
        gains.remove(used)
        if gains and not task.steps:  # steps 1: this round's event card allows one tracker
            b.todo.append(Todo("gains", tuple(gains)))
        if used[0] == "W" and used[1:]:  # Oasis Ultd.: a step for each water square on ice, one move
            return self._leap(player, b, int(used[1:]))
        return self._climb(player, b, move.track, steps)

    def _settle(self, player: int, b: Board, events: list[Event]) -> None:
        """Take every decision that has a single answer (KIT_DEFAULTS["forced choices"])."""
        while b.todo:
            task = b.todo[-1]
            kind = task.kind
            if kind == "place":
                t = self._hand(b)
                if self._placements_of(b, t.id):
                    return
                b.todo.pop()
                b.set_aside.append(t.id)
                self.state.ending = self.state.ending or f"player {player + 1} cannot place a tile"
                events.append(Event("stuck", f"player {player + 1}'s tile fits nowhere: set aside"))
                gains = []
                for sq in t.shape.symbols:
                    letter = t.terrains[t.shape.terrain[t.shape.cells.index(sq)]]
                    if letter == "E":
                        gains.append("E:" + self._energy_choices(b, t, None))
                    elif letter != "W" and (letter != "B" or self.corp.power != "grow biomass"):
                        gains.append(letter)  # Wormhole Corp.: biomass joining no area gives nothing
                b.hand = None
                b.turn_cells = ()
                if gains:
                    b.todo.append(Todo("gains", tuple(gains)))
                continue
            if kind == "civ" and self.civ_offer(player):
                return  # the player's choice, in the order of the rules (civ_waiting)
            actions = [] if kind == "civ" else (self._civ_actions(player, b, task) if kind in CIV_KINDS
                                                else self._task_actions(b, task))
            if len(actions) > 1:
                return
            b.todo.pop()
            if not actions:
                if kind == "rover":
                    events.append(Event("lost", f"player {player + 1}'s new rover has no free square of "
                                                     "this round's tile to land on: lost"))
                if kind == "civ":
                    events.append(Event("civ", f"player {player + 1} finds no civ card left to keep"))
                continue
            # the only answer (never a placement, nor a rover move: "stop" is always offered)
            events += self._decide(player, b, task, read_move(actions[0]), chosen=False)

    def _end_of_round(self, events: list[Event]) -> None:
        s = self.state
        self._event_finish(events)
        if s.phase not in ("resolve", "final") or any(b.todo for b in s.boards):
            return
        if s.phase == "final":
            s.phase = OVER
            events.append(Event("over", "the game is over"))
            return
        if s.ending:
            s.phase = "final"
            s.tasks.clear()  # the station is done: no stack is refilled after the last round
            events.append(Event("final", f"final round over ({s.ending})"))
            for p, b in enumerate(s.boards):
                b.todo = self._end_choices(b) + [Todo("patch")] * b.stored
                b.stored = 0
                self._settle(p, b, events)
            if not any(b.todo for b in s.boards):
                s.phase = OVER
                events.append(Event("over", "the game is over"))
            return
        s.start = (s.start + 1) % self.num_players
        s.round += 1
        s.phase = "turn"

    # ------------------------------------------------------------------ log
    def _log_line(self, player: Player, action: Action) -> LogLine | None:
        if (peek := self._event_log(player, action)) is not None:
            return peek
        move = read_move(action)
        if isinstance(move, Dealt | GiveBack):
            return self._objective_log_line(player, move)
        secret = isinstance(move, Keep) or isinstance(move, Take) and self.state.phase == "draft"
        if isinstance(player, int) and secret:
            return LogLine(step_words(move, secret=True), {player: step_words(move)})
        if isinstance(move, Take):  # a civ card's tile from the depot: seen by everyone
            return LogLine(step_words(move), {})
        return None

    def _words(self, player: Player, action: Action | None, viewer: int | None) -> str:
        # a face-down pick in a copy made for another seat has no action left
        move = read_move(action) if action is not None else None
        return step_words(move, secret=viewer is not None and viewer != player)

    def _tie_break(self) -> str:
        return "the fewest empty spaces"

    # --------------------------------------------------------------- scoring
    def score_parts(self, player: int) -> dict[str, int]:
        b = self.state.boards[player]
        land, filled = self.planet.land, self.planet.filled(b.covered)
        lines = 0
        for masks, medals in ((ROW_MASKS, self.planet.row_medals), (COL_MASKS, self.planet.col_medals)):
            for mask, medal in zip(masks, medals):
                cells = mask & land
                if cells and cells & ~filled == 0 and not b.meteors & mask:
                    lines += medal
        # end-game civ cards are secret until the end: scored once the game is over
        civ = civ_points(b.civ, b.pods, b.patches, b.rocks) if self.state.phase == OVER else 0
        return {"rows and columns": lines,
                "track medals": sum(self._medal(b, n) for n in TRACK_NAMES),
                "lifepods": b.pods, "meteorites": b.rocks // 3, "civ cards": civ,
                **planet_points(self.planet, b.covered), **self.objective_parts(player)}

    def scores(self) -> list[float]:
        return [sum(self.score_parts(p).values()) for p in range(self.num_players)]

    def expected_scores(self) -> list[float]:
        """The points each player can expect from here (``estimate.py``; the search bot's
        evaluation)."""
        return expected_scores(self)

    def quiet(self) -> bool:
        """Between two rounds (or over): where the search bot's evaluation is fair to all."""
        return self.state.phase in ("turn", OVER) and not self.state.tasks

    def _tie_key(self, player: int) -> float:
        """A tie goes to the fewest empty spaces."""
        return -self.empty_spaces(player)

    # ---------------------------------------------------------------- views
    def _task_view(self, b: Board) -> dict[str, Any] | None:
        if not b.todo:
            return None
        task = b.todo[-1]
        out: dict[str, Any] = {"kind": task.kind}
        if task.kind == "gains":
            out["gains"] = list(task.gains)
        if task.kind == "move":
            out["moves"] = task.steps
        if task.kind == "civ":
            out["level"] = task.steps
        return out

    def _view(self, player: int | None) -> dict[str, Any]:
        s = self.state
        n = self.num_players
        depots = []
        facing = {d: p for p, d in enumerate(self.depot_of)}
        for d in range(DEPOTS):
            inner, outer = (d - s.rotation - s.offset) % DEPOTS, DEPOTS + (d - s.rotation) % DEPOTS
            depots.append({"facing": facing.get(d), "inner": s.tops[inner], "outer": s.tops[outer],
                           "inner_stack": inner, "outer_stack": outer,
                           "inner_left": len(s.piles[inner]) + (s.tops[inner] is not None),
                           "outer_left": len(s.piles[outer]) + (s.tops[outer] is not None)})
        seats = []
        over = s.phase == OVER
        for q, b in enumerate(s.boards):
            mine = player is None or player == q
            pick = s.picks[q] if s.phase == "draft" else None
            seats.append({
                "depot": self.depot_of[q],
                "pick": pick if mine else None,  # public["chosen"] says whether a seat has chosen
                "terrain": b.terrain, "covered": bits(b.covered),
                "meteors": bits(b.meteors), "lifepods": bits(b.lifepods), "rovers": list(b.rovers),
                "tracks": dict(zip(TRACK_NAMES, b.track)), "tech": b.tech, "stored": b.stored,
                "pods": b.pods, "rocks": b.rocks, "lost_pods": b.lost_pods, "lost_rovers": b.lost_rovers,
                "patches": b.patches, "placed": [list(x) for x in b.placed], "set_aside": list(b.set_aside),
                "hand": b.hand, "turn_cells": list(b.turn_cells), "task": self._task_view(b),
                "civ": list(b.civ) if mine or over else len(b.civ),  # kept secret until the end
                # the stacks the seat may take from (a tile that fits, if one does): public facts
                "may_take": self._take_options(q) if s.phase == "draft" and not s.tasks else [],
                "empty": self.empty_spaces(q), "points": self.score_parts(q),
                **self._objective_seat(q, mine), **self._corporation_seat(b),
            })
        public: dict[str, Any] = {
            "planet": self.planet.name, "round": s.round, "start": s.start, "rotation": s.rotation,
            "offset": s.offset, "depots": depots, "ending": s.ending,
            "chosen": [c is not None for c in s.picks] if s.phase == "draft" else [False] * n,
            "last_picks": list(s.last_picks),
            "tops": list(s.tops),
            # which tiles are still in each stack is public (the order is not: they are drawn)
            "unrevealed": [sorted(pile) for pile in s.piles],
            "winners": self.winners() if over else [],
            "civ_left": [len(cards) for cards in s.civ_left],  # civ cards still in the box, by level
            **self._event_public(), **self._corporation_public(),
            **self._objective_public(),
        }
        private: dict[str, Any]
        if player is None:
            private = {"picks": list(s.picks), "offers": [self.civ_offer(q) for q in range(n)]}
        else:
            private = {"pick": s.picks[player] if s.phase == "draft" else None,
                       "offer": self.civ_offer(player)}
        private.update(self._event_private(player))
        private.update(self._objective_private(player))
        return {"public": public, "seats": seats, "private": private}

    def imagined_facts(self, player: int) -> list[str]:
        """Others' face-down picks and civ cards in words (the search bot's reasons count them)."""
        return imagined_facts(self.state, player, self.player_name)

    def _resample(self, player: int, rng: random.Random) -> None:
        """The other players' face-down choices this round are redrawn among the stacks
        they could take, and their secret civ cards as ``_resample_civ`` says; the
        unrevealed tiles of the stacks are unordered already."""
        s = self.state
        self._resample_civ(player, rng)
        self._resample_events(player, rng)
        self._resample_objectives(player, rng)
        if s.phase != "draft":
            return
        for q, pick in enumerate(s.picks):
            if q == player or pick is None:
                continue
            s.picks[q] = rng.choice(self._take_options(q))


__all__ = ["PlanetUnknown"]
