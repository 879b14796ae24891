"""A scripted Tobago table for rule tests: positions are built through the public API only,
with chosen chance outcomes (``chance="manual"``): the clue cards each player draws, the
treasure cards dealt and turned up. Nothing here edits a game's state.

A test plans what it needs before the deal (each player's clue cards, in the order they
will be played, and the clue sequences that locate treasures), then ``start()`` deals,
places the ATVs and plays the starting clues. The other players fill their turns with
short ATV moves (``idle``).
"""
from __future__ import annotations

import json

import kit
from kit.games.tobago.board import board_for
from kit.games.tobago.hexes import format_hex
from kit.games.tobago.island import Island

LESSON = Island.load("lesson")
BOARD = board_for(("name", "lesson"))
DECK = list(BOARD.deck)
THRESHOLD = 16
GAZES = set(BOARD.gaze_targets)  # where the statues' gazes put amulets
#: Starting clues that leave most of the island, one a seat (kept off the test maps).
START_CARDS = ["not in the lake", "not in the largest lake", "not in the largest river",
               "not in the largest beach"]


def hx(text: str):
    q, r = text.split(",")
    return (int(q), int(r))


def holds(card: str, h) -> bool:
    return bool(BOARD.masks[card] & BOARD.bit[h])


def legal_on(candidates: int, card: str, threshold: int = THRESHOLD, strict: bool = False) -> bool:
    new = candidates & BOARD.masks[card]
    return bool(new) and (new != candidates or (not strict and candidates.bit_count() > threshold))


def clue_sequence(target, at_least: int = 1, avoid=()) -> list[str]:
    """Clue cards that hold on ``target``, each legal after the ones before on a fresh map,
    that leave only ``target``; at least ``at_least`` of them (slow clues first)."""
    avoid = set(avoid)
    cand, seq = BOARD.all, []
    while True:
        finish, c = [], cand
        while c.bit_count() > 1:
            useful = [t for t in DECK if t not in avoid and t not in seq and t not in finish
                      and holds(t, target) and c & BOARD.masks[t] != c]
            if not useful:
                raise AssertionError(f"{target} cannot be told apart")
            best = min(useful, key=lambda t: ((c & BOARD.masks[t]).bit_count(), t))
            finish.append(best)
            c &= BOARD.masks[best]
        if len(seq) + len(finish) >= at_least:
            return seq + finish
        slow = [t for t in DECK if t not in avoid and t not in seq and holds(t, target)
                and legal_on(cand, t) and (cand & BOARD.masks[t]).bit_count() > 1]
        if not slow:
            raise AssertionError(f"no slow clue is left for {target}")
        pick = max(slow, key=lambda t: ((cand & BOARD.masks[t]).bit_count(), t))
        seq.append(pick)
        cand &= BOARD.masks[pick]


def locatable(avoid=(), exclude=()) -> tuple:
    """The first island hex (not in ``exclude``) that a clue sequence locates."""
    for h in BOARD.hexes:
        if h in exclude:
            continue
        try:
            return h, clue_sequence(h, avoid=avoid)
        except AssertionError:
            continue
    raise AssertionError("no locatable hex")


