"""The corporation in play (the ``corporation`` option): its tracks, its power and the
abilities its tech levels unlock, as the game class asks for them. Mixed into the game class
(``rules.py``); the corporations themselves are data (``corporations.py``).

The rules ask ``self._can(board, "free placement")``, never for a tech level: the Universal
Coalition unlocks that ability at tech level 1, another corporation something else.
"""
from __future__ import annotations

from typing import Any

from kit.engine import IllegalAction
from kit.games.planet_unknown.board import TILES, TRACK_NAMES, Planet, Track
from kit.games.planet_unknown.corporations import BASIC, CORPORATIONS, Corporation
from kit.games.planet_unknown.moves import AnyMove, Regress
from kit.games.planet_unknown.state import SYNERGY, Board, Todo

#: Republic: the trackers a civ milestone may move back (any but the civ tracker).
REGRESSING = ("water", "biomass", "rover", "tech")
ROVER_TRACK = TRACK_NAMES.index("rover")
#: Republic's decision after a civ milestone.
MILESTONE_REGRESS = Todo("regress", REGRESSING, 1)
#: The civ choice at the end of the game (Republic, tech level 5): any level's cards.
END_CIV = Todo("civ", steps=0)


class CorporationRules:
    """The corporation half of the game class."""

    planet: Planet
    settings: dict[str, Any]
    corp: Corporation
    tracks: dict[str, Track]

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
        """The round's tile is in hand (its placement due): Republic at tech level 1 gains
        rover movement first when the tile shows civ terrain."""
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

    def _end_choices(self, b: Board) -> list[Todo]:
        """The decisions of the end of the game the corporation adds (Republic, tech level
        5: two civ cards from all those left)."""
        return [END_CIV, END_CIV] if self._can(b, "two civ cards at the end") else []

    def _corporation_problem(self, b: Board, move: AnyMove) -> IllegalAction | None:
        """The refusal of an illegal move that a corporation's rule forbids, or None."""
        if isinstance(move, Regress) and b.todo and b.todo[-1] == MILESTONE_REGRESS:
            return IllegalAction("Republic's civ milestone", "at a civ milestone Republic moves back one of "
                                 "its other trackers (water, biomass, rover or tech) not on space 0")
        return None

    def _corporation_public(self) -> dict[str, Any]:
        """The corporation in the public view (left out for the basic one)."""
        return {} if self.corp is BASIC else {"corporation": self.corp.name}


def corporation_of(view: dict[str, Any]) -> Corporation:
    """The corporation of a view (for bots and drawings)."""
    return CORPORATIONS[view["public"].get("corporation", BASIC.name)]


__all__ = ["END_CIV", "REGRESSING", "CorporationRules", "corporation_of"]
