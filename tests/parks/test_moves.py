"""Parks' action grammar: words read once into typed moves, chance apart from players."""
from __future__ import annotations

import pytest

import kit
from kit.games.parks.moves import Drawn, Hike, Pass, Photo, Reserve, TakeCanteen, read_move, write_move
from tests.parks.conftest import position


@pytest.mark.parametrize(("text", "move"), [
    ("hike 2 vista campfire", Hike(2, "vista", True)),
    ("hike 1 gear", Hike(1, "gear")),
    ("reserve deck", Reserve(None)),
    ("photo sun water", Photo(("sun", "water"))),
    ("canteen", TakeCanteen()),
    ("canteen-card c01", Drawn("canteen", "c01")),
    ("pass", Pass()),
])
def test_an_action_reads_into_its_move_and_back(text, move):
    assert read_move(kit.Action.parse(text)) == move
    assert write_move(move).text == text


@pytest.mark.parametrize("text", ["hike 3 forest", "hike 1 visit campfire", "hike 1 moon", "reserve mars",
                                  "photo sun moon", "canteen c01", "keep", "pass now"])
def test_words_that_are_no_move_are_refused_as_syntax(text):
    with pytest.raises(kit.IllegalAction) as err:
        read_move(kit.Action.parse(text))
    assert err.value.rule == "action syntax"


def test_a_player_cannot_draw_for_chance_nor_chance_play_a_players_verb():
    g = position("hike 1 vista", "canteen", weather=False)
    assert g.at_chance
    with pytest.raises(kit.IllegalAction) as err:
        g.play("canteen")
    assert err.value.rule == "chance" and "canteen-card" in str(err.value)
    g.play("canteen-card c02")
    assert [c for c, _ in g.view()["seats"][0]["canteens"]] == ["c01", "c02"]
