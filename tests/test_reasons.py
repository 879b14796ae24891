"""Bots that explain themselves (kit.reasons): every bot of every game gives, for each
decision, the move it played and the rule it followed in plain words; the search bot's
reasons are its candidate moves (estimate, interval, simulations), the rule that decided,
consistent with the move played, and for hidden information the worlds it imagined.
Reasons never change play."""
from __future__ import annotations

import random

import pytest

import kit
from kit.bots import SeededBot, bot_names, make_bot, play_random
from kit.engine import CHANCE, Game, game_class
from kit.mcts import MctsBot
from kit.reasons import Reasons, decide, generic_rule

CATALOG = kit.catalog()
NAMES = [info.name for info in CATALOG]
per_game = pytest.mark.parametrize("name", NAMES)


def players(name: str) -> int:
    info = game_class(name).info
    return max(info.min_players, min(2, info.max_players))


def position(name: str, seed: int = 7, moves: int = 20) -> tuple[Game, int]:
    """A seeded position some random moves in where the player to act has a real choice."""
    g = kit.new_game(name, players=players(name), seed=seed)
    rng = random.Random(seed)
    play_random(g, rng, moves=moves)
    while not g.over:
        acting = g.to_act
        if CHANCE in acting:
            g.roll()
        elif len(g.legal_actions(acting[0])) > 1:
            return g, acting[0]
        else:
            g.play(g.legal_actions(acting[0])[0], acting[0])
    pytest.skip(f"{name}: the game ended before a choice")


def plain(text: str) -> bool:
    """Plain words: a sentence, no internal names, codes or unfilled slots."""
    return bool(text) and text[0].isupper() and text.endswith(".") and not any(c in text for c in "_{}<>")


def shows(name: str) -> bool:
    """The game says what a player cannot see (it defines ``imagined_facts``)."""
    return hasattr(game_class(name), "imagined_facts")


@per_game
def test_every_simple_bot_gives_its_move_and_a_specific_rule_in_plain_words(name):
    for bot_name in bot_names(name):
        if isinstance(make_bot(bot_name, name), MctsBot):
            continue  # the search's reasons (at every level): the tests below
        g, _ = position(name, seed=3, moves=10)
        bots = {p: make_bot(bot_name, name, seed=p) for p in range(g.num_players)}
        twins = {p: make_bot(bot_name, name, seed=p) for p in range(g.num_players)}  # choose() alone
        for _ in range(12):
            if g.over:
                break
            if CHANCE in g.to_act:
                g.roll()
                continue
            p = g.to_act[0]
            seat = g.seat(p)
            action, why = decide(bots[p], seat)
            assert twins[p].choose(seat) == action, (name, bot_name)  # reasons never change play
            assert isinstance(why, Reasons)
            assert why.action == action.text and why.words == seat.describe(action), (name, bot_name)
            assert why.words and why.bot and plain(why.rule), (name, bot_name, why.rule)
            if isinstance(bots[p], SeededBot):  # a game's own bot names the rule of this decision
                assert why.rule != generic_rule(bots[p]), (name, bot_name)
            g.play(action, p)


@per_game
def test_search_reasons_are_consistent_with_the_move_played(name):
    g, p = position(name)
    action, why = decide(MctsBot(seed=1, simulations=8), g.seat(p))
    assert MctsBot(seed=1, simulations=8).choose(g.seat(p)) == action  # reasons never change play
    assert why.action == action.text and why.words == g.seat(p).describe(action)
    rates = [c.win_rate for c in why.candidates]
    assert rates == sorted(rates, reverse=True)
    assert sum(c.simulations for c in why.candidates) == 8
    for c in why.candidates:
        assert 0 <= c.low <= c.win_rate <= c.high <= 1 and c.words and c.simulations > 0
    chosen = next(c for c in why.candidates if c.action == action.text)
    decided, guide = why.extra["decided_by"], why.extra["guide"]
    if decided == "best estimate":
        assert chosen.win_rate == rates[0] and "best estimate" in why.rule
    elif decided == "kept the guide's move":  # the trust rule kept the simple player's move
        assert action.text == guide and "kept the simple player's move" in why.rule
    else:
        assert decided == "beat the guide's move" and action.text != guide
        assert "left the simple player's move" in why.rule and "standard errors" in why.rule
    assert plain(why.rule) and why.worlds_sampled > 0
    for fact, share in why.worlds:
        assert 0 < share <= 1 and fact and "_" not in fact


@pytest.mark.parametrize("name", ["bahama_taxi", "jamaica"])
def test_the_override_is_named_only_when_it_applies(name):
    g, p = position(name, seed=11)
    action, why = decide(MctsBot(seed=2, simulations=8, trust=None), g.seat(p))
    assert why.extra["decided_by"] == "best estimate"
    assert why.candidates[0].win_rate == next(c.win_rate for c in why.candidates if c.action == action.text)
    cautious = MctsBot(seed=2, simulations=8, trust=1000.0)
    action, why = decide(cautious, g.seat(p))
    assert action == cautious.last_guide
    assert why.extra["decided_by"] in ("best estimate", "kept the guide's move")


@pytest.mark.parametrize("name", [n for n in NAMES if shows(n)])
def test_hidden_information_games_say_what_a_player_cannot_see_in_plain_words(name):
    g, p = position(name, seed=9, moves=6)
    facts = g.imagined_facts(p)
    assert all(fact and "_" not in fact and "{" not in fact for fact in facts)


def test_the_search_reports_the_worlds_it_imagined():
    g = kit.new_game("bahamas", players=4, seed=5)  # every hand is hidden from the others
    p = g.to_act[0]
    action, why = decide(MctsBot(seed=1, simulations=12), g.seat(p))
    assert why.worlds_sampled > 0 and why.worlds
    me = g.player_name(p)
    for fact, share in why.worlds:
        assert 0 < share <= 1 and " holds " in fact and not fact.startswith(me + " ")
    # a share is the part of the worlds drawn where the fact held
    assert all(round(share * why.worlds_sampled, 6).is_integer() for _, share in why.worlds)
    assert MctsBot(seed=1).explain is False  # playing games never counts facts


def test_a_simple_bot_words_its_rule_with_the_move():
    g = kit.new_game("bahama_taxi", players=2, seed=3)
    action, why = decide(make_bot("greedy", "bahama_taxi", seed=1), g.seat(g.to_act[0]))
    assert why.words in why.rule or "only legal move" in why.rule
    assert why.text().startswith(f"{why.bot}: {why.words}. ")
