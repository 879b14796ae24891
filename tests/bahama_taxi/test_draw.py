"""The Bahama Taxi board as a projector and a screen reader need it: every area labelled
with what is there and what a click does, a legend, taxis by number, the game's state in
words, no text too small and no text covered by another piece of the picture."""
from __future__ import annotations

import itertools
import math
import random
import re
import xml.etree.ElementTree as ET

import pytest

import kit
from kit.bots import play_random
from kit.games.bahama_taxi.board import AREAS, DECK, pretty
from kit.games.bahama_taxi.draw import FARES, PALETTE, board_svg, view_svg
from kit.svg import DEFAULT_WIDTH, MIN_TEXT_PX, OKABE_ITO

from .conftest import setup

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str):
    root = ET.fromstring(svg)
    return root, {child: parent for parent in root.iter() for child in parent}


def areas(svg: str) -> dict[str, ET.Element]:
    """The clickable elements, by data-id."""
    root, _ = parse(svg)
    return {el.get("data-id"): el for el in root.iter() if el.get("data-id") is not None}


def pictures(svg: str) -> dict[str, ET.Element]:
    """The drawn areas (circle, name, citizens, taxi), by area."""
    root, _ = parse(svg)
    return {el.get("data-area"): el for el in root.iter(SVG + "g") if el.get("class") == "area"}


def text_of(root) -> str:
    return " ".join("".join(el.itertext()) for el in root.iter(SVG + "text"))


def crowded() -> str:
    """Eight taxis, two decks' worth of citizens (two on some areas), a route."""
    return board_svg(["KC", "7H", "AS", "AC", "2D", "9S", "KS", "10H"],
                     [("KC", "10D"), ("7H", "AS"), ("AS", "10H"), ("AC", "QD"), ("2D", "5C"),
                      ("KD", "10S"), ("KD", "AH"), ("AD", "5S"), ("AD", "10C"), ("10H", "2C"),
                      ("10H", "3D")],
                     targets=["QC"], route=["2D", "6C", "7C"], selected=["2D", "7C"], current=1,
                     status=["Taxi 2 to move", "1 move left this turn"],
                     counts=["Draw pile: 3 cards", "11 citizens wait"], passengers=[0, 1, 2, 3, 0, 0, 0, 0])


def test_only_the_areas_a_click_acts_on_are_buttons():
    g = kit.new_game("bahama_taxi", seed=2)
    moves = [a.args[0] for a in g.legal_actions() if a.name == "move"]
    svg = view_svg(g.view(), targets=moves)
    assert list(areas(svg)) == sorted(moves, key=DECK.index)  # the legal moves, in deck order
    assert areas(view_svg(g.view())) == {}  # no legal move known: nothing to click
    for area, picture in pictures(svg).items():  # the others say what is there, not "click"
        if area not in moves:
            assert picture.find(SVG + "title").text.startswith(pretty(area))
            assert "click" not in picture.find(SVG + "title").text


def test_in_the_fare_explorer_every_area_is_a_labelled_button_with_a_tooltip():
    svg = view_svg(kit.new_game("bahama_taxi", seed=2).view(), mode=FARES)
    found = areas(svg)
    assert set(found) == set(AREAS)  # the 52 areas and nothing else (a taxi clicks its area)
    assert list(found) == list(DECK)  # Tab visits them in deck order: A♠ 2♠ … K♠, A♥ …
    assert set(pictures(svg)) == set(AREAS)
    for name, el in found.items():
        label = el.get("aria-label")
        assert label.startswith(pretty(name)) and "click" in label
        assert el.find(SVG + "title").text == label
        assert el.get("role") == "button" and el.get("tabindex") == "0"


