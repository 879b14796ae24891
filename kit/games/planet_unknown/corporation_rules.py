"""The corporation in play (the ``corporation`` option): its tracks, its power and the
abilities its tech levels unlock, as the game class asks for them. Mixed into the game class
(``rules.py``); the corporations themselves are data (``corporations.py``).

The rules ask ``self._can(board, "free placement")``, never for a tech level: the Universal
Coalition unlocks that ability at tech level 1, another corporation something else.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kit.engine import Action, Event, IllegalAction
from kit.games.planet_unknown.board import (
    CELL_NAMES,
    LETTER_OF,
    SIZE,
    TILES,
    TRACK_LETTERS,
    TRACK_NAMES,
    Placement,
    Planet,
    Tile,
    Track,
    bits,
    neighbours,
    placement_index,
)
from kit.games.planet_unknown.corporations import BASIC, CORPORATIONS, Corporation
from kit.games.planet_unknown.moves import AnyMove, Boost, Flux, Jump, Pod, Regress, act
from kit.games.planet_unknown.state import ROVER, SYNERGY, Board, PlanetState, Todo
from kit.games.planet_unknown.words import cell_words

#: Republic: the trackers a civ milestone may move back (any but the civ tracker).
REGRESSING = ("water", "biomass", "rover", "tech")
ROVER_TRACK = TRACK_NAMES.index("rover")
#: Republic's decision after a civ milestone.
MILESTONE_REGRESS = Todo("regress", REGRESSING, 1)
#: The civ choice at the end of the game (Republic, tech level 5): any level's cards.
END_CIV = Todo("civ", steps=0)
BIOMASS_TRACK = TRACK_NAMES.index("biomass")
WATER_TRACK = TRACK_NAMES.index("water")
#: The decisions of the corporations' own (Wormhole Corp.: where the biomass tracker jumps;
#: ``storable`` True: without the synergies, as for Unionization).
CORPORATION_KINDS = frozenset({"jump", "flux", "pod", "repod"})
#: Cosmos Inc.: the just rescued lifepod may go on a track; collected lifepods may move.
POD, REPOD = Todo("pod"), Todo("repod", steps=1)
DIAGONALS = ((-1, -1), (-1, 1), (1, -1), (1, 1))
#: Flux Industries: what a track's milestones give (the water track has none).
MILESTONES = {"civ": "civ milestone", "biomass": "patch", "rover": "rover", "tech": "tech"}


def biomass_areas(terrain: str) -> int:
    """How many separate biomass areas (biomass terrain and patches, orthogonally connected)."""
    left = sum(1 << i for i, ch in enumerate(terrain) if ch in "Bb")
    count = 0
    while left:
        area = frontier = left & -left
        while frontier:
            area |= frontier
            frontier = neighbours(area) & left & ~area
        left &= ~area
        count += 1
    return count


def after_skip(track: Track, at: int) -> list[int]:
    """Wormhole Corp.: the two spaces after the next space to skip above ``at`` (none at the top)."""
    y = at + 1
    while y <= track.top and not any(e == "skip" for e, _ in track.spaces.get(y, ())):
        y += 1
    return [space for space in (y + 1, y + 2) if space <= track.top]


class CorporationRules:
    """The corporation half of the game class."""

    planet: Planet
    settings: dict[str, Any]
    state: PlanetState
    corp: Corporation
    tracks: dict[str, Track]

    if TYPE_CHECKING:  # provided by the game class and the event-card mixin
        def _event_blocks(self, effect: str) -> bool: ...

        def _crush(self, player: int, b: Board, mask: int, events: list[Event]) -> None: ...

    def _setup_corporation(self) -> None:
        self.corp = CORPORATIONS[self.settings.get("corporation", BASIC.name)]
        self.tracks = self.corp.tracks

    def _can(self, b: Board, ability: str) -> bool:
        """Whether the board's tech level unlocks ``ability`` on this corporation (Cosmos Inc.:
        and no lifepod lies on that level's tech space)."""
        if not self.corp.has(b.tech, ability):
            return False
        return not b.pods_on or self.corp.level_of[ability] not in self._covered_levels(b)

    def _covered_levels(self, b: Board) -> set[int]:
        """Cosmos Inc.: the tech levels whose tech space a lifepod covers."""
        spaces = self.tracks["tech"].spaces
        k = TRACK_NAMES.index("tech")
        return {v for (t, pos) in b.pods_on if t == k for e, v in spaces.get(pos, ()) if e == "tech"}

    def _needs(self, ability: str, what: str) -> IllegalAction:
        """The refusal of ``what`` when the board lacks ``ability``, naming the tech level."""
        level = self.corp.level_of.get(ability)
        if level is None:
            return IllegalAction(ability, f"{what}: not a tech ability of {self.corp.name}")
        return IllegalAction(f"tech level {level}", f"{what} needs tech level {level}")

    def _free(self, b: Board, terrains: tuple[str, ...]) -> bool:
        """Whether a tile of ``terrains`` may go anywhere free (no neighbour needed)."""
        return self.corp.free_for(b.tech, terrains)

    def _movement(self, b: Board, steps: int) -> Todo:
        """Rover movement gained: ``steps``, one more with the ability "extra movement"."""
        return Todo("move", steps=steps + self._can(b, "extra movement"))

    def _milestone(self, b: Board, level: int) -> list[Todo]:
        """What a civ milestone of ``level`` gives, first first: a synergy (Republic, tech
        level 4), the civ card, then (Republic) another tracker moved back."""
        due = [SYNERGY] if self._can(b, "civ synergy") else []
        due.append(Todo("civ", steps=level))
        if self.corp.power == "regress at civ milestones":
            due.append(MILESTONE_REGRESS)
        return due

    def _tile_taken(self, b: Board) -> None:
        """The round's tile is in hand (its placement due): what comes first, the last pushed
        first. Flux Industries: two steps of movement for each rover on the flux track's
        terrain (tech level 1) or the flux tracker's advance (tech level 5); Horizon Group: the
        rover tracker's advance (tech level 5), then one step of movement for each rover on a
        meteorite (tech level 2); Republic: rover movement for a tile with civ terrain (tech
        level 1)."""
        if b.flux and self._can(b, "flux advance"):
            b.todo.append(Todo("raise", (b.flux,), 1))
        on_flux = sum(b.terrain[r].upper() == LETTER_OF[b.flux] for r in b.rovers) if b.flux else 0
        if on_flux and self._can(b, "flux rover movement"):
            b.todo.append(Todo("move", steps=2 * on_flux))
        wet = sum(b.terrain[r] == "W" for r in b.rovers)
        if wet and self._can(b, "water rover movement"):
            b.todo.append(Todo("move", steps=wet))
        carrying = sum(b.meteors >> r & 1 for r in b.rovers)
        if carrying and self._can(b, "carried meteorite movement"):
            b.todo.append(Todo("move", steps=carrying))
        if self._can(b, "rover advance each round"):  # first, on top
            b.todo.append(Todo("raise", ("rover",), 1))
        if self._can(b, "lifepod each round") and self._pods_to_move(b):
            b.todo.append(REPOD)
        if b.hand is None or not b.rovers or not self._can(b, "civ tile movement"):
            return
        steps = self.corp.move_value(b.track[ROVER_TRACK])
        if "C" in TILES[b.hand].terrains and steps:
            b.todo.append(self._movement(b, steps))

    def _rover_steps(self, b: Board, cell: int) -> list[int]:
        """The squares a rover on ``cell`` may reach with one step of movement: the planet's
        neighbours, and (Republic, tech level 3) from civ terrain any other civ terrain."""
        steps = self.planet.rover_steps(cell, b.covered)
        if self._can(b, "diagonal rovers"):
            steps = steps + self._diagonals(b, cell)
        if b.terrain[cell] == "C" and self._can(b, "civ teleport"):
            civ = [i for i, ch in enumerate(b.terrain) if ch == "C" and i != cell and i not in steps]
            return steps + civ
        return steps

    def _drive(self, player: int, b: Board, src: int, dst: int) -> list[Event]:
        """A rover from ``src`` to ``dst`` (a step or a teleport), collecting what lies there.
        Horizon Group: the meteorite under the rover goes along (unless one lies on ``dst``),
        destroyed if it lands in water (tech level 4)."""
        events = []
        if self.corp.power == "carry meteorites" and b.meteors >> src & 1 and not b.meteors >> dst & 1:
            b.meteors = b.meteors & ~(1 << src) | 1 << dst
            where = cell_words(CELL_NAMES[dst])
            if b.terrain[dst] == "W" and self._can(b, "destroy in water"):
                b.meteors &= ~(1 << dst)
                events.append(Event("meteorite", f"player {player + 1}'s rover drops a meteorite in the "
                                                 f"water on {where}: destroyed"))
            else:
                events.append(Event("meteorite", f"player {player + 1}'s rover carries a meteorite to "
                                                 f"{where}"))
        b.rovers[b.rovers.index(src)] = dst
        return events + self._collect(player, b, dst)

    def _collect(self, player: int, b: Board, cell: int) -> list[Event]:
        """A rover arriving on ``cell`` rescues the lifepod there and collects the meteorite
        (Horizon Group: only on a rover symbol square)."""
        bit = 1 << cell
        events = []
        if b.lifepods & bit:
            b.lifepods &= ~bit
            b.pods += 1
            if self.corp.power == "lifepods on tracks":
                b.todo.append(POD)
            events.append(Event("lifepod", f"player {player + 1}'s rover rescues a lifepod on "
                                           f"{cell_words(CELL_NAMES[cell])}"))
        if b.meteors & bit and self._collects_meteorite(b, cell):
            b.meteors &= ~bit
            b.rocks += 1
            events.append(Event("meteorite", f"player {player + 1}'s rover collects a meteorite on "
                                             f"{cell_words(CELL_NAMES[cell])}"))
        return events

    def _collects_meteorite(self, b: Board, cell: int) -> bool:
        """Whether a rover on ``cell`` collects the meteorite there (Horizon Group: only on a
        rover symbol square); a biomass patch is due for it on Horizon Group's tech level 3."""
        if self.corp.power != "carry meteorites":
            return True
        if not rover_symbols(b) >> cell & 1:
            return False
        if self._can(b, "patch for a meteorite"):
            b.todo.append(Todo("patch", storable=True))
        return True

    # ------------------------------------------------------------- tracks
    def _advances(self, b: Board, track: str) -> bool:
        """Whether a synergy may advance ``track`` (the rover tracker always: at its top it
        gives that space's movement again; Wormhole's biomass tracker while it has a jump)."""
        if track == "rover":
            return True
        if track == "biomass" and self.corp.power == "grow biomass":
            return bool(self._jumps(b))
        return self._next_space(b, TRACK_NAMES.index(track)) is not None

    def _next_space(self, b: Board, k: int, steps: int = 1) -> int | None:
        """The space tracker ``k`` advances to, ``steps`` on (Cosmos Inc.: jumping over
        lifepods; Oasis Ultd.: never onto a space another tracker holds, unless it jumps over
        it at tech level 1), or None when it cannot advance."""
        top = self.tracks[TRACK_NAMES[k]].top
        if b.track[k] >= top:
            return None
        ahead = min(b.track[k] + steps, top)
        while ahead <= top and ((k, ahead) in b.pods_on or self._held(b, k, ahead)):
            if (k, ahead) not in b.pods_on and not self._can(b, "skip trackers"):
                return None
            ahead += 1
        return ahead if ahead <= top else None

    def _held(self, b: Board, k: int, space: int) -> bool:
        """Oasis Ultd.: whether another tracker holds the square of track ``k``'s ``space``
        (the water tracker stands on the other tracks' squares along its path)."""
        path = self.corp.path
        if not path:
            return False
        if k == WATER_TRACK:
            track, y = path[space]
            return track != "water" and b.track[TRACK_NAMES.index(track)] == y
        return path[b.track[WATER_TRACK]] == (TRACK_NAMES[k], space)

    def _leap(self, player: int, b: Board, steps: int) -> list[Event]:
        """Oasis Ultd.: the water tracker ``steps`` spaces on in one move (a tile's water
        squares on ice), gaining what the last space gives."""
        ahead = self._next_space(b, WATER_TRACK, steps)
        if ahead is None:
            return [Event("blocked", f"player {player + 1}'s water tracker is blocked")]
        b.track[WATER_TRACK] = ahead
        events: list[Event] = []
        b.todo.extend(reversed(self._reach(player, b, "water", ahead, True, False, events)))
        return [*events, Event("advance", f"player {player + 1}'s water tracker reaches {ahead}")]

    def _water_squares(self, t: Tile, p: Placement) -> str:
        """Oasis Ultd.: how many of the tile's water squares lie on ice ("" for the others)."""
        if not self.corp.path:
            return ""
        ice = self.planet.ice
        return str(sum(t.terrains[half] == "W" and ice >> cell & 1 for cell, half, _, _ in p.squares))

    def _medal(self, b: Board, track: str) -> int:
        """The medal ``track``'s tracker scores (Cosmos Inc.: none under a lifepod)."""
        k = TRACK_NAMES.index(track)
        spec = self.tracks[track]
        if not b.pods_on:
            return spec.medal(b.track[k])
        at = b.track[k]
        return next((v for pos, v in reversed(spec.medals) if pos <= at and (k, pos) not in b.pods_on), 0)

    def _climb(self, player: int, b: Board, track: str, steps: int, synergy: bool = True) -> list[Event]:
        """Advance ``track``'s tracker ``steps`` spaces, owing what each space gives
        (Wormhole Corp.'s biomass tracker: a jump to choose for each step)."""
        if track == "biomass" and self.corp.power == "grow biomass":
            b.todo.append(Todo("jump", steps=steps, storable=not synergy))
            return []
        k = TRACK_NAMES.index(track)
        spec = self.tracks[track]
        events: list[Event] = []
        for _ in range(steps):
            again = b.track[k] >= spec.top
            if again and track != "rover":
                break
            # the rover tracker at its top stays there and gives that space's movement again
            if not again:
                ahead = self._next_space(b, k)
                if ahead is None:
                    break
                b.track[k] = ahead
            due = self._reach(player, b, track, b.track[k], synergy, again, events)
            b.todo.extend(reversed(due))  # the first effect on top
        events.append(Event("advance", f"player {player + 1}'s {track} tracker reaches {b.track[k]}"))
        return events

    def _reach(self, player: int, b: Board, track: str, pos: int, synergy: bool, again: bool,
               events: list[Event]) -> list[Todo]:
        """What the space ``pos`` of ``track`` gives, first first (``again``: the rover
        tracker at its top, movement only)."""
        due: list[Todo] = []
        for effect, value in self._spaces(b, track).get(pos, ()):
            if again and effect != "move" or self._event_blocks(effect):
                continue
            if effect == "synergy":
                if synergy:
                    due.append(SYNERGY)
            elif effect.startswith("synergy "):  # Wormhole Corp.: a synergy for one track
                if synergy:
                    due.append(Todo("raise", (effect.split()[1],), 1))
            elif effect == "patch":
                due.append(Todo("patch", storable=True))
                if self._can(b, "two patches a round") and b.doubled != self.state.round:
                    b.doubled = self.state.round
                    due.append(Todo("patch", storable=True))
            elif effect == "rover":
                due.append(ROVER)
            elif effect == "move":
                due.append(self._movement(b, value))
            elif effect == "tech":
                b.tech = value
                events.append(Event("tech", f"player {player + 1} reaches tech level {value}"))
                if self.corp.power == "flux token":
                    due.append(Todo("flux"))
                if self._can(b, "three lifepods moved") and not b.once_used and self._pods_to_move(b):
                    b.once_used = True
                    due.append(Todo("repod", steps=3))
            elif effect == "civ milestone":
                b.civ_milestones += 1
                due += self._milestone(b, value)
        return due

    def _spaces(self, b: Board, track: str) -> dict:
        """The spaces of ``track`` on the board (Flux Industries: the flux track improved at
        tech level 3)."""
        if track == b.flux and track in self.corp.improved and self._can(b, "improved flux track"):
            return self.corp.improved[track].spaces
        return self.tracks[track].spaces

    def _flux_milestone(self, player: int, b: Board) -> list[Event]:
        """Flux Industries (tech level 2, once a game): the flux tracker straight to the flux
        track's next milestone, with that space's benefit only."""
        b.once_used = True
        k = TRACK_NAMES.index(b.flux)
        spaces = self._spaces(b, b.flux)
        effect = MILESTONES.get(b.flux)
        ahead = [p for p in sorted(spaces) if p > b.track[k] and any(e == effect for e, _ in spaces[p])]
        if not ahead:
            return []
        b.track[k] = ahead[0]
        events: list[Event] = []
        b.todo.extend(reversed(self._reach(player, b, b.flux, ahead[0], True, False, events)))
        return [*events, Event("advance", f"player {player + 1}'s {b.flux} tracker goes straight to "
                                          f"{ahead[0]}, its next milestone")]

    def _tile_laid(self, b: Board, tile: str, mask: int) -> None:
        """A tile placed on ``mask``: Flux Industries (tech level 4) collects a meteorite for
        each symbol of the flux track's resource on it; Cosmos Inc. (tech level 3) moves a
        lifepod for a tile with energy terrain; Oasis Ultd.: water for a tile on no ice (tech
        level 3), a patch (4) or a synergy (5) for a tile with a water symbol."""
        if "E" in TILES[tile].terrains and self._can(b, "lifepod for energy") and self._pods_to_move(b):
            b.todo.append(REPOD)
        if self.corp.path:
            self._oasis_tile(b, tile, mask)
        if not b.flux or not self._can(b, "flux meteorites"):
            return
        t = TILES[tile]
        letters = [t.terrains[t.shape.terrain[t.shape.cells.index(sq)]] for sq in t.shape.symbols]
        b.todo.extend([Todo("collect")] * letters.count(LETTER_OF[b.flux]))

    def _oasis_tile(self, b: Board, tile: str, mask: int) -> None:
        t = TILES[tile]
        water = any(t.terrains[t.shape.terrain[t.shape.cells.index(sq)]] == "W" for sq in t.shape.symbols)
        if not mask & self.planet.ice and self._can(b, "water without ice"):
            b.todo.append(Todo("raise", ("water",), 1))
        if water and self._can(b, "patch for water"):
            b.todo.append(Todo("patch", storable=True))
        if water and self._can(b, "synergy for water"):
            b.todo.append(SYNERGY)

    def _jumps(self, b: Board) -> list[int]:
        """Wormhole Corp.: the spaces the biomass tracker may jump to now (from the top back to
        the start at tech level 1)."""
        found = after_skip(self.tracks["biomass"], b.track[BIOMASS_TRACK])
        if not found and self._can(b, "biomass tracker wraps"):
            found = after_skip(self.tracks["biomass"], 0)
        return found

    # ------------------------------------------------------------- Cosmos Inc.'s lifepods
    def _free_spaces(self, b: Board) -> list[tuple[str, int]]:
        """The track spaces a lifepod may go on: no tracker, no lifepod, not a track's last."""
        return [(name, pos) for k, name in enumerate(TRACK_NAMES) for pos in range(self.tracks[name].top)
                if pos != b.track[k] and (k, pos) not in b.pods_on]

    def _pods_to_move(self, b: Board) -> bool:
        return self.corp.power == "lifepods on tracks" and bool(b.pods or b.pods_on)

    def _pod_moves(self, b: Board, task: Todo) -> list[Pod]:
        """A lifepod's moves: the one just rescued (``pod``) from the scoring area onto a free
        space; any collected one (``repod``) between the scoring area and free spaces."""
        free: list[tuple[str, int] | None] = list(self._free_spaces(b))
        if task.kind == "pod":
            return [Pod(None, None), *(Pod(None, dst) for dst in free)]
        sources: list[tuple[str, int] | None] = [None] if b.pods else []
        sources += [(TRACK_NAMES[k], pos) for k, pos in sorted(b.pods_on)]
        return [Pod(None, None), *(Pod(src, dst) for src in sources for dst in free + [None] if src != dst)]

    def _move_pod(self, player: int, b: Board, task: Todo, move: Pod) -> list[Event]:
        if move.src is None and move.dst is None:
            return []
        if move.src is None:
            b.pods -= 1
        else:
            b.pods_on.remove((TRACK_NAMES.index(move.src[0]), move.src[1]))
        if move.dst is None:
            b.pods += 1
        else:
            b.pods_on.append((TRACK_NAMES.index(move.dst[0]), move.dst[1]))
        if task.kind == "repod" and task.steps > 1:
            b.todo.append(Todo("repod", steps=task.steps - 1))
        where = "the scoring area" if move.dst is None else f"{move.dst[0]} space {move.dst[1]}"
        return [Event("lifepod", f"player {player + 1} puts a collected lifepod on {where}")]

    def _corporation_actions(self, b: Board, task: Todo) -> list[Action]:
        if task.kind in ("pod", "repod"):
            return [act(Pod, m.src, m.dst) for m in self._pod_moves(b, task)]
        if task.kind == "flux":
            return [act(Flux, name) for name in TRACK_NAMES]
        return [act(Jump, space) for space in self._jumps(b)]

    def _corporation_decide(self, player: int, b: Board, task: Todo, move: AnyMove) -> list[Event]:
        """The answer to a corporation's own decision: where the biomass tracker jumps, where
        the flux token goes, where a lifepod goes."""
        if isinstance(move, Pod):
            return self._move_pod(player, b, task, move)
        if isinstance(move, Flux):
            b.flux = move.track
            said = [Event("flux", f"player {player + 1}'s flux token goes on the {move.track} track")]
            if not b.once_used and self._can(b, "flux milestone"):
                said += self._flux_milestone(player, b)
            return said
        assert isinstance(move, Jump), move
        b.track[BIOMASS_TRACK] = move.space
        if task.steps > 1:
            b.todo.append(Todo("jump", steps=task.steps - 1, storable=task.storable))
        events: list[Event] = []
        due = self._reach(player, b, "biomass", move.space, not task.storable, False, events)
        b.todo.extend(reversed(due))
        return [*events, Event("advance", f"player {player + 1}'s biomass tracker jumps to {move.space}")]

    def _grows_biomass(self, before: str, after: str) -> bool:
        """Whether a tile's biomass symbol advances the biomass tracker (Wormhole Corp.: only
        when the tile made no new biomass area)."""
        return self.corp.power != "grow biomass" or biomass_areas(after) <= biomass_areas(before)

    def _energy_tracks(self) -> tuple[str, ...]:
        """The tracks energy may advance (Wormhole Corp.: never biomass)."""
        if self.corp.power == "grow biomass":
            return tuple(letter for letter in TRACK_LETTERS if letter != "B")
        return TRACK_LETTERS

    # ------------------------------------------------------------- biomass patches
    def _patches_on_tiles(self, b: Board) -> list[int]:
        """Wormhole Corp. (tech level 2): the tile squares a patch may go on (never under a
        rover, nor on a meteorite before tech level 5)."""
        if not self._can(b, "patches on tiles"):
            return []
        blocked = sum(1 << r for r in b.rovers)
        if not self._can(b, "patches on meteorites"):
            blocked |= b.meteors
        return bits(b.covered & self.planet.land & ~blocked)

    def _put_patch(self, player: int, b: Board, cell: int) -> list[Event]:
        bit = 1 << cell
        b.covered |= bit
        b.terrain = b.terrain[:cell] + "b" + b.terrain[cell + 1:]
        b.patches += 1
        where = cell_words(CELL_NAMES[cell])
        events = [Event("patch", f"player {player + 1} places a biomass patch on {where}")]
        self._crush(player, b, bit, events)
        if b.meteors & bit:  # Wormhole Corp., tech level 5
            b.meteors &= ~bit
            events.append(Event("meteorite", f"player {player + 1}'s patch destroys the meteorite on "
                                             f"{where}"))
        return events

    def _diagonals(self, b: Board, cell: int) -> list[int]:
        """Cosmos Inc. (tech level 1): the diagonal squares a rover may step to (on the planet,
        never onto toxic terrain no tile covers; on a chasm planet on the same side)."""
        planet = self.planet
        land = planet.land & ~(planet.toxic & ~b.covered)
        r, c = divmod(cell, SIZE)
        out = []
        for dr, dc in DIAGONALS:
            if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE:
                j = (r + dr) * SIZE + c + dc
                same_side = not planet.chasm or (planet.left >> j & 1) == (planet.left >> cell & 1)
                if land >> j & 1 and same_side:
                    out.append(j)
        return out

    def _step_cost(self, b: Board, cell: int) -> int:
        """The movement a rover step onto ``cell`` spends (Cosmos Inc., tech level 4: none onto
        energy terrain)."""
        return 0 if b.terrain[cell] == "E" and self._can(b, "free steps on energy") else 1

    def _end_choices(self, b: Board) -> list[Todo]:
        """The decisions of the end of the game the corporation adds (Republic, tech level
        5: two civ cards from all those left)."""
        return [END_CIV, END_CIV] if self._can(b, "two civ cards at the end") else []

    def _corporation_problem(self, b: Board, move: AnyMove) -> IllegalAction | None:
        """The refusal of an illegal move that a corporation's rule forbids, or None."""
        if isinstance(move, Boost) and self.corp.path and not self._advances(b, move.track):
            return IllegalAction("tracker blocked",
                                 f"another tracker holds the next space of the {move.track} track")
        if isinstance(move, Pod) and self.corp.power == "lifepods on tracks":
            return IllegalAction("lifepod on a track", "a collected lifepod goes on a free track space (no "
                                 "tracker, no lifepod, not the last space) or the scoring area, when one "
                                 "may move")
        if isinstance(move, Flux) and self.corp.power == "flux token":
            return IllegalAction("flux token", "the flux token moves only when a tech level is reached")
        if isinstance(move, Jump) and b.todo and b.todo[-1].kind == "jump":
            return IllegalAction("biomass jump", "the biomass tracker jumps over the next space to skip, to "
                                 "one of the two spaces after it: " + " or ".join(map(str, self._jumps(b))))
        if isinstance(move, Regress) and b.todo and b.todo[-1] == MILESTONE_REGRESS:
            return IllegalAction("Republic's civ milestone", "at a civ milestone Republic moves back one of "
                                 "its other trackers (water, biomass, rover or tech) not on space 0")
        return None

    def _tracks_read(self, b: Board) -> list[int]:
        """The trackers' spaces as the objectives read them: a tracker that can go no further
        on its corporation's track (Oasis Ultd.'s longer water path, Wormhole Corp.'s biomass
        track with no jump left) stands at the top of the basic track, any other below it."""
        if self.corp is BASIC:
            return b.track
        out = []
        for k, name in enumerate(TRACK_NAMES):
            at, track = b.track[k], self.tracks[name]
            hops = name == "biomass" and self.corp.power == "grow biomass"
            done = at >= track.top or hops and not after_skip(track, at)
            top = BASIC.tracks[name].top
            out.append(top if done else min(at, top - 1))
        return out

    def _corporation_seat(self, b: Board) -> dict[str, Any]:
        """A seat's public facts of its corporation (Flux Industries: the flux track; Cosmos
        Inc.: the lifepods on its tracks)."""
        if self.corp.power == "lifepods on tracks":
            return {"pods_on": [[TRACK_NAMES[k], pos] for k, pos in b.pods_on]}
        return {"flux": b.flux} if self.corp.latest_only else {}

    def _corporation_public(self) -> dict[str, Any]:
        """The corporation in the public view (left out for the basic one)."""
        return {} if self.corp is BASIC else {"corporation": self.corp.name}


def rover_symbols(b: Board) -> int:
    """The rover symbol squares of the board's tiles, as a bitboard."""
    mask = 0
    for tile, at, orientation in b.placed:
        t = TILES[tile]
        if "R" in t.terrains:
            p = placement_index(t.shape, t.meteor)[(CELL_NAMES.index(at), orientation)]
            mask |= sum(1 << cell for cell, half, symbol, _ in p.squares
                        if symbol and t.terrains[half] == "R")
    return mask


def corporation_of(view: dict[str, Any]) -> Corporation:
    """The corporation of a view (for bots and drawings)."""
    return CORPORATIONS[view["public"].get("corporation", BASIC.name)]


__all__ = ["CORPORATION_KINDS", "END_CIV", "REGRESSING", "CorporationRules", "after_skip", "biomass_areas",
           "corporation_of", "rover_symbols"]
