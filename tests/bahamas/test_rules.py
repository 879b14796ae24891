"""Bahamas rules, each on a position built with chosen chance outcomes (rules text:
shared/rules/bahamas.txt; counts the text leaves open are the kit defaults)."""
from __future__ import annotations

import json

import pytest

import kit

from .helpers import cash, hand, pass_window, play_to_crash, setup, steps, texts, waiting


def outcomes(g):
    return {a.text: p for a, p in g.chance_outcomes()}


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("players, parachutes, fakes, deck", [(4, 2, 1, 24), (5, 3, 1, 24), (6, 4, 1, 27),
                                                              (7, 4, 2, 27), (8, 5, 2, 27)])
def test_setup_table_starting_cards_dice_and_six_plus_cards(players, parachutes, fakes, deck):
    g = kit.new_game("bahamas", players=players, seed=0, chance="manual")
    for c in ("Jo", "Dex", "Doug", "Gwen", "Pat", "Nick", "Mary", "Boss")[:players]:
        g.play(f"character {c}")
    dealt = outcomes(g)
    assert dealt["deal parachute"] == pytest.approx(parachutes / players)
    assert dealt["deal fake"] == pytest.approx(fakes / players)
    assert dealt["deal badge"] == pytest.approx(1 / players)
    private = g.view(None)["private"]
    assert sum(private["deck"].values()) == deck
    six_plus = deck == 27
    assert private["deck"]["thief"] == (5 if six_plus else 4)
    assert private["deck"]["search"] == (4 if six_plus else 3)
    assert private["deck"]["highkick"] == (4 if six_plus else 3)
    while g.at_chance and g.view(None)["public"]["waiting"]["kind"] != "roll":
        g.roll()
    for seat in g.view(None)["seats"]:  # one starting card and one action card, two cash cards
        assert len(seat["hand"]) == 2 and len(seat["cash"]) == 2
    assert all(len(a.args) == players - 1 for a, _ in g.chance_outcomes())  # dice = players - 1


def test_characters_are_dealt_at_random_one_each():
    g = kit.new_game("bahamas", players=4, seed=0, chance="manual")
    assert len(outcomes(g)) == 10
    g.play("character Jo")
    assert "character Jo" not in outcomes(g) and len(outcomes(g)) == 9
    with pytest.raises(kit.IllegalAction) as err:
        g.play("character Jo")
    assert err.value.rule == "chance"


def test_the_crash_card_lies_among_the_last_five_cards():
    g = setup()  # 4 players: 24 action cards, 4 drawn at setup; 16 more before the bottom five
    draws = 0
    while True:
        if g.at_chance and waiting(g)["kind"] == "draw":
            if "draw crash" in outcomes(g):
                break
            draws += 1
        if g.at_chance and waiting(g)["kind"] == "roll":
            g.play("roll action action action")
        elif g.at_chance:
            g.play(next(a for a in outcomes(g) if a != "draw crash"))
        else:
            p = g.to_act[0]
            acts = [a.text for a in g.legal_actions(p)]
            calm = (a for a in acts if a in ("pass", "take action") or a.startswith("discard"))
            g.play(next(calm, acts[0]), p)
    assert draws == 16
    assert outcomes(g)["draw crash"] == pytest.approx(1 / 5)
    assert g.view(None)["public"]["crash_reached"]


def test_the_oldest_player_takes_the_dice_first():
    g = setup(first_player=3)
    g.play("roll cash cash cash")
    assert g.to_act == [2] and texts(g) == ["take cash"]
    with pytest.raises(ValueError):
        kit.new_game("bahamas", players=4, first_player=6)


