"""Tobago's raising, sharing, curses, amulets and the end of the game, on positions built
through the public API with chosen chance outcomes (tests.tobago.table)."""
from __future__ import annotations

import pytest

import kit
from kit.games.tobago.accounting import check_accounting
from kit.games.tobago.hexes import format_hex
from kit.games.tobago.state import CURSE, ROSES_PER_PLAYER, TREASURE_SAFE_TOP
from tests.tobago.table import (
    BOARD,
    DECK,
    GAZES,
    LESSON,
    Table,
    hx,
    legal_on,
    located_position,
    near,
    raise_second_map,
    take_all,
    texts,
)

# ------------------------------------------------------------------------ raising and sharing


def test_driving_onto_a_located_treasure_offers_raise_or_stop():
    t, target, _ = located_position()
    t.play(f"move {format_hex(target)}")
    assert t.phase == "arrived" and texts(t.g.legal_actions()) == {"raise 1", "stop"}
    t.play("stop")
    assert t.current == 1 and t.phase == "turn"
    t.idle(1)
    assert t.current == 0 and t.atv(0) == target
    assert "raise 1" in texts(t.g.legal_actions()), "an ATV already there raises with 0 steps"


def test_raise_needs_the_atv_on_the_hex_and_ends_the_turn():
    t = Table(2, amulets_at_setup=True)
    target, plan = t.plan_hunt([0, 1], exclude=GAZES)
    gaze = min(GAZES)
    t.atvs[0] = near(gaze)
    t.avoid |= {target}
    t.start()
    t.bring(0, gaze, onto=True)
    assert t.seat(0)["amulets"] == 1
    t.hunt(1, plan)
    t.avoid -= {target}
    t.turn_of(0)
    with pytest.raises(kit.IllegalAction) as err:
        t.g.play("raise 1", 0)
    assert err.value.rule == "raising" and format_hex(target) in err.value.message
    t.bring(0, target, onto=True)
    if t.phase == "arrived":
        t.play("stop", 0)
    t.turn_of(0)
    t.play("amulet extra", 0)
    assert t.view()["public"]["actions_left"] == 2
    t.play("raise 1", 0)  # even with an extra action left, raising ends the turn
    share = t.share
    assert t.phase == "share" and share["raiser"] == 0
    take_all(t)
    assert t.phase == "turn" and t.current == 1
    check_accounting(t.g)


def test_sharing_peek_pool_and_rose_order():
    t, target, plan = located_position(owners=(0, 1, 1))
    owners = [o for o, _ in plan]
    deck_before = t.view()["public"]["treasure_deck"]
    t.deals = ["2", "3", "4", "5", "6", "6", "5"][: len(owners) + 2]
    t.reveals = ["4"]
    t.play(f"move {format_hex(target)}")
    t.play("raise 1")
    share = t.share
    expected = [0] + owners[::-1]
    assert share["roses"] == expected, "raiser's rose first, then the newest clue's rose upwards"
    n = len(expected)
    assert share["face_down"] + 1 == n + 1 and share["revealed"] == [4]
    assert t.view()["public"]["treasure_deck"] == deck_before - n - 1
    assert share["dealt_to"] == expected + [None]
    teacher = t.view(None)
    assert [s["peek"] for s in teacher["seats"]] == [[int(v) for v, o in zip(t_deals(n), expected) if o == p]
                                                    for p in (0, 1)]
    assert teacher["private"]["extra"] == int(t_deals(n)[-1])
    for p in (0, 1):
        mine = t.view(p)
        assert mine["private"]["peek"] == teacher["seats"][p]["peek"] and "extra" not in mine["private"]
        assert mine["seats"][1 - p]["peek"] == expected.count(1 - p), "others' peeks are counts"
    deal_lines = [line for line in t.g.log if "deal" in line]
    assert deal_lines[-1] == "chance: deal the extra treasure card face down (nobody looks at it)"
    assert all("face down" in line for line in deal_lines), "the public log shows no dealt value"
    # the first card goes to the lowest rose; passing moves it up
    assert t.g.to_act == [expected[0]]
    t.play("pass")
    assert t.g.to_act == [expected[1]] and t.share["offer"] == 1
    owner = expected[1]
    t.play("take", owner)
    assert t.seat(owner)["treasures"] == [4] and t.g.scores()[owner] == 4
    assert t.share["roses"] == expected[:1] + expected[2:], "taking removes that rose"
    assert t.share["offer"] == 0 and t.g.to_act == [expected[0]], "a new card starts from the lowest rose"
    check_accounting(t.g)


