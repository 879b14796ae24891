"""The Planet Unknown widget and drawing: clicks go through the engine, the rotate and mirror
buttons change the placements offered, previews come with every clickable placement."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import kit
from kit.games.planet_unknown import board as B
from kit.games.planet_unknown.draw import view_svg
from kit.games.planet_unknown.widget import mirrored, turned
from tests.planet_unknown.conftest import Script, seat, texts


def ids(svg: str) -> list[str]:
    return re.findall(r'data-id="([^"]+)"', svg)


def solo_widget(*tiles):
    s = Script(*tiles)
    return s, kit.widget(s.g, seats=["human"])


def test_orientation_buttons_cycle_turns_and_mirror():
    assert [turned(x) for x in ("0", "90", "180", "270", "90f")] == ["90", "180", "270", "0", "180f"]
    assert mirrored("90") == "90f" and mirrored("90f") == "90"


def test_a_depot_click_turns_the_station_and_a_tile_click_takes_it():
    s, w = solo_widget("N5-CE")
    k, ring = s.turn_for(0, "N5-CE")
    assert f"turn {k}" in ids(w.board.svg) or k == 0
    w.board.click(f"turn {k}") if k else w.act("turn 0")
    assert s.g.phase == "draft" and f"take {ring}" in ids(w.board.svg)
    w.board.click(f"take {ring}")
    s.chance()
    assert seat(s.g)["hand"] == "N5-CE"


def test_placements_follow_the_chosen_orientation_and_a_click_places():
    s, w = solo_widget("N5-CE")
    k, ring = s.turn_for(0, "N5-CE")
    w.act(f"turn {k}")
    w.act(f"take {ring}")
    s.chance()
    w.refresh()
    spots = [i for i in ids(w.board.svg) if i.startswith("place")]
    assert spots and all(i.endswith(" 0") for i in spots)
    legal = set(texts(s.g))
    assert set(spots) == {a for a in legal if a.endswith(" 0")}
    w.turn_button.click()
    assert w.orientation == "90"
    spots90 = [i for i in ids(w.board.svg) if i.startswith("place")]
    assert spots90 and all(i.endswith(" 90") for i in spots90)
    w.mirror_button.click()
    assert all(i.endswith(" 90f") for i in ids(w.board.svg) if i.startswith("place"))
    # every clickable placement carries its preview squares
    root = ET.fromstring(w.board.svg)
    groups = [g for g in root.iter("{http://www.w3.org/2000/svg}g")
              if (g.get("data-id") or "").startswith("place")]
    assert all(len([r for r in g if r.get("class") == "pu-prev"]) >= 2 * 5 for g in groups)
    target = next(i for i in ids(w.board.svg) if i.startswith("place"))
    w.board.click(target)
    placed = seat(s.g)["placed"]
    assert placed and placed[0][1:] == target.split()[1:]


def test_a_symmetric_tile_shows_its_equal_orientation():
    s, w = solo_widget("I2-CE")
    k, ring = s.turn_for(0, "I2-CE")
    w.act(f"turn {k}")
    w.act(f"take {ring}")
    s.chance()
    w.mirror_button.click()  # a mirrored domino is one of its turns
    label = B.same_as(B.SHAPES["I2"], False)["0f"]
    spots = [i for i in ids(w.board.svg) if i.startswith("place")]
    assert spots and all(i.endswith(" " + label) for i in spots)


def test_rover_squares_are_clicked_and_buttons_speak_plain_words():
    s, w = solo_widget("I2-RT")
    k, ring = s.turn_for(0, "I2-RT")
    w.act(f"turn {k}")
    w.act(f"take {ring}")
    s.chance()
    w.board.click("place F1 90")
    labels = [w.game.describe(a, 0, 0) for a in w.action_buttons()]
    assert "advance the rover tracker" in labels and "advance the tech tracker" in labels
    w.act("advance rover")
    assert "rover F1" in ids(w.board.svg) and "rover G1" in ids(w.board.svg)
    w.board.click("rover G1")
    assert seat(s.g)["rovers"] == [B.parse_cell("G1")]
    for a in kit.new_game("planet_unknown", players=1, seed=0).legal_actions(0):
        assert "_" not in w.game.describe(a, 0, 0)


def test_other_viewers_do_not_get_the_draft_buttons():
    g = kit.new_game("planet_unknown", players=2, seed=2)
    g.play("turn 0")
    svg = view_svg(g.view(1), seat=0)
    assert not [i for i in ids(svg) if i.startswith("take")]
    svg = view_svg(g.view(0))
    assert {"take inner", "take outer"} <= set(ids(svg))


def test_the_board_offers_only_the_tile_that_fits():
    """When one tile of the depot fits the planet and the other does not, only the first is
    clickable, and the buttons agree with the board."""
    import random

    from kit.bots import play_random
    for seed in range(30):
        g = kit.new_game("planet_unknown", players=1, seed=seed)
        rng = random.Random(seed)
        while not g.over:
            if g.phase == "draft" and g.to_act == [0]:
                takes = {a.text for a in g.legal_actions(0)}
                depot = g.view(0)["public"]["depots"][g.view(0)["seats"][0]["depot"]]
                if len(takes) == 1 and depot["inner"] and depot["outer"]:
                    w = kit.widget(g, seats=["human"])
                    assert {i for i in ids(w.board.svg) if i.startswith("take")} == takes
                    assert [w.game.describe(a, 0, 0) for a in w.action_buttons()] == [
                        f"take the tile on the {next(iter(takes)).split()[1]} stack"]
                    return
            play_random(g, rng, moves=1)
    raise AssertionError("no depot offered one tile that fits and one that does not")


def test_the_side_panel_shows_the_civ_cards_kept_and_the_buttons_say_what_a_card_does():
    from tests.planet_unknown.test_civ_cards import at_milestone
    s = at_milestone()
    w = kit.widget(s.g, seats=["human"])
    labels = [w.button_label(a) for a in w.action_buttons()]
    assert any("Rising Planet Award" in label and "Two points at the end" in label for label in labels)
    assert "no civ card" in w.civ_box.value
    w.act("keep 7")
    assert "Rising Planet Award" in w.civ_box.value and "Two points at the end" in w.civ_box.value


def test_another_players_civ_cards_show_as_a_count():
    from kit.games.planet_unknown.widget import civ_html
    view = {"seats": [{"civ": [24]}, {"civ": 2}]}
    text = civ_html(view)
    assert "Planet Lottery" in text and "2 civ cards, kept secret" in text
