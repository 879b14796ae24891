"""Every rule of Captain Bluff, on positions reached through the public API: the deal's
chance steps are chosen (``chance="manual"``, see conftest.py), then real play."""
from __future__ import annotations

import pytest

import kit
from kit.games.captain_bluff.cards import AIRPORT_EACH, HAND_SIZE, ORIGINS_EACH

from .conftest import (
    all_cards,
    carousel,
    deal,
    done,
    game,
    hand,
    pass_all,
    public,
    refusal,
    row,
    setup_rest,
    texts,
)

# Player 1 holds a Hong Kong run and two Honolulu bags; player 2 a few loose bags.
P1 = ["HK3", "HK4", "HK5", "HK6", "HK8", "HN1", "HN2"]
P2 = ["HK10", "HN5", "HN6", "HN7"]
# Face-down cards before play: player 1 puts Hong Kong 8 above carousel 1 (a true home for
# its Hong Kong bags), player 2 Honolulu 7 above carousel 2, player 1 Honolulu 2 above 3,
# player 2 Honolulu 5 above 4. Carousels 5 and 6 stay empty.
ORIGINS = ("1 HK8", "2 HN7", "3 HN2", "4 HN5")


def standard(**options) -> kit.Game:
    return game(2, [P1, P2], [["AW", "RD", "NB"], ["DF", "NB", "RD"]], ORIGINS, **options)


# ------------------------------------------------------------------- setup
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_deal_follows_the_table(players):
    g = deal(players)
    view = g.view(None)
    for seat in view["seats"]:
        assert len(seat["hand"]) == HAND_SIZE[players] + AIRPORT_EACH[players]
        assert sum(card in ("AW", "RD", "NB", "DF") for card in seat["hand"]) == AIRPORT_EACH[players]
    pub = view["public"]
    assert len(pub["carousels"]) == 6 and not any(k["face_down"] for k in pub["carousels"])
    assert pub["draw_pile"] == 51 - players * HAND_SIZE[players]
    assert pub["airport_out_of_game"] == 14 - players * AIRPORT_EACH[players]
    assert pub["setup_left"] == players * ORIGINS_EACH[players]
    assert sum(all_cards(view).values()) == 65


def test_each_player_places_face_down_cards_before_play_in_turn_order():
    g = deal(2, [P1, P2])
    assert g.to_act == [0]
    g.play("origin 1 HK8")
    assert g.to_act == [1]
    assert refusal(g, "origin 1 HN7") == "empty carousel"
    g.play("origin 2 HN7")
    g.play("origin 3 HN2")
    g.play("origin 4 HN5")  # two each with two players
    assert g.view(None)["phase"] == "turn" and g.to_act == [0]
    assert public(g)["draw_pile"] == 51 - 24  # no draw for the cards placed before play
    assert [k["face_down"] for k in public(g)["carousels"]] == [True] * 4 + [False] * 2


def test_the_last_player_to_have_flown_starts():
    g = deal(3, first_player=2)
    assert g.to_act == [1]
    for _ in range(3):
        p = g.to_act[0]
        g.play(g.legal_actions(p)[0], p)
    assert g.view(None)["phase"] == "turn" and g.to_act == [1]
    with pytest.raises(ValueError):
        kit.new_game("captain_bluff", players=2, first_player=3)


def test_any_card_may_go_face_down_even_an_airport_card():
    g = deal(2, [P1, P2], [["AW", "RD", "NB"]])
    assert "origin 1 AW" in texts(g)


# --------------------------------------------------------------- placing
def test_a_run_of_consecutive_bags_goes_on_a_carousel_with_a_face_down_card():
    g = standard()
    legal = texts(g)
    assert "place 1 HK3 HK4 HK5" in legal and "place 1 HK6 HK5 HK4 HK3" in legal
    assert refusal(g, "place 1 HK3 HK5") == "runs"
    assert refusal(g, "place 5 HK3 HK4") == "face-down card first"
    assert refusal(g, "place 1 HK3 HN1") == "one city per carousel"
    assert refusal(g, "place 1 HK9") == "card in hand"
    g.play("place 1 HK4 HK5")
    assert row(g, 1) == ["HK4", "HK5"] and carousel(g, 1)["direction"] == 1
    assert "HK4" not in hand(g, 0)


