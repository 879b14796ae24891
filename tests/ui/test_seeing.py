"""Hidden information stays hidden in the frame: the table's view (kit.table) leaks nothing and
every board draws it; an app of a game with hidden information opens in the human seat's
view; the teacher's view is a deliberate choice with a banner; student mode removes it."""
from __future__ import annotations

import random

import pytest

import kit
from kit.engine import registration
from kit.games import GAMES
from kit.table import table_view
from kit.ui.panels import TABLE, TEACHER_VALUE


def positions(name: str):
    """Seeded random positions of ``name`` for every player count it allows."""
    info = registration(name).game.info
    for players in range(info.min_players, info.max_players + 1):
        for seed in (1, 2):
            g = kit.new_game(name, players=players, seed=seed)
            rng = random.Random(seed)
            for _ in range(8):
                yield g
                for _ in range(rng.randint(1, 6)):
                    if g.over:
                        return
                    player = g.to_act[0]
                    g.play(rng.choice(g.legal_actions(player)), player)


@pytest.mark.parametrize("name", GAMES)
def test_the_table_view_leaks_nothing_and_every_board_draws_it(name):
    draw = registration(name).draw
    hides = False
    for g in positions(name):
        view = table_view(g)
        assert view["table"] and view["private"] == {}
        for p in g.players:  # what a seat cannot see, resampled: the table's view is the same
            assert table_view(g.copy_for(p, random.Random(p + 7))) == view, (p, g.history[-1:])
        draw(view)
        teacher = g.view(None)
        hides = hides or any(view[part] != teacher[part] for part in ("public", "seats", "private"))
    if registration(name).game.info.hidden_information:
        assert hides, "the table's view shows every seat as the teacher sees it"


@pytest.mark.parametrize("name", GAMES)
def test_an_app_opens_in_the_human_seats_view_where_something_is_hidden(name):
    info = registration(name).game.info
    g = kit.new_game(name, players=max(2, info.min_players) if info.max_players > 1 else 1, seed=3)
    w = kit.widget(g)
    if info.hidden_information:
        assert w.viewer == 0 and w.view() == g.view(0)
        assert w.view_banner.value == ""
    else:
        assert w.viewer is None
    w.viewer_switch.value = TEACHER_VALUE  # the teacher's deliberate choice
    assert w.view() == g.view(None)
    if info.hidden_information:
        assert "Teacher view" in w.view_banner.value and 'role="alert"' in w.view_banner.value


@pytest.mark.parametrize("name", GAMES)
def test_student_mode_has_no_teacher_view(name):
    info = registration(name).game.info
    g = kit.new_game(name, players=info.max_players, seed=3)
    w = kit.widget(g, student=True)
    assert w.student
    with pytest.raises(AttributeError):
        w.student = False  # read-only
    values = [value for _, value in w.viewer_switch.options]
    assert TEACHER_VALUE not in values and TABLE in values
    if info.hidden_information:  # no bot's seat either: its hand is not for a student
        assert values == [p for p, bot in enumerate(w.bots) if bot is None] + [TABLE]
    assert w.viewer == 0
    w.controls.new_button.click()
    assert TEACHER_VALUE not in [value for _, value in w.viewer_switch.options]


def test_kit_play_passes_student_mode_on():
    w = kit.play("bahamas", players=4, seed=2, student=True)
    assert w.student and w.viewer == 0


def test_the_table_view_in_the_widget_offers_no_ones_moves():
    g = kit.new_game("bahamas", players=4, seed=2)
    w = kit.widget(g)
    assert w.human == 0 and w.actions_box.children
    w.viewer_switch.value = TABLE
    assert w.table and w.view() == table_view(g) and w.human is None
    assert not w.actions_box.children and "no one's hand" in w.view_banner.value
    assert w.log_lines() == g.log and w.log_lines() != g.log_for(None)  # the public log


@pytest.mark.parametrize("name", GAMES)
def test_every_widget_shows_the_table_view(name):
    """The game's own panels too (they draw from ``self.view()``)."""
    info = registration(name).game.info
    g = kit.new_game(name, players=info.max_players, seed=3)
    w = kit.widget(g, seats=["human"] * g.num_players)
    w.viewer_switch.value = TABLE
    rng = random.Random(1)
    for _ in range(25):
        if g.over:
            break
        player = g.to_act[0]
        g.play(rng.choice(g.legal_actions(player)), player)
        w.refresh()
