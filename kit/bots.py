"""Players that choose actions by themselves. A bot gets a :class:`kit.Seat` (the view,
the legal actions and resampled copies of one player) and nothing else, so it cannot see
what its player cannot.

>>> import kit
>>> from kit.bots import make_bot, play_out
>>> g = kit.new_game("bahama_taxi", players=2, seed=3)
>>> play_out(g, [make_bot("random", seed=1), make_bot("random", seed=2)])
>>> g.over
True
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from kit.actions import CHANCE, Action
from kit.game import Game, Seat


class Bot(Protocol):
    name: str

    def choose(self, seat: Seat) -> Action: ...


class SeededBot:
    """The base of a game's bots: a ``name`` and its own seeded generator ``rng`` (bots never
    share one, so a table of games is the same whatever runs it).

    While choosing, a bot sets ``rule`` to the rule it followed, in plain words (a constant
    sentence costs nothing in playouts); ``{move}`` in it stands for the chosen move in words
    (filled in only by :func:`kit.reasons.decide`)."""

    name = "bot"
    #: The rule the last decision followed ("" until one is recorded).
    rule = ""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Action:
        raise NotImplementedError


class RandomBot:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        return actions[int(self.rng.random() * len(actions))]  # uniform; cheaper than rng.choice


BotFactory = Callable[..., Bot]
_BOTS: dict[tuple[str | None, str], BotFactory] = {(None, "random"): RandomBot}


def register_bot(game: str | None, name: str, factory: BotFactory | None = None):
    """Make a bot class available as ``make_bot(name, game=...)``; ``game=None``
    registers a bot for every game. Usable as a decorator or a plain call."""

    def decorate(factory: BotFactory) -> BotFactory:
        _BOTS[(game, name)] = factory
        return factory

    return decorate if factory is None else decorate(factory)


def _load_all() -> None:
    """Register every game's bots (the search bot for every game is registered by
    ``import kit``, which Python runs before this module)."""
    from kit import games

    games.load_all()


#: What a person reads for each bot name in a seat's choice (a name not here is shown as it
#: is), in the order a seat's choice lists them (names not here come last).
BOT_WORDS = {
    "random": "random moves",
    "greedy": "simple player (best move now)",
    "entropy": "asks the most telling question",
    "advisor": "the advisor's best move",
    "builder": "simple builder (fills rows, water on ice)",
    "mcts": "search (tries moves ahead)",
    "search quick": "search, quick (about a tenth of a second a move)",
    "search thoughtful": "search, thoughtful (about a third of a second a move)",
    "search strong": "search, strong (up to a second a move)",
}


def bot_words(name: str) -> str:
    """The plain words a seat's choice shows for bot ``name``.

    >>> bot_words("mcts")
    'search (tries moves ahead)'
    """
    return BOT_WORDS.get(name, name.replace("_", " "))


def bot_names(game: str) -> list[str]:
    """Names of the bots that can play ``game``, in the order of :data:`BOT_WORDS`.

    >>> bot_names("jamaica")[-3:]
    ['search quick', 'search thoughtful', 'search strong']
    """
    _load_all()
    order = list(BOT_WORDS)
    return sorted({name for g, name in _BOTS if g in (None, game)},
                  key=lambda name: (order.index(name) if name in order else len(order), name))


def make_bot(name: str = "random", game: str | None = None, seed: int | None = None, **settings) -> Bot:
    """A bot by name; per-game bots need ``game``; ``settings`` go to the bot's class
    (e.g. ``make_bot("mcts", "jamaica", simulations=50)``)."""
    _load_all()
    factory = _BOTS.get((game, name)) or _BOTS.get((None, name))
    if factory is None:
        raise ValueError(f"no bot {name!r} for {game!r}; choose from {bot_names(game or '')}")
    return factory(seed=seed, **settings)


def step(game: Game, bots: Sequence[Bot | None]) -> bool:
    """Let the first acting player who has a bot make one move (a chance step due in
    manual mode is rolled). False if nobody could act."""
    for player in game.to_act:
        if isinstance(player, str):  # CHANCE
            game.roll()
            return True
        bot = bots[player]
        if bot is not None:
            game.play(bot.choose(game.seat(player)), player)
            return True
    return False


def play_random(game: Game, rng: random.Random, moves: int | None = None,
                after: Callable[[Game], None] | None = None) -> Game:
    """Play up to ``moves`` random legal actions (to the end when None): ``rng`` picks the
    acting player, then the action; a chance step due in manual mode is rolled.
    ``after(game)`` runs after each action (for checks)."""
    count = 0
    while not game.over and (moves is None or count < moves):
        player = rng.choice(game.to_act)
        if player == CHANCE:
            game.roll()
        else:
            game.play(rng.choice(game.legal_actions(player)), player)
        count += 1
        if after is not None:
            after(game)
    return game


def play_out(game: Game, bots: Sequence[Bot | None], max_actions: int = 100_000) -> None:
    """Play bots against each other until the game ends (or no bot may act)."""
    for _ in range(max_actions):
        if not step(game, bots):  # also False once the game is over: nobody is to act
            return
    raise RuntimeError(f"{game!r} did not end within {max_actions} actions")
