"""What every board drawing shares: the SVG root, clickable elements with labels, and a
colour palette that stays distinct for the common colour-vision deficiencies.

A board is drawn in its own user units (its ``viewBox``) and scales to the width it is
given; :data:`DEFAULT_WIDTH` is the width in pixels a board gets by default (the board
column of the widget on a 1400 px wide screen), so a text of ``font-size`` s in a board
``viewBox`` wide W shows at ``s * DEFAULT_WIDTH / W`` pixels. Texts must show at
:data:`MIN_TEXT_PX` or more.

>>> svg_open((0, 0, 400, 300), "Empty board")[:60]
'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300'
>>> clickable("5D", "Go to 5 of diamonds")
'data-id="5D" role="button" tabindex="0" aria-label="Go to 5 of diamonds"'
>>> min_font_size((0, 0, 1600, 900))
24.0
"""
from __future__ import annotations

from collections.abc import Sequence
from html import escape

DEFAULT_WIDTH = 800
MIN_TEXT_PX = 12
#: The smallest text (px) a board may show in projector mode (read from the back row).
PROJECTOR_TEXT_PX = 16

# Okabe & Ito's palette (2008): eight colours told apart under deuteranopia, protanopia and
# tritanopia. Boards take their categorical colours from here.
OKABE_ITO: dict[str, str] = {
    "orange": "#E69F00",
    "sky blue": "#56B4E9",
    "bluish green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish purple": "#CC79A7",
    "black": "#000000",
}


def svg_open(viewbox: Sequence[float], label: str, interactive: bool = True,
             font_family: str = "sans-serif") -> str:
    """The opening ``<svg>`` tag of a board: a viewBox and no fixed size, so it scales to its
    container; ``label`` is what a screen reader says the picture is."""
    box = " ".join(f"{v:g}" for v in viewbox)
    role = "group" if interactive else "img"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}" width="100%" '
            f'preserveAspectRatio="xMidYMid meet" role="{role}" aria-label="{escape(label)}" '
            f'font-family="{font_family}">')


def clickable(data_id: str, label: str) -> str:
    """Attributes of an element a player can act on: the id sent back to Python, a role,
    a place in the Tab order (Enter or Space clicks it) and a label that says what it is
    and what clicking does."""
    return (f'data-id="{escape(data_id)}" role="button" tabindex="0" '
            f'aria-label="{escape(label)}"')


def title(text: str) -> str:
    """A ``<title>`` child: the tooltip a mouse user sees and a screen reader reads."""
    return f"<title>{escape(text)}</title>"


def min_font_size(viewbox: Sequence[float]) -> float:
    """The smallest ``font-size`` (in user units) readable at :data:`DEFAULT_WIDTH`."""
    return MIN_TEXT_PX * viewbox[2] / DEFAULT_WIDTH
