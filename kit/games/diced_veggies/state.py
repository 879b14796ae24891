"""The Diced Veggies position: its state and the chance steps it may owe (typed tasks)."""
from __future__ import annotations

from dataclasses import dataclass, field

from kit.flow import FlowState

Cell = tuple[int, int]


@dataclass(frozen=True)
class RollTask:
    """Chance owes the roll of a new block."""


@dataclass(frozen=True)
class DrawTask:
    """Chance owes a card from the ``deck`` ("recipe" or "hype") for ``seat``'s hand, or for
    the display (``seat`` None)."""

    deck: str
    seat: int | None


Task = RollTask | DrawTask
ROLL = RollTask()
DISPLAY = DrawTask("recipe", None)
Held = tuple[str, str]  # (own letter, the die it shows)


@dataclass
class VeggieState(FlowState[Task]):
    """A Diced Veggies position. ``block`` maps a cell (row, column) to a die text; a held
    die is ``(own letter, die text)``: the text shows the type and number it counts as (the
    Chef token may change them), the own letter is its real colour. ``frame`` holds the
    spent dice (cooked or discarded, by own letter) until the next restock rolls them.
    ``tasks`` are the chance steps still due (:class:`RollTask`, :class:`DrawTask`). The
    phase goes setup -> cut -> cook -> card -> discard -> (next turn) ... final -> over."""

    block: dict[Cell, str] = field(default_factory=dict)
    frame: list[str] = field(default_factory=list)
    held: list[list[Held]] = field(default_factory=list)
    recipe_deck: list[str] = field(default_factory=list)
    recipe_discard: list[str] = field(default_factory=list)
    display: list[str] = field(default_factory=list)
    hype_deck: list[str] = field(default_factory=list)
    hype_discard: list[str] = field(default_factory=list)
    recipes: list[list[str]] = field(default_factory=list)
    hypes: list[list[str]] = field(default_factory=list)
    cooked: list[list[tuple[str, str | None]]] = field(default_factory=list)  # (recipe, hype or None)
    chef: list[bool] = field(default_factory=list)  # per seat: the Chef token is unspent
    current: int = 0
    restocked: bool = False  # a restock happened this turn
    trigger: int | None = None  # the seat that cooked its sixth recipe
    turns_left: int | None = None  # turns still to end (the trigger's own included)
    final: list[int] = field(default_factory=list)  # seats still to take their final cooking turn
    turns: int = 0


__all__ = ["RollTask", "DrawTask", "Task", "ROLL", "DISPLAY", "Held", "Cell", "VeggieState"]
