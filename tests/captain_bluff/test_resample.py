"""copy_for: a resampled world agrees with what everyone knows of the kinds of the hidden
cards. Each player is dealt their airport cards in public ("player 2 is dealt an airport
card"), so until they put a card face down everyone knows how many airport cards their
hand holds; once they have, their hand and that face-down card hold them together. Read
from the teacher's view of each resampled world."""
from __future__ import annotations

import random

import pytest

import kit
from kit.bots import play_random
from kit.games.captain_bluff.cards import AIRPORT

from .conftest import deal, done, game, pass_all

AIRPORT_CARDS = set(AIRPORT)


def airports(cards) -> int:
    return sum(card in AIRPORT_CARDS for card in cards)


def worlds(g, viewer: int, count: int = 40):
    for k in range(count):
        yield g.copy_for(viewer, random.Random(k)).view(None)


def origin(view, c: int):
    return view["private"]["known_origins"][c - 1]


def test_before_any_card_goes_face_down_each_hand_keeps_its_airport_cards():
    g = deal(3)  # two airport cards each, dealt in public
    seen = set()
    for world in worlds(g, 0):
        for q in (1, 2):
            cards = world["seats"][q]["hand"]
            assert airports(cards) == 2 and len(cards) == 12
            seen.add(tuple(cards))
        assert set(world["private"]["out_of_game_cards"]) <= AIRPORT_CARDS
    assert len(seen) > 20, "the hands are dealt afresh, not kept"


def test_a_hand_and_the_card_it_put_face_down_share_its_airport_cards():
    # player 2 puts a bag down, player 3 an airport card: player 1 cannot tell which
    g = game(3, hands=[["HK6", "HK7"], ["HN9"]], airport=[[], [], ["AW", "RD"]],
             origins=["1 HK6", "2 HN9", "3 AW"])
    splits = {1: set(), 2: set()}
    for world in worlds(g, 0, 60):
        for q, c in ((1, 2), (2, 3)):
            in_hand = airports(world["seats"][q]["hand"])
            down = airports([origin(world, c)])
            assert in_hand + down == 2, "the hand and its face-down card hold two airport cards"
            splits[q].add(in_hand)
        assert origin(world, 1) == "HK6", "player 1's own face-down card stays"
    assert splits == {1: {1, 2}, 2: {1, 2}}, "either split can happen: nothing leaks"


def test_a_revealed_face_down_card_settles_the_count_of_the_hand_it_came_from():
    # player 2's face-down bag (Honolulu 9) is revealed by a challenge: player 2's hand
    # is known to hold its two airport cards again
    g = game(3, hands=[["HK6", "SF2", "SF3", "SF4"], ["HN9"], ["SF9"]], origins=["1 HK6", "2 HN9", "3 SF9"])
    g.play("place 2 SF2 SF3 SF4")  # a bluff: San Francisco under Honolulu
    g.play("challenge", 1)
    assert g.view(None)["public"]["last_challenge"]["bluff"] is True
    pass_all(g)
    for world in worlds(g, 0):
        assert airports(world["seats"][1]["hand"]) == 2
        third = airports(world["seats"][2]["hand"]) + airports([origin(world, 3)])
        assert third == 2


def test_an_airport_card_played_face_up_leaves_the_count():
    g = game(3, hands=[["SF17"], ["HN9"], ["SF15"]], airport=[[], ["DF", "NB"]],
             origins=["1 SF17", "2 HN9", "3 SF15"])
    g.play("check 1")  # player 1's turn, then player 2's
    pass_all(g)
    if g.view(None)["phase"] == "after":
        g.play("pass")
    assert g.to_act == [1]
    g.play("delay", 1)  # Delayed Flight, face up
    for world in worlds(g, 0):
        in_hand = airports(world["seats"][1]["hand"])
        assert in_hand + airports([origin(world, 2)]) == 1


