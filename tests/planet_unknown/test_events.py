"""Event cards (the ``events`` option, as on Board Game Arena): a deck of 20 whose mix is
drawn at setup, one card revealed each round after the station turns and resolved before
the draft, its rule lasting the round; the round of the last card is the final round; the
solo target score follows the mix. Every card is tested on a position built with chosen
chance outcomes (``deck 7 7 6``, ``event 12``; see :class:`Events`)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kit
from kit.games.planet_unknown import board as B
from kit.games.planet_unknown.civ import CIV_OF_LEVEL
from kit.games.planet_unknown.events import EVENTS, cards_in_play, mixes, solo_target
from tests.planet_unknown.conftest import STACK_OF, Script, public, seat, texts

PLANET = B.PLANETS["KSB-4156"]


def cards(effect: str) -> list[int]:
    return [n for n, e in EVENTS.items() if e.effect == effect]


class Events(Script):
    """A :class:`Script` with event cards: ``events`` are revealed round after round (then the
    first card chance offers)."""

    def __init__(self, *tiles: str, events: tuple[int, ...] = (), players: int = 1,
                 deck: str = "deck 7 7 6") -> None:
        self.events = list(events)
        self.deck = deck
        super().__init__(*tiles, players=players, events=True)

    def chance(self) -> None:
        g = self.g
        while g.to_act == [kit.CHANCE]:
            first = str(g.chance_outcomes()[0][0])
            verb = first.split()[0]
            if verb == "deck":
                g.play(self.deck)
            elif verb == "event" and g.view(None)["private"]["next_event"]:
                g.play(first)  # a card someone peeked at: known already
            elif verb == "event":
                g.play(f"event {self.events.pop(0)}" if self.events else first)
            elif verb in ("discard", "objective"):  # (objective cards: the first offered)
                g.play(first)
            else:
                stack = STACK_OF[first.split()[1]]
                queue = self.want[stack]
                g.play(f"reveal {queue.pop(0)}" if queue else first)

    def give(self, tile: str, player: int = 0, answers: tuple[str, ...] = ()) -> None:
        """Solo: turn the station, reveal the round's card (its decisions: ``answers``, then
        the first answer offered) and take ``tile``."""
        g = self.g
        k, ring = self.turn_for(player, tile)
        self.play(f"turn {k}")
        todo = list(answers)
        while g.phase == "event":
            self.play(todo.pop(0) if todo else texts(g)[0])
        self.play(f"take {ring}", player)

    def round(self, tile: str, prefer: str = "") -> None:
        """Solo: a round with ``tile`` placed at its first spot, then resolved."""
        self.give(tile)
        self.place_first()
        self.resolve(prefer)

    def event_round(self) -> None:
        """Turn the station (no turn) and reveal the next card: the event's decisions are due."""
        self.play("turn 0")


def tracks(g, p: int = 0) -> dict[str, int]:
    return seat(g, p)["tracks"]


# ------------------------------------------------------------------ the deck
def test_the_data_file_holds_twenty_cards_of_each_alert_and_six_solo_cards():
    assert sorted(EVENTS) == list(range(1, 61))
    assert {a: len(c) for a, c in cards_in_play(solo=True).items()} == {"green": 20, "orange": 20, "red": 20}
    assert sorted(n for n, e in EVENTS.items() if e.solo) == [1, 2, 3, 15, 46, 52]
    assert all(sum(m) == 20 or m[2] == 18 for m in mixes(False))


def test_the_option_is_off_by_default_and_the_default_game_has_no_event_step():
    g = kit.new_game("planet_unknown", players=2, seed=3, chance="manual")
    while g.to_act == [kit.CHANCE]:
        g.play(str(g.chance_outcomes()[0][0]))
    g.play("turn 0")
    assert g.phase == "draft" and "event" not in public(g)


def test_the_deck_mix_is_a_chance_step_and_sets_the_solo_target():
    s = Events(deck="deck 13 0 7")
    assert public(s.g)["event_mix"] == [13, 0, 7]
    assert public(s.g)["solo_target"] == solo_target(13, 0, 7) == 60 + 9 - 0 - 7
    g = kit.new_game("planet_unknown", players=1, seed=0, chance="manual", events=True)
    while not str(g.chance_outcomes()[0][0]).startswith("deck"):
        g.play(str(g.chance_outcomes()[0][0]))
    offered = [str(a) for a, _ in g.chance_outcomes()]
    assert len(offered) == len(mixes(True)) and "deck 13 7 0" in offered and "deck 14 0 6" not in offered
    with pytest.raises(kit.IllegalAction):
        g.play("deck 14 0 6")  # at most 13 green


