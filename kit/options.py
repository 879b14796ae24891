"""What a game says about itself before it starts: its options (:class:`Option`) and its
catalog entry (:class:`GameInfo`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kit.actions import short


@dataclass(frozen=True)
class Option:
    """One game option: its default, allowed values and where the rule comes from.

    ``source`` is ``"rulebook"``, ``"variant"`` (a published variant, e.g. BGA's) or
    ``"kit default"`` (the rules leave the point open; the kit's choice, editable).
    Values are checked by exact type: an ``int`` is not a ``bool``, a ``float`` not an
    ``int``. ``bounds`` limits a number to ``(low, high)`` inclusive. ``choice_labels``
    gives each of ``choices``, in order, the plain words a person sees in the setup panel;
    they are for display only (settings and save files keep the values themselves).

    >>> Option(3, "dice", bounds=(1, 6)).check("dice", 4)
    4
    >>> pickup = Option(None, "may a taxi pick up before moving", choices=(None, False, True),
    ...                 choice_labels=("by the player count", "no", "yes"))
    >>> dict(zip(pickup.choices, pickup.choice_labels))[False]
    'no'
    >>> pickup.check("pickup", None) is None
    True
    >>> Option("all", "reshuffle", choices=("all", "keep_last"), choice_labels=("every card",))
    Traceback (most recent call last):
    ...
    TypeError: choice_labels needs one label a choice: 2 choices, 1 label
    >>> Option(True, "fast").check("fast", 1)
    Traceback (most recent call last):
    ...
    ValueError: option fast expects True or False, got 1
    """

    default: Any
    doc: str
    choices: tuple[Any, ...] | None = None
    source: str = "rulebook"
    bounds: tuple[float, float] | None = None
    label: str = ""
    #: A setting the players must not know (a puzzle's set secret code): seats omit it.
    secret: bool = False
    #: Plain words for each of ``choices``, in the same order (display only).
    choice_labels: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.choices is not None and len(self.choices) < 2:
            raise TypeError("an option needs at least two choices; a single one is a KIT_DEFAULTS fact")
        if self.choice_labels is not None:
            if self.choices is None:
                raise TypeError("choice_labels needs choices to label")
            labels = tuple(self.choice_labels)
            if len(labels) != len(self.choices):
                raise TypeError(f"choice_labels needs one label a choice: {len(self.choices)} choices, "
                                f"{len(labels)} label{'' if len(labels) == 1 else 's'}")
            if not all(isinstance(x, str) and x.strip() for x in labels):
                raise TypeError("every choice label is a non-empty string")
            if len(set(labels)) != len(labels):
                raise TypeError(f"choice labels must differ from each other: {labels}")
            object.__setattr__(self, "choice_labels", labels)
        if self.source not in ("rulebook", "variant", "kit default"):
            raise TypeError(f"unknown option source {self.source!r}")

    def choice_index(self, value: Any) -> int | None:
        """Where ``value`` is among the choices, matched by exact type (1 is not True);
        None when it is not one of them.

        >>> Option(None, "pickup", choices=(None, False, True)).choice_index(True)
        2
        >>> Option(True, "fast", choices=(False, True)).choice_index(1) is None
        True
        """
        for i, choice in enumerate(self.choices or ()):
            if type(choice) is type(value) and choice == value:
                return i
        return None

    def title(self, name: str) -> str:
        """The words the option is shown with: its ``label``, else its name in plain words."""
        return self.label or name.replace("_", " ").capitalize()

    def check(self, name: str, value: Any) -> Any:
        if self.choices is not None:
            if self.choice_index(value) is not None:
                return value
            raise ValueError(f"option {name}={short(value)}: choose one of {list(self.choices)}")
        kind = type(self.default)
        if kind is bool:
            if type(value) is not bool:
                raise ValueError(f"option {name} expects True or False, got {short(value)}")
            return value
        if kind is float and type(value) is int:
            value = float(value)
        if type(value) is not kind:
            raise ValueError(f"option {name} expects {kind.__name__}, got {short(value)}")
        if kind is float and value != value:
            raise ValueError(f"option {name} is not a number")
        if self.bounds is not None:
            low, high = self.bounds
            if not low <= value <= high:
                raise ValueError(f"option {name}={short(value)} is outside {low}–{high}")
        if kind is str and len(value) > 1000:
            raise ValueError(f"option {name} is too long ({len(value)} characters)")
        return value


@dataclass(frozen=True)
class GameInfo:
    """What the catalog says about a game: bibliography and structure.

    The structure facts (``chance``, ``hidden_information``, ``simultaneous``,
    ``score_range``, ``max_actions``) are what tools and tests branch on.
    """

    name: str
    title: str
    min_players: int
    max_players: int
    designers: tuple[str, ...]
    publishers: tuple[str, ...]
    summary: str
    credits: str = ""
    year: int | None = None
    chance: bool = True
    hidden_information: bool = False
    simultaneous: bool = False
    score_range: tuple[float, float] = (0, float("inf"))
    max_actions: int = 100_000

    @property
    def players(self) -> str:
        lo, hi = self.min_players, self.max_players
        return str(lo) if lo == hi else f"{lo}–{hi}"

