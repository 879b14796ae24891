"""The help texts of game options speak to a teacher in words: the ``doc`` shown under each
setup control and in ``kit.options_table`` (every lesson prints it), and the ``label`` next
to the control, never quote raw values (True/False/None, a choice's value, a -1 sentinel)
or internal names (snake_case). The raw values stay where code users look: the options
table's index and the value before each "=" in its default and choices columns."""
from __future__ import annotations

import dataclasses
import re

import pytest

import kit
from kit.engine import Option, game_class
from kit.games import GAMES
from kit.ui.panels import choice_words, option_label

RAW_CONSTANT = re.compile(r"\b(True|False|None)\b")
SNAKE_CASE = re.compile(r"\b[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+\b")
KEYWORD_VALUE = re.compile(r"\b\w+=\S")  # questions_unique=False, chance='manual'
NUMBER_MEANS = re.compile(r"(?<![\w.-])-?\d+\s*(?::\s|=)")  # "-1: drawn", "(0 = no limit)"


def raw_words(text: str, option: Option) -> list[str]:
    """What in ``text`` (an option's doc or label) is a raw value or an internal name."""
    found = [f"constant {m.group(0)}" for m in RAW_CONSTANT.finditer(text)]
    found += [f"internal name {m.group(0)}" for m in SNAKE_CASE.finditer(text)]
    found += [f"code {m.group(0)}" for m in KEYWORD_VALUE.finditer(text)]
    found += [f"number explained as a raw value {m.group(0)!r}" for m in NUMBER_MEANS.finditer(text)]
    for choice in option.choices or ():
        value = str(choice)
        for quote in ("'", '"', "`", "“"):
            closing = "”" if quote == "“" else quote
            if f"{quote}{value}{closing}" in text:
                found.append(f"quoted choice {quote}{value}{closing}")
        # a choice value introducing its meaning, as written in code ("keep_last: ...")
        if re.search(rf"(?<![\w-]){re.escape(value)}\s*(?::\s|=)", text):
            found.append(f"choice value {value!r} explained")
    return found


OPTIONS = [(game, name) for game in GAMES for name in game_class(game).options]


def test_every_game_is_scanned():
    assert len(GAMES) >= 10 and len(OPTIONS) >= 45
    assert {g for g, _ in OPTIONS} >= {"bahama_taxi", "jamaica", "digit_code", "tobago", "captain_bluff"}


@pytest.mark.parametrize("game, name", OPTIONS, ids=[f"{g}-{n}" for g, n in OPTIONS])
def test_option_help_and_label_speak_in_words(game, name):
    options = game_class(game).options
    option = options[name]
    assert raw_words(option.doc, option) == [], (game, name, option.doc)
    assert raw_words(option_label(name, option), option) == [], (game, name, option.label)
    for label in choice_words(option):
        assert raw_words(label, option) == [], (game, name, label)


FACTS = [(game, name) for game in GAMES for name in getattr(game_class(game), "KIT_DEFAULTS", {})]


@pytest.mark.parametrize("game, name", FACTS, ids=[f"{g}-{n}" for g, n in FACTS])
def test_kit_default_facts_speak_in_words(game, name):
    """The kit-default facts (rows of the same options table) read in words too."""
    text = game_class(game).KIT_DEFAULTS[name]
    assert raw_words(text, Option(None, text, choices=(None, False))) == [], (game, name, text)


BAD = [
    ("True: yes; False: no, only after moving; None: automatic", (None, False, True)),
    ("normal: 1 move. fast: up to 2 moves", ("normal", "fast")),
    ("'strictly': leading means nearer. 'ties count': level counts too", ("strictly", "ties count")),
    ("'all': every card. 'keep_last': the card stays", ("all", "keep_last")),
    ("also require it while more than marker_threshold remain", None),
    ("seed of a fixed island; -1: the island is drawn", None),
    ("amulets one player may use in a turn (0 = no limit)", (0, 1)),
    ("with questions_unique=False a player asks once", None),
    ("players with more roses first (“most roses”)", ("rose by rose", "most roses")),
]
GOOD = [
    ("By the player count: no with 2–4 players; or always no; or always yes.", (None, False, True)),
    ("How far a taxi may drive. Normal: 1 move. Fast: up to 2 moves.", ("normal", "fast")),
    ("The spaces before the red line score -5 points.", None),
    ("the secret code of a teacher's puzzle, e.g. '305218'; empty: drawn by chance", None),
    ("rose by rose from the bottom of the column up, or the most roses first",
     ("rose by rose", "most roses")),
    ("12 to 60 cards of 1-20 coins; amulets: any number, or at most 1", (0, 1)),
]


@pytest.mark.parametrize("text, choices", BAD, ids=[t[:30] for t, _ in BAD])
def test_the_checker_finds_raw_values(text, choices):
    option = Option(choices[0] if choices else 0, text, choices=choices)
    assert raw_words(text, option), text


@pytest.mark.parametrize("text, choices", GOOD, ids=[t[:30] for t, _ in GOOD])
def test_the_checker_lets_plain_words_pass(text, choices):
    option = Option(choices[0] if choices else 0, text, choices=choices)
    assert raw_words(text, option) == [], text


def test_a_real_option_made_bad_fails():
    option = game_class("bahama_taxi").options["movement"]
    assert raw_words(option.doc, option) == []
    bad = dataclasses.replace(option, doc="normal: 1 move. fast: up to 2 moves")
    assert raw_words(bad.doc, bad) == ["choice value 'normal' explained", "choice value 'fast' explained"]
    reshuffle = game_class("jamaica").options["reshuffle"]
    bad = dataclasses.replace(reshuffle, doc="'keep_last': the card just played stays")
    assert "quoted choice 'keep_last'" in raw_words(bad.doc, bad)


@pytest.mark.parametrize("game", GAMES)
def test_the_options_table_shows_raw_values_and_words(game):
    cls = game_class(game)
    table = kit.options_table(game)
    assert list(table.columns) == ["option", "default", "choices", "source", "doc"]
    assert set(table.index) == set(cls.options) | set(cls.KIT_DEFAULTS)
    for name, option in cls.options.items():
        row = table.loc[name]
        assert row["option"] == option_label(name, option)  # the panel's words
        assert row["doc"] == option.doc
        assert row["default"].startswith(repr(option.default))  # the value code passes
        if option.choices is None:
            assert row["choices"] == ""
            if isinstance(option.default, bool):
                assert row["default"] == f"{option.default!r} = {'on' if option.default else 'off'}"
            continue
        cells = row["choices"].split("; ")
        assert len(cells) == len(option.choices)
        for cell, choice, words in zip(cells, option.choices, choice_words(option)):
            assert cell == f"{choice!r} = {words}", (game, name, cell)
        default_at = next(i for i, c in enumerate(option.choices)
                          if type(c) is type(option.default) and c == option.default)
        assert row["default"] == cells[default_at]
