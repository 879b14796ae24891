"""The civ cards in play: the milestone choice (``keep 23``), in clockwise order from the
start player when several players reach the same milestone in one round, and the
immediate effects of the cards, as decisions a player owes (``Todo``). Mixed into the game
class (``rules.py``); end-game points are in :func:`civ.civ_points`."""
from __future__ import annotations

import random

from kit.engine import Action, Event
from kit.games.planet_unknown.board import (
    CELL_NAMES,
    COL_MASKS,
    ROW_MASKS,
    TILES,
    TRACK_NAMES,
    Placement,
    Planet,
    Track,
    bits,
)
from kit.games.planet_unknown.civ import CIV_CARDS, CIV_OF_LEVEL
from kit.games.planet_unknown.moves import (
    STACK_WORDS,
    AnyMove,
    Boost,
    Clear,
    Destroy,
    Keep,
    Move,
    Rescue,
    Stop,
    Take,
    act,
)
from kit.games.planet_unknown.state import SYNERGY, Board, Draw, PlanetState, Todo
from kit.games.planet_unknown.words import cell_words

CIV_KINDS = frozenset({"civ", "boosts", "twice", "union", "rescue", "destroy", "clear", "teleport", "depot"})
SALVAGE = Todo("place", steps=1)  # a tile from the depot whose symbols advance nothing
UNION_TOP = 5                     # Unionization: every tracker up to space 5


