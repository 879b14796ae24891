"""Which treasure card was drawn when, in a sharing that spans the 12th draw.

The rules build the treasure deck with 12 gold cards on top of the shuffled rest (the
curses among them), so only the 13th card drawn or a later one can be a curse. In a
sharing the cards are dealt face down, each player looks at their own, and the raiser
shuffles them all before they are turned up one by one: a card turned up shows its value,
never which of the cards dealt it was. So what a player knows of the cards left face down
is how many of them could be curses, and that must not depend on values nobody turned up.

Positions are built through the public API with chosen chance outcomes (tests.tobago.table).
"""
from __future__ import annotations

import json
import random

from kit.games.tobago.accounting import accounting, check_accounting
from kit.games.tobago.hexes import format_hex
from kit.games.tobago.state import TREASURE_SAFE_TOP
from tests.tobago.table import located_position, take_all

WORLDS = 80


def spanning_share(extra: str, second: str, reveals: list[str], **options):
    """Two players. Map 1 is located by 11 clues of player 2; player 1 raises it, so 13 cards
    are dealt: the raiser's (draw 1, a 4), player 2's eleven (draws 2-12: ``second``, then
    eight 2s and two 6s) and the extra card (draw 13, ``extra``), the first card that may be
    a curse. ``reveals`` are the cards turned up, in order; every rose takes its card."""
    t, target, plan = located_position(owners=(1,), at_least=11, **options)
    assert len(plan) == 11, "12 roses: the extra card is the 13th drawn"
    t.play(f"move {format_hex(target)}")
    t.deals = ["4", second] + ["2"] * 8 + ["6", "6", extra]
    t.reveals = list(reveals)
    before = t.view()["public"]["treasure_drawn"]
    t.play("raise 1")
    assert before == 0 and t.view()["public"]["treasure_drawn"] == TREASURE_SAFE_TOP + 1
    if t.share is not None:  # (a curse turned up first ends the sharing at once)
        assert t.view(None)["private"]["extra"] == int(extra)
    take_all(t)
    check_accounting(t.g)
    return t


def public_record(t, player: int) -> str:
    """The public part of every seat's view and the public log, and ``player``'s own view and log."""
    g = t.g
    return json.dumps([[g.view(q)["public"] for q in g.players], g.log, g.view(player), g.log_for(player)],
                      sort_keys=True)


def worlds(t, player: int) -> list[dict]:
    """Where the curses are in ``player``'s resampled worlds, and what the teacher sees there."""
    out = []
    for k in range(WORLDS):
        world = t.g.copy_for(player, random.Random(k))
        check_accounting(world)
        assert world.view(player) == t.g.view(player)
        out.append({"curses": accounting(world)["curses"], "teacher": world.view(None)})
    return out


# A 5 is turned up first (the raiser takes it), then eight 2s, the two 6s and the 4: one card is
# left face down, a 3. In position A the 5 was the extra card (the 13th drawn) and the 3
# was player 2's first card (the 2nd drawn); in position B the other way round. Player 1
# cannot tell the two apart: they saw their own 4 and the twelve cards turned up.
REVEALS = ["5"] + ["2"] * 8 + ["6", "6", "4"]


def test_a_card_turned_up_does_not_say_which_draw_it_was():
    a = spanning_share(extra="5", second="3", reveals=REVEALS)
    b = spanning_share(extra="3", second="5", reveals=REVEALS)
    for t in (a, b):
        assert t.view()["public"]["treasure_face_down"] == 1 and t.share is None
        assert accounting(t.g)["curses"] == {"deck": 2, "pool": 0, "discard": 0, "face_down": 0}
    # identical public views and logs, and player 1's own view and log
    assert public_record(a, 0) == public_record(b, 0)
    # player 1's resampled worlds depend only on what they saw
    worlds_a, worlds_b = worlds(a, 0), worlds(b, 0)
    assert worlds_a == worlds_b
    # As far as player 1 knows, the card left face down may be the extra one, drawn 13th,
    # so it may be a curse: in some worlds it is (and then only one curse is in the deck).
    face_down = [w["curses"]["face_down"] for w in worlds_a]
    assert 1 in face_down and 0 in face_down
    assert all(w["curses"]["deck"] + w["curses"]["face_down"] == 2 for w in worlds_a)


def test_once_the_only_possible_curse_turned_up_the_rest_is_gold():
    """Only one card of this sharing (the 13th drawn) can be a curse. The first card turned
    up is a curse: it ends the sharing, and every card left face down is gold in every
    world either player can imagine."""
    t = spanning_share(extra="curse", second="3", reveals=["curse"])
    # the curse turned up first and ended the sharing: 12 cards left face down, all drawn
    # among the first 12 as far as anyone can tell
    assert t.view()["public"]["treasure_face_down"] == 12
    assert accounting(t.g)["curses"] == {"deck": 1, "pool": 0, "discard": 1, "face_down": 0}
    for w in worlds(t, 0) + worlds(t, 1):
        assert w["curses"] == {"deck": 1, "pool": 0, "discard": 1, "face_down": 0}


def test_positions_differing_in_hidden_values_mid_share_look_the_same():
    """Mid-sharing, six cards turned up and the sixth on offer: the same public record and
    the same resampled worlds for player 1 whichever of the two cards was drawn 13th."""
    partial = REVEALS[:6]
    records, found = [], []
    for extra, second in (("5", "3"), ("3", "5")):
        t, target, _ = located_position(owners=(1,), at_least=11)
        t.play(f"move {format_hex(target)}")
        t.deals = ["4", second] + ["2"] * 8 + ["6", "6", extra]
        t.reveals = list(partial)
        t.play("raise 1")
        for _ in range(len(partial) - 1):  # every rose asked takes its card
            t.play("take", t.g.to_act[0])
        assert t.share["face_down"] == 13 - len(partial) and t.share["card"] == int(partial[-1])
        records.append(public_record(t, 0))
        found.append(worlds(t, 0))
    assert records[0] == records[1]
    assert found[0] == found[1]
