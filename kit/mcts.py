"""A search bot for every game: information-set Monte Carlo tree search (single observer,
after Cowling, Powley & Whitehouse, 2012), built on the game's own simple bot.

Each simulation starts from a world drawn by ``seat.copy_for(rng)``: everything the player
cannot see is redealt consistently with what they saw, and future chance is unknown. So
the bot plans over the worlds it cannot tell apart and never cheats. One tree is shared by
all simulations; a node is a sequence of actions from the decision, an action's statistics
count only the simulations in which it was legal ("availability"), and chance steps are
sampled in each world, not stored.

What makes it stronger than the simple bot it starts from:

* **the simple bot as the default**: after the tree, the game is played on by the
  ``playout`` bot (the game's registered ``"greedy"`` bot where it has one, else uniformly
  random moves), to the end by default (``cutoff=None``); inside the tree, a node first
  tries the move that bot would play in that world. The search thus starts from the simple
  bot's game and looks for deviations that do better (rollout-based policy improvement).
* **moves compared in the same worlds**: simulations come in batches; a batch draws one
  world and tries each move considered at the decision in a copy of it, so the moves meet
  the same hidden cards (and, as long as their games keep in step, the same dice): common
  random numbers, which make a difference between two moves visible in far fewer games.
* **a cautious choice**: the first move considered is the ``guide`` bot's (the game's
  ``search_guide`` where it names one, else the playout bot); another move is played only
  when it beats the guide's in the same worlds by more than ``trust`` standard errors of the
  paired difference. So noise alone rarely makes the bot leave its simple bot's move.
* **progressive widening**: batch b considers ``1 + ceil(widening * sqrt(b))`` moves at
  the decision, and a node of the tree about ``tree_widening * sqrt(visits)`` actions.
* **a flat search where a tree misleads** (``tree=False``, or a game's ``search_tree =
  False``): each simulation plays the root move and then the playout bot at once, so every
  move is judged by the simple bot's own continuation in the same worlds (rollout-based
  policy improvement, nothing else). In a tree the nodes below the decision are keyed by
  actions, so with hidden hands and many players an action node mixes worlds and even
  players ("pass" by whoever is asked next), and its few simulations add noise. (Measured
  on Bahamas and Tobago: with the tree, the strong bot's departures from the greedy move
  gained little in greedy-played continuations; flat, they gained, see the games' rules.)
* **an evaluation at the cutoff** (when ``cutoff`` is a number): each player's lead over
  the best other player in score units, ``0.5 + 0.5 tanh(lead / scale)``, the scale being
  the mean lead met so far (at least a thousandth of ``GameInfo.score_range``'s width). A
  game may declare ``expected_scores()`` (the score each player can expect from here, e.g.
  fares already in the taxi, in score units); the search then uses it in place of
  ``scores()``. A finished game is worth 1/k to each of its k winners. (Measured on Bahama
  Taxi: a cutoff of 10 or 30 decisions favours quick fares so much that the bot loses to
  the greedy driver; playouts to the end beat it.)

Hooks a game may declare (none is required): ``expected_scores()`` as above, ``quiet()``
(True where the evaluation can be trusted, e.g. between two rounds: a playout cut off by
``cutoff`` goes on until the game is quiet, as a chess search looks past captures), and the
class attributes (defaults on :class:`kit.Game`):

* ``search_bot``: the game's bot that plays the game out and guides the search (None: its
  ``"greedy"`` bot where it has one, else random moves);
* ``search_guide``: a bot that only guides it (its move is the first tried and the one the
  ``trust`` rule keeps), the playouts staying those of ``search_bot``;
* ``search_trust``: standard errors of the paired difference by which another move must
  beat the guide's to be played (default 1.5, see ``trust`` below);
* ``search_tree``: False for the flat search above (default True);
* ``search_levels``: the simulations a decision at each level, ``{"quick": ...,
  "thoughtful": ..., "strong": ...}``;
* ``search_cutoff``: the ``cutoff`` the bot uses when its own is ``"auto"`` (the default;
  None: playouts to the end).

A guide bot may offer ``ranked(seat)``: the legal moves, its own choice first and the
others best first as it sees them; the decision then takes its moves up in that order (else
the guide's move, then the others shuffled), so that widening compares the guide's best
few first when moves are hundreds (Planet Unknown's placements).

**Levels.** ``make_bot("mcts", game, level="strong")`` (or the bots registered as ``"search
quick"``, ``"search thoughtful"`` and ``"search strong"``, which a widget's seat offers)
takes its settings from the game's ``search_levels``. A level is a number of simulations,
not of seconds, so that its games are the same whatever the machine and its load; each
game's numbers are calibrated so that 95% of the decisions take at most about 0.1, 0.3 and
0.8 s of CPU time on the kit's development machine (``bench/bench_mcts.py`` prints the
times). :data:`LEVEL_SECONDS` (0.25, 0.5 and 1 s) also caps each decision as a safety,
in CPU time of this process: time spent waiting for a busy machine's cores does not count,
but a slower machine, or cores shared by many processes (each simulation then costs more
CPU time), may cut a search short, and ``bench/bench_mcts.py`` reports how often it did.

The budget is ``simulations`` a decision (default 16, or the level's), or ``seconds`` when
given (at least one simulation either way; a budget in seconds makes the moves depend on
the machine's speed, so a run is no longer exactly repeatable). ``max_seconds`` caps a
decision's CPU time whatever the budget.

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
from collections import Counter
from typing import Any

from kit.actions import Action
from kit.bots import _BOTS, _load_all, make_bot, register_bot
from kit.game import Game, Seat
from kit.registry import game_class

#: The levels of the search bot, and the CPU seconds a decision may take at each: the
#: game's ``search_levels`` are calibrated to stay within them, which also cap a decision.
LEVEL_SECONDS = {"quick": 0.25, "thoughtful": 0.5, "strong": 1.0}


class Node:
    __slots__ = ("available", "children", "player", "value", "visits")

    def __init__(self, player: Any):
        self.player = player  # who chose the action that leads here
        self.visits = 0
        self.value = 0.0  # sum of the rewards of ``player``
        self.available = 0
        self.children: dict[Action, Node] = {}


class MctsBot:
    """Information-set MCTS with a budget of ``simulations`` a decision, or of ``seconds``
    when given (at least one simulation either way).

    ``playout``: ``"auto"`` (the bot the game's ``search_bot`` names, else its ``"greedy"``
    bot if it has one, else random moves), ``"random"`` (uniform random legal moves, whatever
    the game's own random bot does) or the name of any bot of the game. ``guided``: nodes of
    the tree try the playout bot's move first (no effect with random playouts).
    ``guide``: ``"auto"`` (the game's ``search_bot``, else its ``search_guide``, else the
    playout bot), a bot name, or ``None`` for no guidance. ``cutoff``: playout decisions before the
    evaluation (``None``: play to the end; ``"auto"``: the game's ``search_cutoff``; then on
    to a quiet position where the game has ``quiet()``). ``exploration``: UCB1's constant in the tree.
    ``widening``: moves considered at the decision grow as ``1 + ceil(widening *
    sqrt(batches))`` (``None``: every move in every batch); ``tree_widening``: the same
    for the nodes below (``None``: every action). ``evaluation``: ``"margin"`` or
    ``"rank"`` at the cutoff (see :func:`rewards`). ``trust``: how many standard errors of
    the paired difference better than the guide's move another must be to be played
    (``"auto"``: the game's ``search_trust``, 1.5 unless it says; ``None``: the best mean).
    ``level``: ``"quick"``, ``"thoughtful"`` or ``"strong"``: the game's ``search_levels``
    give the simulations (unless given here) and :data:`LEVEL_SECONDS` the ``max_seconds``
    (unless given). ``max_seconds``: a cap on a decision's CPU seconds (None: none).
    ``tree``: ``"auto"`` (the game's ``search_tree``, True unless it says), True, or False
    for a flat search: each simulation plays the move then the playout bot, no tree below.

    >>> bot = MctsBot(level="strong")
    >>> bot.budget("jamaica")
    (220, 1.0)
    """

    name = "mcts"

    def __init__(self, seed: int | None = None, simulations: int | None = None, seconds: float | None = None,
                 playout: str = "auto", guide: str | None = "auto", cutoff: int | str | None = "auto",
                 exploration: float = 0.7, widening: float | None = 1.0, evaluation: str = "margin",
                 trust: float | str | None = "auto", guided: bool = True, tree_widening: float | None = 0.5,
                 level: str | None = None, max_seconds: float | None = None, tree: bool | str = "auto"):
        if evaluation not in ("margin", "rank"):
            raise ValueError(f"evaluation is 'margin' or 'rank', not {evaluation!r}")
        if isinstance(trust, str) and trust != "auto":
            raise ValueError(f"trust is a number, 'auto' or None, not {trust!r}")
        if isinstance(cutoff, str) and cutoff != "auto":
            raise ValueError(f"cutoff is a number, 'auto' or None, not {cutoff!r}")
        if isinstance(tree, str) and tree != "auto":
            raise ValueError(f"tree is True, False or 'auto', not {tree!r}")
        if level is not None and level not in LEVEL_SECONDS:
            raise ValueError(f"level is one of {', '.join(LEVEL_SECONDS)}, not {level!r}")
        self.level = level
        self.max_seconds = max_seconds if max_seconds is not None or level is None else LEVEL_SECONDS[level]
        self.seed = seed
        self.rng = random.Random(seed)
        self.simulations = simulations if simulations is not None else 16  # a level: set per game
        self._simulations_given = simulations is not None
        self.seconds = seconds
        self.playout = playout
        self.guide = guide
        self.cutoff = cutoff
        self._cutoff: int | None = None  # what the cutoff means for the game being played
        self.exploration = exploration
        self.widening = widening
        self.evaluation = evaluation
        self.trust = trust
        self._trust = Game.search_trust  # what "auto" means for the game being played
        self.guided = guided
        self.tree_widening = tree_widening
        self.tree = tree
        self._tree = Game.search_tree  # the tree setting in force for the game being played
        self.last_visits: dict[str, int] = {}
        self.last_values: dict[str, float] = {}
        self.last_guide: Action | None = None  # the guide's move at the last decision
        self.simulations_done = 0
        #: Count the facts of the worlds drawn (the game's hook ``imagined_facts(player)``: what
        #: ``player`` cannot see in a world, in words); :func:`kit.reasons.decide` turns it on
        #: for its decision, so playing games never pays for it.
        self.explain = False
        #: What the last decision left for its reasons (:mod:`kit.mcts_reasons`): the reward of
        #: each simulation by move and batch, the guide's move, the worlds drawn, the facts counted.
        self.last_results: dict[Action, dict[int, float]] = {}
        self.last_worlds = 0
        self.last_facts: Counter[str] = Counter()
        self._game: str | None = None
        self._playout_bots: list[Any] | None = None  # one a player, or [] for uniform moves
        self._guide_bot: Any = None
        self._scale = 1.0  # typical |lead| at the cutoff, learnt over this bot's searches
        self._leads = 0.0
        self._lead_count = 0
        self._floor = 1e-9

    # ------------------------------------------------------------ set-up per game
    def _setup(self, seat: Seat) -> None:
        name = seat.info.name
        if self._game == name and self._playout_bots is not None:
            return
        self._game = name
        game = game_class(name)
        declared = game.search_bot
        playout = self.playout
        if playout == "auto":
            playout = declared or ("greedy" if _has_bot(name, "greedy") else "random")
        seeds = random.Random(self.seed)
        if playout == "random":
            self._playout_bots = []  # uniform moves, drawn inline (the fastest playout)
        else:
            self._playout_bots = [make_bot(playout, name, seed=seeds.getrandbits(32))
                                  for _ in range(seat.num_players)]
        guide = self.guide
        if guide == "auto":
            guide = declared or game.search_guide or (playout if playout != "random" else None)
        self._guide_bot = make_bot(guide, name, seed=seeds.getrandbits(32)) if guide else None
        self._trust = game.search_trust
        self._cutoff = game.search_cutoff if self.cutoff == "auto" else \
            (None if isinstance(self.cutoff, str) else self.cutoff)
        self._tree = game.search_tree if isinstance(self.tree, str) else self.tree
        self.simulations, self.max_seconds = self.budget(name)
        low, high = seat.info.score_range
        width = high - low if math.isfinite(high - low) and high > low else 1.0
        self._floor = width / 1000
        self._scale = width / 10  # a first guess, replaced by the leads met

    def budget(self, game: str) -> tuple[int, float | None]:
        """The simulations a decision and the cap in CPU seconds for ``game``: those given,
        else the level's (the game's ``search_levels``, :data:`LEVEL_SECONDS`)."""
        simulations = self.simulations
        if self.level is not None and not self._simulations_given:
            simulations = game_class(game).search_levels[self.level]
        return simulations, self.max_seconds

    # ------------------------------------------------------------------- decide
    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        if len(actions) == 1:
            return actions[0]
        self._setup(seat)
        rng = self.rng
        root = Node(seat.player)
        ranked = getattr(self._guide_bot, "ranked", None)
        if ranked is not None:  # the guide's choice, then its other moves best first
            order = list(ranked(seat))
            first = order[0]
        else:
            first = self._guide_bot.choose(seat) if self._guide_bot is not None else None
            order = list(actions)  # the root's moves in the order search takes them up
            for i in range(len(order) - 1, 0, -1):  # a seeded shuffle (Fisher-Yates)
                j = int(rng.random() * (i + 1))
                order[i], order[j] = order[j], order[i]
            if first in order:
                order.remove(first)
                order.insert(0, first)
        self.last_guide = first
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        cap = time.process_time() + self.max_seconds if self.max_seconds is not None else math.inf
        results: dict[Action, dict[int, float]] = {a: {} for a in order}
        facts: Counter[str] = Counter()
        done = batch = 0
        while True:
            # one batch: a resampled world, and each move considered so far tried in a copy of
            # it, so that moves are compared in the same worlds (common random numbers)
            world = seat.copy_for(rng)
            if self.explain:
                facts.update(set(getattr(world, "imagined_facts", _no_facts)(seat.player)))
            width = len(order) if self.widening is None else \
                min(len(order), 1 + math.ceil(self.widening * math.sqrt(batch + 1)))
            out = False
            for action in order[:width]:
                results[action][batch] = self._simulate(world.copy(), root, action)
                done += 1
                out = done >= self.simulations if deadline is None else time.perf_counter() >= deadline
                out = out or time.process_time() >= cap
                if out:
                    break
            batch += 1
            if out:
                break
        self.simulations_done += done
        self.last_results, self.last_worlds, self.last_facts = results, batch, facts
        return self._pick(root, results, actions, first)

    def _pick(self, root: Node, results: dict[Action, dict[int, float]], actions: list[Action],
              first: Action | None) -> Action:
        """The move with the best mean; with a guide and ``trust``, the guide's move unless
        another beats it in the same worlds by more than ``trust`` standard errors of the
        paired difference."""
        tried = {a: r for a, r in results.items() if r}
        self.last_visits = {a.text: root.children[a].visits for a in tried}
        self.last_values = {a.text: sum(r.values()) / len(r) for a, r in tried.items()}
        if not tried:
            return first if first is not None else actions[0]
        means = {a: sum(r.values()) / len(r) for a, r in tried.items()}
        trust = self._trust if isinstance(self.trust, str) else self.trust
        if first is None or first not in tried or trust is None:
            return max(tried, key=lambda a: (means[a], len(tried[a]), a == first))
        base = tried[first]
        best, best_low = first, 0.0
        for action, values in tried.items():
            if action == first:
                continue
            diffs = [v - base[b] for b, v in values.items() if b in base]
            n = len(diffs)
            if n < 2:
                continue
            mean = sum(diffs) / n
            # one extra observation of variance 1/4
            variance = (sum((d - mean) ** 2 for d in diffs) + 0.25) / n
            low = mean - trust * math.sqrt(variance / n)
            if low > best_low:
                best, best_low = action, low
        return best

    def reasons(self, seat: Seat, action: Action) -> Any:
        """The reasons of the decision that just chose ``action`` (:mod:`kit.mcts_reasons`)."""
        from kit.mcts_reasons import search_reasons

        return search_reasons(self, seat, action)

    # ------------------------------------------------------------ one simulation
    def _simulate(self, world: Game, root: Node, action: Action) -> float:
        """Play ``action`` at the root of ``world``, go down the tree (adding one node),
        play out, back up; the root player's reward."""
        rng = self.rng
        me = root.player
        node = root.children.get(action)
        if node is None:
            node = root.children[action] = Node(me)
        node.available += 1
        world.play(action, me)
        path = [node]
        if not self._tree:
            return self._back_up(world, root, path, me)
        widening = self.tree_widening
        bots = self._playout_bots if self.guided else None
        while True:
            player = _next_player(world)
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
                choice = None
                if bots:
                    suggestion = bots[player].choose(world.seat(player))
                    if suggestion not in children:
                        choice = suggestion
                if choice is None:
                    untried = [a for a in legal if a not in children]
                    choice = untried[int(rng.random() * len(untried))]
                child = children[choice] = Node(player)
                child.available += 1
                world.play(choice, player)
                path.append(child)
                break
            c = self.exploration
            best, best_value = known[0], -math.inf
            for a in known:
                child = children[a]
                if child.visits == 0:
                    value = math.inf
                else:  # UCB1 with the times the action was available in place of the parent's visits
                    visits = child.visits
                    value = child.value / visits + c * math.sqrt(math.log(child.available) / visits)
                if value > best_value:
                    best, best_value = a, value
            world.play(best, player)
            node = children[best]
            path.append(node)
        return self._back_up(world, root, path, me)

    def _back_up(self, world: Game, root: Node, path: list[Node], me: int) -> float:
        """Play ``world`` out, add the rewards to the nodes of ``path``; ``me``'s reward."""
        reward = self._rollout(world)
        root.visits += 1
        for visited in path:
            r = reward[visited.player]
            visited.visits += 1
            visited.value += r
        return reward[me]

    def _rollout(self, world: Game) -> list[float]:
        bots = self._playout_bots
        rng = self.rng
        cutoff = self._cutoff
        quiet = getattr(world, "quiet", None) if cutoff is not None else None
        for step in range(world.info.max_actions):
            if cutoff is not None and step >= cutoff and (quiet is None or quiet()):
                break
            player = _next_player(world)
            if player is None:
                break
            if bots:
                action = bots[player].choose(world.seat(player))
            else:
                legal = world.legal_actions(player)
                action = legal[int(rng.random() * len(legal))]
            world.play(action, player)
        if world.over or self.evaluation == "rank":
            return rewards(world, self.evaluation)
        return self._margins(world)

    def _margins(self, world: Game) -> list[float]:
        """``0.5 + 0.5 tanh(lead / scale)`` for each player, the scale being the mean |lead|
        met at the cutoff so far (at least a thousandth of the score range's width)."""
        n = world.num_players
        scores = _estimate(world)
        if n == 1:
            return [0.5 + 0.5 * math.tanh(scores[0] / max(self._scale, self._floor))]
        leads = [scores[p] - max(scores[:p] + scores[p + 1:]) for p in range(n)]
        self._leads += abs(leads[0]) if n == 2 else sum(map(abs, leads)) / n
        self._lead_count += 1
        scale = max(self._floor, self._leads / self._lead_count)
        self._scale = scale
        return [0.5 + 0.5 * math.tanh(lead / scale) for lead in leads]


def _no_facts(player: int) -> list[str]:
    return []


def _estimate(world: Game) -> list[float]:
    """The game's ``expected_scores()`` where it declares one, else its scores."""
    expected = getattr(world, "expected_scores", None)
    return list(expected()) if expected is not None else list(world.scores())


def _next_player(world: Game, prefer: int | None = None) -> int | None:
    """The next player to decide, rolling chance steps on the way (None at the end):
    ``prefer`` when they are among those who may act (several may, in a reaction window or
    a simultaneous choice), else the first."""
    while True:
        acting = world.to_act
        if not acting:
            return None
        first = acting[0]
        if isinstance(first, str):  # CHANCE
            world.roll()
            continue
        return prefer if prefer is not None and prefer in acting else first


def _has_bot(game: str, name: str) -> bool:
    _load_all()
    return (game, name) in _BOTS


def rewards(world: Game, evaluation: str = "margin", scale: float | None = None) -> list[float]:
    """1/k for each of k winners at the end (0 for all when nobody wins); before it, with
    ``evaluation="rank"``, each player's rank among the scores (1 for the leader, 0 for the
    last, ties sharing); with ``"margin"``, ``0.5 + 0.5 tanh(lead / scale)`` where the lead
    is the player's score (its ``expected_scores()`` where the game declares them) less the
    best other score, and the scale by default a tenth of the width of
    ``GameInfo.score_range`` (the mean absolute score where the range is open).

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
    if evaluation == "margin":
        scores = _estimate(world)
        if scale is None:
            low, high = world.info.score_range
            width = high - low
            scale = width / 10 if math.isfinite(width) and width > 0 else sum(abs(x) for x in scores) / n
        scale = max(scale, 1e-9)
        return [0.5 + 0.5 * math.tanh((scores[p] - max(scores[:p] + scores[p + 1:])) / scale)
                for p in range(n)]
    scores = world.scores()
    return [(sum(1 for s in scores if s < scores[p])
             + 0.5 * (sum(1 for s in scores if s == scores[p]) - 1)) / (n - 1) for p in range(n)]


def _leveled(level: str) -> Any:
    """The factory of the bot registered as ``"search <level>"``."""

    def make(seed: int | None = None, **settings: Any) -> MctsBot:
        bot = MctsBot(seed=seed, level=level, **settings)
        bot.name = f"search {level}"
        return bot
    return make


register_bot(None, "mcts", MctsBot)
for _level in LEVEL_SECONDS:
    register_bot(None, f"search {_level}", _leveled(_level))
