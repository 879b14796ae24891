"""Tobago's widget, driven from Python without a kernel: it draws from views and acts only
through the engine."""
from __future__ import annotations

import re

import ipywidgets

import kit
from kit.bots import make_bot
from kit.games.tobago.widget import TobagoWidget
from tests.tobago.table import BOARD, Table, hx, located_position


def humans(players: int = 2, seed: int = 1, **options) -> TobagoWidget:
    options.setdefault("island", "lesson")
    game = kit.new_game("tobago", players=players, seed=seed, **options)
    return kit.widget(game, seats=["human"] * players)


def atv_at(svg: str, player: int) -> str:
    return re.search(rf'data-atv="{player}" data-at="([^"]+)"', svg).group(1)


def through_setup(w: TobagoWidget) -> None:
    for hex_ in ("4,6", "1,10"):
        w.board.click(hex_)
    while w.view()["phase"] == "start":
        view = w.view()
        p = view["public"]["current"]
        free = [m for m in range(4) if not view["public"]["maps"][m]["clues"]]
        card = view["seats"][p]["hand"][0]
        w.pick_card(card)
        w.pick_map(free[0])


def map_labels(w: TobagoWidget) -> list[str]:
    return [b.description for b in w.map_box.children if isinstance(b, ipywidgets.Button)]


def test_board_is_the_island_with_clickable_hexes():
    w = humans()
    svg = w.board.svg
    assert svg.startswith("<svg") and svg.count('data-id="') == len(BOARD.island.terrain)
    assert 'class="landmark statue"' in svg and "data-atv" not in svg


def test_clicking_hexes_places_then_moves_the_atv():
    w = humans()
    w.board.click("4,6")
    assert w.view()["seats"][0]["atv"] == "4,6" and atv_at(w.board.svg, 0) == "4,6"
    through_setup(w)
    view = w.view()
    assert view["phase"] == "turn" and view["public"]["current"] == 0
    reach = sorted(BOARD.reachable(hx(view["seats"][0]["atv"])))
    assert w.board.svg.count('class="highlight"') == len(reach), "reachable hexes are outlined"
    target = f"{reach[-1][0]},{reach[-1][1]}"
    w.board.click(target)
    assert atv_at(w.board.svg, 0) == target and w.view()["seats"][0]["atv"] == target


def test_an_unreachable_click_shows_the_rule():
    w = humans()
    through_setup(w)
    here = hx(w.view()["seats"][0]["atv"])
    far = next(h for h, d in BOARD.distances(here).items() if d > 3)
    before = w.game.to_json()
    w.board.click(f"{far[0]},{far[1]}")
    assert w.game.to_json() == before
    assert "movement" in w.message.value and "ATV steps" in w.message.value


def test_picking_a_clue_shows_legality_per_map_and_plays_it():
    w = humans()
    through_setup(w)
    view = w.view()
    maps = view["public"]["maps"]
    card = view["seats"][0]["hand"][0]
    w.pick_card(card)
    labels = map_labels(w)
    assert len(labels) == 4
    legal = {a.text for a in w.game.legal_actions(0)}
    for m, label in enumerate(labels):
        assert label.startswith(f"map {m + 1}")
        assert ("✓" in label) == (f"clue {m + 1} {card}" in legal)
    m = next(m for m in range(4) if f"clue {m + 1} {card}" in legal)
    after = (BOARD.to_mask(hx(h) for h in maps[m]["candidates"]) & BOARD.masks[card]).bit_count()
    assert f"→ {after} hexes" in labels[m]
    w.pick_map(m)
    view = w.view()
    assert view["public"]["maps"][m]["clues"][-1] == [card, 0] and view["public"]["current"] == 1
    assert f'class="candidate map{m + 1}"' in w.board.svg


def test_an_illegal_clue_explains_why():
    t = Table(2)
    t.give(1, "in the jungle")
    t.give(0, "not in the jungle")
    t.start()
    t.turn_of(1)
    t.play("clue 1 in the jungle", 1)
    w = kit.widget(t.g, seats=["human", "human"])
    w.pick_card("not in the jungle")
    label = map_labels(w)[0]
    assert "✗" in label and "would leave no hex" in label
    before = t.g.to_json()
    w.pick_map(0)
    assert t.g.to_json() == before and "clue legality" in w.message.value
    assert w.selected_card == "not in the jungle", "the card stays selected to try another map"


def test_sharing_offers_take_and_pass_buttons():
    t, target, _ = located_position()
    t.play(f"move {target[0]},{target[1]}")
    t.deals = ["5"] * 8
    t.reveals = ["5"]
    t.play("raise 1")
    w = kit.widget(t.g, seats=["human", "human"])
    assert [b.description for b in w.actions_box.children] == ["take", "pass"]
    assert "card on offer" in w.info.value
    holder = t.g.to_act[0]
    before = list(t.seat(holder)["treasures"])
    next(b for b in w.actions_box.children if b.description == "take").click()
    assert t.seat(holder)["treasures"] == before + [5]
    assert "takes 5 coins" in w.log_view.value


def test_the_viewer_switch_hides_the_other_hand():
    w = humans()
    w.viewer_switch.value = 1
    assert w.view() == w.game.view(1)
    cards = [b.description for b in w.hand_box.children]
    assert cards == w.game.view(1)["seats"][1]["hand"]
    assert not set(cards) & set(w.game.view(None)["seats"][0]["hand"])
    w.viewer_switch.value = 0
    assert [b.description for b in w.hand_box.children] == w.game.view(0)["private"]["hand"]


def test_bots_play_and_the_log_and_scores_update():
    game = kit.new_game("tobago", players=3, seed=2, island="lesson")
    w = kit.widget(game, seats=["greedy", "random", "greedy"])
    w.auto_play()
    assert game.over and "game over" in w.scores.value
    assert "raised map" in w.log_view.value


def test_setup_by_a_bot_then_a_human_plays():
    """The app notebook's position: a bot plays the setup for both seats, the human moves."""
    game = kit.new_game("tobago", players=2, seed=7, island="lesson")
    bot = make_bot("greedy", "tobago", seed=1)
    while game.view()["phase"] in ("place", "start"):
        player = game.to_act[0]
        game.play(bot.choose(game.seat(player)), player)
    w = kit.widget(game, seats=["human", "greedy"])
    assert w.human == 0 and w.board.svg.count('class="highlight"') > 0
