"""The bots' moves in a game's widget (a mixin of :class:`kit.ui.GameWidget`): one move, a
run of moves up to a human's turn, a bot move for a human seat; every move through
:func:`kit.reasons.decide`, so the widget keeps the last decision's reasons (a
:class:`Decision`) for the "What the bot thought" panel (:mod:`kit.ui.thinking`).

>>> import kit
>>> w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=4), seats=["random", "random"],
...                auto_bots=False)
>>> w.step_forward()
>>> w.last_decision.seat, w.last_decision.reasons.rule
(0, 'Chose one of the legal moves at random.')
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kit.actions import Action
from kit.bots import Bot, make_bot
from kit.game import Game, Seat
from kit.reasons import Reasons, decide
from kit.ui.panels import HUMAN, TEACHER_VALUE, capital
from kit.ui.thinking import ThinkingPanel, decision_html, nothing_yet

if TYPE_CHECKING:
    from kit.ui.panels import ControlBar, ViewerSwitch


@dataclass
class Decision:
    """One bot decision of a game: the seat, the number of steps before it, its reasons,
    and the move in the words each other seat knows it by (a seat that may not see the
    bot's thinking is shown only those)."""

    game: Game
    seat: int
    step: int
    reasons: Reasons
    seen_as: dict[int, str] = field(default_factory=dict)

    def current(self, game: Game) -> bool:
        """True while ``game`` is the game decided in and still holds this move."""
        history = game.history
        return (game is self.game and self.step < len(history)
                and history[self.step].player == self.seat)


class BotPlay:
    """The bot-play methods of :class:`kit.ui.GameWidget` (which supplies the attributes
    declared here)."""

    _live: Game
    _shown: Game | None
    bots: list[Bot | None]
    controls: ControlBar
    viewer_switch: ViewerSwitch
    thinking: ThinkingPanel
    default_bot: str
    last_decision: Decision | None = None

    if TYPE_CHECKING:
        @property
        def game(self) -> Game: ...

        @property
        def human(self) -> int | None: ...

        @property
        def student(self) -> bool: ...

        @property
        def table(self) -> bool: ...

        def say(self, text: str, error: bool = False) -> None: ...

        def refresh(self) -> None: ...

        def _refuse_while_browsing(self) -> bool: ...

        def answer_for(self, player: int) -> Action | None: ...

    def bot_step(self) -> None:
        """One step by whoever must act: a bot (the seat's, or the default bot for a human
        seat), or a roll of the dice when chance is due."""
        if self._refuse_while_browsing():
            return
        g = self.game
        if g.over:
            self.say("The game is over: start a new one, or look back with “Step back”.")
        for p in g.to_act:
            if isinstance(p, str):  # CHANCE
                g.roll()
            else:
                bot = self.bots[p] or make_bot(self.default_bot, g.name, seed=len(g.history))
                self._decide_and_play(g, p, bot)
            break
        self.refresh()

    def auto_play(self, limit: int = 5000) -> None:
        """Fast-forward: the bots play at once until a human must act or the game ends."""
        if self._refuse_while_browsing():
            return
        self._run_bots(limit, stop_for_humans=True)
        self.refresh()

    def _decide_and_play(self, g: Game, seat: int, bot: Bot) -> Action:
        """Let ``bot`` choose for ``seat`` (with its reasons), play the move and keep the
        decision as :attr:`last_decision`."""
        step = len(g.history)
        action, reasons = decide(bot, g.seat(seat))
        seen_as = {q: g.describe(action, seat, q) for q in g.players if q != seat}
        g.play(action, seat)
        self.last_decision = Decision(g, seat, step, reasons, seen_as)
        return action

    def _make_bots(self) -> list[Bot | None]:
        self.last_decision = None  # a new set of bots: a new game, or a loaded one
        return [None if kind == HUMAN else make_bot(kind, self.game.name, seed=self.game.seed * 10 + p)
                for p, kind in enumerate(self.controls.seat_kinds())]

    def _bot_can_move(self) -> bool:
        g = self._live
        if g.over or g.at_chance or self.human is not None:
            return False
        return bool(self._movers(g))

    def _movers(self, g: Game) -> list[tuple[int, Bot]]:
        """The seats that may act now and are played by a bot, with their bots (a human seat
        whose answer the widget gives, :meth:`answer_for`, with a bot that gives it)."""
        out: list[tuple[int, Bot]] = []
        for p in g.to_act:
            if isinstance(p, str):
                continue
            bot = self.bots[p]
            if bot is None and (answer := self.answer_for(p)) is not None:
                bot = Answer(answer)
            if bot is not None:
                out.append((p, bot))
        return out

    def _bot_move(self) -> bool:
        """One move by the bot of a seat that must act (the same choice as :meth:`_run_bots`
        makes). False if no bot may move now."""
        if not self._bot_can_move():
            return False
        g = self._live
        mover, bot = self._movers(g)[0]
        self._decide_and_play(g, mover, bot)
        return True

    def _why_no_bot_move(self) -> str:
        g = self._live
        if g.over:
            return "The game is over: start a new one, or look back with “Step back”."
        if g.at_chance:
            return "A chance step is due: choose its outcome in the chance panel, or roll."
        if self.human is not None:
            return (f"It is {g.player_name(self.human)}'s turn: play on the board, or press "
                    "“Bot move” to let a bot play it.")
        return "No bot may move now."

    def _run_bots(self, limit: int = 5000, stop_for_humans: bool = True) -> None:
        """Let bots play until a human must act, the teacher must choose a chance outcome,
        or the game ends."""
        if self._shown is not None:
            return  # an earlier position is shown: nothing is played
        for _ in range(limit):
            g = self._live
            if g.over or g.at_chance or (stop_for_humans and self.human is not None):
                return
            movers = self._movers(g)
            if not movers:
                return
            mover, bot = movers[0]
            self._decide_and_play(g, mover, bot)

    # ------------------------------------------------- what the bot thought
    def may_see_thinking(self, seat: int) -> bool:
        """Whether the viewer may read the thinking of ``seat``'s bot: always in a game with
        nothing hidden; else only in the teacher's view or that seat's own (never in
        student mode)."""
        if not self._live.info.hidden_information:
            return True
        if self.student:
            return False
        return self.viewer_switch.value in (TEACHER_VALUE, seat)

    def _show_thinking(self) -> None:
        """Show the last bot decision of the game played in the "What the bot thought" panel."""
        d = self.last_decision
        if d is None or not d.current(self._live):
            self.thinking.show(nothing_yet())
            return
        name = capital(self._live.player_name(d.seat))
        if self.may_see_thinking(d.seat):
            self.thinking.show(decision_html(name, d.step + 1, d.reasons, None))
            return
        value = self.viewer_switch.value
        words = None if self.table or value == TEACHER_VALUE else d.seen_as.get(value)
        self.thinking.show(decision_html(name, d.step + 1, None, words))


class Answer:
    """The widget answering a formality for a human seat (see ``GameWidget.answer_for``)."""

    name = "answered for you"

    def __init__(self, action: Action):
        self.action = action

    def choose(self, seat: Seat) -> Action:
        return self.action

    def reasons(self, seat: Seat, action: Action) -> Reasons:
        return Reasons(bot="the widget, for you", action=action.text, words=seat.describe(action),
                       rule="It was the only move you had, so the widget made it for you.")