# ------------------------------------------------------------------ round
def test_a_round_take_a_die_act_name_and_the_last_without_a_die_rolls():
    g = setup()
    g.play("roll action cash steal-cash")
    g.play("take cash")
    assert g.to_act == [0, 1, 2, 3]  # the die's window asks everyone holding a card
    pass_window(g)
    g.play("cash 200k")
    assert cash(g, 0) == [50_000, 100_000, 200_000]
    assert texts(g) == ["name 2", "name 3", "name 4"]
    g.play("name 4")
    assert g.to_act == [3] and texts(g) == ["take action", "take steal-cash"]
    pass_window(g)
    g.play("take action")
    pass_window(g)
    g.play("draw thief")
    assert "thief" in hand(g, 3)
    with pytest.raises(kit.IllegalAction) as err:
        g.play("name 1")  # player 1 has a die
    assert err.value.rule == "name a player without a die"
    g.play("name 2")
    g.play("take steal-cash")
    pass_window(g)  # player 4 holds a Thief; everyone is asked alike
    assert texts(g) == ["target 1", "target 3", "target 4"]
    g.play("target 3")
    assert outcomes(g) == {"steal 100k": 0.5, "steal 50k": 0.5}
    g.play("steal 100k")
    assert cash(g, 1) == [50_000, 100_000, 100_000] and cash(g, 2) == [50_000]
    assert g.at_chance and waiting(g)["kind"] == "roll"  # every die taken: player 3 rolls
    assert g.view()["public"]["roller"] == 2
    g.play("roll power power power")
    assert g.to_act == [2]


def test_a_random_steal_must_choose_a_player_who_has_such_a_card():
    g = setup(cash=[("100k", "50k"), ("100k", "50k"), ("50k", "50k"), ("50k", "50k")])
    steps(g, "roll steal-cash steal-cash steal-cash", "take steal-cash", "target 3", "steal 50k", "name 2",
          "take steal-cash", "target 3", "steal 50k", "name 4", "take steal-cash")
    pass_window(g)
    assert cash(g, 2) == []
    assert texts(g) == ["target 1", "target 2"]  # player 3 has no cash left
    with pytest.raises(kit.IllegalAction):
        g.play("target 3")


def test_a_steal_with_nobody_to_steal_from_has_no_effect():
    g = setup(starts=("parachute", "fake", "badge", "parachute"))
    g.play("roll cash cash steal-action")
    g.play("take steal-action")
    pass_window(g)
    assert texts(g) == ["target 2", "target 3", "target 4"]
    g.play("target 2")
    assert outcomes(g) == {"steal diamonds": 0.5, "steal fake": 0.5}


# ------------------------------------------------------------------ powers
def power_position(chars, **kw):
    g = setup(chars=chars, **kw)
    g.play("roll cash cash power")
    g.play("take power")
    pass_window(g)
    return g


def test_jo_keeps_one_and_puts_two_on_top_in_her_order():
    g = power_position(("Jo", "Dex", "Mary", "Boss"))
    for card in ("thief", "search", "storm"):
        g.play(f"draw {card}")
    assert "pick thief top storm search" in texts(g) and len(texts(g)) == 6
    g.play("pick thief top storm search")
    assert "thief" in hand(g, 0)
    assert g.view(0)["private"]["deck_top"] == ["storm", "search"]
    assert g.view(1)["private"]["deck_top"] == [] and g.view(1)["public"]["deck_top_known"] == 2
    assert "storm" not in str(g.log) and "keeps a card" in " ".join(g.log)
    steps(g, "name 2", "take cash", "cash 50k", "name 3", "take cash", "cash 50k",
          "roll action cash cash", "take action")  # player 4 rolls; the next card is the known top
    pass_window(g)
    assert outcomes(g) == {"draw storm": 1.0}


def test_dex_keeps_one_cash_card_and_puts_two_at_the_bottom():
    g = power_position(("Dex", "Jo", "Mary", "Boss"))
    for v in ("200k", "50k", "150k"):
        g.play(f"cash {v}")
    assert texts(g) == ["pick 50k", "pick 150k", "pick 200k"]
    g.play("pick 200k")
    assert cash(g, 0) == [50_000, 100_000, 200_000]
    assert g.view(0)["private"]["cash_bottom"] == [50_000, 150_000]
    assert g.view(2)["private"]["cash_bottom"] == []


def test_doug_takes_an_action_card_and_a_cash_card_of_the_victims_choice():
    g = power_position(("Doug", "Jo", "Mary", "Boss"), draws=["diamonds", "thief", "diamonds", "phone"])
    g.play("target 2")
    assert g.to_act == [1]  # the victim chooses
    assert "give thief 100k" in texts(g) and "give fake 50k" in texts(g)
    with pytest.raises(kit.IllegalAction) as err:
        g.play("give 50k thief")  # one text for one gift: the action card first
    assert err.value.rule == "word order"
    g.play("give thief 50k")
    assert "thief" in hand(g, 0) and 50_000 in cash(g, 0) and cash(g, 1) == [100_000]
    assert g.view(0)["private"]["known"] == {}
    assert "Thief" not in " ".join(g.log) and "Thief" in " ".join(g.log_for(0))


