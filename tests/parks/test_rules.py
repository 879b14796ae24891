"""Parks rules (first edition, the project's rules text), each on a position built through
the public API with chosen chance outcomes."""
from __future__ import annotations

import pytest

import kit
from kit.games.parks.cards import ADVANCED, BASIC, PHOTOS, SUPPLY
from tests.parks.conftest import finish_season, position, setup_steps, tokens


def refused(g, action, rule):
    before = g.to_json()
    with pytest.raises(kit.IllegalAction) as err:
        g.play(action)
    assert err.value.rule == rule, err.value
    assert g.to_json() == before


# ------------------------------------------------------------------ the trail
@pytest.mark.parametrize("players, basics", [(2, 5), (3, 5), (4, 6), (5, 6)])
def test_the_trail_is_the_basic_sites_plus_one_advanced_site(players, basics):
    g = kit.new_game("parks", players=players, seed=3)
    trail = [x["site"] for x in g.view()["public"]["trail"]]
    assert len(trail) == basics + 1
    assert set(BASIC) <= set(trail)
    assert ("waterfall" in trail) == (players >= 4)
    assert len(set(trail) & set(ADVANCED)) == 1


def test_each_season_adds_one_advanced_site_and_the_fourth_has_all_four():
    g = position()
    seen = [set(g.view()["public"]["advanced"])]
    for season in (2, 3, 4):
        finish_season(g)
        public = g.view()["public"]
        assert public["season"] == season
        assert len(public["advanced"]) == season
        assert set(public["advanced"]) > seen[-1]
        assert len(public["trail"]) == 5 + season
        seen.append(set(public["advanced"]))
    assert seen[-1] == set(ADVANCED)
    finish_season(g)
    assert g.over


def test_the_advanced_site_is_drawn_from_those_not_yet_on_the_trail():
    g = kit.new_game("parks", players=2, seed=0, chance="manual")
    for step in setup_steps(2)[:-7]:
        g.play(step)
    assert {a.args[0] for a, _ in g.chance_outcomes()} == set(ADVANCED)
    g.play("advanced river")
    assert {a.args[0] for a, _ in g.chance_outcomes()} == set(BASIC) | {"river"}
    with pytest.raises(kit.IllegalAction):
        g.play("site waterfall")  # only with 4 or more players
    for site in ("forest", "ocean", "river", "vista", "mountain", "valley"):
        g.play(f"site {site}")
    finish_season(g)
    assert "river" in g.view()["public"]["advanced"] and len(g.view()["public"]["advanced"]) == 2


# ----------------------------------------------------------------- moving
def test_a_hiker_moves_to_any_free_site_ahead():
    g = position(weather=False)
    moves = {a.text for a in g.legal_actions()}
    for site in ("forest", "ocean", "lodge", "vista", "mountain", "valley"):
        assert f"hike 1 {site}" in moves and f"hike 2 {site}" in moves
    assert {"hike 1 reserve", "hike 1 gear", "hike 1 visit"} <= moves
    g.play("hike 1 vista")
    g.play("pass")
    moves = {a.text for a in g.legal_actions()}
    assert "hike 1 vista" not in moves and "hike 1 vista campfire" in moves
    refused(g, "hike 1 vista", "occupied site")
    refused(g, "hike 1 forest campfire", "campfire")  # a free site needs no campfire


def test_a_hiker_never_moves_back_or_stays():
    g = position("hike 1 lodge", "pass", "hike 1 forest", "hike 1 mountain", "hike 2 ocean", "pass",
                 weather=False)
    assert g.to_act == [0]
    refused(g, "hike 1 vista", "forward only")
    refused(g, "hike 1 mountain", "forward only")
    assert "hike 2 forest campfire" in {a.text for a in g.legal_actions()}


def test_the_campfire_shares_an_occupied_site_and_is_relit_at_the_trail_end():
    g = position("hike 1 forest")
    assert g.to_act == [1]
    g.play("hike 1 forest campfire")
    assert tokens(g, 1) == {"forest": 1}
    assert g.view()["seats"][1]["campfire"] is False
    g.play("hike 1 mountain")
    refused(g, "hike 2 mountain", "occupied site")
    assert "hike 2 mountain campfire" not in {a.text for a in g.legal_actions()}
    g.play("hike 2 reserve")
    assert g.view()["seats"][1]["campfire"] is True