class CivRules:
    """The civ-card half of the game class."""

    state: PlanetState
    planet: Planet
    num_players: int
    tracks: dict[str, Track]

    # provided by the game class
    def _can(self, b: Board, ability: str) -> bool:
        raise NotImplementedError

    def _movement(self, b: Board, steps: int) -> Todo:
        raise NotImplementedError

    def _advances(self, b: Board, track: str) -> bool:
        raise NotImplementedError

    def _climb(self, player: int, b: Board, track: str, steps: int, synergy: bool = True) -> list[Event]:
        raise NotImplementedError

    def _placements_of(self, b: Board, tile: str) -> list[Placement]:
        raise NotImplementedError

    def _drive(self, player: int, b: Board, src: int, dst: int) -> list[Event]:
        raise NotImplementedError

    def stacks_facing(self, player: int) -> tuple[int, int]:
        raise NotImplementedError

    def _settle(self, player: int, b: Board, events: list[Event]) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------- order
    def civ_waiting(self, player: int) -> bool:
        """A civ card is chosen once every player before ``player`` (clockwise from the start
        player) has finished the round: "If more than one player reaches the same milestone
        in the same round, they should select them in clockwise order from the current start
        player."""
        s = self.state
        b = s.boards[player]
        if not b.todo or b.todo[-1].kind != "civ":
            return False
        n = self.num_players
        earlier = [(s.start + k) % n for k in range((player - s.start) % n)]
        return any(s.boards[q].todo for q in earlier)

    def _settle_empty_civ(self, events: list[Event]) -> None:
        """A player whose turn to choose a civ card has come while the box holds none of the
        cards offered goes on without one (more milestones than cards: Republic, or event
        cards taking cards out of the box)."""
        for q, b in enumerate(self.state.boards):
            if b.todo and b.todo[-1].kind == "civ" and not self.civ_waiting(q) and not self.civ_offer(q):
                self._settle(q, b, events)

    def civ_offer(self, player: int) -> list[int]:
        """The civ cards ``player`` looks through now (those of the milestone's level still
        in the box; with Republic's tech level 2 the next level's too; at the end of the game
        for Republic's tech level 5, level 0, all of them), or [] when no civ choice is theirs."""
        b = self.state.boards[player]
        if not b.todo or b.todo[-1].kind != "civ":
            return []
        return self._offer(b, b.todo[-1].steps)

    def _offer(self, b: Board, level: int) -> list[int]:
        """The civ cards a milestone of ``level`` offers the board now (see ``civ_offer``)."""
        left = self.state.civ_left
        if level == 0:
            return sorted(n for cards in left for n in cards)
        if level < len(left) and self._can(b, "next rank civ cards"):
            return sorted(left[level - 1] + left[level])
        return sorted(left[level - 1])

    def _resample_civ(self, player: int, rng: random.Random) -> None:
        """Redeal the end-game civ cards ``player`` cannot see (immediate cards are named
        in the log). At each level, the cards ``player`` looked through at its milestone
        (those still in the box then) and the others are two separate pools: the other
        players' secret cards of each pool and the box's end-game cards of that pool are
        shuffled together, each hand and the box keeping their counts. So a player who
        chose after ``player`` holds a card ``player`` saw, one who chose before holds one
        ``player`` never saw, and a level ``player`` never reached is one pool."""
        s = self.state
        seen = set(s.boards[player].civ_seen) | set(self.civ_offer(player))
        others = [s.boards[q] for q in range(self.num_players) if q != player]
        for level in range(1, 5):
            for looked in (True, False):
                pool = {n for n in CIV_OF_LEVEL[level]
                        if CIV_CARDS[n].when == "end" and (n in seen) == looked}
                if not any(n in pool for b in others for n in b.civ):
                    continue
                box = s.civ_left[level - 1]
                # sorted: the deal depends on which cards are hidden, not on who holds which
                cards = sorted([n for b in others for n in b.civ if n in pool]
                               + [n for n in box if n in pool])
                rng.shuffle(cards)
                deal = iter(cards)
                for b in others:
                    b.civ[:] = [next(deal) if n in pool else n for n in b.civ]
                s.civ_left[level - 1] = sorted([n for n in box if n not in pool] + list(deal))

    # ------------------------------------------------------------- legal lists
    def _civ_actions(self, player: int, b: Board, task: Todo) -> list[Action]:
        kind = task.kind
        if kind == "civ":
            return [act(Keep, n) for n in self.civ_offer(player)]
        if kind in ("boosts", "twice"):
            return [act(Boost, name) for name in TRACK_NAMES
                    if name not in task.gains and self._advances(b, name)]
        if kind == "union":
            return [act(Boost, name) for k, name in enumerate(TRACK_NAMES) if b.track[k] < UNION_TOP]
        if kind == "rescue":
            return [act(Rescue, i) for i in bits(b.lifepods)]
        if kind == "destroy":
            return [act(Destroy, i) for i in bits(b.meteors)]
        if kind == "clear":
            return [act(Clear, axis, k) for axis, masks in (("row", ROW_MASKS), ("column", COL_MASKS))
                    for k, mask in enumerate(masks) if b.meteors & mask]
        if kind == "teleport":
            open_land = self.planet.land & ~(self.planet.toxic & ~b.covered)  # K'Aax: not onto toxic terrain
            land = [i for i in bits(open_land) if i not in b.rovers]
            moves = [act(Move, i, j) for i in sorted(b.rovers) for j in land]
            return moves + [act(Stop)] if moves else []
        if kind == "depot":
            s = self.state
            return [act(Take, word) for word, stack in zip(STACK_WORDS, self.stacks_facing(player))
                    if (tile := s.tops[stack]) is not None and self._placements_of(b, tile)]
        raise AssertionError(kind)

    # ------------------------------------------------------------- effects
    def _keep(self, player: int, b: Board, card: int, level: int) -> list[Event]:
        """Keep civ card ``card`` offered at a milestone of ``level`` and owe its effect (none
        when kept at the end of the game, level 0)."""
        c = CIV_CARDS[card]
        end = level == 0
        b.civ_seen += self._offer(b, level)  # what the player looked through
        self.state.civ_left[c.level - 1].remove(card)
        b.civ.append(card)
        due: list[Todo] = []
        effect = "" if end else c.effect  # a card kept at the end of the game: its points only
        if effect == "advance different":
            due.append(Todo("boosts", steps=c.value))
        elif effect == "advance twice":
            due.append(Todo("twice"))
        elif effect == "patches":
            due += [Todo("patch", storable=True)] * c.value
        elif effect == "rover movement":
            due.append(self._movement(b, c.value))
        elif effect == "depot tile":
            due.append(Todo("depot", steps=c.value))
        elif effect in ("rescue", "destroy meteorites"):
            due.append(Todo("rescue" if c.effect == "rescue" else "destroy", steps=c.value))
        elif effect == "teleport":
            due.append(Todo("teleport"))
        elif effect == "clear line":
            due.append(Todo("clear"))
        elif effect == "unionize":
            due.append(Todo("union"))
        elif effect == "medals and advance":
            due.append(SYNERGY)
        b.todo.extend(reversed(due))
        what = c.name if c.when == "immediate" and not end else "a civ card (end of game)"
        return [Event("civ", f"player {player + 1} keeps {what}")]

    def _civ_decide(self, player: int, b: Board, task: Todo, move: AnyMove) -> list[Event]:
        """The answer ``move`` to a civ-card decision ``task``."""
        events: list[Event] = []
        if isinstance(move, Keep):
            return self._keep(player, b, move.card, task.steps)
        if isinstance(move, Boost):
            if task.kind == "boosts" and task.steps > 1:
                b.todo.append(Todo("boosts", gains=(*task.gains, move.track), steps=task.steps - 1))
            if task.kind == "union":
                b.todo.append(task)  # until every tracker stands on space 5 or higher
            steps = 2 if task.kind == "twice" else 1
            return self._climb(player, b, move.track, steps, synergy=task.kind != "union")
        if isinstance(move, Rescue | Destroy):
            bit = 1 << move.cell
            where = cell_words(CELL_NAMES[move.cell])
            if isinstance(move, Rescue):
                b.lifepods &= ~bit
                b.pods += 1
                events.append(Event("lifepod", f"player {player + 1} rescues the lifepod on {where}"))
            else:
                b.meteors &= ~bit
                events.append(Event("meteorite", f"player {player + 1} removes the meteorite on {where}"))
            if task.steps > 1:
                b.todo.append(Todo(task.kind, steps=task.steps - 1))
            return events
        if isinstance(move, Move):  # a teleport
            return self._drive(player, b, move.src, move.dst)
        if isinstance(move, Stop):
            return []
        if isinstance(move, Clear):
            mask = (ROW_MASKS if move.axis == "row" else COL_MASKS)[move.index]
            n = (b.meteors & mask).bit_count()
            b.meteors &= ~mask
            return [Event("meteorite", f"player {player + 1} removes {n} meteorite(s) from a {move.axis}")]
        if isinstance(move, Take):
            s = self.state
            stack = self.stacks_facing(player)[STACK_WORDS.index(move.stack)]
            tile = s.tops[stack]
            assert tile is not None, "the legal list offers a tile on top"
            s.tops[stack] = None
            if s.piles[stack]:
                s.tasks.append(Draw(stack))
            else:
                s.ending = s.ending or "a stack of the station is empty"
            b.hand = tile
            b.todo.append(SALVAGE if task.steps == 0 else Todo("place"))
            return [Event("take", f"player {player + 1} takes the {move.stack} tile from the depot: "
                                  f"{TILES[tile].words()}")]
        raise AssertionError(move)


__all__ = ["CIV_KINDS", "SALVAGE", "CivRules"]
