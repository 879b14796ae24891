"""Captain Bluff's action grammar: each action's words read once into a typed move and
written back; words that name no move are refused as "action syntax"."""
from __future__ import annotations

import pytest

import kit
from kit.engine import Action
from kit.games.captain_bluff.moves import (
    Challenge,
    Change,
    Check,
    Close,
    Deal,
    Delay,
    Draw,
    Notice,
    Origin,
    Pass,
    Place,
    Recover,
    Reverse,
    read,
    write,
)

from .conftest import game

EXAMPLES = {
    "origin 3 HK5": Origin(2, "HK5"),
    "place 1 HK5 AW=6 HK7": Place(0, (("HK5", 5), ("AW", 6), ("HK7", 7))),
    "check 6": Check(5),
    "change 2 RD": Change(1, "RD"),
    "close 4": Close(3),
    "reverse 5": Reverse(4),
    "notice 2 5": Notice((1, 4)),
    "notice": Notice(()),
    "delay": Delay(),
    "recover 3 2": Recover(2, 2),
    "challenge": Challenge(),
    "pass": Pass(),
    "draw SF17": Draw("SF17"),
    "deal NB": Deal("NB"),
}


@pytest.mark.parametrize("text", EXAMPLES)
def test_each_kind_of_action_reads_into_its_move_and_back(text):
    action = Action.parse(text)
    assert read(action) == EXAMPLES[text]
    assert write(read(action)) == action


@pytest.mark.parametrize("text", ["origin 7 HK5", "origin 3 HK18", "place 1", "place 1 AW=x",
                                  "notice 2 2", "notice 1 2 3", "recover 1 0", "pass 1", "end",
                                  "check", "draw", "close 1 2"])
def test_words_that_name_no_move_are_refused_as_syntax(text):
    with pytest.raises(kit.IllegalAction) as refusal:
        read(Action.parse(text))
    assert refusal.value.rule == "action syntax"


def test_pass_is_the_one_done_verb_in_the_windows_and_after_the_action():
    g = game(2, [["HK3", "HK4", "HK8"], ["HN7", "HN5"]], [["RD", "NB", "DF"]],
             ("1 HK8", "2 HN7", "3 SF17", "4 HN5"))
    g.play("place 1 HK3 HK4")
    assert g.legal_actions(1) == [Action("challenge"), Action("pass")]
    g.play("pass", 1)                       # the placement passes
    assert g.view(None)["phase"] == "recovery" and Action("pass") in g.legal_actions(1)
    for p in list(g.to_act):                # nobody takes bags back
        g.play("pass", p)
    assert g.view(None)["phase"] == "after" and g.to_act == [0]
    assert Action("pass") in g.legal_actions(0) and g.move("pass") == Pass()
    g.play("pass")                          # no airport card: the turn ends
    assert g.view(None)["phase"] == "turn" and g.to_act == [1]
    assert g.why_not("end", 1).rule == "action syntax"