def test_the_last_hiker_on_the_trail_must_go_to_the_trail_end():
    g = position("hike 1 visit", "pass", "hike 1 visit", "pass", "hike 2 visit", "pass")
    assert g.to_act == [1]
    assert {a.text for a in g.legal_actions()} == {"hike 2 reserve", "hike 2 gear", "hike 2 visit"}
    refused(g, "hike 2 valley", "last hiker")


def test_players_with_both_hikers_at_the_trail_end_take_no_more_turns():
    g = position("hike 1 visit", "pass", "hike 1 forest", "hike 2 visit", "pass")
    assert g.to_act == [1]
    g.play("hike 2 ocean")
    assert g.to_act == [1]  # player 1 is done; player 2 plays on


# ----------------------------------------------------------- basic sites
@pytest.mark.parametrize("site, gained", [("forest", {"forest": 1}), ("mountain", {"mountain": 1})])
def test_forest_and_mountain(site, gained):
    g = position(f"hike 1 {site}", weather=False)
    assert tokens(g, 0) == gained and g.to_act == [1]


def test_ocean_gives_two_water_and_valley_two_sun():
    g = position("hike 1 ocean", "pass", "hike 1 valley", weather=False)
    assert tokens(g, 0) == {"water": 2}
    assert tokens(g, 1) == {"sun": 2}


def test_waterfall_gives_a_sun_and_a_water_with_four_players():
    trail = ("waterfall", "forest", "ocean", "lodge", "vista", "mountain", "valley")
    g = position("hike 1 waterfall", players=4, trail=trail)
    assert tokens(g, 0) == {"sun": 1, "water": 1}


def test_weather_lies_on_every_second_site_and_goes_to_the_first_hiker_there():
    g = position()
    weather = {x["site"]: x["weather"] for x in g.view()["public"]["trail"]}
    assert weather == {"forest": None, "ocean": "sun", "lodge": None, "vista": "water",
                       "mountain": None, "valley": "sun"}
    g.play("hike 1 valley")
    assert tokens(g, 0) == {"sun": 3}
    g.play("hike 1 valley campfire")
    assert tokens(g, 1) == {"sun": 2}


def test_without_the_weather_option_no_token_lies_on_the_trail():
    g = position(weather=False)
    assert all(x["weather"] is None for x in g.view()["public"]["trail"])


# ------------------------------------------------------------ vista, photos
def test_vista_draws_a_canteen():
    g = position("hike 1 vista", "canteen", weather=False)
    assert g.at_chance
    g.play("canteen-card c02")
    assert [c for c, _ in g.view()["seats"][0]["canteens"]] == ["c01", "c02"]
    assert g.to_act == [1]


def test_vista_photo_costs_two_tokens_and_gives_the_camera():
    g = position("hike 1 valley", "hike 1 forest", "hike 2 vista", weather=False)
    photos = {a.text for a in g.legal_actions() if a.name == "photo"}
    assert photos == {"photo sun sun"}
    g.play("photo sun sun")
    view = g.view()
    assert view["seats"][0]["photos"] == 1 and view["public"]["camera"] == 0
    assert view["public"]["photo_supply"] == PHOTOS - 1
    assert tokens(g, 0) == {}
    assert view["scores"][0] == 1


def test_the_camera_holder_takes_a_photo_for_one_token():
    g = position("hike 1 valley", "hike 1 forest", "hike 2 ocean", "pass", "hike 2 mountain",
                 "hike 2 vista", "photo sun sun", weather=False)
    assert g.view()["public"]["camera"] == 0 and tokens(g, 0) == {"water": 2}
    finish_season(g)  # everyone passes (the Camera's season-end photo too)
    assert g.to_act == [0] and g.view()["public"]["camera"] == 0
    g.play("hike 1 vista")
    assert {a.text for a in g.legal_actions() if a.name == "photo"} == {"photo water"}