def test_a_card_is_revealed_after_the_station_turns_and_resolved_before_the_draft():
    s = Events(events=(17,))
    g = s.g
    s.event_round()
    assert public(g)["event"]["card"] == 17 and g.phase == "event"
    assert sorted(texts(g)) == sorted(f"boost {t}" for t in B.TRACK_NAMES)
    s.play("boost water")
    assert g.phase == "draft" and tracks(g)["water"] == 1


def test_the_round_of_the_last_card_is_the_final_round():
    g = kit.new_game("planet_unknown", players=1, seed=13, events=True)  # a game the deck outlasts
    rng = random.Random(13)
    while public(g)["events_left"] or g.phase not in ("event", "draft"):
        g.play(rng.choice(g.legal_actions(0)), 0)
    assert len(public(g)["events_seen"]) == 20
    assert public(g)["ending"] in ("the last event card is revealed", "a stack of the station is empty")
    while not g.over:
        assert g.phase != "turn", "no round after the last event card"
        g.play(rng.choice(g.legal_actions(0)), 0)


def test_an_impossible_card_is_refused():
    s = Events(events=(17,))
    s.play("turn 0")
    g = s.g
    with pytest.raises(kit.IllegalAction):
        g.play("event 17")  # not chance's turn
    s2 = kit.new_game("planet_unknown", players=2, seed=0, chance="manual", events=True)
    while s2.to_act == [kit.CHANCE] and not str(s2.chance_outcomes()[0][0]).startswith("deck"):
        s2.play(str(s2.chance_outcomes()[0][0]))
    s2.play("deck 7 7 6")
    while s2.to_act == [kit.CHANCE]:  # the objective cards
        s2.play(str(s2.chance_outcomes()[0][0]))
    s2.play("turn 0")
    with pytest.raises(kit.IllegalAction):
        s2.play("event 1")  # a solo card, left out with two players


# ------------------------------------------------------------------ green cards
def test_extra_rover_lands_on_the_tile_placed_this_round():
    s = Events("I2-BC", events=(1,))
    s.round("I2-BC")
    assert len(seat(s.g)["rovers"]) == 1 and tracks(s.g)["rover"] == 0
    assert seat(s.g)["rovers"][0] in seat(s.g)["turn_cells"]


@pytest.mark.parametrize("card", cards("civ card added"))  # (objective cards: test_objectives.py)
def test_cards_without_their_components_change_nothing(card):
    s = Events(events=(card,))
    s.event_round()
    assert s.g.phase == "draft" and public(s.g)["civ_left"] == [9, 9, 9, 9]


@pytest.mark.parametrize("card", cards("advance no benefits"))
def test_advance_three_without_benefits(card):
    s = Events(events=(card,))
    g = s.g
    s.event_round()
    assert sorted(texts(g)) == ["boost biomass", "boost civ", "boost water"]
    s.play("boost civ")
    assert tracks(g)["civ"] == 3 and g.phase == "draft"  # civ space 3 gives no civ card here


@pytest.mark.parametrize("card", cards("advance"))
def test_advance_one_of_two_trackers(card):
    s = Events(events=(card,))
    g = s.g
    s.event_round()
    names = EVENTS[card].tracks
    assert sorted(texts(g)) == sorted(f"boost {t}" for t in names)
    s.play(f"boost {names[1]}")
    assert tracks(g)[names[1]] == 1 and tracks(g)[names[0]] == 0


@pytest.mark.parametrize("card", cards("rotate"))
def test_rotate_the_station_to_any_depot(card):
    s = Events(events=(card,))
    g = s.g
    s.event_round()
    assert texts(g) == [f"turn {k}" for k in range(6)]
    s.play("turn 4")
    assert public(g)["rotation"] == 4 and g.phase == "draft"


@pytest.mark.parametrize("card", cards("patch"))
def test_a_biomass_patch(card):
    s = Events(events=(card,))
    s.event_round()
    assert all(a.startswith("patch ") for a in texts(s.g))
    s.play(texts(s.g)[0])
    assert seat(s.g)["patches"] == 1