class Table:
    """One scripted game on the lesson island (see the module docstring)."""

    def __init__(self, players: int = 2, seed: int = 1, atvs=None, starts=None, **options):
        options.setdefault("island", "lesson")
        self.g = kit.new_game("tobago", players=players, seed=seed, chance="manual", **options)
        self.n = players
        self.atvs = list(atvs) if atvs else ["4,6"] * players
        maps = {2: [3, 4], 3: [2, 3, 4], 4: [1, 2, 3, 4]}[players]
        self.starts = starts if starts is not None else [(maps[p], START_CARDS[p]) for p in range(players)]
        self.want: dict[int, list[str]] = {p: [] for p in range(players)}
        self._next = {p: 0 for p in range(players)}  # the next card of want[p] to deal
        for p, (_, card) in enumerate(self.starts):
            if card is not None:
                self.want[p].append(card)
        self.deals: list[str] = []      # next treasure cards dealt ("5", "curse")
        self.reveals: list[str] = []    # next cards turned up from the pool
        self.anchor: dict[int, tuple] = {}   # a hex a player's idle moves keep within reach
        self.avoid: set = set()              # hexes idle moves never end on

    # ----------------------------------------------------------------- planning
    def reserved(self) -> set[str]:
        """Cards some player will still draw."""
        return {c for p, cards in self.want.items() for c in cards[self._next[p]:]}

    def give(self, player: int, *cards: str) -> None:
        """``player`` draws these cards next (in order) and plays them in that order."""
        self.want[player] += cards

    def plan_hunt(self, owners, target=None, at_least: int = 0, exclude=(), last: int | None = None) -> tuple:
        """Clues that locate ``target`` (default: the first locatable hex not in ``exclude``)
        on a fresh map, owned in turn by ``owners`` (cycled; the last one by ``last`` when
        given); the owners will draw them. Returns (target, [(owner, card), ...])."""
        view = self.g.view(None)
        avoid = {c for cards in self.want.values() for c in cards}
        avoid |= {c for seat in view["seats"] for c in seat["hand"]}
        avoid |= {c for m in view["public"]["maps"] for c, _ in m["clues"]}
        if target is None:
            target, _ = locatable(avoid, exclude)
        seq = clue_sequence(target, max(at_least, len(owners)), avoid)
        plan = [(owners[i % len(owners)], card) for i, card in enumerate(seq)]
        if last is not None:
            plan[-1] = (last, plan[-1][1])
        for owner, card in plan:
            self.want[owner].append(card)
        return target, plan

    # ------------------------------------------------------------------ chance
    def chance(self) -> None:
        """Play every chance step due: wanted cards first, then the queues, else a roll."""
        g = self.g
        while g.at_chance:
            step = g.view()["public"]["next_chance"]
            kind = step["step"]
            if kind == "draw":
                p = step["for"]
                free = [" ".join(a.args) for a, _ in g.chance_outcomes()]
                k = self._next[p]
                if k < len(self.want[p]):
                    card = self.want[p][k]
                    assert card in free, f"{card} is not in the clue deck for player {p + 1}"
                    self._next[p] += 1
                else:
                    reserved = self.reserved()
                    card = next(c for c in free if c not in reserved)
                g.play(f"draw {card}")
            elif kind == "deal" and self.deals:
                g.play(f"deal {self.deals.pop(0)}")
            elif kind == "reveal" and self.reveals:
                g.play(f"reveal {self.reveals.pop(0)}")
            else:
                g.roll()

    # -------------------------------------------------------------------- views
    def view(self, player=None) -> dict:
        return self.g.view(player)

    def seat(self, p: int) -> dict:
        return self.g.view(None)["seats"][p]

    def map(self, m: int) -> dict:
        """Map ``m`` (1-4) of the teacher's view."""
        return self.g.view(None)["public"]["maps"][m - 1]

    @property
    def share(self) -> dict | None:
        return self.g.view(None)["public"]["share"]

    @property
    def phase(self) -> str:
        return self.g.view(None)["phase"]

    @property
    def current(self) -> int:
        return self.g.view(None)["public"]["current"]

    def atv(self, p: int):
        return hx(self.seat(p)["atv"])

    def snapshot(self) -> str:
        g = self.g
        views = [g.view(v) for v in [None, *g.players]]
        return json.dumps([views, g.log, [g.log_for(p) for p in g.players], g.to_json()], sort_keys=True)

    # --------------------------------------------------------------------- play
    def play(self, text, player=None):
        events = self.g.play(text, player)
        self.chance()
        return events

    def start(self) -> Table:
        """Deal the hands, place the ATVs, play the starting clues: player 1 to act."""
        self.chance()
        if self.phase == "place":
            for p in range(self.n):
                self.play(f"place {self.atvs[p]}")
        for m, card in self.starts:
            if self.phase != "start":
                break
            if card is None:
                self.play(self.g.legal_actions()[0])
            else:
                self.play(f"clue {m} {card}")
        return self

    def idle(self, p: int) -> None:
        """A filler turn for ``p``: a move to a hex outside ``avoid`` and away from located
        treasures and amulets, keeping ``anchor[p]`` within one move when set."""
        view = self.g.view(None)
        blocked = set(self.avoid) | {hx(m["located"]) for m in view["public"]["maps"] if m["located"]}
        blocked |= {hx(h) for h in view["public"]["amulets_on_board"]}
        moves = [a for a in self.g.legal_actions(p) if a.name == "move" and hx(a.args[0]) not in blocked]
        anchor = self.anchor.get(p)
        if anchor is not None:
            near = [a for a in moves if anchor in BOARD.reachable(hx(a.args[0]))]
            moves = near or moves
        self.play(moves[0], p)
        if self.phase == "arrived":
            self.play("stop", p)

    def turn_of(self, p: int) -> None:
        """Fill other players' turns until it is ``p``'s turn."""
        for _ in range(50):
            if self.phase == "turn" and self.current == p:
                return
            self.idle(self.current)
        raise AssertionError(f"never player {p + 1}'s turn")

    def hunt(self, m: int, plan) -> None:
        """Play the planned clues on map ``m`` (1-4), each by its owner on their turn."""
        for owner, card in plan:
            self.turn_of(owner)
            self.play(f"clue {m} {card}", owner)

    def bring(self, p: int, target, onto: bool = False) -> None:
        """Drive ``p``'s ATV (on its turns) until ``target`` is one move away (or reached)."""
        for _ in range(30):
            self.turn_of(p)
            here = self.atv(p)
            if here == target or (not onto and target in BOARD.reachable(here)):
                return
            options = [hx(a.args[0]) for a in self.g.legal_actions(p) if a.name == "move"]
            if onto and target in options:
                self.play(f"move {format_hex(target)}", p)
                return
            dist = BOARD.distances(target)
            best = min((h for h in options if h != target and h not in self.avoid),
                       key=lambda h: (dist.get(h, 99), h))
            self.play(f"move {format_hex(best)}", p)
            if self.phase == "arrived":
                self.play("stop", p)
        raise AssertionError("could not drive there")


