"""The search bot: it plays from its seat alone and beats the random bot in every game."""
from __future__ import annotations

import random

import pytest

import kit
from kit.bots import RandomBot, make_bot, play_out
from kit.explore.metrics import wilson
from kit.mcts import MctsBot, rewards


class SeatOnly:
    """Only what a seat offers a bot: a bot that reaches for anything else fails."""

    __slots__ = ("_seat",)

    def __init__(self, seat):
        self._seat = seat

    player = property(lambda self: self._seat.player)
    info = property(lambda self: self._seat.info)
    num_players = property(lambda self: self._seat.num_players)
    settings = property(lambda self: self._seat.settings)

    def legal_actions(self):
        return self._seat.legal_actions()

    def view(self):
        return self._seat.view()

    def copy_for(self, rng):
        return self._seat.copy_for(rng)


def _advance(game, moves, seed):
    bot = RandomBot(seed)
    for _ in range(moves):
        player = game.to_act[0]
        game.play(bot.choose(game.seat(player)), player)


def test_registered_for_every_game():
    for name in ("bahama_taxi", "jamaica", "digit_code", "tobago"):
        assert "mcts" in kit.bots.bot_names(name)
        assert isinstance(make_bot("mcts", name, seed=1), MctsBot)


@pytest.mark.parametrize("name", ["jamaica", "tobago"])
def test_plays_from_the_seat_alone(name):
    game = kit.new_game(name, players=2, seed=2)
    _advance(game, 5, seed=3)
    player = game.to_act[0]
    action = MctsBot(seed=1, simulations=6, cutoff=6).choose(SeatOnly(game.seat(player)))
    assert action in game.legal_actions(player)


def test_same_move_whatever_the_hidden_code():
    """Two Digit Code games that differ only in what seat 1 cannot see (the codes, redrawn
    among those that fit its clues): same view, same seed, same search, same move."""
    game = kit.new_game("digit_code", players=2, seed=11)
    _advance(game, 7, seed=1)
    player = game.to_act[0]
    other = game.copy_for(player, random.Random(99))
    assert other.view(player) == game.view(player) and other.state != game.state
    one, two = MctsBot(seed=4, simulations=10), MctsBot(seed=4, simulations=10)
    assert one.choose(game.seat(player)) == two.choose(other.seat(player))
    assert one.last_visits == two.last_visits


def test_budget_in_seconds_and_visits():
    game = kit.new_game("jamaica", players=2, seed=4)
    _advance(game, 3, seed=2)
    seat = game.seat(game.to_act[0])
    bot = MctsBot(seed=1, seconds=0.05, cutoff=5)
    assert bot.choose(seat) in seat.legal_actions()
    assert bot.simulations_done >= 1 and sum(bot.last_visits.values()) <= bot.simulations_done
    bot = MctsBot(seed=1, simulations=9, cutoff=5)
    bot.choose(seat)
    assert sum(bot.last_visits.values()) == 9


def test_rewards_rank_and_winners():
    game = kit.new_game("bahama_taxi", players=3, seed=1)
    assert rewards(game) == [0.5, 0.5, 0.5]
    play_out(game, [RandomBot(p) for p in range(3)])
    winners = game.winners()
    assert rewards(game) == [1 / len(winners) if p in winners else 0 for p in range(3)]


def _score(name, games, opponent="random", **budget):
    wins = 0.0
    for i in range(games):
        game = kit.new_game(name, players=2, seed=1000 + i)
        seat = i % 2  # the search bot sits first in half of the games
        bots = [None, None]
        bots[seat] = MctsBot(seed=i, **budget)
        bots[1 - seat] = make_bot(opponent, name, seed=50 + i)
        play_out(game, bots)
        winners = game.winners()
        wins += 1 / len(winners) if seat in winners else 0
    return wins


def test_beats_random_in_jamaica_quickly():
    assert _score("jamaica", 4, simulations=8, cutoff=10) == 4


BUDGETS = {"bahama_taxi": dict(simulations=8, cutoff=10), "jamaica": dict(simulations=8, cutoff=10),
           "tobago": dict(simulations=8, cutoff=10), "digit_code": dict(simulations=16, cutoff=60)}
GAMES = {"digit_code": 12}  # a race with much luck in it: more games for a clear answer


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(BUDGETS))
def test_beats_random_clearly(name):
    """Seats alternating: the lower end of the 95% interval of the win rate above one half."""
    games = GAMES.get(name, 8)
    wins = _score(name, games, **BUDGETS[name])
    assert wilson(wins, games)[0] > 0.5, f"{wins} of {games}"
