"""Actions, events, log lines and history steps: the words every game is played in.

>>> Action.parse("Move 5D")
Action('move 5D')
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeAlias

#: The player who takes chance steps (dice, draws, shuffles, generated islands, codes).
CHANCE = "chance"
#: A seat number (0 .. players-1) or :data:`CHANCE`.
Player: TypeAlias = int | str
#: The longest action text (documented in docs/adding_a_game.md with the save file limits).
MAX_ACTION_CHARS = 200


def short(value: Any, limit: int = 60) -> str:
    """``repr`` of a value cut to ``limit`` characters, for error messages that echo input.

    >>> short("x" * 100, 10)
    "'xxxxxxxx…"
    """
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def a(noun: str) -> str:
    """``noun`` with its indefinite article, for facts in words ("holds a High kick").

    >>> a("Extinguisher"), a("FBI badge"), a("Thief")
    ('an Extinguisher', 'an FBI badge', 'a Thief')
    """
    vowel = noun[:1].upper() in "AEIOU" or noun.startswith(("FBI", "MRI"))
    return f"{'an' if vowel else 'a'} {noun}"


class IllegalAction(Exception):
    """An action the rules forbid; ``rule`` names the rule, the message says why.

    The game's state, views and logs are exactly as they were before the refused action.
    """

    def __init__(self, rule: str, message: str):
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class SaveFileError(ValueError):
    """A save file that cannot be loaded: malformed, tampered with, too big, from another
    game or from an older format."""


class Action(NamedTuple):
    """A move. ``name`` is a verb, ``args`` its words; ``str(action)`` is its text form.
    (A named tuple: comparing and hashing actions costs no Python call, and legality checks
    compare many.)

    >>> Action("move", ("5D",))
    Action('move 5D')
    """

    name: str
    args: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return " ".join((self.name, *self.args))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        if not self.well_formed():
            return f"Action({self.name!r}, {self.args!r})"
        return f"Action({self.text!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        if type(text) is not str:
            raise IllegalAction("action syntax", f"an action is text, not {type(text).__name__}")
        if len(text) > MAX_ACTION_CHARS:
            raise IllegalAction("action syntax", f"an action of {len(text)} characters is too long")
        words = text.split()
        if not words:
            raise IllegalAction("action syntax", "an empty action")
        return cls(words[0].lower(), tuple(words[1:]))

    def well_formed(self) -> bool:
        """Words only (a verb and text arguments), of a sensible length."""
        return (type(self.name) is str and type(self.args) is tuple
                and all(type(a) is str for a in self.args)
                and len(self.name) + sum(len(a) + 1 for a in self.args) <= MAX_ACTION_CHARS)


@dataclass(frozen=True)
class Event:
    """Something that happened while a step resolved. ``seen_by`` is ``None`` when every
    player sees it, else the players who do (the teacher sees everything)."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict, compare=False)
    seen_by: tuple[int, ...] | None = None

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class LogLine:
    """How a step reads in the log: ``text`` for everyone, ``private[p]`` instead for p."""

    text: str
    private: Mapping[int, str] = field(default_factory=dict)


class Step(NamedTuple):
    """One entry of the history. ``auto`` marks a chance step the engine sampled itself."""

    player: Player
    action: Action
    auto: bool = False
