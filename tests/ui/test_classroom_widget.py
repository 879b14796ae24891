"""The classroom controls every game widget inherits from kit.ui.GameWidget, driven from
Python without a kernel or a browser: the timeline (step back / forward, slider, browse,
continue from here), paced bots (tick), save / load, projector mode and the words shown."""
from __future__ import annotations

import base64
import html
import json
import re

import pytest

import kit
from kit.ui.panels import winner_text, with_unit


def taxi_widget(seats=("human", "human"), players=2, seed=4, **kw):
    g = kit.new_game("bahama_taxi", players=players, seed=seed)
    return kit.widget(g, seats=list(seats), **kw)


def play_some(w, moves: int) -> None:
    """Human moves through the widget only (the first legal action each time)."""
    for _ in range(moves):
        player = w.human
        assert player is not None
        assert w.act(w.game.legal_actions(player)[0])


def upload(w, data: bytes, name: str = "game.json") -> None:
    """What the browser sends when a file is chosen in "Load game"."""
    w.files.loader.choose(data.decode("utf-8"), name)


def saved_text(w) -> str:
    """The save file held by the "Save game" link."""
    href = re.search(r'href="data:application/json;base64,([^"]+)"', w.files.save_link.value).group(1)
    return base64.b64decode(href).decode("utf-8")


# ------------------------------------------------------------------ timeline
def test_step_back_shows_the_earlier_board_and_log_and_forward_returns():
    w = taxi_widget()
    play_some(w, 6)
    end = len(w.game.history)
    live_svg, live_log = w.board.svg, w.log_view.value
    w.timeline.back_button.click()
    assert w.browsing and w.position == end - 1
    assert w.board.svg != live_svg
    assert w.view() == w.live_game.replay(end - 1).view()  # drawn from the exact earlier position
    lines = w.live_game.replay(end - 1).log_for(None)
    assert html_lines(w.log_view.value) == lines  # the log stops at the step shown
    assert len(html_lines(live_log)) > len(lines)
    assert f"Step {end - 1} of {end}" in w.timeline.position_label.value
    w.timeline.forward_button.click()
    assert not w.browsing and w.position == end
    assert w.board.svg == live_svg and w.log_view.value == live_log


def html_lines(log_html: str) -> list[str]:
    body = re.search(r'<div class="kit-log"[^>]*><div>(.*)</div></div>', log_html, re.DOTALL).group(1)
    return [html.unescape(line).replace("\xa0", " ") for line in body.split("<br>")] if body else []


def message(w) -> str:
    return html.unescape(w.message.value)


def test_the_slider_goes_to_any_step_and_the_start():
    w = taxi_widget()
    play_some(w, 5)
    end = len(w.game.history)
    assert w.timeline.slider.max == end and w.timeline.slider.value == end
    w.timeline.slider.value = 2
    assert w.browsing and w.position == 2 and len(w.game.history) == 2
    assert w.game.to_json() == w.live_game.replay(2).to_json()
    w.timeline.slider.value = 0
    assert w.position == 0 and w.timeline.back_button.disabled
    w.step_back()
    assert w.position == 0 and "start of the game" in w.message.value
    w.timeline.slider.value = end
    assert not w.browsing


def test_an_earlier_position_is_read_only_until_back_to_the_game():
    w = taxi_widget()
    play_some(w, 4)
    before = w.live_game.to_json()
    w.goto(1)
    assert w.human is None and not w.actions_box.children  # no action buttons back in time
    assert w.timeline.browse_row.layout.display == "flex"
    assert "Looking back at step 1 of" in w.timeline.banner.value
    target = w.live_game.replay(1).legal_actions()[0]
    assert not w.act(target)
    w.board.click(target.args[0] if target.args else "2D")
    assert w.live_game.to_json() == before
    assert "Back to the game" in message(w) and "Not allowed" in message(w)
    assert w.controls.undo_button.disabled and w.controls.step_button.disabled
    w.timeline.live_button.click()
    assert not w.browsing and w.live_game.to_json() == before
    assert w.timeline.browse_row.layout.display == "none" and not w.controls.undo_button.disabled


