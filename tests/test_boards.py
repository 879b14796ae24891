"""Every board, for every game, as a projector and a screen reader need it (kit/svg.py):

- it scales: a ``viewBox`` and no fixed pixel size;
- every element a player can click has a role, a place in the Tab order and a label;
- no text shows smaller than 12 px at the default board width;
- the colours that carry meaning (the draw module's ``PALETTE``) stay distinct under
  simulated deuteranopia and protanopia (colorspacious), and each is really used.

Positions come from seeded random play, drawn from the teacher's view and every seat's.
"""
from __future__ import annotations

import itertools
import random
import re
import xml.etree.ElementTree as ET
from importlib import import_module

import numpy as np
import pytest

import kit
from kit.bots import play_random
from kit.engine import registration
from kit.games import GAMES
from kit.svg import DEFAULT_WIDTH, MIN_TEXT_PX

SVG = "{http://www.w3.org/2000/svg}"
MIN_DELTA_E = 12  # CAM02-UCS distance; Okabe & Ito's palette keeps 14 or more
DEFICIENCIES = ("deuteranomaly", "protanomaly")


def _positions(name: str):
    """(label, svg) pairs: a few points of two seeded random games, from every viewer."""
    draw = registration(name).draw
    out = []
    for seed in (1, 2):
        g = kit.new_game(name, seed=seed)
        rng = random.Random(seed)
        for moves in (0, 8, 32, None):
            play_random(g, rng, moves=moves)
            for viewer in (None, *g.players):
                out.append((f"seed {seed}, step {len(g.history)}, viewer {viewer}",
                            draw(g.view(viewer))))
    return out


def _parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def _font_size(element: ET.Element, parents: dict) -> float | None:
    node = element
    while node is not None:
        style = node.get("style", "")
        found = re.search(r"font-size:\s*([\d.]+)", style)
        if found:
            return float(found.group(1))
        if node.get("font-size"):
            return float(re.match(r"[\d.]+", node.get("font-size")).group(0))
        node = parents.get(node)
    return None


@pytest.fixture(scope="module", params=GAMES)
def boards(request):
    return request.param, _positions(request.param)


def test_board_scales_with_its_container(boards):
    name, drawings = boards
    for where, svg in drawings:
        root = _parse(svg)
        assert root.get("viewBox"), f"{name} ({where}): no viewBox"
        assert root.get("width") in (None, "100%"), f"{name} ({where}): fixed width {root.get('width')}"
        assert root.get("height") in (None, "100%", "auto"), f"{name} ({where}): fixed height"
        assert root.get("aria-label") or root.find(SVG + "title") is not None, \
            f"{name} ({where}): the board has no label"


def test_every_clickable_element_says_what_it_is(boards):
    name, drawings = boards
    for where, svg in drawings:
        for el in _parse(svg).iter():
            if el.get("data-id") is None:
                continue
            label = el.get("aria-label") or (el.find(SVG + "title").text
                                             if el.find(SVG + "title") is not None else "")
            what = f"{name} ({where}): element {el.get('data-id')!r}"
            assert label and label.strip(), f"{what} has no aria-label or <title>"
            assert el.get("tabindex") == "0", f"{what} cannot be reached with Tab"
            assert el.get("role") == "button", f"{what} has no role"


def test_no_text_smaller_than_12_px(boards):
    name, drawings = boards
    for where, svg in drawings:
        root = _parse(svg)
        width = float(root.get("viewBox").split()[2])
        scale = DEFAULT_WIDTH / width
        parents = {child: parent for parent in root.iter() for child in parent}
        for el in root.iter(SVG + "text"):
            if not "".join(el.itertext()).strip():
                continue
            size = _font_size(el, parents)
            assert size is not None, f"{name} ({where}): text {el.text!r} has no font-size"
            assert size * scale >= MIN_TEXT_PX - 1e-9, (
                f"{name} ({where}): {''.join(el.itertext())!r} shows at "
                f"{size * scale:.1f} px (font-size {size} in a {width:g} wide board)")


def _rgb(colour: str) -> np.ndarray:
    colour = colour.lstrip("#")
    if len(colour) == 3:
        colour = "".join(c * 2 for c in colour)
    return np.array([int(colour[i:i + 2], 16) for i in (0, 2, 4)]) / 255


@pytest.mark.parametrize("name", GAMES)
def test_palette_survives_colour_blindness(name):
    from colorspacious import cspace_convert, deltaE

    draw_module = import_module(registration(name).draw.__module__)
    palette: dict[str, str] = getattr(draw_module, "PALETTE", None)
    assert palette, f"{draw_module.__name__} declares no PALETTE (meaning -> colour)"
    for kind in DEFICIENCIES:
        space = {"name": "sRGB1+CVD", "cvd_type": kind, "severity": 100}
        seen = {m: np.clip(cspace_convert(_rgb(c), space, "sRGB1"), 0, 1) for m, c in palette.items()}
        for a, b in itertools.combinations(palette, 2):
            distance = deltaE(seen[a], seen[b], input_space="sRGB1")
            assert distance >= MIN_DELTA_E, (
                f"{name}: {a} ({palette[a]}) and {b} ({palette[b]}) look alike under {kind} "
                f"(distance {distance:.1f} < {MIN_DELTA_E})")


def test_palette_colours_are_the_ones_drawn(boards):
    name, drawings = boards
    palette = getattr(import_module(registration(name).draw.__module__), "PALETTE", {})
    used = " ".join(svg.lower() for _, svg in drawings)
    unused = [m for m, c in palette.items() if c.lower() not in used]
    assert not unused, f"{name}: PALETTE colours never drawn: {unused}"
