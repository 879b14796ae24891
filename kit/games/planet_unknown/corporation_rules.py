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
    TILES,
    TRACK_LETTERS,
    TRACK_NAMES,
    Planet,
    Track,
    bits,
    neighbours,
    placement_index,
)
from kit.games.planet_unknown.corporations import BASIC, CORPORATIONS, Corporation
from kit.games.planet_unknown.moves import AnyMove, Flux, Jump, Regress, act
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
#: The decisions of the corporations' own (Wormhole Corp.: where the biomass tracker jumps;
#: ``storable`` True: without the synergies, as for Unionization).
CORPORATION_KINDS = frozenset({"jump", "flux"})
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
        """Whether the board's tech level unlocks ``ability`` on this corporation."""
        return self.corp.has(b.tech, ability)

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
        carrying = sum(b.meteors >> r & 1 for r in b.rovers)
        if carrying and self._can(b, "carried meteorite movement"):
            b.todo.append(Todo("move", steps=carrying))
        if self._can(b, "rover advance each round"):  # first, on top
            b.todo.append(Todo("raise", ("rover",), 1))
        if b.hand is None or not b.rovers or not self._can(b, "civ tile movement"):
            return
        steps = self.corp.move_value(b.track[ROVER_TRACK])
        if "C" in TILES[b.hand].terrains and steps:
            b.todo.append(self._movement(b, steps))

    def _rover_steps(self, b: Board, cell: int) -> list[int]:
        """The squares a rover on ``cell`` may reach with one step of movement: the planet's
        neighbours, and (Republic, tech level 3) from civ terrain any other civ terrain."""
        steps = self.planet.rover_steps(cell, b.covered)
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
        return b.track[TRACK_NAMES.index(track)] < self.tracks[track].top

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
            b.track[k] += not again
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
        b.leapt = True
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

    def _flux_meteorites(self, b: Board, tile: str) -> None:
        """Flux Industries (tech level 4): a meteorite to collect for each symbol of the flux
        track's resource on the tile placed."""
        if not b.flux or not self._can(b, "flux meteorites"):
            return
        t = TILES[tile]
        letters = [t.terrains[t.shape.terrain[t.shape.cells.index(sq)]] for sq in t.shape.symbols]
        b.todo.extend([Todo("collect")] * letters.count(LETTER_OF[b.flux]))

    def _jumps(self, b: Board) -> list[int]:
        """Wormhole Corp.: the spaces the biomass tracker may jump to now (from the top back to
        the start at tech level 1)."""
        found = after_skip(self.tracks["biomass"], b.track[BIOMASS_TRACK])
        if not found and self._can(b, "biomass tracker wraps"):
            found = after_skip(self.tracks["biomass"], 0)
        return found

    def _corporation_actions(self, b: Board, task: Todo) -> list[Action]:
        if task.kind == "flux":
            return [act(Flux, name) for name in TRACK_NAMES]
        return [act(Jump, space) for space in self._jumps(b)]

    def _corporation_decide(self, player: int, b: Board, task: Todo, move: AnyMove) -> list[Event]:
        """The answer to a corporation's own decision: where the biomass tracker jumps, where
        the flux token goes."""
        if isinstance(move, Flux):
            b.flux = move.track
            said = [Event("flux", f"player {player + 1}'s flux token goes on the {move.track} track")]
            if not b.leapt and self._can(b, "flux milestone"):
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

    def _end_choices(self, b: Board) -> list[Todo]:
        """The decisions of the end of the game the corporation adds (Republic, tech level
        5: two civ cards from all those left)."""
        return [END_CIV, END_CIV] if self._can(b, "two civ cards at the end") else []

    def _corporation_problem(self, b: Board, move: AnyMove) -> IllegalAction | None:
        """The refusal of an illegal move that a corporation's rule forbids, or None."""
        if isinstance(move, Flux) and self.corp.power == "flux token":
            return IllegalAction("flux token", "the flux token moves only when a tech level is reached")
        if isinstance(move, Jump) and b.todo and b.todo[-1].kind == "jump":
            return IllegalAction("biomass jump", "the biomass tracker jumps over the next space to skip, to "
                                 "one of the two spaces after it: " + " or ".join(map(str, self._jumps(b))))
        if isinstance(move, Regress) and b.todo and b.todo[-1] == MILESTONE_REGRESS:
            return IllegalAction("Republic's civ milestone", "at a civ milestone Republic moves back one of "
                                 "its other trackers (water, biomass, rover or tech) not on space 0")
        return None

    def _corporation_seat(self, b: Board) -> dict[str, Any]:
        """A seat's public facts of its corporation (Flux Industries: the flux track)."""
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