def test_labels_say_who_is_there_and_what_a_click_does():
    g = setup(taxis_at=("5D", "3S"), waiting_for=[("2S", "8C"), ("4H", "5C")])
    svg = view_svg(g.view(), targets=["4D", "6D", "2S"])
    labels = {k: v.get("aria-label") for k, v in areas(svg).items()}
    assert labels["2S"] == "2♠, a citizen waits here for 8♣ (fare 6); click to drive here"
    assert "5D" not in labels and "3S" not in labels  # not a move: plain
    titles = {k: v.find(SVG + "title").text for k, v in pictures(svg).items() if k not in labels}
    assert titles["5D"] == "5♦, taxi 1 is here (its turn), empty"
    assert titles["3S"].startswith("3♠, taxi 2 is here, empty")
    fares = areas(view_svg(g.view(), selected=["5D"], mode=FARES))
    assert fares["2S"].get("aria-label").endswith("click to see the route and the fare from 5♦ to here")
    svg = board_svg(["KD"], [("KD", "10S"), ("KD", "AH")], passengers=[3], mode=FARES)
    two = areas(svg)["KD"].get("aria-label")
    assert two.startswith("K♦, taxi 1 is here with 3 passengers, 2 citizens wait here, "
                          "for 10♠ (fare 4) and A♥ (fare 2)")


def test_a_waiting_citizen_is_drawn_inside_its_area_with_its_destination():
    g = setup(taxis_at=("5D", "3S"), waiting_for=[("2S", "8C"), ("4H", "5C")])
    found = pictures(view_svg(g.view()))
    assert "→8♣" in "".join(found["2S"].itertext()) and "→5♣" in "".join(found["4H"].itertext())
    assert "→" not in "".join(found["4D"].itertext())


def test_taxis_carry_their_number_and_the_current_one_a_thick_outline():
    root, parents = parse(crowded())
    taxis = [el for el in root.iter(SVG + "g") if el.get("class") == "taxi"]
    assert sorted("".join(t.itertext()) for t in taxis) == [str(n) for n in range(1, 9)]
    for taxi in taxis:
        number = int("".join(taxi.itertext()))
        assert parents[taxi].get("data-area") == taxi.get("data-area")  # drawn with its area
        width = float(taxi.find(SVG + "rect").get("stroke-width"))
        assert (width > 3) == (number == 2)


def test_the_legend_explains_every_colour_mark_and_credits_the_board():
    svg = view_svg(kit.new_game("bahama_taxi", seed=1).view())
    root, _ = parse(svg)
    legend = next(el for el in root.iter(SVG + "g") if el.get("class") == "legend")
    words = " ".join("".join(el.itertext()) for el in legend.iter(SVG + "text"))
    for needed in ("♠ spades", "♥ hearts", "♣ clubs", "♦ diamonds", "taxis by number", "its turn",
                   "dashed ring", "drive there", "shortest route", "a citizen waits", "fare"):
        assert needed in words, needed
    assert "Bartosz Sułkowski, CC BY 4.0" in words
    drawn = ET.tostring(legend, encoding="unicode").lower()
    assert all(colour.lower() in drawn for colour in PALETTE.values())  # each meaning has a key


def test_the_palette_is_okabe_and_ito_s():
    assert set(PALETTE.values()) <= set(OKABE_ITO.values())
    assert len(set(PALETTE.values())) == len(PALETTE)


def test_the_state_is_written_in_words_in_the_corners():
    g = kit.new_game("bahama_taxi", seed=1)
    words = text_of(parse(view_svg(g.view()))[0])
    assert "Taxi 1 to move" in words and "1 move left this turn" in words
    assert re.search(r"Draw pile: \d+ cards", words) and "8 citizens wait" in words
    play_random(g, random.Random(1))
    words = text_of(parse(view_svg(g.view()))[0])
    best = max(g.scores())
    winners = [p + 1 for p in g.winners()]
    assert "Game over" in words
    if len(winners) == 1:
        assert f"Taxi {winners[0]} wins" in words and f"with {best:g} fare points" in words
    else:
        assert "share the win" in words
    setup_words = text_of(parse(view_svg(kit.new_game("bahama_taxi", seed=1, chance="manual").view()))[0])
    assert "Setting up" in setup_words