@pytest.mark.parametrize("card", cards("synergy"))
def test_a_synergy(card):
    s = Events(events=(card,))
    s.event_round()
    assert sorted(texts(s.g)) == sorted(f"boost {t}" for t in B.TRACK_NAMES)


@pytest.mark.parametrize("card", cards("rescue lifepod"))
def test_rescue_a_lifepod_on_the_planet(card):
    s = Events(events=(card,))
    s.event_round()
    pods = seat(s.g)["lifepods"]
    assert sorted(texts(s.g)) == sorted(f"rescue {B.CELL_NAMES[i]}" for i in pods)
    s.play(f"rescue {B.CELL_NAMES[pods[0]]}")
    assert seat(s.g)["pods"] == 1 and pods[0] not in seat(s.g)["lifepods"]


def meteor_chain(*events: int) -> Events:
    """Solo: a meteor tile placed in round 1, then ``events`` in the rounds after."""
    s = Events("I2-BC-M", "V3-CE", "O4-BC", "T4-BC", events=(2, *events))
    s.round("I2-BC-M")
    assert len(seat(s.g)["meteors"]) == 1
    return s


@pytest.mark.parametrize("card", cards("collect meteorite"))
def test_collect_a_meteorite_and_lose_it_again(card):
    s = meteor_chain(card, 51)
    g = s.g
    rock = seat(g)["meteors"][0]
    s.event_round()  # the only meteorite: collected at once (a single answer)
    assert seat(g)["rocks"] == 1 and seat(g)["meteors"] == [] and g.phase == "draft"
    assert rock not in seat(g)["meteors"]
    s.play("take inner")
    s.place_first()
    s.resolve()
    s.event_round()  # 51: a collected meteorite is lost
    assert seat(g)["rocks"] == 0


@pytest.mark.parametrize("card", cards("meteorite on symbol"))
def test_a_meteorite_falls_on_an_empty_meteorite_symbol(card):
    s = meteor_chain(19, card)
    g = s.g
    rock = seat(g)["meteors"][0]
    s.event_round()  # 19: collected (a single answer)
    s.play("take inner")
    s.place_first()
    s.resolve()
    s.event_round()
    assert seat(g)["meteors"] == [rock] and g.phase == "draft"  # the only empty symbol: at once


# ------------------------------------------------------------------ orange and red cards
@pytest.mark.parametrize("card", cards("regress"))
def test_regress_a_tracker(card):
    e = EVENTS[card]
    track = e.tracks[0]
    s = Events(events=(17, card))
    g = s.g
    s.event_round()
    s.play(f"boost {track}")
    s.play("take inner")
    s.place_first()
    s.resolve()
    before = tracks(g)[track]
    up = [t for t in e.tracks if tracks(g)[t] > 0]
    s.event_round()
    assert sorted(texts(g)) == sorted(f"regress {t}" for t in up) or len(up) == 1
    if g.phase == "event":
        s.play(f"regress {track}")
    assert tracks(g)[track] == max(0, before - e.value)


def test_a_tech_tracker_moved_down_loses_its_tech_level():
    s = Events("I2-BC", "V3-CE", events=(6, 9, 42))  # tech up, tech up (space 2: a synergy), tech down 3
    g = s.g
    s.event_round()
    s.play("boost tech")
    s.play("take inner")
    s.place_first()
    s.resolve()
    s.event_round()
    s.play("boost tech")
    s.play("boost tech")  # the synergy of tech space 2
    assert tracks(g)["tech"] == 3 and seat(g)["tech"] == 1
    s.play("take inner")
    s.place_first()
    s.resolve()
    s.event_round()
    s.play("regress tech")
    assert tracks(g)["tech"] == 0 and seat(g)["tech"] == 0


@pytest.mark.parametrize("card", cards("rovers avoid"))
def test_rovers_avoid_a_terrain(card):
    terrain = EVENTS[card].tracks[0]
    letters = {"water": "W", "biomass": "Bb", "energy": "E", "rover": "R", "tech": "T", "civ": "C"}[terrain]
    s = Events("I2-RT", "V3-WR", events=(2, card))
    g = s.g
    s.give("I2-RT")
    s.place_first()
    s.resolve("rover")  # rover space 1: a rover on the tile
    assert len(seat(g)["rovers"]) == 1
    s.give("V3-WR")
    s.place_first()
    while g.phase == "resolve" and seat(g)["task"]["kind"] != "move":
        acts = texts(g)
        s.play("advance rover" if "advance rover" in acts else acts[0])
    assert seat(g)["task"]["kind"] == "move"
    v = seat(g)
    steps = [(i, j) for i in v["rovers"] for j in PLANET.rover_steps(i) if j not in v["rovers"]]
    allowed = {f"move {B.CELL_NAMES[i]} {B.CELL_NAMES[j]}" for i, j in steps
               if v["terrain"][j] not in letters}
    assert set(texts(g)) == allowed | {"stop"}
    for i, j in steps:
        if v["terrain"][j] in letters:
            assert g.why_not(f"move {B.CELL_NAMES[i]} {B.CELL_NAMES[j]}", 0).rule == "event card"


