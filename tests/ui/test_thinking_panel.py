"""The "What the bot thought" panel of every game's widget: after a bot move it names the
player, the move and the rule the bot followed, in words; a bot's thinking about hidden
things shows only in the teacher's view or in that bot's own seat's view (never in student
mode); a search's reasons draw a bar a move weighed with its interval and simulations."""
from __future__ import annotations

import html
import re

import pytest

import kit
from kit.engine import registration
from kit.games import GAMES
from kit.reasons import Candidate, Reasons
from kit.ui.panels import TABLE, TEACHER_VALUE
from kit.ui.thinking import HIDDEN, decision_html
from tests.test_words import engine_tokens


def text_of(markup: str) -> str:
    """What a person reads of some HTML (tags dropped, entities decoded)."""
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def bots_only(name: str, seed: int = 3):
    """A widget of ``name`` where every seat is a random bot, paused; one bot move made."""
    info = registration(name).game.info
    players = max(2, info.min_players) if info.max_players > 1 else 1
    w = kit.widget(kit.new_game(name, players=players, seed=seed), seats=["random"] * players,
                   auto_bots=False)
    assert "No bot has moved yet" in w.thinking.body.value
    w.step_forward()
    return w


@pytest.mark.parametrize("name", GAMES)
def test_after_a_bot_move_the_panel_names_the_move_and_the_rule(name):
    w = bots_only(name)
    d = w.last_decision
    assert d is not None
    g = w.live_game
    assert g.history[d.step].player == d.seat and g.history[d.step].action.text == d.reasons.action
    w.viewer_switch.value = TEACHER_VALUE
    shown = text_of(w.thinking.body.value)
    mover = g.player_name(d.seat)
    assert mover[:1].upper() + mover[1:] in shown and f"step {d.step + 1}" in shown
    assert d.reasons.rule and f"Why: {d.reasons.rule}" in shown and d.reasons.words in shown
    assert engine_tokens(shown) == [], shown


@pytest.mark.parametrize("name", [n for n in GAMES if registration(n).game.info.hidden_information
                                  and n != "digit_code"])  # its widget's advisor is slow; hidden alike
def test_a_bots_thinking_shows_only_to_the_teacher_and_its_own_seat(name):
    w = bots_only(name)
    d = w.last_decision
    other = next(p for p in w.live_game.players if p != d.seat)
    for value, seen in ((TEACHER_VALUE, True), (d.seat, True), (other, False), (TABLE, False)):
        w.viewer_switch.value = value
        shown = text_of(w.thinking.body.value)
        assert (d.reasons.rule in shown) is seen, (value, shown)
        assert (HIDDEN in shown) is not seen, (value, shown)
    w.viewer_switch.value = other  # the other seat reads the move as it knows it
    assert d.seen_as[other] in text_of(w.thinking.body.value)


def test_student_mode_never_shows_a_bots_thinking_where_something_is_hidden():
    w = kit.widget(kit.new_game("jamaica", players=3, seed=2), seats=["human", "random", "random"],
                   student=True)
    while w.last_decision is None:  # the human plays; the bots answer at once
        assert w.act(w.game.legal_actions(0)[0])
    d = w.last_decision
    assert d is not None and d.seat != 0
    for value in (0, TABLE):
        w.viewer_switch.value = value
        assert HIDDEN in text_of(w.thinking.body.value)


def test_nothing_is_hidden_in_a_game_without_hidden_information():
    w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=2), seats=["human", "random"],
                   student=True)
    w.act(w.game.legal_actions(0)[0])  # the bot answers at once
    assert w.last_decision is not None and w.last_decision.seat == 1
    assert w.last_decision.reasons.rule in text_of(w.thinking.body.value)


def test_a_new_game_clears_the_panel():
    w = bots_only("bahama_taxi")
    assert "No bot has moved yet" not in w.thinking.body.value
    w.new_game(seed=5)
    assert "No bot has moved yet" in w.thinking.body.value


def test_a_search_decision_draws_its_moves_with_intervals_and_its_worlds():
    why = Reasons("search (tries moves ahead)", "card 3", "play card 3", "It won the most simulated games.",
                  (Candidate("card 3", "play card 3", 0.62, 0.51, 0.72, 120),
                   Candidate("card 1", "play card 1", 0.40, 0.28, 0.53, 60)),
                  (("player 2 holds card 5", 0.5), ("player 3 holds card 5", 0.25)), 200)
    markup = decision_html("Player 1", 7, why, None)
    chart = re.search(r'<ol class="kit-thinking-chart".*?</ol>', markup, re.S)
    assert chart is not None and chart.group(0).count("<li ") == chart.group(0).count("<rect") == 2
    shown = text_of(markup)
    assert "Chosen: play card 3 — won 62% of 120 imagined games (95% interval 51% to 72%)" in shown
    assert "play card 1 — won 40% of 60 imagined games (95% interval 28% to 53%)" in shown
    assert "Chosen: play card 1" not in shown
    assert "(in 200 imagined worlds)" in shown and "player 2 holds card 5: in 50% of them" in shown
    # the bar is as long as the rate, the interval's ends where its bounds are
    widths = [float(x) for x in re.findall(r'<rect [^>]*\swidth="([\d.]+)"', chart.group(0))]
    assert widths[0] > widths[1] and abs(widths[0] / widths[1] - 0.62 / 0.40) < 0.01


def test_a_search_bots_move_shows_its_moves_weighed_and_worlds_to_the_teacher_only():
    w = kit.widget(kit.new_game("captain_bluff", players=2, seed=3), seats=["mcts", "mcts"],
                   auto_bots=False, viewer=None)
    w.step_forward()
    why = w.last_decision.reasons
    assert why.candidates and why.worlds  # the search says what it weighed and imagined
    markup = w.thinking.body.value
    assert markup.count('<li style="margin-bottom:4px">') == min(len(why.candidates), 6)
    shown = text_of(markup)
    best = why.candidates[0]
    assert f"{best.words} — won {best.win_rate:.0%} of {best.simulations} imagined game" in shown
    assert "What it imagined of what it cannot see" in shown and why.worlds[0][0] in shown
    w.viewer_switch.value = 1 - w.last_decision.seat  # the other player's eyes: nothing of it
    shown = text_of(w.thinking.body.value)
    assert HIDDEN in shown and why.worlds[0][0] not in shown and "Moves weighed" not in shown
