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
(a new rover on the tile just placed), ``move D7 D8`` / ``stop`` (rover movement). Chance
steps: ``offset 3`` (the inner ring's position at setup) and ``reveal U5-RT-M`` (the new
top tile of a stack).

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
from dataclasses import dataclass, field

from kit.engine import CHANCE, Action, Event, Game, GameInfo, IllegalAction, LogLine, Option, State
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
    TRACKS,
    Placement,
    bits,
    legal_placements,
    neighbours,
    parse_cell,
    placement_index,
    placement_problem,
)
from kit.games.planet_unknown.words import cell_words, orientation_words, step_words

STACKS = 12
DEPOTS = 6
STACK_WORDS = ("inner", "outer")


@dataclass
class Board(State):
    """One player's planet and tracks."""

    phase: str = "play"
    covered: int = 0
    terrain: str = "." * 144          # a letter per cell: C W B R T E, b a biomass patch
    meteors: int = 0                  # meteorites lying on the planet
    lifepods: int = 0                 # lifepods still on the planet
    rovers: list = field(default_factory=list)
    track: list = field(default_factory=lambda: [0] * 5)
    tech: int = 0
    stored: int = 0                   # biomass patches kept for the end (tech level 2)
    pods: int = 0                     # lifepods collected
    rocks: int = 0                    # meteorites collected
    lost_pods: int = 0                # lifepods destroyed by a tile
    lost_rovers: int = 0
    civ_milestones: int = 0
    patches: int = 0                  # patches placed
    placed: list = field(default_factory=list)      # (tile id, at, orientation) in order
    set_aside: list = field(default_factory=list)   # tiles taken that fit nowhere
    hand: str | None = None
    turn_cells: tuple = ()            # the cells of this round's tile
    todo: list = field(default_factory=list)        # decisions still due, last on top


@dataclass
class PlanetState(State):
    phase: str = "setup"
    round: int = 1
    start: int = 0
    rotation: int = 0
    offset: int = 0
    tops: list = field(default_factory=lambda: [None] * STACKS)
    piles: list = field(default_factory=list)       # the unrevealed tiles of each stack
    tasks: list = field(default_factory=list)       # chance steps due: "offset" or a stack
    picks: list = field(default_factory=list)
    last_picks: list = field(default_factory=list)
    ending: str = ""
    boards: list = field(default_factory=list)


TRACK_OF = dict(zip(TRACK_LETTERS, TRACK_NAMES))