def test_the_second_card_sets_the_direction_and_gaps_between_placements_are_allowed():
    g = standard()
    g.play("place 1 HK5")
    done(g)
    assert carousel(g, 1)["direction"] == 0
    g.play("check 1", 1)           # player 2's turn
    done(g)
    assert refusal(g, "place 1 HK6 HK4", 0) == "runs"
    g.play("place 1 HK4 HK3", 0)   # down from 5: the second card decides
    assert carousel(g, 1)["direction"] == -1
    done(g)
    g.play("check 2", 1)
    done(g)
    assert "place 1 HK6" not in texts(g, 0)   # up again: refused
    assert refusal(g, "place 1 HK6", 0) == "direction"


def test_one_city_per_carousel_and_one_open_carousel_per_city():
    g = standard()
    g.play("place 1 HK5")
    done(g)
    g.play("check 1", 1)
    done(g)
    assert refusal(g, "place 3 HK3", 0) == "one carousel per city"
    assert refusal(g, "place 1 HN1", 0) == "one city per carousel"
    assert "place 3 HN1 HN2" not in texts(g, 0)  # HN2 lies face down above carousel 3
    assert "place 3 HN1" in texts(g, 0)


def test_defining_an_origin_is_followed_by_a_draw():
    g = standard()
    before = len(hand(g, 0))
    g.play("origin 5 HN1")
    assert g.to_act == [kit.CHANCE] and "draw" in g.chance_help()
    g.play("draw HK1")
    assert len(hand(g, 0)) == before and "HK1" in hand(g, 0)
    assert carousel(g, 5)["face_down"]
    assert "draws a card" in g.log[-1] and "Hong Kong 1" not in " ".join(g.log)
    assert "Hong Kong 1" in g.log_for(0)[-1]


def test_change_and_close_need_a_bag_on_the_carousel():
    g = standard()
    assert refusal(g, "change 1 HK3") == "bags on the carousel"
    assert refusal(g, "close 1") == "bags on the carousel"
    assert refusal(g, "check 5") == "face-down card"


def test_a_change_swaps_unseen_and_only_the_changer_learns_the_old_card():
    g = standard()
    g.play("place 2 HN1")           # player 1 puts a Honolulu bag under carousel 2 (HN7 above)
    done(g)
    g.play("change 2 HK10", 1)      # player 2 knew HN7 was there; now it is back in their hand
    assert carousel(g, 2)["known_by"] == [1]
    assert "HN7" in hand(g, 1) and "HK10" not in hand(g, 1)
    assert "Honolulu 7" not in g.log[-1] and "Honolulu 7" in g.log_for(1)[-1]
    assert g.view(0)["private"]["known_origins"][1] is None


def test_a_change_tells_who_knew_the_old_card_where_it_went():
    g = standard()
    g.play("place 1 HK5")
    done(g)
    g.play("change 1 HK10", 1)      # player 1 put HK8 there: now they know player 2 holds it
    view = g.view(0)
    assert view["private"]["known_in_hands"][1] == ["HK8"]
    assert view["private"]["known_origins"][0] is None


def test_check_shows_the_face_down_card_to_that_player_only():
    g = standard()
    g.play("check 2")
    assert g.view(0)["private"]["known_origins"][1] == "HN7"
    assert carousel(g, 2)["known_by"] == [0, 1]
    assert g.view(1)["private"]["known_origins"][0] is None
    assert "Honolulu 7" not in g.log[-1] and "Honolulu 7" in g.log_for(0)[-1]


def test_close_discards_everything_face_down_and_unseen():
    g = standard()
    g.play("place 1 HK5 HK6")
    done(g)
    g.play("close 1", 1)
    k = carousel(g, 1)
    assert not k["face_down"] and k["row"] == [] and k["city"] is None
    assert public(g)["discard_pile"] == 3 and public(g)["discard_seen"] == ["HK5", "HK6"]
    assert g.view(0)["private"]["known_in_discard"] == ["HK8"]  # player 1 had placed it
    assert g.view(1)["private"]["known_in_discard"] == []