def test_gwen_looks_at_two_random_cash_cards_keeps_one_and_gives_one_back():
    g = power_position(("Gwen", "Jo", "Mary", "Boss"), cash=[("100k", "50k"), ("200k", "150k"),
                                                             ("50k", "50k"), ("50k", "50k")])
    g.play("target 2")
    assert outcomes(g) == {"peek 150k 200k": 1.0}
    g.play("peek 150k 200k")
    assert g.view(0)["private"]["tray"] == [150_000, 200_000] and g.view(2)["private"]["tray"] == []
    g.play("pick 200k")
    assert cash(g, 0) == [50_000, 100_000, 200_000] and cash(g, 1) == [150_000]
    assert g.view(0)["private"]["known"]["2"]["cash"] == [150_000]  # given back: Gwen knows it


def test_pat_discards_a_card_but_not_a_parachute_then_draws():
    g = power_position(("Pat", "Jo", "Mary", "Boss"), starts=("fake", "parachute", "badge", "parachute"),
                       draws=["diamonds", "lifeboat", "diamonds", "phone"])
    g.play("target 2")
    assert g.view(0)["private"]["known"]["2"]["action"] == ["lifeboat", "parachute"]
    assert texts(g) == ["discard lifeboat"]
    with pytest.raises(kit.IllegalAction) as err:
        g.play("discard parachute")
    assert err.value.rule == "pat"
    g.play("discard lifeboat")
    assert hand(g, 1) == ["parachute"] and "lifeboat" in g.view(3)["public"]["discard"]
    assert waiting(g)["kind"] == "draw" and waiting(g)["for"] == 0


def test_nick_may_buy_a_card_with_one_of_his_cash_cards():
    g = power_position(("Nick", "Jo", "Mary", "Boss"), draws=["diamonds", "thief", "diamonds", "phone"])
    g.play("target 2")
    assert "buy thief 50k" in texts(g) and "pass" in texts(g)
    g.play("buy thief 50k")
    assert "thief" in hand(g, 0) and cash(g, 0) == [100_000] and cash(g, 1) == [50_000, 50_000, 100_000]


def test_mary_draws_an_action_card_and_a_cash_card():
    g = power_position(("Mary", "Jo", "Dex", "Boss"))
    g.play("draw thief")
    g.play("cash 200k")
    assert "thief" in hand(g, 0) and 200_000 in cash(g, 0)


def test_boss_turns_the_die_to_any_face_but_the_power():
    g = power_position(("Boss", "Jo", "Dex", "Mary"))
    assert texts(g) == ["face action", "face cash", "face steal-action", "face steal-cash"]
    g.play("face cash")
    assert g.view()["seats"][0]["die"] == "cash" and waiting(g)["kind"] == "cash"


def test_kika_looks_at_two_random_action_cards_keeps_one():
    g = power_position(("Kika", "Jo", "Dex", "Mary"), draws=["diamonds", "thief", "diamonds", "phone"])
    g.play("target 2")
    assert outcomes(g) == {"peek fake thief": 1.0}
    with pytest.raises(kit.IllegalAction) as err:
        g.play("peek thief fake")
    assert err.value.rule == "word order"
    g.play("peek fake thief")
    g.play("pick thief")
    assert "thief" in hand(g, 0) and hand(g, 1) == ["fake"]
    assert g.view(0)["private"]["known"]["2"]["action"] == ["fake"]


def test_piero_discards_one_of_a_players_cash_then_draws():
    g = power_position(("Piero", "Jo", "Dex", "Mary"), cash=[("100k", "50k"), ("200k", "150k"),
                                                              ("50k", "50k"), ("50k", "50k")])
    g.play("target 2")
    assert g.view(0)["private"]["known"]["2"]["cash"] == [150_000, 200_000]
    g.play("discard 200k")
    assert cash(g, 1) == [150_000] and g.view(3)["public"]["cash_discard"] == [200_000]
    assert waiting(g)["kind"] == "cash" and waiting(g)["for"] == 0


