"""Tobago's widget, driven from Python without a kernel."""
from __future__ import annotations

import random
import re

import ipywidgets

import kit
from kit.games.tobago.island import format_hex
from kit.games.tobago.widget import TobagoWidget


def humans(players: int = 2, seed: int = 1, **options) -> TobagoWidget:
    options.setdefault("island", "lesson")
    game = kit.new_game("tobago", players=players, seed=seed, **options)
    return kit.widget(game, seats=["human"] * players)


def atv_at(svg: str, player: int) -> str:
    return re.search(rf'data-atv="{player}" data-at="([^"]+)"', svg).group(1)


def through_setup(w: TobagoWidget) -> None:
    for hex_ in ("4,6", "1,10"):
        w.board.click(hex_)
    while w.game.phase == "start":
        p = w.game.current
        w.pick_card(next(c for c in w.game.hands[p]
                         if any(w.game.clue_ok(m, c) and m not in w.game.seeded for m in range(4))))
        m = next(m for m in range(4) if m not in w.game.seeded and w.game.clue_ok(m, w.selected_card))
        w.pick_map(m)


def test_board_is_the_island_with_clickable_hexes():
    w = humans()
    svg = w.board.svg
    assert svg.startswith("<svg") and svg.count('data-id="') == len(w.game.island.terrain)
    assert 'class="landmark statue"' in svg and "data-atv" not in svg


def test_clicking_hexes_places_then_moves_the_atv():
    w = humans()
    w.board.click("4,6")
    assert w.game.atv[0] == (4, 6) and atv_at(w.board.svg, 0) == "4,6"
    w.board.click("1,10")
    through_setup(w)
    g = w.game
    assert g.phase == "turn" and g.current == 0
    reach = sorted(g.board.reachable(g.atv[0]))
    assert w.board.svg.count('class="highlight"') == len(reach), "reachable hexes are outlined"
    target = format_hex(reach[-1])
    w.board.click(target)
    assert atv_at(w.board.svg, 0) == target and g.atv[0] == reach[-1]


def test_an_unreachable_click_shows_the_rule():
    w = humans()
    through_setup(w)
    g = w.game
    far = next(h for h, d in g.board.distances(g.atv[0]).items() if d > 3)
    before = g.to_json()
    w.board.click(format_hex(far))
    assert g.to_json() == before
    assert "movement" in w.message.value and "ATV steps" in w.message.value


def test_picking_a_clue_shows_legality_per_map_and_plays_it():
    w = humans()
    through_setup(w)
    g = w.game
    card = next(c for c in g.hands[0] if any(g.clue_ok(m, c) for m in range(4)))
    w.pick_card(card)
    labels = [b.description for b in w.map_box.children if isinstance(b, ipywidgets.Button)]
    assert len(labels) == 4
    for m, label in enumerate(labels):
        assert label.startswith(f"map {m + 1}")
        assert ("✓" in label) == g.clue_ok(m, card)
    m = next(m for m in range(4) if g.clue_ok(m, card))
    w.pick_map(m)
    assert g.maps[m].clues[-1] == (card, 0) and g.current == 1
    assert f'class="candidate map{m + 1}"' in w.board.svg


def test_an_illegal_clue_explains_why():
    w = humans()
    through_setup(w)
    g = w.game
    m = next(m for m in range(4) if g.maps[m].clues)
    card = next(c for c in g.clue_deck if not g.clue_ok(m, c))
    g.clue_deck[g.clue_deck.index(card)] = g.hands[0][0]  # swap it into the hand
    g.hands[0][0] = card
    w.pick_card(card)
    label = [b for b in w.map_box.children if isinstance(b, ipywidgets.Button)][m].description
    assert "✗" in label and "cannot be played" in label
    before = g.to_json()
    w.pick_map(m)
    assert g.to_json() == before and "clue legality" in w.message.value
    assert w.selected_card == card, "the card stays selected to try another map"


def test_sharing_offers_take_and_pass_buttons():
    w = humans()
    through_setup(w)
    g = w.game
    rng = random.Random(0)
    while g.phase != "share":  # the first sharing deals from the 12 safe gold cards: no curse
        p = g.to_act[0]
        actions = g.legal_actions(p)
        raises = [a for a in actions if a.name == "raise"]
        w.act(raises[0] if raises else rng.choice(actions), p)
    assert [b.description for b in w.actions_box.children] == ["take", "pass"]
    assert "card on offer" in w.info.value
    holder, value = g.to_act[0], g.card_values[g.share.card]
    before = list(g.treasures[holder])
    next(b for b in w.actions_box.children if b.description == "take").click()
    assert g.treasures[holder][:-1] == before and g.card_values[g.treasures[holder][-1]] == value
    assert f"takes {value} coins" in w.log_view.value


def test_bots_play_and_the_log_and_scores_update():
    game = kit.new_game("tobago", players=3, seed=2, island="lesson")
    w = kit.widget(game, seats=["greedy", "random", "greedy"])
    w.auto_play()
    assert game.over and "game over" in w.scores.value
    assert "raised map" in w.log_view.value