# --------------------------------------------------------------- challenges
def test_a_challenge_won_the_bluffer_takes_back_the_bags_and_the_origin_card():
    g = standard()
    g.play("place 3 HK3 HK4")       # Hong Kong bags under Honolulu 2: a bluff
    assert g.to_act == [1] and texts(g, 1) == ["challenge", "pass"]
    events = g.play("challenge", 1)
    assert "caught bluffing" in str(events[0])
    assert {"HK3", "HK4", "HN2"} <= set(hand(g, 0))
    assert g.view(None)["seats"][0]["known_cards"] == ["HK3", "HK4", "HN2"]
    k = carousel(g, 3)
    assert not k["face_down"] and k["row"] == []
    assert public(g)["last_challenge"]["loser"] == 0 and public(g)["last_challenge"]["bluff"]


def test_a_challenge_lost_the_challenger_takes_all_the_cards():
    g = standard()
    g.play("place 1 HK4 HK5 HK6")   # Hong Kong 8 lies above: true
    before = len(hand(g, 1))
    events = g.play("challenge", 1)
    assert "no bluff" in str(events[0])
    assert len(hand(g, 1)) == before + 4 and {"HK4", "HK5", "HK6", "HK8"} <= set(hand(g, 1))
    assert public(g)["last_challenge"]["loser"] == 1


def test_a_reverse_direction_card_on_the_carousel_goes_to_the_loser_with_the_bags():
    """Kit default "reverse_after_challenge": the loser takes all of the cards, the Reverse
    Direction cards lying on the carousel included."""
    g = standard()
    g.play("place 1 HK4 HK5")       # Hong Kong 8 lies above: true; the direction is up
    pass_all(g)
    g.play("reverse 1", 0)          # player 1 turns carousel 1 down
    done(g)
    g.play("reverse 1", 1)          # player 2 turns it up again, and goes on up
    g.play("place 1 HK10", 1)
    assert hand(g, 0).count("RD") == 0
    events = g.play("challenge", 0)
    assert "no bluff" in str(events[0])
    assert hand(g, 0).count("RD") == 2
    assert {"HK4", "HK5", "HK10", "HK8"} <= set(hand(g, 0)) and carousel(g, 1)["row"] == []
    assert "reverse_after_challenge" in kit.options_table("captain_bluff").index


def test_an_airport_card_revealed_as_origin_loses_the_bluff():
    g = game(2, [P1, P2], [["AW", "RD", "NB"], ["DF", "NB", "RD"]], ("1 HK8", "2 DF", "3 HN2", "4 HN5"))
    g.play("place 2 HK3")           # whatever the bags, an airport card above makes it a bluff
    events = g.play("challenge", 1)
    assert "airport card" in str(events[0]) and "DF" in hand(g, 0)


def test_every_other_player_may_challenge_or_pass_and_the_first_call_is_resolved():
    g = setup_rest(deal(4, [P1]), "1 HK8")  # four players, one face-down card each
    g.play("place 1 HK5")
    assert g.to_act == [1, 2, 3]
    g.play("pass", 2)
    assert g.to_act == [1, 3]
    assert refusal(g, "challenge", 2) == "turn order"
    g.play("challenge", 3)
    assert public(g)["window"] is None or public(g)["window"]["kind"] != "challenge"
    assert public(g)["last_challenge"]["challenger"] == 3


def test_no_challenge_outside_a_placement():
    g = standard()
    assert refusal(g, "challenge") == "challenge after a placement"
    g.play("check 1")
    assert refusal(g, "challenge", 0) == "challenge after a placement"


# ------------------------------------------------------------- recovery
def test_recovery_off_turn_takes_the_last_bags_and_leaves_one():
    g = standard()
    g.play("place 1 HK3 HK4 HK5")
    g.play("pass", 1)
    # the recovery window: both players may take back bags or pass
    assert public(g)["window"]["kind"] == "recovery" and set(g.to_act) == {0, 1}
    assert "recover 1 2" in texts(g, 1) and "recover 1 3" not in texts(g, 1)
    assert refusal(g, "recover 1 3", 1) == "recovery leaves a bag"
    g.play("recover 1 2", 1)        # player 2, off turn, takes Hong Kong 4 and 5
    assert row(g, 1) == ["HK3"] and {"HK4", "HK5"} <= set(hand(g, 1))
    assert carousel(g, 1)["direction"] == 0
    assert g.view(0)["seats"][1]["known_cards"] == ["HK4", "HK5"]


def test_recovery_never_goes_past_an_airport_card():
    g = standard()
    g.play("place 1 HK3 HK4")
    pass_all(g)
    g.play("reverse 1")             # after the action: the turn ends with it
    g.play("check 2", 1)
    done(g)
    assert row(g, 1) == ["HK3", "HK4", "RD"]
    assert refusal(g, "recover 1 1", 0) == "recovery stops at an airport card"
    assert not [a for a in texts(g, 0) if a.startswith("recover")]


