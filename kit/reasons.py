"""Why a bot played what it played, in plain words: :func:`decide` returns a bot's move and
its :class:`Reasons`.

A bot may define ``reasons(seat, action) -> Reasons`` (called right after its
``choose(seat)`` returned ``action``, so it may read what that decision left behind); a
bot without one that sets ``rule`` while choosing (:class:`kit.bots.SeededBot`) gets that
rule, with ``{move}`` in it the move in words; any other, its class's first sentence.
Playing games (``choose``) never pays for the reasons: only :func:`decide` asks for them.

>>> import kit
>>> from kit.bots import make_bot
>>> g = kit.new_game("bahama_taxi", players=2, seed=3)
>>> action, why = decide(make_bot("random", seed=1), g.seat(g.to_act[0]))
>>> why.rule
'Chose one of the legal moves at random.'
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kit.actions import Action
from kit.bots import bot_words
from kit.game import Seat


@dataclass(frozen=True)
class Candidate:
    """One move a search weighed: its text, its words, the share of the simulated games it
    won (``win_rate``, 0..1) with a 95% interval, and how many simulations tried it."""

    action: str
    words: str
    win_rate: float
    low: float
    high: float
    simulations: int


@dataclass(frozen=True)
class Reasons:
    """A bot's reasons for one decision.

    ``bot``: the bot in words; ``action`` / ``words``: the move chosen (text and words);
    ``rule``: one or two sentences in plain words — the rule a simple bot followed, or why
    a search chose this move (e.g. that it kept the simple player's move because no other
    was clearly better); ``candidates``: the moves a search weighed, best estimate first;
    ``worlds``: for hidden information, what the search imagined, as (fact in words, share
    of the imagined worlds where it held); ``worlds_sampled``: how many worlds it drew.
    """

    bot: str
    action: str
    words: str
    rule: str
    candidates: tuple[Candidate, ...] = ()
    worlds: tuple[tuple[str, float], ...] = ()
    worlds_sampled: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        """The reasons as a short paragraph."""
        lines = [f"{self.bot}: {self.words}. {self.rule}"]
        for c in self.candidates[:5]:
            lines.append(f"- {c.words}: won {c.win_rate:.0%} of {c.simulations} tries "
                         f"({c.low:.0%}–{c.high:.0%})")
        if self.worlds:
            facts = "; ".join(f"{fact} ({share:.0%})" for fact, share in self.worlds[:3])
            lines.append(f"In the {self.worlds_sampled} worlds it imagined, most often: {facts}.")
        return "\n".join(lines)


def generic_rule(bot: Any) -> str:
    """The sentence a bot without its own ``reasons`` gets."""
    if getattr(bot, "name", "") == "random":
        return "Chose one of the legal moves at random."
    doc = (type(bot).__doc__ or "").strip().split("\n\n")[0]
    return " ".join(doc.split()) or "No reasons given."


def decide(bot: Any, seat: Seat) -> tuple[Action, Reasons]:
    """``bot``'s move for ``seat`` and its reasons."""
    if isinstance(getattr(bot, "rule", None), str):
        bot.rule = ""  # a rule left from an earlier decision must not be reported as this one's
    explaining = getattr(bot, "explain", None) is False  # a search that counts its worlds' facts on demand
    if explaining:
        bot.explain = True
    try:
        action = bot.choose(seat)
    finally:
        if explaining:
            bot.explain = False
    explain = getattr(bot, "reasons", None)
    if explain is not None:
        return action, explain(seat, action)
    words = seat.describe(action)
    rule = getattr(bot, "rule", "")  # a simple bot's rule of this decision (kit.bots.SeededBot)
    if len(seat.legal_actions()) == 1:
        rule = "It was the only legal move."
    elif isinstance(rule, str) and rule:
        rule = rule.replace("{move}", words)
    else:
        rule = generic_rule(bot)
    return action, Reasons(bot=bot_words(getattr(bot, "name", "bot")), action=action.text, words=words,
                           rule=rule)
