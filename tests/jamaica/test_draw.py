"""The Jamaica picture for a class: nothing overlaps, the ships' colours survive colour
blindness and carry numbers, only what can be acted on is clickable (and says so), and the
round's cards and dice stay on the table until the next round's cards are down."""
from __future__ import annotations

import itertools
import math
import random
import re
import xml.etree.ElementTree as ET

import numpy as np
import pytest

import kit
from kit.bots import play_random
from kit.games.jamaica import draw
from kit.games.jamaica.board import SPACES
from kit.games.jamaica.draw import GHOST_COLOUR, SHIP_COLOURS, SHIP_R, SHIP_SLOTS, R, view_svg

from .helpers import F_FOOD, F_POWDER, FF, GOLD_GOLD, POWDER_GOLD, kind, new, public, round_

SVG = "{http://www.w3.org/2000/svg}"


def _centre(space: int) -> tuple[float, float]:
    return SPACES[space].x + draw.OX, SPACES[space].y + draw.OY


@pytest.mark.parametrize("ships", [1, 2, 4, 6])
def test_ships_beside_a_space_cover_no_space_and_no_other_ship(ships):
    """Up to six ships on any one space: six players, or two and the ghost ship (which
    sails only in the two-player game)."""
    for s in SPACES:
        slots = SHIP_SLOTS[s.id][:ships]
        for a, b in itertools.combinations(slots, 2):
            assert math.dist(a, b) >= 2 * SHIP_R, f"ships overlap beside space {s.id}"
        for slot in slots:
            x, y = slot
            assert SHIP_R <= x <= draw.ROUTE_W - SHIP_R and SHIP_R <= y <= draw.HEIGHT - SHIP_R, (s.id, slot)
            if ships <= 4:  # the usual crowd: clear of every space, Port Royal included
                for other in SPACES:
                    radius = draw.space_radius(other.id)
                    assert math.dist(slot, _centre(other.id)) >= radius + SHIP_R, \
                        f"a ship beside space {s.id} covers space {other.id}"


def test_six_ships_at_the_start_leave_port_royal_visible():
    svg = view_svg(kit.new_game("jamaica", players=6, seed=1).view(None))
    pr = _centre(0)
    ships = [tuple(map(float, m)) for m in re.findall(
        r'data-ship="\d"><title>[^<]*</title><circle cx="([\d.]+)" cy="([\d.]+)"', svg)]
    assert len(ships) == 6
    assert all(math.dist(ship, pr) >= R + 14 + SHIP_R for ship in ships)
    assert '>PR</text>' in svg


def _rgb(colour: str) -> np.ndarray:
    colour = colour.lstrip("#")
    return np.array([int(colour[i:i + 2], 16) for i in (0, 2, 4)]) / 255


@pytest.mark.parametrize("deficiency", ["deuteranomaly", "protanomaly"])
def test_ship_colours_stay_apart_under_colour_blindness(deficiency):
    from colorspacious import cspace_convert, deltaE

    colours = list(SHIP_COLOURS) + [GHOST_COLOUR]
    assert len(set(colours)) == 7
    space = {"name": "sRGB1+CVD", "cvd_type": deficiency, "severity": 100}
    seen = [np.clip(cspace_convert(_rgb(c), space, "sRGB1"), 0, 1) for c in colours]
    for (i, a), (j, b) in itertools.combinations(enumerate(seen), 2):
        assert deltaE(a, b, input_space="sRGB1") >= 12, (colours[i], colours[j])


def test_every_ship_colour_is_drawn_with_its_number():
    six = view_svg(kit.new_game("jamaica", players=6, seed=1).view(None))
    ghost = view_svg(kit.new_game("jamaica", players=2, seed=1, ghost_ship=True).view(None))
    for p, colour in enumerate(SHIP_COLOURS):
        assert re.search(rf'data-ship="{p + 1}"><title>player {p + 1}&#x27;s ship[^<]*</title><circle[^>]*'
                         rf'fill="{colour}"[^>]*/><text[^>]*>{p + 1}</text>', six)
    assert re.search(rf'data-ship="G"><title>ghost ship&#x27;s ship[^<]*</title>'
                     rf'<circle[^>]*fill="{GHOST_COLOUR}"[^>]*/><text[^>]*>G</text>', ghost)


def _clickables(svg: str) -> dict[str, str]:
    return {el.get("data-id"): el.get("aria-label") for el in ET.fromstring(svg).iter() if el.get("data-id")}