def placements_under(card: int, forbidden) -> None:
    s = Events("I2-BC", "V3-CE", events=(2, card))
    g = s.g
    s.round("I2-BC")
    s.give("V3-CE")
    v = seat(g)
    covered = sum(1 << i for i in v["covered"])
    tile = B.TILES["V3-CE"]
    every = B.legal_placements(PLANET, covered, tile.shape, tile.meteor, v["tech"] >= 1)
    allowed = [p for p in every if not forbidden(p, v)]
    assert sorted(texts(g)) == sorted(f"place {B.CELL_NAMES[p.at]} {p.orientation}" for p in allowed)
    refused = [p for p in every if forbidden(p, v)]
    assert refused and allowed
    assert g.why_not(f"place {B.CELL_NAMES[refused[0].at]} {refused[0].orientation}", 0).rule == "event card"


@pytest.mark.parametrize("card", cards("not on edge"))
def test_no_tile_on_the_planet_edge(card):
    placements_under(card, lambda p, v: p.mask & PLANET.border)


@pytest.mark.parametrize("card", cards("not on ice"))
def test_no_tile_on_ice(card):
    placements_under(card, lambda p, v: p.mask & PLANET.ice)


@pytest.mark.parametrize("card", cards("no matching terrain"))
def test_no_square_next_to_its_own_terrain(card):
    tile = B.TILES["V3-CE"]

    def matching(p, v) -> bool:
        return any(v["terrain"][j].upper() == tile.terrains[half] for cell, half, _, _ in p.squares
                   for j in B.bits(B.neighbours(1 << cell)))
    placements_under(card, matching)


@pytest.mark.parametrize("card", cards("one resource"))
def test_one_resource_from_the_tile(card):
    s = Events("I2-BC", events=(card,))
    g = s.g
    s.give("I2-BC")
    s.place_first()
    assert sorted(texts(g)) == ["advance biomass", "advance civ"]
    s.play("advance civ")
    assert g.phase == "turn"  # the biomass symbol is dropped: the round is over
    assert tracks(g)["biomass"] == 0 and tracks(g)["civ"] == 1


@pytest.mark.parametrize("card", [2, *cards("no milestones")])
def test_no_milestones_takes_the_new_rover_away(card):
    s = Events("I2-RT", events=(card,))
    g = s.g
    s.give("I2-RT")
    s.place_first()
    s.play("advance rover")
    assert tracks(g)["rover"] == 1
    task = seat(g)["task"]
    assert (task is not None and task["kind"] == "rover") == (card == 2)
    s.resolve()
    assert len(seat(g)["rovers"]) == (card == 2)


@pytest.mark.parametrize("card", [2, *cards("no synergy")])
def test_no_synergy_this_round(card):
    s = Events("I2-RT", "I2-TB", events=(17, card))
    g = s.g
    s.event_round()
    s.play("boost biomass")
    s.play("take inner" if "take inner" in texts(g) else "take outer")
    s.place_first()
    s.resolve()
    s.give("I2-TB")
    s.place_first()
    s.play("advance biomass")  # biomass space 2: a synergy, except under card 58
    assert tracks(g)["biomass"] == 2
    synergy = sorted(texts(g)) == sorted(f"boost {t}" for t in B.TRACK_NAMES)
    assert synergy == (card == 2)


@pytest.mark.parametrize("card", cards("rover destroyed"))
def test_a_rover_destroyed_when_there_are_two(card):
    s = Events("I2-RT", events=(1, card))
    g = s.g
    s.give("I2-RT")
    s.place_first()
    s.resolve("rover")
    rovers = seat(g)["rovers"]
    assert len(rovers) == 2
    s.event_round()
    assert sorted(texts(g)) == sorted(f"wreck {B.CELL_NAMES[i]}" for i in rovers)
    s.play(f"wreck {B.CELL_NAMES[rovers[0]]}")
    assert seat(g)["rovers"] == rovers[1:] and seat(g)["lost_rovers"] == 1


