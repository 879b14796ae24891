"""The Bahama Taxi widget, driven from Python without a kernel: clicks and buttons go
through the engine; the board and panels are drawn from views."""
from __future__ import annotations

import re

import kit
from kit.games.bahama_taxi.bots import GreedyDriver

from .conftest import income, passengers, setup, taxis


def human_widget(game):
    return kit.widget(game, seats=["human"] + ["greedy"] * (game.num_players - 1))


def test_clicking_an_adjacent_area_moves_the_taxi_and_the_bots_reply():
    g = setup(taxis_at=("5D", "3S"), waiting_for=[("3C", "4C"), ("4H", "5C")])
    g.chance = "auto"
    w = human_widget(g)
    assert 'data-id="4D"' in w.board.svg and w.board.svg.count('class="target"') == 3  # 4♦, 6♦, 2♠
    start = len(g.history)
    w.board.click("4D")
    assert g.history[start] == (0, kit.Action("move", ("4D",)), False)
    assert taxis(g)[0] == "4D"
    assert g.to_act == [0] and any(step.player == 1 for step in g.history[start:])  # the bot replied
    assert taxis(g)[1] != "3S"
    assert w.board.svg.count('class="taxi"') == 2


def test_an_illegal_click_shows_the_engine_message_and_changes_nothing():
    g = kit.new_game("bahama_taxi", players=2, seed=4)
    w = human_widget(g)
    before = g.to_json()
    far = next(a for a in ("AS", "AC", "3D", "3C", "KH") if a not in [x.args[0] for x in g.legal_actions(0)]
               and a not in taxis(g))
    w.board.click(far)
    assert g.to_json() == before
    assert "adjacency" in w.message.value


def test_pickup_and_drop_off_buttons_in_plain_words_then_undo():
    # drive a real game through the widget only: board clicks for moves, buttons for the rest
    w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=6), seats=["human", "human"])
    g, driver = w.game, GreedyDriver(seed=1)
    seen = set()
    while not {"pickup", "drop"} <= seen:
        action = driver.choose(g.seat(g.to_act[0]))
        before = (g.undoable, income(g))
        if action.name == "move":
            w.board.click(action.args[0])
        else:
            button = next(b for b in w.actions_box.children if b.action == action)
            assert action.text not in button.description  # words for people, not the text form
            button.click()
        assert g.undoable == before[0] + 1 and [s for s in g.history if not s.auto][-1].action == action
        seen.add(action.name)
        if action.name == "drop":
            income_after_drop = income(g)
            assert sum(income_after_drop) > sum(before[1])
            w.controls.undo_button.click()
            assert income(g) == before[1] and g.undoable == before[0]
            button = next(b for b in w.actions_box.children if b.action == action)
            button.click()
            assert income(g) == income_after_drop
    assert "picks up" in "\n".join(g.log) and "drops off" in "\n".join(g.log)


def test_fare_explorer_lights_up_the_route():
    w = human_widget(kit.new_game("bahama_taxi", players=2, seed=1))
    steps = len(w.game.history)
    w.mode.value = "fare explorer"
    assert 'aria-label="2♦; click to start a route here and see its fare"' in w.board.svg
    w.board.click("2D")
    assert 'aria-label="2♥; click to see the route and the fare from 2♦ to here"' in w.board.svg
    w.board.click("2H")
    assert "Fare from 2♦ to 2♥: 7 fare points" in w.fare_box.value
    assert w.board.svg.count('class="route"') == 7
    assert len(w.game.history) == steps  # exploring never plays


def test_new_game_and_auto_play_with_bots():
    w = human_widget(kit.new_game("bahama_taxi", players=3, seed=1))
    w.controls.seed.value = 9
    w.controls.players.value = 2
    for box in w.controls.seat_boxes:
        box.value = "greedy"
    w.controls.new_button.click()
    assert w.game.seed == 9 and w.game.num_players == 2
    assert w.game.over  # two greedy bots played the whole game
    assert "winner" in w.scores.value.lower()  # the winner in words


def test_options_panel_starts_variant_games_and_reports_bad_combinations():
    w = human_widget(kit.new_game("bahama_taxi", players=3, seed=1))
    for name, box in w.controls.option_boxes.items():  # labels for people, not option names
        assert "_" not in box.description and box.description.lower() != name.replace("_", " ")
    assert w.controls.option_boxes["movement"].description == "Moves per turn"
    w.controls.option_boxes["movement"].value = "faster"
    w.controls.option_boxes["shift_change"].value = True
    w.controls.new_button.click()
    g = w.game
    assert g.settings["movement"] == "faster" and all(len(passengers(g, p)) == 3 for p in g.players)
    assert g.view()["public"]["moves_left"] == 3
    w.controls.players.value = 5
    w.controls.option_boxes["pickup_before_movement"].value = False
    w.controls.new_button.click()
    assert w.game is g and "requires picking up before moving" in w.message.value


