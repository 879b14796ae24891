"""Hidden stays hidden: a reaction window asks the same players whatever their hidden cards.

For every kind of window, two positions are built with chosen chance outcomes that differ
only in one hidden card of one player: in the first it is a card playable in that window,
in its twin a card that is only held (Diamonds). Every other player must see the same
thing in both: who is to act, their view, their log, the public log, their legal actions,
and the worlds a search bot would imagine for them (``copy_for``), through the whole window.
"""
from __future__ import annotations

import random

import pytest

from .helpers import setup, waiting

HELD = "diamonds"

#: name: (action cards drawn at setup, one per player, with "X" for the hidden card of
#: player 2 (seat 1); the steps to the window as (player or None for chance, text); the
#: window's kind; a play the hidden card allows player 2 there).
WINDOWS = {
    "die window, High kick": (["phone", "X", "handcuffs", "lifeboat"],
                              [(None, "roll cash cash cash"), (0, "take cash")], "dice", "play highkick"),
    "die window, Robbery": (["phone", "X", "handcuffs", "lifeboat"],
                            [(None, "roll cash cash cash"), (0, "take cash")], "dice", "play robbery"),
    "die window, Thief": (["phone", "X", "handcuffs", "lifeboat"],
                          [(None, "roll cash cash cash"), (0, "take cash")], "dice", "play thief"),
    "die window, Storm": (["phone", "X", "handcuffs", "lifeboat"],
                          [(None, "roll cash cash cash"), (0, "take cash")], "dice", "play storm"),
    "die window, Search": (["phone", "X", "handcuffs", "lifeboat"],
                           [(None, "roll cash cash cash"), (0, "take cash")], "dice", "play search"),
    "die window opened again after a card": (
        ["phone", "X", "highkick", "lifeboat"],
        [(None, "roll cash cash cash"), (0, "take cash"), (2, "play highkick steal-cash"),
         (0, "pass"), (1, "pass"), (3, "pass")], "dice", "play highkick"),
    "the robber's die": (
        ["phone", "X", "robbery", "lifeboat"],
        [(None, "roll cash cash cash"), (0, "take cash"), (2, "play robbery"),
         (0, "pass"), (1, "pass"), (3, "pass")], "dice", "play highkick"),
    "answer to a card": (
        ["thief", "phone", "X", "lifeboat"],
        [(None, "roll cash cash cash"), (0, "take cash"), (0, "play thief 2 cash")],
        "answer", "play extinguisher"),
    "answer to an Extinguisher": (
        ["thief", "extinguisher", "X", "lifeboat"],
        [(None, "roll cash cash cash"), (0, "take cash"), (0, "play thief 4 cash"),
         (1, "play extinguisher")], "answer", "play extinguisher"),
}
#: The hidden card of the first position, by window (the twin holds Diamonds instead).
PLAYABLE = {"die window, High kick": "highkick", "die window, Robbery": "robbery",
            "die window, Thief": "thief", "die window, Storm": "storm", "die window, Search": "search",
            "die window opened again after a card": "highkick", "the robber's die": "highkick",
            "answer to a card": "extinguisher", "answer to an Extinguisher": "extinguisher"}


def build(name: str, card: str):
    draws, script, _, _ = WINDOWS[name]
    holder = draws.index("X")
    g = setup(draws=[card if d == "X" else d for d in draws])
    for player, text in script:
        g.play(text, player)
    return g, holder


def seen_by_others(g, holder: int) -> dict:
    """Everything the players other than ``holder`` may see, and the public parts."""
    others = [q for q in g.players if q != holder]
    return {"to_act": g.to_act, "public": g.view(None)["public"], "log": g.log,
            "views": [g.view(q) for q in others], "logs": [g.log_for(q) for q in others],
            "legal": [[a.text for a in g.legal_actions(q)] if q in g.to_act else [] for q in others]}


def imagined(g, holder: int) -> list:
    """The worlds a search bot of each other player would play in (teacher's view of them)."""
    return [g.copy_for(q, random.Random(k)).view(None) for q in g.players if q != holder for k in (1, 2)]


@pytest.mark.parametrize("name", list(WINDOWS))
def test_a_window_looks_the_same_whether_or_not_a_player_could_react(name):
    a, holder = build(name, PLAYABLE[name])
    b, _ = build(name, HELD)
    kind, play = WINDOWS[name][2], WINDOWS[name][3]
    assert waiting(a)["kind"] == waiting(b)["kind"] == kind
    assert holder in a.to_act  # asked in both, with a play in the first only
    assert any(t.text.startswith(play) for t in a.legal_actions(holder))
    assert [t.text for t in b.legal_actions(holder)] == ["pass"]
    assert seen_by_others(a, holder) == seen_by_others(b, holder)
    assert imagined(a, holder) == imagined(b, holder)
    while waiting(a).get("mode") == "window":  # everyone passes, in the same order
        p = a.to_act[0]
        a.play("pass", p)
        b.play("pass", p)
        assert seen_by_others(a, holder) == seen_by_others(b, holder)


def test_no_window_for_an_extinguisher_once_every_extinguisher_is_face_up():
    # 4 players: 4 Extinguishers. Players 2-4 hold one each, player 1 draws the last one.
    g = setup(draws=["thief", "extinguisher", "extinguisher", "extinguisher"])
    for player, text in [(None, "roll action cash cash"), (0, "take action"), (0, "pass"), (1, "pass"),
                         (2, "pass"), (3, "pass"), (None, "draw extinguisher"), (0, "name 2"),
                         (1, "take cash"), (0, "play thief 2 cash"), (1, "play extinguisher"),
                         (2, "play extinguisher"), (3, "play extinguisher")]:
        g.play(text, player)
    assert waiting(g)["kind"] == "answer" and g.to_act == [0, 1, 2]  # one Extinguisher is still hidden
    g.play("play extinguisher", 0)
    # all four lie on the discard pile (public): nobody is asked to answer; the chain resolves
    # (player 1's cancels player 4's, player 3's cancels player 2's) and the Thief steals
    assert g.view(None)["public"]["discard"].count("extinguisher") == 4
    assert g.at_chance and waiting(g)["kind"] == "take"