# ------------------------------------------------------------- action cards
def test_a_card_out_of_turn_then_an_extinguisher_then_an_extinguisher_on_it():
    g = setup(draws=["thief", "extinguisher", "extinguisher", "diamonds"])
    g.play("roll cash cash cash")
    g.play("take cash")  # player 1's die: everyone holding a card is asked; player 1 has a Thief
    assert g.to_act == [0, 1, 2, 3] and texts(g, 3) == ["pass"]
    assert "play thief 2 cash" in texts(g, 0) and "play thief 4 action" in texts(g, 0)
    assert "play thief 3 cash" not in texts(g, 0)  # not a neighbour
    with pytest.raises(kit.IllegalAction) as err:
        g.play("play thief 3 cash", 0)
    assert err.value.rule == "thief"
    g.play("play thief 2 cash", 0)
    assert g.to_act == [1, 2, 3]  # the window for an Extinguisher asks the others
    assert texts(g, 1) == ["play extinguisher", "pass"] and texts(g, 3) == ["pass"]
    g.play("play extinguisher", 2)
    assert g.to_act == [0, 1, 3]  # player 2 may answer player 3's Extinguisher
    g.play("play extinguisher", 1)
    # player 2's Extinguisher is answered by nobody: every seat passes, it resolves (cancels
    # player 3's), player 3's window opens again and is passed, and the Thief resolves
    pass_window(g)
    assert g.at_chance and waiting(g)["kind"] == "take"
    g.play("steal 100k")
    assert cash(g, 0) == [50_000, 100_000, 100_000] and cash(g, 1) == [50_000]
    assert g.view()["public"]["discard"] == ["thief", "extinguisher", "extinguisher"]
    log = " ".join(g.log)
    assert "cancels player 3's Extinguisher" in log


def test_an_extinguisher_cancels_the_card_just_played():
    g = setup(draws=["thief", "extinguisher", "diamonds", "diamonds"])
    g.play("roll cash cash cash")
    g.play("take cash")
    g.play("play thief 2 action", 0)
    g.play("play extinguisher", 1)
    pass_window(g)
    assert not g.at_chance or waiting(g)["kind"] == "cash"  # the Thief did nothing
    assert hand(g, 1) == ["fake"] and cash(g, 0) == [50_000, 100_000]
    assert "cancelled" in " ".join(g.log)


def test_robbery_takes_the_die_just_chosen_and_the_victim_goes_on():
    g = setup(draws=["diamonds", "diamonds", "robbery", "phone"])
    g.play("roll action cash power")
    g.play("take cash")
    assert g.to_act == [0, 1, 2, 3] and texts(g, 2) == ["play robbery", "pass"]
    g.play("play robbery", 2)
    for p in (0, 1, 3):  # nobody answers the Robbery
        g.play("pass", p)
    assert g.view()["seats"][2]["die"] == "cash" and g.view()["seats"][0]["die"] == ""
    assert waiting(g)["kind"] == "dice" and waiting(g)["owner"] == 2  # the robber's die
    assert texts(g, 1) == ["pass"] and g.to_act == [0, 1, 2, 3]  # it cannot be robbed in turn
    pass_window(g)
    g.play("cash 200k")  # player 3 plays the robbed die
    assert 200_000 in cash(g, 2)
    assert g.to_act == [0] and texts(g) == ["take action", "take power"]  # player 1 takes another
    g.play("take action")
    pass_window(g)
    g.play("draw thief")
    assert texts(g) == ["name 2", "name 4"]  # player 3 has a die now


def test_high_kick_turns_an_opponents_die_before_it_acts():
    g = setup(draws=["diamonds", "highkick", "diamonds", "phone"])
    g.play("roll cash cash cash")
    g.play("take cash")
    assert 1 in g.to_act and "play highkick steal-cash" in texts(g, 1)
    assert "play highkick cash" not in texts(g, 1) and "play highkick cash" not in texts(g, 0)
    g.play("play highkick steal-cash", 1)
    pass_window(g)  # no Extinguisher; then the die's window opens again on its new face
    assert g.view()["seats"][0]["die"] == "steal-cash"
    assert waiting(g)["kind"] == "target"