def test_the_player_whose_turn_it_is_may_recover_too():
    g = standard()
    g.play("place 1 HK3 HK4 HK5")
    done(g)
    g.play("recover 1 1", 1)
    assert g.to_act == [1] and "HK5" in hand(g, 1)


def test_recovery_can_be_switched_off():
    g = standard(recovery=False)
    g.play("place 1 HK3 HK4 HK5")
    g.play("pass", 1)
    assert public(g)["window"] is None and not [a for a in texts(g) if a.startswith("recover")]


# ------------------------------------------------------------ airport cards
def test_around_the_world_stands_for_a_missing_number():
    g = game(2, [["HK3", "HK5", "HK6", "HK16", "HK8"], P2], [["AW", "NB", "DF"]],
             ("1 HK8", "2 HN7", "3 SF17", "4 HN5"))
    legal = texts(g)
    assert "place 1 HK3 AW=4 HK5 HK6" in legal and "place 1 AW=2 HK3" in legal
    assert "place 1 HK16 AW=17" in legal and not [a for a in legal if "AW=18" in a or "AW=0" in a]
    assert refusal(g, "place 1 HK5 AW=6 HK6") == "runs"   # like 3, Around the World, 4, 5
    assert refusal(g, "place 1 HK16 AW=17 AW=18") in ("card in hand", "one airport card a turn")
    assert refusal(g, "place 1 AW=4") == "around the world"
    g.play("place 1 HK3 AW=4 HK5")
    assert carousel(g, 1)["row"] == [["HK3", 3], ["AW", 4], ["HK5", 5]]
    g.play("pass", 1)
    assert g.view(None)["phase"] != "after" or "notice" not in " ".join(texts(g))  # one airport card a turn


def test_around_the_world_is_ignored_in_the_city_check():
    g = game(2, [["HK3", "HK5", "HK8"], P2], [["AW", "NB", "DF"]], ("1 HK8", "2 HN7", "3 SF17", "4 HN5"))
    g.play("place 1 HK3 AW=4 HK5")
    events = g.play("challenge", 1)
    assert "no bluff" in str(events[0]) and "AW" in hand(g, 1)


def test_reverse_direction_turns_the_carousel():
    g = game(2, [["HK3", "HK4", "HK5", "HK1", "HK8"], P2], [["RD", "NB", "DF"]],
             ("1 HK8", "2 HN7", "3 SF17", "4 HN5"))
    assert refusal(g, "reverse 1") == "reverse direction"   # no direction yet
    g.play("place 1 HK4 HK5")
    pass_all(g)
    assert g.view(None)["phase"] == "after"
    g.play("reverse 1")             # after the action: the turn ends with it
    assert carousel(g, 1)["direction"] == -1 and row(g, 1)[-1] == "RD"
    g.play("check 1", 1)
    done(g)
    assert "place 1 HK3" in texts(g, 0) and "place 1 HK1" in texts(g, 0)


def test_one_airport_card_a_turn():
    g = standard()
    g.play("notice 2 4")
    assert refusal(g, "place 1 HK3 AW=4") in ("one airport card a turn",)
    assert refusal(g, "reverse 1") == "one airport card a turn"


def test_notice_board_shows_two_face_down_cards_and_is_discarded():
    g = standard()
    g.play("notice 2 4")
    private = g.view(0)["private"]["known_origins"]
    assert private[1] == "HN7" and private[3] == "HN5"
    assert public(g)["discard_seen"] == ["NB"] and "NB" not in hand(g, 0)
    assert "Honolulu 7" not in g.log[-1] and "Honolulu 7" in g.log_for(0)[-1]
    assert g.to_act == [0]          # the action is still to do


