"""Planet Unknown bots. ``builder``: places each tile where it completes rows and columns
(weighted by their medals), lands water on ice, keeps tiles close together and
spares lifepods; turns the station and drafts for the tile it can place best; advances
the track nearest to its next medal; drives rovers to the nearest lifepod or meteorite;
with event cards it takes a synergy rather than a look at the next card and moves down the
tracker that loses the least.

>>> import kit, kit.games.planet_unknown
>>> from kit.bots import make_bot, play_out
>>> g = kit.new_game("planet_unknown", players=2, seed=5)
>>> _ = play_out(g, [make_bot("builder", "planet_unknown", seed=p) for p in g.players])
>>> g.over
True
"""
from __future__ import annotations

from collections import deque
from typing import Any

from kit.bots import SeededBot
from kit.engine import Action, Seat
from kit.games.planet_unknown.board import (
    COL_MASKS,
    PLANETS,
    ROW_MASKS,
    TERRAINS,
    TILES,
    TRACK_NAMES,
    Planet,
    legal_placements,
    neighbours,
    placement_index,
)
from kit.games.planet_unknown.civ import CIV_CARDS, civ_points
from kit.games.planet_unknown.corporation_rules import corporation_of
from kit.games.planet_unknown.corporations import BASIC, Corporation
from kit.games.planet_unknown.moves import (
    Advance,
    AnyMove,
    Boost,
    Clear,
    Energy,
    GiveBack,
    Keep,
    Move,
    Patch,
    Peek,
    Place,
    Regress,
    Stop,
    Store,
    Take,
    Turn,
    read_move,
    write_move,
)
from kit.games.planet_unknown.objectives import (
    MET,
    NEIGHBOUR,
    PRIVATE,
    Surface,
    achieved,
    measure,
    neighbour_points,
    surface,
)


def _covered(seat_view: dict) -> int:
    mask = 0
    for i in seat_view["covered"]:
        mask |= 1 << i
    return mask


def _lines(planet, covered: int) -> list[tuple[int, int, int]]:
    """(the line, its cells still empty, its medal) for every row and column."""
    out = []
    for masks, medals in ((ROW_MASKS, planet.row_medals), (COL_MASKS, planet.col_medals)):
        for mask, medal in zip(masks, medals):
            out.append((mask, mask & planet.land & ~planet.filled(covered), medal))
    return out