def t_deals(n: int) -> list[str]:
    return ["2", "3", "4", "5", "6", "6", "5"][: n + 1]


def test_no_curse_among_the_first_twelve_treasure_cards():
    t, target, plan = located_position(owners=(1,), at_least=11)
    t.play(f"move {format_hex(target)}")
    g = t.g
    g.play("raise 1")  # deal by hand
    for _ in range(TREASURE_SAFE_TOP):
        outcomes = g.chance_outcomes()
        assert all(a.text != "deal curse" for a, _ in outcomes) and "curse" not in g.chance_help()
        with pytest.raises(kit.IllegalAction) as err:
            g.play("deal curse")
        assert "no curse yet" in err.value.message
        g.roll()
    outcomes = dict((a.text, p) for a, p in g.chance_outcomes())
    assert outcomes["deal curse"] == pytest.approx(2 / (41 - TREASURE_SAFE_TOP))
    g.play("deal curse")  # the extra card, the 13th drawn
    assert g.view(None)["private"]["extra"] == CURSE
    check_accounting(g)


def test_card_passed_by_every_rose_is_discarded_and_sharing_ends():
    t, target, _ = located_position(owners=(1,))
    t.play(f"move {format_hex(target)}")
    t.reveals = ["5"]
    t.deals = ["5", "5", "5", "5", "5", "5", "5", "5"]
    t.play("raise 1")
    roses = list(t.share["roses"])
    assert roses == [0] + [1] * (len(roses) - 1)
    for owner in roses:
        assert t.g.to_act == [owner]
        t.play("pass", owner)
    assert t.view()["public"]["treasure_discard"] == [5] and t.share["offer"] == 0
    take_all(t)
    assert t.phase == "turn" and t.current == 1 and not t.map(1)["clues"]
    roses = [t.seat(p)["roses"] for p in (0, 1)]
    assert roses == [ROSES_PER_PLAYER - 1] * 2, "only the starting clues' roses are out"
    check_accounting(t.g)


def curse_table(**options) -> Table:
    """Three players. A first sharing of map 1 (11 clues of players 2 and 3 and the raiser,
    player 1: 12 roses) deals the 12 safe gold cards and one more; everyone takes cards.
    Player 3 then picks up an amulet. Map 2 is located by clues of players 2 and 3 and
    player 1 raises it: the first card dealt and the first turned up is a curse."""
    t = Table(3, **options)
    gaze = min(GAZES)
    first, plan_a = t.plan_hunt([1, 2], at_least=11, exclude=GAZES)
    second, plan_b = t.plan_hunt([1, 2], exclude=GAZES | {first})
    t.atvs = [near(first, GAZES), near(second, GAZES | {first}), near(gaze, GAZES)]
    t.anchor = {0: first, 2: gaze}
    t.avoid = set(GAZES) | {first, second}
    t.start()
    t.hunt(1, plan_a)
    t.avoid -= {first}
    t.bring(0, first, onto=True)
    t.deals = ["2"] * 8 + ["3"] * 5
    t.play("raise 1", 0)
    take_all(t)
    assert all(t.seat(p)["treasures"] for p in range(3))
    t.avoid -= {gaze}
    t.bring(2, gaze, onto=True)
    assert t.seat(2)["amulets"] == 1
    t.avoid |= {gaze}
    raise_second_map(t, second, plan_b)
    t.deals = ["curse"]
    t.reveals = ["curse"]
    return t


def test_curse_hits_rose_holders_amulet_protects_sharing_ends():
    t = curse_table()
    before = [sorted(t.seat(p)["treasures"]) for p in range(3)]
    t.play("raise 2", 0)
    assert t.phase == "curse" and t.share["cursed_deciding"] == [2] and t.g.to_act == [2]
    assert texts(t.g.legal_actions(2)) == {"amulet protect", "accept"}
    for p in (0, 1):  # no amulet: each loses their best card (the raiser still has a rose, so them too)
        assert sorted(t.seat(p)["treasures"]) == before[p][:-1]
    t.play("amulet protect", 2)
    assert sorted(t.seat(2)["treasures"]) == before[2] and t.seat(2)["amulets"] == 0
    assert t.view()["public"]["amulets_used"] == 1
    assert t.phase == "turn" and t.share is None, "the curse ends the sharing"
    assert CURSE in t.view()["public"]["treasure_discard"], "the curse card leaves the game"
    check_accounting(t.g)


