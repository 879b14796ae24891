"""What Bahamas conserves (every card, every dollar) after every step of random games, and
what it hides (views, logs, resampled copies)."""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import kit
from kit.bots import play_random
from kit.games.bahamas.components import STARTING, TABLE

from .helpers import pass_window, setup, steps


def census(g):
    """Every action card and every cash card, wherever they are, from the teacher's view."""
    v = g.view(None)
    public, private = v["public"], v["private"]
    cards = Counter()
    money = Counter()
    for seat in v["seats"]:
        cards.update(seat["hand"])
        money.update(seat["cash"])
        cards.update(seat["transit"])
    cards.update({c: k for c, k in private["deck"].items()})
    cards.update(private["deck_top"])
    cards.update(private["start_pile"])
    cards.update(public["discard"])
    cards["crash"] += 1  # in the deck's bottom part, or face up once drawn
    hidden_deck = sum(private["deck"].values()) + len(private["deck_top"])
    assert (public["end"] == "crash") == (public["deck"] == hidden_deck)
    tray = public["tray"]
    if tray["kind"] == "jo":
        cards.update(private["tray"])
    if tray["kind"] == "dex":
        money.update(private["tray"])
    money.update({int(c): k for c, k in private["cash_deck"].items()})
    money.update(private["cash_bottom"])
    money.update(public["cash_discard"])
    return cards, money


def expected(players):
    deck = Counter({c: k for c, k in TABLE["action_deck"].items()})
    if players < 6:
        deck.subtract(TABLE["six_plus"])
    para, fake, badge = STARTING[players]
    deck.update({"parachute": para, "fake": fake, "badge": badge, "crash": 1})
    money = Counter({int(v): k for v, k in TABLE["cash_cards"].items()})
    return +deck, money


@settings(max_examples=25, deadline=None)
@given(players=st.integers(4, 8), seed=st.integers(0, 10_000))
def test_every_card_and_every_dollar_is_conserved_after_every_step(players, seed):
    g = kit.new_game("bahamas", players=players, seed=seed)
    rng = random.Random(seed)
    want_cards, want_money = expected(players)
    while not g.over:
        p = rng.choice(g.to_act)
        g.play(rng.choice(g.legal_actions(p)), p)
        cards, money = census(g)
        assert +cards == want_cards, len(g.history)
        assert +money == want_money, len(g.history)
        hands = [len(s["hand"]) for s in g.view(None)["seats"]]
        assert all(h >= 0 for h in hands)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(5, 150))
def test_resampled_worlds_keep_what_a_player_was_shown(seed, moves):
    g = kit.new_game("bahamas", players=5, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.over:
            break
        p = rng.choice(g.to_act)
        g.play(rng.choice(g.legal_actions(p)), p)
    want_cards, want_money = expected(5)
    for p in g.players:
        world = g.copy_for(p, random.Random(seed + p))
        assert world.view(p) == g.view(p)
        cards, money = census(world)
        assert +cards == want_cards and +money == want_money
        for q, known in g.view(p)["private"].get("known", {}).items():
            theirs = Counter(world.view(None)["seats"][int(q) - 1]["hand"])
            assert not Counter(known["action"]) - theirs  # still held in the resampled world


def test_search_is_remembered_in_every_resampled_world_and_others_are_redealt():
    g = setup(draws=["search", "thief", "diamonds", "phone"])
    steps(g, "roll cash cash cash", "take cash")
    g.play("play search 2", 0)
    pass_window(g)  # no Extinguisher: the Search shows player 2's hand to player 1
    g.chance = "auto"
    seen = set()
    for k in range(20):
        world = g.copy_for(0, random.Random(k))
        assert world.view(None)["seats"][1]["hand"] == ["fake", "thief"]
        seen.add(tuple(world.view(None)["seats"][2]["hand"]))
    assert len(seen) > 1  # player 3's unseen hand is redealt


def test_views_show_a_seat_only_its_own_hand_and_cash():
    g = setup()
    v = g.view(1)
    assert v["seats"][1]["hand"] == ["diamonds", "fake"] and v["seats"][1]["cash"] == [50_000, 100_000]
    for q in (0, 2, 3):
        assert v["seats"][q]["hand"] == 2 and v["seats"][q]["cash"] == 2
        assert v["seats"][q]["money"] is None and v["scores"][q] is None
    assert v["scores"][1] == 150_000
    assert all("diamonds" not in line for line in g.log)
    assert any("draws Diamonds" in line for line in g.log_for(0))
    assert not any("player 2 draws Diamonds" in line for line in g.log_for(0))


def test_jo_remembers_the_cards_she_put_on_top_and_nobody_else_knows_them():
    g = setup(chars=("Jo", "Dex", "Mary", "Boss"))
    steps(g, "roll cash cash power", "take power", "draw thief", "draw search", "draw storm",
          "pick thief top storm search")
    g.chance = "auto"
    tops = set()
    for k in range(15):
        assert g.copy_for(0, random.Random(k)).view(None)["private"]["deck_top"] == ["storm", "search"]
        tops.add(tuple(g.copy_for(1, random.Random(k)).view(None)["private"]["deck_top"]))
    assert len(tops) > 1  # for player 2 the two cards on top are unknown


def test_the_kit_defaults_are_listed_in_the_options_table():
    table = kit.options_table("bahamas")
    for fact in ("die_faces", "cash_cards", "action_deck", "six_plus", "reaction_windows", "window_seats"):
        assert table.loc[fact, "source"] == "kit default, not from the rulebook"
    assert "hands are never shown" in table.loc["window_seats", "doc"]
    assert "$200,000" in table.loc["cash_cards", "doc"] and "High kick 4" in table.loc["action_deck", "doc"]
    assert table.loc["first_player", "source"] == "rulebook"


def test_resampled_worlds_read_nothing_into_an_open_reaction_window():
    g = setup(draws=["thief", "extinguisher", "extinguisher", "diamonds"])
    steps(g, "roll cash cash cash", "take cash")
    g.play("play thief 2 cash", 0)  # everyone else is asked, whoever holds an Extinguisher
    g.chance = "auto"
    answerers = set()
    for k in range(30):
        world = g.copy_for(3, random.Random(k))
        assert world.to_act == g.to_act == [1, 2, 3] and world.view(3) == g.view(3)
        seats = world.view(None)["seats"]
        answerers.add(tuple(q for q in (1, 2) if "extinguisher" in seats[q]["hand"]))
        if k < 6:
            play_random(world, random.Random(k))
            assert world.over
    assert () in answerers and len(answerers) > 2  # the window told player 4 nothing
