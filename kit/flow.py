"""The two shapes of play the games share, written once.

**A phase and a queue of chance steps due** (:class:`PhasedGame`). Most games move
through named phases and now and then owe chance a few draws: a deal, a market refill, the
dice. They keep those draws in ``state.tasks``, first first, as typed values (a tuple or a
small frozen dataclass, never text to parse). While one is due chance acts; otherwise the
game's :meth:`PhasedGame._seats_to_act` says who does; the game is over in phase
:data:`OVER`.

**A stack of tasks** (:class:`StackGame`). Where a turn is a chain of things to do, each of
which may stop to ask a player or chance (Jamaica's rounds, Bahamas' out-of-turn cards), the
state holds a stack of typed tasks, the last one next. :meth:`StackGame._run_tasks` does
them until the game must wait (the state field :attr:`StackGame.WAITING` is set); each task
type has one handler.

>>> from dataclasses import dataclass, field
>>> from kit.engine import Action, GameInfo
>>> @dataclass
... class CoinState(FlowState[str]):
...     heads: int = 0
>>> class Coin(PhasedGame):
...     info = GameInfo("coin", "Coin", 1, 1, (), (), "three tosses of a coin")
...     state: CoinState
...     def _initial_state(self): return CoinState(phase="toss", tasks=["toss"] * 3)
...     def _seats_to_act(self): return []
...     def _legal_actions(self, player): return []
...     def _chance_outcomes(self):
...         return [(Action("toss", ("heads",)), 0.5), (Action("toss", ("tails",)), 0.5)]
...     def _apply(self, player, action):
...         self.state.tasks.pop(0)
...         self.state.heads += action.args[0] == "heads"
...         if not self.state.tasks:
...             self.state.phase = OVER
...         return []
...     def scores(self): return [float(self.state.heads)]
>>> g = Coin(seed=4)
>>> g.over, len(g.history)
(True, 3)
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar, cast

from kit.actions import CHANCE, Player
from kit.game import Game
from kit.state import State

__all__ = ["OVER", "FlowState", "PhasedGame", "StackGame"]

#: The phase of a finished game, in every game.
OVER = "over"

T = TypeVar("T")


@dataclass
class FlowState(State, Generic[T]):
    """A state with a ``phase`` and ``tasks``: the chance steps due, first first
    (:class:`PhasedGame`), or the stack of things still to do, last first
    (:class:`StackGame`). Keyword-only, so a game's own fields keep their order."""

    phase: str = field(default="setup", kw_only=True)
    tasks: list[T] = field(default_factory=list, kw_only=True)


class PhasedGame(Game):
    """A game whose chance steps due wait in ``state.tasks``: chance acts while one is due,
    the seats of :meth:`_seats_to_act` otherwise, nobody once the phase is :data:`OVER`."""

    state: FlowState[Any]

    def _seats_to_act(self) -> list[int]:
        """Who may act when no chance step is due and the game is not over."""
        raise NotImplementedError

    def _to_act(self) -> list[Player]:
        s = self.state
        if s.tasks:
            return [CHANCE]
        if s.phase == OVER:
            return []
        # (the engine copies what it hands out; seats are players)
        return cast("list[Player]", self._seats_to_act())

    def _chance_due(self) -> bool:
        return bool(self.state.tasks)

    def _is_over(self) -> bool:
        return self.state.phase == OVER


class StackGame(Game):
    """A game whose turn is a stack of typed tasks (``state.tasks``, the last one next).
    Each task type has one handler in :attr:`TASKS` (the task's type -> a function of the
    game and the task). The state field named by :attr:`WAITING` holds what the game waits
    for (a question, a window, a chance step) and is falsy while it may go on."""

    state: FlowState[Any]
    TASKS: ClassVar[dict[type, Callable[[Any, Any], None]]] = {}
    WAITING: ClassVar[str] = "pending"

    def _run_tasks(self) -> None:
        """Do the tasks on the stack, last first, until the game must wait or none is left."""
        # (the wait is read as a field, not through a method: a call a task costs Jamaica
        # 5% of a random playout)
        s, field, handlers = self.state, self.WAITING, self.TASKS
        tasks = s.tasks
        while tasks and not getattr(s, field):
            task = tasks.pop()
            handlers[type(task)](self, task)
