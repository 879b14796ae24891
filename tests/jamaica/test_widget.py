"""The Jamaica widget, driven from Python (no kernel, no browser)."""
from __future__ import annotations

import re

import kit
from kit.games.jamaica.board import SPACES

from .helpers import position


def make(players=3, seed=1, seats=None, **kw):
    g = kit.new_game("jamaica", players=players, seed=seed, **kw)
    return g, kit.widget(g, seats=seats or ["human"] + ["greedy"] * (players - 1))


def ship_space(svg: str, label: str) -> str:
    """The circle centre of a ship marker."""
    m = re.search(rf'data-id="ship-{label}".*?<circle cx="(\d+)" cy="(\d+)"', svg)
    return m.groups()


def test_the_board_has_every_space_ships_and_the_hand():
    g, w = make()
    svg = w.board.svg
    for s in SPACES:
        assert f'data-id="space-{s.id}"' in svg
    for p in range(3):
        assert f'data-id="ship-{p + 1}"' in svg
    for card in g.st.hands[0]:
        assert f'data-id="card-{card}"' in svg
    assert svg.count('data-id="card-') == 3


def test_captain_orders_the_dice_by_clicking_a_die_or_a_button():
    g, w = make(seed=1)
    a, b = g.dice
    assert {btn.description for btn in w.actions_box.children} == {f"order {a} {b}", f"order {b} {a}"}
    w.board.click("die-b")
    assert (g.st.morning, g.st.evening) == (b, a)


def test_clicking_a_card_picks_it_and_the_bots_follow_and_the_ship_moves():
    g = position(players=2, seed=3, dice=(3, 2), hands={0: [1, 8, 9]})
    w = kit.widget(g, seats=["human", "greedy"])
    w.board.click("die-a")  # morning 3, evening 2
    before = w.board.svg
    w.board.click("card-1")  # forward/forward: 0 -> 3 (sea, 2 food), then 3 -> 5 (port, 3 doubloons)
    assert g.history[1][1].text == "card 1"
    assert g.ships[0].pos == 5
    assert w.board.svg != before
    assert ship_space(w.board.svg, "1") != ship_space(before, "1")


def test_a_wrong_click_shows_the_engines_message():
    g, w = make(seed=1)
    w.board.click("die-a")
    w.board.click("card-99")
    assert "action cards" in w.message.value
    assert len(g.history) == 1


def test_fork_by_clicking_a_space_of_the_lane():
    g = position(players=2, seed=3, dice=(3, 1), ships={0: 5}, holds={0: [("food", 9), ("doubloons", 9)]},
                 hands={0: [4, 8, 9]})
    w = kit.widget(g, seats=["human", "greedy"])
    w.board.click("die-a")
    w.board.click("card-4")
    assert g.decision.kind == "fork"
    assert {b.description for b in w.actions_box.children} == {"fork outer", "fork inner"}
    w.board.click("space-13")
    assert g.ships[0].pos == 14


def test_hidden_cards_stay_hidden_in_the_widget():
    g = position(players=3, seed=2, dice=(2, 5), hands={0: [1, 2, 3], 1: [4, 5, 6], 2: [7, 8, 9]})
    w = kit.widget(g, seats=["human"] * 3)
    w.act("order 2 5")
    w.act("card 1", player=0)
    svg = w.board.svg  # now drawn for player 2, the next human to pick
    assert w.viewer == 1
    assert 'data-id="played-1"' not in svg and "forward/forward" not in svg
    assert 'data-id="card-4"' in svg and 'data-id="card-1"' not in svg
    assert "2 face down" not in w.holds.value


def test_holds_panel_and_scores():
    g, w = make()
    assert "3 food" in w.holds.value and "3 doubloons" in w.holds.value
    assert "bank" in w.holds.value
    assert len(w.scores.value) > 0


def test_combat_prompts_are_buttons():
    g = position(players=2, seed=0, dice=(1, 2), ships={0: 9, 1: 10},
                 holds={0: [("gunpowder", 3), ("food", 9)], 1: [("gunpowder", 2), ("doubloons", 4)]},
                 hands={0: [4, 8, 9]}, combat_dice=[4, 4])
    w = kit.widget(g, seats=["human", "human"])
    w.board.click("die-a")
    w.board.click("card-4")
    w.act(f"card {g.st.hands[1][0]}", player=1)
    assert g.decision.kind == "powder"
    labels = [b.description for b in w.actions_box.children]
    assert labels == [f"gunpowder {k}" for k in range(4)]
    assert "Combat" in w.board.svg
    w.actions_box.children[2].click()
    assert g.st.combat["powder"] == {0: 2} and g.to_act == [1]
    assert [b.description for b in w.actions_box.children] == ["gunpowder 0", "gunpowder 1", "gunpowder 2"]
    assert "2 powder, die 4" in w.board.svg


def test_auto_play_to_the_end():
    g, w = make(players=4, seed=5, seats=["greedy"] * 4)
    w.auto_play()
    assert w.game.over and "Game over" in w.board.svg
