"""The choices of a game option as a teacher sees them in the setup panel: plain words
(never ``None``, ``True``, ``keep_last``), and the word chosen starts the game with the
right value. Every registered game, through its real widget."""
from __future__ import annotations

import pytest

import kit
from kit.engine import Option, game_class
from kit.games import GAMES
from kit.ui.panels import ChoiceDropdown, _option_widget, choice_words

RAW_WORDS = {"None", "True", "False", "none", "true", "false"}

CHOICE_OPTIONS = [(game, name) for game in GAMES for name, opt in game_class(game).options.items()
                  if opt.choices is not None]


def test_some_games_have_choice_options():
    assert len(CHOICE_OPTIONS) >= 20  # bahama_taxi, jamaica, digit_code, tobago, captain_bluff, ...


@pytest.fixture(scope="module")
def widgets():
    """One widget a game that has choice options (built once: some games generate islands)."""
    made = {}
    for game in sorted({g for g, _ in CHOICE_OPTIONS}):
        info = game_class(game).info
        made[game] = kit.widget(kit.new_game(game, players=info.min_players, seed=1))
    return made


def _same(a, b) -> bool:
    return type(a) is type(b) and a == b


@pytest.mark.parametrize("game, name", CHOICE_OPTIONS, ids=[f"{g}-{n}" for g, n in CHOICE_OPTIONS])
def test_every_choice_is_shown_in_words_and_gives_its_value(widgets, game, name):
    w = widgets[game]
    option = game_class(game).options[name]
    box = w.controls.option_boxes[name]
    assert isinstance(box, ChoiceDropdown)
    labels = [label for label, _ in box.options]
    assert len(labels) == len(option.choices) and len(set(labels)) == len(labels)
    for label in labels:
        assert label.strip() == label and label, (game, name, label)
        assert "_" not in label, (game, name, label)
        assert label not in RAW_WORDS and not set(label.split()) & RAW_WORDS, (game, name, label)
    if option.choice_labels is None:  # the fallback only where the values are already words
        assert all(isinstance(c, str) for c in option.choices), (game, name, option.choices)
    # the default is selected and shown (a plain Dropdown shows nothing for None)
    assert box.index is not None and _same(box.value, w.game.settings[name])
    assert box.label == labels[option.choices.index(box.value)]
    for label, choice in zip(labels, option.choices):
        box.label = label  # what the browser does: it sends the chosen entry
        assert _same(box.value, choice), (game, name, label, box.value, choice)
        assert _same(w.controls.option_values()[name], choice)
    box.value = option.default  # what "Load game" does (show_settings)
    default_at = next(i for i, c in enumerate(option.choices) if _same(c, option.default))
    assert box.index == default_at and box.label == labels[default_at]


def test_a_dropdown_keeps_none_and_exact_types():
    box = ChoiceDropdown((None, False, True), ("by the player count", "no", "yes"), None)
    assert box.index == 0 and box.label == "by the player count" and box.value is None
    box.value = False
    assert box.index == 1 and box.label == "no"
    box.value = None
    assert box.index == 0 and box.label == "by the player count"  # not an empty selection
    box.index = 2
    assert box.value is True
    with pytest.raises(Exception, match="not one of the choices"):
        box.value = 1  # 1 == True, but 1 is not a choice
    assert box.value is True
    numbers = ChoiceDropdown((0, 1), ("no limit", "at most 1"), 1)
    assert numbers.value == 1 and type(numbers.value) is int and numbers.label == "at most 1"


def test_the_fallback_words_for_unlabelled_choices():
    opt = Option("all", "which cards", choices=("all", "keep_last"))
    assert choice_words(opt) == ["all", "keep last"]
    flags = Option(None, "auto or not", choices=(None, True, False))
    assert choice_words(flags) == ["automatic", "yes", "no"]
    box = _option_widget("reshuffle", opt, "keep_last")
    assert box.label == "keep last" and box.value == "keep_last"


def test_choosing_words_starts_the_game_with_those_values_and_a_load_shows_them():
    w = kit.widget(kit.new_game("digit_code", players=2, seed=5))
    box = w.controls.option_boxes["guess_after_question"]
    assert box.label.startswith("Automatic") and box.value is None
    box.label = "No: a turn is a question or a guess"
    w.controls.new_button.click()
    assert w.game.settings["guess_after_question"] is False
    saved = w.game.to_json()
    assert "a turn is a question" not in saved  # words are display only: the file keeps the value
    assert kit.load_game(saved).settings["guess_after_question"] is False
    box.label = box.options[0][0]
    assert box.value is None
    w.controls.show_settings(2, 5, {**w.game.settings, "guess_after_question": False})
    assert box.label == "No: a turn is a question or a guess"
    w.controls.show_settings(2, 5, {**w.game.settings, "guess_after_question": None})
    assert box.index == 0 and box.value is None


def test_an_option_refuses_choice_labels_that_do_not_fit():
    with pytest.raises(TypeError, match="one label a choice: 2 choices, 1 label"):
        Option("all", "x", choices=("all", "keep_last"), choice_labels=("All",))
    with pytest.raises(TypeError, match="one label a choice: 2 choices, 3 labels"):
        Option("all", "x", choices=("all", "keep_last"), choice_labels=("All", "Some", "None left"))
    with pytest.raises(TypeError, match="needs choices"):
        Option(True, "x", choice_labels=("Yes", "No"))
    with pytest.raises(TypeError, match="differ"):
        Option(0, "x", choices=(0, 1), choice_labels=("Same", "Same"))
    with pytest.raises(TypeError, match="non-empty"):
        Option(0, "x", choices=(0, 1), choice_labels=("", "One"))
    ok = Option(0, "x", choices=(0, 1), choice_labels=["No limit", "At most 1"])
    assert ok.choice_labels == ("No limit", "At most 1") and ok.check("x", 1) == 1
    assert ok == Option(0, "x", choices=(0, 1), choice_labels=("No limit", "At most 1"))


@pytest.mark.parametrize("game", GAMES)
def test_seat_choices_name_bots_in_words(game):
    """A seat's choice says what each bot does ("search (tries moves ahead)"), never only
    its registered name ("mcts"), and choosing it gives that bot."""
    from kit.bots import bot_names
    from kit.ui.panels import ControlBar

    bots = bot_names(game)
    bar = ControlBar(2, 4, 2, 1, bots, ["human", bots[0]])
    box = bar.seat_boxes[0]
    labels = [label for label, _ in box.options]
    assert labels[0] == "Human"
    for label, value in box.options[1:]:
        assert label.startswith("Bot: ") and "_" not in label
        assert label != f"Bot: {value}", label
        box.value = value
        assert bar.seat_kinds()[0] == value