# ------------------------------------------------------------ advanced sites
def test_lodge_trades_one_token_for_any_other_twice_but_never_for_wildlife():
    g = position("hike 1 valley", "hike 1 forest", "hike 2 lodge", weather=False)
    actions = {a.text for a in g.legal_actions()}
    assert "trade sun forest" in actions and "trade sun water" in actions
    assert not any(a.endswith("wildlife") for a in actions)
    g.play("trade sun mountain")
    assert g.phase == "site" and g.to_act == [0]
    g.play("trade sun forest")
    assert tokens(g, 0) == {"mountain": 1, "forest": 1}
    assert g.to_act == [1]


def test_lodge_may_stop_after_one_trade():
    g = position("hike 1 valley", "hike 1 forest", "hike 2 lodge", "trade sun forest", weather=False)
    assert g.phase == "site"
    g.play("pass")
    assert g.to_act == [1] and tokens(g, 0) == {"sun": 1, "forest": 1}


def test_wildlife_site_turns_a_token_into_a_wildlife():
    g = position("hike 1 valley", "hike 1 forest", "hike 2 wildlife", weather=False, advanced="wildlife",
                 trail=("forest", "ocean", "wildlife", "vista", "mountain", "valley"))
    assert {a.text for a in g.legal_actions()} == {"trade sun wildlife", "pass"}
    g.play("trade sun wildlife")
    assert tokens(g, 0) == {"sun": 1, "wildlife": 1}


def test_river_pays_a_water_to_copy_another_occupied_site():
    trail = ("forest", "ocean", "river", "vista", "mountain", "valley")
    g = position("hike 1 ocean", "pass", "hike 1 valley", advanced="river", trail=trail, weather=False)
    g.play("hike 2 river")
    actions = {a.text for a in g.legal_actions()}
    assert actions == {"copy ocean", "copy valley", "pass"}
    g.play("copy valley")
    assert tokens(g, 0) == {"water": 1, "sun": 2}


def test_river_cannot_copy_a_site_nobody_stands_on():
    trail = ("forest", "ocean", "river", "vista", "mountain", "valley")
    g = position("hike 1 ocean", "pass", "hike 1 visit", "pass", advanced="river", trail=trail, weather=False)
    g.play("hike 2 river")
    refused(g, "copy valley", "river")
    assert {a.text for a in g.legal_actions()} == {"copy ocean", "pass"}


def test_lookout_reserves_visits_or_buys_at_full_price():
    trail = ("forest", "ocean", "lookout", "vista", "mountain", "valley")
    g = position("hike 1 valley", "hike 1 forest", "hike 2 lookout", advanced="lookout", trail=trail,
                 weather=False)
    actions = {a.text for a in g.legal_actions()}
    assert {"reserve yosemite", "reserve deck", "buy trail-guide", "buy sun-hat", "buy spyglass"} <= actions
    assert not any(a.startswith("visit") for a in actions)
    g.play("buy sun-hat")
    assert tokens(g, 0) == {}  # the full price, 2 sun: no discount at the Lookout


# ------------------------------------------------------------- trail end
def test_the_first_reserve_each_season_takes_the_first_hiker_marker():
    g = position("hike 1 forest", "hike 1 reserve")
    assert g.view()["public"]["first_hiker"] == 1
    g.play("reserve congaree")
    assert g.at_chance  # the offer is refilled
    g.play("park everglades")
    view = g.view()
    assert view["seats"][1]["reserved"] == ["congaree"]
    assert "everglades" in view["public"]["park_market"]
    g.play("hike 2 reserve")
    assert g.view()["public"]["first_hiker"] == 1  # only the first one takes it
    g.play("reserve deck")
    g.play("park arches")
    assert g.view()["seats"][0]["reserved"] == ["arches"]


def test_the_first_hiker_begins_the_next_season():
    g = position("hike 1 forest", "hike 1 reserve", "pass")
    finish_season(g)
    assert g.to_act == [1]


def test_gear_at_the_trail_end_costs_the_first_buyer_one_sun_less():
    g = position("hike 1 valley", "hike 1 ocean", "pass", "hike 1 gear", weather=False)
    assert {a.text for a in g.legal_actions()} == {"buy trail-guide", "buy sun-hat", "buy spyglass", "pass"}
    g.play("buy sun-hat")  # 2 sun, 1 off
    assert tokens(g, 0) == {"sun": 1} and g.at_chance
    g.play("gear forest-map")
    g.play("hike 1 valley")  # player 2: 2 sun
    g.play("hike 2 visit")
    g.play("pass")
    g.play("hike 2 gear")  # player 2 is the second at Buy gear: the full price
    assert {a.text for a in g.legal_actions()} == {"buy trail-guide", "buy spyglass", "pass"}
    g.play("buy spyglass")
    assert tokens(g, 1) == {"water": 2, "sun": 1}