@pytest.mark.parametrize("card", cards("civ card removed"))
def test_one_civ_card_of_each_level_leaves_at_random(card):
    s = Events(events=(card,))
    g = s.g
    g.play("turn 0")
    g.play(f"event {card}")
    outcomes = [str(a) for a, _ in g.chance_outcomes()]
    assert outcomes == [f"discard {n}" for n in CIV_OF_LEVEL[1]]
    g.play(f"discard {CIV_OF_LEVEL[1][3]}")
    s.chance()
    assert public(g)["civ_left"] == [8, 8, 8, 8]


@pytest.mark.parametrize("card", cards("lifepod destroyed"))
def test_a_lifepod_on_the_planet_destroyed(card):
    s = Events(events=(card,))
    s.event_round()
    pods = seat(s.g)["lifepods"]
    assert sorted(texts(s.g)) == sorted(f"lose {B.CELL_NAMES[i]}" for i in pods)
    s.play(f"lose {B.CELL_NAMES[pods[-1]]}")
    assert seat(s.g)["lost_pods"] == 1 and seat(s.g)["pods"] == 0


@pytest.mark.parametrize("card", cards("collected lifepod lost"))
def test_a_rescued_lifepod_lost(card):
    s = Events(events=(card,))
    s.event_round()
    assert seat(s.g)["pods"] == 0 and seat(s.g)["lost_pods"] == 0  # none rescued: nothing lost
    s = Events(events=(18, card))
    g = s.g
    s.event_round()
    s.play(texts(g)[0])
    assert seat(g)["pods"] == 1
    s.play("take inner")
    s.place_first()
    s.resolve()
    s.event_round()
    assert seat(g)["pods"] == 0 and seat(g)["lost_pods"] == 1


@pytest.mark.parametrize("card", cards("stack emptied"))
def test_a_stack_of_the_depot_emptied(card):
    s = Events(events=(card,))
    g = s.g
    s.event_round()
    assert texts(g) == ["empty inner", "empty outer"]
    stack = public(g)["depots"][seat(g)["depot"]]["inner_stack"]
    gone = public(g)["unrevealed"][stack] + [public(g)["tops"][stack]]
    s.play("empty inner")
    assert public(g)["tops"][stack] is None and public(g)["unrevealed"][stack] == []
    assert sorted(public(g)["tiles_removed"]) == sorted(gone) and texts(g) == ["take outer"]


@pytest.mark.parametrize("card", cards("synergy or peek"))
def test_peek_at_the_next_card_seen_by_the_peeker_only(card):
    s = Events(events=(card,), players=2)
    g = s.g
    s.event_round()
    assert "peek" in texts(g, 0) and "boost civ" in texts(g, 0)
    g.play("peek", 0)
    g.play("event 30")  # the next card, set aside
    g.play("boost civ", 1)
    assert g.view(0)["private"]["next_event"] == 30 and g.view(1)["private"]["next_event"] is None
    assert "30" not in " ".join(g.log_for(1)[-3:]) and "30" in " ".join(g.log_for(0)[-3:])
    assert all(g.copy_for(0, random.Random(k)).view(None)["private"]["next_event"] == 30 for k in range(4))
    assert any(g.copy_for(1, random.Random(k)).view(None)["private"]["next_event"] != 30 for k in range(4))
    for p in (0, 1):
        g.play("take inner", p)
    while g.to_act == [kit.CHANCE]:
        g.play(str(g.chance_outcomes()[0][0]))
    for p in (0, 1):
        s.place_first(p)
        s.resolve(player=p)
    g.play("turn 0", g.view(None)["public"]["start"])
    assert [str(a) for a, _ in g.chance_outcomes()] == ["event 30"]


# ------------------------------------------------------------------ the solo target
@pytest.mark.parametrize("mix, target", [((0, 0, 20), 49), ((13, 7, 0), 67), ((3, 6, 11), 60 + 3 - 1 - 9)])
def test_the_solo_target_follows_the_mix(mix, target):
    assert solo_target(*mix) == target


