"""The Jamaica widget, driven from Python (no kernel, no browser): it draws from the view
of the viewer it shows and acts only through ``self.act``."""
from __future__ import annotations

import re

import kit
from kit.games.jamaica.board import SPACES

from .helpers import F_FOOD, F_POWDER, GOLD_GOLD, POWDER_GOLD, fight, kind, new, public, round_, space


def make(players=3, seed=1, seats=None, **kw):
    g = kit.new_game("jamaica", players=players, seed=seed, **kw)
    return g, kit.widget(g, seats=seats or ["human"] + ["greedy"] * (players - 1))


def ship_space(svg: str, label: str) -> tuple[str, str]:
    """The circle centre of a ship marker."""
    m = re.search(rf'data-ship="{label}".*?<circle cx="(\d+)" cy="(\d+)"', svg)
    return m.groups()


def labels(w) -> list[str]:
    return [b.description for b in w.actions_box.children]


def test_the_board_has_every_space_ships_and_the_hand():
    g, w = make()
    svg = w.board.svg
    for s in SPACES:
        assert f'data-space="{s.id}"' in svg
    for p in range(3):
        assert f'data-ship="{p + 1}"' in svg
    hand = g.view(0)["seats"][0]["hand"]
    for card in hand:  # shown, not yet playable: the captain orders the dice first
        assert f'data-card="{card}"' in svg
    assert 'data-id="card-' not in svg
    w.board.click("die-a")
    for card in hand:
        assert f'data-id="card-{card}"' in w.board.svg
    assert w.board.svg.count('data-id="card-') == 3


def test_captain_orders_the_dice_by_clicking_a_die_or_a_button():
    g, w = make(seed=1)
    a, b = g.view(None)["public"]["dice"]
    assert a != b
    assert set(labels(w)) == {f"Make {a} the morning die and {b} the evening die",
                              f"Make {b} the morning die and {a} the evening die"}
    w.board.click("die-b")
    assert (public(g)["morning"], public(g)["evening"]) == (b, a)


def test_clicking_a_card_picks_it_and_the_bots_follow_and_the_ship_moves():
    g = new(players=2, seed=3, dice=(3, 2), hands={0: [1, 8, 9]})
    w = kit.widget(g, seats=["human", "greedy"])
    w.board.click("die-a")  # morning 3, evening 2
    before = w.board.svg
    w.board.click("card-1")  # forward/forward: 0 -> 3 (sea, 2 food), then 3 -> 5 (port, 3 doubloons)
    assert any(step.player == 0 and step.action.text == "card 1" for step in g.history)
    assert space(g, 0) == 5
    assert w.board.svg != before
    assert ship_space(w.board.svg, "1") != ship_space(before, "1")
    assert g.at_chance and w.chance_panel.choice_row.children  # the teacher chooses what chance brings


def test_a_wrong_click_shows_the_engines_message():
    g, w = make(seed=1)
    w.board.click("die-a")
    steps = len(g.history)
    w.board.click("card-99")
    assert "action cards" in w.message.value
    assert len(g.history) == steps


def test_fork_by_clicking_a_space_of_the_lane():
    g = new(hands={0: [F_FOOD, F_POWDER, 3], 1: [GOLD_GOLD, POWDER_GOLD, 3]})
    round_(g, {0: F_FOOD, 1: GOLD_GOLD}, (5, 6))
    round_(g, {0: F_POWDER, 1: POWDER_GOLD}, (3, 1), until="fork")
    w = kit.widget(g, seats=["human", "human"])
    assert set(labels(w)) == {"Take the outer lane (on to space 7)",
                              "Take the inner channel (on to space 13)"}
    assert 'data-id="space-13"' in w.board.svg and 'data-id="space-7"' in w.board.svg
    assert w.board.svg.count('data-id="space-') == 2  # only where the fork leads
    w.board.click("space-12")  # not a way on from this fork: nothing happens
    assert space(g, 0) == 6
    w.board.click("space-13")
    assert space(g, 0) == 14


def test_hidden_cards_stay_hidden_in_the_widget():
    g = new(players=3, seed=2, dice=(2, 5), hands={0: [1, 2, 3], 1: [4, 5, 6], 2: [7, 8, 9]})
    w = kit.widget(g, seats=["human"] * 3)
    w.act("order 2 5")
    w.act("card 1", player=0)
    w.viewer_switch.value = 1  # pass the device to player 2
    svg = w.board.svg
    assert w.view() == g.view(1)
    assert 'data-played="1"' in svg and "face down" in svg and "played card 1" not in svg
    assert 'data-id="card-4"' in svg and 'data-card="1"' not in svg and 'data-id="card-1"' not in svg
    w.board.click("card-5")  # player 2 picks from the hand shown
    assert g.view(None)["seats"][1]["card"] == 5
    w.viewer_switch.value = -1  # the teacher sees every card
    assert "player 1 played card 1: forward, then forward" in w.board.svg


