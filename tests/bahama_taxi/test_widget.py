"""The Bahama Taxi widget, driven from Python without a kernel."""
from __future__ import annotations

import kit

from .conftest import position


def human_widget(game):
    return kit.widget(game, seats=["human"] + ["greedy"] * (game.num_players - 1))


def test_clicking_an_adjacent_area_moves_the_taxi_and_the_bots_reply():
    g = position(taxis=("5D", "3S"), waiting=[("3C", "4C"), ("4C", "5C")], draw_pile=["KC", "JC"] * 3)
    w = human_widget(g)
    assert 'data-id="4D"' in w.board.svg and w.board.svg.count('class="target"') == 3  # 4♦, 6♦, 2♠
    w.board.click("4D")
    assert g.history[0] == (0, kit.Action("move", ("4D",)))
    assert g.taxis[0] == "4D"
    assert g.to_act == [0] and len(g.history) >= 2  # the greedy bot has played its turn
    assert g.taxis[1] != "3S"
    assert w.board.svg.count('class="taxi"') == 2


def test_an_illegal_click_shows_the_engine_message_and_changes_nothing():
    g = kit.new_game("bahama_taxi", players=2, seed=4)
    w = human_widget(g)
    before = g.to_json()
    far = next(a for a in ("AS", "AC", "3D", "3C") if a not in [x.args[0] for x in g.legal_actions(0)])
    w.board.click(far)
    assert g.to_json() == before
    assert "adjacency" in w.message.value or "one taxi per area" in w.message.value


def test_pickup_and_drop_off_buttons_then_undo():
    # drive a real game through the widget only: board clicks for moves, buttons for the rest
    from kit.games.bahama_taxi.bots import GreedyDriver

    w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=6), seats=["human", "human"])
    g, driver = w.game, GreedyDriver(seed=1)
    seen = set()
    while not {"pickup", "drop"} <= seen:
        action = driver.choose(g, g.to_act[0])
        before = (len(g.history), list(g.income))
        if action.name == "move":
            w.board.click(action.args[0])
        else:
            button = next(b for b in w.actions_box.children if b.description == action.text)
            button.click()
        assert len(g.history) == before[0] + 1 and g.history[-1][1] == action
        seen.add(action.name)
        if action.name == "drop":
            income_after_drop = list(g.income)
            assert sum(income_after_drop) > sum(before[1])
            w.controls.undo_button.click()
            assert g.income == before[1] and len(g.history) == before[0]
            button = next(b for b in w.actions_box.children if b.description == action.text)
            button.click()
            assert g.income == income_after_drop
    assert "picks up" in "\n".join(g.log) and "drops off" in "\n".join(g.log)


def test_fare_explorer_lights_up_the_route():
    w = human_widget(kit.new_game("bahama_taxi", players=2, seed=1))
    w.mode.value = "fare explorer"
    w.board.click("2D")
    w.board.click("2H")
    assert "fare 2♦ → 2♥: 7" in w.fare_box.value
    assert w.board.svg.count('class="route"') == 7
    assert w.game.history == []  # exploring never plays


def test_new_game_and_auto_play_with_bots():
    w = human_widget(kit.new_game("bahama_taxi", players=3, seed=1))
    w.controls.seed.value = 9
    w.controls.players.value = 2
    for box in w.controls.seat_boxes:
        box.value = "greedy"
    w.controls.new_button.click()
    assert w.game.seed == 9 and w.game.num_players == 2
    assert w.game.over  # two greedy bots played the whole game
    assert "🏆" in w.scores.value


def test_options_panel_starts_variant_games_and_reports_bad_combinations():
    w = human_widget(kit.new_game("bahama_taxi", players=3, seed=1))
    w.controls.option_boxes["movement"].value = "faster"
    w.controls.option_boxes["shift_change"].value = True
    w.controls.new_button.click()
    assert w.game.settings["movement"] == "faster" and all(len(p) == 3 for p in w.game.passengers)
    assert w.game.moves_left == 3
    w.controls.players.value = 5
    w.controls.option_boxes["pickup_before_movement"].value = False
    before = w.game
    w.controls.new_button.click()
    assert w.game is before and "requires pickup_before_movement" in w.message.value