class PlanetUnknown(Game):
    info = GameInfo(
        name="planet_unknown",
        title="Planet Unknown",
        min_players=1,
        max_players=6,
        designers=("Ryan Lambert", "Adam Rehberg"),
        publishers=("Adam's Apple Games",),
        summary="Draft polyomino tiles from a rotating space station, fill your planet's rows and "
                "columns, advance five resource tracks and rescue lifepods with rovers.",
        credits="Planet maps and tile layouts transcribed as facts from the published game.",
        year=2022,
        chance=True,
        hidden_information=True,
        simultaneous=True,
        score_range=(0, 150),
        max_actions=30_000,
    )
    options = {
        "planet": Option("KSB-4156", "The planet every player builds: KSB-4156 (the basic planet) or "
                         "Tartarus (tiles may not cover the chasm; rovers cross it only diagonally "
                         "at two corners).", choices=("KSB-4156", "Tartarus"), label="Planet",
                         choice_labels=("KSB-4156, the basic planet", "Tartarus, with the chasm")),
    }
    search_guide = "builder"  # the search bot's first move; its playouts stay random (fast)
    KIT_DEFAULTS = {
        "corporation": "Every player uses the Universal Coalition tracks (the basic corporation); "
                       "the other corporations are not built.",
        "civ cards, events, objectives": "Not used: a civ milestone is marked on the track and gives "
                                         "nothing; no events or objectives.",
        "station": "Both rings turn together when the start player turns the station; the inner "
                   "ring's position against the outer one is drawn at setup (a chance step).",
        "seats": "Player p (of n) faces depot 6p/n rounded down, so seats spread around the station; "
                 "the solo player faces one depot and turns the station like a start player.",
        "end": "The final round is the round in which a stack's last tile is taken or a player "
               "cannot place their tile; stored biomass patches are then placed and the game ends.",
        "water on ice": "The water symbol advances the water track when any water square of the "
                        "tile lands on ice (the symbol's own square need not; as in the public "
                        "implementation); energy and synergy may advance water without ice.",
        "energy area": "Energy may advance the tile's other resource or any resource whose terrain "
                       "touches (orthogonally) the connected energy area holding the tile's energy "
                       "squares; biomass patches count as biomass.",
        "rover movement": "Movement is spent one square a step, at once; 'stop' gives up what is "
                          "left; rovers may stand on empty squares but never share a square, "
                          "neither landing nor moving (as in the public implementation).",
        "rover track": "Movement values 1,1,2,2,2,2,2,3,3,3,3,4,4,4,4 lie on rover spaces 2–16; new "
                       "rovers on spaces 1 and 6 (placed before that space's movement).",
        "forced choices": "A decision with a single possible answer is taken at once (the last "
                          "tracker to advance, a tile that fits nowhere is set aside).",
        "taking a tile that fits": "While a tile of the depot facing a player fits the planet, the "
                                   "player takes a tile that fits (as in the public implementation); "
                                   "only a player who cannot place any takes one that fits nowhere.",
        "rover with no tile": "A new rover earned in a round whose tile fits nowhere (or whose "
                              "squares all hold rovers already) is lost.",
    }

    def _check_settings(self) -> None:
        self.planet = PLANETS[self.settings["planet"]]
        n = self.num_players
        self.depot_of = tuple(p * DEPOTS // n for p in range(n))
        self._cache: dict = {}

    # ----------------------------------------------------------------- setup
    def _initial_state(self) -> PlanetState:
        n = self.num_players
        boards = [Board(lifepods=self.planet.lifepods) for _ in range(n)]
        return PlanetState(piles=[list(t) for t in STACK_TILES], tasks=["offset", *range(STACKS)],
                           picks=[None] * n, last_picks=[None] * n, boards=boards)

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
        if tile is None:
            return []
        t = TILES[tile]
        return self._placements(b.covered, t.shape, t.meteor, b.tech >= 1)

    def _placements(self, covered: int, shape, meteor: bool, free: bool) -> list[Placement]:
        key = (covered, shape.name, meteor, free)
        found = self._cache.get(key)
        if found is None:
            if len(self._cache) > 4000:
                self._cache.clear()
            found = self._cache[key] = legal_placements(self.planet, covered, shape, meteor, free)
        return found

    def _patch_cells(self, b: Board) -> list[int]:
        return [p.at for p in self._placements(b.covered, PATCH, False, b.tech >= 1)]

    def empty_spaces(self, player: int) -> int:
        return (self.planet.land & ~self.state.boards[player].covered).bit_count()

    # ------------------------------------------------------------- turn order
    def _to_act(self) -> list:
        s = self.state
        if s.tasks:
            return [CHANCE]
        if s.phase == "turn":
            return [s.start]
        if s.phase == "draft":
            return [p for p, c in enumerate(s.picks) if c is None]
        if s.phase in ("resolve", "final"):
            return [p for p, b in enumerate(s.boards) if b.todo]
        return []

    def _chance_due(self) -> bool:
        return bool(self.state.tasks)

    def _is_over(self) -> bool:
        return self.state.phase == "over"

    # ------------------------------------------------------------- chance
    def _chance_outcomes(self):
        s = self.state
        task = s.tasks[0]
        if task == "offset":
            return [(Action("offset", (str(k),)), 1 / DEPOTS) for k in range(DEPOTS)]
        pile = s.piles[task]
        n = len(pile)
        counts: dict[str, int] = {}
        for t in pile:
            counts[t] = counts.get(t, 0) + 1
        return [(Action("reveal", (t,)), c / n) for t, c in counts.items()]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        task = s.tasks[0]
        if task == "offset":
            return Action("offset", (str(rng.randrange(DEPOTS)),))
        pile = s.piles[task]
        return Action("reveal", (pile[rng.randrange(len(pile))],))

    def chance_help(self) -> str:
        s = self.state
        if not s.tasks:
            return ""
        task = s.tasks[0]
        if task == "offset":
            return "The inner ring's position at setup: offset 0 … offset 5"
        ring, k = divmod(task, DEPOTS)
        return (f"The new top tile of the {STACK_WORDS[ring]} stack {k + 1} "
                f"({STACK_SHAPES[task].name} tiles), e.g. reveal {s.piles[task][0]}")

    # ------------------------------------------------------------- legality
    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        if s.tasks:
            return []
        if s.phase == "turn":
            return [Action("turn", (str(k),)) for k in range(DEPOTS)] if player == s.start else []
        if s.phase == "draft":
            if s.picks[player] is not None:
                return []
            return [Action("take", (word,)) for word in self._take_options(player)]
        b = s.boards[player]
        if not b.todo:
            return []
        return self._task_actions(b, b.todo[-1])

    def _take_options(self, player: int) -> list[str]:
        """The stacks ("inner", "outer") the player may take from: those with a tile on top;
        only the ones whose tile fits the planet while one of them does (a player who
        *cannot* place ends the game, one who could may not end it at will)."""
        s = self.state
        b = s.boards[player]
        tops = [(STACK_WORDS[k], s.tops[stack]) for k, stack in enumerate(self.stacks_facing(player))
                if s.tops[stack] is not None]
        fits = [word for word, tile in tops
                if self._placements(b.covered, TILES[tile].shape, TILES[tile].meteor, b.tech >= 1)]
        return fits or [word for word, _ in tops]

    def _task_actions(self, b: Board, task: tuple) -> list[Action]:
        kind = task[0]
        if kind == "place":
            t = TILES[b.hand]
            return [Action("place", (CELL_NAMES[p.at], p.orientation))
                    for p in self._placements(b.covered, t.shape, t.meteor, b.tech >= 1)]
        if kind == "gains":
            out, seen = [], set()
            for gain in task[1]:
                if gain.startswith("E:"):
                    for letter in gain[2:]:
                        a = Action("energy", (TRACK_OF[letter],))
                        if a not in seen:
                            seen.add(a)
                            out.append(a)
                else:
                    a = Action("advance", (TRACK_OF[gain[0]],))
                    if a not in seen:
                        seen.add(a)
                        out.append(a)
            return out
        if kind == "synergy":
            return [Action("boost", (name,)) for k, name in enumerate(TRACK_NAMES)
                    if b.track[k] < TRACKS[name].top]
        if kind == "patch":
            out = [Action("patch", (CELL_NAMES[i],)) for i in self._patch_cells(b)]
            if task[1] and b.tech >= 2:
                out.append(Action("store", ("patch",)))
            return out
        if kind == "rover":
            return [Action("rover", (CELL_NAMES[i],)) for i in b.turn_cells if i not in b.rovers]
        if kind == "move":
            out = []
            for i in sorted(b.rovers):
                for j in self.planet.rover_steps(i):
                    if j not in b.rovers:
                        out.append(Action("move", (CELL_NAMES[i], CELL_NAMES[j])))
            return out + [Action("stop")]
        raise AssertionError(kind)

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        s = self.state
        if s.phase == "turn" and player != s.start:
            return IllegalAction("start player", "only the start player turns the station")
        if s.phase == "draft" and s.picks[player] is not None:
            return IllegalAction("one tile", "you have already chosen a tile this round")
        if s.phase == "draft" and action.name == "take" and len(action.args) == 1:
            k = STACK_WORDS.index(action.args[0]) if action.args[0] in STACK_WORDS else None
            if k is not None and s.tops[self.stacks_facing(player)[k]] is not None \
                    and action.args[0] not in self._take_options(player):
                return IllegalAction("a tile that fits", "the other tile of your depot fits your planet: "
                                                         "take a tile you can place")
        if s.phase in ("resolve", "final") and action.name == "place" and s.boards[player].todo \
                and s.boards[player].todo[-1][0] == "place":
            b = s.boards[player]
            t = TILES[b.hand]
            try:
                at = parse_cell(action.args[0])
                orientation = action.args[1]
            except (ValueError, IndexError):
                return IllegalAction("action syntax", "place a tile with 'place D7 90' (square, orientation)")
            if len(action.args) != 2:
                return IllegalAction("action syntax", "place a tile with 'place D7 90' (square, orientation)")
            problem = placement_problem(self.planet, b.covered, t.shape, t.meteor, at, orientation,
                                        b.tech >= 1)
            if problem is not None:
                return IllegalAction(*problem)
        if action.name == "store" and s.phase in ("resolve", "final"):
            return IllegalAction("tech level 2", "storing a biomass patch needs tech level 2 "
                                                 "(and is not possible at the end)")
        if action.name == "move":
            return IllegalAction("rover move", "a rover moves one square orthogonally on the planet, "
                                               "never onto another rover (on Tartarus not across the "
                                               "chasm)")
        return super()._why_illegal(player, action)

    # ------------------------------------------------------------- applying
    def _apply(self, player, action: Action) -> list[Event]:
        s = self.state
        events: list[Event] = []
        if player == CHANCE:
            task = s.tasks.pop(0)
            if task == "offset":
                s.offset = int(action.args[0])
            else:
                tile = action.args[0]
                s.piles[task].remove(tile)
                s.tops[task] = tile
            if not s.tasks and s.phase == "setup":
                s.phase = "turn"
            return events
        name = action.name
        if name == "turn":
            s.rotation = (s.rotation + int(action.args[0])) % DEPOTS
            s.phase = "draft"
            s.picks = [None] * self.num_players
            k = int(action.args[0])
            words = ("the station stays as it is" if k == 0 else
                     f"the station turns {k} depot{'s' if k > 1 else ''} clockwise")
            return [Event("turn", words)]
        if name == "take":
            s.picks[player] = action.args[0]
            if None in s.picks:
                return events
            return self._reveal_picks()
        b = s.boards[player]
        task = b.todo.pop()
        kind = task[0]
        if kind == "place":
            events += self._place(player, b, action)
        elif kind == "gains":
            events += self._gain(player, b, task, action)
        elif kind == "synergy":
            events += self._climb(player, b, action.args[0], 1)
        elif kind == "patch":
            if name == "store":
                b.stored += 1
                events.append(Event("store", f"player {player + 1} stores a biomass patch"))
            else:
                events += self._put_patch(player, b, parse_cell(action.args[0]))
        elif kind == "rover":
            cell = parse_cell(action.args[0])
            b.rovers.append(cell)
            events.append(Event("rover", f"player {player + 1} lands a rover on {cell_words(action.args[0])}"))
            events += self._collect(player, b, cell)
        elif kind == "move":
            if name != "stop":
                src, dst = parse_cell(action.args[0]), parse_cell(action.args[1])
                b.rovers[b.rovers.index(src)] = dst
                events += self._collect(player, b, dst)
                if task[1] > 1:
                    b.todo.append(("move", task[1] - 1))
        self._settle(player, b, events)
        self._end_of_round(events)
        return events

    def _reveal_picks(self) -> list[Event]:
        s = self.state
        events = []
        s.last_picks = list(s.picks)
        refill = []
        for p, which in enumerate(s.picks):
            stack = self.stacks_facing(p)[STACK_WORDS.index(which)]
            b = s.boards[p]
            b.hand = s.tops[stack]
            s.tops[stack] = None
            if s.piles[stack]:
                refill.append(stack)
            else:
                s.ending = s.ending or "a stack of the station is empty"
            events.append(Event("take", f"player {p + 1} takes the {which} tile: {TILES[b.hand].words()}"))
        s.tasks.extend(sorted(refill))
        s.picks = [None] * self.num_players
        s.phase = "resolve"
        for p, b in enumerate(s.boards):
            b.todo = [("place",)]
            self._settle(p, b, events)
        self._end_of_round(events)
        return events

    def _place(self, player: int, b: Board, action: Action) -> list[Event]:
        t = TILES[b.hand]
        p = placement_index(t.shape, t.meteor)[(parse_cell(action.args[0]), action.args[1])]
        return self._lay(player, b, t.id, p)

    def _lay(self, player: int, b: Board, tile: str, p: Placement) -> list[Event]:
        t = TILES[tile]
        events = [Event("place", f"player {player + 1} places the {t.words()} at "
                                 f"{cell_words(CELL_NAMES[p.at])}, {orientation_words(p.orientation)}")]
        mask = p.mask
        b.covered |= mask
        terrain = list(b.terrain)
        for cell, half, _, _ in p.squares:
            terrain[cell] = t.terrains[half]
        b.terrain = "".join(terrain)
        self._crush(player, b, mask, events)
        if t.meteor:
            cell = next(sq[0] for sq in p.squares if sq[3])
            if b.tech >= 5:
                events.append(Event("shield", f"player {player + 1} is immune to the meteorite"))
            else:
                b.meteors |= 1 << cell
                events.append(Event("meteor", f"a meteorite strikes {cell_words(CELL_NAMES[cell])}"))
        b.placed.append((tile, CELL_NAMES[p.at], p.orientation))
        b.turn_cells = p.cells
        b.hand = None
        gains = []
        ice = self.planet.ice
        wet = any(t.terrains[half] == "W" and ice >> cell & 1 for cell, half, _, _ in p.squares)
        for cell, half, symbol, _ in p.squares:
            if not symbol:
                continue
            letter = t.terrains[half]
            if letter == "W":
                if wet:
                    gains.append("W2" if b.tech >= 4 else "W")
                else:
                    events.append(Event("dry", f"player {player + 1}'s water is not on ice: no water"))
            elif letter == "E":
                gains.append("E:" + self._energy_choices(b, t, p))
            else:
                gains.append(letter)
        if gains:
            b.todo.append(("gains", tuple(gains)))
        return events

    def _energy_choices(self, b: Board, t, p: Placement | None) -> str:
        other = t.terrains[1] if t.terrains[0] == "E" else t.terrains[0]
        found = {other}
        if p is not None:
            area = 0
            frontier = 0
            for cell, half, _, _ in p.squares:
                if t.terrains[half] == "E":
                    frontier |= 1 << cell
            energy = sum(1 << i for i, ch in enumerate(b.terrain) if ch == "E")
            while frontier:
                area |= frontier
                frontier = neighbours(area) & energy & ~area
            for i in bits(neighbours(area) & b.covered):
                ch = b.terrain[i].upper()
                if ch in TRACK_OF:
                    found.add(ch)
        return "".join(letter for letter in TRACK_LETTERS if letter in found)

    def _crush(self, player: int, b: Board, mask: int, events: list) -> None:
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

    def _put_patch(self, player: int, b: Board, cell: int) -> list[Event]:
        bit = 1 << cell
        b.covered |= bit
        b.terrain = b.terrain[:cell] + "b" + b.terrain[cell + 1:]
        b.patches += 1
        events = [Event("patch", f"player {player + 1} places a biomass patch on {cell_words(CELL_NAMES[cell])}")]
        self._crush(player, b, bit, events)
        return events

    def _collect(self, player: int, b: Board, cell: int) -> list[Event]:
        bit = 1 << cell
        events = []
        if b.lifepods & bit:
            b.lifepods &= ~bit
            b.pods += 1
            events.append(Event("lifepod", f"player {player + 1}'s rover rescues a lifepod on {cell_words(CELL_NAMES[cell])}"))
        if b.meteors & bit:
            b.meteors &= ~bit
            b.rocks += 1
            events.append(Event("meteorite", f"player {player + 1}'s rover collects a meteorite on {cell_words(CELL_NAMES[cell])}"))
        return events

    def _gain(self, player: int, b: Board, task: tuple, action: Action) -> list[Event]:
        gains = list(task[1])
        letter = LETTER_OF[action.args[0]]
        if action.name == "energy":
            used = next(g for g in gains if g.startswith("E:") and letter in g[2:])
            steps = 1
        else:
            used = next(g for g in gains if g[0] == letter and not g.startswith("E:"))
            steps = 2 if used == "W2" else 1
        gains.remove(used)
        if gains:
            b.todo.append(("gains", tuple(gains)))
        return self._climb(player, b, action.args[0], steps)

    def _climb(self, player: int, b: Board, track: str, steps: int) -> list[Event]:
        k = TRACK_NAMES.index(track)
        spec = TRACKS[track]
        events = []
        for _ in range(steps):
            if b.track[k] >= spec.top:
                break
            b.track[k] += 1
            pos = b.track[k]
            due = []
            for effect, value in spec.spaces.get(pos, ()):
                if effect == "synergy":
                    due.append(("synergy",))
                elif effect == "patch":
                    due.append(("patch", True))
                elif effect == "rover":
                    due.append(("rover",))
                elif effect == "move":
                    due.append(("move", value + (1 if b.tech >= 3 else 0)))
                elif effect == "tech":
                    b.tech = value
                    events.append(Event("tech", f"player {player + 1} reaches tech level {value}"))
                elif effect == "civ milestone":
                    b.civ_milestones += 1
            b.todo.extend(reversed(due))  # the first effect on top
        events.append(Event("advance", f"player {player + 1}'s {track} tracker reaches {b.track[k]}"))
        return events

    def _settle(self, player: int, b: Board, events: list) -> None:
        """Take every decision that has a single answer (KIT_DEFAULTS["forced choices"])."""
        while b.todo:
            task = b.todo[-1]
            kind = task[0]
            if kind == "place":
                t = TILES[b.hand]
                if self._placements(b.covered, t.shape, t.meteor, b.tech >= 1):
                    return
                b.todo.pop()
                b.set_aside.append(b.hand)
                self.state.ending = self.state.ending or f"player {player + 1} cannot place a tile"
                events.append(Event("stuck", f"player {player + 1}'s tile fits nowhere: set aside"))
                gains = []
                for sq in t.shape.symbols:
                    letter = t.terrains[t.shape.terrain[t.shape.cells.index(sq)]]
                    if letter == "E":
                        gains.append("E:" + self._energy_choices(b, t, None))
                    elif letter != "W":
                        gains.append(letter)
                b.hand = None
                b.turn_cells = ()
                if gains:
                    b.todo.append(("gains", tuple(gains)))
                continue
            actions = self._task_actions(b, task)
            if len(actions) > 1:
                return
            b.todo.pop()
            if not actions:
                if kind == "rover":
                    events.append(Event("lost", f"player {player + 1}'s new rover has no free square of "
                                                     "this round's tile to land on: lost"))
                continue
            a = actions[0]
            if kind == "move":
                continue  # only "stop" is left: no rover, or none can move
            if kind == "gains":
                events += self._gain(player, b, task, a)
            elif kind == "synergy":
                events += self._climb(player, b, a.args[0], 1)
            elif kind == "patch":
                if a.name == "store":
                    b.stored += 1
                else:
                    events += self._put_patch(player, b, parse_cell(a.args[0]))
            elif kind == "rover":
                cell = parse_cell(a.args[0])
                b.rovers.append(cell)
                events += self._collect(player, b, cell)

    def _end_of_round(self, events: list) -> None:
        s = self.state
        if s.phase not in ("resolve", "final") or any(b.todo for b in s.boards):
            return
        if s.phase == "final":
            s.phase = "over"
            events.append(Event("over", "the game is over"))
            return
        if s.ending:
            s.phase = "final"
            s.tasks.clear()  # the station is done: no stack is refilled after the last round
            events.append(Event("final", f"final round over ({s.ending})"))
            for p, b in enumerate(s.boards):
                b.todo = [("patch", False)] * b.stored
                b.stored = 0
                self._settle(p, b, events)
            if not any(b.todo for b in s.boards):
                s.phase = "over"
                events.append(Event("over", "the game is over"))
            return
        s.start = (s.start + 1) % self.num_players
        s.round += 1
        s.phase = "turn"

    # ------------------------------------------------------------------ log
    def _log_line(self, player, action: Action) -> LogLine | None:
        if player != CHANCE and action.name == "take":
            return LogLine(step_words(action, secret=True), {player: step_words(action)})
        return None

    def _words(self, player, action: Action, viewer: int | None) -> str:
        if action is None:  # a face-down pick in a copy made for another seat
            return step_words(Action("take", ("",)), secret=True)
        secret = viewer is not None and viewer != player
        return step_words(action, chance=player == CHANCE, secret=secret)

    def _tie_break(self) -> str:
        return "the fewest empty spaces"

    # --------------------------------------------------------------- scoring
    def score_parts(self, player: int) -> dict[str, int]:
        b = self.state.boards[player]
        land = self.planet.land
        lines = 0
        for masks, medals in ((ROW_MASKS, self.planet.row_medals), (COL_MASKS, self.planet.col_medals)):
            for mask, medal in zip(masks, medals):
                cells = mask & land
                if cells and cells & ~b.covered == 0 and not b.meteors & mask:
                    lines += medal
        return {"rows and columns": lines,
                "track medals": sum(TRACKS[n].medal(b.track[k]) for k, n in enumerate(TRACK_NAMES)),
                "lifepods": b.pods, "meteorites": b.rocks // 3}

    def scores(self) -> list[float]:
        return [sum(self.score_parts(p).values()) for p in range(self.num_players)]

    def winners(self) -> list[int]:
        """Most points; a tie goes to the fewest empty spaces."""
        if not self.over:
            return []
        scores = self.scores()
        best = [p for p in self.players if scores[p] == max(scores)]
        empty = {p: self.empty_spaces(p) for p in best}
        return [p for p in best if empty[p] == min(empty.values())]

    # ---------------------------------------------------------------- views
    def _task_view(self, b: Board) -> dict | None:
        if not b.todo:
            return None
        task = b.todo[-1]
        out = {"kind": task[0]}
        if task[0] == "gains":
            out["gains"] = list(task[1])
        if task[0] == "move":
            out["moves"] = task[1]
        return out

    def _view(self, player: int | None) -> dict:
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
        over = s.phase == "over"
        for q, b in enumerate(s.boards):
            mine = player is None or player == q
            pick = s.picks[q] if s.phase == "draft" else None
            seats.append({
                "depot": self.depot_of[q],
                "pick": pick if (mine or pick is None) else "chosen",
                "terrain": b.terrain, "covered": bits(b.covered),
                "meteors": bits(b.meteors), "lifepods": bits(b.lifepods), "rovers": list(b.rovers),
                "tracks": dict(zip(TRACK_NAMES, b.track)), "tech": b.tech, "stored": b.stored,
                "pods": b.pods, "rocks": b.rocks, "lost_pods": b.lost_pods, "lost_rovers": b.lost_rovers,
                "patches": b.patches, "placed": [list(x) for x in b.placed], "set_aside": list(b.set_aside),
                "hand": b.hand, "turn_cells": list(b.turn_cells), "task": self._task_view(b),
                # the stacks the seat may take from (a tile that fits, if one does): public facts
                "may_take": self._take_options(q) if s.phase == "draft" and not s.tasks else [],
                "empty": self.empty_spaces(q), "points": self.score_parts(q),
            })
        public = {
            "planet": self.planet.name, "round": s.round, "start": s.start, "rotation": s.rotation,
            "offset": s.offset, "depots": depots, "ending": s.ending,
            "chosen": [c is not None for c in s.picks] if s.phase == "draft" else [False] * n,
            "last_picks": list(s.last_picks),
            "tops": list(s.tops),
            # which tiles are still in each stack is public (the order is not: they are drawn)
            "unrevealed": [sorted(pile) for pile in s.piles],
            "winners": self.winners() if over else [],
        }
        if player is None:
            private = {"picks": list(s.picks)}
        else:
            private = {"pick": s.picks[player] if s.phase == "draft" else None}
        return {"public": public, "seats": seats, "private": private}

    def _resample(self, player: int, rng: random.Random) -> None:
        """The other players' face-down choices this round are redrawn among the stacks
        they could take; the unrevealed tiles of the stacks are unordered already."""
        s = self.state
        if s.phase != "draft":
            return
        for q, pick in enumerate(s.picks):
            if q == player or pick is None:
                continue
            s.picks[q] = rng.choice(self._take_options(q))


__all__ = ["STACK_WORDS", "Board", "PlanetState", "PlanetUnknown"]
