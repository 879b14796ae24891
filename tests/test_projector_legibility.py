"""Every board stays legible in the widget's projector mode on a 1920 x 1080 screen.

tests/test_boards.py checks the text of every board at the default width (800 px). In
projector mode (kit/ui/board.py's CSS, the ``kit-projector`` rule) the board stands beside
the side panel (whose turn, scores, actions) under a short top bar, so the board, the turn,
the scores and the buttons are on one screen: the board gets the page's width less the side
panel, and at most the screen's height less the top bar; a board taller than it is wide
shows narrower than that. Here, for every registered game, every player count it allows and every
viewer (the teacher and each seat), at a few points of seeded random games, the width the
board gets in projector mode is computed from its ``viewBox``, and its smallest text must
show at :data:`kit.svg.PROJECTOR_TEXT_PX` (16 px) or more.

The space the board gets, from the CSS and the page around the widget:

- the height cap: ``max-height`` of ``.kit-projector .kit-board > svg``, read from the CSS
  itself (``calc(100vh - 180px)``: the screen's height less the top bar);
- the width: in projector mode the board column is the widget's width less the side panel
  (:data:`SIDE_PANEL` px) and a gap (:data:`GAP`), and the SVG at most ``max-width: 100%``
  of it; Voila's page (etc/jupyter, the lab template) puts 15 px around the output on each
  side (the cell's 10 px margin and the output's 5 px padding), so the board column is
  1920 - 30 - 480 - 20 = 1390 px.
  tests/browser/test_projector_fit.py measures both in Chromium.
"""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from functools import cache

import pytest

import kit
from kit.bots import play_random
from kit.engine import registration
from kit.games import GAMES
from kit.svg import PROJECTOR_TEXT_PX
from kit.ui.board import _CSS
from tests.test_boards import SVG, _font_size

SCREEN_WIDTH, SCREEN_HEIGHT = 1920, 1080
#: Voila's page around a widget's output, each side (px): the cell's margin and the output's padding.
PAGE_MARGIN = 15
#: In projector mode the side panel (turn, scores, actions) stands beside the board, this
#: wide (px), with this gap; the top bar above takes at most the height the CSS subtracts.
SIDE_PANEL = 480
GAP = 20


def _projector_rule(prop: str) -> str:
    rule = re.search(r"\.kit-projector \.kit-board > svg\s*\{([^}]*)\}", _CSS)
    assert rule, "kit/ui/board.py has no projector rule for the board's SVG"
    found = re.search(rf"(?:^|;)\s*{prop}:\s*([^;]+)", rule.group(1))
    assert found, f"the projector rule for the board's SVG sets no {prop}"
    return found.group(1).strip()


def height_cap() -> float:
    """The most height (px) the board may take in projector mode on the screen."""
    value = _projector_rule("max-height")
    found = re.fullmatch(r"calc\(([\d.]+)vh - ([\d.]+)px\)", value)
    assert found, f"projector max-height {value!r} is not calc(Nvh - Mpx); teach this test its unit"
    return float(found.group(1)) / 100 * SCREEN_HEIGHT - float(found.group(2))


def board_width() -> float:
    """The width (px) of the board column in projector mode, and the most the SVG may take."""
    column = SCREEN_WIDTH - 2 * PAGE_MARGIN - SIDE_PANEL - GAP
    value = _projector_rule("max-width")
    found = re.fullmatch(r"([\d.]+)%", value)
    assert found, f"projector max-width {value!r} is not a percentage; teach this test its unit"
    return column * float(found.group(1)) / 100


def projector_width(viewbox) -> float:
    """The width (px) a board of this viewBox shows at in projector mode: the full width of
    its column, or less if it would then be taller than the height cap (proportions kept)."""
    width, height = float(viewbox[2]), float(viewbox[3])
    return min(board_width(), height_cap() * width / height)


def smallest_font(svg: str) -> float:
    """The smallest font-size (user units) of the board's non-empty texts."""
    root = ET.fromstring(svg)
    parents = {child: parent for parent in root.iter() for child in parent}
    sizes = []
    for el in root.iter(SVG + "text"):
        if "".join(el.itertext()).strip():
            size = _font_size(el, parents)
            assert size is not None, f"text {''.join(el.itertext())!r} has no font-size"
            sizes.append(size)
    return min(sizes)


def projector_px(svg: str) -> tuple[float, float, tuple[float, ...]]:
    """(width in px in projector mode, smallest text in px there, the viewBox) of a board."""
    viewbox = tuple(float(v) for v in ET.fromstring(svg).get("viewBox").split())
    width = projector_width(viewbox)
    return width, smallest_font(svg) * width / viewbox[2], viewbox


def _cases():
    out = []
    for name in GAMES:
        info = registration(name).game.info
        out += [(name, n) for n in range(info.min_players, info.max_players + 1)]
    return out


@cache
def worst_case(name: str, players: int) -> tuple[float, float, tuple[float, ...], str]:
    """The board of ``name`` with ``players`` whose text is smallest in projector mode, over a
    few points of two seeded random games, from every viewer: (width, smallest px, viewBox,
    where)."""
    draw = registration(name).draw
    worst = None
    for seed in (1, 2):
        g = kit.new_game(name, players=players, seed=seed)
        rng = random.Random(seed)
        for moves in (0, 8, 32, None):
            play_random(g, rng, moves=moves)
            for viewer in (None, *g.players):
                width, px, viewbox = projector_px(draw(g.view(viewer)))
                if worst is None or px < worst[1]:
                    worst = (width, px, viewbox, f"seed {seed}, step {len(g.history)}, viewer {viewer}")
    return worst


def test_the_space_read_from_the_css():
    assert height_cap() == pytest.approx(1080 - 180)
    assert board_width() == 1920 - 30 - 480 - 20
    # a tall board is held by the height, a wide one by the width
    assert projector_width((0, 0, 1000, 1522)) == pytest.approx(900 * 1000 / 1522)
    assert projector_width((0, 0, 1600, 800)) == 1390


@pytest.mark.parametrize(("name", "players"), _cases())
def test_no_text_under_16_px_in_projector_mode(name, players):
    width, px, viewbox, where = worst_case(name, players)
    assert px >= PROJECTOR_TEXT_PX - 1e-9, (
        f"{name}, {players} players ({where}): a {viewbox[2]:g} x {viewbox[3]:g} board shows "
        f"{width:.0f} px wide in projector mode at {SCREEN_WIDTH} x {SCREEN_HEIGHT}, so its "
        f"smallest text shows at {px:.1f} px")


if __name__ == "__main__":  # the table: python -m tests.test_projector_legibility
    for name, players in _cases():
        width, px, viewbox, where = worst_case(name, players)
        print(f"{name:15s} {players} players  viewBox {viewbox[2]:g} x {viewbox[3]:g}  "
              f"projector {width:6.0f} px wide  smallest text {px:5.1f} px  ({where})")