def test_the_teacher_chooses_the_next_citizen_in_the_chance_panel():
    w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=6), seats=["human", "human"])
    g = w.game
    w.chance_panel.manual.value = True
    assert g.chance == "manual"
    while not any(a.name == "pickup" for a in g.legal_actions()):
        g.play(GreedyDriver(seed=2).choose(g.seat(g.to_act[0])))
    w.refresh()
    pickup = next(b for b in w.actions_box.children if b.action.name == "pickup")
    pickup.click()
    assert g.at_chance and "draw pile" in w.chance_panel.help.value
    origin, destination = [text for _, text in w.chance_panel.outcomes.options][:2]
    w.choose_outcome(origin)
    w.choose_outcome(destination)
    waiting = [tuple(c) for c in g.view()["public"]["waiting"]]
    assert waiting[-1] == (origin.split()[1], destination.split()[1])
    assert not g.at_chance
    w.controls.undo_button.click()  # takes back the last chosen card only
    assert g.at_chance


def test_buttons_say_what_happens_in_plain_words():
    g = setup(taxis_at=("5D", "3S"), waiting_for=[("4D", "9C"), ("4H", "5C")])
    g.chance = "auto"
    w = human_widget(g)
    w.board.click("4D")
    words = {b.action.text: b.description for b in w.actions_box.children}
    assert words["pickup 4D 9C"] == ("Pick up the citizen going from the 4 of diamonds to the 9 of clubs "
                                     "(fare 4)")
    assert words["end"] == "End the turn"
    for text in words.values():  # no text forms, no card codes like 9C
        assert not re.search(r"\b(pickup|drop|move)\b|\b(10|[2-9AJQK])[SHCD]\b", text), text


def test_a_drop_off_button_names_the_fare_it_earns():
    g = setup(taxis_at=("5D", "3S"), waiting_for=[("4D", "6D"), ("4H", "5C")])
    g.chance = "auto"
    w = human_widget(g)
    w.board.click("4D")
    next(b for b in w.actions_box.children if b.action.text == "pickup 4D 6D").click()
    while taxis(g)[0] != "6D":  # drive the passenger home, bots replying
        w.board.click(next(a for a in ("6D", "3D", "2D", "7D", "9D", "4D", "5D")
                           if f"move {a}" in [str(x) for x in g.legal_actions(0)]))
        if g.to_act == [0] and "end" in [str(x) for x in g.legal_actions(0)] and taxis(g)[0] != "6D":
            next(b for b in w.actions_box.children if b.action.text == "end").click()
    drop = next(b for b in w.actions_box.children if b.action.text == "drop 6D")
    assert drop.description == "Drop off the passengers bound for the 6 of diamonds, earn 1 fare point"
    drop.click()
    assert income(g)[0] == 1


def test_the_score_panel_gives_the_unit_and_the_passengers():
    w = human_widget(kit.new_game("bahama_taxi", players=2, seed=3))
    assert w.score_extra() == [["0 passengers delivered, 0 aboard"]] * 2
    assert "Taxi 1</b> on" in w.passenger_box.value and "no passengers" in w.passenger_box.value
    if hasattr(kit.ui.GameWidget, "score_unit"):  # the frame shows the unit beside each score
        assert "0 fare points" in w.scores.value


def test_the_board_labels_follow_the_turn_and_the_mode():
    g = setup(taxis_at=("5D", "3S"), waiting_for=[("3C", "4C"), ("4H", "5C")])
    g.chance = "auto"
    w = human_widget(g)
    svg = w.board.svg
    assert 'aria-label="4♦; click to drive here"' in svg  # a legal move
    assert '<title>3♣, a citizen waits here for 4♣ (fare 1)</title>' in svg  # not a move: plain
    assert 'data-id="3C"' not in svg
    assert "taxi 1 is here (its turn), empty" in svg and "Taxi 1 to move" in svg
    w.viewer_switch.value = 1  # taxi 2's view while taxi 1 is to move: nothing to drive to
    assert 'class="target"' not in w.board.svg
    assert 'data-id=' not in w.board.svg and "<title>4♦</title>" in w.board.svg


def test_option_labels_and_help_are_written_for_a_teacher():
    from kit.games.bahama_taxi.rules import BahamaTaxi

    for name, option in BahamaTaxi.options.items():
        assert option.label and "_" not in option.label and option.label.lower() != name.replace("_", " ")
        assert "_" not in option.doc and "BGA" not in option.doc
        assert option.doc[0].isupper() and option.doc.rstrip().endswith((".", ")"))
        assert option.label.lower() not in option.doc.lower()  # the help says more than the label
