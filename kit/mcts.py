"""A search bot for every game: information-set Monte Carlo tree search (single observer,
after Cowling, Powley & Whitehouse, 2012), guided by the game's own simple bot.

Each simulation starts from ``seat.copy_for(rng)``: a world where everything the player
cannot see is redealt consistently with what they saw, and future chance is unknown. So
the bot plans over the worlds it cannot tell apart and never cheats. One tree is shared by
all simulations; a node is a sequence of actions from the decision, an action's statistics
count only the simulations in which it was legal ("availability"), and chance steps are
sampled in each world, not stored.

Three things make it strong on a small budget:

* **playouts by a policy**: after the tree, the game is played on by the ``playout`` bot
  (by default the game's registered ``"greedy"`` bot where it has one, else uniformly
  random moves) for at most ``cutoff`` decisions; a game that has not ended by then is
  scored by rank (the leader 1, the last 0, ties sharing). A finished game is worth 1/k to
  each of its k winners.
* **progressive widening**: a node considers only about ``widening * sqrt(visits)``
  actions, so a few simulations compare a few moves well rather than many badly.
* **a guided first move**: at the decision itself, the first action tried is the one the
  ``guide`` bot would play (by default the playout bot; for Digit Code the most
  informative question, from its ``"entropy"`` bot). Search then only has to find moves
  that do better.

>>> import kit
>>> from kit.bots import play_out
>>> g = kit.new_game("bahama_taxi", players=2, seed=5)
>>> play_out(g, [MctsBot(seed=1, simulations=4, cutoff=5), kit.bots.RandomBot(2)])
>>> g.over
True
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Optional

from kit.bots import make_bot, register_bot
from kit.engine import CHANCE, Action, Game, Seat

#: Bots that guide the first move at the root where a game's best simple bot is not called
#: "greedy" (kit default).
GUIDES = {"digit_code": "entropy"}


class Node:
    __slots__ = ("player", "visits", "value", "available", "children")

    def __init__(self, player: Any):
        self.player = player  # who chose the action that leads here
        self.visits = 0
        self.value = 0.0
        self.available = 0
        self.children: dict[Action, Node] = {}


class MctsBot:
    """Information-set MCTS with a budget of ``simulations`` a decision, or of ``seconds``
    when given (at least one simulation either way).

    ``playout``: ``"auto"`` (the game's ``"greedy"`` bot if it has one, else random
    moves), ``"random"`` (uniform random legal moves, whatever the game's own random bot
    does) or the name of any bot of the game.
    ``guide``: ``"auto"`` (see :data:`GUIDES`, else the playout bot), a bot name, or
    ``None`` for no guidance. ``cutoff``: playout decisions before the rank evaluation.
    ``widening``: progressive widening factor (``None``: consider every action).
    ``trust``: the guide's move is played when it got at least this share of the visits of
    the most visited move (1: only when it is the most visited, or tied).
    """

    name = "mcts"

    def __init__(self, seed: int | None = None, simulations: int = 24, seconds: Optional[float] = None,
                 playout: str = "auto", guide: str | None = "auto", cutoff: int = 30,
                 exploration: float = 0.7, widening: float | None = 1.0, evaluation: str = "rank",
                 trust: float = 1.0):
        self.seed = seed
        self.rng = random.Random(seed)
        self.simulations = simulations
        self.seconds = seconds
        self.playout = playout
        self.guide = guide
        self.cutoff = cutoff
        self.exploration = exploration
        self.widening = widening
        self.evaluation = evaluation
        self.trust = trust
        self.last_visits: dict[str, int] = {}
        self.simulations_done = 0
        self._game: str | None = None
        self._playout_bots: list[Any] | None = None  # one a player, or None for uniform moves
        self._guide_bot: Any = None

    # ------------------------------------------------------------ set-up per game
    def _setup(self, seat: Seat) -> None:
        name = seat.info.name
        if self._game == name and self._playout_bots is not None:
            return
        self._game = name
        playout = self.playout
        if playout == "auto":
            playout = "greedy" if _has_bot(name, "greedy") else "random"
        seeds = random.Random(self.seed)
        if playout == "random":
            self._playout_bots = []  # uniform moves, drawn inline (the fastest playout)
        else:
            self._playout_bots = [make_bot(playout, name, seed=seeds.getrandbits(32))
                                  for _ in range(seat.num_players)]
        guide = self.guide
        if guide == "auto":
            guide = GUIDES.get(name) or (playout if playout != "random" else None)
        self._guide_bot = make_bot(guide, name, seed=seeds.getrandbits(32)) if guide else None

    # ------------------------------------------------------------------- decide
    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        if len(actions) == 1:
            return actions[0]
        self._setup(seat)
        root = Node(seat.player)
        first = self._guide_bot.choose(seat) if self._guide_bot is not None else None
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        done = 0
        while True:
            self._simulate(seat.copy_for(self.rng), root, first)
            done += 1
            if deadline is not None:
                if time.perf_counter() >= deadline:
                    break
            elif done >= self.simulations:
                break
        self.simulations_done += done
        legal = set(actions)
        visits = {a: node.visits for a, node in root.children.items() if a in legal}
        self.last_visits = {a.text: v for a, v in visits.items()}
        if not visits:
            return first if first in legal else actions[0]
        best = max(visits, key=lambda a: (visits[a], root.children[a].value, a == first))
        if first in visits and visits[first] >= self.trust * visits[best]:
            return first  # search did not find a clearly better move than the guide's
        return best

    # ------------------------------------------------------------ one simulation
    def _simulate(self, world: Game, root: Node, first: Action | None) -> None:
        rng = self.rng
        path = [root]
        node = root
        widening = self.widening
        me = root.player  # the first decision is the seat's own, even when others may act too
        while True:
            player = _next_player(world, me)
            me = None
            if player is None:
                break
            legal = world.legal_actions(player)
            children = node.children
            known = []
            for a in legal:
                child = children.get(a)
                if child is not None:
                    child.available += 1
                    known.append(a)
            room = len(legal) if widening is None else max(1, math.ceil(widening * math.sqrt(node.visits)))
            if len(known) < len(legal) and (not known or len(children) < room):
                if node is root and first is not None and first not in children and first in legal:
                    action = first
                else:
                    untried = [a for a in legal if a not in children]
                    action = untried[int(rng.random() * len(untried))]
                child = children[action] = Node(player)
                child.available += 1
                world.play(action, player)
                path.append(child)
                break
            c = self.exploration
            best, best_value = None, -math.inf
            for a in known:
                child = children[a]
                if child.visits == 0:
                    value = math.inf
                else:  # UCB1 with the times the action was available in place of the parent's visits
                    value = child.value / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
                if value > best_value:
                    best, best_value = a, value
            world.play(best, player)
            node = children[best]
            path.append(node)
        reward = self._rollout(world)
        root.visits += 1
        for visited in path[1:]:
            visited.visits += 1
            visited.value += reward[visited.player]

    def _rollout(self, world: Game) -> list[float]:
        bots = self._playout_bots
        rng = self.rng
        for _ in range(self.cutoff):
            player = _next_player(world)
            if player is None:
                break
            if bots:
                action = bots[player].choose(world.seat(player))
            else:
                legal = world.legal_actions(player)
                action = legal[int(rng.random() * len(legal))]
            world.play(action, player)
        return rewards(world, self.evaluation)


def _next_player(world: Game, prefer: int | None = None) -> int | None:
    """The next player to decide, rolling chance steps on the way (None at the end):
    ``prefer`` when they are among those who may act (several may, in a reaction window or
    a simultaneous choice), else the first."""
    while True:
        acting = world.to_act
        if not acting:
            return None
        if acting[0] == CHANCE:
            world.roll()
            continue
        return prefer if prefer is not None and prefer in acting else acting[0]


def _has_bot(game: str, name: str) -> bool:
    from kit.bots import _BOTS, _load_all

    _load_all()
    return (game, name) in _BOTS


def rewards(world: Game, evaluation: str = "rank") -> list[float]:
    """1/k for each of k winners at the end (0 for all when nobody wins); before it, with
    ``evaluation="rank"``, each player's rank among the scores (1 for the leader, 0 for the
    last, ties sharing); with ``"margin"``, ``0.5 + 0.5 tanh(lead / scale)`` where the lead
    is the player's score less the best other score and the scale the mean absolute score
    (at least 1).

    >>> import kit
    >>> rewards(kit.new_game("bahama_taxi", players=3, seed=1))
    [0.5, 0.5, 0.5]
    """
    n = world.num_players
    if world.over:
        winners = world.winners()
        return [1 / len(winners) if p in winners else 0.0 for p in range(n)]
    if n == 1:
        return [0.5]
    scores = world.scores()
    if evaluation == "margin":
        scale = max(1.0, sum(abs(x) for x in scores) / n)
        return [0.5 + 0.5 * math.tanh((scores[p] - max(scores[:p] + scores[p + 1:])) / scale) for p in range(n)]
    return [(sum(1 for s in scores if s < scores[p]) + 0.5 * (sum(1 for s in scores if s == scores[p]) - 1)) / (n - 1)
            for p in range(n)]


register_bot(None, "mcts", MctsBot)
