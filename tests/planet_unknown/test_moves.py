"""Planet Unknown's action grammar: words read once into typed moves and written back."""
from __future__ import annotations

import pytest

import kit
from kit.games.planet_unknown.board import parse_cell
from kit.games.planet_unknown.moves import (
    Energy,
    Move,
    Offset,
    Place,
    Reveal,
    Stop,
    Store,
    Take,
    Turn,
    read_move,
    write_move,
)


@pytest.mark.parametrize(("text", "move"), [
    ("place D7 90f", Place(parse_cell("D7"), "90f")),
    ("move D7 D8", Move(parse_cell("D7"), parse_cell("D8"))),
    ("energy water", Energy("water")),
    ("store patch", Store()),
    ("stop", Stop()),
    ("turn 2", Turn(2)),
    ("take outer", Take("outer")),
    ("offset 5", Offset(5)),
    ("reveal I2-WR", Reveal("I2-WR")),
])
def test_an_action_reads_into_its_move_and_back(text, move):
    assert read_move(kit.Action.parse(text)) == move
    assert write_move(move).text == text


@pytest.mark.parametrize("text", ["place D7", "place Z9 0", "move D7", "energy gold", "store", "stop now",
                                  "turn 6", "take middle", "offset -1", "reveal X9", "fly D7"])
def test_words_that_are_no_move_are_refused_as_syntax(text):
    with pytest.raises(kit.IllegalAction) as err:
        read_move(kit.Action.parse(text))
    assert err.value.rule == "action syntax"