def test_continue_from_here_discards_the_later_steps():
    w = taxi_widget()
    start = len(w.game.history)  # the citizens drawn at the start are chance steps
    play_some(w, 5)
    old = w.live_game
    w.goto(start + 2)
    w.timeline.branch_button.click()
    kept = len(w.game.history)  # and the chance steps sampled at once there, as before
    assert not w.browsing and w.game.history == old.history[:kept] and start + 2 <= kept < len(old.history)
    assert f"the {len(old.history) - kept} later steps were discarded" in w.message.value
    play_some(w, 1)  # play on from there
    assert len(w.game.history) >= start + 3 and w.game.history[:start + 2] == old.history[:start + 2]


# ------------------------------------------------------------------ paced bots
def test_paced_bots_move_one_step_a_tick():
    w = taxi_widget(seats=("greedy", "greedy"), pace=0.5)
    assert w.paced and not bot_moves(w)  # no bot moved by itself
    assert w.pacer.running and w.pacer.pace == 0.5
    svg = w.board.svg
    assert w.tick()
    assert len(bot_moves(w)) == 1  # one bot move (and the chance steps it triggers)
    assert w.board.svg != svg
    w.timeline.play_button.click()  # pause
    assert not w.playing and not w.pacer.running and w.timeline.play_button.description == "Play"
    count = len(w.game.history)
    w.step_forward()  # one bot move, also when paused
    assert len(w.game.history) > count
    w.timeline.play_button.click()
    assert w.playing and w.pacer.running and w.timeline.play_button.description == "Pause"
    while w.tick():
        pass
    assert w.game.over and not w.pacer.running
    assert "Winner" in w.scores.value


def bot_moves(w) -> list:
    return [step for step in w.game.history if step.player != kit.CHANCE]


def test_the_browser_clock_drives_the_bots_once_per_pace():
    w = taxi_widget(seats=("greedy", "greedy"), pace=0.2)
    w.pacer.tick += 1  # what the Pacer script sends
    assert len(bot_moves(w)) == 1 and w.pacer.done == w.pacer.tick
    count = len(w.game.history)
    w.pacer.tick += 1  # a second view ticking at once: ignored (at most one move a pace)
    assert len(w.game.history) == count and w.pacer.done == w.pacer.tick


def test_without_a_browser_bots_answer_at_once_and_with_one_they_wait():
    w = taxi_widget(seats=("human", "greedy"))
    assert not w.paced
    area = w.game.legal_actions(0)[0]
    w.act(area)
    while w.human == 0 and w.game.to_act == [0]:
        w.act(w.game.legal_actions(0)[-1])
    assert w.game.to_act == [0] or w.game.over  # the bot replied at once
    w.pacer.connected = True  # a browser shows the widget: the default pace applies
    assert w.paced and w.pace == 0.8
    w.controls.seat_boxes[0].value = "greedy"
    w.controls.new_button.click()
    assert not w.game.over and not bot_moves(w) and w.pacer.running
    w.pace = 0  # "0 seconds per move": at once
    assert w.game.over


def test_play_from_an_earlier_position_replays_at_the_pace():
    w = taxi_widget(pace=0.3)
    play_some(w, 4)
    end = len(w.game.history)
    w.goto(1)
    assert not w.playing and not w.pacer.running  # stepping back pauses: it stays at step 1
    assert not w.tick() and w.position == 1
    w.timeline.play_button.click()  # "Play" from there: the recorded steps come back at the pace
    assert w.pacer.running
    w.tick()
    assert w.browsing and w.position == 2
    for _ in range(end):
        w.tick()
    assert not w.browsing and w.position == end and not w.pacer.running  # a human is to act