def test_holds_panel_and_scores():
    _, w = make()
    assert "3 food" in w.holds.value and "3 doubloons" in w.holds.value
    assert "bank" in w.holds.value
    assert len(w.scores.value) > 0


def test_combat_prompts_are_buttons_and_the_combat_die_is_a_chance_step():
    g = fight()
    w = kit.widget(g, seats=["human", "human"])
    assert labels(w) == ["Commit no gunpowder"] + [f"Commit {k} gunpowder" for k in range(1, 5)]
    assert "Fight on space" in w.board.svg
    w.actions_box.children[2].click()
    assert public(g)["combat"]["powder"] == {"0": 2} and kind(g) == "combat"
    assert w.chance_panel.choice_row.children  # choose the die, or roll
    w.choose_outcome("combat 4")
    assert g.to_act == [1]
    assert labels(w) == ["Commit no gunpowder"] + [f"Commit {k} gunpowder" for k in range(1, 5)]
    assert "player 1: 2 gunpowder, die 4" in w.board.svg


def test_auto_play_to_the_end():
    _, w = make(players=4, seed=5, seats=["greedy"] * 4)
    w.auto_play()
    assert w.game.over and "Game over" in w.board.svg


def test_buttons_and_scores_are_in_plain_words():
    """Every button a random game offers: no engine word (snake_case, "gold"), and beside each
    score what its points are made of."""
    import random

    g = kit.new_game("jamaica", players=3, seed=8, ghost_ship=False)
    w = kit.widget(g, seats=["human"] * 3)
    rng = random.Random(8)
    seen = set()
    for _ in range(400):
        if g.over:
            break
        player = next(p for p in g.to_act)
        if player == kit.CHANCE:
            g.roll()
            w.refresh()
            continue
        w.viewer_switch.value = player
        words = [w.button_label(a) for a in g.legal_actions(player)]
        for text in words:
            assert "_" not in text and "gold" not in text.lower(), text
            assert text[0].isupper(), text
        seen |= {a.name for a in g.legal_actions(player)}
        w.act(rng.choice(g.legal_actions(player)), player=player)
    assert {"card", "order"} <= seen
    cells = w.score_extra()
    assert len(cells) == 3
    for p, (text,) in enumerate(cells):
        pattern = r"\([+-]\d+ for space \d+, \+\d+ for doubloons(, [+-]\d+ for treasures)?\)"
        assert re.fullmatch(pattern, text), text
        parts = [int(n) for n in re.findall(r"([+-]\d+) for", text)]
        assert sum(parts) == g.scores()[p]


def test_button_words_for_the_decisions():
    from kit.engine import Action
    from kit.games.jamaica.widget import position_detail

    g = fight()
    view = g.view(None)
    words = {text: g.describe(text, 0) for text in ("gunpowder 0", "gunpowder 3", "card 7", "order 5 2",
                                                     "attack 2", "ghost forward")}
    assert words == {"gunpowder 0": "commit no gunpowder", "gunpowder 3": "commit 3 gunpowder",
                     "card 7": "play the card doubloons, then forward",
                     "order 5 2": "make 5 the morning die and 2 the evening die",
                     "attack 2": "attack player 2's ship", "ghost forward": "sail the ghost ship forward"}
    assert g.describe("card 7", 0, viewer=1) == "pick a card face down"  # another's card is hidden
    assert position_detail(view, Action("gunpowder", ("0",))) == ""


def test_attack_by_clicking_a_ship():
    from .helpers import POWDER_GOLD

    g = new(players=3, hands={0: [POWDER_GOLD, F_FOOD, 3], 1: [F_FOOD, POWDER_GOLD, 3],
                              2: [F_FOOD, POWDER_GOLD, 3]})
    round_(g, {0: POWDER_GOLD, 1: F_FOOD, 2: F_FOOD}, (2, 3), then=["combat 4", "combat 4"])
    round_(g, {0: F_FOOD, 1: POWDER_GOLD, 2: POWDER_GOLD}, (2, 1), finish=False)
    assert kind(g) == "target"
    w = kit.widget(g, seats=["human"] * 3)
    assert set(labels(w)) == {"Attack player 2's ship", "Attack player 3's ship"}
    svg = w.board.svg
    assert 'data-id="ship-2"' in svg and 'data-id="ship-3"' in svg and 'data-id="ship-1"' not in svg
    w.board.click("ship-1")  # one's own ship: not an answer, nothing happens
    assert kind(g) == "target"
    w.board.click("ship-3")
    assert public(g)["combat"]["defender"] == 2