def near(target, exclude=()) -> str:
    """A hex one ATV move from ``target`` (not the target itself), as text."""
    options = sorted(h for h in BOARD.reachable(target) if h not in exclude)
    return format_hex(options[0])


def located_position(players: int = 2, owners=(0, 1, 0), at_least: int = 0, **options):
    """Map 1 located by clues owned (oldest first) by ``owners``, cycled if more clues are
    needed; player 1 to act with the ATV one move away from the treasure."""
    t = Table(players, **options)
    target, plan = t.plan_hunt(list(owners), at_least=max(at_least, len(owners)),
                               exclude=GAZES)
    t.atvs[0] = near(target, exclude=GAZES)
    t.anchor[0] = target
    t.avoid |= {target}
    t.start()
    t.hunt(1, plan)
    assert t.map(1)["located"] == format_hex(target)
    t.turn_of(0)
    assert target in BOARD.reachable(t.atv(0)) and t.atv(0) != target
    return t, target, plan


def take_all(t: Table) -> None:
    """Everyone asked takes the card (curses accepted) until the sharing ends."""
    while t.phase in ("share", "curse") and not t.g.over:
        player = t.g.to_act[0]
        t.play("take" if t.phase == "share" else "accept", player)


def raise_second_map(t: Table, second, plan, player: int = 0) -> None:
    """Point ATV ``player`` at the hex ``second``, let the clues of ``plan`` (played by seat
    2) narrow a map to it, drive there and end the turn, ready to raise."""
    t.anchor[player] = second
    t.hunt(2, plan)
    t.avoid -= {second}
    t.bring(player, second, onto=True)
    if t.phase == "arrived":
        t.play("stop", player)
        t.turn_of(player)


GRAPH = LESSON.graph


def new(players: int = 2, seed: int = 1, **options) -> kit.Game:
    """A Tobago game on the lesson island."""
    options.setdefault("island", "lesson")
    return kit.new_game("tobago", players=players, seed=seed, **options)


def texts(actions) -> set[str]:
    return {a.text for a in actions}