def test_with_four_players_the_first_two_get_the_gear_discount():
    trail = ("waterfall", "forest", "ocean", "lodge", "vista", "mountain", "valley")
    g = position("hike 1 valley", "hike 1 ocean", "pass", "hike 1 waterfall", "pass", "hike 1 forest",
                 players=4, trail=trail, weather=False)
    assert g.view()["public"]["gear_discounts"] == 2
    g.play("hike 1 gear")
    g.play("buy sun-hat")
    g.play("gear solar-lamp")
    assert g.view()["public"]["gear_discounts"] == 1
    g.play("hike 2 mountain")
    g.play("hike 1 gear")  # player 3, 1 sun: the second arrival pays 1 sun for the 2-sun lamp
    assert "buy solar-lamp" in {a.text for a in g.legal_actions()}
    g.play("buy solar-lamp")
    assert g.view()["public"]["gear_discounts"] == 0 and tokens(g, 2) == {"water": 1}


def test_visiting_a_park_needs_its_whole_cost():
    g = position("hike 1 forest", "hike 1 mountain", "hike 1 visit", weather=False)
    assert {a.text for a in g.legal_actions()} == {"pass"}  # Congaree needs 2 forest
    refused(g, "visit congaree", "cost")
    refused(g, "visit everglades", "visit")


def test_wildlife_stand_in_for_a_missing_token_on_a_park():
    trail = ("forest", "ocean", "wildlife", "vista", "mountain", "valley")
    g = position("hike 1 ocean", "pass", "hike 1 valley", "hike 2 forest", "hike 2 mountain",
                 "hike 1 wildlife", "trade water wildlife", "hike 1 visit", "pass",
                 advanced="wildlife", trail=trail, weather=False)
    assert tokens(g, 0) == {"forest": 1, "water": 1, "wildlife": 1}
    g.play("hike 1 visit")
    assert "visit congaree" in {a.text for a in g.legal_actions()}
    g.play("visit congaree")
    view = g.view()
    assert view["seats"][0]["visited"] == ["congaree"] and tokens(g, 0) == {"water": 1}
    assert view["scores"][0] == 3 and g.at_chance  # the offer is refilled


def test_a_gear_bonus_comes_on_landing_at_its_site():
    g = position("hike 1 valley", "hike 1 ocean", "pass", "hike 1 gear", "buy trail-guide",
                 "gear forest-map", weather=False)
    assert g.view()["seats"][0]["gear"] == ["trail-guide"]
    g.play("hike 2 forest")  # player 2
    g.play("hike 2 forest campfire")  # player 1 with the Trail guide: 1 forest and 1 sun more
    assert tokens(g, 0) == {"sun": 3, "forest": 1}


# ------------------------------------------------------------ canteens, rain
def test_rain_gained_goes_into_an_empty_canteen_for_its_benefit():
    g = position("hike 1 ocean", weather=False)
    assert g.phase == "rain"
    assert {a.text for a in g.legal_actions()} == {"fill c01", "pass"}
    g.play("fill c01")
    assert tokens(g, 0) == {"water": 1, "sun": 2}
    assert g.view()["seats"][0]["canteens"] == [["c01", True]]
    assert g.to_act == [1]  # the only canteen is full


def test_wildlife_never_fills_a_canteen():
    trail = ("forest", "ocean", "wildlife", "vista", "mountain", "valley")
    g = position("hike 1 ocean", "pass", "hike 1 forest", "hike 2 wildlife", "trade water wildlife",
                 advanced="wildlife", trail=trail, weather=False)
    assert g.to_act == [1]  # no rain phase: a wildlife was gained, not water
    assert tokens(g, 0) == {"water": 1, "wildlife": 1}