def placement_value(planet, covered: int, tile, placement, meteors: int = 0, lifepods: int = 0,
                    lines: list | None = None) -> float:
    """How much the builder likes a placement: lines completed (their medals, less where a
    meteorite lies), lines brought near completion, water on ice, contact with the tiles
    already placed, lifepods spared. ``lines``: :func:`_lines` of ``covered``, if known."""
    if lines is None:
        lines = _lines(planet, covered)
    after = covered | placement.mask
    meteor_cells = meteors | sum(1 << sq[0] for sq in placement.squares if sq[3])
    value = 0.0
    size = len(placement.squares)
    for k in {sq[0] // 12 for sq in placement.squares} | {12 + sq[0] % 12 for sq in placement.squares}:
        line, empty, medal = lines[k]
        if line & meteor_cells:
            medal *= 0.3  # a meteorite must be collected before the line scores
        left = empty & ~after
        value += 10 * medal if not left else medal * size / (1 + left.bit_count())
    if any(tile.terrains[half] == "W" and planet.ice >> cell & 1 for cell, half, _, _ in placement.squares):
        value += 6  # a water square on ice: the water symbol counts
    value += 0.5 * (neighbours(placement.mask) & (covered | planet.void)).bit_count()
    value -= 3 * (placement.mask & lifepods).bit_count()
    return value


class Builder(SeededBot):
    name = "builder"
    corp: Corporation = BASIC  # the corporation of the view last seen

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        # values already worked out, by position: the same choices, paid for once (the search
        # bot's playouts meet the same boards again and again)
        self._memo: dict[tuple, Any] = {}

    def _remember(self, key: tuple, work: Any) -> Any:
        memo = self._memo
        found = memo.get(key)
        if found is None:
            if len(memo) > 20_000:
                memo.clear()
            found = memo[key] = work()
        return found

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        if len(actions) == 1:
            return actions[0]
        return write_move(self.choose_move(seat.view(), seat.player, [read_move(a) for a in actions]))

    def ranked(self, seat: Seat) -> list[Action]:
        """The legal moves, its choice first: placements all by the placement rule's value,
        best first, other moves the choice then the rest as listed (the order in which the
        search bot, guided by the builder, compares them)."""
        actions = seat.legal_actions()
        if len(actions) == 1 or actions[0].name != "place":
            choice = self.choose(seat)
            return [choice, *(a for a in actions if a != choice)]
        view, player = seat.view(), seat.player
        me = view["seats"][player]
        self.corp = corporation_of(view)
        moves = [m for a in actions if isinstance(m := read_move(a), Place)]
        scored = self._place_values(PLANETS[view["public"]["planet"]], me, moves)
        scored.sort(key=lambda x: -x[0])
        return [*(write_move(m) for _, m in scored), *(a for a in actions if a.name != "place")]

    def choose_move(self, view: dict[str, Any], player: int, moves: list[AnyMove]) -> AnyMove:
        me = view["seats"][player]
        planet = PLANETS[view["public"]["planet"]]
        self.corp = corporation_of(view)
        first = moves[0]
        if isinstance(first, Turn):
            self.rule = "It turned the station to bring the tile it can place best in front of it: {move}."
            return self._turn(view, player, planet, [m for m in moves if isinstance(m, Turn)])
        if isinstance(first, Take):
            depot = view["public"]["depots"][me["depot"]]
            takes = [m for m in moves if isinstance(m, Take)]
            self.rule = "It took the tile it can place best: {move}."
            return max(takes, key=lambda m: self._tile_value(planet, me, depot[m.stack]))
        if isinstance(first, Place):
            self.rule = ("It placed the tile where it completes rows and columns (weighted by their medals), "
                         "lands water on ice, touches its tiles and spares lifepods: {move}.")
            return self._place(planet, me, [m for m in moves if isinstance(m, Place)])
        if isinstance(first, GiveBack):
            self.rule = "It gave back the private objective that looks hardest to meet: {move}."
            return min(moves, key=lambda m: EASE[PRIVATE[m.card].test] if isinstance(m, GiveBack) else 0)
        if isinstance(first, Keep):
            keeps = [m for m in moves if isinstance(m, Keep)]
            self.rule = "It kept the card worth most to its planet as it stands: {move}."
            return max(keeps, key=lambda m: card_value(me, m.card) + self.rng.random() * 0.01)
        if isinstance(first, Clear):
            meteors = set(me["meteors"])
            self.rule = "It cleared the line with the most meteorites: {move}."
            return max(moves, key=lambda m: sum(1 for c in meteors if isinstance(m, Clear) and
                                                (c // 12 if m.axis == "row" else c % 12) == m.index))
        if isinstance(first, Regress):
            self.rule = "The event card takes a step back: it chose the tracker that loses least: {move}."
            return min(moves, key=lambda m: self._regress_cost(me, m))
        if any(isinstance(m, Peek) for m in moves):  # an event card: a synergy is worth more than a look
            moves = [m for m in moves if not isinstance(m, Peek)]
        tracks = [m for m in moves if isinstance(m, Advance | Energy | Boost)]
        if tracks and len(tracks) == len(moves):
            self.rule = "It advanced the track nearest to its next medal: {move}."
            return max(tracks, key=lambda m: self._track_value(me, m.track))
        if isinstance(first, Patch | Store):
            self.rule = "It patched the square that brings a row or column nearest to complete: {move}."
            return self._patch(planet, me, moves)
        if isinstance(first, Move | Stop):
            self.rule = "It drove its rover toward the nearest lifepod or meteorite: {move}."
            return self._move(planet, me, moves)
        self.rule = "No rule of thumb fits this choice: it chose at random, {move}."
        return self.rng.choice(moves)

    # ------------------------------------------------------------- helpers
    def _tile_value(self, planet, me: dict, tile_id: str | None) -> float:
        if tile_id is None:
            return -1e9
        tile = TILES[tile_id]
        free = self.corp.free_for(me["tech"], tile.terrains)
        return self._remember(("tile", planet.name, tuple(me["covered"]), tile_id, free),
                              lambda: self._tile_value_now(planet, _covered(me), tile, free))

    @staticmethod
    def _tile_value_now(planet, covered: int, tile, free: bool) -> float:
        options = legal_placements(planet, covered, tile.shape, tile.meteor, free, tile.terrains)
        if not options:
            return -100.0
        lines = _lines(planet, covered)
        return max(placement_value(planet, covered, tile, p, lines=lines) for p in options) + tile.shape.size

    def _turn(self, view: dict[str, Any], player: int, planet: Planet, moves: list[Turn]) -> Turn:
        me = view["seats"][player]
        depots = view["public"]["depots"]
        best, choice = None, moves[0]
        # every depot's offer lands in front of the player for one turn of the station
        for a in moves:
            d = (me["depot"] - a.steps) % 6
            depot = depots[d]
            value = max(self._tile_value(planet, me, depot["inner"]),
                        self._tile_value(planet, me, depot["outer"]))
            if best is None or value > best:
                best, choice = value, a
        return choice

    def _place(self, planet: Planet, me: dict[str, Any], moves: list[Place]) -> Place:
        return max(self._place_values(planet, me, moves), key=lambda x: x[0])[1]

    def _place_values(self, planet: Planet, me: dict[str, Any],
                      moves: list[Place]) -> list[tuple[float, Place]]:
        """(the builder's value, the placement) for each of ``moves``."""
        key = ("place", planet.name, me["hand"], me["terrain"], tuple(me["covered"]), tuple(me["meteors"]),
               tuple(me["lifepods"]), repr(me["placed"]), tuple(me["tracks"].values()), me["pods"],
               me["rocks"], repr(me["neighbour_objectives"]), repr(me["objectives"]), tuple(moves))
        values = self._remember(key, lambda: self._place_values_now(planet, me, moves))
        return [(value + self.rng.random() * 0.01, m) for value, m in zip(values, moves)]

    @staticmethod
    def _place_values_now(planet: Planet, me: dict[str, Any], moves: list[Place]) -> list[float]:
        tile = TILES[me["hand"]]
        covered = _covered(me)
        meteors = sum(1 << i for i in me["meteors"])
        pods = sum(1 << i for i in me["lifepods"])
        index = placement_index(tile.shape, tile.meteor)
        lines = _lines(planet, covered)
        goals = Goals(planet, me)
        values = []
        for m in moves:
            p = index[(m.cell, m.orientation)]
            values.append(placement_value(planet, covered, tile, p, meteors, pods, lines)
                          + goals.gain(tile, p))
        return values

    def _track_value(self, me: dict, track: str) -> float:
        spec = self.corp.tracks[track]
        at = me["tracks"][track]
        if at >= spec.top:
            return -10.0
        nxt = next((pos for pos, _ in spec.medals if pos > at), None)
        bonus = 1.0 if track == "tech" and at < 7 else 0.0
        held = me["objectives"] if isinstance(me["objectives"], list) else []
        if any(PRIVATE[c].test == "track at top" and TERRAINS[PRIVATE[c].subject] == track for c in held):
            bonus += 1.0  # a private objective wants this tracker at the top
        return (0.0 if nxt is None else 5.0 / (nxt - at)) + bonus + self.rng.random() * 0.01

    def _regress_cost(self, me: dict, move: AnyMove) -> float:
        """What moving a tracker one space down costs: the medal lost, more for tech."""
        assert isinstance(move, Regress)
        spec = self.corp.tracks[move.track]
        at = me["tracks"][move.track]
        return spec.medal(at) - spec.medal(max(0, at - 1)) + (1.0 if move.track == "tech" else 0.0) \
            + self.rng.random() * 0.01

    def _patch(self, planet: Planet, me: dict[str, Any], moves: list[AnyMove]) -> AnyMove:
        covered = _covered(me)

        def value(m: AnyMove) -> float:
            if not isinstance(m, Patch):
                return 0.5
            bit = 1 << m.cell
            v = 0.0
            for _, empty, medal in _lines(planet, covered):
                if empty & bit:
                    v += 10 * medal if empty == bit else medal / empty.bit_count()
            return v
        return max(moves, key=value)

    def _move(self, planet: Planet, me: dict[str, Any], moves: list[AnyMove]) -> AnyMove:
        targets = set(me["lifepods"]) | set(me["meteors"])
        choice: AnyMove = Stop()
        if not targets:
            self.rule = "No lifepod or meteorite is left to fetch: it stopped its rover."
            return choice
        best = None
        for m in moves:
            if not isinstance(m, Move):
                continue
            dist = _distance(planet, m.dst, targets, sum(1 << c for c in me["covered"]))
            if dist is not None and (best is None or dist < best):
                best, choice = dist, m
        return choice


#: How easily the builder expects to meet a private objective (its own guess, used to choose
#: which one to give back at setup).
EASE = {"few symbols": 0.6, "lifepods over meteorites": 0.6, "ice covered": 0.5, "track at top": 0.4,
        "square": 0.3, "strip": 0.3, "rich area": 0.3, "land covered": 0.2, "meteorites": 0.2}
_SHAPED = {"edge symbols", "largest area", "areas", "fewest symbols",     # measures a tile changes
           "square", "strip", "rich area", "few symbols", "ice covered", "land covered"}


class Goals:
    """The objectives a seat's own view shows (the neighbour ones it shares, its private
    ones) and the points a placement would change on them now."""

    def __init__(self, planet: Planet, me: dict[str, Any]):
        tracks = [me["tracks"][name] for name in TRACK_NAMES]
        self.before = surface(planet, me["terrain"], me["placed"], _covered(me), tracks,
                              me["pods"], me["rocks"])
        self.shared = [(NEIGHBOUR[r["card"]], r["theirs"], r["points"]) for r in me["neighbour_objectives"]
                       if NEIGHBOUR[r["card"]].test in _SHAPED]
        held = me["objectives"] if isinstance(me["objectives"], list) else []
        self.private = [(PRIVATE[c], achieved(PRIVATE[c], self.before)) for c in held
                        if PRIVATE[c].test in _SHAPED]

    def gain(self, tile, placement) -> float:
        """Points won or lost on the objectives if ``tile`` went on ``placement``."""
        if not self.shared and not self.private:
            return 0.0
        after = self._after(tile, placement)
        value = 0.0
        for card, theirs, now in self.shared:
            value += neighbour_points(measure(card, after), theirs) - now
        for card, met in self.private:
            value += MET * (achieved(card, after) - met)
        return value

    def _after(self, tile, placement) -> Surface:
        s = self.before
        terrain, symbols = dict(s.terrain), dict(s.symbols)
        for cell, half, symbol, _ in placement.squares:
            letter = tile.terrains[half]
            terrain[letter] |= 1 << cell
            if symbol:
                symbols[letter] |= 1 << cell
        return Surface(s.planet, terrain, symbols, s.covered | placement.mask, s.track, s.pods, s.rocks)


def card_value(me: dict[str, Any], card: int) -> float:
    """What a civ card is worth to the seat ``me`` (its own view): the points an end-game
    card adds at the end for the board as it is, a rough worth in points of an immediate
    effect."""
    c = CIV_CARDS[card]
    held = list(me["civ"])
    pods, patches, rocks = me["pods"], me["patches"], me["rocks"]
    if c.when == "end":
        gain: float = civ_points([*held, card], pods, patches, rocks) - civ_points(held, pods, patches, rocks)
        if c.effect in ("meteorite repo", "commerce"):
            gain += 0.5  # later cards of the set raise it
        return gain + (1.0 if c.effect == "medals and advance" else 0.0)
    effect, n = c.effect, c.value
    if effect == "advance different":
        return 1.2 * n
    if effect == "advance twice":
        return 2.0
    if effect == "patches":
        return 1.0 * n
    if effect == "rover movement":
        return 1.5 if me["rovers"] and (me["lifepods"] or me["meteors"]) else 0.0
    if effect == "depot tile":
        return 2.0 + n
    if effect == "rescue":
        return float(min(n, len(me["lifepods"])))
    if effect == "teleport":
        return 1.0 if me["rovers"] and me["lifepods"] else 0.0
    if effect in ("clear line", "destroy meteorites"):
        return 0.5 * min(n if effect == "destroy meteorites" else 3, len(me["meteors"]))
    if effect == "unionize":
        return 0.6 * sum(max(0, 5 - at) for at in me["tracks"].values())
    return 0.0


def _distance(planet, start: int, targets: set, covered: int = 0) -> int | None:
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        cell, d = queue.popleft()
        if cell in targets:
            return d
        for nxt in planet.rover_steps(cell, covered):
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, d + 1))
    return None


__all__ = ["EASE", "Builder", "Goals", "placement_value"]