def test_only_what_can_be_done_now_is_clickable_and_says_what_a_click_does():
    g = new(players=3, seed=2, dice=(2, 5), hands={0: [1, 2, 3], 1: [4, 5, 6], 2: [7, 8, 9]})
    ids = _clickables(view_svg(g.view(None)))
    assert set(ids) == {"die-a", "die-b"}  # the captain orders the dice
    assert public(g)["dice"] == [5, 2]
    assert ids["die-b"] == ("Die showing 2. Click to make it the morning die (the other die, 5, is then "
                            "the evening die)")
    assert _clickables(view_svg(g.view(1))) == {}  # not player 2's decision
    g.play("order 2 5")
    ids = _clickables(view_svg(g.view(1)))
    assert set(ids) == {"card-4", "card-5", "card-6"}
    assert ids["card-4"] == "Card 4: morning forward, evening food. Click to play it face down for player 2"
    g.play("card 4", player=1)
    assert _clickables(view_svg(g.view(1))) == {}  # player 2's card is down


def test_the_fork_spaces_are_clickable_as_the_legal_answers():
    g = new(hands={0: [F_FOOD, F_POWDER, 3], 1: [GOLD_GOLD, POWDER_GOLD, 3]})
    round_(g, {0: F_FOOD, 1: GOLD_GOLD}, (5, 6))
    round_(g, {0: F_POWDER, 1: POWDER_GOLD}, (3, 1), until="fork")
    decision = public(g)["decision"]
    assert decision["spaces"] == {"7": "fork outer", "13": "fork inner"}
    assert sorted(decision["spaces"].values()) == sorted(str(a) for a in g.legal_actions())
    ids = _clickables(view_svg(g.view(0)))
    assert set(ids) == {"space-7", "space-13"}
    assert ids["space-13"].endswith("Click to take the inner channel")
    assert _clickables(view_svg(g.view(1))) == {}


def test_the_rounds_cards_and_dice_stay_on_the_table_until_the_next_cards_are_down():
    g = new(players=2, hands={0: [FF, F_FOOD, GOLD_GOLD], 1: [GOLD_GOLD, POWDER_GOLD, 3]})
    round_(g, {0: GOLD_GOLD, 1: POWDER_GOLD}, (4, 2))  # round 1: both load; refills drawn
    assert kind(g) == "roll"
    last = public(g)["last_round"]
    assert last == {"round": 1, "captain": 0, "morning": 4, "evening": 2, "cards": [GOLD_GOLD, POWDER_GOLD]}
    for viewer in (None, 0, 1):  # the played cards are public now
        svg = view_svg(g.view(viewer))
        assert "Cards of round 1" in svg and "dice: morning 4, evening 2" in svg
        assert "player 1 played card 8: doubloons, then doubloons" in svg
        assert "player 2 played card 9: gunpowder, then doubloons" in svg
    g.play("roll 5 3")
    g.play("order 3 5")  # player 2 is captain now
    g.play("card 1", player=0)
    svg = view_svg(g.view(None))
    assert "Cards of round 1" in svg and "round 2: 1 of 2 new cards down" in svg
    assert "dice: morning 4, evening 2" in svg and ">3</text>" in svg  # both rounds' dice
    g.play(f"card {public(g) and g.view(1)['seats'][1]['hand'][0]}", player=1)
    assert public(g)["last_round"] is None or public(g)["last_round"]["round"] == 2
    svg = view_svg(g.view(None))
    assert "Cards of round 1" not in svg and "Cards of round 2" in svg


def test_the_board_is_labelled_and_has_a_legend():
    g = kit.new_game("jamaica", players=3, seed=4)
    root = ET.fromstring(view_svg(g.view(None)))
    assert root.get("viewBox") == "0 0 3400 3220" and root.get("width") == "100%"
    assert root.get("aria-label").startswith("Jamaica board, round 1, captain player 1.")
    text = " ".join("".join(el.itertext()) for el in root.iter(SVG + "text"))
    for words in ("Legend", "sea (circle): pay that much food", "port (square): pay doubloons",
                  "pirate lair (diamond): free;", "Port Royal: start and finish", "fork: outer lane",
                  "☀ morning half", "ship of player 1", "gunpowder: cannon shots in a fight"):
        assert words in text, words
    assert "gold" not in text.lower()  # one name for the money: doubloons


def test_game_over_names_the_winner_in_words():
    g = kit.new_game("jamaica", players=3, seed=5)
    play_random(g, random.Random(5))
    svg = view_svg(g.view(None))
    names = [g.player_name(p) for p in g.winners()]
    assert "Game over" in svg
    assert f"{' and '.join(names)} win" in svg
