"""The objective cards in play (``objectives.py`` holds the cards and their measures).

At setup, after the station is filled, chance deals objective cards one at a time from the
box (``objective 17``): first the neighbour objectives, one between each two neighbouring
players (three between the two players of a two-player game, none in solo), face up; then,
with the private objectives option (always in solo), two cards to each player (four in
solo), seen by their owner only. Each such player gives one back (``return objective 17``,
all at the same time and in secret) before the first round. Neighbour objectives score
during the game (their cards are public); private ones when the game is over. Mixed into
the game class (``rules.py``)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from kit.engine import Action, Event, IllegalAction, LogLine, Player
from kit.flow import OVER
from kit.games.planet_unknown.board import Planet
from kit.games.planet_unknown.moves import AnyMove, Dealt, GiveBack, act
from kit.games.planet_unknown.objectives import (
    CARDS,
    MET,
    NEIGHBOUR,
    PRIVATE,
    Surface,
    achieved,
    measure,
    neighbour_points,
    objective_words,
    surface,
)
from kit.games.planet_unknown.state import Board, Deal, PlanetState, Todo

CHOOSE = "objectives"  # the setup phase in which players give back a private objective


class ObjectiveRules:
    """The objective half of the game class."""

    state: PlanetState
    planet: Planet
    num_players: int
    settings: dict[str, Any]

    if TYPE_CHECKING:  # the corporation mixin
        def _tracks_read(self, b: Board) -> list[int]: ...

    # ------------------------------------------------------------- setup
    def private_objectives_on(self) -> bool:
        """Private objectives: the option, always on in solo."""
        return self.num_players == 1 or bool(self.settings["private_objectives"])

    def private_dealt(self) -> int:
        """How many private objectives each player is dealt (one is given back)."""
        return 4 if self.num_players == 1 else 2

    def _objective_deals(self) -> list[Deal]:
        """The chance steps of setup that deal the objective cards."""
        n = self.num_players
        shared = 0 if n == 1 else 3 if n == 2 else n
        deals = [Deal(None) for _ in range(shared)]
        if self.private_objectives_on():
            deals += [Deal(None, seat=p) for p in range(n) for _ in range(self.private_dealt())]
        return deals

    def pair_of(self, k: int) -> tuple[int, int]:
        """The two neighbours who share neighbour objective ``k`` (0-based)."""
        n = self.num_players
        return (k % n, (k + 1) % n) if n > 2 else (0, 1)

    # ------------------------------------------------------------- chance
    def _deal_outcomes(self) -> list[tuple[Action, float]]:
        box = self.state.objective_box
        return [(act(Dealt, card), 1 / len(box)) for card in box]

    def _deal_sample(self, rng: random.Random) -> Action:
        box = self.state.objective_box
        return act(Dealt, box[rng.randrange(len(box))])

    def _deal_help(self, task: Deal) -> str:
        s = self.state
        if task.seat is None:
            p, q = self.pair_of(len(s.shared))
            whom = f"the neighbour objective of players {p + 1} and {q + 1}"
        else:
            whom = f"a private objective for player {task.seat + 1}"
        return f"Objective cards 1–28 still in the box: {whom}, e.g. objective {s.objective_box[0]}"

    def _deal(self, task: Deal, move: Dealt) -> None:
        s = self.state
        s.objective_box.remove(move.card)
        if task.seat is None:
            s.shared.append(move.card)
        else:
            s.boards[task.seat].objectives.append(move.card)

    def _after_deals(self) -> str:
        """The phase once setup's chance steps are done."""
        return CHOOSE if any(b.objectives for b in self.state.boards) else "turn"

    # ------------------------------------------------------------- the choice
    def _choosing(self) -> list[int]:
        """The players who still give back a private objective."""
        return [p for p, b in enumerate(self.state.boards) if b.objectives and not b.rejected]

    def _objective_actions(self, player: int) -> list[Action]:
        b = self.state.boards[player]
        return [act(GiveBack, card) for card in sorted(b.objectives)] if not b.rejected else []

    def _why_not_discard(self, player: int, move: GiveBack) -> IllegalAction:
        """Why giving back ``move.card`` is refused now."""
        b = self.state.boards[player]
        if b.todo and b.todo[-1].kind == "toss":
            held = ", ".join(str(c) for c in sorted(b.objectives))
            return IllegalAction("your objectives", f"throw away one of your private objectives ({held})")
        if self.state.phase != CHOOSE or not (b.objectives or b.rejected):
            return IllegalAction("private objectives", "a private objective is given back only at setup, "
                                                       "by a player dealt private objectives")
        if b.rejected:
            return IllegalAction("one objective", "you have already given back a private objective")
        held = ", ".join(str(c) for c in sorted(b.objectives))
        return IllegalAction("your objectives", f"give back one of the private objectives you were dealt "
                                                f"({held})")

    def _discard(self, player: int, move: GiveBack) -> list[Event]:
        s = self.state
        b = s.boards[player]
        b.objectives.remove(move.card)
        b.rejected.append(move.card)
        if not self._choosing():
            s.phase = "turn"
        return []  # the log line says it (_objective_log_line)

    # ------------------------------------------------------------- event cards (solo)
    def _event_objective(self, player: int, effect: str) -> list[Event]:
        """The solo event cards: one more private objective dealt (a chance step), or one
        thrown away (the player's choice; at once when one is left)."""
        s = self.state
        who = f"player {player + 1}"
        if not self.private_objectives_on():
            return [Event("event", f"{who} has no private objectives: no effect")]
        if effect == "objective drawn":
            if not s.objective_box:
                return [Event("event", f"no objective card is left in the box: {who} draws none")]
            s.tasks.append(Deal(None, seat=player))
            return [Event("objective", f"{who} draws one more private objective")]
        if not s.boards[player].objectives:
            return [Event("event", f"{who} has no private objective left: no effect")]
        s.boards[player].todo.append(Todo("toss"))
        return []

    def _toss(self, player: int, b: Board, move: GiveBack) -> list[Event]:
        b.objectives.remove(move.card)
        b.rejected.append(move.card)
        return [Event("objective", f"player {player + 1} throws away a private objective")]

    def _objective_log_line(self, player: Player, move: AnyMove) -> LogLine | None:
        """The log line of a deal or a discard (a private card is named to its owner only)."""
        s = self.state
        if isinstance(move, Dealt):
            task = s.tasks[0]
            seat = task.seat if isinstance(task, Deal) else None
            if seat is None:
                p, q = self.pair_of(len(s.shared))
                return LogLine(f"the neighbour objective of players {p + 1} and {q + 1} is "
                               f"{objective_words(move.card, 'neighbour')}")
            return LogLine(f"player {seat + 1} is dealt a private objective",
                           {seat: f"player {seat + 1} is dealt the private objective "
                                  f"{objective_words(move.card, 'private')}"})
        if isinstance(move, GiveBack) and isinstance(player, int):
            verb = "give back" if s.phase == CHOOSE else "throw away"
            return LogLine(f"{verb} a private objective",
                           {player: f"{verb} the private objective {objective_words(move.card, 'private')}"})
        return None

    # ------------------------------------------------------------- scoring
    def objective_surface(self, player: int) -> Surface:
        b = self.state.boards[player]
        return surface(self.planet, b.terrain, b.placed, b.covered, self._tracks_read(b), b.pods, b.rocks)

    def neighbour_results(self, player: int) -> list[dict[str, Any]]:
        """Each neighbour objective ``player`` shares: the card, the neighbour, both
        measures and the points ``player`` scores on it now."""
        out = []
        surfaces: dict[int, Surface] = {}
        for k, card in enumerate(self.state.shared):
            p, q = self.pair_of(k)
            if player not in (p, q):
                continue
            other = q if player == p else p
            for seat in (player, other):
                if seat not in surfaces:
                    surfaces[seat] = self.objective_surface(seat)
            mine = measure(NEIGHBOUR[card], surfaces[player])
            theirs = measure(NEIGHBOUR[card], surfaces[other])
            out.append({"card": card, "neighbour": other, "mine": mine, "theirs": theirs,
                        "points": neighbour_points(mine, theirs)})
        return out

    def private_results(self, player: int) -> list[tuple[int, bool]]:
        """Each private objective ``player`` holds and whether it is met now."""
        s = self.objective_surface(player)
        return [(card, achieved(PRIVATE[card], s)) for card in self.state.boards[player].objectives]

    def objective_parts(self, player: int) -> dict[str, int]:
        """The objectives' points: neighbour objectives (public) at any time, private ones
        (secret) once the game is over."""
        shared = sum(r["points"] for r in self.neighbour_results(player))
        secret = (MET * sum(met for _, met in self.private_results(player))
                  if self.state.phase == OVER else 0)
        return {"neighbour objectives": shared, "private objectives": secret}

    # ------------------------------------------------------------- seeing
    def _objective_public(self) -> dict[str, Any]:
        s = self.state
        return {"shared_objectives": [[card, *self.pair_of(k)] for k, card in enumerate(s.shared)],
                "objectives_in_box": len(s.objective_box)}

    def _objective_seat(self, q: int, mine: bool) -> dict[str, Any]:
        b = self.state.boards[q]
        known = mine or self.state.phase == OVER
        return {"objectives": list(b.objectives) if known else len(b.objectives),
                "rejected": list(b.rejected) if mine else len(b.rejected),
                "neighbour_objectives": self.neighbour_results(q)}

    def _objective_private(self, player: int | None) -> dict[str, Any]:
        """The private objectives met now: the viewer's own (the teacher's: every seat's)."""
        if player is None:
            return {"objectives_met": [[c for c, met in self.private_results(q) if met]
                                       for q in range(self.num_players)]}
        return {"objectives_met": [c for c, met in self.private_results(player) if met]}

    # ------------------------------------------------------------- resampling
    def _resample_objectives(self, player: int, rng: random.Random) -> None:
        """Redeal the private objectives ``player`` cannot see: the other players' cards
        (kept and given back, each hand keeping its counts) and the box, from those cards."""
        s = self.state
        others = [b for q, b in enumerate(s.boards) if q != player]
        pool = [c for b in others for c in (*b.objectives, *b.rejected)]
        if not pool:
            return
        pool += s.objective_box
        rng.shuffle(pool)
        deal = iter(pool)
        for b in others:
            b.objectives[:] = [next(deal) for _ in b.objectives]
            b.rejected[:] = [next(deal) for _ in b.rejected]
        s.objective_box[:] = sorted(deal)


def all_objective_cards() -> list[int]:
    """Every objective card of the box at setup."""
    return list(CARDS)


__all__ = ["CHOOSE", "ObjectiveRules", "all_objective_cards"]
