"""The Parks widget driven from Python: a hiker moved by clicking a site, another hiker
selected by clicking it, refusals in words, and buttons in plain words."""
from __future__ import annotations

import random
import re

import kit
from tests.parks.conftest import position, tokens


def widget(g):
    return kit.widget(g, seats=["human"] * g.num_players)


def test_clicking_a_site_moves_the_selected_hiker_there():
    g = position(weather=False)
    w = widget(g)
    assert 'data-id="site valley"' in w.board.svg and 'data-id="hiker 1 2"' in w.board.svg
    assert 'data-id="hiker 1 1"' not in w.board.svg  # already selected: a click would change nothing
    w.board.click("site valley")
    assert g.history[-1].action.text == "hike 1 valley"
    assert tokens(g, 0) == {"sun": 2} and g.to_act == [1]


def test_clicking_a_hiker_selects_it_for_the_next_move():
    g = position("hike 1 forest", "hike 1 mountain", weather=False)
    w = widget(g)
    assert w.selected_hiker() == 1
    w.board.click("hiker 1 2")
    assert w.selected_hiker() == 2 and "Hiker 1b selected" in w.message.value
    w.board.click("site ocean")  # behind hiker 1 but ahead of hiker 2 at the Trailhead
    assert g.history[-1].action.text == "hike 2 ocean"


def test_an_occupied_site_is_shared_with_the_campfire_by_clicking():
    g = position("hike 1 forest", weather=False)
    w = widget(g)
    w.board.click("site forest")
    assert g.history[-1].action.text == "hike 1 forest campfire"
    assert g.view()["seats"][1]["campfire"] is False


def test_a_site_the_hiker_cannot_reach_is_refused_in_words():
    g = position("hike 1 valley", "hike 1 forest", weather=False)
    w = widget(g)
    w.board.click("hiker 1 1")
    before = len(g.history)
    w.board.click("site ocean")  # behind the Valley
    assert len(g.history) == before and "cannot go to Ocean" in w.message.value
    w.board.click("hiker 2 1")  # not this player's hiker
    assert "Only a hiker of the player to act" in w.message.value


def test_the_reachable_sites_are_outlined():
    g = position("hike 1 mountain", "hike 1 forest", weather=False)
    w = widget(g)
    svg = w.board.svg
    assert re.search(r'data-id="site valley"[^>]*aria-label="[^"]*Click to move the selected hiker here', svg)
    assert 'data-id="site ocean"' not in svg and 'data-site="ocean"' in svg  # behind: plain


def test_site_actions_are_buttons_in_plain_words():
    g = position("hike 1 valley", "hike 1 forest", "hike 2 vista", weather=False)
    w = widget(g)
    labels = [b.description for b in w.actions_box.children]
    assert "Draw a canteen" in labels and "Pay 2 sun for a photo and take the Camera" in labels
    next(b for b in w.actions_box.children if b.description == "Draw a canteen").click()
    assert g.history[-1].action.text == "canteen"


def test_every_button_label_is_words_not_an_action_text():
    rng = random.Random(3)
    g = kit.new_game("parks", players=3, seed=3)
    w = widget(g)
    seen = set()
    while not g.over and len(seen) < 200:
        for b in w.actions_box.children:
            assert b.description not in {a.text for a in g.legal_actions()}, b.description
            assert not re.search(r"[a-z]_[a-z]|\b[a-z]+-[a-z]+\b", b.description), b.description
            seen.add(b.description)
        g.play(rng.choice(g.legal_actions()))
        w.refresh()
    assert len(seen) > 20


def test_the_panels_show_the_market_and_the_players_tokens():
    g = position("hike 1 valley", weather=False)
    w = widget(g)
    assert "Yosemite" in w.market_box.value and "Trail guide" in w.market_box.value
    assert "Player 2" in w.hand_box.value


def test_buttons_say_what_is_really_paid_wildlife_included():
    trail = ("forest", "ocean", "wildlife", "vista", "mountain", "valley")
    g = position("hike 1 forest", "hike 1 ocean", "pass", "hike 1 wildlife", "trade forest wildlife",
                 "hike 2 valley", "hike 2 gear", advanced="wildlife", trail=trail, weather=False)
    w = widget(g)
    labels = [b.description for b in w.actions_box.children]
    # Sun hat: 2 sun, 1 off for the first player there, paid with the wildlife (no sun held)
    assert any(x.startswith("Buy Sun hat for 1 wildlife, 1 sun off") for x in labels), labels
    assert any(x.startswith("Buy Trail guide for nothing") for x in labels), labels  # 1 sun, 1 off
    assert not any(" 0 sun" in x for x in labels)
