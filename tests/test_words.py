"""Words for every step, refusals without playing, endings explained: the shared checks of
what a person reads. Over random positions of every game (and every player count), each
legal action, each chance outcome and each log line is said in words without an engine
token (a code such as ``5D`` or ``I4-BC-M``, an id such as ``c01``, a snake_case name),
and :meth:`kit.Game.why_not` refuses exactly what :meth:`kit.Game.play` refuses, naming the
same rule."""
from __future__ import annotations

import random
import re

import pytest

import kit
from kit.engine import CHANCE
from tests.contract_helpers import random_positions

PLAYABLE = list(kit.catalog())
per_game = pytest.mark.parametrize("info", PLAYABLE, ids=[i.name for i in PLAYABLE])

#: Names written in capitals in the games' own rules (card and tile names), not codes.
CAPITAL_WORDS = {"FBI", "UFO", "OK", "AI", "SOS", "VIP", "CEO", "BGA", "ATV"}
_ORDINAL = re.compile(r"^\d+(st|nd|rd|th|s)$")
_WORD = re.compile(r"[\w\-]+")


def engine_tokens(text: str) -> list[str]:
    """The words of ``text`` a person should never read: codes mixing letters and digits
    (``5D``, ``c01``, ``I4-BC-M``), capital abbreviations (``BC``, ``UFK``) and snake_case
    names. Ordinals (``3rd``), decades (``1990s``) and capital names of the rules (``FBI``)
    pass.

    >>> engine_tokens("draw the 5 of diamonds in the 3rd round")
    []
    >>> engine_tokens("reveal I4-BC-M, canteen c01, peek highkick_parachute")
    ['I4-BC-M', 'c01', 'highkick_parachute']
    """
    found = []
    for word in _WORD.findall(text):
        parts = [p for p in word.split("-") if p]
        if "_" in word.strip("_"):
            found.append(word)
        elif any(_is_code(p) for p in parts):
            found.append(word)
    return found


def _is_code(part: str) -> bool:
    if _ORDINAL.match(part):
        return False
    has_digit = any(c.isdigit() for c in part)
    has_letter = any(c.isalpha() for c in part)
    if has_digit and has_letter:
        return True
    return len(part) >= 2 and part.isalpha() and part.isupper() and part not in CAPITAL_WORDS


def test_engine_tokens_catches_the_codes_seen_on_screen():
    for text in ("reveal I4-BC-M", "canteen c01", "chance: reveal S5-BC", "ask UFK", "move QD",
                 "peek highkick_parachute", "draw 5D"):
        assert engine_tokens(text), text
    for text in ("Draw the 5 of diamonds", "count the lit segments in column B",
                 "Play the FBI card", "Ask: which 2nd digit?", "about 12 codes would remain"):
        assert not engine_tokens(text), text


def positions(info: kit.GameInfo, players: int, seed: int, count: int = 12):
    """Copies of a manual-chance game at random points of a random game."""
    return random_positions(info, players, seed, count, share=0.15, every_chance=True, the_end=False)


def _sample(actions: list, rng: random.Random, k: int = 25) -> list:
    return actions if len(actions) <= k else rng.sample(actions, k)


@per_game
def test_every_step_is_said_in_words_without_engine_tokens(info):
    rng = random.Random(5)
    for players in range(info.min_players, info.max_players + 1):
        for game in positions(info, players, seed=players):
            viewers = [None, *game.players]
            for actor in game.to_act:
                if actor == CHANCE:
                    try:
                        outcomes = [a for a, _ in game.chance_outcomes()]
                    except ValueError:
                        outcomes = []
                    if not outcomes:  # too many to list: the one the game samples
                        outcomes = [game_last(game)]
                    actions = outcomes
                else:
                    actions = game.legal_actions(actor)
                for action in _sample(actions, rng):
                    for viewer in viewers:
                        words = game.describe(action, actor, viewer)
                        assert words.strip(), (action, viewer)
                        bad = engine_tokens(words)
                        assert not bad, f"{info.name}: {action.text!r} for viewer {viewer} reads {words!r}"
            for viewer in viewers:
                for line in game.log_for(viewer):
                    bad = engine_tokens(line)
                    assert not bad, f"{info.name}: log line {line!r} for viewer {viewer}"


def game_last(game: kit.Game) -> kit.Action:
    copy = game.copy()
    copy.roll()
    return copy.history[-1].action


@per_game
def test_why_not_agrees_with_play(info):
    rng = random.Random(11)
    for game in positions(info, info.min_players, seed=3, count=10):
        for actor in [p for p in game.to_act if p != CHANCE] or game.players[:1]:
            legal = game.legal_actions(actor)
            tries = _sample(legal, rng, 6) + _garbled(legal, rng)
            for action in tries:
                refusal = game.why_not(action, actor)
                copy = game.copy()
                try:
                    copy.play(action, actor)
                except kit.IllegalAction as err:
                    assert refusal is not None, f"{info.name}: why_not passed {action!r}, play refused: {err}"
                    assert refusal.rule == err.rule and str(refusal) == str(err)
                else:
                    assert refusal is None, \
                        f"{info.name}: why_not refused {action!r} ({refusal}), play took it"


def _garbled(legal: list, rng: random.Random) -> list:
    out = ["fly to the moon", "pass 99", ""]
    for action in legal[:3]:
        words = action.text.split()
        out.append(" ".join(words + ["x"]))
        out.append(words[0] + " " + "zz")
    return out


@per_game
def test_the_result_of_a_finished_game_is_said_in_words(info):
    game = kit.new_game(info.name, players=info.min_players, seed=2)
    from kit.bots import play_random
    play_random(game, random.Random(2))
    if not game.over:
        pytest.skip("the random game did not finish")
    text = game.result()
    assert text and not engine_tokens(text), text
    scores, winners = game.scores(), game.winners()
    best = max(scores)
    tied = [p for p, s in enumerate(scores) if s == best]
    if len(tied) > 1 and set(winners) < set(tied):
        assert "the game's tie-break" not in text, f"{info.name} names no tie-break: {text}"