def bots_at_pace(**kw):
    """Two greedy taxis at a pace, a few moves in, playing."""
    w = taxi_widget(seats=("greedy", "greedy"), pace=0.5, **kw)
    for _ in range(6):
        assert w.tick()
    assert w.playing and w.pacer.running
    return w


@pytest.mark.parametrize("how", ["button", "slider", "goto"])
def test_stepping_back_while_bots_play_pauses_and_stays(how):
    w = bots_at_pace()
    end = len(w.game.history)
    if how == "button":
        w.timeline.back_button.click()
    elif how == "slider":
        w.timeline.slider.value = end - 3
    else:
        w.goto(end - 2)
    shown = w.position
    assert w.browsing and shown < end
    assert not w.playing and not w.pacer.running and w.timeline.play_button.description == "Play"
    for _ in range(5):  # the pace's beats come and go: nothing moves
        w.pacer.tick += 1
        assert not w.tick()
    assert w.position == shown and len(w.live_game.history) == end
    banner = w.timeline.banner.value
    assert f"step {shown} of {end}" in banner and "paused" in banner
    assert w.timeline.browse_row.layout.display == "flex"
    assert "“Back to the game”" in banner and "“Continue from here”" in banner


def test_back_to_the_game_and_continue_from_here_resume_play():
    w = bots_at_pace()
    end = len(w.game.history)
    w.step_back()
    w.timeline.live_button.click()  # back to the game: play goes on
    assert not w.browsing and w.playing and w.pacer.running and w.position == end
    w.step_back()
    w.step_back()
    w.timeline.branch_button.click()  # continue from here: play goes on from there
    assert not w.browsing and w.playing and len(w.game.history) < end
    assert w.tick() and w.pacer.running


def test_stepping_back_while_paused_stays_paused_after_back_to_the_game():
    w = bots_at_pace()
    w.pause()
    w.step_back()
    w.back_to_game()
    assert not w.playing and not w.pacer.running


# ------------------------------------------------------------------ save / load
def test_save_then_load_reproduces_the_game():
    w = taxi_widget()
    play_some(w, 7)
    text = saved_text(w)
    assert text == w.game.to_json()
    assert re.search(r'download="bahama_taxi-seed4-step\d+\.json"', w.files.save_link.value)
    assert 'aria-label="Save game"' in w.files.save_link.value
    other = taxi_widget(seed=9)
    upload(other, text.encode())
    assert other.game.history == w.game.history and other.game.seed == 4
    assert other.board.svg == w.board.svg and other.log_view.value == w.log_view.value
    assert other.controls.seed.value == 4 and "Loaded a game of" in other.message.value
    upload(other, text.encode())  # the same file again
    assert other.game.history == w.game.history and other.files.loader.upload["n"] == 2
    w.goto(3)
    assert saved_text(w) == text  # saving while looking back saves the whole game


def test_a_bad_file_shows_the_save_file_error():
    w = taxi_widget()
    play_some(w, 2)
    before = w.game.to_json()
    for data in (b"this is not a save file", _with_bad_step(before)):
        with pytest.raises(kit.SaveFileError) as err:
            kit.load_game(data)
        upload(w, data)
        assert f"Cannot load that file: {err.value}" in message(w) and 'role="alert"' in w.message.value
        assert w.game.to_json() == before
    jamaica = kit.new_game("jamaica", players=3, seed=1).to_json()
    upload(w, jamaica.encode())
    assert "a save of Jamaica" in message(w) and w.game.to_json() == before


def _with_bad_step(text: str) -> bytes:
    data = json.loads(text)
    data["steps"].append([0, "fly to the moon"])
    return json.dumps(data).encode()