def test_water_held_from_an_earlier_turn_does_not_fill_a_canteen():
    g = position("hike 1 ocean", "pass", "hike 1 forest", "hike 2 mountain", weather=False)
    assert g.to_act == [1] and tokens(g, 0) == {"water": 2, "mountain": 1}


def test_the_exchange_canteen_swaps_one_token_but_never_wildlife():
    g = position("hike 1 forest", "hike 1 ocean", weather=False, canteens=("c01", "c11"))
    assert g.to_act == [1] and g.phase == "rain"
    g.play("fill c11")
    assert g.phase == "exchange"
    actions = {a.text for a in g.legal_actions()}
    assert "trade water mountain" in actions and not any("wildlife" in a for a in actions)
    g.play("trade water mountain")
    assert tokens(g, 1) == {"mountain": 1}


# ------------------------------------------------------------ token limit
def test_a_player_over_twelve_tokens_discards_down_to_twelve():
    trail = ("forest", "ocean", "lodge", "vista", "mountain", "valley")
    g = position(weather=False, trail=trail)
    # take the Valley and the Ocean whenever possible and spend nothing, season after season,
    # until somebody ends a turn with more than 12 tokens
    held = 0
    while held <= 12 and not g.over:
        if g.at_chance:
            g.roll()
            continue
        actions = g.legal_actions()
        pick = next((a for a in actions if a.name == "hike" and a.args[1] in ("valley", "ocean")), None)
        pick = pick or next((a for a in actions if a.name == "pass"), None) or \
            next((a for a in actions if a.name == "hike" and a.args[1] == "visit"), None) or actions[0]
        g.play(pick)
        held = max(s["held"] for s in g.view()["seats"])
    assert g.phase == "discard"
    p = g.to_act[0]
    assert g.view()["seats"][p]["held"] > 12
    while g.phase == "discard":
        g.play(g.legal_actions()[0])
    assert g.view()["seats"][p]["held"] == 12


# ------------------------------------------------------------ season end
def test_the_season_ends_when_the_last_hiker_reaches_the_trail_end():
    g = position("hike 1 valley", "hike 1 forest", "hike 2 vista", "photo sun sun",
                 "hike 2 reserve", "pass", "hike 1 visit", "pass", "hike 1 visit", "pass",
                 weather=False)
    assert g.to_act == [0] and {a.args[1] for a in g.legal_actions()} == {"reserve", "gear", "visit"}
    g.play("hike 2 visit")
    g.play("pass")  # the Camera holder has no token for a photo: straight on to the next season
    assert g.at_chance and g.view()["public"]["season"] == 2
    g.play("advanced river")
    for site in ("forest", "ocean", "lodge", "vista", "mountain", "valley", "river"):
        g.play(f"site {site}")
    view = g.view()
    assert view["public"]["camera"] == 0
    assert all(s["hikers"] == ["trailhead", "trailhead"] for s in view["seats"])
    assert g.to_act == [1]  # player 2 reserved first: the First Hiker begins


def test_the_camera_photo_at_season_end_costs_one_token_and_canteens_are_emptied():
    g = position("hike 1 ocean", "pass", "hike 1 forest", "hike 2 vista", "photo water water",
                 "fill c01", "hike 2 visit", "pass", "hike 1 visit", "pass", "hike 1 visit", "pass")
    # weather: a sun on the Ocean, a water on the Vista (put into the canteen: 2 sun)
    assert tokens(g, 0) == {"sun": 3}
    assert g.view()["seats"][0]["canteens"] == [["c01", True]]
    g.play("hike 2 visit")
    g.play("pass")
    assert g.phase == "camera" and g.to_act == [0]
    assert {a.text for a in g.legal_actions()} == {"photo sun", "pass"}
    g.play("photo sun")
    view = g.view()
    assert view["seats"][0]["photos"] == 2 and tokens(g, 0) == {"sun": 2} and g.at_chance
    assert view["seats"][0]["canteens"] == [["c01", False]]
    held = sum(sum(s["tokens"].values()) for s in view["seats"])
    assert sum(view["public"]["supply"].values()) + held == sum(SUPPLY.values())