def test_accepting_a_curse_loses_the_best_card():
    t = curse_table()
    best = max(t.seat(2)["treasures"])
    count = len(t.seat(2)["treasures"])
    t.play("raise 2", 0)
    t.play("accept", 2)
    assert len(t.seat(2)["treasures"]) == count - 1 and best in t.view()["public"]["treasure_discard"]
    assert t.seat(2)["amulets"] == 1
    assert t.phase == "turn" and t.share is None
    check_accounting(t.g)


def test_curse_options_participants_and_going_on():
    t = curse_table(curse_affects="participants", curse_ends_sharing=False)
    t.play("raise 2", 0)
    t.play("amulet protect", 2)
    assert t.phase == "share" and t.share["card"] is not None, "the sharing goes on"
    check_accounting(t.g)


def test_amulets_spawn_at_statue_gazes_and_are_picked_up():
    t, target, _ = located_position(owners=(1,))
    t.play(f"move {format_hex(target)}")
    t.play("raise 1")
    take_all(t)
    statues = [h for h, k in LESSON.landmarks.items() if k == "statue"]
    gazes = {LESSON.statue_gaze_target(s) for s in statues}
    assert {hx(h) for h in t.view()["public"]["amulets_on_board"]} == gazes
    assert t.view()["public"]["amulet_supply"] == 20 - len(gazes)
    spot = sorted(gazes)[0]
    player = t.current
    t.bring(player, spot, onto=True)
    assert t.seat(player)["amulets"] == 1 and format_hex(spot) not in t.view()["public"]["amulets_on_board"]
    check_accounting(t.g)


def amulet_table(**options) -> Table:
    """Amulets on the statues' gaze targets from the start; player 1 picks up two."""
    t = Table(2, amulets_at_setup=True, **options)
    first, second = sorted(GAZES)[:2]
    t.atvs[0] = near(first)
    t.start()
    t.bring(0, first, onto=True)
    t.bring(0, second, onto=True)
    t.turn_of(0)
    assert t.seat(0)["amulets"] == 2
    return t


def test_amulet_extra_action_and_swap():
    t = amulet_table()
    t.play("amulet extra")
    assert t.current == 0 and t.view()["public"]["actions_left"] == 2
    t.idle(0)
    assert t.current == 0, "the extra action keeps the turn"
    hand = t.seat(0)["hand"]
    t.play("amulet swap")
    new_hand = t.seat(0)["hand"]
    assert new_hand != hand and len(new_hand) == len(hand) and t.current == 0
    assert t.seat(0)["amulets"] == 0 and t.view()["public"]["amulets_used"] == 2
    with pytest.raises(kit.IllegalAction) as err:
        t.g.play("amulet extra")
    assert err.value.rule == "amulets"
    check_accounting(t.g)


def test_max_amulets_per_turn_option():
    t = amulet_table(max_amulets_per_turn=1)
    t.play("amulet extra")
    assert "amulet extra" not in texts(t.g.legal_actions())
    with pytest.raises(kit.IllegalAction) as err:
        t.g.play("amulet extra")
    assert err.value.rule == "amulets" and "a turn" in err.value.message


# ------------------------------------------------------------------------ the end

def test_game_ends_when_the_deck_runs_out_with_a_short_final_share():
    t = Table(2, gold_values="13x3")
    first, plan_a = t.plan_hunt([1], at_least=10, exclude=GAZES)
    second, plan_b = t.plan_hunt([1], at_least=2, exclude=GAZES | {first})
    t.atvs[0] = near(first, GAZES)
    t.anchor[0] = first
    t.avoid = set(GAZES) | {first, second}
    t.start()
    t.hunt(1, plan_a)
    t.avoid -= {first}
    t.bring(0, first, onto=True)
    t.deals = ["3"] * 12
    t.play("raise 1", 0)
    take_all(t)
    assert t.view()["public"]["treasure_deck"] == 3  # one gold card and the two curses
    raise_second_map(t, second, plan_b)
    t.deals, t.reveals = ["3", "curse", "curse"], ["3"]
    t.play("raise 2", 0)  # the roses want a card each and one extra: only 3 are left
    share = t.share
    assert len(share["roses"]) >= 3 and share["dealt_to"] == share["roses"][:3] and share["face_down"] == 2
    while not t.g.over:
        player = t.g.to_act[0]
        t.play("take" if t.phase == "share" else "accept", player)
    assert t.view()["public"]["end_reason"] == "the treasure deck is exhausted" and t.g.to_act == []
    check_accounting(t.g)