# ------------------------------------------------------------------ projector
def test_projector_mode_puts_the_board_beside_a_480_px_side_panel():
    w = taxi_widget()
    assert w.main.layout.flex_flow == "row"
    w.setup_button.value = True
    assert w.controls.layout.display is None  # the setup shows
    w.files.projector.value = True
    assert "kit-projector" in w._dom_classes
    assert w.main.layout.flex_flow == "row" and list(w.main.children) == [w.board_column, w.side]
    assert w.side.layout.width == w.side.layout.max_width == w.side.layout.min_width == "480px"
    assert w.controls.layout.display == "none"  # the setup folds away under the top bar
    side = list(w.side.children)
    assert side.index(w.scores) < side.index(w.actions_box) < side.index(w.log_view)
    w.files.projector.value = False
    assert "kit-projector" not in w._dom_classes and w.side.layout.max_width == "460px"


def test_the_projector_css_is_the_model_the_legibility_test_computes_with():
    from kit.ui.app import GAP_PX, SIDE_PANEL_PX, TOP_BAR_PX
    from kit.ui.board import _CSS
    from tests.test_projector_legibility import GAP, SIDE_PANEL, board_width, height_cap

    assert height_cap() == 1080 - TOP_BAR_PX and board_width() == 1920 - 30 - SIDE_PANEL_PX - GAP_PX
    assert (SIDE_PANEL_PX, GAP_PX) == (SIDE_PANEL, GAP) and f".kit-main {{ gap: {GAP}px; }}" in _CSS


def test_a_solo_puzzle_hides_the_controls_that_do_nothing():
    g = kit.new_game("digit_code", players=1, seed=2)
    w = kit.widget(g, seats=["human"])
    hidden = (w.timeline.play_button, w.timeline.pace_box, w.pacer, w.controls.step_button,
              w.controls.auto_button)
    assert all(part.layout.display == "none" for part in hidden)
    assert w.timeline.back_button.layout.display != "none" and w.controls.undo_button.layout.display != "none"
    duo = taxi_widget(seats=("human", "greedy"))
    assert not any(part.layout.display == "none" for part in (duo.timeline.play_button, duo.pacer,
                                                                duo.controls.step_button))


# ------------------------------------------------------------------ words
def test_option_controls_show_their_label_and_help_text():
    w = taxi_widget()
    opts = type(w.game).options
    panel = w.controls.children[-1]
    texts = [child.children[1].value for child in panel.children[0].children]
    for (name, opt), box, text in zip(opts.items(), w.controls.option_boxes.values(), texts):
        assert box.description == (opt.label or name.replace("_", " ").capitalize())
        assert "_" not in box.description
        assert opt.doc in html.unescape(text)  # the help text is shown, not hidden in a tooltip
        assert not box.tooltip
    assert any("kit default, not from the rulebook" in t for t in texts) == \
        any(o.source == "kit default" for o in opts.values())


def test_messages_replace_each_other_and_errors_are_marked():
    w = taxi_widget()
    w.act("move XX")
    assert "Not allowed" in w.message.value and 'role="alert"' in w.message.value
    w.say("Hello")
    assert "Hello" in w.message.value and "Not allowed" not in w.message.value
    assert w.message.value.count("<div") == 1


def test_the_winner_in_words_with_the_unit():
    w = taxi_widget(seats=("greedy", "greedy"))
    w.auto_play()
    g = w.game
    assert g.over
    scores, winners = g.scores(), g.winners()
    first = winners[0]
    name = g.player_name(first)
    expected = f"{name[:1].upper()}{name[1:]} ({with_unit(scores[first], w.score_unit)})"
    assert expected in w.scores.value and "Winner" in w.scores.value
    assert "phase" not in w.scores.value and "to act" not in w.scores.value
    w.score_unit = "coins"
    w.refresh()
    assert with_unit(scores[first], "coins") in w.scores.value


def test_units_and_winner_helpers():
    assert with_unit(1, "points") == "1 point" and with_unit(-5, "points") == "-5 points"
    assert winner_text(["ana", "bo"], [12, 3], [0], "points") == "Winner: Ana (12 points)"
    assert winner_text(["ana", "bo"], [4, 4], [0, 1], "coins") == "Winners: Ana (4 coins), Bo (4 coins)"