@pytest.mark.parametrize("seed", range(6))
def test_resampled_worlds_along_random_games_keep_every_public_count(seed):
    """Along random games: a hand and the face-down cards it put down that are still in
    place hold as many airport cards in every resampled world as in the game, as long as
    everyone knows that number (none of those cards was swapped or closed, the hand took
    no swapped card and drew from no reshuffled pile); the airport cards out of the game
    stay airport cards; the resampling player's view is unchanged."""
    players = 2 + seed % 4
    g = kit.new_game("captain_bluff", players=players, seed=seed)
    rng = random.Random(seed)
    tracked = [True] * players
    mine: list[set[int]] = [set() for _ in range(players)]  # carousels of q's face-down cards
    checked = 0

    def count(view, q):
        return airports(view["seats"][q]["hand"]) + airports([origin(view, c) for c in mine[q]])

    while not g.over and len(g.history) < 500:
        before = len(g.history)
        play_random(g, rng, moves=1)
        for step in g.history[before:]:
            words = str(step.action).split()
            if words[0] == "origin":
                mine[step.player].add(int(words[1]))
            elif words[0] in ("change", "close"):
                c = int(words[1])
                for q in range(players):
                    if c in mine[q]:
                        tracked[q] = False
                if words[0] == "change":
                    tracked[step.player] = False
        for q in range(players):  # a card revealed by a challenge is public: it leaves the count
            mine[q] = {c for c in mine[q] if origin(g.view(None), c) is not None}
        if any("shuffled" in line for line in g.log):
            tracked = [False] * players
        if rng.random() < 0.2:
            truth = g.view(None)
            viewer = rng.randrange(players)
            for k in range(3):
                world = g.copy_for(viewer, random.Random(k))
                assert world.view(viewer) == g.view(viewer)
                view = world.view(None)
                assert set(view["private"]["out_of_game_cards"]) <= AIRPORT_CARDS
                for q in range(players):
                    if tracked[q] and q != viewer:
                        assert count(view, q) == count(truth, q)
                        checked += 1
    assert checked


# --------------------------------------------- what the others know, in the worlds
def _told(old: str, *, shared: bool, close: bool) -> kit.Game:
    """Three players. Player 2 puts ``old`` (Honolulu 9 or 10) face down above carousel 2
    and keeps the other; player 3 looks at it; player 1 looks too if ``shared`` (else
    closes carousel 1: Hong Kong 6, which only player 1 knows, goes to the discard pile);
    then player 2 swaps ``old`` back into their hand for the other one (or, if ``close``,
    closes carousel 2: the card goes to the discard pile unseen). Player 3 now knows where
    ``old`` is; player 1 only if ``shared``."""
    other = "HN10" if old == "HN9" else "HN9"
    g = game(3, hands=[["HK6", "HK7"], ["HN9", "HN10", "HN11"], ["SF9"]],
             origins=["1 HK6", f"2 {old}", "3 SF9"])
    g.play("place 1 HK7")  # Hong Kong under Hong Kong: nobody calls it
    done(g)
    g.play("place 2 HN11", 1)
    done(g)
    g.play("check 2", 2)
    done(g)
    g.play("check 2" if shared else "close 1", 0)
    done(g)
    g.play("close 2" if close else f"change 2 {other}", 1)
    done(g)
    return g


def _all_views(world) -> list:
    return [world.view(None)] + [world.view(q) for q in range(3)]


@pytest.mark.parametrize("close", [False, True])
def test_what_an_opponent_knows_that_the_planner_cannot_see_is_not_in_the_worlds(close):
    """Player 3 knows which of Honolulu 9 and 10 went back to player 2's hand (or to the
    discard pile); player 1 does not. The two games differ only there: player 1's worlds
    are the same for both, and in them player 3 knows nothing of player 2's hand (the swap)
    or knows a card of the unseen discard pile, but not which one the real game says."""
    nine, ten = _told("HN9", shared=False, close=close), _told("HN10", shared=False, close=close)
    assert nine.view(0) == ten.view(0)
    assert nine.view(2) != ten.view(2)  # player 3 can tell them apart
    known = set()
    for k in range(12):
        one, two = nine.copy_for(0, random.Random(k)), ten.copy_for(0, random.Random(k))
        views = _all_views(one)
        assert views == _all_views(two), "the world depends on what player 1 knows alone"
        third = views[3]["private"]
        if close:
            (card,) = third["known_in_discard"]
            assert card in views[0]["private"]["discard_cards"]
            assert card not in views[0]["public"]["discard_seen"]
            assert card != "HK6", "player 3 never knew carousel 1"
            known.add(card)
        else:
            assert third["known_in_hands"][1] == []
            # player 2 knows the card they put down instead: the world's
            assert views[2]["private"]["known_origins"][1] == origin(views[0], 2)
        assert third["known_origins"][1] is None  # the card player 3 saw has left carousel 2
    if close:
        assert len(known) > 1, "which card player 3 knows is drawn afresh"


@pytest.mark.parametrize("close", [False, True])
def test_what_an_opponent_knows_that_the_planner_shares_stays_in_the_worlds(close):
    """Player 1 looked at the card too: in every world player 3 still knows Honolulu 9 is
    in player 2's hand (or the discard pile), and it is."""
    g = _told("HN9", shared=True, close=close)
    mine = g.view(0)["private"]
    assert (mine["known_in_discard"] if close else mine["known_in_hands"][1]) == ["HN9"]
    for k in range(12):
        world = g.copy_for(0, random.Random(k))
        truth, third = world.view(None), world.view(2)["private"]
        if close:
            assert third["known_in_discard"] == ["HN9"] and "HN9" in truth["private"]["discard_cards"]
        else:
            assert third["known_in_hands"][1] == ["HN9"] and "HN9" in truth["seats"][1]["hand"]