def test_scores_are_coins_and_ties_share_the_win():
    t = Table(3, gold_values="39x5", game_end="four treasures")
    targets = set()
    plans = []
    for _ in range(4):
        target, plan = t.plan_hunt([1, 2], exclude=GAZES)
        plans.append((target, plan))
    t.atvs[0] = near(plans[0][0], GAZES)
    t.avoid = set(GAZES)
    t.start()
    t.deals = ["5"] * 60
    for k, (target, plan) in enumerate(plans):
        t.anchor[0] = target
        t.avoid |= {target}
        t.hunt(1, plan)
        t.avoid -= {target}
        t.bring(0, target, onto=True)
        if t.phase == "arrived":
            t.play("stop", 0)
            t.turn_of(0)
        t.play("raise 1", 0)
        takers = [0, 2] if k == 3 else [0, 1, 2]  # in the last sharing player 2 passes everything
        while t.share is not None:
            player = t.g.to_act[0]
            if player in takers:
                takers.remove(player)
                t.play("take", player)
            else:
                t.play("pass", player)
        targets.add(target)
    assert t.g.over and t.view()["public"]["end_reason"] == "four treasures have been found and shared"
    assert t.g.scores() == [20, 15, 20] == [t.seat(p)["coins"] for p in range(3)]
    assert t.g.winners() == [0, 2]


def dead_hands(**options) -> Table:
    """Maps 1-4 narrowed to the largest jungle, mountain, lake and river (at most 16 hexes
    each); both players then hold six clue cards none of which can be played."""
    t = Table(2, starts=[(3, "in the largest lake"), (4, "in the largest river")], **options)
    t.give(0, "in the largest jungle")
    t.give(1, "in the largest mountain")
    maps = [BOARD.masks[f"in the largest {x}"] for x in ("jungle", "mountain", "lake", "river")]
    dead = [c for c in DECK if c not in t.reserved() and not any(legal_on(m, c) for m in maps)]
    t.give(0, *dead[:6])
    t.give(1, *dead[6:12])
    t.start()
    t.play("clue 1 in the largest jungle", 0)
    t.play("clue 2 in the largest mountain", 1)
    return t


def test_stalled_game_ends():
    t = dead_hands(stuck_hand_swap=False)
    assert t.g.over and "no treasure" in t.view()["public"]["end_reason"]
    assert t.g.log[-1] == "  Nobody can play a clue and no treasure is located: the game ends."


def test_a_hand_without_a_playable_clue_may_be_exchanged():
    t = dead_hands()
    assert not t.g.over and t.current == 0
    assert not [a for a in t.g.legal_actions() if a.name == "clue"]
    assert "swap" in texts(t.g.legal_actions())
    hand = t.seat(0)["hand"]
    t.play("swap")
    assert t.current == 1 and len(t.seat(0)["hand"]) == 6 and not set(t.seat(0)["hand"]) & set(hand)
    check_accounting(t.g)
    fixed = dead_hands(stuck_hand_swap=False, exchange_hand_action="amulet")
    with pytest.raises(kit.IllegalAction) as err:
        fixed.g.play("swap")
    assert err.value.rule in ("exchange", "game over")


def test_a_stuck_hand_swap_is_refused_when_a_clue_can_be_played():
    t = Table(2, stuck_hand_swap=True).start()
    assert [a for a in t.g.legal_actions() if a.name == "clue"]
    with pytest.raises(kit.IllegalAction) as err:
        t.g.play("swap")
    assert err.value.rule == "exchange"


# ------------------------------------------------------------------------ the Hungarian readings

def hungarian_order(t: Table, roses: list[int], target) -> list[int]:
    """The Hungarian summary's order: more roses first; ties to the ATV nearest the
    treasure, then seat order from the raiser (player 1)."""
    dist = BOARD.distances(target)
    counts = {p: roses.count(p) for p in set(roses)}
    order = sorted(counts, key=lambda p: (-counts[p], dist[t.atv(p)], p % t.n))
    return [p for p in order for _ in range(counts[p])]


def test_share_order_most_roses_option():
    for owners in ((1, 2, 2), (1, 2)):
        plain, target, plan = located_position(3, owners=owners)
        plain.play(f"move {format_hex(target)}")
        plain.play("raise 1")
        rose_by_rose = plain.share["roses"]
        assert rose_by_rose == [0] + [o for o, _ in plan][::-1]
        t, target, plan = located_position(3, owners=owners, share_order="most roses")
        t.play(f"move {format_hex(target)}")
        t.play("raise 1")
        roses = t.share["roses"]
        assert sorted(roses) == sorted(rose_by_rose) and roses == hungarian_order(t, roses, target)
        assert t.g.to_act == [roses[0]]
    # with (1, 2, 2) player 3 holds two roses and is asked first; with (1, 2) all hold one,
    # and the raiser, standing on the treasure, is nearest
    assert roses[0] == 0