def test_delayed_flight_makes_the_others_with_fewer_than_five_cards_draw():
    honolulu = [f"HN{n}" for n in range(1, 9)]
    g = deal(5, [[], honolulu], [["DF", "NB"], ["NB", "NB"]])
    setup_rest(g, "1 SF17", "2 HN8")
    g.play("check 1")                       # player 1
    done(g)
    g.play("place 2 HN1 HN2 HN3 HN4 HN5 HN6 HN7", 1)   # player 2 keeps two cards
    done(g)
    for p in (2, 3, 4):
        g.play("check 1", p)
        done(g)
    counts = [len(s["hand"]) for s in g.view(None)["seats"]]
    assert counts == [9, 2, 9, 9, 9]
    g.play("delay")                         # player 1 plays Delayed Flight
    assert g.to_act == [kit.CHANCE] and "player 2" in g.chance_help()
    card = g.chance_outcomes()[0][0].args[0]
    g.play(f"draw {card}")
    assert [len(s["hand"]) for s in g.view(None)["seats"]] == [8, 3, 9, 9, 9] and card in hand(g, 1)
    assert g.to_act == [0] and public(g)["discard_seen"] == ["DF"]


def test_delayed_flight_spares_players_with_five_cards_or_more():
    g = game(2, [P1, P2], [["DF", "NB", "RD"]], ORIGINS)
    before = len(hand(g, 1))
    g.play("delay")
    assert g.to_act == [0] and len(hand(g, 1)) == before  # 11 cards: not below 5


# ------------------------------------------------------------ the end
def test_emptying_the_hand_wins():
    g = deal(5, [["HK1", "HK2", "HK3", "HK4", "HK5", "HK6", "HK7", "HK8"]], airport_cards=False)
    setup_rest(g, "1 HK8")
    g.play("place 1 HK1 HK2 HK3 HK4 HK5 HK6 HK7")
    for p in (1, 2, 3, 4):
        g.play("pass", p)
    assert g.over and g.winners() == [0] and public(g)["winner"] == 0
    assert "Captain Bluff" in g.log[-1]


def test_a_hand_emptied_by_a_caught_bluff_does_not_win():
    g = deal(5, [["HK1", "HK2", "HK3", "HK4", "HK5", "HK6", "HK7", "HN8"]], airport_cards=False)
    setup_rest(g, "1 HN8")
    g.play("place 1 HK1 HK2 HK3 HK4 HK5 HK6 HK7")
    g.play("challenge", 3)
    assert not g.over and len(hand(g, 0)) == 8


def test_the_turn_limit_ends_the_game_and_the_fewest_cards_win():
    g = standard(turn_limit=10)
    while not g.over:
        p = g.to_act[0]
        g.play(next(a for a in g.legal_actions(p) if a.name in ("check", "pass")), p)
    assert public(g)["turn"] == 11 or g.over
    counts = [len(s["hand"]) for s in g.view(None)["seats"]]
    assert g.winners() == [p for p, c in enumerate(counts) if c == min(counts)]
    assert public(g)["ended_by"] == "turn limit" and public(g)["winner"] is None


def test_the_draw_pile_is_remade_from_the_discard_pile():
    # Five players without airport cards: 11 cards in the draw pile. Players close
    # carousels, define origins (and draw) and place single bags until the pile runs out.
    g = setup_rest(deal(5, airport_cards=False))
    reshuffles = 0
    while not g.over and not reshuffles:
        if g.at_chance:
            g.play(g.chance_outcomes()[0][0])
            continue
        p = g.to_act[0]
        legal = g.legal_actions(p)
        by_name = {a.name: a for a in legal}
        places = sorted((a for a in legal if a.name == "place"), key=lambda a: len(a.args))
        pick = by_name.get("close") or by_name.get("origin") or (places[0] if places else None) \
            or by_name.get("pass") or by_name["check"]
        pile, discard, seen = public(g)["draw_pile"], public(g)["discard_pile"], len(g.log)
        g.play(pick, p)
        if any("shuffled" in line for line in g.log[seen:]):
            reshuffles += 1
            assert pick.name == "origin" and pile == 0 and discard > 0
            assert g.at_chance and public(g)["draw_pile"] == discard and public(g)["discard_pile"] == 0
            assert public(g)["discard_seen"] == []
    assert reshuffles == 1


def test_view_of_a_player_hides_other_hands_and_face_down_cards():
    g = standard()
    view = g.view(1)
    assert view["seats"][0]["hand"] == len(g.view(None)["seats"][0]["hand"])
    assert isinstance(view["seats"][1]["hand"], list)
    assert view["public"] == g.view(None)["public"] == g.view(0)["public"]
    assert view["private"]["known_origins"] == [None, "HN7", None, "HN5", None, None]
    assert "draw_pile_cards" not in view["private"]