def test_storm_each_player_takes_a_random_card_from_a_neighbour_at_once():
    g = setup(draws=["storm", "thief", "search", "robbery"])
    g.play("roll action action action")
    g.play("take action")
    g.play("play storm left", 0)
    pass_window(g)  # nobody holds an Extinguisher: the Storm resolves
    # hands before the storm: 1 parachute, 2 fake+thief, 3 badge+search, 4 parachute+robbery
    for p, card in enumerate(["thief", "search", "robbery", "parachute"]):
        assert waiting(g)["kind"] == "storm" and waiting(g)["for"] == p
        g.play(f"steal {card}")
    assert hand(g, 0) == ["thief"]  # player 4 took player 1's parachute (to player 4's left)
    assert hand(g, 1) == ["fake", "search"]
    assert hand(g, 2) == ["badge", "robbery"]
    assert hand(g, 3) == ["parachute", "parachute"]


def test_search_shows_a_players_action_cards_to_the_searcher_only():
    g = setup(draws=["search", "thief", "diamonds", "phone"])
    g.play("roll cash cash cash")
    g.play("take cash")
    g.play("play search 2", 0)
    pass_window(g)
    assert g.view(0)["private"]["known"]["2"]["action"] == ["fake", "thief"]
    assert g.view(2)["private"]["known"] == {}
    assert any("shows player 1" in line for line in g.log_for(0))
    assert not any("fake" in line.lower() for line in g.log)


def test_more_than_four_action_cards_must_be_played_or_discarded_at_the_end_of_the_turn():
    g = setup(chars=("Jo", "Dex", "Mary", "Boss"), starts=("fake", "badge", "parachute", "parachute"),
              draws=["diamonds", "diamonds", "thief", "phone"])
    mine = iter(["storm", "search", "extinguisher"])
    others = iter(["highkick", "highkick", "robbery", "robbery", "robbery", "lifeboat", "handcuffs"])
    while waiting(g).get("kind") != "limit":
        w = waiting(g)
        if w["mode"] == "window":
            pass_window(g)
        elif w["kind"] == "roll":
            g.play("roll action action action")
        elif w["kind"] == "draw":
            g.play(f"draw {next(mine) if w['for'] == 2 else next(others)}")
        elif w["kind"] == "choose":
            g.play("take action")
        elif w["kind"] == "name":
            g.play("name 3" if "name 3" in texts(g) else texts(g)[0])
        else:
            raise AssertionError(w)
    assert g.to_act == [2] and hand(g, 2) == ["extinguisher", "parachute", "search", "storm", "thief"]
    options = texts(g)
    assert "discard parachute" in options and "play storm left" in options and "play search 1" in options
    assert "play extinguisher" not in options
    with pytest.raises(kit.IllegalAction) as err:
        g.play("name 1")
    assert err.value.rule == "hand limit"
    g.play("discard thief")
    assert len(hand(g, 2)) == 4 and waiting(g)["kind"] in ("name", "roll")
    assert "thief" in g.view(0)["public"]["discard"]


def test_three_fbi_cards_at_the_end_of_ones_turn_win_at_once():
    g = setup(chars=("Mary", "Jo", "Dex", "Boss"), starts=("badge", "fake", "parachute", "parachute"),
              draws=["handcuffs", "diamonds", "diamonds", "thief"])
    g.play("roll cash cash power")
    g.play("take power")
    pass_window(g)
    g.play("draw phone")
    assert not g.over
    g.play("cash 50k")  # the end of player 1's turn
    assert g.over and g.winners() == [0]
    assert "three FBI cards" in " ".join(g.log)


def test_the_crash_ends_the_game_survivors_with_parachute_or_lifeboat_richest_wins():
    g = setup(starts=("parachute", "fake", "badge", "parachute"),
              draws=["phone", "lifeboat", "handcuffs", "diamonds"],
              cash=[("100k", "50k"), ("200k", "200k"), ("200k", "200k"), ("200k", "50k")])
    play_to_crash(g)
    assert g.over and g.view(3)["public"]["end"] == "crash"
    assert g.view(3)["public"]["survivors"] == [0, 1, 3]  # player 3: FBI badge only
    # the lifeboat saves player 2; player 4's Diamonds add $250,000
    assert g.scores() == [150_000, 400_000, 0, 500_000]
    assert g.winners() == [3]
    assert g.view(1)["seats"][0]["hand"] is not None  # the hands are shown at the end