# ---------------------------------------------------------------- scoring
def test_final_scoring_counts_the_year_card_and_the_first_hiker_marker():
    g = position("hike 1 forest", "hike 1 reserve", "pass", years=("y09", "y11"))
    for _ in range(4):
        finish_season(g)
    assert g.over
    view = g.view(0)
    assert view["seats"][1]["year"] == "y11"  # revealed at the end
    first = view["public"]["first_hiker"]
    for p in (0, 1):
        points = view["seats"][p]["points"]
        assert points["first hiker"] == (1 if p == first else 0)
        assert view["scores"][p] == sum(points.values())


def test_year_cards_are_secret_until_the_end():
    g = position()
    assert g.view(0)["seats"][1]["year"] is None
    assert g.view(0)["seats"][0]["year"] == "y01" and g.view(0)["private"] == {"year": "y01"}
    assert g.view(None)["seats"][1]["year"] == "y03"
    assert not any("y03" in line or "rain" in line.lower() for line in g.log_for(0) if "Year" in line)
    assert any("Year of the mountains" in line for line in g.log_for(1))


def test_the_tie_break_by_parks_in_play():
    import random

    from kit.bots import play_random

    seen = 0
    for seed in range(200):
        g = play_random(kit.new_game("parks", players=3, seed=seed), random.Random(seed))
        scores, parks = g.scores(), [len(s["visited"]) for s in g.view()["seats"]]
        best = max(scores)
        tied = [p for p in g.players if scores[p] == best]
        most = max(parks[p] for p in tied)
        assert g.winners() == [p for p in tied if parks[p] == most]
        seen += len(tied) > 1 and len({parks[p] for p in tied}) > 1
    assert seen  # some games were decided by the tie-break


def test_only_two_to_five_players():
    with pytest.raises(ValueError):
        kit.new_game("parks", players=1)
    with pytest.raises(ValueError):
        kit.new_game("parks", players=6)


def test_river_copies_a_site_with_a_choice_too():
    trail = ("forest", "ocean", "river", "vista", "mountain", "valley")
    g = position("hike 1 ocean", "pass", "hike 1 vista", "pass", "hike 2 river", "copy vista",
                 advanced="river", trail=trail, weather=False)
    view = g.view()
    assert view["phase"] == "site" and view["public"]["pending"] == "vista" and view["public"]["copied"]
    assert "canteen" in {a.text for a in g.legal_actions()}
    g.play("canteen")
    g.play("canteen-card c02")
    assert [c for c, _ in g.view()["seats"][0]["canteens"]] == ["c01", "c02"] and tokens(g, 0) == {"water": 1}


def test_lookout_visits_an_affordable_park():
    trail = ("forest", "lookout", "ocean", "vista", "mountain", "valley")
    g = position("hike 1 forest", "hike 1 mountain", "hike 2 forest campfire", "hike 2 valley",
                 advanced="lookout", trail=trail, weather=False)
    assert tokens(g, 0) == {"forest": 2}
    g.play("hike 1 lookout")
    assert "visit congaree" in {a.text for a in g.legal_actions()}
    g.play("visit congaree")
    g.play("park acadia")
    assert g.view()["seats"][0]["visited"] == ["congaree"] and g.scores()[0] == 3


def test_canteen_water_does_not_count_toward_the_token_limit():
    g = position("hike 1 ocean", "fill c01", weather=False)
    seat = g.view()["seats"][0]
    assert seat["held"] == 3 and seat["tokens"] == {"forest": 0, "mountain": 0, "sun": 2, "water": 1,
                                                    "wildlife": 0}


def test_your_own_hiker_blocks_a_site_too():
    g = position("hike 1 forest", "hike 1 ocean", "pass", weather=False)
    assert g.to_act == [0]
    moves = {a.text for a in g.legal_actions()}
    assert "hike 2 forest" not in moves and "hike 2 forest campfire" in moves
    refused(g, "hike 2 forest", "occupied site")