def _font_size(el, parents) -> float:
    while el is not None:
        if el.get("font-size"):
            return float(el.get("font-size"))
        el = parents.get(el)
    raise AssertionError("a text without a font-size")


def test_no_text_under_12_px_even_on_a_crowded_board():
    root, parents = parse(crowded())
    scale = DEFAULT_WIDTH / float(root.get("viewBox").split()[2])
    sizes = [_font_size(el, parents) * scale for el in root.iter(SVG + "text")]
    assert min(sizes) >= MIN_TEXT_PX


def _boxes(svg: str):
    """Rough boxes of every text, citizen tag and taxi: (group, what, (x0, y0, x1, y1))."""
    root, parents = parse(svg)
    out = []
    for el in root.iter():
        if el.tag == SVG + "text":
            text, size = "".join(el.itertext()), _font_size(el, parents)
            width, x, y = size * 0.62 * len(text), float(el.get("x")), float(el.get("y"))
            anchor = el.get("text-anchor", "start")
            x0 = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
            out.append((parents.get(el), text, (x0, y - 0.72 * size, x0 + width, y + 0.1 * size)))
        elif el.tag == SVG + "rect" and parents[el].get("class") in ("taxi", "citizen"):
            x, y = float(el.get("x")), float(el.get("y"))
            out.append((parents[el], parents[el].get("class"),
                        (x, y, x + float(el.get("width")), y + float(el.get("height")))))
    return out


@pytest.mark.parametrize("players", [2, 4, 8])
def test_nothing_covers_a_text_or_a_taxi(players):
    for seed in (1, 2, 3):
        g = kit.new_game("bahama_taxi", players=players, seed=seed)
        rng = random.Random(seed)
        for moves in (0, 10, 40, None):
            play_random(g, rng, moves=moves)
            for (g1, what1, a), (g2, what2, b) in itertools.combinations(_boxes(view_svg(g.view())), 2):
                if g1 is g2:
                    continue  # a taxi's number in its box, a tag's text on its tag
                across = min(a[2], b[2]) - max(a[0], b[0])
                down = min(a[3], b[3]) - max(a[1], b[1])
                assert across <= 1 or down <= 1, (f"{players} players, seed {seed}, step "
                                                  f"{len(g.history)}: {what1!r} and {what2!r} overlap")


def test_a_click_on_a_taxi_reaches_its_area():
    """The area's button covers the taxi too, and lies above every picture."""
    root, _ = parse(board_svg(["KC", "2D"], [], current=0, mode=FARES))
    buttons = {el.get("data-id"): el for el in root.iter() if el.get("data-id") is not None}
    for area, taxi in (("KC", "0"), ("2D", "1")):
        box = next(el for el in root.iter(SVG + "g") if el.get("data-taxi") == taxi).find(SVG + "rect")
        hit = buttons[area].find(SVG + "rect")
        assert [hit.get(k) for k in ("x", "y", "width", "height")] == \
            [box.get(k) for k in ("x", "y", "width", "height")]
    order = list(root)
    assert min(order.index(b) for b in buttons.values()) > max(
        order.index(el) for el in root if el.get("class") == "area")


def test_no_button_covers_a_downtown_ace():
    """The kings' circles lie partly under the aces: their buttons stop at the aces' edge, so
    that a click anywhere on an ace reaches the ace (a king's button comes later in the
    document, above the ace's)."""
    root, _ = parse(board_svg([], [], mode=FARES))
    hits = {el.get("data-id"): el.find(SVG + "circle") for el in root.iter() if el.get("data-id")}
    circles = {name: (float(c.get("cx")), float(c.get("cy")), float(c.get("r"))) for name, c in hits.items()}
    for ace in ("AS", "AH", "AC", "AD"):
        ax, ay, ar = circles[ace]
        for name, (x, y, r) in circles.items():
            if name != ace:
                assert math.dist((ax, ay), (x, y)) >= ar + r - 0.05, (ace, name)