def test_a_fake_parachute_does_not_save_its_holder():
    g = setup(starts=("fake", "parachute", "badge", "parachute"),
              draws=["phone", "robbery", "handcuffs", "search"],
              cash=[("200k", "200k"), ("100k", "50k"), ("100k", "50k"), ("100k", "50k")])
    play_to_crash(g)
    assert "fake" in hand(g, 0) and 0 not in g.view(None)["public"]["survivors"]
    assert g.scores()[0] == 0 and g.winners() == [1, 3]


def test_diamonds_add_250000_to_a_survivor():
    g = setup(starts=("parachute", "fake", "badge", "parachute"),
              draws=["diamonds", "phone", "handcuffs", "lifeboat"],
              cash=[("100k", "50k"), ("200k", "200k"), ("200k", "200k"), ("200k", "100k")])
    play_to_crash(g)
    assert hand(g, 0).count("diamonds") == 1
    assert g.scores()[0] == 150_000 + 250_000 and g.scores()[3] == 300_000
    assert g.winners() == [0]


def test_the_richest_survivors_share_the_win():
    g = setup(starts=("parachute", "fake", "badge", "parachute"),
              draws=["phone", "search", "handcuffs", "robbery"],
              cash=[("200k", "50k"), ("200k", "200k"), ("200k", "200k"), ("150k", "100k")])
    play_to_crash(g)
    assert g.scores()[0] == g.scores()[3] == 250_000
    assert g.winners() == [0, 3]
    assert "share the win" in " ".join(g.log)


def test_robbery_needs_a_player_without_a_die_and_only_the_chosen_die():
    g = setup(draws=["diamonds", "robbery", "diamonds", "phone"])
    steps(g, "roll cash cash cash", "take cash", "cash 50k", "name 2", "take cash")
    # player 2 now holds a die: the Robbery cannot be played on its own die either
    assert 1 in g.to_act and texts(g, 1) == ["pass"]
    steps(g, "cash 50k", "name 3", "take cash")
    assert 1 in g.to_act and texts(g, 1) == ["pass"]  # player 2 has played already
    with pytest.raises(kit.IllegalAction) as err:
        g.play("play robbery", 1)
    assert err.value.rule == "robbery"
    pass_window(g)
    assert waiting(g)["kind"] == "cash"


def test_every_refusal_names_its_rule_and_changes_nothing():
    g = setup(draws=["thief", "diamonds", "diamonds", "phone"])
    g.play("roll cash cash cash")
    before = g.to_json()
    for text, rule in [("take power", "dice"), ("pass", "decision"), ("play parachute", "held card"),
                       ("play storm left", "card in hand")]:
        with pytest.raises(kit.IllegalAction) as err:
            g.play(text, 0)
        assert err.value.rule == rule, text
        assert g.to_json() == before


def test_words_out_of_their_order_are_refused_in_play_and_in_save_files():
    g = setup()
    before = g.to_json()
    for text in ("roll cash action power", "roll power cash action"):  # one text for one roll
        with pytest.raises(kit.IllegalAction) as err:
            g.play(text)
        assert err.value.rule == "word order" and "roll action cash power" in str(err.value)
        assert g.to_json() == before
        data = json.loads(before)
        data["steps"].append(["chance", text, "set"])
        with pytest.raises(kit.SaveFileError):
            kit.load_game(json.dumps(data))
    g.play("roll action cash power")
    assert g.history[-1].action.text == "roll action cash power"


def test_a_cash_card_is_written_in_plain_digits():
    g = setup(draws=["diamonds", "diamonds", "handcuffs", "phone"])
    steps(g, "roll cash cash cash", "take cash")
    pass_window(g)
    for text in ("cash 1⁴50k", "cash ５0k", "cash 050k"):
        with pytest.raises(kit.IllegalAction) as err:
            g.play(text)
        assert err.value.rule == "action syntax"
    g.play("cash 50k")