def test_the_gear_discount_goes_to_the_first_two_players_not_a_players_second_hiker():
    # "in a game with 4 or more players, the first two players": player 1's second hiker at
    # Buy gear is not a second player, so player 3, arriving after it, still gets 1 sun off
    trail = ("waterfall", "forest", "ocean", "lodge", "vista", "mountain", "valley")
    g = position("hike 1 valley", "hike 1 ocean", "pass", "hike 1 waterfall", "pass", "hike 1 forest",
                 players=4, trail=trail, weather=False)
    g.play("hike 1 gear")  # player 1: the first player there
    g.play("buy sun-hat")  # 2 sun, 1 off
    g.play("gear solar-lamp")
    for move in ("hike 2 mountain", "hike 2 lodge", "pass", "hike 2 vista", "pass"):
        g.play(move)  # players 2, 3, 4
    assert g.to_act == [0] and g.view()["public"]["gear_discounts"] == 1
    g.play("hike 2 gear")  # player 1 again, with 1 sun left
    assert "buy solar-lamp" not in {a.text for a in g.legal_actions()}  # the full 2 sun
    g.play("pass")
    assert g.view()["public"]["gear_discounts"] == 1
    g.play("hike 2 reserve")  # player 2
    g.play("pass")
    g.play("hike 1 gear")  # player 3 (1 sun): the second player at Buy gear, 1 sun off
    assert "buy solar-lamp" in {a.text for a in g.legal_actions()}
    g.play("buy solar-lamp")
    assert tokens(g, 2) == {"water": 1} and g.view()["public"]["gear_discounts"] == 0


def test_a_wildlife_pays_for_the_sun_of_a_gear_card():
    trail = ("forest", "ocean", "wildlife", "vista", "mountain", "valley")
    g = position("hike 1 forest", "hike 1 ocean", "pass", "hike 1 wildlife", "trade forest wildlife",
                 "hike 2 valley", "hike 2 gear", advanced="wildlife", trail=trail, weather=False)
    assert tokens(g, 0) == {"wildlife": 1}
    assert "buy sun-hat" in {a.text for a in g.legal_actions()}  # 2 sun, 1 off for the first player
    events = g.play("buy sun-hat")
    assert tokens(g, 0) == {} and "paying 1 wildlife" in " ".join(str(e) for e in events)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_gear_for_the_waterfall_is_in_play_only_when_the_waterfall_is(players):
    from kit.games.parks.cards import GEAR
    g = kit.new_game("parks", players=players, seed=1, chance="manual")
    waterfall = {k for k, card in GEAR.items() if card.site == "waterfall"}
    assert waterfall, "the kit's gear has a Waterfall card"
    deck = set(g.view(None)["private"]["gear_deck"])
    assert (waterfall <= deck) if players >= 4 else not (waterfall & deck)
    assert set(g.view()["public"]["gear_set_aside"]) == (set() if players >= 4 else waterfall)
    if players < 4:  # a teacher cannot deal it to the market either
        for step in setup_steps(players)[:2 * players + 3]:
            g.play(step)
        with pytest.raises(kit.IllegalAction):
            g.play(f"gear {min(waterfall)}")


def test_a_wildlife_pays_the_river_when_no_water_is_held():
    # kit default "paying": wildlife stand in for the River's water (the text: wildlife are wild
    # except for canteens and the one-for-one exchange)
    trail = ("forest", "ocean", "wildlife", "vista", "mountain", "valley")
    g = position("hike 1 forest", "hike 1 ocean", "pass", "hike 1 wildlife", "trade forest wildlife",
                 "hike 1 visit", "pass", "hike 2 visit", "pass", "hike 2 visit", "pass", "hike 1 visit",
                 "pass", advanced="wildlife", trail=trail, weather=False)
    assert g.view()["public"]["season"] == 2 and tokens(g, 0) == {"wildlife": 1}
    for step in ("advanced river", "site forest", "site ocean", "site wildlife", "site vista",
                 "site mountain", "site valley", "site river"):
        g.play(step)
    g.play("hike 1 forest")
    g.play("hike 1 ocean")
    g.play("pass")
    g.play("hike 2 river")
    assert {a.text for a in g.legal_actions()} == {"copy forest", "copy ocean", "pass"}
    assert kit.widget(g, seats=["human", "human"]).button_label(kit.Action("copy", ("ocean",))) \
        == "Pay 1 wildlife to copy the Ocean"
    events = " ".join(str(e) for e in g.play("copy ocean"))
    assert "turns in 1 wildlife to copy the Ocean" in events
    assert tokens(g, 0) == {"forest": 1, "water": 2}
