"""The points each player can expect from a Planet Unknown position: what the search bot
(:mod:`kit.mcts`) weighs at the end of its lookahead, in place of the points scored so far.

A rough estimate, the kit's own: the points scored now, the secret civ cards' end-game
points, and a share of what is half done, the share shrinking as the game nears its end:

* a row or column not yet complete is worth its medal times ``q ** e``, ``e`` its empty
  squares (a square walled in alone counts twice: only a biomass patch fills it) and ``q``
  below 1, falling as fewer rounds are left; one complete but for a meteorite lying on it,
  half its medal;
* a tracker is worth each medal ahead on its track (what it adds to the one before) times
  ``t ** d``, ``d`` the spaces to go;
* a lifepod still on the planet is worth a fraction of a point while a rover can fetch it,
  and so is each meteorite collected toward the next set of three.

The rounds left are guessed from the station: the game ends once a stack is empty, so
about one and a half rounds for each tile of the shortest stack (two players), none once
the last round is under way.

>>> import kit
>>> g = kit.new_game("planet_unknown", players=2, seed=3)
>>> expected_scores(g)[0] > g.scores()[0]
True
"""
from __future__ import annotations

from typing import Any, Protocol

from kit.games.planet_unknown.board import COL_MASKS, ROW_MASKS, TRACK_NAMES, neighbours
from kit.games.planet_unknown.civ import civ_points
from kit.games.planet_unknown.state import Board, PlanetState


class PlanetUnknown(Protocol):
    """What the estimate reads of the game (its rules class; not imported: rules imports this)."""

    state: PlanetState
    num_players: int
    planet: Any
    tracks: Any

    def score_parts(self, player: int) -> dict[str, int]: ...


def rounds_left(game: PlanetUnknown) -> float:
    """A guess at the rounds still to play after this one."""
    s = game.state
    if s.ending or s.phase in ("final", "over"):
        return 0.0
    shortest = min(len(pile) + (top is not None) for pile, top in zip(s.piles, s.tops))
    return 1.5 * shortest * 2 / game.num_players


def expected_scores(game: PlanetUnknown) -> list[float]:
    """Each player's points now plus a share of those half done (see the module)."""
    left = rounds_left(game)
    q = min(0.8, left / (left + 2.5))       # a line's worth for each square still empty
    t = min(0.75, left / (left + 3.0))      # a medal's worth for each space still to go
    out = []
    for p, b in enumerate(game.state.boards):
        parts = game.score_parts(p)
        now = float(sum(parts.values()))
        if game.state.phase != "over":
            now += civ_points(b.civ, b.pods, b.patches, b.rocks)
        out.append(now + _lines(game, b, q) + _tracks(game, b, t) + _rescues(b, left))
    return out


def _lines(game: PlanetUnknown, b: Board, q: float) -> float:
    planet = game.planet
    land = planet.land
    empty_all = land & ~planet.filled(b.covered)
    lonely = empty_all & ~neighbours(empty_all)   # empty squares walled in alone
    value = 0.0
    for masks, medals in ((ROW_MASKS, planet.row_medals), (COL_MASKS, planet.col_medals)):
        for mask, medal in zip(masks, medals):
            cells = mask & land
            if not cells:
                continue
            empty = cells & empty_all
            if not empty:
                if b.meteors & mask:
                    value += 0.5 * medal if q > 0 else 0.0
                continue
            e = empty.bit_count() + (empty & lonely).bit_count()
            value += medal * q ** e * (0.6 if b.meteors & mask else 1.0)
    return value


def _tracks(game: PlanetUnknown, b: Board, t: float) -> float:
    value = 0.0
    for k, name in enumerate(TRACK_NAMES):
        spec = game.tracks[name]
        at = b.track[k]
        held = spec.medal(at)
        for pos, medal in spec.medals:  # each medal still ahead, for what it adds
            if pos > at:
                value += (medal - held) * t ** (pos - at)
                held = medal
    return value


def _rescues(b: Board, left: float) -> float:
    if left <= 0:
        return 0.0
    share = min(1.0, left / 10)
    pods = b.lifepods.bit_count() * (0.4 if b.rovers else 0.2) * share
    return pods + (b.rocks % 3) / 3 * 0.6 * share


__all__ = ["expected_scores", "rounds_left"]
