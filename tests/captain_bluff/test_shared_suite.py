"""The shared suite's per-game checks (tests/test_contract.py, test_fuzz.py, test_boards.py
and the golden playthrough), run on Captain Bluff while it is not yet in
``kit.games.GAMES``. Once it is registered there the shared files cover it and these are
skipped, so nothing runs twice."""
from __future__ import annotations

import inspect

import pytest

import kit
import kit.games
import kit.games.captain_bluff
from kit.games.captain_bluff.rules import CaptainBluff

import tests.test_boards as boards
import tests.test_contract as contract
import tests.test_fuzz as fuzz
from tests.golden import path, playthrough

NAME = "captain_bluff"
pytestmark = pytest.mark.skipif(NAME in kit.games.GAMES, reason="in GAMES: the shared suite covers it")


def per_game(*modules):
    return [(m.__name__.split(".")[-1], name, fn) for m in modules
            for name, fn in inspect.getmembers(m, inspect.isfunction)
            if name.startswith("test_") and "info" in inspect.signature(fn).parameters]


CHECKS = per_game(contract, fuzz)


@pytest.mark.parametrize("module, name, check", CHECKS, ids=[f"{m}.{n}" for m, n, _ in CHECKS])
def test_shared_contract_check(module, name, check, monkeypatch):
    if "monkeypatch" in inspect.signature(check).parameters:
        check(CaptainBluff.info, monkeypatch)
    else:
        check(CaptainBluff.info)


@pytest.fixture(scope="module")
def drawings():
    return NAME, boards._positions(NAME)


@pytest.mark.parametrize("check", [boards.test_board_scales_with_its_container,
                                   boards.test_every_clickable_element_says_what_it_is,
                                   boards.test_no_text_smaller_than_12_px,
                                   boards.test_palette_colours_are_the_ones_drawn],
                         ids=lambda f: f.__name__)
def test_shared_board_check(check, drawings):
    check(drawings)


def test_shared_palette_check():
    boards.test_palette_survives_colour_blindness(NAME)


def test_golden_playthrough():
    assert playthrough(NAME) == path(NAME).read_text(encoding="utf-8"), \
        "Captain Bluff plays differently from tests/golden/captain_bluff.txt"