def test_the_log_keeps_every_line():
    w = taxi_widget(seats=("greedy", "greedy"))
    w.auto_play()
    lines = w.game.log_for(None)
    assert len(lines) > 200
    assert html_lines(w.log_view.value) == lines


def test_an_empty_text_option_starts_a_game_with_its_default():
    w = kit.widget(kit.new_game("digit_code", players=1, seed=3))
    box = w.controls.option_boxes["code"]
    assert box.value == "" and box.description == "Secret code"
    w.controls.new_button.click()
    assert "New game" in w.message.value and w.game.history[0].player == kit.CHANCE  # code drawn
    box.value = "305218"
    w.controls.new_button.click()
    assert w.game.settings["code"] == "305218"


def test_no_internal_names_in_the_frame():
    w = taxi_widget(seats=("human", "greedy"))
    texts = [w.scores.value, w.timeline.position_label.value, w.pacer.status]
    texts += [b.description for b in (w.controls.new_button, w.controls.undo_button,
                                      w.controls.step_button, w.controls.auto_button,
                                      w.timeline.back_button, w.timeline.forward_button,
                                      w.timeline.play_button, w.files.projector)]
    texts += [box.description for box in w.controls.seat_boxes]
    texts += [label for label, _ in w.controls.seat_boxes[0].options]
    texts += [label for label, _ in w.viewer_switch.options]
    for text in texts:
        assert "phase" not in text and "_" not in text, text


# ------------------------------------------------------------------ chance and endings in words
def test_the_chance_panel_lists_outcomes_in_words_and_says_the_choice_in_words():
    g = kit.new_game("bahama_taxi", players=2, seed=4, chance="manual")
    w = kit.widget(g, seats=["human", "human"])
    assert g.at_chance
    labels = [label for label, _ in w.chance_panel.outcomes.options]
    texts = [text for _, text in w.chance_panel.outcomes.options]
    for (label, text) in zip(labels, texts):
        assert label.startswith(g.describe(text, kit.CHANCE)) and label.endswith("%)"), label
    w.chance_panel.outcomes.value = texts[0]
    w.chance_panel.choose_button.click()
    assert f"Chance: {g.describe(texts[0], kit.CHANCE)}." in html.unescape(w.message.value)


def test_a_chance_step_with_one_outcome_is_not_a_choice():
    from kit.ui.panels import ChancePanel

    panel = ChancePanel()
    chosen = []
    panel.on_choose = chosen.append
    panel.show(True, [("peek x y", "the captain peeks at the parachute", 1.0)], "choose the card")
    assert list(panel.choice_row.children) == [panel.next_button]
    assert "Next: the captain peeks at the parachute." in panel.help.value
    panel.next_button.click()
    assert chosen == ["peek x y"]
    panel.show(True, [("a", "one", 0.5), ("b", "two", 0.5)], "choose")
    assert panel.outcomes in panel.choice_row.children and panel.next_button not in panel.choice_row.children


def test_the_ending_names_the_tie_break():
    from kit.ui.panels import ScorePanel

    panel = ScorePanel()
    panel.show(["Ana", "Bo"], [60, 60], [], [1], True, unit="points",
               result="Bo wins. 2 players tied on 60; most cheese left decided it.")
    assert ("Winner: Bo (60 points) — game over. 2 players tied on 60; most cheese left decided it."
            in panel.value)


def test_buttons_say_the_games_words_by_default():
    from kit.ui import GameWidget

    g = kit.new_game("bahamas", players=4, seed=7)
    w = kit.widget(g)
    assert w.actions_box.children
    for button in w.actions_box.children:
        words = g.describe(button.action, w.human, w.viewer)
        assert GameWidget.button_label(w, button.action) == words[:1].upper() + words[1:]
        assert button.description == words[:1].upper() + words[1:]
        assert button.tooltip == button.description  # no action code on hover either