@pytest.mark.parametrize("seed", [1, 2])
def test_solo_wins_only_at_the_target(seed):
    g = kit.new_game("planet_unknown", players=1, seed=seed, events=True)
    rng = random.Random(seed)
    while not g.over:
        g.play(rng.choice(g.legal_actions(0)), 0)
    target = public(g)["solo_target"]
    assert target == solo_target(*public(g)["event_mix"])
    assert (g.winners() == [0]) == (g.scores()[0] >= target)
    assert f"target score of {target}" in g.result()
    plain = kit.new_game("planet_unknown", players=1, seed=seed)
    assert "solo_target" not in public(plain)


# ------------------------------------------------------------------ conservation
@settings(max_examples=4, deadline=None)
@given(players=st.sampled_from([1, 2, 4]), seed=st.integers(0, 10_000))
def test_random_play_conserves_event_cards(players, seed):
    g = kit.new_game("planet_unknown", players=players, seed=seed, events=True)
    rng = random.Random(seed)
    while not g.over:
        p = g.to_act[0]
        g.play(rng.choice(g.legal_actions(p)), p)
        pub = g.view(None)["public"]
        seen = pub["events_seen"]
        assert len(seen) == len(set(seen)) and len(seen) + pub["events_left"] == sum(pub["event_mix"])
        for k, alert in enumerate(("green", "orange", "red")):
            assert sum(EVENTS[n].alert == alert for n in seen) <= pub["event_mix"][k]
        assert players == 1 or not any(EVENTS[n].solo for n in seen)
    assert len(g.view(None)["public"]["events_seen"]) <= 20


# ------------------------------------------------------------------ the shared checks, cards on
def _shared_checks() -> list:
    # test_strict_text's check passes with the cards as well but takes six seconds: run by hand
    from tests import test_inside, test_words
    return [test_inside.test_every_action_reads_into_a_typed_move_and_back,
            test_inside.test_chance_and_players_speak_with_different_verbs_and_one_done_verb,
            test_inside.test_the_legal_list_and_the_refusals_agree,
            test_inside.test_public_is_one_and_hidden_values_follow_one_convention,
            test_words.test_every_step_is_said_in_words_without_engine_tokens]


@pytest.mark.parametrize("check", _shared_checks(), ids=lambda f: f.__name__)
def test_the_shared_checks_pass_with_event_cards(check, monkeypatch):
    """The shared suite's checks of grammar, refusals, hidden values, words and strict text,
    on games played with the event cards."""
    new_game = kit.new_game
    monkeypatch.setattr(kit, "new_game", lambda *a, **k: new_game(*a, **{"events": True, **k}))
    info = next(i for i in kit.catalog() if i.name == "planet_unknown")
    check(info)


def test_the_widget_shows_the_card_in_plain_words_and_its_decisions_as_buttons():
    s = Events(events=(12,), deck="deck 13 0 7")
    w = kit.widget(s.g, seats=["human"])
    assert "Event card" in w.event_box.value and "none revealed yet" in w.event_box.value
    assert "Target score</b>: 62" in w.event_box.value
    w.act("turn 0")
    s.chance()
    w.refresh()
    assert EVENTS[12].words in w.event_box.value and "19 cards left" in w.event_box.value
    labels = sorted(w.game.describe(a, 0, 0) for a in w.action_buttons())
    assert labels == ["move the tech tracker up (a synergy or a civ card)",
                      "move the water tracker up (a synergy or a civ card)"]
    plain = kit.widget(kit.new_game("planet_unknown", players=1, seed=0), seats=["human"])
    assert plain.event_box.value == ""


def test_the_builder_prefers_a_synergy_to_a_peek_and_moves_down_what_costs_least():
    from kit.bots import make_bot
    bot = make_bot("builder", "planet_unknown", seed=1)
    s = Events(events=(53,), players=2)
    s.event_round()
    assert bot.choose(s.g.seat(0)).name == "boost"
    s = Events("I2-RT", "V3-RT", "O4-RT", events=(17, 20, 14, 30))
    g = s.g
    for tile, boost in (("I2-RT", "water"), ("V3-RT", "water"), ("O4-RT", "biomass")):
        s.give(tile, answers=(f"boost {boost}",))
        s.place_first()
        s.resolve()
    assert tracks(g)["water"] == 2 and tracks(g)["biomass"] == 1
    s.event_round()
    assert sorted(texts(g)) == ["regress biomass", "regress water"]
    assert str(bot.choose(g.seat(0))) == "regress biomass"  # water would lose its medal
