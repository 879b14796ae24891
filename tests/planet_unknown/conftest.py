"""Planet Unknown positions built through the public API, with chosen chance outcomes.

:class:`Script` starts a game with ``chance="manual"``: the inner ring's offset, then a
top tile for each stack. The tiles a test wants are revealed on top of their stacks in
order (each stack holds one shape), and :meth:`Script.give` turns the station so that the
stack with the wanted tile faces the player and takes it. Tests read positions from
``g.view(None)``, never from attributes; geometry comes from the package's board module.
"""
from __future__ import annotations

import kit
from kit.games.planet_unknown import board as B
from kit.games.planet_unknown.civ import CIV_CARDS

NAME = "planet_unknown"
STACK_OF = {t: k for k, tiles in enumerate(B.STACK_TILES) for t in tiles}


def seat(g, p: int = 0) -> dict:
    return g.view(None)["seats"][p]


def public(g) -> dict:
    return g.view(None)["public"]


def texts(g, player=0) -> list[str]:
    return [str(a) for a in g.legal_actions(player)]


class Script:
    """``deal``: the objective cards dealt at setup, in order (neighbour ones first, then
    each player's private ones; the lowest left for the rest); ``give_back``: the private
    objective each player gives back (default: the lowest; None: the test gives them back)."""

    def __init__(self, *tiles: str, players: int = 1, offset: int = 0, deal=(), give_back=(), **options):
        self.g = kit.new_game(NAME, players=players, seed=0, chance="manual", **options)
        self.want = {k: [] for k in range(12)}
        for t in tiles:
            self.want[STACK_OF[t]].append(t)
        self.deal = list(deal)
        self.g.play(f"offset {offset}")
        self.chance()
        give = dict(enumerate(give_back or ()))
        while self.g.phase == "objectives" and give_back is not None:
            p = self.g.to_act[0]
            self.g.play(f"return objective {give[p]}" if p in give else texts(self.g, p)[0], p)

    def chance(self) -> None:
        g = self.g
        while g.to_act == [kit.CHANCE]:
            outcomes = [str(a) for a, _ in g.chance_outcomes()]
            if outcomes[0].startswith("objective"):
                g.play(f"objective {self.deal.pop(0)}" if self.deal else outcomes[0])
                continue
            stack = STACK_OF[outcomes[0].split()[1]]
            queue = self.want[stack]
            choice = f"reveal {queue.pop(0)}" if queue else outcomes[0]
            g.play(choice)

    def turn_for(self, player: int, tile: str) -> tuple[int, str]:
        """(turn, ring) that brings the stack of ``tile`` in front of ``player``."""
        g = self.g
        stack = STACK_OF[tile]
        view = g.view(None)
        depot = view["seats"][player]["depot"]
        for k in range(6):
            d = (depot - k) % 6
            dep = view["public"]["depots"][d]
            if dep["inner_stack"] == stack:
                return k, "inner"
            if dep["outer_stack"] == stack:
                return k, "outer"
        raise AssertionError(tile)

    def give(self, tile: str, player: int = 0) -> None:
        """Solo: turn the station and take ``tile`` (it must be on top of its stack)."""
        g = self.g
        assert public(g)["tops"][STACK_OF[tile]] == tile, (tile, public(g)["tops"])
        k, ring = self.turn_for(player, tile)
        g.play(f"turn {k}")
        g.play(f"take {ring}", player)
        self.chance()

    def play(self, text: str, player: int = 0):
        events = self.g.play(text, player)
        self.chance()
        return events

    def resolve(self, prefer: str = "", player: int = 0) -> None:
        """Finish the player's turn: advance ``prefer`` whenever offered, else the first
        choice (first patch square, first rover square, stop moving, a civ card that only
        scores at the end)."""
        g = self.g
        while player in g.to_act and g.phase in ("resolve", "final"):
            acts = texts(g, player)
            assert not acts[0].startswith("place"), "a tile is still to place"
            pick = next((a for a in acts if prefer and a.endswith(" " + prefer)), None)
            if acts[0].startswith("keep"):  # a civ card: one with no effect now, if any
                pick = next((a for a in acts if CIV_CARDS[int(a.split()[1])].effect == "medals"), acts[0])
            if pick is None:
                pick = "stop" if "stop" in acts else acts[0]
            self.play(pick, player)

    def place_first(self, player: int = 0, where=None) -> str:
        """Place the tile in hand at the first legal placement (``where``: a test of the
        Placement) and return the action's text."""
        g = self.g
        for p in g.legal_placements(player):
            if where is None or where(p):
                text = f"place {B.CELL_NAMES[p.at]} {p.orientation}"
                self.play(text, player)
                return text
        raise AssertionError("no placement fits the test")


def climb(s: Script, tiles: list[str], track: str, target: int) -> None:
    """Give tiles and spend every advance on ``track`` (other choices: stop moving, the
    first one offered) until the tracker stands on ``target``; stop right there, mid-turn."""
    g = s.g
    for t in tiles:
        if t not in g.view(None)["public"]["tops"]:
            continue  # another tile of its stack lies on top
        s.give(t)
        s.place_first()
        while 0 in g.to_act and g.phase == "resolve":
            if seat(g)["tracks"][track] >= target:
                return
            acts = texts(g)
            pick = next((a for a in acts if a.split()[0] in ("advance", "boost", "energy")
                         and a.endswith(" " + track)), None)
            s.play(pick or ("stop" if "stop" in acts else acts[0]))
        if seat(g)["tracks"][track] >= target:
            return
    raise AssertionError(f"{track} never reached {target}")


def spend_moves(s: Script) -> None:
    while seat(s.g)["task"] and seat(s.g)["task"]["kind"] == "move":
        s.play("stop")


def tiles_with(letter: str, meteor: bool = False) -> list[str]:
    return [t for t, tile in B.TILES.items() if letter in tile.terrains and tile.meteor == meteor]


def all_tiles(view: dict) -> list[str]:
    """Every tile of a view, wherever it is: unrevealed, on top, in hand, placed, set aside."""
    pub = view["public"]
    out = [t for pile in pub["unrevealed"] for t in pile] + [t for t in pub["tops"] if t]
    for s in view["seats"]:
        out += [t for t, _, _ in s["placed"]] + s["set_aside"] + ([s["hand"]] if s["hand"] else [])
    return sorted(out)
