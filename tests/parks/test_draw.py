"""The Parks board: every site box says, in words on the board, what the site gives and
which weather token lies there, at a legible size, within the box, for every trail length."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import kit
from kit.games.parks.draw import BOARD_WORDS, END_X, HEAD_W, HEAD_X, PAD, SMALL, text_width
from kit.svg import DEFAULT_WIDTH, min_font_size
from tests.parks.conftest import finish_season, position

NS = {"svg": "http://www.w3.org/2000/svg"}


def boxes(svg: str) -> dict[str, list[str]]:
    """Each site or Trail End box (``data-site``) -> the lines of text written in it."""
    root = ET.fromstring(svg)
    out = {}
    for g in root.iter():
        if g.get("data-site"):
            out[g.get("data-site")] = [t.text for t in g.iter() if t.tag.endswith("text") and t.text]
    return out


def written(lines: list[str]) -> str:
    return " ".join(lines[2:])  # after the site's name and its number


def test_each_site_says_what_it_gives_and_the_weather_lying_there():
    # trail: Forest, Ocean, Lodge, Vista, Mountain, Valley; sun, water, sun on the 2nd, 4th, 6th
    g = position()
    b = boxes(kit.draw(g))
    assert b["forest"][:2] == ["Forest", "site 1"]
    assert "gain 1 forest" in written(b["forest"])
    assert "gain 2 water" in written(b["ocean"]) and "+ 1 sun lying here" in written(b["ocean"])
    assert "gain 1 mountain" in written(b["mountain"]) and "lying here" not in written(b["mountain"])
    assert "gain 2 sun" in written(b["valley"]) and "+ 1 sun lying here" in written(b["valley"])
    assert "+ 1 water lying here" in written(b["vista"])
    for site in ("lodge", "vista"):
        assert written(b[site]).startswith(BOARD_WORDS[site])
    assert "First Hiker marker" in " ".join(b["reserve"]) and "1 sun less" in " ".join(b["gear"])
    g.play("hike 1 ocean")  # player 1 takes the sun lying on the Ocean
    b = boxes(kit.draw(g))
    assert "lying here" not in written(b["ocean"]) and "gain 2 water" in written(b["ocean"])


def test_without_weather_no_token_is_said_to_lie_on_the_trail():
    b = boxes(kit.draw(position(weather=False)))
    assert not any("lying here" in " ".join(lines) for lines in b.values())


@pytest.mark.parametrize("players", [2, 4, 5])
def test_site_words_fit_their_box_at_a_legible_size_on_the_longest_trail(players):
    g = kit.new_game("parks", players=players, seed=5)
    for _ in range(3):
        finish_season(g)
    trail = g.view()["public"]["trail"]
    assert len(trail) == (6 if players >= 4 else 5) + 4
    svg = kit.draw(g)
    root = ET.fromstring(svg)
    width = float(root.get("viewBox").split()[2])
    assert SMALL >= min_font_size([float(v) for v in root.get("viewBox").split()])
    assert SMALL * DEFAULT_WIDTH / width >= 12
    site_w = None
    for el in root.iter():
        if el.get("data-site") == trail[0]["site"]:
            site_w = float(next(r for r in el.iter() if r.tag.endswith("rect")).get("width"))
    assert site_w and site_w < (END_X - HEAD_X - HEAD_W) / len(trail)
    for site, lines in boxes(svg).items():
        if site in ("reserve", "gear", "visit"):
            continue
        assert len(lines) > 2, f"{site} says nothing of what it gives"
        name, *rest = lines  # the name, in bold, may use the box's whole width less its border
        assert text_width(name, bold=True) <= site_w - 2, (site, name, site_w)
        for line in rest:
            assert text_width(line) <= site_w - 2 * PAD, (site, line, site_w)


def test_a_crowded_trailhead_stays_inside_its_box():
    svg = kit.draw(kit.new_game("parks", players=5, seed=2))
    head = re.search(r'<rect x="8" y="44" width="74" height="([\d.]+)"', svg)
    bottoms = [float(cy) + 16 for cy in re.findall(r'<circle cx="[\d.]+" cy="([\d.]+)"', svg)]
    assert head and max(bottoms) <= 44 + float(head.group(1))
